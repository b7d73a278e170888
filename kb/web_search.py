"""Judges' search in the browser (issue 12): ``/search``, ``/define``, rule previews, "open a rule".

* ``/search?q=…&edition=…``: :func:`kb.search.search` laid out for judges: section titles,
  a tournament question's policy hits in a side list beside the rules' (``policy_hits``),
  identical texts collapsed, example hits linked to the example, card hits to the card's page,
  the glossary entry of the terms named, the rulings of the cards a question names.  No bm25
  figures (``/search.json`` has them).
* ``/define?q=…``: :func:`kb.query.define` (abbreviations, did you mean, search fallback).
* ``/preview/rule/613.4c?edition=…`` and ``/preview/layer/7c``: a rule's text as JSON, for the
  hover/tap previews of rule references.
* ``/rule?number=…``: "open a rule" understands ``CR 613.4c (2026-04-17)``, ``layer 6`` and
  keyword names (``trample`` → 702.19) besides plain numbers.

Registered by :mod:`kb.datasette_plugin`; the page code lives here.
"""
from __future__ import annotations

import json
import urllib.parse

from datasette.utils.asgi import Response
from markupsafe import Markup, escape

from .web_common import _error_page, _kb_db_or_error, card_url, linkify, rule_url
from .db import resolve_edition

MAX_QUERY = 2000


def example_url(datasette, number: str, idx: int, edition: str | None) -> str:
    """A worked example's place on its rule's page (``/rule/707.10#ex-2``)."""
    return rule_url(datasette, number, edition) + f"#ex-{int(idx)}"


def _editions(conn, edition_arg: str):
    ids = [r[0] for r in conn.execute("SELECT id FROM editions ORDER BY id DESC")]
    try:
        return ids, resolve_edition(conn, edition_arg or None), None
    except LookupError as exc:
        return ids, None, str(exc).strip("'\"").replace("--edition", "edition")


def decorate_hits(datasette, hits: list[dict], edition: str) -> list[dict]:
    """Each hit with its link, its title line and its snippet as safe HTML."""
    out = []
    for h in hits:
        h = dict(h)
        if h["kind"] == "card":
            h["url"] = card_url(datasette, h["name"])
            h["label"] = h["name"]
        elif h["kind"] == "policy":  # the MTR, IPG, JAR (kb.policy_search)
            from .web_policy import policy_url

            h["url"] = policy_url(datasette, h["doc"], h["number"], h["edition"])
            h["label"] = h["label"]
            h["snippet_html"] = Markup(str(escape(h.get("snippet") or "")).replace("[[", "<mark>").replace("]]", "</mark>"))
            out.append(h)
            continue
        elif h["kind"] == "example":
            h["url"] = example_url(datasette, h["number"], h["example"], edition)
            h["label"] = h["number"]
        else:
            h["url"] = rule_url(datasette, h["number"], edition) if h.get("number") else None
            h["label"] = h["number"]
        h["snippet_html"] = linkify(datasette, h.get("snippet") or "", edition, highlight=True)
        h["also_links"] = [(n, rule_url(datasette, n, edition)) for n in h.get("also") or []]
        out.append(h)
    return out


