"""Keywords of issue 25's judge cards (kw6): ninjutsu (702.49, kb.engine.ninjutsu), umbra armor (702.89,
kb.engine.umbra), tribute (702.104, kb.engine.tribute), ingest (702.115, the keyword table) and myriad (702.116,
kb.engine.combat.myriad_resolve). Without a KB: the numbers of today's reference edition."""
from __future__ import annotations

import pytest

from kb.engine.cardtext import parse_card_text
from kb.engine.errors import EngineError
from kb.engine.scenario import ScenarioError, loads, run
from kb.engine.unknowns import keyword_known

CARDS = """
players:
  - {name: you, hand: [Shadow Ninja]}
  - opponent
cards:
  Grizzly Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
  Wall of Wood: {mana_cost: "{G}", type_line: Creature — Wall, power: 0, toughness: 3, text: "Defender"}
  Shadow Ninja: {mana_cost: "{3}{B}", type_line: Creature — Human Ninja, power: 3, toughness: 2, text: "Ninjutsu {1}{B}"}
  Hyena Umbra: {mana_cost: "{W}", type_line: Enchantment — Aura, text: "Enchant creature\\nEnchanted creature gets +1/+1 and has first strike.\\nUmbra armor"}
  Murder: {mana_cost: "{1}{B}{B}", type_line: Instant, text: "Destroy target creature."}
  Shield: {mana_cost: "{G}", type_line: Instant, text: "Regenerate target creature."}
  Ornitharch: {mana_cost: "{3}{W}{W}", type_line: Creature — Archon, power: 3, toughness: 3, text: "Flying\\nTribute 2\\nWhen Ornitharch enters, if tribute wasn't paid, create two 1/1 white Bird creature tokens with flying."}
"""


def _run(steps: str, edition: str = "current"):
    res = run(loads(f"title: t\nedition: {edition}\n" + CARDS + "steps:\n" + steps), None, trace=True)
    return {(c.obj, c.field): c.actual for c in res.checks}, res


def test_keywords_parse_and_count_as_modelled():
    for text in ("Ninjutsu {1}{B}", "Commander ninjutsu {2}{U}{B}", "Umbra armor", "Totem armor", "Tribute 3"):
        k = parse_card_text(text, "X", frozenset({"Creature"}))[0]
        assert k.kind == "keyword" and keyword_known(k.name), text
    for text in ("Ingest", "Myriad"):   # the triggered abilities their rules define (702.115a, 702.116a)
        ab = parse_card_text(text, "X", frozenset({"Creature"}))[0]
        assert ab.kind == "triggered" and ab.keyword_name == text.lower(), text


def test_ninjutsu_before_blockers_is_refused():
    with pytest.raises((EngineError, ScenarioError), match="blockers haven't been declared"):
        _run("""
  - enter: {card: Grizzly Bears, this_turn: false}
  - attack: {Grizzly Bears: opponent}
  - activate: {card: Shadow Ninja, return: [Grizzly Bears]}
""")


def test_ninjutsu_needs_the_creature_returned():
    with pytest.raises((EngineError, ScenarioError), match="give return"):
        _run("""
  - enter: {card: Grizzly Bears, this_turn: false}
  - attack: {Grizzly Bears: opponent}
  - block: none
  - activate: {card: Shadow Ninja}
""")


def test_ninjutsu_enters_tapped_and_attacking():
    got, res = _run("""
  - enter: {card: Grizzly Bears, this_turn: false}
  - attack: {Grizzly Bears: opponent}
  - block: none
  - activate: {card: Shadow Ninja, return: [Grizzly Bears]}
  - resolve: all
  - step: combat_damage
  - expect: {opponent: {life: 17}, Shadow Ninja: {tapped: true}, Grizzly Bears: {zone: hand}}
""")
    # (not res.passed: the rule binding records ninjutsu's texts once it is regenerated; the values are the engine's)
    st = res.state
    where = {o.alias: (o.zone, o.tapped) for o in st.objects.values()}
    assert st.player("opponent").life == 17 and where["Grizzly Bears"][0] == "hand", where
    assert where["Shadow Ninja"] == ("battlefield", True), where
    assert {"702.49a", "702.49c"} <= set(res.cited())


def test_umbra_armor_and_regeneration_ask_which_applies():
    steps = """
  - enter: Grizzly Bears
  - enter: {card: Hyena Umbra, attached_to: Grizzly Bears}
  - cast: {card: Shield, targets: [Grizzly Bears]}
  - resolve: all
  - cast: {card: Murder, controller: opponent, targets: [Grizzly Bears]}
  - resolve: all
"""
    with pytest.raises((EngineError, ScenarioError), match="replace_order"):
        _run(steps)
    got, res = _run(steps + """    replace_order: [Hyena Umbra]
  - expect: {Grizzly Bears: {zone: battlefield, tapped: false}, Hyena Umbra: {zone: graveyard}}
""")
    where = {o.alias: (o.zone, o.tapped) for o in res.state.objects.values()}
    assert where["Grizzly Bears"] == ("battlefield", False) and where["Hyena Umbra"][0] == "graveyard", where


def test_tribute_unstated_is_asked_never_guessed():
    with pytest.raises((EngineError, ScenarioError), match="tribute"):
        _run("""
  - cast: {card: Ornitharch}
  - resolve: all
""")


def test_umbra_armor_saves_from_cant_be_regenerated():
    """Wrath of God's "They can't be regenerated" stops regeneration, not umbra armor (702.89a replaces the
    destruction without regenerating)."""
    global CARDS
    saved = CARDS
    CARDS = CARDS + '  Wrath: {mana_cost: "{2}{W}{W}", type_line: Sorcery, text: "Destroy all creatures. They can\'t be regenerated."}\n'
    try:
        got, res = _run("""
  - enter: Grizzly Bears
  - enter: {card: Hyena Umbra, attached_to: Grizzly Bears}
  - cast: {card: Wrath}
  - resolve: all
""")
    finally:
        CARDS = saved
    where = {o.alias: o.zone for o in res.state.objects.values()}
    assert where["Grizzly Bears"] == "battlefield" and where["Hyena Umbra"] == "graveyard", where
