"""Costs that move the card the ability is on (the sub-grammar of self-moving costs, 602.2b): "Discard ~",
"Exile ~ from your graveyard", "Exile ~ from your hand", "Return ~ to its owner's hand", and "Reveal ~ from your
hand" (which shows it without moving it).

Such an ability functions only in the zone its cost moves the card out of (113.6m; kb.engine.abilities
``functions_in``): a card in the hand is discarded, a card in the graveyard or hand exiled, a permanent returned
to its owner's hand as the cost is paid (kb.engine.stack ``_pay``).
"""
from __future__ import annotations

import re

__all__ = ["LIBRARY_BOTTOM", "read_self_cost"]

LIBRARY_BOTTOM = "library_bottom"   # the Cost kind of "Put ~ on the bottom of its owner's library" (paid by kb.engine.stack)

_SELF = r"(?:~|this (?:card|creature|permanent|artifact|enchantment|land))"


def read_self_cost(p: str):
    """One part of a cost ("Discard ~", "Exile ~ from your graveyard", "Return ~ to its owner's hand") → the
    kind of cost and the zone it moves the source itself from (None: where it is), for kb.engine.instructions to
    make its Cost of; None for any other part."""
    low = p.strip().lower()
    if re.fullmatch(rf"discard {_SELF}", low):
        return "discard", None
    m = re.fullmatch(rf"exile {_SELF} from your (graveyard|hand)", low)
    if m:
        return "exile", m.group(1)
    if re.fullmatch(rf"return {_SELF} to its owner's hand", low):
        return "return", None
    if re.fullmatch(rf"put {_SELF} on the bottom of its owner's library", low):   # a permanent, as "Return ~" (401.4)
        return LIBRARY_BOTTOM, None
    if re.fullmatch(rf"reveal {_SELF} from your hand", low):   # it stays in the hand: the ability functions there
        return "reveal", "hand"
    return None
