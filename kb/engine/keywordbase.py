"""The keyword of one keyword ability instance (702), the one home for it: the engine reads an instance's name
("bushido 2", "flashback-{1}{B}, Pay 3 life", "basic landcycling {1}", "protection from red") three ways, each by
this module —

- :func:`keyword_base`: the keyword as written, without its number, cost or quality: "bushido 2" → "bushido",
  "eternalize-{2}{W}{W}, Discard a card" → "eternalize" (702.129a: the cost after the dash), "jump-start" and
  "web-slinging" whole (702.133, 702.188: the hyphen is the keyword's own), "partner with NAME" → "partner with"
  (702.124j), "affinity for artifacts" → "affinity" (702.41a), a typecycling or landwalk keyword as written
  ("basic landcycling", "islandwalk"). kb.engine.keywordmeans finds its table entry by it.
- :func:`keyword_family`: the generic keyword among a list an instance is one of: a landwalk ability is landwalk
  (702.14a: "[type]walk"), a typecycling ability is a cycling ability (702.29f), "hexproof from white" is hexproof
  (702.11d), "protection from red" is the list's "protection from" (702.16a); else its base. kb.engine.unknowns reads
  the keywords it models or knows work elsewhere by it.
- :func:`has_keyword`: whether an object with these keyword instances has a keyword "with flying" names: the family
  of one of them is it ("with cycling" finds typecycling, 702.29f; "with hexproof" finds hexproof from a quality,
  702.11e; "with landwalk" finds islandwalk, 702.14a). kb.engine.filters and the incremental evaluation's selection
  read it.

Imports only the CR's keyword list (kb.engine.keywordlist): the filters import it.
"""
from __future__ import annotations

import re

from .keywordlist import KEYWORD_NAMES

__all__ = ["keyword_base", "keyword_family", "has_keyword"]

_SEPARATORS = (" ", "-", "\u2014")
_KNOWN = sorted(KEYWORD_NAMES | {"commander ninjutsu", "multikicker", "partner with"}, key=len, reverse=True)
_TYPECYCLING = re.compile(r"(?:[a-z]+ )?[a-z]*cycling")                          # 702.29e: "basic landcycling"
_LANDWALK = re.compile(r"(?:[a-z]+ )*?[a-z]*walk")                               # 702.14a: "snow swampwalk"
_FOR = re.compile(r"(?P<base>affinity) for \S.*")                                 # 702.41a
_OBJECT = re.compile(r"(?P<base>[a-z][a-z ]*?) an? [a-z].*")                      # "champion an Elf" (702.72a)
# a keyword and its parameter: a number, mana symbols, or words after a dash ("cumulative upkeep-Flip a coin")
_PARAM = re.compile(r"^(?P<base>[a-z][a-z ]*?!?)(?:[ \u2014-]+(?:\d+[\u2014-](?:\{[^}]+\})+|\d+|(?:\{[^}]+\})+|"
                    r"\{[wubrg]\} or \{[wubrg]\})|[\u2014-][^.{][^.]*\.?)?$")


def _low(name: str) -> str:
    return (name or "").strip().lower().rstrip(".")


def keyword_base(name: str) -> str:
    """The keyword of instance ``name`` as written, without its parameter (702; the module's docstring)."""
    low = _low(name)
    if not low:
        return low
    m = _FOR.fullmatch(low)
    if m:
        return m.group("base")
    head = re.split(r" \{| \d|[\u2014-]\{|[\u2014-]\d", low, maxsplit=1)[0]
    if _TYPECYCLING.fullmatch(head) or (_LANDWALK.fullmatch(head) and head.split()[-1] != "walk"):
        return head
    for k in _KNOWN:
        if low == k or (low.startswith(k) and low[len(k)] in _SEPARATORS):
            return k
    m = _OBJECT.fullmatch(low)
    if m and m.group("base") in KEYWORD_NAMES:
        return m.group("base")
    m = _PARAM.match(low)
    return m.group("base").strip() if m else low


def keyword_family(name: str, families) -> str:
    """The keyword among ``families`` instance ``name`` is one of — the longest written at its start, a landwalk
    ability as "landwalk" (702.14a), a typecycling one as "cycling" (702.29f) — else its :func:`keyword_base`."""
    low = _low(name)
    best = None
    for f in families:
        if (low == f or (low.startswith(f) and low[len(f)] in _SEPARATORS)) and (best is None or len(f) > len(best)):
            best = f
    if best is not None:
        return best
    base = keyword_base(low)
    if "landwalk" in families and base.endswith("walk") and _LANDWALK.fullmatch(base):
        return "landwalk"
    if "cycling" in families and _TYPECYCLING.fullmatch(base):
        return "cycling"
    return base


def has_keyword(names, keyword: str) -> bool:
    """Whether an object whose keyword instances are ``names`` has ``keyword`` ("with flying"): one of them is the
    keyword itself, or of its family (:func:`keyword_family`: "flashback {3}{U}", "ward {2}", 702.34a; "swampcycling
    {2}" for cycling, 702.29f; "hexproof from blue" for hexproof, 702.11e; "islandwalk" for landwalk, 702.14a)."""
    if keyword in names:
        return True
    families = (keyword,)
    return any(keyword_family(n, families) == keyword for n in names)
