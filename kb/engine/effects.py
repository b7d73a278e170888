"""Continuous effects as plain data (611, 613): the vocabulary of operations and the effect record.

An effect has a source, a timestamp (613.7), a duration (611.2a-b), what it applies to (a
selector re-evaluated for static abilities, 611.3a, or a set locked when it began for spells and
abilities, 611.2c) and one operation per layer it touches (613.6). Which layer an operation
belongs to is the rules profile's decision (:mod:`kb.engine.profiles`): the same "+1/+1 until end
of turn" is in layer 7c today and in layer 6b under the 2007 rules.

Operations (``Op.kind``):

=============  ====================================================  ===========================
kind           what                                                  text it comes from
=============  ====================================================  ===========================
copy           set the copiable values (707.2)                       "enter as a copy of"
face_down      2/2 nameless, no text (708.2)                         turned face down
control        change controller                                     "You control enchanted ..."
text           replace a word in rules text (612)                    Sleight of Mind
type           set / add / remove card types, subtypes, supertypes   "Nonbasic lands are Mountains"
color          set / add colours                                     "All creatures are black"
ability        add abilities, lose abilities, lose all abilities    "have flying", Humility
pt_set         set (base) power and/or toughness                     "becomes 0/1", "base ... 1/1"
pt_modify      +N/+M                                                 "get +1/+1"
pt_counters    P/T counters (a pseudo-effect per counter kind)       +1/+1 counters (122)
pt_switch      switch power and toughness                            "Switch target creature's ..."
rules          change the rules, not objects (613.11)                "can't attack", "prevent ..."
=============  ====================================================  ===========================
"""
from __future__ import annotations

from functools import lru_cache

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .abilities import Ability, Keyword, ManaAbility
from .filters import Const, Ctx, Value
from .objects import Held, edition_abilities
from .protectionquality import granted_with_source_choice
from .text import replace_word
from .values import BASIC_LAND_TYPES, BASIC_MANA, COLOR_NAMES, ManaCost, subtype_kind

if TYPE_CHECKING:  # pragma: no cover
    from .objects import Working

__all__ = ["UNTIL_CAST_FROM_EXILE", "Op", "retains_all_prior", "keeps_instant_sorcery", "PTChoiceOp", "chosen_as_applied", "CopyOp", "FaceDownOp", "ControlOp", "TextOp", "TypeOp", "ColorOp", "AbilityOp", "FoundAbilitiesOp",
           "PTSetOp", "PTModOp", "CounterPTOp", "PTSwitchOp", "RulesOp", "CostOp", "ContinuousEffect",
           "RULES_TEXT_ORIGINS", "intrinsic_mana", "with_source", "source_of_label"]

# The parser reads changed rules text again (612); it registers itself here when imported, so
# that this module, which the parser builds on, need not import it back.
_REPARSER: list = [None]


def set_reparser(fn) -> None:
    """Register ``fn(text, name, types) -> Ability`` (kb.engine.parser.reparse_ability)."""
    _REPARSER[0] = fn


# The abilities a keyword stands for, read by kb.engine.cardtext (which registers it here the same way).
_KEYWORD_READER: list = [None]


def set_keyword_reader(fn) -> None:
    """Register ``fn(keywords) -> abilities`` (kb.engine.cardtext.keyword_abilities)."""
    _KEYWORD_READER[0] = fn


# 604.3a (2) / 305.7: abilities that come from the object's own rules text.
RULES_TEXT_ORIGINS = frozenset(("printed", "copy", "text"))
_INSTANT_SORCERY = frozenset(("Instant", "Sorcery"))


def intrinsic_mana(land_type: str) -> ManaAbility:
    """305.6: "{T}: Add [mana]." for a basic land type."""
    return ManaAbility(f"{{T}}: Add {{{BASIC_MANA[land_type]}}}.", BASIC_MANA[land_type])


