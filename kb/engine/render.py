"""Parsed rules text → words again, from the parsed fields only (issue 21: word-level accounting).

Every ability the parser accepts is rendered back from what it built: the selector's types,
colours and controller, a value's number, an instruction's kind and subject, a trigger's event,
a keyword's name and parameter. :func:`unaccounted` compares that rendering with the ability's own
text: a word of the text that no parsed field accounts for means the parser dropped something, and
:func:`kb.engine.cardtext.parse_card_text` then makes the ability opaque (an
:class:`~kb.engine.abilities.UnmodelledAbility` whose reason names the words), so
:mod:`kb.engine.unknowns` answers "cannot decide" for what it could change. Never a silent partial
reading.

The rendering never reads a field that stores the text as written (``text``, ``describe``,
``label``, ``phrase``, ``trigger``, ``effect``): those are in :data:`RAW_FIELDS` and skipped. The
comparison (:func:`words`) is a *word accounting*, not yet an exact canonical sentence: both sides
are reduced to content words under a documented normalisation —

- reminder text and punctuation dropped, case folded, the card's name (and "this creature", …)
  already ``~`` (:func:`kb.engine.text.normalize`, which also reads the old wordings "comes into
  play", "in play", "converted mana cost", "removed from the game" and "Tribal" as today's words);
- number words as digits ("three" → 3), plurals and third-person verbs as their stem
  ("creatures" → creature, "gets" → get), "can't"/"cannot" as "can not"; "your opponents" as "opponents" (an opponent
  is always the player's own, 102.3: "each of your opponents" is "each opponent");
- the glue words of :data:`GLUE` (articles, "then", prepositions, pronouns that only point back) are
  not content: removing one never changes which objects, numbers, zones or actions an ability
  names. Everything else — nouns, verbs, numbers, colours, types, "not", "or", "other", "each",
  "less", "more", "only", "until", "may" — must be accounted for.

A text word must be matched by a rendered word (as a multiset: "two" twice needs two 2s). The
mutation test (``tests/test_engine_render.py``) takes abilities that round-trip and deletes a
clause, a content word or a number: each is rejected or opaque, never silently accepted.

Objects the renderer knows no rule for are rendered field by field (every dataclass field but the
raw ones): a parsed value is words by construction. A parsed object that carries *only* a raw
field (e.g. ``RulesOp.label``, a whole sentence matched by a closed template) is rendered through
:data:`CLOSED_PHRASES`: the label counts only if it is one of the fixed template sentences those
readers accept (its words then are the template's, fully read); anything else accounts for nothing.
"""
from __future__ import annotations

import dataclasses
import re
from collections import Counter
from contextlib import contextmanager

from .text import MODE_COUNT, MODES_INSTEAD, is_modal, modes_of
from .convergecompare import COMPARED, spent_words
from .filters import PER_OBJECT
from .dice import roll_words
from .rollinstead import ROLL_REPLACEMENT_WORDS
from .outsidegame import wish_words
from .errors import ParseError
from .words import COLOR_NAMES, NUMBER_WORDS, ORDINAL_WORDS
from .effects import UNTIL_CAST_FROM_EXILE
from .fighteach import CHOSEN_WORD
from .whilecounter import COUNTER_DURATION, counter_duration_words
from .paidcount import paid_words

__all__ = ["render", "words", "unaccounted", "RAW_FIELDS", "GLUE", "account", "render_ability", "out_of_order",
           "order_reason", "misordered", "role_sequence", "role_groups", "roles", "ROLE_WORDS"]

# fields that keep the text as written: never a source of words
RAW_FIELDS = frozenset(("text", "describe", "label", "phrase", "trigger", "effect", "why", "raw", "uid", "guess",
                        "keyword_name", "spec_text"))

# glue: words whose removal never changes what an ability names or does (see the module docstring)
GLUE = frozenset("""
a an the then of to on onto in into from at by as for with under this that these those it its it's they they're them
their there is are be been being was were has have had do does his her he she him himself itself themselves
which who whose whom where what when s and
""".split())

_TOKEN = re.compile(r"[+\-]?\d+/[+\-]?\d+|[+\-]?[xX]/[+\-]?[xX]|\{[^}]+\}|~|[+\-]?\d+|[A-Za-z][A-Za-z']*")
_CANT = {"can't": "can not", "cannot": "can not", "don't": "do not", "doesn't": "does not", "didn't": "did not",
         "isn't": "is not", "aren't": "are not", "wasn't": "was not", "weren't": "were not", "won't": "will not",
         "hasn't": "has not", "haven't": "have not", "couldn't": "could not", "wouldn't": "would not"}
_IRREGULAR = {"dies": "die", "died": "die", "lost": "lose", "loses": "lose", "gains": "gain", "gained": "gain",
              "dealt": "deal", "copies": "copy", "libraries": "library", "sorceries": "sorcery", "enemies": "enemy",
              "abilities": "ability", "allies": "ally", "countered": "counter", "entered": "enter",
              "destroyed": "destroy", "sacrificed": "sacrifice", "exiled": "exile", "discarded": "discard",
              "tapped": "tapped", "untapped": "untapped", "attacking": "attack", "attacks": "attack",
              "attacked": "attack", "blocking": "block", "blocks": "block", "blocked": "block", "chosen": "choose",
              "paid": "pay", "drew": "draw", "drawn": "draw", "controlled": "control", "owned": "own",
              "returned": "return", "put": "put", "cast": "cast", "its": "it", "creatures'": "creature",
              "players'": "player", "opponents'": "opponent", "colour": "color", "colours": "color",
              "elves": "elf", "dwarves": "dwarf", "wolves": "wolf", "werewolves": "werewolf", "mice": "mouse",
              "thieves": "thief", "selves": "self"}


def _stem(w: str) -> str:
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    if w.endswith("'s"):
        w = w[:-2]
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith("ie") and len(w) > 3:   # "zombie"/"zombies", "faerie"/"faeries" meet at one stem
        return w[:-2] + "y"
    if w.endswith(("sses", "shes", "ches", "xes")):
        return w[:-2]
    if w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3:
        return w[:-1]
    return w


_YOUR_OPPONENTS = re.compile(r"\b[Yy]our (opponents)\b(?!')")


def words(text: str) -> Counter:
    """The content words of rules text or of a rendering, under the normalisation above."""
    t = re.sub(r"\([^()]*\)", " ", text or "")   # reminder text
    t = t.replace("\u2019", "'").replace("\u2212", "-").replace("\u2014", " ").replace("\u2022", " ")
    t = _YOUR_OPPONENTS.sub(r"\1", t)   # "each of your opponents" = "each opponent" (102.3: an opponent is always yours)
    out: Counter = Counter()
    for raw in _TOKEN.findall(t):
        tok = raw if raw.startswith("{") or "/" in raw or raw == "~" else raw.lower()
        if tok.startswith("{"):
            tok = tok.upper()
        for w in _CANT.get(tok, tok).split():
            if w in NUMBER_WORDS and w not in ("a", "an"):   # an article is glue, not the number 1
                w = str(NUMBER_WORDS[w])
            if w.startswith("{") or "/" in w or w == "~" or w.lstrip("+-").isdigit():
                out[w] += 1
                continue
            if w in GLUE:
                continue
            w = _stem(w.strip("'-"))
            if w and w not in GLUE:
                out[w] += 1
    return out


def unaccounted(text: str, obj) -> list[str]:
    """The content words of ``text`` that the rendering of the parsed ``obj`` does not account for
    (empty: every word is read)."""
    have = words(render(obj))
    need = words(text)
    left = need - have
    return sorted(left.elements())


_BY_NAME: dict = {}


# --- the renderer --------------------------------------------------------------------------------------
def render(obj) -> str:
    """Words for a parsed object, from its parsed fields only."""
    if id(obj) in _RENDERING:   # an ability that grants itself ("... and gains this ability")
        return "this ability"
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        _RENDERING.add(id(obj))
        try:
            return _render(obj)
        finally:
            _RENDERING.discard(id(obj))
    return _render(obj)


_RENDERING: set = set()


def _render(obj) -> str:
    if obj is None or obj is False:
        return ""
    if isinstance(obj, str):
        return _value_words(obj)
    if obj is True:
        return ""
    if isinstance(obj, int):
        return str(obj)
    if isinstance(obj, (tuple, list, frozenset, set)):
        return " ".join(render(x) for x in (sorted(obj, key=str) if isinstance(obj, (set, frozenset)) else obj))
    if isinstance(obj, dict):
        return " ".join(_field("dict", k, v) for k, v in obj.items())
    for cls in type(obj).__mro__:
        fn = _BY_NAME.get(cls.__name__)
        if fn is not None:
            return fn(obj)
    return _fields(obj)


def _fields(obj, skip: tuple = ()) -> str:
    """Every parsed field of a dataclass, rendered (the raw-text fields skipped)."""
    if not dataclasses.is_dataclass(obj):
        return _lexicon_of_class(obj)
    parts = [_lexicon_of_class(obj)]
    for f in dataclasses.fields(obj):
        if f.name in RAW_FIELDS or f.name in skip:
            continue
        parts.append(_field(type(obj).__name__, f.name, getattr(obj, f.name)))
    return " ".join(p for p in parts if p)


def _lexicon_of_class(obj) -> str:
    """Words an object's class stands for (its kind: "gets" for a P/T change, …)."""
    for cls in type(obj).__mro__:
        w = CLASS_WORDS.get(cls.__name__)
        if w is not None:
            return w
    return ""


def _field(owner: str, name: str, value) -> str:
    if value is None or value is False or value == () or value == frozenset() or value == "":
        return ""
    if value is True:
        return BOOL_WORDS.get(name, name.replace("_", " "))
    if isinstance(value, int) and not isinstance(value, bool) and (name, str(value)) in VALUE_WORDS:
        return VALUE_WORDS[(name, str(value))]
    if name == "excess_to_controller" and (name, value) in VALUE_WORDS:   # its condition's own words (120.4a)
        return VALUE_WORDS[(name, value)]
    if name == "position" and isinstance(value, int):   # "third from the top" of a library (401.4)
        return next(k for k, v in ORDINAL_WORDS.items() if v == value) + " from top"
    if name in BOOL_WORDS and isinstance(value, str):   # an option with a value: "unless its controller pays {3}"
        return BOOL_WORDS[name] + " " + (value if not _looks_raw(value) else "")
    if name == "more" and isinstance(value, list):   # "… and 1 damage to you": each further recipient's damage
        return "more " + " ".join("damage " + render(v) for v in value)
    if name in BOOL_WORDS and isinstance(value, (tuple, list)):
        return BOOL_WORDS[name] + " " + render(value)
    if name in BOOL_WORDS and dataclasses.is_dataclass(value):   # "unless you discard a card" (118.12a)
        return BOOL_WORDS[name] + " " + render(value)
    if name in BOOL_WORDS and isinstance(value, dict):   # {"+1/+1": 1}
        return BOOL_WORDS[name] + " " + " ".join(f"{k} {render(v)}" for k, v in value.items())
    if isinstance(value, str):
        if _looks_raw(value):
            return ""   # a phrase kept as written is no evidence that it was read
        return " ".join(x for x in (VALUE_WORDS.get((name, value)), _value_words(value)) if x)
    return render(value)


def _looks_raw(v: str) -> bool:
    """A string field that holds rules text as written (a sentence or a long phrase), not a parsed value."""
    return len(v.split()) > 2 or any(c in v for c in ".,~:\"")


def _value_words(v: str) -> str:
    return VALUE_WORDS.get(v, v.replace("_", " "))


# what a bool field being true says in rules text
BOOL_WORDS = {
    "from_anywhere": "from anywhere",   # "If a card would be put into your graveyard from anywhere this turn" (614.1a)
    "exile_that_card": "that card",
    "counters_if": "if that has it enters",   # kb.engine.enterswithif
    # 707.10d (kb.engine.copyeach)
    "could_target": "for each other that the spell could target", "copier_event": "that player copies",
    "copier_controls": "you they control", "each_different": "each copy targets a different one of those",
    # 608.2d, 603.12 (kb.engine.paytimes)
    "twice": "twice",
    "any_times": "any number of times", "times_paid": "when you pay this cost one or more times",
    # 707.10 (kb.engine.playercopies)
    "copier": "copies", "copier_others": "each other player", "copier_may": "may they control", "their_copy": "each of those players their copy",
    "other": "other another than ~", "damaged": "that was dealt damage this turn", "dealt": "that dealt damage this turn", "attacked": "that attacked this turn", "optional": "may up to", "additional": "you may have additional", "another": "another", "combat": "combat", "next_only": "next", "x": "X",
    "attacking_or_planeswalker": "or a planeswalker they control",   # 508.4 (kb.engine.putattacking)
    "counter_options": "your choice of a an or counter",   # kb.engine.escapechoice
    "escaped_entry": "this way after escaping",   # kb.engine.escapedentry
    "colorless": "colorless", "linked": "exiled with ~", "tapped": "tapped", "face_down": "face down", "face_choice": "face up or face down", "plural": "",
    "remove_all": "lose all ability", "rules": "", "cda": "", "dynamic": "",
    "own_turns": "on each of your turn", "damaged_by_self": "dealt damage by ~ this turn",
    "died_others": "another first card",   # kb.engine.diedothers
    "only": "only",   # "instead only you draw a card" (kb.engine.instructions._instead)
        "first": "for the first time each turn", "noncombat": "noncombat", "lands": "land play", "spells": "spell cast",
    "all_creature_types": "all every creature type", "kicked": "if ~ was kicked",
    # instruction options (kb.engine.instructions)
    "new_targets": "you may choose new target for the copy", "no_regen": "can't be regenerated", "no_regen_of": "destroyed this way",
    "regen_control": "you gain control of that creature permanent it if regenerates this way",   # kb.engine.regencontrol
    "divided": "divided as you choose among distribute", "evenly": "divided evenly rounded down among", "random": "at random", "retarget": "you may choose new target",
    "x_pt": "X", "counters": "with counter on", "more_counters": "additional", "kinds": "or counter", "your_choice": "your choice of", "and_kinds": "and counter counters", "x_not_zero": "0", "from_hand": "you from hand",
    "per_kick": "for each time it was kicked", "where_x": "X where X is", "number_of": "a number of equal to", "escaped": "escapes", "escaped_with": "it escapes with counters on it instead", "up_to": "up to", "for_each": "for each",
    "position": "on of owner library", "look": "look at any time", "zones": "and/or or",
    "if_searched": "if you search your library this way", "owner_chooses": "'s owner puts it their choice their", "self_zones": "~ or from", "with_keywords": "and with", "self_condition": "as long as if", "graveyard_exile_turn": "this turn", "their_choice": "of their choice",
    "haunting": "haunting",   # "exile it haunting target creature" (702.55a)
    "change_base": "change",   # "change the base power and toughness of A to ~'s …" (kb.engine.changebase)
    "your_library": "your",   # "put it into your library third from the top": its owner's all the same (400.3)
    "they_control": "they control", "have": "have", "choose_to": "choose to", "this_way": "this way", "exiled_this_way": "exiled this way", "of_source": "~", "set": "life total become", "more": "more", "token": "token", "win": "win game",
}

# what an enumerated parsed value says in rules text ((field, value) first, then the value alone)
VALUE_WORDS = {
    ("position", "top_or_bottom"): "the top or bottom",
    ("in_graveyard", "you"): "from your graveyard", ("in_graveyard", "owner"): "from its owner's graveyard",   # 406.1
    ("per_turn", "each_turn"): "once each turn", ("per_turn", "your_turns"): "once during each of your turns",   # 601.3
    ("per_turn", "one_this_way"): "you can't cast more than one spell this way each turn",   # 601.3 (kb.engine.linkedcast)
    ("chooser", "opponent"): "of an opponent's choice",   # "return a nonland card of an opponent's choice" (608.2d)
    ("graveyard_exile", "your"): "if that spell would be put into your graveyard exile it instead",
    ("graveyard_exile", "a"): "if that spell would be put into a graveyard exile it instead",
    ("graveyard_exile", "your_this_way"): "if a spell cast this way would be put into your graveyard exile it instead",
    ("countered_to", "exile"): "if that spell is countered this way exile it instead of putting it into its owner's graveyard",
    ("countered_to", "hand"): "if that spell is countered this way put it into its owner's hand instead of into that player's graveyard",
    ("countered_to", "top"): "if that spell is countered this way put it on top of its owner's library instead of into that player's graveyard",
    ("countered_to", "bottom"): "if that spell is countered this way put it on the bottom of its owner's library instead of into that player's graveyard",
    ("countered_to", "top_or_bottom"): "if that spell is countered this way put that card on the top or bottom of its owner's library instead of into that player's graveyard",
    ("controller", "you"): "you control your", ("controller", "opponent"): "your opponent opponents control",
    ("controller", "not_you"): "you don't control", ("controller", "enchanted"): "enchanted player control", ("controller", "chosen"): "the chosen player control", ("controller", "host"): "its controller controls enchanted equipped creature's", ("controller", "defending"): "defending player control",
    ("owner", "you"): "you own your", ("owner", "opponent"): "an opponent's", ("owner", "not_you"): "you don't own", ("who", "you"): "you your", ("who", "opponent"): "opponent opponents",
    ("who", "any"): "player a", ("who", "each"): "each player all", ("who", "other"): "each other player", ("who", "other_opponent"): "each other opponent", ("who", "teammates"): "each of your teammates teammate", ("who", "opponents_of"): "each opponent player other than", ("who", "each_both"): "each", ("who", "or_controller"): "or that planeswalker controller", ("who", "and_or"): "each of and/or", ("whose", "your"): "your", ("whose", "their"): "that player puts their",
    ("whose", "each"): "each player", ("whose", "any"): "each player", ("whose", "you"): "your turn each of", ("whose", "enchanted"): "enchanted player", ("whose", "enchanted_controller"): "upkeep of controller", ("whose", "chosen"): "the chosen player's", ("whose", "opponent"): "each opponent's", ("whose", "other"): "each other player's", ("chosen", "creature_type"): "of the chosen type",
    ("chosen", "color"): "of the chosen color", ("chosen", "card_name"): "with the chosen name that",
    ("chosen", "card_type"): "of the chosen type", ("players", "any"): "player", ("players", "opponent"): "opponent",
    ("relation", "self"): "~", ("relation", "enchanted"): "enchanted", ("relation", "equipped"): "equipped",
    ("relation", "paired"): "both creatures each of those", ("status", "paired"): "paired with another creature",
    ("status", "impending"): "impending cost was paid cast for its",   # 702.176a (both wordings)
    ("status", "dash"): "dash cost was paid",   # 702.109a (kb.engine.dash)
    ("status", "blitz"): "blitz cost was paid",   # 702.152a (kb.engine.dash)
    ("status", "attacking"): "attacking", ("status", "blocking"): "blocking",
    ("duration", "end_of_turn"): "until end of turn", ("duration", "end_of_combat"): "until end of combat", ("duration", "this_turn"): "this turn",
    ("duration", "next_turn"): "until your next turn", ("duration", "next_untap"): "next", ("duration", "until_your_next_turn"): "until your next turn", ("duration", "end_of_your_next_turn"): "until the end of your next turn", ("duration", "until_planeswalk"): "until a player planeswalks",
    "attacking an opponent": "that's attacking 1 of your opponents",   # a Selector status (506.2; kb.engine.attacksopponent)
    "attacking you": "that's attacking you",   # a Selector status (506.2; kb.engine.attacksopponent)
    "whose controller was dealt combat damage by ~ this turn": "whose controller was dealt combat damage by ~ this turn",
    "unblocked": "unblocked",   # a Selector status (509.1h; kb.engine.unblocked)
    **COLOR_NAMES,
    ("otherwise", "haste"): "if you do not it gain haste",
    ("spent", "colors"): "for each color of mana spent to cast it",
    ("noncreature_counter", "charge"): "is entering as a creature ignoring any type-changing effects that would affect it "
                                       "otherwise it enters with a counter on it for each color of mana spent to cast it",
    ("spent", "amount"): "a number of equal to the amount of for each mana spent to cast it",
}

CLASS_WORDS = {
    # the fixed templates of kb.engine.cardtext (the class is the template that matched)
    "EntersTapped": "~ enter battlefield tapped", "EntersPrepared": "~ enter prepared", "EntersWithCounters": "~ enter battlefield with counter on if",
    "EntersChoice": "as ~ enter battlefield choose",
    "EntersAsCopy": "you may have ~ it enter become battlefield as copy of any except choose on battlefield if you do ~ enter battlefield "
                    "choose",
    ("duration", "end_of_turn"): "until end of turn",   # "… as a copy of the chosen land" (the 2006 wording, kb.engine.cardtext)
    "EntersExile": "as ~ enter battlefield you may exile from your graveyard any number of up to",
    "EntersRevealCounter": "as ~ enter battlefield you may reveal card from your hand if you do or if ~ enter "
                           "battlefield with a an counter counters on it",
    "EntersCounterOn": "as ~ enter battlefield put a an counter counters on",   # kb.engine.enterscounteron
    "AsTurnedFaceUp": "as ~ is turned face up put a an counter counters on it",   # kb.engine.facingup
    "EntersPayOrTapped": "as ~ enter battlefield you may pay life reveal card from your hand if you do not ~ enter "
                         "battlefield tapped",
    "PlayPermission": "you may play land cast spell from top of your library with top card of your library revealed",
    "RevealDraws": "reveal first card you draw each turn on each of your turn",
    "EntersDay": "if it's neither day nor night it become day as ~ enter battlefield",
    "EntersLoseLife": "as ~ enter battlefield you lose life equal to your life total",   # kb.engine.enterslife
    "FlipTwoCoins": "if you would flip coin instead flip 2 coin and ignore 1",
    "AdditionalCost": "as additional cost to cast ~ spell",
    "TriggeredManaAbility": "whenever enchanted is tapped for mana you player tap land add additional one mana of any type "
                            "that produced controller color to your their mana pool",
    "PTModOp": "get", "PTSetOp": "base power toughness", "PTSwitchOp": "switch power toughness",
    "ControlOp": "control", "ColorOp": "color is", "TypeOp": "is type", "ManaValueOf": "mana value",
    "PowerOf": "power", "ToughnessOf": "toughness", "CountOf": "number", "PartySize": "for each the number of creature in your party full have",
    "SharingTypeMost": "creature that share a creature type", "KindsAmong": "number among for each", "GreatestAmong": "greatest highest among",
    "TotalAmong": "total of", "DistinctAmong": "number of different among for each",
    "OnePlayersCount": "the number of for each control controls in card cards",
    "OnePlayersGreatest": "the greatest highest among control controls in card cards",   # kb.engine.playergreatest
    "LibrarySize": "the number of cards in library",   # kb.engine.halfzone
    "TurnTotal": "the total amount of life you your you've opponents all player have this turn number card drew",
    "DiscardedThisTurn": "the number of card you you've discarded this turn",
    "PoisonCounters": "the number of for each poison counter counters your opponents you have",
    "DiedThisTurn": "the number of for each that died under your control this turn",
    "CastThisTurn": "the number of for each other spell spells you you've have cast this turn that player has",
    "XValue": "X", "SpentToCastThatSpell": "the amount of mana spent to cast that spell",
    "AmountSpent": "the amount of mana spent to cast ~ this spell it",   # kb.engine.gamevalues (601.2h)
    "ColorsOfThatSpell": "for each of that spell's colors the number of colors that spell is", "ColorsSpent": "the number of for each color colors of mana spent to cast ~ it", "TimesKicked": "the number of for each time times ~ it this spell was kicked", "LinkedTotal": "total exiled", "RemovedThisWay": "the number of for each counter counters removed this way",
    "PlayersWho": "the number of for each opponent opponents player players who that", "PlayerThisTurn": "lost life this turn was were dealt combat damage",
    "AttackedThisCombat": "you attacked with creature this combat", "SourceCounters": "the number of counter on ~", "CountersAmong": "the number of for each counter on",
    "TimesMutated": "the number of times ~ has mutated",
    "CommanderCasts": "the number of for each time times you you've have cast your a commander from the command zone this game",
    "CastNamedThisGame": "you you've have cast another spell named ~ this game",   # kb.engine.castnamedgame
    "SharingTypeCount": "for each number of that share shares at least one a creature type with it",
    "SameNameCount": "for each number of other with the same name as that creature permanent it",   # kb.engine.samenamecount
    "SameNameAtLeast": "you control or more with the same name as one another",   # kb.engine.samenamecount
    "AttachedCount": "for each number of attached to it",
    "BlockingIt": "for each number of blocking it ~ beyond the first", "ThisWay": "the amount of total this way",
    "RollResult": "the that result",
    "Devotion": "your devotion to and the number of mana symbols in the mana costs of permanents you control",
}

# the fixed template sentences a RulesOp/CostOp label may be (their readers match them whole)
CLOSED_PHRASES: tuple = ()


# --- renderers of parsed kinds, by class name (their modules import this one lazily) ----------------------
def _cls(name: str):
    def deco(fn):
        _BY_NAME[name] = fn
        return fn
    return deco


@_cls("HandDifference")
def _r_hand_difference(v) -> str:
    """"the difference" after "if you have fewer than N cards in hand" (kb.engine.difference): N and the hand are the
    condition's words, read there."""
    return "the difference"


@_cls("TriggeredManaAbility")
def _r_triggered_mana(v) -> str:
    """A triggered mana ability (605.1b): its fields; with a description of the permanent tapped (kb.engine.tappedmana),
    "one mana of any type that artifact token produced" names that permanent by its description again."""
    return _fields(v) + (" " + render(v.sel) if v.sel is not None and v.produces == "same" else "")


@_cls("DoneThisWay")
def _r_done_this_way(v) -> str:
    """"the number of creatures you controlled that were destroyed this way", "for each card put into your graveyard
    this way" (kb.engine.thisway): what counts, the verb (or where they went), "this way"."""
    return f"the number of for each that was were {v.verb} this way " + render(v.selector)


@_cls("TotalDoneThisWay")
def _r_total_done_this_way(v) -> str:
    """"the total power of creatures destroyed this way", "their total power" (kb.engine.thisway)."""
    return f"the their total {v.attr.replace('_', ' ')} of {v.verb} this way " + render(v.selector)


@_cls("MostByOnePlayer")
def _r_most_by_one_player(v) -> str:
    """"the greatest number of cards a player discarded this way" (kb.engine.thisway)."""
    return f"the greatest number of a player {v.verb} this way " + render(v.selector)


@_cls("WithoutEither")
def _r_without_either(s) -> str:
    from .withoutkeywords import render_without_either   # "creatures without flying or reach"
    return render_without_either(s, _r_selector)


