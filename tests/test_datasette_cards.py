"""Datasette on a KB with cards (issue 6, item 5): card tables, the card_rulings_for_rule query,
the rule page's card rulings panel, rule links and escaping.

Small KBs are built from tests/fixtures/cards (the mini CR, edition 2025-03-01, and the small
cards and rulings files), plus one ruling carrying markup and a rule number.
"""
from __future__ import annotations

import json
import re
import shutil
import sqlite3
from pathlib import Path
from urllib.parse import quote

import pytest

from kb import cards as kbcards
from kb.commands_serve import build_datasette
from kb.store import ingest_paths
from helpers import DatasetteClient as Client

FIX = Path(__file__).parent / "fixtures" / "cards"
ED, NEWER = "2025-03-01", "2025-06-01"
O = "00000000-0000-4000-8000-{:012d}".format
XSS = '<script>alert("card-xss")</script>'
XSS_RULING = f"Hurl the Fallen {XSS} & its damage: see rule 702.19b."


def _section(html: str, start: str, end: str = 'id="history"') -> str:
    return html[html.index(start):html.index(end)]


@pytest.fixture(scope="module")
def base_kb(tmp_path_factory) -> Path:
    """The mini CR and no card tables."""
    path = tmp_path_factory.mktemp("dsc") / "base.db"
    ingest_paths(path, [FIX / "cr-mini.txt"])
    return path


@pytest.fixture(scope="module")
def cards_kb(base_kb, tmp_path_factory) -> Path:
    """The mini CR with the small cards and rulings, and a ruling holding markup."""
    folder = tmp_path_factory.mktemp("dsc-cards")
    path = folder / "kb.db"
    shutil.copyfile(base_kb, path)
    extra = folder / "rulings-xss.jsonl"
    extra.write_text(json.dumps({"oracle_id": O(5), "card_name": "Hurl the Fallen", "published_at": "2024-05-01",
                                 "comment": XSS_RULING}) + "\n", encoding="utf-8")
    kbcards.import_cards(path, [FIX / "cards-small.jsonl", FIX / "rulings-small.jsonl", extra])
    return path


def _client(path: Path):
    c = Client(build_datasette(path))
    return c


@pytest.fixture(scope="module")
def client(cards_kb):
    c = _client(cards_kb)
    yield c
    c.close()


@pytest.fixture(scope="module")
def bare(base_kb):
    c = _client(base_kb)
    yield c
    c.close()


# --- table pages ---------------------------------------------------------------------------

def test_cards_table_labels_facets_and_search(client):
    data = client.json("/kb/cards.json?_extra=facet_results&_size=50")
    assert [r["name"] for r in data["rows"]] == sorted(r["name"] for r in data["rows"])  # sorted by name
    facets = data["facet_results"]["results"]
    assert {"layout", "colors", "types"} <= set(facets)
    assert {v["value"]: v["count"] for v in facets["layout"]["results"]} == {"normal": 6, "split": 1, "transform": 1}
    assert {v["value"]: v["count"] for v in facets["colors"]["results"]}["U"] == 3  # an array facet
    hits = client.json("/kb/cards.json?_search=sacrificed")["rows"]
    assert [r["name"] for r in hits] == ["Hurl the Fallen"]
    html = client.html("/kb/cards")
    assert "Cards by their Oracle text" in html  # metadata.yml's description
    # A face links to its card, labelled by the card's name; the card page counts its rulings.
    faces = client.html("/kb/card_faces")
    assert f'href="/kb/cards/{O(3)}"' in faces and "Spark // Frost" in faces
    card = client.html(f"/kb/cards/{O(1)}")
    assert "Gristle Hauler" in card and "card_rulings" in card


