"""Incremental evaluation (issue 15): after an action, recompute only what it can change.

An evaluation without a trace records, for every layer, its input (each object's working
characteristics when the layer starts), the effects that were candidates when it started, the
applications it made (in order, with why), for each application the dependency pairs that were
tried by trial application and those found (613.8a), and its output. Working characteristics are
never changed in place once recorded (an application changes a copy), so an object whose input is
the very same object as last time is *clean*; the others (new, gone or changed objects) are *dirty*.

What the layer read is watched while it runs, generally rather than by a list of kinds of value:

- the game objects' own state (zone, counters, choices, combat status, what exiled them, ...): an
  object whose game object changed in any field is dirty (:func:`_obj_key` freezes every field);
- the evaluation context (:class:`_Watched`): values and conditions that read the other objects
  (``ctx.work``: counts, "as long as you control ...") make the layer *aggregate*; anything read
  from the context beyond the objects, the source, "you", the choices, the timestamp and the
  edition (a life total, a hand size, X, a paid cost ...) makes it *outside*.

The next evaluation, given that snapshot, starts from the same initial characteristics for every
object whose game object is unchanged and then, layer by layer:

- **reuse**: no dirty object, the same candidate effects (same effects, timestamps, counters) and
  nothing read outside the objects: the layer's output is last time's, object for object;
- **replay**: dirty objects, effects added or gone, or both, when the layer's order is known
  without running it again: nothing in it aggregate or outside, no dirty object is the source of
  an effect there or has a static ability with an effect there; every effect added or gone is
  independent of the others (it reads nothing they write, they read nothing it writes: 613.8a
  needs no trial for it) so it goes where its timestamp puts it among the others; and at every
  step where trial application was used last time, each dirty object leaves the pairs as they
  were (a pair found independent stays so with the new object applied; a pair found dependent was
  not so only through the old object). Clean objects keep last time's results, the dirty ones and
  those the added or gone effects apply to go through the applications again;
- **recompute** otherwise: the whole layer, as :func:`kb.engine.layers.evaluate` does.

``evaluate(state, incremental=False)`` is the reference; tests compare both.
"""
from __future__ import annotations

import dataclasses

from .abilities import StaticAbility
from .filters import Ctx, Selector
from .gamevalues import reads_outside
from .layers import Applied, Snapshot, _Evaluation, _fields_getter, set_incremental
from .objects import GameObject, Working
from .otherattached import other_than_attached
from .keywordbase import has_keyword
from .values import subtype_kind

__all__ = ["IncrementalEvaluation"]

_SLOTS = tuple(s for s in Working.__slots__ if s != "_kw")

# What an application may write for its layer to be replayed for some objects only.
_REPLAY_WRITES = frozenset(("types", "subtypes", "supertypes", "colors", "abilities", "pt", "zone"))

# --- what a layer reads beyond the characteristics -----------------------------------------------
_OUTSIDE = [0]    # reads of the context beyond the objects (life totals, X, ...): never reused
_AGGREGATE = [0]  # reads of the other objects by values and conditions: reused, never replayed
_STANDARD = frozenset(("src", "you", "choices", "targets", "ts", "edition"))


class _Watched(Ctx):
    """The evaluation context of one effect, counting what is read through it: ``work`` (the
    other objects) as aggregate, any other field beyond ``_STANDARD`` (one added later too) and
    any attribute it lacks (``getattr(ctx, "life_of", None)``) as outside."""

    __slots__ = ()

    def __getattr__(self, name):
        if not name.startswith("__"):
            _OUTSIDE[0] += 1
        raise AttributeError(name)


def _watched_slot(desc, counter: list) -> property:
    def get(self):
        counter[0] += 1
        return desc.__get__(self, Ctx)

    def put(self, value):
        desc.__set__(self, value)

    return property(get, put)


for _cls in Ctx.__mro__:
    for _name in getattr(_cls, "__slots__", ()):
        if _name not in _STANDARD and not hasattr(_Watched.__dict__.get(_name), "fget"):
            setattr(_Watched, _name, _watched_slot(_cls.__dict__[_name], _AGGREGATE if _name == "work" else _OUTSIDE))


