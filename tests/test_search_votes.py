"""Issue 12, third round: the rulings vote, definition questions and glossary headings, on the
small KB of tests/fixtures/cards (mini CR, edition 2025-03-01, and its nine rulings)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from kb import cards as kbcards
from kb.db import connect
from kb.store import ingest_paths

FIX = Path(__file__).parent / "fixtures" / "cards"
ED = "2025-03-01"


@pytest.fixture(scope="module")
def kb_path(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("votes")
    path = folder / "kb.db"
    ingest_paths(path, [FIX / "cr-mini.txt"])
    kbcards.import_cards(path, [FIX / "cards-small.jsonl", FIX / "rulings-small.jsonl"])
    return path


@pytest.fixture(scope="module")
def conn(kb_path):
    c = connect(kb_path)
    yield c
    c.close()


def numbers(result) -> list[str]:
    return [h["number"] for h in result["hits"] if h["kind"] in ("rule", "example")]


def test_vote_index_holds_each_linked_text_once_with_its_rules(conn):
    rows = conn.execute("SELECT text, numbers FROM ruling_votes").fetchall()
    linked = {t for (t,) in conn.execute(
        "SELECT DISTINCT r.text FROM card_rulings r JOIN ruling_links l ON l.ruling_id = r.id")}
    assert sorted(t for t, _ in rows) == sorted(linked)  # each linked text once, no unlinked one
    vela = next(ns for t, ns in rows if t.startswith("To activate Vela"))
    assert vela.split() == ["107.3", "202.3"]  # both rules it is linked to
    hits = conn.execute("SELECT rowid FROM ruling_votes_fts WHERE ruling_votes_fts MATCH 'sacrificed'").fetchall()
    assert len(hits) == 2


def test_the_rulings_vote_reaches_a_rule_through_a_rulings_words(conn):
    from kb.search import _ruling_votes, search

    # "left combat" and "defending player" are in a Gristle Hauler ruling linked to 702.19,
    # not in the text of 702.19 or its subrules.
    votes, closest, _ = _ruling_votes(conn, ED, ["left", "combat", "defending", "player"])
    assert votes[0][0] == "702.19" and closest[0].startswith("If every creature blocking")
    r = search(conn, "all blockers left combat, who gets the damage", debug=True)
    assert r["channels"]["knn"][0].startswith("702.19")
    assert any(n.startswith("702.19") for n in numbers(r)[:3])


def test_the_rulings_vote_falls_back_to_the_card_rulings_without_its_index(kb_path, tmp_path):
    from kb.search import _ruling_votes

    import sqlite3

    copy = tmp_path / "old.db"
    shutil.copyfile(kb_path, copy)
    with sqlite3.connect(copy) as w:  # a KB built before the index existed
        w.execute("DROP TABLE ruling_votes_fts")
        w.execute("DROP TABLE ruling_votes")
    w.close()
    c = connect(copy)
    try:
        votes, _, _ = _ruling_votes(c, ED, ["left", "combat", "defending", "player"])
        assert votes and votes[0][0] == "702.19"
    finally:
        c.close()


def test_an_import_without_rules_leaves_an_empty_vote_index(tmp_path):
    path = tmp_path / "cards-only.db"
    kbcards.import_cards(path, [FIX / "cards-small.jsonl", FIX / "rulings-small.jsonl"])
    c = connect(path)
    try:
        assert c.execute("SELECT count(*) FROM ruling_votes").fetchone()[0] == 0
    finally:
        c.close()


@pytest.mark.parametrize("q, subject", [
    ("what is a permanent", "permanent"),
    ("What's the stack?", "stack"),
    ("what does trample mean", "trample"),
    ("define mana value", "mana value"),
    ("what are copiable values?", "copiable values"),
    ("what happens when a spell fizzles", None),
    ("trample", None),
])
def test_definition_subject(q, subject):
    from kb.search import _definition_subject

    assert _definition_subject(q) == subject


def test_a_definition_question_opens_the_terms_rule(conn):
    from kb.search import search

    assert numbers(search(conn, "what is the mana value?"))[0] == "202.3"
    assert numbers(search(conn, "what does trample mean"))[:2] == ["702.19", "702.19a"]


def test_a_glossary_entry_naming_a_heading_points_at_its_first_rule(conn):
    from kb.search import _glossary_ranking

    keys, entries = _glossary_ranking(conn, ED, "a creature with trample")
    assert entries[0]["term"] == "Trample"
    assert keys[0][:2] == ("rule", "702.19a")  # "702.19. Trample" is only a heading


def test_a_voted_rule_is_shown_by_the_rule_text_its_voters_words_fit(conn):
    """The rulings that voted for a rule say in the rules' words what the query asked: the words
    they share choose which of the rule's texts stands for it (issue 24, tenth round)."""
    from kb.search import _bounds, _scoped, _term_index

    idx = _term_index(conn, ED, _bounds(conn, ED))
    votes = [("702.19", 1.0)]
    query = {"trample": 1.0}  # every text of 702.19 holds it: the query alone does not choose
    about_assigning = {"702.19": [("It assigns lethal damage to each blocker and the rest to the player.", 1.0)]}
    about_kind = {"702.19": [("Trample is a static ability; it changes how combat damage is assigned.", 1.0)]}
    assert _scoped(idx, votes, query, about_assigning)[0][1] == "702.19b"
    assert _scoped(idx, votes, query, about_kind)[0][1] == "702.19a"
    assert [k[1] for k in _scoped(idx, votes, query, about_assigning)][-1] == "702.19"  # then the rule itself