@_cls("SizedSelector")
def _r_sized(s) -> str:
    from .ptselector import render_sized   # "a 1/1 creature"
    return render_sized(s, _r_selector)


@_cls("SharesTypeWithExiled")
def _r_shares_type(s) -> str:
    from .sharedtypelinked import render_shares_type   # "… that share a card type with the exiled card"
    return render_shares_type(s, _r_selector)


@_cls("SharesTypeWith")
def _r_shares_with(s) -> str:
    from .sharesref import render_shares_with   # "… that shares a creature type with it" (kb.engine.sharesref)
    return render_shares_with(s, _r_selector)


@_cls("ColoredSelector")
def _r_colored(s) -> str:
    from .colored import render_colored   # "… that are one or more colors"
    return render_colored(s, _r_selector)


@_cls("NotBasicLand")
def _r_not_basic_land(s) -> str:
    from .otherthanbasic import render_other_than_basic_land   # "card other than a basic land card" (205.4c)
    return render_other_than_basic_land(s, _r_selector)


@_cls("NoAbilities")
def _r_no_abilities(s) -> str:
    from .noabilities import render_no_abilities   # "creatures with no abilities"
    return render_no_abilities(s, _r_selector)


@_cls("Selector")
def _r_selector(s) -> str:
    from .filters import ALL_ZONES
    parts = [_fields(s, skip=("zones", "relation", "names", "compare", "token", "counter", "no_counter", "same_name_graveyard", "same_name_src", "same_name_linked", "cost_symbol", "nonmana_activated", "combat_with",
                              "all_colors", "attached_with", "host", "source_types"))]
    if s.source_types:   # "activated ability from an artifact source" (113.7, kb.engine.abilitysource)
        parts.append("from a an source " + " ".join(t.lower() for t in sorted(s.source_types)))
    if s.host is not None:   # "Auras attached to permanents you control" (kb.engine.attachedto)
        parts.append("attached to " + _r_selector(s.host))
    if s.attached_with:   # "equipped creatures you control", "… that's enchanted or equipped" (301.5, 303.4)
        parts.append("that's that is are or " + " ".join({"Equipment": "equipped", "Aura": "enchanted"}.get(k, k)
                                                       for k in sorted(s.attached_with)))
    if s.combat_with:   # "blocking or blocked by ~" (509.1h)
        parts.append({"blocking": "blocking", "blocked_by": "blocked by"}.get(s.combat_with, "blocking or blocked by") + " ~ it")
    if s.all_colors:   # "that's both white and black" (105.2)
        parts.append("that's both and " + " ".join(COLOR_NAMES.get(c, c) for c in sorted(s.all_colors)))
    if s.relation:
        parts.append(VALUE_WORDS.get(("relation", s.relation), s.relation))
        parts.append("creature permanent land artifact enchantment planeswalker")   # "enchanted creature"
    zones = set(s.zones)
    if zones == set(ALL_ZONES) - {"battlefield"}:
        parts.append("not on battlefield")
    if zones and zones != set(ALL_ZONES):
        parts.append(" ".join(sorted(zones)))
        if zones == {"stack"}:
            parts.append("spell")
        if zones == {"battlefield"}:
            parts.append("permanent")
        if zones == {"battlefield", "command"}:   # "on the battlefield or in the command zone" (a commander's places)
            parts.append("or zone")
    if zones == set(ALL_ZONES) or s.token is False:
        parts.append("card")
    if s.token is True:
        parts.append("token")
    if s.token is False:
        parts.append("nontoken")
    for t in sorted(s.types):
        parts.append(t)
    for t in sorted(s.not_types):
        parts.append("non" + t.lower())
    for t in sorted(s.not_colors):
        parts.append("non" + COLOR_NAMES.get(t, t))
    for t in sorted(s.not_supertypes):
        parts.append("non" + t.lower())
    for t in sorted(s.not_subtypes):
        parts.append("non-" + t)
    if s.not_subtypes and re.search(r"\bother than [A-Z]", s.describe or ""):   # "creatures other than Werewolves"
        parts.append("other than")
    if s.keywords:
        parts.append("with")
    if s.not_keywords:
        parts.append("without")
    if zones and zones <= {"graveyard", "hand"} and s.owner is None:   # "all graveyards", "all hands and graveyards"
        parts.append("all " + " ".join(f"{z}s" for z in sorted(zones)) + " a")
    if s.linked:
        parts.append("last")
    if s.counter:
        parts.append(f"with that have has a one or more {'' if s.counter == '*' else s.counter} counter on it them")
    if s.same_name_graveyard:   # 201.2a
        parts.append("that has the same name as a card in your graveyard")
    if s.same_name_src:   # 201.2a
        parts.append("with the same name as ~")
    if s.same_name_linked:   # 607.2a, 201.2a (kb.engine.exilednames)
        parts.append("with the same name as a card exiled with ~")
    if s.no_counter:   # "that doesn't have a +1/+1 counter on it" (122.1)
        parts.append(f"that doesn't don't have a any with no {'' if s.no_counter == '*' else s.no_counter} counter on it them")
    for n in sorted(s.names):
        parts.append("named " + n)
    if s.nonmana_activated:   # kb.engine.nonmanaactivated (602.1, 605.1a)
        parts.append("with an activated ability that isn't a mana ability")
    if s.cost_symbol:   # "with {X} in its mana cost" (202.1)
        parts.append(f"with {{{s.cost_symbol}}} in its their mana cost costs")
    pt = dict(((a, n) for a, op, n in s.compare if op == "=" and a in ("power", "toughness") and isinstance(n, int)))
    if len(pt) == 2:   # "a 1/1 creature" (kb.engine.ptcreature)
        parts.append(f"{pt['power']}/{pt['toughness']}")
    for attr, op, n in sorted(s.compare, key=str):
        if op in ("even", "odd"):   # "with an even mana value" (202.3)
            parts.append(f"with an {op} mana value")
            continue
        if isinstance(n, tuple) and n[0] == "self":   # "with toughness greater than its power" (its own value)
            parts.append(f"with {attr} equal to its {n[1]}" if op == "=" else
                         f"with {attr} {'less' if op == '<' else 'greater'} than its {n[1]}")
            continue
        if isinstance(n, tuple) and n[0] == COMPARED:   # converge (kb.engine.convergecompare)
            parts.append(spent_words(attr, op))
            continue
        if isinstance(n, tuple) and n[0] == "source":   # "with power less than ~'s power" (the source's value)
            parts.append(f"with {attr.replace('_', ' ')} {'less' if op[0] == '<' else 'greater'} than "
                         f"{'or equal to ' if op.endswith('=') else ''}~'s {n[1].replace('_', ' ')}")
            continue
        if isinstance(n, tuple) and n[0] == PER_OBJECT:   # "… among creatures they control" (kb.engine.theirgreatest)
            from .theirgreatest import their_greatest_words
            parts.append(their_greatest_words(n) + " " + render(n[1].selector))
            continue
        if isinstance(n, tuple) and n[0] == "value":   # "X or less, where X is …" (kb.engine.targetx)
            parts.append(f"with {attr.replace('_', ' ')} X " + ("or less less than or equal to" if op == "<=" else
                                                               "or greater more greater than or equal to" if op == ">="
                                                               else "equal to the same as" if op == "=" else
                                                               "greater than" if op == ">" else "less than" if op == "<"
                                                               else "")   # kb.engine.comparevalue
                         + " where X is " + render(n[1]))
            continue
        if isinstance(n, tuple):   # ("counters", kind): the number of counters of that kind on the source
            parts.append(f"with {attr.replace('_', ' ')} equal to the number of {n[1]} counter on ~")
            continue
        if attr == "colors":   # 105.4: "multicolored" (two or more colours), "monocolored" (exactly one)
            parts.append(_colour_count(s.compare, op, n))
            continue
        if op == "parity":   # "with even / odd mana values" (kb.engine.parser; the old wording's converted mana costs)
            parts.append(f"with {'odd' if n else 'even'} mana value converted mana cost")
            continue
        what = "mana value converted mana cost" if attr == "mana_value" else attr.replace('_', ' ')
        parts.append(f"with {what} {n} " + ("or less" if op == "<=" else "or greater more" if op == ">=" else
                                            "" if op == "=" else "equal to that number"))
    if not (s.types or s.subtypes or s.relation):
        parts.append("object")
    return " ".join(p for p in parts if p)


_NUMBER_WORD = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def _colour_count(compare: tuple, op: str, n) -> str:
    """How many colours (105.4): "multicolored", "monocolored", or said after the noun ("that's exactly two colors",
    "that's one or more colors")."""
    said = {(o, k) for a, o, k in compare if a == "colors"}
    if said == {(">=", 2)}:
        return "multicolored"
    if said == {(">=", 1), ("<=", 1)}:
        return "monocolored"
    return f"that's exactly one or more {_NUMBER_WORD.get(n, n)} color colors"


@_cls("CountAtLeast")
def _r_count_at_least(c) -> str:
    """"you control two or more artifacts", "... two or fewer other lands" (``most``), "no Islands", "exactly one
    creature" (``most`` = ``n``), "any player controls …" (``anyone``)."""
    if c.most is not None and c.most == c.n and c.n > 0:
        return " ".join((CLASS_WORDS["CountAtLeast"], render(c.selector), "exactly", str(c.n),
                         "any a player" if c.anyone else ""))
    return _fields(c) + (" or fewer less" if c.most is not None and c.most > 0 else "") + \
        (" not" if c.most == 0 and c.n == 0 else "")   # none: "you control no Ogres" / "you don't control an Ogre"
    # (the "not" is tied to its player's phrase by the condition's role, :func:`_roles_none_yours`)


@_cls("ValueAtLeast")
def _r_value_at_least(c) -> str:
    """"seven or more cards are in your graveyard"; ``below``: "fewer than six creature cards in your graveyard"."""
    return _fields(c, skip=("below",)) + (" fewer than less" if c.below else "")


@_cls("AlternativeCost")
def _r_alternative_cost(a) -> str:
    """"[If (condition),] you may pay {1}{B} rather than pay ~'s mana cost" (118.9): each cost, mana paid as "pay"; with no
    cost, "you may cast ~ without paying its mana cost"; a keyword that stands for one (surge, 702.117a) is its keyword."""
    if a.keyword_name:
        return a.keyword_name
    if not a.costs:
        return "you may cast ~ without paying its mana cost" + (" if " + render(a.condition) if a.condition is not None
                                                              else "") + (" and as though it had flash" if a.flash else "")
    if a.to_cast:   # "[As long as …,] you may pay {B/R} to cast ~" (118.9; kb.engine.altcosts.pay_to_cast_line)
        return "you may pay to cast ~ " + " ".join(render(c) for c in a.costs) + \
            (" as long as " + render(a.condition) if a.condition is not None else "")
    return "you may rather than pay ~'s mana cost " + " ".join(("pay " if c.kind == "mana" else "") + render(c)
                                                                for c in a.costs) + \
        (" if " + render(a.condition) if a.condition is not None else "")


@_cls("EntersTapped")
def _r_enters_tapped(a) -> str:
    """"~ enters tapped", "... unless [condition]", "If [condition], ~ enters tapped" (614.1c)."""
    out = CLASS_WORDS["EntersTapped"]
    if a.condition is not None:
        out += (" unless " if a.unless else " if ") + render(a.condition)
    return out


@_cls("EntersPayOrTapped")
def _r_enters_pay_or_tapped(a) -> str:
    """"As ~ enters, you may pay N life / reveal a [kind] card from your hand. If you don't, ~ enters tapped." and
    "… ~ enters tapped unless you revealed a [kind] card this way or [condition]" (614.12): the kind said twice."""
    out = _fields(a)
    if a.condition is not None:
        out += " unless you revealed this way or " + render(a.reveal)
    return out


@_cls("EntersChoice")
def _r_enters_choice(a) -> str:
    """"As ~ enters, choose a color other than red / Island or Swamp / a card type other than creature or land / any
    card name", "… look at an opponent's hand, then choose any card name" (614.12)."""
    out = _fields(a, skip=("look", "other_than"))
    if a.look:
        out += " look at an opponent's hand then any"
    if a.other_than:
        out += " other than " + (a.other_than if isinstance(a.other_than, str) else " or ".join(a.other_than))
    return out + (" or" if a.options else "")


@_cls("AnyOf")
def _r_anyof(a) -> str:
    if not hasattr(a, "parts"):
        return _fields(a)
    from .conditions import AllOf
    if isinstance(a, AllOf):   # conditions joined: "… or if you control a basic land" (kb.engine.conditions.read_joined)
        return " or and all each if ".join(render(x) for x in a.parts)
    return ("historic " if _historic(a) else "") + ("permanent " if _permanent_card(a) else "") + \
        ("outlaw outlaws " if _outlaw(a) else "") + ("a kicker ability " if _kicker_ability(a) else "") + \
        ("a cycling ability " if " with a cycling ability" in (getattr(a, "describe", "") or "") else "") + \
        ("team " if _team(a) else "") + " or and all each ".join(render(x) for x in a.parts)


def _team(a) -> bool:
    """102.4: "your team controls" read as "you control" (kb.engine.teamwords.team_selector): the union carries the
    term's concept."""
    from .teamwords import TEAM_CONCEPT
    return getattr(a, "term", "") == TEAM_CONCEPT


@_cls("TeamTerm")
def _r_team_term(c) -> str:   # "under your team's control" read as "under your control" (102.4; kb.engine.teamwords)
    return "your team"


@_cls("AllOf")
def _r_allof(a) -> str:
    """Conditions that must all hold; "you've cast both a creature spell and a noncreature spell this turn"
    (kb.engine.gamevalues.parse_player_history) says "both"."""
    return ("both " if "both" in str(a).split() else "") + _fields(a)


def _permanent_card(a) -> bool:
    """110.4a: a union of one alternative for each permanent type is what "permanent card" was read as; 110.4b: each
    one but land, "permanent spell" (each of the kinds before it: "a Faerie or Wizard permanent spell")."""
    from .words import PERMANENT_TYPES
    types = [tuple(getattr(p, "types", ())) for p in a.parts]
    return all(len(t) == 1 for t in types) and ({t[0] for t in types} in (set(PERMANENT_TYPES), PERMANENT_TYPES - {"Land"}))


def _outlaw(a) -> bool:
    """700.12: a union of one alternative for each outlaw creature type is what "outlaw" was read as."""
    from .words import OUTLAW_TYPES
    return sorted(t for p in a.parts for t in getattr(p, "subtypes", ())) == sorted(OUTLAW_TYPES)


def _kicker_ability(a) -> bool:
    """702.33c: a union of a kicker and a multikicker alternative is what "a kicker ability" was read as."""
    return sorted(tuple(getattr(p, "keywords", ())) for p in a.parts) == [("kicker",), ("multikicker",)]


def _historic(a) -> bool:
    """700.6: a union of an artifact, a legendary and a Saga alternative is what "historic" was read as."""
    from .words import HISTORIC_WORDS
    marks = [(set(getattr(p, "types", ())) | set(getattr(p, "supertypes", ())) | set(getattr(p, "subtypes", ())))
             for p in a.parts]
    return len(marks) == len(HISTORIC_WORDS) and all(
        any(w.capitalize() in m for m in marks) for w in HISTORIC_WORDS)


@_cls("Const")
def _r_const(c) -> str:
    return str(c.n)


@_cls("ManaCost")
def _r_manacost(m) -> str:
    return "".join("{%s}" % s for s in m.symbols)


@_cls("Keyword")
def _r_keyword(k) -> str:
    """A keyword: its name from the rules' list, and a parameter of the form that keyword takes."""
    from .keywords import PARAM_KEYWORDS
    from .words import KEYWORD_NAMES
    low = k.name.lower()
    bases = sorted(KEYWORD_NAMES | set(PARAM_KEYWORDS) | {"hexproof from", "protection from", "multikicker",
                                                         "daybound", "nightbound", "trample over planeswalkers",
                                                         "bands with other"},
                   key=len, reverse=True)
    m = re.fullmatch(r"(.*?)(walk|cycling)", low)
    if m and low not in KEYWORD_NAMES:    # landwalk (702.14), typecycling (702.29e)
        return f"{m.group(1)} {low}"
    m = re.fullmatch(r"(\w+ )?(\w*cycling) (.*)", low)
    base = next((b for b in bases if low == b or low.startswith(b + " ") or low.startswith(b + "-")
                 or low.startswith(b + "\u2014")), None)
    if base is None and m:
        return f"{m.group(1) or ''}{m.group(2)} {_keyword_param('cycling', m.group(3))}"
    if base is None:
        return ""
    x_min = f" X can't be {getattr(k, 'x_min', 0) - 1}" if getattr(k, "x_min", 0) else ""
    return f"{base} {_keyword_param(base, k.name[len(base):].lstrip(_DASHES))}{x_min}"   # as written: "or Vehicle" (a subtype)


_DASHES = " -\u2014"


def _keyword_param(base: str, param: str) -> str:
    """A keyword's parameter, read by the reader of its kind (cost, number, object description)."""
    param = param.strip().rstrip(".")
    if not param:
        return ""
    from .altcosts import keyword_parts
    parts = keyword_parts(base, param)
    if parts is not None:   # "Suspend 3-{0}", "Awaken 4-{5}{U}" (a number and a cost), "Kicker {1}{U} and/or {B}" (702.33b)
        return " ".join(str(p) for p in parts)
    if base == "escape" and param.lower().startswith("equal to"):   # a granted escape's cost (kb.engine.escapegrant)
        from .escapegrant import escape_param_words
        words = escape_param_words(param, render)
        if words is not None:
            return words
    if base == "splice onto":   # "Splice onto Arcane—Exile four cards from your graveyard" (kb.engine.splicecost)
        from .splicecost import splice_cost_words
        words = splice_cost_words(param, render)
        if words is not None:
            return words
    if base == "flashback" and param.lower() == "equal to its mana cost":   # a granted flashback's cost (kb.engine.flashbackgrant)
        return "the flashback cost is equal to its mana cost"
    if param.lower() == "sunburst":   # "Modular—Sunburst": sunburst sets the keyword's number (702.44c)
        from .keywordmeans import ability_text
        return "sunburst" if ability_text(f"{base}-sunburst") is not None else ""
    if base == "prototype":   # "Prototype {1}{B} — 1/1": a mana cost and a power and toughness (702.160a)
        from .prototype import PROTOTYPE
        m = PROTOTYPE.fullmatch(f"prototype {param}")
        return f"{m.group(1).upper()} - {m.group(2)}/{m.group(3)}" if m else ""
    if re.fullmatch(r"(?:\{[^}]+\})+|\d+|x|n", param):
        return param.upper() if param in ("x", "n") else param.upper()
    if base == "devour":   # "Devour artifact 1" (702.82c): a quality and a number (kb.engine.devour, read by the keyword)
        from .devour import DEVOUR
        m = DEVOUR.fullmatch(f"devour {param.lower()}")
        return f"{m.group(1)} {m.group(2)}" if m and m.group(1) else ""
    if base == "companion":   # "Companion—[Condition]": the condition of the choice before the game (103.2b)
        from .companion import companion_words
        return companion_words(param)
    if base == "partner" and re.match(r"with \S", param, re.I):
        return param   # "Partner with [name]": a card's name (201.2), the NAME of its meaning (kb.engine.keywordmeans)
    if re.fullmatch(r"\{[wubrg]\} or \{[wubrg]\}", param, re.I):   # "cumulative upkeep {G} or {W}" (702.24a)
        return re.sub(r"\{[^}]+\}", lambda x: x.group(0).upper(), param)
    from .parser import _Ctx, parse_selector
    pc = _Ctx(None)
    sel_param = re.sub(r"^(?:from|for|onto|with|an?) ", "", param)   # "champion an Elf" (702.72a)
    for phrase in (sel_param, sel_param.rstrip("s"), sel_param + " permanent"):
        try:
            return render(parse_selector(phrase, pc, default_zone=frozenset(("battlefield", "stack"))))
        except Exception:   # noqa: BLE001 - not an object description: tried as a cost next
            continue
    if sel_param in ("the color of your choice", "the chosen color", "player", "opponent"):   # chosen as it resolves
        return sel_param
    if base in ("protection from", "hexproof from"):
        from .words import COLOR_WORDS
        ws = [w for w in re.split(r",\s*(?:and\s+)?|\s+and\s+|\s+", sel_param) if w]
        if all(w in COLOR_WORDS or w in ("everything", "all", "colors", "each", "color") for w in ws):
            return " ".join(ws)
    try:
        from .instructions import parse_costs
        return render(parse_costs(param[:1].upper() + param[1:], pc))
    except Exception:   # noqa: BLE001 - an unread parameter accounts for nothing: tried as an action next
        pass
    from .keywordmeans import meaning_of
    k = meaning_of(base)
    if k is not None and "pay COST for each" in k.text:
        # cumulative upkeep's cost may be any action, done as the ability resolves ("Draw a card", 702.24a)
        try:
            from .instructions import parse_instructions
            read = parse_instructions(param[:1].upper() + param[1:] + ".", None, normalized=True)
            return " ".join(render(i) for i in read if getattr(i, "kind", "") != "unmodelled")
        except Exception:   # noqa: BLE001 - an unread parameter accounts for nothing
            return ""
    return ""


# "any target" (115.4), also written "target creature or player" (before 2018) or "... creature, player, or planeswalker":
# the nouns are accounted for by this reading (a known weakness: a reading that turned "target creatures" into "any
# target" would not be caught by the nouns; tests/test_engine_render.py lists it)
ANY_TARGET_WORDS = "any target creature player planeswalker or"


def _any_target(sel) -> bool:
    """The selector of "any target" (115.4): its object types are not words of the text."""
    from .instructions import is_any_target
    return is_any_target(sel)


@_cls("Subject")
def _r_subject(s) -> str:
    if _SAID and s.kind in _POINTS_BACK:
        if id(s) in _SAID[-1]:
            return pointer_words(s)   # named again: a pointer to exactly what it names ("Tap target creature. Untap it.")
        _SAID[-1].add(id(s))
    if s.kind == "picked" and s.who == CHOSEN_WORD:   # "the chosen permanent": the object chosen before, named again
        return "the chosen permanent " + _selector_nouns(s.selector)   # (kb.engine.antecedents.chosen_pointer)
    if s.kind == "event" and _EVENT and _EVENT[-1] is not None:   # "each of them": each of the event's objects (603.2)
        return _event_pointer(_EVENT[-1]) + (" each" if (s.text or "").lower().startswith("each of ") else "")
    if s.kind == "target" and _any_target(s.selector):   # "each of two targets": every target of the word (601.2c)
        return ANY_TARGET_WORDS + (" each" if (s.text or "").lower().startswith("each of ") else "")
    words_ = SUBJECT_WORDS.get(s.kind, s.kind)
    return " ".join(x for x in (words_, render(s.selector), render(s.of), render(s.parts),
                                VALUE_WORDS.get(("who", s.who), s.who or ""), s.cost or "",
                                f"with the least {s.least} among them" if getattr(s, "least", None) else "",
                                # "a creature target opponent controls": chosen among that player's (targetplayerspick)
                                "control" if s.kind == "chosen" and s.of is not None else "",
                                # "the creature tapped to pay ~'s additional cost" (kb.engine.instructions.subject_of)
                                "to pay ~ this spell's additional cost" if s.kind == "paid" and
                                (s.text or "").endswith("additional cost") else "",
                                # "if a creature card is discarded this way": the card this effect's discard moved
                                "this way" if s.kind == "paid" and (s.text or "").endswith(" this way") else "",
                                # "an opponent chosen at random": one opponent, selected as it resolves (kb.engine.anopponent)
                                "chosen at random" if s.who == "an_opponent" and
                                (s.text or "").lower().endswith(" chosen at random") else "",
                                # "another one of your opponents chosen at random" (kb.engine.anopponent)
                                "another one of your opponents" if s.who == "an_opponent" and
                                (s.text or "").lower().startswith("another ") else "") if x)


_POINTER = "it them they that those creature permanent card spell player land artifact enchantment token planeswalker " \
           "object ability source"
# Pointers (issue 21): a subject the parser resolved a pointer to ("that creature", "it", "that player") is the very
# object it resolved to; rendered a second time it says the pointer words and the nouns of exactly that antecedent —
# never every noun (_POINTER is kept for an antecedent the renderer cannot see: a delayed trigger's event, a cost's
# object). A trigger's "that creature" / "that player" points to the trigger's object or player (_EVENT).
_SAID: list = []      # per instruction list being rendered: the subjects already said (by identity)
_EVENT: list = []     # per triggered ability being rendered: its TriggerSpec (None: unknown)


@contextmanager
def _event(spec):
    """While a triggered ability's words are rendered, its trigger event (None: a delayed or reflexive trigger,
    whose event the words of its instructions don't name)."""
    _EVENT.append(spec)
    try:
        yield
    finally:
        _EVENT.pop()
_POINTS_BACK = frozenset(("target", "selector", "chosen", "self", "union"))
_POINTER_BASE = "it its them they that those"
_OBJECT_NOUNS = "card permanent object token source"
_PLAYER_NOUNS = "player opponent"
# trigger events about an object: "that player" names none of their players unless the condition does (that_player)
_OBJECT_EVENTS = frozenset(("enters", "dies", "to_graveyard", "leaves", "tapped", "untapped", "attacks", "blocks",
                            "blocked", "becomes_blocked", "blocks_or_blocked", "attacks_or_blocks", "blocked_by", "blocks_or_blocked_by", "blocked_by_any", "blocks_or_blocked_by_any", "blocks_any", "monstrous", "mutates", "evolves",
                            "attacks_alone", "counters_put", "counter_removed", "last_counter_removed", "counter_removed_exiled", "last_counter_removed_exiled", "counters_off", "transformed", "turned_face_up", "phased_in", "sacrificed",
                            "card_to_graveyard",
                            "targeted", "dealt_damage", "exploits", "tapped_for_mana"))


def _selector_nouns(sel) -> str:
    """The nouns a pointer to objects of a description may use: their types and subtypes, "creature" for a creature
    type, and the nouns every object may be called ("that card" after it changed zones, 400.7)."""
    parts = getattr(sel, "parts", None) if type(sel).__name__ == "AnyOf" else (sel,)
    out = [_OBJECT_NOUNS]
    if any("stack" in (getattr(p, "zones", ()) or ()) for p in parts or ()):
        out.append("spell ability")
    for p in parts or ():
        types = {t.lower() for t in getattr(p, "types", ()) or ()}
        subtypes = {t.lower() for t in getattr(p, "subtypes", ()) or ()}
        out += sorted(types | subtypes)
        if subtypes and not types:
            out.append("creature")
        if getattr(p, "relation", None):   # "enchanted creature", "equipped creature", "enchanted land"
            out.append("creature permanent land artifact enchantment planeswalker")
    return " ".join(out)


