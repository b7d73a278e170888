""""Whenever combat damage is dealt to you or a planeswalker you control" (603.2, 603.2c): the trigger event named by the
damage and its recipients rather than by a source.

Damage dealt to a player and damage dealt to a permanent are separate occurrences: the ability triggers once for
each recipient dealt damage in one event, however many sources dealt it (603.2c, 510.2: combat damage is dealt at
once; the card rulings: "If multiple creatures deal combat damage to you simultaneously, [it] will only trigger once",
"… to you and to a planeswalker you control simultaneously, [it] will trigger twice"). Read as the player form
("you're dealt [combat] damage") with a second event of the same ability (``alt``, 603.2): a planeswalker you control
is dealt [combat] damage. Only "you" and "a planeswalker you control" are read; any other recipient is not.
"""
from __future__ import annotations

import re

__all__ = ["read_damage_dealt_to"]

_FORM = re.compile(r"(combat )?damage is dealt to you(?: or (a planeswalker you control))?")


def read_damage_dealt_to(b: str, pc, selector_of, spec_type):
    """The trigger condition ``b`` ("combat damage is dealt to you or a planeswalker you control") as a TriggerSpec of
    the class ``spec_type`` (kb.engine.triggers), or None when not this form. ``selector_of(words, pc)`` reads the
    permanents' description."""
    m = _FORM.fullmatch(b)
    if m is None:
        return None
    combat = m.group(1) == "combat "
    alt = spec_type("dealt_damage", subject=selector_of(m.group(2), pc), combat=combat) \
        if m.group(2) else None
    return spec_type("player_dealt", who="you", combat=combat, alt=alt)
