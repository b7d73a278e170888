"""The step language's questions and answers: ``show X`` ("what is X", "show my lands"), the questions it reads
("does X die", "how much life does opponent have") and ``check X is …`` expectations (a part of
:class:`.steps.StepCompiler`)."""
from __future__ import annotations

import re

from .cursor import Cur, Piece, Tok, split_possessive
from .lexicon import (PLAYER_PREDICATES, CARD_TYPE_WORDS, COLOUR_WORDS, CONDITION_WORDS, GROUP_WORDS, POSSESSIVE_WORDS, QUESTION_WORDS,
                      CAUSE_WORDS, LATER_WORDS, RELATION_WORDS,
                      SUPERTYPE_WORDS, number_word, player_words)
from .statements import player_count
from .lexicon import fold_key

# how a "where does X …" question ends: the verb of moving, after the object ("where does it go", "… end up")
WHERE_VERBS = (("end", "up"), ("ends", "up"), ("wind", "up"), ("winds", "up"), ("go",), ("goes",), ("land",),
               ("lands",), ("go", "now"), ("end", "up", "now"))


def of_player(player: str, what: str) -> str:
    """What ``show`` names a player's life or group of permanents by: "your life", "opponent's lands"."""
    return f"your {what}" if player == "you" else f"{player}'s {what}"


