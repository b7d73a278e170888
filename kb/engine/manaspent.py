""""If {G}{W} was spent to cast this spell" (the Mythos cycle of Ikoria): two or more coloured mana symbols named as
spent — every one of them must have been among the mana that paid the spell's total cost (601.2h): a ``mana``
condition per colour, joined by "and". A colour written twice ("{G}{G}") is not read (no card says it; the words
would need their own count), nor a generic, hybrid, Phyrexian or X symbol (what spending "{2}" means is not
written): None.
One symbol alone is read by kb.engine.instructions (``Condition("mana")``)."""
from __future__ import annotations

import re
from collections import Counter

from .instruction_types import Condition

_SPENT = re.compile(r"((?:\{[wubrgc]\}){2,}) was spent to cast (?:this spell|~|it)", re.I)


def read_symbols_spent(phrase: str) -> Condition | None:
    """``phrase`` ("{G}{W} was spent to cast ~") → an "and" of ``mana`` conditions, one per colour with its count
    (``n``); None for anything else (one symbol, a non-coloured symbol, other words)."""
    m = _SPENT.fullmatch(phrase.strip())
    if m is None:
        return None
    counts = Counter(s.upper() for s in re.findall(r"\{([^}]+)\}", m.group(1)))
    if any(n > 1 for n in counts.values()):
        return None
    return Condition("and", value=tuple(Condition("mana", value=c, text=f"{{{c}}} was spent") for c in counts),
                     text=phrase.strip())
