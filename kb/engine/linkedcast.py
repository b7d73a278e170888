"""A permission to play the cards exiled with its source: "You may cast spells from among cards exiled with ~." (Rona,
Disciple of Gix), "You may play lands from among cards exiled with ~." and "You may cast spells from among cards
exiled with ~. You can't cast more than one spell this way each turn." (Hedonist's Trove), "You may play lands and
cast spells from among cards exiled with ~." (Nightveil Specter). It is a static ability (601.3: an effect that allows
a player to cast a spell from exile; 305.1: a land is played from the hand unless an effect allows another zone)
linked to the abilities of the same object that exile cards (607.2a): only the cards in exile that those abilities
exiled (``exiled_with``, as the "exiled with ~" selector reads them) may be played this way, by the permanent's
controller, while it is on the battlefield; a card another object exiled, or one exiled with an earlier object the
permanent was (400.7), is not among them. The costs are paid as usual, and a land played so is the player's land play
for the turn (305.2). "You can't cast more than one spell this way each turn" limits the spells the permission lets be
cast to one in each turn, anyone's (601.3; counted as "Once each turn" is, kb.engine.castonce).

Read by kb.engine.cardtext as a PlayPermission of the zone "exile" with ``linked``; checked by kb.engine.stack's search
for a permission (``linked_to``) and, for a land, by :func:`linked_land_source`."""
from __future__ import annotations

import re

__all__ = ["read_linked_cast", "linked_to", "linked_land_source", "ONE_THIS_WAY"]

# the per-turn limit of the spells such a permission lets be cast (its PlayPermission ``per_turn``, kb.engine.castonce)
ONE_THIS_WAY = "one_this_way"
_WORDS = re.compile(r"You may (?P<what>cast spells|play lands|play lands and cast spells) from among cards exiled with "
                    r"~(?:\.? (?P<once>You can't cast more than one spell this way each turn))?\.?")


def read_linked_cast(t: str) -> dict | None:
    """The line ``t`` as the permission, word for word → the PlayPermission fields it gives (``lands``, ``spells``,
    ``per_turn``), or None. The limit on spells goes only with a permission that lets spells be cast."""
    m = _WORDS.fullmatch(t)
    if m is None or (m.group("once") and "cast" not in m.group("what")):
        return None
    return {"lands": "lands" in m.group("what"), "spells": "spells" in m.group("what"),
            "per_turn": ONE_THIS_WAY if m.group("once") else ""}


def linked_to(card_obj, src) -> bool:
    """Whether ``card_obj`` (in exile) was exiled with the object ``src`` (a Working of the permanent) by its linked
    ability (607.2a)."""
    lk = getattr(card_obj, "exiled_with", ()) or ()
    return card_obj.zone == "exile" and bool(lk) and src is not None and lk[0] == src.oid


def linked_land_source(state, card_obj, who: str) -> str | None:
    """The name of a permanent ``who`` controls whose "You may play lands from among cards exiled with ~" lets them
    play the land ``card_obj`` from exile now (305.1, 607.2a: it was exiled with that permanent), or None."""
    from .abilities import PlayPermission
    from .castonce import permission_holds
    snap = state.evaluate()
    return next((w.name for w in snap.work.values() if w.zone == "battlefield" and w.controller == who
                 for h in w.abilities if isinstance(h.ability, PlayPermission) and h.ability.lands
                 and h.ability.zone == "exile" and h.ability.linked and linked_to(card_obj, w)
                 and permission_holds(state, snap, w, h.ability, who)), None)
