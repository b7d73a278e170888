"""One reading of a keyword instance's keyword (kb.engine.keywordbase): the base (kb.engine.keywordmeans), the
family the engine's lists name (kb.engine.unknowns) and "with KEYWORD" (kb.engine.filters, the incremental
evaluation's selection) agree; where the three readings differed, the CR decides (702.x)."""
from __future__ import annotations

import pytest

from kb.engine import GameState, card
from kb.engine.filters import has_keyword
from kb.engine.keywordbase import keyword_base, keyword_family
from kb.engine.keywordmeans import keyword_base as means_base, meaning_of
from kb.engine.layers import evaluate
from kb.engine.unknowns import MODELLED_KEYWORDS, _keyword_base, keyword_known


@pytest.mark.parametrize("name,base", [
    ("bushido 2", "bushido"), ("Flashback {3}{U}", "flashback"), ("outlast {1}{W}", "outlast"),
    ("eternalize-{2}{W}{W}, Discard a card", "eternalize"),   # 702.129a: the cost after the dash (was the whole name)
    ("buyback-Pay 4 life", "buyback"), ("cumulative upkeep-Flip a coin", "cumulative upkeep"),
    ("jump-start", "jump-start"), ("Web-slinging {2}", "web-slinging"),   # 702.133a, 702.188a: hyphen of the keyword
    ("commander ninjutsu {U}{B}", "commander ninjutsu"), ("split second", "split second"), ("battle cry", "battle cry"),
    ("basic landcycling {1}", "basic landcycling"), ("swampcycling {2}", "swampcycling"),   # 702.29e: as written
    ("islandwalk", "islandwalk"), ("snow swampwalk", "snow swampwalk"),                     # 702.14a: as written
    ("affinity for artifacts", "affinity"), ("partner with Test Friend", "partner with"),
    ("more than meets the eye {2}{U}", "more than meets the eye"),
])
def test_the_base_of_an_instance(name, base):
    assert keyword_base(name) == base
    assert means_base(name) == base   # kb.engine.keywordmeans reads it so (an object or a name aside)


def test_the_table_finds_its_keywords_through_the_base():
    assert meaning_of("Bushido 2").name == "bushido"
    assert meaning_of("Cumulative upkeep {1}").name == "cumulative upkeep"
    assert meaning_of("Partner with Test Friend").name == "partner with"
    assert meaning_of("jump-start") is None


@pytest.mark.parametrize("name,family", [
    ("protection from red", "protection from"), ("hexproof from white", "hexproof"),   # 702.16a, 702.11d
    ("islandwalk", "landwalk"), ("nonbasic landwalk", "landwalk"),                     # 702.14a
    ("swampcycling {2}", "cycling"), ("basic landcycling {1}", "cycling"),             # 702.29f (was "basic")
    ("bands with other legends", "bands with other"), ("ward {2}", "ward"),
])
def test_the_family_the_engine_models(name, family):
    assert keyword_family(name, MODELLED_KEYWORDS) == family
    assert _keyword_base(name) == family


def test_typecycling_is_cycling_the_engine_knows_works_from_the_hand():
    """702.29f: typecycling abilities are cycling abilities (702.29a: activated only from a hand); "basic landcycling"
    was read as the keyword "basic" and called unmodelled on the battlefield, a refusal nothing justified."""
    assert keyword_known("basic landcycling {1}") and keyword_known("Artifact landcycling {2}")
    assert keyword_known("swampcycling {2}")


def test_a_modelled_keyword_with_a_cost_in_words_stays_unread():
    """The engine pays ward's, equip's cost as mana only (kb.engine.keywords): "Ward—Sacrifice two permanents" is not
    the ward it models, so it stays "not modelled" (never a ward whose cost is left unpaid)."""
    assert _keyword_base("ward-Sacrifice two permanents") != "ward"
    assert not keyword_known("ward-Sacrifice two permanents")
    assert not keyword_known("equip-Pay 3 life")
    assert keyword_known("ward {2}")


@pytest.mark.parametrize("names,keyword,has", [
    ({"swampcycling {2}"}, "cycling", True),          # 702.29f: "looks for a card with cycling"
    ({"hexproof from white"}, "hexproof", True),      # 702.11e
    ({"islandwalk"}, "landwalk", True),               # 702.14a: landwalk is the generic term (was False)
    ({"flashback {1}{u}"}, "flashback", True), ({"ward {2}"}, "ward", True),
    ({"flying"}, "fly", False), ({"double strike"}, "strike", False), ({"flanking"}, "flash", False),
])
def test_with_a_keyword(names, keyword, has):
    assert has_keyword(frozenset(names), keyword) is has


@pytest.mark.parametrize("anthem,text,power", [
    ("Creatures with hexproof get +1/+1.", "Hexproof from white", 3),
    ("Creatures with cycling get +1/+1.", "Swampcycling {2}", 3),
    ("Creatures with landwalk get +1/+1.", "Islandwalk", 3),
    ("Creatures without flashback get +1/+1.", "Flashback {2}", 2),
])
def test_the_incremental_selection_reads_with_as_the_reference(anthem, text, power):
    """The incremental evaluation's selection (kb.engine.incremental) read "with hexproof" as the very name
    "hexproof", where Selector.match finds "hexproof from white" (702.11e): the same board gave 2 and 3."""
    g = GameState("2026-04-17", players=("you", "opponent"))
    g.enter([{"card": card(name="Test One", mana_cost="{1}{G}", type_line="Creature — Bear", power=2, toughness=2,
                           text=text), "alias": "One"}])
    prev = evaluate(g, incremental=False)
    g.enter([{"card": card(name="Test Anthem", mana_cost="{2}", type_line="Enchantment", text=anthem),
              "alias": "Anthem"}])
    one = g.obj("One").oid
    assert evaluate(g, previous=prev).work[one].power == evaluate(g, incremental=False).work[one].power == power
