"""A static ability linked to triggered abilities in one paragraph (603.11, 607.2h): "Reveal the first
card you draw each turn. Whenever you reveal a basic land card this way, draw a card." — read as two
abilities, the reveal happening as the first card of the turn is drawn, the trigger only on its own
object's reveals, and "cannot decide" when the revealed card is one the scenario did not name."""
from __future__ import annotations

import pytest

from kb.engine import card
from kb.engine.scenario import loads, run
from helpers import puzzle_head

HEAD = puzzle_head() + """\
cards:
  Rowen: {type_line: Enchantment, text: "Reveal the first card you draw each turn. Whenever you reveal a basic land card this way, draw a card."}
  Keranos: {type_line: Legendary Enchantment, text: "Reveal the first card you draw on each of your turns. Whenever you reveal a land card this way, draw a card. Whenever you reveal a nonland card this way, you gain 3 life."}
  Forest: {type_line: Basic Land — Forest}
  Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
"""


def _run(steps: str, players: str):
    return run(loads(HEAD + players + "steps:\n" + steps))


def test_the_paragraph_is_a_static_and_linked_triggers():
    c = card(name="Keranos", type_line="Legendary Enchantment",
             text="Reveal the first card you draw on each of your turns. Whenever you reveal a land card this way, "
                  "draw a card. Whenever you reveal a nonland card this way, you gain 3 life.")
    assert [a.kind for a in c.abilities] == ["static", "triggered", "triggered"]
    assert all(a.spec.event == "revealed" for a in c.abilities[1:])


@pytest.mark.parametrize("text", [
    "{1}: Regenerate Golem. When it regenerates this way, put a -1/-1 counter on it.",
    "{2}, {T}: Exile the top card of your library. When you exile a nonland card this way, you gain 1 life.",
])
def test_a_reflexive_this_way_in_an_activated_ability_is_not_split(text):
    c = card(name="Golem", type_line="Artifact Creature — Golem", power=1, toughness=1, text=text)
    assert len(c.abilities) == 1 and c.abilities[0].kind in ("activated", "unmodelled")


def test_own_turns_only_and_each_trigger_by_the_revealed_card():
    # on the opponent's turn, the first card you draw is not revealed ("on each of your turns")
    res = _run("  - enter: Keranos\n  - draw: you\n  - expect: {you: {life: 23, hand: 1}}\n"
               "  - end_turn:\n  - draw: you\n  - expect: {you: {life: 23, hand: 2}}\n",
               "players:\n  - {name: you, hand: [], library: [Bears, Forest, Bears]}\n  - {name: opponent, library: 5}\n")
    assert res.passed, [(c.obj, c.field, c.actual, c.undecided) for c in res.checks]


def test_a_revealed_unnamed_card_is_cannot_decide():
    res = _run("  - enter: Rowen\n  - draw: you\n  - expect: {you: {life: 20}}\n",
               "players:\n  - {name: you, hand: []}\n  - opponent\n")
    (chk,) = res.checks
    assert not chk.ok and any("did not name" in u for u in chk.undecided)
