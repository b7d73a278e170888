""""Other" in an ability of an Aura or Equipment that is no creature: "Enchanted creature gets +1/+1 for each other
creature you control" (Bravado), "Whenever equipped creature attacks alone, it gets +1/+1 … for each other creature you
control" (Sigil of Valor's ruling, 2015-06-22: "other than the equipped creature"), "each other creature that's
attacking one of your opponents" (Martial Impetus). The source itself is no creature, so "other creature" sets apart
the creature it is attached to (303.4, 301.5) — the creature its text names; read so only in an ability whose words
name that creature ("enchanted creature", "equipped creature" in its text), and elsewhere ("As long as ~ is attached
to a creature, other creatures you control get +1/+0") "other" sets apart the source alone. Read by
:meth:`kb.engine.filters.Selector.match` for a selector of creatures marked "other"; this module imports nothing of the
engine (the filters import it)."""
from __future__ import annotations

import re

__all__ = ["other_than_attached"]

_ATTACHING = ("Aura", "Equipment")


def other_than_attached(sel, w, src) -> bool:
    """Whether ``w`` is set apart by ``sel``'s "other" as the creature the noncreature Aura or Equipment ``src`` (its
    working object, or last known information) is attached to."""
    if "Creature" not in (getattr(sel, "types", None) or ()) or src is None:
        return False
    if "Creature" in (getattr(src, "types", None) or ()) or not set(getattr(src, "subtypes", None) or ()) & set(_ATTACHING):
        return False
    attached = getattr(src, "attached_to", None)
    return attached is not None and w.oid == attached and _names_its_creature(src)


_ITS_CREATURE = re.compile(r"\b(?:enchanted|equipped) creature\b", re.IGNORECASE)


def _names_its_creature(src) -> bool:
    """Whether the source's rules text names the creature it is attached to."""
    return any(_ITS_CREATURE.search(getattr(getattr(h, "ability", h), "text", "") or "")
               for h in getattr(src, "abilities", None) or ())
