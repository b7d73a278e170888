""""Return the top creature card of your graveyard to the battlefield." (Mistmoon Griffin): the card of that kind
nearest the top of the graveyard's pile, whose order can't be changed (404.2: the card put there most recently is on
top; cards put there at once in the order their owner chooses).

The engine keeps no graveyard order. The top card of a kind is known when the graveyard, listed, holds exactly one
card of that kind as the instruction is followed (whatever the order, it is that one) and when it holds none
(nothing is returned); and when the steps themselves put the newest card of that kind there, alone in its event
(``known_top``: a card put into a graveyard goes on top of the cards already there, 404.2, so it is above every card
that was there before it — those the scenario listed at the start included); with several, the scenario states
which is the top one (``choose: {top: NAME}``, a fact of the pile, given where the step's choices go), and unstated it
is never guessed: what it changes is "cannot decide". Cards put there in one event are ordered by their owner (404.2):
their order is not known. A graveyard the scenario leaves unlisted may hold cards nobody named: "cannot decide" unless
the top card is stated."""
from __future__ import annotations

import re

__all__ = ["TOP_OF_GRAVEYARD", "known_top", "read_top_of_graveyard", "top_of_graveyard", "top_of_graveyard_subject"]

TOP_OF_GRAVEYARD = "the top card of its kind in your graveyard"   # the subject's text (a marker, kb.engine.actions_subjects)
_FORM = re.compile(r"the top (?P<kind>(?:[a-z]+ )+?card) of your graveyard")


def read_top_of_graveyard(what: str) -> str | None:
    """"the top creature card of your graveyard" → "creature card" (the kind's words); None for other words."""
    m = _FORM.fullmatch(what)
    return m.group("kind") if m else None


def top_of_graveyard_subject(kind: str, read_selector):
    """The Subject of "the top creature card of your graveyard" (``kind``: "creature card", as read_top_of_graveyard
    gives it; ``read_selector(words)`` reads "creature card in your graveyard" with the graveyard as its zone): one
    card, picked as the instruction is followed (top_of_graveyard). Used by "Return …" and "Exile …" (and so by
    "sacrifice ~ unless you exile the top creature card of your graveyard", 118.12a)."""
    from .instruction_types import Subject
    return Subject("picked", selector=read_selector(f"{kind} in your graveyard"), cost="top", text=TOP_OF_GRAVEYARD)


def known_top(state, cands: list):
    """The oid of the top card among ``cands`` (oids of cards in one listed graveyard) when the game's own history
    fixes it (404.2: a card put into a graveyard goes on top), else None: the newest of them must have been put there
    by a step's event (not listed at the start, not put there by a ``graveyard:``/``put:`` step, whose place in the
    pile nobody states) and alone among them in that event (cards put there at once are ordered by their owner)."""
    first = state.__dict__.get("question_oid")
    if first is None or len(cands) < 2:
        return None
    objs = [state.objects[c] for c in cands if c in state.objects]
    if len(objs) != len(cands):
        return None
    newest = max(objs, key=lambda o: o.arrived)
    if newest.oid <= first or newest.oid in state.__dict__.get("scenario_put", ()):
        return None
    if sum(1 for o in objs if o.arrived == newest.arrived) > 1:
        return None
    return newest.oid


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
    top = None if unlisted else known_top(state, cands)
    if top is not None:
        state.log.add(f"{state.objects[top].alias} was put into the graveyard after the other such cards there: it is "
                      "on top", "graveyard_order", indent=1, kind="step")
        return [("obj", top)]
    why = "may hold cards nobody named" if unlisted else f"holds {len(cands)} such cards in an order nobody stated"
    state.note_unknown(f"\u201c{subj.text}\u201d: the graveyard {why}, so which card is on top can't be decided "
                       "(give choose: {top: NAME})")
    return []
