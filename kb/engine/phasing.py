"""Phasing (702.26 today; 502.15 with the phased-out zone 217.8 from 2001-07-23 to 2009-05-01).

A phased-out permanent is kept as the same object (no new object, 400.7 doesn't apply: 702.26d,
502.15f) in the internal zone ``PHASED_OUT``. Nothing that looks at the battlefield sees it, which
is what both systems say: today it "is treated as though it does not exist" (702.26b); before
2009-07-11 it was not in play at all (217.8a, 217.8c). What differs by edition (the dates are
those of the texts, see :mod:`kb.engine.versions`):

* ``phasing_model``: ``zone`` (2001-07-23 … 2009-05-01: the phased-out zone, 217.8) or ``status``
  (2009-07-11 on: a status, the permanent stays on the battlefield, 702.26d). Scenarios report the
  zone of a phased-out permanent as ``battlefield`` in the second and ``phased out`` in the first.
* ``phased_out_tokens``: ``cease`` (217.8d, then 702.23j/704.5d until 2017-07-08: a phased-out token
  ceases to exist as a state-based action) or ``exist`` (2017-08-25 on, 702.26d).
* ``phasing_damage``: before 2009-07-11 all damage is removed from a permanent as it phases out (502.15e).
* ``phasing_limited``: before 2009-07-11 effects with a limited duration that name a permanent can't
  affect it further once it phases out (502.15g).
* ``phasing_leaves_triggers``: until 2005-08-01 a permanent phasing out triggered leaves-play
  abilities (502.15d): not modelled, so such an ability makes what follows "cannot decide".

Indirect phasing (702.26g, 502.15i): Auras, Equipment and Fortifications attached to a permanent
phase out with it and phase in only with it; one that phased out directly phases in attached to
the same object if it is still there, else unattached (702.26i, 502.15j; state-based actions follow).
"""
from __future__ import annotations

from .text import player_poss as _poss
from .errors import EngineError
from .versions import rule
from .triggers import Event
from .phaselock import phase_locked

__all__ = ["PHASED_OUT", "PhasingMixin"]

PHASED_OUT = "phased_out"   # the internal zone of phased-out permanents (not one of the game's zones today)


