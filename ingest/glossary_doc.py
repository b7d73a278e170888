"""Parser for glossary-only documents (the glossary of a CR printed on its own).

Layout::

    6. Glossary

    Ante (Obsolete)
    Earlier versions of the Magic rules included an ante rule ...
    ... wrapped continuation lines ...

    Attack
    ...

An entry is a blank-line separated block: the term on its first line, the
definition on the following lines (hard-wrapped lines are joined with a
space).  A block that cannot start an entry -- a single line, or a first line
that reads like a sentence -- continues the previous definition as a new
paragraph (the real file lists the expansion symbols one per block under
"Expansion Symbol").
"""
from __future__ import annotations

import re

from .changes import looks_like_term
from .records import Document, GlossaryEntry
from .text import ParseError, check_text, clean_line, split_term

__all__ = ["parse_glossary_doc"]

_HEADING = re.compile(r"^(?:(\d{1,2})\.\s*)?Glossary:?$", re.IGNORECASE)
_RULE_START = re.compile(r"^\d{3}\.\d")


def _blocks(lines: list[str]) -> list[list[tuple[int, str]]]:
    """Blank-line separated blocks of (1-based line number, cleaned line)."""
    blocks: list[list[tuple[int, str]]] = []
    cur: list[tuple[int, str]] = []
    for i, raw in enumerate(lines, 1):
        c = clean_line(raw)
        if c:
            cur.append((i, c))
        elif cur:
            blocks.append(cur)
            cur = []
    if cur:
        blocks.append(cur)
    return blocks


def parse_glossary_doc(text: str, path: str = "<input>") -> Document:
    """Parse a glossary-only document into :class:`GlossaryEntry` records.

    The heading line (``6. Glossary``) maps to ``("glossary-heading", "")`` and
    is kept as ``title``; every other non-blank line maps to
    ``("glossary", term)`` of its entry (a repeated term gets ``~2``).
    """
    lines = check_text(text, path)
    blocks = _blocks(lines)
    doc = Document(kind="glossary", path=path)

    first_line, first_text = blocks[0][0]
    if _HEADING.match(first_text):
        doc.title = first_text
        doc.line_map[first_line] = ("glossary-heading", "")
        blocks[0] = blocks[0][1:]
        if not blocks[0]:
            blocks.pop(0)
    if not blocks:
        raise ParseError("a glossary heading with no entries", path, first_line)

    seen: dict[str, int] = {}
    current: GlossaryEntry | None = None
    key = ""
    for block in blocks:
        lineno, head = block[0]
        if len(block) > 1 and looks_like_term(head):
            term, obsolete, informal = split_term(head)
            n = seen.get(term.lower(), 0) + 1
            seen[term.lower()] = n
            key = term if n == 1 else f"{term}~{n}"
            current = GlossaryEntry(term=term, definition=" ".join(c for _, c in block[1:]),
                                    position=len(doc.glossary) + 1, obsolete=obsolete,
                                    informal=informal, raw_term=head,
                                    line_start=lineno, line_end=block[-1][0])
            doc.glossary.append(current)
        elif current is None:
            if _RULE_START.match(head):
                raise ParseError("this looks like rules text, not a glossary", path, lineno)
            raise ParseError(f"expected a glossary term followed by its definition, got {head[:40]!r}",
                             path, lineno)
        else:
            paragraph = " ".join(c for _, c in block)
            current.definition = f"{current.definition}\n{paragraph}" if current.definition else paragraph
            current.line_end = block[-1][0]
        for n, _ in block:
            doc.line_map[n] = ("glossary", key)
    return doc
