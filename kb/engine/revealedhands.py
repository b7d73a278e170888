"""Playing with hands revealed: "Your opponents play with their hands revealed.", "Players play with their hands
revealed.", "Play with your hand revealed.", "As long as ~ is untapped, all players play with their hands revealed.";
and "Players play with the top card of their libraries revealed." (401.5; a library stays a hidden zone, 400.2).

A static ability (611.3a) that changes only what players know: a player can't look at another player's hand (402.3)
unless an effect lets them, and a hand stays a hidden zone even when all its cards are revealed (400.2): no card
changes zones, no count and no characteristic changes. So it is read whole and changes nothing the engine
answers — as "Play with the top card of your library revealed." (401.5, kb.engine.cardtext) — and its lead condition,
read like any other, decides only when the cards are seen.

:func:`read_revealed_hands` reads the line (kb.engine.cardtext)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .abilities import Ability, next_uid

__all__ = ["RevealedHands", "read_revealed_hands"]

# whose hands: "opponent" (the controller's opponents), "each" (every player), "you" (its controller)
_WHOSE = {"your opponents": "opponent", "players": "each", "all players": "each", "": "you"}
_LINE = re.compile(r"(?:As long as (?P<cond>[^,]+), )?(?:(?P<who>Your opponents|Players|all players) play with their "
                   r"hands|(?P<you>Play) with your hand) revealed\.?")
# 401.5: "Players play with the top card of their libraries revealed." (each player's; a library stays hidden, 400.2)
_TOP = re.compile(r"Players play with the top card of their libraries revealed\.?")


@dataclass(frozen=True, eq=False)
class RevealedHands(Ability):
    """Whose hands are revealed (``who``: 'you', 'opponent', 'each'), and while what holds (``condition``)."""

    text: str
    who: str = "each"
    condition: object = None
    top: bool = False   # the top card of each library instead of the hands (401.5)
    uid: int = field(default_factory=next_uid)
    kind = "static"


def read_revealed_hands(t: str, pc) -> RevealedHands | None:
    """The line read whole, or None when it is not this template."""
    if _TOP.fullmatch(t):
        return RevealedHands(text=t, who="each", top=True)
    m = _LINE.fullmatch(t)
    if m is None:
        return None
    cond = None
    if m.group("cond"):
        from .parser import parse_condition
        cond = parse_condition(m.group("cond"), pc)[0]
    return RevealedHands(text=t, who=_WHOSE[(m.group("who") or "").lower()], condition=cond)