# --- the game objects ---------------------------------------------------------------------------------
_PLAIN = {str, int, bool, float, type(None), frozenset, bytes}   # immutable: as they are
_MUTABLE: set = set()   # mutable dataclasses (counters): by their fields


def _frozen(v):
    """A mutable value (dicts, lists, sets, mutable dataclasses such as counters) as an immutable,
    comparable one; other values as they are (a type is looked at once)."""
    t = type(v)
    if t in _PLAIN:
        return v
    if t is tuple:
        return tuple([_frozen(x) for x in v]) if v else v
    if t is dict:
        return ("dict",) + tuple([(k, _frozen(x)) for k, x in v.items()])
    if t is list:
        return ("list",) + tuple([_frozen(x) for x in v])
    if t is set:
        return frozenset(v)
    if t in _MUTABLE:
        return (t,) + tuple([_frozen(getattr(v, f.name)) for f in dataclasses.fields(v)])
    if dataclasses.is_dataclass(t) and not t.__dataclass_params__.frozen:
        _MUTABLE.add(t)
        return _frozen(v)
    _PLAIN.add(t)   # an immutable value, or an object compared as itself
    return v


def _key_function(cls):
    """A function giving the state of a game object: all its attributes as they are, and the
    contents of those holding containers (counters, choices ...) frozen, since those change in
    place. Equal keys: the same initial characteristics and the same state for the descriptions
    that read the object itself (combat status, what exiled it, counters, choices ...)."""
    boxes = [f.name for f in dataclasses.fields(cls) if f.default_factory is not dataclasses.MISSING]
    parts = ["tuple(o.__dict__.values())"] + [f"_frozen(o.{n}) if o.{n} else ()" for n in boxes]
    ns = {"_frozen": _frozen}
    exec("def key(o):\n    return (" + ", ".join(parts) + ",)\n", ns)  # noqa: S102 - generated from the fields only
    return ns["key"]


_obj_key = _key_function(GameObject)


# --- selection, a description at a time -----------------------------------------------------------
_PLAN_FIELDS = frozenset(("zones", "types", "not_types", "subtypes", "not_subtypes", "colors", "not_colors", "colorless",
                          "supertypes", "not_supertypes", "keywords", "not_keywords", "controller", "owner", "other",
                          "names", "token", "describe"))
_DEFAULT_SELECTOR = Selector()


