""""The total number of instant and sorcery cards you own in exile and in your graveyard" (Beacon Bolt): cards of
two zones counted together — the cards in my graveyard (each card in a graveyard is its owner's, 404.2) and the cards
I own in exile (108.3), counted as the effect is applied (608.2h), so a spell still on the stack as it resolves is not
among them. A face-down card in exile has no characteristics (708.2) and fits no card type.

Read as the same description "in your graveyard" with exile added to its zones (the one reader of descriptions,
kb.engine.parser.parse_selector); registered as a count reader (kb.engine.parser.COUNT_READERS).
"""
from __future__ import annotations

import re
from dataclasses import replace

from .filters import CountOf

__all__ = ["exile_and_graveyard_count", "ZonesCount", "GraveyardAndExileCount"]


class ZonesCount(CountOf):
    """A count of the cards a description names in its owner's graveyard and in exile (its words: "the total number
    of … you own in exile and in your graveyard", kb.engine.render)."""
    __slots__ = ()

class GraveyardAndExileCount(CountOf):
    """A count of the cards a description names in my graveyard and, every owner's, in exile: "… cards in your
    graveyard and in exile" — exile is one zone shared by every player (406.1), and "your" names the graveyard only;
    the words don't limit the exiled cards to those I own (unlike "cards you own in exile", 108.3)."""
    __slots__ = ()


# "… cards in your graveyard and in exile" (without "you own"): every such card in exile (GraveyardAndExileCount)
_ALL_EXILE = re.compile(r"(.+? cards) in your graveyard and in exile")
_SHAPE = re.compile(r"(.+? cards) you own in exile and in your graveyard|(.+? cards) in your graveyard and cards you own "
                    r"in exile")


def exile_and_graveyard_count(what: str, pc):
    """``what`` (after "the number of" / "the total number of") → a count of the cards it describes in its owner's
    graveyard and in exile, or None for any other words."""
    m = _SHAPE.fullmatch(what.strip())
    if not m:
        return _all_exile(what, pc)
    from .filters import AnyOf, Selector
    from .parser import parse_selector
    sel = parse_selector(f"{m.group(1) or m.group(2)} in your graveyard", pc)
    zones = frozenset(("graveyard", "exile"))

    def widen(s):
        if isinstance(s, Selector) and s.zones == frozenset(("graveyard",)) and s.owner == "you":
            return replace(s, zones=zones)
        return None
    if isinstance(sel, AnyOf):
        parts = tuple(widen(p) for p in sel.parts)
        if any(p is None for p in parts):
            return None
        sel = replace(sel, parts=parts)
    else:
        sel = widen(sel)
        if sel is None:
            return None
    return ZonesCount(sel, describe=f"the number of {what}")


def _all_exile(what: str, pc):
    """"… cards in your graveyard and in exile": the description in my graveyard, and in exile whoever owns the card
    (406.1) — the same description with the graveyard's owner and zone replaced; None for other words."""
    m = _ALL_EXILE.fullmatch(what.strip())
    if not m:
        return None
    from .filters import AnyOf, Selector
    from .parser import parse_selector
    sel = parse_selector(f"{m.group(1)} in your graveyard", pc)
    parts = sel.parts if isinstance(sel, AnyOf) else (sel,)
    if not all(isinstance(p, Selector) and p.zones == frozenset(("graveyard",)) and p.owner == "you" for p in parts):
        return None
    exiled = tuple(replace(p, zones=frozenset(("exile",)), owner=None) for p in parts)
    both = AnyOf(parts + exiled, describe=f"{m.group(1)} in your graveyard and in exile") if not isinstance(sel, AnyOf) \
        else replace(sel, parts=parts + exiled)
    return GraveyardAndExileCount(both, describe=f"the number of {what}")
