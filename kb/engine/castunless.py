""""You can't cast ~ unless an opponent lost life this turn." (Rakdos, Lord of Riots): a spell's own prohibition on
being cast (601.3: a player can't begin to cast a spell an effect prohibits), with the same meaning as "Cast ~ only if
[condition]." — read as that restriction (kb.engine.restrictions.cast_limits), checked as the cast begins."""
from __future__ import annotations

import re

__all__ = ["CANT_CAST_WORDS", "cant_cast_unless"]

_CANT = re.compile(r"You can't cast (?:~|this spell) unless (.+?)\.?")
CANT_CAST_WORDS = "you can't cast ~ this spell unless"   # its own words, for the accounting (kb.engine.render)


def cant_cast_unless(text: str) -> str | None:
    """``text`` ("You can't cast ~ unless you attacked this turn.") → the same restriction written as "Cast ~ only if
    you attacked this turn."; None when ``text`` is not this form (a condition with its own "unless" or "only" too)."""
    m = _CANT.fullmatch((text or "").strip())
    if m is None or re.search(r"\b(?:unless|only|and only)\b", m.group(1)):
        return None
    return f"Cast ~ only if {m.group(1)}."
