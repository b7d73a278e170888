"""The prose reader's questions: "what is X's power", "how big is it", "what can X tap for", "how much damage",
"is X still a creature" read as ``show`` steps (yes/no questions answered beside the values shown), pronouns and
possessives in a question, and the last permanent named (a part of :class:`.prose.ProseReader`)."""
from __future__ import annotations

import re

from .cursor import types_of
from .lexicon import (AskError, COUNT_ASKED, COUNT_COLOURS, HAND_ASKED, MANA_ASKED, card_name_of, PERMANENT_TYPES, FIELDS_RE, COMBAT_OUTCOME_WORDS, QUESTION_TAIL, SPELL_WORDS, STAND_IN_KINDS, fold, fold_key,
                      yes_no_field)
from .ptoks import PTok, is_spell, join_toks, lows, map_pos, render_toks


# "what's he at", "what am I at", "what will my opp be at": a player's life total asked as it is said ("he is at 5");
# never "was" (the life before the events) nor "would" (another moment)
_PLAYER_AT = re.compile(r"what(?:'s|s| is| am| are| will) (i|you|we|he|she|they|opponent|(?:my|the|your) opponent)"
                        r"(?: be)? at")


class QuestionReader:
    """Questions in the judge's words (mixed into :class:`.prose.ProseReader`)."""

    # questions --------------------------------------------------------------------------------------------------
    def ask(self, toks: list[PTok]) -> list[PTok]:
        s, at = lows(toks)
        whole = toks             # "what's left?", "is it still there?": the words the tail loses still ask an outcome
        m = QUESTION_TAIL.search(s)
        if m and m.start() > 0:
            toks = [t for t, a in zip(toks, at) if a < m.start()]
            self.changed = True
        toks = [t for t in toks if t.low not in ("itself", "still") or t.quoted]
        m = re.fullmatch(r"(am i|are you|is opponent|are they|is he|is she|are we) (?:dead|out|done|finished|lost|"
                         r"out of the game)", s)
        if m:        # "Am I dead?", "Are they out?": does that player lose (704.5a)
            who = "you" if m.group(1) in ("am i", "are you", "are we") else "opponent"
            toks = [self.made("does", toks[0]), self.made(who, toks[1]), self.made("lose", toks[-1])]
        m = _PLAYER_AT.fullmatch(lows(toks)[0]) if " at" in s else None
        if m and m.group(1) == "they" and not self.opponent_named:
            m = None             # "what are they at": the creatures named before, perhaps; the opponent only when named
        if m:        # "What's he at?", "what am I at now?": that player's life total, said as "is at 5" is (119.1)
            who = "you" if m.group(1) in ("i", "you", "we") else "opponent"
            toks = [self.made("how", toks[0]), self.made("much", toks[0]), self.made("life", toks[0]),
                    self.made("does", toks[0]), self.made(who, toks[1]), self.made("have", toks[-1])]
            s, at = lows(toks)
            self.notes.append(f"'{join_toks(whole)}': read as how much life {who} has (119.1)")
            whole = toks         # the question asks a life total: after an attack, after combat damage (510)
            self.changed = True
        m = re.fullmatch(r"(?:does|did|will|would) (.+?) (?:turn|make|change) (.+?) into (an? .+)", s)
        if m and self.card_at(span0 := [t for t, a in zip(toks, at) if m.start(1) <= a < m.end(1)], 0)[0] == len(span0):
            # "Does Blood Moon turn my basic Forest into a Mountain?": with Blood Moon there, is the Forest a Mountain
            d = self.card_at(span0, 0)[1]
            if fold_key(d["name"]) not in fold_key(join_toks(self.out)):
                self.board_first.append(([self.made(d["name"], span0[0], span0[-1])], span0[0].start, span0[-1].end))
            obj = [t for t, a in zip(toks, at) if m.start(2) <= a < m.end(2) and t.low not in ("basic", "nonbasic")]
            what = [t for t, a in zip(toks, at) if a >= m.start(3)]
            return self.ask([self.made("is", toks[0])] + obj + what)
        got = self.ask_plain(toks)
        if got is not None:
            pre = self.after_combat(toks, whole)
            return pre[:len(pre) - len(toks)] + got
        toks = self.pronouns(toks)
        toks = self.owned(toks)
        pre = self.after_combat(toks, whole)
        # the question is read without the combat damage added before it ("… deal to the Spider" read whole)
        return pre[:len(pre) - len(toks)] + self._question(toks)

    def _question(self, toks: list[PTok]) -> list[PTok]:
        """The question's own words read as ``show`` steps; the words unchanged when it is none of these."""
        s, at = lows(toks)

        def span(g: int, mm) -> list[PTok]:
            return [t for t, a in zip(toks, at) if mm.start(g) <= a < mm.end(g)]

        def show(*parts) -> list[PTok]:
            out = [self.made("show", toks[0])]
            for k, part in enumerate(parts):
                if k:
                    out.append(self.made("and", toks[0]))
                out += self.whose(part)
            return out

        def damage_to(target: list[PTok] | None, first: bool = True) -> list[PTok]:
            """What "how much damage … (to X)" shows: X (the opponent's life for the opponent: its first word, or
            with ``first=False`` all its words), or all and life."""
            if target is None:
                return show([self.made("all", toks[0])], [self.made("life", toks[0])])
            if target[0].low == "opponent" and (first or len(target) == 1):
                return show(target + [self.made("'s", target[-1], glue=True), self.made("life", target[-1])])
            return show(target)

        if re.fullmatch(r"what(?:'s|s| is| are) (?:on|in) the stack|what(?:'s| is) left on the stack", s):
            return show([self.made("stack", toks[-1])])
        m = re.fullmatch(rf"what(?:'s|s| is| are| was| were) (?:the )?(?:{FIELDS_RE} of (?:each|every|all|the) "
                         rf"(creatures?|lands?|permanents?)|(creatures|lands|permanents) 's {FIELDS_RE})|"
                         r"what does the (?:board|battlefield) look like|(?:what(?:'s| is) the )?board state", s)
        if m:
            group = m.group(1) or m.group(2) or "all"
            return show([self.made(group if group.endswith("s") or group == "all" else group + "s", toks[0], toks[-1])])
        name = r"(.+?)"
        for rx in (rf"what(?:'s|s| is| are| was| were| will be| would be) (?:the )?{FIELDS_RE} (?:of|for|on) {name}",
                   rf"what(?:'s|s| is| are| was| were| will be| would be) {name} 's {FIELDS_RE}",
                   rf"what {FIELDS_RE} (?:is|are|does|do|has|have|will|would) {name}(?: have| has| get| be| end up)?(?: as)?",
                   rf"how (?:big|large|strong|much power|much toughness) (?:is|are|will be|would be) {name}",
                   rf"how much (?:power|toughness) (?:does|do|will|would) {name} have",
                   rf"what (?:happens|happened|will happen|would happen) to {name}",
                   # "What can my Urborg tap for?", "what mana can X produce": its mana abilities, as they are (605.1a)
                   rf"what (?:mana |colou?rs? (?:of mana )?|kinds? of mana )?(?:can|could|does|do|will|would) {name} "
                   r"(?:tap for|produce|make|add|generate)(?: now)?",
                   rf"what (?:does|will|would) {name} look like",
                   rf"what (?:does|do|will|would) {name} (?:have|has|get)(?: now)?",
                   rf"who (?:controls|owns|is the controller of|has control of) {name}",
                   rf"whose (?:creature|permanent) is {name}",
                   rf"what(?:'s|s| is| are) {name}",
                   rf"{name} (?:is|are) (?:what|which|how big|what size)(?: size| p/t| power and toughness)?",
                   rf"(?:show me|tell me) {name}"):
            m = re.fullmatch(rx, s)
            if m:
                what = span(1, m)
                if len(what) > 1 and what[0].low == "the" and self.card_at(what, 1)[0] == len(what) - 1:
                    what = what[1:]
                if [t.low for t in what] in (["life"], ["life", "total"], ["life", "totals"], ["the", "life", "totals"]):
                    return show([self.made("life", what[0])])
                if [t.low for t in what] in (["they"], ["them"], ["both"], ["both", "of", "them"], ["those"],
                                             ["each", "of", "them"], ["all", "of", "them"]):
                    return show([self.made("all", what[0], what[-1])])      # "how big are they": all of them
                if len(what) >= 2 and what[-1].low == "'s" or (what and what[-1].low == "'s"):
                    what = what[:-1]
                if rx == rf"what(?:'s|s| is| are) {name}" and not re.search(rf"\b{FIELDS_RE}$", s):
                    return toks      # the step reader's own "what is X"
                if re.search(r"\blife(?: totals?)?$", s):
                    return toks      # "what is opponent's life (total)": the step reader's own
                return show(what)
        m = re.fullmatch(r"how much damage (?:is|was|gets|will be|would be|has been|got|does|did)? ?(?:dealt|done|taken|"
                         r"get dealt|be dealt)(?: in total| total| in all)?(?: to (.+?))?", s) or \
            re.fullmatch(r"how much damage (?:does|did|will|would) (.+?) (take|receive|get dealt|suffer)", s)
        if m:
            target = span(1, m) if m.group(1) else None
            if target and [t.low for t in target] in (["you"], ["me"], ["each", "player"]):
                return show([self.made("life", target[0])])
            return damage_to(target, first=False)
        m = re.fullmatch(r"how many (?:\S+ )?counters (?:are|is)(?: left| there| remaining| on it)?(?: on (.+))?|"
                         r"how many (?:\S+ )?counters (?:does|do|will) (.+?) have(?: left)?", s)
        if m:        # "How many counters are left?": on the object named, else on the last permanent named
            obj = span(1, m) if m.group(1) else span(2, m) if m.group(2) else []
            if not obj:
                last = self.last_permanent(toks[0].start, None)
                if last is None:
                    return toks
                obj = [self.made(last, toks[0], toks[-1])]
            return show(obj)
        total = r"(?: in total| total| in all| altogether)?"
        m = re.fullmatch(rf"how much (?:combat )?damage (?:does|did|do|will|would) (.+?) (?:deal|do){total}(?: to (.+?))?"
                         rf"{total}", s) or re.fullmatch(rf"(.+?) (?:deals?|dealt|will deal) how much (?:combat )?damage"
                                                         rf"{total}(?: to (.+?))?{total}", s)
        if m:
            said = [t.low for t in span(1, m)]
            if said in (["i"], ["we"], ["you"], ["me"], ["opponent"], ["my", "opponent"], ["your", "opponent"],
                        ["the", "opponent"]):
                # "How much damage do I deal to him?", "… does my opponent deal to me?": a player is no source of damage,
                # objects are (120.1): what the player's permanents and spells dealt is not the player's own damage,
                # never read as the player's life total or as 0
                w = span(1, m)
                raise AskError(f"{join_toks(w)!r} is a player: players deal no damage, the objects they control do "
                               "(name the source: 'how much damage does CARD deal', or ask the life total: "
                               "'how much life does opponent have')", self.q, w[0].start, w[-1].end)
            # the damage the source deals (to the recipient named): the source shown first, the recipient after it,
            # and the verdict adds up the damage events whose source it is (ask.verdict: #dealt)
            src = self.owned(self.pronouns(span(1, m)))
            if [t.low for t in src] in (["it"], ["they"], ["he"], ["she"]) or not src:
                return damage_to(span(2, m) if m.group(2) else None)
            to = self.owned(self.pronouns(span(2, m))) if m.group(2) else None
            self.yes_no.append((len(self.clause_toks), [], "#dealt" + (":to" if to else "")))
            if to and to[0].low == "opponent" and len(to) == 1:
                to = to + [self.made("'s", to[-1], glue=True), self.made("life", to[-1])]
            return show(src, to) if to else show(src)
        m = re.fullmatch(r"(?:what (?:is|are|'s) )?(?:the |our |both |both our |both of our |both players' |"
                         r"the players' |each player's )?life totals?|what are the life totals|how much life "
                         r"(?:does each player|do the players|do both players|do we|do we each|do we both) have", s)
        if m:
            return show([self.made("life", toks[0])])
        m = re.fullmatch(r"(?:is|are|will|would) (.+?) (?:still )?(?:be |become |remain )?(?:an? )?([a-z][a-z'-]*|"
                         r"-?\d{1,3}/-?\d{1,3})|"
                         r"(?:does|do|will|would) (.+?) (?:still )?(?:have|has) ([a-z][a-z -]*)", s)
        if m:
            obj = span(1, m) if m.group(1) else span(3, m)
            word = (m.group(2) or m.group(4)).strip()
            if obj and obj[0].low not in ("opponent", "you", "i", "there", "it") and yes_no_field(word):
                self.yes_no.append((len(self.clause_toks), obj, word))
        return toks

    def count_kind(self, kind: str, words: list[PTok]) -> str:
        """What "how many KIND" counts, as ask.verdict._count reads it: colours and "non-X" words first ("green",
        "non-Angel": 105.2, 205.4b-style exclusions), then a group (a type, "creatures") or a card's full name said
        ("How many Grizzly Bears do I control?", "Hill Giants": ``name=NAME``, the permanents so named, 201.2).
        "other" (other than which?) and words that are neither are refused, naming them."""
        if kind.endswith(" tokens") or kind.endswith(" token"):   # "creature tokens", "green Soldier tokens"
            head = kind.rsplit(" ", 1)[0]
            return (self.count_kind(head, words) if " " in head else head) + " tokens"
        parts = kind.split()
        if len(parts) < 2:
            return kind
        if "other" in parts or "another" in parts:
            raise AskError(f"'other' in the count ({kind!r}): other than which permanent is not said: count them all "
                           "('how many Elves do I control') or name the one left out", self.q, words[0].start,
                           words[-1].end)
        pre = []
        while len(parts) > 1 and (parts[0] in COUNT_COLOURS or re.fullmatch(r"non-?[a-z]+", parts[0])):
            pre.append(parts.pop(0))
        base = " ".join(parts)
        if len(parts) == 1 and pre:
            return " ".join(pre + [base])
        for cand in (base, base[:-1] if base.endswith("s") else None, base[:-2] if base.endswith("es") else None):
            d = self.lex.card(cand) if cand else None
            if d is not None and " " in cand:
                return " ".join(pre + ["name=" + d["name"]])
        raise AskError(f"cannot count {kind!r}: it is no card type, subtype or colour the count reads, nor a card's "
                       "name (say 'how many creatures', 'how many green creatures', 'how many non-Angel creatures', or a "
                       "card's whole name)", self.q, words[0].start, words[-1].end)

    def ask_plain(self, toks: list[PTok]) -> list[PTok] | None:
        """Questions the steps do not say: "Does X enter tapped?", "How many times does X trigger?", "Can X block
        Y?" / "Can I cast X on Y?" (the action is tried: the answer is whether the engine carries it out), "What
        happens to them?". None when the question is none of these."""
        s, at = lows(toks)

        def span(g: int, mm) -> list[PTok]:
            return [t for t, a in zip(toks, at) if mm.start(g) <= a < mm.end(g)]

        m = re.fullmatch(r"(?:does|did|will|would|should) (.+?) (?:enter|come into play|come in|come into the battlefield|"
                         r"enter the battlefield|come onto the battlefield)(?: the battlefield)? (tapped|untapped)", s)
        if m:
            obj = self.pronouns(span(1, m))
            obj = self.owned(obj)
            self.yes_no.append((len(self.clause_toks), obj, "tapped"))
            return [self.made("show", toks[0])] + self.whose(obj)
        m = re.fullmatch(r"(?:do|does|did|will|would) (?:i|you|opponent|he|she|they) (?:need to|have to|has to|got to) "
                         r"(sacrifice|pay|discard|exile|tap)\b.*|(?:must|should) (?:i|you|opponent|he|she|they) "
                         r"(sacrifice|pay|discard|exile|tap)\b.*", s)
        if m:
            # "Do I need to sacrifice another creature?" after a spell was copied: what the copy's costs are (707.10)
            # the top of the stack resolves (the copy is put on the stack), and the stack is shown: nothing the copy
            # then does is answered, so the spell's own targets and costs do not matter (see StepCompiler.stand_ins)
            self.yes_no.append((len(self.clause_toks), [], "#cost:" + (m.group(1) or m.group(2))))
            return [self.made("resolve", toks[0]), self.made("one", toks[0]),
                    PTok(";", ";", toks[0].start, toks[0].start, glue=True, made=True),
                    self.made("show", toks[0]), self.made("stack", toks[0])]
        m = re.fullmatch(r"how much damage (?:is|was|will be|has been) (?:on|marked on|left on) (.+)|"
                         r"how much damage (?:does|did) (.+?) have(?: on it| marked)?", s)
        if m:
            obj = self.owned(self.pronouns(span(1 if m.group(1) else 2, m)))
            return [self.made("show", toks[0])] + self.whose(obj)
        got = self.triggers_keyword(toks, s, at)
        if got is not None:
            return got
        m = MANA_ASKED.fullmatch(s)
        if m:       # "What's in my mana pool?": that player's mana pool shown (106.4)
            mine = (m.group("a") or m.group("b")) in ("my", "your", "i", "you")
            return [self.made(w, toks[0], toks[-1]) for w in ("show", "my" if mine else "opponent's", "mana")]
        m = HAND_ASKED.fullmatch(s)
        if m:       # "How many cards are in my hand?": how many cards does that player have (402.1)
            who = ["do", "i"] if m.group("who") in ("my", "your") else ["does", "opponent"]
            return [self.made(w, toks[0], toks[-1]) for w in ("how", "many", "cards", *who, "have", "in", "hand")]
        m = COUNT_ASKED.fullmatch(s)
        if m and " " in m.group("kind") and m.group("kind").split()[-1] in (
                "counter", "counters", "life", "mana", "times", "card", "cards", "damage", "points"):
            m = None    # "how many poison counters does he have": a player's or an object's value, not permanents
        if m:       # "How many creatures do I control?", "How many Soldiers do I get?": that group, counted
            if m.group("who") == "we":
                # "How many Giants do we control?": both players together in a two-player game (or one team's side,
                # 810.1): the count reads one player's permanents, so it was 'mine' only, a wrong number
                raise AskError("'we' in the count: both players, or one side? a count is of one player's permanents "
                               "(110.2): say whose ('do I control', 'does my opponent control')")
            who = "my" if m.group("who") in ("i", "you") else "opponent's"
            kind = self.count_kind(m.group("kind"), span(1, m)) + (" tokens" if m.group("tokens") else "")   # "Bear tokens": tokens only
            self.yes_no.append((len(self.clause_toks), [toks[0]], f"#count:{who}:{kind}"))
            return [self.made("show", toks[0]), self.made("all", toks[0])]
        m = re.fullmatch(r"how many times (?:does|did|will|would|can) (.+?) trigger|(.+?) triggers? how many times|"
                         r"how many (?:times|triggers) (?:does|will|would) (.+?) (?:trigger|get|have)|"
                         r"how (?:often|many times) (?:does|will|would) (.+?) trigger|"
                         r"(?:does|did|will|would) (.+?) (?:ability )?trigger", s)
        if m:
            g = next(i for i in range(1, 6) if m.group(i))
            obj = self.owned(span(g, m))
            if len(obj) > 1 and obj[-1].low == "'s":
                obj = obj[:-1]               # "does Essence Warden's ability trigger"
            n, d = self.card_at(obj, 0)
            if d is None or n != len(obj):
                return None
            self.yes_no.append((len(self.clause_toks), obj, "#triggers"))
            if fold_key(d["name"]) not in fold_key(join_toks(self.out)):
                # "Two Isamaru, one has 0 toughness. Blood Artist triggers how many times?": the card whose triggers
                # are asked about is on the battlefield from the start (before what the question says happens)
                self.board_first.append(([self.made(d["name"], obj[0], obj[-1])], obj[0].start, obj[-1].end))
            out: list[PTok] = []
            if re.search(r"\btarget (?:player|opponent)\b", str(d.get("text") or ""), re.I):
                # the targets do not change how often it triggers: any player will do (603.3d)
                out = obj + [self.made("'s", obj[-1], glue=True), self.made("trigger", obj[-1]),
                             self.made("targets", obj[-1]), self.made("opponent", obj[-1]),
                             PTok(";", ";", toks[0].start, toks[0].start, glue=True, made=True)]
                self.notes.append(f"{d['name']}'s trigger targets opponent: its targets do not change how often it "
                                  "triggers (603.2)")
                # the life totals depend on that stand-in: only the objects are shown, never a total it decided
                c = self.compiled_so_far()
                if c is not None:
                    order = [fold_key(x) for x in re.findall(r"[^;]+", join_toks(self.out))]
                    objs = sorted((a for a in c.used if fold_key(a) != fold_key(d["name"])),
                                  key=lambda a: (next((i for i, x in enumerate(order) if fold_key(card_name_of(a))
                                                       in x), len(order)), a))
                    shown: list[PTok] = [self.made("show", toks[0])]
                    for a in [d["name"]] + objs:
                        if len(shown) > 1:
                            shown.append(self.made("and", toks[0]))
                        shown.append(self.made(a, toks[0]))
                    return out + shown
            return out + [self.made("show", toks[0]), self.made("all", toks[0])]
        if re.fullmatch(r"what (?:happens|happened|will happen) to (?:them|those|both|both of them|each of them|all of them)|"
                        r"(?:which|what) (?:one|ones|of them|of the two|creature|creatures|permanents?) (?:dies|die|survives?|"
                        r"is destroyed|are destroyed)|who (?:dies|survives)|"
                        # "How does all this resolve?": the stack resolves (405.5); everything is shown
                        r"how (?:does|do|will|would) (?:all (?:of )?(?:this|that)|everything|this|that|it all|the stack) "
                        r"(?:resolve|play out|work out|go)|"
                        # "Do the counters cancel out?": +1/+1 and -1/-1 counters are removed in pairs (704.5q)
                        r"(?:do|does|will|would) (?:the|its|their|those) counters (?:cancel|annihilate)(?: each other)?"
                        r"(?: out)?", s):
            return [self.made("show", toks[0]), self.made("all", toks[0])]
        m = re.fullmatch(r"(?:can|could|may|is|are) (.+?) (?:able to |allowed to )?(attack|block)(.*)", s) \
            if s.split()[0] in ("can", "could", "may") or "able to" in s or "allowed to" in s else None
        if m:
            obj = self.pronouns(span(1, m), (m.group(2),))
            rest = span(3, m)
            if [t.low for t in rest] in (["this", "turn"], ["now"], ["right", "now"]):
                rest = []        # "Can it attack this turn?": the question's now (302.6 decides it)
            if m.group(2) == "block" and not rest and not re.search(r"\b(?:attack|attacks|attacked|attacking|swing|swings|"
                                                                  r"swung)\b", self.q[:toks[0].start], re.I):
                # "Can X block?" with no creature attacking: whether it can depends on what attacks (509.1a: untapped
                # creatures block attacking creatures; 509.1b: restrictions, evasion such as flying), never guessed
                raise AskError(f"{join_toks(toks)!r}: no creature attacks in the question, and whether a creature can "
                               "block depends on the attacking creature (509.1a, 509.1b): say what attacks first "
                               "(\"A attacks. Can B block it?\") or name it (\"Can B block A?\")", self.q, toks[0].start,
                               toks[-1].end)
            verb = self.made(m.group(2) + "s", toks[0])
            self.yes_no.append((len(self.clause_toks), [], "#can"))
            subject = [self.made(x.text, x) for x in obj]
            while len(subject) > 1 and subject[0].low in ("my", "your", "opponent's", "the", "a", "an"):
                subject = subject[1:]
            return obj + [verb] + rest + [PTok(";", ";", toks[-1].end, toks[-1].end, glue=True, made=True),
                                          self.made("show", toks[0])] + subject
        m = re.fullmatch(r"(?:can|could) (?:(opponent's|my|your) )?(.+?) (?:target|be cast on|be cast targeting) (.+)", s)
        if m and is_spell(self.card_at(span(2, m), 0)[1]) and self.card_at(span(2, m), 0)[0] == len(span(2, m)):
            # "Can my opponent's Swords to Plowshares target my Black Knight?": that player casts it, targeting it
            self.yes_no.append((len(self.clause_toks), [], "#can"))
            who = [self.made("opponent", toks[0]), self.made("casts", toks[0])] if m.group(1) == "opponent's" else \
                [self.made("cast", toks[0])]
            return self.action(who + span(2, m) + [self.made("targeting", toks[0])] + span(3, m))
        m = re.fullmatch(r"(?:can|could|may) (i|you|opponent|he|she|they) (.+)", s)
        if m:
            rest = [t for t, a in zip(toks, at) if a >= m.start(1)]
            # "on an Ornithopter": the article before a card's name is not part of it
            rest = [t for k, t in enumerate(rest) if not (t.low in ("a", "an") and self.card_at(rest, k + 1)[0])]
            rest = self.plain(rest)
            self.yes_no.append((len(self.clause_toks), [], "#can"))
            return self.action(self.players(rest))
        return None

    def pronouns(self, toks: list[PTok], said: tuple = ()) -> list[PTok]:
        """'it', 'its', 'that creature' in a question about a permanent: the last permanent named before. ``said``:
        the rest of the question's words ("Can it attack?": 'it' is a creature)."""
        w = [t.low for t in toks]
        if not any(x in ("it", "its", "it's", "that", "this", "the") for x in w) or set(w) & SPELL_WORDS:
            return toks
        w += list(said)
        out: list[PTok] = []
        k = 0
        last = None
        while k < len(toks):
            t = toks[k]
            n = 0
            if t.low in ("it", "its") or t.low == "it's" and k > 0 and toks[k - 1].low in ("is", "are", "what"):
                n = 1
            elif t.low in ("that", "this", "the") and k + 1 < len(toks) and toks[k + 1].low in (
                    "creature", "permanent", "land", "artifact", "enchantment", "planeswalker") and k > 0 and \
                    toks[k - 1].low not in ("a", "an"):
                n = 2
            if n:
                if last is None:
                    creature = bool(set(w) & {"power", "toughness", "p/t", "pt", "die", "dies", "survive", "survives",
                                              "attack", "block", "damage", "creature", "big", "size", "large"})
                    mana = "mana" in w or "activate" in w
                    last = self.last_permanent(toks[0].start, "activated" if mana else "creature" if creature else None)
                    others = self.also_named(last, "creature" if creature else None)
                    if others:
                        # "How big is the Merfolk and what does it have?": one of them named again in this clause,
                        # before the pronoun, is what it stands for
                        near = named_before(toks[:k], [last, *others])
                        if near is not None:
                            last, others = near, []
                    if others:
                        # "My Grizzly Bears is blocked by Hill Giant. Does it die?": the clause before names two of
                        # them; 'it' is not guessed (the last one named was Hill Giant, the subject Grizzly Bears)
                        raise AskError(f"{t.text!r} could stand for {last} or {' or '.join(others)}, named together "
                                       "before it: name the card", self.q, t.start, toks[k + n - 1].end)
                if last is not None and self.tokens_since(last):
                    # "I control Grizzly Bears. I create a 1/1 white Soldier creature token. What is its power?": the
                    # token made since is what 'it' most likely stands for (111.1), and it has no name the question
                    # said: never the Bears answered for it
                    raise AskError(f"{t.text!r} after a token was created: the token or {last}? (name the card, or "
                                   "ask 'show all')", self.q, t.start, toks[k + n - 1].end)
                if last is None:
                    if self.compiled_so_far() is not None or not self.out:
                        raise AskError(f"{t.text!r} stands for the last permanent named, and the question names none "
                                       "before it: name the card", self.q, t.start, toks[k + n - 1].end)
                    return toks
                out.append(self.made(last, t, toks[k + n - 1]))
                if t.low in ("its", "it's"):
                    out.append(self.made("'s", t, glue=True))
                k += n
                continue
            out.append(t)
            k += 1
        return out

    def owned(self, toks: list[PTok]) -> list[PTok]:
        """"Is my Forest a Swamp?": a possessive before an object's name in a question, the one that player controls."""
        out: list[PTok] = []
        k = 0
        while k < len(toks):
            t = toks[k]
            if t.low in ("my", "your", "opponent's") and k + 1 < len(toks):
                n, d = self.card_at(toks, k + 1)
                if d is not None:
                    got = self.whose(toks[k:k + 1 + n])
                    if len(got) == 1 and got[0].made or len(got) == n:      # (or "my X" not named before: X)
                        out += got
                        k += 1 + n
                        continue
            out.append(t)
            k += 1
        return out

    def whose(self, part: list[PTok]) -> list[PTok]:
        """"opponent's Grizzly Bears" in an answer: the one that player controls, by the name the steps gave it."""
        if not part or part[0].low not in ("opponent's", "my", "your") or len(part) < 2:
            return part
        who = "opponent" if part[0].low == "opponent's" else "you"
        c = self.compiled_so_far()
        if c is None:
            if who == "you" and self.card_at(part, 1)[0] == len(part) - 1:
                self.changed = True
                return part[1:]          # "Is my Forest a Swamp?" first: it enters under your control
            return part
        base = fold_key(join_toks(part[1:]))
        same = [a for a in c.used if fold_key(card_name_of(a)) == base]
        mine = [a for a in same if c.ctl.get(a, "you") == who]
        if len(mine) == 1 and len(same) > 1 and "#" not in mine[0]:
            # the first of two is named as the card is: quoted, it is that object, said with whose it is
            # (StepCompiler._same_name_said lets it be)
            return [PTok(f'"{mine[0]}"', f'"{fold(mine[0])}"', part[0].start, part[-1].end, quoted=True, made=True)]
        if len(mine) == 1:
            return [self.made(mine[0], part[0], part[-1])]
        if not same and who == "you" and self.card_at(part, 1)[0] == len(part) - 1:
            self.changed = True
            return part[1:]          # "my Forest" not named before: it enters under your control
        return part

    def after_combat(self, toks: list[PTok], said: list[PTok] | None = None) -> list[PTok]:
        """"B blocks A. Does A die?": a question about the outcome right after the attackers or blockers were
        declared is asked after combat damage (510): the step is added, and a note says so. ``said``: the question's
        words before its tail was cut ("what's left?")."""
        w = [t.low for t in (said or toks)]
        # "is my opponent at 16?": a player's life said as a number after "at" is an outcome too
        at_life = any(a == "at" and re.fullmatch(r"\d+", b) for a, b in zip(w, w[1:]))
        if not (set(w) & COMBAT_OUTCOME_WORDS or at_life) or self.sentences_read < 2:
            return toks          # (steps separated by ';' say when combat damage is dealt themselves)
        c = self.compiled_so_far()
        if c is None or not c.steps:
            return toks
        acts = [st for st in c.steps if not ({"show", "expect", "note"} & set(st))]
        at = next((i for i in range(len(acts) - 1, -1, -1) if {"attack", "block"} & set(acts[i])), None)
        # the declarations, or a spell or ability after them in the same combat ("I block and cast Giant Growth"):
        # no step of its own has moved the game on since (combat damage, the end of the turn)
        if at is None or any({"end_turn", "pass"} & set(st) for st in acts[at + 1:]):
            return toks
        moved = [st for st in acts[at + 1:] if "step" in st]
        # "After first-strike damage, my opponent casts Giant Growth on it. Does my White Knight die?": a first combat
        # damage step said, then an action in it: the regular combat damage step is still to come (510.4), and the
        # outcome asked is the combat's (ask56); a step said last is the time the question asks about
        if moved and (any(st.get("step") != "combat_damage" for st in moved) or "step" in acts[-1]):
            return toks
        # every combat damage step first: a first-strike step is followed by the regular one (510.4)
        self.notes.append("the question asks what combat does: all combat damage is dealt first (510, 510.4)")
        return [self.made("end", toks[0]), self.made("of", toks[0]), self.made("combat", toks[0]),
                PTok(";", ";", toks[0].start, toks[0].start, glue=True, made=True)] + toks

    def copy_choice(self, question: list[PTok], cond: list[PTok]) -> list[PTok] | None:
        """"… if you copy a noncreature permanent" about a card that may enter as a copy (707.5, Clever Impersonator):
        the condition is the copy chosen as that card enters, not an action of its own → ``copying D``."""
        d = next((dd for j in range(len(question)) for n, dd in [self.card_at(question, j)] if n), None)
        if d is None or not re.search(r"\bas a copy of\b", str(d.get("text") or ""), re.I):
            return None
        from kb.engine.cardtext import keyword_trigger_text
        qm = re.fullmatch(r"(?:does|did|will|would|should|can) .+? trigger (?:my |your |the |a )?([a-z]+)",
                          " ".join(t.low for t in question))
        if qm is None or keyword_trigger_text(qm.group(1)) is None:
            return None   # only the question whether a keyword triggers reads the copy chosen (_triggers_keyword)
        c = [t.low for t in cond]
        m = re.fullmatch(r"(?:you|i|they|it) (?:copy|copies|copied|choose to copy|chooses to copy|enters? as a copy of) (.+)",
                         " ".join(c))
        if not m:
            return None
        n = len(c) - len(m.group(1).split())
        what = cond[n:]
        art = 1 if what[0].low in ("a", "an", "the") else 0
        k, dd = self.card_at(what, art)
        if not (dd is not None and k == len(what) - art) and \
                re.sub(r"^(?:a|an|the) ", "", m.group(1)) not in STAND_IN_KINDS:
            return None   # what it copies is neither a card nor a kind of permanent a stand-in can be
        return [self.made("copying", cond[n])] + what

    def triggers_keyword(self, toks: list[PTok], s: str, at: list[int]) -> list[PTok] | None:
        """"Does Clever Impersonator trigger prowess [copying a noncreature permanent]?": a keyword triggered ability
        (702.108a prowess) asked about, with no creature named that has it: a creature of yours with it stands in, on
        the battlefield from the start; the card named is cast (copying what the condition says it copies), and the
        verdict is whether the keyword triggered (the trace says so either way, 603.2)."""
        from kb.engine.cardtext import keyword_trigger_text
        m = re.fullmatch(r"(?:does|did|will|would|should|can) (.+?) trigger (?:my |your |the |a )?([a-z]+)(?: copying (.+))?", s)
        if not m or keyword_trigger_text(m.group(2)) is None:
            return None

        def span(g: int) -> list[PTok]:
            return [t for t, a in zip(toks, at) if m.start(g) <= a < m.end(g)]
        spell = span(1)
        n, d = self.card_at(spell, 0)
        if d is None or not (n == len(spell) or spell[n].low in ("targeting", "on", "at")):
            return None
        spell = spell[:n] + self.players(spell[n:])   # "Lightning Bolt targeting my opponent"
        kw = m.group(2)
        first, last = toks[0], toks[-1]
        holder = self.named_with_keyword(kw)
        defs: list[tuple[str, str]] = []
        stood: list[str] = []
        if holder is None:
            holder = f"the creature with {kw}"
            defs.append((f'"{holder}" is a 1/1 creature with {kw}', holder))
            stood.append(f"'{holder}' (a 1/1 creature of yours with {kw})")
        copying: list[PTok] = []
        if m.group(3):
            what = span(3)
            art = 1 if what and what[0].low in ("a", "an", "the") else 0
            k, dd = self.card_at(what, art)
            if dd is not None and k == len(what) - art:
                copying = [self.made("copying", what[0])] + what[art:]
            else:
                desc = re.sub(r"^(?:a|an|the) ", "", m.group(3))
                kind = STAND_IN_KINDS.get(desc)
                if kind is None:
                    return None
                name = f"the {desc}"
                defs.append((f'"{name}" is {kind}', name))
                stood.append(f"'{name}' ({kind})")
                copying = [self.made("copying", what[0]), self.made(name, what[0], what[-1])]
        if stood:
            self.notes.append("the question names no card for " + " and ".join(stood) + ": "
                              + ("they stand in" if len(stood) > 1 else "it stands in") + f"; {kw} triggers as a spell "
                              "becomes cast (601.2i), before it resolves" + (", whatever it will copy" if copying else ""))
        self.yes_no.append((len(self.clause_toks), [self.made(holder, first)], "#kwtrig:" + kw))
        out: list[PTok] = []
        for text, name in defs:   # each card the question leaves unnamed: defined, then on the battlefield
            out += [self.made(text, first, last), PTok(";", ";", first.start, first.start, glue=True, made=True),
                    self.made(name, first, last), PTok(";", ";", first.start, first.start, glue=True, made=True)]
        return out + [self.made("cast", first)] + spell + copying + [
            PTok(";", ";", last.end, last.end, glue=True, made=True), self.made("show", first), self.made(holder, first)]

    def named_with_keyword(self, kw: str) -> str | None:
        """The last card named so far whose rules text has the keyword ``kw`` (a line of its own, 702.1)."""
        found = None
        for k in range(len(self.out)):
            n, d = self.card_at(self.out, k)
            if d is not None and re.search(rf"(?im)^{re.escape(kw)}\b", str(d.get("text") or "")):
                found = d["name"]
        return found

    def also_named(self, last: str | None, kind: str | None) -> list[str]:
        """The other permanents (of ``kind``) that the clause naming ``last`` last also names: what a pronoun in the
        question could stand for as well ("Hill Giant blocks Grizzly Bears. Does it die?"); [] when only one."""
        c = self.compiled_so_far()
        if c is None or last is None or not c.spans:
            return []
        names_of = []
        for st, span in zip(c.steps, c.spans):
            said = _step_names(st)
            if next(iter(st)) == "block" and isinstance(st["block"], dict):
                # "I block it with Grizzly Bears": the attacker blocked is named too (509.1a), not only the blocker
                said = said + [a for x in st["block"].values() for a in (x if isinstance(x, list) else [x])]
            got = [n for n in said if isinstance(n, str) and n in c.ctl]
            names_of.append((span, got))
        span = next((sp for sp, got in reversed(names_of) if last in got), None)
        if span is None:
            return []
        # the sentence of the question that clause is in: "I attack with Grizzly Bears and my opponent blocks with Hill
        # Giant. I cast Giant Growth on it.": two clauses, one sentence naming both; 'it' is either of them
        _, segs = render_toks(self.out)
        sentences = [(m.start(), m.end()) for m in re.finditer(r"[^.?!]+(?:[.?!]+|$)", self.q)]

        def sentence(sp: tuple) -> tuple | None:
            """The sentence a step was said in, and whether its clause states the board or is an action: "Blood Moon
            is out and I play Steam Vents. Does it enter tapped?" — the board said beside an action is not what a
            pronoun after it stands for; two boards, or two actions, in one sentence are alike."""
            at = map_pos(segs, sp[0], False)
            k = next((k for k, (a, b) in enumerate(sentences) if a <= at < b), None)
            board = next((bool(kind) for (_f, _e, a, b), kind in zip(self.clause_toks, self.clause_board)
                          if a <= at <= b), None)
            return None if k is None or board is None else (k, board)
        home = sentence(span)
        same = list(dict.fromkeys(n for sp, got in names_of
                                  if sp == span or home is not None and sentence(sp) == home for n in got))
        # "Clone copying Grizzly Bears is on the battlefield. What is its power?": what is copied is not the subject
        copied = {item.get("copy") for st, sp in zip(c.steps, c.spans) if sp == span
                  for item in _step_items(st) if isinstance(item, dict)}
        same = [n for n in same if n == last or n not in copied]
        if kind:
            def of_kind(alias: str) -> bool:
                d = c.definition(alias)
                return kind in {x.lower() for x in types_of(d)}
            same = [n for n in same if of_kind(n)]
        return [n for n in same if n != last]

    def tokens_since(self, name: str) -> bool:
        """A step after the last one naming ``name`` creates tokens (111.1): a 'create' step, an effect or a spell or
        ability whose words create one."""
        c = self.compiled_so_far()
        if c is None:
            return False
        at = max((i for i, st in enumerate(c.steps) if name in _step_names(st)), default=-1)
        for st in c.steps[at + 1:]:
            if "create" in st:
                return True
            item = _step_items(st)[0]
            text = item if isinstance(item, str) and next(iter(st)) == "effect" else \
                item.get("text") if isinstance(item, dict) and next(iter(st)) == "effect" else None
            card = item.get("card") if isinstance(item, dict) and next(iter(st)) in ("cast", "activate") else \
                item if isinstance(item, str) and next(iter(st)) in ("cast", "activate") else None
            if card is not None:
                text = str(c.definition(card).get("text") or "")
            if text and re.search(r"\bcreates?\b[^.]*\btokens?\b", str(text), re.I):
                return True
        return False

    def last_permanent(self, before: int, kind: str | None = None) -> str | None:
        """The permanent named last in the steps read so far (compiled as the step reader reads them); with
        ``kind`` ("creature"), the last one of that card type if there is one."""
        c = self.compiled_so_far()
        if c is None:
            return None
        names: list = []
        cards: dict = {}
        for st in c.steps:
            names += _step_names(st)
            for item in _step_items(st):
                if isinstance(item, dict) and item.get("as") and item.get("card"):
                    cards[item["as"]] = item["card"]
        # a permanent spell cast is named too ("I cast Kavu Titan. What is its power?": the permanent it becomes, 608.3)
        cast = {st["cast"].get("card") for st in c.steps if isinstance(st.get("cast"), dict)}
        cast = {n for n in cast if isinstance(n, str) and types_of(c.definition(n)) & PERMANENT_TYPES}
        perms = [n for n in names if isinstance(n, str) and (n in c.ctl or n in cast)]
        animated = {st["activate"].get("card") for st in c.steps if isinstance(st.get("activate"), dict)
                    and "becomes" in str(st["activate"].get("ability") or "")}      # "I animate Mutavault"
        if kind and perms:
            def types(alias: str) -> set:
                card = cards.get(alias) or card_name_of(alias)
                d = c.definition(card)
                # "activated": it has an activated ability (a cost, a colon: 602.1), what "activate it" can mean
                return {t.lower() for t in types_of(d)} | ({"activated"} if re.search(
                    r"^[^\n\"]*\}[^\n\"]*:", str(d.get("text") or ""), re.M) else set())
            of_kind = [n for n in perms if kind in types(n) or kind == "creature" and n in animated]
            perms = of_kind or perms
        return perms[-1] if perms else None


