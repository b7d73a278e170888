"""Parser for Crystal Keep "General Rulings Summary" files.

The summary (seen flattened onto one line) reads::

    ====== General Rulings Summary (CHANGES ONLY) Updated 2007/02/07 ====== intro ...
    ====== Table of Contents: ------ No changes to this section.
    1 - The Game ------ 104 - Numbers and Symbols
    + 104.2 - If a numerical value ... [CompRules 2007/02/01]
    Example: If a 3/3 creature ... [CompRules 2003/12/01]
    ...
    502.59 - Suspend + 502.59.Ruling.7 - Both Vanishing ... [Planar Chaos FAQ 2006/12/13]
    ...
    9 - Glossary ------ G3.32 - Creature Type + G3.32b - The list ... [CompRules 2007/02/01]
    + Note - Also see Rule 502.60, "Vanishing."
    Acknowledgements and Disclaimers ------ While this work ...

A dashed ruler ends a heading; what follows is that heading's body.  Entries
start with an optional ``+`` (changed since the previous release) and a number
(``104.2``, ``502.59.Ruling.7``, ``G3.32b``), ``Note`` or ``Example:``; each
ends with a ``[source yyyy/mm/dd]`` tag.  Quirks handled: text continuing after
a tag (one rule printed in parts with different dates), several examples
sharing one tag, a tag missing its ``]``, a note without a tag.

Headings are not rulings: they go to ``meta["headings"]``.  Line breaks are
treated as spaces, so the same code reads an unflattened copy.
"""
from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field

from .records import Document, Ruling
from .text import ParseError, check_text, split_lines

__all__ = ["parse_crystalkeep"]

_RULER = re.compile(r"={10,}|-{10,}")
# "[CompRules 2007/02/01]"; the "]" is sometimes missing in the source.
_TAG = re.compile(r"\[(?P<src>[^\[\]]{0,80}?(?P<y>\d{4})/(?P<m>\d{2})/(?P<d>\d{2}))(?:(?P<close>\])|(?=\s|$))")
_NUM = r"G?\d+(?:\.\d+[a-z]?)?(?:\.Ruling\.\d+)?"
_ENTRY = re.compile(
    rf"(?:(?<=\s)|^)(?P<plus>\+\s+)?"
    rf"(?:(?P<num>{_NUM})\s+-\s+|(?P<note>Note)\s+-\s+|(?P<ex>Example):\s+)"
)
_NO_CHANGES = re.compile(r"No changes to this section\.")
_CHAPTER_TAIL = re.compile(r"(?:^|\s)(?P<num>\d{1,2})\s+-\s+(?P<title>[^.\[\]]+?)\s*$")
_SENTENCE_END = re.compile(r"[.!?][\"'”’)\]]*(?=\s)")
_UPDATED = re.compile(r"Updated\s+(\d{4})/(\d{2})/(\d{2})")
_SINCE = re.compile(r"changes since the (\d{4})/(\d{2})/(\d{2}) release")
_TITLE = re.compile(r"([^=]*?Rulings Summary[^=]*?)\s+Updated\b")
_TITLE_LIKE = re.compile(r"^[^.\[\]]{1,80}$")


@dataclass
class _Heading:
    """A heading closed by a dashed ruler: ``1 - The Game``, ``Acknowledgements ...``."""

    number: str | None
    title: str
    start: int  # char offset in the flattened text
    body_start: int = 0
    body_end: int = 0


@dataclass
class _Entry:
    """One ``[+] number - text [tag]`` entry (or Note / Example) before interpretation."""

    start: int
    end: int
    changed: bool
    number: str | None
    marker: str  # num | note | example
    # (text, source, ISO date, tag closed); a trailing untagged text has source None.
    segments: list[tuple[str, str | None, str | None, bool]] = field(default_factory=list)

    @property
    def text(self) -> str:
        return " ".join(s[0] for s in self.segments if s[0])

    @property
    def tagged(self) -> list[tuple[str, str | None, str | None, bool]]:
        return [s for s in self.segments if s[1] is not None]


def _flatten(text: str) -> tuple[str, list[int]]:
    """Join the lines with single spaces; return the text and each line's start offset."""
    lines = split_lines(text)
    starts, pos = [], 0
    for line in lines:
        starts.append(pos)
        pos += len(line) + 1
    return " ".join(lines), starts


def _split_heading(chunk: str, base: int) -> _Heading:
    """The heading at the end of ``chunk`` (the text before a dashed ruler)."""
    stripped = chunk.rstrip()
    m = _CHAPTER_TAIL.search(stripped)
    if m:
        return _Heading(m.group("num"), m.group("title").strip(), base + m.start("num"))
    # Unnumbered ("Acknowledgements and Disclaimers"): after the last tag or sentence.
    cut = 0
    for rx in (_TAG, _NO_CHANGES, _SENTENCE_END):
        for mm in rx.finditer(stripped):
            cut = max(cut, mm.end())
    while cut < len(stripped) and stripped[cut].isspace():
        cut += 1
    return _Heading(None, stripped[cut:].strip(), base + cut)