def pointer_words(s) -> str:
    """The words of a pointer to the subject ``s`` (named before): "it", "that creature", "that player", …"""
    k = s.kind
    if k == "self":
        return f"{_POINTER_BASE} ~ itself card"
    if k == "union":
        return " ".join(pointer_words(p) for p in s.parts)
    if k == "target" and (s.selector is None or _any_target(s.selector) or type(s.selector).__name__ == "AnyOf"):
        return f"{_POINTER_BASE} {_PLAYER_NOUNS} " + (_selector_nouns(s.selector) if s.selector is not None else "")
    return f"{_POINTER_BASE} " + _selector_nouns(s.selector)


def _event_pointer(t) -> str:
    """"that creature" / "that card" / "that player" in a triggered ability: the trigger's object (its description)
    and, where the condition names one, its player (603.2; TriggerSpec.that_player)."""
    subj = t.subject
    if subj == "self":
        nouns = "itself card"   # a pointer ("it", "that card"), never the name: the parser reads "~" as ~ itself
    elif type(subj).__name__ == "SelfOr":
        nouns = "itself " + _selector_nouns(subj.others)
    elif subj is None or isinstance(subj, str):
        nouns = _OBJECT_NOUNS
    else:
        nouns = _selector_nouns(subj)
    if t.recipient not in (None, "player", "opponent"):   # "Whenever ~ deals combat damage to a creature"
        nouns += f" {t.recipient}"
    elif t.event == "targeted":   # "becomes the target of a spell or ability …, counter that spell or ability" (603.2)
        nouns += " spell or ability"
    elif t.event == "crews":   # "Whenever ~ crews a Vehicle, that Vehicle …": the Vehicle crewed (kb.engine.crews)
        nouns += " Vehicle"
    if (t.by is not None and not t.event.endswith("_any")) or t.event == "blocked_by":
        # "Whenever ~ becomes blocked by a creature": the blocker ("by one or more …": no one creature to point at)
        nouns += " " + (_selector_nouns(t.by) if t.by is not None else "creature")
        # "the blocking creature" / "the other creature" (kb.engine.attackor.names_other_of_block)
        nouns += {"blocked_by": " blocking", "blocks_or_blocked_by": " other"}.get(t.event, "")
    player = (t.that_player or t.who or t.whose or t.recipient or t.event not in _OBJECT_EVENTS)
    return f"{_POINTER_BASE} {nouns}" + (f" {_PLAYER_NOUNS}" if player else "")
SUBJECT_WORDS = {
    "target": "target each", "self": "~", "countered_source": "if a permanent's ability is countered this way that permanent",   # kb.engine.counteredlock
    "phased": "they it",   # kb.engine.phaselock
     "selector": "all each every", "prev": _POINTER, "event": _POINTER, "you": "you your",
    "players": "player opponent each all every", "paid": "sacrificed discarded exiled tapped " + _POINTER,
    "controller_of": "controller", "most_player": "", "clash_opponent": "that player", "attacking_opponents": "each opponent attacking that player does the same", "moved": _POINTER, "owner_of": "owner", "chosen": "", "union": "and", "enchanted_player": "enchanted player", "chosen_player": "the chosen player", "most_voted": "each with the most votes or tied for most votes", "each_chose": "those", "defending": "defending player",
    "player_or_permanent": "player or controls", "damaged": "dealt damage this way", "shares_color": "and each other share color", "others_than": "each all other",
    "shares_name": "and all each other with the same name as that it",   # 201.2a: the objects sharing its name
    "looked": _POINTER_BASE + " card",   # the cards looked at or revealed (kb.engine.looking)
    "blocked_by_source": "each creature it ~ blocked this combat",   # kb.engine.combatdeaths (509.1a)
    "stack_abilities": "all ability control",   # "all abilities your opponents control" (kb.engine.stackabilities)
    "attacked": "all creature that attacked this turn",   # declared as attackers this turn (508.1)
    "attack_target": "the player or planeswalker that creature it is it's attacking",   # what it attacks (508.1)
    "blocking": "each creature blocking ~ it",   # the creatures blocking the source (509.1h)
    "convoked": "each creature that convoked it ~",   # the creatures tapped for its convoke (702.51c, kb.engine.convoked)
    "players_objects": "all each target defending that player opponent control",   # what one player controls (608.2c, 508.5)
    "tokens": "each tokens " + _POINTER,
    "could_not": "who can not",   # "each player who can't" (101.3): the players of ``of`` who couldn't (kb.engine.couldnot)   # the tokens the instruction before created ("put a counter on each of them", 111.1)
}


@_cls("TargetSlot")
def _r_slot(t) -> str:
    if _any_target(t.selector):
        return ANY_TARGET_WORDS + (" up to" if t.optional else "") + (" any number of" if t.variable == "any" else "") + \
            (" other another a second third fourth" if getattr(t, "distinct", False) else "")   # 115.3
    return " ".join(x for x in ("target", "or" if t.players and t.selector is not None else "",
                                VALUE_WORDS.get(("players", t.players), t.players or ""),
                                "any" if t.players == "any" and type(t.selector).__name__ == "AnyOf" else "",
                                render(t.selector), "up to" if t.optional else "",
                                "or" if t.spell_or_ability and (t.spell_or_ability in ("ability", "either") or
                                                                "+" in t.spell_or_ability) else "",
                                {"any": "any number of", "x": "X", "upto_x": "up to X", "upto_amount": "up to that many", "each_opponent":
                                 "for each opponent that player control", "each_player": "for each player that player control"}
                                .get(t.variable or "", ""), t.spell_or_ability and "spell ability activated triggered" or "",
                                # "spell, activated ability, or triggered ability": each kind's own "ability"
                                "ability" if {"activated", "triggered"} <= set((t.spell_or_ability or "").split("+")) else "",
                                "with a single target" if t.single_target else "",
                                ("defending player control" if getattr(t, "event_defending", False) else
                                 "that player control" if t.whose == "controls" else "that player")
                                if t.event_player else "", "from a single" if t.single_graveyard else "",
                                "that player control" if getattr(t, "player_slot", None) is not None else "",
                                "or planeswalker controller" if t.whose == "controls_or_controller" else "",
                                f"that share shares a {t.shares}" if getattr(t, "shares", None) else "",
                                "chosen at random" if getattr(t, "at_random", False) else "")
                    if x)


@_cls("Instruction")
def _r_instruction(i) -> str:
    verb = INSTRUCTION_WORDS.get(i.kind, i.kind.replace("_", " "))
    special = _INSTRUCTION_OPTS.get(i.kind)
    opts = special(i.opts) if special else render(i.opts)
    equal = "X equal to where X is" if i.amount is not None and type(i.amount).__name__ != "Const" else ""
    if i.opts.get("number_of"):   # "create a number of Food tokens equal to …" (kb.engine.instructions._counted)
        equal += " a number of"
    if getattr(i.amount, "n", None) == -1 and i.kind in ("discard",):
        equal = "hand all card"   # "discard your hand" (the amount -1 stands for every card)
    elif getattr(i.amount, "n", None) == -1 and i.kind in ("remove_counters", "move_counters"):
        equal = "all"   # "remove all +1/+1 counters", "remove all counters", "move all counters" (-1: every one)
    if i.kind == "copy_spell" and i.opts.get("color"):
        verb += " except that the copy is"
    if i.kind == "game":
        verb = "win game" if i.opts.get("win") else "lose game"
    # "You can't lose the game this turn and your opponents can't win the game this turn": each restriction
    # the sentence joins lasts the turn (one duration each)
    clauses = sum(1 for op in (i.ops or ()) if type(op).__name__ == "RestrictionOp")
    parts = [verb, equal, render(i.subject), render(i.ops), " ".join([_duration_words(i.duration)] * max(1, clauses)),
             "" if getattr(i.amount, "n", None) == -1 else render(i.amount), render(i.source), render(i.condition),
             " ".join(f"{render(c)} it ~ deal damage {render(v)} {to} instead" for c, v, _part, to in (i.alternatives or ())),
             opts, " ".join(str(x) for x in i.counter) + (" counter" if i.counter else ""),
             "you may" if i.optional else ""]
    return " ".join(p for p in parts if p)


INSTRUCTION_WORDS = {
    "damage": "deal damage", "move": "return put", "token": "create token", "life": "gain lose life",
    "counters": "put counter on", "remove_counters": "remove counter from", "counter_spell": "counter",
    "double_counters": "double number of counter on", "move_counters": "move counter from onto",
    "counters_of": "put counter on",
    "copy_spell": "copy put copy onto stack", "change_target": "change target of",
    "choose_new_targets": "you may choose new target for", "cast_free": "you may cast spell without paying its mana cost", "continuous": "", "shield": "regenerate prevent damage would deal this turn next", "draw": "you draw card",
    "discard": "discard card", "mill": "mill card", "exile_top": "exile top card of library", "copy_card": "copy copy",   # and "the copy" it made (kb.engine.castcopy)
    "top_to_bottom": "put top card of your their that player's library on bottom of library",
    "top_to_hand": "put top card of your library into your hand reveal",   # the reader drops "reveal" (it moves nothing)
    "player_counters": "get counter", "fight": "fight", "exchange_life": "exchange life total with", "pay_energy": "pay", "pay_mana": "pay", "pay_life": "pay life",
    "for_each": "for each", "choose": "choose", "choose_targets": "choose target", "choose_number": "choose number",
    "blink": "exile return battlefield", "class_level": "level become", "rule_turn": "", "look_hand": "look at hand", "storm_copies": "copy", "cascade": "exile card from top of your library until you exile nonland card whose mana value is less than ~'s you may cast that without paying its mana cost if resulting spell's then put all this way that weren't cast on bottom in random order", "cascade_part": "", "discover": "discover", "suspend_tick": "if ~ is suspended remove time counter from it", "suspend_cast": "if ~ is exiled you may play it without paying its mana cost if able", "suspend_part": "", "myriad": "for each opponent other than defending player you may create a token that's a copy of ~ that's tapped and attacking that player or a planeswalker they control", "myriad_part": "if one or more tokens are created this way exile the tokens at end of combat", "enlist_boost": "this creature gets +X/+0 until end of turn where X is the tapped creature's power", "rebound_cast": "you may cast this card from exile without paying its mana cost", "miracle_cast": "you may cast this card by paying its miracle cost rather than mana cost", "madness_cast": "its owner may cast this card by paying madness cost rather than mana cost", "madness_part": "if that player doesn't they put this card into their graveyard", "warp_exile": "exile permanent spell became", "warp_part": "its owner may cast card after current turn has ended for as long as it remains exiled", "commander_to_hand": "put your commander into hand from command zone", "commander_cast_free": "you may cast your commander from command zone without paying its mana cost", "wish": "you may reveal put card you own from outside the game and into your hand", "soulbond_pair": "you may pair ~ that creature with another unpaired creature you control for as long as both remain creatures on the battlefield under your control", "reflexive": "when you do",
    "delayed": "at beginning of next", "become_copy": "become copy of", "emblem": "get gets an emblem with and", "library_order": "library",
    "prevented_damage": "if damage is prevented this way ~ deals that much damage to",
    "prevented_life": "you gain life equal to damage prevented this way",
    "prevented_counters": "for each 1 damage prevented this way put counter on that creature",
    "choose_random_opponent": "choose at random", "remove_from_combat": "remove from combat", "phase_out": "phase out", "game": "", "mana": "add mana",
    "cast_transformed": "cast transformed", "exchange_control": "exchange control of", "flip_coin": "flip coin", "roll_die": "roll", "friend_or_foe": "for each player choose friend or foe", "meld": "exile meld into", "become_copy": "become copy of",
    "x_rule": "X can't be", "monarch": "become monarch", "saddled": "~ become saddled until end of turn", "speed": "your speed increase by", "initiative": "take initiative", "venture": "venture into dungeon undercity", "ring_tempts": "ring tempts you", "learn": "learn", "abandon": "abandon this scheme", "planeswalk": "planeswalk", "chaos_ensues": "chaos ensues", "extra_turn": "take extra turn after 1", "skip_next": "skip their your his or her next untap draw step turn", "no_max_hand": "have has no maximum hand size for the rest of the game", "hand_size_change": "your maximum hand size is by for the rest of the game", "control_player": "you gain control of during that player's next turn",
    "extra_combat": "after",
    "end_turn": "end turn", "attach": "attach to", "search": "search your library for", "split_found": "put 1",
    "look_top": "look at the top card of your library", "reveal_until": "reveal cards from the top of your library until you reveal",
    "found": "put that card it", "hand_to_library": "put card from your their hand your their library", "pick": "put", "rest": "put", "explore": "explore", "may_play": "you may", "choose_moved": "choose one of them", "pick_milled": "you may put up to one a an from among the cards milled this way them into your hand", "clash": "clash with an opponent", "shuffle_in": "shuffle into their library", "shuffle_each_graveyard": "choose card in each graveyard their owner shuffle those card into their library",
    "proliferate": "proliferate again", "day_night": "it becomes", "choose_kind": "choose", "vote": "starting with you each player vote for", "each_choose": "choose they control",
    "each_kind": "for each kind of counter on put give that permanent or player it another counter of that kind",
    "piles": "separate into 2 pile", "pile_choice": "choose 1 of pile", "pile_put": "put 1 pile into your hand other your", "adapt": "adapt", "renowned": "become renowned", "prepared": "~ become prepared",
    "turn_face_down": "turn face down", "turn_face_up": "turn face up", "manifest": "manifest top card of library", "cloak": "cloak top card of library", "manifest_dread": "manifest dread",
}


def _r_delayed(opts: dict) -> str:
    """A delayed triggered ability (603.7): when it triggers (one of the fixed times the engine knows) and
    its instructions, read as they will be when it triggers."""
    with _event(None):
        return _delayed_words(opts)


def _delayed_words(opts: dict) -> str:
    from .instructions import parse_instructions
    when = _DELAYED_WHEN.get((opts.get("when") or "").lower().rstrip("."), "")
    if not when and opts.get("when"):   # "When ~ becomes untapped": a delayed trigger on an event (603.7)
        from .triggers import parse_trigger
        try:
            w = re.sub(r" this turn\b", "", opts["when"])
            spec = parse_trigger(w, None)
            when = render(spec) + (" this turn" if w != opts["when"] else "")
        except Exception:   # noqa: BLE001 - an unread trigger accounts for nothing
            spec, when = None, ""
        if opts.get("on_event") and spec is not None:
            # "Whenever a creature blocks this turn, …": only the events it is read with, an effect pointing back at
            # nothing the event can't give (kb.engine.eventdelayed); otherwise its words are not accounted for
            from .eventdelayed import unsupported
            from .triggers import unread_pointer
            if unsupported(spec) or unread_pointer(spec, opts.get("text") or ""):
                return ""
    if opts.get("this_turn"):   # a stated duration (603.7b)
        when += " this turn"
    if opts.get("ends_cleanup"):   # "Until end of turn, whenever …" (kb.engine.eventdelayed)
        when += " until end of turn"
    if opts.get("that_turn"):   # "that turn's end step": the extra turn just created (500.7)
        when += " that turn's"
    if opts.get("next"):   # "When you next cast …": once (603.7b)
        when += " next" + (" your" if opts.get("your") else "")   # "When you cast your next …"
    if opts.get("additional_time"):   # "copy that spell an additional time" (kb.engine.delayedif)
        when += " an additional time"
    try:
        ins, slots = parse_instructions(opts.get("text") or "", None, normalized=True, ability=opts.get("ability"))
    except Exception:   # noqa: BLE001 - unread instructions account for nothing
        return when
    # "Sacrifice the creature" / "Return the exiled card …": the words tied to the object it refers to, read as the
    # ability was created (kb.engine.antecedents)
    return " ".join((when, _r_instructions(ins), _r_slots(slots), opts.get("tied") or ""))


_DELAYED_WHEN = {"at the beginning of the next end step": "at beginning of next end step end of turn",
                 "at end of turn": "at end of turn", "at the beginning of the next upkeep": "at beginning of next upkeep",
                 "at the beginning of the next turn's upkeep": "at beginning of next turn upkeep",
                 "at the beginning of your next upkeep": "at beginning of your next upkeep",
                 "at the beginning of your next end step": "at beginning of your next end step",
                 "at end of combat": "at end of combat", "at the end of combat": "at end of combat"}


def _r_token(opts: dict) -> str:
    """A token's definition (111.4): name, colours, types, P/T, and its abilities read again."""
    d = opts.get("definition") or {}
    parts = ["create token", d.get("name") or "", " ".join(COLOR_NAMES.get(c, c) for c in d.get("colors") or ()),
             "colorless" if not d.get("colors") else "",
             "that's that are all colors" if len(set(d.get("colors") or ())) == 5 else "",   # 105.2
             re.sub(r"[^\w\s-]", " ", d.get("type_line") or ""), f"{d.get('power')}/{d.get('toughness')}"
             if d.get("power") is not None else "", _r_token_text(d.get("text") or "")]
    parts += [{"copy_of": "copy of ", "attach_to": "attached to ", "unless_pays": "unless pay "}.get(k, "") + render(v)
              for k, v in opts.items()
              if k not in ("definition", "investigate", "tapped", "named", "every_basic_land_type", "attacking",
                           "attacking_or_planeswalker",
                           "named_after_self", "attacking_whom", "entering_said", "instead", "those")]
    if opts.get("instead"):   # "If …, create four of those tokens instead." (608.2c): each alternative, rendered
        parts.append("instead " + " ".join(render(c) + " " + render(alt) for c, alt in opts["instead"]))
    if opts.get("t_pt") is not None:   # "… with power equal to A and toughness equal to B" (kb.engine.tokenpt)
        parts.append("with power equal to and toughness equal to")
    if opts.get("those"):   # the alternative's own words: the same tokens, another number of them
        parts.append("of those tokens")
    if opts.get("attacking"):   # "… that's tapped and attacking [that player or a planeswalker they control]" (508.4)
        whom = opts.get("attacking_whom")   # the player the effect names, as read (kb.engine.instructions._attacking)
        parts.append("attacking that's that are and" + (" " + whom.text if whom is not None else "") +
                     (" or a planeswalker they control" if opts.get("attacking_or_planeswalker") else ""))
    if opts.get("entering_said"):   # "Those tokens enter tapped and attacking." (kb.engine.instructions)
        parts.append("those tokens token that it they enter enters")
    if opts.get("tapped"):   # "create a tapped 2/2 … token" (110.5b)
        parts.append("tapped")
    if opts.get("named"):   # "… token named Storm Crow" (111.4)
        parts.append("named" + (" ~" if opts.get("named_after_self") else ""))
    if opts.get("every_basic_land_type"):   # "… named Everywhere that is every basic land type" (205.3i)
        parts.append("that is that's every basic land type")
    if opts.get("for_each"):   # "create a 1/1 … token for each opponent you have": the count is the amount
        parts.append("for each")
    amount = (opts.get("enters_with") or (None, None))[1]
    if opts.get("x_pt") not in (None, True):   # "an X/X … token, where X is …" (107.3a): the value is the P/T's
        amount = opts["x_pt"]
    if amount is not None and type(amount).__name__ != "Const":   # "incubate X, where X is its power" (107.3a)
        parts.append("X where X is")
    if opts.get("investigate"):   # 701.16a: "Investigate" means "Create a Clue token"
        parts.append("investigate" + ("" if opts["investigate"] is True else " " + opts["investigate"]))
    return " ".join(p for p in parts if p)


def _granted(text: str) -> str:
    """An ability granted as written in quotes ("it has \"...\""), read by the ability reader and rendered."""
    from .parser import parse_ability   # the reader kb.engine.cardtext registers (no import circle)
    from .keywords import parse_keyword_list
    text = text.strip()
    if len(text) > 1 and text[0] == text[-1] == '"':
        text = text[1:-1]
    ks = parse_keyword_list(text.strip().rstrip("."))
    if ks:
        return render(ks)
    if text in _GRANTING:
        return "this ability"
    _GRANTING.add(text)
    try:
        return render(parse_ability(text, None, frozenset(), granted=True, normalized=True))
    except Exception:   # noqa: BLE001 - an unread ability accounts for nothing
        return ""
    finally:
        _GRANTING.discard(text)


_GRANTING: set = set()


def _r_token_text(text: str) -> str:
    from .parser import parse_ability   # the reader kb.engine.cardtext registers (no import circle)
    from .keywords import parse_keyword_list
    out = []
    for line in (x for x in text.split("\n") if x.strip()):
        ks = parse_keyword_list(line.strip().rstrip("."))
        if ks:
            out.append("with " + render(ks))
            continue
        out.append("with have " + _granted(line))
    return " ".join(out)


def _r_reflexive(opts: dict) -> str:
    """A reflexive triggered ability (603.12): its instructions, read as they will be when it triggers."""
    with _event(None):
        return _reflexive_words(opts)


def _reflexive_words(opts: dict) -> str:
    from .instructions import parse_instructions
    try:
        ins, slots = parse_instructions(opts.get("text") or "", None, normalized=True, ability=opts.get("ability"))
    except Exception:   # noqa: BLE001 - unread instructions account for nothing
        return ""
    paid = " when you pay this cost one or more times" if opts.get("times_paid") else ""   # kb.engine.paytimes
    return _r_instructions(ins) + " " + _r_slots(slots) + paid


def _attacking_words(opts: dict) -> str:
    """"… onto the battlefield tapped and attacking [that player or a planeswalker they control]" (508.4,
    kb.engine.putattacking): the words of a card put there attacking."""
    if not opts.get("attacking"):
        return ""
    whom = opts.get("attacking_whom")
    return "and attacking" + (" " + render(whom) if whom is not None else "") + \
        (" or a planeswalker they control" if opts.get("attacking_or_planeswalker") else "")


_PLACE_WORDS = {"hand": "into your hand", "battlefield": "onto the battlefield", "graveyard": "into your graveyard",
                "top": "back on top of your library", "exile": "exile that card"}


def _r_pick(opts: dict) -> str:
    """Cards chosen among those looked at (701.20e): how many, of what kind, where they go."""
    if opts["to"] == "exile":   # hideaway (702.75a): "exile one of them face down"
        return "exile one of them" + (" face down" if opts.get("face_down") else "")
    return " ".join(x for x in ("you may" if opts.get("may") else "", "reveal" if opts.get("reveal") else "",
                                "up to" if opts.get("up_to") else "", "any number of" if opts.get("any") else "",
                                "all revealed this way" if opts.get("all") else "",
                                render(opts["selector"]) if opts.get("selector") is not None else
                                " and/or ".join(render(k) for k in opts["kinds"]) + " them revealed cards"
                                if opts.get("kinds") else "of them",
                                "from among them", "the revealed cards" if opts.get("revealed_cards") else "",
                                _PLACE_WORDS[opts["to"]], "tapped" if opts.get("tapped") else "",
                                _attacking_words(opts),
                                # "… instead of one" (kb.engine.insteadofone): the alternative and its condition
                                _field("pick", "instead", opts.get("instead")), render(opts.get("instead_of")),
                                # "If that card has mana value 3 or less, it enters with three additional +1/+1
                                # counters on it." (kb.engine.enterswithif)
                                _field("pick", "counters_if", opts.get("counters_if")),
                                _field("pick", "counters", opts.get("counters")),
                                _field("pick", "more_counters", opts.get("more_counters")))
                    if x)


def _r_rest(opts: dict) -> str:
    """The other cards looked at, put in one place (401.4: in an order their owner chooses, unless random)."""
    if opts["to"] == "shuffle":   # "Then shuffle the rest into your library" (kb.engine.looking)
        return "then shuffle the rest into your library" + (   # "shuffles all other cards revealed this way into their
            " shuffles all other cards revealed this way their" if opts.get("revealed") else "")   # library" (otherreveal)
    if opts["to"] == "top":
        return "the rest other back on top of your library in any order" if opts.get("back_on_top") else \
            "then put them back in any order"
    said = ("all other cards revealed this way of the " if opts.get("revealed") else "") + \
        (f"that weren't put {_PLACE_WORDS[opts['werent']] if opts['werent'] in _PLACE_WORDS else opts['werent']} "
         if opts.get("werent") else "") + ("not this way revealed " if opts.get("not_done") else "")
    if opts["to"] in ("graveyard", "hand"):
        return said + f"the rest other into your {opts['to']}"
    if opts.get("whose"):   # "on the bottom of that player's library"
        said += opts["whose"] + " "
    return said + " ".join(x for x in ("the rest other on the bottom", "of your library" if opts.get("said") else "",
                                ("in a random order" if opts.get("order") == "random" else "in any order")
                                if opts.get("order_said") else "") if x)


def _r_choose_kind(o: dict) -> str:
    """"Choose a nonland card name other than a basic land card name." (201.4a) / "a creature type other than Wall"."""
    # "other than" is followed by one of the two phrases the reader accepts: a capitalised word or "a basic land card
    # name" (kb.engine.instructions)
    return " ".join(x for x in (o["key"].replace("_", " "), o.get("quality", ""),
                                "other than " + o["other_than"] if o.get("other_than") else "") if x)


def _r_shield(opts: dict) -> str:
    """A prevention shield's options; "Prevent all damage … to [a description] by [sources]" (kb.engine.damageparties):
    its recipients, sources, "combat" / "noncombat", as a static prevention effect's are rendered."""
    e = opts.get("effect")
    rest = render({k: v for k, v in opts.items() if k not in ("effect", "once", "replaced_by")})   # "replacing": its
    # instructions as read, not the text kept to do them
    if opts.get("once"):   # "The next time target creature would deal damage this turn, prevent that damage" (615.8)
        rest += " the next time prevent that damage"
    if not e:
        return rest
    kind = e.get("kind")   # a damage modifier lasting the turn (kb.engine.damageparties.damage_modifier_parts)
    said = "if would deal damage to instead " + REPLACEMENT_WORDS.get(("damage", kind), "") + " " + render(e.get("amount")) \
        if kind else ""
    # a modifier names its recipient twice: "… to a permanent or player …, it deals that much damage plus 2 to that
    # permanent or player instead" (614.1a), as a static modifier's words are rendered (_r_replacement)
    again = _r_party(e["to"], "") if kind and kind != "prevent" else ""
    return " ".join(x for x in (rest, said, "source " + _r_party(e["by"], "") if e["by"] is not None else "", _r_party(e["to"], ""), again,
                                "combat" if e["combat_only"] else "", " ".join(REPLACEMENT_KEYS.get(k, "") for k in e["key"])) if x)


