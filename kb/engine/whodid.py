"""Restrictions on the players who did something this turn: "Each opponent who cast a spell this turn can't attack with
creatures." and "Each opponent who attacked with a creature this turn can't cast spells." (Angelic Arbiter).

"Each opponent" is each opponent of the effect's controller (102.2, 109.5). A player "cast a spell this turn" once a
spell they cast became cast this turn (601.2i; the game's record, kb.engine.gamevalues.GameView.spells_cast_this_turn),
and "attacked with a creature this turn" once a creature was declared as an attacker by them this turn (508.1a; the
record kb.engine.combat keeps). The first is a restriction on declaring attackers (508.1c: a declaration with any
attacker is illegal for such a player; declaring none is legal), checked by kb.engine.declare; the second a prohibition
on casting (601.3) the restriction reader takes (kb.engine.restrictions: ``history``). When the turn may hold events
nobody stated (kb.engine.state.GameState.history_unstated) and nothing recorded shows the player did it, whether the
restriction applies is "cannot decide".
"""
from __future__ import annotations

import re

__all__ = ["CAST_CANT_ATTACK", "ATTACKED", "read_attacked_prefix", "player_attacked", "player_cast", "attack_barred"]

CAST_CANT_ATTACK = "Each opponent who cast a spell this turn can't attack with creatures"   # a rules sentence (613.11)
ATTACKED = "attacked"   # kb.engine.restrictions.Restriction.history: "who attacked with a creature this turn"

_ATTACKED_PREFIX = re.compile(r"Each opponent who attacked with a creature this turn (can't .+)")


def read_attacked_prefix(s: str) -> str | None:
    """"Each opponent who attacked with a creature this turn can't cast spells" → "Each opponent can't cast spells" (the
    restriction the reader then reads, limited to those players: :data:`ATTACKED`), else None."""
    if "who attacked" not in s:
        return None
    m = _ATTACKED_PREFIX.fullmatch(s)
    return None if m is None else "Each opponent " + m.group(1)


def player_attacked(state, player: str) -> bool:
    """508.1a: whether ``player`` declared a creature as an attacker this turn; with unstated history and none recorded,
    "cannot decide" is noted and False returned."""
    if state.attacked_this_turn((player,)):
        return True
    if state.history_unstated():
        state.note_unknown(f"whether {player} attacked with a creature this turn: the turn began with events nobody "
                           f"stated ({state.rule_no('attack_restrictions')})")
    return False


def player_cast(state, player: str) -> bool:
    """601.2i: whether ``player`` cast a spell this turn; with unstated history and none recorded, "cannot decide" is
    noted and False returned."""
    from .gamevalues import GameView
    if GameView(state).spells_cast_this_turn(player):
        return True
    if state.history_unstated():
        state.note_unknown(f"whether {player} cast a spell this turn: the turn began with events nobody stated "
                           f"({state.rule_no('cast_prohibited')})")
    return False


def attack_barred(state, snap, who: str) -> str | None:
    """Why ``who`` (the player declaring attackers) can't attack with creatures under :data:`CAST_CANT_ATTACK` (508.1c),
    or None."""
    for e, labels in snap.rules:
        if not any(str(lab).rstrip(".") == CAST_CANT_ATTACK for lab in labels):
            continue
        src = snap.work.get(e.source) if e.source is not None else None
        you = e.you if e.you is not None else (src.controller if src is not None else None)
        if you is None or who == you or not player_cast(state, who):
            continue
        name = src.obj.alias if src is not None else "an effect"
        return (f"{who} cast a spell this turn, and {name}'s \u201c{CAST_CANT_ATTACK}.\u201d applies "
                f"({state.rule_no('attack_restrictions')})")
    return None
