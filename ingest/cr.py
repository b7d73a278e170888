"""Parser for the official Comprehensive Rules text, every edition 1999-2026.

Layout of a CR file: a header with the effective date, an introduction, the
contents (chapters and sections, ending with "Glossary" and "Credits"), then the
body: chapters (``1. Game Concepts``), sections (``100. General``), rules
(``100.1.``) and subrules (``100.1a``) with their ``Example:`` paragraphs, then the
glossary, then the credits.  Old editions are hard-wrapped, some carry an index
between glossary and credits, and several carry typos in rule numbers
(``702. 37a``, ``119.1d.``, ``606.5`` without a period).

``parse_cr`` accounts for every non-blank line: each lands in exactly one node,
recorded in ``Document.line_map``.
"""
from __future__ import annotations

import re
from datetime import date, datetime

from .records import Document, Example, GlossaryEntry, Rule
from .text import MAX_RECORD_CHARS, ParseError, clean_line, decode, detect_encoding, split_lines, split_term

__all__ = ["parse_cr", "parse_cr_bytes", "find_effective_date", "SUBRULE_LETTERS"]

# Subrule letters skip l and o (see the CR introduction).
SUBRULE_LETTERS = "abcdefghijkmnpqrstuvwxyz"

_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
_EFFECTIVE = re.compile(
    rf"(?:effective|current)\s+as\s+of\s+({_MONTHS})\s+(\d{{1,2}}),?\s+(\d{{4}})", re.IGNORECASE
)
_HEADER_DATE = re.compile(r"COMPREHENSIVE RULES\s+(\d{2})/(\d{2})/(\d{2})\b")

_CHAPTER = re.compile(r"^(\d{1,2})\.\s+([A-Z].{0,80})$")
_SECTION = re.compile(r"^(\d{3})\.\s+([A-Z\"“'].{0,100})$")
# A rule or subrule: "613.4.", "613.4c", "702. 37a" (stray space), "119.1d." (stray period),
# "606.5 Text" (missing period).
_RULE = re.compile(r"^(\d{3})\.\s?(\d{1,3})([a-z]{0,2})(\.?)(?=\s|$)\s*(.*)$")
# A number glued to its text ("901.4.All plane …", "305.3.After …").
_GLUED = re.compile(r"^(\d{3})\.(\d{1,3})([a-z]{0,2})\.(?=[A-Z\[“\"(])(.*)$")
# A subrule number missing its rule digit ("306.b If …" for 306.3b, "408.f" for 408.2f).
_NO_DIGIT = re.compile(r"^(\d{3})\.([a-z])\s+(.*)$")
# A section number followed by a sentence or a bracketed note, not a title:
# "215. This section is now empty. …", "211. [This section has been intentionally left blank …]".
_SECTION_NOTE = re.compile(r"^(\d{3})\.\s+(\S.*)$")
_EXAMPLE = re.compile(r"^_?Examples?_?\s*:_?\s*(.*)$", re.IGNORECASE)
_DECORATION = re.compile(r"^[-=_*~]{3,}$")
_ITALIC = re.compile(r"(?<![\w_])_([^\s_](?:[^_]*?[^\s_])?)_(?![\w_])")
_TOC_TAIL = re.compile(r"\.{3,}\s*\d*$")
# Words after which a wrapped line may begin with a rule number that is only a citation.
_CITING_TAIL = re.compile(r"(?:\brules?|\bsee|\bsection|\band|\bor|,|–|-)\s*$", re.IGNORECASE)


# The first Comprehensive Rules date from 1999; a date far in the future is a typo.
FIRST_YEAR, YEARS_AHEAD = 1993, 5


def find_effective_date(lines: list[str]) -> str | None:
    """The ISO date from "effective/current as of Month D, YYYY" (or the 1999 header).

    Raises ParseError (with the line) for a date that cannot be: "April 99, 2026".
    """
    for i, line in enumerate(lines):
        m = _EFFECTIVE.search(line)
        if m:
            month = datetime.strptime(m.group(1).title(), "%B").month
            return _real_date(int(m.group(3)), month, int(m.group(2)), m.group(0), i + 1)
    for i, line in enumerate(lines[:40]):
        m = _HEADER_DATE.search(line)
        if m:
            mm, dd, yy = (int(g) for g in m.groups())
            year = 1900 + yy if yy > 50 else 2000 + yy
            return _real_date(year, mm, dd, m.group(0), i + 1)
    return None


