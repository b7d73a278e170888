"""What changed between two editions, on the web: ``/diff/A..B`` (and ``.json``), and the
word diffs of the history rows on rule pages.

The page is built on the lineage (:func:`kb.history.diff`): rules are paired by their text,
not by their number, so a renumbered rule is "renumbered", not "removed + added".  Each
change shows the words that changed (``<del>``/``<ins>``) with a few words of context and
the whole text one tap away; references in the old words link to the old edition, the rest
to the new one.  Routes are registered by :mod:`kb.datasette_plugin`.
"""
from __future__ import annotations

import difflib
import functools
import re
import urllib.parse
from collections import OrderedDict

from markupsafe import Markup, escape

# The plugin registers this module's routes (importing it only then): no import circle.
from .db import edition_date
from .web_common import _error_page, _kb_db_or_error, layer_url, linkify, reference_spans, rule_url

__all__ = ["diff_page", "diff_form", "inline_diff", "annotate_events", "history_rows_html"]

_TOKEN = re.compile(r"\S+")
_EDITION_ARG = re.compile(r"\d{4}-\d{2}-\d{2}|current|latest", re.ASCII)
_SECTION_ARG = re.compile(r"\d{1,3}(?:\.\d{1,3}[a-z]{0,2})?")
CONTEXT = 6  # words of unchanged text kept on each side of a change


# --- word diffs as HTML ----------------------------------------------------------------------

def _links(datasette, text: str, edition: str) -> list[tuple[int, int, str, str]]:
    out = []
    for start, end, kind, target in reference_spans(text):
        href = layer_url(datasette, target, edition) if kind == "layer" else rule_url(datasette, target, edition)
        out.append((start, end, href, f"{'layer' if kind == 'layer' else 'rule'} {target} ({edition})"))
    return out


def _piece(text: str, start: int, end: int, links) -> str:
    """``text[start:end]`` escaped, with the parts of reference links that fall inside it."""
    out, pos = [], start
    for ls, le, href, title in links:
        if le <= start or ls >= end:
            continue
        s, e = max(ls, start), min(le, end)
        if s > pos:
            out.append(str(escape(text[pos:s])))
        out.append(f'<a class="ruleref" href="{escape(href)}" title="{escape(title)}">{escape(text[s:e])}</a>')
        pos = e
    if pos < end:
        out.append(str(escape(text[pos:end])))
    return "".join(out)


@functools.lru_cache(maxsize=4096)
def _word_opcodes(old: str, new: str, loose: bool) -> tuple:
    """The words of both texts (spans) and difflib's opcodes between them: computed once per pair
    of texts (a history entry is shown short and in full; a server shows the same page again)."""
    from .history import _typography

    a = [m.span() for m in _TOKEN.finditer(old)]
    b = [m.span() for m in _TOKEN.finditer(new)]
    norm = _typography if loose else (lambda w: w)
    ops = difflib.SequenceMatcher(None, [norm(old[i:j]) for i, j in a], [norm(new[i:j]) for i, j in b],
                                  autojunk=False).get_opcodes()
    return a, b, ops


def inline_diff(datasette, old: str, new: str, old_edition: str, new_edition: str,
                context: int | None = None, first_only: bool = False, loose: bool = False,
                cap: int | None = None) -> tuple[Markup, int]:
    """One text with the deleted words in ``<del>`` and the inserted ones in ``<ins>``.

    ``context``: keep that many unchanged words around each change (longer stretches become
    "…"); ``first_only``: stop after the first change; ``loose``: words differing only in
    quotes or dashes are the same; ``cap``: show at most that many words of a deletion or an
    insertion.  Returns the HTML and the number of changes.
    """
    a, b, ops = _word_opcodes(old, new, loose)
    la, lb = _links(datasette, old, old_edition), _links(datasette, new, new_edition)
    changes = sum(op != "equal" for op, *_ in ops)
    parts: list[str] = []
    seen = 0
    for n, (op, i1, i2, j1, j2) in enumerate(ops):
        if op == "equal":
            first, last = n == 0, n == len(ops) - 1
            if first_only and seen:
                keep = [(j1, min(j2, j1 + (context or 0)))]
                parts.append(_equal(new, b, keep, lb) + (" …" if j2 > j1 + (context or 0) else ""))
                break
            if context is None or j2 - j1 <= (context * (1 if first or last else 2)) + 2:
                parts.append(_equal(new, b, [(j1, j2)], lb))
            elif first:
                parts.append("… " + _equal(new, b, [(j2 - context, j2)], lb))
            elif last:
                parts.append(_equal(new, b, [(j1, j1 + context)], lb) + " …")
            else:
                parts.append(_equal(new, b, [(j1, j1 + context)], lb) + " … "
                             + _equal(new, b, [(j2 - context, j2)], lb))
            continue
        if first_only and seen:
            parts.append("…")
            break
        seen += 1
        if i2 > i1:
            end = min(i2, i1 + cap) if cap else i2
            parts.append("<del>" + _piece(old, a[i1][0], a[end - 1][1], la) + ("…" if end < i2 else "") + "</del>")
        if j2 > j1:
            end = min(j2, j1 + cap) if cap else j2
            parts.append("<ins>" + _piece(new, b[j1][0], b[end - 1][1], lb) + ("…" if end < j2 else "") + "</ins>")
    return Markup(" ".join(p for p in parts if p)), changes


