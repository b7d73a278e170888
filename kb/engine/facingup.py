""""As ~ is turned face up, put five +1/+1 counters on it." (708.11; 707.11 in the 2014-2021 editions): an ability a
face-down permanent has once it is face up, applied while it is being turned face up, not afterward — the counters are
on it as it turns face up (so a 0/0 survives the state-based actions, 704.5f) and before any "When ~ is turned face up"
ability triggers (603.2).

It is read on the permanent as it would be face up (702.37e: its normal characteristics, the layers applied), so a
permanent turned face up that has no such ability then gets nothing. Only this form is read: a number of counters of
one kind put on the permanent itself; any other "As ~ is turned face up" instruction stays unread.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .abilities import Ability, next_uid
from .text import COUNTERS_PUT, amount_of

__all__ = ["AsTurnedFaceUp", "read_as_turned_face_up", "apply_as_turned_face_up"]

_FORM = re.compile(r"As ~ is turned face up, " + COUNTERS_PUT + r" on (?:it|~)\.?")


@dataclass(frozen=True, eq=False)
class AsTurnedFaceUp(Ability):
    """708.11: ``n`` counters of kind ``counter`` put on the permanent as it is turned face up."""

    text: str
    counter: str = "+1/+1"
    n: int = 1
    uid: int = field(default_factory=next_uid)
    kind = "static"


def read_as_turned_face_up(t: str) -> AsTurnedFaceUp | None:
    """The ability for the text ``t`` (the card's name as ~), or None when it is not this form."""
    m = _FORM.fullmatch(t.strip())
    if m is None:
        return None
    n = amount_of(m.group(1))   # "a"/"an" is one (text.AMOUNT_WORDS)
    if n is None:
        return None
    return AsTurnedFaceUp(text=t, counter=m.group(2), n=n)


def apply_as_turned_face_up(state, o) -> None:
    """708.11: ``o`` is being turned face up: each such ability it has face up (its abilities as the layers leave
    them) puts its counters on it now."""
    w = state.evaluate().work.get(o.oid)
    if w is None:
        return
    for held in w.abilities:
        ab = getattr(held, "ability", held)
        if isinstance(ab, AsTurnedFaceUp):
            state.log.add(f"as {o.alias} is turned face up, {ab.n} {ab.counter} counter(s) are put on it",
                          "face_up_as", indent=1, kind="step")
            state.put_counters(o, ab.counter, ab.n)
