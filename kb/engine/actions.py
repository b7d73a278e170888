"""What resolving instructions do (608.2c): the interpreter that follows them in the order written, and destroy /
sacrifice / exile / return (701), counter and copy spells, tap, and continuous effects (611.2). Mixed into
:class:`kb.engine.state.GameState`, beside the modules of the other actions: damage and prevention
(:mod:`kb.engine.actions_damage`), hands and libraries (:mod:`kb.engine.actions_cards`), life totals
(:mod:`kb.engine.actions_life`), tokens and counters (:mod:`kb.engine.actions_tokens`), what an instruction's words
refer to (:mod:`kb.engine.actions_subjects`) and whether its condition holds (:mod:`kb.engine.actions_conditions`).

Values are determined once, as each instruction is applied (608.2h), from the objects as they are
if they are still where the instruction expects them, else from their last known information; a
number a calculation would make negative is zero (107.1b).
"""
from __future__ import annotations

import re
from dataclasses import replace

from .counterexiled import countered_card
from .specialcounters import shield_unread
from .facechoice import face_chosen
from .energyamount import energy_defined
from .abilities import StaticAbility
from .blight import cannot_blight
from .blockpartner import block_partner
from .conditions import refers_to_object
from .foreachtokens import COLLECT_TOKENS   # every pass's tokens of a "for each", "Those tokens gain haste." (608.2c)
from .choiceclause import choice_parts
from .scry import scry_stated, surveil_stated
from .discover import discover_resolve
from .eachmay import choose_each, follows_declined
from .exilewhole import whole_refs
from .impossiblemay import cannot_choose_all
from .doonce import already_taken, note_action
from .stack import stated_costs
from .storm import copies_new_targets, copy_own_choices
from .samevalue import UNBOUND as SAME_VALUE, bind_same_value
from .effects import (UNTIL_CAST_FROM_EXILE, AbilityOp, ColorOp, ContinuousEffect, ControlOp, PTDoubleOp, PTModOp, PTSetOp, TextOp,
                      TypeOp)
from .errors import EngineError, ParseError
from .eachgraveyard import EACH_GRAVEYARD, shuffle_chosen_each_graveyard
from .filters import Const
from .gamevalues import GameView, fixed   # a value computed once (608.2h); kb.engine.actions_* take it from here
from .keywordactions import ACTION_MEANS
from .instructions import (SELF_SUBJ, Instruction, Subject, Subject_amount, parse_instructions, per_player)
from .evolves import evolved
from .negativemod import pt_mod_value
from .looking import LOOK_KINDS
from .putattacking import enter_put_attacking
from .payments import chooser, payer
from .objects import CardDef, LastKnown
from .rctx import RCtx
from .thisway import recording
from .exiledfacedown import mark_exiled_face_down
from .words import COLOR_LETTERS, said_none
from .text import player_cap as _cap, player_does as _pv, player_verb as _verb, player_poss as _poss
from .triggers import Event
from .reflexive import reflexive_anchor, reflexive_unruled

__all__ = ["RCtx", "ActionsMixin", "fixed"]


def subj_text(ins) -> str:
    return ins.subject.text if ins.subject is not None else ins.text


def _const_op(op, ctx, w):
    """608.2h: a continuous effect from a resolving spell fixes its numbers as it begins."""
    if type(op) is ControlOp and op.player is None:   # (its owner's control, kb.engine.ownercontrol: no one player)
        return ControlOp(ctx.you)
    if isinstance(op, PTSetOp) and op.dynamic:
        p = Const(fixed(op.power, ctx, w, clamp=False)) if op.power is not None else None
        t = Const(fixed(op.toughness, ctx, w, clamp=False)) if op.toughness is not None else None
        return PTSetOp(p, t)
    if isinstance(op, PTDoubleOp):  # 701.10c: a negative power doubled gives -X/-0 (no 107.1b clamp)
        return PTModOp(Const(fixed(op.dp, ctx, w, clamp=False)), Const(fixed(op.dt, ctx, w, clamp=False)))
    if isinstance(op, PTModOp) and op.dynamic and type(op) is PTModOp:
        # 107.1b of the game's edition: a negative amount is 0, or kept before 2017-07-08 (kb.engine.negativemod)
        return PTModOp(Const(pt_mod_value(op.dp, ctx, w)), Const(pt_mod_value(op.dt, ctx, w)))
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


def antecedent(subj: Subject, rc) -> Subject:
    """"It" with nothing before it to refer to: in a triggered ability, the object of the trigger
    event (the source, for a step beginning, which has none); in an activated ability ("Sacrifice ~: It deals 1
    damage to any target."), the object the ability is on, as it last existed if it is gone (113.7a, 608.2h)."""
    if subj.kind == "event" and getattr(rc, "source_oid", None) is not None:
        ev = getattr(rc, "event", None)
        if ev is None:   # an activated ability's "It deals 1 damage"; never a spell's "its" (not the spell itself)
            return subj if getattr(getattr(rc, "item", None), "kind", None) == "spell" else SELF_SUBJ
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


SPELL_WORDS = ("that spell", "that ability", "that spell or ability")


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
    from .madness import madness_cast
    from .dice import roll_die
    from .commandertohand import COMMANDER_TO_HAND, commander_to_hand
    from .commandercast import COMMANDER_CAST, commander_cast_free
    from .outsidegame import WISH, wish
    from .attackplayer import CHOOSE_RANDOM_OPPONENT, choose_random_opponent
    from .eachchooses import EACH_CHOOSE, each_choose
    from .energyamount import PAY_ANY_ENERGY, pay_any_energy
    from .encore import ENCORE_PAIRS, encore_pairs
    return {PAY_ANY_ENERGY: pay_any_energy, CHOOSE_RANDOM_OPPONENT: choose_random_opponent, "roll_die": roll_die, COMMANDER_TO_HAND: commander_to_hand, COMMANDER_CAST: lambda state, ins, rc, item: commander_cast_free(state, ins, rc, item, stated_costs), WISH: wish, "soulbond_pair": resolve_pair, "rebound_cast": rebound_cast, "enlist_boost": enlist_boost,
            "warp_exile": warp_exile, "miracle_cast": miracle_cast, "madness_cast": madness_cast, EACH_CHOOSE: each_choose,
            ENCORE_PAIRS: encore_pairs}


_MODULE_RESOLVERS = _module_resolvers()


