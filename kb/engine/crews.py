""""Whenever ~ crews a Vehicle, that Vehicle gets +1/+1 until end of turn." (702.122b: a creature "crews a Vehicle" when
it's tapped to pay the cost to activate a Vehicle's crew ability.)

The trigger event happens as the crew ability's cost is paid (601.2h, 602.2b), one event for each creature tapped for
it: ``Event("crews", obj=VEHICLE, other=CREATURE)`` — "that Vehicle" is the event's object, the Vehicle whose crew
ability was activated; the ability triggers for the creature that crewed, its source (603.2). The trigger goes on the
stack above the crew ability (603.3), so it resolves first, while the Vehicle isn't yet a creature: a power and
toughness effect is created all the same (208.3a, whose example is this ability). Only the source crewing ("~ crews a
Vehicle") is read; "a creature … crews", "becomes crewed" (702.122d) are not.
"""
from __future__ import annotations

import re

__all__ = ["read_crews_trigger", "emit_crews", "crews_match", "is_crew", "names_crewed_vehicle"]

_FORM = re.compile(r"~ crews a Vehicle")


def read_crews_trigger(b: str, spec_type):
    """The trigger condition ``b`` ("~ crews a Vehicle") as a TriggerSpec of the class ``spec_type``, or None."""
    return spec_type("crews", subject="self") if _FORM.fullmatch(b) else None


def names_crewed_vehicle(low: str, ability: str | None, prev) -> bool:
    """Whether ``low`` ("that vehicle", lower case) names the Vehicle the source crewed: in an ability whose trigger is
    "Whenever ~ crews a Vehicle", before anything else was named (608.2c)."""
    return low == "that vehicle" and prev is None and re.match(r"Whenever ~ crews a Vehicle,", ability or "") is not None


def is_crew(ability) -> bool:
    """Whether ``ability`` is a crew ability (the keyword's activated ability, 702.122a)."""
    name = getattr(ability, "keyword_name", None) or ""
    return name.lower() == "crew" or name.lower().startswith("crew ")


def emit_crews(state, item, event_type) -> None:
    """After the costs of the activated ability ``item`` are paid: when it is a crew ability, each creature tapped to
    pay its cost crews the Vehicle (702.122b), an event of the class ``event_type`` for each."""
    if not is_crew(getattr(item, "ability", None)) or item.source is None:
        return
    for snap in (getattr(item, "paid", None) or {}).get("tap", ()):
        oid = getattr(snap, "oid", None)
        if oid is not None:
            state._emit(event_type("crews", obj=item.source, other=oid, player=item.controller))


def crews_match(ev, src) -> bool:
    """Whether the event ``ev`` is the ability's source ``src`` crewing a Vehicle."""
    return ev.kind == "crews" and src is not None and ev.other == getattr(src, "oid", None)
