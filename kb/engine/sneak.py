"""Sneak (702.190; since 2026-02-27): an alternative cost paid in its controller's declare blockers step.

"Sneak [cost]" means "Any time you could cast an instant during your declare blockers step, you may cast this spell by
paying [cost] and returning an unblocked creature you control to its owner's hand rather than paying this spell's mana
cost." (702.190a). A permanent spell whose sneak cost was paid enters tapped and attacking the player, planeswalker or
battle the returned creature attacked (702.190b, 506.3a).

A scenario casts it with ``cast: {card, alternative: sneak, return: [ATTACKER], mana}`` (kb.engine.stack): refused
outside its caster's declare blockers step, or when the creature returned isn't an unblocked attacking creature the
caster controls (the check ninjutsu's cost makes too, kb.engine.ninjutsu). Read: a sneak cost of mana symbols; another
one, and sneak under an edition before 2026-02-27, are "cannot decide".
"""
from __future__ import annotations


from .errors import EngineError

__all__ = ["sneak_alternative", "sneak_enters"]

def sneak_alternative(state, card, caster: str, costs: dict | None) -> tuple:
    """The alternative cost chosen with ``alternative: sneak`` (702.190a), as kb.engine.altcosts.chosen_alternative
    returns one: ("sneak", its mana, (returning the creature,), the creature returned and what it attacks). The timing
    and the creature are checked here (EngineError naming 702.190a)."""
    from .instructions import Cost, Subject
    from .parser import _Ctx, parse_selector
    from .altcosts import keyword_cost
    mana, read = keyword_cost(state, card, "Sneak", "sneak", "2026-02-27")
    if read and (state.step != "declare_blockers" or caster != state.active):
        raise EngineError(f"{card.name} can be cast for its sneak cost only during its caster's declare blockers step "
                          f"({state.rule_no('sneak')}); it is {state.active}'s {state.step.replace('_', ' ')} step")
    back = [state.obj(r) for r in (costs or {}).get("return") or ()]
    if len(back) != 1:
        raise EngineError(f"{card.name}'s sneak: give return: [ATTACKER], the unblocked creature returned to its "
                          f"owner's hand as part of the cost ({state.rule_no('sneak')})")
    defender = state.unblocked_attacker(back[0], caster, "sneak") if state.rules_have("sneak") else None
    ret = Cost("return", subject=Subject("chosen", selector=parse_selector("creature you control", _Ctx(card.name)),
                                         text="unblocked creature you control"),
               text="Return an unblocked creature you control to its owner's hand")
    return "sneak", mana, (ret,), defender


def sneak_enters(state, item, n) -> None:
    """702.190b: the permanent its sneak-cast spell became is tapped and attacking what the returned creature
    attacked (it entered tapped: kb.engine.stack)."""
    defender = state.__dict__.get("sneak_defenders", {}).pop(item.sid, None)
    state.log.add(f"{n.alias} was cast for its sneak cost: it enters tapped and attacking", "sneak", indent=1,
                  kind="step")
    state.enter_attacking([n.oid], [defender] if defender is not None else None, item.choices)
