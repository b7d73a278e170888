""""… onto the battlefield under your control tapped." (Demon of Dark Schemes, Geth, Tato Farmer): the same instruction
as "… onto the battlefield tapped under your control." (110.5b: a permanent enters untapped unless an effect says it
enters tapped; 110.2: under the control of the player the effect names) — the words in the other order. Only where the
sentence ends there: "under your control tapped and attacking" (508.4) is left as written."""
from __future__ import annotations

import re

__all__ = ["tapped_before_control"]

_UNDER_TAPPED = re.compile(r"\b((?:onto|to) the battlefield) (under (?:your|its owner's|their|that player's) control) "
                           r"tapped(?=\.)")


def tapped_before_control(text: str) -> str:
    """The text with "onto the battlefield under your control tapped." written "onto the battlefield tapped under your
    control." (one sentence's words reordered, nothing else)."""
    return _UNDER_TAPPED.sub(r"\1 tapped \2", text)
