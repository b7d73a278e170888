"""The words of a question: what the reader of ``kb ask`` knows before it reads anything.

* :class:`AskError`: an unreadable question, pointing at the words (``pointer()`` draws carets);
* folding (``fold``: case, accents and quote styles), names as keys (``fold_key``), numbers in words
  (``number_word``: "two", "3");
* the word lists of the step language (player words, steps of the turn, zones, the words that end a
  card name read by position, the words of a question) and of the prose reader (subjects, verbs, fillers,
  the tails of a question);
* :class:`Lexicon`: card names from the KB (exact, face names, prefixes, close spellings), names with
  punctuation protected from the sentence splitter, completions for ``kb ask -i`` and ``/ask``.

Colour and card-type words come from :mod:`kb.engine.values` where it has them.
"""
from __future__ import annotations

import re
import unicodedata

from ..words import CARD_TYPES, COLOR_LETTERS, MANA_LETTERS, KEYWORD_ACTIONS, NUMBER_WORDS, PERMANENT_TYPES, SUPERTYPES, TYPE_ALIASES, ZONES
from .interjections import INTERJECTIONS

MAX_CHARS = 5000     # a question is typed: 10,000 characters is not a question
MAX_STEPS = 200      # nor are 1,000 steps (a scenario file may have up to 1,000)
MAX_NAME_WORDS = 12


class AskError(ValueError):
    """A question that cannot be read or run; ``start``/``end`` locate the words in the question."""

    def __init__(self, message: str, text: str = "", start: int = 0, end: int = 0, step: int | None = None):
        super().__init__(message)
        self.message = message
        self.text = text
        self.start = max(0, min(start, len(text)))
        self.end = max(self.start, min(end, len(text)))
        self.step = step

    def pointer(self) -> str:
        """The line of the question holding the words, with carets under them."""
        if not self.text:
            return ""
        ls = self.text.rfind("\n", 0, self.start) + 1
        le = self.text.find("\n", self.start)
        le = len(self.text) if le < 0 else le
        line = self.text[ls:le]
        a, b = self.start - ls, min(self.end, le) - ls
        # a long line: show a window around the words
        off = 0
        if len(line) > 100:
            off = max(0, a - 40)
            line = ("…" if off else "") + line[off:off + 100] + ("…" if off + 100 < len(line) else "")
            a, b = a - off + (1 if off else 0), b - off + (1 if off else 0)
        return line + "\n" + " " * a + "^" * max(1, b - a)

    def words(self) -> str:
        return self.text[self.start:self.end]

    def __str__(self) -> str:
        return self.message


# --- text ------------------------------------------------------------------------------------------------------
_ONE_FOR_ONE = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2212": "-",
                              "\u2014": "-", "\u2013": "-", "\u00a0": " ", "\t": " ", "\r": " "})


def fold(text: str) -> str:
    """Lower case with accents dropped, one character for one (positions are kept)."""
    out = []
    for ch in text.translate(_ONE_FOR_ONE):
        if ch.isascii():
            out.append(ch.lower())
            continue
        d = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c)).lower()
        out.append(d if len(d) == 1 else ch.lower())
    return "".join(out)


def card_name_of(alias: str) -> str:
    """The card's name in an object's alias: "Grizzly Bears #2" (a second object of that name) → "Grizzly Bears"."""
    return re.sub(r" #\d+$", "", alias)


def fold_key(name: str) -> str:
    from kb.cards import name_key
    return name_key(name.translate(_ONE_FOR_ONE))


def noun_key(word: str) -> str:
    """A noun said of a card in one number, singular or plural ("the elf" for Llanowar Elves, "the Bear" for Grizzly
    Bears): the singular as English forms it from the plural's end (-ves, -ies, -es after s/x/ch/sh, -s)."""
    w = word.lower()
    if len(w) > 4 and w.endswith("ves"):
        return w[:-3] + "f"
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 4 and w.endswith(("ses", "xes", "ches", "shes")):
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        return w[:-1]
    return w


def number_word(word: str | None) -> int | None:
    if word is None:
        return None
    if re.fullmatch(r"\d{1,4}", word):
        return int(word)
    return NUMBER_WORDS.get(word)


# the engine's word lists (kb.engine.words), lower-cased as a question writes them
CARD_TYPE_WORDS = frozenset(t.lower() for t in (*CARD_TYPES, *TYPE_ALIASES))
SUPERTYPE_WORDS = frozenset(t.lower() for t in SUPERTYPES)
COLOUR_WORDS = COLOR_LETTERS     # "white" → "W" (105.1)
YOU_WORDS = ("you", "me", "myself", "yourself", "i")
OPPONENT_WORDS = ("opponent", "opp", "your opponent", "the opponent", "an opponent", "them")
# the words a step names the opponent with, longest first, and their possessives ("opponent's X")
OPPONENT_SAID = (("your", "opponent"), ("the", "opponent"), ("opponent",), ("opp",))
OPPONENT_POSSESSIVE = tuple(ws[:-1] + (ws[-1] + "'s",) for ws in OPPONENT_SAID)
# the pronouns that stand for a player: words a card's name spelt close to them does not have
PLAYER_PRONOUNS = frozenset({"i", "me", "you", "he", "she", "him", "her", "they", "them", "we", "us"})
# the words that say whose an object is ("my own Grizzly Bears", "my opps Grizzly Bears" with the apostrophe left
# out): no part of a card's name spelt close to them
POSSESSIVE_PRONOUNS = frozenset({"my", "your", "his", "her", "their", "our", "own", "opps", "opponents", "opponents'"})
# the words that say when something happens ("During combat, …"): no part of a card's name spelt close to them
# (Single Combat), unless the name itself holds them
WHEN_WORDS = frozenset({"during", "before", "after", "until", "while", "when", "whenever", "once", "then", "now", "mid",
                        "tomorrow", "yesterday", "today", "tonight", "later", "earlier", "afterwards",
                        # adverbs of time players add (ask52b: "can it attack right away?" was Spirit Away, spelt close
                        # to "right away", the attack's target: "No — 508.1b")
                        "right", "straight", "immediately", "instantly", "soon", "already", "yet", "again", "ago"})
