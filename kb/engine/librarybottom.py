""""Put the top card of your library on the bottom of your library." (401.4): a card moved within its library — no zone
change (400.7), no event that triggers anything leaving or entering a zone — from the top to the bottom.

Which card that is, and what is then below it, is never guessed: when the top card is one of cards in an unknown order
(a random or unstated order, 401.4; a shuffle, 701.24a) or one the scenario doesn't name with named cards below the
unnamed ones, the library's order (which cards are drawn next) is "cannot decide" from then on."""
from __future__ import annotations

from .text import player_poss as _poss
from .unknowns import Unknown, library_top_blockers

__all__ = ["top_to_bottom"]


def top_to_bottom(state, player: str) -> None:
    """``player``'s top library card put on the bottom of that library (401.4)."""
    p = state.player(player)
    why = library_top_blockers(state, player, 1)
    if not why and not p.library and p.unknown == 0 and p.under:   # the unnamed cards are used up: the named ones below are on top
        oid = p.under.pop(0)
        p.under.append(oid)
        state._changed()
        state.log.add(f"the top card of {_poss(player)} library, {state.objects[oid].alias}, is put on its bottom",
                      "library_position", indent=1, kind="step")
        return
    if not why and not p.library and p.under:
        why = [f"the top card of {_poss(player)} library is one the scenario doesn't name (players: library: [...]), "
               "and named cards lie below it"]
    if why:
        ids = frozenset(state.objects[o].card_id for o in p.library_cards() if o in state.objects)
        state.unknowns.append(Unknown(f"the top card of {_poss(player)} library is put on its bottom, and which card "
                                      f"that is can't be decided ({'; '.join(why)}): which cards are drawn next from "
                                      f"it can't be either ({state.rule_no('library_position')})",
                                      frozenset(("zone", "cards")), since=state.clock, objects=ids, by_card=True))
        state.log.add(f"the top card of {_poss(player)} library is put on its bottom; which card that is can't be "
                      "decided", "library_position", indent=1, kind="step")
        return
    if not p.library:   # empty, or only cards nobody named: their order stays unknown, nothing named moves
        state.log.add(f"the top card of {_poss(player)} library" + (" (none: it is empty)" if p.library_size() == 0
                                                                   else ", a card nobody named,")
                      + " is put on its bottom", "library_position", indent=1, kind="step")
        return
    oid = p.library.pop(0)
    (p.under if p.unknown != 0 else p.library).append(oid)   # below the unnamed cards, if there are any
    state._changed()
    state.log.add(f"the top card of {_poss(player)} library, {state.objects[oid].alias}, is put on its bottom",
                  "library_position", indent=1, kind="step")
