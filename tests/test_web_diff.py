"""The /diff/A..B page (built on the lineage) and the word diffs of rule-page history rows."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from helpers import DatasetteClient as Client
from kb.cli import app
from kb.commands_serve import build_datasette
from kb.store import ingest_paths
from test_lineage_graph import CR, next_with_references

runner = CliRunner()
A, B = "2026-04-17", "2026-05-01"


@pytest.fixture(scope="module")
def three_db(tmp_path_factory) -> Path:
    """1999-04-23, then 2026-04-17 → 2026-05-01 where 101.1 becomes 101.2, 100.1 cites it by its
    new number (a renumbered reference) and 100.1a cites another rule (a real change)."""
    tmp = tmp_path_factory.mktemp("webdiff")
    db = tmp / "kb.db"
    ingest_paths(db, [CR / "wrapped-1999.txt", *next_with_references(tmp)])
    r = runner.invoke(app, ["analyze", "--db", str(db)])
    assert r.exit_code == 0, r.output
    return db


@pytest.fixture(scope="module")
def client(three_db):
    c = Client(build_datasette(three_db))
    yield c
    c.close()


def test_diff_page_summary_sections_word_marks_and_navigation(client):
    html = client.html(f"/diff/{A}..{B}")
    assert f"<title>Changes {A} → {B} · Comprehensive Rules</title>" in html  # not the SQL
    assert "<strong>1</strong> with only references renumbered" in html
    assert 'id="s-100"' in html and 'href="#s-100"' in html  # sections, with a table of contents
    # 100.1a: the deleted reference leads to the old edition, the inserted one to the new edition
    article = re.search(r'<article class="kb-change kind-changed" id="c-100.1a">.*?</article>', html, re.S).group(0)
    assert re.search(rf'<del>.*href="/rule/101.1\?edition={A}".*</del>', article, re.S), article
    assert re.search(rf'<ins>.*href="/rule/613.4c\?edition={B}".*</ins>', article, re.S), article
    # renumbered only: old number → new number, each in its edition
    assert f'href="/rule/101.1?edition={A}">101.1</a> → <a class="num" href="/rule/101.2?edition={B}">101.2</a>' in html
    assert f'href="/diff/1999-04-23..{A}" rel="prev"' in html and 'rel="next"' not in html
    assert 'name="a"' in html and 'name="section"' in html


def test_diff_page_json_is_kb_diff(client, three_db):
    data = client.json(f"/diff/{A}..{B}.json")
    cli = json.loads(runner.invoke(app, ["diff", A, B, "--json", "--db", str(three_db)]).output)
    assert data["counts"] == cli["counts"] and data["references"] == cli["references"]
    assert data["references"][0]["references"] == [["101.1", "101.2"]]


def test_diff_page_section_form_and_bad_input(client):
    html = client.html(f"/diff/{A}..{B}?section=613")
    assert 'id="s-613"' in html and 'id="s-100"' not in html
    r = client.get(f"/diff?a={A}&b={B}&section=613")
    assert r.status_code == 302 and r.headers["location"] == f"/diff/{A}..{B}?section=613"
    r = client.get(f"/diff/{B}..{A}")  # newer first: swapped
    assert r.status_code == 302 and r.headers["location"] == f"/diff/{A}..{B}"
    assert client.get("/diff").headers["location"] == f"/diff/{A}..{B}"  # the latest change
    for path, words in ((f"/diff/{A}..{A}", "same edition"), ("/diff/x..y", "is not an edition"),
                        (f"/diff/{A}..{B}?section=%3Cscript%3E", "is not a rule number"),
                        (f"/diff/1900-01-01..{B}", "no edition in force")):
        page = client.html(path, status=400)
        assert words in page and "'<script>'" not in page, path
    assert "&lt;script&gt;" in client.html(f"/diff/{A}..{B}?section=%3Cscript%3E", status=400)
    assert client.get(f"/diff/x..{B}.json").json()["ok"] is False


def test_rule_page_history_rows_expand_to_the_word_diff(client):
    html = client.html(f"/rule/100.1a?edition={B}")
    history = html[html.index('id="history"'):]
    assert '<details class="kb-where"><summary>' in history and "<del>" in history and "<ins>" in history
    assert "<th>Score</th>" not in history  # the match score only when asked
    assert "<th>Score</th>" in client.html(f"/rule/100.1a?edition={B}&scores=1")
    assert "references renumbered: 101.1 → 101.2" in client.html(f"/rule/100.1?edition={B}")


# --- the corpus ---------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def corpus(analyzed_db):
    c = Client(build_datasette(analyzed_db))
    yield c
    c.close()


def test_corpus_diff_page_pairs_by_lineage(corpus):
    html = corpus.html("/diff/2026-02-27..2026-04-17")
    assert 'id="c-725.1"' not in html  # 725.1 was only renumbered (724 Monarch → 725)
    assert 'href="/rule/724.1?edition=2026-02-27">724.1</a> → <a class="num" href="/rule/725.1?edition=2026-04-17"' in html
    assert "<strong>18</strong> with only references renumbered" in html
    assert "<strong>12</strong> changed" in html
    refs = re.search(r'id="c-104.6">.*?</article>', html, re.S).group(0)
    assert 'href="/rule/726?edition=2026-02-27"' in refs and 'href="/rule/727?edition=2026-04-17"' in refs
    assert 'worded like <a class="num" href="/rule/715.1?edition=2026-02-27">715.1</a>' in html
    assert 'href="/diff/2026-01-16..2026-02-27" rel="prev"' in html
