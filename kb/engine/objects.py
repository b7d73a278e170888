"""Cards, objects and the working copy of an object's characteristics in the layer pipeline.

A *card definition* is plain data, the same shape whether it is written inline in a scenario or
comes from the KB (``kb.cards.card_definition(db, name)``)::

    {
      "name": "Gray Ogre",            # required
      "mana_cost": "{2}{R}",          # printed mana cost or None (202.1)
      "colors": ["R"],                # optional; used as a colour indicator (204) only when the
                                      #   mana cost and the text do not account for it
      "color_indicator": ["G"],       # optional (204)
      "supertypes": ["Legendary"],    # 205.4
      "types": ["Creature"],          # 205.2
      "subtypes": ["Ogre"],           # 205.3
      "power": "2", "toughness": "2", # strings or ints; "*" and "1+*" allowed (208.2)
      "loyalty": None,                # 209
      "text": "Flying\\nOther ...",   # rules text, one ability a line (reminder text ignored)
      "layout": "normal",             # informative
      "colors_known": True,           # False: the card data doesn't say its colour (no mana cost, and
                                      #   no colour indicator in the source: kb.cards.card_definition)
    }

Inline definitions may also give ``type_line: "Legendary Land"`` instead of the three type
lists, and ``token: true``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import NamedTuple

from .versions import rule as _rule

from .abilities import Ability, Keyword, StaticAbility, UnmodelledAbility
from .keywordlist import KEYWORD_FIRST_EDITION, keyword_named_by
from .values import PT, ManaCost, card_type, color_of, parse_type_line, supertype
from .prepared import PREPARE_LAYOUT

__all__ = ["CARD_KEYS", "UNNAMED_CARD", "CardDef", "GameObject", "Counter", "Held", "Working", "CardError", "LastKnown",
           "summoning_sick"]

CARD_KEYS = ("name", "mana_cost", "colors", "color_indicator", "supertypes", "types", "subtypes",
             "power", "toughness", "loyalty", "defense", "text", "layout", "faces", "colors_known")


class CardError(ValueError):
    """A card definition that cannot be read (bad field, unknown type, unparsable rules text)."""


# Layouts of one card with two parts that is not double-faced (709, 710, 715, 716): never
# "transformed", and copied whole (707.2, 707.8 applies only to double-faced ones).
# The name of the card a player draws from a library the scenario gave only a count of: a stand-in whose
# characteristics nobody knows (what reads them can't be decided, kb.engine.gamevalues).
UNNAMED_CARD = "an unnamed card"

SINGLE_CARD_LAYOUTS = ("split", "flip", "aftermath", "adventure", "fuse")


@dataclass(frozen=True, eq=False)
class CardDef:
    """Printed characteristics (109.3) plus the abilities parsed from the rules text."""

    name: str
    mana_cost: ManaCost | None
    color_indicator: frozenset | None
    supertypes: frozenset
    types: frozenset
    subtypes: frozenset
    power: PT | None
    toughness: PT | None
    loyalty: str | None
    text: str
    abilities: tuple
    layout: str = "normal"
    token: bool = False
    other_faces: tuple = ()         # the other faces: a flip card's flipped half, a DFC's back, a split card's right half
    defense: str | None = None      # a battle's printed defense (310.4a)
    colors_known: bool = True       # False: the data doesn't say its colour (answers on it: "cannot decide")
    known_as: object = None         # a card nobody named (UNNAMED_CARD): the description it is known to fit, as the
                                    # cost it paid named it ("discard a creature card", 601.2h; kb.engine.unnamed)

    @property
    def printed_colors(self) -> frozenset:
        # 202.2 / 204: colour from the mana cost, or the colour indicator.
        if self.color_indicator is not None:
            return self.color_indicator
        return self.mana_cost.colors if self.mana_cost else frozenset()

    @classmethod
    def from_dict(cls, data: dict, *, parse=None) -> "CardDef":
        """Build from the shared card-definition shape; ``parse(text, name, types)`` reads the text."""
        if not isinstance(data, dict):
            raise CardError(f"a card definition is a mapping, not {type(data).__name__}")
        unknown = set(data) - set(CARD_KEYS) - {"type_line", "token", "type", "back", "flip"}
        if unknown:
            raise CardError(f"unknown card field(s): {', '.join(sorted(unknown))} "
                            f"(known: {', '.join(CARD_KEYS)}, type_line, token)")
        faces = data.get("faces")
        if faces:
            if not isinstance(faces, list) or not all(isinstance(f, dict) for f in faces) or len(faces) < 2:
                raise CardError("faces is a list of two or more card faces (each a card shape)")
            layout = data.get("layout") or faces[0].get("layout") or "transform"
            first = {**faces[0], "layout": layout, "token": data.get("token", False)}
            front = cls.from_dict(first, parse=parse)
            rest = tuple(cls.from_dict({**f, "token": data.get("token", False)}, parse=parse) for f in faces[1:])
            from dataclasses import replace as _r
            if layout in ("split", "aftermath", "fuse"):
                # the card is both halves (709.1): its name is both names; the halves are its faces
                return _r(front, name=" // ".join([front.name] + [f.name for f in rest]), other_faces=(front,) + rest)
            return _r(front, other_faces=rest)
        for key, layout in (("back", "transform"), ("flip", "flip")):
            if data.get(key):
                if not isinstance(data[key], dict):
                    raise CardError(f"{key} is a card face (a mapping)")
                base = {k: v for k, v in data.items() if k not in ("back", "flip")}
                return cls.from_dict({"faces": [base, data[key]], "layout": data.get("layout") or layout,
                                      "token": data.get("token", False)}, parse=parse)
        name = data.get("name")
        if not name and data.get("layout") != "emblem":   # 114.3: most emblems have no name
            raise CardError("a card needs a name")
        if str(data.get("layout") or "") == PREPARE_LAYOUT and " // " in str(name):
            name = str(name).split(" // ")[0]   # 722.4: only its normal characteristics (the prepare spell's name follows)
        try:
            mana_cost = ManaCost.parse(data.get("mana_cost"))
        except ValueError as exc:
            raise CardError(str(exc)) from None
        line = data.get("type_line") or data.get("type")
        text = str(data.get("text") or "")
        old_aura = re.fullmatch(r"\s*Enchant\s+(World|Creature|Land|Artifact|Enchantment|Permanent|Player)\s*", str(line or ""))
        if old_aura:   # the type lines before the Aura subtype (Ninth Edition, 2005): "Enchant Creature" is a local
            # enchantment that can enchant only a creature (212.4c-d of 2004), today's Enchantment — Aura with
            # "Enchant creature" (303.4a, 702.5a); "Enchant World" a global world enchantment
            what = old_aura.group(1)
            if what == "World":
                line = "World Enchantment"
            else:
                line = "Enchantment — Aura"
                text = f"Enchant {what.lower()}" + ("\n" + text if text.strip() else "")
        old_kind = re.fullmatch(r"\s*(Interrupt|Summon(?:\s+(.+?))?)\s*", str(line or ""))
        if old_kind:   # the card types printed before Sixth Edition (1999), "obsolete" in the glossary of 1999-04-23:
            # "An interrupt is a form of instant"; "A summon spell is any creature spell that isn't an artifact
            # spell" — "Summon Bears" is "Creature — Bears"
            line = "Instant" if old_kind.group(1) == "Interrupt" else \
                "Creature" + (f" — {old_kind.group(2)}" if old_kind.group(2) else "")
        if line:
            try:
                sup, types, subs = parse_type_line(str(line))
            except ValueError as exc:
                raise CardError(str(exc)) from None
        else:
            sup = tuple(_norm(supertype, data.get("supertypes"), "supertype"))
            types = tuple(_norm(card_type, data.get("types"), "card type"))
            subs = tuple(str(s) for s in (data.get("subtypes") or ()))
        if not types and data.get("layout") != "emblem":   # 114.3: an emblem has no types
            raise CardError(f"{name}: a card needs at least one card type (types: [Creature] or type_line)")
        ci = data.get("color_indicator")
        indicator = frozenset(_colors(ci)) if ci else None
        try:
            power, toughness = PT.of(data.get("power")), PT.of(data.get("toughness"))
            for v in (power, toughness):
                if v is not None:
                    v.base()
        except ValueError as exc:
            raise CardError(f"{name}: {exc}") from None
        if "Legendary" in sup and name:   # "Zurgo can't block …" on Zurgo Bellstriker (201.5c; kb.engine.text)
            from .text import with_full_name
            read = with_full_name(text, str(name))
        else:
            read = text
        abilities = tuple(parse(read, name, frozenset(types))) if parse and read.strip() else ()
        if indicator is None and data.get("colors") is not None:
            given = frozenset(_colors(data["colors"]))
            from_cost = mana_cost.colors if mana_cost else frozenset()
            colour_cda = any(isinstance(a, StaticAbility) and a.cda and a.keyword_name != "changeling"
                             and any(getattr(op, "kind", "") == "color" for t in a.templates for op in t.ops)
                             for a in abilities)
            if given != from_cost and not colour_cda:
                indicator = given  # e.g. Dryad Arbor: green with no mana cost (204)
        return cls(name=str(name), mana_cost=mana_cost, color_indicator=indicator,
                   supertypes=frozenset(sup), types=frozenset(types), subtypes=frozenset(subs),
                   power=power, toughness=toughness,
                   loyalty=None if data.get("loyalty") is None else str(data["loyalty"]),
                   text=text, abilities=abilities, layout=str(data.get("layout") or "normal"),
                   token=bool(data.get("token")), defense=_defense(data.get("defense"), name),
                   colors_known=data.get("colors_known", True) is not False)

    def prototyped(self) -> "CardDef | None":
        """718.3b: the card as a prototyped spell or permanent — its prototype's mana cost, power and toughness, and
        the colour of that mana cost (105.2), all else the same (718.5); None for a card without prototype."""
        cache = self.__dict__.get("_prototyped", False)
        if cache is False:
            from dataclasses import replace as _r
            from .prototype import prototype_values
            v = prototype_values(self.abilities)
            cache = None if v is None else _r(self, mana_cost=ManaCost.parse(v[0]), color_indicator=None,
                                              power=PT.of(v[1]), toughness=PT.of(v[2]))
            object.__setattr__(self, "_prototyped", cache)
        return cache

    @property
    def type_line(self) -> str:
        head = " ".join([*sorted(self.supertypes), *sorted(self.types)])
        return head + (" — " + " ".join(sorted(self.subtypes)) if self.subtypes else "")


def _defense(v, name) -> str | None:
    """A battle's printed defense (310.4a): a whole number."""
    if v is None:
        return None
    if isinstance(v, bool) or not str(v).strip().isdigit():
        raise CardError(f"{name}: defense is a whole number, not {v!r}")
    return str(int(str(v).strip()))