def _equal(text: str, spans, ranges, links) -> str:
    return " … ".join(_piece(text, spans[j1][0], spans[j2 - 1][1], links) for j1, j2 in ranges if j2 > j1)


# --- the /diff page ----------------------------------------------------------------------------

_CACHE: OrderedDict = OrderedDict()


def _diff_cached(conn, key, a: str, b: str, section: str | None) -> dict:
    from .history import diff

    mtime = conn.execute("PRAGMA data_version").fetchone()[0]
    k = (key, a, b, section, mtime)
    if k in _CACHE:
        _CACHE.move_to_end(k)
        return _CACHE[k]
    data = diff(conn, a, b, section)
    _CACHE[k] = data
    while len(_CACHE) > 8:
        _CACHE.popitem(last=False)
    return data


def _number_key(key: str | None):
    m = re.match(r"(\d+)(?:\.(\d+)([a-z]*))?(?:#ex(\d+))?", key or "")
    if not m:
        return (9999, 0, "", 0)
    return (int(m.group(1)), int(m.group(2) or 0), m.group(3) or "", int(m.group(4) or 0))


def _label(key: str) -> str:
    rule, _, ex = key.partition("#ex")
    return f"{rule} example {ex}" if ex else rule


def _rule_of(key: str) -> str:
    return key.split("#", 1)[0]