class Op:
    """One operation of an effect, in one layer."""

    kind = "?"
    writes: frozenset = frozenset()
    dynamic = False
    reads: frozenset = frozenset()

    def apply(self, w: "Working", ctx: Ctx) -> None:  # pragma: no cover - interface
        raise NotImplementedError

    def params(self, ctx: Ctx, w: "Working"):
        """What this operation does to ``w`` (613.8a "what it does"); constant unless dynamic."""
        return self

    def describe(self) -> str:  # pragma: no cover - interface
        return self.kind


def chosen_as_applied(op: Op) -> bool:
    """An operation whose value a player chooses as the effect is applied (608.2d: "the creature type of your
    choice", "+1/-1 or -1/+1"): only a resolving spell or ability has that moment, not a static ability."""
    return bool(getattr(op, "chosen_now", False)) or isinstance(op, PTChoiceOp)


# --- layer 1 ---------------------------------------------------------------------------------------

def keyword_meaning(a) -> tuple:
    """The abilities a granted ability is: a keyword the engine models as a triggered or static ability ("exalted",
    "flanking", "bushido 1") is that ability, as when printed (kb.engine.cardtext.keyword_abilities); any other
    ability is itself."""
    return _keyword_meaning(a) if isinstance(a, Keyword) else (a,)


@lru_cache(maxsize=None)
def _keyword_meaning(a) -> tuple:
    if _KEYWORD_READER[0] is None:
        raise RuntimeError("kb.engine.cardtext is not loaded: a granted keyword can't be read")
    return tuple(_KEYWORD_READER[0]([a]))

@dataclass(frozen=True, eq=False)
class CopyOp(Op):
    """707.2: the copiable values of another object (taken when the copy effect began)."""

    card: object   # CardDef of the values copied
    of: str = ""
    kind = "copy"
    writes = frozenset(("name", "mana_cost", "colors", "supertypes", "types", "subtypes", "abilities",
                        "pt", "loyalty", "text"))

    def apply(self, w, ctx) -> None:
        # the copied values, for the face the copy's own status shows (707.8, 710: a flipped copy)
        w.set_card(self.card, getattr(ctx, "edition", "9999"), origin="copy")
        w.all_ctypes = False

    def describe(self) -> str:
        return f"becomes a copy of {self.of or self.card.name}"


@dataclass(frozen=True, eq=False)
class FaceDownOp(Op):
    """708.2a: a face-down permanent is a 2/2 creature with no text, name, subtypes or mana cost;
    ``mana_cost`` "{0}" under the editions that give it "a mana cost of {0}" (502.26b before 2006-10-01,
    the ``face_down_mana_cost`` rule change). ``listed``: the abilities the rule that made it face down lists
    (ward {2}: disguise 702.168a, cloak 701.58a), with ``text`` their words."""

    mana_cost: ManaCost | None = None
    listed: tuple = ()
    text: str = ""
    kind = "face_down"
    writes = CopyOp.writes

    def apply(self, w, ctx) -> None:
        w.name, w.mana_cost, w.colors = "", self.mana_cost, frozenset()
        w.supertypes, w.types, w.subtypes, w.all_ctypes = frozenset(), frozenset(("Creature",)), frozenset(), False
        w.abilities = tuple(Held(a, "printed", 0) for a in self.listed)
        w.power, w.toughness, w.loyalty, w.text = 2, 2, None, self.text

    def describe(self) -> str:
        cost = f"a mana cost of {self.mana_cost}" if self.mana_cost else "no mana cost"
        return (f"is a face-down 2/2 creature{' with ' + self.text.lower() if self.text else ''} with no "
                f"{'' if self.text else 'text, '}name or subtypes and {cost}")


# --- layer 2 ---------------------------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class ControlOp(Op):
    """Change control; ``player`` None means "you" (the effect's controller)."""

    player: str | None = None
    kind = "control"
    writes = frozenset(("controller",))

    @property
    def dynamic(self) -> bool:  # type: ignore[override]
        return self.player is None

    def apply(self, w, ctx) -> None:
        w.controller = self.player or ctx.you

    def params(self, ctx, w):
        return self.player or ctx.you

    def describe(self) -> str:
        return f"{self.player or 'you'} control(s) it"


