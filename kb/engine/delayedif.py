"""A delayed triggered ability created only if a condition holds as the spell resolves: "Raid — If you attacked this
turn, when you next cast an instant or sorcery spell this turn, copy that spell an additional time." (Howl of the
Horde).

The condition is checked as the instruction is followed (608.2c): true, the delayed triggered ability is created
(603.7); false, it isn't. "Copy that spell an additional time" is what this ability does when it triggers: one more
copy of the spell, beside the one the spell's first delayed ability makes (each ability copies once, 707.10) — read as
"copy that spell". Only "If …, when you next cast … this turn, …" is read here; the delayed ability itself is read by
kb.engine.instructions' reader of "When you next cast …".
"""
from __future__ import annotations

import re

__all__ = ["read_if_delayed"]

_IF_WHEN = re.compile(r"If (.+?), (when you (?:next cast|cast your next) .+? this turn, .+)")


def read_if_delayed(s: str) -> tuple[str, str, str] | None:
    """(the condition's words, the delayed ability's sentence, the sentence as written) of "If …, when you next cast …
    this turn, …"; None otherwise. "copy that spell an additional time" is written "copy that spell"."""
    m = _IF_WHEN.fullmatch(s)
    if m is None:
        return None
    inner = re.sub(r"\bcopy that spell an additional time\b", "copy that spell", m.group(2))
    return m.group(1), inner[0].upper() + inner[1:], m.group(2)
