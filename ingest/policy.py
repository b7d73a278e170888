"""The tournament policy documents: Magic Tournament Rules (MTR), Infraction Procedure Guide (IPG),
Judging at Regular REL (JAR), as plain text converted from Wizards' PDFs.

What the conversion leaves (``shared/policy/SOURCES.md``): paragraphs hard-wrapped at the PDF's
line ends, blank lines where the PDF had a larger gap (sometimes inside a paragraph), lone page
numbers, and the table of contents at the top.  This parser

* detects the document from its first line and reads its edition date ("Effective November 10,
  2025", the JAR's "Updated September 23, 2024");
* drops page numbers and the table of contents (kept apart: the test that every listed section
  was found reads it), and joins wrapped lines into paragraphs;
* splits the text into nodes with the document's own numbering: sections "4" and subsections
  "4.2" (a heading is accepted only as the next number in sequence, so a numbered list item
  "1. Match points" inside 3.1 is text), the appendices "A"…; in the IPG, each infraction's parts
  ("2.1/definition", "2.1/examples", "2.1/philosophy", "2.1/remedy", "2.1/upgrade",
  "2.1/downgrade") and its penalty (the heading's last words: "Warning", "Game Loss" …); in the
  JAR, which has no numbers, its parts by name ("common-issues") and the issues listed in a part
  ("common-issues/1");
* finds cross-references with their offsets (:func:`find_policy_references`): the store resolves
  them.

A file whose table of contents lists sections the text never reaches is truncated: a ParseError
names the file, the first missing section and the last line read.
"""
from __future__ import annotations

import datetime
import re
from dataclasses import dataclass

from .records import Document, PolicyNode
from .text import ParseError, check_text, clean_line

__all__ = ["DOCUMENTS", "PENALTIES", "detect_policy", "parse_policy", "find_policy_references", "PolicyRef",
           "part_slug", "PARTS"]

# doc key -> (full name, pattern of its first line).
DOCUMENTS: dict[str, tuple[str, re.Pattern]] = {
    "mtr": ("Magic Tournament Rules", re.compile(r"^MAGIC: THE GATHERING\W* TOURNAMENT RULES$", re.I)),
    "ipg": ("Infraction Procedure Guide", re.compile(r"^MAGIC INFRACTION PROCEDURE GUIDE$", re.I)),
    "jar": ("Judging at Regular Rules Enforcement Level", re.compile(
        r"^Judging at Regular Rules Enforcement Level\b", re.I)),
}

# The penalties an IPG infraction heading ends with (IPG 1.1), longest first.
PENALTIES = ("No Penalty", "Disqualification", "Match Loss", "Game Loss", "Warning")

# An IPG infraction's parts, by the heading line that opens each (IPG sections 2-4).
PARTS = {"Definition": "definition", "Examples": "examples", "Philosophy": "philosophy",
         "Additional Remedy": "remedy"}
_PART_TITLES = {v: k for k, v in PARTS.items()} | {"upgrade": "Upgrade", "downgrade": "Downgrade"}

_MONTHS = {m: i for i, m in enumerate(
    "january february march april may june july august september october november december".split(), 1)}
_DATE = re.compile(r"^(?:Effective|Updated)\s+([A-Z][a-z]+)\s+(\d{1,2}),\s*(\d{4})\b")
_PAGE = re.compile(r"^\d{1,3}$")
_TOC_LINE = re.compile(r"\.{4,}\s*\d{1,3}$")
_TOC_ENTRY = re.compile(r"^(?:(\d{1,2}(?:\.\d{1,2})?)\.?\s+)?(.*?)\s*\.{4,}\s*(\d{1,3})$")
_HEADING = re.compile(r"^(\d{1,2}(?:\.\d{1,2})?)\.?\s+([A-Z][^.]*?\S)$")
_APPENDIX = re.compile(r"^APPENDIX\s+([A-Z])\s*[—–-]\s*(\S.*)$", re.I)
_NEW_PARAGRAPH = re.compile(r"^(?:[•▪●◦]|[A-Z]\.\s|\d{1,2}\.\s)")


def part_slug(title: str) -> str:
    """"Common Issues" -> "common-issues" (a JAR part's number)."""
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def detect_policy(first_line: str) -> str | None:
    """The policy document a first line opens ("mtr", "ipg", "jar"), or None."""
    line = clean_line(first_line)
    for key, (_, pattern) in DOCUMENTS.items():
        if pattern.match(line):
            return key
    return None