_INSTRUCTION_OPTS = {"wish": wish_words, "delayed": _r_delayed, "token": _r_token, "reflexive": _r_reflexive, "shield": _r_shield,
                     "emblem": lambda o: _r_token_text(o["definition"]["text"]) + (" this emblem" if o.get("self_named")
                                                                                   else ""),
                     "flip_coin": lambda o: "until you lose a flip flip" if o.get("until_lose") else "",
                     "roll_die": roll_words,
                     "continuous": lambda o: " ".join(x for x in (   # 116.2c: "You may pay {W} to end this effect."
                         render({k: v for k, v in o.items() if k != "end_cost"}),
                         f"you may pay {o['end_cost']} to end this effect" if o.get("end_cost") else "") if x),
                     "look_top": lambda o: " ".join(x for x in ("reveal" if o.get("reveal") else "",
                                                                "you may" if o.get("may_look") else "",
                                                                "" if getattr(o["who"], "kind", "") in ("you", "target") else render(o["who"])) if x),
                     "reveal_until": lambda o: render(o["selector"]) + (" reveals they their their puts those"
                                                                         if o.get("their") else "") + (
                         # kb.engine.otherreveal: the player named reveals ("until a creature card is revealed")
                         " " + render(o["who"]) + " is revealed" if o.get("revealer_puts") else ""),
                     "found": lambda o: _PLACE_WORDS[o["to"]] + (" tapped" if o.get("tapped") else "") + (
                         " the player puts" if o.get("by_revealer") else ""),   # the revealing player (110.2a)
                     "split_found": lambda o: " ".join((_PLACE_WORDS[o["one"]], "tapped" if o["one_tapped"] else "", "the other",
                                                        _PLACE_WORDS[o["other"]], "tapped" if o["other_tapped"] else "")),
                     "hand_to_library": lambda o: ("on top of" if o["position"] == "top" else "on the bottom of")
                     + (" in any order" if o.get("order_said") else "")
                     + {"any": " any number of", "up_to": " up to"}.get(o.get("number_chosen"), ""),
                     "shuffle_in": lambda o: " ".join(o["zones"]) + (" the cards from" if o.get("cards_from") else ""),
                     "may_play": lambda o: ("look at and " if o.get("look_said") else "") + (
                         "play" if o["lands"] else "cast") + " " + o["said"] + (
                         " " + o.get("free_said", "without paying its mana cost") if o.get("free") else "") + (
                         " " + o["any_said"] if o.get("any_mana") else "") + (
                         " " + o["among_said"] if o.get("among_said") else "") + (
                         " " + o["exiled_said"] if o.get("exiled_said") else "") + (   # kb.engine.impulse.picked_exile_said
                         " " + o["this_way_said"] if o.get("this_way_said") else "") + (   # kb.engine.impulse.free_this_way
                         " " + BOOL_WORDS["every_pass"] if o.get("every_pass") else "") + (   # kb.engine.foreachexiled
                         f" if that spell would be put into {o['graveyard_exile']} graveyard exile it instead"
                         if o.get("graveyard_exile") else ""), "pick": _r_pick, "rest": _r_rest,
                     "player_counters": lambda o: (o.get("symbols") or render(o)) + (" an amount of" if o.get("amount_of") else ""), "pay_energy": lambda o: o.get("symbols", "") + (" an amount of equal to" if o.get("amount_of") else ""), "pay_mana": lambda o: o.get("mana", "") + (f" and {o['life']} life" if o.get("life") else "") + (" any number of times" if o.get("any_times") else ""),
                     "mana": lambda o: _mana_words("Add " + (o.get("produces") or ""), None, o.get("count_value")) + (
                         " until end of turn you don't lose this mana as steps and phases end" if o.get("kept") else ""),
                     "choose_kind": _r_choose_kind,
                     "extra_combat": lambda o: " ".join(x for x in (o.get("phase", "main"), "phase there is additional combat phase",
                                                                     "followed by additional main phase"
                                                                     if o.get("main", True) else "") if x),
                     "double_counters": lambda o: "each kind of" if o.get("each_kind") else (o.get("kind") or ""),
                     "move_counters": lambda o: " ".join(x for x in (o.get("kind") or "", render(o["from"]),
                                                                     "second" if o.get("second") else "",
                                                                     "any number of" if o.get("any_number") else "") if x),
                     "counters_of": lambda o: " ".join(x for x in (o.get("whose") or "", o.get("kind") or "") if x),
                     "each_kind": lambda o: "or remove one from it" if o.get("or_remove") else ""}



def _duration_words(d: str) -> str:
    """611.2b: how long a continuous effect lasts ("until end of turn", "for as long as ~ remains tapped")."""
    if not d or d == "indefinite":
        return ""
    if d == "while:source_controlled":
        return "for as long as you control ~"
    if d.startswith(UNTIL_CAST_FROM_EXILE):
        return "until ~ is cast from exile"
    if d.startswith(COUNTER_DURATION):   # kb.engine.whilecounter
        return counter_duration_words(d)
    if d.startswith("while:"):
        what = d.split(":", 1)[1].replace("_", " ").replace("source", "~")
        return "for as long as remain " + what
    return VALUE_WORDS.get(("duration", d), d.replace("_", " "))


@_cls("Cost")
def _r_cost(c) -> str:
    w = COST_WORDS.get(c.kind, c.kind.replace("_", " "))
    if c.kind in ("remove_counters", "put_counters") and c.subject is not None:   # "from a creature you control"
        w = w.replace(" ~", "")
    n = c.n
    if c.kind == "loyalty":
        n = ("+" if n > 0 else "") + str(n) if not c.x else ("-X" if n < 0 else "+X")
    counted = c.kind in ("sacrifice", "discard", "exile", "return", "remove_counters", "put_counters", "tap_other",
                         "exile_top", "mill", "reveal", "from_exile")
    if c.kind not in ("life", "loyalty") and not (counted and n != 1):
        n = ""   # no number in the text ("{T}", "Sacrifice a creature"): an article is not the number 1
    if c.kind == "either":   # "sacrifice a creature or pay {3}" (601.2b): one of the options
        return " or ".join(("pay " if o.kind == "mana" else "") + render(o) for o in c.options)
    if c.kind == "mana_of_paid":   # the mana cost of the card just paid with (602.2b)
        return "pay its mana cost"
    if c.kind == "energy":   # 107.14: "Pay {E}{E}", or "Pay eight {E}" (the number in words)
        return "pay " + "{E}" * c.n + f" {c.n} {{E}}"
    if c.kind == "life_half":   # "Pay half your life, rounded up" (107.1a, 119.4)
        return f"pay half your life rounded {c.counter}"
    if c.kind == "reveal" and c.n == -1:   # "Reveal your hand"
        return "reveal your hand"
    if c.kind == "remove_counters" and c.n == -1:   # "Remove all +1/+1 counters from ~"
        return f"remove all {c.counter} counter from ~"
    if c.kind == "tap_other" and c.total_power:   # saddle's cost (702.171a)
        return f"tap any number of untapped {render(c.subject)} with total power {c.total_power} or greater more"
    if c.kind == "remove_counters" and c.any_number:   # "Remove any number of storage counters from ~"
        return f"remove any number of {c.counter} counter from ~"
    return " ".join(x for x in (w, render(c.mana), render(c.subject), str(n), c.counter and c.counter + " counter",
                                "X" if c.x and c.kind != "loyalty" else "", "may" if c.optional else "",
                                ("you " if c.optional else "") + "any number of" if c.any_number and not c.materials
                                and c.kind in ("sacrifice", "exile") else "",   # kb.engine.paidcount
                                c.zone and "from your " + c.zone, "at random" if c.random else "") if x)


COST_WORDS = {"tap": "{T}", "untap": "{Q}", "life": "pay life", "remove_counters": "remove counter from ~",
              "discard": "discard card", "sacrifice": "sacrifice", "exile": "exile", "tap_other": "tap untapped",
              "put_counters": "put counter on ~", "loyalty": "", "mana": "", "return": "return to owner hand",
              "library_bottom": "put ~ on the bottom of its owner's library",   # kb.engine.selfcosts (401.4)
              "exile_top": "exile the top card", "mill": "mill card", "put_top": "put card from your on top of your library",
              "from_exile": "put an opponent owns your opponents own from exile into that player's their owners' graveyard"}


@_cls("Condition")
def _r_condition(c) -> str:
    if type(c).__module__.endswith(("instructions", "instruction_types")):   # a cost or resolution condition (kb.engine.instruction_types)
        if c.kind == "mana" and c.n:   # "if at least three white mana was spent to cast it" (601.2h)
            return f"if at least {c.n} {COLOR_NAMES.get(c.value, c.value)} mana was spent to cast ~ it this spell"
        if c.kind == "mana":
            return "if {%s} was spent to cast ~" % c.value
        if c.kind == "mana_amount" and c.value == "above":   # increment's comparison (702.191a)
            return ("if the amount of mana spent to cast that spell ~ it this spell is greater than ~'s its this "
                    "creature's " + " or ".join(c.subject))
        if c.kind == "mana_amount":   # "if five or more mana was spent to cast that spell" (601.2h)
            n = "no" if c.value == "none" else f"at least {c.n} or more"
            return f"if {n} mana was spent to cast ~ it this spell that spell"
        if c.kind == "those_attacking":   # 603.4 (kb.engine.thoseattacking)
            whom = "you" if c.value == "you" else "you and/or planeswalkers you control"
            return f"if {c.n} or more of those creatures are attacking {whom}"
        if c.kind == "soulbond_unpaired":   # 702.95a (kb.engine.soulbond)
            return "if you control both ~ that creature and another creature and both are unpaired"
        if c.kind == "alt_paid":   # 118.9
            return f"if the {c.value} cost was paid"
        if c.kind == "keyword_paid":   # "If ~'s sneak cost was paid" (kb.engine.altcosts.keyword_paid)
            return f"if ~'s its his her this spell's {c.value} cost was paid"
        if c.kind == "kicked" and c.value:   # 702.33f
            return f"if ~ was kicked with its {c.value} kicker"
        if c.kind == "resolution_count":   # "if this is the second time this ability has resolved this turn" (608.2)
            return f"if this is the {next(w for w, n in ORDINAL_WORDS.items() if n == c.n)} time this ability has " \
                   "resolved this turn"
        if c.kind == "vote_more":   # 701.38a: "if grace gets more votes [or the vote is tied]"
            return f"if {c.value} get more vote" + (" or the vote is tied" if c.n else "")
        if c.kind == "you_defending":   # kb.engine.youdefending (508.5)
            return "if you're you are the defending player"
        if c.kind == "fewer_than_you":   # kb.engine.fewerthan
            return f"if they that player control controls fewer {render(c.selector)} than you"
        if c.kind == "roll":   # "if the result is 3 or less", "if you roll a 1" (706.2)
            if c.value == "in":   # a row of a results table: "1—9 |", "15+ |" (706.3a)
                return f"{c.n} {c.subject} -{c.subject}" if c.subject != c.n and c.subject < 1000 else str(c.n)
            if c.value in (">", "<"):   # "if the result is greater than the damage dealt" (kb.engine.dice)
                return f"if the result is {'greater' if c.value == '>' else 'less'} than {render(c.selector)}"
            return f"if the result is you roll a an {c.n} " + {">=": "or more greater higher", "<=": "or less lower fewer",
                                                                "==": ""}[c.value]
        if c.kind == "x_versus":   # "if X is greater than or equal to the number of …" (kb.engine.xcompare)
            from .xcompare import x_versus_words
            return x_versus_words(c, render)
        if c.kind == "x_compare":   # "if X is 5 or more" (107.3)
            return f"if X is {c.n} " + {">=": "or more greater", "<=": "or less fewer", "==": ""}[c.value]
        if c.kind == "greater_pt_than_self" and c.value == "power":   # "that creature's power is greater than ~'s"
            return "if that creature's its power is greater than ~'s power"
        if c.kind == "greater_pt_than_self" and c.value == "power_or_toughness":   # Sharp-Eyed Rookie's words
            return "if its power is greater than ~'s power or its toughness is greater than ~'s toughness"
        if c.kind == "is" and c.value == "entered":   # "if it entered under your control" (kb.engine.instructions)
            return " ".join(x for x in ("if entered the battlefield under your an opponent's control", render(c.subject))
                            if x)
        if c.kind == "is" and c.value == "not":   # "if it isn't a land card"
            return " ".join(x for x in ("if is not isn't wasn't", render(c.selector), render(c.subject)) if x)
        w = CONDITION_WORDS.get(c.kind, c.kind.replace("_", " "))
        return " ".join(x for x in ("if", w, render(c.value), render(c.selector), render(c.subject),
                                    str(c.n) if c.n else "", render(c.inner)) if x)
    return _fields(c)


CONDITION_WORDS = {"shares_creature_type": "it shares creature type with ~", "this_way": "is was are were 1 one or more at least", "state": "", "kicked": "kicked ~ the kicker cost was paid", "did": "you do player does", "not": "not no don't didn't can", "unless": "unless", "exists": "control there is",
                   "life_at_least": "you have or more life", "mana": "was spent to cast", "hand_empty": "no card in hand",
                   "self_in": "~ is in your on the", "controlled_since_last_upkeep": "~ came under your control since the beginning of your last upkeep", "self_owned_controlled": "you both own and control ~", "counters_none": "had no a counter on 1 one or more", "flip": "you the flip",
                   "last_turn_casts": "no spell were cast last turn a player or more", "last_turn_life_lost": "you lost life last turn", "self_counters_none": "~ has no counter on", "self_counters_at_least": "~ has there are or more counter on", "self_counters_fewer": "~ has fewer than counter on", "self_counters_at_most": "~ has or fewer counter on", "obj_counters_at_most": "has or fewer counter on", "obj_counters_none": "has no counter on", "obj_counters_at_least": "has there are or more counter on", "clash_won": "you win", "ring_other_than_self": "you chose a creature other than ~ as your ring-bearer", "greater_pt_than_self":
                   "greater power or toughness than ~",
                    "tribute_paid": "tribute was wasn't paid", "looked_put": "you put the card", "revealed_this_way": "is revealed this way", "put_this_way": "you put a card into your hand onto the battlefield this way", "bargained": "this spell ~ it was bargained", "foretold": "this spell ~ was foretold",
                    "cast_main": "you cast this spell ~ it during your main phase", "spell_targets": "it that spell targets one or more",   # kb.engine.castaim
                    "cast_from": "this spell ~ was cast from", "suspended": "~ is suspended",
                   "monstrous": "~ it that creature is was monstrous", "renowned": "~ it that creature is was renowned"}
# "if ~ is monstrous", "if it was renowned" (701.37b, 702.112b): the source, or "it" the object named before (608.2c)


@_cls("TriggerSpec")
def _r_trigger(t) -> str:
    if t.event == "chapter":   # "I, II - ...": the chapter numerals (714.2a)
        from .triggers import CHAPTER_NUMERALS
        return " ".join(CHAPTER_NUMERALS[n - 1] for n in t.chapters)
    ev = TRIGGER_WORDS.get(t.event, t.event.replace("_", " "))
    if t.aim is not None:   # "a spell that targets [only a single] X" (115.9b-c)
        ev += " that target" + (" only a single" if t.aim[0] else "") + (" ~" if t.aim[1] == "self" else "")
    subj = "~" if t.subject == "self" else render(t.subject)
    # "~ enters or attacks", "When ~ enters and at the beginning of your upkeep", "When ~ enters and whenever it
    # deals combat damage to a player": the second trigger condition's own words (603.2)
    alt = ("and or " + render(t.alt)) if t.alt is not None else ""
    if t.others:   # "~ and at least two other creatures attack" (508.1)
        subj += f" and at least {t.others} other creatures" + (" " + render(t.others_with) if t.others_with else "")
    if t.attacked:   # "attacks you or a planeswalker you control" (508.3a)
        subj += " " + {"you": "you", "enchanted": "enchanted player", "opponent": "one of your opponents",
                       "player": "a player", "you_or_planeswalker": "you or planeswalker you control",
                       "most_life": "the player with the most life or tied for most life", "battle": "a battle",
                       "planeswalker": "one or more a planeswalker you control with creatures",
                       "you_and_or_planeswalker": "you and/or one or more planeswalker you control"}[t.attacked]
    if t.attackers:   # "you attack with two or more creatures" (508.3d)
        subj += f" with {t.attackers} or more creatures"
    if t.event == "step":   # the words that name the step (kb.engine.triggers.STEP_WORDS): "postcombat main phase"
        from .triggers import STEP_WORDS
        subj += " " + " ".join(k for k, v in STEP_WORDS.items() if v == t.step)
        if t.step == "beginning_of_combat":   # "combat on your turn", "on each opponent's turn" (505.1)
            subj += " on turn"
    if t.moved:   # "one or more X die / enter / leave your graveyard" (603.2c), "from your library"
        subj += (" one or more " if t.event == "group_zone" else " your ") + _moved_words(t.moved)
    if t.recipient in ("player_or_planeswalker", "player_or_battle"):   # "... to a player or planeswalker" (120.1)
        subj += " player or " + t.recipient.split("_")[-1]
    if t.recipient == "defending":   # "… deals combat damage to defending player" (506.2, kb.engine.attackor)
        subj += " player"
    if t.recipient in ("players", "creatures"):   # "… deal combat damage to one or more players" (603.2c: once for the event)
        subj += " one or more"
    if t.event == "player_targeted" and getattr(t, "targeter", None) in ("you", "opponent"):   # kb.engine.playertargeted
        subj += " control"
    if t.event == "targeted" and t.who in ("you", "opponent"):   # "... of a spell or ability an opponent controls"
        subj += " control"
    if t.event == "attached" and t.by == "self":   # "an Aura becomes attached to ~" (603.2e)
        subj += " ~"
    if t.amount:   # "Whenever you expend 4" (700.14)
        subj += f" {t.amount}"
    if t.counter:   # "one or more +1/+1 counters are put on ~" (122.6); "you get one or more {E}" (107.14)
        subj += " one or more get {E}" if t.event == "player_counters" else f" one or more {t.counter}"
    if t.saddled:   # "Whenever ~ attacks while saddled" (702.171b)
        subj += " while saddled"
    if t.putters_own:   # "an opponent puts counters on a creature they control" (kb.engine.counterputs)
        subj += " they control"
    if t.during is not None:   # "Whenever ~ attacks while you control a token" (603.2): the state, after
        # ("~ dies during combat": the phase, kb.engine.combatdeaths)
        subj += " during" if type(getattr(t.during, "value", None)).__name__ == "PhaseIs" else " while"
    if t.tapped is not None:   # "When ~ enters untapped"
        subj += " tapped" if t.tapped else " untapped"
    if t.spell_subtype:   # "becomes the target of an Aura spell" (303.4a)
        subj += f" {t.spell_subtype} spell"
    if t.entered_from:   # "When ~ enters from a graveyard" (kb.engine.enteredfrom)
        from .enteredfrom import entered_from_words
        subj += " " + entered_from_words(t.entered_from)
    if t.nth:   # "draws their second card each turn" (121.2)
        subj += " your their " + next(k for k, v in ORDINAL_WORDS.items() if v == t.nth) + " card each turn in a"
    if t.not_step_draw:   # "… except the first one they draw in each of their draw steps" (504.1)
        subj += " except the first one you they draw draws in each of your their draw steps"
    return " ".join(x for x in ("when whenever at", ev, alt, subj, _fields(t, skip=("event", "subject", "alt", "that_player",
                                                                                 "others", "others_with", "attacked", "attackers", "nth", "not_step_draw",
                                                                                 "moved", "counter", "amount", "tapped", "saddled", "entered_from",
                                                                                 "spell_subtype", "putters_own"))) if x)


def _moved_words(moved: tuple) -> str:
    """The words of a zone change "one or more ..." names (kb.engine.triggers.TriggerSpec.moved)."""
    frm, to, cause = moved
    if cause:
        return {"discard": "you discard", "sacrifice": "you sacrifice", "resolution": "during its resolution"}[cause]
    if (frm, to) == ("battlefield", "graveyard"):
        return "die put into graveyard from the battlefield"
    if to == "battlefield":
        return "enter the battlefield"
    if to == "hand":   # "are returned to your hand from the battlefield" (kb.engine.triggers._group_zone)
        return "is are returned put to into hand hands from the battlefield"
    if to == "exile":   # "are put into exile from your graveyard / your library and/or your graveyard"
        return "put into exile from " + ("library and/or your graveyard" if isinstance(frm, tuple) else frm)
    if to is None:
        return f"leave {frm}"
    return "put into graveyard from " + ({None: "anywhere", "library": "your library"}.get(frm) or frm)


@_cls("ActivatedKind")
def _r_activated_kind(k) -> str:
    """The kind of ability "you activate …" names (kb.engine.activation.ActivatedKind, 605.1a)."""
    parts = ["loyalty ability"] if k.loyalty else []
    if k.keyword:
        parts += (["~'s"] if k.own else []) + [k.keyword, "ability"]
    if k.aim is not None or k.players:
        parts += ["that targets", render(k.aim)] + (["or player"] if k.players else [])
    if k.intervening:
        parts.append("if it isn't a mana ability")
    if k.passive:
        parts.append("is activated")
    return " ".join(p for p in parts if p)


@_cls("AnySource")
def _r_any_source(s) -> str:
    """"a source [you control | an opponent controls]" (kb.engine.triggers.AnySource)."""
    return "source " + VALUE_WORDS.get(("controller", s.controller), "") if s.controller else "source"


@_cls("CastQuality")
def _r_casting(q) -> str:
    """What a cast trigger asks of the casting (kb.engine.triggers.CastQuality)."""
    from .triggers import _CAST_FROM
    parts = []
    if q.nth and getattr(q, "anyone", False):   # "the fourth spell of a turn is cast" (kb.engine.nthspell)
        parts += [next(k for k, v in ORDINAL_WORDS.items() if v == q.nth), "of a each turn is"]
    elif q.nth:
        parts += ["your their", next(k for k, v in ORDINAL_WORDS.items() if v == q.nth), "each turn"]
        parts += ["other than"] if q.later else []
    if q.during:
        parts.append("during " + ("your turn" if q.during == "you" else "an opponent's each opponent's turn"))
    if q.from_zone:
        parts.append("from " + " ".join(k for k, v in _CAST_FROM.items() if v == (q.from_zone, q.from_own)))
    if q.kicked:   # "a kicked spell" (702.33d)
        parts.append("kicked")
    if q.main:   # "during your main phase" (505.1)
        parts.append("during your main phase")
    return " ".join(parts)


TRIGGER_WORDS = {
    "enters": "enter battlefield", "dies": "die", "to_graveyard": "put into graveyard from battlefield",
    "to_exile": "is put into exile exiled from battlefield", "to_command": "is put into the command zone", "to_hand": "is are returned put to into hand from battlefield", "fully_unlocked": "fully unlock a Room",
    "leaves": "leave battlefield", "deals_damage": "deal damage", "group_deals_damage": "one or more deal damage", "dealt_damage": "dealt damage", "cast": "cast spell",
    "cast_or_copy": "cast or copy spell", "copy": "copy spell",
    "step": "beginning of step", "draw": "you draw card", "life_gain": "gain life", "life_loss": "lose life",
    "counters_put": "one or more counter put on", "last_counter_removed": "the last counter is removed from", "counter_removed": "a counter is removed from", "counter_removed_exiled": "a counter is removed from ~ while it's exiled", "counters_off": "one or more counters are removed from", "attacks_apart": "and another creature attack different players", "last_counter_removed_exiled": "the last counter is removed from ~ while it's exiled", "tapped": "become tapped", "untapped": "become untapped",
    "attacks": "attack", "blocks": "block", "blocked": "become blocked", "becomes_blocked": "become blocked",
    "blocks_or_blocked": "block or become blocked", "blocks_or_blocked_by": "block or become blocked by", "blocks_or_blocked_by_any": "block or become blocked by one or more",
    "blocked_by_any": "become blocked by one or more", "blocks_any": "block one or more", "attacks_or_blocks": "attack or block", "discarded": "discard",
    "cycled": "cycle", "cycled_or_discarded": "cycle or discard", "attached": "become attached to", "expend": "expend", "blocked_by": "become blocked by", "attacks_alone": "attack alone",
    "attacks_unblocked": "attack and isn't blocked", "damaged_by": "deal damage to ~", "coin_flip": "coin flip",
    "die_roll": "roll one or more dice a die die's highest natural result or higher on",
    "day_night_change": "day become night or night become day",
    "revealed": "reveal this way", "transformed": "transform into ~", "turned_face_up": "is turned face up", "phased_in": "phases in", "sacrificed": "sacrifice", "set_in_motion": "you set this scheme in motion", "chaos_ensues": "chaos ensues", "planeswalk_to": "you planeswalk to ~", "planeswalk_away": "you planeswalk away from ~", "encounter": "you encounter ~", "planar_die": "you roll the planar die", "chaos_roll": "you roll {CHAOS}",
    "card_to_graveyard": "put into graveyard from anywhere", "targeted": "become target of spell or ability", "player_targeted": "you become target of spell or ability",
    "countered": "spell you've has cast is countered", "class_level": "become level",
    "monstrous": "become monstrous", "mutates": "mutate", "evolves": "evolve", "player_attacks": "attack with one or more creature is are attacked",
    "player_dealt": "you're is are dealt damage", "land_played": "play land",
    "ring_tempts": "the ring tempts", "dungeon_complete": "complete a dungeon", "venture": "venture into the dungeon",
    "initiative": "take the initiative", "exploits": "exploit", "tapped_for_mana": "tap is tapped for mana", "crime": "commit a crime",
    "activated": "activate an ability of that isn't a mana ability", "explores": "explore",   # kb.engine.activation (602.2)
    "crews": "crew a Vehicle",   # kb.engine.crews (702.122b)
    "discarded_by": "spell or ability control causes you to discard ~",
    "haunted_dies": "the creature it ~ this card haunts die put into graveyard from battlefield play",
    "keyword_action": "",   # the verb itself is the TriggerSpec's ``action`` ("scry", "surveil")
}


# --- accounting ----------------------------------------------------------------------------------------
def account(ab, line: str, name: str | None = None) -> list[str]:
    """The words of ``line`` (normalised rules text of one ability) that the parsed ability ``ab`` does
    not account for. Triggered and activated abilities, whose effects the engine reads again when they
    resolve, are read here too (the same reader), so what they would do is accounted for now."""
    rendered = render_ability(ab, name)
    if name:   # a selector's name that is the card's own ("cards named ~", 201.4) reads as the text writes it
        rendered = re.sub(rf"\bnamed {re.escape(name)}(?![\w'])", "named ~", rendered)
    return sorted((words(line) - words(rendered)).elements())


