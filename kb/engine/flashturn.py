"""A permission to cast spells as though they had flash for a stated time, made by a resolving spell or ability: "You
may cast spells this turn as though they had flash." (Alchemist's Refuge), "Until your next turn, you may cast creature
spells as though they had flash" (a planeswalker's ability).

702.8a: flash lets its controller cast the spell any time they could cast an instant; "as though it had flash" grants
that permission without the keyword. A resolved effect that changes the rules lasts for its stated duration (611.2a):
"this turn" and "until end of turn" end in the cleanup step (514.2), "until your next turn" as that turn begins
(611.2a). It is a rules effect (613.11) whose "you" is its controller (109.5) — the player it lets cast such spells —
found by the cast check as a static ability's permission is (kb.engine.stack ``_flash_permitted``,
kb.engine.parser.flash_permission reads which spells). Other durations, or two in one sentence, stay unread.
"""
from __future__ import annotations

import re

from .effects import RulesOp
from .instruction_types import Instruction
from .parser import flash_permission

__all__ = ["read_flash_for_a_time"]

_FORM = re.compile(r"(?:Until (end of turn|your next turn), )?[Yy]ou may cast ((?:.+? )?spells)( this turn)? as though they "
                   r"had flash")


def read_flash_for_a_time(s: str, raw: str) -> Instruction | None:
    """The rules effect of ``s`` (no period; ``raw`` as written): the permission's words as a static ability would say
    them, for its duration (``end_of_turn`` or ``until_your_next_turn``); None when it is not this form with exactly
    one duration, or names spells the permission reader doesn't read."""
    if "flash" not in s:
        return None
    m = _FORM.fullmatch(s)
    if m is None or bool(m.group(1)) == bool(m.group(3)):
        return None
    label = f"You may cast {m.group(2)} as though they had flash"
    if flash_permission(label) is None:
        return None
    lasts = "until_your_next_turn" if m.group(1) == "your next turn" else "end_of_turn"
    return Instruction("continuous", None, (RulesOp(label=label),), lasts, rules=True, text=raw)
