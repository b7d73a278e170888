"""A source's damage to "one or more creatures": "Whenever ~ deals damage to one or more creatures, investigate",
"Whenever ~ deals combat damage to one or more blocking creatures, manifest the top card of your library".

An ability triggers only once each time its trigger event occurs (603.2c). The event is one batch of damage: all
combat damage of one combat damage step is dealt at once (510.2; with first or double strike there are two steps,
two events, 510.4), and a spell's or ability's damage as it resolves. A "one or more" condition is met once by such
a batch, however many creatures of its description the source dealt damage to in it.

Each batch adds one ``creatures_dealt`` event per source that dealt damage to at least one permanent
(:func:`creatures_dealt_events`); the recipients are matched as they are just after the damage, before state-based
actions (603.2, 120.3): a creature, of the description (a blocking creature is one that is blocking, 509.1g).
The resolving ability is given no creature and no amount: an effect pointing back at them stays unread
(kb.engine.triggers.unread_pointer).
"""
from __future__ import annotations

import re

__all__ = ["read_damage_to_creatures", "describes_creatures", "creatures_dealt_events", "creatures_dealt_source",
           "EVENT"]

EVENT = "creatures_dealt"   # the event kind (kb.engine.triggers.Event)

_FORM = re.compile(r"(.+?) deals (combat )?damage to one or more (.+)")


def describes_creatures(sel) -> bool:
    """Whether the selector ``sel`` describes creatures only: "creature" with qualities, or creature types (205.3m),
    each part of an "or" list so."""
    from .subtypes import CREATURE_TYPES
    parts = getattr(sel, "parts", None) if type(sel).__name__ == "AnyOf" else (sel,)
    return bool(parts) and all("Creature" in (getattr(p, "types", ()) or ()) or (
        not getattr(p, "types", ()) and getattr(p, "subtypes", ()) and
        set(getattr(p, "subtypes", ())) <= CREATURE_TYPES) for p in parts)


def read_damage_to_creatures(b: str, pc, subject_of, selector_of, spec_type):
    """The trigger condition ``b`` "<source> deals [combat] damage to one or more <creatures>" as a ``deals_damage``
    TriggerSpec (``recipient`` "creatures", ``by`` the description of the creatures), or None when ``b`` is not this
    form or its description is not of creatures only (a ParseError from the selector reader stands)."""
    m = _FORM.fullmatch(b)
    if not m or re.search(r"\b(?:players?|opponents?|planeswalkers?|battles?|permanents?)\b", m.group(3)):
        return None
    sel = selector_of(m.group(3), pc)
    if not describes_creatures(sel):
        return None
    return spec_type("deals_damage", subject=subject_of(m.group(1), pc), combat=bool(m.group(2)),
                     recipient="creatures", by=sel)


def creatures_dealt_events(events: list, event_type) -> list:
    """One ``creatures_dealt`` event (of the class ``event_type``, kb.engine.triggers.Event) for each source that dealt
    damage to one or more permanents in ``events`` (one batch, 603.2c), combat and noncombat damage apart (510.2):
    ``source`` the source, ``objs`` the permanents dealt damage, ``amount`` the total."""
    got: dict = {}
    for ev in events:
        if ev.kind == "damage" and ev.obj is not None and ev.recipient_player is None and ev.amount > 0 \
                and ev.source is not None:
            t = got.setdefault((ev.source, ev.combat), [0, []])
            t[0] += ev.amount
            if ev.obj not in t[1]:
                t[1].append(ev.obj)
    return [event_type(EVENT, source=s, sources=(s,), objs=tuple(objs), amount=n, combat=combat)
            for (s, combat), (n, objs) in got.items()]


def creatures_dealt_source(spec, ev, subject_view, ctx):
    """The source's view (of ``subject_view``, the event's sources as they dealt the damage) when ``ev`` is a
    ``creatures_dealt`` event meeting ``spec``'s condition but for its source — combat damage if it says so, one
    permanent dealt damage being a creature of its description as it is just after the damage (603.2, 120.3) —
    else None."""
    if ev.kind != EVENT or (spec.combat and not ev.combat) or not subject_view or subject_view[0] is None:
        return None
    for oid in ev.objs:
        hit = ctx.work.get(oid)
        if hit is not None and "Creature" in hit.types and (spec.by is None or spec.by.match(hit, ctx)):
            return subject_view[0]
    return None
