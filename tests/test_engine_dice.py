"""Die rolls with a results table (706.3, kb.engine.dice): which tables are read, and the row of a result."""
from kb.engine.cardtext import parse_card_text
from kb.engine.dice import results_table, row_for

D20 = "Roll a d20.\n1-9 | Draw a card.\n10-19 | Draw two cards.\n20 | You gain 3 life."


def test_rows_and_results():
    sides, rows = results_table(D20)
    assert sides == 20 and [(lo, hi) for lo, hi, _ in rows] == [(1, 9), (10, 19), (20, 20)]
    assert row_for(D20, 9) == "Draw a card." and row_for(D20, 10) == "Draw two cards." and row_for(D20, 20) == "You gain 3 life."
    assert row_for(D20, 21) is None and row_for(D20, 0) is None and row_for(D20, True) is None


def test_plus_row():
    assert row_for("Roll a d6.\n1-3 | Draw a card.\n4+ | You gain 3 life.", 6) == "You gain 3 life."


def test_tables_not_read():
    # a gap (10 is no row's), an overlap, a modifier, two dice: not a table the engine reads (706.3a)
    assert results_table("Roll a d20.\n1-9 | Draw a card.\n11-20 | Draw two cards.") is None
    assert results_table("Roll a d20.\n1-10 | Draw a card.\n10-20 | Draw two cards.") is None
    assert results_table("Roll a d20 and add the number of cards in your hand.\n1-14 | Draw a card.\n15+ | Draw two cards.") is None
    assert results_table("Roll two d20 and ignore the lower roll.\n1-14 | Draw a card.\n15-20 | Draw two cards.") is None


def test_trigger_with_table_is_one_ability():
    text = "Flying\nWhen Test Djinni enters, roll a d20.\n1\u20149 | You gain 2 life.\n10\u201419 | Draw a card.\n20 | Draw two cards."
    abilities = parse_card_text(text, "Test Djinni", frozenset({"Creature"}))
    assert [type(a).__name__ for a in abilities] == ["Keyword", "TriggeredAbility"]


def test_row_with_target_is_unread():
    text = "When Test Djinni enters, roll a d20.\n1\u20149 | Tap target creature.\n10\u201420 | Draw a card."
    abilities = parse_card_text(text, "Test Djinni", frozenset({"Creature"}))
    assert [type(a).__name__ for a in abilities] == ["UnmodelledAbility"]
