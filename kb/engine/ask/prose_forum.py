"""Sentences of a question as players post it on a forum or in a judge chat that say nothing the steps need, read so
(a part of :class:`.prose.ProseReader`; each is left out with a note saying so, never silently):

- a topic label said before the story ("Stack question.", "Layers question.", "Weird interaction."): a sentence of at
  most four words, none a card's name, a number, a player or a board word, ending with a word that names a question
  (:data:`TOPIC_LABELS`);
- an Aura "put" on a permanent ("My opp put Pacifism on my Grizzly Bears"): players' word for casting it (303.4a,
  an Aura spell targets what it will enchant), read as "cast", so that it enters then and its own abilities see it
  enter; "put" of anything else (a counter, a card onto the battlefield) is read as before;
- a copy said to enter ("I cast Clone and have it ETB as a copy of their bears", "… which enters as a copy of X"): the
  step language's "cast Clone as a copy of X" (707.2), when the card cast just before says it may enter as a copy;
- a yes/no question after a comma that ends a question ("What's the elf's P/T now, is it a 1/1 or a 2/2?"): two
  questions, each answered;
- a spell's nickname said as a verb ("My opp bolted my Grizzly Bears"): the players' nicknames of kb.vocab.NICKNAMES
  ("bolt": Lightning Bolt), with a verb's ending, read only for an instant or a sorcery (a spell cast at something);
- players' shorthand inside a sentence (:func:`forum_words`): "w/" is "with"; "tried to" before a cast ("My opp tried to
  Bolt my angel", "tried to cast X") is the cast (601.2: a spell is cast once its casting is done; what became of it is
  what the question says next);
- a keyword restated as the card prints it ("The knight has first strike." after "My opp attacks with White Knight"):
  the one object named before whose name has the noun, the keyword on a line of its printed text (702.1), and
  nothing cast or activated before the sentence that could have taken it away (613.1f); anything else (a keyword the
  card does not print, two objects the noun could name, a spell before) stays unread and is named.
"""
from __future__ import annotations

import re

from ...vocab import NICKNAMES
from ..values import KEYWORDS
from .cursor import subtypes_of
from .lexicon import NOT_CHATTER, QUESTION_START, AskError, noun_key
from .prose_lists import both_before_list
from .ptoks import PTok, join_toks

# the last word of a topic label ("Stack question.", "Combat q.", "Weird interaction.", "Rules check.")
TOPIC_LABELS = frozenset({"question", "questions", "q", "qs", "interaction", "scenario", "situation", "ruling", "check",
                          "one", "puzzle", "dispute", "argument", "game"})
# the words a topic label may hold besides its last (what the question is about, how it is felt)
_LABEL_WORDS = frozenset({"stack", "combat", "layers", "layer", "rules", "rule", "timing", "weird", "odd", "strange",
                          "tricky", "quick", "simple", "easy", "basic", "dumb", "stupid", "noob", "newbie", "fun",
                          "interesting", "old", "school", "old-school", "judge", "casual", "kitchen", "table",
                          "another", "a", "an", "another", "quick", "copy", "control", "priority", "damage", "trample",
                          "deathtouch", "lifelink", "tokens", "token", "counters", "aura", "auras", "equipment", "sanity", "story"})
# the words said after a topic label ("Stack question again, sorry", "Rules check pls")
_LABEL_AFTER = frozenset({"again", "sorry", "pls", "plz", "please", "lol", "guys", "all", "folks", "here", "time"})
_KEYWORD_LOW = {k.lower() for k in KEYWORDS}
_WHOSE = ("the", "my", "his", "her", "their", "opponent's", "opp's", "your")
_NEGATIONS = frozenset({"not", "no", "n't", "doesn't", "didn't", "longer", "lost", "loses", "without", "if", "unless",
                        "still", "also", "now", "until"})
_REMINDER = re.compile(r"\([^)]*\)")


def topic_label(sent: list[PTok]) -> bool:
    """"Stack question.", "Old school question", "Kitchen table argument": a short label of the question's topic
    before the story, which says nothing of the board (no card's name is checked here: the caller has)."""
    words = [t.low for t in sent if t.low not in (",", "-")]
    while len(words) > 1 and words[-1] in _LABEL_AFTER:      # "Stack question again sorry", "Sanity check pls"
        words = words[:-1]
    if not 1 <= len(words) <= 5 or words[-1] not in TOPIC_LABELS or any(t.quoted for t in sent):
        return False
    return all(w in _LABEL_WORDS for w in words[:-1]) and not set(words) & NOT_CHATTER


