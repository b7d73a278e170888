"""The step language's actions on objects: ``destroy X``, ``exile X``, ``X dies``, ``Lightning Bolt in graveyard``,
``activate X``, ``copy it``, ``opponent gains control of X``, ``create a 2/2 … token``, ``effect "…"``, counters
(``+1/+1 counter on X``), damage (``3 damage to X``), "X gets +3/+3" and the targets of triggered abilities (a
part of :class:`.steps.StepCompiler`)."""
from __future__ import annotations

import re

from .cursor import Cur, Piece, Ref, Tok, types_of
from .lexicon import MAX_NAME_WORDS, PERMANENT_TYPES, PLAYER_VERBS, YOU_WORDS, ZONE_WORDS, card_name_of, number_word
from .tapmana import mana_said, mana_step


class ObjectReader:
    """What happens to objects (mixed into :class:`.steps.StepCompiler`)."""

    # an object named on its own ----------------------------------------------------------------------------------
    def _object_step(self, cur: Cur, p: Piece, ref: Ref) -> None:
        low = cur.low()
        name = ref.name
        if low in ("dies", "died"):
            cur.i += 1
            self._end(cur, f"{name} dies")
            self.add({"move": {"card": name, "to": "graveyard"}}, p)
            return
        if low in ("leaves", "left"):
            cur.i += 1
            cur.take("the", "battlefield")
            self._end(cur, f"{name} leaves")
            self.add({"leave": name}, p)
            return
        if low in ("deals", "deal"):
            if self._damage(cur, p, name):
                return
        if low in ("is", "becomes", "gets") and cur.at(low, "destroyed"):
            cur.i += 2
            self._end(cur, f"{name} is destroyed")
            self.add({"destroy": name}, p)
            return
        if low in ("attacks", "blocks", "attack", "block", "assigns", "is"):
            raise self.cannot(cur, f"a combat step: {name} attacks | {name} blocks A | {name} assigns 2 to A")
        raise self.cannot(cur, f"what happens to {name}: dies, leaves, deals N damage to X")

    def _in_zone(self, cur: Cur, p: Piece, name: str, controller: str | None) -> None:
        cur.take("in") or cur.take("into")
        owner = controller
        if cur.take("opponent's") or cur.take("your", "opponent's") or cur.take("the", "opponent's"):
            owner = "opponent"
        elif cur.take("your") or cur.take("my") or cur.take("the"):
            pass
        z = ZONE_WORDS.get(cur.low() or "")
        if z is None:
            raise self.cannot(cur, "a zone: graveyard, hand, exile, library")
        cur.i += 1
        self._end(cur, f"{name} in a zone")
        alias = self.new_alias(name)
        named = {"as": alias} if alias != name else {}   # a second card of that name is another card (400.7)
        if z == "graveyard":
            step = {"graveyard": {"card": name, **({"owner": owner} if owner else {}), **named} if owner or named else name}
        else:
            step = {"put": {"card": name, "zone": z, **({"owner": owner} if owner else {}), **named}}
        self.add(step, p)
        self.last = alias

    # other verbs ------------------------------------------------------------------------------------------------
    def _activate(self, cur: Cur, p: Piece, controller: str | None = None) -> None:
        ref = self.obj_ref(cur, "the permanent whose ability is activated", controller, players=False)
        cur.take("'s") or cur.take("s")
        step: dict = {"card": ref.name}
        if controller:
            step["controller"] = controller
        while not cur.done():
            low = cur.low()
            if low in ("ability",) and number_word(cur.low(1)) is not None:
                step["ability"] = number_word(cur.low(1))
                cur.i += 2
            elif low == "ability" or low == "abilities":
                cur.i += 1
            elif cur.tok().quoted:
                step["ability"] = cur.tok().text
                cur.i += 1
            elif low in ("on", "targeting", "target"):
                cur.i += 1
                step.setdefault("targets", []).extend(self._target_names(cur))
            elif low in ("sacrificing", "discarding", "exiling", "tapping"):
                cur.i += 1
                key = {"sacrificing": "sacrifice", "discarding": "discard", "exiling": "exile", "tapping": "tap"}[low]
                step.setdefault(key, []).extend(r.name for r in self.obj_list(
                    cur, "what pays the cost", controller, "hand" if low == "discarding" else "battlefield", players=False))
            elif cur.take("in", "response"):
                step["respond"] = True
            elif self._x(cur, step):
                pass
            elif low in ("choosing", "naming"):
                cur.i += 1
                step["choose"] = self._choice(cur, ref.name)
            else:
                raise self.cannot(cur, "ability N, \"the ability's words\", targeting X, sacrificing X, X=N")
        self.add({"activate": step}, p)
        self.last = ref.name

    def _equip(self, cur: Cur, p: Piece, controller: str | None = None) -> None:
        """"equip Bonesplitter to Grizzly Bears", "equip Grizzly Bears with Bonesplitter": the Equipment's equip
        ability activated targeting the creature (702.6a), so what stops an activation stops it too."""
        first = self.obj_ref(cur, "the Equipment, or the creature it is equipped to", controller, players=False)
        if cur.take("to") or cur.take("onto") or cur.take("on"):
            gear, to = first, self.obj_ref(cur, "the creature it is equipped to", players=False)
        elif cur.take("with"):
            to, gear = first, self.obj_ref(cur, "the Equipment", controller, players=False)
        else:
            raise self.cannot(cur, "equip EQUIPMENT to CREATURE, or equip CREATURE with EQUIPMENT")
        self._end(cur, "equip EQUIPMENT to CREATURE")
        step: dict = {"card": gear.name, "ability": "Equip", "targets": [to.name]}
        if controller:
            step["controller"] = controller
        self.add({"activate": step}, p)
        self.last = gear.name

    def _copy(self, cur: Cur, p: Piece, controller: str | None = None) -> None:
        step: dict = {}
        if cur.done() or cur.at("it") or cur.at("that", "spell") or cur.at("that"):
            if self.last_spell is None and cur.done():
                raise self.err("copy what? copy NAME (a spell on the stack), or copy it after casting a spell")
            if not cur.done():
                cur.i += 2 if cur.at("that", "spell") else 1
            step["spell"] = self.last_spell or self.last
        else:
            step["spell"] = self.one_ref(cur, "the spell copied", players=False).name
        if controller:
            step["controller"] = controller
        while not cur.done():
            if cur.low() in ("targeting", "on", "with", "choosing") and not (cur.at("with", "new", "targets")):
                if cur.low() in ("with",):
                    cur.i += 1
                    cur.take("new", "target")
                else:
                    cur.i += 1
                step.setdefault("targets", []).extend(self._target_names(cur))
            elif cur.at("with", "new", "targets"):
                cur.i += 3
                step.setdefault("targets", []).extend(self._target_names(cur))
            else:
                raise self.cannot(cur, "targeting X (new targets for the copy)")
        self.add({"copy": step}, p)
        self.last = step["spell"]

    def _zone_verb(self, cur: Cur, p: Piece, by: str | None = None) -> None:
        """destroy / exile / sacrifice / tap … X; ``by``: the player the words say sacrifices."""
        verb = PLAYER_VERBS.get(cur.low(), cur.low())
        cur.i += 1
        if verb == "attach":
            a = self.obj_ref(cur, "the Aura or Equipment", players=False)
            if not cur.take("to"):
                raise self.cannot(cur, "attach X to Y")
            b = self.obj_ref(cur, "what it is attached to")
            self._end(cur, "attach X to Y")
            self.add({"attach": {"card": a.name, "to": b.name}}, p)
            return
        saved = self.last
        if verb in ("destroy", "kill", "sacrifice", "tap", "untap", "blink", "flicker", "bounce", "detach") and \
                cur.low() in ("it", "that") and self.last is not None and self.last == self.last_spell and \
                self.before_spell is not None and not self._last_spell_is_permanent():
            # "I cast Threaten on it and then sacrifice it": 'it' is a permanent, never the instant or sorcery just
            # cast (it is no permanent: 701.21a, 701.8a) -- the permanent named before it
            self.last = self.before_spell
        try:
            refs = self.obj_list(cur, f"what to {verb}", players=False)
        finally:
            if self.last == self.before_spell and saved != self.last:
                self.last = saved
        names = [r.name for r in refs]
        one = names[0] if len(names) == 1 else names
        if verb == "tap" and len(names) == 1 and cur.at("for"):
            return self._tap_for_mana(cur, p, names[0], by)   # "tap Llanowar Elves for G" (ask.tapmana)
        if verb in ("tap", "untap") and cur.take("already"):
            # "tap X already": X is tapped as the question starts, no event of it ("X is tapped", 603.2); "said in
            # passing" ("Can my tapped X block it?", ProseReader.state_in_passing): X is no referent of the 'it' after
            passing = cur.take("said", "in", "passing")
            self._end(cur, f"{verb} X [already]")
            for n in names:
                self.add({verb: {"card": n, "already": True}}, p)
            self.last = saved if passing else names[-1]
            return
        if verb == "return":
            to = "battlefield"
            if cur.take("to") or cur.take("into") or cur.take("onto"):
                cur.take("the") or cur.take("its", "owner's") or cur.take("their", "owner's") or cur.take("owner's")
                if cur.low() in ("hand", "battlefield", "graveyard", "library", "exile"):
                    to = cur.low()
                    cur.i += 1
                else:
                    raise self.cannot(cur, "hand or battlefield")
            ctl = None
            if cur.take("under", "your", "control") or cur.take("under", "my", "control"):
                ctl = "you"
            elif cur.take("under", "opponent's", "control") or cur.take("under", "your", "opponent's", "control"):
                ctl = "opponent"
            self._end(cur, "return X [to hand | to the battlefield]")
            for n in names:
                if to == "battlefield":
                    self.add({"return": {"card": n, "controller": ctl} if ctl else n}, p)
                else:
                    self.add({"move": {"card": n, "to": to}}, p)
            self.last = names[-1]
            return
        if verb == "bounce":
            self._end(cur, "bounce X")
            for n in names:
                self.add({"move": {"card": n, "to": "hand"}}, p)
            return
        if verb == "sacrifice" and len(names) == 1 and cur.low() in ("to", "for") and self._sacrificed_to(names[0], cur, p):
            return
        self._end(cur, f"{verb} X [and Y]")
        if verb == "kill":
            verb = "destroy"
        if verb == "sacrifice" and by is not None:
            theirs = [n for n in names if self.ctl.get(n, by) != by]
            if theirs:
                # "I sacrifice his Grizzly Bears": a player sacrifices only a permanent they control (701.21a); it was
                # read as sacrificed into its owner's graveyard
                raise self.err(f"{self._poss_name(by).capitalize()} can't sacrifice {theirs[0]}: "
                               f"{self._poss_name(self.ctl[theirs[0]])} permanent (a player sacrifices only "
                               "permanents they control, 701.21a)", cur.toks[0], cur.toks[-1])
        if verb == "sacrifice" and self._sacrifice_is_activation(names, cur, p):
            return
        if verb in ("destroy", "exile", "sacrifice"):
            self.add({verb: one}, p)
        elif verb in ("tap", "untap", "detach"):
            for n in names:
                self.add({verb: n}, p)
        elif verb in ("blink", "flicker"):
            for n in names:
                self.add({"blink": n}, p)
        elif verb == "regenerate":
            raise self.err("regeneration shields are not in the question language: use effect \"Regenerate target "
                           "creature.\" targeting X", cur.toks[0])
        self.last = names[-1]

    def _tap_for_mana(self, cur: Cur, p: Piece, name: str, by: str | None) -> None:
        """"tap X for G": X's mana ability activated (605.1a, kb.engine.ask.tapmana), never X merely tapped."""
        cur.i += 1
        n = 0
        while cur.low(n) is not None and cur.low(n) not in ("and", ",", "then"):
            n += 1
        mana = mana_said([cur.low(k) for k in range(n)])
        if mana is None:
            raise self.cannot(cur, "the mana it taps for: tap X for G, for {G}, for green mana, for mana")
        step = mana_step(name, str(self.definition(name).get("text") or ""), mana)
        if isinstance(step, str):
            raise self.err(step, cur.toks[0])
        cur.i += n
        step["controller"] = by or "you"      # the player who taps it activates it (602.2: only its controller can)
        self.add({"activate": step}, p)
        self.last = name
        self._end(cur, "tap X for G")

    def _sacrifice_is_activation(self, names: list[str], cur: Cur, p: Piece) -> bool:
        """"… and I sacrifice Selfless Spirit in response": a player sacrifices a permanent only when a cost or an
        effect tells them to (701.21a), so sacrificing a permanent whose own activated ability has "Sacrifice ~" in its
        cost is that ability activated (602.2) — read so when it has one such ability and it targets nothing. Several
        such abilities, or one with a target, are asked for, never picked; a permanent with none is sacrificed as
        the step says (what made the player sacrifice it is the question's own)."""
        if len(names) != 1:
            return False
        name = names[0]
        own = _self_sacrifice_abilities(card_name_of(name), str(self.definition(name).get("text") or ""))
        if not own:
            who = self.ctl.get(name, "you")
            kinds = {t.lower() for t in types_of(self.definition(name))} | {"permanent"}
            for other in self.ctl:
                if other == name or self.ctl[other] != who:
                    continue
                outlet = _sacrifice_outlets(str(self.definition(other).get("text") or ""), kinds)
                if outlet:   # "I sacrifice Grizzly Bears" beside Carrion Feeder: its cost is what the player paid?
                    raise self.err(f"{name} may have been sacrificed to pay {other}'s “{outlet[0]}”: a player "
                                   f"sacrifices a permanent only when a cost or an effect says so (701.21a); say "
                                   f"‘activate {other} sacrificing {name}’, or what the sacrifice was for",
                                   cur.toks[0], cur.toks[-1])
            return False
        if len(own) > 1 or re.search(r"\btargets?\b", own[0].split(":", 1)[1]):
            raise self.err(f"{name} has an ability that sacrifices it as a cost (“{own[0]}”"
                           f"{' and others' if len(own) > 1 else ''}): a player sacrifices a permanent only when a cost "
                           f"or an effect says so (701.21a); say ‘activate {name} [ability N] [targeting X]’",
                           cur.toks[0], cur.toks[-1])
        self.add({"activate": {"card": name}}, p)
        self.last = name
        return True

    def _sacrificed_to(self, name: str, cur: Cur, p: Piece) -> bool:
        """"I sacrifice Grizzly Bears to Carrion Feeder [in response]": Carrion Feeder's ability whose cost
        sacrifices a permanent of that kind, activated with it paid by that permanent (602.2, 601.2h) — the one
        such ability; several are asked for (say which)."""
        start = cur.i
        cur.i += 1
        outlet = self.obj_ref(cur, "the permanent whose ability the sacrifice pays for", players=False)
        cur.take("'s") or cur.take("s")
        cur.take("ability")
        kinds = {t.lower() for t in types_of(self.definition(name))} | {"permanent"}
        costs = _sacrifice_outlets(str(self.definition(outlet.name).get("text") or ""), kinds)
        if not costs:
            cur.i = start
            return False
        if len(costs) > 1:
            raise self.err(f"{outlet.name} has several abilities whose cost sacrifices {name}: say ‘activate "
                           f"{outlet.name} ability N sacrificing {name}’", cur.toks[0], cur.toks[-1])
        step: dict = {"card": outlet.name, "sacrifice": name}
        if self.ctl.get(outlet.name, "you") != "you":
            step["controller"] = self.ctl[outlet.name]
        if cur.take("in", "response"):
            step["respond"] = True
        self._end(cur, "sacrifice X to Y [in response]")
        self.add({"activate": step}, p)
        self.last = outlet.name
        return True

    def _control(self, cur: Cur, p: Piece, who: str) -> None:
        if not (cur.take("gain", "control", "of") or cur.take("gains", "control", "of")):
            raise self.cannot(cur, "gains control of X")
        ref = self.obj_ref(cur, "the permanent", "opponent" if who == "you" else "you", players=False)
        step: dict = {"card": ref.name, "to": who}
        if cur.take("until", "end", "of", "turn") or cur.take("until", "the", "end", "of", "turn") or cur.take("until", "eot"):
            step["until"] = "end of turn"
        self._end(cur, "gains control of X [until end of turn]")
        self.add({"control": step}, p)
        self.ctl[ref.name] = who
        self.last = ref.name

    def _create(self, cur: Cur, p: Piece, who: str) -> None:
        start = cur.i
        n = 1
        if cur.low() not in ("a", "an") and number_word(cur.low()) is not None:
            n = number_word(cur.low())
            cur.i += 1
        if cur.take("token", "copy", "of") or cur.take("token", "copies", "of") or cur.take("copy", "of") or \
                cur.take("copies", "of") or cur.take("a", "token", "copy", "of") or cur.take("a", "copy", "of"):
            at = cur.tok()
            ref = self.obj_ref(cur, "what the token copies", players=False)
            if ref.kind == "object" and not types_of(self.definition(ref.name)) & PERMANENT_TYPES:
                # "I cast Giant Growth on my Savannah Lions. I create a token copy of it.": 'it' was bound to the spell
                # cast last; a token copy of an instant or sorcery is not what was meant (111.1): never read so
                raise self.err(f"a token copy of {ref.name}, which is no permanent card: name the permanent copied",
                               at, cur.toks[max(cur.i - 1, 0)])
            self._end(cur, "create a token copy of X")
            step = {"copy_of": ref.name, "count": n}
            if who != "you":
                step["controller"] = who
            self.add({"create": step}, p)
            self.last = ref.name
            return
        # any other token: the words as rules text ("Create a 2/2 green Bear creature token.")
        cur.i = start
        if cur.done():
            raise self.cannot(cur, "what is created: create a 1/1 white Soldier creature token")
        text = "Create " + " ".join(t.text if not t.quoted else f'"{t.text}"' for t in cur.toks[cur.i:])
        text = text.rstrip(".") + "."
        self.add({"effect": {"text": text, **({"controller": who} if who != "you" else {})}}, p)
        cur.i = len(cur.toks)

    def _effect(self, cur: Cur, p: Piece, who: str | None) -> None:
        t = cur.tok()
        if t is None or not t.quoted:
            raise self.cannot(cur, 'the rules text in quotes: effect "Creatures you control get +1/+1 until end of turn."')
        cur.i += 1
        step: dict = {"text": t.text}
        while not cur.done():
            low = cur.low()
            if low in ("on", "targeting", "target"):
                cur.i += 1
                step.setdefault("targets", []).extend(self._target_names(cur))
            elif low == "from" or cur.at("source"):
                cur.i += 1
                step["source"] = self.one_ref(cur, "the source of the effect", players=False, cards=False).name
            elif cur.at("controlled", "by") or cur.at("for"):
                cur.i += 2 if low == "controlled" else 1
                step["controller"] = self._player(cur)
            elif self._x(cur, step):
                pass
            else:
                raise self.cannot(cur, "targeting X, from SOURCE, X=N")
        if who:
            step["controller"] = who
        self.add({"effect": step}, p)

    def _put(self, cur: Cur, p: Piece) -> bool:
        """put N COUNTER counters on X / put X into a zone."""
        save = cur.i
        cur.i += 1
        if self._counters(cur, p):
            return True
        cur.i = save + 1
        ref = self.one_ref(cur, "a card", players=False, objects=False)
        if cur.low() in ("in", "into", "onto") and cur.low(1) != "the" or cur.at("into", "the") or cur.at("onto", "the") \
                or cur.at("in", "the"):
            if cur.at("onto", "the", "battlefield"):
                cur.i += 3
                self._end(cur, "put X onto the battlefield")
                alias = self.new_alias(ref.name)
                self.add({"enter": ref.name}, p)
                self.last = alias
                return True
            self._in_zone(cur, p, ref.name, None)
            return True
        cur.i = save
        return False

    def _counters(self, cur: Cur, p: Piece) -> bool:
        """[put|add|remove] [N] COUNTER counter(s) on|from X."""
        save = cur.i
        remove = False
        if cur.low() in ("put", "add", "place"):
            cur.i += 1
        elif cur.low() == "remove":
            remove = True
            cur.i += 1
        n = number_word(cur.low())
        if n is not None:
            cur.i += 1
        kind = self._counter_kind(cur.low() or "", cur.low(1))
        if kind is None:
            cur.i = save
            return False
        cur.i += 2
        if not (cur.take("on") or cur.take("from") or cur.take("to") or cur.take("onto")):
            raise self.cannot(cur, "on X")
        ref = self.obj_ref(cur, "the permanent", players=False)
        self._end(cur, "N COUNTER counters on X")
        self.add({"counters": {"card": ref.name, "remove" if remove else "add": {kind: n or 1}}}, p)
        self.last = ref.name
        return True

    @staticmethod
    def _counter_kind(word: str, nxt: str | None) -> str | None:
        if nxt not in ("counter", "counters"):
            return None
        w = word.replace("\u2212", "-")
        if re.fullmatch(r"[+-]\d{1,2}/[+-]\d{1,2}", w):
            return w
        if re.fullmatch(r"[a-z][a-z-]{1,20}", w) and w not in ("a", "an", "the"):
            return w
        return None

    def _damage(self, cur: Cur, p: Piece, source: str | None) -> bool:
        """N damage to X [from Y] / Y deals N damage to X."""
        save = cur.i
        if source is not None:
            if not (cur.take("deals") or cur.take("deal")):
                return False
        n = number_word(cur.low())
        if n is None or cur.low() in ("a", "an"):
            cur.i = save
            return False
        cur.i += 1
        combat = cur.take("combat")
        kws = []
        while cur.low() in ("deathtouch", "lifelink", "infect", "wither", "trample"):
            kws.append(cur.low())
            cur.i += 1
        if not cur.take("damage"):
            cur.i = save
            return False
        if not cur.take("to"):
            raise self.cannot(cur, "to X")
        refs = self.obj_list(cur, "what is dealt damage: a creature, a planeswalker or a player")
        if cur.take("from") or cur.take("by"):
            source = self.obj_ref(cur, "the source of the damage", players=False).name
        if cur.take("with"):
            while cur.low() in ("deathtouch", "lifelink", "infect", "wither", "trample"):
                kws.append(cur.low())
                cur.i += 1
                cur.take("and")
        self._end(cur, "N damage to X [from Y]")
        step: dict = {"amount": n, "to": [r.name for r in refs] if len(refs) > 1 else refs[0].name}
        if source:
            step["source"] = source
        if combat:
            step["combat"] = True
        if kws:
            if source:
                raise self.err("a source's keywords come from the source itself: give the source, or the keywords",
                               cur.toks[0])
            step["keywords"] = kws
        self.add({"damage": step}, p)
        return True

    def _trigger_targets(self, cur: Cur, p: Piece) -> bool:
        """"Blood Artist's trigger targets opponent" / "Blood Artist triggers targeting opponent": the targets of
        SOURCE's triggered abilities (603.3d), given on the step before (they wait there until used)."""
        j = None
        for k in range(cur.i + 1, min(len(cur.toks), cur.i + MAX_NAME_WORDS + 2)):
            low = cur.toks[k].low
            if low in ("trigger", "triggers", "ability", "abilities", "triggered") and k + 1 < len(cur.toks) and \
                    cur.toks[k + 1].low in ("target", "targets", "targeting", "ability", "abilities"):
                j = k
                break
        if j is None:
            return False
        # the source: the words before, with "'s" dropped
        words = cur.toks[cur.i:j]
        last = words[-1]
        if last.low.endswith("'s"):
            words = words[:-1] + [Tok(last.text[:-2], last.low[:-2], last.start, last.end - 2)]
        sub = Cur(words)
        ref = self.one_ref(sub, "the source of the triggered ability", players=False, cards=False)
        if not sub.done():
            raise self.cannot(sub, "trigger targets X: SOURCE's trigger targets opponent")
        cur.i = j + 1
        while cur.low() in ("ability", "abilities", "triggered"):
            cur.i += 1
        if not (cur.take("targets") or cur.take("target") or cur.take("targeting")):
            raise self.cannot(cur, "targets X")
        targets = self._target_names(cur)
        self._end(cur, "SOURCE's trigger targets X [and Y]")
        if not self.steps:
            raise self.err("say this after the step that makes it trigger")
        self.steps[-1].setdefault("triggers", {})[ref.name] = targets
        a, _ = self.spans[-1]
        self.spans[-1] = (a, p.end)
        return True

    def _pump_subject(self, cur: Cur, p: Piece) -> bool:
        """"Grizzly Bears gets +3/+3 until end of turn", "opponent's Hill Giant gets -5/-0", "X gains flying",
        "X loses all abilities": an effect on X, as the rules text "Target creature gets ... until end of turn.";
        without a duration it lasts until end of turn, and the answer says so."""
        k = next((j for j in range(cur.i + 1, len(cur.toks)) if not cur.toks[j].quoted and
                  cur.toks[j].low in ("gets", "get", "gains", "gain", "loses", "lose")), None)
        if k is None or any(n > k - cur.i for n, _ in self.refs_at(cur, players=False, pronouns=False)):
            return False
        if cur.low() in YOU_WORDS or cur.low() in ("opponent", "opp") or self._subject_is_player(cur, k):
            return False
        refs = self._combatants(cur, "the creature the effect applies to", None)
        if cur.i != k:
            raise self.cannot(cur, "gets +N/+N | gains ABILITY | loses all abilities")
        verb = {"get": "gets", "gain": "gains", "lose": "loses"}.get(cur.low(), cur.low())
        cur.i += 1
        rest = [t for t in cur.toks[cur.i:]]
        words = " ".join(t.low for t in rest)
        mc = re.fullmatch(r"(a|an|one|two|three|four|five|\d{1,3}) ([+-]\d{1,2}/[+-]\d{1,2}|[a-z][a-z-]{1,20}) counters?", words)
        if verb == "gets" and mc:       # "Grizzly Bears gets a +1/+1 counter"
            for r in refs:
                self.add({"counters": {"card": r.name, "add": {mc.group(2): number_word(mc.group(1))}}}, p)
            cur.i = len(cur.toks)
            self.last = refs[-1].name
            return True
        m = re.fullmatch(r"(.+?)(?: (until (?:the )?end of (?:the )?turn|until eot|this turn|for the turn))?", words)
        what = m.group(1) if m else ""
        if not what or (verb == "gets" and not re.fullmatch(r"[+-]\d{1,2}/[+-]\d{1,2}", what)) or \
                (verb == "loses" and what not in ("all abilities", "all its abilities") and
                 not re.fullmatch(r"[a-z ]+", what)) or (verb == "gains" and not re.fullmatch(r"[a-z ,-]+", what)):
            raise self.cannot(cur, "+N/+N (gets), an ability (gains/loses) or all abilities, [until end of turn]")
        if not m.group(2):
            self.notes.append(f"{' and '.join(r.name for r in refs)} {verb} {what}: read as until end of turn")
        what = "all abilities" if what == "all its abilities" else what
        for r in refs:
            self.add({"effect": {"text": f"Target creature {verb} {what} until end of turn.", "targets": [r.name]}}, p)
        cur.i = len(cur.toks)
        self.last = refs[-1].name
        return True


