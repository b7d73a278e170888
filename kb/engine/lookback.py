"""One card looked at kept on top of its library: "You may put one of those cards back on top of your library. Put the
rest into your graveyard.", "Put one of them on top of your library and the rest on the bottom of your library in any
order." (issue 25).

The cards looked at stay in the library until an instruction moves them (701.20e). The card chosen (608.2d, stated
with ``choose: {pick: NAME}``; ``[]`` for none where "you may" allows it) is put on top of that library: moving a card
within a library is no zone change (400.7), so it stays the same object, now the top card (401.4), and the cards
that follow it are the other cards looked at, which a later instruction moves ("the rest"). A card the scenario
doesn't name that must be the one kept (none of the named cards was chosen) leaves where each card ends up
"cannot decide".
"""
from __future__ import annotations

from .text import player_poss

__all__ = ["keep_on_top"]


def keep_on_top(state, ins, rc, p, looked: dict, picked: list, short: int) -> None:
    """The card picked among those looked at (already checked: at most one, one of them) goes on top of ``p``'s
    library; the others stay the cards looked at."""
    if short > 0 and looked["unnamed"]:
        state.note_unknown(f"\u201c{ins.text}\u201d: the card put on top is one the scenario doesn't name (701.20e)")
        rc.did = False
        return
    looked["cards"] = [o for o in looked["cards"] if o not in picked]
    p.library[:] = list(picked) + [o for o in p.library if o not in picked]
    rc.moved = list(picked)
    rc.did = bool(picked)
    names = ", ".join(state.objects[o].alias for o in picked)
    state.log.add(f"{names} goes back on top of {player_poss(p.name)} library" if picked else f"{p.name} keeps no card on top",
                  "library_position", indent=1, kind="step")
