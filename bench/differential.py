"""Differential run: our rules engine against a peer engine (phase.rs, through ``phase-python``).

Test-only: the peer is the optional extra ``oracle`` (``pip install -e '.[oracle]'``); nothing under
``kb/`` imports it. See docs/differential.md for what is compared and how each disagreement was triaged.

    .venv/bin/python bench/differential.py --boards 2000 --seed 1 [--out boards.jsonl] [--only N]

A board is built from a seed alone (``random.Random(seed * 1_000_003 + index)``): real cards from the KB's
card data (``KB_DB``, default data/kb.db) that *both* engines read fully — ours without an unmodelled
ability or unread sentence (kb.engine.coverage's test), the peer without an ``Unimplemented`` or swallowed
clause in the face it builds. Each board puts creatures (keywords of combat: flying, reach, first strike,
double strike, trample, deathtouch, lifelink, vigilance, defender, haste) and static permanents (anthems,
P/T setting, type, colour and keyword changes) onto the battlefield in one order (their timestamps, 613.7),
with +1/+1 and -1/-1 counters, then optionally casts one simple spell (damage, pump, destroy) at a random
legal target, then optionally attacks and blocks (one blocker per attacker) through combat damage. Both
engines then report every permanent's name, P/T, types, subtypes, supertypes, colours, combat keywords,
controller, zone, damage and counters, each card's zone, and both life totals.

A board counts only when both engines read it fully: ours answered every field without "cannot decide"
and carried out every step; the peer took every action without an error or a prompt this runner does not
answer. The others are counted by reason and left out.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PEER_FAULTS = Path(__file__).with_name("differential-peer-faults.yaml")
POOL_VERSION = 2   # bump when the pool's rules change
POOL_CACHE = ROOT / "data" / "differential-pool.json"   # data/ is ignored by git
COMBAT_KEYWORDS = ("flying", "reach", "first strike", "double strike", "trample", "deathtouch", "lifelink",
                   "vigilance", "defender", "haste")
_KEYWORD_LINE = re.compile(r"^(?:(?:%s)(?:, )?)+$" % "|".join(COMBAT_KEYWORDS), re.I)
_REMINDER = re.compile(r"\s*\([^()]*\)")
_PEER_UNREAD = ("Unimplemented", "SwallowedClause")
# P/T, keyword, type and colour modifications a static ability of the pool may make (the peer's names)
_PEER_STATIC_MODS = {"AddPower", "AddToughness", "SetPower", "SetToughness", "AddKeyword", "RemoveKeyword",
                     "SetColor", "AddColor", "AddType", "RemoveType", "AddSubtype", "RemoveSubtype",
                     "AddAllCreatureTypes", "RemoveAllAbilities", "SetBasePower", "SetBaseToughness",
                     "SetBasePowerToughness", "SetPowerToughness"}
_PEER_SPELL_EFFECTS = {"DealDamage", "Pump", "Destroy", "PumpAll", "DamageAll", "DestroyAll"}
PLAYERS = ("you", "opponent")
BASIC_LANDS = ["Plains", "Island", "Swamp", "Mountain", "Forest"]


# --- the card pool ------------------------------------------------------------------------------------
def _kb_rows(db_path: str) -> list[dict]:
    import sqlite3
    conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    conn.row_factory = sqlite3.Row
    rows = [dict(r) for r in conn.execute(
        "select * from card_faces where layout = 'normal' and (mana_cost is null or mana_cost not like '%X%') "
        "order by name")]
    conn.close()
    return rows


def _candidate_kind(row: dict) -> str | None:
    """A cheap first sieve on the Oracle text; both engines' readers decide after it."""
    types = json.loads(row["types"] or "[]")
    text = _REMINDER.sub("", row["text"] or "").strip()
    if len(text) > 160 or "\n" in text and types != ["Creature"]:
        return None
    if types == ["Creature"] and row["power"] and row["power"].isdigit() and row["toughness"].isdigit():
        if all(_KEYWORD_LINE.match(line.strip()) for line in text.splitlines() if line.strip()):
            return "creature"
    low = text.lower()
    if types in (["Enchantment"], ["Creature"], ["Artifact"]) and text and ":" not in text \
            and not re.search(r"\b(when|whenever|at the|target|enchant|equip|as long as|if|unless|attacking|"
                              r"blocking|tapped|untapped|during|spell|cast|can't|must|gets? \+x|x/x)\b", low) \
            and re.search(r"\b(get|gets|have|has|are|is)\b", low):
        if types == ["Creature"] and not (row["power"] or "").isdigit():
            return None
        return "static"
    if types in (["Instant"], ["Sorcery"]) and re.search(r"\b(damage|gets? [+-]\d|destroy)\b", low) \
            and not re.search(r"\b(x|kicker|buyback|flashback|additional cost|sacrifice|discard|if|unless|"
                              r"regenerate|can't be regenerated|prevent|choose|where|equal|for each|"
                              r"entwine|splice|cycling|overload|convoke|delve|until your next turn|attacking|blocking|blocked|"
                              r"tapped|untapped|artifact|enchantment|land|planeswalker|graveyard|spell)\b", low):
        return "spell"
    return None


