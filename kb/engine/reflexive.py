"""What a reflexive triggered ability of a spell is about (603.12).

"Return target creature card from your graveyard to the battlefield. When you do, it fights up to one target creature
you don't control." (Back for More): the reflexive ability triggers on the action "when you do" names, and its "it" is
the object that action acted on — the new object the card became on the battlefield (400.7j), found as the spell
resolved. A spell has no trigger event of its own, so that object is the reflexive ability's event; a triggered
ability's reflexive part keeps its own trigger event ("that player" of "Whenever ~ deals combat damage to a player")."""
from __future__ import annotations

from .triggers import Event


def reflexive_anchor(state, refs) -> Event | None:
    """The event a spell's reflexive ability is about: the one object (still in a zone) the action that made it
    trigger acted on, or None when that action acted on no object, or on several (a payment, "each creature")."""
    objs = [r[1] for r in refs or () if r[0] == "obj" and r[1] in state.objects]
    if len(objs) != 1:
        return None
    o = state.objects[objs[0]]
    return Event("zone", obj=o.oid, to_zone=o.zone)
