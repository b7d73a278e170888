"""The words "It becomes day." / "It becomes night." (731.1: other effects can make it day or night) read as a
``day_night`` instruction, which :func:`kb.engine.daynight.effect_makes` carries out. Kept apart from
:mod:`kb.engine.daynight` (the game's designation, below the resolution) so that the grammar that calls this reader
never reaches up into it."""
from __future__ import annotations

import re

from .instruction_types import Instruction

__all__ = ["read_becomes"]

_BECOMES = re.compile(r"[Ii]t becomes (day|night)")


def read_becomes(s: str, raw: str):
    """"It becomes day." / "It becomes night." (731.1: the game gains that designation): a ``day_night``
    instruction, or None for other words."""
    m = _BECOMES.fullmatch(s)
    if m is None:
        return None
    return Instruction("day_night", None, opts={"to": m.group(1)}, text=raw)
