"""Static abilities that change what damage does once it is dealt (120.3) without preventing or replacing the damage
itself — the damage is still dealt (lifelink, "whenever … is dealt damage" see all of it, 120.3a, 702.15b):

- "Damage doesn't cause you to lose life." (also under a condition: "As long as you're the monarch, …"): damage dealt
  to that player by a source without infect causes no life loss (120.3a's result doesn't happen); life lost any other
  way (119.3) is not touched. Read as a restriction of its own, ``damage_lose_life``
  (kb.engine.restrictions.damage_causes_no_loss).
- "All damage is dealt as though its source had wither.": damage dealt to a creature causes -1/-1 counters instead of
  being marked (120.3d, 702.80a); damage to a player, planeswalker or battle is as it would be (120.3a, c, h).

Only these words: "all combat damage", "damage dealt to you by …" and the like stay unread (kb.engine.parser)."""
from __future__ import annotations

import re

__all__ = ["ALL_WITHER", "damage_restriction", "wither_for_all"]

ALL_WITHER = "All damage is dealt as though its source had wither"   # a RULES_SENTENCES label (kb.engine.parser)

_NO_LOSS = re.compile(r"[Dd]amage doesn't cause (you|each player|players|each opponent|your opponents) to lose life")
_WHO = {"you": "you", "each player": "each", "players": "each", "each opponent": "opponents", "your opponents": "opponents"}


def damage_restriction(s: str):
    """The players ("you", "opponents", "each") damage causes no life loss for, for the sentence ``s``; None when
    ``s`` is not that sentence."""
    m = _NO_LOSS.fullmatch(s.strip().rstrip("."))
    return _WHO[m.group(1)] if m else None


def wither_for_all(snap) -> bool:
    """Whether an effect says all damage is dealt as though its source had wither (702.80a)."""
    return any(lab == ALL_WITHER for _e, labels in snap.rules for lab in labels)
