"""The rules a card's abilities rest on, read by the rules engine, as search hits (kb.card_rules; issue 24's
twenty-first round).  Cards are "Test …" cards read by the engine; the KB tests use the mini CR of
tests/fixtures/cards with the small card file."""
from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from kb import card_rules
from kb.engine import card

FIX = Path(__file__).parent / "fixtures" / "cards"
ED = "2025-03-01"


def concepts(**definition) -> list[str]:
    return [c for c, _words in card_rules.concepts_of_card(card(**definition))]


def test_exile_then_return_is_a_new_object():
    """400.7: the card that comes back is a new object, in one ability or across two."""
    assert "new_object" in concepts(name="Test Blink", type_line="Instant", text=(
        "Exile target creature you control, then return that card to the battlefield under your control."))
    assert "new_object" in concepts(name="Test Jailer", type_line="Creature — Human", power=1, toughness=1, text=(
        "When Test Jailer enters, you may exile another target creature.\n"
        "When Test Jailer leaves the battlefield, return the exiled card to the battlefield under its owner's control."))
    assert "new_object" not in concepts(name="Test Exiler", type_line="Instant", text="Exile target creature.")
    # "… until ~ leaves the battlefield": back when the event happens (610.3), as a new object
    assert {"until_event", "new_object"} <= set(concepts(
        name="Test Warden", type_line="Enchantment",
        text="When Test Warden enters, exile target nonland permanent an opponent controls until Test Warden leaves "
             "the battlefield."))


def test_a_number_read_from_an_object_gone_is_last_known_information():
    """608.2h: the sacrificed creature's power, read after it left the battlefield."""
    assert "lki" in concepts(name="Test Hurl", type_line="Instant", text=(
        "As an additional cost to cast this spell, sacrifice a creature.\n"
        "Test Hurl deals damage equal to the sacrificed creature's power to any target."))
    assert "lki" not in concepts(name="Test Shock", type_line="Instant", text="Test Shock deals 2 damage to any target.")
    # "its power": read as it resolves, from last known information only if it has left — not said by the card
    assert "lki" not in concepts(name="Test Bite", type_line="Instant", text=(
        "Target creature you control deals damage equal to its power to target creature you don't control."))


def test_continuous_effects_give_their_operations():
    """613.1: each operation of a continuous effect is kept by its kind, classified per edition later."""
    assert concepts(name="Test Painter", type_line="Enchantment", text="All creatures are blue.") == ["op:color"]
    got = concepts(name="Test Frog", type_line="Instant",
                   text="Until end of turn, target creature loses all abilities and becomes a blue Frog with base "
                        "power and toughness 1/1.")
    assert {"op:ability_remove", "op:color", "op:type", "op:pt_set"} <= set(got)
    assert "op:control" in concepts(name="Test Threat", type_line="Sorcery",
                                    text="Gain control of target creature until end of turn.")
    assert concepts(name="Test Goyf", type_line="Creature — Lhurgoyf", power="*", toughness="*",
                    text="Test Goyf's power and toughness are each equal to the number of cards in your hand.") == [
        "op:pt_set_cda", "cda"]


def test_copies_and_unread_words():
    assert concepts(name="Test Mimic", type_line="Creature — Shapeshifter", power=0, toughness=0,
                    text="You may have Test Mimic enter as a copy of any creature on the battlefield.") == ["copiable"]
    # a line the engine does not read adds nothing: never a guess from unread words
    assert concepts(name="Test Riddle", type_line="Enchantment", text="Whenever the moon is full, frobnicate.") == []


def _tables(rows, numbers):
    db = sqlite3.connect(":memory:")
    db.execute("CREATE TABLE card_concepts (oracle_id TEXT, concept TEXT, words TEXT)")
    db.execute("CREATE TABLE concept_numbers (edition TEXT, concept TEXT, number TEXT)")
    db.executemany("INSERT INTO card_concepts VALUES (?, ?, '')", rows)
    db.executemany("INSERT INTO concept_numbers VALUES ('E', ?, ?)", numbers)
    return db


