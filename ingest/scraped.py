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
from .refs import find_references
from .text import ParseError, clean_line, decode, split_lines

__all__ = [
    "Paragraph",
    "Recovered",
    "parse_scraped",
    "recover",
    "find_stripped_references",
    "match_key",
    "titles_from_rules",
    "title_index",
    "fill_from_rule",
]

MIN_SCORE = 0.8  # below this the best candidate is not trusted
MARGIN = 0.04  # best and runner-up closer than this: ambiguous
_RARE_TOKENS = 16  # distinct rarest tokens of a paragraph used to find candidates

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
    candidates: list[str] = field(default_factory=list)  # numbers within ``margin`` of the best (even below min_score)


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
# (Patterns are written to fail fast: they run over every rule of an edition.)
_NUMBER = re.compile(r"\d(?<![\w.]\d)\d\d(?:\.\s?\d{1,3}[a-z]?)?(?!\w)")  # 613, 613.4c, "702. 37a"
_SPACE = re.compile(r"\s{2,}|[^\S ]")
_SPACE_BEFORE = re.compile(r" (?=[,.;:)\]])")
_TOKEN = re.compile(r"[a-z0-9]+")
_TOKEN_OR_SEP = re.compile(r"[a-z0-9\x00]+")


def match_key(text: str) -> str:
    """Comparison key: quotes and dashes unified, rule numbers removed, spacing and case folded.

    "See rule 602, “Activating Activated Abilities.”" and the stripped
    "See rule , “Activating Activated Abilities.”" get the same key.
    """
    s = _NUMBER.sub("", _fold(text))
    s = _SPACE_BEFORE.sub("", _SPACE.sub(" ", s))
    return s.strip().lower()


def _match_keys(texts: list[str]) -> list[str]:
    """:func:`match_key` of many texts at once: the regexes run once over the NUL-joined texts."""
    if any("\x00" in t for t in texts):
        return [match_key(t) for t in texts]
    return [k.strip() for k in match_key("\x00".join(texts)).split("\x00")]


def _fold(text: str) -> str:
    for a, b in _FOLD:
        if a in text:
            text = text.replace(a, b)
    return text


def _norm_title(title: str) -> str:
    return _SPACE.sub(" ", _fold(title)).strip(" .,;:\"'").lower()


# --- stripped references -------------------------------------------------------

# A stripped number leaves its lead word followed by a space and then punctuation,
# the surviving end of a range, or "and"/"or" before one of those: "rule , “Title.”",
# "rule )", "rules –8", "see and –h", "to .", ", –10,", "and .".  A space before
# punctuation does not occur in CR text, which keeps this safe.
_SLOT = re.compile(
    r"(?P<lead>\b(?:[Ss]ub)?[Rr]ules?\b|\b[Ss]ections?\b|\b[Ss]ee\b|\bto\b|\bin\b|\band\b|\bor\b|,)"
    r"[ \t]+"
    r"(?P<tail>[–—-](?:\d{1,3}|[a-z])(?!\w))?"
    r"(?=[,.;:)](?! \.)|(?:and|or)\s+(?:[–—-]\w|[,.;:)])|$)"
)
_SLOT_TITLE = re.compile(r"\s*,\s*[“\"](?P<title>[^”\"\n]{1,120}?)[”\"]")


def _slots(text: str):
    """Yield (hole, title, start, end, is_range) per stripped reference; ``hole`` is where the number was."""
    for m in _SLOT.finditer(text):
        lead, tail = m.group("lead"), m.group("tail")
        if not tail and (lead == "," or (lead in ("and", "or") and text[m.end() : m.end() + 1] not in ".);")):
            continue  # list continuations need a tell-tale: ", –10", "and ."
        hole = m.start("tail") if tail else m.end()
        title, end = None, m.end()
        t = _SLOT_TITLE.match(text, end)
        if t:
            title, end = t.group("title"), t.end()
        yield hole, title, m.start(), end, bool(tail)


