""""At the beginning of each end step, if your team gained life this turn, …": "your team" is shorthand for "you and/or
your teammates"; in a game that isn't a multiplayer game between teams it means the same as "you" (102.4, since the
2018-06-08 edition). The engine's games have no teams, so the condition is "you gained life this turn"
(:class:`kb.engine.gamevalues.ThisTurn` 'gained_you'); under an edition whose rules don't define "your team" what it
means is "cannot decide"."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .gamevalues import PLAYER_HISTORY_READERS, ThisTurn

__all__ = ["TeamGained", "parse_team_gained"]


@dataclass(frozen=True, slots=True)
class TeamGained(ThisTurn):
    """"your team gained life this turn": in a game without teams, you (102.4)."""

    def undecided(self, state, you, src_oid=None) -> str | None:
        if not state.rules_have("your_team"):
            return (f"the rules of {state.edition} don't say what \u201cyour team\u201d means (a later rule says it is "
                    "\u201cyou\u201d in a game without teams)")
        return ThisTurn.undecided(self, state, you, src_oid)


def parse_team_gained(phrase: str) -> TeamGained | None:
    """"your team gained life this turn" → a TeamGained; None for any other phrase."""
    p = phrase.strip()
    if re.fullmatch(r"your team gained life this turn", p):
        return TeamGained("gained_you", 1, describe=p)
    return None


PLAYER_HISTORY_READERS.append(parse_team_gained)   # kb.engine.gamevalues reads a player's history through it
