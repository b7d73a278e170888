"""An action told as of the last turn (chat57): "Last turn I cast Control Magic on his Serra Angel. This turn he
Disenchants my Control Magic.", "I put Pacifism on his Hill Giant last turn. Now he …" — the story told from the
present, with the earlier action dated by "last turn". The reader reads a story told forward ("X. Next turn Y."), so
the sentence is written so: "last turn" taken out of the sentence it dates, and the next sentence started with "Next
turn" (its own "This turn", "Now", "Today" taken off: they name the turn "Next turn" names). Only "last turn" (one turn
before the present, 500.1: the turns alternate in a two-player game) is read so; "two turns ago", "a few turns ago" are
not (how many turns passed, and whose turn it is now, may change the answer), and a "last turn" whose next sentence is
the question, or says a turn of its own ("On my turn …"), is left as written. The text so written is read in place of
the question only when the question as written is not read, and the answer's notes say so.

Text only: it does not import the answerer (which imports it).
"""
from __future__ import annotations

import re

__all__ = ["last_turn_forward"]

_SENT = re.compile(r"[^.!?]+[.!?]*\s*")
_LEAD = re.compile(r"^(?:(?:on\s+(?:my|his|her|their|the)\s+)?last\s+turn|(?:on\s+)?(?:my|his|her|their)\s+last\s+turn)"
                   r"\s*,?\s+", re.I)
_TAIL = re.compile(r"\s*,?\s+(?:on\s+(?:my|his|her|their)\s+)?last\s+turn(?=\s*(?:\([^()]*\))?\s*[.!]?\s*$)", re.I)
_NOW = re.compile(r"^(?:and\s+)?(?:so\s+)?(?:this\s+turn|now|today|then)\s*,?\s+", re.I)
_OWN_TURN = re.compile(r"^(?:now\s+)?(?:on|during|in)\s+(?:my|his|her|their|the|opp'?s?|opponent'?s?)\b", re.I)


def last_turn_forward(question: str) -> tuple[str, str] | None:
    """(the question told forward, the sentence dated by "last turn") when one sentence is dated so and the sentence
    after it tells what happened next (not the question, not a turn of its own); else None."""
    sents = [m.group() for m in _SENT.finditer(question)]
    for i, sent in enumerate(sents[:-1]):
        body = sent.strip()
        if "?" in body:
            continue
        new = _LEAD.sub("", body, count=1)
        if new == body:
            new = _TAIL.sub("", body, count=1)
        if new == body or re.search(r"\blast\s+turn\b|\bturns?\s+ago\b", new, re.I):
            continue
        nxt = sents[i + 1].strip()
        if "?" in nxt or _OWN_TURN.match(nxt):
            return None
        nxt = _NOW.sub("", nxt, count=1)
        new = new[0].upper() + new[1:]
        out = sents[:i] + [new + " ", "Next turn " + nxt[0].lower() + nxt[1:] + " "] + sents[i + 2:]
        return re.sub(r"\s+", " ", "".join(out)).strip(), body
    return None
