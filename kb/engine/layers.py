"""The layer system (613): one full evaluation of every object's characteristics.

For each layer (and sublayer) of the rules profile:

1. Collect the effects with a part in this layer: effects of resolved spells and abilities (their
   affected set locked when they began, 611.2c), effects of static abilities that exist *now*
   (their source has the ability at this point of the pipeline; the set they apply to is taken
   when they start, 611.3a), effects that already started in an earlier layer (613.6: they keep
   applying to the same set even if their ability has been removed since), and counters (613.7c).
2. Order them: characteristic-defining abilities first (613.3), then timestamps (613.7), except
   where one effect depends on another (613.8). Dependency is *derived* by trial application:
   effect A depends on B when applying B to a copy of the current state changes whether A exists,
   what it applies to, or what it does (613.8a). A dependent effect waits until just after the
   effects it depends on (613.8b); effects in a dependency loop go in timestamp order (613.8b).
   After each application the order of the remaining effects is re-evaluated (613.8c).
3. Apply the chosen effect's part for this layer, record why it went where it went, repeat.

Nothing here knows a card or an example: effects are data, and the only inputs to the ordering
are timestamps, the CDA flag and what trial application shows.
"""
from __future__ import annotations

import operator
import re
from dataclasses import dataclass
from typing import Iterator, Mapping

from .abilities import StaticAbility, functions_in_command
from .attackowner import owner_labels
from .attackyou import attack_labels
from .bestowed import bestowed_effect
from .reconfigure import reconfigured_effect
from .effects import (RULES_TEXT_ORIGINS, AbilityOp, ContinuousEffect, CounterPTOp, FaceDownOp, PTModOp, TypeOp, intrinsic_mana,
                      with_source)
from .filters import Const, Ctx
from .gamevalues import GameView, game_key
from .keywords import keyword_of
from .keywordcounters import counter_keyword
from .keywordactions import GOADED
from .honecounter import HONE, hone_defined
from .objects import Held, Working
from .trace import Trace
from .copies import face_down_mana_cost, listed_text
from .exiledfacedown import exiled_face_down_effect
from .values import BASIC_LAND_TYPES, COLOR_NAMES, subtype_kind

__all__ = ["evaluate", "Snapshot", "Overlay"]

# Fields whose change can make static abilities appear or vanish (their source's abilities,
# zone) or change what "you" is.
_EXISTENCE_FIELDS = frozenset(("abilities", "types", "subtypes", "controller", "zone"))
_COUNTER_PT = re.compile(r"^([+-]\d+)/([+-]\d+)$")  # "+1/+1", "-1/-1", "+1/+0" counters (122.1a)
_GETTERS: dict = {}


def _fields_getter(fields: frozenset):
    """A function giving the values of the characteristic groups ``fields`` of a working object
    (what ``Working.field`` gives for each, in one C-level call): compared before and after."""
    g = _GETTERS.get(fields)
    if g is None:
        names: list = []
        for f in sorted(fields):
            names += {"pt": ("power", "toughness"), "subtypes": ("subtypes", "all_ctypes")}.get(f, (f,))
        g = _GETTERS[fields] = operator.attrgetter(*names) if names else (lambda w: ())
    return g


class Overlay(Mapping):
    """The objects with some of them replaced: the state after a trial application."""

    __slots__ = ("base", "changes")

    def __init__(self, base: Mapping, changes: dict):
        self.base = base
        self.changes = changes

    def __getitem__(self, k):
        c = self.changes.get(k)
        return c if c is not None else self.base[k]

    def get(self, k, default=None):
        c = self.changes.get(k)
        if c is not None:
            return c
        return self.base.get(k, default)

    def __iter__(self):
        return iter(self.base)

    def __len__(self):
        return len(self.base)

    def __contains__(self, k):
        return k in self.base

    def values(self):
        ch = self.changes
        return [ch.get(k, v) for k, v in self.base.items()] if ch else self.base.values()

    def items(self):
        ch = self.changes
        return [(k, ch.get(k, v)) for k, v in self.base.items()] if ch else self.base.items()


@dataclass
class Applied:
    """One application of one effect's part in one layer, and why it came there."""

    layer: str
    effect: ContinuousEffect
    ids: frozenset
    reason: str                 # 'timestamp' | 'cda' | 'dependency' | 'loop' | 'ahead' | 'only'
    depends_on: list            # [(effect, 'existence' | 'applies_to' | 'does')]
    loop: list                  # effects of the loop it was applied in, if any


class Snapshot:
    """The result of an evaluation: every object's characteristics, the rules effects that apply
    to each (613.11), the order in which effects were applied (``applied``) and the trace when one
    was asked for."""

    def __init__(self, work: dict, restrictions: dict, rules: list, trace: Trace | None, applied: list,
                 cost_changes: list | None = None):
        self.work = work
        self.restrictions = restrictions
        self.rules = rules
        self.trace = trace
        self.applied = applied
        self.cost_changes = cost_changes or []   # (selector, ctx, CostOp): 601.2f cost changes
        self.records = None                      # per-layer inputs and results (kb.engine.incremental)
        self.game_key = None                     # what of the game it read besides the objects (gamevalues.game_key)

    def __deepcopy__(self, memo):
        """A copy without the records for the next evaluation (a copied game evaluates from scratch
        once: the records belong to the game they were made in)."""
        import copy

        new = Snapshot.__new__(Snapshot)
        memo[id(self)] = new
        for k, v in self.__dict__.items():
            setattr(new, k, None if k == "records" else copy.deepcopy(v, memo))
        return new

    def order(self, layer: str) -> list[str]:
        """The labels of the effects applied in ``layer``, in order."""
        return [a.effect.label for a in self.applied if a.layer == layer]

    def __getitem__(self, oid: int) -> Working:
        return self.work[oid]

    def get(self, oid: int) -> Working | None:
        return self.work.get(oid)


# The incremental evaluation (kb.engine.incremental, built on this module) registers itself here on import, so this
# module doesn't import the one built on it; kb.engine.state imports it.
_INCREMENTAL: list = [None]


def set_incremental(cls) -> None:
    _INCREMENTAL[0] = cls


def evaluate(state, trace: Trace | None = None, *, incremental: bool = True, previous: "Snapshot | None" = None) -> Snapshot:
    """Every object's characteristics. ``incremental=False`` recomputes every set and trial
    application from scratch after each application (the reference the caches are tested against).

    Without a trace, the default evaluation records each layer's inputs and results, and with
    ``previous`` (an earlier snapshot of the same game) recomputes only the layers, and within a
    layer only the objects, that the changes since then can affect (:mod:`kb.engine.incremental`)."""
    if incremental and trace is None and _INCREMENTAL[0] is not None:
        ev = _INCREMENTAL[0](state, previous)
    else:
        ev = _Evaluation(state, trace, incremental)
    snap = ev.run()
    if ev.game.used:
        snap.game_key = game_key(state)   # a life total or a library was read: valid while they stay so
    return snap


