""""~ gains flying until end of turn if you control a creature with flying. The same is true for first strike, double
strike, and vigilance.": an instruction whose keyword appears both in what is gained and in its condition, then "The
same is true for" other keywords — the same instruction once per keyword, that keyword in both places. Read as the
sentences "~ gains flying until end of turn if you control a creature with flying. ~ gains first strike until end of
turn if you control a creature with first strike. …": each condition is checked as the ability resolves, in the order
written (608.2c), each keyword lasting as stated (611.2a).

Only single keywords the engine knows by name: a family ("landwalk", "protection", 702.14a, 702.16a), which stands
for whichever members an object has, is not a single keyword; with one in the list the sentence is left as written
(and not read). The static form ("As long as a creature card with flying is in a graveyard, ~ has flying. The same is
true for …") is kb.engine.parser's."""
from __future__ import annotations

import re

from .values import KEYWORDS

__all__ = ["same_words", "split_same_keywords"]

_FAMILIES = frozenset(("landwalk", "protection"))   # 702.14a, 702.16a: each stands for many keywords
_SENTENCE = re.compile(r"([^.]*?\bgains? ([a-z ]+?) until end of turn if [^.]*?\b(?:with|has|have) ([a-z ]+?))\. "
                       r"The same is true for ([a-z ,]+?)\.")


def _items(listing: str) -> list[str] | None:
    items = [i.strip() for i in re.split(r",\s*(?:and\s+)?|\s+and\s+", listing) if i.strip()]
    if not items or any(i not in KEYWORDS or i in _FAMILIES for i in items):
        return None
    return items


def split_same_keywords(effect: str) -> str:
    """``effect`` with "… gains K … if … with K. The same is true for L, M, and N." written as one sentence per
    keyword; unchanged when there is no such sentence, the two K differ, or a listed word isn't a single keyword."""
    m = _SENTENCE.search(effect or "")
    if not m or m.group(2) != m.group(3) or m.group(2) not in KEYWORDS or m.group(2) in _FAMILIES:
        return effect
    items = _items(m.group(4))
    if items is None:
        return effect
    first, kw = m.group(1), m.group(2)
    at = m.start(2) - m.start(1), m.start(3) - m.start(1)
    said = [first + "."]
    for item in items:
        said.append(first[:at[0]] + item + first[at[0] + len(kw):at[1]] + item + first[at[1] + len(kw):] + ".")
    return effect[:m.start()] + " ".join(said) + effect[m.end():]


def same_words(effect: str) -> str:
    """The accounting's words (kb.engine.render) for the sentence this module writes out: " the same is true for" when
    ``effect`` has one it reads, else nothing (the listed keywords are read in the sentences written for them)."""
    return " the same is true for" if split_same_keywords(effect) != effect else ""
