""""that many" after "if it had one or more [kind] counters on it": the number of those counters the event's object had
as it last existed (603.4, 608.2h) — "Whenever a creature you control dies or is put into the command zone, if it had one
or more +1/+1 counters on it, you may put that many +1/+1 counters on target creature.", "When this creature dies, if
it had one or more -1/-1 counters on it, its owner draws that many cards …".

The intervening "if" names the counters and "that many" in the effect points back at them (608.2c): the count is the
one the last known information of the trigger event's object holds (the object left the battlefield; 603.10a). Until
this reader, "that many" there was the zone-change event's amount, none. Only the condition "it had one or more
[kind] counters on it" of a zone-change trigger is read here — without a kind ("if it had one or more counters on it"),
the counters of every kind it had; any other "that many" keeps its reading.
"""
from __future__ import annotations

__all__ = ["had_counters_amount"]


def had_counters_amount(item) -> int | None:
    """The number of counters of the kind "if it had one or more [kind] counters on it" names (of every kind, when it
    names none) that the trigger event's object had as it last existed, for a resolving triggered ability with that
    condition; None otherwise."""
    spec = getattr(getattr(item, "ability", None), "spec", None)
    cond = getattr(spec, "condition", None)
    inner = getattr(cond, "inner", None)
    if getattr(cond, "kind", None) != "not" or getattr(inner, "kind", None) != "counters_none":
        return None
    ev = getattr(item, "event", None)
    lk = getattr(ev, "lki", None) if ev is not None and ev.kind == "zone" else None
    if lk is None:
        return None
    if not inner.value:   # "if it had one or more counters on it": the counters of every kind it had (122.1)
        return sum(n for n in lk.counters.values() if n > 0)
    return lk.counters.get(inner.value, 0)