def _edition_date(lines: list[str], path: str) -> tuple[str, int]:
    for i, line in enumerate(lines[:40]):
        m = _DATE.match(clean_line(line))
        if m:
            month = _MONTHS.get(m.group(1).lower())
            try:
                return datetime.date(int(m.group(3)), month or 0, int(m.group(2))).isoformat(), i
            except (TypeError, ValueError):
                raise ParseError(f"not a date: {m.group(0)!r}", path, i + 1) from None
    raise ParseError("no 'Effective <Month> <day>, <year>' (or 'Updated …') line near the top: "
                     "the edition date is needed", path)


@dataclass
class _Line:
    no: int  # 1-based line number in the file
    text: str  # cleaned; "" for a blank line


def _body_lines(lines: list[str], skip: set[int]) -> tuple[list[_Line], list[tuple[str, str]], range | None]:
    """Lines without the table of contents and page numbers; the TOC's entries (number, title)."""
    toc_idx = [i for i, l in enumerate(lines[:400]) if _TOC_LINE.search(clean_line(l))]
    toc: list[tuple[str, str]] = []
    span = None
    if toc_idx:
        first, last = toc_idx[0], toc_idx[-1]
        if first > 0 and clean_line(lines[first - 1]).upper() in ("CONTENTS", "TABLE OF CONTENTS"):
            first -= 1
        span = range(first, last + 1)
        for i in toc_idx:
            m = _TOC_ENTRY.match(clean_line(lines[i]))
            if not m:
                continue
            number, title = m.group(1), m.group(2).strip()
            app = _APPENDIX.match(title)
            if number:
                toc.append((number, title))
            elif app:
                toc.append((app.group(1).upper(), app.group(2).strip()))
    out: list[_Line] = []
    cleaned = [clean_line(l) for l in lines]
    for i, c in enumerate(cleaned):
        if i in skip or (span is not None and i in span):
            continue
        if _PAGE.match(c) and (i == 0 or not cleaned[i - 1]) and (i + 1 == len(cleaned) or not cleaned[i + 1]):
            continue  # a lone page number
        out.append(_Line(i + 1, c))
    return out, toc, span


def _paragraphs(lines: list[_Line]) -> list[tuple[str, int, int]]:
    """Wrapped lines joined: (text, first line, last line) per paragraph.

    A blank line ends a paragraph unless the next line goes on in lower case (a page break or
    the converter's gap inside a sentence); a bullet, a lettered example ("A. ") or a numbered
    item opens a new one.  A line ending in a hyphen joins the next without a space."""
    out: list[list] = []
    cur: list | None = None
    blank = False
    for ln in lines:
        t = ln.text
        if not t:
            blank = True
            continue
        cont = cur is not None and not _NEW_PARAGRAPH.match(t) and (not blank or t[:1].islower())
        if cont:
            sep = "" if cur[0].endswith("-") and t[:1].islower() else " "
            cur[0] += sep + t
            cur[2] = ln.no
        else:
            cur = [t, ln.no, ln.no]
            out.append(cur)
        blank = False
    return [tuple(p) for p in out]


def _successor(prev: tuple[int, ...] | None, cand: tuple[int, ...]) -> bool:
    """Is ``cand`` the next heading number after ``prev``?  1 → 1.1 → 1.2 → 2 → 2.1 …"""
    if prev is None:
        return cand in ((1,), (1, 1))
    options = {prev + (1,)}
    for k in range(len(prev), 0, -1):
        options.add(prev[:k - 1] + (prev[k - 1] + 1,))
    return cand in options


def _title_case(title: str) -> bool:
    """Headings capitalise their words ("Out-of-Order Sequencing"); list items don't
    ("4. Opponents' game-win percentage")."""
    return all(w[:1].isupper() or not w[:1].isalpha() or w in _SMALL for w in title.split())


_SMALL = frozenset("a an and as at by for from in into of on or the to with".split())


def _split_penalty(doc: str, title: str) -> tuple[str, str | None]:
    if doc != "ipg":
        return title, None
    for p in PENALTIES:
        if title.endswith(" " + p) and "—" in title:
            return title[: -len(p)].strip(), p
    return title, None