# the game's words for an object's role or a place ("the attacker", "the blocking creature"): no part of a card's
# name spelt close to them (Tithe Taker), unless the name itself holds them
ROLE_WORDS = frozenset({"attacker", "attackers", "blocker", "blockers", "attacking", "blocking", "creature", "creatures",
                        "token", "tokens", "spell", "spells", "ability", "trigger", "copy", "original", "damage",
                        "combat", "stack", "graveyard", "battlefield", "life", "turn", "last"})
# whose a permanent is: the opponent's, then yours ("my X", "your X")
POSSESSIVE_WORDS = tuple((ws, "opponent") for ws in OPPONENT_POSSESSIVE) + ((("your",), "you"), (("my",), "you"))


def player_words(*you: str) -> tuple:
    """The words that name a player, the opponent's first: ``player_words("you", "i")`` for a subject."""
    return tuple((ws, "opponent") for ws in OPPONENT_SAID) + tuple(((w,), "you") for w in you)
STEP_WORDS = {"untap": "untap", "untap step": "untap", "upkeep": "upkeep", "draw step": "draw",
               "main": "main1", "main 1": "main1", "main1": "main1", "first main phase": "main1",
               "precombat main phase": "main1", "main phase": "main1", "combat": "beginning_of_combat",
               "beginning of combat": "beginning_of_combat", "declare attackers": "declare_attackers",
               "declare blockers": "declare_blockers", "combat damage": "combat_damage",
               "end of combat": "end_of_combat", "main 2": "main2", "main2": "main2", "second main phase": "main2",
               "postcombat main phase": "main2", "end": "end", "end step": "end", "end of turn": "end",
               "cleanup": "cleanup", "cleanup step": "cleanup", "combat phase": "beginning_of_combat",
               "beginning of combat step": "beginning_of_combat", "upkeep step": "upkeep", "ending phase": "end",
               "end phase": "end"}
# the zones a card is put into by a step (400.1), and the players' word for the graveyard
ZONE_WORDS = {**{z: z for z in ZONES if z not in ("battlefield", "stack", "command")}, "yard": "graveyard"}
# Words that end a card name read by position (a name is read exactly when the KB knows it).
STOP_WORDS = {"on", "targeting", "target", "sacrificing", "discarding", "exiling", "tapping", "with", "kicked", "mode",
         "modes", "choosing", "naming", "copying", "as", "tapped", "untapped", "under", "controlled", "enters",
         "enter", "attached", "enchanting", "equipping", "in", "from", "paying", "deals", "dies", "leaves", "is",
         "has", "and", "then", "it", "to", "x", "for", "gets", "attacks", "blocks", "was", "has", "have", "lacks",
         "isn't", "doesn't", "does", "are", "until", "copy", "entering", "attack", "block", "assigns", "assign",
         "blocked", "unblocked", "attacking", "blocking", "dividing", "divided"}


