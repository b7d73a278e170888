"""The engine's caches never change an answer: every scenario run again with every evaluation made from
scratch (no snapshot reused, no incremental layer) gives the same results. An action that changes an
object without marking the state changed (an Aura attaching as its spell resolves did once) shows here."""
from __future__ import annotations

import pathlib
import sqlite3

import pytest

from kb.engine.scenario import load, run
from kb.engine.state import GameState

ROOT = pathlib.Path(__file__).resolve().parents[1]
FILES = sorted((ROOT / "scenarios").glob("*/*.yaml"))


def _answers(path, db):
    try:
        res = run(load(path), db)
    except Exception as exc:  # noqa: BLE001 - an error is an answer too, and must be the same both ways
        return ("error", str(exc))
    return [(c.obj, c.field, str(c.actual), bool(c.undecided)) for c in res.checks]


@pytest.fixture(scope="module")
def kb(corpus_db):
    conn = sqlite3.connect(f"file:{corpus_db}?mode=ro", uri=True)
    yield conn
    conn.close()


@pytest.mark.parametrize("chunk", range(4))
def test_answers_do_not_depend_on_the_caches(chunk, kb):
    files = FILES[chunk::4]
    cached = {f.name: _answers(f, kb) for f in files}
    GameState.fresh_evaluations = True
    try:
        fresh = {f.name: _answers(f, kb) for f in files}
    finally:
        GameState.fresh_evaluations = False
    assert {k: v for k, v in cached.items() if fresh[k] != v} == {}
