"""Targets that must have something in common: "two target permanents that share a card type" (Shifting Loyalties),
"… that share a permanent type" (Role Reversal); "exchange control of target nonland permanent you control and target
permanent an opponent controls that shares a card type with it" (Daring Thief): the target of the second word "target"
must share a card type with "it", the object chosen for the word before it (608.2c: "it" points back to that target).

The words are a requirement on the set of targets, not on each one alone (115.1, 601.2c): the objects chosen for the
one instance of the word "target" must have at least one card type in common (205.2a; an artifact creature and a
creature share creature), or one permanent type (110.4: artifact, battle, creature, enchantment, land,
planeswalker — kindred is a card type but no permanent type). The pair is checked as the targets are chosen
(601.2c), as they are changed (115.7: the final set must still be legal) and again as the spell resolves (608.2b):
targets that no longer share one are both illegal (the rulings of 2014-11-24 and 2019-05-03).
"""
from __future__ import annotations

import re

PERMANENT_TYPES = frozenset(("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"))

_SHARE = re.compile(r"^(.+?) that share an? (card|permanent) type$")
_SHARES_WITH_IT = re.compile(r"^(target .+?) that shares an? (card|permanent) type with it$")
WITH_IT = " with it"   # a ``shares`` relation with the target of the word "target" before (``TargetSlot.shares``)


def read_shared(phrase: str) -> tuple[str, str] | None:
    """("two target permanents", "card type") for "two target permanents that share a card type"; ("target permanent
    an opponent controls", "card type with it") for "target permanent an opponent controls that shares a card type with
    it" (one target, sharing with the one before it); None when the phrase ends in no such words. Only a fixed number
    of two or more targets reads the first ("two target …")."""
    m = _SHARES_WITH_IT.match(phrase)
    if m and " and " not in m.group(1):
        return m.group(1), f"{m.group(2)} type{WITH_IT}"
    m = _SHARE.match(phrase)
    if not m or not re.match(r"^(?:two|three|four|five) target ", m.group(1)):
        return None
    return m.group(1), f"{m.group(2)} type"


def _group(slots, word: int, relation: str) -> set:
    """The words "target" whose objects are checked together with ``word``'s: itself, and the one before it when the
    relation is "… with it"."""
    return {word, word - 1} if relation.endswith(WITH_IT) else {word}


def _kinds(engine, ref, snap, relation: str) -> frozenset | None:
    """The card types (or permanent types) of the object ``ref`` names as it is now; None: not an object."""
    if ref is None or ref[0] != "obj":
        return None
    w = snap.get(ref[1])
    if w is None:
        return None
    types = frozenset(w.types)
    return types & PERMANENT_TYPES if relation.startswith("permanent type") else types


def shared_problem(engine, slots, chosen, snap) -> str | None:
    """Why the objects ``chosen`` for slots that must share a type don't (a message), or None: they do, or none of
    the slots asks it. Slots of one word "target" with a ``shares`` relation are checked together."""
    for word, relation in {(s.word, s.shares) for s in slots if getattr(s, "shares", None)}:
        words = _group(slots, word, relation)
        picked = [(s, t) for s, t in zip(slots, chosen) if s.word in words and t is not None]
        if len(picked) < 2:
            continue
        kinds = [_kinds(engine, t, snap, relation) for _, t in picked]
        if any(k is None for k in kinds):
            continue
        common = frozenset.intersection(*kinds)
        if not common:
            return (f"{' and '.join(engine._ref_name(t) for _, t in picked)} share no {relation.removesuffix(WITH_IT)} "
                    f"(\u201c{next(s for s, _ in picked if s.word == word).phrase}\u201d)")
    return None


def recheck_shared(engine, item, legal: list, snap, concept: str) -> list:
    """608.2b: the targets of a slot group that must share a type, each still legal alone, no longer sharing one:
    every one of them is illegal. ``legal`` is the per-slot result; a new list is returned."""
    out = list(legal)
    for word, relation in {(s.word, s.shares) for s in item.slots if getattr(s, "shares", None)}:
        words = _group(item.slots, word, relation)
        idx = [i for i, s in enumerate(item.slots) if s.word in words and item.targets[i] is not None and out[i]]
        if len(idx) < 2:
            continue
        why = shared_problem(engine, [item.slots[i] for i in idx], [item.targets[i] for i in idx], snap)
        if why is not None and relation.endswith(WITH_IT):   # only the target that must share with "it" fails (115.1)
            engine.log.add(f"{why}: the target that must share one with it is no longer legal", concept, indent=1,
                           kind="step")
            for i in idx:
                out[i] = out[i] and item.slots[i].word != word
        elif why is not None:
            engine.log.add(f"{why}: none of them is a legal target any longer", concept, indent=1, kind="step")
            for i in idx:
                out[i] = False
    return out
