"""Which creature "the tapped creature" names (601.2h, 608.2h).

"Tap an untapped creature you control: ~ deals damage equal to the tapped creature's power to …" names the creature
tapped to pay the cost (601.2h; as it last existed if it has left, 608.2h). When the same ability also targets a
tapped permanent ("… to target tapped creature"), "the tapped creature" may name that target as well: the words don't
say which, and the engine doesn't choose — the words stay unread ("cannot decide", naming them) rather than read as
the cost's creature.
"""
from __future__ import annotations

import re

__all__ = ["tapped_reference_ambiguous"]

# a target described as tapped: "target tapped creature", "target tapped artifact or creature", "target creature
# that's tapped", "target attacking or tapped creature"
_TAPPED_TARGET = re.compile(r"\btargets? (?:[\w-]+,? (?:or |and(?:/or)? )?)*?tapped\b|\btargets? [^.:;]*?\bthat(?:'s| is| are) "
                            r"tapped\b", re.I)


def tapped_reference_ambiguous(pc, phrase: str) -> str | None:
    """Why ``phrase`` ("the tapped creature", "the tapped creature's power") can't be read as the creature tapped to
    pay a cost: the ability being read (``pc.ability``, or the whole text read) also targets a tapped permanent. None
    when it can."""
    text = " ".join(t for t in (getattr(pc, "ability", None), getattr(pc, "instructions", None)) if t)
    m = _TAPPED_TARGET.search(text)
    if m is None:
        return None
    return (f"\u201c{phrase}\u201d may be the creature tapped to pay its cost or its \u201c{m.group(0)}\u201d: which "
            "one it names is not decided")