def _norm(fn, values, what: str) -> list[str]:
    out = []
    for v in values or ():
        n = fn(str(v))
        if n is None:
            raise CardError(f"unknown {what} {v!r}")
        out.append(n)
    return out


def _colors(values) -> list[str]:
    if isinstance(values, str):
        values = values.replace(",", " ").split()
    out = []
    for v in values:
        c = color_of(str(v))
        if c is None:
            raise CardError(f"unknown colour {v!r} (white, blue, black, red, green or W U B R G)")
        out.append(c)
    return out


@dataclass
class Counter:
    """Counters of one kind on an object; 613.7c: all of them share the latest timestamp."""

    n: int
    ts: int


class Held(NamedTuple):
    """An ability an object has, and how it got it: ``printed`` (or from a ``copy`` / ``text``
    change, both still eligible to be characteristic-defining, 604.3a (2)), ``granted`` by an
    effect whose timestamp is ``grant_ts`` (613.7a), ``intrinsic`` (305.6) or ``counter`` (122.1b)."""

    ability: Ability
    origin: str
    grant_ts: int = 0


@dataclass(eq=False)
class GameObject:
    """A card or token in a zone (109.1). Leaving a zone makes a new object (400.7): the state
    gives it a new ``oid``; ``alias`` is the name scenarios use for it."""

    oid: int
    card: CardDef
    owner: str
    controller: str
    zone: str
    ts: int
    alias: str
    counters: dict = field(default_factory=dict)
    tapped: bool = False
    face_down: bool = False
    face_down_listed: tuple = ()     # 708.2: the abilities its face-down characteristics list (ward {2}: 702.168a, 701.58a)
    face_down_by: str | None = None  # 708.2: what made it face down: 'morph', 'disguise', 'manifest', 'cloak', 'effect' (None: a scenario)
    attached_to: int | None = None
    choices: dict = field(default_factory=dict)
    card_id: int = 0                 # the physical card or token across its zone changes
    incarnation: int = 1             # 400.7: the n-th object this card has been
    arrived: int = 0                 # the event it entered its zone in: objects entering together share it (704.5k)
    damage: int = 0                  # damage marked on it (120.3e, 120.6)
    deathtouched: bool = False       # dealt damage by a source with deathtouch since the last SBA check (704.5h)
    is_copy: bool = False            # a copy of a spell or of a card (704.5e, 707.10a)
    record: object | None = None     # the spell it was, for "if it was kicked" (permanents; 702.33d)
    fresh: bool = False              # came under its controller's control this turn (302.6)
    warped_turn: int | None = None   # exiled by its warp ability in this turn (702.185a-b; kb.engine.warp)
    entered_turn: int | None = None  # the turn it entered the battlefield in ("if ~ entered this turn"); None: before
    entered_during: bool = False     # entered the battlefield during the question: a new object then (400.7), so
                                     # nothing it did earlier (an "Activate only once" ability used, 602.5b) exists
    arrived_turn: int | None = None  # the turn it entered the battlefield during the question, even when stated as under
                                     # its controller's control since that turn began (302.6): it entered in that turn
    flipped: bool = False            # 710: a flipped flip card
    transformed: bool = False        # 712: a double-faced permanent (or spell) with its back face up
    half: int | None = None          # 709.3: the half of a split card being cast (0 left, 1 right)
    stack_exile: str = ""            # a spell exiled instead if it would leave the stack: what says so (aftermath,
                                     # 702.127a; kb.engine.aftermath)
    adventure: bool = False          # 715.3b: a spell cast as an Adventure (only its alternative characteristics)
    x_chosen: int | None = None      # 202.3e, 107.3: a spell's X as announced (its mana value counts it on the stack)
    prototyped: bool = False         # 718.3b: a prototyped spell, or the permanent it became (kb.engine.prototype)
    bestowed: bool = False           # 702.103b: a bestowed Aura spell, or the bestowed Aura it became (kb.engine.bestow)
    reconfigured_to: int | None = None   # 702.151b: the creature it was attached to with reconfigure (kb.engine.reconfigure)
    adventure_player: str | None = None  # 715.3d: in exile after resolving as an Adventure: who may play it
    protector: str | None = None     # a battle's protector (310.8)
    had_defense: bool = False        # a battle that has had defense counters (704.5v: defense 0 once they are gone)
    melded: tuple = ()               # 712.4a, 701.42a: a melded permanent's two cards, as (CardDef, card_id, alias)
    merged: tuple = ()               # 730.2: a merged permanent's components, top first, as (CardDef, card_id, alias)
    mutations: int = 0               # 702.140d: how many times it has mutated ("the number of times ~ has mutated")
    in_combat: str | None = None     # 506.4: 'attacking' | 'blocking' while it is an attacking or blocking creature
    class_level: int | None = None   # 716.2b: the level designation a Class gained (None: none, read as 1, 716.2d)
    exiled_with: tuple = ()          # 607.2a: (the object whose ability exiled it, the order of exiling) in exile
    haunting: int | None = None      # 702.55b: in exile, the object its haunt ability targeted (kb.engine.haunt)
    encoded_on: int | None = None    # 702.99a-b: in exile, the creature this cipher card is encoded on (kb.engine.cipher)
    turn_controller: str | None = None   # its controller as the turn began (302.6: control must be continuous)
    control_lapsed: bool = False     # 302.6: since its controller's most recent turn began, another player controlled it
                                     # for a while (set as state-based actions are checked, cleared as that turn begins)
    control_mark: tuple | None = None    # (controller, that player's upkeeps begun when it came under their control):
                                         # echo, 702.30a (kb.engine.upkeep); None: not known
    control_seen: str | None = None      # its controller as the last step began (kb.engine.upkeep)
    phasing: dict | None = None      # while phased out (702.26): {'controller': who it phased out under, 'with': host oid
                                     # if it phased out indirectly (702.26g)}

    @property
    def name(self) -> str:
        return self.card.name

    @property
    def token(self) -> bool:
        return self.card.token


