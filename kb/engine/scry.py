"""Scry with its choice stated (701.22a): "look at the top N cards of your library, then put any number of them on the
bottom of your library in any order and the rest on top of your library in any order".

Where each card looked at goes is its owner's choice as the effect resolves (608.2d), stated as ``choose: {top: [NAMES],
bottom: [NAMES]}`` (each list top first; one of them may be left out when it is empty). The choice is applied only when
the engine knows which cards are the top N: named cards, none of them in a group of cards whose places are unknown
together (a random order, a shuffle, an order not stated: 401.4, 701.24a). Otherwise — or with no choice stated — the
library's order after the scry is "cannot decide" (kb.engine.actions_cards._library_order), never guessed.

Surveil the same way (701.25a): "look at the top N cards of your library, then put any number of them into your
graveyard and the rest on top of your library in any order", stated as ``choose: {graveyard: [NAMES], top: [NAMES]}``
(``top`` top first; it may be left out when at most one card is kept). The cards put into the graveyard change zones
together (400.7, one event), the rest are put back in the stated order.
"""
from __future__ import annotations

from .errors import EngineError
from .text import player_poss as _poss
from .unknowns import order_groups

__all__ = ["scry_stated", "surveil_stated"]


def _names(v) -> list:
    return [str(x) for x in v] if isinstance(v, (list, tuple)) else [str(v)]


def _looked(state, player: str, n: int) -> list | None:
    """The object ids of the top ``n`` cards of ``player``'s library when they are known (top first), else None."""
    p = state.player(player)
    cards = p.library_cards() if p.unknown == 0 else list(p.library)
    if len(cards) < n and p.unknown != 0:
        return None   # a card the scenario doesn't name is among them
    top = cards[:n]
    ids = {state.objects[o].card_id for o in top if o in state.objects}
    if len(ids) != len(top) or any(group & ids for _why, group in order_groups(state, player)):
        return None   # a card of the top N whose place is unknown (401.4, 701.24a)
    return top


def scry_stated(state, ins, rc, player: str, n: int | None) -> bool:
    """``player`` scries ``n`` with the cards' places stated (choose: {top: [...], bottom: [...]}, 701.22a): the cards
    are put in those places and True is returned; False (nothing done) when no place is stated, ``n`` is unknown, or
    which cards are the top ``n`` can't be decided. A choice that doesn't list each card looked at once is an error."""
    top_said, bottom_said = rc.choices.get("top"), rc.choices.get("bottom")
    if n is None or n <= 0 or (top_said is None and bottom_said is None):
        return False
    looked = _looked(state, player, n)
    if looked is None:
        return False
    on_top = [state.obj(nm).oid for nm in _names(top_said)] if top_said is not None else None
    below = [state.obj(nm).oid for nm in _names(bottom_said)] if bottom_said is not None else None
    if on_top is None:
        on_top = [o for o in looked if o not in below]
        if len(on_top) > 1:
            return False   # the order of the cards kept on top is not stated
    if below is None:
        below = [o for o in looked if o not in on_top]
        if len(below) > 1:
            return False   # the order of the cards put on the bottom is not stated
    if sorted(on_top + below) != sorted(looked):
        raise EngineError(f"\u201c{ins.text}\u201d: choose: {{top: [...], bottom: [...]}} lists each card scry looks at "
                          f"once ({', '.join(state.objects[o].alias for o in looked)}), each list top first "
                          f"({state.rule_no('library_position')})")
    p = state.player(player)
    # moving cards within a library is no zone change (400.7): the same objects in new places; at the bottom of a
    # library holding cards the scenario doesn't name, below them (Player.under)
    if looked[-1] in p.library:
        rest = [o for o in p.library if o not in looked]
        if p.unknown != 0:
            p.library[:] = on_top + rest
            p.under.extend(below)
        else:
            p.library[:] = on_top + rest + below
    else:   # the library is only named cards, some of them below where the unnamed ones were (Player.under)
        allc = [o for o in p.library_cards() if o not in looked]
        p.library[:] = on_top + allc + below
        p.under.clear()
    state._changed()
    say = lambda ids: ", ".join(state.objects[o].alias for o in ids) or "none"   # noqa: E731
    state.log.add(f"{_poss(player).capitalize()} library: scry {n}: {say(on_top)} on top, {say(below)} on the bottom "
                  "(as stated)", "library_position", indent=1, kind="step")
    return True


def surveil_stated(state, ins, rc, player: str, n: int | None) -> bool:
    """``player`` surveils ``n`` with the cards' places stated (choose: {graveyard: [...], top: [...]}, 701.25a): the
    cards named for the graveyard are put there at once and the rest back on top in the stated order; True is returned.
    False (nothing done) when no graveyard choice is stated, ``n`` is unknown, which cards are the top ``n`` can't be
    decided, or more than one card is kept on top with no order stated. A choice that doesn't list each card looked at
    once is an error."""
    gy_said, top_said = rc.choices.get("graveyard"), rc.choices.get("top")
    if n is None or n <= 0 or gy_said is None:
        return False
    looked = _looked(state, player, n)
    if looked is None:
        return False
    to_gy = [state.obj(nm).oid for nm in _names(gy_said)] if gy_said != [] else []
    if top_said is not None:
        on_top = [state.obj(nm).oid for nm in _names(top_said)] if top_said != [] else []
    else:
        on_top = [o for o in looked if o not in to_gy]
        if len(on_top) > 1:
            return False   # the order of the cards kept on top is not stated (701.25a: "in any order")
    if sorted(on_top + to_gy) != sorted(looked):
        raise EngineError(f"\u201c{ins.text}\u201d: choose: {{graveyard: [...], top: [...]}} lists each card surveil "
                          f"looks at once ({', '.join(state.objects[o].alias for o in looked)}), top first "
                          f"({state.rule_no('surveil')})")
    p = state.player(player)
    # the cards kept: moving them within the library is no zone change (400.7), put back on top in the stated order
    for o in on_top:
        for lib in (p.library, p.under):
            if o in lib:
                lib.remove(o)
    p.library[:0] = on_top
    state._changed()
    say = lambda ids: ", ".join(state.objects[o].alias for o in ids) or "none"   # noqa: E731
    names_gy = say(to_gy)
    if to_gy:   # into the graveyard at once: each a new object (400.7)
        state.move_many([(o, "graveyard", {}) for o in to_gy], cause="surveil")
    state.log.add(f"{_poss(player).capitalize()} library: surveil {n}: {names_gy} into the graveyard, {say(on_top)} "
                  "on top (as stated)", "surveil", indent=1, kind="step")
    return True
