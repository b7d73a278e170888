"""Judges' vocabulary: abbreviations, slang and everyday phrasings mapped to the CR's words.

One table serves ``kb define``, ``kb search`` and the web pages.  Entries are general judge
vocabulary (what players and judges say for a rules concept), never answers to particular
questions.  Values are glossary terms of the current CR where one exists, so ``kb define``
can show the entry; search uses the words.

Also: a matcher that finds glossary terms inside a text (longest first, plurals too), and
the stop words a question's content words are taken without.
"""
from __future__ import annotations

import re

__all__ = ["ALIASES", "PHRASES", "NICKNAMES", "STOP_WORDS", "expand_aliases", "GlossaryMatcher",
           "alias_terms", "WORD", "WORD_FORMS", "word_forms", "POLICY_TERMS", "expand_policy_terms"]

# Abbreviations → the glossary term(s) they stand for (a list: each one is shown).
ALIASES: dict[str, list[str]] = {
    "cda": ["Characteristic-Defining Ability"],
    "cdas": ["Characteristic-Defining Ability"],
    "etb": ["Enters the Battlefield"],
    "etbs": ["Enters the Battlefield"],
    "etbed": ["Enters the Battlefield"],
    "ltb": ["Leaves the Battlefield"],
    "ltbs": ["Leaves the Battlefield"],
    "mv": ["Mana Value"],
    "cmc": ["Converted Mana Cost", "Mana Value"],
    "sba": ["State-Based Actions"],
    "sbas": ["State-Based Actions"],
    "lki": ["Last Known Information"],
    "p/t": ["Power", "Toughness"],
    "pt": ["Power", "Toughness"],
    "apnap": ["APNAP Order"],
    "edh": ["Commander"],
    "ap": ["Active Player"],
    "nap": ["Active Player, Nonactive Player Order"],
    "pw": ["Planeswalker"],
    "pws": ["Planeswalker"],
    "dfc": ["Double-Faced Cards"],
    "mdfc": ["Modal Double-Faced Cards"],
    "tdfc": ["Double-Faced Cards"],
    "gy": ["Graveyard"],
    "yard": ["Graveyard"],
    "bf": ["Battlefield"],
    "eot": ["End Step", "At End of Turn"],
    "debt": ["Protection"],  # Damage, Enchanting/Equipping, Blocking, Targeting: what protection stops
    "storm count": ["Storm"],
    "ward tax": ["Ward"],
    "commander tax": ["Commander Tax"],
    "summoning sickness": ["Summoning Sickness Rule"],
    "summoning sick": ["Summoning Sickness Rule"],
    "legend rule": ["Legend Rule"],
    "the stack": ["Stack"],
    "x spell": ["X"],
    "2hg": ["Two-Headed Giant Variant"],
    "two-headed": ["Two-Headed Giant Variant"],
    "mull": ["Mulligan"],
    "mulls": ["Mulligan"],
}

# Everyday phrasings → words the CR uses for the same thing (added to a search, not shown).
PHRASES: dict[str, str] = {
    "fizzle": "doesn't resolve illegal target",
    "fizzles": "doesn't resolve illegal target",
    "fizzled": "doesn't resolve illegal target",
    "countered on resolution": "doesn't resolve illegal target",
    "blink": "exile return battlefield new object",
    "flicker": "exile return battlefield new object",
    "bounce": "return owner's hand",
    "wrath": "destroy all creatures",
    "dies": "put into a graveyard from the battlefield",
    "die": "put into a graveyard from the battlefield",
    "died": "put into a graveyard from the battlefield",
    "loses all abilities": "ability-removing effects",
    "lose all abilities": "ability-removing effects",
    "lost all abilities": "ability-removing effects",
    "trigger": "triggered ability",
    "triggers": "triggered abilities",
    "pump": "gets +1/+1 modify power toughness",
    "lethal": "lethal damage",
    "attacker": "attacking creature",
    "tapped out": "mana",
    "in play": "on the battlefield",
    "into play": "onto the battlefield",
    "no cards": "0 cards",
    "wears off": "removed until end of turn",
    "wear off": "removed until end of turn",
    "top of the stack": "stack resolves top",
    "cost more": "total cost increases",
    "cost less": "total cost reductions",
    "cost increase": "total cost increases",
    "cost reduction": "cost reduced reductions",
    "flash in": "flash",
    "fog": "prevent all combat damage",
    "chump": "block",
    "mana burn": "mana burn",
    "0 life": "0 or less life loses the game",
    "zero life": "0 or less life loses the game",
    "empty library": "library with no cards draw loses",
    # general judge and player vocabulary (written from common usage, not from the labelled questions; issue 24)
    "anthem": "static ability continuous effect creatures get +1/+1",
    "anthems": "static abilities continuous effects creatures get +1/+1",
    "lord": "static ability continuous effect other creatures get +1/+1",
    "falls off": "unattached state-based action",
    "fall off": "unattached state-based action",
    "fell off": "unattached state-based action",
    "tutor": "search library for a card",
    "ping": "deals 1 damage",
    "pings": "deals 1 damage",
    "pinger": "deals 1 damage",
    "sac": "sacrifice",
    "sacs": "sacrifices",
    "saccing": "sacrificing",
    "sac'd": "sacrificed",
    "loot": "draw a card then discard a card",
    "rummage": "discard a card then draw a card",
    "cantrip": "draw a card",
    "board wipe": "destroy all creatures",
    "sweeper": "destroy all creatures",
    "steal": "gain control",
    "swing": "attack",
    "swings": "attacks",
    "on the play": "starting player",
    "on the draw": "starting player draw",
    "scoop": "concede",
    "scooped": "conceded",
    "top-deck": "top card of library",
    "topdeck": "top card of library",
    "lifegain": "gain life",
    "life loss": "lose life",
    "double block": "blocked by two or more creatures damage assignment",
    "gang block": "blocked by two or more creatures damage assignment",
    "first striker": "first strike",
    "legendary rule": "legend rule",
    "mana dork": "creature mana ability",
    "mana rock": "artifact mana ability",
}

