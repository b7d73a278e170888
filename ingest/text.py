"""Decoding and line splitting shared by every parser.

The CR has shipped as UTF-8 with and without a BOM, cp1252, and (in copies
seen in the wild) UTF-16; line ends are CRLF, bare CR, LF, mixed, and
sometimes U+2028.  Everything downstream works on ``str`` lines.
"""
from __future__ import annotations

import codecs
import re

__all__ = ["ParseError", "decode", "split_lines", "clean_line", "detect_encoding", "check_text",
           "split_term"]


class ParseError(ValueError):
    """Bad input: names the file and, where it applies, the 1-based line."""

    def __init__(self, message: str, path: str | None = None, line: int | None = None):
        self.message = message
        self.path = path
        self.line = line
        where = path or "<input>"
        if line is not None:
            where += f":{line}"
        super().__init__(f"{where}: {message}")


_LINE_BREAK = re.compile(r"\r\n|\r|\n|\u2028|\u2029|\x85")


def detect_encoding(data: bytes) -> str:
    """Name the encoding of ``data``: BOMs first, then strict UTF-8, else cp1252."""
    if data.startswith(codecs.BOM_UTF8):
        return "utf-8-sig"
    if data.startswith(codecs.BOM_UTF16_LE) or data.startswith(codecs.BOM_UTF16_BE):
        return "utf-16"
    # UTF-16 without a BOM: many NULs at odd or even positions.
    if len(data) >= 4 and data.count(b"\x00") > len(data) // 4:
        head = data[:2000]
        if head[1::2].count(0) > len(head) // 4:
            return "utf-16-le"
        if head[0::2].count(0) > len(head) // 4:
            return "utf-16-be"
    try:
        data.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError:
        return "cp1252"


_MAC_EN_DASH = re.compile(r"(?<=[\w ])Ð(?=[\w ])")


def decode(data: bytes, path: str | None = None) -> str:
    """Bytes to text; raises ParseError on binary input (NULs, undecodable bytes)."""
    encoding = detect_encoding(data)
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as exc:
        raise ParseError(f"cannot decode as {encoding}: {exc.reason} at byte {exc.start}", path) from None
    if encoding == "cp1252" and "Ð" in text:
        # Mac Roman's en dash (0xD0) read as cp1252 (2004-02-01: "409.1aÐ409.1h").
        text = _MAC_EN_DASH.sub("–", text)
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise ParseError("binary data (NUL byte) in a text document", path, line)
    return text


def split_lines(text: str) -> list[str]:
    """Split on every line-end convention; a final line end yields no extra line."""
    lines = _LINE_BREAK.split(text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def clean_line(line: str) -> str:
    """Trim padding (including non-breaking spaces) and collapse runs of spaces."""
    if "\ufeff" in line:
        line = line.replace("\ufeff", " ")
    # str.split() splits on all Unicode whitespace, NBSP included.
    return " ".join(line.split())


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")


def check_text(text: str, path: str) -> list[str]:
    """Reject empty input or control characters (binary data); return the lines."""
    if not text or not text.strip():
        raise ParseError("empty document", path, 1 if text else None)
    m = _CONTROL.search(text)
    if m:
        line = len(split_lines(text[: m.start()] + "x"))
        raise ParseError(f"binary data (control character {m.group()!r}) in a text document", path, line)
    return split_lines(text)


_TERM_FLAG = re.compile(r"\s*\((Obsolete|Informal)\)\s*$", re.IGNORECASE)


def split_term(raw: str) -> tuple[str, bool, bool]:
    """A glossary heading: ``"Ante (Obsolete)"`` -> ``("Ante", True, False)`` (term, obsolete, informal)."""
    term, obsolete, informal = raw, False, False
    while (m := _TERM_FLAG.search(term)) is not None:
        if m.group(1).lower() == "obsolete":
            obsolete = True
        else:
            informal = True
        term = term[: m.start()]
    return term.strip(), obsolete, informal
