"""Typed values of characteristics: colours, card types, supertypes, subtypes, mana costs, P/T.

Everything here is immutable and cheap to share between the copies the layer pipeline makes.
Rule numbers in comments are those of the current Comprehensive Rules (the engine's profiles
cite the numbers of the edition a scenario names; see :mod:`kb.engine.profiles`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = [
    "COLORS", "COLOR_NAMES", "color_of", "mana_choice", "CARD_TYPES", "SUPERTYPES", "BASIC_LAND_TYPES",
    "LAND_TYPES", "ARTIFACT_TYPES", "ENCHANTMENT_TYPES", "SPELL_TYPES", "PLANESWALKER_TYPES",
    "subtype_kind", "singular", "ManaCost", "parse_type_line", "PT", "KEYWORDS", "BASIC_MANA",
]

# 105.1: the five colours, written with their mana letters (the word lists live in kb.engine.words).
from .words import CARD_TYPES, COLOR_LETTERS as _COLOR_WORDS, COLOR_NAMES, COLORS, SUPERTYPES, TYPE_ALIASES as _TYPE_ALIASES  # noqa: E402


def color_of(word: str) -> str | None:
    """'white' / 'W' → 'W'; anything else → None."""
    w = word.strip()
    if w.upper() in COLORS and len(w) == 1:
        return w.upper()
    return _COLOR_WORDS.get(w.lower())


def mana_choice(choices: dict, key: str | None = None, index: int = 0) -> str:
    """The one reading of the type of mana a player chose for an ability that adds one among several (106.7, 605.3b;
    docs/scenarios.md): ``choose: {mana: "{G}"}`` or ``{color: green}`` (a symbol, a letter or a colour word; ``mana``
    first), as a colour's letter when it names a colour, else the symbol's letters in capitals ("C"); '' unstated.
    ``key``: another key that states it — ``additional_mana``, the colour of a triggered mana ability's "additional
    one mana of any color", a list read at ``index`` (one for each such ability in the order they resolve)."""
    if key is None:
        said = choices.get("mana") or choices.get("color")
    else:
        said = choices.get(key)
        said = said if isinstance(said, list) else [said] if said else []
        said = said[index] if index < len(said) else ""
    want = str(said or "").strip().strip("{}").upper()
    return color_of(want) or want


# 205.2a card types (Tribal became Kindred in 2024; both are read), 205.4a supertypes: kb.engine.words.

# 205.3i land types, 305.6 the basic ones; 205.3g artifact, 205.3h enchantment, 205.3k spell types.
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
from .subtypes import ALL_SUBTYPES, ARTIFACT_TYPES, BATTLE_TYPES, CREATURE_TYPES, ENCHANTMENT_TYPES, PLANESWALKER_TYPES  # noqa: E402,E501
from .subtypes import LAND_TYPES as _LAND_TYPES, SPELL_TYPES as _SPELL_TYPES  # noqa: E402

LAND_TYPES = _LAND_TYPES | frozenset(BASIC_LAND_TYPES)
SPELL_TYPES = _SPELL_TYPES | frozenset(("Chorus",))

# 305.6: the intrinsic mana ability of each basic land type.
BASIC_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def known_subtype(name: str) -> bool:
    """Whether ``name`` is a subtype the Comprehensive Rules list (205.3g-q)."""
    return name.replace("\u2019", "'") in ALL_SUBTYPES or name in LAND_TYPES or name in SPELL_TYPES


def subtype_kind(name: str) -> str:
    """Which card type a subtype belongs to (205.3): land, artifact, enchantment, spell,
    planeswalker, battle or creature (anything else is a creature type, 205.3m)."""
    if name in LAND_TYPES:
        return "Land"
    if name in ARTIFACT_TYPES:
        return "Artifact"
    if name in ENCHANTMENT_TYPES:
        return "Enchantment"
    if name in SPELL_TYPES:
        return "Spell"
    if name in PLANESWALKER_TYPES:
        return "Planeswalker"
    if name in BATTLE_TYPES:
        return "Battle"     # 205.3q
    return "Creature"


# Card-type words as they appear in rules text (singular and plural).
_PLURAL_IRREGULAR = {
    "Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Werewolves": "Werewolf", "Plains": "Plains",
    "Merfolk": "Merfolk", "Sheep": "Sheep", "Fish": "Fish", "Mice": "Mouse", "Octopi": "Octopus",
    "Oxen": "Ox", "Djinn": "Djinn", "Thalakos": "Thalakos", "Kithkin": "Kithkin", "Moonfolk": "Moonfolk",
    "Leonin": "Leonin", "Vedalken": "Vedalken", "Aetherborn": "Aetherborn", "Kor": "Kor",
    "Sphinxes": "Sphinx", "Foxes": "Fox", "Boxes": "Box", "Lynxes": "Lynx", "Homunculi": "Homunculus",
    "Allies": "Ally", "Faeries": "Faerie", "Zombies": "Zombie", "Equipment": "Equipment",
    "Sorceries": "Sorcery", "Assembly-Workers": "Assembly-Worker", "Fungi": "Fungus",
    "Cyclopes": "Cyclops", "Pegasi": "Pegasus", "Mountains": "Mountain", "Forests": "Forest",
    "Islands": "Island", "Swamps": "Swamp",
}


