"""The ``/ask`` page: a question to the rules engine from the browser (issue 11).

* ``/ask?q=…&edition=…`` — the same language as ``kb ask`` (:mod:`kb.engine.ask`): the steps as
  read, the answers, the trace with every cited rule a link to its page in the edition used. The
  URL holds the question, so it can be sent to another judge.
* ``/ask.json?q=…&edition=…`` — the same as data.
* ``/ask/cards.json?q=…`` — card names for completion: the last words of ``q`` that start some card
  names, and ``q`` completed with each (a ``<datalist>`` shows them).

Registered by :func:`kb.datasette_plugin.register_routes`. Questions run in a process of their
own (issue 26: ``python -m kb.web_ask DB``, started on the first question), never on the threads
that answer rule pages and searches: the engine's budget (:mod:`kb.engine.budget`) ends a question
that asks too much, the process's deadline kills one that still runs past it, and a full queue
answers "busy" at once.
"""
from __future__ import annotations

import asyncio
import json
import os
import queue
import re
import sys
import threading
import urllib.parse

from datasette.utils.asgi import Response
from markupsafe import Markup, escape

from .db import EDITION_FORM, edition_date
from .web_common import _kb_db_or_error, card_url, linkify, rule_url

__all__ = ["ask_routes", "ask_page", "ask_json", "cards_json", "complete"]

_MAX_Q = 10_000   # the engine refuses more than its own limit with a message; this bounds the URL we echo


def ask_routes() -> list:
    return [
        (r"^/ask$", ask_page),
        (r"^/ask\.json$", ask_json),
        (r"^/ask/cards\.json$", cards_json),
    ]


def _answer(conn, q: str, edition: str) -> dict:
    """Run a question on the KB connection: everything the page shows, and under ``json`` the answer as
    ``kb ask --json`` gives it (:func:`kb.engine.ask.answer.answer`): the verdict first (``verdict``), the
    ``rules_deciding``, the ``rules_other`` (boilerplate last), the named cards' closest ``rulings``."""
    from .engine.ask import AskError, Lexicon
    from .engine.ask.answer import answer, rewrite

    editions = [r[0] for r in conn.execute("SELECT id FROM editions ORDER BY id DESC")]
    out: dict = {"q": q, "edition_arg": edition, "editions": editions, "error": None}
    if not q.strip():
        return out
    lex = Lexicon(conn)
    try:
        got = answer(q, conn, edition or "current", lex=lex)
    except AskError as exc:  # an edition the KB does not hold, a question over the engine's limits
        out["error"] = _error(q, exc.message, exc.start, exc.end, exc.step)
        out["json"] = {"ok": False, "error": exc.message, "question": q, "start": exc.start, "end": exc.end,
                       "words": exc.words(), "step": exc.step}
        return out
    data, compiled, res = got.data, got.compiled, got.result
    out["json"] = data
    out["read_as"] = list(data.get("read_as") or [])
    if not data.get("ok"):
        out["error"] = _error(q, data.get("error") or "", data.get("start") or 0, data.get("end") or 0,
                              data.get("step"))
        out["error"]["not_board"] = bool(data.get("not_board"))
        out["rewrite"] = None if data.get("not_board") else rewrite(q, lex, edition or "current")
        return out
    out.update({"verdict": data.get("verdict"), "rules_deciding": list(data.get("rules_deciding") or []),
                "rules_other": list(data.get("rules_other") or []), "rulings": list(data.get("rulings") or []),
                "notes": list(dict.fromkeys(data.get("notes") or []))})
    if res is None:  # a "Can …?" whose action the engine refused: the verdict says No with the rule
        out.update({"edition": data.get("edition") or (edition or editions[0] if editions else ""), "profile": "",
                    "answers": [], "steps": [], "rules_cited": out["rules_deciding"]})
        return out
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
    out.update({
        "edition": res.edition, "profile": res.citations.title(), "answers": answers,
        "steps": [{"index": st["index"], "summary": st["action"], "trace": st["trace"]} for st in data["steps"]],
        "rules_cited": data["rules_cited"],
    })
    return out


def _error(q: str, message: str, start: int, end: int, step) -> dict:
    from .engine.ask import AskError

    exc = AskError(message, q, start, end, step)
    return {"message": message, "start": exc.start, "end": exc.end, "step": step, "words": exc.words(),
            "pointer": exc.pointer()}


