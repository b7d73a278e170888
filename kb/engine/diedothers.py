""""Whenever a creature dies, if another creature is on the battlefield, return the first card to the battlefield under
its owner's control at the beginning of the next end step."

- The intervening "if" (603.4) is checked as the creature has died and again as the ability resolves: the creature that
  died is in a graveyard then (700.4), so "another creature" is any creature on the battlefield — read as "there are one
  or more creatures on the battlefield" (the card's ruling: when all the creatures die at once, none returns).
- "The first card" is the card of the creature that died, the object the trigger event named first, as "that card" is
  (603.2, 400.7: the new object in the graveyard the ability can find).

Only for a "dies" trigger event about a creature (kb.engine.triggers ``dies``); elsewhere the words stay unread.
"""
from __future__ import annotations

import re

__all__ = ["dies_condition", "dies_effect"]

_ANOTHER = re.compile(r"another creature is on the battlefield")


def dies_condition(spec, cond: str):
    """(``spec``, the intervening condition ``cond``) of a "Whenever a creature dies" trigger, the condition read as the
    engine's words and the spec marked ``died_others``; both unchanged otherwise."""
    if getattr(spec, "event", None) == "dies" and spec.subject not in (None, "self") and _ANOTHER.fullmatch(cond or ""):
        from dataclasses import replace
        return replace(spec, died_others=True), "there are one or more creatures on the battlefield"
    return spec, cond


def dies_effect(spec, effect: str) -> str:
    """``effect`` with "the first card" read as "that card" after a "dies" trigger event whose condition was read here
    (``died_others``); unchanged otherwise."""
    if getattr(spec, "died_others", False):
        return re.sub(r"\bthe first card\b", "that card", effect or "")
    return effect
