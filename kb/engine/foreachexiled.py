"""The cards a "For each of them, exile the top card of your library, then …" exiled, all of them, named after it:
"You may play the exiled cards until the end of your next turn." (Soulfire Eruption).

"For each of them" follows its instructions for one of them at a time (608.2f); each pass exiles a card, and "that
card" inside the pass is the card that pass exiled (608.2c). A sentence after it that names "the exiled cards" (or
"those cards") speaks of every card the effect exiled this way, in every pass: the permission to play them (611.2a,
kb.engine.impulse) covers each of them, from exile, for the time stated. Read only after a "for each" whose
instructions exile the top card of a library (the moved cards are those; kb.engine.actions collects them over the
passes); words for one card ("that card", "it") there would name one pass's card and are not read.
"""
from __future__ import annotations

import re

__all__ = ["COLLECT", "names_every_pass"]

COLLECT = "collect_moved"   # the for_each instruction's option: keep every pass's moved cards (kb.engine.actions)
_PLURAL = re.compile(r"\b(?:the exiled cards|those cards)\b")


def names_every_pass(s: str, done: list) -> bool:
    """Whether the sentence ``s`` (a permission kb.engine.impulse reads) names the cards every pass of the "for each"
    just before it (the last of ``done``) exiled from the top of a library; if so that instruction is marked to
    collect them."""
    if not done or done[-1].kind != "for_each" or not _PLURAL.search(s):
        return False
    if not any(b.kind == "exile_top" for b in done[-1].opts.get("body", ())):
        return False
    done[-1].opts[COLLECT] = True
    return True
