"""The engine's word lists, one per kind of word (issue 21): colours, card types, supertypes, zones,
numbers, keyword abilities and keyword actions. Every reader of rules text (parser, instructions,
unknowns, legality, the question reader) takes its words from here, so that a word known to one
reader is known to all ("multicolored" missing from one list once left an anthem unread).

Facts of the Comprehensive Rules: 105.1 (colours), 105.2 (multicolored, monocolored, colorless),
205.2a (card types; Tribal became Kindred), 205.4a (supertypes), 400.1 (zones), 701 (keyword
actions), 702 (keyword abilities, :mod:`kb.engine.keywordlist`)."""
from __future__ import annotations

import re

from .keywordlist import ABILITY_WORDS, KEYWORD_NAMES

__all__ = ["COLORS", "COLOR_NAMES", "COLOR_ALT", "COLOR_LETTERS", "MANA_LETTERS", "COLOR_WORDS", "COLOR_QUALITIES", "CARD_TYPES", "TYPE_ALIASES",
           "PERMANENT_TYPES", "SUPERTYPES", "HISTORIC_WORDS", "OUTLAW_TYPES", "ZONES", "NUMBER_WORDS", "COUNT_WORD_RE", "KEYWORD_NAMES", "ABILITY_WORDS", "KEYWORD_ACTIONS",
           "RULES_WORDS", "INSTRUCTION_VERBS", "DICE_WORDS", "NONE_WORDS", "KEYWORD_ACTION_EVENTS", "color_words_pattern", "dice_words_pattern", "said_none", "choice_list"]

# 105.1: the five colours and their mana letters
COLORS = ("W", "U", "B", "R", "G")
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
# the five colour words as a regex alternation (WUBRG order), for the readers' patterns
COLOR_ALT = "|".join(COLOR_NAMES.values())
COLOR_LETTERS = {v: k for k, v in COLOR_NAMES.items()}
# 106.1b: the words of the six kinds of mana and their symbols' letters ("green mana", "colorless mana")
MANA_LETTERS = COLOR_LETTERS | {"colorless": "C"}
# 105.2: words for how many colours an object has
COLOR_QUALITIES = ("colorless", "multicolored", "monocolored")
# every colour word rules text uses as an adjective
COLOR_WORDS = frozenset(COLOR_NAMES.values()) | frozenset(COLOR_QUALITIES)

# 205.2a card types (Tribal became Kindred in 2024: both are read), 205.4a supertypes
CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
              "Planeswalker", "Sorcery", "Conspiracy", "Dungeon", "Phenomenon", "Plane", "Scheme",
              "Vanguard")
TYPE_ALIASES = {"Tribal": "Kindred"}
# 110.4: the card types of a permanent (the others are spells only, or the types of casual variants)
PERMANENT_TYPES = frozenset(("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"))
SUPERTYPES = ("Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host")

# 700.6: an object is historic if it is an artifact, legendary or a Saga (the words that replace "historic")
HISTORIC_WORDS = ("artifact", "legendary", "Saga")

# 700.12: an outlaw is an object with the Assassin, Mercenary, Pirate, Rogue, and/or Warlock creature types
OUTLAW_TYPES = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")

# 400.1: the zones
ZONES = ("battlefield", "graveyard", "hand", "library", "stack", "exile", "command")

# number words in rules text ("draw two cards", "twenty cards")
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
                "fifteen": 15, "twenty": 20, "once": 1, "twice": 2, "thrice": 3}

# the counting words of NUMBER_WORDS as one regex alternation, longest first ("fourteen" before "four"), for readers
# that match a count in place ("mills eight cards", "draw twenty cards"; 107.1): not the articles, not "once"/"twice"
COUNT_WORD_RE = "|".join(sorted((w for w in NUMBER_WORDS if w not in ("a", "an", "once", "twice", "thrice")),
                                key=len, reverse=True))

# ordinal words ("your second spell each turn", "third from the top")
ORDINAL_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7}