async def search_page(request, datasette):
    """``/search``: the judges' search page (HTML), or ``/search.json`` (everything, with bm25);
    ``doc`` narrows it to one document (:func:`kb.policy_search.search_documents`)."""
    from .policy_search import search_documents
    from .search import SearchError, table_words

    db, error = await _kb_db_or_error(datasette, request)
    if error:
        return error
    as_json = request.url_vars.get("format") == "json"
    q = (request.args.get("q") or "").strip()
    edition_arg = (request.args.get("edition") or "").strip()
    doc = (request.args.get("doc") or "").strip().lower() or None  # cr, policy, mtr, ipg, jar
    ids, ed, problem = await db.execute_fn(lambda conn: _editions(conn, edition_arg))
    if len(q) > MAX_QUERY:
        problem = f"the search is too long ({len(q)} characters; at most {MAX_QUERY})"
    data = None
    if q and ed and not problem:
        try:
            data = await db.execute_fn(lambda conn: search_documents(conn, q, edition_arg or None, 25, doc))
        except SearchError as exc:
            problem = str(exc).strip("'\"")
    if as_json:
        if problem:
            return Response.json({"ok": False, "error": problem}, status=400)
        return Response.json({"ok": True, **(data or {"query": q, "hits": []})})
    table_q = await db.execute_fn(lambda conn: table_words(conn, data)) if data and data.get("words") else q
    context = {
        "q": q, "edition": ed, "edition_arg": edition_arg, "editions": ids, "problem": problem, "doc": doc or "",
        "data": data, "results": decorate_hits(datasette, data["hits"], ed) if data else [],
        "policy_results": decorate_hits(datasette, data.get("policy_hits") or [], ed) if data else [],
        "policy_url": datasette.urls.path("/search") + "?" + urllib.parse.urlencode(
            {"q": q, "doc": "policy", **({"edition": edition_arg} if edition_arg else {})}),
        "cards": [{**c, "url": card_url(datasette, c["name"]),
                   "rulings": [{**r, "html": linkify(datasette, r["text"], ed),
                                "links": [(n, rule_url(datasette, n, ed)) for n in r.get("links") or []]}
                               for r in c["rulings"]]} for c in (data or {}).get("cards", [])],
        "glossary": [{**g, "html": linkify(datasette, g["definition"], ed)} for g in (data or {}).get("glossary", [])],
        "kb_database": db.name,
        "json_url": datasette.urls.path("/search.json") + "?" + urllib.parse.urlencode(
            {"q": q, "edition": edition_arg, **({"doc": doc} if doc else {})}),
        # the words searched, slang in the CR's words ("etb" → enters battlefield, "fizzle" → resolve
        # illegal target), words that match something together (kb.search.table_words)
        "query_url": datasette.urls.query(db.name, "search") + "?" + urllib.parse.urlencode(
            {"q": table_q, "edition": edition_arg}) if table_q else None,
        "define_url": datasette.urls.path("/define"),
        # a search that reads as a question about a board (the search's own "question" mode, or cards named):
        # the rules engine can answer it (kb.web_ask)
        "ask_url": datasette.urls.path("/ask") + "?" + urllib.parse.urlencode(
            {"q": q, **({"edition": edition_arg} if edition_arg else {})})
        if data and (data.get("mode") == "question" or data.get("cards")) else None,
    }
    html = await datasette.render_template("search.html", context, request=request, view_name="search")
    return Response.html(html, status=400 if problem else 200)


async def define_page(request, datasette):
    """``/define?q=…``: a glossary look-up as ``kb define`` does it."""
    from .query import NotFound, define

    db, error = await _kb_db_or_error(datasette, request)
    if error:
        return error
    q = (request.args.get("q") or "").strip()
    edition_arg = (request.args.get("edition") or "").strip()
    doc = (request.args.get("doc") or "").strip().lower() or None  # cr, policy, mtr, ipg, jar
    ids, ed, problem = await db.execute_fn(lambda conn: _editions(conn, edition_arg))
    if len(q) > 200:
        problem = f"the term is too long ({len(q)} characters; at most 200)"
    data = None
    if q and ed and not problem:
        try:
            data = await db.execute_fn(lambda conn: define(conn, q, ed))
        except NotFound as exc:
            problem = str(exc).strip("'\"")
    entries = []
    if data:
        for e in data["entries"]:
            entries.append({**e, "html": linkify(datasette, e["definition"], ed)})
    keyword = None
    if data and data["keyword"]:
        k = data["keyword"]
        keyword = {**k, "url": rule_url(datasette, k["number"], ed),
                   "defining_html": linkify(datasette, (k["defining"] or {}).get("text") or "", ed),
                   "defining_url": rule_url(datasette, k["defining"]["number"], ed) if k["defining"] else None}
    context = {"q": q, "edition": ed, "edition_arg": edition_arg, "editions": ids, "problem": problem,
               "data": data, "entries": entries, "keyword": keyword,
               "results": decorate_hits(datasette, data["search"], ed) if data else [],
               "search_url": datasette.urls.path("/search") + "?" + urllib.parse.urlencode({"q": q})}
    html = await datasette.render_template("define.html", context, request=request, view_name="define")
    return Response.html(html, status=400 if problem and not ed else 200 if data or not q else 404)


