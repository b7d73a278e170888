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


def read_otherwise(sentence: str, last, pc):
    """"Otherwise, it gets -1/-2." after a static ability's conditional sentence (``last``: its EffectTemplate) →
    the template of the other effect, for the same objects, under the opposite condition; None when the sentence
    is not one, or nothing conditional comes before it."""
    from .abilities import EffectTemplate
    from .parser import _split_subject, parse_predicate
    from .text import strip_period
    m = re.fullmatch(r"Otherwise, (it|they) (.+)", strip_period(sentence).strip())
    if not m or last is None or last.condition is None or last.selector is None:
        return None
    _subj, pred = _split_subject(f"{m.group(1)} {m.group(2)}", pc)
    ops = parse_predicate(pred, pc)
    return EffectTemplate(last.selector, tuple(ops), Otherwise(last.condition, describe="otherwise"),
                          describe=strip_period(sentence))