def _real_date(year: int, month: int, day: int, printed: str, line: int) -> str:
    try:
        d = date(year, month, day)
    except ValueError as exc:
        raise ParseError(f"impossible effective date {printed!r} ({exc})", None, line) from None
    if not FIRST_YEAR <= year <= date.today().year + YEARS_AHEAD:
        raise ParseError(f"implausible effective date {printed!r}: the year should be between {FIRST_YEAR} "
                         f"and {date.today().year + YEARS_AHEAD}", None, line)
    return d.isoformat()


def _strip_italics(text: str) -> str:
    # 2008-2014 files mark italics with underscores: _Magic_ -> Magic.
    return _ITALIC.sub(r"\1", text) if "_" in text else text


def _heading_word(line: str, word: str) -> bool:
    """True for a line that is just ``word`` (a contents entry may add dots and a page)."""
    if word not in line or len(line) > len(word) + 90:
        return False
    c = _TOC_TAIL.sub("", clean_line(line)).strip()
    return c == word or c == f"6. {word}" or c == f"{word}:"


def parse_cr_bytes(data: bytes, path: str = "<input>", edition: str | None = None) -> Document:
    """Decode and parse one CR file; see :func:`parse_cr`."""
    if not data.strip():
        raise ParseError("empty file", path)
    if data.startswith(b"%PDF"):
        raise ParseError("this is a PDF; pass the plain-text (TXT) Comprehensive Rules", path, 1)
    doc = parse_cr(decode(data, path), path, edition)
    doc.encoding = detect_encoding(data)
    return doc


class _Builder:
    """Accumulates nodes and the line map while walking the body."""

    def __init__(self, doc: Document):
        self.doc = doc
        self.position = 0
        self.node: tuple[str, str] | None = None  # the node receiving continuation lines
        self.parts: list[str] = []
        self.record = None
        self.numbers: dict[str, int] = {}
        # Hard-wrapped editions (1999-2004) join continuation lines with a space;
        # in the others a line of its own is a paragraph of its own.
        self.wrapped = False

    def next_position(self) -> int:
        self.position += 1
        return self.position

    def close(self) -> None:
        if self.record is not None:
            text = _strip_italics(_join(self.parts))
            if len(text) > MAX_RECORD_CHARS:
                number = getattr(self.record, "number", None) or getattr(self.record, "term", None) or self.node[1]
                raise ParseError(f"{self.node[0]} {number} is {len(text):,} characters; one rule or entry is at most "
                                 f"{MAX_RECORD_CHARS:,} (the largest in the real rules is ~4,000): not a rules text",
                                 self.doc.path, self.record.line_start)
            if isinstance(self.record, GlossaryEntry):
                self.record.definition = text
            elif isinstance(self.record, Rule) and self.record.kind in ("chapter", "section"):
                self.record.text = text
            else:
                self.record.text = text
        self.record = None
        self.parts = []

    def open(self, record, key: tuple[str, str], first_text: str, lineno: int) -> None:
        self.close()
        self.record = record
        self.node = key
        self.parts = [(first_text, False)] if first_text else []
        record.line_start = record.line_end = lineno
        self.doc.line_map[lineno] = key

    def extend(self, text: str, lineno: int, new_paragraph: bool) -> None:
        if self.record is None:
            raise ParseError("text before the first numbered node", self.doc.path, lineno)
        self.parts.append((text, new_paragraph))
        self.record.line_end = lineno
        self.doc.line_map[lineno] = self.node

    def unique(self, number: str) -> str:
        """A number seen twice in one edition (a typo in the source) gets a ``~2`` suffix."""
        n = self.numbers.get(number, 0) + 1
        self.numbers[number] = n
        return number if n == 1 else f"{number}~{n}"


def _join(parts: list[tuple[str, bool]]) -> str:
    out = ""
    for text, new_paragraph in parts:
        if not out:
            out = text
        elif new_paragraph:
            out += "\n" + text
        else:
            out += " " + text
    return out