def diff_page_data(datasette, conn, a: str, b: str, section: str | None, db_key: str) -> dict:
    """Everything the page shows (raises LookupError for editions that cannot be compared)."""
    from .db import resolve_edition

    ea, eb = resolve_edition(conn, a), resolve_edition(conn, b)
    if ea > eb:
        return {"redirect": (eb, ea)}
    data = _diff_cached(conn, db_key, ea, eb, section)
    titles = {}
    for number, text, edition in conn.execute(
            "SELECT number, text, edition FROM rules WHERE edition IN (?, ?) AND kind IN ('chapter', 'section') "
            "ORDER BY edition", [ea, eb]):
        titles[number] = text  # the newer edition's title wins
    h = escape

    def url(key, edition):
        return h(rule_url(datasette, _rule_of(key), edition))

    def num(key, edition):
        return f'<a class="num" href="{url(key, edition)}">{h(_label(key))}</a>'

    def text_block(text, edition, limit=220):
        if len(text) <= limit:
            return f'<p class="kb-wtext">{linkify(datasette, text, edition)}</p>'
        cut = text[:limit].rsplit(" ", 1)[0]
        return (f'<p class="kb-wtext">{linkify(datasette, cut, edition)} …</p><details><summary>Whole text</summary>'
                f'<p class="kb-wtext">{linkify(datasette, text, edition)}</p></details>')

    def words(old, new):
        short, n = inline_diff(datasette, old, new, ea, eb, context=CONTEXT)
        full, _ = inline_diff(datasette, old, new, ea, eb)
        out = f'<p class="kb-wdiff">{short}</p>'
        if str(short) != str(full):
            out += f'<details><summary>Whole text</summary><p class="kb-wdiff">{full}</p></details>'
        return out

    def refs(pairs):
        return ", ".join(f'<a class="ruleref" href="{url(x, ea)}" title="{h(x)} in {h(ea)}"><del>{h(x)}</del></a> → '
                         f'<a class="ruleref" href="{url(y, eb)}" title="{h(y)} in {h(eb)}"><ins>{h(y)}</ins></a>'
                         for x, y in pairs)

    entries: list[tuple] = []  # (section, sort key, kind, html)
    for r in data["changed"]:
        entries.append((r["section"], r["number"], "changed",
                        f'<h3>{num(r["number"], eb)} <span class="kb-kind">changed</span></h3>{words(r["old"], r["new"])}'))
    for r in data["moved"]:
        entries.append((r["section"], r["to"], "moved",
                        f'<h3>{num(r["from"], ea)} → {num(r["to"], eb)} <span class="kb-kind">moved and changed'
                        f'</span></h3>{words(r["old"], r["new"])}'))
    for r in data["added"]:
        like = (f' <span class="kb-muted">worded like {num(r["like"], ea)} of {h(ea)}</span>' if r.get("like") else "")
        entries.append((r["section"], r["number"], "added",
                        f'<h3>{num(r["number"], eb)} <span class="kb-kind">added</span>{like}</h3>'
                        f'{text_block(r["text"], eb)}'))
    for r in data["removed"]:
        like = (f' <span class="kb-muted">worded like {num(r["like"], eb)} of {h(eb)}</span>' if r.get("like") else "")
        entries.append((r["section"], r["number"], "removed",
                        f'<h3><del>{num(r["number"], ea)}</del> <span class="kb-kind">removed</span>{like}</h3>'
                        f'{text_block(r["text"], ea)}'))
    for kind, what in (("split", "split off from"), ("merged", "merged into")):
        for r in data[kind]:
            key = r["to"] if kind == "split" else r["from"]
            head = (f'{num(r["to"], eb)} <span class="kb-kind">{what}</span> {num(r["from"], ea)}' if kind == "split"
                    else f'{num(r["from"], ea)} <span class="kb-kind">{what}</span> {num(r["to"], eb)}')
            body = text_block(r["new"], eb) if kind == "split" else text_block(r["old"], ea)
            entries.append((r["section"], key, kind, f"<h3>{head}</h3>{body}"))
    for r in data["references"]:
        entries.append((r["section"], r["number"], "references",
                        f'<p class="kb-refs">{num(r["number"], eb)} <span class="kb-kind">references renumbered'
                        f'</span> {refs(r["references"])}</p>'))
    sections: dict[str, dict] = {}
    for sec, key, kind, html in sorted(entries, key=lambda e: (_number_key(e[0]), _number_key(e[1]))):
        s = sections.setdefault(sec, {"number": sec, "title": titles.get(sec, ""), "items": [], "kinds": {}})
        s["items"].append(f'<article class="kb-change kind-{kind}" id="c-{h(key)}">{html}</article>')
        s["kinds"][kind] = s["kinds"].get(kind, 0) + 1
    total = len(entries)
    sec_list = []
    for s in sections.values():
        s["html"] = Markup("".join(s["items"]))
        s["count"] = len(s["items"])
        s["summary"] = ", ".join(f"{n} {_KIND_WORDS[k]}" for k, n in sorted(s["kinds"].items(),
                                                                          key=lambda x: _KIND_ORDER.index(x[0])))
        sec_list.append(s)
    renumbered = sorted(data["renumbered"], key=lambda r: _number_key(r["to"]))
    renumbered_html = Markup(" · ".join(
        f'<span class="kb-ren">{num(r["from"], ea)} → {num(r["to"], eb)}'
        + (f' <span class="kb-muted">(references {refs(r["references"])})</span>' if r.get("references") else "")
        + "</span>" for r in renumbered))
    return {
        "from": ea, "to": eb, "a": a, "b": b, "section": section, "counts": data["counts"],
        "consecutive": data["consecutive"], "previous": data["previous"], "next": data["next"],
        "sections": sec_list, "open_sections": total <= 60, "renumbered_html": renumbered_html,
        "renumbered_count": len(renumbered), "data": data,
    }


_KIND_ORDER = ["changed", "references", "moved", "added", "removed", "split", "merged"]
_KIND_WORDS = {"changed": "changed", "references": "references renumbered", "moved": "moved and changed",
               "added": "added", "removed": "removed", "split": "split", "merged": "merged"}


def diff_url(datasette, a: str, b: str, section: str | None = None) -> str:
    path = datasette.urls.path(f"/diff/{urllib.parse.quote(a)}..{urllib.parse.quote(b)}")
    return path + ("?" + urllib.parse.urlencode({"section": section}) if section else "")


