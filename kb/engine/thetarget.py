""""The creature an opponent controls" after "target creature an opponent controls": the target of those words.

"Target creature you control fights target creature an opponent controls. If the creature an opponent controls would
die this turn, exile it instead." (Unnatural Aggression): a later sentence of the same text names one of the spell's
targets by the words that described it, "the" in place of "target" (608.2c: the text is read as a whole; 115.1: the
targets are the objects chosen for those words). Read only when exactly one instance of "target" used exactly those
words and it chose one object, and the words describe it beyond a bare noun: two targets of the same words, "the
creature" after "target creature you control fights target creature", a "target" of other words ("target creature"
for "the creature an opponent controls"), or "up to one" / "two target …" stay unread (a ParseError where it is
used) — never a guess which object is meant.

One bare noun is read: "Choose target creature. You get {E}{E}, then you may pay any amount of {E}. The creature gets
-1/-1 until end of turn for each {E} paid this way." (Die Young) — when the text opens by choosing its one target
("Choose target creature.", 115.1: the object chosen for those words) and no other word of the text before "the
creature" names that noun, "the creature" can be nothing but that target (608.2c).
"""
from __future__ import annotations

import re


def the_target(phrase: str, slots: list, ability: str | None = None) -> tuple[int, object] | None:
    """The index and selector of the one target slot ``phrase`` ("the creature an opponent controls") names: the slot
    chosen for "target creature an opponent controls", the only slot with those words. None: not that form, or not
    exactly one such slot. ``ability`` (the whole text) reads a bare noun after "Choose target NOUN." (the docstring)."""
    # "The creature you control gains …": a sentence's subject too; "the chosen creature you control" after "Choose
    # target creature you control and …" (kb.engine.fighteach): the same target, "chosen" as it was (601.2c)
    m = re.fullmatch(r"[Tt]he (?:chosen )?(.+)", phrase.strip())
    if m and " " not in m.group(1):   # a bare noun ("the creature") may be any creature named before: not read,
        return _chosen_first(m.group(1), phrase.strip(), slots, ability)   # but after "Choose target creature."
    if not m:
        return None
    words = "target " + m.group(1)
    same = [i for i, s in enumerate(slots) if s.phrase.strip() == words]
    if len(same) != 1 or slots[same[0]].optional or slots[same[0]].variable:
        return None
    return same[0], slots[same[0]].selector


def _chosen_first(noun: str, phrase: str, slots: list, ability: str | None) -> tuple[int, object] | None:
    """"The creature" in a text that opens "Choose target creature." with that one target and no other "creature"
    before the phrase: that target (608.2c); None otherwise."""
    if not ability or len(slots) != 1 or slots[0].optional or slots[0].variable or slots[0].players:
        return None
    m = re.match(rf"Choose target {re.escape(noun)}\. ", ability)
    if not m or slots[0].phrase.strip() != f"target {noun}":
        return None
    at = ability.find(phrase, m.end())
    if at < 0 or re.search(rf"\b{re.escape(noun)}s?\b", ability[m.end():at], re.I):
        return None
    return 0, slots[0].selector
