"""The rules engine's commands: `kb scenario run`, `kb ask` (issue 5).

Module imports stay light: the engine is imported inside the commands.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

from . import clikit as typer
from .cliapp import DbOpt, JsonOpt, _db_path, _emit_json, _fail, _open, app, console, err, fast
from .clikit import Table, Text  # rich's, without importing rich for lines of text

scenario_app = typer.App([], help="Run scenario files against the rules engine.", no_args_is_help=True,
                         add_completion=False, pretty_exceptions_enable=False)   # light: typer only for help
app.add_typer(scenario_app, name="scenario")
engine_app = typer.App([], help="The rules engine: how much of the card pool it reads.", no_args_is_help=True,
                       add_completion=False, pretty_exceptions_enable=False)
app.add_typer(engine_app, name="engine")


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
@fast
def scenario_run(
    paths: list[Path] = typer.Argument(None, help="Scenario files or folders (default: ./scenarios)"),
    db: Optional[Path] = DbOpt,
    as_json: bool = JsonOpt,
    edition: Optional[str] = typer.Option(None, "--edition", "-e", help="Run every scenario under this edition (a date "
                                          "or current) instead of its own: a what-if (their why texts quote their own)"),
):
    """Run scenarios: a pass/fail table; the exit status is 1 if any fails."""
    from .engine.scenario import ScenarioError, find_files, load, run

    files = find_files(paths or [Path("scenarios")])
    if not files:
        _fail("no scenario files found (give files or folders of .yaml files)")
    conn = _maybe_db(db)
    edition = _edition_option(conn, edition)
    rows = []
    for f in files:
        try:
            res = run(load(f), conn, edition=edition)
            checks = res.checks
            rows.append({"file": str(f), "title": res.scenario.title, "kind": res.scenario.kind,
                         "pending": res.scenario.pending,
                         "tags": res.scenario.tags, "edition": res.edition, "profile": res.profile.name,
                         "checks": len(checks), "passed": sum(c.ok for c in checks), "ok": res.passed,
                         "failures": [{"line": c.line, "object": c.obj, "field": c.field,
                                       "expected": c.expected, "actual": c.actual, "cannot_decide": c.undecided}
                                      for c in checks if not c.ok],
                         "unasked": list(res.unasked), "error": None})
        except ScenarioError as exc:
            rows.append(_error_row(f, str(exc)))
        except Exception as exc:  # noqa: BLE001 - one file that breaks the engine is reported; the others run
            rows.append(_error_row(f, f"{f}:0: the engine failed on this file ({type(exc).__name__}: {exc})"))
    failed = [r for r in rows if not r["ok"] and not r["pending"]]
    pending = [r for r in rows if r["pending"]]
    if as_json:
        _emit_json({"scenarios": rows, "passed": sum(1 for r in rows if r["ok"] and not r["pending"]),
                    "failed": len(failed), "pending": len(pending)})
        raise typer.Exit(1 if failed else 0)
    table = Table(title=f"{len(rows)} scenario(s)" + ("" if conn else " (no KB: rule numbers of each profile's reference edition)")
                  + (f", each run under the {edition} edition instead of its own" if edition else ""))
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
    for r in rows:   # choices stated that nothing asked for (kb.engine.statedchoices): said, not a failure
        for n in r.get("unasked") or ():
            err.print(Text(f"warning: {r['file']}:", style="yellow") + Text(n.removeprefix("line ")))
    for r in pending:
        console.print(Text(f"pending: {Path(r['file']).name}: {r['pending']}" + (" (it passes now)" if r["ok"] else ""),
                           style="yellow"))
    console.print(f"{sum(1 for r in rows if r['ok'] and not r['pending'])} passed, {len(failed)} failed, "
                  f"{len(pending)} pending. By kind: "
                  + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    if tags:
        console.print(Text("By tag: " + ", ".join(f"{k} {n}" for k, n in sorted(tags.items())), style="dim"))
    raise typer.Exit(1 if failed else 0)


def _error_row(f: Path, error: str) -> dict:
    return {"file": str(f), "title": "", "kind": "?", "tags": [], "edition": "", "profile": "",
            "pending": _peek_pending(f), "checks": 0, "passed": 0, "ok": False, "failures": [], "error": error}


def _peek_pending(path) -> str | None:
    """A scenario that could not run may still declare itself pending."""
    try:
        import yaml

        from ingest.text import read_input

        from .engine.scenario import MAX_BYTES
        data = yaml.safe_load(read_input(path, MAX_BYTES).decode("utf-8"))
        return str(data.get("pending")) if isinstance(data, dict) and data.get("pending") else None
    except Exception:  # unreadable: it is an error, not pending
        return None


ASK_HELP = """Ask the rules engine a question in one line (or run a scenario file).