LAST_KEYWORD_FIRST = max(KEYWORD_FIRST_EDITION.values())


def edition_abilities(abilities: tuple, edition: str, zone: str = "battlefield") -> tuple:
    """``abilities`` (held by a permanent: printed, copied or granted by an effect) as the rules of ``edition`` read
    them: a keyword those rules don't name yet (Hexproof under the rules of 2010, Menace under those of 2014) has no
    rule saying what it does, so it is an ability the engine can't read, and every answer it could change is "cannot
    decide" (kb.engine.unknowns). A spell's too (affinity, 702.41a); elsewhere than on the battlefield or the stack a
    keyword's own reader dates it."""
    if edition >= LAST_KEYWORD_FIRST or zone not in ("battlefield", "stack") or not any(
            _unnamed_keyword(h.ability, edition) for h in abilities):
        return abilities
    out = []
    for h in abilities:
        a = h.ability
        if _unnamed_keyword(a, edition):
            key = (id(a), edition)   # the same unread ability at every evaluation (its uid stays)
            if key not in _UNNAMED:
                _UNNAMED[key] = (a, UnmodelledAbility(text=a.text or a.keyword.capitalize(), guess="static",
                                                      why=f"the rules of {edition} have no rule for {a.keyword}"))
            h = Held(_UNNAMED[key][1], h.origin, h.grant_ts)
        out.append(h)
    return tuple(out)