async def preview(request, datasette):
    """``/preview/rule/613.4c`` or ``/preview/layer/7c`` (``?edition=``): the rule's text as JSON."""
    from .query import NotFound, parse_number
    from .search import open_target, rule_titles, title_of

    db, error = await _kb_db_or_error(datasette, request)
    if error:
        return Response.json({"ok": False, "error": "no rules knowledge base is being served"}, status=404)
    kind, target = request.url_vars["kind"], request.url_vars["target"]
    edition_arg = request.args.get("edition") or None

    def find(conn):
        ed = resolve_edition(conn, edition_arg)
        if kind == "layer":
            got = open_target(conn, f"layer {target}", ed)
            if not got:
                raise NotFound(f"no rule defines layer {target} in the {ed} edition")
            number = got[0]
        else:
            number = parse_number(target)[0]
        row = conn.execute("SELECT number, kind, text FROM rules WHERE edition = ? AND number = ?",
                           [ed, number]).fetchone()
        if row is None:
            raise NotFound(f"{number} does not exist in the {ed} edition")
        text = row[2]
        if row[1] in ("section", "chapter") or (len(text) < 60 and row[1] == "rule"):
            first = conn.execute("SELECT number, text FROM rules WHERE edition = ? AND parent = ? "
                                 "ORDER BY position LIMIT 1", [ed, number]).fetchone()
            if first:
                text = f"{text} — {first[0]} {first[1]}"
        return {"ok": True, "number": number, "edition": ed, "title": title_of(number, rule_titles(conn, ed)),
                "text": text[:1200] + ("…" if len(text) > 1200 else ""),
                "url": rule_url(datasette, number, ed)}

    try:
        data = await db.execute_fn(find)
    except LookupError as exc:
        return Response.json({"ok": False, "error": str(exc).strip("'\"")}, status=404)
    return Response.json(data, headers={"Cache-Control": "max-age=300"})


async def rule_form(request, datasette):
    """``/rule?number=…``: a number, ``CR 613.4c (2026-04-17)``, ``layer 6`` or a keyword name."""
    from .search import open_target

    text = " ".join((request.args.get("number") or "").split())
    if not text:
        return Response.redirect(datasette.urls.path("/"))
    if len(text) > 200:
        return await _error_page(datasette, request, 400, "that is too long to be a rule number or name")
    edition = request.args.get("edition") or None
    db, error = await _kb_db_or_error(datasette, request)
    if error:
        return error
    try:
        target = await db.execute_fn(lambda conn: open_target(conn, text, edition))
    except LookupError as exc:
        return await _error_page(datasette, request, 400, str(exc).strip("'\"").replace("--edition", "edition"))
    if target is None:  # not a number or a name: search for it
        return Response.redirect(datasette.urls.path("/search") + "?" + urllib.parse.urlencode(
            {"q": text, **({"edition": edition} if edition else {})}))
    number, ed = target
    return Response.redirect(rule_url(datasette, number, ed))


def glossary_marks_json(entries: list[dict]) -> Markup:
    """The glossary terms a page marks (game terms only), as JSON safe inside <script>."""
    from .vocab import NOT_GAME_TERMS, WORD

    out = {}
    for e in entries:
        words = [w.lower() for w in WORD.findall(e["term"])]
        if len(words) == 1 and words[0] in NOT_GAME_TERMS:
            continue
        if len("".join(words)) < 3:
            continue
        out[e["term"]] = e["definition"][:600]
    text = json.dumps(out, ensure_ascii=False)
    return Markup(text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026"))


_SCRIPT: list[str] = []


def preview_script() -> str:
    """The previews' script (``_kb_preview.html``) for Datasette's own pages: tables and
    queries link rule numbers too, and their links preview the same way."""
    if not _SCRIPT:
        from pathlib import Path

        text = (Path(__file__).parent / "templates" / "_kb_preview.html").read_text(encoding="utf-8")
        _SCRIPT.append(text[text.index("<script>") + len("<script>"):text.rindex("</script>")])
    return _SCRIPT[0]


ROUTES = [
    (r"^/search(?:\.(?P<format>json))?$", search_page),
    (r"^/define$", define_page),
    (r"^/preview/(?P<kind>rule|layer)/(?P<target>[^/]+)$", preview),
    (r"^/rule/?$", rule_form),
]


def escape_attr(text: str) -> str:
    return str(escape(text))