# Judges' policy slang → the words of the MTR / IPG / JAR (issue 23).  Only policy search reads
# these: each abbreviation in its tournament-policy sense ("upgrade" of a penalty, "MT" a missed
# trigger), never in a rules question.
POLICY_TERMS: dict[str, str] = {
    "grv": "game rule violation",
    "gpe": "game play error",
    "mt": "missed trigger",
    "hce": "hidden card error",
    "dec": "drawing extra cards hidden card error",
    "lec": "looking at extra cards",
    "cpv": "communication policy violation",
    "d/c/f": "deck problem decklist problem",
    "usc": "unsporting conduct",
    "mpe": "mulligan procedure error",
    "fmgs": "failure to maintain game state",
    "ftmgs": "failure to maintain game state",
    "lpv": "limited procedure violation",
    "ooos": "out-of-order sequencing",
    "back up": "backing up backup",
    "backup": "backing up backup",
    "partial fix": "partial fix game rule violation",
    "upgrade": "upgrade penalty",
    "downgrade": "downgrade penalty",
    "rel": "rules enforcement level",
    "competitive": "competitive rules enforcement level",
    "regular": "regular rules enforcement level judging at regular",
    "dq": "disqualification",
    "hj": "head judge",
}

# Common nicknames of cards (general player usage) → the card's name.
NICKNAMES: dict[str, str] = {
    "bolt": "Lightning Bolt",
    "goyf": "Tarmogoyf",
    "o-ring": "Oblivion Ring",
    "oring": "Oblivion Ring",
    "jtms": "Jace, the Mind Sculptor",
    "bob": "Dark Confidant",
    "sfm": "Stoneforge Mystic",
    "fow": "Force of Will",
    "swords": "Swords to Plowshares",
    "stp": "Swords to Plowshares",
    "path": "Path to Exile",
    "wog": "Wrath of God",
    "pod": "Birthing Pod",
    "finks": "Kitchen Finks",
    "elixir": "Thousand-Year Elixir",
    "lattice": "Mycosynth Lattice",
    "opal": "Opalescence",
    "deed": "Pernicious Deed",
    "twin": "Splinter Twin",
    "kiki": "Kiki-Jiki, Mirror Breaker",
    "titi": "Titania, Protector of Argoth",
    "hexmage": "Vampire Hexmage",
    "doubling": "Doubling Season",
    "ugin": "Ugin, the Spirit Dragon",
    "karn": "Karn Liberated",
    "emmy": "Emrakul, the Aeons Torn",
    "urza": "Urza, Lord High Artificer",
    "thalia": "Thalia, Guardian of Thraben",
    "confidant": "Dark Confidant",
    "ragavan": "Ragavan, Nimble Pilferer",
    "moon": "Blood Moon",
    "stifle": "Stifle",
}

