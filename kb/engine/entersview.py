"""Which characteristics decide whether another permanent's effect applies to a permanent as it enters (614.12).

From 2017-09-29 the permanent is seen "as it would exist on the battlefield", the continuous effects that already
exist included; from 2008-02-01 until then, by its own characteristics, "ignoring continuous effects from any other
source that would affect it"; before, the rules say only that comes-into-play effects are replacement effects
(419.1b-c), not which view decides. ``entering_match`` answers for one effect under the edition's rule: where the two
views agree it is their answer; where they differ, the 2008-2017 view (its copiable values, 707.2 — an effect of its
own static abilities that changed it is not built here, so that case is "cannot decide"), or "cannot decide" under
the older rules (kb.engine.versions' ``enters_view``)."""
from __future__ import annotations

from .objects import Working
from .versions import rule


def _own_view(game, o, w):
    """``o`` as its own characteristics make it (its copiable values, as controlled and where ``w`` says), or None
    when a continuous effect of its own static abilities changed it (not built here)."""
    snap = game.evaluate()
    if any(a.effect.source == o.oid and o.oid in a.ids and a.effect.origin != "counters" for a in snap.applied):
        return None
    own = Working.initial(o, game.edition)
    own.set_card(game.copiable_card(o), game.edition)
    own.controller, own.zone = w.controller, w.zone
    return own


def entering_match(game, r, o, w, matches) -> bool:
    """Whether replacement ``r`` (another permanent's "… enters with / enters tapped" effect) applies to ``o`` as it
    enters, by the edition's 614.12; ``matches(view)`` says whether ``r`` covers a view of ``o``."""
    full = matches(w)
    view = rule("enters_view", game.edition)
    if view == "existing":
        return full
    own = _own_view(game, o, w)
    mine = matches(own) if own is not None else None
    if mine == full:
        return full
    if view == "own" and mine is not None:
        return mine
    game.note_unknown(f"{r.source_name}'s \u201c{r.text.replace('~', r.source_name)}\u201d: whether it applies to "
                      f"{o.alias} as it enters depends on which effects count ({game.rule_no('enters_characteristics')} "
                      f"of {game.edition}: " + ("its own characteristics, an effect of its own abilities changing them"
                                                if view == "own" else "not said") + ")")
    return full if mine is None else mine