def _heading_kind(number: str) -> str:
    if number.startswith("G"):
        return "glossary"
    if "." in number:
        return "rule"
    return "section" if len(number) >= 3 else "chapter"


def _entries(body: str, base: int) -> tuple[str, list[_Entry]]:
    """Cut a chapter body into entries; also return any text before the first one."""
    starts = list(_ENTRY.finditer(body))
    lead = body[: starts[0].start()] if starts else body
    out: list[_Entry] = []
    for i, m in enumerate(starts):
        stop = starts[i + 1].start() if i + 1 < len(starts) else len(body)
        marker = "num" if m.group("num") else "note" if m.group("note") else "example"
        e = _Entry(base + m.start(), base + stop, bool(m.group("plus")), m.group("num"), marker)
        raw = body[m.end():stop]
        pos = 0
        for t in _TAG.finditer(raw):
            iso = f"{t.group('y')}-{t.group('m')}-{t.group('d')}"
            e.segments.append((raw[pos:t.start()].strip(), t.group("src").strip(), iso, bool(t.group("close"))))
            pos = t.end()
        if raw[pos:].strip():
            e.segments.append((raw[pos:].strip(), None, None, True))
        out.append(e)
    return lead.strip(), out


def _is_heading(e: _Entry, nxt: _Entry | None) -> bool:
    """An untagged numbered entry with a title, not followed by an example: ``502.59 - Suspend``."""
    if e.marker != "num" or ".Ruling." in (e.number or "") or e.tagged:
        return False
    return bool(_TITLE_LIKE.match(e.text)) and (nxt is None or nxt.marker != "example")


def _ruler_free(s: str) -> str:
    return " ".join(_RULER.sub(" ", s).split())


class _Reader:
    """Walks the chapters, turning entries into rulings and headings."""

    def __init__(self, doc: Document, flat: str, line_starts: list[int]):
        self.doc, self.flat, self.line_starts = doc, flat, line_starts
        self.headings: list[dict] = []
        self.offsets: list[tuple[int, int]] = []
        self.segments: dict[int, list[dict]] = {}
        self.warnings: list[str] = []
        self.inherited: list[int] = []
        self.nodes: list[tuple[int, tuple[str, str]]] = [(0, ("front", ""))]  # (offset, node)

    def line(self, offset: int) -> int:
        """1-based source line of a flattened offset."""
        return bisect_right(self.line_starts, offset)

    def error(self, message: str, offset: int) -> ParseError:
        return ParseError(f"{message} (char {offset})", self.doc.path, self.line(offset))

    def chapter(self, h: _Heading) -> None:
        assert h.number is not None
        info = {"number": h.number, "title": h.title, "kind": "chapter", "changed": False,
                "no_changes": False, "offset": h.start}
        self.headings.append(info)
        self.nodes.append((h.start, ("heading", h.number)))
        body = self.flat[h.body_start:h.body_end]
        m_nc = _NO_CHANGES.match(body.strip())
        if m_nc:
            info["no_changes"] = True
            body = " " * (len(body) - len(body.lstrip()) + m_nc.end()) + body.strip()[m_nc.end():]
        lead, entries = _entries(body, h.body_start)
        if lead:
            raise self.error(f"text that belongs to no entry in chapter {h.number}: {lead[:40]!r}",
                             h.body_start + body.index(lead))
        current: str | None = None  # the rule number notes and examples hang on
        for i, e in enumerate(entries):
            nxt = entries[i + 1] if i + 1 < len(entries) else None
            if _is_heading(e, nxt):
                assert e.number is not None
                self.headings.append({"number": e.number, "title": e.text, "kind": _heading_kind(e.number),
                                      "changed": e.changed, "no_changes": False, "offset": e.start})
                self.nodes.append((e.start, ("heading", e.number)))
                current = e.number
                continue
            if e.marker == "num":
                assert e.number is not None
                current = e.number.split(".Ruling.")[0]
                kind = "ruling" if ".Ruling." in e.number else "rule"
            elif current is None:
                raise self.error(f"{e.marker} that follows no rule number", e.start)
            else:
                kind = e.marker
            self.add(e, current, kind, entries[i + 1:])

    def add(self, e: _Entry, rule: str, kind: str, after: list[_Entry]) -> None:
        position = len(self.doc.rulings) + 1
        label = e.number if e.marker == "num" else None
        source = date = None
        if e.tagged:
            # A rule printed in parts: the latest tag dates the whole text.
            _, source, date, _ = max(e.tagged, key=lambda s: s[2] or "")
        elif kind == "example":
            # "Example: A. Example: B. [tag]": the tag after B covers A too.
            for later in after:
                if later.marker != "example":
                    break
                if later.tagged:
                    _, source, date, _ = later.tagged[0]
                    self.inherited.append(position)
                    break
        for s in e.tagged:
            if not s[3]:
                self.warnings.append(f"unclosed source tag [{s[1]} in {label or kind} on {rule} "
                                     f"(line {self.line(e.start)}, char {e.start})")
        self.doc.rulings.append(Ruling(rule=rule, kind=kind, text=e.text, source=source, date=date,
                                       changed=e.changed, position=position, label=label))
        self.offsets.append((e.start, e.end))
        self.nodes.append((e.start, ("ruling", str(position))))
        if len(e.tagged) > 1:
            self.segments[position] = [{"text": s[0], "source": s[1], "date": s[2]} for s in e.segments]


