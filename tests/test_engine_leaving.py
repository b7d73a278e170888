"""A player leaving a multiplayer game (800.4a; 600.4a from 2005-08-01): their objects leave, control effects
giving them objects end, their objects on the stack cease to exist, what they still control is exiled (left
the game in 2005-08-01 … 2006-07-15); what isn't modelled is "cannot decide"."""
from __future__ import annotations

import pytest

from kb.engine.scenario import loads, run
from kb.engine.versions import rule

from helpers import puzzle_head

PLAYERS = "players: [Bob, {name: Ann, life: 2}, you]\n"
CARDS = """cards:
  Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
  Shock: {mana_cost: "{R}", type_line: Instant, text: "Shock deals 2 damage to target creature or player."}
  Steal: {mana_cost: "{2}{U}{U}", type_line: Instant, text: "Gain control of target creature."}
  Watcher: {mana_cost: "{2}{W}", type_line: Creature — Spirit, power: 1, toughness: 1, text: "Whenever a creature leaves the battlefield, you gain 1 life."}
"""


def _run(steps: str, edition: str = "2026-04-17"):
    res = run(loads(puzzle_head(edition) + PLAYERS + CARDS + "steps:\n" + steps), None)
    return {(c.obj, c.field): c.actual for c in res.checks}, res, res


def test_versions():
    assert rule("leave_game", "2005-02-01") == "unstated" and rule("leave_game", "2005-08-01") == "leave"
    assert rule("leave_game", "2007-02-01") == "exile_stack_ceases" and rule("leave_game", "2026-04-17") == "exile"


@pytest.mark.parametrize("edition, zone", [("2026-04-17", "exile"), ("2007-02-01", "exile")])
def test_what_they_control_and_dont_own_is_exiled(edition, zone):
    got, res, _ = _run("""  - enter: {card: Bears, owner: you, controller: Ann}
  - cast: {card: Shock, controller: Bob, targets: [Ann]}
  - resolve: all
  - expect: {Ann: {lost: true}, Bears: {zone: %s}}
""" % zone, edition)
    assert res.passed, (edition, got)


def test_in_2005_what_they_still_control_leaves_the_game():
    got, res, _ = _run("""  - enter: {card: Bears, owner: you, controller: Ann}
  - cast: {card: Shock, controller: Bob, targets: [Ann]}
  - resolve: all
  - expect: {Ann: {lost: true}, Bears: {exists: false}}
""", "2005-08-01")
    assert res.passed, got


def test_a_resolved_control_effect_giving_them_control_ends():
    got, res, _ = _run("""  - enter: {card: Bears, controller: you}
  - cast: {card: Steal, controller: Ann, targets: [Bears]}
  - resolve: all
  - expect: {Bears: {controller: Ann}}
  - cast: {card: Shock, controller: Bob, targets: [Ann]}
  - resolve: all
  - expect: {Ann: {lost: true}, Bears: {controller: you, zone: battlefield}}
""")
    assert res.passed, got


def test_their_own_objects_leave_and_a_leaves_trigger_is_cannot_decide():
    got, res, _ = _run("""  - enter: [{card: Bears, controller: Ann}, {card: Watcher, controller: you}]
  - cast: {card: Shock, controller: Bob, targets: [Ann]}
  - resolve: all
  - expect: {Bears: {exists: false}, you: {life: 20}}
""")
    assert not res.passed   # 603.10a: the Watcher may trigger: its controller's life can't be decided
    assert any(c.undecided and "603.10a" in " ".join(c.undecided) for c in res.checks if c.obj == "you"), got


def test_before_2005_08_it_cannot_be_decided():
    got, res, _ = _run("""  - enter: {card: Bears, controller: Ann}
  - cast: {card: Shock, controller: Bob, targets: [Ann]}
  - resolve: all
  - expect: {Bears: {zone: battlefield}}
""", "2005-02-01")
    assert not res.passed, got


@pytest.mark.parametrize("edition, after, decided", [
    ("2026-04-17", True, True),      # every combat damage step is over: nothing left to assign to them (800.4e)
    ("2026-04-17", False, False),    # combat damage still to come: how their leaving changes it isn't modelled
    ("2007-02-01", True, False),     # combat damage waits on the stack (510.2 then): not decided
])
def test_leaving_after_the_last_combat_damage_step(edition, after, decided):
    """rt58d-024: a player who loses to combat damage leaves the game after every combat damage step of the combat;
    nothing in the combat is left to change (506.4, 800.4e), so it is decided that they lost. Ann is attacked."""
    damage = "  - step: combat_damage\n" if after else ""
    res = run(loads(puzzle_head(edition) + """players: [Bob, {name: Ann, life: 20}, you]
""" + CARDS + """steps:
  - enter: {card: Bears, controller: Bob, already: true}
  - attack: {Bears: Ann}
  - block: none
%s  - concede: Ann
  - expect: {Ann: {lost: true}}
""" % damage), None)
    undecided = [u for c in res.checks for u in c.undecided]
    assert (not undecided and res.checks[0].actual is True) is decided, (edition, after, undecided)


def test_the_initiative_passes_as_its_holder_leaves():
    """rt58d-044: 726.4 — the active player takes the initiative at the same time its holder leaves the game (not at
    the next event), and a player who takes the initiative ventures into Undercity (726.2)."""
    res = run(loads(puzzle_head("2026-09-25") + """players: [Bob, you, Ann]
cards:
  Sneak: {mana_cost: "{3}{U}", type_line: Creature — Bird Rogue, power: 1, toughness: 4, text: "When this creature enters, you take the initiative."}
  Undercity:
    type_line: "Dungeon — Undercity"
    text: |-
      Secret Entrance — Create a Treasure token. (→ Forge)
      Forge — Put two +1/+1 counters on target creature.
steps:
  - enter: {card: Sneak, controller: Ann}
  - resolve: all
  - concede: Ann
  - expect: {initiative: Bob}
  - resolve: all
  - expect: {Bob: {dungeon: Undercity, room: Secret Entrance}}
"""), None)
    assert res.passed, [(c.obj, c.field, c.actual, c.undecided) for c in res.checks]


def test_a_player_outside_the_combat_leaving_leaves_it_decided():
    """rt58d-080: Ann, neither attacked nor with a creature in combat, concedes during the declare attackers step:
    506.4 and 800.4e don't touch her, so nothing is undecided for it."""
    res = run(loads(puzzle_head("2026-09-25") + """players: [you, Ann, Bob]
cards:
  Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
steps:
  - enter: {card: Bears, already: true}
  - attack: {Bears: Bob}
  - concede: Ann
  - block: none
  - step: combat_damage
  - expect: {Bob: {life: 18}, Ann: {lost: true}}
"""), None)
    assert res.passed, [(c.obj, c.field, c.actual, c.undecided) for c in res.checks]
