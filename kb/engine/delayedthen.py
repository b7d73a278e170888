"""A delayed instruction followed by ", then …": "exile it at end of combat, then return it to the battlefield
transformed under your control" (603.7, 511.2).

The moment named after the first instruction ("at end of combat", "at the beginning of the next end step") is when a
delayed triggered ability created as the ability resolves triggers (603.7); the instruction joined by ", then" follows
the first one (608.2c) and so is part of the same delayed ability: both happen at that moment, in that order. Only a
", then" part that names no moment of its own is read ("… at end of combat, then return it … at the beginning of the
next end step" stays unread).

"It" in the first instruction, in an ability that triggers on an event of its own source ("When ~ attacks, exile it at
end of combat, then …") with nothing named before it, is the source (603.2): it is read as ~, so that "then return it"
finds the card the source became in exile (400.7, 610.3).
"""
from __future__ import annotations

import re

__all__ = ["split_then", "names_two_moments", "source_it"]

_MOMENT = re.compile(r"\bat (?:the beginning of|end of|the end of)\b|\buntil\b|\bwhen(?:ever)?\b", re.I)


def split_then(s: str, moments: str) -> tuple[str, str, str] | None:
    """(the first instruction, the moment, ", then …" joined part) of ``s`` "X at MOMENT, then Y", ``moments`` the
    regex alternatives of the moments read; None when ``s`` is not that form or Y names a moment of its own."""
    m = re.fullmatch(rf"(.+?) at ({moments}), (then .+)", s)
    if not m or _MOMENT.search(m.group(3)):
        return None
    return m.group(1), m.group(2), m.group(3)


def names_two_moments(first: str, moments: str) -> bool:
    """Whether the instruction part ``first`` of "FIRST at MOMENT" names a moment of its own before a ", then" ("exile
    it at end of combat, then return it … at the beginning of the next end step"): which instruction happens when is
    not read."""
    return re.search(rf"\bat (?:{moments}), then\b", first) is not None


def source_it(first: str, prev, ability: str | None) -> str:
    """``first`` with its object "it" read as ~ when "it" can only be the source: nothing named before it (``prev``
    None) in an ability "When ~ …" / "Whenever ~ …"; ``first`` unchanged otherwise."""
    if prev is not None or not re.match(r"(?:When|Whenever) ~ ", ability or ""):
        return first
    return re.sub(r"^(\w+) it$", r"\1 ~", first)
