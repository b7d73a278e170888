"""A supertype a permanent doesn't have while it is a token: "~ isn't legendary if it's a token." (Aeve, Progenitor
Ooze).

A static ability of the object (113.6: it works on the battlefield) whose effect removes the supertype (205.4) from
the object itself while that object is a token (111.1): a type-changing effect, applied in layer 4 (613.1d). A token
copy of the card has the ability too (707.2), so it isn't legendary, and the legend rule (704.5j, 205.4d) doesn't
see it; the nontoken card keeps the supertype.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from .effects import TypeOp
from .words import SUPERTYPES

_FORM = re.compile(r"~ isn't (\w+) if it's a token")


@dataclass(frozen=True, eq=False)
class TokenSupertypeOp(TypeOp):
    """The supertype removed while the object is a token (its selector asks that, kb.engine.filters.Selector.token)."""


def render_token_supertype(op, render_type) -> str:
    """Its words (kb.engine.render): the type change, and "isn't … if it's a token"."""
    return render_type(op) + " not isn't if token"


def read_token_supertype(s: str, pc, parse_selector):
    """(selector, TypeOp) for "~ isn't legendary if it's a token"; None: not these words."""
    m = _FORM.fullmatch(s.strip().rstrip("."))
    if not m or m.group(1).capitalize() not in SUPERTYPES:
        return None
    sel = replace(parse_selector("~", pc), token=True)
    return sel, TokenSupertypeOp(remove_supertypes=frozenset((m.group(1).capitalize(),)), text=s)
