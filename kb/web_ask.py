"""The ``/ask`` page: a question to the rules engine from the browser (issue 11).

* ``/ask?q=…&edition=…`` — the same language as ``kb ask`` (:mod:`kb.engine.ask`): the steps as
  read, the answers, the trace with every cited rule a link to its page in the edition used. The
  URL holds the question, so it can be sent to another judge.
* ``/ask.json?q=…&edition=…`` — the same as data.
* ``/ask/cards.json?q=…`` — card names for completion: the last words of ``q`` that start some card
  names, and ``q`` completed with each (a ``<datalist>`` shows them).

Registered by :func:`kb.datasette_plugin.register_routes`. The engine is imported on the first
question, not when Datasette starts.
"""
from __future__ import annotations

import re
import urllib.parse

from datasette.utils.asgi import Response
from markupsafe import Markup, escape

from .web_common import _kb_db_or_error, linkify, rule_url

__all__ = ["ask_routes", "ask_page", "ask_json", "cards_json", "complete"]

_MAX_Q = 10_000   # the engine refuses more than its own limit with a message; this bounds the URL we echo


def ask_routes() -> list:
    return [
        (r"^/ask$", ask_page),
        (r"^/ask\.json$", ask_json),
        (r"^/ask/cards\.json$", cards_json),
    ]


def _answer(conn, q: str, edition: str) -> dict:
    """Run a question on the KB connection: everything the page and the JSON show."""
    from .engine.ask import AskError, Lexicon, run_question, step_text

    editions = [r[0] for r in conn.execute("SELECT id FROM editions ORDER BY id DESC")]
    out: dict = {"q": q, "edition_arg": edition, "editions": editions, "error": None}
    if not q.strip():
        return out
    try:
        compiled, res = run_question(q, conn, edition or "current", lex=Lexicon(conn))
    except AskError as exc:
        out["error"] = {"message": exc.message, "start": exc.start, "end": exc.end, "step": exc.step,
                        "words": exc.words(), "pointer": exc.pointer()}
        return out
    cit = res.citations
    answers = []
    for r in res.records:
        group: dict = {}
        for c in r.checks:
            a = {"object": c.obj, "field": c.field, "actual": _plain(c.actual), "expected": _plain(c.expected),
                 "status": c.status, "cannot_decide": list(c.undecided), "step": r.index}
            if c.shown and not c.undecided:
                group.setdefault(c.obj, []).append(a)
            else:
                answers.append({"object": c.obj, "kind": "check", "items": [a], "why": r.why})
        for obj, items in group.items():
            answers.append({"object": obj, "kind": "shown", "items": items, "why": r.why})
    steps = []
    for r in res.records:
        lines = [{"text": ln.text, "rules": nums, "indent": ln.indent, "kind": ln.kind} for ln, nums in r.trace.render(cit)]
        steps.append({"index": r.index, "summary": r.summary, "trace": lines})
    out.update({
        "edition": res.edition, "profile": res.profile.title, "rule_numbers_from_kb": cit.from_kb,
        "read_as": [step_text(s) for s in compiled.steps], "notes": list(compiled.notes) + list(res.notes), "answers": answers,
        "steps": steps, "rules_cited": res.cited(), "passed": res.passed,
        "failed": sum(1 for c in res.checks if not c.ok),
    })
    return out