\b
  kb ask "Humility, then Opalescence; show all"
  kb ask "Blood Moon; Urborg, Tomb of Yawgmoth; Forest; show lands"
  kb ask -e 2007-02-01 "Gray Ogre; +1/+1 counter on Gray Ogre;
          Giant Growth on Gray Ogre; Glorious Anthem; show Gray Ogre"
  kb ask "cast Fling sacrificing Grizzly Bears targeting opponent;
          Fork it; show opponent's life"
  kb ask -i          one step a line (Tab completes card names)
  kb ask FILE.yaml   a scenario file (- reads one from standard input)

\b
Steps are separated by ; (also new lines, "then", commas). The answer
shows the steps as read, the answers and a trace citing the rules of
the edition (-e DATE: the edition in force that day; default current).

\b
STEP                      MEANS
Humility                  a permanent enters under your control
opponent's Grizzly Bears  ... under the opponent's control
  options: tapped | with 2 +1/+1 counters | copying Gray Ogre (Clone)
           | choosing Elf | as Bear 2 (a second one)
Pacifism on Grizzly Bears an Aura enters attached (Equipment: attached)
Giant Growth on Gray Ogre an instant or sorcery is cast (a card not yet
                          on the battlefield enters first)
cast NAME                 targeting X and Y | sacrificing X | X=3 |
                          kicked | mode 2 | discarding X | paying {R}{R}
... in response           keep the stack (else it resolves first)
Fork it                   "it" = what was named last (the spell cast)
copy it                   copy the spell cast last (707.10)
activate NAME             \\[ability 2] \\[targeting X]
pass | resolve | resolve one | end turn | go to upkeep
+1/+1 counter on X        2 -1/-1 counters on X | remove a ... from X
3 damage to X             \\[from SOURCE] | Y deals 3 damage to X
destroy X | exile X | sacrifice X | X dies | return X | bounce X
blink X | tap X | untap X | attach X to Y | detach X
opponent gains control of X \\[until end of turn]
opponent at 5 life | you gain 3 life | draw 2 | opponent discards X
Lightning Bolt in graveyard | Counterspell in opponent's hand
create a 1/1 white Soldier creature token | create a token copy of X
effect "All creatures get -1/-1 until end of turn." \\[targeting X]
Grizzly Bears attacks     attack with A and B | A attacks Jace Beleren
opponent blocks A with B  B blocks A | no blocks | combat damage
                          | first-strike damage | A assigns 2 to B and
                          3 to opponent | X's trigger targets Y
3 players                 players: you, Ann, Bob (the first step)
does B die                is B tapped | where is B | who wins |
                          how much life does opponent have
show X                    answers: show all | lands | creatures | stack
                          | Gray Ogre and opponent's life
check X is 5/8            an expectation (✓/✗): has flying | is red
                          | is a Mountain | is tapped | has 2 +1/+1
                          counters | is in the graveyard | was countered
check opponent's life is 16 | check stack is empty

\b
Your own card (then name it to make it enter):
  "Mystery Bear" is a {1}{G} 2/2 green Bear creature with flying
      and "Other Bears you control get +1/+1."

