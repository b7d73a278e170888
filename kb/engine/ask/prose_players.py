"""The prose reader's players: "my opponent", "the other player", "he", "they" and a player called by a name
("Aaron attacks with …") as the step language's players, and whose turn it is ("it's my opponent's turn", 102.1;
a part of :class:`.prose.ProseReader`)."""
from __future__ import annotations

import re

from .cursor import types_of
from .lexicon import AskError, noun_key, NOT_NAMES, PERMANENT_TYPES, PROSE_VERBS, QUESTION_START
from .ptoks import PTok, is_spell, join_toks
from .prose_turns import later_that_turn, main_phase_lead
from .statements import player_statement


# the end step said as a time before what happens in it ("EOT", "at my opponent's end step", "at end of turn")
_END_STEP_SAID = re.compile(r"(?:(?:at|during|in|on) )?(?:the )?(?:(?P<whose>opponent's|my|your) )?(?:end step|eot|end of turn)|"
                            r"(?:at |during )?(?:the )?end of (?:(?P<whose2>opponent's|my|your|the|this) )?turn")


# the subjects of a player's action the end step may be said after ("my opp Shocks the lions EOT")
_ACTORS = frozenset({"i", "you", "opponent", "he", "she", "they", "we"})


# "during combat, …", "in my combat phase": the beginning of combat of this turn (506.1), then what happens in it
_COMBAT_SAID = re.compile(r"(?:during|in) (?:the )?(?:(?P<whose>opponent's|my|your) )?combat(?: step| phase)?")
# "at the beginning of combat (on my turn), …" (507.1); "during my second main phase, …", "in main 2" (505.1): steps of
# this turn after its precombat main phase, where a question starts (ask58)
_WHOSE_TURN = r"(?: on (?:the )?(?P<whose3>opponent's|my|your) turn)?"
_BEGINNING_SAID = re.compile(r"(?:at|during|in) (?:the )?beginning of (?:(?P<whose>opponent's|my|your) )?combat(?: step)?"
                             + _WHOSE_TURN)
_MAIN2_SAID = re.compile(r"(?:during|in|on) (?:the )?(?:(?P<whose>opponent's|my|your) )?(?:second|postcombat|"
                         r"post-combat) main(?: phase)?" + _WHOSE_TURN + r"|(?:during|in) (?:the )?(?:(?P<whose2>"
                         r"opponent's|my|your) )?main (?:2|two)" + _WHOSE_TURN.replace("whose3", "whose4"))
_STEPS_SAID = ((_END_STEP_SAID, ("end", "step")), (_COMBAT_SAID, ("combat",)),
               (_BEGINNING_SAID, ("beginning", "of", "combat")), (_MAIN2_SAID, ("main", "2")))


# "on my turn", "during my own turn": the turn the question happens in, yours (said first or last in a clause)
_MY_TURN = frozenset((p, w, *own, "turn") for p in ("on", "during", "in") for w in ("my", "your")
                     for own in ((), ("own",)))

# "On my turn, …", "It's my turn and …" said at the start of a clause: said after the opponent's turn, the next turn
_MY_TURN_LEADS = sorted(_MY_TURN | {("it's", "my", "turn", "and"), ("it's", "my", "turn"), ("it", "is", "my", "turn"),
                                    ("it's", "my", "turn", "now"), ("now", "it's", "my", "turn"),
                                    # "Now on my turn I Disenchant it" (ask53)
                                    *(("now", *t) for t in _MY_TURN), *(("now", ",", *t) for t in _MY_TURN),
                                    ("it's", "now", "my", "turn"), ("it", "is", "now", "my", "turn"),
                                    ("now", "it", "is", "my", "turn")}, key=len, reverse=True)

# "they attack with X", "they blocked with Y": verbs a player does with a creature (PlayerWords.players)
_PLAYER_ATTACKS = frozenset({"attack", "attacks", "attacked", "block", "blocks", "blocked", "swing", "swings", "swung",
                             "chump", "chumps", "chumped"})

# "he's", "they're": the opponent and the verb of a player's statement in one word ("he's at 10": 119)
_OPPONENT_IS = frozenset({"he's", "she's", "they're", "hes", "theyre"})


