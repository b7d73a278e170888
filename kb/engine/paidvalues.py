"""A number read from the object that paid a cost, inside a description of objects: "a creature card with mana value
equal to 1 plus the sacrificed creature's mana value" (Birthing Pod's search, kb.engine.comparevalue).

The instruction reader (kb.engine.instructions._value) reads "the sacrificed creature's power" where a value is an
instruction's amount; a description's value is read by kb.engine.parser.parse_value, which asks here. The value is
the object as it last existed (608.2h; 707.10: a copy of the ability uses the objects that paid for the original),
:class:`kb.engine.instruction_types.PaidValue`. Only a sacrificed or discarded object — one a cost moved to a
graveyard — is read here: "the tapped creature's power" (read as it is now, with an ambiguity check) and "the exiled
card's" (which may be an earlier sentence's card, kb.engine.antecedents) stay the instruction reader's."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .instruction_types import PaidValue

__all__ = ["read_paid_value", "names_paid", "paid_value_now", "PaidTotal"]

_PAID = re.compile(r"the (?P<verb>sacrificed|discarded) (?:creature|card|permanent|artifact|land)'s "
                   r"(?P<attr>power|toughness|mana value)")
_COSTS = {"sacrificed": "sacrifice", "discarded": "discard"}


_TOTAL = re.compile(r"the total (?P<attr>power|toughness|mana value) of the (?P<verb>sacrificed|discarded) "
                    r"(?:cards|creatures|permanents|artifacts|lands)")


@dataclass(frozen=True, slots=True)
class PaidTotal(PaidValue):
    """"the total mana value of the discarded cards" (Nahiri's Wrath, whose additional cost is "discard X cards"): the
    sum over every object that paid the cost, each as it last existed (608.2h, 202.3: a land's mana value is 0); none
    paid that way: 0. A card the scenario doesn't name: "cannot decide"."""

    def eval(self, ctx, w) -> int:
        from .instruction_types import _attr
        from .unnamed import is_unnamed
        state = getattr(ctx, "state", None)
        total = 0
        for lki in self.paid_objects(ctx):
            if is_unnamed(lki.working.obj.card):
                if state is not None:
                    state.note_unknown(f"{self} can't be known: {lki.alias} is a card the scenario doesn't name")
                return 0
            total += _attr(lki.working, self.attr)
        return total

    def __str__(self) -> str:
        return self.phrase or f"the total {self.attr.replace('_', ' ')} of the paid objects"


def read_paid_value(phrase: str):
    """"the sacrificed creature's mana value" → PaidValue("sacrifice", "mana_value"); "the total mana value of the
    discarded cards" → PaidTotal("discard", "mana_value"); None for other words."""
    t = _TOTAL.fullmatch(phrase.strip().rstrip("."))
    if t is not None:
        return PaidTotal(_COSTS[t.group("verb")], t.group("attr").replace(" ", "_"), phrase.strip().rstrip("."))
    m = _PAID.fullmatch(phrase.strip().rstrip("."))
    if m is None:
        return None
    return PaidValue(_COSTS[m.group("verb")], m.group("attr").replace(" ", "_"), phrase.strip().rstrip("."))


def names_paid(words: str) -> bool:
    """Whether a value's words read an object that paid a cost ("1 plus the sacrificed creature's mana value")."""
    return re.search(r"\bthe (?:sacrificed|discarded) (?:creature|card|permanent|artifact|land)'s |"
                     r"\bof the (?:sacrificed|discarded) ", words) is not None


def paid_value_now(v, ctx) -> int | None:
    """The value ``v`` as a description is matched (kb.engine.targetx.value_now), when the context knows the objects
    that paid the costs (a resolution's, kb.engine.rctx); else None, noted "cannot decide": a target is chosen before
    the costs are paid (601.2c, 601.2h), so what the value will be is not known then."""
    from .targetx import value_now
    if not hasattr(ctx, "paid"):
        st = getattr(getattr(ctx, "game", None), "state", None)
        if st is not None:
            st.note_unknown(f"\u201c{v}\u201d is read of the object that paid a cost, not known where this description "
                            "is matched")
        return None
    return value_now(v, ctx)