class PhasingMixin:
    # --- helpers ------------------------------------------------------------------------------------------
    def phasing_model(self) -> str:
        model = rule("phasing_model", self.edition)
        if model == "obsolete":
            raise EngineError(f"the rules of {self.edition} have no phasing rules (only an obsolete glossary entry, "
                              "\u201cPhasing (Obsolete)\u201d): what phasing does then can't be decided")
        return model

    def is_phased_out(self, o) -> bool:
        return o is not None and o.zone == PHASED_OUT

    def _attached_tree(self, oid: int) -> list:
        """The objects attached to ``oid``, and to those, recursively (702.26g)."""
        out, todo = [], [oid]
        while todo:
            host = todo.pop()
            for o in self.objects.values():
                if o.attached_to == host and o.zone == "battlefield" and o.oid not in out:
                    out.append(o.oid)
                    todo.append(o.oid)
        return out

    # --- phasing out ----------------------------------------------------------------------------------------
    def phase_out(self, refs, *, cause: str = "") -> list:
        """Phase out these permanents (directly) and what is attached to them (indirectly), simultaneously."""
        model = self.phasing_model()
        snap = self.evaluate()
        direct = []
        for r in refs:
            o = self.obj(r)
            if o.zone == "battlefield" and o.oid not in direct:
                direct.append(o.oid)
        indirect: dict = {}
        for oid in direct:
            for a in self._attached_tree(oid):
                indirect.setdefault(a, self.objects[a].attached_to)
        # 702.26h: an object that would phase out directly and indirectly phases out indirectly
        direct = [oid for oid in direct if oid not in indirect]
        if not direct:
            return []
        self._phasing_leaves_triggers(snap, direct + list(indirect))
        in_combat = [oid for oid in direct + list(indirect) if self.objects[oid].in_combat]
        if in_combat:
            self.remove_from_combat(in_combat)   # 702.26b (506.4); before 2009 it left play (506.4's old 306.x)
        damaged = [self.objects[oid].alias for oid in direct + list(indirect) if self.objects[oid].damage]
        for oid in direct + list(indirect):
            o = self.objects[oid]
            w = snap.get(oid)
            o.phasing = {"controller": w.controller if w is not None else o.controller,
                         "with": indirect.get(oid)}
            o.zone = PHASED_OUT
            if model == "zone" and rule("phasing_damage", self.edition):
                o.damage = 0
                o.deathtouched = False
        if model == "zone" and rule("phasing_limited", self.edition):
            self._drop_limited_effects(set(direct) | set(indirect))
        names = ", ".join(self.objects[oid].alias for oid in direct)
        where = "into the phased-out zone" if model == "zone" else "(its status becomes \u201cphased out\u201d)"
        self.log.add(f"{names} phase{'s' if len(direct) == 1 else ''} out{' ' + cause if cause else ''} {where}: "
                     "treated as though it does not exist", "phased_out", "phasing_no_zone_change", kind="step")
        if indirect:
            self.log.add(", ".join(self.objects[a].alias for a in indirect) + " phase(s) out indirectly with it",
                         "phasing_indirect", indent=1, kind="step")
        if model == "zone" and rule("phasing_damage", self.edition) and damaged:
            self.log.add(f"All damage dealt to {', '.join(damaged)} is removed", "phasing_damage", indent=1, kind="step")
        self._changed()
        return direct

    def _drop_limited_effects(self, oids: set) -> None:
        """502.15g (2001-07-23 … 2009-05-01): an effect with a limited duration that names a permanent can't
        affect it further once it phases out."""
        for e in self.effects:
            if e.origin != "resolved" or e.locked is None or e.duration in ("indefinite", "static"):
                continue
            gone = e.locked & oids
            if gone:
                e.locked = e.locked - gone
                e.cache.clear()
                self.log.add(f"{e.label}: its duration is limited, so it no longer affects "
                             f"{', '.join(self.objects[o].alias for o in gone)}", "phasing_limited", indent=1, kind="step")

    def _phasing_leaves_triggers(self, snap, oids: list) -> None:
        """502.15d until 2005-08-01: phasing out triggered leaves-play abilities; not modelled."""
        if not rule("phasing_leaves_triggers", self.edition):
            return
        for w in snap.work.values():
            if w.zone != "battlefield":
                continue
            for h in w.abilities:
                text = (getattr(h.ability, "text", "") or "").lower()
                if "leaves play" in text or "leaves the battlefield" in text or "put into a graveyard" in text:
                    self.note_unknown(f"a permanent phasing out triggers leaves-play abilities in the rules of "
                                      f"{self.edition} ({self.rule_no('phasing_triggers')}): "
                                      f"{w.obj.alias}'s \u201c{h.ability.display(w.name)}\u201d is not modelled "
                                      "for phasing")
                    return

    # --- phasing in -------------------------------------------------------------------------------------------
    def phase_in(self, refs, *, cause: str = "") -> list:
        """Phase in these (directly phased-out) permanents, and what phased out indirectly with them."""
        direct = []
        for r in refs:
            o = self.obj(r)
            if o.zone == PHASED_OUT and o.oid not in direct:
                direct.append(o.oid)
        if not direct:
            return []
        coming = list(direct)
        todo = list(direct)
        while todo:   # 702.26g: what phased out indirectly with it phases in with it
            host = todo.pop()
            for o in self.objects.values():
                if o.zone == PHASED_OUT and (o.phasing or {}).get("with") == host and o.oid not in coming:
                    coming.append(o.oid)
                    todo.append(o.oid)
        unattached = []
        for oid in coming:
            o = self.objects[oid]
            o.zone = "battlefield"
            o.phasing = None
        for oid in direct:
            o = self.objects[oid]
            if o.attached_to is None or isinstance(o.attached_to, str):
                continue
            host = self.objects.get(o.attached_to)
            if host is None or host.zone != "battlefield":   # 702.26i, 502.15j
                o.attached_to = None
                unattached.append(o.alias)
        names = ", ".join(self.objects[oid].alias for oid in direct)
        self.log.add(f"{names} phase{'s' if len(direct) == 1 else ''} in{' ' + cause if cause else ''}: the game "
                     "treats it as though it exists again (the same permanent, not a new object; it keeps its "
                     "timestamp)", "phasing_in", "phasing_no_zone_change", kind="step")
        others = [self.objects[oid].alias for oid in coming if oid not in direct]
        if others:
            self.log.add(", ".join(others) + " phase(s) in with it, still attached", "phasing_indirect", indent=1,
                         kind="step")
        for a in unattached:
            self.log.add(f"{a} phased out directly and what it was attached to is gone: it phases in unattached",
                         "phasing_direct_attached", indent=1, kind="step")
        # "Whenever ~ phases in" (kb.engine.triggers): each permanent phasing in, directly or with its host (702.26g),
        # in one event (502.1: simultaneously); phasing in is not entering (702.26d)
        self._changed()
        with self.batch():   # the state after it phased in: what triggers is read there
            for oid in coming:
                self._emit(Event("phased_in", obj=oid))
        return direct

    # --- the untap step (502.1) ----------------------------------------------------------------------------
    def phasing_untap_step(self) -> None:
        """502.1 (302.1 before 2009-07-11): the active player's phased-in permanents with phasing phase out and,
        simultaneously, the permanents that phased out under their control phase in."""
        snap = self.evaluate()
        out = [o.oid for o in self.objects.values() if o.zone == "battlefield" and snap.get(o.oid) is not None
               and snap.get(o.oid).controller == self.active and "phasing" in snap.get(o.oid).keyword_names()]
        back = [o.oid for o in self.objects.values() if o.zone == PHASED_OUT and o.phasing
                and o.phasing.get("with") is None and o.phasing.get("controller") == self.active
                and not phase_locked(self, o.oid)]   # "they can't phase in" (kb.engine.phaselock)
        if not out and not back:
            return
        self.phasing_model()
        self.log.add(f"{_poss(self.active).capitalize()} untap step begins with the phasing event: permanents with "
                     "phasing phase out and those that phased out under that player's control phase in, "
                     "simultaneously", "phasing_untap", "phasing", kind="step")
        # simultaneously (502.1): what phases in now doesn't phase out in the same event
        if back:
            self.phase_in(back)
        if out:
            self.phase_out(out)

    # --- state-based actions -----------------------------------------------------------------------------
    def phased_out_token_ceases(self, o) -> bool:
        """217.8d / 702.23j / 704.5d until 2017-07-08: a phased-out token ceases to exist; from 2017-08-25 it
        continues to exist (702.26d)."""
        return rule("phased_out_tokens", self.edition) == "cease"