# verbs only a player does ("they pumped it with Giant Growth", "they equip it"): "they" before them is the opponent
_PLAYER_ONLY_VERBS = frozenset({"pump", "pumped", "responded", "equip", "equipped", "played", "activated", "sacrificed",
                                "cast", "enchant", "enchanted", "concede", "conceded", "mulligan"})


class PlayerWords:
    """Who the players are in the judge's words (mixed into :class:`.prose.ProseReader`)."""

    @staticmethod
    def _before_whose(toks: list[PTok], k: int) -> int:
        """The index of the word before "my opponent's" ("opponent 's", "opp's", …) that ends at toks[k - 1]."""
        j = k - 1 - (k >= 2 and toks[k - 1].low == "'s")
        return j - 1 - (j >= 1 and toks[j - 1].low in ("my", "the", "your"))

    def _aims(self, toks: list[PTok], k: int) -> bool:
        """toks[k] is a word a target follows: "at", "to", "targeting", "hit", or a spell's name said as a verb
        ("I Shock his face")."""
        return 0 <= k < len(toks) and (toks[k].low in ("at", "to", "targeting", "target", "hit", "hits", "burn", "burns")
                                       or self.spell_at(toks[:k + 1], k)[0] > 0 or any(
                                           self.spell_at(toks[:k + 1], i)[0] == k + 1 - i for i in range(max(0, k - 4), k)))

    def players(self, toks: list[PTok]) -> list[PTok]:
        out: list[PTok] = []
        k = 0
        while k < len(toks):
            t = toks[k]
            nxt = toks[k + 1].low if k + 1 < len(toks) else None
            if t.quoted:
                out.append(t)
            elif t.low in ("opp", "opp's") and not self.card_at(toks, k)[0]:
                # "my opp", "opp's": the opponent, as players write it
                out.append(self.made("opponent's" if t.low.endswith("'s") else "opponent", t))
                if out[-2:-1] and out[-2].low in ("my", "the", "your"):
                    out[-2:] = [self.made(out[-1].text, out[-2], t)]
            elif nxt == "face" and (t.low in ("my", "your", "opponent's", "opp's") or self.two_players and
                                    t.low in ("his", "her", "their")) and k > 0 and self._aims(toks, k - 1):
                # "Lightning Bolt at his face", "at my face": the player (players' words for a player as a target, 115.1);
                # "… Lightning Bolt to my face" says the same target with "to"
                if out and out[-1].low == "to":
                    out[-1] = self.made("at", out[-1])
                out.append(self.made("you" if t.low in ("my", "your") else "opponent", t, toks[k + 1]))
                k += 1
            elif t.low == "face" and out and out[-1].low == "opponent's" and self._aims(toks, self._before_whose(toks, k)):
                out[-1] = self.made("opponent", out[-1], t)   # "I Shock my opponent's face": the opponent
                if len(out) > 1 and out[-2].low == "to":
                    out[-2] = self.made("at", out[-2])       # "Lightning Bolt to my opponent's face"
            elif self.two_players and t.low in ("opps", "opponents", "opponents'") and k + 1 < len(toks) and \
                    not self.card_at(toks, k)[0] and self.card_at(toks, k + 1)[0]:
                # "my opponents Serra Angel", "opps Grizzly Bears": the apostrophe left out before a card's name is
                # the opponent's (with two players, the one opponent, 102.2)
                out.append(self.made("opponent's", t))
                if out[-2:-1] and out[-2].low in ("my", "the", "your"):
                    out[-2:] = [self.made(out[-1].text, out[-2], t)]
            elif t.low in ("my", "the", "your") and nxt in ("opponent", "opponent's"):
                out.append(self.made(toks[k + 1].text, t, toks[k + 1]))
                k += 1
            elif self.two_players and t.low == "an" and nxt in ("opponent", "opponent's"):
                # "Clone copying an opponent's Serra Angel": with two players, the one opponent (102.2)
                out.append(self.made(toks[k + 1].text, t, toks[k + 1]))
                k += 1
            elif t.low == "my" and nxt == "opponent" and k + 2 < len(toks) and toks[k + 2].low == "'s":
                out.append(self.made("opponent", t, toks[k + 1]))
                k += 1
            elif t.low in ("the", "my") and nxt == "other" and k + 2 < len(toks) and (toks[k + 2].low in (
                    "player", "player's") or self.two_players and toks[k + 2].low in ("guy", "guy's", "person",
                                                                                      "person's")):
                # "the other player", "the other guy('s)": with two players, the opponent (102.2)
                out.append(self.made("opponent" + ("'s" if toks[k + 2].low.endswith("'s") else ""), t, toks[k + 2]))
                k += 2
            elif t.low in ("my", "your") and nxt == "own" and k + 2 < len(toks):
                out.append(self.made(t.text, t, toks[k + 1]))     # "my own Grizzly Bears": mine ("own" says no more)
                k += 1
            elif self.two_players and t.low in ("their", "his", "her") and nxt == "own" and k + 2 < len(toks) and \
                    toks[k + 2].low not in ("owner's", "owner", "owners", "controller", "controller's"):
                # "he casts Giant Growth on his own Grizzly Bears": the opponent's, never a card's name spelt close to
                # the words (the possessive is who controls it, 108.4)
                out.append(self.made("opponent's", t, toks[k + 1]))
                k += 1
            elif self.two_players and t.low in ("their", "his", "her") and nxt not in (
                    "owner's", "owner", "owners", "controller", "controller's", "own", None):
                out.append(self.made("opponent's", t))
                if t.low != "their":
                    # "I Act of Treason'd her Craw Wurm …. She was at 14.": "his" / "her" is a player's, and with two
                    # players the opponent's, so "he" / "she" said after it is that player (ask52b)
                    self.opponent_named = True
            elif self.two_players and t.low == "they" and nxt in _PLAYER_ATTACKS and k + 2 < len(toks) and \
                    toks[k + 2].low == "with":
                # "they attack with Hill Giant", "they blocked with Wall of Wood": a player attacks or blocks with a
                # creature, a creature never does (ask52b)
                out.append(self.made("opponent", t))
                self.opponent_named = True
            elif self.two_players and t.low in ("he", "she", "they") and nxt in PROSE_VERBS and nxt not in (
                    "attack", "attacks", "block", "blocks", "is", "are", "have", "has") or \
                    self.two_players and t.low in ("he", "she") and nxt in ("has", "is", "attacks", "blocks"):
                out.append(self.made("opponent", t))
                self.opponent_named = True     # "he blocks …. he was at 15": the same "he", the opponent, said again
            elif self.two_players and t.low in ("he", "she") and k + 1 < len(toks) and \
                    is_spell(self.spell_at(toks, k + 1)[1]):
                # "In response she Giant Growths the angel": a person casts a spell (a card's name as the verb)
                out.append(self.made("opponent", t))
                self.opponent_named = True
            elif self.two_players and t.low in ("he", "she", "they") and self.opponent_named and \
                    player_statement([x.low for x in toks[k + 1:]]) is not None:
                out.append(self.made("opponent", t))      # "they were at 20", "he has 3 cards in hand" (119)
            elif self.two_players and t.low in _OPPONENT_IS and self.opponent_named and \
                    player_statement([x.low for x in toks[k + 1:]]) is not None:
                # "he's at 10", "they're at 20" (a statement of life, 119): the opponent, as "he is at 10" is
                out.append(self.made("opponent", t))
                out.append(self.made("is", t))
            elif self.two_players and t.low in ("he", "she") and self.opponent_named and (
                    nxt in ("have", "take", "gain") and any(x.low in ("life", "damage") for x in toks) or
                    nxt in ("tap", "lose", "win", "respond", "control", "sacrifice", "play", "cast", "activate")):
                out.append(self.made("opponent", t))      # "how much life does he have", "can he tap it"
            elif self.two_players and t.low in ("him", "her") and k > 0 and self.opponent_named and (toks[k - 1].low in (
                    "targeting", "target", "at", "attacks", "attack", "hit", "hits", "burn", "burns", "shoot", "ping") or
                    self.spell_at(toks[:k], k - 1)[0]):
                out.append(self.made("opponent", t))      # "I Lightning Bolt him"
            elif self.two_players and t.low == "them" and k > 0 and (toks[k - 1].low in (
                    "targeting", "target", "at", "attacks", "attack", "hit", "hits", "burn", "burns", "shoot") or self.spell_at(toks[:k], k - 1)[0]) \
                    and self.opponent_named:
                self.them_not_objects(t)
                out.append(self.made("opponent", t))
            elif self.two_players and t.low == "they" and self.opponent_named and (
                    nxt in ("lose", "win", "respond", "responds", "block", "cast", "control", "counter", "tap", "activate",
                            "sacrifice", "play") or nxt in _PLAYER_ONLY_VERBS or
                    nxt in ("have", "take", "gain") and any(x.low in ("life", "damage") for x in toks) or
                    self.spell_at(toks, k + 1)[0]):
                out.append(self.made("opponent", t))
            elif self.you_name and t.low == self.you_name and not self.protected(t):
                out.append(self.made("my" if nxt == "'s" else "you", t, toks[k + 1] if nxt == "'s" else t))
                k += nxt == "'s"
            elif self.player_name and t.low == self.player_name and not self.protected(t):
                out.append(self.made("opponent", t))
                if nxt == "'s":
                    out.append(self.made("'s", toks[k + 1], glue=True))
                    k += 1
            elif t.low in ("i'm",) or (t.low == "i" and nxt in ("am", "'m")):
                out.append(self.made("you", t))
                out.append(self.made("are", t))
                if t.low == "i":
                    k += 1
            else:
                out.append(t)
            k += 1
        return out

    def them_not_objects(self, them: PTok) -> None:
        """"My opponent has Grizzly Bears. I cast Giant Growth on his bears and then Shock them": "them" after a
        spell is the opponent only when nothing named before it is called by a plural word (the Bears, the Elves, two
        Serra Angels, tokens): else it could be those objects as well, and is named, never guessed (115.1: the target
        decides what is dealt damage)."""
        before = self.q[:them.start]
        lasts = set()
        for name in self.lex.names_in(before):
            d = self.lex.card(name)
            if d is not None and types_of(d) & PERMANENT_TYPES and name.split():
                lasts.add(noun_key(name.split()[-1]))
        for m in re.finditer(r"[A-Za-z]+(?:'[A-Za-z]+)?", before):
            w = m.group(0).lower()
            if noun_key(w) != w and (noun_key(w) in lasts or w in ("creatures", "tokens", "permanents")):
                raise AskError(f"'them' could be the opponent or the {m.group(0)} named before: name what is "
                               "targeted (the card, or 'my opponent')", self.q, them.start, them.end)

    def time_lead(self, toks: list[PTok]) -> list[PTok]:
        """A statement without its leading "In my main phase" / "Later that turn" (.prose_turns), before its verbs
        are read ("In my main phase I Giant Growth my Hill Giant")."""
        toks = later_that_turn(self, main_phase_lead(self, toks)) if self.two_players else toks
        return self.response_last(toks)

    def response_last(self, toks: list[PTok]) -> list[PTok]:
        """"In response she Giant Growths the angel": "in response" said first, then a player and a card's name as
        the verb, is said after the action (the step language's "… in response"), so the verb is read after its
        subject as it is without the lead (it was not read: "opponent Giant Growths" was a close spelling)."""
        w = [t.low for t in toks]
        if w[:2] != ["in", "response"] or any(t.quoted for t in toks[:2]):
            return toks
        k = 2 + (w[2:3] == [","])
        n = next((len(ws) for ws in (("my", "opponent"), ("my", "opp"), ("he",), ("she",), ("they",), ("opponent",),
                                     ("opp",), ("i",)) if tuple(w[k:k + len(ws)]) == ws), 0)
        if not n or k + n >= len(w) or not is_spell(self.spell_at(toks, k + n)[1]):
            return toks
        self.changed = True
        return toks[k:] + [self.made("in", toks[0]), self.made("response", toks[1])]

    def my_turn_first(self, toks: list[PTok]) -> list[PTok]:
        """"On my turn I Act of Treason'd her Craw Wurm": "on my turn" said before anything happened (nothing read yet
        but what is on the battlefield, and no turn said) is the turn the question happens in, yours, as it is unless
        said otherwise (102.1); left out before the statement's verbs are read, so a card's name said as the verb is
        read as after "I" (it was read only with "cast"). Said after an action it may be a later turn: left to
        :meth:`whose_turn` and :meth:`my_turn_later`."""
        w = [t.low for t in toks]
        # "Turn 1 I play a Mountain …", "T3 I cast …", "On turn 4 I …" (ask53): the turn's number says nothing the
        # engine models but whose turn it is, said by "I" after it
        n = next((n for n in (3, 2, 1) if n < len(w) - 1 and re.fullmatch(r"(?:on )?turn (?:\d{1,2}|one|two|three|four|"
                  r"five|six)|t\d{1,2}", " ".join(w[:n]))), 0) if self.turn is None else 0
        if n and w[n] in ("i", ",") and not self.out:
            self.notes.append(f"{join_toks(toks[:n])!r}: the question happens in your turn (the player acting)")
            self.changed = True
            toks = toks[n + (w[n] == ","):]
            w = w[n + (w[n] == ","):]
        n = next((n for n in (4, 3) if n < len(w) - 1 and tuple(w[:n]) in _MY_TURN), 0)
        if not n or not self.two_players or self.turn is not None or self.turn_passed is not None or any(t.quoted for t in toks[:n]):
            return toks
        c = self.compiled_so_far() if self.out else None
        if self.out and (c is None or any(not (isinstance(st, dict) and set(st) <= {"enter", "players"})
                                          for st in c.steps)):
            return toks              # something happened before: "on my turn" may be a later turn
        rest = toks[n + (w[n] == ","):]
        if not rest or rest[0].low not in ("i", "i've", "i'm"):
            return toks
        self.changed = True
        self.my_turn = True
        self.notes.append(f"{join_toks(toks[:n])!r}: the question happens in your turn, as it does unless said otherwise")
        return rest

    def whose_turn(self, toks: list[PTok]) -> list[PTok]:
        """"It's my opponent's turn", "during their turn": the opponent is the active player (said once, first)."""
        if not self.two_players:
            return toks
        toks = later_that_turn(self, main_phase_lead(self, toks))   # "During my opp's main phase, …" (.prose_turns)
        w = [t.low for t in toks]
        s = " ".join(w)
        m = re.fullmatch(r"(?:it's|it is) opponent's turn(?: now)?", s)
        if m:
            self.turn_said_late(toks)
            self.turn = toks
            self.changed = True
            return []
        mine = next((n for n in (3, 4) if n < len(w) and tuple(w[-n:]) in _MY_TURN), 0) or \
            next((n for n in (3, 4) if n < len(w) and tuple(w[:n]) in _MY_TURN), 0)
        if mine and self.turn is None and (self.turn_passed is None or toks[0].start < self.turn_passed):
            # "I Shock it on my turn", "During my turn, …": the turn the question happens in is yours, as it is
            # unless said otherwise (102.1) — never a card named Turn
            self.changed = True
            self.my_turn = True
            self.notes.append("'" + " ".join(w[-mine:] if tuple(w[-mine:]) in _MY_TURN else w[:mine]) + "': the "
                              "question happens in your turn, as it does unless said otherwise")
            if tuple(w[-mine:]) in _MY_TURN:
                return toks[:-mine]
            return toks[mine + (1 if w[mine:mine + 1] == [","] else 0):]
        for pat in ((("during", "opponent's", "turn"), (",",)), (("on", "opponent's", "turn"), (",",)),
                    (("in", "opponent's", "turn"), (",",))):
            n = len(pat[0])
            if tuple(w) == pat[0]:          # "During my opponent's turn, …": the clause is the lead alone
                self.turn_said_late(toks)
                self.turn = toks
                self.changed = True
                return []
            if tuple(w[:n]) == pat[0] and len(w) > n:
                self.turn_said_late(toks[:n])
                self.turn = toks[:n]
                self.changed = True
                return toks[n + (1 if w[n:n + 1] == [","] else 0):]
            if tuple(w[-n:]) == pat[0] and len(w) > n:
                self.turn_said_late(toks[-n:])
                self.turn = toks[-n:]
                self.changed = True
                return toks[:-n]
        return toks

    def my_turn_later(self, toks: list[PTok], question: bool) -> list[PTok] | None:
        """"I cast Giant Growth on my Grizzly Bears during my opponent's turn. On my turn, what's its power?": my turn
        said after the opponent's turn is the next turn (two players take turns, 500.1, 102.1): ``end turn``, then the
        rest of the clause (the cleanup step between ends "until end of turn" effects and removes damage, 514.2; the
        words were dropped as a filler, and the Giant Growth still counted: redteam10). Once: a second one is named
        (:meth:`fillers`). None when the clause does not start so."""
        if not self.two_players or self.__dict__.get("turn_mine_later"):
            return None
        w = tuple(t.low for t in toks)
        lead = 2 if w[:2] == ("and", "then") else 1 if w[:1] in (("then",), ("now",)) else 0
        n = next((len(f) for f in _MY_TURN_LEADS if w[lead:lead + len(f)] == f), 0)
        if not n:
            return None
        n += lead
        if self.turn is None and not self.opponent_turn_read(toks[:n]):
            # the opponent's turn not said, but what was told happens in it ("My opponent casts Glorious Anthem.": a
            # sorcery-speed spell, 307.1): "Then it's my turn." is the next turn too (it was dropped, and "Can X
            # attack?" answered "No — it is opponent's turn"); on your own turn it stays a statement of it
            c = self.compiled_so_far()
            if c is None:
                return None
            if getattr(c, "active", "you") != "opponent":
                # "My opponent casts Giant Growth on it. Then it's my turn.": "then" / "now" say the turn changed, so
                # what was told before happened in the opponent's turn (an instant there; it was dropped, and Giant
                # Growth still counted, 514.2); a plain "It's my turn." on your own turn stays a statement of it
                then = re.search(r"\b(?:then|and then|after that|now)\W*$", self.q[:toks[0].start], re.I)
                if not (lead or then or "now" in w[:n]) or not self.out:
                    return None
                self.turn = toks[:n]
                self.notes.append(f"{join_toks(toks[:n])!r}: the turn changed, so what happened before it was in the "
                                  "opponent's turn (102.1)")
        self.turn_mine_later = True
        self.notes.append(f"{join_toks(toks[:n])!r} after the opponent's turn: the next turn, yours (500.1)")
        return self._turn_ends_then(toks, n, question)

    def _turn_ends_then(self, toks: list[PTok], n: int, question: bool) -> list[PTok]:
        """The turn said by the first ``n`` tokens begins: ``end turn``, then the rest of the clause (after a comma),
        read as a clause said alone is ("I Unsummon the giant": a card's name as the verb, read by plain)."""
        rest = toks[n:]
        while rest and rest[0].low == ",":
            rest = rest[1:]
        end = [self.made("end", toks[0], toks[n - 1]), self.made("turn", toks[n - 1])]
        if not rest:
            return end
        return end + [PTok(";", ";", toks[n - 1].end, toks[n - 1].end, glue=True, made=True)] + \
            self.clause(rest if question else self.plain(self.time_lead(rest)), question)

    def opponent_turn_later(self, toks: list[PTok], question: bool) -> list[PTok] | None:
        """"I cast Giant Growth on my Grizzly Bears. Then it's my opponent's turn. What's its P/T?" (redteam18): the
        opponent's turn said after what happened in yours, with "then" or "now" saying the turn changed, is the next
        turn (two players take turns, 500.1, 102.1): ``end turn``, then the rest of the clause (the cleanup step between
        ends "until end of turn" effects and removes damage, 514.2; the sentence was left unread, and the answer was
        "cannot decide"). Only when nothing said puts what came before in the opponent's turn (no opponent's turn said,
        the step reader's active player you); once. None when the clause does not start so."""
        if not self.two_players or self.__dict__.get("turn_opp_later") or self.turn is not None or not self.out:
            return None
        w = tuple(t.low for t in toks)
        lead = 2 if w[:2] == ("and", "then") else 1 if w[:1] in (("then",), ("now",)) else 0
        body = w[lead:]
        m = re.match(r"(?:it's|it is)( now)? (?:my opponent's|the opponent's|opponent's|his|her|their) turn"
                     r"(?: now)?(?= |$)", " ".join(body))
        then = re.search(r"\b(?:then|and then|after that|now)\W*$", self.q[:toks[0].start], re.I) if toks else None
        # "then", "now" before or "it's now" say the turn changed; "It's my opponent's turn now." after an instant may
        # say which turn it was cast in (test_ask_redteam48): not read here
        if m is None or not (lead or then or m.group(1)) or m.group(0).endswith(" now"):
            return None
        n = lead + len(m.group(0).split())
        c = self.compiled_so_far()
        if c is None or getattr(c, "active", "you") != "you":
            return None
        self.turn_opp_later = True
        self.notes.append(f"{join_toks(toks[:n])!r} after what happened in your turn: the next turn, your "
                          "opponent's (500.1)")
        return self._turn_ends_then(toks, n, question)

    def opponent_turn_read(self, words: list[PTok]) -> bool:
        """"Opp stole my Hill Giant with Control Magic. On my turn I Unsummon the giant.", "Opp casts Act of Treason on
        my Hill Giant and attacks me with it. On my turn, who controls the giant?" (ask53): when what was read before
        "On my turn" is the opponent's turn (the step reader's active player: a sorcery or a permanent spell the
        opponent cast, 307.1, or the opponent's attack, 508.1), "my turn" is a later one: it is said so
        (``self.turn``: the opponent is the active player first, 102.1) and :meth:`my_turn_later` reads it as the
        next turn. The words were left out as a filler: the question was answered in the opponent's turn (Act of
        Treason's control had not ended, 514.2). False otherwise."""
        c = self.compiled_so_far() if self.out else None
        if c is None or getattr(c, "active", None) != "opponent" or any(
                isinstance(st, dict) and ("end_turn" in st or "players" in st) for st in c.steps):
            return False
        self.turn = list(words)
        self.notes.append("what was read before is the opponent's turn (307.1, 508.1): your turn is the next one")
        return True

    def end_step_lead(self, toks: list[PTok], question: bool) -> list[PTok] | None:
        """"EOT, I bolt it", "at my opponent's end step, …", "At end of turn, what is its power?": the end step of this
        turn (513.1), then the rest of the clause ("During combat, …": its beginning of combat step, 506.1); the opponent's turn when it is theirs, said before anything happened
        (else a later turn: :meth:`turn_said_late`). None when the clause does not start so."""
        if not question:
            toks = self._end_step_last(toks)
        w = [t.low for t in toks]
        for n, (said, step) in ((n, x) for n in range(min(len(w), 7), 0, -1) for x in _STEPS_SAID):
            m = said.fullmatch(" ".join(w[:n]))
            if m is None:
                continue
            whose = next((m.groupdict().get(g) for g in ("whose", "whose2", "whose3", "whose4") if m.groupdict().get(g)),
                         None)
            if step in (("combat",), ("beginning", "of", "combat")) and self._combat_begun():
                return None          # "I attack with X. During combat …": combat is on already, not a later one
            if whose == "opponent's" and self.two_players:
                self.turn_said_late(toks[:n])
                self.turn = toks[:n]
            elif whose == "opponent's" or whose in ("my", "your") and self.turn:
                return None          # another player's, or mine after the opponent's turn was said: not read here
            self.changed = True
            rest = toks[n + (1 if w[n:n + 1] == [","] else 0):]
            go = [self.made(x, toks[0], toks[n - 1]) for x in ("go", "to", *step)]
            if not rest:
                return go
            return go + [PTok(";", ";", toks[n - 1].end, toks[n - 1].end, glue=True, made=True)] + \
                self.clause(rest if question else self.plain(rest), question)
        return None

    def _end_step_last(self, toks: list[PTok]) -> list[PTok]:
        """"my opp Shocks the lions EOT", "I Giant Growth it at end of turn": a player's action with the end step said
        after it is the same as said before it (513.1); never "until end of turn" (an effect's duration, 514.2). The
        clause as it was otherwise."""
        w = [t.low for t in toks]
        end = len(w) - (w[-1:] == ["."])
        if end < 4 or w[0] not in _ACTORS or not ({"eot", "end"} & set(w[end - 4:end])) or any(t.quoted for t in toks):
            return toks
        for n in range(min(6, end - 2), 0, -1):
            if w[end - n - 1] in ("until", "till", "'til", "til", "by", "before", "after") or not _END_STEP_SAID.fullmatch(
                    " ".join(w[end - n:end])):
                continue
            self.notes.append(f"{join_toks(toks[end - n:end])!r}: the time of what is said before it (513.1)")
            return toks[end - n:end] + [self.made(",", toks[end - n])] + toks[:end - n] + toks[end:]
        return toks

    def _combat_begun(self) -> bool:
        """Whether the clauses read so far reach combat or a later turn (an attack, a block, a step, a turn's end)."""
        c = self.compiled_so_far()
        if c is None:
            return bool(self.out)
        return any(isinstance(st, dict) and set(st) & {"attack", "block", "step", "end_turn"} for st in c.steps)

    def turn_said_late(self, words: list[PTok]) -> None:
        """"I cast Giant Growth on my Grizzly Bears. On my opponent's turn, what is its power?": whose turn it is, said
        after something happened, is a later turn (the Giant Growth ended in the cleanup step between, 514.2), never
        the turn all the question happens in; it is named, not read (the step language says 'end turn')."""
        if "" in self.clause_board:
            raise AskError(f"{join_toks(words)!r} after what happened before it is a later turn, which is not read "
                           "here: say whose turn it is first, or in steps: 'end turn' then the question",
                           self.q, words[0].start, words[-1].end)

    def named_player(self, question: str) -> str | None:
        """A player called by a name ("Aaron attacks with Craw Wurm and I block"): a capitalised word that is no
        card's name, said as the subject of a player's verb, when the question also speaks of "I" (two players).
        Without "I", two names are the two players ("Alex casts Shock on Bianca's Grizzly Bears"): the first named
        is read as you (``self.you_name``), the other as the opponent (returned)."""
        if not re.search(r"\b(?:I|me|my)\b", question):
            names = self.player_names(question)
            if names and len(names) <= 2:
                self.you_name = names[0]
                self.notes.append(f"{names[0].capitalize()} is read as you (a player's name, not a card)")
                return names[1] if len(names) == 2 else None
            return None
        names = self.player_names(question, possessive=False)
        return names[0] if len(names) == 1 else None

    def player_names(self, question: str, possessive: bool = True) -> list[str]:
        """The capitalised words that are no card's name, said as a player's subject ("Aaron attacks with ...") or
        (``possessive``) as an owner ("Bianca's Grizzly Bears"), in the order first said."""
        names: list[str] = []
        pat = r"(?:^|[.?!;,]\s+|\band\s+|\bthen\s+)([A-Z][a-z]+)(?:'s)?\s+(\w+)"
        if possessive:
            pat += r"|\b([A-Z][a-z]+)'s\s+(\w+)"
        for m in re.finditer(pat, question):
            word, verb = (m.group(1), m.group(2).lower()) if m.group(1) else (m.group(3), "'s")
            if verb not in PROSE_VERBS and verb not in ("attacks", "blocks", "controls", "casts", "has", "is", "'s"):
                continue
            if word.lower() in QUESTION_START or word.lower() in NOT_NAMES or self.lex.card(word) is not None \
                    or self.lex.short_name(word) is not None or self.lex.names_in(word):
                continue
            after = question[m.end():m.end() + 6].lower()
            player_verb = verb in ("casts", "controls", "plays", "activates", "cast", "control", "play", "activate") or \
                verb in ("attacks", "blocks", "attack", "block") and after.startswith(" with")
            if not player_verb and verb != "'s" and self.lex.suggest(word)[1]:
                continue                 # "Spider blocks": a part of a card's name, not a player
            if verb == "'s" and (self.lex.suggest(word)[1] or self.lex.names_in(question[m.start(3):m.end()])):
                continue                 # "Urza's Tower": a card's name
            if word.lower() not in names:
                names.append(word.lower())
        return names
