"""A permanent another player picks among their own for an action of the resolving ability: "At the beginning of each
player's upkeep, that player returns a creature they control to its owner's hand", "… that player untaps a land they
control" (608.2d: the player the words name makes the choice as it resolves; 109.5, "they control": among the
permanents that player controls); "Each opponent returns a nonland permanent they control with the highest mana value
among permanents they control to its owner's hand" (each of them picks among their own, 608.2d; the comparison with
their own permanents is kb.engine.theirgreatest's).

The sentence is read as the same action done by its controller ("Return a creature to its owner's hand", "Untap a
land", kb.engine.instructions), with the player who picks as the instruction's ``source`` and ``they_control`` set:
kb.engine.actions chooses among that player's permanents (the choice stated with ``choose:``, per player; unstated
among several, "cannot decide")."""
from __future__ import annotations

import re

__all__ = ["read_player_pick"]

# who picks, the verb, the permanent (one: "a" / "an"), what follows ("to its owner's hand" for a return)
_PICK = re.compile(r"(That player|Target player|Target opponent|The player|They|Each opponent|Each player) (returns?|untaps?|"
                   r"taps?) (an?) (.+?) (?:they|he or she) controls?( to its owner's hand)?")
_AMONG = re.compile(r".+ with the (?:greatest|highest) .+ among .+")   # "… they control with the highest … among …"
_VERB = {"return": "Return", "untap": "Untap", "tap": "Tap"}


def read_player_pick(s: str) -> tuple[str, str] | None:
    """"That player returns a creature they control to its owner's hand" → ("that player", "Return a creature to its
    owner's hand"): the words naming the player who picks, and the action as an instruction of its own; None for any
    other sentence (a return without "to its owner's hand", a tap or untap with one)."""
    m = _PICK.fullmatch(s)
    verb = m.group(2).removesuffix("s") if m else ""
    if not m or (verb == "return") != bool(m.group(5)) or (m.group(1) == "They") == m.group(2).endswith("s"):
        return None   # "They return", "That player returns": the verb agrees with its subject
    said = f"{m.group(4)} they control" if _AMONG.fullmatch(m.group(4)) else m.group(4)   # "… among permanents they control"
    return m.group(1).lower(), f"{_VERB[verb]} {m.group(3)} {said}{m.group(5) or ''}"
