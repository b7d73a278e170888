""""That much" in a cast trigger whose condition names the number the spell's mana value equals: "Whenever you cast a
spell with mana value equal to the number of doom counters on ~, ~ deals that much damage to any target." (Imminent
Doom's rulings, 2017-07-14: the damage is the number of counters it had as the ability triggered — the spell's mana value,
equal to it by the condition; 603.2, 608.2h).

A cast event carries no amount (kb.engine.eventamount): without this, "that much" in such an ability has nothing to
count. Read here: the trigger's words "a … spell with mana value equal to …" (also "… mana value equal to …" of "a
spell you cast"), and the spell of its event as it is on the stack when the ability resolves (the mana value it had as
cast, X included, 202.3e). A spell no longer on the stack (countered before the ability resolved) is not looked up
again: "cannot decide", naming the words. Any other trigger event without an amount leaves "that much" with no
antecedent (kb.engine.instructions.Subject_amount notes it "cannot decide").

Also "that much" after an intervening "if" that counts this turn's events: "At the beginning of your end step, if you
sacrificed one or more permanents this turn, ~ deals that much damage to any target." (Sawblade Skinripper): the number
the condition counts — the permanents sacrificed this turn — as the ability resolves (603.4, 608.2h). A turn whose
earlier history the scenario leaves unstated makes that number "cannot decide" (the count is only a lower bound).
"""
from __future__ import annotations

import re

__all__ = ["cast_equal_amount", "condition_count_amount", "says_that_much"]

_EQUAL = re.compile(r"\bspells? (?:[^,]*? )?with mana value equal to\b", re.I)


_THAT_MUCH = re.compile(r"\bthat (?:much|many)\b", re.I)


def says_that_much(item) -> bool:
    """Whether the triggered ``item``'s ability says "that much" / "that many" (only then is the amount read: an
    ability without those words must not be made undecided by a count it never uses)."""
    ab = getattr(item, "ability", None)
    return bool(_THAT_MUCH.search(getattr(ab, "text", None) or ""))


def cast_equal_amount(state, item):
    """The amount "that much" reads for the triggered ``item`` whose cast trigger names a mana value "equal to" a
    number, or None (not such an ability). Notes "cannot decide" and gives None when the spell can't be found."""
    ab = getattr(item, "ability", None)
    ev = getattr(item, "event", None)
    trigger = getattr(ab, "trigger", "") or ""
    if ev is None or ev.kind != "cast" or not _EQUAL.search(trigger):
        return None
    spell = state.objects.get(ev.obj) if ev.obj is not None else None
    if spell is None or spell.zone != "stack":
        state.note_unknown(f"\u201c{trigger}\u201d: the spell it names left the stack before the ability resolved; "
                           "the number its mana value equalled is not looked up again (608.2h)")
        return None
    w = state.evaluate().work.get(ev.obj)
    mv = getattr(w, "mana_value", None) if w is not None else None
    return mv() if callable(mv) else mv


def condition_count_amount(state, item):
    """The amount "that much" reads for the triggered ``item`` whose intervening "if" counts events of this turn ("if
    you sacrificed one or more permanents this turn"), or None (no such condition)."""
    from .turnevents import TurnEvents
    cond = getattr(item, "condition", None)
    value = getattr(cond, "value", None)
    if getattr(cond, "kind", None) != "state" or not isinstance(value, TurnEvents) or value.none:
        return None
    if value.player == "that":
        return None
    why = value.undecided(state, item.controller, item.source)
    if why is None and state.history_unstated():
        why = (f"the question doesn't say what happened in this turn before it began: how many events "
               f"\u201c{value}\u201d counts can't be decided")
    if why is not None:
        state.note_unknown(f"\u201cthat much\u201d: {why}")
    return value.count(state, item.controller, item.source)