\b
Card names match as kb card does (case, accents, close spellings; the
answer says how it read them). --save FILE writes the question as a
scenario whose show steps expect today's answers: a regression test
for kb scenario run. More: docs/ask.md.
"""



@app.command(help=ASK_HELP)
@fast
def ask(
    question: list[str] = typer.Argument(None, help="The question (quote it), or a scenario file, or - (standard input)",
                                         show_default=False),
    edition: Optional[str] = typer.Option(None, "--edition", "-e",
                                          help="The rules: a date (the edition in force that day) or current (default; "
                                               "a scenario file: its own edition)"),
    save: Optional[Path] = typer.Option(None, "--save", help="Write the question as a scenario YAML file"),
    interactive: bool = typer.Option(False, "--interactive", "-i", help="One step a line (show, undo, save FILE, quit)"),
    brief: bool = typer.Option(False, "--brief", "-b", help="The verdict block only: the answer, its deciding rules, the closest rulings"),
    db: Optional[Path] = DbOpt,
    as_json: bool = JsonOpt,
):
    words = list(question or [])
    if interactive:
        if words:
            _fail("-i reads the steps from the terminal (or standard input): give no question with it")
        raise typer.Exit(repl(_maybe_db(db), edition or "current", brief=brief))
    if not words:
        _fail('give a question, a scenario file or -: kb ask "Humility, then Opalescence; show all" (kb ask --help)')
    arg = " ".join(words)
    if len(words) == 1 and _is_dir(arg):
        _fail(f"{arg} is a folder: kb ask takes a question or one scenario file (kb scenario run {arg} runs a folder)")
    if len(words) == 1 and (arg == "-" or _is_file(arg)):
        if save is not None:
            _fail("--save writes a question as a scenario; this is already a scenario file")
        return _ask_file(arg, db, as_json, brief, edition)
    _ask_question(arg, edition or "current", db, as_json, brief, save)


def _is_dir(arg: str) -> bool:
    try:
        return len(arg) < 4096 and ("/" in arg or arg in (".", "..")) and Path(arg).is_dir()
    except (OSError, ValueError):
        return False


def _is_file(arg: str) -> bool:
    try:
        return len(arg) < 4096 and "\n" not in arg and Path(arg).is_file()
    except (OSError, ValueError):
        return False


def _edition_option(conn, edition: Optional[str]) -> Optional[str]:
    """--edition given to run scenario files under other rules than their own: checked here, so that an error
    names the option rather than a line of the file."""
    import re

    if edition is None:
        return None
    edition = edition.strip()
    if conn is not None:
        from .db import resolve_edition
        try:
            return resolve_edition(conn, edition)
        except LookupError as exc:
            _fail(f"--edition: {exc}")
    if edition != "current" and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", edition):
        _fail(f"--edition takes a date YYYY-MM-DD or 'current', not {edition!r}")
    return edition


def _ask_file(file: str, db, as_json: bool, brief: bool, edition: Optional[str] = None) -> None:
    from .engine.scenario import ScenarioError, load, loads, run

    conn = _maybe_db(db)
    edition = _edition_option(conn, edition)
    try:
        sc = loads(sys.stdin.read(), "<stdin>") if file == "-" else load(file)
        res = run(sc, conn, trace=True, edition=edition)
    except ScenarioError as exc:
        _fail(str(exc))
    if as_json:
        _emit_json(_ask_json(res))
        raise typer.Exit(0 if res.passed else 1)
    print_result(res, brief=brief)
    raise typer.Exit(0 if res.passed else 1)


def _ask_question(text: str, edition: str, db, as_json: bool, brief: bool, save: Optional[Path]) -> None:
    from .engine.ask import AskError, answers_as_expect, to_yaml
    from .engine.ask.answer import answer

    conn = _maybe_db(db)
    try:
        got = answer(text, conn, edition)
    except AskError as exc:        # an edition that does not exist, a question too long: nothing was read
        if as_json:
            _emit_json({"ok": False, "error": exc.message, "question": text, "start": exc.start, "end": exc.end,
                        "words": exc.words(), "step": exc.step})
            raise typer.Exit(1)
        ask_error(exc)
        raise typer.Exit(1)
    data, compiled, res = got.data, got.compiled, got.result
    if data.get("leftover"):       # answered only in part: the words left over, as a search and in steps
        _offer_search(data, conn, edition, as_json)
    if res is None:                # not read, refused, or answered "No" (a "Can …?" whose action is refused)
        if not data.get("ok"):
            _offer_search(data, conn, edition, as_json)
        if as_json:
            _emit_json(data)
            raise typer.Exit(0 if data.get("ok") else 1)
        if data.get("ok"):
            print_verdict(data)
            raise typer.Exit(0)
        print_unread(data)
        raise typer.Exit(1)
    if save is not None:
        try:
            save.write_text(to_yaml(answers_as_expect(compiled, res)), encoding="utf-8")
        except OSError as exc:
            _fail(f"{save}: cannot write: {exc.strerror or exc}")
    failed = [c for c in res.checks if not c.ok]
    if as_json:
        data["saved"] = str(save) if save else None
        _emit_json(data)
        raise typer.Exit(1 if failed else 0)
    if brief:
        print_verdict(data)
        # a name read as the closest card name changes what is answered: said in the brief verdict too
        for n in compiled.notes:
            if "(closest card name)" in n:
                console.print(Text(f"note: {n}", style="yellow"))
    else:
        print_question(compiled, res, data)
    if data.get("leftover"):
        print_leftover(data)
    if save is not None:
        console.print(Text(f"Saved as a scenario: {save} (kb scenario run {save})", style="dim"))
    raise typer.Exit(1 if failed else 0)


def _offer_search(data: dict, conn, edition: str, as_json: bool) -> None:
    """What could not be read is offered as a search (the search reads whole questions) and, when the prose
    reader rewrote some of it, as that rewrite in the step language (to edit and ask again)."""
    from .engine.ask import Lexicon
    from .engine.ask.answer import rewrite
    from .query import search

    got = rewrite(data["question"], Lexicon(conn), edition)
    if got is not None:
        data["rewrite"] = got
    try:
        hits = search(conn, data["question"], None if edition == "current" else edition, 5)
        found = (hits.get("policy_hits") or [])[:2] + hits.get("hits", [])  # a tournament question: its policy first
        data["search"] = [{"number": h["label"] if h.get("kind") == "policy" else h.get("number"),
                           "title": h.get("section_title") or h.get("title"), "snippet": h.get("snippet")}
                          for h in found[:5]]
    except Exception:  # noqa: BLE001 - a KB without rules: no search to offer
        data["search"] = []


def print_unread(data: dict) -> None:
    """A question not answered: why (the words not read, or not a board question), then the search and the
    rewrite in the step language."""
    from .engine.ask import AskError

    if data.get("not_board"):
        err.print(Text("not a board question", style="bold yellow")
                  + Text(": it names no card the engine could put on a battlefield; the rules it is about:"))
        _print_hits(data)
        return
    ask_error(AskError(data["error"], data["question"], data.get("start") or 0, data.get("end") or 0))
    if data.get("read_as"):
        err.print(Text("read as: ", style="dim") + Text("; ".join(data["read_as"])))
    _print_offers(data, "the rules it may be about:")


def print_leftover(data: dict) -> None:
    """A question answered only in part: the sentence not read and why, then the search and the rewrite."""
    err.print(Text("not read: ", style="bold yellow") + Text(repr(data["leftover"]))
              + Text(f" ({data['leftover_error']})", style="dim"))
    _print_offers(data, "the rules the whole question may be about:")


def _print_offers(data: dict, heading: str) -> None:
    """What a question not read (or read in part) is offered: its rewrite in the step language, then the search."""
    if data.get("rewrite"):
        err.print(Text("rewrite to ask again: ", style="dim") + Text(f'kb ask "{data["rewrite"]}"'))
    if data.get("search"):
        err.print(Text(heading, style="dim"))
    _print_hits(data)


def _print_hits(data: dict) -> None:
    for h in data.get("search") or []:
        err.print(Text(f"  {h['number']}", style="bold cyan") + Text(f" {h.get('title') or ''}")
                  + Text(f" — {h['snippet']}" if h.get("snippet") else "", style="dim"))


def print_verdict(data: dict) -> None:
    """The verdict block: the answer in the question's terms with the deciding rules, the other rules, and the
    named cards' closest rulings."""
    v = data.get("verdict")
    if v:
        console.print(Text(v["text"], style="bold"))
    if data.get("rules_deciding"):
        console.print(Text("Deciding rules: ", style="dim") + Text(", ".join(data["rules_deciding"]), style="cyan"))
    if data.get("rules_other"):
        console.print(Text("All rules: " + ", ".join(data["rules_other"]), style="dim"))
    for r in data.get("rulings") or []:
        console.print(Text(f"Ruling ({r['card']}, {r['date']}): ", style="dim") + Text(r["text"]))