# --- card names ------------------------------------------------------------------------------------------------
class Lexicon:
    """Card names: the KB's (``kb.cards``: exact, face, prefix, part, words, close spellings) and the
    question's own definitions. Works without a KB (then only defined and mentioned names are known)."""

    def __init__(self, db=None):
        self.conn = getattr(db, "conn", db)
        self._defs: dict[str, dict | None] = {}
        self._prefix_cache: dict[str, set] = {}
        self._cards: bool | None = None

    def has_cards(self) -> bool:
        if self._cards is None:
            self._cards = False
            if self.conn is not None:
                try:
                    row = self.conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'card_faces'").fetchone()
                    self._cards = bool(row) and bool(self.conn.execute("SELECT 1 FROM card_faces LIMIT 1").fetchone())
                except Exception:  # noqa: BLE001 - a KB without card tables is a KB without cards
                    self._cards = False
        return self._cards

    def card(self, phrase: str) -> dict | None:
        """The card definition of an exact name (a card's or a face's), else None."""
        key = fold_key(phrase)
        if not key or len(key) > 200:
            return None
        if key not in self._defs:
            d = None
            if self.has_cards():
                from kb.cards import card_definition
                d = card_definition(self.conn, phrase.translate(_ONE_FOR_ONE))
            self._defs[key] = d
        return self._defs[key]

    def protected(self, folded: str) -> list[str]:
        """Name keys that hold a step separator (a comma, ' then ', ';') and may occur in ``folded`` (the
        question, folded): never split there. Looked up by the words before each separator (an index
        range per run of words), not by scanning every name."""
        if not self.has_cards():
            return []
        out: set[str] = set()
        for m in re.finditer(r",|;|\bthen\b", folded):
            before = folded[:m.start()].split()
            for k in range(1, min(6, len(before)) + 1):
                prefix = " ".join(before[-k:]) + (m.group(0) if m.group(0) != "then" else " then")
                prefix = re.sub(r"^[^\w\"'(]+", "", prefix)
                if not prefix or prefix in self._prefix_cache:
                    out.update(self._prefix_cache.get(prefix, ()))
                    continue
                rows = self.conn.execute(
                    "SELECT name_key FROM card_faces WHERE name_key >= ? AND name_key < ? "
                    "UNION SELECT name_key FROM cards WHERE name_key >= ? AND name_key < ? LIMIT 200",
                    [prefix, prefix + "\uffff", prefix, prefix + "\uffff"]).fetchall()
                found = {r[0] for r in rows if r[0]}
                self._prefix_cache[prefix] = found
                out.update(found)
        return sorted(out, key=len, reverse=True)

    def names_in(self, text: str) -> list[str]:
        """The card names a text holds, longest first at each word (a card's or a face's name, case, accents and
        quote styles ignored; a legend's short name, "Isamaru", when one card's name starts with it and a
        comma). Used to tell a board question from one that names no card."""
        if not self.has_cards():
            return []
        raw = re.findall(r"[^\s,.;:?!()\[\]]+(?:[,.!?](?=\S))?", text)
        words = [fold(w) for w in raw]
        out: list[str] = []
        k = 0
        while k < len(words):
            first = fold_key(words[k])
            if not first or not self._starts_name(first):
                k += 1
                continue
            for j in range(min(len(words), k + MAX_NAME_WORDS), k, -1):
                d = self.card(" ".join(words[k:j]))
                if d is None and j == k + 1:
                    d = self.short_name(words[k])
                if d is not None and j == k + 1 and (words[k] in NOT_NAMES or (
                        raw[k][:1].islower() and not self._whole_name(words[k]))):
                    d = None           # "what", "take", "loss": a common word, or a split card's face in lower case
                if d is not None:
                    out.append(d["name"])
                    k = j
                    break
            else:
                k += 1
        return out

    def _whole_name(self, word: str) -> bool:
        """Whether a word is a whole card's name ("fork"), not only a face's ("take" of Take // Time)."""
        return bool(self.conn.execute("SELECT 1 FROM cards WHERE name_key = ? LIMIT 1", [fold_key(word)]).fetchone())

    def _starts_name(self, key: str) -> bool:
        got = self._prefix_cache.get(" " + key)
        if got is None:
            row = self.conn.execute("SELECT 1 FROM card_faces WHERE name_key >= ? AND name_key < ? LIMIT 1",
                                    [key, key + "\uffff"]).fetchone()
            got = {"1"} if row else set()
            self._prefix_cache[" " + key] = got
        return bool(got)

    def short_name(self, phrase: str) -> dict | None:
        """A legend's short name: "Isamaru" is Isamaru, Hound of Konda when exactly one card's name is the
        phrase, a comma and more."""
        key = fold_key(phrase)
        if not key or not self.has_cards() or len(key) < 3:
            return None
        rows = self.conn.execute("SELECT DISTINCT name FROM card_faces WHERE name_key >= ? AND name_key < ? LIMIT 2",
                                 [key + ",", key + ",\uffff"]).fetchall()
        return self.card(rows[0][0]) if len(rows) == 1 else None

    def suggest(self, phrase: str) -> tuple[str, list[str]]:
        """How the KB matches a name that is not exact, and the names (best first)."""
        if not self.has_cards():
            return "none", []
        from kb.cards import MAX_NAME, find_cards
        if len(phrase) > MAX_NAME:   # longer than any card name: no suggestion (find_cards refuses it)
            return "none", []
        how, rows = find_cards(self.conn, phrase.translate(_ONE_FOR_ONE), limit=8)
        return how, [r["name"] for r in rows]

    def complete(self, prefix: str, limit: int = 20) -> list[str]:
        """Card names starting with ``prefix`` (then containing it), for completion."""
        key = fold_key(prefix)
        if not key or not self.has_cards():
            return []
        rows = self.conn.execute("SELECT DISTINCT name FROM card_faces WHERE name_key >= ? AND name_key < ? "
                                 "ORDER BY name_key LIMIT ?", [key, key + "\uffff", limit]).fetchall()
        out = [r[0] for r in rows]
        if len(out) < limit and len(key) >= 3:
            more = self.conn.execute("SELECT DISTINCT name FROM card_faces WHERE instr(name_key, ?) > 1 "
                                     "ORDER BY length(name), name LIMIT ?", [key, limit - len(out)]).fetchall()
            out += [r[0] for r in more if r[0] not in out]
        return out


# Words that begin a question or a clause: one alone is not read as a card's name (the face "What", "When")
# when telling a board question from one that names no card.
# words of a question that are never a card's or a player's name, though a card's name may start with them
# ("You Come to a River", "They Went This Way"): pronouns, question and framing words
NOT_NAMES = frozenset({"what", "when", "where", "why", "who", "how", "which", "can", "does", "do", "is", "are", "i",
                       "you", "my", "your", "he", "she", "they", "them", "the", "a", "an", "if", "it", "this", "that",
                       "there", "then", "now", "so", "also", "suppose", "imagine", "assume", "opponent", "someone",
                       "everyone", "nobody", "each", "both", "all", "let's", "let", "in", "on", "under", "after",
                       "before", "time", "turn", "game", "play", "player", "players", "judge", "rules", "rule",
                       "penalty", "warning"})

QUESTION_WORDS = {
    "die", "dies", "died", "survive", "survives", "survived", "live", "lives", "stay", "stays", "remain", "remains", "still",
    "have", "has", "had", "get", "gets", "got", "lose", "loses", "lost", "take", "takes", "took", "deal", "deals", "dealt",
    "win", "wins", "won", "end", "ends", "go", "goes", "leave", "leaves", "return", "returns", "keep", "keeps", "become",
    "becomes", "gain", "gains", "trigger", "triggers", "come", "comes", "be", "being", "attack", "attacks", "block",
    "blocks", "fly", "flies", "count", "counts", "stay", "a", "an", "the", "dead", "alive", "destroyed", "exiled", "tapped",
    "untapped", "in", "on", "at", "now", "legendary", "creature", "artifact", "land", "enchantment", "planeswalker", "not",
    "no", "it", "its", "any", "another", "put", "sent", "moved", "countered", "resolved", "resolve", "resolves", "fizzle",
    "fizzles", "able", "what", "which", "with", "under", "controlled", "control", "owned", "flying", "trample",
    "deathtouch", "lifelink", "haste", "vigilance", "indestructible", "hexproof", "reach", "white", "blue", "black",
    "red", "green", "colorless", "colourless", "also", "too", "power", "toughness", "life", "poison", "counters",
    "damage", "first", "double", "strike", "abilities", "ability", "hand", "graveyard", "exile", "battlefield", "library",
    "to", "into", "from", "there", "more", "less", "than", "equal", "all", "do", "does", "so", "really", "actually",
    "blocking", "attacking", "blocked", "unblocked", "regenerate", "regenerates", "persist", "persists", "undying",
    "are", "were", "was", "went", "creatures", "lands", "permanents", "swamps", "mountains", "islands", "forests",
    "plains", "get", "+1/+1", "each", "every", "of", "them", "they", "this", "turn", "next", "after", "before"}


