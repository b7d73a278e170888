"""A claim someone makes about the rules, set aside as a claim (chat57): players bring a dispute to settle — "my buddy
says defender just means its good at blocking.", "My friend insists the anthem pumps every creature.", "My opp says 2
damage isn't enough for a 3/3." — and the answer is what the rules say, whoever claimed what: a claim is not what
happened on the board. A sentence not read whose subject is someone else saying, claiming, insisting or thinking
(:data:`_CLAIM`) is set aside as a claim, and the answer names it so ("Answered without the claim …"), instead of
"cannot decide" for its words — but only when what it claims could not tell a fact of the board the story did not:
no card other than those the story names, no number but a P/T or an amount of damage (in digits or words), and none of the words of a
state (:data:`_STATE`: tapped, counters, life, hand, "has", "controls" …). Any other claim is checked as any
sentence not read is.

Text only.
"""
from __future__ import annotations

import re

__all__ = ["rules_claim"]

_CLAIM = re.compile(r"^(?:but |and |so |ok |now )?(?:(?:my|his|her|our|the|a|their) )?(?:friend|buddy|mate|pal|bro|"
                    r"brother|sister|gf|bf|girlfriend|boyfriend|wife|husband|roommate|opp|opponent|judge|dad|mom|son|"
                    r"kid|teammate|playgroup|group|guy|someone|everyone|he|she|they)s? (?:says|said|claims|claimed|"
                    r"insists|insisted|thinks|thought|swears|swore|argues|argued|reckons|told me|keeps saying)\b", re.I)
_STATE = frozenset({"tapped", "untapped", "counter", "counters", "life", "hand", "library", "graveyard", "exile",
                    "exiled", "has", "have", "had", "control", "controls", "controlled", "owns", "owned", "left",
                    "cards", "card", "token", "tokens", "mana", "land", "lands", "poison", "cast", "casts", "played",
                    "attacked", "blocked", "attacks", "blocks", "turn", "drew", "discarded", "sacrificed", "also",
                    "another", "other", "still", "instead",
                    # numbers in words ("he's at five")
                    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
                    "twenty", "thirty", "forty", "fifty"})


def rules_claim(sentence: str, named: list[str], board: list[str]) -> bool:
    """Whether ``sentence`` is someone's claim that tells nothing of the board the story did not: its cards
    (``named``) all among the cards the story's board holds (``board``), no number but a P/T or "N damage", no word
    of a state."""
    s = sentence.strip()
    if not _CLAIM.match(s):
        return False
    if any(n not in board for n in named):
        return False
    rest = re.sub(r"[+-]?\d+/[+-]?\d+|\b\d+ damage\b", " ", s)
    if re.search(r"\d", rest):
        return False
    words = {w.lower() for w in re.findall(r"[\w']+", rest)}
    return not (words & _STATE)
