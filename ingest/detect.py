"""Tell the input formats apart and dispatch to their parser.

Formats: the full CR text, changes-only excerpts, Crystal Keep rulings
summaries, glossary-only documents, scraped pages with stripped numbers, and the
tournament policy documents (MTR, IPG, JAR: :mod:`ingest.policy`).
Anything else (empty, binary, PDF, CSV, truncated, unknown) is a ParseError
that names the file and, where it applies, the line.
"""
from __future__ import annotations

import re

from .records import Document
from .text import ParseError, clean_line, decode, split_lines

__all__ = ["detect_kind", "parse_any"]

_RULE_BLOCK = re.compile(r"^\d{3}\.\d+[a-z]?\.?$")
_RULE_LINE = re.compile(r"^\d{3}\.\d+[a-z]?\.?\s")


def _first_lines(lines: list[str], n: int = 8) -> list[str]:
    out = []
    for line in lines:
        c = clean_line(line)
        if c:
            out.append(c)
            if len(out) == n:
                break
    return out


def detect_kind(text: str, path: str = "<input>") -> str:
    lines = split_lines(text)
    head = _first_lines(lines)
    if not head:
        raise ParseError("empty file (only whitespace)", path)
    first = head[0]
    from .policy import detect_policy

    if detect_policy(first):  # the MTR, IPG or JAR (their text cites the CR: test them first)
        return "policy"
    sample = "\n".join(lines[:60])
    if "Rulings Summary" in text[:3000] or "crystalkeep" in text[:3000].lower() and " - " in text[:3000]:
        if "COMPREHENSIVE RULES" not in text[:400]:
            return "crystalkeep"
    if re.search(r"(effective|current)\s+as\s+of", text, re.IGNORECASE) or "COMPREHENSIVE RULES" in text[:400]:
        return "cr"
    if _RULE_BLOCK.match(first):
        return "changes"
    if first in ("Glossary", "6. Glossary"):
        return "glossary"
    if first == "Comprehensive Rules" and not any(_RULE_LINE.match(clean_line(l)) for l in lines[:200]):
        return "scraped"
    if first.count(",") >= 2 and sample.count("\n") >= 1 and all(l.count(",") >= 1 for l in head[:3]):
        raise ParseError("this looks like CSV, not a rules document", path, 1)
    if first.startswith("%PDF"):
        raise ParseError("this is a PDF; pass the plain-text (TXT) Comprehensive Rules", path, 1)
    raise ParseError(
        "unknown format: not a Comprehensive Rules text, a changes-only excerpt, a Crystal Keep "
        f"rulings summary, a glossary, a scraped rules page or a policy document (MTR, IPG, JAR) (first line: {first[:60]!r})",
        path, 1,
    )


def parse_any(data: bytes, path: str = "<input>", edition: str | None = None) -> tuple[str, Document]:
    """Decode ``data``, detect its format and parse it."""
    if not data.strip():
        raise ParseError("empty file", path)
    if data.startswith(b"%PDF"):
        raise ParseError("this is a PDF; pass the plain-text (TXT) Comprehensive Rules", path, 1)
    text = decode(data, path)
    kind = detect_kind(text, path)
    if kind == "cr":
        from .cr import parse_cr_bytes

        return kind, parse_cr_bytes(data, path, edition)
    if kind == "policy":
        from .policy import parse_policy

        return kind, parse_policy(text, path)
    if kind == "changes":
        from .changes import parse_changes

        doc = parse_changes(text, path)
    elif kind == "crystalkeep":
        from .crystalkeep import parse_crystalkeep

        doc = parse_crystalkeep(text, path)
    elif kind == "glossary":
        from .glossary_doc import parse_glossary_doc

        doc = parse_glossary_doc(text, path)
    else:
        from .scraped import parse_scraped

        paragraphs = parse_scraped(text, path)
        doc = Document(kind="scraped", path=path, meta={"paragraphs": paragraphs})
    return kind, doc
