"""A replacement effect a resolving ability creates for the permanent it names: "If it would leave the battlefield,
exile it instead of putting it anywhere else." (614.1a; unearth's fourth sentence, 702.84a).

The permanent is the one the sentence points back to (the object the instruction before put onto the battlefield,
400.7j); the effect watches only that object (a new object after it leaves, 400.7, is another), and lasts while it
is on the battlefield. Whatever zone the permanent would go to (a graveyard, a hand, a library), it is exiled
instead; another replacement effect applied first changes only where it would go, so exile is the result in any order
(616.1, 614.5). kb.engine.actions_damage makes the shield, kb.engine.replacement applies it.
"""
from __future__ import annotations

import re

from .instruction_types import Instruction

__all__ = ["LEAVE_EXILE", "read_leave_exile"]

LEAVE_EXILE = "leave_exile"   # the shield's kind (Instruction.opts["shield"]) and the Replacement's event
_SENTENCE = re.compile(r"If (it|that creature|that permanent|~) would leave the battlefield, exile (?:it|that card) "
                       r"instead of putting it anywhere else")


def read_leave_exile(s: str, raw: str, subject_of) -> list | None:
    """The shield instruction of ``s`` (the sentence without its period), or None for another sentence.
    ``subject_of(words)``: the pointer reader; a subject that is not an object named before is not read here."""
    m = _SENTENCE.fullmatch(s.strip())
    if m is None:
        return None
    subj = subject_of(m.group(1))
    if subj.kind not in ("prev", "self", "target", "event"):
        return None
    return [Instruction("shield", subj, opts={"shield": LEAVE_EXILE}, text=raw)]