def ask_error(exc) -> None:
    """An unreadable question: the message, then the question with the words pointed at."""
    err.print(Text("error: ", style="bold red") + Text(exc.message))
    ptr = exc.pointer()
    if ptr:
        for ln in ptr.split("\n"):
            err.print(Text("  " + ln, style="yellow" if set(ln.strip()) <= {"^"} else ""))


def print_question(compiled, res, data: dict | None = None, brief: bool = False) -> None:
    from .engine.ask import players_text, step_text

    cit = res.citations
    if data is not None:
        print_verdict(data)
        console.print()
    console.print(Text("Question: ", style="bold") + Text(compiled.question.strip()))
    numbers = "" if cit.from_kb else f"; no KB: rule numbers as of {res.profile.reference}"
    console.print(Text(f"Rules of the {res.edition} edition: {res.citations.title()}{numbers}", style="dim"))
    _print_notes(res)
    console.print(Text("Read as:", style="bold"))
    if compiled.data.get("players"):
        console.print(Text("  players (turn order; the first is the active player): ", style="dim")
                      + Text(players_text(compiled.data["players"])))
    for i, st in enumerate(compiled.steps, 1):
        console.print(Text(f"  {i}. ", style="dim") + Text(step_text(st)))
    for n in compiled.notes:
        console.print(Text(f"  note: {n}", style="yellow"))
    print_answers(res)
    if not brief:
        print_trace(res)
    console.print(Text("\nRules cited (" + res.edition + "): " + (", ".join(res.cited()) or "none"), style="dim"))


def print_answers(res) -> None:
    console.print(Text("\nAnswers", style="bold"))
    any_answer = False
    for r in res.records:
        shown: dict = {}
        undecided: dict = {}     # (object, reasons) -> fields: one line for the fields one reason leaves open
        for c in r.checks:
            any_answer = True
            if c.undecided:
                undecided.setdefault((c.obj, tuple(c.undecided)), []).append(c.field)
                continue
            if c.shown:
                shown.setdefault(c.obj, []).append(c)
                continue
            mark = Text(" \u2713 ", style="green") if c.ok else Text(" \u2717 ", style="bold red")
            extra = "" if c.ok else f" (expected {_fmt(c.expected)})"
            console.print(Text(f"  {c.obj}: {c.field} = {_fmt(c.actual)}") + mark + Text(extra))
        for (obj, why), fields in undecided.items():
            console.print(Text(f"  {obj}: {', '.join(fields)}: ") + Text("cannot decide", style="bold yellow")
                          + Text(": " + "; ".join(why)))
        for obj, cs in shown.items():
            parts = _shown_parts(cs)
            head = Text("  ") if obj == "stack" else Text(f"  {obj}: ", style="bold")
            console.print(head + Text(" \u00b7 ".join(p for p in parts if p)))
        if r.checks and r.why:
            console.print(Text(f"    why: {r.why}", style="italic"))
    if not any_answer:
        console.print(Text("  (no show or check step: add show all, or check X is 2/2)", style="dim"))


