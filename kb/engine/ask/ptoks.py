"""The prose reader's tokens: a word or mark of the question (:class:`PTok`, which a rewrite may make, standing
for the words it replaces), the question cut into them, and the rewritten text with where each piece came from
(shared by :mod:`.prose` and its sub-readers)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .cursor import subtypes_of, types_of
from .lexicon import NOT_POSSESSIVE, PERMANENT_TYPES, fold


@dataclass
class PTok:
    text: str            # as the rewritten question says it
    low: str             # folded (for matching)
    start: int           # the words of the question it stands for
    end: int
    glue: bool = False   # written without a space before it (punctuation, "'s")
    quoted: bool = False
    made: bool = False   # a word of the rewriting, not the question's own
    bracket: int = 0     # the editorial [brackets] it was written in (their number, from 1), 0 for none


def prose_tokens(text: str) -> list[PTok] | None:
    # editorial brackets ("[My opponent] casts …", "it [the Bears] dies"): their words are read, the brackets not
    # (ProseReader.brackets says what a bracket after a pronoun or a card's name means)
    groups = [(m.start(), m.end()) for m in re.finditer(r"\[[^\[\]]*\]", text)]
    text = re.sub(r"[\[\]]", " ", text)
    folded = fold(text)
    if folded.count('"') % 2:
        return None                     # an open quote: the step reader says where
    out: list[PTok] = []
    for m in re.finditer(r'"[^"]*"|\n|[^\s"]+', folded):
        s, e = m.start(), m.end()
        raw, low = text[s:e], m.group(0)
        if low.startswith('"'):
            out.append(PTok(raw, low, s, e, quoted=True))
            continue
        if low == "\n":
            out.append(PTok("\n", "\n", s, e, glue=True))
            continue
        p = re.search(r"[,;:.?!]+$", low)
        k = p.start() if p else len(low)
        word = low[:k]
        if word:
            if word.endswith("'s") and len(word) > 2 and word not in NOT_POSSESSIVE:
                out.append(PTok(raw[:k - 2], word[:-2], s, s + k - 2))
                out.append(PTok(raw[k - 2:k], "'s", s + k - 2, s + k, glue=True))
            elif word.endswith("s'") and len(word) > 2:         # "Grizzly Bears' power"
                out.append(PTok(raw[:k - 1], word[:-1], s, s + k - 1))
                out.append(PTok(raw[k - 1:k], "'s", s + k - 1, s + k, glue=True))
            else:
                out.append(PTok(raw[:k], word, s, s + k))
        if p:
            out.append(PTok(raw[k:], low[k:], s + k, e, glue=bool(word) or bool(out)))
    for t in out:
        t.bracket = next((g for g, (a, b) in enumerate(groups, 1) if a <= t.start < b), 0)
    return out


def lows(toks: list[PTok]) -> tuple[str, list[int]]:
    """The tokens' folded words joined by spaces, and where each starts in that text."""
    at, pos = [], 0
    for t in toks:
        at.append(pos)
        pos += len(t.low) + 1
    return " ".join(t.low for t in toks), at


def join_toks(toks: list[PTok]) -> str:
    return render_toks(toks)[0]


def render_toks(toks: list[PTok]) -> tuple[str, list]:
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


def is_spell(d: dict | None) -> bool:
    return d is not None and bool(types_of(d)) and (not types_of(d) & PERMANENT_TYPES or "Aura" in subtypes_of(d))
