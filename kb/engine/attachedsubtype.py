""""Enchanted Mountain", "enchanted Forest", "enchanted Wall": the permanent an Aura is attached to, named by one
subtype (303.4: an Aura's "enchanted [object]" is the object it enchants; the Aura's enchant ability, "Enchant
Mountain", restricts what it can be attached to, 303.4a, 702.5a). The phrase is read as the enchanted object that has
that subtype (205.3): an object that stops having it makes the Aura illegally attached, and the Aura is put into its
owner's graveyard as a state-based action (704.5m) — until then the phrase doesn't describe it.

Only a single subtype the rules list (kb.engine.subtypes) is read; a supertype or a second quality before it
("enchanted snow Forest", "enchanted basic Mountain") is not.
"""
from __future__ import annotations

import re

from .subtypes import ALL_SUBTYPES

__all__ = ["read_attached_subtype"]

_PHRASE = re.compile(r"([Ee]nchanted|[Ee]quipped|[Ff]ortified) ([A-Z][\w'-]*)")


def read_attached_subtype(p: str) -> tuple | None:
    """(relation, subtype) for "enchanted Mountain" and the like, or None."""
    m = _PHRASE.fullmatch(p.strip())
    if not m or m.group(2) not in ALL_SUBTYPES:
        return None
    return ("equipped" if m.group(1).lower() == "equipped" else "enchanted"), m.group(2)
