""""Lethal damage dealt to creatures you control is determined by their power rather than their toughness." (Zilortha,
Strength Incarnate): a rules effect (613.11) on the creatures it names. Lethal damage is the damage marked that destroys
a creature (120.6; 704.5g: damage at least its toughness); for these creatures it is measured against their power
instead — by the state-based action (704.5g) and wherever the game asks whether damage is lethal, such as the combat
damage a trampler must assign to a blocker first (702.19b).

A creature whose power is 0 or less is destroyed only with at least 1 damage marked on it (the card's ruling of
2020-04-17: lethal damage is an amount of damage, 120.6); a creature with toughness 0 or less still goes to the
graveyard under 704.5f, which isn't about damage."""
from __future__ import annotations

import re

__all__ = ["LETHAL_BY_POWER", "read_lethal_by_power", "lethal_measure"]

LETHAL_BY_POWER = "lethal damage is determined by its power rather than its toughness"

_SENTENCE = re.compile(r"Lethal damage dealt to (.+?) is determined by their power rather than their toughness")


def read_lethal_by_power(s: str) -> str | None:
    """The creatures a "Lethal damage dealt to … is determined by their power …" sentence names (the description as
    written), or None for any other sentence."""
    m = _SENTENCE.fullmatch(s)
    return m.group(1) if m else None


def lethal_measure(snap, oid: int, w) -> tuple[int, str]:
    """(the value damage marked on creature ``w`` is checked against for lethal damage, 'power' | 'toughness'): its
    toughness (120.6), or its power — at least 1 — while an effect says so for it (613.11)."""
    if LETHAL_BY_POWER in (snap.restrictions.get(oid, ()) if snap is not None else ()):
        return max(1, w.power if w.power is not None else 0), "power"
    return (w.toughness if w.toughness is not None else 0), "toughness"
