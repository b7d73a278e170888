"""Overload (702.96; since 2012-10-01): "Overload [cost]" means "You may choose to pay [cost] rather than pay this
spell's mana cost" and "If you chose to pay this spell's overload cost, change its text by replacing all instances of
the word 'target' with the word 'each'" (702.96a; Mizzium Mortars, Electrickery). The spell then requires no target
(702.96b), so hexproof, shroud or ward don't stop it; protection still prevents its damage (702.16e).

A spell with overload has two texts: cast any other way, its own; cast for its overload cost (``cast: {alternative:
overload}``, an alternative cost, 118.9), every word "target" is "each" (:func:`overloaded`). kb.engine.cardtext reads
both texts and reports a word of either the engine can't read; kb.engine.stack casts with the text the cost chose
(a copy of the spell copies that text, 707.10). Under rules without overload (before 2012-10-01,
kb.engine.keywordlist.KEYWORD_FIRST_EDITION) paying an overload cost means nothing the rules define: the cast is
"cannot decide". Read: an overload cost of mana symbols; any other is refused as unreadable."""
from __future__ import annotations

import re

__all__ = ["has_overload", "overloaded", "overload_alternative", "OVERLOAD"]

OVERLOAD = "overload"

_TARGET = re.compile(r"\b([Tt])arget\b")


def has_overload(abilities) -> bool:
    """Whether the abilities include the keyword overload."""
    return any(getattr(a, "kind", "") == "keyword" and str(getattr(a, "name", "")).lower().startswith("overload ")
               for a in abilities)


def overloaded(text: str) -> str:
    """The text of a spell cast for its overload cost: every word "target" replaced with "each" (702.96a) — "Target"
    at the start of a sentence becomes "Each"; "targets" is another word and stays."""
    return _TARGET.sub(lambda m: "Each" if m.group(1) == "T" else "each", text)


def overload_alternative(state, card) -> tuple:
    """The overload cost chosen as the alternative cost (118.9, 702.96a): ("overload", its mana, (), None), as
    kb.engine.altcosts.chosen_alternative gives — read by kb.engine.altcosts.keyword_cost like every keyword's cost
    line (a card without overload refused; an edition without overload, or a cost that isn't mana, "cannot decide")."""
    from .altcosts import keyword_cost
    mana, _read = keyword_cost(state, card, "Overload", OVERLOAD, "2012-10-01")
    return OVERLOAD, mana, (), None
