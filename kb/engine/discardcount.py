"""A count of this turn's discards: "You gain life equal to the number of cards you've discarded this turn." (Dihada's
Ploy).

Each card a player discarded this turn (701.9a: moved from their hand to their graveyard by a discard) is counted for
its owner, as the game recorded the turn (kb.engine.turnevents.TurnEvents, the same record "if you discarded a card
this turn" reads); the number is counted as the instruction is applied (608.2h). When the turn may hold events nobody
stated (GameState.history_unstated) the count is "cannot decide": more history could only add to it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .gamevalues import GameValue, first_turn, turn_game

_FORM = re.compile(r"cards you(?:'ve| have) discarded this turn")


@dataclass(frozen=True, slots=True)
class DiscardedThisTurn(GameValue):
    """The number of cards "you" (the instruction's controller) discarded this turn."""

    describe: str = ""

    def eval(self, ctx, w) -> int:
        from .turnevents import TurnEvents
        g = turn_game(self, ctx)
        if g is None or ctx.you is None:
            return 0
        return TurnEvents("discarded", frm="hand", whose="you").count(g.state, ctx.you)

    def undecided(self, state, you) -> str | None:
        return first_turn(self, state)

    def __str__(self) -> str:
        return self.describe or "the number of cards you've discarded this turn"


def read_discarded_count(what: str, pc) -> DiscardedThisTurn | None:
    """``what``: the words after "the number of" (kb.engine.parser's COUNT_READERS)."""
    if _FORM.fullmatch(what.strip()):
        return DiscardedThisTurn(describe=f"the number of {what.strip()}")
    return None