def _r_modal(text: str, name: str | None, ability: str | None = None) -> str:
    """A modal spell or ability (700.2): "Choose one —" (its number of modes, a closed phrase) and each mode, read as
    it is when chosen; a spell's mode sentence the engine cannot read is reported not modelled when it resolves
    (counted). A triggered or activated ability's modes (``ability``: its whole text) are read whole or not at all."""
    from .instructions import parse_instructions
    lines = [x.strip() for x in text.split("\n") if x.strip()]
    from .modesonce import HEAD as _NOT_CHOSEN   # "choose one that hasn't been chosen [this turn]" (kb.engine.modesonce)
    head = re.fullmatch(r"[Cc]hoose (" + MODE_COUNT + r")\b(?:\. (You may "
                        r"choose the same mode more than once|If ~ was kicked, choose any number instead)\.|"
                        r" (at random)| (?<=hoose one )(" + _NOT_CHOSEN + r"))?\s*-?\s*", lines[0].lstrip("\u2022 ")) if lines else None
    # the second sentence of the head: read by kb.engine.stack as the modes are chosen (700.2d; the kicker, 702.33d);
    # "at random": the mode the scenario states is the random result (kb.engine.stack._choose_mode)
    out = ["choose " + head.group(1) + (" " + head.group(2) if head.group(2) else "")
           + (" at random" if head.group(3) else "") + (" " + head.group(4) if head.group(4) else "")] if head else []
    if head is None and lines:
        out += _modes_instead_words(lines[0].lstrip("\u2022 "), name)
    for mode in lines[1:]:
        body = re.sub(r"^[\u2022*-]\s*", "", mode)
        ins, slots = parse_instructions(body, name, normalized=True, lenient=ability is None, ability=ability)
        out.append(_r_instructions([i for i in ins if i.kind != "unmodelled"]) + " " + _r_slots(slots))
        out += [f"\u27e6{i.text}\u27e7" for i in ins if i.kind == "unmodelled"]   # reported not modelled as it resolves
    return " ".join(out)


def _modes_instead_words(head: str, name: str | None) -> list:
    """"Choose one. If you control a commander as you cast ~, you may choose both instead." (kb.engine.modalif): the
    count, the condition as read, and the words of the sentence around it; nothing when the condition isn't read."""
    from .modalif import read_modes_instead
    m = re.fullmatch(r"[Cc]hoose (" + MODE_COUNT + r")\. (If .+ instead)\.\s*-?\s*", head)
    try:
        read = read_modes_instead(m.group(2), name) if m else None
    except ParseError:
        return []
    if read is None:
        return []
    more = MODES_INSTEAD.search(m.group(2))
    return ["choose " + m.group(1), "if", render(read[0]), "as you cast ~" if read[1] else "",
            (more.group("may") or "") + "choose " + more.group("count") + " instead"]


def _r_slots(slots) -> str:
    """Target slots (601.2c): one per target; slots of one word "target" carry its count ("two target
    creatures", "one or two targets", "up to one target")."""
    by_word: dict = {}
    for t in slots:
        by_word.setdefault(t.word, []).append(t)
    out = []
    for group in by_word.values():
        out.append(" ".join(render(t) for t in group))
        n = len(group)
        if n > 1:
            out.append(str(n))
        if any(t.optional for t in group):
            # "one, two, or three targets": at least one, and every count up to n named
            out.append("up to " + str(n) + ((" " + " ".join(str(k) for k in range(1, n)) + " or")
                                            if not all(t.optional for t in group) else ""))
    return " ".join(out)


def _r_instructions(ins) -> str:
    """Instructions in order (608.2c); an instruction acting on the previous one's object names it by a
    pointer ("then return that card")."""
    out = []
    _SAID.append(set())
    try:
        for i in ins:
            out.append(render(i))
    finally:
        _SAID.pop()
    return " ".join(out)


def _r_effect(ab, name: str | None) -> str:
    """A triggered or activated ability's effect as it will be read when it resolves: its instructions and targets, or
    its modes (700.2)."""
    from .instructions import parse_instructions
    if is_modal(ab.effect):
        return _r_modal(ab.effect, name, ability=ab.text)
    from .sametruekeywords import same_words
    ins, slots = parse_instructions(ab.effect, name, normalized=True, ability=ab.text)
    return _r_instructions(ins) + " " + _r_slots(slots) + same_words(ab.effect)


def _only_if_words(ab) -> str:
    """"This ability triggers only if …" (kb.engine.triggeronlyif): its lead words, the condition rendered with the
    trigger's ``during``."""
    from .triggeronlyif import split_triggers_only_if
    spec = getattr(ab, "spec", None)
    if spec is None or getattr(spec, "during", None) is None or split_triggers_only_if(ab.text or "") is None:
        return ""
    return "this ability triggers only if or"


def render_ability(ab, name: str | None = None) -> str:
    """An ability's rendering from its parsed parts (the effects of triggered and activated abilities
    read as they would be on the stack)."""
    from .instructions import parse_costs, parse_instructions
    from .parser import _Ctx
    cls = type(ab).__name__
    if cls == "TriggeredAbility":
        with _event(ab.spec):
            return " ".join((render(ab.spec), _r_effect(ab, name),
                             {"triggers": "this ability triggers only once each turn",
                              "action": "do this only once each turn"}.get(getattr(ab, "once_each_turn", ""), ""),
                             _only_if_words(ab)))
    if cls == "ActivatedAbility":
        from .costx import DEFINED_X_WORDS
        return " ".join((render(parse_costs(ab.cost, _Ctx(name))), _r_effect(ab, name),
                         _restriction(ab.restriction), render(ab.cost_change) if ab.cost_change is not None else "",
                         # "Equip {3}. This ability costs …": the keyword it stands for (702.6a) is read with the change
                         (ab.keyword_name or "") if ab.cost_change is not None else "",
                         "any player may activate this ability" if getattr(ab, "any_player", False) else "",
                         DEFINED_X_WORDS if getattr(ab, "x_defined", "") else ""))   # kb.engine.costx
    if cls == "SpellAbility" and is_modal(ab.text):
        return _r_modal(ab.text, name)
    if cls == "SpellAbility":
        from .sametruekeywords import same_words
        ins, slots = parse_instructions(ab.text, name, normalized=True, lenient=True)
        return " ".join([_r_instructions([i for i in ins if i.kind != "unmodelled"]), _r_slots(slots), same_words(ab.text)]
                        + [f"\u27e6{u}\u27e7" for u in ab.unmodelled])   # ⟦reported not modelled⟧ (kb.engine.unknowns)
    if cls == "ExertAbility":   # 701.43a; its "When you do" part read as it will be when it triggers (603.12)
        return ("if ~ hasn't been exerted this turn you may exert it" if getattr(ab, "unexerted", False) else
                "you may exert ~") + " as it attacks" + (" when you do " + _r_reflexive({"text": ab.reflexive})
                                                  if ab.reflexive else "")
    if cls == "ManaAbility":
        return " ".join((render(parse_costs(ab.cost, _Ctx(name))), _mana_words(ab.produces, name),
                         _restriction(getattr(ab, "restriction", "")), _spend_words(getattr(ab, "spend_only", None))))
    return render(ab)


def _spend_words(r) -> str:
    """106.6: "Spend this mana only to cast [spells] [or activate abilities of [sources]]": what the reading kept."""
    if r is None:
        return ""
    if r.class_level:   # "… or to gain a Class level" (716.2a)
        return _spend_words(dataclasses.replace(r, class_level=False)) + " or to gain a Class level"
    if r.no_generic:   # "This mana can't be spent to pay generic mana costs." (kb.engine.restrictions)
        return "this mana can't be spent to pay generic mana costs"
    if r.not_spells is not None:   # "This mana can't be spent to cast a nonartifact spell."
        return "this mana can't be spent to cast a an spell spells " + render(r.not_spells)
    parts = ["spend this mana only"]
    if r.any_spell or r.spells is not None:
        parts.append("to cast a an spell spells " + (render(r.spells) if r.spells is not None else ""))
    if r.any_ability or r.abilities is not None:
        parts.append("or to activate ability abilities an of a an source " + (render(r.abilities) if r.abilities is not None
                                                                              else ""))
    return " ".join(parts)


def _could_produce_words(produces: str, card: str | None) -> str:
    """The accounting's words for "Add one mana of any color that a land an opponent controls could produce" (106.7,
    kb.engine.couldproduce); "" when its description isn't read."""
    from .couldproduce import read, selector_of
    got = read(re.sub(r"^Add\s+", "", produces.strip()))
    if got is None:
        return ""
    try:
        sel = selector_of(got[1], card)
    except Exception:   # noqa: BLE001 - an unread description accounts for nothing
        return ""
    return "add one mana of any color type that a an could produce " + render(sel)


def _mana_words(produces: str, name: str | None, count=None) -> str:
    """"Add {G}", "Add {R} or {G}", "Add one mana of any color", "Add an amount of {B} equal to X", "Add {C} for each
    storage counter removed this way", "Add X mana in any combination of {B} and/or {R}" (kb.engine.manaamount)."""
    from .instructions import mana_count
    from .manaamount import amount_phrase, read_mana_amount
    from .parser import _Ctx
    text = amount_phrase(produces)
    from .couldproduce import read as read_could_produce
    if read_could_produce(text) is not None:   # "one mana of any color that a land an opponent controls could produce"
        return _could_produce_words(text, name)
    from .permanentcolormana import WORDS as _COLOR_OF_PERMANENT, reads as _permanent_color_mana
    if _permanent_color_mana(text):   # "Choose a color of a permanent you control. Add one mana of that color."
        return _COLOR_OF_PERMANENT
    from .devotionmana import reads_chosen_devotion
    if reads_chosen_devotion(text):   # the chosen colour's devotion (700.5), read whole by kb.engine.devotionmana
        return produces
    amount = read_mana_amount(text)
    if amount is not None:   # every word but the count is of the amount grammar, read whole by read_mana_amount
        if amount.how in ("n", "x"):
            return produces
        try:
            # a count read with the instruction's targets (kb.engine.manatarget), or read alone
            count = render(count if count is not None else mana_count(amount.count, amount.how, _Ctx(name)))
        except Exception:   # noqa: BLE001 - an unread amount accounts for nothing
            return ""
        m = re.search(r",? (for each|equal to|where X is) " + re.escape(amount.count) + r"\.?$", produces)
        return f"{produces[:m.start()]} {m.group(1)} {count}" if m else ""
    closed = re.sub(r"your commander's colou?r identity|\{[WUBRGC]\}|\{\d+\}|\b(?:add|or|one|two|three|mana|of|in|any|"
                    r"color|colors|colour|the|chosen|an|amount|to|your|pool|type|combination)\b|[, ]", "", produces,
                    flags=re.I)   # 903.4: "… in your commander's color identity" (kb.engine.gamevalues)
    if closed:   # a word outside the mana grammar: unread
        return ""
    return produces   # every word is of the closed mana grammar above


def _restriction(r: str) -> str:
    """602.5b: an activation restriction the engine applies (kb.engine.restrictions ACTIVATION_LIMITS); any other
    restriction accounts for nothing (the engine would not check it)."""
    from .parser import _Ctx, parse_condition_now
    from .restrictions import ACTIVATION_LIMITS, activation_limits
    pc = _Ctx(None)
    parts = activation_limits(r, lambda c: parse_condition_now(c, pc))
    if not parts:
        return ""
    return " ".join(ACTIVATION_LIMITS[p] if p in ACTIVATION_LIMITS else "activate only if " + render(parse_condition_now(p[3:], pc)[0])
                    for p in parts) + (" and" if len(parts) > 1 else "") + (" this ability" if "this ability" in r else "")


for _name in ("TriggeredAbility", "ActivatedAbility", "ManaAbility", "SpellAbility"):
    _BY_NAME[_name] = render_ability


def _signed(v, other=None) -> str:
    n = getattr(v, "n", None)
    if isinstance(n, int) and type(v).__name__ == "Const":
        o = getattr(other, "n", None) if type(other).__name__ == "Const" else \
            getattr(other, "k", None) if type(other).__name__ == "Times" else None
        neg = n < 0 or (n == 0 and isinstance(o, int) and o < 0)   # "-X/-0": the 0 takes X's sign
        return f"-{abs(n)}" if neg else f"+{n}"
    k = getattr(v, "k", None)
    return "-X" if type(v).__name__ == "Times" and isinstance(k, int) and k < 0 else "+X"


@_cls("PTChoiceOp")
def _r_ptchoice(op) -> str:
    return "get " + " or ".join(f"{dp:+d}/{dt:+d}" for dp, dt in op.options)


@_cls("PTModOp")
def _r_ptmod(op) -> str:
    extra = " ".join(render(v) for v in (op.dp, op.dt) if type(v).__name__ != "Const")
    if extra:
        # "+1/+1 for each opponent you have": the amount for each is the count's factor
        each = [getattr(v, "k", getattr(v, "factor", None)) for v in (op.dp, op.dt)]
        per = "/".join(("-" if k < 0 else "+") + str(abs(k)) for k in each) if all(isinstance(k, int) for k in each) else ""
        extra = f"where X is for each {per} " + extra
    more = "additional " if op.additional else ""
    return f"get {more}{_signed(op.dp, op.dt)}/{_signed(op.dt, op.dp)} {extra}".strip()


@_cls("PTSetChoiceOp")
def _r_ptsetchoice(op) -> str:   # kb.engine.basebecome
    return "base power toughness become " + " or ".join(f"{p}/{t}" for p, t in op.options)


@_cls("PTSetOp")
def _r_ptset(op) -> str:
    def one(v):
        return str(v.n) if type(v).__name__ == "Const" else "X"
    values = [v for v in (op.power, op.toughness) if v is not None and type(v).__name__ != "Const"]
    extra = " ".join(render(v) for i, v in enumerate(values) if all(v is not u for u in values[:i]))
    where = f"where X is {extra}" if extra else ""   # "base power and toughness X/X, where X is …" (613.4b)
    if op.power is not None and op.toughness is not None:
        return f"become base power toughness {one(op.power)}/{one(op.toughness)} {where} base power toughness equal to equal to each"
    v = op.power if op.power is not None else op.toughness
    if type(v).__name__ == "Const":   # "has base power 0" (613.4b)
        return f"base power toughness {v.n}"
    return f"power toughness equal to {extra}"


@_cls("EffectTemplate")
def _r_template(t) -> str:
    quant = "all each every" if t.selector is not None and getattr(t.selector, "relation", None) is None else ""
    cond = "as long as while if" if t.condition is not None else ""
    also = "they it also" if getattr(t, "also", False) else ""   # "…, they also have …" (kb.engine.alsohave)
    return " ".join(x for x in (quant, render(t.selector), render(t.ops), cond, render(t.condition), also) if x)


@_cls("LevelSymbol")
def _r_level_symbol(c) -> str:
    """711.2: "LEVEL N1-N2" / "LEVEL N3+"."""
    return f"level {c.least}" + (f"-{c.most}" if c.most is not None else "+")


@_cls("WarpedThisTurn")
def _r_warped(c) -> str:
    """702.185c: "a spell was warped this turn"."""
    return "a spell was warped this turn"


@_cls("SpeedOf")
def _r_speed_of(v) -> str:
    """702.179f: "your speed"."""
    return "your speed"


@_cls("SpeedIs")
def _r_speed_is(c) -> str:
    """702.178a, 702.179d-e: "max speed", "your speed is [less than] N"."""
    if c.op == "==" and c.n == 4:   # max speed (702.179e): "you have max speed", "Max speed —", "your speed is 4"
        return "you have max speed your speed is 4"
    return f"your speed is {'less than ' if c.op == '<' else ''}{c.n}"


@_cls("StationSymbol")
def _r_station_symbol(c) -> str:
    """721.2a: "N+"."""
    return f"{c.least}+"


@_cls("StationBox")
def _r_station_box(v) -> str:
    """721.2b: the P/T box (the card data's power and toughness: no words of the striation's own)."""
    return ""


@_cls("ClassLevelAtLeast")
def _r_class_level(c) -> str:
    """716.2a: "this Class is level N [or greater]"."""
    return f"~ is level {c.n}" + ("" if c.exactly else " or greater")


@_cls("StaticAbility")
def _r_static(a) -> str:
    same = any(t.ops is u.ops for i, t in enumerate(a.templates) for u in a.templates[:i])
    return " ".join(render(t) for t in a.templates) + (" the same is true for" if same else "")


@_cls("AbilityOp")
def _r_abilityop(op) -> str:
    parts = []
    if op.add:
        parts.append("gain have " + " ".join(render(a) for a in op.add))
    if op.remove:
        parts.append("lose " + " ".join(sorted(op.remove)))
    if op.remove_all:
        parts.append("lose all other ability" + (" except mana ability" if op.keep_mana else ""))
    if op.remove_own:   # "~ loses this ability" (the ability that resolved)
        parts.append("lose this ability")
    if op.remove_bands_with_other:   # 'loses all "bands with other" abilities' (702.22b)
        parts.append("lose all bands with other ability")
    if op.cant_have:
        parts.append("can not have or gain " + " ".join(sorted(op.cant_have)))
    return " ".join(parts)


@_cls("AbilityChoiceOp")
def _r_abilitychoice(op) -> str:   # "gains your choice of flying, vigilance, or lifelink" (608.2d)
    said = "choose that ability" if getattr(op, "apart", False) else "your choice of"   # kb.engine.choosekeyword
    if getattr(op, "lose", False):   # "loses first strike or swampwalk" (608.2d)
        return "lose " + " or ".join(render(k) for k in op.options)
    return f"gain {said} " + " or ".join(render(k) for k in op.options)


@_cls("VotedProtectionOp")
def _r_voted_protection(op) -> str:   # "protection from each color with the most votes …" (701.38a)
    from .votedcolors import render_voted_protection
    return render_voted_protection(op)


@_cls("ProtectionChoiceOp")
def _r_protection_choice(op) -> str:   # "protection from artifacts or from the color of your choice" (608.2d)
    from .protectionchoice import render_protection_choice
    return render_protection_choice(op, render)


@_cls("GainFoundKeywordsOp")
def _r_found(op) -> str:
    first = op.families[0] if op.families else ""   # "with K is in a graveyard, ~ has K"
    return f"as long as is in graveyard with {first} have " + " ".join(op.families) + " " + render(op.selector) + \
        " same is true for"


@_cls("GainLinkedActivatedOp")
def _r_linked_activated(op) -> str:   # "has all activated abilities of all creature cards exiled with it" (607.2a)
    return "have all activated ability of all " + render(op.selector)


@_cls("RulesOp")
def _r_rules(op) -> str:
    """A rules effect carries its sentence; it counts only if it is one of the closed sentences the engine
    applies (kb.engine.parser.COMBAT_RULES and the fixed rules sentences)."""
    from .parser import COMBAT_RULES, RULES_SENTENCES
    from .spendkind import SPEND_FOR
    label = op.label
    from .lethalpower import LETHAL_BY_POWER
    if label == LETHAL_BY_POWER:   # "Lethal damage dealt to … is determined by their power …" (kb.engine.lethalpower)
        return "lethal damage dealt to is determined by their power rather than their toughness"
    from .nomanacast import NO_MANA_TO_CAST
    if label == NO_MANA_TO_CAST:   # "You can't spend mana to cast this spell." (kb.engine.nomanacast)
        return "you can't spend mana to cast"
    if re.fullmatch(r"(?:players|you) don't lose unspent (?:\w+ )?mana as steps and phases end", label):
        return label   # kb.engine.keepmana
    from .keepmana import KEEP_POOLS
    if label == KEEP_POOLS:   # "Mana pools don't empty at the end of phases or steps." (kb.engine.keepmana)
        return label + " at the end of phases or steps"
    from .spendonx import SPEND_ONLY_X
    if re.fullmatch(SPEND_ONLY_X.format(r"[a-z/ ]+"), label):   # "Spend only black mana on X." (kb.engine.spendonx)
        return label
    from .loyaltytwice import LOYALTY_TWICE
    if label == LOYALTY_TWICE:   # "You may activate the loyalty abilities of … twice each turn …" (kb.engine.loyaltytwice)
        return "you may activate the loyalty ability of twice each turn rather than only once"
    if label == "can't be blocked by creatures with power less than its power":
        return label + " ~'s ~ block it"   # "Creatures with power less than ~'s power can't block it."
    from .parser import AS_THOUGH_UNBLOCKED, ASSIGNS_TOUGHNESS, KEEPS_SOURCE, blocked_by_rule, flash_permission
    from .parser import CANT_BE_COUNTERED
    from .parser import ASSIGNS_NO_DAMAGE
    from .parser import NO_LANDWALK, ATTACK_UNTAPPED, WALL_ATTACKS
    if label == ATTACK_UNTAPPED:   # "Attacking doesn't cause ~ to tap." (vigilance's old words, kb.engine.combat)
        return "attacking doesn't cause ~ to tap"
    if label == WALL_ATTACKS:   # "Walls may attack as though they weren't Walls." (kb.engine.combat)
        return "walls may attack as though they weren't walls"
    m = re.fullmatch(NO_LANDWALK.format(r"(\w+walk)"), label)
    if m:   # "Creatures with mountainwalk can be blocked as though they didn't have mountainwalk." (702.14c)
        return f"can be blocked as though they didn't have {m.group(1)}"
    from .attackplayer import ATTACKS_PLAYER
    if label == ATTACKS_PLAYER:   # "~ attacks that player this combat if able" (508.1d, kb.engine.attackplayer)
        return "attack if able"
    from .duringnextturn import ATTACKS_SOURCE
    if label == ATTACKS_SOURCE:   # "… attack ~ if able" during a player's next turn (508.1d, kb.engine.duringnextturn)
        return label
    if label == ASSIGNS_NO_DAMAGE:   # "~ assigns no combat damage this turn" (510.1, kb.engine.combat)
        return label + " this turn"
    from .untargetable import CANT_BE_TARGET, untargetable_words
    if label.startswith(CANT_BE_TARGET):   # "can't be the target of blue spells" (115.1, kb.engine.untargetable)
        from .parser import _Ctx as _Words, parse_selector
        return untargetable_words(label, render, lambda phrase: parse_selector(phrase, _Words(None)))
    from .counteredby import COUNTERED_BY, countered_by_words
    if label.startswith(COUNTERED_BY):   # "can't be countered by blue spells" (101.2, kb.engine.counteredby)
        from .parser import _Ctx as _Words, parse_selector
        return countered_by_words(label, render, lambda phrase: parse_selector(phrase, _Words(None)))
    from .spendkind import spend_words   # 609.4b for a kind of spell (kb.engine.spendkind)
    from .parser import _Ctx as _SpendCtx, parse_selector as _spend_selector
    spend = spend_words(label, render, lambda words, card: _spend_selector(words, _SpendCtx(card)))
    if spend is not None:
        return spend
    if label in (KEEPS_SOURCE, CANT_BE_COUNTERED):   # its Aura stays despite the protection (kb.engine.sba); a spell
        return label                                 # an effect can't counter (kb.engine.stack.counter)
    from .freecast import free_cast_words
    free = free_cast_words(label, render)
    if free is not None:   # 118.9: a permanent's "You may cast spells … without paying their mana costs"
        return free
    f = flash_permission(label)
    if f is not None:   # 702.8a: who may, and the spells it names
        return ("you" if f[0] == "you" else "any each player") + " may cast spell " + \
            (render(f[1]) if f[1] is not None else "") + " as though had flash"
    if label == ASSIGNS_TOUGHNESS:   # "Each creature [you control] assigns …" (510.1a changed, kb.engine.combat)
        return "each " + label
    if label == AS_THOUGH_UNBLOCKED:   # "You may have ~ …" / "Enchanted creature's controller may have it …" (510.1c)
        return "you controller's have ~ " + label
    b = blocked_by_rule(label) if not re.fullmatch(COMBAT_RULES, label) else None
    if b is not None:   # 509.1b: each description the object reader read
        return "can't be blocked " + ("except " if b[0] else "") + "by " + " ".join(render(s) for s in b[1]) + \
            (" and/or" if " and/or " in label else " or" if len(b[1]) > 1 else "")
    m = re.fullmatch(r"can't be blocked by ([a-z ]+) creatures", label)
    if m and m.group(1) not in ("more than one",):
        from .parser import _Ctx, parse_selector
        try:
            return "can't be blocked by " + render(parse_selector(m.group(1) + " creatures", _Ctx(None)))
        except Exception:   # noqa: BLE001 - an unread description accounts for nothing
            return "can't be blocked by"
    m = re.fullmatch(r"No more than (\w+) creatures? can (attack|block)(?: you)? each (?:combat|turn)", label)
    if m and (m.group(1) in NUMBER_WORDS or m.group(1).isdigit()):   # read by kb.engine.declare (508.1c, 509.1b)
        return label
    m = re.fullmatch(r"can't attack unless (.+)", label)
    if m and not re.fullmatch(COMBAT_RULES, label):   # the turn's history, read by kb.engine.combat (508.1c)
        from .turnevents import parse_history_condition
        from .parser import _Ctx, parse_selector
        cond = parse_history_condition(m.group(1), _Ctx(None), parse_selector)
        return "can't attack unless " + render(cond) if cond is not None else ""
    from .parser import additional_trigger
    try:
        more = additional_trigger(label)
    except Exception:   # noqa: BLE001 - an unread description accounts for nothing
        more = None
    if more is not None:   # 603.2d (kb.engine.sba): the description read, the rest of the sentence fixed
        return (f"if {render(more[0])} {more[1]} the battlefield causes a triggered ability of a permanent you control to trigger, "
                "that ability triggers an additional time")
    from .instructions import CANT_REGENERATE
    if label == CANT_REGENERATE:   # 701.19c (kb.engine.instructions)
        return label
    if label == "is goaded":   # 701.15b (kb.engine.keywordactions)
        return "is goaded goad"
    from .playerprotection import PLAYER_KEYWORD_LABEL
    if PLAYER_KEYWORD_LABEL.fullmatch(label):   # a player's own ability (702.11c, 702.18a, 702.16j): "you gain/have …"
        return label + " gain"
    from .attackother import OTHER_THAN_YOU
    if label == OTHER_THAN_YOU:   # "… and attack a player other than you if able" (kb.engine.attackother)
        return "and " + label
    from .flashturn import next_flash
    if next_flash(label) is not False:   # "The next creature spell/card you cast/play this turn can be …" (flashturn)
        return label + " card play played"
    from .phaselock import CANT_PHASE_IN
    if label == CANT_PHASE_IN:   # "Until the end of your next turn, they can't phase in." (kb.engine.phaselock)
        return label
    from .attackowner import OWNER_LABEL
    if label == OWNER_LABEL:   # "… and can't attack its owner or planeswalkers its owner controls" (kb.engine.attackowner)
        return "and " + label
    if re.fullmatch(COMBAT_RULES, label) or re.fullmatch(r"can't attack (?:you|~)(?: or planeswalkers you control)?", label) or label == "all creatures able to block it do so" or \
            any(re.fullmatch(p, label) for p in RULES_SENTENCES[1:] if p != SPEND_FOR.pattern):
        return label
    return ""