def _shown_parts(cs) -> list[str]:
    """One object's answers as text: supertypes join the types ("types Legendary Creature"), an object with
    every creature type says so (205.3m) instead of listing none."""
    by = {c.field: c for c in cs}
    sup = by.get("supertypes")
    act = by.get("all_creature_types")
    out = []
    for c in cs:
        if c.field in ("supertypes", "all_creature_types"):
            continue
        if c.field == "pt" and c.actual is None and "types" in by:
            continue      # the types say it is not a creature
        if c.field == "types" and sup is not None and isinstance(sup.actual, list) and sup.actual and \
                isinstance(c.actual, list):
            out.append("types " + " ".join(map(str, list(sup.actual) + list(c.actual))))
            continue
        if c.field == "subtypes" and act is not None and act.actual is True and isinstance(c.actual, list):
            out.append("subtypes: all creature types" + (" + " + " ".join(map(str, c.actual)) if c.actual else ""))
            continue
        out.append(_shown(c))
    if sup is not None and "types" not in by and isinstance(sup.actual, list) and sup.actual:
        out.append("supertypes " + " ".join(map(str, sup.actual)))
    return out


def _shown(c) -> str:
    v = c.actual
    if c.field == "pt":
        return f"{v}" if v is not None else "not a creature"
    if c.field == "subtypes" and isinstance(v, list) and not v:
        return ""
    if c.field == "colors" and isinstance(v, list) and not v:
        return "colorless"
    if c.field in ("types", "subtypes", "colors") and isinstance(v, list):
        return f"{c.field} " + (" ".join(map(str, v)) if v else "none")
    if c.field == "abilities":
        return "abilities: " + ("; ".join(map(str, v)) if v else "none")
    if c.field == "counters":
        return ("counters " + ", ".join(f"{n} {k}" for k, n in v.items() if n)) if v else ""
    if c.field == "damage":
        return f"damage {v}" if v else ""
    if c.field == "stack":
        return "stack (top first): " + (", ".join(map(str, v)) if v else "empty")
    if c.field == "tapped":
        return "tapped" if v else ""
    if c.field == "lost":
        return "has lost the game" if v else "still in the game"
    if c.field == "won":
        return "has won the game" if v else ""
    if c.field == "zone" and v == "ceased to exist":
        return "ceased to exist"
    return f"{c.field} {_fmt(v)}"


def print_trace(res) -> None:
    cit = res.citations
    console.print(Text("\nTrace", style="bold"))
    for r in res.records:
        console.print(Text(f"Step {r.index}: {r.summary}", style="bold cyan"))
        for ln, nums in r.trace.render(cit):
            cites = Text(f" ({', '.join(nums)})", style="cyan") if nums else Text("")
            console.print(Text("  " * (ln.indent + 1) + ln.text) + cites)


def _print_notes(res) -> None:
    """What is said beside the answers: another edition than the file's, cards' newer Oracle text."""
    for note in getattr(res, "notes", ()):
        console.print(Text("Note: " + note, style="yellow"))


def print_result(res, brief: bool = False) -> None:
    """A scenario file's run: the answers, then the trace."""
    cit = res.citations
    sc = res.scenario
    console.print(Text(sc.title, style="bold"))
    numbers = "" if cit.from_kb else f"; no KB: rule numbers as of {res.profile.reference}"
    console.print(Text(f"Rules of the {res.edition} edition: {res.citations.title()}{numbers}", style="dim"))
    _print_notes(res)
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
    if brief:
        console.print(Text("\nRules cited (" + res.edition + "): " + ", ".join(res.cited()), style="dim"))
        return
    console.print(Text("\nTrace", style="bold"))
    for r in res.records:
        console.print(Text(f"Step {r.index} (line {r.line}): {r.summary}", style="bold cyan"))
        for ln, nums in r.trace.render(cit):
            cites = Text(f" ({', '.join(nums)})", style="cyan") if nums else Text("")
            console.print(Text("  " * (ln.indent + 1) + ln.text) + cites)
    console.print(Text("\nRules cited (" + res.edition + "): " + ", ".join(res.cited()), style="dim"))


# --- kb ask -i ------------------------------------------------------------------------------------------------
REPL_HELP = """One step a line, in the language of kb ask (kb ask --help): Humility | Giant Growth on Gray Ogre | ...
  show X     the answers now (show all, show lands, show Gray Ogre)   check X is 2/2   an expectation
  undo       forget the last line          steps   the steps so far   trace   the trace of the last answer
  save FILE  write the scenario (its show steps expect the answers)   edition DATE   the rules of that day
  help       this text                     quit    (or end of input)"""


