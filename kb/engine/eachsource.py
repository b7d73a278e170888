""""Each creature you control deals 1 damage to target creature.", "Each creature you control with a +1/+1 counter on it
deals damage equal to its power to that creature.": a group of sources, each dealing its own damage (120.2: any object
can deal damage; 120.3: the results by source), all at once as the instruction is followed (608.2c) — one damage
event, never one source for the group.

The amount is the same for every source ("1 damage") or each source's own ("equal to its power": "its" is that
source's, counted as the instruction is applied, 608.2h; a source gone by then has none to deal: the sources are those
the words name as the spell resolves). The reader marks the instruction (``opts["each_source"]``); the damage action
deals from each source in turn inside one damage event (kb.engine.actions_damage).
"""
from __future__ import annotations

__all__ = ["EACH_SOURCE", "EACH_ITSELF", "EACH_OWN_PLAYER", "own_player", "own_amount"]

EACH_SOURCE = "each_source"
# "Each tapped creature deals damage to itself equal to its power": each source is also its own one recipient (120.3)
EACH_ITSELF = "each_itself"
# "Each creature deals 1 damage to its controller": each source's own player is its one recipient — "its" is that
# source's (120.3; 108.4 its controller, 108.3 its owner); the value is "controller" or "owner"
EACH_OWN_PLAYER = "each_own_player"


def own_player(recipient: str) -> str | None:
    """"its controller" / "their controllers" / "its owner" (the recipient words of a group of sources): which of
    each source's players is dealt its damage, or None for other words."""
    import re
    m = re.fullmatch(r"(?:its|their) (controller|owner)s?", recipient.strip().lower())
    return m.group(1) if m else None


def own_amount(amount, source_subject, w) -> int | None:
    """The damage source ``w`` deals when ``amount`` is "its power" / "its toughness" of the group named by
    ``source_subject`` (that source's own value, 608.2h); None when the amount is not each source's own."""
    if type(amount).__name__ != "ObjectValue" or getattr(amount, "subject", None) is not source_subject:
        return None
    if amount.attr not in ("power", "toughness"):
        return None
    v = getattr(w, amount.attr, None)
    return max(0, v) if isinstance(v, int) else 0
