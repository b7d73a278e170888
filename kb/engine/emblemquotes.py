"""An emblem whose ability grants an ability in quotes of its own: "You get an emblem with "Islands you control have
'{T}: Draw a card.'"" (Mu Yanling, Sky Dancer), "… "Mountains you control have '{T}: This land deals 1 damage to any
target.'"" (Koth of the Hammer).

114.2: the emblem has the abilities in the outer quotes; the inner single quotes are the same quotation marks one
level down (the ability its static ability grants, 613.1f), written as double quotes once the outer ones are taken off.
"This land" / "this creature" in the granted ability is the permanent that has it (113.7: the source of an ability
is the object that has it), so "~" there (the words as normalized) never names the card that made the emblem; "~"
anywhere else in the emblem's words still does and is not read (kb.engine.instructions).
"""
from __future__ import annotations

import re

__all__ = ["outside_granted", "granted_in_double_quotes"]

# "… have '<ability>'" / "… has '<ability>'" closing the emblem's ability: the granted ability, single-quoted
# ("… have haste and '<ability>'": keywords first, then the quoted ability, each granted, 613.1f)
_GRANT = re.compile(r"(.+? (?:have|has)(?: [a-z ,]+? and)?) '([^']*(?:'[a-z][^']*)*)'\.?")


def outside_granted(ability: str) -> str:
    """``ability``: one ability of the emblem. Its words without the ability it grants in single quotes."""
    m = _GRANT.fullmatch(ability.strip())
    return m.group(1) if m else ability


def granted_in_double_quotes(ability: str) -> str:
    """``ability``: one ability of the emblem. The same with the ability it grants in double quotes, as a permanent's
    static ability writes it ("Islands you control have "{T}: Draw a card.""); unchanged when it grants none."""
    m = _GRANT.fullmatch(ability.strip())
    return f'{m.group(1)} "{m.group(2)}"' if m else ability