def _unnamed_keyword(a, edition: str) -> bool:
    """A keyword the rules of ``edition`` don't name: a plain keyword (702), or one the readers made into the ability
    it stands for ("Ward {2}" is a triggered ability, 702.21a; "Afterlife 1", "Myriad", "Changeling": the word is
    still its keyword's, ``keyword``, and has no meaning before its rule). Dated as kb.engine.keywordmeans dates its
    own entries (the same first editions)."""
    kw = getattr(a, "keyword", None)
    return isinstance(kw, str) and bool(kw) and not keyword_named_by(kw, edition)


# 201.4c (2010-02-01 on; 201.5c today): a legendary card's text may name it by a shortened name. The rules before
# say nothing of it, so under them an ability naming the card so is one the engine can't read.
SHORTENED_NAME_FIRST = "2010-02-01"


def _shortened_name_unread(abilities: tuple, c, edition: str) -> tuple:
    """``abilities`` of card ``c`` under rules older than :data:`SHORTENED_NAME_FIRST`: when the card's text uses its
    shortened name ("When Verdeloth enters" on Verdeloth the Ancient, kb.engine.text.epithet_short; "Jhoira" on Jhoira
    of the Ghitu, "Akroma" on Akroma, Angel of Wrath: the short names kb.engine.text.normalize reads), each ability
    naming the card is unread — no rule of ``edition`` says the shortened name means the card."""
    from .text import epithet_short, first_name_pattern, first_name_short
    from .words import RULES_WORDS
    name = getattr(c, "name", "") or ""
    shorts = epithet_short(name) + [n for n in ([name.split(",")[0]] if "," in name else
                                              [name.split(" of ")[0]] if " of " in name else [])
                                    if n.lower() not in RULES_WORDS]
    firsts = first_name_short(name) if "Legendary" in (getattr(c, "supertypes", ()) or ()) else []
    if not shorts and not firsts:
        return abilities
    pat = re.compile("|".join([rf"(?<![\w]){re.escape(n)}(?![\w])(?! the [A-Z])" for n in shorts] +
                              [first_name_pattern(n) for n in firsts]))
    if not pat.search((getattr(c, "text", "") or "").replace(name, "")):
        return abilities
    out = []
    for h in abilities:
        a = h.ability
        text = getattr(a, "text", "") or ""
        # the read text names the card "~" whether it said the full or the shortened name: each such ability
        if not isinstance(a, UnmodelledAbility) and "~" in text:
            kind = type(a).__name__.lower()
            guess = "triggered" if "trigger" in kind else "activated" if "activated" in kind else "static"
            h = Held(UnmodelledAbility(text=text, guess=guess,
                                       why=f"the rules of {edition} have no rule for a card's shortened name "
                                           f"(201.4c came with the {SHORTENED_NAME_FIRST} edition)"),
                     h.origin, h.grant_ts)
        out.append(h)
    return tuple(out)


