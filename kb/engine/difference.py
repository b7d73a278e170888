"""'the difference' a condition just before it leaves: "if you have fewer than seven cards in hand, draw cards equal to
the difference" (Damia, Sage of Stone; The Ten Rings; Krang, Master Mind; Iymrith, Desert Doom).

The number is the one the condition compares the player's hand with, minus the cards in that hand, counted as the
instruction is followed (608.2h). The condition is checked first — as the ability resolves for an intervening "if"
(603.4), or as its sentence is followed (608.2c) — so the difference is at least 1 whenever the instruction happens.

Only this shape is read: the condition "you have fewer than N cards in hand" written immediately before "draw cards
equal to the difference" in the same ability. Any other "the difference" (between two life totals, two die results,
a creature's power and base power, ...) is not read here and stays "not a number the engine can compute".
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .gamevalues import Arith
from .words import NUMBER_WORDS

__all__ = ["HandDifference", "read_difference"]

_CHOSEN = re.compile(r"\bchoose an opponent\. if that player has more cards in hand than you, draw cards equal to the "
                     r"difference\b", re.I)
_BEFORE = re.compile(r"\bif you have fewer than (\w+) cards in hand, draw cards equal to the difference\b", re.I)


@dataclass(frozen=True)
class HandDifference(Arith):
    """N minus the number of cards in your hand (``a`` N, ``b`` the hand's size): what "the difference" names after
    "if you have fewer than N cards in hand" (608.2h). Its words are the condition's; it adds only "the difference"."""


def read_difference(phrase: str, pc, parse_value) -> HandDifference | None:
    """"the difference" in an ability whose text says "if you have fewer than N cards in hand, draw cards equal to the
    difference" → N minus the cards in your hand; None for any other phrase or text (nothing guessed)."""
    if phrase.strip().rstrip(".").lower() != "the difference":
        return None
    if len(_CHOSEN.findall(getattr(pc, "ability", None) or getattr(pc, "instructions", None) or "")) == 1:
        # "Choose an opponent. If that player has more cards in hand than you, draw cards equal to the difference."
        # (kb.engine.chooseopponent): that opponent's hand minus yours, counted as the draw is followed (608.2h)
        from .chooseopponent import chosen_opponent_hand
        return HandDifference("-", chosen_opponent_hand(), parse_value("the number of cards in your hand", pc),
                              describe="the difference")
    found = _BEFORE.findall(getattr(pc, "ability", None) or "")
    if len(found) != 1:   # none, or two such sentences: which one this is isn't known here
        return None
    word = found[0].lower()
    n = int(word) if word.isdigit() else NUMBER_WORDS.get(word)
    if not isinstance(n, int) or n < 1 or word in ("a", "an"):
        return None
    return HandDifference("-", parse_value(str(n), pc), parse_value("the number of cards in your hand", pc),
                          describe="the difference")
