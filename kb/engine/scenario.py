"""Scenario files (YAML): a situation, the steps that build it, and the expected answers.

::

    title: Gray Ogre, today's rules
    edition: 2026-04-17            # the rules that apply: a date (the edition in force) or 'current'
    kind: worked-example           # worked-example | puzzle
    tags: [sublayers, counters]
    source: {edition: 2026-04-17, rule: 613.5, example: 2}   # the worked example it confirms
    question: What are Gray Ogre's power and toughness?
    players: [you, opponent]       # optional; the first is the active player
    cards:                         # inline definitions (kb.engine.objects: the card shape);
      Gray Ogre: {mana_cost: "{2}{R}", type_line: Creature — Ogre, power: 2, toughness: 2}
      Anthem: {type_line: Enchantment, text: "Creatures you control get +0/+2."}
    steps:
      - enter: Gray Ogre                          # or a list (simultaneous), or {card:, as:, controller:,
                                                  #   choose:, attached_to:, counters:, tapped:, copy:}
      - counters: {card: Gray Ogre, add: {+1/+1: 1}}
      - effect: {text: "Target creature gets +4/+4 until end of turn.", targets: [Gray Ogre]}
      - enter: Anthem
      - effect: {text: "Target creature becomes 0/1 until end of turn.", targets: [Gray Ogre]}
      - expect:
          Gray Ogre: {pt: 5/8}
        why: "613.4b sets 0/1 first; 613.4c then adds the counter, +4/+4 and +0/+2 in timestamp order."

Steps: ``enter``, ``graveyard`` / ``put`` (cards into other zones), ``counters``, ``cast``
(an instant or sorcery card), ``effect`` (rules text resolving, as "an effect that says ..."),
``activate``, ``control`` ({card:, to: player, until: end of turn}), ``attach``, ``detach``, ``leave``, ``return``, ``blink``, ``tap``, ``untap``,
``face_down``, ``face_up``, ``end_turn``, ``end_effect``, ``expect``.

Expectation fields: ``pt`` ("5/8"), ``power``, ``toughness``, ``name``, ``controller``, ``zone``,
``mana_value``, ``types``, ``supertypes``, ``subtypes``, ``colors`` (exact lists; [] = colourless),
``all_creature_types``, ``abilities`` (exact), ``has_abilities`` / ``lacks_abilities``,
``has_types`` / ``lacks_types``, ``has_subtypes`` / ``lacks_subtypes``, ``restrictions``
(rules effects applying to it, 613.11), ``creature`` (true/false).

A card named in a step but not defined under ``cards`` is looked up in the KB with
``kb.cards.card_definition(db, name)``; an inline definition always wins. Every error names the
file and the line.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from .objects import CardDef, CardError
from .parser import ParseError, parse_card_text
from .profiles import Citations, Profile, ProfileError, profile_for
from .state import EngineError, GameState, describe
from .trace import Trace

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
    pass


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


# --- the scenario ---------------------------------------------------------------------------------------------
STEP_KINDS = ("enter", "graveyard", "put", "counters", "cast", "effect", "activate", "control", "attach", "detach", "leave",
              "return", "blink", "tap", "untap", "face_down", "face_up", "end_turn", "end_effect", "expect", "note")
TOP_KEYS = ("title", "edition", "kind", "tags", "source", "question", "players", "cards", "steps", "expect",
            "notes")
EXPECT_FIELDS = ("pt", "power", "toughness", "name", "controller", "owner", "zone", "mana_value", "types",
                 "supertypes", "subtypes", "colors", "all_creature_types", "abilities", "has_abilities",
                 "lacks_abilities", "has_types", "lacks_types", "has_subtypes", "lacks_subtypes", "restrictions",
                 "creature", "tapped")


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
    steps: list            # (kind, value, line)

    def err(self, line: int, msg: str) -> ScenarioError:
        return ScenarioError(f"{self.path}:{line}: {msg}")


def load(path: str | Path) -> Scenario:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{p}:0: cannot read: {exc}") from None
    return loads(text, str(p))


def loads(text: str, path: str = "<stdin>") -> Scenario:
    try:
        data = yaml.load(text, Loader=_Loader)
    except ScenarioError as exc:
        raise ScenarioError(str(exc).replace("{file}", path)) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        ctx = getattr(exc, "context_mark", None)
        line = (ctx or mark).line + 1 if (ctx or mark) else 0
        where = f" (at line {mark.line + 1})" if ctx and mark and mark.line != ctx.line else ""
        context = f"{exc.context}: " if getattr(exc, "context", None) else ""
        raise ScenarioError(f"{path}:{line}: not valid YAML: {context}{getattr(exc, 'problem', exc)}{where}") from None
    if not isinstance(data, LDict):
        raise ScenarioError(f"{path}:1: a scenario is a mapping with title, edition, cards and steps")
    s = Scenario(path, data, "", "", "puzzle", [], None, None, ["you", "opponent"], {}, [])
    for k in data:
        if k not in TOP_KEYS:
            raise s.err(data.line_of(k), f"unknown key {k!r} (known: {', '.join(TOP_KEYS)})")
    for k in ("title", "edition", "steps"):
        if k not in data:
            raise s.err(data.line, f"missing {k!r}")
    s.title = str(data["title"])
    s.edition = str(data["edition"]).strip()
    if s.edition != "current" and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", s.edition):
        raise s.err(data.line_of("edition"), f"edition is a date YYYY-MM-DD or 'current', not {s.edition!r}")
    s.kind = str(data.get("kind", "puzzle"))
    if s.kind not in ("worked-example", "puzzle"):
        raise s.err(data.line_of("kind"), f"kind is worked-example or puzzle, not {s.kind!r}")
    s.tags = list(data.get("tags") or [])
    src = data.get("source")
    if src is not None:
        if not isinstance(src, dict) or not {"edition", "rule"} <= set(src):
            raise s.err(data.line_of("source"), "source is {edition: YYYY-MM-DD, rule: 613.5, example: 2}")
        s.source = {"edition": str(src["edition"]), "rule": str(src["rule"]), "example": src.get("example")}
    s.question = data.get("question")
    if data.get("players"):
        s.players = [str(p) for p in data["players"]]
    cards = data.get("cards") or LDict()
    if not isinstance(cards, dict):
        raise s.err(data.line_of("cards"), "cards is a mapping: name → definition")
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
    for i, st in enumerate(steps):
        line = steps.item_lines[i] if isinstance(steps, LList) else data.line_of("steps")
        if not isinstance(st, dict) or not st:
            raise s.err(line, "a step is a mapping such as {enter: CARD NAME}")
        kinds = [k for k in st if k in STEP_KINDS]
        extra = [k for k in st if k not in STEP_KINDS and not (k == "why" and "expect" in st)]
        if len(kinds) != 1 or extra:
            raise s.err(line, f"a step has exactly one of {', '.join(STEP_KINDS)} (got {', '.join(map(str, st))})")
        s.steps.append((kinds[0], st[kinds[0]], line, st))
    if "expect" in data:
        s.steps.append(("expect", data["expect"], data.line_of("expect"), data))
    if not any(k == "expect" for k, *_ in s.steps):
        raise s.err(data.line, "a scenario needs at least one expect")
    return s


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


@dataclass
class StepRecord:
    index: int
    kind: str
    line: int
    summary: str
    trace: Trace
    checks: list = field(default_factory=list)
    why: str | None = None


@dataclass
class Result:
    scenario: Scenario
    edition: str
    profile: Profile
    citations: Citations
    records: list
    error: str | None = None
    example_text: str | None = None

    @property
    def checks(self) -> list:
        return [c for r in self.records for c in r.checks]

    @property
    def passed(self) -> bool:
        return self.error is None and bool(self.checks) and all(c.ok for c in self.checks)

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
        self.cache: dict[str, CardDef] = {}

    def card(self, name: str, line: int) -> CardDef:
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


def run(sc: Scenario, db=None, trace: bool = False) -> Result:
    """Run every step; errors in the file raise ScenarioError, wrong answers are failed checks."""
    edition = _resolve_edition(sc, db)
    try:
        profile = profile_for(edition)
    except ProfileError as exc:
        raise sc.err(sc.data.line_of("edition"), str(exc)) from None
    citations = Citations(profile, edition, db)
    result = Result(sc, edition, profile, citations, [])
    if db is not None and sc.source:
        result.example_text = _example_text(db, sc)
    rn = _Runner(sc, db, trace)
    try:
        state = GameState(edition, sc.players, profile)
    except EngineError as exc:
        raise sc.err(sc.data.line_of("players"), str(exc)) from None
    for i, (kind, value, line, raw) in enumerate(sc.steps, 1):
        start = len(state.log.lines)
        rec = StepRecord(i, kind, line, _summary(kind, value), Trace())
        try:
            _do(rn, state, kind, value, line, raw, rec)
        except EngineError as exc:
            raise sc.err(line, str(exc)) from None
        except ParseError as exc:
            raise sc.err(line, str(exc)) from None
        rec.trace.lines[:0] = state.log.lines[start:]
        result.records.append(rec)
    return result


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
        v = value.get("card") or value.get("text") or ", ".join(f"{k}: {v}" for k, v in value.items())
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


_ENTER_OPTS = ("card", "as", "controller", "owner", "choose", "attached_to", "counters", "tapped", "copy", "face_down")


def _do(rn: _Runner, state: GameState, kind: str, value, line: int, raw, rec: StepRecord) -> None:
    sc = rn.sc
    if kind == "enter":
        entries = []
        for item in _as_list(value):
            o = _opts(item, line, sc, _ENTER_OPTS)
            if "card" not in o:
                raise sc.err(line, "enter needs a card")
            entries.append({"card": rn.card(o["card"], line), "alias": o.get("as"), "controller": o.get("controller"),
                            "owner": o.get("owner"), "choices": o.get("choose"), "attach_to": o.get("attached_to"),
                            "counters": o.get("counters"), "tapped": o.get("tapped"), "copy": o.get("copy"),
                            "face_down": o.get("face_down")})
        state.enter(entries)
    elif kind in ("graveyard", "put"):
        for item in _as_list(value):
            o = _opts(item, line, sc, ("card", "count", "owner", "as", "zone"))
            zone = o.get("zone", "graveyard") if kind == "put" else "graveyard"
            for _ in range(int(o.get("count", 1))):
                state.put_into(rn.card(o["card"], line), zone, owner=o.get("owner"), alias=o.get("as"))
    elif kind == "counters":
        o = _opts(value, line, sc, ("card", "add", "remove"))
        for k, n in (o.get("add") or {}).items():
            state.put_counters(o["card"], str(k), int(n))
        for k, n in (o.get("remove") or {}).items():
            state.remove_counters(o["card"], str(k), int(n))
    elif kind == "cast":
        o = _opts(value, line, sc, ("card", "targets", "choose", "mode", "controller", "as"))
        state.cast(rn.card(o["card"], line), controller=o.get("controller"), targets=_as_list(o.get("targets")),
                   choices=o.get("choose"), mode=o.get("mode"), handle=o.get("as"))
    elif kind == "effect":
        o = _opts(value, line, sc, ("text", "targets", "choose", "controller", "source", "as"), main="text")
        src = state.obj(o["source"]) if o.get("source") else None
        state.resolve(str(o["text"]), source=src, controller=o.get("controller") or (src.controller if src else None),
                      targets=_as_list(o.get("targets")), choices=o.get("choose"), handle=o.get("as"),
                      label=src.alias if src else None)
    elif kind == "control":
        # sugar for an effect that says "Gain control of target permanent [until end of turn]."
        o = _opts(value, line, sc, ("card", "to", "until", "as"))
        until = o.get("until")
        if until not in (None, "end of turn", "end_of_turn"):
            raise sc.err(line, "control: until is 'end of turn' or absent (for good)")
        text = "Gain control of target permanent" + (" until end of turn." if until else ".")
        state.resolve(text, controller=o.get("to"), targets=[o["card"]], handle=o.get("as"), label="control change")
    elif kind == "activate":
        o = _opts(value, line, sc, ("card", "ability", "targets", "choose", "as"))
        state.activate(o["card"], o.get("ability"), targets=_as_list(o.get("targets")), choices=o.get("choose"),
                       handle=o.get("as"))
    elif kind == "attach":
        o = _opts(value, line, sc, ("card", "to"))
        if "to" not in o:
            raise sc.err(line, "attach needs card: and to:")
        state.attach(o["card"], o["to"])
    elif kind == "detach":
        state.detach(value)
    elif kind == "leave":
        o = _opts(value, line, sc, ("card", "to"))
        state.leave(o["card"], o.get("to", "graveyard"))
    elif kind == "return":
        o = _opts(value, line, sc, ("card", "controller", "choose"))
        n = state.move(o["card"], "battlefield", choices=o.get("choose"))
        if o.get("controller"):
            n.controller = state._player(o["controller"])
    elif kind == "blink":
        o = _opts(value, line, sc, ("card", "choose"))
        state.blink(o["card"], choices=o.get("choose"))
    elif kind in ("tap", "untap"):
        state.set_tapped(value, kind == "tap")
    elif kind in ("face_down", "face_up"):
        state.turn_face(value, kind == "face_down")
    elif kind == "end_turn":
        state.end_turn()
    elif kind == "end_effect":
        state.end_effect(str(value))
    elif kind == "note":
        rec.trace.add(str(value), kind="note")
    elif kind == "expect":
        _expect(rn, state, value, line, raw, rec)


def _expect(rn: _Runner, state: GameState, value, line: int, raw, rec: StepRecord) -> None:
    sc = rn.sc
    if not isinstance(value, dict) or not value:
        raise sc.err(line, "expect is a mapping: object → {field: value}")
    why = value.get("why") if raw is sc.data else (raw.get("why") or value.get("why"))
    rec.why = str(why).strip() if why else None
    snap = state.evaluate(trace=rn.want_trace)
    if snap.trace is not None:
        rec.trace.extend(snap.trace)
    for ref, fields in value.items():
        if ref == "why":
            continue
        fline = value.line_of(ref) if isinstance(value, LDict) else line
        if not isinstance(fields, dict):
            raise sc.err(fline, f"expectations for {ref!r} are a mapping such as {{pt: 1/4}}")
        try:
            o = state.obj(ref)
        except EngineError as exc:
            raise sc.err(fline, str(exc)) from None
        w = snap.work[o.oid]
        d = describe(w, snap)
        for f, exp in fields.items():
            if f not in EXPECT_FIELDS:
                raise sc.err(fields.line_of(f) if isinstance(fields, LDict) else fline,
                             f"unknown expectation {f!r} (known: {', '.join(EXPECT_FIELDS)})")
            actual, ok = _compare(f, exp, d, w)
            rec.checks.append(Check(str(ref), f, exp, actual, ok,
                                    fields.line_of(f) if isinstance(fields, LDict) else fline, rec.why))


def _norm_list(v) -> list[str]:
    if v is None:
        return []
    if isinstance(v, str):
        v = [v]
    return sorted(str(x).strip().lower() for x in v)


def _ability_key(s: str) -> str:
    return re.sub(r"\s+", " ", str(s).strip().rstrip(".").lower())


def _compare(f: str, exp, d: dict, w) -> tuple[object, bool]:
    if f == "pt":
        actual = f"{d['power']}/{d['toughness']}" if d["power"] is not None else None
        return actual, str(exp).replace(" ", "") == (actual or "none")
    if f in ("power", "toughness", "mana_value"):
        return d[f], d[f] == exp
    if f in ("name", "controller", "owner", "zone"):
        return d[f], str(d[f]) == str(exp)
    if f in ("types", "supertypes", "subtypes", "colors"):
        return d[f], _norm_list(d[f]) == _norm_list(exp)
    if f == "all_creature_types":
        return d[f], bool(exp) == d[f]
    if f == "creature":
        return "Creature" in d["types"], bool(exp) == ("Creature" in d["types"])
    if f == "tapped":
        return d["tapped"], bool(exp) == d["tapped"]
    if f == "abilities":
        have = sorted(_ability_key(a) for a in d["abilities"])
        return d["abilities"], have == sorted(_ability_key(a) for a in _as_list(exp))
    if f in ("has_abilities", "lacks_abilities"):
        have = {_ability_key(a) for a in d["abilities"]}
        want = {_ability_key(a) for a in _as_list(exp)}
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
