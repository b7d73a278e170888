"""Which card was taken from a library whose order is unknown (401.4, 701.24a): a hand listed by name after a draw
from a shuffled library is "cannot decide", never the engine's own arbitrary order (kb.engine.unknowns.order_taken_blockers)."""
from __future__ import annotations

import sqlite3

import pytest

from kb.engine.scenario import load, run

BOARD = """\
title: a draw after a shuffle
edition: 2026-04-17
kind: puzzle
players:
  - {name: you, library: [Test Alpha, Test Beta, Test Gamma], hand: []}
  - opponent
cards:
  Test Alpha: {mana_cost: "{1}", type_line: Artifact}
  Test Beta: {mana_cost: "{1}", type_line: Artifact}
  Test Gamma: {mana_cost: "{1}", type_line: Artifact}
  Test Shuffle: {mana_cost: "{U}", type_line: Sorcery, text: "Shuffle your library."}
steps:
%s  - draw: {player: you}
  - expect:
      you: {hand: [Test Alpha], library: 2}
    why: test
"""


@pytest.fixture(scope="module")
def kb(corpus_db):
    conn = sqlite3.connect(f"file:{corpus_db}?mode=ro", uri=True)
    yield conn
    conn.close()


def _hand_check(tmp_path, kb, shuffle: bool):
    path = tmp_path / "board.yaml"
    path.write_text(BOARD % ("  - cast: {card: Test Shuffle}\n  - resolve: all\n" if shuffle else ""), encoding="utf-8")
    res = run(load(path), kb)
    return {c.field: c for c in res.checks}


def test_a_hand_listed_by_name_after_a_draw_from_a_shuffled_library_is_undecided(tmp_path, kb):
    checks = _hand_check(tmp_path, kb, shuffle=True)
    assert checks["hand"].undecided and any("shuffled" in r for r in checks["hand"].undecided)
    assert not checks["library"].undecided and str(checks["library"].actual) == "2"   # how many is still known


def test_a_hand_listed_by_name_after_a_draw_from_a_known_order_is_answered(tmp_path, kb):
    checks = _hand_check(tmp_path, kb, shuffle=False)
    assert not checks["hand"].undecided and checks["hand"].ok
