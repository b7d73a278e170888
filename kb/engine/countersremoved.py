"""Counters removed from a permanent as one event: "Whenever one or more loyalty counters are removed from ~, ~ deals
that much damage to target opponent or planeswalker." (603.2, 603.2c).

Counters removed together — the loyalty counters damage removes from a planeswalker (120.3c, 306.8), a loyalty
ability's cost (606.4), an instruction or cost that removes several at once — are one event: a "one or more"
condition triggers once for it (603.2c), and "that much" / "that many" in its effect is the number of counters
removed (kb.engine.triggers.event_amount). The number removed is what was actually removed: damage greater than a
planeswalker's loyalty removes only the counters it has (120.3c), and the ability triggers even though the
planeswalker is then put into its owner's graveyard (704.5i) before the ability is put on the stack (603.3).

Counters of several kinds removed at once ("Remove all counters from target creature", the +1/+1 and -1/-1 counters
704.5q removes) are one event too: "one or more counters are removed from ~" triggers once for it, "that many" their
total, while "one or more +1/+1 counters …" sees the +1/+1 counters among them (:func:`together_events`).

kb.engine.state emits the ``EVENT`` (``obj`` the permanent, ``counter`` the kind, ``amount`` how many) after the
one-per-counter events that "a time counter is removed from ~ while it's exiled" reads (702.62a). Only the subject
forms kb.engine.triggers reads are accepted ("~", "a creature you control", …); anything after it ("… by an
opponent", "… this way") leaves the trigger unread.
"""
from __future__ import annotations

import re

__all__ = ["EVENT", "TOGETHER", "read_counters_removed", "counters_removed_match", "together_events"]

EVENT = "counters_off"   # kb.engine.triggers.Event: ``obj``, ``counter`` (the kind), ``amount`` (how many, >= 1)
TOGETHER = "together"    # the ``cause`` of the per-kind events of counters of several kinds removed at once

_REMOVED = re.compile(r"one or more (?:(\S+) )?counters are removed from (.+)")


def read_counters_removed(b: str, subject, spec_type):
    """The trigger condition ``b`` "one or more [kind] counters are removed from X" as a TriggerSpec of ``EVENT``
    (``subject`` read by ``subject(X)``, which raises for a description it does not read; ``counter`` the kind, None
    for any); None when ``b`` is not this form."""
    m = _REMOVED.fullmatch(b)
    if not m:
        return None
    return spec_type(EVENT, subject=subject(m.group(2)), counter=m.group(1))


def counters_removed_match(spec, ev, subject_view, subject_ok) -> bool:
    """Whether ``ev`` is counters of ``spec``'s kind removed from a permanent its subject describes (603.2): one
    event for all the counters removed at once (603.2c)."""
    if ev.kind != EVENT or ev.amount < 1 or subject_view is None:
        return False
    if spec.counter is not None and ev.counter != spec.counter:
        return False
    if spec.counter is None and ev.cause == TOGETHER:   # any kind: the one event of them all, not each kind's
        return False
    return subject_ok(subject_view)


def together_events(oid: int, removed: dict, event_type) -> list:
    """The events of counters of several kinds removed from ``oid`` at once (``removed``: kind → how many): one per
    kind, for "one or more +1/+1 counters are removed" (``cause`` TOGETHER), and one of them all (``counter`` None,
    ``amount`` the total) for "one or more counters are removed" — one event, triggering once (603.2c). A single
    kind is one plain event. ``event_type``: kb.engine.triggers.Event (given by the caller: triggers imports this
    module)."""
    kinds = [(k, n) for k, n in removed.items() if n > 0]
    if len(kinds) == 1:
        return [event_type(EVENT, obj=oid, counter=kinds[0][0], amount=kinds[0][1])]
    evs = [event_type(EVENT, obj=oid, counter=k, amount=n, cause=TOGETHER) for k, n in kinds]
    if kinds:
        evs.append(event_type(EVENT, obj=oid, counter=None, amount=sum(n for _k, n in kinds)))
    return evs