def test_card_rulings_table_newest_first_search_and_rule_links(client):
    rows = client.json("/kb/card_rulings.json?_size=50")["rows"]
    dates = [r["published_at"] for r in rows]
    assert dates == sorted(dates, reverse=True) and dates[0] == "2024-05-01"
    hits = client.json("/kb/card_rulings.json?_search=copiable")["rows"]
    assert [r["card_name"] for r in hits] == ["Mirror Tinkerer"]
    assert client.get('/kb/card_rulings.json?_search="unbalanced').status_code == 200  # escaped FTS syntax
    html = client.html("/kb/card_rulings?_search=divided")
    # The reference in the text links to the rule page (current edition: no edition in the link).
    assert '<a class="ruleref" href="/rule/702.19b" title="rule 702.19b">702.19b</a>' in html
    assert "Gristle Hauler" in html


def test_ruling_links_table_numbers_link_to_rule_pages(client):
    data = client.json("/kb/ruling_links.json?_extra=facet_results&_size=50")
    facets = data["facet_results"]["results"]
    assert {"method", "number"} <= set(facets)
    assert {v["value"]: v["count"] for v in facets["method"]["results"]} == {"citation": 2, "keyword": 1, "concept": 6}
    scores = [r["score"] for r in data["rows"]]
    assert scores == sorted(scores, reverse=True)  # best first
    html = client.html("/kb/ruling_links?method=citation")
    assert f'<a class="ruleref" href="/rule/702.19b?edition={ED}">702.19b</a>' in html  # number
    assert f'href="/kb/rules/{ED}~2F702~2E19b">702.19b</a>' in html  # rule_id: the rule's row (foreign key)
    assert "Gristle Hauler" in html  # the ruling, labelled by its card


# --- the stored query ----------------------------------------------------------------------

def test_stored_query_card_rulings_for_rule(client, cards_kb):
    rows = client.json("/kb/card_rulings_for_rule.json?number=702.19")["rows"]
    assert {"card_name", "date", "text", "score", "term"} <= set(rows[0])
    assert [(r["number"], r["method"]) for r in rows] == [
        ("702.19b", "citation"), ("702.19b", "citation"), ("702.19", "keyword")]
    scores = [r["score"] for r in rows]
    assert scores == sorted(scores, reverse=True)
    assert {r["card_name"] for r in rows} == {"Gristle Hauler", "Hurl the Fallen"}
    # The same as `kb rulings --rule` for a rule, a subrule, a section and a chapter.
    with sqlite3.connect(cards_kb) as conn:
        for number in ("702.19", "702.19b", "608.2", "702", "7", "6"):
            want = kbcards.rulings_for_rule(conn, number, limit=100)["rulings"]
            got = client.json(f"/kb/card_rulings_for_rule.json?number={number}")["rows"]
            assert sorted((r["ruling_id"], r["number"]) for r in got) == \
                sorted((r["ruling_id"], r["number"]) for r in want), number
    assert client.json("/kb/card_rulings_for_rule.json?number=702.9")["rows"] == []
    assert client.json("/kb/card_rulings_for_rule.json?number=7*")["rows"] == []  # no GLOB injection
    html = client.html("/kb/card_rulings_for_rule?number=702.19")
    assert f'<a class="ruleref" href="/rule/702.19?edition={ED}">702.19</a>' in html
    assert f'<a class="kb-card" href="/kb/cards/{O(1)}">Gristle Hauler</a>' in html
    assert XSS not in html and "&lt;script&gt;" in html


def test_stored_query_without_cards_says_so(bare):
    rows = bare.json("/kb/card_rulings_for_rule.json?number=702.19")["rows"]
    assert rows[0]["message"].startswith("No card rulings in this knowledge base")


# --- the rule page's panel ---------------------------------------------------------------

def test_rule_page_lists_linked_card_rulings(client):
    html = client.html("/rule/702.19")
    panel = _section(html, 'id="card-rulings"')
    assert "Card rulings linked to this rule (3)" in panel
    assert '<a class="kb-card" href="/card/Gristle%20Hauler">Gristle Hauler</a>' in panel  # the card's page
    assert "2024-01-05" in panel and "because it has trample" in panel
    assert "“trample” (keyword, score 0.95)" in panel and "(citation, score 1.00)" in panel
    assert f'<a class="ruleref" href="/rule/702.19b?edition={ED}">702.19b</a>' in panel
    assert panel.index("score 1.00") < panel.index("score 0.95")  # best first
    # A subrule lists its own; a rule without links says so; a section gathers its rules'.
    assert "Card rulings linked to this rule (2)" in client.html("/rule/702.19b")
    assert "No card ruling is linked to this rule" in _section(client.html("/rule/702.9"), 'id="card-rulings"')
    assert "Card rulings linked to this rule (2)" in client.html("/rule/608")
    assert "Card rulings linked to this rule (1)" in client.html("/rule/702.19.")  # the rule alone
    assert client.json("/rule/702.19.json")["card_rulings"]["total"] == 3


