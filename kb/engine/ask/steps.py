"""The step language of ``kb ask``: a compact language that reads to the scenario format.

``kb ask "Humility, then Opalescence; show all"`` is the scenario::

    steps:
      - enter: Humility
      - enter: Opalescence
      - show: all

Steps are separated by ``;``, new lines, ``then`` and commas (a comma inside a card name, as in
"Urborg, Tomb of Yawgmoth", is part of the name: the KB's card names decide). Each step is one of:

* a card name: a permanent enters the battlefield under your control; an instant or sorcery is
  cast (``Giant Growth on Gray Ogre``, ``Lightning Bolt targeting opponent``); an Aura ``on X``
  enters attached to X; ``opponent's Grizzly Bears`` enters under the opponent's control;
  options: ``tapped``, ``with 2 +1/+1 counters``, ``copying X`` (Clone), ``choosing Elf``,
  ``as Bear A`` (a name for a second copy);
* ``cast NAME`` with ``targeting X [and Y]`` / ``on X``, ``sacrificing X``, ``discarding X``,
  ``X=3``, ``kicked``, ``mode 2``, ``paying {R}{R}``; ``in response`` (or ``in response,`` before
  it) keeps the stack as it is; ``Fork it`` casts Fork targeting what was cast last;
* ``copy it`` / ``copy Fling``, ``activate NAME [ability 2] [targeting X]``, ``pass``,
  ``resolve [one|all|N]``;
* ``+1/+1 counter on X``, ``2 -1/-1 counters on X``, ``remove a +1/+1 counter from X``;
* ``3 damage to X [from Y]``, ``Y deals 3 damage to X``; ``destroy X``, ``exile X``,
  ``sacrifice X``, ``X dies``, ``return X`` (to the battlefield), ``bounce X``, ``blink X``,
  ``tap X``, ``untap X``, ``attach X to Y``, ``detach X``, ``opponent gains control of X
  [until end of turn]``;
* ``draw 2``, ``opponent discards Lightning Bolt``, ``opponent loses 3 life``, ``opponent at 5
  life``, ``Lightning Bolt in graveyard``, ``Counterspell in opponent's hand``;
* ``create a 2/2 green Bear creature token``, ``create a token copy of X``, ``effect "Creatures
  you control get +1/+1 until end of turn."``;
* ``end turn``, ``go to upkeep`` (combat, end step, ...);
* ``show X`` — the answer without an expectation: ``show all``, ``show lands``, ``show stack``,
  ``show Gray Ogre and opponent's life``;
* ``check Gray Ogre is 5/8`` (``has flying``, ``is a creature``, ``is red``, ``is tapped``, ``is in
  the graveyard``, ``has 2 +1/+1 counters``, ``opponent's life is 16``, ``stack is empty``) — an
  expectation;
* ``"Mystery Bear" is a {1}{G} 2/2 green Bear creature with flying and "Other Bears you control
  get +1/+1."`` defines a card of your own (it enters when you name it).

Card names are matched as ``kb card`` does: exact, a face's name, then start, part, words and close
spellings ("Humillity" is read as Humility and the answer says so). Every error names the words
it could not read (:class:`AskError` points at them in the question).

A question in judges' prose ("I control Glorious Anthem and my opponent casts Turn to Frog on my Grizzly
Bears. What are its power and toughness?") is first rewritten into these steps by :mod:`.prose`
(sentences, board statements, subjects, "copy X with CARD", pronouns, short names, questions as ``show``);
the words it does not understand are passed on unchanged, so they remain errors naming them.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

from .lexicon import (AskError, CORRECTION_WORDS, card_name_of, ENTER_WORDS, GROUP_WORDS, HOW_MATCHED, Lexicon, MAX_NAME_WORDS, MAX_STEPS, NOT_NAMES,
                      OPPONENT_POSSESSIVE, PERMANENT_TYPES, PLAYER_PRONOUNS, POSSESSIVE_PRONOUNS, POSSESSIVE_WORDS, ROLE_WORDS, WHEN_WORDS, GAME_WORDS, GAME_VERBS, OUTCOME_WORDS, STEP_WORDS, STOP_WORDS, fold, fold_key,
                      number_word, player_words)
from .cursor import Cur, Piece, Ref, Tok, subtypes_of, types_of
from .editions import span_of
from .spelling import refuse_rival_spellings, refuse_words_beside_name
from .same_names import objects_named
from .steps_combat import CombatReader
from .steps_define import DefinitionReader
from .steps_objects import ObjectReader
from .steps_options import OptionReader
from .steps_players import PlayerReader
from .steps_show import ShowReader
from .steps_whose import WhoseReader
from .resolved_first import resolve_before_casts


def possessed(key: str) -> tuple[str | None, str]:
    """("you" | "opponent" | None, the words after it): "my crusader", "opponent's bears", "the wall"."""
    for ws, who in POSSESSIVE_WORDS + ((("the",), None),):
        head = " ".join(ws) + " "
        if key.startswith(head) and len(key) > len(head):
            return who, key[len(head):]
    return None, key


@dataclass
class Compiled:
    """A question read: the scenario data, what each step was read from, and notes on names."""

    question: str
    data: dict
    spans: list = field(default_factory=list)     # per step: (start, end) in the question
    notes: list = field(default_factory=list)     # "'Humillity' read as Humility (closest card name)"
    unordered: list = field(default_factory=list)  # runs of steps whose order the question does not say (read.py)
    front: list = field(default_factory=list)      # steps of permanents used before said to enter (StepCompiler.add)
    made: list = field(default_factory=list)       # steps the reader added for cards named before they were anywhere
    played: list = field(default_factory=list)     # steps a "play" wrote (from the hand, 305.1; ask.read)
    edition_span: tuple | None = None              # "the 2005 rules": every edition in force then (ask.editions)

    @property
    def steps(self) -> list:
        return self.data["steps"]


# --- splitting the question into steps -----------------------------------------------------------------------
def split_pieces(text: str, lex: Lexicon | None = None) -> list[Piece]:
    """The question's steps as pieces of text: at ``;``, new lines, ``then``, commas and the colon after "… rules",
    except inside quotes and inside card names that hold a comma."""
    folded = fold(text)
    n = len(text)
    protect = bytearray(n)
    # quoted text
    i = 0
    while i < n:
        if folded[i] == '"':
            j = folded.find('"', i + 1)
            if j < 0:
                raise AskError("this quote is not closed: end the quoted text with another \"", text, i, n)
            for k in range(i, j + 1):
                protect[k] = 1
            i = j + 1
        else:
            i += 1
    # card names with a comma or 'then' in them
    if lex is not None:
        for key in lex.protected(folded):
            start = folded.find(key)
            while start >= 0:
                end = start + len(key)
                if (start == 0 or not folded[start - 1].isalnum()) and (end == n or not folded[end].isalnum()):
                    for k in range(start, end):
                        protect[k] = 1
                start = folded.find(key, start + 1)
    pieces: list[Piece] = []
    # … and a colon closing an edition ("Under the 2013 rules: Grizzly Bears; …"): the edition is a step of its own
    sep = re.compile(r"[;\n]|,(?:\s*and)?\s*then\b|\bthen\b|,|(?<=\brules):|(?<=\bCR):", re.I)
    pos = 0
    comma = False
    for m in sep.finditer(folded):
        if any(protect[m.start():m.end()]):
            continue
        _add_piece(pieces, text, pos, m.start(), comma)
        comma = m.group(0) == ","
        pos = m.end()
    _add_piece(pieces, text, pos, n, comma)
    return pieces


def _add_piece(pieces: list, text: str, a: int, b: int, comma: bool) -> None:
    seg = text[a:b]
    lead = len(seg) - len(seg.lstrip())
    seg = seg.strip()
    # 'and then' / leading 'and' before a step
    m = re.match(r"(?i)(?:and\s+)?then\s+|and\s+then\s+", seg)
    if m:
        lead += m.end()
        seg = seg[m.end():]
        comma = False
    # a question mark or full stop at the end is punctuation, not part of a name
    trail = re.search(r"[\s.?!]+$", seg)
    if trail and not seg.endswith('"'):
        seg = seg[:trail.start()]
    if seg:
        pieces.append(Piece(seg, a + lead, a + lead + len(seg), comma))


def _tokens(piece: Piece, question: str) -> list[Tok]:
    out = []
    for m in re.finditer(r'"[^"]*"|\u201c[^\u201d]*\u201d|\S+', piece.text):
        raw = m.group(0)
        s, e = piece.start + m.start(), piece.start + m.end()
        if raw[0] in '"\u201c' and len(raw) >= 2 and raw[-1] in '"\u201d':
            inner = raw[1:-1]
            out.append(Tok(inner, fold(inner).strip(), s, e, quoted=True))
        else:
            low = fold(raw).rstrip(",:")
            out.append(Tok(raw, low, s, e))
    return out


# "with the May 2013 rules", "in the current rules": a piece that names the rules of a time
# the words before a name that say it is not that object or card, or not one of it ("not", "another", "both"):
# never read by a close spelling (StepCompiler.fuzzy_ref)
_NOT_A_NAME_LEAD = frozenset({"not", "no", "nor", "never", "without", "except", "but", "another", "other", "both", "each",
                              "every", "all", "any"})
_RULES_WHEN = re.compile(r"^\W*(?:with|using|in|per) (?:the )?(?:\S+ ){0,2}rules\b", re.I)


# --- the compiler --------------------------------------------------------------------------------------------
class StepCompiler(PlayerReader, ObjectReader, OptionReader, CombatReader, ShowReader, DefinitionReader, WhoseReader):
    def __init__(self, question: str, lex: Lexicon, edition: str):
        self.q = question
        self.lex = lex
        self.edition = edition
        self.edition_span: tuple | None = None  # "under the 2005 rules": (first day, last day, words), ask.editions
        self.cards: dict[str, dict] = {}        # the question's own card definitions
        self.aliases: dict[str, str] = {}       # key -> alias of objects the steps created or named
        self.used: set[str] = set()             # aliases in use (as the engine numbers them)
        self.last: str | None = None            # what 'it' means
        self.last_spell: str | None = None
        self.before_spell: str | None = None    # 'it' in a combat declaration: never an instant or sorcery
        self.steps: list[dict] = []
        self.spans: list[tuple[int, int]] = []
        self.notes: list[str] = []
        self.piece: Piece | None = None
        self.pending: list[tuple] = []   # (card, who, zone, alias): cards named as objects before they were anywhere
        self.front: set[int] = set()     # the steps of such permanents, put first (StepCompiler.add)
        self.made: set[int] = set()      # every step the reader added for a card named before it was anywhere
        # the question asks nothing that the choices made for a spell cast first could change (a copy's costs,
        # 707.10): a spell cast first is given a player target and a creature to sacrifice when it needs them
        self.stand_ins = False
        self.prose = False               # the steps are a judge's prose rewritten (read._compile_prose)
        self.whose_named: dict[str, str] = {}   # a card name -> the object of that name last named with whose it is
        self.whose_named_at: dict[str, int] = {}   # ... and how many steps there were then
        self.players: list[str] = ["you", "opponent"]          # turn order; the first is the active player
        self.players_given = False                             # 'players: you, Ann, Bob' / '3 players'
        self.hand_counts: dict[str, int] = {}                  # "I have 2 cards in hand": player -> cards nobody named
        self.played: set[int] = set()        # id() of the steps a "play" wrote (from the hand, 305.1): ask.handcount
        self.active = "you"                                    # whose turn it is (an attack can decide it, once)
        self.active_fixed = False
        self.sorcery_seen = False                              # a spell cast at sorcery speed said whose turn it is
        self.ctl: dict[str, str] = {}                          # alias -> who controls it (as far as the steps say)
        self.assign_step: dict | None = None                   # the combat damage step an 'assigns' made (510.1c)
        self.attacking: list | None = None                     # this turn's attackers (None: no attack yet)
        self.alone_attack = False                               # the last declaration said "A attacks alone" (506.5)

    # errors ----------------------------------------------------------------------------------------------
    def err(self, msg: str, tok: Tok | None = None, end_tok: Tok | None = None) -> AskError:
        if tok is None:
            p = self.piece
            return AskError(msg, self.q, p.start if p else 0, p.end if p else len(self.q), len(self.steps) + 1)
        return AskError(msg, self.q, tok.start, (end_tok or tok).end, len(self.steps) + 1)

    def cannot(self, cur: Cur, expected: str) -> AskError:
        t = cur.tok()
        if t is None:
            last = cur.toks[-1] if cur.toks else None
            return AskError(f"the step ends too soon: expected {expected}", self.q, last.end if last else 0,
                            (last.end if last else 0) + 1, len(self.steps) + 1)
        return self.err(f"cannot read {t.text!r} here: expected {expected}", t)

    # steps -----------------------------------------------------------------------------------------------
    def add(self, step: dict, piece: Piece) -> None:
        pending, self.pending = self.pending, []
        first = 0
        for item in pending:
            if item[2] == "battlefield" and len(self.steps) < MAX_STEPS:
                # a permanent the question uses without saying it entered was there before anything the question
                # says happens ("cast Clone copying Grizzly Bears" beside Soul Warden: the Bears entering is no event)
                self.steps.insert(first, _pending_step(*item))
                self.front.add(id(self.steps[first]))
                self.made.add(id(self.steps[first]))
                self.spans.insert(first, (piece.start, piece.end))
                first += 1
                continue
            self.add(self._made_step(item), piece)
        if len(self.steps) >= MAX_STEPS:
            raise AskError(f"more than {MAX_STEPS} steps: a question has at most {MAX_STEPS} "
                           "(write a scenario file for more)", self.q, piece.start, piece.end)
        self.steps.append(step)
        self.spans.append((piece.start, piece.end))
        self._note_step(step)

    def _made_step(self, item: tuple) -> dict:
        """The step of a card named before it was anywhere (:func:`_pending_step`), remembered as the reader's own:
        a "Can …?" question is never answered "No" because such a step was refused (answer.py)."""
        st = _pending_step(*item)
        self.made.add(id(st))
        return st

    def _note_step(self, step: dict) -> None:
        if "end_turn" in step:     # the next player's turn (500.1)
            self.attacking = None
            for t, was in reversed(self.__dict__.pop("ctl_until_eot", [])):   # control "until end of turn" ended (514.2)
                if t in self.ctl:
                    self.ctl[t] = was
            i = self.players.index(self.active) if self.active in self.players else 0
            self.active = self.players[(i + 1) % len(self.players)]
            self.active_fixed = True

    def new_alias(self, name: str, alias: str | None = None) -> str:
        base = alias or name
        a = base
        if alias is None and a in self.used:
            n = 2
            while f"{base} #{n}" in self.used:
                n += 1
            a = f"{base} #{n}"
        self.used.add(a)
        self.aliases.setdefault(fold_key(a), a)
        self.aliases.setdefault(fold_key(name), name if name in self.used else a)
        return a

    # names -----------------------------------------------------------------------------------------------
    def _defined(self, phrase: str) -> dict | None:
        k = fold_key(phrase)
        for name, d in self.cards.items():
            if fold_key(name) == k:
                return {**d, "name": name}
        return None

    def definition(self, name: str) -> dict:
        """The card an object or a name stands for ("Grizzly Bears #2" is Grizzly Bears): the question's own
        definition, else the KB's; {} when neither has it."""
        base = card_name_of(name)
        return self._defined(base) or self.lex.card(base) or {}

    def refs_at(self, cur: Cur, *, players: bool = True, cards: bool = True, objects: bool = True,
                pronouns: bool = True) -> list[tuple[int, Ref]]:
        """What the words at the cursor can name, longest first: (tokens used, Ref)."""
        toks, i = cur.toks, cur.i
        out: list[tuple[int, Ref]] = []
        if i >= len(toks):
            return out
        t = toks[i]
        if t.quoted:
            d = self._defined(t.text)
            if d is not None:
                return [(1, Ref("card", d["name"], d))]
            a = self.aliases.get(fold_key(t.text))
            if a is not None and objects:
                return [(1, Ref("object", a))]
            d = (self.lex.card(t.text) or self.lex.card(f'"{t.text}"')) if cards else None   # "Ach! Hans, Run!"
            if d is not None:
                return [(1, Ref("card", d["name"], d))]
            return [(1, Ref("name", t.text))]
        if players:
            for words, who in (("your opponent", "opponent"), ("the opponent", "opponent"), ("an opponent", "opponent"),
                               ("opponent", "opponent"), ("opp", "opponent"), ("you", "you"), ("me", "you"),
                               ("yourself", "you"), ("myself", "you")):
                ws = words.split()
                if cur.at(*ws):
                    out.append((len(ws), Ref("player", who)))
            for ws, who in self._extras():
                if cur.at(*ws):
                    out.append((len(ws), Ref("player", who)))
        if pronouns and self.last is not None:
            for words in (("that", "spell"), ("that", "creature"), ("that", "permanent"), ("it",), ("that",)):
                if cur.at(*words):
                    out.append((len(words), Ref("object", self.last)))
                    break
        top = min(len(toks), i + MAX_NAME_WORDS)
        for j in range(top, i, -1):
            if any(x.quoted for x in toks[i + 1:j]):
                continue
            phrase = " ".join(x.text for x in toks[i:j]).rstrip(",:")
            if objects:
                a = self.aliases.get(fold_key(phrase))
                if a is not None:
                    out.append((j - i, Ref("object", a)))
                    continue
            if cards:
                d = self._defined(phrase)
                if d is None and j - i <= 8:
                    d = self.lex.card(phrase)
                if d is not None:
                    out.append((j - i, Ref("card", d["name"], d)))
        out.sort(key=lambda x: -x[0])
        return out

    def fuzzy_ref(self, cur: Cur, *, what: str = "a card name", objects: bool = True, cards: bool = True,
                  stop: set | None = None) -> tuple[int, Ref]:
        """A name the exact look-ups did not find: the words up to the next keyword, matched like
        ``kb card`` (and against the names already in the question)."""
        toks, i = cur.toks, cur.i
        if i >= len(toks):
            raise self.cannot(cur, what)
        stop = STOP_WORDS if stop is None else stop
        j = i + 1
        while j < len(toks) and (toks[j].quoted or toks[j].low not in stop):
            j += 1
        phrase = " ".join(x.text for x in toks[i:j]).rstrip(",:")
        first, last = toks[i], toks[j - 1]
        if toks[i].low in stop or not re.search(r"\w", phrase):
            raise self.cannot(cur, what)
        key = fold_key(phrase)
        if j - i > 1 and toks[i].low in ("a", "an") and not toks[i + 1].quoted:
            # "blocks with a Hill Giant", "on a Hill Giant": an article and a card's whole name (or an object named
            # before) — that card, never a close spelling of the article and the name (Hill Giant Herdgorger)
            after = Cur(toks)
            after.i = i + 1
            whole = self.refs_at(after, objects=objects, cards=cards, players=False, pronouns=False)
            if whole and whole[0][0] == j - i - 1:
                return j - i, whole[0][1]
        # "not Hill Giant" says it is not that card, "another Grizzly Bears" one that is not the one named before,
        # "both Grizzly Bears" two of them: never read by a close spelling as that card or object (the word dropped)
        lead = [x for x in key.split() if x not in ("the", "a", "an")][:1]
        negated = bool(lead) and lead[0] in _NOT_A_NAME_LEAD
        if objects and self.aliases and not negated:
            close = difflib.get_close_matches(key, list(self.aliases), n=1, cutoff=0.8)
            rest = re.sub(r"^(?:the|a|an|my|his|her|their|your|[\w-]+'s) ", "", key)
            if close and rest != key and len({fold_key(card_name_of(a)) for a in self.aliases.values() if re.search(
                    rf"(?:^|\s){re.escape(rest)}(?:$|\s|,)", fold_key(card_name_of(a)))}) > 1:
                close = []      # "the Knight" with White Knight and Black Knight: a word of both, not a close spelling
            if close:
                a = self.aliases[close[0]]
                refuse_words_beside_name(key, card_name_of(a), phrase, self.q, first.start, last.end,
                                         len(self.steps) + 1)     # "my 4/4 Grizzly Bears" after Grizzly Bears
                if possessed(key)[0] is not None:
                    # "my Grizzly Bears" close to the opponent's Grizzly Bears: never that one (WhoseReader)
                    a = self.whose_said(Ref("object", a), possessed(key)[0], first, last, enter=False).name
                note = f"{phrase!r} read as {a}"
                self.notes.append(note)
                return j - i, Ref("object", a, note=note)
        if objects and self.aliases:
            # "Nighthawk", "the Spider", "my Crusader": the first or last words of exactly one object's name named
            # before (never a card of the KB whose name holds them: Mystic Crusader); "my Lord" when both players
            # control a Lord of Atlantis: the one the possessive says
            whose, said = possessed(key)
            part = [a for a in set(self.aliases.values()) if re.search(
                rf"(?:^|\s){re.escape(said)}$|^{re.escape(said)}(?:\s|,)", fold_key(card_name_of(a)))]
            if not part and len(said) >= 4 and " " not in said:
                # "the Goyf" after Tarmogoyf: the end of a word of exactly one object's name (never Altar of the Goyf)
                part = [a for a in set(self.aliases.values()) if re.search(
                    rf"\w{re.escape(said)}(?:$|\s|,)", fold_key(card_name_of(a)))]
            if len(part) > 1 and whose is not None and \
                    len({fold_key(card_name_of(a)) for a in part}) == 1:
                part = [a for a in part if self.ctl.get(a, "you") == whose]
            if len(part) == 1 and whose is not None:
                # "my Grizzly Bears" when the one named before is the opponent's: never that one (WhoseReader)
                got = self.whose_said(Ref("object", part[0]), whose, first, last, enter=False)
                part = [got.name]
            if len(part) == 1:
                note = f"{phrase!r} read as {part[0]} (named before)"
                self.notes.append(note)
                return j - i, Ref("object", part[0], note=note)
        if cards and self.cards:
            close = difflib.get_close_matches(key, [fold_key(n) for n in self.cards], n=3, cutoff=0.8)
            if close:
                refuse_rival_spellings(key, close, phrase, self.q, first.start, last.end, len(self.steps) + 1)
                name = next(n for n in self.cards if fold_key(n) == close[0])
                self.notes.append(f"{phrase!r} read as {name} (defined in the question)")
                return j - i, Ref("card", name, {**self.cards[name], "name": name})
        if cards and number_word(toks[i].low) is not None and toks[i].low not in ("a", "an", "one") and j - i > 1:
            # "two Glorious Anthems": a count is not part of a name (a close spelling would drop it)
            raise AskError(f"{phrase!r}: several cards of one name are read where the board is said ('I control two "
                           "NAME'); here name each one ('NAME and NAME')", self.q,
                           first.start, last.end, len(self.steps) + 1)
        if cards and re.fullmatch(rf"(?:(?:my|your|the|all|all of|their|his|her|[\w-]+'s) )*(?:{'|'.join(GROUP_WORDS)})",
                                  " ".join(x.low for x in toks[i:j])):
            # "my lands", "opponent's creatures": a group of permanents, never a card's name read fuzzily
            raise AskError(f"{phrase!r} names a group of permanents, not a card: here name the cards (or ask "
                           f"'show {phrase}')", self.q, first.start, last.end, len(self.steps) + 1)
        if cards and key in NOT_NAMES:
            # "if you copy a noncreature permanent": a pronoun is no part of a card's name ("You Come to a River");
            # the words from it on are what could not be read
            end = toks[-1]
            raise AskError(f"cannot read {self.q[first.start:end.end]!r}: not a step or a board the reader knows "
                           "(write it in steps)", self.q, first.start, end.end, len(self.steps) + 1)
        if cards and (got := self._generic_ref(toks, i, j)) is not None:
            return got
        if cards:
            how, names = self.lex.suggest(phrase)
            if how == "fuzzy" and names and difflib.SequenceMatcher(None, key, fold_key(names[0])).ratio() < 0.75:
                names = []      # a close spelling is close
            if how == "fuzzy" and names and key.startswith("the ") and fold_key(names[0]).startswith("the ") and \
                    difflib.SequenceMatcher(None, key[4:], fold_key(names[0])[4:]).ratio() < 0.75:
                names = []      # ... without the article both start with: "the dork" is not The Rack
            if how == "fuzzy" and names and set(key.split()) & (PLAYER_PRONOUNS | POSSESSIVE_PRONOUNS | WHEN_WORDS | ROLE_WORDS | GAME_WORDS | OUTCOME_WORDS | GAME_VERBS | {"dead", "alive"}) - {"opponent", "opponent's"} - set(
                    fold_key(names[0]).split()):
                names = []      # "he lost the game" is a player's words, not a misspelt Hero of the Games; "his own
                #                 Grizzly Bears" says whose it is, "During combat" when, "the attacker" a role, "does
                #                 his creature die" the question's outcome, "a destroy spell" a game's verb: never a
                #                 close spelling of a card's name (Single Combat, Tithe Taker, Creature Bond, Dry Spell)
            if how == "substring" and names and not re.search(r"(?:^|\s)" + re.escape(key), fold_key(names[0])):
                names = []      # "both" is not in "Arcades Sabboth": a part of a name starts at a word
            if how == "prefix" and names and not re.match(re.escape(key) + r"(?:$|[\s,-])", fold_key(names[0])):
                names = []      # a name's first words, whole: "my Bears" is not Bearscape
            if how == "words" and names and not all(re.search(r"(?:^|[\s-])" + re.escape(w), fold_key(names[0]))
                                                    for w in key.split() if w not in ("a", "an", "the")):
                names = []      # each word starts a word of the name: "no forest" is not Snow-Covered Forest
            if how in ("prefix", "words", "substring") and names and len(key.split()) <= 2 and \
                    key.split()[0] in ("the", "a", "an", "my", "his", "her", "their", "your"):
                names = []      # "the bears" is an article and a noun, not a part of The Bears of Littjara
            if how in ("prefix", "words", "substring") and names and len(key.split()) == 1 and i > 0 and \
                    toks[i - 1].low in ("my", "his", "her", "their", "your", "opponent's", "the", "a", "an", "that",
                                        "this", "its"):
                names = []      # "his guy", "my flyer": a noun after a possessive or an article, not a part of a
                #                 card's name (Guy in the Chair, First-Time Flyer)
            if how in ("prefix", "words", "substring") and names and len(key.split()) == 1 and \
                    key in ROLE_WORDS | GAME_WORDS:
                names = []      # "the Soul Warden trigger", "the Bears token": a game's noun alone after a name, never
                #                 the first word of a card's (Trigger Happy) -- ask57
            if how not in ("exact", "face") and names and set(key.split()) <= CORRECTION_WORDS | WHEN_WORDS:
                names = []      # "Actually, …", "Scratch that", "Tomorrow, …": a speaker's correction or a time, never
                #                 a part of a card's name (Slobad, Actually Just Fine; Tomorrow, Azami's Familiar)
            if names and negated and not re.match(rf"(?:the )?{lead[0]} ", fold_key(names[0])):
                names = []      # "not Hill Giant", "another Grizzly Bears": never that card (above)
            if how == "fuzzy" and names:   # "Lightning Blot": as close to Lightning Blow as to Lightning Bolt
                refuse_rival_spellings(key, names, phrase, self.q, first.start, last.end, len(self.steps) + 1)
                # "his flying Grizzly Bears": a word beside the name is no spelling of it
                refuse_words_beside_name(key, names[0], phrase, self.q, first.start, last.end, len(self.steps) + 1)
            if names and (how == "fuzzy" or len(names) == 1):
                d = self.lex.card(names[0])
                there = sorted({a for a in self.aliases.values()
                                if d is not None and fold_key(card_name_of(a)) == fold_key(d["name"])}) if objects else []
                if len(there) > 1:
                    # "one of Grizzly Bears" when two are there: a close spelling of the card's name is one of them,
                    # not said which -- never a third one entering (it made a board of three)
                    raise AskError(f"{phrase!r} could be any of {', '.join(there)}: name the one meant",
                                   self.q, first.start, last.end, len(self.steps) + 1)
                if there:
                    # ... and when one is there, that one (the note said "was not on the battlefield: it enters")
                    note = f"{phrase!r} read as {there[0]} (named before)"
                    self.notes.append(note)
                    return j - i, Ref("object", there[0], note=note)
                if d is not None:
                    kind = "closest card name" if how == "fuzzy" else f"the only card whose name {HOW_MATCHED.get(how, 'matches')}"
                    note = f"{phrase!r} read as {d['name']} ({kind})"
                    self.notes.append(note)
                    return j - i, Ref("card", d["name"], d, note=note)
            if names:
                raise AskError(f"{phrase!r} could be any of: {', '.join(names[:8])}{' …' if len(names) >= 8 else ''} "
                               "(write the whole name)", self.q, first.start, last.end, len(self.steps) + 1)
        if not self.lex.has_cards() and cards:
            raise AskError(f"{phrase!r} is not a card this question defines, and the KB holds no cards "
                           "(run `kb import-cards`, or define it: \"Name\" is a 2/2 green Bear creature)",
                           self.q, first.start, last.end, len(self.steps) + 1)
        raise AskError(f"no card or object named like {phrase!r}" + (
            f" (on the battlefield so far: {', '.join(sorted(set(self.aliases.values())))})" if self.aliases else ""),
            self.q, first.start, last.end, len(self.steps) + 1)

    def one_ref(self, cur: Cur, what: str = "a card name", **kw) -> Ref:
        cands = self.refs_at(cur, **kw)
        if cands:
            n, ref = cands[0]
            if ref.kind == "object" and cur.low() not in ("it", "that") and not cur.toks[cur.i].quoted:
                self._same_name_said(ref, cur.toks[cur.i], cur.toks[cur.i + n - 1],
                                     whose_said=self._after_possessive(cur))
            cur.i += n
            return ref
        n, ref = self.fuzzy_ref(cur, what=what, objects=kw.get("objects", True), cards=kw.get("cards", True))
        cur.i += n
        return ref

    def ref_list(self, cur: Cur, what: str = "a card, an object or a player", **kw) -> list[Ref]:
        out = [self.one_ref(cur, what, **kw)]
        while cur.at("and") or cur.at("&"):
            cur.i += 1
            out.append(self.one_ref(cur, what, **kw))
        return out

    def obj_ref(self, cur: Cur, what: str, controller: str | None = None, zone: str = "battlefield", *,
                said: str | None = None, **kw) -> Ref:
        """An object the step acts on. A permanent card not yet in the question enters first (under
        ``controller``'s control, else yours), and the answer says so. ``said``: whose the words before the
        cursor said it is (a combat declaration takes the possessive itself)."""
        start = cur.tok()
        poss = self._take_possessive(cur) if zone in ("battlefield", "target") else None
        poss = poss or said
        at = cur.i
        ref = self.one_ref(cur, what, **kw)
        if poss is not None and ref.kind == "object" and self.ctl.get(ref.name, poss) != poss and \
                cur.low(-1) not in ("it", "that") and at < len(cur.toks):
            # "opponent's Grizzly Bears" when there are two: the one that player controls; when the one named before
            # is another player's, never that one (WhoseReader)
            ref = self.whose_said(ref, poss, cur.toks[at], cur.toks[max(at, cur.i - 1)], enter=True)
        if poss is not None and ref.kind == "object":
            self.whose_named[fold_key(card_name_of(ref.name))] = ref.name
            self.whose_named_at[fold_key(card_name_of(ref.name))] = len(self.steps)
        ref = self.need(ref, poss or controller, start, zone)
        if zone == "target" and self.pending and self.pending[-1][2] == "stack" and \
                fold_key(self.pending[-1][0]) == fold_key(ref.name) and cur.low() in ("on", "targeting"):
            # "Fork copying my Giant Growth on Grizzly Bears": the targets of the spell cast first are its own
            cur.i += 1
            name, who, _z, opts = self.pending.pop()
            targets = self._target_names(cur)
            self.pending.append((name, who, "stack", {**(opts or {}), "targets": targets}))
        return ref

    def _after_possessive(self, cur: Cur) -> bool:
        """The words before the cursor say whose ("my", "opponent's", "Ann's")."""
        before = [t.low for t in cur.toks[max(0, cur.i - 3):cur.i]]
        return bool(before) and (before[-1].endswith("'s") or any(
            len(ws) <= len(before) and tuple(before[-len(ws):]) == tuple(ws) for ws, _who in POSSESSIVE_WORDS))

    def _same_name_said(self, ref: Ref, tok: Tok | None, end: Tok | None = None, *, whose_said: bool = False) -> None:
        """A judge's bare name (or 'it' bound to it) when two objects of that name on the battlefield have different
        controllers ("I control Grizzly Bears. My opponent controls Grizzly Bears. I Shock it."): which one is meant
        is not said, so nothing is guessed (the step language's "NAME #2" and "opponent's NAME" say it). Two of that
        name under one player's control ("I cast another Grizzly Bears. My opponent Shocks the Grizzly Bears."),
        ``whose_said`` or not, are the same: the name, or "my NAME", is either (it was the first one, redteam11)."""
        if not self.prose or "#" in ref.name:
            return
        base = fold_key(card_name_of(ref.name))
        same = [a for a in dict.fromkeys(self.aliases.values()) if fold_key(card_name_of(a)) == base]
        mine = self.ctl.get(ref.name, "you")
        # a permanent spell of that name cast since, or one cast or put as a copy of it (707.2: the copy has its name),
        # is another object of that name once it resolves (the engine names it at run time: "NAME #2")
        objs = objects_named(self.steps, self.pending, base)
        one_player = [c for c, who, made, _k in objs if who == mine]
        if len(one_player) > 1 and any(made for c, who, made, _k in objs if who == mine):
            # (two said on the board, "I control two Grizzly Bears", are ProseReader.counted_again's: the reader's own
            # show steps name them by the name and "#2")
            name = card_name_of(ref.name)
            raise self.err(f"{name!r} could be either of the {len(one_player)} objects named {name} ("
                           f"{', '.join(one_player)}) {'you' if mine == 'you' else mine} control(s): which one is "
                           "meant is not said (name them apart: 'NAME #2' in steps)", tok, end)
        # another player's copy of it made since whose it is was last said ("My opponent casts Clone copying my Hill
        # Giant, and I cast Lightning Bolt on the Hill Giant"): the bare name is either (707.2)
        copies = [c for c, who, made, k in objs if who != mine and made == "copy" and
                  k >= self.whose_named_at.get(base, -1)]
        if whose_said or (self.whose_named.get(base) == ref.name and not copies):
            return           # "I Shock my Grizzly Bears. Does it die?": the one named last, with whose it is
        whose = {self.ctl.get(a, "you") for a in same}
        if copies or (len(same) > 1 and len(whose) > 1):
            name = card_name_of(ref.name)
            raise self.err(f"{name!r} could be either {name} (yours or opponent's): say whose "
                           f"('my {name}', 'opponent's {name}')", tok, end)

    def obj_list(self, cur: Cur, what: str, controller: str | None = None, zone: str = "battlefield",
                 **kw) -> list[Ref]:
        out = [self.obj_ref(cur, what, controller, zone, **kw)]
        while (cur.at("and") or cur.at("&")) and not self._and_a_spell(cur):
            cur.i += 1
            out.append(self.obj_ref(cur, what, controller, zone, **kw))
        return out

    def _and_a_spell(self, cur: Cur) -> bool:
        """"Lightning Bolt at opponent and Fork it": after 'and', an instant or sorcery not yet cast starts the
        next step (it can't be an object on the battlefield)."""
        save = cur.i
        cur.i += 1
        try:
            cands = self.refs_at(cur, players=False, pronouns=False)
            return bool(cands) and cands[0][1].kind == "card" and not (types_of(cands[0][1].defn or {}) & PERMANENT_TYPES)
        finally:
            cur.i = save

    def need(self, ref: Ref, controller: str | None, tok: Tok | None, zone: str = "battlefield") -> Ref:
        if ref.kind != "card":
            return ref
        if any(fold_key(it[0]) == fold_key(ref.name) for it in self.pending):
            return ref
        types = types_of(ref.defn or {})
        if zone == "hand":
            who = controller or "you"
            self.pending.append((ref.name, who, "hand", None))
            self.new_alias(ref.name)
            self.notes.append(f"{ref.name} was not in the question: it is put into "
                              f"{'your' if who == 'you' else who + chr(39) + 's'} hand first")
            return Ref("object", ref.name)
        if zone == "target" and types & {"Instant", "Sorcery"}:
            # "I Fork a Fling", "Counterspell my opponent's Lightning Bolt": a spell named as a target before it
            # was cast is cast first (its own targets and costs as the question gives them: none)
            who = controller or "you"
            self.pending.append((ref.name, who, "stack", self._stand_ins(ref) if self.stand_ins else None))
            self.new_alias(ref.name)
            self.notes.append(f"{ref.name} was not on the stack: it is cast first, by "
                              f"{'you' if who == 'you' else who}")
            return Ref("object", ref.name)
        if not types & PERMANENT_TYPES:
            raise self.err(f"{ref.name} is not on the battlefield or the stack yet: cast it first "
                           f"({ref.name} on X)", tok)
        who = controller or "you"
        self.pending.append((ref.name, who, "battlefield", None))
        self.ctl[self.new_alias(ref.name)] = who
        self.notes.append(f"{ref.name} was not on the battlefield: it enters first, under "
                          f"{'your' if who == 'you' else who + chr(39) + 's'} control")
        return Ref("object", ref.name)

    def _stand_ins(self, ref: Ref) -> dict:
        """The choices a spell cast first needs and the question does not give, when nothing asked depends on
        them: "any target" / "target player" → the opponent; "sacrifice a creature" → a creature of yours that
        stands in ("the sacrificed creature", 1/1). The answer says so in a note."""
        text = str((ref.defn or {}).get("text") or "").lower()
        opts: dict = {}
        if re.search(r"\bany target\b|\btarget (?:player|opponent)\b", text):
            opts["targets"] = ["opponent"]
        if re.search(r"\bsacrifice an? creature\b", text):
            name = "the sacrificed creature"
            self.cards.setdefault(name, {"type_line": "Creature", "power": "1", "toughness": "1"})
            self.pending.append((name, "you", "battlefield", None))
            self.ctl[self.new_alias(name)] = "you"
            opts["sacrifice"] = [name]
        if opts:
            self.notes.append(f"the question does not say {ref.name}'s "
                              + " or ".join(w for w, k in (("targets", "targets"), ("sacrificed creature", "sacrifice"))
                                            if k in opts)
                              + ": " + ", ".join(f"{k} {v[0]!r}" for k, v in opts.items())
                              + " stand in; the copy's costs and what is shown do not depend on them (707.10)")
        return opts

    # the pieces ------------------------------------------------------------------------------------------
    def compile(self, pieces: list[Piece]) -> None:
        prev_show = None
        respond_next = False
        pieces = list(pieces)
        for k, p in enumerate(pieces):
            # "players: you, Ann, Bob" is one step: the commas after it separate names
            if k == 0 and re.match(r"(?i)\s*(?:the\s+)?players\b\s*(?::|are\b)", p.text):
                while len(pieces) > 1 and pieces[1].comma:
                    nxt = pieces.pop(1)
                    p = Piece(self.q[p.start:nxt.end], p.start, nxt.end)
                pieces[0] = p
                break
        for p in pieces:
            self.piece = p
            toks = _tokens(p, self.q)
            if not toks:
                continue
            if p.comma and prev_show is not None:
                # "show A, B and C": the list goes on after a comma
                self._show_more(prev_show, Cur(toks))
                continue
            if [t.low for t in toks] in (["in", "response"], ["respond"], ["in", "response", "to", "it"],
                                         ["in", "response", "to", "that"]):
                respond_next = True
                continue
            tail = next((n for n in (4, 2) if len(toks) > n and [t.low for t in toks[-n:]][:2] == ["in", "response"]
                         and (n == 2 or [t.low for t in toks[-2:]] in (["to", "it"], ["to", "that"]))), 0)
            if tail and toks[0].low not in ("cast", "activate", "copy") and not any(t.quoted for t in toks[-tail:]):
                # "I sacrifice it in response", "opponent sacrifices Grizzly Bears in response to it": the step with
                # the stack as it is, as "in response, …" (a cast reads it among its options)
                toks = toks[:-tail]
                respond_next = True
            before = {id(st) for st in self.steps}
            self.step(Cur(toks), p)
            # the steps this piece added (a permanent it used without saying it entered went first: not these)
            new = [st for st in self.steps if id(st) not in before and id(st) not in self.front]
            if respond_next:
                for st in new:
                    self._mark_response(st)
                respond_next = False
            prev_show = new[-1] if new and ("show" in new[-1] or "expect" in new[-1]) else None
        resolve_before_casts(self)     # a cast at a permanent spell cast before it: that one resolved

    def step(self, cur: Cur, p: Piece) -> None:
        if cur.done():
            raise self.cannot(cur, "a step after it")
        low = cur.low()
        t0 = cur.tok()
        if p.comma and self.assign_step is not None and self.steps and self.steps[-1] is self.assign_step and \
                number_word(low) is not None and cur.low(1) in ("to", "damage", "combat"):
            return self._assign(cur, p, self.assign_creature)     # "A assigns 2 to B, 3 to opponent"
        # a card of the question's own
        if t0.quoted and cur.low(1) in ("is", "=", "are") or low == "define":
            return self._define(cur, p)
        if low in ("does", "did", "do", "will", "would", "is", "are", "was", "were", "can", "could", "how", "who",
                   "what", "what's", "has", "have", "which", "where", "where's") and self._question(cur, p):
            return
        if low in ("show", "what", "what's", "whats"):
            return self._show(cur, p)
        if low in ("check", "expect", "assert"):
            return self._check(cur, p)
        if low == "note":
            self.add({"note": p.text[len(cur.tok().text):].strip() or "-"}, p)
            return
        if low in ("edition", "rules") or cur.at("under", "the") or (
                low in ("with", "using", "in", "per") and _RULES_WHEN.search(p.text)):
            return self._edition(cur, p)
        if low in ("in", "respond") and (cur.at("in", "response") or cur.at("respond", "with")):
            cur.i += 2
            if cur.low() == "to":
                cur.i += 1
                self.one_ref(cur)
            respond = len(self.steps)
            self.step(cur, p)
            for st in self.steps[respond:]:
                self._mark_response(st)
            return
        if self._players_step(cur, p) or self._combat(cur, p) or self._fixed(cur, p) or self._trigger_targets(cur, p) \
                or self._combat_subject(cur, p) or self._pump_subject(cur, p):
            return
        # a player doing something
        who = self._subject(cur)
        if who is not None:
            return self._player_action(cur, p, who)
        if low in ("cast", "play", "enter", "put"):
            if low == "put" and not self._put(cur, p):
                raise self.cannot(cur, "put N COUNTER counters on X, or put X into a zone")
            elif low == "put":
                return
            cur.i += 1
            before = len(self.steps)
            self._by_name(cur, p, verb=low if low != "put" else "enter")
            if low == "play":
                self.played.update(id(st) for st in self.steps[before:])
            return
        if low in ("activate",):
            cur.i += 1
            return self._activate(cur, p)
        if low == "copy":
            cur.i += 1
            return self._copy(cur, p)
        if low == "equip":
            cur.i += 1
            return self._equip(cur, p)
        if low in ("destroy", "exile", "sacrifice", "tap", "untap", "blink", "flicker", "bounce", "detach", "kill",
                   "return", "attach", "regenerate"):
            return self._zone_verb(cur, p)
        if low == "turn" and any(a.low == "face" and b.low == "up" for a, b in zip(cur.toks[cur.i:], cur.toks[cur.i + 1:])):
            # "turn X face up": the special action (116.2b); without "face up", "Turn to Frog" is a card's name
            cur.i += 1
            name = self.obj_ref(cur, "the face-down permanent", players=False).name
            if not (cur.take("face") and cur.take("up")):
                raise self.cannot(cur, "turn X face up")
            self.add({"turn_face_up": name}, p)
            self.last = name
            return self._and_more(cur, p, None, None)
        if low in ("gain",) and cur.at("gain", "control", "of"):
            return self._control(cur, p, "you")
        if low in ("draw", "discard"):
            return self._player_action(cur, p, "you")
        if low == "create":
            return self._player_action(cur, p, "you")
        if low == "effect":
            cur.i += 1
            return self._effect(cur, p, None)
        if t0.quoted and not self._defined(t0.text) and not self.lex.card(t0.text) and \
                fold_key(t0.text) not in self.aliases and re.search(r"[.]|\b(get|gets|deals?|gains?|loses?|create|"
                                                                 r"destroy|exile|return|draw|is|are|becomes?)\b",
                                                                 t0.text, re.I):
            return self._effect(cur, p, None)
        if self._counters(cur, p):
            return
        if self._damage(cur, p, None):
            return
        if low in ("remove",):
            raise self.cannot(cur, "remove N COUNTER counter(s) from X")
        k = 1 if number_word(low) is not None else 0
        if re.fullmatch(r"[+-]\d{1,2}/[+-]\d{1,2}", cur.low(k) or ""):
            cur.i += k + 1
            raise self.cannot(cur, "counter(s) on X: +1/+1 counter on X")
        return self._by_name(cur, p, verb=None)

    def _unless_paid(self, cur: Cur, p: Piece, who: str, paid: bool, amount: str | None = None) -> bool:
        """"I pay {3}" / "he doesn't pay" after a spell with "… unless its controller pays {3}" (Mana Leak): the choice
        of the payment, on that spell's step (``choose: {pays: …}``). The payer must be the one the words name: the
        controller of the spell it targets ("its controller"), or, for "unless you pay", the spell's controller; an
        amount said must be the one the words ask ("I pay {1}" for "{3}" is no payment of it, 118.3)."""
        for st in reversed(self.steps):
            v = st.get("cast") if isinstance(st.get("cast"), dict) else None
            if v is None:
                continue
            d = self.definition(v["card"])
            m = re.search(r"\bunless (its controller|you|that player) pays? (\{[^.]*?\}|\d+ life)", str(d.get("text") or ""))
            if m is None:
                break
            owner = {fold_key(x["card"]): (x.get("controller") or "you") for x in
                     (s2.get("cast") for s2 in self.steps) if isinstance(x, dict) and x.get("card")}
            caster = v.get("controller") or "you"
            targets = v.get("targets") or []
            payer = caster if m.group(1) == "you" else owner.get(fold_key(targets[0])) if len(targets) == 1 else None
            if payer != who:
                raise self.err(f"{v['card']}'s payment (\u201cunless {m.group(1)} pays {m.group(2)}\u201d) is made by "
                               f"{payer or 'the player its words name'}, not {who}")
            if amount is not None and fold_key(amount) != fold_key(m.group(2)):
                raise self.err(f"{v['card']} asks for {m.group(2)} (\u201cunless {m.group(1)} pays {m.group(2)}\u201d), "
                               f"not {amount}: say 'pays' or 'doesn't pay'")
            v.setdefault("choose", {})["pays"] = paid
            return True
        raise self.err("a payment is said with no spell cast just before it that asks for one (\u201cunless … pays\u201d)")

    @staticmethod
    def _mark_response(st: dict) -> None:
        kind = next(iter(st))
        v = st[kind]
        if kind in ("cast", "activate"):
            if not isinstance(v, dict):
                v = {"card": v}
            v["respond"] = True
            st[kind] = v
        else:
            st["respond"] = True

    # fixed phrases -------------------------------------------------------------------------------------------
    def _fixed(self, cur: Cur, p: Piece) -> bool:
        words = [t.low for t in cur.toks]
        phrase = " ".join(words)
        if phrase in ("pass", "pass priority", "all pass", "both pass", "everyone passes", "players pass",
                      "all players pass", "both players pass"):
            self.add({"pass": 1}, p)
            return True
        m = re.fullmatch(r"(.+?) (?:concedes|conceded|concede|scoops|leaves the game|left the game)", phrase)
        if m:                 # "Ann concedes" (104.3a, 800.4a)
            who = self._player(cur)
            if cur.i != len(cur.toks) - (1 if words[-1] in ("concedes", "conceded", "concede", "scoops") else 3):
                raise self.cannot(cur, "a player who concedes: NAME concedes")
            self.add({"concede": who}, p)
            return True
        m = re.fullmatch(r"(i|you|opponent|he|she|they) (?:(pay|pays|paid)|don't pay|doesn't pay|do not pay|does not pay|"
                         r"didn't pay|did not pay|can't pay|cannot pay)(?: it| for it|(?: the)? ((?:\{[^ ]+)|\d+ life))?", phrase)
        if m:
            return self._unless_paid(cur, p, "you" if m.group(1) in ("i", "you") else "opponent", bool(m.group(2)),
                                     m.group(3))
        m = re.fullmatch(r"(?:let (?:it|them|the stack) )?resolve(?: the stack| everything| all| (one|\d+|two|three))?"
                         r"|(?:it|the stack|everything) resolves?", phrase)
        if m:
            n = m.group(1)
            self.add({"resolve": "all" if not n else (1 if n == "one" else number_word(n))}, p)
            return True
        if phrase in ("end turn", "end the turn", "next turn", "end of turn", "pass the turn", "turn ends",
                      "the turn ends", "end this turn"):
            self.add({"end_turn": None}, p)
            return True
        # "go to combat", "I move to the end step" (I: the one who asks, taken as the active player, as "I attack")
        m = re.fullmatch(r"(?:(?:i|we) (?:then )?)?(?:go|move|skip|advance|head|proceed) (?:in)?to (?:the )?(?:your |next )?"
                         r"(.+?)|(.+?) step|step (.+)", phrase)
        if m:
            what = (m.group(1) or m.group(2) or m.group(3)).strip()
            what = re.sub(r"^(?:the|your|next) ", "", what)
            step = STEP_WORDS.get(what) or STEP_WORDS.get(what.replace(" step", "")) or (
                what if what in STEP_WORDS.values() else None)
            if step is None:
                raise self.err(f"no step called {what!r} (steps: upkeep, draw step, main 1, combat, declare attackers, "
                               "declare blockers, combat damage, end of combat, main 2, end step, cleanup)")
            self.add({"step": step}, p)
            return True
        m = re.fullmatch(r"(?:it is|it's|it becomes|make it) (day|night)|(day|night)(?: time)?|(?:during the )?(day|night)",
                         phrase)
        if m:
            self.add({"day_night": m.group(1) or m.group(2) or m.group(3)}, p)   # 731.1
            return True
        if phrase in STEP_WORDS or (phrase.startswith("the ") and phrase[4:] in STEP_WORDS):   # "end of combat", "upkeep"
            self.add({"step": STEP_WORDS[phrase if phrase in STEP_WORDS else phrase[4:]]}, p)
            return True
        if phrase in ("check state-based actions", "state-based actions", "sba", "sbas"):
            self.add({"sba": None}, p)
            return True
        return False

    def _edition(self, cur: Cur, p: Piece) -> None:
        """"edition 2007-02-01", "under the current rules", "under the 2005 rules", "with the May 2013 rules": a
        date is the edition in force then; a year or a month is every edition in force during it (ask.editions)."""
        words = " ".join(t.text for t in cur.toks)
        m = re.match(r"\W*(?:(?:edition|rules)\b\W*(?:of\s+)?\S+|(?:under|with|using|in|per)\s+(?:the\s+)?(?:[\w.'-]+\s+){0,3}?"
                     r"(?:rules|comprehensive rules|cr)\b)\W*", words, re.I)
        if m and m.end() < len(words):
            # "under the 2005 rules I tap Llanowar Elves …": the words after the edition are no part of it, never dropped
            rest = len(words[:m.end()].split())
            raise AskError(f"cannot read {' '.join(t.text for t in cur.toks[rest:])!r} after the edition: say the "
                           "edition as a step of its own (under the 2005 rules; …)", self.q, cur.toks[rest].start,
                           cur.toks[-1].end, len(self.steps) + 1)
        m = re.search(r"(\d{4}-\d{2}-\d{2}|current|today)", words.lower())
        if m:
            self.edition = "current" if m.group(1) == "today" else m.group(1)
            return
        span = span_of(words)
        if span is None:
            raise self.err("an edition is a date YYYY-MM-DD, a month and a year, a year, or 'current': "
                           "edition 2007-02-01, under the May 2013 rules, under the 2005 rules")
        self.edition, self.edition_span = span[1], span

    # card-name steps ----------------------------------------------------------------------------------------------
    def _by_name(self, cur: Cur, p: Piece, verb: str | None, controller: str | None = None) -> None:
        """NAME [options]: enters (a permanent), is cast (an instant or sorcery), or moves into a zone."""
        if cur.done():
            raise self.cannot(cur, "a card name")
        if controller is None:
            for ws, who in self._extras(True) + [(ws, "opponent") for ws in OPPONENT_POSSESSIVE]:
                if cur.at(*ws):
                    cur.i += len(ws)
                    controller = who
                    break
            else:
                if cur.at("your") or cur.at("my"):
                    cur.i += 1
        face_down = False
        if cur.at("face-down") or cur.at("face", "down") or cur.at("a", "face-down") or cur.at("a", "face", "down"):
            cur.take("a")
            if not cur.take("face-down"):      # "a face-down Exalted Angel" (708.2)
                cur.i += 2
            face_down = True
            verb = verb or "enter"
        self.face_down_next = face_down
        start = cur.i
        cands = self.refs_at(cur, players=False, objects=verb is None, pronouns=False)
        cands = [c for c in cands if c[1].kind in ("card", "object", "name")]
        errors: list[AskError] = []
        for n, ref in cands:
            cur.i = start + n
            if ref.kind == "object":
                # a name already in the question, used as a step on its own: "X dies", "X enters"
                words = " ".join(x.text for x in cur.toks[start:start + n])
                d = self._defined(ref.name) or self.lex.card(ref.name) or self._defined(words) or self.lex.card(words)
                if d is not None and (cur.done() or cur.low() in ENTER_WORDS or cur.low() == "and"):
                    # the card again: another one enters (or is cast)
                    try:
                        return self._card_step(cur, p, Ref("card", d["name"], d), verb, controller, start)
                    except AskError as exc:
                        errors.append(exc)
                        continue
                try:
                    return self._object_step(cur, p, ref)
                except AskError as exc:
                    errors.append(exc)
                    continue
            if ref.kind == "name":
                raise self.err(f"no card named {ref.name!r}: define it first (\"{ref.name}\" is a 2/2 green Bear "
                               "creature with \"...\")", cur.toks[start])
            try:
                return self._card_step(cur, p, ref, verb, controller, start)
            except AskError as exc:
                errors.append(exc)
        if errors:
            raise max(errors, key=lambda e: e.start)
        cur.i = start
        n, ref = self.fuzzy_ref(cur, what="a card name or a step (see kb ask --help)", objects=verb is None)
        cur.i = start + n
        if ref.kind == "object":
            return self._object_step(cur, p, ref)
        return self._card_step(cur, p, ref, verb, controller, start)

    def _card_step(self, cur: Cur, p: Piece, ref: Ref, verb: str | None, controller: str | None, start: int) -> None:
        d = ref.defn or {}
        types = types_of(d)
        name = ref.name
        first_tok = cur.toks[start]
        # "NAME in graveyard", "NAME in opponent's hand"
        if cur.low() in ("in", "into") and verb in (None, "put"):
            return self._in_zone(cur, p, name, controller)
        # "Kitchen Finks dies" before it was named: a permanent that was on the battlefield (it enters first, with a
        # note), then what happens to it
        if verb is None and types & PERMANENT_TYPES and (cur.low() in ("dies", "died", "leaves", "left") or
                                                         cur.low() in ("is", "gets") and cur.low(1) == "destroyed"):
            return self._object_step(cur, p, self.need(ref, controller, first_tok))
        opts = self._options(cur, name, types, controller)
        if verb == "cast" or (verb is None and not (types & PERMANENT_TYPES)):
            if getattr(self, "face_down_next", False):   # "cast a face-down Exalted Angel": by its morph (702.37c)
                self.face_down_next = False
                opts["face_down"] = True
            if not types:
                raise self.err(f"{name} has no card type: it cannot be cast", first_tok)
            step = {"card": name}
            if controller:
                step["controller"] = controller
            for k in ("targets", "sacrifice", "discard", "exile", "tap", "x", "kicked", "mode", "mana", "choose", "from",
                      "respond", "face_down", "alternative"):
                if k in opts:
                    v = opts.pop(k)
                    step[k] = v[0] if k in ("sacrifice", "discard", "exile", "tap") and len(v) == 1 else v
            if "as" in opts:
                step["as"] = opts.pop("as")
            if "copy" in opts:
                # "Choose a nonlegendary creature on the battlefield" (Cytoshape): the chosen object; else the
                # permanent spell enters as a copy of it (Altered Ego, 707.9)
                text = str(d.get("text") or "")
                m = re.search(r"\bchoose an? (?:[\w-]+ )*?(creature|permanent|artifact|land|enchantment)\b", text, re.I)
                step.setdefault("choose", {})[m.group(1).lower() if m else "copy"] = opts.pop("copy")
            keep = opts.pop("keep", None)
            self._no_more(opts, f"casting {name}", first_tok)
            if re.search(r"\bgain control of (?:target|it|that)\b|\byou control enchanted\b", str(d.get("text") or ""), re.I):
                # "… until end of turn" (Act of Treason, Threaten): the control ends in the cleanup step (514.2), so
                # the next turn's words are read with the controller before it (redteam18: "Then it's my turn. Can it
                # attack?" was "No — it is your turn", the Bears still read as the opponent's)
                eot = bool(re.search(r"\bgain control of [^.]*?\buntil end of turn\b", str(d.get("text") or ""), re.I))
                for t in step.get("targets") or []:       # "I Threaten my opponent's Hill Giant": mine now (613.1b)
                    if isinstance(t, str) and t in self.ctl:
                        if eot:
                            self.__dict__.setdefault("ctl_until_eot", []).append((t, self.ctl[t]))
                        self.ctl[t] = controller or "you"
            if "targets" not in step:
                only = self._only_creature_target(d)
                if only is not None:
                    step["targets"] = [only]
            if not step.get("respond") and "Instant" not in types and not re.search(r"^Flash\b", str(d.get("text") or ""),
                                                                                    re.M):
                self._sorcery_speed(controller or "you", name)
            self.add({"cast": step, **({"keep": name if keep == "\x00new" else keep} if keep else {})}, p)
            if not types & PERMANENT_TYPES and self.last != name:
                self.before_spell = self.last     # what 'it' meant before an instant or sorcery was cast
                objs = [t for t in step.get("targets") or [] if isinstance(t, str) and t in self.ctl]
                if len(objs) == 1:
                    # "opponent casts Lightning Bolt on my Grizzly Bears and I sacrifice it": its one permanent target,
                    # the permanent named last (after whatever the board named before the spell)
                    self.before_spell = objs[0]
            self.last = self.last_spell = name
            self.used.add(name)
            self.aliases.setdefault(fold_key(name), name)
            return self._and_more(cur, p, verb, controller)
        # a permanent enters
        trigger_targets = None
        if "exile" in opts and re.search(r"(?:^|\n)(?:[\w ]+ \u2014 )?(?:When|Whenever)[^\n]*\bexile target\b", str(d.get("text") or "")):
            opts.setdefault("targets", []).extend(opts.pop("exile"))   # "Duplicant exiling Hill Giant"
        entry: dict = {"card": name}
        if controller:
            entry["controller"] = controller
        targets = opts.pop("targets", None)
        attach_after = None
        if targets:
            if len(targets) != 1:
                raise self.err(f"{name} enters attached to one object", first_tok)
            if "Aura" in subtypes_of(d):
                entry["attached_to"] = targets[0]
            elif "Equipment" in subtypes_of(d):
                attach_after = targets[0]
            elif re.search(r"(?:^|\n)(?:[\w ]+ \u2014 )?(?:When|Whenever)[^\n]*\btarget\b", str(d.get("text") or "")):
                trigger_targets = targets     # "Flametongue Kavu targeting Hill Giant": its enters trigger's target
            else:
                raise self.err(f"{name} is a permanent ({' '.join(sorted(types)).lower()}): it enters the battlefield; "
                               "'on'/'targeting' is for instants, sorceries, Auras and Equipment "
                               f"(to cast it: cast {name})", first_tok)
        if getattr(self, "face_down_next", False):
            opts["face_down"] = True
            self.face_down_next = False
        for k_in, k_out in (("tapped", "tapped"), ("counters", "counters"), ("copy", "copy"), ("choose", "choose"),
                            ("x", "x"), ("face_down", "face_down")):
            if k_in in opts:
                entry[k_out] = opts.pop(k_in)
        if "as" in opts:
            entry["as"] = opts.pop("as")
        if "owner" in opts:
            entry["owner"] = opts.pop("owner")
        if "controller" in opts:
            entry["controller"] = opts.pop("controller")
        if "attached_to" in opts:
            entry["attached_to"] = opts.pop("attached_to")
        respond = opts.pop("respond", None)
        keep = opts.pop("keep", None)
        self._no_more(opts, f"{name} entering the battlefield", first_tok)
        if "x" in entry:
            raise self.err(f"X is chosen when a spell is cast: cast {name} X=N", first_tok)
        if "{X}" in str(d.get("mana_cost") or "") and not entry.get("copy"):
            # "X enters the battlefield" says neither that it was cast (its X chosen then) nor that it was put onto the
            # battlefield (X 0): what refers to X as it enters is not stated (107.3m), never read as 0
            entry["x"] = "unstated"
        alias = self.new_alias(name, entry.get("as"))
        self.ctl[alias] = entry.get("controller") or "you"
        step = {"enter": entry if len(entry) > 1 else name}
        if trigger_targets:
            step["triggers"] = {alias: trigger_targets}
        if respond:
            step["respond"] = True
        if keep:
            step["keep"] = alias if keep == "\x00new" else keep
        self.add(step, p)
        if attach_after:
            self.add({"attach": {"card": alias, "to": attach_after}}, p)
        self.last = alias
        self._and_more(cur, p, verb, controller)

    def _and_more(self, cur: Cur, p: Piece, verb: str | None, controller: str | None) -> None:
        """"A and B" / "opponent's A and my B": the next card, as its own step (after this one)."""
        if not cur.take("and"):
            return
        who = self._take_possessive(cur)
        self._by_name(cur, p, verb=verb, controller=who or controller)

    def _end(self, cur: Cur, expected: str) -> None:
        if not cur.done():
            raise self.cannot(cur, "the end of the step (" + expected + ")")

    def _player(self, cur: Cur) -> str:
        for ws, who in self._extras() + list(player_words("you", "me")):
            if cur.take(*ws):
                return who
        raise self.cannot(cur, "a player: " + ", ".join(self.players))

    def _merge_into_last(self, p: Piece) -> None:
        """Cards named in a step merged into the last one enter before it (they were not on the battlefield)."""
        pending, self.pending = self.pending, []
        last, span = self.steps.pop(), self.spans.pop()
        for item in pending:
            self.add(self._made_step(item), p)
        self.steps.append(last)
        self.spans.append((span[0], p.end))

    def _only_creature_target(self, d: dict) -> str | None:
        """A spell with one target, "target creature", cast without one ("I respond with Giant Growth") when the
        question's board holds exactly one creature: that one, the only legal target (115.1, 601.2c). None when
        there could be another (a step before could have made a token) or the text targets anything else."""
        text = str(d.get("text") or "")
        if len(re.findall(r"\btarget\b", text, re.I)) != 1 or not re.search(r"\btarget creature\b", text, re.I):
            return None
        for st in self.steps:
            kind = next(iter(st))
            v = st[kind]
            card = v.get("card") if isinstance(v, dict) else v if isinstance(v, str) else None
            if kind not in ("enter", "show", "expect", "note") and (not isinstance(card, str) or re.search(
                    r"\bcreate|\btoken", str(self.definition(card).get("text") or ""), re.I)):
                return None          # something happened that could have made another creature
        defs = {a: self.definition(a) for a in self.ctl}
        if any(re.search(r"\bcreatures?\b[^.]*\b(?:in addition to its other types|becomes?)\b|\bbecomes? an? [^.]*"
                         r"\bcreature\b", str(x.get("text") or ""), re.I) for x in defs.values()):
            return None              # something could make another permanent a creature (Opalescence, Mutavault)
        creatures = [a for a, x in defs.items() if "Creature" in types_of(x)]
        if len(creatures) != 1:
            return None
        self.notes.append(f"{d['name']} targets {creatures[0]}: the only creature on the battlefield, the only legal "
                          "target (115.1, 601.2c)")
        return creatures[0]

    def _sorcery_speed(self, who: str, name: str, how: str = "cast") -> None:
        """The first spell cast at sorcery speed says whose turn it is, before any attack or turn said: only the
        active player casts a sorcery or a permanent spell without flash (307.1, 117.1a). "My opponent casts Wrath
        of God" is the opponent's turn. ``how``: "played" for a land played, which only the active player does
        (305.1, 505.6b)."""
        if self.sorcery_seen or self.active_fixed or self.players_given or self.attacking is not None:
            return
        if any(re.search(r"as though (?:it|they) had flash|any time you could cast an instant", str(
                self.definition(a).get("text")
                or ""), re.I) for a in list(self.ctl) + [name]):
            return                   # something lets it be cast at instant speed: it says nothing of the turn
        self.sorcery_seen = True
        if who != self.active and who in self.players:
            self._set_active(who)
            self.notes.append(f"{name} is cast at sorcery speed by {who}: it is {self._poss_name(who)} turn (307.1)"
                              if how == "cast" else
                              f"{name} is played as a land by {who}: it is {self._poss_name(who)} turn (305.1)")
        if who in self.players:
            self.active_fixed = True     # no later attack says otherwise (an attack by a creature it took, Threaten)


