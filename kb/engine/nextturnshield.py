""""Until your next turn, prevent all damage that would be dealt to and dealt by target permanent an opponent
controls." (Kiora, the Crashing Wave): a prevention effect (615.1a) whose duration is stated, "until your next turn"
(611.2a): it ends as the next turn of its controller (the controller of the ability that made it) begins, or when that
turn would have begun for a player who left the game (800.4m), as the continuous effects with that duration do
(kb.engine.sba).

Read for "prevent all damage that would be dealt to and dealt by …" (the shield kind ``prevent_either``) and "prevent
all damage target permanent would deal" (Gideon of the Trials; ``prevent_by``, the damage that object would deal,
400.7), and the redirection "until your next turn, all damage that would be dealt to creatures you control is dealt to
that creature instead" (614.9; ``redirect_all``, kb.engine.shieldreader); any other one-shot effect with that duration
stays unread.
"""
from __future__ import annotations

__all__ = ["NEXT_TURN", "lasts_until_next_turn", "shield_duration", "end_next_turn_shields"]

NEXT_TURN = "until_your_next_turn"


def lasts_until_next_turn(ins, duration: str) -> bool:
    """Whether the instruction, read in a sentence of that ``duration``, is a prevention effect of this kind lasting
    "until your next turn"."""
    return ins.kind == "shield" and (ins.opts or {}).get("shield") in ("prevent_either", "prevent_by", "redirect_all") and \
        duration == NEXT_TURN


def shield_duration(ins) -> str:
    """The duration of the prevention effects the instruction makes: "until your next turn", else this turn."""
    return NEXT_TURN if lasts_until_next_turn(ins, ins.duration) else "end_of_turn"


def end_next_turn_shields(state, players: list) -> list:
    """Remove the prevention effects lasting until the next turn of one of ``players`` (611.2a); the ones ended."""
    ending = [r for r in state.replacements if r.duration == NEXT_TURN and r.controller in players]
    if ending:
        state.replacements = [r for r in state.replacements if r not in ending]
    from .text import player_poss
    for r in ending:
        state.log.add(f"{r.source_name}: \u201c{r.text}\u201d: {player_poss(r.controller)} next turn begins, so the effect ends",
                      "duration_stated", indent=1, kind="step")
    return ending
