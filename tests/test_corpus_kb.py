"""The whole corpus in one KB: every edition of cr/ and cr-next/ and the five seeds (needs ../shared)."""
from __future__ import annotations

import json
import re
import sqlite3

import pytest
from typer.testing import CliRunner

from helpers import rule_lines
from kb.cli import app

runner = CliRunner()
NUMBER = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]?)(?![\d])")


def kb(db, *args):
    r = runner.invoke(app, [*args, "--db", str(db)], env={"COLUMNS": "250"})
    assert r.exit_code == 0, r.output
    return r.output


def check_numbers(db, output: str, edition: str) -> None:
    conn = sqlite3.connect(db)
    missing = [n for n in set(NUMBER.findall(output))
               if not conn.execute("SELECT 1 FROM rules WHERE edition = ? AND number = ?",
                                   [edition, n]).fetchone()]
    assert not missing, missing


def test_every_edition_is_in(corpus_db, corpus_editions, cr_files):
    conn = sqlite3.connect(corpus_db)
    eds = [r[0] for r in conn.execute("SELECT id FROM editions ORDER BY id")]
    assert eds == corpus_editions and eds[0] == "1999-04-23"
    row = conn.execute("SELECT chapters, sections, rules, subrules, examples, glossary FROM editions "
                       "WHERE id = '2026-04-17'").fetchone()
    assert row == (9, 147, 1165, 1973, 277, 730)
    # the newest editions: every line of the file that starts with a rule number is a rule
    for path in cr_files[-3:]:
        ed = path.stem[len("cr-"):]
        got = conn.execute("SELECT chapters, sections, rules + subrules FROM editions WHERE id = ?", [ed]).fetchone()
        assert got == (9, 147, rule_lines(path)), ed


def test_current_references_resolve(corpus_db, newest_edition):
    conn = sqlite3.connect(corpus_db)
    total, unresolved = conn.execute(
        "SELECT count(*), sum(resolved_id IS NULL) FROM [references] WHERE edition = ? "
        "AND source_table IN ('rules', 'examples', 'glossary')", [newest_edition]).fetchone()
    assert total > 2000 and unresolved / total <= 0.01


def test_seeds_are_linked(corpus_db):
    conn = sqlite3.connect(corpus_db)
    docs = {r[0]: r[1:] for r in conn.execute(
        "SELECT source, kind, edition, records, matched FROM documents")}
    assert len(docs) == 5
    assert docs["000_86853ed60b25a246.txt"][:2] == ("changes", "2007-02-01")
    assert docs["002_96b68210b36b0f39.txt"][:2] == ("changes", "2008-02-01")
    kind, ed, records, matched = docs["004_911191f0ecdd571d.txt"]
    assert kind == "scraped" and ed.startswith("2025-") and matched / records >= 0.95
    kind, ed, records, matched = docs["001_d8cc158df1b44a61.txt"]
    assert kind == "crystalkeep" and ed == "2007-02-01" and records == 65
    # A ruling is a node linked to its rule: + 104.2 hangs on 104.2 of the 2007-02-01 edition.
    assert conn.execute("SELECT rule_id FROM rulings WHERE rule = '104.2' AND kind = 'rule'").fetchone() == \
        ("2007-02-01/104.2",)
    assert conn.execute("SELECT count(*) FROM glossary WHERE document LIKE 'glossary-%'").fetchone()[0] == 206


def test_search_copy_of_a_spell(corpus_db):
    data = json.loads(kb(corpus_db, "search", "copy of a spell", "--json"))
    assert "707.10" in [h["number"] for h in data["hits"][:3]]
    check_numbers(corpus_db, kb(corpus_db, "search", "copy of a spell"), data["edition"])


def test_define_keyword_and_alias(corpus_db):
    data = json.loads(kb(corpus_db, "define", "trample", "--json"))
    assert data["keyword"]["number"] == "702.19"
    assert data["keyword"]["defining"]["number"] == "702.19a"
    assert json.loads(kb(corpus_db, "define", "mv", "--json"))["entry"]["term"] == "Mana Value"
    assert json.loads(kb(corpus_db, "define", "cda", "--json"))["entry"]["term"] == \
        "Characteristic-Defining Ability"


@pytest.mark.parametrize("args, edition", [
    (["rule", "613.4"], "newest"),
    (["rule", "613"], "newest"),
    (["refs", "613.8"], "newest"),
    (["define", "flying"], "newest"),
    (["rule", "418.5a", "--edition", "2007-02-01"], "2007-02-01"),
    (["refs", "418.5a", "--edition", "2007-02-01"], "2007-02-01"),
])
def test_printed_numbers_exist_in_their_edition(corpus_db, newest_edition, args, edition):
    check_numbers(corpus_db, kb(corpus_db, *args), newest_edition if edition == "newest" else edition)


def test_old_layer_rule_by_date(corpus_db):
    data = json.loads(kb(corpus_db, "rule", "418.5a", "--edition", "2008-01-01", "--json"))
    assert data["edition"] == "2007-10-01"
    assert "layers" in data["rules"][0]["text"]
