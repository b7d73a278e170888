"""Warp (702.185; since 2025-07-25): an alternative cost from the hand, and an exile at the next end step.

"Warp [cost]" means "You may cast this card from your hand by paying [cost] rather than its mana cost" and "If this
spell's warp cost was paid, exile the permanent this spell becomes at the beginning of the next end step. Its owner may
cast this card after the current turn has ended for as long as it remains exiled." (702.185a). A scenario casts it with
``cast: {card, alternative: warp, mana}`` (kb.engine.stack; from the hand only). As the permanent enters, the delayed
triggered ability is created (608.3g); when it resolves it exiles that permanent if it is still the same object (400.7)
and marks the card as warped (702.185b) with the turn it was exiled in: cast from exile in that same turn it is refused,
in a later turn it is allowed (the warp permission; its mana cost, or another permission's, is paid then).

Read: a warp cost of mana symbols. Not read (what they change is "cannot decide"): a warp cost with other parts
("Warp—{1}, Pay 2 life."), "warped card" in other cards' text, warp granted by other abilities ("a spell was warped
this turn", 702.185c, is read by kb.engine.turnevents). Under an edition before 2025-07-25 casting for a warp cost is "cannot decide".
"""
from __future__ import annotations

import re

from .keywordlist import WARP_EXILE_TEXT

__all__ = ["warp_cost", "warp_delayed", "warp_exile", "warp_refused"]

def warp_cost(card) -> tuple:
    """(the warp cost as a ManaCost, or None when the card's warp line has a cost this module doesn't read; the line),
    or (None, None) when the card has no warp line."""
    from .altcosts import keyword_cost_line
    return keyword_cost_line(card, "Warp")


def warp_delayed(state, item, n) -> None:
    """608.3g, 702.185a: the permanent spell ``item`` was cast for its warp cost and became ``n``: the delayed triggered
    ability that exiles it at the beginning of the next end step."""
    from .triggers import parse_trigger
    state.schedule_delayed(parse_trigger("At the beginning of the next end step", None), WARP_EXILE_TEXT, n.oid,
                           state.evaluate().get(n.oid), item.controller, f"{item.name}'s delayed ability (warp)",
                           about=n.oid)
    state.log.add(f"{item.name}'s warp cost was paid: the permanent it became is exiled at the beginning of the next "
                  "end step", "warp", "delayed_trigger", indent=1, kind="step")


def warp_exile(state, ins, rc, item) -> None:
    """The delayed ability resolves: the permanent is exiled if it is still that object (400.7), and the card is
    warped, castable by its owner after this turn has ended (702.185a-b)."""
    ev = getattr(item, "event", None)
    oid = getattr(ev, "obj", None) if ev is not None else None
    o = state.objects.get(oid) if oid is not None else None
    if o is None or o.zone != "battlefield":
        state.log.add(f"{item.name}: the permanent is no longer on the battlefield, so it isn't exiled (400.7)", "warp",
                      indent=1, kind="step")
        return
    n = state.move(o, "exile", log=False)
    if n is None or n.zone != "exile":
        return
    n.warped_turn = state.turn
    state.log.add(f"{o.alias} is exiled; its owner may cast it after this turn has ended, for as long as it remains "
                  "exiled", "warp", indent=1, kind="step")


_OTHER_PERMISSION = re.compile(r"\b(?:cast|play)\b[^.]*\bfrom (?:exile|among)\b|\bexiled\b[^.]*\b(?:cast|play)\b", re.I)


def warp_refused(state, card_obj, caster: str) -> str | None:
    """Why ``caster`` casting a warped card from exile now is refused, or None. 702.185a: "Its owner may cast this card
    after the current turn has ended for as long as it remains exiled" — not in the turn it was exiled in, and never
    by another player. When a permanent's text could give another permission to cast it from exile, that is "cannot
    decide" (noted) rather than refused."""
    turn = getattr(card_obj, "warped_turn", None)
    if card_obj.zone != "exile" or turn is None:
        return None
    if turn == state.turn:
        why = "its owner may cast it only after this turn has ended"
    elif caster != card_obj.owner:
        why = f"only its owner, {card_obj.owner}, may cast it from exile"
    else:
        return None
    other = next((o.alias for o in state.objects.values() if o.zone == "battlefield"
                  and _OTHER_PERMISSION.search(o.card.text or "")), None)
    if other is not None:
        state.note_unknown(f"{card_obj.alias} was exiled by its warp ability (702.185a), and whether "
                           f"{other}'s text lets {caster} cast it from exile now is not read")
        return None
    return f"{card_obj.alias} was exiled by its warp ability: {why} ({state.rule_no('warp')})"


def warp_alternative(state, card, zone: str) -> tuple:
    """The alternative cost chosen with ``alternative: warp`` (702.185a), as kb.engine.altcosts.chosen_alternative
    returns one: ("warp", its mana, no other costs, None). Refused (EngineError) when the card has no warp line or is
    not in the hand; a cost this module doesn't read, or an edition without warp, is noted "cannot decide"."""
    from .altcosts import keyword_cost, keyword_cost_line
    from .errors import EngineError
    if keyword_cost_line(card, "Warp")[1] is not None and zone != "hand":
        raise EngineError(f"{card.name} is in the {zone}: warp casts it from the hand ({state.rule_no('warp')})")
    mana, _read = keyword_cost(state, card, "Warp", "warp", "2025-07-25")
    return "warp", mana, (), None
