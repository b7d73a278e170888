""""The owner of target permanent shuffles it into their library, then reveals the top card of their library." (Chaos
Warp): one player does both, in order (608.2c) — the player the first clause names (the owner of the target, 400.3: the
permanent goes into its owner's library, 701.24a) reveals the top card of their own library (701.20a), the card being
then "it" of the next sentence ("If it's a permanent card, they put it onto the battlefield.", read as a card looked at
is, kb.engine.looking). The second clause has no subject of its own: it is never read as the caster's ("you") library.

The reveal's player is found as the effect resolves from the target as it last existed (608.2h): the owner of a
permanent that has left the battlefield is still known (the card's owner never changes, 108.3).
"""
from __future__ import annotations

import re

from .instruction_types import Instruction, Subject

__all__ = ["read_then_reveals", "read_they_put_it"]

_THEN_REVEALS = re.compile(r"(?P<first>[Tt]he (?P<role>owner) of (?P<obj>target [^,]+?) shuffles it into their library), "
                           r"then reveals the top card of their library")


def read_then_reveals(s: str, raw: str, first_sentence, looked: Subject, one) -> list | None:
    """The instructions of "The owner of target X shuffles it into their library, then reveals the top card of their
    library": the first clause as its own reader reads it (``first_sentence(text)`` → instructions), then a look at the
    top card of that owner's library, revealed (``looked``: the cards-looked-at subject; ``one``: the amount 1). None:
    not such a sentence."""
    m = _THEN_REVEALS.fullmatch(s)
    if not m:
        return None
    first = first_sentence(m.group("first") + ".")
    moved = [i for i in first if i.kind == "move" and getattr(i.subject, "kind", None) == "target"]
    if len(moved) != 1:
        return None
    who = Subject("owner_of", of=moved[0].subject, text=f"the owner of {m.group('obj')}")
    for ins in first:
        ins.text = raw
    return first + [Instruction("look_top", looked, amount=one,
                                opts={"who": who, "reveal": True, "may_look": False}, text=raw)]


def read_they_put_it(s: str, done: list) -> bool:
    """"they put it onto the battlefield" / "that player puts it onto the battlefield" right after a look at the top
    card of another player's library (:func:`read_then_reveals`): the player who revealed it puts it there (the player
    of the library looked at, who owns the card, 400.3; under their control, 110.2a) — read as "put it onto the
    battlefield" is for one's own card. False: not such a clause, or the look was not another player's."""
    if not re.fullmatch(r"(?:[Tt]hey put|[Tt]hat player puts) it onto the battlefield", s):
        return False
    look = next((i for i in reversed(done) if i.kind == "look_top"), None)
    return look is not None and getattr(look.opts.get("who"), "kind", None) == "owner_of"
