"""Questions as players post them, read by general reader changes made from the tuning half of
``ask_questions_fresh7.jsonl`` and issue 25's list of phrasings known to be refused: "two copies of X" on the board,
"I have X on the battlefield and a Y", and two readings that answered wrongly as these were built: "Grizzly Bears and
Grizzly Bears attack" declared one creature twice (one attacked), and "I control three Grizzly Bears. I attack with the
Grizzly Bears." attacked with the first one only. Each answer comes from the CR and the cards' Oracle text; each test
fails on the reader before these changes."""
from __future__ import annotations

from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_words_said import verdict   # the verdict line of an answer, or its reading error


def test_two_copies_of_a_card(conn, lex):
    # two Glorious Anthems: +1/+1 each on a 2/2 (613.4c)
    v = verdict(conn, lex, "I control two copies of Glorious Anthem and a Grizzly Bears. How big is the bear?")
    assert v.startswith("Grizzly Bears: 4/4"), v
    # "copies of" an instant on the battlefield is still no permanent (110.4): not read
    v = verdict(conn, lex, "I control two copies of Lightning Bolt and a Grizzly Bears. How big is the bear?")
    assert not v.startswith("Grizzly Bears:"), v


def test_on_the_battlefield_and_a_card(conn, lex):
    # "I have X on the battlefield and a Y": Y is on the battlefield too (613.4c)
    v = verdict(conn, lex, "I have two copies of Glorious Anthem on the battlefield and a Grizzly Bears. How big is "
                           "the bear?")
    assert v.startswith("Grizzly Bears: 4/4"), v
    # words after 'and' that are not only cards stay what they were (a step of their own)
    v = verdict(conn, lex, "I have Glorious Anthem on the battlefield and a Grizzly Bears attacks. How big is the bear?")
    assert v.startswith("Grizzly Bears: 3/3"), v


def test_one_creature_named_twice_among_the_attackers_is_refused(conn, lex):
    # it was one attacker (opponent at 18): a creature attacks once (508.1a)
    v = verdict(conn, lex, "Grizzly Bears and Grizzly Bears attack. My opponent doesn't block. What's my opponent's "
                           "life?")
    assert "named twice" in v and "18" not in v, v


def test_the_name_after_a_count_is_not_the_first_one(conn, lex):
    # "the Grizzly Bears" after three of them: one or all three? Never the first alone (was 18 life)
    v = verdict(conn, lex, "I control three Grizzly Bears. I attack with the Grizzly Bears. My opponent doesn't block. "
                           "What's my opponent's life?")
    assert "3 of them were said" in v, v
    v = verdict(conn, lex, "I control two Grizzly Bears and my opponent casts Pyroclasm. Do my bears survive?")
    assert "2 of them were said" in v, v
    # "one of the Grizzly Bears" says which: one of them (2 damage, 510.2)
    v = verdict(conn, lex, "I control three Grizzly Bears. I attack with one of the Grizzly Bears. My opponent doesn't "
                           "block. What's my opponent's life?")
    assert v.startswith("opponent: 18 life"), v
