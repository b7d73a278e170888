"""Lineage, history, diff, citation checks and the citation graph."""
from __future__ import annotations

import json
import re
import sqlite3
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from kb.cli import app
from kb.lineage import Item, match_editions
from kb.store import ingest_paths

CR = Path(__file__).parent / "fixtures" / "cr"
runner = CliRunner()
NUMBER = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]?)(?![\d])")


def next_edition(tmp: Path) -> Path:
    """The modern fixture one edition later: a rule inserted (renumbering), one edited,
    one removed, one split in two."""
    t = (CR / "modern.txt").read_text()
    t = t.replace("April 17, 2026", "May 1, 2026")
    t = t.replace("100.1a A two-player game is a game that begins with only two players.",
                  "100.1a A two-player game is a game that begins with exactly two players.")
    t = t.replace("101.1. Whenever a card’s text", "101.1. The golden rules come first.\n\n101.2. Whenever a card’s text")
    t = t.replace("613.1a Layer 1: Rules and effects that modify copiable values are applied.\n\n", "")
    t = t.replace(
        "702.19a Trample is a static ability that modifies the rules for assigning combat damage. See section 5 and layer 7c.",
        "702.19a Trample is a static ability that modifies the rules for assigning combat damage.\n\n"
        "702.19b See section 5 and layer 7c for the rules for assigning combat damage with trample.")
    path = tmp / "modern-next.txt"
    path.write_text(t)
    return path


@pytest.fixture
def two_db(tmp_path) -> Path:
    db = tmp_path / "kb.db"
    ingest_paths(db, [CR / "modern.txt", next_edition(tmp_path)])
    r = runner.invoke(app, ["analyze", "--db", str(db)])
    assert r.exit_code == 0, r.output
    return db


def kinds(db: Path) -> dict[tuple, str]:
    conn = sqlite3.connect(db)
    return {(a, b): k for a, b, k in conn.execute("SELECT from_number, to_number, kind FROM lineage")}


def test_lineage_kinds_from_text(two_db):
    k = kinds(two_db)
    assert k[("100.1", "100.1")] == "same"
    assert k[("100.1a", "100.1a")] == "changed"
    assert k[("101.1", "101.2")] == "moved"  # renumbered by the inserted rule
    assert k[(None, "101.1")] == "added"
    assert k[("613.1a", None)] == "removed"
    assert k[("613.4c#ex5", "613.4c#ex5")] == "same"
    assert k[("702.19a", "702.19a")] == "changed"


def test_split_and_merge_detection():
    a = [Item("100.1", "node", "100.1", "100", "The first part of a long rule about casting spells and "
              "paying costs. The second part explains how targets are chosen for the spell.", 1)]
    b = [Item("100.1", "node", "100.1", "100", "Something unrelated entirely now.", 1),
         Item("100.2", "node", "100.2", "100", "The first part of a long rule about casting spells and paying costs.", 2),
         Item("100.3", "node", "100.3", "100", "The second part explains how targets are chosen for the spell.", 3)]
    got = {(m.a, m.b): m.kind for m in match_editions(a, b)}
    # The larger half keeps the rule's line (moved, or split); the other half is split off.
    assert got[("100.1", "100.2")] in ("moved", "split") and got[("100.1", "100.3")] == "split"
    assert got[(None, "100.1")] == "added"
    got = {(m.a, m.b): m.kind for m in match_editions(b[1:], a)}
    assert sorted(got.values()) == ["merged", "moved"] or sorted(got.values()) == ["merged", "merged"]


