"""Energy counters in a number the text defines: "you get an amount of {E} equal to the greatest power among creatures
you control" (107.14, 122.1).

{E} stands for one energy counter (107.14); "an amount of {E} equal to N" is N energy counters, N computed as the
instruction is followed (608.2h). The sentence is read as "you get N {E}" (kb.engine.instructions' ``player_counters``
instruction, ``symbols`` the one {E}); the number is read by the value reader the caller gives, so a number it doesn't
read leaves the sentence unread. Paying "an amount of {E} equal to …" is not read here.
"""
from __future__ import annotations

import re

from .instruction_types import YOU, Instruction

__all__ = ["read_energy_amount"]

_GETS = re.compile(r"(?:(.+?) )?[Gg]ets? an amount of (\{E\}) equal to (.+?)\.?")


def read_energy_amount(s: str, raw: str, subject, value):
    """The instruction of ``s`` "[player] get(s) an amount of {E} equal to N": ``subject(words)`` reads the player,
    ``value(words)`` the number (each raises ParseError for words it doesn't read); None for any other sentence."""
    m = _GETS.fullmatch(s)
    if not m:
        return None
    who = subject(m.group(1)) if m.group(1) else YOU
    return Instruction("player_counters", who, amount=value(m.group(3)),
                       opts={"kind": "energy", "symbols": m.group(2), "amount_of": True}, text=raw)