def _peer_types(x, acc: set) -> set:
    if isinstance(x, dict):
        if isinstance(x.get("type"), str):
            acc.add(x["type"])
        for v in x.values():
            _peer_types(v, acc)
    elif isinstance(x, list):
        for v in x:
            _peer_types(v, acc)
    return acc


def peer_face(row: dict) -> dict:
    """The peer's card face, built from the same KB row (MTGJSON's field names)."""
    import phase

    def js(k):
        return json.loads(row[k]) if row.get(k) else []
    atomic = {"name": row["name"], "layout": "normal", "type": row["type_line"], "types": js("types"),
              "subtypes": js("subtypes"), "supertypes": js("supertypes"), "colors": js("colors"),
              "colorIdentity": js("colors"), "identifiers": {"scryfallOracleId": row["oracle_id"]},
              "manaValue": row["mana_value"] or 0}
    for src, dst in (("mana_cost", "manaCost"), ("text", "text"), ("power", "power"), ("toughness", "toughness")):
        if row.get(src):
            atomic[dst] = row[src]
    if row.get("keywords"):
        atomic["keywords"] = js("keywords")
    return phase.build_oracle_face(atomic, row["oracle_id"])


def _peer_reads(kind: str, face: dict) -> bool:
    types = _peer_types(face, set())
    if types & set(_PEER_UNREAD):
        return False
    kws = {k.lower() if isinstance(k, str) else "?" for k in face.get("keywords") or []}
    if not kws <= _KW_PEER:
        return False
    if kind == "creature":
        return not (face["abilities"] or face["triggers"] or face["static_abilities"] or face["replacements"])
    if kind == "static":
        if face["abilities"] or face["triggers"] or face["replacements"] or not face["static_abilities"]:
            return False
        for st in face["static_abilities"]:
            if st.get("mode") != "Continuous" or st.get("condition") is not None:
                return False
            for m in st.get("modifications") or []:
                if m.get("type") not in _PEER_STATIC_MODS:
                    return False
                kw = m.get("keyword")
                if kw is not None and (not isinstance(kw, str) or kw.lower() not in _KW_PEER):
                    return False
        return True
    if kind == "spell":
        abil = face["abilities"]
        if len(abil) != 1 or face["triggers"] or face["static_abilities"] or face["replacements"]:
            return False
        a = abil[0]
        if not set((face.get("mana_cost") or {}).get("shards") or []) <= set(_MANA.values()):
            return False   # hybrid and Phyrexian mana: paid differently, not what this run compares
        return (a.get("kind") == "Spell" and a.get("condition") is None and a.get("sub_ability") is None
                and (a.get("effect") or {}).get("type") in _PEER_SPELL_EFFECTS and not a.get("optional"))
    return False