# 701: keyword actions (the CR's section titles; "Tap and Untap" as its two verbs)
KEYWORD_ACTIONS = frozenset((
    "activate", "attach", "behold", "cast", "counter", "create", "destroy", "discard", "double", "triple",
    "exchange", "exile", "fight", "goad", "investigate", "mill", "play", "regenerate", "reveal", "sacrifice",
    "scry", "search", "shuffle", "surveil", "tap", "untap", "transform", "convert", "fateseal", "clash",
    "planeswalk", "set in motion", "abandon", "proliferate", "detain", "populate", "monstrosity", "vote",
    "bolster", "manifest", "support", "meld", "exert", "explore", "assemble", "adapt", "amass", "learn",
    "venture into the dungeon", "connive", "open an attraction", "roll to visit your attractions", "incubate",
    "the ring tempts you", "face a villainous choice", "time travel", "discover", "cloak", "collect evidence",
    "suspect", "forage", "manifest dread", "endure", "harness", "airbend", "earthbend", "waterbend", "blight",
))

# words of the rules that a card's name may equal ("Regenerate", "Vigilance", "Exile"): such a name in
# the card's text is the rules word, never the card (kb.engine.text.normalize)
RULES_WORDS = frozenset(KEYWORD_NAMES | KEYWORD_ACTIONS)
# verbs an instruction begins with that are no keyword action (608.2c: "Return all Nightstalker permanent cards …",
# "Draw a card."): a shortened name equal to one of them ("Return" of Return of the Nightstalkers) is the verb, never
# the card (201.5c; kb.engine.text.normalize)
INSTRUCTION_VERBS = frozenset(("return", "put", "draw", "gain", "lose", "choose", "look", "prevent", "copy", "add",
                               "remove", "deal", "pay", "target", "each", "all"))


# 706: the words of a die roll and its result ("Roll a d20.", "Whenever you roll one or more dice", 706.2's modifiers
# "If you would roll a die", "the result"), as regular expressions of whole words
DICE_WORDS = ("rolls?", "rolled", "rolling", "dice", r"d\d+", "results?")


def dice_words_pattern() -> str:
    """An alternation of the die-roll words (DICE_WORDS), for a ``\\b(?:…)\\b`` search."""
    return "|".join(DICE_WORDS)


# a scenario's choice of nothing ("choose: {pick: none}", "enlist: {X: none}", "cast: false", "redirect: no")
NONE_WORDS = ("none", "no", "false")


def said_none(v) -> bool:
    """Whether a scenario's choice value says "nothing": false, or "none" / "no" / "false" (any case), or empty ("",
    []). Not stated (None) is not "nothing": that is the caller's to tell."""
    if v is False:
        return True
    if isinstance(v, str):
        return v.strip().lower() in NONE_WORDS + ("",)
    return isinstance(v, list) and not v


def choice_list(body: str, read, key=lambda x: x) -> list | None:
    """The options of "A, B, or C" / "A or B" ("your choice of …"), each read by ``read`` (None: not an option it
    knows); None unless every option reads and no two are the same (by ``key``), or for a list said some other way
    ("A, B, C", "A, B or C", one option)."""
    parts = re.split(r",\s*or\s+|,\s*|\s+or\s+", body)
    if len(parts) < 2 or (len(parts) > 2 and not re.search(r",\s*or\s+", body)):
        return None
    options = [read(p.strip()) for p in parts]
    if any(o is None for o in options) or len({key(o) for o in options}) != len(options):
        return None
    return options


def color_words_pattern() -> str:
    """A regex alternation of every colour word, "colour"/"color" and its plurals included."""
    return "|".join(sorted(COLOR_WORDS)) + "|colou?rs?"


# the keyword actions a player performs whose events the game emits (kb.engine.actions), with the first edition whose rules
# say that doing it for 0 is no event (701.22b, 701.25c: as kb history finds them); kb.engine.triggers and
# kb.engine.gamevalues ("as long as you've surveilled this turn") read them
KEYWORD_ACTION_EVENTS = {"scry": "2015-09-26", "surveil": "2023-10-13"}
