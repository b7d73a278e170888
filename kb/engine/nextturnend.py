"""Continuous effects lasting "until the end of your next turn": "gain control of that artifact until the end of your
next turn" (611.2a: an effect from a resolving spell or ability lasts as long as it states).

The effect applies through the rest of this turn, every turn before the next turn of the effect's controller ("you",
608.2c), and all of that turn; it ends in that turn's cleanup step, with the "until end of turn" effects (514.2). An
effect that began during one of your turns lasts through the next one (its ``started_turn`` is before the turn whose
cleanup ends it). Only this wording is read; "until the end of your next upkeep" and the like stay unread. A
permission to play cards "until the end of your next turn" is kb.engine.impulse's, not this module's.
"""
from __future__ import annotations

import re

__all__ = ["END_OF_NEXT_TURN", "read_end_of_next_turn", "ends_this_cleanup"]

END_OF_NEXT_TURN = "end_of_your_next_turn"   # a ContinuousEffect / Instruction duration

_LEAD = re.compile(r"^[Uu]ntil the end of your next turn, (.+)$")
_TAIL = re.compile(r"^(.+?)\s+until the end of your next turn$")


def read_end_of_next_turn(s: str) -> tuple[str, str] | None:
    """(END_OF_NEXT_TURN, the sentence without the duration) for "… until the end of your next turn" / "Until the end
    of your next turn, …"; None otherwise."""
    m = _LEAD.match(s) or _TAIL.match(s)
    return (END_OF_NEXT_TURN, m.group(1)) if m else None


def ends_this_cleanup(effect, active: str, turn: int) -> bool:
    """Whether ``effect`` ends in this turn's cleanup step (514.2): it lasts until the end of its controller's next turn
    and this is a turn of that player after the one it began in."""
    return getattr(effect, "duration", None) == END_OF_NEXT_TURN and effect.you == active and \
        effect.started_turn < turn
