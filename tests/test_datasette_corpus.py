"""Datasette on the whole corpus (every edition + seeds): pages agree with the store.

Uses the session-wide ``corpus_db``: these tests fail (never skip) without ../shared.
"""
from __future__ import annotations

import re
import sqlite3

import pytest

from kb.commands_serve import build_datasette

from test_datasette import Client


@pytest.fixture(scope="module")
def corpus(corpus_db):
    c = Client(build_datasette(corpus_db))
    yield c
    c.close()


@pytest.fixture(scope="module")
def conn(corpus_db):
    c = sqlite3.connect(corpus_db)
    yield c
    c.close()


@pytest.fixture(scope="module")
def current(conn) -> str:
    return conn.execute("SELECT max(id) FROM editions").fetchone()[0]


def _section(html: str, start: str, end: str) -> str:
    return html[html.index(start):html.index(end)]


def test_home_lists_every_edition(corpus, conn, corpus_editions):
    html = corpus.html("/")
    editions = [r[0] for r in conn.execute("SELECT id FROM editions ORDER BY id DESC")]
    assert editions == corpus_editions[::-1] and f"Editions ({len(editions)})" in html
    for ed in editions:
        assert f"/kb/rules?edition={ed}&amp;kind=chapter" in html


def test_search_copy_of_a_spell(corpus, current):
    html = corpus.html("/search?q=copy+of+a+spell")
    hits = re.findall(r'<a class="kb-hit" href="/rule/([^?"]+)\?edition=([\d-]+)">', html)
    assert "707.10" in [n for n, _ in hits[:3]] and {e for _, e in hits} == {current}
    rows = corpus.json("/kb/search.json?q=copy+of+a+spell")["rows"]
    # The stored query is the plain all-words search; the page is the judges' search (kb.search).
    assert "707.10" in [r["rule"] for r in rows][:3]


def test_rule_707_10_links_every_reference(corpus, conn, current):
    html = corpus.html("/rule/707.10")
    text = _section(html, 'id="text"', 'id="cites"')
    linked = set(re.findall(rf'class="ruleref" href="/rule/([\d.a-z]+)\?edition={current}"', text))
    ids = [r[0] for r in conn.execute(
        "SELECT id FROM rules WHERE edition = ? AND (number = '707.10' OR parent = '707.10')", [current])]
    ids += [r[0] for r in conn.execute(
        f"SELECT id FROM examples WHERE rule_id IN ({','.join('?' * len(ids))})", ids)]
    stored = {r[0] for r in conn.execute(
        f"SELECT target FROM [references] WHERE kind != 'layer' AND source_id IN ({','.join('?' * len(ids))})", ids)}
    assert "601" in linked and linked == stored


def test_rule_613_4_citations_agree_with_references(corpus, conn, current):
    html = corpus.html("/rule/613.4")
    ids = [r[0] for r in conn.execute(
        "SELECT id FROM rules WHERE edition = ? AND (number = '613.4' OR parent = '613.4')", [current])]
    marks = ",".join("?" * len(ids))
    inside = set(ids) | {r[0] for r in conn.execute(f"SELECT id FROM examples WHERE rule_id IN ({marks})", ids)}
    citing = {r[0] for r in conn.execute(f"SELECT source_id FROM [references] WHERE resolved_id IN ({marks})", ids)}
    cited = {r[0] for r in conn.execute(
        f"SELECT coalesce(resolved_id, target) FROM [references] WHERE source_id IN ({','.join('?' * len(inside))})",
        list(inside))}
    assert f"Cited by ({len(citing - inside)})" in html and f"Cites ({len(cited)})" in html
    assert "613.4c" in _section(html, 'id="text"', 'id="cites"')


def test_old_number_by_date(corpus, conn):
    in_force = conn.execute("SELECT max(id) FROM editions WHERE id <= '2008-01-01'").fetchone()[0]
    html = corpus.html("/rule/418.5a?edition=2008-01-01")
    assert f"CR 418.5a ({in_force})" in html and "not the current one" in html
    assert "Gray Ogre" in html  # its example
    assert "418.5a does not exist in the" in corpus.html("/rule/418.5a", 404)


def test_diff_of_the_two_latest_editions(corpus, conn):
    a, b = [r[0] for r in conn.execute("SELECT id FROM editions ORDER BY id DESC LIMIT 2")][::-1]
    old = dict(conn.execute("SELECT number, text FROM rules WHERE edition = ?", [a]).fetchall())
    new = dict(conn.execute("SELECT number, text FROM rules WHERE edition = ?", [b]).fetchall())
    want = {n: "added" for n in new.keys() - old.keys()}
    want.update({n: "removed" for n in old.keys() - new.keys()})
    want.update({n: "changed" for n in new.keys() & old.keys() if new[n] != old[n]})
    rows = corpus.json(f"/kb/diff.json?a={a}&b={b}&section=&_size=max")["rows"]
    assert want and {r["number"]: r["change"] for r in rows} == want


def test_unresolved_and_citing(corpus, conn, current):
    rows = corpus.json("/kb/unresolved.json")["rows"]
    want = conn.execute("SELECT count(*) FROM [references] WHERE edition = ? AND resolved_id IS NULL",
                        [current]).fetchone()[0]
    assert len(rows) == want
    rows = corpus.json("/kb/citing.json?number=707.10")["rows"]
    want = conn.execute("SELECT count(*) FROM [references] f JOIN rules t ON t.id = f.resolved_id "
                        "WHERE t.edition = ? AND (t.number = '707.10' OR t.parent = '707.10')", [current]).fetchone()[0]
    assert len(rows) == want and want > 0
