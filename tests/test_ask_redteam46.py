"""redteam46: misreadings of `kb ask` prose that answered about another board than the one asked. Each expected
answer is the Comprehensive Rules' (cited beside it); a question that does not say which object it means is a
reading error naming the words, never an answer about one of them."""
from __future__ import annotations

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import AskError, answer_question, run_question

BOTH = "I control Glorious Anthem and Grizzly Bears. My opponent controls Grizzly Bears. "


@pytest.mark.parametrize("rest", [
    # 'it' after two Grizzly Bears of different controllers: yours is 3/3 (613.4c) and survives Shock, the
    # opponent's is 2/2 and dies (704.5g) -- the question does not say which, so no answer is given
    "I Shock it. Does it die?",
    "I Shock Grizzly Bears. Does it die?",
])
def test_a_name_two_players_control_is_not_guessed(conn, lex, rest):  # noqa: F811
    q = BOTH + rest
    with pytest.raises(AskError) as ei:
        run_question(q, conn, trace=False, lex=lex)
    assert "Grizzly Bears" in ei.value.message and "whose" in ei.value.message
    assert ei.value.start >= len(BOTH), ei.value.start          # the words of the step, not the board


def test_the_question_naming_one_of_two_is_not_guessed(conn, lex):  # noqa: F811
    # the opponent's Bears (2/2) and yours (3/3 with 2 damage): "the toughness of Grizzly Bears" names neither
    q = ("My opponent controls Grizzly Bears. I control Glorious Anthem and Grizzly Bears. I Shock my Grizzly Bears. "
         "What is the toughness of Grizzly Bears?")
    with pytest.raises(AskError) as ei:
        run_question(q, conn, trace=False, lex=lex)
    assert ei.value.start > q.index("What"), ei.value.start


def test_whose_it_is_decides_and_a_bare_name_does_not(conn, lex):  # noqa: F811
    # yours: 3/3 with 2 damage survives (613.4c, 704.5g); the opponent's: 2/2 with 2 damage is destroyed (704.5g);
    # 'it' after "my Grizzly Bears" is that one, in either order of the board
    for whose, dies in (("my", "No"), ("my opponent's", "Yes")):
        d = answer_question(BOTH + f"I Shock {whose} Grizzly Bears. Does it die?", conn, lex=lex)
        assert d["verdict"]["text"].startswith(f"Dies? {dies}"), (whose, d)
    d = answer_question("My opponent controls Grizzly Bears. I control Glorious Anthem and Grizzly Bears. I Shock my "
                        "Grizzly Bears. Does it die?", conn, lex=lex)
    assert d["verdict"]["text"].startswith("Dies? No"), d
    # two alike of one controller: either is 2/2 and dies to Shock (704.5g), read as said
    d = answer_question("I control two Grizzly Bears. I Shock Grizzly Bears. Does it die?", conn, lex=lex)
    assert d["verdict"]["text"].startswith("Dies? Yes"), d
    # and the bare name with two controllers is not answered (the fault this file pins)
    assert answer_question(BOTH + "I Shock Grizzly Bears. Does it die?", conn, lex=lex).get("ok") is False


def test_an_aura_said_on_it_before_is_not_a_second_one(conn, lex):  # noqa: F811
    # "Rancor is on Grizzly Bears. Grizzly Bears enchanted with Rancor attacks": one Rancor (+2/+0 and trample,
    # 613.4c): 4 combat damage to the unblocked player (510.1a, 120.3a), never 6 from a second Rancor read in
    d = answer_question("Rancor is on Grizzly Bears. Grizzly Bears enchanted with Rancor attacks. How much damage "
                        "does it deal?", conn, lex=lex)
    assert d["verdict"]["text"].startswith("Grizzly Bears deals 4 damage"), d
