""""If this spell was cast from a graveyard" — the zone a resolving spell was cast from (601.2a: casting moves the card
from where it is to the stack; the stack item keeps that zone, :attr:`kb.engine.stack.StackItem.cast_from`).

A condition of a spell's own instructions (608.2c). A copy of a spell was not cast (707.10), so for a copy the spell
was cast from nowhere and the condition is false; a condition of an ability (whose source's casting is not looked up)
is "cannot decide".
"""
from __future__ import annotations

import re

__all__ = ["read_cast_from", "cast_from_holds"]

# the words after "was cast from" → whether the zone recorded as the spell was cast (and its owner's hand or not) fits
_PLACES = {
    "a graveyard": lambda zone, own: zone == "graveyard",
    "your graveyard": lambda zone, own: zone == "graveyard" and own,
    "exile": lambda zone, own: zone == "exile",
    "your hand": lambda zone, own: zone == "hand" and own,
    "anywhere other than your hand": lambda zone, own: not (zone == "hand" and own),
}

_CAST_FROM = re.compile(r"(?:this spell|~) was cast from (" + "|".join(_PLACES) + ")")


def read_cast_from(low: str) -> str | None:
    """The place a condition phrase ("~ was cast from a graveyard", lower case) names, or None when it is not one."""
    m = _CAST_FROM.fullmatch(low)
    return m.group(1) if m else None


def cast_from_holds(state, cond, rc) -> bool:
    """Whether the resolving spell was cast from the place ``cond.value`` names (601.2a): its stack item's zone, and
    for "your" the spell's controller owning the card (a card is only in its owner's hand or graveyard, 404.1)."""
    it = rc.item if rc.item is not None and getattr(rc.item, "kind", "") == "spell" else None
    if it is None:
        state.note_unknown(f"\u201c{cond.text}\u201d in an ability: where its source was cast from is not read"
                           f" ({state.rule_no('cast_move')})")
        return False
    if not it.cast or it.is_copy:   # 707.10: a copy wasn't cast; a spell put on the stack without casting neither
        return False
    zone = it.cast_from or ""
    if not zone:
        state.note_unknown(f"\u201c{cond.text}\u201d: the zone the spell was cast from is not known"
                           f" ({state.rule_no('cast_move')})")
        return False
    oid = it.oid if it.oid is not None else it.source
    o = state.objects.get(oid) if oid is not None else None
    if o is None or it.caster is None:
        state.note_unknown(f"\u201c{cond.text}\u201d: whose card the spell is is not known"
                           f" ({state.rule_no('cast_move')})")
        return False
    return _PLACES[cond.value](zone, o.owner == it.caster)
