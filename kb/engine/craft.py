"""Craft (702.167; since 2023-11-17): an activated ability that exiles its permanent and materials, and returns it
transformed.

"Craft with [materials] [cost]" means "[Cost], Exile this permanent, Exile [materials] from among permanents you control
and/or cards in your graveyard: Return this card to the battlefield transformed under its owner's control. Activate only
as a sorcery." (702.167a). The card-text reader (kb.engine.cardtext) reads the keyword as that ability, its materials
as one exile cost (``materials``: paid from among permanents the activator controls and cards in their graveyard,
never the permanent itself, which the other cost exiles); a scenario names them with ``activate: {exile: [...]}``
(kb.engine.stack pays them). A material described by a card type or subtype alone is a permanent of that type or a card
of it in a graveyard (702.167b); one described as "cards" is a card in the graveyard (109.2).

Read: materials "artifact", "creature", "Island" (one), "two creatures", "six artifacts" (that many), "one or more
creatures", "four or more red instant and/or sorcery cards" (at least that many). Not read (the keyword stays
unmodelled: what it would change is "cannot decide"): materials joined by commas ("a Dinosaur, a Merfolk, …"),
"two that share a card type", and "the exiled cards used to craft it" (702.167c) in other abilities.
"""
from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["AMONG", "CRAFT", "craft_ability", "craft_parts", "craft_material_refused", "read_materials"]

# where craft's materials are exiled from (702.167a), as its meaning words it
AMONG = "from among permanents you control and/or cards in your graveyard"

# the keyword as the card-text reader keeps it ("craft with artifact {3}{w}"): its materials, then its mana cost
CRAFT = re.compile(r"craft with (?P<materials>[^{]+?) (?P<cost>(?:\{[^}]+\})+)", re.I)
_COUNT = re.compile(r"(?:(?P<least>\w+) or more|(?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+))\s+"
                    r"(?P<noun>.+)|(?P<bare>[A-Za-z]+)")


def craft_ability(k, parse_ability, select):
    """The activated ability keyword ``k`` ("Craft with artifact {3}{W}") stands for (702.167a), read by the ability
    reader ``parse_ability`` (its materials by the cost reader, kb.engine.instructions); None for another keyword, or
    materials this module doesn't read. ``select(phrase, zones)``: the description-of-objects reader."""
    m = CRAFT.fullmatch((k.text or k.name).strip().rstrip("."))
    if m is None or read_materials(m.group("materials").strip(), select) is None:
        return None
    from .errors import ParseError
    try:
        ab = parse_ability(f"{m.group('cost').upper()}, Exile ~, Exile {m.group('materials').strip()} {AMONG}: Return ~ "
                           "to the battlefield transformed under its owner's control. Activate only as a sorcery.")
    except ParseError:
        return None
    return replace(ab, text=k.text or k.name, keyword_name=k.name)


def craft_parts(param: str, select) -> tuple | None:
    """The parts of craft's parameter as written ("with artifact {3}{W}" → ("with", "artifact", "{3}{W}")) when its
    materials are read here (the renderer's account of the keyword's words), else None."""
    m = CRAFT.fullmatch(f"craft {param.strip()}")
    if m is None or read_materials(m.group("materials").strip(), select) is None:
        return None
    return "with", m.group("materials").strip(), m.group("cost").upper()


def read_materials(words: str, select) -> tuple | None:
    """Craft's [materials] (702.167a-b) as (how many, whether "or more", the description of one as a selector), or
    None for materials not read here. ``select(phrase, zones)`` reads the description of one (raising ParseError when
    it can't): a type or subtype alone is a permanent or a card in a graveyard, "cards" a card there (702.167b)."""
    from .errors import ParseError
    from .text import amount_of
    from .values import known_subtype, singular
    m = _COUNT.fullmatch(words)
    if m is None or "," in words:
        return None
    noun = m.group("noun") or m.group("bare")
    at_least = m.group("least") is not None
    n = amount_of(m.group("least") or m.group("n") or "a")
    if not n or (m.group("bare") and noun.lower().endswith("s")):
        return None
    cards = re.search(r"\bcards?\b", noun, re.I) is not None   # 702.167b: without "card", a permanent too
    head, _, last = noun.rpartition(" ")
    if not (n == 1 and not at_least):   # "two creatures", "one or more Dinosaurs": the noun is a plural
        if singular(last) == last:
            return None
        last = singular(last)
    # a subtype as the lower-cased keyword name writes it ("craft with island {2}{u}") is the subtype
    one = " ".join(w[:1].upper() + w[1:] if known_subtype(w[:1].upper() + w[1:]) else w for w in f"{head} {last}".split())
    try:
        sel = select(one, frozenset(("graveyard",) if cards else ("battlefield", "graveyard")))
    except ParseError:
        return None
    return (n, at_least, sel) if sel is not None else None


def craft_material_refused(state, o, w, controller: str, source_oid) -> str | None:
    """Why object ``o`` (evaluated ``w``) can't be one of craft's materials for ``controller``, or None: a material is
    exiled "from among permanents you control and/or cards in your graveyard" (702.167a), and the permanent with craft
    is exiled by its other cost."""
    if o.oid == source_oid:
        return f"{o.alias} is the permanent the craft ability exiles itself"
    if o.zone == "battlefield" and w is not None and w.controller == controller:
        return None
    if o.zone == "graveyard" and o.owner == controller:
        return None
    return f"{o.alias} is neither a permanent {controller} controls nor a card in {controller}'s graveyard"
