"""Incremental evaluation (issue 15): after an action, recompute only what it can change.

An evaluation without a trace records, for every layer, its input (each object's working
characteristics when the layer starts), the effects that were candidates when it started, the
applications it made (in order, with why) and its output. Working characteristics are never
changed in place once recorded (an application changes a copy), so an object whose input is the
very same object as last time is *clean*; the others (new, gone or changed objects) are *dirty*.

The next evaluation, given that snapshot, starts from the same initial characteristics for every
object whose game object is unchanged and then, layer by layer:

- **reuse**: no dirty object and the same candidate effects (same effects, timestamps, counters)
  and nothing in the layer that reads more than the objects (no value that counts or looks at a
  player, no "as long as" condition): the layer's output is last time's, object for object;
- **replay**: dirty objects, but none of them is involved in the layer's order: none is the
  source of an effect or has a static ability, none is in the set of an effect whose dependency
  had to be found by trial application (613.8a), and the layer's effects set no values that read
  other objects. Then the order of the layer is the one found last time (dependency is decided by
  the clean objects alone, and they are unchanged), clean objects keep last time's results and
  only the dirty objects go through the same applications (what each applies to is decided for
  them as the layer would: the set fixed when an effect started, 611.3a, or its description at
  that point of the layer);
- **recompute** otherwise: the whole layer, as :func:`kb.engine.layers.evaluate` does.

Dependency stays exact: whenever an object that trial application looked at changes, the layer
is recomputed. ``evaluate(state, incremental=False)`` is the reference; tests compare both.
"""
from __future__ import annotations

from .abilities import StaticAbility
from .layers import Applied, Snapshot, _Evaluation
from .objects import Working

__all__ = ["IncrementalEvaluation"]

_SLOTS = tuple(s for s in Working.__slots__ if s != "_kw")

# What an application may write for its layer to be replayed for some objects only.
_REPLAY_WRITES = frozenset(("types", "subtypes", "supertypes", "colors", "abilities", "pt", "zone"))


class LayerRecord:
    __slots__ = ("cands", "inp", "out", "applied", "started", "replayable", "volatile", "trial_bs", "involved",
                 "started_in")

    def __init__(self, cands, inp, out, applied, started, replayable, volatile, trial_bs, involved, started_in=None):
        self.started_in = started_in or {}  # effect key -> ids, for candidates that started in an earlier layer
        self.cands = cands          # ((key, timestamp, effect or counter label), ...) at the start
        self.inp = inp              # oid -> Working when the layer started
        self.out = out              # oid -> Working when it ended
        self.applied = applied      # [Applied] in order
        self.started = started      # effect key -> ids, for effects that started in this layer (613.6)
        self.replayable = replayable
        self.volatile = volatile    # reads more than objects (dynamic values, conditions): never reused
        self.trial_bs = trial_bs    # keys of effects tried to find a dependency (613.8a)
        self.involved = involved    # objects those trials and their effects' sources involve



def _reads_status(sel) -> bool:
    """A description that reads what the objects don't carry in their characteristics ("attacking",
    "blocking", "exiled with ~"): the objects can match differently with nothing else changed."""
    if sel is None:
        return False
    parts = getattr(sel, "parts", None) or getattr(sel, "selectors", None)
    if parts:
        return any(_reads_status(p) for p in parts)
    return bool(getattr(sel, "status", None)) or bool(getattr(sel, "linked", None))

def _fingerprint(e) -> tuple:
    # counters' pseudo-effects are made anew each evaluation: compared by what they say; an
    # effect a resolution extends (one effect of several instructions) gets a new ``ops`` tuple
    if e.origin == "counters":
        return (e.key, e.ts, e.label, None)
    return (e.key, e.ts, e, e.ops)


def _same(a: tuple, b: tuple) -> bool:
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if x[0] != y[0] or x[1] != y[1]:
            return False
        if x[2] is not y[2] and not (isinstance(x[2], str) and x[2] == y[2]):
            return False
        if x[3] is not y[3]:
            return False
    return True


