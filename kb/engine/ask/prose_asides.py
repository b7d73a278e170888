"""Asides in round brackets, as players write them in a forum post: "(rude)", "(I know, I know)", "(misclick, dont
ask)", and a keyword said after a creature's name as its card prints it: "Black Knight (FS)", "Fencing Ace (DS)" (a
part of :class:`.prose.ProseReader`). Each is left out with a note, never silently:

- an aside that names nothing of a game — no card's name, no number, P/T or mana symbol, no quote, none of the
  words that could say something about the board (what people wrap a question in is not that: lexicon.NOT_CHATTER,
  the verbs of play, game words, outcomes, keywords, negations, whose, numbers in words, and the nouns of the cards the
  question names) — says nothing of the board;
- an aside about a deck ("(yeah that deck)", "(his deck is all burn, of course)"): what a deck holds is not the
  board (:data:`_DECK_TALK`, read only beside a noun of a deck);
- a keyword or its abbreviation (:data:`KEYWORD_SHORT`: FS, DS, DT) right after a card's name, when the card prints
  that keyword on a line of its own (702.1), or a description of only what it prints ("Darksteel Myr (the 0/1
  indestructible guy)": its printed power and toughness, its keywords): it says what the card is.

Any other aside is read as written (and so named when it cannot be read).
"""
from __future__ import annotations

import re

from ..values import KEYWORDS
from .lexicon import (COMBAT_OUTCOME_WORDS, GAME_WORDS, IMPERATIVE, NOT_CHATTER, PROSE_VERBS, SPELL_WORDS, noun_key,
                      number_word)
from .prose_chat import absence_aside, pt_aside
from .prose_forum import printed_keywords
from .ptoks import PTok, join_toks

__all__ = ["KEYWORD_SHORT", "asides_left_out"]

# players' abbreviations of keywords ("my Black Knight (FS)")
KEYWORD_SHORT = {"fs": "first strike", "ds": "double strike", "dt": "deathtouch"}
_KEYWORD_LOW = frozenset(k.lower() for k in KEYWORDS)
# words an aside may say that still say nothing of the board ("I know, I know", "we were both tilted")
_HARMLESS = frozenset({"i", "we", "us", "me", "both"})
# words that could change what the board is, besides the lexicon's lists
_VETO = frozenset({"mine", "yours", "his", "hers", "theirs", "opp", "opponent", "never", "cannot", "player", "players",
                   "dead", "dies", "died", "alive", "summoning", "sick", "counter", "instead", "copy", "owner", "owns",
                   "controls", "attacked", "blocked", "cast", "enchanted", "equipped", "attached", "flipped", "face",
                   "down", "untap", "untapped", "tapped", "sacrificed", "exiled", "destroyed", "haste", "edition",
                   "rules", "before", "after", "already", "again", "twice", "first", "last", "previous", "earlier"})
# every word that makes an aside say something of the game: the lexicon's lists with the above (made once)
_ALL_VETO = frozenset((NOT_CHATTER - _HARMLESS) | PROSE_VERBS | GAME_WORDS | COMBAT_OUTCOME_WORDS | SPELL_WORDS |
                      IMPERATIVE | _VETO)
# the words a description of a card may say beside what it prints ("the 0/1 indestructible guy")
_DESCRIPTION_FILLER = frozenset({"the", "a", "an", "guy", "dude", "one", "thing", "with", "and", "lol", "creature"})
_NEGATIONS = frozenset({"no", "not", "without", "non", "never", "loses", "lost", "isn't", "doesn't", "can't"})
_WORD = re.compile(r"[a-z0-9/{}'\"+-]+")
# an aside about a player's deck ("(yeah that deck)", "(his deck is all burn, of course)", ask53): what the deck is
# says nothing of the board the question tells; its words are read so only with a noun of a deck in the aside, and
# any other word of the game (a card, a number, "creatures", "no", "has") still makes the aside read as written
_DECK_NOUNS = frozenset({"deck", "decks", "list", "brew"})
_DECK_TALK = _DECK_NOUNS | {"burn", "aggro", "control", "combo", "tempo", "midrange", "mono", "tribal", "weenie",
                            "his", "her", "their", "my", "is", "was", "all", "that", "of", "course", "yeah", "again"}