# --- questions in a process of their own ---------------------------------------------------------------
ASK_PROCESSES = 1        # engine processes per server process (each question runs alone in one)
ASK_WAITING = 8          # questions waiting beyond those running; more are told "busy" (503) at once
ASK_MEMORY = 1 << 30     # address space of an engine process (bytes)
ASK_GRACE = 5.0          # seconds past the engine's own time budget before its process is killed
ASK_START = 30.0         # … and for a new process to start (read the engine and the KB)


async def _ask(db, q: str, edition: str) -> dict:
    """The answer to a question, from an engine process; no question: the editions alone."""
    if not q.strip():
        return await db.execute_fn(lambda conn: _answer(conn, q, edition))
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    if not _ASKERS.submit(str(db.path), q, edition, loop, fut):
        return _failed(q, edition, f"the server is answering {ASK_WAITING} other questions: ask again in a moment",
                       503)
    try:
        return await fut
    except asyncio.CancelledError:   # the server is stopping (its engine processes are killed)
        return _failed(q, edition, "the server is stopping: ask again in a moment", 503)


def _failed(q: str, edition: str, message: str, status: int) -> dict:
    return {"q": q, "edition_arg": edition, "editions": [], "error": {
        "message": message, "status": status, "start": None, "end": None, "step": None, "words": None,
        "pointer": ""}}


class _Askers:
    """A bounded queue of questions, and the threads that hand each to an engine process
    (daemon threads: a server told to stop does not wait for them; their processes are killed)."""

    def __init__(self):
        self.queue: queue.Queue = queue.Queue(maxsize=ASK_WAITING)
        self.lock = threading.Lock()
        self.threads: list[threading.Thread] = []
        self.children: list = []

    def submit(self, db_path: str, q: str, edition: str, loop, fut) -> bool:
        with self.lock:
            if not self.threads:
                import atexit

                atexit.register(self.stop)
                for i in range(ASK_PROCESSES):
                    t = threading.Thread(target=self._run, name=f"kb-ask-{i}", daemon=True)
                    t.start()
                    self.threads.append(t)
        try:
            self.queue.put_nowait((db_path, q, edition, loop, fut))
        except queue.Full:
            return False
        return True

    def _run(self) -> None:
        child = None
        while True:
            db_path, q, edition, loop, fut = self.queue.get()
            if fut.done():        # the asker went away while it waited
                continue
            child, data = self._one(child, db_path, q, edition)
            try:
                loop.call_soon_threadsafe(_settle, fut, data)
            except RuntimeError:      # its event loop has ended: the server stopped
                return

    def _one(self, child, db_path: str, q: str, edition: str):
        from .child import Child, ChildGone, ChildLate
        from .engine.budget import LIMITS

        fresh = child is None or not child.alive() or child.args != (db_path,)
        if fresh:
            if child is not None:
                child.kill()
            try:
                child = Child("kb.web_ask", db_path)
            except OSError as e:
                return None, _failed(q, edition, f"the engine cannot be started here ({e})", 503)
            with self.lock:
                self.children = [c for c in self.children if c.alive()] + [child]
        seconds = LIMITS["seconds"] + ASK_GRACE + (ASK_START if fresh else 0)
        try:
            kind, body = child.call(json.dumps({"q": q, "edition": edition}).encode("utf-8"), seconds)
        except ChildLate:
            return None, _failed(q, edition, f"the engine did not finish this question in {seconds:g} s and "
                                 "was stopped: ask for less", 503)
        except ChildGone as e:
            child.kill()
            return None, _failed(q, edition, f"the engine's process {e}: ask again", 503)
        if kind != b"A":
            return child, _failed(q, edition, f"the engine failed on this question ({body.decode('utf-8', 'replace')})", 500)
        return child, json.loads(body)

    def stop(self) -> None:
        with self.lock:
            for c in self.children:
                c.kill()
            self.children = []


def _settle(fut, data) -> None:
    if not fut.done():
        fut.set_result(data)


_ASKERS = _Askers()


def stop_engines() -> None:
    """Kill this server process's engine processes (it is stopping)."""
    _ASKERS.stop()