ENTER_WORDS = {"tapped", "with", "copying", "choosing", "naming", "as", "under", "controlled", "owned", "on", "targeting",
                "keeping", "keep", "enters", "enter", "attached", "enchanting", "equipping", "in", "face", "face-down",
                "sacrificing", "kicked", "x", "mode", "paying", "it", "target", "from", "that", "dividing", "divided"}
HOW_MATCHED = {"prefix": "starts so", "substring": "holds these words", "words": "holds all these words", "face": "is a face's"}
OPTIONS_HELP = ("on/targeting X, sacrificing X, X=N, kicked, mode N, paying {R}, tapped, with N COUNTER counters, "
                 "copying X, choosing V, dividing 2 and 1, under opponent's control, as NAME, in response")
PLAYER_VERBS = {"casts": "cast", "cast": "cast", "plays": "play", "play": "play", "activates": "activate",
                 "activate": "activate", "copies": "copy", "draws": "draw", "draw": "draw", "discards": "discard",
                 "discard": "discard", "gains": "gain", "gain": "gain", "loses": "lose", "lose": "lose",
                 "creates": "create", "create": "create", "sacrifices": "sacrifice", "sacrifice": "sacrifice",
                 "controls": "controls", "equips": "equip", "equip": "equip", "taps": "tap", "tap": "tap"}


# the groups of permanents a question may show ("show lands", "my creatures", "opponent's lands")
GROUP_WORDS = ("lands", "creatures", "artifacts", "enchantments", "permanents", "planeswalkers")
# "how many creatures do I control", "how many Soldiers do I get", "how many creature tokens does my opponent have":
# a group of permanents (or of one creature type, or tokens) a player controls, counted (ask.verdict's "#count")
COUNT_ASKED = re.compile(r"how many (?!cards?\b)(?P<kind>creature tokens|tokens|lands|creatures|artifacts|enchantments|permanents|"
                         r"planeswalkers|[a-z]+|[a-z][a-z0-9',/ -]*?)(?P<tokens> tokens?)? (?:do|does|will|would) "
                         r"(?P<who>i|you|we|opponent) "
                         r"(?:control|have|get|end up with)(?: now| afterwards| after (?:that|combat|it resolves))?")
COUNT_COLOURS = {w: w for w in MANA_LETTERS} | {"colourless": "colorless"}   # "how many green creatures" (105.2)
# "how many cards are in my hand", "how many cards are left in his hand": the player's hand, counted (402.1); the
# question the steps read is "how many cards does PLAYER have" (ask.steps_show: the player shown, with their hand)
HAND_ASKED = re.compile(r"how many cards (?:are|is) (?:there )?(?:left |still )?in (?P<who>my|your|his|her|their|"
                        r"opponent's) hand(?P<tail>(?: now| left| afterwards| after (?:that|it resolves))?)")
# "what's in my mana pool", "what mana does my opponent have", "how much mana do I have": the mana there (106.4)
MANA_ASKED = re.compile(r"(?:what(?: is|'s| mana is)|how much mana is) (?:in|left in) (?P<a>my|your|opponent's|his|her|"
                        r"their) (?:mana )?pool(?: now)?|(?:what|how much) mana (?:do|does) (?P<b>i|you|opponent|he|she|"
                        r"they) have(?: left| now)?(?: in (?:my|your|opponent's|his|her|their) (?:mana )?pool)?")
FIELD_WORDS = {"p/t", "pt", "power", "toughness", "life", "types", "type", "abilities", "colors", "colours", "color",
                "colour", "counters", "hand", "graveyard", "zone", "controller", "damage", "power/toughness", "name",
                "subtypes", "mana"}


NOT_POSSESSIVE = {"let's", "it's", "that's", "what's", "there's", "who's", "he's", "she's", "here's", "where's",
                   "opponent's", "opp's", "one's"}
PROSE_SUBJECTS = ((("my", "opponent"), "opponent"), (("your", "opponent"), "opponent"), (("the", "opponent"), "opponent"),
               (("the", "other", "player"), "opponent"), (("the", "other", "guy"), "opponent"),
               (("the", "other", "person"), "opponent"), (("my", "opp"), "opponent"), (("opponent",), "opponent"),
               (("opp",), "opponent"), (("i",), "you"),
               (("you",), "you"), (("he",), "he"), (("she",), "she"), (("they",), "they"))
SUBJECT_WORDS = frozenset(w for ws, _who in PROSE_SUBJECTS for w in ws)   # any word of a subject said
PROSE_VERBS = {"cast", "casts", "casting", "activate", "activates", "control", "controls", "play", "plays", "respond",
            "responds", "copy", "copies", "draw", "draws", "discard", "discards", "gain", "gains", "lose", "loses",
            "sacrifice", "sacrifices", "create", "creates", "attack", "attacks", "block", "blocks", "have", "has",
            "counter", "counters", "target", "targets", "kill", "kills", "destroy", "destroys", "exile", "exiles",
            "bounce", "bounces", "enchant", "enchants", "equip", "equips", "then", "also", "'m", "am",
            "doesn't", "didn't", "don't", "can't", "chooses", "decides", "put", "puts", "pays", "pay",
            "is", "are", "tap", "taps", "responded"}
WITH_VERBS = {"copy", "copies", "counter", "counters", "target", "targets", "kill", "kills", "destroy", "destroys",
               "exile", "exiles", "bounce", "bounces", "enchant", "enchants", "hit", "hits", "burn",
               "burns", "shoot", "shoots", "take", "takes", "steal", "steals", "pump", "pumps", "give", "gives",
               "ping", "pings",
               # the same told in the past, after a player ("they pumped it with Giant Growth this turn")
               "copied", "countered", "targeted", "killed", "destroyed", "exiled", "bounced", "enchanted", "burned",
               "shot", "took", "stole", "pumped", "gave", "pinged"}
