"""The policy documents in the browser: ``/mtr``, ``/mtr/3.8``, ``/ipg/2.1``, ``/ipg/2.1/philosophy``,
``/jar``, ``/jar/serious-problems``, ``/penalties`` and the previews ``/preview/policy/ipg/2.1``.

Pages in the rule pages' style (``_kb_style.html``); every reference in the text is a link with a
preview, CR rules to the rule page of the CR edition the reference was resolved in, policy
sections to their page.  ``?edition=DATE`` reads the edition in force on that date.  Registered by
:mod:`kb.datasette_plugin`; the data comes from :mod:`kb.policy`.
"""
from __future__ import annotations

import urllib.parse

from datasette.utils.asgi import Response
from markupsafe import Markup, escape

from .web_common import _error_page, _kb_db_or_error, rule_url


def policy_url(datasette, doc: str, number: str | None, effective: str | None = None) -> str:
    from .policy import node_url_path

    path = datasette.urls.path(urllib.parse.quote(node_url_path(doc, number), safe="/.-"))
    return path + (f"?edition={urllib.parse.quote(effective)}" if effective else "")


def _ref_href(datasette, ref: dict) -> str | None:
    if not ref["resolved_id"]:
        return None
    if ref["resolved_doc"] == "cr":
        return rule_url(datasette, ref["resolved_number"], ref["resolved_edition"])
    return policy_url(datasette, ref["resolved_doc"], ref["resolved_number"], ref["resolved_edition"])


def text_html(datasette, text: str, refs: list[dict]) -> Markup:
    """A node's text as paragraphs, every character escaped, its references (stored offsets) as links."""
    out, pos = [], 0
    for r in sorted(refs, key=lambda r: r["start"]):
        if r["start"] < pos:
            continue  # one link per span ("sections 2-4" cites three)
        href = _ref_href(datasette, r)
        out.append(str(escape(text[pos:r["start"]])))
        piece = escape(text[r["start"]:r["end"]])
        if href:
            out.append(f'<a class="ruleref" href="{escape(href)}">{piece}</a>')
        else:
            out.append(f'<span class="kb-unresolved" title="{escape(r["note"] or "unresolved")}">{piece}</span>')
        pos = r["end"]
    out.append(str(escape(text[pos:])))
    paras = "".join(out).split("\n\n")
    return Markup("".join(f"<p>{p}</p>" for p in paras if p.strip()))