def singular(word: str) -> str:
    """'Goblins' → 'Goblin', 'Elves' → 'Elf', 'creatures' → 'creatures'→'creature'."""
    if word in _PLURAL_IRREGULAR:
        return _PLURAL_IRREGULAR[word]
    low = word.lower()
    if low.endswith("ies") and len(word) > 4:
        return word[:-3] + ("y" if word[-3].islower() else "Y")
    if low.endswith(("sses", "shes", "ches", "xes")):
        return word[:-2]
    if low.endswith("s") and not low.endswith("ss") and len(word) > 2:
        return word[:-1]
    return word


def card_type(word: str) -> str | None:
    """A card-type word ('creatures', 'Artifact', 'tribal') → 'Creature'/'Artifact'/'Kindred'."""
    w = singular(word).capitalize()
    w = _TYPE_ALIASES.get(w, w)
    return w if w in CARD_TYPES else None


def supertype(word: str) -> str | None:
    w = word.capitalize()
    return w if w in SUPERTYPES else None


# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost as its symbols (202.1); mana value per 202.3; colours per 202.2."""

    symbols: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str | None) -> "ManaCost | None":
        if text is None:
            return None
        text = text.strip()
        if not text:
            return cls(())
        syms = re.findall(r"\{([^}]+)\}", text)
        if "".join("{%s}" % s for s in syms) != text.replace(" ", ""):
            raise ValueError(f"not a mana cost: {text!r} (write it as {{2}}{{W}}{{W}})")
        return cls(tuple(s.upper() for s in syms))

    @property
    def mana_value(self) -> int:
        # 202.3: generic counts its number, X is 0, hybrid {2/W} counts 2, others 1.
        total = 0
        for s in self.symbols:
            if s.isdigit():
                total += int(s)
            elif s in ("X", "Y", "Z"):
                continue
            elif "/" in s:
                a = s.split("/")[0]
                total += int(a) if a.isdigit() else 1
            else:
                total += 1
        return total

    @property
    def colors(self) -> frozenset[str]:
        # 202.2: an object is the colour(s) of the coloured mana symbols in its mana cost.
        out = set()
        for s in self.symbols:
            for part in s.split("/"):
                if part in COLORS:
                    out.add(part)
        return frozenset(out)

    def __str__(self) -> str:
        return "".join("{%s}" % s for s in self.symbols)


def parse_type_line(line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """'Legendary Artifact Creature — Human Knight' → (supertypes, card types, subtypes)."""
    line = line.replace("—", "-").replace("–", "-")
    head, _, tail = line.partition(" - ") if " - " in line else line.partition("-")
    sup: list[str] = []
    types: list[str] = []
    for w in head.split():
        if supertype(w):
            sup.append(supertype(w))
        elif card_type(w):
            types.append(card_type(w))
        else:
            raise ValueError(f"unknown word {w!r} in type line {line!r}")
    subs = tuple(tail.split()) if tail.strip() else ()
    return tuple(sup), tuple(types), subs


@dataclass(frozen=True, slots=True)
class PT:
    """A printed power or toughness: a number, or a value with '*' (208.2)."""

    text: str

    @classmethod
    def of(cls, value) -> "PT | None":
        if value is None or value == "":
            return None
        return cls(str(value).strip())

    @property
    def has_star(self) -> bool:
        return "*" in self.text

    def base(self) -> int:
        # 208.2a / 107.2: a '*' that no characteristic-defining ability defines counts as 0.
        expr = self.text.replace("*", "0").replace(" ", "")
        if not re.fullmatch(r"[+-]?\d+([+-]\d+)*", expr):
            raise ValueError(f"not a power or toughness: {self.text!r}")
        return sum(int(t) for t in re.findall(r"[+-]?\d+", expr))


# 702: keyword abilities the parser recognises (lower case). Parameterised ones are handled
# by pattern (protection from X, Xwalk, enchant X, equip N, ward N, ...).
KEYWORDS = frozenset((
    "deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste", "hexproof",
    "indestructible", "intimidate", "lifelink", "menace", "reach", "shroud", "trample", "vigilance",
    "fear", "shadow", "horsemanship", "flanking", "banding", "phasing", "changeling", "wither",
    "infect", "persist", "undying", "prowess", "exalted", "convoke", "delve", "devoid",
    "split second", "rebound", "cascade", "storm", "epic", "fuse", "skulk", "landwalk",
))
