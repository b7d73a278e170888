"""A player becoming a target: "Whenever you become the target of a spell, you may untap ~" (115.1, 603.2).

A spell's or ability's targets, objects and/or players, are chosen as it is put on the stack (115.1, 601.2c, 602.2b,
603.3d); each player chosen becomes its target then, one ``player_targeted`` event per player and spell or ability
(kb.engine.stack: ``player`` the targeted player, ``item`` what targets them, ``cause`` "spell" or "ability"). A
player chosen for more than one of its targets becomes its target once. The resolving ability is given no spell:
an effect pointing back at it stays unread (kb.engine.triggers.unread_pointer).
"""
from __future__ import annotations

import re

__all__ = ["read_player_targeted", "EVENT"]

EVENT = "player_targeted"

_FORM = re.compile(r"(you|an opponent|a player) becomes? the target of (?:a|an) (spell or ability|spell|ability)")
_WHO = {"you": "you", "an opponent": "opponent", "a player": "any"}


def read_player_targeted(b: str, spec_type):
    """The trigger condition ``b`` "you become the target of a spell [or ability]" as a ``player_targeted``
    TriggerSpec (``who`` the player targeted; ``recipient`` "spell", "ability" or None for either), or None."""
    m = _FORM.fullmatch(b)
    if not m:
        return None
    return spec_type(EVENT, subject=None, who=_WHO[m.group(1)],
                     recipient=None if m.group(2) == "spell or ability" else m.group(2))