# players' word for a permanent's ability dealing damage to one target ("Prodigal Sorcerer pings X"): that ability
# activated targeting X (prose_actions.source_verb)
PING_VERBS = {"ping", "pings", "pinged"}
# the verbs of WITH_VERBS that say an Aura is cast onto the object ("I enchant X with Rancor", "steals X with Control
# Magic"): the Aura spell targets what it will enchant (303.4a), never an activation of the Aura
AURA_WITH_VERBS = {"enchant", "enchants", "take", "takes", "steal", "steals", "enchanted", "took", "stole"}
# "graveyards are empty", "with empty graveyards", "nothing in exile": the question lists those zones, as empty (ask.read)
EMPTY_ZONES_SAID = re.compile(r"(?:with |and )?(?:(?:the|all|all the|both|all of the) )?(?:graveyards? (?:is|are) (?:all )?empty|empty graveyards?|"
                              r"(?:there is |there's |there are )?(?:nothing|no cards?) (?:is |are )?in (?:the |any |either |"
                              r"their |your |my |our )?(?:graveyards?|exile))", re.I)
# "Nothing else happened this turn.", "No spells were cast earlier this turn", "It's the first spell I cast this
# turn": the question states the turn's whole history (ask.read leaves ``history`` out of ``unlisted``)
HISTORY_SAID = re.compile(r"(?:and )?(?:(?:nothing|no one|nobody) (?:else )?(?:has )?(?:happened|did anything|has cast anything|"
                          r"cast anything)(?: else)?(?: earlier)? this turn|no (?:other )?spells? (?:was|were|have been|has "
                          r"been) cast (?:earlier |before )?(?:this turn|yet)(?: before (?:that|this|it))?|(?:it'?s|it is|this "
                          r"is|that'?s|that is) the first (?:spell|thing) (?:(?:i|you|anyone|any player|we) (?:cast|did|"
                          r"have cast) )?this turn|(?:it'?s|it is) the (?:very )?(?:start|beginning) of (?:the|my|your|"
                          r"their) turn)", re.I)
PROSE_FILLERS = (("let's", "say", "that"), ("let's", "say"), ("lets", "say"), ("let", "us", "say"), ("let's", "suppose"),
              ("suppose", "that"), ("suppose",), ("imagine", "that"), ("imagine",), ("assume", "that"), ("assume",),
              ("in", "a", "two-player", "game"), ("in", "a", "2-player", "game"), ("in", "a", "two", "player", "game"),
              ("in", "a", "game", "where"), ("in", "a", "game"), ("during", "my", "turn"), ("on", "my", "turn"),
              ("it's", "my", "turn", "and"), ("it's", "my", "turn"), ("it", "is", "my", "turn"), ("so",), ("now",),
              ("ok",), ("okay",), ("well",), ("also",), ("and",), ("then",), ("next",), ("first",), ("finally",),
              ("after", "that"), ("afterwards",), ("alright",), ("here's", "the", "situation"),
              # when in the game, as a forum post sets the scene ("Late game, I'm holding …"): no step
              ("late", "game"), ("early", "game"), ("late", "in", "the", "game"), ("early", "in", "the", "game"),
              *INTERJECTIONS)   # "lol opp tried to …", "ugh, he blocks" (.interjections, chat58)
SAY_NEXT = {"i", "my", "you", "your", "there", "that", "opponent", "the", "we"}
OPTION_WORDS = {"targeting", "sacrificing", "discarding", "exiling", "tapping", "paying", "kicked", "choosing",
                 "copying", "dividing"}
FIELDS_RE = r"(?:power(?: and toughness|/toughness)?|toughness(?: and power)?|p/t|pt|size|stats|colou?rs?|types?|" \
          r"subtypes?|creature types?|land types?|card types?|abilities|characteristics|controller|counters|mana value|converted mana cost|" \
          r"cmc|name|life(?: total)?)"
DEFINITION_CLAUSE = re.compile(r"\s*[\"“][^\"”]+[\"”]\s+(?:is|are)\s", re.I)  # a card the question defines
QUESTION_TAIL = re.compile(r"(?:\s+(?:now|left|then|at this point|at that point|afterwards|after that|in the end|at the end|"
                     r"after all that|finally|after (?:everything|all|it|that|the stack|they|both|those) (?:resolves|"
                     r"resolve|resolved|has resolved|have resolved)|once (?:everything|it|all|they) (?:resolves|resolve|"
                     r"resolved|has resolved)))+$")
SPELL_WORDS = {"countered", "resolve", "resolves", "resolved", "fizzle", "fizzles", "fizzled", "stack", "copied",
                "copy", "spell", "cast"}


# the verbs that bring a card from the hand: what they name after "another" / "a second" is a new object (prose.articles)
NEW_CARD_VERBS = frozenset({"cast", "casts", "play", "plays", "casting", "playing", "resolve", "resolves"})
# "respond with a second Lightning Bolt": the verbs before "with" that cast what "with" names
RESPOND_VERBS = frozenset({"respond", "responds", "responded", "responding"})
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}

ARTICLE_BEFORE = {"is", "does", "do", "did", "will", "would", "can", "on", "targeting", "target", "sacrificing", "of",
                   "to", "with", "at", "and", "control", "controls", "are", "has", "have", "copy", "copies", "exile",
                   "destroy", "sacrifice", "was", "were", "blocks", "block", "attacks", "that", "whether", "enchanting",
                   "equipping", "from", "about"}
GAME_WORDS = {"stack", "battlefield", "graveyard", "end", "game", "turn", "opponent", "opponent's", "copy", "spell",
               "ability", "combat", "upkeep", "other", "same", "first", "second", "new", "old", "top", "bottom", "life"}

IMPERATIVE = {"put", "destroy", "exile", "tap", "untap", "return", "bounce", "blink", "flicker", "attach", "detach",
               "remove", "regenerate", "kill"}
# the game's own verbs (the keyword actions of 701, the verbs of the steps and of play): said as a verb, a card of that
# name ("Regenerate", "Sacrifice", "Exile", "Flicker", "Return") is never read in their place ("I regenerate my Drudge
# Skeletons" activates nothing and casts no spell Regenerate: prose_actions.spell_at)
GAME_VERBS = frozenset(KEYWORD_ACTIONS | IMPERATIVE | {"blink", "flicker", "kill", "fight", "copy", "counter", "draw",
                                                       "discard", "gain", "lose", "create", "attack", "block"})


