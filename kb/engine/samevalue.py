"""A prohibition on casting spells with the mana value of the spell a trigger event names: "Whenever you cast a spell,
your opponents can't cast spells with the same mana value as that spell until your next turn." (Living Breakthrough).

"That spell" is the spell whose casting triggered the ability (603.2). Its mana value (202.3; an X on the stack is the
value chosen, 202.3e) is read as the ability resolves — from the spell on the stack, or as it last existed if it has
left (608.2h) — and fixed then: the resolved effect's restriction (601.3: a player can't begin to cast a prohibited
spell) is about spells with that mana value for its duration (611.2a, 611.2c). The restriction reader
(kb.engine.restrictions) keeps :data:`UNBOUND` until the resolution binds it (:func:`bind_same_value`) to
``("mana_value", N)``; with no spell known, the effect is "cannot decide".
"""
from __future__ import annotations

from dataclasses import replace

__all__ = ["QUALIFIER", "UNBOUND", "split_same_value", "bind_same_value", "same_value_matches"]

QUALIFIER = " with the same mana value as that spell"
UNBOUND = "same mana value as that spell"   # Restriction.objects before the resolution binds it


def split_same_value(s: str) -> str | None:
    """``s`` without :data:`QUALIFIER` when it names "spells with the same mana value as that spell", else None."""
    if QUALIFIER not in s or not s.split(QUALIFIER, 1)[0].endswith(" spells"):
        return None
    return s.replace(QUALIFIER, "", 1)


def bind_same_value(state, op, rc):
    """``op`` (a RestrictionOp whose objects are :data:`UNBOUND`) bound to the mana value of the trigger event's spell
    as the ability resolves (608.2h), or None when no such spell is known ("cannot decide" is noted)."""
    ev = getattr(rc, "event", None)
    item = getattr(ev, "item", None) if ev is not None and ev.kind == "cast" else None
    oid = getattr(item, "oid", None)
    w = state.evaluate().get(oid) if oid is not None and oid in state.objects else None
    if w is None and oid is not None and oid in state.lki:
        w = state.lki[oid].working
    if w is None:
        state.note_unknown(f"\u201c{op.restriction.text}\u201d: the mana value of \u201cthat spell\u201d is not known "
                           f"({state.rule_no('lki')})")
        return None
    return replace(op, restriction=replace(op.restriction, objects=("mana_value", w.mana_value)))


def same_value_matches(objects, w) -> bool | None:
    """Whether the spell ``w`` is one a bound restriction names; None when ``objects`` is not this module's."""
    if objects == UNBOUND:
        return False
    if isinstance(objects, tuple) and len(objects) == 2 and objects[0] == "mana_value":
        return w.mana_value == objects[1]
    return None
