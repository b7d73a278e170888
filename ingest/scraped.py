"""Scraped CR web pages whose rule numbers were stripped, and their recovery.

A scraped page is one paragraph per line: a rule's text without its number.
References lost their numbers as well: "See rule , “Casting Spells.”",
"(see rule )", "(see rules –8)", "proceed to .".  The scraper also kept some
numbers (links inside the same page), which may belong to another edition
than the one we match against.

``parse_scraped`` splits a page into :class:`Paragraph` records (page chrome is
kept, marked ``kind="chrome"``).  ``recover`` numbers each text paragraph by
comparing it with every rule of an ingested edition:

1. both sides are normalized the same way (quotes, dashes, spacing, case) and
   every rule number is removed, so stripped, kept and renumbered references
   all look alike;
2. an exact dictionary lookup on that key settles most paragraphs;
3. the rest are scored against the best candidates of a token index with
   ``difflib`` on token lists (ratio in [0, 1]);
4. a paragraph stays unnumbered when the best score is below ``min_score`` or
   the runner-up is within ``margin``; ties between candidates with the same
   text (the keyword "Exile" is both section 406 and a 701 rule) are settled
   only when exactly one of them lies between the numbers of the nearest
   matched paragraphs before and after it (pages follow document order).
"""
from __future__ import annotations

import difflib
import math
import re
from collections import defaultdict
from dataclasses import dataclass, field

from .records import Reference
from .refs import find_references, normalize_number
from .text import ParseError, clean_line, decode, split_lines

__all__ = [
    "Paragraph",
    "Recovered",
    "parse_scraped",
    "recover",
    "find_stripped_references",
    "match_key",
    "titles_from_rules",
]

MIN_SCORE = 0.82  # below this the best candidate is not trusted
MARGIN = 0.04  # best and runner-up closer than this: ambiguous

# Page chrome of the rules site: the page title and the search banner.
_CHROME = (
    re.compile(r"(?:Magic: The Gathering )?Comprehensive Rules", re.IGNORECASE),
    re.compile(r"Search the official Magic: The Gathering rules\b.*", re.IGNORECASE),
)


@dataclass
class Paragraph:
    """One non-blank line of a scraped page (``line`` is 1-based)."""

    line: int
    text: str
    kind: str = "text"  # text | chrome


@dataclass
class Recovered:
    """A paragraph with the rule number found for it (None when unsure)."""

    line: int
    text: str
    number: str | None
    score: float  # best candidate's similarity, 1.0 for an exact match
    second_best_score: float  # best score among candidates with another number
    refs: list[Reference] = field(default_factory=list)
    method: str = "none"  # exact | fuzzy | context | none
    candidates: list[str] = field(default_factory=list)  # numbers tied at the top


def parse_scraped(text: str | bytes, path: str = "<input>") -> list[Paragraph]:
    """Split a scraped page into paragraphs, one per non-blank line.

    Bytes are decoded with :func:`ingest.text.decode` (ParseError on binary
    data).  Lines are cleaned with :func:`clean_line`; chrome lines are kept
    with ``kind="chrome"`` so that every source line is accounted for.
    """
    if isinstance(text, bytes):
        text = decode(text, path)
    elif "\x00" in text:
        raise ParseError("binary data (NUL byte) in a text document", path, text.count("\n", 0, text.index("\x00")) + 1)
    out: list[Paragraph] = []
    for i, raw in enumerate(split_lines(text), start=1):
        line = clean_line(raw)
        if not line:
            continue
        kind = "chrome" if any(p.fullmatch(line) for p in _CHROME) else "text"
        out.append(Paragraph(i, line, kind))
    return out


# --- normalization -----------------------------------------------------------

