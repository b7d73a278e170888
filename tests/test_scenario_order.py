"""A scenario's answers never depend on what ran before it in the same process: caches shared between runs (the
edition's rule look-ups kept per connection, kb.engine.profiles._read_edition; compiled cards; module-level memos)
are keyed by everything that changes an answer. Pairs that read the same words under editions that differ in the
rule they need are run in both orders on one connection, and each answer compared with the scenario's own."""
from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from kb.engine.scenario import load, run

ROOT = Path(__file__).resolve().parents[1] / "scenarios" / "puzzles"
# "Amass Orcs 1" under the current rules (701.47a) and under the 2020 rules, which define only amass N (701.44a):
# a look-up of the subtype's rule kept for one edition and read for the other would give the 2020 run a 1/1 Orc Army
PAIRS = [("keywords3-amass-orcs-existing-army.yaml", "keywords3-amass-subtype-before-rule.yaml")]


def _answers(res) -> list:
    return [(c.obj, c.field, str(c.actual), bool(c.undecided), c.ok) for c in res.checks]


@pytest.fixture(scope="module")
def kb(corpus_db):
    conn = sqlite3.connect(f"file:{corpus_db}?mode=ro", uri=True)
    yield conn
    conn.close()


@pytest.mark.parametrize("first,second", PAIRS + [(b, a) for a, b in PAIRS])
def test_answers_do_not_depend_on_the_scenario_run_before(kb, first, second):
    alone = _answers(run(load(ROOT / second), kb))
    run(load(ROOT / first), kb)
    after = _answers(run(load(ROOT / second), kb))
    assert after == alone
    assert all(a[-1] for a in after), after   # and each passes: its answers are the right ones in either order


def test_without_a_kb_an_edition_lacking_the_rule_is_not_read_with_the_current_one():
    """Without a KB the reference edition's rule numbers are used; whether the edition has a rule at all is the
    binding's record of that edition (rule_binding.json): "amass Orcs 1" under the 2020 rules (701.44a: amass N
    only) is "cannot decide", never the 1/1 Orc Army of 701.47a — the answer a run without a KB once gave."""
    res = run(load(ROOT / "keywords3-amass-subtype-before-rule.yaml"), None)
    assert res.passed, [(c.obj, c.field, str(c.actual)) for c in res.checks]