_UNNAMED: dict = {}   # (id of a keyword ability, edition) → (that ability, kept alive; its unread stand-in)


def _face_values(f: "CardDef", cost_from: "CardDef", origin: str) -> tuple:
    """A face's characteristics as the layers start from them, computed once per card (cards are
    immutable; the evaluation starts from them for every object at every evaluation)."""
    cache = f.__dict__.get("_values")
    if cache is None:
        cache = {}
        object.__setattr__(f, "_values", cache)
    key = (id(cost_from), origin)
    v = cache.get(key)
    if v is None:
        v = (f.name, cost_from.mana_cost, cost_from.printed_colors if cost_from is not f else f.printed_colors,
             f.supertypes, f.types, f.subtypes, tuple(Held(a, origin, 0) for a in f.abilities),
             f.power.base() if f.power is not None else None, f.toughness.base() if f.toughness is not None else None,
             f.loyalty, f.text)
        cache[key] = v
    return v


@dataclass(frozen=True, eq=False)
class LastKnown:
    """Last known information (608.2h, 113.7a, 603.10): an object as it last existed in a zone,
    its characteristics after the layers included. Kept for as long as the game is (nothing is
    cleared when the stack empties), so a copy of a spell resolving later can still read it."""

    oid: int
    card_id: int
    alias: str
    zone: str
    working: "Working"
    counters: dict
    damage: int
    tapped: bool
    controller: str
    owner: str
    attached_to: int | None
    token: bool
    is_copy: bool
    record: object | None = None
    # its copiable values as it last existed (707.2-707.3, 708.2): the copy effects applied to it and its face-down
    # status, kept because those effects end when it leaves; ``copiable_token``: as a token copy takes them (707.8a)
    copiable: object | None = None
    copiable_token: object | None = None

    @property
    def power(self):
        return self.working.power

    @property
    def toughness(self):
        return self.working.toughness

    def counters_of(self, kind: str) -> int:
        return self.counters.get(kind, 0)


