"""One condition: "you control three or more creatures that share a creature type" (Littjara Kinseekers).

Creatures "share a creature type" when there is one creature type every one of them has (205.3m), whatever other
types they have: an Elf Warrior, an Elf Wizard and a changeling share one (the changeling has every creature type,
702.73a), an Elf Warrior, a Goblin Wizard and a changeling don't. The count is the most objects the description
finds that have one type in common; the condition holds when that count reaches the number (an intervening "if" is
checked as the ability triggers and as it resolves, 603.4).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import AnyOf, Selector, Value, creature_types_of
from .words import NUMBER_WORDS


@dataclass(frozen=True, slots=True)
class SharingTypeMost(Value):
    """The most objects ``selector`` finds on the battlefield that have one creature type in common (205.3m); an
    object with every creature type (702.73a) has each type the others have, and shares all with another such one."""

    selector: "Selector | AnyOf"
    describe: str = ""
    dynamic = True

    def eval(self, ctx, w) -> int:
        kinds = [creature_types_of(x) for x in ctx.work.values()
                 if x.zone == "battlefield" and self.selector.match(x, ctx)]
        every = sum(1 for k in kinds if k is None)   # every creature type (changeling)
        counts: dict = {}
        for k in kinds:
            for t in k or ():
                counts[t] = counts.get(t, 0) + 1
        return max([every, *(n + every for n in counts.values())])

    @property
    def reads(self) -> frozenset:
        return self.selector.reads | frozenset(("subtypes", "types"))

    def __str__(self) -> str:
        return self.describe or f"the most {self.selector} sharing a creature type"


def read_sharing_count(p: str, pc, parse_selector):
    """"you control three or more creatures that share a creature type": ValueAtLeast over :class:`SharingTypeMost`
    of the creatures that player controls; None for any other phrase."""
    from .filters import ValueAtLeast
    m = re.fullmatch(r"you control (\w+) or more (creatures) that share a creature type", p)
    n = (NUMBER_WORDS.get(m.group(1)) if m.group(1) not in ("a", "an", "once", "twice", "thrice") else None) if m else None
    if not n:
        return None
    sel = parse_selector(f"{m.group(2)} you control", pc, default_zone=frozenset(("battlefield",)))
    return ValueAtLeast(SharingTypeMost(sel, describe=p), n, describe=p)