class _Builder:
    def __init__(self, doc: str, edition: str):
        self.doc, self.edition = doc, edition
        self.nodes: list[PolicyNode] = []
        self.by_number: dict[str, PolicyNode] = {}
        self.paras: dict[str, list[str]] = {}

    def open(self, number: str, kind: str, title: str, parent: str | None, depth: int, line: int,
             penalty: str | None = None) -> PolicyNode:
        node = PolicyNode(doc=self.doc, number=number, kind=kind, title=title, text="", parent=parent,
                          depth=depth, position=len(self.nodes) + 1, line_start=line, line_end=line,
                          penalty=penalty)
        self.nodes.append(node)
        self.by_number[number] = node
        self.paras[number] = []
        return node

    def add(self, node: PolicyNode, text: str, last: int) -> None:
        self.paras[node.number].append(text)
        node.line_end = max(node.line_end, last)

    def finish(self) -> list[PolicyNode]:
        self.nodes.sort(key=lambda n: (n.line_start, n.position))  # parts opened late (Upgrade:)
        for i, n in enumerate(self.nodes, 1):
            n.position = i
            n.text = "\n\n".join(self.paras[n.number])
        # a node's last line covers its children's
        for n in reversed(self.nodes):
            if n.parent and n.parent in self.by_number:
                p = self.by_number[n.parent]
                p.line_end = max(p.line_end, n.line_end)
        return self.nodes


def _parse_numbered(doc: str, edition: str, lines: list[_Line], intro_title: str) -> list[PolicyNode]:
    """Headings are lines of their own, taken in sequence (see :func:`_successor`); the lines
    between two headings are joined into paragraphs."""
    b = _Builder(doc, edition)
    groups: list[tuple[PolicyNode, list[_Line]]] = []
    cur = b.open("intro", "intro", intro_title, None, 0, lines[0].no if lines else 1)
    groups.append((cur, []))
    section: PolicyNode | None = None
    prev: tuple[int, ...] | None = None
    next_app = "A"
    before = ""
    for ln in lines:
        t, blank_before, before = ln.text, not before, ln.text
        m = _HEADING.match(t) if len(t) <= 120 and blank_before else None
        if m and next_app == "A" and _title_case(m.group(2)):
            number = tuple(int(x) for x in m.group(1).split("."))
            if _successor(prev, number):
                prev = number
                title, penalty = _split_penalty(doc, m.group(2).strip())
                num = ".".join(map(str, number))
                if len(number) == 1:
                    cur = section = b.open(num, "section", title, None, 0, ln.no)
                else:
                    parent = str(number[0])
                    cur = section = b.open(num, "subsection", title, parent if parent in b.by_number else None,
                                           1, ln.no, penalty)
                groups.append((cur, []))
                continue
        a = _APPENDIX.match(t) if len(t) <= 120 else None
        if a and a.group(1).upper() == next_app:
            next_app = chr(ord(next_app) + 1)
            cur = section = b.open(a.group(1).upper(), "appendix", a.group(2).strip(), None, 0, ln.no)
            groups.append((cur, []))
            continue
        if doc == "ipg" and section is not None and section.kind == "subsection" and t in PARTS:
            num = f"{section.number}/{PARTS[t]}"
            cur = b.by_number.get(num) or b.open(num, "part", t, section.number, 2, ln.no)
            groups.append((cur, []))
            continue
        groups[-1][1].append(ln)
    for node, group in groups:
        target = node
        for text, first, last in _paragraphs(group):
            if doc == "ipg" and node.kind in ("part", "subsection") and text.startswith(("Upgrade:", "Downgrade:")):
                slug = "upgrade" if text.startswith("Upgrade:") else "downgrade"
                sec = node.parent if node.kind == "part" else node.number
                num = f"{sec}/{slug}"
                target = b.by_number.get(num) or b.open(num, "part", _PART_TITLES[slug], sec, 2, first)
            b.add(target, text, last)
    return b.finish()


def _jar_heading(text: str) -> bool:
    words = text.split()
    return (1 <= len(words) <= 5 and len(text) <= 40 and not text.endswith((".", ":", ",", ")"))
            and all(w[:1].isupper() for w in words))


