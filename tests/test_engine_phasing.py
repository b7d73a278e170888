"""Phasing (702.26 today; 502.15 and the phased-out zone 217.8 from 2001-07-23 to 2009-05-01): the untap-step
phasing event (502.1), "phases out" instructions, indirect phasing of what is attached (702.26g), phased-out
permanents treated as though they don't exist (702.26b), tokens by edition (217.8d/704.5d until 2017-07-08,
702.26d from 2017-08-25), damage removed as it phases out before 2009-07-11 (502.15e)."""
from __future__ import annotations

import pytest

from kb.engine.instructions import parse_instructions
from kb.engine.scenario import loads, run
from kb.engine.versions import rule

from helpers import puzzle_head

CARDS = """cards:
  Spirit: {mana_cost: "{1}{U}", type_line: Creature — Spirit, power: 1, toughness: 1, text: "Phasing"}
  Captain: {mana_cost: "{2}{W}", type_line: Creature — Soldier, power: 2, toughness: 2, text: "Phasing\\nOther creatures you control get +1/+1."}
  Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
  Giant: {mana_cost: "{3}{R}", type_line: Creature — Giant, power: 3, toughness: 3}
  Vanish: {mana_cost: "{U}", type_line: Instant, text: "Target creature phases out."}
  Fade: {mana_cost: "{U}", type_line: Instant, text: "Target permanent phases out."}
  Pacifism: {mana_cost: "{1}{W}", type_line: Enchantment — Aura, text: "Enchant creature\\nEnchanted creature can't attack or block."}
  Shock: {mana_cost: "{R}", type_line: Instant, text: "Shock deals 2 damage to target creature or player."}
  Wrath: {mana_cost: "{2}{W}{W}", type_line: Sorcery, text: "Destroy all creatures. They can't be regenerated."}
"""


def _run(steps: str, edition: str = "2026-04-17", players: str = ""):
    res = run(loads(puzzle_head(edition) + players + CARDS + "steps:\n" + steps), None, bind=False)
    return {(c.obj, c.field): c.actual for c in res.checks}, res


def test_the_instruction_is_read_and_a_player_phasing_out_is_not():
    ins, slots = parse_instructions("Target creature phases out.", "Vanish")
    assert [i.kind for i in ins] == ["phase_out"] and len(slots) == 1
    ins, _ = parse_instructions("You and permanents you control phase out.", "Shield", lenient=True)
    assert [i.kind for i in ins] != ["phase_out"]
    ins, _ = parse_instructions("Each creature you control phases out.", "Shield", lenient=True)
    assert [i.kind for i in ins] == ["phase_out"]
    # a duration ("until ~ leaves the battlefield") would decide when it phases in: not read, so unmodelled
    for text in ("Target creature phases out until ~ leaves the battlefield.", "Target creature phases out until end of turn."):
        ins, _ = parse_instructions(text, "Cell", lenient=True)
        assert [i.kind for i in ins] == ["unmodelled"], text


def test_versions_carry_the_dates_of_the_texts():
    assert rule("phasing_model", "2009-05-01") == "zone" and rule("phasing_model", "2009-07-11") == "status"
    assert rule("phased_out_tokens", "2017-07-08") == "cease" and rule("phased_out_tokens", "2017-08-25") == "exist"
    assert rule("phasing_damage", "2007-02-01") is True and rule("phasing_damage", "2026-04-17") is False
    assert rule("phasing_model", "1999-11-01") == "obsolete"


def test_phasing_keyword_out_in_its_controllers_untap_step_and_back_in_the_next():
    got, res = _run("""  - enter: [Spirit]
  - end_turn:
  - end_turn:
  - expect: {Spirit: {phased_out: true, zone: battlefield}}
  - end_turn:
  - end_turn:
  - expect: {Spirit: {phased_out: false, zone: battlefield}}
""")
    assert res.passed, got


def test_a_phased_out_permanent_is_treated_as_though_it_does_not_exist():
    """702.26b: its static ability doesn't apply; Wrath of God doesn't destroy it."""
    got, res = _run("""  - enter: [Captain, Bears]
  - expect: {Bears: {pt: 3/3}}
  - end_turn:
  - end_turn:
  - expect: {Bears: {pt: 2/2}, Captain: {phased_out: true}}
  - cast: Wrath
  - resolve: all
  - expect: {Bears: {zone: graveyard}, Captain: {zone: battlefield, phased_out: true}}
""")
    assert res.passed, got


@pytest.mark.parametrize("edition, exists", [("2007-02-01", False), ("2017-07-08", False), ("2017-08-25", True),
                                             ("2026-04-17", True)])
def test_a_phased_out_token_by_edition(edition, exists):
    got, res = _run("""  - create: {token: {name: Phase Spirit, type_line: Creature — Spirit, power: 1, toughness: 1, text: "Phasing"}}
  - end_turn:
  - end_turn:
  - end_turn:
  - end_turn:
  - expect: {Phase Spirit token: {exists: %s}}
""" % ("true" if exists else "false"), edition)
    assert res.passed, (edition, got)


@pytest.mark.parametrize("edition, damage, zone", [("2007-02-01", 0, "phased out"), ("2026-04-17", 2, "battlefield")])
def test_damage_on_a_permanent_that_phases_out(edition, damage, zone):
    """502.15e (2001-07-23 … 2009-05-01): all damage is removed as it phases out; today it stays marked."""
    got, res = _run("""  - enter: [Giant]
  - cast: {card: Shock, targets: [Giant]}
  - resolve: all
  - cast: {card: Vanish, targets: [Giant]}
  - resolve: all
  - expect: {Giant: {damage: %d, zone: %s, phased_out: true}}
""" % (damage, zone), edition)
    assert res.passed, (edition, got)


def test_an_aura_phases_out_indirectly_and_in_with_its_creature():
    got, res = _run("""  - enter: {card: Bears, controller: opponent}
  - enter: {card: Pacifism, attached_to: Bears}
  - cast: {card: Vanish, targets: [Bears]}
  - resolve: all
  - expect: {Pacifism: {phased_out: true}, Bears: {phased_out: true}}
  - end_turn:
  - expect: {Pacifism: {phased_out: false, attached_to: Bears}, Bears: {phased_out: false}}
""")
    assert res.passed, got


def test_an_aura_that_phased_out_directly_phases_in_unattached_if_its_creature_is_gone():
    """702.26i: the Aura phases in unattached (its creature died meanwhile) and is put into the graveyard
    (704.5m); while phased out it doesn't exist for the state-based actions."""
    got, res = _run("""  - enter: [Bears]
  - enter: {card: Pacifism, attached_to: Bears}
  - cast: {card: Fade, targets: [Pacifism]}
  - resolve: all
  - cast: {card: Shock, targets: [Bears]}
  - resolve: all
  - expect: {Pacifism: {phased_out: true}, Bears: {zone: graveyard}}
  - end_turn:
  - end_turn:
  - expect: {Pacifism: {zone: graveyard}}
""")
    assert res.passed, got


def test_a_creature_that_phases_out_is_removed_from_combat():
    """702.26b (506.4): an attacker that phases out deals no combat damage."""
    got, res = _run("""  - enter: [Giant]
  - attack: [Giant]
  - block: none
  - cast: {card: Vanish, controller: opponent, targets: [Giant]}
  - resolve: all
  - step: combat_damage
  - expect: {opponent: {life: 20}, Giant: {phased_out: true}}
""")
    assert res.passed, got


def test_the_check_can_fail():
    got, res = _run("""  - enter: [Spirit]
  - end_turn:
  - end_turn:
  - expect: {Spirit: {phased_out: false}}
""")
    assert not res.passed