def parse_cr(text: str, path: str = "<input>", edition: str | None = None) -> Document:
    """Parse a whole CR text into chapters, sections, rules, examples, glossary and credits.

    ``edition`` (ISO date) overrides the date read from the header; a file with
    neither is rejected as an unknown format.
    """
    lines = split_lines(text)
    doc = Document(kind="cr", path=path)
    try:
        found = find_effective_date(lines)
    except ParseError as exc:
        raise ParseError(exc.message, path, exc.line) from None
    if edition and found and edition != found:
        raise ParseError(f"--edition {edition} does not match the file's own date {found}", path)
    doc.effective = edition or found
    if not doc.effective:
        raise ParseError(
            "not a Comprehensive Rules text: no 'effective as of' / 'current as of' date found", path, 1
        )
    doc.title = clean_line(lines[0]) if lines else None

    # The contents end where "Glossary" and "Credits" (or "Index") appear a first time.
    toc_glossary = next((i for i, l in enumerate(lines) if _heading_word(l, "Glossary")), None)
    if toc_glossary is None:
        raise ParseError("no contents: the word 'Glossary' never appears on a line of its own", path)
    body_start = None
    for i in range(toc_glossary + 1, len(lines)):
        m = _CHAPTER.match(clean_line(lines[i]))
        if m and m.group(1) == "1":
            body_start = i
            break
    if body_start is None:
        raise ParseError("no body: chapter '1.' never follows the contents", path, toc_glossary + 1)
    glossary_start = next(
        (i for i in range(body_start, len(lines)) if _heading_word(lines[i], "Glossary")), None
    )
    if glossary_start is None:
        raise ParseError("truncated: the glossary heading after the rules is missing", path, len(lines))
    tail = [i for i in range(glossary_start + 1, len(lines))
            if _heading_word(lines[i], "Credits") or _heading_word(lines[i], "Index")]
    if not tail:
        raise ParseError("truncated: no Credits after the glossary", path, len(lines))
    glossary_end = tail[0]

    b = _Builder(doc)
    b.wrapped = max(len(l) for l in lines[body_start:glossary_end]) <= 160
    # Front matter: header, introduction, contents.
    front = [clean_line(l) for l in lines[:body_start] if clean_line(l)]
    doc.front_matter = "\n".join(front)
    for i in range(body_start):
        if clean_line(lines[i]):
            doc.line_map[i + 1] = ("front", "")

    _parse_body(lines, body_start, glossary_start, b)
    b.close()
    _parse_glossary(lines, glossary_start, glossary_end, b)
    b.close()
    # Index (1999 editions) and credits: kept whole.
    back: list[str] = []
    kind = "credits"
    for i in range(glossary_end, len(lines)):
        c = clean_line(lines[i])
        if not c:
            continue
        if _heading_word(lines[i], "Index"):
            kind = "index"
        elif _heading_word(lines[i], "Credits"):
            kind = "credits"
        doc.line_map[i + 1] = (kind, "")
        if kind == "credits" and not _DECORATION.match(c):
            back.append(c)
    doc.credits = "\n".join(back)
    if not any(r.kind == "rule" for r in doc.rules):
        raise ParseError("no numbered rules found in the body", path, body_start + 1)
    return doc