def test_rule_page_panel_caps_the_list_and_links_the_query(client, monkeypatch):
    from kb import datasette_plugin

    original = datasette_plugin._card_rulings
    monkeypatch.setattr(datasette_plugin, "_card_rulings",
                        lambda conn, number, alone, edition, limit=20: original(conn, number, alone, edition, 1))
    panel = _section(client.html("/rule/702.19"), 'id="card-rulings"')
    assert panel.count("<li>") == 1
    assert 'href="/kb/card_rulings_for_rule?number=702.19">All 3 card rulings</a>' in panel


def test_rule_page_without_card_tables(bare):
    html = bare.html("/rule/702.19")
    assert "<h1>702.19" in html and 'id="card-rulings"' not in html
    assert 'id="history"' in html
    assert bare.json("/rule/702.19.json")["card_rulings"] is None
    assert bare.get("/kb/cards").status_code == 404


def test_script_in_a_ruling_renders_escaped(client):
    oid = quote(O(5))
    for path in ["/rule/702.19", "/rule/702.19b", "/rule/702.19b.json", "/kb/card_rulings",
                 "/kb/card_rulings?_search=alert", f"/kb/cards/{oid}", "/kb/card_rulings_for_rule?number=702.19b",
                 "/kb/ruling_links"]:
        r = client.get(path)
        assert r.status_code == 200, path
        assert XSS not in r.text, path
    panel = _section(client.html("/rule/702.19b"), 'id="card-rulings"')
    assert "Hurl the Fallen &lt;script&gt;alert(&#34;card-xss&#34;)&lt;/script&gt; &amp; its damage" in panel
    assert f'see rule <a class="ruleref" href="/rule/702.19b?edition={ED}" title="rule 702.19b">702.19b</a>' in panel
    table = client.html("/kb/card_rulings?_search=alert")
    assert "&lt;script&gt;" in table and '<a class="ruleref" href="/rule/702.19b"' in table
    # Nothing in the panel but escaped text and the page's own tags.
    assert not re.search(r"<(?!/?(?:li|strong|span|a|ul|h2|p|section|details|summary|br)\b)", panel.replace("<!--", ""))


# --- editions ------------------------------------------------------------------------------

def _newer(src: Path, dst: Path, relink: bool) -> Path:
    shutil.copyfile(src, dst)
    text = (FIX / "cr-mini.txt").read_text(encoding="utf-8").replace("March 1, 2025", "June 1, 2025")
    cr = dst.parent / "cr-newer.txt"
    cr.write_text(text, encoding="utf-8")
    ingest_paths(dst, [cr])
    if relink:
        kbcards.relink(dst)
    return dst


def test_panel_only_on_the_current_editions_page(cards_kb, tmp_path):
    c = _client(_newer(cards_kb, tmp_path / "kb.db", relink=True))
    try:
        panel = _section(c.html("/rule/702.19"), 'id="card-rulings"')
        assert "Card rulings linked to this rule (3)" in panel
        assert f'href="/rule/702.19b?edition={NEWER}"' in panel
        old = c.html(f"/rule/702.19?edition={ED}")
        assert "not the current one" in old and 'id="card-rulings"' not in old
    finally:
        c.close()


def test_stale_links_say_relink(cards_kb, tmp_path):
    c = _client(_newer(cards_kb, tmp_path / "kb.db", relink=False))
    try:
        panel = _section(c.html("/rule/702.19"), 'id="card-rulings"')
        assert f"linked to the rules of the {ED} edition" in panel and "kb import-cards --relink" in panel
        assert "<li>" not in panel
    finally:
        c.close()
