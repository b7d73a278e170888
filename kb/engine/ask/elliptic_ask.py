"""A question asked without its question word (chat57): "my life after that?", "his life?", "P/T?", "life totals
now?" — players drop "what's" when the story has made clear what they ask for. When a question so asked is not read
(or is read as something else and fails: "my life?" once read as a cast of the card Life), the last question is
asked again with "What's" before it ("What's my life after that?") and that reading is kept only when it reads;
the answer's notes say so. A last question that starts with a question word or a verb of its own ("does", "can",
"is", "what", "who", "dead?" after a name) is never touched, but the second of two ("What happens to them, and my life?",
chat58) is asked so when it has none of its own.

Text only: it does not import the answerer (which imports it).
"""
from __future__ import annotations

import re

__all__ = ["with_what"]

_ASKS = re.compile(r"^(?:what|what's|whats|where|where's|wheres|who|who's|whose|how|which|when|why|is|isn't|are|"
                   r"aren't|does|doesn't|do|don't|did|didn't|can|can't|could|will|would|should|has|have|am|was|were|"
                   r"so|and|or|but|if|then|ok|right|yes|no)\b", re.I)
# what a question without its question word asks for: a life, a size, a count, a total
_ASKS_FOR = re.compile(r"\b(?:life|lives|life\s+totals?|totals?|p/t|power|toughness|stats|size)\b", re.I)
_AND_TAIL = re.compile(r",\s*(?:and|&)\s+([^,?]+\?+)\s*$", re.I)
_LAST = re.compile(r"(?:^|(?<=[.!?])\s+)([^.!?]+\?+)\s*$")


def with_what(question: str) -> tuple[str, str] | None:
    """(the question with "What's" before its last question, that question so asked) when the last question has no
    question word and asks for a life, a size or a total; else None."""
    m = _LAST.search(question.strip())
    if not m:
        return None
    last = m.group(1).strip()
    two = _AND_TAIL.search(last)
    if two and _ASKS.match(last) and not _ASKS.match(two.group(1)) and _ASKS_FOR.search(two.group(1)) \
            and len(two.group(1).split()) <= 6:
        # "What happens to them, and my life?": the second of two questions without its question word (chat58)
        asked = "what's " + two.group(1)
        return question.strip()[:m.start(1) + two.start(1)] + asked, asked
    if _ASKS.match(last) or not _ASKS_FOR.search(last) or len(last.split()) > 8:
        return None
    asked = "What's " + last[0].lower() + last[1:]
    return question.strip()[:m.start(1)] + asked, asked
