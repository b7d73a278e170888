"""Mayhem (702.187; since 2025-09-19): an alternative cost paid to cast a card discarded this turn from a graveyard.

"Mayhem [cost]" means "As long as you discarded this card this turn, you may cast it from your graveyard by paying
[cost] rather than paying its mana cost." (702.187b); timing rules still apply. A scenario casts it with
``cast: {card, alternative: mayhem, mana}`` (kb.engine.stack): the card must be in its caster's graveyard as the object
a discard by that player put there this turn (400.7: one that left and came back is another object); with this turn's
earlier events unstated and no such discard stated, "cannot decide"; on a turn whose whole record shows none, refused.
Read: a mayhem cost of mana symbols; "Mayhem" without a cost (702.187c, played from the graveyard), another cost, and
mayhem under an edition before 2025-09-19 are "cannot decide".
"""
from __future__ import annotations


from .errors import EngineError
from .gamevalues import turn_events

__all__ = ["MAYHEM", "mayhem_alternative"]

MAYHEM = "mayhem"   # the scenario's ``alternative:`` word and the item's cast_with


def mayhem_alternative(state, card, card_obj, caster: str) -> tuple:
    """The alternative cost chosen with ``alternative: mayhem`` (702.187b), as kb.engine.altcosts.chosen_alternative
    returns one: ("mayhem", its mana, (), None). Where the card is and whether it was discarded this turn are checked
    here (EngineError naming 702.187b)."""
    from .altcosts import keyword_cost, keyword_cost_line
    rule = state.rule_no("mayhem")
    if keyword_cost_line(card, "Mayhem")[1] is not None and (card_obj.zone != "graveyard" or card_obj.owner != caster):
        raise EngineError(f"{card_obj.alias} is not in {caster}'s graveyard: mayhem casts it from there ({rule})")
    mana, read = keyword_cost(state, card, "Mayhem", "mayhem", "2025-09-19")
    if read:
        evs, whole = turn_events(state)
        if not any(e.kind == "zone" and e.cause == "discard" and e.obj == card_obj.oid and e.to_zone == "graveyard"
                   and e.player == caster for e in evs):
            if not whole:
                state.note_unknown(f"{card.name} is cast for its mayhem cost: the question doesn't say whether "
                                   f"{caster} discarded it this turn ({rule})")
            else:
                raise EngineError(f"{card_obj.alias} wasn't discarded by {caster} this turn: its mayhem cost can't be "
                                  f"paid ({rule})")
    return MAYHEM, mana, (), None
