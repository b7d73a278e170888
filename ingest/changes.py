"""Parser for "changes-only" excerpts of the Comprehensive Rules.

Such an excerpt lists only the rules (and glossary entries) that changed in one
update.  Paragraphs are separated by blank lines::

    104.2.

    If a numerical value ... it uses 0 instead.

    Example: If a 3/3 creature gets -5/-0, ...

    Number

    The Magic game uses only natural numbers. ...

A rule block is a paragraph holding only a rule number (``104.2.``, ``212.4j.``;
the text may also follow on the same line).  Its text and ``Example:``
paragraphs follow.  After the rules come glossary entries: a short title-like
paragraph (the term) followed by its definition paragraphs; as in
:mod:`ingest.cr`, examples under a glossary term stay in the definition.

:func:`match_edition` scores an excerpt against full editions to tell which
update it came from.
"""
from __future__ import annotations

import re
from difflib import SequenceMatcher

from .records import Document, Example, GlossaryEntry, Rule
from .text import ParseError, check_text, clean_line, split_term

__all__ = ["parse_changes", "match_edition", "normalize_text", "looks_like_term"]

# "104.2." / "212.4j." / "212.4j" alone or followed by the rule text.
_RULE = re.compile(r"^(\d{3})\.(\d{1,3})([a-z]?)(\.?)(?:\s+(\S.*))?$")
_EXAMPLE = re.compile(r"^Examples?:\s*(.*)$")


def looks_like_term(line: str) -> bool:
    """True for a short title-like line: a glossary term, not a sentence."""
    if not line or len(line) > 60 or line[-1] in ".:;,!?":
        return False
    if _RULE.match(line) or _EXAMPLE.match(line):
        return False
    return line[0].isupper() or line[0].isdigit() or line[0] in "\"'“"


def _paragraphs(lines: list[str]) -> list[tuple[int, int, str]]:
    """Blank-line separated paragraphs as (first line, last line, text); wrapped lines joined."""
    out: list[tuple[int, int, str]] = []
    start = 0
    parts: list[str] = []
    for i, raw in enumerate(lines, 1):
        c = clean_line(raw)
        if not c:
            if parts:
                out.append((start, i - 1, " ".join(parts)))
                parts = []
            continue
        if not parts:
            start = i
        parts.append(c)
    if parts:
        out.append((start, len(lines), " ".join(parts)))
    return out


def _add_text(record: Rule | Example | GlossaryEntry, text: str) -> None:
    if isinstance(record, GlossaryEntry):
        record.definition = f"{record.definition}\n{text}" if record.definition else text
    else:
        record.text = f"{record.text}\n{text}" if record.text else text


class _Builder:
    """Holds the node receiving paragraphs and fills the line map."""

    def __init__(self, doc: Document):
        self.doc = doc
        self.position = 0
        self.record: Rule | Example | GlossaryEntry | None = None
        self.key: tuple[str, str] | None = None
        self.seen: dict[str, int] = {}

    def next_position(self) -> int:
        self.position += 1
        return self.position

    def unique(self, key: str) -> str:
        """A key seen twice gets a ``~2`` suffix (as in :mod:`ingest.cr`)."""
        n = self.seen.get(key, 0) + 1
        self.seen[key] = n
        return key if n == 1 else f"{key}~{n}"

    def mark(self, first: int, last: int) -> None:
        assert self.record is not None and self.key is not None
        if not self.record.line_start:
            self.record.line_start = first
        self.record.line_end = last
        for n in range(first, last + 1):
            self.doc.line_map[n] = self.key


