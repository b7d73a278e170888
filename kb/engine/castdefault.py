"""Who casts a card a scenario's ``cast`` step names without ``controller:`` (601.2: the player who casts it).

From a hand, the hand's player (a card is in its owner's hand, 400.3). From a graveyard or exile, the one player an
effect lets cast that card (611.2a: "you may cast that card", an impulse draw's permission), else the card's owner —
for a card in a graveyard "you" in its own "You may cast this card from your graveyard" (flashback, escape, jump-start,
…) is its owner (109.5). That default is an error when it can't be what the scenario means: nothing lets the owner
cast the card from there while something lets another player (several players an effect names, an Adventure's
exile, 715.3d, a warped card, 702.185a): the step must say which player casts it.
"""
from __future__ import annotations

__all__ = ["unstated_caster_error"]


def _permits(state, card_obj, player: str, zone: str) -> bool:
    """Whether something the engine reads lets ``player`` cast ``card_obj`` from ``zone`` (or may: an unread ability)."""
    from .stack import _fitting_permissions
    from .turnpermission import turn_permission_source   # "Until end of turn, you may cast spells from your graveyard."
    if state.play_permitted(card_obj, player) or _fitting_permissions(state, card_obj, player, zone) or \
            turn_permission_source(state, card_obj, player, zone, lands=False) is not None:
        return True
    if zone == "exile" and (getattr(card_obj, "adventure_player", None) == player
                            or (getattr(card_obj, "warped_turn", None) is not None and card_obj.owner == player)):
        return True
    return False


def _owner_may(state, card_obj, zone: str) -> bool:
    """The card's own abilities may let its owner cast it from there: a keyword, a permission of its own, any text
    the engine doesn't read (the cast then says what it can't decide); or something else permits the owner."""
    faces = [card_obj.card, *getattr(card_obj.card, "other_faces", ())]
    for card in faces:
        for a in card.abilities:
            if getattr(a, "kind", "") in ("keyword", "unmodelled") or getattr(a, "self_zones", ()) or \
                    getattr(a, "unmodelled", ()):
                return True
    return _permits(state, card_obj, card_obj.owner, zone)


def unstated_caster_error(state, card_obj) -> str | None:
    """The error for a ``cast`` step without ``controller:`` whose default caster (module docstring) can't be right,
    or None."""
    zone = card_obj.zone
    if zone not in ("graveyard", "exile") or state.permission_holder(card_obj) is not None:
        return None
    if _owner_may(state, card_obj, zone):
        return None
    others = [p for p in state.players if p != card_obj.owner and _permits(state, card_obj, p, zone)]
    if not others:
        return None   # nobody may: the owner's cast is refused (601.3)
    return (f"cast: {card_obj.alias} is in {card_obj.owner}'s {zone}; a cast step without controller: is its owner's, "
            f"but nothing lets {card_obj.owner} cast it from there and something lets {' and '.join(others)}: say which "
            f"player casts it (controller: {others[0]}; {state.rule_no('cast_prohibited')})")
