""""Whenever ~ deals combat damage, …" / "Whenever a creature you control deals damage, …" — a source's damage with no
recipient named: an ability triggers only once each time its trigger event occurs (603.2c), and all combat damage of
one combat damage step is dealt at once (510.2; first and double strike: two steps, 510.4), as is a spell's or
ability's damage as it resolves. A source that deals damage to several recipients in one batch (trample, two
blockers, "each creature and each player") is one event: the ability triggers once, and "that much" is the total it
dealt then (the rulings of Vessel of the All-Consuming, and of lifelink's one life-gaining event per source, 702.15b).

Each batch adds one ``source_dealt`` event per source and kind of damage (combat or not), its ``amount`` the total
(:func:`source_dealt_events`); kb.engine.triggers matches "deals damage" without a recipient to it, and a recipient
named ("to a player", "to a creature") to each ``damage`` event as before."""
from __future__ import annotations

__all__ = ["EVENT", "source_dealt_events"]

EVENT = "source_dealt"   # the event kind (kb.engine.triggers.Event)


def source_dealt_events(events: list, event_type) -> list:
    """One ``source_dealt`` event (of the class ``event_type``) for each source that dealt damage in ``events`` (one
    batch, 603.2c), combat and noncombat damage apart (510.2): ``source`` the source, ``amount`` the total, ``objs``
    the permanents dealt damage."""
    got: dict = {}
    for ev in events:
        if ev.kind == "damage" and ev.amount > 0 and ev.source is not None:
            t = got.setdefault((ev.source, bool(ev.combat)), [0, [], ev])
            t[0] += ev.amount
            if ev.obj is not None and ev.recipient_player is None:
                t[1].append(ev.obj)
    return [event_type(EVENT, source=src, amount=n, combat=combat, objs=tuple(objs),
                       source_lki=getattr(first, "source_lki", None))
            for (src, combat), (n, objs, first) in got.items()]
