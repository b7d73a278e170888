"""Keyword abilities by name (702): "flying", "protection from black", "forestwalk", "equip {8}"."""
from __future__ import annotations

import re
from dataclasses import replace

from .abilities import Keyword
from .keywordlist import KEYWORD_NAMES
from .protectionquality import quality_readable
from .values import KEYWORDS

# the other keywords of 702, longest first; a parameter must look like one (a number, a cost, "from ...")
_ALL_KEYWORDS = sorted(KEYWORD_NAMES | {"daybound", "nightbound", "multikicker", "hexproof from"}, key=len, reverse=True)
_WORD_PARAM = ("protection from", "enchant", "affinity for", "splice onto", "champion", "partner", "offering", "companion",
               "landwalk", "fortify")
_PARAM = re.compile(r"^(?:\d+|X|N|\{|-|\u2014|from |for |with |onto |\d+-|x-|\w+ \{)")

# "protection from Q" / "hexproof from Q"; the qualities another reader writes in as the ability applies: "the color of
# your choice" (chosen as the effect begins, 608.2d), "the chosen color" (its source's choice, 614.12), the votes' colours
_QUALITY_KEYWORD = re.compile(r"(?:protection|hexproof) from (.+)")
_QUALITY_SUBSTITUTED = re.compile(r"of (?:your|its controller's) choice|\bthe chosen colou?r\b|most votes")

__all__ = ["keyword_of", "parse_keyword_list", "PARAM_KEYWORDS", "MULTIPART_COST_KEYWORDS", "first_keyword"]

PARAM_KEYWORDS = ("protection from", "enchant", "equip", "ward", "flashback", "cycling", "kicker",
                   "morph", "megamorph", "entwine", "cumulative upkeep", "bushido", "graft", "devour",
                   "fading", "vanishing", "modular", "affinity for", "buyback", "madness", "echo",
                   "evoke", "dash", "unearth", "ninjutsu", "commander ninjutsu", "suspend", "annihilator", "toxic", "crew",
                   "fortify", "reconfigure", "bestow", "rampage", "bloodthirst", "amplify", "absorb",
                   "splice onto", "transmute", "replicate", "recover", "soulshift", "ripple", "frenzy",
                   "poisonous", "afflict", "afterlife", "embalm", "eternalize", "escape", "mutate",
                   "landwalk", "extort", "partner", "companion", "offering", "champion", "forecast", "awaken")


# Keywords whose one cost may have a mana part and other parts after an em dash, read as one keyword: escape
# (702.138a) and flashback (702.34a), paid in full as the card is cast (kb.engine.altcosts); embalm (702.128a) and
# eternalize (702.129a), activated abilities whose whole cost kb.engine.keywordmeans writes into their meaning, kicker (702.33a: kb.engine.altcosts.kicker_parts pays each part). Not here: a keyword
# whose cost the engine pays as mana only (equip, ward, squad), where the other parts would be left unpaid.
MULTIPART_COST_KEYWORDS = ("escape", "flashback", "embalm", "eternalize", "kicker")


def keyword_of(item: str) -> Keyword | None:
    """One keyword ability ("flying", "protection from black", "forestwalk", "equip {8}")."""
    raw = item.strip().rstrip(".")
    low = raw.lower()
    if low in KEYWORDS:
        return Keyword(low, raw[:1].upper() + raw[1:])
    if low == "trample over planeswalkers":   # 702.19c: a variant of trample
        return Keyword(low, raw[:1].upper() + raw[1:])
    if re.fullmatch(r"(plains|island|swamp|mountain|forest|desert|legendary land|nonbasic land|snow land)walk", low):
        return Keyword(low, raw[:1].upper() + raw[1:])
    q = _QUALITY_KEYWORD.match(low)
    if q and not quality_readable(q.group(1)) and not _QUALITY_SUBSTITUTED.search(q.group(1)):
        # "protection from creatures your opponents control", "hexproof from God creatures": a quality no reader
        # matches (702.16a, 702.11d) is not read — as a keyword matching nothing it would protect from nothing
        return None
    for k in PARAM_KEYWORDS:
        if low == k or (k in _WORD_PARAM and low.startswith(k + " ")) or \
                (low.startswith((k + " ", k + "-")) and _PARAM.match(low[len(k):].lstrip(" ")) and
                 (k not in ("equip",) or re.fullmatch(r"equip(?: [a-z ]+?)?[ -]?(?:\{.+|\d+|-.+)", low))):
            return Keyword(k + raw[len(k):], raw[:1].upper() + raw[1:])
    m = re.fullmatch(r"devour ([a-z]+) (\d+)", low)
    if m:   # "Devour artifact 1", "Devour land 3", "Devour Food 3" (702.82c): a card type or subtype as its quality
        from .subtypes import ALL_SUBTYPES
        from .values import card_type
        if card_type(m.group(1)) or m.group(1).capitalize() in ALL_SUBTYPES:
            return Keyword(low, raw[:1].upper() + raw[1:])
    if re.fullmatch(r"bands with other [a-z].*", low):   # "Bands with other Wolves" (702.22b-c): its quality as written
        return Keyword("bands with other" + raw[len("bands with other"):], raw[:1].upper() + raw[1:])
    m = re.fullmatch(r"(\w+ )?(\w*cycling)( .*)?", low)   # typecycling (702.29e): "basic landcycling {1}"
    if m and m.group(3) and m.group(3).strip().startswith("{"):
        return Keyword(low, raw[:1].upper() + raw[1:])
    for k in _ALL_KEYWORDS:
        if low == k or (low.startswith(k) and _PARAM.match(low[len(k):].lstrip())
                        and low[len(k):len(k) + 1] in (" ", "-", "\u2014")):
            return Keyword(low, raw[:1].upper() + raw[1:])
    return None