def _said(t: PTok) -> str:
    return t.low.strip("()")


def _names_nouns(reader) -> set[str]:
    got = reader.__dict__.get("_aside_nouns")
    if got is None:
        got = {noun_key(w) for name in reader.lex.names_in(reader.q) for w in re.findall(r"[a-z']+", name.lower())}
        reader.__dict__["_aside_nouns"] = got
    return got


def _nothing_of_a_game(reader, group: list[PTok]) -> bool:
    words = [w for t in group for w in _WORD.findall(_said(t))]
    if not words or any(re.search(r"[\d/{}\"]", w) for w in words):
        return False
    if any(reader.card_at(group, k)[0] > 1 or reader.card_at(group, k)[0] and group[k].text.strip("(")[:1].isupper()
           for k in range(len(group))):
        return False
    nouns = _names_nouns(reader)
    deck = bool(_DECK_NOUNS & set(words))
    for w in words:
        if deck and w in _DECK_TALK:
            continue
        if w in _ALL_VETO or w.endswith("n't") or w.endswith("'s") or w in _KEYWORD_LOW or w in KEYWORD_SHORT or \
                number_word(w) is not None or noun_key(w) in nouns:
            return False
    return not any(" ".join(words[k:k + 2]) in _KEYWORD_LOW for k in range(len(words)))


def _describes(d: dict, said: str) -> bool:
    """Whether the words say only what the card prints: keywords it prints (or their short forms), its printed power
    and toughness, and words that name nothing ("the 0/1 indestructible guy", "FS", "a 2/2 with flying", ask53)."""
    words = [w for w in re.findall(r"[a-z0-9/]+", said) if w not in _DESCRIPTION_FILLER]
    kws = printed_keywords(d)
    pt = f"{d.get('power')}/{d.get('toughness')}"
    told, k = False, 0
    while k < len(words):
        two = " ".join(words[k:k + 2])
        if k + 1 < len(words) and two in kws:
            k += 2
        elif KEYWORD_SHORT.get(words[k], words[k]) in kws or re.fullmatch(r"\d{1,2}/\d{1,2}", words[k]) and words[k] == pt:
            k += 1
        else:
            return False
        told = True
    return told


def _keyword_of(reader, out: list[PTok], group: list[PTok]) -> str | None:
    """The card named just before the aside, when the aside says only what the card prints (:func:`_describes`)."""
    said = " ".join(_said(t) for t in group).strip()
    if set(re.findall(r"[a-z']+", said)) & _NEGATIONS:
        return None
    for i in range(max(0, len(out) - 6), len(out)):
        n, d = reader.card_at(out, i)
        if d is not None and i + n == len(out):
            return d["name"] if _describes(d, said) else None
    return None


def asides_left_out(reader, toks: list[PTok]) -> list[PTok]:
    """The tokens without the asides in round brackets this module leaves out (module docstring), each with a note."""
    if not any(t.low.startswith("(") for t in toks):
        return toks            # the cheap guard: no round bracket
    out: list[PTok] = []
    k = 0
    while k < len(toks):
        t = toks[k]
        if not t.low.startswith("(") or t.quoted:
            out.append(t)
            k += 1
            continue
        j = k
        while j < len(toks) and ")" not in toks[j].low and j - k < 20:
            j += 1
        if j >= len(toks) or ")" not in toks[j].low or not toks[j].low.endswith(")"):
            out.append(t)
            k += 1
            continue
        group = toks[k:j + 1]
        name = _keyword_of(reader, out, group)
        absent = absence_aside(reader, group) if name is None else None
        sized = pt_aside(reader, group) if name is None and absent is None else None
        if sized is not None:       # "(3/4)", "(so 5/4)": kept as a claim checked against the engine's answer
            reader.notes.append(sized)
        elif absent is not None:      # "(opp had no flyers)": kept as a claim the board read is checked against
            reader.notes.append(absent)
        elif name is not None:
            reader.notes.append(f"{join_toks(group)!r}: {name} prints it (702.1, 208.1), so the words change nothing")
        elif _nothing_of_a_game(reader, group):
            reader.notes.append(f"{join_toks(group)!r}: an aside, not about the board, not read")
        else:
            out.append(t)
            k += 1
            continue
        reader.changed = True
        k = j + 1
    return out
