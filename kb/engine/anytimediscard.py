"""Circling Vultures: "You may discard ~ any time you could cast an instant." — a special action (116.2e; 115.2e from
2017-04-28): the card's owner may discard it from their hand any time they have priority. It doesn't use the stack
(116.1): the card is discarded at once (701.9a: moved from its owner's hand to that player's graveyard), and what
triggers on a discard triggers then (603.2). The ability is static (the card's ruling: not an activated ability) and
works from the hand (113.6b-like: it says where it is used; on the battlefield the card can't be discarded).

A scenario takes the action with ``discard: {card: NAME, special: true}`` (``player:`` must be the card's owner):
refused (naming the rule) when the card lacks the ability, isn't in its owner's hand, or another player would take
it. Under an edition whose rules don't name it a special action (before 2017-04-28) what taking it is isn't stated:
the discard is carried out and noted "cannot decide". A card whose own line of this kind the engine left unread is
"cannot decide" too.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .abilities import StaticAbility
from .errors import EngineError

__all__ = ["DiscardAnyTime", "read_discard_any_time", "special_discard", "SPECIAL_DISCARD"]

SPECIAL_DISCARD = "special_discard"   # the citation concept (116.2e; kb.engine.concepts)

_LINE = re.compile(r"You may discard ~ any time you could (?:cast|play) an instant\.?")


@dataclass(frozen=True, eq=False)
class DiscardAnyTime(StaticAbility):
    """"You may discard ~ any time you could cast an instant." (116.2e): what lets its owner discard it as a special
    action, from their hand."""


def read_discard_any_time(t: str):
    """The ability of the line ``t`` (the card's name as ~), or None."""
    return DiscardAnyTime(text=t, zones=frozenset(("hand",))) if _LINE.fullmatch(t.strip()) else None


def special_discard(state, o, player: str | None = None) -> None:
    """116.2e: ``player`` (default: the card's owner) discards ``o`` from their hand as the special action its ability
    allows; refused (EngineError naming the rule) when it can't."""
    from .abilities import UnmodelledAbility
    rule = state.rule_no(SPECIAL_DISCARD)
    who = state._player(player or o.owner)
    card = o.card
    unread = [ab for ab in card.abilities if isinstance(ab, UnmodelledAbility) and
              re.match(r"You may discard ~ any time", ab.text)]
    if not unread and not any(isinstance(ab, DiscardAnyTime) for ab in card.abilities):
        raise EngineError(f"{o.alias} has no \u201cYou may discard ~ any time you could cast an instant\u201d: it can't be "
                          f"discarded as a special action ({rule})")
    if o.zone != "hand" or o.owner != who:
        raise EngineError(f"{o.alias} is not in {who}'s hand: only its owner may discard it, from their hand ({rule}, "
                          f"{state.rule_no('discard')})")
    if unread:
        state.note_unknown(f"{o.alias}'s \u201c{unread[0].text}\u201d is not read: what discarding it this way does can't "
                           "be decided")
    elif not state.rules_have(SPECIAL_DISCARD):
        state.note_unknown(f"{o.alias} is discarded by its own \u201cYou may discard ~ any time you could cast an "
                           f"instant\u201d: the rules of {state.edition} don't say what taking that action is (it became a "
                           "special action in the 2017-04-28 edition)")
    state.log.add(f"{who} discards {o.alias} as a special action: it doesn't use the stack", SPECIAL_DISCARD,
                  kind="step")
    state.discard(who, 1, [o.alias])