def repl(conn, edition: str, brief: bool = False, stdin=None) -> int:
    """``kb ask -i``: reads steps one a line (from a terminal with completion of card names, or from
    standard input); each line is read and run with the lines before it; a line that cannot be read
    or carried out is refused with the reason and forgotten."""
    from .engine.ask import AskError, Lexicon, answers_as_expect, compile_question, run_question, step_text, to_yaml

    stdin = stdin or sys.stdin
    tty = stdin.isatty() and sys.stdout.isatty()
    lex = Lexicon(conn)
    lines: list[str] = []
    last = None           # (compiled, result) of the last run
    if tty:
        _readline_setup(lex, lambda: lines)
        console.print(Text(f"Rules of the {edition} edition. " + REPL_HELP.split(chr(10))[0], style="dim"))
        console.print(Text("show, undo, steps, trace, save FILE, help, quit", style="dim"))

    def question(extra: list[str]) -> str:
        return "\n".join(extra)

    status = 0
    while True:
        try:
            line = input("ask> ") if tty else stdin.readline()
        except (EOFError, KeyboardInterrupt):
            if tty:
                console.print()
            break
        if not tty and line == "":
            break
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        cmd, _, arg = line.partition(" ")
        cmd = cmd.lower()
        if cmd in ("quit", "exit", "q", "bye"):
            break
        if cmd in ("help", "?"):
            console.print(REPL_HELP)
            continue
        if cmd == "undo":
            if not lines:
                console.print(Text("nothing to undo", style="yellow"))
            else:
                gone = lines.pop()
                console.print(Text(f"forgot: {gone}", style="dim"))
                last = None
            continue
        if cmd in ("steps", "list"):
            if not lines:
                console.print(Text("no steps yet", style="dim"))
            else:
                try:
                    comp = compile_question(question(lines), conn, edition, lex)
                    for i, st in enumerate(comp.steps, 1):
                        console.print(Text(f"  {i}. ", style="dim") + Text(step_text(st)))
                except AskError as exc:
                    ask_error(exc)
            continue
        if cmd == "trace":
            if last is None:
                console.print(Text("no answer yet: show X first", style="yellow"))
            else:
                print_trace(last[1])
            continue
        if cmd == "edition" and arg.strip():
            edition = arg.strip()
            console.print(Text(f"rules of {edition} (the steps run again under them at the next show)", style="dim"))
            continue
        if cmd == "save":
            if not arg.strip():
                console.print(Text("save FILE: where to write the scenario", style="yellow"))
                continue
            if not lines:
                console.print(Text("no steps to save yet", style="yellow"))
                continue
            try:
                comp, res = run_question(question(lines), conn, edition, lex=lex)
                Path(arg.strip()).write_text(to_yaml(answers_as_expect(comp, res)), encoding="utf-8")
                console.print(Text(f"saved {len(comp.steps)} step(s) to {arg.strip()} (kb scenario run {arg.strip()})",
                                   style="green"))
            except AskError as exc:
                ask_error(exc)
            except OSError as exc:
                err.print(Text("error: ", style="bold red") + Text(f"{arg.strip()}: cannot write: {exc.strerror or exc}"))
            continue
        candidate = lines + [line]
        try:
            prev = compile_question(question(lines), conn, edition, lex) if lines else None
            before = len(prev.steps) if prev else 0
            seen_notes = len(prev.notes) if prev else 0
            comp, res = run_question(question(candidate), conn, edition, lex=lex)
        except AskError as exc:
            ask_error(exc)
            if not tty:
                status = 1
            continue
        lines = candidate
        last = (comp, res)
        new = comp.steps[before:]
        for i, st in enumerate(new, before + 1):
            console.print(Text(f"  {i}. ", style="dim") + Text(step_text(st)))
        for n in comp.notes[seen_notes:]:
            console.print(Text(f"  note: {n}", style="yellow"))
        if any(("show" in st or "expect" in st) for st in new):
            _print_new_answers(res, before + 1)
            console.print(Text("Rules cited: " + (", ".join(res.cited()) or "none") + " (trace: the steps and why)",
                               style="dim"))
    return status


def _print_new_answers(res, first_index: int) -> None:
    class _R:  # only the records of the new steps
        pass
    sub = _R()
    sub.records = [r for r in res.records if r.index >= first_index]
    print_answers(sub)


def _readline_setup(lex, lines) -> None:
    """Tab completes card names (from the KB) and the step words."""
    try:
        import readline
    except ImportError:  # no readline on this platform: no completion
        return
    words = ["show ", "check ", "cast ", "activate ", "copy it", "undo", "steps", "trace", "save ", "quit", "help",
             "resolve", "pass", "end turn", "destroy ", "exile ", "sacrifice ", "create ", "effect "]
    cache: dict = {}

    def complete(text, state):
        buf = readline.get_line_buffer()
        if state == 0 or buf not in cache:
            out = [w for w in words if w.startswith(buf.lower())] if " " not in buf.strip() else []
            toks = buf.split(" ")
            for k in range(min(5, len(toks)), 0, -1):
                prefix = " ".join(toks[-k:])
                if len(prefix.strip()) < 2:
                    continue
                head = " ".join(toks[:-k]) + (" " if len(toks) > k else "")
                names = lex.complete(prefix, 30)
                out += [head + n for n in names if n.lower().startswith(prefix.lower())]
                if out:
                    break
            cache.clear()
            cache[buf] = out
        out = cache.get(buf, [])
        return out[state] if state < len(out) else None

    readline.set_completer_delims("")
    readline.set_completer(complete)
    readline.parse_and_bind("tab: complete")


