"""A resolved spell's or ability's effect on a player's maximum hand size: "You have no maximum hand size for the rest
of the game." (Praetor's Counsel, Wisdom of Ages, Ancient Silver Dragon).

The maximum hand size (402.2) is a rule of the game that an effect may change (613.11); this one is a continuous
effect from a resolution with a stated duration, "for the rest of the game" (611.2a): it doesn't end with the turn
or with its source leaving. Each is kept on the game state as ``hand_size_effects`` — ``[timestamp, player, label]``
— and applied with the static abilities changing that player's hand size in timestamp order (613.7, kb.engine.turns
``max_hand_size``). Another duration ("until your next turn") is not read here."""
from __future__ import annotations

import re

from .text import player_poss as _poss

__all__ = ["NO_MAX_REST_OF_GAME", "CHANGE_REST_OF_GAME", "start_no_maximum", "no_maximum_effects", "start_change",
           "change_effects"]

# "Your maximum hand size is reduced by three for the rest of the game." (Inspired Idea cast for its mana cost): the
# controller's maximum hand size, one less per card said, from now to the end of the game (402.2, 611.2a)
CHANGE_REST_OF_GAME = re.compile(r"Your maximum hand size is (?P<dir>reduced|increased) by (?P<n>one|two|three|four|five|"
                                 r"six|seven|\d+) for the rest of the game")
# "you have no maximum hand size for the rest of the game": the words after the subject (a player)
NO_MAX_REST_OF_GAME = re.compile(r"(?:(?P<who>.+?) )?(?:have|has) no maximum hand size for the rest of the game", re.I)


def start_no_maximum(state, player: str, label: str) -> None:
    """From now to the end of the game, ``player`` has no maximum hand size (402.2, 611.2a)."""
    state.__dict__.setdefault("hand_size_effects", []).append([state.tick(), player, label])
    state.log.add(f"{_poss(player).capitalize()} maximum hand size: none, for the rest of the game ({label})", "hand_size",
                  indent=1, kind="step")


def no_maximum_effects(state, player: str) -> list[tuple[int, str]]:
    """(timestamp, what says it) of each such effect on ``player``."""
    return [(ts, label) for ts, p, label, *change in state.__dict__.get("hand_size_effects") or ()
            if p == player and not change]


def start_change(state, player: str, label: str, n: int) -> None:
    """From now to the end of the game, ``player``'s maximum hand size is ``n`` more (a negative ``n``: less), applied
    in timestamp order with the other effects on it (613.7, 402.2, 611.2a)."""
    state.__dict__.setdefault("hand_size_effects", []).append([state.tick(), player, label, n])
    state.log.add(f"{_poss(player).capitalize()} maximum hand size: {'+' if n > 0 else ''}{n}, for the rest of the game "
                  f"({label})", "hand_size", indent=1, kind="step")


def change_effects(state, player: str) -> list[tuple[int, str, int]]:
    """(timestamp, what says it, the change) of each "… is reduced by N for the rest of the game" on ``player``."""
    return [(ts, label, change[0]) for ts, p, label, *change in state.__dict__.get("hand_size_effects") or ()
            if p == player and change]
