"""A player's teammates (102.3; 200.3a from 2005-08-01): "each of your teammates creates a token that's a copy of
this enchantment" (Imperial Mask).

"In a multiplayer game between teams, a player's teammates are the other players on their team" (102.3). The engine
plays no team variants (Two-Headed Giant, 810; the Emperor variant, 809; kb.engine.teamwords), so in its games — a
two-player game or a free-for-all — no player has a teammate: an instruction whose subject is "each of your teammates"
is followed for nobody, and says so. Under an edition whose rules define no teammates (before 2005-08-01) who they are
is "cannot decide".
"""
from __future__ import annotations

import re

__all__ = ["TEAMMATES_CONCEPT", "read_teammates", "teammates_of"]

TEAMMATES_CONCEPT = "teammates"   # kb.engine.concepts: 102.3 (200.3a in 2005-2009)

_WORDS = re.compile(r"(?:each of )?your teammates|each (?:of your )?teammates?|your teammate")


def read_teammates(low: str, subject):
    """"each of your teammates" (an instruction's subject): ``subject`` (kb.engine.instruction_types.Subject) of the
    players who are the instruction's controller's teammates; None for other words."""
    if not _WORDS.fullmatch(low.strip()):
        return None
    return subject("players", who="teammates", text=low.strip())


def teammates_of(state, rc) -> list:
    """The players who are ``rc.you``'s teammates as the instruction is followed: none, the game not being between
    teams (102.3) — logged; under rules without 102.3 noted "cannot decide" (none followed)."""
    if not state.rules_have(TEAMMATES_CONCEPT):
        state.note_unknown(f"the rules of {state.edition} don't say who a player's teammates are (the rule came with the "
                           "2005-08-01 edition): what \u201ceach of your teammates\u201d does can't be decided")
        return []
    from .text import player_cap, player_does
    state.log.add(f"{player_cap(player_does(rc.you, 'has'))} no teammates: this game isn't a multiplayer game between "
                  "teams", TEAMMATES_CONCEPT, indent=1, kind="step")
    return []
