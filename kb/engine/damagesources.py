"""How many sources of a kind dealt damage to a player this turn: "if you've been dealt damage by two or more creatures
this turn" (Inferno Trap's alternative cost, 118.9, checked as the spell is cast, 601.2b).

Each source is counted once however often it dealt damage, and each is the object it was (400.7: a card that left
and came back is a new object); whether it is "a creature" is what it was as it dealt that damage (120.3: damage
dealt to a player — the game's record of each event to a player keeps the source as it was then,
kb.engine.actions_damage). A damage event to the player whose source isn't known (a scenario's damage with no
source), or a turn begun before the scenario with earlier events unstated (GameState.history_unstated), leaves a
count that doesn't reach the number "cannot decide", never a guess.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .gamevalues import GameCondition, GameView, turn_events

__all__ = ["DamagedBySources", "parse_damaged_by_sources"]

_PHRASE = re.compile(r"you(?:'ve| have) been dealt damage by (\w+) or more (.+?) this turn")


@dataclass(frozen=True, slots=True)
class DamagedBySources(GameCondition):
    """"you" was dealt damage this turn by ``n`` or more different sources ``selector`` matched as each dealt it."""

    n: int
    selector: object
    describe: str = ""

    def _count(self, state, you, work=None) -> tuple[int, int]:
        """(the sources recorded that match, the damage events to ``you`` whose source isn't known)."""
        from .filters import Ctx
        evs, _whole = turn_events(state)
        ctx = Ctx(state.evaluate().work if work is None else work, None, you, {}, edition=state.edition,
                  game=GameView(state))
        found, unknown = set(), 0
        for e in evs:
            if e.kind != "damage" or e.recipient_player != you or e.amount <= 0:
                continue
            if e.source is None or e.source_lki is None:
                unknown += 1
            elif e.source not in found and self.selector.match(e.source_lki, ctx):
                found.add(e.source)
        return len(found), unknown

    def game_holds(self, g, ctx) -> bool:
        g.used = True
        return self._count(g.state, ctx.you, getattr(ctx, "work", None))[0] >= self.n

    def undecided(self, state, you) -> str | None:
        found, unknown = self._count(state, you)
        if found >= self.n:
            return None
        if unknown:
            return (f"\u201c{self}\u201d can't be decided: the source of damage dealt to {you} this turn is not stated "
                    "(120.3)")
        if state.history_unstated():
            return (f"the question doesn't say what happened in this turn before it began: \u201c{self}\u201d can't be "
                    "decided (it is decided from the next turn on)")
        return None


def parse_damaged_by_sources(phrase: str, pc=None, parse_selector=None) -> DamagedBySources | None:
    """"you've been dealt damage by two or more creatures this turn" → a DamagedBySources; None: not these words."""
    from .text import amount_of
    m = _PHRASE.fullmatch(phrase.strip())
    if m is None or parse_selector is None or not amount_of(m.group(1)):
        return None
    from .errors import ParseError
    from .filters import ALL_ZONES
    try:
        sel = parse_selector(m.group(2), pc, default_zone=ALL_ZONES)
    except ParseError:
        return None
    return DamagedBySources(amount_of(m.group(1)), sel, describe=phrase.strip())
