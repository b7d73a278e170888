"""Start-up: a look-up imports what it needs and nothing else (its speed is in bench/bench.py)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kb.store import ingest_paths

CR = Path(__file__).parent / "fixtures" / "cr"
HEAVY = ("typer", "click", "rich", "pydantic", "sqlite_utils", "datasette", "networkx")

PROBE = """
import json, sys
argv, heavy = json.loads(sys.argv[1]), json.loads(sys.argv[2])
sys.argv = ["kb", *argv]
from kb.cli import main
code = 0
try:
    main()
except SystemExit as exc:
    code = exc.code
sys.stdout.flush()
loaded = sorted({m.split(".")[0] for m in sys.modules} & set(heavy))
sys.stderr.write("\\nIMPORTED " + json.dumps(loaded) + " EXIT " + str(code) + "\\n")
"""


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("startup") / "kb.db"
    ingest_paths(path, [CR / "modern.txt"])
    return path


def imported(db: Path, *argv: str) -> tuple[list[str], int, str]:
    r = subprocess.run([sys.executable, "-c", PROBE, json.dumps([*argv, "--db", str(db)]), json.dumps(HEAVY)],
                       capture_output=True, text=True, env={**os.environ, "COLUMNS": "100"})
    assert "IMPORTED " in r.stderr, r.stderr
    tail = r.stderr.rsplit("IMPORTED ", 1)[1].split(" EXIT ")
    return json.loads(tail[0]), int(tail[1]), r.stdout


@pytest.mark.parametrize("argv", [["rule", "613.4"], ["rule", "613.4", "--json"], ["refs", "613.4c"],
                                  ["editions"], ["rule", "999.9"], ["define", "mana value"]])
def test_look_ups_import_neither_typer_nor_rich(db, argv):
    heavy, code, out = imported(db, *argv)
    assert heavy == [], heavy
    assert code == (1 if argv[1:2] == ["999.9"] else 0)
    assert out or code


def test_help_and_mistakes_still_go_through_typer(db):
    heavy, code, out = imported(db, "rule", "--help")
    assert "typer" in heavy and code == 0 and "613.4" in out
    heavy, code, _ = imported(db, "rule", "613.4", "--bogus")
    assert "typer" in heavy and code == 2


def test_a_table_that_fits_is_drawn_without_rich_as_rich_draws_it(db):
    from io import StringIO

    from rich.console import Console

    from kb.clikit import Table, Text

    t = Table(title="2 edition(s)")
    t.add_column("edition", no_wrap=True)
    t.add_column("rules", justify="right", style="bold cyan")
    t.add_row("2026-04-17", "1165")
    t.add_row(Text("1999-04-23", style="dim"), "95")
    buf = StringIO()
    Console(file=buf, highlight=False, soft_wrap=True, width=80).print(t)
    assert "\n".join(t.lines(80, colour=False)) + "\n" == buf.getvalue()
    assert t.lines(20, colour=False) is None  # too wide: rich wraps it


def test_a_too_wide_column_of_file_names_is_cut_as_rich_cuts_it():
    """One column that may wrap, holding words that can't be broken (file names): narrowed, its longer cells cut with
    "…", as rich draws it; two such columns, or words with spaces, are left to rich."""
    from io import StringIO

    from rich.console import Console

    from kb.clikit import Table, Text

    def table(first: str) -> Table:
        t = Table(title="2 scenario(s)")
        for col in ("scenario", "kind", "edition", "result"):
            t.add_column(col, no_wrap=col != "scenario")
        t.add_row(first, "worked-example", "2026-04-17", Text("pass", style="green"))
        t.add_row("short.yaml", "puzzle", "2026-04-17", Text("FAIL", style="bold red"))
        return t

    t = table("107.1b-ex1-negative-power-and-a-much-longer-name-than-fits.yaml")
    buf = StringIO()
    Console(file=buf, highlight=False, soft_wrap=True, width=60).print(t)
    assert "\n".join(t.lines(60, colour=False)) + "\n" == buf.getvalue()
    assert "\u2026" in buf.getvalue()
    assert table("a name with spaces that rich would wrap onto two lines or more.yaml").lines(60, colour=False) is None


def test_a_small_scenario_run_imports_neither_typer_nor_rich(db):
    small = Path(__file__).resolve().parents[1] / "scenarios/current/107.1b-ex1-negative-power.yaml"
    heavy, code, out = imported(db, "scenario", "run", str(small))
    assert heavy == [] and code == 0 and "1 passed" in out, (heavy, out)
