"""Cleave (702.148): "Cleave [cost]" means "You may cast this spell by paying [cost] rather than paying its mana cost"
and "If this spell's cleave cost was paid, change its text by removing all text found within square brackets in this
spell's rules text" (702.148a; Lantern Flare, Inspired Idea).

A spell with cleave has two texts: cast any other way, the words in square brackets are part of it (the brackets
themselves are no words); cast for its cleave cost (``cast: {alternative: cleave}``, an alternative cost, 118.9), they
are gone (:func:`cleaved`). kb.engine.cardtext reads both texts, and a word of either the engine can't read is reported
(:func:`both_texts`); kb.engine.stack casts with the text the cost chose. Under rules without cleave (before
2021-11-19, kb.engine.keywordlist.KEYWORD_FIRST_EDITION) the bracketed words mean nothing the rules define: a cast is
"cannot decide"."""
from __future__ import annotations

import re

__all__ = ["has_cleave", "uncleaved", "cleaved", "cleave_alternative", "CLEAVE"]

CLEAVE = "cleave"


def has_cleave(abilities) -> bool:
    """Whether the abilities include the keyword cleave."""
    return any(getattr(a, "kind", "") == "keyword" and str(getattr(a, "name", "")).lower().startswith("cleave ")
               for a in abilities)


def uncleaved(text: str) -> str:
    """The text of a spell not cast for its cleave cost: the words in square brackets kept, the brackets dropped."""
    return re.sub(r"[\[\]]", "", text)


def cleaved(text: str) -> str:
    """The text of a spell cast for its cleave cost: every text within square brackets removed (702.148a)."""
    out = re.sub(r"\s*\[[^\]]*\]", "", text)
    return re.sub(r"\s+([.,])", r"\1", out).strip()


def cleave_alternative(state, card) -> tuple:
    """The cleave cost chosen as the alternative cost (118.9): ("cleave", its mana, (), None), as
    kb.engine.altcosts.chosen_alternative gives; an error naming the rule when the card has no cleave. Under an
    edition without cleave, "cannot decide" is noted (the cast goes on, its text the cleaved one)."""
    from .errors import EngineError
    from .keywordlist import keyword_named_by
    from .values import ManaCost
    kw = next((a for a in card.abilities if getattr(a, "kind", "") == "keyword"
               and str(a.name).lower().startswith("cleave ")), None)
    if kw is None:
        raise EngineError(f"{card.name} has no cleave ability ({state.rule_no('alternative_cost')})")
    if not keyword_named_by(kw.name, state.edition):
        state.note_unknown(f"{card.name}'s \u201c{kw.name}\u201d: the rules of {state.edition} have no cleave")
    m = re.fullmatch(r"cleave\s+((?:\{[^}]+\})+)", kw.name.strip(), re.I)
    if m is None:
        raise EngineError(f"{card.name}: its cleave cost \u201c{kw.name}\u201d can't be read")
    return CLEAVE, ManaCost.parse(m.group(1)), (), None