def _obj_key(o) -> tuple:
    """What of a game object its initial characteristics and its effects are made from."""
    return (o.zone, o.controller, o.owner, o.attached_to, o.card, o.half, o.flipped, o.transformed, o.face_down,
            o.ts, tuple((k, c.n, c.ts) for k, c in o.counters.items()), repr(o.choices) if o.choices else None)


def _equal(a, b) -> bool:
    """Two working characteristics with the same values (the ``_kw`` cache aside)."""
    for s in _SLOTS:
        x, y = getattr(a, s), getattr(b, s)
        if x is not y and x != y:
            return False
    return True


def _has_static(w) -> bool:
    return any(isinstance(h.ability, StaticAbility) for h in w.abilities)


class IncrementalEvaluation(_Evaluation):
    def __init__(self, state, previous: Snapshot | None = None):
        rec = previous.records if previous is not None else None
        if rec is not None and (rec["state"] is not state or rec["edition"] != state.edition
                                or rec["profile"] is not state.profile):
            rec = None
        self.prev = rec
        self.rec = {"state": state, "edition": state.edition, "profile": state.profile, "init": {}, "layers": {},
                    "statics": rec["statics"] if rec is not None else {}}
        self._own: set = set()
        self._trial_bs: set = set()
        self._involved: set = set()
        self.stats = {"reuse": 0, "replay": 0, "recompute": 0}
        self._scan = None           # (layer, {oid: static effects}) as candidates last found them
        self._written: set = set()  # objects written since
        self._static_view: dict = {}
        super().__init__(state, None, True)
        cache = state.static_cache
        self._conditional = any(e.condition is not None for e in cache.values())
        self._cache_size = len(cache)

    # --- hooks of the full evaluation ----------------------------------------------------------------
    def _initial_work(self) -> dict:
        prev = self.prev["init"] if self.prev is not None else {}
        init = self.rec["init"]
        work = {}
        edition = self.state.edition
        for o in self.state.objects.values():
            key = _obj_key(o)
            p = prev.get(o.oid)
            w = p[2] if p is not None and p[0] is o and p[1] == key else Working.initial(o, edition)
            init[o.oid] = (o, key, w)
            work[o.oid] = w
        return work

    def static_effects(self, view):
        """As the full evaluation's, remembered per object: the same working characteristics (the
        very same object, with the very same abilities: an object written in this layer is changed
        in place) have the same static abilities."""
        statics_of = self._statics_of
        for w in view.values():
            if w.abilities:
                yield from statics_of(w)

    def _statics_of(self, w) -> tuple:
        memo = self.rec["statics"]
        m = memo.get(w.oid)
        if m is None or m[0] is not w or m[1] is not w.abilities or m[2] != w.zone:
            m = memo[w.oid] = (w, w.abilities, w.zone, tuple(_Evaluation.static_effects(self, {w.oid: w})))
        return m[3]

    def candidates(self, layer: str, done: set) -> list:
        """As the full evaluation's; within a layer, only the objects written since the last call
        are looked at again for static abilities (the others have the same ones)."""
        scan = self._scan
        if scan is None or scan[0] != layer:
            work = self.work
            found = {}
            for oid, w in work.items():
                if w.abilities:
                    effs = self._statics_of(w)
                    if effs:
                        found[oid] = effs
            self._scan = scan = (layer, found)
        else:
            found = scan[1]
            for oid in self._written:
                w = self.work.get(oid)
                effs = self._statics_of(w) if w is not None and w.abilities else ()
                if effs:
                    found[oid] = effs
                else:
                    found.pop(oid, None)
        self._written = set()
        self._static_view = found
        return super().candidates(layer, done)

    def _candidate_statics(self):
        for effs in self._static_view.values():
            yield from effs

    def _writable(self, oid: int):
        self._written.add(oid)
        if oid not in self._own:
            self.work[oid] = self.work[oid].copy()
            self._own.add(oid)
        return self.work[oid]

    def _note_trial(self, a, b) -> None:
        if b.key not in self._trial_bs:
            self._trial_bs.add(b.key)
        self._involved.update(self.affected_cached(b))
        self._involved.add(a.source)
        self._involved.add(b.source)

    # --- the pipeline ---------------------------------------------------------------------------------
    def run(self) -> Snapshot:
        for spec in self.profile.layers:
            self._layer(spec)
            if spec.key == "4":
                self._after_types()
        restrictions, rules = self.rules_effects()
        snap = Snapshot(self.work, restrictions, rules, None, self.applied, self.cost_changes())
        snap.records = self.rec
        return snap

    def _conditions_anywhere(self) -> bool:
        cache = self.state.static_cache
        if len(cache) != self._cache_size:
            self._conditional = any(e.condition is not None for e in cache.values())
            self._cache_size = len(cache)
        return self._conditional

    def _layer(self, spec) -> None:
        layer = spec.key
        inp = dict(self.work)
        cands = self.candidates(layer, set())
        fp = tuple(_fingerprint(e) for e in cands)
        st_in = {e.key: self.started[e.key][1] for e in cands if e.key in self.started}
        self._st_in = st_in
        prev = self.prev["layers"].get(layer) if self.prev is not None else None
        if prev is not None and _same(fp, prev.cands) and not self._conditions_anywhere():
            pin = prev.inp
            dirty = {i for i, w in inp.items() if pin.get(i) is not w}
            dirty.update(i for i in pin if i not in inp)
            if set(st_in) != set(prev.started_in) or any(ids - dirty != prev.started_in.get(k, frozenset()) - dirty for k, ids in st_in.items()):
                dirty = None  # an effect that started earlier applies to other clean objects (613.6)
        else:
            dirty = None
        if dirty is not None:
            if not dirty and not prev.volatile:
                self._reuse(prev, layer, cands)
                return
            if prev.replayable and not prev.volatile:
                n0, started0 = len(self.applied), set(self.started)
                if self._replay(prev, layer, inp, dirty, cands, fp):
                    return
                self.work.clear()
                self.work.update(inp)
                del self.applied[n0:]
                for k in [k for k in self.started if k not in started0]:
                    del self.started[k]
        self._recompute(spec, inp, fp, prev)

    def _recompute(self, spec, inp: dict, fp: tuple, prev: LayerRecord | None) -> None:
        layer = spec.key
        self.stats["recompute"] += 1
        self._own, self._trial_bs, self._involved = set(), set(), set()
        n0, started0 = len(self.applied), set(self.started)
        self.run_layer(spec)
        if prev is not None:
            # an object that comes out as it did last time keeps last time's (clean for later layers)
            for oid in self._own:
                p = prev.out.get(oid)
                if p is not None and _equal(p, self.work[oid]):
                    self.work[oid] = p
        applied = self.applied[n0:]
        volatile = replayable = False
        for e in self._layer_effects(fp, applied):
            parts = self.parts(e, layer)
            if e.condition is not None or any(op.dynamic for op in parts) or _reads_status(e.selector):
                volatile = True
        if not volatile:
            replayable = all(self.writes(self.parts(e, layer)) <= _REPLAY_WRITES
                             for e in self._layer_effects(fp, applied))
        self.rec["layers"][layer] = LayerRecord(
            fp, inp, dict(self.work), applied, {k: v[1] for k, v in self.started.items() if k not in started0},
            replayable, volatile, frozenset(self._trial_bs), frozenset(self._involved), self._st_in)

    def _layer_effects(self, fp: tuple, applied: list):
        seen = set()
        for x in fp:
            if not isinstance(x[2], str):
                seen.add(x[0])
                yield x[2]
        for a in applied:
            if a.effect.key not in seen:
                seen.add(a.effect.key)
                yield a.effect
        for e in self.counter_effects:
            if e.key not in seen and any(x[0] == e.key for x in fp):
                seen.add(e.key)
                yield e

    def _effects_by_key(self, cands: list, rec: LayerRecord) -> dict:
        effs = {a.effect.key: a.effect for a in rec.applied}
        effs.update((e.key, e) for e in cands)
        return effs

    def _reuse(self, prev: LayerRecord, layer: str, cands: list) -> None:
        self.stats["reuse"] += 1
        self.work.update(prev.out)
        effs = self._effects_by_key(cands, prev)
        for a in prev.applied:
            self.applied.append(Applied(layer, effs[a.effect.key], a.ids, a.reason, a.depends_on, a.loop))
        for k, ids in prev.started.items():
            self.started[k] = (effs[k], ids)
        self.rec["layers"][layer] = prev

    def _member(self, e, d: int) -> bool:
        """Whether ``e`` applies to object ``d`` at this point of the layer (as ``affected``)."""
        st = self.started.get(e.key)
        if st is not None:
            return d in st[1]
        if e.locked is not None:
            return d in e.locked
        if e.selector is None:
            return False
        return e.selector.match(self.work[d], self.ctx(e, self.work))

    def _replay(self, prev: LayerRecord, layer: str, inp: dict, dirty: set, cands: list, fp: tuple) -> bool:
        if dirty & prev.involved:
            return False
        effs = self._effects_by_key(cands, prev)
        if any(e.source in dirty for e in effs.values()) or any(x[2].source in dirty for x in prev.cands
                                                                   if not isinstance(x[2], str)):
            return False
        present = [d for d in dirty if d in inp]
        # a dirty object with static abilities: none of them may have an effect in this layer, and
        # none of this layer's ability changes may apply to it (its effects could appear, 613.8c)
        sources = set()
        for d in dirty:
            for w in (inp.get(d), prev.inp.get(d), prev.out.get(d)):
                if w is not None and _has_static(w):
                    if self._static_here(w, layer):
                        return False
                    sources.add(d)
        if sources and any(sources & a.ids for a in prev.applied if "abilities" in self.writes(self.parts(a.effect, layer))):
            return False
        trial_effs = [effs.get(k) for k in prev.trial_bs]
        if any(b is None for b in trial_effs):
            return False
        work = self.work
        for i, w in prev.out.items():
            if i not in dirty:
                work[i] = w
        for d in dirty:
            if d in inp:
                work[d] = inp[d].copy()
            else:
                work.pop(d, None)
        new_started = set(prev.started)
        applied = []
        for a in prev.applied:
            e = effs[a.effect.key]
            for b in trial_effs:
                for d in present:
                    if self._member(b, d):
                        return False  # a trial application would look at it: the order may change
            ids = set(a.ids) - dirty
            ops = self.parts(e, layer)
            ctx = None
            for d in present:
                if self._member(e, d):
                    ids.add(d)
                    ctx = ctx or self.ctx(e, work)
                    w = work[d]
                    for op in ops:
                        op.apply(w, ctx)
            ids = frozenset(ids)
            if e.key in new_started and e.key not in self.started:
                self.started[e.key] = (e, ids)
            applied.append(Applied(layer, e, ids, a.reason, a.depends_on, a.loop))
        for d in present:
            w = work[d]
            if _has_static(w) and (self._static_here(w, layer) or (d in sources and any(
                    d in a.ids for a in applied if "abilities" in self.writes(self.parts(a.effect, layer))))):
                return False
            if d not in sources and _has_static(w):
                return False  # it gained a static ability in this layer
        self.applied.extend(applied)
        self.stats["replay"] += 1
        self.rec["layers"][layer] = LayerRecord(
            fp, inp, dict(work), applied, {k: self.started[k][1] for k in new_started},
            prev.replayable, prev.volatile, prev.trial_bs, prev.involved, self._st_in)
        return True

    def _static_here(self, w, layer: str) -> bool:
        """Whether ``w`` has a static ability with an effect in ``layer``."""
        return any(self.parts(e, layer) for e in self.static_effects({w.oid: w}))

    def _after_types(self) -> None:
        """205.3d and 305.6 after layer 4, object by object: unchanged inputs give last time's results."""
        prev = self.prev["layers"].get("4+") if self.prev is not None else None
        inp = dict(self.work)
        work = self.work
        pin, pout = (prev.inp, prev.out) if prev is not None else ({}, {})
        for oid, w in inp.items():
            if pin.get(oid) is w:
                work[oid] = pout[oid]
                continue
            c = w.copy()
            self._fix_types(c)
            if c.subtypes is not w.subtypes or c.all_ctypes != w.all_ctypes or c.abilities is not w.abilities:
                work[oid] = c
        self.rec["layers"]["4+"] = LayerRecord((), inp, dict(work), [], {}, False, False, frozenset(), frozenset())
