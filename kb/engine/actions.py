"""What resolving instructions do (608.2c): damage (120), destroy / sacrifice / exile / return
(701), counter and copy spells, draw and discard, life, tokens (111), counters, tap, fight, and
continuous effects (611.2). Mixed into :class:`kb.engine.state.GameState`.

Values are determined once, as each instruction is applied (608.2h), from the objects as they are
if they are still where the instruction expects them, else from their last known information; a
number a calculation would make negative is zero (107.1b).
"""
from __future__ import annotations

import re
from dataclasses import replace

from .budget import room
from .abilities import StaticAbility
from .discover import discover_resolve
from .dice import roll_met
from .doonce import note_action
from .stack import stated_costs
from .storm import copies_new_targets
from .effects import (UNTIL_CAST_FROM_EXILE, AbilityOp, ColorOp, ContinuousEffect, ControlOp, PTChoiceOp, PTDoubleOp, PTModOp, PTSetOp, TextOp,
                      TypeOp)
from .errors import EngineError, ParseError
from .filters import Const, Plus, Times, Value, shares_creature_type
from .keywordactions import ACTION_MEANS
from .instructions import (SELF_SUBJ, Instruction, Subject, Subject_amount, TOKEN_BACKS, TOKEN_KINDS, XValue,
                           parse_instructions, per_player, role_name)
from .looking import LOOK_KINDS
from .payments import payer
from .objects import CardDef, LastKnown
from .unnamed import unnamed_doubt
from .rctx import RCtx
from .thisway import recording, record_unnamed
from .words import COLOR_LETTERS, said_none
from .text import player_cap as _cap, player_does as _pv, player_verb as _verb, player_poss as _poss
from .triggers import KEYWORD_ACTION_EVENTS, Event

__all__ = ["RCtx", "ActionsMixin", "fixed"]

# keywords that change nothing about damage once it is dealt to a player, but for lifelink's gain (702.15b): a shield's
# split among sources with only these leaves the player's life total the same either way (615.7)
_INERT_ONCE_DEALT = frozenset(("lifelink", "flying", "reach", "trample", "first strike", "double strike", "vigilance",
                               "haste", "menace", "defender", "indestructible", "hexproof", "shroud"))


def subj_text(ins) -> str:
    return ins.subject.text if ins.subject is not None else ins.text


def fixed(v: Value | None, ctx, w, *, clamp: bool = True) -> int:
    """A value computed once (608.2h); a calculation that would be negative gives 0 (107.1b)."""
    if v is None:
        return 0
    if isinstance(v, Const):
        return v.n
    if isinstance(v, Times):
        return fixed(v.base, ctx, w, clamp=clamp) * v.k
    if isinstance(v, Plus):
        return fixed(v.base, ctx, w, clamp=clamp) + v.n
    state = getattr(ctx, "state", None)
    if state is not None and getattr(v, "dynamic", False):
        from .gamevalues import value_undecided
        reason = value_undecided(v, state, getattr(ctx, "you", None))
        if reason:   # a count of cards the scenario doesn't list: what follows can't be decided (never a guess)
            state.note_unknown(reason)
    n = v.eval(ctx, w)
    return max(0, n) if clamp else n


def _const_op(op, ctx, w):
    """608.2h: a continuous effect from a resolving spell fixes its numbers as it begins."""
    if isinstance(op, ControlOp) and op.player is None:
        return ControlOp(ctx.you)
    if isinstance(op, PTSetOp) and op.dynamic:
        p = Const(fixed(op.power, ctx, w, clamp=False)) if op.power is not None else None
        t = Const(fixed(op.toughness, ctx, w, clamp=False)) if op.toughness is not None else None
        return PTSetOp(p, t)
    if isinstance(op, PTDoubleOp):  # 701.10c: a negative power doubled gives -X/-0 (no 107.1b clamp)
        return PTModOp(Const(fixed(op.dp, ctx, w, clamp=False)), Const(fixed(op.dt, ctx, w, clamp=False)))
    if isinstance(op, PTModOp) and op.dynamic and type(op) is PTModOp:
        return PTModOp(Const(fixed(op.dp, ctx, w)), Const(fixed(op.dt, ctx, w)))
    return op


def _chosen_type_op(op: TypeOp, choices: dict, text: str) -> TypeOp:
    """"Becomes the creature type / basic land type of your choice": the type chosen as the effect is applied
    (608.2d), given as choose: {creature_type: T} / {basic_land_type: T}, never guessed; the new subtype replaces
    the object's subtypes of that set (205.1a; a land's: 305.7)."""
    from .values import BASIC_LAND_TYPES, subtype_kind
    key = "basic_land_type" if op.chosen_land else "creature_type"
    v = choices.get(key)
    v = v.strip().title() if isinstance(v, str) else v
    if not v:
        raise EngineError(f"\u201c{text}\u201d: the {key.replace('_', ' ')} is chosen as it resolves (608.2d); "
                          f"give choose: {{{key}: NAME}}")
    if op.chosen_land and v not in BASIC_LAND_TYPES:
        raise EngineError(f"\u201c{text}\u201d: {v} is not a basic land type ({', '.join(BASIC_LAND_TYPES)}; 205.3i)")
    if not op.chosen_land and subtype_kind(v) != "Creature":
        raise EngineError(f"\u201c{text}\u201d: {v} is not a creature type (205.3m)")
    if op.chosen_land and op.chosen != "add":
        return TypeOp(set_land_types=frozenset((v,)), text=op.text)
    if op.chosen == "add":   # "in addition to its other types" (205.1b)
        return TypeOp(add_subtypes=frozenset((v,)), text=op.text)
    return TypeOp(set_creature_types=frozenset((v,)), text=op.text)


def _antecedent(subj: Subject, rc) -> Subject:
    """"It" with nothing before it to refer to: in a triggered ability, the object of the trigger
    event (the source, for a step beginning, which has none); in an activated ability ("Sacrifice ~: It deals 1
    damage to any target."), the object the ability is on, as it last existed if it is gone (113.7a, 608.2h)."""
    if subj.kind == "event" and getattr(rc, "source_oid", None) is not None:
        ev = getattr(rc, "event", None)
        if ev is None:
            return SELF_SUBJ
        cond = getattr(getattr(rc, "item", None), "condition", None)
        if getattr(cond, "kind", None) == "suspended" and subj.text.lower() in ("it", "its", "itself"):
            # "if ~ is suspended, remove a time counter from it": "it" is the suspended card, as suspend's own
            # words say it (702.62a: "if this card is suspended, remove a time counter from it")
            return SELF_SUBJ
        if getattr(ev, "kind", "") == "step" and getattr(ev, "obj", None) is None and \
                subj.text.lower() in ("it", "its", "itself"):
            # "At the beginning of your draw step, if ~ is tapped, it deals 1 damage to you.": a step beginning has no
            # object: "it" can only be the source (a draw event's "it" is the card drawn, which it doesn't carry)
            return SELF_SUBJ
    return subj


_SPELL_WORDS = ("that spell", "that ability", "that spell or ability")


def _pt_int(v) -> int:
    try:
        return int(v) if v is not None else 0
    except (TypeError, ValueError):
        return 0


# the instructions of keyword triggers whose first sentence does it all, and the method that does it
_KEYWORD_RESOLVERS = {"storm_copies": "storm_copies", "cascade": "cascade_resolve", "suspend_tick": "suspend_tick",
                      "suspend_cast": "suspend_cast", "myriad": "myriad_resolve"}


def _module_resolvers() -> dict:
    """The instructions of keywords read by modules of their own, and the function that does each: soulbond's pairing
    (702.95a), rebound's cast from exile (702.88a), enlist's +X/+0 (702.154a)."""
    from .enlist import enlist_boost
    from .rebound import rebound_cast
    from .soulbond import resolve_pair
    from .warp import warp_exile
    from .miracle import miracle_cast
    from .dice import roll_die
    return {"roll_die": roll_die, "soulbond_pair": resolve_pair, "rebound_cast": rebound_cast, "enlist_boost": enlist_boost,
            "warp_exile": warp_exile, "miracle_cast": miracle_cast}


_MODULE_RESOLVERS = _module_resolvers()


_PLACE_SAID = {"battlefield": "onto the battlefield", "hand": "into the hand", "graveyard": "into the graveyard"}


# the choice that says an optional instruction was done, beside may: (kb.engine.scenario's choose: keys): the card cast
# ("You may cast …": cast: {card} or cast: false), the card put (put:, or choose: when no other instruction of the
# resolution took it: see chosen_key) or searched for, the Equipment attached, tap or untap, the permanent sacrificed
# or the card discarded
_MAY_SAID_BY = {"cast_free": "cast", "cascade_part": "cast", "search": "search", "attach": "attach",
                "tap_or_untap": "tap_or_untap", "sacrifice": "sacrifice", "discard": "discard"}

