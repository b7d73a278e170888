"""Web-slinging (702.188; since 2025-09-19): an alternative cost that returns a tapped creature to its owner's hand.

"Web-slinging [cost]" means "You may cast this spell by paying [cost] and returning a tapped creature you control to its
owner's hand rather than paying its mana cost." (702.188a). Casting a spell so follows the rules for alternative costs
(601.2b, 601.2f-h): the spell's timing is its own.

A scenario casts it with ``cast: {card, alternative: web-slinging, return: [CREATURE], mana}`` (kb.engine.stack): the
creature returned is paid like any "Return a … you control to its owner's hand" cost, refused when it isn't a tapped
creature the caster controls. Read: a web-slinging cost of mana symbols; another one, and web-slinging under an edition
before 2025-09-19, are "cannot decide".
"""
from __future__ import annotations


from .errors import EngineError

__all__ = ["WEB_SLINGING", "web_slinging_alternative"]

WEB_SLINGING = "web-slinging"   # the scenario's ``alternative:`` word and the item's cast_with


def web_slinging_alternative(state, card, caster: str, costs: dict | None) -> tuple:
    """The alternative cost chosen with ``alternative: web-slinging`` (702.188a), as
    kb.engine.altcosts.chosen_alternative returns one: ("web-slinging", its mana, (returning a tapped creature you
    control,), None). The creature is checked here (EngineError naming 702.188a) and paid with as the cost is paid
    (601.2h, kb.engine.stack)."""
    from .instructions import Cost, Subject
    from .parser import _Ctx, parse_selector
    from .altcosts import keyword_cost
    mana, _read = keyword_cost(state, card, "Web-slinging", "web_slinging", "2025-09-19")
    back = [state.obj(r) for r in (costs or {}).get("return") or ()]
    if len(back) != 1:
        raise EngineError(f"{card.name}'s web-slinging: give return: [CREATURE], the tapped creature returned to its "
                          f"owner's hand as part of the cost ({state.rule_no('web_slinging')})")
    w = state.evaluate().get(back[0].oid)
    if back[0].zone != "battlefield" or w is None or w.controller != caster or not back[0].tapped or \
            "Creature" not in w.types:
        raise EngineError(f"{back[0].alias} is not a tapped creature {caster} controls: it can't be returned for "
                          f"{card.name}'s web-slinging cost ({state.rule_no('web_slinging')})")
    ret = Cost("return", subject=Subject("chosen", selector=parse_selector("tapped creature you control",
                                                                           _Ctx(card.name)),
                                         text="tapped creature you control"),
               text="Return a tapped creature you control to its owner's hand")
    return WEB_SLINGING, mana, (ret,), None
