""""How many X do I control?": X is a card type or subtype, said in the singular or any plural ("Elves" → Elf),
and "X tokens" counts tokens only (110.1, 111.1). A word that is no type ("Thalias", "Grizzlies") is no group the
count reads: "cannot decide", never 0 (found by the lead: 0 Elves for Llanowar Elves, 0 Thalias, 1 Bear token for
Grizzly Bears, each a confident wrong answer)."""
from __future__ import annotations

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from test_ask_redteam48 import verdict   # the verdict text of a question that must be read


@pytest.mark.parametrize("q, want", [
    ("I control Llanowar Elves. How many Elves do I control?", "How many elves do you control? 1"),
    ("I control Llanowar Elves. How many elf do I control?", "How many elfs do you control? 1"),
    ("I control Grizzly Bears and Llanowar Elves. How many Bears do I control?", "How many bears do you control? 1"),
    ("I control Grizzly Bears. How many Bear tokens do I control?", "How many bear tokens do you control? 0"),
    ("I control Grizzly Bears. How many creature tokens do I control?", "How many creature tokens do you control? 0"),
    ("I control Grizzly Bears. How many Wizards do I control?", "How many wizards do you control? 0"),
    ("I control Grizzly Bears and Glorious Anthem. How many enchantments do I control?",
     "How many enchantments do you control? 1"),
    ("I control Thalia, Guardian of Thraben. How many Thalias do I control?",
     "How many thalias do you control? cannot decide — 'thalias' is no card type or subtype"),
    ("I control Grizzly Bears. How many Grizzlies do I control?",
     "How many grizzlies do you control? cannot decide — 'grizzlies' is no card type or subtype"),
])
def test_a_count_reads_a_type_word_in_any_number(conn, lex, q, want):  # noqa: F811
    v = verdict(q, conn, lex)
    assert v.startswith(want), (q, v)


def test_a_choice_left_open_keeps_the_reason_of_a_count_not_decided(conn, lex):  # noqa: F811
    # two Thalias: the legend rule's choice (704.5j) is tried each way; each count is undecided, and the answer says
    # why (it said "cannot decide — 704.5j: the same whichever one its controller keeps", the reason lost)
    v = verdict("I control Thalia, Guardian of Thraben. I cast another Thalia, Guardian of Thraben. How many Thalias "
                "do I control?", conn, lex)
    assert v.startswith("How many thalias do you control? cannot decide — 'thalias' is no card type"), v


def test_a_count_the_same_whichever_legend_is_kept_is_one_number(conn, lex):  # noqa: F811
    # two Jace Beleren under the 2016 rules (704.5k: one planeswalker of a type): 1 either way, not "depends"
    from kb.engine.ask import answer_question
    d = answer_question("I control Jace Beleren. I cast another Jace Beleren. How many planeswalkers do I control?",
                        conn, "2016-01-01", lex=lex)
    assert d["verdict"]["text"].startswith("How many planeswalkers do you control? 1 — 704.5k"), d["verdict"]
