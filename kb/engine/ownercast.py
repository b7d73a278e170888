"""The owner of a linked ability's exiled card casts it: "When ~ leaves the battlefield, the exiled card's owner may cast
that card without paying its mana cost." (Spell Queller).

"The exiled card" is the card the source's linked ability exiled (607.2a: "exile target spell …" and this ability are
linked), found in exile as the ability resolves. Its owner — not the ability's controller — may cast it then (608.2g:
a player told to cast a card during the resolution of an effect casts it then, timing permissions ignored), without
paying its mana cost (118.9); the owner controls the spell (110.2) and chooses for it (its targets, 601.2c). Declined,
the card stays in exile, and nothing lets it be cast from there later (601.3). Read by kb.engine.instructions as the
``cast_free`` instruction with ``caster: owner``; carried out by kb.engine.actions (``_cast_free``).
"""
from __future__ import annotations

import re

__all__ = ["OWNER", "read_owner_cast"]

OWNER = "owner"   # the cast_free instruction's ``caster``: the card's owner casts it
_WORDS = re.compile(r"[Tt]he exiled card's owner may cast (?:that card|it) without paying its mana cost")


def read_owner_cast(s: str) -> bool:
    """Whether the sentence ``s`` (without its period) is the owner's cast, word for word."""
    return _WORDS.fullmatch(s) is not None