def undecided_parts(state, snap: Snapshot, reach=None) -> list[tuple[str, frozenset, frozenset]]:
    """Parts of effects that the rules of the edition don't decide, though the engine applies them: each as
    (reason, the fields it writes, the objects it applied to). Before 2003-12-01 no rule says how an effect
    that changes characteristics in several layers applies (the ``multi_layer_parts`` rule change; the 2003-07-01
    and 2003-10-01 editions settle it for type-changing effects by 418.5a's example alone, applied as 2003-12-01's
    418.5b says); before
    2005-10-01 none says whether a static ability's effect that began in an earlier layer still applies in a
    later one once the ability itself has been removed (``removed_ability_effect``: 418.5b from then on).
    ``reach``: the caller's reader of how the static abilities on the board carry a change on (snap → paths,
    kb.engine.unknowns.filter_paths, given by it so that this module needn't import it)."""
    got = snap.__dict__.get("_undecided_parts")   # asked for each answer: worked out once per evaluation
    if got is None:
        got = snap._undecided_parts = _undecided_parts(state, snap, reach)
    return got


def _undecided_parts(state, snap: Snapshot, reach=None) -> list[tuple[str, frozenset, frozenset]]:
    from .versions import rule
    multi_rule = rule("multi_layer_parts", state.edition)
    multi = multi_rule in ("unstated", "type_first_example")
    removed = rule("removed_ability_effect", state.edition) != "continues"
    out = pt_timed_parts(state, snap) + condition_parts(state, snap) + still_type_parts(state, snap) + \
        artifact_creature_type_parts(state, snap, reach)
    if not (multi or removed):
        return out
    keys = [spec.key for spec in state.profile.layers]
    removal = state.profile.classify("ability", None)
    for a in snap.applied:
        e = a.effect
        if not a.ids:
            continue
        reason = None
        if multi and len({state.profile.classify(op.kind, None) for op in e.ops} - {None}) > 1 and not (
                multi_rule == "type_first_example" and any(isinstance(op, TypeOp) for op in e.ops)) \
                and not _multi_layer_moot(state, snap, a, keys):   # by kind
            reason = (f"{e.label}: its effect changes characteristics in several layers, and the rules of "
                      f"{state.edition} don't say how such an effect applies (that rule dates from 2003-12-01; 418.5a's example of "
                      "2003-07-01 and 2003-10-01 speaks only of a type-changing one)")
        elif removed and e.origin == "static" and removal in keys and keys.index(a.layer) > keys.index(removal):
            w = snap.work.get(e.source)
            if w is not None and not any(h.ability is e.ability for h in w.abilities):
                reason = (f"{e.label}: its source lost the ability in an earlier layer; the rules of {state.edition} "
                          f"don't say whether its effect still applies in layer {a.layer} (that rule dates from "
                          "2005-10-01)")
        if reason is not None:
            ops = e.cache.get(state.profile.name, {}).get(a.layer, ())
            out.append((reason, frozenset(f for op in ops for f in op.writes), frozenset(a.ids)))
    return out


def _commutes(op) -> bool:
    """A part that gives the same result whatever it is applied before or after (in any layer): a fixed +N/+M
    (613.4c) or an ability added and nothing removed (613.1f)."""
    from .effects import AbilityOp, PTDoubleOp, PTModOp
    if isinstance(op, PTModOp):
        return not isinstance(op, PTDoubleOp) and not op.dynamic
    if isinstance(op, AbilityOp):
        return bool(op.add) and not (op.remove or op.remove_all or op.cant_have or op.withheld or op.remove_own
                                     or op.remove_bands_with_other)
    return False


def _multi_layer_moot(state, snap: Snapshot, a, keys: list) -> bool:
    """Whether how an effect changing characteristics in several layers applies (no rule before 2003-12-01) can't
    change the result on its objects: each of its parts, and each part of every other effect on those objects in any
    layer from the first to the last it touches, gives the same result applied in any order and any of those layers
    (a fixed +2/+2 and an added haste, with nothing else there but other such parts): every reading agrees."""
    e = a.effect
    mine = [x for x in snap.applied if x.effect is e]
    touched = [keys.index(x.layer) for x in mine if x.layer in keys]
    if not touched:
        return False
    lo, hi = min(touched), max(touched)
    ids = frozenset().union(*(x.ids for x in mine))
    for x in snap.applied:
        if x.layer not in keys or not (lo <= keys.index(x.layer) <= hi) or not (x.ids & ids):
            continue
        if not all(_commutes(op) for op in x.effect.cache.get(state.profile.name, {}).get(x.layer, ())):
            return False
    return True


def condition_parts(state, snap: Snapshot) -> list[tuple[str, frozenset, frozenset]]:
    """A static ability whose condition the scenario can't decide (kb.engine.gamevalues.undecided_conditions): what its
    effect writes, on the objects it would apply to, is "cannot decide" (611.3a: it applies at any given moment only
    while its condition holds)."""
    from .gamevalues import undecided_conditions
    return [(r, frozenset(f for op in tpl.ops for f in op.writes), ids) for r, tpl, ids in undecided_conditions(state, snap)]


def still_type_parts(state, snap: Snapshot) -> list[tuple[str, frozenset, frozenset]]:
    """An effect that sets an object's card type but says it is "still a [type]", under the rules before 2001-07-23:
    214.4 says only that the new type replaces any existing types, and no rule says what "still a [type]" keeps of
    the others (214.4a from 2001-07-23: only the type named; 212.1c from 2003-07-01: all of them). Also, before
    2003-07-01, an effect that makes an object an "artifact creature": the engine reads it as 212.1c does (every prior
    type kept), which those rules don't say (214.4: the new types replace any existing ones). Decided where the
    object had no other type to keep: its printed types are only the ones named and no other type-changing effect
    applies to it; otherwise its types are "cannot decide"."""
    from .effects import TypeOp, retains_all_prior
    from .versions import rule
    if retains_all_prior(state.edition):
        return []
    unstated = rule("still_type", state.edition) == "unstated"
    out = []
    typed = [(a, op) for a in snap.applied for op in a.effect.cache.get(state.profile.name, {}).get(a.layer, ())
             if isinstance(op, TypeOp)]
    for a, op in typed:
        if op.artifact_creature:
            named = op.add_types | {"Instant", "Sorcery"}
            why = (f"it makes an object that had another type an \u201cartifact creature\u201d, and in the rules of "
                   f"{state.edition} new types replace any existing ones (214.4; an \u201cartifact creature\u201d keeps "
                   "all prior types only from 2003-07-01)")
        elif unstated and op.set_types is not None and op.keep_types:
            named = op.set_types | op.keep_types | {"Instant", "Sorcery"}
            why = (f"it sets the card type of an object that had another type, and the rules of {state.edition} don't "
                   "say what \u201cstill a [type]\u201d keeps of the others (214.4; the rule keeping only the type named "
                   "dates from 2001-07-23)")
        else:
            continue
        unsure = frozenset(i for i in a.ids if i in snap.work and (
            set(snap.work[i].obj.card.types) - named
            or any(b.effect is not a.effect and i in b.ids for b, _op in typed)))
        if unsure:
            out.append((f"{a.effect.label}: {why}", frozenset(("types",)), unsure))
    return out