# --- layer 3 ---------------------------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class TextOp(Op):
    """612.2: replace every instance of a colour word (or creature/land type word) in rules text, and a subtype word
    in the type line (612.1: "the text that appears in its type line"; a Plains changed to an Island is an Island,
    which has "{T}: Add {U}", 305.6)."""

    old: str
    new: str
    kind = "text"
    writes = frozenset(("abilities", "text", "subtypes"))

    def apply(self, w, ctx) -> None:
        reparse = _REPARSER[0]
        if reparse is None:  # pragma: no cover - the parser registers itself on import
            raise RuntimeError("no rules-text parser registered for text-changing effects")
        old_sub = next((t for t in w.subtypes if t.lower() == self.old.lower()), None)
        if old_sub is not None and self.new.lower() != self.old.lower():   # the type line's subtype word (612.1)
            w.subtypes = (w.subtypes - {old_sub}) | {self.new[:1].upper() + self.new[1:]}
        held = []
        changed = False
        for h in w.abilities:
            if h.origin in RULES_TEXT_ORIGINS:  # 612.3: granted abilities aren't text
                new_text = replace_word(h.ability.text, self.old, self.new)
                if new_text != h.ability.text:
                    held.append(Held(reparse(new_text, w.name, w.types), "text", h.grant_ts))
                    changed = True
                    continue
            held.append(h)
        if changed:
            w.abilities = tuple(held)
            w.text = replace_word(w.text, self.old, self.new)

    def describe(self) -> str:
        return f"its text says {self.new} instead of {self.old}"


# --- layer 4 ---------------------------------------------------------------------------------------
def keeps_instant_sorcery(edition: str) -> bool:
    """Whether an object with the instant or sorcery card type keeps it when an effect sets its card type (205.1a from
    2022-06-10: "However, an object with either the instant or sorcery card type retains that type"); before, the new
    card type replaces every existing one (versions instant_sorcery_retained)."""
    from .versions import rule
    return rule("instant_sorcery_retained", edition) == "retained"


def retains_all_prior(edition: str) -> bool:
    """Whether an effect that sets an object's card type but says it is "still a [type]" keeps every prior card
    type (205.1b; 212.1c from 2003-07-01, "a reversal of previous rules") rather than only the type it names
    (214.4a, 2001-07-23 … 2003-03-15). Before 2001-07-23 no rule says: kb.engine.layers makes it "cannot decide"."""
    from .versions import rule
    return rule("still_type", edition) == "all_prior"


