"""Preparation cards (722; since 2026-04-17): the prepared designation.

"~ enters prepared." and "~ becomes prepared" give a permanent with a prepare spell the prepared designation, a marker
with no effect of its own (722.3a); a permanent without a prepare spell can't gain it, nor one that already has it.
As it gains the designation its controller creates a copy of its prepare spell in exile, which that player may cast
while the permanent stays prepared (722.3c): that copy is not modelled (the card data holds only the card's normal
characteristics, 722.4), so what is in each zone of cards is "cannot decide" from then on. Under an edition before
2026-04-17 the words are unread and every answer is "cannot decide".
"""
from __future__ import annotations

__all__ = ["PREPARE_LAYOUT", "become_prepared"]

PREPARE_LAYOUT = "prepare"   # the card layout of a preparation card (722.1): it has a prepare spell (722.2a)


def become_prepared(state, o) -> None:
    """722.3a: ``o`` (a permanent) becomes prepared; 722.3c: the copy of its prepare spell it creates is noted as not
    modelled (only what is in the zones of cards can change)."""
    if not state.rules_have("prepared"):
        state.note_unknown(f"{o.alias} becomes prepared, a designation the rules of {state.edition} don't have "
                           "(722.3a, since 2026-04-17): what follows can't be decided")
        return
    rule = state.rule_no("prepared")
    if (getattr(o.card, "layout", "") or "") != PREPARE_LAYOUT:
        state.log.add(f"{o.alias} has no prepare spell: it can't become prepared ({rule})", "prepared", indent=1,
                      kind="step")
        return
    if o.choices.get("prepared"):
        state.log.add(f"{o.alias} is already prepared: nothing happens ({rule})", "prepared", indent=1, kind="step")
        return
    o.choices = {**o.choices, "prepared": True}
    state.log.add(f"{o.alias} becomes prepared", "prepared", indent=1, kind="step")
    state.note_unknown(f"{o.alias} became prepared: the copy of its prepare spell its controller creates in exile and "
                       f"may cast ({rule}, 722.3c) is not modelled", frozenset({"cards"}))