def artifact_creature_type_parts(state, snap: Snapshot, reach=None) -> list[tuple[str, frozenset, frozenset]]:
    """An effect that makes an object a "[creature types] artifact creature" (Liquimetal Torque's kind): from
    2019-10-04 (205.1b, kb.engine.versions artifact_creature_ctypes) it keeps the object's prior card types and
    subtypes other than creature types and replaces its creature types, as the engine applies it. Before, the rule says
    only that an "artifact creature" effect lets the object retain all its prior card types and subtypes (212.1c,
    204.1b, 205.1b): whether its creature types are replaced or kept is not said. Decided where the object has no
    creature type the effect doesn't name; otherwise its subtypes are "cannot decide"."""
    from .effects import TypeOp
    from .values import subtype_kind
    from .versions import rule
    if rule("artifact_creature_ctypes", state.edition) == "replaced":
        return []
    out = []
    for a in snap.applied:
        for op in a.effect.cache.get(state.profile.name, {}).get(a.layer, ()):
            if not (isinstance(op, TypeOp) and op.artifact_creature and op.set_creature_types):
                continue
            unsure = frozenset(i for i in a.ids if i in snap.work and any(
                subtype_kind(t) == "Creature" and t not in op.set_creature_types
                for t in set(snap.work[i].obj.card.subtypes) | set(snap.work[i].subtypes)))
            if unsure:
                reason = (f"{a.effect.label}: it makes an object with other creature types a \u201c[creature types] "
                          f"artifact creature\u201d, and the rules of {state.edition} say only that it retains all its "
                          f"prior card types and subtypes ({state.rule_no('type_retain')}), not whether its creature "
                          "types are replaced (said from 2019-10-04)")
                out.append((reason, frozenset(("subtypes",)), unsure))
                # a static ability on the board whose filter reads types: what it writes, of any object (613.8)
                writes = frozenset(w for r, w, _others in (reach(snap) if reach else ()) if r == "types")
                if writes:
                    out.append((reason, writes, frozenset(snap.work)))
    return out


def pt_timed_parts(state, snap: Snapshot) -> list[tuple[str, frozenset, frozenset]]:
    """A static ability whose condition reads power or toughness and whose effect applies before they are determined
    (kb.engine.parser._pt_condition_in_time: ``pt_timed``): no rule says whether the condition reads the values as its
    effect applies or as the layers leave them (611.3a, 613.4). Where no effect or counter changed any object's power
    or toughness in the layers that determine them, both are the same values and the answer is decided; otherwise what
    the effect writes is "cannot decide" for every object (what it applies to may be decided by the same condition)."""
    timed = [(w, h.ability, t) for w in snap.work.values() if w.zone == "battlefield"
             for h in w.abilities for t in getattr(h.ability, "templates", ()) if getattr(t, "pt_timed", False)]
    if not timed:
        return []
    changed = [a for a in snap.applied if a.ids and any("pt" in op.writes for op in
                                                      a.effect.cache.get(state.profile.name, {}).get(a.layer, ()))]
    if not changed:
        return []
    by = changed[0].effect.label
    out = []
    for w, ab, t in timed:
        reason = (f"{w.obj.alias}'s \u201c{ab.text.replace('~', w.obj.card.name)}\u201d: its condition reads power or "
                  f"toughness, determined in the last layers after its effect applies (613.4), and {by} changes them "
                  "there: the rules don't say which values the condition reads (611.3a)")
        out.append((reason, frozenset(f for op in t.ops for f in op.writes), frozenset(snap.work)))
    return out


def _fmt_colors(c) -> str:
    return " ".join(COLOR_NAMES[x] for x in sorted(c, key="WUBRG".index)) or "colorless"


