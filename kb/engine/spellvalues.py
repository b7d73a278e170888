"""Amounts read from the spell a cast trigger's event names (603.2), in the instructions of that triggered ability:

- "the amount of mana spent to cast that spell" (601.2h: the mana that paid its total cost, as stated by the scenario's
  ``mana:`` on the cast step or deduced from the cost);
- "for each of that spell's colors", "the number of colors that spell is" (105.2: the spell's colors, as it is on the
  stack or as it last existed there, 608.2h).

Only one-shot instructions of a resolving ability read them (the resolution gives the trigger event); anywhere else
the words stay unread. An amount the game can't give (no cast event, an amount of mana not stated) is "cannot
decide", never 0.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Value

__all__ = ["SpentToCastThatSpell", "ColorsOfThatSpell", "read_spell_value"]


def _state(ctx):
    """The game state a resolving context (or a context made from one, with the game view) can note unknowns in."""
    return getattr(ctx, "state", None) or getattr(getattr(ctx, "game", None), "state", None)


def _cast_event(ctx, why: str):
    """The cast event of the resolving trigger, or None (and "cannot decide" noted: ``why``)."""
    ev = getattr(ctx, "event", None)
    if ev is not None and ev.kind == "cast" and ev.item is not None:
        return ev
    state = _state(ctx)
    if state is not None:
        state.note_unknown(f"\u201c{why}\u201d names no spell its trigger event cast ({state.rule_no('trigger')})")
    return None


@dataclass(frozen=True, slots=True)
class SpentToCastThatSpell(Value):
    """"the amount of mana spent to cast that spell" (601.2h)."""

    describe: str = "the amount of mana spent to cast that spell"
    dynamic = True
    reads = frozenset()

    def eval(self, ctx, w) -> int:
        ev = _cast_event(ctx, self.describe)
        if ev is None:
            return 0
        amount = ev.item.spent("amount")
        if amount is None:
            _state(ctx).note_unknown(f"\u201c{self.describe}\u201d: how much mana paid the spell's total cost is not "
                                   "stated (601.2h): give mana: on the cast step")
            return 0
        return amount

    def __str__(self) -> str:
        return self.describe


@dataclass(frozen=True, slots=True)
class ColorsOfThatSpell(Value):
    """"for each of that spell's colors" / "the number of colors that spell is" (105.2), read from the spell as it
    is on the stack, or as it last existed there (608.2h)."""

    describe: str = "that spell's colors"
    subject: object = None    # the instructions' Subject of the event's spell ("that spell")
    dynamic = True
    reads = frozenset()

    def eval(self, ctx, w) -> int:
        ev = _cast_event(ctx, self.describe)
        if ev is None:
            return 0
        look = getattr(ctx, "look", None)
        got = look(self.subject) if look is not None and self.subject is not None else None
        if got is None:
            _state(ctx).note_unknown(f"\u201c{self.describe}\u201d: the spell is not known"
                                     f" ({_state(ctx).rule_no('lki')})")
            return 0
        return len(got.colors)

    def __str__(self) -> str:
        return self.describe


def read_spell_value(phrase: str, spell) -> Value | None:
    """The amount, or None when the words are not one of these (read whole). ``spell``: the instructions' subject
    naming the event's spell."""
    p = phrase.strip().rstrip(".").lower()
    if re.fullmatch(r"the amount of mana spent to cast that spell", p):
        return SpentToCastThatSpell(describe=p)
    if re.fullmatch(r"(?:of )?that spell's colors|the number of colors that spell is", p):
        return ColorsOfThatSpell(describe=p, subject=spell)
    return None
