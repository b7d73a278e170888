"""Loading into SQLite: atomic swap, bad input leaves the database as it was, re-ingest is stable."""
from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest
import sqlite_utils

from ingest.text import ParseError
from kb.store import ingest_paths

CR = Path(__file__).parent / "fixtures" / "cr"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def dump(path: Path) -> dict[str, list[tuple]]:
    """Every row of every content table, in primary-key order."""
    db = sqlite_utils.Database(path)
    return {t: list(db.execute(f"SELECT * FROM [{t}] ORDER BY 1").fetchall())
            for t in db.table_names() if "_fts" not in t}


@pytest.fixture
def kb_db(tmp_path) -> Path:
    db = tmp_path / "kb.db"
    ingest_paths(db, [CR / "modern.txt"])
    return db


def test_ingest_creates_tables_and_rows(kb_db):
    db = sqlite_utils.Database(kb_db)
    for table in ("editions", "documents", "rules", "examples", "glossary", "rulings", "references"):
        assert db[table].exists(), table
    assert set(db.view_names()) >= {"chapters", "sections"}
    ed = db["editions"].get("2026-04-17")
    assert (ed["chapters"], ed["sections"], ed["examples"], ed["glossary"]) == (3, 4, 5, 2)
    rule = db["rules"].get("2026-04-17/613.4c")
    assert rule["parent"] == "613.4" and rule["section"] == "613" and rule["chapter"] == "6"
    assert [r["title"] for r in db["sections"].rows_where("edition = ?", ["2026-04-17"],
                                                          order_by="position")][2] == \
        "Interaction of Continuous Effects"


def test_references_resolve_by_kind(kb_db):
    db = sqlite_utils.Database(kb_db)
    rows = {(r["source_number"], r["target"]): r for r in db["references"].rows}
    assert rows[("101.1", "613.4c")]["resolved_id"] == "2026-04-17/613.4c"
    assert rows[("101.1", "100.1a")]["resolved_id"] == "2026-04-17/100.1a"
    assert rows[("101.1", "100.1b")]["resolved_id"] is None  # a range member that doesn't exist
    assert rows[("702.19a", "5")]["kind"] == "chapter"
    assert rows[("702.19a", "7c")]["resolved_id"] == "2026-04-17/613.4c"  # layer 7c → its rule


def test_fts_is_porter_stemmed(kb_db):
    db = sqlite_utils.Database(kb_db)
    hits = [r["number"] for r in db["rules"].search("modifying")]
    assert "613.4c" in hits  # "modify" matched through stemming


def test_reingest_gives_the_same_rows(tmp_path, kb_db):
    before = dump(kb_db)
    ingest_paths(kb_db, [CR / "modern.txt"])
    assert dump(kb_db) == before
    other = tmp_path / "other.db"
    ingest_paths(other, [CR / "modern.txt"])
    assert dump(other) == before
    # The full-text index follows the re-ingest: no stale or doubled entries.
    db = sqlite_utils.Database(kb_db)
    assert db.execute("SELECT count(*) FROM rules_fts WHERE rules_fts MATCH 'sublayers'").fetchone()[0] == 1
    assert db.execute("SELECT count(*) FROM rules_fts").fetchone()[0] == db["rules"].count


def test_editions_accumulate(kb_db):
    ingest_paths(kb_db, [CR / "cp1252-cr.txt"])
    db = sqlite_utils.Database(kb_db)
    assert sorted(r["id"] for r in db["editions"].rows) == ["2007-02-01", "2026-04-17"]
    assert db["editions"].get("2007-02-01")["encoding"] == "cp1252"


def _bad_inputs(tmp: Path) -> list[tuple[str, bytes, dict, str]]:
    modern = (CR / "modern.txt").read_bytes()
    return [
        ("empty.txt", b"", {}, "empty file"),
        ("blank.txt", b"   \n\n\t\n", {}, "empty file"),
        ("random.bin", os.urandom(4096) + b"\x00\x00", {}, r"random\.bin"),
        ("truncated.txt", modern[: modern.index(b"613.4.")], {}, "truncated"),
        ("rules.pdf", b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n", {}, "PDF"),
        ("table.csv", b"number,text,edition\n613.4,Within layer 7,2026\n613.5,x,2026\n", {}, "CSV"),
        ("notes.txt", b"Some notes about Magic.\nNothing else here.\n", {}, "unknown format"),
        ("modern.txt", modern, {"edition": "2020-01-01"}, "does not match"),
        ("nul.txt", b"100.1. Rules\x00\x00 here\n", {}, "NUL"),
        ("no-glossary.txt", modern.replace(b"Glossary", b"Index of terms"), {}, "Glossary"),
    ]


def test_bad_input_is_a_clear_error_and_changes_nothing(tmp_path, kb_db):
    before = digest(kb_db)
    cases = _bad_inputs(tmp_path)
    assert len(cases) >= 8
    for name, data, kwargs, message in cases:
        bad = tmp_path / "bad" / name
        bad.parent.mkdir(exist_ok=True)
        bad.write_bytes(data)
        with pytest.raises(ParseError, match=message) as exc:
            ingest_paths(kb_db, [bad], **kwargs)
        assert name in str(exc.value), (name, str(exc.value))
        assert digest(kb_db) == before, name
    # A bad file among good ones: nothing from the good ones lands either.
    with pytest.raises(ParseError):
        ingest_paths(kb_db, [CR / "cp1252-cr.txt", tmp_path / "bad" / "empty.txt"])
    assert digest(kb_db) == before
    assert not [p for p in kb_db.parent.iterdir() if p.name.endswith(".tmp")]


def test_missing_path_is_an_error(tmp_path):
    with pytest.raises(ParseError, match="no such file"):
        ingest_paths(tmp_path / "kb.db", [tmp_path / "nope.txt"])
    assert not (tmp_path / "kb.db").exists()


def test_error_names_the_line(tmp_path):
    bad = tmp_path / "notes.txt"
    bad.write_text("\n\nHello there\n")
    with pytest.raises(ParseError) as exc:
        ingest_paths(tmp_path / "kb.db", [bad])
    assert exc.value.path.endswith("notes.txt") and exc.value.line == 1


SEEDS = Path(__file__).parent / "fixtures" / "seeds_small"


def test_seed_documents_are_matched_and_linked(kb_db):
    ingest_paths(kb_db, [SEEDS / "changes_small.txt", SEEDS / "glossary_small.txt",
                         SEEDS / "crystalkeep_small.txt"])
    db = sqlite_utils.Database(kb_db)
    docs = {d["kind"]: d for d in db["documents"].rows}
    assert set(docs) == {"changes", "glossary", "crystalkeep"}
    # None of the excerpt's numbers (104.2, 212.4j, …) is in the fixture edition: no match claimed.
    assert docs["changes"]["edition"] is None
    assert db["excerpts"].count_where("kind = 'example' AND number LIKE '104.2#%'") == 5
    assert db["rulings"].count > 0


def test_seed_with_explicit_edition(kb_db, tmp_path):
    ingest_paths(kb_db, [SEEDS / "changes_small.txt"], edition="2026-04-17")
    db = sqlite_utils.Database(kb_db)
    assert next(db["documents"].rows)["edition"] == "2026-04-17"
    before = digest(kb_db)
    with pytest.raises(ParseError, match="not an ingested edition") as exc:
        ingest_paths(kb_db, [SEEDS / "changes_small.txt"], edition="1990-01-01")
    assert "changes_small.txt" in str(exc.value)
    assert digest(kb_db) == before