class _Evaluation:
    def __init__(self, state, trace: Trace | None, incremental: bool = True):
        self.incremental = incremental
        self.state = state
        self.profile = state.profile
        self.edition = state.edition
        self.trace = trace
        self.game = GameView(state)       # life totals, libraries ...: values that read the game (gamevalues)
        self.work: dict[int, Working] = self._initial_work()
        self.started: dict = {}           # effect key -> (effect, frozenset of ids)   (613.6)
        self.mode = self.profile.dependency_mode(self.edition)
        self.resolved = list(state.effects)
        self.counter_effects = self._counter_effects()
        self._fixed: dict = {}            # layer -> the resolved effects and counters with a part in it
        self.applied: list[Applied] = []
        # Caches kept up to date as effects apply (only the objects an application changed are
        # looked at again): the ids each effect applies to now, and each trial application.
        self._ids: dict = {}
        self._trials: dict = {}
        self._effs: dict = {}
        self._pairs: dict = {}  # (a key, b key) -> (the trial it was found with, why | None)
        self.loops: dict = {}
        self.total = 0

    def _initial_work(self) -> dict:
        """613.1: every object's characteristics before any effect."""
        return {o.oid: Working.initial(o, self.state.edition) for o in self.state.objects.values()}

    # --- effects ------------------------------------------------------------------------------------
    def parts(self, e: ContinuousEffect, layer: str) -> tuple:
        by = e.cache.get(self.profile.name)
        if by is None:
            by = {}
            for op in e.ops:
                key = self.profile.classify(op.kind, e)
                if key is not None:
                    by.setdefault(key, []).append(op)
            by = {k: tuple(v) for k, v in by.items()}
            e.cache[self.profile.name] = by
        return by.get(layer, ())

    def _counter_effects(self) -> list:
        """Pseudo-effects for counters (122.1, 613.7c) and face-down status (708.2)."""
        out = []
        face_down_cost = face_down_mana_cost(self.edition)   # "a mana cost of {0}" before 2006-10-01 (502.26b)
        for o in self.state.objects.values():
            if o.zone == "exile" and o.face_down:   # 406.3a: a card exiled face down has no characteristics
                out.append(exiled_face_down_effect(o))
            if o.zone not in ("battlefield", "stack") or (o.zone == "stack" and not o.face_down and not o.bestowed):
                continue
            bestowed = bestowed_effect(o)
            if bestowed is not None:   # 702.103b: an Aura enchantment with enchant creature (kb.engine.bestow)
                out.append(bestowed)
            reconfigured = reconfigured_effect(o)
            if reconfigured is not None:   # 702.151b: attached with reconfigure, not a creature (kb.engine.reconfigure)
                out.append(reconfigured)
            if o.face_down:   # 708.4: a spell cast face down has the face-down characteristics on the stack too
                out.append(ContinuousEffect(
                    key=("face_down", o.oid), label=f"{o.alias} is face down",
                    ops=(FaceDownOp(face_down_cost, o.face_down_listed, listed_text(o.face_down_listed)),),
                    # 708.10, 707.2: the face-down status modifies the copied values: it applies after copy effects
                    origin="rules", ts=(10 ** 9 + o.ts, 0, 0, 0), ts_reason="face_down", source=o.oid,
                    source_name=o.alias, locked=frozenset((o.oid,)), duration="indefinite"))
            if o.zone == "battlefield" and any(self.state.player(n).ring_bearer == o.oid for n in self.state.players):
                # 701.54c: the emblem The Ring: "Your Ring-bearer is legendary" (701.54e: while its player controls it)
                from .filters import ControlledBy
                holder = next(n for n in self.state.players if self.state.player(n).ring_bearer == o.oid)
                out.append(ContinuousEffect(
                    key=("ring_bearer", o.oid), label=f"{o.alias} is {holder}'s Ring-bearer: it is legendary",
                    ops=(TypeOp(add_supertypes=frozenset(("Legendary",))),), origin="rules", ts=(o.ts, 0, 0, 0),
                    ts_reason="ts_object", source=o.oid, source_name=o.alias, locked=frozenset((o.oid,)),
                    condition=ControlledBy(holder), duration="indefinite"))
            if o.zone == "battlefield" and o.choices and o.choices.get("_gains"):
                # "If you don't, it gains haste." (riot, 702.136a): chosen as it entered, for as long as it is there;
                # "… and with first strike" (614.1c): what it entered with
                out.append(ContinuousEffect(
                    key=("enters_gains", o.oid), label=f"{o.alias} entered with "
                    f"{' and '.join(o.choices['_gains'])}", ops=(AbilityOp(add=tuple(keyword_of(k) for k in
                                                                               o.choices["_gains"])),),
                    origin="rules", ts=(o.ts, 0, 0, 0), ts_reason="ts_object", source=o.oid, source_name=o.alias,
                    locked=frozenset((o.oid,)), duration="indefinite"))
            rec = o.record
            if getattr(rec, "gains_haste", False):
                # 702.62a: a creature spell cast with suspend gains haste until its controller loses control of it
                # (kb.engine.suspend: a loss seen at an untap step or by a control effect ending ends it for good)
                from .filters import ControlledBy
                out.append(ContinuousEffect(
                    key=("suspend_haste", o.oid), label=f"{o.alias} was cast with suspend: it has haste",
                    ops=(AbilityOp(add=(keyword_of("haste"),)),), origin="rules", ts=(o.ts, 0, 0, 0),
                    ts_reason="ts_object", source=o.oid, source_name=o.alias, locked=frozenset((o.oid,)),
                    condition=ControlledBy(rec.controller), duration="indefinite"))
            for kind, c in o.counters.items():
                if c.n <= 0:
                    continue
                if kind == HONE:   # 122.1j: on an Equipment, +1/+0 to the creature it is attached to (kb.engine.honecounter)
                    if o.zone == "battlefield" and o.attached_to is not None and "Equipment" in (o.card.subtypes or ()) \
                            and hone_defined(self.state):
                        out.append(ContinuousEffect(
                            key=("hone", o.oid), label=f"{c.n} hone counter{'s' if c.n != 1 else ''} on {o.alias}: "
                            f"+{c.n}/+0 to the creature it is attached to",
                            ops=(PTModOp(Const(c.n), Const(0)),), origin="counters", ts=(c.ts, 0, 0, 0),
                            ts_reason="ts_counter", source=o.oid, source_name=o.alias,
                            locked=frozenset((o.attached_to,)), duration="indefinite"))
                    continue
                m = _COUNTER_PT.match(kind)
                if m:
                    dp, dt = int(m.group(1)) * c.n, int(m.group(2)) * c.n
                    op = CounterPTOp(Const(dp), Const(dt), counter=kind, n=c.n)
                else:
                    k = counter_keyword(self.state, kind, o.alias)   # 122.1b in this edition (kb.engine.keywordcounters)
                    if k is None:
                        continue  # counters with no effect on characteristics (122.1)
                    op = AbilityOp(add=(k,))
                out.append(ContinuousEffect(
                    key=("counters", o.oid, kind), label=f"{c.n} {kind} counter{'s' if c.n != 1 else ''} on {o.alias}",
                    ops=(op,), origin="counters", ts=(c.ts, 0, 0, 0), ts_reason="ts_counter",
                    source=o.oid, source_name=o.alias, locked=frozenset((o.oid,)), duration="indefinite"))
        return out

    def static_effects(self, view: Mapping) -> Iterator[ContinuousEffect]:
        """Effects of the static abilities objects have at this point (604.1, 611.3)."""
        cache = self.state.static_cache
        for w in view.values():
            if not w.abilities:
                continue
            on_bf = w.zone == "battlefield" or functions_in_command(w)   # 113.6p: a face-up scheme's statics too
            obj = w.obj
            for ai, h in enumerate(w.abilities):
                ab = h.ability
                if not isinstance(ab, StaticAbility):
                    continue
                cda = ab.cda and h.origin in RULES_TEXT_ORIGINS  # 604.3a (2)
                if not on_bf and not cda and w.zone not in ab.zones:
                    continue  # 604.3: CDAs function in every zone; other statics on the battlefield (113.6b: or where
                    # they say they function)
                for ti, tpl in enumerate(ab.templates):
                    ts = (max(obj.ts, h.grant_ts), h.grant_ts, ai, ti)  # 613.7a
                    ck = (w.oid, ab.uid, ti, ts, cda)
                    e = cache.get(ck)
                    if e is None:
                        name = obj.alias
                        e = ContinuousEffect(
                            key=("static", w.oid, ab.uid, ti), label=f"{name}: {ab.display(obj.card.name)}",
                            ops=tpl.ops, origin="static", ts=ts,
                            ts_reason="ts_static", source=w.oid, source_name=name,
                            selector=tpl.selector, condition=tpl.condition, cda=cda, ability=ab)
                        cache[ck] = e
                    yield e

    def exists(self, e: ContinuousEffect, view: Mapping) -> bool:
        """Whether a static ability's effect exists in ``view`` (613.8a "the existence")."""
        if e.origin != "static":
            return True
        w = view.get(e.source)
        if w is None:
            return False
        ab = e.ability
        if w.zone != "battlefield" and not e.cda and not functions_in_command(w) and w.zone not in ab.zones:
            return False
        if not any(h.ability is ab for h in w.abilities):
            return False
        if e.condition is not None and not e.condition.holds(self.ctx(e, view)):
            return False
        return True

    def candidates(self, layer: str, done: set) -> list:
        out = []
        seen = set()
        fixed = self._fixed.get(layer)
        if fixed is None:  # resolved effects and counters: the same ones all through the evaluation
            fixed = self._fixed[layer] = [e for e in (*self.resolved, *self.counter_effects) if self.parts(e, layer)]
        for e in fixed:
            if e.key not in done:
                if e.condition is not None and not e.condition.holds(self.ctx(e, self.work)):
                    # a rules effect that lasts "until you lose control of" its object (702.62a's haste, 701.54c's
                    # Ring-bearer): read after the control-changing layer, it stops applying with the control
                    continue
                out.append(e)
                seen.add(e.key)
        for key, (e, _ids) in self.started.items():
            if key not in done and key not in seen and self.parts(e, layer):
                out.append(e)  # 613.6: keeps applying although its ability may be gone
                seen.add(key)
        for e in self._candidate_statics():
            if e.key in done or e.key in seen or not self.parts(e, layer):
                continue
            if e.condition is not None and not e.condition.holds(self.ctx(e, self.work)):
                continue
            out.append(e)
            seen.add(e.key)
        return out

    def _candidate_statics(self) -> Iterator[ContinuousEffect]:
        """The effects of the static abilities the objects have now (``candidates`` filters them)."""
        return self.static_effects(self.work)

    def ctx(self, e: ContinuousEffect, view: Mapping) -> Ctx:
        src = view.get(e.source) if e.source is not None else None
        you = e.you if e.you is not None else (src.controller if src is not None else None)
        choices = e.choices if e.choices else (src.obj.choices if src is not None else {})
        return Ctx(view, src, you, choices, ts=e.ts[0], edition=self.edition, game=self.game)

    def affected(self, e: ContinuousEffect, view: Mapping) -> frozenset:
        st = self.started.get(e.key)
        if st is not None:
            return frozenset(i for i in st[1] if i in view)
        if e.locked is not None:
            return frozenset(i for i in e.locked if i in view)
        if e.selector is None:
            return frozenset()
        return e.selector.select(view, self.ctx(e, view))

    # --- dependency (613.8) ---------------------------------------------------------------------------
    def reads(self, e: ContinuousEffect, layer: str) -> frozenset:
        r: set = set()
        fixed = e.key in self.started or e.locked is not None or e.origin != "static"
        if not fixed:
            r |= {"abilities", "zone"}                      # existence: the source's abilities
            if e.condition is not None:
                r |= e.condition.reads
            if e.selector is not None:
                r |= e.selector.reads                       # what it applies to
                if e.selector.source_relative:
                    r.add("controller")
        for op in self.parts(e, layer):
            if op.dynamic:                                  # what it does
                r |= op.reads
                if op.kind == "control":
                    r.add("controller")
        return frozenset(r)

    @staticmethod
    def writes(ops) -> frozenset:
        w: set = set()
        for op in ops:
            w |= op.writes
        if "types" in w:
            w.add("zone")  # type changes can bring objects into or out of "permanents" descriptions
        return frozenset(w)

    def signature(self, e: ContinuousEffect, layer: str, view: Mapping, touched: frozenset = frozenset(),
                  base=None, written: frozenset | None = None):
        """(exists, the ids it applies to, what it does to each) in ``view`` (613.8a). With ``base``
        (the signature before a trial) only the objects the trial ``touched`` are looked at again,
        unless the effect's own source changed; not even those when the trial ``written`` no field
        the selector reads."""
        if not self.exists(e, view):
            return (False, None, None)
        if base is not None and base[0] and (e.key in self.started or e.locked is not None or e.selector is None):
            ids = base[1]
        elif (base is not None and base[0] and written is not None and not written & e.selector.reads
              and not (e.selector.source_relative and (e.source in touched or "controller" in written))):
            ids = base[1]
        elif base is not None and base[0] and not (e.source in touched and e.selector.source_relative):
            ids = (base[1] - touched) | self._matching(e.selector, view, touched, self.ctx(e, view))
        else:
            ids = self.affected(e, view) if view is not self.work else self.affected_cached(e)
        ops = self.parts(e, layer)
        does = None
        if any(op.dynamic for op in ops):
            ctx = self.ctx(e, view)
            does = tuple((i, tuple(op.params(ctx, view[i]) for op in ops)) for i in sorted(ids))
        return (True, ids, does)

    def _matching(self, sel, view: Mapping, ids, ctx) -> frozenset:
        """Those of the objects ``ids`` (in ``view``) that ``sel`` describes."""
        return frozenset(i for i in ids if sel.match(view[i], ctx))

    def affected_cached(self, e: ContinuousEffect) -> frozenset:
        """``affected`` in the current state, remembered until the next application."""
        ids = self._ids.get(e.key)
        if ids is None:
            ids = self._ids[e.key] = self.affected(e, self.work)
            self._effs[e.key] = e
        return ids

    def trial(self, b: ContinuousEffect, layer: str) -> tuple[Overlay, frozenset]:
        """Apply ``b``'s part to copies of what it affects; → (the state after, ids it changed)."""
        ops = self.parts(b, layer)
        ids = self.affected_cached(b)
        ctx = self.ctx(b, self.work)
        changes = {}
        touched = set()
        get = _fields_getter(self.writes(ops) - {"zone"})
        for i in ids:
            orig = self.work[i]
            c = orig.copy()
            for op in ops:
                op.apply(c, ctx)
            if get(c) != get(orig):
                changes[i] = c
                touched.add(i)
        return Overlay(self.work, changes), frozenset(touched)

    def dependencies(self, order: list, layer: str) -> dict:
        """{effect key: [(effect it depends on, 'existence' | 'applies_to' | 'does')]} (613.8a)."""
        deps: dict = {}
        rw = self._rw   # an effect's reads and writes don't change while it waits in this layer
        for e in order:
            if e.key not in rw:
                rw[e.key] = (self.reads(e, layer), self.writes(self.parts(e, layer)), self._reads_beyond_existence(e, layer))
        reads = {e.key: rw[e.key][0] for e in order}
        writes = {e.key: rw[e.key][1] for e in order}
        written = frozenset().union(*writes.values())
        trials: dict = {}
        base: dict = {}
        for a in order:
            ra = reads[a.key]
            if not ra or not ra & written:
                continue  # locked set, constant values, or nothing here writes what it reads
            more = rw[a.key][2]
            for b in order:
                if b is a:
                    continue
                if self.mode == "neither" and (a.cda or b.cda):
                    continue  # 613.7a (c), 2009-2012
                if self.mode == "neither_or_both" and a.cda != b.cda:
                    continue  # 613.8a (c)
                if not writes[b.key] & ra:
                    continue
                if more is not None and not writes[b.key] & more:
                    # b can change only whether a exists, through a's source: try b on that object alone
                    if self._changes_existence(a, b, layer):
                        deps.setdefault(a.key, []).append((b, "existence"))
                    continue
                self._note_trial(a, b)
                if b.key not in trials:
                    cached = self._trials.get(b.key)
                    if cached is None:
                        view, touched = self.trial(b, layer)
                        cached = self._trials[b.key] = (view, touched, self.affected_cached(b))
                        self._effs[b.key] = b
                    trials[b.key] = cached
                cached = trials[b.key]
                view, touched = cached[0], cached[1]
                if not touched:
                    continue  # applying b changes nothing at all (613.9 example)
                pk = (a.key, b.key)
                hit = self._pairs.get(pk)
                volatile = a.condition is not None or any(op.dynamic for op in self.parts(a, layer))
                if hit is not None and hit[0] is cached and not volatile:
                    why = hit[1]  # nothing it depends on has changed since it was found (613.8c)
                else:
                    if a.key not in base:
                        base[a.key] = self.signature(a, layer, self.work)
                    before = base[a.key]
                    after = self.signature(a, layer, view, touched, before, writes[b.key])
                    if before[0] != after[0]:
                        why = "existence"
                    elif before[1] != after[1]:
                        why = "applies_to"
                    elif before[2] != after[2]:
                        why = "does"
                    else:
                        why = None
                    self._pairs[pk] = (cached, why)
                    self._effs[a.key] = a
                if why is None:
                    continue
                deps.setdefault(a.key, []).append((b, why))
        return deps

    def _reads_beyond_existence(self, a: ContinuousEffect, layer: str) -> frozenset | None:
        """What ``a``'s set and values read besides the existence of its ability (its source's
        abilities and zone); None when that split doesn't hold (a condition, a fixed set)."""
        if a.origin != "static" or a.condition is not None or a.key in self.started or a.locked is not None:
            return None
        r: set = set()
        if a.selector is not None:
            r |= a.selector.reads
            if a.selector.source_relative:
                r.add("controller")
        for op in self.parts(a, layer):
            if op.dynamic:
                r |= op.reads
                if op.kind == "control":
                    r.add("controller")
        return frozenset(r)

    def _changes_existence(self, a: ContinuousEffect, b: ContinuousEffect, layer: str) -> bool:
        """Whether applying ``b`` would change whether ``a`` exists, when ``b`` writes nothing else
        ``a`` reads: only by changing ``a``'s source (613.8a), so only that object is tried."""
        src = a.source
        if src not in self.affected_cached(b):
            return False
        orig = self.work[src]
        c = orig.copy()
        ctx = self.ctx(b, self.work)
        for op in self.parts(b, layer):
            op.apply(c, ctx)
        fields = self.writes(self.parts(b, layer)) - {"zone"}
        if all(c.field(f) == orig.field(f) for f in fields):
            return False
        return self.exists(a, self.work) != self.exists(a, Overlay(self.work, {src: c}))

    # --- the pipeline ---------------------------------------------------------------------------------
    def run(self) -> Snapshot:
        tr = self.trace
        if tr is not None:
            tr.add("Start from each object's printed characteristics (copiable values), then apply the "
                   "continuous effects layer by layer.", "layers", kind="eval")
        for spec in self.profile.layers:
            self.run_layer(spec)
            if spec.key == "4":
                self.after_types()
        restrictions, rules = self.rules_effects()
        return Snapshot(self.work, restrictions, rules, tr, self.applied, self.cost_changes())

    def order_key(self, spec):
        if spec.cda_first:
            return lambda e: (0 if e.cda else 1, e.ts, e.key)
        return lambda e: (e.ts, e.key)

    def run_layer(self, spec) -> None:
        layer = spec.key
        self._ids, self._trials, self._pairs = {}, {}, {}
        self._rw: dict = {}
        done: set = set()
        cands = self.candidates(layer, done)
        if not cands:
            return
        tr = self.trace
        if tr is not None:
            tr.add(f"Layer {layer}: {spec.title}.", spec.concept, kind="layer")
        key = self.order_key(spec)
        waited: dict = {}       # effect key -> [(effect, why)] it was found to depend on
        seen: dict = {}         # every effect that was a candidate in this layer
        self.loops: dict = {}   # effect key -> the dependency loop it was applied in
        step = 0
        while cands:
            for c in cands:
                seen.setdefault(c.key, c)
            order = sorted(cands, key=key)
            deps = self.dependencies(order, layer) if len(order) > 1 else {}
            for k, v in deps.items():
                lst = waited.setdefault(k, [])
                for b, why in v:
                    if all(b.key != x.key for x, _ in lst):
                        lst.append((b, why))
            free = [e for e in order if not deps.get(e.key)]
            loop = None
            if free:
                pick = free[0]
            else:
                pick, loop = self._loop_pick(order, deps)
            step += 1
            if loop is not None:
                for x in loop:
                    self.loops.setdefault(x.key, loop)
            self.total = len(seen)
            self.apply(pick, layer, spec, step, order, waited, loop, deps)
            done.add(pick.key)
            if self.writes(self.parts(pick, layer)) & _EXISTENCE_FIELDS:
                cands = self.candidates(layer, done)   # 613.8c: effects may appear or vanish
            else:
                cands = [c for c in cands if c.key != pick.key]
        if tr is not None:
            for k, e in seen.items():
                if k not in done:
                    why = "; ".join(f"applying {_short(b)} changed {_WHY[w]}" for b, w in waited.get(k, ()))
                    tr.add(f"{_short(e)}: {e.label.split(': ', 1)[-1]} — does not apply: its source no longer has "
                           f"the ability" + (f" ({why})" if why else ""), "dependency", indent=1, kind="apply")

    def _loop_pick(self, order: list, deps: dict):
        """Every remaining effect waits for another: find a dependency loop that waits for
        nothing outside itself and apply its earliest effect (613.8b)."""
        index = {e.key: e for e in order}
        graph = {e.key: [b.key for b, _ in deps.get(e.key, ())] for e in order}
        sccs = _tarjan(graph)
        rank = {e.key: i for i, e in enumerate(order)}
        best = None
        for comp in sccs:
            cs = set(comp)
            if len(comp) == 1 and comp[0] not in graph[comp[0]]:
                continue
            if all(t in cs for k in comp for t in graph[k]):
                first = min(comp, key=rank.__getitem__)
                if best is None or rank[first] < rank[best[0]]:
                    best = (first, comp)
        if best is None:  # cannot happen for a finite graph; fall back to timestamps
            return order[0], [order[0]]
        return index[best[0]], [index[k] for k in sorted(best[1], key=rank.__getitem__)]

    def apply(self, e: ContinuousEffect, layer: str, spec, step: int, order: list, waited: dict, loop,
              deps: dict) -> None:
        tr = self.trace
        first_time = e.key not in self.started
        ids = self.affected_cached(e)
        if first_time:
            self.started[e.key] = (e, ids)
        ops = self.parts(e, layer)
        ctx = self.ctx(e, self.work)
        before = {i: self.work[i].copy() for i in ids} if tr is not None else None
        fields = self.writes(ops) - {"zone"}
        get = _fields_getter(fields)
        work = self.work
        old = {i: get(work[i]) for i in ids} if self._changes_matter(fields) else None
        for i in sorted(ids):
            w = self._writable(i)
            for op in ops:
                op.apply(w, ctx)
        changed = frozenset(i for i in ids if get(work[i]) != old[i]) if old is not None else frozenset()
        self._refresh_caches(e, changed, fields)
        in_loop = self.loops.get(e.key)
        if loop is not None or in_loop is not None:
            reason = "loop"
        elif waited.get(e.key):
            reason = "dependency"
        elif any(self.order_key(spec)(x) < self.order_key(spec)(e) for x in order if x.key != e.key):
            reason = "ahead"
        elif e.cda and spec.cda_first:
            reason = "cda"
        elif self.total == 1:
            reason = "only"
        else:
            reason = "timestamp"
        self.applied.append(Applied(layer, e, ids, reason, list(waited.get(e.key, ())), list(loop or in_loop or ())))
        if tr is None:
            return
        self._trace_apply(e, layer, spec, step, order, waited, loop, ids, ops, before, first_time, deps)

    def _writable(self, oid: int) -> Working:
        """The working characteristics of ``oid``, to be changed in place."""
        return self.work[oid]

    def _note_trial(self, a: ContinuousEffect, b: ContinuousEffect) -> None:
        """Whether ``a`` depends on ``b`` is about to be found by trial application."""

    def _changes_matter(self, fields: frozenset) -> bool:
        """Whether the caches need to know which objects an application writing ``fields`` changed:
        a trial application or a dependency found is kept, or a set kept reads one of them."""
        if not self.incremental:
            return False  # every cache is dropped anyway
        if self._trials or self._pairs:
            return True
        written = set(fields)
        if "types" in written:
            written.add("zone")
        for key in self._ids:
            x = self._effs[key]
            if key in self.started or x.locked is not None or x.selector is None:
                continue
            sel = x.selector
            if sel.reads & written or (sel.source_relative and "controller" in written):
                return True
        return False

    def _refresh_caches(self, applied: ContinuousEffect, changed: frozenset, fields: frozenset) -> None:
        """After an application that changed ``fields`` of the objects ``changed``: update the
        cached sets by looking at those objects only, and drop the trial applications it affects."""
        self._trials.pop(applied.key, None)
        if not self.incremental:
            self._ids, self._trials, self._pairs = {}, {}, {}
            return
        if not changed:
            return
        written = set(fields)
        if "types" in written:
            written.add("zone")  # as ``writes``: type changes move objects in or out of "permanents"
        for key, ids in list(self._ids.items()):
            x = self._effs[key]
            if key in self.started or x.locked is not None or x.selector is None:
                continue
            sel = x.selector
            if not sel.reads & written and not (sel.source_relative and "controller" in written):
                continue
            if (sel.source_relative and x.source in changed) or getattr(sel, "attached_with", None) or \
                    getattr(sel, "host", None) is not None:
                del self._ids[key]   # "equipped creatures": what is attached to an object changed, not the object
                continue
            self._ids[key] = (ids - changed) | self._matching(sel, self.work, changed, self.ctx(x, self.work))
        for key, (view, touched, ids_b) in list(self._trials.items()):
            b = self._effs[key]
            stale = (self._ids.get(key) != ids_b or changed & ids_b or b.source in changed
                     or any(op.dynamic for op in b.ops))
            if stale:
                del self._trials[key]
        for pk in [pk for pk in self._pairs if self._effs[pk[0]].source in changed]:
            del self._pairs[pk]  # its source changed: whether it exists, or what "you" is

    # --- trace text -----------------------------------------------------------------------------------
    def _show(self, w: Working, ops) -> str:
        kinds = {op.kind for op in ops}
        if kinds & {"pt_set", "pt_modify", "pt_counters", "pt_switch"}:
            return f"{w.power}/{w.toughness}" if w.power is not None else "no P/T"
        if "type" in kinds:
            subs = " ".join(sorted(w.subtypes)) + (" (all creature types)" if w.all_ctypes else "")
            return " ".join(sorted(w.supertypes) + sorted(w.types)) + (f" \u2014 {subs}" if subs.strip() else "")
        if "color" in kinds:
            return _fmt_colors(w.colors)
        if "ability" in kinds or "text" in kinds:
            names = [h.ability.display(w.name) for h in w.abilities]
            return "; ".join(names) if names else "no abilities"
        if "control" in kinds:
            return f"controlled by {w.controller}"
        if kinds & {"copy", "face_down"}:
            return f"{w.name or '(no name)'}"
        return ""

    def _trace_apply(self, e, layer, spec, step, order, waited, loop, ids, ops, before, first_time, deps) -> None:
        tr = self.trace
        what = " and ".join(op.describe() for op in ops)
        ts = f"timestamp {e.ts[0]}"
        head = f"{step}. {e.label} [{ts}] \u2014 {what}"
        cites = [e.ts_reason] if e.ts_reason else []
        rule = getattr(e.condition, "concept", None)   # the rule that defines the ability ("LEVEL 2-6": 711.2a)
        tr.add(head, *cites, *([rule] if rule else []), indent=1, kind="apply")
        # why here (613.3, 613.7, 613.8)
        in_loop = self.loops.get(e.key)
        if loop is not None:
            for x in loop:
                for b, why in waited.get(x.key, ()):
                    tr.add(f"{_short(x)} depends on {_short(b)}: applying it would change {_WHY[why]}",
                           "dependency", indent=2, kind="why")
            names = " and ".join(_short(x) for x in loop)
            tr.add(f"{names} form a dependency loop: the loop is applied in timestamp order, "
                   f"{_short(e)} first", "dependency_order", indent=2, kind="why")
        elif in_loop is not None:
            tr.add(f"in the dependency loop with {' and '.join(_short(x) for x in in_loop if x.key != e.key)}: "
                   "timestamp order, then the order is re-evaluated", "dependency_order", "reevaluate",
                   indent=2, kind="why")
        elif waited.get(e.key):
            for b, why in waited[e.key]:
                tr.add(f"depends on {_short(b)}: applying it would change {_WHY[why]} (found by trial application)",
                       "dependency", indent=2, kind="why")
            tr.add("so it waits until just after the effects it depends on", "dependency_order",
                   indent=2, kind="why")
        else:
            earlier = [x for x in order if x.key != e.key and self.order_key(spec)(x) < self.order_key(spec)(e)]
            if earlier:
                tr.add("applied before " + ", ".join(f"{_short(x)} [timestamp {x.ts[0]}]" for x in earlier)
                       + ", which must wait for other effects", "dependency_order", indent=2, kind="why")
            elif e.cda and spec.cda_first:
                tr.add("characteristic-defining ability: applied first in its layer", "cda_first", indent=2, kind="why")
            elif e.origin == "counters" and e.ts[0] == 0:
                tr.add("counters", "layer.counters", indent=2, kind="why")
            elif self.total == 1:
                tr.add("the only effect in this layer", indent=2, kind="why")
            else:
                tr.add("timestamp order; it depends on no other effect here", "timestamp", indent=2, kind="why")
        dependents = [(a, why) for a in order for b, why in deps.get(a.key, ()) if b.key == e.key and a.key != e.key]
        if dependents and loop is None:
            tr.add("; ".join(f"{_short(a)}'s effect depends on it: applying it changes {_WHY_OF[why]}"
                             for a, why in dependents), "dependency", indent=2, kind="why")
        if e.locked is not None and first_time and e.origin == "resolved":
            tr.add("applies to the objects fixed when the effect began", "locked", indent=2, kind="why")
        if not first_time and e.origin == "static":
            lost = not self.exists(e, self.work)
            note = "started in an earlier layer: it applies to the same objects here"
            if lost:
                note += ", although its source no longer has the ability"
            tr.add(note, "multi_layer", indent=2, kind="why")
        if not ids:
            tr.add("applies to no object", indent=2, kind="result")
            return
        changes = []
        kinds = {op.kind for op in ops}
        for i in sorted(ids):
            w = self.work[i]
            name = w.obj.alias
            old = before[i]
            if kinds & {"ability", "text"} and not kinds & {"copy", "face_down"}:
                was = [h.ability.display(old.name) for h in old.abilities]
                now = [h.ability.display(w.name) for h in w.abilities]
                lost = [a for a in was if a not in now]
                got = [a for a in now if a not in was]
                diff = "; ".join(([f"loses {', '.join(_q(a) for a in lost)}"] if lost else [])
                                 + ([f"gains {', '.join(_q(a) for a in got)}"] if got else []))
                changes.append(f"{name}: {diff or 'unchanged'}")
                continue
            b, now = self._show(old, ops), self._show(w, ops)
            changes.append(f"{name}: {b} \u2192 {now}" if b != now else f"{name}: {now} (unchanged)")
        tr.add("; ".join(changes), indent=2, kind="result")

    # --- after layer 4 ------------------------------------------------------------------------------------
    def after_types(self) -> None:
        """205.3d: an object can't have a subtype of a card type it doesn't have; 305.6: a land
        with a basic land type has that type's mana ability."""
        for w in self.work.values():
            self._fix_types(w)

    def _fix_types(self, w: Working) -> None:
        """``after_types`` for one object (changes ``w`` in place)."""
        for k, v in self._type_fixes(w).items():
            setattr(w, k, v)

    def _type_fixes(self, w: Working) -> dict:
        """What ``after_types`` changes in ``w``: {field: new value} (nothing changed in ``w``)."""
        tr = self.trace
        out: dict = {}
        types = w.types
        subs = w.subtypes
        if subs:
            keep = frozenset(s for s in subs if _fits(subtype_kind(s), types))
            if keep != subs:
                if tr is not None:
                    tr.add(f"{w.obj.alias} loses subtype(s) {', '.join(sorted(subs - keep))}: no matching card type",
                           "subtype_gain", indent=1, kind="note")
                out["subtypes"] = subs = keep
        if w.all_ctypes and not types & {"Creature", "Kindred"}:
            out["all_ctypes"] = False
        if "Land" in types:
            basics = [t for t in BASIC_LAND_TYPES if t in subs]
            if basics:
                have = {h.ability for h in w.abilities if h.origin == "intrinsic"}
                add = tuple(Held(intrinsic_mana(t), "intrinsic", 0) for t in basics
                            if intrinsic_mana(t) not in have)
                if add:
                    out["abilities"] = w.abilities + add
        return out

    def cost_changes(self) -> list:
        out = []
        for e in self.static_effects(self.work):
            for op in e.ops:
                if op.kind == "cost" and self.exists(e, self.work):
                    out.append((e.selector, self.ctx(e, self.work), op))
        for e in self.resolved:   # a resolved spell's or ability's ("… cost {2} more to cast until your next turn",
            sel = e.rules_selector if e.rules_selector is not None else e.selector   # kb.engine.costchangeturn)
            for op in e.ops:
                if op.kind == "cost" and sel is not None:
                    out.append((sel, self.ctx(e, self.work), op))
        return out

    # --- 613.11 ----------------------------------------------------------------------------------------
    def rules_effects(self):
        restrictions: dict = {}
        rules: list = []
        effects = [e for e in self.static_effects(self.work) if any(op.kind == "rules" for op in e.ops)
                   and self.exists(e, self.work)]
        effects += [e for e in self.resolved if any(op.kind == "rules" for op in e.ops)]
        for e in sorted(effects, key=lambda x: x.ts):
            sel = e.rules_selector if e.rules_selector is not None else e.selector
            # "Creatures can't attack you": "you" is this effect's controller (508.1c)
            ctx = self.ctx(e, self.work)
            labels = [lab for op in e.ops if op.kind == "rules"
                      for lab in (attack_labels(op.describe(), ctx.you) or   # "you": its controller (kb.engine.attackyou)
                                  [f"{GOADED} by {ctx.you}" if op.describe() == GOADED else op.describe()])]   # 701.15b
            labels = [with_source(lab, e.source) for lab in labels]   # "can't block ~": the source object (509.1b)
            if sel is None and e.locked:
                # a resolved rules effect about the objects it named: "It doesn't untap during its controller's next
                # untap step" (502.3), "Target creature can't block this turn" (509.1b): those objects (611.2c)
                for i in e.locked:
                    if i in self.work:
                        _add_labels(restrictions.setdefault(i, []), owner_labels(labels, self.work[i].owner))
            if sel is None:
                rules.append((e, labels))
                continue
            for i in sel.select(self.work, ctx):   # "its owner": each object's own (kb.engine.attackowner, 108.3)
                _add_labels(restrictions.setdefault(i, []), owner_labels(labels, self.work[i].owner))
            rules.append((e, labels))
        if self.trace is not None and rules:
            self.trace.add("Effects on the rules rather than on objects apply after all layers, to the objects "
                           "as they are now: " + "; ".join(f"{e.label}" for e, _ in rules), "rules_effects",
                           kind="layer")
        return restrictions, rules


