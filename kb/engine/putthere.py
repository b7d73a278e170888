""""… cards in your graveyard that were put there from the battlefield this turn" (Twilight Shepherd, Faith's Reward,
Gleancrawler), "… that were put there from anywhere this turn" (Garna, the Bloodflame): a card in a graveyard that
this object (400.7: a card that left the graveyard and came back is a new one) became by a zone change into that
graveyard this turn — from the battlefield (a permanent that died or was sacrificed, discarded … not) or from any zone.

Read as a selector status (``PUT_THERE_FROM_BATTLEFIELD`` / ``PUT_THERE_FROM_ANYWHERE``) over a selector of cards in
a graveyard; kb.engine.filters checks it through the game's record of the turn (GameView.put_there_this_turn: the
zone-change events of this turn, 603.2). While the turn began with events nobody stated (GameState.history_unstated),
a card not found there is "cannot decide". Any other origin ("from your library") is not read here. This module
imports neither the filters nor the game values (they call it)."""
from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["PUT_THERE_FROM_BATTLEFIELD", "PUT_THERE_FROM_ANYWHERE", "PUT_THERE", "read_put_there", "put_there_from"]

PUT_THERE_FROM_BATTLEFIELD = "put there from the battlefield this turn"
PUT_THERE_FROM_ANYWHERE = "put there from anywhere this turn"
PUT_THERE = frozenset((PUT_THERE_FROM_BATTLEFIELD, PUT_THERE_FROM_ANYWHERE))
_PHRASE = re.compile(r"(.+?) that (?:were|was) put there from (the battlefield|anywhere) this turn( in (?:your|their|a) graveyard)?")


def read_put_there(phrase: str, parse, pc, default_zone):
    """The selector of "creature cards in your graveyard that were put there from the battlefield this turn", or None
    when ``phrase`` is not such a phrase (or what it qualifies is not cards in a graveyard). ``parse``:
    kb.engine.parser.parse_selector (passed in: the parser imports this module)."""
    m = _PHRASE.fullmatch(phrase.strip())
    if m is None:
        return None
    # "… this turn in your graveyard": where the cards are, as the move reader appends it (kb.engine.returnfirst)
    sel = parse(m.group(1) + (m.group(3) or ""), pc, default_zone=default_zone)
    status = PUT_THERE_FROM_BATTLEFIELD if m.group(2) == "the battlefield" else PUT_THERE_FROM_ANYWHERE
    parts = getattr(sel, "parts", None)
    if parts is not None:   # "permanent cards" (110.4a): each kind with the same history
        if any(getattr(p, "zones", None) != frozenset(("graveyard",)) or not hasattr(p, "status") for p in parts):
            return None
        return replace(sel, parts=tuple(replace(p, status=p.status | {status}) for p in parts), describe=phrase.strip())
    if getattr(sel, "zones", None) != frozenset(("graveyard",)) or not hasattr(sel, "status"):
        return None
    return replace(sel, status=sel.status | {status}, describe=phrase.strip())


def put_there_from(status: str) -> str | None:
    """The zone a status asks the card to have come from ('battlefield'), None for "anywhere"."""
    return "battlefield" if status == PUT_THERE_FROM_BATTLEFIELD else None