@_cls("SourceCostOp")
def _r_source_costop(op) -> str:
    from .sourcecost import render_source_cost   # "Activated abilities of creatures cost {1} less to activate" (602.2b)
    return render_source_cost(op, render)


@_cls("CostOp")
def _r_costop(op) -> str:
    coloured = tuple(op.mana) + tuple(op.fewer)
    mana = "{X}" if op.x else ("{%d}" % abs(op.amount) if op.amount or not coloured else "") + "".join("{%s}" % s for s in coloured)
    less = "less" if op.amount < 0 or op.fewer else "more"
    if op.only_colored:   # kb.engine.colorreduce
        mana += " this effect reduces only the amount of colored mana you pay"
    if op.verb == "equip":   # "Equip abilities you activate cost {1} less to activate" (602.2b)
        return (f"equip abilities you activate costs you pay cost {mana} less to activate of"
                + (" that target " + render(op.if_targets) if op.if_targets is not None else ""))
    if op.verb in ("buyback", "dash"):   # "Buyback costs cost {2} less.", "Dash costs you pay …" (kb.engine.keywordcostchange)
        return f"{op.verb} costs you pay cost {mana} {less}"
    if op.verb == "ninjutsu":   # "Ninjutsu abilities you activate cost {1} less to activate" (kb.engine.ninjutsucost)
        return f"ninjutsu abilities you activate cost {mana} less to activate"
    if op.verb == "activate":   # an activated ability's own (602.2b): "This ability costs {1} less to activate …"
        return f"this ability cost {mana} {less} to activate" + \
            (" for each" if op.count is not None and not op.x else "") + _cost_op_terms(op)
    return f"cost {mana} {less} to cast cast spell you your opponents each " \
           f"player" + _cost_op_terms(op)


def _cost_op_terms(op) -> str:
    """What a cost change counts or checks (601.2f)."""
    return (" for each creature you attacked with this turn" if op.per == "attacked" else "") + \
        (" for each target beyond the first" if op.per == "extra_target" else "") + \
        (" if it's bargained" if op.per == "bargained" else "") + \
        (" for each " + paid_words(op.per) if paid_words(op.per) else "") + \
        (" where X is" if op.x else "") + (" " + render(op.count) if op.count is not None else "") + \
        (" if it that target targets " + render(op.if_targets) if op.if_targets is not None else "") + \
        (" if " + render(op.condition) if op.condition is not None else "") + \
        (" the " + ("first" if op.nth == 1 else "second") + " spell you cast each turn" if op.nth else "") + \
        (" from your graveyard" if op.from_zone == "graveyard" else "") + \
        (" from anywhere other than your hand" if op.from_zone == "not_hand" else "") + \
        (" with the chosen name" if op.chosen_name else "") + \
        (" this way" if getattr(op, "this_way", "") else "") + \
        (" if it has" if getattr(op, "if_has", False) else "") + \
        (" for each " + render(op.per_target) + " it targets" if getattr(op, "per_target", None) is not None else "")


@_cls("ColorOp")
def _r_colorop(op) -> str:
    cs = " ".join(COLOR_NAMES.get(c, c) for c in sorted(set(op.set or ()) | set(op.add)))
    return " ".join(x for x in ("is become color", cs, "colorless" if op.set is not None and not op.set else "",
                                "all colors" if op.set is not None and len(op.set) == 5 else "",
                                "in addition to its other colors" if op.add or op.chosen == "add" else "",
                                "become color of your choice the chosen color" if op.chosen else "",
                                "or" if op.chosen == "set_colors" else "") if x)   # "the color or colors of your choice"


@_cls("TokenSupertypeOp")
def _r_token_supertype(op) -> str:
    from .tokenlegend import render_token_supertype   # "~ isn't legendary if it's a token" (205.4)
    return render_token_supertype(op, _r_typeop)


@_cls("TypeOp")
def _r_typeop(op) -> str:
    parts = ["is become type"]
    for f in ("set_types", "keep_types", "add_types", "remove_types", "set_creature_types", "add_subtypes",
              "set_land_types", "add_supertypes", "remove_supertypes"):
        v = getattr(op, f)
        if v:
            parts.append(" ".join(sorted(v)))
    if op.remove_types:   # "isn't a creature"
        parts.append("not")
    if op.keep_types or op.add_types:   # added types: it keeps the others ("It's still a land" says nothing more)
        parts.append(("~ " if "(~ still " in (op.text or "") else "") +   # "~ is still a planeswalker"
                     "still" + (" land artifact creature enchantment" if op.add_types else ""))
    if op.set_types is not None:
        parts.append("other card type")
    if op.set_creature_types is not None and not op.add_types:
        parts.append("other creature type")
    if op.add_subtypes and not op.add_types:
        parts.append("creature type")
    if op.add_types or op.add_subtypes or op.add_supertypes or op.chosen == "add":
        parts.append("in addition to its other type also")   # "~ is also a Cleric" (kb.engine.parser)
    if op.all_creature_types:
        parts.append("all every creature type has gain")   # "gains all creature types" (613.1d: layer 4)
    if op.add_subtypes and {"Plains", "Island", "Swamp", "Mountain", "Forest"} <= set(op.add_subtypes):
        parts.append("every basic land type")
    if op.lose_creature_types:
        parts.append("lose all creature type")
    if op.chosen_now:
        parts.append(("basic land" if op.chosen_land else "creature") + " type of your choice")
    elif op.chosen or op.chosen_land:
        parts.append("of the chosen type")
    if op.creature_types_of is not None:
        parts.append("creature type of still " + render(op.creature_types_of))
    return " ".join(parts)


@_cls("ControlOp")
def _r_controlop(op) -> str:
    return "you control gain control of"


@_cls("OwnerControlOp")
def _r_ownercontrolop(op) -> str:
    return "each player gain control of they own"   # kb.engine.ownercontrol


@_cls("RestrictionOp")
def _r_restrictionop(op) -> str:
    return render(op.restriction)


@_cls("Restriction")
def _r_restriction_(r) -> str:
    from .restrictions import EXILED_NAME
    from .samevalue import UNBOUND as SAME_VALUE
    action = {"cast": "cast spell play played", "activate": "activate activated activated ability", "play_land": "play land", "lose": "lose game",
              "win": "win game", "legend_rule": "legend rule apply", "counters": "have counter put on it them be",
              "player_counters": "get counter", "gain_life": "gain life", "lose_life": "lose life", "search": "search library libraries",
              "damage_lose_life": "damage doesn't cause to lose life",
              "lose_zero_life": "don't lose game for having 0 or less life"}.get(r.action, r.action)
    who = {"each": "each player", "you": "you", "opponents": "your opponent each", "enchanted": "enchanted player",
           "subject": "target player", "named": "target player"}.get(r.players, "")
    parts = ["can not", action, who, render(r.objects) if not isinstance(r.objects, str) else
             "spell with the same name as the exiled card exiled with ~" if r.objects == EXILED_NAME else
             "spell with the same mana value as that spell" if r.objects == SAME_VALUE else
             "" if r.objects == "locked" else "source spell with the chosen name"]
    if r.more_than is not None:
        parts.append(f"more than {r.more_than} each turn")
        if r.more_than == 1 and r.objects is not None and not isinstance(r.objects, str):
            # "Each player who has cast a nonartifact spell this turn can't cast additional nonartifact spells"
            # says the same: one such spell each turn
            parts.append("who has cast this turn additional " + render(r.objects))
    if r.only:
        parts.append({"own_turn": "only during their own turn", "sorcery": "only any time they could cast sorcery"}
                     .get(r.only, ""))
    if r.history:   # "Each opponent who attacked with a creature this turn can't …" (kb.engine.whodid)
        parts.append("who attacked with a creature this turn")
    if r.during:
        parts.append({"your_turn": "during your turn", "not_your_turn": "during not your turn",
                      "combat": "during combat"}.get(r.during, ""))
    if r.except_mana:   # "… unless they're mana abilities" / "abilities that aren't mana abilities"
        parts.append("unless they're that aren't mana ability")
    if r.x_in_cost:
        parts.append("with {X} in mana cost")
    if r.from_zones:
        parts.append("from their your " + " or ".join(r.from_zones) + (" anywhere other than" if r.not_from else ""))
        if r.action == "play_land":   # "… can't play lands or cast spells from your hand" (kb.engine.handlock)
            parts.append("or")
    if r.loyalty_only:
        parts.append("planeswalker loyalty ability")
    if r.except_loyalty:   # "abilities that aren't mana abilities or loyalty abilities"
        parts.append("or loyalty ability")
    if r.counter:
        parts.append(r.counter)
    if r.life_total:   # "Your life total can't change": neither gained nor lost (119.7, 119.8)
        parts.append({"you": "your", "each": "each player's", "opponents": "your opponents' each opponent's"}
                     .get(r.players, "") + " life total change")
    return " ".join(p for p in parts if p)


CLASS_WORDS.update({
    "SpellAim": "that targets or",
    "ThosePlayersCount": "the number of those opponents players control",   # kb.engine.thoseplayers
    "SpellCastFrom": "that was wasn't were weren't cast from its their owner's owners' hand hands",   # kb.engine.spellcastfrom
    "IsCommander": "commander commanders",   # "Commander creatures you own" (903.3, kb.engine.commanders)   # "spell that targets a creature" (115.9b, kb.engine.spellaim)
    "RevealDraws": "reveal first card you draw each turn on each of your turn",
    "DiscardAnyTime": "you may discard ~ any time you could cast play an instant",   # kb.engine.anytimediscard
    # the kind of word (colour word, basic land type) is chosen as it resolves: "one ... or one ..." says which kinds may be
    "TextOp": "change text of by replacing all instance of 1 color word basic land type with another or 1 another",
    "PTDoubleOp": "double power toughness of", "CopyException": "except",
    "SelfIn": "~ is in zone", "LibraryTop": "the top card of your library is", "MostCommonColor": "is the most common color among all permanents or is tied for most common", "SubjectIs": "is", "Otherwise": "otherwise", "InsteadOf": "instead", "Unless": "unless", "CountAtLeast": "you control there is at least or more", "ValueAtLeast":
    "or more greater at least total", "SelfStatus": "~ is", "AttackingMostLife": "~ is attacking the player with the most life or tied for most life", "SelfCounters": "~ has counter on or more", "GameCompare": "or more less "
    "greater fewer at least than equal to", "YourTurn": "your turn during it's", "DayNightIs": "it's it is day night", "PhaseIs": "it's phase", "HasBlessing": "you have city's blessing", "ControlsCommander": "you control your commander", "HasDesignation": "you", "LifeOf": "life total", "StartingLife": "your starting life total", "PlayerCount": "number of you have",
    "CardsIn": "number of card in total your", "HandSize": "number of card in your hand", "LifeTotal": "your life total",
    "ExploitedValue": "the exploited creature's power toughness mana value",   # kb.engine.exploited (702.110b)
    "PaidValue": "sacrificed discarded exiled tapped power toughness mana value creature permanent card "
    "artifact land you", "ObjectValue":
    "its power toughness mana value", "Subject_amount": "that much many", "Arith": "", "CountOf": "number of for each", "Plus": "plus",
    "ZonesCount": "the total number of for each you own in exile and in your graveyard",   # kb.engine.zonescount
    "GraveyardAndExileCount": "the number of in your graveyard and in exile",   # kb.engine.zonescount
    "CastBeforeIt": "for each other spell spells you you've have cast before it this turn",   # kb.engine.castbefore
    "OfLastLinked": "of last exiled with ~", "VoteCount": "for each vote",
    "LinkedExiledValue": "the power toughness mana value of exiled card's card",   # kb.engine.exiledcardvalue (607.2a)
    "TriggerDamage": "that damage the damage dealt", "Difference": "the difference",   # kb.engine.fewerthan   # kb.engine.thatdamage (603.2)
    "PaidTotal": "the total power toughness mana value of sacrificed discarded card cards creature creatures permanent "
    "permanents artifact artifacts land lands",   # kb.engine.paidvalues
})
VALUE_WORDS.update({
    "opponent_most": "hand of opponent with most card in hand",   # CardsIn: "… in the hand of the opponent with the most cards in hand"
    ("under", "you"): "your control", ("under", "owner"): "its owner's control", ("to", "hand"): "owner's hand",
    ("to", "library"): "owner's library shuffle", ("to", "graveyard"): "owner's graveyard", "max": "most highest among",
    ("set", "True"): "life total become", "opponents_max": "life total of opponent with the most life highest among your",
    "players_max": "the highest life total among player", "opponents_min": "the lowest life total among your opponent", "players_min": "the lowest life total among player",
    ("op", ">="): "or more greater", ("op", "<="): "or less fewer", ("op", "+"): "plus", ("op", "-"): "minus",
    ("op", "*"): "times twice", ("op", "half_up"): "half rounded up", ("op", "half_down"): "half rounded down",
    ("mine", "True"): "your",
    ("color", "source"): "it copies ~'s color", ("rule", "no_prevention"): "damage can't be prevented this turn", ("rule", "no_life_gain"): "can't gain life this turn",
    ("rule", "land_plays"): "you may play up to additional land lands this turn",
    ("shield", "regenerate"): "regenerate", ("shield", "prevent_all"): "prevent all damage would be dealt this turn",
    ("shield", "prevent_by"): "prevent all damage that would be dealt by would deal this turn",
    ("shield", "lose_instead"): "the next time you would lose the game this turn instead",
    ("shield", "prevent_next"): "prevent next damage would be dealt this turn",
    ("shield", "prevent_next_group"): "prevent the next damage that would be dealt deal to you and/or permanent you "
    "control this turn",
    ("shield", "redirect_next_group"): "the next damage that would deal to you and/or permanent you control this turn is "
    "dealt to instead",
    ("shield", "prevent_either"): "prevent all damage would be dealt to and dealt by this turn",
    ("shield", "redirect_next"): "next damage would be dealt this turn is dealt to instead",
    ("shield", "redirect_all"): "all damage that would be dealt this turn is dealt to instead",
    ("shield", "redirect_next_time"): "the next time a source of your choice would deal damage to this turn that damage "
    "is dealt to instead",   # kb.engine.shieldreader
    ("shield", "modify"): "this turn",
    ("shield", "prevent_source"): "the next time prevent all damage source of your choice would deal you this turn",
    ("shield", "die_exile"): "if would die this turn exile instead", ("shield", "graveyard_exile"):
    "if would be put into graveyard this turn exile instead", ("shield", "leave_exile"): "if would leave the battlefield exile instead of putting anywhere else", ("shield", "enter_copy"): "choose next time 1 or more or enter battlefield this turn enter as copy of the chosen",
    ("what", "shuffle"): "shuffle library", ("what", "scry"): "scry", ("what", "surveil"): "surveil",
    ("kind", "energy"): "get {E}", ("kind", "basic_land_type"): "among", ("kind", "card_type"): "among",
    ("kind", "color"): "among",   # the kinds among a player's objects (OnePlayersCount, KindsAmong)
    ("until", "source_leaves"): "until ~ leave battlefield", ("sign", "-1"): "lose", ("sign", "1"): "gain", ("key", "number"): "choose number",
    ("recipient", "chosen"): "choose a creature as your ring-bearer",
    ("from", "opponents' exile"): "an opponent owns your opponents own that player's their owners'",   # a processor's cards
    ("what", "initiative"): "have the initiative", ("what", "monarch"): "you're are the monarch", ("what", "completed"): "you've have completed a dungeon",
    ("negated", "True"): "haven't not",
    ("who", "players"): "player", ("players", "enchanted"): "enchanted player", ("players", "you"): "you your", ("who", "opponents"): "opponent",
})
BOOL_WORDS["unless_pays"] = "unless its controller pay"
BOOL_WORDS["spell_controller"] = "spell's controller"   # "the spell's controller may choose new targets" (kb.engine.spellcontrollertargets)
BOOL_WORDS["to_first"] = ""   # the destination said before the cards (kb.engine.returnfirst): no word of its own
BOOL_WORDS["you_choose_if"] = "if you choose the permanents for each player instead"   # Mythos of Snapdax (kb.engine.keeptherest)
BOOL_WORDS["keep_one_each"] = "choose and the rest"   # "… chooses an artifact, …, then sacrifices the rest" (kb.engine.keeptherest)
BOOL_WORDS["extra_turn_after"] = "after that turn that player takes an extra turn"   # kb.engine.playercontrol (500.7)
BOOL_WORDS["under_control"] = "enters under the control of your choice"   # kb.engine.enterscontrol (614.12a)
BOOL_WORDS["keep_pool"] = "from among"   # "from among the nonland permanents they control" (kb.engine.keeptherest)
BOOL_WORDS["each_permanent_type"] = "a permanent of each permanent type"   # 110.4 (kb.engine.keeptherest)
BOOL_WORDS["pool_that_player"] = "that player"   # "from among the permanents that player controls" (the older "he or she")
BOOL_WORDS["one_of"] = "one of them those"   # "You choose one of them" (kb.engine.revealfromhand)
BOOL_WORDS["you_said"] = "you"   # "You shuffle up to four cards …": the controller does it, as "Shuffle …" (kb.engine.graveyardshuffle)
BOOL_WORDS["lesser_said"] = "equal or lesser"   # "a spell with equal or lesser mana value" (kb.engine.lesservalue)
BOOL_WORDS["value_compare"] = "less than or equal to"   # "with mana value less than or equal to …" (kb.engine.comparevalue)
BOOL_WORDS["one_opponent"] = "an opponent"   # "an opponent controls two or more lands": one opponent's own count
VALUE_WORDS[("term_rule", "your_team")] = "team"   # "your team controls" read as "you control" (kb.engine.teamwords)
BOOL_WORDS["for_player"] = "that player's control"   # "… during that player's next untap step" (kb.engine.nextuntapgroup)
BOOL_WORDS["anyone"] = "any a player"   # "as long as any player controls a black permanent"
BOOL_WORDS["negated"] = "isn't is not"   # "as long as enchanted creature isn't legendary" (SubjectIs)
BOOL_WORDS["absent"] = "no not"   # "as long as ~ has no shell counters on it", "if ~ doesn't have a … counter" (SelfCounters)
BOOL_WORDS["other_than"] = "other than"   # "choose a color other than red": the one choice refused
BOOL_WORDS["any_number"] = "any number of"   # "search … for any number of cards with …" (701.23b)
VALUE_WORDS[("until", "opponent_monarch")] = "until an opponent becomes the monarch"   # kb.engine.untilmonarch
VALUE_WORDS[("until", "target_leaves")] = "until leave battlefield"   # kb.engine.untiltarget (the target: until_target)
BOOL_WORDS["beneath_top"] = "just beneath the top cards of that library"   # kb.engine.beneathtop (401.4)
VALUE_WORDS[("who", "friend")] = "each friend"   # kb.engine.friendfoe
VALUE_WORDS[("who", "foe")] = "each foe"
VALUE_WORDS[("number_chosen", "any")] = "any number of"   # "sacrifice any number of …" (kb.engine.chosennumber)
VALUE_WORDS[("number_chosen", "up_to")] = "up to"   # "return up to two permanent cards …" (kb.engine.chosennumber)
BOOL_WORDS["unpreventable"] = "and the damage can't be prevented"   # 615.12: said after the damage instruction
BOOL_WORDS["excess_to_controller"] = "and the excess damage is dealt to that creature's controller instead"   # 120.4a
VALUE_WORDS[("excess_to_controller", "trample")] = ("and, if the creature you control has trample, the excess damage is "
                                                  "dealt to that creature's controller instead")   # "If the creature you control has trample, …"
VALUE_WORDS[("excess_to_controller", "deathtouch")] = ("and, if the creature you control has deathtouch, the excess "
                                                     "damage is dealt to that creature's controller instead")
BOOL_WORDS["same_name_as"] = "with the same name as that"   # "… cards with the same name as that spell" (201.2)
BOOL_WORDS["each_other"] = "each other"   # "Then those creatures fight each other." (701.14a; kb.engine.fighteach)
VALUE_WORDS[("pair_said", "those")] = "those creatures"   # the two targets chosen before, named again
VALUE_WORDS[("pair_said", "the chosen")] = "the chosen creatures"
VALUE_WORDS[("who", "chosen")] = "the chosen"   # "the chosen creature you control": a target named again
VALUE_WORDS[("same_name_said", "the chosen")] = "the chosen"   # "… as the chosen card" (kb.engine.namesearch)
VALUE_WORDS[("same_name_said", "the exiled")] = "the exiled"   # "… as the exiled card" (kb.engine.namesearch)
BOOL_WORDS["zones_of"] = "the of"   # "the graveyard, hand, and library of that spell's controller" (kb.engine.namesearch)
BOOL_WORDS["options"] = "or"              # "choose artifact, creature, …, or sorcery": the words offered
BOOL_WORDS["unless_whose"] = "that"   # "unless that ability's controller pays {W}": the noun said (118.12a)
BOOL_WORDS["unless_payer"] = "unless"   # "… unless that player pays {3}": the event's player pays (118.12a)
BOOL_WORDS["unless_x"] = "where X is"   # "unless its controller pays {X}, where X is its mana value" (107.3a)
BOOL_WORDS["unless_per"] = "for each"   # "… pays {1} for each card in your graveyard" (608.2h)
BOOL_WORDS["all_but_bottom"] = "all but the bottom card of"   # every card above the last one (kb.engine.exiletopcount)
BOOL_WORDS["exile_until"] = "exile exiles cards from the top of until"   # kb.engine.exileuntil
BOOL_WORDS["or_said"] = "or into your hand"   # "onto the battlefield or into your hand" (kb.engine.exileuntil)
BOOL_WORDS["unless_do"] = "unless you"   # 118.12a: what the player may do instead (its own instruction, rendered)
BOOL_WORDS["unless_has"] = "has deal to them him or her"   # "unless target opponent has ~ deal 3 damage to them"
BOOL_WORDS["pt_timed"] = ""   # a mark on a template (kb.engine.layers.pt_timed_parts), no words of its own
BOOL_WORDS["instead"] = "instead"   # 608.2c: "If …, [B] instead.": each alternative's condition and instruction, rendered
BOOL_WORDS["may_have"] = "you may have"   # "… you may have ~ deal that much damage …" (615.5, 608.2d)
BOOL_WORDS["half"] = "half rounded"   # "half the creatures they control, rounded up" (kb.engine.halfsacrifice)
BOOL_WORDS["unless_each"] = "unless they"   # "Each opponent … unless they discard a card" (kb.engine.eachunless)
BOOL_WORDS["with_attached"] = "and all attached to it them"   # "… and all Auras attached to them" (303.4b)
BOOL_WORDS["one_each"] = "and"   # "an artifact, a creature, and a land": one of each kind (kb.engine.sacrificeset)
BOOL_WORDS["also"] = "also"   # "it also gains first strike": in addition to what the sentence before did
VALUE_WORDS[("most", "0")] = "no"
VALUE_WORDS[("who", "all")] = "all each player"          # "all players' hands"
VALUE_WORDS[("who", "discard_kind")] = "did not discard this way"   # kb.engine.couldnot: who didn't discard a … card
VALUE_WORDS[("who", "named_player")] = "that player"   # the target's controller its words named (kb.engine.antecedents)
BOOL_WORDS["every_pass"] = "the exiled cards those cards"   # every pass of a "for each" exiled them (kb.engine.foreachexiled)
VALUE_WORDS[("who", "exiled")] = "the exiled that it card"
VALUE_WORDS[("caster", "owner")] = "the exiled card's owner that card"   # kb.engine.ownercast
BOOL_WORDS["not_cast"] = "all cards exiled this way that weren't cast into your graveyard"   # Epic Experiment's rest (kb.engine.instructions)
BOOL_WORDS["different_names"] = "with different names"   # "… permanent cards with different names" (kb.engine.chosennumber)   # what a sentence before exiled (kb.engine.antecedents)
VALUE_WORDS[("who", "first_controller")] = "its controller that player controls"   # "… that player controls with the same name"
VALUE_WORDS[("shield", "life_floor")] = ("until end of turn damage would reduce your life total to less than reduces it to "
                                         "instead")   # kb.engine.lifefloorturn
BOOL_WORDS["to_source"] = "a to ~"   # "change a target of target spell or ability to ~" (kb.engine.retargetself)
INSTRUCTION_WORDS["cast_looked"] = "you may cast spell from among them cards revealed this way without paying its mana cost"
INSTRUCTION_WORDS["cast_looked"] += " it that card if its mana value is odd even it's a spell with lesser mana value"   # kb.engine.castamong
INSTRUCTION_WORDS["cast_exiled"] = "you may cast any number of spells with mana value or less from among them those cards cards exiled this way without paying their mana costs"   # kb.engine.castamong
_INSTRUCTION_OPTS["cast_exiled"] = lambda o: render(o) + (" up to" if o.get("up_to") else "")   # "up to two … spells"
# "You may cast the exiled card …" after "Exile that card" (kb.engine.revealuntilcast): the card that stopped the reveal
_INSTRUCTION_OPTS["cast_free"] = lambda o: render({k: v for k, v in o.items() if k != "exiled_found"}) + (
    " exiled" if o.get("exiled_found") else "")
INSTRUCTION_WORDS["cast_from_hand"] = "you may cast spell from among those cards without paying its mana cost"   # kb.engine.castamong
INSTRUCTION_WORDS["choose_opponent"] = "choose an opponent"   # kb.engine.chooseopponent
VALUE_WORDS[("who", "a_player")] = "that player"
INSTRUCTION_WORDS["reveal_from_hand"] = "reveal card from their hand"   # kb.engine.revealfromhand
INSTRUCTION_WORDS["pay_life_any"] = "pay any amount of life"   # kb.engine.payanylife
INSTRUCTION_WORDS["pay_energy_any"] = "pay any amount of"   # kb.engine.energyamount (its {E}: the symbols)
CLASS_WORDS["EnergyPaid"] = "for each {E} paid this way"   # kb.engine.energyamount


@_cls("EventLife")
def _r_event_life(v) -> str:
    return v.describe   # "1 life you lost", as read (kb.engine.lifeforeach)


