"""Suspend (702.62; 502.59 in the editions of 2006-2009): the special action from the hand and its two triggered
abilities in exile.

"Suspend N—[cost]" means "If you could begin to cast this card by putting it onto the stack from your hand, you may
pay [cost] and exile it with N time counters on it. This action doesn't use the stack," and "At the beginning of your
upkeep, if this card is suspended, remove a time counter from it," and "When the last time counter is removed from
this card, if it's exiled, you may play it without paying its mana cost if able. If you don't, it remains exiled. If
you cast a creature spell this way, it gains haste until you lose control of the spell or the permanent it becomes."
(702.62a). A card is suspended while it is in exile, has suspend and has a time counter on it (702.62b).

The scenario step ``suspend: CARD`` (or ``{card, controller, x, mana}``) takes the special action; the last
counter's trigger asks ``triggers: {CARD: {choose: {cast: true|false, targets: [...]}}}`` (never guessed).
"""
from __future__ import annotations

from .altcosts import suspend_of
from .errors import EngineError
from .keywordlist import SUSPEND_CAST_TEXT, SUSPEND_UPKEEP_TEXT
from .keywords import first_keyword
from .text import player_cap as _cap, player_poss as _poss, player_verb as _verb
from .triggers import Event, Pending
from .values import ManaCost

__all__ = ["SuspendMixin", "suspend_keyword"]



def _has_suspend(name: str):
    """Suspend's parts (N, cost), or () for a bare "suspend" an effect gave the card ("If it doesn't have suspend, it
    gains suspend.", "… and it gains suspend": no N nor cost, its two triggered abilities all the same, 702.62a-b), or
    None for another keyword."""
    return suspend_of(name) or (() if name.strip().lower() == "suspend" else None)


def suspend_keyword(w):
    """The suspend keyword an object has (its first instance, a bare "suspend" an effect gave it too: 702.62b's "has
    suspend"), or None."""
    return first_keyword(w, _has_suspend)


