""""Return the top creature card of your graveyard to the battlefield." (Mistmoon Griffin): the card of that kind
nearest the top of the graveyard's pile, whose order can't be changed (404.2: the card put there most recently is on
top; cards put there at once in the order their owner chooses).

The engine keeps no graveyard order. The top card of a kind is known when the graveyard, listed, holds exactly one
card of that kind as the instruction is followed (whatever the order, it is that one) and when it holds none
(nothing is returned); with several, the scenario states which is the top one (``choose: {top: NAME}``, a fact of
the pile, given where the step's choices go), and unstated it is never guessed: what it changes is "cannot decide". A
graveyard the scenario leaves unlisted may hold cards nobody named: "cannot decide" unless the top card is stated."""
from __future__ import annotations

import re

__all__ = ["TOP_OF_GRAVEYARD", "read_top_of_graveyard", "top_of_graveyard"]

TOP_OF_GRAVEYARD = "the top card of its kind in your graveyard"   # the subject's text (a marker, kb.engine.actions_subjects)
_FORM = re.compile(r"the top (?P<kind>(?:[a-z]+ )+?card) of your graveyard")


def read_top_of_graveyard(what: str) -> str | None:
    """"the top creature card of your graveyard" → "creature card" (the kind's words); None for other words."""
    m = _FORM.fullmatch(what)
    return m.group("kind") if m else None


def top_of_graveyard(state, subj, rc, cands: list) -> list:
    """The refs of the top card among ``cands`` (the cards of the kind in the graveyard of the effect's controller):
    see the module docstring."""
    from .errors import EngineError
    who = rc.you
    unlisted = "graveyard" in getattr(state.player(who), "unlisted", ())
    want = (rc.choices or {}).get("top")
    if isinstance(want, list) and len(want) == 1:
        want = want[0]
    if want:
        o = state.obj(str(want))
        if o.oid not in cands:
            raise EngineError(f"{o.alias} is not a {subj.selector.describe if subj.selector is not None else 'card'} "
                              f"of the graveyard the words name: it can't be its top one")
        return [("obj", o.oid)]
    if len(cands) == 1 and not unlisted:
        state.log.add(f"{state.objects[cands[0]].alias} is the only such card in the graveyard: the top one whatever "
                      "the order", "to_graveyard", indent=1, kind="step")
        return [("obj", cands[0])]
    if not cands and not unlisted:
        return []
    why = "may hold cards nobody named" if unlisted else f"holds {len(cands)} such cards in an order nobody stated"
    state.note_unknown(f"\u201c{subj.text}\u201d: the graveyard {why}, so which card is on top can't be decided "
                       "(give choose: {top: NAME})")
    return []
