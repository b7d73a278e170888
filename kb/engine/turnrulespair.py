"""Two rules effects for the turn in one sentence joined by ", and": "Spells you control can't be countered by blue or
black spells this turn, and creatures you control can't be the targets of blue or black spells this turn." (Autumn's
Veil).

Each clause names its own objects and its own duration ("this turn", 611.2a), so each is the instruction it would be
alone (608.2c: followed in the order written); a second clause that points back ("it", "they", "those", …) is not
split here. Both clauses must be read, or the sentence stays unread.
"""
from __future__ import annotations

import re

__all__ = ["split_turn_rules"]

_PAIR = re.compile(r"(?P<a>[A-Z][^,]*? can't [^,]+? this turn), and (?P<b>[a-z][^,]*? can't [^,]+? this turn)")
_BACK = re.compile(r"(?:it|its|they|them|their|that|those|this|the same)\b")


def split_turn_rules(s: str) -> tuple[str, str] | None:
    """The two sentences of ``s`` (without its period) "A can't … this turn, and b can't … this turn", the second
    capitalised; None for any other sentence or a second clause that points back."""
    m = _PAIR.fullmatch(s.strip())
    if not m or _BACK.match(m.group("b")):
        return None
    return m.group("a"), m.group("b")[0].upper() + m.group("b")[1:]
