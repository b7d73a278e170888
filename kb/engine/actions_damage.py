"""Dealing damage and preventing it: a resolving instruction's damage (120.3), divided (601.2d) or dealt evenly, to a
planeswalker's controller redirected under the editions that had it (306.7 of 2009-2017), fight (701.14), and
prevention shields (615): their order (616.1) and what lifelink sees (702.15b).

Mixed into :class:`kb.engine.state.GameState` beside :class:`kb.engine.actions.ActionsMixin`.
"""
from __future__ import annotations

import re
from .commanderdamage import commander_damage_dealt
from .errors import EngineError
from .specialcounters import shield_carried, shield_unread
from .filters import Const
from .instructions import (Instruction, Subject, XValue)
from .rctx import RCtx
from .words import said_none
from .triggers import Event
from .actions import antecedent, fixed
from .regencontrol import REGEN_CONTROL
from .damagecounters import give_damage_poison, put_damage_counters

__all__ = ["DamageActions"]


# keywords that change nothing about damage once it is dealt to a player, but for lifelink's gain (702.15b): a shield's
# split among sources with only these leaves the player's life total the same either way (615.7)
_INERT_ONCE_DEALT = frozenset(("lifelink", "flying", "reach", "trample", "first strike", "double strike", "vigilance",
                               "haste", "menace", "defender", "indestructible", "hexproof", "shroud",
                               # damage to a player (the one recipient _lifelink_reach allows): deathtouch reads only
                               # damage to a creature (702.2b, 704.5h)
                               "deathtouch"))


def _uses_lki(v) -> bool:
    from .instructions import ObjectValue, PaidValue
    return isinstance(v, (PaidValue, ObjectValue))


def _toxic_total(w) -> int:
    """702.164c: a creature's total toxic value, the sum of N over its toxic abilities (each instance counts)."""
    total = 0
    for h in w.abilities:
        m = re.fullmatch(r"toxic (\d+)", (h.ability.keyword or "").lower()) if h.ability.keyword else None
        if m:
            total += int(m.group(1))
    return total


