"""Whether a card drawn was the first one its player drew in their own draw step (504.1: the active player draws a
card as the draw step's turn-based action) — for "Whenever an opponent draws a card except the first one they draw in
each of their draw steps" (603.2).

Read from the game's record of this turn (kb.engine.gamevalues.turn_events): the draw step's beginning, then the draws
of that player after it. A draw step that began before the scenario's record leaves it undecided (None).
"""
from __future__ import annotations

from .gamevalues import turn_events

__all__ = ["first_draw_of_draw_step"]


def first_draw_of_draw_step(state, ev) -> bool | None:
    """True if the draw event ``ev`` is the first card its player drew in their own draw step, False if not (another
    step, another player's turn, a later draw), None when the record doesn't say (the step began before it)."""
    if state.step != "draw" or ev.player != state.active:
        return False   # not that player's draw step (500.1, 504.1)
    earlier, whole = turn_events(state, before=ev)
    # the draw step's turn-based draw comes before its "beginning of the draw step" event is recorded (504.1-2): the
    # step began right after the step recorded before it (the upkeep)
    steps = [i for i, e in enumerate(earlier) if e.kind == "step"]
    if steps and earlier[steps[-1]].step == "draw":
        start = steps[-2] + 1 if len(steps) > 1 else (0 if whole else None)
    elif steps:
        start = steps[-1] + 1
    else:
        start = 0 if whole else None
    if start is None:
        return None    # the draw step began before what the scenario records
    return not any(e.kind == "draw" and e.player == ev.player for e in earlier[start:])
