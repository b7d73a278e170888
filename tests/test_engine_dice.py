"""Die rolls (706, kb.engine.dice): which tables are read, the row of a result, the rolls read without a table and
what reads their result."""
from kb.engine.cardtext import parse_card_text
from kb.engine.dice import read_roll, results_table, row_for
from kb.engine.instructions import parse_instructions
from kb.engine.render import unaccounted

D20 = "Roll a d20.\n1-9 | Draw a card.\n10-19 | Draw two cards.\n20 | You gain 3 life."


def test_rows_and_results():
    sides, rows = results_table(D20)
    assert sides == 20 and [(lo, hi) for lo, hi, _ in rows] == [(1, 9), (10, 19), (20, 20)]
    assert row_for(D20, 9) == "Draw a card." and row_for(D20, 10) == "Draw two cards." and row_for(D20, 20) == "You gain 3 life."
    assert row_for(D20, 21) is None and row_for(D20, 0) is None and row_for(D20, True) is None


def test_plus_row():
    assert row_for("Roll a d6.\n1-3 | Draw a card.\n4+ | You gain 3 life.", 6) == "You gain 3 life."


def test_tables_not_read():
    # a gap (10 is no row's), an overlap, a modifier without an "N+" row, one that subtracts, "choose one result":
    # not a table the engine reads (706.3a)
    assert results_table("Roll a d20.\n1-9 | Draw a card.\n11-20 | Draw two cards.") is None
    assert results_table("Roll a d20.\n1-10 | Draw a card.\n10-20 | Draw two cards.") is None
    assert results_table("Roll a d20 and add the number of cards in your hand.\n1-14 | Draw a card.\n15-20 | Draw two cards.") is None
    assert results_table("Roll a d20 and subtract the number of cards in your hand.\n1-14 | Draw a card.\n15+ | Draw two cards.") is None
    assert results_table("Roll two d20 and choose one result.\n1-14 | Draw a card.\n15-20 | Draw two cards.") is None


def test_modified_and_two_dice_tables_read():
    # a modifier with an "N+" row (706.2: a result above 20 is in it), two dice of which the lower is ignored (706.6)
    modified = "Roll a d20 and add the number of cards in your hand.\n1-14 | Draw a card.\n15+ | Draw two cards."
    assert results_table(modified)[0] == 20 and row_for(modified, 27) == "Draw two cards."
    assert results_table("Roll two d20 and ignore the lower roll.\n1-14 | Draw a card.\n15-20 | Draw two cards.")[0] == 20


def test_read_roll_forms():
    assert read_roll("Roll a six-sided die.") == {"sides": 6, "dice": 1, "keep": None, "modifier": None, "sign": 1}
    assert read_roll("roll a four-sided die")["sides"] == 4
    assert read_roll("Roll a d20 and add the greatest power among creatures you control.")["modifier"] == \
        "the greatest power among creatures you control"
    assert read_roll("Roll two d8 and choose one result.")["keep"] == "choose"
    assert read_roll("Roll two d20 and ignore the lower roll.")["keep"] == "higher"
    assert read_roll("Roll a d7.") is None and read_roll("Roll two six-sided dice.") is None


def test_result_readers_account_for_every_word():
    # "the result" as an amount, as X, and in a condition; "that much" after the roll is the result (706.4)
    for text in ("Roll a six-sided die. You gain life equal to the result.",
                 "Roll a d4. Target creature gets +X/+0 until end of turn, where X is the result.",
                 "Roll a six-sided die. If the result is 3 or less, you lose that much life.",
                 "Roll two d4 and choose one result. You gain life equal to that result. Then draw cards equal to the other result."):
        ins, _slots = parse_instructions(text, "Test Card", normalized=True)
        assert ins[0].kind == "roll_die" and "unmodelled" not in [i.kind for i in ins], text
        assert unaccounted(text, ins) == [], text


def test_trigger_with_table_is_one_ability():
    text = "Flying\nWhen Test Djinni enters, roll a d20.\n1\u20149 | You gain 2 life.\n10\u201419 | Draw a card.\n20 | Draw two cards."
    abilities = parse_card_text(text, "Test Djinni", frozenset({"Creature"}))
    assert [type(a).__name__ for a in abilities] == ["Keyword", "TriggeredAbility"]


def test_row_with_target_is_unread():
    text = "When Test Djinni enters, roll a d20.\n1\u20149 | Tap target creature.\n10\u201420 | Draw a card."
    abilities = parse_card_text(text, "Test Djinni", frozenset({"Creature"}))
    assert [type(a).__name__ for a in abilities] == ["UnmodelledAbility"]
