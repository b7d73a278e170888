"""A cast from a graveyard and the unknowns noted before it (601.3, 702.34a): the other half of
:mod:`kb.engine.castpermission`, whose permissions reach nothing until such a cast — here a cast whose reads something
not modelled could have changed is "cannot decide" from then on, and the unstated choice between flashback and another
permission is noted with what it reaches."""
from __future__ import annotations

import re

from .castpermission import CAST_READS, COST_READ, FLASHBACK_MOVES, keyword_reader
from .text import player_poss

__all__ = ["graveyard_cast_doubt", "note_permission_unstated"]


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
            state.note_unknown(f"whether and how {card_obj.alias} may be cast from {player_poss(card_obj.owner)} graveyard can't "
                               f"be decided: {u.reason} (601.3, 601.2h)")
            return


def note_permission_unstated(state, card_obj, caster: str, abilities, reason: str, unread: bool = False) -> None:
    """Flashback or another permission (601.3), the one used not stated: what the choice changes is the cost paid — the
    flashback cost or the card's mana cost (the mana left, and what a flashback cost's other words name, 702.34a) — and
    where the card goes as it leaves the stack (exile with flashback, 702.34a; its owner's graveyard otherwise, 608.2n):
    not the spell, its targets or what it does. Grown through what reads that (kb.engine.unknowns.choice_reach).
    ``unread``: one of the other permissions is words the engine doesn't read (they could say anything): everything."""
    from .unknowns import PER_PLAYER, Unknown, choice_reach, scope_of
    if unread:
        state.note_unknown(reason)
        return
    groups = set(FLASHBACK_MOVES) | {"mana"}
    for ab in abilities:
        r = keyword_reader(ab, scope_of)
        if r is not None:
            groups |= r[0][0] - CAST_READS   # its cost's own words ("Pay 3 life": a life total)
    # the spell is the same either way, unless its words read how it was cast or paid for ("if its flashback cost was
    # paid", "for each color of mana spent to cast it", X): then what it does is reached too
    lines = [ln for ln in (card_obj.card.text or "").splitlines() if not re.match(r"\s*flashback\b", ln, re.I)]
    own = not any(COST_READ.search(re.sub(r"\([^)]*\)", "", ln)) for ln in lines)
    if not own:
        groups.add("stack")
    # the cards moved are its owner's (400.3); a cost is paid by the spell's caster (601.2h, 119.4: "Pay 3 life")
    start = (frozenset(groups), {g: frozenset((card_obj.owner, caster)) for g in groups & PER_PLAYER})
    reach = ((), (card_obj.oid,) if own else (), (card_obj.card_id,) if own else (), caster, None, start)
    scope, whose = choice_reach(state, *reach, snap=state.evaluate())
    state.unknowns.append(Unknown(reason, scope, since=state.clock, reach=reach,
                                  whose=tuple(whose.items())))
