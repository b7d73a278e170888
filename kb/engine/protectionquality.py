"""What a protection's quality is and which sources have it (702.16a): "protection from red", "from Dragons", "from
instants", "from multicolored", "from the chosen color", "from the chosen card name", "from everything" — the part of
protection a permanent's (kb.engine.legality.protected_from) and a player's (kb.engine.playerprotection) share. It
lives below both: the parser asks :func:`quality_readable` while reading "You have protection from …"."""
from __future__ import annotations

import re

from .words import COLOR_QUALITIES
from .values import known_subtype, singular, subtype_kind

__all__ = ["quality_matches", "quality_readable", "color_quality", "granted_with_source_choice"]


_QUALITY_SPLIT = re.compile(r",\s*(?:and\s+)?|\s+and\s+|\s+or\s+")
# "protection from spells that are one or more colors" (Emrakul, the Aeons Torn): one quality, whose "or" is no list
_COLORED_SPELLS = re.compile(r"\bspells that are one or more colou?rs\b")
_COLORED_SPELLS_PART = "spells that are one-or-more colors"


def _parts(what: str) -> list:
    """The qualities of "protection from A, B, or C" (702.16a)."""
    return _QUALITY_SPLIT.split(_COLORED_SPELLS.sub(_COLORED_SPELLS_PART, what))
_CHOSEN_COLOR = ("the chosen color", "the chosen colour")
# "protection from the chosen card name" (Runed Halo): a name is the quality only when the ability says so (702.16a)
_CHOSEN_NAME = ("the chosen card name", "the chosen name")


def _part_kind(part: str) -> str | None:
    """What one quality of "protection from A, B, or C" is (702.16a): 'subtype', 'everything', 'chosen_color',
    'chosen_name', 'color', 'all_colors', 'card_type', 'color_quality', 'colored_spell'; None when the engine doesn't read it."""
    from .values import card_type, color_of
    if _subtype_quality(part) is not None:
        return "subtype"
    if _typed_subtype(part) is not None:
        return "subtype_creature"
    p = part.strip().lower()
    if p == "everything":
        return "everything"
    if p in _CHOSEN_COLOR:
        return "chosen_color"
    if p in _CHOSEN_NAME:
        return "chosen_name"
    if color_of(p) is not None:
        return "color"
    if p in ("all colors", "each color"):
        return "all_colors"
    if card_type(p):
        return "card_type"
    if p in COLOR_QUALITIES:
        return "color_quality"
    if p == _COLORED_SPELLS_PART:
        return "colored_spell"
    return None


def quality_readable(what: str) -> bool:
    """Whether every quality of "protection from ``what``" is one :func:`quality_matches` reads (702.16a)."""
    return bool(what.strip()) and all(_part_kind(p) is not None for p in _parts(what))


def quality_matches(what: str, source_w, choices: dict) -> bool:
    """Whether ``source_w`` has a quality of "protection from ``what``" (702.16a); ``choices``: the choices made for
    the protection's holder or source as it entered ("the chosen color", "the chosen card name", 614.12)."""
    from .values import card_type, color_of
    for part in _parts(what):
        kind = _part_kind(part)
        p = part.strip().lower()
        if kind == "subtype":   # 702.16a: "protection from Dragons": a subtype
            sub = _subtype_quality(part)
            if sub in source_w.subtypes or (getattr(source_w, "all_ctypes", False) and subtype_kind(sub) == "Creature"):
                return True
        elif kind == "subtype_creature":   # "protection from God creatures": a creature with that subtype
            sub = _typed_subtype(part)
            if "Creature" in source_w.types and (sub in source_w.subtypes or getattr(source_w, "all_ctypes", False)):
                return True
        elif kind == "everything":
            return True
        elif kind == "chosen_color":
            chosen = choices.get("color")
            if chosen and chosen in source_w.colors:
                return True
        elif kind == "chosen_name":
            chosen = choices.get("card_name")
            if chosen and chosen in (source_w.name, *source_w.name.split(" // ")):
                return True
        elif kind == "color":
            if color_of(p) in source_w.colors:
                return True
        elif kind == "all_colors":
            if source_w.colors:
                return True
        elif kind == "card_type":
            if card_type(p) in source_w.types:
                return True
        elif kind == "color_quality":
            if color_quality(source_w.colors) == p:
                return True
        elif kind == "colored_spell":   # a spell (on the stack: not an ability of a coloured permanent) with a colour
            if getattr(source_w, "zone", None) == "stack" and source_w.colors:
                return True
    return False


def _subtype_quality(part: str) -> str | None:
    """"Dragons", "Arcane": the subtype a protection quality names (702.16a), or None."""
    p = part.strip()
    p = p[:1].upper() + p[1:]
    for cand in (singular(p), p):
        if known_subtype(cand):
            return cand
    return None


def _typed_subtype(part: str) -> str | None:
    """"God creatures" (Sigrid, God-Favored): the creature type of a quality "[subtype] creatures" (702.16a), or None."""
    words = part.strip().split(" ")
    if len(words) != 2 or words[1].lower() != "creatures":
        return None
    cand = words[0][:1].upper() + words[0][1:]
    return cand if known_subtype(cand) and subtype_kind(cand) == "Creature" else None


def color_quality(colors) -> str:
    """105.2: colorless (no colour), monocolored (one), multicolored (two or more)."""
    if not colors:
        return "colorless"
    return "monocolored" if len(colors) == 1 else "multicolored"


def granted_with_source_choice(ability, choices):
    """A keyword another object grants, "protection from the chosen color" ("Enchanted creature has protection from
    the chosen color", Flickering Ward), with its source's choice made as it entered (614.12) written in: the colour is
    the source's, not the holder's, which chose nothing (702.16a; Flickering Ward ruling 2004-10-04). ``choices``: the
    granting effect's source's choices; without a colour among them the keyword is returned unchanged."""
    name = getattr(ability, "keyword", None) or ""
    if "the chosen colo" not in name:
        return ability
    from .values import COLOR_NAMES, color_of
    c = color_of(str((choices or {}).get("color") or ""))
    if not c:
        return ability
    from .abilities import Keyword
    new = name.replace("the chosen colour", COLOR_NAMES[c]).replace("the chosen color", COLOR_NAMES[c])
    return Keyword(new, new[:1].upper() + new[1:])
