"""The duration "until your next turn" (611.2a: as long as the effect says): it lasts through every
other player's turn and ends as its controller's next turn begins; for a player who left the game, it
lasts until that turn would have begun (800.4m) - neither ending at once nor lasting forever."""
from __future__ import annotations

import pytest

from kb.engine.errors import ParseError
from kb.engine.instructions import parse_instructions
from kb.engine.scenario import loads, run
from helpers import puzzle_head

HEAD = puzzle_head() + """\
players: [you, {name: Ann, life: 2}, Bob]
cards:
  Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
  Shock: {mana_cost: "{R}", type_line: Instant, text: "Shock deals 2 damage to any target."}
steps:
  - enter: Bears
"""


def _run(steps: str):
    return run(loads(HEAD + steps))


def _answers(res):
    return [(c.obj, c.field, c.actual, c.ok) for c in res.checks]


@pytest.mark.parametrize("text", ["Target creature gets +2/+2 until your next turn.",
                                  "Until your next turn, target creature gets +2/+2."])
def test_it_lasts_through_the_other_turns_and_ends_as_your_turn_begins(text):
    res = _run(f"  - effect: {{text: \"{text}\", targets: [Bears]}}\n"
               "  - end_turn:\n"
               "  - expect: {Bears: {pt: 4/4}}\n"
               "  - end_turn:\n"
               "  - expect: {Bears: {pt: 4/4}}\n"
               "  - end_turn:\n"
               "  - expect: {Bears: {pt: 2/2}}\n")
    assert res.passed, _answers(res)
    assert "611.2a" in res.cited()


def test_an_opponents_effect_ends_as_their_turn_begins():
    res = _run("  - effect: {text: \"Target creature gets +2/+2 until your next turn.\", targets: [Bears], controller: Bob}\n"
               "  - end_turn:\n"
               "  - expect: {Bears: {pt: 4/4}}\n"
               "  - end_turn:\n"
               "  - expect: {Bears: {pt: 2/2}}\n")
    assert res.passed, _answers(res)


def test_for_a_player_who_left_it_ends_when_their_turn_would_have_begun():
    res = _run("  - effect: {text: \"Target creature gets +2/+2 until your next turn.\", targets: [Bears], controller: Ann}\n"
               "  - cast: {card: Shock, targets: [Ann]}\n"
               "  - resolve: all\n"
               "  - expect: {Ann: {lost: true}, Bears: {pt: 4/4}}\n"   # not at once
               "  - end_turn:\n"
               "  - expect: {Bears: {pt: 2/2}}\n")                    # Ann's turn would have begun
    assert res.passed, _answers(res)
    assert "800.4m" in res.cited()


def test_a_one_shot_kind_with_that_duration_is_not_guessed():
    with pytest.raises(ParseError, match=r"611\.2a"):
        parse_instructions("Draw a card until your next turn.", "X")
