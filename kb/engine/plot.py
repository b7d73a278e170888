"""Plot (702.170; since 2024-06-07): a special action that exiles a card from its owner's hand for its plot cost, and
a cast from exile without paying its mana cost on a later turn.

"Plot [cost]" means "Any time you have priority during your main phase while the stack is empty, you may exile this
card from your hand and pay [cost]. It becomes a plotted card." (702.170a; a special action, 702.170b, 116.2). "A
plotted card's owner may cast it from exile without paying its mana cost during their main phase while the stack is
empty during any turn after the turn in which it became plotted" (702.170d; an alternative cost, 601.2b, 601.2f-h) —
an instant too. A scenario plots with ``plot: {card, mana}`` and casts later with ``cast: {card, alternative: plot}``
(refused at another time, the same turn, or by another player; a card the question put in exile is not known to be
plotted: "cannot decide"). The record of the action is kb.engine.foretell's (one home for a keyword's exile from the
hand). Read: a plot cost of mana symbols; another cost, effects that make a card plotted (702.170c) or let plot work
from another zone (702.170f), and plot under an edition before 2024-06-07 are not read.
"""
from __future__ import annotations

from .errors import EngineError
from .foretell import exile_from_hand, exiled_by_action
from .text import player_poss as _poss
from .values import ManaCost

__all__ = ["PLOT", "plot", "plot_alternative"]

PLOT = "plot"   # the scenario's ``alternative:`` word, the step's name and the item's cast_with
PLOT_CAST = "plot_cast"   # the citation concept of the cast (702.170d)


def _sorcery_window(state, who: str) -> bool:
    """Whether ``who`` is in their main phase with the stack empty (702.170a, 702.170d)."""
    return state.active == who and state.step in ("main1", "main2") and not state.stack


def plot(state, o, controller: str | None = None, mana=None) -> None:
    """702.170a-b: ``o``'s owner exiles it from their hand and pays its plot cost, a special action taken during their
    main phase while the stack is empty (refused otherwise, EngineError naming the rule)."""
    from .altcosts import keyword_cost
    who = state._player(controller or o.owner)
    rule = state.rule_no(PLOT)
    if o.zone != "hand" or o.owner != who:
        raise EngineError(f"{o.alias} is in the {o.zone}: only a card in its owner's hand is plotted ({rule})")
    cost, _read = keyword_cost(state, o.card, "Plot", PLOT, "2024-06-07")
    if not _sorcery_window(state, who):
        raise EngineError(f"a card is plotted only during its owner's main phase while the stack is empty, and it is "
                          f"{_poss(state.active)} {state.step.replace('1', '').replace('2', '')} ({rule})")
    exile_from_hand(state, o, who, PLOT, str(cost), mana, " (plotted)")


def plot_alternative(state, card_obj, caster: str) -> tuple:
    """The alternative cost chosen with ``alternative: plot`` (702.170d): without paying its mana cost, as
    kb.engine.altcosts.chosen_alternative returns one: ("plot", no mana, (), None)."""
    rule = state.rule_no(PLOT_CAST)
    if card_obj.zone != "exile":
        raise EngineError(f"{card_obj.alias} is in the {card_obj.zone}: a plotted card is cast from exile ({rule})")
    if not state.rules_have(PLOT_CAST):
        state.note_unknown(f"{card_obj.alias} is cast as a plotted card, which the rules of {state.edition} don't define")
        return PLOT, ManaCost(()), (), None
    got = exiled_by_action(state, PLOT).get(card_obj.oid)
    if got is None:
        state.note_unknown(f"{card_obj.alias} is cast as a plotted card: the question doesn't say that it was plotted on "
                           f"an earlier turn ({rule})")
        return PLOT, ManaCost(()), (), None
    who, turn = got
    if who != caster or card_obj.owner != caster:
        raise EngineError(f"{card_obj.alias} is {card_obj.owner}'s plotted card: only its owner may cast it this way "
                          f"({rule})")
    if state.turn <= turn:
        raise EngineError(f"{card_obj.alias} became plotted this turn: it may be cast this way only on a later turn "
                          f"({rule})")
    if not _sorcery_window(state, caster):
        raise EngineError(f"a plotted card is cast this way only during its owner's main phase while the stack is empty "
                          f"({rule})")
    return PLOT, ManaCost(()), (), None
