"""What a reflexive triggered ability of a spell is about (603.12).

"Return target creature card from your graveyard to the battlefield. When you do, it fights up to one target creature
you don't control." (Back for More): the reflexive ability triggers on the action "when you do" names, and its "it" is
the object that action acted on — the new object the card became on the battlefield (400.7j), found as the spell
resolved. A spell has no trigger event of its own, so that object is the reflexive ability's event; a triggered
ability's reflexive part keeps its own trigger event ("that player" of "Whenever ~ deals combat damage to a player").

Reflexive triggered abilities came with the 2017-04-28 rules (603.12); under an edition without that rule what "When you
do" makes happen is not stated, and what it does is "cannot decide" (:func:`reflexive_unruled`)."""
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


def reflexive_unruled(state, text: str) -> bool:
    """Whether the game's rules have no reflexive triggered abilities (603.12 came with the 2017-04-28 edition): then
    the ability's words are noted unknown, naming the rule the edition cites instead, and True is returned."""
    if state.rules_have("reflexive_trigger"):
        return False
    state.note_unknown(f"\u201cWhen you do, {text[0].lower() + text[1:]}\u201d: the rules of {state.edition} have no "
                       f"reflexive triggered abilities ({state.rule_no('reflexive_trigger')}; they came with the "
                       "2017-04-28 edition): what it does is not stated")
    return True
