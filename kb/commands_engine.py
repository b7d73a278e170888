"""The rules engine's commands: `kb scenario run`, `kb ask` (issue 5).

Module imports stay light: the engine is imported inside the commands.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

import typer
from rich.table import Table
from rich.text import Text

from .cli import DbOpt, JsonOpt, _db_path, _emit_json, _fail, app, console, err

scenario_app = typer.Typer(help="Run scenario files against the rules engine.", no_args_is_help=True,
                           add_completion=False, pretty_exceptions_enable=False)
app.add_typer(scenario_app, name="scenario")


def _maybe_db(db: Optional[Path]):
    """The KB when there is one (citations by edition, card look-ups, example texts); else None."""
    path = _db_path(db)
    if not path.exists():
        return None
    from .db import connect

    try:
        return connect(path)
    except FileNotFoundError:
        return None


@scenario_app.command("run")
def scenario_run(
    paths: list[Path] = typer.Argument(None, help="Scenario files or folders (default: ./scenarios)"),
    db: Optional[Path] = DbOpt,
    as_json: bool = JsonOpt,
):
    """Run scenarios: a pass/fail table; the exit status is 1 if any fails."""
    from .engine.scenario import ScenarioError, find_files, load, run

    files = find_files(paths or [Path("scenarios")])
    if not files:
        _fail("no scenario files found (give files or folders of .yaml files)")
    conn = _maybe_db(db)
    rows = []
    for f in files:
        try:
            res = run(load(f), conn)
            checks = res.checks
            rows.append({"file": str(f), "title": res.scenario.title, "kind": res.scenario.kind,
                         "pending": res.scenario.pending,
                         "tags": res.scenario.tags, "edition": res.edition, "profile": res.profile.name,
                         "checks": len(checks), "passed": sum(c.ok for c in checks), "ok": res.passed,
                         "failures": [{"line": c.line, "object": c.obj, "field": c.field,
                                       "expected": c.expected, "actual": c.actual, "cannot_decide": c.undecided}
                                      for c in checks if not c.ok],
                         "error": None})
        except ScenarioError as exc:
            sc0 = _peek_pending(f)
            rows.append({"file": str(f), "title": "", "kind": "?", "tags": [], "edition": "", "profile": "", "pending": sc0,
                         "checks": 0, "passed": 0, "ok": False, "failures": [], "error": str(exc)})
    failed = [r for r in rows if not r["ok"] and not r["pending"]]
    pending = [r for r in rows if r["pending"]]
    if as_json:
        _emit_json({"scenarios": rows, "passed": sum(1 for r in rows if r["ok"] and not r["pending"]),
                    "failed": len(failed), "pending": len(pending)})
        raise typer.Exit(1 if failed else 0)
    table = Table(title=f"{len(rows)} scenario(s)" + ("" if conn else " (no KB: rule numbers of each profile's reference edition)"))
    for col in ("scenario", "kind", "edition", "profile", "checks", "result"):
        table.add_column(col, no_wrap=col != "scenario")
    for r in rows:
        if r["pending"]:
            res = Text("pending" if not r["ok"] else "pass*", style="yellow")
        else:
            res = Text("pass", style="green") if r["ok"] else Text("FAIL" if not r["error"] else "ERROR", style="bold red")
        table.add_row(Path(r["file"]).name, r["kind"], r["edition"], r["profile"], f"{r['passed']}/{r['checks']}", res)
    console.print(table)
    for r in failed:
        if r["error"]:
            err.print(Text("error: ", style="bold red") + Text(r["error"]))
        for fl in r["failures"]:
            if fl.get("cannot_decide"):
                err.print(Text(f"{r['file']}:{fl['line']}: ", style="bold red")
                          + Text(f"{fl['object']} {fl['field']}: cannot decide: " + "; ".join(fl["cannot_decide"])))
                continue
            err.print(Text(f"{r['file']}:{fl['line']}: ", style="bold red")
                      + Text(f"{fl['object']} {fl['field']}: expected {fl['expected']}, got {fl['actual']}"))
    kinds: dict = {}
    tags: dict = {}
    for r in rows:
        kinds[r["kind"]] = kinds.get(r["kind"], 0) + 1
        for t in r["tags"]:
            tags[t] = tags.get(t, 0) + 1
    for r in pending:
        console.print(Text(f"pending: {Path(r['file']).name}: {r['pending']}" + (" (it passes now)" if r["ok"] else ""),
                           style="yellow"))
    console.print(f"{sum(1 for r in rows if r['ok'] and not r['pending'])} passed, {len(failed)} failed, "
                  f"{len(pending)} pending. By kind: "
                  + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    if tags:
        console.print(Text("By tag: " + ", ".join(f"{k} {n}" for k, n in sorted(tags.items())), style="dim"))
    raise typer.Exit(1 if failed else 0)


def _peek_pending(path) -> str | None:
    """A scenario that could not run may still declare itself pending."""
    try:
        import yaml
        data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
        return str(data.get("pending")) if isinstance(data, dict) and data.get("pending") else None
    except Exception:  # unreadable: it is an error, not pending
        return None


@app.command()
def ask(
    file: str = typer.Argument(..., help="A scenario file, or - to read one from standard input"),
    db: Optional[Path] = DbOpt,
    as_json: bool = JsonOpt,
):
    """Run one scenario and explain it: the answers, then each step and each effect applied,
    its layer, the order and why, citing the rules of the scenario's edition."""
    from .engine.scenario import ScenarioError, load, loads, run

    conn = _maybe_db(db)
    try:
        sc = loads(sys.stdin.read(), "<stdin>") if file == "-" else load(file)
        res = run(sc, conn, trace=True)
    except ScenarioError as exc:
        _fail(str(exc))
    cit = res.citations
    if as_json:
        _emit_json(_ask_json(res))
        raise typer.Exit(0 if res.passed else 1)
    sc = res.scenario
    console.print(Text(sc.title, style="bold"))
    numbers = "" if cit.from_kb else f"; no KB: rule numbers as of {res.profile.reference}"
    console.print(Text(f"Rules of the {res.edition} edition: {res.profile.title}{numbers}", style="dim"))
    if sc.source:
        src = sc.source
        ex = f" example {src['example']}" if src.get("example") else ""
        console.print(Text(f"Confirms {src['rule']}{ex} ({src['edition']})" + (f": {res.example_text}" if res.example_text else ""),
                           style="dim"))
    if sc.question:
        console.print(Text("Question: ", style="bold") + Text(str(sc.question)))
    console.print(Text("\nAnswers", style="bold"))
    for r in res.records:
        for c in r.checks:  # expectations and shown answers
            if c.undecided:
                console.print(Text(f"  {c.obj}: {c.field}: ") + Text("cannot decide", style="bold yellow")
                              + Text(": " + "; ".join(c.undecided)))
                continue
            if c.shown:
                console.print(Text(f"  {c.obj}: {c.field} = {_fmt(c.actual)}"))
                continue
            mark = Text(" \u2713 ", style="green") if c.ok else Text(" \u2717 ", style="bold red")
            extra = "" if c.ok else f" (expected {c.expected})"
            console.print(Text(f"  {c.obj}: {c.field} = {_fmt(c.actual)}") + mark + Text(extra))
        if r.checks and r.why:
            console.print(Text(f"    why: {r.why}", style="italic"))
    console.print(Text("\nTrace", style="bold"))
    for r in res.records:
        console.print(Text(f"Step {r.index} (line {r.line}): {r.summary}", style="bold cyan"))
        for ln, nums in r.trace.render(cit):
            cites = Text(f" ({', '.join(nums)})", style="cyan") if nums else Text("")
            console.print(Text("  " * (ln.indent + 1) + ln.text) + cites)
    console.print(Text("\nRules cited (" + res.edition + "): " + ", ".join(res.cited()), style="dim"))
    raise typer.Exit(0 if res.passed else 1)


def _fmt(v) -> str:
    if isinstance(v, list):
        return "[" + ", ".join(map(str, v)) + "]"
    return str(v)


def _ask_json(res) -> dict:
    cit = res.citations
    sc = res.scenario
    return {
        "title": sc.title, "file": sc.path, "edition": res.edition, "profile": res.profile.name,
        "rule_numbers_from_kb": cit.from_kb, "source": sc.source, "example": res.example_text,
        "question": sc.question, "passed": res.passed,
        "answers": [{"object": c.obj, "field": c.field, "expected": c.expected, "actual": c.actual, "ok": c.ok,
                     "status": c.status, "cannot_decide": c.undecided, "line": c.line, "why": c.why}
                    for c in res.answers],
        "steps": [{"index": r.index, "line": r.line, "action": r.summary,
                   "trace": [{"text": ln.text, "rules": nums, "kind": ln.kind, "indent": ln.indent}
                             for ln, nums in r.trace.render(cit)]} for r in res.records],
        "rules_cited": res.cited(),
    }
