"""Umbra armor, called totem armor until 2024 (702.89; 702.86 when it came, 2010-04-23): a replacement of destruction.

"Umbra armor" means "If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this
Aura." (702.89a). The rules named it "totem armor" from 2010-04-23 (702.86a) until 2024-06-07, when it became "umbra
armor"; cards printed with "totem armor" have umbra armor since (702.89b). Each edition defines only its own word: a
word the edition doesn't define (either, before 2010-04-23; "umbra armor" before 2024-06-07) is unread, and whether
the permanent it would protect is destroyed can't be decided.

It applies wherever a permanent would be destroyed: by an effect (701.8) or by the state-based actions (lethal damage,
deathtouch, 704.5g-h), through :meth:`kb.engine.replacement.ReplacementMixin.regenerate_or_destroy`. With another
replacement of the same event (a regeneration shield, a second such Aura) the permanent's controller chooses which
applies (616.1): ``replace_order: [AURA]`` on the step, never guessed.
"""
from __future__ import annotations

from .versions import rule

__all__ = ["ARMOR_WORDS", "umbra_auras", "apply_umbra"]

ARMOR_WORDS = ("umbra armor", "totem armor")


def umbra_auras(state, oid: int, snap) -> tuple[list, list]:
    """The Auras attached to permanent ``oid`` whose umbra armor applies to its destruction, and the armor words on
    Auras attached to it that this edition doesn't define (unread)."""
    version = rule("umbra_armor", state.edition)
    defined = {"none": (), "totem armor": ("totem armor",), "umbra armor": ARMOR_WORDS}[version]
    read, unread = [], []
    for o in state.objects.values():
        if o.zone != "battlefield" or o.attached_to != oid:
            continue
        w = snap.get(o.oid)
        names = w.keyword_names() if w is not None else frozenset()
        if any(k in defined for k in names):
            read.append(o.oid)
        elif any(k in ARMOR_WORDS for k in names):
            unread.append(f"{o.alias}'s {next(k for k in ARMOR_WORDS if k in names)}")
    return read, unread


def apply_umbra(state, oid: int, aura: int) -> None:
    """The replacement (702.89a): remove all damage marked on the permanent, destroy the Aura instead."""
    o = state.objects[oid]
    o.damage = 0
    o.deathtouched = False
    state.log.add(f"{o.alias} isn't destroyed: {state.objects[aura].alias}'s {rule('umbra_armor', state.edition)} "
                  "removes all damage marked on it and destroys the Aura instead", "umbra_armor", "replacement",
                  indent=1, kind="step")
    state._touched()
    state.destroy([aura])
