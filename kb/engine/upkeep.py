"""When each permanent came under its controller's control, counted in that player's upkeeps: echo's "if this
permanent came under your control since the beginning of your last upkeep" (702.30a; 502.19a before the 2009
renumbering).

Each player's upkeeps are counted as they begin (``GameState.upkeeps``; the scenario starts in its first active
player's precombat main phase, so that player's first upkeep has begun: 1, every other player's last one was before
the scenario: 0). A permanent carries a mark, ``GameObject.control_mark``: (its controller, how many of that player's
upkeeps had begun when it came under their control). At the beginning of a player's upkeep number N, "since the
beginning of your last upkeep" holds for a mark of N - 1 or more. A control change by an effect (layer 2) is seen as
each step begins: the permanent came under its new controller's control then (and again when control returns).

A permanent on the battlefield from the start (not `this_turn`) has been under its controller's control since the turn
began: before the active player's upkeep of this turn (mark 0 for them), but for any other player at a moment the
scenario doesn't say, before or after their last upkeep (no mark): what echo would do for it is "cannot decide".
"""
from __future__ import annotations

__all__ = ["UpkeepMixin"]


class UpkeepMixin:
    def upkeeps_begun(self, player: str) -> int:
        """How many of ``player``'s upkeeps have begun (the first active player's first one before the scenario)."""
        marks = self.__dict__.setdefault("upkeeps", {self.players[0]: 1})
        return marks.get(player, 0)

    def begin_upkeep(self) -> None:
        """The active player's upkeep begins (503.1): one more counted, after control changes are seen."""
        self.note_control_changes()
        self.upkeeps_begun(self.active)
        self.upkeeps[self.active] = self.upkeeps.get(self.active, 0) + 1

    def mark_control(self, o, *, from_start: bool = False) -> None:
        """``o`` came under its controller's control now (it entered the battlefield), or was there from the start."""
        who = o.controller
        if not from_start:
            o.control_mark = (who, self.upkeeps_begun(who))
        elif who == self.active:
            o.control_mark = (who, self.upkeeps_begun(who) - 1)   # since the turn began: before this turn's upkeep
        else:
            o.control_mark = None

    def settle_start_control(self) -> None:
        """Permanents the scenario states were there since the turn began (not ``this_turn``): their controller as the
        turn began is the one effects among them give them ("You control enchanted creature." of an Aura there since
        then), not the one the step named — for the summoning sickness rule (302.6). A permanent whose control an
        effect of the steps changed (``control_lapsed``) keeps its own."""
        snap = self.evaluate()
        for o in self.objects.values():
            if o.zone != "battlefield" or o.fresh or o.control_lapsed or o.entered_turn is not None:
                continue
            w = snap.get(o.oid)
            if w is not None:
                o.turn_controller = w.controller
                if getattr(o, "control_seen", None) is None:
                    # its controller from the start: a change the steps make later is seen as each step begins, so
                    # the permanent came under its new controller's control then (note_control_changes)
                    o.control_seen = w.controller

    def note_control_changes(self) -> None:
        """As each step begins: a permanent whose controller is another than its mark's came under its new
        controller's control (an effect gained or lost control of it, layer 2, 613.1b)."""
        snap = self.evaluate()
        for o in self.objects.values():
            if o.zone != "battlefield":
                continue
            w = snap.get(o.oid)
            who = w.controller if w is not None else o.controller
            mark = getattr(o, "control_mark", None)
            if mark is not None and mark[0] != who or mark is None and getattr(o, "control_seen", None) not in (None, who):
                o.control_mark = (who, self.upkeeps_begun(who))
            o.control_seen = who

    def controlled_since_last_upkeep(self, oid, you: str) -> bool:
        """Echo's condition (702.30a): ``oid`` came under ``you``'s control since the beginning of their last upkeep
        (now, at the beginning of their upkeep or while its ability resolves). Unknown: noted, and taken as true, so
        what echo would do is "cannot decide"."""
        o = self.objects.get(oid) if oid is not None else None
        if o is None or o.zone != "battlefield":
            return False
        w = self.evaluate().get(oid)
        if (w.controller if w is not None else o.controller) != you:
            return False
        mark = getattr(o, "control_mark", None)
        if mark is None or mark[0] != you:
            self.note_unknown(f"when {o.alias} came under {you}'s control is not stated (before or after the beginning "
                              f"of {you}'s last upkeep): whether its echo triggers can't be decided "
                              f"({self.rule_no('echo')})")
            return True
        return mark[1] >= self.upkeeps_begun(you) - 1
