"""`kb scenario run` and `kb ask` against the whole-corpus KB."""
from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

from typer.testing import CliRunner

from kb.cli import app

ROOT = Path(__file__).resolve().parents[1]
runner = CliRunner()
NUMBER = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]?)(?![\d])")


def kb(db: Path, *args: str, input: str | None = None):
    return runner.invoke(app, [*args, "--db", str(db)], env={"COLUMNS": "240"}, input=input)


def numbers_exist(db: Path, text: str, edition: str) -> None:
    conn = sqlite3.connect(db)
    for n in set(NUMBER.findall(text)):
        assert conn.execute("SELECT 1 FROM rules WHERE edition = ? AND number = ?", [edition, n]).fetchone(), n


def test_scenario_run_all_pass(corpus_db):
    # every folder but the 3,700 puzzles, which tests/test_scenarios.py runs (each scenario once in the suite)
    folders = [str(d) for d in sorted((ROOT / "scenarios").iterdir()) if d.is_dir() and d.name != "puzzles"]
    r = kb(corpus_db, "scenario", "run", *folders)
    assert r.exit_code == 0, r.output
    assert re.search(r"(\d+) passed, 0 failed", r.output)
    assert re.search(r"By kind: .*puzzle", r.output) and "worked-example" in r.output


def test_scenario_run_fails_on_a_wrong_answer(corpus_db, tmp_path):
    bad = tmp_path / "bad.yaml"
    text = (ROOT / "scenarios" / "current" / "613.5-ex2-gray-ogre.yaml").read_text().replace("pt: 5/8", "pt: 4/8")
    bad.write_text(text)
    r = kb(corpus_db, "scenario", "run", str(bad))
    assert r.exit_code == 1
    assert "FAIL" in r.output and "expected 4/8, got 5/8" in r.output
    assert re.search(r"bad\.yaml:\d+: Gray Ogre pt", r.output)


def test_scenario_run_json(corpus_db):
    r = kb(corpus_db, "scenario", "run", str(ROOT / "scenarios" / "2007"), "--json")
    data = json.loads(r.output)
    assert r.exit_code == 0 and data["failed"] == 0
    assert data["passed"] + data["pending"] == len(data["scenarios"]) and data["passed"] >= 8


def test_ask_gray_ogre_2007(corpus_db):
    r = kb(corpus_db, "ask", str(ROOT / "scenarios" / "2007" / "418.5a-ex2-gray-ogre.yaml"))
    assert r.exit_code == 0, r.output
    assert "Gray Ogre: pt = 1/4 ✓" in r.output
    assert "Layer 6b" in r.output and "Layer 6c" in r.output and "Layer 6d" in r.output
    assert "(418.5a)" in r.output and "418.5g" in r.output
    assert "Confirms 418.5a example 2 (2007-02-01): Gray Ogre, a 2/2 creature, is in play." in r.output
    numbers_exist(corpus_db, r.output, "2007-02-01")


def test_ask_gray_ogre_today(corpus_db, newest_edition):
    r = kb(corpus_db, "ask", str(ROOT / "scenarios" / "current" / "613.5-ex2-gray-ogre.yaml"))
    assert r.exit_code == 0, r.output
    assert "Gray Ogre: pt = 5/8 ✓" in r.output
    assert "Layer 7b" in r.output and "Layer 7c" in r.output and "(613.4b)" in r.output and "(613.4c)" in r.output
    numbers_exist(corpus_db, r.output, newest_edition)


def test_ask_explains_dependency(corpus_db, newest_edition):
    r = kb(corpus_db, "ask", str(ROOT / "scenarios" / "puzzles" / "dep-applies-to-lattice-march.yaml"))
    assert r.exit_code == 0, r.output
    assert "depends on Mycosynth Lattice: applying it would change what it applies to" in r.output
    assert "(613.8a)" in r.output and "(613.8b)" in r.output
    numbers_exist(corpus_db, r.output, newest_edition)


def test_ask_from_stdin_and_json(corpus_db):
    text = (ROOT / "scenarios" / "2007" / "418.5a-ex2-gray-ogre.yaml").read_text()
    r = kb(corpus_db, "ask", "-", "--json", input=text)
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["edition"] == "2007-02-01" and data["profile"] == "six-layer" and data["passed"]
    assert data["answers"][-1]["actual"] == "1/4"
    conn = sqlite3.connect(corpus_db)
    for n in data["rules_cited"]:
        assert conn.execute("SELECT 1 FROM rules WHERE edition = '2007-02-01' AND number = ?", [n]).fetchone(), n


def test_ask_error_names_file_and_line(corpus_db, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("title: x\nedition: 2026-04-17\nsteps:\n  - enter: Nothing Here\n  - expect: {Nothing Here: {pt: 1/1}}\n")
    r = kb(corpus_db, "ask", str(bad))
    assert r.exit_code == 1
    assert f"{bad}:4: card 'Nothing Here'" in r.output