def _parse_body(lines: list[str], start: int, end: int, b: _Builder) -> None:
    doc = b.doc
    chapter = section = rule = None
    example_counts: dict[str, int] = {}
    blank_before = True
    prev_text = ""
    for i in range(start, end):
        lineno = i + 1
        c = clean_line(lines[i])
        if not c:
            blank_before = True
            continue
        indented = lines[i][:1] in (" ", "\t", "\u00a0")
        if _DECORATION.match(c):
            # Rulers under headings in the 1999 text: part of the node above.
            if b.record is not None:
                doc.line_map[lineno] = b.node
                b.record.line_end = lineno
            else:
                doc.line_map[lineno] = ("front", "")
            continue

        # A wrapped line that starts with a cited number ("See rule\n419.8 ...") is a continuation.
        citing = not blank_before and bool(_CITING_TAIL.search(prev_text))
        flag = None
        m_rule = _RULE.match(c)
        if m_rule is None and not citing:
            m_rule = _GLUED.match(c)
            flag = "glued number" if m_rule else None
        if m_rule is None and not citing and blank_before and (m_nd := _NO_DIGIT.match(c)):
            inferred = _infer_digit(m_nd.group(1), m_nd.group(2), rule)
            if inferred:
                sec, num = inferred.split(".")
                number = f"{sec}.{num}{m_nd.group(2)}"
                key = b.unique(number)
                rec = Rule(number=key, kind="subrule", text="", parent=f"{sec}.{num}", depth=3,
                           position=b.next_position(), raw_number=f"{sec}.{m_nd.group(2)}",
                           flag="number inferred")
                doc.rules.append(rec)
                b.open(rec, ("rule", key), m_nd.group(3), lineno)
                rule = key
                blank_before = False
                prev_text = c
                continue
        # Out-of-order numbers (typos such as 605.2c inside 609) count after a blank line.
        if m_rule and not citing and (blank_before or section is None or m_rule.group(1) >= section[:3]):
            if flag:
                sec, num, letters, rest = m_rule.groups()
                dot = "."
            else:
                sec, num, letters, dot, rest = m_rule.groups()
            number = f"{sec}.{num}{letters}"
            raw = c[: m_rule.start(m_rule.lastindex)].strip() if rest else c
            if flag:
                raw = number + "."
            if letters:
                kind, depth = "subrule", 3
                parent = f"{sec}.{num}"
                if rule is None or not rule.startswith(parent):
                    parent = parent if parent in b.numbers else sec
            else:
                kind, depth, parent = "rule", 2, sec
            if sec != (section or "")[:3] and sec not in b.numbers:
                # The section heading is missing: attach to the chapter.
                parent = parent if kind == "subrule" else (chapter or sec[0])
            key = b.unique(number)
            rec = Rule(number=key, kind=kind, text="", parent=parent, depth=depth,
                       position=b.next_position(), flag=flag,
                       raw_number=raw if raw != number + "." and raw != number else None)
            doc.rules.append(rec)
            b.open(rec, ("rule", key), rest, lineno)
            rule = key
            blank_before = False
            prev_text = c
            continue

        m_sec = _SECTION.match(c)
        if m_sec and not citing and _plausible_section(m_sec.group(1), m_sec.group(2), chapter, section):
            number = m_sec.group(1)
            key = b.unique(number)
            rec = Rule(number=key, kind="section", text="", parent=chapter or number[0], depth=1,
                       position=b.next_position())
            doc.rules.append(rec)
            b.open(rec, ("rule", key), m_sec.group(2), lineno)
            section, rule = key, None
            blank_before = False
            prev_text = c
            continue

        m_note = _SECTION_NOTE.match(c) if blank_before and not citing else None
        if m_note and _empty_section(m_note.group(1), chapter, section, b, lines, i, end):
            number = m_note.group(1)
            key = b.unique(number)
            rec = Rule(number=key, kind="section", text="", parent=chapter or number[0], depth=1,
                       position=b.next_position(), flag="empty section")
            doc.rules.append(rec)
            b.open(rec, ("rule", key), m_note.group(2), lineno)
            section, rule = key, None
            blank_before = False
            prev_text = c
            continue

        m_ch = _CHAPTER.match(c)
        if m_ch and not indented and _plausible_chapter(m_ch.group(1), m_ch.group(2), chapter, lines, i, end):
            number = m_ch.group(1)
            key = b.unique(number)
            rec = Rule(number=key, kind="chapter", text="", parent=None, depth=0,
                       position=b.next_position())
            doc.rules.append(rec)
            b.open(rec, ("rule", key), m_ch.group(2), lineno)
            chapter, section, rule = key, None, None
            blank_before = False
            prev_text = c
            continue

        m_ex = _EXAMPLE.match(c)
        if m_ex and rule is not None:
            n = example_counts.get(rule, 0) + 1
            example_counts[rule] = n
            rec = Example(rule=rule, index=n, text="", position=b.next_position())
            doc.examples.append(rec)
            b.open(rec, ("example", f"{rule}#ex{n}"), m_ex.group(1), lineno)
            blank_before = False
            prev_text = c
            continue

        if not b.wrapped and len(c) == 1 and c.isalpha():
            # A stray character on a line of its own ("f" after 702.148b in 2021-11-19): every
            # line there is a paragraph, and one letter is not one.  Accounted for, not rule text.
            doc.line_map[lineno] = ("stray", "")
            doc.meta.setdefault("stray_lines", []).append(lineno)
            continue
        b.extend(c, lineno, new_paragraph=blank_before or not b.wrapped)
        blank_before = False
        prev_text = c