class DamageActions:
    """What resolving instructions do, as this module's docstring says."""

    # --- damage (120) ------------------------------------------------------------------------------------------
    def _damage_instruction(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        from .eachsource import EACH_SOURCE
        if ins.opts.get(EACH_SOURCE) and not ins.opts.get("more") and not ins.alternatives and \
                not ins.opts.get("divided") and not ins.opts.get("evenly"):
            self._damage_each_source(ins, refs, rc, item)
            return
        # "… instead" (608.2c): another amount for the part it names (0: the first recipient, n: the n-th "and … to")
        amounts = [ins.amount] + [amt for _subj, amt in ins.opts.get("more", ())]
        for cond, alt, part, _to in ins.alternatives:
            if self.condition_holds(cond, rc):
                amounts[part] = alt
        amount = fixed(amounts[0], rc, None)
        if self._illegal_source(ins.source, rc):
            # 608.2b (413.2a from 2002-10-07): an illegal target can't be made to perform an action — it deals no damage,
            # whatever its last known power
            self.log.add("the source of the damage is an illegal target: it can't be made to deal damage, so none is "
                         "dealt", "target_illegal_part", indent=1, kind="step")
            return
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
        if ins.opts.get("excess_to_controller"):
            recips = self._excess_to_controller(ins.opts["excess_to_controller"], recips, src_w)
        recips = self._redirect_to_planeswalker(recips, src_w, rc)
        seen, batched = len(self.events), len(self._batch) if self._batch is not None else 0
        dealt = self.deal_damage(src_oid, src_w, recips, item=item, unpreventable=bool(ins.opts.get("unpreventable")))
        item.dealt += dealt
        new = self.events[seen:] + (self._batch[batched:] if self._batch is not None else [])
        rc.damaged.extend(ev.obj for ev in new if ev.kind == "damage" and ev.obj is not None and ev.amount)

    def _excess_to_controller(self, cond, recips: list, src_w) -> list:
        """120.4a: "Excess damage is dealt to that creature's controller instead." — the damage event is modified before
        it is dealt: a creature is dealt what would be lethal damage (its toughness less the damage already marked,
        120.6; 1 from a source with deathtouch, any more being excess) and its controller the rest. ``cond``: a keyword
        the source must have ("If the creature you control has trample, …"), or True. A permanent that is also a
        planeswalker or battle (the greatest of the amounts), and an edition without the rule, are "cannot decide"."""
        from .lethalpower import lethal_measure
        kws = src_w.keyword_names() if src_w is not None else set()
        if isinstance(cond, str) and cond not in kws:
            self.log.add(f"the source doesn't have {cond}: no damage is excess", "excess_damage", indent=1, kind="step")
            return recips
        if not self.rules_have("excess_damage"):
            self.note_unknown(f"\u201cexcess damage is dealt to that creature's controller instead\u201d: no rule of "
                              f"{self.edition} says what excess damage is (120.4a of later editions)")
            return recips
        snap = self.evaluate()
        out = []
        for (kind, ref), n in recips:
            w = snap.get(ref) if kind == "obj" else None
            o = self.objects.get(ref) if kind == "obj" else None
            if w is None or o is None or n <= 0 or "Creature" not in w.types:
                out.append(((kind, ref), n))
                continue
            if {"Planeswalker", "Battle"} & set(w.types):
                self.note_unknown(f"{o.alias} is a creature and a {'planeswalker' if 'Planeswalker' in w.types else 'battle'}:"
                                  f" its excess damage is the greatest of the amounts for each type "
                                  f"({self.rule_no('excess_damage')}), not modelled")
                out.append(((kind, ref), n))
                continue
            lethal = 1 if "deathtouch" in kws else max(0, lethal_measure(snap, ref, w)[0] - o.damage)
            excess = max(0, n - lethal)
            if not excess:
                out.append(((kind, ref), n))
                continue
            out += [((kind, ref), n - excess), (("player", w.controller), excess)]
            self.log.add(f"lethal damage for {o.alias} is {lethal}" + (" (its source has deathtouch)" if "deathtouch" in kws
                                                                        else "") +
                         f": the other {excess} is excess damage, dealt to its controller, {w.controller}, instead",
                         "excess_damage", "lethal_damage", indent=1, kind="step")
        return out

    def _damage_each_source(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        """"Each creature you control deals 1 damage to target creature" (kb.engine.eachsource): every object the
        source words name as it resolves deals the damage, its own amount for "equal to its power" (608.2h), all in
        one damage event (120.3)."""
        from .eachsource import EACH_ITSELF, EACH_OWN_PLAYER, own_amount
        sources = [ref for kind, ref in self.subjects(ins.source, rc, ins) if kind == "obj"]
        if not sources:
            self.log.add(f"\u201c{ins.text}\u201d: no object is a source of it now, so no damage is dealt", "damage",
                         indent=1, kind="step")
            return
        rc.last_amount = 0
        with self.damage_event():
            for oid in sources:
                w = self._view(oid)
                if w is None:
                    continue
                amount = own_amount(ins.amount, ins.source, w)
                if amount is None:
                    amount = fixed(ins.amount, rc, None)
                self.log.add(f"{w.obj.alias} deals {amount} damage", "damage", indent=1, kind="step")
                # "… deals damage to itself": each source is dealt its own damage (120.3), no other recipient
                mine = [("obj", oid)] if ins.opts.get(EACH_ITSELF) else refs
                whose = ins.opts.get(EACH_OWN_PLAYER)
                if whose:   # "… to its controller": that source's own controller (108.4) or owner (108.3), 120.3
                    mine = [("player", w.controller if whose == "controller" else w.owner)]
                recips = self._redirect_to_planeswalker([(r, amount) for r in mine], w, rc)
                seen, batched = len(self.events), len(self._batch) if self._batch is not None else 0
                item.dealt += self.deal_damage(oid, w, recips, item=item,
                                               unpreventable=bool(ins.opts.get("unpreventable")))
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
        from .versions import rule as _rule
        zero = _rule("divide_zero", self.edition)   # 409.1e of 1999-04-23: a share of 0 (kb.engine.divide)
        parts = shares(ins.text, amount, names, rc.choices.get("divide"), self.rule_no("divide"), zero_unread=zero)
        if parts is None:
            from .divide import zero_share, zero_unstated
            self.note_unknown(zero_unstated(ins.text, self.rule_no("divide")) if zero and rc.choices.get("divide")
                              is not None and zero_share(rc.choices.get("divide"))
                              else unstated(ins.text, amount, names, self.rule_no("divide")))
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
                gone = self.edition_number("pw_redirect_removed")   # 306.7 from 2018-04-27: "This rule has been removed"
                raise EngineError(f"redirect: the rules of {self.edition} have no redirection of damage to a "
                                  f"planeswalker ({describe_version('planeswalker_redirect', self.edition)}"
                                  + (f", {gone}" if gone else "") + ")")
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
            self._redirect_order(src_w, ref, pw, snap)
            out.append((("obj", pw.oid), n))
            self.log.add(f"{src_w.controller} has the {n} damage to {ref} dealt to {pw.alias} instead (a redirection "
                         "effect)", "pw_redirect", indent=1, kind="step")
        if want is not None and not said_none(want) and not used:
            raise EngineError(f"redirect: {want} was given, but no damage to a player could be redirected "
                              f"({self.rule_no('pw_redirect')})")
        return out

    def _redirect_order(self, src_w, player: str, pw, snap) -> None:
        """306.7 (2009-2018): the redirection "is subject to the normal rules for ordering replacement effects": when
        another replacement or prevention effect would also apply to the damage to ``player`` (a shield on them, a
        damage doubler), that player chooses which applies first (616.1). Stated with ``replace_order`` naming the
        redirection (an entry with "redirect", or the planeswalker) first, it is applied first, as the engine does;
        another order, or none stated, is "cannot decide" — the engine applies the redirection before the others."""
        from .effectnames import names_effect
        others = [r for r in self._static_replacements("damage", snap) + self._live_replacements("damage")
                  if self._damage_applies(r, src_w.oid, src_w, ("player", player), None, False, snap)]
        if not others:
            return
        pw_names = {pw.alias.lower(), pw.card.name.lower()}
        for name in self.choices.get("replace_order") or []:
            low = str(name).lower()
            if "redirect" in low or low in pw_names:
                self.log.add(f"{player} chooses which applies first: the redirection to {pw.alias} (also applicable: "
                             f"{', '.join(r.source_name or 'an effect' for r in others)})", "replacement_order",
                             indent=1, kind="step")
                return
            if any(names_effect(str(name), r) for r in others):
                break
        names = "; ".join(f"{r.source_name or 'an effect'}: \u201c{r.text}\u201d" for r in others)
        self.note_unknown(f"the damage to {player} would be redirected to {pw.alias} ({self.rule_no('pw_redirect')}), "
                          f"and {names} would also apply to it: the redirection is ordered with them as replacement "
                          f"effects are, by {player} ({self.rule_no('replacement_order')}), and only the redirection "
                          f"applied first is modelled (give replace_order: [redirection, ...])")

    def _illegal_source(self, subj: Subject | None, rc: RCtx) -> bool:
        """Whether the object a damage instruction names as its source ("Target creature you control deals damage …",
        "It deals damage …" after it) is a target that is illegal as the spell or ability resolves: every target
        chosen for it is (608.2b)."""
        if subj is None:
            return False
        subj = antecedent(subj, rc)
        if subj is None or subj.kind != "target":
            return False
        legal = list(getattr(rc, "legal", None) or ())
        chosen = [i for i in subj.slots if isinstance(i, int) and i < len(rc.targets) and rc.targets[i] is not None]
        return bool(chosen) and all(i < len(legal) and not legal[i] for i in chosen)

    def _damage_source(self, subj: Subject | None, rc: RCtx):
        """The object that deals the damage: the source as it is, or as it last existed (113.7a, 608.2h)."""
        if subj is not None:
            subj = antecedent(subj, rc)
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
        hit = [ref for (kind, ref), n in recipients if kind != "player" and n]
        carried = shield_carried(self, hit, combat, unpreventable)   # 122.1c: in replace_damage (kb.engine.specialcounters)
        if not unpreventable:   # 122.1c: a shield counter's prevention effect, not carried out for the others
            shield_unread(self, [ref for ref in hit if ref not in carried], "dealt damage")
        self.__dict__["_shield_now"] = carried
        was = self.unpreventable_damage
        self.unpreventable_damage = was or unpreventable
        try:
            with self.damage_event():
                return self._deal_damage(src_oid, src_w, recipients, combat=combat)
        finally:
            self.unpreventable_damage = was
            self.__dict__["_shield_now"] = frozenset()

    def shield_split_unstated(self, dealt: list, combat: bool, snap) -> list:
        """Damage dealt at once (``dealt``: [(source oid, its working object, [(recipient, amount), …])], 510.2, 120.3)
        and a prevention shield of N damage (615.7) that applies to more than N of it, in two or more parts — to two
        recipients, or from two sources not alike (another controller, or any ability): which damage it prevents is a
        choice (615.7: the shielded player or controller; 616.1). The step's ``shield: [NAME, …]`` states it — the
        sources or recipients whose damage the shield takes first, in that order: ``dealt`` is returned in that order
        (the shield is used on the part dealt first). Not stated, what that damage changes is "cannot decide"."""
        from .unknowns import scope_of
        from .versions import rule as _rule
        said = [str(x) for x in (self.choices or {}).get("shield") or ()]
        chooser = _rule("shield_choice", self.edition)   # before 2002-02-20 no rule says who chooses (419.7b then)
        if said and not chooser:
            said = []
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
                       f"stated ({self.rule_no('prevention_shield')}, {self.rule_no('replacement_order')}): give "
                       "shield: [SOURCE or RECIPIENT, …] on the step") if chooser else (
                       f"\u201c{r.text}\u201d ({r.source_name}) can prevent {r.amount} of the "
                       f"{sum(n for *_x, n in hit)} damage dealt at once by "
                       f"{', '.join(w.obj.alias for w in sources.values())}, and no rule of {self.edition} says who "
                       f"chooses which of it the shield prevents first ({self.rule_no('prevention_shield')})")
                reach = self._lifelink_reach(r, sources, refs, snap)
                effects = self._trigger_only_reach(sources, refs) if reach is None else None
                if effects is not None:
                    # one player is dealt all of it: they lose the same life either way (615.7: a shield counts only
                    # the amount); what varies is whether each source dealt them damage — its triggers' effects
                    self.note_unknown(why, effects)
                elif reach is None:
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

    def _trigger_only_reach(self, sources: dict, refs: set) -> frozenset | None:
        """What an unstated split of a shield's damage changes when one player (``refs``: a player's name) is dealt all
        of it by sources whose abilities are triggered abilities and keywords that change nothing once damage is dealt
        (no lifelink: _lifelink_reach): the player's life is the same either way (615.7), so only what the sources'
        triggered abilities do (kb.engine.unknowns.scope_of of their effects) may differ. None: not that case."""
        from .abilities import TriggeredAbility
        from .unknowns import scope_of
        if len(refs) != 1 or not isinstance(next(iter(refs)), str):
            return None
        if any(w.keyword_names() - (_INERT_ONCE_DEALT - {"lifelink"}) for w in sources.values()):
            return None
        effects = []
        for w in sources.values():
            for h in w.abilities:
                if h.ability.keyword:
                    continue
                if not isinstance(h.ability, TriggeredAbility):
                    return None
                effects.append(h.ability.effect or "")
        if not effects:
            return None
        if any(re.search(r"\bdamage\b", getattr(a, "text", "") or "", re.I) for o in self.objects.values()
               if o.oid not in sources and o.zone in ("battlefield", "command") for a in o.card.abilities):
            return None   # a reader of damage events elsewhere counts sources, not amounts
        return scope_of(" ".join(effects))

    def _shield_order(self, dealt: list, said: list) -> list:
        """``dealt`` with the sources and, for each, the recipients a step's ``shield:`` names first, in its order
        (615.7); a name that neither deals nor is dealt any of this damage is refused."""
        def rank(name: str) -> int:
            return said.index(name) if name in said else len(said)
        named = {w.obj.alias for _s, w, _r in dealt if w is not None} | {self._ref_name(r) for *_x, rs in dealt
                                                                         for r, _n in rs}
        for name in said:
            if name not in named:
                raise EngineError(f"shield: {name} neither deals nor is dealt any of the damage dealt now ({self.rule_no('prevention_shield')})")
        out = [(src, w, sorted(rs, key=lambda rn: rank(self._ref_name(rn[0]))))
               for src, w, rs in sorted(dealt, key=lambda d: rank(d[1].obj.alias) if d[1] is not None else len(said))]
        self.log.add("The shield prevents first the damage " + ", then ".join(
            f"{'from' if name in {w.obj.alias for _s, w, _r in dealt if w is not None} else 'to'} {name}"
            for name in said) + " (as stated)", "prevention_shield", indent=1, kind="step")
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
        from .damageresults import wither_for_all
        from .restrictions import damage_causes_no_loss
        all_wither = wither_for_all(snap)   # "All damage is dealt as though its source had wither." (702.80a)
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
                        if "infect" in kws or "wither" in kws or all_wither:
                            put_damage_counters(self, o, "-1/-1", n, controller)
                            lines.append(f"{o.alias}: {n} -1/-1 counter(s) ({'infect' if 'infect' in kws else 'wither'})")
                            if all_wither and not {"infect", "wither"} & set(kws):
                                cites.add("wither")   # dealt as though its source had wither (kb.engine.damageresults)
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
                    # a target "that dealt damage this turn": its source dealt damage, to a player too (120.3)
                    self.damage_dealt.add((self.turn, src_oid, f"player:{ref}"))
                    p.damage_taken = (p.damage_taken[0] + n, p.damage_taken[1] + (n if combat else 0))
                    if combat:   # 903.10a: combat damage by a commander, however it changes the player
                        commander_damage_dealt(self, src_oid, ref, n)
                    if "infect" in kws:
                        k = give_damage_poison(self, ref, n, controller)
                        lines.append(f"{ref}: {n if k is None else k} poison counter(s) (infect)")
                    else:
                        loss, floor_note = self.damage_life_result(ref, n, snap)   # 614.1a: the result replaced
                        if floor_note:
                            lines.append(f"{ref}: {floor_note}")
                            cites.add("replacement")
                        from .restrictions import cant_lose_life
                        if loss and (why := cant_lose_life(self, snap, ref)):   # 119.8: the damage is still dealt
                            loss = 0
                            lines.append(f"{ref} can't lose life: {why}")
                        if loss and (why := damage_causes_no_loss(self, snap, ref)):   # the damage is still dealt (120.3a)
                            if not rule("damage_is_life_loss", self.edition):
                                from .versions import describe_version
                                self.note_unknown(f"{why}: the rules of {self.edition} don't say that damage is a loss "
                                                  f"of life ({describe_version('damage_is_life_loss', self.edition)})")
                            loss = 0
                            lines.append(f"{ref}: damage doesn't cause {ref} to lose life: {why}")
                            cites.add("damage_player")
                        p.life -= loss
                        p.dipped = p.dipped or p.life <= 0
                        p.life_lost += loss
                        p.damage_lost += loss
                        lines.append(f"{ref}: loses {loss} life (now {p.life})")
                        if loss:
                            self._emit(Event("life_loss", player=ref, amount=loss))
                    toxic = _toxic_total(src_w) if combat else 0
                    if toxic:
                        # 702.164b-c: combat damage to a player also gives poison counters, the total toxic value
                        k = give_damage_poison(self, ref, toxic, controller)
                        if k is None or k:
                            lines.append(f"{ref}: {toxic if k is None else k} poison counter(s) (toxic)")
                    total += n
                    # the source as it was then: "by a creature that, at the time it dealt that damage, was …" (702.173a),
                    # "if you've been dealt damage by two or more creatures this turn" (kb.engine.damagesources)
                    self._emit(Event("damage", obj=None, amount=n, source=src_oid, combat=combat, recipient_player=ref,
                                     source_lki=src_w.copy()))
            if total and "lifelink" in kws and lifelink_v == "static":
                gained = self.change_life(controller, total, log=False)
                lines.append(f"{controller} gains {gained} life (lifelink)" if gained else
                             f"{controller} gains no life from lifelink's {total}")
        name = "a face-down source" if not src_w.name and getattr(src_w.obj, "face_down", False) else \
            (getattr(src_w.obj, "alias", None) or src_w.name or "a source with no name")   # 708.2, 114.3
        if lines:
            # the general damage rule only when a permanent is dealt damage: to a player alone, the rule of damage to a
            # player decides (before 2007-05-01 none: the general concept fell back to a creature's lethal damage)
            to_objects = any(k != "player" for (k, _), _ in recipients)
            self.log.add(f"{name} deals damage: " + "; ".join(lines), *(["damage"] if to_objects else []), *(
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

    def fight_missing(self, ins: Instruction, rc: RCtx) -> bool:
        """Whether one of the creatures a fight instruction names is not a creature on the battlefield now, so neither
        fights nor deals damage (701.14b) — whatever a "you may have ~ fight …" choice would be."""
        refs, others = self.subjects(ins.subject, rc, ins), self.subjects(ins.source, rc, ins)
        if not refs or not others or refs[0][0] != "obj" or others[0][0] != "obj":
            return True
        snap = self.evaluate()
        return not all(w is not None and w.zone == "battlefield" and "Creature" in w.types
                       for w in (snap.get(refs[0][1]), snap.get(others[0][1])))

    def _fight(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        """701.14: each deals damage equal to its power to the other. Under an edition whose rules have no keyword
        action fight yet (before 2011-09-30's 701.10), what "fights" does is not stated: noted "cannot decide"."""
        if not self.rules_have("fight"):
            self.note_unknown(f"\u201c{ins.text}\u201d: the rules of {self.edition} have no keyword action fight (it came "
                              "with the 2011-09-30 edition): what fighting does is not stated")
        others = self.subjects(ins.source, rc, ins)
        if not refs or not others or refs[0][0] != "obj" or others[0][0] != "obj":
            self.log.add("the fight doesn't happen: one of them is gone", "fight_gone", indent=1, kind="step")
            return
        a, b = refs[0][1], others[0][1]
        snap = self.evaluate()
        wa, wb = snap.get(a), snap.get(b)
        if wa is None or wb is None or "Creature" not in wa.types or "Creature" not in wb.types:
            self.log.add("the fight doesn't happen: one of them is no longer a creature on the battlefield", "fight_gone",
                         indent=1, kind="step")
            return
        if a == b:   # one event: it deals damage to itself equal to twice its power
            self.log.add(f"{self.objects[a].alias} fights itself", "fight_self", indent=1, kind="step")
            self.deal_damage(a, wa, [(("obj", a), 2 * max(0, wa.power or 0))])
            return
        with self.batch():
            self.deal_damage(a, wa, [(("obj", b), max(0, wa.power or 0))])
            self.deal_damage(b, wb, [(("obj", a), max(0, wb.power or 0))])

    def _shield(self, ins: Instruction, refs: list, rc: RCtx, item) -> None:
        """615.7 prevention shields, 615.1 "prevent all", 701.19a regeneration shields (this turn)."""
        from .replacement import Replacement
        kind = ins.opts["shield"]
        if kind == "life_floor":   # "Until end of turn, damage that would reduce your life total …" (614.1a)
            from .lifefloorturn import life_floor_parts
            self.add_shield(Replacement(**life_floor_parts(ins, rc, item)))
            self.log.add(f"\u201c{ins.text}\u201d: a replacement effect for {rc.you} this turn", "replacement", indent=1,
                         kind="step")
            return
        ids = frozenset(r[1] for r in refs if r[0] == "obj")
        players = frozenset(r[1] for r in refs if r[0] == "player")
        if kind in ("die_exile", "graveyard_exile"):
            what = ins.opts.get("what")   # "If a creature would die this turn": any that does, not a locked set
            r = Replacement("die" if kind == "die_exile" else "to_graveyard", "exile", ins.text, source=rc.source_oid,
                            source_name=item.name, controller=rc.you, ids=None if what is not None else ids, to=what,
                            duration="end_of_turn" if ins.opts.get("this_turn") else "indefinite",
                            players=ins.opts.get("players"))   # "your graveyard": cards its controller owns (400.3)
            self.add_shield(r)
            whom = f"every {what}" if what is not None else ', '.join(self._ref_name(x) for x in refs)
            self.log.add(f"\u201c{ins.text}\u201d: a replacement effect for {whom}"
                         + (" this turn" if ins.opts.get("this_turn") else ""), "replacement", indent=1, kind="step")
            return
        from .leaveexile import LEAVE_EXILE
        if kind == LEAVE_EXILE:   # "If it would leave the battlefield, exile it instead …" (614.1a; kb.engine.leaveexile)
            for oid in sorted(ids):
                self.add_shield(Replacement(LEAVE_EXILE, "exile", ins.text, source=rc.source_oid, source_name=item.name,
                                            controller=rc.you, ids=frozenset((oid,)), duration="indefinite"))
            self.log.add(f"\u201c{ins.text}\u201d: a replacement effect for {', '.join(self._ref_name(x) for x in refs)} "
                         "as long as it is on the battlefield", "replacement", indent=1, kind="step")
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
                            controller=rc.you, ids=ids, duration="end_of_turn", once=True,
                            then=REGEN_CONTROL if ins.opts.get(REGEN_CONTROL) else "")   # kb.engine.regencontrol
        elif kind == "prevent_next":
            n = fixed(ins.amount, rc, None)
            each = self._divided(ins, n, refs, rc) if ins.opts.get("divided") else [(ref, n) for ref in refs]
            by = bool(ins.opts.get("by_source"))   # "… dealt by target creature": the damage that object deals
            for ref, n in each:
                if by and ref[0] != "obj":
                    continue
                r = Replacement("damage", "prevent", ins.text, source=rc.source_oid, source_name=item.name,
                                controller=rc.you, amount=n, duration="end_of_turn",
                                combat_only=bool(ins.opts.get("combat")),   # "the next N combat damage"
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
            from .nextturnshield import shield_duration   # this turn, or "until your next turn" (611.2a)
            lasts = shield_duration(ins)
            for ref in refs:
                if ref[0] != "obj":
                    continue
                for r in (Replacement("damage", "prevent", ins.text, source=rc.source_oid, source_name=item.name,
                                      controller=rc.you, combat_only=bool(ins.opts.get("combat")), duration=lasts,
                                      ids=frozenset((ref[1],))),
                          Replacement("damage", "prevent", ins.text, source=rc.source_oid, source_name=item.name,
                                      controller=rc.you, combat_only=bool(ins.opts.get("combat")), duration=lasts,
                                      by=("source", ref[1]))):
                    self.add_shield(r)
                    rc.shields.append(r)
            self.log.add(f"\u201c{ins.text}\u201d: a prevention effect until end of turn", "prevention", indent=1,
                         kind="step")
            return
        elif kind in ("redirect_next", "redirect_next_time"):   # 614.9: the next N damage to it is dealt to the other
            # instead; "the next time a source of your choice would deal damage": all of that event's, from the source
            # chosen as it resolves (609.7a), once
            once = kind == "redirect_next_time"
            n = None if once else fixed(ins.amount, rc, None)
            by = None
            if once:
                src = rc.choices.get("source")
                if not src:
                    raise EngineError(f"\u201c{ins.text}\u201d: give choose: {{source: NAME}} (the source chosen, "
                                      f"{self.rule_no('source_choice')})")
                by = ("source", self.obj(src).oid)
            to = self.subjects(ins.opts["to"], rc, ins)
            if not to:
                self.log.add(f"\u201c{ins.text}\u201d: there is nothing to deal the damage to instead, so it does nothing",
                             "redirection", indent=1, kind="step")
                return
            for ref in refs:
                self.add_shield(Replacement("damage", "redirect", ins.text, source=rc.source_oid, source_name=item.name,
                                            controller=rc.you, amount=n, duration="end_of_turn", redirect=to[0],
                                            by=by, once=once,
                                            ids=frozenset((ref[1],)) if ref[0] == "obj" else None,
                                            players=frozenset((ref[1],)) if ref[0] == "player" else None))
            what = f"the next time {self.objects[by[1]].alias} would deal damage to" if once else \
                f"the next {n} damage that would be dealt to"
            self.log.add(f"a redirection effect: {what} {', '.join(self._ref_name(x) for x in refs)} this turn, it is "
                         f"dealt to {self._ref_name(to[0])} instead", "redirection", indent=1, kind="step")
            return
        elif kind == "redirect_all":   # 614.9: all such damage, this turn or until your next turn (611.2a)
            from .nextturnshield import shield_duration
            to = self.subjects(ins.opts["redirect"], rc, ins)
            if not to:
                self.log.add(f"\u201c{ins.text}\u201d: there is nothing to deal the damage to instead, so it does nothing",
                             "redirection", indent=1, kind="step")
                return
            lasts = shield_duration(ins)
            self.add_shield(Replacement("damage", "redirect", ins.text, source=rc.source_oid, source_name=item.name,
                                        controller=rc.you, to=ins.opts["to"], duration=lasts, redirect=to[0]))
            self.log.add(f"a redirection effect: all damage that would be dealt to what \u201c{ins.text}\u201d names "
                         f"{'until ' + rc.you + ' next turn' if lasts != 'end_of_turn' else 'this turn'} is dealt to "
                         f"{self._ref_name(to[0])} instead", "redirection", indent=1, kind="step")
            return
        elif kind in ("prevent_next_group", "redirect_next_group"):   # one shield shared by a player and their
            self._prevent_next_group(ins, rc, item)                        # permanents (615.7, 614.9)
            return
        elif kind == "prevent_source" and ins.opts.get("all"):
            self._prevent_all_from_chosen(ins, rc, item, ids, players)
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
                    raise EngineError(f"\u201c{ins.text}\u201d: {so.alias} is not a {want} source "
                                      f"({self.rule_no('source_choice')})")
            r = Replacement("damage", "prevent", ins.text, source=rc.source_oid, source_name=item.name,
                            controller=rc.you, by=("source", so.oid), players=frozenset((rc.you,)),
                            duration="end_of_turn", once=True)
        elif kind == "prevent_by":
            self._prevent_by(ins, rc, item)
            return
        elif kind == "lose_instead":   # "The next time you would lose the game this turn, instead …" (614.1a)
            r = Replacement("lose", "instead", ins.text, source=rc.source_oid, source_name=item.name, controller=rc.you,
                            instead=ins.opts["replaced_by"], duration="end_of_turn", once=True)
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
        what = {"regenerate": "regeneration shield", "modify": "replacement effect",
                "lose_instead": "replacement effect"}.get(kind, "prevention effect")
        self.log.add(f"\u201c{ins.text}\u201d: a {what} "
                     "until end of turn", {"regenerate": "regenerate", "modify": "replacement",
                                           "lose_instead": "replacement"}.get(kind, "prevention"),
                     indent=1, kind="step")

    def _prevent_next_group(self, ins: Instruction, rc: RCtx, item) -> None:
        """"Prevent the next N damage that would be dealt to you and/or permanents you control this turn" (615.7): one
        shield whose amount the player and their permanents share, each as it is at the time (a description, 611.2c's
        exception: the effect changes no characteristic); with "a source of your choice", only that source's damage,
        the source chosen as it resolves (609.7a; choose: {source: NAME})."""
        from .replacement import Replacement
        n = fixed(ins.amount, rc, None)
        redirect = None
        if ins.opts["shield"] == "redirect_next_group":   # "… is dealt to any target instead" (614.9)
            to = self.subjects(ins.opts["redirect"], rc, ins)
            if not to:
                self.log.add(f"\u201c{ins.text}\u201d: there is nothing to deal the damage to instead, so it does nothing",
                             "redirection", indent=1, kind="step")
                return
            redirect = to[0]
        by = None
        if ins.opts.get("source_choice"):
            src = rc.choices.get("source")
            if not src:
                raise EngineError(f"\u201c{ins.text}\u201d: give choose: {{source: NAME}} (the source chosen, "
                                  f"{self.rule_no('source_choice')})")
            by = ("source", self.obj(src).oid)
        r = Replacement("damage", "redirect" if redirect else "prevent", ins.text, source=rc.source_oid,
                        source_name=item.name, controller=rc.you, amount=n, to=ins.opts["to"], by=by,
                        duration="end_of_turn", redirect=redirect)
        self.add_shield(r)
        if redirect is None:
            rc.shields.append(r)
        self.log.add(f"a {'redirection' if redirect else 'prevention shield'}: the next {n} damage"
                     + (f" {self.objects[by[1]].alias} would deal" if by else "")
                     + f" to {rc.you} and permanents {rc.you} control(s) this turn is "
                     + (f"dealt to {self._ref_name(redirect)} instead" if redirect else "prevented"),
                     "redirection" if redirect else "prevention_shield", indent=1, kind="step")

    def _prevent_all_from_chosen(self, ins: Instruction, rc: RCtx, item, ids, players) -> None:
        """"Prevent all damage that would be dealt to X this turn by a source of your choice" (615.1a): every instance
        this turn from the source chosen as it resolves (609.7a; ``choose: {source: NAME}``); "… by sources of the
        color of your choice": the colour chosen then (608.2d; ``choose: {color: red}``), each source's colour
        rechecked as it would deal damage (609.7b)."""
        from .replacement import Replacement
        from .values import color_of
        if ins.opts.get("color_choice"):
            c = color_of(str(rc.choices.get("color") or ""))
            if c is None:
                raise EngineError(f"\u201c{ins.text}\u201d: give choose: {{color: COLOR}} (the colour chosen as it "
                                  f"resolves, {self.rule_no('choices_on_resolution')})")
            by, what = ("color", c), f"{rc.choices.get('color')} sources"
        else:
            src = rc.choices.get("source")
            if not src:
                raise EngineError(f"\u201c{ins.text}\u201d: give choose: {{source: NAME}} (the source chosen, "
                                  f"{self.rule_no('source_choice')})")
            so = self.obj(src)
            by, what = ("source", so.oid), so.alias
        if not ids and not players:
            self.log.add(f"\u201c{ins.text}\u201d: nothing to protect, so it does nothing", "prevention", indent=1,
                         kind="step")
            return
        r = Replacement("damage", "prevent", ins.text, source=rc.source_oid, source_name=item.name, controller=rc.you,
                        by=by, ids=ids or None, players=players or None, duration="end_of_turn")
        self.add_shield(r)
        rc.shields.append(r)
        self.log.add(f"\u201c{ins.text}\u201d: a prevention effect until end of turn: all damage {what} would deal to "
                     f"{', '.join(self._ref_name(x) for x in [('obj', i) for i in sorted(ids)] + [('player', p) for p in sorted(players)])}",
                     "prevention", indent=1, kind="step")

    def _prevent_by(self, ins: Instruction, rc: RCtx, item) -> None:
        """615.1a: "Prevent all [combat] damage that would be dealt this turn by …", whatever it would be dealt to. By a
        target: that object (400.7); by a description ("creatures with power 3 or less", "creatures target opponent
        controls"): each source that fits it as it would deal the damage - the set is not fixed as the spell resolves,
        since the effect changes no characteristic (611.2c)."""
        from .replacement import Replacement
        by = ins.opts["by"]
        if by.kind in ("target", "prev", "event", "self"):   # "~ would deal": its source, that object alone (400.7)
            sources = [("source", oid) for kind, oid in self.subjects(by, rc, ins) if kind == "obj"]
        elif by.kind == "selector":
            sources = [by.selector]
        elif by.kind == "players_objects":   # "creatures target opponent controls": that player's, as the damage is dealt
            sources = [("and", (("selector", by.selector), ("player", p))) for kind, p in self.subjects(by.of, rc, ins)
                       if kind == "player"]
        else:
            raise EngineError(f"\u201c{ins.text}\u201d: the sources named are not modelled")
        from .nextturnshield import shield_duration   # this turn, or "until your next turn" (611.2a)
        lasts = shield_duration(ins)
        for b in sources:
            r = Replacement("damage", "prevent", ins.text, source=rc.source_oid, source_name=item.name,
                            controller=rc.you, combat_only=bool(ins.opts.get("combat")), duration=lasts, by=b,
                            once=bool(ins.opts.get("once")))   # "the next time … would deal damage" (615.8)
            self.add_shield(r)
            rc.shields.append(r)
        self.log.add(f"\u201c{ins.text}\u201d: a prevention effect until "
                     f"{'your next turn' if lasts != 'end_of_turn' else 'end of turn'}"
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
        if ins.opts.get("source_controller"):   # known once the damage is prevented (kb.engine.replacement)
            refs = [("source_controller", None)]
        if ins.kind == "prevented_damage" and not refs:
            self.log.add(f"\u201c{ins.text}\u201d: its target is illegal; the damage is still prevented, but none is dealt "
                         "(608.2b)", "prevention_additional", indent=1, kind="step")
            return
        src_w = rc.src.copy() if rc.src is not None else None
        for r in rc.shields:
            r.then = ins.text
            r.key = tuple(r.key) + ("prevented_equal",)
            r.more = (ins.kind, tuple(refs), rc.source_oid, src_w, rc.you, ins.opts.get("kind"),
                      # "you may have ~ deal …": the controller's choice (608.2d), stated as may: or unstated
                      None if not ins.opts.get("may_have") else
                      "unstated" if rc.choices.get("may") is None else bool(rc.choices.get("may")))
        self.log.add(f"\u201c{ins.text}\u201d: done immediately after that prevention effect prevents damage",
                     "prevention_additional", indent=1, kind="step")
