"""Cross-references inside rules text ("see rule 613.8", "rules 704.5a–d", "layer 7c").

``find_references(text)`` returns one :class:`~ingest.records.Reference` per
cited member, in text order:

* ``raw`` is the number as written for that member (the keyword "rule" is not
  part of it); for an expanded range every member carries the whole range as
  written ("704.5a–d") and the span of the whole range.
* ``kind`` follows the shape of the target: ``rule`` ("613.8", "702.19b"),
  ``section`` ("613"), ``chapter`` ("7", only after the word section/chapter),
  ``range`` (a member of an expanded range such as 704.5a–d, 119.7–8,
  903.6–903.11) and ``layer`` (target is the layer key: "1", "7c").
* ``start``/``end`` are offsets of ``raw`` in ``text``.

What counts as a reference:

* numbers after rule(s), subrule(s), section(s), chapter(s), layer(s),
  sublayer(s), including lists ("rules X, Y, and Z", "X or Y", "608.3a and b")
  and titled members ("rules 702.109, “Dash,” 702.152, “Blitz,” and 702.185");
* a bare rule number with a dot ("see 613.4c", "in 601.2a–h"), and lists that
  start with one (the 1999 index "Zone, 217, 402.3, 406.2d");
* a bare section number followed by a quoted title ("See 706, “Rolling a Die.”").

What does not: rule numbers that open a line (the rule's own heading, see
``skip_headings``), "Layer 7a:" definitions (CR 613.1), P/T (3/3, +1/+1),
years, decimals with fewer than three integer digits (2.5 inches), bare
three-digit numbers without a dotted companion or a title (PO Box 707).

Subrule letters skip "l" and "o" (CR Introduction), so "704.5k–p" expands to
k, m, n, p.
"""
from __future__ import annotations

import re

from .records import Reference

__all__ = ["find_references", "normalize_number", "expand_letters"]

# Dashes seen between range ends: en dash, em dash, minus, hyphen; "?" and U+FFFD
# (unspaced) are mangled en dashes in some editions ("409.1f?h" in 2008-05-01).
_DASHES = "\u2013\u2014\u2212\u2011-"
_LETTERS = "abcdefghijkmnpqrstuvwxyz"  # no l, no o
_MAX_EXPAND = 40
_SPELLED = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7"}

# The scan visits three-digit numbers and looks back for a keyword (far faster than a
# keyword alternation tried at every position of a 1 MB edition); a second, small pass
# finds the one-digit chapters and layers after section/chapter/layer.
_NUMBER = re.compile(r"[1-9]\d\d(?:\.\d{1,3}[a-z]?)?")
_SMALL_ANCHOR = re.compile(r"(?:ection|hapter|ayer)s?\s+(?=[1-9](?!\d))")
_KEYWORD_BEFORE = re.compile(r"(?<![\w-])(?i:(?P<kw>(?:sub)?rules?|sections?|chapters?|(?:sub)?layers?))\s*$")
_SPELLED_LAYER = re.compile(r"ayers?\s+(?P<word>one|two|three|four|five|six|seven)\b")
_NOT_AFTER = frozenset("$/+.")  # a bare number right after these is money, P/T or a decimal
_ITEM = re.compile(r"(?P<sec>[1-9]\d{2}|[1-9])(?:\.(?P<num>\d{1,3})(?P<let>[a-z])?)?(?![\w/])")
_RANGE = re.compile(
    rf"(?:\s?[{_DASHES}]\s?|(?P<mangled>[?\ufffd]))"
    r"(?:(?P<esec>[1-9]\d{2})\.(?P<enum>\d{1,3})(?P<elet>[a-z])?"
    r"|(?P<snum>\d{1,3})(?P<slet>[a-z])?"
    r"|(?P<lonely>[a-z]))(?![\w/])"
)
_TITLE = re.compile(r"\s*,\s*[“\"](?P<title>[^”\"\n]{1,120}?)[”\"]")
_SEP = re.compile(r"\s*,\s*(?:(?:and|or|and/or)\s+)?|\s+(?:and|or|and/or)\s+")
_SEP_AFTER_TITLE = re.compile(r"\s+(?:(?:and|or)\s+)?")
_LETTER_ITEM = re.compile(r"(?P<let>[a-z])(?=[,.;:)]|\s+(?:are|is|apply)\b)")
_LAYER_ITEM = re.compile(r"(?P<n>[1-7])(?P<let>[a-f])?(?![\w/])|(?P<word>(?i:one|two|three|four|five|six|seven))\b")
_LAYER_RANGE = re.compile(rf"\s?[{_DASHES}]\s?(?P<n>[1-7])?(?P<let>[a-f])?(?![\w/])")
_HEADING_TAIL = re.compile(r"\.?(?:\s+[^a-z\s]|\s*$|[A-Z])")
_NORMAL = re.compile(r"(\d{1,3})(?:\.\s?(\d{1,3})([a-zA-Z])?)?\.?")


