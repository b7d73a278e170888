""""Counter target spell. You may cast a spell with equal or lesser mana value from your hand without paying its mana
cost." (Reinterpret): "equal or lesser" compares with the object the sentence before named — the countered spell —
its mana value as it last existed on the stack (608.2h; an X spell's X counts there, 202.3e).

The words are read as "with mana value less than or equal to its mana value" (kb.engine.comparevalue's cast from the
hand, the value evaluated as the card is chosen), "its" the sentence before's target (608.2c). Only after a target
(the countered spell); "lesser" alone ("with lesser mana value") is not read here."""
from __future__ import annotations

import re

__all__ = ["read_equal_or_lesser", "LESSER_SAID"]

LESSER_SAID = "lesser_said"   # the instruction's option: the words said "equal or lesser" (kb.engine.render)
_SENTENCE = re.compile(r"((?:[Yy]ou may )?[Cc]ast an? (?:.+? )?spell) with equal or lesser mana value (from your hand "
                       r"without paying its mana cost)")


def read_equal_or_lesser(s: str, prev) -> str | None:
    """The sentence ``s`` with "equal or lesser mana value" written as the comparison with the target before
    (``prev``: the subject the sentence before named), or None when ``s`` is not this form or nothing targeted was
    named before."""
    m = _SENTENCE.fullmatch(s.strip())
    if m is None or prev is None or getattr(prev, "kind", None) != "target":
        return None
    return f"{m.group(1)} with mana value less than or equal to its mana value {m.group(2)}"