@_cls("PoisonCounters")
def _r_player_counters_count(v) -> str:
    """"for each poison counter your opponents have", "the number of experience counters you have": the words and the
    kind of counter (122.1)."""
    return CLASS_WORDS["PoisonCounters"].replace("poison", v.kind)
_INSTRUCTION_OPTS["pay_energy_any"] = lambda o: o.get("symbols", "")
INSTRUCTION_WORDS["turn_permission"] = "you may from your graveyard"   # kb.engine.turnpermission
_INSTRUCTION_OPTS["turn_permission"] = lambda o: " ".join(x for x in (
    "until end of turn" if o.get("lead") else "this turn", "play lands" if o.get("lands") else "",
    "and" if o.get("lands") and o.get("spells") else "", "cast spells" if o.get("spells") else "",
    ("a " + render(o["selector"]) if o.get("selector") is not None else "a spell") if o.get("one") else "",
    "from among cards exiled with ~" if o.get("linked") else "",
    "without paying its mana cost" if o.get("free") else "") if x)   # kb.engine.turnpermission
INSTRUCTION_WORDS["cast_milled"] = "you may cast spell from among them without paying its mana cost"   # kb.engine.castamong
INSTRUCTION_WORDS["cast_exiled_one"] = INSTRUCTION_WORDS["cast_milled"]   # kb.engine.castamong.cast_exiled_one
INSTRUCTION_WORDS["exiled_rest"] = ("then put puts that player they the exiled cards that weren't not cast this way on the "
                                    "bottom of that their your library in a random order")   # kb.engine.exileuntil
VALUE_WORDS.update({("cast", "cast"): "you cast", ("cast", "first"): "the first you cast each turn",   # kb.engine.castgrant
                    ("cast", "first_exile"): "the first you cast from exile each turn"})
VALUE_WORDS[("who", "enchanted")] = "enchanted player opponent"   # "enchanted opponent draws"   # "as long as you control no Islands": at most none


@_cls("GameCompare")
def _r_game_compare(c) -> str:
    """"you have 30 or more life", "you have exactly seven cards in hand", "you have no cards in hand" (a count of
    at most 0 is "no")."""
    if c.op == "==":
        return " ".join((CLASS_WORDS["GameCompare"], render(c.value), "exactly", str(c.n)))
    if c.op == "<=" and c.n == 0:
        return " ".join((CLASS_WORDS["GameCompare"], render(c.value), "no"))
    if c.op == "<":   # "your devotion to black is less than five"
        return " ".join((render(c.value), "less than", str(c.n)))
    return _fields(c)


@_cls("ControlsGreatest")
def _r_controls_greatest(c) -> str:
    """"you control the creature with the greatest power or tied for the greatest power", "you control each creature
    on the battlefield with the greatest power" (kb.engine.filters.ControlsGreatest)."""
    attr = "greatest highest " + c.attr.replace("_", " ")
    if c.among:   # "you control a creature with the greatest power among creatures on the battlefield"
        return " ".join(("you control a an", render(c.selector), "with the", attr, "among", render(c.selector),
                         "on the battlefield"))
    return " ".join(("you control", "each" if c.each else "the", render(c.selector), "on the battlefield" if c.each else "",
                     "with the", attr, "" if c.each else "or tied for the " + attr))


@_cls("DefendingPlayerControls")
def _r_defending_controls(c) -> str:
    """506.2: "defending player controls an artifact"."""
    return "defending player control " + render(c.selector)


@_cls("Devotion")
def _r_devotion(d) -> str:
    """700.5: "your devotion to black", "your devotion to green and white"."""
    return str(d)


_HAS_WHO = {"you": "you your", "any_opponent": "an opponent", "each_opponent": "each opponent", "any_player": "a player",
              "each_player": "each player", "that": "that player"}
_HAS_OP = {">=": "or more greater", "<=": "or less fewer", "==": "exactly", ">": "more greater than", "<": "fewer less than"}


@_cls("PlayerHas")
def _r_player_has(c) -> str:
    """"that player has two or fewer cards in hand", "your life total is less than 7", "each player has 10 or less
    life" (kb.engine.gamevalues.PlayerHas): whose number, which number, the comparison."""
    what = {"life": "life total", "poison": "poison counter", "hand": "card in hand", "library": "card in library",
            "graveyard": "card in graveyard their your"}[c.measure]
    if c.term:   # "an opponent is poisoned" (122.1f)
        return " ".join(("is are", _HAS_WHO.get(c.who, "player"), c.term))
    n = "no" if c.op == "<=" and c.n == 0 else f"{_HAS_OP[c.op]} {c.n}"
    return " ".join(("has have is", _HAS_WHO.get(c.who, "player"), what, n))


_TURN_WORDS = {"attacked_you": "you attacked with creature", "attacked_any": "creature attacked",
               "cast_you": "you've have cast haven't", "cast_opponent": "an opponent has cast spell", "drawn_you": "you've have drawn drew card",
               "gained_or_lost_you": "you gained or lost life", "gained_you": "you you've have gained life",
               "lost_opponent": "an opponent lost life", "lost_player": "a player lost life", "lost_other": "a player other than you lost life", "lost_you": "you you've have lost life",
               "damaged_opponent": "an opponent was has been dealt damage", "damaged_you": "you you've have been was dealt damage", "crime_you": "you've have committed a crime",
               "surveil_you": "you've have surveilled"}


@_cls("ThisTurn")
def _r_this_turn(c) -> str:
    """"if you attacked this turn", "if three or more creatures died this turn", "if no creatures attacked this turn"
    (kb.engine.gamevalues.ThisTurn)."""
    return " ".join(x for x in (_TURN_WORDS[c.what], "this turn", "no didn't not" if c.none else "",
                                "another" if "another" in str(c).split() else "",
                                f"{c.n} or more" if c.n > 1 else "",
                                render(c.selector) if c.selector is not None else
                                ("spell" if c.what == "cast_you" else ""),
                                f"from {'your' if c.who == 'you' else 'their'} {c.from_zone}" if c.from_zone else "",
                                "that player" if c.who != "you" else "") if x)


@_cls("OneOpponent")
def _r_one_opponent(c) -> str:
    """"if an opponent cast a blue spell this turn", "if an opponent had two or more lands enter the battlefield under
    their control this turn" (kb.engine.oneopponent): the condition said of one opponent."""
    return "an opponent had their " + render(c.inner)


@_cls("SearchedLibrary")
def _r_searched_library(c) -> str:
    """701.23a: "searched their library this turn" (kb.engine.oneopponent)."""
    return "searched their library this turn"


@_cls("DamagedBySources")
def _r_damaged_by_sources(c) -> str:
    """"if you've been dealt damage by two or more creatures this turn" (kb.engine.damagesources)."""
    return f"you you've have been dealt damage by {c.n} or more {render(c.selector)} this turn"


@_cls("AttackedWithPower")
def _r_attacked_with_power(c) -> str:
    """Pack tactics: "if you attacked with creatures with total power 6 or greater this combat" (508.1, 603.4)."""
    return f"you attacked with creature total power {c.n} or greater this combat"


@_cls("CombatHistory")
def _r_combat_history(c) -> str:
    """"if ~ attacked or blocked this combat", "if ~ and at least two other creatures attacked this combat" (508.1a,
    509.1a; kb.engine.combathistory)."""
    did = " or ".join(w for w, on in (("attacked", c.attacked), ("blocked", c.blocked)) if on)
    return " ".join(x for x in ("~ it", f"and at least {c.others} other creature creatures" if c.others else "", did,
                                "this combat") if x)


@_cls("TeamGained")
def _r_team_gained(c) -> str:
    """"your team gained life this turn" (kb.engine.teamwords)."""
    return "your team gained life this turn"


@_cls("TurnTotal")
def _r_turn_total(c) -> str:
    """"the life you gained this turn", "for each creature that attacked this turn" (kb.engine.gamevalues.TurnTotal)."""
    each_one = "1" if (c.describe or "").startswith("1 ") else ""   # "for each 1 life your opponents have lost this turn"
    return " ".join(x for x in (CLASS_WORDS["TurnTotal"], "creature creatures that attacked" if c.what == "attacked" else
                                "", c.what, c.who, each_one) if x)


@_cls("LastTurnEvents")
@_cls("TurnEvents")
def _r_turn_events(c) -> str:
    """"if a nonland permanent left the battlefield this turn", "if ~ didn't attack this turn"
    (kb.engine.turnevents.TurnEvents): the words of its events, whose, how many, what."""
    from .turnevents import EVENTS, SOURCE_EVENTS
    if c.source:
        words = [k for k, v in SOURCE_EVENTS.items() if v == (c.kind, c.recipient)] + ["~ it this creature permanent"]
        if c.kind == "dealt_to":
            words.append("damage was dealt to")
        if c.kind == "dealt_player":   # "it has dealt 10 or more damage to that player this turn" (kb.engine.turnevents)
            words.append("has dealt damage to that player")
    else:
        words = [k for k, v in EVENTS.items() if v == (c.kind, c.frm, c.to)] + ["card cards permanent permanents"]
        if c.kind == "entered":
            words.append("you had enter")
        if c.kind == "sacrificed":   # "you sacrificed a permanent this turn" (701.21a)
            words.append("sacrificed")
        if c.kind == "cycled":   # "you cycled two or more cards this turn" (702.29a)
            words.append("cycled")
    if c.whose:
        words.append("under your an opponent's control you an opponent controlled" if c.kind in ("entered", "left", "died")
                     else "you you've have your" if c.whose == "you" else "an opponent")
    elif c.kind == "discarded":   # "a player discarded a card this turn"
        words.append("a player")
    if c.rule == "descend":   # "you descended this turn" (700.11)
        words.append("you descended")
    if c.none:
        words.append("no didn't did not")
    if c.other:
        words.append("another")
    words.append(f"a an one {c.n} or more" if c.n > 1 else "a an one or more")
    if c.selector is not None:
        words.append(render(c.selector))
    return " ".join(words + ["last turn" if type(c).__name__ == "LastTurnEvents" else "this turn"])


@_cls("CountersPut")
def _r_counters_put(c) -> str:
    """"if a +1/+1 counter was put on a permanent under your control this turn", "if you put a counter on ~ this turn"
    (kb.engine.turndeeds.CountersPut): the counter's kind, on what, whose, who put it."""
    on = "~ this creature permanent" if c.on_self else render(c.selector) if c.selector is not None else "permanent"
    return " ".join(x for x in ("a an one or more counter counters was were put on", c.kind or "", on,
                                "under your control" if c.whose else "", "you you've have" if c.by_you else "",
                                "this turn") if x)


@_cls("TokensCreated")
def _r_tokens_created(c) -> str:
    """"if you created a token this turn" (kb.engine.turndeeds.TokensCreated)."""
    return "you you've have created a token this turn"


@_cls("LandsPlayed")
def _r_lands_played(c) -> str:
    """"if you didn't play a land this turn" (kb.engine.turndeeds.LandsPlayed)."""
    return "you you've have played play a land this turn" + (" didn't did not" if c.none else "")


@_cls("DamagedBy")
def _r_damaged_by(c) -> str:
    """"a creature dealt damage by ~ this turn" (kb.engine.turnevents.DamagedBy): what, by whom, this turn."""
    from .turnevents import DEALERS
    return " ".join((render(c.base), "dealt damage by", *(k for k, v in DEALERS.items() if v == c.by), "this turn"))


@_cls("ControlsMore")
def _r_controls_more(c) -> str:
    """"an opponent controls more lands than you", "that player controls more lands than each other player"."""
    who = {"any_opponent": "an opponent", "that": "that player", "you": "you"}.get(c.who, "player")
    return " ".join((who, "controls more", render(c.selector), "than", "you" if c.than == "you" else "each other player"))


@_cls("PlayerControls")
def _r_player_controls(c) -> str:
    """"that player controls a Plains / no Walls / two or more lands" (kb.engine.defending.PlayerControls)."""
    if c.hi == 0:
        n = "no"
    elif c.hi is None:
        n = "a an" if c.lo == 1 else f"{c.lo} or more"
    else:
        n = f"exactly {c.lo}" if c.lo == c.hi else f"{c.hi} or fewer"
    return " ".join(("that player controls", n, render(c.selector)))


@_cls("OfDefendingPlayer")
def _r_of_defending(c) -> str:
    """"defending player …" (508.5, kb.engine.defending): the condition about "that player", bound to it."""
    return "defending " + render(c.inner)


@_cls("MostPlayer")
def _r_most_player(c) -> str:
    """"the player with the most life", "the player who controls the most Wizards" (kb.engine.mostplayer)."""
    what = {"life": "life", "hand": "card in hand"}.get(c.measure) or "control " + render(c.selector)
    return "the player with who has the most " + what


@_cls("HasMore")
def _r_has_more(c) -> str:
    """"you have more life than an opponent", "a player has more cards in hand than each other player"."""
    who = {"you": "you", "any_opponent": "an opponent", "any_player": "a player", "that": "that player"}.get(c.who, "player")
    than = {"you": "you", "any_opponent": "an opponent", "each_opponent": "each opponent",
            "each_other": "each other player"}[c.than]
    return " ".join((who, "has have more", "life" if c.measure == "life" else "card in hand", "than", than))


@_cls("EnteredThisTurn")
def _r_entered_this_turn(c) -> str:
    """"~ entered [the battlefield] this turn", "~ didn't enter …" (kb.engine.gamevalues.EnteredThisTurn)."""
    return "~ it " + ("didn't did not enter" if c.negated else "entered") + " the battlefield this turn"


@_cls("SourceCast")
def _r_source_cast(c) -> str:
    """"if you [didn't] cast it [from your hand]" (kb.engine.gamevalues.SourceCast)."""
    return ("you did not cast it" if getattr(c, "negated", False) else "you cast it") + \
        (f" from your {c.zone}" if c.zone else "")


@_cls("AttackedYou")
def _r_attacked_you(c) -> str:
    """"if a creature is attacking you" / "if you've been attacked this step" (506.3, 508.1)."""
    return "you've been attacked this step" if c.this_step else "a creature is attacking you"


@_cls("PhaseIs")
def _r_phase_is(c) -> str:
    return " ".join((CLASS_WORDS["PhaseIs"], {"main": "main", "combat": "combat"}.get(c.phase, "the first combat of turn"),
                     "your" if c.yours else "a the"))


@_cls("EventPlayersTurn")
def _r_event_players_turn(c) -> str:
    """"if it's not their turn" / "if it isn't that player's turn" (kb.engine.eventturn)."""
    return "it's it is their that player's turn" + ("" if c.mine else " not isn't")


@_cls("YourTurn")
def _r_your_turn(c) -> str:
    """"as long as it's your turn" / "as long as it's not your turn"."""
    return CLASS_WORDS["YourTurn"] + ("" if c.mine else " not turns other than yours")


@_cls("ReplacementAbility")
def _r_replacement_ability(a) -> str:
    return render(a.template)


@_cls("Replacement")
def _r_replacement(r) -> str:
    """A replacement or prevention effect (614, 615): its event, what replaces it, and the instructions
    it does instead (read as they will be)."""
    from .instructions import parse_instructions
    parts = ["if would instead", REPLACEMENT_WORDS.get((r.event, r.kind), ""),
             REPLACEMENT_WORDS.get(r.event, r.event.replace("_", " ")), "source " + _r_party(r.by, ""),
             _r_party(r.to, "card or token card" if r.event == "to_graveyard" else ""), _r_party(r.to, "") if r.event == "damage" and r.kind != "prevent" else "",
             " ".join(REPLACEMENT_KEYS.get(k, "") if (r.event, r.kind) != ("enters", "counters") else k
                      for k in r.key if isinstance(k, str)), render(r.amount), "combat" if r.combat_only else "",
             "all" if r.event == "damage" and r.kind == "prevent" and r.amount is None else "",   # 615.1a: no amount, all of it
             "" if r.duration == "static" else VALUE_WORDS.get(("duration", r.duration), r.duration.replace("_", " ")),
             "next time" if r.once else "", "as long as while" if r.condition is not None else "", render(r.condition),
             render(r.amount) if r.event == "life_result" else "",   # "less than 7 reduces it to 7"
             render(r.copy_of),
             {("self",): "~", ("attached",): "enchanted equipped creature"}.get(r.redirect, "") if r.redirect else "",
             _fields(r, skip=("event", "kind", "by", "to", "amount", "combat_only", "duration", "once", "condition",
                              "copy_of", "key", "instead", "then", "source", "source_name", "used", "spent_in", "redirect", "more",
                              "controller"))]
    if r.event == "counters" and r.kind == "plus_one" and "any_kind" in r.key:
        # "that many plus one of each of those kinds of counters" (kb.engine.replacement: Winding Constrictor's wording)
        parts.append("of each of those kind")
    if r.event == "counters" and r.kind == "twice" and "any_kind" not in r.key:
        # "If one or more +1/+1 counters would be put on …, twice that many +1/+1 counters are put on it instead": only
        # that kind (kb.engine.replacement.ReplacementMixin.replace_counters), said twice, and the newer wording's verb
        parts.append("+1/+1 +1/+1 that many are put on")
    alone = _instead_words(r.instead) if r.instead else ""
    if alone.strip():   # what a player does instead, read by the replacement's own reader (614.1a)
        parts.append(alone)
    for text in ("" if alone.strip() else r.instead, r.then):
        if text:
            try:
                ins, slots = parse_instructions(text, None, normalized=True)
                parts.append(_r_instructions(ins) + " " + _r_slots(slots))
            except Exception:   # noqa: BLE001 - unread instructions account for nothing
                pass
    return " ".join(p for p in parts if p)


def _r_party(v, default: str) -> str:
    if v is None:
        return default
    if isinstance(v, tuple) and len(v) == 1 and v[0] == "other":
        return "another other"
    if isinstance(v, tuple) and len(v) == 2 and v[0] == "and" and isinstance(v[1], tuple):
        return " ".join(_r_party(x, "") for x in v[1])
    if isinstance(v, tuple) and len(v) == 2 and v[0] == "color":
        return "color " + COLOR_NAMES.get(v[1], str(v[1]))
    if isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], str):
        kind, x = v
        if kind == "controller":
            return f"source {VALUE_WORDS.get(('controller', x), x)}"
        if kind == "any":
            return "any a permanent creature planeswalker or player target"
        if kind == "players":
            return "player " + VALUE_WORDS.get(("who", x), x or "")
        if kind == "objects":
            return render(x)
        return kind + " " + render(x)
    return render(v)


def _instead_words(text: str) -> str:
    """What a player does instead (kb.engine.replacement's reader of it, 614.1a)."""
    from .replacement import _instead_action
    try:
        what, n = _instead_action(text)
    except Exception:   # noqa: BLE001 - unread: accounts for nothing
        return ""
    return {"draw": "draw card", "return": "return card from your graveyard to your hand", "exile_graveyard":
            "exile card from in your graveyard", "win": "you win game", "skip_may": "you may skip that draw"}.get(what, "") + " " + \
        (str(NUMBER_WORDS.get(n, n)) if n != "that many" else "that many")


REPLACEMENT_KEYS = {"counter:-1/-1": "-1/-1 -1/-1", "counter:+1/+1": "+1/+1 +1/+1",   # kb.engine.fewercounters
                    "library_empty": "while your library has no card in it", "except_first_draw_step":
                    "except the first one you draw in each of your draw step", "or_lose": "if you can't you lose game",
                    "library_at_least": "while your library has at least that many card in it", "any_kind":
                    "effect that permanent", "by_opponent": "spell or ability opponent control cause you to",
                    "noncombat": "noncombat", "either": "to and dealt by", "prevented_each": "for each 1 damage prevented this way",
                    "prevented_equal": "equal to damage prevented this way", "that_many": "that many", "per_source": "a source would", "permanents": "permanent permanent", "players": "or or player player", "by": "", "by_effect": "", "you": "you",
                    "opponent": "opponent", "that_source": "that source", "all_but": "all but", "half_up": "half that damage rounded up", "half_down": "half that damage rounded down",
                    "you_get": "you would get you get", "any_controller": "",
                    "from_battlefield": "die from the battlefield",
                    # "… would die or a creature card not on the battlefield would be put into …" (kb.engine.replacement)
                    "die_or_card": "would die or card not on the battlefield would an owns own"}

REPLACEMENT_WORDS = {
    "damage": "deal damage to", ("damage", "double"): "deal double that damage", ("damage", "half"): "deal", ("damage", "triple"):
    "deal triple that damage", ("damage", "plus"): "deal that much damage plus", ("damage", "minus"): "deal that much damage minus",
    ("damage", "redirect"): "all damage that would be dealt is dealt to", ("damage", "replace_then"): "would be dealt "
    "instead", ("life_gain", "lose"): "opponent that player lose that "
    "much life", ("damage", "prevent"): "prevent of that damage",
    "counters": "put counter on", "life_gain": "you gain life",
    ("life_gain", "plus"): "you gain that much life plus", ("life_gain", "twice"): "you gain twice that much life",
    ("life_gain", "none"): "player that player gain no life",   # whose gains: its players field ("any", "opponent", "you")
    "tokens": "create token", ("tokens", "plus_tokens"): "1 or more token would be created under your control those "
    "plus that many are created instead", ("tokens", "twice"): "effect create 1 or more token under your control twice that many of those"
    " created are created",   # the newer wording: "… would be created …, … are created instead"
    "die": "die", "to_graveyard": "put into graveyard from anywhere", "enters": "enter battlefield",
    ("enters", "tapped"): "tapped", "discard": "discard", "lose": "lose game", "pay_life": "pay life",
    ("to_graveyard", "exile"): "exile that card", ("to_graveyard", "shuffle"): "reveal ~ shuffle "
    "into owner's library", ("to_graveyard", "bottom"): "card is revealed put on bottom of that player's owner's library", ("die", "exile"): "exile",
    ("die", "hand"): "return to owner's hand", ("die", "top"): "put ~ it that card on top of owner's library", ("counters", "plus_one"): "1 or more +1/+1 +1/+1 counter put that many plus 1 put", ("counters", "minus_one"): "1 or more counter put that many minus 1 are put on it",
    ("counters", "half"): "put 1 or more counter put half that many of each of those kind of counter rounded down",
    ("counters", "twice"): "put 1 or more counter twice that many of each of those kind",
    ("life_result", "floor"): "damage would reduce your life total to less than reduce it to", ("enters", "copy"): "enter as copy of ~",
    ("enters", "counters"): "each enter with additional counter on",   # the kind: the key (kb.engine.replacement)
    ("pay_life", "exile_top"): "you pay life exile that many card from top of your library", "draw": "you draw card",
    ("lose", "instead"): "lose game", ("extra_turn", "skip"): "would begin an extra turn that player skips that turn", ("discard", "battlefield"): "discard ~ put onto battlefield instead of putting into "
    "your graveyard", "life_gain": "you gain life",
}
REPLACEMENT_WORDS.update(ROLL_REPLACEMENT_WORDS)   # a die roll replaced (kb.engine.rollinstead)


@_cls("SelfOr")
def _r_selfor(s) -> str:
    return "~ or another " + render(s.others)


@_cls("PTDoubleOp")
def _r_ptdouble(op) -> str:
    return "double power" + (" and toughness" if type(op.dt).__name__ != "Const" else "") + " of"


@_cls("TextOp")
def _r_textop(op) -> str:
    return CLASS_WORDS["TextOp"]


@_cls("CopyException")
def _r_copy_exception(e) -> str:
    words_ = {"add_types": "in addition to its other type", "add_subtypes": "in addition to its other type",
              "add_supertypes": "in addition to its other type", "remove_supertypes": "not isn't",
              "pt": "", "keep_color": "doesn't copy color", "color": "", "name": "name", "counters":
              "enter with additional counter on", "add_colors": "in addition to its other color", "no_mana_cost": "has no mana cost", "add_ability":
              "has gain this ability", "own_other_abilities": "has other abilities",
              "own_pt": "power toughness are equal to power toughness"}.get(e.kind, "")
    value = e.value
    if e.kind == "pt" and isinstance(value, tuple):
        value = f"{value[0]}/{value[1]}"
    if e.kind == "own_other_abilities":   # the copier's own abilities, read with its card: the words, not the text
        value = ""
    if e.kind == "add_ability" and isinstance(value, str) and value != "this ability":
        # the quoted ability is kept as text and read when the copy gets it (kb.engine.cardtext.reparse_ability):
        # there it is accounted for on its own, or opaque; here it is one ability, carried whole
        value = _granted(value) or value
    elif e.kind == "counters" and isinstance(value, tuple):
        value = " ".join(str(x) for x in value)
    if e.kind == "add_ability" and e.text == "gains this ability":
        # the reader's own label of the 2007 wording "If you do, ~ gains this ability." (merged into the copy
        # instruction it follows: it applies only when that copy is made)
        words_ += " if you do"
    if e.kind == "remove_supertypes":   # "it isn't legendary if the spell is legendary"
        words_ += " if " + render(value)
        if re.search(r"\bif the chosen creature\b", e.text or "", re.I):   # "… if the chosen creature is legendary"
            words_ += " the chosen creature"
    if e.only_if in ("embalmed", "eternalized"):   # "if this creature was embalmed, the token …": the token it made
        words_ += " was the token"
    return " ".join(x for x in ("except", words_, render(value) if not isinstance(value, str) else value,
                                f"if {e.only_if}" if e.only_if else "") if x)


@_cls("PreGameAbility")
def _r_pregame(a) -> str:
    """An ability outside the game (kb.engine.abilities.PREGAME_TEMPLATES): its template's words, and the [text] of
    "Partner—[text]"."""
    from .abilities import PREGAME_TEMPLATES
    words = PREGAME_TEMPLATES.get(a.template, ("", None))[0]
    return f"{words} {a.param}".strip()


_WHO_WORDS = {"you": "you your", "each": "players each player's their", "opponent": "each opponent's opponents"}


@_cls("HandSizeAbility")
def _r_hand_size(a) -> str:
    """A maximum hand size rule (kb.engine.turns): whose, and what it does to the size."""
    op = {"none": "have has no", "plus": "is increased by", "minus": "is reduced by", "set": "is"}[a.op]
    if getattr(a, "value", None) is not None:   # "… is equal to the number of hour counters on ~"
        return f"{_WHO_WORDS[a.who]} maximum hand size is equal to {render(a.value)}"
    return f"{_WHO_WORDS[a.who]} maximum hand size {op}" + ("" if a.op == "none" else f" {a.n}")


@_cls("UntapDuringOthers")
def _r_untap_others(a) -> str:
    """"[As long as COND, u]ntap ~ / all … / each … during each other player's untap step." (kb.engine.otheruntap)"""
    what = "~" if getattr(a.selector, "relation", None) == "self" else "all each " + render(a.selector)
    lead = f"as long as {render(a.condition)}" if a.condition is not None else ""
    return f"{lead} untap {what} during each other player's untap step"


