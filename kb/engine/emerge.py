"""Emerge (702.119; since 2016-07-22): an alternative cost with a sacrifice that reduces it.

"Emerge [cost]" means "You may cast this spell by paying [cost] and sacrificing a creature rather than paying its mana
cost" and "If you chose to pay this spell's emerge cost, its total cost is reduced by an amount of generic mana equal
to the sacrificed creature's mana value" (702.119a). The creature is chosen as the emerge cost is (601.2b) and
sacrificed as the total cost is paid (702.119c, 601.2h). The spell's mana cost and mana value don't change (118.9c).

A scenario casts it with ``cast: {card, alternative: emerge, sacrifice: [CREATURE], mana}`` (kb.engine.stack): the
sacrifice is checked as any cost's is (a creature its caster controls, 701.21a); the reduction is of generic mana only
(a mana value beyond it reduces nothing more). Read: an emerge cost of mana symbols. "Emerge from [quality]"
(702.119b), another cost, and emerge under an edition before 2016-07-22 are "cannot decide".
"""
from __future__ import annotations

from .errors import EngineError
from .instruction_types import Cost, Subject

__all__ = ["EMERGE", "emerge_alternative", "emerge_reduction"]

EMERGE = "emerge"   # the scenario's ``alternative:`` word and the stack item's cast_with


def emerge_alternative(state, card, costs: dict | None) -> tuple:
    """The alternative cost chosen with ``alternative: emerge`` (702.119a), as kb.engine.altcosts.chosen_alternative
    returns one: ("emerge", its mana, (sacrificing a creature,), None). The creature to sacrifice must be stated
    (``sacrifice: [CREATURE]``, 702.119c): unstated, the cast is refused naming what to give."""
    from .altcosts import keyword_cost
    from .parser import _Ctx, parse_selector
    mana, _read = keyword_cost(state, card, "Emerge", "emerge", "2016-07-22")
    if len(list((costs or {}).get("sacrifice") or ())) != 1:
        raise EngineError(f"{card.name}'s emerge: give sacrifice: [CREATURE], the creature sacrificed as part of the "
                          f"cost ({state.rule_no('emerge')})")
    sac = Cost("sacrifice", subject=Subject("chosen", selector=parse_selector("creature you control", _Ctx(card.name)),
                                            text="creature"),
               text="Sacrifice a creature")
    return EMERGE, mana, (sac,), None


def emerge_reduction(state, item, costs: dict | None) -> int:
    """The generic mana the emerge cost's total cost is reduced by: the mana value of the creature stated to be
    sacrificed, as it is while the total cost is determined (702.119a, 601.2f; X in its mana cost is 0, 202.3e).
    0 when it isn't a permanent (the sacrifice itself is then refused, 601.2h)."""
    refs = list((costs or {}).get("sacrifice") or ())
    if not refs:
        return 0
    o = state.obj(refs[0])
    w = state.evaluate().get(o.oid)
    if w is None or o.zone != "battlefield":
        return 0
    mv = w.mana_value
    state.log.add(f"emerge: the total cost is reduced by {{{mv}}}, {o.alias}'s mana value", "emerge", indent=1,
                  kind="step")
    return mv
