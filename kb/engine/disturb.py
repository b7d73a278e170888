"""Disturb (702.146; since 2021-11-19): an alternative cost paid to cast a double-faced card transformed from its
owner's graveyard.

"Disturb [cost]" means "You may cast this card transformed from your graveyard by paying [cost] rather than its mana
cost." (702.146a; the spell has its back face up, with only that face's characteristics, 712.8c) and a resolving spell
cast this way enters the battlefield with its back face up (702.146b; kb.engine.stack: the spell's ``transformed``).
What happens to the card after is its back face's own text ("If ~ would be put into a graveyard from anywhere, exile it
instead.", a replacement read as any other, 614.1a). A scenario casts it with ``cast: {card, alternative: disturb}``
(``face:`` other than the back face contradicts it): from its caster's own graveyard only ("your graveyard": for a card
in a graveyard "you" is its owner, 109.5). Read: a disturb cost of mana symbols; another cost, or disturb under an
edition before 2021-11-19, is "cannot decide".
"""
from __future__ import annotations

from .errors import EngineError

__all__ = ["DISTURB", "disturb_alternative"]

DISTURB = "disturb"   # the scenario's ``alternative:`` word and the item's cast_with


def disturb_alternative(state, card_obj, caster: str, cast_from: str) -> tuple:
    """The alternative cost chosen with ``alternative: disturb`` (702.146a), as kb.engine.altcosts.chosen_alternative
    returns one: ("disturb", its mana, (), None). The card's front face has the ability; cast from anywhere but its
    caster's own graveyard is refused (EngineError naming the rule)."""
    from .altcosts import keyword_cost, keyword_cost_line
    front = card_obj.card
    rule = state.rule_no(DISTURB)
    if keyword_cost_line(front, "Disturb")[1] is None:
        raise EngineError(f"{card_obj.alias} has no disturb ability ({rule})")
    if cast_from != "graveyard" or card_obj.owner != caster:
        where = f"in the {cast_from}" if cast_from != "graveyard" else f"in {card_obj.owner}'s graveyard"
        raise EngineError(f"{card_obj.alias} is {where}: disturb lets its owner cast it transformed from their own "
                          f"graveyard ({rule})")
    mana, _read = keyword_cost(state, front, "Disturb", DISTURB, "2021-11-19")
    return DISTURB, mana, (), None
