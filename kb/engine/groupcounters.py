"""The counters on a group of objects: "the number of +1/+1 counters on creatures you control", "for each +1/+1 counter
on creatures you control", "the number of counters on permanents you control" (every kind): the sum, over the objects
the description finds now, of the counters of that kind on each (122.1, 107.2).

Which objects are "creatures you control" is read from their characteristics as the value is used (in a
characteristic-defining ability, layer 7a, 613.4a: the types as the earlier layers left them), the counters from the
objects themselves (a counter is no characteristic, 122.1). Only a description with no pointer ("~", "it") is read
here: the counters on one object are kb.engine.gamevalues.SourceCounters.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import CountOf
from .gamevalues import TURN_VALUE_READERS, counters_of

__all__ = ["CountersAmong", "read_group_counters"]


@dataclass(frozen=True, slots=True)
class CountersAmong(CountOf):
    """The counters of ``kind`` ("" every kind) on the objects ``selector`` finds (122.1)."""

    kind: str = "+1/+1"

    def eval(self, ctx, w) -> int:
        return sum(counters_of(x, self.kind) for x in ctx.work.values() if self.selector.match(x, ctx))

    def __str__(self) -> str:
        return self.describe or f"the number of {self.kind + ' ' if self.kind else ''}counters on {self.selector}"


_PHRASE = re.compile(r"(?:the number of )?(?:([+-]\d+/[+-]\d+|[a-z]+) )?counters? on (.+)")
_POINTERS = re.compile(r"(?:~|it|them|that \w+|those \w+|each of them|target .+|enchanted .+|equipped .+)")


def read_group_counters(phrase: str, pc, parse_selector):
    """"the number of +1/+1 counters on creatures you control" / "+1/+1 counter on creatures you control" (after
    "for each") → the count, or None. Only plural descriptions of a group ("creatures you control", "permanents")."""
    m = _PHRASE.fullmatch(phrase.strip())
    if not m or _POINTERS.fullmatch(m.group(2)):
        return None
    group = m.group(2)
    if not re.match(r"(?:other )?[\w/+-]*?[a-z]+s\b", group):   # a plural noun: a group, not "a creature"
        return None
    try:
        sel = parse_selector(group, pc)
    except Exception:   # not a description the selectors read
        return None
    if sel is None or getattr(sel, "relation", None) is not None:
        return None
    return CountersAmong(sel, describe=phrase.strip(), kind=m.group(1) or "")


TURN_VALUE_READERS.append(read_group_counters)   # kb.engine.gamevalues reads game counts through it (its reader list)
