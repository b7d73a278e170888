""""Exile two target cards from an opponent's graveyard." (Deadeye Tracker), "five target cards from an opponent's
graveyard" (Lochmere Serpent): several targets of one word "target", each a card in a graveyard an opponent owns, all
in the same one.

"An opponent's graveyard" names one graveyard (the rulings of both cards: the ability can't be activated without
targeting that many cards in a single opponent's graveyard). Each target is legal only if it is a card in an
opponent's graveyard (115.1); that they share one graveyard is checked as the targets are chosen (601.2c), the same
check as "… target cards from a single graveyard" (kb.engine.stack). A card in that graveyard that is an illegal target
as the ability resolves is not affected; the rest are (608.2b).
"""
from __future__ import annotations

import re

__all__ = ["one_opponents_graveyard"]

_PLURAL = re.compile(r"(target (?:[\w-]+ )*?)cards (?:from|in) an opponent's graveyard")


def one_opponents_graveyard(phrase: str) -> str | None:
    """``phrase``: a target phrase of several targets, its number taken off ("target cards from an opponent's
    graveyard", "target creature cards in an opponent's graveyard"). The phrase of one of them ("target card in an
    opponent's graveyard", the selector's words, kb.engine.parser), to be read with every target in one graveyard; None for any other phrase."""
    m = _PLURAL.fullmatch(phrase)
    return f"{m.group(1)}card in an opponent's graveyard" if m else None
