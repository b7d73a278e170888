""""Another target creature you control … gets +X/+X until end of turn, where X is that creature's power": when the
subject of a continuous effect names one creature (a target, or the enchanted or equipped creature), "that creature's"
in the definition of X names that same object, as "its" does (608.2h: the value is read once, as the effect begins;
107.3a: X defined by the text). A subject naming several objects ("creatures you control … that creature's power") is
left as it was (each object's own or one object's: not read here)."""
from __future__ import annotations

import re

__all__ = ["its_for_that_creature"]

_ONE = r"(?:(?:another )?target creature(?: you control| an opponent controls)?|enchanted creature|equipped creature)"
_FORM = re.compile(rf"({_ONE} [^,]*?),? where X is that creature's (power|toughness)", re.I)


def its_for_that_creature(s: str) -> str:
    """``s`` with "where X is that creature's power/toughness" read as "… its power/toughness" when the sentence's subject
    is one creature; ``s`` unchanged otherwise."""
    m = _FORM.fullmatch(s)
    if not m:
        return s
    return f"{m.group(1)}, where X is its {m.group(2)}"
