"""Exiling every card of players' hands and graveyards at once (406.1, 404.1, 402.1): "Exile all cards from all
opponents' hands and graveyards.", "Exile all cards from target player's hand and graveyard.", "Exile all cards from
all hands and graveyards.", "exile all cards from target opponent's hand".

One instruction exiles the cards of every zone named together (one event, 406.1): its subject is every card in those
zones, kept to the players the words name (``graveyard_of``, as "Exile target player's graveyard" keeps them,
kb.engine.actions: a card in a hand or a graveyard is its owner's, 402.1, 404.1, 400.3); "all opponents'" is each
opponent's (102.3), "all" every player's, "your" its controller's. A hand the scenario doesn't list leaves what is
exiled, and all the instruction changes, "cannot decide" (kb.engine.actions ``_unlisted_group``).

"Exile all cards from your hand" and the graveyard-only forms are read by kb.engine.instructions.
"""
from __future__ import annotations

import re

from .filters import Selector

__all__ = ["read_exile_zones"]

_WHOSE = r"your|target player's|target opponent's|each opponent's|all opponents'|that player's|all"
_FORM = re.compile(rf"[Ee]xile all cards from ({_WHOSE}) (hands?)(?: and (graveyards?))?|"
                   rf"[Ee]xile all cards from ({_WHOSE}) (graveyards?) and (hands?)")
_PLURAL = {"all opponents'", "all"}   # "each opponent's hand and graveyard": each one's own, singular nouns


def read_exile_zones(s: str):
    """The exile instruction of ``s`` as (selector, whose): ``whose`` None when the selector alone says whose cards
    (every player's, or "your": its controller's), else the words naming the players ("target player", "each
    opponent", "that player") for the grammar's subject reader; None when ``s`` is not such a sentence, or names a
    graveyard only (read by kb.engine.instructions)."""
    m = _FORM.fullmatch(s.strip())
    if not m:
        return None
    g = m.groups()
    whose, zones = (g[0], g[1:3]) if g[0] else (g[3], g[4:6])
    zones = [z for z in zones if z]
    plural = whose in _PLURAL
    if any(z.endswith("s") != plural for z in zones):   # "all hands", "target player's hand": number agrees
        return None
    names = frozenset(z.rstrip("s") for z in zones)
    if names == {"graveyard"}:
        return None
    sel = Selector(zones=names, token=False, owner="you" if whose == "your" else None,
                   describe=f"all cards in {s.strip().split(' from ', 1)[1]}")
    if whose in ("all", "your"):
        return sel, None
    return sel, re.sub(r"^all opponents'$", "each opponent", whose).removesuffix("'s")
