"""The prose reader's actions: a subject and its verb ("my opponent casts X", "responds with Y", "copies it with
Reverberate"), a card's name used as a verb ("I Lightning Bolt them"), damage and counters said of an object
("X is dealt 3 damage"), "it" as the target of a spell (a part of :class:`.prose.ProseReader`)."""
from __future__ import annotations

import re

from .cursor import subtypes_of, types_of
from .lexicon import (AskError, noun_key, DAMAGE_PASSIVE, DESTROYED, GAME_VERBS, IMPERATIVE, MAX_NAME_WORDS, NO_BLOCKS, OPTION_WORDS, ORDINALS,
                      PERMANENT_TYPES, PING_VERBS, TRAILING_FILLERS, POSSESSIVE_WORDS, PROSE_SUBJECTS, PROSE_VERBS, REPEATABLE, WITH_VERBS, AURA_WITH_VERBS, fold,
                      fold_key, number_word, times_at_end)
from .prose_forum import nickname_verb
from .ptoks import PTok, is_spell, join_toks

# the words before an object said first ("my opp's X has two +1/+1 counters"): whose it is, as players write it
_OBJECT_LEADS = frozenset({"my", "your", "opponent's", "opp's", "opps", "his", "her", "their", "the", "a", "an"})


class ActionReader:
    """What happens, in the judge's words (mixed into :class:`.prose.ProseReader`)."""

    # actions ------------------------------------------------------------------------------------------------------
    def action(self, toks: list[PTok]) -> list[PTok]:
        toks = self.it_targets(toks)
        w = [t.low for t in toks]
        if re.fullmatch(NO_BLOCKS, " ".join(w)):
            return [self.made("no", toks[0], toks[-1]), self.made("blocks", toks[-1])]     # 509.1
        subj, n = None, 0
        for ws, who in PROSE_SUBJECTS:
            if tuple(w[:len(ws)]) == ws and len(w) > len(ws):
                subj, n = who, len(ws)
                break
        subj_toks = toks[:n]
        rest = toks[n:]
        r = [t.low for t in rest]
        if self.two_players and r[:1] in (["attacks"], ["attack"]) and len(r) > 2 and r[1] in ("me", "you", "opponent") \
                and r[2] == "with":
            self.changed = True            # "attacks me with it": two players, the defender is the other one
            rest = rest[:1] + rest[2:]
            r = [t.low for t in rest]
        if subj is None and r[:3] == ["in", "response", "to"] and len(r) > 3:
            got = self.response_to(rest)
            if got is not None:
                return got
        if subj == "you" and r and r[0] in IMPERATIVE and "with" not in r:
            self.changed = True          # "I put a +1/+1 counter on X": the step 'put ...' (you are the one acting)
            return self.options(self.it_targets(rest))
        # "opponent responds with X" / "responds by casting X"
        if r and r[0] in ("responds", "respond", "responded"):
            k = 1
            verb = None
            if r[k:k + 2] in (["by", "casting"], ["by", "activating"]):
                verb = "casts" if r[k + 1] == "casting" else "activates"
                k += 2
            elif r[k:k + 1] == ["with"]:
                k += 1
            elif r[k:k + 3] in (["to", "that", "with"], ["to", "it", "with"], ["to", "this", "with"]):
                k += 3                   # "he responded to that with a Shock": the last spell cast, as "responds with"
            elif r[k:k + 1] == ["by"] and is_spell(self.spell_at(rest, k + 1)[1]):
                # "they respond by Unsummoning it": the card's name as a verb, then what it targets
                n_card, d = self.spell_at(rest, k + 1)
                head = self.in_response(rest[0])
                who = subj_toks if subj not in (None, "you") else []
                more = rest[k + 1 + n_card:]
                if more and more[0].low not in ("targeting", "on", "at"):
                    more = [self.made("targeting", more[0])] + more
                return head + self.it_targets(who + [self.made("casts" if who else "cast", rest[0], rest[k]),
                                                     self.made(d["name"], rest[k + 1], rest[k + n_card])] + more)
            else:
                return toks
            if r[k:k + 1] in (["a"], ["an"]) and self.card_at(rest, k + 1)[0]:
                k += 1
            n_card, d = self.card_at(rest, k)
            if verb is None:
                verb = "activates" if d is not None and types_of(d) & PERMANENT_TYPES else "casts"
            head = self.in_response(rest[0])
            who = subj_toks if subj not in (None, "you") else []
            tail = rest[k:]
            if d is not None and n_card and subj in ("you", "opponent"):
                tail = tail[:n_card] + self.mode_by_purpose(d, tail[n_card:], subj)
            return head + who + [self.made(verb if who else verb[:-1], rest[0], rest[k - 1])] + tail
        # "copy Fling with Reverberate", "my opponent counters it with Counterspell"
        if r and r[0] in WITH_VERBS and "with" in r[1:]:
            i = r.index("with", 1)
            if r[i + 1:i + 2] not in (["new"], ["a"]) or self.card_at(rest, i + 2)[0]:
                k = i + 1
                if r[k:k + 1] in (["a"], ["an"]):
                    k += 1
                n_card, d = self.card_at(rest, k)
                if d is not None and i > 1:
                    verb = "activate" if types_of(d) & PERMANENT_TYPES else "cast"
                    if r[0] in AURA_WITH_VERBS and "Aura" in subtypes_of(d):
                        verb = "cast"
                    if subj not in (None, "you"):
                        verb += "s"
                    who = subj_toks if subj not in (None, "you") else []
                    more = self.options(rest[k + n_card:])
                    if more and more[0].low in ("targeting", "at") and re.search(r"\bcopy\b", str(d.get("text") or ""),
                                                                              re.I):
                        # "copies it with Reverberate targeting me": the copy's new target (707.10c)
                        more = [self.made("with", more[0]), self.made("new", more[0]), self.made("target", more[0])] \
                            + more[1:]
                    obj = rest[1:i]
                    if r[0] in ("give", "gives") and len(obj) > 1 and re.fullmatch(r"[+-]\d+/[+-]\d+", obj[-1].low) \
                            and obj[-1].low in str(d.get("text") or "").lower():
                        obj = obj[:-1]   # "give X +3/+3 with Giant Growth": what its text says it gives, read there
                    out = (who + [self.made(verb, rest[0], rest[i])] + rest[k:k + n_card]
                           + [self.made("targeting", rest[0])] + obj + more)
                    # "my opponent pumps it with Giant Growth" after "I block it with Grizzly Bears": 'it' is the
                    # spell's target, the same as "casts Giant Growth on it" — never guessed when the clause before
                    # names two creatures (it_targets refuses, naming the pronoun)
                    return self.it_targets(out) if verb.startswith("cast") else out
        # "cast Reverberate copying Fling": a spell that copies targets the spell
        if "copying" in r:
            i = r.index("copying")
            k = 1 if r and r[0] in ("cast", "casts") else 0
            n_card, d = self.card_at(rest, k)
            if d is not None and k + n_card == i and not types_of(d) & PERMANENT_TYPES and \
                    re.search(r"\bcopy target\b", str(d.get("text") or ""), re.I):
                rest = rest[:i] + [self.made("targeting", rest[i])] + rest[i + 1:]
        got = self.source_verb(subj_toks, rest)
        if got is not None:
            return got
        # "activates Prodigal Pyromancer's ability", "its second ability"
        if r and r[0] in ("activate", "activates") and "'s" in r:
            i = r.index("'s")
            if r[i + 1:i + 2] == ["ability"] or (r[i + 2:i + 3] == ["ability"] and r[i + 1] in ORDINALS):
                nth = [] if r[i + 1] == "ability" else [self.made("ability", rest[i + 1]),
                                                        self.made(str(ORDINALS[r[i + 1]]), rest[i + 1])]
                skip = 2 if r[i + 1] == "ability" else 3
                rest = rest[:i] + nth + rest[i + skip:]
                self.changed = True
        return subj_toks + self.options(rest)

    def mode_by_purpose(self, d: dict, tail: list[PTok], who: str) -> list[PTok]:
        """"he responds with Healing Salve to gain 3 life" (ask53): the mode a modal spell is cast for, said by what
        it does (700.2), when one mode alone is "Target player VERBs …" said so, the player being the one who casts it
        (who gains): ``mode N targeting PLAYER``. The words as they are otherwise (another mode's target, two modes
        alike, more words after them)."""
        w = [t.low for t in tail]
        if len(w) < 2 or w[0] != "to" or any(t.quoted for t in tail):
            return tail
        modes = [m.strip() for m in re.findall(r"^\s*•\s*(.+)$", str(d.get("text") or ""), re.M)]
        said = " ".join(w[1:]).rstrip(" .")
        hits = [i for i, m in enumerate(modes, 1)
                if (mm := re.fullmatch(r"target player (\w+?)s (.+?)\.?", m.lower())) and f"{mm.group(1)} {mm.group(2)}" == said]
        if len(modes) < 2 or len(hits) != 1:
            return tail
        self.notes.append(f"{join_toks(tail)!r}: {d['name']}'s mode {hits[0]} ({modes[hits[0] - 1]}), "
                          f"targeting its caster (700.2, 601.2b)")
        self.changed = True
        return [self.made("mode", tail[0]), self.made(str(hits[0]), tail[0]), self.made("targeting", tail[1]),
                self.made("opponent" if who == "opponent" else "you", tail[-1])]

    def source_verb(self, subj: list[PTok], rest: list[PTok]) -> list[PTok] | None:
        """"My opponent's Prodigal Sorcerer pings my Llanowar Elves", "I use Prodigal Sorcerer on X": the permanent's
        activated ability, activated by its controller, targeting X (602.2); which ability, when it has several, is
        asked by the step (never guessed). "uses NAME on X" with a spell is that spell cast targeting X (601.2c)."""
        r = [t.low for t in rest]
        if subj and r[:1] in (["use"], ["uses"], ["used"]) and "on" in r:
            i = r.index("on")
            n_card, d = self.card_at(rest, 1)
            if d is None or 1 + n_card + (r[1 + n_card:2 + n_card] == ["'s"]) + \
                    (r[2 + n_card:3 + n_card] == ["ability"]) != i:
                return None
            opp = [t.low for t in subj] != ["i"]
            verb = "activate" if types_of(d) & PERMANENT_TYPES else "cast"
            self.changed = True
            return ([*subj, self.made(verb + "s", rest[0])] if opp else [self.made(verb, rest[0])]) + \
                rest[1:1 + n_card] + [self.made("targeting", rest[i])] + rest[i + 1:]
        i = next((k for k, w in enumerate(r) if w in PING_VERBS), None)
        if subj or not i:
            return None
        k, whose = 0, "you"
        for ws, who in POSSESSIVE_WORDS:
            if tuple(r[:len(ws)]) == ws:
                k, whose = len(ws), who
                break
        if r[k:k + 1] in (["opponent's"], ["opp's"]):
            k, whose = k + 1, "opponent"
        n_card, d = self.card_at(rest, k)
        if d is None or k + n_card != i or not types_of(d) & PERMANENT_TYPES or i + 1 >= len(rest):
            return None
        self.changed = True
        who = [self.made("opponent", rest[0]), self.made("activates", rest[i])] if whose == "opponent" else \
            [self.made("activate", rest[i])]
        return who + rest[k:i] + [self.made("targeting", rest[i])] + rest[i + 1:]

    def in_response(self, t: PTok) -> list[PTok]:
        """"in response," made for the words at ``t`` (what follows keeps the stack as it is)."""
        return [self.made("in", t), self.made("response", t), self.made(",", t, glue=True)]

    def options(self, toks: list[PTok]) -> list[PTok]:
        """", targeting X": a comma before an option of the same step is not a step's end."""
        out = []
        for k, t in enumerate(toks):
            if t.low == "," and k + 1 < len(toks) and toks[k + 1].low in OPTION_WORDS:
                self.changed = True
                continue
            out.append(t)
        return out

    def response_to(self, rest: list[PTok]) -> list[PTok] | None:
        """"In response to my Lightning Bolt targeting my opponent, ...": that spell was cast (if the question has not
        said so yet, it is cast here), and the next clause is in response to it."""
        k = 3
        who = None
        if rest[k].low in ("my", "your"):
            who, k = "you", k + 1
        elif rest[k].low in ("opponent's",):
            who, k = "opponent", k + 1
        elif rest[k].low in ("the", "that", "this"):
            k += 1
        n, d = self.card_at(rest, k)
        if d is None:
            return None
        mark = [self.made("in", rest[0]), self.made("response", rest[-1])]
        c = self.compiled_so_far()
        cast_before = c is not None and any(isinstance(st.get("cast"), dict) and fold_key(st["cast"].get("card", "")) ==
                                            fold_key(d["name"]) for st in c.steps)
        if cast_before and k + n == len(rest):
            return mark
        if types_of(d) & PERMANENT_TYPES and "Aura" not in subtypes_of(d):
            return None
        head = [self.made("opponent", rest[0]), self.made("casts", rest[0])] if who == "opponent" else \
            [self.made("cast", rest[0])]
        self.notes.append(f"{d['name']} is cast first: the question responds to it")
        return head + self.options(self.it_targets(rest[k:])) + [
            PTok(";", ";", rest[-1].end, rest[-1].end, glue=True, made=True)] + mark

    def it_targets(self, toks: list[PTok]) -> list[PTok]:
        """"Giant Growth targeting it": a spell that targets a creature (not a spell) means the last permanent."""
        w = [t.low for t in toks]
        if any(w[k] in ("attack", "attacks", "block", "blocks") and w[k + 1:k + 3] == ["with", "it"]
               for k in range(len(w) - 2)):
            k = next(k for k in range(len(w) - 2) if w[k] in ("attack", "attacks", "block", "blocks")
                     and w[k + 1:k + 3] == ["with", "it"])
            last = self.last_permanent(toks[k].start, "creature")
            if last is not None:           # "attack with it": the last creature named
                return toks[:k + 2] + [self.made(last, toks[k + 2])] + toks[k + 3:]
        if not any(w[k] in ("targeting", "on", "at", "target") and w[k + 1] in ("it", "that", "this", "them")
                   for k in range(len(w) - 1)):
            return toks
        text = None
        for k in range(len(toks)):
            n, d = self.card_at(toks, k)
            if d is not None and (not types_of(d) & PERMANENT_TYPES or "Aura" in subtypes_of(d)):
                text = str(d.get("text") or "")
                break
        if text is None or not re.search(r"\b(?:any target|target (?:\w+ )*(?:creature|permanent|artifact|land|"
                                         r"enchantment|planeswalker|battle))", text, re.I) or \
                re.search(r"\btarget (?:\w+ )*spell\b", text, re.I):
            return toks
        m = re.search(r"\btarget (?:\w+ )*?(creature|permanent|artifact|land|enchantment|planeswalker|battle)", text, re.I)
        kind = m.group(1).lower() if m and m.group(1).lower() != "permanent" else (
            "creature" if re.search(r"\bany target\b", text, re.I) else None)
        out: list[PTok] = []
        k = 0
        while k < len(toks):
            t = toks[k]
            if k and toks[k - 1].low == "on" and t.low == "them" and not re.search(r"\bany target\b|\bplayer", text, re.I) \
                    and len(re.findall(r"\btarget\b", text, re.I)) == 1:
                # "Giant Growth on them" after Grizzly Bears: a spell with one target that can't be a player (115.1)
                # means the one creature named by a plural name, as "it" means the last one named
                last = self.last_permanent(t.start, kind)
                plural = {n for n in self.lex.names_in(self.q[:t.start]) if n.split() and
                          noun_key(n.split()[-1]) != n.split()[-1].lower()}
                if last is None or plural != {last}:
                    return toks       # none, or two named by a plural word ("Grizzly Bears and Llanowar Elves")
                out.append(self.made(last, t))
                k += 1
                continue
            if k and toks[k - 1].low in ("targeting", "on", "at", "target") and t.low in ("it", "that", "this"):
                n = 2 if k + 1 < len(toks) and toks[k + 1].low in ("creature", "permanent") else 1
                if t.low != "it" and n == 1:
                    out.append(t)
                    k += 1
                    continue
                last = self.last_permanent(t.start, kind)
                if last is None:
                    return toks
                others = self.also_named(last, kind)
                if others and t.low == "it":
                    # "My Grizzly Bears is blocked by Llanowar Elves. I cast Giant Growth on it.": the clause before
                    # names both; the spell's target (115.1) is not guessed (it was the last one named, the blocker)
                    raise AskError(f"{t.text!r} could stand for {last} or {' or '.join(others)}, named together "
                                   "before it: name the card the spell targets", self.q, t.start, t.end)
                out.append(self.made(last, t, toks[k + n - 1]))
                k += n
                continue
            out.append(t)
            k += 1
        return out

    def lone_attacker(self, who: str | None) -> str | None:
        """The one creature ``who`` attacks with in the steps read so far, or None (none, several, or no player)."""
        c = self.compiled_so_far()
        if c is None or who is None:
            return None
        got = [n for st in c.steps if isinstance(st.get("attack"), list) for n in st["attack"]
               if isinstance(n, str) and c.ctl.get(n, "you") == who]
        return got[0] if len(set(got)) == 1 else None

    def spell_at(self, toks: list[PTok], k: int) -> tuple[int, dict | None]:
        """A card used as a verb at toks[k]: "Lightning Bolt", "Naturalizes", "Shocked", "Pyroclasms": (tokens, card)."""
        n, d = self.card_at(toks, k)
        if d is not None and fold(d["name"]) != fold(join_toks(toks[k:k + n])):
            n, d = 0, None               # only a card's own name is a verb ("Turn to Frog'd": not "Turn")
        if k < len(toks):        # a longer name with a verb's ending ("Turn to Frog'd", not the card Turn)
            for j in range(min(len(toks), k + MAX_NAME_WORDS), k + n, -1):
                last = toks[j - 1].low
                for cut in ("s", "es", "ed", "d", "'d", "ing"):
                    if last.endswith(cut) and len(last) > len(cut) + 2:
                        stem = join_toks(toks[k:j - 1] + [PTok(toks[j - 1].text[:-len(cut)], last[:-len(cut)], 0, 0)])
                        got = self.lex.card(stem)
                        if got is not None and fold(got["name"]) == fold(stem):
                            return self._not_a_game_verb(toks, k, j - k, got)
        if d is None and k < len(toks) and not toks[k].quoted:
            nick = nickname_verb(self.lex, toks[k].low)       # "bolted": Lightning Bolt (.prose_forum)
            if nick is not None:
                return 1, nick
        return self._not_a_game_verb(toks, k, n, d)

    def _not_a_game_verb(self, toks: list[PTok], k: int, n: int, d: dict | None) -> tuple[int, dict | None]:
        """A card's name said as a verb that is one of the game's own verbs (GAME_VERBS: "regenerate", "sacrificed",
        "exiles", "flicker"): in lower case the game's verb (701.x), never the card — a spell cast that the question
        did not name (it would trigger prowess, 702.108a); capitalised inside the sentence ("I Regenerate it") either
        one: named, never guessed."""
        if d is None or not n or fold(d["name"]) not in GAME_VERBS:
            return n, d
        said = toks[k:k + n]
        if k and not said[0].made and said[0].text[:1].isupper():
            raise AskError(f"{join_toks(said)!r} is a verb of the game and the name of the card {d['name']}: say "
                           f"'cast {d['name']}' for the card, or the verb in lower case", self.q,
                           said[0].start, said[-1].end)
        return 0, None

    def have_in_combat(self, toks: list[PTok]) -> list[PTok] | None:
        """"I have a Giant Spider blocking my opponent's Serra Angel", "my opponent has Craw Wurm attacking": that
        player's creature blocks (attacks) what follows (508.1, 509.1); None when the words are not that."""
        w = [t.low for t in toks]
        subj = next(((len(ws), who) for ws, who in PROSE_SUBJECTS if tuple(w[:len(ws)]) == ws), None)
        if subj is None or subj[1] not in ("you", "opponent") or w[subj[0]:subj[0] + 1] not in (["have"], ["has"]):
            return None
        k = subj[0] + 1 + (w[subj[0] + 1:subj[0] + 2] in (["a"], ["an"]))
        n, d = self.card_at(toks, k)
        if d is None or w[k + n:k + n + 1] not in (["blocking"], ["attacking"]):
            return None
        self.changed = True
        whose = self.made("my" if subj[1] == "you" else "opponent's", toks[0], toks[subj[0] - 1])
        verb = self.made("blocks" if w[k + n] == "blocking" else "attacks", toks[k + n])
        return [whose] + toks[k:k + n] + [verb] + toks[k + n + 1:]

    def repeated(self, toks: list[PTok]) -> list[PTok] | None:
        """"I pump my Grizzly Bears with Giant Growth twice", "I cast Shock on it two times": the statement that many
        times (each a new spell or activation), each read as said once; None when it is said otherwise."""
        w = [t.low for t in toks]
        subj = next((len(ws) for ws, _who in PROSE_SUBJECTS if tuple(w[:len(ws)]) == ws), 0)
        if subj >= len(w) or w[subj] in ("pump", "pumps") and "with" not in w:
            return None
        if w[subj] not in REPEATABLE:      # "My opp Shocks my Hill Giant twice": an instant or sorcery said as a verb
            n, d = self.spell_at(toks, subj)
            if not n or d is None or not {"Instant", "Sorcery"} & set(d.get("types") or ()):
                return None
        this_turn = 2 if w[-2:] == ["this", "turn"] else 0      # "… twice this turn": the turn the question is in
        said = times_at_end(w[:len(w) - this_turn])
        if said is None or len(w) <= subj + said[1] + this_turn + 1 or not 2 <= said[0] <= 3:
            return None
        once = self.action(self.plain(toks[:-(said[1] + this_turn)]))
        out: list[PTok] = []
        for j in range(said[0]):
            if j:
                out.append(PTok(";", ";", toks[-1].start, toks[-1].start, glue=True, made=True))
            out += [self.made(x.text, x) if not x.quoted else x for x in once]
        return out

    def cast_again(self, toks: list[PTok]) -> bool:
        """"I Shock it again", "my opponent casts Lightning Bolt on it again": a cast of an instant or sorcery the
        question cast before, said once more — a new spell of that name (601.2), so "again" says nothing the cast does
        not; False when the clause is not a cast or the spell was not cast before in the question (then an earlier
        spell is meant that the question does not tell, and "again" stays, named as not read)."""
        w = [t.low for t in toks]
        subj = next((len(ws) for ws, _who in PROSE_SUBJECTS if tuple(w[:len(ws)]) == ws), 0)
        k = subj + (w[subj:subj + 1] in (["cast"], ["casts"]))
        n, d = self.spell_at(toks, k)
        if not n or not is_spell(d) or not {"Instant", "Sorcery"} & set(d.get("types") or ()):
            return False
        before = fold(self.q[:toks[0].start])
        if not re.search(r"\b" + re.escape(fold(d["name"])) + r"(?:s|es|ed)?\b", before):
            return False
        self.notes.append(f"'again': one more {d['name']} (a new spell, 601.2)")
        self.changed = True
        return True

    def damage_put(self, toks: list[PTok], subj: int) -> list[PTok]:
        """"He puts 3 on the giant and 3 on the bears", "I put all 3 damage on the bears" said after a block and before
        combat damage: the attacking player's division of its combat damage (510.1c), "assigns 3 to …"; every part must
        be a number (and "damage"), "on" and what gets it; else (counters, an Aura, no block read) the words as said."""
        w = [t.low for t in toks]
        c = self.compiled_so_far()
        if c is None or not any(isinstance(st, dict) and isinstance(st.get("block"), dict) for st in c.steps) or \
                any(isinstance(st, dict) and (st.get("step") in ("combat_damage", "end_of_combat") or "end_turn" in st)
                    for st in c.steps) or any(t.quoted for t in toks):
            return toks
        out = [self.made("assigns", toks[subj])]
        k = subj + 1
        while True:
            k += w[k:k + 1] == ["all"]
            if k >= len(w) or number_word(w[k]) is None or w[k] in ("a", "an"):
                return toks
            out.append(toks[k])
            k += 1
            k += w[k:k + 1] == ["damage"]
            if w[k:k + 1] != ["on"]:
                return toks
            out.append(self.made("to", toks[k]))
            k += 1
            j = k
            while j < len(w) and w[j] not in ("and", ",", "."):
                j += 1
            if j == k or j - k > 5 or any(x in ("counter", "counters", "+1/+1", "-1/-1") for x in w[k:j]):
                return toks
            out += toks[k:j]
            if j < len(w) and w[j] == "and" and j + 1 < len(w) and (number_word(w[j + 1]) is not None or
                                                                     w[j + 1] == "all"):
                out.append(toks[j])
                k = j + 1
                continue
            if j < len(w) and w[j] != ".":
                return toks
            break
        self.notes.append(f"{join_toks(toks[subj:])!r}: the attacking player's division of its combat damage (510.1c)")
        return toks[:subj] + out

    def plain(self, toks: list[PTok]) -> list[PTok]:
        """A statement as people say it, in the step language's words (or unchanged)."""
        w = [t.low for t in toks]
        if not w or any(t.quoted for t in toks):
            return toks
        for f in TRAILING_FILLERS:
            if len(w) > len(f) + 1 and tuple(w[-len(f):]) == f:
                toks, w = toks[:-len(f)], w[:-len(f)]
                self.changed = True
                break
        if len(w) > 2 and w[-1] == "again" and self.cast_again(toks):
            toks, w = toks[:-1], w[:-1]      # "I Shock it again": one more spell of that name (cast_again)
        got = self.have_in_combat(toks)
        if got is not None:
            return got
        got = self.worn_at_end(toks)
        if got is not None:
            return got
        got = self.repeated(toks)
        if got is not None:
            return got
        # "the turn ends", "end of turn", "the turn passes"; "at (the) end of (the) turn" is the end step, read by
        # end_step_lead (513.1: a Shock "at the end of the turn" sees the damage marked earlier in it, 514.2)
        if re.fullmatch(r"(?:the |this )?turn (?:ends|passes|is over)|(?:we )?(?:go to|pass to) (?:the )?next turn|"
                        r"(?:the )?end of (?:the )?turn|(?:i |you |we |opponent |he |she |they )?(?:pass|passes|end|ends) "
                        r"(?:the |my |your |their |his |her |opponent's )?turn", " ".join(w)):
            return [self.made("end", toks[0]), self.made("turn", toks[-1])]
        if w[-2:] == ["for", "mana"]:                 # "I tap my Llanowar Elves for mana": its mana ability (106.12)
            toks = [self.made({"tap": "activate", "taps": "activates"}[t.low], t) if t.low in ("tap", "taps") else t
                    for t in toks[:-2]]
            if "it" in [t.low for t in toks]:         # "tap it for mana": the last permanent with an activated ability
                last = self.last_permanent(toks[0].start, "activated")
                toks = [self.made(last, t) if t.low == "it" and last else t for t in toks]
            w = [t.low for t in toks]
        if w[-2:] == ["this", "turn"]:
            toks, w = toks[:-2], w[:-2]
        for k in range(len(w) - 1):                    # "... and keep the new one"
            if w[k] in ("and", ",") and w[k + 1] in ("keep", "keeps", "i") and "one" in w[k + 1:]:
                j = k + 1 + (w[k + 1] == "i")
                if w[j] in ("keep", "keeps"):
                    toks = toks[:k] + [self.made("keeping", toks[j])] + toks[j + 1:]
                    w = [t.low for t in toks]
                    break
        subj = 0
        for ws, _who in PROSE_SUBJECTS:
            if tuple(w[:len(ws)]) == ws:
                subj = len(ws)
                break
        if subj and w[subj:subj + 1] in (["put"], ["puts"]) and len(w) > subj + 3:
            toks = self.damage_put(toks, subj)     # "He puts 3 on the giant and 3 on the bears" (after a block)
            w = [t.low for t in toks]
        # "I assign 2 to the Bears and 4 to my opponent": the creature assigning is the one attacking creature of the
        # player who assigns (510.1c); with none or several, the words stay as they are
        if subj and w[subj:subj + 1] in (["assign"], ["assigns"]) and len(w) > subj + 2:
            who = dict(PROSE_SUBJECTS).get(tuple(w[:subj]))
            attacker = self.lone_attacker("you" if who == "you" else "opponent" if who == "opponent" or (
                who in ("he", "she", "they") and self.two_players) else None)
            if attacker is not None:
                return [self.made(attacker, toks[0], toks[subj - 1]), self.made("assigns", toks[subj])] + \
                    toks[subj + 1:]
        # "I pump Shivan Dragon twice (with its ability)", "I activate X three times": that many activations
        if subj and w[subj:subj + 1] in (["activate"], ["activates"], ["pump"], ["pumps"]):
            n, d = self.card_at(toks, subj + 1)
            said_it = w[subj + 1:subj + 3] == ["its", "ability"] and 2 or w[subj + 1:subj + 2] == ["it"] and 1
            if said_it == 1 and "with" in w[subj + 2:] and w[w.index("with", subj + 2) + 1:][:1] != ["its"]:
                said_it = 0    # "pumps it with Giant Growth": a spell cast on 'it' (WITH_VERBS, then it_targets)
            last = self.last_permanent(toks[0].start, "activated") if not n and said_it else None
            if last is not None:   # "pump it three times", "activate its ability twice": the last permanent with one
                toks = toks[:subj + 1] + [self.made(last, toks[subj + 1], toks[subj + said_it])] + \
                    toks[subj + 1 + said_it:]
                w = [t.low for t in toks]
                n = 1
            tail = w[subj + 1 + n:]
            if tail[-3:] == ["with", "its", "ability"]:
                tail = tail[:-3]
            said = times_at_end(tail)
            times = said[0] if said is not None and said[1] == len(tail) else None
            if n and times and 1 <= times <= 10:
                verb = "activate" if w[:subj] in (["i"], ["you"]) else "activates"
                out: list[PTok] = []
                for j in range(times):
                    if j:
                        out.append(PTok(";", ";", toks[subj].start, toks[subj].start, glue=True, made=True))
                    out += toks[:subj] + [self.made(verb, toks[subj])] + [self.made(x.text, x) for x in
                                                                           toks[subj + 1:subj + 1 + n]]
                return out
        # "I animate Mutavault": the ability that makes it a creature
        if subj and w[subj:subj + 1] in (["animate"], ["animates"]) and self.card_at(toks, subj + 1)[0]:
            n, d = self.card_at(toks, subj + 1)
            return toks[:subj] + [self.made("activate" if w[subj] == "animate" else "activates", toks[subj])] +             toks[subj + 1:subj + 1 + n] + [PTok('"becomes"', '"becomes"', toks[subj].start, toks[subj].end,
                                                     quoted=True, made=True)] + toks[subj + 1 + n:]
        # "I Lightning Bolt them", "my opponent Naturalizes the Bonesplitter", "I Fork a Fling"
        fling = not subj and "at" in w[2:] and w[:1] != ["cast"]     # "Fling it at my opponent": said without a subject
        if (subj or fling) and subj < len(w):
            n, d = self.spell_at(toks, subj)
            if fling and not (d is not None and re.search(r"additional cost to cast this spell, sacrifice an? ",
                                                          str(d.get("text") or ""), re.I)):
                n, d = 0, None
            if n and is_spell(d) and (n > 1 or w[subj] not in PROSE_VERBS) and \
                    not (n == 1 and w[subj] in WITH_VERBS and "with" in w[subj + 1:]):    # "I hit them with X"
                rest = toks[subj + n:]
                if rest and rest[0].low in ("a", "an", "the") and self.card_at(rest, 1)[0]:
                    rest = rest[1:]
                verb = "cast" if w[:subj] in (["i"], ["you"]) else "casts"
                name = [self.made(d["name"], toks[subj], toks[subj + n - 1])]
                r2 = [x.low for x in rest]
                if "at" in r2[1:] and rest[0].low not in ("targeting", "on", "at") and re.search(
                        r"additional cost to cast this spell, sacrifice an? ", str(d.get("text") or ""), re.I):
                    # "I Fling my Darksteel Colossus at my opponent": what is flung is the cost (sacrificed), then the target
                    i = r2.index("at", 1)
                    if r2[:1] == ["it"]:         # "Fling it": the creature named last
                        last = self.last_permanent(rest[0].start, "creature")
                        rest = ([self.made(last, rest[0])] if last else rest[:1]) + rest[1:]
                    return toks[:subj] + [self.made(verb if subj else "cast", toks[subj])] + name + \
                        [self.made("sacrificing", rest[0])] + \
                        rest[:i] + [self.made("targeting", rest[i])] + rest[i + 1:]
                target = [self.made("targeting", rest[0])] if rest and rest[0].low not in ("targeting", "on", "at",
                                                                                             "sacrificing", ",") else []
                if rest and rest[0].low == "at":
                    rest = [self.made("targeting", rest[0])] + rest[1:]
                return toks[:subj] + [self.made(verb, toks[subj])] + name + target + rest
        # "(and then) Shock it": a spell's name said as the verb without a subject, on 'it' — cast by the one who
        # acted last; 'it' is what the spell can target (a creature for "any target"), not the spell before
        n, d = self.spell_at(toks, 0) if not subj else (0, None)
        if n and is_spell(d) and w[n:] in (["it"], ["them"]):
            changed = self.changed
            said = [self.made("cast", toks[0]), self.made(d["name"], toks[0], toks[n - 1]),
                    self.made("targeting", toks[n])] + toks[n:]
            got = self.it_targets(said)
            if got is not said:          # (a spell that targets a spell, "Fork it", stays the step language's own)
                return got
            self.changed = changed
        # "CARD hits X" / "CARD is cast on X"
        n, d = self.spell_at(toks, 0)
        if n and is_spell(d) and n < len(w) and w[n] in ("kills", "destroys", "exiles", "hits") and \
                not re.search(r"\btargets?\b", str(d.get("text") or ""), re.I):
            # "Wrath of God kills my Blood Artist and Grizzly Bears": it targets nothing; they are there when it is cast
            return toks[n + 1:] + [PTok(";", ";", toks[n].start, toks[n].start, glue=True, made=True),
                                   self.made("cast", toks[0]), self.made(d["name"], toks[0], toks[n - 1])]
        if n and is_spell(d) and n < len(w) and w[n] in ("hits", "hit", "targets", "kills"):
            return [self.made("cast", toks[0]), self.made(d["name"], toks[0], toks[n - 1]),
                    self.made("targeting", toks[n])] + toks[n + 1:]
        # an object said first: "X is dealt 3 damage", "X has two +1/+1 counters", "X gets Shocked", "X enters"
        k = 0
        while k < len(w) and w[k] in _OBJECT_LEADS:      # "my opp's Grizzly Bears has …" as "my opponent's …"
            k += 1
        n, d = self.card_at(toks, k)
        if not n:
            return toks
        obj, rest, r = toks[:k + n], toks[k + n:], w[k + n:]
        if not r:
            return toks
        got = self.attached(obj, rest)
        if got is not None:
            return got
        if r[-2:] == ["on", "it"] and r[-3:-2] in (["counter"], ["counters"]):       # "has 3 +1/+1 counters on it"
            rest, r = rest[:-2], r[:-2]
        for ws in DAMAGE_PASSIVE:
            m = len(ws)
            if tuple(r[:m]) == ws and len(r) > m + 1 and number_word(r[m]) is not None and r[m + 1] == "damage":
                tail = rest[m + 2:]
                if [x.low for x in tail[:2]] == ["on", "it"]:
                    tail = tail[2:]
                src = []
                if tail and tail[0].low == "from":
                    src = [self.made("from", tail[0])] + [x for x in tail[1:] if x.low not in ("a", "an")]
                    tail = []
                return [self.made(str(number_word(r[m])), rest[m]), self.made("damage", rest[m + 1]),
                        self.made("to", rest[m + 1])] + obj + src + tail
            if tuple(r[:m]) == ws and len(r) > m + 2 and number_word(r[m]) is not None and r[-1] in ("counter", "counters") \
                    and ws in (("has",), ("had",)):
                # (read as entering with them: one named again on the board is refused, ProseReader.counters_said_of_one)
                self.counter_statements.append((d["name"], toks[0].start, toks[-1].end))
                # "X has a +1/+1 counter and a -1/-1 counter": the first kind as it enters, the others put on it
                # (704.5q sees the two kinds on it either way)
                parts, cur = [], []
                for x in rest[m:]:
                    if x.low in ("and", ",") and cur and cur[-1].low in ("counter", "counters"):
                        parts.append(cur)
                        cur = []
                    else:
                        cur.append(x)
                parts.append(cur)
                if len(parts) > 1 and all(len(g) == 3 and number_word(g[0].low) is not None and g[2].low in (
                        "counter", "counters") for g in parts):
                    out = obj + [self.made("with", rest[0])] + parts[0]
                    for g in parts[1:]:
                        out += [PTok(";", ";", g[0].start, g[0].start, glue=True, made=True),
                                self.made(str(number_word(g[0].low)), g[0])] + g[1:] + [self.made("on", g[-1])] + \
                            [self.made(x.text, x) for x in obj if x.low not in ("a", "an", "the")]
                    return out
                return obj + [self.made("with", rest[0])] + rest[m:]
        if r[:1] in (["gets"], ["got"]) and len(r) > 2 and number_word(r[1]) is not None and r[-1] in ("counter", "counters"):
            return [self.made("put", rest[0])] + rest[1:] + [self.made("on", rest[-1])] + obj
        if r[:1] in (["got"], ["gets"], ["received"]) and len(r) > 1:
            n2, d2 = self.spell_at(rest, 1)
            if n2 and is_spell(d2) and n2 == len(r) - 1:      # "Grizzly Bears got Giant Growth", "gets Shocked"
                return [self.made("cast", rest[0]), self.made(d2["name"], rest[1], rest[n2]),
                        self.made("targeting", rest[0])] + obj
        if r[:1] in (["gets"], ["is"], ["got"], ["was"]) and r[1:2] in (["hit"], ["countered"], ["copied"], ["forked"],
                                                                        ["targeted"]) and r[2:3] == ["by"]:
            # "X is hit by Y", "my Lightning Bolt gets countered by Counterspell": Y is cast targeting X
            n2, d2 = self.spell_at(rest, 3)
            if is_spell(d2):
                return [self.made("cast", rest[0]), self.made(d2["name"], rest[3], rest[2 + n2]),
                        self.made("targeting", rest[0])] + obj + rest[3 + n2:]
        if r[:1] in (["gets"], ["got"], ["is"], ["was"]) and len(r) >= 2:
            n2, d2 = self.spell_at(rest, 1)
            if n2 and is_spell(d2) and toks[k + n + n2].low.endswith(("ed", "d")):
                return [self.made("cast", rest[0]), self.made(d2["name"], rest[1], rest[n2])] + \
                    [self.made("targeting", rest[0])] + obj + rest[1 + n2:]
            if r[1] in ("tapped", "untapped") and r[0] == "is" and len(r) == 2:
                # "X is tapped": the board as it is, not an event of the question (nothing "becomes tapped" now)
                return [self.made(DESTROYED[r[1]], rest[0], rest[1])] + obj + [self.made("already", rest[1])]
            if r[1] in DESTROYED and len(r) == 2:
                return [self.made(DESTROYED[r[1]], rest[0], rest[1])] + obj
        if r[0] in ("enters", "entered", "came", "comes", "resolves") and (len(r) == 1 or r[1:] in (
                ["out"], ["in"], ["into", "play"], ["onto", "the", "battlefield"], ["the", "battlefield"], ["into", "the",
                                                                                                        "battlefield"])):
            return obj
        if r[:2] in (["enters", "copying"], ["enters", "as"]):
            if r[1] == "as" and r[2:5] == ["a", "copy", "of"]:
                return obj + [self.made("copying", rest[1], rest[4])] + rest[5:]
            return obj + rest[1:]
        if r[0] in ("copies", "copied") and len(r) > 1:
            tail = rest[1:]
            if tail and tail[0].low in ("a", "an", "the"):
                tail = tail[1:]
            if tail and [x.low for x in tail] == ["it"]:
                last = self.last_permanent(tail[0].start, "creature")      # "Clone copies it": the creature named last
                return obj + [self.made("copying", rest[0])] + ([self.made(last, tail[0])] if last else tail)
            cut = next((i for i, x in enumerate(tail) if x.low in ("that", "which", "with")), len(tail))
            return obj + [self.made("copying", rest[0])] + tail[:cut]
        if r[:2] == ["is", "on"] and self.card_at(rest, next(
                (j for j in range(2, len(r)) if r[j] not in ("my", "your", "the", "opponent", "opponent's", "'s")), 2))[0]:
            return obj + rest[1:]            # "Arrest is on my opponent's Llanowar Elves"
        return toks
