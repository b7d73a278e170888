"""Haunt (702.55; 502.51 from 2006-02-01): the card a haunt ability exiles "haunts" the creature it targeted, and its
abilities that refer to "the creature it haunts" trigger in exile.

"Haunt" itself is a keyword of kb.engine.keywordmeans (702.55a: "When this permanent is put into a graveyard from the
battlefield" / "When this spell is put into a graveyard during its resolution", "exile it haunting target creature"),
read by the ordinary readers; the instruction "exile it haunting target creature" (kb.engine.instructions) marks the
exiled card with the object it haunts (702.55b). "When the creature ~ haunts dies" (and the 2006 wording "is put into
a graveyard") is a trigger event of its own (kb.engine.triggers), which works from exile (702.55c,
kb.engine.abilities.functions_in): the object the card haunts is put into a graveyard from the battlefield, whether
or not it is still a creature (702.55b). A card haunts only while it is that object in exile (400.7): returned to
another zone, it haunts nothing.
"""
from __future__ import annotations

import re

__all__ = ["HAUNTS", "haunt", "haunted_dies", "haunted_trigger"]

# "the creature ~ haunts", "the creature it haunts" (the words of the trigger condition; kb.engine.abilities reads
# them to tell the ability works in exile)
HAUNTS = r"the creature (?:~|it|this card) haunts"


def haunted_trigger(body: str) -> bool:
    """Whether a trigger condition ``body`` (after "When") is "the creature ~ haunts dies" (702.55b; "is put into a
    graveyard" in the 2006 wording)."""
    return re.fullmatch(rf"{HAUNTS} (?:dies|is put into a graveyard(?: from (?:the battlefield|play))?)", body) is not None


def haunt(state, ins, rc, done: list) -> None:
    """702.55b: the cards just exiled by "exile it haunting target creature" haunt the creature targeted (as it is
    now: a target no longer legal leaves the ability without it, 608.2b)."""
    targets = [r[1] for r in state.subjects(ins.opts["haunting"], rc) if r[0] == "obj"]
    if not targets:
        return
    for n in done:
        if n is not None and n.zone == "exile":
            n.haunting = targets[0]
            state.log.add(f"{n.alias} haunts {state.objects[targets[0]].alias}", "haunted", indent=1, kind="step")
    state._changed()


def haunted_dies(ev, src) -> bool:
    """Whether zone change ``ev`` is the object the exiled card ``src`` (a Working) haunts being put into a graveyard
    from the battlefield (702.55b: whether or not it is still a creature)."""
    if ev.kind != "zone" or ev.from_zone != "battlefield" or ev.to_zone != "graveyard" or ev.lki is None or src is None:
        return False
    obj = getattr(src, "obj", None)
    return getattr(src, "zone", None) == "exile" and obj is not None and getattr(obj, "haunting", None) == ev.lki.oid
