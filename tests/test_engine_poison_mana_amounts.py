"""Poison counters in conditions (122.1f), mana amounts of different colours (106.1a) and the X of the activation."""
from kb.engine.gamevalues import parse_player_condition
from kb.engine.manaamount import combination, read_mana_amount
from kb.engine.versions import rule


def test_poison_counters_condition_is_read():
    c = parse_player_condition("an opponent has three or more poison counters")
    assert (c.who, c.measure, c.op, c.n) == ("any_opponent", "poison", ">=", 3)


def test_poisoned_is_one_or_more_and_dated():
    c = parse_player_condition("an opponent is poisoned")
    assert (c.measure, c.op, c.n, c.term) == ("poison", ">=", 1, "poisoned")
    assert parse_player_condition("that player is poisoned") is None   # only where a trigger names the player
    assert rule("poisoned_term", "2010-10-01") == "undefined" and rule("poisoned_term", "2011-02-04") == "defined"


def test_two_mana_of_different_colors_refuses_a_repeat():
    a = read_mana_amount("two mana of different colors")
    assert a.n == 2 and a.distinct
    assert combination(a.options, a.n, "{U}{R}", distinct=True)[0] == ["U", "R"]
    assert combination(a.options, a.n, "{R}{R}", distinct=True)[0] is None
    assert combination(a.options, a.n, None, distinct=True)[0] is None


def test_x_mana_of_any_one_color_takes_the_activation_x():
    a = read_mana_amount("X mana of any one color")
    assert a.how == "x" and a.one_kind
