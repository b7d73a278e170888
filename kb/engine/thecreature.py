""""At the beginning of the upkeep of enchanted creature's controller, that player may pay {4}. If the player does, untap
the creature.": "the creature" names the one creature the ability named before it, the enchanted (or equipped) creature
(the Aura's or Equipment's object, 303.4, 301.5) — read as "enchanted creature" when that is the only creature the
ability's words name. Any other creature named in the ability (a target, "a creature", "another creature") leaves
"the creature" unread, as before: it is never every creature on the battlefield."""
from __future__ import annotations

import re

__all__ = ["the_creature_antecedent"]

_CREATURE_WORDS = re.compile(r"\b(\w+) creature(?:'s)?\b", re.I)


def the_creature_antecedent(low: str, ability: str | None) -> str | None:
    """"enchanted creature" / "equipped creature" for the phrase ``low`` ("the creature") when the ability's text names
    that creature and no other; None otherwise."""
    if low != "the creature" or not ability:
        return None
    named = {m.group(1).lower() for m in _CREATURE_WORDS.finditer(ability)} - {"the"}
    if named in ({"enchanted"}, {"equipped"}):
        return f"{next(iter(named))} creature"
    return None
