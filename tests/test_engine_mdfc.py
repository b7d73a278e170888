"""Modal double-faced cards (712): the face chosen to cast (712.11b-c) or to play as a land (712.12) is the
one up on the stack and on the battlefield (712.13, 712.8f); elsewhere only the front face (712.8a)."""
from __future__ import annotations

import pytest

from kb.engine.scenario import ScenarioError, loads, run

CARDS = """
cards:
  Shade of Two:
    layout: modal_dfc
    faces:
      - {name: Shade of Two, mana_cost: "{1}{B}", type_line: Creature — Shade, power: 2, toughness: 1}
      - {name: Walker of Two, mana_cost: "{4}{B}{R}", type_line: Legendary Planeswalker — Walker, loyalty: 4, text: "−2: You gain 2 life."}
  Grove Beast:
    layout: modal_dfc
    faces:
      - {name: Grove Beast, mana_cost: "{2}{G}{G}", type_line: Creature — Beast, power: 4, toughness: 4}
      - {name: Grove Glade, type_line: Land, text: "Grove Glade enters the battlefield tapped.\\n{T}: Add {G}."}
"""


def _run(steps: str):
    res = run(loads("title: t\nedition: 2026-04-17\nplayers: [{name: you, hand: [Shade of Two, Grove Beast]}, opponent]\n"
                    + CARDS + "steps:\n" + steps), None, trace=True)
    return {(c.obj, c.field): c.actual for c in res.checks}, res


def test_back_face_cast_enters_back_face_up_and_is_front_in_the_graveyard():
    got, res = _run("""
  - cast: Walker of Two
  - expect: {hold: true, Shade of Two: {name: Walker of Two, mana_value: 6}}
  - resolve: all
  - expect: {Shade of Two: {zone: battlefield, name: Walker of Two, mana_value: 6, types: [Planeswalker], counters: {loyalty: 4}}}
  - destroy: Shade of Two
  - expect: {Shade of Two: {zone: graveyard, name: Shade of Two, mana_value: 2}}
""")
    assert res.passed, [(c.obj, c.field, c.actual) for c in res.checks if not c.ok]
    assert {"712.11b", "712.13"} <= set(res.cited())


def test_land_face_played_by_name_enters_tapped_with_mana_value_zero():
    got, res = _run("""
  - play: Grove Glade
  - expect: {Grove Beast: {name: Grove Glade, types: [Land], mana_value: 0, tapped: true}}
""")
    assert res.passed, [(c.obj, c.field, c.actual) for c in res.checks if not c.ok]
    assert "712.12" in res.cited()


def test_land_face_is_never_cast_and_a_nonland_face_never_played():
    with pytest.raises(ScenarioError, match=r"305\.1"):
        _run("  - cast: Grove Glade\n")
    with pytest.raises(ScenarioError, match=r"305\.1"):
        _run("  - play: {card: Shade of Two, face: back}\n")
    got, res = _run("""
  - cast: {card: Grove Beast, face: front}
  - resolve: all
  - expect: {Grove Beast: {zone: battlefield, pt: 4/4, tapped: false}}
""")
    assert res.passed
