"""A reveal "until" that stops inside cards lying in an unknown order (401.4: a random or unstated order) at the only
card of the kind among them (701.20a): whatever their order, that card is the one found; only which of the others lie
above it — revealed with it, and moved with "the rest" — is not known.

Used only when nothing in any zone reads the places of those cards or their owner's cards (kb.engine.unknowns.
choice_reach adds nothing to that reach): the others' zones, and their player's library and graveyard, are then "cannot decide", and
everything else is decided. Otherwise (or when the cards aren't a run of named cards, or another card among them is
of the kind, or another unknown order is reached) the caller gives up as before (every answer "cannot decide")."""
from __future__ import annotations

from dataclasses import replace

from .unknowns import Unknown, choice_reach, library_top_blockers, order_groups

__all__ = ["found_whatever_order"]


def found_whatever_order(state, p, revealed: list, found: int, sel, ctx, snap, item) -> list | None:
    """The cards revealed that are known whatever the order (those above the group, then ``found``), the others of the
    group noted undecided; None when the order could change more than that. ``revealed``: the cards revealed in the
    order the library lists them, ``found`` the last; ``item``: the spell or ability (no reader of itself)."""
    why = library_top_blockers(state, p.name, len(revealed), found)
    fid = state.objects[found].card_id
    groups = [(r, g) for r, g in order_groups(state, p.name) if fid in g]
    if len(groups) != 1 or set(why) != {groups[0][0]}:
        return None
    reason, group = groups[0]
    ids = [state.objects[o].card_id for o in p.library]
    at = [i for i, c in enumerate(ids) if c in group]
    if len(at) != len(group) or at != list(range(at[0], at[0] + len(at))):   # a run of named cards above any unnamed
        return None
    others = [p.library[i] for i in at if p.library[i] != found]
    if any(w is None or sel.match(w, ctx) for w in (snap.get(o) for o in others)):
        return None   # another card of the kind among them: which one is found depends on the order
    # what the order changes: those cards' zones (a library or where "the rest" go) and their owner's cards; it is all
    # it changes only when nothing in any zone reads that (choice_reach adds nothing to it, 603.2, 613.4c)
    start = (frozenset(("zone", "cards", "cards_zone")), {"cards": frozenset((p.name,)), "cards_zone": frozenset((p.name,))})
    skip = (item.oid if item.kind == "spell" else item.ability,)
    cards = (state.objects[item.oid].card_id,) if item.kind == "spell" and item.oid in state.objects else ()
    if choice_reach(state, (), skip, cards, p.name, start=start, snap=snap) != start:
        return None
    others_ids = frozenset(state.objects[o].card_id for o in others)
    # the card found is the same whatever the order: its leaving the library doesn't reach that order (chance picks
    # nothing); the others stay in an unknown order among themselves
    for i, u in enumerate(state.unknowns):
        if u.reason == reason and u.library_of == p.name and u.objects is not None and fid in u.objects:
            state.unknowns[i] = replace(u, objects=u.objects - {fid})
    say = (f"{', '.join(state.objects[o].alias for o in others)}: whether revealed above "
           f"{state.objects[found].alias} or not depends on an order no one can state ({reason}; "
           f"{state.rule_no('reveal')})")
    # their zones, and those of the library's cards below them, which a later draw reaches sooner when fewer are left
    below = frozenset(state.objects[o].card_id for o in p.library[at[-1] + 1:] + p.under if o in state.objects)
    state.unknowns.append(Unknown(say, frozenset(("zone",)), since=state.clock, objects=others_ids | below,
                                  by_card=True))
    # their owner's cards (a library that may hold fewer: a later draw may find it empty, 121.4, 704.5b — a life
    # answer, "lost"; "won" is no one player's alone, 104.2a)
    mine = frozenset((p.name,))
    state.unknowns.append(Unknown(say, frozenset(("cards", "life")), since=state.clock,
                                  whose=(("cards", mine), ("life", mine))))
    state.log.add(f"{state.objects[found].alias} is the only card of the kind among cards in an unknown order: it is "
                  f"found whatever their order; {say}", "reveal", indent=1, kind="step")
    return [o for o in revealed[:at[0]]] + [found]
