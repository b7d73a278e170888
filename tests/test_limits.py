"""Issue 26: every run, read and name bounded or refused plainly (the server side is in
test_serve.py, test_web_safety.py and test_semantic.py)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from kb.db import edition_date
from kb.engine import budget

CR = Path(__file__).parent / "fixtures" / "cr"
KB = [sys.executable, "-c", "import sys; from kb.cli import main; sys.argv[0] = 'kb'; main()"]


def kb(*args, env=None, limit_mb: int | None = None, **kw):
    """The CLI in a subprocess; ``limit_mb``: its address space (ulimit -v), so a runaway read
    fails inside the limit instead of filling the machine."""
    pre = None
    if limit_mb:
        import resource

        def pre():
            resource.setrlimit(resource.RLIMIT_AS, (limit_mb << 20, limit_mb << 20))
    return subprocess.run([*KB, *args], capture_output=True, text=True, timeout=120, preexec_fn=pre,
                          env={**os.environ, **(env or {})}, **kw)


@pytest.mark.parametrize("value", ["2026-13-45", "2026-02-30", "２０２６-01-01", "2026-1-01", "2026-01-01x"])
def test_impossible_edition_dates_are_no_dates(value):
    assert edition_date(value) is None


def test_real_dates_are():
    assert edition_date("2024-02-29") == "2024-02-29"


@pytest.fixture(scope="module")
def small_kb(tmp_path_factory) -> Path:
    from kb.store import ingest_paths

    path = tmp_path_factory.mktemp("limits") / "kb.db"
    ingest_paths(path, [CR / "modern.txt"])
    return path


@pytest.mark.parametrize("value", ["2026-13-45", "2026-02-30", "２０２６-01-01"])
def test_the_cli_refuses_an_impossible_edition(small_kb, value):
    r = kb("rule", "613.4", "--edition", value, "--db", str(small_kb))
    assert r.returncode == 1 and "real calendar date" in r.stderr and "Traceback" not in r.stderr


def test_a_scenario_with_an_impossible_edition_is_an_error_naming_its_line(tmp_path):
    from kb.engine.scenario import ScenarioError, loads

    with pytest.raises(ScenarioError, match=r"x.yaml:2: edition is a date .* not '2026-02-30'"):
        loads("title: t\nedition: 2026-02-30\nsteps: []\n", "x.yaml")


def test_a_symlinked_lock_file_is_refused_and_its_target_untouched(tmp_path):
    from ingest.text import ParseError
    from kb.store import writer_lock

    target = tmp_path / "precious.txt"
    target.write_text("keep me")
    (tmp_path / "kb.db.lock").symlink_to(target)
    with pytest.raises(ParseError, match="symbolic link"):
        with writer_lock(tmp_path / "kb.db"):
            pass
    assert target.read_text() == "keep me"


@pytest.mark.parametrize("args", [("ingest", "/dev/zero"), ("cite", "--file", "/dev/zero")])
def test_reading_a_device_that_never_ends_stops_at_the_input_limit(tmp_path, args):
    """kb ingest /dev/zero filled memory until the kernel killed it; kb cite --file /dev/zero reached 4.5 GB."""
    r = kb(*args, "--max-mb", "8", "--db", str(tmp_path / "kb.db"), limit_mb=1024)
    assert r.returncode == 1 and "larger than 8 MB" in r.stderr and "--max-mb" in r.stderr, r.stderr


def test_a_gzip_bomb_stops_at_the_input_limit(tmp_path):
    import gzip

    from ingest.cards import parse_card_file
    from ingest.text import ParseError, set_input_limit

    bomb = tmp_path / "cards.jsonl.gz"
    bomb.write_bytes(gzip.compress(b" " * (20 << 20)))
    set_input_limit(4)
    try:
        with pytest.raises(ParseError, match="larger than 4 MB"):
            parse_card_file(bomb)
    finally:
        set_input_limit(None)


def test_a_huge_rule_is_refused_by_number(tmp_path):
    """A 50 MB 'rule' was accepted (then a CLI search took 55 s)."""
    text = (CR / "modern.txt").read_text(encoding="utf-8")
    big = tmp_path / "cr-big.txt"
    at = text.index("\n613.4.")
    big.write_text(text[:at] + "\n613.4. " + "layer " * 40_000 + text[at + 7:], encoding="utf-8")
    r = kb("ingest", str(big), "--db", str(tmp_path / "kb.db"))
    assert r.returncode == 1 and "rule 613.4 is" in r.stderr and "at most 100,000" in r.stderr, r.stderr


@pytest.mark.parametrize("fixture, where", [
    ("cards-small.jsonl", "card 'Gristle Hauler' is 150,"),
    ("rulings-small.jsonl", "the ruling of 'Gristle Hauler' dated 2024-01-05 is 150,"),
])
def test_a_huge_card_record_is_refused_by_name(tmp_path, fixture, where):
    """A card face or ruling of 150,000 characters is refused, naming it (like a huge rule)."""
    import json

    lines = (CR.parent / "cards" / fixture).read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0])
    first["text" if "text" in first else "comment"] = "trample " * 18_750
    big = tmp_path / fixture
    big.write_text("\n".join([json.dumps(first), *lines[1:]]) + "\n", encoding="utf-8")
    db = tmp_path / "kb.db"
    assert kb("ingest", str(CR / "modern.txt"), "--db", str(db)).returncode == 0
    r = kb("import-cards", str(big), "--db", str(db))
    assert r.returncode == 1 and where in r.stderr and "at most 100,000" in r.stderr, r.stderr
    assert str(big) in r.stderr and "Traceback" not in r.stderr


def test_user_mistakes_are_named(tmp_path):
    r = kb("ingest", "--url", "notaurl", "--db", str(tmp_path / "kb.db"))
    assert r.returncode == 1 and "is not an address" in r.stderr
    r = kb("ingest", str(CR / "modern.txt"), "--db", str(tmp_path))
    assert r.returncode == 1 and "a directory, not a knowledge base file" in r.stderr
    r = kb("rule", "613.4", "--db", str(tmp_path))
    assert r.returncode == 1 and "is a directory" in r.stderr
    bad = tmp_path / "bad.db"
    bad.write_bytes(b"SQLite format 3\x00" + b"\x01" * 5000)
    r = kb("rule", "613.4", "--db", str(bad))
    assert r.returncode == 1 and "internal error" not in r.stderr and "Traceback" not in r.stderr


def test_a_full_disk_is_said_plainly():
    import errno
    import sqlite3

    from kb.cli import user_mistake

    assert "disk is full" in user_mistake(OSError(errno.ENOSPC, "No space left on device"))
    assert "disk is full" in user_mistake(sqlite3.OperationalError("database or disk is full"))
    assert "damaged" in user_mistake(sqlite3.DatabaseError("database disk image is malformed"))


def test_scenario_run_reports_bad_files_and_runs_the_others(tmp_path):
    good = tmp_path / "good.yaml"
    good.write_text(DOUBLING.replace(", ".join(["Doubling Season"] * 11), "Doubling Season"))
    (tmp_path / "dir.yaml").mkdir()
    (tmp_path / "zero.yaml").symlink_to("/dev/zero")
    os.mkfifo(tmp_path / "fifo.yaml")
    (tmp_path / "bin.yaml").write_bytes(b"\xff\xfe\x00")
    r = kb("scenario", "run", str(tmp_path), "--json")
    import json

    rows = {Path(x["file"]).name: x for x in json.loads(r.stdout)["scenarios"]}
    assert r.returncode == 1 and rows["good.yaml"]["ok"]
    for name in ("dir.yaml", "zero.yaml", "fifo.yaml", "bin.yaml"):
        assert rows[name]["error"] and not rows[name]["ok"], name


def test_an_engine_run_over_budget_stops_with_its_count():
    with budget.active(budget.Budget(objects=3)):
        budget.charge("objects", 3)
        with pytest.raises(budget.OverBudget, match=r"too much for one question: 4 objects \(limit 3\)"):
            budget.charge("objects")
    budget.charge("objects", 10**9)  # outside a run nothing is counted


DOUBLING = """\
title: eleven Doubling Seasons and one token
edition: current
cards:
  Doubling Season: {mana_cost: "{4}{G}", type_line: Enchantment, text: "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead."}
steps:
  - enter: [%s]
  - effect: {text: "Create a 1/1 white Soldier creature token."}
  - expect: {"Soldier token #2": {zone: battlefield}}
""" % ", ".join(["Doubling Season"] * 11)


def test_eleven_doubling_seasons_stop_at_the_object_budget():
    """Doubling Season eleven times, then one token (2,048 tokens) held /rule/613.4 for 11.5 minutes."""
    from kb.engine.scenario import ScenarioError, loads, run

    with pytest.raises(ScenarioError, match=r"d.yaml:\d+: too much for one scenario: 2,0\d\d objects \(limit 2,000\)"):
        run(loads(DOUBLING, "d.yaml"))
    run(loads(DOUBLING.replace("* 11", "").replace(", ".join(["Doubling Season"] * 11), "Doubling Season"), "d.yaml"))
