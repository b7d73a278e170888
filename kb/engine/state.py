"""The game state: players, objects in zones, continuous effects, timestamps (613.7).

One central :class:`GameState`, in the spirit of python-chess's ``Board``: actions change it
(``enter``, ``put_counters``, ``attach``, ``cast``, ``activate``, ``resolve``, ``move``,
``end_turn`` ...), and :meth:`GameState.evaluate` runs the layer system (:mod:`kb.engine.layers`)
to give every object's characteristics. Every action is logged in ``log`` with the rules that
govern it (as citation concepts, see :mod:`kb.engine.trace`).

Not yet modelled (the next step): the stack and priority (a cast spell resolves at once),
triggered abilities, damage, combat, state-based actions, tokens created by effects.
"""
from __future__ import annotations

from .abilities import ActivatedAbility, EntersAsCopy, EntersChoice, EntersTapped, ManaAbility, SpellAbility
from .errors import EngineError
from .effects import ColorOp, ContinuousEffect, ControlOp, CopyOp, PTModOp, PTSetOp, TextOp
from .filters import Const, Ctx, Value
from .layers import Snapshot, evaluate
from .objects import CardDef, Counter, GameObject, Working
from .parser import parse_instructions
from .profiles import Profile, profile_for
from .trace import Trace
from .values import COLOR_NAMES, color_of

__all__ = ["GameState", "EngineError", "describe"]


