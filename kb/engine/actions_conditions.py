"""Whether a resolving instruction's condition holds (608.2c; an intervening "if", 603.4): the conditions of
kb.engine.conditions checked against the game, the mana spent to cast the source (601.2h).

Mixed into :class:`kb.engine.state.GameState` beside :class:`kb.engine.actions.ActionsMixin`.
"""
from __future__ import annotations

import re
from .castaim import KIND as CAST_AIM, cast_aim_holds
from .dice import roll_met
from .errors import EngineError
from .foretoldcond import FORETOLD, spell_foretold
from .filters import shares_creature_type
from .instructions import Subject
from .unnamed import unnamed_doubt
from .rctx import RCtx

__all__ = ["ConditionActions"]


def _pt_int(v) -> int:
    try:
        return int(v) if v is not None else 0
    except (TypeError, ValueError):
        return 0


class ConditionActions:
    """What resolving instructions do, as this module's docstring says."""

    # --- conditions ----------------------------------------------------------------------------------------
    def condition_holds(self, cond, rc: RCtx) -> bool:
        k = cond.kind
        if k == "kicked":
            ev = getattr(rc, "event", None)
            if ev is not None and ev.kind == "cast" and getattr(ev, "item", None) is not None:
                # "Whenever you cast a spell, if that spell was kicked" (603.2): the spell cast, as it was cast
                paid = tuple(getattr(ev.item, "kicked_with", ()) or ())
                if cond.n or cond.value:   # 702.33d, 702.33f
                    return len(paid) >= cond.n if cond.n else cond.value in paid
                return bool(getattr(ev.item, "kicked", 0))
            if ev is not None and ev.obj is not None and ev.obj != rc.source_oid and \
                    not (rc.item is not None and rc.item.kind == "spell"):
                # "it" may be the event's object, not this ability's source ("Whenever another creature you control
                # enters, if it was kicked"): not read
                self.note_unknown(f"\u201c{cond.text}\u201d: which spell \u201cit\u201d is here is not read (702.33d)")
                return False
            # the permanent the ability comes from, as it last existed once it has left the battlefield (608.2h: "When
            # ~ enters, if it was kicked, …" still holds for a kicked creature destroyed in response — Thieving
            # Skydiver's ruling, 2020-09-25: the ability resolves and only the attaching fails)
            src = self.objects.get(rc.source_oid) if rc.source_oid is not None else None
            record = getattr(src if src is not None else self.lki.get(rc.source_oid), "record", None)
            if cond.n or cond.value:   # "kicked twice", "kicked with its {W} kicker" (702.33d, 702.33f)
                paid = tuple(getattr(rc.item, "kicked_with", ()) or ()) if rc.item is not None and rc.item.kind == "spell" \
                    else ()
                if not paid and record is not None:
                    paid = tuple(getattr(record, "kicked_with", ()) or ())
                return len(paid) >= cond.n if cond.n else cond.value in paid
            return bool(rc.kicked or (rc.item is not None and getattr(record, "kicked", 0)))
        if k == FORETOLD:   # 702.143c (kb.engine.foretell)
            return spell_foretold(self, rc)
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
        if k == "escaped":   # 702.138b (kb.engine.altcosts.escaped)
            from .altcosts import escaped
            return escaped(self, rc)
        if k == "bargained":   # 702.166b (kb.engine.bargain)
            from .bargain import bargained
            return bargained(self, rc)
        if k == "copy_cost_paid":   # casualty, squad, offspring (702.153a, 702.157a, 702.175a; kb.engine.copycosts)
            from .copycosts import copy_cost_paid
            return copy_cost_paid(self, cond, rc)
        if k == "soulbond_unpaired":   # soulbond's intervening "if" (702.95a, kb.engine.soulbond)
            from .soulbond import unpaired_holds
            return unpaired_holds(self, cond, rc)
        if k == "cast_main":   # "If you cast ~ during your main phase": the spell itself, cast then (a copy wasn't
            it = rc.item if rc.item is not None and rc.item.kind == "spell" else None   # cast, 707.10)
            if it is None:   # an ability's (addendum on a permanent, "When ~ enters, if you cast it during your main
                # phase"): the spell its source was, kept with the permanent it became (its record, 608.3); a source that
                # entered the battlefield during the question with no such record was put there without being cast
                src = self.objects.get(rc.source_oid) if rc.source_oid is not None else None
                holder = src if src is not None else self.lki.get(rc.source_oid)
                record = getattr(holder, "record", None)
                if record is not None and getattr(record, "kind", None) == "spell":
                    return bool(record.cast and not record.is_copy and record.cast_main
                                and getattr(record, "controller", None) == rc.you)
                if holder is not None and record is None and getattr(holder, "entered_during", False):
                    return False
                self.note_unknown(f"\u201c{cond.text}\u201d in an ability: when its source was cast is not read (601.2)")
                return False
            return it.cast and not it.is_copy and it.cast_main
        if k == "source_origin":   # "if it entered from your library" (603.2, kb.engine.sourceorigin)
            from .sourceorigin import source_origin_holds
            return source_origin_holds(self, cond, rc)
        if k == "cast_from":   # "If this spell was cast from a graveyard" (601.2a, kb.engine.castfrom)
            from .castfrom import cast_from_holds
            return cast_from_holds(self, cond, rc)
        if k == "alt_paid":   # "If the {1}{B} cost was paid" (118.9): that alternative cost, for the spell as cast
            it = rc.item if rc.item is not None and rc.item.kind == "spell" else None
            return it is not None and it.cast_with == "alternative" and it.alt_cost == cond.value
        if k == "you_defending":   # "if you're the defending player" (kb.engine.youdefending)
            from .youdefending import you_defending_holds
            return you_defending_holds(self, cond, rc)
        if k == "fewer_than_you":   # "If they control fewer lands than you" (kb.engine.fewerthan)
            from .fewerthan import fewer_holds
            return fewer_holds(self, cond, rc)
        if k == "otherwise":   # "Otherwise, …" (608.2c): the condition before it, as it was decided when followed
            held = rc.chosen.get("held", {}).get(id(cond.inner))
            return not (self.condition_holds(cond.inner, rc) if held is None else held)
        if k == "looked_put":   # "If you don't put the card onto the battlefield" (608.2c): where the card looked at went
            looked = getattr(rc, "looked", None) or {}
            return any(self.objects[n].zone == cond.value for o in looked.get("cards") or ()
                       for n in self.successors.get(o, ()) if n in self.objects)
        if k == "revealed_this_way":   # "If an instant card is revealed this way" (608.2c, kb.engine.revealedthisway)
            from .revealedthisway import revealed_this_way_holds
            return revealed_this_way_holds(self, cond, rc)
        if k == "put_this_way":   # "If you didn't put a card into your hand this way" (608.2c, kb.engine.putthisway)
            from .putthisway import put_this_way_holds
            return put_this_way_holds(self, cond, rc)
        if k in ("not", "unless"):   # "unless": "sacrifice it unless {G} was spent to cast it" (118.12a)
            return not self.condition_holds(cond.inner, rc)
        if k == "and":
            return all(self.condition_holds(c, rc) for c in cond.value)
        if k == "or":   # either side (kb.engine.conditions.read_joined)
            return any(self.condition_holds(c, rc) for c in cond.value)
        if k == "mana_amount":
            return self._mana_amount_holds(cond, rc)
        if k == CAST_AIM:   # "Whenever you cast a spell, if it targets …" (603.4, 115.9b; kb.engine.castaim)
            return cast_aim_holds(self, cond, rc)
        if k == "mana" and rc.mana is None and (rc.item is None or rc.item.kind != "spell"):
            return self._spent_to_cast_source(cond, rc)
        if k == "mana":
            if rc.mana is None:
                raise EngineError(f"\u201c{cond.text}\u201d depends on the mana spent to cast it: give mana: "
                                  f"(for example mana: \"{{1}}{{G}}\") when casting ({self.rule_no('cast_pay')})")
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
        if k in ("self_counters_fewer", "self_counters_at_most"):
            # "if ~ has fewer than three +1/+1 counters on it", "… two or fewer …" (kb.engine.countercheck): the source
            # on the battlefield, now (603.4); gone, what it had is not guessed
            o = self.objects.get(rc.source_oid) if rc.source_oid is not None else None
            if o is None or o.zone != "battlefield":
                self.note_unknown(f"\u201c{cond.text}\u201d: its source is no longer on the battlefield")
                return False
            c = o.counters.get(cond.value)
            have = c.n if c is not None else 0
            return have < cond.n if k == "self_counters_fewer" else have <= cond.n
        if k in ("self_counters_none", "self_counters_at_least"):
            # "When ~ has no ice counters on it" (603.8), "if ~ has ten or more luck counters on it": the source, now
            o = self.objects.get(rc.source_oid) if rc.source_oid is not None else None
            if o is None or o.zone != "battlefield":
                return False
            c = o.counters.get(cond.value)
            have = c.n if c is not None else 0
            return have == 0 if k == "self_counters_none" else have >= cond.n
        if k in ("obj_counters_none", "obj_counters_at_least", "obj_counters_at_most"):
            # "Then if it has three or more +1/+1 counters on it": the object named before, as it is now or as it last
            # existed (608.2h)
            w = self._look(cond.subject, rc)
            if w is None:
                self.note_unknown(f"\u201c{cond.text}\u201d can't be decided: what it names is not known")
                return False
            c = (getattr(getattr(w, "obj", None), "counters", None) or {}).get(cond.value)
            have = getattr(c, "n", c) or 0
            return have == 0 if k == "obj_counters_none" else have <= cond.n if k == "obj_counters_at_most" else \
                have >= cond.n
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
            if cond.value == "power":   # "if that creature's power is greater than ~'s": the power only
                return _pt_int(other.power) > _pt_int(me.power)
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
        if k == "those_attacking":   # "if two or more of those creatures are attacking you" (kb.engine.thoseattacking)
            from .thoseattacking import those_attacking_holds
            from .triggers import attacks_whom
            return those_attacking_holds(self, cond, rc, attacks_whom)
        if k == "state":   # a condition the statics' reader read (kb.engine.conditions)
            from .conditions import state_condition_holds
            return state_condition_holds(self, cond, rc)
        if k in ("monstrous", "renowned"):   # designations (701.37b, 702.112b)
            if cond.value == "it":   # "it", "that creature": what was named before, else the trigger event's object (603.2, 608.2h)
                w = self._look(rc.prev or Subject("event", text="it"), rc)
                if w is None:
                    self.note_unknown(f"\u201c{cond.text}\u201d can't be decided: what it names is not known")
                    return False
                return w.zone == "battlefield" and bool((getattr(w.obj, "choices", None) or {}).get(k))
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
        if k == "x_versus":   # "if X is greater than or equal to the number of cards in your library" (kb.engine.xcompare)
            from .xcompare import x_versus_holds
            return x_versus_holds(cond, rc)
        if k == "x_compare":   # "if X is 5 or more" (107.3): the X announced as it was put on the stack
            if cond.subject == "undefined":   # the X the text defined, read where it could have changed (608.2h)
                self.note_unknown(f"\u201c{cond.text}\u201d can't be decided: the X the text defined is not read here")
                return False
            if cond.subject is not None:   # or the X the text defined, "where X is …" (107.3a), now (608.2h)
                x = cond.subject.eval(rc, None)
                return {">=": x >= cond.n, "<=": x <= cond.n, "==": x == cond.n}[cond.value]
            if rc.x is None:
                self.note_unknown(f"\u201c{cond.text}\u201d can't be decided: the value of X was not stated (x: N)")
                return False
            return {">=": rc.x >= cond.n, "<=": rc.x <= cond.n, "==": rc.x == cond.n}[cond.value]
        raise EngineError(f"condition {k!r} not modelled")

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
            self.note_unknown(f"\u201c{cond.text}\u201d: which spell \u201cit\u201d is here is not read"
                              f" ({self.rule_no('cast_pay')})")
            return False
        else:
            o = self.objects.get(rc.source_oid) if rc.source_oid is not None else None
            rec = getattr(o, "record", None) if o is not None else getattr(self.lki.get(rc.source_oid), "record", ...)
            if rec is ...:   # its spell is not known from what is left of it
                self.note_unknown(f"\u201c{cond.text}\u201d: the spell it was is not known"
                                  f" ({self.rule_no('cast_pay')})")
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
            self.note_unknown(f"\u201c{cond.text}\u201d: which spell \u201cit\u201d is here is not read"
                              f" ({self.rule_no('cast_pay')})")
            return False
        o = self.objects.get(rc.source_oid) if rc.source_oid is not None else None
        rec = getattr(o, "record", None) if o is not None else getattr(self.lki.get(rc.source_oid), "record", ...)
        if rec is ...:   # its spell is not known from what is left of it
            self.note_unknown(f"\u201c{cond.text}\u201d: the spell it was is not known ({self.rule_no('cast_pay')})")
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