def printed_keywords(d: dict) -> set[str]:
    """The keywords a card prints on a line of their own ("Flying", "First strike", "Flying, vigilance"), lower case."""
    out: set[str] = set()
    for line in str(d.get("text") or "").splitlines():
        parts = [p.strip().lower() for p in _REMINDER.sub("", line).split(",")]
        if parts and all(p in _KEYWORD_LOW for p in parts if p):
            out |= {p for p in parts if p}
    return out


def keyword_restated(reader, sent: list[PTok]) -> str | None:
    """"The knight has first strike.": the note when the sentence says of an object named before a keyword its card
    prints, and nothing was cast or activated before it; None otherwise (the sentence is read as before)."""
    w = [t.low for t in sent]
    if "has" not in w and "have" not in w or set(w) & _NEGATIONS:
        return None
    k = w.index("has") if "has" in w else w.index("have")
    if not 1 <= k <= 4 or not (all(x in _WHOSE for x in w[:k - 1]) or reader.lex.card(join_toks(sent[:k])) or
                               all(x in _WHOSE for x in w[:1]) and reader.lex.card(join_toks(sent[1:k]))):
        return None
    said = " ".join(w[k + 1:])
    said = re.sub(r"^(?:the |a )?", "", said)
    keys = [s.strip() for s in re.split(r",| and ", said) if s.strip()]
    if not keys or any(s not in _KEYWORD_LOW for s in keys):
        return None
    noun = noun_key(w[k - 1])
    said_name = join_toks(sent[1 if w[0] in _WHOSE else 0:k]).lower()
    before = reader.q[:sent[0].start]
    fits = []
    for name in dict.fromkeys(reader.lex.names_in(before)):
        if noun in {noun_key(x) for x in name.lower().split()} or said_name == name.lower():
            fits.append(name)
    if len(fits) != 1:
        return None
    d = reader.lex.card(fits[0])
    if d is None or not set(keys) <= printed_keywords(d):
        return None
    c = reader.compiled_so_far()
    if c is None or any(isinstance(st, dict) and set(st) & {"cast", "activate"} for st in c.steps):
        return None     # something before could have taken the ability away (613.1f): the sentence is read as said
    return f"{join_toks(sent)!r}: {fits[0]} prints {', '.join(keys)} (702.1), so the sentence changes nothing"


def forum_sentence_left_out(reader, sent: list[PTok]) -> bool:
    """Whether a clause that is not the question is one of this module's (a keyword restated as printed): a note says
    so, and it is left out."""
    note = keyword_restated(reader, sent)
    if note is None:
        return False
    reader.notes.append(note)
    reader.changed = True
    return True


def aura_put(reader, toks: list[PTok], k: int) -> list[PTok] | None:
    """"put Pacifism on X" at toks[k]: the words "cast Pacifism on" (an Aura put on a permanent by a player is cast,
    303.4a); None when toks[k] is not "put"/"puts" before an Aura's name and "on"."""
    if toks[k].low not in ("put", "puts") or k + 1 >= len(toks):
        return None
    j = k + 1 + (toks[k + 1].low in ("a", "an", "my", "his", "her", "their"))
    n, d = reader.card_at(toks, j)
    if not n or "Aura" not in subtypes_of(d) or j + n >= len(toks) or toks[j + n].low not in ("on", "onto"):
        return None
    if toks[j + n].low == "onto" and j + n + 2 < len(toks) and toks[j + n + 2].low == "battlefield":
        return None      # "put Pacifism onto the battlefield": not cast
    return [reader.made("casts" if toks[k].low == "puts" else "cast", toks[k])] + toks[k + 1:j + n] + \
        [reader.made("on", toks[j + n])]


# "… and have it ETB as a copy of …": the words before "as a copy of" that say it enters (ETB: players' "enters the
# battlefield")
_ENTERS_AS = tuple(tuple(p.split()) for p in (
    "and have it etb", "and have it enter", "and have it enter the battlefield", "and have it come in",
    "and have it come into play", "and it etbs", "and it enters", "and it comes in", "which etbs", "which enters",
    "that etbs", "that enters", "etbing", "entering", "to have it etb", "to have it enter"))
_ENTERS_AS_COPY = re.compile(r"\bas a copy of\b|\benter as a copy\b", re.I)


