"""The policy documents (issue 23) on small fixtures: parsing, transactional ingest, references with
their reasons, two editions (history, diff), citations, and the CLI."""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from ingest.policy import find_policy_references, parse_policy
from ingest.text import ParseError
from kb.db import connect
from kb.store import ingest_paths

ROOT = Path(__file__).resolve().parents[1]
FIX = ROOT / "tests" / "fixtures" / "policy"
OLD, NEW = FIX / "ipg-mini-2024-09-23.txt", FIX / "ipg-mini-2025-06-01.txt"


def test_parse_nodes_parts_penalties_and_no_page_numbers_or_contents():
    doc = parse_policy(OLD.read_text(encoding="utf-8"), str(OLD))
    assert doc.effective == "2024-09-23" and doc.meta["doc"] == "ipg"
    nodes = {n.number: n for n in doc.meta["nodes"]}
    assert list(nodes) == ["intro", "1", "1.1", "2", "2.1", "2.1/definition", "2.1/philosophy", "2.1/upgrade",
                           "2.2", "2.2/definition", "A"]
    assert nodes["2.1"].penalty == "No Penalty" and nodes["2.1"].title == "Game Play Error — Missed Trigger"
    assert nodes["1.1"].title == "Backing Up"  # the contents' spelling of "BACKING UP"
    # wrapped lines joined, the lone page number "2" and the table of contents gone
    assert nodes["1.1"].text == ("A backup is a solution of last resort. Only the Head Judge may authorize "
                                 "a backup (see section 2.2).")
    assert not any("...." in n.text for n in nodes.values())
    assert [n for n, _ in doc.meta["toc"]] == ["1", "1.1", "2", "2.1", "2.2", "A"]


def test_references_found_with_offsets():
    text = "The rules (MTR section 4.3) apply; see rule 603.2, section 1.4, sections 2-4 and (3.1)."
    refs = find_policy_references(text, "ipg")
    got = [(r.doc, r.kind, r.target) for r in refs]
    assert got == [("mtr", "section", "4.3"), ("cr", "rule", "603.2"), (None, "section", "1.4"),
                   (None, "section", "2"), (None, "section", "3"), (None, "section", "4"), (None, "section", "3.1")]
    assert all(text[r.start:r.end] == r.raw for r in refs)


def test_truncated_and_bad_files_are_clear_errors_that_change_nothing(tmp_path):
    db = tmp_path / "kb.db"
    ingest_paths(db, [OLD])
    before = db.read_bytes()
    with pytest.raises(ParseError) as exc:
        ingest_paths(db, [NEW, FIX / "ipg-mini-truncated.txt"])
    assert "ipg-mini-truncated.txt" in str(exc.value) and "2.2" in str(exc.value)
    assert db.read_bytes() == before
    bad = tmp_path / "ipg-nodate.txt"
    bad.write_text("MAGIC INFRACTION PROCEDURE GUIDE\n\nSome text.\n", encoding="utf-8")
    with pytest.raises(ParseError, match="ipg-nodate.txt.*Effective"):
        ingest_paths(db, [bad])


@pytest.fixture(scope="module")
def two_editions(tmp_path_factory) -> Path:
    db = tmp_path_factory.mktemp("policy") / "kb.db"
    ingest_paths(db, [ROOT / "tests" / "fixtures" / "cr" / "modern.txt", NEW, OLD])
    return db


def test_references_resolved_or_listed_with_a_reason(two_editions):
    from kb.policy import unresolved

    conn = connect(two_editions)
    data = unresolved(conn)
    reasons = {(r["edition"], r["raw"]): r["note"] for r in data["unresolved"]}
    # no CR edition was in force in 2024 or 2025 (the fixture CR is of 2026-04-17); no MTR at all
    assert "no CR edition in force on 2024-09-23" in reasons[("ipg-2024-09-23", "rule 603.2")]
    assert reasons[("ipg-2024-09-23", "MTR section 4.3")] == "the MTR is not ingested"
    assert reasons[("ipg-2024-09-23", "section 9.9")] == "no section 9.9 in IPG 2024-09-23"
    linked = conn.execute("SELECT resolved_id FROM [references] WHERE source_table = 'policy' AND "
                          "raw = 'Game Play Error — Missed Trigger' AND edition = 'ipg-2025-06-01'").fetchone()
    assert linked == ("ipg-2025-06-01/2.1",)
    assert data["total"] == len(data["unresolved"]) + conn.execute(
        "SELECT count(*) FROM [references] WHERE source_table = 'policy' AND resolved_id IS NOT NULL").fetchone()[0]


def test_second_edition_history_diff_and_edition_in_force(two_editions):
    from kb.policy import diff, get_node, history

    conn = connect(two_editions)
    assert get_node(conn, "ipg", "2.1")["edition"] == "2025-06-01"
    assert get_node(conn, "ipg", "2.1", "2024-12-31")["edition"] == "2024-09-23"
    with pytest.raises(LookupError, match="2.3.*2025-06-01"):
        get_node(conn, "ipg", "2.3", "2024-12-31")
    d = diff(conn, "ipg", "2024-09-23", "2025-06-01")
    assert d["counts"] == {"added": 2, "removed": 0, "changed": 1}
    assert [c["number"] for c in d["changes"] if c["status"] == "changed"] == ["2.1/definition"]
    h = history(conn, "ipg", "2.1 definition")
    assert [e["status"] for e in h["editions"]] == ["first", "changed"]


def test_cite_checks_policy_citations_against_the_document_in_force(two_editions):
    from kb.policy import cite

    conn = connect(two_editions)
    data = cite(conn, "IPG 2.3 and IPG 2.1", "2024-12-31")
    status = {c["citation"]: c["status"] for c in data["citations"]}
    assert status == {"IPG 2.3": "outdated", "IPG 2.1": "valid"}
    assert cite(conn, "IPG 2.3")["valid"] is True


def _kb(db: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "KB_DB": str(db), "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-m", "kb.cli", *args], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=120)


def test_cli_ipg_rule_penalties_and_json(two_editions):
    r = _kb(two_editions, "ipg", "2.1")
    assert r.returncode == 0, r.stderr
    assert "IPG 2.1 Game Play Error — Missed Trigger" in r.stdout and "Penalty: No Penalty" in r.stdout
    assert "IPG 2.1 Philosophy" in r.stdout and "unresolved" in r.stdout
    assert _kb(two_editions, "rule", "IPG 2.1").stdout == r.stdout
    p = json.loads(_kb(two_editions, "penalties", "--json").stdout)
    assert [(x["section"], x["penalty"]) for x in p["infractions"]] == [
        ("2.1", "No Penalty"), ("2.2", "Warning"), ("2.3", "Warning")]
    bad = _kb(two_editions, "ipg", "7.7")
    assert bad.returncode == 1 and "IPG 7.7 does not exist" in bad.stderr and "Traceback" not in bad.stderr