@dataclass(frozen=True, eq=False)
class TypeOp(Op):
    """Type-changing (205.1a-b, 305.7, 205.3m)."""

    set_types: frozenset | None = None          # 205.1a: the new card types replace the old
    keep_types: frozenset = frozenset()          # "that's still a land" (205.1b)
    add_types: frozenset = frozenset()           # "in addition to its other types", "artifact creature"
    artifact_creature: bool = False              # "becomes an artifact creature": keeps prior types from 2003-07-01
                                                 # (212.1c; before, 214.4: kb.engine.layers.still_type_parts)
    remove_types: frozenset = frozenset()
    set_creature_types: frozenset | None = None  # "becomes a Frog": replaces creature types (205.1b)
    add_subtypes: frozenset = frozenset()
    set_land_types: frozenset | None = None      # "are Mountains": 305.7
    all_creature_types: bool = False              # changeling (702.73a), "gains all creature types"
    lose_creature_types: bool = False
    chosen: str | None = None                    # 'set' | 'add' the creature type chosen (Conspiracy)
    chosen_land: bool = False                    # "is the chosen type" (a basic land type)
    chosen_now: bool = False                     # "becomes the creature type of your choice": chosen as the
                                                 # effect is applied (608.2d), not as its source entered (614.12)
    add_supertypes: frozenset = frozenset()
    remove_supertypes: frozenset = frozenset()
    text: str = ""
    creature_types_of: object = None             # "the creature types of the last creature card exiled with ~" (607.2a)
    kind = "type"

    @property
    def writes(self) -> frozenset:  # type: ignore[override]
        w = {"types", "subtypes", "supertypes"}
        if self.set_land_types is not None or self.chosen_land:
            w.add("abilities")  # 305.7: loses the abilities generated from its rules text
        return frozenset(w)

    @property
    def dynamic(self) -> bool:  # type: ignore[override]
        return bool(self.chosen or self.chosen_land or self.creature_types_of is not None)

    def _types_of(self, ctx) -> frozenset:
        from .filters import last_linked
        x = last_linked(self.creature_types_of, ctx)
        return frozenset(t for t in (x.subtypes if x is not None else ()) if subtype_kind(t) == "Creature")

    def _all_types_of(self, ctx) -> bool:
        """The card's creature types are every creature type (its characteristic-defining ability, which
        works in every zone, 604.3; 205.3m): copied as such, not as the subtypes printed on it."""
        from .filters import last_linked
        x = last_linked(self.creature_types_of, ctx)
        return bool(getattr(x, "all_ctypes", False))

    def params(self, ctx, w):
        if self.creature_types_of is not None:
            return (self, self._types_of(ctx), self._all_types_of(ctx))
        if self.chosen or self.chosen_land:
            return (self, ctx.choices.get("creature_type"), ctx.choices.get("basic_land_type"))
        return self

    def apply(self, w, ctx) -> None:
        types = w.types
        if self.set_types is not None:
            kept = self.keep_types
            if kept and retains_all_prior(getattr(ctx, "edition", "9999")):
                kept = types   # "still a land": every prior card type is kept (205.1b; 212.1c from 2003-07-01)
            types = self.set_types | (types & kept) | (types & _INSTANT_SORCERY if keeps_instant_sorcery(
                getattr(ctx, "edition", "9999")) else frozenset())
        if self.add_types:
            types = types | self.add_types
        if self.remove_types:
            types = types - self.remove_types
        w.types = types
        if self.add_supertypes or self.remove_supertypes:
            w.supertypes = (w.supertypes | self.add_supertypes) - self.remove_supertypes
        subs = w.subtypes
        ctypes = self.set_creature_types
        if self.creature_types_of is not None:
            ctypes = self._types_of(ctx)
        if self.chosen:
            chosen = ctx.choices.get("creature_type")
            if chosen:
                if self.chosen == "set":
                    ctypes = frozenset((chosen,))
                else:
                    subs = subs | {chosen}
        if ctypes is not None or self.lose_creature_types:
            subs = frozenset(s for s in subs if subtype_kind(s) != "Creature") | (ctypes or frozenset())
            w.all_ctypes = False
        if self.all_creature_types or (self.creature_types_of is not None and self._all_types_of(ctx)):
            w.all_ctypes = True
        if self.add_subtypes:
            subs = subs | self.add_subtypes
        lands = self.set_land_types
        if self.chosen_land and ctx.choices.get("basic_land_type"):
            lands = frozenset((ctx.choices["basic_land_type"],))
        if lands is not None and "Land" in w.types:
            subs = frozenset(s for s in subs if subtype_kind(s) != "Land") | lands
            if lands & set(BASIC_LAND_TYPES):
                # 305.7: it loses all abilities generated from its rules text (not granted ones).
                w.abilities = tuple(h for h in w.abilities if h.origin not in RULES_TEXT_ORIGINS)
        w.subtypes = subs

    def describe(self) -> str:
        return self.text or "changes its types"


# --- layer 5 ---------------------------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class ColorOp(Op):
    """105.3: set colours (``set``; empty = colourless) or add them (``add``)."""

    set: frozenset | None = None
    add: frozenset = frozenset()
    chosen: str | None = None   # 'set' | 'add' the colour chosen
    kind = "color"
    writes = frozenset(("colors",))

    @property
    def dynamic(self) -> bool:  # type: ignore[override]
        return self.chosen is not None

    def params(self, ctx, w):
        return (self, ctx.choices.get("color")) if self.chosen else self

    def apply(self, w, ctx) -> None:
        colors = w.colors
        if self.set is not None:
            colors = self.set
        colors = colors | self.add
        if self.chosen:
            c = ctx.choices.get("color")
            if c:
                colors = frozenset((c,)) if self.chosen == "set" else colors | {c}
        w.colors = colors

    def describe(self) -> str:
        if self.chosen:
            return "becomes the chosen colour" if self.chosen == "set" else "is also the chosen colour"
        names = " and ".join(COLOR_NAMES[c] for c in sorted(self.set or self.add, key="WUBRG".index))
        if self.set is not None:
            return f"is {names}" if names else "is colorless"
        return f"is also {names}"


