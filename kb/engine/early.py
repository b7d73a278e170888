"""What the rules before 2005-10-01 leave open about continuous effects.

* ``six-layer-2003`` (2003-10-01 … 2005-08-01): 418.5a put all power/toughness effects in one layer 6: "apply
  effects from characteristic-setting abilities first", "apply changes from counters after changes from
  characteristic-setting abilities", and timestamp order (418.5d) for the rest. Where counters fall among the other
  P/T effects is not stated.
* ``timestamp-1999`` (1999-04-23 … 1999-11-01): no layers at all; 418.5c applies every continuous effect by
  dependency, then "in the order they came into play". P/T counters are no continuous effect: the glossary (Power,
  Toughness) modifies the printed value "by any counters … and then by any continuous effects", so they apply first
  (kb.engine.profiles._classify_1999). No rule says what a copy copies (rule 503 "Copying Spells and Abilities"
  came with the 2001-07-23 edition).

With only modifying effects the order of counters doesn't matter (they add up), but an effect that sets or switches
P/T applied to an object with P/T counters gives different results before and after them. The engine then says
"cannot decide", naming the rule, rather than choosing an order. (From 2001-07-23 to 2003-09-30, 418.5e / 418.5a
apply counters before all other effects: nothing open there.)
"""
from __future__ import annotations

__all__ = ["check_early_rules"]

# the layer holding both counters and the other P/T effects, in each profile checked here
_COUNTER_LAYER = {"six-layer-2003": "6"}


def check_early_rules(state, snap) -> None:
    name = state.profile.name
    if not snap.applied:
        return
    if name in _COUNTER_LAYER:
        _check_counter_order(state, snap, _COUNTER_LAYER[name])
    if name == "timestamp-1999":
        _check_copies(state, snap)


def _check_counter_order(state, snap, layer: str) -> None:
    counters: dict = {}
    others: dict = {}
    for a in snap.applied:
        if a.layer != layer:
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
        where = ("apply counters after characteristic-setting abilities but don't say whether before or after that "
                 "effect" if layer == "6" else "apply continuous effects by dependency and \"in the order they came "
                 "into play\" and don't say where counters apply among them")
        state.note_unknown(f"{name} has P/T counters and {others[oid].label}, which sets or switches its power and "
                           f"toughness: the rules of {state.edition} ({state.rule_no('layer.' + layer)}) {where}",
                           frozenset(("pt", "zone", "life", "stack", "cards")))


def _check_copies(state, snap) -> None:
    for a in snap.applied:
        e = a.effect
        if any(getattr(op, "kind", "") == "copy" for op in e.ops):
            state.note_unknown(f"{e.label} is a copy effect: the rules of {state.edition} have no rule on what a copy "
                               f"copies or when copy effects apply ({state.rule_no('layers')} orders continuous effects "
                               "only by dependency and timestamp)")
            return
