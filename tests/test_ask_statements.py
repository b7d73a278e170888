"""Players' statements ("opponent has 0 life", "has 10 poison counters"), what a permanent taps for, groups of
permanents ("my lands", "opponent's creatures"), and the rewrite ``kb ask`` offers when it stops: questions a new
user asked that were not read (119, 122.1f, 305.7, 605.1a, 613.1d, 704.5a, 704.5c)."""
from __future__ import annotations

import pytest
from test_ask_labelled import eval_ask
from test_ask_prose import conn, lex, steps  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import AskError, compile_question
from kb.engine.ask.answer import answer_question, rewrite
from kb.engine.ask.statements import player_count, player_statement


@pytest.mark.parametrize("words, said", [
    ("has 0 life", ({"set": 0}, 3)),
    ("is at 3 life", ({"set": 3}, 4)),
    ("at 3", ({"set": 3}, 2)),
    ("has 10 poison counters", ({"poison": 10}, 4)),
    ("has 10 poison counters and 20 life", ({"poison": 10, "set": 20}, 7)),
    ("have no poison counters", ({"poison": 0}, 4)),
    ("has 3 life and casts Shock", ({"set": 3}, 3)),      # the statement ends where the next verb starts
    ("has 3 life and 5 life", None),                      # said twice: not read
    ("has flying", None),
    ("controls Platinum Angel", None),
])
def test_a_players_statement(words, said):
    assert player_statement(words.split()) == said


def test_check_counts_a_players_cards():
    assert player_count("has 3 poison counters") == ("poison", 3)
    assert player_count("no cards in hand") == ("hand", 0)
    assert player_count("graveyard has 2") == ("graveyard", 2)
    assert player_count("has flying") is None


def _answer(conn, q):  # noqa: F811 - the fixture
    out = answer_question(q, conn, "current")
    assert out.get("ok"), out.get("error")
    return {(a["object"], a["field"]): a["actual"] for a in out["answers"]}, out


def test_platinum_angel_and_0_life(conn):  # noqa: F811 - the fixture
    got, out = _answer(conn, "Opponent controls Platinum Angel and has 0 life. Does he lose?")
    assert out["read_as"] == ["enter: {card: Platinum Angel, controller: opponent, already: true}",
                              "life: {player: opponent, set: 0}", "show: [opponent]"]
    assert got[("opponent", "life")] == 0 and not got.get(("opponent", "lost"))        # 104.3 (Platinum Angel)


def test_poison_counters_are_a_players_not_cards(conn):  # noqa: F811 - the fixture
    got, out = _answer(conn, "My opponent has 10 poison counters. Does he lose?")
    assert out["read_as"] == ["life: {player: opponent, poison: 10}", "show: [opponent]"]
    assert got[("opponent", "lost")] is True                                              # 704.5c
    # said after the permanent, the statement still holds with it: Platinum Angel is there when it is checked
    got, out = _answer(conn, "Opponent has 10 poison counters. Opponent controls Platinum Angel. Does he lose?")
    assert out["read_as"][:2] == ["enter: {card: Platinum Angel, controller: opponent, already: true}",
                                  "life: {player: opponent, poison: 10}"]


def test_what_a_land_taps_for_under_blood_moon(conn):  # noqa: F811 - the fixture
    for q in ("I control Blood Moon. What can my Urborg, Tomb of Yawgmoth tap for?",
              "I control Blood Moon. What mana can Urborg, Tomb of Yawgmoth produce?"):
        got, _out = _answer(conn, q)
        assert got[("Urborg, Tomb of Yawgmoth", "abilities")] == ["{T}: Add {R}."]         # 305.7, 613.1d


def test_a_group_is_read_as_the_group(conn, lex):  # noqa: F811 - the fixture
    got, out = _answer(conn, "I control Blood Moon and Urborg, Tomb of Yawgmoth. What are my lands?")
    assert out["read_as"][-1] == "show: [your lands]"
    assert got[("Urborg, Tomb of Yawgmoth", "subtypes")] == ["Mountain"]
    got, out = _answer(conn, "I control Glorious Anthem and Grizzly Bears. My opponent controls Serra Angel. "
                             "What are opponent's creatures?")
    assert got[("Serra Angel", "pt")] == "4/4" and ("Grizzly Bears", "pt") not in got
    # never a card's name read fuzzily ('my lands' is not Myriad Landscape)
    with pytest.raises(AskError, match="names a group of permanents"):
        compile_question("Grizzly Bears; destroy my creatures", conn, lex=lex)


def test_a_rewrite_offered_is_one_the_reader_reads(conn, lex):  # noqa: F811 - the fixture
    """The rewrite ``kb ask`` prints ("rewrite to ask again: …") never stops on the question's own error."""
    questions = ["Opponent controls Platinum Angel and has 0 life. Does he lose?",
                 "Opponent controls Ensnaring Bridge and flurbles twice. Can my Grizzly Bears attack?"]
    questions += [it["q"] for name in eval_ask.HALVES for it in eval_ask.items_of(name)]
    for q in questions:
        try:
            compile_question(q, conn, lex=lex)
            continue
        except AskError as exc:
            first = exc.message
        got = rewrite(q, lex)
        if got is None:
            continue
        try:
            compile_question(got, conn, lex=lex)
        except AskError as exc:
            assert exc.message != first, (q, got)
    # a rewrite that stops on the question's own error is not offered ('die to' is refused in both)
    q = "My opponent has Giant Spider. I attack with Serra Angel. Spider blocks. Does the Spider die to Serra Angel?"
    with pytest.raises(AskError, match="after 'die'"):
        compile_question(q, conn, lex=lex)
    assert rewrite(q, lex) is None


def test_a_players_words_are_not_a_card_spelt_close(conn, lex):  # noqa: F811 - the fixture
    """"he lost the game" is no misspelling of Hero of the Games: a closest-spelling match keeps the words that
    stand for a player only when the card's name has them."""
    with pytest.raises(AskError, match="no card or object named like 'he lost the game'"):
        compile_question("Opponent controls Platinum Angel. Has he lost the game?", conn, lex=lex)


@pytest.mark.parametrize("question, step", [
    ("Turn to Frog targeting Grizzly Bears; show Grizzly Bears", "cast"),   # a card whose name starts with "Turn"
    ("Skirk Marauder face down; turn Skirk Marauder face up; show opponent's life", "turn_face_up"),
])
def test_turn_is_the_face_up_action_only_with_face_up(conn, lex, question, step):  # noqa: F811 - the fixtures
    kinds = [next(iter(s)) for s in compile_question(question, conn, lex=lex).steps]
    assert step in kinds
    assert ("turn_face_up" in kinds) == ("face up" in question)


def test_how_much_damage_to_an_object_after_a_block_is_read_whole(conn):  # noqa: F811 - the fixture
    """"Spider blocks. How much damage does Serra Angel deal to the Spider?": combat damage is dealt first (510),
    then the source and the object named after 'to' are shown; 'to the Spider' names what is asked about, not a
    dropped event, and the verdict adds up the damage Serra Angel dealt it (120.3)."""
    got, out = _answer(conn, "I attack with Serra Angel and my opponent has Giant Spider. Spider blocks. "
                             "How much damage does Serra Angel deal to the Spider?")
    assert out["read_as"][-1] == "show: [Serra Angel, Giant Spider]"
    assert got[("Giant Spider", "zone")] == "graveyard"
    assert out["verdict"]["text"].startswith("Serra Angel deals 4 damage to Giant Spider")