def _pending_step(name: str, who: str | None, zone: str, alias: str | None = None) -> dict:
    """The step that brings a card named before it was anywhere: into the hand, onto the battlefield, or (a spell
    named as a target) onto the stack, cast."""
    if zone == "hand":
        return {"put": {"card": name, "zone": "hand", **({"owner": who} if who and who != "you" else {})}}
    if zone == "stack":      # alias: the stand-in choices (StepCompiler._stand_ins)
        return {"cast": {"card": name, **({"controller": who} if who and who != "you" else {}), **(alias or {})}}
    entry = {"card": name, **({"controller": who} if who and who != "you" else {}), **({"as": alias} if alias else {})}
    return {"enter": entry if len(entry) > 1 else name}


def yours_explicitly(steps: list) -> None:
    """When another player is active (their creature attacks), a step's default player is that player
    (the engine's), not you: what the question made yours says so."""
    def entry(e):
        if isinstance(e, str):
            return {"card": e, "controller": "you"}
        if isinstance(e, dict) and "controller" not in e:
            e["controller"] = "you"
        return e
    for st in steps:
        kind = next(iter(st))
        v = st[kind]
        if kind == "enter":
            st[kind] = [entry(x) for x in v] if isinstance(v, list) else entry(v)
        elif kind in ("cast", "create") and isinstance(v, dict) and "controller" not in v:
            v["controller"] = "you"
        elif kind == "effect" and isinstance(v, dict) and "controller" not in v and "source" not in v:
            v["controller"] = "you"
        elif kind in ("graveyard", "put"):
            if isinstance(v, str):
                st[kind] = {"card": v, "owner": "you"}
            elif isinstance(v, dict) and not v.get("owner"):
                v["owner"] = "you"


def step_brief(step: dict) -> str:
    kind = next(iter(step))
    v = step[kind]
    if isinstance(v, dict):
        v = v.get("card") or v.get("spell") or v.get("text") or ", ".join(f"{k}: {x}" for k, x in v.items())
    elif isinstance(v, list):
        v = ", ".join(map(str, v))
    return f"{kind} {v}" if v not in (None, "") else kind


def players_text(players: list) -> str:
    """The players of a compiled question, in turn order: "you (2 cards in hand, not named), opponent"."""
    out = []
    for p in players:
        if isinstance(p, dict):
            n = p.get("hand")
            out.append(f"{p['name']} ({n} card{'s' if n != 1 else ''} in hand, not named)" if isinstance(n, int)
                       else str(p["name"]))
        else:
            out.append(str(p))
    return ", ".join(out)


def step_text(step: dict) -> str:
    """One step in the scenario file's flow style: ``cast: {card: Fling, targets: [opponent]}``."""
    import yaml
    return yaml.safe_dump(step, default_flow_style=True, sort_keys=False, allow_unicode=True, width=10_000).strip()[1:-1]
