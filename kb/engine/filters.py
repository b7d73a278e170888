"""What an effect applies to (selectors), when it applies (conditions) and the numbers it uses
(values), as plain data evaluated against the characteristics computed so far.

Each piece declares the characteristic fields it ``reads``; the layer pipeline compares that
with what another effect ``writes`` to skip trial applications that cannot change anything
(613.8a: dependency is then still *derived* by trial application for every pair that could).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Iterable, Mapping

from .convergecompare import COMPARED, spent_holds
from .text import player_poss
from .values import BASIC_LAND_TYPES, subtype_kind
from .castgrant import cast_fits as _cast_fits
from .attacksopponent import ATTACKING_AN_OPPONENT, ATTACKING_YOU, attacks_an_opponent, attacks_you
from .unblocked import UNBLOCKED, is_unblocked
from .suspendedcard import SUSPENDED, is_suspended_card
from .putthere import PUT_THERE, put_there_from
from .controllerdamaged import CONTROLLER_DEALT_COMBAT_DAMAGE, controller_was_dealt_combat_damage
from .eachplayerword import PREFIX as CHOSE_PREFIX, controlled_by_chooser
from .otherattached import other_than_attached
from .keywordbase import has_keyword   # "with flying", "with cycling" (702.29f), "with landwalk" (702.14a)

if TYPE_CHECKING:  # pragma: no cover
    from .objects import Working

PER_OBJECT = "per_object"   # Selector.compare's tag of a value read for each object compared (kb.engine.theirgreatest)

__all__ = ["PER_OBJECT", "Ctx", "event_spell_value", "entered_choices", "has_keyword", "Selector", "AnyOf", "Condition", "Exists", "SubjectIs", "Value", "Const", "CountOf",
           "ManaValueOf", "PowerOf", "ToughnessOf", "Among", "KindsAmong", "KIND_OF", "GreatestAmong", "TotalAmong", "DistinctAmong", "Devotion", "Plus", "ZONES",
           "SELF", "ALL_ZONES", "unlisted_reason", "other_than_source"]

ZONES = ("battlefield", "graveyard", "hand", "library", "stack", "exile", "command")
ALL_ZONES = frozenset(ZONES)
BATTLEFIELD = frozenset(("battlefield",))

# the kinds an object's "As ~ enters, choose a color / creature type / card type / card name / basic land type" chose
# (614.12), by the key "the chosen color", "of the chosen type", "with the chosen name" read (kb.engine.parser)
_ENTERED_KINDS = {"color": "color", "creature type": "creature_type", "card type": "card_type",
                  "card name": "card_name", "basic land type": "basic_land_type"}
_COLOR_NOW = re.compile(r"\bcolou?rs? of (?:your|their|that player's) choice\b|\bany (?:one )?colou?r\b", re.I)
_OWN_CHOICE = re.compile(r"\b[Cc]hoose an? (?:[\w-]+ )??(color|creature type|card type|card name|basic land type)\b")


def entered_choices(w, text: str = "") -> dict:
    """What the object ``w`` (working or plain) chose as it entered (614.12) — the colour, type or name its abilities'
    "the chosen color" / "of the chosen type" / "with the chosen name" mean — less the kinds ``text`` (an ability's
    words) chooses itself as it resolves ("Choose a color. …": that choice, 608.2d)."""
    obj = getattr(w, "obj", w)
    got = getattr(obj, "choices", None) or {}
    own = {_ENTERED_KINDS[k] for k in _OWN_CHOICE.findall(text or "")}
    if _COLOR_NOW.search(text or ""):   # "the color of your choice", "one mana of any color": a colour chosen now
        own.add("color")
    if re.search(r"\bcreature types? of (?:your|their) choice\b", text or "", re.I):
        own.add("creature_type")
    return {k: got[k] for k in _ENTERED_KINDS.values() if k not in own and got.get(k) is not None}


class Ctx:
    """The evaluation context of one effect: the objects as computed so far (``work``), the
    effect's source as computed so far, and who "you" is (109.5: the controller of the source,
    or of the resolved spell or ability)."""

    __slots__ = ("work", "src", "you", "choices", "targets", "ts", "edition", "game", "event")

    def __init__(self, work: Mapping[int, "Working"], src: "Working | None", you: str | None,
                 choices: Mapping | None = None, targets: tuple = (), ts: int = 0, edition: str = "9999",
                 game=None, event=None):
        self.work = work
        self.src = src
        self.you = you
        self.choices = choices or {}
        self.targets = targets
        self.ts = ts  # the effect's timestamp: abilities it grants carry it (613.7a)
        self.edition = edition
        self.game = game  # what of the game besides the objects a value may read (kb.engine.gamevalues.GameView)
        self.event = event  # a resolving triggered ability's trigger event ("that spell's mana value", 603.2)


def _source_became(w, ctx) -> bool:
    """"another": the source of an ability that triggered on its own zone change ("When ~ dies, … return another
    target creature card from your graveyard") is also the new object it became by that move (400.7e lets the ability
    find it): that card is the source, not another object."""
    ev = getattr(ctx, "event", None)
    if ev is None or getattr(ev, "kind", None) != "zone" or getattr(ev, "obj", None) is None:
        return False
    return getattr(getattr(ev, "lki", None), "oid", None) == ctx.src.oid and ev.obj == w.oid


def _named_in_graveyard(w, ctx) -> bool:
    """"… that has the same name as a card in your graveyard": a card in the graveyard of the player whose ability it
    is (``ctx.you``) has a name in common with ``w`` (201.2a: one name in common is enough, a split card has two; an
    object with no name shares none). A graveyard the scenario leaves unlisted: noted unknown, no match."""
    names = {n for n in (w.name or "").split(" // ") if n}
    if not names:
        return False
    st = getattr(getattr(ctx, "game", None), "state", None)
    if st is not None and ctx.you in getattr(st, "players", ()) and "graveyard" in st.player(ctx.you).unlisted:
        st.note_unknown(unlisted_zone(ctx.you, "graveyard", "a card with the same name in the graveyard"))
        return False
    return any(x.zone == "graveyard" and x.owner == ctx.you and names & set((x.name or "").split(" // "))
               for x in ctx.work.values())


def _named_like_source(w, ctx) -> bool:
    """"… with the same name as ~": ``w`` has a name in common with the source as it is now (``ctx.src``; 201.2a: one
    name in common is enough; an object with no name shares none, nor does a source not known)."""
    src = getattr(ctx, "src", None)
    names = {n for n in (getattr(w, "name", None) or "").split(" // ") if n}
    theirs = {n for n in (getattr(src, "name", None) or "").split(" // ") if n} if src is not None else set()
    return bool(names & theirs)


def _h_symbol_known(ctx) -> bool:
    """Whether "{H}" in rules text means any Phyrexian mana symbol under the game's rules (107.4g, since the 2024-07-30
    edition; before it the rules said "{P}", 107.4f): without a game to ask, yes; else, when the edition lacks the
    rule, the answer is noted unknown (kb.engine.unknowns) and no object matches."""
    st = getattr(getattr(ctx, "game", None), "state", None)
    if st is None or st.rules_have("phyrexian_h"):
        return True
    st.note_unknown(f"\u201c{{H}}\u201d: the rules of {st.edition} don't define the symbol (107.4g came with the "
                    "2024-07-30 edition)")
    return False


def _has_subtype(w: "Working", name: str) -> bool:
    if name in w.subtypes:
        return True
    # 702.73a changeling / "every creature type": creature types only (205.3m).
    return w.all_ctypes and subtype_kind(name) == "Creature"


@dataclass(frozen=True, slots=True)
class Selector:
    """A set of objects described by rules text ("white creatures you control", "each other
    non-Aura enchantment", "enchanted creature", "cards in graveyards")."""

    zones: frozenset = BATTLEFIELD
    types: frozenset = frozenset()          # has every one of these card types
    not_types: frozenset = frozenset()      # "noncreature"
    subtypes: frozenset = frozenset()       # has every one of these ("Eldrazi Spawn creatures", 205.3b)
    not_subtypes: frozenset = frozenset()   # "non-Aura"
    colors: frozenset = frozenset()         # has at least one of these colours
    all_colors: frozenset = frozenset()     # has each of these colours ("a spell that's both white and black", 105.2)
    not_colors: frozenset = frozenset()
    colorless: bool | None = None
    supertypes: frozenset = frozenset()
    not_supertypes: frozenset = frozenset()  # "nonbasic"
    keywords: frozenset = frozenset()        # "with flying"
    not_keywords: frozenset = frozenset()    # "without flying"
    controller: str | None = None            # 'you' | 'opponent' | 'not_you' | 'enchanted' | 'defending'
    owner: str | None = None                 # 'you' | 'opponent' | 'not_you'
    other: bool = False                      # "other": not the source itself
    relation: str | None = None              # 'self' | 'enchanted' | 'equipped' | 'attached' | 'paired' (~ and its
                                             # partner: "both creatures", 702.95b, kb.engine.soulbond)
    names: frozenset = frozenset()
    token: bool | None = None                # "cards" exclude tokens (108.2)
    chosen: str | None = None                # "of the chosen type" / "of the chosen color" / "with the chosen name"
    compare: tuple = ()                      # "with mana value 3 or less": ((attr, '<=' | '>=', n), ...); attr 'colors': how many
    describe: str = ""
    status: frozenset = frozenset()          # "attacking", "blocking" (506.4; the combat steps re-run the layers)
    linked: bool = False                     # "exiled with ~" (607.2a): exiled by an ability of the source
    counter: str | None = None               # "with a +1/+1 counter on it": one or more counters of that kind (122.1)
    no_counter: str | None = None            # "that doesn't have a +1/+1 counter on it": none of that kind (122.1)
    same_name_graveyard: bool = False        # "that has the same name as a card in your graveyard" (201.2a)
    same_name_src: bool = False              # "with the same name as ~": a name in common with the source (201.2a)
    same_name_linked: bool = False           # "with the same name as a card exiled with ~" (607.2a, 201.2a;
                                             # kb.engine.exilednames)
    damaged: bool = False                    # a target "that was dealt damage this turn" (120.3): read from the turn's
                                             # events (GameView.was_dealt_damage_this_turn); without the game, no match
    dealt: bool = False                      # a target "that dealt damage this turn" (120.3): its source, to anything
                                             # (GameView.source_dealt_damage_this_turn); without the game, no match
    attacked: bool = False                   # a target "that attacked this turn" (508.1a): declared as an attacker this
                                             # turn (GameView.attacked_this_turn_obj); without the game, no match
    combat_with: str | None = None           # "blocking ~" | "blocked by ~" | "blocking or blocked by ~": in a
                                             # block with the source now ('blocking', 'blocked_by', 'either'; 509.1h, 506.4)
    cost_symbol: str | None = None           # "with {X} in its mana cost": a symbol its mana cost has (202.1, 107.3)
    host: object = None                      # "Auras attached to permanents you control": the description the object it
                                             # is attached to matches (kb.engine.attachedto)
    attached_with: frozenset = frozenset()   # "equipped" / "enchanted" as a quality: a permanent with one of these
                                             # subtypes (Equipment, Aura) is attached to it (301.5, 303.4)
    source_types: frozenset = frozenset()    # an ability on the stack "from an artifact source": its source's card
                                             # types (113.7; checked by kb.engine.legality, kb.engine.abilitysource)
    cast: str | None = None                  # "spells you cast", "the first spell you cast each turn": how the spell was
                                             # cast this turn ('cast' | 'first' | 'first_exile', kb.engine.castgrant)
    nonmana_activated: bool = False          # "with an activated ability that isn't a mana ability" (602.1, 605.1a;
                                             # kb.engine.nonmanaactivated)

    def match(self, w: "Working", ctx: Ctx) -> bool:
        if w.zone not in self.zones:
            return False
        if self.damaged and (ctx.game is None or not ctx.game.was_dealt_damage_this_turn(w.obj.oid, w.name)):
            return False
        if self.dealt and (ctx.game is None or not ctx.game.source_dealt_damage_this_turn(w.obj.oid, w.name)):
            return False
        if self.attacked and (ctx.game is None or not ctx.game.attacked_this_turn_obj(w.obj.oid, w.name)):
            return False
        if self.cast is not None and not _cast_fits(w, ctx, self.cast):
            return False
        if self.counter is not None:
            have = getattr(w.obj, "counters", {})
            if self.counter == "*":   # "with a counter on it": any kind (122.1)
                if not any(c.n > 0 for c in have.values()):
                    return False
            elif have.get(self.counter) is None or have[self.counter].n <= 0:
                return False
        if self.same_name_graveyard and not _named_in_graveyard(w, ctx):
            return False
        if self.same_name_src and not _named_like_source(w, ctx):
            return False
        if self.same_name_linked:
            from .exilednames import named_like_linked
            if not named_like_linked(w, ctx):
                return False
        if self.no_counter is not None:   # "that doesn't have a +1/+1 counter on it" (122.1; "*": none of any kind)
            have = getattr(w.obj, "counters", {})
            if any(c.n > 0 for k, c in have.items() if self.no_counter in ("*", k)):
                return False
        if self.host is not None:
            from .attachedto import host_matches
            if not host_matches(self, w, ctx):
                return False   # "Auras attached to permanents you control" (301.5, 303.4)
        if self.attached_with and not any(x.zone == "battlefield" and getattr(x, "attached_to", None) == w.oid and
                                          self.attached_with & x.subtypes for x in ctx.work.values()):
            return False   # "equipped creatures you control": an Equipment attached to it (301.5; an Aura, 303.4)
        if self.nonmana_activated:
            from .nonmanaactivated import has_nonmana_activated
            if not has_nonmana_activated(w, ctx):
                return False   # 602.1, 605.1a
        if self.cost_symbol == "H" and not _h_symbol_known(ctx):
            return False   # "{H}" under rules that don't define it (107.4g): noted, never a guess
        if self.cost_symbol is not None and not any(s == self.cost_symbol or (self.cost_symbol in "PH" and s.endswith("/P"))
                                                    for s in getattr(w.mana_cost, "symbols", ())):
            return False   # no mana cost (a token, a face-down permanent, 202.1b) has no symbol in it; "{P}": {R/P}, {G/U/P} (107.4f)
        if getattr(w, "halves", None):
            # 505.6 (before 2017): a split card matches if either half does
            return any(self.match(h, ctx) for h in w.halves)
        rel = self.relation
        if rel is not None:
            src = ctx.src
            if src is None:
                return False
            if rel == "self":
                if w.oid != src.oid:
                    return False
            elif rel == "paired":   # the source and the creature it is paired with (702.95b), while they are
                from .soulbond import partner
                mate = partner(src, ctx.work)
                if mate is None or w.oid not in (src.oid, mate.oid):
                    return False
            elif w.oid != src.attached_to:  # enchanted / equipped / attached (303.4, 301.5)
                return False
        if self.other and ctx.src is not None and (w.oid == ctx.src.oid or _source_became(w, ctx)
                                                   or other_than_attached(self, w, ctx.src)):
            return False   # "other": not the source — nor, of an Aura or Equipment, its creature (kb.engine.otherattached)
        if self.types and not self.types <= w.types:
            return False
        if self.not_types and self.not_types & w.types:
            return False
        if self.subtypes and not all(_has_subtype(w, s) for s in self.subtypes):
            return False
        if self.not_subtypes and any(_has_subtype(w, s) for s in self.not_subtypes):
            return False
        if self.colors and not self.colors & w.colors:
            return False
        if self.all_colors and not self.all_colors <= set(w.colors):
            return False
        if self.not_colors and self.not_colors & w.colors:
            return False
        if self.colorless is not None and (not w.colors) != self.colorless:
            return False
        if self.supertypes and not self.supertypes <= w.supertypes:
            return False
        if self.not_supertypes and self.not_supertypes & w.supertypes:
            return False
        if self.keywords and not all(has_keyword(w.keyword_names(), k) for k in self.keywords):
            return False
        if self.not_keywords and any(has_keyword(w.keyword_names(), k) for k in self.not_keywords):
            return False
        if self.controller is not None:
            if self.controller == "you" and w.controller != ctx.you:
                return False
            if self.controller in ("opponent", "not_you") and w.controller == ctx.you:
                return False
            if self.controller == "defending":   # 508.5: the player the source (an attacking creature) attacks;
                # read from the game view every context built in a game carries (a resolving one: RCtx.at), which
                # notes "cannot decide" when the source attacks no one; without a game (no combat) it names no one
                d = ctx.game.defending_player_of(ctx.src, ctx.work) if ctx.game is not None else None
                if d is None or w.controller != d:
                    return False
            if self.controller.startswith(CHOSE_PREFIX) and not controlled_by_chooser(w, ctx, self.controller):
                return False   # "creatures controlled by players who chose war" (607.2; kb.engine.eachplayerword)
            if self.controller == "chosen":   # "creatures the chosen player controls" (614.12; kb.engine.chosenplayer)
                from .chosenplayer import controlled_by_chosen
                if not controlled_by_chosen(w, ctx):
                    return False
            if self.controller == "enchanted":   # "creatures enchanted player controls" (303.4b)
                a = getattr(ctx.src, "attached_to", None)
                if not isinstance(a, str) or w.controller != a:
                    return False
            if self.controller == "host":   # "… enchanted creature's controller controls": of the creature the source
                a = getattr(ctx.src, "attached_to", None)   # is attached to (303.4, 301.5); attached to none, no one
                h = ctx.work.get(a) if isinstance(a, int) else None
                if h is None or h.zone != "battlefield" or w.controller != h.controller:
                    return False
        if self.owner == "you" and w.owner != ctx.you:
            return False
        if self.owner == "opponent" and (w.owner == ctx.you or w.owner is None):   # "in an opponent's graveyard"
            return False
        if self.owner == "not_you" and (w.owner == ctx.you or w.owner is None):   # "permanents you don't own" (108.3)
            return False
        if self.names and w.name not in self.names:
            return False
        if self.token is not None and w.token != self.token:
            return False
        for attr, op, n in self.compare:
            v = w.mana_value if attr == "mana_value" else len(w.colors) if attr == "colors" else \
                (w.power if attr == "power" else w.toughness)   # "colors": how many (105.4 multicolored)
            if op in ("even", "odd"):   # "with an even mana value" (202.3: 0 is even)
                if v is None or (v % 2 == 0) != (op == "even"):
                    return False
                continue
            if op == "=" and isinstance(n, tuple) and n[0] == "self":   # "with power equal to its toughness" (208.1)
                s = w.power if n[1] == "power" else w.toughness
                if v is None or s is None or v != s:
                    return False
                continue
            if op in ("<", ">") and n[0] == "self":   # "with toughness greater than its power": its own other value
                s = w.power if n[1] == "power" else w.toughness
                if v is None or s is None or (v >= s if op == "<" else v <= s):
                    return False
                continue
            if op == "parity":   # "with even / odd mana values" (202.3): n is the remainder by 2
                if v is None or v % 2 != n:
                    return False
                continue
            if isinstance(n, tuple) and n[0] == COMPARED:   # the colours of mana spent (207.2c, 601.2h)
                if not spent_holds(v, op, n, ctx):
                    return False
                continue
            if isinstance(n, tuple) and n[0] == PER_OBJECT:   # a value read for this object: "… with the greatest power
                x = n[1].eval(ctx, w)   # among creatures they control" (its controller's, kb.engine.theirgreatest)
                if v is None or not {"=": v == x}.get(op, False):
                    return False
                continue
            if isinstance(n, tuple) and n[0] == "value":   # "X or less, where X is …": now, by the reader the
                x = n[2](n[1], ctx)                        # description carries (kb.engine.targetx.value_now)
                if v is None or x is None or not {"<=": v <= x, ">=": v >= x, "=": v == x, "<": v < x,
                                                  ">": v > x}.get(op, False):
                    return False
                continue
            if op in ("<", ">") or isinstance(n, tuple) and n[0] == "source":
                # "with power less than [or equal to] ~'s power": the source's value (its last known one if gone)
                src = ctx.src
                s = None if src is None else (src.mana_value if n[1] == "mana_value" else getattr(src, n[1], None))
                if v is None or s is None or not {"<": v < s, ">": v > s, "<=": v <= s, ">=": v >= s}[op]:
                    return False
                continue
            if op == "==" and isinstance(n, tuple) and n[0] == "event_spell":
                # "destroy all permanents with that spell's mana value": the cast trigger's spell (603.2), as it is on
                # the stack or as it last existed there (608.2h); none known: no object matches, and it is noted
                if v is None or v != _event_spell_value(ctx, n[1]):
                    return False
                continue
            if op == "==" and isinstance(n, tuple):   # "equal to the number of charge counters on ~"
                c = getattr(getattr(ctx.src, "obj", None), "counters", {}).get(n[1]) if ctx.src is not None else None
                if v != (c.n if c is not None else 0):
                    return False
                continue
            if op == "==":  # "equal to that number": the number chosen as the spell resolves
                try:
                    n = int((ctx.choices or {}).get(n))
                except (TypeError, ValueError):
                    return False
                if v != n:
                    return False
                continue
            if n == "X":   # "with mana value X or less": the X of the spell or ability (107.3), never a silent 0
                n = getattr(ctx, "x", None)
                n = (ctx.choices or {}).get("x") if n is None else n
                if n is None:
                    from .errors import EngineError
                    raise EngineError("X has no value here: give x: N when casting or activating (107.3)")
            if v is None or (v != n if op == "=" else v > n if op == "<=" else v < n):
                return False
        for st in self.status:
            if st in ("tapped", "untapped"):   # 110.5: a permanent's tapped or untapped status
                if bool(getattr(w.obj, "tapped", False)) != (st == "tapped") or w.zone != "battlefield":
                    return False
                continue
            if st == "has an Adventure":   # 715.2a: it has an Adventure's characteristics, used now or not
                if getattr(w.obj.card, "layout", "") != "adventure":
                    return False
                continue
            if st == "modified":   # 700.9 (kb.engine.modified)
                from .modified import is_modified
                if not is_modified(w, ctx):
                    return False
                continue
            if st in PUT_THERE:   # "… that were put there from the battlefield this turn" (kb.engine.putthere)
                if ctx.game is None or not ctx.game.put_there_this_turn(w.obj.oid, w.name, put_there_from(st)):
                    return False
                continue
            if st == SUSPENDED:   # "suspended card" (702.62b, kb.engine.suspendedcard)
                if not is_suspended_card(w):
                    return False
                continue
            if st in ("face-down", "face-up"):   # 708: a face-down spell or permanent (110.5)
                if bool(getattr(w.obj, "face_down", False)) != (st == "face-down"):
                    return False
                continue
            if st == CONTROLLER_DEALT_COMBAT_DAMAGE:   # Steel Hellkite's (kb.engine.controllerdamaged)
                if not controller_was_dealt_combat_damage(w, ctx):
                    return False
                continue
            if st == UNBLOCKED:   # "each unblocked creature" (509.1h, kb.engine.unblocked)
                if not is_unblocked(w, ctx):
                    return False
                continue
            if st == ATTACKING_YOU:   # "that's attacking you" (506.2, kb.engine.attacksopponent)
                if not attacks_you(w, ctx):
                    return False
                continue
            if st == ATTACKING_AN_OPPONENT:   # "that's attacking one of your opponents" (kb.engine.attacksopponent)
                if not attacks_an_opponent(w, ctx):
                    return False
                continue
            if getattr(w.obj, "in_combat", None) != st:
                return False
        if self.combat_with is not None and not _in_block_with_source(self.combat_with, w, ctx):
            return False
        if self.linked:
            lk = getattr(w.obj, "exiled_with", ())
            if not lk or ctx.src is None or lk[0] != ctx.src.oid:
                return False
            if self.other and w.oid in (ctx.choices or {}).get("_exiled_now", ()):
                return False  # "each other card exiled with ~": other than the one just exiled (607.2a)
        if self.chosen is not None:
            chosen = self.chosen
            if chosen == "creature_type" and not (ctx.choices or {}).get(chosen) and \
                    (ctx.choices or {}).get("basic_land_type"):
                # "of the chosen type" read without the card's choice at hand (a trigger's subject): the type its
                # "as ~ enters" ability chose is a basic land type ("choose Island or Swamp"), 205.3i
                chosen = "basic_land_type"
            c = (ctx.choices or {}).get(chosen)
            if not c:
                return False
            if self.chosen == "color" and c not in w.colors:
                return False
            if chosen == "creature_type" and not _has_subtype(w, c):
                return False
            if chosen == "basic_land_type" and str(c).strip().title() not in w.subtypes:   # 205.3i
                return False
            if self.chosen == "card_type" and c not in w.types:
                return False
            if self.chosen == "card_name" and w.name != c:   # a face-down permanent has no name (708.2)
                return False
        return True

    @property
    def reads(self) -> frozenset:
        r = {"zone"}
        if self.types or self.not_types:
            r.add("types")
        if self.subtypes or self.not_subtypes:
            r.add("subtypes")
        if self.colors or self.all_colors or self.not_colors or self.colorless is not None:
            r.add("colors")
        if self.supertypes or self.not_supertypes:
            r.add("supertypes")
        if self.keywords or self.not_keywords:
            r.add("abilities")
        if self.controller or self.owner:
            r.add("controller")
        if self.names:
            r.add("name")
        for attr, _op, _n in self.compare:
            r.add("mana_cost" if attr == "mana_value" else "colors" if attr == "colors" else "pt")
            if isinstance(_n, tuple) and _n[0] == PER_OBJECT:   # what the value reads of the others (theirgreatest)
                r.update(_n[1].reads)
        if self.cost_symbol is not None:
            r.add("mana_cost")
        if self.nonmana_activated:   # the abilities it has now (613.1f)
            r.add("abilities")
        if self.attached_with:   # the subtypes of what is attached to it (301.5, 303.4)
            r.add("subtypes")
        if self.host is not None:   # what the object it is attached to is (kb.engine.attachedto)
            r.update(self.host.reads)
        if self.relation == "paired":   # the pair lasts while both are creatures under one player's control (702.95e)
            r.update(("types", "controller"))
        if self.chosen == "color":
            r.add("colors")
        elif self.chosen == "card_name":
            r.add("name")
        elif self.chosen == "card_type":
            r.add("types")
        elif self.chosen:
            r.add("subtypes")
        return frozenset(r)

    @property
    def source_relative(self) -> bool:
        """Whether membership depends on the source object (its identity, attachments or controller)."""
        return bool(self.relation or self.other or self.controller or self.owner)

    def select(self, work: Mapping[int, "Working"], ctx: Ctx) -> frozenset[int]:
        if self.relation == "self":
            src = ctx.src
            return frozenset((src.oid,)) if src is not None and self.match(src, ctx) else frozenset()
        if self.relation == "paired":
            src = ctx.src
            if src is None:
                return frozenset()
            return frozenset(oid for oid in (src.oid, (getattr(src.obj, "choices", None) or {}).get("paired"))
                             if oid in work and self.match(work[oid], ctx))
        if self.relation in ("enchanted", "equipped", "attached"):
            src = ctx.src
            tgt = work.get(src.attached_to) if src is not None and src.attached_to is not None else None
            return frozenset((tgt.oid,)) if tgt is not None and self.match(tgt, ctx) else frozenset()
        return frozenset(oid for oid, w in work.items() if self.match(w, ctx))

    def __str__(self) -> str:
        return self.describe or "objects"


@dataclass(frozen=True, slots=True)
class AnyOf:
    """A union: "All Forests and all Saprolings", "cards that aren't on the battlefield, spells,
    and permanents"."""

    parts: tuple
    describe: str = ""
    # the concept (kb.engine.concepts) of the rule that defines the word the union was read from ("outlaw", 700.12;
    # "historic", 700.6): under an edition without that rule the word means nothing yet, and what it matches is
    # "cannot decide" (noted), never a guess
    term: str = ""

    def match(self, w, ctx) -> bool:
        return term_defined(self.term, ctx, self.describe) and any(p.match(w, ctx) for p in self.parts)

    @property
    def reads(self) -> frozenset:
        return frozenset().union(*(p.reads for p in self.parts))

    @property
    def source_relative(self) -> bool:
        return any(p.source_relative for p in self.parts)

    @property
    def zones(self) -> frozenset:
        return frozenset().union(*(p.zones for p in self.parts))

    def select(self, work, ctx) -> frozenset[int]:
        out: set[int] = set()
        if not term_defined(self.term, ctx, self.describe):
            return frozenset()
        for p in self.parts:
            out |= p.select(work, ctx)
        return frozenset(out)

    def __str__(self) -> str:
        return self.describe or " and ".join(str(p) for p in self.parts)


def term_defined(term: str, ctx, describe: str = "") -> bool:
    """Whether the game's edition has the rule ``term`` names (a concept of kb.engine.concepts: "outlaw_term",
    700.12; "historic_term", 700.6) — without it a word such as "outlaw" is defined by no rule of that edition (100.1):
    noted "cannot decide" and False. True with no term, or with no game to look at."""
    if not term:
        return True
    state = getattr(getattr(ctx, "game", None), "state", None)
    if state is None or state.rules_have(term):
        return True
    state.note_unknown(f"\u201c{describe}\u201d: the rules of {state.edition} don't define the term "
                       f"({term.removesuffix('_term')}): what it means can't be read from them (100.1)")
    return False


def with_controller(sel, who: str):
    """``sel`` restricted to objects ``who`` controls ("Instant and sorcery spells you cast", 601.2f): a Selector, or
    each part of a union (a union left unrestricted would count the other players' objects too)."""
    if isinstance(sel, Selector):
        return replace(sel, controller=who)
    if isinstance(sel, AnyOf):
        return replace(sel, parts=tuple(with_controller(x, who) for x in sel.parts))
    return sel


SELF = Selector(zones=ALL_ZONES, relation="self", describe="this object")


def in_zones(sel, zones: frozenset):
    """``sel`` restricted to cards in ``zones`` ("an instant or sorcery card from your graveyard", 404.1): a Selector,
    or each part of a union alike. A description of another kind is returned as it is."""
    if isinstance(sel, Selector):
        return replace(sel, zones=zones)
    if isinstance(sel, AnyOf):
        return replace(sel, parts=tuple(in_zones(x, zones) for x in sel.parts))
    return sel


def _event_spell_value(ctx, attr: str):
    """The ``attr`` ('mana_value') of the spell a resolving cast trigger's event names ("with that spell's mana value",
    603.2): the spell as it is on the stack, or as it last existed there (608.2h). None, noted as unknown, when the
    resolving ability has no cast event or the spell can't be seen."""
    ev = getattr(ctx, "event", None)
    state = getattr(ctx, "state", None) or getattr(getattr(ctx, "game", None), "state", None)
    w = None
    if ev is not None and ev.kind == "cast" and ev.obj is not None:
        w = ctx.work.get(ev.obj)
        if w is None and state is not None and ev.obj in getattr(state, "lki", {}):
            w = state.lki[ev.obj].working
    if w is None:
        if state is not None:
            state.note_unknown(f"\u201cthat spell's mana value\u201d names no spell its trigger event cast"
                               f" ({state.rule_no('trigger')})")
        return None
    return w.mana_value if attr == "mana_value" else getattr(w, attr, None)


def event_spell_value(ctx, attr: str):
    """Public: :func:`_event_spell_value` — the ``attr`` of the spell a resolving cast trigger's event names ("if it's a
    spell with lesser mana value", kb.engine.castamong), or None (noted unknown)."""
    return _event_spell_value(ctx, attr)


def other_than_source(sel):
    """"another creature", "another creature or artifact", "other Elves": the description without the source itself,
    each alternative of a union alike (602.2b: a cost is paid only with what its text allows). A description of
    another kind is returned as it is, for the word accounting to name the word left unread."""
    if isinstance(sel, Selector):
        return replace(sel, other=True)
    if isinstance(sel, AnyOf):
        return replace(sel, parts=tuple(other_than_source(x) for x in sel.parts))
    return sel


# --- conditions ("as long as ...", 611.3b) -------------------------------------------------------
class Condition:
    reads: frozenset = frozenset()

    def holds(self, ctx: Ctx) -> bool:  # pragma: no cover - interface
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class SelfIn(Condition):
    """"if ~ is in your graveyard": the source itself is in that zone of its owner (113.6b)."""

    zone: str
    describe: str = ""
    reads = frozenset(("zone",))

    def holds(self, ctx: Ctx) -> bool:
        return ctx.src is not None and ctx.src.zone == self.zone

    def __str__(self) -> str:
        return self.describe


@dataclass(frozen=True, slots=True)
class SubjectIs(Condition):
    """"As long as enchanted permanent is a creature": the subject (a relation to the source)
    matches a selector. ``negated``: "as long as enchanted creature isn't legendary" — there is a subject and it
    doesn't match (nothing enchanted: false, as for the positive words)."""

    subject: Selector
    test: Selector
    describe: str = ""
    negated: bool = False

    def holds(self, ctx: Ctx) -> bool:
        ids = self.subject.select(ctx.work, ctx)
        return bool(ids) and all(self.test.match(ctx.work[i], ctx) != self.negated for i in ids)

    @property
    def reads(self) -> frozenset:
        return self.subject.reads | self.test.reads

    def __str__(self) -> str:
        return self.describe


@dataclass(frozen=True, slots=True)
class CountAtLeast(Condition):
    """"as long as you control two or more artifacts" (``n`` 2) / "as long as you control no Islands" (``n`` 0 and
    ``most`` 0): how many objects a selector matches, compared. ``anyone``: "as long as any player controls a black
    permanent" — whoever controls them (the selector names no controller)."""

    selector: Selector | AnyOf
    n: int = 1
    most: int | None = None
    describe: str = ""
    anyone: bool = False
    one_opponent: bool = False   # "an opponent controls two or more lands": one opponent's own permanents (with several
                                 # opponents, any one of them); "your opponents control …" counts them all together

    def undecided(self, state, you) -> str | None:
        return unlisted_reason(self.selector, state, you, self)

    def holds(self, ctx: Ctx) -> bool:
        if self.n == 1 and self.most is None:  # "as long as you control a Swamp": any one will do
            return any(self.selector.match(w, ctx) for w in ctx.work.values())
        hits = [w for w in ctx.work.values() if self.selector.match(w, ctx)]
        if self.one_opponent:
            g = getattr(ctx, "game", None)   # the game view (kb.engine.gamevalues; not imported: it imports this)
            st = getattr(ctx, "state", None)  # or a resolving spell's state (kb.engine.actions.RCtx)
            opponents = g.opponents(ctx.you) if g is not None else st.opponents(ctx.you) if st is not None else []
            if len(opponents) > 1:
                return any(self._fits(sum(1 for w in hits if w.controller == p)) for p in opponents)
        return self._fits(len(hits))

    def _fits(self, k: int) -> bool:
        return k >= self.n and (self.most is None or k <= self.most)

    @property
    def reads(self) -> frozenset:
        return self.selector.reads

    def __str__(self) -> str:
        return self.describe


# "As long as a creature card with flying is in a graveyard" / "as long as you control a Swamp": at least one.
Exists = CountAtLeast


@dataclass(frozen=True, slots=True)
class MostCommonColor(Condition):
    """"as long as white is the most common color among all permanents or is tied for most common": no other colour
    is on more permanents (105.1; a permanent of two colours is each of them, 105.2, and counts for both; colourless
    ones for none). With no coloured permanent every colour is tied, as the words say."""

    color: str
    describe: str = ""
    reads = frozenset(("zone", "colors"))

    def holds(self, ctx: Ctx) -> bool:
        counts = dict.fromkeys("WUBRG", 0)
        for w in ctx.work.values():
            if w.zone == "battlefield":
                for c in set(w.colors) & counts.keys():
                    counts[c] += 1
        return counts[self.color] >= max(counts.values())

    def __str__(self) -> str:
        return self.describe


def unlisted_reason(selector, state, you: str | None, what) -> str | None:
    """Why counting what ``selector`` matches can't be decided: it reads a zone that a player's cards may be in
    unnamed (the scenario left it unlisted: Scenario.unlisted). None when it can be counted."""
    parts = selector.parts if isinstance(selector, AnyOf) else (selector,)
    for part in parts:
        whose = getattr(part, "owner", None) or getattr(part, "controller", None)
        for name in getattr(state, "players", ()):
            ps = state.player(name)
            if not ps.in_game or (whose == "you" and name != you) or (whose in ("opponent", "not_you") and name == you):
                continue
            gone = sorted(ps.unlisted & set(getattr(part, "zones", ())))
            if gone:
                return unlisted_zone(name, gone[0], what)
            said = zone_count_unknown(state, name, getattr(part, "zones", ()))
            if said:
                return f"\u201c{what}\u201d can't be counted: {said}"
    return None


def zone_count_unknown(state, player: str, zones) -> str | None:
    """Why how many of ``player``'s cards are in one of ``zones`` isn't known: a choice nobody stated moved an unknown
    number of them into or out of it (an unstated surveil, 701.25a; kb.engine.unknowns.Unknown with the player's
    ``fields``), or None."""
    for u in getattr(state, "unknowns", ()):
        if u.player == player and u.fields and u.objects is None and "cards" in u.scope and \
                any(z in u.fields for z in zones):
            return u.reason
    return None


def unlisted_zone(player: str, zone: str, what) -> str:
    """The reason a count of ``what`` can't be decided: ``player``'s ``zone`` was left unlisted (Scenario.unlisted)."""
    return f"the question doesn't say what is in {player_poss(player)} {zone}: \u201c{what}\u201d can't be counted"


@dataclass(frozen=True, slots=True)
class ValueAtLeast(Condition):
    """"as long as seven or more cards are in your graveyard", "as long as there are four or more card types among
    cards in your graveyard": a number read from the objects, compared (611.3b). ``below``: "if there are fewer than
    six creature cards in your graveyard" — the number is less than ``n``."""

    value: object
    n: int
    describe: str = ""
    below: bool = False

    def holds(self, ctx: Ctx) -> bool:
        v = self.value.eval(ctx, None)
        return v < self.n if self.below else v >= self.n

    def undecided(self, state, you) -> str | None:
        """The number's own reason it can't be read (an unlisted graveyard it counts), or None."""
        unsure = getattr(self.value, "undecided", None)
        return unsure(state, you) if unsure is not None else None

    @property
    def reads(self) -> frozenset:
        return self.value.reads

    def __str__(self) -> str:
        return self.describe


@dataclass(frozen=True, slots=True)
class SelfStatus(Condition):
    """"as long as ~ is attacking / blocking", "as long as it's enchanted / equipped", "as long as it's untapped":
    the source's combat status (506.4), whether an Aura or Equipment is attached to it (303.4, 301.5), whether it
    is tapped (110.5), or "as long as ~ is monstrous": the designation monstrosity gives it (701.37b), or "~'s impending
    cost was paid" (702.176a), or "as long as ~ is attached to a creature" (the source's own attachment, 301.5).
    "attacking alone" / "blocking alone": attacking (blocking) while no other creature is (506.5). ``subject``: the
    object whose combat status is read when it isn't the source ("as long as enchanted creature is attacking alone")."""

    status: str
    describe: str = ""
    subject: object = None

    @property
    def reads(self) -> frozenset:
        base = frozenset(("zone", "types", "subtypes")) | (frozenset(("controller",)) if self.status == "paired" else
                                                           frozenset())
        return base | self.subject.reads if self.subject is not None else base

    def holds(self, ctx: Ctx) -> bool:
        if self.subject is not None:   # every object the subject names has the status (none: false)
            ids = self.subject.select(ctx.work, ctx)
            return bool(ids) and all(self._of(ctx, ctx.work[i]) for i in ids)
        src = ctx.src
        if src is None:
            return False
        if self.status.startswith(("attacking", "blocking")) or self.status in ("tapped", "untapped"):
            return self._of(ctx, src)
        if self.status == "paired":   # "as long as ~ is paired with another creature" (702.95b, kb.engine.soulbond)
            from .soulbond import is_paired
            return is_paired(src, ctx.work)
        if self.status in ("monstrous", "renowned", "impending", "dash", "blitz"):
            # 701.37b, 702.112b: designations, kept until it leaves the battlefield; its impending, dash or blitz cost was
            # paid (702.176a, 702.109a, 702.152a: marked as the spell cast for it becomes this permanent, kb.engine.stack)
            return src.zone == "battlefield" and bool((getattr(src.obj, "choices", None) or {}).get(self.status))
        if self.status == "modified":   # 700.9 (kb.engine.modified)
            from .modified import self_modified
            return src.zone == "battlefield" and self_modified(src, ctx)
        if self.status == "attached_to_creature":   # an Aura or Equipment attached to a creature now (301.5, 303.4)
            host = ctx.work.get(src.attached_to) if src.zone == "battlefield" else None
            return host is not None and host.zone == "battlefield" and "Creature" in host.types
        sub = "Aura" if self.status == "enchanted" else "Equipment"
        return any(w.attached_to == src.oid and w.zone == "battlefield" and sub in w.subtypes for w in ctx.work.values())

    def _of(self, ctx: Ctx, x) -> bool:
        """``x`` has the status: tapped or untapped (110.5), attacking or blocking (506.4) — and, "alone", no other
        creature is (506.5)."""
        if self.status in ("tapped", "untapped"):
            return bool(getattr(x.obj, "tapped", False)) == (self.status == "tapped")
        what, _sp, alone = self.status.partition(" ")
        if getattr(x.obj, "in_combat", None) != what:
            return False
        return not alone or not any(w.oid != x.oid and w.zone == "battlefield" and getattr(w.obj, "in_combat", None) == what
                                    for w in ctx.work.values())

    def __str__(self) -> str:
        return self.describe


@dataclass(frozen=True, slots=True)
class ControlledBy(Condition):
    """The source is controlled by this player now (after control-changing effects, 613.1b): for an effect that lasts
    "until you lose control of" it (702.62a)."""

    who: str
    describe: str = ""
    reads = frozenset(("controller",))

    def holds(self, ctx: Ctx) -> bool:
        return ctx.src is not None and ctx.src.controller == self.who

    def __str__(self) -> str:
        return self.describe or f"as long as {self.who} control it"


@dataclass(frozen=True, slots=True)
class SelfCounters(Condition):
    """"as long as it has a +1/+1 counter on it" / "... three or more time counters on it" (122.1); ``absent``:
    "as long as ~ has no shell counters on it" (none of that kind)."""

    counter: str
    n: int = 1
    describe: str = ""
    absent: bool = False
    reads = frozenset(("zone",))

    def holds(self, ctx: Ctx) -> bool:
        src = ctx.src
        have = getattr(src.obj, "counters", {}) if src is not None else {}
        if self.counter == "*":   # "as long as it has a counter on it": of any kind (122.1)
            return (sum(c.n for c in have.values()) >= self.n) != self.absent
        c = have.get(self.counter)
        return (c is not None and c.n >= self.n) != self.absent

    def __str__(self) -> str:
        return self.describe


@dataclass(frozen=True, slots=True)
class LevelSymbol(Condition):
    """A leveler card's level symbol (711.2a-b): "LEVEL N1-N2" holds while its source has at least N1 and no more
    than N2 level counters on it, "LEVEL N3+" (``most`` None) while it has N3 or more."""

    least: int
    most: int | None = None
    reads = frozenset(("zone",))

    def holds(self, ctx: Ctx) -> bool:
        src = ctx.src
        c = getattr(src.obj, "counters", {}).get("level") if src is not None else None
        n = c.n if c is not None else 0
        return n >= self.least and (self.most is None or n <= self.most)

    @property
    def concept(self) -> str:
        return "leveler_range" if self.most is not None else "leveler_plus"

    def __str__(self) -> str:
        return f"LEVEL {self.least}" + (f"-{self.most}" if self.most is not None else "+")


@dataclass(frozen=True, slots=True)
class StationSymbol(Condition):
    """A station card's station symbol (721.2a-b): "{N+}" holds while its source has N or more charge counters on it."""

    least: int
    reads = frozenset(("zone",))

    def holds(self, ctx: Ctx) -> bool:
        src = ctx.src
        c = getattr(src.obj, "counters", {}).get("charge") if src is not None else None
        return (c.n if c is not None else 0) >= self.least

    @property
    def concept(self) -> str:
        return "station_symbol"

    def __str__(self) -> str:
        return f"{self.least}+"


@dataclass(frozen=True, slots=True)
class ClassLevelAtLeast(Condition):
    """716.2a: "As long as this Class is level N or greater"; ``exactly``: "Activate only if this Class is level N"
    (a permanent without a level is level 1, 716.2d)."""

    n: int
    exactly: bool = False
    describe: str = ""
    reads = frozenset(("zone",))

    def holds(self, ctx: Ctx) -> bool:
        src = ctx.src
        level = (getattr(src.obj, "class_level", None) if src is not None else None) or 1
        return level == self.n if self.exactly else level >= self.n

    @property
    def concept(self) -> str:
        return "class_level"

    def __str__(self) -> str:
        return f"level {self.n}" + ("" if self.exactly else " or greater")


def last_linked(selector, ctx: Ctx):
    """"the last creature card exiled with ~" (607.2a): of the objects ``selector`` matches, the one
    exiled last (a melded pair exiled at once: the order its exiler chose, 712.21b)."""
    best = None
    for x in ctx.work.values():
        if selector.match(x, ctx):
            lk = getattr(x.obj, "exiled_with", ())
            if best is None or (lk and lk[1] > getattr(best.obj, "exiled_with", (0, -1))[1]):
                best = x
    return best


# --- values ------------------------------------------------------------------------------------
class Value:
    """A number an effect uses. ``dynamic`` values are recomputed whenever the effect applies;
    ``reads`` lists the characteristic fields they look at."""

    dynamic = False
    reads: frozenset = frozenset()

    def eval(self, ctx: Ctx, w: "Working | None") -> int:  # pragma: no cover - interface
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Const(Value):
    n: int

    def eval(self, ctx, w) -> int:
        return self.n

    def __str__(self) -> str:
        return str(self.n)


@dataclass(frozen=True, slots=True)
class StationBox(Value):
    """The power or toughness in a station card's P/T box (721.2b): the card data gives it as the card's power and
    toughness. An object whose station ability came from another card (a copy) is "cannot decide"."""

    which: str = "power"

    def eval(self, ctx, w) -> int:
        src = ctx.src if ctx.src is not None else w
        card = src.obj.card
        if src.name != card.name and ctx.game is not None:
            ctx.game.state.note_unknown(f"{src.name}'s station symbol comes from another card: its P/T box (721.2b) "
                                        "is not known", frozenset(("pt", "types")))
        pt = card.power if self.which == "power" else card.toughness
        return pt.base() if pt is not None else 0

    def __str__(self) -> str:
        return f"its P/T box's {self.which}"


@dataclass(frozen=True, slots=True)
class CountOf(Value):
    """"the number of Swamps you control" (107.2: 0 if it can't be determined)."""

    selector: Selector | AnyOf
    describe: str = ""
    dynamic = True

    def eval(self, ctx, w) -> int:
        return sum(1 for x in ctx.work.values() if self.selector.match(x, ctx))

    def undecided(self, state, you) -> str | None:
        r = unlisted_reason(self.selector, state, you, self)
        if r:
            return r
        # an unread ability could change what it counts (kb.engine.unknowns.selector_doubt, registered below it)
        why = SELECTOR_DOUBT[0](state, state.evaluate(), self.selector) if SELECTOR_DOUBT else []
        return f"{self} can't be counted: {why[0]}" if why else None

    @property
    def reads(self) -> frozenset:
        return self.selector.reads

    def __str__(self) -> str:
        return self.describe or f"the number of {self.selector}"


# Why an unread ability could change which objects a selector finds: kb.engine.unknowns.selector_doubt, which sits
# above the filters and registers itself here when it is imported (with the kb.engine package, always)
SELECTOR_DOUBT: list = []

PARTY_TYPES = ("Cleric", "Rogue", "Warrior", "Wizard")


@dataclass(frozen=True, slots=True)
class PartySize(Value):
    """"for each creature in your party" (700.8): up to one each of a Cleric, a Rogue, a Warrior and a Wizard among the
    creatures the player controls, a creature counted for one type only, the count the highest possible (700.8a-b)."""

    describe: str = "the number of creatures in your party"
    dynamic = True
    reads = frozenset(("zone", "types", "subtypes", "controller"))

    def eval(self, ctx, w) -> int:
        fits = []
        for x in ctx.work.values():
            if x.zone != "battlefield" or "Creature" not in x.types or x.controller != ctx.you:
                continue
            ct = creature_types_of(x)
            roles = frozenset(PARTY_TYPES) if ct is None else ct & frozenset(PARTY_TYPES)
            if roles:
                fits.append(roles)
        taken: dict = {}   # role -> index of the creature filling it (a maximum matching, 700.8b)

        def place(i: int, seen: set) -> bool:
            for r in fits[i]:
                if r in seen:
                    continue
                seen.add(r)
                if r not in taken or place(taken[r], seen):
                    taken[r] = i
                    return True
            return False
        return sum(1 for i in range(len(fits)) if place(i, set()))

    def __str__(self) -> str:
        return self.describe


def creature_types_of(w: "Working") -> frozenset | None:
    """The creature types of ``w``; None when it has every creature type (changeling, 702.73a, 205.3m)."""
    if w.all_ctypes:
        return None
    return frozenset(t for t in w.subtypes if subtype_kind(t) == "Creature")


def shares_creature_type(a: "Working", b: "Working") -> bool:
    """Whether two objects share at least one creature type (205.3m; an object with every creature type shares one
    with any object that has a creature type)."""
    ta, tb = creature_types_of(a), creature_types_of(b)
    if ta is None or tb is None:
        return bool(tb if ta is None else ta) or (ta is None and tb is None)
    return bool(ta & tb)


def it_of_instruction(ctx):
    """"it" in a count read by an instruction that modifies no object ("draw a card for each Aura attached to it",
    "… for each other creature you control that shares a creature type with it", in a triggered ability): the trigger
    event's object (603.2), else the ability's source — while it is on the battlefield; else None."""
    ev = getattr(ctx, "event", None)
    oid = getattr(ev, "obj", None) if ev is not None else None
    w = ctx.work.get(oid) if oid is not None else ctx.src
    return w if w is not None and getattr(w, "zone", None) == "battlefield" else None


@dataclass(frozen=True, slots=True)
class SharingTypeCount(Value):
    """"for each other creature on the battlefield that shares at least one creature type with it" (Coat of Arms):
    counted for each object the effect modifies (``w``, "it"), whenever it applies (611.3a, 613.4c)."""

    selector: "Selector | AnyOf"
    other: bool = True          # "other": not the object itself
    describe: str = ""
    dynamic = True

    def eval(self, ctx, w) -> int:
        if w is None:
            w = it_of_instruction(ctx)   # "draw a card for each other creature … with it" (603.2)
            if w is None:
                return 0
        return sum(1 for x in ctx.work.values()
                   if (not self.other or x.oid != w.oid) and self.selector.match(x, ctx) and shares_creature_type(x, w))

    @property
    def reads(self) -> frozenset:
        return self.selector.reads | frozenset(("subtypes", "types"))

    def __str__(self) -> str:
        return self.describe or f"the number of {self.selector} sharing a creature type with it"


@dataclass(frozen=True, slots=True)
class AttachedCount(Value):
    """"for each Aura attached to it" (Kor Spiritdancer): the objects of a description attached to the object the
    effect modifies (``w``, "it"; 303.4b, 301.5a), counted whenever the effect applies (611.3a)."""

    selector: "Selector | AnyOf"
    describe: str = ""
    dynamic = True

    def eval(self, ctx, w) -> int:
        if w is None:
            w = it_of_instruction(ctx)
            if w is None:
                return 0
        return sum(1 for x in ctx.work.values() if x.attached_to == w.oid and x.zone == "battlefield"
                   and self.selector.match(x, ctx))

    @property
    def reads(self) -> frozenset:
        return self.selector.reads | frozenset(("attached_to",))

    def __str__(self) -> str:
        return self.describe or f"the number of {self.selector} attached to it"


@dataclass(frozen=True, slots=True)
class Among(Value):
    """A number read over the objects a description matches ("… among lands you control"), as they are now; a zone
    the scenario leaves unlisted makes it "cannot decide"."""

    selector: Selector | AnyOf
    describe: str = ""
    dynamic = True

    def undecided(self, state, you) -> str | None:
        return unlisted_reason(self.selector, state, you, self)

    def __str__(self) -> str:
        return self.describe


@dataclass(frozen=True, slots=True)
class KindsAmong(Among):
    """How many different kinds among some objects: "the number of card types among cards in all graveyards"
    (205.2a), "for each basic land type among lands you control" (domain: 305.6's five basic land types),
    "for each color among permanents you control" (105.1)."""

    kind: str = "card_type"      # 'card_type' | 'basic_land_type' | 'color'

    def eval(self, ctx, w) -> int:
        seen: set[str] = set()
        for x in ctx.work.values():
            if self.selector.match(x, ctx):
                seen |= KIND_OF[self.kind](x)
        return len(seen)

    @property
    def reads(self) -> frozenset:
        return self.selector.reads | {"card_type": {"types"}, "basic_land_type": {"subtypes"}, "color": {"colors"}}[self.kind]


KIND_OF = {   # the kinds of each object KindsAmong counts (kb.engine.instructions.OnePlayersCount too)
    "card_type": lambda x: set(x.types), "color": lambda x: set(x.colors),
            "basic_land_type": lambda x: set(x.subtypes) & set(BASIC_LAND_TYPES)}


@dataclass(frozen=True, slots=True)
class Devotion(Value):
    """"your devotion to black" (700.5): the mana symbols of that colour among the mana costs of the permanents you
    control; a hybrid symbol counts once if it is any of the colours (700.5a, "devotion to black and red")."""

    colors: frozenset
    describe: str = ""
    dynamic = True
    reads = frozenset(("mana_cost", "controller", "zone"))

    def eval(self, ctx, w) -> int:
        from .devotionmana import devotion_defined
        if not devotion_defined(ctx, self.describe or "devotion"):   # defined from Theros on (2013-09-27)
            return 0
        n = 0
        for x in ctx.work.values():
            if x.zone == "battlefield" and x.controller == ctx.you and x.mana_cost is not None:
                n += sum(1 for sym in x.mana_cost.symbols if set(sym.split("/")) & self.colors)
        return n

    def __str__(self) -> str:
        return self.describe


@dataclass(frozen=True, slots=True)
class GreatestAmong(Among):
    """"the greatest power among creatures you control", "the highest mana value among permanents you control"
    (208.1, 202.3): the largest value of one characteristic among the objects described, as they are now; 0 when
    there is none (107.2: a number that can't be determined is 0)."""

    attr: str = "power"          # 'power' | 'toughness' | 'mana_value'

    def eval(self, ctx, w) -> int:
        vals = [(getattr(x, self.attr, None) or 0) for x in ctx.work.values() if self.selector.match(x, ctx)]
        return max(vals, default=0)

    @property
    def reads(self) -> frozenset:
        return self.selector.reads | {"mana_value": {"mana_cost"}}.get(self.attr, {"pt"})


@dataclass(frozen=True, slots=True)
class ControlsGreatest(Condition):
    """"you control the creature with the greatest power or tied for the greatest power", "you control the artifact
    with the greatest mana value or tied for the greatest mana value", "you control each creature on the battlefield
    with the greatest power" (208.1, 202.3): among the permanents described, whoever controls them, one you control has
    the greatest value (``each``: every one with the greatest value is yours), or "you control a creature with the
    greatest power among creatures on the battlefield" (``among``: as "the creature … or tied for …"). None
    described, or none yours: false."""

    selector: object
    attr: str = "power"          # 'power' | 'toughness' | 'mana_value'
    each: bool = False
    describe: str = ""
    among: bool = False

    def holds(self, ctx: Ctx) -> bool:
        vals = [(x.controller == ctx.you, _number_of(x, self.attr)) for x in ctx.work.values()
                if x.zone == "battlefield" and self.selector.match(x, ctx)]
        top = max((v for _, v in vals), default=None)
        tops = [mine for mine, v in vals if v == top]
        return bool(tops) and (all(tops) if self.each else any(tops))

    def undecided(self, state, you) -> str | None:
        """Something the scenario doesn't give (a power set from a hidden hand, 604.3) or an unread ability could
        change the value or controller of a permanent it compares (kb.engine.unknowns.selector_doubt, handed this
        condition's reads): which one is greatest can't be decided."""
        snap = state.evaluate()
        oids = [i for i, w in snap.work.items() if w.zone == "battlefield"]
        why = SELECTOR_DOUBT[0](state, snap, self, oids) if SELECTOR_DOUBT else []
        return f"\u201c{self}\u201d can't be decided: {why[0]}" if why else None

    @property
    def reads(self) -> frozenset:
        return self.selector.reads | {"controller", "zone"} | ({"mana_cost"} if self.attr == "mana_value" else {"pt"})

    def __str__(self) -> str:
        return self.describe


@dataclass(frozen=True, slots=True)
class TotalAmong(Among):
    """"the total power of creatures you control", "the total mana value of other creatures you control" (208.1,
    202.3): one characteristic added up over the objects described, as they are now; 0 when there is none (107.2)."""

    attr: str = "power"          # 'power' | 'toughness' | 'mana_value'

    def eval(self, ctx, w) -> int:
        return sum(_number_of(x, self.attr) for x in ctx.work.values() if self.selector.match(x, ctx))

    @property
    def reads(self) -> frozenset:
        return self.selector.reads | {"mana_value": {"mana_cost"}}.get(self.attr, {"pt"})


@dataclass(frozen=True, slots=True)
class DistinctAmong(Among):
    """"for each different power among creatures you control", "the number of different mana values among nonland
    cards in your graveyard" (208.1, 202.3), "for each different mana cost among nonland cards in your graveyard"
    (202.1: the mana symbols printed, in any order; {0} is a mana cost, a card with no mana symbols has none, 202.1b;
    {X}{R} is not {R}): how many different values of one characteristic the objects described have, as they are now
    (an object without that characteristic has none). A split card's two halves' mana costs (709.4) are not read as one:
    "cannot decide"."""

    attr: str = "power"          # 'power' | 'toughness' | 'mana_value' | 'mana_cost'

    def eval(self, ctx, w) -> int:
        if self.attr == "mana_cost":
            return len({c for x in ctx.work.values() if self.selector.match(x, ctx)
                        if (c := _mana_cost_key(x, ctx, self.describe)) is not None})
        return len({_number_of(x, self.attr) for x in ctx.work.values() if self.selector.match(x, ctx)
                    and (self.attr == "mana_value" or getattr(x, self.attr, None) is not None)})

    @property
    def reads(self) -> frozenset:
        return self.selector.reads | {"mana_value": {"mana_cost"}, "mana_cost": {"mana_cost"}}.get(self.attr, {"pt"})


def _mana_cost_key(x, ctx, describe: str):
    """The mana cost of ``x`` as a value to compare (its symbols, any order; 202.1), or None when it has none (202.1b);
    a split card (its halves' mana costs combined, 709.4) is noted undecided and counted as none."""
    if getattr(x, "halves", None):
        state = getattr(getattr(ctx, "game", None), "state", None)
        if state is not None:
            state.note_unknown(f"\u201c{describe}\u201d: the mana costs of the split card {x.name} are not compared")
        return None
    mc = getattr(x, "mana_cost", None)
    symbols = getattr(mc, "symbols", None)
    return tuple(sorted(symbols)) if symbols else None


def _number_of(x, attr: str) -> int:
    """An object's power, toughness (0 when it has none, 107.2) or mana value (202.3)."""
    return (getattr(x, attr, None) or 0) if attr != "mana_value" else x.mana_value


@dataclass(frozen=True, slots=True)
class ManaValueOf(Value):
    """"its mana value": the affected object's mana value (202.3)."""

    dynamic = True
    reads = frozenset(("mana_cost",))

    def eval(self, ctx, w) -> int:
        return w.mana_value if w is not None else 0

    def __str__(self) -> str:
        return "its mana value"


@dataclass(frozen=True, slots=True)
class PowerOf(Value):
    """"its power" (of the affected object, or of the source)."""

    of_source: bool = False
    dynamic = True
    reads = frozenset(("pt",))

    def eval(self, ctx, w) -> int:
        x = ctx.src if self.of_source else w
        return x.power or 0 if x is not None else 0

    def __str__(self) -> str:
        return "its power"


@dataclass(frozen=True, slots=True)
class LinkedTotal(Value):
    """"the total power of the exiled cards" / "their total toughness": the cards an ability of the
    same object exiled (607.2a), as they are in exile."""

    attr: str = "power"
    dynamic = True
    reads = frozenset(("pt",))

    def eval(self, ctx, w) -> int:
        if w is None:
            return 0
        total = 0
        for oid in (getattr(w.obj, "choices", None) or {}).get("_exiled", ()):
            x = ctx.work.get(oid)
            total += (getattr(x, self.attr) or 0) if x is not None else 0
        return total

    def __str__(self) -> str:
        return f"the total {self.attr} of the exiled cards"


@dataclass(frozen=True, slots=True)
class ToughnessOf(Value):
    """"its toughness" (of the affected object, or of the source)."""

    of_source: bool = False
    dynamic = True
    reads = frozenset(("pt",))

    def eval(self, ctx, w) -> int:
        x = ctx.src if self.of_source else w
        return x.toughness or 0 if x is not None else 0

    def __str__(self) -> str:
        return "its toughness"


@dataclass(frozen=True, slots=True)
class OfLastLinked(Value):
    """"the power (toughness) of the last creature card exiled with ~" (607.2a)."""

    selector: object
    attr: str = "power"
    dynamic = True
    reads = frozenset(("pt", "types"))

    def eval(self, ctx, w) -> int:
        x = last_linked(self.selector, ctx)
        v = getattr(x, self.attr, None) if x is not None else None
        return v or 0

    def __str__(self) -> str:
        return f"the {self.attr} of the last {self.selector}"


class Wrapped(Value):
    """A value computed from another one (``base``): it is dynamic, and reads, as its base does."""

    __slots__ = ()

    @property
    def dynamic(self) -> bool:  # type: ignore[override]
        return self.base.dynamic

    @property
    def reads(self) -> frozenset:  # type: ignore[override]
        return self.base.reads


@dataclass(frozen=True, slots=True)
class Plus(Wrapped):
    base: Value
    n: int

    def eval(self, ctx, w) -> int:
        return self.base.eval(ctx, w) + self.n

    def __str__(self) -> str:
        return f"{self.base} plus {self.n}"


@dataclass(frozen=True, slots=True)
class Times(Wrapped):
    """"+1/+1 for each Forest you control"."""

    base: Value
    k: int

    def eval(self, ctx, w) -> int:
        return self.base.eval(ctx, w) * self.k

    def __str__(self) -> str:
        return f"{self.k} × {self.base}"


@dataclass(frozen=True, slots=True)
class XValue(Value):
    """X (107.3): chosen as the spell is cast or the ability activated, copied with it (707.10);
    an X that was never given is an error naming the rule, never a silent 0."""

    times: int = 1
    dynamic = True
    reads = frozenset()

    def eval(self, ctx, w) -> int:
        x = getattr(ctx, "x", None)
        if x is None:
            from .errors import EngineError
            raise EngineError("X has no value here: give x: N when casting or activating (107.3)")
        return x * self.times

    def __str__(self) -> str:
        return "X" if self.times == 1 else f"{self.times}X"


def basic_land_selector(name: str, **kw) -> Selector:
    assert name in BASIC_LAND_TYPES
    return Selector(subtypes=frozenset((name,)), **kw)


def union_reads(items: Iterable) -> frozenset:
    out: set = set()
    for i in items:
        out |= i.reads
    return frozenset(out)


def _in_block_with_source(how: str, w, ctx) -> bool:
    """Whether ``w`` is blocking the source ('blocking'), is blocked by it ('blocked_by'), or either, now (509.1h:
    the blocks declared; 506.4: a creature removed from combat is in none). A source no longer on the battlefield
    blocks nothing and is blocked by nothing (506.4): whether its blocks still count is not modelled, so it is
    "cannot decide"."""
    g, src = getattr(ctx, "game", None), getattr(ctx, "src", None)
    if g is None or src is None:
        return False
    now = g.state.objects.get(src.oid)   # the source as it is now, not its last known information (608.2h)
    if src.zone != "battlefield" or now is None or now.zone != "battlefield":
        g.state.note_unknown(f"\u201c{'blocking or blocked by' if how == 'either' else how.replace('_', ' ')} "
                             f"{src.name}\u201d: {src.name} is no longer on the battlefield (506.4)")
        return False
    blocking = w.oid in g.blockers_of(src.oid)
    blocked = src.oid in g.blockers_of(w.oid)
    return {"blocking": blocking, "blocked_by": blocked}.get(how, blocking or blocked)
