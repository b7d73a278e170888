"""A scenario file's answers that depend on an order of triggered abilities nobody stated (603.3b) are "cannot decide",
naming the rule and the answers of the orders (kb.engine.orderdepends); answers the same in every order stand; a
``trigger_order`` that names each ability (by its source or its words) decides them."""
from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from kb.engine.scenario import load, run

ROOT = Path(__file__).resolve().parents[1] / "scenarios" / "puzzles"


@pytest.fixture(scope="module")
def kb(corpus_db):
    conn = sqlite3.connect(f"file:{corpus_db}?mode=ro", uri=True)
    yield conn
    conn.close()


def test_hero_of_bladehold_unstated_order_names_both_answers(kb):
    res = run(load(ROOT / "rt48a-064-hero-of-bladehold-order-unstated.yaml"), kb)
    assert res.passed
    life = next(c for c in res.checks if c.field == "life")
    assert life.actual == "cannot decide"
    # the refusal itself, run without its "cannot decide" expectation: the reason names 603.3b and both life totals
    sc = load(ROOT / "rt48a-065-hero-of-bladehold-order-stated-by-ability.yaml")
    assert run(sc, kb).passed   # each order stated by the abilities' words: 13, then 8


def test_an_answer_the_same_in_every_order_stands(kb):
    res = run(load(ROOT / "rt48a-079-mulldrifter-evoked-order-unstated-same.yaml"), kb)
    assert res.passed and not any(c.undecided for c in res.checks)


def test_one_ability_triggered_by_two_events_is_an_unstated_order(kb):
    # evolve seeing a 3/3 and a 4/4 enter at once: one counter or two, by the order (the engine answered 3/3)
    res = run(load(ROOT / "rt48a-067-evolve-two-enter-order-matters.yaml"), kb)
    assert res.passed
    assert res.unsaid_from is not None


def test_the_reason_names_the_rule_and_both_answers(kb, tmp_path):
    text = (ROOT / "rt48a-064-hero-of-bladehold-order-unstated.yaml").read_text()
    text = text.replace("opponent: {life: cannot decide}", "opponent: {life: 13}")
    p = tmp_path / "hero.yaml"
    p.write_text(text)
    res = run(load(p), kb)
    life = next(c for c in res.checks if c.field == "life")
    assert not life.ok and life.undecided
    reason = life.undecided[-1]
    assert "603.3b" in reason and "13" in reason and "15" in reason, reason
