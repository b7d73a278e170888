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

__all__ = ["read_paid_value", "names_paid", "paid_value_now"]

_PAID = re.compile(r"the (?P<verb>sacrificed|discarded) (?:creature|card|permanent|artifact|land)'s "
                   r"(?P<attr>power|toughness|mana value)")
_COSTS = {"sacrificed": "sacrifice", "discarded": "discard"}


def read_paid_value(phrase: str):
    """"the sacrificed creature's mana value" → PaidValue("sacrifice", "mana_value"); None for other words."""
    m = _PAID.fullmatch(phrase.strip().rstrip("."))
    if m is None:
        return None
    from .instruction_types import PaidValue
    return PaidValue(_COSTS[m.group("verb")], m.group("attr").replace(" ", "_"), phrase.strip().rstrip("."))


def names_paid(words: str) -> bool:
    """Whether a value's words read an object that paid a cost ("1 plus the sacrificed creature's mana value")."""
    return re.search(r"\bthe (?:sacrificed|discarded) (?:creature|card|permanent|artifact|land)'s ", words) is not None


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
