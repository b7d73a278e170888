""""You gain 4 life if this is the first time this ability has resolved this turn. If it's the second time, add
{R}{G}{W}{U}. If it's the third time, ~ deals 4 damage to each opponent …": "If it's the second time" says again, in
short, the condition the sentence before spelled out — whether this is the n-th time this ability has resolved this
turn (608.2: counted as it resolves; kb.engine.instructions reads the long form). Written out in full, only after a
sentence that says "this is the first time this ability has resolved this turn"; elsewhere the short words stay
unread."""
from __future__ import annotations

import re

__all__ = ["resolution_count_said_again"]

_LONG = re.compile(r"\bif this is the (?:first|second|third|fourth|fifth) time this ability has resolved this turn\b", re.I)
_SHORT = re.compile(r"\bIf it's the (first|second|third|fourth|fifth) time,")


def resolution_count_said_again(effect: str) -> str:
    """``effect`` with each "If it's the <ordinal> time," after the long form written as the long form."""
    m = _LONG.search(effect or "")
    if not m:
        return effect
    head, tail = effect[:m.end()], effect[m.end():]
    return head + _SHORT.sub(lambda s: f"If this is the {s.group(1)} time this ability has resolved this turn,", tail)
