"""Datasette on the KB (issue 4): every page and stored query through Datasette's test client.

A small KB is built from the CR fixtures (editions 1999-04-23 and 2026-04-17); some rows
are then edited so that the tests cover markup in the data, rulings and lineage.
"""
from __future__ import annotations

import json
import re
import shutil
import sqlite3
import subprocess
import sys
import types
from pathlib import Path
from urllib.parse import quote

import pytest

from kb.commands_serve import build_datasette
from helpers import DatasetteClient as Client

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures" / "cr"
NEW, OLD = "2026-04-17", "1999-04-23"
XSS = '<script>alert("kb-xss")</script>'
XSS_GLOSSARY = '<img src=x onerror="alert(2)">'


def _build(path: Path) -> Path:
    from kb.store import ingest_paths

    ingest_paths(path, [FIXTURES / "modern.txt", FIXTURES / "wrapped-1999.txt"])
    conn = sqlite3.connect(path)
    with conn:
        # Markup in the data must reach pages escaped; the reference must still be a link.
        conn.execute("UPDATE rules SET text = ? WHERE id = ?",
                     [f"A two-player game {XSS} uses the mana value & see rule 613.4c.", f"{NEW}/100.1a"])
        conn.execute("UPDATE glossary SET definition = definition || ? WHERE edition = ? AND term = 'Mana Value'",
                     [" " + XSS_GLOSSARY, NEW])
        conn.execute("INSERT INTO rulings (id, document, edition, rule, rule_id, kind, label, text, source, date, "
                     "changed, position) VALUES ('r-1', NULL, ?, '613.4c', ?, 'ruling', 'R1', ?, 'FAQ', "
                     "'2026-04-20', 0, 1)", [NEW, f"{NEW}/613.4c", "A ruling that mentions rule 613.1a."])
        conn.execute("INSERT INTO rulings_fts (rowid, rule, text, source) "
                     "SELECT rowid, rule, text, source FROM rulings WHERE id = 'r-1'")
    conn.close()
    return path


@pytest.fixture(scope="module")
def kb_db(tmp_path_factory) -> Path:
    return _build(tmp_path_factory.mktemp("ds") / "kb.db")


@pytest.fixture(scope="module")
def client(kb_db):
    c = Client(build_datasette(kb_db))
    yield c
    c.close()