def _plan(sel):
    """What ``sel.select`` gives, computed field by field over all the objects at once (a list
    filtered by each test in turn instead of one call of ``match`` per object), for descriptions
    that use only the common fields; None for the others (then ``select`` itself). The reference
    evaluation keeps ``Selector.match``: the tests compare both."""
    if type(sel) is not Selector:
        return None
    for f in dataclasses.fields(Selector):
        if f.name not in _PLAN_FIELDS and getattr(sel, f.name) != getattr(_DEFAULT_SELECTOR, f.name):
            return None
    if sel.controller not in (None, "you", "opponent", "not_you") or sel.owner not in (None, "you"):
        return None   # "creatures enchanted player controls" and other relations: Selector.match itself
    zones, types, not_types = sel.zones, sel.types, sel.not_types
    subs, not_subs = sel.subtypes, sel.not_subtypes
    subs_c = frozenset(x for x in subs if subtype_kind(x) == "Creature")   # changelings have them (702.73a)
    not_subs_c = any(subtype_kind(x) == "Creature" for x in not_subs)
    colors, not_colors, colorless = sel.colors, sel.not_colors, sel.colorless
    supers, not_supers, kws, not_kws = sel.supertypes, sel.not_supertypes, sel.keywords, sel.not_keywords
    controller, owner, other, names, token = sel.controller, sel.owner, sel.other, sel.names, sel.token
    match = sel.match

    def select(work, ctx) -> frozenset:
        ws = [w for w in work.values() if w.zone in zones]
        split = [w for w in ws if w.halves]
        if split:  # 505.6 (before 2017): either half
            ws = [w for w in ws if not w.halves]
        if other and ctx.src is not None:
            # not the source, nor — of a noncreature Aura or Equipment naming its creature — the creature it is
            # attached to, as Selector.match has it (kb.engine.otherattached; 303.4, 301.5)
            src = ctx.src
            ws = [w for w in ws if w.oid != src.oid and not other_than_attached(sel, w, src)]
        if types:
            ws = [w for w in ws if types <= w.types]
        if not_types:
            ws = [w for w in ws if not not_types & w.types]
        if subs:
            # every one of them: "Eldrazi Spawn creatures" (205.3b)
            ws = [w for w in ws if all(x in w.subtypes or (x in subs_c and w.all_ctypes) for x in subs)]
        if not_subs:
            ws = [w for w in ws if not (not_subs & w.subtypes or (not_subs_c and w.all_ctypes))]
        if colors:
            ws = [w for w in ws if colors & w.colors]
        if not_colors:
            ws = [w for w in ws if not not_colors & w.colors]
        if colorless is not None:
            ws = [w for w in ws if (not w.colors) == colorless]
        if supers:
            ws = [w for w in ws if supers <= w.supertypes]
        if not_supers:
            ws = [w for w in ws if not not_supers & w.supertypes]
        if kws:   # as Selector.match: "with cycling" finds swampcycling (702.29f), "with hexproof" hexproof from (702.11e)
            ws = [w for w in ws if all(has_keyword(w.keyword_names(), k) for k in kws)]
        if not_kws:
            ws = [w for w in ws if not any(has_keyword(w.keyword_names(), k) for k in not_kws)]
        if controller == "you":
            ws = [w for w in ws if w.controller == ctx.you]
        elif controller in ("opponent", "not_you"):
            ws = [w for w in ws if w.controller != ctx.you]
        if owner == "you":
            ws = [w for w in ws if w.owner == ctx.you]
        if names:
            ws = [w for w in ws if w.name in names]
        if token is not None:
            ws = [w for w in ws if w.token == token]
        out = [w.oid for w in ws]
        if split:
            out += [w.oid for w in split if match(w, ctx)]
        return frozenset(out)

    return select


class LayerRecord:
    __slots__ = ("cands", "inp", "out", "applied", "started", "started_in", "replayable", "outside", "steps",
                 "sources")

    def __init__(self, cands, inp, out, applied, started, started_in, replayable, outside, steps, sources):
        self.cands = cands          # ((key, timestamp, effect or counter label, ops), ...) at the start
        self.inp = inp              # oid -> Working when the layer started
        self.out = out              # oid -> Working when it ended
        self.applied = applied      # [Applied] in order
        self.started = started      # effect key -> ids, for effects that started in this layer (613.6)
        self.started_in = started_in  # effect key -> ids, for candidates that started in an earlier layer
        self.replayable = replayable  # writes only what replay handles; nothing aggregate or outside read
        self.outside = outside      # read more than the objects: never reused
        self.steps = steps          # per application: (keys of the candidates then, pairs tried, deps found, loop pick)
        self.sources = sources      # the sources of every effect in the layer


def _fingerprint(e) -> tuple:
    # counters' pseudo-effects are made anew each evaluation: compared by what they say; an
    # effect a resolution extends (one effect of several instructions) gets a new ``ops`` tuple
    if e.origin == "counters":
        return (e.key, e.ts, e.label, None)
    return (e.key, e.ts, e, e.ops)


def _same_entry(x: tuple, y: tuple) -> bool:
    if x[0] != y[0] or x[1] != y[1] or x[3] is not y[3]:
        return False
    return x[2] is y[2] or (isinstance(x[2], str) and x[2] == y[2])