# Words a question is written with that say nothing about the rules.
STOP_WORDS = frozenset("""
a an the of to in on at by for with from into onto about as and or but nor so if then than that
this these those there here it its it's itself i i'm i've i'd me my mine myself you your yours
you're we our us they them their theirs he him his she her hers one ones someone anyone
is are was were be been being am do does did done doing have has had having get gets got
can could would should will shall may might must what which who whom whose when where why how
also just still even only very really too much many some any all both each every other another
such same again ever yet now up down out over under off while during before after until
happen happens happened happening work works worked mean means say says said
question rules rule cr comprehensive please thanks know want need way ok okay
is isn't aren't doesn't don't didn't can't cannot won't wouldn't couldn't shouldn't
""".split()) - {"can't", "doesn't", "isn't", "won't", "until", "before", "after", "during"}

WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?")

# Irregular forms of verbs the CR is written with: FTS5's porter stemmer reads "dealt" and "deal",
# "paid" and "pay", "chosen" and "choose" as different words, so a judge's "can be dealt damage"
# missed "objects can deal damage" (120.1).  Forms that are another word too are left out ("left":
# the player to the left; "won": FTS5 splits "won't"; "found", "saw", "made", "known").
_FORMS = "deal dealt|pay paid|lose lost|draw drew drawn|choose chose chosen|spend spent|foretell foretold"
WORD_FORMS: dict[str, tuple[str, ...]] = {w: tuple(g.split()) for g in _FORMS.split("|") for w in g.split()}


def word_forms(word: str) -> tuple[str, ...]:
    """The forms of ``word``'s verb when it has irregular ones ("dealt" → deal, dealt), else ()."""
    return WORD_FORMS.get(word.lower(), ())


def alias_terms(term: str) -> list[str] | None:
    """The glossary terms an abbreviation stands for (``p/t`` → Power, Toughness), or None."""
    return ALIASES.get(" ".join(term.strip().lower().split()))


_PATTERNS: dict[str, list] = {}


def _compile(keys: list[tuple[str, str, bool]]) -> list[tuple[str, str, bool, re.Pattern]]:
    return [(key, rep, replace, re.compile(r"(?<![\w/+-])" + re.escape(key) + r"(?![\w/+-])", re.IGNORECASE))
            for key, rep, replace in sorted(keys, key=lambda x: -len(x[0]))]


def _patterns(table: str = "rules") -> list[tuple[str, str, bool, re.Pattern]]:
    """(key, replacement, replace?, compiled pattern) for every entry, longest keys first (built once):
    the CR's vocabulary, or (``table="policy"``) the policy documents'."""
    if table not in _PATTERNS:
        if table == "policy":
            keys = [(k, v, False) for k, v in POLICY_TERMS.items()]
        else:
            keys = [(k, " ".join(v), True) for k, v in ALIASES.items()] + [
                (k, v, False) for k, v in PHRASES.items() if k not in ALIASES]
        _PATTERNS[table] = _compile(keys)
    return _PATTERNS[table]


_PT = re.compile(r"(?<![\w+/-])(\d+)/(\d+)(?![\w/])")


def expand_policy_terms(q: str) -> tuple[str, list[tuple[str, str]]]:
    """Policy slang in ``q`` (:data:`POLICY_TERMS`): the policy documents' words to add to a search,
    and the (found, words) pairs."""
    found = [(key, rep) for key, rep, _, pattern in _patterns("policy")
             if key.split()[0] in q.lower() and pattern.search(q)]
    return " ".join(rep for _, rep in found), found


def expand_aliases(q: str) -> tuple[str, str, list[tuple[str, str]]]:
    """Judges' words in ``q`` rewritten in the CR's words.

    Returns ``(text, extra, found)``: ``text`` is ``q`` with abbreviations replaced by the
    terms they stand for (``etb`` → "Enters the Battlefield"); ``extra`` holds the CR's words
    for everyday phrasings found (``fizzle`` → "doesn't resolve illegal target"), which a
    search adds beside the judge's own words; ``found`` lists (found, replacement) pairs."""
    found: list[tuple[str, str]] = []
    extra: list[str] = []
    out = q
    lowered = q.lower()
    for m in _PT.finditer(q):  # "a 2/0": toughness 0; "0/3": power 0
        if m.group(2) == "0":
            extra.append("toughness 0 or less")
            found.append((m.group(0), "toughness 0 or less"))
        elif m.group(1) == "0":
            extra.append("power 0")
            found.append((m.group(0), "power 0"))
    for key, rep, replace, pattern in _patterns():
        if key.split()[0] not in lowered or not pattern.search(out):
            continue
        if replace:
            out = pattern.sub(" " + rep + " ", out)
        else:
            extra.append(rep)
        found.append((key, rep))
    return " ".join(out.split()), " ".join(extra), found