def enters_as_copy(reader, toks: list[PTok], k: int) -> int:
    """The number of words at toks[k] that say the card cast just before enters ("and have it ETB") before "as a copy
    of", when that card's text says it may enter as a copy (707.2); 0 otherwise (nothing is changed)."""
    if k < 1 or toks[k].low not in ("and", "which", "that", "etbing", "entering", "to"):
        return 0
    for ws in _ENTERS_AS:
        n = len(ws)
        if tuple(t.low for t in toks[k:k + n]) != ws or [t.low for t in toks[k + n:k + n + 4]] != ["as", "a", "copy", "of"]:
            continue
        j = k - 1
        while j >= 0 and not reader.card_at(toks, j)[0]:
            j -= 1
        n_card, d = reader.card_at(toks, j) if j >= 0 else (0, None)
        if d is None or j + n_card != k or not _ENTERS_AS_COPY.search(str(d.get("text") or "")):
            return 0
        reader.changed = True
        return n
    return 0


_YES_NO_START = frozenset({"is", "does", "do", "did", "can", "will", "would", "are", "was", "were", "has"})
_YES_NO_SUBJECT = frozenset({"it", "he", "she", "they", "the", "my", "his", "her", "their", "that", "this", "i", "we"})


def comma_question_at(toks: list[PTok], k: int) -> bool:
    """Whether toks[k] is a comma after a question asked with a question word ("What's its P/T now, is it …") and
    before a yes/no question ("is it a 1/1 or a 2/2"): a second question (the caller splits there)."""
    return toks[k].low == "," and 0 < k and k + 2 < len(toks) and toks[0].low not in _YES_NO_START and \
        toks[k + 1].low in _YES_NO_START and toks[k + 2].low in _YES_NO_SUBJECT and \
        not any(t.low in ("if", "when", "unless", "after", "before", "while") for t in toks[:k])


# the words before a comma that make it a condition of the question after it ("if I had …, would it die?"), not a
# statement of its own
_CONDITION_WORDS = frozenset({"if", "when", "whenever", "unless", "after", "before", "while", "until", "had", "would",
                              "once", "as", "suppose", "say"})
_STATEMENT_SUBJECTS = frozenset({"i", "he", "she", "they", "opponent", "opp", "we", "my"})


def statement_before_question(toks: list[PTok]) -> int | None:
    """In a sentence that ends with "?", the comma between a statement said first ("he was at 15, whats he at after
    combat?") and the question asked after it; None. The statement starts with a player ("I", "he", "my opp"), has no
    word of a condition (:data:`_CONDITION_WORDS`), and the question after the comma starts with a question word."""
    if len(toks) < 5 or toks[0].low not in _STATEMENT_SUBJECTS:
        return None
    for k in range(2, len(toks) - 2):
        if toks[k].low == "," and not toks[k].quoted and toks[k + 1].low in QUESTION_START:
            return None if any(t.low in _CONDITION_WORDS or t.low == "," for t in toks[:k]) else k
    return None


# the verbs a player's "also" may stand before ("I also have a Grizzly Bears"): saying what is there, or what is done
_ALSO_VERBS = frozenset({"have", "has", "had", "control", "controls", "controlled", "cast", "casts", "play", "plays",
                         "played", "attack", "attacks", "attacked", "block", "blocks", "blocked"})


def also_left_out(reader, toks: list[PTok]) -> list[PTok]:
    """"I also have a Grizzly Bears", "he also blocks with X": a player, "also" and a verb; "also" adds the clause to the
    ones before it, which every clause read is anyway, so it is left out (with a note). The clause as it was
    otherwise."""
    if len(toks) < 4 or toks[1].low != "also" or toks[0].low not in _SUBJECTS or toks[2].low not in _ALSO_VERBS:
        return toks
    reader.notes.append(f"'{toks[1].text}': the clause is one more of the story, as every clause is")
    reader.changed = True
    return toks[:1] + toks[2:]


def noun_question(toks: list[PTok]) -> bool:
    """Whether a question is asked as a bare noun, without a question word: "life totals after combat?", "the life
    totals?" (asked as "what are the life totals …", 119.1)."""
    w = [t.low for t in toks[:4]]
    return not toks[0].quoted and (w[:2] in (["life", "totals"], ["life", "total"]) or
                                   w[:3] in (["the", "life", "totals"], ["both", "life", "totals"]))


_VERB_ENDINGS = ("", "s", "ed", "ing", "'d")