class ShowReader:
    """Questions, ``show`` and ``check`` steps (mixed into :class:`.steps.StepCompiler`)."""

    # questions ---------------------------------------------------------------------------------------------------

    def _all_whose(self, poss: str | None) -> bool:
        """"which of my creatures die?": every creature (the answers show all) is that player's, so the answers are the
        ones asked; a possessive with another player's creatures there is not read (a verdict naming them would answer
        another question). No possessive, or "the", "these": True."""
        who = {"my": "you", "his": "opponent", "her": "opponent", "their": "opponent", "opponent 's": "opponent",
               "opponent's": "opponent"}.get(poss or "")
        if who is None:
            return True
        creatures = [a for a in self.ctl if "Creature" in (self.definition(a).get("types") or ())]
        return bool(creatures) and all(self.ctl.get(a, "you") == who for a in creatures)
    def _question(self, cur: Cur, p: Piece) -> bool:
        """A judge's question about the result, answered by showing what it asks about: "does B die",
        "is B still a creature", "how much life does opponent have", "who wins", "what happens"."""
        save = cur.i
        words = [t.low for t in cur.toks[cur.i:]]
        phrase = " ".join(words)
        if re.fullmatch(r"what happens(?: now| next| then)?|what(?:'s| is) (?:the )?(?:result|board|outcome)|"
                        r"what (?:is|remains) (?:left )?on the battlefield|what(?:'s| is) left", phrase):
            self.add({"show": ["all"]}, p)
            return True
        m = re.fullmatch(r"what(?:'s| is| are)? (?:in|inside) (?:(?:the|a) )?(graveyards?|exile)|"
                         r"what(?:'s| is| are)? in (your|my|opponent's|the opponent's|your opponent's|\S+'s) (graveyard|exile)|"
                         r"(?:what|which cards?) (?:is|are|was|were|got|get|went)? ?(?:put )?(?:in|into|to) (?:the )?"
                         r"(graveyards?|exile)", phrase)
        if m:
            zone = (m.group(1) or m.group(3) or m.group(4)).rstrip("s")
            if m.group(2):
                cur.i += len(phrase.split()) - 2
                who = self._take_possessive(cur) or self._take_player(cur)
                if who is None:
                    raise self.cannot(cur, "a player's graveyard: opponent's graveyard")
                whose = [who]
            else:
                whose = list(self.players)
            self.add({"show": ["your " + zone if w == "you" else f"{w}'s {zone}" for w in whose]}, p)
            return True
        m = re.match(r"(?:which|what) (creatures?|lands?|permanents?|artifacts?|enchantments?|planeswalkers?)\b", phrase)
        # "which creatures remain / are left / stay?" (the tail "left" cut: "which creatures are"): what survived, like
        # "which creatures survive", never the group shown as it is with a "dies" verdict about one of them
        if m and not re.match(r"(?:which|what) \S+ (?:dies|die|died|survives?|survived|is destroyed|are destroyed|remains?|"
                              r"stays?|(?:are|is) (?:left|still|remaining))\b|(?:which|what) \S+ (?:are|is)$", phrase):
            group = m.group(1) if m.group(1).endswith("s") else m.group(1) + "s"
            cur.i += 2
            self._question_rest(cur)
            self.add({"show": [group]}, p)
            return True
        if cur.low() == "where" and cur.low(1) in ("is", "are", "was", "did", "does", "do", "will", "'s") or \
                cur.low() == "where's":
            cur.i += 1 if cur.low() == "where's" else 2
            tail = [t.low for t in cur.toks[cur.i:]]
            for verb in WHERE_VERBS:     # "where does the Colossus end up": the verb is no part of the name
                if len(tail) > len(verb) and tuple(tail[-len(verb):]) == verb:
                    cur.toks = cur.toks[:-len(verb)]
                    break
            refs = self.ref_list(cur, "what the question is about: where is X", players=False, cards=False)
            self._question_rest(cur)
            self.add({"show": [r.name for r in refs]}, p)
            return True
        # "which of my creatures die?", "which of his guys die?": every creature is shown (the answers say whose)
        m = re.fullmatch(r"(?:which|what) (?:of (my|his|her|their|opponent 's|opponent's|the|these|those) "
                         r"(?=creatures|permanents|guys))?(?:creatures?|permanents?|guys|ones?|cards?|objects?)?\s?(?:dies|die|died|survives?|"
                         r"survived|is destroyed|are destroyed|gets? destroyed|remains?|is left|are left|are|is|goes? to the graveyard|"
                         r"is put into (?:a|the|its owner's) graveyard|leaves? the battlefield)(?: now)?", phrase)
        if m and self._all_whose(m.group(1)):
            self.add({"show": ["all"]}, p)
            return True
        m = re.fullmatch(r"(?:which|what) (?:one of )?(?:the )?(?:two |both )?([\w,' -]+?) (?:dies|die|died|survives?|"
                         r"is destroyed|are destroyed|is put into (?:a|the|its owner's) graveyard|are put into (?:the|their "
                         r"owners') graveyards?|goes to the graveyard|go to the graveyard|stays?|remains?)", phrase)
        def bare(x: str) -> str:
            return re.sub(r"[^0-9a-z]", "", fold_key(x))
        if m and bare(m.group(1)) and any(bare(u).startswith(bare(m.group(1)).rstrip("s")) for u in self.used):
            # "Which Isamaru is put into the graveyard?", "which Jace dies": the objects of that name, all shown
            self.add({"show": ["all"]}, p)
            return True
        if re.fullmatch(r"who (?:wins|won|loses|lost|is the winner|is winning)(?: the game)?|(?:does|did) anyone (?:win|lose)"
                        r"(?: the game)?|is the game over", phrase):
            self.add({"show": list(self.players)}, p)
            return True
        m = re.match(r"how (?:much|many) (life|damage|poison(?: counters)?|cards?|counters?)(?: (?:does|do|did|will|is))?\s", phrase)
        if m:
            cur.i += len(m.group(0).split())
            kind = m.group(1)
            who = self._take_player(cur)
            if who is not None:
                self.add({"show": [of_player(who, "life") if kind in ("life", "damage") else who]}, p)
            else:
                ref = self.one_ref(cur, "a player or an object: how much life does opponent have", players=False)
                self.add({"show": [ref.name]}, p)
            self._question_rest(cur)
            return True
        if cur.low() in ("can", "could", "may") and any(t.low in ("attack", "block") for t in cur.toks[cur.i + 1:]):
            # "can Grizzly Bears block Serra Angel": answered by trying it (an illegal declaration is refused,
            # naming the rule: 508.1, 509.1)
            toks = [Tok(t.text, {"attack": "attacks", "block": "blocks"}.get(t.low, t.low), t.start, t.end, t.quoted)
                    for t in cur.toks[cur.i + 1:]]
            sub = Cur(toks)
            if not self._combat_subject(sub, p):
                cur.i += 1
                raise self.cannot(cur, "can A attack [X] | can B block A")
            self.notes.append("a 'can' question is answered by trying it: an illegal declaration is refused, naming "
                              "the rule")
            last = self.steps[-1]
            v = last.get("block", last.get("attack"))
            names = list(v) if isinstance(v, (dict, list)) else []
            if isinstance(v, dict) and "block" in last:
                names += [a for x in v.values() for a in (x if isinstance(x, list) else [x])]
            if names:
                self.add({"show": list(dict.fromkeys(names))}, p)     # it could: what they are now
            return True
        if cur.low() in ("does", "did", "do", "will", "would", "is", "are", "was", "were", "can", "could", "has", "have"):
            cur.i += 1
            if cur.done():
                cur.i = save
                return False
            who = self._take_player(cur)
            if who is not None:
                if not cur.done() and (cur.low() or "") not in PLAYER_PREDICATES:
                    # "do I keep both?": the answer about a player is their life, poison and whether they lost;
                    # a predicate it does not answer is named, never dropped
                    raise self.cannot(cur, "a question about a player: does opponent lose | do I win | "
                                           "does opponent have 3 life (or ask about the objects: show all)")
                self.add({"show": [who]}, p)
            else:
                split_possessive(cur)
                start = cur.tok()
                # "does opponent's Grizzly Bears die": whose it is, said as a step's object says it (obj_ref)
                ref = self.obj_ref(cur, "what the question is about: a card, an object or a player", players=False)
                cur.take("'s")
                self.add({"show": [ref.name]}, p)
            self._question_rest(cur)
            return True
        return False

    def _question_rest(self, cur: Cur) -> None:
        """The predicate of a yes/no question: read, not guessed; the answer shows the whole object or player."""
        if cur.done():
            return
        for j in range(cur.i, len(cur.toks)):
            t = cur.toks[j]
            if t.low in LATER_WORDS and not t.quoted and not (
                    t.low in ("turn", "step", "phase") and j > cur.i and cur.toks[j - 1].low in ("this", "same")):
                # "is it tapped next turn?": a later time than the steps' end (the untap step, 502.3; cleanup, 514.2)
                cur.i = j
                raise self.cannot(cur, "the end of the question: a later time ('next turn', 'at his upkeep') is a "
                                       "step of its own (say it first: end turn; then the question)")
        first = cur.low() or ""
        if first in ("die", "dies", "died", "survive", "survives", "survived") and cur.tok(1) is not None:
            # "does it die at noon": the words after the outcome could change it; they are named, never dropped
            cur.i += 1
            raise self.cannot(cur, f"the end of the question after {first!r}")
        if first in QUESTION_WORDS or number_word(first) is not None or re.fullmatch(r"[+-]?\d+/[+-]?\d+", first):
            # "is X a Mountain with Blood Moon out?": a card said in the predicate after a word of condition is a
            # board the step did not read; it is named, never dropped
            start = cur.i
            for j in range(start, len(cur.toks) - 1):
                # "is a Grizzly Bears with two -1/-1 counters dead?": counters or damage the object has are a board
                # the question states here; they are named, never dropped (the answer would be about another board)
                if cur.toks[j].low == "with" and (number_word(cur.toks[j + 1].low) is not None
                                                  or cur.toks[j + 1].low in ("a", "an")):
                    rest = [t.low for t in cur.toks[j + 2:j + 4]]
                    if any(w in ("counter", "counters", "damage") or re.fullmatch(r"[+-]?\d+/[+-]?\d+", w)
                           for w in rest):
                        cur.i = j
                        raise self.cannot(cur, "the end of the question: what the object has (counters, damage) is a "
                                               "board it does not read here (say it first: CARD with 2 -1/-1 counters; "
                                               "then the question)")
            cause = next((j for j in range(start + 1, len(cur.toks)) if cur.toks[j].low in CAUSE_WORDS
                          and not cur.toks[j].quoted), None)
            for j in range(cause + 1 if cause is not None else len(cur.toks), len(cur.toks)):
                # "does it have flying because of Levitation?", "is it 3/3 since I have Glorious Anthem?": a card
                # named anywhere after the cause is a board or an event the steps did not read (the answer would be
                # about the board without it); named, never dropped
                cur.i = j
                named = [n for n, _r in self.refs_at(cur, players=False, objects=False, pronouns=False)
                         if n > 1 or cur.toks[j].low not in QUESTION_WORDS]      # "alive", "vigilance": words here
                if not cur.toks[j].quoted and named:
                    cur.i = cause
                    raise self.cannot(cur, f"the end of the question after {cur.toks[cause].low!r}: a card named there "
                                           "is a board or an event it does not read (say it first: CARD, or the "
                                           "spell cast; then the question)")
            cur.i = start
            for j in range(start + 1, len(cur.toks)):
                if cur.toks[j - 1].low in RELATION_WORDS and not cur.toks[j].quoted:
                    # "does Grizzly Bears blocked by Hill Giant die", "… by a 3/3 creature", "does X die to Shock": another
                    # object, or an event with it, that the answer depends on; named, never dropped
                    cur.i = j
                    other = self.refs_at(cur, players=False, pronouns=False)
                    described = cur.toks[j - 1].low not in ("to", "from", "than") and (
                        cur.toks[j].low in ("a", "an", "the", "another", "each", "all")
                        or number_word(cur.toks[j].low) is not None)
                    if other or described:
                        cur.i = j - 1
                        raise self.cannot(cur, f"the end of the question after {cur.toks[j - 1].low!r}: another object "
                                               "or an event the answer depends on is a step of its own (say it first: "
                                               "B blocks A; then the question about A)")
                if cur.toks[j - 1].low in CONDITION_WORDS and not cur.toks[j].quoted:
                    cur.i = j
                    got = self.refs_at(cur, players=False, objects=False, pronouns=False)
                    if got:
                        cur.i = j - 1
                        raise self.cannot(cur, "the end of the question: a card named after the question is a board "
                                               "it does not read here (say it first: CARD; then the question)")
                    if cur.toks[j - 1].low not in ("with", "and"):
                        # "is X a 2/2 after two -1/-1 counters?": an event or a time the answer would depend on
                        cur.i = j - 1
                        raise self.cannot(cur, f"the end of the question after {cur.toks[j - 1].low!r}: what happens "
                                               "then is a step of its own (say it first, then the question)")
            cur.i = len(cur.toks)
            return
        raise self.cannot(cur, "a question about it: does X die | survive | have flying | is X a creature | "
                               "is X tapped | how much life does opponent have")

    def _show(self, cur: Cur, p: Piece) -> None:
        if cur.low() in ("what", "what's", "whats"):
            cur.i += 1
            cur.take("is") or cur.take("are")
        else:
            cur.i += 1
        cur.take("me")
        step: dict = {"show": []}
        self.add(step, p)
        self._show_more(step, cur)

    def _show_more(self, step: dict, cur: Cur) -> None:
        if "expect" in step:
            return self._check_clause(step, cur)
        out = step["show"]
        if cur.done():
            if not out:
                out.append("all")
            return
        while not cur.done():
            low = cur.low()
            phrase = " ".join(t.low for t in cur.toks[cur.i:])
            m = re.match(r"(?:the |our (?=life)|both (?:of )?our (?=life))?(all|everything|board|the board|battlefield|the battlefield|stack|the stack|"
                         rf"{'|'.join(GROUP_WORDS)}|life totals?|life|"
                         r"(?:each|every|all) (?:players?|permanents?))(?:\s+(?:and)\s+|$)", phrase)
            if m and low not in ("opponent", "you"):
                what = m.group(1).replace("the ", "")
                if what in ("everything", "board", "battlefield", "every permanent", "all permanents", "each permanent",
                            "all permanent", "every permanents", "each permanents"):
                    what = "all"
                if what in ("life", "life total", "life totals", "each player", "every player", "all players",
                            "each players", "all player", "every players"):
                    out.extend([of_player(w, "life") for w in self.players])
                else:
                    out.append(what)
                cur.i += len(m.group(0).split())
                continue
            who = None
            for ws, w in self._extras(True) + list(POSSESSIVE_WORDS):
                if cur.at(*ws) and cur.low(len(ws)) in ("life", "hand", "graveyard", "poison", "life total", "mana",
                                                       *GROUP_WORDS):
                    cur.i += len(ws)
                    who = w
                    break
            if who is not None and cur.low() in GROUP_WORDS:       # "my lands", "opponent's creatures": that group
                out.append(of_player(who, cur.low()))
                cur.i += 1
            elif who is not None:
                what = cur.low()
                cur.i += 1
                cur.take("total")
                if what == "mana":            # "my mana pool": the mana there now (106.4)
                    cur.take("pool")
                out.append(of_player(who, what) if what in ("life", "mana") else who)
            else:
                split_possessive(cur)
                start = cur.tok()
                ref = self.one_ref(cur, "what to show: all, lands, creatures, stack, a card's name, opponent's life")
                if ref.kind == "card":      # "what is Tarmogoyf": one enters, alone if nothing else is there
                    ref = self.need(ref, None, start)
                    if self.pending and self.steps and self.steps[-1] is step:
                        self._merge_into_last(self.piece)
                ref = self.under_control_said(ref, cur, start)   # "the bears under my control" (WhoseReader)
                name = ref.name
                if cur.low() in ("'s", "s") or (cur.tok() is not None and cur.low() in ("life", "p/t", "power",
                                                                                           "toughness", "types", "abilities")):
                    cur.take("'s")
                    if ref.kind == "player" and cur.low() == "life":
                        name = of_player(ref.name, "life")
                    if cur.low() in ("life", "p/t", "power", "toughness", "types", "abilities", "colors", "colours",
                                     "counters", "hand", "graveyard", "zone", "pt"):
                        cur.i += 1
                    cur.take("total")
                out.append(name)
            if not cur.done() and not cur.take("and"):
                raise self.cannot(cur, "'and' between the things to show")

    def _check(self, cur: Cur, p: Piece) -> None:
        cur.i += 1
        cur.take("that")
        step: dict = {"expect": {}}
        self.add(step, p)
        self._check_clause(step, cur)

    def _check_clause(self, step: dict, cur: Cur) -> None:
        exp = step["expect"]
        low = cur.low()
        if low in ("stack", "the") and (cur.at("stack") or cur.at("the", "stack")):
            cur.i += 1 if low == "stack" else 2
            cur.take("is")
            if cur.take("empty"):
                exp["stack"] = []
            else:
                exp["stack"] = [r.name for r in self.ref_list(cur, "the spells on the stack, top first", players=False)]
            self._end(cur, "stack is empty | stack is A and B")
            return
        # a player
        who = None
        for ws, w in self._extras(True) + self._extras() + list(POSSESSIVE_WORDS) + list(player_words("you", "i")):
            if cur.at(*ws) and not (ws in (("your",), ("my",)) and cur.low(1) not in ("life", "hand", "graveyard")):
                cur.i += len(ws)
                who = w
                break
        if who is not None:
            return self._check_player(exp, who, cur)
        split_possessive(cur)
        ref = self.one_ref(cur, "a card, an object or a player", players=False)
        cur.take("'s")
        if cur.low() in ("p/t", "pt", "power/toughness") and cur.low(1) in ("is", "=", "of"):
            cur.i += 1
        fields = exp.setdefault(ref.name, {})
        self._check_object(fields, ref.name, cur)

    def _check_player(self, exp: dict, who: str, cur: Cur) -> None:
        f = exp.setdefault(who, {})
        words = [t.low for t in cur.toks[cur.i:]]
        phrase = " ".join(words)
        m = re.fullmatch(r"(?:life(?: total)? (?:is|=|of)|is at|at|has) (-?\d+)(?: life)?|life (-?\d+)", phrase)
        if m:
            f["life"] = int(m.group(1) or m.group(2))
            cur.i = len(cur.toks)
            return
        counted = player_count(phrase)     # "has 3 poison counters", "no cards in hand", "graveyard has 2"
        if counted is not None:
            f[counted[0]] = counted[1]
            cur.i = len(cur.toks)
            return
        if phrase in ("lost", "has lost", "lost the game", "has lost the game", "loses", "loses the game"):
            f["lost"] = True
        elif phrase in ("won", "has won", "won the game", "has won the game", "wins", "wins the game"):
            f["won"] = True
        elif phrase in ("has not lost", "hasn't lost", "did not lose", "is still in the game", "is alive"):
            f["lost"] = False
        else:
            raise self.cannot(cur, "life is N, has N poison counters, has N cards in hand, has lost")
        cur.i = len(cur.toks)

    def _check_object(self, f: dict, name: str, cur: Cur) -> None:
        words = [t.low for t in cur.toks[cur.i:]]
        phrase = " ".join(words)
        neg = False
        m = re.match(r"(?:is|are|has|have|was)\s+not\b|isn't\b|doesn't have\b|does not have\b|lacks\b|wasn't\b|"
                     r"has no\b|is no longer\b|no longer\b", phrase)
        if m and not re.match(r"has no (?:abilities|counters|damage)\b", phrase):
            neg = True
        m = re.fullmatch(r"(?:is |p/t (?:is )?|pt (?:is )?|=\s?)?(-?\d+|\*)/(-?\d+|\*)", phrase)
        if m:
            f["pt"] = f"{m.group(1)}/{m.group(2)}"
            cur.i = len(cur.toks)
            return
        m = re.fullmatch(r"(power|toughness|mana value|damage)(?: is|=)? (-?\d+)", phrase)
        if m:
            f[{"mana value": "mana_value"}.get(m.group(1), m.group(1))] = int(m.group(2))
            cur.i = len(cur.toks)
            return
        m = re.fullmatch(r"(?:has|is dealt|was dealt) (\d+|no) damage(?: marked)?(?: on it)?", phrase)
        if m:
            f["damage"] = 0 if m.group(1) == "no" else int(m.group(1))
            cur.i = len(cur.toks)
            return
        m = re.fullmatch(r"has no counters|has (no|\d+|a|an|one|two|three|four|five) (\S+) counters?(?: on it)?", phrase)
        if m:
            f["counters"] = {} if not m.group(1) or m.group(1) == "no" else {m.group(2): number_word(m.group(1))}
            cur.i = len(cur.toks)
            return
        if re.fullmatch(r"has no abilities|has no ability|loses all abilities|has lost all abilities", phrase):
            f["abilities"] = []
            cur.i = len(cur.toks)
            return
        m = re.fullmatch(r"(?:is )?(?:in|on) (?:the |its owner's |their |your |opponent's )?(graveyard|battlefield|exile|hand|"
                         r"library|stack)|is exiled", phrase)
        if m:
            f["zone"] = m.group(1) or "exile"
            cur.i = len(cur.toks)
            return
        if re.fullmatch(r"(?:no longer exists|doesn't exist|does not exist|ceased to exist|is gone)", phrase):
            f["exists"] = False
            cur.i = len(cur.toks)
            return
        if phrase in ("exists", "still exists"):
            f["exists"] = True
            cur.i = len(cur.toks)
            return
        m = re.fullmatch(r"(?:was |is )?(countered|resolved|did not resolve|didn't resolve|fizzled|is countered|on the stack)",
                         phrase)
        if m:
            v = m.group(1)
            f["outcome"] = {"fizzled": "countered", "didn't resolve": "did not resolve"}.get(v, v)
            cur.i = len(cur.toks)
            return
        m = re.fullmatch(r"(?:is )?(tapped|untapped)", phrase)
        if m:
            f["tapped"] = m.group(1) == "tapped"
            cur.i = len(cur.toks)
            return
        m = re.fullmatch(r"(?:is )?(?:controlled by|under the control of) (you|me|opponent|your opponent|the opponent)"
                         r"|(?:is )?under (your|my|opponent's|your opponent's) control", phrase)
        if m:
            who = m.group(1) or m.group(2)
            f["controller"] = "you" if who in ("you", "me", "your", "my") else "opponent"
            cur.i = len(cur.toks)
            return
        m = re.fullmatch(r"(?:is )?named (.+)|name is (.+)", phrase)
        if m:
            start = len(cur.toks) - len((m.group(1) or m.group(2)).split())
            f["name"] = " ".join(t.text for t in cur.toks[start:])
            cur.i = len(cur.toks)
            return
        m = re.match(r"(?:has|have|doesn't have|does not have|lacks|has not)\s+(.+)", phrase)
        if m:
            k = len(cur.toks) - len(m.group(1).split())
            abilities = " ".join(t.text if not t.quoted else t.text for t in cur.toks[k:])
            parts = [a.strip() for a in re.split(r"\s*(?:,|\band\b)\s*", abilities) if a.strip()] \
                if not any(t.quoted for t in cur.toks[k:]) else [t.text for t in cur.toks[k:] if t.quoted]
            f["lacks_abilities" if neg else "has_abilities"] = parts
            cur.i = len(cur.toks)
            return
        m = re.match(r"(?:is|are)(?: not|n't)?\s+(?:a |an )?(.+)|isn't (?:a |an )?(.+)", phrase)
        if m:
            rest = (m.group(1) or m.group(2)).split()
            words_ = [w for w in rest if w not in ("and", "a", "an")]
            colours = [w for w in words_ if w in COLOUR_WORDS or w == "colorless" or w == "colourless"]
            if colours and len(colours) == len(words_):
                if neg:
                    raise self.err("write the colours it is: check X is red (or is colorless)", cur.tok())
                f["colors"] = [] if colours[0].startswith("colo") else [w for w in colours]
                cur.i = len(cur.toks)
                return
            if words_ == ["creature"]:
                f["creature"] = not neg
                cur.i = len(cur.toks)
                return
            orig = [t.text for t in cur.toks[len(cur.toks) - len(rest):] if t.low not in ("and", "a", "an")]
            types = [w.capitalize() for w in words_ if w in CARD_TYPE_WORDS or w in SUPERTYPE_WORDS]
            subs = [o for o, w in zip(orig, words_) if not (w in CARD_TYPE_WORDS or w in SUPERTYPE_WORDS)]
            if types:
                f["lacks_types" if neg else "has_types"] = types
            if subs:
                f["lacks_subtypes" if neg else "has_subtypes"] = [s[:1].upper() + s[1:] for s in subs]
            cur.i = len(cur.toks)
            return
        raise self.cannot(cur, "is P/T, has ABILITY, is a TYPE, is COLOUR, is tapped, is in the graveyard, "
                               "has N COUNTER counters, was countered")
