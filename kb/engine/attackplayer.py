"""A requirement to attack one player, and the opponent chosen at random it names: "At the beginning of combat on your
turn, choose an opponent at random. ~ attacks that player this combat if able." (Raving Dead, Ruhan of the Fomori,
Knight Rampager); "Target creature attacks target opponent this turn if able." (Dulcet Sirens).

- "Choose an opponent at random." (608.2c): one opponent of the ability's controller, selected as the instruction is
  followed. The selection is no player's choice: with one opponent still in the game (800.4a) it is that player; with
  more, the result is the scenario's to state (``choose: {opponent: NAME}``, the key "an opponent" takes,
  kb.engine.anopponent) — never guessed: what it could change is "cannot decide". "That player" afterwards is that
  opponent (608.2c).
- "[Creatures] attack(s) that player / target opponent this turn / this combat if able" (508.1d): a requirement on the
  objects the instruction names as it resolves (611.2c), for the turn or this combat (500.5a), to attack that one
  player. The player is bound as the instruction resolves: the rules label ``attacks player NAME if able``, read by
  kb.engine.declare — an attack on that player obeys it; an attack on a planeswalker or battle, or on another player,
  does not; a creature that can't attack that player isn't required to (508.1d: the most requirements obeyed without
  disobeying a restriction).

Only these forms are read: "that player" must follow the opponent chosen at random (any other antecedent is left to
the other readers), and a choice with a condition ("an opponent at random that ~ didn't attack during your last
combat") stays unread.
"""
from __future__ import annotations

import re

__all__ = ["ATTACKS_PLAYER", "CHOOSE_RANDOM_OPPONENT", "RANDOM_OPPONENT_TEXT", "is_random_opponent",
           "read_attack_player", "bind_attack_player", "required_players", "choose_random_opponent"]

ATTACKS_PLAYER = "attacks that player if able"   # the label as read (the player bound as it resolves)
CHOOSE_RANDOM_OPPONENT = "choose_random_opponent"   # the Instruction kind
RANDOM_OPPONENT_TEXT = "an opponent at random"
_BOUND = re.compile(r"attacks player (.+) if able")
_CHOOSE = re.compile(r"[Cc]hoose an opponent at random")
_ATTACK = re.compile(r"(?P<who>.+?) attacks? (?P<whom>that player|target opponent|target player) this "
                     r"(?P<when>turn|combat) if able")


def is_random_opponent(s: str) -> bool:
    """Whether ``s`` (a sentence without its period) is "Choose an opponent at random"."""
    return _CHOOSE.fullmatch(s.strip()) is not None


def read_attack_player(s: str, prev) -> tuple[str, str, str] | None:
    """``s`` → (the attackers' words, the player's words, "turn" | "combat"), or None. "that player" only right after
    the opponent chosen at random (``prev``: that subject)."""
    m = _ATTACK.fullmatch(s.strip())
    if m is None:
        return None
    if m.group("whom") == "that player" and not (getattr(prev, "kind", None) == "players" and
                                                 getattr(prev, "text", None) == RANDOM_OPPONENT_TEXT):
        return None
    return m.group("who"), m.group("whom"), m.group("when")


def bind_attack_player(ops, players: list) -> list:
    """``ops`` with the requirement made to name the one player (``#none`` when none is known or left: nothing is then
    required of any attack)."""
    from .effects import RulesOp
    who = players[0] if len(players) == 1 else "#none"
    return [RulesOp(label=f"attacks player {who} if able") if getattr(op, "label", None) == ATTACKS_PLAYER else op
            for op in ops]


def required_players(labels) -> list:
    """The players the requirements in ``labels`` say the creature attacks if able (a bound label each)."""
    return [m.group(1) for lab in labels if (m := _BOUND.fullmatch(str(lab))) and m.group(1) != "#none"]


def choose_random_opponent(state, ins, rc, item) -> None:
    """Follow "Choose an opponent at random." (608.2c): the opponent (kb.engine.anopponent: the one opponent, or the
    result stated), said in the trace; "that player" afterwards reads the same subject, so the same result."""
    picked = [r[1] for r in state.subjects(ins.subject, rc, ins) if r[0] == "player"]
    if picked:
        state.log.add(f"\u201c{ins.text}\u201d: {picked[0]} is chosen", indent=1, kind="step")
