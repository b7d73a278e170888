"""Day and night (731, 702.145) and 712.13a, beyond the scenario files: editions without the
designations refuse them, an unread day/night trigger makes the designation "cannot decide", and a
scenario step with a bad value is an error naming the line."""
from __future__ import annotations

import pytest

from kb.engine.scenario import ScenarioError, loads, run

BIRD = """
  Bird Admirer:
    layout: transform
    faces:
      - {name: Bird Admirer, mana_cost: "{2}{G}", type_line: Creature — Human Archer Werewolf, power: 1, toughness: 4, text: "Reach\\nDaybound"}
      - {name: Wing Shredder, type_line: Creature — Werewolf, color_indicator: [green], power: 3, toughness: 5, text: "Reach\\nNightbound"}
"""


def _run(body: str, edition: str = "2026-04-17"):
    return run(loads(f"title: t\nedition: {edition}\ncards:{BIRD}{body}"), None)


def test_an_edition_before_day_and_night_refuses_the_designation():
    with pytest.raises(ScenarioError, match=r":\d+: there is no day or night under the 2021-07-23 rules"):
        _run("steps:\n  - day_night: night\n", edition="2021-07-23")


def test_a_bad_designation_names_the_line():
    with pytest.raises(ScenarioError, match=r":\d+: day_night is day or night, not 'dusk'"):
        _run("steps:\n  - day_night: dusk\n")


def test_the_game_starts_with_neither_and_a_nightbound_face_alone_makes_night():
    res = _run("  Night Thing: {type_line: Creature — Werewolf, power: 2, toughness: 2, text: Nightbound}\n"
               "steps:\n  - expect: {day_night: neither}\n"
               "  - enter: Night Thing\n  - expect: {day_night: night}\n")
    assert [c.ok for c in res.checks] == [True, True]


def test_a_trigger_on_day_and_night_the_engine_cannot_read_blocks_the_answer():
    body = ("  Watcher: {type_line: Enchantment, text: \"Whenever day becomes night or night becomes day, you "
            "gain 1 life and day lasts until your next turn.\"}\n"
            "steps:\n  - enter: [Watcher, Bird Admirer]\n  - end_turn:\n  - expect: {day_night: night}\n")
    res = run(loads(f"title: t\nedition: 2026-04-17\ncards:{BIRD}{body}"), None)
    (check,) = res.checks
    assert not check.ok and check.undecided and "Watcher" in check.undecided[0]


def test_a_trigger_that_makes_it_day_is_read_731_1():
    # "it becomes day" (731.1: an effect can make it day or night): day became night in the untap step (731.2a), the
    # trigger resolves and it becomes day again
    body = ("  Watcher: {type_line: Enchantment, text: \"Whenever day becomes night or night becomes day, you "
            "gain 1 life and it becomes day.\"}\n"
            "steps:\n  - enter: [Watcher, Bird Admirer]\n  - end_turn:\n  - expect: {day_night: day}\n")
    res = run(loads(f"title: t\nedition: 2026-04-17\ncards:{BIRD}{body}"), None)
    (check,) = res.checks
    assert check.ok
