""""Scry 3, then reveal the top card of your library. …" (701.22a, 701.20a, 608.2c): two instructions in the order
written — the scry, then revealing the card on top of the library as the scry left it; what follows ("If it's a land
card, put it onto the battlefield", "that card's mana value") is about that card, as after "Reveal the top card of your
library." standing alone (kb.engine.instructions, the looking readers). The same for "Surveil 1, then choose an instant or
sorcery card in your graveyard." (Mission Briefing): the surveil, then a card chosen among those in the graveyard as the
surveil left it (608.2d), read as "Choose a … card in your graveyard." standing alone. And "Shuffle your library, then
reveal the top card." / "…, then reveal cards from the top of it until you reveal a nonland card." (Unexpected Results,
Creative Technique): the shuffle (701.24a), then the reveal of that library as the shuffle left it (701.20a), "the top
card" and "it" being the library just shuffled."""
from __future__ import annotations

import re

__all__ = ["split_scry_reveal"]

_SCRY_THEN = re.compile(r"\b([Ss]cry|[Ss]urveil) (\d+|X), then (reveal|look at) (the top card of your library)(?=\.)")
_SCRY_CHOOSE = re.compile(r"\b([Ss]cry|[Ss]urveil) (\d+|X), then (choose) ((?:a|an) [^.,]+ card in your graveyard)(?=\.)")
_SHUFFLE_THEN = re.compile(r"\b([Ss]huffle your library), then reveal (the top card|cards from the top of it until you "
                           r"reveal [^.,]+)(?=\.)")


def split_scry_reveal(text: str) -> str:
    """The text with "scry N, then reveal the top card of your library." (or "…, then choose a … card in your
    graveyard.") written as two sentences (608.2c: the same order); any other text unchanged."""
    def two(m):
        return f"{m.group(1)} {m.group(2)}. {m.group(3).capitalize()} {m.group(4)}"
    def shuffled(m):   # "the top card" / "the top of it": of the library just shuffled, your library
        said = "the top card of your library" if m.group(2) == "the top card" else \
            m.group(2).replace("from the top of it ", "from the top of your library ", 1)
        return f"{m.group(1)}. Reveal {said}"
    return _SHUFFLE_THEN.sub(shuffled, _SCRY_CHOOSE.sub(two, _SCRY_THEN.sub(two, text)))
