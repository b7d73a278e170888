""""Each opponent sacrifices half the creatures they control of their choice, rounded up." (701.21a, 107.1a): half the
permanents of that kind the player controls, counted as the instruction is applied (608.2h) and rounded as the words
say, each player counting their own; the player chooses which (608.2d; ``choose: {sacrifice: {PLAYER: [NAME, …]}}``,
unstated among more than that many refused, never guessed).

Only "half the <kind>s they control [of their choice], rounded up|down" is read (the mill of half a library is
kb.engine.halfzone's); half of another count stays unread."""
from __future__ import annotations

import re

__all__ = ["read_half_sacrifice", "half_of"]

_HALF = re.compile(r"half the (.+?)s (they|you) control( of their choice)?, rounded (up|down)")


def read_half_sacrifice(phrase: str) -> tuple | None:
    """(the kind in the singular, "they"|"you", of their choice, "up"|"down") for "half the creatures they control of
    their choice, rounded up"; None for any other phrase."""
    m = _HALF.fullmatch(phrase.strip())
    if m is None:
        return None
    return m.group(1), m.group(2), bool(m.group(3)), m.group(4)


def half_of(n: int, rounding: str) -> int:
    """Half of ``n``, rounded up or down (107.1a)."""
    return (n + 1) // 2 if rounding == "up" else n // 2
