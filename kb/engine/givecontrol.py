"""A player named by a pointer gains control of an object: "that player gains control of ~" (Drooling Ogre: "Whenever a
player casts an artifact spell, that player gains control of ~"), "its controller gains control of ~" (Act of
Authority), "that creature's / that source's / that permanent's controller gains control of ~" (Contested War Zone,
Crag Saurian, Starke of Rath).

A control-changing effect (613.1b, layer 2) whose new controller is the player the words point at, found as the
instruction resolves (608.2c, 608.2h): the player of the trigger event (603.2, 603.7c), or the controller of the object
named before — a target, the trigger event's object (its last known information if it has left the battlefield,
608.2h). The effect lasts indefinitely unless a duration is stated (611.2a). The player phrase is read by the one
reader of subjects (kb.engine.instructions.subject_of); a phrase it can't bind to a player leaves the sentence unread.
"Target opponent / an opponent / the player with the most life gains control of …" are read beside it
(kb.engine.instructions)."""
from __future__ import annotations

import re

__all__ = ["read_give_control"]

_FORM = re.compile(r"(?P<who>[Tt]hat player|[Ii]ts controller|[Tt]hat (?:creature|source|permanent|spell)'s controller)"
                   r" gains control of (?P<what>.+)")
_PLAYER_KINDS = ("event", "controller_of", "owner_of", "target", "you", "players")


def read_give_control(s: str, raw: str, duration: str, pc, subject_of):
    """The instruction for ``s``, or None when ``s`` is not of this form. ``subject_of`` reads a phrase in the text's
    context (its antecedents); a player phrase read as no player is a ParseError (the words stay unread)."""
    from .errors import ParseError
    from .instruction_types import Instruction
    from .effects import ControlOp

    m = _FORM.fullmatch(s)
    if m is None:
        return None
    who = subject_of(m.group("who"))
    if who is None or who.kind not in _PLAYER_KINDS:
        raise ParseError(raw, f"\u201c{m.group('who')}\u201d: which player gains control is not read", pc.card)
    what = subject_of(m.group("what"))
    return Instruction("continuous", what, (ControlOp(None),), duration, text=raw, opts={"to": who})
