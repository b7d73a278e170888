""""Change the base power and toughness of target Human you control to ~'s power and toughness until end of turn"
(Exuberant Wolfbear): an effect that sets the base power and toughness of what it names (layer 7b, 613.4b) to the
values of the source — its actual power and toughness, not its base ones (the card's rulings), taken once as the
effect begins (608.2h), from its last known information when it has left the battlefield (608.2h, 113.7a). Values that
set power and toughness are not raised to zero (107.1b).

The sentence is read as "A has base power and toughness equal to ~'s power and toughness …" (:func:`change_base`),
whose last words :func:`base_pt_of_source` reads. Only the source's own power and toughness ("~", "it" after "~") is
read, and "that creature's power and toughness" in "Whenever ~ blocks or becomes blocked by a creature, change ~'s base
power and toughness to that creature's power and toughness until end of turn" (Shape Stealer): the other creature of
the block the trigger event names (603.2), as it is as the ability resolves or as it last existed (608.2h).
"""
from __future__ import annotations

import re

__all__ = ["change_base", "base_pt_of_source"]

_CHANGE = re.compile(r"[Cc]hange (?:the base power and toughness of (.+?)|(~)'s base power and toughness) to "
                     r"(~|this creature|that creature)'s power and toughness\b(.*)")
_EQUAL = re.compile(r"base power and toughness equal to (~|that creature)'s power and toughness")
# the trigger events whose "that creature" is the one other creature of a block (509.1h, 509.3c-d; kb.engine.instructions)
_BLOCK_EVENT = re.compile(r"(?:When|Whenever) ~ (?:blocks or becomes blocked by|becomes blocked by|blocks) a creature, ")


def change_base(s: str) -> str | None:
    """"Change the base power and toughness of A to ~'s power and toughness[ DURATION]" → "A has base power and
    toughness equal to ~'s power and toughness[ DURATION]" (a plural A: "have"); None for any other words."""
    m = _CHANGE.fullmatch(s.strip())
    if not m:
        return None
    subject, of = m.group(1) or m.group(2), "that creature" if m.group(3) == "that creature" else "~"
    if re.match(r"(?:~|it|this creature)$", subject) and of == "~":
        return None   # the source set to its own values: nothing to read
    plural = re.search(r"\b(?:creatures|permanents)\b", subject)
    return (f"{subject[0].upper()}{subject[1:]} {'have' if plural else 'has'} base power and toughness equal to {of}'s "
            f"power and toughness{m.group(4)}")


def base_pt_of_source(rest: str, ability: str | None = None):
    """The words after "has" (:func:`change_base`'s) → a :class:`~kb.engine.effects.PTSetOp` to the source's power
    and toughness, or to the other creature of the block that triggered ``ability`` ("that creature"), fixed as the
    effect begins (kb.engine.actions); None for other words, or "that creature" in any other ability."""
    m = _EQUAL.fullmatch(rest.strip())
    if not m:
        return None
    from .effects import PTSetOp
    if m.group(1) == "~":
        from .filters import PowerOf, ToughnessOf
        return PTSetOp(PowerOf(of_source=True), ToughnessOf(of_source=True))
    if not _BLOCK_EVENT.match(ability or ""):
        return None
    from .instruction_types import ObjectValue, Subject   # the trigger event's creature, as it is or last was (608.2h)
    them = Subject("event", text="that creature")
    return PTSetOp(ObjectValue(them, "power"), ObjectValue(them, "toughness"))
