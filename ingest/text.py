"""Decoding and line splitting shared by every parser.

The CR has shipped as UTF-8 with and without a BOM, cp1252, and (in copies
seen in the wild) UTF-16; line ends are CRLF, bare CR, LF, mixed, and
sometimes U+2028.  Everything downstream works on ``str`` lines.
"""
from __future__ import annotations

import codecs
import os
import re
import stat

__all__ = ["ParseError", "decode", "split_lines", "clean_line", "detect_encoding", "check_text",
           "split_term", "read_input", "input_limit", "set_input_limit", "too_large", "MAX_RECORD_CHARS"]


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


# --- how much one input may be (issue 26) -----------------------------------------------------
# Every file and download the kb commands read is capped: /dev/zero, a FIFO fed forever or a
# server streaming without end fill memory or the disk otherwise.  The largest real input is a
# card data file (~160 MB uncompressed); a CR is ~1.7 MB.  ``--max-mb`` or $KB_MAX_INPUT_MB raise it.
DEFAULT_INPUT_MB = 512
ENV_INPUT_MB = "KB_MAX_INPUT_MB"
# One rule, glossary entry, example or record: the largest in 126 editions is ~4,000 characters.
MAX_RECORD_CHARS = 100_000
_LIMIT: list[int] = []


def input_limit() -> int:
    """Bytes one input file or download may hold (after decompression)."""
    if _LIMIT:
        return _LIMIT[0]
    env = os.environ.get(ENV_INPUT_MB, "")
    mb = int(env) if env.isdigit() and int(env) > 0 else DEFAULT_INPUT_MB
    return mb * 1024 * 1024


def set_input_limit(mb: int | None) -> None:
    """``--max-mb``: the cap for this process (None: back to the default or the environment)."""
    _LIMIT[:] = [] if mb is None else [int(mb) * 1024 * 1024]


def too_large(path: str | None, size: int | None = None) -> "ParseError":
    mb = input_limit() // (1024 * 1024)
    have = f" ({size / 1024 / 1024:,.0f} MB)" if size else ""
    return ParseError(f"larger than {mb:,} MB{have}, the limit for one input: raise it with --max-mb "
                      f"or ${ENV_INPUT_MB} if this file is right", path)


def read_input(path, limit: int | None = None) -> bytes:
    """A file's bytes, at most ``limit`` (default :func:`input_limit`): a device or pipe that never
    ends (/dev/zero) or a huge file is a ParseError naming it, not memory filling up."""
    limit = input_limit() if limit is None else limit
    where = str(path)
    try:  # O_NONBLOCK: opening a FIFO that nobody writes to would wait forever
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
        with open(fd, "rb") as f:
            mode = os.fstat(fd).st_mode
            if stat.S_ISDIR(mode):
                raise IsADirectoryError
            if stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode):
                raise ParseError("a pipe, not a file (save what it gives to a file first)", where)
            os.set_blocking(fd, True)
            data = f.read(limit + 1)
    except IsADirectoryError:
        raise ParseError("a directory, not a file", where) from None
    except FileNotFoundError:
        raise ParseError("no such file", where) from None
    except OSError as exc:
        raise ParseError(f"cannot read: {(exc.strerror or str(exc)).lower()}", where) from None
    if len(data) > limit:
        raise too_large(where)
    return data


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