@_cls("RevealedHands")
def _r_revealed_hands(a) -> str:
    """"[As long as COND, ]Your opponents / Players / all players play with their hands revealed." / "Play with your
    hand revealed." (kb.engine.revealedhands): whose hands, and while what."""
    if a.top:   # 401.5
        return "players play with the top card of their libraries revealed"
    whose = {"you": "your hand", "opponent": "your opponents their hands", "each": "players all their hands"}[a.who]
    lead = f"as long as {render(a.condition)}" if a.condition is not None else ""
    return f"{lead} {whose} play with revealed"


@_cls("HasteActivation")
def _r_haste_activation(a) -> str:
    """"You may activate abilities of [other] creatures you control as though those creatures had haste." (302.6)"""
    return ("other " if a.other else "") + "you may activate abilities of creatures you control as though those " \
        "creatures had haste"


@_cls("SkipStep")
def _r_skip_step(a) -> str:
    """"Skip your draw step." (614.10): whose step."""
    return f"{_WHO_WORDS[a.who]} skip {a.step} step"


@_cls("CastAsThoughFlash")
def _r_cast_as_flash(a) -> str:
    """702.8a, 601.3c-d, 307.5a: the permission, its extra cost, its condition and the sacrifice it sets up."""
    from .abilities import FLASH_SACRIFICE
    if a.any_time:   # the wording before the flash keyword
        return a.any_time
    return " ".join(x for x in (
        "you may cast ~ as though it had flash",
        f"if you pay {a.extra} more to cast it" if a.extra else "",
        f"{a.lead or 'if'} " + render(a.condition) if a.condition is not None else "",
        FLASH_SACRIFICE if a.sacrifice else "") if x)


@_cls("CastRestriction")
def _r_cast_restriction(a) -> str:
    """601.3: each part the engine checks as the spell is cast (kb.engine.restrictions CAST_LIMITS), and "if
    [condition]" parts rendered from the condition read."""
    from .parser import _Ctx, parse_condition_now
    from .restrictions import CAST_LIMITS
    from .castunless import CANT_CAST_WORDS
    pc = _Ctx(None)
    return " ".join(CAST_LIMITS[p] if p in CAST_LIMITS else "cast ~ only if " + render(parse_condition_now(p[3:], pc)[0])
                    for p in a.limits) + (" and" if len(a.limits) > 1 else "") + \
        (" " + CANT_CAST_WORDS if a.text.startswith("You can't cast") else "")   # kb.engine.castunless


@_cls("PlayPermission")
def _r_play_permission(a) -> str:
    """601.3: the permission's template and fields; the costs of a card's own "… by discarding a card in addition to
    paying its other costs" (601.2f, 118.8) each said as the gerund the text uses."""
    from .text import PERMISSION_GERUNDS
    verbs = {v: g for g, v in PERMISSION_GERUNDS.items()}
    costs = " and ".join(re.sub(r"^(\w+)", lambda m: verbs.get(m.group(1).lower(), m.group(1)), render(c))
                         for c in a.self_costs)
    lead = "as long as " + render(a.condition) + " " if a.condition is not None else ""   # 611.3b
    return lead + _fields(a, skip=("templates", "cda", "self_costs", "condition", "linked")) + \
        (" by " + costs + " in addition to paying its other costs" if costs else "") + \
        (" from among cards exiled with ~" if a.linked else "")   # 607.2a (kb.engine.linkedcast)


@_cls("RevealDraws")
@_cls("DiscardAnyTime")
def _r_fixed_static(a) -> str:
    """A static ability of one fixed template (kb.engine.cardtext): the template's words and its fields."""
    return _fields(a, skip=("templates", "cda"))


@_cls("ObjectValue")
def _r_objectvalue(v) -> str:
    """A characteristic of a named object read as it resolves (608.2h): "its power", or a count of counters
    on it ("for each +1/+1 counter on ~", 122.1)."""
    if v.attr.startswith("counters:"):
        return f"the number of for each {v.attr.split(':', 1)[1]} counter counters on " + render(v.subject)
    return _fields(v)


# --- order of roles (issue 21: a parse that swaps roles is not a reading) ----------------------------------
# The word accounting above compares words as a bag: "~ deals 3 damage to target creature" read as "target creature
# deals 3 damage to ~", or "from your graveyard to your hand" read the other way round, would pass it. So every
# accepted ability is also checked for the *order of its roles*: the parse names, in the order canonical English
# says them, groups of role words — who deals damage and who is dealt it, from which zone and to which, whose
# creature gets which bonus, who gains and who loses life — and those groups must appear in the text in that order.
#
# Role words form a closed list (:data:`ROLE_WORDS`, :func:`role_sequence` reads them from the text): "~" and the
# pointers "it"/"its" (the source: "put a +1/+1 counter on it"), "target", "you"/"your", "opponent" ("your opponents"
# is not "you"), "notyou" ("you don't control"), the zones graveyard, hand, library and battlefield, "deal" and its
# passive "dealt", "gainlife"/"loselife" ("gains 3 life", "loses that much life") and P/T changes ("+2/+2", a zero's
# sign ignored). A parsed object names the role words it stands for through the role renderers below (:data:`_ROLES`,
# one per parsed class, registered like the word renderers with :func:`_role`; an instruction kind through
# :data:`INSTRUCTION_ROLES`); a class without one names none (it is then checked by the word accounting alone). The
# check (:func:`out_of_order`) passes when the groups are found in the text's role words one after another, each
# group's words in its own order (target, whose, which zone); a role word of the text that no group names is allowed
# (the bag accounting answers for it); an :class:`Either` is a part whose place the parse does not fix (what a damage
# amount counts: before or after the recipient); a verb said once for two instructions ("deals 3 damage to X and 3
# damage to Y") is not looked for twice. A pointer that names again what an earlier instruction named ("Untap it")
# names no role word.
ROLE_WORDS = frozenset(("~", "it", "target", "you", "opponent", "notyou", "graveyard", "hand", "library",
                        "battlefield", "deal", "dealt", "gainlife", "loselife"))
ROLE_ZONES = ("graveyard", "hand", "library", "battlefield")
_ROLE_PHRASES = (
    (re.compile(r"\byou (?:don't|do not) control\b"), " notyou "),
    (re.compile(r"\byour opponents?\b"), " opponent "),   # "creatures your opponents control": not "you"
    (re.compile(r"\bgains? or loses? life\b"), " gainlife loselife "),   # "Whenever you gain or lose life" (two events)
    (re.compile(r"\b(?:gains?|gained|gaining)\s+(?:(?!life\b|gains?\b|loses?\b)[\w'/+-]+\s+){0,3}?life\b"), " gainlife "),
    (re.compile(r"\b(?:loses?|lost|losing)\s+(?:(?!life\b|gains?\b|loses?\b)[\w'/+-]+\s+){0,3}?life\b"), " loselife "),
)
_ROLE_TOKEN = re.compile(r"[+\-]?[\dxX]+/[+\-]?[\dxX]+|~|[a-z']+")
_ROLE_FORMS = {"you": "you", "your": "you", "yours": "you", "opponent": "opponent", "opponents": "opponent",
               "opponent's": "opponent", "opponents'": "opponent", "target": "target", "targets": "target",
               "graveyard": "graveyard", "graveyards": "graveyard", "hand": "hand", "hands": "hand",
               "library": "library", "libraries": "library", "battlefield": "battlefield", "deal": "deal",
               "deals": "deal", "dealt": "dealt", "notyou": "notyou", "gainlife": "gainlife",
               "loselife": "loselife", "~": "~", "~'s": "~", "it": "it", "its": "it", "itself": "it", "him": "it", "her": "it",
               "his": "it", "himself": "it", "herself": "it"}


def pt_word(dp, dt) -> str:
    """A P/T change as one role word ("+2/+2", "-1/0"): a zero's sign is not kept ("+0/-2" = "-0/-2")."""
    def one(v) -> str:
        v = str(v).upper()
        if v.lstrip("+-") in ("0", ""):
            return "0"
        return v if v[0] in "+-" else "+" + v
    return f"{one(dp)}/{one(dt)}"


def role_sequence(text: str) -> list[str]:
    """The role words of rules text (normalised: the card's name already ``~``), in the text's order."""
    t = re.sub(r"\([^()]*\)", " ", text or "").replace("\u2019", "'").replace("\u2212", "-").lower()
    for rx, rep in _ROLE_PHRASES:
        t = rx.sub(rep, t)
    out = []
    for tok in _ROLE_TOKEN.findall(t):
        if "/" in tok:
            a, b = tok.split("/")
            out.append(pt_word(a, b))
        elif tok in _ROLE_FORMS:
            out.append(_ROLE_FORMS[tok])
    return out


_ROLES: dict = {}


def _role(name: str):
    """Register the role renderer of a parsed class (by class name, as :func:`_cls` does for words)."""
    def deco(fn):
        _ROLES[name] = fn
        return fn
    return deco


def roles(obj, seen: set | None = None) -> list[tuple]:
    """The role groups a parsed object names, in the order canonical English says them (see above)."""
    seen = set() if seen is None else seen
    if obj is None or isinstance(obj, (str, int, bool)) or isinstance(obj, Either):
        return []
    if isinstance(obj, (tuple, list)):
        return _roles_in_turn(obj, seen)
    if (_SAID_LATER, id(obj)) in seen:
        return []   # a shared "where X is …" value: its roles are said with the last part that uses it
    for cls in type(obj).__mro__:
        fn = _ROLES.get(cls.__name__)
        if fn is not None:
            return [g for g in fn(obj, seen) if g]
    return []


_SAID_LATER = "said_later"


def _roles_in_turn(items, seen: set) -> list:
    """Role groups of instructions in order. One value bound to several of them ("You gain X life and each opponent
    loses X life, where X is the number of Knights you control": one X for the sentence, 107.3, 608.2c) is the same
    object in each; what it counts is said once, after the last part that uses it, so its roles are named there."""
    last: dict = {}
    for n, x in enumerate(items):
        if type(x).__name__ == "Instruction" and getattr(x, "amount", None) is not None and \
                type(x.amount).__name__ not in ("Const", "XValue"):
            last.setdefault(id(x.amount), []).append(n)
    shared = {k: ns[-1] for k, ns in last.items() if len(ns) > 1}
    out = []
    for n, x in enumerate(items):
        held = [(_SAID_LATER, k) for k, at in shared.items() if at > n and (_SAID_LATER, k) not in seen]
        seen.update(held)
        out += roles(x, seen)
        seen.difference_update(held)
    return out


def _selector_words(sel) -> tuple:
    """Role words of an object description: whose it is ("you control", "an opponent controls", "you don't
    control", "your graveyard") and the one zone it names when that is not the battlefield."""
    if sel is None:
        return ()
    parts = getattr(sel, "parts", None)
    if parts is not None and type(sel).__name__ == "AnyOf":
        return tuple(dict.fromkeys(w for p in parts for w in _selector_words(p)))
    out = []
    for who in (getattr(sel, "controller", None), getattr(sel, "owner", None)):
        out += {"you": ["you"], "opponent": ["opponent"], "not_you": ["notyou"]}.get(who or "", [])
    zones = set(getattr(sel, "zones", ()) or ())
    if len(zones) == 1 and next(iter(zones)) in ROLE_ZONES[:3]:
        out.append(next(iter(zones)))
    return tuple(dict.fromkeys(out))


@_role("Selector")
@_role("AnyOf")
def _roles_selector(sel, seen) -> list:
    return [_selector_words(sel)]


@_role("Subject")
def _roles_subject(s, seen) -> list:
    key = ("slots", s.slots) if s.kind == "target" and s.slots else id(s)
    if key in seen:
        return []   # a pointer to what an earlier instruction named ("Untap it")
    seen.add(key)
    if s.kind == "target":
        if _any_target(s.selector):
            return [("target",)]
        return [("target",) + _selector_words(s.selector)]
    if s.kind in ("selector", "chosen"):
        return [_selector_words(s.selector)] + (roles(s.of, seen) if s.of is not None else [])
    if s.kind == "players_objects":
        return [_selector_words(s.selector)] + roles(s.of, seen)
    if s.kind == "players":
        return [("opponent",)] if s.who in ("opponent", "opponents", "other_opponent", "opponents_of") else []
    if s.kind == "union":
        return [g for p in s.parts for g in roles(p, seen)]
    if s.kind == "self":
        return [("~|it",)]   # the source, by its name or by a pointer ("put a +1/+1 counter on it")
    return []   # you (often unsaid: "Draw a card"), pointers


class Either(tuple):
    """Role groups whose place the parse does not fix: one of several orders ("deals damage equal to the number of
    Vehicles you control to target creature" / "deals X damage to target creature, where X is the number of …")."""


def _roles_damage(i, seen) -> list:
    """"A deals N damage to B" (120.1): the source, then "deal", then who is dealt it (what the amount counts before
    or after it); an alternative amount ("If it's an artifact creature, ~ deals 4 damage to it instead.") says the
    source and "deal" again."""
    source = roles(i.source, seen)
    amount, to = roles(i.amount, seen), roles(i.subject, seen)
    out = source + [("deal",)] + ([Either((amount + to, to + amount))] if amount else to)
    for _alt in i.alternatives or ():
        out += roles(i.source, seen) + [("deal",)]
    return out


def _roles_move(i, seen) -> list:
    """"Return X from your graveyard to your hand": what moves (its zone in its description), then where to."""
    to = (i.opts or {}).get("to")
    if (i.opts or {}).get("to_first") and to in ROLE_ZONES:   # "Return to your hand all … cards" (kb.engine.returnfirst)
        return [(to,)] + roles(i.subject, seen)
    # "Each opponent returns a … they control to its owner's hand" (kb.engine.playerpicks): the player who picks first
    picker = roles(i.source, seen) if (i.opts or {}).get("they_control") else []
    return picker + roles(i.subject, seen) + ([(to,)] if to in ROLE_ZONES else [])


def _roles_life(i, seen) -> list:
    """"Target player loses 3 life and you gain 3 life": who, then whether they gain or lose (119.3)."""
    opts = i.opts or {}
    if opts.get("set"):
        return roles(i.subject, seen)
    sign = opts.get("sign")
    verb = {1: "gainlife", -1: "loselife"}.get(sign if isinstance(sign, int) else None)
    return roles(i.subject, seen) + ([(verb,)] if verb else []) + roles(i.amount, seen)


def _roles_copy(i, seen) -> list:
    """"Target creature you control becomes a copy of target creature an opponent controls" (707.2)."""
    return roles(i.subject, seen) + roles((i.opts or {}).get("of"), seen)


def _roles_fight(i, seen) -> list:
    """"A fights B" (701.14): the first fighter is the subject, the second the source."""
    return roles(i.subject, seen) + roles(i.source, seen)


def _roles_counters(i, seen) -> list:
    """"Put a +1/+1 counter on target creature you control": the kind of counter, then what gets it (122.1)."""
    kind = i.counter[0] if i.counter else (i.opts or {}).get("kind")
    pt = re.fullmatch(r"([+-]\d+)/([+-]\d+)", str(kind or ""))
    return ([(pt_word(*pt.groups()),)] if pt else []) + roles(i.subject, seen)


def _roles_search(i, seen) -> list:
    """"Target player may search their library for …" (701.23a): whose library (the searcher, said first), then what
    is found; "then shuffle" after it is that same player's."""
    who = (i.opts or {}).get("who")
    return (roles(who, seen) if who is not None else []) + roles(i.subject, seen)


INSTRUCTION_ROLES = {"search": _roles_search, "damage": _roles_damage, "move": _roles_move, "life": _roles_life, "fight": _roles_fight,
                     "exchange_life": _roles_fight,
                     "counters": _roles_counters, "remove_counters": _roles_counters, "become_copy": _roles_copy}


@_role("Instruction")
def _roles_instruction(i, seen) -> list:
    action = (i.opts.get("action") or i.opts.get("action_part")) if isinstance(i.opts, dict) else None
    if action:   # a keyword action read as its rule's words (kb.engine.keywordactions): only what the text names
        return [] if action in ("support", "populate", "amass", "bolster", "connive", "earthbend", "endure", "blight") else \
            roles(i.subject, seen)
    # whose choice a "may" is, said first ("Target opponent may have ~ deal 4 damage to them", 608.2d): its roles
    # before the action's, which then points back to that player
    by = roles(i.opts.get("by"), seen) if isinstance(i.opts, dict) and i.opts.get("by") is not None else []
    fn = INSTRUCTION_ROLES.get(i.kind)
    if fn is not None:
        out = by + fn(i, seen)
    else:
        # a keyword action may act on its source without naming it ("Monstrosity 3."): the source is named only where
        # it has a role against another (damage, a zone, life, a fight, counters, a bonus)
        subject = [] if i.subject is not None and i.subject.kind == "self" and not i.ops else roles(i.subject, seen)
        out = by + subject + roles(i.ops, seen)
    # "If …, that creature gets +4/+4 until end of turn instead." (608.2c): what replaces it comes after, in order
    for _cond, alt in (i.opts.get("instead") or ()) if isinstance(i.opts, dict) else ():
        out += _roles_instruction(alt, seen)
    none = _roles_none_yours(getattr(i, "condition", None))
    if none:   # "If you don't control an Ogre, …" / "… if you don't control an Ogre": before or after what it decides
        return [Either((none + out, out + none))]
    return out


NONE_BY_NOT = re.compile(r"\byou (?:don't|do not) control\b")   # "you don't control an Ogre" (not "you control no Ogres")


def _roles_none_yours(cond) -> list:
    """The role of a condition that none of a player's permanents match (CountAtLeast ``most`` 0: "you don't control an
    Ogre", "you control no Ogres", 608.2c): whose permanents are counted, so the "not" it renders stays tied to that
    player's phrase ("creatures you control get +1/+1 if you don't control a Swamp" is not read as "creatures you don't
    control … if you control a Swamp"). Other conditions name no role (the word accounting answers for them)."""
    value = getattr(cond, "value", None)
    if type(value).__name__ != "CountAtLeast" or value.most != 0 or value.n != 0 or value.anyone:
        return []
    if getattr(value.selector, "controller", None) != "you":
        return []
    # the phrase the text says for it: "you don't control" (``notyou``) or "you control no" (``you``) — never either
    # one, or a reading that moved "don't" from a target's phrase to the condition ("… target creature you control.
    # If you don't control an Eldrazi, …" for Horrific Assault's text) would pass the order check
    return [("notyou",) if NONE_BY_NOT.search(value.describe or "") else ("you",)]


@_role("PTModOp")
def _roles_ptmod(op, seen) -> list:
    """"get +2/+2", or "get +X/+0, where X is the number of Cowards your opponents control" (what X counts after)."""
    if type(op.dp).__name__ == "Const" and type(op.dt).__name__ == "Const":
        return [(pt_word(_signed(op.dp, op.dt), _signed(op.dt, op.dp)),)]
    return roles(op.dp, seen) + (roles(op.dt, seen) if op.dt != op.dp else [])


@_role("CountOf")
def _roles_count(v, seen) -> list:
    """"the number of Vehicles you control": whose objects it counts."""
    return roles(v.selector, seen)


@_role("HandDifference")
def _roles_hand_difference(v, seen) -> list:
    """"the difference" names no role word of its own (the condition before it says "you" and "hand")."""
    return []


@_role("Arith")
def _roles_arith(v, seen) -> list:
    """"twice the number of Vehicles you control", "A minus B": the roles of what it calculates from, in order."""
    return roles(v.a, seen) + roles(v.b, seen)


@_role("SelfOr")
def _roles_selfor(s, seen) -> list:
    """"~ or another creature you control"."""
    return [("~|it",) + _selector_words(s.others)]


@_role("Cost")
def _roles_cost(c, seen) -> list:
    """A cost (118, 602.2b): the kind of counter it removes or puts ("Remove a +1/+1 counter from ~"), whose
    permanents or cards it takes ("Tap two untapped Humans you control") and from which zone ("from your
    graveyard")."""
    pt = re.fullmatch(r"([+-]\d+)/([+-]\d+)", c.counter or "")
    out = [(pt_word(*pt.groups()),)] if pt else []
    what = [w for g in roles(c.subject, seen) for w in g]
    if c.zone in ROLE_ZONES:
        what.append(c.zone)
    return out + [tuple(dict.fromkeys(what))]


@_role("AbilityOp")
def _roles_abilityop(op, seen) -> list:
    """A granted ability ("has \"{R}: ~ gets +1/+0 until end of turn.\"") names its own roles after the grant."""
    out = []
    for a in op.add:
        if isinstance(a, str):
            from .parser import parse_ability   # the reader kb.engine.cardtext registers (no import circle)
            try:
                a = parse_ability(a.strip().strip('"').strip(), None, frozenset(), granted=True, normalized=True)
            except Exception:   # noqa: BLE001 - an unread ability names no role (the word accounting answers for it)
                continue
        try:
            out += role_groups(a)
        except Exception:   # noqa: BLE001 - as above
            continue
    return out


@_role("EffectTemplate")
def _roles_template(t, seen) -> list:
    return roles(t.selector, seen) + roles(t.ops, seen)


@_role("StaticAbility")
def _roles_static(a, seen) -> list:
    return roles(a.templates, seen)


# a verb the text says once for two instructions in a row (an ellipsis): "and 3 damage to each creature with flying"
_ELIDED = ("deal", "gainlife", "loselife")
_TRIGGER_PLAYER_FIRST = ("cast", "cast_or_copy", "copy", "draw", "discarded", "cycled", "cycled_or_discarded", "life_gain",
                         "life_loss", "expend")


@_role("TriggerSpec")
def _roles_trigger(t, seen) -> list:
    """"Whenever a creature an opponent controls dies", "Whenever ~ deals combat damage to an opponent",
    "Whenever ~ is dealt damage", "Whenever an opponent gains life": who or what, then the event's roles."""
    who = [("opponent",)] if t.who in ("opponent", "opponents") else []
    subj = [] if isinstance(t.subject, str) else roles(t.subject, seen)
    if t.event == "targeted":   # "Whenever X becomes the target of a spell or ability an opponent controls"
        return subj + [("target",) + (who[0] if who else ())]
    event = {"deals_damage": [("deal",)] + ([("opponent",)] if t.recipient == "opponent" else []),
             "group_deals_damage": [("deal",)] + ([("opponent",)] if t.recipient == "opponent" else []),
             "dealt_damage": [("dealt",)], "life_gain": [("gainlife",)], "life_loss": [("loselife",)]}.get(t.event, [])
    cond = _roles_none_yours(t.condition)   # an intervening "if" (603.4): after the event
    if t.event in _TRIGGER_PLAYER_FIRST:
        return who + subj + event + cond
    return subj + event + cond


def role_groups(ab, name: str | None = None) -> list[tuple]:
    """The role groups of an ability, in order: a trigger's condition, then its instructions as they will be read
    (608.2c); an activated ability's instructions (its costs are checked by the word accounting); a spell's."""
    from .instructions import parse_costs, parse_instructions
    from .parser import _Ctx
    cls = type(ab).__name__
    seen: set = set()
    if cls in ("TriggeredAbility", "ActivatedAbility"):
        head = roles(ab.spec, seen) if cls == "TriggeredAbility" else roles(parse_costs(ab.cost, _Ctx(name)), seen)
        parts = modes_of(ab.effect)[1] if is_modal(ab.effect) else None
        if parts is not None:   # each mode's (700.2) roles in order, each read apart
            return head + [r for part in parts
                           for r in roles(parse_instructions(part, name, normalized=True, ability=ab.text)[0], set())]
        ins, _slots = parse_instructions(ab.effect, name, normalized=True, ability=ab.text)
        return head + roles(ins, seen)
    if cls == "ExertAbility":   # "You may exert ~ as it attacks." then its "When you do" instructions
        ins = parse_instructions(ab.reflexive, name, normalized=True, ability=ab.text)[0] if ab.reflexive else []
        head = [("~",), ("you",)] if getattr(ab, "unexerted", False) else [("you", "~")]   # "If ~ hasn't been …, you"
        return head + roles(ins, seen)
    if cls == "SpellAbility":
        if is_modal(ab.text):
            out = []
            for mode in [x.strip() for x in ab.text.split("\n") if x.strip()][1:]:
                ins, _slots = parse_instructions(re.sub(r"^[\u2022*-]\s*", "", mode), name, normalized=True,
                                                 lenient=True)
                out += roles([i for i in ins if i.kind != "unmodelled"], set())
            return out
        ins, _slots = parse_instructions(ab.text, name, normalized=True, lenient=True)
        return roles([i for i in ins if i.kind != "unmodelled"], seen)
    return roles(ab, seen)


def out_of_order(ab, line: str, name: str | None = None) -> list[str]:
    """The role words of ``line`` that the parsed ability ``ab`` names in another order than the text (empty: the
    roles are in the text's order). The first group that cannot be found after the groups before it is named, with
    the group before it."""
    return misordered(role_groups(ab, name), role_sequence(line))


def misordered(groups: list, said: list) -> list[str]:
    """The first role group (with the one before it) that cannot be found in the role words ``said`` after the groups
    before it; empty when every group is found in order. An :class:`Either` tries each of its orders."""
    return _match(list(groups), said, 0, ())


def _match(groups: list, said: list, at: int, prev: tuple) -> list[str]:
    for n, g in enumerate(groups):
        if isinstance(g, Either):
            first = None
            for alt in g:
                left = _match([x for x in alt if x] + groups[n + 1:], said, at, prev)
                if not left:
                    return []
                first = first or left
            return first or []
        if g == prev and g[0] in _ELIDED and g[0] not in said[at:]:
            continue   # "~ deals 3 damage to X and 3 damage to Y", "You gain X life if ... and X life if ...": said once
        end = at
        for w in dict.fromkeys(g):   # a group's words in its order: "target", whose, which zone
            found = [said.index(a, end) for a in w.split("|") if a in said[end:]]   # "~|it": either word
            if not found:
                return [f"{' '.join(g)} after {' '.join(prev)}" if prev else " ".join(g)]
            end = min(found) + 1
        at, prev = end, g
    return []


def order_reason(left: list[str], ab, line: str, name: str | None = None) -> str:
    """Why an ability is opaque for the order of its roles: the words read out of order, how the engine read the
    roles and how the text says them."""
    read = " | ".join(" ".join(g) if not isinstance(g, Either) else "(" + " / ".join(
        " | ".join(" ".join(x) for x in alt) for alt in g) + ")" for g in role_groups(ab, name))
    return (f"words out of order: {'; '.join(left)} (the engine read the roles as {read}; the text says "
            f"{' '.join(role_sequence(line))})")