def test_history_and_cite_on_fixture(two_db):
    r = runner.invoke(app, ["history", "101.2", "--json", "--db", str(two_db)])
    data = json.loads(r.output)
    assert [(v["edition"], v["number"]) for v in data["versions"]] == [("2026-04-17", "101.1"), ("2026-05-01", "101.2")]
    r = runner.invoke(app, ["history", "101.1", "--from", "2026-04-17", "--json", "--db", str(two_db)])
    assert json.loads(r.output)["current"]["number"] == "101.2"
    r = runner.invoke(app, ["cite", "See rule 613.1a, rule 101.1 and 123.4.", "--json", "--db", str(two_db)])
    assert r.exit_code == 1
    got = {c["citation"]: c["status"] for c in json.loads(r.output)["citations"]}
    assert got == {"613.1a": "outdated", "101.1": "valid", "123.4": "unknown"}
    r = runner.invoke(app, ["cite", "rule 613.4c", "--db", str(two_db)])
    assert r.exit_code == 0


def test_diff_on_fixture(two_db):
    r = runner.invoke(app, ["diff", "2026-04-17", "2026-05-01", "--json", "--db", str(two_db)])
    d = json.loads(r.output)
    assert {x["number"] for x in d["added"]} >= {"101.1"}
    assert {x["number"] for x in d["removed"]} == {"613.1a"}
    assert {"from": "101.1", "to": "101.2"} in d["renumbered"]
    changed = {x["number"]: x["diff"] for x in d["changed"]}
    assert "[-only-] {+exactly+}" in changed["100.1a"]
    r = runner.invoke(app, ["diff", "2026-04-17", "2026-05-01", "--section", "613", "--json", "--db", str(two_db)])
    d = json.loads(r.output)
    assert d["added"] == [] and [x["number"] for x in d["removed"]] == ["613.1a"]


def test_graph_commands_on_fixture(two_db, tmp_path):
    db = ["--db", str(two_db)]
    r = runner.invoke(app, ["graph", "--json", *db])
    data = json.loads(r.output)
    assert data["edges"] > 0 and data["most_cited"][0]["number"]
    r = runner.invoke(app, ["path", "101.2", "613.4c", "--json", *db])
    steps = json.loads(r.output)["path"]
    assert steps[0]["number"] == "101.2" and steps[-1]["number"] == "613.4c"
    r = runner.invoke(app, ["neighbors", "613.4c", "--json", *db])
    assert {"101.2", "702.19b"} <= {n["number"] for n in json.loads(r.output)["neighbors"]}
    for fmt, marker in (("graphml", "<graphml"), ("json", '"links"'), ("dot", "digraph")):
        r = runner.invoke(app, ["graph", "export", "613", "--format", fmt, *db])
        assert r.exit_code == 0 and marker in r.output, fmt
    out = tmp_path / "n.svg"
    r = runner.invoke(app, ["graph", "svg", "613.4c", "-o", str(out), *db])
    svg = out.read_text()
    assert svg.startswith("<svg") and 'id="rule_101.2"' in svg
    conn = sqlite3.connect(two_db)
    m = dict(conn.execute("SELECT number, in_degree FROM rule_metrics WHERE edition = '2026-05-01'").fetchall())
    assert m["613.4c"] >= 2


def test_analyze_is_incremental_and_atomic(two_db):
    before = sqlite3.connect(two_db).execute("SELECT count(*) FROM lineage").fetchone()[0]
    r = runner.invoke(app, ["analyze", "--json", "--db", str(two_db)])
    assert json.loads(r.output)["lineage_pairs"] == 0
    assert sqlite3.connect(two_db).execute("SELECT count(*) FROM lineage").fetchone()[0] == before


def test_history_without_lineage_says_what_to_run(tmp_path):
    db = tmp_path / "kb.db"
    ingest_paths(db, [CR / "modern.txt"])
    r = runner.invoke(app, ["history", "613.4", "--db", str(db)])
    assert r.exit_code == 1 and "kb analyze" in r.output


# --- the corpus ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def analyzed(corpus_db, tmp_path_factory) -> Path:
    import shutil

    db = tmp_path_factory.mktemp("analyzed") / "kb.db"
    shutil.copy(corpus_db, db)
    t = time.perf_counter()
    r = runner.invoke(app, ["analyze", "--json", "--db", str(db)])
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["lineage_pairs"] == 125
    print(f"analyze: {time.perf_counter() - t:.1f} s")
    return db


