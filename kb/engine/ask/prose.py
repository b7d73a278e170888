"""The prose reader: a judge's sentences rewritten into the step language.

"I control Glorious Anthem and my opponent casts Turn to Frog on my Grizzly Bears. What are its power and
toughness?" is rewritten, clause by clause, into "Glorious Anthem; opponent casts Turn to Frog on my Grizzly
Bears; show Grizzly Bears", which :mod:`.steps` reads. Only words it understood are replaced (a sentence's
end, a subject, "are on the battlefield", a question); every other word is passed on as written, so what
still cannot be read is an error naming it, at its place in the question.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .lexicon import (AND_VERBS, ARTICLE_BEFORE, AskError, BATTLEFIELD_PLACES, CLAUSE_VERBS, COLOUR_WORDS,
                      DAMAGE_PASSIVE, DEFINITION_CLAUSE, DESTROYED, FIELDS_RE, GAME_WORDS, IMPERATIVE, LEAD_WORDS,
                      Lexicon, MAX_NAME_WORDS, NOT_NAMES, NOT_POSSESSIVE, NO_BLOCKS, ON_IT, OPTION_WORDS, ORDINALS,
                      OUTCOME_WORDS, PERMANENT_TYPES, PRONOUNS, PROSE_FILLERS, PROSE_SUBJECTS, PROSE_VERBS,
                      QUESTION_START, QUESTION_TAIL, SAY_NEXT, SOFT_FILLERS, SOFT_NEXT, SPELL_WORDS, STAND_IN_KINDS,
                      WEARS, WITH_VERBS, fold, fold_key, number_word, yes_no_field)
from .statements import player_statement
from .cursor import subtypes_of, types_of
from .steps import split_pieces, StepCompiler


@dataclass
class _PTok:
    text: str            # as the rewritten question says it
    low: str             # folded (for matching)
    start: int           # the words of the question it stands for
    end: int
    glue: bool = False   # written without a space before it (punctuation, "'s")
    quoted: bool = False
    made: bool = False   # a word of the rewriting, not the question's own
    bracket: int = 0     # the editorial [brackets] it was written in (their number, from 1), 0 for none


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


def _prose_tokens(text: str) -> list[_PTok] | None:
    # editorial brackets ("[My opponent] casts …", "it [the Bears] dies"): their words are read, the brackets not
    # (ProseReader.brackets says what a bracket after a pronoun or a card's name means)
    groups = [(m.start(), m.end()) for m in re.finditer(r"\[[^\[\]]*\]", text)]
    text = re.sub(r"[\[\]]", " ", text)
    folded = fold(text)
    if folded.count('"') % 2:
        return None                     # an open quote: the step reader says where
    out: list[_PTok] = []
    for m in re.finditer(r'"[^"]*"|\n|[^\s"]+', folded):
        s, e = m.start(), m.end()
        raw, low = text[s:e], m.group(0)
        if low.startswith('"'):
            out.append(_PTok(raw, low, s, e, quoted=True))
            continue
        if low == "\n":
            out.append(_PTok("\n", "\n", s, e, glue=True))
            continue
        p = re.search(r"[,;:.?!]+$", low)
        k = p.start() if p else len(low)
        word = low[:k]
        if word:
            if word.endswith("'s") and len(word) > 2 and word not in NOT_POSSESSIVE:
                out.append(_PTok(raw[:k - 2], word[:-2], s, s + k - 2))
                out.append(_PTok(raw[k - 2:k], "'s", s + k - 2, s + k, glue=True))
            elif word.endswith("s'") and len(word) > 2:         # "Grizzly Bears' power"
                out.append(_PTok(raw[:k - 1], word[:-1], s, s + k - 1))
                out.append(_PTok(raw[k - 1:k], "'s", s + k - 1, s + k, glue=True))
            else:
                out.append(_PTok(raw[:k], word, s, s + k))
        if p:
            out.append(_PTok(raw[k:], low[k:], s + k, e, glue=bool(word) or bool(out)))
    for t in out:
        t.bracket = next((g for g, (a, b) in enumerate(groups, 1) if a <= t.start < b), 0)
    return out


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


class ProseReader:
    def __init__(self, question: str, lex: Lexicon, edition: str):
        self.q = question
        self.lex = lex
        self.edition = edition
        self.changed = False
        self.out: list[_PTok] = []
        self.yes_no: list = []
        self.board_first: list = []     # (name tokens, question span): cards the question asks about, not said before
        self.notes: list[str] = []
        self.sentences_read = 0
        self.turn: list | None = None      # "it's my opponent's turn": the words
        self.clause_toks: list = []     # (first, end) of each clause's tokens in self.out, its words in the question
        self.clause_board: list = []    # per clause: "board", "ordered" or "" (ProseReading.board)
        # the clause being read says what is on the battlefield / in what order / a player's life or poison counters
        self.board_clause = self.ordered_clause = self.statement_clause = False
        folded = fold(question)
        self.two_players = not re.search(r"\bplayers\b|\b\d+-player\b", folded)
        self.protect = _protected_spans(question, lex)
        self.opponent_named = bool(re.search(r"\bopponent|\bthe other player\b", folded))
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

    def protected(self, t: _PTok) -> bool:
        return any(a <= t.start < b for a, b in self.protect)

    # splitting ----------------------------------------------------------------------------------------------
    def sentences(self, toks: list[_PTok]) -> list[tuple[list[_PTok], bool]]:
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
        return [(s, q) for s, q in out if s]

    def _subject_at(self, toks: list[_PTok], k: int) -> int:
        for ws, _who in PROSE_SUBJECTS:
            n = len(ws)
            if [t.low for t in toks[k:k + n]] == list(ws) and k + n < len(toks) and (
                    toks[k + n].low in PROSE_VERBS or _is_spell(self.spell_at(toks, k + n)[1])):
                return n             # "I cast …", "they Counterspell it" (a card's name as the verb)
        return 0

    def clauses(self, toks: list[_PTok]) -> list[list[_PTok]]:
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
                cur = []
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
            # "A attacks and it's unblocked", "... and no one blocks"
            if low == "and" and cur and re.match(NO_BLOCKS, " ".join(x.low for x in toks[k + 1:])):
                out.append(cur)
                cur = []
                k += 1
                self.changed = True
                continue
            # "my opponent controls X and casts Y", "… and has 0 life": the same subject goes on
            if low == "and" and cur and k + 1 < len(toks) and (toks[k + 1].low in AND_VERBS or player_statement(
                    [x.low for x in toks[k + 1:]]) is not None):
                j = 0
                while j < len(cur) and j < 4 and cur[j].low in LEAD_WORDS:
                    j += 1
                n = self._subject_at(cur, j)
                if n:
                    out.append(cur)
                    cur = [self.made(x.text, x) for x in cur[j:j + n]]
                    k += 1
                    continue
            # "X is out and I animate Y", "X is on Y and the Bears dies": after a clause that has its verb, "and"
            # and a subject or an object that does something starts another clause
            if low == "and" and cur and self.and_clause(cur, toks, k + 1):
                out.append(cur)
                n = self.card_at(cur, 0)[0]
                # "X attacks and is blocked by Y": the same subject goes on
                cur = [self.made(x.text, x) for x in cur[:n]] if toks[k + 1].low == "is" and n else []
                k += 1
                self.changed = True
                continue
            if low == "and" and cur and k + 1 < len(toks) and _is_spell(self.spell_at(toks, k + 1)[1]) and \
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
                if low == "," and j < len(toks) and toks[j].low == "and":
                    j += 1
                if self._subject_at(toks, j) or [x.low for x in toks[j:j + 2]] == ["in", "response"]:
                    out.append(cur)
                    cur = []
                    k = j
                    self.changed = True
                    continue
            cur.append(t)
            k += 1
        out.append(cur)
        return [c for c in out if c]

    # helpers ------------------------------------------------------------------------------------------------
    def made(self, text: str, a: _PTok, b: _PTok | None = None, glue: bool = False) -> _PTok:
        self.changed = True
        return _PTok(text, fold(text), a.start, (b or a).end, glue=glue, made=True)

    def card_at(self, toks: list[_PTok], k: int) -> tuple[int, dict | None]:
        """The longest card name starting at toks[k] (a KB name or a face's): (tokens, definition)."""
        for j in range(min(len(toks), k + MAX_NAME_WORDS), k, -1):
            if any(x.quoted or (x.low and x.low[0] in ".?!;" and not self.protected(x)) for x in toks[k:j]):
                continue
            d = self.lex.card(_join(toks[k:j]).rstrip(",:"))
            if d is not None:
                return j - k, d
        t = toks[k] if k < len(toks) else None
        if t is not None and not t.quoted and t.text[:1].isupper() and t.low not in NOT_NAMES:
            d = self.lex.short_name(t.text)      # "Two Isamaru": a legend's short name (Isamaru, Hound of Konda)
            if d is not None:
                return 1, d
        return 0, None

    def strip_articles(self, toks: list[_PTok]) -> list[_PTok]:
        """'a Glorious Anthem and an Island': the articles before card names are not part of them."""
        out = []
        k = 0
        while k < len(toks):
            t = toks[k]
            first = k == 0 or toks[k - 1].low in ("and", ",", "&")
            if first and t.low in ("a", "an", "the") and k + 1 < len(toks) and not toks[k + 1].low in ("face-down",) \
                    and self.card_at(toks, k)[0] == 0 and self.card_at(toks, k + 1)[0]:
                self.changed = True
                k += 1
                continue
            count = number_word(t.low) if first and t.low not in ("a", "an", "once", "twice", "thrice") else None
            if count is not None and 2 <= count <= 20 and k + 1 < len(toks):
                n, d = self.card_at(toks, k + 1)
                if d is None:            # "two Glorious Anthems": the plural of a card's name
                    n, d = self.spell_at(toks, k + 1)
                    if d is not None and not fold(_join(toks[k + 1:k + 1 + n])).endswith("s"):
                        n, d = 0, None
                if d is not None and types_of(d) & PERMANENT_TYPES:
                    # "two Grizzly Bears": that many, one after another (the second is 'Grizzly Bears #2')
                    name = toks[k + 1:k + 1 + n]
                    if fold_key(_join(name)) != fold_key(d["name"]):       # the plural: the card's own name
                        name = [_PTok(d["name"], fold(d["name"]), name[0].start, name[-1].end, made=True)]
                    for j in range(count):
                        if j:
                            out.append(self.made("and", t))
                        out += [self.made(x.text, t if j == 0 else x, toks[k + n], glue=x.glue) for x in name]
                    k += 1 + n
                    continue
            out.append(t)
            k += 1
        return out

    # one clause -------------------------------------------------------------------------------------------------
    def clause(self, toks: list[_PTok], question: bool) -> list[_PTok]:
        toks = self.fillers(toks)
        toks = self.players(toks)
        if not toks:
            return toks
        toks = self.shorten(toks)
        toks = self.articles(toks)
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
            return self.ask(toks)
        got = self.board(toks)
        if got is not None:
            self.board_clause = True
            return got
        return self.action(toks)

    def fillers(self, toks: list[_PTok]) -> list[_PTok]:
        again = True
        while again and toks:
            again = False
            w = [t.low for t in toks]
            for f in PROSE_FILLERS:
                n = len(f)
                if tuple(w[:n]) == f:
                    if n == 1 and f[0] in SOFT_FILLERS and len(w) > 1 and w[1] not in SOFT_NEXT:
                        continue             # "next turn", "first main phase": words of the step language
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

    def players(self, toks: list[_PTok]) -> list[_PTok]:
        out: list[_PTok] = []
        k = 0
        while k < len(toks):
            t = toks[k]
            nxt = toks[k + 1].low if k + 1 < len(toks) else None
            if t.quoted:
                out.append(t)
            elif t.low in ("my", "the", "your") and nxt in ("opponent", "opponent's"):
                out.append(self.made(toks[k + 1].text, t, toks[k + 1]))
                k += 1
            elif t.low == "my" and nxt == "opponent" and k + 2 < len(toks) and toks[k + 2].low == "'s":
                out.append(self.made("opponent", t, toks[k + 1]))
                k += 1
            elif t.low in ("the", "my") and nxt == "other" and k + 2 < len(toks) and toks[k + 2].low in ("player",
                                                                                                          "player's"):
                out.append(self.made("opponent" + ("'s" if toks[k + 2].low.endswith("'s") else ""), t, toks[k + 2]))
                k += 2
            elif self.two_players and t.low in ("their", "his", "her") and nxt not in (
                    "owner's", "owner", "owners", "controller", "controller's", "own", None):
                out.append(self.made("opponent's", t))
            elif self.two_players and t.low in ("he", "she", "they") and nxt in PROSE_VERBS and nxt not in (
                    "attack", "attacks", "block", "blocks", "is", "are", "have", "has") or \
                    self.two_players and t.low in ("he", "she") and nxt in ("has", "is", "attacks", "blocks"):
                out.append(self.made("opponent", t))
            elif self.two_players and t.low == "them" and k > 0 and (toks[k - 1].low in (
                    "targeting", "target", "at", "attacks", "attack", "hit", "hits", "burn", "burns", "shoot") or self.spell_at(toks[:k], k - 1)[0]) \
                    and self.opponent_named:
                out.append(self.made("opponent", t))
            elif self.two_players and t.low == "they" and self.opponent_named and (
                    nxt in ("lose", "win", "respond", "responds", "block", "cast", "control", "counter", "tap", "activate",
                            "sacrifice", "play") or
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

    def shorten(self, toks: list[_PTok]) -> list[_PTok]:
        """"Urborg" after "Urborg, Tomb of Yawgmoth" was named: the same card (a shortened name)."""
        if not self.short:
            return toks
        out: list[_PTok] = []
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

    # "X and Y are on the battlefield", "I control X", "there is a Y" -------------------------------------------
    def board(self, toks: list[_PTok]) -> list[_PTok] | None:
        w = [t.low for t in toks]
        if w[:1] in (["opponent"], ["you"], ["i"]):
            said = player_statement(w[1:])
            if said is not None and said[1] == len(w) - 1:
                self.statement_clause = True
                return toks          # "opponent has 0 life", "I have 9 poison counters": a player's statement
        who = None
        lead = 0
        if w[:2] in (["there", "is"], ["there", "are"]) or w[:1] == ["there's"]:
            lead = 1 if w[0] == "there's" else 2
        elif w[:2] in (["you", "control"], ["you", "have"], ["you", "controls"], ["i", "control"], ["i", "have"]):
            lead = 2
            who = "you"
        elif w[:2] in (["opponent", "controls"], ["opponent", "has"], ["opponent", "control"], ["opponent", "have"]):
            if len(w) > 3 and number_word(w[2]) is not None and w[3] in ("cards", "card"):
                return None
            if "in" in w[2:] and any(z in w for z in ("hand", "graveyard", "library", "exile")):
                i = w.index("in", 2)
                return toks[2:i] + [toks[i]] + [self.made("opponent's", toks[i + 1]) if w[i + 1] in (
                    "opponent's", "their", "his", "her") else toks[i + 1]] + toks[i + 2:]
            lead = 2
            who = "opponent"
        locs = BATTLEFIELD_PLACES + (("onto", "the", "battlefield"),)
        where = None                      # (index of the place words, their length)
        for i in range(lead, len(w)):
            for loc in locs:
                if tuple(w[i:i + len(loc)]) == loc:
                    where = (i, len(loc))
                    break
            if where:
                break
        if lead:
            if w[lead:lead + 1] == ["both"]:
                lead += 1
            items = toks[lead:where[0]] if where else toks[lead:]
        else:
            # "X and Y are (both) on the battlefield"
            if where is None:
                return None
            i = where[0]
            while i > 0 and w[i - 1] in ("both", "still", "already", "all"):
                i -= 1
            if i < 2 or w[i - 1] not in ("is", "are", "remain", "remains", "sit", "sits"):
                return None
            items = toks[:i - 1]
        rest = toks[where[0] + where[1]:] if where else []
        ctl = None
        again = True
        while again and rest:
            again = False
            r = [t.low for t in rest]
            for ws, c in ((("under", "my", "control"), "you"), (("under", "your", "control"), "you"),
                          (("under", "opponent's", "control"), "opponent"), (("controlled", "by", "opponent"), "opponent"),
                          (("controlled", "by", "me"), "you"), (("under", "the", "opponent's", "control"), "opponent"),
                          (("at", "the", "same", "time"), None), (("together",), None), (("both",), None)):
                if tuple(r[:len(ws)]) == ws:
                    rest = rest[len(ws):]
                    ctl = c or ctl
                    again = True
                    break
        if not items:
            return None
        self.changed = True
        items, rest = self.came_first(items, rest)
        items = self.strip_articles(items)
        if where is not None or lead:
            self.permanents_only(items)
        who = ctl or who
        head = [self.made("opponent", toks[0]), self.made("controls", toks[0])] if who == "opponent" else []
        return head + items + rest

    def permanents_only(self, items: list[_PTok]) -> None:
        """What is on the battlefield is a permanent: an instant or sorcery named there is an error (110.4)."""
        w = [t.low for t in items]
        if "in" in w:
            return
        k = 0
        while k < len(items):
            if k == 0 or w[k - 1] in ("and", ",", "&"):
                j = k
                while j < len(items) and w[j] in ("my", "your", "opponent's", "a", "an", "the"):
                    j += 1
                n, d = self.card_at(items, j)
                if d is not None and types_of(d) and not types_of(d) & PERMANENT_TYPES:
                    kinds = " ".join(sorted(types_of(d))).lower()
                    art = "an" if kinds[:1] in "aeiou" else "a"
                    raise AskError(f"{d['name']} is {art} {kinds} card: it cannot be on the battlefield (only permanents are, "
                                   "110.4); cast it instead", self.q, items[j].start, items[j + n - 1].end)
                k = max(j + n, k + 1)
            else:
                k += 1

    # actions ------------------------------------------------------------------------------------------------------
    def action(self, toks: list[_PTok]) -> list[_PTok]:
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
            elif r[k:k + 1] == ["by"] and _is_spell(self.spell_at(rest, k + 1)[1]):
                # "they respond by Unsummoning it": the card's name as a verb, then what it targets
                n_card, d = self.spell_at(rest, k + 1)
                head = [self.made("in", rest[0]), self.made("response", rest[0]), self.made(",", rest[0], glue=True)]
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
            head = [self.made("in", rest[0]), self.made("response", rest[0]), self.made(",", rest[0], glue=True)]
            who = subj_toks if subj not in (None, "you") else []
            return head + who + [self.made(verb if who else verb[:-1], rest[0], rest[k - 1])] + rest[k:]
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
                    if subj not in (None, "you"):
                        verb += "s"
                    who = subj_toks if subj not in (None, "you") else []
                    more = self.options(rest[k + n_card:])
                    if more and more[0].low in ("targeting", "at") and re.search(r"\bcopy\b", str(d.get("text") or ""),
                                                                              re.I):
                        # "copies it with Reverberate targeting me": the copy's new target (707.10c)
                        more = [self.made("with", more[0]), self.made("new", more[0]), self.made("target", more[0])] \
                            + more[1:]
                    return (who + [self.made(verb, rest[0], rest[i])] + rest[k:k + n_card]
                            + [self.made("targeting", rest[0])] + rest[1:i] + more)
        # "cast Reverberate copying Fling": a spell that copies targets the spell
        if "copying" in r:
            i = r.index("copying")
            k = 1 if r and r[0] in ("cast", "casts") else 0
            n_card, d = self.card_at(rest, k)
            if d is not None and k + n_card == i and not types_of(d) & PERMANENT_TYPES and \
                    re.search(r"\bcopy target\b", str(d.get("text") or ""), re.I):
                rest = rest[:i] + [self.made("targeting", rest[i])] + rest[i + 1:]
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

    def options(self, toks: list[_PTok]) -> list[_PTok]:
        """", targeting X": a comma before an option of the same step is not a step's end."""
        out = []
        for k, t in enumerate(toks):
            if t.low == "," and k + 1 < len(toks) and toks[k + 1].low in OPTION_WORDS:
                self.changed = True
                continue
            out.append(t)
        return out

    # questions --------------------------------------------------------------------------------------------------
    def ask(self, toks: list[_PTok]) -> list[_PTok]:
        s, at = _lows(toks)
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
        m = re.fullmatch(r"(?:does|did|will|would) (.+?) (?:turn|make|change) (.+?) into (an? .+)", s)
        if m and self.card_at(span0 := [t for t, a in zip(toks, at) if m.start(1) <= a < m.end(1)], 0)[0] == len(span0):
            # "Does Blood Moon turn my basic Forest into a Mountain?": with Blood Moon there, is the Forest a Mountain
            d = self.card_at(span0, 0)[1]
            if fold_key(d["name"]) not in fold_key(_join(self.out)):
                self.board_first.append(([self.made(d["name"], span0[0], span0[-1])], span0[0].start, span0[-1].end))
            obj = [t for t, a in zip(toks, at) if m.start(2) <= a < m.end(2) and t.low not in ("basic", "nonbasic")]
            what = [t for t, a in zip(toks, at) if a >= m.start(3)]
            return self.ask([self.made("is", toks[0])] + obj + what)
        got = self.ask_plain(toks)
        if got is not None:
            pre = self.after_combat(toks)
            return pre[:len(pre) - len(toks)] + got
        toks = self.pronouns(toks)
        toks = self.owned(toks)
        toks = self.after_combat(toks)
        s, at = _lows(toks)

        def span(g: int, mm) -> list[_PTok]:
            return [t for t, a in zip(toks, at) if mm.start(g) <= a < mm.end(g)]

        def show(*parts) -> list[_PTok]:
            out = [self.made("show", toks[0])]
            for k, part in enumerate(parts):
                if k:
                    out.append(self.made("and", toks[0]))
                out += self.whose(part)
            return out

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
            if m.group(1):
                target = span(1, m)
                if [t.low for t in target] in (["opponent"], ["you"], ["me"], ["each", "player"]):
                    return show(target + [self.made("'s", target[-1], glue=True), self.made("life", target[-1])]) \
                        if target[0].low == "opponent" else show([self.made("life", target[0])])
                return show(target)
            return show([self.made("all", toks[0])], [self.made("life", toks[0])])
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
        m = re.fullmatch(r"how much damage (?:does|did|will|would) (.+?) deal(?: to (.+?))?", s)
        if m:
            if m.group(2):
                target = span(2, m)
                if target[0].low in ("opponent",):
                    return show(target + [self.made("'s", target[-1], glue=True), self.made("life", target[-1])])
                return show(target)
            return show([self.made("all", toks[0])], [self.made("life", toks[0])])
        m = re.fullmatch(r"(?:what (?:is|are|'s) )?(?:the )?life totals?|what are the life totals|how much life "
                         r"(?:does each player|do the players|do both players) have", s)
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

    def pronouns(self, toks: list[_PTok]) -> list[_PTok]:
        """'it', 'its', 'that creature' in a question about a permanent: the last permanent named before."""
        w = [t.low for t in toks]
        if not any(x in ("it", "its", "it's", "that", "this", "the") for x in w) or set(w) & SPELL_WORDS:
            return toks
        out: list[_PTok] = []
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

    def last_permanent(self, before: int, kind: str | None = None) -> str | None:
        """The permanent named last in the steps read so far (compiled as the step reader reads them); with
        ``kind`` ("creature"), the last one of that card type if there is one."""
        c = self.compiled_so_far()
        if c is None:
            return None
        names: list = []
        cards: dict = {}
        for st in c.steps:
            step_kind = next(iter(st))
            v = st[step_kind]
            for item in (v if isinstance(v, list) else [v]):
                if isinstance(item, str):
                    names.append(item)
                elif isinstance(item, dict):
                    names.append(item.get("as") or item.get("card"))
                    if item.get("as") and item.get("card"):
                        cards[item["as"]] = item["card"]
                    for key in ("targets", "sacrifice", "to", "attached_to"):
                        x = item.get(key)
                        names += x if isinstance(x, list) else [x]
            if step_kind == "block" and isinstance(v, dict):
                names += list(v)
        perms = [n for n in names if isinstance(n, str) and n in c.ctl]
        animated = {st["activate"].get("card") for st in c.steps if isinstance(st.get("activate"), dict)
                    and "becomes" in str(st["activate"].get("ability") or "")}      # "I animate Mutavault"
        if kind and perms:
            def types(alias: str) -> set:
                card = cards.get(alias) or re.sub(r" #\d+$", "", alias)
                d = c._defined(card) or self.lex.card(card) or {}
                # "activated": it has an activated ability (a cost, a colon: 602.1), what "activate it" can mean
                return {t.lower() for t in types_of(d)} | ({"activated"} if re.search(
                    r"^[^\n\"]*\}[^\n\"]*:", str(d.get("text") or ""), re.M) else set())
            of_kind = [n for n in perms if kind in types(n) or kind == "creature" and n in animated]
            perms = of_kind or perms
        return perms[-1] if perms else None

    def compiled_so_far(self):
        """The clauses read so far, compiled by the step reader (None if they cannot be read)."""
        text = _join(self.out)
        if not text.strip():
            return None
        cache = self.__dict__.setdefault("_so_far", {})
        if text not in cache:
            try:
                c = StepCompiler(text, self.lex, self.edition)
                c.compile(split_pieces(text, self.lex))
            except AskError:
                c = None
            cache[text] = c
        return cache[text]

    def permanents_named(self, toks: list[_PTok]) -> bool:
        """"Platinum Angel and Grizzly Bears": a clause of permanents' names only (they enter: part of the board)."""
        k = 0
        while k < len(toks):
            n, d = self.card_at(toks, k)
            if d is None or not types_of(d) & PERMANENT_TYPES:
                return False
            k += n
            if k < len(toks) and toks[k].low not in ("and", ","):
                return False
            k += 1
        return bool(toks)

    def hoist_board(self, kinds: list[bool], said: list[bool]) -> None:
        """A sentence saying what a player controls ("my opponent controls X", "there is a Y") describes the
        board the question starts from, wherever it is said: "I cast a spell destroying all creatures. My opponent
        controls a creature." means the creature is there when the spell resolves. Such clauses said after the
        first action or question are moved before it (in their order), with a note."""
        if len(kinds) != len(self.clause_toks):
            return
        # A card the question defines ('"Cub" is a 2/2 green Bear creature') is set up with the board: the
        # board's statements may name it, so they don't move before it.
        board = list(kinds)
        kinds = [b or bool(DEFINITION_CLAUSE.match(self.q[x:y])) or self.permanents_named(self.out[a:z])
                 for b, (a, z, x, y) in zip(kinds, self.clause_toks)]
        n = len(kinds)
        first_other = next((k for k, b in enumerate(kinds) if not b), n)
        moved = any(board[first_other:])
        start = list(range(first_other)) + [k for k in range(first_other, n) if kinds[k] and moved]
        # a player's life or poison counters are said of the whole board: set once its permanents are there
        # (a state-based action sees them together, 704.3)
        order = [k for k in start if not said[k]] + [k for k in start if said[k]] + \
            [k for k in range(first_other, n) if not (kinds[k] and moved)]
        if order == list(range(n)):
            return
        pieces = [self.out[a:b] for a, b, _, _ in self.clause_toks]
        out: list[_PTok] = []
        spans = []
        for k in order:
            got = pieces[k]
            if out:
                out.append(_PTok(";", ";", got[0].start, got[0].start, glue=True, made=True))
            first = len(out)
            out.extend(got)
            spans.append((first, len(out), self.clause_toks[k][2], self.clause_toks[k][3]))
        new_index = {old: new for new, old in enumerate(order)}
        self.out = out
        self.clause_toks = spans
        self.clause_board = [self.clause_board[k] for k in order]
        self.yes_no = [(new_index.get(k, k), obj, kind) for k, obj, kind in self.yes_no]
        self.changed = True
        self.notes.append("what a player controls describes the board the question starts from: read before the "
                          "actions" if moved else "a player's life and poison counters are those of the board the "
                          "question starts from: set once its permanents are there")

    # the whole question --------------------------------------------------------------------------------------------
    def read(self) -> ProseReading | None:
        toks = _prose_tokens(self.q)
        if not toks:
            return None
        if re.search(r"[\[\]]", self.q):
            self.changed = True
            toks = self.brackets(toks)
        sentences = self.sentences(toks)
        self.sentences_read = len(sentences)
        kinds: list[bool] = []           # whether each clause read says what is on the battlefield
        said: list[bool] = []            # whether it is a player's statement ("opponent has 0 life")
        parts = [(part, pq) for sent, q in sentences for part, pq in self.conditions(sent, q)]
        for sent, q in parts:
            for cl in self.clauses(sent):
                self.board_clause = self.ordered_clause = self.statement_clause = False
                got = self.clause(self.plain(cl) if not q else cl, q)
                if got:
                    if self.out:
                        self.out.append(_PTok(";", ";", got[0].start, got[0].start, glue=True, made=True))
                    first = len(self.out)
                    self.out.extend(got)
                    self.clause_toks.append((first, len(self.out), cl[0].start, cl[-1].end))
                    kinds.append(self.board_clause)
                    said.append(self.statement_clause)
                    self.clause_board.append(("ordered" if self.ordered_clause else "board")
                                             if kinds[-1] else "")
        self.hoist_board(kinds, said)
        if self.board_first and self.out:
            head, spans = [], []
            for name, a, b in self.board_first:
                spans.append((len(head), len(head) + len(name), a, b))
                head += name + [_PTok(";", ";", a, a, glue=True, made=True)]
            self.out = head + self.out
            self.clause_toks = spans + [(a + len(head), b + len(head), x, y) for a, b, x, y in self.clause_toks]
            self.clause_board = ["board"] * len(spans) + self.clause_board
            self.yes_no = [(k + len(spans), obj, kind) for k, obj, kind in self.yes_no]
            self.notes.append(", ".join(_join(n) for n, _a, _b in self.board_first) + ": the question asks what it "
                              "does, so it is on the battlefield from the start")
        if self.turn is not None and self.out:
            t = self.turn
            head = [self.made("players:", t[0], t[-1]), self.made("opponent", t[0], t[-1], glue=False),
                    self.made(",", t[-1], glue=True), self.made("you", t[-1]),
                    _PTok(";", ";", t[-1].end, t[-1].end, glue=True, made=True)]
            self.out = head + self.out
            self.clause_toks = [(a + len(head), b + len(head), x, y) for a, b, x, y in self.clause_toks]
            self.notes.append("it is the opponent's turn: the opponent is the active player (102.1)")
        if not (self.changed or self.yes_no) or not self.out:
            return None
        text, segs = _render(self.out)
        clauses = []
        for first, end, a, b in self.clause_toks:
            clauses.append((segs[first][0], segs[end - 1][1], a, b))
        yes_no = []
        for k, obj, kind in self.yes_no:
            yes_no.append((clauses[k][:2] if k < len(clauses) else None, _join(obj), kind))
        return ProseReading(text, segs, yes_no, list(self.notes), clauses, self.sentences_read, list(self.clause_board))

    def brackets(self, toks: list[_PTok]) -> list[_PTok]:
        """Editorial [brackets]: after a pronoun they say what it stands for ("it [the Bears]": the Bears, not "it");
        after a card's name, a description that the card's own characteristics match ("Grizzly Bears [a 2/2]") is not
        read, with a note; any other bracket's words are read as written."""
        out: list[_PTok] = []
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

    def articles(self, toks: list[_PTok]) -> list[_PTok]:
        """"the Forest", "the Grizzly Bears": an article before a card's name is not part of it; "one of the
        Grizzly Bears" is one of them (the first); "the Bears" once Grizzly Bears was named is Grizzly Bears."""
        out: list[_PTok] = []
        skip = 0
        for k, t in enumerate(toks):
            if skip:
                skip -= 1
                continue
            prev = toks[k - 1].low if k else None
            if t.low == "one" and [x.low for x in toks[k + 1:k + 3]] == ["of", "the"] and self.card_at(toks, k + 3)[0]:
                self.changed = True
                skip = 2
                continue
            if t.low == "the" and any(self.card_at(toks, i)[0] > k - i for i in range(max(0, k - MAX_NAME_WORDS), k)):
                out.append(t)           # "Honor of the Pure": a word of a longer name said before
                continue
            if t.low == "the" and not t.quoted and k + 1 < len(toks) and self.card_at(toks, k)[0] == 0 and \
                    self.card_at(toks, k + 1)[0] == 0 and toks[k + 1].low not in GAME_WORDS:
                got = self.tail_name(toks, k + 1)
                if got is not None:
                    n, name = got
                    out.append(self.made(name, t, toks[k + n]))
                    skip = n
                    continue
            if t.low == "the" and not t.quoted and (prev is None or prev in ARTICLE_BEFORE) and k + 1 < len(toks) and \
                    toks[k + 1].low not in GAME_WORDS and self.card_at(toks, k)[0] == 0 and self.card_at(toks, k + 1)[0]:
                self.changed = True
                continue
            out.append(t)
        return out

    def it_targets(self, toks: list[_PTok]) -> list[_PTok]:
        """"Giant Growth targeting it": a spell that targets a creature (not a spell) means the last permanent."""
        w = [t.low for t in toks]
        if any(w[k] in ("attack", "attacks", "block", "blocks") and w[k + 1:k + 3] == ["with", "it"]
               for k in range(len(w) - 2)):
            k = next(k for k in range(len(w) - 2) if w[k] in ("attack", "attacks", "block", "blocks")
                     and w[k + 1:k + 3] == ["with", "it"])
            last = self.last_permanent(toks[k].start, "creature")
            if last is not None:           # "attack with it": the last creature named
                return toks[:k + 2] + [self.made(last, toks[k + 2])] + toks[k + 3:]
        if not any(w[k] in ("targeting", "on", "at", "target") and w[k + 1] in ("it", "that", "this")
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
        out: list[_PTok] = []
        k = 0
        while k < len(toks):
            t = toks[k]
            if k and toks[k - 1].low in ("targeting", "on", "at", "target") and t.low in ("it", "that", "this"):
                n = 2 if k + 1 < len(toks) and toks[k + 1].low in ("creature", "permanent") else 1
                if t.low != "it" and n == 1:
                    out.append(t)
                    k += 1
                    continue
                last = self.last_permanent(t.start, kind)
                if last is None:
                    return toks
                out.append(self.made(last, t, toks[k + n - 1]))
                k += n
                continue
            out.append(t)
            k += 1
        return out

    def whose(self, part: list[_PTok]) -> list[_PTok]:
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
        base = fold_key(_join(part[1:]))
        same = [a for a in c.used if fold_key(re.sub(r" #\d+$", "", a)) == base]
        mine = [a for a in same if c.ctl.get(a, "you") == who]
        if len(mine) == 1:
            return [self.made(mine[0], part[0], part[-1])]
        if not same and who == "you" and self.card_at(part, 1)[0] == len(part) - 1:
            self.changed = True
            return part[1:]          # "my Forest" not named before: it enters under your control
        return part

    def owned(self, toks: list[_PTok]) -> list[_PTok]:
        """"Is my Forest a Swamp?": a possessive before an object's name in a question, the one that player controls."""
        out: list[_PTok] = []
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

    def after_combat(self, toks: list[_PTok]) -> list[_PTok]:
        """"B blocks A. Does A die?": a question about the outcome right after the attackers or blockers were
        declared is asked after combat damage (510): the step is added, and a note says so."""
        if not set(t.low for t in toks) & OUTCOME_WORDS or self.sentences_read < 2:
            return toks          # (steps separated by ';' say when combat damage is dealt themselves)
        c = self.compiled_so_far()
        if c is None or not c.steps:
            return toks
        last = next((st for st in reversed(c.steps) if not ({"show", "expect", "note"} & set(st))), None)
        if last is None or not ({"attack", "block"} & set(last)):
            return toks
        # every combat damage step first: a first-strike step is followed by the regular one (510.4)
        self.notes.append("the question asks what combat does: all combat damage is dealt first (510, 510.4)")
        return [self.made("end", toks[0]), self.made("of", toks[0]), self.made("combat", toks[0]),
                _PTok(";", ";", toks[0].start, toks[0].start, glue=True, made=True)] + toks

    def response_to(self, rest: list[_PTok]) -> list[_PTok] | None:
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
            _PTok(";", ";", rest[-1].end, rest[-1].end, glue=True, made=True)] + mark

    def whose_turn(self, toks: list[_PTok]) -> list[_PTok]:
        """"It's my opponent's turn", "during their turn": the opponent is the active player (said once, first)."""
        w = [t.low for t in toks]
        s = " ".join(w)
        if not self.two_players:
            return toks
        m = re.fullmatch(r"(?:it's|it is) opponent's turn(?: now)?", s)
        if m:
            self.turn = toks
            self.changed = True
            return []
        for pat in ((("during", "opponent's", "turn"), (",",)), (("on", "opponent's", "turn"), (",",)),
                    (("in", "opponent's", "turn"), (",",))):
            n = len(pat[0])
            if tuple(w[:n]) == pat[0] and len(w) > n:
                self.turn = toks[:n]
                self.changed = True
                return toks[n + (1 if w[n:n + 1] == [","] else 0):]
            if tuple(w[-n:]) == pat[0] and len(w) > n:
                self.turn = toks[-n:]
                self.changed = True
                return toks[:-n]
        return toks

    def tail_name(self, toks: list[_PTok], k: int) -> tuple[int, str] | None:
        """"the Bears" (after "the"): the last words of exactly one object's name named before ("Grizzly Bears")."""
        c = None
        for n in (2, 1):
            words = [t.low for t in toks[k:k + n]]
            if len(words) < n or any(not re.fullmatch(r"[a-z][a-z'-]*", w) for w in words):
                continue
            if c is None:
                c = self.compiled_so_far()
                if c is None:
                    return None
            names = {re.sub(r" #\d+$", "", a) for a in c.used}
            fits = [a for a in names if fold(a).split()[-n:] == words and len(fold(a).split()) > n]
            if len(fits) == 1:
                return n, fits[0]
        return None

    def conditions(self, sent: list[_PTok], q: bool) -> list[tuple[list[_PTok], bool]]:
        """A sentence as its parts in the order they happen, each with whether it is the question: "If A, Q?" and
        "Q if A?" are A then Q; "A while B" and "A with X out" are A and B (what B controls is hoisted before the
        actions as a board statement); "A after B came out" is B then A."""
        w = [t.low for t in sent]
        free = [not (t.quoted or self.protected(t)) for t in sent]
        if not w:
            return []
        if w[0] in ("if", "when", "once") and free[0]:
            for k in range(1, len(w) - 1):
                if w[k] == "," and free[k] and w[k + 1] in QUESTION_START + ("then",):
                    self.changed = True
                    rest = sent[k + 2:] if w[k + 1] == "then" else sent[k + 1:]
                    return self.conditions(sent[1:k], False) + [(rest, q)]
            if not q:
                self.changed = True
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
            for k in range(2, len(w) - 1):
                if w[k] in ("if", "when", "after", "once") and free[k]:
                    self.changed = True
                    cond = sent[k + 1:]
                    chosen = self.copy_choice(sent[:k], cond)
                    if chosen is not None:   # "Does Clever Impersonator trigger prowess if you copy an artifact?"
                        return [(sent[:k] + chosen, q)]
                    # "Does my Craw Wurm survive if my opponent casts Lightning Bolt on it?": "it" is the Wurm
                    named = next(((j, n) for j in range(1, k) for n in [self.card_at(sent, j)[0]] if n), None)
                    if named and any(x.low in ("it", "its") for x in cond):
                        j, n = named
                        cond = [x if x.low not in ("it", "its") else self.made(_join(sent[j:j + n]) + (
                            "'s" if x.low == "its" else ""), x) for x in cond]
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
                        return [(board[:i] + [are] + board[i:], False)] + self.conditions(sent[:k], q)
        return [(sent, q)]

    def spell_at(self, toks: list[_PTok], k: int) -> tuple[int, dict | None]:
        """A card used as a verb at toks[k]: "Lightning Bolt", "Naturalizes", "Shocked", "Pyroclasms": (tokens, card)."""
        n, d = self.card_at(toks, k)
        if d is None and k < len(toks):
            for j in range(min(len(toks), k + MAX_NAME_WORDS), k, -1):
                last = toks[j - 1].low
                for cut in ("s", "es", "ed", "d", "'d", "ing"):
                    if last.endswith(cut) and len(last) > len(cut) + 2:
                        stem = _join(toks[k:j - 1] + [_PTok(toks[j - 1].text[:-len(cut)], last[:-len(cut)], 0, 0)])
                        got = self.lex.card(stem)
                        if got is not None and fold(got["name"]) == fold(stem):
                            return j - k, got
        if d is not None and fold(d["name"]) != fold(_join(toks[k:k + n])):
            return 0, None               # only a card's own name is a verb, not a close spelling
        return n, d

    def plain(self, toks: list[_PTok]) -> list[_PTok]:
        """A statement as people say it, in the step language's words (or unchanged)."""
        w = [t.low for t in toks]
        if not w or any(t.quoted for t in toks):
            return toks
        got = self.worn_at_end(toks)
        if got is not None:
            return got
        # "the turn ends", "at end of turn", "the turn passes"
        if re.fullmatch(r"(?:the |this )?turn (?:ends|passes|is over)|(?:we )?(?:go to|pass to) (?:the )?next turn|"
                        r"(?:at )?(?:the )?end of (?:the )?turn|(?:i |you |we |opponent |he |she |they )?(?:pass|passes|end|ends) "
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
        # "I pump Shivan Dragon twice (with its ability)", "I activate X three times": that many activations
        if subj and w[subj:subj + 1] in (["activate"], ["activates"], ["pump"], ["pumps"]):
            n, d = self.card_at(toks, subj + 1)
            tail = w[subj + 1 + n:]
            if tail[-3:] == ["with", "its", "ability"]:
                tail = tail[:-3]
            times = {"once": 1, "twice": 2, "thrice": 3}.get(" ".join(tail))
            if times is None and len(tail) == 2 and tail[1] == "times":
                times = number_word(tail[0])
            if n and times and 1 <= times <= 10:
                verb = "activate" if w[:subj] in (["i"], ["you"]) else "activates"
                out: list[_PTok] = []
                for j in range(times):
                    if j:
                        out.append(_PTok(";", ";", toks[subj].start, toks[subj].start, glue=True, made=True))
                    out += toks[:subj] + [self.made(verb, toks[subj])] + [self.made(x.text, x) for x in
                                                                           toks[subj + 1:subj + 1 + n]]
                return out
        # "I animate Mutavault": the ability that makes it a creature
        if subj and w[subj:subj + 1] in (["animate"], ["animates"]) and self.card_at(toks, subj + 1)[0]:
            n, d = self.card_at(toks, subj + 1)
            return toks[:subj] + [self.made("activate" if w[subj] == "animate" else "activates", toks[subj])] +             toks[subj + 1:subj + 1 + n] + [_PTok('"becomes"', '"becomes"', toks[subj].start, toks[subj].end,
                                                     quoted=True, made=True)] + toks[subj + 1 + n:]
        # "I Lightning Bolt them", "my opponent Naturalizes the Bonesplitter", "I Fork a Fling"
        fling = not subj and "at" in w[2:] and w[:1] != ["cast"]     # "Fling it at my opponent": said without a subject
        if (subj or fling) and subj < len(w):
            n, d = self.spell_at(toks, subj)
            if fling and not (d is not None and re.search(r"additional cost to cast this spell, sacrifice an? ",
                                                          str(d.get("text") or ""), re.I)):
                n, d = 0, None
            if n and _is_spell(d) and (n > 1 or w[subj] not in PROSE_VERBS) and \
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
        # "CARD hits X" / "CARD is cast on X"
        n, d = self.spell_at(toks, 0)
        if n and _is_spell(d) and n < len(w) and w[n] in ("kills", "destroys", "exiles", "hits") and \
                not re.search(r"\btargets?\b", str(d.get("text") or ""), re.I):
            # "Wrath of God kills my Blood Artist and Grizzly Bears": it targets nothing; they are there when it is cast
            return toks[n + 1:] + [_PTok(";", ";", toks[n].start, toks[n].start, glue=True, made=True),
                                   self.made("cast", toks[0]), self.made(d["name"], toks[0], toks[n - 1])]
        if n and _is_spell(d) and n < len(w) and w[n] in ("hits", "hit", "targets", "kills"):
            return [self.made("cast", toks[0]), self.made(d["name"], toks[0], toks[n - 1]),
                    self.made("targeting", toks[n])] + toks[n + 1:]
        # an object said first: "X is dealt 3 damage", "X has two +1/+1 counters", "X gets Shocked", "X enters"
        k = 0
        while k < len(w) and w[k] in ("my", "your", "opponent's", "the", "a", "an"):
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
                        out += [_PTok(";", ";", g[0].start, g[0].start, glue=True, made=True),
                                self.made(str(number_word(g[0].low)), g[0])] + g[1:] + [self.made("on", g[-1])] + \
                            [self.made(x.text, x) for x in obj if x.low not in ("a", "an", "the")]
                    return out
                return obj + [self.made("with", rest[0])] + rest[m:]
        if r[:1] in (["gets"], ["got"]) and len(r) > 2 and number_word(r[1]) is not None and r[-1] in ("counter", "counters"):
            return [self.made("put", rest[0])] + rest[1:] + [self.made("on", rest[-1])] + obj
        if r[:1] in (["got"], ["gets"], ["received"]) and len(r) > 1:
            n2, d2 = self.spell_at(rest, 1)
            if n2 and _is_spell(d2) and n2 == len(r) - 1:      # "Grizzly Bears got Giant Growth", "gets Shocked"
                return [self.made("cast", rest[0]), self.made(d2["name"], rest[1], rest[n2]),
                        self.made("targeting", rest[0])] + obj
        if r[:1] in (["gets"], ["is"], ["got"], ["was"]) and r[1:2] in (["hit"], ["countered"], ["copied"], ["forked"],
                                                                        ["targeted"]) and r[2:3] == ["by"]:
            # "X is hit by Y", "my Lightning Bolt gets countered by Counterspell": Y is cast targeting X
            n2, d2 = self.spell_at(rest, 3)
            if _is_spell(d2):
                return [self.made("cast", rest[0]), self.made(d2["name"], rest[3], rest[2 + n2]),
                        self.made("targeting", rest[0])] + obj + rest[3 + n2:]
        if r[:1] in (["gets"], ["got"], ["is"], ["was"]) and len(r) >= 2:
            n2, d2 = self.spell_at(rest, 1)
            if n2 and _is_spell(d2) and toks[k + n + n2].low.endswith(("ed", "d")):
                return [self.made("cast", rest[0]), self.made(d2["name"], rest[1], rest[n2])] + \
                    [self.made("targeting", rest[0])] + obj + rest[1 + n2:]
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

    def attached(self, obj: list[_PTok], rest: list[_PTok], alone: bool = False) -> list[_PTok] | None:
        """"X has Pacifism (on it)", "X is enchanted with Y", "X wears Bonesplitter": the Aura or Equipment is on X
        (the step language's "Pacifism on X"); "X with Y on it is dealt 3 damage": that, then the rest of the clause
        said of X. None when the words say something else."""
        r = [t.low for t in rest]
        for ws in WEARS:
            m = len(ws)
            if tuple(r[:m]) != ws:
                continue
            j = m + (r[m:m + 1] in (["a"], ["an"], ["the"], ["my"], ["your"]))
            who = []
            if r[j:j + 1] == ["opponent's"] or r[j:j + 2] in (["opponent", "'s"], ["their", "opponent"]):
                who, j = [self.made("opponent's", rest[j])], j + (1 if r[j] == "opponent's" else 2)
            elif r[j:j + 1] in (["their"], ["his"], ["her"]):
                who, j = [self.made("opponent's", rest[j])], j + 1
            n, d = self.card_at(rest, j)
            if d is None or not subtypes_of(d) & {"Aura", "Equipment"}:
                return None
            after = r[j + n:]
            tail = next((t for t in ON_IT if tuple(after[:len(t)]) == t), ())
            more = rest[j + n + len(tail):]
            if ws == ("with",) and not (tail and (more or alone)):
                return None                  # "X with Y" alone: the step language's own (counters, choices)
            if more and ws != ("with",):
                return None
            out = who + rest[j:j + n] + [self.made("on", rest[j + n - 1])] + obj
            if more:                         # "X with Y on it is dealt 3 damage": X is named again for the rest
                again = [self.made(x.text, x) for x in obj if x.low not in ("a", "an")]
                out += [_PTok(";", ";", more[0].start, more[0].start, glue=True, made=True)] + self.plain(again + more)
            self.changed = True
            return out
        return None

    def worn_at_end(self, toks: list[_PTok]) -> list[_PTok] | None:
        """"I Unsummon my own Grizzly Bears with Pacifism on it", "… Grizzly Bears that has their Holy Strength on
        it": an Aura or Equipment said on the last object of a statement is on it before the statement happens."""
        w = [t.low for t in toks]
        for k in range(2, len(w) - 1):
            if w[k] not in ("with", "that", "which") or w[k] in ("that", "which") and w[k + 1:k + 2] not in (
                    ["has"], ["wears"], ["is"]):
                continue
            # the object's name just before the words (the longest)
            j = next((i for i in range(max(1, k - MAX_NAME_WORDS), k) if self.card_at(toks, i)[0] == k - i), None)
            if j is None:
                continue
            obj = toks[j:k]
            own = toks[j - 2:j - 1] if j >= 2 and w[j - 1] == "own" else toks[j - 1:j] if w[j - 1] in (
                "my", "your", "opponent's") or w[j - 1] == "'s" else []
            if w[j - 1:j] == ["'s"] and j >= 2:
                own = toks[j - 2:j]
            got = self.attached(own + obj, toks[k:] if w[k] == "with" else toks[k + 1:], alone=True)
            if got is None or any(x.low == ";" for x in got):
                continue
            rest = [x for x in toks[:k] if x.low != "own"]
            return got + [_PTok(";", ";", toks[k].start, toks[k].start, glue=True, made=True)] + self.plain(rest)
        return None

    def came_first(self, items: list[_PTok], rest: list[_PTok]) -> tuple[list[_PTok], list[_PTok]]:
        """"Humility and Opalescence are on the battlefield, Opalescence came first": the one that came first is
        named first (it entered first: the earlier timestamp, 613.7d)."""
        r = [t.low for t in rest]
        if r[:1] in ([","], ["and"]):
            r = r[1:]
        m = re.fullmatch(r"(.+?) (?:came|entered|was played|was cast|came out|came into play|entered the battlefield|"
                         r"was there) (first|last)", " ".join(r))
        if not m:
            return items, rest
        name = fold_key(m.group(1).removeprefix("the "))
        w = [t.low for t in items]
        groups, cur = [], []
        for t in items:
            if t.low in ("and", ",", "&"):
                groups.append(cur)
                cur = []
            else:
                cur.append(t)
        groups.append(cur)
        hit = [g for g in groups if g and fold_key(_join(g)).removeprefix("the ") == name]
        if len(hit) != 1 or not all(groups) or len(w) < 3:
            return items, rest
        others = [g for g in groups if g is not hit[0]]
        order = [hit[0]] + others if m.group(2) == "first" else others + [hit[0]]
        out: list[_PTok] = []
        for g in order:
            if out:
                out.append(self.made("and", g[0]))
            out += g
        self.notes.append(f"{_join(hit[0])} came {m.group(2)}: named {m.group(2)} (its timestamp, 613.7d)")
        self.ordered_clause = True
        return out, []

    def ask_plain(self, toks: list[_PTok]) -> list[_PTok] | None:
        """Questions the steps do not say: "Does X enter tapped?", "How many times does X trigger?", "Can X block
        Y?" / "Can I cast X on Y?" (the action is tried: the answer is whether the engine carries it out), "What
        happens to them?". None when the question is none of these."""
        s, at = _lows(toks)

        def span(g: int, mm) -> list[_PTok]:
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
                    _PTok(";", ";", toks[0].start, toks[0].start, glue=True, made=True),
                    self.made("show", toks[0]), self.made("stack", toks[0])]
        m = re.fullmatch(r"how much damage (?:is|was|will be|has been) (?:on|marked on|left on) (.+)|"
                         r"how much damage (?:does|did) (.+?) have(?: on it| marked)?", s)
        if m:
            obj = self.owned(self.pronouns(span(1 if m.group(1) else 2, m)))
            return [self.made("show", toks[0])] + self.whose(obj)
        got = self.triggers_keyword(toks, s, at)
        if got is not None:
            return got
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
            if fold_key(d["name"]) not in fold_key(_join(self.out)):
                # "Two Isamaru, one has 0 toughness. Blood Artist triggers how many times?": the card whose triggers
                # are asked about is on the battlefield from the start (before what the question says happens)
                self.board_first.append(([self.made(d["name"], obj[0], obj[-1])], obj[0].start, obj[-1].end))
            out: list[_PTok] = []
            if re.search(r"\btarget (?:player|opponent)\b", str(d.get("text") or ""), re.I):
                # the targets do not change how often it triggers: any player will do (603.3d)
                out = obj + [self.made("'s", obj[-1], glue=True), self.made("trigger", obj[-1]),
                             self.made("targets", obj[-1]), self.made("opponent", obj[-1]),
                             _PTok(";", ";", toks[0].start, toks[0].start, glue=True, made=True)]
                self.notes.append(f"{d['name']}'s trigger targets opponent: its targets do not change how often it "
                                  "triggers (603.2)")
                # the life totals depend on that stand-in: only the objects are shown, never a total it decided
                c = self.compiled_so_far()
                if c is not None:
                    order = [fold_key(x) for x in re.findall(r"[^;]+", _join(self.out))]
                    objs = sorted((a for a in c.used if fold_key(a) != fold_key(d["name"])),
                                  key=lambda a: (next((i for i, x in enumerate(order) if fold_key(re.sub(r" #\d+$", "", a))
                                                       in x), len(order)), a))
                    shown: list[_PTok] = [self.made("show", toks[0])]
                    for a in [d["name"]] + objs:
                        if len(shown) > 1:
                            shown.append(self.made("and", toks[0]))
                        shown.append(self.made(a, toks[0]))
                    return out + shown
            return out + [self.made("show", toks[0]), self.made("all", toks[0])]
        if re.fullmatch(r"what (?:happens|happened|will happen) to (?:them|those|both|both of them|each of them|all of them)|"
                        r"(?:which|what) (?:one|ones|of them|of the two|creature|creatures|permanents?) (?:dies|die|survives?|"
                        r"is destroyed|are destroyed)|who (?:dies|survives)", s):
            return [self.made("show", toks[0]), self.made("all", toks[0])]
        m = re.fullmatch(r"(?:can|could|may|is|are) (.+?) (?:able to |allowed to )?(attack|block)(.*)", s) \
            if s.split()[0] in ("can", "could", "may") or "able to" in s or "allowed to" in s else None
        if m:
            obj = self.pronouns(span(1, m))
            rest = span(3, m)
            verb = self.made(m.group(2) + "s", toks[0])
            self.yes_no.append((len(self.clause_toks), [], "#can"))
            subject = [self.made(x.text, x) for x in obj]
            while len(subject) > 1 and subject[0].low in ("my", "your", "opponent's", "the", "a", "an"):
                subject = subject[1:]
            return obj + [verb] + rest + [_PTok(";", ";", toks[-1].end, toks[-1].end, glue=True, made=True),
                                          self.made("show", toks[0])] + subject
        m = re.fullmatch(r"(?:can|could) (?:(opponent's|my|your) )?(.+?) (?:target|be cast on|be cast targeting) (.+)", s)
        if m and _is_spell(self.card_at(span(2, m), 0)[1]) and self.card_at(span(2, m), 0)[0] == len(span(2, m)):
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

    def copy_choice(self, question: list[_PTok], cond: list[_PTok]) -> list[_PTok] | None:
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

    def triggers_keyword(self, toks: list[_PTok], s: str, at: list[int]) -> list[_PTok] | None:
        """"Does Clever Impersonator trigger prowess [copying a noncreature permanent]?": a keyword triggered ability
        (702.108a prowess) asked about, with no creature named that has it: a creature of yours with it stands in, on
        the battlefield from the start; the card named is cast (copying what the condition says it copies), and the
        verdict is whether the keyword triggered (the trace says so either way, 603.2)."""
        from kb.engine.cardtext import keyword_trigger_text
        m = re.fullmatch(r"(?:does|did|will|would|should|can) (.+?) trigger (?:my |your |the |a )?([a-z]+)(?: copying (.+))?", s)
        if not m or keyword_trigger_text(m.group(2)) is None:
            return None

        def span(g: int) -> list[_PTok]:
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
        copying: list[_PTok] = []
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
        out: list[_PTok] = []
        for text, name in defs:   # each card the question leaves unnamed: defined, then on the battlefield
            out += [self.made(text, first, last), _PTok(";", ";", first.start, first.start, glue=True, made=True),
                    self.made(name, first, last), _PTok(";", ";", first.start, first.start, glue=True, made=True)]
        return out + [self.made("cast", first)] + spell + copying + [
            _PTok(";", ";", last.end, last.end, glue=True, made=True), self.made("show", first), self.made(holder, first)]

    def named_with_keyword(self, kw: str) -> str | None:
        """The last card named so far whose rules text has the keyword ``kw`` (a line of its own, 702.1)."""
        found = None
        for k in range(len(self.out)):
            n, d = self.card_at(self.out, k)
            if d is not None and re.search(rf"(?im)^{re.escape(kw)}\b", str(d.get("text") or "")):
                found = d["name"]
        return found

    def one_of_them(self, toks: list[_PTok]) -> list[_PTok]:
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
        out: list[_PTok] = []
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

    def and_clause(self, cur: list[_PTok], toks: list[_PTok], j: int) -> bool:
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
        if not r:
            return False
        if r[0] in ("i", "you", "he", "she", "they", "opponent") or r[:2] in (["my", "opponent"], ["your", "opponent"]):
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


def _lows(toks: list[_PTok]) -> tuple[str, list[int]]:
    """The tokens' folded words joined by spaces, and where each starts in that text."""
    at, pos = [], 0
    for t in toks:
        at.append(pos)
        pos += len(t.low) + 1
    return " ".join(t.low for t in toks), at


def _join(toks: list[_PTok]) -> str:
    return _render(toks)[0]


def _render(toks: list[_PTok]) -> tuple[str, list]:
    parts: list[str] = []
    segs = []
    pos = 0
    for t in toks:
        if parts and not t.glue and t.low != "\n" and parts[-1] != "; ":
            parts.append(" ")
            pos += 1
        if t.glue and t.text == ";":
            parts.append("; ")
            segs.append((pos, pos + 2, t.start, t.end, False))
            pos += 2
            continue
        parts.append(t.text)
        segs.append((pos, pos + len(t.text), t.start, t.end, not t.made))
        pos += len(t.text)
    return "".join(parts), segs


def map_pos(segs: list, p: int, end: bool) -> int:
    for ns, ne, os_, oe, verbatim in segs:
        if ns <= p < ne or (end and ns < p <= ne):
            if verbatim:
                return min(oe, os_ + (p - ns))
            return oe if end else os_
    # between words: the next word's start, the previous word's end
    if end:
        prev = [s for s in segs if s[1] <= p]
        return prev[-1][3] if prev else 0
    nxt = [s for s in segs if s[0] >= p]
    return nxt[0][2] if nxt else (segs[-1][3] if segs else 0)


def read_prose(question: str, lex: Lexicon, edition: str) -> ProseReading | None:
    """The question rewritten into the step language, or None when it has nothing of prose."""
    try:
        return ProseReader(question, lex, edition).read()
    except AskError:
        raise
    except (ValueError, IndexError, KeyError, TypeError, AttributeError):   # never a traceback: read it as steps
        return None


# --- questions as people write them (issue 22) -------------------------------------------------------------------
# A condition said around the question ("If I cast X, how big is it?", "Does it die if I cast X?", "X while I
# control Y", "I cast Pyroclasm with X and Y out", "... after Humility came out"), words for the battlefield
# ("out", "in play"), damage and counters said of an object ("X is dealt 3 damage", "X has two +1/+1 counters"),
# a card's name used as a verb ("I Lightning Bolt them", "my opponent Naturalizes it"), and a player called by a
# name ("Aaron attacks with ...") are rewritten into the step language; what is left is passed on as written.

def _is_spell(d: dict | None) -> bool:
    return d is not None and bool(types_of(d)) and (not types_of(d) & PERMANENT_TYPES or "Aura" in subtypes_of(d))


