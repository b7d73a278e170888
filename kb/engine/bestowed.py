"""The effect of being bestowed (702.103b; kb.engine.bestow casts and resolves it): a spell cast bestowed, and the
permanent it becomes, is an Aura enchantment with enchant creature until it ceases to be bestowed. Its own module so that
the layers (kb.engine.layers) read it without importing what casting needs.
"""
from __future__ import annotations

from .effects import AbilityOp, ContinuousEffect, TypeOp
from .keywords import keyword_of

__all__ = ["bestowed_effect"]


def bestowed_effect(o) -> ContinuousEffect | None:
    """The effect of being bestowed (702.103b) on a spell or permanent marked so: it is an Aura enchantment (its other
    card types replaced, 205.1a) with enchant creature. None for any other object."""
    if not getattr(o, "bestowed", False) or o.zone not in ("stack", "battlefield"):
        return None
    return ContinuousEffect(
        key=("bestowed", o.oid), label=f"{o.alias} is bestowed: an Aura enchantment with enchant creature",
        ops=(TypeOp(set_types=frozenset(("Enchantment",)), add_subtypes=frozenset(("Aura",)),
                    text="becomes an Aura enchantment"),
             AbilityOp(add=(keyword_of("enchant creature"),))),
        origin="rules", ts=(o.ts, 0, 0, 0), ts_reason="ts_object", source=o.oid, source_name=o.alias,
        locked=frozenset((o.oid,)), duration="indefinite")
