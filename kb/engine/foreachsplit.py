""""For each creature card exiled this way, each opponent loses 1 life and you gain 1 life." — a count written first,
over two instructions joined by "and" (608.2c, 608.2h).

With no word in the instructions pointing back at one of the objects (that form is kb.engine.thisway's one-at-a-time
reading, 608.2f), "for each …" is a number: each instruction is followed that many times over, the same as "Each
opponent loses 1 life for each creature card exiled this way and you gain 1 life for each creature card exiled this
way." — the count taken as the ability resolves (608.2h). Only two instructions joined by "and you …" are read; a body
already counting something else ("for each" of its own), or with a third instruction ("each opponent mills a card and
loses 1 life and you gain 1 life": "for each" written after "loses 1 life" would leave the mill done once), is not.
"""
from __future__ import annotations

import re

__all__ = ["distribute_for_each"]

_JOIN = re.compile(r"(.+?) and (you .+)")


def distribute_for_each(what: str, body: str) -> str | None:
    """The sentence with "for each ``what``" written after each of the two instructions of ``body``, or None when
    ``body`` is not "A and you B" or already counts something."""
    m = _JOIN.fullmatch(body)
    if not m or re.search(r"\bfor each\b", body, re.I):
        return None
    a, b = m.group(1), m.group(2)
    if re.search(r"\band\b", a) or re.search(r"\band\b", b):
        return None   # a part that is itself two instructions: "for each" written once would govern only its last one
    return f"{a[0].upper()}{a[1:]} for each {what} and {b} for each {what}"