def parse_changes(text: str, path: str = "<input>") -> Document:
    """Parse a changes-only excerpt into rules, examples and glossary entries.

    Raises :class:`ParseError` for empty or binary input, text before the first
    rule block, an example with nothing to hang on, or no rule block at all.
    """
    lines = check_text(text, path)
    doc = Document(kind="changes", path=path)
    b = _Builder(doc)
    paras = _paragraphs(lines)
    rule: str | None = None  # key of the current rule (for examples)
    examples: dict[str, int] = {}
    for idx, (first, last, para) in enumerate(paras):
        m_rule = _RULE.match(para)
        if m_rule and (m_rule.group(5) is None or m_rule.group(4)):
            sec, num, letter, _dot, rest = m_rule.groups()
            number = f"{sec}.{num}{letter}"
            kind, depth, parent = ("subrule", 3, f"{sec}.{num}") if letter else ("rule", 2, sec)
            key = b.unique(number)
            raw = clean_line(lines[first - 1]).split(" ", 1)[0]
            rec = Rule(number=key, kind=kind, text=rest or "", parent=parent, depth=depth,
                       position=b.next_position(),
                       raw_number=None if raw in (number, number + ".") else raw)
            doc.rules.append(rec)
            b.record, b.key, rule = rec, ("rule", key), key
            b.mark(first, last)
            continue
        m_ex = _EXAMPLE.match(para)
        if m_ex and isinstance(b.record, (Rule, Example)):
            assert rule is not None
            n = examples.get(rule, 0) + 1
            examples[rule] = n
            rec_ex = Example(rule=rule, index=n, text=m_ex.group(1), position=b.next_position())
            doc.examples.append(rec_ex)
            b.record, b.key = rec_ex, ("example", f"{rule}#ex{n}")
            b.mark(first, last)
            continue
        if m_ex and b.record is None:
            raise ParseError("Example: paragraph before any rule", path, first)
        nxt = paras[idx + 1][2] if idx + 1 < len(paras) else None
        needs_text = isinstance(b.record, Rule) and not b.record.text
        if (not needs_text and first == last and looks_like_term(para) and nxt is not None
                and not _RULE.match(nxt) and not looks_like_term(nxt)):
            term, obsolete, informal = split_term(para)
            key = b.unique(term)
            rec_g = GlossaryEntry(term=term, definition="", position=b.next_position(),
                                  obsolete=obsolete, informal=informal, raw_term=para)
            doc.glossary.append(rec_g)
            b.record, b.key, rule = rec_g, ("glossary", key), None
            b.mark(first, last)
            continue
        if b.record is None:
            raise ParseError(f"text before the first rule block: {para[:40]!r}", path, first)
        _add_text(b.record, para)
        b.mark(first, last)
    if not doc.rules:
        where = paras[0][0] if paras else 1
        raise ParseError("no rule block found (expected a line like '104.2.')", path, where)
    for r in doc.rules:
        if not r.text:
            raise ParseError(f"rule {r.number} has no text", path, r.line_start)
    return doc


# --- matching an excerpt to an edition ---------------------------------------

_QUOTES = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'", "—": "-", "–": "-",
                         "\u00a0": " "})
_WORD = re.compile(r"[a-z0-9]+")


def normalize_text(text: str) -> tuple[str, ...]:
    """Lower-case word tokens with quotes, dashes and punctuation ignored."""
    return tuple(_WORD.findall(text.translate(_QUOTES).lower()))


def _similarity(a: tuple[str, ...], b: tuple[str, ...]) -> float:
    if a == b:
        return 1.0
    if not a or not b:
        return 0.0
    sm = SequenceMatcher(None, a, b, autojunk=False)
    if sm.real_quick_ratio() < 0.2:
        return sm.quick_ratio()
    return sm.ratio()


def match_edition(doc: Document, editions: dict[str, dict[str, str]]) -> list[tuple[str, float]]:
    """Score how well the excerpt's rules match each edition; best first.

    The score of an edition is the mean, over the excerpt's rules, of the
    word-level difflib ratio between the excerpt's text and that edition's text
    for the same number (0 when the edition lacks the number).  Ties go to the
    lower edition id: with ISO-date ids that is the edition that introduced the
    text.  Identical texts are compared once, so ~130 editions take milliseconds.
    """
    rules = [(r.number.split("~")[0], normalize_text(r.text)) for r in doc.rules]
    if not rules:
        return [(e, 0.0) for e in sorted(editions)]
    cache: dict[tuple[int, str], float] = {}
    scores: list[tuple[str, float]] = []
    for edition in sorted(editions):
        table = editions[edition]
        total = 0.0
        for i, (number, tokens) in enumerate(rules):
            other = table.get(number)
            if other is None:
                continue
            key = (i, other)
            if key not in cache:
                cache[key] = _similarity(tokens, normalize_text(other))
            total += cache[key]
        scores.append((edition, total / len(rules)))
    scores.sort(key=lambda item: -item[1])  # stable: ties keep ascending ids
    return scores
