"""Scenario files (YAML): a situation, the steps that build it, and the questions asked of it.

::

    title: Fling, copied (707.10, example 2)
    edition: 2026-04-17            # the rules that apply: a date (the edition in force) or 'current'
    kind: worked-example           # worked-example | puzzle | question
    tags: [copy-spell, lki]
    source: {edition: 2026-04-17, rule: "707.10", example: 2}   # the worked example it confirms
    question: How much damage does the copy of Fling deal?
    players: [you, opponent]       # or mappings: {name: you, life: 20, hand: [Fork], library: 30}
    cards:                         # inline definitions (kb.engine.objects: the card shape)
      Grizzly Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
    steps:
      - enter: Grizzly Bears
      - cast: {card: Fling, sacrifice: Grizzly Bears, targets: [opponent]}
      - cast: {card: Fork, targets: [Fling]}       # targets a spell: a response, so Fling waits
      - expect: {opponent: {life: 16}}             # the stack resolves first
        why: "..."

A scenario the engine cannot pass yet says so with ``pending: <the mechanism it lacks>``: it is
run and reported, and a failure there is not a failure of the suite (``kb scenario run`` lists it).

The stack: a ``cast``/``activate``/``copy`` step puts a spell or ability on the stack. Before any
other step the stack resolves (all players pass, 117.4; state-based actions and triggered
abilities between, 704.3, 603.3) — unless the step is a response: ``respond: true``, or it targets
something on the stack, or it is ``pass`` / ``resolve``, or an ``expect``/``show`` with ``hold:
true`` or about the stack itself.

Steps: ``enter``, ``graveyard`` / ``put`` (cards into other zones), ``counters``, ``cast``,
``effect`` (rules text resolving at once, as "an effect that says ..."), ``activate``, ``copy``,
``pass``, ``resolve``, ``control``, ``attach``, ``detach``, ``leave``, ``return``, ``blink``,
``destroy``, ``sacrifice``, ``exile``, ``move``, ``damage``, ``create``, ``draw``, ``discard``,
``life``, ``flip``, ``transform``, ``play`` (a land: a special action, 305.1), ``attack`` (a list of creatures, or creature →
player/planeswalker), ``block`` (blocker → attacker), ``tap``, ``untap``, ``face_down``, ``face_up``, ``step``, ``end_turn``, ``end_effect``,
``sba``, ``note``, ``expect``, ``show``. Any step may also give ``keep`` (the legend rule's choice),
``triggers`` (targets of triggered abilities, by source), ``trigger_order``, ``assign`` (combat
damage: creature → {recipient: amount}), ``order`` (damage assignment order, 2009-2024) and
``replace_order`` (which replacement or prevention effect applies first to an event, 616.1), and
``refused: RULE`` (the step is illegal and must be refused citing RULE; the game goes on as before it).
Combat: ``attack`` and ``block`` declare; ``step: combat_damage`` deals combat damage (a second
``step: combat_damage`` the regular step after a first-strike step; ``all: true`` on the step deals every combat
damage step still to come this combat, 510.4); ``step: end_of_combat``.

Expectation fields of objects: ``pt``, ``power``, ``toughness``, ``name``, ``controller``,
``owner``, ``zone``, ``mana_value``, ``mana_cost``, ``types``, ``supertypes``, ``subtypes``, ``colors``,
``all_creature_types``, ``abilities``, ``has_abilities`` / ``lacks_abilities``, ``has_types`` /
``lacks_types``, ``has_subtypes`` / ``lacks_subtypes``, ``restrictions``, ``creature``,
``tapped``, ``damage``, ``counters``, ``exists``, ``phased_out`` (702.26; a phased-out permanent's
``zone`` is ``battlefield`` from 2009-07-11, ``phased out`` before: 217.8), ``outcome`` (resolved, did not resolve,
countered), ``dealt`` (damage a spell or ability dealt); of players: ``life``, ``poison``,
``hand``, ``library``, ``graveyard`` (a number or names), ``lost``, ``won``; and ``stack`` (names,
top first).

When something the engine does not model could change an answer, the answer is "cannot decide"
with the reason (kb.engine.unknowns), and an expectation on it fails with that message; an
expectation may also say ``cannot decide`` when that is the right answer (a shuffled library).

A card named in a step but not defined under ``cards`` is looked up in the KB with
``kb.cards.card_definition(db, name)``; an inline definition always wins. Every error names the
file and the line. Scenario files are untrusted: sizes are bounded and YAML aliases refused.
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from kb.db import EDITION_FORM, edition_date

from .budget import Budget, active as budget_active
from .cardtext import parse_card_text
from .errors import EngineError, ParseError
from .objects import CardDef, CardError
from .orderdepends import settle_unsaid_orders
from .unnamed import is_unnamed
from .profiles import Citations, Profile, ProfileError, profile_for
from .state import ZONE_NAMES, GameState, describe
from .costpayers import PAYER_KEYS, stated_payers
from .stack import COST_KEYS, stated_costs
from .trace import Trace
from .text import player_poss as _poss
from .statedchoices import asking, option_key, track_all, unasked
from .unknowns import blockers

__all__ = ["Scenario", "ScenarioError", "load", "loads", "run", "Result", "Check", "StepRecord", "find_files"]


class ScenarioError(ValueError):
    """A scenario that cannot be read or run; the message starts with ``file:line:``."""


# --- YAML with line numbers ---------------------------------------------------------------------------
class LDict(dict):
    line = 0
    key_lines: dict

    def line_of(self, key) -> int:
        return self.key_lines.get(key, self.line)


class LList(list):
    line = 0
    item_lines: list


class _Loader(yaml.SafeLoader):
    """Safe YAML with line numbers; aliases (``*name``) are refused: a few hundred bytes of nested
    aliases could otherwise expand into gigabytes (scenario files are untrusted input)."""

    def compose_node(self, parent, index):
        if self.check_event(yaml.AliasEvent):
            ev = self.peek_event()
            raise ScenarioError(f"{{file}}:{ev.start_mark.line + 1}: YAML aliases (*{ev.anchor}) are not allowed in "
                                "scenario files: write the value out")
        return super().compose_node(parent, index)


def _construct_map(loader, node):
    loader.flatten_mapping(node)
    d = LDict()
    d.line = node.start_mark.line + 1
    d.key_lines = {}
    for k_node, v_node in node.value:
        k = loader.construct_object(k_node, deep=True)
        if isinstance(k, bool):
            raise ScenarioError(f"{{file}}:{k_node.start_mark.line + 1}: YAML reads the key "
                                f"{k_node.value!r} as {k}; use card: or to:")
        v = loader.construct_object(v_node, deep=True)
        d[k] = v
        d.key_lines[k] = k_node.start_mark.line + 1
    return d


def _construct_seq(loader, node):
    out = LList(loader.construct_object(n, deep=True) for n in node.value)
    out.line = node.start_mark.line + 1
    out.item_lines = [n.start_mark.line + 1 for n in node.value]
    return out


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_map)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_seq)
# Dates stay strings ("2007-02-01"), not datetime.date.
_Loader.yaml_implicit_resolvers = {k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:timestamp"]
                                   for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()}


class _FastLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """The same loader over libyaml's parser (ten times faster), for a text with no ``*``, which therefore holds
    no alias; anything else, and any error, goes to :class:`_Loader`, which checks aliases and words errors."""


_FastLoader.yaml_constructors = _Loader.yaml_constructors
_FastLoader.yaml_implicit_resolvers = _Loader.yaml_implicit_resolvers


def _parse_yaml(text: str):
    if "*" not in text and getattr(yaml, "__with_libyaml__", False):
        try:
            return yaml.load(text, Loader=_FastLoader)
        except Exception:   # (the reference loader below raises the same error, worded as it always was)
            pass
    return yaml.load(text, Loader=_Loader)


# --- limits on untrusted input ----------------------------------------------------------------------------------
MAX_BYTES = 1_000_000
MAX_STEPS = 1000
MAX_CARDS = 1000
MAX_COUNT = 1000

# --- the scenario ---------------------------------------------------------------------------------------------
STEP_KINDS = ("enter", "graveyard", "put", "counters", "cast", "effect", "activate", "control", "attach", "detach", "leave",
              "return", "blink", "tap", "untap", "face_down", "face_up", "end_turn", "end_effect", "expect", "note",
              "copy", "pass", "resolve", "destroy", "sacrifice", "exile", "move", "damage", "create", "draw", "discard",
              "life", "step", "sba", "show", "play", "attack", "block", "flip", "transform", "day_night", "turn_face_up", "suspend",
              "foretell", "plot", "companion", "concede", "set_in_motion", "planeswalk", "chaos_ensues", "roll_planar_die")
STEP_OPTIONS = ("why", "keep", "triggers", "trigger_order", "respond", "hold", "assign", "order", "replace_order",
                "refused", "choose", "all", "shield")
TOP_KEYS = ("title", "edition", "kind", "tags", "source", "question", "players", "cards", "steps", "expect",
            "notes", "pending", "unlisted", "starting_life")
# Zones a scenario may leave unlisted (``unlisted: [graveyard]``): a player who doesn't list it there may hold cards
# in it nobody named, so what counts its cards can't be decided. Without the key, an unlisted graveyard or exile is
# empty (the hand: see Player.hand_known; the library: players: library: N).
UNLISTED_ZONES = ("graveyard", "exile")
# ``unlisted: [history]``: the scenario's first turn began before its first step, and what happened in it then is
# not stated (GameState.history_unstated). Without it, the steps are the turn's whole history.
UNLISTED = UNLISTED_ZONES + ("history",)
EXPECT_FIELDS = ("pt", "power", "toughness", "name", "controller", "owner", "zone", "mana_value", "mana_cost", "types",
                 "supertypes", "subtypes", "colors", "all_creature_types", "abilities", "has_abilities",
                 "lacks_abilities", "has_types", "lacks_types", "has_subtypes", "lacks_subtypes", "restrictions",
                 "creature", "tapped", "damage", "counters", "exists", "outcome", "dealt", "attached_to",
                 "phased_out", "ring_bearer")
PLAYER_FIELDS = ("life", "poison", "hand", "library", "graveyard", "exile", "lost", "won", "mana", "energy", "experience",
                 "dungeon", "room", "dungeons_completed", "ring_tempted", "speed", "controlled_by")
RESPONSE_STEPS = ("pass", "resolve", "note")
# the counters a player mapping may state the player has as the scenario starts (122.1: counters on a player), kept
# in the player's counters by kind; poison has its own field (122.1f)
PLAYER_COUNTERS = ("energy", "experience")


@dataclass
class Scenario:
    path: str
    data: LDict
    title: str
    edition: str
    kind: str
    tags: list
    source: dict | None
    question: str | None
    players: list
    cards: dict            # name -> (definition dict, line)
    steps: list            # (kind, value, line, raw step)
    player_setup: dict = field(default_factory=dict)   # name -> (mapping, line)
    pending: str | None = None                          # the mechanism the engine still lacks (not a failure)
    unlisted: frozenset = frozenset()                   # zones a player who doesn't list them may hold unnamed cards in
    starting_life: int | None = None                    # the game's starting life total, when the variant sets it (119.1)

    def err(self, line: int, msg: str) -> ScenarioError:
        return ScenarioError(f"{self.path}:{line}: {msg}")


def load(path: str | Path) -> Scenario:
    from ingest.text import ParseError, read_input

    p = Path(path)
    try:
        data = read_input(p, MAX_BYTES)   # bounded: /dev/zero or a FIFO is no scenario
        text = data.decode("utf-8")
    except ParseError as exc:
        raise ScenarioError(f"{p}:0: {exc.message if 'larger' not in exc.message else f'a scenario is at most {MAX_BYTES:,} bytes'}") from None
    except UnicodeDecodeError as exc:
        raise ScenarioError(f"{p}:0: cannot read: {exc}") from None
    return loads(text, str(p))


def loads(text: str, path: str = "<stdin>") -> Scenario:
    if len(text) > MAX_BYTES:
        raise ScenarioError(f"{path}:0: the scenario is {len(text):,} characters; at most {MAX_BYTES:,}")
    try:
        data = _parse_yaml(text)
    except ScenarioError as exc:
        raise ScenarioError(str(exc).replace("{file}", path)) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        ctx = getattr(exc, "context_mark", None)
        line = (ctx or mark).line + 1 if (ctx or mark) else 0
        where = f" (at line {mark.line + 1})" if ctx and mark and mark.line != ctx.line else ""
        context = f"{exc.context}: " if getattr(exc, "context", None) else ""
        raise ScenarioError(f"{path}:{line}: not valid YAML: {context}{getattr(exc, 'problem', exc)}{where}") from None
    except RecursionError:
        raise ScenarioError(f"{path}:0: the YAML is nested too deeply") from None
    if not isinstance(data, LDict):
        raise ScenarioError(f"{path}:1: a scenario is a mapping with title, edition, cards and steps")
    return from_data(data, path)


def from_data(data: dict, path: str = "<question>") -> Scenario:
    """A scenario from its data (as YAML gives it, or as ``kb ask`` builds it)."""
    if not isinstance(data, LDict):
        data = _ldict(data)
    s = Scenario(path, data, "", "", "puzzle", [], None, None, ["you", "opponent"], {}, [])
    for k in data:
        if k not in TOP_KEYS:
            raise s.err(data.line_of(k), f"unknown key {k!r} (known: {', '.join(TOP_KEYS)})")
    for k in ("title", "edition", "steps"):
        if k not in data:
            raise s.err(data.line, f"missing {k!r}")
    s.title = str(data["title"])
    s.edition = str(data["edition"]).strip()
    if s.edition != "current" and edition_date(s.edition) is None:
        raise s.err(data.line_of("edition"), f"edition is {EDITION_FORM}, not {s.edition!r}")
    s.kind = str(data.get("kind", "puzzle"))
    if s.kind not in ("worked-example", "puzzle", "question"):
        raise s.err(data.line_of("kind"), f"kind is worked-example, puzzle or question, not {s.kind!r}")
    s.tags = list(data.get("tags") or [])
    src = data.get("source")
    if src is not None:
        if not isinstance(src, dict) or not {"edition", "rule"} <= set(src):
            raise s.err(data.line_of("source"), "source is {edition: YYYY-MM-DD, rule: 613.5, example: 2}")
        s.source = {"edition": str(src["edition"]), "rule": str(src["rule"]), "example": src.get("example")}
    s.question = data.get("question")
    unl = data.get("unlisted")
    if unl is not None:
        if not isinstance(unl, list) or any(str(z) not in UNLISTED for z in unl):
            raise s.err(data.line_of("unlisted"), f"unlisted is a list among: {', '.join(UNLISTED)} (zones a player "
                                                  "may hold unnamed cards in; history: this turn's events before the "
                                                  "first step)")
        s.unlisted = frozenset(str(z) for z in unl)
    if data.get("starting_life") is not None:   # "A Commander game": 40 (903.7); Two-Headed Giant's 30 (810.4) …
        v = data["starting_life"]
        if isinstance(v, bool) or not isinstance(v, int) or v < 1:
            raise s.err(data.line_of("starting_life"), "starting_life is the game's starting life total, a whole "
                                                       "number from 1 (119.1: 20, or what the variant says)")
        s.starting_life = v
    if data.get("pending") is not None:
        s.pending = str(data["pending"]).strip()
        if not s.pending:
            raise s.err(data.line_of("pending"), "pending names the mechanism the engine lacks")
    if data.get("players"):
        pl = data["players"]
        if not isinstance(pl, list):
            raise s.err(data.line_of("players"), "players is a list: [you, opponent] or mappings {name: you, life: 20}")
        s.players = []
        for i, p in enumerate(pl):
            line = pl.item_lines[i] if isinstance(pl, LList) else data.line_of("players")
            if isinstance(p, dict):
                if "name" not in p:
                    raise s.err(line, "a player mapping needs a name")
                bad = [k for k in p if k not in ("name", "life", "poison", "hand", "library", "graveyard", "exile",
                                                 "dungeon", "ventures", "outside", "speed", "commander",
                                                 "commander_casts", "commander_damage", "cast_this_game",
                                                 *PLAYER_COUNTERS)]
                if bad:
                    raise s.err(line, f"unknown player field {bad[0]!r} (known: name, life, poison, hand, library, "
                                      "graveyard, exile, dungeon, ventures, outside, speed, commander, "
                                      f"commander_casts, commander_damage, cast_this_game, {', '.join(PLAYER_COUNTERS)})")
                s.players.append(str(p["name"]))
                s.player_setup[str(p["name"])] = (p, line)
            else:
                s.players.append(str(p))
    cards = data.get("cards") or LDict()
    if not isinstance(cards, dict):
        raise s.err(data.line_of("cards"), "cards is a mapping: name → definition")
    if len(cards) > MAX_CARDS:
        raise s.err(data.line_of("cards"), f"{len(cards)} cards; a scenario defines at most {MAX_CARDS}")
    for name, d in cards.items():
        line = cards.line_of(name) if isinstance(cards, LDict) else data.line_of("cards")
        if d is None:
            d = LDict()
        if not isinstance(d, dict):
            raise s.err(line, f"card {name!r}: a definition is a mapping (type_line, power, text, ...)")
        s.cards[str(name)] = (d, line)
    steps = data["steps"]
    if not isinstance(steps, list):
        raise s.err(data.line_of("steps"), "steps is a list")
    if len(steps) > MAX_STEPS:
        raise s.err(data.line_of("steps"), f"{len(steps)} steps; a scenario has at most {MAX_STEPS}")
    for i, st in enumerate(steps):
        line = steps.item_lines[i] if isinstance(steps, LList) else data.line_of("steps")
        if not isinstance(st, dict) or not st:
            raise s.err(line, "a step is a mapping such as {enter: CARD NAME}")
        kinds = [k for k in st if k in STEP_KINDS]
        extra = [k for k in st if k not in STEP_KINDS and k not in STEP_OPTIONS]
        if len(kinds) != 1 or extra:
            raise s.err(line, f"a step has exactly one of {', '.join(STEP_KINDS)} (got {', '.join(map(str, st))})")
        s.steps.append((kinds[0], st[kinds[0]], line, st))
    if "expect" in data:
        s.steps.append(("expect", data["expect"], data.line_of("expect"), data))
    return s


def _ldict(d) -> LDict:
    if isinstance(d, LDict):
        return d
    if isinstance(d, dict):
        out = LDict({k: _ldata(v) for k, v in d.items()})
        out.line = 0
        out.key_lines = {}
        return out
    return d


def _ldata(v):
    if isinstance(v, dict):
        return _ldict(v)
    if isinstance(v, list) and not isinstance(v, LList):
        out = LList(_ldata(x) for x in v)
        out.line = 0
        out.item_lines = [0] * len(out)
        return out
    return v


# --- results --------------------------------------------------------------------------------------------
@dataclass
class Check:
    obj: str
    field: str
    expected: object
    actual: object
    ok: bool
    line: int
    why: str | None = None
    undecided: list = field(default_factory=list)   # reasons the engine cannot decide it
    shown: bool = False                             # a `show` answer: no expectation

    @property
    def status(self) -> str:
        if self.undecided:
            return "cannot decide"
        if self.shown:
            return "answer"
        return "pass" if self.ok else "fail"


@dataclass
class StepRecord:
    index: int
    kind: str
    line: int
    summary: str
    trace: Trace
    checks: list = field(default_factory=list)
    why: str | None = None
    relied: list = field(default_factory=list)   # concepts the answers relied on beyond the trace shown
    entered: list = field(default_factory=list)  # an enter step's objects, by the names the game gave them (in order)

    def concepts(self) -> list:
        """Every citation concept this step relied on (its trace's and the layer system's, kb.engine.binding)."""
        return list(dict.fromkeys([c for ln in self.trace.lines for c in ln.cites] + self.relied))


@dataclass
class Result:
    scenario: Scenario
    edition: str
    profile: Profile
    citations: Citations
    records: list
    error: str | None = None
    example_text: str | None = None
    state: object = None
    notes: list = field(default_factory=list)        # said beside the answers (a card's newer Oracle text)
    unbound: list = field(default_factory=list)      # kb.engine.binding.Mismatch: rules read differently here
    unsaid_from: int | None = None                   # the record where an unstated trigger order first mattered (603.3b)
    unasked: list = field(default_factory=list)      # "line N: …" — choices stated that nothing asked for (statedchoices)

    @property
    def checks(self) -> list:
        return [c for r in self.records for c in r.checks if not c.shown]

    @property
    def answers(self) -> list:
        return [c for r in self.records for c in r.checks]

    @property
    def passed(self) -> bool:
        """Every expectation holds (a question without expectations passes when it ran)."""
        checks = self.checks
        if self.error is not None:
            return False
        if not checks:
            return any(c.shown for c in self.answers) and not any(c.undecided for c in self.answers)
        return all(c.ok for c in checks)

    def cited(self) -> list[str]:
        nums: list[str] = []
        for r in self.records:
            for _ln, ns in r.trace.render(self.citations):
                for n in ns:
                    if n not in nums:
                        nums.append(n)
        return nums


# --- running --------------------------------------------------------------------------------------------
class _Runner:
    def __init__(self, sc: Scenario, db, trace: bool):
        self.sc = sc
        self.db = db
        self.want_trace = trace
        self.bind = True
        self.cache: dict[str, CardDef] = {}

    def card(self, name, line: int) -> CardDef:
        if isinstance(name, dict):
            name = name.get("card") or name.get("name")
        if name is None or isinstance(name, (list, dict)):
            raise self.sc.err(line, "a card name is expected here")
        name = str(name)
        if name in self.cache:
            return self.cache[name]
        if name in self.sc.cards:
            d, dline = self.sc.cards[name]
            data = dict(d)
            data.setdefault("name", name)
            try:
                c = CardDef.from_dict(data, parse=parse_card_text)
            except (CardError, ParseError) as exc:
                raise self.sc.err(dline, f"card {name!r}: {exc}") from None
        else:
            c = self._from_kb(name, line)
        self.cache[name] = c
        return c

    def _from_kb(self, name: str, line: int) -> CardDef:
        if self.db is None:
            raise self.sc.err(line, f"card {name!r} is not defined under cards: and no KB is open to look it up")
        try:
            from kb.cards import card_definition  # issue 6: the KB's card data
        except ImportError:
            raise self.sc.err(line, f"card {name!r} is not defined under cards: and this KB has no card data "
                                    "(kb.cards is not available)") from None
        try:
            d = card_definition(self.db, name)
        except Exception as exc:  # the other module's error, reported with our position
            raise self.sc.err(line, f"card {name!r}: the KB look-up failed: {exc}") from None
        if d is None:
            raise self.sc.err(line, f"card {name!r} is not defined under cards: nor known to the KB")
        try:
            return CardDef.from_dict(dict(d), parse=parse_card_text)
        except (CardError, ParseError) as exc:
            raise self.sc.err(line, f"card {name!r} (from the KB): {exc}") from None

    def card_or_object(self, state: GameState, ref, line: int, *, casting: bool = False, who: str | None = None):
        """A step naming a card: the object of that name if there is one off the battlefield and the stack (in a hand,
        a graveyard, exile, a library), else the card (from the scenario or the KB) put into the caster's hand. A card
        the scenario put in another zone is cast from there (601.2a; whether something lets it be, flashback or "you
        may cast ~ from your graveyard", is the cast's to check, 601.3), never a copy invented in the hand. One that
        went there during the steps (the first Shock, resolved) is cast again only as something lets it be; else the
        step means another card of that name (the caster's other one in hand, or a card not yet named, as for the
        first), and the trace says so. ``who``: the caster, whose own card of that name in hand is the one meant when
        another player holds one too."""
        if isinstance(ref, str) and state.has(ref):
            o = state.find(ref)
            if casting and who is not None and o is not None and o.owner != who:
                o = next((x for x in state.objects.values() if x.zone == "hand" and x.owner == who
                          and ref in (x.alias, x.card.name)), o)
            if casting and o is not None and o.zone != "hand":   # "Shock" cast again: the caster's other Shock in hand
                o = next((x for x in state.objects.values() if x.zone == "hand" and x.owner == (who or o.owner)
                          and x.card.name == o.card.name), o)
            if o is not None and o.zone not in ("battlefield", "stack"):
                stated = o.oid <= state.__dict__.get("question_oid", o.oid) or \
                    o.oid in state.__dict__.get("scenario_put", ())   # put there by the scenario, not a step
                if not casting or o.zone == "hand" or stated or _may_cast_from(state, o):
                    return o
                caster = who or o.owner
                listed = self.sc.player_setup.get(caster, ({}, 0))[0].get("hand")
                if isinstance(listed, list) and o.card.name in map(str, listed) and not any(
                        is_unnamed(x.card) for x in state.in_zone("hand", caster)):
                    # the listed hand said how many cards of that name it holds, and holds no other now (nor a card
                    # nobody named that may be one); a card the listing never named is one the step brings, as the first
                    raise EngineError(f"{o.alias} went to {_poss(o.owner)} {o.zone} during the steps and nothing lets "
                                      f"it be cast from there; {_poss(caster)} hand, as the scenario lists it, holds no "
                                      f"other card of that name: a spell is cast from where its card is "
                                      f"({state.rule_no('cast_move')}), its caster's hand unless a rule or an effect "
                                      f"allows otherwise ({state.rule_no('cast_prohibited')})")
                state.log.add(f"{o.alias} went to the {o.zone} during the steps: the step casts another card of that "
                              f"name, from {who or o.owner}'s hand", kind="step")
        return self.card(ref, line)


_CAST_ELSEWHERE = re.compile(r"\b(?:flashback|escape|jump-start|retrace|aftermath|disturb|embalm|eternalize|unearth|mayhem)\b|"
                             r"\b(?:cast|play)\b[^.]*\bfrom (?:your|a|their|its owner's) (?:graveyard|exile)|"
                             r"\b(?:cast|play)\b[^.]*\bfrom among cards exiled with\b|"   # kb.engine.linkedcast
                             r"\bfrom (?:your|a) graveyard\b[^.]*\b(?:cast|play)\b|"
                             r"\b(?:cast|play)\b[^.]*\bfrom the top of your library", re.I)


def _face_holder(state: GameState, ref, controller=None):
    """The card a step names by one of its other faces (an Adventure, 715.3; a modal double-faced card's
    back face, 712.11b) when no object has that name: the one in a hand (its controller's, if given), or one
    an Adventure left in exile for its player (715.3d). None if there is none."""
    if not isinstance(ref, str) or state.has(ref):
        return None
    want = ref.strip().lower()
    found = []
    for o in state.objects.values():
        c = o.card
        if o.zone not in ("hand", "exile", "graveyard") or c.layout not in ("adventure", "modal_dfc"):
            continue
        if not any(f.name.lower() == want for f in c.other_faces):
            continue
        if controller is not None and o.owner != controller:
            continue
        found.append(o)
    found.sort(key=lambda o: (o.zone != "hand", o.oid))
    return found[0] if found else None


def _half_holder(state: GameState, ref, controller=None):
    """The split card (708, aftermath 702.127) a step names by one of its halves when no object has that name: "cast:
    {card: A, half: B}" with the split card A // B in a graveyard is that card, cast from there, never a second card of
    that name invented (601.2a). The one in a hand first (its controller's, if given), then a graveyard, then exile;
    None if there is none."""
    if not isinstance(ref, str) or state.has(ref):
        return None
    want = ref.strip().lower()
    found = [o for o in state.objects.values()
             if o.zone in ("hand", "graveyard", "exile") and o.card.layout in ("split", "aftermath", "fuse")
             and any(f.name.lower() == want for f in o.card.other_faces)
             and (controller is None or o.owner == controller)]
    found.sort(key=lambda o: (("hand", "graveyard", "exile").index(o.zone), o.oid))
    return found[0] if found else None


def _named_face(card, ref) -> str | None:
    """The other face a step names when it brings a card into the game by that face's name ("cast: Stomp", the card
    from the KB, whose front face is the adventurer creature; "play:" a modal DFC's back face): that face's name, so
    the step casts or plays that face (715.3, 712.11b, 712.12), never the front face under the other face's name.
    None when the step names the card's front face, or names an object already in the game."""
    if not isinstance(card, CardDef) or not isinstance(ref, str) or card.layout not in ("adventure", "modal_dfc"):
        return None
    want = ref.strip().lower()
    if want == card.name.lower():
        return None
    return next((f.name for f in card.other_faces if f.name.lower() == want), None)


def _may_cast_from(state: GameState, o) -> bool:
    """Whether a permission to cast a card from outside a hand could apply (601.3): its own text or a
    permanent's, or an Adventure's exile (715.3d). Reading text broadly here only picks which card a step
    means; the cast itself follows the rules."""
    if (getattr(o, "adventure_player", None) is not None or getattr(o, "warped_turn", None) is not None) and \
            o.zone == "exile":
        return True   # an Adventure's exile (715.3d); a warped card (702.185a: the cast is refused in its own turn)
    if o.zone == "exile" and any(o.oid in got for got in state.__dict__.get("exiled_by_action", {}).values()):
        return True   # a foretold or plotted card (702.143a, 702.170d: kb.engine.foretell and plot refuse the cast the
        # turn it was exiled)
    if state.play_permitted(o):
        return True   # an effect's "you may cast that card …" (611.2a)
    if o.zone == "command" and o.owner in state.player_state and \
            o.card.name in (state.player(o.owner).commanders or ()):
        return True   # 903.8: a player may cast a commander they own from the command zone
    texts = [o.card.text or ""] + [f.text or "" for f in getattr(o.card, "other_faces", ()) or ()]
    texts += [p.card.text or "" for p in state.objects.values() if p.zone == "battlefield"]
    return any(_CAST_ELSEWHERE.search(t) for t in texts)


def _resolve_edition(sc: Scenario, db) -> str:
    if db is not None:
        from kb.db import resolve_edition
        try:
            return resolve_edition(db, sc.edition)
        except LookupError as exc:
            raise sc.err(sc.data.line_of("edition"), str(exc)) from None
    if sc.edition == "current":
        from .profiles import CURRENT
        return CURRENT.reference
    return sc.edition


def run(sc: Scenario, db=None, trace: bool = False, bind: bool = True, edition: str | None = None,
        limits: Budget | None = None) -> Result:
    """Run every step; errors in the file raise ScenarioError, wrong answers are failed checks.

    ``edition`` runs the scenario under another edition than its own (its ``why`` texts quote its own).
    ``bind``: an answer relying on a rule whose text in the edition the engine was not written for is
    "cannot decide" (:mod:`kb.engine.binding`); off only while the binding itself is being written.
    ``limits``: the run's budget (:mod:`kb.engine.budget`; its defaults when None)."""
    if limits is None:
        limits = Budget(what="question") if sc.path == "<question>" else \
            Budget(what="scenario", clock=time.process_time)   # a file's run: its own processor time
    with budget_active(limits):
        res = _run(sc, db, trace, bind, edition)
    if sc.path != "<question>":   # a one-line question's verdict tries the orders itself (kb.engine.ask.trigger_orders)
        settle_unsaid_orders(res, lambda: run(sc, db, bind=False, edition=edition))
        from .mayboth import settle_unsaid_mays   # answers no unstated "you may" choice can change
        settle_unsaid_mays(res, lambda: run(sc, db, bind=False, edition=edition), _same)
    return res


def _run(sc: Scenario, db, trace: bool, bind: bool, edition: str | None) -> Result:
    own = None
    if edition is not None and edition != sc.edition:
        import dataclasses
        own, sc = sc.edition, dataclasses.replace(sc, edition=edition)
    edition = _resolve_edition(sc, db)
    try:
        profile = profile_for(edition)
    except ProfileError as exc:
        raise sc.err(sc.data.line_of("edition"), str(exc)) from None
    citations = Citations(profile, edition, db)
    result = Result(sc, edition, profile, citations, [])
    if own is not None:
        result.notes.append(f"run under the {edition} edition instead of the file's own ({own}): its expectations and "
                            f"why texts were written for {own}")
    if db is not None and sc.source:
        result.example_text = _example_text(db, sc)
    rn = _Runner(sc, db, trace)
    rn.bind = db is not None   # collect the layer rules relied on (for the binding, and for writing it)
    try:
        state = GameState(edition, sc.players, profile)
    except EngineError as exc:
        raise sc.err(sc.data.line_of("players"), str(exc)) from None
    result.state = state
    state.use_citations(citations)   # rule numbers of this edition for the engine's refusals
    _setup_players(rn, state)
    with asking() as stated:
        if sc.path != "<question>":   # (a question's choices are its reader's own)
            for kind, _value, line, raw in sc.steps:
                if kind not in ("expect", "show", "note"):
                    track_all(raw, line)
        _run_steps(rn, sc, state, result)
    if sc.path != "<question>":
        result.unasked = unasked(stated)
        result.notes += [n for n in result.unasked if n not in result.notes]
    if bind:
        _bind(result, rn)
    return result


def _run_steps(rn: _Runner, sc: Scenario, state: GameState, result: Result) -> None:
    for i, (kind, value, line, raw) in enumerate(sc.steps, 1):
        start = len(state.log.lines)
        rec = StepRecord(i, kind, line, _summary(kind, value), Trace())
        try:
            refused = isinstance(raw, dict) and raw.get("refused") is not None
            if refused:   # the choices waiting before it: a refused step's own answers must not outlive it
                import copy
                state.__dict__["_choices_before_step"] = copy.deepcopy(state.choices)
            _step_choices(state, raw, line, sc)
            if _asks_respond(kind, value, raw) and not state.stack:
                raise EngineError("respond: true, but the stack is empty: there is nothing to respond to (117.3); "
                                  "drop respond:, or make the step before it leave its object on the stack")
            if not _is_response(state, kind, value, raw):
                state.resolve_stack()
            if not _from_the_start(kind, value):   # objects made from here on are the question's own
                state.__dict__.setdefault("question_oid", state._oid)
            if isinstance(raw, dict) and raw.get("refused") is not None:
                _refused_step(rn, state, kind, value, line, raw, rec)
            else:
                _do(rn, state, kind, value, line, raw, rec)
                if kind not in ("expect", "show", "note") and not (
                        _from_the_start(kind, value) and i < len(sc.steps) and _from_the_start(*sc.steps[i][:2])):
                    state.priority_check()
        except EngineError as exc:
            raise sc.err(line, str(exc)) from None
        except ParseError as exc:
            raise sc.err(line, str(exc)) from None
        except ScenarioError:
            raise
        except (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError) as exc:
            raise sc.err(line, f"this step could not be carried out: {type(exc).__name__}: {exc}") from None
        rec.trace.lines[:0] = state.log.lines[start:]
        result.records.append(rec)
        if state.unsaid_trigger_sizes and result.unsaid_from is None:
            result.unsaid_from = len(result.records) - 1   # answers before it can't depend on that order


def _bind(result: Result, rn: _Runner) -> None:
    """Issue 21 §2: each answer relies on the rules its trace cited up to it; one whose text in this
    edition the engine was not written for (:mod:`kb.engine.binding`) makes the answer "cannot decide".
    Cards taken from the KB's card data carry today's Oracle text: said when the edition is older."""
    from .binding import card_text_note, check_concepts
    cited: list = []
    seen: dict = {}
    for rec in result.records:
        cited.extend(c for c in rec.concepts() if c not in seen and not seen.setdefault(c, False))
        if not rec.checks:
            continue
        wrong = check_concepts(result.citations, cited)
        for m in wrong:
            if m not in result.unbound:
                result.unbound.append(m)
        if not wrong:
            continue
        reasons, numbers = [], set()
        for m in wrong:      # one reason per rule (several concepts may rest on one rule)
            if m.number is None or m.number not in numbers:
                numbers.add(m.number)
                reasons.append(m.reason)
        for c in rec.checks:
            if c.undecided or (c.ok and isinstance(c.expected, str) and c.expected.strip().lower() == "cannot decide"):
                continue
            c.undecided = reasons
            c.actual = "cannot decide"
            c.ok = bool(isinstance(c.expected, str) and c.expected.strip().lower() == "cannot decide")
    state = getattr(result, "state", None)
    result.notes += [n for n in getattr(state, "assumed", ()) if n not in result.notes]
    if state is not None:
        from .turns import outside_game_notes
        result.notes += [n for n in outside_game_notes(state) if n not in result.notes]
    from_kb = [n for n in rn.cache if n not in rn.sc.cards]
    note = card_text_note(rn.db, result.edition, from_kb)
    if note:
        result.notes.append(note)


_RULE_NO = re.compile(r"\b\d{3}(?:\.\d+[a-z]?)?\b")
# the answer groups (kb.engine.unknowns) whose change can make an action legal or illegal
_LEGALITY_GROUPS = frozenset(("abilities", "types", "pt", "colors", "controller", "zone", "name", "stack", "turn"))


def _refused_step(rn: _Runner, state: GameState, kind: str, value, line: int, raw, rec: StepRecord) -> None:
    """``refused: RULE``: the step is an illegal action and must be refused with an error citing RULE
    (e.g. an illegal declaration of attackers, 508.1c). Either way the game goes on as it was before
    the step, so the next steps can make the legal choice."""
    want = str(raw["refused"]).strip()
    if not _RULE_NO.fullmatch(want):
        raise rn.sc.err(line, f"refused names the rule the step breaks (such as 508.1c), not {want!r}")
    import copy
    saved = copy.deepcopy(state.__dict__)
    known = len(state.unknowns)
    undecided: list = []
    try:
        _do(rn, state, kind, value, line, raw, rec)
        state.priority_check()
    except EngineError as exc:
        msg = str(exc)
        cited = _RULE_NO.findall(msg)
        ok = want in cited
        actual = f"refused: {msg}"
    else:
        ok, actual = False, "accepted"
        # accepted on something the engine can't decide (whether a target is legal, say): not an answer; nor when
        # something not modelled earlier could have changed what decides a step's legality — the characteristics,
        # controller or zone of any object, a rule in force, the turn (an instruction an edition has no rule for)
        undecided = [u.reason for u in state.unknowns[known:]] + \
            [u.reason for u in state.unknowns[:known]
             if u.player is None and u.library_of is None and u.scope & _LEGALITY_GROUPS]
    state.__dict__.clear()
    state.__dict__.update(saved)
    # the game goes on as it was before the step: its own answers (the targets given for triggers that never went
    # on the stack) are gone with it, not left waiting for the next step's triggers
    if "_choices_before_step" in state.__dict__:
        state.choices = state.__dict__.pop("_choices_before_step")
    state.log.add(f"The step is {'refused' if actual != 'accepted' else 'accepted'}"
                  + (f": {actual[len('refused: '):]}" if actual != "accepted" else "")
                  + "; the game goes on as it was before it",
                  # the refusal's rule, as expected and found (a rule, not a bare section number such as 702)
                  kind="step", numbers=(want,) if ok and "." in want else ())
    rec.why = str(raw["why"]).strip() if raw.get("why") else None
    rec.checks.append(Check("step", "refused", want, actual, ok, line, why=rec.why, undecided=undecided))


def _defined_card(rn: _Runner, name: str):
    """The card the scenario defines as ``name`` (None when it defines none, or not as a card: a dungeon)."""
    if name not in rn.sc.cards:
        return None
    try:
        return rn.card(name, rn.sc.cards[name][1])
    except Exception:   # a definition that is not a card's (its own error is reported where it is used)
        return None


def _setup_dungeons(rn: _Runner, state: GameState) -> None:
    """The dungeon cards the scenario defines (309; kb.engine.dungeon: the card pool has none)."""
    from .dungeon import parse_dungeon
    known = state.__dict__.setdefault("dungeon_cards", {})
    for name, (d, line) in rn.sc.cards.items():
        tl = str(d.get("type_line") or "")
        if not tl.startswith("Dungeon"):
            continue
        try:
            known[name] = parse_dungeon(name, tl, str(d.get("text") or ""))
        except ValueError as exc:
            raise rn.sc.err(line, f"card {name!r}: {exc}") from None


def _setup_designations(rn: _Runner, state: GameState, ps, p, line: int) -> None:
    """A player's venture marker (``dungeon: {card, room, completed}``), the dungeons and rooms they choose
    (``ventures: [...]``, 701.49) and the cards they own outside the game (``outside: [...]``, 701.48a)."""
    d = p.get("dungeon")
    if d is not None:
        if not isinstance(d, dict) or not set(d) <= {"card", "room", "completed"}:
            raise rn.sc.err(line, "dungeon is a mapping {card: DUNGEON, room: ROOM, completed: [DUNGEON, ...]}")
        known = state.__dict__.get("dungeon_cards", {})
        if d.get("card") is not None:
            dg = known.get(str(d["card"]))
            if dg is None:
                raise rn.sc.err(line, f"dungeon {d['card']!r} is not defined under cards: (type_line: Dungeon, its "
                                      "rooms as its text)")
            room = dg.room(str(d.get("room") or dg.rooms[0].name))
            if room is None:
                raise rn.sc.err(line, f"{dg.name} has no room {d.get('room')!r} (rooms: "
                                      f"{', '.join(r.name for r in dg.rooms)})")
            ps.dungeon = (dg.name, room.name)
        ps.dungeons_completed = [str(x) for x in _as_list(d.get("completed"))]
    ps.ventures = [str(x) for x in _as_list(p.get("ventures"))]
    ps.outside = [rn.card(c, line) for c in _as_list(p.get("outside"))]
    if "commander" in p:   # 903.3: the card(s) their deck designates ("none": not a Commander game, or no commander)
        c = p.get("commander")
        ps.commander_cards = [] if c in (None, "none", []) else [rn.card(x, line) for x in _as_list(c)]
        ps.commanders = [x.name for x in ps.commander_cards]
    if "cast_this_game" in p:   # 601.2i: the spells they cast earlier this game, by name (kb.engine.castnamedgame)
        names = _as_list(p.get("cast_this_game"))
        if not all(isinstance(x, str) and x.strip() for x in names) or len(names) > MAX_COUNT:
            raise rn.sc.err(line, "cast_this_game is a list of the names of the spells the player cast earlier this "
                                  "game, before the steps ([] for none; 601.2i)")
        ps.cast_before = [x.strip() for x in names]
    if "commander_casts" in p:   # 903.8: how many times they've cast a commander from the command zone this game
        n = p.get("commander_casts")
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MAX_COUNT:
            raise rn.sc.err(line, f"commander_casts is a whole number from 0 to {MAX_COUNT} (the times the player "
                                  "has cast a commander from the command zone this game, 903.8)")
        ps.commander_casts = n
    if "commander_damage" in p:   # 903.10a: combat damage dealt to them earlier this game by each commander
        d = p.get("commander_damage")
        if d is None:
            d = {}
        if not isinstance(d, dict) or not all(isinstance(k, str) and k.strip() and not isinstance(v, bool)
                                              and isinstance(v, int) and 0 <= v <= MAX_COUNT for k, v in d.items()):
            raise rn.sc.err(line, "commander_damage is a mapping {COMMANDER: N}: the combat damage each commander dealt "
                                  "the player earlier this game ({} for none; 903.10a)")
        ps.commander_damage = {k.strip(): v for k, v in d.items()}


def _setup_players(rn: _Runner, state: GameState) -> None:
    _setup_dungeons(rn, state)
    state.defined_cards = lambda name: _defined_card(rn, name)   # a chosen card name's card (201.4a)
    for name in state.players:
        listed = rn.sc.player_setup.get(name, ({}, 0))[0]
        state.player(name).unlisted = {z for z in rn.sc.unlisted if z not in listed and z in UNLISTED_ZONES}
    state.history_unlisted = "history" in rn.sc.unlisted
    state.__dict__["starting_life"] = rn.sc.starting_life   # None: not stated (kb.engine.gamevalues.StartingLife)
    for name, (p, line) in rn.sc.player_setup.items():
        ps = state.player(name)
        try:
            if "life" in p:
                ps.life = int(p["life"])
            if "poison" in p:
                ps.poison = int(p["poison"])
            for kind in PLAYER_COUNTERS:   # "I have 3 energy counters" (122.1; {E}: 107.14)
                if kind in p:
                    n = int(p[kind])
                    if isinstance(p[kind], bool) or n < 0:
                        raise ValueError
                    ps.counters[kind] = n
            if "speed" in p:   # 702.179b: 0 is no speed (702.179f); at most 4 by the inherent trigger (702.179d)
                n = int(p["speed"])
                if not 0 <= n <= 4:
                    raise ValueError
                ps.speed, ps.speed_stated = (n or None), True
        except (TypeError, ValueError):
            raise rn.sc.err(line, "life and poison are whole numbers, energy and experience whole numbers from 0, speed "
                                  "a number from 0 (no speed) to 4") from None
        hand = p.get("hand")
        if isinstance(hand, int) and not isinstance(hand, bool):
            # "I have 2 cards in hand": that many cards nobody named (what counts them by kind can't be decided)
            if not 0 <= hand <= MAX_COUNT:
                raise rn.sc.err(line, f"hand is a list of cards or a number from 0 to {MAX_COUNT}")
            for _k in range(hand):
                state.put_unnamed(name, "hand", f"{name}'s card in hand")
        for zone in ("hand", "graveyard", "exile"):
            if zone == "hand" and isinstance(hand, int) and not isinstance(hand, bool):
                continue
            for c in _as_list(p.get(zone)):
                state.put_into(rn.card(c, line), zone, owner=name)
        if "hand" in p:
            ps.hand_known = True
        _setup_designations(rn, state, ps, p, line)
        lib = p.get("library")
        if lib is not None:
            if isinstance(lib, int) and not isinstance(lib, bool):
                if not 0 <= lib <= MAX_COUNT:
                    raise rn.sc.err(line, f"library is a number from 0 to {MAX_COUNT} or a list of cards (top first)")
                ps.unknown = lib
            else:
                for c in reversed(_as_list(lib)):
                    state.put_into(rn.card(c, line), "library", owner=name)
                ps.unknown = 0


def _step_choices(state: GameState, raw, line: int, sc: Scenario) -> None:
    triggers = state.choices.get("triggers") or {}   # targets of triggers wait until they are used
    state.choices = {"triggers": dict(triggers)} if triggers else {}
    if not isinstance(raw, dict):
        return
    if raw.get("keep") is not None:
        state.choices["keep"] = raw["keep"]
    if raw.get("triggers") is not None:
        if not isinstance(raw["triggers"], dict):
            raise sc.err(line, "triggers is a mapping: source name → its targets")
        # (lists copied: one list per trigger is used up as the triggers go on the stack; the scenario stays as it was)
        state.choices["triggers"] = {**state.choices.get("triggers", {}),
                                     **{k: list(v) if isinstance(v, list) else v for k, v in raw["triggers"].items()}}
    if raw.get("assign") is not None:
        if not isinstance(raw["assign"], dict):
            raise sc.err(line, "assign is a mapping: attacker or blocker → {recipient: damage}")
        state.choices[option_key("assign", _line_of(raw, "assign", line))] = raw["assign"]
    if raw.get("order") is not None:
        state.choices[option_key("order", _line_of(raw, "order", line))] = raw["order"]
    if raw.get("replace_order") is not None:
        state.choices["replace_order"] = [str(x) for x in _as_list(raw["replace_order"])]
    if raw.get("shield") is not None:   # 615.7: the damage a prevention shield takes first, by source or recipient
        state.choices[option_key("shield", _line_of(raw, "shield", line))] = [str(x) for x in _as_list(raw["shield"])]
    if raw.get("trigger_order") is not None:
        state.choices["trigger_order"] = [str(x) for x in _as_list(raw["trigger_order"])]
    if raw.get("choose") is not None:
        if not isinstance(raw["choose"], dict):
            raise sc.err(line, "choose on a step is a mapping of the choices made in it, such as {discard: [CARD]} "
                               "(the cleanup step's discard, 514.1)")
        state.choices["choose"] = dict(raw["choose"])


def _line_of(raw, key: str, line: int) -> int:
    return getattr(raw, "line_of", lambda _k: line)(key) or line


def _asks_respond(kind: str, value, raw) -> bool:
    """Whether a step says ``respond: true`` (on the step or in its options)."""
    return (isinstance(raw, dict) and raw.get("respond") is True) or \
        (isinstance(value, dict) and value.get("respond") is True)


def _is_response(state: GameState, kind: str, value, raw) -> bool:
    """Whether the step happens with the stack as it is (a response), or after it resolves."""
    if not state.stack:
        return True
    if kind in RESPONSE_STEPS:
        return True
    if isinstance(raw, dict) and (raw.get("respond") or raw.get("hold")):
        return True
    if isinstance(value, dict) and (value.get("respond") or value.get("hold")):
        return True
    if kind == "copy":
        return True
    if kind in ("cast", "activate", "effect") and isinstance(value, dict):
        names = {it.name for it in state.stack} | {it.card_name for it in state.stack if it.card_name}
        names |= {n for it in state.stack if it.oid is None for n in it.names()}   # abilities (115.1)
        names |= {state.objects[it.oid].alias for it in state.stack
                  if it.oid is not None and it.oid in state.objects}   # a spell by its object's name ("Shock #2")
        for t in _as_list(value.get("targets")):
            if str(t) in names:
                return True
    if kind in ("expect", "show"):
        keys = set(value) if isinstance(value, dict) else set(_as_list(value))
        if "stack" in keys:
            return True
    return False


def _example_text(db, sc: Scenario) -> str | None:
    src = sc.source
    idx = src.get("example")
    rows = db.execute("SELECT idx, text FROM examples WHERE edition = ? AND rule = ? ORDER BY idx",
                      [src["edition"], src["rule"]]).fetchall()
    for i, text in rows:
        if idx is None or int(i) == int(idx):
            return text
    return None


def _summary(kind: str, value) -> str:
    if kind == "expect":
        return "expect"
    if isinstance(value, dict):
        v = value.get("card") or value.get("text") or value.get("spell") or \
            ", ".join(f"{k}: {v}" for k, v in value.items())
        return f"{kind} {v}"
    if isinstance(value, list):
        return f"{kind} " + ", ".join(str(x.get("card") if isinstance(x, dict) else x) for x in value)
    return f"{kind} {value}" if value is not None else kind


def _as_list(v) -> list:
    if v is None:
        return []
    return list(v) if isinstance(v, list) else [v]


def _opts(value, line: int, sc: Scenario, allowed: tuple, main: str = "card") -> dict:
    if isinstance(value, dict):
        bad = [k for k in value if k not in allowed]
        if bad:
            raise sc.err(getattr(value, "line_of", lambda k: line)(bad[0]),
                         f"unknown option {bad[0]!r} here (allowed: {', '.join(allowed)})")
        return dict(value)
    return {main: value}


def _planar_next(o: dict, rn, line: int) -> list:
    """``next:`` the top cards of the planar deck, top first (a name or a list): hidden unless stated (701.31b)."""
    names = o.get("next") or []
    return [rn.card(n, line) for n in ([names] if isinstance(names, str) else names)]


_GROUP = re.compile(r"(?:(your|.+'s) )?(lands|creatures|artifacts|enchantments|permanents|planeswalkers)")


def _group_owner(m: re.Match) -> str | None:
    """The player whose permanents a group names ("your lands": you, "opponent's creatures": opponent), or None."""
    who = m.group(1)
    return None if who is None else "you" if who == "your" else who[:-2]


def _int(v, what: str, sc: Scenario, line: int, lo: int = 0, hi: int = MAX_COUNT) -> int:
    if isinstance(v, bool) or not isinstance(v, (int, str)):
        raise sc.err(line, f"{what} is a whole number, not {v!r}")
    try:
        n = int(v)
    except ValueError:
        raise sc.err(line, f"{what} is a whole number, not {v!r}") from None
    if not lo <= n <= hi:
        raise sc.err(line, f"{what} is between {lo} and {hi}, not {n}")
    return n


_ENTER_OPTS = ("card", "as", "controller", "owner", "choose", "attached_to", "counters", "tapped", "copy", "face_down",
               "this_turn", "already", "x", "used_this_turn", "played")
_COST_OPTS = COST_KEYS   # what pays a cost (602.2b; kb.engine.stack)
_CAST_OPTS = ("card", "targets", "choose", "mode", "controller", "as", "x", "kicked", *_COST_OPTS, *PAYER_KEYS, "assist", "mana", "from", "respond", "hold", "half", "face",
              "alternative", "splice", "face_down", "prototype", "buyback")


_costs = stated_costs


def _buyback_said(value, sc, line):
    """A cast step's ``buyback``: true (its buyback cost is paid, 702.27a, 601.2b), false or absent (not paid)."""
    if value is None or isinstance(value, bool):
        return value
    raise sc.err(line, f"buyback: {value!r} — give buyback: true (the buyback cost is paid) or false")


# what an unread ability must say to forbid or allow a player's action (cast, activate, attack, block, play):
# 101.2 "can't" beats "can", 601.3, 602.5, 508.1c, 509.1b, 305.2
# requirements on attacking and blocking (508.1d, 509.1c): an unread one may make a declaration illegal
_REQUIREMENT = r"\bif able\b|\bgoads?\b|\bgoaded\b|\bable to block\b|\bmust be blocked\b"
_RESTRICTION = re.compile(r"\b(can't|cannot|can|only|unless|as though|any time you could cast an instant)\b|" + _REQUIREMENT,
                          re.I)
_COST_CHANGE = re.compile(r"\bcosts? (?:\{[^}]+\})+ (?:less|more)\b", re.I)   # an unread cost change: casting (601.2f)
_PLAYER_ACTIONS = ("cast", "activate", "attack", "block", "play", "suspend", "foretell", "plot")
_ACTION_READS = frozenset(("controller", "zone", "types", "abilities"))   # what decides whether an action is legal
_PAST_RESTRICTION = re.compile(r"\bcan't (?:cast|play|activate|attack|block)\b|\bcan't be (?:cast|played|activated|blocked)\b|"
                               r"\bcan (?:cast|play|activate|attack|block)\b[^.]*\bonly\b|" + _REQUIREMENT, re.I)


def _from_the_start(kind: str, value) -> bool:
    """An ``enter`` step of permanents that were on the battlefield before the question starts (``already``): the
    board the question describes is there at one moment, so the state-based actions are checked once it all is
    (704.3), not between its permanents (Nightmare and the Swamps it counts)."""
    return kind == "enter" and all(isinstance(e, dict) and e.get("already") for e in _as_list(value))


def _do(rn: _Runner, state: GameState, kind: str, value, line: int, raw, rec: StepRecord) -> None:
    """One step; a player's action taken while an unread ability may forbid it (or allow it differently) is
    carried out, and what follows it can't be decided."""
    if kind in _PLAYER_ACTIONS:
        from .unknowns import live_unknowns, note_derived
        why = [r for r, _scope, _only in live_unknowns(state.evaluate(), state.rule_no) if _RESTRICTION.search(r.split("\u201d")[0])
               or (kind == "cast" and _COST_CHANGE.search(r.split("\u201d")[0]))]
        if kind == "cast":   # the spell's own unread cost change ("This spell costs {3} less to cast if ...", 601.2f)
            why += _own_cost_changes_unread(rn, state, value, line)
            why += _own_keywords_unread(rn, state, value, line)   # "Escalate—Discard a card." (601.2f)
        # an unread instruction that resolved (or an unread ability activated or triggered) may have left a
        # restriction behind: "Target player can't cast spells this turn." (601.3, 602.5, 508.1c, 509.1b)
        why += [u.reason for u in state.unknowns if _PAST_RESTRICTION.search(u.reason.split("\u201d")[0])]
        # a refusal is no surer than what it rests on: something unread may allow the action, or may have changed
        # who controls what, what is where, what things are (an unread exchange of control, 613.1b)
        doubt = why + [u.reason for u in state.unknowns if u.library_of is None and u.scope & _ACTION_READS]
        if kind == "cast":   # an alternative cost named that no reader took (118.9); a cost change whose count or
            doubt += _alternative_unread(rn, value, line) + _cost_changes_undecided(rn, state, value, line)   # condition
            # the scenario can't give (601.2f): a refusal of the mana paid would rest on a guessed total cost
        saved = None
        if doubt:
            import copy
            saved = copy.deepcopy(state.__dict__)
        try:
            _do_step(rn, state, kind, value, line, raw, rec)
        except EngineError as exc:
            if saved is None:
                raise
            state.__dict__.clear()
            state.__dict__.update(saved)
            state.log.add(f"The engine would refuse this step ({exc}), but that can't be decided: {doubt[0]}",
                          kind="step")
            note_derived(state, f"whether the {kind} step on line {line} was allowed can't be decided ({doubt[0]})")
            return
        if why:
            note_derived(state, f"whether the {kind} step on line {line} was allowed can't be decided ({why[0]})")
        return
    _do_step(rn, state, kind, value, line, raw, rec)


def _alternative_unread(rn: _Runner, value, line: int) -> list:
    """The unread ability of the card a ``cast`` step names that may be the alternative cost it is cast for (118.9)."""
    if not isinstance(value, dict) or value.get("alternative") in (None, False):
        return []
    try:
        card = rn.card(str(value.get("card")), line)
    except (ScenarioError, EngineError, CardError):
        return []
    from .altcosts import unread_alternative
    why = unread_alternative(card, value["alternative"])
    return [why] if why else []


def _cost_changes_undecided(rn: _Runner, state: GameState, value, line: int) -> list:
    """The cost changes a ``cast`` step's total cost may include whose count or condition the scenario can't give
    (601.2f: "where X is the amount of life you gained this turn" with the turn's earlier events unstated): static
    ones on the game, and the card's own."""
    from .effects import CostOp
    from .gamevalues import value_undecided
    ops = [(op, ctx.you) for _sel, ctx, op in state.evaluate().cost_changes]
    name = value.get("card") if isinstance(value, dict) else value
    try:
        card = rn.card(str(name), line)
        who = (value.get("controller") if isinstance(value, dict) else None) or state.active
        ops += [(op, who) for ab in card.abilities for t in getattr(ab, "templates", ()) or ()
                for op in getattr(t, "ops", ()) if isinstance(op, CostOp)]
    except (ScenarioError, EngineError, CardError):
        pass
    out = []
    for op, you in ops:
        why = value_undecided(op.count, state, you) or value_undecided(op.condition, state, you)
        if not why and op.per == "bargained":   # "if it's bargained" before bargain's rule (702.166)
            from .bargain import bargain_undecided
            why = bargain_undecided(state.edition)
        if why:
            out.append(f"\u201c{op.label}\u201d: the total cost can't be decided ({why}) "
                       f"({state.rule_no('cast_total_cost')})")
    return out


def _own_cost_changes_unread(rn: _Runner, state: GameState, value, line: int) -> list:
    """The unread abilities of the card a ``cast`` step names that change its own total cost (601.2f)."""
    name = value.get("card") if isinstance(value, dict) else value
    try:
        card = rn.card(str(name), line)
    except (ScenarioError, EngineError, CardError):
        return []
    # an unread ability, or an unread sentence of a spell ability read otherwise ("During your turn, ~ costs {2} less
    # to cast." before its instructions)
    unread = [ab.text for ab in card.abilities if getattr(ab, "kind", "") == "unmodelled"] + \
        [t for ab in card.abilities for t in (getattr(ab, "unmodelled", None) or ()) if isinstance(t, str)]
    return [f"{card.name}'s \u201c{t.replace('~', card.name)}\u201d is not modelled ({state.rule_no('cast_total_cost')})"
            for t in unread if _COST_CHANGE.search(t)]


def _own_keywords_unread(rn: _Runner, state: GameState, value, line: int) -> list:
    """The keyword abilities of the card a ``cast`` step names that the engine neither applies nor knows to work only
    elsewhere (kb.engine.unknowns.keyword_known): such a keyword of a spell may add to its total cost or change how it
    is cast ("Escalate—Discard a card.": the cost paid for each mode beyond the first, 702.120a; 601.2f), so whether
    the cast was allowed, and what it cost, can't be decided."""
    from .unknowns import cast_keyword_read
    name = value.get("card") if isinstance(value, dict) else value
    try:
        card = rn.card(str(name), line)
    except (ScenarioError, EngineError, CardError):
        return []
    return [f"{card.name}'s keyword \u201c{getattr(ab, 'text', '') or ab.name}\u201d is not modelled: what casting it "
            f"costs can't be decided ({state.rule_no('cast_total_cost')})"
            for ab in card.abilities if getattr(ab, "kind", "") == "keyword" and not cast_keyword_read(ab.name)]


# what a step of each kind must name (its main key: ``cast: NAME`` or ``cast: {card: NAME, ...}``)
_NEEDS = {**dict.fromkeys(("enter", "graveyard", "put", "cast", "activate", "control", "leave", "return", "blink", "move",
                           "play", "turn_face_up", "suspend", "foretell", "plot", "companion", "set_in_motion", "planeswalk", "counters", "attach",
                           "destroy", "sacrifice", "exile", "tap", "untap", "flip", "transform", "detach", "face_down",
                           "face_up"), "card"),
          "effect": "text", "damage": "to"}
_LISTS = ("enter", "graveyard", "put", "destroy", "sacrifice", "exile", "tap", "untap")   # steps taking a list of cards


def _check_step_value(kind: str, value, line: int, sc: Scenario) -> None:
    """A step names what it acts on: a missing card (``put: {zone: exile}``), a yes/no where a card is expected
    (``tap: true``, which no object is called), a ``choose:`` that is no mapping, are errors naming the step, never a
    step that silently does nothing or acts on something else."""
    if kind in ("end_turn", "sba") and value not in (None, True):
        raise sc.err(line, f"{kind}: true (the step takes no value), not {value!r}")
    key = _NEEDS.get(kind)
    if key is None:
        return
    items = _as_list(value) if kind in _LISTS and isinstance(value, list) else [value]
    if not items:
        raise sc.err(line, f"{kind} names no {key}: {kind}: NAME, or a list of them")
    for item in items:
        main = item.get(key) if isinstance(item, dict) else (None if key == "to" else item)
        if main is None or isinstance(main, bool) or main in ("", [], {}) or \
                (key != "to" and isinstance(main, (dict, float))):
            form = f"{kind}: {{{key}: ...}}" if key == "to" else f"{kind}: NAME or {kind}: {{{key}: ..., ...}}"
            raise sc.err(getattr(item, "line", 0) or line, f"{kind} needs a {key}, not {main!r} ({form})")
        if kind == "effect" and not isinstance(main, str):
            raise sc.err(line, f"effect: the text is rules text (a sentence), not {main!r}")
        if isinstance(item, dict) and item.get("choose") is not None and not isinstance(item["choose"], dict):
            raise sc.err(line, f"{kind}: choose is a mapping of the choices made, such as {{creature: NAME}}, "
                               f"not {item['choose']!r}")
        if kind == "counters" and isinstance(item, dict):
            if item.get("add") is None and item.get("remove") is None:
                raise sc.err(line, "counters says what changes: {card: NAME, add: {+1/+1: 2}} or remove:")
            for k in ("add", "remove"):
                if item.get(k) is not None and not isinstance(item[k], dict):
                    raise sc.err(line, f"counters: {k} is a mapping of kinds to numbers, such as {{+1/+1: 2}}, "
                                       f"not {item[k]!r}")
        if kind == "counters" and not isinstance(item, dict):
            raise sc.err(line, "counters says what changes: {card: NAME, add: {+1/+1: 2}} or remove:")
        if kind in ("destroy", "sacrifice", "exile") and isinstance(item, dict) and set(item) - {"card"}:
            raise sc.err(line, f"unknown option {sorted(map(str, set(item) - {'card'}))[0]!r} here (allowed: card)")
        if kind in ("tap", "untap") and isinstance(item, dict) and set(item) - {"card", "already"}:
            raise sc.err(line, f"unknown option {sorted(map(str, set(item) - {'card', 'already'}))[0]!r} here "
                               "(allowed: card, already)")


def _do_step(rn: _Runner, state: GameState, kind: str, value, line: int, raw, rec: StepRecord) -> None:
    sc = rn.sc
    _check_step_value(kind, value, line, sc)
    if kind == "enter":
        entries, used = [], []
        for item in _as_list(value):
            o = _opts(item, line, sc, _ENTER_OPTS)
            if "card" not in o:
                raise sc.err(line, "enter needs a card")
            if o.get("used_this_turn") not in (None, True):
                raise sc.err(line, f"enter: used_this_turn: {o.get('used_this_turn')!r} is not read: the key says only that "
                                   "the once-each-turn abilities were used this turn (used_this_turn: true, with already: "
                                   "true). For 'not used', leave it out: the steps are then the turn's whole history "
                                   "(with unlisted: [history], whether they were used before is \"cannot decide\", "
                                   "601.3, 602.5b, 603.2h)")
            if o.get("used_this_turn") and not o.get("already"):
                raise sc.err(line, "enter: used_this_turn: true needs already: true — a permanent entering now has used "
                                   "nothing this turn (a new object, 400.7); write {card: NAME, already: true, "
                                   "used_this_turn: true} for one that was there and used them (601.3, 602.5b, 603.2h)")
            used.append(bool(o.get("used_this_turn")))
            if isinstance(o.get("counters"), dict) and not o["counters"]:
                raise sc.err(getattr(o.get("counters"), "line", 0) or line,
                             "enter: counters: {} states no kind of counter, so it would change nothing; name each kind "
                             "it has, with 0 for none of a kind its own abilities would put on it as it enters, "
                             "such as {lore: 0} (122.1)")
            if o.get("x") not in (None, "unstated"):
                raise sc.err(line, "enter: x is 'unstated' (whether it was cast, and with what X, is not said, 107.3m); "
                                   "to choose X, cast it: cast: {card: NAME, x: N}")
            if o.get("played") not in (None, False, True) or o.get("played") and (
                    o.get("already") or "Land" not in rn.card(o["card"], line).types):
                raise sc.err(line, "enter: played: true says a land entering now was played by its controller (a land "
                                   "play, 305.1: 'plays a land' triggers see it, and it counts against the land plays "
                                   "of the turn, 305.2); for a land played with the rules' timing checked, use play:")
            entries.append({"played": bool(o.get("played")), "x_unstated": o.get("x") == "unstated", "card": rn.card(o["card"], line), "alias": o.get("as"), "controller": o.get("controller"),
                            "owner": o.get("owner"), "choices": o.get("choose"), "attach_to": o.get("attached_to"),
                            "counters": o.get("counters"), "counters_stated": True, "tapped": o.get("tapped"),
                            "copy": o.get("copy"),
                            "face_down": o.get("face_down"), "fresh": bool(o.get("this_turn")),
                            "before_turn": o.get("this_turn") is False,   # stated there since before this turn
                            "already": bool(o.get("already")), "strict_choices": True})
        objs = state.enter(entries)
        rec.entered = [o.alias for o in objs]
        from .castonce import state_used
        for o, u in zip(objs, used):
            if u:
                state_used(state, o)
    elif kind in ("graveyard", "put"):
        for item in _as_list(value):
            o = _opts(item, line, sc, ("card", "count", "owner", "as", "zone", "name"))
            zone = o.get("zone", "graveyard") if kind == "put" else "graveyard"
            if zone in ("battlefield", "stack"):   # a permanent enters (its replacements and triggers); a spell is cast
                raise sc.err(line, f"put: zone {zone} — a card is put onto the battlefield with enter: and onto the "
                                   "stack with cast: (or copy:); put: takes graveyard, hand, library, exile or command")
            if zone == "command" and not state.rules_have("planeswalk"):   # 408 came with Planechase's rules
                raise sc.err(line, f"the rules of {state.edition} have no command zone (408 came with the "
                                   "2009-09-04 edition)")
            _put_names_no_other(state, o, zone, kind, sc, line)
            for _ in range(_int(o.get("count", 1), "count", sc, line)):
                put = state.put_into(rn.card(o["card"], line), zone, owner=o.get("owner"), alias=o.get("as"))
                if o.get("name") is not None and zone != "command":
                    raise sc.err(line, f"{kind}: name: is the card name chosen for a conspiracy with hidden agenda as "
                                       "it is put into the command zone (zone: command)")
                if zone == "command":   # 313.4, 315.5, 702.106a (kb.engine.commandcards)
                    from .commandcards import put_in_command, put_problem
                    problem = put_problem(put.card, o.get("name"))
                    if problem:
                        raise sc.err(line, f"{kind}: {problem}")
                    put_in_command(state, put, o.get("name"), f"{kind}: {o['card']}")
                # the scenario's statement that the card is there: a cast step naming it casts that card (601.2a)
                state.__dict__.setdefault("scenario_put", set()).add(put.oid)
    elif kind == "set_in_motion":   # 701.32b (kb.engine.schemes)
        o = _opts(value, line, sc, ("card", "player", "as"))
        from .schemes import set_in_motion
        set_in_motion(state, rn.card(o["card"], line), player=o.get("player"), alias=o.get("as"))
    elif kind == "planeswalk":   # 701.31b (kb.engine.planes)
        o = _opts(value, line, sc, ("card", "as", "next"))
        from .planes import planeswalk, set_next
        set_next(state, _planar_next(o, rn, line))
        planeswalk(state, rn.card(o["card"], line), alias=o.get("as"))
    elif kind == "roll_planar_die":   # 901.9 (kb.engine.planes): the face stated, never guessed
        o = _opts(value, line, sc, ("result", "next", "player", "mana", "effect"), main="result")
        from .planes import PLANAR_RESULTS, roll_planar_die, set_next
        if o.get("result") not in PLANAR_RESULTS:
            raise sc.err(line, "roll_planar_die: one of " + ", ".join(PLANAR_RESULTS) + " (the face rolled, 901.3a)")
        set_next(state, _planar_next(o, rn, line))
        if o.get("effect") not in (None, True, False):
            raise sc.err(line, "roll_planar_die: effect: true (a roll an effect instructs, not the special action, 901.9)")
        roll_planar_die(state, o["result"], o.get("player"), mana=o.get("mana"), effect=bool(o.get("effect")))
    elif kind == "chaos_ensues":   # 901.9b (kb.engine.planes)
        if value is not True:
            raise sc.err(line, "chaos_ensues: true (the chaos symbol rolled on the planar die, 901.9b)")
        from .planes import chaos_ensues
        chaos_ensues(state)
    elif kind == "counters":
        o = _opts(value, line, sc, ("card", "add", "remove", "by"))
        for k, n in (o.get("add") or {}).items():   # ``by``: the player who puts them (608.2c); unstated: not known
            state.put_counters(o["card"], str(k), _int(n, "a number of counters", sc, line), by=o.get("by") or "?")
        for k, n in (o.get("remove") or {}).items():
            state.remove_counters(o["card"], str(k), _int(n, "a number of counters", sc, line))
    elif kind == "cast":
        o = _opts(value, line, sc, _CAST_OPTS)
        if o.get("assist") is not None:   # 702.132a (kb.engine.assist)
            from .assist import assist_shape_error
            if assist_shape_error(o["assist"]):
                raise sc.err(line, assist_shape_error(o["assist"]))
        held = _face_holder(state, o["card"], o.get("controller"))
        if held is not None:   # "cast: Stomp": the adventurer card (or modal DFC) in a hand, cast as that face
            if o.get("face") is not None and str(o["face"]).lower() != str(o["card"]).lower():
                raise sc.err(line, f"{o['card']!r} is a face of {held.alias}: face: {o['face']!r} names another one")
            o["face"] = o["card"]
        halved = None if held is not None else _half_holder(state, o["card"], o.get("controller"))
        if halved is not None and o.get("half") is None:   # the split card named by a half: that half is cast (708.3)
            o["half"] = o["card"]
        target = held or halved or rn.card_or_object(state, o["card"], line, casting=True, who=o.get("controller"))
        named = _named_face(target, o["card"])
        if named is not None:   # "cast: Stomp", the card not yet in the game: that face is cast (715.3, 712.11b)
            if o.get("face") is not None and str(o["face"]).lower() not in (named.lower(), "adventure", "back", "2"):
                raise sc.err(line, f"{o['card']!r} is a face of {target.name}: face: {o['face']!r} names another one")
            o["face"] = named
        named_alias = state.unique_alias(str(o["card"])) if named is not None else None   # the name the step used
        if o.get("controller") is None and not isinstance(target, CardDef):   # its default caster (kb.engine.castdefault)
            from .castdefault import unstated_caster_error
            why = unstated_caster_error(state, state.obj(target))
            if why:
                raise sc.err(line, why)
        state.cast(target,
                   controller=o.get("controller"),
                   targets=_as_list(o.get("targets")), choices=o.get("choose"), mode=o.get("mode"), handle=o.get("as"),
                   x=o.get("x"), kicked=o.get("kicked") or 0, costs={**_costs(o), **stated_payers(o), **({"assist": o["assist"]} if o.get("assist") else {})}, mana=o.get("mana"), from_zone=o.get("from"), alias=named_alias,
                   half=o.get("half"), face=o.get("face"), face_down=bool(o.get("face_down")), alternative=o.get("alternative"),
                   splice=_as_list(o.get("splice")), prototype=bool(o.get("prototype")),
                   buyback=_buyback_said(o.get("buyback"), sc, line))
    elif kind == "suspend":   # 702.62a: a special action (116.2f)
        o = _opts(value, line, sc, ("card", "controller", "as", "x", "mana"))
        state.suspend(rn.card_or_object(state, o["card"], line), controller=o.get("controller"), alias=o.get("as"),
                      x=None if o.get("x") is None else _int(o["x"], "X", sc, line), mana=o.get("mana"))
    elif kind == "foretell":   # 702.143a-b: a special action (116.2; kb.engine.foretell)
        o = _opts(value, line, sc, ("card", "controller", "mana"), main="card")
        from .foretell import foretell
        foretell(state, state.obj(o["card"]), controller=o.get("controller"), mana=o.get("mana"))
    elif kind == "plot":   # 702.170a-b: a special action (116.2; kb.engine.plot)
        o = _opts(value, line, sc, ("card", "controller", "mana"), main="card")
        from .plot import plot
        plot(state, state.obj(o["card"]), controller=o.get("controller"), mana=o.get("mana"))
    elif kind == "companion":   # 702.139a, 116.2g: the special action from outside the game (kb.engine.companion)
        o = _opts(value, line, sc, ("card", "player", "mana"))
        from .companion import companion_action
        companion_action(state, o["card"], player=o.get("player"), mana=o.get("mana"))
    elif kind == "play":
        o = _opts(value, line, sc, ("card", "controller", "choose", "face"))
        held = _face_holder(state, o["card"], o.get("controller"))
        if held is not None:   # "play: Kazandu Valley": the modal double-faced card in a hand, as that face (712.12)
            o["face"] = o["card"]
        land = held or rn.card_or_object(state, o["card"], line)
        if _named_face(land, o["card"]) is not None and o.get("face") is None:
            o["face"] = _named_face(land, o["card"])   # the card not yet in the game, named by its back face (712.12)
        state.play_land(land, controller=o.get("controller"),
                        choices=o.get("choose"), face=o.get("face"))
    elif kind == "attack":
        if isinstance(value, bool) or (value is not None and not isinstance(value, (str, list, dict))):
            raise sc.err(line, "attack is a list of creatures, a mapping creature → player or planeswalker, or none")
        state.declare_attackers([] if value in (None, "none", []) else value)
    elif kind == "block":
        if value in (None, "none", []):
            value = {}
        if not isinstance(value, dict):
            raise sc.err(line, "block is a mapping: blocker → the attacker it blocks")
        state.declare_blockers(value)
    elif kind == "effect":
        o = _opts(value, line, sc, ("text", "targets", "choose", "controller", "source", "as", "x"), main="text")
        src = state.obj(o["source"]) if o.get("source") else None
        state.resolve(str(o["text"]), source=src, controller=o.get("controller") or (src.controller if src else None),
                      targets=_as_list(o.get("targets")), choices=o.get("choose"), handle=o.get("as"),
                      label=src.alias if src else None, x=o.get("x"))
    elif kind == "control":
        # sugar for an effect that says "Gain control of target permanent [until end of turn]."
        o = _opts(value, line, sc, ("card", "to", "until", "as"))
        until = o.get("until")
        if until not in (None, "end of turn", "end_of_turn"):
            raise sc.err(line, "control: until is 'end of turn' or absent (for good)")
        text = "Gain control of target permanent" + (" until end of turn." if until else ".")
        state.resolve(text, controller=o.get("to"), targets=[o["card"]], handle=o.get("as"), label="control change")
    elif kind == "activate":
        o = _opts(value, line, sc, ("card", "ability", "targets", "choose", "as", "x", *_COST_OPTS, "controller", "respond",
                                    "hold", "mode"))
        state.activate(o["card"], o.get("ability"), targets=_as_list(o.get("targets")), choices=o.get("choose"),
                       handle=o.get("as"), x=o.get("x"), costs=_costs(o), controller=o.get("controller"),
                       mode=o.get("mode"))
    elif kind == "copy":
        o = _opts(value, line, sc, ("spell", "controller", "targets", "color"), main="spell")
        color = None
        if o.get("color"):
            from .values import color_of
            color = frozenset(color_of(str(c)) for c in _as_list(o["color"]))
        state.copy_spell(o.get("spell") or "top", controller=o.get("controller"),
                         targets=_as_list(o["targets"]) if o.get("targets") is not None else None, color=color,
                         because="an effect copies it")
    elif kind == "pass":
        n = 1 if value is None or value is True else _int(value, "pass", sc, line, 1)
        for k in range(n):
            if not state.stack:   # all players passing with an empty stack would end the step (500.2), not resolve
                raise sc.err(line, f"pass: {n}, but the stack is empty after {k}: nothing is left to resolve; "
                                   f"pass as many times as there are objects to resolve, or step: to move on")
            state.pass_priority()
    elif kind == "resolve":
        if value is None or value is True or value == "all":
            state.resolve_stack()
        else:
            n = _int(value, "resolve", sc, line, 1)
            done = state.resolve_stack(n)
            if done < n and not state.game_over:   # as pass: N's (500.2): never fewer than the step says, silently
                raise sc.err(line, f"resolve: {n}, but the stack is empty after {done}: resolve as many as there are "
                                   f"objects on it, or resolve: all")
    elif kind == "attach":
        o = _opts(value, line, sc, ("card", "to"))
        if "to" not in o:
            raise sc.err(line, "attach needs card: and to:")
        w = state.evaluate().get(state.obj(o["card"]).oid) if state.is_player(o["to"]) else None
        if w is not None and "Aura" not in w.subtypes:
            # 303.4: an Aura can enchant a player; an Equipment or Fortification (704.5n), a creature or another
            # permanent (704.5p) attached to a player becomes unattached at once
            raise sc.err(line, f"attach: {o['card']} is not an Aura: only an Aura can be attached to a player (303.4; "
                               f"704.5n, 704.5p)")
        if not state.is_player(o["to"]):
            from .attachstep import attach_refused
            why = attach_refused(state, o["card"], o["to"])
            if why:
                raise EngineError(why)
        state.attach(o["card"], o["to"])
    elif kind == "detach":
        state.detach(value)
    elif kind == "leave":
        o = _opts(value, line, sc, ("card", "to"))
        state.leave(o["card"], o.get("to", "graveyard"))
    elif kind == "return":
        o = _opts(value, line, sc, ("card", "controller", "choose"))
        if state.obj(o["card"]).zone == "battlefield":   # no zone change: a permanent is never "returned" where it is
            raise sc.err(line, f"return: {o['card']} is on the battlefield already; blink: exiles and returns it, "
                               f"move: {{card, to: ZONE}} puts it elsewhere")
        state.move(o["card"], "battlefield", choices=o.get("choose"),
                   controller=state._player(o["controller"]) if o.get("controller") else None)
    elif kind == "blink":
        o = _opts(value, line, sc, ("card", "choose"))
        state.blink(o["card"], choices=o.get("choose"))
    elif kind in ("destroy", "sacrifice", "exile"):
        refs = [state.obj(r).oid for r in _as_list(value.get("card") if isinstance(value, dict) else value)]
        gone = [state.objects[r] for r in refs if kind != "exile" and state.zone_of(r) != "battlefield"]
        if gone:
            # only a permanent is destroyed or sacrificed (701.8a, 701.21a): a card or spell elsewhere never "is"
            # (the scenario said "sacrifice Threaten" of the sorcery it cast, and nothing happened)
            raise sc.err(line, f"{kind}: {gone[0].alias} is not a permanent (it is in the {state.zone_of(gone[0].oid)}): "
                               f"only a permanent on the battlefield is {'destroyed' if kind == 'destroy' else 'sacrificed'} "
                               f"({state.rule_no(kind)})")
        if kind == "destroy":
            state.destroy(refs)
        elif kind == "sacrifice":
            state.sacrifice(refs)
        else:
            state.move_many([(r, "exile", {}) for r in refs], cause="exile")
    elif kind == "move":
        o = _opts(value, line, sc, ("card", "to", "controller", "tapped", "position"))
        if str(o.get("to")) == "stack":   # 405.1, 601.2a: a card goes onto the stack as a spell cast, not moved
            raise sc.err(line, f"move: {o['card']} to the stack: a card goes onto the stack with cast: (or copy:), "
                               f"as a spell (405.1, 601.2a), never as a bare card")
        state.move(o["card"], str(o.get("to", "graveyard")), controller=o.get("controller"), tapped=bool(o.get("tapped")),
                   position=str(o.get("position", "top")))
    elif kind == "damage":
        o = _opts(value, line, sc, ("source", "to", "amount", "combat", "keywords"))
        amount = _int(o.get("amount", 0), "amount", sc, line)
        src_oid, src_w = None, None
        if o.get("source"):
            so = state.obj(o["source"])
            src_oid, src_w = so.oid, state.evaluate().get(so.oid)
        else:
            src_w = _bare_source(state, o.get("keywords"), rn, line)
        recips = [(state._target_ref(t), amount) for t in _as_list(o.get("to"))]
        state.deal_damage(src_oid, src_w, recips, combat=bool(o.get("combat")))
    elif kind == "create":
        o = _opts(value, line, sc, ("token", "count", "controller", "copy_of", "choose"))
        n = _int(o.get("count", 1), "count", sc, line, 1)
        who = state._player(o.get("controller"))
        if o.get("copy_of"):
            src = state.obj(o["copy_of"])
            base = state.copiable_card(src, token=True)
            from dataclasses import replace as _replace
            state.create_tokens(who, _replace(base, token=True), n, because=f"a copy of {o['copy_of']}",
                                transformed=src.transformed, choices=o.get("choose"))
        else:
            d = o.get("token")
            if not isinstance(d, dict):
                raise sc.err(line, "create needs token: {name, type_line, power, toughness, text} or copy_of:")
            data = dict(d)
            data["token"] = True
            try:
                card = CardDef.from_dict(data, parse=parse_card_text)
            except (CardError, ParseError) as exc:
                raise sc.err(line, f"token: {exc}") from None
            state.create_tokens(who, card, n, choices=o.get("choose"))
    elif kind == "draw":
        o = _opts(value, line, sc, ("player", "count", "reveal"), main="player")
        # reveal: the drawing player's choice to reveal a card with miracle drawn first this turn (702.94a)
        state.miracle_reveal = None if o.get("reveal") is None else bool(o.get("reveal"))
        state.miracle_reveal_used = False
        try:
            state.draw(state._player(o.get("player")), _int(o.get("count", 1), "count", sc, line))
        finally:
            reveal, state.miracle_reveal = state.miracle_reveal, None
        if reveal is not None and not state.miracle_reveal_used:
            raise EngineError(f"reveal: no card with miracle was drawn as the first card drawn this turn "
                              f"({state.rule_no('miracle')})")
    elif kind == "discard":
        o = _opts(value, line, sc, ("player", "card", "count", "by", "madness", "special"), main="card")
        if o.get("special"):   # 116.2e: Circling Vultures' special action (kb.engine.anytimediscard)
            from .anytimediscard import special_discard
            return special_discard(state, state.obj(o["card"]), o.get("player"))
        cards = _as_list(o.get("card"))
        who = state._player(o.get("player") or (state.obj(cards[0]).owner if cards else None))
        # by: the controller of the spell or ability that causes the discard (a card's own replacement, 614.1a)
        state.discard_by = state._player(o["by"]) if o.get("by") else None
        state.discard_step = not o.get("by")
        # madness: whether the player exiles a card with madness instead (a choice from 2006-10-01 to 2016-04-08, 702.32a)
        if o.get("madness") is not None and not isinstance(o["madness"], bool):
            raise sc.err(line, f"discard: madness is true or false, not {o['madness']!r}")
        state.madness_exile, state.madness_exile_used = o.get("madness"), False
        try:
            state.discard(who, _int(o.get("count", len(cards) or 1), "count", sc, line), cards)
        finally:
            state.discard_by, state.discard_step = None, False
            used, state.madness_exile = state.madness_exile_used, None
        if o.get("madness") is not None and not used:
            raise EngineError(f"discard: madness: no card with madness was discarded under rules where exiling it is a "
                              f"choice ({state.rule_no('madness')})")
    elif kind == "life":
        o = _opts(value, line, sc, ("player", "gain", "lose", "set", "poison", "respond", "hold"), main="player")
        if all(o.get(k) is None for k in ("gain", "lose", "set", "poison")):
            raise sc.err(line, "life says what changes: {player: P, set: N | gain: N | lose: N | poison: N}")
        who = state._player(o.get("player"))
        if o.get("poison") is not None:         # the player's poison counters, as said (122.1f)
            state.player(who).poison = _int(o["poison"], "poison", sc, line)
        if o.get("set") is not None:
            state.set_life(who, _int(o["set"], "life", sc, line, -MAX_COUNT))
        if o.get("gain") is not None:
            state.change_life(who, _int(o["gain"], "life gained", sc, line))
        if o.get("lose") is not None:
            state.change_life(who, -_int(o["lose"], "life lost", sc, line))
    elif kind == "concede":          # "concede: Ann" (104.3a): the player is said, never taken to be the active one
        if not isinstance(value, str) or not value.strip():
            raise sc.err(line, "concede: which player concedes (concede: opponent)")
        state.concede(state._player(value))
    elif kind in ("tap", "untap"):
        for item in _as_list(value):
            if isinstance(item, dict):   # already: true, it was so before the question: no event (kb ask's "X is tapped")
                state.set_tapped(item["card"], kind == "tap", event=not item.get("already"))
            else:
                state.set_tapped(item, kind == "tap")
    elif kind == "flip":
        state.flip(value)
    elif kind == "transform":
        state.transform(value)
    elif kind == "day_night":
        state.set_day_night(str(value), why="as the scenario says")
    elif kind in ("face_down", "face_up"):
        state.turn_face(value, kind == "face_down")
    elif kind == "turn_face_up":   # the special action of 116.2b, paying a cost (702.37e, 702.168d, 701.40b, 701.58b)
        o = _opts(value, line, sc, ("card", "by", "mana", "controller", "reveal"), main="card")
        state.turn_face_up_action(o["card"], by=o.get("by"), mana=o.get("mana"), player=o.get("controller"),
                                  reveal=o.get("reveal"))
    elif kind == "end_turn":
        state.end_turn()
    elif kind == "step":
        if str(value) == "main1" and state.step == "main1":
            # a scenario begins in its first turn's precombat main phase, and end_turn stops as the next turn's begins:
            # step: main1 there names the main phase the game is in, never the next turn's (docs/scenarios.md)
            state.log.add(f"The game is in {_poss(state.active)} precombat main phase already: the step names this one",
                          kind="step")
            return
        state.advance_to(str(value), hold=True)
        if value == "combat_damage" and isinstance(raw, dict) and raw.get("all") is True:
            state.finish_combat_damage()
    elif kind == "end_effect" and isinstance(value, dict):   # 116.2c: "You may pay {W} to end this effect."
        state.pay_to_end_effect(value.get("card"), mana=value.get("mana"), player=value.get("controller"))
    elif kind == "end_effect":
        state.end_effect(str(value))
    elif kind == "sba":
        state.priority_check()
    elif kind == "note":
        rec.trace.add(str(value), kind="note")
    elif kind in ("expect", "show"):
        _expect(rn, state, value, line, raw, rec, show=kind == "show")


def _put_names_no_other(state: GameState, o: dict, zone: str, kind: str, sc: Scenario, line: int) -> None:
    """A ``put``/``graveyard`` step brings a card from outside the game into a zone; naming a card that is in another
    zone off the battlefield and the stack already (the exiled Shock), without ``as:`` for a new one, would leave that
    card where it is and add a second one: an error saying how to move it (``move``, 400.7) or name a new card."""
    ref = o.get("card")
    if not isinstance(ref, str) or o.get("as") is not None or not state.has(ref) or zone not in ZONE_NAMES:
        return   # (an unknown zone is put_into's error)
    ex = state.find(ref)
    if ex is None or ex.zone == zone or ex.zone in ("battlefield", "stack"):
        return   # (a permanent or a spell of that name: the card put is plainly another one)
    where = f"in {_poss(ex.owner)} {ex.zone}"
    raise sc.err(line, f"{kind}: {ref} is {where}: this step puts another card of that name from outside the game "
                       f"into the {zone} and leaves that one where it is. To move that card, write "
                       f"move: {{card: {ref}, to: {zone}}}; for another card of that name, give it a name with as:")


def _bare_source(state: GameState, keywords, rn, line):
    """A source given only by its keywords (``damage: {amount: 3, to: X, keywords: [deathtouch]}``)."""
    from .cardtext import parse_card_text as _p
    text = ", ".join(str(k) for k in _as_list(keywords))
    c = CardDef.from_dict({"name": "a source", "types": ["Creature"], "power": 0, "toughness": 1,
                           "text": text.capitalize() if text else ""}, parse=_p)
    from .objects import GameObject, Working
    w = Working.initial(GameObject(0, c, state.active, state.active, "battlefield", 0, "a source"))
    return w


# --- expectations and answers -----------------------------------------------------------------------------------
def _expect(rn: _Runner, state: GameState, value, line: int, raw, rec: StepRecord, show: bool = False) -> None:
    sc = rn.sc
    if show:
        asked = value
        value = _show_targets(state, value)
        if isinstance(value, dict) and not value:     # "show my lands" when I control none
            raise sc.err(line, f"nothing to show: the battlefield holds none of {', '.join(map(str, _as_list(asked)))}")
    if not isinstance(value, dict) or not value:
        raise sc.err(line, "expect is a mapping: object or player → {field: value}")
    why = value.get("why") if raw is sc.data else (raw.get("why") or value.get("why"))
    rec.why = str(why).strip() if why else None
    snap = state.evaluate(trace=rn.want_trace or rn.bind)
    if snap.trace is not None and rn.want_trace:
        rec.trace.extend(snap.trace)
    elif snap.trace is not None:   # the layer rules the answers rely on, checked by the binding
        rec.relied.extend(c for ln in snap.trace.lines for c in ln.cites)
    for ref, fields in value.items():
        if ref in ("why", "hold"):
            continue
        fline = value.line_of(ref) if isinstance(value, LDict) else line
        if ref == "stack":
            _check(rec, state, snap, "stack", None, "stack", fields, [it.name for it in reversed(state.stack)], fline, show)
            continue
        if ref == "day_night":
            _check(rec, state, snap, "game", None, "day_night", fields, state.day_night or "neither", fline, show)
            continue
        if ref == "initiative":   # who has the initiative (726.1)
            from .dungeon import initiative_of
            _check(rec, state, snap, "game", None, "initiative", str(fields), initiative_of(state) or "none", fline,
                   show)
            continue
        if ref == "active_player":   # whose turn it is (102.1; extra turns, 500.7)
            _check(rec, state, snap, "game", None, "active_player", str(fields), state.active, fline, show)
            continue
        if not isinstance(fields, dict):
            raise sc.err(fline, f"expectations for {ref!r} are a mapping such as {{pt: 1/4}}")
        if str(ref) in state.player_state:
            _player_checks(rec, state, snap, str(ref), fields, fline, sc, show)
            continue
        oid = state.aliases.get(str(ref))
        if oid is None:
            try:
                state.obj(ref)
            except EngineError as exc:
                # no such object: an error, unless something not modelled could have made it (a token an unread
                # ability creates): then every answer about it can't be decided
                why = blockers(state, snap, None, "zone")
                if not why:
                    raise sc.err(fline, str(exc)) from None
                for f, exp in fields.items():
                    _check(rec, state, snap, str(ref), None, f, exp, "no such object", fline, show,
                           undecided=[f"there is no {ref!r} now, but {why[0]}"])
                continue
        o = state.objects.get(oid)
        lk = state.lki.get(oid) if o is None else None
        for f, exp in fields.items():
            if f not in EXPECT_FIELDS:
                raise sc.err(fields.line_of(f) if isinstance(fields, LDict) else fline,
                             f"unknown expectation {f!r} (known: {', '.join(EXPECT_FIELDS)})")
            cl = fields.line_of(f) if isinstance(fields, LDict) else fline
            if f in ("outcome", "dealt"):
                items = state.outcomes.get(str(ref)) or []
                pending = [it for it in state.stack if it.name == str(ref) or it.card_name == str(ref)]
                it = items[-1] if items else (pending[-1] if pending else None)
                actual = (it.outcome or "on the stack") if f == "outcome" and it is not None else (
                    it.dealt if it is not None else None)
                _check(rec, state, snap, str(ref), oid, f, exp, actual, cl, show)
                continue
            if f == "exists":
                _check(rec, state, snap, str(ref), oid, f, exp, o is not None, cl, show)
                continue
            if o is None:
                if lk is not None and f == "zone":
                    _check(rec, state, snap, str(ref), oid, f, exp, "ceased to exist", cl, show)
                    continue
                raise sc.err(cl, f"{ref!r} no longer exists (it ceased to exist: 111.7, 707.10a); expect exists: false")
            w = snap.work[o.oid]
            d = describe(w, snap)
            from .versions import card_type_word   # 205.2a: the card types as the edition names them (tribal)
            d["types"] = sorted(card_type_word(t, state.edition) for t in d["types"])
            d["phased_out"] = o.zone == "phased_out"
            from .ring import ring_bearer_of   # 701.54e: "is your Ring-bearer"
            d["ring_bearer"] = any(ring_bearer_of(state, n, snap) == o.oid for n in state.players)
            if d["phased_out"]:   # 702.26d: still on the battlefield; 217.8a before 2009-07-11: the phased-out zone
                d["zone"] = "battlefield" if state.phasing_model() == "status" else "phased out"
            if isinstance(o.attached_to, str):
                d["attached_to"] = o.attached_to   # a player (303.4)
            elif o.attached_to is not None:
                t = state.objects.get(o.attached_to)
                d["attached_to"] = t.alias if t is not None else None
            actual, ok = _compare(f, exp, d, w)
            _check(rec, state, snap, str(ref), o.oid, f, exp, actual, cl, show, ok)


def _show_targets(state: GameState, value):
    """``show: all`` / ``show: [Gray Ogre, opponent]`` / ``show: stack`` → what to answer."""
    out = LDict()
    out.line = 0
    out.key_lines = {}
    items = _as_list(value) if not isinstance(value, dict) else list(value)
    for it in items:
        s = str(it)
        if s in ("all", "everything", "board"):
            snap = state.evaluate()
            for o in state.objects.values():
                if o.zone == "battlefield":
                    w = snap.get(o.oid)
                    out[o.alias] = {"pt": None, "supertypes": None, "types": None, "subtypes": None,
                                    "all_creature_types": None, "colors": None, "abilities": None, "controller": None,
                                    "tapped": None, "counters": None, "damage": None}
                    if w is not None and "Creature" not in w.types:
                        del out[o.alias]["damage"]
                elif o.zone == "phased_out":   # 702.26b: shown as phased out, nothing more (217.8 before 2009)
                    out[o.alias] = {"zone": None, "phased_out": None}
            _show_departed(state, out)
            for p in state.players:
                out[p] = _player_show(state, p, life_only=True)
            if state.stack:
                out["stack"] = None
        elif s in ("stack",):
            out["stack"] = None
        elif s in state.player_state:
            out[s] = _player_show(state, s)
        elif s.endswith("'s life") and s[:-7] in state.player_state:
            out[s[:-7]] = {"life": None}
        elif s == "your life" and "you" in state.player_state:
            out["you"] = {"life": None}
        elif s.endswith(("'s mana", "'s mana pool")) and s.split("'s ")[0] in state.player_state or \
                s in ("your mana", "your mana pool"):
            # "what's in my mana pool": the mana there now (106.4)
            out.setdefault("you" if s.startswith("your ") else s.split("'s ")[0], {})["mana"] = None
        elif re.fullmatch(r"(.+)'s (graveyard|exile)|your (graveyard|exile)", s) and \
                (s.startswith("your ") or s.rsplit("'s ", 1)[0] in state.player_state):
            # the cards there, by name (a list asks for names: _player_checks)
            who, zone = ("you", s.split()[1]) if s.startswith("your ") else s.rsplit("'s ", 1)
            out.setdefault(who, {})[zone] = []
        elif (group := _GROUP.fullmatch(s)) and (group.group(1) is None or _group_owner(group) in state.player_state):
            # "lands", "your lands", "opponent's creatures": the permanents of that type (that player controls)
            who = _group_owner(group)
            t = group.group(2)[:-1].capitalize()
            snap = state.evaluate()
            for o in state.objects.values():
                w = snap.get(o.oid)
                if o.zone == "battlefield" and w is not None and (t == "Permanent" or t in w.types) and \
                        (who is None or w.controller == who):
                    out[o.alias] = {"supertypes": None, "types": None, "subtypes": None, "abilities": None,
                                    "tapped": None} \
                        if t == "Land" else {"pt": None, "supertypes": None, "types": None, "subtypes": None,
                                             "all_creature_types": None, "colors": None, "abilities": None,
                                             "controller": None, "tapped": None, "damage": None}
                    if "Creature" not in w.types:
                        out[o.alias].pop("damage", None)
        else:
            o = state.find(s)
            if o is None and s not in state.aliases:
                raise EngineError(f"nothing called {s!r} to show (objects: "
                                  f"{', '.join(sorted(a for a, i in state.aliases.items() if i in state.objects))})")
            if o is None:
                out[s] = {"exists": None, "outcome": None}
            elif o.zone == "battlefield":
                out[s] = {"pt": None, "supertypes": None, "types": None, "subtypes": None, "all_creature_types": None,
                          "colors": None, "abilities": None, "controller": None, "tapped": None, "counters": None,
                          "damage": None, "zone": None}
                w = state.evaluate().get(o.oid)
                if w is not None and "Creature" not in w.types:
                    del out[s]["pt"], out[s]["damage"]
            elif o.zone == "phased_out":
                out[s] = {"zone": None, "phased_out": None, "attached_to": None}
            else:
                out[s] = {"zone": None}
                if state.outcomes.get(s):
                    out[s]["outcome"] = None
    return out


def _player_show(state: GameState, name: str, life_only: bool = False) -> dict:
    """What ``show PLAYER`` answers: life, poison; the hand when it is known or holds named cards (an
    unlisted hand can't be counted); whether the player lost or won."""
    p = state.player(name)
    out = {"life": None} if life_only else {"life": None, "poison": None}
    if not life_only and (p.hand_known or state.in_zone("hand", name)):
        out["hand"] = None
    if p.lost is not None:
        out["lost"] = None
    if p.won:
        out["won"] = None
    return out


def _show_departed(state: GameState, out: dict) -> None:
    """``show all``: the objects that were on the battlefield and left it, with where they went (a card's
    new object in its new zone, 400.7; a token or copy that ceased to exist, 111.7)."""
    left = {}
    for lk in state.lki.values():
        if lk.zone == "battlefield":
            left.setdefault(lk.card_id, lk)
    if not left:
        return
    here = set()
    for o in state.objects.values():
        if o.card_id in left:
            here.add(o.card_id)
            if o.zone not in ("battlefield", "stack") and o.alias not in out:
                out[o.alias] = {"zone": None}
    for cid, lk in left.items():
        if cid not in here and lk.alias not in out and state.aliases.get(lk.alias) not in state.objects:
            out[lk.alias] = {"zone": None}


def _player_checks(rec, state, snap, name: str, fields, fline, sc, show) -> None:
    p = state.player(name)
    for f, exp in fields.items():
        if f not in PLAYER_FIELDS:
            raise sc.err(fields.line_of(f) if isinstance(fields, LDict) else fline,
                         f"unknown expectation for a player {f!r} (known: {', '.join(PLAYER_FIELDS)})")
        cl = fields.line_of(f) if isinstance(fields, LDict) else fline
        if f == "life":
            actual = p.life
        elif f == "poison":
            actual = p.poison
        elif f == "lost":
            actual = p.lost is not None
        elif f == "won":
            actual = p.won
        elif f == "mana":
            actual = p.pool_text()
            if str(exp).strip().lower() != "cannot decide":   # an honest expectation is kept as it is
                exp = "".join(sorted(re.findall(r"\{[^}]+\}", str(exp or "")), key=lambda x: "WUBRGC".find(x[1])))
        elif f in PLAYER_COUNTERS:   # the player's energy / experience counters (107.14, 122.1)
            actual = p.counters.get(f, 0)
        elif f in ("dungeon", "room"):   # 309.4: where the venture marker is
            from .dungeon import undecided_marker
            actual = "none" if p.dungeon is None else p.dungeon[0 if f == "dungeon" else 1]
            why = undecided_marker(state, name)
            if actual == "?" or (why and f == "room"):
                _check(rec, state, snap, name, None, f, exp, "not stated", cl, show, undecided=[why or "not stated"])
                continue
        elif f == "dungeons_completed":   # 309.7
            actual = len(p.dungeons_completed)
        elif f == "controlled_by":   # 723.5: who makes the player's decisions (kb.engine.playercontrol)
            from .playercontrol import controlled_by
            actual, why = controlled_by(state, name)
            if why:
                _check(rec, state, snap, name, None, f, exp, actual, cl, show, undecided=[why])
                continue
        elif f == "ring_tempted":   # 701.54c
            actual = p.ring_tempted
        elif f == "speed":   # 702.179 (kb.engine.speed): none is 0 (702.179f)
            from .speed import speed_answer
            actual, why = speed_answer(state, name)
            if why:
                _check(rec, state, snap, name, None, f, exp, actual, cl, show, undecided=[why])
                continue
        elif f == "library" and isinstance(exp, list):
            # the library's cards top first (its order matters: 401.2)
            actual = [state.objects[oid].alias for oid in p.library if oid in state.objects]
            if p.unknown:
                actual.append(f"{p.unknown} unnamed card(s)")
            actual += [state.objects[oid].alias for oid in p.under if oid in state.objects]
            exp = [str(x) for x in exp]
            from .unknowns import library_order_blockers   # a shuffle or a random order (401.2)
            order = library_order_blockers(state, name)
            if order:
                _check(rec, state, snap, name, None, f, exp, actual, cl, show, undecided=order)
                continue
        elif f == "library":
            actual = p.library_size()
            if isinstance(exp, str) and exp.strip().lower() == "cannot decide":   # "what is my library?" (401.2)
                from .unknowns import library_order_blockers
                order = library_order_blockers(state, name)
                if order:
                    _check(rec, state, snap, name, None, f, exp, actual, cl, show, undecided=order)
                    continue
            if actual is None:
                _check(rec, state, snap, name, None, f, exp, None, cl, show, undecided=[
                    f"the scenario does not say how many cards {name}'s library holds (players: library: N)"])
                continue
        else:
            zone = f
            there = state.in_zone(zone, name)
            names = [o.alias for o in there]
            if isinstance(exp, list):
                actual = sorted(names)
                exp = sorted(str(x) for x in exp)
            else:
                actual = len(names)
            if isinstance(exp, list):   # one of cards in an unknown library order taken: which one (401.4)
                from .gamevalues import order_taken_blockers
                which = order_taken_blockers(state, {o.card_id for o in there})
                if which:
                    _check(rec, state, snap, name, None, f, exp, actual, cl, show, undecided=which)
                    continue
            if f == "hand" and not p.hand_known and not isinstance(exp, list):
                # an unlisted hand, or unnamed cards put into a listed one (then that unknown names them)
                went = any(u.player == name and u.fields and "hand" in u.fields for u in state.unknowns)
                _check(rec, state, snap, name, None, f, exp, actual, cl, show, undecided=[] if went else [
                    "the scenario does not list " + ("your" if name == "you" else f"{name}'s")
                    + f" hand (players: hand: [...]); cards counted: {actual}"])
                continue
        _check(rec, state, snap, name, None, f, exp, actual, cl, show)


def _check(rec, state, snap, obj: str, oid, f: str, exp, actual, line: int, show: bool, ok=None, undecided=None):
    reasons = list(undecided or [])
    reasons += [r for r in blockers(state, snap, oid, f, player=obj if oid is None and obj in state.player_state else None)
                if not any(r in u for u in reasons)]   # a reason already given (as "there is no X now, but …") once
    if isinstance(exp, str) and exp.strip().lower() == "cannot decide" and not show:
        # the expectation is that the engine refuses to answer (never a false ✓)
        rec.checks.append(Check(obj, f, exp, "cannot decide" if reasons else actual, bool(reasons), line, rec.why,
                                undecided=[], shown=False))
        return
    if ok is None:
        ok = _same(exp, actual)
    if reasons:
        ok = False
    rec.checks.append(Check(obj, f, None if show else exp, actual, ok if not show else not reasons, line, rec.why,
                            undecided=reasons, shown=show))


def _same(exp, actual) -> bool:
    if isinstance(exp, bool) or isinstance(actual, bool):
        return bool(exp) == bool(actual)
    if isinstance(actual, int) and not isinstance(exp, list):
        try:
            return int(exp) == actual
        except (TypeError, ValueError):
            return False
    if isinstance(actual, list):
        return [str(x).strip().lower() for x in _as_list(exp)] == [str(x).strip().lower() for x in actual]
    return str(exp).strip().lower() == str(actual).strip().lower()


def _norm_list(v) -> list[str]:
    if v is None:
        return []
    if isinstance(v, str):
        v = [v]
    return sorted(str(x).strip().lower() for x in v)


def _ability_key(s: str, name: str | None = None) -> str:
    t = str(s)
    if name:
        t = t.replace("~", name)
    return re.sub(r"\s+", " ", t.strip().rstrip(".").lower())


def _compare(f: str, exp, d: dict, w) -> tuple[object, bool]:
    if f == "pt":
        actual = f"{d['power']}/{d['toughness']}" if d["power"] is not None else None
        return actual, str(exp).replace(" ", "") == (actual or "none")
    if f == "mana_value" and isinstance(d[f], list):
        return d[f], sorted(d[f]) == sorted(_as_list(exp))
    if f in ("power", "toughness", "mana_value", "damage"):
        return d[f], d[f] == exp
    if f in ("name", "controller", "owner", "zone", "attached_to"):
        return d[f], str(d[f]) == str(exp)
    if f == "mana_cost":   # the symbols in order: "{1}{R}{1}{U}" (spaces ignored)
        return d[f], str(exp or "").replace(" ", "") == d[f].replace(" ", "")
    if f in ("types", "supertypes", "subtypes", "colors"):
        return d[f], _norm_list(d[f]) == _norm_list(exp)
    if f == "all_creature_types":
        return d[f], bool(exp) == d[f]
    if f == "creature":
        return "Creature" in d["types"], bool(exp) == ("Creature" in d["types"])
    if f == "tapped":
        return d["tapped"], bool(exp) == d["tapped"]
    if f == "phased_out":
        return d["phased_out"], bool(exp) == d["phased_out"]
    if f == "ring_bearer":
        return d.get("ring_bearer", False), bool(exp) == d.get("ring_bearer", False)
    if f == "counters":
        # every kind it has, as said; a kind said with 0 is one it has none of (122.1)
        want = {str(k): int(v) for k, v in (exp or {}).items() if int(v)} if isinstance(exp, dict) else {}
        return d["counters"], want == {k: v for k, v in d["counters"].items() if v}
    if f == "abilities":
        have = sorted(_ability_key(a) for a in d["abilities"])
        return d["abilities"], have == sorted(_ability_key(a, d["name"]) for a in _as_list(exp))
    if f in ("has_abilities", "lacks_abilities"):
        have = {_ability_key(a) for a in d["abilities"]}
        want = {_ability_key(a, d["name"]) for a in _as_list(exp)}
        ok = want <= have if f == "has_abilities" else not (want & have)
        return d["abilities"], ok
    if f in ("has_types", "lacks_types"):
        have = {t.lower() for t in d["types"] + d["supertypes"]}
        want = set(_norm_list(exp))
        return d["types"], want <= have if f == "has_types" else not (want & have)
    if f in ("has_subtypes", "lacks_subtypes"):
        from .filters import _has_subtype
        want = [str(x) for x in _as_list(exp)]
        hits = [_has_subtype(w, s) for s in want]
        return d["subtypes"] + (["(all creature types)"] if d["all_creature_types"] else []), \
            all(hits) if f == "has_subtypes" else not any(hits)
    if f == "restrictions":
        return d["restrictions"], _norm_list(d["restrictions"]) == _norm_list(exp)
    raise AssertionError(f)


def find_files(paths) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            out.extend(sorted(x for x in p.rglob("*") if x.suffix in (".yaml", ".yml")))
        else:
            out.append(p)
    return out
