""""Scry 3, then reveal the top card of your library. …" (701.22a, 701.20a, 608.2c): two instructions in the order
written — the scry, then revealing the card on top of the library as the scry left it; what follows ("If it's a land
card, put it onto the battlefield", "that card's mana value") is about that card, as after "Reveal the top card of your
library." standing alone (kb.engine.instructions, the looking readers)."""
from __future__ import annotations

import re

__all__ = ["split_scry_reveal"]

_SCRY_THEN = re.compile(r"\b([Ss]cry|[Ss]urveil) (\d+|X), then (reveal|look at) (the top card of your library)(?=\.)")


def split_scry_reveal(text: str) -> str:
    """The text with "scry N, then reveal the top card of your library." written as two sentences (608.2c: the same
    order); any other text unchanged."""
    return _SCRY_THEN.sub(lambda m: f"{m.group(1)} {m.group(2)}. {m.group(3).capitalize()} {m.group(4)}", text)
