""""that damage" as a number in a triggered ability whose trigger event is damage being dealt: "Whenever ~ deals combat
damage to a player, you may put an artifact card with mana value less than or equal to that damage from your hand onto
the battlefield." (Covert Technician).

603.2, 603.7c-style reference: the ability refers to its trigger event; "that damage" is the amount of damage that
event dealt (120.1), known as the ability resolves. Read by kb.engine.parser.parse_value (a description's value, kb.engine.comparevalue)
only in an ability whose trigger is "deals [combat] damage to …" and whose effect deals no damage of its own before
(where "that damage" could be the effect's: not read)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Value

__all__ = ["TriggerDamage", "read_that_damage"]

_TRIGGER = re.compile(r"(?:Whenever|When) [^,]*? deals? (?:combat )?damage(?: to [^,]+)?, (?P<effect>.+)", re.I | re.S)
_PHRASES = ("that damage", "the damage dealt")


@dataclass(frozen=True, slots=True)
class TriggerDamage(Value):
    """The damage the trigger event dealt (603.2, 120.1): its amount; 0 without such an event (107.2). ``said``: the
    words ("that damage", "the damage dealt")."""

    said: str = "that damage"
    dynamic = True
    reads = frozenset()

    def eval(self, ctx, w) -> int:
        ev = getattr(ctx, "event", None)
        if ev is None or getattr(ev, "kind", None) not in ("damage", "dealt", "source_dealt"):
            return 0
        return int(getattr(ev, "amount", 0) or 0)

    def __str__(self) -> str:
        return self.said


def read_that_damage(phrase: str, ability: str | None) -> TriggerDamage | None:
    """"that damage" / "the damage dealt" ("Whenever equipped creature deals combat damage, roll a d12. If the result is
    greater than the damage dealt …", Sword of Hours: all it dealt in that batch, kb.engine.sourcedealt) in ``ability``
    (its whole text), triggered by damage dealt; else None."""
    said = phrase.strip().rstrip(".")
    if said not in _PHRASES or not ability:
        return None
    m = _TRIGGER.match(ability.strip())
    if m is None or re.search(r"\bdamage\b", m.group("effect").split(said, 1)[0]):
        return None
    return TriggerDamage(said)
