""""Suspended card" as a noun's quality: "target permanent or suspended card", "a suspended card you own".

702.62b (702.61b of 2009, 502.59b of the 2006 rules): a card is suspended if it's in the exile zone, has suspend,
and has a time counter on it. The selector that reads the word (kb.engine.parser) looks in exile only; the test here
reads the object's evaluated abilities for a suspend keyword (by its name, 702.62a: "Suspend N—[cost]") and its
time counters (122.1). Kept free of the engine's other modules: kb.engine.filters calls it."""
from __future__ import annotations

import re

__all__ = ["SUSPENDED", "is_suspended_card"]

SUSPENDED = "suspended"   # the selector status the word sets (kb.engine.filters)
_SUSPEND = re.compile(r"suspend\b", re.I)


def is_suspended_card(w) -> bool:
    """``w`` (an evaluated object) is a suspended card (702.62b)."""
    if getattr(w, "zone", None) != "exile":
        return False
    time = (getattr(w.obj, "counters", None) or {}).get("time")
    if time is None or getattr(time, "n", 0) <= 0:
        return False
    for h in getattr(w, "abilities", ()) or ():
        ab = h.ability if hasattr(h, "ability") else h
        if getattr(ab, "kind", "") == "keyword" and _SUSPEND.match(getattr(ab, "name", "") or ""):
            return True
    return False
