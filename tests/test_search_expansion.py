"""Issue 24: each rule's expansion words (kb.rule_expansion), learned from the texts linked to it —
its card rulings (read down to a subrule), its keyword's reminder text, the glossary entries pointing
at it — on the small KB of tests/fixtures/cards (mini CR, edition 2025-03-01, and its rulings)."""
from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from kb import cards as kbcards
from kb.db import connect
from kb.store import ingest_paths

FIX = Path(__file__).parent / "fixtures" / "cards"
ED = "2025-03-01"


@pytest.fixture(scope="module")
def kb_path(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("expansion")
    path = folder / "kb.db"
    ingest_paths(path, [FIX / "cr-mini.txt"])
    kbcards.import_cards(path, [FIX / "cards-small.jsonl", FIX / "rulings-small.jsonl"])
    return path


@pytest.fixture(scope="module")
def conn(kb_path):
    c = connect(kb_path)
    yield c
    c.close()


def words(conn, number: str) -> dict[str, float]:
    return dict(conn.execute("SELECT word, weight FROM rule_expansion WHERE edition = ? AND number = ?", [ED, number]))


def test_the_import_builds_each_rules_words_from_its_linked_rulings(conn):
    # "If every creature blocking Gristle Hauler has left combat, all of its damage is assigned to
    # the defending player because it has trample." is linked to 702.19; "left" and "defend" are not
    # words of 702.19 or its subrules in the mini CR.
    trample = words(conn, "702.19")
    assert {"left", "defend"} <= set(trample)
    assert trample["trample"] > trample["left"]  # in both of its rulings, against one


def test_a_ruling_linked_to_a_rule_is_read_down_to_the_subrule_it_shares_most_words_with(conn):
    # "Use the sacrificed creature's power as it last existed on the battlefield." is linked to 608.2;
    # its words are 608.2h's (last known information), not 608.2b's (illegal targets).
    assert {"last", "exist"} <= set(words(conn, "608.2h"))
    assert "exist" not in words(conn, "608.2b")


def test_search_ranks_the_rule_by_its_expansion_words(conn):
    from kb.rule_expansion import expansion_scores
    from kb.search import search

    assert expansion_scores(conn, ED, ["left", "defend"])[0][0].startswith("702.19")
    assert expansion_scores(conn, ED, ["nothing-like-this"]) == []
    r = search(conn, "all blockers left combat, who gets the damage", debug=True, semantic=False)
    assert r["channels"]["expand"][0].startswith("702.19")


def test_a_keywords_reminder_text_and_a_glossary_entry_are_sources_too(kb_path, tmp_path):
    from kb.rule_expansion import build_expansion

    path = tmp_path / "kb.db"
    shutil.copy(kb_path, path)
    c = sqlite3.connect(path)
    try:
        text = ("Trample (This creature can deal excess combat damage to the player or planeswalker "
                "it's attacking.)")
        c.execute("INSERT INTO cards (oracle_id, name, text, keywords) VALUES (?, ?, ?, ?)",
                  ["00000000-0000-4000-8000-0000000000ff", "Test Stomper", text, json.dumps(["Trample"])])
        c.execute("INSERT INTO glossary (id, edition, term, definition) VALUES (?, ?, ?, ?)",
                  [f"{ED}/test-overrun", ED, "Test Overrun", "Extra damage beyond lethal. See rule 702.19b."])
        assert build_expansion(c) > 0
        from kb.search import _stem

        assert _stem("excess") in words(c, "702.19")  # the reminder text's word, under the keyword's rule
        assert _stem("beyond") in words(c, "702.19b")  # the glossary definition's word, under the rule it names
    finally:
        c.close()


def test_a_kb_without_the_table_searches_as_before(kb_path, tmp_path):
    from kb.rule_expansion import expansion_scores, has_expansion
    from kb.search import search

    path = tmp_path / "kb.db"
    shutil.copy(kb_path, path)
    with sqlite3.connect(path) as w:  # a KB built before the table existed
        w.execute("DROP TABLE rule_expansion")
    w.close()
    c = connect(path)
    try:
        assert not has_expansion(c)
        assert expansion_scores(c, ED, ["left"]) == []
        r = search(c, "all blockers left combat, who gets the damage", debug=True, semantic=False)
        assert "expand" not in r["channels"] and r["hits"]
    finally:
        c.close()
