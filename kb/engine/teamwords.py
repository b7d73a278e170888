""""Creatures your team controls get +1/+1 until end of turn" (Dwarven Lightsmith): "your team" is shorthand for "you
and/or your teammates"; in a game that isn't a multiplayer game between teams it means "you" (102.4). The engine
plays no team variants (Two-Headed Giant, 810; Archenemy's team, 904), so "your team" is read as "you" — under rules
that say so: before 102.4 (2018-06-08) the term is defined by no rule, and the instruction is not modelled there
(kb.engine.actions checks the concept ``your_team`` as it is followed).
"""
from __future__ import annotations

import re

__all__ = ["TEAM_CONCEPT", "team_as_you"]

TEAM_CONCEPT = "your_team"   # kb.engine.concepts: 102.4's "your team" means "you"

_TEAM = re.compile(r"\byour team controls\b")


def team_as_you(s: str) -> str | None:
    """The sentence with "your team controls" read as "you control" (102.4); None when it has no such words."""
    if not _TEAM.search(s):
        return None
    return _TEAM.sub("you control", s)
