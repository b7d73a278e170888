"""\u201cDo this only once each turn.\u201d (603.2h since 2021-06-18; 603.2i from 2021-07-23 to 2025-09-19).

A triggered ability with an instruction followed by "Do this only once each turn." triggers only if its source's
controller has not yet taken the indicated action that turn (603.2h). The card reader (kb.engine.cardtext) reads the
sentence as the ability's flag ``once_each_turn="action"`` when its effect has exactly one "you may" instruction, or
a single instruction that isn't optional: the action indicated. Whether that action was taken is counted per object (a permanent that leaves and returns is a new
object, 400.7), ability, controller and turn, as the instruction is followed (:func:`note_action`, from
kb.engine.actions); declined, the ability triggers again that turn. A choice the scenario doesn't state (608.2d) leaves
whether the action was taken unknown, and so whether the ability triggers again that turn: "cannot decide" for what
it would change. Under an edition before 2021-06-18 the rules don't define the sentence: whether the ability
triggers once it has is "cannot decide".
"""
from __future__ import annotations

from .versions import rule

__all__ = ["action_not_taken", "already_taken", "mark_taken", "note_action"]


def _key(oid, ab, controller: str, turn: int) -> tuple:
    return (oid, getattr(ab, "text", None), controller, turn)


def action_not_taken(state, w, ab, label: str, controller: str) -> bool:
    """Whether the ability ``ab`` of ``w`` (its working object) triggers now (603.2h): not when ``controller`` took
    its indicated action this turn (logged). When that can't be known — the choice unstated, or an edition without the
    rule once it has triggered this turn, or the turn's history before the question unstated — it triggers, and what
    its effect could change can't be decided."""
    from .unknowns import choice_scope
    from .versions import first_edition
    taken = state.__dict__.setdefault("_once_actions", {})
    key = _key(w.oid, ab, controller, state.turn)
    shown = f"{label} (\u201c{ab.display(w.obj.card.name)}\u201d)"
    if not rule("do_once", state.edition):
        if key in state.__dict__.setdefault("_once_triggered", set()):
            state.note_unknown(f"{shown}: the rules of {state.edition} don't define \u201cDo this only once each "
                               f"turn.\u201d (it came with the {first_edition('do_once')} edition): whether it triggers "
                               "again this turn can't be decided", choice_scope(state, ab.effect, skip=(ab,)))
        state._once_triggered.add(key)
        return True
    if taken.get(key) is True:
        state.log.add(f"{shown} doesn't trigger: {controller} already took the action it indicates this turn",
                      "do_once", indent=1, kind="step")
        return False
    # what the doubt reaches: the effect, and what reads it — the ability itself is not a reader of its own effect
    # (its trigger event is what it reads: "Whenever you gain life, you may draw a card" reaches hands, no life total)
    if key in taken:   # None: the choice wasn't stated
        state.note_unknown(f"{shown}: whether {controller} took the action it indicates this turn isn't stated "
                           "(608.2d), so whether it triggers again can't be decided", choice_scope(state, ab.effect, skip=(ab,)))
    elif state.may_predate_question(w.oid):   # the turn's earlier events aren't stated
        state.note_unknown(f"{shown}: whether {controller} took the action it indicates earlier this turn, before the "
                           "question, isn't stated, so whether it triggers can't be decided", choice_scope(state, ab.effect, skip=(ab,)))
    return True


def already_taken(state, item) -> bool:
    """Whether ``item``, an instance of an ability whose action says "Do this only once each turn.", resolves after
    its controller already took that action this turn (603.2h): several instances triggered before it was taken (two
    life gains at once), and the first to resolve took it; the others then do nothing as they resolve."""
    ab = getattr(item, "ability", None)
    if getattr(ab, "once_each_turn", "") != "action" or item.source is None or not rule("do_once", state.edition):
        return False
    taken = state.__dict__.get("_once_actions", {})
    return taken.get(_key(item.source, ab, item.controller, state.turn)) is True


def note_action(state, item, done: bool | None) -> None:
    """A "you may" instruction of ``item`` was followed (``done``), or its choice wasn't stated (None): when its
    ability says "Do this only once each turn.", the action is taken this turn (603.2h), or may have been."""
    ab = getattr(item, "ability", None)
    if getattr(ab, "once_each_turn", "") != "action" or item.source is None:
        return
    taken = state.__dict__.setdefault("_once_actions", {})
    key = _key(item.source, ab, item.controller, state.turn)
    if taken.get(key) is not True:
        taken[key] = done


def mark_taken(state, oid, ab, controller: str) -> None:
    """A scenario's ``used_this_turn: true`` (kb.engine.castonce.state_used): ``controller`` took the action the ability
    ``ab`` of the object ``oid`` indicates this turn (603.2h)."""
    state.__dict__.setdefault("_once_actions", {})[_key(oid, ab, controller, state.turn)] = True
