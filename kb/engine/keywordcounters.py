"""Keyword counters (122.1b, from 2020-04-17): a flying counter on a permanent gives it flying.

The rule lists the keywords a keyword counter can be, and the list grew (shadow from 2023-10-13, exalted from
2024-06-07, decayed from 2025-04-04): a counter named after a keyword the edition's list doesn't name is no keyword
counter and gives nothing (122.1). Before the rule existed no rule says what a counter named after a keyword does, so
what it could change is "cannot decide" (noted), never the keyword by a guess — unless the edition's rules have no such
keyword at all (kb.engine.keywordlist.keyword_named_by: a fuse counter before fuse existed): an ordinary counter."""
from __future__ import annotations

import re

from .abilities import Keyword
from .keywordlist import keyword_named_by
from .keywords import keyword_of

__all__ = ["counter_keyword", "KEYWORD_COUNTERS_SINCE", "FIRST_LIST", "LIST_ADDED"]

# 122.1b's list as the texts give it (tests check these against the KB): the first edition with the rule, its first list,
# and the keywords added later with the edition that added each
KEYWORD_COUNTERS_SINCE = "2020-04-17"
FIRST_LIST = ("flying", "first strike", "double strike", "deathtouch", "haste", "hexproof", "indestructible", "lifelink",
              "menace", "reach", "trample", "vigilance")
LIST_ADDED = {"shadow": "2023-10-13", "exalted": "2024-06-07", "decayed": "2025-04-04"}
_RULE = re.compile(r"^A keyword counter on a permanent", re.I)
_LIST = re.compile(r"The keywords that a keyword counter can be are (?P<list>.+?), as well as any variants", re.I)


def counter_keyword(state, kind: str, alias: str) -> Keyword | None:
    """The keyword a counter of ``kind`` on object ``alias`` gives in this game's edition (122.1b), or None: not a
    keyword's name, not in the edition's list, or no rule for it (noted "cannot decide")."""
    k = keyword_of(kind)
    if k is None:
        return None
    if not keyword_named_by(k.name, state.edition):
        # a word no rule of the edition makes a keyword (a fuse counter in 2004, before fuse, 702.101 of 2013): the
        # counter is named after no keyword of these rules, so it is an ordinary counter and gives nothing (122.1)
        return None
    rows = state.edition_rows()
    if rows is None:   # without a KB: the list by the dates of the editions that changed it
        if state.edition < KEYWORD_COUNTERS_SINCE:
            found = None
        else:
            base = k.name.lower()
            return k if state.edition >= LIST_ADDED.get(base, KEYWORD_COUNTERS_SINCE) and (
                base in LIST_ADDED or base in FIRST_LIST) else None
    else:
        found = state.edition_rule(_RULE)
    if found is None:
        state.note_unknown(f"a {kind} counter is on {alias}: the rules of {state.edition} have no keyword counters "
                           "(122.1b came with the 2020-04-17 edition), so what it does can't be decided",
                           frozenset(("abilities",)))
        return None
    number, text = found
    m = _LIST.search(text or "")
    if m is None:
        state.note_unknown(f"a {kind} counter is on {alias}: {number} of {state.edition} doesn't read as the engine "
                           "reads 122.1b", frozenset(("abilities",)))
        return None
    names = [w.strip().lower() for w in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group("list")) if w.strip()]
    base = k.name.lower()
    return k if any(base == n or base.startswith(n + " ") for n in names) else None
