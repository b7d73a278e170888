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
from .text import ParseError, split_lines

__all__ = ["parse_crystalkeep"]

_RULER = re.compile(r"={10,}|-{10,}")
_TAG = re.compile(r"\[(?P<src>[^\[\]]*?(?P<y>\d{4})/(?P<m>\d{2})/(?P<d>\d{2}))(?P<close>\])?(?=\]|\s|$)")
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
_BINARY = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")
_TITLE_LIKE = re.compile(r"^[^.\[\]]{1,80}$")


@dataclass
class _Heading:
    number: str | None
    title: str
    start: int  # char offsets in the flattened text
    end: int
    body_start: int = 0
    body_end: int = 0
    kind: str = "chapter"
    no_changes: bool = False


@dataclass
class _Entry:
    start: int
    end: int
    changed: bool
    number: str | None
    marker: str  # "num" | "note" | "example"
    segments: list[tuple[str, str | None, str | None, bool]] = field(default_factory=list)
    # (text, source, iso date, tag closed)


def _iso(m: re.Match) -> str:
    """ISO date of a source tag match."""
    return f"{m.group('y')}-{m.group('m')}-{m.group('d')}"


def _flatten(text: str) -> tuple[str, list[int]]:
    """Join the lines with single spaces; return the text and each line's start offset."""
    lines = split_lines(text)
    starts, pos = [], 0
    for line in lines:
        starts.append(pos)
        pos += len(line) + 1
    return " ".join(lines), starts


def _split_heading(chunk: str, base: int) -> tuple[int, _Heading]:
    """Split the heading off the end of ``chunk`` (text before a dashed ruler).

    Returns the offset where the body before it ends, and the heading.
    """
    stripped = chunk.rstrip()
    m = _CHAPTER_TAIL.search(stripped)
    if m:
        cut = m.start("num")
        return base + cut, _Heading(m.group("num"), m.group("title").strip(), base + cut,
                                    base + len(stripped))
    cut = 0
    for rx in (_TAG, _NO_CHANGES, _SENTENCE_END):
        for mm in rx.finditer(stripped):
            cut = max(cut, mm.end())
    while cut < len(stripped) and stripped[cut].isspace():
        cut += 1
    title = stripped[cut:].strip()
    return base + cut, _Heading(None, title, base + cut, base + len(stripped), kind="other")


def _heading_kind(number: str) -> str:
    if number.startswith("G"):
        return "glossary"
    if "." in number:
        return "rule"
    return "section" if len(number) >= 3 else "chapter"


def _entries(flat: str, start: int, end: int, path: str) -> list[_Entry]:
    """Cut a chapter body into entries, each with its text segments and tags."""
    body = flat[start:end]
    starts = list(_ENTRY.finditer(body))
    lead = body[: starts[0].start()] if starts else body
    if lead.strip():
        raise ParseError(f"text that belongs to no entry at char {start}: {lead.strip()[:40]!r}", path, 1)
    out: list[_Entry] = []
    for i, m in enumerate(starts):
        stop = starts[i + 1].start() if i + 1 < len(starts) else len(body)
        marker = "num" if m.group("num") else "note" if m.group("note") else "example"
        e = _Entry(start + m.start(), start + stop, bool(m.group("plus")), m.group("num"), marker)
        raw = body[m.end():stop]
        pos = 0
        for t in _TAG.finditer(raw):
            e.segments.append((raw[pos:t.start()].strip(), t.group("src").strip(), _iso(t),
                               bool(t.group("close"))))
            pos = t.end()
        tail = raw[pos:].strip()
        if tail:
            e.segments.append((tail, None, None, True))
        out.append(e)
    return out


def _is_heading(e: _Entry) -> bool:
    """A numbered entry with no tag and a title-like text: ``502.59 - Suspend``."""
    if e.marker != "num" or ".Ruling." in (e.number or "") or e.changed:
        return False
    text = " ".join(s[0] for s in e.segments)
    return all(s[1] is None for s in e.segments) and bool(_TITLE_LIKE.match(text))


def _ruler_free(s: str) -> str:
    return " ".join(_RULER.sub(" ", s).split())