def _parse_jar(edition: str, lines: list[_Line], title: str) -> list[PolicyNode]:
    """The JAR's parts by their headings (a short title-case line set apart by blank lines), and
    the issues a part lists ("A player …" headings, their wrapped lines going on in lower case)."""
    b = _Builder("jar", edition)
    cur = b.open("intro", "intro", title, None, 0, lines[0].no if lines else 1)
    part: PolicyNode | None = None
    items = 0
    i = 0
    blank_before = True
    while i < len(lines):
        t = lines[i].text
        if not t:
            blank_before = True
            i += 1
            continue
        nxt = lines[i + 1].text if i + 1 < len(lines) else ""
        if blank_before and not nxt and _jar_heading(t):
            part = cur = b.open(part_slug(t), "part", t, None, 0, lines[i].no)
            items = 0
            i += 1
            continue
        if part is not None and blank_before and t.startswith("A player ") and not t.endswith("."):
            head, first = t, lines[i].no
            i += 1
            while i < len(lines) and lines[i].text[:1].islower():
                head += " " + lines[i].text
                i += 1
            items += 1
            cur = b.open(f"{part.number}/{items}", "issue", head, part.number, 1, first)
            blank_before = False
            continue
        # a paragraph of the current node: up to the next heading
        chunk = []
        while i < len(lines):
            t2 = lines[i].text
            if t2 == "" and i + 1 < len(lines):
                after = lines[i + 1].text
                after2 = lines[i + 2].text if i + 2 < len(lines) else ""
                if (_jar_heading(after) and not after2) or (after.startswith("A player ") and part is not None
                                                            and not after.endswith(".")):
                    break
            chunk.append(lines[i])
            i += 1
        for text, first, last in _paragraphs(chunk):
            b.add(cur, text, last)
        blank_before = True
    return b.finish()


def parse_policy(text: str, path: str, doc: str | None = None) -> Document:
    """A policy document's nodes (``Document.meta``: ``doc``, ``nodes``, ``toc``)."""
    lines = check_text(text, path)
    first_i = next((i for i, l in enumerate(lines) if clean_line(l)), None)
    doc = doc or (detect_policy(lines[first_i]) if first_i is not None else None)
    if doc is None:
        raise ParseError("not a tournament policy document (MTR, IPG or JAR)", path, 1)
    effective, date_i = _edition_date(lines, path)
    title_line = clean_line(lines[first_i])
    body, toc, span = _body_lines(lines, {first_i, date_i})
    if doc != "jar" and not toc:
        raise ParseError(f"no table of contents found: a {DOCUMENTS[doc][0]} text opens with one "
                         "(is the file truncated or not the converted text?)", path)
    if doc == "jar":
        nodes = _parse_jar(effective, body, "Judging at Regular REL")
    else:
        nodes = _parse_numbered(doc, effective, body, "Introduction")
        titles = dict(toc)
        for n in nodes:  # "1.1. DEFINITION OF PENALTIES": the contents' "Definition of Penalties"
            if n.number in titles and titles[n.number].upper() == n.title.upper():
                n.title = titles[n.number]
        have = {n.number for n in nodes}
        missing = [n for n, _ in toc if n not in have]
        if missing:
            last = body[-1].no if body else len(lines)
            raise ParseError(f"truncated or damaged: the table of contents lists {missing[0]} "
                             f"({dict(toc)[missing[0]]}) but the text has no such heading "
                             f"({len(missing)} listed section(s) missing; the text ends at line {last})",
                             path, last)
    if not any(n.text.strip() for n in nodes if n.kind != "intro"):
        raise ParseError("no section text found", path)
    return Document(kind="policy", path=path, effective=effective, title=DOCUMENTS[doc][0],
                    meta={"doc": doc, "nodes": nodes, "toc": toc, "first_line": title_line})


# --- cross-references ---------------------------------------------------------------------

@dataclass
class PolicyRef:
    """A reference in a policy text: ``doc`` is the document cited (mtr, ipg, jar, cr) or None
    for "this document"; ``kind`` is section | appendix | rule | document | infraction."""

    raw: str
    doc: str | None
    kind: str
    target: str
    start: int
    end: int


_DOC_NAMES = [
    ("ipg", r"(?:Magic\s+)?Infraction\s+Procedure\s+Guide"),
    ("mtr", r"(?:Magic(?::\s+The\s+Gathering)?\s+)?Tournament\s+Rules"),
    ("jar", r"Judging\s+at\s+Regular\s+(?:REL|Rules\s+Enforcement\s+Level)"),
]
_NUM = r"\d{1,2}(?:\.\d{1,2})?"
_OF_DOC = re.compile(r"\bsections?\s+(" + _NUM + r")(?:\s*[-–]\s*(" + _NUM + r"))?\s+of\s+the\s+(?:"
                     + "|".join(f"(?P<{k}>{p})" for k, p in _DOC_NAMES) + ")", re.I)