def nickname_verb(lex, word: str) -> dict | None:
    """The spell a nickname said as a verb names ("bolted", "Bolts": Lightning Bolt), an instant or a sorcery; None."""
    w = word.lower()
    for cut in _VERB_ENDINGS:
        stem = w[:-len(cut)] if cut else w
        if cut and not w.endswith(cut) or stem not in NICKNAMES:
            continue
        if cut == "ed" and stem + "ed" != w:
            continue
        d = lex.card(NICKNAMES[stem])
        if d is not None and set(d.get("types") or ()) & {"Instant", "Sorcery"}:
            return d
    return None


_SUBJECTS = frozenset({"i", "he", "she", "they", "opponent", "opp", "we"})
_SWUNG = {"swung": "attack", "swing": "attack", "swings": "attacks", "attacked": "attack"}
# players' shorthand for a word of the step language ("I responded w/ Giant Growth")
SHORTHAND = {"w/": "with", "w/o": "without", "b/c": "because",
             # contractions typed without their apostrophe (ask52b: "I dont block and cast Fog", "Im at 8"): the words
             # the readers know, never a card's name (a card's own words are protected before this is read)
             "dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "isnt": "isn't", "wasnt": "wasn't",
             "arent": "aren't", "werent": "weren't", "hasnt": "hasn't", "havent": "haven't", "hadnt": "hadn't",
             "couldnt": "couldn't", "wouldnt": "wouldn't", "shouldnt": "shouldn't", "im": "I'm", "ive": "I've",
             "youre": "you're"}
_TRIED = (("tried", "to"), ("tries", "to"), ("attempted", "to"), ("attempts", "to"), ("went", "to"), ("goes", "to"))
# a player's intent said before an action, never the action (ask51: "My opponent wants to Shock my Grizzly Bears. Does it
# die?" was "Yes", the Shock cast): "wants to", "would like to", "is going to", "is about to", "plans to", "gonna" …
_MEANT = frozenset({"want", "wants", "wanted", "plan", "plans", "planned", "intend", "intends", "intended", "mean",
                    "means", "hope", "hopes", "hoped", "threatens", "threatened", "going", "about", "like",
                    "wish", "wishes", "wished", "planning", "intending", "hoping", "wanting", "threatening",
                    "meaning", "wishing"})
_MEANT_ONE = frozenset({"wanna", "gonna", "finna"})
# the actions a player takes (the step language's verbs) that may follow the words of intent
_ACTS = frozenset({"cast", "casts", "play", "plays", "attack", "attacks", "block", "blocks", "activate", "activates",
                   "sacrifice", "sacrifices", "equip", "equips", "tap", "taps", "destroy", "destroys", "exile", "exiles",
                   "counter", "counters", "target", "targets", "kill", "kills", "swing", "swings", "bounce", "pump",
                   "respond", "chump", "use", "uses"})


def forum_words(reader, toks: list[PTok], k: int) -> tuple[list[PTok], int] | None:
    """Players' shorthand at toks[k] (module docstring): (the words it stands for, the tokens it used), or None. "tried
    to" is left out only before "cast" or a spell's name said as a verb (reader.spell_at: an instant or sorcery)."""
    low = toks[k].low
    if low == "both" and both_before_list(reader, toks, k):      # "both X and Y" (.prose_lists)
        reader.changed = True
        return [], 1
    if low in SHORTHAND and not reader.protected(toks[k]):
        return [reader.made(SHORTHAND[low], toks[k])], 1
    if low == "and" and k + 1 < len(toks) and toks[k + 1].low in _SWUNG and \
            (k + 2 == len(toks) or toks[k + 2].low in _CLAUSE_ENDS):
        # "… and swung.": the attack with the creature the clause named (prose_combat.lone_attack); "swung at them
        # with it" is lexicon.SLANG_VERBS' own
        return [reader.made("and", toks[k]), reader.made(_SWUNG[toks[k + 1].low], toks[k + 1])], 2
    if low == "blocked" and k + 3 < len(toks) and toks[k + 1].low not in ("by", "with", ",", ".") and k and \
            (toks[k - 1].low in _SUBJECTS or toks[k - 1].low == "and") and "with" in (t.low for t in toks[k + 2:k + 9]):
        # "my opp blocked the giant with his Giant Spider": the declaration told in the past (509.1a)
        return [reader.made(_person(toks, k, "block"), toks[k])], 1
    if low in ("put", "puts", "throws", "threw", "throw") and k + 4 < len(toks):
        got = _in_front_of(reader, toks, k)      # "put his Wall of Wood in front of the bears": a block (509.1a)
        if got is not None:
            return got
    if low in ("equipped", "equiped") and k and toks[k - 1].low in _SUBJECTS and k + 1 < len(toks):
        # "I equipped Bonesplitter to my bears": the player's equip, said in the past (702.6a); "X equipped with Y"
        # (no subject before it) is the board said, read as before
        n, d = reader.card_at(toks, k + 1 + (toks[k + 1].low in ("my", "his", "her", "their", "the")))
        if d is not None and "Equipment" in subtypes_of(d):
            return [reader.made("equips" if toks[k - 1].low in ("he", "she", "opponent", "opp") else "equip", toks[k])], 1
    meant = _meant_act(reader, toks, k)
    if meant:
        words = join_toks(toks[k:k + meant])
        raise AskError(f"{words!r}: what a player means to do is not what they did — the action after it is not read "
                       "as done (601.2: a spell is cast once its casting is complete): say whether it was done",
                       reader.q, toks[k].start, toks[k + meant - 1].end)
    if low not in ("tried", "tries", "attempted", "attempts", "went", "goes") or k + 2 >= len(toks):
        return None
    if (low, toks[k + 1].low) not in _TRIED:
        return None
    nxt = toks[k + 2]
    if nxt.low in ("cast", "casts"):
        reader.changed = True
        return [], 2
    n, d = reader.spell_at(toks, k + 2)
    if n and d is not None and {"Instant", "Sorcery"} & set(d.get("types") or ()):
        reader.changed = True
        return [], 2
    return None