# --- layer 6 ---------------------------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class AbilityOp(Op):
    """Ability-adding and -removing effects (613.1f)."""

    add: tuple = ()                  # Ability instances
    remove: frozenset = frozenset()  # keyword names ("loses flying")
    remove_all: bool = False         # "loses all abilities"
    keep_mana: bool = False          # "lose all abilities except mana abilities" (605.1, kb.engine.manaabilities)
    cant_have: frozenset = frozenset()   # keyword names the objects "can't have" (113.11): lost, and never added
    withheld: frozenset = frozenset()    # (object id, keyword): a resolved grant's part that never applies (113.11)
    remove_own: str = ""             # "~ loses this ability": the text of the ability that resolved (a Licid's)
    remove_bands_with_other: bool = False   # 'loses all "bands with other" abilities' (702.22b)
    kind = "ability"
    writes = frozenset(("abilities",))

    def apply(self, w, ctx) -> None:
        held = w.abilities
        if self.cant_have:
            w.cant_have = w.cant_have | self.cant_have
        if self.remove_all and self.keep_mana:
            from .manaabilities import is_mana_ability
            held = tuple(h for h in held if is_mana_ability(h.ability))
        elif self.remove_all:
            held = ()
        elif self.remove or self.cant_have or self.remove_bands_with_other:
            gone = self.remove | self.cant_have
            # 702.22b: a permanent that loses banding loses all "bands with other" abilities as well
            others = self.remove_bands_with_other or "banding" in gone
            # 702.11e: an object that loses hexproof loses its "hexproof from [quality]" abilities too
            variants = "hexproof" in gone
            held = tuple(h for h in held if h.ability.keyword not in gone and not (
                others and (h.ability.keyword or "").lower().startswith("bands with other ")) and not (
                variants and (h.ability.keyword or "").lower().startswith("hexproof from ")))
        if self.remove_own:
            held = tuple(h for h in held if getattr(h.ability, "text", None) != self.remove_own)
        if self.add:
            # 113.11: an ability the object can't have is not added (whatever the timestamps); a keyword granted is
            # the ability it stands for, as printed ones are ("have exalted": its trigger triggers, 702.83b), and
            # dated as printed ones are: a keyword the edition's rules don't name yet is unread (edition_abilities)
            # "has protection from the chosen color": the granting source's colour (kb.engine.protectionquality)
            add = tuple(granted_with_source_choice(a, getattr(ctx, "choices", None)) for a in self.add) \
                if any("the chosen colo" in (a.keyword or "") for a in self.add) else self.add
            held = held + edition_abilities(tuple(
                Held(m, "granted", ctx_ts(ctx)) for a in add for m in keyword_meaning(a)
                if a.keyword not in w.cant_have and (w.oid, a.keyword) not in self.withheld), ctx.edition, w.zone)
        w.abilities = held

    def describe(self) -> str:
        parts = []
        if self.remove_all:
            parts.append("loses all abilities" + (" except mana abilities" if self.keep_mana else ""))
        if self.remove:
            parts.append("loses " + ", ".join(sorted(self.remove)))
        if self.remove_own:
            parts.append("loses this ability")
        if self.remove_bands_with_other:
            parts.append("loses all \u201cbands with other\u201d abilities")
        if self.cant_have:
            parts.append("can't have " + ", ".join(sorted(self.cant_have)))
        if self.add:
            parts.append("gains " + ", ".join(_ability_label(a) for a in self.add))
        return " and ".join(parts)


def _ability_label(a: Ability) -> str:
    t = a.display(None) if a.kind != "keyword" else a.display(None).lower()
    return t if a.kind == "keyword" else f"\u201c{t}\u201d"


