"""Permissions to cast a card from a graveyard, as readers for the reach of an unstated choice
(:func:`kb.engine.unknowns.choice_reach`), and the check a later cast from a graveyard makes instead.

Flashback (702.34a) "represents two static abilities": one, while the card is in a graveyard, lets its owner cast it
from there ("You may cast this card from your graveyard … by paying [cost] rather than paying its mana cost"); the
other, while it is on the stack, exiles it as it leaves the stack if the flashback cost was paid. A static "You may cast
instant spells from your graveyard" (601.3, a PlayPermission of the graveyard) is the first kind alone. A permission
changes nothing by itself: only a cast does, a player's action (601.2; a scenario's stated step). So as a reader it
reaches nothing but, for flashback, where its card goes as it leaves the stack (its zone, its owner's graveyard and
exile); what a later cast could do is decided where the cast is made — :func:`graveyard_cast_doubt`: when something
not modelled could have changed what such a cast reads (:data:`CAST_READS`: the card's zone and its owner's cards, its
types and abilities, who controls what, the stack and the turn for timing, the mana paid, and a life total when a cost
there pays life, 119.4), everything from that cast on is "cannot decide", as a reader of everything would have made it.
"""
from __future__ import annotations

import re

__all__ = ["keyword_reader", "permission_reader", "graveyard_cast_doubt", "CAST_READS"]

# what a cast from a graveyard reads, a cost's life aside (601.2-601.2h, 601.3, 117.1a, 307.1)
CAST_READS = frozenset(("zone", "cards", "cards_zone", "types", "abilities", "controller", "stack", "turn", "mana",
                        "pt", "colors", "name"))
# where flashback's second ability puts its card as it leaves the stack (exile instead of anywhere else, 702.34a)
_FLASHBACK_MOVES = frozenset(("zone", "cards", "cards_zone"))
# words of a spell that read how it was cast or what was paid for it (601.2f-h, 107.3)
_COST_READ = re.compile(r"\b(?:flashback|spent|paid|pay|cost|costs|X|cast from|was cast|kicked|alternative)\b", re.I)


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
    return (reads, {}), (_FLASHBACK_MOVES, {})


def permission_reader(ab) -> tuple | None:
    """(what it reads, what it reaches) for a static permission to cast spells from a graveyard (601.3: a PlayPermission
    of the graveyard that plays no land): it reaches nothing until a cast, which :func:`graveyard_cast_doubt` checks.
    None for any other ability."""
    from .abilities import PlayPermission
    if not isinstance(ab, PlayPermission) or ab.zone != "graveyard" or ab.lands or ab.look:
        return None
    return (CAST_READS, {}), (frozenset(), {})


def graveyard_cast_doubt(state, card_obj) -> None:
    """A spell cast from a graveyard (601.2a, 601.3, 702.34a): when an unknown noted before could have changed what the
    cast reads (:data:`CAST_READS`, and a life total when the card's or a permanent's words pay life), whether it may be
    cast, and how, can't be decided: everything from now on is "cannot decide", naming it."""
    from .unknowns import ALL, meets, reach_now
    texts = [card_obj.card.text or ""] + [o.card.text or "" for o in state.objects.values() if o.zone == "battlefield"]
    reads = CAST_READS | ({"life"} if any(re.search(r"\blife\b", t, re.I) for t in texts) else frozenset())
    snap = state.evaluate()
    for u in list(state.unknowns):
        if u.library_of is not None or u.scope == ALL:
            continue   # a library's order reads no graveyard; one reaching everything already blocks every answer
        if meets(reach_now(state, u, snap), (reads, {})):
            state.note_unknown(f"whether and how {card_obj.alias} may be cast from {card_obj.owner}'s graveyard can't "
                               f"be decided: {u.reason} (601.3, 601.2h)")
            return


def note_permission_unstated(state, card_obj, caster: str, abilities, reason: str, unread: bool = False) -> None:
    """Flashback or another permission (601.3), the one used not stated: what the choice changes is the cost paid — the
    flashback cost or the card's mana cost (the mana left, and what a flashback cost's other words name, 702.34a) — and
    where the card goes as it leaves the stack (exile with flashback, 702.34a; its owner's graveyard otherwise, 608.2n):
    not the spell, its targets or what it does. Grown through what reads that (kb.engine.unknowns.choice_reach).
    ``unread``: one of the other permissions is words the engine doesn't read (they could say anything): everything."""
    from .unknowns import ALL, PER_PLAYER, Unknown, choice_reach, scope_of
    if unread:
        state.note_unknown(reason)
        return
    groups = set(_FLASHBACK_MOVES) | {"mana"}
    for ab in abilities:
        r = keyword_reader(ab, scope_of)
        if r is not None:
            groups |= r[0][0] - CAST_READS   # its cost's own words ("Pay 3 life": a life total)
    # the spell is the same either way, unless its words read how it was cast or paid for ("if its flashback cost was
    # paid", "for each color of mana spent to cast it", X): then what it does is reached too
    lines = [ln for ln in (card_obj.card.text or "").splitlines() if not re.match(r"\s*flashback\b", ln, re.I)]
    own = not any(_COST_READ.search(re.sub(r"\([^)]*\)", "", ln)) for ln in lines)
    if not own:
        groups.add("stack")
    # the cards moved are its owner's (400.3); a cost is paid by the spell's caster (601.2h, 119.4: "Pay 3 life")
    start = (frozenset(groups), {g: frozenset((card_obj.owner, caster)) for g in groups & PER_PLAYER})
    reach = ((), (card_obj.oid,) if own else (), (card_obj.card_id,) if own else (), caster, None, start)
    scope, whose = choice_reach(state, *reach, snap=state.evaluate())
    state.unknowns.append(Unknown(reason, scope if scope != ALL else ALL, since=state.clock, reach=reach,
                                  whose=tuple(whose.items())))
