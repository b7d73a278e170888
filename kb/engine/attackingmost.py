""""if it's attacking the player with the most life or tied for most life" (Scourge of the Throne): a condition about
the source's own attack — it is attacking (506.4) a player (not a planeswalker or battle that player controls, 506.3)
whose life total (119) is greater than or equal to each other player's, read whenever it is checked: as an intervening
"if", as the trigger event occurs and again as the ability resolves (603.4), so a life total changed in between is
seen. The trigger condition "attacks the player with the most life or tied for most life" (dethrone, 702.105a) is
kb.engine.triggers' own; this is the same test as a condition. Any other player description ("the player with the
highest life total") is not read here.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Condition, Ctx

__all__ = ["AttackingMostLife", "read_attacking_most_life"]

_FORM = re.compile(r"(?:~ is|it's|it is) attacking the player with the most life or tied for most life")


@dataclass(frozen=True, slots=True)
class AttackingMostLife(Condition):
    """The source is attacking a player with the most life or tied for it (506.3, 119)."""

    describe: str = ""
    reads = frozenset(("zone", "life"))

    def holds(self, ctx: Ctx) -> bool:
        src, g = ctx.src, getattr(ctx, "game", None)
        if src is None or g is None or src.zone != "battlefield" or getattr(src.obj, "in_combat", None) != "attacking":
            return False
        lives = {p: g.life(p) for p in g.players()}
        if not lives:
            return False
        top = max(lives.values())
        return any(src.oid in g.attackers_of(p)[0] for p, life in lives.items() if life >= top)

    def __str__(self) -> str:
        return self.describe


def read_attacking_most_life(p: str):
    """The condition phrase ``p`` as :class:`AttackingMostLife`, or None."""
    return AttackingMostLife(describe=p) if _FORM.fullmatch(p) else None