def _headings(flat: str) -> list[_Heading]:
    """Every heading (the text right before a dashed ruler) with its body span."""
    out: list[_Heading] = []
    prev_end = 0
    for r in _RULER.finditer(flat):
        if r.group().startswith("-"):
            h = _split_heading(flat[prev_end:r.start()], prev_end)
            h.body_start = r.end()
            out.append(h)
        prev_end = r.end()
    for h, nxt in zip(out, out[1:]):
        h.body_end = nxt.start
    if out:
        out[-1].body_end = len(flat)
    return out


def _read_header(doc: Document, head: str) -> None:
    """Title, release date and the date the '+' flags compare with."""
    m_up = _UPDATED.search(head)
    doc.effective = f"{m_up.group(1)}-{m_up.group(2)}-{m_up.group(3)}" if m_up else None
    m_title = _TITLE.search(head)
    doc.title = " ".join(m_title.group(1).split()) if m_title else None
    if doc.title is None and "Rulings" not in head:
        raise ParseError("not a Crystal Keep rulings summary: no 'Rulings Summary' header", doc.path, 1)
    doc.front_matter = _ruler_free(head)
    m_since = _SINCE.search(head)
    if m_since:
        doc.meta["changes_since"] = f"{m_since.group(1)}-{m_since.group(2)}-{m_since.group(3)}"


def parse_crystalkeep(text: str, path: str = "<input>") -> Document:
    """Parse a Crystal Keep rulings summary into :class:`Ruling` records.

    ``effective`` is the "Updated yyyy/mm/dd" date of the header; ``front_matter``
    the header and contents, ``credits`` the closing acknowledgements.  ``meta``:

    * ``headings``: chapters, sections, rule and glossary headings
      (number, title, kind, changed, no_changes, offset);
    * ``offsets``: char span of each ruling (line breaks read as one space);
    * ``segments``: position -> parts of a ruling printed with several tags;
    * ``inherited_source``: positions of examples dated by the next example's tag;
    * ``warnings`` (e.g. an unclosed tag) and ``changes_since`` when stated.
    """
    check_text(text, path)
    flat, line_starts = _flatten(text)
    doc = Document(kind="crystalkeep", path=path)
    headings = _headings(flat)
    chapters = [h for h in headings if h.number is not None]
    if not chapters:
        raise ParseError("not a Crystal Keep rulings summary: no '1 - The Game ----' chapter heading", path, 1)
    _read_header(doc, flat[: chapters[0].start])

    reader = _Reader(doc, flat, line_starts)
    for h in headings:
        if h.number is not None:
            reader.chapter(h)
        elif h.start > chapters[-1].start:
            # Unnumbered heading after the chapters: acknowledgements, kept whole.
            doc.credits = _ruler_free(flat[h.start:])
            reader.nodes.append((h.start, ("credits", "")))
            break
        # An unnumbered heading before the chapters ("Table of Contents:") is front matter.
    if not doc.rulings:
        raise ParseError("no rulings found (expected entries like '+ 104.2 - text [CompRules yyyy/mm/dd]')",
                         path, 1)

    # Line map: a non-blank line belongs to the node where its first character falls.
    reader.nodes.sort(key=lambda n: n[0])
    keys = [n[0] for n in reader.nodes]
    for lineno, (start, line) in enumerate(zip(line_starts, split_lines(text)), 1):
        if line.strip():
            first = start + len(line) - len(line.lstrip())
            doc.line_map[lineno] = reader.nodes[bisect_right(keys, first) - 1][1]
    doc.meta.update(headings=reader.headings, offsets=reader.offsets, segments=reader.segments,
                    inherited_source=reader.inherited, warnings=reader.warnings)
    return doc
