"""A player barred from both ways of using cards in hand: "You can't play lands or cast spells from your hand."
(Experimental Frenzy).

A "can't" effect takes precedence over the permission of 305.1 to play a land and over what allows casting a spell
(101.2, 601.3). Here both are limited to the player's hand: a land played from elsewhere (the top of a library, as an
effect allows) and a spell cast from another zone (flashback from a graveyard, 702.34a) are not prohibited.

Read by kb.engine.restrictions as two restrictions (``play_land`` and ``cast``, each ``from_zones=("hand",)``), checked
where land plays and casts are checked (kb.engine.restrictions.land_play_prohibited, cast_prohibited)."""
from __future__ import annotations

import re

__all__ = ["read_hand_lock"]

_WORDS = re.compile(r"(Each player|Players|Your opponents|Each opponent|Each of your opponents|You|Enchanted player) "
                    r"can't play lands or cast spells from (?:their|your) hands?")


def read_hand_lock(s: str) -> str | None:
    """The players' words ("You", "Each opponent", …) of the sentence ``s`` (no period), or None for other words."""
    m = _WORDS.fullmatch(s)
    return m.group(1) if m else None
