""""Choose three cards in each graveyard. Their owners shuffle those cards into their libraries." (The Three Seasons).

The cards are chosen as the effect is followed (608.2d) by the controller of the spell or ability, the number said in
each graveyard; a graveyard holding fewer has all its cards chosen, as much as possible (609.3). The next sentence
refers to those cards (608.2c): each goes into its owner's library, and each owner of a card so moved shuffles their
library (701.24a). The choice is stated as ``choose: {cards: [NAME, …]}``, every card chosen in every graveyard; a
graveyard of no more cards than the number needs no choice. Unstated otherwise, or with a graveyard the scenario doesn't
list, where the cards end is "cannot decide" (never guessed).

Read only as these two sentences together, the first with a number of cards; either alone stays unread.
"""
from __future__ import annotations

import re

from .errors import EngineError, ParseError
from .text import amount_of, player_poss as _poss

__all__ = ["EACH_GRAVEYARD", "join_each_graveyard", "read_each_graveyard", "shuffle_chosen_each_graveyard"]

EACH_GRAVEYARD = "shuffle_each_graveyard"   # the instruction kind
_PAIR = re.compile(r"\b([Cc]hoose \w+ cards in each graveyard)\. Their owners shuffle those cards into their libraries\b")
_JOINED = re.compile(r"[Cc]hoose (\w+) cards in each graveyard; their owners shuffle those cards into their libraries")


def join_each_graveyard(t: str) -> str:
    """The text ``t`` with the two sentences joined as one ("…in each graveyard; their owners shuffle …"): the second
    refers to the cards the first chose (608.2c), so they are read together (:func:`read_each_graveyard`)."""
    return _PAIR.sub(r"\1; their owners shuffle those cards into their libraries", t) if "each graveyard" in t else t


def read_each_graveyard(s: str, raw: str, make):
    """The instructions of the sentence ``s`` (without its period) as :func:`join_each_graveyard` joined it: one
    instruction ``EACH_GRAVEYARD`` (``make(kind, n, raw)`` builds it); None for any other sentence."""
    if "each graveyard; " not in s:
        return None
    m = _JOINED.fullmatch(s)
    n = amount_of(m.group(1)) if m else None
    if not n:
        raise ParseError(raw, "cards chosen in each graveyard: how many is not read", None)
    return [make(EACH_GRAVEYARD, n, raw)]


def shuffle_chosen_each_graveyard(state, ins, rc) -> None:
    """Follow the instruction: ``rc.you`` chooses ``ins.amount`` cards in each graveyard (608.2d; all of a graveyard
    holding no more, 609.3); each goes into its owner's library; each owner shuffles (701.24a)."""
    n = ins.amount.n
    rule = state.rule_no("choices_on_resolution")
    said = rc.choices.get("cards")
    said = None if said is None else [state.obj(x).oid for x in (said if isinstance(said, list) else [said])]
    chosen, unknown = [], []
    for who in state.players:
        cards = [o.oid for o in state.in_zone("graveyard", who) if o.owner == who]
        hidden = "graveyard" in state.player(who).unlisted
        if len(cards) <= n and not hidden:
            chosen += cards   # all of them: no choice to make (609.3)
            continue
        if said is None:
            unknown.append(who)
            continue
        mine = [c for c in said if c in cards]
        if len(mine) != min(n, len(cards)) and not hidden:
            raise EngineError(f"\u201c{ins.text}\u201d: {len(mine)} card(s) chosen in {_poss(who)} graveyard; "
                              f"{min(n, len(cards))} must be ({rule})")
        chosen += mine
    stray = [c for c in said or () if c not in chosen]
    if stray:
        raise EngineError(f"\u201c{ins.text}\u201d: {state.objects[stray[0]].alias} is not a card in a graveyard "
                          f"({rule})")
    if unknown:
        state.unstated_choice(ins, rc.item, "cards", "cards: [NAME, …] (in each graveyard)")
        return
    state.log.add(f"{rc.you} chooses {', '.join(state.objects[c].alias for c in chosen) or 'nothing'} "
                  f"({n} in each graveyard, or all of a graveyard with fewer)", "choices_on_resolution", indent=1,
                  kind="step")
    owners = list(dict.fromkeys(state.objects[c].owner for c in chosen))
    state.log.add("their owners shuffle those cards into their libraries", "follow_instructions", indent=1,
                  kind="step")
    state.move_many([(c, "library", {}) for c in chosen], cause="shuffle")
    state._shuffled(owners, lazy=True)
