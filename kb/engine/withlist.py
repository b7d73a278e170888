"""A "with" clause of several parts in a "becomes" effect: "becomes a Kithkin Spirit Warrior Avatar with base power
and toughness 8/8, flying, and first strike" (Figure of Destiny), "becomes a 4/3 creature with vigilance and all
creature types" (Faceless Haven), "becomes a 3/3 Illusion creature with flying and "At the beginning of your upkeep, …""
(Veiled Apparition: the keywords, then a quoted ability).

Each part is one the "with" reader reads alone (kb.engine.parser): the base power and toughness it gets (layer 7b,
613.4b), its keyword abilities (layer 6, 613.1f), "all creature types" (205.3m, layer 4). A list is only its parts:
the effect does each (the characteristics it sets or grants, applied in their layers, 613.1). A list whose parts are
anything else is left to the reader's error (not read).
"""
from __future__ import annotations

import re

__all__ = ["with_parts"]

_PT = r"(?:base )?power and toughness \d+/\d+"
_TYPES = r"all creature types|every creature type"


def _and_list(words: str) -> str:
    """"flying, and first strike" / "flying, vigilance" (what is left of a list once one part is taken) → the keyword
    list as it is written alone: "flying and first strike", "flying and vigilance"."""
    w = re.sub(r"^and ", "", words.strip())
    if "," in w and " and " not in w:
        w = re.sub(r", (?=[^,]+$)", ", and ", w)
    return re.sub(r"^([^,]+), and ([^,]+)$", r"\1 and \2", w)


def with_parts(part: str) -> list[str] | None:
    """The parts of a "with" list whose first part is base power and toughness or whose last is all creature types:
    "base power and toughness 8/8, flying, and first strike" → ["base power and toughness 8/8", "flying and first
    strike"]; "vigilance and all creature types" → ["vigilance", "all creature types"]. None for any other words."""
    m = re.fullmatch(rf"({_PT})(?:,| and) (.+)", part)
    if m:
        return [m.group(1), _and_list(m.group(2))]
    m = re.fullmatch(rf"(.+?),? and ({_TYPES})", part)
    if m:
        return [_and_list(m.group(1)), m.group(2)]
    m = re.fullmatch(r'([^"]+?),? and ("[^"]+")', part)
    if m:   # "flying and \"At the beginning of your upkeep, sacrifice ~ unless you pay {1}{U}.\"" (Veiled Apparition):
        # its keywords and the quoted ability, each granted (613.1f)
        return [_and_list(m.group(1)), m.group(2)]
    return None
