"""The step reader's pieces: a token, a step's piece of the question, a reference read, the cursor that reads a
step's tokens, and the card types of a definition (shared by :mod:`.steps`, its sub-readers and :mod:`.prose`)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .lexicon import CARD_TYPE_WORDS, FIELD_WORDS


@dataclass
class Tok:
    text: str        # as written (quotes removed from a quoted token)
    low: str         # lower case, accents and trailing , : dropped (for keywords)
    start: int
    end: int
    quoted: bool = False


@dataclass
class Piece:
    text: str
    start: int
    end: int
    comma: bool = False     # followed a comma (not ';', a new line or 'then')


@dataclass
class Ref:
    kind: str                # player | object | card | name
    name: str
    defn: dict | None = None
    note: str | None = None


class Cur:
    """The tokens of one step and where the reader is in them."""

    def __init__(self, toks: list[Tok]):
        self.toks = toks
        self.i = 0

    def done(self) -> bool:
        return self.i >= len(self.toks)

    def low(self, k: int = 0) -> str | None:
        j = self.i + k
        return self.toks[j].low if 0 <= j < len(self.toks) and not self.toks[j].quoted else None

    def at(self, *words: str) -> bool:
        return all(self.low(k) == w for k, w in enumerate(words))

    def take(self, *words: str) -> bool:
        if self.at(*words):
            self.i += len(words)
            return True
        return False

    def tok(self, k: int = 0) -> Tok | None:
        j = self.i + k
        return self.toks[j] if 0 <= j < len(self.toks) else None


def split_possessive(cur: Cur) -> None:
    """"Forest's P/T": the possessive before a field word is not part of the name."""
    for k in range(cur.i, len(cur.toks) - 1):
        t = cur.toks[k]
        if t.quoted:
            continue
        if t.low.endswith("'s") and len(t.low) > 2 and cur.toks[k + 1].low in FIELD_WORDS:
            cur.toks[k] = Tok(t.text[:-2], t.low[:-2], t.start, t.end - 2)
            cur.toks.insert(k + 1, Tok("'s", "'s", t.end - 2, t.end))
            return
        if t.low in ("and",):
            return


def types_of(d: dict) -> set:
    types = set(d.get("types") or ())
    line = d.get("type_line") or d.get("type")
    if line:
        head = re.split(r"\s[\u2014-]\s|\u2014", str(line))[0]
        types |= {w.capitalize() if w.lower() != "tribal" else "Kindred" for w in head.split()
                  if w.lower() in CARD_TYPE_WORDS}
    return types


def subtypes_of(d: dict) -> set:
    subs = set(d.get("subtypes") or ())
    line = d.get("type_line") or d.get("type")
    if line:
        parts = re.split(r"\s[\u2014-]\s|\u2014", str(line), maxsplit=1)
        if len(parts) == 2:
            subs |= set(parts[1].split())
    return subs
