"""A player becoming a target: "Whenever you become the target of a spell, you may untap ~" (115.1, 603.2).

A spell's or ability's targets, objects and/or players, are chosen as it is put on the stack (115.1, 601.2c, 602.2b,
603.3d); each player chosen becomes its target then, one ``player_targeted`` event per player and spell or ability
(kb.engine.stack: ``player`` the targeted player, ``item`` what targets them, ``cause`` "spell" or "ability"). A
player chosen for more than one of its targets becomes its target once. The resolving ability is given no spell:
an effect pointing back at it stays unread (kb.engine.triggers.unread_pointer).

"Whenever you or another permanent you control becomes the target of a spell or ability an opponent controls, …"
(Valkmira, Leovold): two trigger events of one ability (603.2), the permanent's ``targeted`` event (kb.engine.triggers)
and the player's, one ability triggering once for each (a spell targeting both: twice, 603.2c); "that spell or ability"
and "its controller" name the spell or ability that targeted, either way (kb.engine.actions_subjects). "an opponent
controls": the spell's or ability's controller as it was put on the stack (``targeter``).
"""
from __future__ import annotations

import re

__all__ = ["read_player_targeted", "read_you_or_targeted", "EVENT"]

EVENT = "player_targeted"

_BY = r"(?: (?P<by>an opponent|you) controls?)?"
_FORM = re.compile(r"(you|an opponent|a player) becomes? the target of (?:a|an) (spell or ability|spell|ability)" + _BY)
_OR_OBJECT = re.compile(r"you or (?P<what>(?:another|a|an) .+?) becomes the target of (?:a|an) "
                        r"(?P<kind>spell or ability|spell|ability)" + _BY)
_WHO = {"you": "you", "an opponent": "opponent", "a player": "any"}


def read_player_targeted(b: str, spec_type):
    """The trigger condition ``b`` "you become the target of a spell [or ability] [an opponent controls]" as a
    ``player_targeted`` TriggerSpec (``who`` the player targeted; ``recipient`` "spell", "ability" or None for
    either; ``targeter`` whose spell or ability, None: anyone's), or None."""
    m = _FORM.fullmatch(b)
    if not m:
        return None
    return spec_type(EVENT, subject=None, who=_WHO[m.group(1)],
                     recipient=None if m.group(2) == "spell or ability" else m.group(2),
                     targeter=_WHO.get(m.group("by") or "a player"))


def read_you_or_targeted(b: str, spec_type, read_body):
    """"you or another permanent you control becomes the target of a spell or ability an opponent controls" → the
    object's ``targeted`` TriggerSpec (read by ``read_body``, the trigger reader, from the words without "you or")
    with the player's event as its second one (``alt``), or None."""
    m = _OR_OBJECT.fullmatch(b)
    if not m:
        return None
    from .errors import ParseError
    try:
        obj = read_body(b[len("you or "):])
    except ParseError:
        return None
    if obj is None or obj.event != "targeted" or obj.alt is not None or obj.subject in (None, "self"):
        return None
    player = read_player_targeted(f"you become the target of a {m.group('kind')}"
                                  + (f" {m.group('by')} controls" if m.group("by") else ""), spec_type)
    from dataclasses import replace
    return replace(obj, alt=player)