def ctx_ts(ctx) -> int:
    return getattr(ctx, "ts", 0) or 0


# --- layer 7 ---------------------------------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class PTSetOp(Op):
    """Set power and/or toughness to a value (613.4b; 613.4a when from a CDA)."""

    power: Value | None = None
    toughness: Value | None = None
    kind = "pt_set"
    writes = frozenset(("pt",))

    @property
    def dynamic(self) -> bool:  # type: ignore[override]
        return any(v is not None and v.dynamic for v in (self.power, self.toughness))

    @property
    def reads(self) -> frozenset:  # type: ignore[override]
        return frozenset().union(*(v.reads for v in (self.power, self.toughness) if v is not None))

    def params(self, ctx, w):
        if not self.dynamic:
            return self
        return (self.power.eval(ctx, w) if self.power else None,
                self.toughness.eval(ctx, w) if self.toughness else None)

    def apply(self, w, ctx) -> None:
        if self.power is not None:
            w.power = self.power.eval(ctx, w)
        if self.toughness is not None:
            w.toughness = self.toughness.eval(ctx, w)

    def describe(self) -> str:
        p = "—" if self.power is None else str(self.power)
        t = "—" if self.toughness is None else str(self.toughness)
        if isinstance(self.power, Const) and isinstance(self.toughness, Const):
            return f"is {p}/{t}"
        if self.power is not None and self.power == self.toughness:
            return f"has power and toughness each equal to {p}"
        return f"has power {p} and toughness {t}"



@dataclass(frozen=True, eq=False)
class FoundAbilitiesOp(AbilityOp):
    """An ability-adding effect whose abilities are those of the objects ``selector`` matches ("~ has each of flying
    … that a creature card in a graveyard has", "~ has all activated abilities of all creature cards exiled with it"):
    what it adds depends on those objects, so it is applied after the effects it depends on (613.8a). A subclass says
    which of their abilities (``_found``) and adds them (``apply``)."""

    selector: object = None
    dynamic = True

    @property
    def reads(self) -> frozenset:  # type: ignore[override]
        return self.selector.reads | {"abilities"}

    def _found(self, ctx: Ctx) -> tuple:
        raise NotImplementedError

    def params(self, ctx, w):
        return self._found(ctx)

@dataclass(frozen=True, eq=False)
class PTChoiceOp(Op):
    """"Gets +1/-1 or -1/+1": one of the modifications, chosen as the effect is applied (608.2d), given as
    choose: {pt: +1/-1}; the resolving ability turns it into the PTModOp chosen (kb.engine.actions)."""

    options: tuple = ()   # ((dp, dt), ...)
    kind = "pt_choice"
    writes = frozenset(("pt",))
    choice_key, chosen_what = "pt", "modification"   # the scenario's choose: key (kb.engine.actions)

    def hint(self) -> str:
        return " | ".join(f"{dp:+d}/{dt:+d}" for dp, dt in self.options)

    def apply(self, w, ctx) -> None:   # pragma: no cover - never applied: the choice replaces it (608.2d)
        raise NotImplementedError("a choice made as the effect is applied (608.2d)")

    def choose(self, value) -> "PTModOp":
        """The modification named by ``value`` ("+1/-1"); a ValueError for one the text doesn't offer."""
        m = re.fullmatch(r"\s*([+-]\d+)\s*/\s*([+-]\d+)\s*", str(value or ""))
        pair = (int(m.group(1)), int(m.group(2))) if m else None
        if pair not in self.options:
            raise ValueError(" or ".join(f"{dp:+d}/{dt:+d}" for dp, dt in self.options))
        return PTModOp(Const(pair[0]), Const(pair[1]))


