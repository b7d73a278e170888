"""A count of objects named like the one an effect modifies: "Each nontoken creature you control gets +1/+1 for each
other creature you control with the same name as that creature." (Mirror Box).

"That creature" / "it" is the object the effect modifies, counted for each such object whenever the effect applies
(611.3a; a P/T change of layer 7c, 613.4c), as "for each other creature … that shares a creature type with it" is
(filters.SharingTypeCount). Two objects have the same name when they have a name in common (201.2a: each half of a
split card names it); an object with no name (a face-down permanent, 708.2a) shares none. "Other": not that object
itself. Read by kb.engine.parser's "for each" reader.

"If you control eight or more artifacts with the same name as one another" (Mechanized Production): some name that at
least that many of the objects described have in common (201.2; each half of a split card names it, 201.2a), checked
as the condition is (608.2c, 603.4): ``SameNameAtLeast``, read by kb.engine.parser's condition reader."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Condition, CountOf, Value

__all__ = ["SameNameCount", "read_same_name_count", "SameNameAtLeast", "read_same_name_at_least"]

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


@dataclass(frozen=True, slots=True)
class SameNameAtLeast(Condition):
    """Whether at least ``n`` objects the selector matches have one name in common (201.2)."""

    selector: object
    n: int
    describe: str = ""

    def holds(self, ctx) -> bool:
        counts: dict = {}
        for x in ctx.work.values():
            if self.selector.match(x, ctx):
                for name in _names(x.name):
                    counts[name] = counts.get(name, 0) + 1
        return max(counts.values(), default=0) >= self.n

    def undecided(self, state, you) -> str | None:
        """What the objects counted can't be told for (an unlisted zone, an unread ability changing them: as a count
        of them, kb.engine.filters.CountOf), or their names (an unread ability that could change a name, 201.2)."""
        from types import SimpleNamespace
        from .filters import SELECTOR_DOUBT
        why = CountOf(self.selector, describe=self.describe).undecided(state, you)
        if why or not SELECTOR_DOUBT:
            return why
        named = SimpleNamespace(reads=self.reads, zones=getattr(self.selector, "zones", frozenset()))
        names = SELECTOR_DOUBT[0](state, state.evaluate(), named)
        return f"the names of {self.selector} can't be told: {names[0]}" if names else None

    @property
    def reads(self) -> frozenset:
        return frozenset(getattr(self.selector, "reads", frozenset())) | frozenset(("name",))

    def __str__(self) -> str:
        return self.describe


_AT_LEAST = re.compile(r"you control (\w+) or more (.+?) with the same name as one another")


def read_same_name_at_least(p: str, pc, parse_selector) -> SameNameAtLeast | None:
    """"you control eight or more artifacts with the same name as one another" → the condition; None otherwise."""
    from .words import NUMBER_WORDS
    m = _AT_LEAST.fullmatch(p)
    n = None if m is None else NUMBER_WORDS.get(m.group(1), int(m.group(1)) if m.group(1).isdigit() else None)
    if not n:
        return None
    return SameNameAtLeast(parse_selector(f"{m.group(2)} you control", pc), n, describe=p)