_ABBR = re.compile(r"\b(MTR|IPG)\s+(?:section\s+)?(" + _NUM + r"|Appendix\s+[A-F])\b")
_SECTION = re.compile(r"\bsections?\s+(" + _NUM + r")(?:\s*[-–]\s*(" + _NUM + r"))?(?![\d.]\d)", re.I)
_PAREN = re.compile(r"\((\d\.\d{1,2})\)")
_APPX = re.compile(r"\bAppendix\s+([A-F])\b")
_CR = re.compile(r"\b(?:rules?|CR)\s+(\d{3}(?:\.\d{1,3}[a-z]?)?)\b")
_DOCNAME = re.compile("|".join(f"(?P<{k}>{p})" for k, p in _DOC_NAMES))
_INFRACTION = re.compile(r"\b(Game Play Error|Tournament Error|Unsporting Conduct) ?[—–] ?(?=[A-Z])")


def _range(a: str, b: str | None) -> list[str]:
    if not b:
        return [a]
    if "." not in a and "." not in b and int(a) < int(b) <= int(a) + 20:
        return [str(n) for n in range(int(a), int(b) + 1)]
    if "." in a and "." in b and a.split(".")[0] == b.split(".")[0]:
        head = a.split(".")[0]
        lo, hi = int(a.split(".")[1]), int(b.split(".")[1])
        if lo < hi <= lo + 30:
            return [f"{head}.{n}" for n in range(lo, hi + 1)]
    return [a, b]


def find_policy_references(text: str, own: str, infractions: list[str] = ()) -> list[PolicyRef]:
    """References in one node's text of document ``own``, in text order, not overlapping.

    "section 5.2 of the Magic Tournament Rules", "MTR section 4.3" (another document);
    "section 1.4", "sections 2-4", "(3.1)", "Appendix D" (this one); "rule 103.4c" (the CR);
    "Game Play Error — Game Rule Violation" (an IPG infraction by name); "the Infraction
    Procedure Guide" (a whole other document).  ``infractions`` are the IPG's infraction titles
    ("Game Play Error — Missed Trigger"): a class and a dash are a reference when one of
    them follows."""
    found: list[PolicyRef] = []
    taken: list[tuple[int, int]] = []

    def free(s: int, e: int) -> bool:
        return all(e <= a or s >= b for a, b in taken)

    def add(m, doc, kind, targets):
        if not free(m.start(), m.end()):
            return
        taken.append((m.start(), m.end()))
        for t in targets:
            found.append(PolicyRef(m.group(0), doc, kind, t, m.start(), m.end()))

    for m in _OF_DOC.finditer(text):
        doc = next(k for k, _ in _DOC_NAMES if m.group(k))
        add(m, None if doc == own else doc, "section", _range(m.group(1), m.group(2)))
    for m in _ABBR.finditer(text):
        doc = m.group(1).lower()
        t = m.group(2)
        kind = "appendix" if t.lower().startswith("appendix") else "section"
        add(m, None if doc == own else doc, kind, [t.split()[-1] if kind == "appendix" else t])
    for m in _SECTION.finditer(text):
        add(m, None, "section", _range(m.group(1), m.group(2)))
    for m in _PAREN.finditer(text):
        add(m, None, "section", [m.group(1)])
    for m in _APPX.finditer(text):
        add(m, None, "appendix", [m.group(1)])
    for m in _CR.finditer(text):
        add(m, "cr", "rule", [m.group(1)])
    names = sorted({t.split("—", 1)[1].strip() for t in infractions if "—" in t}, key=len, reverse=True)
    for m in _INFRACTION.finditer(text):
        name = next((n for n in names if text.startswith(n, m.end())), None)
        if name is not None:
            span = re.compile(re.escape(text[m.start():m.end() + len(name)])).search(text, m.start())
            add(span, None if own == "ipg" else "ipg", "infraction", [f"{m.group(1)} — {name}"])
    for m in _DOCNAME.finditer(text):
        doc = next(k for k, _ in _DOC_NAMES if m.group(k))
        if doc != own:
            add(m, doc, "document", [""])
    found.sort(key=lambda r: (r.start, r.target))
    return found