@dataclass(frozen=True, eq=False)
class PTModOp(Op):
    """+N/+M (613.4c)."""

    dp: Value = Const(0)
    dt: Value = Const(0)
    additional: bool = False   # "it gets an additional +1/+1": the same modification, said after another (613.4c)
    kind = "pt_modify"
    writes = frozenset(("pt",))

    @property
    def dynamic(self) -> bool:  # type: ignore[override]
        return self.dp.dynamic or self.dt.dynamic

    @property
    def reads(self) -> frozenset:  # type: ignore[override]
        return self.dp.reads | self.dt.reads

    def params(self, ctx, w):
        return (self.dp.eval(ctx, w), self.dt.eval(ctx, w)) if self.dynamic else self

    def apply(self, w, ctx) -> None:
        if w.power is not None:
            w.power += self.dp.eval(ctx, w)
        if w.toughness is not None:
            w.toughness += self.dt.eval(ctx, w)

    def describe(self) -> str:
        def sign(v):
            return f"+{v.n}" if isinstance(v, Const) and v.n >= 0 else (str(v.n) if isinstance(v, Const) else f"+({v})")
        return f"gets {sign(self.dp)}/{sign(self.dt)}"


@dataclass(frozen=True, eq=False)
class PTDoubleOp(PTModOp):
    """"Double the power [and toughness] of …" (701.10b): it gets +X/+0 where X is its power as the
    effect begins, fixed then; a negative power gives -X/-0 (701.10c, and 107.1b's exception for an
    effect that doubles)."""

    kind = "pt_modify"


@dataclass(frozen=True, eq=False)
class CounterPTOp(PTModOp):
    """The P/T change from counters (122.1a), a pseudo-effect with the counters' timestamp (613.7c)."""

    counter: str = ""
    n: int = 0
    kind = "pt_counters"

    def describe(self) -> str:
        return f"{self.n} {self.counter} counter{'s' if self.n != 1 else ''}"


@dataclass(frozen=True, eq=False)
class PTSwitchOp(Op):
    """613.4d: power becomes toughness and toughness becomes power."""

    kind = "pt_switch"
    writes = frozenset(("pt",))

    def apply(self, w, ctx) -> None:
        w.power, w.toughness = w.toughness, w.power

    def describe(self) -> str:
        return "switches its power and toughness"


# --- rules (613.11) ----------------------------------------------------------------------------------
# the label of a rules effect that holds permanents through one player's untap step only, + that player's name: exert's
# "your next untap step" is the exerter's (701.43a, kb.engine.exert), and "… don't untap during that player's next untap
# step" the targeted player's (kb.engine.nextuntapgroup)
HELD_THROUGH_UNTAP_OF = "doesn't untap during the untap step of "


@dataclass(frozen=True, eq=False)
class RulesOp(Op):
    """An effect on the rules rather than on objects (611.2c last sentences, 613.11), e.g. "can't
    attack" or "prevent all damage ... would deal". Never locked: it looks at the objects as they
    are whenever the rule is consulted."""

    label: str = ""
    kind = "rules"

    def apply(self, w, ctx) -> None:  # not applied in the layers
        return None

    def describe(self) -> str:
        return self.label


# a rules label about the effect's own source ("can't block ~", "blocks ~ if able", 509.1b-c): "~" is the object the
# effect's source was (a new object after a zone change is another one, 400.7), written "#<oid>" once applied


SOURCE_LABELS = ("can't block ~", "blocks ~ if able", "Damage that would be dealt by ~ can't be prevented",
                 "attacks ~ if able")   # the last: kb.engine.duringnextturn (508.1d)


def with_source(label: str, source: int | None) -> str:
    """``label``, one of :data:`SOURCE_LABELS`, with "~" made the source object of its effect (``source`` None: it
    names nothing); any other label as it is ("This effect doesn't remove ~" keeps its words)."""
    if label not in SOURCE_LABELS:
        return label
    return label.replace("~", f"#{source}" if source is not None else "#none")


def source_of_label(label: str, form: str) -> int | None:
    """The object a label written by :func:`with_source` names, if ``label`` is ``form`` ("can't block ~")."""
    m = re.fullmatch(re.escape(form).replace("~", r"#(\d+)"), label)
    return int(m.group(1)) if m else None


