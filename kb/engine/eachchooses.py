"""Each of several players chooses an object they control: "Each opponent chooses a creature they control. You gain
control of those creatures." (Riches), "… an opponent chooses up to two nonland permanents they control and returns them
to their owner's hand." (Devastating Mastery; "an opponent": one, chosen as it resolves, kb.engine.anopponent).

608.2d: a choice a spell or ability's instructions give a player is made as it resolves. Each chooser picks one object
of the description among those they control (none when they control none); the choices are the scenario's
(``choose: {each_chooses: {PLAYER: OBJECT}}``, a list for "up to two": from none to two; "a creature": one, when they
control one), an object that isn't the chooser's or doesn't fit the words, or too many, is an error, a choice not
stated "cannot decide" (never guessed). "Those creatures" after it are the objects chosen (608.2c),
read only as the next sentence's pointer to them.
"""
from __future__ import annotations

import re

from .instruction_types import Instruction, Subject
from .text import amount_of

__all__ = ["EACH_CHOSE", "EACH_CHOOSE", "read_each_chooses", "each_choose", "chosen_by_each"]

EACH_CHOOSE = "each_choose"   # the instruction kind
EACH_CHOSE = "each_chose"     # the Subject kind of the objects chosen ("those creatures")
_CHOOSES = re.compile(r"([Ee]ach (?:opponent|player)|[Aa]n opponent) chooses (an?|up to (?:one|two|three)) ((?:[\w-]+ )*?"
                      r"(?:creature|permanent|artifact|enchantment|land|planeswalker))s? they control"
                      r"(?P<back> and returns them to their owner's hand)?")


def read_each_chooses(s: str, raw: str, subject_of, parse_selector):
    """"Each opponent chooses a creature they control" → ([the instruction], the subject of the objects chosen), or
    None when not that form. ``subject_of(words)`` reads the players, ``parse_selector(words)`` the description."""
    m = _CHOOSES.fullmatch(s)
    if not m:
        return None
    who = subject_of(m.group(1))
    if who.kind != "players":
        return None
    up_to = m.group(2).startswith("up to")
    n = amount_of(m.group(2).removeprefix("up to ")) if up_to else 1
    if n is None:
        return None
    sel = parse_selector(m.group(3))
    chosen = Subject(EACH_CHOSE, selector=sel, text="those " + m.group(3).split()[-1] + "s")
    made = [Instruction(EACH_CHOOSE, who, text=raw, opts={"selector": sel, "chosen": chosen, "count": n,
                                                          **({"up_to": True} if up_to else {})})]
    if m.group("back"):   # "… and returns them to their owner's hand": the objects chosen, to their owners' hands (400.3)
        made.append(Instruction("move", chosen, opts={"to": "hand"}, text=raw))
    return made, chosen


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
        named = said[p] if isinstance(said[p], list) else [said[p]] if said[p] else []
        objs = [state.obj(str(v)) for v in named]
        n = ins.opts.get("count") or 1
        if len(objs) > n or (not ins.opts.get("up_to") and len(objs) < min(n, len(options))):
            raise EngineError(f"\u201c{ins.text}\u201d: {p} chooses {'up to ' if ins.opts.get('up_to') else ''}{n} "
                              f"({state.rule_no('choices_on_resolution')}), not {len(objs)}")
        for o in objs:
            if o.oid not in options:
                raise EngineError(f"\u201c{ins.text}\u201d: {o.alias} is not a {ins.opts['selector'].describe or 'fitting'} "
                                  f"object {p} controls ({state.rule_no('choices_on_resolution')})")
            picked.append(o.oid)
        state.log.add(f"{player_does(p, 'chooses')} {' and '.join(o.alias for o in objs) or 'none'}",
                      "follow_instructions", indent=1, kind="step")
    if missing:
        state.unstated_choice(ins, item, "each_chooses",
                              "each_chooses: {" + ", ".join(f"{p}: OBJECT" for p in missing) + "}")
        rc.chosen[EACH_CHOSE] = []
        return
    rc.chosen[EACH_CHOSE] = picked


def chosen_by_each(state, rc) -> list:
    """The objects chosen ("those creatures"), still the objects chosen (400.7)."""
    return [("obj", o) for o in rc.chosen.get(EACH_CHOSE) or () if o in state.objects]