class GameState:
    def __init__(self, edition: str, players=("you", "opponent"), profile: Profile | None = None):
        self.edition = edition
        self.profile = profile or profile_for(edition)
        if not players:
            raise EngineError("a game needs at least one player")
        self.players = list(players)
        self.active = self.players[0]
        self.objects: dict[int, GameObject] = {}
        self.effects: list[ContinuousEffect] = []
        self.clock = 0
        self.turn = 1
        self.static_cache: dict = {}
        self.aliases: dict[str, int] = {}
        self.log = Trace()
        self._oid = 0
        self._version = 0
        self._snap: tuple[int, Snapshot] | None = None

    # --- bookkeeping ---------------------------------------------------------------------------------
    def tick(self) -> int:
        """A new timestamp (613.7)."""
        self.clock += 1
        return self.clock

    def _changed(self) -> None:
        self._version += 1
        self._expire()

    def _expire(self) -> None:
        """611.2b: an effect "for as long as ..." ends for good once its duration ends."""
        keep = []
        for e in self.effects:
            if e.duration.startswith("while:") and not self._while_holds(e):
                self.log.add(f"{e.label}: its \u201cfor as long as\u201d duration is over, so the effect ends",
                             "as_long_as", indent=1, kind="step")
                continue
            keep.append(e)
        self.effects = keep

    def _while_holds(self, e: ContinuousEffect) -> bool:
        src = self.objects.get(e.source) if e.source is not None else None
        if src is None or src.zone != "battlefield":
            return False  # the source left: a new object if it returns (400.7)
        kind = e.duration.split(":", 1)[1]
        if kind == "source_tapped":
            return src.tapped
        if kind == "source_controlled":
            return src.controller == e.you
        return True

    def evaluate(self, trace: bool = False) -> Snapshot:
        """Run the layer system over the current state (613.1)."""
        if not trace and self._snap is not None and self._snap[0] == self._version:
            return self._snap[1]
        snap = evaluate(self, Trace() if trace else None)
        if not trace:
            self._snap = (self._version, snap)
        return snap

    def obj(self, ref) -> GameObject:
        if isinstance(ref, GameObject):
            return ref
        if isinstance(ref, int) and ref in self.objects:
            return self.objects[ref]
        oid = self.aliases.get(str(ref))
        if oid is None or oid not in self.objects:
            known = ", ".join(sorted(self.aliases)) or "none"
            raise EngineError(f"no object called {ref!r} (known: {known})")
        return self.objects[oid]

    def has(self, ref) -> bool:
        return str(ref) in self.aliases

    def _player(self, name: str | None) -> str:
        if name is None:
            return self.active
        if name not in self.players:
            raise EngineError(f"unknown player {name!r} (players: {', '.join(self.players)})")
        return name

    def _new_object(self, card: CardDef, zone: str, owner: str, controller: str, alias: str, ts: int) -> GameObject:
        self._oid += 1
        o = GameObject(self._oid, card, owner, controller, zone, ts, alias)
        self.objects[o.oid] = o
        self.aliases[alias] = o.oid
        self._changed()
        return o

    def unique_alias(self, base: str) -> str:
        if base not in self.aliases:
            return base
        n = 2
        while f"{base} #{n}" in self.aliases:
            n += 1
        return f"{base} #{n}"

    # --- zones ----------------------------------------------------------------------------------------
    def enter(self, entries: list[dict]) -> list[GameObject]:
        """Objects enter the battlefield; several at once get timestamps in APNAP order (613.7m).

        Each entry: ``card`` (CardDef), optional ``controller``, ``owner``, ``alias``,
        ``choices`` (for "As ~ enters, choose ..."), ``attach_to``, ``counters``, ``tapped``,
        ``copy`` (the object it enters as a copy of), ``face_down``.
        """
        order = sorted(range(len(entries)), key=lambda i: self._apnap(entries[i].get("controller")))
        out: list = [None] * len(entries)
        simultaneous = len(entries) > 1
        for i in order:
            out[i] = self._enter_one(entries[i], simultaneous)
        if simultaneous:
            self.log.add("They entered simultaneously: the active player's objects get the earlier "
                         "timestamps, in the order listed, then each other player's in turn order.",
                         "ts_simultaneous", indent=1, kind="step")
        return out

    def _apnap(self, controller: str | None) -> int:
        p = self._player(controller)
        n = len(self.players)
        return (self.players.index(p) - self.players.index(self.active)) % n

    def _enter_one(self, e: dict, simultaneous: bool) -> GameObject:
        card: CardDef = e["card"]
        controller = self._player(e.get("controller"))
        owner = self._player(e.get("owner") or controller)
        alias = e.get("alias") or self.unique_alias(card.name)
        if alias in self.aliases and self.objects[self.aliases[alias]].zone == "battlefield":
            raise EngineError(f"{alias!r} is already on the battlefield (use as: to name another copy)")
        ts = self.tick()
        o = self._new_object(card, "battlefield", owner, controller, alias, ts)
        choices = dict(e.get("choices") or {})
        for ab in card.abilities:
            if isinstance(ab, EntersChoice):
                if ab.choice not in choices:
                    raise EngineError(f"{alias}: \u201c{ab.text.replace('~', card.name)}\u201d needs a choice "
                                      f"(choose: {{{ab.choice}: ...}})")
            if isinstance(ab, EntersTapped):
                o.tapped = True
        o.choices = _normalise_choices(choices)
        if e.get("tapped"):
            o.tapped = True
        how = f"{alias} enters the battlefield under {_poss(controller)} control [timestamp {ts}]"
        self.log.add(how, "ts_object", "control_default", kind="step")
        if e.get("attach_to") is not None:
            target = self.obj(e["attach_to"])
            o.attached_to = target.oid
            self.log.add(f"{alias} enters attached to {target.alias}", "ts_attach", indent=1, kind="step")
        if e.get("copy") is not None:
            self._copy(o, self.obj(e["copy"]))
        if e.get("face_down"):
            o.face_down = True
        for kind, n in (e.get("counters") or {}).items():
            self.put_counters(o, kind, n, log=False)
            self.log.add(f"{alias} enters with {n} {kind} counter(s) [timestamp {o.counters[kind].ts}]",
                         "ts_counter", indent=1, kind="step")
        self._changed()
        return o

    def _copy(self, o: GameObject, original: GameObject) -> None:
        if not any(isinstance(a, EntersAsCopy) for a in o.card.abilities):
            raise EngineError(f"{o.alias} has no \u201center the battlefield as a copy\u201d ability")
        card = original.card
        for e in self.effects:  # 707.2: copy effects already on the original are part of its copiable values
            if e.locked == frozenset((original.oid,)) and any(op.kind == "copy" for op in e.ops):
                card = next(op.card for op in e.ops if op.kind == "copy")
        eff = ContinuousEffect(
            key=("copy", o.oid), label=f"{o.alias} enters as a copy of {original.alias}", ops=(CopyOp(card, original.alias),),
            origin="resolved", ts=(o.ts, 0, 0, 0), ts_reason="ts_object", source=o.oid, source_name=o.alias,
            locked=frozenset((o.oid,)), you=o.controller, duration="indefinite")
        self.effects.append(eff)
        self.log.add(f"{o.alias} enters as a copy of {original.alias}: it copies the copiable values",
                     "copiable", indent=1, kind="step")

    def put_into(self, card: CardDef, zone: str, owner: str | None = None, alias: str | None = None) -> GameObject:
        """A card in a zone other than the battlefield (a graveyard, hand, library, exile)."""
        owner = self._player(owner)
        alias = alias or self.unique_alias(card.name)
        o = self._new_object(card, zone, owner, owner, alias, self.tick())
        self.log.add(f"{alias} is put into {_poss(owner)} {zone}", "ts_object", kind="step")
        return o

    def move(self, ref, zone: str, *, log: bool = True, choices: dict | None = None) -> GameObject:
        """Move an object to another zone: it becomes a new object (400.7) with a new timestamp."""
        o = self.obj(ref)
        if zone == "battlefield":
            for ab in o.card.abilities:
                if isinstance(ab, EntersChoice) and ab.choice not in (choices or {}):
                    raise EngineError(f"{o.alias}: \u201c{ab.text.replace('~', o.card.name)}\u201d needs a choice as "
                                      f"it enters again (choose: {{{ab.choice}: ...}})")
        if zone == o.zone and zone != "battlefield":
            return o
        for other in self.objects.values():
            if other.attached_to == o.oid:
                other.attached_to = None
        del self.objects[o.oid]
        controller = o.owner if zone != "battlefield" else o.controller
        n = self._new_object(o.card, zone, o.owner, controller, o.alias, self.tick())
        if zone == "battlefield":
            n.choices = _normalise_choices(choices or {})
            if any(isinstance(ab, EntersTapped) for ab in o.card.abilities):
                n.tapped = True
        if log:
            self.log.add(f"{o.alias} moves from the {o.zone} to the {zone}: a new object with no memory of "
                         f"its previous existence [timestamp {n.ts}]", "new_object", "ts_object", kind="step")
        return n

    def leave(self, ref, to: str = "graveyard") -> GameObject:
        return self.move(ref, to)

    def blink(self, ref, controller: str | None = None, choices: dict | None = None) -> GameObject:
        o = self.obj(ref)
        self.move(o, "exile", log=False)
        n = self.move(o.alias, "battlefield", log=False, choices=choices)
        n.controller = self._player(controller or o.owner)
        self.log.add(f"{o.alias} is exiled and returns to the battlefield: a new object [timestamp {n.ts}]",
                     "new_object", "ts_object", kind="step")
        return n

    # --- counters, status, attachments ------------------------------------------------------------------
    def put_counters(self, ref, kind: str, n: int, *, log: bool = True) -> None:
        """613.7c: the counters receive a timestamp; counters of that kind already there share it."""
        o = self.obj(ref)
        kind = kind.strip()
        ts = self.tick()
        c = o.counters.get(kind)
        o.counters[kind] = Counter((c.n if c else 0) + int(n), ts)
        if log:
            self.log.add(f"{o.alias} gets {n} {kind} counter(s) [timestamp {ts}]", "ts_counter", kind="step")
        self._changed()

    def remove_counters(self, ref, kind: str, n: int) -> None:
        o = self.obj(ref)
        c = o.counters.get(kind)
        if c is None or c.n < n:
            raise EngineError(f"{o.alias} has {c.n if c else 0} {kind} counter(s), can't remove {n}")
        c.n -= n
        if c.n == 0:
            del o.counters[kind]
        self.log.add(f"{o.alias} loses {n} {kind} counter(s)", kind="step")
        self._changed()

    def attach(self, ref, to) -> None:
        """613.7e: an Aura, Equipment or Fortification gets a new timestamp when it becomes attached."""
        o, t = self.obj(ref), self.obj(to)
        if o.zone != "battlefield" or t.zone != "battlefield":
            raise EngineError(f"{o.alias} and {t.alias} must both be on the battlefield to attach")
        o.attached_to = t.oid
        o.ts = self.tick()
        self.log.add(f"{o.alias} becomes attached to {t.alias} [new timestamp {o.ts}]", "ts_attach", kind="step")
        self._changed()

    def detach(self, ref) -> None:
        o = self.obj(ref)
        o.attached_to = None
        self.log.add(f"{o.alias} becomes unattached", kind="step")
        self._changed()

    def set_tapped(self, ref, tapped: bool) -> None:
        o = self.obj(ref)
        o.tapped = tapped
        self._changed()

    def turn_face(self, ref, down: bool) -> None:
        """613.7f: a permanent gets a new timestamp when it turns face up or face down."""
        o = self.obj(ref)
        o.face_down = down
        o.ts = self.tick()
        self.log.add(f"{o.alias} turns face {'down' if down else 'up'} [new timestamp {o.ts}]",
                     "ts_face", "face_down", kind="step")
        self._changed()

    def end_turn(self) -> None:
        """514.2: "until end of turn" and "this turn" effects end; the next player's turn."""
        before = len(self.effects)
        self.effects = [e for e in self.effects if e.duration != "end_of_turn"]
        ended = before - len(self.effects)
        self.turn += 1
        self.active = self.players[(self.players.index(self.active) + 1) % len(self.players)]
        self.log.add(f"The turn ends: {ended} \u201cuntil end of turn\u201d effect(s) end; it is now "
                     f"{_poss(self.active)} turn", "end_of_turn", kind="step")
        self._changed()

    def end_effect(self, handle: str) -> None:
        keep = [e for e in self.effects if e.handle != handle]
        if len(keep) == len(self.effects):
            known = ", ".join(sorted({e.handle for e in self.effects if e.handle})) or "none"
            raise EngineError(f"no effect called {handle!r} (named effects: {known})")
        self.effects = keep
        self.log.add(f"The effect {handle!r} ends", kind="step")
        self._changed()

    # --- spells and abilities ---------------------------------------------------------------------------
    def cast(self, card: CardDef, *, controller: str | None = None, targets=(), choices=None,
             mode: int | None = None, handle: str | None = None, alias: str | None = None) -> list[ContinuousEffect]:
        """Cast an instant or sorcery; it resolves at once (608.2) and goes to its owner's graveyard."""
        controller = self._player(controller)
        spell = next((a for a in card.abilities if isinstance(a, SpellAbility)), None)
        if spell is None:
            raise EngineError(f"{card.name} is not an instant or sorcery with instructions to resolve")
        text = spell.text
        if text.startswith("Choose"):
            modes = [ln.lstrip("\u2022-* ").strip() for ln in text.split("\n")[1:] if ln.strip()]
            if mode is None or not 1 <= mode <= len(modes):
                raise EngineError(f"{card.name} is modal: give mode: 1 … {len(modes)}")
            text = modes[mode - 1]
        self.log.add(f"{_subject(controller)} {_verb(controller, 'cast')} {card.name}" + (f" targeting {', '.join(map(str, targets))}" if targets else ""),
                     kind="step")
        effects = self.resolve(text, source_name=card.name, controller=controller, targets=targets,
                               choices=choices, handle=handle, label=card.name)
        self.put_into(card, "graveyard", owner=controller, alias=alias or self.unique_alias(card.name))
        return effects

    def activate(self, ref, which=None, *, targets=(), choices=None, handle: str | None = None) -> list[ContinuousEffect]:
        """Activate an activated ability (costs are taken as paid); it resolves at once."""
        o = self.obj(ref)
        w = self.evaluate().get(o.oid)
        # activated abilities, mana abilities included, in the order the object has them (602.1, 605.1a)
        held = [h.ability for h in (w.abilities if w else ()) if isinstance(h.ability, (ActivatedAbility, ManaAbility))]
        if not held:
            raise EngineError(f"{o.alias} has no activated ability to activate now")
        if which is None:
            if len(held) > 1:
                raise EngineError(f"{o.alias} has {len(held)} activated abilities: give ability: 1 … {len(held)} "
                                  "or a phrase of its text")
            ab = held[0]
        elif isinstance(which, int):
            if not 1 <= which <= len(held):
                raise EngineError(f"{o.alias} has {len(held)} activated abilities, not {which}")
            ab = held[which - 1]
        else:
            found = [a for a in held if str(which).lower() in a.display(o.card.name).lower()]
            if len(found) != 1:
                raise EngineError(f"{which!r} matches {len(found)} activated abilities of {o.alias}")
            ab = found[0]
        self.log.add(f"{_subject(w.controller)} {_verb(w.controller, 'activate')} {o.alias}'s ability "
                     f"\u201c{ab.display(o.card.name)}\u201d", kind="step")
        if "{T}" in ab.text.split(":", 1)[0]:
            o.tapped = True  # paying the {T} cost (107.5, 602.2; other costs are taken as paid)
        if isinstance(ab, ManaAbility):
            self.log.add("a mana ability: it adds mana, which the engine does not model", indent=1, kind="step")
            return []
        return self.resolve(ab.effect, source=o, source_name=o.card.name, controller=w.controller, targets=targets,
                            choices=choices, handle=handle, label=o.alias)

    def resolve(self, text: str, *, source: GameObject | None = None, source_name: str | None = None,
                controller: str | None = None, targets=(), choices=None, handle: str | None = None,
                label: str | None = None) -> list[ContinuousEffect]:
        """A spell or ability resolves (608.2): its continuous effects begin, with one timestamp
        (613.7b) and, when they modify objects, the set of objects fixed now (611.2c)."""
        controller = self._player(controller)
        name = source_name or (source.card.name if source else None)
        instructions, slots = parse_instructions(text, name)
        targets = list(targets or ())
        if len(targets) != len(slots):
            want = ", ".join(p for _, p in slots) or "none"
            raise EngineError(f"\u201c{text}\u201d has {len(slots)} target(s) ({want}); {len(targets)} given")
        snap = self.evaluate()
        src_w = snap.get(source.oid) if source is not None else None
        ctx = Ctx(snap.work, src_w, controller, _normalise_choices(choices or {}))
        target_ids = []
        for (sel, phrase), ref in zip(slots, targets):
            t = self.obj(ref)
            tw = snap.get(t.oid)
            if tw is None or not sel.match(tw, ctx):  # 601.2c / 608.2b: a legal target
                raise EngineError(f"{t.alias} is not a legal target for \u201c{phrase}\u201d ({describe_short(tw)})")
            target_ids.append(t.oid)
        choices = _normalise_choices(choices or {})
        ts = self.tick()
        made: list[ContinuousEffect] = []
        groups: dict = {}
        self.log.add(f"\u201c{text.replace('~', name or 'it')}\u201d resolves [timestamp {ts}]", "ts_resolved", kind="step")
        for idx, ins in enumerate(instructions):
            ids = self._subject_ids(ins.subject, target_ids, source, snap, ctx)
            if ins.kind == "continuous":
                ops = tuple(self._fix(op, ctx, snap, ids, choices, ins) for op in ins.ops)
                gkey = (ins.subject, ins.duration, ins.rules)
                g = groups.get(gkey)
                if g is not None:
                    g.ops = g.ops + ops
                    g.label += " " + ins.text
                    continue
                lab = ins.text.replace("~", name or "it")
                eff = ContinuousEffect(
                    key=("resolved", ts, idx), label=f"{label}: {lab}" if label and label not in lab else lab,
                    ops=ops, origin="resolved", ts=(ts, 0, idx, 0), ts_reason="ts_resolved",
                    source=source.oid if source else None, source_name=name or "", you=controller,
                    duration=ins.duration, choices=choices, started_turn=self.turn, handle=handle)
                if ins.rules:
                    eff.rules_selector = ins.subject.selector if ins.subject.kind == "selector" else None
                    eff.locked = None
                    if eff.rules_selector is None:
                        eff.locked = frozenset(ids)
                    self.log.add("it changes the rules, not objects: it will apply to whatever matches when "
                                 "the rule is consulted", "locked", "rules_effects", indent=1, kind="step")
                else:
                    eff.locked = frozenset(ids)
                    names = ", ".join(sorted(self.objects[i].alias for i in ids)) or "nothing"
                    self.log.add(f"it affects {names}; this set is fixed now", "locked", indent=1, kind="step")
                groups[gkey] = eff
                self.effects.append(eff)
                made.append(eff)
            elif ins.kind in ("untap", "tap"):
                for i in ids:
                    self.objects[i].tapped = ins.kind == "tap"
                self.log.add(f"{ins.kind} {', '.join(self.objects[i].alias for i in ids)}", indent=1, kind="step")
            elif ins.kind == "counters":
                kind, n = ins.counter
                for i in ids:
                    self.put_counters(i, kind, n)
            elif ins.kind == "blink":
                for i in list(ids):
                    self.blink(i, controller)
            elif ins.kind == "not_modelled":
                self.log.add(f"\u201c{ins.text}\u201d: not modelled by the engine (no effect on characteristics)",
                             indent=1, kind="step")
        self._changed()
        return made

    def _subject_ids(self, subject, target_ids, source, snap, ctx) -> list[int]:
        if subject is None:
            return []
        if subject.kind == "target":
            return [target_ids[subject.index]]
        if subject.kind == "self":
            if source is None:
                raise EngineError("the text refers to its source (~), but no source object was given")
            return [source.oid]
        if subject.kind == "selector":
            return sorted(subject.selector.select(snap.work, ctx))
        raise EngineError(f"unknown subject {subject}")

    def _fix(self, op, ctx: Ctx, snap, ids, choices, ins):
        """608.2h: values are determined once, as the spell or ability resolves."""
        w = snap.get(ids[0]) if ids else None
        if isinstance(op, ControlOp) and op.player is None:
            return ControlOp(ctx.you)
        if isinstance(op, (PTSetOp,)) and op.dynamic:
            return PTSetOp(_const(op.power, ctx, w), _const(op.toughness, ctx, w))
        if isinstance(op, PTModOp) and op.dynamic:
            return PTModOp(_const(op.dp, ctx, w), _const(op.dt, ctx, w))
        if isinstance(op, ColorOp) and op.chosen:
            c = choices.get("color")
            if not c:
                raise EngineError(f"\u201c{ins.text}\u201d needs a colour choice (choose: {{color: ...}})")
            return ColorOp(set=frozenset((c,))) if op.chosen == "set" else ColorOp(add=frozenset((c,)))
        if isinstance(op, TextOp):
            old, new = choices.get("text_from"), choices.get("text_to")
            if not old or not new:
                raise EngineError(f"\u201c{ins.text}\u201d needs choose: {{text_from: ..., text_to: ...}}")
            return TextOp(old, new)
        return op

    # --- reading -----------------------------------------------------------------------------------
    def characteristics(self, ref) -> Working:
        o = self.obj(ref)
        return self.evaluate().work[o.oid]


