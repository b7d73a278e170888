""""If it entered from your library or was cast from your library, draw two cards instead" (Fblthp, the Lost): where
the ability's source, a permanent, came from — read in its own enters-the-battlefield ability.

- "it entered from your library": the zone change that put it onto the battlefield — the trigger event (603.2) —
  came from that zone; "your library" is its owner's when that owner is the ability's controller (400.3). An entering
  whose origin the scenario doesn't state is "cannot decide"; a token came from no zone (111.1).
- "it was cast from your library": the spell it was cast as came from that zone (601.2a: casting moves the card from
  where it is to the stack; the card's ruling: cast after an effect exiled it, it was cast from exile). Put onto the
  battlefield without being cast, it wasn't cast from anywhere (a copy of a spell wasn't cast either, 707.10).

Only the ability's own source is read ("it" as the object of its own "When ~ enters" event); any other "it" is
"cannot decide".
"""
from __future__ import annotations

import re

__all__ = ["read_source_origin", "source_origin_holds"]

_ORIGIN = re.compile(r"(?:it|~) (entered|was cast) from (your|a) (library|hand|graveyard)")


_BOTH = re.compile(r"(it|~) (entered from (?:your|a) \w+) or (was cast from (?:your|a) \w+)")


def read_source_origin(low: str) -> list | None:
    """"it entered from your library" / "it was cast from your library" → [(how, zone, whose)] for a Condition of kind
    ``source_origin``; "it entered from your library or was cast from your library" (the subject said once) → both,
    either one holding (an "or" condition); None for other words."""
    low = low.strip()
    both = _BOTH.fullmatch(low)
    parts = [f"{both.group(1)} {both.group(2)}", f"{both.group(1)} {both.group(3)}"] if both else [low]
    out = []
    for part in parts:
        m = _ORIGIN.fullmatch(part)
        if not m:
            return None
        out.append(("entered" if m.group(1) == "entered" else "cast", m.group(3), "you" if m.group(2) == "your" else None))
    return out


def source_origin_holds(state, cond, rc) -> bool:
    """Whether the ability's source entered / was cast from the zone named (603.2, 601.2a)."""
    how, zone, whose = cond.value
    ev = getattr(rc, "event", None)
    src = rc.source_oid
    if ev is None or src is None or getattr(ev, "obj", None) != src or getattr(ev, "to_zone", None) != "battlefield":
        state.note_unknown(f"\u201c{cond.text}\u201d: only the source of its own enters ability is read"
                           f" ({state.rule_no('trigger')})")
        return False
    o = state.objects.get(src)
    lki = state.lki.get(src)
    owner = o.owner if o is not None else getattr(lki, "owner", None)
    if whose == "you" and owner != rc.you:
        return False   # a card is only ever in its owner's library, hand or graveyard (400.3)
    if how == "entered":
        if ev.from_zone is None:
            if getattr(o, "token", False):
                return False   # created: it came from no zone (111.1)
            state.note_unknown(f"\u201c{cond.text}\u201d: where it entered the battlefield from is not stated"
                               f" ({state.rule_no('trigger')})")
            return False
        return ev.from_zone == zone
    rec = getattr(o, "record", None) if o is not None else getattr(lki, "record", None)
    if rec is None or getattr(rec, "kind", "spell") != "spell" or not getattr(rec, "cast", False) or \
            getattr(rec, "is_copy", False):
        return False   # not cast (put onto the battlefield, or a copy: 707.10)
    cast_from = getattr(rec, "cast_from", "") or ""
    if not cast_from:
        state.note_unknown(f"\u201c{cond.text}\u201d: the zone it was cast from is not known"
                           f" ({state.rule_no('cast_move')})")
        return False
    return cast_from == zone
