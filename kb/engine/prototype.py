"""Prototype (702.160, 718; since 2022-11-18): a card's second set of mana cost, power and toughness.

"Prototype {1}{B} — 1/1" (702.160a) is a static ability that works as the card is cast: its caster may cast it
prototyped (718.3, the cast step's ``prototype: true``). A prototyped spell and the permanent it becomes have only
the alternative mana cost, power and toughness, and the colour of that mana cost (718.3b); a copy of either has them
too (718.3c-d). In every other zone, and cast normally, the card has only its normal characteristics (718.4); what
else it has stays the same (718.5). The object's ``prototyped`` mark (kb.engine.objects) says which set it has.
"""
from __future__ import annotations

import re

__all__ = ["PROTOTYPE", "prototype_values"]

# the keyword as the card-text reader keeps it ("prototype {1}{b} — 1/1"; 702.160a): a mana cost, then power/toughness
PROTOTYPE = re.compile(r"prototype ((?:\{[^}]+\})+) ?[-\u2014] ?(\d+)/(\d+)", re.I)


def prototype_values(abilities) -> tuple[str, str, str] | None:
    """The alternative mana cost, power and toughness of a card with prototype ("{1}{B}", "1", "1"), read from its
    keyword (702.160a, 718.2); None for a card without one, or with more than one (which set applies is not said)."""
    found = [m for a in abilities if getattr(a, "kind", "") == "keyword"
             and (m := PROTOTYPE.fullmatch((a.name or "").strip())) is not None]
    if len(found) != 1:
        return None
    m = found[0]
    return m.group(1).upper(), m.group(2), m.group(3)
