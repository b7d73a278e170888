"""Companion (702.139; 702.138 in the editions of 2020): "Companion—[Condition]" is a keyword ability that functions
outside the game.

Before the game begins a player may reveal one card they own from outside the game whose companion condition their
starting deck fulfills (103.2b): the condition is a rule of that choice only — checked before the game, it changes
nothing in a game in progress (the engine keeps no starting deck), so its words are read as that condition and nothing
else. Once during the game, any time they have priority and the stack is empty during a main phase of their turn, the
player may pay {3} and put that card into their hand: a special action that doesn't use the stack (702.139a, 116.2g).

The scenario step ``companion: CARD`` (or ``{card, player, mana}``) takes that action for a card the player owns outside
the game (``players: outside: [...]``, 400.11a): naming it says it is the companion that player revealed. A card still
outside the game has not been put into the hand this way (a card put into a game doesn't go back outside it); a second
action in the same game is refused.

The rule changed: the first companion rules (2020-04-17, 702.138a) let the player *play* the companion from outside the
game once, with no {3} — casting from outside the game is not modelled, so there the step's result is "cannot decide";
an edition whose rules have no companion refuses it (kb.engine.versions ``companion``).
"""
from __future__ import annotations

from .errors import EngineError
from .text import player_cap as _cap, player_poss as _poss, player_verb as _verb

__all__ = ["COMPANION_COST", "is_companion_keyword", "companion_words", "companion_action"]

COMPANION_COST = "{3}"   # 702.139a, 116.2g


def is_companion_keyword(name: str) -> bool:
    """Whether a keyword instance is companion ("companion - each nonland card …")."""
    return name.lower().startswith(("companion ", "companion-", "companion\u2014"))


def companion_words(param: str) -> str:
    """The words of a companion's condition, read as that condition (103.2b: a rule of the choice of a companion before
    the game, nothing in the game)."""
    return param.strip().rstrip(".")


def _has_companion(card) -> bool:
    return any(getattr(a, "kind", "") == "keyword" and is_companion_keyword(getattr(a, "name", ""))
               for a in card.abilities)


def companion_action(state, card_name: str, player: str | None = None, mana=None) -> None:
    """116.2g, 702.139a: ``player`` pays {3} and puts their companion ``card_name`` from outside the game into their
    hand; refused when it isn't their turn's main phase with an empty stack, the card has no companion ability or is
    not outside the game, or they did so already this game."""
    from .versions import rule
    who = state._player(player)
    version = rule("companion", state.edition)
    if version == "none":
        raise EngineError(f"the rules of {state.edition} have no companion: no special action puts a card from outside "
                          "the game into a hand")
    p = state.player(who)
    card = next((c for c in p.outside if c.name.lower() == str(card_name).lower()), None)
    where = state.rule_no("companion_action")
    if card is None:
        raise EngineError(f"{who} owns no card named {card_name} outside the game (players: outside: [...]): only the "
                          f"companion revealed before the game, still outside it, can be put into the hand ({where})")
    if not _has_companion(card):
        raise EngineError(f"{card.name} has no companion ability ({state.rule_no('companion')})")
    if version == "play":   # 702.138a of 2020-04-17: played from outside the game once, no {3}
        state.note_unknown(f"{card.name}: under the rules of {state.edition} a companion is played from outside the "
                           f"game once during the game ({state.rule_no('companion')}), not put into the hand for {{3}}; "
                           "playing it from there is not modelled")
        state.log.add(f"{who} would play {card.name} from outside the game: not modelled", "companion", kind="step")
        return
    done = state.__dict__.setdefault("companion_done", set())
    if who in done:
        raise EngineError(f"{who} already put their companion into their hand this game ({where})")
    if state.stack or who != state.active or state.step not in ("main1", "main2"):
        why = "the stack is not empty" if state.stack else f"it is {_poss(state.active)} turn" \
            if who != state.active else f"it is the {state.step.replace('_', ' ')} step, not a main phase"
        raise EngineError(f"{who} can't put {card.name} into their hand now: {why}; the companion action is taken only "
                          f"in a main phase of their own turn with an empty stack ({where})")
    if mana is not None:
        state.mana_paying(mana, COMPANION_COST, f"the companion's cost {COMPANION_COST}", where)
    state._spend_pool(who, COMPANION_COST)
    p.outside = [c for c in p.outside if c is not card]
    state.put_into(card, "hand", owner=who)
    done.add(who)
    state.log.add(f"{_cap(who)} {_verb(who, 'pay')} {COMPANION_COST} and {_verb(who, 'put')} {card.name}, "
                  f"{_poss(who)} companion, from outside the game into {_poss(who)} hand: a special action, it doesn't "
                  "use the stack", "companion_action", kind="step")
    state._touched()
