""""Put target artifact, creature, or planeswalker into its owner's library just beneath the top X cards of that
library, where X is the result." (Underdark Rift): a place in a library counted from the top (401.4) by a number the
text gives or defines ("where X is …", 107.3a), read as the instruction is followed (608.2h): N cards above it, so
(N + 1)-th from the top; a library with fewer cards has it at the bottom. The instruction is the mover's
(kb.engine.actions: ``position`` 'beneath', the count its ``amount``)."""
from __future__ import annotations

import re

__all__ = ["read_beneath_top", "beneath_position"]

_FORM = re.compile(r"[Pp]ut (?P<what>.+?) into (?:its|their) owners?'s? library just beneath the top (?P<n>X|\w+) cards? "
                   r"of that library(?:, where X is (?P<x>.+))?")


def read_beneath_top(s: str, raw: str, subject, value, amount_of, make):
    """The move instruction of ``s`` (``make(subject, amount, opts)``), or None when it is not this form. ``subject``
    reads the words of what is put, ``value`` the words of X's definition, ``amount_of`` a number word."""
    m = _FORM.fullmatch(s)
    if m is None:
        return None
    n = m.group("n")
    if n == "X":
        if m.group("x") is None:
            return None   # an X the text doesn't define here: another reader's
        amount = value(m.group("x"))
    else:
        k = amount_of(n)
        if k is None or m.group("x") is not None:
            return None
        from .filters import Const
        amount = Const(k)
    return make(subject(m.group("what")), amount, {"to": "library", "position": "beneath", "beneath_top": True})


def beneath_position(ins, rc) -> int:
    """The place from the top (1: the top) of "just beneath the top N cards": N + 1 (401.4), N read now (608.2h)."""
    return max(0, ins.amount.eval(rc, None)) + 1
