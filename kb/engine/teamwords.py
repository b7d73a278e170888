""""Creatures your team controls get +1/+1 until end of turn" (Dwarven Lightsmith): "your team" is shorthand for "you
and/or your teammates"; in a game that isn't a multiplayer game between teams it means "you" (102.4). The engine
plays no team variants (Two-Headed Giant, 810; Archenemy's team, 904), so "your team" is read as "you" — under rules
that say so: before 102.4 (2018-06-08) the term is defined by no rule, and the instruction is not modelled there
(kb.engine.actions checks the concept ``your_team`` as it is followed).

The same for a condition: "At the beginning of each end step, if your team gained life this turn, …" is "you gained
life this turn" (:class:`kb.engine.gamevalues.ThisTurn` 'gained_you', :class:`TeamGained`); under an edition whose
rules don't define "your team" what it means is "cannot decide".
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .gamevalues import GameCondition, PLAYER_HISTORY_READERS, ThisTurn

__all__ = ["TEAM_CONCEPT", "team_as_you", "team_selector", "TeamGained", "parse_team_gained", "TeamTerm",
           "team_event_as_you"]

TEAM_CONCEPT = "your_team"   # kb.engine.concepts: 102.4's "your team" means "you"

_TEAM = re.compile(r"\byour team controls\b")


def team_as_you(s: str) -> str | None:
    """The sentence with "your team controls" read as "you control" (102.4); None when it has no such words."""
    if not _TEAM.search(s):
        return None
    return _TEAM.sub("you control", s)


def team_selector(phrase: str, parse):
    """"Knights your team controls", "Dragons your team controls" (a static ability's or an instruction's group):
    the group of "… you control" (``parse`` reads that phrase) as a union of one part that carries the term's concept
    (102.4) — under an edition without that rule what it matches is "cannot decide", noted (kb.engine.filters'
    ``term_defined``), never a guess. None when the phrase has no "your team controls"."""
    from .filters import AnyOf
    as_you = team_as_you(phrase)
    if as_you is None:
        return None
    return AnyOf((parse(as_you),), describe=phrase, term=TEAM_CONCEPT)


_UNDER_TEAM = re.compile(r"\bunder your team's control\b")


@dataclass(frozen=True, slots=True)
class TeamTerm(GameCondition):
    """The words "your team" in a trigger event ("Whenever another Warrior enters the battlefield under your team's
    control"): read as "you" (102.4), a condition that always holds where the rules define the term and is "cannot
    decide" under an edition whose rules don't (before 2018-06-08)."""

    describe: str = "your team"

    def game_holds(self, g, ctx) -> bool:
        return True

    def undecided(self, state, you) -> str | None:
        if not state.rules_have(TEAM_CONCEPT):
            return (f"the rules of {state.edition} don't say what \u201cyour team\u201d means (a later rule says it is "
                    "\u201cyou\u201d in a game without teams)")
        return None


def team_event_as_you(body: str) -> str | None:
    """A trigger event with "under your team's control" read as "under your control" (102.4); None without it."""
    if not _UNDER_TEAM.search(body):
        return None
    return _UNDER_TEAM.sub("under your control", body)


@dataclass(frozen=True, slots=True)
class TeamGained(ThisTurn):
    """"your team gained life this turn": in a game without teams, you (102.4)."""

    def undecided(self, state, you, src_oid=None) -> str | None:
        if not state.rules_have(TEAM_CONCEPT):
            return (f"the rules of {state.edition} don't say what \u201cyour team\u201d means (a later rule says it is "
                    "\u201cyou\u201d in a game without teams)")
        return ThisTurn.undecided(self, state, you, src_oid)


def parse_team_gained(phrase: str) -> TeamGained | None:
    """"your team gained life this turn" → a TeamGained; None for any other phrase."""
    p = phrase.strip()
    if re.fullmatch(r"your team gained life this turn", p):
        return TeamGained("gained_you", 1, describe=p)
    return None


PLAYER_HISTORY_READERS.append(parse_team_gained)   # kb.engine.gamevalues reads a player's history through it