def _ours_reads(row: dict) -> bool:
    from kb.engine.abilities import SpellAbility, UnmodelledAbility
    from kb.engine.cardtext import parse_card_text
    from kb.engine.coverage import face_definition
    from kb.engine.objects import CardDef
    try:
        card = CardDef.from_dict(face_definition(row), parse=parse_card_text)
    except Exception:  # noqa: BLE001 - a card our engine cannot load is simply not in the pool
        return False
    for ab in card.abilities:
        if isinstance(ab, UnmodelledAbility) or (isinstance(ab, SpellAbility) and ab.unmodelled):
            return False
    return True


def build_pool(db_path: str, log=print) -> dict:
    """{kind: [names]} and the peer faces, cached in data/ (keyed by the KB file's size and time)."""
    st = os.stat(db_path)
    key = f"{POOL_VERSION}:{os.path.abspath(db_path)}:{st.st_size}:{int(st.st_mtime)}"
    if POOL_CACHE.exists():
        cached = json.loads(POOL_CACHE.read_text())
        if cached.get("key") == key:
            return cached
    t0 = time.perf_counter()
    pool: dict = {"key": key, "creature": [], "static": [], "spell": [], "faces": {}}
    seen = 0
    for row in _kb_rows(db_path):
        kind = _candidate_kind(row)
        if kind is None:
            continue
        seen += 1
        if not _ours_reads(row):
            continue
        try:
            face = peer_face(row)
        except Exception:  # noqa: BLE001 - the peer cannot build it: not in the pool
            continue
        if not _peer_reads(kind, face):
            continue
        pool[kind].append(row["name"])
        pool["faces"][row["name"]] = face
    pool["candidates"] = seen
    for r in _kb_rows(db_path):
        if r["name"] in ["Wastes"] + BASIC_LANDS:
            pool["faces"][r["name"]] = peer_face(r)
    log(f"pool: {seen} candidates → {len(pool['creature'])} creatures, {len(pool['static'])} static permanents, "
        f"{len(pool['spell'])} spells ({time.perf_counter() - t0:.0f} s)")
    POOL_CACHE.parent.mkdir(parents=True, exist_ok=True)
    POOL_CACHE.write_text(json.dumps(pool))
    return pool


# --- a board ----------------------------------------------------------------------------------------------
def make_board(rng: random.Random, pool: dict) -> dict:
    """A board as data: permanents in timestamp order (with controller and counters), an optional spell
    with its target, optional attackers and blocks."""
    names: set = set()

    def pick(kind):
        for _ in range(20):
            n = rng.choice(pool[kind])
            if n not in names:
                names.add(n)
                return n
        return None
    perms = []
    for side in PLAYERS:
        for _ in range(rng.randint(1, 3)):
            n = pick("creature")
            if n:
                perms.append({"card": n, "controller": side})
    for _ in range(rng.choice((0, 1, 1, 2, 2, 3))):
        n = pick("static")
        if n:
            perms.append({"card": n, "controller": rng.choice(PLAYERS)})
    # basic lands: what "All Forests are 1/1 creatures" and "Destroy all lands" act on
    for n in rng.sample(BASIC_LANDS, rng.choice((0, 0, 1, 2))):
        names.add(n)
        perms.append({"card": n, "controller": rng.choice(PLAYERS)})
    rng.shuffle(perms)
    # the active player's first: our engine's one `enter` step gives timestamps in APNAP order (613.7m),
    # the peer's one move at a time in the order given
    perms.sort(key=lambda p: PLAYERS.index(p["controller"]))
    for p in perms:
        if p["card"] not in BASIC_LANDS and rng.random() < 0.25:
            p["counters"] = {rng.choice(("+1/+1", "-1/-1")): rng.randint(1, 2)}
            if rng.random() < 0.2:
                p["counters"]["-1/-1" if "+1/+1" in p["counters"] else "+1/+1"] = 1
    board = {"permanents": perms, "spell": None, "combat": rng.random() < 0.7}
    if pool["spell"] and rng.random() < 0.6:
        board["spell"] = {"card": pick("spell"), "target_roll": rng.random()}
    board["attack_roll"] = [rng.random() for _ in range(8)]
    board["block_roll"] = [rng.random() for _ in range(8)]
    return board


