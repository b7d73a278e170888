""""You shuffle up to four cards from your graveyard into your library." (Stream of Thought), "Shuffle any number of
creature cards from your graveyard into your library": untargeted cards of its controller's graveyard, how many and
which chosen as the instruction is applied (608.2d; kb.engine.chosennumber: ``choose: {card: [NAME, …]}``), put into
that library, which is then shuffled (701.24a: what "shuffle … into your library" does, as kb.engine.instructions'
"Shuffle target card from your graveyard into your library").

A quality other than a card type ("of different card types") is not read (the description reader refuses it).

"Target player shuffles up to three target cards from their graveyard into their library." (Memory's Journey's wording,
"… any number of target cards …"): targets chosen in the order the words name them, the player first (601.2c); "their
graveyard" is that player's (the antecedent, 608.2c), so each card must be a card of the graveyard of the player chosen
(115.1: checked as it is chosen and again as it resolves, 608.2b; kb.engine.thatplayertarget binds the slot). As it
resolves the player shuffles the cards still legal into their library (701.24a; each card goes to its owner's library,
400.3). When the player is no longer a legal target, whether the cards are shuffled is not read (cannot decide). Only
"target player" / "target opponent" and a count of target cards ("up to N", "any number of", "N") are read; "each
player shuffles … target cards …" (targets per player) and any other wording stay unread."""
from __future__ import annotations

import re

from .instruction_types import Instruction

__all__ = ["read_graveyard_shuffle", "read_player_shuffles_cards"]

_SENTENCE = re.compile(r"(?:[Yy]ou )?[Ss]huffle (?P<what>(?:up to \S+|any number of) (?!.*\btarget\b).+?) from your "
                       r"graveyard into your library")


def read_graveyard_shuffle(s: str, raw: str, subject_of) -> Instruction | None:
    """The instruction of ``s`` (a sentence without its period), or None. ``subject_of(phrase, zone_default)``: the
    reader of subjects (kb.engine.instructions)."""
    m = _SENTENCE.fullmatch(s.strip())
    if m is None:
        return None
    from .chosennumber import read_chosen_number
    mode, cap, one = read_chosen_number(m.group("what"))
    if not mode or not re.fullmatch(r"an? (?:[\w-]+ )*card", one):
        return None
    return Instruction("move", subject_of(one, frozenset(("graveyard",))), text=raw,
                       opts={"to": "library", "from": "your graveyard", "library_of": "your", "number_chosen": mode,
                             "count": cap, **({"you_said": True} if s.strip().startswith("You ") else {})})


_PLAYER_SHUFFLES = re.compile(r"([Tt]arget (?:player|opponent)) shuffles ((?:up to )?(?:one|two|three|four|five|\d+)|"
                              r"any number of) (target cards?) from their graveyard into their library")


def read_player_shuffles_cards(s: str) -> tuple[str, str] | None:
    """(the player's target phrase, the cards' target phrase naming "that player's graveyard") for "Target player
    shuffles <count> target cards from their graveyard into their library"; None for any other sentence (a count and
    the noun must agree: "one target card", "three target cards")."""
    m = _PLAYER_SHUFFLES.fullmatch(s)
    if m is None:
        return None
    count, noun = m.group(2), m.group(3)
    single = count in ("one", "up to one", "1", "up to 1")
    if single != (noun == "target card"):
        return None
    return m.group(1), f"{count} {noun} from that player's graveyard"