OUTCOME_WORDS = {"die", "dies", "died", "survive", "survives", "survived", "happens", "happen", "happened", "win", "wins",
            "won", "life", "damage", "dealt", "lose", "loses", "lost", "live", "lives", "destroyed", "left"}

# a question after attackers or blockers are declared that asks where an object is, whether it is still there, what is
# left, whether the game is over, or a player's life ("is my opponent at 16?"): what combat does (510), like an outcome
COMBAT_OUTCOME_WORDS = frozenset(OUTCOME_WORDS | {
    "dead", "alive", "graveyard", "where", "remain", "remains", "remaining", "still", "over", "battlefield", "control",
    "controls", "total", "totals", "around", "gone", "killed", "kill", "kills", "trade", "trades", "traded",
    # "how many poison counters does he have": infect's damage is poison counters (702.90b), combat's outcome too
    "poison", "counters",
    # "What is the result?" after blocks (chat58): the outcome of combat, never the board before its damage
    "result", "outcome"})

AND_VERBS = {"cast", "casts", "activate", "activates", "play", "plays", "sacrifice", "sacrifices", "draw", "draws",
              "discard", "discards", "respond", "responds", "attack", "attacks", "block", "blocks", "control", "controls",
              "create", "creates", "gain", "gains", "lose", "loses", "put", "puts", "copy", "copies", "counter", "counters",
              "pump", "pumps"}

# a sentence that takes back or corrects what was said before ("Wait, no, I didn't.", "Oops, wrong one.", "Typo,
# sorry.": redteam10): what it corrects is not known, so it is never chatter left out, and left unread it may change
# any answer (answer.board_words; a word ending in "n't" too)
CORRECTION_WORDS = frozenset({"no", "not", "never", "instead", "actually", "wait", "meant", "correction", "oops", "rather",
                              "scratch", "mistake", "mistaken", "misspoke", "typo", "wrong", "undo"})

# the words of a sentence left unread that could change an answer although it names no card: what happens to the
# objects ("It dies.", "I put a +1/+1 counter on it"), the zones and counts a card may read ("There is an instant in my
# graveyard.", "My library is empty."); a sentence without any of them ("The judge is watching closely.") may be left out
BOARD_WORDS = frozenset({"it", "its", "itself", "they", "them", "their", "graveyard", "graveyards", "library", "libraries",
                         "hand", "hands", "exile", "exiled", "battlefield", "stack", "counter", "counters", "token", "tokens",
                         "damage", "mana", "card", "cards", "spell", "spells", "ability", "abilities", "permanent",
                         "permanents", "poison", "loyalty", "combat", "turn", "phase", "step", "upkeep", "tapped",
                         "untapped", "enters", "entered", "leaves", "returned", "blocked", "unblocked", "attacking",
                         "blocking", "empty", "more", "less", "fewer",
                         # what is on the battlefield, said without a card's own name ("Two Furnaces of Rath are out.")
                         "out", "play", "control", "controls", "controlled", "side", "table",
                         # an attack or a block told in players' words ("I swung with both.": an answer without it
                         # was "opponent: 20 life", ask52b), and the words that gather what was named before
                         "attack", "attacks", "attacked", "swing", "swings", "swung", "block", "blocks", "chump",
                         "chumps", "chumped", "both", "everything"}) | CORRECTION_WORDS

# where a question's lead-in ends: "Quick one:", "quick q - ", "Hey judges!" (the words before it: prose.preamble)
PREAMBLE_END = re.compile(r"^[^.?:!]{2,100}?(?::|\s[-–—]\s|!)\s")
# a greeting said to the readers before a comma: "Hey judges, …", "Hi all, …", "Hello everyone, …" (prose.preamble)
GREETING_END = re.compile(r"^\s*(?:hey|hi|hello|hiya|yo|greetings)\b[^.?:!,]{0,40}?,\s", re.I)

# the words people wrap a question in ("Hey all, quick question from FNM.", "Thanks in advance!"): a sentence with one of
# them that names nothing of a game (NOT_CHATTER, card names, numbers, players, verbs of play) is left out (prose.chatter)
CHATTER_WORDS = {"hey", "hi", "hello", "hiya", "thanks", "thank", "cheers", "sorry", "question", "questions", "quick",
                 "help", "confused", "wondering", "ruling", "fnm", "tournament", "prerelease", "advance", "dumb",
                 "stupid", "newbie", "noob", "lol", "please", "pls", "plz", "story", "event", "lgs", "sanity"}
NOT_CHATTER = {"card", "cards", "hand", "library", "deck", "creature", "creatures", "land", "lands", "mana", "tapped",
               "untapped", "damage", "counter", "counters", "token", "tokens", "no", "not", "nothing", "nobody", "none",
               "every", "everything", "each", "only", "both", "exile", "step", "phase", "main", "priority",
               "it", "they", "them", "he", "she", "we", "us", "me", "my", "your", "his", "her", "their"} | CORRECTION_WORDS

# the words of whose before a short name of an object named before ("my wall" after "Wall of Stone", prose.articles)
TAIL_POSSESSIVES = ("my", "your", "his", "her", "their", "opponent's")
# whose a possessive says (two players: "his", "her", "their" are the opponent's)
POSSESSIVE_PLAYER = {"my": "you", "your": "you", "opponent's": "opponent", "his": "opponent", "her": "opponent",
                     "their": "opponent"}

LEAD_WORDS = {"suppose", "that", "let's", "say", "imagine", "assume", "so", "now", "and", "then", "well", "ok", "okay",
               "also", "first", "next", "finally", ","}

NO_BLOCKS = (r"(?:(?:my )?(?:opponent|you|i|he|she|they) (?:doesn't|does not|don't|do not|didn't|did not|can't|cannot|"
              r"chooses not to|decides not to) block(?: it| them| with anything)?|(?:there are|there's|with) no blocks?|"
              r"(?:my )?(?:opponent|you|i|he|she|they) (?:have|has|had) no (?:blockers|blocks|potential blockers)|"
              r"(?:no one|nobody|nothing) (?:blocks?|blocked)(?: it| them)?|(?:it's|it is|it was|it goes|they're|they are|they were|"
              r"they go) (?:not blocked|unblocked)|(?:isn't|is not|wasn't|was not|aren't|are not|doesn't get|don't get|"
              r"didn't get|does not get) blocked|(?:goes|go|went|is|are|was|stays) unblocked)")