_FOLD = (("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"'), ("–", "-"), ("—", "-"), ("−", "-"), ("\u00a0", " "))
_NUMBER = re.compile(r"(?<![\w.])\d{3}(?:\.\s?\d{1,3}[a-z]?)?(?![\w])")
_SPACE = re.compile(r"\s+")
_SPACE_BEFORE = re.compile(r"\s+(?=[,.;:)\]])")
_TOKEN = re.compile(r"[a-z]+|\d+")


def match_key(text: str) -> str:
    """Comparison key: quotes and dashes unified, rule numbers removed, spacing and case folded.

    "See rule 602, “Activating Activated Abilities.”" and the stripped
    "See rule , “Activating Activated Abilities.”" get the same key.
    """
    s = _NUMBER.sub("", _fold(text))
    s = _SPACE_BEFORE.sub("", _SPACE.sub(" ", s))
    return s.strip().lower()


def _fold(text: str) -> str:
    for a, b in _FOLD:
        if a in text:
            text = text.replace(a, b)
    return text


def _norm_title(title: str) -> str:
    return _SPACE.sub(" ", _fold(title)).strip(" .,;:\"'").lower()


# --- stripped references -------------------------------------------------------

# A stripped number leaves its lead word followed by a space and then punctuation,
# "and"/"or", or the surviving end of a range: "rule , “Title.”", "rule )",
# "rules –8", "see and –h", "to .", ", –10,", "and .".  A space before punctuation
# never occurs in CR text, which makes this safe.
_SLOT = re.compile(
    r"(?P<lead>\b(?:[Ss]ub)?[Rr]ules?\b|\b[Ss]ections?\b|\b[Ss]ee\b|\bto\b|\bin\b|\band\b|\bor\b|,)"
    r"[ \t]+"
    r"(?P<tail>[–—-](?:\d{1,3}|[a-z])(?!\w))?"
    r"(?=[,.;:)]|(?:and|or)\b|$)"
)
_SLOT_TITLE = re.compile(r"\s*,\s*[“\"](?P<title>[^”\"\n]{1,120}?)[”\"]")


def find_stripped_references(text: str, titles_index: dict[str, list[str]] | None = None) -> list[Reference]:
    """References whose number was stripped, in order.

    ``target`` comes from the quoted title through ``titles_index`` (normalized
    title -> numbers, see :func:`_title_index`) when there is one and it names
    a single section (or a single number); otherwise ``target`` is "".  ``kind``
    is "range" when a range end survived ("rules –8"), else the kind of the
    target ("section", "rule", "chapter"), or "rule" when unresolved.
    """
    out: list[Reference] = []
    for m in _SLOT.finditer(text):
        lead, tail = m.group("lead"), m.group("tail")
        if lead in (",", "and", "or") and not tail and text[m.end() : m.end() + 1] not in (".", ")", ";"):
            continue  # list continuations need a tell-tale: ", –10", "and ."
        end = m.end("tail") if tail else m.start() + len(lead)
        title = None
        t = _SLOT_TITLE.match(text, m.end())
        if t:
            title, end = t.group("title"), t.end()
        target = ""
        if title and titles_index:
            target = _pick_title(titles_index.get(_norm_title(title), []))
        kind = "range" if tail else (_kind(target) if target else "rule")
        out.append(Reference(raw=text[m.start() : end], kind=kind, target=target, start=m.start(), end=end))
    return out


def _kind(target: str) -> str:
    if "." in target:
        return "rule"
    return "section" if len(target) == 3 else "chapter"


def _pick_title(numbers: list[str]) -> str:
    """One number for a title: the only one, else the only section among them, else ""."""
    if len(numbers) == 1:
        return numbers[0]
    sections = [n for n in numbers if len(n) == 3 and n.isdigit()]
    return sections[0] if len(sections) == 1 else ""


def _title_index(titles: dict[str, str]) -> dict[str, list[str]]:
    index: dict[str, list[str]] = defaultdict(list)
    for number, title in titles.items():
        index[_norm_title(title)].append(number)
    return dict(index)


_TITLE_LIKE = re.compile(r"[A-Z0-9∞][^.!?:]{0,60}")


def titles_from_rules(rules: dict[str, str]) -> dict[str, str]:
    """Titles derivable from ``rules``: sections ("602" -> its title) and rules whose
    whole text is a title ("701.49" -> "Roll to Visit Your Attractions", CR 701/702)."""
    out: dict[str, str] = {}
    for number, text in rules.items():
        if "." not in number or (number[-1].isdigit() and _TITLE_LIKE.fullmatch(text)):
            out[number] = text
    return out


# --- matching --------------------------------------------------------------------


class _Index:
    """Exact keys and a token index over the candidate rules."""

    def __init__(self, rules: dict[str, str]):
        self.numbers = list(rules)
        self.position = {n: i for i, n in enumerate(self.numbers)}
        self.keys = [match_key(t) for t in rules.values()]
        self.exact: dict[str, list[int]] = defaultdict(list)
        for i, k in enumerate(self.keys):
            self.exact[k].append(i)
        self._tokens: list[list[str]] | None = None
        self._postings: dict[str, list[int]] = {}

    def _build_tokens(self) -> None:
        self._tokens = [_TOKEN.findall(k) for k in self.keys]
        postings: dict[str, list[int]] = defaultdict(list)
        for i, toks in enumerate(self._tokens):
            for tok in set(toks):
                postings[tok].append(i)
        self._postings = dict(postings)

    def fuzzy(self, key: str, top: int = 10) -> list[tuple[float, int]]:
        """(score, rule index) for the most promising candidates, best first.

        Candidates come from an idf-weighted token overlap; each is scored with
        ``difflib`` on token lists, skipping those whose upper bound
        (``quick_ratio``) cannot beat the current runner-up.
        """
        if self._tokens is None:
            self._build_tokens()
        toks = _TOKEN.findall(key)
        if not toks:
            return []
        n = len(self.numbers)
        weights: dict[int, float] = defaultdict(float)
        for tok in set(toks):
            post = self._postings.get(tok)
            if not post or len(post) > n // 8:
                continue  # unknown or too common to discriminate
            idf = math.log(n / len(post))
            for i in post:
                weights[i] += idf
        if not weights:
            return []
        shortlist = sorted(weights, key=weights.__getitem__, reverse=True)[:top]
        sm = difflib.SequenceMatcher(None, autojunk=False)
        sm.set_seq2(toks)  # difflib caches the second sequence
        scored: list[tuple[float, int]] = []
        floor = 0.0  # the runner-up so far: a candidate must beat it to matter
        for i in shortlist:
            sm.set_seq1(self._tokens[i])
            if sm.real_quick_ratio() <= floor or sm.quick_ratio() <= floor:
                continue
            scored.append((sm.ratio(), i))
            if len(scored) >= 2:
                floor = sorted((s for s, _ in scored), reverse=True)[1]
        scored.sort(key=lambda x: (-x[0], x[1]))
        return scored


def _rank(index: _Index, key: str) -> list[tuple[float, int]]:
    """Exact matches first (score 1.0), then the fuzzy shortlist for the runner-up scores."""
    exact = index.exact.get(key, [])
    ranked = [(1.0, i) for i in exact]
    ranked += [(s, i) for s, i in index.fuzzy(key) if i not in exact and s < 1.0]
    return ranked


def recover(
    paragraphs: list[Paragraph],
    rules: dict[str, str],
    titles: dict[str, str],
    *,
    min_score: float = MIN_SCORE,
    margin: float = MARGIN,
) -> list[Recovered]:
    """Number each text paragraph from ``rules`` (number -> text, in document order).

    Chrome paragraphs are skipped.  ``titles`` (number -> title) resolves
    stripped "see rule , “Title.”" references.  See the module docstring for
    the matching steps; ``score`` is the best similarity and
    ``second_best_score`` the best among candidates with other numbers (1.0
    for an exact duplicate text).
    """
    index = _Index(rules)
    tindex = _title_index(titles)
    out: list[Recovered] = []
    pending: list[tuple[int, list[int]]] = []  # (row, tied candidate indexes) to settle by context
    for p in paragraphs:
        if p.kind != "text":
            continue
        ranked = _rank(index, match_key(p.text))
        best = ranked[0][0] if ranked else 0.0
        tied = [i for s, i in ranked if best - s < margin] if ranked else []
        second = max((s for s, i in ranked if i not in tied[:1]), default=0.0)
        refs = sorted(find_references(p.text) + find_stripped_references(p.text, tindex), key=lambda r: r.start)
        rec = Recovered(p.line, p.text, None, round(best, 4), round(second, 4), refs,
                        candidates=[index.numbers[i] for i in tied])
        if best >= min_score:
            if len(tied) == 1:
                rec.number = index.numbers[tied[0]]
                rec.method = "exact" if best == 1.0 else "fuzzy"
            else:
                pending.append((len(out), tied))
        out.append(rec)
    _settle_by_context(out, pending, index)
    return out


def _settle_by_context(out: list[Recovered], pending: list[tuple[int, list[int]]], index: _Index) -> None:
    """Pick among tied candidates the only one lying between the matched neighbours."""
    for row, tied in pending:
        before = next((index.position[r.number] for r in reversed(out[:row]) if r.number), -1)
        after = next((index.position[r.number] for r in out[row + 1 :] if r.number), len(index.numbers))
        inside = [i for i in tied if before < i < after]
        if len(inside) == 1:
            out[row].number = index.numbers[inside[0]]
            out[row].method = "context"