@dataclass(frozen=True, eq=False)
class CostOp(Op):
    """A cost change for spells (601.2f): "[spells] cost {N} less to cast" (``amount`` negative)
    or more, or an activated ability's own (602.2b). Not applied in the layers: casting or activating reads it when
    it determines the total cost."""

    amount: int = 0
    label: str = ""
    mana: tuple = ()           # the coloured symbols of a cost increase ("costs {2}{U} more"), per unit
    fewer: tuple = ()          # the coloured symbols of a reduction ("cost {R}{G} less"), per unit (kb.engine.colorreduce)
    only_colored: bool = False # "This effect reduces only the amount of colored mana you pay." (kb.engine.colorreduce)
    per: str | None = None     # "for each creature you attacked with this turn": 'attacked'
    count: object = None       # "for each creature card in your graveyard": a Value, counted for the spell (601.2f)
    if_targets: object = None  # "if it targets a tapped creature" / "that target ~": a selector one of its targets matches
    condition: object = None   # "if you control a Wizard": checked as the total cost is determined (601.2f)
    x: bool = False            # "costs {X} less to cast, where X is …": ``count`` is X, one generic mana each
    nth: int = 0               # "The first creature spell you cast each turn …": only the nth such spell this turn
    from_zone: str = ""        # "Spells you cast from your graveyard": 'graveyard'; "from anywhere other than your hand": 'not_hand'
    chosen_name: bool = False  # "Spells with the chosen name": the name its source's controller chose as it entered (614.12)
    if_has: bool = False       # "Each creature spell you cast costs {1} less to cast if it has mutate": the selector
    # requires the keyword (kb.engine.eachspellhas)
    per_target: object = None  # "for each creature it targets": a selector; each target matching it counts once (601.2c,
    # 601.2f; kb.engine.targetcount)
    this_way: str = ""         # "… costs {X} less to cast this way" after "Flashback {8}{W}{W}.": only when the spell is
    # cast with that keyword's cost (item.cast_with; kb.engine.thiswaycost)
    verb: str = "cast"         # 'activate': an activated ability's own "This ability costs {1} less to activate …" (602.2b);
    # 'equip': "Equip abilities you activate cost {1} less to activate" (the equip abilities of the Equipment it selects)
    kind = "cost"

    def apply(self, w, ctx) -> None:  # not applied in the layers
        return None

    def describe(self) -> str:
        return self.label


# --- the effect ----------------------------------------------------------------------------------------
# "… until ~ is cast from exile" (611.2b): a resolved effect that lasts until the card its ability's cost exiled
# (400.7j) is cast from exile; the effect's duration names that card's object as "while:until_cast_from_exile:OID"
UNTIL_CAST_FROM_EXILE = "while:until_cast_from_exile"


@dataclass(eq=False)
class ContinuousEffect:
    """One continuous effect (611.1).

    ``origin``: 'static' (from a static ability, 611.3), 'resolved' (from a resolved spell or
    ability, 611.2), 'counters' (the P/T of counters); ``cda`` marks a characteristic-defining
    ability's effect (604.3). ``ts`` is a sort key whose first item is the timestamp (613.7).
    """

    key: tuple
    label: str
    ops: tuple
    origin: str
    ts: tuple
    ts_reason: str = ""                 # citation concept explaining the timestamp
    source: int | None = None           # source object id
    source_name: str = ""
    selector: object | None = None      # static: re-evaluated (611.3a)
    locked: frozenset | None = None     # resolved: fixed when it began (611.2c)
    rules_selector: object | None = None  # resolved rules parts: not locked (611.2c)
    condition: object | None = None     # "as long as" (611.3b)
    you: str | None = None              # fixed controller ("you") of a resolved effect
    cda: bool = False
    duration: str = "static"            # 'static' | 'end_of_turn' | 'indefinite' | 'source'
    ability: object | None = None       # the static ability generating it (existence, 613.8a)
    choices: dict = field(default_factory=dict)
    started_turn: int = 0
    handle: str | None = None           # scenario label ("as:")
    end_cost: str = ""                  # "You may pay {W} to end this effect": the special action that ends it (116.2c)
    cache: dict = field(default_factory=dict)

    @property
    def timestamp(self) -> int:
        return self.ts[0]

    def __repr__(self) -> str:
        return f"<Effect {self.label!r} ts={self.ts}>"
