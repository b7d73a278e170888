"""What the web pages share: which database is the KB, rule and layer links, linked and marked
texts, word changes, and the KB-or-error and error-page helpers.

It sits below :mod:`kb.datasette_plugin` and the ``kb.web_*`` page modules, which all import it
(none of them imports another's page code back).
"""
from __future__ import annotations

import functools
import re
import urllib.parse
import weakref

from datasette.utils.asgi import Response
from markupsafe import Markup, escape

from ingest.refs import find_references

PLUGIN = "mtg-rules-kb"
SNIPPET_OPEN, SNIPPET_CLOSE = "[[", "]]"
_NUMBER = re.compile(r"\d{1,3}(?:\.\d{1,3}[a-z]{0,2})?")
_RULE_ID = re.compile(r"(\d{4}-\d{2}-\d{2})/(\d{1,3}(?:\.\d{1,3}[a-z]{0,2})?)")
_LAYER = re.compile(r"[1-7][a-f]?")
_DASH = re.compile(r"\s?[\u2013\u2014\u2212\u2011\-?\ufffd]\s?")


# --- which database is the KB ---------------------------------------------------------------

_NAMES: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def kb_database_name(datasette) -> str | None:
    """The KB's database name (cached until the set of databases changes)."""
    cached = _NAMES.get(datasette)
    if cached and cached[0] is datasette.databases:
        return cached[1]
    name = _find_kb_database(datasette)
    _NAMES[datasette] = (datasette.databases, name)
    return name


def _find_kb_database(datasette) -> str | None:
    """Plugin config ``database``, else ``kb``, else the first file database."""
    config = datasette.plugin_config(PLUGIN) or {}
    name = config.get("database")
    if name in datasette.databases:
        return name
    if "kb" in datasette.databases:
        return "kb"
    for name, db in datasette.databases.items():
        if not db.is_memory and name != "_internal":
            return name
    return None


# --- links ------------------------------------------------------------------------------------

_SAFE_NUMBER = re.compile(r"[0-9a-z.]+")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def card_url(datasette, name: str) -> str:
    """A card's page (kb.web_cards)."""
    return datasette.urls.path("/card/" + urllib.parse.quote(name, safe=""))


def rule_url(datasette, number: str, edition: str | None = None) -> str:
    """The rule page of ``number`` (in ``edition``, else the current one)."""
    base = datasette.setting("base_url") or "/"
    if not _SAFE_NUMBER.fullmatch(number):
        number = urllib.parse.quote(number, safe=".~")
    if edition and not _DATE.fullmatch(edition):
        edition = urllib.parse.quote(edition)
    return f"{base}rule/{number}" + (f"?edition={edition}" if edition else "")


def layer_url(datasette, layer: str, edition: str | None = None) -> str:
    path = datasette.urls.path("/rule/layer/" + urllib.parse.quote(layer))
    return path + (f"?edition={urllib.parse.quote(edition)}" if edition else "")


@functools.lru_cache(maxsize=16384)
def reference_spans(text: str) -> tuple[tuple[int, int, str, str], ...]:
    """``(start, end, kind, target)`` for every rule reference in ``text``, not overlapping.

    A range ("704.5a–d", "903.6–903.11") is split at its dash: the first end links to the
    first member and the second end to the last member.  Found once per text (a rule page
    links the same texts again in its history, and a server shows the same pages again).
    """
    by_span: dict[tuple[int, int], list] = {}
    for ref in find_references(text):
        by_span.setdefault((ref.start, ref.end), []).append(ref)
    spans: list[tuple[int, int, str, str]] = []
    for (start, end), refs in sorted(by_span.items()):
        if spans and start < spans[-1][1]:
            continue
        kind = "layer" if refs[0].kind == "layer" else "rule"
        dash = _DASH.search(text, start, end) if len(refs) > 1 else None
        if dash and dash.start() > start and dash.end() < end:
            spans.append((start, dash.start(), kind, refs[0].target))
            spans.append((dash.end(), end, kind, refs[-1].target))
        else:
            spans.append((start, end, kind, refs[0].target))
    return tuple(spans)


