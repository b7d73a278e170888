""""Change the base power and toughness of target Human you control to ~'s power and toughness until end of turn"
(Exuberant Wolfbear): an effect that sets the base power and toughness of what it names (layer 7b, 613.4b) to the
values of the source — its actual power and toughness, not its base ones (the card's rulings), taken once as the
effect begins (608.2h), from its last known information when it has left the battlefield (608.2h, 113.7a). Values that
set power and toughness are not raised to zero (107.1b).

The sentence is read as "A has base power and toughness equal to ~'s power and toughness …" (:func:`change_base`),
whose last words :func:`base_pt_of_source` reads. Only the source's own power and toughness ("~", "it" after "~") is
read: "that creature's power and toughness" (Shape Stealer, the creature of the trigger event) is not.
"""
from __future__ import annotations

import re

__all__ = ["change_base", "base_pt_of_source"]

_CHANGE = re.compile(r"[Cc]hange the base power and toughness of (.+?) to (?:~|this creature)'s power and toughness\b(.*)")
_EQUAL = "base power and toughness equal to ~'s power and toughness"


def change_base(s: str) -> str | None:
    """"Change the base power and toughness of A to ~'s power and toughness[ DURATION]" → "A has base power and
    toughness equal to ~'s power and toughness[ DURATION]" (a plural A: "have"); None for any other words."""
    m = _CHANGE.fullmatch(s.strip())
    if not m:
        return None
    subject = m.group(1)
    if re.match(r"(?:~|it|this creature)$", subject):
        return None   # the source set to its own values: nothing to read
    plural = re.search(r"\b(?:creatures|permanents)\b", subject)
    return f"{subject[0].upper()}{subject[1:]} {'have' if plural else 'has'} {_EQUAL}{m.group(2)}"


def base_pt_of_source(rest: str):
    """The words after "has" (:func:`change_base`'s) → a :class:`~kb.engine.effects.PTSetOp` to the source's power
    and toughness (fixed as the effect begins, kb.engine.actions), or None."""
    if rest.strip() != _EQUAL:
        return None
    from .effects import PTSetOp
    from .filters import PowerOf, ToughnessOf
    return PTSetOp(PowerOf(of_source=True), ToughnessOf(of_source=True))
