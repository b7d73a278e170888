"""One condition reader for instructions, intervening "if" clauses and statics (the sub-grammar of conditions).

A resolving instruction's condition ("If ~ is tapped, …", "When ~ enters, if you control two or more Gates, …")
is read first by the instruction reader (:func:`kb.engine.instructions.parse_condition_phrase`: "if you do", "if
it was kicked", …); what it doesn't know is read by the reader of the conditions of static abilities
(:func:`kb.engine.parser.parse_condition`: counts of permanents, "~ is tapped", life totals, hands, graveyards),
so a condition is read the same way wherever it is written. It is checked against the game as it is when the
instruction is followed or, for an intervening "if", when the ability triggers and again as it resolves (603.4).

A pronoun ("if it's …", "if that creature …") is not taken here: in a triggered ability it may name the event's
object, not the source the static reader would take it for.
"""
from __future__ import annotations

import re

__all__ = ["read_state_condition", "state_condition_holds"]

_POINTER = re.compile(r"\b(?:it|its|it's|they|them|their|that|those|this)\b", re.I)


def read_state_condition(phrase: str, pc):
    """A condition the static reader reads → an instruction Condition of kind ``state`` (``value``: the static
    condition); None when it doesn't, or when the phrase points back with a pronoun."""
    from .errors import ParseError
    from .instructions import Condition
    from .parser import parse_condition
    p = phrase.strip()
    if _POINTER.search(p):
        return None
    try:
        cond, _it = parse_condition(p, pc)
    except ParseError:
        return None
    return Condition("state", value=cond, text=p)


def state_condition_holds(state, cond, rc) -> bool:
    """Whether a ``state`` condition holds now (the source as it is now, else as it last existed). One that reads
    what the scenario doesn't give (an unlisted hand) is "cannot decide" for what follows, and taken as false."""
    from .filters import Ctx
    from .gamevalues import GameView
    inner = cond.value
    unsure = getattr(inner, "undecided", None)
    why = unsure(state, rc.you) if unsure is not None else None
    if why:
        state.note_unknown(f"\u201c{cond.text}\u201d can't be decided: {why}")
        return False
    snap = state.evaluate()
    src = snap.get(rc.source_oid) if getattr(rc, "source_oid", None) in state.objects else None
    ctx = Ctx(snap.work, src if src is not None else rc.src, rc.you, rc.choices, edition=state.edition,
              game=GameView(state))
    return bool(inner.holds(ctx))