def parse_keyword_list(phrase: str) -> list[Keyword] | None:
    """"flying", "flying and first strike", "trample, lifelink, and haste", "first strike; reach" → keywords (or None).
    "Enchant creature, land, or planeswalker" is one keyword: its commas join what it may enchant (702.5a)."""
    m = re.fullmatch(r"((?:multi)?kicker \{X\}[^.]*|suspend X-[^.]*)\. X can't be 0", phrase.strip(), re.I)
    if m:   # "Kicker {X}. X can't be 0." / "Suspend X-{X}{G}. X can't be 0.": the keyword, and a rule for the X
        k = keyword_of(m.group(1))   # announced with it (601.2b, 702.62a)
        return [replace(k, x_min=1, text=phrase.strip() + ".")] if k is not None else None
    m = re.fullmatch(rf"(?:{'|'.join(MULTIPART_COST_KEYWORDS)})-((?:\{{[^}}]+\}})+), ([^.]+)", phrase.strip(), re.I)
    if m:   # "Escape-{4}{G}, Exile three other cards from your graveyard.", "Flashback-{1}{U}, Pay 3 life.",
        # "Eternalize-{2}{W}{W}, Discard a card.": one cost of several parts (702.138a, 702.34a, 702.129a)
        k = keyword_of(phrase.strip())
        return [k] if k is not None else None
    if re.fullmatch(r"cumulative upkeep\s*[-\u2014]\s*[^,;]+", phrase.strip(), re.I):
        # "Cumulative upkeep—Pay {B} and 1 life.": one cost, its "and" joins no keywords (702.24a)
        k = keyword_of(phrase.strip())
        return [k] if k is not None else None
    if re.fullmatch(r"companion\s*[-\u2014]\s*[^.]+", phrase.strip(), re.I):
        k = keyword_of(phrase.strip())   # "Companion—[Condition]": one condition, its commas and "and" join no keywords
        return [k] if k is not None else None   # (702.139a; kb.engine.companion)
    if re.fullmatch(r"partner with [A-Z][^.]*", phrase.strip(), re.I):
        k = keyword_of(phrase.strip())   # "Partner with Toothy, Imaginary Friend": a card's name, commas and all (702.124j)
        return [k] if k is not None else None
    if re.match(r"enchant\s+\w+(?:,\s*\w+)*,?\s+or\s+\w+$", phrase.strip(), re.I):
        k = keyword_of(phrase.strip())
        return [k] if k is not None else None
    # "First strike; reach (reminder)": Oracle puts a semicolon between keywords when one has reminder text
    items = [p for p in re.split(r"[,;]\s*(?:and\s+)?|\s+and\s+", phrase.strip()) if p]
    out = []
    for i, it in enumerate(items):
        if it.lower().startswith("from ") and i and items[i - 1].lower().startswith("protection from "):
            # 702.16g: "protection from A and from B" is shorthand for two protection abilities
            items[i] = it = "protection " + it
    for it in items:
        k = keyword_of(it)
        if k is None:
            return None
        out.append(k)
    return out or None


def first_keyword(w, reads):
    """The first keyword ability of object ``w`` (its evaluated abilities, or a card's) whose name ``reads`` takes
    (``reads(name)`` not None: ``altcosts.suspend_of``, ``ninjutsu.ninjutsu_of``), or None."""
    for h in getattr(w, "abilities", ()) or ():
        ab = h.ability if hasattr(h, "ability") else h
        if getattr(ab, "kind", "") == "keyword" and reads(ab.name) is not None:
            return ab
    return None