async def policy_page(request, datasette):
    """``/DOC`` or ``/DOC/NUMBER``: a section of the MTR, IPG or JAR with its parts and references."""
    from .policy import get_node, label

    doc = request.url_vars["doc"]
    number = urllib.parse.unquote(request.url_vars.get("number") or "")
    as_json = number.endswith(".json")
    if as_json:
        number = number[:-5]
    number = number.strip("/")
    if len(number) > 80:
        return await _error_page(datasette, request, 400, "that is too long to be a section number")
    db, error = await _kb_db_or_error(datasette, request)
    if error:
        return error
    edition = request.args.get("edition") or None
    try:
        data = await db.execute_fn(lambda conn: get_node(conn, doc, number or None, edition))
    except LookupError as exc:
        message = str(exc).strip("'\"").replace("--edition", "?edition=")
        if as_json:
            return Response.json({"ok": False, "error": message}, status=404)
        return await _error_page(datasette, request, 404, message)
    if as_json:
        return Response.json({"ok": True, **data}, default=str)
    refs_by_node: dict[str, list[dict]] = {}
    for r in data["cites"]:
        refs_by_node.setdefault(r["source_id"], []).append(r)
    held = []
    for n in data["held"]:
        held.append({**n, "label": label(doc, n["number"]), "url": policy_url(datasette, doc, n["number"]),
                     "html": text_html(datasette, n["text"] or "", refs_by_node.get(n["id"], []))})
    cites = []
    for r in data["cites"]:
        target = (f"CR {r['resolved_number']}" if r["resolved_doc"] == "cr" else label(r["resolved_doc"], r["resolved_number"])) \
            if r["resolved_id"] else None
        cites.append({**r, "href": _ref_href(datasette, r), "target_label": target,
                      "from": label(doc, r["source_number"].split(" ", 1)[1])})
    cited_by = [{**c, "label": label(c["source_doc"], c["source_node"]),
                 "href": policy_url(datasette, c["source_doc"], c["source_node"], c["source_edition"])}
                for c in data["cited_by"]]
    contents = [{**c, "label": label(doc, c["number"]), "url": policy_url(datasette, doc, c["number"], edition)}
                for c in data["contents"] if c["kind"] != "intro"]
    context = {
        "kb": data, "held": held, "cites": cites, "cited_by": cited_by, "contents": contents,
        "kb_crumbs": [{"label": label(doc, c["number"]), "title": c["title"], "url": policy_url(datasette, doc, c["number"], edition)}
                   for c in data["crumbs"]],
        "doc_url": policy_url(datasette, doc, None, edition),
        "prev_url": policy_url(datasette, doc, data["previous"], edition) if data["previous"] else None,
        "next_url": policy_url(datasette, doc, data["next"], edition) if data["next"] else None,
        "prev_label": label(doc, data["previous"]) if data["previous"] else None,
        "next_label": label(doc, data["next"]) if data["next"] else None,
        "json_url": policy_url(datasette, doc, (data["number"] if data["number"] != "intro" else "intro") + ".json", edition),
        "penalties_url": datasette.urls.path("/penalties"),
    }
    html = await datasette.render_template("policy.html", context, request=request, view_name="policy")
    return Response.html(html)


async def penalties_page(request, datasette):
    """``/penalties``: infraction → penalty at Competitive REL, with the IPG section."""
    from .policy import penalties

    db, error = await _kb_db_or_error(datasette, request)
    if error:
        return error
    try:
        data = await db.execute_fn(lambda conn: penalties(conn, request.args.get("edition") or None))
    except LookupError as exc:
        return await _error_page(datasette, request, 404, str(exc).strip("'\"").replace("--edition", "?edition="))
    rows = [{**r, "url": policy_url(datasette, "ipg", r["section"])} for r in data["infractions"]]
    html = await datasette.render_template("penalties.html", {"kb": data, "rows": rows,
                                                              "ipg_url": policy_url(datasette, "ipg", None)},
                                           request=request, view_name="penalties")
    return Response.html(html)


async def preview(request, datasette):
    """``/preview/policy/ipg/2.1``: a node's title and text as JSON, for the link previews."""
    from .policy import get_node, label

    doc = request.url_vars["doc"]
    number = urllib.parse.unquote(request.url_vars.get("number") or "").strip("/")
    db, error = await _kb_db_or_error(datasette, request)
    if error:
        return Response.json({"ok": False, "error": "no rules knowledge base is being served"}, status=404)
    try:
        data = await db.execute_fn(lambda conn: get_node(conn, doc, number or None, request.args.get("edition") or None))
    except LookupError as exc:
        return Response.json({"ok": False, "error": str(exc).strip("'\"")}, status=404)
    text = " ".join((n["text"] or "") for n in data["held"] if n["text"])[:1200]
    node = data["node"]
    return Response.json({"ok": True, "number": label(doc, data["number"]), "title": node["title"],
                          "edition": data["edition"], "text": text or node["title"],
                          "url": policy_url(datasette, doc, data["number"], data["edition"])},
                         headers={"Cache-Control": "max-age=300"})


ROUTES = [
    (r"^/preview/policy/(?P<doc>mtr|ipg|jar)(?:/(?P<number>.+))?$", preview),
    (r"^/penalties/?$", penalties_page),
    (r"^/(?P<doc>mtr|ipg|jar)/?$", policy_page),
    (r"^/(?P<doc>mtr|ipg|jar)/(?P<number>.+)$", policy_page),
]