SOFT_FILLERS = {"so", "now", "ok", "okay", "well", "also", "and", "then", "next", "first", "finally", "afterwards",
                 "alright"}
SOFT_NEXT = {",", "i", "my", "you", "your", "opponent", "the", "there", "he", "she", "they", "in", "let's", "suppose",
              "cast", "activate", "we", "it", "it's", "that",
              "so", "ok", "okay", "well", "now", "then"}   # "Ok so my opponent …": one filler after another


def yes_no_field(word: str) -> str | None:
    """What a yes/no question asks about: "Swamp" (a subtype), "legendary", "red", "tapped", "flying"."""
    from ..subtypes import ALL_SUBTYPES
    from ..values import CARD_TYPES, KEYWORDS, SUPERTYPES
    w = word.strip().lower()
    if re.fullmatch(r"-?\d{1,3}/-?\d{1,3}", w):
        return "pt"
    if w in {t.lower() for t in CARD_TYPES}:
        return "types"
    if w in {t.lower() for t in SUPERTYPES}:
        return "supertypes"
    if w in {t.lower() for t in ALL_SUBTYPES}:
        return "subtypes"
    if w in COLOUR_WORDS or w in ("colorless", "colourless"):
        return "colors"
    if w in ("tapped", "untapped"):
        return "tapped"
    if w in {k.lower() for k in KEYWORDS}:
        return "abilities"
    return None


# the words that start a condition after a question ("does it die if …", "… with X on the battlefield")
CONDITION_WORDS = {"with", "if", "when", "after", "while", "once", "under", "before", "and", "unless", "except", "instead",
                   "even", "despite", "because", "since", "though", "although", "given", "assuming", "provided"}
# the words after which the rest of a question's end may name a card anywhere ("does it have flying because of
# Levitation?", "is it dead or does Giant Growth save it?"): a board or an event the steps did not read, named
CAUSE_WORDS = frozenset({"because", "despite", "given", "since", "due", "thanks", "through", "via", "or", "even",
                         "though", "although", "unless", "except", "without", "instead", "assuming", "provided"})
# the words of a question's end that put its answer at a later time than the steps' end ("is it tapped next turn?",
# "is it still 5/5 at my opponent's end step?", "how much life will he have at his upkeep?"): the untap step (502.3),
# cleanup (514.2) and triggers come between, so they are named, never dropped; "this turn" is now
LATER_WORDS = frozenset({"next", "tomorrow", "later", "eventually", "afterwards", "afterward", "upkeep", "untap",
                         "cleanup", "eot", "turn", "turns", "step", "phase"})
# the words of a yes/no question's predicate that relate its object to another ("does X blocked by Y die", "does X
# die to Y"): what follows them is an event or another object the answer depends on, never dropped
RELATION_WORDS = {"by", "to", "from", "against", "blocking", "attacking", "targeting", "than"}
# the predicates of a yes/no question about a player that the answer about them (life, poison, lost or won) decides
# ("does opponent lose", "do I have 3 life"); any other ("do I keep both") is named, never dropped
PLAYER_PREDICATES = {"lose", "loses", "lost", "win", "wins", "won", "have", "has", "had", "gain", "gains", "gained",
                     "take", "takes", "took", "survive", "survives", "survived", "still", "die", "dies", "died", "dead",
                     "alive", "be", "at", "now", "end", "ends", "go", "goes"}

# the prose reader's words (kb.engine.ask.prose)
# the pronouns a bracketed name may follow ("it [Grizzly Bears]")
PRONOUNS = ("it", "its", "they", "them", "he", "she", "him", "her", "that", "this", "one")

# the words a question starts with
QUESTION_START = ("what", "what's", "whats", "how", "who", "which", "where", "does", "do", "did", "is", "are", "will",
                  "would", "can", "could", "was", "were", "has", "have", "whose", "when")
# players' slang for the game's verbs, and the words it is read as ("I swing with X": X attacks; "chump blocks":
# blocks, 509.1; "sac": sacrifice, 701.21): a word here is never a part of a card's name said at that place
SLANG_VERBS = {("swing", "in", "with"): ("attack", "with"), ("swings", "in", "with"): ("attacks", "with"),
               ("swing", "with"): ("attack", "with"), ("swings", "with"): ("attacks", "with"),
               ("chump", "blocks"): ("blocks",), ("chump", "block"): ("block",), ("chump-blocks",): ("blocks",),
               ("chump-block",): ("block",), ("chumps",): ("blocks",),
               ("sac",): ("sacrifice",), ("sacs",): ("sacrifices",), ("sacked",): ("sacrificed",),
               # a game told in the past ("my opponent attacked with X and I blocked with Y"): the same steps
               ("attacked", "with"): ("attacks", "with"), ("blocked", "with"): ("blocks", "with"),
               ("swung", "in", "with"): ("attacks", "with"), ("swung", "with"): ("attacks", "with"),
               ("chump", "blocked"): ("blocks",), ("chump-blocked",): ("blocks",), ("chumped",): ("blocks",),
               # the progressive ("Giant Spider is blocking Serra Angel"): the declaration it is in (509.1)
               ("is", "blocking"): ("blocks",), ("are", "blocking"): ("block",), ("was", "blocking"): ("blocks",),
               ("were", "blocking"): ("block",),
               # ... and of the other declarations and of a cast (ask52b: "Opp's Air Elemental is attacking me", "My opp
               # is swinging with White Knight", "opp is casting Craw Wurm": the attack declared, the spell cast, 601.2)
               ("is", "attacking"): ("attacks",), ("are", "attacking"): ("attack",),
               ("is", "swinging", "in", "with"): ("attacks", "with"), ("is", "swinging", "with"): ("attacks", "with"),
               ("are", "swinging", "with"): ("attack", "with"), ("is", "attacking", "with"): ("attacks", "with"),
               ("are", "attacking", "with"): ("attack", "with"), ("is", "casting"): ("casts",),
               # "I flash in Ambush Viper": a spell cast with flash (702.8a); lower-case, never the card Flash
               ("flash", "in"): ("cast",), ("flashes", "in"): ("casts",), ("flashed", "in"): ("casts",),
               # "Opp's got a Wall of Wood", "She's got Serra Angel", "he has got X": players' "has" (ask53)
               ("opponent's", "got"): ("opponent", "has"), ("opp's", "got"): ("opponent", "has"),
               ("i've", "got"): ("i", "have"), ("ive", "got"): ("i", "have"), ("he's", "got"): ("he", "has"), ("hes", "got"): ("he", "has"),
               ("she's", "got"): ("she", "has"), ("shes", "got"): ("she", "has"), ("they've", "got"): ("they", "have"),
               ("has", "got"): ("has",), ("have", "got"): ("have",),
               # "My Sengir Vampire swings and …": the creature attacks (508.1; "swings with X" is read above)
               ("swings",): ("attacks",), ("swing",): ("attack",),      # "can it swing right now?"
               # "swung at them with it": the defending player said before the attackers (two players: the other one)
               # (as "attacks me with it", read with two players only: prose_actions)
               **{(v, "at", who, "with"): (to, "me" if who == "me" else "opponent", "with")
                  for v, to in (("swing", "attack"), ("swings", "attacks"), ("swung", "attacks"), ("attacked", "attacks"))
                  for who in ("them", "him", "her", "me")}}
