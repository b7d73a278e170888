"""Mana symbols that came into the rules after 1999 (the dates are those of the texts): the hybrid symbols (104.3f from
2005-10-01, 107.4e today), the Phyrexian symbols (107.4f from 2011-05-01) and the colorless symbol {C} (107.4c from
2016-01-16); among the hybrid symbols the monocolored ones, {2/W} … {2/G}, came later (104.3f from 2008-05-01,
kb.engine.versions "monocolored_hybrid"). A cost holding one under an edition whose rules don't have it is described
by no rule of that edition — what pays it, and whether the mana stated does, is "cannot decide", never today's
meaning (the card data is newer than the rules asked)."""
from __future__ import annotations

import re

from .versions import rule

__all__ = ["unread_mana_symbols"]

# (pattern, concept of the rule that defines the symbol, words): a Phyrexian symbol first ({G/U/P} is one too)
_SYMBOLS = (
    (re.compile(r"\{[^}]*/P\}", re.I), "phyrexian_symbol", "a Phyrexian mana symbol"),
    (re.compile(r"\{(?:[WUBRG2])/[WUBRG]\}", re.I), "hybrid_symbol", "a hybrid mana symbol"),
    (re.compile(r"\{C\}"), "colorless_symbol", "the colorless mana symbol {C}"),
)
_MONO_HYBRID = re.compile(r"\{2/[WUBRG]\}", re.I)   # {2/W}: from 2008-05-01 (104.3f), later than {W/U}


def unread_mana_symbols(state, cost: str, who: str) -> bool:
    """Whether ``cost`` (a mana cost string, "{1}{W/U}") holds a mana symbol the rules of ``state``'s edition don't
    have; if so, noted (what follows is "cannot decide") and True."""
    if "/" not in cost and "{C}" not in cost:
        return False
    missing = [(concept, words) for pat, concept, words in _SYMBOLS if pat.search(cost) and not state.rules_have(concept)]
    if not missing and _MONO_HYBRID.search(cost) and not rule("monocolored_hybrid", state.edition):
        missing = [("hybrid_symbol", "a monocolored hybrid mana symbol")]
    if not missing:
        return False
    names = ", ".join(words for _c, words in missing)
    state.note_unknown(f"{who}'s cost {cost} has {names}, which the rules of {state.edition} don't have (a rule of a "
                       f"later edition defines it, {', '.join(state.rule_no(c) for c, _w in missing)} here being the "
                       f"payment's): what pays it can't be decided")
    return True