# A story whose target is gone before its spell resolves ("I sacrifice the Elves in response",
# "the creature was already dead", "it left the battlefield before my spell resolved") tells
# what "fizzle" names without the word: the sense of ``PHRASES["fizzle"]`` (rule 608.2b, the
# targets checked on resolution; issue 24's eighteenth round). Three things must be told: a
# target (the story's word, a named card's text, or a spell that resolves after), its object
# leaving, and the order.
_TARGETED = re.compile(r"\btarget(?:s|ed|ing)?\b", re.IGNORECASE)
_GONE = re.compile(r"\b(?:sacrific\w*|bounc\w*|exiled?|destroy(?:s|ed)?|di(?:e|es|ed)|dead|countered|left the battlefield|"
                   r"leaves the battlefield|gone|no longer (?:there|on the battlefield))\b", re.IGNORECASE)
_SPELL_RESOLVES = re.compile(r"\b(?:spell|ability)\b.*\bresolv", re.IGNORECASE | re.DOTALL)
_BEFORE = re.compile(r"\b(?:in response|before (?:it|the \w+|my \w+|their \w+|its \w+)? ?resolv\w*|already|first)\b",
                     re.IGNORECASE)


def target_gone(text: str, card_texts: tuple[str, ...] = ()) -> str | None:
    """The CR's words for "its target is gone" when ``text`` tells a target, its leaving and the
    order (see ``_GONE``), else None. ``card_texts``: the named cards' rules text (a spell that
    targets tells the target without the story's word)."""
    if "fizzl" in text.lower():
        return None  # the judge's own word: PHRASES reads it
    if not (_TARGETED.search(text) or any(_TARGETED.search(t or "") for t in card_texts)
            or _SPELL_RESOLVES.search(text)):
        return None
    if _GONE.search(text) and _BEFORE.search(text):
        return PHRASES["fizzle"]
    return None


def singulars(word: str) -> list[str]:
    """The word and the singular forms it may be a plural of (copies → copy, abilities → ability)."""
    out = [word]
    if word.endswith("ies") and len(word) > 4:
        out.append(word[:-3] + "y")
    if word.endswith("es") and len(word) > 3:
        out.append(word[:-2])
    if word.endswith("s") and len(word) > 3:
        out.append(word[:-1])
    return out


# Glossary terms that are everyday words in rule text: not marked as game terms.
NOT_GAME_TERMS = frozenset(
    "case double during name if instead becomes event effect option object player card ability "
    "cost deal damage draw life loop move pass pay play choose control owner permanent "
    "spell turn game match hand library graveyard exile stack battlefield command zone "
    "mana color cast counter create destroy discard tap untap attack block "
    "door increment independent lock locked map party pile placed prize "
    "class delay forage harness job behold blight endure expend gift learn "
    "mill offering ongoing paired permanently phase plot prepared "
    "amass adapt bolster clash connive convert craft detain discover explore "
    "fateseal fight goad incubate investigate manifest meld populate proliferate "
    "scry support surveil transform venture vote".split())


class GlossaryMatcher:
    """Finds glossary terms used in a text: longest word sequences first, plurals too.

    ``entries`` are dicts with at least ``term``; ``game_terms_only`` leaves out terms that
    are everyday words of rule text (``NOT_GAME_TERMS``)."""

    def __init__(self, entries: list[dict], game_terms_only: bool = False):
        self.by_words: dict[tuple, dict] = {}
        for e in entries:
            for alt in re.split(r",\s*(?![^“”\"]*[”\"])", e["term"]):  # "Banding, Bands with Other"
                words = tuple(w.lower().replace("’", "'") for w in WORD.findall(alt))
                if not words or len("".join(words)) < 3 or words in self.by_words:
                    continue
                if game_terms_only and len(words) == 1 and words[0] in NOT_GAME_TERMS:
                    continue
                self.by_words[words] = e
        self.by_first: dict[str, list[tuple]] = {}
        for words in sorted(self.by_words, key=len, reverse=True):
            self.by_first.setdefault(words[0], []).append(words)

    def _match_at(self, words: list[str], i: int) -> tuple[dict, int] | None:
        for first in singulars(words[i]):
            for key in self.by_first.get(first, ()):
                n = len(key)
                if n == 1 or (i + n <= len(words) and tuple(words[i + 1:i + n - 1]) == key[1:-1]
                              and key[-1] in singulars(words[i + n - 1])):
                    return self.by_words[key], n
        return None

    def spans(self, text: str) -> list[tuple[int, int, dict]]:
        """(start, end, entry) of each term found in ``text``, left to right, not overlapping."""
        found = [(m.start(), m.end(), m.group(0).lower().replace("’", "'")) for m in WORD.finditer(text or "")]
        words = [f[2] for f in found]
        out, i = [], 0
        while i < len(words):
            hit = self._match_at(words, i)
            if hit:
                out.append((found[i][0], found[i + hit[1] - 1][1], hit[0]))
                i += hit[1]
            else:
                i += 1
        return out

    def terms_in(self, texts: list[str]) -> list[dict]:
        found: dict = {}
        for t in texts:
            for _, _, e in self.spans(t):
                found.setdefault(e.get("id") or e["term"], e)
        return sorted(found.values(), key=lambda e: e["term"].lower())


