"""A lock on the source of an ability just countered: "Counter target activated or triggered ability. If a permanent's
ability is countered this way, activated abilities of that permanent can't be activated this turn." (Trickbind).

701.6a: to counter an ability removes it from the stack; it doesn't resolve. "A permanent's ability": its source is a
permanent (110.1), on the battlefield as the spell resolves — a card's ability in another zone (a graveyard's, a hand's)
or an ability whose source has left the battlefield (a new object, 400.7, if it returns) names no permanent, and
nothing is locked. The permanent is fixed as the spell resolves (611.2c); what it can't do is kb.engine.lockedactivation's
"its activated abilities can't be activated this turn" (602.5: a player can't begin to activate a prohibited ability;
"this turn" ends in the cleanup step, 514.2). Nothing countered (the ability can't be countered, or has left the stack):
nothing is locked (608.2c: "this way").
"""
from __future__ import annotations

import re

from .instruction_types import Instruction, Subject
from .restrictions import Restriction, RestrictionOp

__all__ = ["COUNTERED_SOURCE", "read_countered_lock", "countered_source"]

COUNTERED_SOURCE = "countered_source"   # the Subject kind: the permanent whose ability this instruction countered
_SENTENCE = re.compile(r"if a permanent's ability is countered this way, activated abilities of that permanent can't be "
                       r"activated this turn")


def read_countered_lock(low: str, raw: str, done: list) -> Instruction | None:
    """The instruction of the sentence ``low`` (lower case, no period) just after "Counter target … ability": a rules
    effect on the countered ability's permanent until end of turn; the counter instruction is marked to keep that
    permanent. None for anything else."""
    if "countered this way" not in low or not _SENTENCE.fullmatch(low) or not done or \
            done[-1].kind != "counter_spell" or "ability" not in (done[-1].subject.text or "") + \
            str(getattr(done[-1].subject.selector, "describe", "")):
        return None
    done[-1].opts["keeps_source"] = True
    r = Restriction("activate", objects="locked", text="activated abilities of that permanent can't be activated")
    return Instruction("continuous", Subject(COUNTERED_SOURCE, text="that permanent"),
                       (RestrictionOp(label=r.text, restriction=r),), "end_of_turn", rules=True, opts={"locked": True},
                       text=raw)


def countered_source(state, target) -> int | None:
    """The permanent whose ability ``target`` (a stack item just countered) is, if it is an ability whose source is on
    the battlefield now; else None."""
    if getattr(target, "kind", None) not in ("activated", "triggered") or target in state.stack:
        return None
    o = state.objects.get(target.source) if target.source is not None else None
    return o.oid if o is not None and o.zone == "battlefield" else None