def _subject(player: str) -> str:
    return "You" if player == "you" else player


def _verb(player: str, verb: str) -> str:
    return verb if player == "you" else verb + "s"


def _poss(player: str) -> str:
    return "your" if player == "you" else f"{player}'s"


def _const(v: Value | None, ctx, w) -> Value | None:
    if v is None or not v.dynamic:
        return v
    return Const(v.eval(ctx, w))


def _normalise_choices(choices: dict) -> dict:
    out = dict(choices)
    c = out.get("color")
    if c is not None:
        cc = color_of(str(c))
        if cc is None:
            raise EngineError(f"not a colour: {c!r}")
        out["color"] = cc
    for k in ("creature_type", "basic_land_type"):
        if out.get(k) is not None:
            out[k] = str(out[k]).strip().capitalize() if k == "basic_land_type" else str(out[k]).strip()
    return out


def describe_short(w: Working | None) -> str:
    if w is None:
        return "not there"
    t = " ".join(sorted(w.supertypes | w.types))
    return f"{t} in the {w.zone}"


def describe(w: Working, snap: Snapshot | None = None) -> dict:
    """The characteristics of one object as plain data (what expectations and JSON compare)."""
    creature = "Creature" in w.types
    o = w.obj
    subs = sorted(w.subtypes)
    return {
        "name": w.name,
        "mana_value": w.mana_value,
        "colors": [COLOR_NAMES[c] for c in sorted(w.colors, key="WUBRG".index)],
        "supertypes": sorted(w.supertypes),
        "types": sorted(w.types),
        "subtypes": subs,
        "all_creature_types": w.all_ctypes,
        "abilities": [h.ability.display(w.name) for h in w.abilities],
        "power": w.power if creature else None,
        "toughness": w.toughness if creature else None,
        "controller": w.controller,
        "owner": w.owner,
        "zone": w.zone,
        "counters": {k: c.n for k, c in o.counters.items()},
        "tapped": o.tapped,
        "face_down": o.face_down,
        "restrictions": list(snap.restrictions.get(w.oid, [])) if snap is not None else [],
    }