def parse_crystalkeep(text: str, path: str = "<input>") -> Document:
    """Parse a Crystal Keep rulings summary into :class:`Ruling` records.

    ``effective`` is the "Updated yyyy/mm/dd" date of the header.  ``meta`` holds
    ``headings`` (number, title, kind, no_changes), ``offsets`` (char span of each
    ruling in the text with line breaks read as one space), ``segments`` (rulings
    printed in parts with several tags), ``warnings`` and, when stated,
    ``changes_since`` (ISO date the ``+`` flags compare with).
    """
    if not text or not text.strip():
        raise ParseError("empty document", path, 1 if text else None)
    bad = _BINARY.search(text)
    if bad:
        line = len(split_lines(text[: bad.start()] + "x"))
        raise ParseError(f"binary data (control character {bad.group()!r}) in a text document", path, line)
    flat, line_starts = _flatten(text)
    doc = Document(kind="crystalkeep", path=path)

    # Headings: the text right before each dashed ruler.
    rulers = list(_RULER.finditer(flat))
    headings: list[_Heading] = []
    prev_end = 0
    for r in rulers:
        if r.group().startswith("-"):
            _, h = _split_heading(flat[prev_end:r.start()], prev_end)
            h.body_start = r.end()
            headings.append(h)
        prev_end = r.end()
    chapters = [h for h in headings if h.number is not None]
    if not chapters:
        raise ParseError("not a Crystal Keep rulings summary: no '1 - The Game ----' style chapter heading",
                         path, 1)
    for h, nxt in zip(headings, headings[1:] + [None]):
        h.body_end = nxt.start if nxt is not None else len(flat)

    # Header: title, release date, the date '+' flags compare with.
    head = flat[: chapters[0].start]
    m_up = _UPDATED.search(head)
    doc.effective = f"{m_up.group(1)}-{m_up.group(2)}-{m_up.group(3)}" if m_up else None
    m_title = _TITLE.search(head)
    doc.title = " ".join(m_title.group(1).split()) if m_title else None
    if doc.title is None and "Rulings" not in head:
        raise ParseError("not a Crystal Keep rulings summary: no 'Rulings Summary' header", path, 1)
    doc.front_matter = _ruler_free(head)
    m_since = _SINCE.search(head)
    if m_since:
        doc.meta["changes_since"] = f"{m_since.group(1)}-{m_since.group(2)}-{m_since.group(3)}"

    meta_headings: list[dict] = []
    offsets: list[tuple[int, int]] = []
    segments: dict[int, list[dict]] = {}
    warnings: list[str] = []
    inherited: list[int] = []
    nodes: list[tuple[int, tuple[str, str]]] = [(0, ("front", ""))]  # (start offset, node)
    last_chapter = chapters[-1]
    credits_from: int | None = None
    position = 0
    for h in headings:
        if h.number is None and h.start > last_chapter.start:
            # Unnumbered heading after the last chapter: acknowledgements / credits.
            credits_from = h.start if credits_from is None else credits_from
            continue
        if h.number is None:
            continue  # "Table of Contents:" and such belong to the front matter
        body = flat[h.body_start:h.body_end]
        info = {"number": h.number, "title": h.title, "kind": "chapter", "no_changes": False,
                "offset": h.start}
        meta_headings.append(info)
        nodes.append((h.start, ("heading", h.number)))
        m_nc = _NO_CHANGES.match(body.strip())
        if m_nc:
            info["no_changes"] = True
            rest = body.strip()[m_nc.end():].strip()
            if rest:
                raise ParseError(f"text after 'No changes to this section.' in chapter {h.number}", path, 1)
            continue
        current: str | None = None
        entries = _entries(flat, h.body_start, h.body_end, path)
        for i, e in enumerate(entries):
            if _is_heading(e):
                assert e.number is not None
                title = " ".join(s[0] for s in e.segments)
                meta_headings.append({"number": e.number, "title": title,
                                      "kind": _heading_kind(e.number), "no_changes": False,
                                      "offset": e.start})
                nodes.append((e.start, ("heading", e.number)))
                current = e.number
                continue
            if e.marker == "num":
                assert e.number is not None
                is_ruling = ".Ruling." in e.number
                rule = e.number.split(".Ruling.")[0]
                kind, label = ("ruling" if is_ruling else "rule"), e.number
                current = rule
            else:
                if current is None:
                    raise ParseError(f"{e.marker} at char {e.start} follows no rule number", path, 1)
                rule, kind, label = current, e.marker, None
            tagged = [s for s in e.segments if s[1] is not None]
            source = date = None
            if tagged:
                best = max(tagged, key=lambda s: s[2] or "")
                source, date = best[1], best[2]
            elif kind == "example":
                # "Example: A. Example: B. [tag]": the tag after B covers A too.
                nxt = entries[i + 1] if i + 1 < len(entries) else None
                while nxt is not None and nxt.marker == "example" and not any(s[1] for s in nxt.segments):
                    j = entries.index(nxt) + 1
                    nxt = entries[j] if j < len(entries) else None
                if nxt is not None and nxt.marker == "example":
                    src = next(s for s in nxt.segments if s[1])
                    source, date = src[1], src[2]
                    inherited.append(position + 1)
            for s in e.segments:
                if s[1] is not None and not s[3]:
                    warnings.append(f"unclosed source tag [{s[1]} at char {e.start} ({label or kind} on {rule})")
            position += 1
            doc.rulings.append(Ruling(rule=rule, kind=kind, text=" ".join(s[0] for s in e.segments if s[0]),
                                      source=source, date=date, changed=e.changed, position=position,
                                      label=label))
            offsets.append((e.start, e.end))
            nodes.append((e.start, ("ruling", str(position))))
            if len(tagged) > 1:
                segments[position] = [{"text": s[0], "source": s[1], "date": s[2]} for s in e.segments]
    if credits_from is not None:
        doc.credits = _ruler_free(flat[credits_from:])
        nodes.append((credits_from, ("credits", "")))
    if not doc.rulings:
        raise ParseError("no rulings found (expected entries like '+ 104.2 - text [CompRules yyyy/mm/dd]')",
                         path, 1)

    # Line map: each non-blank line belongs to the node where its first character falls.
    nodes.sort(key=lambda n: n[0])
    keys = [n[0] for n in nodes]
    for lineno, (start, line) in enumerate(zip(line_starts, split_lines(text)), 1):
        if line.strip():
            first = start + len(line) - len(line.lstrip())
            doc.line_map[lineno] = nodes[bisect_right(keys, first) - 1][1]
    doc.meta.update(headings=meta_headings, offsets=offsets, segments=segments,
                    warnings=warnings, inherited_source=inherited)
    return doc
