"""Combat (506-511): declaring attackers and blockers with their restrictions and requirements,
combat damage with first and double strike, trample and deathtouch, and the rules of each edition
(before 2009-07-11 combat damage used the stack; 2009-07-11 … 2024-07-30 blockers were put in a
damage assignment order). Mixed into :class:`kb.engine.state.GameState`.

Modelled keywords: haste, defender, vigilance, flying, reach, menace, fear, intimidate, shadow,
horsemanship, landwalk, first strike, double strike, trample, deathtouch, lifelink, infect, wither,
protection (blocking); flanking, rampage, bushido, afflict, annihilator, battle cry, frenzy and
poisonous are the triggered abilities their rules define (kb.engine.keywordmeans); banding's bands and damage
assignment are kb.engine.banding. "Bands with other" is not modelled: a scenario that declares a creature with it
attacking or blocking is refused, naming the rule.
"""
from __future__ import annotations


import re
from dataclasses import dataclass, field

from .banding import assigner, before_rule as banding_before_rule, block_bands, declare_bands, leave_band
from .blockerorder import blocker_orders
from .damagecounters import held_damage_counters
from .attackyou import planeswalker_label
from .parser import ATTACK_UNTAPPED, NO_LANDWALK, WALL_ATTACKS
from .declare import attack_costs, block_capacity, check_attackers, check_blockers, cost_to_attack
from .effects import source_of_label
from .errors import EngineError
from .objects import summoning_sick
from .text import player_cap as _cap, player_verb as _verb
from .triggers import Event
from .gamevalues import defending_player
from .unknowns import blockers as undecided_because, note_derived
from .versions import first_edition, rule

__all__ = ["Combat", "CombatMixin", "UNMODELLED_COMBAT"]

# (flanking, rampage, bushido, afflict, annihilator and battle cry are the triggered abilities their rules define, and
# horsemanship and skulk blocking restrictions: kb.engine.keywordmeans)
UNMODELLED_COMBAT = ()   # keywords whose combat rules aren't read (banding and "bands with other": kb.engine.banding)
_LANDWALK_SKIP = ()
# what an unread ability must mention to change whether a creature can attack or block (508.1, 509.1)
_COMBAT_WORDS = re.compile(r"\b(flying|reach|defender|haste|menace|shadow|fear|intimidate|horsemanship|\w+walk|attacks?|"
                           r"attacking|blocks?|blocking|blocked|abilities|creatures?|protection|vigilance|can't|keyword)\b",
                           re.I)
_DAMAGE_WORDS = re.compile(r"\b(first strike|double strike|deathtouch|lifelink|trample|infect|wither|abilities|keyword)\b",
                           re.I)
# what an unread ability must mention to change where a blocked creature may assign its combat damage (510.1c)
_ASSIGN_WORDS = re.compile(r"\bassigns? (?:its |their )?combat damage|\bweren't blocked\b", re.I)


@dataclass
class Combat:
    attackers: dict = field(default_factory=dict)     # attacker oid → ('player', name) | ('obj', oid)
    declared_by: dict = field(default_factory=dict)   # attacker/blocker oid → its controller then (506.4)
    blocks: dict = field(default_factory=dict)        # blocker oid → [attacker oids]
    blocked: set = field(default_factory=set)         # attackers that became blocked (509.1h)
    order: dict = field(default_factory=dict)         # attacker → [blockers] (damage assignment order, 2009-2024)
    order_said: set = field(default_factory=set)      # attackers (and blockers, 509.3 then) whose damage assignment order the scenario gave
    first_step: bool | None = None                    # a first-strike combat damage step happens
    dealt_first: set = field(default_factory=set)     # creatures that dealt combat damage in the first step
    had_strike: set = field(default_factory=set)      # creatures with first/double strike as the first step began
    had_first: set = field(default_factory=set)       # ... with first strike (2009-07-11's 510.5 names it alone)
    had_double: set = field(default_factory=set)      # ... with double strike (702.4c: losing it skips the second step)
    bands: list = field(default_factory=list)         # attacking bands, frozensets of attacker oids (702.22c)
    blockers_declared: set = field(default_factory=set)   # declared as blockers this combat (509.1a; kb.engine.combathistory)
    blocked_declared: dict = field(default_factory=dict)  # blocker → the attackers it was declared blocking (509.1a; kept
    # after it leaves combat: "each creature it blocked this combat", kb.engine.combatdeaths)
    steps_done: int = 0

    def blockers_of(self, attacker: int) -> list:
        return [b for b, atts in self.blocks.items() if attacker in atts]