def _mark_spans(snippet: str) -> tuple[str, list[tuple[int, int]]]:
    """Strip FTS snippet marks; return the clean text and the highlighted spans."""
    clean, marks, pos, opened = [], [], 0, None
    for piece in re.split(r"(\[\[|\]\])", snippet):
        if piece == SNIPPET_OPEN and opened is None:
            opened = pos
        elif piece == SNIPPET_CLOSE and opened is not None:
            marks.append((opened, pos))
            opened = None
        else:
            clean.append(piece)
            pos += len(piece)
    if opened is not None:
        marks.append((opened, pos))
    return "".join(clean), marks


def linkify(datasette, text: str, edition: str | None = None, highlight: bool = False,
            marks: list[tuple[int, int]] | None = None, mark_tag: str = "mark") -> Markup:
    """``text`` as HTML: every character escaped, rule references as links.

    ``highlight`` reads FTS snippet marks (``[[…]]``) out of the text; ``marks`` are spans
    to wrap in ``<mark_tag>`` (``ins``/``del`` for diffs).  Marks nest inside links.
    """
    marks = list(marks or [])
    if highlight:
        text, marks = _mark_spans(text)
    links = []
    for start, end, kind, target in reference_spans(text):
        href = layer_url(datasette, target, edition) if kind == "layer" else rule_url(datasette, target, edition)
        title = f"layer {target}" if kind == "layer" else f"rule {target}"
        links.append((start, end, href, title))
    points = sorted({0, len(text), *(p for s in links for p in s[:2]), *(p for m in marks for p in m)})
    marks.sort()
    out: list[str] = []
    cur_link, cur_mark = None, False
    li = mi = 0
    for a, b in zip(points, points[1:]):
        while li < len(links) and links[li][1] <= a:
            li += 1
        while mi < len(marks) and marks[mi][1] <= a:
            mi += 1
        link = links[li] if li < len(links) and links[li][0] <= a else None
        mark = mi < len(marks) and marks[mi][0] <= a
        if link is not cur_link:
            if cur_mark:
                out.append(f"</{mark_tag}>")
                cur_mark = False
            if cur_link is not None:
                out.append("</a>")
            if link is not None:
                out.append(f'<a class="ruleref" href="{escape(link[2])}" title="{escape(link[3])}">')
            cur_link = link
        if mark != cur_mark:
            out.append(f"<{mark_tag}>" if mark else f"</{mark_tag}>")
            cur_mark = mark
        out.append(str(escape(text[a:b])))
    if cur_mark:
        out.append(f"</{mark_tag}>")
    if cur_link is not None:
        out.append("</a>")
    return Markup("".join(out))


def word_changes(old: str, new: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Character spans of the words deleted from ``old`` and inserted into ``new``."""
    import difflib

    a = [m.span() for m in re.finditer(r"\S+", old)]
    b = [m.span() for m in re.finditer(r"\S+", new)]
    sm = difflib.SequenceMatcher(None, [old[i:j] for i, j in a], [new[i:j] for i, j in b], autojunk=False)
    deleted, inserted = [], []
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op in ("replace", "delete") and i2 > i1:
            deleted.append((a[i1][0], a[i2 - 1][1]))
        if op in ("replace", "insert") and j2 > j1:
            inserted.append((b[j1][0], b[j2 - 1][1]))
    return deleted, inserted


async def _kb_db_or_error(datasette, request):
    from datasette.resources import DatabaseResource

    name = kb_database_name(datasette)
    if name is None:
        return None, Response.text("no rules knowledge base is being served", status=404)
    await datasette.ensure_permission(action="view-database", resource=DatabaseResource(database=name),
                                      actor=request.actor)
    return datasette.get_database(name), None


async def _error_page(datasette, request, status: int, message: str, **extra):
    html = await datasette.render_template("rule_error.html", {
        "message": message, "status": status, "kb_rule_url": lambda n, e=None: rule_url(datasette, n, e),
        **extra}, request=request)
    return Response.html(html, status=status)
