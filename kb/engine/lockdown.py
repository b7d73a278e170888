""""Until your next turn, those permanents can't attack or block and their activated abilities can't be activated."
(Mythos of Vadrok), "Target creature can't attack or block, and its activated abilities can't be activated." — a
resolved effect with two parts about the same objects: a combat rule (508.1c, 509.1b: they can't be declared as
attackers or blockers) and a prohibition on activating their activated abilities (602.5; mana abilities too, 605.1a).
From a resolving spell or ability, the objects it affects are fixed as it resolves (611.2c): the ``locked`` effect
detain makes (701.35a), with the duration the words state (611.2a).

"its" must follow one object, "their" a group or several targets; anything else is left to the other readers."""
from __future__ import annotations

import re

__all__ = ["split_lockdown"]

_LOCK = re.compile(r"(.+?) (can't attack or block|can't attack|can't block),? and (its|their) activated abilities "
                   r"can't be activated")
_PLURAL = re.compile(r"\b(?:those|these|they|all|each|up to (?:two|three|\w+)|(?:two|three|four) target|creatures|"
                     r"permanents)\b", re.I)


def split_lockdown(body: str) -> tuple[str, str] | None:
    """``body`` (the sentence without its duration and period) → (the subject's words, the combat rule), or None when
    it is not this form or its pronoun doesn't agree with the subject ("its" after a group)."""
    m = _LOCK.fullmatch(body.strip())
    if m is None:
        return None
    plural = bool(_PLURAL.search(m.group(1)))
    if plural != (m.group(3) == "their"):
        return None
    return m.group(1), m.group(2)