def run(db, *args, code=0):
    r = runner.invoke(app, [*args, "--db", str(db)], env={"COLUMNS": "250"})
    assert r.exit_code == code, r.output
    return r.output


def test_gray_ogre_and_fling_are_followed_back(analyzed):
    data = json.loads(run(analyzed, "history", "613.5", "--json"))
    ogre = next(e for e in data["examples"] if "Gray Ogre" in e["text"])
    homes = [h["rule"] for h in ogre["homes"]]
    assert homes[0] == "418.5a" and homes[-1] == "613.5"
    assert ogre["homes"][0]["until"] == "2009-05-01"
    data = json.loads(run(analyzed, "history", "707.10", "--json"))
    fling = next(e for e in data["examples"] if "Fling" in e["text"])
    assert [h["rule"] for h in fling["homes"]] == ["503.10", "706.9", "706.10", "707.10"]
    assert [v["number"] for v in data["versions"]][0] == "503.10"


def test_old_number_forward(analyzed):
    data = json.loads(run(analyzed, "history", "418.5a", "--from", "2007-02-01", "--json"))
    assert data["current"]["number"] == "613"
    split = next(v for v in data["versions"] if v["event"] == "split")
    assert split["edition"] == "2009-07-11" and "612.3c" in split["split_into"]


def test_cite_acceptance(analyzed):
    out = run(analyzed, "cite", "Under 418.5a the Ogre is 1/4; see also rule 613.4c and 999.9", "--json", code=1)
    got = {c["citation"]: c for c in json.loads(out)["citations"]}
    assert got["613.4c"]["status"] == "valid"
    assert got["418.5a"]["status"] == "outdated" and got["418.5a"]["now"] == "613"
    assert "2009-05-01" in got["418.5a"]["message"]
    assert got["999.9"]["status"] == "unknown"


def section_moves(db: Path, a: str, b: str) -> dict[str, str]:
    """Old section → new section by majority of the moved rules (derived, not tabled)."""
    from collections import Counter, defaultdict

    votes: dict[str, Counter] = defaultdict(Counter)
    for f, t in sqlite3.connect(db).execute(
            "SELECT from_number, to_number FROM lineage WHERE from_edition = ? AND to_edition = ? AND "
            "kind IN ('same', 'changed', 'moved') AND from_number NOT LIKE '%#%'", [a, b]):
        votes[f[:3]][t[:3]] += 1
    return {s: c.most_common(1)[0][0] for s, c in votes.items() if s[:1].isdigit()}


def test_section_renumberings_are_recovered(analyzed):
    m10 = section_moves(analyzed, "2009-05-01", "2009-07-11")
    assert m10["418"] == "612" and m10["503"] == "706" and m10["502"] == "702"
    oct09 = section_moves(analyzed, "2009-09-04", "2009-10-01")
    assert oct09["612"] == "613" and oct09["706"] == "706"
    y2021 = section_moves(analyzed, "2021-06-18", "2021-07-23")
    assert y2021["706"] == "707"


@pytest.mark.parametrize("args, edition", [
    (["history", "613.5"], None), (["history", "418.5a", "--from", "2007-02-01"], None),
    (["neighbors", "613.8", "--depth", "2"], "2026-04-17"), (["path", "702.19", "510.1"], "2026-04-17"),
    (["graph"], "2026-04-17"), (["diff", "2026-02-27", "2026-04-17", "--section", "613"], None),
])
def test_printed_numbers_exist(analyzed, args, edition):
    out = run(analyzed, *args)
    conn = sqlite3.connect(analyzed)
    for n in set(NUMBER.findall(out)):
        if edition:
            assert conn.execute("SELECT 1 FROM rules WHERE edition = ? AND number = ?", [edition, n]).fetchone(), n
        else:
            assert conn.execute("SELECT 1 FROM rules WHERE number = ?", [n]).fetchone(), n