# --- the peer -----------------------------------------------------------------------------------------------
class PeerUnread(Exception):
    """The peer stopped somewhere this runner does not drive (a prompt, an error): the board is left out."""


_FORMAT = {"allow_debug_actions": True, "command_zone": False, "commander_damage_threshold": None,
           "deck_size": {"data": 60, "type": "Minimum"}, "default_deck_copy_limit": {"data": 4, "type": "UpTo"},
           "format": "Standard", "max_players": 2, "min_players": 2, "range_of_influence": None,
           "sideboard_policy": {"data": 15, "type": "Limited"}, "singleton": False, "starting_life": 20,
           "supplies_fixed_deck": False, "team_based": False, "uses_commander": False}
_FILLER = {"you": "Wastes", "opponent": "Wastes"}   # a library of basic lands nobody plays
_COUNTER = {"+1/+1": "P1P1", "-1/-1": "M1M1"}
_MANA = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green", "C": "Colorless"}


class Peer:
    def __init__(self, pool: dict):
        import phase
        faces = dict(pool["faces"])
        self.faces = faces
        self.engine = phase.Engine.from_json(json.dumps({k.lower(): v for k, v in faces.items()}))

    def run(self, board: dict) -> dict:
        """Play the board; the choices made (targets, attackers, blocks) are left in ``self.plan``, taken
        from the peer's own lists of legal choices by the board's rolls."""
        decks = {"you": [], "opponent": []}
        for p in board["permanents"]:
            decks[p["controller"]].append(p["card"])
        sp = board["spell"]
        if sp:
            decks["you"].append(sp["card"])
        full = {s: d + [_FILLER[s]] * (60 - len(d)) for s, d in decks.items()}
        g = self.engine.new_game(full["you"], full["opponent"], seed=1, format_config=_FORMAT, first_player=0)
        guard = 0
        while g.waiting_for()["type"] == "MulliganDecision":
            guard += 1
            if guard > 4:
                raise PeerUnread("mulligan loop")
            p = g.waiting_for()["data"]["pending"][0]["player"]
            g.apply(p, {"type": "MulliganDecision", "data": {"choice": {"type": "Keep"}}})
        st = g.state()
        st["state"]["debug_mode"] = True
        g = self.engine.load_game(st)
        ids = {}
        for oid, o in g.state()["state"]["objects"].items():
            if o["name"] != "Wastes":
                ids[o["name"]] = int(oid)
        self.g, self.ids = g, ids

        def debug(kind, data=None):
            d = {"type": kind} if data is None else {"type": kind, "data": data}
            g.apply(0, {"type": "Debug", "data": d})
        debug("SetPhase", {"phase": "PreCombatMain", "active_player": 0})
        for p in board["permanents"]:
            debug("MoveToZone", {"object_id": ids[p["card"]], "to_zone": "Battlefield"})
            debug("SetSummoningSickness", {"object_id": ids[p["card"]], "sick": False})
            for c, n in (p.get("counters") or {}).items():
                debug("ModifyCounters", {"object_id": ids[p["card"]], "counter_type": _COUNTER[c], "delta": n})
        debug("RunStateBasedActions")
        self._settle()
        names = {v: k for k, v in ids.items()}
        plan = {"spell_targets": [], "spell_mana": None, "attackers": [], "blocks": {}}
        if sp:
            debug("MoveToZone", {"object_id": ids[sp["card"]], "to_zone": "Hand"})
            peer_mana, plan["spell_mana"] = spell_mana(self.faces[sp["card"]])
            if peer_mana:
                debug("AddMana", {"player_id": 0, "mana": peer_mana})
            acts = [a for a in g.actions() if a.kind == "CastSpell" and a.data["object_id"] == ids[sp["card"]]]
            if not acts:
                raise PeerUnread("no cast offered (no legal target on this board)")
            self._apply(0, acts[0])
            targets = []
            while g.waiting_for()["type"] == "TargetSelection" and len(targets) < 12:
                legal = g.waiting_for()["data"]["selection"]["current_legal_targets"]
                if not legal:
                    raise PeerUnread("no legal target")
                t = legal[int((sp["target_roll"] * (len(targets) + 1)) % 1 * len(legal))]
                targets.append(PLAYERS[t["Player"]] if "Player" in t else names[t["Object"]])
                self._apply(0, {"type": "ChooseTarget", "data": {"target": t}})
            if not targets and g.stack():   # the peer chose a single legal target itself
                targets = [PLAYERS[t["Player"]] if "Player" in t else names.get(t.get("Object"), "?")
                           for t in _stack_targets(g.stack()[-1])]
            plan["spell_targets"] = targets
            self._pass_until(lambda: not g.stack() and g.waiting_for()["type"] == "Priority")
        if board["combat"]:
            self._pass_until(lambda: g.waiting_for()["type"] == "DeclareAttackers"
                             or g.phase in ("EndCombat", "PostCombatMain"))
            w = g.waiting_for()
            if w["type"] == "DeclareAttackers":
                valid = w["data"]["valid_attacker_ids"]
                att = [i for k, i in enumerate(valid) if board["attack_roll"][k % 8] < 0.6]
                plan["attackers"] = [names[i] for i in att]
                self._apply(0, {"type": "DeclareAttackers", "data": {
                    "attacks": [[i, {"type": "Player", "data": 1}] for i in att], "bands": []}})
                if att:
                    self._pass_until(lambda: g.waiting_for()["type"] == "DeclareBlockers"
                                     or g.phase in ("EndCombat", "PostCombatMain"))
                    w = g.waiting_for()
                    if w["type"] == "DeclareBlockers":
                        taken, blocks = set(), []
                        for k, b in enumerate(w["data"]["valid_blocker_ids"]):
                            opts = [a for a in w["data"]["valid_block_targets"].get(str(b), []) if a not in taken]
                            roll = board["block_roll"][k % 8]
                            if opts and roll < 0.7:
                                a = opts[int(roll / 0.7 * len(opts))]
                                taken.add(a)
                                blocks.append([b, a])
                        plan["blocks"] = {names[b]: names[a] for b, a in blocks}
                        self._apply(1, {"type": "DeclareBlockers", "data": {"assignments": blocks}})
                    self._pass_until(lambda: g.phase in ("EndCombat", "PostCombatMain")
                                     or g.waiting_for()["type"] == "GameOver")
        self.plan = plan
        return self.snapshot(board)

    def _apply(self, actor, action):
        try:
            return self.g.apply(actor, action)
        except Exception as exc:  # noqa: BLE001 - the peer's refusal leaves the board out
            raise PeerUnread(f"the peer refused {action if isinstance(action, dict) else action.kind}: {exc}")

    def _settle(self):
        w = self.g.waiting_for()
        if w["type"] != "Priority":
            raise PeerUnread(f"prompt {w['type']}")

    def _pass_until(self, done, limit=40):
        g = self.g
        for _ in range(limit):
            if done():
                return
            w = g.waiting_for()
            if w["type"] == "Priority":
                self._apply(w["data"]["player"], {"type": "PassPriority"})
            elif w["type"] == "AssignCombatDamage":
                # the peer's first offer: lethal damage to the blocker, the rest to the player (702.19b),
                # which is what our engine assigns when no `assign:` is given
                self._apply(w["data"]["player"], g.actions()[0])
            elif w["type"] == "GameOver":
                return
            else:
                raise PeerUnread(f"prompt {w['type']}")
        raise PeerUnread("did not reach the step")

    def snapshot(self, board: dict) -> dict:
        g = self.g
        st = g.state()["state"]
        out = {"players": {}, "objects": {}, "game_over": g.waiting_for()["type"] == "GameOver"}
        for name, s in (("you", 0), ("opponent", 1)):
            out["players"][name] = {"life": st["players"][s]["life"]}
        names = [p["card"] for p in board["permanents"]] + ([board["spell"]["card"]] if board["spell"] else [])
        for n in names:
            o = st["objects"].get(str(self.ids[n]))
            if o is None:
                out["objects"][n] = {"zone": "gone"}
                continue
            zone = o["zone"].lower()
            d = {"zone": zone}
            if zone == "battlefield":
                ct = o["card_types"]
                subtypes = sorted(ct["subtypes"])
                if "Creature" in ct["core_types"] and set(subtypes) >= set(st.get("all_creature_types") or ["?"]):
                    subtypes = [EVERY_CREATURE_TYPE]
                d.update({
                    "name": o["name"],
                    "types": sorted(ct["core_types"]), "subtypes": subtypes,
                    "supertypes": sorted(ct["supertypes"]),
                    "colors": sorted(c.lower() for c in o["color"]),
                    "keywords": sorted(k.lower() for k in o["keywords"] if isinstance(k, str)
                                       and k.lower() in _KW_PEER),
                    "controller": PLAYERS[o["controller"]],
                    "counters": {_COUNTER_BACK.get(k, k): v for k, v in (o.get("counters") or {}).items() if v},
                })
                if "Creature" in ct["core_types"]:
                    d["pt"] = f"{o['power']}/{o['toughness']}"
                    d["damage"] = o["damage_marked"]
            out["objects"][n] = d
        return out


