""""Exile the top card of your graveyard" as a cost (Nature's Kiss, Alms; 602.2b): the card on top of the pile.

A graveyard is a single face-up pile whose order players normally can't change (404.2). The engine keeps no order
for a graveyard, so the top card is known when the graveyard holds exactly one card, or when the steps themselves
put the newest card there alone in its event (``graveyardtopkind.known_top``: a card put into a graveyard goes on
top); otherwise the scenario names it (``exile: [CARD]`` on the ``activate`` step), and a step that doesn't is
refused asking for it, never guessed. An empty graveyard can't pay the cost: a player can't pay a cost without the necessary resources, and
partial payments aren't allowed (118.3, 601.2h) — the activation is refused.

"Exile the top creature card of your graveyard" (Necratog, Zombie Scavengers): the highest card of that kind in the
pile, other cards above it or not (404.2). It is known when the graveyard holds exactly one card of the kind, whatever
else it holds; with more, the scenario names it (``exile:``, a card of the kind), and with none the cost can't be paid
(118.3). The kind is read by the selector reader (a word it doesn't read leaves the ability unread); only one card:
"the top two creature cards" stays unread."""
from __future__ import annotations

import re

from .errors import EngineError
from .graveyardtopkind import known_top

__all__ = ["GRAVEYARD_TOP_COST", "read_graveyard_top_cost", "pay_top_of_graveyard"]

GRAVEYARD_TOP_COST = re.compile(r"exile the top (?:(?P<kind>[\w-]+(?: [\w-]+)*?) )?card of your graveyard", re.I)


def read_graveyard_top_cost(part: str, cost_cls, read_kind=None):
    """The Cost of "Exile the top card of your graveyard" (``cost_cls``: kb.engine.instruction_types.Cost), or None;
    "the top creature card …": its ``subject`` the kind (``read_kind(words)`` → a Subject; without it, None)."""
    m = GRAVEYARD_TOP_COST.fullmatch(part.strip())
    if m is None:
        return None
    if m.group("kind"):
        if read_kind is None:
            return None
        return cost_cls("exile_top", n=1, zone="graveyard", text=part.strip(), subject=read_kind(m.group("kind") + " card"))
    return cost_cls("exile_top", n=1, zone="graveyard", text=part.strip())


def _of_kind(engine, c, item, pile: list) -> list:
    """The cards of ``pile`` of the cost's kind (all of them when it names none), as they are now (613.1f)."""
    if c.subject is None or getattr(c.subject, "selector", None) is None:
        return list(pile)
    from .filters import Ctx
    snap = engine.evaluate()
    src = snap.get(item.source) if getattr(item, "source", None) is not None else None
    ctx = Ctx(snap.work, src, item.controller)
    return [o for o in pile if snap.get(o.oid) is not None and c.subject.selector.match(snap.get(o.oid), ctx)]


def _poss(who: str) -> str:
    return "your" if who == "you" else f"{who}'s"


def pay_top_of_graveyard(engine, c, item, given: dict) -> None:
    """Pay "Exile the top card of your graveyard" for ``item`` (an activation being put on the stack): the one card in
    its controller's graveyard, or the card the step names as the top one (``exile:``), moved to exile; refused when
    the graveyard is empty (118.3) or the top card is neither known nor stated (404.2: its order is not tracked)."""
    who = item.controller
    pile = engine.in_zone("graveyard", who)
    kind = getattr(getattr(c.subject, "selector", None), "describe", "") or ""
    what = f"top {kind}" if kind else "top card"
    pile_all = pile
    pile = _of_kind(engine, c, item, pile)
    pay_rule = engine.rule_no("cast_pay")
    named = given.get("exile")
    named = named if isinstance(named, list) else [named] if named else []
    unlisted = "graveyard" in getattr(engine.player(who), "unlisted", ())
    if named:
        cards = [engine.obj(r) for r in named]
        if len(cards) != 1 or cards[0].zone != "graveyard" or cards[0].owner != who or cards[0] not in pile:
            raise EngineError(f"{item.name}: \u201c{c.text}\u201d exiles one card of {_poss(who)} graveyard, its {what} "
                              f"({pay_rule})")
        card = cards[0]
    elif not pile and not unlisted:
        empty = "is empty" if not pile_all else f"holds no {kind}"
        raise EngineError(f"{_poss(who).capitalize()} graveyard {empty}: \u201c{c.text}\u201d can't be paid ({pay_rule})")
    elif len(pile) == 1 and not unlisted:
        card = pile[0]
    elif not unlisted and known_top(engine, [o.oid for o in pile]) is not None:
        card = engine.objects[known_top(engine, [o.oid for o in pile])]   # put there last by a step's event (404.2)
    else:
        why = "is not listed" if unlisted else \
            f"holds more than one {kind or 'card'} and its order is not tracked"
        raise EngineError(f"{item.name}: \u201c{c.text}\u201d: {_poss(who)} graveyard {why}, so its {what} is not "
                          f"known: give exile: NAME ({engine.rule_no('activation_cost')})")
    engine.move(card.oid, "exile", cause="cost")
    item.costs.append(f"exile the {what} of the graveyard: {card.alias}")
