"""Escalate (702.120; since 2016-07-22): "Escalate [cost]" means "For each mode you choose beyond the first as you cast
this spell, you pay an additional [cost]." (702.120a; Blessed Alliance, Collective Brutality). Paying it follows the
rules for additional costs (601.2f-h): its mana is added to the total cost, its other parts ("Escalate—Discard a
card.") are paid as the spell is cast, once per mode beyond the first, with the cast step's ``discard:`` / ``tap:`` …

Read: an escalate cost the cost reader reads (kb.engine.instructions.parse_costs, as kicker's and flashback's). An
escalate cost it can't read, or an edition before 2016-07-22, is "cannot decide" (the total cost isn't known); an
effect casting the spell without paying its mana cost still has its escalate cost to pay, which that cast doesn't read:
"cannot decide" too."""
from __future__ import annotations

__all__ = ["escalate_keyword", "escalate_costs"]


def escalate_keyword(card):
    """The card's escalate keyword ability, or None."""
    return next((a for a in card.abilities if getattr(a, "kind", "") == "keyword"
                 and str(a.name).lower().startswith("escalate")), None)


def escalate_costs(state, card, modes: int, free: bool):
    """The additional costs escalate adds to a spell cast with ``modes`` modes (702.120a): (mana ManaCost, other costs
    — each once per mode beyond the first), or None when it adds none or what it adds can't be read (noted "cannot
    decide")."""
    kw = escalate_keyword(card)
    if kw is None or modes < 2:
        return None
    from .altcosts import _costs_of
    from .keywordlist import keyword_named_by
    from .values import ManaCost
    if not keyword_named_by(kw.name, state.edition):
        state.note_unknown(f"{card.name}'s \u201c{kw.name}\u201d: the rules of {state.edition} have no escalate (it came with "
                           "the 2016-07-22 edition), so what its cost adds can't be read (601.2f)")
        return None
    if free:
        state.note_unknown(f"{card.name} is cast without paying its mana cost with {modes} modes: its escalate cost is "
                           f"still to be paid, which this cast doesn't read ({state.rule_no('escalate')})")
        return None
    costs = _costs_of(kw.name, "escalate")
    if not costs:
        state.note_unknown(f"{card.name}'s \u201c{kw.name}\u201d: its escalate cost can't be read ({state.rule_no('escalate')})")
        return None
    beyond = modes - 1
    mana = ManaCost(tuple(s for _ in range(beyond) for c in costs if c.kind == "mana" for s in c.mana.symbols))
    others = tuple(c for _ in range(beyond) for c in costs if c.kind != "mana")
    return mana, others
