""""The creature an opponent controls" after "target creature an opponent controls": the target of those words.

"Target creature you control fights target creature an opponent controls. If the creature an opponent controls would
die this turn, exile it instead." (Unnatural Aggression): a later sentence of the same text names one of the spell's
targets by the words that described it, "the" in place of "target" (608.2c: the text is read as a whole; 115.1: the
targets are the objects chosen for those words). Read only when exactly one instance of "target" used exactly those
words and it chose one object, and the words describe it beyond a bare noun: two targets of the same words, "the
creature" after "target creature you control fights target creature", a "target" of other words ("target creature"
for "the creature an opponent controls"), or "up to one" / "two target …" stay unread (a ParseError where it is
used) — never a guess which object is meant.
"""
from __future__ import annotations

import re


def the_target(phrase: str, slots: list) -> tuple[int, object] | None:
    """The index and selector of the one target slot ``phrase`` ("the creature an opponent controls") names: the slot
    chosen for "target creature an opponent controls", the only slot with those words. None: not that form, or not
    exactly one such slot."""
    # "The creature you control gains …": a sentence's subject too; "the chosen creature you control" after "Choose
    # target creature you control and …" (kb.engine.fighteach): the same target, "chosen" as it was (601.2c)
    m = re.fullmatch(r"[Tt]he (?:chosen )?(.+)", phrase.strip())
    if not m or " " not in m.group(1):   # a bare noun ("the creature") may be any creature named before: not read
        return None
    words = "target " + m.group(1)
    same = [i for i, s in enumerate(slots) if s.phrase.strip() == words]
    if len(same) != 1 or slots[same[0]].optional or slots[same[0]].variable:
        return None
    return same[0], slots[same[0]].selector
