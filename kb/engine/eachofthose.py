""""Each of those creatures deals damage equal to its power to ~." after an instruction on several targets
(Polukranos, World Eater; Ravenous Gigantotherium): each of the targets deals its own damage (120.3), all at once.

"Those creatures" are the targets the sentence before named (608.2c: the instructions are followed in order, so the
source has already dealt its divided damage, and no state-based action is checked meanwhile, 704.3 — a target dealt
lethal damage still deals its own). A target illegal as the ability resolves neither is dealt damage nor deals any
(608.2b). "Its power" is each source's own, counted as the instruction is followed (608.2h); the damage is one event
from several sources, as for "Each creature you control deals damage equal to its power to …"
(kb.engine.eachsource, whose damage action this reuses). Read only after a target word that names several objects
(more than one slot, or a variable number: "any number of target creatures", "up to X target creatures"); any
other amount ("twice its power") is not read here."""
from __future__ import annotations

import re

__all__ = ["read_each_of_those", "several_targets"]

_FORM = re.compile(r"Each of (?:those creatures|them) deals damage equal to its power to (?P<to>.+)")


def read_each_of_those(s: str) -> str | None:
    """The recipient's words of "Each of those creatures deals damage equal to its power to <recipient>" (``s``
    without its period), or None."""
    m = _FORM.fullmatch(s)
    return m.group("to") if m else None


def several_targets(prev, slots: list) -> bool:
    """Whether the subject ``prev`` is a target word naming several objects (``slots``: the ability's target slots)."""
    if prev is None or prev.kind != "target" or not prev.slots:
        return False
    return len(prev.slots) > 1 or any(i < len(slots) and getattr(slots[i], "variable", None) for i in prev.slots)
