"""Triggered abilities other than cast triggers (issue 25): "attacks and isn't blocked" (509.3g) with "until end
of combat" (500.5a), state triggers on counters (603.8), damage triggers with "that much" (603.2, 603.2c), kicked
enters triggers with X (107.3m), coin flips whose results are stated (705). Each newly read ability passes the
word-accounting round trip (kb.engine.render)."""
from __future__ import annotations

import pytest

from kb.engine.abilities import UnmodelledAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.scenario import loads, run

HEAD = """title: t
edition: 2026-04-17
cards:
  Dweller: {mana_cost: "{3}{B}", type_line: Creature — Zombie, power: 2, toughness: 2, text: "Whenever this creature attacks and isn't blocked, it gets +2/+0 until end of combat."}
  Wall: {mana_cost: "{2}", type_line: Artifact Creature — Wall, power: 0, toughness: 8, text: Defender}
steps:
"""


def _run(steps: str, head: str = HEAD):
    res = run(loads(head + steps), None)
    return res, res.state


def _pt(state, name):
    w = state.evaluate().get(state.obj(name).oid)
    return (w.power, w.toughness)


def _read(text: str, name: str = "Card", types=frozenset({"Creature"})):
    abs_ = parse_card_text(text, name, types)
    return [a for a in abs_ if isinstance(a, UnmodelledAbility)], abs_


@pytest.mark.parametrize("text", [
    "Whenever this creature attacks and isn't blocked, it gets +2/+0 until end of combat.",
])
def test_read_whole(text):
    unread, _ = _read(text)
    assert unread == [], [(u.text, u.why, u.unaccounted) for u in unread]


def test_attacks_and_isnt_blocked_triggers_only_unblocked_and_ends_with_combat():
    _, st = _run("""  - enter: [Dweller, {card: Wall, controller: opponent}]
  - end_turn:
  - end_turn:
  - attack: [Dweller]
  - block: none
  - resolve: all
""")
    assert _pt(st, "Dweller") == (4, 2)
    st.end_turn()
    assert _pt(st, "Dweller") == (2, 2)   # 500.5a: it ended with the combat phase
    _, st = _run("""  - enter: [Dweller, {card: Wall, controller: opponent}]
  - end_turn:
  - end_turn:
  - attack: [Dweller]
  - block: {Wall: Dweller}
  - resolve: all
""")
    assert _pt(st, "Dweller") == (2, 2)   # 509.3g: it was blocked