class Working:
    """The characteristics of one object part-way through the layers (613.1). Field values are
    immutable (frozensets, tuples), so a copy is shallow and cheap."""

    __slots__ = ("oid", "obj", "zone", "name", "mana_cost", "colors", "supertypes", "types", "subtypes",
                 "all_ctypes", "abilities", "power", "toughness", "loyalty", "controller", "owner",
                 "attached_to", "token", "text", "_kw", "mv", "halves", "cant_have")

    @classmethod
    def initial(cls, obj: GameObject, edition: str = "9999") -> "Working":
        """613.1: start from the actual object: the values printed on the card (or defined by
        the effect that created a token), for the face that is up (709-712)."""
        w = cls.__new__(cls)
        w.oid = obj.oid
        w.obj = obj
        w.zone = obj.zone
        w.controller = obj.controller if obj.zone in ("battlefield", "stack", "command") else obj.owner   # a plane: the planar controller (311.5)
        w.owner = obj.owner
        w.attached_to = obj.attached_to
        w.all_ctypes = False
        w._kw = None
        w.halves = None
        w.cant_have = frozenset()   # keywords it can't have (113.11), gathered in layer 6
        w.set_card(obj.card, edition)
        return w

    def set_card(self, c: "CardDef", edition: str = "9999", origin: str = "printed") -> None:
        """The characteristics of card ``c`` for this object's status and zone (709.3-4, 710.2, 712.8); a keyword
        the rules of ``edition`` don't name yet is an ability the engine can't read (:func:`edition_abilities`)."""
        self._set_card(c, edition, origin)
        self.abilities = edition_abilities(self.abilities, edition, self.zone)
        if "Legend" in self.subtypes:
            self._legend_errata(edition)
        if edition < SHORTENED_NAME_FIRST:
            self.abilities = _shortened_name_unread(self.abilities, c, edition)

    def _set_card(self, c: "CardDef", edition: str, origin: str) -> None:
        obj = self.obj
        self.mv = None
        face = c
        if c.other_faces and c.layout in ("split", "aftermath", "fuse"):
            if self.zone == "stack" and obj.half is not None and obj.half >= 0:
                face = c.other_faces[obj.half]
            else:
                halves = tuple(c.other_faces)
                from .versions import rule
                fused = self.zone == "stack" and obj.half is not None   # 702.102b: a fused split spell: combined
                if not fused and rule("split_characteristics", edition) in ("two_sets", "none"):  # 505.2 / 708.2: two sets
                    self._fill(c, c, origin)
                    self.colors = frozenset().union(*(h.printed_colors for h in halves))   # 505.3
                    self.halves = []
                    for h in halves:
                        hw = Working.__new__(Working)
                        for sl in Working.__slots__:
                            setattr(hw, sl, getattr(self, sl, None))
                        hw.halves = None
                        hw._fill(h, h, origin)
                        self.halves.append(hw)
                    return
                self._fill(c, c, origin)
                self.name = " // ".join(h.name for h in halves)
                syms = tuple(s for h in halves if h.mana_cost for s in h.mana_cost.symbols)
                self.mana_cost = ManaCost(syms)
                self.colors = frozenset().union(*(h.printed_colors for h in halves))
                self.types = frozenset().union(*(h.types for h in halves))
                self.subtypes = frozenset().union(*(h.subtypes for h in halves))
                self.supertypes = frozenset().union(*(h.supertypes for h in halves))
                self.abilities = tuple(Held(a, origin, 0) for h in halves for a in h.abilities)
                self.text = "\n//\n".join(h.text for h in halves)
                return
        elif c.other_faces and c.layout == "adventure" and self.zone == "stack" and obj.adventure:
            face = c.other_faces[0]   # 715.3b: on the stack as an Adventure, only the alternative characteristics
            self._fill(face, face, origin)
            return
        elif c.other_faces and c.layout == "flip" and self.zone == "battlefield" and obj.flipped:
            f = c.other_faces[0]
            self._fill(f, c, origin)   # 710.1c: colour and mana cost stay the card's
            return
        elif c.other_faces and obj.transformed and self.zone in ("battlefield", "stack"):
            face = c.other_faces[0]
            self._fill(face, face, origin)
            from .versions import rule
            if c.layout not in ("modal_dfc",) and rule("dfc_back_mana_value", edition) == "front":
                self.mv = c.mana_cost.mana_value if c.mana_cost else 0   # 712.8e: the front face's mana cost
            return
        if obj.prototyped and self.zone in ("battlefield", "stack") and c.prototyped() is not None:
            face = c.prototyped()   # 718.3b: only the prototype's mana cost, power and toughness, and its colour
        self._fill(face, face, origin)
        if self.zone == "stack" and obj.x_chosen and self.mana_cost is not None:
            # 202.3e: while on the stack, each {X} in the mana cost is the number chosen for it
            xs = sum(1 for sym in self.mana_cost.symbols if sym == "X")
            if xs:
                self.mv = self.mana_cost.mana_value + xs * obj.x_chosen
        if obj.melded and c is obj.card:
            # 712.8g: the combined back face's characteristics; mana value = the sum of the front faces'
            self.mv = sum(m[0].mana_cost.mana_value if m[0].mana_cost else 0 for m in obj.melded)

    def _legend_errata(self, edition: str) -> None:
        """A card printed with the old creature type Legend: under the rules from 2004-10-01 on (the legend rule of
        "legendary permanents" only, kb.engine.versions legend_rule "all" / "per_controller") the glossary entry
        "Legend (Obsolete)" says such cards "have been given errata to have the legendary supertype. Legend is no
        longer a creature type": the legendary supertype instead of the subtype. Before, 420.5e counted Legends
        themselves (kb.engine.sba), and the type stays as printed."""
        from .versions import rule
        if rule("legend_rule", edition) in ("all", "per_controller"):
            self.supertypes = frozenset(self.supertypes) | {"Legendary"}
            self.subtypes = frozenset(self.subtypes) - {"Legend"}

    def _fill(self, f: "CardDef", cost_from: "CardDef", origin: str) -> None:
        (self.name, self.mana_cost, self.colors, self.supertypes, self.types, self.subtypes, self.abilities,
         self.power, self.toughness, self.loyalty, self.text) = _face_values(f, cost_from, origin)
        # being a token is no copiable value (707.2, 111.1): a card that copies a token stays a card
        self.token = self.obj.card.token if origin == "copy" else (f.token or self.obj.card.token)

    def copy(self) -> "Working":
        w = Working.__new__(Working)
        _copy_slots(self, w)
        return w

    def as_spell(self, caster: str) -> "Working":
        """This object as it would be on the stack, cast by ``caster``: what a permission or a restriction that names
        a kind of spell looks at before the card is put there (601.3, 601.2a)."""
        w = self.copy()
        w.zone, w.controller = "stack", caster
        return w

    @property
    def mana_value(self) -> int:
        if self.mv is not None:
            return self.mv
        return self.mana_cost.mana_value if self.mana_cost else 0

    def keyword_names(self) -> frozenset:
        kw = self._kw
        if kw is None or kw[0] is not self.abilities:
            names = frozenset(h.ability.keyword for h in self.abilities if h.ability.keyword)
            self._kw = kw = (self.abilities, names)
        return kw[1]

    def field(self, name: str):
        """The value of a characteristic group, for comparisons (``writes`` names)."""
        if name == "pt":
            return (self.power, self.toughness)
        if name == "subtypes":
            return (self.subtypes, self.all_ctypes)
        return getattr(self, name)

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    def __repr__(self) -> str:
        return f"<Working {self.oid} {self.name} {sorted(self.types)} {self.power}/{self.toughness}>"


