"""Controlling another player (723; Mindslaver, Sorin Markov, Worst Fears): "You control target player during that
player's next turn."

Read: the instruction ``control_player`` (its subject the player, the effect's controller the one who controls them).
Applied: the effect waits for the next turn the affected player actually takes (723.1, 723.1b: a skipped turn is not
taken); during that whole turn its controller makes all of that player's choices and decisions (723.5), and the
effect ends as the next turn begins (723.1). Of several such effects on one player the last created works (723.1a).
Only control of the player changes: their objects stay controlled by them and they stay the active player (723.3),
so no other answer of the engine changes; a player's ``controlled_by`` says who decides for them.

Under an edition without these rules (before 2014-05-01 they were worded as "Controlling Another Player's Turn" and
are not read here) the instruction is "cannot decide".
"""
from __future__ import annotations

import re

__all__ = ["read_player_control", "read_extra_turn_after", "start_control", "turn_begins", "turn_ends", "controlled_by"]

# "you" may be gone already: the imperative "gain control of …" is the controller's (608.2c, kb.engine.instructions)
_SENTENCE = re.compile(r"(?:[Yy]ou (?:gain control of|control)|[Gg]ain control of) (target player|target opponent) during "
                       r"that player's next turn")
_AFTER = re.compile(r"After that turn, that player takes an extra turn")


def read_player_control(s: str):
    """The target phrase of "You control target player during that player's next turn" ("you gain control of target
    opponent during …", Emrakul, the Promised End: the same effect, 723.1), or None."""
    m = _SENTENCE.fullmatch(s)
    return m.group(1) if m else None


def read_extra_turn_after(s: str, done: list) -> bool:
    """Whether ``s`` is "After that turn, that player takes an extra turn." right after the instruction controlling a
    player during their next turn (``done[-1]``): "that turn" is that player's next turn, the one they actually take
    (723.1b), and the extra turn comes directly after it (500.7). The instruction then carries
    ``opts["extra_turn_after"]``; any other sentence before it leaves the words unread."""
    if not _AFTER.fullmatch(s) or not done or done[-1].kind != "control_player":
        return False
    done[-1].opts["extra_turn_after"] = True
    return True


def start_control(state, players, controller: str, extra_turn_after: bool = False) -> None:
    """The effect is created as the spell or ability resolves (723.1): it waits for each player's next turn.
    ``extra_turn_after``: after that turn the player takes an extra turn (500.7) — one for each effect, even one whose
    control is overwritten by a later effect (723.1a changes only who controls the player), and none when the player
    left the game during that turn (800.4a)."""
    if extra_turn_after:
        waiting = state.__dict__.setdefault("extra_turn_after_next", [])
        waiting.extend(players)
        for p in players:
            state.log.add(f"{p} will take an extra turn after their next turn", "extra_turn", indent=1, kind="step")
    if not state.rules_have("control_player"):
        why = (f"the rules of {state.edition} have no rule on controlling another player during their next turn that "
               "the engine reads (723.1 from 2014-05-01)")
        state.note_unknown(why)
        state.__dict__.setdefault("player_control_unread", {}).update({p: why for p in players})
        return
    pending = state.__dict__.setdefault("player_control_pending", {})
    for p in players:
        if p in pending:   # 723.1a: the last one created is the one that works
            state.log.add(f"{pending[p]}'s control of {p} during {p}'s next turn is overwritten: the last effect "
                          "created works", "control_player_overwrite", indent=1, kind="step")
        pending[p] = controller
        state.log.add(f"{controller} will control {p} during {p}'s next turn", "control_player", indent=1, kind="step")


def turn_begins(state, active: str) -> None:
    """As a turn begins: the control of the previous turn ends (723.1); the effect waiting for ``active``'s turn
    starts (723.1b: the turn actually taken)."""
    current = state.__dict__.pop("player_control_now", None)
    if current is not None:
        state.log.add(f"{current[1]}'s control of {current[0]} ends as the next turn begins", "control_player",
                      indent=1, kind="step")
    waiting = state.__dict__.get("extra_turn_after_next") or []
    if active in waiting:   # "that turn" is this one, the next turn the player actually takes (723.1b)
        state.__dict__["extra_turn_after_next"] = [p for p in waiting if p != active]
        state.__dict__["extra_turn_after_this"] = [p for p in waiting if p == active]
    pending = state.__dict__.get("player_control_pending") or {}
    if active in pending:
        who = pending.pop(active)
        state.__dict__["player_control_now"] = (active, who)
        state.log.add(f"{who} controls {active} during this turn and makes all of {active}'s decisions; {active}'s "
                      "objects are still controlled by their controllers", "control_player_decisions", indent=1,
                      kind="step")


def turn_ends(state) -> None:
    """As a turn ends, before the next turn is chosen: the extra turns to be taken after it ("After that turn, that
    player takes an extra turn."), each directly after this one (500.7); none for a player who left the game (800.4a)."""
    for p in state.__dict__.pop("extra_turn_after_this", None) or ():
        if state.player(p).in_game:
            state.add_extra_turn(p)


def controlled_by(state, player: str) -> tuple[str, str | None]:
    """Who makes ``player``'s choices and decisions now (723.5): their controller during a controlled turn, else
    themselves; and why that is not decided (an effect on them read under rules the engine doesn't read), or None."""
    current = state.__dict__.get("player_control_now")
    why = (state.__dict__.get("player_control_unread") or {}).get(player)
    return (current[1] if current is not None and current[0] == player else player), why
