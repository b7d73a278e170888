"""The `kb` command on a throwaway KB built from the fixtures."""
from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from kb.cli import app
from kb.store import ingest_paths

CR = Path(__file__).parent / "fixtures" / "cr"
runner = CliRunner()
NUMBER = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]?)(?![\d])")


@pytest.fixture
def db(tmp_path) -> Path:
    path = tmp_path / "kb.db"
    ingest_paths(path, [CR / "modern.txt", CR / "cp1252-cr.txt"])
    return path


def kb(db: Path, *args: str):
    return runner.invoke(app, [*args, "--db", str(db)], env={"COLUMNS": "200"})


def assert_numbers_exist(db: Path, output: str, edition: str) -> None:
    """Every rule number the CLI printed exists in that edition of the KB."""
    conn = sqlite3.connect(db)
    for number in set(NUMBER.findall(output)):
        assert conn.execute("SELECT 1 FROM rules WHERE edition = ? AND number = ?",
                            [edition, number]).fetchone(), number


def test_rule_with_subrules_and_examples(db):
    r = kb(db, "rule", "613.4")
    assert r.exit_code == 0, r.output
    assert "613.4c Layer 7c" in r.output and "Example: Fourth example." in r.output
    assert_numbers_exist(db, r.output, "2026-04-17")


def test_rule_alone_with_trailing_period(db):
    r = kb(db, "rule", "613.4.")
    assert r.exit_code == 0
    assert "613.4c" not in r.output and "613.4." in r.output


def test_rule_json_and_edition(db):
    r = kb(db, "rule", "100.1", "--json", "--edition", "2007-06-01")
    data = json.loads(r.output)
    assert data["edition"] == "2007-02-01"
    assert [x["number"] for x in data["rules"]] == ["100.1", "100.1d"]


def test_unknown_rule_is_an_error_with_a_hint(db):
    r = kb(db, "rule", "613.4", "--edition", "2007-02-01")
    assert r.exit_code == 1
    assert "exists in 1 edition(s): 2026-04-17" in r.output
    r = kb(db, "rule", "banana")
    assert r.exit_code == 1 and "not a rule number" in r.output


@pytest.mark.parametrize("asked, number", [("layer 7c", "613.4c"), ("CR 613.4c (2026-04-17)", "613.4c"),
                                            ("rule 613.4c", "613.4c")])
