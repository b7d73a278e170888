"""Cards in the browser (issue 12): ``/card/NAME`` and the home page's card box (``/card?q=``).

The name goes through the same match chain as ``kb card`` (exact, face, prefix, contains,
all words, close spellings) with common nicknames first.  The page shows each face's mana
cost, type line, Oracle text and P/T, the rulings by date with the rules they are linked to,
the CR's worked examples that name the card, and the rules of its layout.  Registered by
:mod:`kb.datasette_plugin`.
"""
from __future__ import annotations

import urllib.parse

from datasette.utils import tilde_encode
from datasette.utils.asgi import Response

from .web_common import _error_page, _kb_db_or_error, card_url, linkify, rule_url


async def card_form(request, datasette):
    """``/card?q=…``: the home page's card box."""
    q = " ".join((request.args.get("q") or "").split())
    if not q:
        return Response.redirect(datasette.urls.path("/"))
    return Response.redirect(card_url(datasette, q[:200]))


async def card_page(request, datasette):
    """``/card/NAME``: a card with its rulings, linked rules, CR examples and layout rules."""
    from .card_pages import card_page_data
    from .cards import colour_words

    name = " ".join(urllib.parse.unquote(request.url_vars["name"]).split())
    as_json = name.endswith(".json")
    if as_json:
        name = name[: -len(".json")]
    if not name or len(name) > 200:
        return await _error_page(datasette, request, 400, "give a card name of at most 200 characters")
    db, error = await _kb_db_or_error(datasette, request)
    if error:
        return error
    try:
        data = await db.execute_fn(lambda conn: card_page_data(conn, name))
    except LookupError as exc:
        message = str(exc).strip("'\"")
        if as_json:
            return Response.json({"ok": False, "error": message}, status=404)
        return await _error_page(datasette, request, 404, message)
    if as_json:
        return Response.json({"ok": True, **data}, default=str)
    if data["match"] in ("exact", "face") and request.url_vars["name"] != urllib.parse.quote(data["card"]["name"], safe=""):
        pass  # the address stays as typed; the page names the card
    ed = data["edition"]
    link_ed = data["links_edition"] or ed

    def link(text, edition=ed):
        return linkify(datasette, text or "", edition)

    faces = [{**f, "text_html": link(f["text"])} for f in data["faces"]]
    rulings = [{**r, "html": link(r["text"], link_ed),
                "links": [{**x, "url": rule_url(datasette, x["number"], link_ed)} for x in r["links"]]}
               for r in data["rulings"]]
    related = [{**r, "url": rule_url(datasette, r["number"], ed), "html": link(r["text"])} for r in data["related_rules"]]
    examples = [{**e, "url": rule_url(datasette, e["rule"], ed) + f"#ex-{e['index']}", "html": link(e["text"])}
                for e in data["examples"]]
    layout = [{**r, "url": rule_url(datasette, r["number"], ed), "html": link(r["text"])} for r in data["layout_rules"]]
    context = {
        "kb": data, "card": data["card"], "faces": faces, "colours": colour_words(data["card"]["colors"]), "rulings": rulings, "related": related,
        "examples": examples, "layout_rules": layout, "edition": ed, "kb_database": db.name,
        "others": [(n, card_url(datasette, n)) for n in data["other_matches"][:8]],
        "row_url": datasette.urls.row(db.name, "cards", tilde_encode(data["card"]["oracle_id"])),
        "json_url": card_url(datasette, data["card"]["name"]) + ".json",
        "search_url": datasette.urls.path("/search"),
    }
    html = await datasette.render_template("card.html", context, request=request, view_name="card")
    return Response.html(html)


ROUTES = [
    (r"^/card/?$", card_form),
    (r"^/card/(?P<name>.+)$", card_page),
]
