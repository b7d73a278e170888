"""A requirement to attack one player: "Target creature attacks target opponent this turn if able." (Dulcet Sirens).

A rules effect on the creature chosen as it resolves (611.2c) for the rest of the turn: a requirement of the
declaration of attackers (508.1d) obeyed only when the creature attacks that player — attacking another player, or a
planeswalker, obeys nothing of it. The active player's declaration must obey as many requirements as any declaration
that obeys every restriction could (508.1d), as with goad (701.15b), which names players the same way.

Read by kb.engine.instructions (the label with the player left open, ``PENDING``, and the player subject in
``opts["attack_whom"]``), bound to the player as it resolves (:func:`bind_attack_whom`, kb.engine.actions) and counted
by kb.engine.declare (:func:`required_players`)."""
from __future__ import annotations

import re

__all__ = ["PENDING", "read_attack_whom", "bind_attack_whom", "required_players"]

PENDING = "attacks the player named this turn if able"   # before the player is bound (as it resolves)
_BOUND = re.compile(r"must attack player (.+) if able")
_WORDS = re.compile(r"(.+?) attacks? (target opponent|target player) this (turn|combat) if able")


def read_attack_whom(s: str):
    """(the creature's words, the player's words, "turn" | "combat") of the sentence ``s`` (no period), or None."""
    m = _WORDS.fullmatch(s)
    return (m.group(1), m.group(2), m.group(3)) if m else None


def bind_attack_whom(ops: list, players: list) -> list:
    """``ops`` with the pending requirement naming the player (none when the target is gone: it requires nothing)."""
    from .effects import RulesOp
    label = f"must attack player {players[0]} if able" if len(players) == 1 else None
    out = []
    for op in ops:
        if getattr(op, "label", None) == PENDING:
            if label is not None:
                out.append(RulesOp(label=label))
            continue
        out.append(op)
    return out


def required_players(labels) -> list:
    """The players a creature with these rules labels must attack if able (508.1d)."""
    return [m.group(1) for lab in labels if (m := _BOUND.fullmatch(str(lab)))]
