""""Choose an opponent." / "Choose an opponent at random." as an instruction (608.2d): one opponent of the ability's
controller, chosen as the instruction is followed, whom "that player" after it names (Vial Smasher the Fierce,
Slithermuse, Raving Dead).

The player is :mod:`kb.engine.anopponent`'s: with one opponent still in the game (800.4a, 102.2) that player — no
other result, chosen or random —; with more, the result is stated (``choose: {opponent: NAME}``; at random the
selection is no player's choice, but its result is the scenario's to state the same way) or "cannot decide", never
guessed. "That player" after it reads the same stated opponent each time (the subject the instruction returns).
"""
from __future__ import annotations

import re

__all__ = ["read_choose_opponent", "choose_opponent"]

_SHAPE = re.compile(r"[Cc]hoose an opponent( at random)?")


def read_choose_opponent(s: str, raw: str):
    """The sentence ``s`` (without its period) as "Choose an opponent [at random]" → ([the instruction], the subject
    "that player" names after it), or None."""
    m = _SHAPE.fullmatch(s)
    if not m:
        return None
    from .anopponent import AN_OPPONENT
    from .instruction_types import Instruction, Subject
    subj = Subject("players", who=AN_OPPONENT, text="that player")
    return [Instruction("choose_opponent", subj, text=raw, opts={"random": bool(m.group(1))})], subj


def choose_opponent(state, ins, rc) -> None:
    """The instruction: the opponent chosen (or selected at random), logged; unstated among several: noted by
    :func:`kb.engine.anopponent.an_opponent` (cannot decide what depends on it)."""
    got = [who for rk, who in state.subjects(ins.subject, rc, ins) if rk == "player"]
    if got:
        how = "selected at random" if ins.opts.get("random") else "chosen"
        state.log.add(f"the opponent {how} is {got[0]}", "choices_on_resolution", indent=1, kind="step")
