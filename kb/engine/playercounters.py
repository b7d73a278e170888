"""A player getting counters: "Whenever you get one or more {E}" (107.14, 122.1, 603.2).

{E} is one energy counter (107.14), a counter put on a player (122.1). Each instruction giving a player counters ("you
get {E}{E}", 122.1) and each player proliferate gives another counter (701.34a) is one ``player_counters`` event for
that player and kind, after replacement effects (614.1; none when all of them were prevented): a "one or more"
condition triggers once for it (603.2c). Poison counters from damage (120.3b, 702.90b) are not such events here, so
only energy is read.
"""
from __future__ import annotations

import re

__all__ = ["read_player_gets", "EVENT"]

EVENT = "player_counters"   # the event kind (kb.engine.triggers.Event: ``player``, ``counter`` the kind, ``amount``)

_GETS = re.compile(r"(you|an opponent|a player) gets? one or more \{E\}")
_WHO = {"you": "you", "an opponent": "opponent", "a player": "any"}


def read_player_gets(b: str, spec_type):
    """The trigger condition ``b`` "you get one or more {E}" as a ``player_counters`` TriggerSpec (``who`` got them,
    ``counter`` "energy"), or None when ``b`` is not this form."""
    m = _GETS.fullmatch(b)
    if not m:
        return None
    return spec_type(EVENT, subject=None, who=_WHO[m.group(1)], counter="energy")
