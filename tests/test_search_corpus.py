"""Judges' search on the whole corpus (issue 12): the labelled question sets, the queries of the
issue, the glossary fixes and card pages.  Fails (never skips) without ../shared.

The figures asserted are floors a little under what the search reaches when this was written
(bench/eval_search.py prints them all): a change that makes the search worse fails here.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from kb.db import connect

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from eval_search import SETS, evaluate, load  # noqa: E402


@pytest.fixture(scope="module")
def conn(corpus_cards_db):
    c = connect(corpus_cards_db)
    yield c
    c.close()


def _search(conn, q, limit=10):
    from kb.search import search

    return search(conn, q, limit=limit)


def _numbers(result, n):
    out = []
    for h in result["hits"][:n]:
        if h["kind"] in ("rule", "example"):
            out += [h["number"], *h.get("also", [])]
    return out


def test_labelled_judge_questions(conn):
    res = evaluate(conn, load(SETS["judge"]), lambda c, q: _search(c, q)["hits"])
    assert res["all"]["n"] >= 80
    assert res["all"]["top3"] >= 0.88, res["all"]
    assert res["held_out"]["top3"] >= 0.80, res["held_out"]


def test_labelled_card_questions(conn):
    res = evaluate(conn, load(SETS["card"]), lambda c, q: _search(c, q)["hits"])
    assert res["all"]["n"] >= 50
    # 0.607 since issue 24 took out the PHRASES entries that helped only tuned questions (0.639 before); 0.574 since
    # the ruling linker links 451 more ruling texts (issue 24): right links that push one deciding rule from 5th to
    # 6th (707.3 above 704.5j for "Spark Double legendary copy")
    assert res["all"]["top5"] >= 0.57, res["all"]
    assert res["held_out"]["top5"] >= 0.40, res["held_out"]


def test_fresh_question_sets(conn):
    """The fresh sets (written before the third round's changes, never tuned on): floors under
    what the search reaches, so that a change that loses general ground fails."""
    judge = evaluate(conn, load(SETS["fresh_judge"], fresh=True), lambda c, q: _search(c, q)["hits"])
    assert judge["all"]["n"] >= 40 and judge["all"]["top3"] >= 0.62, judge["all"]
    card = evaluate(conn, load(SETS["fresh_card"], fresh=True), lambda c, q: _search(c, q)["hits"])
    assert card["all"]["n"] >= 25 and card["all"]["top5"] >= 0.47, card["all"]


def test_definition_questions_open_the_rule_that_says_it(conn):
    r = _search(conn, "what is a permanent")
    assert "110.1" in _numbers(r, 2)
    assert _numbers(_search(conn, "what does trample mean"), 2) == ["702.19", "702.19a"]


@pytest.mark.parametrize("query, rule", [
    ("copy of a copy", "707.3"),
    ("layer loses all abilities", "613.1f"),
    ("can you respond to a mana ability", "605.3b"),
    ("creature with 0 toughness dies", "704.5f"),
    ("first strike damage step", "510.4"),
    ("order of replacement effects", "616.1"),
])
def test_the_issues_queries_find_the_rule_in_the_top_3(conn, query, rule):
    assert rule in _numbers(_search(conn, query), 3)


@pytest.mark.parametrize("query", ["mv of a double faced card", "copy of a copy", "what is a face down creature"])
def test_one_hit_per_rule(conn, query):
    numbers = [h["number"] for h in _search(conn, query)["hits"] if h["kind"] in ("rule", "example")]
    assert len(numbers) == len(set(numbers)), numbers


def test_a_stop_word_inside_a_rules_term_counts(conn):
    r = _search(conn, "what is a face down creature")
    assert "down" in r["words"] and "what" not in r["words"]
    assert any(n.startswith("708.") for n in _numbers(r, 3))


def test_the_soul_foundry_question(conn):
    q = ("If I imprinted a Broodstar on a Soul Foundry and I had at least 8 artifacts in play, "
         "would the activation cost be 2 or 10?")
    r = _search(conn, q)
    assert {"202.3", "601.2f"} & set(_numbers(r, 5))
    assert {c["name"] for c in r["cards"]} == {"Broodstar", "Soul Foundry"}


@pytest.mark.parametrize("slang", ["etb", "sba", "cda", "mv", "lki", "ltb", "apnap", "p/t", "cmc", "debt"])
def test_slang_finds_rules(conn, slang):
    r = _search(conn, slang)
    assert len(r["hits"]) >= 3 and r["expanded"], slang


@pytest.mark.parametrize("name", ["Humility", "Blood Moon", "blood moon", "lightning bolt"])
def test_card_names_lead_to_the_card(conn, name):
    hit = _search(conn, name)["hits"][0]
    assert hit["kind"] == "card" and hit["name"].lower() == name.lower()


def test_vocabulary_names_glossary_terms_of_the_current_edition(conn):
    from kb.vocab import ALIASES

    terms = {t.lower() for (t,) in conn.execute(
        "SELECT term FROM glossary WHERE edition = (SELECT max(id) FROM editions) AND document IS NULL")}
    missing = {k: v for k, vs in ALIASES.items() for v in vs if v.lower() not in terms}
    assert not missing


def test_define_fixes(conn):
    from kb.query import define

    assert [e["term"] for e in define(conn, "storm count")["entries"]] == ["Storm"]
    assert [e["term"] for e in define(conn, "p/t")["entries"]] == ["Power", "Toughness"]
    assert define(conn, "lki")["entry"]["term"] == "Last Known Information"
    d = define(conn, "stun countr")
    assert d["fuzzy"] and d["entry"]["term"] == "Stun Counter"
    d = define(conn, "fizzle")
    assert d["match"] == "search" and d["search"][0]["number"] == "608.2b"


def test_card_pages_name_examples_and_layout_rules(conn):
    from kb.card_pages import card_page_data

    fling = card_page_data(conn, "Fling")
    assert ("707.10", 2) in [(e["rule"], e["index"]) for e in fling["examples"]]
    assert fling["data_date"]["stale"] and fling["data_date"]["date"] == "2022-02-18"
    assert ("613.5", 2) in [(e["rule"], e["index"]) for e in card_page_data(conn, "Gray Ogre")["examples"]]
    fire = card_page_data(conn, "Fire // Ice")
    assert {"709", "202.3d"} <= {r["number"] for r in fire["layout_rules"]}
    assert card_page_data(conn, "goyf")["card"]["name"] == "Tarmogoyf"
    assert card_page_data(conn, "lightening bolt")["card"]["name"] == "Lightning Bolt"
    assert fling["card"]["first_seen_set"] is None  # the snapshot's set is not the first printing


def test_open_a_rule_by_layer_and_keyword(conn):
    from kb.search import open_target

    assert open_target(conn, "layer 6")[0] == "613.1f"
    assert open_target(conn, "layer 7c")[0] == "613.4c"
    assert open_target(conn, "trample")[0] == "702.19"
    assert open_target(conn, "CR 613.4c (2026-04-17)") == ("613.4c", "2026-04-17")


# --- issue 24 ---------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["gray ogre", "runeclaw bear", "Gray Ogre"])
def test_a_card_name_brings_the_card_and_the_examples_naming_it(conn, name):
    from kb.card_pages import examples_naming

    r = _search(conn, name)
    assert r["hits"][0]["kind"] == "card" and r["hits"][0]["snippet"]  # a vanilla card: its type line
    card = r["hits"][0]["name"]
    naming = {e["rule"] for e in examples_naming(conn, r["edition"], [card])}
    assert naming and naming & {h["number"] for h in r["hits"][1:4] if h["kind"] == "example"}
    if card == "Gray Ogre":
        assert ("613.5", 2) in [(h["number"], h["example"]) for h in r["hits"][:3]]


def test_an_expansion_keeps_its_sense(conn):
    r = _search(conn, "loses all abilities", limit=25)
    numbers = _numbers(r, 25)
    assert "613.1f" in numbers
    assert not {"104.3", "104.3e", "704.5a", "809.5b", "104.3i"} & set(_numbers(r, 5)), numbers[:5]
    # 603.9 holds "loses" and "abilities" near each other, but across a sentence: "… a player loses
    # the game. These abilities trigger …" (and "abilities … loses" in the other order)
    assert "603.9" not in _numbers(r, 10), numbers[:10]


@pytest.mark.parametrize("card, not_named", [("Assault // Battery", "800.4a"), ("Order // Chaos", "208.2a")])
def test_card_pages_list_only_examples_naming_the_whole_name(conn, card, not_named):
    from kb.card_pages import card_page_data, names_card

    assert not_named not in {e["rule"] for e in card_page_data(conn, card)["examples"]}
    assert not names_card("Assault", "Assault Griffin, a 3/2 creature") and names_card("Assault", "Assault deals 2")
    assert not names_card("Death", "Sisters of Stone Death") and not names_card("Order", "Lost Order of Jarkeld")


def test_issue_24_sets_floors(conn):
    # floors a little under the figures of issue 24's end (both halves are reported in docs/search.md)
    judge = evaluate(conn, load(SETS["new_judge"]), lambda c, q: _search(c, q)["hits"])
    card = evaluate(conn, load(SETS["new_card"]), lambda c, q: _search(c, q)["hits"])
    assert judge["all"]["n"] >= 80 and judge["all"]["top3"] >= 0.70, judge["all"]
    assert card["all"]["n"] >= 40 and card["all"]["top5"] >= 0.62, card["all"]


def test_described_mechanics_floor(conn):
    # desc26 (issue 24, seventh round): keyword mechanics described without their names, one run of
    # words each; searched as words (not as a whole question): 0.833 top-3 without the extra then
    judge = evaluate(conn, load(SETS["desc26_judge"]), lambda c, q: _search(c, q)["hits"])
    assert judge["all"]["n"] >= 40 and judge["all"]["top3"] >= 0.75, judge["all"]


def test_cr_examples_rephrased_floors(conn):
    # ex26 (issue 24, eleventh round): CR examples of rules no earlier label covers, rephrased as a
    # judge types them and as a player's story; 0.775 top-3 and 0.958 top-5 without the extra then
    judge = evaluate(conn, load(SETS["ex26_judge"]), lambda c, q: _search(c, q)["hits"])
    card = evaluate(conn, load(SETS["ex26_card"]), lambda c, q: _search(c, q)["hits"])
    assert judge["all"]["n"] >= 40 and judge["all"]["top3"] >= 0.70, judge["all"]
    assert card["all"]["n"] >= 24 and card["all"]["top5"] >= 0.85, card["all"]


def test_a_glossary_definition_brings_the_rule_it_cites(conn):
    """The reverse dictionary: the words of Respond's definition find 117.7, which it cites, though
    117.7's own text says "casts a spell", not "instant"."""
    r = _search(conn, "casting an instant while something is already on the stack")
    assert "117.7" in _numbers(r, 3)
    from kb.search import search

    assert "defined" in search(conn, "casting an instant while something is already on the stack", debug=True)["channels"]
    assert "defined" not in search(conn, "what is a face down creature", debug=True)["channels"]  # asks for X's own rule


def test_a_card_named_like_a_variant_is_the_variant(conn):
    # "Two-Headed Giant" names a card and the 810 variant: in a question it is the variant's words
    from kb.db import resolve_edition
    from kb.search import recognise_cards

    q = "We are playing Two-Headed Giant. Which team is the active team?"
    assert recognise_cards(conn, q, resolve_edition(conn, None)) == []
    assert any(n.startswith("810") for n in _numbers(_search(conn, q), 5))


def test_glossary_rephrased_floors(conn):
    # gloss26 (issue 24, twelfth round): glossary entries of rules no earlier label covers, rephrased
    # as a judge types them and as a player's story; 0.881 top-3 and 0.844 top-5 without the extra then
    judge = evaluate(conn, load(SETS["gloss26_judge"]), lambda c, q: _search(c, q)["hits"])
    card = evaluate(conn, load(SETS["gloss26_card"]), lambda c, q: _search(c, q)["hits"])
    assert judge["all"]["n"] >= 40 and judge["all"]["top3"] >= 0.80, judge["all"]
    assert card["all"]["n"] >= 30 and card["all"]["top5"] >= 0.75, card["all"]


def test_uncovered_rules_floors(conn):
    # unc25 (issue 24, sixteenth round): rules no earlier label covered, drawn at random and rephrased;
    # scored before any change without the extra: judge top-3 0.803 (49 / 61), whole top-5 0.267 (4 / 15)
    judge = evaluate(conn, load(SETS["unc25_judge"]), lambda c, q: _search(c, q)["hits"])
    card = evaluate(conn, load(SETS["unc25_card"]), lambda c, q: _search(c, q)["hits"])
    assert judge["all"]["n"] >= 60 and judge["all"]["top3"] >= 0.75, judge["all"]
    assert card["all"]["n"] >= 15 and card["all"]["top5"] >= 0.2, card["all"]
