"""A board the question does not order: the orders tried, counted without being listed when there are too many
(kb.engine.ask.orders), and the names each permanent keeps in every order."""
from __future__ import annotations

from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question


def test_alike_permanents_past_the_listing_bound_are_tried_as_their_few_arrangements(conn, lex):  # noqa: F811
    # ten permanents with rules text, nine of them alike: 10! lists, but 10 arrangements; the count was given as
    # "121 orders are too many to try" (a refusal nothing justified) — each arrangement is tried now
    d = answer_question("I control nine Glorious Anthems, Crusade and Grizzly Bears. What is Grizzly Bears' power?",
                        conn, lex=lex)
    assert d["verdict"]["text"].startswith("Grizzly Bears: 11/11"), d.get("verdict") or d.get("error")


def test_too_many_orders_are_counted_not_listed(conn, lex):  # noqa: F811
    # eleven different permanents with rules text: 11! orders, counted (the list of 39,916,800 orders was built only
    # to be counted)
    d = answer_question("I control Glorious Anthem, Crusade, Honor of the Pure, Bad Moon, Gaea's Anthem, Dread "
                        "Warlock, Serra Angel, Hill Giant, Nightmare, Plague Rats, Lord of Atlantis and Elvish "
                        "Champion. What is Hill Giant's power?", conn, lex=lex)
    text = d["verdict"]["text"]
    assert text.startswith("cannot decide") and "39916800 orders are too many to try" in text, text


def test_an_opponents_triggered_abilities_are_tried_in_each_order(conn, lex):  # noqa: F811
    # two abilities the opponent put on the stack at once in an order nobody said (603.3b): the trace says the
    # opponent "puts" them, and the sizes were read from the trace's "put N" only — an unjustified "too many orders"
    d = answer_question("My opponent controls Soul Warden and Ajani's Welcome. Opponent casts Grizzly Bears. "
                        "What is my opponent's life total?", conn, lex=lex)
    text = d["verdict"]["text"]
    assert text.startswith("opponent: 22 life"), text
