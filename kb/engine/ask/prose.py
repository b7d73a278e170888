"""The prose reader: a judge's sentences rewritten into the step language.

"I control Glorious Anthem and my opponent casts Turn to Frog on my Grizzly Bears. What are its power and
toughness?" is rewritten, clause by clause, into "Glorious Anthem; opponent casts Turn to Frog on my Grizzly
Bears; show Grizzly Bears", which :mod:`.steps` reads. Only words it understood are replaced (a sentence's
end, a subject, "are on the battlefield", a question); every other word is passed on as written, so what
still cannot be read is an error naming it, at its place in the question.

Here: sentences and clauses, fillers ("let's say"), short names, articles, conditions said around the question
("If I cast X, how big is it?", "… with X and Y out") and the whole reading. Its parts, one a sub-grammar:
:mod:`.prose_players` (who the players are), :mod:`.prose_board` (what is on the battlefield),
:mod:`.prose_actions` (what happens) and :mod:`.prose_ask` (the question asked); its tokens are :mod:`.ptoks`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .prose_survive import survive_spell
from .prose_resolves import resolve_condition, resolved_lead, spell_resolves
from .prose_asides import asides_left_out
from .prose_counters_it import it_has_counters
from .combat_death import death_in_unfought_combat
from .prose_chat import etb_said, etb_targets, absence_tail, they_of_group, check_pt_claims, absence_clause, absence_follows, after_resolves, lead_time_asks, check_absence, group_asked, plus_more, before_damage, gapped_blocks, pronoun_resolves, outcome_question, question_times, setting_sentence
from .prose_forum import also_left_out, aura_put, comma_question_at, noun_question, statement_before_question, enters_as_copy, forum_sentence_left_out, forum_words, topic_label
from .prose_order import came_first_sentences, passive_casts
from .prose_both import both_players_at
from .prose_copies import copies_said
from .prose_trigger import trigger_response
from .prose_combat_state import combat_state_said
from .prose_pronoun import pronoun_of_two
from .prose_lists import compound_subject, list_subject, name_lists
from .prose_combat import both_attack, after_blocks, before_blockers, blockers_step_said, group_blocks, lone_attack, rest_unblocked
from .prose_turns import last_turn_sentences, next_turn_sentences, turn_it_entered
from .lexicon import (WITH_VERBS, RESPOND_VERBS, card_name_of, PERMANENT_TYPES, SUBJECT_WORDS, noun_key, TAIL_POSSESSIVES, CHATTER_WORDS, NOT_CHATTER, EMPTY_ZONES_SAID, PREAMBLE_END, GREETING_END, HISTORY_SAID, AND_VERBS, ARTICLE_BEFORE, AskError, BATTLEFIELD_PLACES, CLAUSE_VERBS, COLOUR_WORDS, GAME_WORDS,
                      LEAD_WORDS, Lexicon, MAX_NAME_WORDS, NEW_CARD_VERBS, ORDINALS, NOT_NAMES, NO_BLOCKS, PRONOUNS, PROSE_FILLERS,
                      PROSE_SUBJECTS, PROSE_VERBS, QUESTION_START, SAY_NEXT, SECOND_QUESTION, SLANG_OVER_NAMES, SLANG_VERBS, SOFT_FILLERS, SOFT_NEXT, fold, fold_key,
                      number_word)
from .prose_actions import ActionReader
from .prose_ask import QuestionReader
from .prose_board import BoardReader
from .prose_players import PlayerWords
from .ptoks import PTok, is_spell, join_toks, lows, prose_tokens, render_toks
from .statements import player_statement
from .cursor import types_of
from .steps import split_pieces, StepCompiler


# "after EOT", "after the end step", "after end of turn": once the turn is over (ProseReader.combat_ends, 514.2)
_TURN_OVER = re.compile(r"(?:the |this )?(?:eot|end step|end of (?:the |this )?turn|turn's end|cleanup(?: step)?)")
_TURN_OVER_WHOSE = re.compile(r"(?:my|your|his|her|their|opponent's|the opponent's|my opponent's|opp's|my opp's) "
                              r"(?:eot|end step|end of turn|turn|cleanup(?: step)?)|the end of (?:my|your|his|her|their|"
                              r"opponent's|the opponent's|my opponent's) turn")


@dataclass
class ProseReading:
    text: str                       # the question in the step language
    segs: list                      # (new start, new end, question start, question end, verbatim)
    yes_no: list = field(default_factory=list)   # (object, what is asked: "Swamp")
    notes: list = field(default_factory=list)
    clauses: list = field(default_factory=list)  # (new start, new end, question start, question end) of each clause
    sentences: int = 1
    # per clause: "board" (it says what is on the battlefield: nothing there entered during the question, and the
    # order it came in is not said), "ordered" (a board whose order is said: "…, Opalescence came first"), or ""
    board: list = field(default_factory=list)


def _describes(d: dict, word: str) -> bool:
    """Whether a word of a description is one of the card's printed characteristics: its P/T, a color, a type."""
    m = re.fullmatch(r"(\d+)/(\d+)", word)
    if m:
        return (str(d.get("power")), str(d.get("toughness"))) == m.groups()
    if word in COLOUR_WORDS:
        return COLOUR_WORDS[word] in (d.get("colors") or [])
    line = " ".join([*(d.get("supertypes") or []), *types_of(d), *(d.get("subtypes") or [])]).lower().split()
    return word.rstrip("s") in line or word in line


def _punct_names(lex: Lexicon, folded: str) -> list[str]:
    """Card names (folded) holding a sentence's punctuation that may occur in the question: "Mr. Orfeo, the
    Boulder", "Kaboom!". Looked up by the words before each '.', '?' or '!' (an index range per run of words),
    not by scanning every name."""
    if not lex.has_cards():
        return []
    cache = lex.__dict__.setdefault("_punct_cache", {})
    out: set[str] = set()
    for m in re.finditer(r"[.?!]", folded):
        before = folded[:m.end()].split()
        for k in range(1, min(5, len(before)) + 1):
            prefix = re.sub(r"^[^\w\"'(]+", "", " ".join(before[-k:]))
            if not prefix:
                continue
            if prefix not in cache:
                try:
                    rows = lex.conn.execute("SELECT name FROM card_faces WHERE name_key >= ? AND name_key < ? LIMIT 50",
                                            [prefix, prefix + "\uffff"]).fetchall()
                except Exception:  # noqa: BLE001 - a KB without card tables: no such names
                    rows = []
                cache[prefix] = {fold(r[0]) for r in rows if r[0] and re.search(r"[.?!]", r[0])}
            out |= cache[prefix]
    return sorted(out, key=len, reverse=True)


def _protected_spans(text: str, lex: Lexicon) -> list[tuple[int, int]]:
    folded = fold(text)
    spans = []
    for key in list(lex.protected(folded)) + _punct_names(lex, folded):
        i = folded.find(key)
        while i >= 0:
            j = i + len(key)
            if (i == 0 or not folded[i - 1].isalnum()) and (j == len(folded) or not folded[j].isalnum()):
                spans.append((i, j))
            i = folded.find(key, i + 1)
    return spans


# a second yes/no question said after "and" ("… and does my bear die?"): its verb, then its subject
_YES_NO_VERBS = frozenset({"does", "do", "did", "is", "are", "was", "were", "can", "could", "will", "would", "has",
                           "have"})
_YES_NO_SUBJECTS = frozenset({"my", "his", "her", "their", "your", "the", "it", "its", "he", "she", "they", "i", "you",
                              "opponent", "opponent's", "opp", "this", "that", "either", "both", "any"})

