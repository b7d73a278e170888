"""A count of objects named like the one an effect modifies: "Each nontoken creature you control gets +1/+1 for each
other creature you control with the same name as that creature." (Mirror Box).

"That creature" / "it" is the object the effect modifies, counted for each such object whenever the effect applies
(611.3a; a P/T change of layer 7c, 613.4c), as "for each other creature … that shares a creature type with it" is
(filters.SharingTypeCount). Two objects have the same name when they have a name in common (201.2a: each half of a
split card names it); an object with no name (a face-down permanent, 708.2a) shares none. "Other": not that object
itself. Read by kb.engine.parser's "for each" reader."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Value

__all__ = ["SameNameCount", "read_same_name_count"]

_FORM = re.compile(r"(other )?(.+?) with the same name as (?:that creature|that permanent|it)")


def _names(name) -> set:
    return {n for n in (name or "").split(" // ") if n}


@dataclass(frozen=True, slots=True)
class SameNameCount(Value):
    """The objects a description matches that have a name in common with the object the effect modifies (``w``)."""

    selector: object
    other: bool = True
    describe: str = ""
    dynamic = True

    def eval(self, ctx, w) -> int:
        mine = _names(getattr(w, "name", None)) if w is not None else set()
        if not mine:
            return 0
        return sum(1 for x in ctx.work.values()
                   if (not self.other or x.oid != w.oid) and self.selector.match(x, ctx) and mine & _names(x.name))

    @property
    def reads(self) -> frozenset:
        return frozenset(getattr(self.selector, "reads", frozenset())) | frozenset(("name",))

    def __str__(self) -> str:
        return self.describe or f"the number of {self.selector} with the same name as it"


def read_same_name_count(each: str, pc, parse_selector) -> SameNameCount | None:
    """``each`` (the words after "for each") "other creature you control with the same name as that creature" → the
    count; None when not this form."""
    m = _FORM.fullmatch(each.strip())
    if m is None:
        return None
    return SameNameCount(parse_selector(m.group(2), pc), other=bool(m.group(1)), describe=f"each {each}")