def summoning_sick(o: "GameObject", w: "Working", state=None) -> bool:
    """302.6: a creature its controller hasn't controlled continuously since their most recent turn began (it is new
    here, or an effect took control of it this turn, or control left and came back), without haste, can't attack or pay
    {T} costs. Control that left and came back: only the rules that say "continuously" (from 2009-07-11, versions
    ``summoning_continuity``) decide it; under older wording ("since the start of his or her most recent turn") it is
    noted "cannot decide" on ``state`` and taken as not sick."""
    if "haste" in w.keyword_names():
        return False
    changed = o.turn_controller is not None and o.turn_controller != w.controller
    if o.fresh or changed:
        return True
    if not o.control_lapsed:
        return False
    if state is not None and _rule("summoning_continuity", state.edition) != "continuously":
        state.note_unknown(f"another player controlled {o.alias} for a while since its controller's most recent turn "
                           f"began: {state.rule_no('summoning_sick')} of {state.edition} doesn't say \"continuously\", "
                           "so whether it is still \"under its controller's control since the start of\" that turn can't "
                           "be decided")
        return False
    return True


def _slot_copier():
    """One function assigning every slot (several times faster than a getattr/setattr loop)."""
    body = "\n".join(f"    dst.{n} = src.{n}" for n in Working.__slots__)
    ns: dict = {}
    exec(f"def _copy_slots(src, dst):\n{body}\n", ns)  # noqa: S102 - generated from __slots__ only
    return ns["_copy_slots"]


_copy_slots = _slot_copier()


KEYWORD_FLYING = Keyword("flying")


def entered_this_turn(o, turn: int) -> bool:
    """Whether the permanent ``o`` entered the battlefield in the turn ``turn`` ("if ~ entered this turn", read ahead's
    "the turn it entered the battlefield", 702.155a): stated to have come under its controller's control this turn, put
    there by an effect this turn, or made to enter by a step of the question in that turn (an `enter` step, even
    without ``this_turn``: it is a new object that entered now, 400.7)."""
    return getattr(o, "entered_turn", None) == turn or getattr(o, "arrived_turn", None) == turn
