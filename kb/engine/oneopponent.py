"""What one opponent did this turn: "if an opponent cast a blue spell this turn", "if an opponent had two or more
creatures enter the battlefield under their control this turn", "if an opponent searched their library this turn"
(701.23a) — the conditions of the Traps' alternative costs
(118.9, checked as the spell is cast and the cost announced, 601.2b).

"An opponent" is one player (102.2, 102.3 in a multiplayer game): the condition holds when some single opponent's
own history meets it — one creature entering under each of two opponents is not "an opponent had two". Each is read
as the same condition said of that opponent as "you" ("you've cast a blue spell this turn", kb.engine.gamevalues
ThisTurn; "two or more creatures entered the battlefield under your control this turn", kb.engine.turnevents
TurnEvents), checked for every opponent still in the game (800.4a). Only descriptions that name no player are read
("a blue spell", "lands"): "a spell that targets you" would change its "you" with the player asked.

When the turn may hold events nobody stated (GameState.history_unstated), what the steps recorded is a lower bound
for each opponent: met by one of them, it holds; otherwise it is "cannot decide", never a guess.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .gamevalues import GameCondition, GameView, turn_events

__all__ = ["OneOpponent", "parse_one_opponent"]

_COUNT = r"an?|\w+ or more"
_CAST = re.compile(rf"an opponent (?:has )?cast ({_COUNT}) (.+? spells?) this turn")
_ENTERED = re.compile(rf"an opponent had ({_COUNT}) (.+?) enter the battlefield under their control this turn")
_NAMES_PLAYER = re.compile(r"\b(?:you|your|they|their|them|its controller|owner|opponents?|players?)\b")


@dataclass(frozen=True, slots=True)
class OneOpponent(GameCondition):
    """``inner`` (a ThisTurn or TurnEvents said of "you") met by at least one opponent of "you" as that player
    (102.2): ``describe`` the words on the card."""

    inner: object
    describe: str = ""

    def _met_by(self, state, player, work=None) -> bool:
        return self.inner._met(state, player, None, work)

    def game_holds(self, g, ctx) -> bool:
        g.used = True
        work = getattr(ctx, "work", None)
        return any(self._met_by(g.state, p, work) for p in g.opponents(ctx.you))

    def undecided(self, state, you) -> str | None:
        """Met by an opponent as stated: decided. Otherwise, when any opponent's count is a lower bound that doesn't
        settle it (the turn's earlier events unstated), "cannot decide"."""
        opponents = GameView(state).opponents(you)
        if any(self._met_by(state, p) for p in opponents):
            return None
        if any(self.inner.undecided(state, p) for p in opponents):
            return (f"the question doesn't say what happened in this turn before it began: \u201c{self}\u201d can't be "
                    "decided (it is decided from the next turn on)")
        return None


@dataclass(frozen=True, slots=True)
class SearchedLibrary:
    """"you searched your library this turn" (701.23a: a search is made whatever it finds), as OneOpponent asks it of
    each opponent: read from the game's record of the turn (kb.engine.actions_cards emits each search)."""

    describe: str = "searched their library this turn"

    def _met(self, state, you, src=None, work=None) -> bool:
        return any(e.kind == "search" and e.player == you and e.cause == "own" for e in turn_events(state)[0])

    def undecided(self, state, you, src_oid=None) -> str | None:
        return "unstated" if state.history_unstated() and not self._met(state, you) else None


def parse_one_opponent(phrase: str, pc=None, parse_selector=None, parse_turn_events=None) -> OneOpponent | None:
    """"an opponent cast a blue spell this turn" (601.2i), "an opponent had two or more lands enter the battlefield
    under their control this turn" → a OneOpponent; None: not these words, or a description that names a player.
    ``parse_turn_events``: kb.engine.turnevents' reader of what objects did (given by it: that module reads this one)."""
    if parse_selector is None:
        return None
    p = phrase.strip()
    m = _CAST.fullmatch(p)
    if m and not _NAMES_PLAYER.search(m.group(2)):
        from .gamevalues import ThisTurn, parse_player_history
        inner = parse_player_history(f"you've cast {m.group(1)} {m.group(2)} this turn", pc, parse_selector)
        if isinstance(inner, ThisTurn) and inner.what == "cast_you" and not inner.from_zone and not inner.another:
            return OneOpponent(inner, describe=p)
        return None
    if p == "an opponent searched their library this turn":
        return OneOpponent(SearchedLibrary(), describe=p)
    m = _ENTERED.fullmatch(p)
    if m and not _NAMES_PLAYER.search(m.group(2)) and m.group(1) != "another" and parse_turn_events is not None:
        inner = parse_turn_events(f"{m.group(1)} {m.group(2)} entered the battlefield under your control this turn", pc,
                                  parse_selector)
        if getattr(inner, "kind", None) == "entered" and inner.whose == "you" and not inner.other and not inner.none:
            return OneOpponent(inner, describe=p)
    return None
