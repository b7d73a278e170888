"""`kb engine coverage`: how much of the card pool the engine reads (issue 11 §3).

Unit tests on faces written here (with lines no grammar will ever read, so they stay unmodelled as
the grammar grows). The corpus test over ../shared/cards (at least 99 % load; fails without it) is in
test_engine_card_pool.py, which reads every face once for its checks and this figure."""
from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from kb.cli import app
from kb.engine.coverage import coverage_of_faces, face_definition, template

FIX = Path(__file__).parent / "fixtures" / "cards"
runner = CliRunner()

FACES = [
    {"name": "Plain Bear", "mana_cost": "{1}{G}", "types": ["Creature"], "subtypes": ["Bear"], "power": "2",
     "toughness": "2", "text": ""},
    {"name": "Wibbler", "mana_cost": "{2}{U}", "types": ["Creature"], "power": "1", "toughness": "1",
     "text": "Flying\nAt the beginning of your upkeep, wibble 3 wobbles.\n{2}{U}: Wibble 2 wobbles."},
    {"name": "Wobbler", "mana_cost": "{U}", "types": ["Creature"], "power": "1", "toughness": "1",
     "text": "At the beginning of your upkeep, wibble 7 wobbles."},
    {"name": "Wobble Spell", "mana_cost": "{R}", "types": ["Instant"], "text": "Wobble Spell deals 3 damage to any "
     "target. Wibble 4 wobbles."},
    {"name": "Odd Thing", "types": ["Frobnicator"], "text": ""},
    {"name": "Half Ogre", "types": ["Creature"], "power": "1.5", "toughness": "2", "text": ""},
]


def test_template():
    assert template("At the beginning of your upkeep, wibble 3 wobbles.") == \
        "At the beginning of your upkeep, wibble N wobbles."
    assert template("{2}{U}, {T}: Target creature gets +2/-1 until end of turn.") == \
        "{M}, {M}: Target creature gets +N/-N until end of turn."
    assert template('Wibbler has "{T}: Add {G}."', "Wibbler") == '~ has "{M}: Add {M}."'


def test_face_definition_matches_card_definition(tmp_path, kb):
    from kb import cards as kbcards

    kbcards.import_cards(kb, [FIX / "cards-small.jsonl"])
    import sqlite3
    conn = sqlite3.connect(kb)
    conn.row_factory = sqlite3.Row
    for row in conn.execute("SELECT * FROM card_faces"):
        d = face_definition(dict(row))
        whole = kbcards.card_definition(conn, row["name"])
        # a card of several faces is one card shape with its faces: coverage reads each face on its own
        face = next((f for f in whole.get("faces", []) if f["name"] == row["name"]), whole)
        assert d == {k: v for k, v in face.items() if k != "faces"}, row["name"]


def test_coverage_of_faces():
    cov = coverage_of_faces(FACES)
    d = cov.as_dict()
    assert (d["faces"], d["loaded"]) == (6, 4)
    assert d["fully_modelled"] == 1                       # the vanilla bear only
    assert d["without_text"] == 1
    assert d["by_kind"]["keyword"] == {"abilities": 1, "modelled": 1, "unmodelled": 0, "modelled_share": 1.0}
    assert d["by_kind"]["triggered"]["unmodelled"] == 2 and d["by_kind"]["activated"]["unmodelled"] == 1
    assert d["by_kind"]["spell"] == {"abilities": 1, "modelled": 0, "unmodelled": 1, "modelled_share": 0.0}
    top = {t["template"]: t for t in d["top_unmodelled"]}
    assert top["At the beginning of your upkeep, wibble N wobbles."]["faces"] == 2    # grouped
    assert top["{M}: Wibble N wobbles."]["kind"] == "activated"
    assert top["Wibble N wobbles."] == {"template": "Wibble N wobbles.", "faces": 1, "kind": "spell",
                                        "example": "Wobble Spell"}
    reasons = {r["reason"]: r["faces"] for r in d["not_loaded"]}
    assert sum(reasons.values()) == 2 and any("card type" in r for r in reasons)


def test_kb_engine_coverage_command(kb, tmp_path):
    from kb import cards as kbcards

    kbcards.import_cards(kb, [FIX / "cards-small.jsonl"])
    notes = tmp_path / "gaps.md"
    r = runner.invoke(app, ["engine", "coverage", "--db", str(kb), "--json", "--notes", str(notes)])
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["faces"] == 10 and data["loaded"] == data["faces"] and 0 <= data["fully_modelled"] <= 10
    text = notes.read_text()
    assert "| kind | abilities | modelled | unmodelled | modelled share |" in text and "faces: 10" in text
    r = runner.invoke(app, ["engine", "coverage", "--db", str(kb), "--top", "3"], env={"COLUMNS": "200"})
    assert r.exit_code == 0 and "10 card faces" in r.output and "Abilities by kind" in r.output


def test_kb_engine_coverage_without_cards(kb):
    r = runner.invoke(app, ["engine", "coverage", "--db", str(kb)])
    assert r.exit_code == 1 and "holds no cards" in r.output


def test_parallel_counts_as_one_process():
    from kb.engine.coverage import coverage_parallel

    rows = FACES * 400
    one, two = coverage_of_faces(rows).as_dict(), coverage_parallel(rows, jobs=2).as_dict()
    one.pop("seconds"), two.pop("seconds")
    assert one == two and one["faces"] == 2400


def test_a_combined_name_row_is_its_first_face(tmp_path):
    """The 2026-06 corpus holds a split or double-faced card's first face's text under the combined name: the face is
    named by its first name, so "~" finds it in its text ("Fire deals 2 damage …")."""
    import gzip

    from kb.engine.coverage import faces_of_file

    rows = [{"name": "Test Fire // Test Ice", "manaCost": "{1}{R}", "types": ["Instant"], "layout": "split",
             "text": "Test Fire deals 2 damage to any target."},
            {"name": "Test Ogre", "manaCost": "{2}{R}", "types": ["Creature"], "power": "2", "toughness": "2",
             "text": ""}]
    path = tmp_path / "corpus.json.gz"
    with gzip.open(path, "wt", encoding="utf-8") as fh:
        json.dump(rows, fh)
    faces = faces_of_file(path)
    assert [f["name"] for f in faces] == ["Test Fire", "Test Ogre"]
    assert coverage_of_faces(faces).modelled == 2
