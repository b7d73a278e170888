"""What a keyword ability read by its rule reads and changes, for the reach of an unstated choice
(:func:`kb.engine.unknowns.choice_reach`): its words are a name and a cost, not sentences the word estimate
(:func:`kb.engine.unknowns.scope_of`) can read, so each keyword here is described from its rule.

Flashback (702.34a): "You may cast this card from your graveyard if the resulting spell is an instant or sorcery spell
by paying [cost] rather than paying its mana cost" (the 2026 text; earlier editions: cast it from the graveyard by
paying its flashback cost), and a card cast with it is exiled as it leaves the stack. It changes nothing by itself: only
a cast does, a player's action (601.2, a scenario's stated step), and whether that cast may be made reads where the card
is and whose it is (its owner's graveyard), its types (instant or sorcery), the timing of a cast (the stack, whose turn,
307.1/117.1a), the mana paid, and whatever its cost's own words name ("Flashback—Pay 3 life": a life total, 119.4;
"Discard a card": a hand). What a cast then does is anything at all.
"""
from __future__ import annotations

import re

__all__ = ["keyword_reader"]

# the groups a cast permission reads, cost aside: the card's zone and its owner's cards (a graveyard), the card's types
# and abilities, its controller, the stack and the turn (timing), and mana (a cost's mana part)
_CAST_PERMISSION_READS = frozenset(("zone", "cards", "cards_zone", "types", "abilities", "controller", "stack", "turn",
                                    "mana"))

# keyword → the groups its permission reads besides what its cost's words name (one keyword: the rule above)
_PERMISSIONS = {"flashback": _CAST_PERMISSION_READS}

def keyword_reader(ab, everything: frozenset, scope_of) -> tuple | None:
    """(what it reads, what it reaches) for keyword ability ``ab`` whose rule is described here, as
    ``kb.engine.unknowns`` readers are ((groups, {per-player group: players}), same); None for any other keyword.
    ``everything``: every group (what a cast can change); ``scope_of``: the estimate of what a cost's words name."""
    name = (getattr(ab, "name", "") or "").lower()
    base = next((k for k in _PERMISSIONS if name == k or re.match(re.escape(k) + r"(?:\s|-|\u2014)", name)), None)
    if base is None:
        return None
    reads = _PERMISSIONS[base]
    text = re.sub(r"\([^)]*\)", "", getattr(ab, "text", "") or name).strip()
    cost = text[len(base):].strip() if text.lower().startswith(base) else text
    words = re.sub(r"\{[^}]*\}", "", cost).strip(" ,.\u2014-")
    if words:   # "Pay 3 life", "Discard a card": what paying it reads is what it names (601.2h)
        reads = reads | scope_of(words)
    return (frozenset(reads), {}), (frozenset(everything), {})