class ActionsMixin:
    """One-shot actions and the instruction interpreter (mixed into GameState)."""

    # --- an effect resolving by itself ("an effect that says ...") --------------------------------------
    def resolve(self, text: str, *, source=None, source_name: str | None = None, controller: str | None = None,
                targets=(), choices=None, handle: str | None = None, label: str | None = None, x: int | None = None,
                event=None):
        """Rules text resolving at once, as a spell or ability would (608.2): its continuous
        effects begin with one timestamp (613.7b) and, when they modify objects, the set of objects
        fixed now (611.2c); its one-shot effects happen. Returns the continuous effects made."""
        controller = self._player(controller)
        name = source_name or (source.card.name if source is not None else None)
        from .text import normalize
        norm = normalize(text, name)
        item = self._new_item("activated", label or name or "an effect", controller,
                              source=source.oid if source is not None else None)
        item.text = norm
        item.handle = handle
        item.x = x
        item.event = event   # what "that creature" / "that much" refer to (a trigger's event, 603.7c; 615.5)
        item.choices = dict(choices or {})
        if source is not None:
            item.source_lki = self.snapshot_of(source.oid)
        # read as a resolving spell's text is (one reader): words it can't read are "not modelled", never refused
        instructions, slots, targets = self._parse_planned(item, norm, name, targets)
        item.slots = slots
        self._choose_targets(item, targets, snap=self.evaluate())
        rc = RCtx.for_item(self, item)
        self.log.add(f"\u201c{norm.replace('~', name or 'it')}\u201d resolves [timestamp {item.ts}]", "ts_resolved",
                     kind="step")
        self.execute(item, rc, instructions=instructions, label=label, name=name)
        self._changed()
        return rc.made

    # --- the interpreter ---------------------------------------------------------------------------------
    def execute(self, item, rc: RCtx, *, instructions=None, label: str | None = None, name: str | None = None) -> None:
        """608.2c: follow the instructions in the order written."""
        if instructions is None:
            src_name = item.card_name or (item.source_lki.working.name if item.source_lki is not None else None)
            try:
                instructions, _slots = parse_instructions(item.text, src_name, normalized=True, lenient=True,
                                                          ability=getattr(item.ability, "text", None),
                                                          plan=getattr(item, "target_plan", None) or None)
            except ParseError as exc:
                raise EngineError(str(exc)) from None
        name = name or item.card_name or (item.source_lki.alias if item.source_lki is not None else None)
        label = label or item.name
        groups: dict = {}
        from .blessing import ascend_as_spell_resolves, check_ascend
        w = self.evaluate().get(item.oid) if item.kind == "spell" and item.oid is not None else None
        if w is not None and "ascend" in w.keyword_names():   # 702.131a: its first instruction (printed first)
            ascend_as_spell_resolves(self, rc.you, name or item.name)
        sentence_cond = sentence_held = None   # the condition of the sentence being followed, decided once (608.2c)
        for idx, ins in enumerate(instructions):
            if idx:
                check_ascend(self)   # 702.131b: ten permanents in the middle of a resolution count too
            # each player's count of the instruction just before ("Each player discards their hand, then draws that many
            # cards", 608.2h): only the next instruction reads it
            rc.chosen["amount_by_before"] = rc.chosen.pop("amount_by", None)
            ins = self._instead_of(ins, rc)   # "… instead if …" replaces the whole instruction, its own "if" too
            rc.chosen["conditioned"] = ins.text   # what a condition that can't be decided leaves unknown
            if ins.condition is not None and ins.condition is sentence_cond:
                # the next part of one sentence under one "if" ("If you don't, tap ~ and it deals 2 damage to you"):
                # the condition was decided as the sentence began, not again after its first part was done (608.2c)
                held = sentence_held
            else:
                held = ins.condition is None or self.condition_holds(ins.condition, rc)
            sentence_cond, sentence_held = ins.condition, held
            if ins.condition is not None:   # decided as the sentence is first followed: "Otherwise, …" reads it (608.2c)
                rc.chosen.setdefault("held", {}).setdefault(id(ins.condition), held)
            if not held:
                rc.did = False   # "If you do" after a sentence its condition skipped: it wasn't done (608.2c)
                self.log.add(f"\u201c{ins.text}\u201d: its condition ({ins.condition.text or ins.condition.kind}) is not "
                             "met, so that part does nothing", "follow_instructions", indent=1, kind="step")
                continue
            if ins.optional and not self._may(ins, rc):
                rc.did = False
                self.log.add(f"\u201c{ins.text}\u201d: {_poss(rc.you)} choice is not to", indent=1, kind="step")
                continue
            if ins.optional and ins.kind == "counters" and ins.subject is not None and \
                    ins.subject.kind in ("self", "target") and not self.subjects(ins.subject, rc, ins):
                # "You may put N +1/+1 counters on ~" with nothing left to put them on (its source left the
                # battlefield: a new object, 400.7; its target gone): whatever the choice, none are put, so it isn't
                # done and "If you don't, …" follows (608.2c; endure's Spirit token, 701.63a)
                rc.did = False
                self.log.add(f"\u201c{ins.text}\u201d: there is nothing to put the counters on, so they aren't put, "
                             "whatever the choice", "follow_instructions", indent=1, kind="step")
                continue
            if ins.optional and rc.choices.get("may") is None:
                if ins.opts.get("per_counter"):
                    # cumulative upkeep's payment (702.24a): whether the permanent stays is this choice, never guessed
                    self.unstated_choice(ins, item, "may", "may: true | false (is it paid?; for a triggered ability: "
                                         "triggers: {SOURCE: {choose: {may: ...}}})")
                    return
                if ins.opts.get("action_part") == "endure":
                    # endure (701.63a): counters or a Spirit token, the controller's choice, never answered one way
                    self.unstated_choice(ins, item, "may", "may: true (the counters) | false (the Spirit token); for a "
                                         "triggered ability: triggers: {SOURCE: {choose: {may: ...}}}")
                    return
                if ins.kind in ("pay_mana", "pay_life"):
                    pays = rc.choices.get("pays")
                    if not isinstance(pays, bool) and (cant := self._life_unpayable(ins, rc)):
                        # a payment that can't be made (119.4, 119.8) isn't, whatever the choice: "if you do" is false
                        rc.did = False
                        self.log.add(f"\u201c{ins.text}\u201d: {cant[0]}, so it isn't paid, whatever the choice",
                                     cant[1], indent=1, kind="step")
                        continue
                    if not isinstance(pays, bool):
                        # "you may pay {W/B}. If you do, …" (extort, 702.101a): whether a player pays is their choice
                        # as it resolves (608.2d), never answered one way (stated as may: or pays:); what it reaches,
                        # per player, as for any "you may" below
                        from .unknowns import choice_reach
                        reach = self._may_reach(instructions, idx, item, rc) if self._pays_life_safely(ins, rc) else None
                        if reach is not None:   # the player choosing: the one asked to pay ("that player may pay")
                            reach = (*reach[:3], payer(self, ins, rc), *reach[4:])
                        self.unstated_choice(ins, item, "payment", "may: true or may: false", reach=reach,
                                             scope=None if reach is None else choice_reach(self, *reach, snap=self.evaluate()))
                        rc.did = False
                        continue
                    if not pays:
                        rc.did = False
                        self.log.add(f"\u201c{ins.text}\u201d: {_poss(rc.you)} choice is not to", indent=1, kind="step")
                        continue
                elif rc.choices.get(_MAY_SAID_BY.get(ins.kind) or self.chosen_key(ins, rc, "may")) is None:
                    # "you may …": whether the player does it is their choice as it resolves (608.2d), never answered
                    # one way; the instruction's own choice (the card cast, the card put, what is searched for) says it.
                    # What it can change: the words from it on, and what reads them (kb.engine.unknowns.choice_scope)
                    # (per player: kb.engine.unknowns.choice_reach, "you" the player choosing, its target players)
                    from .unknowns import choice_reach
                    reach = self._may_reach(instructions, idx, item, rc)
                    # the abilities effects give objects now are read too (snap): one that ends before the answer is asked
                    # ("until end of turn") could still have made the choice matter (rev16c)
                    self.unstated_choice(ins, item, "may", "may: true | false",
                                         scope=choice_reach(self, *reach, snap=self.evaluate()), reach=reach)
                    rc.did = False
                    continue
            if not self._action_in_rules(ins, item):
                continue
            if ins.optional and ins.opts.get("per_counter") and ins.kind not in ("pay_mana", "pay_life"):
                whole, ins = self._paid_whole(ins, rc)
                if whole is None:
                    return
                if not whole:
                    rc.did = False
                    continue
            rc.refresh()
            rc.did = True
            if ins.optional or len(instructions) == 1:   # "Do this only once each turn." (603.2h): the action it
                note_action(self, item, True)          # indicates (its one "you may", or its one instruction) is taken
            if ins.opts.get("action"):   # a keyword action done as its rule defines it (kb.engine.keywordactions)
                self.log.add(ACTION_MEANS[ins.opts["action"]], ins.opts["action"], indent=1, kind="step")
            with self.batch(), recording(self, rc):   # what it acts on, for "… this way" later (kb.engine.thisway)
                self._instruction(ins, idx, rc, item, groups, label, name)

    def _life_amount(self, ins: Instruction, rc: RCtx) -> int | None:
        """The life "you may pay N life" pays (119.4), or None: a mana payment, or an amount not fixed here."""
        if ins.kind != "pay_life":
            return None
        try:
            n = fixed(ins.amount, rc, None)
        except Exception:   # an amount not fixed here
            return None
        return n if isinstance(n, int) else None

    def _life_unpayable(self, ins: Instruction, rc: RCtx) -> tuple | None:
        """Why the life of ``ins`` ("you may pay N life") can't be paid, with the concept that says so, or None: a life
        total below N (119.4), or an effect that says the player can't lose life (119.8). None where N isn't fixed."""
        n = self._life_amount(ins, rc)
        if n is None or n <= 0:
            return None
        who = payer(self, ins, rc)   # the ability's controller, or the player "that player may pay" names
        if self.player(who).life < n:
            return f"{who} has {self.player(who).life} life, less than {n}", "life_pay"
        from .restrictions import cant_lose_life
        why = cant_lose_life(self, self.evaluate(), who)
        return (f"{who} can't lose life ({why})", "cant_wins") if why else None

    def _pays_life_safely(self, ins: Instruction, rc: RCtx) -> bool:
        """Whether paying the life of ``ins`` leaves its player above 0 life: else paying could lose them the game
        (704.5a) and, in a multiplayer game, take their objects with them (800.4a) — an unstated payment then reaches
        everything. A mana payment: False (what it reaches is not estimated per player)."""
        n = self._life_amount(ins, rc)
        return n is not None and self.player(payer(self, ins, rc)).life - n > 0

    def _may_reach(self, instructions, idx: int, item, rc: RCtx) -> tuple:
        """choice_reach's arguments for the unstated choice of ``instructions[idx]`` (608.2d): the instructions from it
        on, the resolving spell or ability (no reader of itself), "you" the player choosing, its target players."""
        spell = self.objects.get(item.oid) if item.kind == "spell" else None
        return (tuple((i.text, i.condition is not None) for i in instructions[idx:]),
                (item.oid if item.kind == "spell" else item.ability,),
                (spell.card_id,) if spell is not None else (), rc.you,
                frozenset(t[1] for t in item.targets or () if t and t[0] == "player") or None)

    def _paid_whole(self, ins: Instruction, rc: RCtx) -> tuple:
        """Cumulative upkeep's payment of an action once for each age counter ("you may discard a card for each age
        counter on it", 702.24a): either the entire set is paid or none of it — partial payments aren't allowed. (True,
        the instruction to follow) when it can be paid whole, (False, …) when it can't (nothing is paid: logged), (None,
        …) when that can't be decided (noted: a hand the scenario doesn't list, which lands are sacrificed when it isn't
        stated, an action whose payability the engine doesn't read)."""
        n = fixed(ins.amount, rc, None, clamp=False)
        if ins.kind == "sacrifice" and ins.subject.kind == "chosen" and ins.subject.selector is not None and \
                getattr(ins.source, "kind", "you") == "you":
            # "sacrifice a land for each age counter on it": that many of the player's own, each chosen (701.21a)
            snap = self.evaluate()
            ctx = rc.at(snap.work)
            cands = [i for i in sorted(ins.subject.selector.select(snap.work, ctx))
                     if snap.work[i].zone == "battlefield" and snap.work[i].controller == rc.you]
            have = len(cands)
            said = rc.choices.get("sacrifice")
            if have > n and said is None:
                self.unstated_choice(ins, rc.item, "sacrifice", f"sacrifice: [{n} of " +
                                     ", ".join(self.objects[c].alias for c in cands) + "]")
                return None, ins
            if have >= n:
                return True, replace(ins, opts={**ins.opts, "count": n})
        elif ins.kind == "discard" and ins.subject.kind == "you" and not set(ins.opts) - {"random", "for_each", "per_counter"}:
            if not self.player(rc.you).hand_known:
                self.note_unknown(f"\u201c{ins.text}\u201d: {_poss(rc.you)} hand is not listed, so whether {n} card(s) can "
                                  "be discarded, the whole payment (702.24a), can't be decided")
                return None, ins
            have = len(self.in_zone("hand", rc.you))
        elif ins.kind in ("draw", "life", "mana") and ins.subject.kind == "you" or \
                ins.kind == "counters" and ins.subject.kind == "self":
            return True, ins   # always possible (121.3, 119.3, 122.1)
        elif ins.kind == "counters" and ins.subject.kind == "chosen" and ins.subject.selector is not None:
            # "Put a +1/+1 counter on a creature an opponent controls": each counter's object chosen separately
            snap = self.evaluate()
            ctx = rc.at(snap.work)
            if any(snap.work[i].zone == "battlefield" for i in ins.subject.selector.select(snap.work, ctx)):
                self.note_unknown(f"\u201c{ins.text}\u201d: the object of each counter is chosen separately (702.24a), "
                                  "which is not read")
                return None, ins
            have = 0
        else:
            self.note_unknown(f"\u201c{ins.text}\u201d: whether it can be paid whole, as cumulative upkeep's payment "
                              "must be (702.24a), is not read")
            return None, ins
        if have >= n:
            return True, ins
        self.log.add(f"\u201c{ins.text}\u201d: {n} needed, {have} there — either the entire set of costs is paid or none "
                     "of it, so nothing is paid", "cumulative_upkeep", indent=1, kind="step")
        return False, ins

    def _instead_of(self, ins: Instruction, rc: RCtx):
        """"If [condition], [B] instead." after A (608.2c): as A would be followed, the first alternative whose
        condition holds now is followed in its place (checked this once: what A would have done doesn't decide it),
        A's own "if" with it ("Destroy target creature if it has mana value 2 or less. … Destroy that creature if it
        has mana value 4 or less instead if …": B's own "if" is then checked) → the instruction to follow."""
        for cond, alt in ins.opts.get("instead", ()):
            if self.condition_holds(cond, rc):
                self.log.add(f"\u201c{cond.text or cond.kind}\u201d holds: \u201c{alt.text}\u201d is done instead of "
                             f"\u201c{ins.text}\u201d", "follow_instructions", indent=1, kind="step")
                return alt
        return ins

    def _did_instead(self, ins: Instruction, idx: int, rc: RCtx, item, groups: dict, label, name) -> bool:
        """118.12a: "[do A] unless you [do B]": the player may do B (stated: choose: {pays: true|false}); if they do,
        A doesn't happen. B that can't be done (nothing to return, sacrifice or exile; an empty hand to discard from)
        isn't done (118.3), and A happens without asking."""
        alt = ins.opts["unless_do"]
        who = self._unless_actor(alt, rc)
        if alt.kind == "discard":
            kind = alt.opts.get("kind")
            held = self._cards_of_kind(who, kind, rc) if kind is not None else self.in_zone("hand", who)
            able = bool(held) or not self.player(who).hand_known
        else:   # permanents of the player's own (701.21a; "you control"), or cards of their graveyard, as many as it says
            snap = self.evaluate()
            sel = getattr(alt.subject, "selector", None)
            yard = sel is not None and sel.zones == frozenset(("graveyard",))   # "exile a card from your graveyard"
            mine = [i for i in sel.select(snap.work, rc.at(snap.work, who, choices=False))
                    if (snap.work[i].owner if yard else snap.work[i].controller) == who and
                    snap.work[i].zone == ("graveyard" if yard else "battlefield")] if sel is not None else [1]
            able = len(mine) >= (alt.opts.get("count") or 1) or (yard and "graveyard" in self.player(who).unlisted)
        if not able:
            self.log.add(f"\u201c{alt.text}\u201d can't be done (118.3): \u201c{ins.text}\u201d happens (118.12a)",
                         indent=1, kind="step")
            return False
        pays = rc.choices.get("pays")
        if pays is None:   # the player's choice is never guessed: what follows is "cannot decide" (118.12a)
            self.unstated_choice(ins, item, "pays", f"pays: true | false (does {who} do \u201c{alt.text}\u201d "
                                 "instead?; for a triggered ability: triggers: {SOURCE: {choose: {pays: ...}}})")
            return True
        if not pays:
            return False
        self._instruction(alt, idx, rc, item, groups, label, name)
        self.log.add(f"\u201c{alt.text}\u201d is done instead: \u201c{ins.text}\u201d does nothing (118.12a)", indent=1,
                     kind="step")
        return True

    def _unless_actor(self, alt: Instruction, rc: RCtx) -> str:
        """The one player who may do what an "unless" clause offers (118.12a): you, or the player its words name
        ("unless that player sacrifices a creature": the player the instruction before it is about)."""
        ref = alt.subject if alt.kind == "discard" else alt.source
        if ref is None or ref.kind in ("you", "self") or (alt.kind == "discard" and ref.kind == "players"):
            return rc.you
        who = {r[1] for r in self.subjects(ref, rc) if r[0] == "player"}
        if len(who) != 1:
            raise EngineError(f"\u201c{alt.text}\u201d: which player may do it can't be determined (118.12a)")
        return who.pop()

    def _pay_unless(self, ins: Instruction, rc: RCtx) -> None:
        """118.12a: "... unless [a player] pays N life": the player who pays loses that much life (119.4); a
        player can pay life only if their life total is at least that much (119.4). Mana paid changes nothing
        the engine tracks."""
        got = self._unless_life(ins, rc)
        if got is None:
            return
        who, n = got
        if not self.pay_life(who, n, "to stop \u201c" + ins.text + "\u201d"):
            raise EngineError(f"\u201c{ins.text}\u201d: {who} can't pay {n} life (119.4)")

    def _unless_life(self, ins: Instruction, rc: RCtx) -> tuple | None:
        """The player who may pay the life of "... unless [a player] pays N life", and N (118.12a); None when the
        payment isn't life."""
        m = re.fullmatch(r"(\d+|X) life", ins.opts.get("unless_pays") or "")
        if not m:
            return None
        n = rc.x or 0 if m.group(1) == "X" else int(m.group(1))
        payer = ins.opts.get("unless_payer")
        opponents = self.opponents(rc.you)
        if payer == "any_player" or (payer == "an_opponent" and len(opponents) != 1):
            # "unless any player pays 2 life": which player paid is not stated (118.12a)
            raise EngineError(f"\u201c{ins.text}\u201d: which player pays {ins.opts['unless_pays']} is not stated")
        if payer == "an_opponent":
            who = opponents
        elif not isinstance(payer, str):   # "unless target opponent pays 3 life": the target (115.1)
            who = [r[1] for r in self.subjects(payer, rc) if r[0] == "player"]
        elif payer == "you":
            who = [rc.you]
        else:
            refs = self.subjects(ins.subject, rc, ins)
            who = [r[1] for r in refs if r[0] == "player"] if payer == "that_player" else \
                [v.controller for r in refs if r[0] == "obj" and (v := self._view(r[1])) is not None]
        if len(set(who)) != 1:
            raise EngineError(f"\u201c{ins.text}\u201d: who pays {ins.opts['unless_pays']} can't be determined")
        return who[0], n

    def _attach_instruction(self, ins: Instruction, refs: list, rc: RCtx) -> None:
        """701.3a: an Equipment becomes attached to a creature, an Aura to an object it can enchant (303.4, 702.5: a
        Licid that has just become an Aura); one it can't be attached to doesn't move (701.3b); attached already to that
        one, nothing happens (701.3c). A Fortification: not modelled here."""
        snap = self.evaluate()
        onto = [r[1] for r in self.subjects(ins.source, rc, ins) if r[0] == "obj" and r[1] in self.objects]
        if ins.subject.kind == "chosen_equipment":   # "attach an Equipment you control to it": chosen now (608.2d)
            refs = self._chosen_equipment(ins, rc, snap)
            if refs is None:
                return
        for rk, oid in refs:
            w = snap.get(oid) if rk == "obj" and oid in self.objects else None
            if w is None or self.objects[oid].zone != "battlefield":
                continue
            aura = "Aura" in w.subtypes
            if "Equipment" not in w.subtypes and not aura:
                self.note_unmodelled(ins.text, rc.item.name if rc.item is not None else "?",
                                      "attaching what is not an Equipment or an Aura")
                continue
            for t in onto[:1]:
                tw = snap.get(t)
                if tw is None or self.objects[t].zone != "battlefield" or t == oid or not (
                        self._can_enchant(w, tw, snap) if aura else "Creature" in tw.types):
                    self.log.add(f"{self.objects[oid].alias} can't be attached to {self.objects[t].alias}: it doesn't "
                                 "move (701.3b)", "attach", indent=1, kind="step")
                elif self.objects[oid].attached_to == t:
                    self.log.add(f"{self.objects[oid].alias} is already attached to {self.objects[t].alias} (701.3c)",
                                 "attach", indent=1, kind="step")
                else:
                    self.attach(oid, t)

    def _chosen_equipment(self, ins: Instruction, rc: RCtx, snap) -> list | None:
        """The Equipment "an Equipment you control" names, chosen as the instruction applies (608.2d): stated with
        choose: {attach: NAME}; with none to choose from, nothing; not stated, never guessed (None: cannot decide)."""
        ctx = rc.at(snap.work)
        can = [oid for oid, w in snap.work.items() if self.objects.get(oid) is not None
               and self.objects[oid].zone == "battlefield" and ins.subject.selector.match(w, ctx)]
        want = rc.choices.get("attach")
        if want is None:
            if not can:
                self.log.add(f"\u201c{ins.text}\u201d: {rc.you} {_verb(rc.you, 'control')} no Equipment", "attach",
                             indent=1, kind="step")
                return []
            self.unstated_choice(ins, rc.item, "attach", "attach: NAME (the Equipment attached)")
            return None
        oid = self.obj(want).oid
        if oid not in can:
            raise EngineError(f"\u201c{ins.text}\u201d: {want} is not an Equipment {rc.you} {_verb(rc.you, 'control')}")
        return [("obj", oid)]

    def _search(self, ins: Instruction, rc: RCtx) -> list:
        """701.23: search a library for cards. Which cards are found is the player's choice, stated as
        ``choose: {search: NAME | [NAMES] | []}``: for a card with a stated quality the player may find none
        (701.23b); for just "a card" they must find one if the library has any (701.23d). A library the scenario
        doesn't list in full may hold a card it doesn't name: finding nothing named is then "cannot decide"."""
        who = [r[1] for r in self.subjects(ins.opts["who"], rc) if r[0] == "player"]
        want = rc.choices.get("search")
        if len(who) > 1 or ins.opts["who"].kind == "players":
            # "Each player searches their library for …": each their own, at once (608.2f), the cards each finds stated
            # per player (choose: {search: {PLAYER: [NAMES]}})
            if want is not None and not isinstance(want, dict):
                raise EngineError(f"\u201c{ins.text}\u201d: each player finds their own cards: give choose: "
                                  "{search: {PLAYER: [NAMES], ...}} (701.23a)")
            return [o for w in who for o in self._search_one(ins, rc, w, None if want is None else want.get(w))]
        if len(who) != 1:
            return []
        return self._search_one(ins, rc, who[0], want)

    def _search_one(self, ins: Instruction, rc: RCtx, player: str, want) -> list:
        """One player's library searched (see ``_search``); ``want``: the cards found, as stated."""
        p = self.player(player)
        n = fixed(ins.amount, rc, None)
        snap = self.evaluate()
        ctx = rc.at(snap.work)
        lib = [o for o in p.library_cards() if o in self.objects]
        zones = ins.opts.get("zones") or ()
        if "graveyard" in zones:   # "search your library and/or graveyard" (701.23a)
            lib += [o.oid for o in self.in_zone("graveyard", p.name) if o.owner == p.name]
        if "hand" in zones:        # "search target player's graveyard, hand, and library"
            lib += [o.oid for o in self.in_zone("hand", p.name)]
        cands = [o for o in lib if snap.get(o) is not None and ins.opts["selector"].match(snap.get(o), ctx)]
        if ins.opts.get("same_name_as") is not None:
            cands = self._same_name(cands, ins, rc, snap)
        hidden = p.unknown is None or p.unknown > 0 or ("hand" in zones and not p.hand_known)
        if want is None:
            if not cands and not hidden:
                self.log.add(f"{_pv(p.name, 'searches')} {_poss(p.name)} library and finds nothing", "search", indent=1,
                             kind="step")
                return []
            if "hand" in zones or hidden:   # the cards found are a choice (701.23b), never guessed
                # "all cards …": in the graveyard, a public zone, every one is found whatever the choice (701.23b)
                public = [o for o in cands if ins.opts.get("all") and self.objects[o].zone == "graveyard"]
                self._search_unstated(ins, p, [o for o in cands if o not in public],
                                      rc.you if ins.opts.get("searcher") == "you" else None)
                return public
            raise EngineError(f"\u201c{ins.text}\u201d: which card(s) does {p.name} find? give choose: {{search: NAME}} "
                              f"(or [] to find none; 701.23a-b); the library holds "
                              f"{', '.join(self.objects[o].alias for o in lib) or 'no named card'}")
        names = want if isinstance(want, list) else [want]
        picked = []
        for nm in names:
            o = self.obj(nm)
            if o.oid not in cands:
                raise EngineError(f"\u201c{ins.text}\u201d: {o.alias} is not a matching card in {_poss(p.name)} "
                                  f"{', '.join(zones) if zones else 'library'} (701.23a)")
            picked.append(o.oid)
        if ins.opts.get("different_names") and len({self.objects[o].card.name for o in picked}) < len(picked):
            raise EngineError(f"\u201c{ins.text}\u201d: the cards found must have different names (701.23a)")
        if ins.opts.get("all"):   # "all cards …": every one in a public zone is found (701.23b: hidden zones only)
            picked += [o for o in cands if self.objects[o].zone == "graveyard" and o not in picked]
        if n >= 0 and len(set(picked)) > n:
            raise EngineError(f"\u201c{ins.text}\u201d: at most {n} card(s) can be found (701.23a)")
        if ins.opts.get("any_card") and len(picked) < min(n, len(lib)) and not ins.opts.get("up_to"):
            raise EngineError(f"\u201c{ins.text}\u201d: searching for a quantity of cards, {p.name} must find "
                              f"{min(n, len(lib))} (701.23d)")
        if not picked and hidden and ins.opts.get("any_card") and not ins.opts.get("up_to"):
            self.note_unmodelled(ins.text, rc.item.name if rc.item is not None else "?",
                                  "the card found is one the scenario doesn't name")
        searcher = rc.you if ins.opts.get("searcher") == "you" else p.name
        said = "graveyard, hand, and library" if "hand" in zones else "library and/or graveyard" if zones else "library"
        self.log.add(f"{_pv(searcher, 'searches')} {_poss(p.name)} {said} and finds "
                     f"{', '.join(self.objects[o].alias for o in picked) or 'nothing'}", "search", indent=1, kind="step")
        if ins.opts.get("zones"):   # "If you search your library this way": certain only when the card came from it
            rc.chosen["searched_library"] = True if any(self.objects[o].zone == "library" for o in picked) else None
        return list(dict.fromkeys(picked))
    def _shares_name(self, subj, rc: RCtx, ins: Instruction | None) -> list:
        """"Target creature and all other creatures with the same name as that creature": the first, then each other
        object of the description with a name in common with it as the instruction is carried out (201.2;
        _names_in_common)."""
        from .versions import rule
        out = list(self.subjects(subj.of, rc, ins))
        snap = self.evaluate()
        ctx = rc.at(snap.work)
        firsts = {oid for kind, oid in out if kind == "obj"}
        names = {snap.get(oid).name or "" for oid in firsts if snap.get(oid) is not None}
        ctls = {snap.get(oid).controller for oid in firsts if snap.get(oid) is not None}
        # "… that player controls with the same name": only the first's controller's objects (109.4)
        others = [i for i in sorted(subj.selector.select(snap.work, ctx)) if i not in firsts and not (
            subj.who == "first_controller" and snap.work[i].controller not in ctls)]
        shared = self._names_in_common(names, others, snap, ins.text if ins is not None else subj.text)
        out += [("obj", i) for i in shared]
        nameless = "" in names
        self.log.add(f"{' and '.join(self.objects[o].alias for o in sorted(firsts))}"
                     + (f" has no name, so no other object has the same name" if names == {""} else
                        f" has the same name as {', '.join(self.objects[i].alias for i in shared) or 'no other such object'}"),
                     "nameless_different" if nameless and rule("nameless_same_name", self.edition) == "different"
                     else "same_name", indent=1, kind="step")
        return out

    def _same_name(self, cands: list, ins: Instruction, rc: RCtx, snap) -> list:
        """"… cards with the same name as that spell": the cards among ``cands`` with a name in common with the object
        the instruction before named, as it last existed (608.2h; 201.2, _names_in_common)."""
        subj = ins.opts["same_name_as"]
        names = set()
        for ref in self.subjects(subj, rc) or self._lki_refs(subj, rc):
            view = self._view(ref[1]) if ref[0] == "obj" else None
            if view is not None:
                names.add(view.name or "")
        return self._names_in_common(names, cands, snap, ins.text)

    def _names_in_common(self, names: set, cands: list, snap, text: str) -> list:
        """201.2: the objects among ``cands`` with a name in common with one of ``names`` ('' for an object with no name,
        a face-down one, 708.2, or an emblem, 114.3). Identical names are the same (201.2a); a nameless object shares
        none with a named one; two nameless ones share none from the 2020-11-20 rules (201.2a) and have different names
        from 2016-08-26 (201.2c: no name in common); before, that is not stated, so where it matters the answers are
        "cannot decide" (the reach of ``text``)."""
        from .unknowns import Unknown, scope_of
        from .versions import rule
        unstated = rule("nameless_same_name", self.edition) == "unstated"
        out, doubt = [], []
        for i in cands:
            name = snap.get(i).name or ""
            if name and name in names:
                out.append(i)
            elif not name and "" in names and unstated:
                doubt.append(i)
        if doubt:
            self.unknowns.append(Unknown(
                f"\u201c{text}\u201d: whether {', '.join(self.objects[i].alias for i in doubt)}, with no name, has the "
                "same name as the other object with no name is not stated in this edition (201.2)",
                scope_of(text), since=self.clock, objects=frozenset(self.objects[i].card_id for i in doubt), by_card=True))
            self.log.add(f"whether objects with no name share a name is not stated in this edition, so what happens to "
                         f"{', '.join(self.objects[i].alias for i in doubt)} can't be decided", "same_name", indent=1,
                         kind="step")
        return out

    def _split_found(self, ins: Instruction, refs: list, rc: RCtx) -> None:
        """"Put one onto the battlefield tapped and the other into your hand": of the cards found, the one
        the player chooses (608.2d; ``choose: {choose: NAME}``) goes to the first place, the rest to the second; a
        single card found may go to either place, so the choice is needed then too (``choose: {choose: []}``: the
        second place)."""
        cards = [oid for kind, oid in refs if kind == "obj" and oid in self.objects]
        if not cards:
            return
        want = rc.choices.get("choose")
        rc.chosen["choose_taken"] = True   # choose: named the card put first: a later "you may put …" reads put:
        if want is None:
            raise EngineError(f"\u201c{ins.text}\u201d: which card goes {_PLACE_SAID[ins.opts['one']]}? give choose: "
                              f"{{choose: NAME}} (608.2d); found: {', '.join(self.objects[o].alias for o in cards)}")
        # choose: [] with a single card found: none goes to the first place (it goes to the second)
        one = None if want == [] and len(cards) == 1 else self.obj(want[0] if isinstance(want, list) else want).oid
        if one is not None and one not in cards:
            raise EngineError(f"\u201c{ins.text}\u201d: {self.objects[one].alias} is not a card found (608.2d)")
        moves = []
        for oid in cards:
            place, tapped = (ins.opts["one"], ins.opts["one_tapped"]) if oid == one else \
                (ins.opts["other"], ins.opts["other_tapped"])
            opts = {"tapped": tapped, "controller": self.objects[oid].owner} if place == "battlefield" else {}
            moves.append((oid, place, opts))
        self.move_many(moves, cause="return")

    def _search_unstated(self, ins: Instruction, p, cands: list, searcher: str | None = None) -> list:
        """A search of a hidden zone holding cards nobody named, whose cards found are not stated (701.23b: the
        searcher's choice): never guessed; where the matching cards end up, and that player's cards, can't be decided;
        a card nobody named put onto the battlefield may be any permanent of the description (its abilities unread)."""
        from .unknowns import Unknown, scope_of
        reason = f"\u201c{ins.text}\u201d: the cards {p.name} finds are not stated (701.23b): give choose: {{search: [NAMES]}}"
        self.unknowns.append(Unknown(reason, frozenset(("cards",)), since=self.clock, player=p.name))
        if re.search(r"\bonto the battlefield\b", ins.text):
            self.unknowns.append(Unknown(reason, scope_of(ins.text), since=self.clock))
        if cands:
            self.unknowns.append(Unknown(f"\u201c{ins.text}\u201d: whether {', '.join(self.objects[o].alias for o in cands)} "
                                         "is found is not stated (701.23b)", frozenset(("zone",)), since=self.clock,
                                         objects=frozenset(self.objects[o].card_id for o in cands), by_card=True))
        self.log.add(f"{_pv(searcher or p.name, 'searches')}: the cards found are not stated, so where they go can't be decided",
                     "search", indent=1, kind="step")
        return []

    def _flip_coin(self, ins: Instruction, rc: RCtx, item) -> None:
        """705: a coin flip, or "flip a coin until you lose a flip" (one flip after another while they are won, each
        result read from the stated list in turn; the list running out before a lost flip is "cannot decide")."""
        while True:
            self._flip_once(ins, rc, item)
            if not ins.opts.get("until_lose") or rc.chosen.get("flip") != "win":
                return

    def _flip_once(self, ins: Instruction, rc: RCtx, item) -> None:
        """705: a coin flip. Its result is never guessed: it is stated with ``choose: {flip: won | lost}`` (a
        list, one a flip, for several); without it every answer the rest of the ability could change is
        "cannot decide" (705.1: either result is equally likely)."""
        from .unknowns import Unknown, scope_of, has_mana_burn
        given = rc.choices.get("flip")
        results = given if isinstance(given, list) else ([] if given is None else [given])
        n = rc.chosen.get("_flips", 0)
        rc.chosen["_flips"] = n + 1
        res = results[n] if n < len(results) else None
        thumbs = self._flip_twice(rc.you)
        if thumbs or isinstance(res, dict):
            res = self._coins_kept(ins, res, thumbs, rc.you)
        res = str(res).strip().lower() if res is not None else None
        res = {"won": "win", "win": "win", "lost": "lose", "lose": "lose"}.get(res, res)
        if res not in ("win", "lose"):
            if res is not None:
                raise EngineError(f"“{ins.text}”: a coin flip is won or lost, not {results[n]!r} "
                                  "(choose: {flip: won | lost}, 705.2)")
            rc.chosen["flip"] = None
            if self._flip_triggers():   # "Whenever you win a coin flip" may have triggered: everything is in doubt
                self.note_unknown(f"{item.name} flips a coin and the result is not stated: a \u201cwin (lose) a coin "
                                  "flip\u201d ability may have triggered")
            key = self._alias_of(item.source) if item.source is not None else item.name
            self.unknowns.append(Unknown(
                f"{item.name} flips a coin and the result is not stated: give triggers: {{{key}: "
                "{choose: {flip: won | lost}}} (705.1)",
                scope_of(item.text or ins.text, has_mana_burn(self)), since=self.clock))
            self.log.add(f"{_pv(rc.you, 'flips')} a coin: the result is not stated, so what depends on it can't be "
                         "decided", "coin_flip", indent=1, kind="step")
            return
        rc.chosen["flip"] = res
        verb = res if rc.you == "you" else res + "s"
        self.log.add(f"{_pv(rc.you, 'flips')} a coin and {verb} the flip", "coin_flip", indent=1, kind="step")
        self._emit(Event("coin_flip", player=rc.you, cause=res))

    def _flip_twice(self, player: str) -> list:
        """The "If you would flip a coin, instead flip two coins and ignore one." abilities (FlipTwoCoins) of the
        permanents ``player`` controls (614.1a)."""
        from .abilities import FlipTwoCoins
        from .turns import abilities_in_play
        return list({w.oid: w for w, _h, _ab in abilities_in_play(self.evaluate(), FlipTwoCoins)
                     if w.controller == player}.values())

    def _coins_kept(self, ins: Instruction, res, thumbs: list, player: str):
        """614.1a, 705: a flip replaced by two coins of which the player ignores one: ``res`` is
        ``{coins: [won, lost], keep: won}`` (``keep`` may be left out when both coins agree); the result kept, or
        None when it is not stated. Two such abilities at once are not modelled."""
        names = ", ".join(w.obj.alias for w in thumbs)
        if not thumbs:
            raise EngineError(f"“{ins.text}”: flip: {{coins: ..., keep: ...}} is for a flip replaced by two "
                              f"coins (“If you would flip a coin, instead flip two coins and ignore one.”), and "
                              f"{player} controls no such ability: give flip: won | lost (705.2)")
        if len(thumbs) > 1:
            self.note_unknown(f"{_pv(player, 'controls')} {names}: several “instead flip two coins and "
                              "ignore one” effects on one flip are not modelled (614.1a, 616.1)")
            return None
        if res is None:
            return None
        if not isinstance(res, dict) or set(res) - {"coins", "keep"} or not isinstance(res.get("coins"), list):
            raise EngineError(f"“{ins.text}”: {names} makes {player} flip two coins and ignore one: give "
                              f"flip: {{coins: [won, lost], keep: won}} (614.1a, 705.2), not {res!r}")
        norm = {"won": "win", "win": "win", "lost": "lose", "lose": "lose"}
        coins = [norm.get(str(c).strip().lower()) for c in res["coins"]]
        if len(coins) != 2 or None in coins:
            raise EngineError(f"“{ins.text}”: two coins are flipped, each won or lost: coins: [won, lost] "
                              f"(614.1a, 705.2), not {res['coins']!r}")
        keep = norm.get(str(res.get("keep")).strip().lower()) if res.get("keep") is not None else None
        if keep is None and coins[0] != coins[1]:
            raise EngineError(f"“{ins.text}”: one coin is won and one lost: {_pv(player, 'chooses')} "
                              "which to ignore: give keep: won | lost")
        keep = keep or coins[0]
        if keep not in coins:
            raise EngineError(f"“{ins.text}”: keep: {res.get('keep')} is not the result of either coin "
                              f"({', '.join(res['coins'])})")
        said = {"win": "won", "lose": "lost"}
        self.log.add(f"{names}: instead of one coin, {_pv(player, 'flips')} two ({said[coins[0]]}, "
                     f"{said[coins[1]]}) and {'ignore' if player == 'you' else 'ignores'} one: the flip kept is {said[keep]}",
                     "replacement", "coin_flip", indent=1, kind="step")
        if self._flip_triggers():   # whether the ignored coin counts as a flip won or lost is not modelled
            self.note_unknown(f"{names}: whether the ignored coin counts for “win (lose) a coin flip” abilities "
                              "is not modelled")
        return said[keep]

    def _flip_triggers(self) -> bool:
        """Whether any object has an ability that triggers on a coin flip won or lost (read or not)."""
        for o in self.objects.values():
            for ab in o.card.abilities:
                spec = getattr(ab, "spec", None)
                if (spec is not None and spec.event == "coin_flip") or \
                        (getattr(ab, "kind", "") == "unmodelled" and "coin flip" in (ab.text or "")):
                    return True
        return False

    def _may(self, ins: Instruction, rc: RCtx) -> bool:
        v = rc.choices.get("may")
        if v is None:
            return True
        if isinstance(v, dict):
            return bool(v.get(ins.text, True))
        return bool(v)

    def _instruction(self, ins: Instruction, idx: int, rc: RCtx, item, groups: dict, label, name) -> None:
        k = ins.kind
        if k == "unmodelled":
            self.note_unmodelled(ins.text, item.name, "it resolved")
            rc.unread.append(ins.text)
            return
        if k == "continuous":
            self._continuous(ins, idx, rc, item, groups, label, name)
            return
        if k == "exchange_control":
            self._exchange_control(ins, idx, rc, item, groups, label, name)
            return
        if k == "x_rule":   # "X can't be 0": checked as X was announced (601.2b), nothing to do now
            return
        if k in _KEYWORD_RESOLVERS:   # storm, cascade, suspend (kb.engine.storm, kb.engine.suspend)
            getattr(self, _KEYWORD_RESOLVERS[k])(item)
            return
        if k == "discover":   # 701.57a (kb.engine.discover)
            discover_resolve(self, ins, rc, item, fixed(ins.amount, rc, None))
            return
        if k in _MODULE_RESOLVERS:   # soulbond's pairing, rebound's cast, enlist's bonus (their own modules)
            _MODULE_RESOLVERS[k](self, ins, rc, item)
            return
        if k in ("cascade_part", "suspend_part", "myriad_part", "warp_part"):   # the rest of those texts: done by the first sentence's resolver
            return
        if k == "flip_coin":
            self._flip_coin(ins, rc, item)
            return
        if ins.opts.get("unless_do") is not None and self._did_instead(ins, idx, rc, item, groups, label, name):
            return
        if ins.opts.get("unless_pays") and k != "counter_spell":   # a counter asks its spell's controller (below)
            pays = rc.choices.get("pays")
            try:
                life = self._unless_life(ins, rc) if pays is None else None
            except EngineError:   # who may pay is not known: the choice stays unstated (below)
                life = None
            if life is not None and life[1] > 0 and self.player(life[0]).life < life[1]:
                pays = False   # a life total below the payment can't pay it (119.4): no choice to state
                self.log.add(f"{life[0]} has {self.player(life[0]).life} life, less than {life[1]}: "
                             f"{ins.opts['unless_pays']} can't be paid", "life_pay", indent=1, kind="step")
            if pays is None:   # never guessed: what follows is "cannot decide" (118.12a)
                self.unstated_choice(ins, item, "pays", f"pays: true | false (is {ins.opts['unless_pays']} paid?; for a "
                                     "triggered ability: triggers: {SOURCE: {choose: {pays: ...}}})")
                return
            if pays:
                self._pay_unless(ins, rc)
                self.log.add(f"{ins.opts['unless_pays']} is paid: \u201c{ins.text}\u201d does nothing", indent=1, kind="step")
                return
        refs = self.subjects(ins.subject, rc, ins)
        if getattr(rc, "each", None) is None and per_player(ins.amount):
            self._per_player(ins, refs, idx, rc, item, groups, label, name)
            return
        rc.prev = ins.subject
        if k in ("sacrifice", "destroy", "exile", "discard") :
            rc.did = bool(refs)
        if ins.opts.get("from") == "opponents' exile":   # "If you do" after a processor's cards: that many were put
            rc.did = len(refs) >= (ins.opts.get("count") or 1)
        if k == "damage":
            self._damage_instruction(ins, refs, rc, item)
        elif k == "cast_transformed":
            self._cast_transformed(ins, refs, rc)
        elif k in ("destroy", "exile", "sacrifice", "move"):
            self._zone_instruction(ins, refs, rc, item)
        elif k == "class_level":
            self._class_level(ins, refs, rc)
        elif k == "phase_out":
            self.phase_out([oid for kind, oid in refs if kind == "obj" and oid in self.objects])
        elif k == "remove_from_combat":
            self.remove_from_combat([oid for kind, oid in refs if kind == "obj"])
        elif k == "tap_or_untap":   # "You may tap or untap target creature": the choice as it resolves (608.2d)
            v = rc.choices.get("tap_or_untap")
            if v is None:
                self.unstated_choice(ins, item, "tap_or_untap", "tap_or_untap: tap | untap")
                return
            if v not in ("tap", "untap"):
                raise EngineError(f"\u201c{ins.text}\u201d: choose: {{tap_or_untap: tap | untap}}, not {v!r} (608.2d)")
            for kind, oid in refs:
                if kind == "obj" and oid in self.objects:
                    self.set_tapped(oid, v == "tap")
            self.log.add(f"{_pv(rc.you, 'chooses')} to {v} {', '.join(self._ref_name(r) for r in refs) or 'nothing'}",
                         "choices_on_resolution", indent=1, kind="step")
        elif k in ("tap", "untap"):
            for kind, oid in refs:
                if kind == "obj" and oid in self.objects:
                    self.set_tapped(oid, k == "tap")
            self.log.add(f"{k} {', '.join(self._ref_name(r) for r in refs) or 'nothing'}", indent=1, kind="step")
        elif k == "counters":
            n = fixed(ins.amount, rc, None) if ins.amount is not None else ins.counter[1]
            kind = ins.opts.get("kind") or (ins.counter[0] if ins.counter else None)
            if ins.opts.get("kinds"):   # "a +0/+1 counter or a +1/+0 counter": chosen as it resolves (608.2d)
                kind = _chosen_counter_kind(ins, rc, ins.opts["kinds"])
            each = self._divided(ins, n, refs, rc) if ins.opts.get("divided") else [(r, n) for r in refs]
            put = 0
            for (rk, oid), share in each:
                if rk == "obj" and oid in self.objects:
                    put += self.put_counters(oid, kind, share, by=item.controller)
                    for more, m in ins.opts.get("and_kinds", ()):   # "a +1/+1 counter and a lifelink counter" (122.1)
                        put += self.put_counters(oid, more, m, by=item.controller)
            if ins.optional:   # "you may put …": none put (they can't be, 122.6) is not done (608.2c: "If you don't, …")
                rc.did = put > 0
            rc.last_amount = n
        elif k == "remove_counters" and ins.opts.get("kind") is None:
            # "Remove all counters from …": every kind; "Remove a counter from …": one, of a kind chosen as it
            # resolves when it has several (608.2d)
            rc.did = False
            every = fixed(ins.amount, rc, None, clamp=False) < 0
            for rk, oid in refs:
                o = self.objects.get(oid) if rk == "obj" else None
                kinds = list(o.counters) if o is not None else []
                if not every and len(kinds) > 1:
                    kinds = [_chosen_counter_kind(ins, rc, o.counters)]
                for kind in kinds:
                    rc.did = True
                    n = o.counters[kind].n if every else 1
                    self.remove_counters(oid, kind, n)
                    rc.removed[kind] = rc.removed.get(kind, 0) + n
        elif k in ("double_counters", "move_counters", "counters_of"):
            self._counters_between(ins, refs, rc, item)
        elif k == "remove_counters":
            kind = ins.opts["kind"]
            rc.did = False
            for rk, oid in refs:
                o = self.objects.get(oid) if rk == "obj" else None
                if o is None or kind not in o.counters:
                    continue
                rc.did = True
                n = o.counters[kind].n if fixed(ins.amount, rc, None, clamp=False) < 0 else min(o.counters[kind].n, fixed(ins.amount, rc, None))
                self.remove_counters(oid, kind, n)
                rc.removed[kind] = rc.removed.get(kind, 0) + n
        elif k == "blink":
            for rk, oid in refs:
                if rk == "obj" and oid in self.objects:
                    self.blink(oid, rc.you)
        elif k == "counter_spell":
            self._counter_instruction(ins, refs, rc, item)
        elif k == "copy_spell":
            self._copy_instruction(ins, refs, rc, item)
        elif k == "emblem":
            self._emblem(ins, refs, rc, item)
        elif k == "cast_free":
            self._cast_free(ins, rc, item)
        elif k == "pick_milled":
            self._pick_milled(ins, rc, item)
        elif k in ("change_target", "choose_new_targets"):
            new = rc.choices.get("spell_targets")   # not new_targets: Wild Ricochet also copies the spell (707.10c)
            for rk, oid in refs:
                spell = next((it for it in self.stack if (it.oid if rk == "obj" else it.sid) == oid), None)
                if spell is None:
                    self.log.add("the spell is no longer on the stack: nothing changes", indent=1, kind="step")
                    continue
                self.change_targets(spell, new if new is None or isinstance(new, list) else [new],
                                    change=k == "change_target", by=item.name)
        elif k == "draw":
            n = fixed(ins.amount, rc, None)
            # "Each player shuffles their hand into their library, then draws that many cards": each player's own count
            by = rc.chosen.get("amount_by_before") if isinstance(ins.amount, Subject_amount) else None
            for rk, who in refs:
                if rk == "player":
                    self.draw(who, by.get(who, n) if by else n)
            rc.last_amount = n
        elif k == "discard" and ins.opts.get("selector") is not None:
            total = 0
            for rk, who in refs:
                if rk == "player":
                    self.discard_by = item.controller
                    try:
                        did = self._discard_matching(who, ins, rc)
                        total += did
                        rc.chosen.setdefault("amount_by", {})[who] = did
                    finally:
                        self.discard_by = None
            rc.last_amount = total
        elif k == "discard" and (ins.opts.get("up_to") or ins.opts.get("any_number")):
            # "discard up to two cards", "discard any number of cards": how many and which, chosen as it resolves
            total = 0
            for rk, who in refs:
                if rk == "player":
                    did = self._discard_chosen_number(who, ins, rc, item)
                    if did is None:
                        rc.last_amount = 0
                        return
                    total += did
                    rc.chosen.setdefault("amount_by", {})[who] = did
            rc.last_amount = total
        elif k == "discard" and ins.opts.get("kind") is not None:   # "discard a land card" (701.9a)
            total = 0
            for rk, who in refs:
                if rk == "player":
                    self.discard_by = item.controller
                    try:
                        did = self._discard_kind(who, fixed(ins.amount, rc, None), ins, rc)
                        total += did
                        rc.chosen.setdefault("amount_by", {})[who] = did
                    finally:
                        self.discard_by = None
            rc.last_amount = total
        elif k == "discard" and ins.opts.get("card") is not None:   # "That player discards that card." (701.9a)
            cards = [self.objects[oid].alias for rk, oid in self.subjects(ins.opts["card"], rc, ins)
                     if rk == "obj" and oid in self.objects and self.objects[oid].zone == "hand"]
            total = 0
            for rk, who in refs:
                if rk == "player" and not cards and not self.player(who).hand_known:
                    self._unnamed_cards_to(who, "graveyard", "discarded from", "hand")   # a card the scenario didn't name
                if rk == "player" and cards:
                    self.discard_by = item.controller
                    try:
                        total += self.discard(who, 1, cards[:1])
                    finally:
                        self.discard_by = None
            rc.last_amount = total
        elif k == "discard":
            n = fixed(ins.amount, rc, None, clamp=False)
            total = 0
            for rk, who in refs:
                if rk == "player":
                    held = [o.oid for o in self.in_zone("hand", who)]
                    self.discard_by = item.controller   # who controls what causes it (a card's own replacement)
                    try:
                        did = self.discard(who, n, rc.choices.get("discard"), random=ins.opts.get("random", False))
                    finally:
                        self.discard_by = None
                    total += did
                    rc.chosen.setdefault("amount_by", {})[who] = did
                    gone = [self.lki[i] for i in held if i not in self.objects and i in self.lki]
                    # "the discarded card" later in these instructions: this discard's (608.2h: as it last existed;
                    # none if nothing was discarded); cards the scenario doesn't name: what is read from them is unknown
                    rc.paid_now = {**rc.paid_now, "discard": gone, "discard_unnamed": did > len(gone)}
            rc.last_amount = total
            # "If the player can't, …" / "If you do, …" after it: whether the cards were discarded (608.2c, 701.9a) —
            # an empty hand discards nothing
            rc.did = total >= n if isinstance(n, int) and n > 0 else total > 0
        elif k == "choose_kind":   # 608.2d: a creature type or a colour, chosen as it resolves
            key = ins.opts["key"]
            v = rc.choices.get(key)
            if v is None:   # never guessed: what the rest of it could change can't be decided (608.2d)
                self.unstated_choice(ins, item, key, f"{key}: NAME")
                return
            if not isinstance(v, str) or not v.strip():
                raise EngineError(f"\u201c{ins.text}\u201d: {_pv(rc.you, 'chooses')} a {key.replace('_', ' ')} as it resolves "
                                  f"(608.2d); give choose: {{{key}: NAME}}")
            self._check_chosen_kind(ins, v)
            if key == "color" and v.strip().lower() in COLOR_LETTERS:   # "red" is R: the colour, however it is written
                rc.choices = {**rc.choices, key: COLOR_LETTERS[v.strip().lower()]}
            self.log.add(f"{_pv(rc.you, 'chooses')} {v}", "follow_instructions", indent=1, kind="step")
        elif k == "choose_number":
            key = ins.opts["key"]
            v = rc.choices.get(key)
            try:
                v = int(v)
            except (TypeError, ValueError):
                raise EngineError(f"“{ins.text}”: {_pv(rc.you, 'chooses')} a number as it resolves (608.2d); "
                                  f"give choose: {{{key}: N}}") from None
            rc.choices = {**rc.choices, key: v}
            self.log.add(f"{_pv(rc.you, 'chooses')} the number {v}", "choices_on_resolution", indent=1, kind="step")
        elif k == "mill":
            n = fixed(ins.amount, rc, None)
            for rk, who in refs:
                if rk == "player":
                    rc.moved = self.mill(who, n) or []
                    if len(rc.moved) < n and self.player(who).library_size() != len(rc.moved):
                        self._unnamed_cards_to(who, "graveyard", "milled from", "library")
                        rc.chosen["milled_unnamed"] = True   # "from among the cards milled this way" can't list them
        elif k == "vote":
            self._vote(ins, rc, item)
        elif k == "life" and ins.opts.get("double"):
            self._double_life(ins, refs, rc, item)
        elif k == "life":
            n = fixed(ins.amount, rc, None, clamp=not ins.opts.get("set"))
            for rk, who in refs:
                if rk == "player":
                    before = self.player(who).life
                    if ins.opts.get("set"):
                        self.set_life(who, n)
                    else:
                        self.change_life(who, n * ins.opts["sign"])
                    rc.life_lost += max(0, before - self.player(who).life)   # "the life lost this way" (119.3)
            rc.last_amount = n
        elif k == "token":
            self._token_instruction(ins, rc, item)
        elif k == "fight":
            self._fight(ins, refs, rc, item)
        elif k == "exchange_life":
            self._exchange_life(ins, refs, rc, item)
        elif k == "become_copy":
            self._become_copy(ins, refs, rc, item)
        elif k == "library_order":
            for rk, who in refs:
                if rk == "player" and ins.opts["what"] == "shuffle":   # 701.24a: random only once a card leaves it
                    if ins.opts.get("if_searched") and rc.chosen.get("searched_library") is not True:
                        # whether the library was searched (and so shuffled) is the player's choice, not stated
                        self._shuffled([who], lazy=True, maybe=True)
                        continue
                    self._shuffled([who], lazy=True)
                elif rk == "player":
                    self._library_order(who, ins.opts["what"], fixed(ins.amount, rc, None) if ins.amount else None)
        elif k == "top_to_hand":
            for kind, who in self.subjects(ins.opts["who"], rc, ins):
                if kind == "player":
                    rc.moved = self._top_to_hand(who)
        elif k == "reveal":
            self.log.add(f"\u201c{ins.text}\u201d: revealing changes nothing in the game", indent=1, kind="step")
        elif k == "look_hand":   # a hand is a hidden zone (400.2): its controller sees it, nothing moves
            self.log.add(f"\u201c{ins.text}\u201d: looking at a hand changes nothing in the game", indent=1, kind="step")
        elif k == "player_counters":
            n = fixed(ins.amount, rc, None)
            for rk, who in refs:
                if rk == "player":
                    n = self.replace_player_counters(who, ins.opts["kind"], n, item.controller)
                    if n <= 0:
                        continue
                    p = self.player(who)
                    if ins.opts["kind"] == "poison":   # 122.1f: a player's poison counters (704.5c reads them)
                        p.poison += n
                    else:
                        p.counters[ins.opts["kind"]] = p.counters.get(ins.opts["kind"], 0) + n
                    self.log.add(f"{_pv(who, 'gets')} {n} {ins.opts['kind']} counter(s)", "counters_put", indent=1, kind="step")
        elif k in ("pay_mana", "pay_life"):   # "you may pay {1}. If you do, ..." (kb.engine.payments)
            from .payments import pay
            pay(self, ins, rc)
        elif k == "pay_energy":   # 107.14: remove that many energy counters, if the player has them (118.3)
            n = fixed(ins.amount, rc, None)
            p = self.player(rc.you)
            have = p.counters.get("energy", 0)
            rc.did = have >= n
            if rc.did:
                p.counters["energy"] = have - n
                self.log.add(f"{_pv(rc.you, 'pays')} {ins.opts.get('symbols') or n} ({n} energy counter(s) removed, "
                             f"{have - n} left)", "energy", indent=1, kind="step")
            else:
                self.log.add(f"{_pv(rc.you, 'has')} {have} energy counter(s): {ins.opts.get('symbols') or n} can't be "
                             "paid", "energy", indent=1, kind="step")
        elif k == "monstrosity":
            n = fixed(ins.amount, rc, None)
            for rk, oid in refs:
                o = self.objects.get(oid) if rk == "obj" else None
                if o is None:
                    continue
                if o.choices.get("monstrous"):
                    self.log.add(f"{o.alias} is already monstrous: nothing happens (701.37b)", "monstrosity", indent=1, kind="step")
                    continue
                self.put_counters(oid, "+1/+1", n, by=item.controller)
                o.choices = {**o.choices, "monstrous": True}
                self.log.add(f"{o.alias} becomes monstrous", "monstrosity", indent=1, kind="step")
                self._emit(Event("monstrous", obj=oid))
        elif k == "saddled":   # 702.171b: a designation until the turn ends or it leaves the battlefield
            for rk, oid in refs:
                o = self.objects.get(oid) if rk == "obj" else None
                if o is not None and o.zone == "battlefield":
                    o.choices = {**o.choices, "saddled": True}
                    self.log.add(f"{o.alias} becomes saddled until end of turn", "saddled", indent=1, kind="step")
        elif k == "prepared":   # 722.3a: a designation (kb.engine.prepared)
            from .prepared import become_prepared
            for rk, oid in refs:
                o = self.objects.get(oid) if rk == "obj" else None
                if o is not None and o.zone == "battlefield":
                    become_prepared(self, o)
        elif k == "renowned":   # 702.112b: a designation, kept until it leaves the battlefield
            for rk, oid in refs:
                o = self.objects.get(oid) if rk == "obj" else None
                if o is not None and o.zone == "battlefield" and not o.choices.get("renowned"):
                    o.choices = {**o.choices, "renowned": True}
                    self.log.add(f"{o.alias} becomes renowned", "renown", indent=1, kind="step")
        elif k in ("turn_face_down", "turn_face_up"):   # 708.2a, 708.8 (kb.engine.facedown)
            for rk, oid in refs:
                o = self.objects.get(oid) if rk == "obj" else None
                if o is None:
                    continue
                if o.zone != "battlefield":
                    self.note_unknown(f"\u201c{ins.text}\u201d: a card face up or face down outside the battlefield is "
                                      "not modelled (406.3)")
                    continue
                self.turn_face(oid, k == "turn_face_down")
        elif k in ("transform", "flip"):
            for rk, oid in refs:
                if rk == "obj" and oid in self.objects:
                    if k == "transform":
                        self.transform(oid, convert=bool(ins.opts.get("convert")))
                    else:
                        self.flip(oid)
        elif k == "shield":
            self._shield(ins, refs, rc, item)
        elif k in ("prevented_damage", "prevented_life", "prevented_counters"):
            self._prevention_also(ins, refs, rc, item)
        elif k == "rule_turn":
            who = ins.opts.get("who")
            players = tuple(self.players) if who == "players" else ((rc.you,) if who == "you" else
                                                                    tuple(p for p in self.players if p != rc.you))
            self.rule_effects.append({"rule": ins.opts["rule"], "turn": self.turn, "players": players,
                                      "text": ins.text, "source": item.name, "n": ins.opts.get("n", 1)})
            self.log.add(f"\u201c{ins.text}\u201d applies until the end of the turn",
                         {"no_prevention": "prevention", "land_plays": "land_plays"}.get(ins.opts["rule"], "life_gain"),
                         indent=1, kind="step")
            self._touched()
        elif k == "game":
            for rk, who in refs:
                if rk == "player":
                    if ins.opts["win"]:
                        self.win(who)
                    else:
                        self.lose(who, "lose_game")
        elif k in LOOK_KINDS:   # 701.20e, 401.4, 701.44, 701.34 (kb.engine.looking)
            # its number fixed as it applies (608.2h; -1: "any number", "all")
            self.look_instruction(ins, refs, rc, item, fixed(ins.amount, rc, None, clamp=False))
        elif k == "search":   # 701.23
            rc.moved = self._search(ins, rc)
        elif k == "split_found":
            self._split_found(ins, refs, rc)
        elif k == "each_kind":   # "for each kind of counter on target permanent, …" (122.1; kb.engine.looking)
            self.each_kind_instruction(ins, refs, rc, item)
        elif k == "attach":   # 701.3a-c
            self._attach_instruction(ins, refs, rc)
        elif k in ("manifest", "cloak"):   # 701.40a, 701.58a (kb.engine.facedown)
            rc.moved = [o.oid for o in self.manifest_top(rc.you, fixed(ins.amount, rc, None), way=k) if o is not None]
        elif k == "manifest_dread":   # 701.62a
            rc.moved = [o.oid for o in self.manifest_dread(rc.you, rc.choices) if o is not None]
        elif k == "adapt":   # 701.46a: only if it has no +1/+1 counters on it
            n = fixed(ins.amount, rc, None)
            for rk, oid in refs:
                o = self.objects.get(oid) if rk == "obj" else None
                if o is None or o.zone != "battlefield":
                    continue
                if o.counters.get("+1/+1") is not None and o.counters["+1/+1"].n > 0:
                    self.log.add(f"{o.alias} has a +1/+1 counter on it: adapt does nothing", "adapt", indent=1, kind="step")
                    continue
                self.put_counters(oid, "+1/+1", n, by=item.controller)
        elif k == "extra_turn":   # 500.7 (kb.engine.turns)
            made = [self.add_extra_turn(r[1]) for r in refs if r[0] == "player"]
            self.__dict__["_extra_turns_by"] = (id(item), made)   # "that turn's end step" (603.7) after it
        elif k == "skip_next":   # 614.10 (kb.engine.skipnext)
            from .skipnext import schedule
            for r in refs:
                if r[0] == "player":
                    schedule(self, r[1], ins.opts["what"], fixed(ins.amount, rc, None) if ins.amount is not None else 1)
        elif k == "control_player":   # 723.1 (kb.engine.playercontrol)
            from .playercontrol import start_control
            start_control(self, [r[1] for r in refs if r[0] == "player"], item.controller)
        elif k == "extra_combat":   # 500.8 (kb.engine.turns)
            self.add_extra_combat(ins.opts.get("phase", "main"), ins.opts.get("main", True))
        elif k == "end_turn":   # 724.1 (kb.engine.turns)
            self.end_the_turn(item)
        elif k == "speed":   # 702.179c-d (kb.engine.speed)
            from .speed import increase_speed
            for r in refs:
                if r[0] == "player":
                    increase_speed(self, r[1], ins.amount.n)
        elif k == "monarch":   # 725.1, 725.3
            from .monarch import become_monarch, monarch_in_rules
            players = [r[1] for r in refs if r[0] == "player"]
            if not monarch_in_rules(self):
                self.note_unmodelled(ins.text, item.name, "the monarch is not in the rules of this edition")
                rc.unread.append(ins.text)
            elif len(players) == 1:
                become_monarch(self, players[0])
        elif k == "planeswalk":   # 701.31b: "planeswalk" (kb.engine.planes; the next plane as the scenario states it)
            from .planes import planeswalk_next
            planeswalk_next(self, check=False)
        elif k == "chaos_ensues":   # 311.7: "chaos ensues" (kb.engine.planes; no die is rolled)
            from .planes import chaos_ensues_effect
            chaos_ensues_effect(self)
        elif k == "abandon":   # 701.33b: "abandon this scheme" (kb.engine.schemes)
            from .schemes import abandon
            abandon(self, item.source)
        elif k in ("initiative", "venture", "ring_tempts", "learn"):   # 726, 701.49, 701.54, 701.48 (designations)
            self._designation(k, ins, refs, rc, item)
        elif k == "choose":
            self.log.add(f"{_pv(rc.you, 'chooses')} {', '.join(self._ref_name(r) for r in refs) or 'nothing'} "
                         f"({subj_text(ins)})", "follow_instructions", indent=1, kind="step")
        elif k == "meld":
            src = self.objects.get(rc.source_oid) if rc.source_oid is not None else None
            self.exile_and_meld(src, ins.opts["into"], rc.you)
        elif k == "delayed":
            self._delayed(ins, refs, rc, item)
        elif k == "reflexive":
            if rc.did:
                from .triggers import Pending
                sac = (rc.paid_now.get("sacrifice") or [None])[0]
                ev = Event("zone", obj=sac.oid, lki=sac, from_zone="battlefield", to_zone="graveyard") if sac else rc.event
                self.pending.append(Pending(None, rc.source_oid, rc.src, rc.you, ev, text=ins.opts["text"],
                                            label=f"{self._alias_of(rc.source_oid) if rc.source_oid else item.name}'s "
                                                  "reflexive ability", concept="trigger"))
                self.log.add("a reflexive triggered ability triggers: \u201c" + ins.opts["text"] + "\u201d", "trigger",
                             indent=1, kind="step")
        elif k == "mana":   # a spell or an ability that adds mana as it resolves (106.4): to its controller's pool
            src = self.objects.get(rc.source_oid) if rc.source_oid is not None else None
            # "that player adds {G}{G}": to the pool of each player the words name (106.4)
            whose = [rc.you] if ins.subject.kind == "you" else [who for rk, who in refs if rk == "player"]
            try:
                for who in whose:
                    self.produce_mana(who, "Add " + ins.opts.get("produces", ""), src, dict(rc.choices or {}),
                                      resolving=True, item=rc.item, kept=ins.opts.get("kept"))
            except EngineError as exc:
                if "choose" in str(exc):
                    raise
                self.note_unmodelled(ins.text, item.name, "it resolved")
        elif k == "choose_targets":  # the targets were chosen as it was put on the stack (601.2c)
            self.log.add(f"\u201c{ins.text}\u201d: chosen as it was cast: "
                         f"{', '.join(self._ref_name(r) for r in refs) or 'none that is still legal'}",
                         "follow_instructions", indent=1, kind="step")
        elif k == "for_each":
            self._for_each(ins, refs, rc, item, groups, label, name)
        elif k == "exile_top":
            n = fixed(ins.amount, rc, None)
            for rk, who in self.subjects(ins.opts["who"], rc, ins):
                if rk == "player":
                    rc.moved = self._top_to_exile(who, n, reads_it=bool(re.search(r"\bthat card\b", item.text or "")))
        else:  # pragma: no cover - every parsed kind is handled above
            raise EngineError(f"no action for {k!r}")

    def _designation(self, k: str, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        """The initiative (726), venturing into the dungeon (701.49: kb.engine.dungeon), the Ring tempting a player
        (701.54: kb.engine.ring) and learning (701.48a). An edition without the rule: not modelled."""
        from .dungeon import take_initiative, venture
        concept = {"initiative": "initiative", "venture": "venture_quality" if ins.opts.get("quality") else "venture",
                   "ring_tempts": "ring_tempts", "learn": "learn"}[k]
        if not self.rules_have(concept):
            self.note_unmodelled(ins.text, item.name, f"the rules of {self.edition} have no rule for it")
            rc.unread.append(ins.text)
            return
        players = [r[1] for r in refs if r[0] == "player"] or [rc.you]
        for who in players:
            if k == "initiative":
                take_initiative(self, who)
            elif k == "venture":
                venture(self, who, ins.text, ins.opts.get("quality"))
            elif k == "ring_tempts":
                from .ring import tempt
                tempt(self, who, rc.choices, ins.text)
            else:
                self._learn(who, rc, ins.text)

    def _learn(self, who: str, rc: RCtx, text: str) -> None:
        """701.48a: "You may discard a card. If you do, draw a card. If you didn't discard a card, you may reveal a
        Lesson card you own from outside the game and put it into your hand." The choice is stated with
        ``choose: {learn: {discard: CARD} | {lesson: CARD} | none}``; the cards outside the game are the player's
        ``outside:`` list. Not stated: the hand can't be decided (the sideboard is outside the game)."""
        from .unknowns import Unknown
        want = (rc.choices or {}).get("learn")
        if want is None:
            reason = (f"{who} learns and the scenario doesn't say what they do (choose: {{learn: {{discard: CARD}} | "
                      "{lesson: CARD} | none}}, 701.48a)")
            may_discard = bool(self.in_zone("hand", who)) or not self.player(who).hand_known
            reacts = any(re.search(r"\bdiscard|\bmadness\b", o.card.text or "", re.I) for o in self.objects.values()
                         if o.oid != rc.source_oid and o.zone != "library")
            if may_discard and reacts:   # a discard: what an ability about discarding does is unknown too
                self.note_unknown(reason)
            else:   # only that player's cards: the hand, the graveyard (a discard), a Lesson from outside the game
                self.unknowns.append(Unknown(reason, frozenset(("cards",)), since=self.clock, player=who))
            self.log.add(f"{who} learns: what they choose is not stated", "learn", indent=1, kind="step")
            return
        if said_none(want):
            self.log.add(f"{who} learns and does nothing", "learn", indent=1, kind="step")
            return
        if not isinstance(want, dict) or len(want) != 1 or next(iter(want)) not in ("discard", "lesson"):
            raise EngineError(f"“{text}”: choose: {{learn: {{discard: CARD}} | {{lesson: CARD}} | none}} (701.48a), "
                              f"not {want!r}")
        how, card = next(iter(want.items()))
        p = self.player(who)
        if how == "discard":
            o = next((o for o in self.in_zone("hand", who) if o.alias.lower() == str(card).lower()), None)
            if o is None:
                raise EngineError(f"“{text}”: {card!r} is not a card in {_poss(who)} hand (701.48a)")
            self.log.add(f"{who} learns: discards {o.alias} and draws a card", "learn", indent=1, kind="step")
            self.discard(who, 1, chosen=o.alias)
            self.draw(who, 1)
            return
        found = next((c for c in p.outside if c.name.lower() == str(card).lower()), None)
        if found is None:
            raise EngineError(f"“{text}”: the scenario doesn't say {who} owns {card!r} outside the game "
                              f"(players: outside: [...], 701.48a)")
        if "Lesson" not in found.subtypes:
            raise EngineError(f"“{text}”: {found.name} is not a Lesson card (701.48a)")
        p.outside = [c for c in p.outside if c is not found]
        self.put_into(found, "hand", owner=who)
        self.log.add(f"{who} learns: reveals {card} from outside the game and puts it into their hand", "learn",
                     indent=1, kind="step")

    def _vote(self, ins: Instruction, rc: RCtx, item) -> None:
        """701.38a: each player in the game, starting with the ability's controller and in turn order, votes for one
        of the options; the votes are each player's choice (608.2d), given as choose: {votes: {PLAYER: OPTION}} (a
        list for a player with several votes, 701.38d). Unstated: "cannot decide". Under rules without voting (before
        2014-06-01) the vote and what reads it are not modelled."""
        if not self.rules_have("vote"):
            self.note_unmodelled(ins.text, item.name, f"these rules ({self.edition}) have no rule for voting")
            rc.chosen["votes"] = {}
            return
        options = ins.opts["options"]
        said = rc.choices.get("votes")
        i = self.players.index(rc.you)
        voters = [p for p in self.players[i:] + self.players[:i] if self.player(p).in_game]
        if not isinstance(said, dict) or any(p not in said for p in voters):
            self.unstated_choice(ins, item, "votes", "votes: {" + ", ".join(f"{p}: {'|'.join(options)}" for p in voters) + "}")
            rc.chosen["votes"] = {}
            return
        votes = {o: 0 for o in options}
        for p in voters:
            for v in (said[p] if isinstance(said[p], list) else [said[p]]):
                if str(v).lower() not in votes:
                    raise EngineError(f"\u201c{ins.text}\u201d: {p} votes for {v!r}, not one of {', '.join(options)} (701.38a)")
                votes[str(v).lower()] += 1
            self.log.add(f"{_pv(p, 'votes')} for {' and '.join(str(v) for v in (said[p] if isinstance(said[p], list) else [said[p]]))}",
                         "vote", indent=1, kind="step")
        rc.chosen["votes"] = votes
        self.log.add("votes: " + ", ".join(f"{o} {n}" for o, n in votes.items()), "vote", indent=1, kind="step")

    def _double_life(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        """"Double your life total" (701.10d; 701.9d from 2018-04-27): the player gains or loses the life that makes
        their life total twice what it is. From 2010-04-23 to then only an example says how (806.10a, 810.9a: a
        player with 17 life gains 17): a positive life total is doubled by a gain of that much, any other is "cannot
        decide"; before, nothing says how: "cannot decide" (kb.engine.versions double_life)."""
        from .versions import rule
        how = rule("double_life", self.edition)
        if how == "unstated":
            self.note_unmodelled(ins.text, item.name, f"these rules ({self.edition}) don't say how a life total is "
                                                       "doubled (an example came with 2010-04-23, a rule with 2018-04-27)")
            return
        for rk, who in refs:
            if rk != "player":
                continue
            now = self.player(who).life
            if how == "example" and now <= 0:
                self.note_unmodelled(ins.text, item.name, f"these rules ({self.edition}) say how a life total is "
                                     f"doubled only by an example of a positive one ({self.rule_no('double_life_example')})"
                                     f": doubling {now} is not said")
                continue
            self.log.add(f"{_poss(who)} life total {now} is doubled: {_pv(who, 'gains' if now >= 0 else 'loses')} "
                         f"{abs(now)} life", "double_life" if how == "rule" else "double_life_example", indent=1,
                         kind="step")
            self.change_life(who, now)
            rc.last_amount = abs(now)

    def _per_player(self, ins: Instruction, refs: list, idx: int, rc: RCtx, item, groups: dict, label, name) -> None:
        """"Each player loses 1 life for each creature they control": one count for each player ("they" is that
        player), every count determined as the instruction is applied, before anything is done (608.2h); then each
        player's part, with that player's amount."""
        from dataclasses import replace as _rp
        players = [r for r in refs if r[0] == "player"]
        amounts = []
        for ref in players:
            rc.each = ref
            amounts.append(fixed(ins.amount, rc, None))
        rc.each = None
        self.log.add("one count for each player: " + ", ".join(f"{self._ref_name(r)} {n}" for r, n in zip(players, amounts)),
                     "lki", indent=1, kind="step")
        for ref, n in zip(players, amounts):
            rc.each = ref
            self._instruction(_rp(ins, subject=Subject("each", of=ins.subject, text=ins.subject.text), amount=Const(n)),
                              idx, rc, item, groups, label, name)
        rc.each = None
        rc.prev = ins.subject

    def _for_each(self, ins: Instruction, refs: list, rc: RCtx, item, groups: dict, label, name) -> None:
        """608.2f: "For each of them, ..." - the instructions are followed for one of them at a time
        (APNAP order, then the controller's order); targets that became illegal are not among them
        (608.2b)."""
        from .targeting import order_for_each
        if not refs:
            self.log.add(f"\u201c{ins.text}\u201d: none of them is left to follow", "follow_instructions",
                         indent=1, kind="step")
            return
        body = ins.opts["body"]
        for ref in order_for_each(self, refs, rc, item):
            rc.each = ref
            rc.prev = ins.subject
            self.log.add(f"for {self._ref_name(ref)}:", "each_in_turn", indent=1, kind="step")
            for j, sub in enumerate(body):
                sub = self._instead_of(sub, rc)
                if sub.condition is not None and not self.condition_holds(sub.condition, rc):
                    continue
                if sub.optional and not self._may(sub, rc):
                    rc.did = False
                    continue
                rc.refresh()
                rc.did = True
                self._instruction(sub, j, rc, item, groups, label, name)
        rc.each = None

    def _top_to_exile(self, player: str, n: int, *, reads_it: bool) -> list:
        """The top ``n`` cards of a library exiled (406.3): the new objects, in order ("that card");
        a card the scenario did not name has unknown characteristics, so an answer that reads it
        can't be decided."""
        from .unknowns import Unknown
        p = self.player(player)
        out = []
        for _ in range(n):
            if p.library:
                o = self.move(p.library[0], "exile", log=False)
                if o is not None:
                    out.append(o.oid)
                    self.log.add(f"the top card of {_poss(player)} library, {o.alias}, is exiled", "exile",
                                 indent=1, kind="step")
                continue
            if p.unknown is None or p.unknown > 0:
                p.taken += 1
                if p.unknown:
                    p.unknown -= 1
                reason = (f"the top card of {_poss(player)} library was exiled, and the scenario does not name it "
                          "(players: library: [...])")
                if reads_it:
                    reason += "; what it is decides what happens next"
                self.unknowns.append(Unknown(reason, frozenset(("life", "cards", "zone", "pt", "stack") if reads_it
                                                               else ("cards",)), since=self.clock))
                self.log.add(reason, indent=1, kind="step")
        return out

    # --- subjects ------------------------------------------------------------------------------------------
    def subjects(self, subj: Subject | None, rc: RCtx, ins: Instruction | None = None) -> list:
        """The objects and players an instruction acts on now: ('obj', oid) / ('player', name)."""
        if subj is None:
            return []
        subj = _antecedent(subj, rc)
        k = subj.kind
        if k == "target":
            out = []
            for i in subj.slots:
                if i < len(rc.targets) and rc.targets[i] is not None and (i >= len(rc.legal) or rc.legal[i]):
                    out.extend(self._moved_target(rc.targets[i], ins))
            return out
        if k == "self":
            if rc.source_oid is not None and rc.source_oid in self.objects:
                return [("obj", rc.source_oid)]
            found = [i for i in getattr(rc, "self_moved", ()) if i in self.objects]
            if found:   # 400.7j: this effect moved its source to a public zone and finds the new object there
                self.log.add(f"the effect finds {self.objects[found[0]].alias} in the {self.objects[found[0]].zone}: the "
                             "new object its source became when this effect moved it", "finds_moved", indent=1, kind="step")
                return [("obj", i) for i in found]
            found = self.cost_moved_source(rc)   # 400.7j: its cost moved it ("Exile this permanent", craft 702.167a)
            if found:
                return [("obj", i) for i in found]
            moved = self._zone_change_successor(rc)
            return [("obj", moved)] if moved is not None else []
        if k == "each":  # the one of them considered now (608.2f)
            ref = getattr(rc, "each", None)
            if ref is None:
                return []
            if ref[0] == "player":
                return [ref] if self.player_state[ref[1]].in_game else []
            return [ref] if ref[1] in self.objects else []
        if k == "you":
            return [("player", rc.you)]
        if k == "player_or_permanent":
            return self._player_or_permanent(subj, rc)
        if k == "enchanted_player":   # 303.4b: the player the source is attached to (as it last existed)
            a = getattr(rc.src, "attached_to", None)
            if not isinstance(a, str) and rc.source_lki is not None:
                a = rc.source_lki.attached_to
            return [("player", a)] if isinstance(a, str) and self.player_state[a].in_game else []
        if k == "defending":
            return self._defending_player(rc, subj)
        if k == "attack_target":
            return self._attack_target(rc, subj)
        if k == "blocking":   # the creatures blocking the source now, also after it left combat (509.1h, 506.4)
            c = getattr(self, "combat", None)
            found = c.blockers_of(rc.source_oid) if c is not None and rc.source_oid is not None else []
            return [("obj", b) for b in sorted(found) if b in self.objects and self.objects[b].zone == "battlefield"]
        if k == "players":
            if subj.who == "other_opponent":
                return self._other_opponents(rc, ins)
            if subj.who == "opponent":
                return [("player", p) for p in self.opponents(rc.you)]
            return [("player", p) for p in self.apnap() if self.player_state[p].in_game and
                    (subj.who != "other" or p != rc.you)]
        if k == "players_objects":   # "all creatures target opponent controls": those of the player(s) named (608.2c)
            named = self.subjects(subj.of, rc, ins)
            owners = {ref for kind, ref in named if kind == "player"}
            if subj.who == "or_controller":   # "that player or that planeswalker's controller" (108.4)
                owners |= {self.objects[ref].controller for kind, ref in named if kind == "obj" and ref in self.objects}
            snap = self.evaluate()
            ctx = rc.at(snap.work)
            self._selector_doubt(snap, subj.selector, ins)
            return [("obj", i) for i in sorted(subj.selector.select(snap.work, ctx)) if snap.work[i].controller in owners]
        if k == "selector":
            snap = self.evaluate()
            ctx = rc.at(snap.work)
            self._selector_doubt(snap, subj.selector, ins)
            return [("obj", i) for i in sorted(subj.selector.select(snap.work, ctx))]
        if k == "attacked":   # "all creatures that attacked this turn": declared as attackers (508.1), still the same
            # objects on the battlefield (400.7) and still creatures
            snap = self.evaluate()
            ids = self.attacked_this_turn()
            return [("obj", i) for i in sorted(ids) if i in self.objects and self.objects[i].zone == "battlefield"
                    and snap.get(i) is not None and "Creature" in snap.get(i).types]
        if k == "shares_name":
            return self._shares_name(subj, rc, ins)
        if k == "shares_color":
            out = list(self.subjects(subj.of, rc, ins))
            snap = self.evaluate()
            ctx = rc.at(snap.work)
            colors = set()
            for rk, oid in out:
                if rk == "obj" and snap.get(oid) is not None:
                    colors |= set(snap.get(oid).colors)
            firsts = {oid for rk, oid in out}
            for i in sorted(subj.selector.select(snap.work, ctx)):
                if i not in firsts and set(snap.work[i].colors) & colors:
                    out.append(("obj", i))
            return out
        if k == "union":
            out = []
            for p in subj.parts:
                out.extend(self.subjects(p, rc, ins))
            return out
        if k == "event":
            ev = rc.event
            if ev is not None and ev.kind == "targeted" and ev.item is not None and \
                    subj.text.lower() in _SPELL_WORDS:
                # "Whenever ~ becomes the target of a spell, ... that spell": the spell or ability that targeted
                # it (the trigger event's, 603.2), not the object it targeted
                oid = getattr(ev.item, "oid", None)
                return [("obj", oid)] if oid is not None and oid in self.objects else []
            if ev is not None and subj.text.lower() in ("that player", "that opponent", "they", "them", "he or she") and \
                    not (ev.kind == "delayed" and ev.obj is not None and subj.text.lower() in ("they", "them")):
                # "that player": the player the trigger event is about (603.2); "them" in a delayed ability that
                # refers to objects ("Sacrifice them at the beginning of the next end step") is those objects (603.7c)
                if ev.kind == "damage" and ev.recipient_player is not None:
                    return [("player", ev.recipient_player)]
                if ev.kind == "player_dealt":   # the player dealt damage, or the sources' controller (that_player)
                    return self._event_player(ev, rc, ins)
                if ev.obj is None and ev.player is not None:
                    return [("player", ev.player)]
                if ev.kind == "zone" and ev.cause == "discard":   # 701.9a: the player who discarded (the card's owner)
                    owner = getattr(ev.lki, "owner", None) or ev.player
                    return [("player", owner)] if owner is not None else []
                return self._event_player(ev, rc, ins)
            if ev is not None and ev.kind == "damage" and ev.obj is None and ev.source is not None:
                # "Whenever ~ deals combat damage to a player, put a +1/+1 counter on it": the damage went to a
                # player, so the object the trigger is about is the source that dealt it (603.2, 120.1)
                return [("obj", ev.source)] if ev.source in self.objects else []
            if ev is None or ev.obj is None:
                return []
            if ev.objs and ev.kind not in ("blocks", "blocked_by"):
                # 712.21c: the new object a melded permanent became is both cards
                return [("obj", i) for i in ev.objs if i in self.objects]
            # "that creature" in a blocking trigger is the other creature (the one blocked, or the blocker,
            # 509.3d); "it" is the trigger's own creature
            other = ev.kind in ("blocks", "blocked_by") and ev.other is not None and \
                subj.text.lower() not in ("it", "itself", "~")
            oid = ev.other if other else ev.obj
            return [("obj", oid)] if oid in self.objects else []
        if k in ("controller_of", "owner_of"):
            ev = rc.event
            if k == "controller_of" and subj.of is not None and subj.of.kind == "event" and ev is not None and \
                    ev.kind == "targeted" and ev.item is not None and subj.of.text.lower() in _SPELL_WORDS:
                # "that spell's controller": the player who controls the spell or ability that targeted it, as
                # recorded with it on the stack (even after it left the stack, 608.2h)
                ctl = ev.item.controller
                return [("player", ctl)] if self.player_state[ctl].in_game else []
            who = []
            for ref in self.subjects(subj.of, rc) or self._lki_refs(subj.of, rc):
                if ref[0] == "player":
                    who.append(ref)
                    continue
                view = self._view(ref[1])
                if view is None:
                    continue
                who.append(("player", view.controller if k == "controller_of" else view.owner))
            return who
        if k == "done":   # "each creature destroyed this way": the objects as they last existed (kb.engine.thisway)
            return [("obj", lk.oid) for lk in subj.selector.objects(rc)]
        if k == "paid":   # 400.7j: the cost moved it to a public zone, and the ability's effects find it there
            return [("obj", i) for lk in rc.paid.get(subj.cost, [])
                    for i in ([lk.oid] if lk.oid in self.objects else self.moved_to(lk.oid, follow=False))]
        if k == "tokens":  # the tokens an earlier instruction of this resolution created ("sacrifice it")
            return [("obj", oid) for oid in getattr(rc, "tokens", ()) if oid in self.objects]
        if k == "damaged":  # "a creature dealt damage this way": what this resolution dealt damage to
            snap = self.evaluate()
            ctx = rc.at(snap.work)
            return [("obj", oid) for oid in dict.fromkeys(rc.damaged) if oid in self.objects and snap.get(oid) is not None
                    and (subj.selector is None or subj.selector.match(snap.get(oid), ctx))]
        if k == "looked":   # the cards looked at and not yet moved (701.20e)
            looked = getattr(rc, "looked", None) or {}
            if looked.get("unnamed") and (ins is None or ins.kind not in LOOK_KINDS):
                # "If it's a land card, …" / "put it onto the battlefield": a card the scenario doesn't name
                from .unknowns import ALL, Unknown
                self.unknowns.append(Unknown(f"{looked['unnamed']} card(s) looked at or revealed are not named in the "
                                             "scenario (players: library: [...]): what is read from them or done to them "
                                             "is unknown", ALL, since=self.clock))
            if subj.of == "battlefield":   # "put it onto the battlefield. That creature …": what it became (400.7j)
                return [("obj", i) for oid in (looked.get("cards") or ()) for i in self.moved_to(oid)
                        if self.objects[i].zone == "battlefield"]
            return [("obj", oid) for oid in (looked.get("cards") or ()) if oid in self.objects]
        if k == "moved":  # the card an earlier instruction of this resolution moved ("that card")
            return [("obj", oid) for oid in getattr(rc, "moved", ()) if oid in self.objects]
        if k == "chosen":
            # chosen once, as the instruction choosing it is applied (608.2d); "that creature" later in the
            # instructions is the object chosen then, even after it left its zone (its LKI, 608.2h)
            key = (id(subj), rc.each)
            if key not in rc.chosen:
                rc.chosen[key] = self._chosen(subj, rc, ins)
            if ins is None:
                return list(rc.chosen[key])
            # an instruction acting on it finds the object an earlier part of this effect moved it to ("put a creature
            # card from your hand onto the battlefield. That creature gains haste", 400.7j), as for a target
            return [x for r in rc.chosen[key] for x in (self._moved_target(r, ins) if r[1] not in self.objects else [r])
                    if x[1] in self.objects]
        if k == "prev":
            return self.subjects(rc.prev, rc, ins)
        if k == "picked":
            return self._picked(subj, rc)
        if k == "chosen_equipment":   # chosen as the attach instruction applies (_chosen_equipment)
            return []
        raise EngineError(f"unknown subject {k!r}")

    def _moved_target(self, ref: tuple, ins: Instruction | None) -> list:
        """A legal target that an earlier part of this same effect moved to a public zone ("Exile target
        creature you control, then return that card to the battlefield"): 400.7j lets the later parts find the
        new object it became (following each move this resolution made). Anything else about it - its
        controller, its power - stays as it last existed (608.2h): only instructions that act on the card
        itself follow it."""
        if ref[0] != "obj" or ref[1] in self.objects or ins is None:
            return [ref]
        found = self.moved_to(ref[1])
        if not found:
            return [ref]
        self.log.add(f"\u201c{ins.text}\u201d finds {' and '.join(self.objects[i].alias for i in found)}: the new "
                     f"object(s) this effect moved to the {self.objects[found[0]].zone}", "finds_moved",
                     *(["meld_finds_both"] if len(found) > 1 else []), indent=1, kind="step")
        return [("obj", i) for i in found]

    def moved_to(self, oid: int, *, follow: bool = True) -> list:
        """The objects ``oid`` became by moving to public zones (400.7j: the effect, or the spell or ability
        whose cost moved it, can find it there); [] if it is not in a public zone. ``follow``: through each
        later move too (the moves of one resolution); without it, only the object the one move made - a card
        a cost exiled that something else moved since is a new object the ability can't find (400.7)."""
        found, seen, todo = [], set(), list(self.successors.get(oid, ()))
        while todo:
            i = todo.pop(0)
            if i in seen:
                continue
            seen.add(i)
            if i in self.objects:
                found.append(i)
            elif follow:
                todo.extend(self.successors.get(i, ()))
        return found

    def _cast_transformed(self, ins: Instruction, refs: list, rc: RCtx) -> None:
        """"Cast it transformed without paying its mana cost" while this effect resolves: the card an earlier
        part of the effect moved to a public zone (400.7j) goes on the stack with its back face up (712.11a),
        its timing permissions ignored (the effect allows it now) and no mana cost paid."""
        found = [r[1] for r in refs if r[0] == "obj" and r[1] in self.objects]
        if not found:
            found = [oid for oid in getattr(rc, "moved", ()) or () if oid in self.objects]
        if not found and ins.subject is not None and ins.subject.kind == "self" and rc.source_oid is not None:
            found = [i for i in self.successors.get(rc.source_oid, ()) if i in self.objects]
        if not found:
            self.log.add(f"“{ins.text}”: the card can't be found, so it isn't cast", indent=1, kind="step")
            return
        o = self.objects[found[0]]
        if not o.card.other_faces or o.card.layout in ("split", "flip", "aftermath", "adventure", "fuse"):
            self.log.add(f"“{ins.text}”: {o.alias} isn't a double-faced card, so it can't be cast transformed",
                         indent=1, kind="step")
            return
        self.cast(o, controller=rc.you, face="transformed", free=True)

    def cost_moved_source(self, rc: RCtx, log: bool = True) -> list:
        """400.7j (its second sentence, since 2016-04-08; 400.7g from 2011-09-30): the ability's cost moved its source
        to a public zone ("{2}, Exile this card from your hand: …", "Exile this permanent", craft 702.167a), and the
        ability's effects find the new object there if nothing moved it since ("until this card is cast from exile",
        "return it transformed"). An edition without that rule: the card is not found, and what the effect does with it
        is "cannot decide"."""
        if rc.source_oid is None or not any(getattr(lk, "oid", None) == rc.source_oid
                                            for lst in (rc.paid or {}).values() for lk in lst):
            return []
        found = self.moved_to(rc.source_oid, follow=False)
        if not found:
            return []
        if not self.rules_have("cost_finds_moved"):
            from .unknowns import scope_of
            self.note_unknown(f"{rc.item.name}: its effect refers to the card its cost moved; this edition's rules don't "
                              f"say an effect can find it ({self.rule_no('new_object')})", scope_of(rc.item.text or ""))
            return []
        if log:
            self.log.add(f"the effect finds {self.objects[found[0]].alias} in the {self.objects[found[0]].zone}: the new "
                         "object its source became when the ability's cost moved it", "cost_finds_moved", indent=1,
                         kind="step")
        return found

    def _zone_change_successor(self, rc: RCtx) -> int | None:
        """400.7e: an ability that triggers when its own source moves from one zone to another ("When ~ is
        put into a graveyard from the battlefield, return ~ to its owner's hand") can find the new object it
        became in the zone it moved to, if that zone is public and the object is still there."""
        ev = getattr(rc, "event", None)
        if ev is None or ev.kind != "zone" or ev.obj is None or ev.lki is None:
            return None
        if rc.source_oid is None or getattr(ev.lki, "oid", None) != rc.source_oid:
            return None
        if ev.to_zone not in ("battlefield", "graveyard", "exile", "stack", "command"):
            return None   # a hidden zone (library, hand): the new object can't be found (400.2)
        o = self.objects.get(ev.obj)
        if o is None or o.zone != ev.to_zone:
            return None
        self.log.add(f"the ability finds {o.alias}, the new object its source became in the {ev.to_zone}",
                     "finds_new_object", indent=1, kind="step")
        return o.oid

    def _picked(self, subj: Subject, rc: RCtx) -> list:
        """"Choose a nonlegendary creature on the battlefield": the object the controller chose as the
        instruction was applied (608.2d), given by the scenario as choose: {KEY: NAME}."""
        want = rc.choices.get(subj.cost)
        rc.refresh()   # the resolution's own context: "with mana value X or less" reads its X (107.3)
        snap, ctx = self.evaluate(), rc
        cands = sorted(subj.selector.select(snap.work, ctx))
        if subj.of is not None:   # "a nonland card from it": a card of that player's hand
            owners = {r[1] for r in self.subjects(subj.of, rc) if r[0] == "player"}
            cands = [c for c in cands if c in self.objects and self.objects[c].owner in owners]
        if subj.least and cands:   # "with the least toughness or tied for least toughness among them" (701.39a)
            low = min(getattr(snap.get(c), subj.least) for c in cands)
            cands = [c for c in cands if getattr(snap.get(c), subj.least) == low]
        if want is None:
            if not cands:
                return []
            if len(cands) == 1:
                return [("obj", cands[0])]
            names = ", ".join(self.objects[c].alias for c in cands if c in self.objects)
            raise EngineError(f"“Choose a {subj.text}”: {_pv(rc.you, 'chooses')} among {names}; give choose: "
                              f"{{{subj.cost}: NAME}} (608.2d)")
        o = self.obj(want)
        if o.oid not in cands:
            raise EngineError(f"{o.alias} is not a {subj.text}: it can't be chosen (608.2d)")
        return [("obj", o.oid)]

    def _lki_refs(self, subj, rc) -> list:
        """The objects a subject named, even if they have left their zone (for LKI look-ups)."""
        if subj is None:
            return []
        subj = _antecedent(subj, rc)
        if subj.kind == "target":
            return [rc.targets[i] for i in subj.slots if i < len(rc.targets) and rc.targets[i] is not None]
        if subj.kind == "self" and rc.source_oid is not None:
            return [("obj", rc.source_oid)]
        if subj.kind == "each" and getattr(rc, "each", None) is not None:
            return [rc.each]
        if subj.kind == "event" and rc.event is not None:
            return [("obj", rc.event.obj)] if rc.event.obj is not None else []
        return []

    def _view(self, oid: int):
        """An object's characteristics now, or as it last existed (608.2h)."""
        if oid in self.objects:
            w = self.evaluate().get(oid)
            if w is not None:
                return w
        lk = self.lki.get(oid)
        return lk.working if lk is not None else None

    def _look(self, subj: Subject, rc: RCtx):
        """608.2h: the object as it is, if it is still in the zone it was expected in; else its
        last known information."""
        if subj is None:
            return None
        subj = _antecedent(subj, rc)
        if subj.kind == "paid":   # a card this effect moved ("the discarded card"), else the cost's (400.7j)
            if subj.cost in rc.paid_now and rc.paid_now.get(subj.cost + "_unnamed"):
                from .unknowns import ALL, Unknown   # the card discarded is one the scenario doesn't name
                self.unknowns.append(Unknown(f"\u201c{subj.text}\u201d is a card the scenario doesn't name: what is read "
                                             "from it is unknown", ALL, since=self.clock))
                return None
            lst = rc.paid_now[subj.cost] if subj.cost in rc.paid_now else rc.paid.get(subj.cost) or []
            return lst[0].working if lst else None
        if subj.kind == "event":
            ev = rc.event
            if ev is None:
                return None
            if ev.kind == "targeted" and ev.item is not None and subj.text.lower() in _SPELL_WORDS:
                # "that spell's mana value" after "becomes the target of a spell": the spell that targeted (603.2)
                oid = getattr(ev.item, "oid", None)
                return self._view(oid) if oid is not None else None
            if ev.lki is not None and (ev.obj not in self.objects or ev.from_zone == "battlefield"):
                return ev.lki.working
            return self._view(ev.obj) if ev.obj is not None else None
        if subj.kind == "self":
            if rc.source_oid in self.objects:
                return self.evaluate().get(rc.source_oid)
            return rc.source_lki.working if rc.source_lki is not None else None
        refs = self._lki_refs(subj, rc) if subj.kind == "target" else self.subjects(subj, rc)
        if subj.kind == "moved" and not refs and getattr(rc, "unread", None):
            # "that card" after an instruction the engine can't read ("Reveal cards from the top of your library
            # until ..."): what it names is unknown, so is anything read from it
            from .unknowns import ALL, Unknown
            self.unknowns.append(Unknown(f"\u201c{subj.text}\u201d is the card named by \u201c{rc.unread[-1]}\u201d, which "
                                         "is not modelled: what is read from it is unknown", ALL, since=self.clock))
        for kind, ref in refs:
            if kind == "obj":
                if subj.kind == "target":
                    i = next((j for j in subj.slots if j < len(rc.targets) and rc.targets[j] == (kind, ref)), None)
                    if i is not None and i < len(rc.legal) and not rc.legal[i]:
                        from .versions import rule
                        if rule("illegal_target_info", self.edition) == "no_information":
                            return None  # 608.2b: no information from an illegal target
                return self._view(ref)
        return None

    def hand_count(self, player: str) -> int:
        """The number of cards in a hand, read by a resolving spell or ability (608.2h); a hand the scenario
        doesn't list may hold unnamed cards: what follows can't be decided. No player (an illegal target): 0 (107.2)."""
        if player is None:
            return 0
        if not self.player(player).hand_known:
            self.note_unknown(f"the scenario does not list {_poss(player)} hand (players: hand: [...]): the number of "
                              "cards in it can't be counted")
        return len(self.in_zone("hand", player))

    def _you(self, who: str, rc) -> str:
        return rc.you if who == "you" else who

    def _player_of(self, who, rc) -> str | None:
        """"you", a player's name, or the one player a subject names ("that player", "target opponent")."""
        if isinstance(who, str):
            return self._you(who, rc)
        players = [ref for kind, ref in self.subjects(who, rc) if kind == "player"]
        return players[0] if len(players) == 1 else None

    def _player_or_permanent(self, subj: Subject, rc: RCtx) -> list:
        """"that player or a planeswalker that player controls": for each such player, the player or one
        of those permanents, as the controller chooses when the instruction is applied (608.2d); given by
        the scenario as choose: {recipient: NAME} (for a triggered ability: triggers: {SOURCE: {choose: ...}})."""
        snap = self.evaluate()
        ctx = rc.at(snap.work)
        want = rc.choices.get("recipient")
        out = []
        for ref in self.subjects(subj.of, rc):
            if ref[0] != "player":
                continue
            player = ref[1]
            cands = [i for i in sorted(subj.selector.select(snap.work, ctx))
                     if snap.work[i].controller == player and snap.work[i].zone == "battlefield"]
            pick = want.get(player) if isinstance(want, dict) else want
            if pick is None or str(pick) == player:
                if cands and pick is None:
                    names = ", ".join([player] + [self.objects[c].alias for c in cands])
                    raise EngineError(f"“{subj.text}”: {_pv(rc.you, 'chooses')} among {names}; give choose: "
                                      "{recipient: NAME} (608.2d; for a triggered ability: triggers: {SOURCE: {choose: "
                                      "{recipient: NAME}}})")
                out.append(("player", player))
                continue
            o = self.find(str(pick))
            if o is None or o.oid not in cands:
                raise EngineError(f"“{subj.text}”: {pick!r} is not {player} or a permanent of the kind it names "
                                  f"that {player} controls")
            out.append(("obj", o.oid))
        return out

    def _anchored_duration(self, ins: Instruction, rc: RCtx) -> str:
        """The duration of a resolved effect; "until ~ is cast from exile" (611.2b) is bound to the card in exile the
        ability's cost put there (400.7j). Not found there: how long the effect lasts is "cannot decide"."""
        if ins.duration != UNTIL_CAST_FROM_EXILE:
            return ins.duration
        found = [i for i in self.cost_moved_source(rc, log=False) if self.objects[i].zone == "exile"]
        if found:
            return f"{UNTIL_CAST_FROM_EXILE}:{found[0]}"
        from .unknowns import scope_of
        self.note_unknown(f"{rc.item.name}: \u201c{ins.text}\u201d lasts until a card is cast from exile, and no card of "
                          f"its ability's cost is in exile to be found ({self.rule_no('duration_stated')})",
                          scope_of(ins.text))
        return "indefinite"

    def _withhold_cant_have(self, op, ids: list, snap, ins):
        """113.11: the part of a resolving effect that would add an ability to an object that can't have it
        doesn't apply — not even after the "can't have" effect ends."""
        if getattr(op, "kind", "") != "ability" or not getattr(op, "add", ()):
            return op
        held = frozenset((i, a.keyword) for i in ids for a in op.add
                         if snap.get(i) is not None and a.keyword in snap.get(i).cant_have)
        if not held:
            return op
        self.log.add(f"\u201c{ins.text}\u201d: " + ", ".join(f"{self.objects[i].alias} can't have {k}" for i, k in
                                                          sorted(held)) + "; that part of the effect doesn't apply",
                     "cant_have", indent=1, kind="step")
        return replace(op, withheld=op.withheld | held)

    def unstated_choice(self, ins, item, key: str, give: str, scope=None, reach: tuple | None = None) -> None:
        """A choice made as a spell or ability resolves (608.2d) that the scenario or the question doesn't state:
        never guessed; every answer from now on says "cannot decide", naming the choice (a name, a type or a P/T
        change can reach any answer: a lord, a trigger, a state-based action) — or, given ``scope``, every answer of
        those groups (kb.engine.unknowns.choice_scope: what a "you may" instruction and what reads it can change; a
        (groups, {per-player group: players}) of choice_reach reaches those players' life totals and cards alone)."""
        from .unknowns import ALL, Unknown
        scope, whose = scope if isinstance(scope, tuple) else (scope, {})
        if item is not None and ins.optional:   # whether the action "Do this only once each turn." indicates was taken
            note_action(self, item, None)
        who = item.name if item is not None else "an effect"
        say = "naming" if key == "card_name" else "choosing"
        self.unknowns.append(Unknown(f"{who}: the {key.replace('_', ' ')} chosen for \u201c{ins.text}\u201d is not "
                                     f"stated (608.2d): give choose: {{{give}}} (in a question: '{say} …')",
                                     scope if scope is not None else ALL, since=self.clock, reach=reach,
                                     whose=tuple(whose.items())))
        self.log.add(f"\u201c{ins.text}\u201d: the {key.replace('_', ' ')} chosen is not stated, so what depends on it "
                     "can't be decided", "follow_instructions", indent=1, kind="step")

    def _check_chosen_kind(self, ins, v: str) -> None:
        """A choice the instruction forbids is refused: "other than Wall" (608.2d); a card name must be the name of a
        card with the quality asked (201.4, 201.4a), checked against the scenario's card of that name when it has one
        (any other name is taken as a card of the Oracle card reference)."""
        other = ins.opts.get("other_than")
        if other and other[0].isupper() and v.lower() == other.lower():
            raise EngineError(f"\u201c{ins.text}\u201d: {v} can't be chosen (608.2d)")
        if ins.opts.get("key") != "card_name":
            return
        card = self.card_named(v)
        if card is None:
            return
        quality = ins.opts.get("quality", "")
        bad = not name_has_quality(card, (quality,) if quality else ()) or \
            (other == "a basic land card name" and "Land" in card.types and "Basic" in card.supertypes)
        if bad:
            raise EngineError(f"\u201c{ins.text}\u201d: {v} is not the name of a card of that kind (201.4a)")

    def chosen_key(self, ins, rc: RCtx, other: str = "choose") -> str:
        """The choose: key that names the object an instruction chooses as it resolves (608.2d): ``sacrifice:`` for a
        sacrifice; ``put:`` for the card a "put" instruction moves ("You may put a land card from your hand onto the
        battlefield") when given, or when an earlier instruction of the same resolution took ``choose:`` (a
        Cultivate-like split of the cards found, "put one onto the battlefield tapped and the other into your hand");
        otherwise ``choose:`` for a put (what older scenarios give), ``other`` for any other kind."""
        kind = ins.kind if ins is not None else ""
        if kind == "sacrifice":
            return "sacrifice"
        if kind == "move":
            return "put" if "put" in rc.choices or rc.chosen.get("choose_taken") else "choose"
        return other

    def _chosen(self, subj: Subject, rc: RCtx, ins) -> list:
        """An object chosen as the instruction is applied ("sacrifice a creature", 608.2d)."""
        snap = self.evaluate()
        ctx = rc.at(snap.work)
        if ins is not None and ins.opts.get("anyone"):
            return self._chosen_up_to(subj, rc, ins, snap, ctx)
        owner = rc.you
        if ins is not None and ins.source is not None and (ins.kind == "sacrifice" or ins.opts.get("they_control") or
                                                           (ins.opts.get("from") or "").endswith((" graveyard", " hand"))):
            # the player who sacrifices, or exiles "a card from their graveyard / hand", or "returns a creature they
            # control" (kb.engine.playerpicks): each chooses among their own (608.2d)
            whos = [r[1] for r in self.subjects(ins.source, rc) if r[0] == "player"]
        else:
            whos = [owner]
        out = []
        in_hand = subj.selector is not None and "hand" in getattr(subj.selector, "zones", ())
        # "Return a creature card from your graveyard to your hand": a card of that player's graveyard (404.1), not
        # a permanent
        in_gy = ins is not None and (ins.opts.get("from") or "") in ("your graveyard", "their graveyard") and \
            subj.selector is not None
        from_exile = ins is not None and ins.opts.get("from") == "opponents' exile"
        in_hand = in_hand and not in_gy and not from_exile
        for who in whos:
            if from_exile:   # a processor's cards: in exile, owned by an opponent of the player choosing (400.3)
                foes = set(self.opponents(who))
                cands = [i for i in sorted(subj.selector.select(snap.work, ctx))
                         if snap.work[i].zone == "exile" and self.objects[i].owner in foes]
            elif in_gy:
                cands = [i for i in sorted(subj.selector.select(snap.work, ctx))
                         if snap.work[i].zone == "graveyard" and snap.work[i].owner == who]
            elif in_hand:   # "put a land card from your hand onto the battlefield": a card in that player's hand
                cands = [i for i in sorted(subj.selector.select(snap.work, ctx))
                         if snap.work[i].zone == "hand" and snap.work[i].owner == who]
            else:
                cands = [i for i in sorted(subj.selector.select(snap.work, ctx))
                         if snap.work[i].controller == who and snap.work[i].zone == "battlefield"] \
                    if subj.selector is not None else []
            key = self.chosen_key(ins, rc)
            want = rc.choices.get(key)
            if isinstance(want, dict):
                want = want.get(who)
            picked = [self.obj(r).oid for r in (want if isinstance(want, list) else [want])] if want else []
            if in_hand and any(p not in cands for p in picked):   # a named card that isn't of the kind (608.2d)
                bad = next(p for p in picked if p not in cands)
                raise EngineError(f"\u201c{ins.text if ins else subj.text}\u201d: {self.objects[bad].alias} is not a "
                                  f"{subj.selector} in {_poss(who)} hand (608.2d)")
            if in_gy and any(p not in cands for p in picked):   # a named card that isn't of the kind (608.2d)
                bad = next(p for p in picked if p not in cands)
                raise EngineError(f"\u201c{ins.text}\u201d: {self.objects[bad].alias} is not a {subj.selector} in "
                                  f"{_poss(who)} graveyard (608.2d)")
            if from_exile and any(p not in cands for p in picked):   # a named card that isn't one (608.2d)
                bad = next(p for p in picked if p not in cands)
                raise EngineError(f"\u201c{ins.text}\u201d: {self.objects[bad].alias} is not a card an opponent of {who} "
                                  "owns in exile (608.2d)")
            picked = [p for p in picked if p in cands]
            n = (ins.opts.get("count") or 1) if ins is not None else 1
            if ins is not None and ins.opts.get("that_many"):   # "sacrifice that many permanents" (608.2h)
                n = fixed(ins.amount, rc, None)
                if n <= 0:
                    continue
            if from_exile and (any(self.objects[c].face_down for c in cands) or
                               "exile" in set().union(*(self.player(f).unlisted for f in self.opponents(who)))):
                # a face-down card in exile is chosen at random from its group (406.3, the processors' rulings); an
                # exile the scenario doesn't list may hold other cards: which are put, and whether, can't be decided
                self.note_unknown(f"\u201c{ins.text}\u201d: the cards an opponent owns in exile are not all known "
                                  "(face down, or an exile the scenario doesn't list)")
                continue
            if from_exile and 0 < len(cands) < n:   # fewer than it says: whether any is put is not read
                self.note_unknown(f"\u201c{ins.text}\u201d: fewer than {n} such cards are in exile; whether any is put "
                                  "is not read")
                continue
            # whether a card was found there: what "If you do" / "Otherwise" reads after it too (608.2c)
            hangs = rc.item.text if rc.item is not None and _HANGS_ON_IT.search(rc.item.text or "") else None
            if in_gy and not picked and "graveyard" in self.player(who).unlisted:
                self.note_unmodelled(ins, rc.item.name if rc.item is not None else "?",
                                      f"{_poss(who)} graveyard is not listed: the card chosen from it may be one the "
                                      "scenario doesn't name", scope_text=hangs)
                continue
            if in_hand and not picked and self._hand_unknown(who):
                # the hand is not listed: it may hold a card of that kind the scenario doesn't name
                self.note_unmodelled(ins if ins is not None else subj.text, rc.item.name if rc.item is not None else "?",
                                      f"{_poss(who)} hand is not listed: the card chosen from it is one the scenario "
                                      "doesn't name", scope_text=hangs)
                continue
            if len(picked) < min(n, len(cands)):   # "sacrifices two creatures": that many, or all they have (608.2d)
                if not cands:
                    continue
                if len(cands) <= n:
                    picked = cands
                elif ins is not None and (ins.opts.get("from") or "").endswith(" hand"):
                    # "Target opponent exiles a card from their hand": a hidden choice, never guessed (608.2d)
                    self.unstated_choice(ins, rc.item, "card", f"{key}: NAME (for a triggered ability: triggers: "
                                         f"{{SOURCE: {{choose: {{{key}: NAME}}}}}})")
                    continue
                else:
                    names = ", ".join(self.objects[c].alias for c in cands)
                    raise EngineError(f"\u201c{ins.text if ins else subj.text}\u201d: {_pv(who, 'chooses')} among {names}; "
                                      f"give choose: {{{key}: NAME}} (608.2d; for a triggered ability: "
                                      f"triggers: {{SOURCE: {{choose: {{{key}: NAME}}}}}})")
            out.extend(("obj", p) for p in picked[:n])
        return out

    def _chosen_up_to(self, subj: Subject, rc: RCtx, ins, snap, ctx) -> list:
        """"untap up to five lands": untargeted permanents of any player, as many as the controller chooses up to the
        number, chosen as the instruction is applied (608.2d; choose: {untap: [NAME, …]}, [] for none). Unstated,
        never guessed: nothing is done and what it could change can't be decided."""
        key = ins.kind
        want = rc.choices.get(key)
        if want is None:
            self.unstated_choice(ins, rc.item, key, f"{key}: [NAME, …] (none: [])")
            return []
        cands = {i for i in subj.selector.select(snap.work, ctx) if snap.work[i].zone == "battlefield"}
        picked = list(dict.fromkeys(self.obj(r).oid for r in (want if isinstance(want, list) else [want])))
        bad = next((p for p in picked if p not in cands), None)
        if bad is not None:
            raise EngineError(f"\u201c{ins.text}\u201d: {self.objects[bad].alias} is not a {subj.selector} on the "
                              f"battlefield ({self.rule_no('choices_on_resolution')})")
        if len(picked) > ins.opts["count"]:
            raise EngineError(f"\u201c{ins.text}\u201d: at most {ins.opts['count']} can be chosen "
                              f"({self.rule_no('choices_on_resolution')})")
        self.log.add(f"{_pv(rc.you, 'chooses')} {', '.join(self.objects[p].alias for p in picked) or 'none'}",
                     "choices_on_resolution", indent=1, kind="step")
        return [("obj", p) for p in picked]

    # --- conditions ----------------------------------------------------------------------------------------
    def condition_holds(self, cond, rc: RCtx) -> bool:
        k = cond.kind
        if k == "kicked":
            if cond.n or cond.value:   # "kicked twice", "kicked with its {W} kicker" (702.33d, 702.33f)
                paid = tuple(getattr(rc.item, "kicked_with", ()) or ()) if rc.item is not None and rc.item.kind == "spell" \
                    else ()
                if not paid and rc.source_oid in self.objects:
                    paid = tuple(getattr(self.objects[rc.source_oid].record, "kicked_with", ()) or ())
                return len(paid) >= cond.n if cond.n else cond.value in paid
            return bool(rc.kicked or (rc.item is not None and rc.source_oid in self.objects and
                                      getattr(self.objects[rc.source_oid].record, "kicked", 0)))
        if k == "tribute_paid":   # 702.104b (kb.engine.tribute): as the source entered
            from .tribute import tribute_paid
            paid = tribute_paid(self, rc.source_oid)
            if paid is None:
                self.note_unknown(f"whether tribute was paid for the permanent its ability comes from isn't known "
                                  f"({self.rule_no('tribute')})")
            return bool(paid)
        if k == "keyword_paid":   # "If ~'s sneak cost was paid" (kb.engine.altcosts)
            from .altcosts import keyword_paid
            return keyword_paid(self, rc, cond.value)
        if k == "bargained":   # 702.166b (kb.engine.bargain)
            from .bargain import bargained
            return bargained(self, rc)
        if k == "soulbond_unpaired":   # soulbond's intervening "if" (702.95a, kb.engine.soulbond)
            from .soulbond import unpaired_holds
            return unpaired_holds(self, cond, rc)
        if k == "cast_main":   # "If you cast ~ during your main phase": the spell itself, cast then (a copy wasn't
            it = rc.item if rc.item is not None and rc.item.kind == "spell" else None   # cast, 707.10)
            if it is None:   # an ability's: the spell its source was is not looked up
                self.note_unknown(f"\u201c{cond.text}\u201d in an ability: when its source was cast is not read (601.2)")
                return False
            return it.cast and not it.is_copy and it.cast_main
        if k == "alt_paid":   # "If the {1}{B} cost was paid" (118.9): that alternative cost, for the spell as cast
            it = rc.item if rc.item is not None and rc.item.kind == "spell" else None
            return it is not None and it.cast_with == "alternative" and it.alt_cost == cond.value
        if k == "otherwise":   # "Otherwise, …" (608.2c): the condition before it, as it was decided when followed
            held = rc.chosen.get("held", {}).get(id(cond.inner))
            return not (self.condition_holds(cond.inner, rc) if held is None else held)
        if k == "looked_put":   # "If you don't put the card onto the battlefield" (608.2c): where the card looked at went
            looked = getattr(rc, "looked", None) or {}
            return any(self.objects[n].zone == cond.value for o in looked.get("cards") or ()
                       for n in self.successors.get(o, ()) if n in self.objects)
        if k in ("not", "unless"):   # "unless": "sacrifice it unless {G} was spent to cast it" (118.12a)
            return not self.condition_holds(cond.inner, rc)
        if k == "and":
            return all(self.condition_holds(c, rc) for c in cond.value)
        if k == "or":   # either side (kb.engine.conditions.read_joined)
            return any(self.condition_holds(c, rc) for c in cond.value)
        if k == "mana_amount":
            return self._mana_amount_holds(cond, rc)
        if k == "mana" and rc.mana is None and (rc.item is None or rc.item.kind != "spell"):
            return self._spent_to_cast_source(cond, rc)
        if k == "mana":
            if rc.mana is None:
                raise EngineError(f"\u201c{cond.text}\u201d depends on the mana spent to cast it: give mana: "
                                  "(for example mana: \"{1}{G}\") when casting (601.2h)")
            return rc.mana.get(cond.value, 0) >= max(cond.n, 1)
        if k == "did":
            return rc.did
        if k == "suspended":   # 702.62b: the source, as it is now
            return self.is_suspended(self.objects.get(rc.source_oid))
        if k == "vote_more":   # 701.38a: more votes than every other option; "or the vote is tied": a tie for the most
            votes = rc.chosen.get("votes") or {}
            mine = votes.get(cond.value, 0)
            others = [n for o, n in votes.items() if o != cond.value]
            if not votes:
                return False
            best = max(others, default=0)
            return mine > best or (bool(cond.n) and max(votes.values()) == best and list(votes.values()).count(best) > 1)
        if k == "life_at_least":
            return self.player(rc.you).life >= cond.n
        if k == "hand_empty":
            who = [rc.you] if cond.value == "you" else (self.opponents(rc.you) if cond.value == "opponent" else self.players)
            return any(not self.in_zone("hand", p) and self.player(p).hand_known for p in who)
        if k == "counters_none":
            ev = rc.event
            lk = ev.lki if ev is not None else None
            if lk is None:
                return True
            if cond.value is None:   # "if it had counters on it": of any kind
                return not any(n > 0 for n in lk.counters.values())
            return lk.counters.get(cond.value, 0) == 0
        if k == "self_counters_fewer":
            # "if ~ has fewer than three +1/+1 counters on it": the source on the battlefield, now (603.4); gone, what
            # it had is not guessed
            o = self.objects.get(rc.source_oid) if rc.source_oid is not None else None
            if o is None or o.zone != "battlefield":
                self.note_unknown(f"\u201c{cond.text}\u201d: its source is no longer on the battlefield")
                return False
            c = o.counters.get(cond.value)
            return (c.n if c is not None else 0) < cond.n
        if k in ("self_counters_none", "self_counters_at_least"):
            # "When ~ has no ice counters on it" (603.8), "if ~ has ten or more luck counters on it": the source, now
            o = self.objects.get(rc.source_oid) if rc.source_oid is not None else None
            if o is None or o.zone != "battlefield":
                return False
            c = o.counters.get(cond.value)
            have = c.n if c is not None else 0
            return have == 0 if k == "self_counters_none" else have >= cond.n
        if k in ("obj_counters_none", "obj_counters_at_least"):
            # "Then if it has three or more +1/+1 counters on it": the object named before, as it is now or as it last
            # existed (608.2h)
            w = self._look(cond.subject, rc)
            if w is None:
                self.note_unknown(f"\u201c{cond.text}\u201d can't be decided: what it names is not known")
                return False
            c = (getattr(getattr(w, "obj", None), "counters", None) or {}).get(cond.value)
            have = getattr(c, "n", c) or 0
            return have == 0 if k == "obj_counters_none" else have >= cond.n
        if k == "last_turn_casts":   # "if no spells were cast last turn" / "if a player cast two or more spells ..."
            casts = self.prev_turn_casts
            if casts is None:   # the turn before the scenario began: not stated, never guessed
                self.note_unknown(f"\u201c{cond.text}\u201d: the spells cast in the turn before the scenario began are "
                                  "not known (the scenario starts in turn 1)")
                return False
            met = sum(casts.values()) > 0 if cond.value == "none" else max(casts.values(), default=0) >= cond.n
            if not met and self.prev_turn_partial:   # more spells could have been cast before it
                self.note_unknown(f"\u201c{cond.text}\u201d: the spells cast in the previous turn before the question "
                                  "are not stated")
                return False
            return met != (cond.value == "none")
        if k == "last_turn_life_lost":   # "if you lost life last turn" (119.3): in the previous turn
            lost = self.prev_turn_life_lost
            if lost is None:   # the turn before the scenario began: not stated, never guessed
                self.note_unknown(f"\u201c{cond.text}\u201d: the life lost in the turn before the scenario began is not "
                                  "known (the scenario starts in turn 1)")
                return False
            if not lost.get(rc.you) and self.prev_turn_partial:   # life could have been lost before the question
                self.note_unknown(f"\u201c{cond.text}\u201d: the life lost in the previous turn before the question is "
                                  "not stated")
                return False
            from .versions import describe_version, rule
            if self.prev_turn_damage_lost.get(rc.you) and not rule("damage_is_life_loss", self.edition):
                self.note_unknown(f"\u201c{cond.text}\u201d: damage was dealt to {rc.you} last turn, and the rules of "
                                  f"{self.edition} don't say that damage is a loss of life "
                                  f"({describe_version('damage_is_life_loss', self.edition)})")
                return False
            return bool(lost.get(rc.you))
        if k == "clash_won":   # 701.30d (kb.engine.looking); a result that can't be decided makes it false, noted there
            return rc.chosen.get("clash") is True
        if k == "roll":   # "If the result is 3 or less" (706.2, kb.engine.dice)
            return roll_met(rc, cond)
        if k == "flip":   # "If you win the flip": the last flip's result (705.2); an unstated one makes neither true
            return rc.chosen.get("flip") == cond.value
        if k == "exists":
            snap = self.evaluate()
            ctx = rc.at(snap.work, choices=False)
            self._selector_doubt(snap, cond.selector, None, what=f"\u201c{cond.text}\u201d")
            return bool(cond.selector.select(snap.work, ctx))
        if k == "self_owned_controlled":
            o = self.objects.get(rc.source_oid) if rc.source_oid is not None else None
            w = self.evaluate().get(o.oid) if o is not None else None
            return bool(o is not None and o.zone == "battlefield" and w is not None and
                        o.owner == rc.you and w.controller == rc.you)
        if k == "self_in":   # "if ~ is in your graveyard" (113.6b): the source is still there, its owner's
            o = self.objects.get(rc.source_oid) if rc.source_oid is not None else None
            return bool(o is not None and o.zone == cond.value and (o.owner == rc.you or cond.value == "battlefield"))
        if k == "controlled_since_last_upkeep":   # echo (702.30a; kb.engine.upkeep)
            return self.controlled_since_last_upkeep(rc.source_oid, rc.you)
        if k == "greater_pt_than_self":
            # 702.100a-b: compared as it triggers and again as it resolves; a creature no longer on the battlefield
            # is compared as it last existed
            other = self._look(Subject("event"), rc)
            if rc.source_oid is not None and rc.source_oid in self.objects:
                me = self.evaluate().get(rc.source_oid)
            else:
                me = rc.source_lki.working if rc.source_lki is not None else rc.src
            if other is None or me is None:
                return False
            from .unknowns import blockers
            snap = self.evaluate()
            for oid in (getattr(other, "oid", None), getattr(me, "oid", None)):
                why = blockers(self, snap, oid, "pt") if oid is not None and oid in self.objects else []
                if why:
                    self.note_unknown(f"“{cond.text}” can't be decided ({why[0]})")
            return _pt_int(other.power) > _pt_int(me.power) or _pt_int(other.toughness) > _pt_int(me.toughness)
        if k == "ring_other_than_self":   # 701.54a: the creature chosen as the Ring tempted (the event's object)
            ev = rc.event
            if ev is None or ev.kind != "ring_tempts":
                return False
            if ev.obj is None and self.player(ev.player).ring_candidates:
                self.note_unknown(f"“{cond.text}” can't be decided: which creature became the Ring-bearer was not "
                                  "stated (choose: {ring_bearer: NAME})")
                return False
            src = rc.source_oid if rc.source_oid is not None else getattr(rc.source_lki, "oid", None)
            return ev.obj is not None and ev.obj != src
        if k == "resolution_count":   # "if this is the second time this ability has resolved this turn"
            n, why = self.resolution_number(rc.item, cond.n)
            if why:
                from .unknowns import scope_of
                self.note_unknown(f"\u201c{cond.text}\u201d can't be decided: {why}",
                                  scope_of(rc.chosen.get("conditioned") or getattr(rc.item, "text", "") or ""))
                return False
            self.log.add(f"{rc.item.describe()} has resolved {n} time(s) this turn, this time included",
                         "follow_instructions", indent=1, kind="step")
            return n == cond.n
        if k == "state":   # a condition the statics' reader read (kb.engine.conditions)
            from .conditions import state_condition_holds
            return state_condition_holds(self, cond, rc)
        if k in ("monstrous", "renowned"):   # designations (701.37b, 702.112b)
            o = self.objects.get(rc.source_oid)
            return bool(o is not None and o.choices.get(k))
        if k == "shares_creature_type":   # "if it shares a creature type with ~" (kinship): the card it names
            w, src = self._look(cond.subject or rc.prev or Subject("event"), rc), self._look(Subject("self"), rc)
            if w is None or src is None:
                self.note_unknown(f"\u201c{cond.text}\u201d can't be decided: what it names is not known")
                return False
            return shares_creature_type(w, src)
        if k == "is":
            w = self._look(cond.subject or rc.prev or Subject("event"), rc)
            hidden = unnamed_doubt(w.obj.card, cond.selector, w.obj.alias) if w is not None else None
            if hidden:   # a card nobody named (kb.engine.unnamed)
                self.note_unknown(f"\u201c{cond.text}\u201d can't be decided: {hidden}")
                return False
            if cond.value == "not":   # "if it isn't a land card": of an object that is known, never of none
                if w is None:
                    self.note_unknown(f"\u201c{cond.text}\u201d can't be decided: what it names is not known")
                    return False
                return not cond.selector.match(w, rc.at(self.evaluate().work, choices=False))
            return w is not None and cond.selector.match(w, rc.at(self.evaluate().work, choices=False))
        if k == "this_way":   # "if an artifact is destroyed this way": one or more were (kb.engine.thisway, 608.2h)
            return cond.value.eval(rc, None) >= 1
        if k == "x_compare":   # "if X is 5 or more" (107.3): the X announced as it was put on the stack
            if rc.x is None:
                self.note_unknown(f"\u201c{cond.text}\u201d can't be decided: the value of X was not stated (x: N)")
                return False
            return {">=": rc.x >= cond.n, "<=": rc.x <= cond.n, "==": rc.x == cond.n}[cond.value]
        raise EngineError(f"condition {k!r} not modelled")

    def _exchange_control(self, ins: Instruction, idx: int, rc: RCtx, item, groups: dict, label, name) -> None:
        """701.12a-b: each of the two targets' controllers gains control of the permanent the other controlled, for
        good (611.2a); a target gone (608.2b) or both controlled by one player: no part of the exchange occurs.
        Under an edition before 701.12b's wording (2009-07-11) it is "cannot decide"."""
        from .versions import rule
        from .effects import ControlOp
        slots = ins.subject.slots if ins.subject.kind == "target" else tuple(s for p in ins.subject.parts for s in p.slots)
        if not rule("exchange_control", self.edition):
            self.note_unknown(f"\u201c{ins.text}\u201d: the rules of {self.edition} don't word how control is exchanged "
                              "(701.12b came with the 2009-07-11 edition)")
            return
        snap = self.evaluate()
        objs = []
        for s in slots:
            refs = [r for r in self.subjects(Subject("target", slots=(s,), text=ins.text), rc, ins) if r[0] == "obj"]
            w = snap.get(refs[0][1]) if refs else None
            if w is not None and w.zone == "battlefield":
                objs.append((s, w))
        if len(objs) != 2:
            self.log.add(f"\u201c{ins.text}\u201d: a target is gone, so no part of the exchange occurs", "exchange_control",
                         indent=1, kind="step")
            return
        (s1, w1), (s2, w2) = objs
        if w1.controller == w2.controller:
            self.log.add(f"\u201c{ins.text}\u201d: both are controlled by {w1.controller}, so the exchange does nothing",
                         "exchange_control", indent=1, kind="step")
            return
        self.log.add(f"\u201c{ins.text}\u201d: {w1.controller} gains control of {w2.name} and {w2.controller} of {w1.name}",
                     "exchange_control", indent=1, kind="step")
        for k, (s, to) in enumerate(((s1, w2.controller), (s2, w1.controller))):   # one effect each (their own keys)
            self._continuous(Instruction("continuous", Subject("target", slots=(s,), text=ins.text), (ControlOp(to),),
                                         "indefinite", text=ins.text), idx + k / 2, rc, item, groups, label, name)

    # --- continuous effects (611.2) ---------------------------------------------------------------------------
    def _continuous(self, ins: Instruction, idx: int, rc: RCtx, item, groups: dict, label, name) -> None:
        snap = self.evaluate()
        ids = [r[1] for r in self.subjects(ins.subject, rc, ins) if r[0] == "obj"]
        rc.prev = ins.subject
        w = snap.get(ids[0]) if ids else None
        ops = []
        for op in ins.ops:
            if isinstance(op, ControlOp) and ins.opts.get("to") is not None:   # "Target opponent gains control of ~"
                to = [r[1] for r in self.subjects(ins.opts["to"], rc, ins) if r[0] == "player"]
                if not to:
                    continue
                op = ControlOp(to[0])
            op = _const_op(op, rc, w)
            if getattr(op, "restriction", None) is not None and op.restriction.players == "subject":
                from .restrictions import bind_players   # "Target player can't cast spells this turn."
                op = bind_players(op, [r[1] for r in self.subjects(ins.subject, rc, ins) if r[0] == "player"])
            if getattr(op, "kind", "") == "ability" and any("of your choice" in getattr(a, "name", "") or
                                                            "the chosen color" in getattr(a, "name", "")
                                                            for a in getattr(op, "add", ())):
                from .keywords import keyword_of
                from .values import COLOR_NAMES, color_of
                c = color_of(str(rc.choices.get("color") or ""))
                if not c:
                    raise EngineError(f"\u201c{ins.text}\u201d needs a colour choice (choose: {{color: ...}})")
                op = type(op)(add=tuple(keyword_of(f"protection from {COLOR_NAMES[c]}") if "protection" in a.name else a
                                        for a in op.add), remove=op.remove, remove_all=op.remove_all)
            if isinstance(op, ColorOp) and op.chosen:
                c = rc.choices.get("color")
                if not c:
                    raise EngineError(f"\u201c{ins.text}\u201d needs a colour choice (choose: {{color: ...}})")
                from .values import color_of
                cc = color_of(str(c))
                op = ColorOp(set=frozenset((cc,))) if op.chosen == "set" else ColorOp(add=frozenset((cc,)))
            if isinstance(op, TypeOp) and op.chosen_now:
                key = "basic_land_type" if op.chosen_land else "creature_type"
                if rc.choices.get(key) is None:   # never guessed (608.2d)
                    self.unstated_choice(ins, item, key, f"{key}: NAME")
                    continue
                op = _chosen_type_op(op, rc.choices, ins.text)
            if isinstance(op, PTChoiceOp):   # "+1/-1 or -1/+1", chosen as it resolves (608.2d)
                if rc.choices.get("pt") is None:
                    self.unstated_choice(ins, item, "pt", "pt: " + " | ".join(f"{a:+d}/{b:+d}" for a, b in op.options))
                    continue
                try:
                    op = op.choose(rc.choices.get("pt"))
                except ValueError as exc:
                    raise EngineError(f"\u201c{ins.text}\u201d: the modification is chosen as it resolves (608.2d); "
                                      f"give choose: {{pt: {exc}}}") from None
            if isinstance(op, TextOp):
                old, new = rc.choices.get("text_from"), rc.choices.get("text_to")
                if not old or not new:
                    raise EngineError(f"\u201c{ins.text}\u201d needs choose: {{text_from: ..., text_to: ...}}")
                op = TextOp(old, new)
            ops.append(op)
        ops = tuple(self._withhold_cant_have(op, ids, snap, ins) for op in ops)
        self._indestructible_status(ins, ops, ids)
        for op in ops:   # 702.62a: suspend's haste lasts until its controller loses control of the permanent
            if getattr(op, "kind", "") == "control":
                for i in ids:
                    rec = getattr(self.objects.get(i), "record", None)
                    if getattr(rec, "gains_haste", False) and (op.player or rc.you) != rec.controller:
                        rec.gains_haste = False
        gkey = (ins.subject, ins.duration, ins.rules)
        g = groups.get(gkey)
        if g is not None:
            g.ops = g.ops + ops
            g.label += " " + ins.text
            g.cache.clear()
            self._changed()
            return
        lab = ins.text.replace("~", name or "it")
        eff = ContinuousEffect(
            key=("resolved", item.ts, idx), label=f"{label}: {lab}" if label and label not in lab else lab,
            ops=ops, origin="resolved", ts=(item.ts, 0, idx, 0), ts_reason="ts_resolved",
            source=rc.source_oid if rc.source_oid in self.objects else None, source_name=name or "", you=rc.you,
            duration=self._anchored_duration(ins, rc), choices=dict(rc.choices), started_turn=self.turn,
            handle=item.handle, end_cost=ins.opts.get("end_cost", ""))
        if ins.rules and ins.opts.get("locked"):   # detain, goad: those permanents, designated as it resolves (611.2c)
            eff.locked = frozenset(ids)
            names = ", ".join(sorted(self.objects[i].alias for i in ids if i in self.objects)) or "nothing"
            self.log.add(f"it applies to {names}; this set is fixed now", "locked", indent=1, kind="step")
        elif ins.rules:
            eff.rules_selector = ins.subject.selector if ins.subject is not None and ins.subject.kind == "selector" else None
            eff.locked = None if eff.rules_selector is not None else frozenset(ids)
            self.log.add("it changes the rules, not objects: it will apply to whatever matches when "
                         "the rule is consulted", "locked", "rules_effects", indent=1, kind="step")
        else:
            eff.locked = frozenset(ids)
            names = ", ".join(sorted(self.objects[i].alias for i in ids if i in self.objects)) or "nothing"
            self.log.add(f"it affects {names}; this set is fixed now", "locked", indent=1, kind="step")
        groups[gkey] = eff
        self.effects.append(eff)
        rc.made.append(eff)
        self._changed()

    def _indestructible_status(self, ins: Instruction, ops: tuple, ids) -> None:
        """Until 2013-07-13 being indestructible was neither an ability nor a characteristic (700.4a of
        2009-07-11 … 2013-05-01; before, the glossary alone defined it): an effect that made permanents
        indestructible was not removed by "loses all abilities", nor, naming a kind of permanent ("Permanents you
        control"), locked to the permanents there as it resolved (611.2c is about characteristics). The engine
        models indestructible as today's keyword ability (702.12). Under those editions such an effect about a kind
        of permanent makes what it can change "cannot decide"; one about chosen permanents is remembered, and if one
        of them is no longer indestructible when it would be destroyed (it lost the keyword),
        :meth:`indestructible_lost` says the answer can't be decided (kb.engine.versions: indestructible_status)."""
        from .versions import rule
        if rule("indestructible_status", self.edition) == "keyword":
            return
        if not any(isinstance(op, AbilityOp) and any(getattr(a, "name", "") == "indestructible" for a in op.add)
                   for op in ops):
            return
        if ins.rules or (ins.subject is not None and ins.subject.kind == "selector"):
            self.note_unknown(f"\u201c{ins.text}\u201d: {self._indestructible_words()}; whether it also covers permanents "
                              "that arrive later isn't modelled", frozenset(("zone", "abilities")))
            return
        granted = self.__dict__.setdefault("_indestructible_granted", {})
        for oid in ids:
            granted[oid] = ins.text

    def _indestructible_words(self) -> str:
        from .versions import describe_version
        return (f"under {self.edition}, {describe_version('indestructible_status', self.edition)} "
                f"({self.rule_no('indestructible_status')}), and the engine models it as today's keyword ability")

    def indestructible_lost(self, oid: int, w) -> None:
        """A permanent an effect made indestructible (under an edition where that was no ability) that would now be
        destroyed without the keyword: it may still be indestructible (see :meth:`_indestructible_status`)."""
        text = self.__dict__.get("_indestructible_granted", {}).get(oid)
        if text is None or w is None or "indestructible" in w.keyword_names():
            return
        from .unknowns import Unknown
        reason = f"{self.objects[oid].alias} was made indestructible by \u201c{text}\u201d: {self._indestructible_words()}"
        if all(u.reason != reason for u in self.unknowns):
            self.unknowns.append(Unknown(reason, frozenset(("zone", "abilities", "pt")), since=self.clock,
                                         objects=frozenset((self.objects[oid].card_id,)), by_card=True))

    # --- copy effects (707) ------------------------------------------------------------------------------------
    def _become_copy(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        """A permanent becomes a copy of another (707.4): a copy effect in layer 1 with a new
        timestamp; its exceptions are part of the copiable values (707.9)."""
        from .cardtext import reparse_ability
        from .copies import with_exceptions
        of = self.subjects(ins.opts["of"], rc, ins) or self._lki_refs(ins.opts["of"], rc)
        orig = next((r[1] for r in of if r[0] == "obj"), None)
        if orig is None:
            self.log.add("there is nothing to copy", "copiable", indent=1, kind="step")
            return
        base = self.copiable_card(self.objects[orig]) if orig in self.objects else self.lki[orig].working.obj.card
        for kind, oid in refs:
            o = self.objects.get(oid) if kind == "obj" else None
            if o is None or o.zone != "battlefield":
                continue
            card = with_exceptions(base, ins.opts.get("exceptions") or (), o.card, reparse_ability)
            from .effects import CopyOp
            eff = ContinuousEffect(
                key=("resolved", item.ts, id(ins), oid), label=f"{o.alias} becomes a copy of {self._ref_name(('obj', orig))}",
                ops=(CopyOp(card, self._ref_name(("obj", orig))),), origin="resolved", ts=(item.ts, 0, 0, 0),
                ts_reason="ts_resolved", source=rc.source_oid if rc.source_oid in self.objects else None,
                source_name=item.name, locked=frozenset((oid,)), you=rc.you, duration=ins.duration, handle=item.handle)
            self.effects.append(eff)
            rc.made.append(eff)
            self.log.add(f"{o.alias} becomes a copy of {self._ref_name(('obj', orig))}: it copies the copiable values"
                         + (" with the exceptions" if ins.opts.get("exceptions") else ""), "copiable", indent=1, kind="step")
        self._changed()

    # --- damage (120) ------------------------------------------------------------------------------------------
    def _damage_instruction(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        # "… instead" (608.2c): another amount for the part it names (0: the first recipient, n: the n-th "and … to")
        amounts = [ins.amount] + [amt for _subj, amt in ins.opts.get("more", ())]
        for cond, alt, part, _to in ins.alternatives:
            if self.condition_holds(cond, rc):
                amounts[part] = alt
        amount = fixed(amounts[0], rc, None)
        src_oid, src_w = self._damage_source(ins.source, rc)
        if ins.amount is not None and not isinstance(ins.amount, (Const, XValue)):
            self.log.add(f"the amount is {ins.amount} = {amount}, determined as it resolves" +
                         (" from last known information" if _uses_lki(ins.amount) else ""), "lki", indent=1, kind="step")
        recips = self._divided(ins, amount, refs, rc) if ins.opts.get("divided") else \
            self._evenly(ins, amount, refs, rc) if ins.opts.get("evenly") else [(r, amount) for r in refs]
        for (subj, _amt), amt in zip(ins.opts.get("more", ()), amounts[1:]):
            n = fixed(amt, rc, None)
            recips.extend((r, n) for r in self.subjects(subj, rc, ins))
        rc.last_amount = amount
        recips = self._redirect_to_planeswalker(recips, src_w, rc)
        seen, batched = len(self.events), len(self._batch) if self._batch is not None else 0
        dealt = self.deal_damage(src_oid, src_w, recips, item=item, unpreventable=bool(ins.opts.get("unpreventable")))
        item.dealt += dealt
        new = self.events[seen:] + (self._batch[batched:] if self._batch is not None else [])
        rc.damaged.extend(ev.obj for ev in new if ev.kind == "damage" and ev.obj is not None and ev.amount)

    def _divided(self, ins: Instruction, amount: int, refs: list, rc: RCtx) -> list:
        """Damage "divided as you choose among" targets, counters distributed among them (601.2d,
        kb.engine.divide): each target still legal gets the share announced as the spell was cast; an illegal one
        gets none and the others keep theirs (608.2b). A division the scenario doesn't state, where the rules leave
        a choice, makes what follows "cannot decide" and divides nothing."""
        from .divide import shares, unstated
        chosen = [rc.targets[i] for i in ins.subject.slots if i < len(rc.targets) and rc.targets[i] is not None]
        names = [self._ref_name(r) for r in chosen]
        parts = shares(ins.text, amount, names, rc.choices.get("divide"), self.rule_no("divide"))
        if parts is None:
            self.note_unknown(unstated(ins.text, amount, names, self.rule_no("divide")))
            return []
        out = []
        for ref, n in zip(chosen, parts):
            if ref in refs:
                out.append((ref, n))
            else:
                self.log.add(f"{self._ref_name(ref)} is no longer a legal target: its share ({n}) is lost, and the "
                             "division isn't changed", "target_illegal_part", indent=1, kind="step")
        return out

    def _evenly(self, ins: Instruction, amount: int, refs: list, rc: RCtx) -> list:
        """Damage "divided evenly, rounded down, among" the targets (kb.engine.divide.evenly): no choice to announce;
        divided as it resolves among the targets still legal (608.2b)."""
        from .divide import evenly
        chosen = [rc.targets[i] for i in ins.subject.slots if i < len(rc.targets) and rc.targets[i] is not None]
        each, doubt = evenly(ins.text, amount, [self._ref_name(r) for r in chosen], len(refs), self.edition)
        if doubt:
            self.note_unknown(doubt)
            return []
        if len(refs) < len(chosen):
            self.log.add(f"{len(chosen) - len(refs)} of its targets are no longer legal: they are not affected and no "
                         "information about them is determined, so the division counts only the legal ones",
                         "target_illegal_part", indent=1, kind="step")
        self.log.add(f"{amount} divided evenly among {len(refs)} target(s), rounded down: {each} each", "round_fraction",
                     indent=1, kind="step")
        return [(r, each) for r in refs]

    def _redirect_to_planeswalker(self, recips: list, src_w, rc: RCtx) -> list:
        """The planeswalker redirection rule of 2007-10-01 to 2018-01-19 (212.9g, later 306.7): noncombat damage
        a source controlled by an opponent would deal to a player may be dealt to a planeswalker that player
        controls instead, as the source's controller chooses (``choose: {redirect: PLANESWALKER | none}``). A
        choice the edition's rules don't allow is an error."""
        from .versions import describe_version, rule
        want = rc.choices.get("redirect")
        if not rule("planeswalker_redirect", self.edition):
            if want is not None:
                raise EngineError(f"redirect: the rules of {self.edition} have no redirection of damage to a "
                                  f"planeswalker ({describe_version('planeswalker_redirect', self.edition)})")
            return recips
        if src_w is None:
            return recips
        snap = self.evaluate()
        out = []
        used = False
        for (kind, ref), n in recips:
            if kind != "player" or src_w.controller not in self.opponents(ref):
                out.append(((kind, ref), n))
                continue
            walkers = [w for w in snap.work.values() if w.zone == "battlefield" and "Planeswalker" in w.types
                       and w.controller == ref]
            if not walkers:
                out.append(((kind, ref), n))
                continue
            if want is None:
                names = ", ".join(w.obj.alias for w in walkers)
                raise EngineError(f"{src_w.controller} may have the damage to {ref} dealt to a planeswalker {ref} controls "
                                  f"instead ({names}): give choose: {{redirect: PLANESWALKER}} or {{redirect: none}} "
                                  f"({self.rule_no('pw_redirect')})")
            if said_none(want):
                out.append(((kind, ref), n))
                continue
            pw = self.obj(str(want))
            if pw.oid not in {w.oid for w in walkers}:
                raise EngineError(f"redirect: {pw.alias} is not a planeswalker {ref} controls "
                                  f"({self.rule_no('pw_redirect')})")
            used = True
            out.append((("obj", pw.oid), n))
            self.log.add(f"{src_w.controller} has the {n} damage to {ref} dealt to {pw.alias} instead (a redirection "
                         "effect)", "pw_redirect", indent=1, kind="step")
        if want is not None and not said_none(want) and not used:
            raise EngineError(f"redirect: {want} was given, but no damage to a player could be redirected "
                              f"({self.rule_no('pw_redirect')})")
        return out

    def _damage_source(self, subj: Subject | None, rc: RCtx):
        """The object that deals the damage: the source as it is, or as it last existed (113.7a, 608.2h)."""
        if subj is not None:
            subj = _antecedent(subj, rc)
        if subj is None or subj.kind == "self":
            oid = rc.source_oid
            if oid is not None and oid in self.objects:
                return oid, self.evaluate().get(oid)
            return oid, (rc.source_lki.working if rc.source_lki is not None else rc.src)
        refs = self.subjects(subj, rc) or self._lki_refs(subj, rc)
        for kind, ref in refs:
            if kind == "obj":
                return ref, self._view(ref)
        return None, None

    def deal_damage(self, src_oid, src_w, recipients: list, *, combat: bool = False, item=None,
                    unpreventable: bool = False) -> int:
        """120.3: damage to players (life, or poison with infect), creatures (marked, or -1/-1
        counters with wither or infect), planeswalkers (loyalty) and battles (defense), all at once;
        lifelink makes the source's controller gain that much life (702.15b). Then the additional effects of
        the prevention effects that applied (615.5). ``unpreventable``: "The damage can't be prevented" (615.12)."""
        was = self.unpreventable_damage
        self.unpreventable_damage = was or unpreventable
        try:
            with self.damage_event():
                return self._deal_damage(src_oid, src_w, recipients, combat=combat)
        finally:
            self.unpreventable_damage = was

    def shield_split_unstated(self, dealt: list, combat: bool, snap) -> list:
        """Damage dealt at once (``dealt``: [(source oid, its working object, [(recipient, amount), …])], 510.2, 120.3)
        and a prevention shield of N damage (615.7) that applies to more than N of it, in two or more parts — to two
        recipients, or from two sources not alike (another controller, or any ability): which damage it prevents is a
        choice (615.7: the shielded player or controller; 616.1). The step's ``shield: [NAME, …]`` states it — the
        sources or recipients whose damage the shield takes first, in that order: ``dealt`` is returned in that order
        (the shield is used on the part dealt first). Not stated, what that damage changes is "cannot decide"."""
        from .unknowns import scope_of
        said = [str(x) for x in (self.choices or {}).get("shield") or ()]
        if said:
            dealt = self._shield_order(dealt, said)
        if self.unpreventable_damage or said:
            return dealt
        for r in self._live_replacements("damage"):
            if r.kind != "prevent" or r.amount is None:
                continue
            hit = [(src, w, ref, n) for src, w, recips in dealt if w is not None and not self.cant_prevent(snap, src, combat)
                   for (kind, ref), n in recips
                   if n > 0 and self._damage_applies(r, src, w, (kind, ref), snap.get(ref) if kind == "obj" else None,
                                                     combat, snap)]
            if len(hit) < 2 or sum(n for *_x, n in hit) <= r.amount:
                continue
            sources = {src: w for src, w, _ref, _n in hit}
            alike = len({w.controller for w in sources.values()}) == 1 and not any(w.abilities for w in sources.values())
            refs = {ref for _s, _w, ref, _n in hit}
            if len(refs) > 1 or not alike:
                texts = " ".join(w.obj.card.text or "" for w in sources.values())
                why = (f"\u201c{r.text}\u201d ({r.source_name}) can prevent {r.amount} of the "
                       f"{sum(n for *_x, n in hit)} damage dealt at once by "
                       f"{', '.join(w.obj.alias for w in sources.values())}, and which of it is a choice not "
                       "stated (615.7, 616.1): give shield: [SOURCE or RECIPIENT, …] on the step")
                reach = self._lifelink_reach(r, sources, refs, snap)
                if reach is None:
                    self.note_unknown(why, scope_of("deals damage to any target. " + texts))
                else:   # the player is dealt the same total either way (615.7: a shield counts only the amount)
                    from .unknowns import Unknown
                    self.unknowns.append(Unknown(why, reach[0], since=self.clock, whose=tuple(reach[1].items())))
        return dealt

    def _lifelink_reach(self, shield, sources: dict, refs: set, snap) -> tuple | None:
        """What an unstated split of a shield's damage changes when one player (``refs``: the one recipient, a player's
        name; an object is an id) is dealt all of it by sources of one
        controller whose only abilities are lifelink and keywords that change nothing once damage is dealt: that
        player loses the same life either way (615.7, 120.3a); only the lifelink gain varies (702.15b) — its
        controller's life and what reads that (kb.engine.unknowns.choice_reach; the sources' own words and the shield's
        are already counted). None: not that case."""
        if len(refs) != 1 or not isinstance(next(iter(refs)), str) or len({w.controller for w in sources.values()}) != 1:
            return None
        if any(not h.ability.keyword for w in sources.values() for h in w.abilities) or \
                any(w.keyword_names() - _INERT_ONCE_DEALT for w in sources.values()):
            return None
        if any(re.search(r"\bdamage\b", getattr(a, "text", "") or "", re.I) for o in self.objects.values()
               if o.oid not in sources and o.zone in ("battlefield", "command") for a in o.card.abilities):
            return None   # a reader of damage events ("Whenever a source deals damage to you") counts sources, not amounts
        from .unknowns import choice_reach
        you = next(iter(sources.values())).controller
        made = self.objects.get(shield.source) or self.lki.get(shield.source)   # the shield's own words are done
        return choice_reach(self, (("You gain 1 life.", True),), skip=tuple(sources), you=you, snap=snap,
                            skip_cards=(made.card_id,) if made is not None else ())

    def _shield_order(self, dealt: list, said: list) -> list:
        """``dealt`` with the sources and, for each, the recipients a step's ``shield:`` names first, in its order
        (615.7); a name that neither deals nor is dealt any of this damage is refused."""
        def rank(name: str) -> int:
            return said.index(name) if name in said else len(said)
        named = {w.obj.alias for _s, w, _r in dealt if w is not None} | {self._ref_name(r) for *_x, rs in dealt
                                                                         for r, _n in rs}
        for name in said:
            if name not in named:
                raise EngineError(f"shield: {name} neither deals nor is dealt any of the damage dealt now (615.7)")
        out = [(src, w, sorted(rs, key=lambda rn: rank(self._ref_name(rn[0]))))
               for src, w, rs in sorted(dealt, key=lambda d: rank(d[1].obj.alias) if d[1] is not None else len(said))]
        self.log.add("The shield prevents first the damage " + ", then ".join(
            f"{'from' if name in {w.obj.alias for _s, w, _r in dealt if w is not None} else 'to'} {name}"
            for name in said) + " (615.7: as stated)", "prevention_shield", indent=1, kind="step")
        return out

    def _deal_damage(self, src_oid, src_w, recipients: list, *, combat: bool = False) -> int:
        from .versions import rule
        if src_w is None:
            return 0
        kws = src_w.keyword_names()
        controller = src_w.controller
        snap = self.evaluate()
        total = 0
        lines = []
        cites: set = set()
        deathtouch_v = rule("deathtouch", self.edition)
        lifelink_v = rule("lifelink", self.edition)
        if not combat:   # combat damage: kb.engine.combat checks all of it, dealt at once (510.2)
            recipients = self.shield_split_unstated([(src_oid, src_w, recipients)], combat, snap)[0][2]
        queue = [((kind, ref), n, set()) for (kind, ref), n in recipients]
        with self.batch():
            while queue:
                (kind, ref), n, applied = queue.pop(0)
                if n <= 0:
                    continue
                if kind == "obj" and (ref not in self.objects or self.objects[ref].zone != "battlefield"):
                    continue
                if src_oid is not None and "damage it would deal is prevented" in snap.restrictions.get(src_oid, ()):
                    blocked = self.cant_prevent(snap, src_oid, combat)
                    if not blocked:
                        lines.append(f"{self._ref_name((kind, ref))}: the damage is prevented")
                        continue
                    lines.append(f"{self._ref_name((kind, ref))}: the damage it would deal isn't prevented: {blocked} "
                                 "(615.12)")
                n, notes, moved = self.replace_damage(src_oid, src_w, (kind, ref), n, combat, snap, applied)
                queue += moved   # redirected: dealt to the new recipient as part of the same event (614.9)
                for note in notes:
                    lines.append(f"{self._ref_name((kind, ref))}: {note}")
                    cites.add("redirection" if "redirection effect" in note else
                              "prevention" if "prevented" in note else "replacement")
                if n <= 0:
                    continue
                if kind == "obj":
                    o = self.objects.get(ref)
                    w = snap.get(ref)
                    types = w.types
                    if "Creature" in types:
                        if "infect" in kws or "wither" in kws:
                            self.put_counters(o, "-1/-1", n, log=False, by=controller)
                            lines.append(f"{o.alias}: {n} -1/-1 counter(s) ({'infect' if 'infect' in kws else 'wither'})")
                        else:
                            o.damage += n
                            lines.append(f"{o.alias}: {n} damage marked (now {o.damage})")
                        if "deathtouch" in kws and deathtouch_v == "static":
                            o.deathtouched = True
                    if "Planeswalker" in types:
                        have = o.counters.get("loyalty").n if o.counters.get("loyalty") else 0
                        take = min(have, n)
                        if take:
                            self.remove_counters(o, "loyalty", take)
                        lines.append(f"{o.alias}: {take} loyalty counter(s) removed ({n} damage)")
                        cites.add("damage_planeswalker")
                    if "Battle" in types:
                        have = o.counters.get("defense").n if o.counters.get("defense") else 0
                        if min(have, n):
                            self.remove_counters(o, "defense", min(have, n))
                        lines.append(f"{o.alias}: {min(have, n)} defense counter(s) removed ({n} damage)")
                        cites.add("damage_battle")
                    total += n
                    # "a creature dealt damage by ~ this turn" (its source), "… that was dealt damage this turn" (any:
                    # a source the scenario doesn't name is None, 120.3)
                    self.damage_dealt.add((self.turn, src_oid, ref))
                    self._emit(Event("damage", obj=ref, amount=n, source=src_oid, combat=combat))
                else:
                    p = self.player_state.get(ref)
                    if p is None or not p.in_game:
                        continue
                    p.damage_taken = (p.damage_taken[0] + n, p.damage_taken[1] + (n if combat else 0))
                    if "infect" in kws:
                        k = self.replace_player_counters(ref, "poison", n, controller)
                        p.poison += k
                        lines.append(f"{ref}: {k} poison counter(s) (infect)")
                    else:
                        loss, floor_note = self.damage_life_result(ref, n, snap)   # 614.1a: the result replaced
                        if floor_note:
                            lines.append(f"{ref}: {floor_note}")
                            cites.add("replacement")
                        from .restrictions import cant_lose_life
                        if loss and (why := cant_lose_life(self, snap, ref)):   # 119.8: the damage is still dealt
                            loss = 0
                            lines.append(f"{ref} can't lose life: {why}")
                        p.life -= loss
                        p.life_lost += loss
                        p.damage_lost += loss
                        lines.append(f"{ref}: loses {loss} life (now {p.life})")
                        if loss:
                            self._emit(Event("life_loss", player=ref, amount=loss))
                    toxic = _toxic_total(src_w) if combat else 0
                    toxic = self.replace_player_counters(ref, "poison", toxic, controller) if toxic else 0
                    if toxic:
                        # 702.164b-c: combat damage to a player also gives poison counters, the total toxic value
                        p.poison += toxic
                        lines.append(f"{ref}: {toxic} poison counter(s) (toxic)")
                    total += n
                    # the source as it was then: "by a creature that, at the time it dealt that damage, was …" (702.173a)
                    self._emit(Event("damage", obj=None, amount=n, source=src_oid, combat=combat, recipient_player=ref,
                                     source_lki=src_w.copy() if combat else None))
            if total and "lifelink" in kws and lifelink_v == "static":
                self.change_life(controller, total, log=False)
                lines.append(f"{controller} gains {total} life (lifelink)")
        name = "a face-down source" if not src_w.name and getattr(src_w.obj, "face_down", False) else \
            (getattr(src_w.obj, "alias", None) or src_w.name or "a source with no name")   # 708.2, 114.3
        if lines:
            self.log.add(f"{name} deals damage: " + "; ".join(lines), "damage", *(
                ["damage_player"] if any(k == "player" for (k, _), _ in recipients) else []) + (
                ["damage_creature"] if any(k == "obj" and "Creature" in (snap.get(r).types if snap.get(r) else ("Creature",))
                                           for (k, r), _ in recipients) else []) + (
                ["lifelink"] if "lifelink" in kws else []) + (["deathtouch_static"] if "deathtouch" in kws else []) +
                sorted(cites), indent=1, kind="step")
        self._touched()
        if total and ("lifelink" in kws and lifelink_v == "trigger" or "deathtouch" in kws and deathtouch_v == "trigger"):
            src = self.objects.get(src_oid) if src_oid is not None else None
            if src is None or src.zone != "battlefield":
                # combat damage on the stack dealt by a creature that has left play (310.4b then): its triggered
                # abilities don't trigger, only leaves-play abilities look back in time (410.10d then)
                self.log.add(f"{src_w.name} has left play: its " + " and ".join(k for k in ("lifelink", "deathtouch")
                                                                                   if k in kws)
                             + " doesn't trigger", "look_back", indent=1, kind="step")
            else:
                self._old_keyword_triggers(src_oid, src_w, recipients, kws, lifelink_v, deathtouch_v, total)
        return total

    def _old_keyword_triggers(self, src_oid, src_w, recipients, kws, lifelink_v, deathtouch_v, total) -> None:
        """Before 2009-07-11 lifelink and deathtouch were triggered abilities (502.68a, 502.63a)."""
        from .triggers import Pending
        # each instance triggers separately (502.68b, 502.63b then)
        count = {k: sum(1 for h in src_w.abilities if (h.ability.keyword or "").lower() == k) or 1
                 for k in ("lifelink", "deathtouch")}
        if "lifelink" in kws and lifelink_v == "trigger":
            for _ in range(count["lifelink"]):
                self.pending.append(Pending(None, src_oid, src_w, src_w.controller, None,
                                            text=f"You gain {total} life.", label=f"{src_w.name}'s lifelink",
                                            concept="lifelink"))
        if "deathtouch" in kws and deathtouch_v == "trigger":
            for (kind, ref), n in [r for r in recipients for _ in range(count["deathtouch"])]:
                if kind == "obj" and n > 0 and ref in self.objects:
                    w = self.evaluate().get(ref)
                    if w is not None and "Creature" in w.types:
                        self.pending.append(Pending(None, src_oid, src_w, src_w.controller, Event("damage", obj=ref),
                                                    text="Destroy that creature.", label=f"{src_w.name}'s deathtouch",
                                                    concept="deathtouch"))

    def _fight(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        """701.14: each deals damage equal to its power to the other."""
        others = self.subjects(ins.source, rc, ins)
        if not refs or not others or refs[0][0] != "obj" or others[0][0] != "obj":
            self.log.add("the fight doesn't happen: one of them is gone (701.14b)", "fight", indent=1, kind="step")
            return
        a, b = refs[0][1], others[0][1]
        snap = self.evaluate()
        wa, wb = snap.get(a), snap.get(b)
        if wa is None or wb is None or "Creature" not in wa.types or "Creature" not in wb.types:
            self.log.add("the fight doesn't happen: one of them is no longer a creature on the battlefield", "fight",
                         indent=1, kind="step")
            return
        if a == b:   # one event: it deals damage to itself equal to twice its power
            self.log.add(f"{self.objects[a].alias} fights itself", "fight_self", indent=1, kind="step")
            self.deal_damage(a, wa, [(("obj", a), 2 * max(0, wa.power or 0))])
            return
        with self.batch():
            self.deal_damage(a, wa, [(("obj", b), max(0, wa.power or 0))])
            self.deal_damage(b, wb, [(("obj", a), max(0, wb.power or 0))])

    def _exchange_life(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        """701.12c: each of the two players gains or loses the life needed to equal the other's previous total (a gain or
        loss: replacement effects modify it, 614.1a; it triggers); a player who can't gain life can't be given a
        higher total this way, and then the entire exchange can't be completed, so none of it happens (701.12a). Under
        rules without 701.12c (before 2009-07-11) it is not modelled."""
        if not self.rules_have("exchange_life"):
            self.note_unmodelled(ins.text, item.name, f"the rules of {self.edition} have no rule for exchanging life totals")
            rc.unread.append(ins.text)
            return
        players = [r[1] for r in refs if r[0] == "player"]
        if ins.source is not None:
            players += [r[1] for r in self.subjects(ins.source, rc, ins) if r[0] == "player"]
        if len(players) != 2 or players[0] == players[1]:   # an illegal target (608.2b): nothing to exchange with
            self.log.add("the exchange doesn't happen: it needs two players (701.12a)", "exchange", indent=1, kind="step")
            return
        before = {p: self.player(p).life for p in players}
        change = {a: before[b] - before[a] for a, b in (players, players[::-1])}
        from .restrictions import cant_gain_life, cant_lose_life
        for who, n in change.items():
            why = (cant_gain_life(self, self.evaluate(), who) or
                   ("can't gain life this turn" if self.rule_active("no_life_gain", who) else None)) if n > 0 else \
                cant_lose_life(self, self.evaluate(), who) if n < 0 else None
            if why:   # 119.7, 119.8
                self.log.add(f"{who} can't {'gain' if n > 0 else 'lose'} life ({why}): the exchange can't be completed, "
                             "so none of it happens (701.12c, 701.12a)", "exchange_life", indent=1, kind="step")
                return
        self.log.add(f"{players[0]} and {players[1]} exchange life totals ({before[players[0]]} and "
                     f"{before[players[1]]}): each gains or loses the difference", "exchange_life", indent=1, kind="step")
        with self.batch():
            for who, n in change.items():
                self.change_life(who, n)
                rc.life_lost += max(0, -n)

    # --- zones (701) --------------------------------------------------------------------------------------------
    def _zone_instruction(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        oids = [r[1] for r in refs if r[0] == "obj" and r[1] in self.objects]
        if ins.opts.get("graveyard_of") is not None:   # "Exile target player's graveyard": that player's cards only
            owners = self._graveyard_owners(ins, rc)
            oids = [o for o in oids if self.objects[o].owner in owners]
        self._unlisted_group(ins, rc, item)
        self._zone_instruction_of(ins, oids, rc, item)
        if rc.source_oid is not None and rc.source_oid in oids and rc.source_oid not in self.objects:
            rc.self_moved = self.moved_to(rc.source_oid, follow=False)   # 400.7j: in a public zone only

    def _unlisted_group(self, ins: Instruction, rc: RCtx, item) -> None:
        """"Return all creature cards from your graveyard to your hand": a group of cards of a graveyard or exile the
        scenario doesn't list (``unlisted:``) may hold cards nobody named, moved with the named ones: what the
        instruction can change is "cannot decide" (the named cards still move). So may a hand the scenario doesn't
        list ("Exile all cards from your hand, then draw that many cards": how many is not known)."""
        sel = ins.subject.selector if ins.subject is not None and ins.subject.kind == "selector" else None
        zones = set(getattr(sel, "zones", ()) or ())
        if ins.kind not in ("move", "exile") or not zones or not zones <= {"graveyard", "exile", "hand"}:
            return
        whose = [rc.you] if getattr(sel, "owner", None) == "you" else list(self.players)
        if ins.opts.get("graveyard_of") is not None:
            whose = self._graveyard_owners(ins, rc)
        hidden = [w for w in whose if zones & set(self.player(w).unlisted) or
                  ("hand" in zones and not self.player(w).hand_known)]
        if hidden:
            self.note_unmodelled(ins, item.name, f"{', '.join(_poss(w) for w in hidden)} "
                                  f"{' and '.join(sorted(zones))} not listed: it may hold cards the scenario doesn't name")

    def _mana_amount_holds(self, cond, rc) -> bool:
        """"if five or more mana was spent to cast that spell" / "if no mana was spent to cast it" (601.2h): the spell a
        cast trigger's event names (its record as it was cast), else the spell resolving, else the spell the source
        permanent was; an amount neither stated nor deducible from the total cost is "cannot decide" (taken as false).
        Not cast (a copy, a permanent put onto the battlefield): no mana was spent."""
        ev = getattr(rc, "event", None)
        if ev is not None and ev.kind == "cast":
            rec = getattr(ev, "item", None)
        elif rc.item is not None and rc.item.kind == "spell":
            rec = rc.item
        elif ev is not None and ev.obj is not None and ev.obj != rc.source_oid:
            # "it" may be the event's object, not this ability's source ("Whenever another creature you control
            # enters, if no mana was spent to cast it"): not read
            self.note_unknown(f"\u201c{cond.text}\u201d: which spell \u201cit\u201d is here is not read (601.2h)")
            return False
        else:
            o = self.objects.get(rc.source_oid) if rc.source_oid is not None else None
            rec = getattr(o, "record", None) if o is not None else getattr(self.lki.get(rc.source_oid), "record", ...)
            if rec is ...:   # its spell is not known from what is left of it
                self.note_unknown(f"\u201c{cond.text}\u201d: the spell it was is not known (601.2h)")
                return False
        if rec is None or getattr(rec, "kind", "spell") != "spell" or not getattr(rec, "cast", True):
            amount = 0
        else:
            amount = rec.spent("amount")
        if amount is None:
            self.note_unknown(f"\u201c{cond.text}\u201d: how much mana paid the spell's total cost is not stated "
                              "(601.2h): give mana: on the cast step")
            return False
        if cond.value == "above":   # "greater than this creature's power or this creature's toughness" (702.191a)
            return self._above_source_pt(cond, rc, amount)
        return amount == 0 if cond.value == "none" else amount >= cond.n

    def _above_source_pt(self, cond, rc, amount: int) -> bool:
        """Whether ``amount`` is greater than the source's power or its toughness (the characteristics ``cond.subject``
        names), as it is now or as it last existed (608.2h); a P/T something unread could change is "cannot decide"."""
        from .unknowns import undecided_value
        snap = self.evaluate()
        w = snap.get(rc.source_oid) if rc.source_oid in self.objects else None
        if w is None:
            w = rc.source_lki.working if rc.source_lki is not None else None
        elif undecided_value(self, snap, rc.source_oid, "pt"):
            self.note_unknown(f"\u201c{cond.text}\u201d: {w.obj.alias}'s power and toughness can't be decided")
            return False
        if w is None or w.power is None or w.toughness is None:
            return False   # not a creature: it has no power or toughness (208.3)
        return any(amount > (w.power if which == "power" else w.toughness) for which in cond.subject)

    def _spent_to_cast_source(self, cond, rc) -> bool:
        """"{G} was spent to cast it" read by an ability of the permanent it names (601.2h): the mana its spell was
        paid with, as the cast step states it, else deduced from the spell's total cost — a {G} in it must have been
        paid with green mana; a generic, hybrid or Phyrexian symbol could have been paid with it or not, so an unstated
        payment is "cannot decide" (taken as false, naming the words). Not cast: no mana was spent."""
        from .values import ManaCost
        ev = getattr(rc, "event", None)
        if ev is not None and ev.obj is not None and ev.obj != rc.source_oid:
            # "it" may be the event's object, not this ability's source ("Whenever you cast a spell, …"): not read
            self.note_unknown(f"\u201c{cond.text}\u201d: which spell \u201cit\u201d is here is not read (601.2h)")
            return False
        o = self.objects.get(rc.source_oid) if rc.source_oid is not None else None
        rec = getattr(o, "record", None) if o is not None else getattr(self.lki.get(rc.source_oid), "record", ...)
        if rec is ...:   # its spell is not known from what is left of it
            self.note_unknown(f"\u201c{cond.text}\u201d: the spell it was is not known (601.2h)")
            return False
        need = max(cond.n, 1)
        if rec is None or getattr(rec, "kind", "spell") != "spell" or not getattr(rec, "cast", True):
            return False
        if rec.mana is not None:
            have = rec.mana.get(cond.value, 0)
            said = rec.mana_said if "{" in (rec.mana_said or "") else ""
            unsure = "hybrid" in rec.mana or (cond.value != "C" and bool(re.search(r"\{\d+\}", said)))
        else:
            syms = ManaCost.parse(rec.total_cost).symbols if str(rec.total_cost).startswith("{") else ()
            have = sum(1 for sym in syms if sym == cond.value)
            unsure = any(sym.isdigit() and sym != "0" or "/" in sym or sym == "X" for sym in syms)
        if have >= need:
            return True
        if unsure:
            self.note_unknown(f"\u201c{cond.text}\u201d: which mana was spent to cast {o.alias if o else 'it'} is not "
                              "stated, and its cost could have been paid either way (601.2h): give mana: when casting it")
        return False

    def _graveyard_owners(self, ins: Instruction, rc: RCtx) -> list:
        """The players whose graveyard "Exile target player's graveyard" / "each opponent's graveyard" names (404.1):
        a target player no longer legal names none (608.2b)."""
        return [r[1] for r in self.subjects(ins.opts["graveyard_of"], rc) if r[0] == "player"]

    def _zone_instruction_of(self, ins: Instruction, oids: list, rc: RCtx, item) -> None:
        k = ins.kind
        if k == "destroy":
            only = ins.opts.get("no_regen_of")   # "Creatures destroyed this way can't be regenerated": those only
            if only is not None:
                snap = self.evaluate()
                ctx = rc.at(snap.work)
                only = frozenset(o for o in oids if snap.get(o) is not None and only.match(snap.get(o), ctx))
            self.destroy(oids, cause=item.name, no_regen=only if only is not None else bool(ins.opts.get("no_regen")))
        elif k == "exile" and ins.opts.get("until") == "source_leaves":
            self._exile_until_source_leaves(oids, rc, item)
        elif k == "exile":
            done = self.move_many([(o, "exile", {}) for o in oids], cause="exile")
            self._link_exiled(oids, rc)
            # "Exile all cards from your hand, then draw that many cards": the cards exiled (608.2h)
            rc.last_amount = sum(1 for n in done if n is not None and n.zone == "exile")
            if ins.opts.get("haunting") is not None:   # "exile it haunting target creature" (702.55b)
                from .haunt import haunt
                haunt(self, ins, rc, done)
            if ins.counter:   # "Exile ~ with three time counters on it."
                for n in done:
                    if n is not None and n.zone == "exile":
                        self.put_counters(n, ins.counter[0], ins.counter[1])
            if ins.opts.get("this_way") or (ins.subject is not None and ins.subject.kind == "moved"):
                # "the cards they exiled this way" later in the instructions; "exile that card, then shuffle. You may
                # cast that card": the card found, now in exile (the effect that moved it finds it there, 400.7)
                rc.moved = [n.oid for n in done if n is not None and n.zone == "exile"]
        elif k == "sacrifice":
            whos = [r[1] for r in self.subjects(ins.source, rc) if r[0] == "player"] if ins.source else [rc.you]
            snap = self.evaluate()   # who controls it now, after control-changing effects (613.1b, 701.21a)
            keep = [o for o in oids if self.objects[o].zone == "battlefield" and snap.get(o) is not None
                    and snap.get(o).controller in whos]
            rc.paid_now = {"sacrifice": [self.snapshot_of(o) for o in keep]}
            rc.did = bool(keep)
            exploit = (getattr(getattr(item, "ability", None), "keyword_name", None) or "").lower() == "exploit"
            with self.batch():   # 702.110b: sacrificed as its exploit ability resolves, the creature "exploits" it
                self.sacrifice(keep)
                for lk in rc.paid_now["sacrifice"] if exploit and item.source is not None else ():
                    self._emit(Event("exploits", obj=item.source, lki=lk, player=rc.you))
        elif k == "move":
            to = ins.opts.get("to")
            if ins.opts.get("position") == "top_or_bottom":   # chosen as it resolves (401.4, 608.2d)
                for o in [self.objects[x] for x in oids if x in self.objects]:
                    pos = self.top_or_bottom(ins, rc, item, o.owner, o.card_id, o.alias)
                if len(oids) > 1:   # one choice for several cards: which goes where is not read
                    self.note_unknown(f"\u201c{ins.text}\u201d: where each of several cards goes is not read (401.4)")
                ins = replace(ins, opts={**ins.opts, "position": pos if oids and pos else "top"})
            if to == "library" and ins.opts.get("position") == "top":
                oids = [o for o in oids if not self._to_top_within(o)]
            moves = []
            for o in oids:
                opts = {}
                if to == "battlefield":
                    opts = {"tapped": ins.opts.get("tapped"), "counters": ins.opts.get("counters"),
                            "controller": rc.you if ins.opts.get("under") == "you" else self.objects[o].owner,
                            "choices": rc.choices, "face_down": "effect" if ins.opts.get("face_down") else None}
                    if ins.opts.get("converted") and not self.rules_have("convert"):
                        self.note_unknown(f"\u201c{ins.text}\u201d: the rules of {self.edition} don't define converting "
                                          "(701.28a came with the 2022-11-18 edition)")
                    if ins.opts.get("transformed"):
                        if not self._may_enter_transformed(o):
                            continue
                        opts["transformed"] = True
                if to == "library" and ins.opts.get("position") is not None:   # a stated place in it (401.4)
                    opts = {"position": ins.opts["position"]}
                moves.append((o, to, opts))
            placed = to == "library" and ins.opts.get("position") is not None
            if placed and ins.opts["position"] in ("top", "bottom") and len(moves) > 1:
                moves = self.library_order_of(ins, moves, rc)
            self.move_many(moves, cause="shuffle" if to == "library" and not placed else "return")
            if to == "library":   # "Shuffle your hand into your library, then draw that many cards": the cards moved
                rc.last_amount = len(moves)
                owners = [self.lki[o].owner if o in self.lki else rc.you for o, _to, _opts in moves]
                rc.chosen["amount_by"] = {w: owners.count(w) for w in set(owners)}
            if to == "library" and not placed:
                # until a card leaves that library, every card of it is still in it: the order matters then
                self._shuffled({self.objects[o].owner for o in oids if o in self.objects} |
                               {self.lki[o].owner for o in oids if o in self.lki} or {rc.you}, lazy=True)
            if ins.opts.get("counters") and to == "battlefield":
                what = ", ".join(f"{n} {k} counter" for k, n in ins.opts["counters"].items())
                self.log.add(f"it returns with {what}", "counters_put", indent=1, kind="step")

    def _to_top_within(self, oid: int) -> bool:
        """A card of a library put on top of that library (a tutor's "then shuffle and put that card on top"): moving
        within a zone is no zone change (400.7), the same object in a new place (401.4). A shuffle of that library just
        before, with no card taken from it since, leaves this card the one known card: the first card taken from it is
        this one (from the top) or one a player chose, never one chance picked. False: not a card of its owner's
        library."""
        from dataclasses import replace as _replace
        o = self.objects[oid]
        p = self.player(o.owner)
        if o.zone != "library" or oid not in p.library + p.under:
            return False
        for lib in (p.library, p.under):
            if oid in lib:
                lib.remove(oid)
        p.library.insert(0, oid)
        for i, u in enumerate(self.unknowns):
            if u.library_of == p.name and u.taken == p.taken and u.objects is not None and o.card_id in u.objects:
                self.unknowns[i] = _replace(u, objects=u.objects - {o.card_id}, taken=u.taken + 1)
        self.log.add(f"{o.alias} is put on top of {_poss(p.name)} library", "library_position", indent=1, kind="step")
        return True

    def _class_level(self, ins: Instruction, refs: list, rc: RCtx) -> None:
        """716.2a: "This Class's level becomes N" (716.2b: a designation of the permanent, kept if it stops being a
        Class, not copiable); "When this Class becomes level N" triggers on it."""
        n = fixed(ins.amount, rc, None)
        for kind, oid in refs:
            if kind != "obj" or oid not in self.objects or self.objects[oid].zone != "battlefield":
                continue
            o = self.objects[oid]
            o.class_level = n
            self.log.add(f"{o.alias}'s level becomes {n}", "class_level", indent=1, kind="step")
            self._changed()
            self._emit(Event("class_level", obj=oid, amount=n, player=rc.you))

    def _may_enter_transformed(self, oid: int) -> bool:
        """712.14a: a card put onto the battlefield "transformed" enters with its back face up; a card that isn't a
        double-faced card stays where it is (logged)."""
        from .objects import SINGLE_CARD_LAYOUTS
        o = self.objects[oid]
        if o.card.layout == "meld":   # 712.4c: "can't be transformed": how it is put onto the battlefield is not read
            self.note_unknown(f"{o.alias} is a meld card put onto the battlefield transformed (712.4c, 712.14a): not "
                              "modelled")
            return False
        if o.card.other_faces and o.card.layout not in SINGLE_CARD_LAYOUTS:
            self.log.add(f"{o.alias} is put onto the battlefield transformed: its back face "
                         f"({o.card.other_faces[0].name}) is up", "enters_transformed", indent=1, kind="step")
            return True
        self.log.add(f"{o.alias} isn't a double-faced card, so it can't be put onto the battlefield transformed: it "
                     f"stays in the {o.zone}", "enters_transformed", indent=1, kind="step")
        return False

    def _exile_until_source_leaves(self, oids: list, rc: RCtx, item) -> None:
        """610.3: "exile ... until ~ leaves the battlefield". If ~ has already left since the ability triggered or
        the spell or ability was put on the stack, nothing moves (610.3a-b); else the cards are exiled and return
        to the battlefield under their owners' control right after ~ leaves (610.3c, kb.engine.sba)."""
        src = rc.source_oid
        if src is None or src not in self.objects or self.objects[src].zone != "battlefield":
            self.log.add("its source has already left the battlefield, so nothing is exiled", "until_event",
                         indent=1, kind="step")
            return
        was = {o: self.objects[o].zone for o in oids if o in self.objects}
        self.move_many([(o, "exile", {}) for o in oids], cause="exile")
        self._link_exiled(oids, rc)
        exiled = [n for o in oids for n in self.moved_to(o, follow=False)]
        if exiled:   # each returns to its previous zone (610.3): a card exiled from a hand goes back to that hand
            self.until_returns.append({"source": src, "cards": exiled, "label": item.name,
                                       "zones": {n: was[o] for o in oids if o in was for n in self.moved_to(o, follow=False)}})

    def destroy(self, oids: list, *, cause: str = "", no_regen: bool | frozenset = False) -> list:
        """701.8: move to the owner's graveyard; indestructible permanents aren't destroyed (702.12b);
        a regeneration shield replaces it (614.8) unless it "can't be regenerated" (``no_regen``: all of them, or the
        set of those that can't)."""
        snap = self.evaluate()
        go = []
        for oid in oids:
            cant = no_regen if isinstance(no_regen, bool) else oid in no_regen
            w = snap.get(oid)
            if w is None or self.objects[oid].zone != "battlefield":
                continue
            if "indestructible" in w.keyword_names():
                self.log.add(f"{self.objects[oid].alias} has indestructible: it isn't destroyed", "indestructible",
                             indent=1, kind="step")
                continue
            self.indestructible_lost(oid, w)
            if self.regenerate_or_destroy(oid, snap, no_regen=cant):   # umbra armor even if it can't regenerate
                continue
            if cant and any(r.kind == "regenerate" and r.ids and oid in r.ids for r in self._live_replacements("destroy")):
                self.log.add(f"{self.objects[oid].alias} can't be regenerated", "regenerate", indent=1, kind="step")
            go.append(oid)
        return self.move_many([(o, "graveyard", {}) for o in go], cause="destroy")

    def sacrifice(self, oids: list) -> list:
        """701.21: its controller moves it to its owner's graveyard (indestructible doesn't help)."""
        return self.move_many([(o, "graveyard", {}) for o in oids], cause="sacrifice")

    def _delayed(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        """603.7: a delayed triggered ability, created now, triggers once at the time it names."""
        from .triggers import parse_trigger
        spec = parse_trigger(ins.opts["when"], None)
        objs = [r[1] for r in refs if r[0] == "obj"]
        # (the new objects this effect moved it to are already found, 400.7j: both cards of a melded one, 712.21c)
        target = (objs[0] if len(objs) == 1 else tuple(objs)) if objs else None
        if target is None and ins.subject is None and rc.event is not None:
            ev = rc.event
            target = ev.other if ev.kind in ("blocks", "blocked_by") and ev.other is not None else ev.obj
        if target is not None and target not in self.objects and self.successors.get(target):
            # 400.7j: the effect moved it to a public zone: its other parts find the new object
            # (both cards, for a melded permanent: 712.21c)
            found = [i for i in self.successors[target] if i in self.objects]
            if found:
                target = found[0] if len(found) == 1 else tuple(found)
                self.log.add(f"“{ins.text}” refers to {' and '.join(self.objects[i].alias for i in found)}, the new "
                             "object(s) the effect moved", "finds_moved", *(["meld_finds_both"] if len(found) > 1 else []),
                             indent=1, kind="step")
        owner = item.name.replace("'s ability", "").replace("'s triggered ability", "")
        this_turn = bool(ins.opts.get("this_turn"))
        turn_id = None
        if ins.opts.get("that_turn"):   # "At the beginning of that turn's end step": the extra turn just created (500.7)
            by, made = self.__dict__.get("_extra_turns_by") or (None, [])
            if by != id(item) or len(made) != 1:
                self.log.add(f"“{ins.text}”: no one extra turn was created by this effect, so no such turn "
                             "will come: the delayed ability never triggers (603.7)", "delayed_trigger", indent=1,
                             kind="step")
                return
            turn_id = made[0]
        self.schedule_delayed(spec, ins.opts["text"], rc.source_oid, rc.src, rc.you, f"{owner}'s delayed ability",
                              about=target, this_turn=this_turn, once=bool(ins.opts.get("next")), turn_id=turn_id)
        when = ins.opts["when"].replace("When you cast", "When you next cast") if ins.opts.get("next") else ins.opts["when"]
        when = when.replace("the end step", "that turn's end step") if turn_id is not None else when
        self.log.add(f"a delayed triggered ability is created: \u201c{when}"
                     f"{' this turn' if this_turn else ''}, {ins.opts['text']}\u201d", "delayed_trigger", indent=1,
                     kind="step")

    def _shield(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        """615.7 prevention shields, 615.1 "prevent all", 701.19a regeneration shields (this turn)."""
        from .replacement import Replacement
        kind = ins.opts["shield"]
        ids = frozenset(r[1] for r in refs if r[0] == "obj")
        players = frozenset(r[1] for r in refs if r[0] == "player")
        if kind in ("die_exile", "graveyard_exile"):
            what = ins.opts.get("what")   # "If a creature would die this turn": any that does, not a locked set
            r = Replacement("die" if kind == "die_exile" else "to_graveyard", "exile", ins.text, source=rc.source_oid,
                            source_name=item.name, controller=rc.you, ids=None if what is not None else ids, to=what,
                            duration="end_of_turn" if ins.opts.get("this_turn") else "indefinite")
            self.add_shield(r)
            whom = f"every {what}" if what is not None else ', '.join(self._ref_name(x) for x in refs)
            self.log.add(f"\u201c{ins.text}\u201d: a replacement effect for {whom}"
                         + (" this turn" if ins.opts.get("this_turn") else ""), "replacement", indent=1, kind="step")
            return
        if kind == "enter_copy":
            chosen = [self.objects[x[1]] for x in refs if x[0] == "obj" and x[1] in self.objects]
            if not chosen:
                self.log.add(f"\u201c{ins.text}\u201d: there is no chosen creature, so nothing happens", "follow_instructions",
                             indent=1, kind="step")
                return
            r = Replacement("enters", "copy", ins.text, source=rc.source_oid, source_name=item.name, controller=rc.you,
                            to=ins.opts["what"], once=True, copy_of=chosen[0],
                            duration="end_of_turn" if ins.opts.get("this_turn") else "indefinite")
            self.add_shield(r)
            self.log.add(f"\u201c{ins.text}\u201d: a replacement effect for the next time such permanents enter"
                         + (" this turn" if ins.opts.get("this_turn") else ""), "replacement", indent=1, kind="step")
            return
        if kind == "regenerate":
            r = Replacement("destroy", "regenerate", ins.text, source=rc.source_oid, source_name=item.name,
                            controller=rc.you, ids=ids, duration="end_of_turn", once=True)
        elif kind == "prevent_next":
            n = fixed(ins.amount, rc, None)
            each = self._divided(ins, n, refs, rc) if ins.opts.get("divided") else [(ref, n) for ref in refs]
            by = bool(ins.opts.get("by_source"))   # "… dealt by target creature": the damage that object deals
            for ref, n in each:
                if by and ref[0] != "obj":
                    continue
                r = Replacement("damage", "prevent", ins.text, source=rc.source_oid, source_name=item.name,
                                controller=rc.you, amount=n, duration="end_of_turn",
                                by=("source", ref[1]) if by else None,
                                ids=frozenset((ref[1],)) if ref[0] == "obj" and not by else None,
                                players=frozenset((ref[1],)) if ref[0] == "player" else None)
                self.add_shield(r)
                rc.shields.append(r)
            for ref, n in each:
                self.log.add(f"a prevention shield: the next {n} damage {'dealt by' if by else 'to'} "
                             f"{self._ref_name(ref)} this turn is prevented", "prevention_shield", indent=1, kind="step")
            return
        elif kind == "prevent_either":   # 615.1a: damage dealt to it, and damage it deals
            for ref in refs:
                if ref[0] != "obj":
                    continue
                for r in (Replacement("damage", "prevent", ins.text, source=rc.source_oid, source_name=item.name,
                                      controller=rc.you, combat_only=bool(ins.opts.get("combat")), duration="end_of_turn",
                                      ids=frozenset((ref[1],))),
                          Replacement("damage", "prevent", ins.text, source=rc.source_oid, source_name=item.name,
                                      controller=rc.you, combat_only=bool(ins.opts.get("combat")), duration="end_of_turn",
                                      by=("source", ref[1]))):
                    self.add_shield(r)
                    rc.shields.append(r)
            self.log.add(f"\u201c{ins.text}\u201d: a prevention effect until end of turn", "prevention", indent=1,
                         kind="step")
            return
        elif kind == "redirect_next":   # 614.9: the next N damage to it is dealt to the other instead
            n = fixed(ins.amount, rc, None)
            to = self.subjects(ins.opts["to"], rc, ins)
            if not to:
                self.log.add(f"\u201c{ins.text}\u201d: there is nothing to deal the damage to instead, so it does nothing",
                             "redirection", indent=1, kind="step")
                return
            for ref in refs:
                self.add_shield(Replacement("damage", "redirect", ins.text, source=rc.source_oid, source_name=item.name,
                                            controller=rc.you, amount=n, duration="end_of_turn", redirect=to[0],
                                            ids=frozenset((ref[1],)) if ref[0] == "obj" else None,
                                            players=frozenset((ref[1],)) if ref[0] == "player" else None))
            self.log.add(f"a redirection effect: the next {n} damage that would be dealt to "
                         f"{', '.join(self._ref_name(x) for x in refs)} this turn is dealt to {self._ref_name(to[0])} "
                         "instead", "redirection", indent=1, kind="step")
            return
        elif kind == "prevent_source":
            src = rc.choices.get("source")
            if not src:
                raise EngineError(f"\u201c{ins.text}\u201d: give choose: {{source: NAME}} (the source chosen, 615.8)")
            so = self.obj(src)
            want = ins.opts.get("source_kind")
            if want:   # "a black source of your choice": the source chosen must have that quality as it is chosen (609.7a)
                w = self.evaluate().get(so.oid)
                from .values import color_of
                ok = w is not None and ((color_of(want) is not None and color_of(want) in w.colors) or
                                        want.capitalize() in w.types)
                if not ok:
                    raise EngineError(f"\u201c{ins.text}\u201d: {so.alias} is not a {want} source (609.7a)")
            r = Replacement("damage", "prevent", ins.text, source=rc.source_oid, source_name=item.name,
                            controller=rc.you, by=("source", so.oid), players=frozenset((rc.you,)),
                            duration="end_of_turn", once=True)
        elif kind == "prevent_by":
            self._prevent_by(ins, rc, item)
            return
        elif kind == "modify":   # a resolved damage modifier, checked as each damage would be dealt this turn (614.1a)
            r = Replacement("damage", text=ins.text, source=rc.source_oid, source_name=item.name, controller=rc.you,
                            duration="end_of_turn", **ins.opts["effect"])
        elif ins.opts.get("effect") is not None:   # prevent_all to a description, checked as damage would be dealt (615.1)
            r = Replacement("damage", "prevent", ins.text, source=rc.source_oid, source_name=item.name, controller=rc.you,
                            duration="end_of_turn", **ins.opts["effect"])
        else:  # prevent_all
            r = Replacement("damage", "prevent", ins.text, source=rc.source_oid, source_name=item.name,
                            controller=rc.you, combat_only=bool(ins.opts.get("combat")), duration="end_of_turn",
                            ids=ids if refs else None, players=players if refs else None)
        self.add_shield(r)
        if r.kind == "prevent":
            rc.shields.append(r)
        what = {"regenerate": "regeneration shield", "modify": "replacement effect"}.get(kind, "prevention effect")
        self.log.add(f"\u201c{ins.text}\u201d: a {what} "
                     "until end of turn", {"regenerate": "regenerate", "modify": "replacement"}.get(kind, "prevention"),
                     indent=1, kind="step")

    def _prevent_by(self, ins: Instruction, rc: RCtx, item) -> None:
        """615.1a: "Prevent all [combat] damage that would be dealt this turn by …", whatever it would be dealt to. By a
        target: that object (400.7); by a description ("creatures with power 3 or less", "creatures target opponent
        controls"): each source that fits it as it would deal the damage - the set is not fixed as the spell resolves,
        since the effect changes no characteristic (611.2c)."""
        from .replacement import Replacement
        by = ins.opts["by"]
        if by.kind in ("target", "prev", "event"):
            sources = [("source", oid) for kind, oid in self.subjects(by, rc, ins) if kind == "obj"]
        elif by.kind == "selector":
            sources = [by.selector]
        elif by.kind == "players_objects":   # "creatures target opponent controls": that player's, as the damage is dealt
            sources = [("and", (("selector", by.selector), ("player", p))) for kind, p in self.subjects(by.of, rc, ins)
                       if kind == "player"]
        else:
            raise EngineError(f"\u201c{ins.text}\u201d: the sources named are not modelled")
        for b in sources:
            r = Replacement("damage", "prevent", ins.text, source=rc.source_oid, source_name=item.name,
                            controller=rc.you, combat_only=bool(ins.opts.get("combat")), duration="end_of_turn", by=b)
            self.add_shield(r)
            rc.shields.append(r)
        self.log.add(f"\u201c{ins.text}\u201d: a prevention effect until end of turn"
                     + ("" if sources else ", with no source to apply to"), "prevention", indent=1, kind="step")

    def _prevention_also(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        """615.5: what the prevention effects this resolution made also do, immediately after they prevent damage —
        "~ deals that much damage to [the target chosen now]" (by the source as it is then, or as it last existed),
        "you gain life equal to the damage prevented this way" or "for each 1 damage prevented this way, put a +1/+1
        counter on that creature" (the one the damage would have been dealt to; kb.engine.replacement does it)."""
        if not rc.shields:
            self.log.add(f"\u201c{ins.text}\u201d: no prevention effect was made, so it does nothing", "prevention_additional",
                         indent=1, kind="step")
            return
        if ins.kind == "prevented_damage" and not refs:
            self.log.add(f"\u201c{ins.text}\u201d: its target is illegal; the damage is still prevented, but none is dealt "
                         "(608.2b)", "prevention_additional", indent=1, kind="step")
            return
        src_w = rc.src.copy() if rc.src is not None else None
        for r in rc.shields:
            r.then = ins.text
            r.key = tuple(r.key) + ("prevented_equal",)
            r.more = (ins.kind, tuple(refs), rc.source_oid, src_w, rc.you, ins.opts.get("kind"))
        self.log.add(f"\u201c{ins.text}\u201d: done immediately after that prevention effect prevents damage",
                     "prevention_additional", indent=1, kind="step")

    def _library_card_ids(self, player: str) -> frozenset:
        """The cards (by card id) of ``player``'s library that the game knows."""
        return frozenset(self.objects[o].card_id for o in self.player(player).library_cards() if o in self.objects)

    def _library_order(self, player: str, what: str, n: int | None) -> None:
        """Scry, surveil and shuffle change only the order (and, surveil, the graveyard): which cards
        are drawn afterwards depends on choices and chance (701.22, 701.25, 701.24)."""
        from .unknowns import Unknown
        ids = self._library_card_ids(player)
        scope = frozenset(("zone", "cards")) if what == "surveil" else frozenset(("zone",))
        self.unknowns.append(Unknown(f"{_poss(player)} library: {what} {n if n is not None else ''}".strip() +
                                     " — which cards are drawn next depends on that choice" +
                                     (" or on chance" if what == "shuffle" else ""), scope, since=self.clock, objects=ids,
                                     by_card=True))
        self.log.add(f"{_poss(player).capitalize()} library: {what}" + (f" {n}" if n else ""), indent=1, kind="step")
        if what in KEYWORD_ACTION_EVENTS:   # "Whenever you scry": the event (its amount -1 when it isn't known)
            self._emit(Event("keyword_action", player=player, amount=-1 if n is None else n, cause=what))

    def _shuffled(self, players, lazy: bool = False, maybe: bool = False) -> None:
        """A shuffled library's order is random: which cards are drawn from it can't be decided.
        ``lazy``: that matters only once a card leaves that library afterwards (until then every
        card of it is still in it). ``maybe``: whether it was shuffled is not known (the same doubt)."""
        from .unknowns import Unknown
        for p in players:
            ids = self._library_card_ids(p)
            pl = self.player(p)
            if pl.unknown == 0 and len(pl.library_cards()) <= 1:   # one order only (701.24a): nothing to randomize
                self.log.add(f"{_poss(p).capitalize()} library is shuffled: it holds "
                             f"{'one card' if pl.library_cards() else 'no card'}, so its order stays known",
                             indent=1, kind="step")
                continue
            self.unknowns.append(Unknown(f"{_poss(p)} library " + ("may have been shuffled (whether it was searched is not "
                                         "stated)" if maybe else "was shuffled") + ": which of its cards are drawn is random",
                                         frozenset(("zone",)), since=self.clock, objects=ids, by_card=True,
                                         library_of=p if lazy else None, taken=self.player(p).taken))
            self.log.add(f"{_poss(p).capitalize()} library " + ("may have been shuffled: whether it was searched is not stated"
                                                                if maybe else "is shuffled (its order is random)"),
                         indent=1, kind="step")

    def win(self, player: str) -> None:
        """104.2b: an effect says a player wins the game."""
        from .restrictions import cant_win
        why = cant_win(self, self.evaluate(), player)
        if why:   # 101.2: "Your opponents can't win the game."
            self.log.add(f"{player} would win the game, but can't: {why}", "cant_wins", indent=1, kind="step")
            return
        self.player_state[player].won = True
        for p in self.players:
            if p != player and self.player_state[p].in_game:
                self.player_state[p].lost = "lose_game"
        self.game_over = f"{player} wins the game"
        self.log.add(f"{player} wins the game", "lose_game", indent=1, kind="step")

    def lose(self, player: str, concept: str) -> None:
        from .restrictions import cant_lose
        why = cant_lose(self, self.evaluate(), player)
        if why:   # 101.2: "You can't lose the game."
            self.log.add(f"{_cap(player)} would lose the game, but can't: {why}", concept, "cant_wins", indent=1, kind="step")
            return
        self.player_state[player].lost = concept
        self.log.add(f"{_cap(player)} {_verb(player, 'lose')} the game", concept, indent=1, kind="step")
        self._left_game(player)
        self._check_game_over()

    def concede(self, player: str) -> None:
        """104.3a (102.7 before 2005): a player may concede the game at any time; they leave it at once and lose it.
        No effect stops it ("You can't lose the game" is about the game's rules and effects, not a concession)."""
        if not self.player_state[player].in_game:
            raise EngineError(f"{player} has already left the game")
        self.player_state[player].lost = "concede"
        self.log.add(f"{_cap(player)} {_verb(player, 'concede')}: {player} {_verb(player, 'leave')} the game and "
                     f"{_verb(player, 'lose')} it", "concede", kind="step")
        self._left_game(player)
        self._check_game_over()

    # --- the stack ---------------------------------------------------------------------------------------------
    def _counter_instruction(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        targets = [next((it for it in self.stack if (it.sid if kind == "item" else it.oid) == oid), None)
                   for kind, oid in refs]
        subj = ins.subject
        if (not refs or (subj is not None and subj.kind == "event")) and rc.event is not None and \
                rc.event.item is not None:
            # "counter that spell or ability" in a triggered ability: the one the trigger event names (ward, 702.21a)
            targets = [rc.event.item if rc.event.item in self.stack else None]
            if targets[0] is None:
                self.log.add("that spell or ability has already left the stack: nothing to counter", indent=1,
                             kind="step")
        for target in targets:
            if target is None:
                continue
            unless = ins.opts.get("unless_pays")
            payer = target.controller
            if unless and ins.opts.get("unless_payer") is not None:
                found = [ref for kind, ref in self.subjects(ins.opts["unless_payer"], rc, ins) if kind == "player"]
                if len(found) != 1:   # "that player" names no one player: nothing is guessed
                    self.note_unmodelled(ins, item.name, "\u201cthat player\u201d names no one player to pay")
                    continue
                payer = found[0]
            if unless:
                pays = rc.choices.get("pays")
                if ins.opts.get("unless_per") is not None or ins.opts.get("unless_x") is not None:
                    # "{1} for each card in your graveyard", "{X}, where X is its mana value": mana paid is not tracked,
                    # so the amount is not counted (counting could need what the scenario doesn't list)
                    unless = ins.text.split(" pays ", 1)[-1].rstrip(".")
                if pays is None:   # never guessed: what follows is "cannot decide" (118.12a)
                    self.unstated_choice(ins, item, "pays", f"pays: true | false (does {payer} pay {unless}?)")
                    continue
                life = re.fullmatch(r"(\d+) life", unless.strip().rstrip("."))
                if pays and life and not self.pay_life(payer, int(life.group(1)), "for the ward cost"):
                    raise EngineError(f"{payer} can't pay {unless} (119.4)")
                if pays:
                    self.log.add(f"{_pv(payer, 'pays')} {unless}: {target.name} is not countered", indent=1,
                                 kind="step")
                    continue
            self.counter(target, by=item.name, to=self._countered_to(ins, rc, item, target))

    def _countered_to(self, ins: Instruction, rc: RCtx, item, target) -> str:
        """Where a spell countered by this instruction goes (701.6a: its owner's graveyard, unless the effect puts it
        elsewhere instead, 614.1a): exile, its owner's hand, the top or the bottom of its owner's library. "On the top
        or bottom" is chosen as the spell resolves (608.2d: choose: {position: top | bottom}); not stated, it goes
        into the library at a place that can't be decided (the library's order, and what is drawn from it)."""
        to = ins.opts.get("countered_to") or "graveyard"
        if to != "top_or_bottom":
            return to
        if target.oid is not None and not target.is_copy and target in self.stack:
            o = self.objects[target.oid]
            return self.top_or_bottom(ins, rc, item, o.owner, o.card_id, target.name) or "top"
        return self.top_or_bottom(ins, rc, item, None, None, target.name) or "top"

    def top_or_bottom(self, ins: Instruction, rc: RCtx, item, owner, card_id, name: str) -> str | None:
        """"On the top or bottom of its owner's library" (401.4): the place chosen as the effect resolves (608.2d:
        choose: {position: top | bottom}); not stated (None), where the card is in that library, and so what is drawn
        from it, can't be decided (noted for ``owner``'s library and the card ``card_id``)."""
        pos = rc.choices.get("position")
        if pos in ("top", "bottom"):
            return pos
        if pos is not None:
            raise EngineError(f"\u201c{ins.text}\u201d: position must be top or bottom, not {pos!r}")
        if owner is not None:
            from .unknowns import Unknown
            why = (f"{item.name}: \u201c{ins.text}\u201d puts {name} on the top or the bottom of {_poss(owner)} "
                   "library, as chosen while it resolves (608.2d); which is not stated: give choose: "
                   "{position: top | bottom}")
            self.unknowns.append(Unknown(why, frozenset(("cards",)), since=self.clock, player=owner,
                                         fields=frozenset(("library",))))
            self.unknowns.append(Unknown(why, frozenset(("zone", "cards")), since=self.clock,
                                         objects=self._library_card_ids(owner) | {card_id},
                                         by_card=True, library_of=owner, taken=self.player(owner).taken))
        return None

    def _copy_instruction(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        if not refs:
            refs = [(None, None)]        # the spell it names is no object any more (it left the stack)
        for kind, oid in refs:
            # a spell is an object on the stack; an ability a stack item only (113.7a: "item" refs)
            target = next((it for it in self.stack if oid is not None and (it.sid if kind == "item" else it.oid) == oid),
                          None)
            if target is None and rc.event is not None and rc.event.item is not None:
                target = rc.event.item if rc.event.item in self.stack else None
            if target is None:
                # the spell left the stack (countered, resolved): a copy is still made from its last known information
                # (707.10, the rulings on "copy that spell"), which the engine doesn't model: what follows is unknown
                from .unknowns import ALL, Unknown
                self.log.add("the spell to copy has left the stack: its copy from its last known information is not "
                             "modelled", "copy_spell", indent=1, kind="step")
                self.unknowns.append(Unknown(f"\u201c{ins.text}\u201d: the spell had left the stack; a copy made from its "
                                             "last known information is not modelled (707.10)", ALL, since=self.clock))
                continue
            color = ins.opts.get("color")
            if color == "source":
                color = rc.src.colors if rc.src is not None else None
            may = "copy_new_targets" if ins.opts.get("new_targets") else None   # 707.10c: stated, or never guessed
            new = rc.choices.get("new_targets") if may else None
            if ins.opts.get("times"):   # "copy it for each …": that many copies, each its own new targets (707.10c)
                self._copy_times(ins, target, new, rc, item)
                continue
            if new is not None and not isinstance(new, (list, str)) or (isinstance(new, str) and new.lower() != "keep"):
                new = [new]
            if ins.opts.get("retarget"):
                new = self._specified_target(ins, target, rc)
                if new is None:
                    continue
            self.copy_spell(target, controller=rc.you, targets=new, color=color, because=f"{item.name} resolves",
                            exceptions=ins.opts.get("exceptions") or (), specified=bool(ins.opts.get("retarget")),
                            may_new=None if ins.opts.get("retarget") else may, by=item)

    def _emblem(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        """114.2: each player named gets an emblem with the abilities in quotes: put into the command zone, owned and
        controlled by that player, its abilities functioning there (114.4). Under an edition without emblems (before
        2010-07-16) what the words do is not said: "cannot decide". The emblem has no name (114.3; 113.3 before
        2019-07-12): the scenario's name for it, "[card] emblem", is an alias, never its name."""
        if not self.rules_have("emblem"):
            self.note_unknown(f"\u201c{ins.text}\u201d: the rules of {self.edition} have no emblems (the rule on them came "
                              "with the 2010-07-16 edition)")
            return
        for kind, who in refs:
            if kind != "player":
                continue
            made_by = rc.src.obj.card.name if rc.src is not None else item.name
            card = CardDef.from_dict({**ins.opts["definition"], "name": ""}, parse=_parse_text)
            o = self.put_into(card, "command", owner=who, alias=self.unique_alias(f"{made_by} emblem"))
            self.log.lines.pop()
            o.controller = who
            self.log.add(f"{_cap(who)} {_verb(who, 'get')} an emblem with no name (called \u201c{o.alias}\u201d here) in "
                         f"the command zone; its abilities function there", "emblem", "emblem_functions", indent=1,
                         kind="step")
        self._changed()

    def _copy_times(self, ins: Instruction, target, new, rc: RCtx, item) -> None:
        """"Copy it for each …" (707.10): the count fixed as it resolves (608.2h), one copy each; ``new``: the stated new
        targets, one list per copy (707.10c)."""
        n = fixed(ins.amount, rc, None)
        new = copies_new_targets(new, n, ins.text, self.rule_no("copy_new_targets"))
        self.log.add(f"{n} cop{'y' if n == 1 else 'ies'} of {target.name}", "copy_spell", indent=1, kind="step")
        for i in range(n):
            self.copy_spell(target, controller=rc.you, targets=new[i], because=f"{item.name} resolves",
                            may_new="copy_new_targets" if ins.opts.get("new_targets") else None, by=item)

    def _pick_milled(self, ins: Instruction, rc: RCtx, item) -> None:
        """"You may put a creature card from among the cards milled this way into your hand" (701.17a): a card of that
        kind among those the mill before it put into the graveyard, chosen as the effect resolves (608.2d: choose:
        {pick: NAME | none}); cards milled that the scenario doesn't name: unless a card is named, cannot decide."""
        milled = [o for o in getattr(rc, "moved", ()) or () if o in self.objects and self.objects[o].zone == "graveyard"]
        snap = self.evaluate()
        ctx = rc.at(snap.work)
        sel = ins.opts["selector"]
        what = getattr(sel, "describe", "") or "card"
        cands = [o for o in milled if snap.get(o) is not None and sel.match(snap.get(o), ctx)]
        want = rc.choices.get("pick")
        none = said_none(want)
        if want is None and rc.chosen.get("milled_unnamed"):
            self.note_unknown(f"\u201c{ins.text}\u201d: cards the scenario doesn't name were milled, so which {what} can "
                              "be put into the hand can't be decided (give choose: {pick: NAME | none})")
            return
        if want is None and cands:
            self.unstated_choice(ins, item, "pick", f"pick: NAME | none (a {what} among the cards milled)")
            return
        if want is None or none:
            if none and cands and not ins.opts.get("may"):
                raise EngineError(f"\u201c{ins.text}\u201d: a {what} among the cards milled must be chosen (608.2d)")
            rc.did = False
            self.log.add(f"\u201c{ins.text}\u201d: no card is put into the hand", indent=1, kind="step")
            return
        o = self.obj(want[0] if isinstance(want, list) and len(want) == 1 else want)
        if o.oid not in milled:
            raise EngineError(f"\u201c{ins.text}\u201d: {o.alias} is not one of the cards milled this way (608.2d)")
        if o.oid not in cands:
            raise EngineError(f"\u201c{ins.text}\u201d: {o.alias} is not a {what} (608.2d)")
        self.move(o, "hand")

    def _cast_free(self, ins: Instruction, rc: RCtx, item) -> None:
        """"You may cast a spell with mana value 4 or less from your hand without paying its mana cost": as the
        effect resolves (608.2g) the player may cast a card of their hand that the description matches, paying
        no mana cost (an alternative cost, 118.9; X is 0, 107.3b). The scenario says which: ``choose: {cast:
        {card: NAME, targets: [...], mode: ...}}`` or ``cast: false``; not said: an error asks."""
        want = rc.choices.get("cast")
        if want is None:
            raise EngineError(f"{item.name}: {_cap(rc.you)} may cast a spell from the hand without paying its mana "
                              f"cost: give choose: {{cast: {{card: NAME, targets: [...]}}}} or cast: false on the step "
                              f"that casts {item.name} ({self.rule_no('alternative_cost')})")
        if said_none(want):
            self.log.add(f"{_pv(rc.you, 'chooses')} not to cast a spell this way", "alternative_cost", indent=1,
                         kind="step")
            rc.did = False   # "If you do, …" (Smuggler's Buggy): they didn't
            return
        if isinstance(want, str):
            want = {"card": want}
        subject = ins.opts.get("subject")
        if want is True and subject is not None:   # the one card the words name (a target): no name needed
            want = {}
        if not isinstance(want, dict) or not (want.get("card") or subject is not None):
            raise EngineError(f"{item.name}: choose: {{cast: ...}} takes {{card: NAME, targets: [...]}} or false")
        name = str(want["card"]) if want.get("card") else None
        if subject is not None:   # "the exiled card" (hideaway, 607.2a), "target instant card from your graveyard"
            named = [self.objects[oid] for rk, oid in self.subjects(subject, rc, ins) if rk == "obj" and oid in self.objects]
            held = [o for o in named if name is None or name in (o.alias, o.card.name)]
            if not named:   # a target gone (608.2b), or no card exiled with it: nothing to cast
                self.log.add(f"“{ins.text}”: there is no such card to cast", indent=1, kind="step")
                return
            if not held or (name is None and len(held) > 1):
                raise EngineError(f"{item.name}: {name or 'which card'} is not the card “{ins.text}” names "
                                  "(give choose: {cast: {card: NAME, targets: [...]}})")
            if "Land" in held[0].card.types and not ins.opts.get("play"):   # a land is played, never cast (305.1, 305.9)
                self.log.add(f"{held[0].alias} is a land card: it can't be cast, so nothing is cast", indent=1, kind="step")
                return
            if "Land" in held[0].card.types:   # a land played by an effect: whether a land play is left is not read
                self.note_unknown(f"{item.name}: {held[0].alias} is a land played by an effect, which needs a land play "
                                  "left this turn (305.2): not read")
                return
            spell = self.cast(held[0], controller=rc.you, targets=want.get("targets") or (), mode=want.get("mode"), x=0,
                              free=True, costs=stated_costs(want))   # additional costs still paid (118.8)
            whose = ins.opts.get("graveyard_exile")   # "If that spell would be put into your / a graveyard, …" (614.1a)
            if whose == "a" or (whose == "your" and held[0].owner == rc.you):
                spell.graveyard_exile = True
            return
        held = [o for o in self.in_zone("hand", rc.you) if name in (o.alias, o.card.name)]
        if not held:
            raise EngineError(f"{item.name}: {name} is not in {_poss(rc.you)} hand (players: hand: [...])")
        o = held[0]
        snap = self.evaluate()
        w = snap.get(o.oid)
        sel = ins.opts["selector"]
        if w is None or "Land" in w.types or not sel.match(w, rc.at(snap.work)):
            what = getattr(sel, "describe", "") or "card"
            raise EngineError(f"{o.alias} (mana value {w.mana_value if w is not None else '?'}) is not a "
                              f"{what.replace('card', 'spell')}: {item.name} doesn't let it be cast without paying its "
                              f"mana cost ({self.rule_no('alternative_cost')})")
        x = want.get("x")
        if o.card.mana_cost is not None and "X" in o.card.mana_cost.symbols:
            if x not in (None, 0):
                raise EngineError(f"{o.alias} is cast without paying its mana cost: X can only be 0 "
                                  "(107.3b)")
            x = 0
        self.cast(o, controller=rc.you, targets=want.get("targets") or (), mode=want.get("mode"), x=x, free=True,
                  costs=stated_costs(want))   # its additional costs are still paid (118.8, 601.2f)

    def _specified_target(self, ins: Instruction, orig, rc: RCtx):
        """707.10e: "copy that spell. The copy targets that token." - every target of the copy is that
        object; if it isn't a legal target for each instance of the word "target", the copy isn't
        created (None). When a replacement effect made several tokens, the copy's controller chooses
        one of them (``choose: {target: NAME}``)."""
        from .legality import target_ok
        cands = [oid for oid in getattr(rc, "tokens", ()) if oid in self.objects]
        if not cands:
            self.log.add(f"\u201c{ins.text}\u201d: there is no such token to target: the copy isn't created",
                         "copy_new_target_given", indent=1, kind="step")
            return None
        if len(cands) > 1:
            want = rc.choices.get("target")
            if want is None:
                names = ", ".join(self.objects[c].alias for c in cands)
                raise EngineError(f"\u201c{ins.text}\u201d: the copy targets one of {names}, chosen by its controller "
                                  "(707.10e): give choose: {target: NAME} (for a triggered ability: triggers: "
                                  "{SOURCE: {choose: {target: NAME}}})")
            o = self.obj(want)
            if o.oid not in cands:
                raise EngineError(f"{o.alias} is not one of the tokens \u201c{ins.text}\u201d can mean "
                                  f"({', '.join(self.objects[c].alias for c in cands)}) (707.10e)")
            chosen = o.oid
        else:
            chosen = cands[0]
        ref = ("obj", chosen)
        snap = self.evaluate()
        copy_src = snap.get(orig.source) if orig.source is not None else None
        for slot in orig.slots:
            why = target_ok(self, slot, ref, snap, rc.you, copy_src, None)
            if why is not None:
                self.log.add(f"{self._ref_name(ref)} is not a legal target for \u201c{slot.phrase}\u201d ({why}): the "
                             "copy isn't created", "copy_new_target_given", indent=1, kind="step")
                return None
        if len(cands) > 1:
            self.log.add(f"the copy will target {self._ref_name(ref)}: one of the tokens created, chosen by the copy's "
                         "controller, not all of them", "copy_new_target_given", indent=1, kind="step")
        return [ref] * len(orig.slots)

    # --- cards ---------------------------------------------------------------------------------------------------
    def _top_to_hand(self, player: str) -> list:
        """The top card of a library put into its owner's hand (not a draw, 121.1): the new object,
        or nothing when the scenario did not name the card (its characteristics are then unknown)."""
        from .unknowns import Unknown
        p = self.player(player)
        if p.library:
            n = self.move(p.library[0], "hand", log=False)
            self.log.add(f"the top card of {_poss(player)} library, {n.alias}, is put into {_poss(player)} hand",
                         indent=1, kind="step")
            return [n.oid]
        if p.unknown is None or p.unknown > 0:
            p.taken += 1
            if p.unknown:
                p.unknown -= 1
            reason = (f"the top card of {_poss(player)} library was put into {_poss(player)} hand, and the scenario "
                      "does not name it (players: library: [...])")
            self.unknowns.append(Unknown(reason, frozenset(("life", "cards")), since=self.clock))
            self.log.add(reason, indent=1, kind="step")
        return []

    def draw(self, player: str, n: int = 1, applied=()) -> None:
        """121.2: one card at a time from the top of the library; from an empty library the player
        loses the next time state-based actions are checked (704.5b). Each draw may be replaced
        (614.1a, 121.6); ``applied``: the replacements that made this draw (614.5)."""
        p = self.player(player)
        for _ in range(n):
            if self.game_over:
                return
            cands = self.player_replacements("draw", player, exclude=applied)
            if cands:
                r = self._choose_order(cands, player)
                self.log.add(f"{_pv(player, 'would draw')} a card", "replacement", indent=1, kind="step")
                self.apply_instead(r, player, 1, applied)
                continue
            if p.library:
                oid = p.library[0]
                drawn = self.move(oid, "hand", log=False)
                self.log.add(f"{_pv(player, 'draws')} a card ({self.objects[self.aliases[self.lki[oid].alias]].alias})", "draw",
                             indent=1, kind="step")
                self._drawn(player, drawn, named=True)
            elif p.unknown is None or p.unknown > 0:
                p.taken += 1
                if p.unknown:
                    p.unknown -= 1
                drawn = self.put_unnamed(player, "hand", f"{player}'s drawn card")
                self.log.lines.pop()
                self.log.add(f"{_pv(player, 'draws')} a card (a card the scenario did not name)", "draw", indent=1, kind="step")
                self._drawn(player, drawn, named=False)
            else:
                p.drew_from_empty = True
                self.log.add(f"{_pv(player, 'tries')} to draw from an empty library", "draw", "sba_draw_empty", indent=1, kind="step")
                continue
            self._emit(Event("draw", player=player))

    def put_unnamed(self, player: str, zone: str, alias: str, known=None):
        """A card nobody named, owned by ``player``, put into ``zone`` (a card drawn from the unnamed part of a library,
        one of a hand given only as a number): a stand-in whose characteristics nobody knows but what ``known`` (the
        description a cost it pays names, 601.2h) says of them (kb.engine.unnamed)."""
        from .unnamed import unnamed_card
        card = unnamed_card(known)
        return self.put_into(card, zone, owner=player, alias=self.unique_alias(alias))

    def _drawn(self, player: str, o, *, named: bool) -> None:
        """A card was drawn: count it for the turn; the first one of the turn is revealed by each
        "Reveal the first card you draw each turn." its player controls (RevealDraws), which its
        linked triggered abilities watch (603.11, 607.2h)."""
        from .abilities import RevealDraws
        p = self.player(player)
        p.drawn[self.turn] = p.drawn.get(self.turn, 0) + 1
        if o is not None and named:   # 702.94a: a card with miracle may be revealed as it is drawn (kb.engine.miracle)
            from .miracle import miracle_drawn
            if miracle_drawn(self, player, o, p.drawn[self.turn] == 1):
                self.__dict__["miracle_reveal_used"] = True
        if p.drawn[self.turn] != 1 or o is None:
            return
        snap = self.evaluate()
        for w in list(snap.work.values()):
            if w.zone != "battlefield" or w.controller != player:
                continue
            for h in w.abilities:
                ab = h.ability
                if not isinstance(ab, RevealDraws) or (ab.own_turns and self.active != player):
                    continue
                if self.history_unstated():   # a card drawn before the question would have been the first
                    self.note_unknown(f"{w.obj.alias}: whether {o.alias} is the first card {_pv(player, 'draw')} this "
                                      "turn is not known: this turn's draws before the question are not stated "
                                      "(603.11, 607.2h)")
                self.log.add(f"{_pv(player, 'reveals')} {o.alias}, the first card {'you' if player == 'you' else 'they'} "
                             f"drew this turn ({w.obj.alias}: \u201c{ab.display(w.obj.card.name)}\u201d)",
                             "reveal", "linked_static", indent=1, kind="step")
                linked = [x.ability for x in w.abilities if getattr(getattr(x.ability, "spec", None), "event", None) == "revealed"]
                if not named and linked:
                    from .unknowns import ALL, Unknown
                    self.unknowns.append(Unknown(
                        f"{w.obj.alias} revealed a card the scenario did not name (players: library: [...]): whether its "
                        "linked triggered abilities trigger can't be decided (603.11)", ALL, since=self.clock))
                self._emit(Event("revealed", obj=o.oid, player=player, source=w.oid, cause="linked_reveal"))

    def discard(self, player: str, n: int, chosen=None, random: bool = False) -> None:
        hand = [o for o in self.in_zone("hand", player)]
        if n < 0:
            picks = [o.oid for o in hand]
        else:
            names = chosen if isinstance(chosen, list) else ([chosen] if chosen else [])
            picks = [self.obj(x).oid for x in names][:n]
            if len(picks) < n:
                rest = [o.oid for o in hand if o.oid not in picks]
                if len(rest) <= n - len(picks):
                    picks += rest
                elif not self.player(player).hand_known and not rest:
                    pass
                else:
                    raise EngineError(f"{player} discards {n}: give choose: {{discard: [CARD]}} (the hand holds "
                                      f"{', '.join(self.objects[r].alias for r in rest)})")
        self.move_many([(o, "graveyard", {}) for o in picks], cause="discard")
        if n > len(picks) and not self.player(player).hand_known:
            self.log.add(f"{_pv(player, 'discards')} {n - len(picks)} unnamed card(s)", "discard", indent=1, kind="step")
            record_unnamed(self, "discard", "graveyard")
            self._unnamed_cards_to(player, "graveyard", "discarded from", "hand")
            return n
        return len(picks)

    def _unnamed_cards_to(self, player: str, zone: str, how: str, whence: str) -> None:
        """Cards the scenario doesn't name went to a public zone: whatever reads that zone (a graveyard's card
        types, its creature cards, their number) can't be decided from now on."""
        from .unknowns import Unknown
        reason = f"a card {how} {_poss(player)} {whence} is not named in the scenario: what is in {_poss(player)} {zone} is not known"
        if all(u.reason != reason for u in self.unknowns):
            # what reads that zone can change any object or life total; of the players' cards, only that player's
            self.unknowns.append(Unknown(reason, frozenset(("life", "zone", "pt", "types", "abilities", "colors", "stack")),
                                         since=self.clock))
            self.unknowns.append(Unknown(reason, frozenset(("cards",)), since=self.clock, player=player))

    def _link_exiled(self, oids: list, rc) -> None:
        """607.2a: cards an ability of an object exiles are "exiled with" that object (linked abilities
        of that same object find them; a new object it becomes later doesn't, 607.2a, 400.7). Cards
        exiled at once get an order their exiler chooses (712.21b: a melded permanent's two cards),
        given as choose: {last: NAME} when an ability of the source asks for "the last" of them."""
        src = rc.source_oid
        if src is None or src not in self.objects:
            return
        new = [i for o in oids for i in (self.successors.get(o) or [o]) if i in self.objects and self.objects[i].zone == "exile"]
        if not new:
            return
        last = rc.choices.get("last")
        if len(new) > 1:
            texts = " ".join(h.ability.text for h in (self.evaluate().get(src).abilities if self.evaluate().get(src) else ()))
            if last is None and re.search(r"\bthe last\b[^.]*\bexiled with ~", texts):
                names = ", ".join(self.objects[i].alias for i in new)
                raise EngineError(f"{names} are exiled at once: {_pv(rc.you, 'chooses')} their relative timestamp order "
                                  f"(712.21b); give choose: {{last: NAME}}")
            if last is not None:
                pick = self.obj(last).oid
                if pick not in new:
                    raise EngineError(f"{last} is not one of the cards exiled now ({', '.join(self.objects[i].alias for i in new)})")
                new = [i for i in new if i != pick] + [pick]
        for i in new:
            self.objects[i].exiled_with = (src, self.tick())
        rc.choices = {**rc.choices, "_exiled_now": frozenset(new)}
        self.log.add(f"{', '.join(self.objects[i].alias for i in new)} "
                     f"{'is' if len(new) == 1 else 'are'} exiled with {self.objects[src].alias} (607.2a)"
                     + (f"; {self.objects[new[-1]].alias} is the last" if len(new) > 1 else ""),
                     "follow_instructions", indent=1, kind="step")
        self._changed()

    def _cards_of_kind(self, player: str, sel, rc) -> list:
        snap = self.evaluate()
        ctx = rc.at(snap.work)
        return [o for o in self.in_zone("hand", player) if snap.get(o.oid) is not None and sel.match(snap.get(o.oid), ctx)]

    def _discard_chosen_number(self, player: str, ins, rc, item) -> int | None:
        """"discard up to two cards" / "discard any number of cards": the cards ``player`` chooses as it resolves
        (608.2d; choose: {discard: [CARD, …]}, ``[]`` for none; one list per player as {PLAYER: [...]}); "any number"
        may be zero only from 2010-02-01 (107.1c): before, zero is "cannot decide". Unstated (and a hand that could
        hold a card), never guessed: None, and what follows can't be decided."""
        want = rc.choices.get("discard")
        if isinstance(want, dict):
            want = want.get(player)
        hand = [o.oid for o in self.in_zone("hand", player)]
        if want is None and not hand and not self._hand_unknown(player):
            want = []   # an empty hand: nothing to choose
        if want is None:
            self.unstated_choice(ins, item, "discard", "discard: [CARD, …] (none: [])")
            return None
        names = want if isinstance(want, list) else [want]
        picks = [self.obj(x).oid for x in names]
        bad = next((p for p in picks if p not in hand), None)
        if bad is not None:
            raise EngineError(f"\u201c{ins.text}\u201d: {self.objects[bad].alias} is not in {_poss(player)} hand "
                              f"({self.rule_no('choices_on_resolution')})")
        cap = fixed(ins.amount, rc, None) if ins.opts.get("up_to") else None
        if cap is not None and len(set(picks)) > cap:
            raise EngineError(f"\u201c{ins.text}\u201d: at most {cap} card(s) can be chosen "
                              f"({self.rule_no('choices_on_resolution')})")
        if ins.opts.get("any_number"):
            if not picks and not self.rules_have("any_number"):
                self.log.add(f"\u201c{ins.text}\u201d: {_pv(player, 'chooses')} no card, but the rules of this edition don't "
                             "say whether \u201cany number\u201d includes zero, so what follows can't be decided",
                             "choices_on_resolution", indent=1, kind="step")
                self.note_unknown(f"\u201c{ins.text}\u201d: whether \u201cany number\u201d may be zero is not said by the "
                                  f"rules of this edition (107.1c, since 2010-02-01)")
                return None
            self.log.add("\u201cany number\u201d may be any positive number or zero", "any_number", indent=1, kind="step")
        self.log.add(f"{_pv(player, 'chooses')} {', '.join(self.objects[p].alias for p in picks) or 'no card'}",
                     "choices_on_resolution", indent=1, kind="step")
        self.discard_by = item.controller if item is not None else None
        try:
            self.move_many([(p, "graveyard", {}) for p in dict.fromkeys(picks)], cause="discard")
        finally:
            self.discard_by = None
        return len(set(picks))

    def _discard_kind(self, player: str, n: int, ins, rc) -> int:
        """"discard a land card": ``n`` cards of that kind from the hand, the ones the player chooses (stated:
        choose: {discard: [...]}); all of them when there are no more than ``n`` (701.9a). A hand the scenario doesn't
        list may hold others: what they would change is "cannot decide"."""
        fits = self._cards_of_kind(player, ins.opts["kind"], rc)
        if not self.player(player).hand_known:
            self.note_unknown(f"{_poss(player)} hand is not listed in the scenario: which cards \u201c{ins.text}\u201d "
                              "discards can't be decided")
            return 0
        names = rc.choices.get("discard")
        names = names if isinstance(names, list) else ([names] if names else [])
        picked = [self.obj(x) for x in names]
        picked = [o for o in picked if o in fits][:n]
        if len(fits) <= n:
            picked = fits
        elif len(picked) < n:
            raise EngineError(f"\u201c{ins.text}\u201d: {_pv(player, 'chooses')} among "
                              f"{', '.join(o.alias for o in fits)}; give choose: {{discard: [CARD]}} (701.9a)")
        self.move_many([(o.oid, "graveyard", {}) for o in picked], cause="discard")
        return len(picked)

    def _discard_matching(self, player: str, ins, rc) -> int:
        """"discards all nonland cards with mana value equal to that number": every card of that
        player's hand the description matches, at once (701.9)."""
        from .unknowns import Unknown
        snap = self.evaluate()
        ctx = rc.at(snap.work)
        picks = [o.oid for o in self.in_zone("hand", player)
                 if snap.get(o.oid) is not None and ins.opts["selector"].match(snap.get(o.oid), ctx)]
        self.move_many([(o, "graveyard", {}) for o in picks], cause="discard")
        if not self.player(player).hand_known:
            reason = f"{_poss(player)} hand is not listed in the scenario: cards it may hold that match are not discarded here"
            record_unnamed(self, "discard", "graveyard")
            self.unknowns.append(Unknown(reason, frozenset(("cards",)), since=self.clock))
        self.log.add(f"{_pv(player, 'discards')} {len(picks)} card(s) matching \u201c{ins.opts['selector']}\u201d",
                     "discard", indent=1, kind="step")
        return len(picks)

    def mill(self, player: str, n: int) -> list:
        """701.17a: the top n cards into the graveyard; returns the new objects ("the milled card")."""
        return self.top_of_library_to(player, n, "graveyard", "mill")

    def top_of_library_to(self, player: str, n: int, to: str, cause: str) -> list:
        """The top n cards of a player's library moved at once to ``to`` (a library the scenario doesn't list gives
        the cards it doesn't name); returns the new objects."""
        p = self.player(player)
        top = p.library[:n]
        moved = self.move_many([(o, to, {}) for o in top], cause=cause)
        rest = n - len(top)
        if rest and p.unknown:
            took = min(rest, p.unknown)
            record_unnamed(self, cause, to)   # what they were can't be counted "this way" (kb.engine.thisway)
            p.taken += took
            p.unknown -= took   # the last unnamed card gone: the cards under them come next (Player.under)
            rest -= took
            if rest and p.library:
                moved += self.move_many([(o, "graveyard", {}) for o in p.library[:rest]], cause="mill")
        return [o.oid for o in moved if o is not None]

    # --- life (119) --------------------------------------------------------------------------------------------
    def change_life(self, player: str, n: int, *, log: bool = True) -> None:
        p = self.player(player)
        if n == 0:
            return
        if n > 0 and self.rule_active("no_life_gain", player):
            self.log.add(f"{player} can't gain life this turn: no life is gained", "life_gain", indent=1, kind="step")
            return
        if n > 0:
            from .restrictions import cant_gain_life
            why = cant_gain_life(self, self.evaluate(), player)
            if why:   # 119.7, 101.2
                self.log.add(f"{player} can't gain life: {why}; no life is gained", "cant_wins", indent=1, kind="step")
                return
        if n < 0:
            from .restrictions import cant_lose_life
            why = cant_lose_life(self, self.evaluate(), player)
            if why:   # 119.8, 101.2
                self.log.add(f"{player} can't lose life: {why}; no life is lost", "cant_wins", indent=1, kind="step")
                return
        if n > 0:
            n = self.replace_life_gain(player, n)
            if n is None:   # replaced by something else (614.1a)
                return
        p.life += n
        if n > 0:
            p.life_gained += n
            self._emit(Event("life_gain", player=player, amount=n))
        else:
            p.life_lost += -n
            self._emit(Event("life_loss", player=player, amount=-n))
        if log:
            self.log.add(f"{_pv(player, 'gains' if n > 0 else 'loses')} {abs(n)} life (now {p.life})", "life_gain",
                         indent=1, kind="step")
        self._touched()

    def set_life(self, player: str, n: int) -> None:
        p = self.player(player)
        self.change_life(player, n - p.life)

    # --- counters between objects, of every kind (122) -----------------------------------------------------------
    def _counters_between(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        """"Double the number of +1/+1 counters on ~" (701.10e: as many more as it has), "Move a +1/+1 counter from
        target creature onto a second target creature" (122.5: removed from one and put on the other; when either
        can't be done, nothing moves), "Put its counters on target creature you control" (122.8, 122.9: the same
        number of each kind the source had as it last existed; the source left the battlefield)."""
        from .restrictions import counters_prohibited
        k, want = ins.kind, ins.opts.get("kind")
        objs = [oid for rk, oid in refs if rk == "obj" and oid in self.objects and self.objects[oid].zone == "battlefield"]
        if k == "double_counters":
            for oid in objs:
                o = self.objects[oid]
                have = {kind: c.n for kind, c in o.counters.items() if want is None or kind == want}
                for kind, n in have.items():
                    self.log.add(f"the number of {kind} counters on {o.alias} is doubled: it gets {n} more",
                                 "counter_double", indent=1, kind="step")
                    self.put_counters(oid, kind, n, by=item.controller)
            return
        if k == "counters_of":
            src = rc.source_oid
            o = self.objects.get(src) if src is not None else None
            ev = rc.event
            lk = ev.lki if ev is not None and getattr(ev, "lki", None) is not None and src in (ev.obj, ev.lki.oid) \
                else (self.lki.get(src) if src is not None else None)
            if (o is not None and o.zone == "battlefield") or lk is None:
                self.note_unknown(f"\u201c{ins.text}\u201d while its source is still on the battlefield: moving its counters "
                                  "is not modelled (122.8 and 122.9 speak of a source that has left)")
                return
            had = {kind: getattr(c, "n", c) for kind, c in (lk.counters or {}).items()
                   if (want is None or kind == want) and getattr(c, "n", c)}
            for oid in objs:
                for kind, n in had.items():
                    self.log.add(f"{self.objects[oid].alias} gets as many {kind} counters as {lk.alias} had ({n})",
                                 "counters_lki", indent=1, kind="step")
                    self.put_counters(oid, kind, n, by=item.controller)
            if not objs or not had:
                self.log.add(f"{lk.alias} had no such counters, or there is nothing to put them on: nothing happens",
                             "counters_lki", indent=1, kind="step")
            return
        # move_counters (122.5)
        if ins.optional and not self._may(ins, rc):
            return
        srcs = [oid for rk, oid in self.subjects(ins.opts["from"], rc)
                if rk == "obj" and oid in self.objects and self.objects[oid].zone == "battlefield"]
        if len(srcs) != 1 or len(objs) != 1 or srcs[0] == objs[0]:
            self.log.add("one of the two objects is gone, or they are the same object: no counter is moved",
                         "counter_move", indent=1, kind="step")
            return
        o, dest = self.objects[srcs[0]], objs[0]
        if ins.opts.get("any_number"):   # "any number of": how many, chosen as it resolves (608.2d: choose: {move: N})
            n = rc.choices.get("move")
            have = o.counters[want].n if want in o.counters else 0
            if n is None and have:
                self.unstated_choice(ins, item, "move", f"move: 0 to {have} (how many {want} counters are moved)")
                return
            if n is None or n == 0:
                self.log.add(f"no {want} counter is moved from {o.alias}", "counter_move", indent=1, kind="step")
                return
            if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= have:
                raise EngineError(f"\u201c{ins.text}\u201d: move is a number from 0 to {have}, not {n!r} (122.5)")
        else:
            n = fixed(ins.amount, rc, None, clamp=False)
        kinds = [want] if want else list(o.counters)
        if want is None and n != -1:   # "a counter": which kind, when it has several, is chosen (608.2d)
            kinds = [_chosen_counter_kind(ins, rc, o.counters)] if len(o.counters) > 1 else kinds
        snap = self.evaluate()
        w = snap.get(dest)
        moved = False
        for kind in kinds:
            have = o.counters[kind].n if kind in o.counters else 0
            m = have if n == -1 else n
            if have == 0 or m > have or (w is not None and counters_prohibited(self, snap, w, kind)):
                if have and m > have:
                    self.note_unknown(f"\u201c{ins.text}\u201d: moving {m} {kind} counters from {o.alias}, which has "
                                      f"{have}, is not modelled")
                continue
            self.remove_counters(o.oid, kind, m)
            self.put_counters(dest, kind, m, by=item.controller)
            moved = True
        self.log.add(f"{'counters are moved' if moved else 'no counter can be moved'} from {o.alias} onto "
                     f"{self.objects[dest].alias}", "counter_move", indent=1, kind="step")

    # --- tokens (111) -------------------------------------------------------------------------------------------
    def _token_instruction(self, ins: Instruction, rc: RCtx, item) -> None:
        opts = ins.opts
        if opts.get("together"):   # "a 3/3 … token and a 1/1 … token": created at once, one event (111.1, 603.2c)
            made: list = []
            with self.batch():
                for part in opts["together"]:
                    if opts.get("controller") is not None:   # "that player creates … and …" (111.2)
                        part = replace(part, opts={**part.opts, "controller": opts["controller"]})
                    self._token_instruction(part, rc, item)
                    made += rc.tokens
            rc.tokens = made
            return
        n = fixed(ins.amount, rc, None)
        who = opts.get("for_player") or rc.you
        if opts.get("controller") is not None:  # "that player creates …" (111.2)
            players = list(dict.fromkeys(r for k, r in self.subjects(opts["controller"], rc, ins) if k == "player"))
            if len(players) > 1:
                # "Each player creates a Treasure token", "you and target opponent each create …": each of them creates
                # theirs, at once (111.2, 608.2f)
                self.log.add(f"{', '.join(players)} each create the token(s), at once", "each_in_turn", indent=1, kind="step")
                made = []
                with self.batch():
                    for p in players:
                        self._token_instruction(replace(ins, opts={**opts, "controller": None, "for_player": p}), rc, item)
                        made += rc.tokens
                rc.tokens = made
                return
            who = players[0] if players else rc.you
        if opts.get("copy_of") is not None:
            refs = self.subjects(opts["copy_of"], rc) or self._lki_refs(opts["copy_of"], rc)
            from .cardtext import reparse_ability
            from .copies import with_exceptions
            for kind, oid in refs[:1]:
                if kind != "obj":
                    continue
                src = self.objects[oid] if oid in self.objects else self.lki[oid].working.obj
                base = self.copiable_card(src, token=True) if oid in self.objects else src.card
                base = with_exceptions(base, opts.get("exceptions") or (), base, reparse_ability)
                made = self.create_tokens(who, replace(base, token=True), n,
                                          because=f"a copy of {self._ref_name((kind, oid))}",
                                          transformed=src.transformed, choices=rc.choices, tapped=bool(opts.get("tapped")),
                                          source_controller=rc.you)
                rc.tokens = [o.oid for o in made or () if o is not None]
                if opts.get("attacking"):
                    self.enter_attacking(rc.tokens, self._attack_options(opts, rc, ins), rc.choices)
            return
        label = None
        if opts.get("kind"):
            type_line, text = TOKEN_KINDS[opts["kind"]]
            back = TOKEN_BACKS.get(opts["kind"])   # a double-faced token (701.53b), its front face up
            name, label = role_name(opts["kind"]), opts["kind"]
            card = CardDef.from_dict({"name": name, "type_line": type_line, "text": text.replace("~", name),
                                      "token": True, **({"back": back} if back else {})}, parse=_parse_text)
        else:
            d = dict(opts["definition"])
            if opts.get("x_pt") is True:
                d["power"] = d["toughness"] = str(rc.x if rc.x is not None else fixed(XValue(), rc, None))
            elif opts.get("x_pt"):   # "an X/X … token, where X is …" (107.3a), determined as it is created (608.2h)
                d["power"] = d["toughness"] = str(fixed(opts["x_pt"], rc, None))
            card = CardDef.from_dict(d, parse=_parse_text)
        counters = None
        if opts.get("enters_with"):   # "an Incubator token that enters with N +1/+1 counters on it" (701.53a, 122.6)
            kind, amount = opts["enters_with"]
            counters = {kind: fixed(amount, rc, None)}
        attach_to = None
        if opts.get("attach_to") is not None:   # "a Monster Role token attached to target creature you control" (303.4)
            snap = self.evaluate()   # a Role enchants a creature (111.10j-r): none on the battlefield, none created
            on = [r for k, r in self.subjects(opts["attach_to"], rc, ins) if k == "obj" and r in self.objects
                  and self.objects[r].zone == "battlefield" and snap.get(r) is not None and "Creature" in snap.get(r).types]
            if not on:   # nothing it can legally enchant: the Aura doesn't enter the battlefield
                self.log.add(f"there is no creature for the {label or card.name} token to enter attached to: it isn't "
                             "created", indent=1, kind="step")
                rc.tokens = []
                return
            attach_to = on[0]
        made = self.create_tokens(who, card, n, choices=rc.choices, source_controller=rc.you, tapped=bool(opts.get("tapped")),
                                  counters=counters, label=label, attach_to=attach_to)
        rc.tokens = [o.oid for o in made or () if o is not None]
        if opts.get("attacking_each"):   # "For each opponent, create … attacking that player": each its own (608.2f)
            self._enter_attacking_each(rc, opts)
        elif opts.get("attacking"):   # "… token that's tapped and attacking" (508.4)
            self.enter_attacking(rc.tokens, self._attack_options(opts, rc, ins), rc.choices)

    def _enter_attacking_each(self, rc: RCtx, opts: dict) -> None:
        """"For each opponent, create a token that's tapped and attacking that player [or a planeswalker they
        control]" (508.4, 608.2f): the tokens made for one opponent attack that opponent (or, with "or a planeswalker
        they control", what their controller chooses among that player and their planeswalkers: ``choose:
        {attacking: [...]}``, one a token, in order)."""
        opps = self.opponents(rc.you)
        if not opps or not rc.tokens:
            return
        per = len(rc.tokens) // len(opps)
        said = (rc.choices or {}).get("attacking")
        snap = self.evaluate()
        for k, opp in enumerate(opps):
            group = rc.tokens[k * per:(k + 1) * per]
            options = [("player", opp)]
            if opts.get("attacking_or_planeswalker"):
                options += [("obj", o.oid) for o in self.objects.values() if o.zone == "battlefield" and
                            snap.get(o.oid) is not None and "Planeswalker" in snap.get(o.oid).types and
                            snap.get(o.oid).controller == opp]
            choices = dict(rc.choices or {})
            if isinstance(said, list):
                choices["attacking"] = said[k * per:(k + 1) * per]
            self.enter_attacking(group, options, choices)

    def _attack_options(self, opts: dict, rc: RCtx, ins: Instruction) -> list | None:
        """What an effect says a creature it puts onto the battlefield attacking attacks (508.4): None when it says
        nothing (any defending player, planeswalker or battle); else the player it names, and with "or a
        planeswalker they control" that player's planeswalkers too. [] when the player named is gone (508.4a)."""
        if opts.get("attacking_whom") is None:
            return None
        players = [r for k, r in self.subjects(opts["attacking_whom"], rc, ins) if k == "player"]
        out: list = [("player", p) for p in players[:1]]
        if out and opts.get("attacking_or_planeswalker"):
            snap = self.evaluate()
            out += [("obj", o.oid) for o in self.objects.values() if o.zone == "battlefield" and snap.get(o.oid) is not None
                    and "Planeswalker" in snap.get(o.oid).types and snap.get(o.oid).controller == players[0]]
        return out

    def create_tokens(self, controller: str, card: CardDef, n: int, because: str = "", *,
                      transformed: bool = False, choices: dict | None = None, source_controller: str | None = None,
                      tapped: bool = False, counters: dict | None = None, label: str | None = None,
                      attach_to: int | None = None) -> list:
        """111.1-111.4: tokens enter the battlefield under the controller of what created them
        (several at once: one event, each its own alias). ``choices``: the "as ~ enters" choices
        (614.12), made for each token after the number of tokens was modified (616.1g): a list gives
        one value per token, in order. Their owner: the player they enter under, except from 1999-11-01 to
        2009-05-01, when "the controller of the spell or ability that created it" (``source_controller``)
        owned a token whoever put it into play (216.1; kb.engine.versions: token_owner)."""
        from .versions import rule
        owner = None
        if source_controller is not None and source_controller != controller:
            if rule("token_owner", self.edition) == "source_controller":
                owner = source_controller
                self.log.add(f"{source_controller} controls the ability that creates it, so {source_controller} owns "
                             f"the token, though it enters under {_poss(controller)} control", "token_owner", indent=1,
                             kind="step")
            elif rule("token_owner", self.edition) == "unstated":
                self.note_unknown(f"who owns a token {controller} creates for an ability {source_controller} controls: "
                                  f"the rules of {self.edition} don't say", frozenset(("controller", "zone", "cards")))
        out = []
        n = self.replace_tokens(controller, n)
        room("objects", n)
        per = _per_token_choices(choices, n)
        base = (label or card.name) + (" token" if not card.name.endswith("token") else "")   # "Monster Role token"
        aliases: list[str] = []
        taken: set[str] = set()
        for _ in range(n):
            aliases.append(self.unique_alias(base, taken))
            taken.add(aliases[-1])
        entries = [{"card": card if card.token else replace(card, token=True), "controller": controller,
                    "owner": owner, "alias": a, "fresh": True, "transformed": transformed, "choices": per[i],
                    "tapped": tapped, **({"counters": dict(counters)} if counters else {}),
                    **({"attach_to": attach_to} if attach_to is not None else {})}
                   for i, a in enumerate(aliases)]
        if not entries:
            return out
        made = self.enter(entries)
        self.log.add(f"{n} token(s) created: {', '.join(o.alias for o in made)}" + (f" ({because})" if because else ""),
                     "token", indent=1, kind="step")
        return made

    def _defending_player(self, rc, subj) -> list:
        """508.5: "defending player" in an ability of an attacking creature, or of an ability that refers to an
        attacking creature (its trigger event's): the player it is attacking, the controller of the planeswalker
        it is attacking, or the protector of the battle it is attacking. A creature no longer attacking (or none)
        leaves the words unread: the player it attacked before it was removed from combat is not kept."""
        from .gamevalues import defending_player
        c = getattr(self, "combat", None)
        ev = rc.event
        for oid in ((ev.obj if ev is not None else None), rc.source_oid):
            t = c.attackers.get(oid) if c is not None and oid is not None else None
            if t is None:
                continue
            who = defending_player(self, oid)
            if who is None and t[0] != "player":
                break   # what it attacks is gone
            if who is None or not self.player_state[who].in_game:
                return []
            self.log.add(f"defending player: {who}, the player {self.objects[oid].alias} is attacking or whose "
                         "permanent it is attacking", "defending_player", indent=1, kind="step")
            return [("player", who)]
        self.note_unmodelled(subj, rc.item.name if rc.item is not None else "it",
                              "\u201cdefending player\u201d names no creature attacking now (508.5)")
        return []

    def _attack_target(self, rc, subj) -> list:
        """"the player or planeswalker that creature is attacking" (508.1: what it was declared to attack, or what it
        was put onto the battlefield attacking, 508.4): the trigger event's attacking creature, else the source. A
        creature no longer attacking (506.4), or one attacking a battle, leaves the words unread: "cannot decide"."""
        c = getattr(self, "combat", None)
        ev = rc.event
        oid = ev.obj if ev is not None and ev.obj is not None else rc.source_oid
        t = c.attackers.get(oid) if c is not None and oid is not None else None
        if t is not None and t[0] == "player" and self.player_state[t[1]].in_game:
            return [("player", t[1])]
        if t is not None and t[0] != "player" and t[1] in self.objects and self.objects[t[1]].zone == "battlefield" \
                and "Planeswalker" in self.evaluate().work[t[1]].types:
            return [("obj", t[1])]
        self.note_unmodelled(subj, rc.item.name if rc.item is not None else "it",
                             "what the creature is attacking: it is not attacking a player or planeswalker now (506.4)")
        return []

    # --- what the engine does not model ---------------------------------------------------------------------------
    def _other_opponents(self, rc, ins) -> list:
        """"each other opponent" after "Whenever ~ deals combat damage to an opponent": the controller's opponents
        (102.3) but the player the trigger event's damage was dealt to (603.2); without such an event, not modelled."""
        ev = rc.event
        hit = ev.recipient_player if ev is not None and ev.kind == "damage" else (
            ev.player if ev is not None and ev.kind == "player_dealt" else None)
        if hit is None:
            self.note_unmodelled(ins if ins is not None else "each other opponent",
                                 rc.item.name if rc.item is not None else "it",
                                 "\u201ceach other opponent\u201d names no player dealt damage by its trigger event")
            return []
        return [("player", p) for p in self.opponents(rc.you) if p != hit]

    def _event_player(self, ev, rc, ins) -> list:
        """"that player" after an event about an object (603.2): the player the trigger condition names, as the
        trigger reader recorded it (``TriggerSpec.that_player``, kb.engine.triggers.that_player_of) — "a creature
        an opponent controls dies, that player …" is the controller it had as it last existed (608.2h), "a card is
        put into an opponent's graveyard …" its owner. A condition that names no player this way leaves "that
        player" unread: what it would do is "cannot decide", never nothing."""
        spec = getattr(getattr(rc.item, "ability", None), "spec", None)
        which = getattr(spec, "that_player", None)
        if which == "recipient" and ev.kind == "attacks":   # "Whenever ~ attacks a player, that player …" (508.3a)
            return [("player", ev.recipient_player)] if ev.recipient_player is not None else []
        if which == "controller" and ev.kind == "player_dealt":
            # "Whenever one or more creatures an opponent controls deal combat damage to you, that opponent …": the
            # controller of the sources, as they dealt it (608.2h); sources of several controllers name no one player
            snap = self.evaluate()
            found = {getattr(snap.get(s) or (self.lki[s].working if s in self.lki else None), "controller", None)
                     for s in ev.sources}
            if len(found) == 1 and None not in found:
                return [("player", next(iter(found)))]
            self.note_unmodelled(ins if ins is not None else "that player", rc.item.name if rc.item is not None else "it",
                                 "\u201cthat player\u201d names the controllers of several sources")
            return []
        if ev.kind != "zone" and ev.player is not None:   # "Whenever a player casts a spell, that player …"
            return [("player", ev.player)]
        lki = ev.lki if ev.lki is not None else self.lki.get(ev.obj)
        if lki is not None and which in ("controller", "owner"):
            return [("player", getattr(lki, which))]
        self.note_unmodelled(ins if ins is not None else "that player", rc.item.name if rc.item is not None else "it",
                              "\u201cthat player\u201d names no player of its trigger event")
        return []

    def _action_in_rules(self, ins: Instruction, item) -> bool:
        """A part of a keyword action read as its rule's sentences (kb.engine.keywordactions) is done only under
        rules that define it: an action the edition has no rule for (connive before 2022), or one its words need
        a later rule for ("amass Orcs 1" under the 2019-2023 rules, 701.44a: amass N only), is not modelled there
        (its answers are "cannot decide"); the subtype amass adds (701.47a) is not part of the older amass N."""
        from .predefined import predefined_doubt   # 111.10, 701.16a: a predefined token the edition defines
        doubt = predefined_doubt(self, ins)
        if doubt:
            self.note_unmodelled(ins.text, item.name, doubt)
            return False
        verb = ins.opts.get("action_part")
        if not verb:
            return True
        need = ins.opts.get("needs")
        if not self.rules_have(verb) or (need and not self.rules_have(need)):
            if ins.opts.get("action"):
                self.note_unmodelled(ins.text, item.name, f"{verb} as these words say it is not in the rules of "
                                                           f"{self.edition}")
            return False
        only = ins.opts.get("only_with")
        if only and not self.rules_have(only):
            self.log.add(f"these rules' {verb} N adds no subtype to the Army (701.47a came later)", verb, indent=1,
                         kind="step")
            return False
        return True

    def _selector_doubt(self, snap, selector, ins, what: str | None = None) -> None:
        """Which objects an instruction or condition finds by a description can't be decided: something not modelled
        can change what the description reads (kb.engine.unknowns.selector_doubt): what follows can't be either."""
        from .unknowns import selector_doubt, note_derived, scope_of
        why = selector_doubt(self, snap, selector)
        if not why:
            return
        text = getattr(ins, "text", None)
        reason = f"which objects {what or (chr(8220) + text + chr(8221) if text else str(selector))} finds can't be " \
                 f"decided ({why[0]})"
        if text:
            note_derived(self, reason, scope_of(text))
        else:
            note_derived(self, reason)

    def note_unmodelled(self, what, where: str, why: str, scope_text: str | None = None) -> None:
        """An instruction or ability that happened and is not modelled: every answer its words can change is
        "cannot decide" from now on (``scope_text``: the part of it not otherwise accounted for, such as the
        effect of an ability whose cost was read and paid)."""
        from .unknowns import Unknown, scope_of, has_mana_burn
        text = what.text if hasattr(what, "text") else str(what)
        self.unknowns.append(Unknown(f"{where}'s \u201c{text}\u201d is not modelled ({why})",
                                     scope_of(scope_text if scope_text is not None else text,
                                              has_mana_burn(self)), since=self.clock))
        self.log.add(f"\u201c{text}\u201d: not modelled by the engine \u2014 answers it could change will say "
                     "\u201ccannot decide\u201d", indent=1, kind="step")


# words after an instruction that read whether it was done (608.2c): its unknown reaches them too
_HANGS_ON_IT = re.compile(r"\b(?:If (?:you|they|that player|the player) (?:do|don't|can't|did|didn't)|Otherwise)\b")


def _chosen_counter_kind(ins, rc, kinds) -> str:
    """The kind of counter chosen as the instruction resolves among ``kinds`` (608.2d): ``choose: {counter: KIND}``."""
    kind = rc.choices.get("counter")
    if kind not in kinds:
        raise EngineError(f"\u201c{ins.text}\u201d: which kind of counter? give choose: {{counter: "
                          f"{' | '.join(kinds)}}} (608.2d)")
    return kind


def _uses_lki(v) -> bool:
    from .instructions import ObjectValue, PaidValue
    return isinstance(v, (PaidValue, ObjectValue))


def _parse_text(text, name, types):
    from .cardtext import parse_card_text
    return parse_card_text(text, name, types)


_ = (StaticAbility, LastKnown)


_ENTERING_CHOICES = ("color", "creature_type", "basic_land_type", "opponent", "card_name", "card_type", "pay")


def _per_token_choices(choices: dict | None, n: int) -> list:
    """The "as ~ enters" choices of each of ``n`` tokens: a list value is one per token (614.12, 616.1g)."""
    out = []
    for i in range(n):
        one = {}
        for k, v in (choices or {}).items():
            if k not in _ENTERING_CHOICES:
                continue
            if isinstance(v, list):
                if len(v) != n:
                    raise EngineError(f"choose: {k}: {len(v)} value(s) given for {n} token(s) (one per token, 616.1g)")
                one[k] = v[i]
            else:
                one[k] = v
        out.append(one or None)
    return out


def _toxic_total(w) -> int:
    """702.164c: a creature's total toxic value, the sum of N over its toxic abilities (each instance counts)."""
    total = 0
    for h in w.abilities:
        m = re.fullmatch(r"toxic (\d+)", (h.ability.keyword or "").lower()) if h.ability.keyword else None
        if m:
            total += int(m.group(1))
    return total


def name_has_quality(card, quality: tuple) -> bool:
    """Whether ``card`` has each quality a card name is chosen with ("nonland", "creature"), 201.4a: the name chosen
    must be that of a card whose Oracle text has them."""
    return all((q[3:].capitalize() not in card.types) if q.startswith("non") else (q.capitalize() in card.types)
               for q in quality)
