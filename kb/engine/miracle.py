"""Miracle (702.94; 702.92 from 2012-05-01, 702.93 from 2013-07-13; since 2012-05-01): a reveal as a card is drawn, and
a linked trigger that casts it for its miracle cost.

"Miracle [cost]" means "You may reveal this card from your hand as you draw it if it's the first card you've drawn this
turn. When you reveal this card this way, you may cast it by paying [cost] rather than its mana cost." (702.94a). The
reveal is its owner's choice, stated on the step that draws it (``draw: {player, reveal: true | false}``); unstated, what
follows is "cannot decide" (608.2d's way: a choice never guessed). Revealed, the linked ability triggers (603.11) and, as
it resolves, its controller may cast the card from the hand (``triggers: {CARD: {choose: {cast: true | false, targets:
[...]}}}``; unstated, "cannot decide") for its miracle cost, timing ignored (608.2g; kb.engine.stack). Whether a card is
the first drawn this turn is counted from the turn's stated history (with it unstated, "cannot decide"). Read: a miracle
cost of mana symbols. Not read: miracle granted by other abilities, and "Reverse miracle".
"""
from __future__ import annotations

from .keywordlist import MIRACLE_CAST_TEXT
from .text import player_verb as _verb
from .triggers import Event, Pending

__all__ = ["miracle_cost_line", "miracle_drawn", "miracle_cast", "miracle_alternative"]


def miracle_cost_line(card) -> tuple:
    """(the miracle cost as a ManaCost, or None when it isn't only mana; the line), or (None, None) without one."""
    from .altcosts import keyword_cost_line
    return keyword_cost_line(card, "Miracle")


def miracle_drawn(state, player: str, o, first: bool) -> bool:
    """A card ``o`` was just drawn by ``player``; ``first``: it is the first card they drew this turn. Returns whether
    the scenario's stated reveal (``state.miracle_reveal``) was used. A card with miracle drawn first may be revealed
    (702.94a): stated true, it is revealed and its linked ability triggers; unstated, what follows is noted "cannot
    decide"; before 2012-05-01 the keyword is unread."""
    _mana, line = miracle_cost_line(o.card)
    if line is None or not first:
        return False
    want = state.__dict__.get("miracle_reveal")
    if not state.rules_have("miracle"):
        state.note_unknown(f"{o.alias} has miracle, which the rules of {state.edition} don't define (its rule came with "
                           "the 2012-05-01 edition): whether it is revealed and cast as it is drawn can't be decided")
        return want is not None
    if state.history_unstated():
        state.note_unknown(f"{o.alias}: whether it is the first card {player} drew this turn is not known (this turn's "
                           f"draws before the question are not stated), so whether its miracle applies can't be decided "
                           f"({state.rule_no('miracle')})")
    if want is None:
        state.note_unknown(f"{o.alias} has miracle: {player} may reveal it as it is drawn ({state.rule_no('miracle')}); "
                           "whether they do is not stated (draw: {reveal: true | false})")
        return False
    if not want:
        state.log.add(f"{player} {_verb(player, 'choose')} not to reveal {o.alias} for its miracle ability", "miracle",
                      indent=1, kind="step")
        return True
    w = state.evaluate().get(o.oid)
    state.log.add(f"{player} {_verb(player, 'reveal')} {o.alias}, the first card {player} drew this turn: its miracle "
                  "ability triggers", "miracle", indent=1, kind="step")
    state.pending.append(Pending(None, o.oid, w.copy(), player, Event("revealed", obj=o.oid, player=player),
                                 text=MIRACLE_CAST_TEXT, label=f"{o.alias}'s miracle", concept="miracle"))
    return True


def miracle_cast(state, ins, rc, item) -> None:
    """The linked ability resolves: if the card is still in its owner's hand (400.7), its controller may cast it by
    paying its miracle cost (702.94a) — ``choose: {cast: true | false, targets: [...]}``; not stated, what follows can't
    be decided."""
    from .rebound import cast_chosen
    o = state.objects.get(item.source) if item.source is not None else None
    who = item.controller
    if not cast_chosen(state, ins, rc, item, o, "hand", "miracle", "it stays in the hand", " for its miracle cost"):
        return
    state.cast(o, controller=who, targets=rc.choices.get("targets") or (), x=rc.choices.get("x"),
               alternative="miracle", resolving=True)


def miracle_alternative(state, card, resolving: bool) -> tuple:
    """The alternative cost chosen with ``alternative: miracle``: only as its miracle ability resolves (702.94a; refused
    otherwise, EngineError naming the rule); as kb.engine.altcosts.chosen_alternative returns one."""
    from .altcosts import keyword_cost
    from .errors import EngineError
    if not resolving:
        raise EngineError(f"{card.name} is cast for its miracle cost only as its miracle ability resolves, after it is "
                          f"revealed as the first card drawn this turn ({state.rule_no('miracle')})")
    mana, _read = keyword_cost(state, card, "Miracle", "miracle", "2012-05-01")
    return "miracle", mana, (), None