def _fmt(v) -> str:
    if isinstance(v, list):
        return "[" + ", ".join(map(str, v)) + "]"
    return str(v)


def _ask_json(res) -> dict:
    from .engine.ask.answer import result_data
    return result_data(res)


@engine_app.command("coverage")
def engine_coverage(
    db: Optional[Path] = DbOpt,
    as_json: bool = JsonOpt,
    top: int = typer.Option(50, "--top", help="How many unmodelled templates to list", min=0, max=1000),
    notes: Optional[Path] = typer.Option(None, "--notes", help="Also write the figures and the list as Markdown here"),
    jobs: int = typer.Option(0, "--jobs", "-j", help="Processes (0: one per CPU, at most 4)", min=0, max=64),
    corpus: Optional[Path] = typer.Option(None, "--corpus", help="Read the card faces of this card-data file "
                                          "(.jsonl.gz of MTGJSON faces, or the oracle_corpus.json.gz array) instead of the KB"),
):
    """Over every card face in the KB: the share that load, the share whose every ability is
    modelled, abilities by kind, the abilities made opaque by word accounting (words a template
    left unread) and the most common unmodelled templates (~ = the card's name, N = a number,
    {M} = mana symbols)."""
    from .engine.coverage import coverage_of_kb, coverage_parallel, faces_of_file, write_notes

    try:
        if corpus is not None:
            cov = coverage_parallel(faces_of_file(corpus), jobs)
        else:
            cov = coverage_of_kb(_open(db), jobs=jobs)
    except LookupError as exc:
        _fail(str(exc))
    if notes is not None:
        try:
            write_notes(cov, notes, str(corpus) if corpus is not None else str(_db_path(db)))
        except OSError as exc:
            _fail(f"{notes}: cannot write: {exc.strerror or exc}")
    d = cov.as_dict(top)
    if as_json:
        _emit_json(d)
        return
    console.print(Text(f"{d['faces']:,} card faces ({d['seconds']} s)", style="bold"))
    console.print(f"  load:                   {d['loaded']:,} ({d['load_share']:.2%})")
    console.print(f"  every ability modelled: {d['fully_modelled']:,} ({d['modelled_share']:.2%}; "
                  f"{d['without_text']:,} have no rules text)")
    acc = d["accounting"]
    console.print(f"  opaque by word accounting: {acc['opaque_abilities']:,} abilities "
                  f"({', '.join(f'{k} {v:,}' for k, v in acc['opaque_by_kind'].items()) or 'none'}); most common unread "
                  f"words: {', '.join(w['word'] for w in acc['top_unaccounted_words'][:15]) or '-'}")
    table = Table(title="Abilities by kind")
    for col in ("kind", "abilities", "modelled", "unmodelled", "modelled share"):
        table.add_column(col, justify="left" if col == "kind" else "right")
    for k, v in d["by_kind"].items():
        table.add_row(k, f"{v['abilities']:,}", f"{v['modelled']:,}", f"{v['unmodelled']:,}",
                      f"{v['modelled_share']:.1%}" if v["modelled_share"] is not None else "-")
    console.print(table)
    if d["not_loaded"]:
        console.print(Text("Faces that do not load", style="bold"))
        for r in d["not_loaded"]:
            console.print(f"  {r['faces']:>5} × {r['reason']} (e.g. {r['example']})")
    if top:
        t = Table(title=f"The {min(top, len(d['top_unmodelled']))} most common unmodelled templates "
                        f"(of {d['distinct_unmodelled_templates']:,})")
        for col in ("#", "faces", "kind", "template", "e.g."):
            t.add_column(col, justify="right" if col in ("#", "faces") else "left", overflow="fold")
        for i, r in enumerate(d["top_unmodelled"], 1):
            t.add_row(str(i), str(r["faces"]), r["kind"], r["template"], r["example"] or "")
        console.print(t)
    if notes is not None:
        console.print(Text(f"Written to {notes}", style="dim"))


