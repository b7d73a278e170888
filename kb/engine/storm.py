"""Storm (702.40; 502.30 from 2003-07-01, 702.37-702.39 as the keyword section moved).

"Storm" means "When you cast this spell, copy it for each other spell that was cast before it this
turn. If the spell has any targets, you may choose new targets for any of the copies." (702.40a);
each instance triggers separately (702.40b). The count is the spells every player cast this turn
before it (``Player.spells_cast``, counted as each spell becomes cast, 601.2i; copies are not cast,
707.10, so they don't count). The copies keep the original's targets unless the scenario gives new
ones (``triggers: {SPELL: {choose: {new_targets: [[T], [T] ...]}}}``, one list per copy, 707.10c).
"""
from __future__ import annotations

from .errors import EngineError
from .versions import rule

__all__ = ["StormMixin", "STORM_TEXT"]

STORM_TEXT = "Copy ~ for each other spell that was cast before it this turn."


class StormMixin:
    def storm_trigger(self, item, spell_obj, caster: str) -> None:
        """After a spell becomes cast: each instance of storm it has triggers (702.40a-b)."""
        from .triggers import Event, Pending
        snap = self.evaluate()
        w = snap.get(spell_obj.oid)
        if w is None:
            return
        n = sum(1 for h in w.abilities if (h.ability.keyword or "").lower() == "storm")
        if not n:
            return
        if not rule("storm", self.edition):
            self.note_unknown(f"{w.name} has storm, a keyword the rules of {self.edition} don't have yet (storm appears "
                              "in the rules of 2003-07-01): what follows can't be decided")
            return
        before = sum(p.spells_cast for p in self.player_state.values()) - 1
        for _ in range(n):
            self.pending.append(Pending(None, spell_obj.oid, w.copy(), caster, Event("cast", obj=spell_obj.oid,
                                                                                       player=caster, item=item),
                                        text=STORM_TEXT, label=f"{w.name}'s storm", concept="storm",
                                        choices={"storm_count": before, "storm_of": item.sid}))
        self.log.add(f"{w.name} has storm: {'it triggers' if n == 1 else f'each of its {n} instances triggers'} as it "
                     f"is cast; {before} other spell(s) were cast before it this turn", "storm", indent=1, kind="step")

    def storm_copies(self, item) -> None:
        """The storm trigger resolves: copy the spell once for each spell cast before it this turn."""
        n = int(item.choices.get("storm_count", 0))
        sid = item.choices.get("storm_of")
        orig = next((it for it in self.stack if it.sid == sid), None)
        if orig is None:
            if n:
                self.note_unknown(f"{item.name}: the spell left the stack before its storm trigger resolved; copying a "
                                  f"spell that is gone (from its last known information, 707.10) is not modelled")
            self.log.add(f"{item.name}: the spell is no longer on the stack", "storm", indent=1, kind="step")
            return
        new = item.choices.get("new_targets")
        if new is not None and (not isinstance(new, list) or len(new) != n):
            raise EngineError(f"{item.name}: new_targets gives {len(new) if isinstance(new, list) else '?'} list(s) of "
                              f"targets for {n} copies (one list per copy, 707.10c)")
        self.log.add(f"{item.name} resolves: {n} cop{'y' if n == 1 else 'ies'} of {orig.name} (not cast: they don't "
                     "count for storm)", "storm", "copy_spell", indent=1, kind="step")
        for i in range(n):
            targets = new[i] if new is not None else None
            self.copy_spell(orig, controller=item.controller, targets=targets, because="storm")
