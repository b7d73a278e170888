"""Interjections of chat at the start of a clause (chat58): "lol opp tried to Doom Blade my Typhoid Rats", "ugh, he
blocks with …", "tbh I think …", "welp. I cast …" — words of feeling or of talk that say nothing of the game.

:data:`INTERJECTIONS` are read as the step reader's other fillers ("so", "ok", "well": :data:`.lexicon.PROSE_FILLERS`):
left out where a clause begins, and a clause of nothing else says nothing. None is the name of a card or the first
word of one ("Damn" and "Yeah Nah" are cards: neither word is here), and none takes
back what was said: "oops", "whoops", "wait", "nvm", "no" mark a correction, which is never chatter (the reader names
such a sentence as not read, lexicon's correction words).

Text only: no import of the reader.
"""
from __future__ import annotations

__all__ = ["INTERJECTIONS"]

INTERJECTIONS = tuple((w,) for w in (
    "lol", "lmao", "lmfao", "rofl", "haha", "hahaha", "hehe", "ugh", "welp", "oof", "smh", "tbh", "ngl", "btw", "fwiw",
    "imo", "imho", "yea", "yep", "hmm", "hm", "um", "umm", "uh", "meh", "sigh", "bruh", "jeez", "yikes",
    "basically", "honestly", "literally"))