def _stack_targets(entry) -> list:
    """The targets of a stack entry of the peer (whatever the nesting)."""
    found = []

    def walk(x):
        if isinstance(x, dict):
            if isinstance(x.get("targets"), list):
                found.extend(t for t in x["targets"] if isinstance(t, dict))
                return
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    walk(entry)
    return found


_KW_PEER = {k.replace(" ", "") for k in COMBAT_KEYWORDS}
_COUNTER_BACK = {"P1P1": "+1/+1", "M1M1": "-1/-1"}


# --- our engine ---------------------------------------------------------------------------------------------
class OursUnread(Exception):
    """Our engine said "cannot decide", or could not carry out a step: the board is left out (counted)."""


def scenario_of(board: dict, plan: dict, expect: dict | None = None) -> dict:
    entries = []
    for p in board["permanents"]:
        e = {"card": p["card"], "controller": p["controller"]}
        if p.get("counters"):
            e["counters"] = dict(p["counters"])
        entries.append(e)
    # one step: state-based actions are checked once all are there, as the peer checks them (704.3)
    steps = [{"enter": entries}]
    sp = board["spell"]
    if sp:
        steps.append({"cast": {"card": sp["card"], "targets": list(plan["spell_targets"]),
                               "mana": plan["spell_mana"]}})
    if plan["attackers"]:
        steps.append({"attack": list(plan["attackers"])})
        steps.append({"block": dict(plan["blocks"]) if plan["blocks"] else "none"})
        steps.append({"step": "end_of_combat"})
    names = [p["card"] for p in board["permanents"]] + ([sp["card"]] if sp else [])
    if expect:
        steps.append({"expect": expect})
    else:
        steps.append({"show": names + list(PLAYERS)})
    return {"title": "differential board", "edition": "2026-04-17", "steps": steps}