_CLAUSE_ENDS = frozenset({",", ".", "and", "then", ";", "but", "so"})


def _be(low: str) -> bool:
    """A form of "to be" ("is", "was", "he's", "I'm"), or "just"/"not" after one: "is about to", "was going to"."""
    return low in ("is", "was", "are", "am", "were", "be", "been", "just", "not", "'s", "'m", "'re") or \
        low.endswith(("'s", "'m", "'re"))


def _meant_act(reader, toks: list[PTok], k: int) -> int:
    """The number of tokens of a player's intent said at toks[k] before an action ("wants to Shock", "is going to
    cast", "would like to attack", "gonna bolt"), the action's first word included; 0 when there is none. The action
    is one of the step language's verbs or a spell's name said as a verb (reader.spell_at, a nickname too)."""
    low = toks[k].low
    if low in _MEANT_ONE:
        j = k + 1
    elif low in _MEANT and k + 1 < len(toks) and toks[k + 1].low == "to" and \
            (low not in ("about", "going") or (k and _be(toks[k - 1].low))) and \
            (low != "like" or (k and (toks[k - 1].low == "would" or toks[k - 1].low.endswith("'d")))):
        j = k + 2
    else:
        return 0
    if j >= len(toks):
        return 0
    nxt = toks[j]
    if nxt.low in _ACTS:
        return j + 1 - k
    n, d = reader.spell_at(toks, j)
    if n and d is not None:
        return j + n - k
    if nickname_verb(reader.lex, nxt.low) is not None:
        return j + 1 - k
    return 0


def _in_front_of(reader, toks: list[PTok], k: int) -> tuple[list[PTok], int] | None:
    """"put C in front of D" (players' words for a block, 509.1a): "block(s) D with C", when C is one card's name (with
    its whose) and "in front of" follows it; None otherwise."""
    j = k + 1 + (toks[k + 1].low in ("my", "his", "her", "their", "the", "a"))
    n, d = reader.card_at(toks, j)
    if d is None or "Creature" not in set(d.get("types") or ()) or \
            [t.low for t in toks[j + n:j + n + 3]] != ["in", "front", "of"]:
        return None
    e = j + n + 3
    end = next((i for i in range(e, len(toks)) if toks[i].low in _CLAUSE_ENDS), len(toks))
    if end == e:
        return None
    verb = reader.made(_person(toks, k, "block"), toks[k])
    return [verb] + toks[e:end] + [reader.made("with", toks[j + n])] + toks[k + 1:j + n], end - k


def _person(toks: list[PTok], k: int, verb: str) -> str:
    """``verb`` as the nearest subject before toks[k] in its sentence says it: "block" after I, we, they, you; "blocks"
    after he, she, my opp, the opponent."""
    for i in range(k - 1, -1, -1):
        low = toks[i].low
        if low in (".", "?", "!", ";"):
            break
        if low in ("i", "we", "they", "you"):
            return verb
        if low in ("he", "she", "opp", "opponent"):
            return verb + "s"
    return verb + "s"
