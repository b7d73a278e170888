"""What the rules before 2005-10-01 leave open, for the ``six-layer-2003`` profile (2003-10-01 … 2005-08-01).

418.5a then put all power/toughness effects in one layer 6: "apply effects from characteristic-setting
abilities first", "apply changes from counters after changes from characteristic-setting abilities", and
timestamp order (418.5d) for the rest. Where counters fall among the other P/T effects is not stated:
with only modifying effects the order doesn't matter (they add up), but an effect that sets or switches
P/T applied to an object with P/T counters gives different results before and after them. The engine
then says "cannot decide", naming the rule, rather than choosing an order.
"""
from __future__ import annotations

__all__ = ["check_counter_order"]


def check_counter_order(state, snap) -> None:
    if state.profile.name != "six-layer-2003" or not snap.applied:
        return
    counters: dict = {}
    others: dict = {}
    for a in snap.applied:
        if a.layer != "6":
            continue
        e = a.effect
        if e.origin == "counters":
            for oid in a.ids:
                counters[oid] = e
        elif not e.cda and any(getattr(op, "kind", "") in ("pt_set", "pt_switch") for op in e.ops):
            for oid in a.ids:
                others.setdefault(oid, e)
    for oid in counters.keys() & others.keys():
        o = state.objects.get(oid)
        name = o.alias if o is not None else "an object"
        state.note_unknown(f"{name} has P/T counters and {others[oid].label}, which sets or switches its power and "
                           f"toughness: the rules of {state.edition} ({state.rule_no('layer.6')}) apply counters after "
                           "characteristic-setting abilities but don't say whether before or after that effect",
                           frozenset(("pt", "zone", "life", "stack", "cards")))
