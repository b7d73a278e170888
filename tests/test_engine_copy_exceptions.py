"""Copy exceptions that take a supertype away (707.9b): "except it isn't legendary", "except the token
isn't legendary". The exception is part of the copy effect, so it changes the copiable values: a copy
of that copy isn't legendary either, and the legend rule (704.5j) has nothing to do."""
from __future__ import annotations

import pytest

from kb.engine.copies import CopyException, parse_exceptions
from kb.engine.errors import ParseError
from kb.engine.scenario import loads, run
from helpers import puzzle_head

HEAD = puzzle_head() + """\
cards:
  Hero, the Dog: {mana_cost: "{W}", type_line: Legendary Creature — Dog, power: 2, toughness: 2}
  Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
steps:
  - enter: "Hero, the Dog"
"""


def _run(steps: str):
    return run(loads(HEAD + steps))


def _answers(res):
    return [(c.obj, c.field, c.actual, c.ok) for c in res.checks]


@pytest.mark.parametrize("text", ["it isn't legendary", "the token isn't legendary", "the copy is not legendary",
                                  "it isn't legendary if that creature is legendary"])
def test_the_wordings_take_the_supertype_away(text):
    assert parse_exceptions(text, None) == (CopyException("remove_supertypes", frozenset({"Legendary"}), text=text),)


def test_a_word_that_is_no_supertype_is_not_guessed():
    with pytest.raises(ParseError):
        parse_exceptions("the token isn't red", None)


@pytest.mark.parametrize("exc", ["except the token isn't legendary", "except it isn't legendary"])
def test_a_token_copy_that_is_not_legendary_stays_with_the_original(exc):
    res = _run(f"  - effect: {{text: \"Create a token that's a copy of target creature, {exc}.\", targets: [\"Hero, the Dog\"]}}\n"
               "  - expect:\n"
               "      \"Hero, the Dog\": {zone: battlefield, supertypes: [Legendary]}\n"
               "      \"Hero, the Dog token\": {zone: battlefield, supertypes: [], name: \"Hero, the Dog\"}\n")
    assert res.passed, _answers(res)


def test_a_copy_of_the_copy_is_not_legendary_either():
    res = _run("  - effect: {text: \"Create a token that's a copy of target creature, except the token isn't legendary.\", "
               "targets: [\"Hero, the Dog\"]}\n"
               "  - enter: Bears\n"
               "  - effect: {text: \"Target creature becomes a copy of another target creature.\", "
               "targets: [Bears, \"Hero, the Dog token\"]}\n"
               "  - expect: {Bears: {name: \"Hero, the Dog\", supertypes: []}, \"Hero, the Dog\": {zone: battlefield}}\n")
    assert res.passed, _answers(res)