def _q(text: str) -> str:
    """An ability in a trace: keywords bare, other abilities quoted."""
    return text if len(text.split()) <= 3 and ":" not in text else f"\u201c{text}\u201d"


def _short(e: ContinuousEffect) -> str:
    """A short name for an effect in explanations: its source for static abilities and counters."""
    if e.origin in ("static", "counters", "rules") and e.source_name:
        if e.origin == "counters":
            return e.label
        return e.source_name
    return e.label


_WHY_OF = {"existence": "whether that effect exists", "applies_to": "what that effect applies to",
           "does": "what that effect does"}
_WHY = {"existence": "whether this effect exists", "applies_to": "what it applies to",
        "does": "what it does"}


def _fits(kind: str, types: frozenset) -> bool:
    if kind == "Creature":
        return bool(types & {"Creature", "Kindred"})
    if kind == "Spell":
        return bool(types & {"Instant", "Sorcery"})
    return kind in types


def _tarjan(graph: dict) -> list:
    index: dict = {}
    low: dict = {}
    on: set = set()
    stack: list = []
    out: list = []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            out.append(comp)

    for v in graph:
        if v not in index:
            visit(v)
    return out


def _add_labels(have: list, labels: list) -> None:
    """The rules labels of one more effect on an object: a rule already there is not repeated, except "can block an
    additional creature", which adds up (509.1a: two such effects, two more creatures)."""
    for lab in labels:
        if lab not in have or lab.startswith("can block an additional"):
            have.append(lab)
