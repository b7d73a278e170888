""""Exile the top card of your graveyard" as a cost (Nature's Kiss, Alms; 602.2b): the card on top of the pile.

A graveyard is a single face-up pile whose order players normally can't change (404.2). The engine keeps no order
for a graveyard, so the top card is known only when the graveyard holds exactly one card; with more, the scenario
names it (``exile: [CARD]`` on the ``activate`` step), and a step that doesn't is refused asking for it, never
guessed. An empty graveyard can't pay the cost: a player can't pay a cost without the necessary resources, and
partial payments aren't allowed (118.3, 601.2h) — the activation is refused."""
from __future__ import annotations

import re

from .errors import EngineError

__all__ = ["GRAVEYARD_TOP_COST", "read_graveyard_top_cost", "pay_top_of_graveyard"]

GRAVEYARD_TOP_COST = re.compile(r"exile the top card of your graveyard", re.I)


def read_graveyard_top_cost(part: str, cost_cls):
    """The Cost of "Exile the top card of your graveyard" (``cost_cls``: kb.engine.instruction_types.Cost), or None."""
    if GRAVEYARD_TOP_COST.fullmatch(part.strip()) is None:
        return None
    return cost_cls("exile_top", n=1, zone="graveyard", text=part.strip())


def _poss(who: str) -> str:
    return "your" if who == "you" else f"{who}'s"


def pay_top_of_graveyard(engine, c, item, given: dict) -> None:
    """Pay "Exile the top card of your graveyard" for ``item`` (an activation being put on the stack): the one card in
    its controller's graveyard, or the card the step names as the top one (``exile:``), moved to exile; refused when
    the graveyard is empty (118.3) or the top card is neither known nor stated (404.2: its order is not tracked)."""
    who = item.controller
    pile = engine.in_zone("graveyard", who)
    pay_rule = engine.rule_no("cast_pay")
    named = given.get("exile")
    named = named if isinstance(named, list) else [named] if named else []
    unlisted = "graveyard" in getattr(engine.player(who), "unlisted", ())
    if named:
        cards = [engine.obj(r) for r in named]
        if len(cards) != 1 or cards[0].zone != "graveyard" or cards[0].owner != who:
            raise EngineError(f"{item.name}: \u201c{c.text}\u201d exiles one card of {_poss(who)} graveyard, its top "
                              f"card ({pay_rule})")
        card = cards[0]
    elif not pile and not unlisted:
        raise EngineError(f"{_poss(who).capitalize()} graveyard is empty: \u201c{c.text}\u201d can't be paid ({pay_rule})")
    elif len(pile) == 1 and not unlisted:
        card = pile[0]
    else:
        why = "is not listed" if unlisted else "holds more than one card and its order is not tracked"
        raise EngineError(f"{item.name}: \u201c{c.text}\u201d: {_poss(who)} graveyard {why}, so its top card is not "
                          f"known: give exile: NAME ({engine.rule_no('activation_cost')})")
    engine.move(card.oid, "exile", cause="cost")
    item.costs.append(f"exile the top card of the graveyard: {card.alias}")