async def diff_page(request, datasette):
    """``/diff/A..B`` (``?section=613``): what changed from edition A to edition B; ``.json`` too."""
    from datasette.utils.asgi import Response


    a, b = request.url_vars["a"], request.url_vars["b"]
    as_json = b.endswith(".json")
    if as_json:
        b = b[: -len(".json")]
    section = (request.args.get("section") or "").strip() or None
    problem = None
    for value in (a, b):
        if not _EDITION_ARG.fullmatch(value) or (value[:1].isdigit() and edition_date(value) is None):
            problem = f"{value!r} is not an edition: write a date YYYY-MM-DD or 'current' (/diff/2026-02-27..current)"
    if section and not _SECTION_ARG.fullmatch(section):
        problem = f"section {section!r} is not a rule number (7, 613, 613.4)"
    if problem:
        if as_json:
            return Response.json({"ok": False, "error": problem}, status=400)
        return await _error_page(datasette, request, 400, problem)
    db, error = await _kb_db_or_error(datasette, request)
    if error:
        return error
    try:
        page = await db.execute_fn(lambda conn: diff_page_data(datasette, conn, a, b, section, db.path or db.name))
    except LookupError as exc:
        message = str(exc).strip("'\"").replace("--edition", "an edition")
        if as_json:
            return Response.json({"ok": False, "error": message}, status=400)
        return await _error_page(datasette, request, 400, message)
    if "redirect" in page:
        x, y = page["redirect"]
        return Response.redirect(diff_url(datasette, x, y, section) + ("" if not as_json else ""))
    if as_json:
        return Response.json({"ok": True, **page["data"]})
    editions = await db.execute_fn(lambda conn: [r[0] for r in conn.execute("SELECT id FROM editions ORDER BY id DESC")])
    html = await datasette.render_template("diff.html", {
        "d": page, "editions": editions, "kb_database": db.name,
        "diff_url": lambda x, y, s=None: diff_url(datasette, x, y, s),
        "json_url": diff_url(datasette, page["from"], page["to"] + ".json", section),
    }, request=request, view_name="kb-diff")
    return Response.html(html)


async def diff_form(request, datasette):
    """``/diff?a=…&b=…&section=…`` (the page's own form): redirect to ``/diff/A..B``; without
    editions, the latest change."""
    from datasette.utils.asgi import Response


    a = (request.args.get("a") or "").strip()
    b = (request.args.get("b") or "").strip() or "current"
    section = (request.args.get("section") or "").strip() or None
    if not a:
        db, error = await _kb_db_or_error(datasette, request)
        if error:
            return error
        eds = await db.execute_fn(lambda conn: [r[0] for r in conn.execute(
            "SELECT id FROM editions ORDER BY id DESC LIMIT 2")])
        if len(eds) < 2:
            return await _error_page(datasette, request, 404, "the knowledge base holds fewer than two editions: "
                                     "nothing to compare")
        a, b = eds[1], eds[0]
    return Response.redirect(diff_url(datasette, a, b, section))


# --- history rows on the rule page ----------------------------------------------------------------

def annotate_events(conn, events: list[dict]) -> list[dict]:
    """Each lineage event with the texts on both sides and, when only cross-references were
    renumbered, which ones."""
    from .history import _number_map, _text, renumbered_references

    for e in events:
        old = _text(conn, e["from_edition"], e["from_number"]) if e.get("from_number") else None
        new = _text(conn, e["to_edition"], e["to_number"]) if e.get("to_number") else None
        e["old_text"], e["new_text"] = old, new
        e["references"] = (renumbered_references(old, new, _number_map(conn, e["from_edition"], e["to_edition"], old))
                           if old and new else None)
    return events


def history_rows_html(datasette, events: list[dict], url, show_scores: bool = False) -> Markup:
    """The history table's rows: when, what, from, to, where the words changed (the first
    change, tap for the whole word diff) and, when asked, the match score."""
    h = escape
    rows = []
    for e in events:
        old = (f'<a href="{url(e["from_number"], e["from_edition"])}">{h(e["from_number"])}</a> '
               f'<span class="kb-muted">{h(e["from_edition"])}</span>') if e["from_number"] else ""
        new = f'<a href="{url(e["to_number"], e["to_edition"])}">{h(e["to_number"])}</a>' if e["to_number"] else ""
        old_text, new_text = e.get("old_text"), e.get("new_text")
        if e.get("references"):
            where = "references renumbered: " + ", ".join(f"{h(x)} → {h(y)}" for x, y in e["references"])
        elif old_text and new_text and old_text != new_text:
            first, n = inline_diff(datasette, old_text, new_text, e["from_edition"], e["to_edition"],
                                   context=4, first_only=True, loose=True, cap=12)
            if not n:
                first = Markup('<span class="kb-muted">quotes and dashes only</span>')
            full, _ = inline_diff(datasette, old_text, new_text, e["from_edition"], e["to_edition"])
            more = f' <span class="kb-muted">(+{n - 1} more)</span>' if n > 1 else ""
            where = (f'<details class="kb-where"><summary>{first}{more}</summary>'
                     f'<p class="kb-wdiff">{full}</p></details>')
        else:
            where = ""
        score = ""
        if show_scores:
            score = f'<td>{e["score"]:.2f}</td>' if e.get("score") is not None else "<td></td>"
        rows.append(f'<tr><td>{h(e["to_edition"] or "")}</td><td>{h(e["kind"])}</td><td>{old}</td><td>{new}</td>'
                    f'{score}</tr>')
        if where:  # a row of its own, as wide as the table: the table stays narrow on a phone
            rows.append(f'<tr class="kb-where-row"><td colspan="{5 if show_scores else 4}">{where}</td></tr>')
    return Markup("".join(rows))