class SuspendMixin:
    # --- the special action (116.2f) ----------------------------------------------------------------------------
    def suspend(self, ref, *, controller: str | None = None, x: int | None = None, mana=None,
                alias: str | None = None) -> None:
        """702.62a: pay the suspend cost and exile the card from the hand with N time counters (X for "Suspend X"),
        if its owner could begin to cast it now (702.62c: timing and effects that prohibit casting it). It doesn't
        use the stack (116.2f)."""
        from .objects import CardDef
        if isinstance(ref, CardDef):   # a card the scenario names, in its owner's hand
            o = self.put_into(ref, "hand", owner=self._player(controller), alias=alias)
            self.log.lines.pop()
        else:
            o = self.obj(ref)
        who = self._player(controller or o.owner)
        w = self.evaluate().get(o.oid)
        kw = suspend_keyword(w) if w is not None else None
        if kw is None:
            raise EngineError(f"{o.alias} has no suspend ability ({self.rule_no('suspend')})")
        if o.zone != "hand" or o.owner != who:
            raise EngineError(f"{o.alias} is in the {o.zone}: only a card in its owner's hand can be suspended "
                              f"({self.rule_no('suspend')})")
        if suspend_of(kw.name) is None:   # a bare suspend an effect gave it: no N and cost to take the action with
            raise EngineError(f"{o.alias} has suspend with no number and cost: it can't be suspended from the hand "
                              f"({self.rule_no('suspend')})")
        n, cost = suspend_of(kw.name)
        if n == "X":
            if x is None:
                raise EngineError(f"{o.alias}: suspend X — give x: N as it is suspended ({self.rule_no('suspend')}, "
                                  f"{self.rule_no('x_value')})")
            if int(x) < (getattr(kw, "x_min", 0) or 0):
                raise EngineError(f"{o.alias}: X can't be {int(x)} ({self.rule_no('cast_modes')}, "
                                  f"{self.rule_no('x_value')})")
            n = int(x)
        # 702.62c: "if you could begin to cast this card": the timing of casting it, and what prohibits casting it
        self._check_timing(o, who, w)
        from .restrictions import cast_prohibited
        why = cast_prohibited(self, self.evaluate(), who, w, x, "hand")
        if why:
            raise EngineError(why)
        total = _with_x(cost, x)
        if mana is not None:
            self.mana_paying(mana, total, f"the total cost {total}", "601.2h")
        self._spend_pool(who, total)
        o2 = self.move(o, "exile", log=False)
        self.put_counters(o2, "time", n, log=False)
        self.log.add(f"{_cap(who)} {_verb(who, 'pay')} {total} and {_verb(who, 'exile')} {o.alias} from "
                     f"{_poss(who)} hand with {n} time counter{'s' if n != 1 else ''} on it: a special action, it "
                     "doesn't use the stack", "suspend", kind="step")
        self._touched()

    def is_suspended(self, o) -> bool:
        """702.62b: in exile, with suspend, and a time counter on it."""
        if o is None or o.zone != "exile" or o.counters.get("time") is None or o.counters["time"].n <= 0:
            return False
        return suspend_keyword(self.evaluate().get(o.oid)) is not None

    # --- the two triggered abilities ----------------------------------------------------------------------------
    def suspend_upkeep(self) -> None:
        """At the beginning of its owner's upkeep, each suspended card's ability triggers (702.62a; its "if" is
        checked now and as it resolves, 603.4). The card's owner controls it (108.4a, 113.8)."""
        for o in list(self.objects.values()):
            if o.owner != self.active or not self.is_suspended(o):
                continue
            w = self.evaluate().get(o.oid)
            self.pending.append(Pending(None, o.oid, w.copy(), o.owner, Event("step", step="upkeep", player=self.active),
                                        text=SUSPEND_UPKEEP_TEXT, label=f"{o.alias}'s suspend", concept="suspend"))
            self.log.add(f"{o.alias} is suspended: its ability triggers, “{SUSPEND_UPKEEP_TEXT.replace('~', o.alias)}”",
                         "suspend", "suspended", indent=1, kind="step")

    def suspend_last_counter(self, o) -> None:
        """The last time counter was removed from a card with suspend in exile (by its upkeep ability or any
        other effect): its third ability triggers (702.62a)."""
        w = self.evaluate().get(o.oid)
        if o.zone != "exile" or suspend_keyword(w) is None:
            return
        self.pending.append(Pending(None, o.oid, w.copy(), o.owner, Event("counters", obj=o.oid, counter="time"),
                                    text=SUSPEND_CAST_TEXT, label=f"{o.alias}'s suspend", concept="suspend"))
        self.log.add(f"the last time counter is removed from {o.alias}: its suspend ability triggers", "suspend",
                     indent=1, kind="step")

    def suspend_tick(self, item) -> None:
        """Resolving the upkeep ability: if the card is still suspended, remove a time counter (603.4)."""
        o = self.objects.get(item.source) if item.source is not None else None
        if not self.is_suspended(o):
            self.log.add(f"{item.name}: the card is no longer suspended, so the ability does nothing "
                         f"({self.rule_no('intervening_if')}, {self.rule_no('suspended')})", "suspend", indent=1,
                         kind="step")
            return
        self.remove_counters(o, "time", 1)

    def suspend_cast(self, item) -> None:
        """Resolving the last counter's ability: if the card is still exiled, its owner may cast it without paying its
        mana cost (``choose: {cast: true|false, targets: [...]}``; not said: an error asks); a creature spell cast
        this way gains haste until its controller loses control of it (702.62a). Before 2024-02-02 the card is cast
        "if able", not by choice (versions suspend_cast): ``cast: false`` there is "cannot decide"."""
        o = self.objects.get(item.source) if item.source is not None else None
        who = item.controller
        if o is None or o.zone != "exile":
            self.log.add(f"{item.name}: the card is no longer exiled, so the ability does nothing "
                         f"({self.rule_no('intervening_if')})", "suspend", indent=1, kind="step")
            return
        want = item.choices.get("cast")
        from .versions import describe_version, rule
        if rule("suspend_cast", self.edition) == "mandatory":
            # 702.62a (702.61a, 702.59a, 502.59a) until 2024-02-02: "play it without paying its mana cost if able. If
            # you can't, it remains exiled" - not a choice; only being unable leaves it exiled, which isn't checked here
            if want is False:
                self.note_unknown(f"{item.name}: under {self.rule_no('suspend')} of {self.edition} {o.alias} is cast if "
                                  f"able, not by choice ({describe_version('suspend_cast', self.edition)}); whether "
                                  f"{who} could cast it can't be decided")
                return
            self.log.add(f"under {self.rule_no('suspend')} of {self.edition} {o.alias} is cast if able: not a choice",
                         "suspend", indent=1, kind="step")
            want = True
        if want is None:
            raise EngineError(f"{item.name}: {who} may cast {o.alias} without paying its mana cost "
                              f"({self.rule_no('suspend')}): give triggers: {{{o.alias}: {{choose: {{cast: true|false, "
                              "targets: [...]}}}} on the step where its last time counter is removed")
        if not want:
            self.log.add(f"{_cap(who)} {_verb(who, 'choose')} not to cast {o.alias}: it remains exiled, with no time "
                         "counter on it (it is no longer suspended)", "suspend", "suspended", indent=1, kind="step")
            return
        w = self.evaluate().get(o.oid)
        if w is not None and "Land" in w.types and len(w.types) == 1:
            self.note_unknown(f"{item.name}: playing a land card this way is not modelled")
            return
        spell = self.cast(o, controller=who, targets=item.choices.get("targets") or (), x=item.choices.get("x"),
                          free=True, cast_with="suspend")
        sw = self.evaluate().get(spell.oid)
        if sw is not None and "Creature" in sw.types:
            spell.gains_haste = True
            self.log.add(f"{spell.name} was cast with suspend and is a creature spell: it gains haste until "
                         f"{who} {'lose' if who == 'you' else 'loses'} control of the spell or the permanent it becomes",
                         "suspend", indent=1, kind="step")


def _with_x(cost: ManaCost, x) -> str:
    """A cost with its X replaced by the value chosen (107.3)."""
    generic = sum(int(s) for s in cost.symbols if s.isdigit()) + (int(x or 0) * sum(1 for s in cost.symbols if s == "X"))
    coloured = [s for s in cost.symbols if not s.isdigit() and s != "X"]
    return ("{%d}" % generic if generic or not coloured else "") + "".join("{%s}" % s for s in coloured)
