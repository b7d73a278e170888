"""Foretell (702.143; 702.142 from 2021-02-05; since 2021-02-05): a special action that exiles a card face down from
its owner's hand, and an alternative cost to cast it from exile on a later turn.

"Any time a player has priority during their turn, that player may pay {2} and exile a card with foretell from their
hand face down. That player may look at that card as long as it remains in exile. They may cast that card after the
current turn has ended by paying any foretell cost it has rather than paying that spell's mana cost." (702.143a); the
exile is a special action, which doesn't use the stack (702.143b, 116.2). A scenario foretells with ``foretell: {card,
mana}`` (refused off the player's own turn, or with a spell or ability resolving) and casts the card later with
``cast: {card, alternative: foretell}``: the card must be the object the special action exiled (400.7), and the turn a
later one (refused otherwise). A card the question puts in exile is not known to be foretold: "cannot decide". Read: a
foretell cost of mana symbols; another cost, foretell under an edition before 2021-02-05, effects that make a card
foretold (702.143d) or change the action (Cosmos Charger's kind) are not read ("cannot decide" where used).

"If this spell was foretold, …" (Haunting Voyage): kb.engine.foretoldcond (below the instruction reader).
"""
from __future__ import annotations

import re

from .errors import EngineError
from .text import player_cap as _cap, player_poss as _poss, player_verb as _verb

__all__ = ["FORETELL", "FORETELL_ACTION_COST", "foretell", "foretold", "foretell_alternative", "exiled_by_action",
           "exile_from_hand"]

from .foretoldcond import FORETELL   # the keyword's word, kept below the instruction reader
FORETELL_ACTION_COST = "{2}"   # 702.143a: what the special action costs
def exiled_by_action(state, keyword: str) -> dict:
    """The cards a keyword's special action exiled from a hand (foretell 702.143a, plot 702.170a): object id in exile
    → (the player who took the action, the turn). A card that leaves exile is a new object (400.7), no longer there."""
    return state.__dict__.setdefault("exiled_by_action", {}).setdefault(keyword, {})


def foretold(state) -> dict:
    """The cards the foretell special action exiled: object id in exile → (the player who foretold it, the turn)."""
    return exiled_by_action(state, FORETELL)


def exile_from_hand(state, o, who: str, keyword: str, cost: str, mana, how: str) -> None:
    """A keyword's special action (116.2): ``who`` pays ``cost`` and exiles ``o`` from their hand; recorded with the
    turn (:func:`exiled_by_action`). Under an edition without the keyword's rule, noted "cannot decide"."""
    from .keywordlist import KEYWORD_FIRST_EDITION
    if not state.rules_have(keyword):
        state.note_unknown(f"{o.alias}: {keyword}, which the rules of {state.edition} don't define (its rule came with "
                           f"the {KEYWORD_FIRST_EDITION[keyword]} edition): what the special action and the later cast "
                           "do can't be read")
    if mana is not None:
        state.mana_paying(mana, cost, f"the cost {cost}", state.rule_no(keyword))
    state._spend_pool(who, cost)
    o2 = state.move(o, "exile", log=False)
    exiled_by_action(state, keyword)[o2.oid] = (who, state.turn)
    state.log.add(f"{_cap(who)} {_verb(who, 'pay')} {cost} and {_verb(who, 'exile')} {o.alias} from {_poss(who)} hand"
                  f"{how}: a special action, it doesn't use the stack", keyword, kind="step")
    _action_triggers_unread(state, o2, keyword)
    state._touched()


# the words of the action as a trigger condition names it ("When this card becomes plotted", "Whenever you foretell a
# card", "… plots a card"): the keyword's verb, its past participle, or the card's "becomes [keyword]ed"
_ACTION_WORDS = {"plot": r"plot(?:s|ted)?", "foretell": r"foretells?|foretold"}


def _action_triggers_unread(state, o, keyword: str) -> None:
    """A triggered ability whose trigger event is this special action ("When this card becomes plotted, it deals 2
    damage to any target", 702.170c; "Whenever you foretell a card"; 603.2) — of the exiled card itself or of a
    permanent — is not modelled here: what it could do is noted "cannot decide", naming its words, never left out."""
    words = _ACTION_WORDS.get(keyword)
    if words is None:
        return
    cond = re.compile(rf"^(?:[^\n]*?\u2014\s*)?((?:When|Whenever)\b[^,\n]*\b(?:{words})\b[^,\n]*),", re.M)
    for obj in [o] + [x for x in state.objects.values() if x.zone == "battlefield"]:
        m = cond.search(obj.card.text or "")
        if m:
            state.note_unknown(f"{obj.alias}'s triggered ability “{m.group(1)}, …” is not modelled: what it does as "
                               f"{o.alias} is exiled this way can't be decided ({state.rule_no('trigger')})")
            return


def foretell(state, o, controller: str | None = None, mana=None) -> None:
    """702.143a-b: ``o``'s owner pays {2} and exiles it from their hand face down, a special action taken while they
    have priority during their own turn (refused otherwise, EngineError naming the rule)."""
    from .altcosts import keyword_cost_line
    who = state._player(controller or o.owner)
    rule = state.rule_no(FORETELL)
    if keyword_cost_line(o.card, "Foretell")[1] is None:
        raise EngineError(f"{o.alias} has no foretell ability ({rule})")
    if o.zone != "hand" or o.owner != who:
        raise EngineError(f"{o.alias} is in the {o.zone}: only a card in its owner's hand is foretold ({rule})")
    if state.active != who:
        raise EngineError(f"it is {_poss(state.active)} turn: a player foretells a card only during their own turn "
                          f"({rule})")
    exile_from_hand(state, o, who, FORETELL, FORETELL_ACTION_COST, mana, " face down (foretold)")


def foretell_alternative(state, card, card_obj, caster: str) -> tuple:
    """The alternative cost chosen with ``alternative: foretell`` (702.143a), as kb.engine.altcosts.chosen_alternative
    returns one: ("foretell", its mana, (), None). The card must be one its caster foretold on an earlier turn
    (refused otherwise; one the question put in exile: "cannot decide")."""
    from .altcosts import keyword_cost
    rule = state.rule_no(FORETELL)
    mana, _read = keyword_cost(state, card, "Foretell", FORETELL, "2021-02-05")
    if card_obj.zone != "exile":
        raise EngineError(f"{card_obj.alias} is in the {card_obj.zone}: a foretold card is cast from exile ({rule})")
    got = foretold(state).get(card_obj.oid)
    if got is None:
        state.note_unknown(f"{card_obj.alias} is cast for its foretell cost: the question doesn't say that it was "
                           f"foretold on an earlier turn ({rule})")
        return FORETELL, mana, (), None
    who, turn = got
    if who != caster:
        raise EngineError(f"{card_obj.alias} was foretold by {who}: only that player may cast it for its foretell cost "
                          f"({rule})")
    if state.turn <= turn:
        raise EngineError(f"{card_obj.alias} was foretold this turn: it may be cast for its foretell cost only after "
                          f"this turn has ended ({rule})")
    return FORETELL, mana, (), None
