"""Whose turn it is, said of the player a trigger event names: "Whenever a player casts a spell, if it's not their
turn, …", "Whenever an opponent casts a spell, if it isn't that player's turn, …" (an intervening "if", 603.4).

"Their" and "that player" are the player the trigger event names (603.2: the caster of the spell); the turn is the
active player's (102.1). The condition is bound to that player each time it is checked — as the ability triggers
and again as it resolves (kb.engine.conditions.state_condition_holds).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .gamevalues import GameCondition, bound_to_player

__all__ = ["EventPlayersTurn", "parse_event_players_turn"]


@dataclass(frozen=True, slots=True)
class EventPlayersTurn(GameCondition):
    """"it's their turn" / "it's not that player's turn" (102.1): whether the trigger event's player is the active
    player. ``who`` is "that" until bound to the player ("player:NAME")."""

    mine: bool = True
    who: str = "that"
    describe: str = ""

    def bound(self, player: str) -> "EventPlayersTurn":
        return bound_to_player(self, player)

    def game_holds(self, g, ctx) -> bool:
        if not self.who.startswith("player:"):
            return False   # not bound to a player: never taken as true
        return (g.active() == self.who[7:]) == self.mine


_TURN = re.compile(r"it(?:'s| is)( not)? (their|that player's) turn|it isn't (their|that player's) turn", re.I)


def parse_event_players_turn(phrase: str) -> EventPlayersTurn | None:
    """The words of the condition, read whole, or None: "it's not their turn", "it isn't that player's turn", "it's
    their turn"."""
    p = phrase.strip().rstrip(".")
    m = _TURN.fullmatch(p)
    if m is None:
        return None
    return EventPlayersTurn(mine=not (m.group(1) or m.group(3)), describe=p)
