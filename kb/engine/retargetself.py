""""Change a target of target spell or ability to ~." (Spellskite), "… you may change a target of target spell or
ability to ~." (Mizzium Meddler).

115.7b: "change a target" follows 115.7a with only one of the spell's or ability's targets changed: that target can be
changed only to another legal target, here the source itself (~ names the object, 201.5). A target ~ isn't a legal
target for (its "target" words don't describe it, it already is that target, one word "target" would name it twice,
115.7e, or "another target" would name it again) can't be changed to it; if no target of the spell can, nothing
changes (115.7a: the original target is unchanged). When several of its targets could be changed to ~, the player
chooses which one as the ability resolves (608.2d), stated as the spell's final targets, ``choose: {spell_targets:
[...]}``; not stated, "cannot decide". The change is made by kb.engine.stack's change of targets (only the final set
is checked, 115.7e; the new target becomes a target of it, 115.1).
"""
from __future__ import annotations

import re

__all__ = ["change_a_target_words", "change_a_target_to"]

_SHAPE = re.compile(r"(you may )?change a target of (target (?:spell or ability|spell|activated ability|"
                    r"activated or triggered ability)) to ~")


def change_a_target_words(low: str) -> tuple[bool, str] | None:
    """``low`` (the sentence in lower case, without its period) as this shape → (optional, the words of its target
    spell or ability), or None."""
    m = _SHAPE.fullmatch(low)
    return (bool(m.group(1)), m.group(2)) if m else None


def _finals(state, it, to, target_ok) -> list[list]:
    """Each final set of targets in which exactly one of ``it``'s targets is changed to ``to`` legally (115.7a-b, e)."""
    snap = state.evaluate()
    w = snap.get(it.oid) if it.oid is not None else None
    who = w.controller if w is not None else it.controller
    src_w = snap.get(it.source) if it.source is not None else None
    old = list(it.targets)
    out = []
    for i, t in enumerate(old):
        if t == to or target_ok(state, it.slots[i], to, snap, who, src_w, it) is not None:
            continue
        if any(old[j] == to and (it.slots[j].word == it.slots[i].word or it.slots[i].distinct or it.slots[j].distinct)
               for j in range(len(old)) if j != i):
            continue   # one word "target" names an object once; "another target" names another (115.7e)
        out.append(old[:i] + [to] + old[i + 1:])
    return out


def _name(state, ref) -> str:
    return ref[1] if ref[0] == "player" else state.objects[ref[1]].alias if ref[1] in state.objects else "it"


def _ref(state, t):
    """A target the scenario names: a player or an object (an ability on the stack is named by the engine's refs)."""
    if isinstance(t, tuple):
        return t
    return ("player", str(t)) if str(t) in state.players else ("obj", state.obj(str(t)).oid)


def change_a_target_to(state, it, to, ins, rc, item, target_ok) -> None:
    """One target of the stack item ``it`` changed to ``to`` (the source, a ("obj", oid) reference), as the module
    docstring says; ``target_ok``: kb.engine.legality's check of a target, given by the caller (no import circle)."""
    from .errors import EngineError
    if not it.targets:
        state.log.add(f"{it.name} has no targets: nothing changes (115.7b)", "change_target", indent=1, kind="step")
        return
    finals = _finals(state, it, to, target_ok)
    if not finals:
        state.log.add(f"{_name(state, to)} can't be a new legal target of {it.name}: its targets are unchanged "
                      "(115.7a, 115.7b)", "change_target", indent=1, kind="step")
        rc.did = False
        return
    final = finals[0]
    if len(finals) > 1:
        given = rc.choices.get("spell_targets")
        if given is None:   # which target: the player's choice as it resolves (608.2d), never guessed
            state.unstated_choice(ins, item, "targets", "spell_targets: [the spell's targets, one of them changed to "
                                  f"{_name(state, to)}]")
            rc.did = False
            return
        want = [_ref(state, t) for t in (given if isinstance(given, list) else [given])]
        if want not in finals:
            raise EngineError(f"{item.name}: only one of {it.name}'s targets is changed, to {_name(state, to)}, "
                              "and only to a legal target (115.7b)")
        final = want
    state.change_targets(it, final, change=False, by=item.name)
    rc.did = True
