"""Which creature "that creature" names in the effect of a blocking trigger (603.2, 509.3a-d).

A blocking event has two creatures: the one that blocks and the one it blocks (kb.engine.combat emits ``blocks`` with
``obj`` the blocker and ``other`` the attacker, ``blocked_by`` the other way round). When the trigger condition names
both — "Whenever ~ blocks a creature" (509.3b), "becomes blocked by a creature" (509.3d), "blocks or becomes blocked by
a creature" — "that creature" is the second one, the other creature of the block. When it names only one — "Whenever a
creature blocks, that creature's controller loses 1 life" (509.3c: it triggers once for the creature that blocks) — "that
creature" is that creature itself, the blocker: the trigger event's object (603.2).
"""

from __future__ import annotations

BLOCK_EVENTS = ("blocks", "blocked_by")
_ONE_CREATURE = frozenset(("blocks", "blocks_or_blocked", "attacks_or_blocks"))


def names_one_creature(spec) -> bool:
    """Whether a trigger condition about blocking names a single creature ("Whenever a creature blocks"): no creature it
    blocks or is blocked by ("a creature", "a creature with flying": ``recipient`` / ``by``), 509.3a, 509.3c."""
    return spec is not None and getattr(spec, "event", None) in _ONE_CREATURE and \
        getattr(spec, "recipient", None) is None and getattr(spec, "by", None) is None


def block_partner(ev, rc) -> int | None:
    """The other creature of a blocking trigger event when the trigger condition names it (509.3b, 509.3d), else None:
    the trigger's own creature (the event's ``obj``) is meant (603.2). ``rc``: the resolution context, whose item's
    ability carries the trigger condition."""
    if ev is None or ev.kind not in BLOCK_EVENTS or ev.other is None:
        return None
    spec = getattr(getattr(getattr(rc, "item", None), "ability", None), "spec", None)
    return None if names_one_creature(spec) else ev.other
