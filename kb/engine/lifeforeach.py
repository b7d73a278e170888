"""The life a trigger event lost or gained, counted "for each": "Whenever you lose life, you gain 2 life for each 1 life
you lost." (Transcendence). "for each 1 life you lost" counts the life of the event that triggered the ability (603.2,
608.2h: "that much"), its amount as the event gave it (kb.engine.eventamount) — never the life lost this turn.

Read: "1 life you lost" / "1 life you gained" after "for each", as a count of the trigger event's life loss or gain
(:class:`EventLife`); anywhere else (a spell, an ability whose event is another) it is refused as it is counted, never
a guess.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import EngineError
from .filters import Value

__all__ = ["EventLife", "read_event_life"]

_PHRASE = re.compile(r"1 life (you|they|that player) (lost|gained)")


@dataclass(frozen=True, slots=True)
class EventLife(Value):
    """How much life the trigger event's player lost (``lost``) or gained: the count of "for each 1 life you lost"."""

    lost: bool
    describe: str = ""
    dynamic = True

    def eval(self, ctx, w) -> int:
        from .eventamount import amount_of_event
        ev = getattr(ctx, "event", None)
        want = "life_loss" if self.lost else "life_gain"
        if ev is None or ev.kind != want:
            raise EngineError(f"\u201cfor each {self.describe}\u201d counts the life of the event that triggered the "
                              "ability; here there is no such event: not modelled")
        return amount_of_event(ev)

    def __str__(self) -> str:
        return self.describe


def read_event_life(phrase: str) -> EventLife | None:
    """``phrase`` (after "for each") as the trigger event's life lost or gained, or None."""
    m = _PHRASE.fullmatch(phrase.strip())
    return EventLife(m.group(2) == "lost", m.group(0)) if m else None
