""""each creature that convoked it" (Venerated Loxodon: "When this creature enters, put a +1/+1 counter on each creature
that convoked it."): 702.51c — a creature tapped to pay for mana in a spell's total cost with convoke "convoked" that
spell.

The ability's source is the permanent the spell became (608.3: the same card; its record is that stack item,
kb.engine.stack), and the creatures are the ones its cast tapped for convoke (``item.paid["convoke"]``, remembered as
each last was as it paid, kb.engine.costpayers). Each is found as it is now: still the same object on the battlefield
(one that left and came back is a new object, 400.7, and didn't convoke anything). A permanent that wasn't cast (put
onto the battlefield, or a token) had no creature convoke it; what its spell was, when the engine can't tell (the
source left and nothing is remembered), is "cannot decide" (noted by kb.engine.gamevalues.spell_record), and so is
the word under an edition before 2018-10-05, whose rules don't define it.
"""
from __future__ import annotations

import re

__all__ = ["CONVOKED", "read_convoked", "convoking_creatures"]

CONVOKED = "convoked"   # the Subject kind

_PHRASE = re.compile(r"each creature that convoked (?:it|~)")


def read_convoked(low: str, Subject):
    """The Subject of "each creature that convoked it" (``low``: the phrase in lower case), else None."""
    return Subject(CONVOKED, text=low) if _PHRASE.fullmatch(low) else None


def convoking_creatures(state, rc) -> list:
    """("obj", oid) for each creature that convoked the spell the ability's source was, still that object on the
    battlefield (702.51c, 400.7)."""
    from .gamevalues import spell_record
    if not state.rules_have(CONVOKED):   # the word came with the 2018-10-05 rules (702.50c)
        state.note_unknown(f"\u201ceach creature that convoked it\u201d: the rules of {state.edition} don't define which "
                           "creatures convoked a spell (the word came with the 2018-10-05 edition)")
    rec = spell_record(rc.at(state.evaluate().work) if hasattr(rc, "at") else rc, state,
                       "each creature that convoked it", state.rule_no("convoke"))
    if rec is None or rec is ...:
        return []
    out = []
    for lk in (getattr(rec, "paid", None) or {}).get("convoke", []):
        o = state.objects.get(lk.oid)
        if o is not None and o.zone == "battlefield":
            out.append(("obj", lk.oid))
    return out
