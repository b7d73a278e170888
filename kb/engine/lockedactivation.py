""""Tap target permanent. Its activated abilities can't be activated this turn." (Deadlock Trap, Koma, Cosmos Serpent):
a resolved effect forbidding the activated abilities of the object the instruction before named.

602.5: a player can't begin to activate an ability that's prohibited from being activated; a mana ability is an
activated ability (605.1a), so it is forbidden too. The effect comes from a resolving ability, so the object it
applies to is fixed as it resolves (611.2c): the one the sentence before targeted, whatever happens to it later (a
creature untapped again still can't activate them). "This turn": it ends in the cleanup step (514.2).

Read only when the sentence before named targets that are all objects (never players); any other antecedent of
"its"/"their" stays unread.
"""
from __future__ import annotations

import re

__all__ = ["read_locked_activation"]

_SENTENCE = re.compile(r"(Its|Their) activated abilities can't be activated this turn")


def read_locked_activation(s: str, tg, prev):
    """``s``: the sentence without its period; ``prev``: the subject the sentence before named; ``tg``: the ability's
    targets. The ops of the instruction (a rules effect on that object, locked as it resolves, until end of turn:
    kb.engine.instructions makes it), or None when the sentence is not this one or "its" names anything but targeted
    objects."""
    m = _SENTENCE.fullmatch(s.strip())
    if not m or prev is None or prev.kind != "target" or not prev.slots:
        return None
    if any(tg.slots[i].players is not None for i in prev.slots):   # "target player …. Its …": not an object
        return None
    if (m.group(1) == "Their") != (len(prev.slots) > 1):   # "its" after one target, "their" after several
        return None
    from .restrictions import Restriction, RestrictionOp
    r = Restriction("activate", objects="locked", text="its activated abilities can't be activated")
    return (RestrictionOp(label=r.text, restriction=r),)
