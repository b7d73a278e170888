"""Mana of a colour a permanent of its controller has: "{T}: Choose a color of a permanent you control. Add one mana of
that color." (Meteor Crater).

The mana ability (605.1a) adds one mana of a colour chosen among the colours of the permanents its controller controls
as it resolves (105.2: an object's colours; colourless is no colour, 105.1), the source itself included. One colour
among them needs no choice; several need ``choose: {color: …}`` (not stated: "cannot decide", never guessed); a colour
none of them has is refused; none: no mana is added.

Read by kb.engine.cardtext as a mana ability (``PATTERN`` in its mana words) and produced by kb.engine.stack
(``colors_among``)."""
from __future__ import annotations

import re

__all__ = ["PATTERN", "reads", "colors_among", "WORDS"]

PATTERN = r"Choose a colou?r of a permanent you control\. Add one mana of that colou?r"
WORDS = "choose a color of permanent you control add one mana of that color"   # kb.engine.render


def reads(text: str) -> bool:
    """Whether the mana words ``text`` (with or without "Add", no period) are these."""
    return re.fullmatch(PATTERN, text.strip().rstrip(".")) is not None


def colors_among(state, who: str) -> set:
    """The mana symbols of the colours of the permanents ``who`` controls now (105.2)."""
    from .values import color_of
    snap = state.evaluate()
    out = set()
    for w in snap.work.values():
        if w.zone == "battlefield" and w.controller == who:
            for c in w.colors or ():
                sym = color_of(c) or c
                out.add(sym)
    return out