EVERY_CREATURE_TYPE = "(every creature type)"   # 205.3m: Changeling, Mistform Ultimus
_OUR_FIELDS = {"all_creature_types", "pt", "types", "subtypes", "supertypes", "colors", "controller", "zone", "damage", "counters",
               "name", "abilities", "life"}


def ours_run(board: dict, plan: dict, db) -> dict:
    from kb.engine import scenario as S
    sc = S.from_data(scenario_of(board, plan))
    try:
        res = S.run(sc, db)
    except S.ScenarioError as exc:
        raise OursUnread("error: " + re.sub(r"^<question>:\d+: ", "", str(exc)).split(" (")[0][:120])
    out = {"players": {p: {} for p in PLAYERS}, "objects": {}}
    creature_names = set()
    for c in res.answers:
        if c.field not in _OUR_FIELDS:
            continue
        if c.undecided:
            raise OursUnread("cannot decide: " + c.field)
        if c.obj in PLAYERS:
            out["players"][c.obj][c.field] = c.actual
            continue
        d = out["objects"].setdefault(c.obj, {})
        v = c.actual
        if c.field in ("types", "subtypes", "supertypes"):
            v = sorted(v)
        elif c.field == "colors":
            v = sorted(x.lower() for x in v)
        elif c.field == "abilities":
            d["keywords"] = sorted({a.lower().replace(" ", "") for a in v} & _KW_PEER)
            continue
        elif c.field == "counters":
            v = {k: n for k, n in (v or {}).items() if n}
        elif c.field == "pt":
            creature_names.add(c.obj)
        d[c.field] = v
    for n, d in out["objects"].items():
        if d.get("zone") != "battlefield":
            out["objects"][n] = {"zone": d.get("zone")}
        else:
            d.setdefault("name", n)
            if d.pop("all_creature_types", False):
                d["subtypes"] = [EVERY_CREATURE_TYPE]
            if "pt" not in d:
                d.pop("damage", None)
    return out