# the choice that says an optional instruction was done, beside may: (kb.engine.scenario's choose: keys): the card cast
# ("You may cast …": cast: {card} or cast: false), the card put (put:, or choose: when no other instruction of the
# resolution took it: see chosen_key) or searched for, the Equipment attached, tap or untap, the permanent sacrificed
# or the card discarded
_MAY_SAID_BY = {"cast_free": "cast", "cascade_part": "cast", "search": "search", "attach": "attach",
                "tap_or_untap": "tap_or_untap", "sacrifice": "sacrifice", "discard": "discard",
                "pay_energy_any": "pay_energy"}   # "you may pay any amount of {E}": the amount (kb.engine.energyamount)

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
                                                          ability=getattr(item.ability, "text", None) or
                                                          getattr(item, "context", "") or None,
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
        # each proliferate its own choice (kb.engine.proliferates); "Proliferate twice." is two
        rc.chosen["proliferates"] = sum(getattr(i.amount, "n", 1) if i.amount is not None else 1
                                        for i in instructions if i.kind == "proliferate")
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
            if (ins.optional or len(instructions) == 1) and item is not None and already_taken(self, item):
                # "Do this only once each turn." (603.2h): another instance already took the action this turn
                rc.did = False
                self.log.add(f"\u201c{ins.text}\u201d: {item.controller} already took this action this turn (\u201cDo "
                             "this only once each turn.\u201d), so this instance does nothing", "do_once", indent=1,
                             kind="step")
                continue
            if ins.optional and (cant := cannot_choose_all(self, ins, rc)):
                rc.did = False   # an impossible option can't be chosen (608.2d; kb.engine.impossiblemay)
                self.log.add(f"\u201c{ins.text}\u201d: {cant}", "choices_on_resolution", indent=1, kind="step")
                continue
            if self._declined(ins, rc, item, instructions, idx):
                continue
            if ins.optional and ins.kind == "counters" and ins.subject is not None and (
                    ins.subject.kind in ("self", "target") and not self.subjects(ins.subject, rc, ins) or
                    cannot_blight(self, ins, rc)):   # 701.68b: no creature to blight (kb.engine.blight)
                # "You may put N +1/+1 counters on ~" with nothing left to put them on (its source left the
                # battlefield: a new object, 400.7; its target gone): whatever the choice, none are put, so it isn't
                # done and "If you don't, …" follows (608.2c; endure's Spirit token, 701.63a)
                rc.did = False
                self.log.add(f"\u201c{ins.text}\u201d: there is nothing to put the counters on, so they aren't put, "
                             "whatever the choice", "follow_instructions", indent=1, kind="step")
                continue
            if ins.optional and ins.kind == "fight" and self.fight_missing(ins, rc):
                # "then you may have ~ fight that creature" with no creature to fight ("up to one target" chosen for
                # none) or a fighter gone from the battlefield: whatever the choice, neither fights nor deals damage
                # (701.14b), so none is needed (kb.engine.actions_damage.fight_missing)
                rc.did = False
                self.log.add(f"\u201c{ins.text}\u201d: one of the creatures to fight is not there, so no fight happens, "
                             "whatever the choice", "fight", indent=1, kind="step")
                continue
            if ins.optional and ins.kind == "cast_free" and getattr(ins.opts.get("subject"), "kind", None) == "moved" and \
                    not self.subjects(ins.opts["subject"], rc, ins):
                # "Copy it. You may cast the copy." with no copy made (no card exiled, kb.engine.castcopy): there is
                # nothing to cast, whatever the choice (707.12)
                rc.did = False
                self.log.add(f"\u201c{ins.text}\u201d: there is nothing to cast, whatever the choice", "follow_instructions",
                             indent=1, kind="step")
                continue
            if ins.optional and rc.choices.get("may") is None and not ins.opts.get("each_may") and \
                    not ins.opts.get("any_times"):   # "pay … any number of times": the times stated say it (kb.engine.paytimes)
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
                    if not isinstance(pays, bool) and (forced := self._may_tried(ins, rc)) is not None:
                        pays = forced   # tried both ways (kb.engine.mayboth), as the file would say it
                        rc.chosen.pop("_may_tried_yes", None)
                        rc.choices = {**rc.choices, "pays": pays}
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
                        self._say_not_to(ins, rc)
                        continue
                elif rc.choices.get(_MAY_SAID_BY.get(ins.kind) or self.chosen_key(ins, rc, "may")) is None \
                        and self._may_tried(ins, rc) is False:   # tried as not chosen (kb.engine.mayboth)
                    rc.did = False
                    continue
                elif rc.choices.get(_MAY_SAID_BY.get(ins.kind) or self.chosen_key(ins, rc, "may")) is None \
                        and not rc.chosen.get("_may_tried_yes"):
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
            if ins.kind != "reflexive":   # "When you do, …" reads whether the action before it was done (603.12)
                rc.did = True
            if ins.optional or len(instructions) == 1:   # "Do this only once each turn." (603.2h): the action it
                note_action(self, item, True)          # indicates (its one "you may", or its one instruction) is taken
            if ins.opts.get("action"):   # a keyword action done as its rule defines it (kb.engine.keywordactions)
                self.log.add(ACTION_MEANS[ins.opts["action"]], ins.opts["action"], indent=1, kind="step")
            with self.batch(), recording(self, rc):   # what it acts on, for "… this way" later (kb.engine.thisway)
                self._instruction(ins, idx, rc, item, groups, label, name)


    def _may_reach(self, instructions, idx: int, item, rc: RCtx) -> tuple:
        """choice_reach's arguments for the unstated choice of ``instructions[idx]`` (608.2d): the instructions from it
        on, the resolving spell or ability (no reader of itself), "you" the player choosing, its target players."""
        spell = self.objects.get(item.oid) if item.kind == "spell" else None
        return (choice_parts(instructions, idx),   # the clauses of its sentence before it were followed (608.2c)
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
                if alt.opts.get("may_instead"):   # "you may … instead": the controller's choice (kb.engine.mayinstead)
                    from .mayinstead import choose_may_instead
                    return choose_may_instead(self, ins, alt, rc)
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
        elif alt.kind == "remove_counters":   # "unless you remove two oil counters from it": that many on it (118.3)
            n = fixed(alt.amount, rc, None)
            able = any(o is not None and o.counters.get(alt.opts["kind"]) is not None and
                       o.counters[alt.opts["kind"]].n >= n
                       for o in (self.objects.get(r[1]) for r in self.subjects(alt.subject, rc) if r[0] == "obj"))
        else:   # permanents of the player's own (701.21a; "you control"), or cards of their graveyard, as many as it says
            snap = self.evaluate()
            sel = getattr(alt.subject, "selector", None)
            yard = sel is not None and sel.zones == frozenset(("graveyard",))   # "exile a card from your graveyard"
            mine = [i for i in sel.select(snap.work, rc.at(snap.work, who, choices=False))
                    if (snap.work[i].owner if yard else snap.work[i].controller) == who and
                    snap.work[i].zone == ("graveyard" if yard else "battlefield")] if sel is not None else [1]
            able = len(mine) >= (alt.opts.get("count") or 1) or (yard and "graveyard" in self.player(who).unlisted)
        if not able:
            self.log.add(f"\u201c{alt.text}\u201d can't be done ({self.rule_no('cost_resources')}): \u201c{ins.text}\u201d "
                         "happens", "unless_offer", indent=1, kind="step")
            return False
        pays = rc.choices.get("pays")
        if pays is None:   # the player's choice is never guessed: what follows is "cannot decide" (118.12a)
            self.unstated_choice(ins, item, "pays", f"pays: true | false (does {who} do \u201c{alt.text}\u201d "
                                 "instead?; for a triggered ability: triggers: {SOURCE: {choose: {pays: ...}}})")
            return True
        if not pays:
            return False
        self._instruction(alt, idx, rc, item, groups, label, name)
        self.log.add(f"\u201c{alt.text}\u201d is done instead: \u201c{ins.text}\u201d does nothing", "unless_offer",
                     indent=1, kind="step")
        return True

    def _unless_actor(self, alt: Instruction, rc: RCtx) -> str:
        """The one player who may do what an "unless" clause offers (118.12a): you, or the player its words name
        ("unless that player sacrifices a creature": the player the instruction before it is about)."""
        ref = alt.subject if alt.kind == "discard" else alt.opts.get("unless_actor") or alt.source   # (unlessclauses)
        if ref is None or ref.kind in ("you", "self") or (alt.kind == "discard" and ref.kind == "players"):
            return rc.you
        who = {r[1] for r in self.subjects(ref, rc) if r[0] == "player"}
        if len(who) != 1:
            raise EngineError(f"\u201c{alt.text}\u201d: which player may do it can't be determined (118.12a)")
        return who.pop()

    def _pay_unless(self, ins: Instruction, rc: RCtx) -> None:
        """118.12a: "... unless [a player] pays N life": the player who pays loses that much life (119.4); a
        player can pay life only if their life total is at least that much (119.4). "... unless you pay {E}{E}": the
        player removes that many energy counters (107.14). Mana paid changes nothing the engine tracks."""
        energy = self._unless_energy(ins, rc)
        if energy is not None:   # 107.14: to pay {E}, a player removes one energy counter from themselves
            who, n = energy
            p = self.player(who)
            have = p.counters.get("energy", 0)
            if have < n:
                raise EngineError(f"\u201c{ins.text}\u201d: {who} can't pay {n} energy counter(s) ({self.rule_no('energy')})")
            p.counters["energy"] = have - n
            self.log.add(f"{_pv(who, 'pays')} {'{E}' * n} ({n} energy counter(s) removed, {have - n} left)", "energy",
                         indent=1, kind="step")
        got = self._unless_life(ins, rc)
        if got is None:
            return
        who, n = got
        if not self.pay_life(who, n, "to stop \u201c" + ins.text + "\u201d"):
            raise EngineError(f"\u201c{ins.text}\u201d: {who} can't pay {n} life ({self.rule_no('life_pay')})")


    def _attach_instruction(self, ins: Instruction, refs: list, rc: RCtx) -> None:
        """701.3a: an Equipment becomes attached to a creature, an Aura to an object it can enchant (303.4, 702.5: a
        Licid that has just become an Aura); one it can't be attached to doesn't move (701.3b); attached already to that
        one, nothing happens (701.3c). A Fortification becomes attached to a land (301.6)."""
        snap = self.evaluate()
        named = self.subjects(ins.source, rc, ins)
        onto = [r[1] for r in named if r[0] == "obj" and r[1] in self.objects]
        players = [r[1] for r in named if r[0] == "player"]
        if players or (not onto and getattr(ins.source, "kind", "") == "players"):
            # "attach this Aura to another one of your opponents": an Aura that can enchant a player (303.4, 702.5d)
            from .auraplayer import attach_to_player
            attach_to_player(self, ins, refs, players[:1], snap)
            return
        if ins.subject.kind == "chosen_equipment":   # "attach an Equipment you control to it": chosen now (608.2d)
            refs = self._chosen_equipment(ins, rc, snap)
            if refs is None:
                return
        if len(onto) > 1:   # "create a … token, then attach ~ to it" when a replacement made several (614.1a): it
            # is attached to one of them, the one its controller chooses as the instruction applies (608.2d, 701.3a)
            onto = self._attach_onto_chosen(ins, rc, onto)
            if onto is None:
                return
        for rk, oid in refs:
            w = snap.get(oid) if rk == "obj" and oid in self.objects else None
            if w is None or self.objects[oid].zone != "battlefield":
                continue
            aura = "Aura" in w.subtypes
            fort = "Fortification" in w.subtypes and "Equipment" not in w.subtypes and not aura
            if "Equipment" not in w.subtypes and not aura and not fort:
                self.note_unmodelled(ins.text, rc.item.name if rc.item is not None else "?",
                                      "attaching what is not an Equipment, a Fortification or an Aura")
                continue
            for t in onto[:1]:
                tw = snap.get(t)
                if tw is None or self.objects[t].zone != "battlefield" or t == oid or not (
                        self._can_enchant(w, tw, snap) if aura else
                        ("Land" in tw.types and "Creature" not in w.types) if fort else "Creature" in tw.types):
                    self.log.add(f"{self.objects[oid].alias} can't be attached to {self.objects[t].alias}: it doesn't "
                                 "move (701.3b)", "attach", indent=1, kind="step")
                elif self.objects[oid].attached_to == t:
                    self.log.add(f"{self.objects[oid].alias} is already attached to {self.objects[t].alias} (701.3c)",
                                 "attach", indent=1, kind="step")
                else:
                    self.attach(oid, t)

    def _attach_onto_chosen(self, ins: Instruction, rc: RCtx, onto: list) -> list | None:
        """The one object, among several "it" names, that the permanent is attached to: stated with
        ``choose: {attach: NAME}``; not stated, never the first one guessed (None: cannot decide, 608.2d)."""
        want = rc.choices.get("attach")
        if want is None:
            self.unstated_choice(ins, rc.item, "attach", "attach: NAME (the one of "
                                 + ", ".join(self.objects[o].alias for o in onto) + " it is attached to)")
            return None
        oid = self.obj(want).oid
        if oid not in onto:
            raise EngineError(f"\u201c{ins.text}\u201d: {want} is not one of "
                              + ", ".join(self.objects[o].alias for o in onto) + f" ({self.rule_no('choices_on_resolution')})")
        return [oid]

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
                                  f"(choose: {{flip: won | lost}}, {self.rule_no('coin_flip')})")
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
                              f"{player} controls no such ability: give flip: won | lost ({self.rule_no('coin_flip')})")
        if len(thumbs) > 1:
            self.note_unknown(f"{_pv(player, 'controls')} {names}: several “instead flip two coins and "
                              f"ignore one” effects on one flip are not modelled ({self.rule_no('replacement')}, "
                              f"{self.rule_no('replacement_order')})")
            return None
        if res is None:
            return None
        if not isinstance(res, dict) or set(res) - {"coins", "keep"} or not isinstance(res.get("coins"), list):
            raise EngineError(f"“{ins.text}”: {names} makes {player} flip two coins and ignore one: give "
                              f"flip: {{coins: [won, lost], keep: won}} ({self.rule_no('replacement')}, {self.rule_no('coin_flip')}), "
                              f"not {res!r}")
        norm = {"won": "win", "win": "win", "lost": "lose", "lose": "lose"}
        coins = [norm.get(str(c).strip().lower()) for c in res["coins"]]
        if len(coins) != 2 or None in coins:
            raise EngineError(f"“{ins.text}”: two coins are flipped, each won or lost: coins: [won, lost] "
                              f"({self.rule_no('replacement')}, {self.rule_no('coin_flip')}), not {res['coins']!r}")
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

    def _declined(self, ins: Instruction, rc: RCtx, item, body: list, idx: int, say: bool = True) -> bool:
        """Whether ``ins`` (``body[idx]``) is not done by choice (608.2d): its "you may" declined, or, for "each player
        may …", no player of the group choosing it (kb.engine.eachmay); then "if you do" reads it as not done."""
        if ins.opts.get("each_may"):
            declined = not choose_each(self, ins, rc, item, self._may_reach(body, idx, item, rc))
        elif follows_declined(rc, ins):   # "each player may search …, then shuffle": no one searched (608.2d)
            return True
        elif ins.optional and not self._may(ins, rc):
            declined = True
            if say:
                self._say_not_to(ins, rc)
        else:
            return False
        if declined:
            rc.did = False
            if ins.kind == "reveal_until":   # no card revealed: "that card" and "the rest" name none (701.20a, 608.2d)
                rc.looked = {"player": rc.you, "cards": [], "unnamed": 0, "found": None}
        return declined

    def _may_tried(self, ins, rc):
        """A run trying each choice of the unstated "you may" choices (kb.engine.mayboth): this one's choice, True (it
        is done) or False (it isn't); None when not trying (counted as unstated)."""
        from .mayboth import forced_may, note_unsaid
        rc.chosen.pop("_may_tried_yes", None)
        v = forced_may()
        if v is None:
            note_unsaid(self, 2)
            return None
        self.log.add(f"\u201c{ins.text}\u201d: tried as {'chosen' if v else 'not chosen'} (the choice isn't stated; "
                     f"{self.rule_no('choices_on_resolution')})", "follow_instructions", indent=1, kind="step")
        if v:
            rc.chosen["_may_tried_yes"] = True   # done as if the file said so (a run it can't carry out isn't compared)
        return v

    def _say_not_to(self, ins: Instruction, rc: RCtx) -> None:
        """The trace line of a declined "may": whose choice it was (608.2d; kb.engine.payments.chooser)."""
        try:
            who = chooser(self, ins, rc)
        except EngineError:   # a subject no longer found: the line names no player
            who = None
        whose = f"{_poss(who)} choice" if who is not None else "the choice"
        self.log.add(f"\u201c{ins.text}\u201d: {whose} is not to", indent=1, kind="step")

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
        if k in ("cascade_part", "suspend_part", "myriad_part", "warp_part", "madness_part"):   # the rest of those texts: done by the first sentence's resolver
            return
        if k == "flip_coin":
            self._flip_coin(ins, rc, item)
            return
        if ins.opts.get("unless_each") is not None:   # "Each opponent … unless they …" (kb.engine.eachunless)
            from .eachunless import follow_each_unless
            if follow_each_unless(self, ins, idx, rc, item, groups, label, name):
                return
        if ins.opts.get("unless_do") is not None and self._did_instead(ins, idx, rc, item, groups, label, name):
            return
        if ins.opts.get("unless_pays") and k != "counter_spell":   # a counter asks its spell's controller (below)
            pays = rc.choices.get("pays")
            try:
                life = self._unless_life(ins, rc) if pays is not False else None
            except EngineError:   # who may pay is not known: the choice stays unstated (below)
                life = None
            cant = self.life_unpayable_by(*life) if life is not None else None
            if not cant and pays is not False and re.fullmatch(r"(?:\{E\})+", ins.opts["unless_pays"]):
                # "sacrifice it unless you pay {E}{E}": fewer energy counters than that can't pay it (107.14, 118.3)
                if not energy_defined(self, ins):
                    return
                try:
                    energy = self._unless_energy(ins, rc)
                except EngineError:   # who may pay is not known: the choice stays unstated (below)
                    energy = None
                cant = self.energy_unpayable_by(*energy) if energy is not None else None
            if cant:   # a life total below the payment (119.4), or a player who can't lose life (119.8): no choice, and
                # a payment stated as made isn't (as for "you may pay N life", kb.engine.payments.pay)
                pays = False
                self.log.add(f"{cant[0]}: {ins.opts['unless_pays']} can't be paid, whatever the choice", cant[1],
                             indent=1, kind="step")
            if pays is None:   # tried both ways (kb.engine.mayboth), as the file would say it
                forced = self._may_tried(ins, rc)
                rc.chosen.pop("_may_tried_yes", None)
                if forced is not None:
                    pays = forced
                    rc.choices = {**rc.choices, "pays": pays}
            if pays is None:   # never guessed: what follows is "cannot decide" (118.12a)
                self.unstated_choice(ins, item, "pays", f"pays: true | false (is {ins.opts['unless_pays']} paid?; for a "
                                     "triggered ability: triggers: {SOURCE: {choose: {pays: ...}}})")
                return
            if pays:
                self._pay_unless(ins, rc)
                self.log.add(f"{ins.opts['unless_pays']} is paid: \u201c{ins.text}\u201d does nothing", indent=1, kind="step")
                return
        refs = self.subjects(ins.subject, rc, ins)
        from .thosemoved import record
        record(rc, ins, refs)   # the group it acts on, for "those creatures" after it (kb.engine.thosemoved)
        if getattr(rc, "each", None) is None and per_player(ins.amount):
            self._per_player(ins, refs, idx, rc, item, groups, label, name)
            return
        rc.prev = ins.subject
        if k == "exile" and ins.opts.get("whole"):   # "exile two cards … If you can't": all or none (kb.engine.exilewhole)
            refs = whole_refs(self, ins, refs)
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
        elif k == "phase_out":   # what phased out directly: "they" of "they can't phase in" (kb.engine.phaselock)
            rc.phased = self.phase_out([oid for kind, oid in refs if kind == "obj" and oid in self.objects])
        elif k == "remove_from_combat":
            self.remove_from_combat([oid for kind, oid in refs if kind == "obj"])
        elif k == "tap_or_untap":   # "You may tap or untap target creature": the choice as it resolves (608.2d)
            v = rc.choices.get("tap_or_untap")
            if v is None:
                self.unstated_choice(ins, item, "tap_or_untap", "tap_or_untap: tap | untap")
                return
            if v not in ("tap", "untap"):
                raise EngineError(f"\u201c{ins.text}\u201d: choose: {{tap_or_untap: tap | untap}}, not {v!r} ({self.rule_no('choices_on_resolution')})")
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
                kind = chosen_counter_kind(ins, rc, ins.opts["kinds"], self, item)
            if kind is None:   # the choice isn't stated: noted, nothing is put (what it changes can't be decided)
                return
            each = self._divided(ins, n, refs, rc) if ins.opts.get("divided") else [(r, n) for r in refs]
            put = 0
            for (rk, oid), share in each:
                if rk == "obj" and oid in self.objects:
                    got = self.put_counters(oid, kind, share, by=item.controller)
                    put += got
                    if evolved(item, oid, kind, got):   # 702.100b
                        self._emit(Event("evolves", obj=oid, player=item.controller))
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
                    kinds = [k for k in [chosen_counter_kind(ins, rc, o.counters, self, item)] if k is not None]
                together = {}
                for kind in kinds:
                    rc.did = True
                    n = o.counters[kind].n if every else 1
                    self.remove_counters(oid, kind, n, off=False)
                    rc.removed[kind] = rc.removed.get(kind, 0) + n
                    together[kind] = n
                if together:   # every kind removed at once: one "one or more counters are removed" event (603.2c)
                    self.counters_off_together(oid, together)
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
        elif k == "choose_opponent":   # kb.engine.chooseopponent
            from .chooseopponent import choose_opponent
            choose_opponent(self, ins, rc)
        elif k == "cast_from_hand":   # kb.engine.castamong
            from .castamong import cast_from_hand
            from .stack import stated_costs
            cast_from_hand(self, ins, rc, item, stated_costs)
        elif k == "cast_exiled":   # kb.engine.castamong
            from .castamong import cast_exiled
            from .stack import stated_costs
            cast_exiled(self, ins, rc, item, stated_costs)
        elif k == "exiled_rest":   # kb.engine.exileuntil
            from .exileuntil import exiled_rest
            exiled_rest(self, ins, rc)
        elif k == "cast_exiled_one":   # kb.engine.castamong
            from .castamong import cast_exiled_one
            from .stack import stated_costs
            cast_exiled_one(self, ins, rc, item, stated_costs)
        elif k == "cast_milled":   # kb.engine.castamong
            from .castamong import cast_milled
            from .stack import stated_costs
            cast_milled(self, ins, rc, item, stated_costs)
        elif k in ("change_target", "choose_new_targets"):
            new = rc.choices.get("spell_targets")   # not new_targets: Wild Ricochet also copies the spell (707.10c)
            for rk, oid in refs:
                spell = next((it for it in self.stack if (it.oid if rk == "obj" else it.sid) == oid), None)
                if spell is None:
                    self.log.add("the spell is no longer on the stack: nothing changes", indent=1, kind="step")
                    continue
                if ins.opts.get("to_source"):   # "change a target of … to ~" (115.7b; kb.engine.retargetself)
                    from .retargetself import change_a_target_to
                    from .legality import target_ok
                    change_a_target_to(self, spell, ("obj", item.source), ins, rc, item, target_ok)
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
                    held = [o.oid for o in self.in_zone("hand", who)]
                    try:
                        did = self._discard_kind(who, fixed(ins.amount, rc, None), ins, rc)
                        total += did
                        rc.chosen.setdefault("amount_by", {})[who] = did
                    finally:
                        self.discard_by = None
                    # "the discarded card" / "the same mana value as that card" later in these instructions: this
                    # discard's, as it last existed (608.2h), as for a discard of any card below
                    gone = [self.lki[i] for i in held if i not in self.objects and i in self.lki]
                    rc.paid_now = {**rc.paid_now, "discard": gone, "discard_unnamed": did > len(gone)}
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
            discarded = []
            for rk, who in refs:
                if rk == "player":
                    held = [o.oid for o in self.in_zone("hand", who)]
                    self.discard_by = item.controller   # who controls what causes it (a card's own replacement)
                    try:
                        want = rc.choices.get("discard")
                        if isinstance(want, dict):   # "each player discards a card": one choice per player, 608.2d
                            want = want.get(who)
                        did = self.discard(who, n, want, random=ins.opts.get("random", False))
                    finally:
                        self.discard_by = None
                    total += did
                    rc.chosen.setdefault("amount_by", {})[who] = did
                    gone = [self.lki[i] for i in held if i not in self.objects and i in self.lki]
                    # "the discarded card" later in these instructions: this discard's (608.2h: as it last existed;
                    # none if nothing was discarded); cards the scenario doesn't name: what is read from them is unknown
                    rc.paid_now = {**rc.paid_now, "discard": gone, "discard_unnamed": did > len(gone)}
                    discarded += [i for o in held if o not in self.objects for i in self.successors.get(o) or ()]
            rc.last_amount = total
            rc.moved = discarded   # "that card" after it: the card discarded, in the graveyard (701.9a, 400.7j)
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
                                  f"({self.rule_no('choices_on_resolution')}); give choose: {{{key}: NAME}}")
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
                raise EngineError(f"“{ins.text}”: {_pv(rc.you, 'chooses')} a number as it resolves ({self.rule_no('choices_on_resolution')}); "
                                  f"give choose: {{{key}: N}}") from None
            rc.choices = {**rc.choices, key: v}
            self.log.add(f"{_pv(rc.you, 'chooses')} the number {v}", "choices_on_resolution", indent=1, kind="step")
        elif k == "mill":
            n = fixed(ins.amount, rc, None)
            every: list = []   # "each player mills four cards. … from among the milled cards": every player's (701.17a)
            for rk, who in refs:
                if rk == "player":
                    size = self.player(who).library_size()   # None: a library the scenario doesn't list
                    got = self.mill(who, n) or []
                    every += got
                    rc.moved = every
                    # fewer named cards moved than the library could give: unnamed cards were milled (also when they
                    # were the whole rest of it), not when a listed library simply ran out (701.17a, 609.3)
                    if size is None or len(got) < min(n, size):
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
                    n = fixed(ins.amount, rc, None) if ins.amount else None
                    if ins.opts["what"] == "scry" and scry_stated(self, ins, rc, who, n):   # 701.22a, places stated
                        self._scried(who, n)
                        continue
                    if ins.opts["what"] == "surveil" and surveil_stated(self, ins, rc, who, n):   # 701.25a, stated
                        self._surveilled(who, n)
                        continue
                    self._library_order(who, ins.opts["what"], n)
        elif k == "top_to_hand":
            for kind, who in self.subjects(ins.opts["who"], rc, ins):
                if kind == "player":
                    rc.moved = self._top_to_hand(who)
        elif k == "copy_card":   # "Copy the exiled card." (707.12; kb.engine.castcopy)
            from .castcopy import copy_card
            copy_card(self, ins, rc, item)
        elif k == "top_to_bottom":   # 401.4 (kb.engine.librarybottom)
            from .librarybottom import top_to_bottom
            for kind, who in self.subjects(ins.opts["who"], rc, ins):
                if kind == "player":
                    top_to_bottom(self, who)
        elif k == "turn_permission":   # "Until end of turn, you may play lands and cast spells from your graveyard."
            from .turnpermission import grant_turn_permission   # (601.3, 611.2a; kb.engine.turnpermission)
            grant_turn_permission(self, ins, rc, item)
        elif k == "pay_life_any":   # "Pay any amount of life." (kb.engine.payanylife)
            from .payanylife import pay_any_life
            pay_any_life(self, ins, rc, item)
        elif k == "reveal_from_hand":   # "target opponent reveals N cards from their hand" (kb.engine.revealfromhand)
            from .revealfromhand import reveal_from_hand
            reveal_from_hand(self, ins, rc, item)
        elif k == "reveal":
            self.log.add(f"\u201c{ins.text}\u201d: revealing changes nothing in the game", indent=1, kind="step")
        elif k == "look_hand":   # a hand is a hidden zone (400.2): its controller sees it, nothing moves
            self.log.add(f"\u201c{ins.text}\u201d: looking at a hand changes nothing in the game", indent=1, kind="step")
        elif k == "player_counters":
            n = fixed(ins.amount, rc, None)
            if ins.opts.get("kind") == "energy" and not energy_defined(self, ins):
                return
            base = n
            for rk, who in refs:
                if rk == "player":   # each player's counters replaced on their own (614.1: the amount stated, each time)
                    n = self.replace_player_counters(who, ins.opts["kind"], base, item.controller)
                    if n <= 0:
                        continue
                    p = self.player(who)
                    if ins.opts["kind"] == "poison":   # 122.1f: a player's poison counters (704.5c reads them)
                        p.poison += n
                    else:
                        p.counters[ins.opts["kind"]] = p.counters.get(ins.opts["kind"], 0) + n
                    self.log.add(f"{_pv(who, 'gets')} {n} {ins.opts['kind']} counter(s)", "counters_put", indent=1, kind="step")
                    self._emit(Event("player_counters", player=who, counter=ins.opts["kind"], amount=n))   # 122.1, 603.2
        elif k in ("pay_mana", "pay_life"):   # "you may pay {1}. If you do, ..." (kb.engine.payments)
            from .payments import pay
            pay(self, ins, rc)
        elif k == "pay_energy":   # 107.14: remove that many energy counters, if the player has them (118.3)
            if not energy_defined(self, ins):
                rc.did = False
                return
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
                # the N of "Monstrosity N" travels with the event: "When ~ becomes monstrous, … X …" reads it (701.37c)
                self._emit(Event("monstrous", obj=oid, amount=n))
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
            before = len(self.unknowns)
            n = fixed(ins.amount, rc, None, clamp=False)
            if k == "look_top" and len(self.unknowns) > before:
                # its number can't be decided ("the amount of mana spent to cast this spell" not stated, 601.2h):
                # nor which cards it looks at, nor where they go (noted by the value)
                from .looking import look_count_undecided
                look_count_undecided(self, ins, rc)
            else:
                self.look_instruction(ins, refs, rc, item, n)
        elif k == "search":   # 701.23
            rc.moved = self._search(ins, rc)
        elif k == "split_found":
            self._split_found(ins, refs, rc)
        elif k == "each_kind":   # "for each kind of counter on target permanent, …" (122.1; kb.engine.looking)
            self.each_kind_instruction(ins, refs, rc, item)
        elif k == "friend_or_foe":   # "For each player, choose friend or foe." (608.2d, kb.engine.friendfoe)
            from .friendfoe import choose_friend_or_foe
            choose_friend_or_foe(self, ins, rc, item)
        elif k == "attach":   # 701.3a-c
            self._attach_instruction(ins, refs, rc)
        elif k == "unattach":   # "Unattach ~" (702.151a; kb.engine.reconfigure)
            from .reconfigure import unattach_self
            unattach_self(self, rc)
        elif k in ("manifest", "cloak"):   # 701.40a, 701.58a (kb.engine.facedown)
            who = [r[1] for r in self.subjects(ins.subject, rc, ins) if r[0] == "player"][:1] if ins.subject.kind != \
                "you" else [rc.you]   # "Its controller manifests …": that player (701.40a)
            if not who:
                self.note_unknown(f"\u201c{ins.text}\u201d: which player manifests is not known"
                                  f" ({self.rule_no('lki')})")
            rc.moved = [o.oid for p in who for o in self.manifest_top(p, fixed(ins.amount, rc, None), way=k) if o is not None]
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
            made = [self.add_extra_turn(r[1]) for r in refs if r[0] == "player"
                    for _ in range(int(ins.opts.get("count") or 1))]   # "two extra turns": added one at a time
            self.__dict__["_extra_turns_by"] = (id(item), made)   # "that turn's end step" (603.7) after it
        elif k == "skip_next":   # 614.10 (kb.engine.skipnext)
            from .skipnext import schedule
            for r in refs:
                if r[0] == "player":
                    schedule(self, r[1], ins.opts["what"], fixed(ins.amount, rc, None) if ins.amount is not None else 1)
        elif k == "no_max_hand":   # 402.2, 611.2a (kb.engine.handsizeeffect)
            from .handsizeeffect import start_no_maximum
            for r in refs:
                if r[0] == "player":
                    start_no_maximum(self, r[1], f"{item.name}: \u201c{ins.text}\u201d")
        elif k == "hand_size_change":   # 402.2, 611.2a (kb.engine.handsizeeffect)
            from .handsizeeffect import start_change
            n = fixed(ins.amount, rc, None)
            start_change(self, rc.you, f"{item.name}: \u201c{ins.text}\u201d", -n if ins.opts.get("dir") == "reduced" else n)
        elif k == "control_player":   # 723.1 (kb.engine.playercontrol)
            from .playercontrol import start_control
            start_control(self, [r[1] for r in refs if r[0] == "player"], item.controller,
                          bool(ins.opts.get("extra_turn_after")))
        elif k == "extra_combat":   # 500.8 (kb.engine.turns)
            self.add_extra_combat(ins.opts.get("phase", "main"), ins.opts.get("main", True))
        elif k == "end_turn":   # 724.1 (kb.engine.turns)
            self.end_the_turn(item)
        elif k == "day_night":   # 731.1: "it becomes night" (kb.engine.daynight)
            from .daynight import effect_makes
            effect_makes(self, ins, item, rc)
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
        elif k == EACH_GRAVEYARD:   # "Choose three cards in each graveyard. Their owners shuffle …" (609.3, 701.24a)
            shuffle_chosen_each_graveyard(self, ins, rc)
        elif k == "choose_moved":   # "Choose one of them." after cards were exiled (608.2d; kb.engine.impulse)
            from .impulse import choose_moved
            choose_moved(self, ins, rc, item)
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
            if rc.did and not reflexive_unruled(self, ins.opts["text"]):
                from .triggers import Pending
                sac = (rc.paid_now.get("sacrifice") or [None])[0]
                ev = Event("zone", obj=sac.oid, lki=sac, from_zone="battlefield", to_zone="graveyard") if sac else rc.event
                if ev is None:   # a spell's "When you do, it …": the object the action acted on (603.12; 400.7j)
                    ev = reflexive_anchor(self, refs)
                if ins.opts.get("times_paid"):   # its event: the payments made, "that many" the times paid (kb.engine.paytimes)
                    ev = Event("paid", player=rc.you, amount=rc.last_amount)
                self.pending.append(Pending(None, rc.source_oid, rc.src, rc.you, ev, text=ins.opts["text"],
                                            context="" if sac else ins.opts.get("ability", ""),
                                            label=f"{self._alias_of(rc.source_oid) if rc.source_oid else item.name}'s "
                                                  "reflexive ability", concept="trigger"))
                self.log.add("a reflexive triggered ability triggers: \u201c" + ins.opts["text"] + "\u201d", "reflexive_trigger",
                             indent=1, kind="step")
        elif k == "mana":   # a spell or an ability that adds mana as it resolves (106.4): to its controller's pool
            src = self.objects.get(rc.source_oid) if rc.source_oid is not None else None
            # "that player adds {G}{G}": to the pool of each player the words name (106.4)
            whose = [rc.you] if ins.subject.kind == "you" else [who for rk, who in refs if rk == "player"]
            try:
                for who in whose:
                    self.produce_mana(who, "Add " + ins.opts.get("produces", ""), src, dict(rc.choices or {}),
                                      resolving=True, item=rc.item, kept=ins.opts.get("kept"),
                                      chosen_now=bool(ins.opts.get("chosen_now")), count=ins.opts.get("count_value"))
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
            from .impulse import unnamed_reach
            from .exilednames import linked_reader
            n = fixed(ins.amount, rc, None) if ins.amount is not None else 0
            moved = None   # each player's cards, in the order exiled: "those cards" after it are all of them
            for rk, who in self.subjects(ins.opts["who"], rc, ins):
                if rk == "player" and ins.opts.get("exile_until") is not None:   # "… until they exile a nonland card"
                    from .exileuntil import exile_until
                    got = exile_until(self, ins, rc, who, True, unnamed_reach(self, item, ins.text, who))
                    if got is None:   # which cards: not decided (noted)
                        return
                    moved = (moved or []) + got
                    continue
                if rk == "player" and ins.opts.get("all_but_bottom"):   # every card but the last (kb.engine.exiletopcount)
                    from .exiletopcount import all_but_bottom_count
                    n = all_but_bottom_count(self, who)
                    if n is None:
                        self.note_unknown(f"\u201c{ins.text}\u201d: how many cards {who}'s library holds is not stated "
                                          "(players: library: N or [...]), so which cards are exiled can't be decided")
                        continue
                if rk == "player":
                    got = self._top_to_exile(who, n, reads_it=_reads_exiled(item.text or "", ins.text or ""),
                                             reach=unnamed_reach(self, item, ins.text, who))
                    moved = (moved or []) + list(got)
                    if ins.opts.get("face_down"):   # "… face down": no characteristics in exile (406.3a)
                        mark_exiled_face_down([self.objects.get(o) for o in got])
                    # "Put the exiled cards not cast this way on the bottom …" (kb.engine.exileuntil.exiled_rest)
                    rc.chosen["exiled_top"] = (who, list(got), max(0, n - len(got)))
                    # 607.2a: cards it exiles are "exiled with" its source for a linked ability ("Counter target spell
                    # with the same name as a card exiled with ~"); an unnamed card among them: what is exiled with the
                    # source is not known, so what reads that can't be decided
                    self._link_exiled(list(got), rc)
                    if len(got) < n and linked_reader(self, rc.source_oid):
                        self.note_unknown(f"a card exiled with {item.name} is not named in the scenario (players: "
                                          "library: [...]): what is exiled with it is not known")
            if moved is not None:
                rc.moved = moved
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
            raise EngineError(f"“{text}”: choose: {{learn: {{discard: CARD}} | {{lesson: CARD}} | none}} ({self.rule_no('learn')}), "
                              f"not {want!r}")
        how, card = next(iter(want.items()))
        p = self.player(who)
        if how == "discard":
            o = next((o for o in self.in_zone("hand", who) if o.alias.lower() == str(card).lower()), None)
            if o is None:
                raise EngineError(f"“{text}”: {card!r} is not a card in {_poss(who)} hand ({self.rule_no('learn')})")
            self.log.add(f"{who} learns: discards {o.alias} and draws a card", "learn", indent=1, kind="step")
            self.discard(who, 1, chosen=o.alias)
            self.draw(who, 1)
            return
        found = next((c for c in p.outside if c.name.lower() == str(card).lower()), None)
        if found is None:
            raise EngineError(f"“{text}”: the scenario doesn't say {who} owns {card!r} outside the game "
                              f"(players: outside: [...], {self.rule_no('learn')})")
        if "Lesson" not in found.subtypes:
            raise EngineError(f"“{text}”: {found.name} is not a Lesson card ({self.rule_no('learn')})")
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
        i = self.players.index(rc.you)
        voters = [p for p in self.players[i:] + self.players[:i] if self.player(p).in_game]
        if ins.opts.get("selector") is not None:   # votes for objects (kb.engine.voteobjects)
            from .voteobjects import vote_for_objects
            vote_for_objects(self, ins, rc, item, voters)
            return
        options = ins.opts["options"]
        said = rc.choices.get("votes")
        if not isinstance(said, dict) or any(p not in said for p in voters):
            self.unstated_choice(ins, item, "votes", "votes: {" + ", ".join(f"{p}: {'|'.join(options)}" for p in voters) + "}")
            rc.chosen["votes"] = {}
            return
        votes = {o: 0 for o in options}
        for p in voters:
            for v in (said[p] if isinstance(said[p], list) else [said[p]]):
                if str(v).lower() not in votes:
                    raise EngineError(f"\u201c{ins.text}\u201d: {p} votes for {v!r}, not one of {', '.join(options)} ({self.rule_no('vote')})")
                votes[str(v).lower()] += 1
            self.log.add(f"{_pv(p, 'votes')} for {' and '.join(str(v) for v in (said[p] if isinstance(said[p], list) else [said[p]]))}",
                         "vote", indent=1, kind="step")
        rc.chosen["votes"] = votes
        self.log.add("votes: " + ", ".join(f"{o} {n}" for o, n in votes.items()), "vote", indent=1, kind="step")


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
        from .foreachexiled import COLLECT   # every pass's moved cards, for a sentence after it (kb.engine.foreachexiled)
        collected: list = []
        tokens: list = []
        for ref in order_for_each(self, refs, rc, item):
            rc.moved = [] if ins.opts.get(COLLECT) else rc.moved
            rc.each = ref
            rc.prev = ins.subject
            self.log.add(f"for {self._ref_name(ref)}:", "each_in_turn", indent=1, kind="step")
            for j, sub in enumerate(body):
                sub = self._instead_of(sub, rc)
                if sub.condition is not None and not self.condition_holds(sub.condition, rc):
                    continue
                if self._declined(sub, rc, item, body, j, say=False):
                    continue
                rc.refresh()
                rc.did = True
                self._instruction(sub, j, rc, item, groups, label, name)
            collected += list(getattr(rc, "moved", None) or ()) if ins.opts.get(COLLECT) else []
            tokens += [t for t in getattr(rc, "tokens", None) or () if t not in tokens]
        rc.each = None
        if ins.opts.get(COLLECT):
            rc.moved = collected
        if ins.opts.get(COLLECT_TOKENS):
            rc.tokens = tokens


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


    def _exchange_control(self, ins: Instruction, idx: int, rc: RCtx, item, groups: dict, label, name) -> None:
        """701.12a-b: each of the two targets' controllers gains control of the permanent the other controlled, for
        good (611.2a); a target gone (608.2b) or both controlled by one player: no part of the exchange occurs.
        Under an edition before 701.12b's wording (2009-07-11) it is "cannot decide"."""
        from .versions import rule
        from .effects import ControlOp
        # each side: one target, or the source and the trigger event's spell ("~ and that spell", kb.engine.exchangespell)
        sides = [Subject("target", slots=(s,), text=ins.text) for s in ins.subject.slots] \
            if ins.subject.kind == "target" else \
            [Subject("target", slots=(s,), text=ins.text) if p.kind == "target" else p
             for p in ins.subject.parts for s in (p.slots if p.kind == "target" else (None,))]
        if not rule("exchange_control", self.edition):
            self.note_unknown(f"\u201c{ins.text}\u201d: the rules of {self.edition} don't word how control is exchanged "
                              "(701.12b came with the 2009-07-11 edition)")
            return
        snap = self.evaluate()
        objs = []
        for s in sides:
            refs = [r for r in self.subjects(s, rc, ins) if r[0] == "obj"]
            w = snap.get(refs[0][1]) if refs else None
            if w is not None and (w.zone == "battlefield" or (w.zone == "stack" and any(
                    it.kind == "spell" and it.oid == w.oid for it in self.stack))):
                # a spell on the stack too ("exchange control of target noncreature spell and target creature"): its
                # controller changes like Aethersnatch's (layer 2, 613.1b; it resolves under its new controller)
                objs.append((s, w))
        if len(objs) != 2:
            self.log.add(f"\u201c{ins.text}\u201d: one of them is gone, so no part of the exchange occurs", "exchange_control",
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
            self._continuous(Instruction("continuous", s, (ControlOp(to),),
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
            if getattr(op, "restriction", None) is not None and op.restriction.objects == SAME_VALUE:
                op = bind_same_value(self, op, rc)   # "… the same mana value as that spell" (kb.engine.samevalue)
                if op is None:
                    continue
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
            if isinstance(op, ColorOp) and op.chosen == "set_colors":   # "… color or colors of your choice"
                from .colorchoice import chosen_colors
                op = chosen_colors(self, ins, rc, item)
                if op is None:
                    continue
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
            if getattr(op, "kind", "") == "voted_protection":   # decided by this resolution's vote (kb.engine.votedcolors)
                from .votedcolors import voted_protection
                op = voted_protection(self, op, ins, rc)
                if op is None:
                    continue
            key = getattr(op, "choice_key", None)
            if key:   # "+1/-1 or -1/+1", "your choice of flying, vigilance, or lifelink": chosen as it resolves (608.2d)
                if rc.choices.get(key) is None:
                    self.unstated_choice(ins, item, key, f"{key}: " + op.hint())
                    continue
                try:
                    op = op.choose(rc.choices.get(key))
                except ValueError as exc:
                    raise EngineError(f"\u201c{ins.text}\u201d: the {op.chosen_what} is chosen as it resolves ({self.rule_no('choices_on_resolution')}); "
                                      f"give choose: {{{key}: {exc}}}") from None
            if isinstance(op, TextOp):
                old, new = rc.choices.get("text_from"), rc.choices.get("text_to")
                if not old or not new:
                    raise EngineError(f"\u201c{ins.text}\u201d needs choose: {{text_from: ..., text_to: ...}}")
                op = TextOp(old, new)
            ops.append(op)
        if ins.opts.get("block_whom") is not None:   # "… blocks it this combat if able": the event's object (kb.engine.blockwhom)
            from .blockwhom import bind_block_whom, target_whom
            whom = ins.opts["block_whom"]
            ops = bind_block_whom(ops, target_whom(self, whom, rc) if whom.kind == "target" else
                                  [r[1] for r in self.subjects(whom, rc, ins) if r[0] == "obj"])
        per_object: list = []   # (object, its own ops): one effect each, locked to it
        if ins.opts.get("attack_whom") is not None:   # "… attacks that player this combat if able" (kb.engine.attackplayer)
            from .attackplayer import bind_attack_player
            whom = [r[1] for r in self.subjects(ins.opts["attack_whom"], rc, ins) if r[0] == "player"]
            if ins.opts.get("each_own") and len(whom) > 1:   # encore: each token its own opponent (702.141a)
                from .encore import pair_tokens
                per_object = [(oid, tuple(bind_attack_player(list(ins.ops), [who])))
                              for oid, who in pair_tokens(self, ids, whom, rc)]
            ops = bind_attack_player(ops, whom)
        if len(ids) > 1 and ins.ops and all(isinstance(op, (PTModOp, PTSetOp)) for op in ins.ops):
            # 608.2h, 701.10b: a number fixed as the effect begins from the object it affects ("double the power of
            # each creature you control": each its own power) — fixed for each object, not from the first one's
            each = [(oid, tuple(_const_op(op, rc, snap.get(oid)) for op in ins.ops)) for oid in ids]
            if len({tuple(repr(op) for op in o) for _, o in each}) > 1:
                per_object = each
        ops = tuple(self._withhold_cant_have(op, ids, snap, ins) for op in ops)
        self._indestructible_status(ins, ops, ids)
        for op in ops:   # 702.62a: suspend's haste lasts until its controller loses control of the permanent
            if getattr(op, "kind", "") == "control":
                for i in ids:
                    rec = getattr(self.objects.get(i), "record", None)
                    to = self.objects[i].owner if type(op).__name__ == "OwnerControlOp" else (op.player or rc.you)
                    if getattr(rec, "gains_haste", False) and to != rec.controller:
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
        if getattr(rc, "x", None) is not None and eff.choices.get("x") is None:
            # "Each creature with mana value X can't attack": X is the spell's or ability's, fixed as it resolved
            # (611.2c, 107.3): a rules effect consulted later reads it from the effect, not from a context without it
            eff.choices["x"] = rc.x
        if ins.opts.get("casts_before"):   # "The next creature spell you cast this turn …": only a later one (flashturn)
            eff.choices["casts_before"] = len(GameView(self).spells_cast_this_turn(rc.you))
        if ins.rules and ins.opts.get("locked"):   # detain, goad: those permanents, designated as it resolves (611.2c)
            eff.locked = frozenset(ids)
            names = ", ".join(sorted(self.objects[i].alias for i in ids if i in self.objects)) or "nothing"
            self.log.add(f"it applies to {names}; this set is fixed now", "locked", indent=1, kind="step")
        elif ins.rules:
            eff.rules_selector = ins.subject.selector if ins.subject is not None and ins.subject.kind == "selector" else None
            eff.locked = None if eff.rules_selector is not None else frozenset(ids)
            self.log.add("it changes the rules, not objects: it will apply to whatever matches when "
                         "the rule is consulted", "locked", "rules_effects", indent=1, kind="step")
            from .versions import rule as _rule
            if eff.rules_selector is not None and _rule("rules_effects_locked", self.edition) == "locked":
                # 418.3b of 1999: the set of permanents it applies to was chosen as it resolved and won't change; the
                # engine applies a rules effect to whatever matches later: which permanents it affects is undecided
                self.note_unknown(f"\u201c{ins.text}\u201d: under the rules of {self.edition} the set of permanents a "
                                  f"continuous effect from a spell or ability applies to is chosen as it resolves and "
                                  f"won't change ({self.rule_no('rules_effects')}); the engine applies an effect that "
                                  "changes the rules to whatever matches later, which isn't modelled for this edition")
        else:
            eff.locked = frozenset(ids)
            names = ", ".join(sorted(self.objects[i].alias for i in ids if i in self.objects)) or "nothing"
            self.log.add(f"it affects {names}; this set is fixed now", "locked", indent=1, kind="step")
            from .effects import ControlOp as _ControlOp
            from .versions import rule as _rule
            if (not _rule("locked_control", self.edition) and any(isinstance(op, _ControlOp) for op in ops)
                    and ins.subject is not None and ins.subject.kind == "selector"):
                # 418.3b of 2001-07-23: a control change is a rules effect there, not fixed to these objects: what
                # its words can change (control, and what reads it) is undecided, the rest stays decided
                from .unknowns import note_derived
                note_derived(self, f"\u201c{ins.text}\u201d changes control of the objects it describes: under the "
                                  f"rules of {self.edition} such an effect isn't fixed to the objects it affected as it "
                                  f"began ({self.rule_no('locked')}), and which objects it affects later can't be decided",
                             frozenset(("controller",)))
        if ins.opts.get("for_player") is not None:   # made for the player it targets (kb.engine.nextuntapgroup)
            from .nextuntapgroup import bind_for_player
            if not bind_for_player(self, eff, ins, rc):
                return
        if eff.duration == "during_next_turn":   # "During target player's next turn, …" (kb.engine.duringnextturn)
            from .duringnextturn import defer
            defer(self, eff, ins)
            return
        if per_object and eff.locked is not None and eff.duration != "during_next_turn" and \
                ins.opts.get("for_player") is None:
            # one effect an object, each with its own ops (the encore pairing; a number fixed from each object)
            from dataclasses import replace as _replace
            for k, (oid, own) in enumerate(per_object):
                one = _replace(eff, key=(*eff.key, "each", k), ops=own, locked=frozenset((oid,)),
                               choices=dict(eff.choices), cache={})
                self.effects.append(one)
                rc.made.append(one)
            self._changed()
            return
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

    def indestructible_lost(self, oid: int, w) -> bool:
        """A permanent an effect made indestructible (under an edition where that was no ability) that would now be
        destroyed without the keyword: while that effect lasts, the permanent is still indestructible — being so is
        neither an ability nor a characteristic (700.4a then), so losing its abilities doesn't end it — and True says
        it isn't destroyed; with the effect ended, it isn't indestructible any more (False). Where the effect can't be
        found, it may still be indestructible: "cannot decide" (see :meth:`_indestructible_status`)."""
        text = self.__dict__.get("_indestructible_granted", {}).get(oid)
        if text is None or w is None or "indestructible" in w.keyword_names():
            return False
        live = [e for e in self.effects if e.origin == "resolved" and e.locked is not None and oid in e.locked
                and any(isinstance(op, AbilityOp) and any(getattr(a, "name", "") == "indestructible" for a in op.add)
                        for op in e.ops)]
        from .versions import rule as _rule
        if live and _rule("indestructible_status", self.edition) == "status":   # 700.4a of 2009-07-11 … 2013-05-01
            self.log.add(f"{self.objects[oid].alias} is indestructible (\u201c{text}\u201d): being indestructible is "
                         "neither an ability nor a characteristic under these rules, so losing its abilities doesn't "
                         "change it; it isn't destroyed", "indestructible_status", indent=1, kind="step")
            return True
        if not live:
            return False   # the effect that made it indestructible has ended (611.2a): so has the status
        from .unknowns import Unknown
        reason = f"{self.objects[oid].alias} was made indestructible by \u201c{text}\u201d: {self._indestructible_words()}"
        if all(u.reason != reason for u in self.unknowns):
            self.unknowns.append(Unknown(reason, frozenset(("zone", "abilities", "pt")), since=self.clock,
                                         objects=frozenset((self.objects[oid].card_id,)), by_card=True))
        return False

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
        # gone: its copiable values as it last existed (608.2h) — a copy's are what it copied (707.3), a face-down one's a
        # nameless 2/2 (708.2) — not the printed card
        if orig in self.objects and self.objects[orig].zone != "battlefield":
            # "that creature" found as the card it became (a dies trigger, 400.7d): the creature is copied as it last
            # existed on the battlefield (608.2h), not the card in the graveyard
            prev = next((old for old, new in self.successors.items() if orig in new and old in self.lki
                         and self.lki[old].zone == "battlefield" and self.lki[old].copiable is not None), None)
            orig = prev if prev is not None else orig
        base = self.copiable_card(self.objects[orig]) if orig in self.objects else (
            self.lki[orig].copiable or self.copiable_card(self.lki[orig].working.obj))
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


    # --- zones (701) --------------------------------------------------------------------------------------------
    def _zone_instruction(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        oids = [r[1] for r in refs if r[0] == "obj" and r[1] in self.objects]
        if ins.opts.get("graveyard_of") is not None:   # "Exile target player's graveyard": that player's cards only
            owners = self._graveyard_owners(ins, rc)
            oids = [o for o in oids if self.objects[o].owner in owners]
        if ins.opts.get("in_graveyard"):   # "exile that card from your graveyard": only from there (404.1, 406.1)
            oids = [o for o in oids if self.objects[o].zone == "graveyard" and
                    (ins.opts["in_graveyard"] == "owner" or self.objects[o].owner == rc.you)]
        if ins.opts.get("with_attached") is not None:   # "… and all Auras attached to them" (kb.engine.withattached)
            from .withattached import attached_too
            oids = oids + attached_too(self, ins, oids, rc)
        self._unlisted_group(ins, rc, item)
        self._zone_instruction_of(ins, oids, rc, item)
        if rc.source_oid is not None and rc.source_oid in oids and rc.source_oid not in self.objects:
            rc.self_moved = self.moved_to(rc.source_oid, follow=False)   # 400.7j: in a public zone only
        subj = ins.subject
        slots = frozenset(subj.slots) if subj is not None and subj.kind == "target" else frozenset()
        for oid in oids:   # 400.7j: what this effect moved to a public zone, which its other parts can find
            if oid not in self.objects and getattr(rc, "moved_as_target", None) is not None:
                rc.moved_as_target[oid] = rc.moved_as_target.get(oid, frozenset()) | slots
            if oid not in self.objects and self.moved_to(oid, follow=False):
                if getattr(rc, "effect_moved", None) is None:
                    rc.effect_moved = {}
                rc.effect_moved[oid] = self.moved_to(oid, follow=False)

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
            if ins.opts.get("keeps_moved"):   # "You may cast that card …" after it (400.7j; kb.engine.castexiled)
                rc.moved = [n for o in oids for n in self.moved_to(o, follow=False)
                            if n in self.objects and self.objects[n].zone == "exile"]
        elif k == "exile" and ins.opts.get("until") == "target_leaves":   # 610.3 (kb.engine.untiltarget)
            from .untiltarget import exile_until_target_leaves
            exile_until_target_leaves(self, ins, oids, rc, item)
        elif k == "exile" and ins.opts.get("until") == "opponent_monarch":   # 610.3 (kb.engine.untilmonarch)
            from .untilmonarch import exile_until_monarch
            exile_until_monarch(self, oids, rc, item)
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
                        self.put_counters(n, ins.counter[0], ins.counter[1], by=rc.you)   # the effect's (608.2c)
            if ins.opts.get("this_way") or ins.opts.get("keeps_moved") or \
                    (ins.subject is not None and ins.subject.kind == "moved"):
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
            if ins.opts.get("number_chosen"):   # "sacrifice any number of …, then draw that many cards" (608.2h)
                rc.last_amount = len(keep)
                # "Each player sacrifices any number of …, then draws that many cards": each player's own count
                rc.chosen["amount_by"] = {w: sum(1 for o in keep if snap.get(o).controller == w) for w in whos}
            exploit = (getattr(getattr(item, "ability", None), "keyword_name", None) or "").lower() == "exploit"
            with self.batch():   # 702.110b: sacrificed as its exploit ability resolves, the creature "exploits" it
                self.sacrifice(keep)
                for lk in rc.paid_now["sacrifice"] if exploit and item.source is not None else ():
                    self._emit(Event("exploits", obj=item.source, lki=lk, player=rc.you))
        elif k == "move":
            to = ins.opts.get("to")
            if ins.opts.get("or_to"):   # "onto the battlefield or into your hand" (kb.engine.exileuntil, 608.2d)
                from .exileuntil import choose_destination
                to = choose_destination(self, ins, rc, item)
                if to is None:
                    return
                ins = replace(ins, opts={k2: v for k2, v in ins.opts.items() if k2 not in ("or_to", "or_said")} | {"to": to})
            if ins.opts.get("not_cast"):   # "all cards exiled this way that weren't cast": those still in exile (400.7)
                oids = [o for o in oids if o in self.objects and self.objects[o].zone == "exile"]
            if ins.opts.get("by_target_player") and not any(r[0] == "player" for r in self.subjects(ins.source, rc, ins)):
                # "Target player shuffles … target cards …" with that player no longer a legal target (608.2b): the
                # player isn't affected, and whether the cards are shuffled is not read (kb.engine.graveyardshuffle)
                self.note_unknown(f"\u201c{ins.text}\u201d: the player who shuffles is no longer a legal target; "
                                  f"what happens to the cards is not read ({self.rule_no('target_illegal_part')})")
                oids = []
            if ins.opts.get("position") == "top_or_bottom":   # chosen as it resolves (401.4, 608.2d)
                for o in [self.objects[x] for x in oids if x in self.objects]:
                    pos = self.top_or_bottom(ins, rc, item, o.owner, o.card_id, o.alias)
                if len(oids) > 1:   # one choice for several cards: which goes where is not read
                    self.note_unknown(f"\u201c{ins.text}\u201d: where each of several cards goes is not read"
                                      f" ({self.rule_no('library_position')})")
                ins = replace(ins, opts={**ins.opts, "position": pos if oids and pos else "top"})
            if to == "library" and ins.opts.get("position") == "top":
                oids = [o for o in oids if not self._to_top_within(o)]
            moves = []
            face_down = ins.opts.get("face_down")
            if to == "battlefield" and ins.opts.get("face_choice") and oids:   # "face up or face down" (608.2d)
                face_down = face_chosen(self, ins, rc, item)
                if face_down is None:
                    return
            for o in oids:
                opts = {}
                if to == "battlefield":
                    from .returncounters import counted_counters   # "with a number of … counters equal to …"
                    from .enterswithif import counters_if_holds   # "If that card has mana value 3 or less, …"
                    opts = {"tapped": ins.opts.get("tapped"),
                            "counters": counted_counters(ins.opts.get("counters"), rc) if counters_if_holds(self, ins, o)
                            else None,
                            "controller": rc.you if ins.opts.get("under") == "you" else self.objects[o].owner,
                            "choices": rc.choices, "face_down": "effect" if face_down else None}
                    if ins.opts.get("converted") and not self.rules_have("convert"):
                        self.note_unknown(f"\u201c{ins.text}\u201d: the rules of {self.edition} don't define converting "
                                          "(701.28a came with the 2022-11-18 edition)")
                    if ins.opts.get("transformed"):
                        if not self._may_enter_transformed(o):
                            continue
                        opts["transformed"] = True
                if to == "library" and ins.opts.get("position") is not None:   # a stated place in it (401.4)
                    opts = {"position": ins.opts["position"]}
                    if opts["position"] == "beneath":   # "just beneath the top X cards" (kb.engine.beneathtop)
                        from .beneathtop import beneath_position
                        opts["position"] = beneath_position(ins, rc)
                moves.append((o, to, opts))
            placed = to == "library" and ins.opts.get("position") is not None
            if placed and ins.opts["position"] in ("top", "bottom") and len(moves) > 1:
                moves = self.library_order_of(ins, moves, rc)
            self.move_many(moves, cause="shuffle" if to == "library" and not placed else "return")
            if ins.subject is not None and ins.subject.kind == "moved":
                # "Search your library for a … card, put it onto the battlefield, then shuffle. It gains indestructible
                # …": "it" later in the effect is the object the card became where this effect put it, not the card
                # in the library, a new object now (400.7, 400.7j)
                # (one moved to a hidden zone keeps its last known information, 608.2h)
                rc.moved = [n for o in getattr(rc, "moved", ()) for n in (self.moved_to(o, follow=False) or [o])]
            if to == "battlefield":   # "… tapped and attacking" (508.4, kb.engine.putattacking)
                enter_put_attacking(self, ins, [n for o, _t, _o in moves for n in self.moved_to(o, follow=False)], rc)
            if to in ("graveyard", "battlefield", "hand", "exile"):
                # "put them into their owner's graveyard, then ~ deals that much damage"; "Return up to three target
                # land cards … to the battlefield tapped. Create that many … tokens": the objects that got there (608.2h)
                rc.last_amount = sum(1 for o, _t, _o in moves for n in self.moved_to(o, follow=False)
                                     if n in self.objects and self.objects[n].zone == to)
            if to == "library":   # "Shuffle your hand into your library, then draw that many cards": the cards moved
                rc.last_amount = len(moves)
                owners = [self.lki[o].owner if o in self.lki else rc.you for o, _to, _opts in moves]
                rc.chosen["amount_by"] = {w: owners.count(w) for w in set(owners)}
            if to == "library" and not placed:
                # until a card leaves that library, every card of it is still in it: the order matters then
                self._shuffled({self.objects[o].owner for o in oids if o in self.objects} |
                               {self.lki[o].owner for o in oids if o in self.lki} or {rc.you}, lazy=True)
            if ins.opts.get("counters") and to == "battlefield":
                from .returncounters import counted_counters
                what = ", ".join(f"{n} {k} counter" for k, n in (counted_counters(ins.opts["counters"], rc) or {}).items())
                self.log.add(f"it returns with {what}", "counters_put", indent=1, kind="step")


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
            self.log.add("its source has already left the battlefield, so nothing is exiled",
                         "until_already_trigger" if getattr(item, "kind", None) == "triggered" else "until_already",
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
        shield_unread(self, oids, "destroyed")   # 122.1c: a shield counter's replacement, not carried out
        snap = self.evaluate()
        go = []
        for oid in oids:
            cant = no_regen if isinstance(no_regen, bool) else oid in no_regen
            w = snap.get(oid)
            # an object already moved by this same destruction (an Aura destroyed "instead" by its umbra armor,
            # 702.89a, while the spell destroys it too) is a new object elsewhere (400.7): nothing more to destroy
            if w is None or oid not in self.objects or self.objects[oid].zone != "battlefield":
                continue
            if "indestructible" in w.keyword_names():
                self.log.add(f"{self.objects[oid].alias} has indestructible: it isn't destroyed", "indestructible",
                             indent=1, kind="step")
                continue
            if self.indestructible_lost(oid, w):
                continue
            if self.regenerate_or_destroy(oid, snap, no_regen=cant):   # umbra armor even if it can't regenerate
                continue
            if cant and any(r.kind == "regenerate" and r.ids and oid in r.ids for r in self._live_replacements("destroy")):
                self.log.add(f"{self.objects[oid].alias} can't be regenerated", "regenerate", indent=1, kind="step")
            go.append(oid)
        # an Aura listed first may have been destroyed since by umbra armor replacing another's destruction (702.89a)
        go = [o for o in go if o in self.objects and self.objects[o].zone == "battlefield"]
        return self.move_many([(o, "graveyard", {}) for o in go], cause="destroy")

    def sacrifice(self, oids: list) -> list:
        """701.21: its controller moves it to its owner's graveyard (indestructible doesn't help)."""
        return self.move_many([(o, "graveyard", {}) for o in oids], cause="sacrifice")

    def _delayed(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        """603.7: a delayed triggered ability, created now, triggers once at the time it names."""
        from .triggers import parse_trigger
        spec = parse_trigger(ins.opts["when"], None)
        if ins.opts.get("on_event"):   # "Whenever a creature blocks this turn, …" (kb.engine.eventdelayed)
            from .eventdelayed import unsupported
            from .triggers import unread_pointer
            why = unsupported(spec) or (unread_pointer(spec, ins.opts["text"]) and "its effect points back at what "
                                        "its event can't give")
            if why:
                self.note_unmodelled(ins.text, item.name, why)
                return
        objs = [r[1] for r in refs if r[0] == "obj"]
        # (the new objects this effect moved it to are already found, 400.7j: both cards of a melded one, 712.21c)
        target = (objs[0] if len(objs) == 1 else tuple(objs)) if objs else None
        if not objs and ins.subject is not None and ins.subject.kind == "tokens":
            target = ()   # "Exile them …" when no token was created: it refers to none, so it does nothing (603.7c)
        if target is None and ins.subject is None and rc.event is not None and not ins.opts.get("on_event"):
            ev = rc.event
            partner = block_partner(ev, rc)
            target = partner if partner is not None else ev.obj
        if target not in (None, ()) and not refers_to_object(f"{ins.opts['when']}, {ins.opts['text']}",
                                                             item.name.replace("'s ability", "").replace("'s triggered ability", "")):
            target = None   # 603.7c: it points at no object ("pay {3}{U}{U}. If you don't, you lose the game.")
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
                              about=target, this_turn=this_turn, once=bool(ins.opts.get("next")), turn_id=turn_id,
                              on_event=bool(ins.opts.get("on_event")))
        if ins.opts.get("ends_cleanup"):   # "Until end of turn, whenever …": ends in the cleanup step (514.2)
            self.delayed[-1]["ends_cleanup"] = True
        when = ins.opts["when"].replace("When you cast", "When you next cast") if ins.opts.get("next") else ins.opts["when"]
        when = when.replace("the end step", "that turn's end step") if turn_id is not None else when
        what = ins.opts["text"]   # a sentence of its own on the card ("Sacrifice the creature at …"): mid-sentence here
        if not what.startswith((owner, "~")) and what[1:2].islower():
            what = what[:1].lower() + what[1:]
        self.log.add(f"a delayed triggered ability is created: \u201c{when}"
                     f"{' this turn' if this_turn else ''}, {what}\u201d", "delayed_trigger_rule", "delayed_trigger", indent=1,
                     kind="step")


    # --- the stack ---------------------------------------------------------------------------------------------
    def _counter_instruction(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        from .counteredlock import countered_source
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
        elif not refs and subj is not None and subj.kind == "event" and rc.event is None:
            # "counter that spell" read as the trigger event's spell, with no trigger event (a spell's text): which
            # spell it names is not read — never "nothing is countered" (608.2c)
            self.note_unmodelled(ins, item.name, f"\u201c{subj.text}\u201d names no spell or ability of a trigger event")
            return
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
                life = re.fullmatch(r"(\d+) life", unless.strip().rstrip("."))
                cant = self.life_unpayable_by(payer, int(life.group(1))) if pays is not False and life else None
                energy = unless.count("{E}") if re.fullmatch(r"(?:\{E\})+", unless.strip().rstrip(".")) else 0
                # 107.14: {E} paid by removing an energy counter (118.3)
                if energy and not cant and pays is not False:
                    cant = self.energy_unpayable_by(payer, energy)
                if cant:   # a payment that can't be made (119.4, 119.8, 118.3) is no choice, stated or not: the spell is
                    # countered
                    self.log.add(f"{cant[0]}: {unless} can't be paid, whatever the choice", cant[1], indent=1, kind="step")
                    pays = False
                if pays is None:   # never guessed: what follows is "cannot decide" (118.12a)
                    self.unstated_choice(ins, item, "pays", f"pays: true | false (does {payer} pay {unless}?)")
                    continue
                if pays and life and not self.pay_life(payer, int(life.group(1)), "for the ward cost"):
                    raise EngineError(f"{payer} can't pay {unless} ({self.rule_no('life_pay')})")
                if pays and energy:
                    self.player(payer).counters["energy"] -= energy
                # "Counter target spell unless its controller pays {2}. If they do, surveil 2.": "they do" is the
                # payment (118.12a, 608.2c)
                rc.did = bool(pays)
                if pays:
                    self.log.add(f"{_pv(payer, 'pays')} {unless}: {target.name} is not countered", indent=1,
                                 kind="step")
                    continue
            countered = self.counter(target, by=item.name, to=self._countered_to(ins, rc, item, target), by_item=item)
            if ins.opts.get("keeps_source"):   # "If a permanent's ability is countered this way, …" (kb.engine.counteredlock)
                rc.countered_source = countered_source(self, target)
            if countered and ins.opts.get("keeps_moved"):   # "You may cast that card …" (kb.engine.counterexiled)
                rc.moved = countered_card(self, target)

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


    def _copy_instruction(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        if not refs:
            refs = [(None, None)]        # the spell it names is no object any more (it left the stack)
        for kind, oid in refs:
            # a spell is an object on the stack; an ability a stack item only (113.7a: "item" refs)
            target = next((it for it in self.stack if oid is not None and (it.sid if kind == "item" else it.oid) == oid),
                          None)
            if target is None and rc.event is not None and rc.event.item is not None:
                target = rc.event.item if rc.event.item in self.stack else None
            if target is None and oid is not None and item is not None and item.oid == oid and \
                    getattr(self.objects.get(oid), "zone", None) == "stack":
                target = item   # "copy this spell" as it resolves: it is on the stack until its last step (608.2n)
            if target is None:
                # the spell left the stack (countered, resolved): a copy is still made from its last known information
                # (707.10, the rulings on "copy that spell"), which the engine doesn't model: what follows is unknown
                from .unknowns import ALL, Unknown
                self.log.add("the spell to copy has left the stack: its copy from its last known information is not "
                             "modelled", "copy_spell", indent=1, kind="step")
                self.unknowns.append(Unknown(f"\u201c{ins.text}\u201d: the spell had left the stack; a copy made from its "
                                             f"last known information is not modelled ({self.rule_no('copy_spell')})",
                                             ALL, since=self.clock))
                continue
            color = ins.opts.get("color")
            if color == "source":
                color = rc.src.colors if rc.src is not None else None
            may = "copy_new_targets" if ins.opts.get("new_targets") else None   # 707.10c: stated, or never guessed
            new = rc.choices.get("new_targets") if may else None
            if ins.opts.get("copier") is not None:   # "that player copies it" (707.10; kb.engine.playercopies)
                from .playercopies import COPIER_NEW_TARGETS, NEW_TARGETS_USED, copiers
                who = copiers(self, ins, rc)
                key = COPIER_NEW_TARGETS if (rc.chosen or {}).get(NEW_TARGETS_USED) else "new_targets"
                if who and ins.opts.get("copier_may"):   # "each other player may copy …": who chooses to (608.2d)
                    from .playercopies import choosing_copiers
                    who = choosing_copiers(self, ins, rc, item, who)
                for p in who or ():
                    may = "copy_new_targets" if ins.opts.get("new_targets") else None
                    new = rc.choices.get(key) if may else None
                    if new is not None and not isinstance(new, (list, str)):
                        new = [new]
                    self.copy_spell(target, controller=p, targets=new, because=f"{item.name} resolves", may_new=may,
                                    by=item, own=copy_own_choices(rc.choices.get("copy"), 0, 1, ins.text))
                continue
            if may and isinstance(rc.chosen, dict):   # a copy of the ability's own took ``new_targets`` (demonstrate)
                from .playercopies import NEW_TARGETS_USED
                rc.chosen[NEW_TARGETS_USED] = True
            if ins.opts.get("could_target") is not None:   # 707.10d: one copy for each object it could target
                from .copyeach import copy_for_each
                from .legality import target_ok
                copy_for_each(self, ins, target, rc, item, target_ok)
                continue
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
                            may_new=None if ins.opts.get("retarget") else may, by=item,
                            own=copy_own_choices(rc.choices.get("copy"), 0, 1, ins.text))

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
            card = CardDef.from_dict({**ins.opts["definition"], "name": ""}, parse=parse_text)
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
                            may_new="copy_new_targets" if ins.opts.get("new_targets") else None, by=item,
                            own=copy_own_choices(rc.choices.get("copy"), i, n, ins.text))


    def _cast_free(self, ins: Instruction, rc: RCtx, item) -> None:
        """"You may cast a spell with mana value 4 or less from your hand without paying its mana cost": as the
        effect resolves (608.2g) the player may cast a card of their hand that the description matches, paying
        no mana cost (an alternative cost, 118.9; X is 0, 107.3b). The scenario says which: ``choose: {cast:
        {card: NAME, targets: [...], mode: ...}}`` or ``cast: false``; not said: an error asks."""
        want = rc.choices.get("cast")
        if want is None and ins.opts.get("paid"):   # "You may cast that card." (608.2g)
            raise EngineError(f"{item.name}: {_cap(rc.you)} may cast the card \u201c{ins.text}\u201d names as it "
                              f"resolves: give choose: {{cast: {{card: NAME, targets: [...]}}}} or cast: false on the step "
                              f"that puts {item.name} on the stack")
        if want is None:
            raise EngineError(f"{item.name}: {_cap(rc.you)} may cast a spell from the hand without paying its mana "
                              f"cost: give choose: {{cast: {{card: NAME, targets: [...]}}}} or cast: false on the step "
                              f"that casts {item.name} ({self.rule_no('alternative_cost')})")
        if said_none(want):
            who = "the exiled card's owner chooses" if ins.opts.get("caster") else _pv(rc.you, 'chooses')
            self.log.add(f"{who} not to cast a spell this way", "alternative_cost", indent=1, kind="step")
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
            if ins.opts.get("in_graveyard") and held[0].zone != "graveyard":   # "cast ~ from your graveyard": gone
                self.log.add(f"{held[0].alias} is no longer in the graveyard: nothing is cast (400.7)", indent=1, kind="step")
                return
            if "Land" in held[0].card.types and not ins.opts.get("play"):   # a land is played, never cast (305.1, 305.9)
                self.log.add(f"{held[0].alias} is a land card: it can't be cast, so nothing is cast", indent=1, kind="step")
                return
            if "Land" in held[0].card.types:   # a land played by an effect: whether a land play is left is not read
                self.note_unknown(f"{item.name}: {held[0].alias} is a land played by an effect, which needs a land play "
                                  "left this turn (305.2): not read")
                return
            paid = bool(ins.opts.get("paid"))   # "You may cast that card.": its costs paid as it resolves (608.2g)
            # "the exiled card's owner may cast that card …": its owner casts it and controls the spell (110.2;
            # kb.engine.ownercast)
            caster = held[0].owner if ins.opts.get("caster") == "owner" else rc.you
            # the effect is what allows casting the card from where it is (601.3), for this cast only
            perm = {"oid": held[0].oid, "player": caster, "lands": False, "source": rc.source_oid, "until": "now",
                    "turn": self.turn, "step": self.step, "free": False, "any_mana": False, "graveyard_exile": None}
            if paid:
                self.play_permissions.append(perm)
            try:
                spell = self.cast(held[0], controller=caster, targets=want.get("targets") or (), mode=want.get("mode"),
                                  x=want.get("x") if paid else 0, free=not paid, resolving=paid,
                                  costs=stated_costs(want))   # additional costs still paid (118.8)
            finally:
                if perm in self.play_permissions:
                    self.play_permissions.remove(perm)
            whose = ins.opts.get("graveyard_exile")   # "If that spell would be put into your / a graveyard, …" (614.1a)
            if whose == "a" or (whose == "your" and held[0].owner == caster):
                spell.graveyard_exile = True
            return
        held = [o for o in self.in_zone("hand", rc.you) if name in (o.alias, o.card.name)]
        if not held:
            raise EngineError(f"{item.name}: {name} is not in {_poss(rc.you)} hand (players: hand: [...])")
        o = held[0]
        snap = self.evaluate()
        w = snap.get(o.oid)
        sel = ins.opts["selector"]
        if w is None or "Land" in w.types or not sel.match(w, rc.at(snap.work, resolving=True)):
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
        one of them (``choose: {target: NAME}``; from 2025-04-04, before it "cannot decide": versions
        copy_target_several)."""
        from .legality import target_ok
        cands = [oid for oid in getattr(rc, "tokens", ()) if oid in self.objects]
        if not cands:
            self.log.add(f"\u201c{ins.text}\u201d: there is no such token to target: the copy isn't created",
                         "copy_new_target_given", indent=1, kind="step")
            return None
        if len(cands) > 1:
            from .versions import describe_version, rule
            if rule("copy_target_several", self.edition) != "choose_one":
                self.note_unknown(f"\u201c{ins.text}\u201d: a replacement effect made several tokens, and "
                                  f"{self.rule_no('copy_new_target_given')} of {self.edition} doesn't say which the copy "
                                  f"targets ({describe_version('copy_target_several', self.edition)})")
                return None
            want = rc.choices.get("target")
            if want is None:
                names = ", ".join(self.objects[c].alias for c in cands)
                raise EngineError(f"\u201c{ins.text}\u201d: the copy targets one of {names}, chosen by its controller "
                                  f"({self.rule_no('copy_new_target_given')}): give choose: {{target: NAME}} (for a triggered ability: triggers: "
                                  "{SOURCE: {choose: {target: NAME}}})")
            o = self.obj(want)
            if o.oid not in cands:
                raise EngineError(f"{o.alias} is not one of the tokens \u201c{ins.text}\u201d can mean "
                                  f"({', '.join(self.objects[c].alias for c in cands)}) ({self.rule_no('copy_new_target_given')})")
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


    def _action_in_rules(self, ins: Instruction, item) -> bool:
        """A part of a keyword action read as its rule's sentences (kb.engine.keywordactions) is done only under
        rules that define it: an action the edition has no rule for (connive before 2022), or one its words need
        a later rule for ("amass Orcs 1" under the 2019-2023 rules, 701.44a: amass N only), is not modelled there
        (its answers are "cannot decide"); the subtype amass adds (701.47a) is not part of the older amass N."""
        term = ins.opts.get("term_rule")   # a term a rule defines ("your team", 102.4; kb.engine.teamwords)
        if term and not self.rules_have(term):
            self.note_unmodelled(ins.text, item.name, f"the rules of {self.edition} don't define the words it uses "
                                                       f"({term.replace('_', ' ')})")
            return False
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
            self.log.add(f"these rules' {verb} N adds no subtype to the Army (its rule of the Army's subtype came with a later edition)", verb, indent=1,
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

    def note_unmodelled(self, what, where: str, why: str, scope_text: str | None = None, you: str | None = None) -> None:
        """An instruction or ability that happened and is not modelled: every answer its words can change is
        "cannot decide" from now on (``scope_text``: the part of it not otherwise accounted for, such as the
        effect of an ability whose cost was read and paid). ``you``: the player its "you" is (with ``scope_text``):
        the answers its words can change for the players they name, and what reads those (choice_reach)."""
        from .unknowns import Unknown, choice_reach, scope_of, has_mana_burn
        text = what.text if hasattr(what, "text") else str(what)
        reason = f"{where}'s \u201c{text}\u201d is not modelled ({why})"
        scope = scope_of(scope_text if scope_text is not None else text, has_mana_burn(self))
        whose = ()
        if you is not None and scope_text:
            # narrowed, never widened: the groups both estimates reach, per player where choice_reach names them
            groups, only = choice_reach(self, ((scope_text, True),), (what,), (), you, snap=self.evaluate())
            scope = scope & groups
            whose = tuple((g, ps) for g, ps in only.items() if g in scope)
        self.unknowns.append(Unknown(reason, scope, since=self.clock, whose=whose))
        self.log.add(f"\u201c{text}\u201d: not modelled by the engine \u2014 answers it could change will say "
                     "\u201ccannot decide\u201d", indent=1, kind="step")


def _reads_exiled(text: str, said: str) -> bool:
    """Whether the words of ``text`` after the instruction ``said`` (exiling the top cards of a library) read the card
    exiled: "that card", or a condition or a number on it by a pronoun ("If it's a permanent card, you may put it onto
    the battlefield", "… equal to its mana value", 608.2c) — a card nobody named then leaves what follows undecided."""
    rest = text.split(said, 1)[1] if said and said in text else text
    return bool(re.search(r"\bthat card\b", text) or
                re.search(r"\b(?:if|unless) (?:it|the exiled card)(?:'s| is| has)\b|\bits (?:mana value|power|toughness|"
                          r"name|colou?rs?|card types?)\b", rest, re.I))


def chosen_counter_kind(ins, rc, kinds, state=None, item=None) -> str | None:
    """The kind of counter chosen as the instruction resolves among ``kinds`` (608.2d): ``choose: {counter: KIND}``.
    Not stated (with ``state``): never guessed — None, and every answer it could change is "cannot decide", naming
    the choice (GameState.unstated_choice); a kind stated that isn't one of ``kinds`` is refused."""
    kind = rc.choices.get("counter")
    if kind is None and state is not None:
        state.unstated_choice(ins, item, "counter_kind", f"counter: {' | '.join(kinds)}")
        return None
    if kind not in kinds:
        raise EngineError(f"\u201c{ins.text}\u201d: which kind of counter? give choose: {{counter: "
                          f"{' | '.join(kinds)}}} ({state.rule_no('choices_on_resolution')})")
    return kind


def parse_text(text, name, types):
    from .cardtext import parse_card_text
    return parse_card_text(text, name, types)


_ = (StaticAbility, LastKnown)


def name_has_quality(card, quality: tuple) -> bool:
    """Whether ``card`` has each quality a card name is chosen with ("nonland", "creature"), 201.4a: the name chosen
    must be that of a card whose Oracle text has them."""
    return all((q[3:].capitalize() not in card.types) if q.startswith("non") else (q.capitalize() in card.types)
               for q in quality)