@engine_app.command("bind")
def engine_bind(
    paths: list[Path] = typer.Argument(None, help="Scenario files or folders (default: ./scenarios)"),
    db: Optional[Path] = DbOpt,
    accept: Optional[str] = typer.Option(None, "--accept", help="Instead: accept CONCEPT's text in --edition after "
                                         "review (give --why, and --variant when a dated variant models the change)"),
    edition: Optional[str] = typer.Option(None, "--edition", "-e", help="With --accept: the edition"),
    why: Optional[str] = typer.Option(None, "--why", help="With --accept: why the engine's behaviour holds for that text"),
    variant: Optional[str] = typer.Option(None, "--variant", help="With --accept: the kb.engine.versions change"),
    add: bool = typer.Option(False, "--add", help="Keep the texts the binding already verifies and add those the "
                             "given scenarios verify (a run of a few new scenarios, not of all)"),
):
    """Write the rule-text binding (kb/engine/rule_binding.json) from a scenario run: each concept that a
    passing scenario cites is verified for its rule's text in the scenario's edition (a 'current'
    scenario: the edition the engine is written for, kb.engine.binding.WRITTEN_FOR); the entries
    accepted after review are kept. Review the diff before committing it (docs/engine.md)."""
    from .engine.binding import BINDING_FILE, WRITTEN_FOR, load_binding, record, save_binding
    from .engine.scenario import ScenarioError, find_files, load, run

    conn = _open(db)
    if accept is not None:
        _accept(conn, accept, edition, why, variant)
        return
    counts = {"passed": 0, "errors": 0}

    def runs():   # one run at a time: record() reads each and lets it go (all of them at once took ~5 GB)
        for f in find_files(paths or [Path("scenarios")]):
            try:
                sc = load(f)
                res = run(sc, conn, bind=False, edition=WRITTEN_FOR if sc.edition == "current" else None)
            except ScenarioError:
                counts["errors"] += 1
                continue
            counts["passed"] += bool(res.passed)
            yield res

    b = record(runs(), load_binding(), conn)
    if add:   # the scenarios not run keep what they verified
        for concept, keys in load_binding().verified.items():
            for key, eds in keys.items():
                have = b.verified.setdefault(concept, {}).setdefault(key, [])
                have.extend(e for e in eds if e not in have)
    save_binding(b)
    pairs = sum(len(eds) for keys in b.verified.values() for eds in keys.values())
    console.print(f"{len(b.verified)} concepts, {sum(len(k) for k in b.verified.values())} texts, {pairs} "
                  f"(concept, edition) pairs verified by {counts['passed']} passing scenarios "
                  f"({counts['errors']} did not run); written to {BINDING_FILE}")


@engine_app.command("rules")
def engine_rules(
    edition: list[str] = typer.Option(None, "--edition", "-e", help="An edition (a date, or current); "
                                      "repeat it; default: every edition of the KB"),
    db: Optional[Path] = DbOpt,
    as_json: bool = JsonOpt,
    all_rules: bool = typer.Option(False, "--all", help="List every rule, not only those the engine does not model"),
):
    """Per edition, the rules the engine relies on and whether it models that edition's text of each:
    verified (a passing scenario under that text), accepted (a rewording reviewed), variant (a dated
    variant of kb.engine.versions), or differs (answers relying on it are "cannot decide")."""
    from .db import resolve_edition
    from .engine.binding import survey

    conn = _open(db)
    try:
        eds = [resolve_edition(conn, e) for e in edition] if edition else \
            [r[0] for r in conn.execute("SELECT id FROM editions ORDER BY id")]
    except LookupError as exc:
        _fail(str(exc))
    rows = survey(conn, eds)
    if as_json:
        _emit_json({"editions": rows})
        return
    for row in rows:
        rules = row["rules"]
        counts: dict = {}
        for r in rules:
            counts[r["status"]] = counts.get(r["status"], 0) + 1
        if row["profile"] is None:
            console.print(Text(f"{row['edition']}: no rules profile (the engine answers nothing there)", style="yellow"))
            continue
        console.print(Text(f"{row['edition']} ({row['profile']}): {len(rules)} rules relied on: "
                           + ", ".join(f"{n} {k}" for k, n in sorted(counts.items())), style="bold"))
        for r in rules:
            if all_rules or r["status"] == "differs":
                console.print(f"  {r['rule'] or '-':<9} {r['concept']:<28} {r['status']}"
                              + (f": {r['reason']}" if r.get("reason") else ""))


def _accept(conn, concept: str, edition: Optional[str], why: Optional[str], variant: Optional[str]) -> None:
    from .db import resolve_edition
    from .engine.binding import accept, load_binding, save_binding
    from .engine.profiles import Citations, ProfileError, profile_for

    if not edition or not why:
        _fail("--accept CONCEPT needs --edition DATE and --why TEXT")
    try:
        ed = resolve_edition(conn, edition)
        cit = Citations(profile_for(ed), ed, conn)
        if cit.profile.concept(concept) is None:
            _fail(f"unknown citation concept {concept!r} under {ed}")
        b = load_binding()
        key = accept(b, cit, concept, why, variant)
    except (LookupError, ProfileError) as exc:
        _fail(str(exc))
    save_binding(b)
    console.print(f"accepted {concept} ({cit.number(concept)} of {ed}, text {key})")