# --- the mana a spell costs ------------------------------------------------------------------------------
def spell_mana(face: dict) -> tuple[list, str | None]:
    """The peer's mana (added to the pool by its debug action) and ours (the ``mana:`` of the cast step)."""
    cost = face.get("mana_cost") or {}
    shards = list(cost.get("shards") or [])
    generic = int(cost.get("generic") or 0)
    sym = {v: k for k, v in _MANA.items()}
    ours = "".join("{%s}" % sym[s] for s in shards) + ("{%d}" % generic if generic else "")
    return shards + ["Colorless"] * generic, ours or None


# --- comparing ----------------------------------------------------------------------------------------------
def compare(ours: dict, peer: dict) -> list[tuple[str, str, object, object]]:
    """(object or player, field, ours, peer) for every value the engines give differently."""
    out = []
    for who in PLAYERS:
        a, b = ours["players"][who].get("life"), peer["players"][who].get("life")
        if a != b:
            out.append((who, "life", a, b))
    if peer.get("game_over"):
        # A player lost (104.2a, 704.5a): the game is over and the cards stay where they are; the peer
        # exiles the loser's cards as a player leaving a multiplayer game would (800.4a). Only the life
        # totals are compared.
        return out
    for n, pd in peer["objects"].items():
        od = ours["objects"].get(n, {})
        for f in sorted(set(od) | set(pd)):
            if od.get(f) != pd.get(f):
                out.append((n, f, od.get(f), pd.get(f)))
    return out


def run_board(i: int, seed: int, pool: dict, peer: Peer, db) -> dict:
    rng = random.Random(seed * 1_000_003 + i)
    board = make_board(rng, pool)
    rec = {"board": i, "seed": seed, "permanents": board["permanents"], "spell": board["spell"]}
    t0 = time.perf_counter()
    try:
        peer_out = peer.run(board)
    except PeerUnread as exc:
        rec.update(status="peer unread", reason=str(exc)[:160], seconds=time.perf_counter() - t0)
        return rec
    rec["plan"] = peer.plan
    try:
        ours = ours_run(board, peer.plan, db)
    except OursUnread as exc:
        if _REFUSAL.search(str(exc)):   # ours refused a choice the peer offered as legal: a disagreement
            rec.update(status="disagree", game_over=False, seconds=time.perf_counter() - t0,
                       diffs=[["(the choices)", "legality", "refused: " + str(exc)[7:], "allowed"]])
        else:
            rec.update(status="ours unread", reason=str(exc), seconds=time.perf_counter() - t0)
        return rec
    diffs = compare(ours, peer_out)
    rec.update(status="disagree" if diffs else "agree", game_over=peer_out["game_over"], seconds=time.perf_counter() - t0,
               diffs=[list(map(_plain, d)) for d in diffs])
    return rec


_REFUSAL = re.compile(r"is not a legal target|can't attack|can't block|can't be cast|can't be blocked")


