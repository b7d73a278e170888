"""A negative number an effect that modifies power and toughness computed as it began (608.2h), under each edition's
107.1b.

107.1b: "If a calculation that would determine the result of an effect yields a negative number, zero is used
instead, unless that effect …". From the 2017-07-08 rules the exceptions are effects that set (later: double or set) a
life total or power and toughness; an effect that *modifies* power and toughness ("target creature gets +X/+X, where X
is ~'s power") uses 0 (Resilient Khenra, ruling 2017-07-14: "X is considered to be 0. (This is a change from previous
rules.)"). From 2007-05-01 (104.1b, 107.1b from 2010-07-16) to 2017-04-28 the rule also excepted an effect that
"otherwise modifies" (2007: "changes") a creature's power or toughness: the negative number was used, so +X/+X with X
= -2 gave -2/-2. The rule is found by its own words in the game's edition (never by a date written here); an edition
whose rules have no such sentence makes a negative amount "cannot decide", noted, never guessed.
"""
from __future__ import annotations

import re

from .gamevalues import fixed

__all__ = ["pt_mod_value"]

_RULE = re.compile(r"yields a negative number, zero is used instead")
_KEEPS_MOD = re.compile(r"(?:otherwise modifies|changes) a creature[’']s power or toughness")


def pt_mod_value(v, ctx, w) -> int:
    """The value ``v`` of a power/toughness modification computed as the effect begins (608.2h), with 107.1b applied:
    each calculation in it that yields a negative number gives 0 (``fixed``), unless the game's edition's 107.1b
    excepts an effect that modifies a creature's power or toughness — then the negative numbers are used. Only when
    the two differ is the edition asked; without a game or a KB, today's rule."""
    n = fixed(v, ctx, w)
    raw = fixed(v, ctx, w, clamp=False)
    if raw == n:
        return n
    state = getattr(ctx, "state", None)
    if state is None or state.edition_rows() is None:
        return n
    hit = state.edition_rule(_RULE, ("107.", "104."))
    if hit is None:
        state.note_unknown(f"a power/toughness change where a number is negative ({raw}): the rules of {state.edition} "
                           "say nothing of a calculation that yields a negative number (107.1b of later rules)")
        return n
    return raw if _KEEPS_MOD.search(hit[1]) else n
