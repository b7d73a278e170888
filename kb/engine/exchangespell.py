""""You may exchange control of ~ and that spell." (a trigger on a spell being cast): the source and the spell of the
trigger event (603.2) swap controllers, or nothing happens (701.12a: the whole exchange or none of it — the source
gone from the battlefield, the spell gone from the stack, or both controlled by one player). Control of a spell is
changed in layer 2 (613.1b), and it resolves under its new controller (kb.engine.stack).

Read as the "exchange_control" instruction two targets make (kb.engine.actions), its subject the union of the
source (~) and the event's spell; anything else ("~ and target spell", a duration) is not read here."""
from __future__ import annotations

import re

__all__ = ["read_exchange_self_and_spell", "exchanged_event_spell"]

_SENT = re.compile(r"[Ee]xchange control of ~ and that spell")


def read_exchange_self_and_spell(s: str, raw: str, subject_of, duration: str):
    """The instruction for ``s``, or None when it is not this sentence."""
    from .instruction_types import Instruction, SELF_SUBJ, Subject
    if not _SENT.fullmatch(s) or duration != "indefinite":
        return None
    spell = subject_of("that spell")
    if spell is None or spell.kind != "event":
        return None
    return Instruction("exchange_control", Subject("union", parts=(SELF_SUBJ, spell), text="~ and that spell"),
                       text=raw)


def exchanged_event_spell(done):
    """The event's spell an earlier "exchange control of ~ and that spell" names (its Subject), or None."""
    for ins in reversed(done or ()):
        if ins.kind == "exchange_control" and ins.subject is not None and ins.subject.kind == "union":
            spell = [p for p in ins.subject.parts if p.kind == "event"]
            if len(spell) == 1:
                return spell[0]
    return None
