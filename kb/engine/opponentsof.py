"""'each of that player's opponents' (Standstill): the opponents of one player named before — the trigger event's
player ("When a player casts a spell, … each of that player's opponents draws three cards", 603.2) — as the
instruction is applied (608.2c). "Each player other than its controller" (Fractured Identity: "Exile target nonland
permanent. Each player other than its controller creates a token that's a copy of it.") is the same players here: the
controller of the object named before, as it last existed (608.2h), and every player but that one. A player's opponents are the players who aren't them (102.2; no teams here, 102.3:
the engine plays no team variants); those who have left the game are not among them (800.4a).

Only one player named: when "that player" names none or several, nothing is guessed and the instruction is reported
as not modelled.
"""
from __future__ import annotations

import re

__all__ = ["OPPONENTS_OF", "read_opponents_of", "opponents_of"]

OPPONENTS_OF = "opponents_of"   # Subject.who for "each of that player's opponents"

_PHRASE = re.compile(r"each of (that player|that opponent)'s opponents|each player other than (its controller|its owner)")


def read_opponents_of(low: str, pc, tg, prev, subject_of):
    """"each of that player's opponents" / "each player other than its controller | its owner" → a ``players`` subject
    of who ``opponents_of``, ``of`` the player named (read by ``subject_of``); None for any other phrase."""
    from .instruction_types import Subject
    m = _PHRASE.fullmatch(low)
    if not m:
        return None
    return Subject("players", who=OPPONENTS_OF, of=subject_of(m.group(1) or m.group(2), pc, tg, prev), text=low)


def opponents_of(game, subj, rc, ins) -> list:
    """The players (as ``("player", name)`` refs, in APNAP order) who are opponents of the one player ``subj.of``
    names (102.2), still in the game; several or none named: not modelled, nobody."""
    named = [r[1] for r in game.subjects(subj.of, rc, ins) if r[0] == "player"]
    if len(set(named)) != 1:
        game.note_unmodelled(ins if ins is not None else subj.text, rc.item.name if rc.item is not None else "it",
                             "\u201ceach of that player's opponents\u201d names "
                             f"{'no' if not named else 'more than one'} player")
        return []
    foes = set(game.opponents(named[0]))
    return [("player", p) for p in game.apnap() if p in foes]
