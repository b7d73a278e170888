"""rt48c's readers: Phyrexian mana left unpaid by the stated mana (107.4f), a delayed trigger pointing at no object
(603.7c), the scope of an unread "don't lose unspent mana" (500.4)."""
from kb.engine.conditions import refers_to_object
from kb.engine.phyrexianpay import phyrexian_split
from kb.engine.stack import _mana_spent
from kb.engine.unknowns import scope_of


def _split(cost, mana):
    return phyrexian_split(cost, _mana_spent(mana))


def test_phyrexian_symbols_left_unpaid_cost_two_life_each():
    assert _split("{G/P}", "") == ("", 2)
    assert _split("{G/P}", "{G}") == ("{G}", 0)
    assert _split("{1}{B/P}{B/P}", "{1}{B}") == ("{1}{B}", 2)
    assert _split("{1}{B/P}{B/P}", "{1}") == ("{1}", 4)


def test_phyrexian_split_not_settled_by_the_mana():
    assert _split("{1}{G}", "") is None            # no Phyrexian symbol
    assert _split("{G/P}", "{R}") is None          # a colour that can't pay it: the mana check refuses
    assert _split("{1}{G/P}", "{G}{G}{G}") is None  # more than the total cost
    assert _split("{G/P}", "{1}") is None          # an amount, not a colour: read as before


def test_delayed_trigger_pointing_at_no_object():
    assert not refers_to_object("At the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose the game.")
    assert refers_to_object("At the beginning of the next end step, sacrifice it.")
    assert refers_to_object("When this creature leaves the battlefield this turn, you gain 3 life.")
    assert refers_to_object("At the beginning of the next end step, return the exiled card to the battlefield.")


def test_unread_unspent_mana_words_reach_the_pool():
    assert "mana" in scope_of("Players don't lose unspent mana as steps and phases end.")
    assert "mana" in scope_of("You don't lose unspent green mana as steps and phases end.")


def test_delayed_trigger_naming_its_object_otherwise():
    assert refers_to_object("At the beginning of the next end step, sacrifice the creature.")
    assert refers_to_object("At the beginning of the next end step, return the exiled card to its owner's hand.")
    assert refers_to_object("At the beginning of the next end step, sacrifice Ball Lightning.", "Ball Lightning")
