"""How many objects of "one or more …" moved in the event that triggered the ability (603.2c; issue 25, cast28).

"Whenever one or more tokens you control enter, put that many +1/+1 counters on ~", "Whenever one or more artifacts
you control enter, ~ deals that much damage to each opponent", "Whenever you discard one or more cards, create that
many … tokens", "Whenever one or more creature cards are put into your graveyard from anywhere, put that many …": the
ability triggers once for the event however many objects moved in it (603.2c), and "that many" / "that much" is the
number of the zone changes of that one event that are of its description — each object as the trigger condition
looks at it (entering: as it is just after, 603.6a; leaving the battlefield: as it last existed, 603.10a). A
nontoken creature entering with tokens, a creature of another player dying with mine, a token (not a card, 111.1)
put into a graveyard are not counted.

Only "that many" / "that much" are read: "them", "those cards", "it" after such an event stay unread
(kb.engine.triggers.unread_pointer), and so does "that many" said after an instruction that may do fewer than it
asks ("each opponent discards that many cards. You gain that much life.", kb.engine.attackbatch.recounted).
"""
from __future__ import annotations

import re
from dataclasses import replace

# the words that point back at the number of the event's objects
_COUNT = re.compile(r"\bthat (?:many|much)\b", re.I)


def group_narrowed(spec, ev, ctx):
    """The ``zones`` event as the "one or more …" ability of ``spec`` sees it: only the zone changes of its
    description (TriggerSpec._moved_ok) and their number as ``amount`` (what "that many" reads, triggers.event_amount).
    Any other event or trigger: ``ev`` as it is."""
    if getattr(spec, "event", None) != "group_zone" or spec.alt is not None or ev is None or ev.kind != "zones":
        return ev
    mine = tuple(e for e in ev.objs if spec._moved_ok(e, ctx))
    return replace(ev, objs=mine, amount=len(mine))


def count_pointer_unread(spec, effect: str) -> tuple[str | None, str]:
    """For a "one or more …" zone-change trigger (without a second event): the words "that many" / "that much" said
    after an instruction that may do fewer than it asks (not read: returned first), and ``effect`` without the
    "that many" / "that much" this module reads (the rest is looked at for other pointers)."""
    if spec.event != "group_zone" or spec.alt is not None:
        return None, effect or ""
    from .attackbatch import recounted
    again = recounted(effect)
    if again is not None:
        return again, effect or ""
    return None, _COUNT.sub(" ", effect or "")
