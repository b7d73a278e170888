"""The rules changes the engine models carry dates found in the texts: for every ingested edition,
the wording of the rule (each version's evidence pattern) agrees with the version the engine uses
for that edition's date."""
from __future__ import annotations

import re
import sqlite3

import pytest

from kb.engine.versions import CHANGES, describe_version, rule


def _found(rows, change):
    found = None
    for value, pat, prefixes in change.evidence:
        rx = re.compile(pat, re.IGNORECASE)
        if any(n.startswith(prefixes) and rx.search(t or "") for n, t in rows):
            assert found is None, (change.name, "two versions' wordings in one edition")
            found = value
    return found


@pytest.fixture(scope="module")
def editions(corpus_db):
    db = sqlite3.connect(corpus_db)
    eds = [r[0] for r in db.execute("SELECT id FROM editions ORDER BY id")]
    rows = {e: db.execute("SELECT number, text FROM rules WHERE edition = ?", [e]).fetchall() for e in eds}
    return rows


@pytest.mark.parametrize("name", sorted(CHANGES))
def test_each_version_matches_the_wording_of_its_editions(editions, corpus_editions, name):
    change = CHANGES[name]
    with_evidence = {v for v, _, _ in change.evidence}
    assert list(editions) == corpus_editions
    for ed, rows in editions.items():
        found = _found(rows, change)
        want = rule(name, ed)
        if found is None:
            assert want not in with_evidence, (name, ed, want, "its wording is not in this edition")
        else:
            assert found == want, (name, ed, found, want)


def test_versions_describe_themselves():
    assert rule("legend_rule", "2007-02-01") == "all" and rule("legend_rule", "2026-04-17") == "per_controller"
    assert rule("illegal_targets", "2017-09-29") == "countered" and rule("illegal_targets", "2018-04-27") == "doesnt_resolve"
    assert "2013-07-13" in describe_version("legend_rule", "2020-01-01")
