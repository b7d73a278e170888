"""The context of one resolving spell or ability (608.2): its source, controller, choices, targets,
X, costs paid, the triggering event, and what its instructions did so far. Read by the stack, the
state-based actions (triggered abilities) and the actions, so it lives below all of them."""
from __future__ import annotations

from .filters import Ctx, entered_choices

__all__ = ["RCtx"]


class RCtx(Ctx):
    """The context of one resolving spell or ability (or an effect resolving by itself)."""

    __slots__ = ("state", "item", "x", "paid", "mana", "kicked", "prev", "last_amount", "did", "legal",
                 "source_oid", "source_lki", "look", "life_of", "life_named", "hand_of", "player_of", "players_of", "made", "paid_now", "moved", "each", "tokens", "unread",
                 "chosen", "damaged", "self_moved", "looked", "life_lost", "shields", "removed", "acts",
                 "unknowns_at", "effect_moved", "moved_as_target", "countered_source", "phased", "selector_acted")

    @classmethod
    def for_item(cls, state, item, legal=None) -> "RCtx":
        snap = state.evaluate()
        src = snap.get(item.source) if item.source is not None and item.source in state.objects else None
        if src is None and item.source_lki is not None:
            src = item.source_lki.working
        from .gamevalues import GameView
        # "the chosen color" of an ability of a permanent that chose one as it entered: that colour (614.12), unless the
        # ability chooses that kind itself as it resolves (608.2d); what the resolution's choices state comes first
        entered = entered_choices(src, getattr(item, "text", "") or "") \
            if src is not None and getattr(item, "kind", None) != "spell" else {}
        rc = cls(snap.work, src, item.controller, {**entered, **dict(item.choices or {})}, tuple(item.targets), item.ts,
                 edition=state.edition, game=GameView(state, item))   # what its descriptions read of the game (508.5, 120.3)
        rc.state = state
        rc.item = item
        rc.x = item.x
        rc.paid = item.paid
        rc.mana = item.mana
        rc.kicked = item.kicked
        rc.event = item.event
        rc.prev = None
        from .triggers import event_amount
        rc.last_amount = event_amount(item.event)   # "that much": the trigger event's amount until something counts
        if getattr(item, "kind", None) == "spell" and item.event is None:
            from .eventamount import NoAmount   # a spell has no trigger event: "that many" with nothing counted before
            rc.last_amount = NoAmount(0)       # it has no antecedent — never a silent 0 (608.2h)
        from .eventamount import AMOUNT_EVENTS, NoAmount
        if getattr(item, "kind", None) == "triggered" and (item.event is None or item.event.kind not in AMOUNT_EVENTS):
            from .equalamount import cast_equal_amount, condition_count_amount, says_that_much   # (608.2h)
            said = says_that_much(item)
            eq = cast_equal_amount(state, item) if said else None   # "a spell with mana value equal to …, … that much"
            if eq is None and said:
                eq = condition_count_amount(state, item)   # "if you sacrificed one or more permanents this turn, …"
            rc.last_amount = eq if eq is not None else NoAmount(0)   # else nothing yet for "that much" to count
        if getattr(item, "kind", None) == "activated" and item.event is None and not rc.last_amount:
            # "Remove any number of charge counters from ~: It deals that much damage …": the counters its cost removed,
            # fixed as it was activated (601.2h, 602.2b); with no such cost and nothing counted yet, "that much" has no
            # antecedent — never a silent 0 (608.2h, kb.engine.instructions.Subject_amount)
            removed = getattr(item, "removed", None) or {}
            rc.last_amount = sum(removed.values()) if len(removed) == 1 else NoAmount(0)
        from .hadcounters import had_counters_amount   # "if it had one or more +1/+1 counters on it, … that many" (603.4)
        had = had_counters_amount(item)
        if had is not None:
            rc.last_amount = had
        rc.did = True
        rc.legal = list(legal) if legal is not None else [True] * len(item.targets)
        rc.source_oid = item.source
        rc.source_lki = item.source_lki
        rc.look = lambda subj: state._look(subj, rc)
        rc.life_of = lambda who: state.player(state._you(who, rc)).life
        # a player found by name (player_of): never read again as the word "you" — a player may be named "you" while
        # another controls the ability
        rc.life_named = lambda name: state.player(name).life
        rc.hand_of = lambda who: state.hand_count(state._player_of(who, rc))
        rc.player_of = lambda who: state._player_of(who, rc)   # the one player a subject names (None: not one)
        rc.players_of = lambda who: [r for k, r in state.subjects(who, rc) if k == "player"]   # kb.engine.thoseplayers
        rc.made = []
        rc.paid_now = {}
        rc.moved = []
        rc.each = None     # "for each of them": the one considered now (608.2f)
        rc.tokens = []     # the tokens this resolution created ("that token")
        rc.unread = []     # the instructions of this resolution the engine could not read
        rc.chosen = {}     # what "sacrifice a creature" chose: "that creature" later is the same one (608.2d)
        rc.damaged = []    # the objects this resolution dealt damage to ("a creature dealt damage this way")
        rc.self_moved = []  # the new object its source became by a move of this resolution (400.7j: "Exile ~, then return it")
        rc.effect_moved = {}   # each object this resolution moved to a public zone → the new object(s) there (400.7j)
        # each object one of its instructions moved → whether that instruction named it as a target of this resolution
        # (its target slot) or by other words ("exile it"): a target is found where an earlier part moved it only when
        # that part moved it as that target (400.7j); moved by other words, it is a new object the target's words no
        # longer name ("exile it and return target creature card from your graveyard": the return fails, 400.7)
        rc.moved_as_target = {}
        rc.looked = None   # the cards "Look at the top N cards" showed, not yet moved (kb.engine.looking)
        rc.life_lost = 0   # the life its instructions made players lose so far ("the life lost this way")
        rc.shields = []    # the prevention effects it made ("If damage is prevented this way, …", 615.5)
        rc.removed = dict(getattr(item, "removed", None) or {})   # counters removed by its costs and its instructions
        rc.acts = []       # the objects its instructions destroyed, exiled, sacrificed, discarded (kb.engine.thisway)
        rc.unknowns_at = len(state.unknowns)   # what became "cannot decide" before it began (kb.engine.putthisway)
        return rc

    def at(self, work, you: str | None = None, choices: bool = True, resolving: bool = False) -> Ctx:
        """The context an instruction matches a description in, against the objects ``work`` (608.2h): this
        resolution's source, its controller (or ``you``), its choices and its game view — which "defending player
        controls" (508.5) and "dealt damage this turn" (120.3) read; never a context without the game."""
        chosen = self.choices if choices else None
        if chosen is not None and getattr(self, "x", None) is not None and "x" not in chosen:
            # "each nonland permanent with mana value X": the X of this spell or ability (107.3), as its choices say
            chosen = {**chosen, "x": self.x}
        rolled = {k: v for k, v in (getattr(self, "chosen", None) or {}).items() if k in ("die_result", "die_other")}
        if chosen is not None and rolled:
            # "with mana value less than or equal to the other result": this resolution's roll (706.4,
            # kb.engine.dice.RollResult reads it from the context's choices)
            chosen = {**chosen, **rolled}
        if resolving or getattr(self, "paid", None) or getattr(self, "paid_now", None):
            # "a creature card with mana value equal to 1 plus the sacrificed creature's mana value": the objects that
            # paid this resolution's costs (608.2h, kb.engine.paidvalues) are read by the description's value too;
            # ``resolving``: so are the objects its instructions name ("a spell with equal or lesser mana value" after
            # "Counter target spell": that spell as it last existed, kb.engine.lesservalue)
            ctx = _PaidCtx(work, self.src, self.you if you is None else you, chosen,
                           edition=self.edition, game=self.game, event=self.event)
            ctx.paid, ctx.paid_now, ctx.state = self.paid, self.paid_now, self.state
            ctx.look = getattr(self, "look", None) if resolving else None
            return ctx
        return Ctx(work, self.src, self.you if you is None else you, chosen,
                   edition=self.edition, game=self.game, event=self.event)

    def refresh(self) -> None:
        """608.2h: information is read as each instruction is applied."""
        snap = self.state.evaluate()
        self.work = snap.work
        if self.source_oid is not None and self.source_oid in self.state.objects:
            self.src = snap.get(self.source_oid) or self.src


class _PaidCtx(Ctx):
    """A description's context that also knows the objects that paid the resolving spell's or ability's costs
    (kb.engine.instruction_types.PaidValue reads them: 608.2h, 707.10) and, asked for, how to look at the objects
    its instructions name (ObjectValue's ``look``)."""

    __slots__ = ("paid", "paid_now", "state", "look")