def _step_items(st: dict) -> list:
    v = st[next(iter(st))]
    return v if isinstance(v, list) else [v]


def _step_names(st: dict) -> list:
    """The names a compiled step says, in its order: what it makes enter, acts on, targets, sacrifices, attaches to;
    a block step's blockers."""
    names: list = []
    for item in _step_items(st):
        if isinstance(item, str):
            names.append(item)
        elif isinstance(item, dict):
            names.append(item.get("as") or item.get("card"))
            for key in ("targets", "sacrifice", "to", "attached_to"):
                x = item.get(key)
                names += x if isinstance(x, list) else [x]
    v = st[next(iter(st))]
    if next(iter(st)) == "block" and isinstance(v, dict):
        names += list(v)
    return names


def named_before(toks: list[PTok], names: list[str]) -> str | None:
    """The one of ``names`` that the words name — whole, or by the first or last word of its name ("the Merfolk" for
    Merfolk of the Pearl Trident) — when exactly one is named; None otherwise."""
    said = {fold_key(t.text) for t in toks}
    whole = fold_key(" ".join(t.text for t in toks))
    hits = []
    for name in names:
        words = fold_key(card_name_of(name)).split()
        if " ".join(words) in whole or words and (words[0] in said or words[-1] in said) and \
                not {words[0], words[-1]} & {"the", "of", "a", "an"}:
            hits.append(name)
    return hits[0] if len(hits) == 1 else None
