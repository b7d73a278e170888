"""The step language's combat: attackers, blockers, damage assignment and whose turn it is (506-510; a part of
:class:`.steps.StepCompiler`)."""
from __future__ import annotations

import re

from .cursor import Cur, Piece, Ref, split_possessive, types_of
from .lexicon import PERMANENT_TYPES, STOP_WORDS, card_name_of, number_word


class CombatReader:
    """Combat steps (mixed into :class:`.steps.StepCompiler`)."""

    def _combatants(self, cur: Cur, what: str, default: str | None) -> list[Ref]:
        """Creatures in a declaration, each maybe with its controller: "opponent's Craw Wurm and Hill Giant"."""
        out = []
        while True:
            said = self._take_possessive(cur)
            who = said or default
            cands = self.refs_at(cur, players=False, pronouns=False, objects=False)
            if cands and cands[0][1].kind == "card" and cur.low(cands[0][0]) == "as" and \
                    types_of(cands[0][1].defn or {}) & PERMANENT_TYPES:
                # "opponent's Grizzly Bears as Bear A blocks it": another one enters, with its name
                n, ref = cands[0]
                cur.i += n + 1
                j = cur.i
                while j < len(cur.toks) and (cur.toks[j].quoted or cur.toks[j].low not in STOP_WORDS):
                    j += 1
                if j == cur.i:
                    raise self.cannot(cur, "a name for this one: as Bear A")
                alias = " ".join(t.text for t in cur.toks[cur.i:j])
                cur.i = j
                alias = self.new_alias(ref.name, alias)
                self.ctl[alias] = who or "you"
                self.pending.append((ref.name, who, "battlefield", alias))
                self.notes.append(f"{alias} ({ref.name}) was not on the battlefield: it enters first, under "
                                  f"{self._poss_name(who or 'you')} control")
                out.append(Ref("object", alias))
            elif cur.low() in ("it", "that") and self.last is not None and self.last == self.last_spell and \
                    self.before_spell is not None and not self._last_spell_is_permanent():
                # "I cast Magical Hack on it …; can my Bears block it?": a creature in combat, not the instant cast
                saved, self.last = self.last, self.before_spell
                try:
                    out.append(self.obj_ref(cur, what, who, said=said, players=False))
                finally:
                    self.last = saved
            else:
                out.append(self.obj_ref(cur, what, who, said=said, players=False))
            if not (cur.take("and") or cur.take("&")):
                return out

    def _last_spell_is_permanent(self) -> bool:
        """Whether the last spell cast is a permanent spell (then 'it' may be that permanent)."""
        d = self.lex.card(self.last_spell) if self.last_spell else None
        return bool(d is not None and types_of(d) & PERMANENT_TYPES)

    def _defender(self) -> str:
        """The player the active player attacks by default (the next in turn order)."""
        i = self.players.index(self.active) if self.active in self.players else 0
        return self.players[(i + 1) % len(self.players)]

    def _combat(self, cur: Cur, p: Piece) -> bool:
        """Combat as judges say it: attack with A and B / A attacks Jace / opponent blocks A with B / B blocks A /
        no blocks / combat damage / A assigns 2 to B and 3 to opponent (508-510)."""
        save = cur.i
        who = self._take_player(cur)
        if who is not None and cur.low() not in ("attacks", "attack", "blocks", "block", "declares", "declare",
                                                  "doesn't", "does", "don't", "do", "didn't", "did", "won't", "assigns",
                                                  "assign", "deals", "deal", "takes", "take", "chooses", "choose"):
            cur.i = save
            return False
        rest = " ".join(t.low if not t.quoted else "\x00" for t in cur.toks[cur.i:])
        if re.fullmatch(r"(?:there (?:are|is) )?no (?:attacks?|attackers|attacking creatures|creatures attack|one attacks|"
                        r"attack declared)|nothing attacks|nobody attacks|no one attacks|"
                        r"(?:doesn't|does not|don't|do not|didn't|did not|won't) attack", rest):
            self._add_attack([], p, who)
            return True
        if re.fullmatch(r"(?:there (?:are|is) )?no (?:blocks?|blockers|blocking creatures|creatures block|one blocks|"
                        r"block declared)|nothing blocks|nobody blocks|no one blocks|"
                        r"(?:doesn't|does not|don't|do not|didn't|did not|won't) block(?: at all)?|"
                        r"(?:declares? )?no blockers|declares? blockers:? (?:none|nothing)", rest):
            self._add_block([], p)
            return True
        m = re.fullmatch(r"(?:(?:then|deal|deals|do|resolve|take|takes|go to|skip to) )?(?:the |all )?(?:(first[- ]strike|first|"
                         r"regular|second|normal|double[- ]strike|other|remaining) )?(?:combat )?damage(?: steps?)?(?: is dealt)?"
                         r"|(?:combat|creatures|they|both|everyone|all creatures|the creatures) deals? (?:combat )?damage"
                         r"|(?:first[- ]strikers?|first[- ]strike creatures?) deals? (?:combat )?damage", rest)
        if m and (who is None or cur.low() in ("deals", "deal", "takes", "take")):
            if self.assign_step is not None and self.steps and self.steps[-1] is self.assign_step and \
                    not (m.group(1) or "").startswith(("regular", "second", "normal", "other", "remaining")):
                self.assign_step = None     # "A assigns 2 to B; combat damage": that step is this one
                return True
            self.assign_step = None
            # "first-strike damage" is the first step only; "combat damage" said once (or "regular", "second" …)
            # is every combat damage step still to come: with first strike, both (510.4)
            first = re.search(r"\b(?:first|double)\b", rest) is not None
            self.add({"step": "combat_damage"} if first else {"step": "combat_damage", "all": True}, p)
            return True
        if who is not None and cur.low() in ("deals", "deal", "takes", "take", "chooses", "choose"):
            cur.i = save
            return False
        verb = cur.low()
        if verb in ("attack", "attacks", "block", "blocks") and cur.low(1) is None:
            cur.i += 1
            raise self.cannot(cur, "the creatures: attack with A and B | B blocks A | opponent blocks A with B")
        if cur.at("declare", "attackers") or cur.at("declares", "attackers"):
            cur.i += 2
            self._attack_clause(cur, p, who)
            return True
        if verb in ("attack", "attacks") and (cur.low(1) == "with" or who is not None):
            cur.i += 1
            cur.take("with")
            self._attack_clause(cur, p, who)
            return True
        if verb in ("block", "blocks") and (who is not None or cur.low(1) is not None):
            cur.i += 1
            if cur.take("with"):            # "opponent blocks with B": the one attacker
                blockers = self._combatants(cur, "a blocking creature", who or self._defender())
                att = self._only_attacker(cur)
                self._end(cur, "blocks with B [and C]")
                self._add_block([(b.name, att) for b in blockers], p)
                return True
            attackers = self._combatants(cur, "the attacking creature", self.active)
            if not cur.take("with"):
                raise self.cannot(cur, "with BLOCKER: opponent blocks A with B")
            blockers = self._combatants(cur, "a blocking creature", who or self._defender())
            self._end(cur, "blocks A with B [and C]")
            self._add_block([(b.name, a.name) for b in blockers for a in attackers], p)
            return True
        if verb in ("assign", "assigns") and who is not None:
            cur.i += 1
            raise self.cannot(cur, "the creature assigning: A assigns 2 to B and 3 to opponent (510.1c)")
        cur.i = save
        return False

    def _subject_is_player(self, cur: Cur, k: int) -> bool:
        save = cur.i
        try:
            who = self._take_player(cur)
            return who is not None and cur.i == k
        finally:
            cur.i = save

    def _only_attacker(self, cur: Cur) -> str:
        last = next((st["attack"] for st in reversed(self.steps) if "attack" in st), None)
        names = list(last) if isinstance(last, (list, dict)) else []
        if len(names) != 1:
            raise self.cannot(cur, "which attacker is blocked: B blocks A" + (
                f" (attacking: {', '.join(names)})" if names else " (no creature attacks yet: A attacks first)"))
        return names[0]

    def _attack_clause(self, cur: Cur, p: Piece, who: str | None) -> None:
        """A [and B] [attacking|at TARGET] — the attackers (controlled by the active player, 508.1)."""
        if cur.done():
            raise self.cannot(cur, "the attacking creatures: attack with A and B")
        if cur.at("no", "creatures") or cur.at("nothing") or cur.at("none"):
            cur.i = len(cur.toks)
            return self._add_attack([], p, who)
        ctl = who or self.active
        refs = self._combatants(cur, "an attacking creature", ctl)
        target = None
        if cur.take("attacking") or cur.take("at") or cur.take("against") or cur.take("into") or cur.take("toward"):
            target = self._attack_target(cur, ctl)
        self._end(cur, "attack with A [and B] [attacking TARGET]")
        self._add_attack([(r.name, target) for r in refs], p, who)

    def _attack_target(self, cur: Cur, attacker_ctl: str | None) -> str:
        who = self._take_player(cur)
        if who is not None:
            return who
        split_possessive(cur)
        ref = self.obj_ref(cur, "what is attacked: a player, a planeswalker or a battle", self._defender(), players=False)
        return ref.name

    def _add_attack(self, items: list, p: Piece, who: str | None, alone: bool = False) -> None:
        """One declaration (508.1): consecutive 'A attacks' steps are one declaration; one said to attack
        ``alone`` (506.5) is the declaration's only attacker."""
        ctls = {self.ctl.get(a) for a, _ in items} - {None}
        declarer = who or (next(iter(ctls)) if len(ctls) == 1 else None) or self.active
        if len(ctls) > 1:
            raise self.err(f"the attackers are controlled by {' and '.join(sorted(ctls))}: only the active player "
                           "declares attackers (508.1)")
        if ctls and who is not None and ctls != {who}:
            raise self.err(f"{items[0][0]} is controlled by {self._poss_name(next(iter(ctls)))} — not "
                           f"{'yours' if who == 'you' else who + chr(39) + 's'}: only its controller can attack with it (508.1a)")
        if declarer != self.active:
            if self.active_fixed:
                exc = self.err(f"it is {self._poss_name(self.active)} turn: only the active player declares attackers "
                               f"(508.1); add 'end turn' before " + ("you attack" if declarer == "you" else f"{declarer} attacks"))
                exc.by_rule = True   # the rules forbid the step as said: "Can X attack?" is answered "No" (answer.py)
                raise exc
            # the question had not said whose turn it is: the attacker's
            self.active = declarer
            i = self.players.index(declarer)
            self.players = self.players[i:] + self.players[:i]
        self.active_fixed = True
        self.attacking = (self.attacking or []) + [a for a, _ in items]
        prev = self.steps[-1].get("attack") if self.steps and "attack" in self.steps[-1] else None
        if items and isinstance(prev, (list, dict)) and prev and self.spans and self.piece is not None:
            # "Grizzly Bears attacks, Hill Giant attacks Jace": the same declaration
            if alone or self.alone_attack:
                raise self.err("a creature said to attack alone is the only attacker of its declaration (506.5)")
            step = self.steps[-1]
            merged = [(a, t) for a, t in (prev.items() if isinstance(prev, dict) else ((x, None) for x in prev))] + items
            twice = [a for a, _ in items if a in {x for x, _ in merged[:-len(items)]}]
            if twice:
                raise self.err(f"{twice[0]} is already attacking: a creature attacks once in a declaration (508.1a)")
            step["attack"] = self._attack_value(merged)
            self._merge_into_last(p)
            return
        self.alone_attack = alone
        self.add({"attack": self._attack_value(items) if items else "none"}, p)
        if items:
            self.last = items[-1][0]

    def _attack_value(self, items: list):
        if all(t is None for _, t in items):
            return [a for a, _ in items]
        d = self._defender()
        return {a: (t or d) for a, t in items}

    def _add_block(self, pairs: list, p: Piece) -> None:
        """One declaration (509.1): consecutive 'B blocks A' steps are one declaration. 'B blocks A' before any
        attack this turn says that A attacks (a blocked creature is an attacking creature, 509.1a)."""
        same = next((b for b, a in pairs if b == a), None)
        if same is not None:
            # "I control Serra Angel. My opponent controls Giant Spider. If it attacks, can his spider block it?": 'it'
            # read as the Spider made it block itself -- the words name one creature for both sides of the block, which
            # no declaration can mean (509.1a: a creature of the defending player blocks an attacking creature)
            raise self.err(f"{same} would block itself: the words name the same creature as the attacker and the "
                           "blocker (name the attacking creature)")
        if pairs and self.attacking is None:
            attackers = list(dict.fromkeys(a for _, a in pairs))
            self.notes.append(f"{' and '.join(attackers)} {'attacks' if len(attackers) == 1 else 'attack'} first: "
                              "only an attacking creature can be blocked (509.1a)")
            self._add_attack([(a, None) for a in attackers], p, None)
        if self.steps and "block" in self.steps[-1] and pairs:
            prev = self.steps[-1]["block"]
            if isinstance(prev, dict):
                for b, a in pairs:
                    old = prev.get(b)
                    prev[b] = a if old is None else (old if isinstance(old, list) else [old]) + [a]
                self._merge_into_last(p)
                return
        value: dict = {}
        for b, a in pairs:
            old = value.get(b)
            value[b] = a if old is None else (old if isinstance(old, list) else [old]) + [a]
        self.add({"block": value if value else "none"}, p)

    def _set_active(self, who: str) -> None:
        if who in self.players and who != self.active and not self.active_fixed:
            self.active = who
            i = self.players.index(who)
            self.players = self.players[i:] + self.players[:i]

    def _infer_active(self, cur: Cur, at: int) -> str | None:
        """Before any attack: whose creature is blocked ("B blocks opponent's A") decides whose turn it is; the
        player found, or None."""
        if self.attacking is not None or self.active_fixed or at >= len(cur.toks):
            return None
        save = cur.i
        cur.i = at
        try:
            who = self._take_possessive(cur)
            if who is None:
                refs = self.refs_at(cur, players=False, cards=False)
                who = self.ctl.get(refs[0][1].name) if refs else None
        finally:
            cur.i = save
        if who is not None:
            self._set_active(who)
        return who

    def _active_from_blockers(self, blockers: list[Ref]) -> None:
        """Before any attack, when whose the attacker is was not said: "My Grizzly Bears blocks Craw Wurm" — the
        blockers' controller is the defending player (509.1a), so with two players the other one attacks."""
        if self.attacking is not None or self.active_fixed or len(self.players) != 2:
            return
        ctls = {self.ctl.get(b.name) for b in blockers} - {None}
        if len(ctls) == 1 and next(iter(ctls)) == self.active:
            self._set_active(next(p for p in self.players if p != self.active))

    def _poss_name(self, who: str) -> str:
        return "your" if who == "you" else f"{who}'s"

    def _combat_subject(self, cur: Cur, p: Piece) -> bool:
        """NAME attacks [TARGET] / A and B attack / B blocks A / B and C block A / A is blocked by B /
        A is unblocked / A assigns 2 to B and 3 to opponent."""
        toks = cur.toks
        k = None
        for j in range(cur.i + 1, len(toks)):
            t = toks[j]
            if t.quoted:
                continue
            if t.low in ("attacks", "attack", "blocks", "block", "assigns", "assign") or \
                    (t.low in ("is", "are", "was", "gets", "goes", "isn't", "remains", "stays") and j + 1 < len(toks)
                     and toks[j + 1].low in ("blocked", "unblocked", "not")):
                k = j
                break
        if k is None:
            return False
        # a card name holding the word ("Barreling Attack on X") is not a combat step
        if any(n > k - cur.i for n, _ in self.refs_at(cur, players=False, pronouns=False)):
            return False
        verb = toks[k].low
        if verb in ("attacks", "attack"):
            refs = self._combatants(cur, "an attacking creature", self.active)
            if cur.i != k:
                raise self.cannot(cur, "attacks: A attacks [TARGET]")
            cur.i += 1
            ctls = {self.ctl.get(r.name) for r in refs} - {None}
            target = None
            alone = bool(cur.take("alone"))   # "A attacks alone" (506.5): the only attacker of the declaration
            if not cur.done() and not cur.at("and"):
                cur.take("with")
                target = self._attack_target(cur, next(iter(ctls)) if len(ctls) == 1 else None)
                alone = bool(cur.take("alone")) or alone
            if alone:
                if len(refs) != 1 or cur.at("and"):
                    raise self.cannot(cur, "one creature that attacks alone (506.5)")
                self._end(cur, "A attacks alone [a player or planeswalker]")
                self._add_attack([(refs[0].name, target)], p, None, alone=True)
                return True
            if cur.take("and"):      # "Grizzly Bears attacks and Hill Giant attacks Jace": one declaration
                self._add_attack([(r.name, target) for r in refs], p, None)
                if not self._combat_subject(cur, p) or not (self.steps and "attack" in self.steps[-1]):
                    raise self.cannot(cur, "another attacker: A attacks and B attacks")
                return True
            self._end(cur, "A attacks [a player or planeswalker]")
            self._add_attack([(r.name, target) for r in refs], p, None)
            return True
        if verb in ("blocks", "block"):
            said = self._infer_active(cur, k + 1)
            blockers = self._combatants(cur, "a blocking creature", self._defender())
            if cur.i != k:
                raise self.cannot(cur, "blocks: B blocks A")
            if said is None:
                self._active_from_blockers(blockers)
            cur.i += 1
            if cur.done():
                att = [self._only_attacker(cur)]
            else:
                att = [r.name for r in self._combatants(cur, "the attacking creature", self.active)]
            self._end(cur, "B blocks A [and C]")
            self._add_block([(b.name, a) for b in blockers for a in att], p)
            return True
        if verb in ("assigns", "assign"):
            ref = self.obj_ref(cur, "the creature assigning combat damage", players=False)
            if cur.i != k:
                raise self.cannot(cur, "assigns: A assigns 2 to B and 3 to opponent")
            cur.i += 1
            self._assign(cur, p, ref.name)
            return True
        # A is blocked by B / A is unblocked
        attackers = self._combatants(cur, "the attacking creature", self.active)
        if cur.i != k:
            raise self.cannot(cur, "is blocked by B")
        neg = cur.low() == "isn't"
        cur.i += 1
        if neg and cur.take("blocked") or cur.take("unblocked") or cur.take("not", "blocked") or \
                cur.take("blocked", "by", "nothing") or \
                cur.take("blocked", "by", "no", "creature") or cur.take("blocked", "by", "no", "creatures"):
            self._end(cur, "A is unblocked")
            idle = [a.name for a in attackers if self.attacking is not None and a.name not in self.attacking]
            if idle:              # said after the attack: never a creature that did not attack (it was dropped)
                raise self.err(f"{', '.join(idle)} is not attacking: 'unblocked' says of an attacking creature that "
                               f"no creature blocks it (509.1h; attacking: {', '.join(self.attacking) or 'none'})")
            said = self.steps[-1].get("block") if self.steps and "block" in self.steps[-1] else None
            held = {x for v in (said.values() if isinstance(said, dict) else ()) for x in (v if isinstance(v, list)
                                                                                             else [v])}
            blocked = [a.name for a in attackers if a.name in held]
            if blocked:           # "he blocked A with B …, A went unblocked": the words say both (509.1h)
                raise self.err(f"{', '.join(blocked)} is blocked by the blocks said before: 'unblocked' says no "
                               "creature blocks it (509.1h)")
            if said is None:
                self.add({"block": "none"}, p)
            return True
        if not cur.take("blocked"):
            raise self.cannot(cur, "blocked by B, or unblocked")
        if not cur.take("by"):
            raise self.cannot(cur, "by B: A is blocked by B")
        ctls = {self.ctl.get(a.name) for a in attackers} - {None}
        if self.attacking is None and not self.active_fixed and len(ctls) == 1:
            self._set_active(next(iter(ctls)))
        blockers = self._combatants(cur, "a blocking creature", self._defender())
        self._end(cur, "A is blocked by B [and C]")
        self._add_block([(b.name, a.name) for b in blockers for a in attackers], p)
        return True

    def _assign(self, cur: Cur, p: Piece, creature: str) -> None:
        """A assigns 2 [damage] to B and 3 to opponent (510.1c): the assign: choice of a combat damage step."""
        blockers = {b for st in self.steps if isinstance(st.get("block"), dict) for b in st["block"]}
        if self.attacking is not None and creature not in set(self.attacking) | blockers:
            raise self.err(f"{creature} is not attacking or blocking: only they assign combat damage (510.1a)"
                           + (f" (attacking: {', '.join(self.attacking)})" if self.attacking else ""))
        split: dict = {}
        while True:
            n = number_word(cur.low())
            if n is None:
                if cur.take("all") or cur.take("everything"):
                    raise self.cannot(cur, "a number of damage: A assigns 2 to B and 3 to opponent")
                raise self.cannot(cur, "an amount of damage: A assigns 2 to B and 3 to opponent")
            cur.i += 1
            cur.take("combat")
            cur.take("damage")
            if not cur.take("to"):
                raise self.cannot(cur, "to B: A assigns 2 to B")
            who = self._take_player(cur)
            rec = who if who is not None else self.obj_ref(cur, "who is assigned the damage", players=False).name
            split[rec] = split.get(rec, 0) + n
            if cur.take("and") or cur.take("&") or cur.take("plus"):
                continue
            break
        self._end(cur, "A assigns 2 to B and 3 to opponent")
        self._add_assign(creature, split, p)

    def _add_assign(self, creature: str, split: dict, p: Piece) -> None:
        if self.assign_step is not None and self.steps and self.steps[-1] is self.assign_step:
            cur = self.assign_step["assign"].setdefault(creature, {})
            for k, v in split.items():
                cur[k] = cur.get(k, 0) + v
            self._merge_into_last(p)
            return
        step = {"step": "combat_damage", "assign": {creature: dict(split)}}
        d = self.lex.card(card_name_of(creature)) if hasattr(self, "lex") else None
        if d is not None and not re.search(r"first strike|double strike", str(d.get("text") or ""), re.I):
            # the division is of the step the creature deals its damage in: with a first striker in combat, the second
            # one (510.4); "Hill Giant assigns 3 to Grizzly Bears" against a first striker and another blocker was
            # the first-strike step alone, where the Giant deals none ("what dies?": none, the Giant at 2 damage)
            step["all"] = True
        self.add(step, p)
        self.assign_step = step
        self.assign_creature = creature
