"""Whether a card drawn was the first one its player drew in their own draw step (504.1: the active player draws a
card as the draw step's turn-based action) — for "Whenever an opponent draws a card except the first one they draw in
each of their draw steps" (603.2).

Read from the game's record of this turn (kb.engine.gamevalues.turn_events): the draw step's beginning, then the draws
of that player after it. A draw step that began before the scenario's record leaves it undecided (None).
"""
from __future__ import annotations

from .gamevalues import turn_events

__all__ = ["first_draw_of_draw_step", "draw_would_be_first"]


def first_draw_of_draw_step(state, ev) -> bool | None:
    """True if the draw event ``ev`` is the first card its player drew in their own draw step, False if not (another
    step, another player's turn, a later draw), None when the record doesn't say (the step began before it)."""
    if state.step != "draw" or ev.player != state.active:
        return False   # not that player's draw step (500.1, 504.1)
    earlier, whole = turn_events(state, before=ev)
    return _none_drawn_yet(earlier, whole, ev.player)


def draw_would_be_first(state, player: str) -> bool | None:
    """Whether a card ``player`` would draw now would be the first one they draw in their own draw step (504.1): for
    "If you would draw a card except the first one you draw in each of your draw steps" (614.1a); None when the record
    doesn't say."""
    if state.step != "draw" or player != state.active:
        return False
    earlier, whole = turn_events(state)
    return _none_drawn_yet(earlier, whole, player)


def _none_drawn_yet(earlier: list, whole: bool, player: str) -> bool | None:
    """No draw of ``player`` among ``earlier`` (this turn's events) since the draw step began; None if it began
    before the record."""
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
    # a draw recorded since the upkeep began may have been drawn in the upkeep (503): only those drawn in a draw step
    # count (each draw event carries the step it happened in)
    return not any(e.kind == "draw" and e.player == player and e.step == "draw" for e in earlier[start:])
