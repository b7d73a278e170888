"""The search caches are keyed per connection (kb.db.conn_key), never by a reusable id: two small KBs of one
edition date opened one after the other in one process each read their own titles (a flaky failure of
tests/test_search_form.py came from a closed connection's id being reused by the next one)."""
import sqlite3
import threading

from kb.db import conn_key
from kb.search import rule_titles


def _kb(title: str) -> sqlite3.Connection:
    db = sqlite3.connect(":memory:", check_same_thread=False)
    db.execute("CREATE TABLE rules (edition TEXT, number TEXT, kind TEXT, title TEXT, text TEXT)")
    db.execute("INSERT INTO rules VALUES ('2026-04-17', '702.19', 'rule', ?, ?)", [title, title])
    return db


def test_each_connection_reads_its_own_titles_when_ids_are_reused():
    for i in range(40):
        db = _kb(f"Title {i}")
        assert rule_titles(db, "2026-04-17")["702.19"] == f"Title {i}"
        db.close()
        del db        # freed at once (no cycle): the next connection often gets its id


def test_conn_key_differs_for_every_connection_opened_and_closed():
    keys = []
    for _ in range(40):
        db = sqlite3.connect(":memory:")
        keys.append(conn_key(db))
        assert conn_key(db) == keys[-1]        # stable while the connection is in use
        db.close()
        del db
    assert len(set(keys)) == len(keys)


def test_conn_key_runs_no_sql_so_another_threads_connection_is_fine():
    db = sqlite3.connect(":memory:")           # check_same_thread: a web page's connection lives on its own thread
    got = []
    t = threading.Thread(target=lambda: got.append(conn_key(db)))
    t.start()
    t.join()
    assert got == [conn_key(db)]
