"""Each of several players chooses an object they control: "Each opponent chooses a creature they control. You gain
control of those creatures." (Riches).

608.2d: a choice a spell or ability's instructions give a player is made as it resolves. Each chooser picks one object
of the description among those they control (none when they control none); the choices are the scenario's
(``choose: {each_chooses: {PLAYER: OBJECT}}``), an object that isn't the chooser's or doesn't fit the words is an
error, a choice not stated "cannot decide" (never guessed). "Those creatures" after it are the objects chosen (608.2c),
read only as the next sentence's pointer to them.
"""
from __future__ import annotations

import re

from .instruction_types import Instruction, Subject

__all__ = ["EACH_CHOSE", "EACH_CHOOSE", "read_each_chooses", "each_choose", "chosen_by_each"]

EACH_CHOOSE = "each_choose"   # the instruction kind
EACH_CHOSE = "each_chose"     # the Subject kind of the objects chosen ("those creatures")
_CHOOSES = re.compile(r"([Ee]ach (?:opponent|player)) chooses an? ((?:[\w-]+ )*?(?:creature|permanent|artifact|"
                      r"enchantment|land|planeswalker)) they control")


def read_each_chooses(s: str, raw: str, subject_of, parse_selector):
    """"Each opponent chooses a creature they control" → ([the instruction], the subject of the objects chosen), or
    None when not that form. ``subject_of(words)`` reads the players, ``parse_selector(words)`` the description."""
    m = _CHOOSES.fullmatch(s)
    if not m:
        return None
    who = subject_of(m.group(1))
    if who.kind != "players":
        return None
    sel = parse_selector(m.group(2))
    chosen = Subject(EACH_CHOSE, selector=sel, text="those " + m.group(2).split()[-1] + "s")
    return [Instruction(EACH_CHOOSE, who, text=raw, opts={"selector": sel, "chosen": chosen})], chosen


def each_choose(state, ins, rc, item) -> None:
    """608.2d: each player of the instruction, in turn order from the active player (101.4), chooses one object of the
    description they control; kept for "those creatures" (``rc.chosen[EACH_CHOSE]``)."""
    from .errors import EngineError
    from .text import player_does
    players = [r[1] for r in state.subjects(ins.subject, rc, ins) if r[0] == "player"]
    snap = state.evaluate()
    ctx = rc.at(snap.work)
    fits = ins.opts["selector"].select(snap.work, ctx)
    said = rc.choices.get("each_chooses")
    picked, missing = [], []
    for p in players:
        options = sorted(o for o in fits if snap.work[o].controller == p)
        if not options:
            state.log.add(f"{player_does(p, 'controls')} no {ins.opts['selector'].describe or 'such object'}, so "
                          "chooses none", "follow_instructions", indent=1, kind="step")
            continue
        if not isinstance(said, dict) or p not in said:
            missing.append(p)
            continue
        o = state.obj(str(said[p]))
        if o.oid not in options:
            raise EngineError(f"\u201c{ins.text}\u201d: {o.alias} is not a {ins.opts['selector'].describe or 'fitting'} "
                              f"object {p} controls (608.2d)")
        picked.append(o.oid)
        state.log.add(f"{player_does(p, 'chooses')} {o.alias}", "follow_instructions", indent=1, kind="step")
    if missing:
        state.unstated_choice(ins, item, "each_chooses",
                              "each_chooses: {" + ", ".join(f"{p}: OBJECT" for p in missing) + "}")
        rc.chosen[EACH_CHOSE] = []
        return
    rc.chosen[EACH_CHOSE] = picked


def chosen_by_each(state, rc) -> list:
    """The objects chosen ("those creatures"), still the objects chosen (400.7)."""
    return [("obj", o) for o in rc.chosen.get(EACH_CHOSE) or () if o in state.objects]
