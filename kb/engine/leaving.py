"""A player leaving a multiplayer game (800.4a; 600.4a from 2005-08-01 to 2009-05-01).

As the player leaves (not a state-based action): every object they own leaves the game (all zones,
the stack and phased-out permanents included, 702.26k); effects that give them control of objects end;
the objects on the stack they control that aren't cards cease to exist; then what they still control
is exiled. What changed over the editions (``leave_game`` in :mod:`kb.engine.versions`):

* 2005-08-01 … 2006-07-15: what they still control "leaves the game" too; all spells and abilities they
  control on the stack cease to exist;
* 2006-10-01 … 2012-07-01: what they still control goes to the removed-from-the-game (exile) zone; all
  spells and abilities they control on the stack still cease to exist;
* 2012-10-01 on: only the objects on the stack not represented by cards cease to exist; a card they
  control on the stack is exiled with the rest.

Not modelled, so "cannot decide" (never a guess): editions without the rule (before 2005-08-01);
leaves-the-battlefield abilities, which trigger for a permanent that leaves because its owner left
(603.10a); a control effect from a static ability of a source they don't control; creatures in combat.
"""
from __future__ import annotations

from .text import player_poss as _poss
from .versions import rule

__all__ = ["LeavingMixin"]


class LeavingMixin:
    def _leaving_unstated(self, name: str, theirs: list) -> None:
        """Rules without a rule for a player leaving (before 2005-08-01): what happens to the objects they own or control
        is not stated. Undecided: every answer about those objects; where objects are and who controls them (any of them
        may leave or change control); the cards of the zones they may go to; what the stack holds, when a spell or an
        ability there may lose a target; and what reads those or what their own words do
        (kb.engine.unknowns.choice_reach from that start). Every answer is undecided when they controlled an effect, a
        spell or an ability on the stack or a delayed trigger, or it was their turn (whether those end isn't said)."""
        from .unknowns import ALL, Unknown, choice_reach, scope_of
        reason = (f"{name} left the game: the rules of {self.edition} say nothing of the objects they own or control "
                  "(the multiplayer rule 600.4a appears in 2005-08-01)")
        if self.active == name or any(e.you == name for e in self.effects) or \
                any(it.controller == name for it in self.stack) or any(p.controller == name for p in self.pending) or \
                any(d.get("controller") == name for d in self.delayed):
            self.note_unknown(reason)
            return
        self.unknowns.append(Unknown(reason, ALL, since=self.clock, objects=frozenset(o.card_id for o in theirs),
                                     by_card=True))
        groups = {"zone", "controller", "cards", "cards_zone"} | ({"stack"} if self.stack else set())   # a target gone
        for o in theirs:   # what their own words do, should they stay or go (each text's estimate)
            for ab in getattr(o.card, "abilities", ()) or ():
                groups |= scope_of(getattr(ab, "text", "") or "")
        if frozenset(groups) >= ALL:
            self.note_unknown(reason)
            return
        scope, whose = choice_reach(self, (), start=(frozenset(groups), {}), snap=self.evaluate())
        self.unknowns.append(Unknown(reason, scope, since=self.clock, whose=tuple(whose.items())))

    def _in_combat(self, name: str, snap) -> bool:
        """Whether the player leaving has a part in the combat: attacked (a defending player), controlling or
        protecting an attacked permanent, or controlling or owning an attacking or blocking creature. A player with
        none — a third player watching the combat — leaves it as it was (506.4, 800.4e say nothing of them)."""
        c = self.combat
        for oid, (kind, ref) in c.attackers.items():
            if kind == "player" and ref == name:
                return True
            if kind == "obj":
                t = self.objects.get(ref)
                w = snap.get(ref)
                if t is None or t.owner == name or (w is not None and w.controller == name) or \
                        getattr(t, "protector", None) == name:
                    return True
        for oid in list(c.attackers) + list(c.blocks):
            o = self.objects.get(oid)
            w = snap.get(oid)
            if o is None or o.owner == name or (w is not None and w.controller == name):
                return True
        return False

    def leave_game_objects(self, name: str) -> None:
        version = rule("leave_game", self.edition)
        if version == "unstated":
            theirs = [o for o in self.objects.values() if o.owner == name or o.controller == name]
            if theirs:
                self._leaving_unstated(name, theirs)
            return
        snap = self.evaluate()
        self._leaving_triggers(snap, name)
        c = self.combat
        damage_done = c is not None and c.first_step is not None and c.steps_done >= (2 if c.first_step else 1) and \
            rule("damage_assignment", self.edition) != "stack"
        # every combat damage step of this combat is over (510.4): no combat damage is left to assign to them
        # (800.4e), and their permanents leave the battlefield, which removes them from combat (506.4)
        if c is not None and (c.attackers or c.blocks) and not damage_done and self._in_combat(name, snap):
            self.note_unknown(f"{name} left the game during combat: how that changes combat (506.4, 800.4e) is not "
                              "modelled")
        # 1. the objects they own leave the game (no zone: they are gone)
        owned = [o for o in self.objects.values() if o.owner == name]
        gone = {o.oid for o in owned}
        for o in owned:
            self.lki.setdefault(o.oid, self.snapshot_of(o.oid, snap))
        for o in owned:
            del self.objects[o.oid]
        if owned:
            self.log.add(f"{name} leaves the game: the objects {name} owns leave with them: "
                         + ", ".join(o.alias for o in owned), "player_leaves", indent=1, kind="step")
        # 2. effects that give them control end
        from .effects import ControlOp
        ended = [e for e in self.effects if e.you == name and any(isinstance(op, ControlOp) for op in e.ops)]
        if ended:
            self.effects = [e for e in self.effects if e not in ended]
            for e in ended:
                self.log.add(f"{e.label}: it gave {name} control, so it ends", "player_leaves", indent=1, kind="step")
        # 3. their objects on the stack: abilities and copies cease to exist (before 2012-10-01: every spell and
        # ability they control)
        keep = []
        for it in self.stack:
            o = self.objects.get(it.oid) if it.oid is not None else None
            if it.oid in gone:
                continue   # a card they own: it left the game in 1
            if it.controller == name and (o is None or o.is_copy or version != "exile"):
                if o is not None:
                    self.lki.setdefault(o.oid, self.snapshot_of(o.oid, snap))
                    del self.objects[o.oid]
                self.log.add(f"{it.name}, which {name} controlled on the stack, ceases to exist", "player_leaves",
                             indent=1, kind="step")
                continue
            keep.append(it)
        removed_items = [it for it in self.stack if it not in keep]
        self.stack = keep
        self.pending = [p for p in self.pending if p.controller != name]    # 800.4d
        self.delayed = [d for d in self.delayed if d.get("controller") != name]
        self._changed()
        # phased-out permanents that phased out under their control (702.26n): not modelled
        for o in self.objects.values():
            if o.zone == "phased_out" and (o.phasing or {}).get("controller") == name:
                self.note_unknown(f"{o.alias} phased out under {_poss(name)} control and {name} left the game: when and "
                                  "whether it phases in (702.26n, 800.4a) is not modelled")
        # 4. what they still control is exiled (2005-08-01 … 2006-07-15: it leaves the game)
        snap = self.evaluate()
        still = [o for o in self.objects.values() if snap.get(o.oid) is not None and snap.get(o.oid).controller == name
                 and o.zone in ("battlefield", "stack")]
        still_ids = {o.oid for o in still}
        layer = self.profile.classify("control", None) if still else None
        exile = []
        for o in still:
            statics = [a.effect for a in snap.applied if a.layer == layer and o.oid in a.ids and a.effect.origin == "static"]
            if statics and all(e.source in still_ids for e in statics):
                continue   # its control comes from an object of theirs that goes now: that effect ends with it
            if statics:
                self.note_unknown(f"{o.alias}: control given to {name} by a static ability of an object {name} doesn't "
                                  "control, as they leave the game, is not modelled (800.4a)")
                continue
            exile.append(o)
        for o in exile:
            self.stack = [it for it in self.stack if it.oid != o.oid]
            if version == "leave":
                self.lki.setdefault(o.oid, self.snapshot_of(o.oid, snap))
                del self.objects[o.oid]
                self.log.add(f"{o.alias}, which {name} still controlled, leaves the game", "player_leaves", indent=1,
                             kind="step")
            else:
                self.log.add(f"{o.alias}, which {name} still controlled, is exiled", "player_leaves", indent=1,
                             kind="step")
                self.move(o.oid, "exile", log=False)
        if removed_items or exile:
            self._changed()

    def _leaving_triggers(self, snap, name: str) -> None:
        """603.10a: leaves-the-battlefield abilities trigger for a phased-in permanent that leaves because its owner
        left the game: not modelled, so any such ability on the battlefield makes what follows undecidable."""
        for w in snap.work.values():
            if w.zone != "battlefield":
                continue
            for h in w.abilities:
                text = (getattr(h.ability, "text", "") or "").lower()
                if getattr(h.ability, "spec", None) is not None and ("leaves" in text or "leave the" in text):
                    self.note_unknown(f"{name} left the game: {w.obj.alias}'s \u201c{h.ability.display(w.name)}\u201d may "
                                      "trigger as their permanents leave (603.10a): not modelled")
                    return

