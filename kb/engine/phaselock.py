"""Permanents that can't phase in for a time: "Each creature target opponent controls phases out. Until the end of your
next turn, they can't phase in." (Teferi, Timeless Voyager).

702.26a / 502.1: in its controller's untap step, a permanent that phased out phases in. "They" are the permanents the
instruction before phased out (directly, 702.26g: what phased out with them phases in only with them), fixed as the
effect begins (611.2c); the effect forbids that phasing in for its duration — "until the end of your next turn" ends in
the cleanup step of its controller's next turn (611.2a, 514.2; kb.engine.nextturnend) — and the untap step
(kb.engine.phasing) leaves them phased out while it lasts. Another duration stays unread.
"""
from __future__ import annotations

import re

from .effects import RulesOp
from .instruction_types import Instruction, Subject
from .nextturnend import END_OF_NEXT_TURN

__all__ = ["CANT_PHASE_IN", "PHASED", "read_phase_lock", "phase_locked"]

CANT_PHASE_IN = "can't phase in"   # the rules label (613.11)
PHASED = "phased"                  # the Subject kind: the permanents the instruction before phased out (rc.phased)

_SENTENCE = re.compile(r"Until the end of your next turn, (?:they|it) can't phase in")


def read_phase_lock(s: str, raw: str, done: list) -> Instruction | None:
    """The instruction of ``s`` (no period) just after a ``phase_out`` instruction, or None."""
    if "phase in" not in s or not done or done[-1].kind != "phase_out" or not _SENTENCE.fullmatch(s.strip()):
        return None
    return Instruction("continuous", Subject(PHASED, text="they"), (RulesOp(label=CANT_PHASE_IN),), END_OF_NEXT_TURN,
                       rules=True, opts={"locked": True}, text=raw)


def phase_locked(state, oid: int) -> bool:
    """Whether an effect in force says the phased-out permanent ``oid`` can't phase in."""
    return any(e.locked and oid in e.locked and any(getattr(op, "label", None) == CANT_PHASE_IN for op in e.ops)
               for e in state.effects)
