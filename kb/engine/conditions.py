"""One condition reader for instructions, intervening "if" clauses and statics (the sub-grammar of conditions).

A resolving instruction's condition ("If ~ is tapped, …", "When ~ enters, if you control two or more Gates, …")
is read first by the instruction reader (:func:`kb.engine.instructions.parse_condition_phrase`: "if you do", "if
it was kicked", …); what it doesn't know is read by the reader of the conditions of static abilities
(:func:`kb.engine.parser.read_state_condition` over :func:`kb.engine.parser.parse_condition`: counts of permanents,
"~ is tapped", life totals, hands, graveyards),
so a condition is read the same way wherever it is written. It is checked against the game as it is when the
instruction is followed or, for an intervening "if", when the ability triggers and again as it resolves (603.4).

A pronoun ("if it's …", "if that creature …") is not taken here: in a triggered ability it may name the event's
object, not the source the static reader would take it for.

This module holds what the readers share and how a condition is checked; it imports no reader (the readers,
in kb.engine.parser and kb.engine.instructions, import it).
"""
from __future__ import annotations

import re

__all__ = ["POINTER", "Otherwise", "state_condition_holds"]

POINTER = re.compile(r"\b(?:it|its|it's|they|them|their|that|those|this)\b", re.I)


def state_condition_holds(state, cond, rc) -> bool:
    """Whether a ``state`` condition holds now (the source as it is now, else as it last existed). One that reads
    what the scenario doesn't give (an unlisted hand) is "cannot decide" for what follows, and taken as false."""
    from .filters import Ctx
    from .gamevalues import GameView
    inner = cond.value
    if getattr(inner, "who", None) == "that":   # "if that player has ...": the step's player (603.2), as it is now
        ev = getattr(rc, "event", None)
        who = getattr(ev, "player", None) if ev is not None and ev.kind == "step" else None
        if who is not None:
            inner = inner.bound(who)
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


# --- "Otherwise, …" after a condition (611.3b) ---------------------------------------------------------
from dataclasses import dataclass  # noqa: E402

from .filters import Condition as _StaticCondition  # noqa: E402


@dataclass(frozen=True, slots=True)
class Otherwise(_StaticCondition):
    """"Enchanted creature gets +2/+1 as long as it's black. Otherwise, it gets -1/-2.": the second effect applies
    exactly when the first one's condition doesn't (611.3b: each checked continuously)."""

    inner: object
    describe: str = ""

    def holds(self, ctx) -> bool:
        return not self.inner.holds(ctx)

    @property
    def reads(self) -> frozenset:
        return getattr(self.inner, "reads", frozenset())

    @property
    def outside(self) -> bool:
        return bool(getattr(self.inner, "outside", False))

    def undecided(self, state, you):
        fn = getattr(self.inner, "undecided", None)
        return fn(state, you) if fn is not None else None

    def __str__(self) -> str:
        return self.describe
