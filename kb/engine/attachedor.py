""""Whenever an enchanted creature or enchantment creature you control attacks" (Kestia, the Cultivator): two
descriptions joined by "or" that share "you control" (the card's ruling: "you control" applies to both) — a creature
you control with an Aura attached to it (303.4; any player's Aura, "enchanted" as a quality, kb.engine.parser), or an
enchantment creature you control (205.2a). One object that is both is one object: it triggers once (603.2).
"""
from __future__ import annotations

import re

__all__ = ["attached_or_typed"]

_SHAPE = re.compile(r"(?:an? )?(enchanted|equipped) creature or (?:an? )?((?:[a-z]+ )+?creature) "
                    r"(you control|an opponent controls|your opponents control)")


def attached_or_typed(phrase: str, parse):
    """``phrase`` as "enchanted creature or enchantment creature you control" → the union of the two descriptions
    (``parse`` reads each, kb.engine.parser.parse_selector), or None."""
    m = _SHAPE.fullmatch(phrase.strip())
    if not m or m.group(2).startswith(("enchanted ", "equipped ")):
        return None
    from .filters import AnyOf
    first, second = parse(f"{m.group(1)} creature {m.group(3)}"), parse(f"{m.group(2)} {m.group(3)}")
    parts = tuple(p for s in (first, second) for p in (s.parts if isinstance(s, AnyOf) else (s,)))
    return AnyOf(parts, describe=phrase)
