"""Targets that must have something in common: "two target permanents that share a card type" (Shifting Loyalties),
"… that share a permanent type" (Role Reversal).

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


def read_shared(phrase: str) -> tuple[str, str] | None:
    """("two target permanents", "card type") for "two target permanents that share a card type"; None when the
    phrase ends in no such words. Only a fixed number of two or more targets reads them ("two target …")."""
    m = _SHARE.match(phrase)
    if not m or not re.match(r"^(?:two|three|four|five) target ", m.group(1)):
        return None
    return m.group(1), f"{m.group(2)} type"


def _kinds(engine, ref, snap, relation: str) -> frozenset | None:
    """The card types (or permanent types) of the object ``ref`` names as it is now; None: not an object."""
    if ref is None or ref[0] != "obj":
        return None
    w = snap.get(ref[1])
    if w is None:
        return None
    types = frozenset(w.types)
    return types & PERMANENT_TYPES if relation == "permanent type" else types


def shared_problem(engine, slots, chosen, snap) -> str | None:
    """Why the objects ``chosen`` for slots that must share a type don't (a message), or None: they do, or none of
    the slots asks it. Slots of one word "target" with a ``shares`` relation are checked together."""
    for word in {s.word for s in slots if getattr(s, "shares", None)}:
        picked = [(s, t) for s, t in zip(slots, chosen) if s.word == word and t is not None]
        if len(picked) < 2:
            continue
        relation = picked[0][0].shares
        kinds = [_kinds(engine, t, snap, relation) for _, t in picked]
        if any(k is None for k in kinds):
            continue
        common = frozenset.intersection(*kinds)
        if not common:
            return (f"{' and '.join(engine._ref_name(t) for _, t in picked)} share no {relation} "
                    f"(\u201c{picked[0][0].phrase}\u201d)")
    return None


def recheck_shared(engine, item, legal: list, snap, concept: str) -> list:
    """608.2b: the targets of a slot group that must share a type, each still legal alone, no longer sharing one:
    every one of them is illegal. ``legal`` is the per-slot result; a new list is returned."""
    out = list(legal)
    for word in {s.word for s in item.slots if getattr(s, "shares", None)}:
        idx = [i for i, s in enumerate(item.slots) if s.word == word and item.targets[i] is not None and out[i]]
        if len(idx) < 2:
            continue
        why = shared_problem(engine, [item.slots[i] for i in idx], [item.targets[i] for i in idx], snap)
        if why is not None:
            engine.log.add(f"{why}: none of them is a legal target any longer", concept, indent=1, kind="step")
            for i in idx:
                out[i] = False
    return out
