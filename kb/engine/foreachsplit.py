""""For each creature card exiled this way, each opponent loses 1 life and you gain 1 life." — a count written first,
over two instructions joined by "and" (608.2c, 608.2h).

With no word in the instructions pointing back at one of the objects (that form is kb.engine.thisway's one-at-a-time
reading, 608.2f), "for each …" is a number: each instruction is followed that many times over, the same as "Each
opponent loses 1 life for each creature card exiled this way and you gain 1 life for each creature card exiled this
way." — the count taken as the ability resolves (608.2h). Only two instructions joined by "and you …" are read; a body
already counting something else ("for each" of its own), or with a third instruction ("each opponent mills a card and
loses 1 life and you gain 1 life": "for each" written after "loses 1 life" would leave the mill done once), is not.

One instruction alone ("For each creature card exiled this way, you gain 1 life.") is the same as the count written
after it ("You gain 1 life for each creature card exiled this way."): read so when it has no "and", comma, "then",
"where", "equal to", "instead" or count of its own — words that could make "for each" govern something else.
"""
from __future__ import annotations

import re

__all__ = ["distribute_for_each"]

_JOIN = re.compile(r"(.+?) and (you .+)")
# words after which "for each" written at the end could govern another part than the whole instruction
_NOT_ALONE = re.compile(r"\band\b|\bor\b|,|\bthen\b|\bwhere\b|\bequal to\b|\binstead\b|\bthis way\b|\bunless\b|\bif\b|"
                        r"\buntil\b|\bX\b", re.I)


def distribute_for_each(what: str, body: str) -> str | None:
    """The sentence with "for each ``what``" written after each of the two instructions of ``body`` (or after its one
    instruction), or None when ``body`` is not "A and you B" nor one plain instruction, or already counts something."""
    m = _JOIN.fullmatch(body)
    if re.search(r"\bfor each\b", body, re.I):
        return None
    if not m and not _NOT_ALONE.search(body):   # one instruction: the count written after it (608.2h)
        return f"{body[0].upper()}{body[1:]} for each {what}"
    if not m:
        return None
    a, b = m.group(1), m.group(2)
    if re.search(r"\band\b", a) or re.search(r"\band\b", b):
        return None   # a part that is itself two instructions: "for each" written once would govern only its last one
    return f"{a[0].upper()}{a[1:]} for each {what} and {b} for each {what}"
