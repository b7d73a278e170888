""""Up to one" of an object chosen as the instruction resolves, not targeted: "return up to one creature card with mana
value 3 or less from your graveyard to the battlefield" (608.2d).

The player chooses none or one such card as the ability resolves (608.2d) — the same choice as "you may return a
creature card …": the instruction is optional and, done, acts on one chosen card of that description. "Up to one
target …" is a target (115.1, read with the targets) and is left to that reader.
"""
from __future__ import annotations

import re

__all__ = ["read_up_to_one"]

_UP_TO_ONE = re.compile(r"up to one (?!(?:other |another )?target\b)(?=\S)")


def read_up_to_one(what: str) -> tuple[str, bool]:
    """(``what`` with "up to one X" read as "a X", whether it said "up to one") — ``what`` unchanged, False, when it
    doesn't begin so or the object is a target."""
    m = _UP_TO_ONE.match(what)
    if not m:
        return what, False
    rest = what[m.end():]
    return ("an " if rest[:1].lower() in "aeiou" else "a ") + rest, True