class ProseReader(PlayerWords, BoardReader, QuestionReader, ActionReader):
    def __init__(self, question: str, lex: Lexicon, edition: str):
        self.q = question
        self.lex = lex
        self.edition = edition
        self.changed = False
        self.out: list[PTok] = []
        self.yes_no: list = []
        self.board_first: list = []     # (name tokens, question span): cards the question asks about, not said before
        self.notes: list[str] = []
        self.sentences_read = 0
        self.turn: list | None = None      # "it's my opponent's turn": the words
        self.my_turn = False               # "it's my turn", "on my turn" said (and no opponent's turn): you are active
        self.turn_passed: int | None = None   # where the question first passed the turn ("on my next turn", .prose_turns)
        self.clause_toks: list = []     # (first, end) of each clause's tokens in self.out, its words in the question
        self.clause_board: list = []    # per clause: "board", "ordered" or "" (ProseReading.board)
        # the clause being read says what is on the battlefield / in what order / a player's life or poison counters
        self.board_clause = self.ordered_clause = self.statement_clause = False
        self.counted: dict[str, int] = {}     # "three Grizzly Bears": the names said with a count (prose_board)
        self.copies_told: dict[str, set] = {}   # per counted name, which of them the question named alone (.prose_copies)
        self.counter_statements: list = []     # "my Grizzly Bears has a +1/+1 counter": (name, start, end) (prose_actions)
        self.so_far: dict = {}           # the clauses read so far, compiled (compiled_so_far), by their text
        self.resolve_conds: set[int] = set()   # where a question's "after X resolves" starts (.prose_resolves)
        folded = fold(question)
        self.two_players = not re.search(r"\bplayers\b|\b\d+-player\b", folded)
        self.protect = _protected_spans(question, lex)
        self.opponent_named = bool(re.search(r"\bopponent|\bopp\b|\bopp's\b|\bthe other (?:player|guy|person)\b", folded))
        self.you_name: str | None = None   # a player's name read as you (ProseReader.named_player)
        self.player_name = self.named_player(question) if self.two_players else None
        if self.player_name:
            self.opponent_named = True
            self.notes.append(f"{self.player_name.capitalize()} is read as your opponent (a player's name, not a card)")
        # long names with a comma, and the short name before it ("Urborg" for "Urborg, Tomb of Yawgmoth")
        self.short: list[tuple[list[str], str, int]] = []
        for key in lex.protected(folded):
            if "," not in key:
                continue
            i = folded.find(key)
            if i < 0:
                continue
            d = lex.card(question[i:i + len(key)])
            if d is None:
                continue
            head = key.split(",")[0].split()
            if head and not any(h[0] == head for h in self.short):
                self.short.append((head, d["name"], i + len(key)))

    def protected(self, t: PTok) -> bool:
        return any(a <= t.start < b for a, b in self.protect)

    # splitting ----------------------------------------------------------------------------------------------
    def sentences(self, toks: list[PTok]) -> list[tuple[list[PTok], bool]]:
        out, cur = [], []
        for k, t in enumerate(toks):
            nxt = toks[k + 1].low if k + 1 < len(toks) else ""
            # "Humility, then Glorious Anthem: my Serra Angel is what size?": a colon before the question asked
            asked = t.low == ":" and toks[-1].low.endswith("?") and not any(x.low.startswith((":", ".", "?", "!"))
                                                                          for x in toks[k + 1:-1]) and \
                any(x.low in ("what", "how", "who", "which", "where") for x in toks[k + 1:])
            # a quoted ability that ends its sentence ('… with "Flying." My opponent …'): the sentence ends with it
            quote_ends = t.quoted and t.text.rstrip().rstrip('"\u201d').endswith((".", "!")) and k + 1 < len(toks) and \
                not toks[k + 1].quoted and toks[k + 1].text[:1].isupper()
            if quote_ends:
                cur.append(t)
                out.append((cur, False))
                cur = []
                self.changed = True
                continue
            if not t.quoted and t.low and (t.low[0] in ".?!" or t.low == ":" and (nxt in QUESTION_START or asked)) and \
                    not self.protected(t):
                out.append((cur, "?" in t.low))
                cur = []
                if t is not toks[-1]:
                    self.changed = True
                continue
            cur.append(t)
        if cur:
            out.append((cur, False))
        return [pq for s, q in out if s for pq in self._question_parts(s, q)]

    def _question_parts(self, toks: list[PTok], q: bool) -> list[tuple[list[PTok], bool]]:
        """A sentence as its parts: a statement said before a comma and the question after it (.prose_forum), and
        each question of several asked in one."""
        if q and noun_question(toks):      # "life totals after combat?": "what are the life totals …" (.prose_forum)
            toks = [self.made("what", toks[0]), self.made("are", toks[0])] + toks
            self.changed = True
        if q:      # "… after all that?", "after combat what's my life …" (.prose_chat)
            toks = question_times(self, toks)
        k = statement_before_question(toks) if q else None
        if k is not None and not self.protected(toks[k]):
            self.changed = True
            return [(toks[:k], False)] + [(part, True) for part in self.two_questions(toks[k + 1:])]
        parts = self.two_questions(toks) if q else [toks]
        if q:      # "gg?", "what's dead?" (.prose_chat)
            parts = [group_asked(self, outcome_question(self, part)) for part in parts]
            parts = they_of_group(self, parts)   # "how big are my tokens and do they have vigilance?" (.prose_chat)
        return [(part, q) for part in parts]

    def two_questions(self, toks: list[PTok]) -> list[list[PTok]]:
        """"How big is the Merfolk and what does it have?": a question, then "and" and a question word, is two
        questions (each answered); a question's own "and" ("what happens if it attacks and is blocked") stays."""
        if not toks or toks[0].low not in QUESTION_START:
            return [toks]
        for k in range(1, len(toks) - 2):
            if (toks[k].low == "and" and (toks[k + 1].low in SECOND_QUESTION or lead_time_asks(
                    [x.low for x in toks[k + 1:]]) or self.yes_no_after_and(toks, k + 1)) or
                    comma_question_at(toks, k)) and \
                    not self.protected(toks[k]):     # "…, is it a 1/1 or a 2/2?" (.prose_forum)
                first = toks[:k - 1] if toks[k - 1].low == "," else toks[:k]
                if first:
                    self.changed = True   # "…, and once the turn ends who controls it?": its time after it (.prose_chat)
                    return [first, *self.two_questions(question_times(self, toks[k + 1:]))]
        return [toks]

    def yes_no_after_and(self, toks: list[PTok], k: int) -> bool:
        """"what's my life after combat and does my bear die?" (ask53): "and", then a yes/no question's verb and its
        subject (a player, a possessive or an article, a pronoun, a card's name) starts a second question; "… if it
        attacks and is blocked" (no subject after the verb) stays one."""
        if k + 1 >= len(toks) or toks[k].low not in _YES_NO_VERBS or toks[k].quoted:
            return False
        return toks[k + 1].low in _YES_NO_SUBJECTS or bool(self.card_at(toks, k + 1)[0])

    def _same_subject(self, cur: list[PTok], toks: list[PTok], k: int) -> list[PTok]:
        """"He casts Lightning Bolt and then Forks it": a clause after "then" that starts with its verb (a verb of
        play, or a card's name said as one) has the subject of the clause before — the player who cast Fork, never
        you by default (a spell's controller is who cast it, 601.2); [] when it has its own or the clause before none."""
        if k >= len(toks) or self._subject_at(toks, k):
            return []
        again = 1 if toks[k].low == "another" else 2 if toks[k].low == "a" and k + 1 < len(toks) and \
            toks[k + 1].low in ORDINALS and toks[k + 1].low != "first" else 0
        if again and self.card_at(toks, k + again)[1] is not None and any(x.low in NEW_CARD_VERBS for x in cur) and \
                fold_key(self.card_at(toks, k + again)[1]["name"]) in fold_key(join_toks(cur)):
            # "He casts Lightning Bolt at me, then another Lightning Bolt": the verb said once, for both casts
            j = 0
            while j < len(cur) and j < 4 and cur[j].low in LEAD_WORDS:
                j += 1
            n = self._subject_at(cur, j)
            verb = next(x for x in cur[j + n:] if x.low in NEW_CARD_VERBS)
            return [self.made(x.text, x) for x in cur[j:j + n]] + [self.made(verb.text, verb)] if n else []
        n, d = self.spell_at(toks, k)
        if d is not None and (k + n >= len(toks) or toks[k + n].low in CLAUSE_VERBS):
            return []            # "… and then Control Magic is destroyed": the card is the subject of its own clause
        if toks[k].low not in AND_VERBS and not is_spell(d) and not (
                toks[k].low in WITH_VERBS and "with" in (x.low for x in toks[k + 1:])):
            return []            # ("… then kills my Hill Giant with Vendetta": a verb of a spell said with "with", too)
        j = 0
        while j < len(cur) and j < 4 and cur[j].low in LEAD_WORDS:
            j += 1
        n = self._subject_at(cur, j)
        return [self.made(x.text, x) for x in cur[j:j + n]] if n else []

    def _player_at_life(self, toks: list[PTok], k: int) -> bool:
        """"…, opp at 10 with no blockers", "…, me at 3": a player and a statement of life said without a verb."""
        w = [t.low for t in toks[k:k + 8]]
        n = next((len(ws) for ws in (("my", "opponent"), ("my", "opp"), ("opponent",), ("opp",), ("me",), ("i'm",),
                                     ("he's",), ("she's",), ("they're",)) if tuple(w[:len(ws)]) == ws), 0)
        return bool(n) and w[n:n + 1] == ["at"] and (player_statement(w[n:n + 2]) is not None or
                                                      player_statement(w[n:n + 3]) is not None)

    def _subject_at(self, toks: list[PTok], k: int) -> int:
        for ws, _who in PROSE_SUBJECTS:
            n = len(ws)
            if [t.low for t in toks[k:k + n]] == list(ws) and k + n < len(toks) and (
                    toks[k + n].low in PROSE_VERBS or is_spell(self.spell_at(toks, k + n)[1])):
                return n             # "I cast …", "they Counterspell it" (a card's name as the verb)
        return 0

    def clauses(self, toks: list[PTok]) -> list[list[PTok]]:
        out, cur = [], []
        k = 0
        while k < len(toks):
            t = toks[k]
            low = t.low
            if t.quoted or self.protected(t):
                cur.append(t)
                k += 1
                continue
            if low in (";", "\n") or low.startswith(";"):
                out.append(cur)
                cur = []
                k += 1
                continue
            # ", then" / "and then" / "then"
            if low == "then" or (low in (",", "and") and k + 1 < len(toks) and toks[k + 1].low == "then") or \
                    (low == "," and k + 2 < len(toks) and toks[k + 1].low == "and" and toks[k + 2].low == "then"):
                while k < len(toks) and toks[k].low in (",", "and", "then"):
                    k += 1
                out.append(cur)
                cur = self._same_subject(cur, toks, k)
                self.changed = True
                continue
            # "Who controls it and can it attack?", "Is it an Illusion, and does it fly?": two questions
            if low == "and" and cur and cur[0].low in QUESTION_START and k + 1 < len(toks) and \
                    toks[k + 1].low in QUESTION_START and toks[k + 1].low not in ("what", "how", "which", "when"):
                out.append(cur[:-1] if cur[-1].low == "," else cur)
                cur = []
                k += 1
                self.changed = True
                continue
            # "A attacks and it's unblocked", "... and no one blocks", "I swung with it, nobody blocked" (chat57)
            if low in ("and", ",") and cur and re.match(NO_BLOCKS, " ".join(x.low for x in toks[k + 1:])):
                out.append(cur)
                cur = []
                k += 1
                self.changed = True
                continue
            # "my opponent controls X and casts Y", "… and has 0 life": the same subject goes on
            if low == "and" and cur and k + 1 < len(toks) and (toks[k + 1].low in AND_VERBS or player_statement(
                    [x.low for x in toks[k + 1:]]) is not None or absence_follows([x.low for x in toks[k + 1:]])):
                j = 0
                while j < len(cur) and j < 4 and cur[j].low in LEAD_WORDS:
                    j += 1
                n = self._subject_at(cur, j)
                if not n and absence_follows([x.low for x in toks[k + 1:]]):
                    # "He was at 9 and had no flyers so no block": a player's statement, then what the player has not
                    n = next((len(ws) for ws in (("my", "opponent"), ("my", "opp"), ("he",), ("she",), ("they",),
                                                 ("opponent",), ("opp",), ("i",))
                              if tuple(x.low for x in cur[j:j + len(ws)]) == ws), 0)
                if n:
                    out.append(cur)
                    cur = [self.made(x.text, x) for x in cur[j:j + n]]
                    k += 1
                    continue
            # "X is out and I animate Y", "X is on Y and the Bears dies": after a clause that has its verb, "and"
            # and a subject or an object that does something starts another clause
            if low == "and" and cur and self.and_clause(cur, toks, k + 1):
                out.append(cur)
                # "X attacks and is blocked by Y": the same subject goes on — with its possessive ("My X attacks
                # and is blocked by Y", "My opponent's X …")
                lead = next((len(ws) for ws in (("my", "opponent's"), ("your", "opponent's"), ("my",), ("your",))
                             if tuple(x.low for x in cur[:len(ws)]) == ws), 0)
                n = self.card_at(cur, lead)[0]
                cur = [self.made(x.text, x) for x in cur[:lead + n]] if toks[k + 1].low == "is" and n else []
                k += 1
                self.changed = True
                continue
            if low == "and" and cur and k + 1 < len(toks) and is_spell(self.spell_at(toks, k + 1)[1]) and \
                    self.spell_at(toks, k + 1)[0] and k + 1 + self.spell_at(toks, k + 1)[0] < len(toks):
                subj = next((len(ws) for ws, _w in PROSE_SUBJECTS if tuple(x.low for x in cur[:len(ws)]) == ws), 0)
                if subj and any(x.low in PROSE_VERBS for x in cur[subj:subj + 1]):
                    out.append(cur)             # "I control X and Act of Treason my opponent's Y"
                    cur = [self.made(x.text, x) for x in cur[:subj]]
                    k += 1
                    self.changed = True
                    continue
            # "..., my opponent casts" / "... and I cast": a new clause with its own subject
            if low in (",", "and") and cur and [x.low for x in cur] != ["in", "response"] and \
                    cur[0].low not in ("show", "check", "expect", "assert"):
                j = k + 1
                if low == "," and j < len(toks) and toks[j].low in ("and", "so"):    # ", so I respond …"
                    j += 1
                if self._subject_at(toks, j) or [x.low for x in toks[j:j + 2]] == ["in", "response"] or \
                        low == "," and self.had_board_at(toks, j) or \
                        self._player_at_life(toks, j) or \
                        low == "," and etb_said([x.low for x in toks[j:j + 5]]):   # "…, the ETB targets X" (.prose_chat)
                    out.append(cur)
                    cur = []
                    k = j
                    self.changed = True
                    continue
            cur.append(t)
            k += 1
        out.append(cur)
        return [c for c in out if c]

    def players_said(self, toks: list[PTok]) -> list[PTok] | None:
        """"3 players: me, Ann and Bob", "A three-player game: me, Ann and Bob": the step language's first step
        "players: you, Ann, Bob" (the players in turn order as said; "me" is you)."""
        w = [t.low for t in toks]
        k = next((i for i, x in enumerate(w) if x == ":"), None)
        if k is None or k == 0 or k + 1 >= len(w):
            return None
        head = " ".join(x for x in w[:k] if x not in ("a", "an", "the", "in", "it's", "we're"))
        if not re.fullmatch(r"(?:(?:\d+|two|three|four|five|six)[- ]players?(?: game| free-for-all| multiplayer game)?|"
                            r"players|multiplayer game|players are)", head):
            return None
        if head == "players" and not any(t.low in ("me", "i", "myself") for t in toks[k + 1:]):
            return None           # "players: you, Ann, Bob" is the step language's own
        names, cur = [], []
        for t in toks[k + 1:]:
            if t.low in (",", "and"):
                if cur:
                    names.append(cur)
                cur = []
            else:
                cur.append(t)
        if cur:
            names.append(cur)
        if len(names) < 2 or any(len(n) != 1 for n in names):
            return None
        out = [self.made("players:", toks[0], toks[k])]
        for i, n in enumerate(names):
            if i:
                out.append(self.made(",", n[0], glue=True))
            out.append(self.made("you" if n[0].low in ("me", "i", "myself", "you") else n[0].text, n[0]))
        return out

    # helpers ------------------------------------------------------------------------------------------------
    def made(self, text: str, a: PTok, b: PTok | None = None, glue: bool = False) -> PTok:
        self.changed = True
        return PTok(text, fold(text), a.start, (b or a).end, glue=glue, made=True)

    def card_at(self, toks: list[PTok], k: int) -> tuple[int, dict | None]:
        """The longest card name starting at toks[k] (a KB name or a face's): (tokens, definition)."""
        for j in range(min(len(toks), k + MAX_NAME_WORDS), k, -1):
            if any(x.quoted or (x.low and x.low[0] in ".?!;" and not self.protected(x)) for x in toks[k:j]):
                continue
            d = self.lex.card(join_toks(toks[k:j]).rstrip(",:"))
            if d is not None:
                return j - k, d
        t = toks[k] if k < len(toks) else None
        if t is not None and not t.quoted and t.text[:1].isupper() and t.low not in NOT_NAMES:
            d = self.lex.short_name(t.text)      # "Two Isamaru": a legend's short name (Isamaru, Hound of Konda)
            if d is not None:
                return 1, d
        return 0, None

    # one clause -------------------------------------------------------------------------------------------------
    def clause(self, toks: list[PTok], question: bool) -> list[PTok]:
        later = self.my_turn_later(toks, question)    # "On my turn, …" after the opponent's turn (.prose_players)
        if later is None:
            later = self.opponent_turn_later(toks, question)   # "Then it's my opponent's turn." after yours
        if later is not None:
            return later
        toks = self.fillers(toks)
        got = self.players_said(toks)
        if got is None:
            got = both_players_at(self, toks)     # "We're both at 6" (.prose_both)
        if got is not None:
            return got
        got = absence_clause(self, toks) if not question else None   # "she had no creatures so no block" (.prose_chat)
        if got is not None:
            return got
        if not question:
            toks = absence_tail(self, toks)     # "opp at 10 with no blockers" (.prose_chat)
        toks = also_left_out(self, self.players(toks))     # "I also have X" (.prose_forum)
        if not toks:
            return toks
        if not question:
            toks = both_attack(self, toks)     # "I swung with both" (.prose_combat)
            toks = etb_targets(self, toks)     # "the ETB targets her Serra Angel" (.prose_chat)
        if EMPTY_ZONES_SAID.fullmatch(" ".join(t.low for t in toks).rstrip(" .")):
            self.changed = True       # "The graveyards are empty.": what the board says (ask.read lists them empty)
            return []
        if not question:
            got = trigger_response(self, toks)     # "In response to the trigger, …" (.prose_trigger)
            if got is not None:
                toks = got
        toks = self.shorten(toks)
        toks = combat_state_said(self, copies_said(self, toks))   # "the other one", "my blocking X" (.prose_copies, .prose_combat_state)
        toks = name_lists(self, self.articles(toks))   # lists of permanents said with ',' (.prose_lists)
        got = self.end_step_lead(toks, question)
        if got is not None:
            return got
        toks = self.whose_turn(toks)
        if not toks:
            return toks
        toks = self.one_of_them(toks)
        w = [t.low for t in toks]
        is_q = question or w[0] in ("what", "what's", "whats", "how", "who", "which", "where", "does", "do", "did", "is",
                                    "are", "will", "would", "can", "could", "was", "were", "has", "have")
        if is_q and w[0] in ("is", "are", "has", "have", "was", "were") and not question and \
                ("on" in w or "in" in w) and ("battlefield" in w or "play" in w):
            is_q = False              # "is X on the battlefield" without '?' reads as a statement below
        if is_q:
            pre, toks = self.state_in_passing(toks)   # "Can my tapped Llanowar Elves block it?" (.prose_board)
            return pre + self.ask(toks)
        got = self.board(toks) if not re.fullmatch(NO_BLOCKS, " ".join(w)) else None   # "I have no blockers"
        if got is not None:
            self.board_clause = True
            return got
        pre, toks = self.state_in_passing(toks)       # "I attack with my untapped Serra Angel" (.prose_board)
        got = self.action(toks)
        death_in_unfought_combat(self, got)    # "he blocks and the bears dies", no damage told (.combat_death)
        return pre + got

    def slang(self, toks: list[PTok]) -> list[PTok]:
        """Players' verbs in the game's words (lexicon.SLANG_VERBS): "I swing with X" is "I attack with X"; a word
        inside a card's name, quoted or protected stays as it is."""
        out: list[PTok] = []
        k = 0
        while k < len(toks):
            t = toks[k]
            got = None
            if not t.quoted and not self.protected(t) and (not self.card_at(toks, k)[0] or t.text.islower() and
                                                            tuple(x.low for x in toks[k:k + 2]) in SLANG_OVER_NAMES):
                got = next((ws for ws in SLANG_VERBS if tuple(x.low for x in toks[k:k + len(ws)]) == ws
                            and not any(x.quoted for x in toks[k:k + len(ws)])), None)
            skip = enters_as_copy(self, toks, k) if got is None and not t.quoted else 0   # "and have it ETB as a copy"
            if skip:
                k += skip
                continue
            said = forum_words(self, toks, k) if got is None and not t.quoted else None   # "w/", "tried to" (.prose_forum)
            if said is not None:
                out += said[0]
                k += said[1]
                continue
            put = aura_put(self, toks, k) if got is None and not t.quoted else None   # "put Pacifism on X" (.prose_forum)
            if put is not None:
                out += put
                k += len(put)
                continue
            if got is None:
                out.append(t)
                k += 1
                continue
            out += [self.made(w, toks[k], toks[k + len(got) - 1]) for w in SLANG_VERBS[got]]
            k += len(got)
        return out

    def resolves_statement(self, cl: list[PTok]) -> list[PTok] | None:
        """"[Then,] Giant Growth resolves.": the spell cast before resolves (.prose_resolves); None for any other
        clause. Only a clause with a word of resolving is looked at, before its leads: "On my turn, …" after the
        opponent's turn is read by :meth:`clause` (.prose_players.my_turn_later), never taken for a filler here."""
        if not any(t.low.startswith("resolv") for t in cl):
            return None
        try:
            return spell_resolves(self, self.fillers(cl)) or pronoun_resolves(self, self.fillers(cl))
        except AskError:
            return None

    def fillers(self, toks: list[PTok]) -> list[PTok]:
        again = True
        while again and toks:
            again = False
            w = [t.low for t in toks]
            for f in PROSE_FILLERS:
                n = len(f)
                if tuple(w[:n]) == f:
                    if n == 1 and f[0] in SOFT_FILLERS and len(w) > 1 and w[1] not in SOFT_NEXT:
                        continue             # "next turn", "first main phase": words of the step language
                    if self.turn is not None and "turn" in f and ("my" in f or "your" in f):
                        # my turn said again after the opponent's and mine (.prose_players.my_turn_later): a later
                        # turn still, never a filler
                        raise AskError(f"{join_toks(toks[:n])!r}: your turn was said already, after the opponent's; "
                                       "whether this is that turn or a later one is not read here: in steps, 'end "
                                       "turn' then the question", self.q, toks[0].start, toks[n - 1].end)
                    if "turn" in f and ("my" in f or "your" in f) and self.happened_before() and \
                            not self.my_turn_shown():
                        # "Opp casts Giant Growth on his Hill Giant. On my turn, what's its P/T?" (ask53): said after
                        # something happened, "my turn" may be that turn or a later one (the Giant Growth ended in the
                        # cleanup step between, 514.2); the opponent's turn read before is :meth:`my_turn_later`'s
                        raise AskError(f"{join_toks(toks[:n])!r} after what happened before it: whether it is the "
                                       "turn of what was told or a later one is not said: say whose turn each part "
                                       "is, or in steps: 'end turn' then the question", self.q, toks[0].start,
                                       toks[n - 1].end)
                    if "turn" in f and "my" in f and self.turn is None and self.turn_passed is None:
                        self.my_turn = True  # "It's my turn.": said, it fixes whose turn it is (102.1)
                    if len(w) == n:          # "In a game, ...": the clause says nothing
                        self.changed = True
                        return []
                    toks = toks[n:]
                    while toks and toks[0].low == ",":
                        toks = toks[1:]
                    self.changed = True
                    again = True
                    break
            if toks and toks[0].low == "say" and len(toks) > 1 and toks[1].low in SAY_NEXT:
                toks = toks[1:]
                self.changed = True
                again = True
        return toks

    def my_turn_shown(self) -> bool:
        """Whether what was told so far already shows it is your turn ("I cast Glorious Anthem.": only the active player
        casts a sorcery-speed spell, 307.1): "It's my turn." said next is that turn, a statement of it."""
        c = self.compiled_so_far() if self.out else None
        return c is not None and getattr(c, "active", None) == "you" and bool(getattr(c, "active_fixed", False))

    def happened_before(self) -> bool:
        """Whether the clauses read so far tell something that happened (a step other than the board's)."""
        c = self.compiled_so_far() if self.out else None
        return c is not None and any(not (isinstance(st, dict) and set(st) <= {"enter", "players"}) for st in c.steps)

    def shorten(self, toks: list[PTok]) -> list[PTok]:
        """"Urborg" after "Urborg, Tomb of Yawgmoth" was named: the same card (a shortened name)."""
        if not self.short:
            return toks
        out: list[PTok] = []
        k = 0
        while k < len(toks):
            for head, name, after in self.short:
                n = len(head)
                if toks[k].start >= after and [t.low for t in toks[k:k + n]] == head and not (
                        k + n < len(toks) and toks[k + n].low == ","):
                    out.append(self.made(name, toks[k], toks[k + n - 1]))
                    k += n
                    break
            else:
                out.append(toks[k])
                k += 1
        return out

    def counters_said_of_one(self) -> None:
        """"I control Grizzly Bears. My Grizzly Bears has a +1/+1 counter.": a statement of counters is read as the object
        entering with them, so a card the board names again under the same player's control was read as two objects
        of that name, and "my Bears" as the one without them. Whether the words name one object or two is not said
        (no count, "two Grizzly Bears", nor "another"): refused, naming the words."""
        if not self.counter_statements:
            return
        c = self.compiled_so_far()
        if c is None:
            return
        for name, a, b in self.counter_statements:
            base = fold_key(name)
            if self.counted.get(base, 0) >= 2:
                continue
            per: dict = {}
            for obj in c.used:
                if fold_key(card_name_of(obj)) == base:
                    per[c.ctl.get(obj, "you")] = per.get(c.ctl.get(obj, "you"), 0) + 1
            if any(n > 1 for n in per.values()):
                raise AskError(f"{self.q[a:b]!r}: {name} is also said to be on the battlefield under the same "
                               f"player's control: one {name} or two? (say it once: 'I control {name} with a +1/+1 "
                               f"counter on it', or count them: 'two {name}')", self.q, a, b)

    def compiled_so_far(self):
        """The clauses read so far, compiled by the step reader (None if they cannot be read)."""
        text = join_toks(self.out)
        if not text.strip():
            return None
        if self.turn is not None:     # the opponent's turn, said: the clauses happen in it (as the question's head says)
            text = "players: opponent, you; " + text
        cache = self.so_far
        if text not in cache:
            try:
                c = StepCompiler(text, self.lex, self.edition)
                c.compile(split_pieces(text, self.lex))
            except AskError:
                c = None
            cache[text] = c
        return cache[text]

    # the whole question --------------------------------------------------------------------------------------------
    def preamble(self, toks: list[PTok]) -> list[PTok]:
        """"Quick one: …", "Hey judges, came up at FNM: …", "quick q - …", "Hi all! …": words before the first ':',
        ' - ' or '!' that name no card and no number are a greeting or a lead-in, not the board (a note says so); so are
        a greeting's words before a comma ("Hey judges, my opponent …", lexicon.GREETING_END)."""
        m = PREAMBLE_END.search(self.q[:120]) or GREETING_END.search(self.q[:120])
        if not m or not self.q[m.end():].strip():
            return toks
        head = self.q[:m.end()]
        words = set(re.findall(r"[\w']+", head.lower()))
        if re.search(r"[\d/{}\[\]\"“”]", head) or self.lex.names_in(head) or \
                any(a < m.end() for a, _b in self.protect) or words & PROSE_VERBS or \
                words & SUBJECT_WORDS | words & {"my", "his", "her", "their", "me"} or \
                words & {"players", "player", "edition", "cards", "show", "check", "expect", "rules"}:
            return toks
        self.notes.append(f"{self.q[:m.end()].strip()!r}: a lead-in, not read")
        self.changed = True
        return [t for t in toks if t.start >= m.end()]

    def chatter(self, sent: list[PTok]) -> bool:
        """"Hey all, quick question from FNM last night.", "Thanks in advance.", "Sorry if this is dumb.": a sentence
        that is not the question, says one of the words people wrap a question in (lexicon.CHATTER_WORDS) and names
        nothing of a game (no card, number, player, zone, game word, verb of play or quantifier) says nothing about the
        board; it is left out, and a note says so."""
        words = {t.low for t in sent}
        # "Stack question.", "Kitchen table argument" (.prose_forum): the topic's label, naming no card
        label = topic_label(sent) and not any(n > 1 or n and sent[k].text[:1].isupper() for k in range(len(sent))
                                              for n in [self.card_at(sent, k)[0]])   # "sorry" is not the card Sorry
        if not label and (not words & CHATTER_WORDS or words & NOT_CHATTER or words & PROSE_VERBS or words & GAME_WORDS or
                          any(re.search(r"[\d/{}]", t.low) or t.quoted for t in sent) or
                          words & SUBJECT_WORDS or
                          any(n > 1 or n and sent[k].text[:1].isupper() for k in range(len(sent))
                              for n in [self.card_at(sent, k)[0]])):   # "last night" is not the card Night
            return False
        self.notes.append(f"{join_toks(sent)!r}: not about the board, not read")
        self.changed = True
        return True

    def read(self) -> ProseReading | None:
        toks = prose_tokens(self.q)
        if not toks:
            return None
        toks = asides_left_out(self, self.preamble(toks))    # "(rude)", "Black Knight (FS)" (.prose_asides)
        if re.search(r"[\[\]]", self.q):
            self.changed = True
            toks = self.brackets(toks)
        sentences = [(s, q) for s, q in self.sentences(self.slang(toks))
                     if q or not (self.chatter(s) or setting_sentence(self, s))]   # "Close game at FNM." (.prose_chat)
        sentences = passive_casts(self, came_first_sentences(self, after_resolves(self, plus_more(self, it_has_counters(self, sentences)))))   # the order said (kb.engine.ask.prose_order)
        sentences = blockers_step_said(self, before_blockers(self, after_blocks(self, lone_attack(
            self, rest_unblocked(self, group_blocks(self, gapped_blocks(self, before_damage(self, sentences))))))))
        # .prose_combat; "… and the bears with X", "Before damage, …" (.prose_chat)
        sentences = turn_it_entered(self, next_turn_sentences(self, last_turn_sentences(self, sentences)))   # .prose_turns
        self.sentences_read = len(sentences)
        kinds: list[bool] = []           # whether each clause read says what is on the battlefield
        said: list[bool] = []            # whether it is a player's statement ("opponent has 0 life")
        parts = [(part, pq) for sent, q in sentences for part, pq in self.conditions(sent, q)]
        for sent, q in parts:
            if not q:            # "On my turn I Threatened his Serra Angel and …", before its clauses (.prose_players)
                sent = self.my_turn_first(sent)
            for cl in self.clauses(sent):
                self.board_clause = self.ordered_clause = self.statement_clause = False
                if HISTORY_SAID.fullmatch(" ".join(t.low for t in cl).rstrip(" .")):
                    self.changed = True   # "Nothing else happened this turn.": ask.read takes the steps as the whole turn
                    continue
                if not q and forum_sentence_left_out(self, cl):   # "The knight has first strike." (.prose_forum)
                    continue
                if not q and cl[0].start in self.resolve_conds and resolve_condition(self, cl):
                    continue       # "… after the Disfigure resolves?": the moment every answer shows (.prose_resolves)
                if not q:       # "I put a +1/+1 counter on it" after a clause naming two creatures (.prose_pronoun)
                    pronoun_of_two(self, cl)
                got = (self.resolves_statement(cl) if not q else None) or \
                    self.clause(self.plain(self.time_lead(cl)) if not q else cl, q)   # "Giant Growth resolves." (.prose_resolves)
                if got:
                    if self.out:
                        self.out.append(PTok(";", ";", got[0].start, got[0].start, glue=True, made=True))
                    first = len(self.out)
                    self.out.extend(got)
                    self.clause_toks.append((first, len(self.out), cl[0].start, cl[-1].end))
                    kinds.append(self.board_clause)
                    said.append(self.statement_clause)
                    self.clause_board.append(("ordered" if self.ordered_clause else "board")
                                             if kinds[-1] else "")
        check_pt_claims(self)    # "(3/4)" said after a clause: the engine's P/T then (.prose_chat)
        self.hoist_board(kinds, said)
        self.counters_said_of_one()
        if self.board_first and self.out:
            head, spans = [], []
            for name, a, b in self.board_first:
                spans.append((len(head), len(head) + len(name), a, b))
                head += name + [PTok(";", ";", a, a, glue=True, made=True)]
            self.out = head + self.out
            self.clause_toks = spans + [(a + len(head), b + len(head), x, y) for a, b, x, y in self.clause_toks]
            self.clause_board = ["board"] * len(spans) + self.clause_board
            self.yes_no = [(k + len(spans), obj, kind) for k, obj, kind in self.yes_no]
            self.notes.append(", ".join(join_toks(n) for n, _a, _b in self.board_first) + ": the question asks what it "
                              "does, so it is on the battlefield from the start")
        if self.turn is not None and self.out:
            t = self.turn
            head = [self.made("players:", t[0], t[-1]), self.made("opponent", t[0], t[-1], glue=False),
                    self.made(",", t[-1], glue=True), self.made("you", t[-1]),
                    PTok(";", ";", t[-1].end, t[-1].end, glue=True, made=True)]
            self.out = head + self.out
            self.clause_toks = [(a + len(head), b + len(head), x, y) for a, b, x, y in self.clause_toks]
            self.notes.append("it is the opponent's turn: the opponent is the active player (102.1)")
        elif self.my_turn and self.two_players and self.out and not any(t.low == "players:" for t in self.out):
            # "It's my turn. Can my opponent cast Divination?": your turn, said, is not changed by what a player
            # does later (a sorcery the opponent casts is then cast on your turn: 307.1 refuses it)
            t = self.out[0]
            head = [self.made("players:", t, t), self.made("you", t, t, glue=False), self.made(",", t, glue=True),
                    self.made("opponent", t), PTok(";", ";", t.start, t.start, glue=True, made=True)]
            self.out = head + self.out
            self.clause_toks = [(a + len(head), b + len(head), x, y) for a, b, x, y in self.clause_toks]
        check_absence(self)      # "(opp had no flyers)" against the board read (.prose_chat)
        if not (self.changed or self.yes_no) or not self.out:
            return None
        text, segs = render_toks(self.out)
        clauses = []
        for first, end, a, b in self.clause_toks:
            clauses.append((segs[first][0], segs[end - 1][1], a, b))
        yes_no = []
        for k, obj, kind in self.yes_no:
            yes_no.append((clauses[k][:2] if k < len(clauses) else None, join_toks(obj), kind))
        return ProseReading(text, segs, yes_no, list(self.notes), clauses, self.sentences_read, list(self.clause_board))

    def brackets(self, toks: list[PTok]) -> list[PTok]:
        """Editorial [brackets]: after a pronoun they say what it stands for ("it [the Bears]": the Bears, not "it");
        after a card's name, a description that the card's own characteristics match ("Grizzly Bears [a 2/2]") is not
        read, with a note; any other bracket's words are read as written."""
        out: list[PTok] = []
        k = 0
        while k < len(toks):
            t = toks[k]
            if not t.bracket or k == 0 or toks[k - 1].bracket == t.bracket:
                out.append(t)
                k += 1
                continue
            j = k
            while j < len(toks) and toks[j].bracket == t.bracket:
                j += 1
            group, prev = toks[k:j], toks[k - 1]
            words = [x.low for x in group if x.low not in ("a", "an")]
            if prev.low in PRONOUNS and not prev.bracket and words:
                out[-1:] = group            # the pronoun is what the bracket says
                self.changed = True
                k = j
                continue
            name = next((d for i in range(max(0, len(out) - MAX_NAME_WORDS), len(out))
                         for n, d in [self.card_at(out, i)] if n == len(out) - i and d is not None), None)
            if name is not None and words and all(_describes(name, w) for w in words):
                self.notes.append(f"[{' '.join(x.text for x in group)}]: says what {name['name']} is (its own "
                                  "characteristics), not read")
                self.changed = True
                k = j
                continue
            out.extend(group)
            k = j
        return out

    def articles(self, toks: list[PTok]) -> list[PTok]:
        """"the Forest", "the Grizzly Bears": an article before a card's name is not part of it; "one of the
        Grizzly Bears" is one of them (the first); "the Bears" (or "my Bears", "their Angel") once Grizzly Bears was
        named is Grizzly Bears."""
        out: list[PTok] = []
        skip = 0
        self.counted_again(toks)
        for k, t in enumerate(toks):
            if skip:
                skip -= 1
                continue
            prev = toks[k - 1].low if k else None
            if t.low == "one" and [x.low for x in toks[k + 1:k + 3]] == ["of", "the"] and self.card_at(toks, k + 3)[0]:
                self.one_of_told_apart(toks, k)
                self.copies_told.setdefault(fold_key(self.card_at(toks, k + 3)[1]["name"]), set()).add(1)
                self.changed = True
                skip = 2
                continue
            nth = 1 if t.low == "another" else 2 if t.low == "a" and k + 1 < len(toks) and toks[k + 1].low in ORDINALS \
                else 0
            cast_verb = prev in NEW_CARD_VERBS or prev == "with" and k >= 2 and toks[k - 2].low in RESPOND_VERBS
            d = self.card_at(toks, k + nth)[1] if nth and cast_verb and not t.quoted else None
            if d is not None and fold_key(d["name"]) in fold_key(self.q[:t.start]):
                # "I control Isamaru, … and play a second Isamaru", "cast another Grizzly Bears": a card from the hand,
                # a new object of that name (the step language's second one, "Grizzly Bears #2"), never the one named
                # before; with none named before ("I cast a second Isamaru"), the first one is not said: left unread
                self.changed = True
                skip = 1 if t.low == "a" else 0
                continue
            if t.low == "the" and any(self.card_at(toks, i)[0] > k - i for i in range(max(0, k - MAX_NAME_WORDS), k)):
                out.append(t)           # "Honor of the Pure": a word of a longer name said before
                continue
            if t.low in ("the",) + TAIL_POSSESSIVES and not t.quoted and k + 1 < len(toks) and \
                    self.card_at(toks, k)[0] == 0 and self.card_at(toks, k + 1)[0] == 0 and \
                    toks[k + 1].low not in GAME_WORDS:
                got = self.tail_name(toks, k + 1, whose=t.low)
                if got is not None and t.low != "the" and k + 1 + got[0] < len(toks) and \
                        toks[k + 1 + got[0]].text[:1].isupper():
                    got = None        # "opponent's Test Giant": a longer name goes on, not "Test" for Test Bear
                if got is not None:   # "my wall" after "my Wall of Stone": whose it is stays said (checked in steps)
                    n, name = got
                    out += ([] if t.low == "the" else [t]) + [self.made(name, toks[k + 1] if t.low != "the" else t,
                                                                        toks[k + n])]
                    skip = n
                    continue
            if t.low == "the" and not t.quoted and (prev is None or prev in ARTICLE_BEFORE) and k + 1 < len(toks) and \
                    toks[k + 1].low not in GAME_WORDS and self.card_at(toks, k)[0] == 0 and self.card_at(toks, k + 1)[0]:
                self.changed = True
                continue
            out.append(t)
        return out

    def one_of_told_apart(self, toks: list[PTok], k: int) -> None:
        """"one of the NAME" is the first of them only while they are alike: once the question said something of one
        of them (its name, or a word of it, said again after the count: "I cast Giant Growth on one of the Grizzly
        Bears. My opponent Bolts one of the Grizzly Bears."), which one is meant changes the answer, and the words
        are named, never read as the first again (115.1: the target is the caster's choice, which the question
        does not say)."""
        n, d = self.card_at(toks, k + 3)
        key = fold_key(d["name"])
        if self.counted.get(key, 0) < 2:
            return
        last = fold(d["name"]).split()[-1]
        said = re.findall(r"(?<![\w#])" + re.escape(last) + r"(?:s|es)?(?!\w)", fold(self.q[:toks[k].start]))
        if len(said) >= 2 or f"{fold(d['name'])} #" in fold(self.q[:toks[k].start]):
            raise AskError(f"'{join_toks(toks[k:k + 3 + n])}': {self.counted[key]} of them were said and one of them "
                           "was told apart before: the same one or another? (name each one: 'NAME' and 'NAME #2')",
                           self.q, toks[k].start, toks[k + 2 + n].end)

    def counted_again(self, toks: list[PTok]) -> None:
        """"I control three Grizzly Bears. I attack with the Grizzly Bears.": after a count, "the NAME" (or "my NAME")
        is one of them or all of them (the name is its own plural): never read as the first one alone; the words are
        named ("one of the Grizzly Bears" is read)."""
        if not self.counted:
            return
        for k, t in enumerate(toks[:-1]):
            if t.low not in ("the", "my", "your", "his", "her", "their", "opponent's") or t.quoted or \
                    (k >= 2 and [x.low for x in toks[k - 2:k]] == ["one", "of"]):
                continue
            n, d = self.card_at(toks, k + 1)
            name = d["name"] if d is not None else None
            if name is None and self.card_at(toks, k)[0] == 0:
                got = self.tail_name(toks, k + 1, whose=t.low)      # "the bears"
                n, name = (got[0], card_name_of(got[1])) if got else (0, None)
            if name is not None and self.counted.get(fold_key(name), 0) >= 2:
                raise AskError(f"'{join_toks(toks[k:k + 1 + n])}': {self.counted[fold_key(name)]} of them were "
                               "said: one of them or all of them? (say 'one of the NAME', or name each one)",
                               self.q, t.start, toks[k + n].end)

    def tail_name(self, toks: list[PTok], k: int, whose: str = "the") -> tuple[int, str] | None:
        """"the Bears" (after "the"): the last words of exactly one object's name named before ("Grizzly Bears"), or its
        first words ("the Wall" after "Wall of Stone": never another card whose name starts so). When another object
        named before (of that player, after "my" / "his") is also called so by the last noun of its name or its first
        word or, a token, by its subtype ("the bear" with Runeclaw Bear and Grizzly Bears, "the angel" with Serra Angel
        and an Angel token, 111.4, or Angel of Mercy), the words are named, never guessed."""
        c = None
        for n in (2, 1):
            words = [t.low for t in toks[k:k + n]]
            if len(words) < n or any(not re.fullmatch(r"[a-z][a-z'-]*", w) for w in words):
                continue
            if c is None:
                c = self.compiled_so_far()
                if c is None:
                    return None
            names = {card_name_of(a) for a in c.used}
            fits = [a for a in names if fold(a).split()[-n:] == words and len(fold(a).split()) > n] or \
                [a for a in names if fold(a).split()[:n] == words and len(fold(a).split()) > n]   # last words first
            if not fits:   # "the elf" for Llanowar Elves: the last noun in the other number
                fits = [a for a in names if len(fold(a).split()) > n and fold(a).split()[-n:-1] == words[:-1]
                        and noun_key(fold(a).split()[-1]) == noun_key(words[-1])]
            if len(fits) == 1:
                other = self._also_called(c, fits[0], words[-1], whose)
                if other is not None:
                    raise AskError(f"{join_toks(toks[k:k + n])!r} could be {fits[0]} or {other}: name the one meant",
                                   self.q, toks[k].start, toks[k + n - 1].end)
                return n, fits[0]
        return None

    def _subtype_keys(self, c, name: str) -> set[str]:
        """The subtypes of the card ``name`` (of the compiled steps ``c`` or the KB), each as ``noun_key`` makes it."""
        d = c.cards.get(card_name_of(name)) or self.lex.card(card_name_of(name)) or {}
        line = str(d.get("type_line") or d.get("type") or "")
        words = " ".join(str(x) for x in d.get("subtypes") or ()) + " " + " ".join(
            re.split(r"\s[\u2014-]\s|\u2014", line, maxsplit=1)[1:])
        return {noun_key(x) for x in re.findall(r"[a-z]+", words.lower())}

    def _also_called(self, c, fit: str, noun: str, whose: str) -> str | None:
        """Another object of the steps compiled (``c``) than ``fit`` that "the NOUN" could call as well: a permanent
        whose name's last or first word is the noun in either number, a token an effect created whose words hold it (a
        token is named by its subtypes, 111.4), or one a permanent's own text creates (Young Pyromancer's Elemental: the steps are not
        run yet, so whether it was made is not known); after "my" / "his", only that player's. None when there is
        none."""
        key = noun_key(noun)
        who = {"my": "you", "your": "you"}.get(whose, "opponent" if whose in TAIL_POSSESSIVES else None)
        for a in sorted(c.used):
            name = card_name_of(a)
            if fold(name) == fold(fit) or who is not None and c.ctl.get(a, "you") != who:
                continue
            d = c.cards.get(name) or self.lex.card(name)
            if d is None or not types_of(d) & PERMANENT_TYPES:
                continue
            if key == noun_key(fold(name).split()[-1]):
                return a        # a card is called by its name (the Merfolk beside Lord of Atlantis is the one so named)
            if len(fold(name).split()) > 1 and key == noun_key(fold(name).split()[0]) and not (
                    key in self._subtype_keys(c, fit) and key not in self._subtype_keys(c, name)):
                return a        # ... by its name's first word too: "the Angel" with Serra Angel and Angel of Mercy, both
                #                 Angels (ask57); "the giant" with Hill Giant and Giant Spider is the Giant (205.3m)
            for sentence in re.findall(r"[^.]*\bcreate\b[^.]*\btokens?\b[^.]*", str(d.get("text") or "").lower()):
                if key in {noun_key(x) for x in re.findall(r"[a-z]+", sentence)}:
                    return f"a token {a} may have created"     # Young Pyromancer's Elemental (111.1)
        for st in c.steps:
            eff = st.get("effect")
            text = eff.get("text") if isinstance(eff, dict) else eff if isinstance(eff, str) else None
            if isinstance(text, str) and "token" in text.lower() and (who is None or (
                    eff.get("controller", "you") if isinstance(eff, dict) else "you") == who) and \
                    key in {noun_key(x) for x in re.findall(r"[a-z]+", text.lower())}:
                return "the token created"
        return None

    def damage_on_the_stack(self, sent: list[PTok]) -> list | None:
        """"With combat damage on the stack, I sacrifice X", "After combat damage goes on the stack I cast Y",
        "Combat damage goes on the stack and Z" (the rules before 2009-07-11: combat damage used the stack, 310.4 of
        2007-10-01): the combat damage step, then the action in response to it (the edition asked decides whether
        there is anything to respond to). None when the sentence is not that."""
        s, at = lows(sent)
        m = re.fullmatch(r"(?:with (?:the )?(?:combat )?damage (?:still )?on the stack|"
                         r"(?:after|once|when) (?:the )?(?:combat )?damage (?:goes|is put|has gone|went|is) on(?:to)? the "
                         r"stack|(?:the )?(?:combat )?damage (?:goes|is put|is) on(?:to)? the stack(?: ,)? (?:and then|and|then))"
                         r"(?: ,)? (?:then )?(.+)", s)
        if m is None or not any(t.low == "damage" for t in sent[:6]):
            return None
        rest = [t for t, a in zip(sent, at) if a >= m.start(1)]
        if not rest or any(t.quoted for t in sent[:len(sent) - len(rest)]):
            return None
        self.changed = True
        step = [self.made("combat", sent[0]), self.made("damage", sent[0])]
        return [(step, False), (rest + [self.made("in", rest[-1]), self.made("response", rest[-1])], False)]

    def conditions(self, sent: list[PTok], q: bool) -> list[tuple[list[PTok], bool]]:
        """A sentence as its parts in the order they happen, each with whether it is the question: "If A, Q?" and
        "Q if A?" are A then Q; "A while B" and "A with X out" are A and B (what B controls is hoisted before the
        actions as a board statement); "A after B came out" is B then A."""
        w = [t.low for t in sent]
        free = [not (t.quoted or self.protected(t)) for t in sent]
        if not w:
            return []
        if q and w[0] == "after":
            sent = resolved_lead(self, sent)    # "After everything resolves where is it?" (.prose_resolves)
            w = [t.low for t in sent]
            free = [not (t.quoted or self.protected(t)) for t in sent]
        got = self.damage_on_the_stack(sent)
        if got is not None:
            return got[:1] + self.conditions(got[1][0], q)
        if w[0] in ("if", "when", "once", "after") and free[0]:
            for k in range(1, len(w) - 1):
                if w[k] == "," and free[k] and w[k + 1] in QUESTION_START + ("then",):
                    self.changed = True
                    rest = sent[k + 2:] if w[k + 1] == "then" else sent[k + 1:]
                    cond = self.combat_ends(sent[1:k]) if w[0] == "after" else sent[1:k]
                    return self.conditions(cond, False) + [(rest, q)]
            if not q:
                self.changed = True
                if w[0] == "after":
                    # "After combat, I cast Shock on it.": this turn's combat is over first (511), never the next
                    # beginning of combat (the next turn's: damage wears off in the cleanup between, 514.2)
                    k = next((k for k in range(2, len(w) - 1) if w[k] == "," and free[k]), None)
                    if k is not None:
                        return self.conditions(self.combat_ends(sent[1:k]), False) + \
                            self.conditions(sent[k + 1:], False)
                    if w[1:2] == ["combat"] or w[1:3] in (["the", "combat"], ["this", "combat"]):
                        n = 2 if w[1] == "combat" else 3
                        return self.conditions(self.combat_ends(sent[1:n]), False) + self.conditions(sent[n:], False)
                return self.conditions(sent[1:], False)
        if w[0] in ("under", "with") and free[0] and "," in w:
            k = w.index(",")
            if k > 1 and self.card_at(sent, 1 + (w[1] in ("a", "an")))[0]:
                self.changed = True
                board = sent[1:k]
                if [x.low for x in board[-1:]] == ["out"] or [x.low for x in board[-3:]] == ["on", "the", "battlefield"]:
                    board = board[:-1] if board[-1].low == "out" else board[:-3]
                return [(board + [self.made("is", sent[k]), self.made("on", sent[k]), self.made("the", sent[k]),
                                  self.made("battlefield", sent[k])], False)] + self.conditions(sent[k + 1:], q)
        if q and w[0] in QUESTION_START:
            said = survive_spell(self, sent)   # "Does X survive a Wrath of God?" (kb.engine.ask.prose_survive)
            if said is not None:
                sent, w = said, [t.low for t in said]
                free = [not (t.quoted or self.protected(t)) for t in sent]
            for k in range(2, len(w) - 1):
                if w[k] in ("if", "when", "after", "once") and free[k]:
                    self.changed = True
                    cond = self.combat_ends(sent[k + 1:]) if w[k] == "after" else sent[k + 1:]
                    if w[k] in ("after", "once"):      # "… after the Disfigure resolves?" (.prose_resolves)
                        self.resolve_conds.add(cond[0].start)
                    chosen = self.copy_choice(sent[:k], cond)
                    if chosen is not None:   # "Does Clever Impersonator trigger prowess if you copy an artifact?"
                        return [(sent[:k] + chosen, q)]
                    # "Does my Craw Wurm survive if my opponent casts Lightning Bolt on it?": "it" is the Wurm
                    named = next(((j, n) for j in range(1, k) for n in [self.card_at(sent, j)[0]] if n), None)
                    if named and any(x.low in ("it", "its") for x in cond):
                        j, n = named
                        # whose it is goes with it: "Does his Grizzly Bears die if I cast Lightning Bolt on it?"
                        while j > 1 and (sent[j - 1].low in TAIL_POSSESSIVES or sent[j - 1].low.endswith("'s")):
                            j -= 1
                        whose, name = sent[j:named[0]], join_toks(sent[named[0]:named[0] + n])
                        cond = [y for x in cond for y in ([x] if x.low not in ("it", "its") else [
                            self.made(t.text, x) for t in whose] + [self.made(name + ("'s" if x.low == "its" else ""), x)])]
                    return self.conditions(cond, False) + [(sent[:k], q)]
        for k in range(1, len(w) - 1):
            if not free[k]:
                continue
            if w[k] == "while":
                self.changed = True
                return self.conditions(sent[:k], q) + [(sent[k + 1:], False)]
            if w[k] == "after" and k + 2 < len(w) and any(x in ("came", "comes", "entered", "enters", "resolved") for x in w[k + 1:]):
                self.changed = True
                return self.conditions(sent[k + 1:], False) + self.conditions(sent[:k], q)
            if w[k] == "with" and (not q or w[-1] in ("out", "play", "battlefield", "table")) and k > 1 and w[k - 1] not in ("block", "blocks", "attack", "attacks", "responds",
                                                                         "respond"):
                tail = w[k + 1:]
                for place in BATTLEFIELD_PLACES:
                    n = len(place)
                    if len(tail) > n and tuple(tail[-n:]) == place and self.card_at(sent, k + 1 + (tail[0] in ("a", "an")))[0]:
                        self.changed = True
                        board = sent[k + 1:] if place == ("on", "the", "battlefield") else \
                            sent[k + 1:len(sent) - n] + [self.made("on", sent[-1]), self.made("the", sent[-1]),
                                                         self.made("battlefield", sent[-1])]
                        are = self.made("are", sent[k])
                        i = len(board) - 3
                        return [(self.whose_with(sent[:k], board[:i]) + [are] + board[i:], False)] + \
                            self.conditions(sent[:k], q)
        if q and w[0] not in QUESTION_START:
            # "I'm at 5, what's my life after combat?": a statement, then the question after a comma
            k = next((k for k in range(2, len(w) - 2) if w[k] == "," and free[k] and w[k + 1] in SECOND_QUESTION), None)
            if k is not None:
                self.changed = True
                return self.conditions(sent[:k], False) + self.conditions(sent[k + 1:], q)
        return [(sent, q)]

    def whose_with(self, clause: list[PTok], board: list[PTok]) -> list[PTok]:
        """"My opponent is at 5 life with Platinum Angel on the battlefield": the permanents said with a player are
        that player's, unless their own words say whose ("… with my Ensnaring Bridge out"). Only a clause whose subject
        is a player named outright ("my opponent", "I"); "he", "she", "they" are left as said."""
        who = next((p for ws, p in PROSE_SUBJECTS if tuple(x.low for x in clause[:len(ws)]) == ws), None)
        if who != "opponent" or not board or board[0].low in ("my", "your", "his", "her", "their", "its") \
                or board[0].low.endswith("'s"):
            return board
        lead = 1 if board[0].low in ("a", "an", "the") else 0
        return [self.made("opponent's", board[0])] + board[lead:]

    def combat_ends(self, cond: list[PTok]) -> list[PTok]:
        """"… after combat", "after the combat": once this turn's combat is over (its end, 511), not the next beginning
        of combat the step word "combat" alone means (the next turn's, once this one's has begun). "… after EOT", "after
        the end step", "after end of turn": once the turn is over, its cleanup step done ("until end of turn" effects
        end and damage is removed, 514.2): ``end turn``, never the end step (513.1) "EOT, …" alone means ("who controls
        the wurm after EOT?" after an Act of Treason was "you"). Said with whose turn ("after my end step") it is not
        read (whose turn comes next is not said here)."""
        w = [t.low for t in cond]
        if w in (["combat"], ["the", "combat"], ["this", "combat"]):
            return [self.made("end", cond[0]), self.made("of", cond[0]), self.made("combat", cond[-1])]
        k = 1 if w[:1] == ["combat"] else 2 if w[:2] in (["the", "combat"], ["this", "combat"]) else 0
        if k and re.fullmatch(r"on (?:my|his|her|their|your|(?:my |the |your )?opponent's) turn", " ".join(w[k:])):
            # "after combat on my turn": the end of that turn's combat, the turn said after it (ask57: it was read as
            # "combat on my turn", the beginning of combat, the word "after" lost)
            return [self.made("end", cond[0]), self.made("of", cond[0]), self.made("combat", cond[k - 1])] + cond[k:]
        said = " ".join(w)
        if cond and not any(t.quoted for t in cond) and _TURN_OVER.fullmatch(said):
            self.notes.append(f"after {join_toks(cond)!r}: once the turn is over, its cleanup step done (514.2)")
            return [self.made("end", cond[0]), self.made("turn", cond[-1])]
        if cond and _TURN_OVER_WHOSE.fullmatch(said):
            raise AskError(f"after {join_toks(cond)!r}: once that turn is over; whose turn it is then is not read here "
                           "(in steps: 'end turn' then the question)", self.q, cond[0].start, cond[-1].end)
        return cond

    def one_of_them(self, toks: list[PTok]) -> list[PTok]:
        """"Two Isamaru, one has 0 toughness": that many of one creature card, one of them (the last, as they are
        alike) entering with the toughness said, as -1/-1 counters (122.1; 704.5f sees only the toughness). Only for a
        card whose text says nothing of counters (persist, undying and the like would see the counters)."""
        w = [t.low for t in toks]
        count = number_word(w[0]) if w and w[0] not in ("a", "an", "one", "once", "twice", "thrice") else None
        if count is None or not 2 <= count <= 20:
            return toks
        n, d = self.card_at(toks, 1)
        if not n or d is None:
            return toks
        m = re.fullmatch(r", (?:and )?(?:one|one of them) (?:has|with|is at) (\d{1,2}) toughness", " ".join(w[1 + n:]))
        if not m or "Creature" not in types_of(d) or any(re.search(r"counter", str((self.lex.card(x) or {}).get("text") or ""),
                                                                  re.I) for x in [d["name"]] + self.lex.names_in(self.q)):
            return toks              # a card of the question reads counters: -1/-1 counters could change the answer
        try:
            k = int(str(d.get("toughness"))) - int(m.group(1))
        except ValueError:
            return toks
        if k <= 0:
            return toks
        name = [self.made(d["name"], toks[1], toks[n])]
        out: list[PTok] = []
        for j in range(count):
            if j:
                out.append(self.made("and", toks[0]))
            out += [self.made(x.text, x) for x in name]
        tail = toks[1 + n:]
        out += [self.made("with", tail[0]), self.made(str(k), tail[-1]), self.made("-1/-1", tail[-1]),
                self.made("counters", tail[-1])]
        self.notes.append(f"{m.group(1)} toughness read as {d['name']} #{count} entering with {k} -1/-1 counters: the "
                          "state-based actions see only the toughness (704.5f)")
        return out

    def and_clause(self, cur: list[PTok], toks: list[PTok], j: int) -> bool:
        """Whether "and" at toks[j-1] starts another clause: the clause so far has its verb, and what follows is a
        player who acts ("I animate", "my opponent Naturalizes"), "keep …", "the turn ends", or an object said first
        that does something ("the Bears dies", "is blocked by")."""
        c = [x.low for x in cur]
        r = [x.low for x in toks[j:j + 8]]
        if re.match(r"(?:(?:i |you |we )?(?:pass|passes|end|ends) (?:the |my |your |their )?turn|the turn (?:ends|passes))\b",
                    " ".join(r)):
            return True                  # "I Giant Growth my Storm Crow and pass the turn"
        if not any(x in CLAUSE_VERBS or x in PROSE_VERBS for x in c[1:]) and c[:1] != ["i'm"] or "in" in c[:2]:
            return False
        if not r or compound_subject(self, cur, toks, j):   # "his X and Y are …": one subject (.prose_lists)
            return False
        if list_subject(self, toks, j, CLAUSE_VERBS):   # "… and his X and Y are …": a new clause's subject
            return True
        if r[0] in ("i", "you", "he", "she", "they", "opponent", "i'm", "you're", "he's", "she's", "they're") or \
                r[:2] in (["my", "opponent"], ["your", "opponent"]):
            return True
        if r[:2] in (["the", "turn"], ["turn", "ends"]) or r[:2] == ["is", "blocked"]:
            return True
        i = 0
        while i < len(r) and r[i] in ("my", "your", "opponent's", "the", "a", "an"):
            i += 1
        n = self.card_at(toks, j + i)[0]
        if not n and i and r[0] == "the" and i < len(r):
            before = self.lex.names_in(self.q[:toks[j].start])
            n = 1 if any(fold_key(b).split()[-1] == r[i] for b in before) else 0
        if n and i + n < len(r) and r[i + n] in ("came", "entered", "was") and ("first" in r or "last" in r):
            return False                 # "… and Humility came first": the order of the board said before
        return bool(n) and i + n < len(r) and r[i + n] in CLAUSE_VERBS


def read_prose(question: str, lex: Lexicon, edition: str) -> ProseReading | None:
    """The question rewritten into the step language, or None when it has nothing of prose."""
    try:
        return ProseReader(question, lex, edition).read()
    except AskError:
        raise
    except (ValueError, IndexError, KeyError, TypeError, AttributeError):   # never a traceback: read it as steps
        return None
