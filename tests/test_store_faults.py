"""The store under faults: concurrent writers, killed writers, file modes, foreign files, bad dates."""
from __future__ import annotations

import hashlib
import os
import sqlite3
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from ingest.text import ParseError
from kb.store import atomic_update, ingest_paths, writer_lock

CR = Path(__file__).parent / "fixtures" / "cr"
KB = [sys.executable, "-c", "import sys; from kb.cli import main; sys.argv[0] = 'kb'; main()"]


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def editions(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return [r[0] for r in conn.execute("SELECT id FROM editions ORDER BY id")]
    finally:
        conn.close()


def kb(*args: str, env: dict | None = None, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([*KB, *args], capture_output=True, text=True,
                          env={**os.environ, "COLUMNS": "200", **(env or {})}, **kw)


# --- two writers at once ------------------------------------------------------------------

@pytest.mark.parametrize("round_", range(3))
def test_two_ingests_at_once_lose_nothing(tmp_path, round_):
    db = tmp_path / "kb.db"
    ingest_paths(db, [CR / "wrapped-1999.txt"])
    a = subprocess.Popen([*KB, "ingest", str(CR / "modern.txt"), "--db", str(db)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    b = subprocess.Popen([*KB, "ingest", str(CR / "cp1252-cr.txt"), "--db", str(db)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert a.wait(60) == 0 and b.wait(60) == 0
    assert editions(db) == ["1999-04-23", "2007-02-01", "2026-04-17"]


def test_a_second_writer_waits_for_the_first(tmp_path):
    db = tmp_path / "kb.db"
    ingest_paths(db, [CR / "modern.txt"])
    with writer_lock(db):
        p = subprocess.Popen([*KB, "ingest", str(CR / "cp1252-cr.txt"), "--db", str(db)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        time.sleep(1.5)
        assert p.poll() is None  # still waiting
        assert editions(db) == ["2026-04-17"]
    out, err = p.communicate(timeout=60)
    assert p.returncode == 0, err
    assert "waiting" in err and "another" in err
    assert editions(db) == ["2007-02-01", "2026-04-17"]


def test_a_writer_that_cannot_wait_fails_clearly(tmp_path):
    db = tmp_path / "kb.db"
    ingest_paths(db, [CR / "modern.txt"])
    before = digest(db)
    with writer_lock(db):
        r = kb("ingest", str(CR / "cp1252-cr.txt"), "--db", str(db), env={"KB_LOCK_TIMEOUT": "1"}, timeout=60)
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert "another" in r.stderr and str(db) in r.stderr
    assert digest(db) == before


def test_ingest_while_cards_import_loses_nothing(kb, tmp_path):
    """Every writer (cards, lineage, ingest) takes the same lock."""
    from kb import cards

    fix = Path(__file__).parent / "fixtures" / "cards"
    done = threading.Event()

    def import_cards():
        cards.import_cards(kb, [fix / "cards-small.jsonl", fix / "rulings-small.jsonl"])
        done.set()

    with writer_lock(kb):
        t = threading.Thread(target=import_cards)
        t.start()
        time.sleep(0.5)
        assert not done.is_set()
    t.join(60)
    ingest_paths(kb, [CR / "modern.txt"])
    conn = sqlite3.connect(kb)
    assert conn.execute("SELECT count(*) FROM cards").fetchone()[0] > 0
    assert "2026-04-17" in editions(kb)


# --- killed writers, modes, permissions ---------------------------------------------------

def test_a_killed_writers_temp_file_is_removed(tmp_path):
    db = tmp_path / "kb.db"
    ingest_paths(db, [CR / "modern.txt"])
    # What a writer killed with SIGKILL leaves: its copy of the KB under a temporary name.
    p = subprocess.Popen([sys.executable, "-c",
                          "import sys, time; from kb.store import atomic_update\n"
                          f"with atomic_update({str(db)!r}) as d:\n"
                          "    print('copied', flush=True); time.sleep(60)"],
                         stdout=subprocess.PIPE, text=True)
    assert p.stdout.readline().strip() == "copied"
    p.kill()
    p.wait()
    leftovers = [f for f in tmp_path.iterdir() if f.name != "kb.db" and not f.name.endswith(".lock")]
    assert leftovers and leftovers[0].stat().st_size > 0
    ingest_paths(db, [CR / "cp1252-cr.txt"])
    assert [f.name for f in tmp_path.iterdir() if not f.name.endswith(".lock")] == ["kb.db"]
    assert editions(db) == ["2007-02-01", "2026-04-17"]


def test_ingest_keeps_the_files_mode(tmp_path):
    db = tmp_path / "kb.db"
    ingest_paths(db, [CR / "modern.txt"])
    assert stat.S_IMODE(db.stat().st_mode) == 0o666 & ~_umask()
    os.chmod(db, 0o640)
    ingest_paths(db, [CR / "cp1252-cr.txt"])
    assert stat.S_IMODE(db.stat().st_mode) == 0o640


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def test_a_read_only_kb_is_not_replaced(tmp_path):
    db = tmp_path / "kb.db"
    ingest_paths(db, [CR / "modern.txt"])
    os.chmod(db, 0o444)
    before = digest(db)
    with pytest.raises(ParseError, match="read-only"):
        ingest_paths(db, [CR / "cp1252-cr.txt"])
    assert digest(db) == before and stat.S_IMODE(db.stat().st_mode) == 0o444
    r = kb("ingest", str(CR / "cp1252-cr.txt"), "--db", str(db))
    assert r.returncode == 1 and "read-only" in r.stderr and "Traceback" not in r.stderr


def test_an_unrelated_sqlite_file_is_not_turned_into_a_kb(tmp_path):
    other = tmp_path / "notes.sqlite"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
    conn.execute("INSERT INTO notes (text) VALUES ('keep me')")
    conn.commit()
    conn.close()
    before = digest(other)
    with pytest.raises(ParseError, match="not a rules knowledge base"):
        ingest_paths(other, [CR / "modern.txt"])
    assert digest(other) == before
    for args in (["ingest", str(CR / "modern.txt")], ["analyze"]):
        r = kb(*args, "--db", str(other))
        assert r.returncode == 1 and "not a rules knowledge base" in r.stderr, r.stderr
        assert "Traceback" not in r.stderr
    assert digest(other) == before


def test_a_file_that_is_not_sqlite_is_not_replaced(tmp_path):
    other = tmp_path / "kb.db"
    other.write_text("my notes, not a database\n" * 50)
    before = digest(other)
    r = kb("ingest", str(CR / "modern.txt"), "--db", str(other))
    assert r.returncode == 1 and "not" in r.stderr and "Traceback" not in r.stderr
    assert digest(other) == before


def test_an_empty_file_becomes_a_kb(tmp_path):
    db = tmp_path / "kb.db"
    db.touch()
    ingest_paths(db, [CR / "modern.txt"])
    assert editions(db) == ["2026-04-17"]


def test_atomic_update_rolls_back_on_error(tmp_path):
    db = tmp_path / "kb.db"
    ingest_paths(db, [CR / "modern.txt"])
    before = digest(db)
    with pytest.raises(RuntimeError):
        with atomic_update(db) as d:
            d.execute("DELETE FROM rules")
            raise RuntimeError("boom")
    assert digest(db) == before
    assert [f.name for f in tmp_path.iterdir() if not f.name.endswith(".lock")] == ["kb.db"]


# --- impossible dates -----------------------------------------------------------------------

@pytest.mark.parametrize("date", ["April 99, 2026", "February 30, 2025", "April 17, 9999", "April 17, 1066"])
def test_an_impossible_effective_date_is_refused(tmp_path, date):
    bad = tmp_path / "cr.txt"
    bad.write_text((CR / "modern.txt").read_text().replace("April 17, 2026", date))
    db = tmp_path / "kb.db"
    ingest_paths(db, [CR / "cp1252-cr.txt"])
    before = digest(db)
    with pytest.raises(ParseError, match="date"):
        ingest_paths(db, [bad])
    assert digest(db) == before and editions(db) == ["2007-02-01"]


@pytest.mark.parametrize("edition", ["2026-02-30", "2026-13-01", "tomorrow"])
def test_an_impossible_edition_option_is_refused(tmp_path, edition):
    undated = tmp_path / "undated.txt"  # a CR whose date only --edition gives
    undated.write_text((CR / "modern.txt").read_text().replace("These rules are effective as of April 17, 2026.", ""))
    r = kb("ingest", str(undated), "--edition", edition, "--db", str(tmp_path / "kb.db"))
    assert r.returncode == 1 and "edition" in r.stderr and "Traceback" not in r.stderr
    assert not (tmp_path / "kb.db").exists()
