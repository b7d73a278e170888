"""Copying a spell: "Whenever you copy an instant spell, put a +1/+1 counter on ~" (707.10, 603.2).

A copy of a spell is put on the stack under the control of the player who put it there, and isn't cast (707.10):
each copy put on the stack is a ``copied`` event of its controller (kb.engine.stack.copy_spell), the event "cast or
copy" also reads (kb.engine.triggers, ``cast_or_copy``). This condition is the copy alone (``copy``): a spell cast is
not a copy. The copy has the copied spell's characteristics (707.2): "an instant spell" is read of the copy.
"""
from __future__ import annotations

import re

__all__ = ["read_copy_trigger", "EVENT"]

EVENT = "copy"

_FORM = re.compile(r"(you|a player|an opponent) cop(?:y|ies) (?:a|an) (.+)")


def read_copy_trigger(b: str, pc, casters: dict, spell_quality, spec_type):
    """The trigger condition ``b`` "you copy an instant spell" as a ``copy`` TriggerSpec (``who`` the player who
    copies, ``subject`` the spell's qualities read by ``spell_quality``), or None when ``b`` is not this form or names
    something of the copying the engine doesn't read ("during", "from", "each turn", "that targets")."""
    m = _FORM.fullmatch(b)
    if not m or not re.search(r"\bspells?$", m.group(2)) or \
            re.search(r"\b(?:during|from|each turn|that targets|for the first time)\b", m.group(2)):
        return None
    return spec_type(EVENT, subject=spell_quality(m.group(2), pc), who=casters[m.group(1)])
