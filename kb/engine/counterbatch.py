"""Counters put on or removed from one object within one batch are one event (603.2c): "Actions inside happen as one
event" (kb.engine.state.GameState.batch) — all combat damage is dealt at once (510.2), so two attackers' damage to one
planeswalker removes its loyalty counters together (120.3c), and two wither blockers' damage puts -1/-1 counters on
one attacker together (702.80a). Each source's damage is applied one after the other inside the batch; as the batch
ends, its counter events are merged here, so "Whenever one or more loyalty counters are removed from ~" and "Whenever
one or more -1/-1 counters are put on ~" trigger once, "that many" the total.

Counters put: the events of one object, one kind, one putter and one cause are merged (the amount summed, ``total``
the last); several kinds put on one object at once (a +1/+1 and a flying counter) are, for "one or more counters are
put on ~" of any kind, one event of them all (``counter`` None; each kind's event marked ``one_of_kinds``). Counters
removed: every kind of one object, as kb.engine.countersremoved.together_events gives them.
"""
from __future__ import annotations

from .countersremoved import EVENT as REMOVED, together_events

__all__ = ["merge_counter_events"]

PUT = "counters"   # kb.engine.triggers.Event kind of counters put on an object (kb.engine.state.GameState.put_counters)


def merge_counter_events(events: list, event_type) -> list:
    """``events`` of one batch with the counters put on and removed from each object made one event each, placed
    where the first of them was; other events kept as they are, in order. ``event_type``: kb.engine.triggers.Event
    (given by the caller: kb.engine.triggers imports kb.engine.countersremoved)."""
    if sum(1 for ev in events if ev.kind in (PUT, REMOVED)) < 2:
        return events
    events = _merge_put(events)
    return _merge_removed(events, event_type)


def _merge_put(events: list) -> list:
    from dataclasses import replace
    key = lambda ev: (ev.obj, ev.counter, ev.by, ev.cause)   # noqa: E731
    groups: dict = {}
    for ev in events:
        if ev.kind == PUT and ev.obj is not None and ev.counter is not None:
            groups.setdefault(key(ev), []).append(ev)
    kinds: dict = {}   # (object, putter, cause) -> the kinds put on it in the batch
    for k in groups:
        kinds.setdefault((k[0], k[2], k[3]), []).append(k[1])
    if all(len(g) == 1 for g in groups.values()) and all(len(v) == 1 for v in kinds.values()):
        return events
    out, done = [], set()
    for ev in events:
        if ev.kind != PUT or ev.obj is None or ev.counter is None:
            if not (ev.kind == PUT and ev.counter is None and ev.obj is not None):   # a previous merge's: made anew
                out.append(ev)
            continue
        k = key(ev)
        if k in done:
            continue
        done.add(k)
        g = groups[k]
        several = kinds[(k[0], k[2], k[3])]
        out.append(replace(ev, amount=sum(e.amount for e in g), total=g[-1].total, one_of_kinds=len(several) > 1))
        if len(several) > 1 and several[-1] == k[1]:
            # several kinds put at once: one event of them all for "one or more counters are put on ~" (603.2c)
            out.append(replace(ev, counter=None, total=None, one_of_kinds=False,
                               amount=sum(e.amount for kk in several for e in groups[(k[0], kk, k[2], k[3])])))
    return out


def _merge_removed(events: list, event_type) -> list:
    removed: dict = {}
    seen: dict = {}
    for ev in events:
        if ev.kind == REMOVED and ev.counter is not None:
            per = removed.setdefault(ev.obj, {})
            per[ev.counter] = per.get(ev.counter, 0) + ev.amount
            seen[ev.obj] = seen.get(ev.obj, 0) + 1
    if all(n == 1 for n in seen.values()):
        return events
    out, done = [], set()
    for ev in events:
        if ev.kind != REMOVED or seen.get(ev.obj, 0) < 2:
            out.append(ev)
        elif ev.obj not in done:
            done.add(ev.obj)
            out.extend(together_events(ev.obj, removed[ev.obj], event_type))
    return out