def known_peer_faults() -> list[dict]:
    """The disagreements triaged as the peer's fault (bench/differential-peer-faults.yaml)."""
    import yaml
    return yaml.safe_load(PEER_FAULTS.read_text()) or []


def explained(rec: dict, faults: list[dict]) -> dict | None:
    """The recorded peer fault a disagreeing board shows: one of the fault's cards is on the board (``match:
    all``: every one of them)."""
    names = {p["card"] for p in rec["permanents"]} | ({rec["spell"]["card"]} if rec.get("spell") else set())
    for f in faults:
        if (set(f["cards"]) <= names) if f.get("match") == "all" else (names & set(f["cards"])):
            return f
    return None


def _plain(v):
    return v if isinstance(v, (str, int, float, type(None))) else json.dumps(v, sort_keys=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--boards", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--db", default=os.environ.get("KB_DB", str(ROOT / "data" / "kb.db")))
    ap.add_argument("--out", default=None, help="write every board's record (JSON Lines)")
    ap.add_argument("--only", type=int, default=None, help="run one board (its index) and print it")
    args = ap.parse_args(argv)
    try:
        import phase  # noqa: F401
    except ImportError:
        print("the peer engine is not installed: pip install -e '.[oracle]'", file=sys.stderr)
        return 2
    if not Path(args.db).exists():
        print(f"no KB at {args.db} (set KB_DB)", file=sys.stderr)
        return 2
    import sqlite3
    pool = build_pool(args.db)
    peer = Peer(pool)
    db = sqlite3.connect(f"file:{args.db}?mode=ro", uri=True)
    indexes = [args.only] if args.only is not None else range(args.boards)
    counts, kinds, reasons, times = Counter(), Counter(), Counter(), []
    faults, triage, untriaged = known_peer_faults(), Counter(), []
    out = open(args.out, "w") if args.out else None
    t0 = time.perf_counter()
    for i in indexes:
        rec = run_board(i, args.seed, pool, peer, db)
        counts[rec["status"]] += 1
        times.append(rec["seconds"])
        if rec["status"].endswith("unread"):
            reasons[rec["status"] + ": " + re.sub(r"\d+", "N", rec["reason"])[:90]] += 1
        for d in rec.get("diffs", []):
            kinds[d[1]] += 1
        if rec["status"] == "disagree":
            f = explained(rec, faults)
            if f is not None:
                triage["peer wrong: " + ", ".join(f["cards"]) + f" ({f['rule']})"] += 1
            else:
                untriaged.append(rec["board"])
        counts["game over"] += bool(rec.get("game_over"))
        if out:
            out.write(json.dumps(rec) + "\n")
        if args.only is not None:
            print(json.dumps(rec, indent=1))
            print(json.dumps(scenario_of(_board_again(i, args.seed, pool), rec.get("plan") or {
                "spell_targets": [], "spell_mana": None, "attackers": [], "blocks": {}}), indent=1))
    if out:
        out.close()
    total = time.perf_counter() - t0
    n = sum(v for k, v in counts.items() if k != "game over")
    compared = counts["agree"] + counts["disagree"]
    print(f"boards generated {n}; compared {compared} (agree {counts['agree']}, disagree {counts['disagree']}); "
          f"left out: ours cannot decide or could not run {counts['ours unread']}, peer {counts['peer unread']}")
    print(f"median board {statistics.median(times) * 1000:.0f} ms, total {total:.0f} s")
    for k, c in kinds.most_common():
        print(f"  differing field {k}: {c}")
    for t, c in triage.most_common():
        print(f"  triaged {t}: {c}")
    print(f"  not yet triaged: {len(untriaged)} {untriaged[:30]}")
    print(f"  compared boards ending with a player at 0 life (life totals only): {counts['game over']}")
    for r, c in reasons.most_common(25):
        print(f"  {c:5d}  {r}")
    return 0


def _board_again(i: int, seed: int, pool: dict) -> dict:
    return make_board(random.Random(seed * 1_000_003 + i), pool)


if __name__ == "__main__":
    raise SystemExit(main())