def _infer_digit(sec: str, letter: str, rule: str | None) -> str | None:
    """The rule a subrule printed without its digit belongs to ("306.b" after 306.3a → "306.3").

    Only when the rule above is in the same section and the letter comes after its own.
    """
    if rule is None:
        return None
    m = re.fullmatch(r"(\d{3})\.(\d{1,3})([a-z]{0,2})", rule.split("~")[0])
    if m is None or m.group(1) != sec:
        return None
    have = m.group(3)
    if have and (len(have) > 1 or letter not in SUBRULE_LETTERS or have not in SUBRULE_LETTERS
                 or SUBRULE_LETTERS.index(letter) <= SUBRULE_LETTERS.index(have)):
        return None
    return f"{m.group(1)}.{m.group(2)}"


def _empty_section(number: str, chapter: str | None, section: str | None, b: "_Builder",
                   lines: list[str], i: int, end: int) -> bool:
    """A section number whose paragraph stands in for a removed section ("215. This section is now
    empty …"): the next section of the chapter, and nothing numbered under it follows."""
    if chapter is not None and number[0] != chapter.split("~")[0][0]:
        return False
    if number in b.numbers or (section is not None and int(number) <= int(section[:3])):
        return False
    blank = False
    for j in range(i + 1, end):
        c = clean_line(lines[j])
        if not c:
            blank = True
            continue
        if not blank or _DECORATION.match(c):
            continue  # the placeholder's own wrapped lines
        m = re.match(r"^(\d{1,3})\.", c)
        if m is None:
            return False
        n = m.group(1)
        return (len(n) == 3 and int(n) > int(number)) or (len(n) == 1 and int(n) > int(number[0]))
    return False


def _plausible_chapter(number: str, title: str, chapter: str | None,
                       lines: list[str], i: int, end: int) -> bool:
    """A later chapter, titled like a heading, and followed by one of its sections."""
    current = 0 if chapter is None else int(chapter.split("~")[0])
    if int(number) <= current or title.rstrip().endswith("."):
        return False
    for j in range(i + 1, min(end, i + 6)):
        c = clean_line(lines[j])
        if c and not _DECORATION.match(c):
            return c.startswith(number) and bool(_SECTION.match(c) or _RULE.match(c))
    return False


def _plausible_section(number: str, title: str, chapter: str | None, section: str | None) -> bool:
    """A section heading: in the current chapter, after the last section, not a sentence."""
    if chapter is not None and number[0] != chapter[0]:
        return False
    if title.rstrip().endswith(".") or len(title) > 70:
        return False
    return section is None or int(number) > int(section[:3])


def _parse_glossary(lines: list[str], start: int, end: int, b: _Builder) -> None:
    """Glossary: a term on a line of its own after a blank line, then its definition.

    Continuation paragraphs of a definition are indented (2003-2009, 1999) or
    follow without a blank line (modern editions).
    """
    doc = b.doc
    doc.line_map[start + 1] = ("glossary-heading", "")
    blank_before = True
    seen: dict[str, int] = {}
    for i in range(start + 1, end):
        lineno = i + 1
        raw = lines[i]
        c = clean_line(raw)
        if not c:
            blank_before = True
            continue
        indented = raw[:1] in (" ", "\t", "\u00a0")
        if _DECORATION.match(c):
            doc.line_map[lineno] = b.node if b.record is not None else ("glossary-heading", "")
            if b.record is not None:
                b.record.line_end = lineno
            continue
        # A second numbered sense after a blank line ("2. A counter is …", 1999-11-01) belongs
        # to the term above: no glossary term starts with a digit.
        sense = _SENSE.match(c) is not None and b.record is not None
        if (blank_before and not indented and not sense) or b.record is None:
            fused = _FUSED_SENSE.match(c)
            first = ""
            if fused:  # "Ability1. Text on an object …" (2021-06-18): term and definition on one line
                c, first = fused.group(1), fused.group(2)
            term, obsolete, informal = _split_term(c)
            n = seen.get(term.lower(), 0) + 1
            seen[term.lower()] = n
            rec = GlossaryEntry(term=term, definition="", position=b.next_position(),
                                obsolete=obsolete, informal=informal, raw_term=c)
            doc.glossary.append(rec)
            key = term if n == 1 else f"{term}~{n}"
            b.open(rec, ("glossary", key), first, lineno)
        else:
            b.extend(c, lineno, new_paragraph=blank_before or indented or not b.wrapped)
        blank_before = False


_SENSE = re.compile(r"^\d{1,2}\.\s")
_FUSED_SENSE = re.compile(r"^(\S.*?[A-Za-z)])(1\.\s.*)$")


def _split_term(line: str) -> tuple[str, bool, bool]:
    return split_term(_strip_italics(line))