def find_stripped_references(text: str, titles_index: dict[str, list[str]] | None = None) -> list[Reference]:
    """References whose number was stripped, in order.

    ``raw`` runs from the lead word through the gap, a surviving range end and
    a quoted title ("rule ", "rules –8", "rule , “Casting Spells.”").
    ``target`` comes from the quoted title through ``titles_index`` (normalized
    title -> numbers, built by ``title_index``) when it names a single number,
    or a single section among several; otherwise ``target`` is "".  ``kind`` is
    "range" when a range end survived, else the kind of the target, or "rule"
    when unresolved.
    """
    out: list[Reference] = []
    for _hole, title, start, end, is_range in _slots(text):
        target = ""
        if title and titles_index:
            target = _pick_title(titles_index.get(_norm_title(title), []))
        kind = "range" if is_range else (_kind(target) if target else "rule")
        out.append(Reference(raw=text[start:end], kind=kind, target=target, start=start, end=end))
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


def title_index(titles: dict[str, str]) -> dict[str, list[str]]:
    """Normalized title -> numbers bearing it (\"exile\" -> [\"406\", \"701.13\"])."""
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
        self.keys = _match_keys(list(rules.values()))
        self.exact: dict[str, list[int]] = defaultdict(list)
        for i, k in enumerate(self.keys):
            self.exact[k].append(i)
        self._tokens: list[list[str]] | None = None
        self._postings: dict[str, list[int]] = {}

    def _build_tokens(self) -> None:
        # One findall over all keys (NUL-separated) instead of one call per rule;
        # a NUL inside a token marks where one key ends and the next begins.
        self._tokens, cur = [], []
        if not self.keys:
            return
        for tok in _TOKEN_OR_SEP.findall("\x00".join(self.keys)):
            if "\x00" in tok:
                head, *middle, tail = tok.split("\x00")
                if head:
                    cur.append(head)
                self._tokens.append(cur)
                for whole in middle:  # keys of a single token, or empty
                    self._tokens.append([whole] if whole else [])
                cur = [tail] if tail else []
            else:
                cur.append(tok)
        self._tokens.append(cur)
        assert len(self._tokens) == len(self.keys)
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
        # The rarest tokens of the paragraph are enough to find its candidates.
        usable = [(len(post), post) for post in map(self._postings.get, set(toks)) if post and len(post) <= n // 8]
        usable.sort(key=lambda x: x[0])
        weights: dict[int, float] = defaultdict(float)
        for df, post in usable[:_RARE_TOKENS]:
            idf = math.log(n / df)
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


def _rank(index: _Index, key: str) -> tuple[list[tuple[float, int]], list[int]]:
    """(score, rule index) best first, and the indexes whose key equals ``key``.

    Exact matches come first with 1.0; the fuzzy shortlist follows (it also
    gives exact matches their runner-up score).
    """
    exact = index.exact.get(key, [])
    ranked = [(1.0, i) for i in exact]
    ranked += [(s, i) for s, i in index.fuzzy(key) if i not in exact]
    ranked.sort(key=lambda x: -x[0])  # stable: exact matches stay ahead of equal fuzzy scores
    return ranked, exact


_LEADING_NUMBER = re.compile(r"\s*([1-9]\d{2}(?:\.\d{1,3}[a-z]?)?)")


def _opposite(opcodes: list[tuple[str, int, int, int, int]], i: int) -> int:
    """The offset in the second text that stands opposite offset ``i`` of the first."""
    for tag, i1, i2, j1, _j2 in opcodes:
        if tag == "insert" and i1 == i:
            return j1  # text inserted exactly at the hole: the missing number
        if i1 <= i < i2:
            return j1 + (i - i1) if tag == "equal" else j1
    return opcodes[-1][4] if opcodes else 0


def fill_from_rule(text: str, rule_text: str) -> list[Reference]:
    """Stripped references of ``text`` with the numbers that ``rule_text`` has in their place.

    ``rule_text`` is the full text of the rule the paragraph was matched to.
    Both are aligned character by character (quote folding keeps offsets); the
    number inserted at each hole becomes the target, and a surviving range end
    is expanded ("rules –8" + "119.7" -> 119.7, 119.8).  A hole with no number
    opposite keeps target "".  Offsets and ``raw`` are those of the slot in ``text``.
    """
    slots = list(_slots(text))
    if not slots:
        return []
    a, b = _fold(text), _fold(rule_text)
    opcodes = difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
    out: list[Reference] = []
    for hole, _title, start, end, is_range in slots:
        raw = text[start:end]
        m = _LEADING_NUMBER.match(b, _opposite(opcodes, hole))
        if not m:
            out.append(Reference(raw, "range" if is_range else "rule", "", start, end))
            continue
        rebuilt = m.group(1) + text[hole:end] if is_range else m.group(1)
        members = [r.target for r in find_references(rebuilt, skip_headings=False) if r.start == 0] or [m.group(1)]
        kind = "range" if len(members) > 1 or is_range else _kind(members[0])
        out.extend(Reference(raw, kind, t, start, end) for t in members)
    return out


def recover(
    paragraphs: list[Paragraph],
    rules: dict[str, str],
    titles: dict[str, str],
    *,
    min_score: float = MIN_SCORE,
    margin: float = MARGIN,
    fill: bool = False,
) -> list[Recovered]:
    """Number each text paragraph from ``rules`` (number -> text, in document order).

    Chrome paragraphs are skipped.  ``titles`` (number -> title) resolves
    stripped "see rule , “Title.”" references.  See the module docstring for
    the matching steps; ``score`` is the best similarity and
    ``second_best_score`` the best among candidates with other numbers (1.0
    for an exact duplicate text).
    """
    index = _Index(rules)
    tindex = title_index(titles)
    out: list[Recovered] = []
    pending: list[tuple[int, list[int]]] = []  # (row, tied candidate indexes) to settle by context
    for p in paragraphs:
        if p.kind != "text":
            continue
        ranked, exact = _rank(index, match_key(p.text))
        best = ranked[0][0] if ranked else 0.0
        # A single exact match is taken whatever the runner-up; otherwise all
        # candidates within ``margin`` of the best are tied.
        tied = exact if exact else [i for sc, i in ranked if best - sc < margin]
        second = max((sc for sc, i in ranked[1:]), default=0.0)
        refs = sorted(find_references(p.text) + find_stripped_references(p.text, tindex), key=lambda r: r.start)
        rec = Recovered(p.line, p.text, None, round(best, 4), round(second, 4), refs,
                        candidates=[index.numbers[i] for i in tied])
        if best >= min_score:
            if len(tied) == 1:
                rec.number = index.numbers[tied[0]]
                rec.method = "exact" if exact else "fuzzy"
            else:
                pending.append((len(out), tied))
        out.append(rec)
    _settle_by_context(out, pending, index)
    if fill:
        for rec in out:
            if rec.number and any(r.target == "" for r in rec.refs):
                _fill(rec, rules[rec.number])
    return out


def _fill(rec: Recovered, rule_text: str) -> None:
    """Replace unresolved stripped references of ``rec`` by those aligned with ``rule_text``."""
    filled = {(r.start, r.end): [] for r in rec.refs if r.target == ""}
    for r in fill_from_rule(rec.text, rule_text):
        if (r.start, r.end) in filled and r.target:
            filled[(r.start, r.end)].append(r)
    refs: list[Reference] = []
    for r in rec.refs:
        refs.extend((filled.get((r.start, r.end)) or [r]) if r.target == "" else [r])
    rec.refs = refs


def _settle_by_context(out: list[Recovered], pending: list[tuple[int, list[int]]], index: _Index) -> None:
    """Pick among tied candidates the only one lying between the matched neighbours."""
    for row, tied in pending:
        before = next((index.position[r.number] for r in reversed(out[:row]) if r.number), -1)
        after = next((index.position[r.number] for r in out[row + 1 :] if r.number), len(index.numbers))
        inside = [i for i in tied if before < i < after]
        if len(inside) == 1:
            out[row].number = index.numbers[inside[0]]
            out[row].method = "context"