def main(db_path: str) -> int:
    """An engine process: answer questions on the KB at ``db_path`` until stdin closes."""
    import resource

    from .child import serve
    from .db import connect

    try:
        os.nice(10)                        # the server's page threads come first
        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard == resource.RLIM_INFINITY or hard > ASK_MEMORY:
            resource.setrlimit(resource.RLIMIT_AS, (ASK_MEMORY, hard))
    except (OSError, ValueError):
        pass
    conn = connect(db_path)

    def handle(payload: bytes) -> tuple[bytes, bytes]:
        ask = json.loads(payload)
        try:
            data = _answer(conn, ask["q"], ask["edition"])
        except MemoryError:
            data = _failed(ask["q"], ask["edition"], "too much for one question: it needs more memory than the "
                           f"server gives a question ({ASK_MEMORY >> 20} MB)", 400)
        return b"A", json.dumps(data, default=str).encode("utf-8")

    return serve(handle)


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
    if edition and edition != "current" and edition_date(edition) is None:
        problem = f"edition is {EDITION_FORM}, not {edition[:40]!r}"
        edition = ""
    return q, edition, problem


async def ask_json(request, datasette):
    db, error = await _kb_db_or_error(datasette, request)
    if error:
        return error
    q, edition, problem = _params(request)
    if problem:
        return Response.json({"ok": False, "error": {"message": problem}}, status=400)
    data = await _ask(db, q, edition)
    err = data["error"]
    status = 200 if err is None else err.get("status", 400)
    if "json" in data:   # the answer as `kb ask --json` gives it
        return Response.json(data["json"], status=status, default=str)
    return Response.json({"ok": err is None, **({"error": err["message"]} if err else {}), "question": q,
                          "editions": data["editions"]}, status=status, default=str)


async def ask_page(request, datasette):
    """``/ask?q=…&edition=…``: the form, and the answer when there is a question."""
    db, error = await _kb_db_or_error(datasette, request)
    if error:
        return error
    q, edition, problem = _params(request)
    data = await _ask(db, "" if problem else q, edition)
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
    search_url = datasette.urls.path("/search") + "?" + urllib.parse.urlencode({"q": q}) if q and not problem else None
    steps_url = (datasette.urls.path("/ask") + "?" + urllib.parse.urlencode(
        {"q": data["rewrite"], **({"edition": edition} if edition else {})}) if data.get("rewrite") else None)
    context = {"kb": data, "html": html, "pointer": pointer, "share_url": share, "json_url": json_url,
               "search_url": search_url, "steps_url": steps_url,
               "cards_url": datasette.urls.path("/ask/cards.json"), "examples": _EXAMPLES, "step_examples": _STEP_EXAMPLES,
               "ask_url": lambda qq, e="": datasette.urls.path("/ask") + "?" + urllib.parse.urlencode(
                   {"q": qq, **({"edition": e} if e else {})})}
    page = await datasette.render_template("ask.html", context, request=request, view_name="ask")
    return Response.html(page, status=400 if problem else 200 if not err else err.get("status", 400))


# Questions as judges type them on the floor (issue 22), then the same boards in the step language.
_EXAMPLES = [
    ("My opponent controls Blood Moon. I play Arcane Sanctum. Does it enter tapped?", ""),
    ("Humility and Opalescence are on the battlefield, Opalescence came first. What is Humility?", ""),
    ("I Fork a Fling. Do I need to sacrifice another creature?", ""),
    ("Two Isamaru, one has 0 toughness. Blood Artist triggers how many times?", ""),
    ("Can Grizzly Bears block Serra Angel?", ""),
]
_STEP_EXAMPLES = [
    ("Humility, then Opalescence; show all", ""),
    ("Blood Moon; Urborg, Tomb of Yawgmoth; Forest; show lands", ""),
    ("Gray Ogre; +1/+1 counter on Gray Ogre; Giant Growth on Gray Ogre; Glorious Anthem; show Gray Ogre", "2007-02-01"),
    ("cast Fling sacrificing Grizzly Bears targeting opponent; Fork it; show opponent's life", ""),
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
    verdict = data.get("verdict")
    rulings = [{**r, "html": linkify(datasette, r.get("text") or "", edition),
                "card_url": card_url(datasette, r["card"]) if r.get("card") else None}
               for r in data.get("rulings") or []]
    return {"steps": steps, "answers": answers, "cited": cites(data["rules_cited"]),
            "verdict": linkify(datasette, verdict["text"], edition) if verdict else None,
            "deciding": cites(data.get("rules_deciding") or []), "other": cites(data.get("rules_other") or []),
            "rulings": rulings}


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


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.stderr.write("usage: python -m kb.web_ask KB_DB\n")
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
