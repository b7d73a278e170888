"""A targeted player shuffles targeted cards of their own graveyard into their library: "Target player shuffles up to
three target cards from their graveyard into their library." (Memory's Journey's wording), "… any number of target
cards …".

601.2c: the targets are chosen in the order the words name them, the player first; "their graveyard" is that player's
(the antecedent, 608.2c), so each card must be a card of the graveyard of the player chosen (115.1: checked as it is
chosen and again as the spell or ability resolves, 608.2b; kb.engine.thatplayertarget binds the slot). As it resolves
the player shuffles the cards still legal into their library (701.24a; each card goes to its owner's library, 400.3,
the same library here). When the player is no longer a legal target, whether the cards are shuffled is not read (the
player who shuffles is not affected, 608.2b): cannot decide.

Only "target player" / "target opponent" and a count of target cards ("up to N", "any number of", "N") are read;
"each player shuffles … target cards …" (targets per player) and any other wording are left unread.
"""
from __future__ import annotations

import re

__all__ = ["read_player_shuffles_cards"]

_SHUFFLES = re.compile(r"([Tt]arget (?:player|opponent)) shuffles ((?:up to )?(?:one|two|three|four|five|\d+)|any number of)"
                       r" (target cards?) from their graveyard into their library")


def read_player_shuffles_cards(s: str) -> tuple[str, str] | None:
    """(the player's target phrase, the cards' target phrase naming "that player's graveyard") for "Target player
    shuffles <count> target cards from their graveyard into their library"; None for any other sentence (a count and
    the noun must agree: "one target card", "three target cards")."""
    m = _SHUFFLES.fullmatch(s)
    if m is None:
        return None
    count, noun = m.group(2), m.group(3)
    single = count in ("one", "up to one", "1", "up to 1")
    if single != (noun == "target card"):
        return None
    return m.group(1), f"{count} {noun} from that player's graveyard"