# A card's name used as a verb on an object ("Can I Lightning Bolt my opponent's Soltari Priest",
# "If I Unsummon the token"): the judge means casting it on that object, i.e. targeting it, when
# the card's text targets (rule 115.1; Clone, which copies without a target, is not read so).
_VERB_SUBJECT = re.compile(r"\b(?:I|you|we|they|he|she|opponent|player)\s+(?:(?:can|could|may|might|will|would|should|do|did|then|just)\s+)?$",
                           re.IGNORECASE)
_VERB_OBJECT = re.compile(r"^\s+(?:my|your|his|her|their|our|the|a|an|it|him|them|this|that|its|[A-Z])")
# A characteristic-defining ability (rule 604.3): a line of the card's own text saying what its
# power, toughness, colour or types are ("Tarmogoyf's power is equal to …", "Master of Etherium's
# power and toughness are each equal to …", "Ghostfire is colorless"), not a condition's ("as long as").
_CDA_LINE = re.compile(r"^(?:{name}|this (?:creature|card|permanent))(?:'s|’s)?\s+(?:(?:power|toughness)(?: and toughness)?\s+"
                       r"(?:is|are)\s+(?:each\s+)?equal to|is (?:all colors|every creature type|colorless|the color))",
                       re.IGNORECASE | re.MULTILINE)
_CHARACTERISTIC = re.compile(r"\b(?:power|toughness|p/t|colou?rs?|creature types?|types?)\b", re.IGNORECASE)
# ... asked outside the battlefield: where the rule matters (604.3: it functions in all zones; on the
# battlefield a question about the characteristic is usually about something else, Maro at toughness 0).
_OFF_BATTLEFIELD = re.compile(r"\b(?:library|libraries|graveyards?|hand|exile[sd]?|stack|command zone|outside the game)\b",
                              re.IGNORECASE)

# Information about an object gone from where the card's text looked for it (rule 608.2h): its text
# reads a characteristic of a sacrificed, exiled or destroyed object ("the sacrificed creature's
# power", Fling): the object's last known information.
_LKI = re.compile(r"\b(?:sacrificed|exiled|destroyed|discarded)\s+(?:\w+\s+)?(?:creature|card|permanent|artifact|land|"
                  r"enchantment|planeswalker|object)(?:'s|’s)\s+(?:power|toughness|mana value|converted mana cost)",
                  re.IGNORECASE)


def card_readings(text: str, named: list[dict]) -> list[tuple[str, str]]:
    """What a question's named cards tell in the CR's words, as (what was read, the CR's words):
    a targeting card's name used as a verb on an object → "target" (115.1); a question about a
    characteristic of a card whose own text defines it → "characteristic-defining ability" (604.3,
    which holds in every zone); a card whose text reads a characteristic of an object it sacrificed,
    exiled or destroyed ("the sacrificed creature's power", Fling) → "last known information" (608.2h).
    ``named``: kb.search.recognise_cards rows (name, text, spans)."""
    out: list[tuple[str, str]] = []
    for c in named:
        body = c.get("text") or ""
        if _TARGETED.search(body) and any(_VERB_SUBJECT.search(text[:s]) and _VERB_OBJECT.match(text[e:])
                                          for s, e in c.get("spans") or []):
            out.append((f"{c['name']} as a verb", "target"))
        names = [re.escape(n) for n in dict.fromkeys([c["name"], *c["name"].split(" // ")])]
        cda = re.compile(_CDA_LINE.pattern.replace("{name}", "|".join(names)), _CDA_LINE.flags)
        if cda.search(body) and _CHARACTERISTIC.search(text) and _OFF_BATTLEFIELD.search(text):
            out.append((f"{c['name']}'s own characteristic", "characteristic-defining ability"))
        if _LKI.search(body):
            out.append((f"{c['name']} reads a gone object", "last known information"))
    return list(dict.fromkeys(out))
