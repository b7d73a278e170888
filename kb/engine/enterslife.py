""""As ~ enters, you lose life equal to your life total." (Lich): a replacement effect that modifies how the permanent
enters (614.1c, 614.12) — as it enters, the player under whose control it enters loses that much life (119.3), their
life total as it is then; a life total of 0 or less loses none (107.1b: a negative number of life can't be lost). The
player who controls it later changes nothing (Lich's ruling of 2004-10-04: "The life total changes for a player only
when it enters the battlefield under that player's control").
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .abilities import Ability, next_uid
from .text import player_poss as _poss, player_verb as _pv

__all__ = ["EntersLoseLife", "read_enters_lose_life", "enters_losing_life"]

_TEXT = re.compile(r"As ~ enters(?: the battlefield)?, you lose life equal to your life total\.?")


@dataclass(frozen=True, eq=False)
class EntersLoseLife(Ability):
    """"As ~ enters, you lose life equal to your life total." (614.1c; kb.engine.enterslife)."""

    text: str
    uid: int = field(default_factory=next_uid)
    kind = "replacement"


def read_enters_lose_life(t: str):
    """The ability of the line ``t``, or None: not these words."""
    if not t.startswith("As ~ enters") or "life total" not in t:   # the cheap guard first
        return None
    return EntersLoseLife(text=t) if _TEXT.fullmatch(t) else None


def enters_losing_life(state, o, abilities) -> None:
    """As ``o`` enters (614.1c), each such ability of it makes its controller lose life equal to their life total."""
    for ab in abilities:
        if not isinstance(ab, EntersLoseLife):
            continue
        life = state.player(o.controller).life
        state.log.add(f"as {o.alias} enters, {_pv(o.controller, 'loses')} life equal to {_poss(o.controller)} life total "
                      f"({max(life, 0)})",
                      "enters_as", indent=1, kind="step")
        if life > 0:
            state.change_life(o.controller, -life)
