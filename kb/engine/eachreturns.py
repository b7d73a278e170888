"""Each player returns cards of their own graveyard, chosen: "Each player returns two land cards from their graveyard
to the battlefield." (the words "all" / "each" before the cards, every such card, are read in kb.engine.instructions).

608.2d: each player chooses, as the instruction is applied, that many cards of the kind from their own graveyard
(404.1: "their graveyard"), all of them when they have no more; 110.2: a player who puts a permanent onto the
battlefield controls it, so each controls what they returned. The instruction is an ordinary "move" of chosen cards
with the players as its ``source`` and "from their graveyard" (kb.engine.actions_subjects chooses per player: stated
with ``choose: {put: {PLAYER: [NAME, …]}}``, unstated among more than that many refused, never guessed). "To the
battlefield" (tapped or not) and "to their hand" (each card to its owner's hand, 400.3: the player's own) are read;
"under your control" is not."""
from __future__ import annotations

import re

__all__ = ["read_each_returns"]

_EACH_RETURNS = re.compile(r"[Ee]ach player returns (a|an|one|two|three|four|five) (.+? cards?) from their graveyard "
                           r"to (?:the battlefield( tapped)?|(their hand))")


def read_each_returns(s: str) -> tuple | None:
    """(count, the kind of card in the singular, tapped, the zone: 'battlefield' | 'hand') for "Each player returns N
    <kind> cards from their graveyard to the battlefield [tapped]" / "… to their hand"; None for any other sentence (the
    count must agree: "a … card", "two … cards")."""
    m = _EACH_RETURNS.fullmatch(s)
    if m is None:
        return None
    n = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}[m.group(1)]
    plural = m.group(2).endswith("cards")
    if plural != (n > 1):
        return None
    return n, re.sub(r"cards$", "card", m.group(2)), bool(m.group(3)), "hand" if m.group(4) else "battlefield"