def _with_lineage(src: Path, dst: Path) -> Path:
    """A copy of the fixture KB with lineage rows and graph metrics, as issue 3 stores them."""
    shutil.copy(src, dst)
    conn = sqlite3.connect(dst)
    rows = [  # 100.1 changed; 101.1 moved to 613.1; 606.5 removed; 702.19 added
        (f"{OLD}>{NEW}:100.1>100.1", OLD, "100.1", NEW, "100.1", "changed", 0.61),
        (f"{OLD}>{NEW}:101.1>613.1", OLD, "101.1", NEW, "613.1", "moved", 0.7),
        (f"{OLD}>{NEW}:606.5>", OLD, "606.5", NEW, None, "removed", 0.0),
        (f"{OLD}>{NEW}:>702.19", OLD, None, NEW, "702.19", "added", 0.0),
        (f"{OLD}>{NEW}:100>100", OLD, "100", NEW, "100", "same", 1.0),
        (f"{OLD}>{NEW}:100.2#ex1>613.4c#ex1", OLD, "100.2#ex1", NEW, "613.4c#ex1", "moved", 0.5),
        (f"{OLD}>{NEW}:100.2>100.1a", OLD, "100.2", NEW, "100.1a", "moved", 0.4),
    ]
    with conn:
        conn.executemany("INSERT INTO lineage (id, from_edition, from_number, to_edition, to_number, kind, score) "
                         "VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
        conn.execute("INSERT INTO rule_metrics (id, edition, number, kind, in_degree, out_degree, pagerank, orphan, "
                     "in_cycle) VALUES (?, ?, '613.1', 'rule', 3, 2, 0.125, 0, 1)", [f"{NEW}/613.1", NEW])
    conn.close()
    return dst


# --- the plugin's text rendering -----------------------------------------------------------

def test_linkify_escapes_first_and_links_references(client):
    from kb.datasette_plugin import linkify

    html = str(linkify(client.ds, f"{XSS} See rule 613.4c & rules 100.1a–b, layer 7c.", NEW))
    assert XSS not in html and "&lt;script&gt;" in html and "&amp;" in html
    assert f'href="/rule/613.4c?edition={NEW}"' in html
    # A range links its first end to the first member and its last end to the last.
    assert f'<a class="ruleref" href="/rule/100.1a?edition={NEW}" title="rule 100.1a">100.1a</a>' in html
    assert f'href="/rule/100.1b?edition={NEW}" title="rule 100.1b">b</a>' in html
    assert f'href="/rule/layer/7c?edition={NEW}"' in html
    # Nothing but escaped text and our anchors.
    assert re.sub(r'<a class="ruleref" href="[^"<>]*" title="[^"<>]*">|</a>', "", html).count("<") == 0


def test_linkify_snippet_marks_and_diff_marks(client):
    from kb.datasette_plugin import linkify, word_changes

    html = str(linkify(client.ds, "a [[copy]] of <b> see [[rule]] 613.4", NEW, highlight=True))
    assert "<mark>copy</mark>" in html and "&lt;b&gt;" in html and "[[" not in html
    assert f'<mark>rule</mark> <a class="ruleref" href="/rule/613.4?edition={NEW}"' in html
    deleted, inserted = word_changes("the cat sat", "the dog sat down")
    assert [("the cat sat"[a:b]) for a, b in deleted] == ["cat"]
    assert [("the dog sat down"[a:b]) for a, b in inserted] == ["dog", "down"]
    assert str(linkify(client.ds, "the dog", marks=[(4, 7)], mark_tag="ins")) == "the <ins>dog</ins>"


# --- pages ---------------------------------------------------------------------------------

def test_home_page_search_box_editions_and_how_to_cite(client):
    html = client.html("/")
    assert 'action="/search"' in html and 'name="q"' in html
    assert 'action="/rule"' in html and 'name="number"' in html
    assert f"Current edition: {NEW}" in html
    for ed in (NEW, OLD):
        assert f'<option value="{ed}">' in html
    assert f'href="/diff/{OLD}..{NEW}"' in html and 'href="/diff"' in html  # the lineage diff page
    assert "How to cite" in html and f"CR 613.4c ({NEW})" in html
    assert 'href="/rule/6"' in html and "Spells, Abilities, and Effects" in html
    for query in ("search", "citing", "history", "unresolved"):
        assert f'href="/kb/{query}' in html
    assert client.html("/-/").count("/kb/rules") >= 1  # Datasette's own index is still there


def test_rule_page_text_subrules_examples_and_citations(client):
    html = client.html("/rule/613.4")
    assert "<h1>613.4</h1>" in html and f"CR 613.4 ({NEW})" in html
    assert "Layer 7c: Effects and counters" in html  # the subrule
    assert re.search(r'<p class="kb-example" id="ex-[\w.-]+"><a class="kb-ex" href="#ex-[\w.-]+">Example( \d+)?</a>: '
                     r'A 2/2 creature gets \+1/\+1\.', html) and "Fifth example." in html
    cited_by = html[html.index('id="cited-by"'):html.index('id="glossary"')]
    assert "Cited by (2)" in cited_by  # 101.1 cites 613.4c; 702.19a cites layer 7c
    assert f'href="/rule/101.1?edition={NEW}"' in cited_by and f'href="/rule/702.19a?edition={NEW}"' in cited_by
    rulings = html[html.index('id="rulings"'):html.index('id="history"')]
    assert "Older CR text and FAQ rulings (1)" in rulings and "A ruling that mentions rule" in rulings
    assert f'href="/rule/613.1a?edition={NEW}"' in rulings
    assert f'href="/rule/613?edition={NEW}" rel="up"' in html
    page = client.html("/rule/101.1")
    cites = page[page.index('id="cites"'):page.index('id="cited-by"')]
    assert "Cites (3)" in cites and "100.1b" in cites and "(unresolved: 100.1b)" in cites


def test_rule_page_glossary_terms_used(client):
    html = client.html("/rule/100.1a")
    terms = html[html.index('id="glossary"'):html.index('id="rulings"')]
    assert "Glossary terms used (1)" in terms and ">Mana Value</a>" in terms
    assert "/kb/glossary/" in terms


def test_script_in_data_renders_escaped_everywhere(client):
    row = quote(f"{NEW}~2F100~2E1a", safe="~")
    pages = ["/rule/100.1a", "/rule/100.1", "/rule/100", "/rule/100.1a.json", f"/kb/rules?edition={NEW}",
             f"/kb/rules/{row}", f"/kb/diff?a={OLD}&b={NEW}&section=", f"/kb/glossary?edition={NEW}",
             "/rule/202.3", f"/kb/citing?number=613.4c&edition={NEW}"]
    for path in pages:
        r = client.get(path)
        assert r.status_code in (200, 404), path
        assert XSS not in r.text and XSS_GLOSSARY not in r.text, path
    assert "&lt;script&gt;alert(" in client.html("/rule/100.1a")
    assert "&lt;script&gt;alert(" in client.html(f"/kb/rules?edition={NEW}")
    # The escaped text still links its reference.
    assert f'href="/rule/613.4c?edition={NEW}"' in client.html(f"/kb/rules/{row}")
    assert "&lt;img src=x onerror=" in client.html(f"/kb/glossary?edition={NEW}")


def test_rule_page_edition_choice(client):
    old = client.html(f"/rule/100.1?edition={OLD}")
    assert "These Magic rules assume a game between two players" in old
    assert "not the current one" in old and f'href="/rule/100.1?edition={NEW}"' in old
    # A date picks the edition in force that day.
    assert "assume a game between two players" in client.html("/rule/100.1?edition=2005-06-01")
    assert "two or more players" in client.html("/rule/100.1?edition=current")
    options = re.findall(r'<option value="([\d-]+)"', client.html("/rule/100.1"))
    assert options == [NEW, OLD]
    assert "no edition in force on 1990-01-01" in client.html("/rule/100.1?edition=1990-01-01", 400)
    assert "takes a date" in client.html("/rule/100.1?edition=garbage", 400)


def test_an_address_of_no_page_gets_the_sites_not_found_page(client):
    for path in ("/nosuchpage", "/kb/nosuchtable"):
        html = client.html(path, 404)
        assert "There is no page at this address" in html and "Database not found" not in html
        assert 'action="/rule"' in html and 'action="/search"' in html


def test_rule_page_missing_numbers(client):
    html = client.html("/rule/606.5", 404)  # only in 1999
    assert "606.5 does not exist in the 2026-04-17 edition; it exists in 1 edition(s)" in html
    assert f'href="/rule/606.5?edition={OLD}"' in html
    assert "nor in any ingested edition" in client.html("/rule/999.9", 404)
    assert "is not a rule number" in client.html("/rule/hello", 404)
    assert client.get("/rule/999.9.json").json() == {
        "ok": False, "error": "999.9 does not exist in the 2026-04-17 edition (nor in any ingested edition)"}


def test_rule_sections_chapters_and_alone(client):
    section = client.html("/rule/613")
    assert "613.1." in section and "613.4." in section and "613.4c" not in section  # a section lists its rules
    chapter = client.html("/rule/6")
    assert "613." in chapter and "613.1." not in chapter
    alone = client.html("/rule/613.4.")
    assert "Layer 7c" not in alone.split('id="cites"')[0]


def test_rule_json(client):
    data = client.json("/rule/613.4.json")
    assert data["ok"] and data["edition"]["id"] == NEW and data["number"] == "613.4"
    assert [n["number"] for n in data["nodes"]] == ["613.4", "613.4c"]
    assert len(data["nodes"][1]["examples"]) == 5
    assert {c["source_number"] for c in data["cited_by"]} == {"101.1", "702.19a"}


def test_rule_form_and_layer_redirects(client):
    r = client.get(f"/rule?number=613.4C&edition={OLD}")
    assert r.status_code == 302 and r.headers["location"] == f"/rule/613.4c?edition={OLD}"
    assert client.get("/rule?number=").headers["location"] == "/"
    r = client.get("/rule?number=bogus")  # not a number or a name: searched for
    assert r.status_code == 302 and r.headers["location"] == "/search?q=bogus"
    r = client.get(f"/rule/layer/7c?edition={NEW}")
    assert r.status_code == 302 and r.headers["location"] == f"/rule/613.4c?edition={NEW}"
    assert client.get(f"/rule/layer/5?edition={OLD}").status_code == 404  # 1999 has no layers


def test_history_and_metrics_not_available_yet(client, kb_db, tmp_path):
    html = client.html("/rule/100.1")
    assert "Rule history is not available yet" in html
    assert "Graph:" not in html
    rows = client.json("/kb/history.json?number=100.1")["rows"]
    assert rows[0]["message"].startswith("Rule history is not available yet")
    # The same when the store has no lineage table at all (a KB from before issue 3).
    bare = tmp_path / "kb.db"
    shutil.copy(kb_db, bare)
    with sqlite3.connect(bare) as conn:
        conn.execute("DROP TABLE lineage")
        conn.execute("DROP TABLE rule_metrics")
    c = Client(build_datasette(bare))
    try:
        assert "Rule history is not available yet" in c.html("/rule/100.1")
        assert c.json("/kb/history.json?number=100.1")["rows"][0]["message"].startswith("Rule history")
    finally:
        c.close()


def test_history_and_metrics_when_present(kb_db, tmp_path):
    c = Client(build_datasette(_with_lineage(kb_db, tmp_path / "kb.db")))
    try:
        html = c.html("/rule/613.1")
        history = html[html.index('id="history"'):html.index('id="picture"')]
        assert "moved" in history and f'href="/rule/101.1?edition={OLD}"' in history
        assert f"Earliest known: <a href=\"/rule/101.1?edition={OLD}\">101.1</a>" in history
        assert "cited by 3, cites 2" in history and "in a citation cycle" in history
        old = c.html(f"/rule/101.1?edition={OLD}")
        assert f'it is now <a href="/rule/613.1?edition={NEW}">613.1</a>' in old
        assert "Unchanged in every edition" in c.html("/rule/100")  # only a 'same' row
        gone = c.html("/rule/100.2", 404)  # not in the current edition: where it went
        assert f'in the {NEW} edition it is\n  <a href="/rule/100.1a?edition={NEW}">100.1a</a>' in gone
        examples = c.html("/rule/613.4").split("Its examples")[1]  # lineage follows examples too
        assert (f'<a href="/rule/100.2?edition={OLD}">100.2</a> ({OLD} … {OLD}) → '
                f'<a href="/rule/613.4c?edition={NEW}">613.4c</a> ({NEW} … {NEW})') in examples
        rows = c.json("/kb/history.json?number=100.1")["rows"]
        assert [(r["kind"], r["from_number"], r["to_number"]) for r in rows] == [("changed", "100.1", "100.1")]
        assert rows[0]["old_text"].startswith("These Magic rules assume")
        rows = c.json(f"/kb/history.json?number=101.1&edition={OLD}")["rows"]
        assert [(r["kind"], r["to_number"]) for r in rows] == [("moved", "613.1")]
        assert c.json(f"/kb/history.json?number=606.5&edition={OLD}")["rows"][0]["kind"] == "removed"
        assert "History of a rule</a>: the editions in which it changed or moved." in c.html("/")
    finally:
        c.close()


def test_history_from_kb_analyze(tmp_path):
    """Lineage as issue 3's `kb analyze` derives it: a rule renumbered by an insertion."""
    text = (FIXTURES / "modern.txt").read_text(encoding="utf-8").replace("April 17, 2026", "June 5, 2026")
    text = text.replace("101.1. Whenever", "101.1. A rule inserted before the golden rule.\n\n101.2. Whenever")
    later = tmp_path / "later.txt"
    later.write_text(text, encoding="utf-8")
    db = tmp_path / "kb.db"
    from kb.store import ingest_paths

    ingest_paths(db, [FIXTURES / "modern.txt", later])
    r = subprocess.run(kb_command() + ["analyze", "--db", str(db)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    c = Client(build_datasette(db))
    try:
        history = c.html("/rule/101.2").split('id="history"')[1].split('id="picture"')[0]
        assert "moved" in history and f'<a href="/rule/101.1?edition={NEW}">101.1</a>' in history
        assert f"Earliest known: <a href=\"/rule/101.1?edition={NEW}\">101.1</a>" in history
        rows = c.json("/kb/history.json?number=101.2")["rows"]
        assert ("moved", "101.1", "101.2") in [(r["kind"], r["from_number"], r["to_number"]) for r in rows]
    finally:
        c.close()


def test_picture_missing_present_and_sandboxed(client, monkeypatch):
    monkeypatch.setitem(sys.modules, "kb.graph", None)  # issue 3 not there: no picture
    html = client.html("/rule/613.4")
    assert "The neighbourhood picture is not available yet" in html
    assert client.get("/rule/613.4/neighbourhood.svg").status_code == 404
    fake = types.ModuleType("kb.graph")
    calls = []

    def neighbourhood_svg(db_path, edition, number):
        calls.append((Path(db_path).name, edition, number))
        if number != "613.4":
            raise LookupError(f"{number} does not exist in the {edition} edition")
        return '<svg xmlns="http://www.w3.org/2000/svg"><text>613.4</text></svg>'

    fake.neighbourhood_svg = neighbourhood_svg
    monkeypatch.setitem(sys.modules, "kb.graph", fake)
    html = client.html("/rule/613.4")
    assert f'<img src="/rule/613.4/neighbourhood.svg?edition={NEW}"' in html
    r = client.get(f"/rule/613.4/neighbourhood.svg?edition={NEW}")
    assert r.status_code == 200 and r.headers["content-type"].startswith("image/svg+xml")
    assert "default-src 'none'" in r.headers["content-security-policy"] and "<text>613.4</text>" in r.text
    assert calls == [("kb.db", NEW, "613.4")]
    assert client.get("/rule/613.9/neighbourhood.svg").status_code == 404


def test_picture_from_issue_3_graph(client):
    pytest.importorskip("kb.graph")  # the real drawing, once issue 3 has landed
    r = client.get("/rule/613.4c/neighbourhood.svg")
    assert r.status_code == 200 and r.text.lstrip().startswith("<svg")


def test_search_page(client):
    html = client.html("/search?q=layer")
    results = re.findall(r'<a class="kb-hit" href="([^"]+)">([^<]+)</a>', html)
    assert ("/rule/613.1a?edition=2026-04-17", "613.1a") in results
    assert "<mark>Layer</mark>" in html or "<mark>layer</mark>" in html
    assert "No match" in client.html("/search?q=zyzzyva")
    bad = client.html("/search?q=layer&edition=1980-01-01", status=400)  # bad input: said, with a 400
    assert "no edition in force" in bad and "None" not in bad.split("</title>")[0]
    old = client.html(f"/search?q=deck&edition={OLD}")
    assert f"/rule/100.2?edition={OLD}" in old
    client.html('/search?q=%22unbalanced+OR+(')  # malformed FTS syntax: escaped, no error
    assert 'id="kb-q"' in client.html("/search")


def test_stored_query_search_is_ranked_with_snippets(client):
    rows = client.json("/kb/search.json?q=layer")["rows"]
    assert rows and all(r["edition"] == NEW for r in rows)
    scores = [r["score"] for r in rows]
    assert scores == sorted(scores)  # bm25: lower is better
    assert any("[[" in r["snippet"] and "]]" in r["snippet"] for r in rows)
    assert {"rule", "subrule"} & {r["kind"] for r in rows}
    gloss = client.json("/kb/search.json?q=mana+value")["rows"]
    assert any(r["kind"] == "glossary" and r["rule"] == "Mana Value" for r in gloss)
    ruling = client.json("/kb/search.json?q=mentions")["rows"]
    assert [(r["kind"], r["rule"]) for r in ruling] == [("ruling", "613.4c")]
    assert client.json("/kb/search.json?q=")["rows"] == []
    assert client.get('/kb/search.json?q="unbalanced').status_code == 200
    html = client.html("/kb/search?q=layer")
    assert "<mark>" in html and f'href="/rule/613.1a?edition={NEW}"' in html


def test_stored_query_citing(client, kb_db):
    rows = client.json(f"/kb/citing.json?number=613.4&edition={NEW}")["rows"]
    got = sorted((r["cited"], r["citing"]) for r in rows)
    with sqlite3.connect(kb_db) as conn:  # the same from the references table
        want = sorted(conn.execute(
            "SELECT t.number, f.source_number FROM [references] f JOIN rules t ON t.id = f.resolved_id "
            "WHERE t.edition = ? AND (t.number = '613.4' OR t.parent = '613.4')", [NEW]).fetchall())
    assert got == want and ("613.4c", "101.1") in got
    html = client.html("/kb/citing?number=613.4c")
    assert f'href="/rule/101.1?edition={NEW}"' in html


def test_stored_query_diff_matches_the_rules_table(client, kb_db):
    rows = client.json(f"/kb/diff.json?a={OLD}&b={NEW}&section=")["rows"]
    with sqlite3.connect(kb_db) as conn:
        old = dict(conn.execute("SELECT number, text FROM rules WHERE edition = ?", [OLD]).fetchall())
        new = dict(conn.execute("SELECT number, text FROM rules WHERE edition = ?", [NEW]).fetchall())
    want = {n: "added" for n in new.keys() - old.keys()}
    want.update({n: "removed" for n in old.keys() - new.keys()})
    want.update({n: "changed" for n in new.keys() & old.keys() if new[n] != old[n]})
    assert {r["number"]: r["change"] for r in rows} == want
    assert client.json(f"/kb/diff.json?a={NEW}&b={NEW}&section=")["rows"] == []
    only = client.json(f"/kb/diff.json?a={OLD}&b={NEW}&section=613")["rows"]
    assert only and {r["number"][:3] for r in only} == {"613"}
    html = client.html(f"/kb/diff?a={OLD}&b={NEW}&section=100")
    assert "<ins>" in html and "<del>" in html  # the words that changed in 100.1


def test_stored_query_unresolved(client, kb_db):
    rows = client.json(f"/kb/unresolved.json?edition={NEW}")["rows"]
    with sqlite3.connect(kb_db) as conn:
        want = conn.execute("SELECT count(*) FROM [references] WHERE edition = ? AND resolved_id IS NULL",
                            [NEW]).fetchone()[0]
        every = conn.execute("SELECT count(*) FROM [references] WHERE resolved_id IS NULL").fetchone()[0]
    assert len(rows) == want and {r["target"] for r in rows} >= {"100.1b", "202.3"}
    assert len(client.json("/kb/unresolved.json?edition=all")["rows"]) == every
    assert "100.1b" in client.html("/kb/unresolved")


def test_tables_facets_and_links(client):
    data = client.json(f"/kb/rules.json?edition={NEW}&_extra=facet_results&_size=5")
    facets = data["facet_results"]["results"]
    assert set(facets) == {"edition", "chapter", "section", "kind"}
    assert {v["value"]: v["count"] for v in facets["kind"]["results"]} == {
        "chapter": 3, "section": 4, "rule": 5, "subrule": 4}
    html = client.html(f"/kb/rules?edition={NEW}&section=613")
    assert f'<a class="ruleref" href="/rule/613.4c?edition={NEW}">613.4c</a>' in html
    refs = client.html(f"/kb/references?edition={NEW}")
    assert f'href="/rule/layer/7c?edition={NEW}"' in refs and f'href="/rule/613.4c?edition={NEW}">{NEW}/613.4c' in refs
    for table in ("editions", "examples", "glossary", "rulings", "references", "documents", "lineage"):
        assert client.get(f"/kb/{table}").status_code == 200, table


def test_served_read_only_with_limits(client, kb_db):
    ds = client.ds
    assert not ds.databases["kb"].is_mutable and set(ds.databases) == {"kb"}
    assert ds.setting("sql_time_limit_ms") == 1500 and ds.setting("default_page_size") == 50
    assert ds.setting("max_returned_rows") == 1000
    before = kb_db.read_bytes()
    assert client.get("/kb/-/query.json?sql=DELETE+FROM+rules").status_code == 400
    assert client.get("/kb/-/query.json?sql=" + quote("SELECT 1; DELETE FROM rules")).status_code == 400
    assert kb_db.read_bytes() == before
    slow = quote("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c")
    r = client.get(f"/kb/-/query.json?sql={slow}&_timelimit=100")  # a lower limit keeps the test fast
    assert r.status_code == 400 and "took too long" in r.json()["error"]
    assert "<h1>Magic: The Gathering Comprehensive Rules, every edition</h1>" in client.html("/")  # metadata.yml


def test_any_file_name_is_served_as_kb(kb_db, tmp_path):
    other = tmp_path / "rules-2026.db"
    shutil.copy(kb_db, other)
    c = Client(build_datasette(other))
    try:
        assert set(c.ds.databases) == {"kb"}
        assert c.json(f"/kb/search.json?q=layer&edition={NEW}")["rows"]
        assert "<h1>613.4</h1>" in c.html("/rule/613.4")
    finally:
        c.close()


def kb_command() -> list[str]:
    """The installed ``kb`` script (beside this Python), else its entry function."""
    script = Path(sys.executable).parent / "kb"
    if script.exists():
        return [str(script)]
    return [sys.executable, "-c", "import sys; from kb.cli import main; sys.argv[0] = 'kb'; main()"]


def test_kb_serve_refuses_a_missing_db(tmp_path):
    r = subprocess.run(kb_command() + ["serve", "--db", str(tmp_path / "none.db")],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 1 and "no knowledge base at" in r.stderr


def test_plain_datasette_cli_loads_the_plugin_by_entry_point(kb_db):
    # `datasette ... --get` exits non-zero on a 404 or 500.
    cmd = [sys.executable, "-m", "datasette", "serve", "-i", str(kb_db), "-c", str(ROOT / "datasette.yml"),
           "-m", str(ROOT / "metadata.yml")]
    r = subprocess.run(cmd + ["--get", "/rule/613.4c"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "Layer 7c" in r.stdout and f"CR 613.4c ({NEW})" in r.stdout
    r = subprocess.run(cmd + ["--get", "/kb/search.json?q=layer"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and json.loads(r.stdout)["rows"]


def test_the_served_kb_answers_schema_questions_once(kb_db):
    """The KB is served immutable: Datasette's schema questions (tables, columns, keys, FTS tables)
    are asked once, not on each stored query's page (its get_tables asked them for every table:
    104 thread round trips a page on the full KB, 7 now)."""
    c = Client(build_datasette(kb_db))
    try:
        db = c.ds.get_database("kb")
        first = c.html("/kb/search?q=mana")
        calls = []
        run = db._execute_fn

        async def counted(fn):
            calls.append(getattr(fn, "__name__", "?"))
            return await run(fn)

        db._execute_fn = counted
        assert c.html("/kb/search?q=mana") == first
        assert len(calls) <= 10, calls  # the page's own queries, not the schema (full KB: 7, was 104)
        assert await_value(db.table_columns("rules")) == await_value(db.table_columns("rules"))
    finally:
        c.close()


def await_value(coro):
    import asyncio

    return asyncio.new_event_loop().run_until_complete(coro)