def normalize_number(s: str) -> str | None:
    """Canonical rule number: "702. 37a" -> "702.37a", "119.1d." -> "119.1d", "613.8." -> "613.8".

    Returns None when ``s`` is not shaped like a chapter, section, rule or subrule number.
    """
    m = _NORMAL.fullmatch(s.strip())
    if not m:
        return None
    sec, num, let = m.groups()
    if num is None:
        return sec
    return f"{sec}.{num}{(let or '').lower()}"


def expand_letters(first: str, last: str) -> list[str] | None:
    """Subrule letters from ``first`` to ``last`` inclusive, skipping l and o; None if not increasing."""
    if first not in _LETTERS or last not in _LETTERS:
        return None
    i, j = _LETTERS.index(first), _LETTERS.index(last)
    if j <= i or j - i >= _MAX_EXPAND:
        return None
    return list(_LETTERS[i : j + 1])


def _kind(target: str) -> str:
    if "." in target:
        return "rule"
    return "section" if len(target) == 3 else "chapter"


class _Item:
    """One parsed list member: the targets it stands for and its span."""

    __slots__ = ("targets", "start", "end", "is_range", "dotted", "letter", "prefix", "title")

    def __init__(self, targets, start, end, is_range, dotted, letter, prefix):
        self.targets: list[str] = targets
        self.start, self.end = start, end
        self.is_range: bool = is_range
        self.dotted: bool = dotted
        self.letter: str | None = letter  # last subrule letter, for "608.3a and b"
        self.prefix: str | None = prefix  # "608.3" when the item has a letter
        self.title: str | None = None


def _rule_range(m: re.Match, r: re.Match) -> list[str] | None:
    """Members of ``m`` (start item) to ``r`` (range tail); None when ``r`` is not a valid end."""
    sec, num, let = m.group("sec"), m.group("num"), m.group("let")
    if num is None:  # a section: 614–616
        end = r.group("esec") or r.group("snum")
        if r.group("esec") or not end or len(end) != 3 or r.group("slet"):
            return None
        a, b = int(sec), int(end)
        return [str(k) for k in range(a, b + 1)] if 0 < b - a < _MAX_EXPAND else None
    if r.group("esec"):
        esec, enum, elet = r.group("esec"), r.group("enum"), r.group("elet")
    elif r.group("snum"):
        esec, enum, elet = sec, r.group("snum"), r.group("slet")
    else:
        esec, enum, elet = sec, num, r.group("lonely")
    start, end = f"{sec}.{num}{let or ''}", f"{esec}.{enum}{elet or ''}"
    if esec == sec and enum == num and let and elet:  # 704.5a–d, 409.1a-409.1h
        letters = expand_letters(let, elet)
        return [f"{sec}.{num}{x}" for x in letters] if letters else [start, end]
    if esec == sec and not let and not elet:  # 119.7–8, 903.6–903.11
        a, b = int(num), int(enum)
        if 0 < b - a < _MAX_EXPAND:
            return [f"{sec}.{k}" for k in range(a, b + 1)]
        return None
    if elet and not r.group("esec") and not r.group("snum"):
        return None  # "613.8–a": a letter after a letter-less number is not a range
    return [start, end]  # across rules: keep both ends, do not guess the middle


def _parse_rule_item(text: str, pos: int, mode: str) -> _Item | None:
    m = _ITEM.match(text, pos)
    if not m:
        return None
    sec, num, let = m.group("sec"), m.group("num"), m.group("let")
    if len(sec) == 1 and (mode != "section" or num is not None):
        return None  # a lone digit is a chapter only after "section"/"chapter"
    target = sec if num is None else f"{sec}.{num}{let or ''}"
    end, targets, is_range = m.end(), [target], False
    r = _RANGE.match(text, end)
    if r and len(sec) == 3:
        members = _rule_range(m, r)
        if members:
            targets, end, is_range = members, r.end(), True
    last = targets[-1]
    letter = last[-1] if last[-1].isalpha() else None
    prefix = last[:-1] if letter else None
    return _Item(targets, m.start(), end, is_range, num is not None, letter, prefix)


def _parse_layer_item(text: str, pos: int) -> _Item | None:
    m = _LAYER_ITEM.match(text, pos)
    if not m:
        return None
    if m.group("word"):
        n, let = _SPELLED[m.group("word").lower()], None
    else:
        n, let = m.group("n"), m.group("let")
    end, targets, is_range = m.end(), [n + (let or "")], False
    r = _LAYER_RANGE.match(text, end) if not m.group("word") else None
    if r and (r.group("n") or r.group("let")):
        rn, rlet = r.group("n") or n, r.group("let")
        if rn == n and let and rlet:  # 7a–d, 7a–7d
            letters = "abcdef"
            if letters.index(rlet) > letters.index(let):
                targets = [n + x for x in letters[letters.index(let) : letters.index(rlet) + 1]]
                end, is_range = r.end(), True
        elif not let and not rlet and int(rn) > int(n):  # 1–6
            targets = [str(k) for k in range(int(n), int(rn) + 1)]
            end, is_range = r.end(), True
    if text.startswith(":", end):
        return None  # "Layer 7a: ..." defines the layer (CR 613.1), it does not cite it
    return _Item(targets, m.start(), end, is_range, True, None, None)