# the slang verbs read even where a card's name could start, when written in lower case ("flash in X", not Flash)
SLANG_OVER_NAMES = frozenset({("flash", "in"), ("flashes", "in"), ("flashed", "in")})
# words said after a statement about how it came about ("… by mistake"): they change nothing on the board
TRAILING_FILLERS = (("by", "mistake"), ("by", "accident"), ("accidentally",), ("on", "purpose"), ("for", "some", "reason"),
                    # a forum post's asides at a statement's end ("I equip it to the bears anyway lol")
                    ("anyway", "lol"), ("anyways", "lol"), ("anyway",), ("anyways",), ("lol",), ("haha",), ("lmao",))
# how often a statement happens, said after it ("I pump it with Giant Growth twice"): the statement that many times
TIMES_SAID = {"once": 1, "twice": 2, "thrice": 3}


def times_at_end(words: list[str]) -> tuple[int, int] | None:
    """How often the words say a statement happens, at their end ("… twice", "… three times"): (times, words used),
    or None."""
    if words and words[-1] in TIMES_SAID:
        return TIMES_SAID[words[-1]], 1
    if len(words) >= 2 and words[-1] == "times" and number_word(words[-2]) is not None:
        return number_word(words[-2]), 2
    return None
# the verbs of a statement that may be said with TIMES_SAID, each time a new spell ("pump X with SPELL"; a
# permanent's ability pumped or activated N times is prose_actions' own reading)
REPEATABLE = frozenset({"cast", "casts", "pump", "pumps"})
# the words after "and" that start a second question in one sentence ("how big is it and what does it have")
SECOND_QUESTION = frozenset({"what", "what's", "how", "who", "which", "where", "whose"})

# the words for the battlefield after a permanent ("X is out", "in play")
BATTLEFIELD_PLACES = (("on", "the", "battlefield"), ("in", "play"), ("out",), ("on", "the", "table"))

# damage said of what is dealt it ("X is dealt 3 damage", "X takes 3")
DAMAGE_PASSIVE = (("is", "dealt"), ("gets", "dealt"), ("was", "dealt"), ("takes",), ("took",), ("has",), ("had",))

# what happens to an object, said of it ("X is destroyed"), and the step's verb
DESTROYED = {"destroyed": "destroy", "exiled": "exile", "sacrificed": "sacrifice", "bounced": "bounce",
             "tapped": "tap", "untapped": "untap"}

# the forms of WEARS said inside a clause, before what happens to the object ("X enchanted with Rancor dies")
WEARS_PARTICIPLES = (("enchanted", "with"), ("enchanted", "by"), ("equipped", "with"), ("equipped", "by"), ("wearing",))
# an Aura or Equipment said of what it is on ("X has Rancor", "X is enchanted with Y")
WEARS = (("has",), ("had",), ("wears",), ("wore",), ("is", "enchanted", "with"), ("is", "enchanted", "by"),
         ("is", "equipped", "with"), ("was", "enchanted", "with"), ("is", "wearing"), ("with",), *WEARS_PARTICIPLES,
         ("is", "carrying"), ("was", "carrying"))      # "My Savannah Lions is carrying a Bonesplitter" (ask53)

# "X is enchanted with Y and attacks", "… and gets blocked by Z": what X does next, said after "and"
WORN_AND_VERBS = frozenset({"attacks", "attacked", "blocks", "blocked", "gets", "got", "is", "was", "dies", "died",
                            "becomes", "fights", "deals", "takes", "survives"})
# … and said after it ("with Rancor on it")
ON_IT = (("attached", "to", "it"), ("on", "it"), ("attached",), ("on",),
         ("equipped", "to", "it"), ("equipped",))     # "X has Loxodon Warhammer equipped" (301.5)

# what a stand-in for "a noncreature permanent", "an artifact" ... is (a card the question does not name)
STAND_IN_KINDS = {"noncreature permanent": "an artifact", "artifact": "an artifact", "enchantment": "an enchantment",
                  "creature": "a 2/2 creature", "artifact creature": "a 2/2 artifact creature",
                  "noncreature artifact": "an artifact"}

# the verbs that make the words before them a clause of their own ("X is out and …")
CLAUSE_VERBS = {"is", "are", "was", "were", "has", "have", "had", "gets", "got", "dies", "died", "attacks", "attacked",
                "blocks", "blocked", "enters", "entered", "copies", "comes", "came", "takes", "took", "ends", "resolves",
                "casts", "cast", "controls", "control", "plays", "play", "activates", "activate", "animate",
                "animates", "equip", "equips", "respond", "responds", "keep", "keeps", "goes", "leaves", "hits"}
