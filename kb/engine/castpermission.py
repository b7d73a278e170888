"""Permissions to cast a card from a graveyard, as readers for the reach of an unstated choice
(:func:`kb.engine.unknowns.choice_reach`), and the check a later cast from a graveyard makes instead.

Flashback (702.34a) "represents two static abilities": one, while the card is in a graveyard, lets its owner cast it
from there ("You may cast this card from your graveyard … by paying [cost] rather than paying its mana cost"); the
other, while it is on the stack, exiles it as it leaves the stack if the flashback cost was paid. A static "You may cast
instant spells from your graveyard" (601.3, a PlayPermission of the graveyard) is the first kind alone. A permission
changes nothing by itself: only a cast does, a player's action (601.2; a scenario's stated step). So as a reader it
reaches nothing but, for flashback, where its card goes as it leaves the stack (its zone, its owner's graveyard and
exile); what a later cast could do is decided where the cast is made — :func:`kb.engine.castdoubt.graveyard_cast_doubt`: when something
not modelled could have changed what such a cast reads (:data:`CAST_READS`: the card's zone and its owner's cards, its
types and abilities, who controls what, the stack and the turn for timing, the mana paid, and a life total when a cost
there pays life, 119.4), everything from that cast on is "cannot decide", as a reader of everything would have made it.
"""
from __future__ import annotations

import re

__all__ = ["keyword_reader", "permission_reader", "CAST_READS", "FLASHBACK_MOVES", "COST_READ"]

# what a cast from a graveyard reads, a cost's life aside (601.2-601.2h, 601.3, 117.1a, 307.1)
CAST_READS = frozenset(("zone", "cards", "cards_zone", "types", "abilities", "controller", "stack", "turn", "mana",
                        "pt", "colors", "name"))
# where flashback's second ability puts its card as it leaves the stack (exile instead of anywhere else, 702.34a)
FLASHBACK_MOVES = frozenset(("zone", "cards", "cards_zone"))
# words of a spell that read how it was cast or what was paid for it (601.2f-h, 107.3)
COST_READ = re.compile(r"\b(?:flashback|spent|paid|pay|cost|costs|X|cast from|was cast|kicked|alternative)\b", re.I)


def _is_flashback(ab) -> bool:
    name = (getattr(ab, "name", "") or "").lower()
    return getattr(ab, "kind", "") == "keyword" and re.match(r"flashback(?:$|\s|-|\u2014)", name) is not None


def keyword_reader(ab, scope_of) -> tuple | None:
    """(what it reads, what it reaches) for a Flashback keyword ``ab`` (``kb.engine.unknowns`` readers: ((groups,
    {per-player group: players}), same)); None for any other ability. It reads whether its card is cast with it and
    leaves the stack, and what its cost names ("Flashback—Pay 3 life": a life total, 119.4; ``scope_of``: the estimate of
    a cost's words); it reaches where the card goes."""
    if not _is_flashback(ab):
        return None
    text = re.sub(r"\([^)]*\)", "", getattr(ab, "text", "") or "").strip()
    cost = text[len("flashback"):] if text.lower().startswith("flashback") else ""
    words = re.sub(r"\{[^}]*\}", "", cost).strip(" ,.\u2014-")
    reads = CAST_READS | (scope_of(words) if words else frozenset())
    return (reads, {}), (FLASHBACK_MOVES, {})


def permission_reader(ab) -> tuple | None:
    """(what it reads, what it reaches) for a static permission to cast spells from a graveyard (601.3: a PlayPermission
    of the graveyard that plays no land): it reaches nothing until a cast, which :func:`kb.engine.castdoubt.graveyard_cast_doubt` checks.
    None for any other ability."""
    from .abilities import PlayPermission
    if not isinstance(ab, PlayPermission) or ab.zone != "graveyard" or ab.lands or ab.look:
        return None
    return (CAST_READS, {}), (frozenset(), {})
