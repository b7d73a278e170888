"""400.7e: an ability that triggers when its own source changes zones finds the new object in the public
zone it moved to ("When ~ is put into a graveyard from the battlefield, return ~ to its owner's hand"),
never one in a hidden zone or one that has moved on since."""
from __future__ import annotations

from kb.engine.scenario import loads, run

CARDS = """
cards:
  Homing Aura: {mana_cost: "{G}", type_line: Enchantment — Aura, text: "Enchant creature\\nEnchanted creature gets +2/+0.\\nWhen Homing Aura is put into a graveyard from the battlefield, return Homing Aura to its owner's hand."}
  Homing Spirit: {mana_cost: "{1}{W}", type_line: Creature — Spirit, power: 1, toughness: 1, text: "When Homing Spirit dies, return Homing Spirit to its owner's hand."}
  Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
  Sweep: {mana_cost: "{2}{W}{W}", type_line: Sorcery, text: "Destroy all creatures."}
"""


def _run(steps: str):
    res = run(loads("title: t\nedition: 2026-04-17\n" + CARDS + "steps:\n" + steps), None, trace=True)
    return {(c.obj, c.field): (c.ok, c.actual) for c in res.checks}, res


def test_aura_put_into_graveyard_by_sba_returns_to_hand():
    got, res = _run("""
  - enter: Bears
  - enter: {card: Homing Aura, attached_to: Bears}
  - cast: Sweep
  - resolve: all
  - expect: {Homing Aura: {zone: hand}, Bears: {zone: graveyard}}
""")
    assert got[("Homing Aura", "zone")] == (True, "hand")
    assert "400.7e" in res.cited()


def test_dies_trigger_naming_itself_finds_the_card_in_the_graveyard():
    got, _ = _run("""
  - enter: Homing Spirit
  - destroy: Homing Spirit
  - resolve: all
  - expect: {Homing Spirit: {zone: hand}}
""")
    assert got[("Homing Spirit", "zone")] == (True, "hand")


def test_the_card_moved_on_before_resolution_is_not_found():
    # the card left the graveyard before the trigger resolved: a new object again, which the ability can't find
    got, _ = _run("""
  - enter: Homing Spirit
  - destroy: Homing Spirit
  - leave: {card: Homing Spirit, to: exile}
    respond: true
  - resolve: all
  - expect: {Homing Spirit: {zone: exile}}
""")
    assert got[("Homing Spirit", "zone")] == (True, "exile")
