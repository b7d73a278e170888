"""The play variant a judge's query names, and the rules inside its section (issue 24, eighteenth round).

"Starting life total in commander", "extra turn in two-headed giant", "Planechase … planar die":
the query is about the rules of one variant, and a rule of that variant answers it before a
general rule that holds the same words (903.7, not 119.1). The variants and their sections come
from the edition's own headings, never a hand list: the sections of the chapters whose headings
name variants (chapters 8 and 9 of the CR: "Multiplayer Rules", "Casual
Variants"; a section "… Variant" or "… Option"), and the titled rules inside them ("903.12 Brawl
Option", "903.13 Commander Draft"). A heading's name is its words less the words that say what
kind of heading it is (``KIND_WORDS``: "Variant", "Option"). A chapter's own name ("Multiplayer")
scopes nothing: the whole chapter 8 lifted lost a held question with the sentence vectors (issue
24's eighteenth round). A section titled only with kind words ("General") names nothing.
"""
from __future__ import annotations

import re

from .db import conn_key
from .vocab import WORD, singulars

KIND_WORDS = frozenset({"variant", "variants", "option", "options", "rules", "general"})
_CACHE: dict = {}
_CITE = re.compile(r"\brules? (\d{3})(?:\.\d+[a-z]?)?\b")


def _words(text: str) -> tuple[str, ...]:
    """Lower-case words, a hyphen a space ("Two-Headed"), a possessive's "'s" left out."""
    return tuple(re.sub(r"'s$", "", w.lower().replace("’", "'")) for w in WORD.findall(text.replace("-", " ")))


def variant_scopes(db, ed: str) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """(name words, scope numbers) for each variant heading of the edition, longest names first
    (cached per edition). A chapter is a variants' chapter when its title or one of its sections'
    titles uses the kind word "variant". A "… Variant" section's scope holds the sections of its
    chapter that its rules cite (the options it uses: 810.2 "uses the shared team turns option. (See rule 805.)") and a section
    elsewhere titled with the same name (902 Vanguard and 313 Vanguards: the query names both)."""
    key = (conn_key(db), ed)
    got = _CACHE.get(key)
    if got is not None:
        return got
    rows = db.execute("SELECT number, kind, title FROM rules WHERE edition = ? AND title IS NOT NULL", [ed]).fetchall()
    chapters = {n[0] for n, kind, t in rows if kind == "chapter" and {"variant", "variants"} & set(_words(t or ""))
                or kind == "section" and _words(t or "")[-1:] == ("variant",)}
    titled = [(_words(title or ""), number) for number, kind, title in rows
              if kind == "section" and number[0] not in chapters]
    cites: dict[str, set] = {}
    for number, text in db.execute("SELECT number, text FROM rules WHERE edition = ? AND substr(number, 1, 1) IN (%s)"
                                   % ",".join("?" * len(chapters)), [ed, *sorted(chapters)]):
        for ref in _CITE.findall(text or ""):
            if ref[0] == number[0] and ref != number[:3]:
                cites.setdefault(number[:3], set()).add(ref)
    got = []
    for number, kind, title in rows:
        if number[0] not in chapters or kind == "chapter":  # "Multiplayer": a whole chapter lifts too much (measured)
            continue
        name = tuple(w for w in _words(title or "") if w not in KIND_WORDS)
        while name:  # "Attack Left and Attack Right Options": two names
            part = name[:name.index("and")] if "and" in name else name
            name = name[len(part) + 1:]
            if part:
                scope = [number]
                if kind == "section" and _words(title or "")[-1:] == ("variant",):  # a variant: the options it uses
                    scope += sorted(cites.get(number, ()))
                scope += [n for words, n in titled if len(words) == len(part)
                          and all(w in singulars(t) for w, t in zip(part, words))]
                got.append((part, tuple(scope)))
    got.sort(key=lambda p: -len(p[0]))
    if len(_CACHE) > 16:
        _CACHE.clear()
    _CACHE[key] = got
    return got


def named_scopes(db, ed: str, q: str) -> list[str]:
    """The variant scopes whose names the query holds as a run of words (case, hyphens, a
    possessive and a plural aside: "commanders", "commander's"), the longest name first; a shorter name inside a longer one found is not counted
    ("Archenemy Commander Option" is not Commander)."""
    toks = _words(q)
    taken: set[int] = set()
    out: list[str] = []
    for name, scope in variant_scopes(db, ed):
        n = len(name)
        for i in range(len(toks) - n + 1):
            if all(w in singulars(t) for w, t in zip(name, toks[i:i + n])) and not taken.intersection(range(i, i + n)):
                taken.update(range(i, i + n))
                out += [s for s in scope if s not in out]
    return out


def inside(number: str, scope: str) -> bool:
    """Whether a rule number lies in a scope: a chapter (9), a section (903), a rule (903.12)."""
    number = number.split("#")[0]
    if len(scope) == 1:
        return number[:1] == scope and len(number.split(".")[0]) == 3
    if "." not in scope:
        return number.split(".")[0] == scope
    return number == scope or number.startswith(scope) and number[len(scope):len(scope) + 1].isalpha() \
        or number.startswith(scope + ".")


def lift(fused: list[tuple], scopes: list[str], factor: float) -> list[tuple]:
    """The fused hits inside the named variants' scopes, their fused scores × ``factor``, re-sorted
    (the hits the rankings found; nothing is added)."""
    if not scopes or factor == 1.0:
        return fused
    out = [k[:3] + (k[3] * factor,) if k[0] in ("rule", "example") and any(inside(k[1], s) for s in scopes) else k
           for k in fused]
    return sorted(out, key=lambda k: (-k[3], k[:2]))