def _plain(v):
    if isinstance(v, (set, frozenset, tuple)):
        return sorted(map(str, v))
    if isinstance(v, dict):
        return {str(k): _plain(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_plain(x) for x in v]
    return v


def _params(request) -> tuple[str, str, str | None]:
    q = request.args.get("q") or ""
    edition = (request.args.get("edition") or "").strip()
    problem = None
    if len(q) > _MAX_Q:
        problem = (f"the question is {len(q):,} characters; a question is at most 5,000 "
                   "(write a scenario file for more: kb ask FILE)")
        q = q[:200]
    if edition and edition != "current" and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", edition):
        problem = f"edition is a date YYYY-MM-DD or current, not {edition[:40]!r}"
        edition = ""
    return q, edition, problem


async def ask_json(request, datasette):
    db, error = await _kb_db_or_error(datasette, request)
    if error:
        return error
    q, edition, problem = _params(request)
    if problem:
        return Response.json({"ok": False, "error": {"message": problem}}, status=400)
    data = await db.execute_fn(lambda conn: _answer(conn, q, edition))
    ok = data["error"] is None
    return Response.json({"ok": ok, **data}, status=200 if ok else 400, default=str)


async def ask_page(request, datasette):
    """``/ask?q=…&edition=…``: the form, and the answer when there is a question."""
    db, error = await _kb_db_or_error(datasette, request)
    if error:
        return error
    q, edition, problem = _params(request)
    data = await db.execute_fn(lambda conn: _answer(conn, "" if problem else q, edition))
    if problem:
        data["error"] = {"message": problem, "pointer": ""}
    ed = data.get("edition")
    html = _html(datasette, data, ed) if data.get("steps") is not None else {}
    err = data.get("error")
    pointer = None
    if err and err.get("pointer"):
        line, _, carets = err["pointer"].partition("\n")
        a = len(carets) - len(carets.lstrip(" "))
        b = a + len(carets.strip())
        pointer = Markup(f"{escape(line[:a])}<mark>{escape(line[a:b]) or '&nbsp;'}</mark>{escape(line[b:])}")
    share = datasette.urls.path("/ask") + "?" + urllib.parse.urlencode(
        {"q": q, **({"edition": edition} if edition else {})}) if q and not problem else None
    json_url = datasette.urls.path("/ask.json") + "?" + urllib.parse.urlencode(
        {"q": q, **({"edition": edition} if edition else {})}) if q and not problem else None
    context = {"kb": data, "html": html, "pointer": pointer, "share_url": share, "json_url": json_url,
               "cards_url": datasette.urls.path("/ask/cards.json"), "examples": _EXAMPLES,
               "ask_url": lambda qq, e="": datasette.urls.path("/ask") + "?" + urllib.parse.urlencode(
                   {"q": qq, **({"edition": e} if e else {})})}
    page = await datasette.render_template("ask.html", context, request=request, view_name="ask")
    return Response.html(page, status=400 if problem else 200)


_EXAMPLES = [
    ("Humility, then Opalescence; show all", ""),
    ("Blood Moon; Urborg, Tomb of Yawgmoth; Forest; show lands", ""),
    ("Gray Ogre; +1/+1 counter on Gray Ogre; Giant Growth on Gray Ogre; Glorious Anthem; show Gray Ogre", "2007-02-01"),
    ("cast Fling sacrificing Grizzly Bears targeting opponent; Fork it; show opponent's life", ""),
    ("Grizzly Bears; Giant Growth on Grizzly Bears; in response, Lightning Bolt on Grizzly Bears; "
     "show Grizzly Bears and Giant Growth", ""),
]


def _html(datasette, data: dict, edition: str) -> dict:
    """Trace lines and citations as HTML: rule references in texts and every cited number linked to
    the rule's page in the edition the answer used."""

    def cites(nums):
        return Markup(", ").join(Markup(f'<a class="ruleref kb-cite-link" href="{escape(rule_url(datasette, n, edition))}">'
                                        f"{escape(n)}</a>") for n in nums)

    steps = []
    for st in data["steps"]:
        lines = []
        for ln in st["trace"]:
            lines.append({"html": linkify(datasette, ln["text"], edition), "cites": cites(ln["rules"]) if ln["rules"] else None,
                          "indent": min(int(ln["indent"]), 6)})
        steps.append({"index": st["index"], "summary": st["summary"], "lines": lines})
    answers = []
    for a in data["answers"]:
        items = []
        for it in a["items"]:
            if a.get("kind") == "shown" and it["field"] in _QUIET_WHEN_EMPTY and not it["actual"]:
                continue      # no supertypes, untapped, no counters: said by saying nothing
            items.append({**it, "value": _value(it["field"], it["actual"]),
                          "expected_text": _value(it["field"], it["expected"]),
                          "why_html": linkify(datasette, "; ".join(it["cannot_decide"]), edition) if it["cannot_decide"] else None})
        answers.append({**a, "items": items, "why_html": linkify(datasette, a["why"], edition) if a.get("why") else None})
    return {"steps": steps, "answers": answers, "cited": cites(data["rules_cited"])}


_QUIET_WHEN_EMPTY = frozenset(("supertypes", "all_creature_types", "tapped", "counters", "damage", "lost", "won"))


def _value(field: str, v) -> str:
    if field == "pt" and v is None:
        return "not a creature"
    if field == "all_creature_types" and v is True:
        return "every creature type"
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, list):
        return ", ".join(map(str, v)) if v else "none"
    if isinstance(v, dict):
        return ", ".join(f"{n} {k}" for k, n in v.items() if n) or "none"
    return "" if v is None else str(v)


# --- card names for completion ----------------------------------------------------------------------------------
def complete(conn, q: str, limit: int = 12) -> dict:
    """The longest run of last words of ``q`` (at most six) that starts some card names, and ``q``
    completed with each name."""
    from .engine.ask import Lexicon

    lex = Lexicon(conn)
    q = q[-300:]
    m = re.search(r"(?:^|[;\n])\s*([^;\n]*)$", q)
    tail = m.group(1) if m else q
    words = tail.split(" ")
    for k in range(min(6, len(words)), 0, -1):
        prefix = " ".join(words[-k:])
        if len(prefix.strip()) < 2 or prefix != prefix.lstrip():
            continue
        names = [n for n in lex.complete(prefix, limit * 2) if n.lower().startswith(prefix.lower())][:limit]
        if names:
            head = q[: len(q) - len(prefix)]
            return {"q": q, "prefix": prefix, "cards": names, "options": [head + n for n in names]}
    return {"q": q, "prefix": "", "cards": [], "options": []}


async def cards_json(request, datasette):
    db, error = await _kb_db_or_error(datasette, request)
    if error:
        return error
    q = (request.args.get("q") or "")[:2000]
    if not q.strip():
        return Response.json({"q": q, "prefix": "", "cards": [], "options": []})
    data = await db.execute_fn(lambda conn: complete(conn, q))
    return Response.json(data)