class CombatMixin:
    def attacked_this_turn(self, players=None) -> set:
        """The creatures declared as attackers this turn (508.1a) by ``players`` (None: any player), each once however
        many combat phases it attacked in (500.8); one that left and returned is a new object (400.7)."""
        return {lk.oid for (p, t), lks in self.attacked_with.items()
                if t == self.turn and (players is None or p in players) for lk in lks}

    # --- the steps ----------------------------------------------------------------------------------------
    def _combat_begin(self) -> None:
        self.combat = Combat()

    def declare_attackers(self, spec) -> None:
        """508.1: the active player declares attackers (restrictions, requirements, tapping)."""
        self._go_to_step("declare_attackers", declare=True)
        snap = self.evaluate()
        who = self.active
        defenders = self.opponents(who)
        if not defenders:
            raise EngineError("there is no opponent to attack")
        default_def = ("player", defenders[0])
        chosen: dict = {}
        items = spec.items() if isinstance(spec, dict) else ((x, None) for x in (spec if isinstance(spec, list) else [spec]))
        for ref, target in items:
            o = self.obj(ref)
            if o.oid in chosen:   # 508.1a: each creature the player chooses attacks once ("Grizzly Bears" twice is one)
                raise EngineError(f"{o.alias} is named twice among the attackers: a creature attacks once; name each "
                                  f"one (a second of that name is '{o.alias} #2') ({self.rule_no('attack_rules')})")
            w = snap.get(o.oid)
            why = self._cant_attack(o, w, who)
            if why:
                raise EngineError(f"{o.alias} can't attack: {why}")
            t = default_def if target in (None, True) else self._target_ref(target)
            if t[0] == "player" and f"can't attack {t[1]}" in snap.restrictions.get(o.oid, ()):
                raise EngineError(f"{o.alias} can't attack: an effect says it can't attack {t[1]} "
                                  f"({self.rule_no('attack_restrictions')})")
            pw = snap.get(t[1]) if t[0] == "obj" else None
            if pw is not None and "Planeswalker" in pw.types and \
                    planeswalker_label(pw.controller) in snap.restrictions.get(o.oid, ()):   # kb.engine.attackyou
                raise EngineError(f"{o.alias} can't attack {pw.obj.alias}: an effect says it can't attack planeswalkers "
                                  f"{pw.controller} controls ({self.rule_no('attack_restrictions')})")
            if t[0] == "obj" and snap.get(t[1]) is not None and "Battle" in snap.get(t[1]).types:
                # 310.8b: a battle can be attacked by any attacking player for whom its protector is a defending
                # player; its protector can never attack it (a Siege can be attacked by its own controller)
                prot = self.objects[t[1]].protector
                if prot == who:
                    raise EngineError(f"{self._ref_name(t)} can't be attacked by {who}: {who} is its protector, and a "
                                      f"battle's protector can never attack it ({self.rule_no('battle_attack')}, {self.rule_no('attack_whom')})")
                if prot is None or prot not in defenders:
                    raise EngineError(f"{self._ref_name(t)} can't be attacked: its protector is not a defending player "
                                      f"({self.rule_no('battle_attack')}, {self.rule_no('attack_whom')})")
            elif t[0] == "obj":
                tw = snap.get(t[1])
                if tw is None or not ({"Planeswalker", "Battle"} & tw.types) or tw.controller == who:
                    raise EngineError(f"{self._ref_name(t)} is not a planeswalker or battle an opponent controls ({self.rule_no('attack_whom')})")
            chosen[o.oid] = t
        # 508.1c-d: restrictions on the declaration as a whole, and requirements ("attacks each combat if able")
        candidates = []
        for o in self.objects.values():
            w = snap.get(o.oid)
            if o.zone != "battlefield" or w is None or "Creature" not in w.types or w.controller != who:
                continue
            try:
                if not self._cant_attack(o, w, who):
                    candidates.append(o.oid)
            except EngineError:  # a creature with an unmodelled combat keyword: not one the engine can declare
                continue
        from .duringnextturn import undecided   # "… during its controller's next turn" (kb.engine.duringnextturn)
        undecided(self, snap)
        check_attackers(self, snap, chosen, candidates, defenders)
        self._declaration_undecided(snap, list(chosen), "attack")
        declare_bands(self, snap, chosen)   # 702.22c: bands, declared with the attackers
        self._pay_attack_costs(snap, chosen, who)
        c = self.combat
        with self.batch():
            for oid, t in chosen.items():
                o = self.objects[oid]
                w = snap.get(oid)
                c.attackers[oid] = t
                c.declared_by[oid] = w.controller if w is not None else o.controller   # as the layers say (613.1b)
                o.in_combat = "attacking"
                self.attacked_with.setdefault((who, self.turn), []).append(self.snapshot_of(oid, snap))
                if "vigilance" not in w.keyword_names() and not o.tapped and \
                        ATTACK_UNTAPPED not in snap.restrictions.get(oid, ()):   # the old words of vigilance
                    o.tapped = True   # 508.1f: it becomes tapped ("Whenever a creature you control becomes tapped")
                    self._emit(Event("tapped", obj=oid))
                self._emit(Event("attacks", obj=oid, player=who, amount=len(chosen),
                                 same_target=sum(1 for x in chosen.values() if x == t),
                                 recipient_player=t[1] if t[0] == "player" else None,
                                 other=t[1] if t[0] == "obj" else None))   # what it attacks (508.3a)
            if chosen:   # 508.3d: "Whenever you attack": one event for the declaration
                self._emit(Event("attacked_with", player=who, amount=len(chosen), objs=tuple(chosen)))
            from .exert import exert_attackers   # 701.43a: "You may exert ~ as it attacks"
            exert_attackers(self, snap, list(chosen), who)
            from .enlist import enlist_attackers   # 702.154a: "you may tap … As this creature attacks"
            enlist_attackers(self, snap, list(chosen), who)
        names = ", ".join(f"{self.objects[o].alias} \u2192 {self._ref_name(t)}" for o, t in chosen.items()) or "no creatures"
        self.log.add(f"{_cap(who)} {_verb(who, 'declare')} attackers: {names}" + (
            "; attacking taps them (those with vigilance stay untapped)" if chosen else ""),
            "declare_attackers", "attack_tap", *(["vigilance"] if any("vigilance" in snap.get(o).keyword_names()
                                                                     for o in chosen) else []), kind="step")
        self._changed()  # "attacking creatures …" now describe other objects (506.4, 611.3a)
        if not chosen:
            self.log.add("No creatures attack: the declare blockers and combat damage steps are skipped",
                         "no_attackers", indent=1, kind="step")
        self.priority_check()

    def enter_attacking(self, oids: list, options: list | None, choices: dict | None) -> None:
        """508.4: creatures put onto the battlefield attacking. Each is attacking what its controller chooses as it
        enters (``choose: {attacking: NAME}``, a list for several, in order) among the defending players, the
        planeswalkers they control and the battles they protect, or among ``options`` when the effect names them
        (an empty list: the one named is gone, 508.4a). It was never declared as an attacker: nothing that triggers
        on attacking sees it (508.3a, 508.4), and restrictions on declaring attackers don't apply (508.4c). It is
        not attacking at all outside combat, under a player who isn't attacking, or when it isn't a creature or is a
        battle (506.3a-c, 506.3f). One choice left unstated that matters leaves where its damage goes undecided."""
        if not oids:
            return
        snap = self.evaluate()
        c = self.combat
        said = (choices or {}).get("attacking")
        said = list(said) if isinstance(said, list) else [said] * len(oids)
        for i, oid in enumerate(oids):
            o = self.objects[oid]
            w = snap.get(oid)
            why = None
            if c is None or o.controller != self.active:
                why = "its controller isn't an attacking player (506.3b)" if c is not None else \
                    "there is no combat: its controller isn't an attacking player (506.3b)"
            elif w is None or "Creature" not in w.types or "Battle" in w.types:
                why = "it isn't a creature (506.3a)" if w is None or "Creature" not in w.types else \
                    "it is a battle (506.3f)"
            if options is None:
                opts = [("player", p) for p in self.opponents(o.controller)]
                opts += [("obj", x.oid) for x in self.objects.values() if x.zone == "battlefield" and snap.get(x.oid)
                         is not None and (("Planeswalker" in snap.get(x.oid).types and snap.get(x.oid).controller in
                                           self.opponents(o.controller)) or ("Battle" in snap.get(x.oid).types and
                                                                              x.protector in self.opponents(o.controller)))]
            else:   # what the effect names, if it is a defending player or a planeswalker one controls (508.4a)
                opts = [t for t in options if (t[0] == "player" and t[1] in self.opponents(o.controller)) or
                        (t[0] == "obj" and snap.get(t[1]) is not None and snap.get(t[1]).controller in
                         self.opponents(o.controller))]
            if why is None and not opts:
                why = "what the effect says it attacks is gone (508.4a)"
            if why is not None:
                self.log.add(f"{o.alias} enters the battlefield but is never an attacking creature: {why}",
                             "enters_attacking", indent=1, kind="step")
                continue
            want = said[i] if i < len(said) else None
            if want is not None:
                t = self._target_ref(want)
                if t not in opts:
                    raise EngineError(f"{o.alias} can't attack {want}: it attacks "
                                      f"{' or '.join(self._ref_name(x) for x in opts)} ({self.rule_no('enters_attacking')})")
            elif len(opts) == 1:
                t = opts[0]
            else:
                t = opts[0]
                self.note_unknown(f"what {o.alias} attacks: its controller chooses among "
                                  f"{', '.join(self._ref_name(x) for x in opts)} as it enters "
                                  f"({self.rule_no('enters_attacking')}; give choose: {{attacking: NAME}})",
                                  frozenset(("life", "zone")))
            c.attackers[oid] = t
            c.declared_by[oid] = o.controller
            o.in_combat = "attacking"
            self.log.add(f"{o.alias} enters attacking {self._ref_name(t)}; it was never declared as an attacker, so "
                         "abilities that trigger when a creature attacks don't see it", "enters_attacking", indent=1,
                         kind="step")
        self._changed()   # "attacking creatures …" now describe it too (506.4, 611.3a)

    def _pay_attack_costs(self, snap, chosen: dict, who: str) -> None:
        """508.1h-j (308.2d before 2009-07-11): the total cost to attack ("Creatures can't attack you unless their
        controller pays {2} for each creature …"), locked in as the attackers are declared; whether the attacking
        player pays it is stated (``choose: {pays: true | false}``), never guessed: unpaid, the declaration is illegal
        and the game goes back to before it. Paid from the mana pool first, the rest from sources not listed."""
        costs = attack_costs(snap)
        parts = [(oid, n, e) for oid, t in chosen.items() for n, e in cost_to_attack(snap, costs, t)]
        total = sum(n for _o, n, _e in parts)
        if not total:
            return
        rule_no = self.rule_no("attack_cost")
        why = "; ".join(f"{e.source_name or 'an effect'}: {{{n}}} for {self.objects[oid].alias}" for oid, n, e in parts)
        pays = (self.choices.get("choose") or {}).get("pays")   # the step's choose: {pays: ...}
        if pays is None:
            raise EngineError(f"attacking as declared costs {{{total}}} ({why}): say whether {who} {_verb(who, 'pay')} it with "
                              f"choose: {{pays: true | false}} ({rule_no})")
        if not pays:
            raise EngineError(f"the cost to attack, {{{total}}} ({why}), is not paid: the declaration of attackers is "
                              f"illegal ({rule_no})")
        self._spend_pool(who, f"{{{total}}}")
        self.log.add(f"{_cap(who)} {_verb(who, 'pay')} {{{total}}} to attack ({why})", "attack_cost", indent=1,
                     kind="step")

    def _cant_attack(self, o, w, who: str) -> str | None:
        if w is None or o.zone != "battlefield" or "Creature" not in w.types:
            return f"it is not a creature on the battlefield ({self.rule_no('attack_rules')})"
        if w.controller != who:
            return f"{who} doesn't control it ({self.rule_no('attack_rules')})"
        if o.tapped:
            return f"it is tapped ({self.rule_no('attack_rules')})"
        kws = w.keyword_names()
        if "Wall" in w.subtypes and rule("walls_cant_attack", self.edition):
            why = self._wall_cant_attack(o)
            if why:
                return why
        if summoning_sick(o, w, self):
            return ("it has not been under its controller's control since the turn began and has no haste "
                    f"({self.rule_no('summoning_sick')}, {self.rule_no('attack_rules')})")
        rules = self.evaluate().restrictions.get(o.oid, ())
        if "defender" in kws and "can attack as though it didn't have defender" not in rules and WALL_ATTACKS not in rules:
            return f"it has defender ({self.rule_no('defender')})"
        for r in rules:
            if r in ("can't attack", "can't attack or block"):
                from .restrictions import restriction_undecided, who_says
                unsure = restriction_undecided(self, self.evaluate(), o.oid, r)
                if unsure:   # a premise of the question is not refused on a condition left open
                    note_derived(self, f"whether {o.alias} can attack can't be decided: {unsure}")
                    continue
                return f"{who_says(self, self.evaluate(), o.oid, r)} ({self.rule_no('attack_restrictions')})"
            why = self._history_unless(o, r, who)
            if why:
                return why
            if r == "can't attack unless you control more creatures than defending player":
                why = self._more_creatures_than(who, self.opponents(who), r)
                if why:
                    return why
                continue
            if r == "can't attack unless defending player is poisoned":
                why = self._defender_poisoned(o, r, who)
                if why:
                    return why
                continue
            m = re.fullmatch(r"can't attack unless defending player controls an? (\w+)", r)
            if m:
                defender = self.opponents(who)[0] if self.opponents(who) else None
                if defender is None or not self._defender_controls_land(m.group(1).lower(), defender, self.evaluate()):
                    return f"it {r} ({self.rule_no('attack_restrictions')})"
        self._refuse_unmodelled(w, o)
        return None

    def _defender_poisoned(self, o, r: str, who: str) -> str | None:
        """"~ can't attack unless defending player is poisoned" (508.1c): a player with one or more poison counters is
        poisoned (122.1f; a word the rules define from 2011-02-04: before, "cannot decide"); why the attack is refused,
        or None. With more than one possible defending player, which one is not read: "cannot decide"."""
        others = self.opponents(who)
        if len(others) != 1:
            note_derived(self, f"whether \u201c{r}\u201d is met can't be decided: which player it names isn't read here")
            return None
        if rule("poisoned_term", self.edition) == "undefined":
            note_derived(self, f"whether {o.alias} can attack can't be decided: the rules of {self.edition} don't define "
                               "\u201cpoisoned\u201d")
            return None
        if self.player(others[0]).poison >= 1:
            return None
        return f"it {r} ({self.rule_no('attack_restrictions')}, {self.rule_no('poisoned')})"

    def _more_creatures_than(self, who: str, others: list, r: str) -> str | None:
        """"~ can't attack unless you control more creatures than defending player" / "~ can't block unless you
        control more creatures than attacking player" (508.1c, 509.1b; 500.2-500.3 before 2009): the creatures each
        player controls now; why the declaration is refused, or None. With more than one possible other player
        (multiplayer), which one the words name is not read: "cannot decide" (the declaration is not refused)."""
        if len(others) != 1:
            note_derived(self, f"whether \u201c{r}\u201d is met can't be decided: which player it names isn't read here")
            return None
        snap = self.evaluate()

        def creatures(p: str) -> int:
            return sum(1 for w in snap.work.values()
                       if w.zone == "battlefield" and w.controller == p and "Creature" in w.types)
        if creatures(who) > creatures(others[0]):
            return None
        return f"it {r} ({self.rule_no('attack_restrictions' if 'attack' in r else 'block_restrictions')})"

    _AS_THOUGH_NOT_WALL = re.compile(r"as though (?:it|they) (?:weren't|wasn't|were not|was not) (?:a )?Walls?\b",
                                     re.IGNORECASE)

    def _wall_cant_attack(self, o) -> str | None:
        """308.1 (1999-04-23 to 2003-03-15), 308.2a (2003-07-01 to 2004-06-01): a creature with the creature type Wall
        can't attack, whatever its abilities. "can attack as though it didn't have defender" (the Oracle wording that
        replaced "as though it weren't a Wall" when defender came, 2004-10-01) lifts it; an effect worded "as though
        they weren't Walls" is not read: whether the Wall may attack is then not decided (the attack, a premise of
        the question, is not refused). Why the attack is refused, or None."""
        rules = self.evaluate().restrictions.get(o.oid, ())
        # the Oracle words and the old ones ("Walls may attack as though they weren't Walls": treated exactly like
        # creatures without the Wall type for the attack, the glossary's "As Though" example of 2001)
        if "can attack as though it didn't have defender" in rules or WALL_ATTACKS in rules:
            return None
        no = self.rule_no("walls_cant_attack")
        for p in self.objects.values():
            text = getattr(p.card, "text", "") or ""
            if p.zone in ("battlefield", "stack") and self._AS_THOUGH_NOT_WALL.search(text):
                note_derived(self, f"whether {o.alias} can attack can't be decided: Walls can't attack ({no}), and "
                                   f"{p.alias}'s text lets something attack as though it weren't a Wall")
                return None
        return f"it is a Wall, and Walls can't attack ({no})"

    def _history_unless(self, o, r: str, who: str) -> str | None:
        """"can't attack unless you've cast a creature spell this turn" (508.1c): the turn's history now, for the
        creature's controller; why the attack is refused, or None. A history the scenario leaves unstated that could
        satisfy it makes what follows "cannot decide" (the attack, a premise of the question, is not refused)."""
        m = re.fullmatch(r"can't attack unless (.+)", r)
        if not m:
            return None
        from .filters import Ctx
        from .gamevalues import GameView
        from .turnevents import parse_history_condition
        from .parser import _Ctx, parse_selector
        cond = parse_history_condition(m.group(1), _Ctx(o.card.name), parse_selector)
        if cond is None:
            return None
        unsure = getattr(cond, "undecided", None)
        why = unsure(self, who) if unsure is not None else None
        if why:
            note_derived(self, f"whether {o.alias} can attack can't be decided: \u201c{r}\u201d: {why}")
            return None
        snap = self.evaluate()
        if cond.holds(Ctx(snap.work, snap.get(o.oid), who, o.choices, edition=self.edition, game=GameView(self))):
            return None
        return f"it {r} ({self.rule_no('attack_restrictions')})"

    def _declaration_undecided(self, snap, oids: list, what: str) -> None:
        """Whether a declaration is legal reads the creatures' abilities and types (evasion, defender, haste,
        restrictions, 508.1, 509.1): when the engine can't decide those, what follows can't be decided."""
        for oid in dict.fromkeys(oids):
            # whether it is on the battlefield, untapped, at all (an unstated choice may have moved or tapped it:
            # 608.2d): a creature that may not be there may not be declared (508.1a, 509.1a)
            why = undecided_because(self, snap, oid, "zone")
            if why:
                note_derived(self, f"whether {self.objects[oid].alias} is there, untapped, to {what} as declared can't "
                                   f"be decided ({why[0]})")
                return
            for g in ("abilities", "types"):
                why = [r for r in undecided_because(self, snap, oid, g) if _COMBAT_WORDS.search(r)]
                if why:
                    note_derived(self, f"whether {self.objects[oid].alias} can {what} as declared can't be decided "
                                       f"({why[0]})")
                    return

    def _damage_abilities_undecided(self, snap, fighters: list) -> None:
        """Which step a creature deals combat damage in, and what that damage does, read its abilities (first
        strike, double strike, 510.4; deathtouch, lifelink, trample, infect, wither, 702): when an ability the
        engine doesn't read may give or take one of them, what follows can't be decided."""
        for oid in fighters:
            gone = undecided_because(self, snap, oid, "zone")
            if gone:   # it may have left the battlefield (or combat) before damage: it deals and is dealt none (510.1)
                note_derived(self, f"whether {self.objects[oid].alias} is still there to deal and be dealt combat damage "
                                   f"can't be decided ({gone[0]})")
                return
            why = [r for r in undecided_because(self, snap, oid, "abilities") if _DAMAGE_WORDS.search(r)]
            if why:
                note_derived(self, f"whether {self.objects[oid].alias} has the abilities that decide how it deals "
                                   f"combat damage can't be decided ({why[0]})")

    def _refuse_unmodelled(self, w, o) -> None:
        from .keywordmeans import meaning_of
        for k in w.keyword_names():
            base = k.split(" {")[0]
            if base.startswith(UNMODELLED_COMBAT):
                raise EngineError(f"{o.alias} has {k}: its combat rules are not modelled by the engine (702)")
            if base == "banding":
                why = banding_before_rule(self)
                if why:
                    raise EngineError(f"{o.alias} has {why}")
            if base == "myriad" and not rule("myriad", self.edition):   # its trigger's rule (702.116a)
                raise EngineError(f"{o.alias} has myriad, a keyword the rules of {self.edition} don't have yet (it came "
                                  f"with the {first_edition('myriad')} edition): what it does when it attacks is unstated (702)")
            if base == "myriad" and any(getattr(h.ability, "kind", "") == "keyword" and h.ability.keyword == "myriad"
                                        for h in w.abilities):   # granted as a bare keyword: no trigger read for it
                raise EngineError(f"{o.alias} has myriad granted by an effect: its trigger is not modelled ({self.rule_no('myriad')})")
            km = meaning_of(k)
            if km is not None and km.kind == "evasion" and not rule(km.name, self.edition):
                raise EngineError(f"{o.alias} has {k}, a keyword the rules of {self.edition} don't have yet (it came "
                                  f"with the {km.since} edition): its combat rules are unstated (702)")

    def myriad_resolve(self, item) -> None:
        """Myriad's trigger resolving (702.116a): for each opponent other than the defending player, its controller may
        create a token that's a copy of the creature (its copiable values as it last existed, 707.2, 608.2h), tapped
        and attacking that player or a planeswalker they control (508.4: ``choose: {attacking: …}`` where there is a
        choice), and the tokens made are exiled at end of combat (a delayed triggered ability, 603.7). Whether each is
        made is the controller's choice: ``choose: {may: true | false}`` for all, or ``{may: {PLAYER: true | false}}``
        one per opponent; unstated, what follows can't be decided (608.2d)."""
        defending = defending_player(self, item.source)
        others = [p for p in self.opponents(item.controller) if p != defending]
        if not others:
            self.log.add(f"{item.name}: there is no opponent other than the defending player: no token is created",
                         "myriad", indent=1, kind="step")
            return
        said = (item.choices or {}).get("may")
        wants = {p: (said.get(p) if isinstance(said, dict) else said) for p in others}
        if any(not isinstance(v, bool) for v in wants.values()):
            self.note_unknown(f"{item.name}: whether {item.controller} creates myriad's token copy attacking "
                              f"{', '.join(p for p, v in wants.items() if not isinstance(v, bool))} is not stated "
                              f"(choose: {{may: true | false}}) ({self.rule_no('myriad')})")
            return
        src = self.objects.get(item.source)
        if src is not None and src.zone == "battlefield":
            base = self.copiable_card(src, token=True)
        elif item.source in self.lki and self.lki[item.source].copiable_token is not None:
            base = self.lki[item.source].copiable_token   # as it last existed (608.2h)
        else:
            self.note_unknown(f"{item.name}: the copiable values of the creature with myriad, gone, are not known "
                              f"({self.rule_no('myriad')})")
            return
        from dataclasses import replace as _replace
        from .triggers import parse_trigger
        snap = self.evaluate()
        made_all: list = []
        for opp in others:
            if not wants[opp]:
                self.log.add(f"{item.name}: {item.controller} creates no token attacking {opp}", "myriad", indent=1,
                             kind="step")
                continue
            made = self.create_tokens(item.controller, _replace(base, token=True), 1,
                                      because=f"a copy of {self._alias_of(item.source)} (myriad)",
                                      transformed=bool(src is not None and src.transformed), choices=item.choices,
                                      tapped=True, source_controller=item.controller)
            toks = [o.oid for o in made or () if o is not None]
            options = [("player", opp)] + [("obj", o.oid) for o in self.objects.values() if o.zone == "battlefield"
                                           and snap.get(o.oid) is not None and "Planeswalker" in snap.get(o.oid).types
                                           and snap.get(o.oid).controller == opp]
            self.enter_attacking(toks, options, item.choices if len(options) > 1 else None)
            made_all += toks
        for t in made_all:   # "If one or more tokens are created this way, exile the tokens at end of combat."
            self.schedule_delayed(parse_trigger("At end of combat", None), "Exile it.", t, self.evaluate().get(t),
                                  item.controller, f"{item.name} (myriad)", about=t)
        if made_all:
            self.log.add(f"{item.name}: the tokens are exiled at end of combat ({self.rule_no('myriad')})", "myriad",
                         "delayed_trigger", indent=1, kind="step")

    def declare_blockers(self, spec: dict) -> None:
        """509.1: the defending player declares blockers (evasion and other restrictions)."""
        c = self.combat
        if c is None or not (c.attackers or c.declared_by):
            # 508.8: without creatures declared as attackers there is no declare blockers step; attackers declared and
            # all removed from combat since (506.4) leave the step to happen, with nothing to block
            raise EngineError(f"no creature is attacking: there is nothing to block ({self.rule_no('no_attackers')})")
        self._go_to_step("declare_blockers", declare=True)
        snap = self.evaluate()
        pairs: dict = {}
        for bref, aref in (spec or {}).items():
            b = self.obj(bref)
            atts = [self.obj(a).oid for a in (aref if isinstance(aref, list) else [aref])]
            bw = snap.get(b.oid)
            cap = block_capacity(snap, b.oid)
            if cap is not None and len(atts) > cap:
                raise EngineError(f"{b.alias} can block only {'one creature' if cap == 1 else f'{cap} creatures'} ({self.rule_no('block_choose')})")
            if bw is None or b.zone != "battlefield" or "Creature" not in bw.types:
                raise EngineError(f"{b.alias} is not a creature on the battlefield: it can't block ({self.rule_no('block_choose')})")
            if b.tapped:
                raise EngineError(f"{b.alias} is tapped: it can't block ({self.rule_no('block_choose')})")
            for r in snap.restrictions.get(b.oid, ()):
                if r == "can't block unless you control more creatures than attacking player":
                    why = self._more_creatures_than(bw.controller, [self.active], r)
                    if why:
                        raise EngineError(f"{b.alias} can't block: {why}")
                    continue
                if r in ("can't block", "can't attack or block"):
                    from .restrictions import restriction_undecided, who_says
                    unsure = restriction_undecided(self, snap, b.oid, r)
                    if unsure:   # a premise of the question is not refused on a condition left open
                        note_derived(self, f"whether {b.alias} can block can't be decided: {unsure}")
                        continue
                    raise EngineError(f"{b.alias} can't block: {who_says(self, snap, b.oid, r)} ({self.rule_no('block_restrictions')})")
            self._refuse_unmodelled(bw, b)
            for a in atts:
                if a not in c.attackers:
                    raise EngineError(f"{self.objects[a].alias} is not attacking ({self.rule_no('block_choose')})")
                why = self._cant_block(bw, snap.get(a), snap)
                if why:
                    raise EngineError(f"{b.alias} can't block {self.objects[a].alias}: {why}")
                attacked = defending_player(self, a, snap.work)
                if attacked is not None and bw.controller != attacked and len(self.players) == 2:
                    raise EngineError(f"{b.alias} can't block {self.objects[a].alias}: the attacking player controls "
                                      f"it; the defending player ({attacked}) declares blockers among the creatures "
                                      f"they control ({self.rule_no('block_choose')}); a permanent entered without "
                                      f"`controller:` is the active player's")
                if attacked is not None and bw.controller != attacked and len(self.players) > 2:
                    raise EngineError(f"{b.alias} can't block {self.objects[a].alias}: it isn't attacking "
                                      f"{bw.controller} or a permanent {bw.controller} controls or protects (802.4a)")
            pairs[b.oid] = atts
        check_blockers(self, snap, pairs, self._able_to_block(snap))
        self._declaration_undecided(snap, list(pairs) + [a for atts in pairs.values() for a in atts], "block")
        for a in c.attackers:
            aw = snap.get(a)
            n = sum(1 for atts in pairs.values() if a in atts)
            if aw is not None and "menace" in aw.keyword_names() and n == 1:
                raise EngineError(f"{self.objects[a].alias} has menace: it can't be blocked except by two or more "
                                  f"creatures ({self.rule_no('menace_block')})")
        pairs = block_bands(self, pairs)   # 702.22h: blocking one creature of a band blocks all of it
        with self.batch():
            for b, atts in pairs.items():
                c.blocks[b] = atts
                c.blockers_declared.add(b)
                c.blocked_declared[b] = tuple(atts)
                bw_now = snap.get(b)
                c.declared_by[b] = bw_now.controller if bw_now is not None else self.objects[b].controller
                self.objects[b].in_combat = "blocking"
                for i, a in enumerate(atts):  # amount: the how-many-th creature it blocks (509.3a-b)
                    self._emit(Event("blocks", obj=b, player=self.objects[b].controller, other=a, amount=i))
                    self._emit(Event("blocked_by", obj=a, player=self.objects[b].controller, other=b))
            for a in c.attackers:
                bl = c.blockers_of(a)
                if bl:
                    c.blocked.add(a)
                    c.order[a] = bl
                    self._emit(Event("becomes_blocked", obj=a))
                else:
                    t = c.attackers.get(a) or (None, None)   # 509.3g: "attacks [a player] and isn't blocked"
                    self._emit(Event("unblocked", obj=a, recipient_player=t[1] if t[0] == "player" else None,
                                     other=t[1] if t[0] == "obj" else None))
        desc = "; ".join(f"{self.objects[b].alias} blocks {', '.join(self.objects[a].alias for a in atts)}"
                         for b, atts in pairs.items()) or "no blockers"
        self.log.add(f"Blockers are declared: {desc}", "declare_blockers", "blocked", kind="step")
        if rule("damage_assignment", self.edition) == "order":
            for a, bl in c.order.items():
                if len(bl) > 1:
                    want = self.choices.get("order", {}).get(self.objects[a].alias) if isinstance(self.choices.get("order"), dict) else None
                    if want:
                        bl = [self.obj(x).oid for x in want]
                        c.order[a] = bl
                        c.order_said.add(a)
                    self.log.add(f"damage assignment order for {self.objects[a].alias}: "
                                 f"{', '.join(self.objects[x].alias for x in bl)}", "combat_assign", indent=1, kind="step")
            blocker_orders(self, c)
        self._changed()  # "blocking creatures …" (506.4, 611.3a)
        self.priority_check()

    def _able_to_block(self, snap) -> dict:
        """509.1a-b: each untapped creature of a defending player → the attackers it could block by itself."""
        c = self.combat
        out: dict = {}
        for o in self.objects.values():
            w = snap.get(o.oid)
            if o.zone != "battlefield" or w is None or "Creature" not in w.types or o.tapped or w.controller == self.active:
                continue
            if {"can't block", "can't attack or block"} & set(snap.restrictions.get(o.oid, ())):
                continue
            if any(k.split(" {")[0].startswith(UNMODELLED_COMBAT) for k in w.keyword_names()):
                continue
            out[o.oid] = [a for a in c.attackers if not self._cant_block(w, snap.get(a), snap)]
        return out

    def _cant_block(self, bw, aw, snap) -> str | None:
        from .legality import protected_from
        if aw is None:
            return "it is not attacking"
        akws, bkws = aw.keyword_names(), bw.keyword_names()
        for r in snap.restrictions.get(bw.oid, ()):
            if source_of_label(r, "can't block ~") == aw.oid:   # "Target creature can't block ~ this turn."
                return f"it can't block {self.objects[aw.oid].alias} ({self.rule_no('block_restrictions')})"
            if r == "can block only creatures with flying" and "flying" not in akws:
                return f"it {r} ({self.rule_no('block_restrictions')})"
            if r == "can't block creatures with flying" and "flying" in akws:
                return f"it {r} ({self.rule_no('block_restrictions')})"
            m = re.fullmatch(r"can't block creatures with power (\d+) or (greater|less)", r)
            if m and ((aw.power or 0) >= int(m.group(1)) if m.group(2) == "greater" else (aw.power or 0) <= int(m.group(1))):
                return f"it {r} ({self.rule_no('block_restrictions')})"
        from .ring import ring_can_block   # 701.54c: the Ring-bearer "can't be blocked by creatures with greater power"
        why = ring_can_block(self, snap, bw.oid, aw.oid)
        if why:
            return why
        if "flying" in akws and not ({"flying", "reach"} & bkws) and \
                "can block as though it had flying" not in snap.restrictions.get(bw.oid, ()):   # reach's old words
            return f"it has flying; a blocker needs flying or reach ({self.rule_no('flying')})"
        if "shadow" in akws and "shadow" not in bkws:
            return f"it has shadow ({self.rule_no('shadow')})"
        if "shadow" in bkws and "shadow" not in akws:
            return f"a creature with shadow can block only creatures with shadow ({self.rule_no('shadow')})"
        if "horsemanship" in akws and "horsemanship" not in bkws:
            return f"it has horsemanship ({self.rule_no('horsemanship')})"
        if "skulk" in akws and bw.power is not None and aw.power is not None and bw.power > aw.power:
            return f"it has skulk: a creature with greater power can't block it ({self.rule_no('skulk')})"
        if "fear" in akws and not ("Artifact" in bw.types or "B" in bw.colors):
            return f"it has fear: only artifact and/or black creatures can block it ({self.rule_no('fear')})"
        if "intimidate" in akws and not ("Artifact" in bw.types or (bw.colors & aw.colors)):
            return f"it has intimidate ({self.rule_no('intimidate')})"
        for k in akws:
            if k.endswith("walk") and NO_LANDWALK.format(k) not in snap.restrictions.get(aw.oid, ()):
                land = k[:-4].strip()
                if self._defender_controls_land(land, bw.controller, snap):
                    return f"it has {k} and the defending player controls such a land ({self.rule_no('landwalk')})"
        prot = protected_from(aw, bw)
        if prot:
            return f"it has {prot} ({self.rule_no('protection_block')})"
        for r in snap.restrictions.get(aw.oid, ()):
            if r == "can't be blocked":
                return f"it can't be blocked ({self.rule_no('block_restrictions')})"
            if r == "can't be blocked by more than one creature":
                continue  # a restriction on the declaration as a whole (kb.engine.declare, 509.1b)
            if r == "can't be blocked by creatures with power less than its power":
                if (bw.power or 0) < (aw.power or 0):   # compared as blockers are declared
                    return f"it {r} ({bw.power or 0} < {aw.power or 0}) ({self.rule_no('block_restrictions')})"
                continue
            from .parser import blocked_by_rule
            b = blocked_by_rule(r)
            if b is not None:   # 509.1b: "can't be blocked [except] by <objects>"
                from .filters import Ctx
                fits = any(s.match(bw, Ctx(snap.work, aw, aw.controller)) for s in b[1])
                if fits != b[0]:
                    return f"it {r} ({self.rule_no('block_restrictions')})"
                continue
            if r.startswith("can't be blocked by "):
                what = r[len("can't be blocked by "):]
                from .parser import _Ctx, parse_selector
                from .filters import Ctx
                try:
                    sel = parse_selector(what, _Ctx(None))
                except Exception:  # noqa: BLE001 - an unreadable restriction is reported as not checked
                    self.log.add(f"\u201c{r}\u201d: the engine could not check this restriction", indent=1, kind="step")
                    continue
                if sel.match(bw, Ctx(snap.work, aw, aw.controller)):
                    return f"it {r} ({self.rule_no('block_restrictions')})"
        return None

    def _defender_controls_land(self, land: str, player: str, snap) -> bool:
        from .values import singular
        want = singular(land.capitalize())
        for w in snap.work.values():
            if w.zone == "battlefield" and w.controller == player and "Land" in w.types:
                if want in w.subtypes or (land == "nonbasic land" and "Basic" not in w.supertypes) or \
                        (land == "legendary land" and "Legendary" in w.supertypes) or \
                        (land == "snow land" and "Snow" in w.supertypes):
                    return True
        return False

    # --- combat damage (510) ---------------------------------------------------------------------------
    def combat_damage_step(self, assign: dict | None = None) -> None:
        """510: assign and deal combat damage; a first-strike step first when any attacker or
        blocker has first strike or double strike as the step begins (510.4)."""
        c = self.combat
        if c is not None and not c.attackers and c.first_step and c.steps_done == 1:
            # 510.4: the second combat damage step follows the first-strike one though every attacker has left combat
            # since (regenerated, 701.19a; removed, 506.4): a blocker blocking no attacker deals no combat damage
            c.steps_done += 1
            self.log.add("The second combat damage step: no creature is attacking any more, so no combat damage is "
                         "dealt", "first_strike_step", kind="step")
            return
        if c is not None and not c.attackers and c.declared_by and c.steps_done == 0:
            # attackers were declared but every one has been removed from combat since (506.4): the combat damage step
            # happens, and no creature deals combat damage in it
            self._go_to_step("combat_damage", declare=True)
            c.steps_done += 1
            self.log.add("The combat damage step: no creature is attacking any more, so no combat damage is dealt",
                         "removed_from_combat", kind="step")
            return
        if c is None or not c.attackers:
            raise EngineError(f"no creature is attacking: there is no combat damage ({self.rule_no('no_attackers')})")
        if c.steps_done >= (2 if c.first_step else 1):
            raise EngineError("combat damage has already been dealt this combat")
        self._go_to_step("combat_damage", declare=True)
        self._remove_from_combat()
        snap = self.evaluate()
        fighters = list(c.attackers) + list(c.blocks)
        if c.first_step is None:
            self._damage_abilities_undecided(snap, fighters)
            c.had_strike = {o for o in fighters if snap.get(o) is not None and
                            {"first strike", "double strike"} & snap.get(o).keyword_names()}
            c.first_step = bool(c.had_strike)
            c.had_first = {o for o in c.had_strike if "first strike" in snap.get(o).keyword_names()}
            c.had_double = {o for o in c.had_strike if "double strike" in snap.get(o).keyword_names()}
            if c.had_double and not rule("double_strike_rule", self.edition):
                self.note_unknown(f"{', '.join(sorted(self._alias_of(o) for o in c.had_double))} has double strike, "
                                  f"which the rules of {self.edition} don't define ({self.rule_no('first_strike_step')} "
                                  "names first strike only): its combat damage can't be decided")
        if c.first_step and c.steps_done == 0:
            who = [o for o in fighters if o in c.had_strike]
            self.log.add("A creature with first strike or double strike is in combat as the combat damage step begins: "
                         "only those deal damage in this first step; a second step follows", "first_strike_step",
                         kind="step")
        elif c.first_step:
            who = self._second_step_fighters(fighters, snap)
        else:
            who = fighters
        assignments = self._assign(who, assign or self.choices.get("assign") or {}, snap)
        c.steps_done += 1
        if c.first_step and c.steps_done == 1:
            c.dealt_first = {src for src, _, _ in assignments}
        if rule("damage_assignment", self.edition) == "stack":
            self._combat_damage_on_stack(assignments)
        else:
            self._deal_combat_damage(assignments, snap)
        self.priority_check()

    def _second_step_fighters(self, fighters: list, snap) -> list:
        """Who assigns combat damage in the second combat damage step, as the edition words it
        (kb.engine.versions: second_damage_step): from 2009-09-04 those that had neither first strike nor double
        strike as the first step began (2009-07-11: "didn't have first strike"), plus those with double strike
        now (510.4); from 2003-07-01 to 2009-05-01 "any attackers and blockers that didn't assign combat damage in
        the first step, plus any creatures with double strike" (310.5) — a first striker with 0 power assigned
        none (310.2a) and so assigns in the second; before, only "the remaining creatures" (502.2b)."""
        c = self.combat

        def double(o) -> bool:
            w = snap.get(o)
            return w is not None and "double strike" in w.keyword_names()

        version = rule("second_damage_step", self.edition)
        first = c.had_first if version == "no_first_strike" else c.had_strike
        by_start = [o for o in fighters if (o not in first or double(o)) and not (o in c.dealt_first and not double(o))]
        by_assigned = [o for o in fighters if o not in c.dealt_first or double(o)]
        who = by_assigned if version == "didnt_assign" else by_start
        # 702.4c (502.28c from 2003-03-15): removing double strike during the first step stops the creature from
        # assigning combat damage in the second, even one that assigned none in the first (0 power, 310.2a) and so
        # is among those that "didn't assign" (310.5) or "didn't have first strike" (2009-07-11's 510.5)
        lost = [o for o in who if o in c.had_double and not double(o)]
        who = [o for o in who if o not in lost]
        if version == "didnt_assign":
            self.log.add("The second combat damage step: attackers and blockers that didn't assign combat damage in the "
                         "first step, and creatures with double strike", "first_strike_step",
                         *(["double_strike"] if any(o in c.dealt_first for o in who) else []), kind="step")
        else:
            self.log.add("The second combat damage step: creatures that had neither first strike nor double strike as "
                         "the first began, and those that have double strike now", "first_strike_step",
                         *(["double_strike"] if any(o in c.dealt_first for o in who) else []), kind="step")
        if lost:
            self.log.add(f"{', '.join(sorted(self._alias_of(o) for o in lost))} had double strike as the first combat "
                         "damage step began and has lost it: it assigns no combat damage in the second step",
                         "double_strike_removed", kind="step")
        if version == "remaining" and set(by_start) != set(by_assigned):
            odd = ", ".join(sorted(self._alias_of(o) for o in set(by_start) ^ set(by_assigned)))
            self.note_unknown(f"the second combat damage step handles \u201cthe remaining creatures\u201d "
                              f"({self.rule_no('first_strike_step')} of {self.edition}): whether that includes {odd} "
                              "(it had first strike but assigned no combat damage in the first step) isn't said",
                              frozenset(("zone", "life", "pt", "stack", "cards")))
        return who

    def remove_from_combat(self, oids) -> None:
        """506.4: an effect specifically removes these permanents from combat. An attacker removed from combat
        stops being an attacking creature; a blocker stops blocking, but a creature it blocked remains blocked
        (509.1h) and, with no creature blocking it, assigns no combat damage (510.1c) unless it has trample
        (702.19e). A permanent not in combat is unaffected."""
        c = self.combat
        for oid in oids:
            if c is None or (oid not in c.attackers and oid not in c.blocks):
                self.log.add(f"{self._alias_of(oid)} is not in combat: nothing happens", "removed_from_combat",
                             indent=1, kind="step")
                continue
            c.attackers.pop(oid, None)
            c.blocks.pop(oid, None)
            c.blocked.discard(oid)
            leave_band(self, oid)
            for atts in c.order.values():
                if oid in atts:
                    atts.remove(oid)
            c.order.pop(oid, None)
            if oid in self.objects:
                self.objects[oid].in_combat = None
            self._changed()
            self.log.add(f"{self._alias_of(oid)} is removed from combat", "removed_from_combat", indent=1, kind="step")

    def _remove_from_combat(self, only_control: bool = False) -> None:
        """506.4: a creature that left the battlefield, changed controller or stopped being a creature. ``only_control``
        (as a player would receive priority, kb.engine.sba): only one whose controller changed — the others are
        removed as combat damage is dealt, as before."""
        c = self.combat
        snap = self.evaluate()
        for oid in list(c.attackers) + list(c.blocks):
            w = snap.get(oid)
            if only_control and (oid not in self.objects or w is None or "Creature" not in w.types):
                continue
            gone = oid not in self.objects or w is None or "Creature" not in w.types or \
                w.controller != c.declared_by.get(oid)
            if gone:
                if oid in self.objects and w is not None and "Creature" not in w.types \
                        and w.controller == c.declared_by.get(oid) and rule("noncreature_removed", self.edition) != "removed":
                    self.note_unknown(f"{self._alias_of(oid)} stopped being a creature but stays on the battlefield: "
                                      f"{self.rule_no('removed_from_combat')} of {self.edition} removes from combat a "
                                      "creature that stops being one \u201cas a result of leaving play\u201d, and doesn't "
                                      "say what becomes of this one")
                name = self._alias_of(oid)
                c.attackers.pop(oid, None)
                c.blocks.pop(oid, None)
                leave_band(self, oid)
                if oid in self.objects:
                    self.objects[oid].in_combat = None
                    self._changed()
                self.log.add(f"{name} is removed from combat", "removed_from_combat", indent=1, kind="step")

    def _assign(self, who: list, given: dict, snap) -> list:
        """510.1: each creature assigns combat damage equal to its power (0 or less: none)."""
        from .parser import ASSIGNS_NO_DAMAGE
        c = self.combat
        out: list = []
        checks: list = []
        version = rule("damage_assignment", self.edition)
        others = self._assigned_in_step(who, given, snap)
        for oid in who:
            w = snap.get(oid)
            if w is None:
                continue
            if ASSIGNS_NO_DAMAGE in snap.restrictions.get(oid, ()):   # "~ assigns no combat damage this turn" (510.1)
                self.log.add(f"{self.objects[oid].alias} assigns no combat damage this turn", "combat_damage",
                             indent=1, kind="step")
                continue
            power = self.assigned_amount(oid, w, snap, log=True)
            why = undecided_because(self, snap, oid, "pt")
            if why:   # the damage it assigns is its power (510.1a): not a number the engine can give
                note_derived(self, f"{self.objects[oid].alias} deals combat damage equal to a power that can't be "
                                   f"decided ({why[0]})")
            kws = w.keyword_names()
            alias = self.objects[oid].alias
            want = given.get(alias) if isinstance(given, dict) else None
            if why and isinstance(want, dict) and want:
                # the amount stated is taken as its power, not refused: whether it is can't be decided either
                power = sum(int(n) for n in want.values())
            if power <= 0:
                continue
            if oid in c.attackers:
                if oid not in c.blocked:
                    t = c.attackers[oid]
                    if t[0] == "obj" and t[1] not in self.objects:
                        continue
                    if want:
                        out.extend(self._assign_unblocked(oid, alias, power, t, want, kws, snap, checks))
                        continue
                    self._excess_unstated(alias, power, t, kws, snap)
                    out.append((oid, t, power))
                    continue
                blockers = [b for b in c.order.get(oid, c.blockers_of(oid)) if b in c.blocks]
                try:
                    out.extend(self._assign_blocked(oid, alias, power, blockers, kws, want, snap, version,
                                                    others.get(oid), checks))
                except EngineError:
                    stated = self._assignment_undecided(oid, alias, want, blockers, snap)
                    if stated is None:
                        raise
                    out.extend(stated)
            else:
                atts = [a for a in c.blocks.get(oid, []) if a in c.attackers]
                if not atts:
                    continue
                chooser = self._banding_chooser(oid, alias, atts, False, snap)
                out.extend(self._split_damage(oid, alias, power, atts, False, "deathtouch" in kws, want, snap,
                                              None if chooser else version, None, others.get(oid), chooser))
        for alias, pw in checks:
            # 702.19c: damage at least equal to the planeswalker's loyalty, counting what other creatures
            # assign to it in the same step, before any goes to its controller
            loyalty = self.objects[pw].counters.get("loyalty")
            need = loyalty.n if loyalty else 0
            got = sum(n for _, r, n in out if r == ("obj", pw))
            if got < need:
                raise EngineError(f"{alias} must assign damage at least equal to {self.objects[pw].alias}'s loyalty ({need}; "
                                  f"{got} assigned in all) before assigning to its controller "
                                  f"({self.rule_no('trample_over_planeswalkers')})")
        return out

    def _banding_chooser(self, oid, alias, recips: list, trample: bool, snap) -> str | None:
        """The player who chooses how ``oid`` assigns its combat damage because a creature it is in combat with has
        banding (702.22j-k; kb.engine.banding), or None. With trample the rules don't say how the two combine: what
        follows can't be decided — unless the stated assignment puts nothing past the blockers (the caller then passes
        ``trample`` False: trample only allows damage to go on, 702.19b, and 702.22j lets the chooser divide it among
        the blockers)."""
        who = assigner(self, snap, oid, recips)
        if who is not None:
            self.log.add(f"{who} chooses how {alias} assigns its combat damage: a creature in combat with it has "
                         f"banding ({self.rule_no('banding_assign_attacker' if oid in self.combat.attackers else 'banding_assign_blocker')})",
                         "combat_assign", indent=1, kind="step")
            if trample:
                self.note_unknown(f"{alias} has trample and is blocked by a creature with banding: the rules don't say "
                                  f"how trample's assignment combines with the defending player's choice "
                                  f"({self.rule_no('banding_assign_attacker')}, {self.rule_no('trample')})")
        return who

    def _assign_blocked(self, oid, alias, power, blockers: list, kws, want, snap, version, others,
                        checks: list) -> list:
        """510.1c: a blocked attacker assigns its combat damage among the creatures blocking it — all of it to the
        player as though it weren't blocked when an ability lets it, the excess past lethal damage with trample
        (702.19b), all of it to the player with trample and no creature blocking it any more (702.19d); with trample
        over planeswalkers attacking a planeswalker, the excess past its loyalty may go to its controller (702.19c:
        ``checks`` gets the assignment whose loyalty is checked with the other creatures' damage)."""
        c = self.combat
        unblocked = self._as_though_unblocked(oid, alias, power, blockers, want, snap)
        if unblocked is not None:
            return unblocked
        trample = "trample" in kws or "trample over planeswalkers" in kws   # a variant of trample (702.19c)
        if not blockers:   # blocked, with no creature blocking it any more (509.1h)
            if trample:   # all its damage to what it attacks, as though its blockers had been assigned lethal damage
                self.log.add(f"{alias} is blocked but no creature is blocking it; with trample it assigns all its combat "
                             f"damage to {self._ref_name(c.attackers[oid])}", "trample_no_blockers", indent=1, kind="step")
                return [(oid, c.attackers[oid], power)]
            self.log.add(f"{alias} is blocked but no creature is blocking it: it assigns no combat damage",
                         "combat_assign", indent=1, kind="step")
            return []
        if trample and isinstance(want, dict) and want and set(want) <= {self.objects[b].alias for b in blockers}:
            trample = False   # nothing assigned past the blockers: trample allows no more (702.19b), any reading
        chooser = self._banding_chooser(oid, alias, blockers, trample, snap)
        past = self._past_walker(c.attackers[oid], kws, snap) if trample else None   # 702.19c
        if past is not None and not want:
            self._excess_unstated(alias, power, c.attackers[oid], kws, snap,
                                  sum(self._lethal(b, "deathtouch" in kws, snap) for b in blockers))
        got = self._split_damage(oid, alias, power, blockers, trample, "deathtouch" in kws, want, snap,
                                 None if chooser else version, c.attackers[oid], others, chooser, past_walker=past)
        if past is not None and any(r == past and n for _, r, n in got):
            checks.append((alias, c.attackers[oid][1]))
        return got

    def _assignment_undecided(self, oid, alias, want, blockers: list, snap) -> list | None:
        """A stated assignment the rules as read refuse past the blockers (510.1c, 702.19b) while what lets a
        creature assign past them — trample, "as though it weren't blocked" — rests on words the engine doesn't
        read: the assignment is taken as stated, and what follows is "cannot decide", never refused as illegal
        (nor guessed legal). None: the refusal stands."""
        if not isinstance(want, dict) or not want or set(want) <= {self.objects[b].alias for b in blockers}:
            return None
        why = [r for r in undecided_because(self, snap, oid, "abilities")
               if _DAMAGE_WORDS.search(r) or _ASSIGN_WORDS.search(r)]
        if not why:
            return None
        note_derived(self, f"how {alias} may assign its combat damage can't be decided ({why[0]}); the assignment "
                           f"is taken as stated")
        return [(oid, self._target_ref(k), int(n)) for k, n in want.items()]

    def _as_though_unblocked(self, oid, alias, power, blockers, want, snap) -> list | None:
        """"You may have ~ assign its combat damage as though it weren't blocked": its controller chooses (the step's
        ``assign:``) either all of it to the player, planeswalker or battle it attacks, as an unblocked creature
        assigns (510.1a), or, as usual, among the creatures blocking it (510.1c). None: the usual assignment."""
        from .parser import AS_THOUGH_UNBLOCKED
        if AS_THOUGH_UNBLOCKED not in snap.restrictions.get(oid, ()):
            return None
        t = self.combat.attackers[oid]
        if not want:
            raise EngineError(f"{alias}'s controller chooses whether it assigns its combat damage as though it weren't "
                              f"blocked: give assign: {{{alias}: {{{self._ref_name(t)}: {power}}}}} or its blockers "
                              f"on this step ({self.rule_no('combat_assign')})")
        refs = [self._target_ref(k) for k in want]
        if not any(r == t for r in refs):
            return None   # among its blockers: the usual assignment (510.1c)
        if "trample" in snap.get(oid).keyword_names() and any(r != t for r in refs):
            return None   # among its blockers with trample's excess to the player: the usual assignment (702.19b)
        total = sum(int(n) for n in want.values())
        if any(r != t for r in refs) or total != power:
            raise EngineError(f"{alias} assigns its combat damage either as though it weren't blocked, all {power} to "
                              f"{self._ref_name(t)} ({self.rule_no('combat_power')}), or to the creatures blocking it ({self.rule_no('combat_assign')}), not both")
        self.log.add(f"{alias} assigns its combat damage as though it weren't blocked: {power} to {self._ref_name(t)} "
                     "(510.1a, 510.1c)", "combat_assign", indent=1, kind="step")
        return [(oid, t, power)]

    def assigned_amount(self, oid, w, snap, log: bool = False) -> int:
        """510.1a: the combat damage a creature assigns is its power — or its toughness, under an effect saying
        "assigns combat damage equal to its toughness rather than its power" (613.11; its power is unchanged)."""
        from .parser import ASSIGNS_TOUGHNESS
        if ASSIGNS_TOUGHNESS not in snap.restrictions.get(oid, ()):
            return w.power or 0
        if log:
            self.log.add(f"{self.objects[oid].alias} {ASSIGNS_TOUGHNESS}: {w.toughness or 0} (its power is {w.power or 0})",
                         "combat_power", indent=1, kind="step")
        return w.toughness or 0

    def _assigned_in_step(self, who: list, given: dict, snap) -> dict:
        """510.1c, 702.19b: lethal damage counts damage other creatures are assigning in the same step.
        For each creature: recipient oid → damage the others assign to it (given assignments, and the
        whole power of a creature with a single creature to assign to); a nonzero amount from a creature with
        deathtouch counts as lethal damage (702.2c, from 2010-07-16), so it counts as much as lethal damage is."""
        c = self.combat
        per: dict = {}
        lethal_any = rule("deathtouch_lethal", self.edition) == "yes"
        deathtouch: set = set()   # creatures whose nonzero damage assigned counts as lethal damage (702.2c)
        for oid in who:
            w = snap.get(oid)
            if w is None or self.assigned_amount(oid, w, snap) <= 0:
                continue
            if lethal_any and "deathtouch" in w.keyword_names():
                deathtouch.add(oid)
            want = given.get(self.objects[oid].alias) if isinstance(given, dict) else None
            got: dict = {}
            if isinstance(want, dict):
                for k, n in want.items():
                    try:
                        ref, n = self._target_ref(k), int(n)
                    except (EngineError, TypeError, ValueError):
                        continue  # reported when this creature's own assignment is checked
                    if ref[0] == "obj":
                        got[ref[1]] = got.get(ref[1], 0) + n
            else:
                if oid in c.attackers:
                    recips = [b for b in c.blockers_of(oid) if b in c.blocks] if oid in c.blocked else []
                else:
                    recips = [a for a in c.blocks.get(oid, []) if a in c.attackers]
                if len(recips) == 1 and not (oid in c.attackers and "trample" in w.keyword_names()):
                    got[recips[0]] = self.assigned_amount(oid, w, snap)
            per[oid] = got
        out: dict = {}
        for oid in per:
            tot: dict = {}
            for other, got in per.items():
                if other != oid:
                    for r, n in got.items():
                        if n > 0 and other in deathtouch:   # counted as lethal damage, whatever its amount (702.2c)
                            n = max(n, self._lethal(r, False, snap))
                        tot[r] = tot.get(r, 0) + n
            out[oid] = tot
        return out

    def _assign_unblocked(self, oid, alias, power, target, want: dict, kws, snap, checks: list) -> list:
        """510.1a: an unblocked creature assigns all its damage to the player, planeswalker or battle it
        attacks; with trample over planeswalkers attacking a planeswalker, the excess may go to that
        planeswalker's controller (702.19c). An assignment it can't make is refused, naming the rule."""
        allowed = [target]
        pw_controller = self._past_walker(target, kws, snap)
        if pw_controller is not None:
            allowed.append(pw_controller)
        out, total = [], 0
        for k, n in want.items():
            ref = self._target_ref(k)
            if ref not in allowed:
                raise EngineError(f"{alias} is unblocked: it assigns all its combat damage to {self._ref_name(target)}, "
                                  f"not to {k} ({self.rule_no('combat_power')}" +
                                  (f", {self.rule_no('trample_over_planeswalkers')})" if pw_controller else ")"))
            total += int(n)
            out.append((oid, ref, int(n)))
        if total != power:
            raise EngineError(f"{alias} assigns {total} damage, but the combat damage it assigns is {power} ({self.rule_no('combat_power')})")
        if pw_controller is not None and any(r == pw_controller and n for _, r, n in out):
            checks.append((alias, target[1]))
        self.log.add(f"{alias} assigns its combat damage: " + ", ".join(f"{n} to {self._ref_name(r)}" for _, r, n in out),
                     "combat_assign", *(["trample"] if pw_controller else []), indent=1, kind="step")
        return out

    def _past_walker(self, target, kws, snap):
        """702.19c: the player past the planeswalker ``target`` that a creature with trample over planeswalkers
        (``kws``) attacks — that planeswalker's controller, as a recipient — or None."""
        if target[0] != "obj" or "trample over planeswalkers" not in kws:
            return None
        tw = snap.get(target[1])
        return ("player", tw.controller) if tw is not None and "Planeswalker" in tw.types else None

    def _excess_unstated(self, alias, power, target, kws, snap, spent: int = 0) -> None:
        """702.19c: a creature with trample over planeswalkers attacking a planeswalker, with more power than the lethal
        damage of its blockers (``spent``) and the planeswalker's loyalty, and no ``assign:`` given: its controller
        chooses whether the excess goes to the planeswalker or to that planeswalker's controller — never guessed: what
        it changes is "cannot decide"."""
        if self._past_walker(target, kws, snap) is None:
            return
        loyalty = self.objects[target[1]].counters.get("loyalty") if target[1] in self.objects else None
        if power <= spent + (loyalty.n if loyalty else 0):
            return
        self.note_unknown(f"{alias} has trample over planeswalkers: past {self.objects[target[1]].alias}'s loyalty, its "
                          f"controller chooses whether the rest goes to that planeswalker or to its controller, and the "
                          f"question doesn't say (give assign: on the step; {self.rule_no('trample_over_planeswalkers')})")

    def _lethal(self, target: int, deathtouch: bool, snap, already: int = 0) -> int:
        """702.19b, 702.2c: lethal damage, counting damage already marked (and assigned); from 2010-07-16 any
        damage from a deathtouch source is lethal (702.2c; before, toughness decided, also for trample) — and a
        creature that already has lethal damage needs none, deathtouch or not (702.19b)."""
        w = snap.get(target)
        if w is None:
            return 0
        from .lethalpower import lethal_measure   # its power while an effect says so (120.6; kb.engine.lethalpower)
        need = max(0, lethal_measure(snap, target, w)[0] - self.objects[target].damage - already)
        if deathtouch and rule("deathtouch_lethal", self.edition) == "yes":
            return min(1, need)   # 1 is enough (702.2c); none when it already has lethal damage (702.19b)
        return need

    def _out_of_order(self, recips: list, out: list, deathtouch: bool, snap, others: dict) -> int | None:
        """The first blocker in ``recips`` that the damage ``out`` leaves without lethal damage while some goes to a
        later one (510.1c, 2009-2024), or None. From 2009-07-11 to 2010-07-16 a deathtouch creature's damage is
        divided as its controller chooses among the creatures it's in combat with (702.2b then), not in order."""
        if deathtouch and rule("deathtouch", self.edition) == "static" and rule("deathtouch_lethal", self.edition) == "no":
            return None
        for k, b in enumerate(recips):
            got = sum(n for _, r, n in out if r == ("obj", b))
            if got < self._lethal(b, deathtouch, snap, others.get(b, 0)) and any(
                    n for _, r, n in out if r[0] == "obj" and r[1] in recips[k + 1:]):
                return b
        return None

    def _split_damage(self, oid, alias, power, recips, trample, deathtouch, want, snap, version, player_target,
                      others: dict | None = None, chooser: str | None = None, past_walker=None) -> list:
        """``past_walker``: with trample over planeswalkers at a planeswalker, its controller, who may be assigned the
        excess past the planeswalker's loyalty (702.19c; the loyalty is checked with the other creatures' damage)."""
        others = others or {}
        if want:
            out = []
            total = 0
            for k, n in want.items():
                ref = self._target_ref(k)
                if ref[0] == "obj" and ref[1] not in recips and not (trample and player_target == ref):
                    # (a trampler attacking a planeswalker or battle assigns the excess to it, 702.19b)
                    raise EngineError(f"{alias} can't assign damage to {k}: it isn't in combat with it (510.1)")
                if ref[0] == "player" and not (trample and ref in (player_target, past_walker)):
                    raise EngineError(f"{alias} can't assign damage to {k} ({self.rule_no('combat_assign')}, {self.rule_no('trample')})")
                total += int(n)
                out.append((oid, ref, int(n)))
            if total != power:
                raise EngineError(f"{alias} assigns {total} damage, but the combat damage it assigns is {power} ({self.rule_no('combat_power')})")
            if version == "order" and len(recips) > 1 and oid not in self.combat.order_said:
                # the order wasn't given (509.2: the attacking player chose it as blockers were declared): the
                # assignment said shows it, when some order makes it legal (510.1c)
                # (an order fits iff the blockers given lethal damage come first, then at most one given less, then
                # those given none: built directly, not searched among the n! orders)
                def rank(b):
                    got = sum(n for _, r, n in out if r == ("obj", b))
                    return 0 if got >= self._lethal(b, deathtouch, snap, others.get(b, 0)) else 1 if got else 2
                fit = sorted(recips, key=rank)
                if self._out_of_order(list(recips), out, deathtouch, snap, others) is not None and \
                        self._out_of_order(fit, out, deathtouch, snap, others) is None:
                    recips = fit
                    self.combat.order[oid] = list(recips)
                    self.log.add(f"damage assignment order for {alias}, as its assignment shows: "
                                 f"{', '.join(self.objects[x].alias for x in recips)} (509.2, 510.1c)", "combat_assign",
                                 indent=1, kind="step")
            first = self._out_of_order(list(recips), out, deathtouch, snap, others) if version == "order" else None
            if first is not None:
                rno = self.rule_no('combat_assign' if oid in self.combat.attackers else 'combat_blocker')  # an attacker's rule, a blocker's
                raise EngineError(f"{alias} must assign lethal damage to {self.objects[first].alias} before the next "
                                  f"creature in its damage assignment order ({rno})")
            if trample:
                need = 0
                for b in recips:
                    got = sum(n for _, r, n in out if r == ("obj", b))
                    need += max(0, self._lethal(b, deathtouch, snap, others.get(b, 0)) - got)
                if trample and need and any(r[0] == "player" or r == player_target for _, r, _ in out):
                    raise EngineError(f"{alias} must assign lethal damage to every blocker before assigning to the player "
                                      f"({self.rule_no('trample')})")
            self.log.add(f"{alias} assigns its combat damage: " + ", ".join(f"{n} to {self._ref_name(r)}" for _, r, n in out),
                         "combat_assign", *(["trample"] if trample else []), indent=1, kind="step")
            return out
        if len(recips) == 1 and not trample:
            return [(oid, ("obj", recips[0]), power)]
        if trample and len(recips) >= 1:
            out, left = [], power
            for b in recips:
                n = min(left, self._lethal(b, deathtouch, snap))
                if n:
                    out.append((oid, ("obj", b), n))
                left -= n
            if left and player_target is not None:
                out.append((oid, player_target, left))
            elif left and out:
                out[-1] = (oid, out[-1][1], out[-1][2] + left)
            self.log.add(f"{alias} (trample{', deathtouch' if deathtouch else ''}) assigns lethal damage to its blockers and "
                         f"the rest to {self._ref_name(player_target)}: " +
                         ", ".join(f"{n} to {self._ref_name(r)}" for _, r, n in out) +
                         " (the attacking player may divide it otherwise: assign: on the step)",
                         "trample", *(["deathtouch_static"] if deathtouch else []), indent=1, kind="step")
            return out
        names = ", ".join(self.objects[b].alias for b in recips)
        who = f"{chooser} chooses (banding, {self.rule_no('banding_assign_attacker' if player_target else 'banding_assign_blocker')})" \
            if chooser else "its controller chooses"
        raise EngineError(f"{alias} divides {power} combat damage among {names}: {who}; give assign: "
                          f"{{{alias}: {{NAME: N, ...}}}} on this step ({self.rule_no('combat_assign')})")

    def _deal_combat_damage(self, assignments: list, snap) -> None:
        """510.2: all assigned combat damage is dealt simultaneously."""
        if not assignments:
            self.log.add("No combat damage is assigned", "combat_power", indent=1, kind="step")
            return
        self.log.add("All combat damage is dealt at once", "combat_damage", "combat_power",
                     *(["combat_unblocked"] if any(r[0] == "player" for _, r, _ in assignments) else []), kind="step")
        by_src: dict = {}
        for src, ref, n in assignments:
            by_src.setdefault(src, []).append((ref, n))
        dealt = [(src, snap.get(src) if src in self.objects else (self.lki[src].working if src in self.lki else None),
                  recips) for src, recips in by_src.items()]
        dealt = self.shield_split_unstated(dealt, True, snap)   # 615.7: a shield on part of it: whose part, stated or not
        # a permanent dealt combat damage by one source alone: its shield counter's prevention effect applies to that
        # damage as to any other (122.1c; kb.engine.specialcounters.shield_carried)
        hits: dict = {}
        for src, _w, recips in dealt:
            for (kind, ref), n in recips:
                if kind == "obj" and n:
                    hits.setdefault(ref, set()).add(src)
        self.__dict__["_combat_one_source"] = frozenset(ref for ref, srcs in hits.items() if len(srcs) == 1)
        try:
            with self.damage_event(), self.batch(), held_damage_counters(self):   # 510.2: one event
                for src, w, recips in dealt:
                    self.deal_damage(src, w, recips, combat=True)
        finally:
            self.__dict__["_combat_one_source"] = frozenset()

    def _combat_damage_on_stack(self, assignments: list) -> None:
        """Before 2009-07-11 (310.1-310.4): the assignments go on the stack; players may respond;
        then the damage is dealt as assigned, by the sources as they last existed (310.4a-b)."""
        item = self._new_item("combat_damage", "combat damage", self.active)
        item.text = ""
        item.choices = {"assignments": assignments}
        self.stack.append(item)
        desc = ", ".join(f"{self._alias_of(s)}: {n} to {self._ref_name(r)}" for s, r, n in assignments) or "no damage"
        self.log.add(f"Combat damage is assigned and put on the stack ({desc}); players may respond before it is dealt",
                     "combat_damage_stack", "combat_assign", kind="step")
        self._touched()

    def resolve_combat_damage(self, item) -> None:
        snap = self.evaluate()
        out = []
        for src, ref, n in item.choices.get("assignments", []):
            if ref[0] == "obj":
                w = snap.get(ref[1])
                if ref[1] not in self.objects or w is None or not ({"Creature", "Planeswalker"} & w.types):
                    self.log.add(f"{self._ref_name(ref)} is no longer in play: the damage assigned to it isn't dealt",
                                 "combat_damage_stack", indent=1, kind="step")
                    continue
            out.append((src, ref, n))
        gone = [s for s, _, _ in out if s not in self.objects]
        if gone:
            self.log.add(f"{', '.join(sorted({self._alias_of(s) for s in gone}))} left play: its damage is still dealt, "
                         "by the creature as it last existed", "combat_lki", indent=1, kind="step")
        self._deal_combat_damage(out, snap)
        item.outcome = "resolved"

    def end_of_combat(self) -> None:
        """511.3: all creatures are removed from combat as the end of combat step ends; effects that last
        "until end of combat" expire at the end of the combat phase (500.5a, 511.2)."""
        if self.combat is not None:
            for o in self.objects.values():
                o.in_combat = None
            self.combat = None
            ended = len(self.effects)
            self.effects = [e for e in self.effects if e.duration != "end_of_combat"]
            ended -= len(self.effects)
            self.log.add("The combat phase ends: all creatures are removed from combat" +
                         (f" and {ended} \u201cuntil end of combat\u201d effect(s) end" if ended else ""),
                         "end_of_combat", kind="step")
            self._changed()

    def _go_to_step(self, step: str, declare: bool = False) -> None:
        from .triggers import STEPS
        if self.step == step:
            return
        if STEPS.index(self.step) > STEPS.index(step):
            raise EngineError(f"it is the {self.step.replace('_', ' ')} step: too late for the {step.replace('_', ' ')} step "
                              "this turn (end the turn first)")
        self.advance_to(step, declaring=declare)

