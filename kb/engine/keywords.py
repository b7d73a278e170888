"""Keyword abilities by name (702): "flying", "protection from black", "forestwalk", "equip {8}"."""
from __future__ import annotations

import re

from .abilities import Keyword
from .values import KEYWORDS

__all__ = ["keyword_of", "parse_keyword_list", "PARAM_KEYWORDS"]

PARAM_KEYWORDS = ("protection from", "enchant", "equip", "ward", "flashback", "cycling", "kicker",
                   "morph", "megamorph", "entwine", "cumulative upkeep", "bushido", "graft", "devour",
                   "fading", "vanishing", "modular", "affinity for", "buyback", "madness", "echo",
                   "evoke", "dash", "unearth", "ninjutsu", "suspend", "annihilator", "toxic", "crew",
                   "fortify", "reconfigure", "bestow", "rampage", "bloodthirst", "amplify", "absorb",
                   "splice onto", "transmute", "replicate", "recover", "soulshift", "ripple", "frenzy",
                   "poisonous", "afflict", "afterlife", "embalm", "eternalize", "escape", "mutate",
                   "landwalk", "extort", "partner", "companion", "offering", "champion", "forecast")


def keyword_of(item: str) -> Keyword | None:
    """One keyword ability ("flying", "protection from black", "forestwalk", "equip {8}")."""
    raw = item.strip().rstrip(".")
    low = raw.lower()
    if low in KEYWORDS:
        return Keyword(low, raw[:1].upper() + raw[1:])
    if re.fullmatch(r"(plains|island|swamp|mountain|forest|desert|legendary land|nonbasic land|snow land)walk", low):
        return Keyword(low, raw[:1].upper() + raw[1:])
    for k in PARAM_KEYWORDS:
        if low == k or low.startswith(k + " ") or (k in ("equip", "ward", "cycling") and low.startswith(k + "-")):
            return Keyword(k + raw[len(k):], raw[:1].upper() + raw[1:])
    return None


def parse_keyword_list(phrase: str) -> list[Keyword] | None:
    """"flying", "flying and first strike", "trample, lifelink, and haste" → keywords (or None)."""
    items = [p for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", phrase.strip()) if p]
    out = []
    for it in items:
        k = keyword_of(it)
        if k is None:
            return None
        out.append(k)
    return out or None
