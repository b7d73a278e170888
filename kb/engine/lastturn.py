""""At the beginning of each upkeep, if you had another creature enter the battlefield under your control last turn,
draw a card.": the same history as "… this turn" (kb.engine.turnevents.TurnEvents, kind 'entered'), of the turn
before the current one (500.1: turns follow one another; the game keeps one turn of entries more, kb.engine.sba).

The scenario's first turn has no previous turn in its record: there, and in its second turn when the first one's
earlier history is unlisted, an answer only an unrecorded entry could change is "cannot decide", never a guess.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .turnevents import TurnEvents

__all__ = ["LastTurnEvents", "parse_last_turn"]

_LAST = re.compile(r"you had (a|an|another|two or more|three or more) (.+?) enter the battlefield under your control "
                   r"last turn")


@dataclass(frozen=True, slots=True)
class LastTurnEvents(TurnEvents):
    """:class:`TurnEvents` of kind 'entered', counted in the turn before the current one."""

    def _objects(self, state) -> list:
        t = state.turn - 1
        return [lk for turn, lk in getattr(state, "entered_battlefield", ()) if turn == t]

    def undecided(self, state, you, src_oid=None) -> str | None:
        partial = state.turn == 1 or (state.turn == 2 and state.history_unlisted)
        if partial and (self.other and src_oid is None or not self._met(state, you, src_oid)):
            return (f"the question doesn't say what happened in the turn before this one: \u201c{self}\u201d can't be "
                    "decided")
        return None


def parse_last_turn(phrase: str, pc=None, parse_selector=None) -> LastTurnEvents | None:
    """"you had another creature enter the battlefield under your control last turn" → a LastTurnEvents; None for any
    other phrase."""
    m = _LAST.fullmatch(phrase.strip())
    if not m:
        return None
    from .turnevents import parse_turn_events
    this = parse_turn_events(f"you had {m.group(1)} {m.group(2)} enter the battlefield under your control this turn", pc,
                             parse_selector)
    if type(this) is not TurnEvents or this.kind != "entered":
        return None
    return LastTurnEvents(**{f: getattr(this, f) for f in TurnEvents.__dataclass_fields__ if f != "describe"},
                          describe=phrase.strip())