def _parse_list(text: str, pos: int, mode: str) -> list[_Item]:
    """Parse "X", "X and Y", "X, Y, and Z", "X, “T,” Y" starting at ``pos``."""
    parse = _parse_layer_item if mode == "layer" else (lambda t, p: _parse_rule_item(t, p, mode))
    first = parse(text, pos)
    if first is None:
        return []
    items = [first]
    while True:
        cur = items[-1]
        after = cur.end
        t = _TITLE.match(text, after) if mode != "layer" else None
        if t:
            cur.title = t.group("title")
            after = t.end()
        s = _SEP.match(text, after)
        if s is None and t is not None and cur.title.endswith(","):
            s = _SEP_AFTER_TITLE.match(text, after)  # “Dash,” 702.152
        if s is None:
            break
        nxt = parse(text, s.end())
        if nxt is None and cur.letter and mode != "layer":
            lm = _LETTER_ITEM.match(text, s.end())  # "rules 608.3a and b"
            if lm and lm.group("let") in _LETTERS and _LETTERS.index(lm.group("let")) > _LETTERS.index(cur.letter):
                nxt = _Item([cur.prefix + lm.group("let")], lm.start(), lm.end(), False, True, lm.group("let"), cur.prefix)
        if nxt is None:
            break
        items.append(nxt)
    return items


def _emit(items: list[_Item], text: str, mode: str, out: list[Reference]) -> None:
    for it in items:
        raw = text[it.start : it.end]
        for target in it.targets:
            kind = "layer" if mode == "layer" else ("range" if it.is_range else _kind(target))
            out.append(Reference(raw=raw, kind=kind, target=target, start=it.start, end=it.end))


def _is_heading(text: str, start: int, end: int) -> bool:
    """A number opening a line and followed by text is that rule's own number, not a citation."""
    i = start - 1
    while i >= 0 and text[i] in " \t\u00a0\ufeff":
        i -= 1
    if i >= 0 and text[i] not in "\n\r\u2028\u2029\x85":
        return False
    return bool(_HEADING_TAIL.match(text, end))


def _mode(keyword: str) -> str:
    word = keyword.lower()
    if "layer" in word:
        return "layer"
    return "section" if word.startswith(("sec", "chap")) else "rule"


def find_references(text: str, skip_headings: bool = True) -> list[Reference]:
    """Every cross-reference in ``text``, in order (see the module docstring for the forms).

    With ``skip_headings`` (the default) a rule number at the start of a line that is
    followed by text ("613.4c Layer 7c: ...", "100. General") is taken as the rule's
    own heading and not reported.
    """
    out: list[Reference] = []
    pos = 0
    for d in _NUMBER.finditer(text):
        start = d.start()
        if start < pos:
            continue  # already consumed by a list
        prev = text[start - 1] if start else " "
        if prev.isdigit():
            continue  # inside a longer number (years, 98057)
        k = _KEYWORD_BEFORE.search(text, max(0, start - 16), start)
        if k is not None:
            mode = _mode(k.group("kw"))
            items = _parse_list(text, start, mode) if mode != "layer" else []
            if items:
                _emit(items, text, mode, out)
                pos = items[-1].end
            continue
        # A bare number: keep it only when it is clearly a rule citation.
        if prev in _NOT_AFTER or prev.isalpha() or prev == "_":
            continue
        if skip_headings and _is_heading(text, start, d.end()):
            continue
        items = _parse_list(text, start, "rule")
        if items and (any(it.dotted for it in items) or items[0].title is not None):
            _emit(items, text, "rule", out)
            pos = items[-1].end
    # Chapters ("section 7") and layers ("layer 7c", "layers 1–6", "layer four").
    extra: list[Reference] = []
    for m in _SMALL_ANCHOR.finditer(text):
        k = _KEYWORD_BEFORE.search(text, max(0, m.start() - 6), m.end())
        if k is not None:
            mode = _mode(k.group("kw"))
            _emit(_parse_list(text, m.end(), mode), text, mode, extra)
    if "ayer" in text:  # "layer four" (2003 editions spell layer numbers out)
        for m in _SPELLED_LAYER.finditer(text):
            if _KEYWORD_BEFORE.search(text, max(0, m.start() - 6), m.start("word")):
                _emit(_parse_list(text, m.start("word"), "layer"), text, "layer", extra)
    if extra:
        out.extend(extra)
        out.sort(key=lambda r: r.start)
    return out