NUMBERS = [("op:type", "613.1d"), ("op:color", "613.1e"), ("op:pt_modify", "613.4c"), ("new_object", "400.7"),
           ("dependency", "613.8a"), ("timestamp", "613.7"), ("replacement", "614.1"), ("replacement_order", "616.1")]


def test_search_reads_the_tables_card_by_card():
    from kb.search import card_rules as rules_of

    db = _tables([("a", "op:color"), ("a", "op:pt_modify"), ("b", "new_object")], NUMBERS)
    # a named card's rules, in the order of the cards; an anthem's +1/+1 is too common to say anything
    assert rules_of(db, "E", [{"oracle_id": "b"}, {"oracle_id": "a"}]) == ["400.7", "613.1e"]
    assert rules_of(db, "E", []) == []
    assert rules_of(sqlite3.connect(":memory:"), "E", [{"oracle_id": "a"}]) == []   # a KB without the tables


def test_two_cards_that_meet_add_how_effects_meet():
    """Two named cards with continuous effects: dependency (613.8) and timestamps (613.7) first; two with
    replacement effects: the order of replacement effects (616.1); one card alone adds neither."""
    from kb.search import card_rules as rules_of

    db = _tables([("a", "op:type"), ("b", "op:type"), ("c", "replacement"), ("d", "replacement")], NUMBERS)
    assert rules_of(db, "E", [{"oracle_id": "a"}, {"oracle_id": "b"}]) == ["613.8a", "613.7", "613.1d"]
    assert rules_of(db, "E", [{"oracle_id": "a"}]) == ["613.1d"]
    assert rules_of(db, "E", [{"oracle_id": "c"}, {"oracle_id": "d"}]) == ["616.1"]
    assert rules_of(db, "E", [{"oracle_id": "c"}]) == []


@pytest.fixture(scope="module")
def kb_path(tmp_path_factory) -> Path:
    from kb import cards as kbcards
    from kb.store import ingest_paths

    folder = tmp_path_factory.mktemp("card_rules")
    base = folder / "base.db"
    ingest_paths(base, [FIX / "cr-mini.txt"])
    path = folder / "kb.db"
    shutil.copyfile(base, path)
    kbcards.import_cards(path, [FIX / "cards-small.jsonl", FIX / "rulings-small.jsonl"])
    conn = sqlite3.connect(path)
    card_rules.build(conn)
    conn.close()
    return path


def test_build_stores_each_cards_rules_with_the_editions_numbers(kb_path):
    conn = sqlite3.connect(kb_path)
    got = conn.execute("SELECT c.name, cc.concept, n.number FROM card_concepts cc JOIN cards c USING (oracle_id) "
                       "JOIN concept_numbers n ON n.concept = cc.concept AND n.edition = ?", [ED]).fetchall()
    assert ("Mirror Tinkerer", "copiable", "707.2") in got
    # the mini CR has no layer rules: an operation's layer is not given a number it does not have
    assert not conn.execute("SELECT 1 FROM concept_numbers WHERE concept LIKE 'op:%'").fetchone()


def test_a_named_card_adds_its_rules_as_hits(kb_path):
    from kb.db import connect
    from kb.search import search

    conn = connect(kb_path)
    r = search(conn, "Mirror Tinkerer entered as a copy of my opponent's creature. Which values does it take?",
               debug=True, semantic=False)
    assert r["channels"]["card_rules"] == ["707.2"]
    assert "707.2" in [h["number"] for h in r["hits"] if h["kind"] in ("rule", "example")]


def test_analyze_refreshes_the_numbers_without_reading_the_cards_again(kb_path, tmp_path):
    """After a new edition, ``kb analyze`` finds each concept's number in every edition again."""
    path = tmp_path / "kb.db"
    shutil.copyfile(kb_path, path)
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("DELETE FROM concept_numbers")
        assert card_rules.refresh_numbers(conn) > 0
    assert conn.execute("SELECT number FROM concept_numbers WHERE edition = ? AND concept = 'copiable'",
                        [ED]).fetchone() == ("707.2",)
    bare = sqlite3.connect(":memory:")
    assert card_rules.refresh_numbers(bare) is None   # a KB without cards' rules: nothing to refresh
