"""One player's greatest value: "where X is the greatest power among creatures they control" (the target player of
"Target player gains X life, …"), "the highest mana value among permanents target opponent controls", "the greatest
toughness among creature cards in their graveyard" (208.1, 202.3): the largest value of one characteristic among the
objects of a description that the one player the instruction names controls (or owns in that zone), as they are when
the instruction is applied (608.2h); 0 when they have none, or when that player is gone (107.2).

The player is found as a count of that player's objects is (kb.engine.instructions' one-player count: a target
player, "they" / "that player" after a subject naming one player); this module reads only the words before "among"."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .instruction_types import OnePlayersCount

_GREATEST = re.compile(r"the (?:greatest|highest) (power|toughness|mana value) among (.+)")

_READS = {"power": frozenset(("pt",)), "toughness": frozenset(("pt",)), "mana_value": frozenset(("mana_cost",))}


@dataclass(frozen=True, slots=True)
class OnePlayersGreatest(OnePlayersCount):
    """The greatest power / toughness / mana value among one player's objects described (208.1, 202.3, 608.2h)."""

    attr: str = "power"   # 'power' | 'toughness' | 'mana_value'

    def eval(self, ctx, w) -> int:
        those = self.objects(ctx)
        if not those:
            return 0   # none: no number can be determined (107.2)
        if self.attr == "mana_value":
            return max(x.mana_value for x in those)
        return max((getattr(x, self.attr, None) or 0) for x in those)   # a noncreature has none: 0 (107.2)

    @property
    def reads(self) -> frozenset:
        return frozenset(getattr(self.selector, "reads", frozenset())) | _READS[self.attr]

    def __str__(self) -> str:
        where = f"{self.of.text} controls" if self.zone == "battlefield" else f"in {self.of.text}'s {self.zone}"
        return f"the greatest {self.attr.replace('_', ' ')} among {self.selector} {where}"


def read_player_greatest(phrase: str, count) -> OnePlayersGreatest | None:
    """``phrase`` "the greatest power among creatures they control" → that player's greatest value; ``count`` reads
    the words after "among" as one player's objects (a one-player count, or None when they are not). None: not
    this phrase."""
    m = _GREATEST.fullmatch(phrase.strip())
    if m is None:
        return None
    one = count(m.group(2))
    if one is None or one.kind:
        return None
    return OnePlayersGreatest(one.selector, one.of, one.zone, attr=m.group(1).replace(" ", "_"))
