"""A player puts cards of their own graveyard onto the battlefield (or into their hand), chosen: "Each player returns
two land cards from their graveyard to the battlefield.", "Each player puts a creature card from their graveyard onto
the battlefield." (Exhume), "Target opponent puts a creature card of their choice from their graveyard onto the
battlefield under your control." (Visions of Dread). The words "all" / "each" before the cards, every such card, are
read in kb.engine.instructions.

608.2d: the player the words name (each player, each opponent, the target player) chooses, as the instruction is
applied, that many cards of the kind from their own graveyard (404.1: "their graveyard"), all of them when they have
no more ("of their choice" says only that: the choice is theirs); 110.2: a player who puts a permanent onto the
battlefield controls it, so each controls what they put there — unless "under your control" says the spell's or
ability's controller does (110.2: an effect may say it enters under another player's control; the owner is still the
card's, 108.3). The instruction is an ordinary "move" of chosen cards with the players as its ``source`` and "from
their graveyard" (kb.engine.actions_subjects chooses per player: stated with ``choose: {put: {PLAYER: [NAME, …]}}``,
unstated among more than that many refused, never guessed; an unlisted graveyard is "cannot decide"). "To the
battlefield" (tapped or not, under your control or not) and "to their hand" (each card to its owner's hand, 400.3: the
player's own) are read; any other controller ("under the control of …") is not."""
from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["EachReturns", "read_each_returns"]

_EACH_RETURNS = re.compile(
    r"(?P<who>[Ee]ach player|[Ee]ach opponent|[Tt]arget player|[Tt]arget opponent) "
    r"(?:(?P<ret>returns)|puts) (?P<n>a|an|one|two|three|four|five) (?P<kind>.+? cards?)(?P<choice> of their choice)? "
    r"from their graveyard (?:(?P<bf>to|onto) the battlefield(?P<tapped> tapped)?(?P<under> under your control)?|"
    r"(?P<hand>to|into) their hand)")
_COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


@dataclass(frozen=True, slots=True)
class EachReturns:
    """The words read: who chooses and puts, how many cards of which kind, and where they go."""

    who: str              # "each player", "each opponent", "target player", "target opponent"
    n: int
    kind: str             # the kind of card in the singular ("creature card")
    tapped: bool
    to: str               # 'battlefield' | 'hand'
    under_you: bool       # "under your control" (110.2)
    their_choice: bool    # "of their choice" (608.2d: the player's own choice, said)


def read_each_returns(s: str) -> EachReturns | None:
    """The reading of "<player> returns N <kind> cards from their graveyard to the battlefield [tapped] [under your
    control]" / "… puts … onto the battlefield …" / "… to / into their hand"; None for any other sentence (the count
    must agree: "a … card", "two … cards"; "returns … to", "puts … onto / into")."""
    m = _EACH_RETURNS.fullmatch(s)
    if m is None:
        return None
    n = _COUNT[m.group("n")]
    if m.group("kind").endswith("cards") != (n > 1):
        return None
    prep = m.group("bf") or m.group("hand")
    if (prep == "to") != bool(m.group("ret")):
        return None   # "returns … to", "puts … onto the battlefield / into their hand"
    return EachReturns(m.group("who").lower(), n, re.sub(r"cards$", "card", m.group("kind")), bool(m.group("tapped")),
                       "hand" if m.group("hand") else "battlefield", bool(m.group("under")), bool(m.group("choice")))