def _self_sacrifice_abilities(name: str, text: str) -> list[str]:
    """The activated abilities of a card's text whose cost sacrifices the card itself ("Sacrifice Selfless Spirit:
    …", "{1}, Sacrifice this creature: …"; 602.1a: the cost is everything before the colon)."""
    short = name.split(",", 1)[0]
    me = "|".join(re.escape(n) for n in dict.fromkeys((name, short, "~")) if n) + r"|this (?:creature|artifact|" \
        r"enchantment|permanent|land)"
    out = []
    for line in text.splitlines():
        cost = line.split(":", 1)[0] if ":" in line and '"' not in line.split(":", 1)[0] else None
        if cost is not None and re.search(rf"(?:^|, )[Ss]acrifice (?:{me})(?:,|$| and )", cost.strip()):
            out.append(line.strip())
    return out


def _sacrifice_outlets(text: str, kinds: set[str]) -> list[str]:
    """The activated abilities of a card's text whose cost sacrifices another permanent of one of ``kinds`` (the
    sacrificed card's types, and "permanent"): "Sacrifice a creature: Put a +1/+1 counter on Carrion Feeder." (602.1a:
    the cost is everything before the colon)."""
    out = []
    for line in text.splitlines():
        cost = line.split(":", 1)[0] if ":" in line and '"' not in line.split(":", 1)[0] else None
        m = re.search(r"(?:^|, )[Ss]acrifice (?:a|an|another|one|two|three|X|\d+) ([^,]+)", cost or "")
        if m and kinds & set(re.findall(r"[a-z]+", m.group(1).lower().replace("creatures", "creature"))):
            out.append(line.strip())
    return out
