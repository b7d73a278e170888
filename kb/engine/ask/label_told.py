"""A topic label before the story that names what the story tells again (chat58): "Fog timing q (sorry if dumb). He
swings with … I Fog.", "Rancor question. Opp had Rancor on …", "classic Threaten-Fling turn. I Threaten his …",
"Equipment q from a new-ish player. I had Bonesplitter on …".

Posters head a question with its topic; the reader leaves a label out when it holds only label words ("Stack
question.", :func:`.prose_forum.topic_label`), and names a label that names a card, since a card named only there could
be on the board. A label whose every other word is a label word, a word of chat or a word the question says again
after it ("Fog" in "Fog timing q" when the story casts Fog) tells nothing the story does not: :func:`label_left_out`
takes it off, only when the question was not read as written, and the answer's notes name it. A label is one short
first sentence (at most six words before its ending, and a "from …" tail of at most five saying where the question
comes from: "from a new-ish player", "from FNM") whose last word names a question ("q", "question", "turn",
"interaction" …), or a short head before a colon ("Discord q:"); a bracket in it holds chat words only ("(sorry if
dumb)"). A digit anywhere in it (an edition, a life total, a count), a word said nowhere else, or a capitalised word
after its first that the story does not say again (the card Sorry in "Stack question, Sorry."), keeps it as it is.

Text only: it does not import the answerer (which imports it).
"""
from __future__ import annotations

import re

from .prose_forum import TOPIC_LABELS, _LABEL_AFTER, _LABEL_WORDS

__all__ = ["label_left_out"]

_LAST = frozenset(TOPIC_LABELS | {"turn", "combo", "play", "line", "call", "q's", "qs"})
# words of a label that say nothing of a game, beside the forum module's label words
_CHAT = frozenset(_LABEL_WORDS | _LABEL_AFTER | {
    "classic", "timing", "discord", "reddit", "fnm", "lgs", "locals", "prerelease", "draft", "commander", "edh", "casual",
    "new", "newish", "new-ish", "newbie", "player", "players", "beginner", "confused", "confusing", "help", "urgent",
    "quick", "short", "long", "silly", "dumb", "stupid", "noob", "sorry", "if", "this", "is", "it's", "lol", "lmao",
    "probably", "maybe", "obvious", "first", "post", "here", "my", "our", "a", "an", "the", "of", "about", "with", "and",
    "from", "at", "last", "night", "today", "yesterday", "week", "weekend", "league", "event", "store", "shop", "game",
    "kitchen", "table", "friend", "friends", "buddy", "group", "playgroup", "pls", "please", "rules", "ruling", "judge",
    "call", "sanity", "check", "need", "needed", "settle", "bet", "argument", "debate", "disagreement"})
_HEAD = re.compile(r"^\s*([^.!?:()]+?)\s*(\([^()]*\))?\s*([.!:]+)\s+(?=\S)")
_GREETING = re.compile(r"^\s*(?:(?:hey|hi|hello|yo|ok|okay|so|all|guys|folks|everyone|y'all|there)[\s,]*)+[.!]+\s+", re.I)
_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*(?:-[A-Za-z][A-Za-z'’]*)*")


def _said_again(word: str, rest: str) -> bool:
    parts = [p for p in word.split("-") if p]
    return all(re.search(rf"(?<![A-Za-z]){re.escape(p)}(?![A-Za-z])", rest, re.I) for p in parts)


def label_left_out(question: str) -> tuple[str, str] | None:
    """(the question without its first sentence, that sentence) when the first sentence is a topic label whose words
    are label words, chat, or words the question says again; else None."""
    lead = ""
    g = _GREETING.match(question)
    if g is not None:                         # "Hey all. Equipment q from a new-ish player. …": the greeting stays
        lead, question = question[:g.end()], question[g.end():]
    m = _HEAD.match(question)
    if m is None or re.search(r"\d", m.group()):
        return None
    head, bracket, end = m.group(1), m.group(2), m.group(3)
    rest = question[m.end():]
    if "?" not in rest:
        return None
    said = _WORD.findall(head)
    # a capital after the first word may be a card's name ("Stack question, Sorry."): kept unless the story says it again
    if any(w[0].isupper() and w != "I" and not _said_again(w, rest) for w in said[1:]):
        return None
    words = [w.lower() for w in said]
    if bracket and not all(w.lower() in _CHAT for w in _WORD.findall(bracket)):
        return None
    if "from" in words:                       # "Equipment q from a new-ish player": where the question comes from
        k = words.index("from")
        if len(words) - k - 1 > 5:
            return None
        tail, words = words[k + 1:], words[:k]
        if not all(w in _CHAT for w in tail):
            return None
    while len(words) > 1 and words[-1] in _LABEL_AFTER:
        words = words[:-1]
    if not 1 <= len(words) <= 6:
        return None
    if not (words[-1] in _LAST or ":" in end):
        return None
    body = words[:-1] if words[-1] in _LAST else words
    if not all(w in _CHAT or _said_again(w, rest) for w in body):
        return None
    return lead + rest.lstrip(), question[:m.end()].strip()