def test_rule_opens_what_the_webs_open_box_opens(db, asked, number):
    r = kb(db, "rule", asked, "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["rules"][0]["number"] == number


def test_search_ranks_and_snippets(db):
    r = kb(db, "search", "layer 7c", "--json")
    data = json.loads(r.output)
    assert data["hits"][0]["number"] == "613.4c"
    assert "[[" in data["hits"][0]["snippet"]
    r = kb(db, "search", 'power" AND (')  # FTS syntax in user input is harmless
    assert r.exit_code in (0, 1) and "Traceback" not in r.output


def test_define_aliases_fuzzy_and_keywords(db):
    r = kb(db, "define", "mv", "--json")
    data = json.loads(r.output)
    assert data["entry"]["term"] == "Mana Value" and data["alias_of"] == "Mana Value"
    r = kb(db, "define", "mana valeu", "--json")
    assert json.loads(r.output)["entry"]["term"] == "Mana Value"
    r = kb(db, "define", "trample", "--json")
    k = json.loads(r.output)["keyword"]
    assert k["number"] == "702.19" and k["defining"]["number"] == "702.19a"
    r = kb(db, "define", "trample")
    assert_numbers_exist(db, r.output, "2026-04-17")


def test_define_takes_its_words_unquoted(db):
    """`kb define mana valeu` (the words as separate arguments, as `kb card` takes them) is `kb define "mana valeu"`:
    it exited 2 with "Got unexpected extra argument" though docs/rules.md showed `kb define stun countr`."""
    r = kb(db, "define", "mana", "valeu", "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["entry"]["term"] == "Mana Value"


def test_refs_both_directions_and_unresolved(db):
    r = kb(db, "refs", "613.4c", "--json")
    data = json.loads(r.output)
    assert {x["source"] for x in data["cited_by"]} >= {"101.1", "702.19a"}
    r = kb(db, "refs", "101.1", "--json")
    assert {x["target"] for x in json.loads(r.output)["cites"]} >= {"613.4c", "100.1a"}
    r = kb(db, "refs", "--unresolved", "--json")
    # Range member 100.1b, chapter 5 and 202.3 are not in the fixture.
    assert [x["target"] for x in json.loads(r.output)["unresolved"]] == ["100.1b", "5", "202.3"]
    r = kb(db, "refs", "101.1")
    assert_numbers_exist(db, r.output.replace("100.1b", ""), "2026-04-17")


def test_editions(db):
    r = kb(db, "editions", "--json")
    assert [e["id"] for e in json.loads(r.output)] == ["2007-02-01", "2026-04-17"]
    r = kb(db, "editions")
    assert "2026-04-17" in r.output


def test_missing_db_says_how_to_build_it(tmp_path):
    r = runner.invoke(app, ["rule", "613.4", "--db", str(tmp_path / "none.db")])
    assert r.exit_code == 1 and "kb ingest" in r.output


def test_kb_db_environment_variable(db):
    r = runner.invoke(app, ["editions", "--json"], env={"KB_DB": str(db)})
    assert r.exit_code == 0 and "2026-04-17" in r.output


def test_ingest_command_and_bad_file(tmp_path):
    target = tmp_path / "kb.db"
    r = runner.invoke(app, ["ingest", str(CR / "modern.txt"), "--db", str(target)])
    assert r.exit_code == 0 and "2026-04-17" in r.output
    bad = tmp_path / "bad.csv"
    bad.write_text("a,b,c\n1,2,3\n4,5,6\n")
    r = runner.invoke(app, ["ingest", str(bad), "--db", str(target)])
    assert r.exit_code == 1 and "bad.csv" in r.output and "CSV" in r.output


@pytest.mark.parametrize("argv", [
    ["rule", "613.4"], ["rule", "613.4.", "--json"], ["rule", "100.1", "-e", "2007-06-01"],
    ["search", "layer 7c", "-n", "3"], ["search", "layer", "--limit=2", "--json"],
    ["define", "mv"], ["refs", "613.4c"], ["refs", "--unresolved", "--json"], ["editions"],
    ["rule", "999.9"],
])
def test_fast_path_matches_typer(db, argv, capsys, monkeypatch):
    """`kb` parses the read commands itself (start-up speed); the result equals typer's."""
    from kb import cli

    expected = runner.invoke(app, [*argv, "--db", str(db)], env={"COLUMNS": "200"})
    monkeypatch.setenv("COLUMNS", "200")
    monkeypatch.setattr("sys.argv", ["kb", *argv, "--db", str(db)])
    kwargs = cli._fast_kwargs(cli._command(argv[0]), [*argv[1:], "--db", str(db)])
    assert kwargs is not None
    code = 0
    try:
        cli.main()
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    assert code == expected.exit_code
    assert " ".join((out.out + out.err).split()) == " ".join(expected.output.split())


@pytest.mark.parametrize("argv", [["rule", "--help"], ["rule", "1", "--bogus"], ["search"],
                                  ["search", "x", "--limit", "many"], ["rule", "1", "2"]])
def test_fast_path_leaves_the_rest_to_typer(argv):
    """Help, unknown options, bad values and extra arguments get typer's own messages."""
    from kb import cli

    assert cli._fast_kwargs(cli._command(argv[0]), argv[1:]) is None


def test_fast_path_ingest_takes_many_paths(tmp_path):
    from kb import cli

    kwargs = cli._fast_kwargs(cli._command("ingest"), ["a.txt", "b", "--edition", "2007-02-01", "--json"])
    assert kwargs["paths"] == [Path("a.txt"), Path("b")] and kwargs["edition"] == "2007-02-01"
    assert kwargs["as_json"] is True and kwargs["download"] is False


def test_ingest_hints_at_stale_derived_data(tmp_path):
    """A newer edition than the lineage knows: the ingest says to run `kb analyze`."""
    target = tmp_path / "kb.db"
    runner.invoke(app, ["ingest", str(CR / "cp1252-cr.txt"), "--db", str(target)])
    runner.invoke(app, ["ingest", str(CR / "modern.txt"), "--db", str(target)])
    r = runner.invoke(app, ["analyze", "--db", str(target)])
    assert r.exit_code == 0, r.output
    newer = tmp_path / "newer.txt"
    newer.write_text((CR / "modern.txt").read_text().replace("April 17, 2026", "May 1, 2026"))
    r = runner.invoke(app, ["ingest", str(newer), "--db", str(target)], env={"COLUMNS": "200"})
    assert r.exit_code == 0 and "kb analyze" in r.output