def _same(a: tuple, b: tuple) -> bool:
    return len(a) == len(b) and all(_same_entry(x, y) for x, y in zip(a, b))


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
        self._statics = self.rec["statics"]   # oid -> {id(abilities): (abilities, zone, timestamp, effects)}
        self._seen_abilities: dict = {}
        self._own: set = set()
        self._steps: list = []
        self._tried: list = []
        self.stats = {"reuse": 0, "replay": 0, "recompute": 0}
        self._scan = None           # (layer, {oid: static effects}) as candidates last found them
        self._written: set = set()  # objects written since
        self._static_view: dict = {}
        self._plans: dict = {}     # id(selector) -> (selector, plan): those used, kept for the next
        self._old_plans = rec["plans"] if rec is not None else {}
        self.rec["plans"] = self._plans
        super().__init__(state, None, True)

    # --- hooks of the full evaluation ----------------------------------------------------------------
    def _initial_work(self) -> dict:
        prev = self.prev["init"] if self.prev is not None else {}
        init = self.rec["init"]
        work = {}
        edition = self.state.edition
        fresh = self._fresh = set()   # game objects new or changed: what reads them directly differs
        for o in self.state.objects.values():
            key = _obj_key(o)
            p = prev.get(o.oid)
            if p is not None and p[0] is o and p[1] == key:
                w = p[2]
            else:
                w = Working.initial(o, edition)
                fresh.add(o.oid)
            init[o.oid] = (o, key, w)
            work[o.oid] = w
        old = self._statics   # static abilities remembered for the objects that still exist
        self._statics = self.rec["statics"] = {oid: old[oid] for oid in work if oid in old}
        return work

    def ctx(self, e, view):
        c = _Evaluation.ctx(self, e, view)
        if c.__class__ is Ctx:
            c.__class__ = _Watched
        else:
            _OUTSIDE[0] += 1  # a context of another kind: what it reads is not watched
        return c

    def _plan_of(self, sel):
        plans = self._plans
        p = plans.get(id(sel))
        if p is None or p[0] is not sel:
            p = self._old_plans.get(id(sel))
            if p is None or p[0] is not sel:
                p = (sel, _plan(sel))
            plans[id(sel)] = p
        return p[1]

    def affected(self, e, view) -> frozenset:
        sel = e.selector
        if sel is None or e.key in self.started or e.locked is not None:
            return super().affected(e, view)
        plan = self._plan_of(sel)
        if plan is None:
            return super().affected(e, view)
        return plan(view, self.ctx(e, view))

    def _matching(self, sel, view, ids, ctx) -> frozenset:
        plan = self._plan_of(sel) if len(ids) > 4 else None
        if plan is None:
            return super()._matching(sel, view, ids, ctx)
        return plan({i: view[i] for i in ids}, ctx)

    def static_effects(self, view):
        """As the full evaluation's, remembered per object: the same working characteristics (the
        very same object, with the very same abilities: an object written in this layer is changed
        in place) have the same static abilities."""
        statics_of = self._statics_of
        for w in view.values():
            if w.abilities:
                yield from statics_of(w)

    def _statics_of(self, w) -> tuple:
        """The effects of ``w``'s static abilities: they depend on its abilities (the very same
        tuple: an ability change makes a new one), its zone and its timestamp only; remembered
        for the last few tuples of each object (before and after the layers that change them)."""
        ab = w.abilities
        by = self._statics.get(w.oid)
        if by is None:
            by = self._statics[w.oid] = {}
        m = by.get(id(ab))
        if m is None or m[0] is not ab or m[1] != w.zone or m[2] != w.obj.ts:
            if len(by) > 4:
                by.clear()
            m = by[id(ab)] = (ab, w.zone, w.obj.ts, tuple(_Evaluation.static_effects(self, {w.oid: w})))
        return m[3]

    def candidates(self, layer: str, done: set) -> list:
        """As the full evaluation's; within a layer, only the objects written since the last call
        are looked at again for static abilities (the others have the same ones)."""
        scan = self._scan
        if scan is None or scan[0] != layer:
            parts = self.parts
            statics_of = self._statics_of
            seen = self._seen_abilities   # oid -> (abilities, zone, effects) at the last scan
            found = {}
            for oid, w in self.work.items():
                ab = w.abilities
                if ab:
                    m = seen.get(oid)
                    if m is None or m[0] is not ab or m[1] != w.zone:
                        m = seen[oid] = (ab, w.zone, statics_of(w))
                    effs = m[2]
                    if effs:
                        effs = [e for e in effs if parts(e, layer)]
                        if effs:
                            found[oid] = effs
            self._scan = scan = (layer, found)
        else:
            found = scan[1]
            for oid in self._written:
                w = self.work.get(oid)
                effs = self._statics_of(w) if w is not None and w.abilities and _has_static(w) else ()
                effs = [e for e in effs if self.parts(e, layer)]
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
        self._tried.append((a.key, b.key))

    def apply(self, e, layer, spec, step, order, waited, loop, deps) -> None:
        self._steps.append((tuple(x.key for x in order), tuple(self._tried),
                            {k: {b.key: why for b, why in v} for k, v in deps.items()}, loop is not None))
        self._tried = []
        super().apply(e, layer, spec, step, order, waited, loop, deps)

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

    def _layer(self, spec) -> None:
        layer = spec.key
        inp = dict(self.work)
        mark = (_OUTSIDE[0], _AGGREGATE[0])
        cands = self.candidates(layer, set())
        fp = tuple(_fingerprint(e) for e in cands)
        st_in = {e.key: self.started[e.key][1] for e in cands if e.key in self.started}
        self._st_in = st_in
        prev = self.prev["layers"].get(layer) if self.prev is not None else None
        if prev is not None and not prev.outside and _OUTSIDE[0] == mark[0]:
            pin = prev.inp
            dirty = {i for i, w in inp.items() if pin.get(i) is not w}
            dirty.update(i for i in pin if i not in inp)
            if not dirty and st_in == prev.started_in and _same(fp, prev.cands):
                self._reuse(prev, layer, cands)
                return
            if prev.replayable and _AGGREGATE[0] == mark[1]:
                n0, started0 = len(self.applied), set(self.started)
                if self._replay(prev, spec, inp, dirty, cands, fp, st_in):
                    return
                self.work.clear()
                self.work.update(inp)
                del self.applied[n0:]
                for k in [k for k in self.started if k not in started0]:
                    del self.started[k]
        self._recompute(spec, inp, fp, prev, mark)

    def _recompute(self, spec, inp: dict, fp: tuple, prev: LayerRecord | None, mark: tuple) -> None:
        layer = spec.key
        self.stats["recompute"] += 1
        self._own, self._steps, self._tried = set(), [], []
        n0, started0 = len(self.applied), set(self.started)
        self.run_layer(spec)
        if prev is not None:
            # an object that comes out as it did last time keeps last time's (clean for later layers),
            # unless its game object changed (descriptions read it: choices, combat status ...)
            for oid in self._own:
                p = prev.out.get(oid)
                if p is not None and oid not in self._fresh and _equal(p, self.work[oid]):
                    self.work[oid] = p
        applied = self.applied[n0:]
        effects = list(self._layer_effects(fp, applied))
        outside = _OUTSIDE[0] != mark[0] or any(reads_outside(op) for e in effects for op in self.parts(e, layer))
        replayable = (not outside and _AGGREGATE[0] == mark[1]
                      and all(self.writes(self.parts(e, layer)) <= _REPLAY_WRITES for e in effects))
        self.rec["layers"][layer] = LayerRecord(
            fp, inp, dict(self.work), applied, {k: v[1] for k, v in self.started.items() if k not in started0},
            self._st_in, replayable, outside, self._steps, frozenset(e.source for e in effects if e.source is not None))
        self._steps = []

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

    @staticmethod
    def _applied_effects(prev: LayerRecord, cands: list, skip=()) -> dict:
        """key -> the effect each of last time's applications applies now: the candidate of the same
        key when it is the same effect (counters' are made anew), else last time's (an effect whose
        timestamp changed within the layer, its ability moved in its source's list, is another
        object than the candidate the layer started with)."""
        cur = {e.key: e for e in cands}
        effs = {}
        for a in prev.applied:
            k = a.effect.key
            if k in skip:
                continue
            e = cur.get(k)
            effs[k] = e if e is not None and _same_entry(_fingerprint(e), _fingerprint(a.effect)) else a.effect
        return effs

    def _reuse(self, prev: LayerRecord, layer: str, cands: list) -> None:
        self.stats["reuse"] += 1
        self.work.update(prev.out)
        effs = self._applied_effects(prev, cands)
        for a in prev.applied:
            self.applied.append(Applied(layer, effs[a.effect.key], a.ids, a.reason, a.depends_on, a.loop))
        for k, ids in prev.started.items():
            self.started[k] = (effs[k], ids)
        self.rec["layers"][layer] = prev

    # --- replay -------------------------------------------------------------------------------------
    def _member(self, e, d: int, w=None) -> bool:
        """Whether ``e`` applies to object ``d`` (as ``w``, by default as it is now) at this point
        of the layer (as ``affected``)."""
        st = self.started.get(e.key)
        if st is not None:
            return d in st[1]
        if e.locked is not None:
            return d in e.locked
        if e.selector is None:
            return False
        return e.selector.match(self.work[d] if w is None else w, self.ctx(e, self.work))

    def _static_here(self, w, layer: str, skip=frozenset()) -> bool:
        """Whether ``w`` has a static ability with an effect in ``layer`` (other than ``skip``)."""
        return any(self.parts(e, layer) for e in self.static_effects({w.oid: w}) if e.key not in skip)

    def _replay(self, prev: LayerRecord, spec, inp: dict, dirty: set, cands: list, fp: tuple,
                st_in: dict) -> bool:
        layer = spec.key
        mark = (_OUTSIDE[0], _AGGREGATE[0])
        # effects added and gone since last time (a changed one is both)
        pfp = {x[0]: x for x in prev.cands}
        nfp = {x[0]: x for x in fp}
        added = [k for k, x in nfp.items() if k not in pfp or not _same_entry(x, pfp[k])]
        gone = {k for k, x in pfp.items() if k not in nfp or not _same_entry(x, nfp[k])}
        cur = {e.key: e for e in cands}
        effs = self._applied_effects(prev, cands, gone)
        if any(k in effs for k in added):
            return False  # it appeared within the layer last time
        for k, e in cur.items():
            if k not in added:
                effs.setdefault(k, e)   # a candidate that did not apply (613.8c)
        old_effs = {a.effect.key: a.effect for a in prev.applied if a.effect.key in gone}
        if len(old_effs) != len(gone):
            return False  # a candidate that vanished within the layer (613.8c)
        new = [cur[k] for k in added]
        changing = set(added) | gone
        # sets fixed in an earlier layer (613.6) are unchanged for the clean objects
        for k, ids in st_in.items():
            if k in prev.started_in:
                if ids - dirty != prev.started_in[k] - dirty:
                    return False
            elif k not in changing:
                return False
        if any(k not in st_in and k not in changing for k in prev.started_in):
            return False
        if new or gone:
            if len(fp) < 2 or len(prev.cands) < 2:
                return False  # "the only effect in this layer" would change
            if not self._independent(new + list(old_effs.values()), list(effs.values()), layer):
                return False
        # the dirty objects: no source of an effect that stays, and no static ability here
        if dirty & {e.source for e in effs.values() if e.source is not None}:
            return False
        present = [d for d in dirty if d in inp]
        extra = set()
        for e in new:
            extra |= self.affected(e, inp)
        for a in prev.applied:
            if a.effect.key in gone:
                extra |= a.ids
        extra = {i for i in extra if i in inp} - dirty
        replayed = present + sorted(extra)
        sources = set()
        for d in dirty:
            for w in (inp.get(d), prev.inp.get(d), prev.out.get(d)):
                if w is not None and _has_static(w):
                    if self._static_here(w, layer, changing):
                        return False
                    sources.add(d)
        if sources and any(sources & a.ids for a in prev.applied
                           if a.effect.key not in gone and "abilities" in self.writes(self.parts(a.effect, layer))):
            return False
        if sources and any("abilities" in self.writes(self.parts(e, layer)) for e in new):
            return False
        steps = prev.steps
        if dirty and any(s[1] for s in steps):
            tried = {ak for s in steps for ak, _ in s[1]}
            if any(k not in effs for k in tried) or any(
                    op.dynamic for k in tried for op in self.parts(effs[k], layer)):
                return False  # what a dynamic effect does could change (613.8a)
        # last time's state of the changed and gone objects, step by step (for the pairs found dependent)
        old = {d: prev.inp[d] for d in dirty if d in prev.inp} if dirty else {}
        work = self.work
        for i, w in prev.out.items():
            if i not in dirty and i not in extra:
                work[i] = w
        for d in replayed:
            work[d] = inp[d].copy()
        for d in dirty:
            if d not in inp:
                work.pop(d, None)
        key = self.order_key(spec)
        new.sort(key=key)
        keyed = {**old_effs, **effs, **{e.key: e for e in new}}
        new_started = {k for k in prev.started if k not in gone}
        applied, rec_steps = [], []
        for j, a in enumerate(prev.applied):
            step = steps[j]
            if a.effect.key in gone:
                if old:
                    self._advance_old(old, a, a.effect, layer)
                continue
            e = effs[a.effect.key]
            while new and (step[3] or key(new[0]) < key(e)):
                if not self._replay_new(new.pop(0), spec, replayed, step[0], gone, keyed, applied, rec_steps,
                                        new_started):
                    return False
            if step[1] and dirty and not self._neutral(step, present, old, effs, layer, prev):
                return False
            if old:
                self._advance_old(old, a, e, layer)
            ids = set(a.ids) - dirty
            ops = self.parts(e, layer)
            ctx = None
            for d in present:
                if self._member(e, d):
                    ids.add(d)
            for d in sorted(ids.intersection(replayed)):
                ctx = ctx or self.ctx(e, work)
                w = work[d]
                for op in ops:
                    op.apply(w, ctx)
            ids = frozenset(ids)
            if e.key in new_started and e.key not in self.started:
                self.started[e.key] = (e, ids)
            applied.append(Applied(layer, e, ids, a.reason, a.depends_on, a.loop))
            rec_steps.append(step)
        while new:
            self._replay_new(new.pop(0), spec, replayed, (), gone, keyed, applied, rec_steps, new_started)
        if (_OUTSIDE[0], _AGGREGATE[0]) != mark:
            return False  # something new read beyond the objects
        for d in present:
            w = work[d]
            if _has_static(w) and (self._static_here(w, layer, changing) or d not in sources or any(
                    d in a.ids for a in applied if "abilities" in self.writes(self.parts(a.effect, layer)))):
                return False  # it has (or gained) a static ability here, or its abilities changed
        for d in extra:
            # the added and gone effects change nothing the layer's effects read, but an ability
            # they add or remove could give or take an effect here (613.8c)
            if self._statics_here(work[d], layer) != self._statics_here(prev.out[d], layer):
                return False
        for d in replayed:
            p = prev.out.get(d)
            if p is not None and d not in self._fresh and _equal(p, work[d]):
                work[d] = p
        self.applied.extend(applied)
        self.stats["replay"] += 1
        effects = list(effs.values()) + new
        replayable = all(self.writes(self.parts(e, layer)) <= _REPLAY_WRITES for e in effects)
        self.rec["layers"][layer] = LayerRecord(
            fp, inp, dict(work), applied, {k: self.started[k][1] for k in new_started if k in self.started},
            st_in, replayable, False, rec_steps, frozenset(e.source for e in effects if e.source is not None))
        return True

    def _statics_here(self, w, layer: str) -> set:
        return {e.key for e in self.static_effects({w.oid: w}) if self.parts(e, layer)} if _has_static(w) else set()

    def _independent(self, changing: list, others: list, layer: str) -> bool:
        """Whether the effects ``changing`` (added or gone) read nothing the other effects of the
        layer write and write nothing they read (then no trial application involves them, 613.8a)."""
        rw = {}

        def of(e):
            x = rw.get(e.key)
            if x is None:
                x = rw[e.key] = (self.reads(e, layer), self.writes(self.parts(e, layer)))
            return x

        for x in changing:
            rx, wx = of(x)
            for o in others + changing:
                if o is x:
                    continue
                ro, wo = of(o)
                if rx & wo or wx & ro:
                    return False
        return True

    def _replay_new(self, e, spec, replayed, order_keys, gone, keyed, applied, rec_steps, new_started) -> bool:
        """An effect added since last time, applied where its timestamp puts it (it is independent,
        so it is free at every step: it goes before the first effect applied after it in timestamp
        order, or chosen from a dependency loop). ``order_keys``: the candidates then. False (and
        nothing applied) when an earlier effect still waits then: left to a full recomputation."""
        layer = spec.key
        key = self.order_key(spec)
        k = key(e)
        if any(key(keyed[x]) < k for x in order_keys if x not in gone and x in keyed):
            return False
        work = self.work
        ids = frozenset(i for i in replayed if self._member(e, i))
        if e.key not in self.started:
            self.started[e.key] = (e, ids)
            new_started.add(e.key)
        ops = self.parts(e, layer)
        ctx = self.ctx(e, work)
        for d in sorted(ids):
            w = work[d]
            for op in ops:
                op.apply(w, ctx)
        reason = "cda" if e.cda and spec.cda_first else "timestamp"
        applied.append(Applied(layer, e, ids, reason, [], []))
        rec_steps.append((tuple(order_keys), (), {}, False))
        return True

    def _advance_old(self, old: dict, a, e, layer: str) -> None:
        """Last time's application ``a`` on the old versions of the changed and gone objects."""
        ops = self.parts(e, layer)
        ctx = None
        for d in old:
            if d in a.ids:
                ctx = ctx or self.ctx(e, self.work)
                c = old[d].copy()
                for op in ops:
                    op.apply(c, ctx)
                old[d] = c

    def _neutral(self, step: tuple, present: list, old: dict, effs: dict, layer: str, prev: LayerRecord) -> bool:
        """Whether the dirty objects leave the dependencies of this step as they were found last
        time: for each pair tried by trial application, applying the effect depended on to the new
        version of an object doesn't change what a pair found independent applies to, and to the old
        version it didn't change it for a pair found dependent (613.8a)."""
        _keys, tried, deps, _loop = step
        by_b: dict = {}
        for ak, bk in tried:
            by_b.setdefault(bk, []).append(ak)
        work = self.work
        for bk, aks in by_b.items():
            b = effs.get(bk)
            if b is None or any(ak not in effs for ak in aks):
                return False
            ops = self.parts(b, layer)
            get = _fields_getter(self.writes(ops) - {"zone"})
            for versions, found in ((((d, work[d]) for d in present), False), (old.items(), True)):
                for d, w in versions:
                    if found and not any(bk in deps.get(ak, ()) for ak in aks):
                        break
                    if not self._member_then(b, d, w, prev if found else None):
                        continue
                    c = w.copy()
                    ctx = self.ctx(b, work)
                    for op in ops:
                        op.apply(c, ctx)
                    if get(c) == get(w):
                        continue
                    for ak in aks:
                        if (bk in deps.get(ak, ())) != found:
                            continue
                        a = effs[ak]
                        if a.key in self.started or a.locked is not None or a.selector is None:
                            continue
                        actx = self.ctx(a, work)
                        if a.selector.match(w, actx) != a.selector.match(c, actx):
                            return False
        return True

    def _member_then(self, e, d: int, w, prev: LayerRecord | None) -> bool:
        """``_member`` for the current version ``w`` of ``d`` or, with ``prev``, for last time's (an
        effect not applied yet in the layer has a fixed set only if it started in an earlier one)."""
        if prev is None:
            return self._member(e, d, w)
        ids = prev.started_in.get(e.key)
        if ids is not None:
            return d in ids
        if e.locked is not None:
            return d in e.locked
        if e.selector is None:
            return False
        return e.selector.match(w, self.ctx(e, self.work))

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
            fixes = self._type_fixes(w)
            if fixes:
                c = work[oid] = w.copy()
                for k, v in fixes.items():
                    setattr(c, k, v)
        self.rec["layers"]["4+"] = LayerRecord((), inp, dict(work), [], {}, {}, False, False, [], frozenset())


set_incremental(IncrementalEvaluation)
