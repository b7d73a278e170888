"""redteam48: misreadings of `kb ask` prose that answered about another board than the one asked. Each expected
answer is the Comprehensive Rules' (cited beside it); a question whose words the reader cannot settle is a reading
error naming the words, never an answer about another object or player."""
from __future__ import annotations

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import AskError, answer_question, run_question

MINE = "I control Glorious Anthem and Grizzly Bears. "


def verdict(q, conn, lex):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    assert d.get("ok") is not False, d
    return d["verdict"]["text"]


@pytest.mark.parametrize("rest", [
    "I Shock my opponent's Grizzly Bears. Does it die?",
    "My opponent Shocks his Grizzly Bears. Does it die?",
    "I Shock his Grizzly Bears. Does it die?",
    "I Shock my opponent's bears. Does it die?",
])
def test_the_opponents_name_is_never_my_object(conn, lex, rest):  # noqa: F811
    # only my Grizzly Bears was said (3/3 with the Anthem, 613.4c); "opponent's Grizzly Bears" is another one, 2/2 under
    # the opponent's control (the Anthem is mine): Shock's 2 damage destroys it (704.5g). Was "Dies? No" about mine.
    assert verdict(MINE + rest, conn, lex).startswith("Dies? Yes"), rest


def test_my_name_is_never_the_opponents_object(conn, lex):  # noqa: F811
    # the opponent's Grizzly Bears is 3/3 under their Anthem; "my Grizzly Bears" is another one, 2/2 -> Shock kills it
    # (704.5g) -- was "Dies? Yes" about... the opponent's one with the opponent's Anthem: "No" when the Anthem is mine
    q = "My opponent controls Grizzly Bears. I control Glorious Anthem. I Shock my Grizzly Bears. Does it die?"
    assert verdict(q, conn, lex).startswith("Dies? No"), q       # mine is 3/3 (613.4c), was read as the opponent's 2/2


def test_a_question_about_my_object_that_is_not_there_is_refused(conn, lex):  # noqa: F811
    # was "Grizzly Bears: 3/3" -- the opponent's, pumped by the opponent's Anthem; no Grizzly Bears of mine was said
    q = "My opponent controls Glorious Anthem and Grizzly Bears. What is the power of my Grizzly Bears?"
    with pytest.raises(AskError) as ei:
        run_question(q, conn, trace=False, lex=lex)
    assert q[ei.value.start:ei.value.end].endswith("Grizzly Bears"), ei.value.message
    q = "My opponent has Glorious Anthem. I have Grizzly Bears. What is the power of his Grizzly Bears?"
    with pytest.raises(AskError):
        run_question(q, conn, trace=False, lex=lex)


def test_step_language_possessive_is_whose_it_is(conn, lex):  # noqa: F811
    # "3 damage to opponent's Grizzly Bears" destroyed mine (704.5g); a second one enters under the opponent's control
    d = answer_question("Grizzly Bears; 3 damage to opponent's Grizzly Bears; show all", conn, lex=lex)
    assert d.get("ok") is not False and "Grizzly Bears #2" in str(d["read_as"]), d


def test_a_control_change_the_steps_do_not_follow_is_not_guessed(conn, lex):  # noqa: F811
    # Threaten made the opponent's Grizzly Bears mine (613.1b): "my opponent's Grizzly Bears" afterwards is not settled
    # by the steps -- never a new object, never the old one guessed
    q = "My opponent controls Grizzly Bears. I cast Threaten on it. I Shock my opponent's Grizzly Bears. Does it die?"
    d = answer_question(q, conn, lex=lex)
    assert d.get("ok") is False or "cannot decide" in d["verdict"]["text"], d
    # the control the steps follow stays read: Threaten, then "my Grizzly Bears" attacks (508.1a)
    q = ("My opponent controls Grizzly Bears. I cast Threaten on it. I attack with my Grizzly Bears. "
         "How much life does my opponent have?")
    assert "18 life" in verdict(q, conn, lex), q


@pytest.mark.parametrize("q", [
    "My opponent attacks with Grizzly Bears, no blocks. How much damage does my opponent deal to me?",   # was "0"
    "I attack with Grizzly Bears and my opponent doesn't block. How much damage do I deal to him?",      # was my life
    "I Shock my opponent. How much damage did I do?",                                                   # was my life
])
def test_a_player_is_no_source_of_damage(conn, lex, q):  # noqa: F811
    # 120.1: objects deal damage; the player's creature or spell dealt 2 (510.2, 120.3a), never "0" or a life total
    with pytest.raises(AskError) as ei:
        run_question(q, conn, trace=False, lex=lex)
    assert "player" in ei.value.message and ei.value.start > q.index("How"), ei.value.message
    # the source named is answered (120.3a)
    assert verdict("I attack with Grizzly Bears and my opponent doesn't block. How much damage does it deal?",
                   conn, lex).startswith("Grizzly Bears deals 2 damage")


@pytest.mark.parametrize("q", [
    "I cast Giant Growth on my Grizzly Bears. On my opponent's turn, what is its power?",
    "I cast Giant Growth on my Grizzly Bears. What is its power during my opponent's turn?",
    "I cast Giant Growth on my Grizzly Bears. It's my opponent's turn now. What is its power?",
])
def test_whose_turn_said_after_an_action_is_a_later_turn(conn, lex, q):  # noqa: F811
    # Giant Growth lasts until end of turn (514.2): on the opponent's next turn the Bears is 2/2 again. The turn phrase
    # was read as the turn the whole question happens in ("5/5"); after an action it is a later turn: not read
    d = answer_question(q, conn, lex=lex)
    assert d.get("ok") is False or "cannot decide" in d["verdict"]["text"], d
    # said first (or in the clause of the action itself), it is the turn the question happens in: 5/5 (613.4c)
    for q2 in ("It's my opponent's turn. I cast Giant Growth on my Grizzly Bears. What is its power?",
               "I cast Giant Growth on my Grizzly Bears during my opponent's turn. What is its power?"):
        assert verdict(q2, conn, lex).startswith("Grizzly Bears: 5/5"), q2


@pytest.mark.parametrize("q", [
    "I control Grizzly Bears. I create a 1/1 white Soldier creature token. What is its power?",     # was Bears 2/2
    "I control Glorious Anthem and Grizzly Bears. I create a token copy of Grizzly Bears. What is its power?",
])
def test_it_after_a_token_is_created_is_not_the_permanent_named_before(conn, lex, q):  # noqa: F811
    # the token created (111.1) is what 'it' most likely means; it was read as the Grizzly Bears named before it
    with pytest.raises(AskError) as ei:
        run_question(q, conn, trace=False, lex=lex)
    assert q[ei.value.start:ei.value.end] == "its", ei.value.message
    # the permanent named again after the token stays 'it' (704.5g: Shock kills the 2/2 Bears)
    assert verdict("I control Grizzly Bears. I create a 1/1 white Soldier creature token. My opponent Shocks my "
                   "Grizzly Bears. Does it die?", conn, lex).startswith("Dies? Yes")


@pytest.mark.parametrize("q", [
    "My Grizzly Bears came in this turn. Can it attack?",       # was "Yes": 'this turn' dropped, read as a board
    "My Grizzly Bears came out this turn. Can it attack?",
])
def test_came_in_this_turn_is_summoning_sick(conn, lex, q):  # noqa: F811
    # 302.6: a creature that has not been under its controller's control continuously since their most recent turn
    # began can't attack (508.1a)
    assert verdict(q, conn, lex).startswith("Can it attack? No"), q


@pytest.mark.parametrize("q", [
    # 'it' (the last permanent named) read as the Spider: it attacked and then "blocked" itself, "No — tapped" -- the
    # Spider has reach and can block the Angel (702.17b); the judge's 'it' is the Angel
    "I control Serra Angel. My opponent controls Giant Spider. If it attacks, can his spider block it?",
    "I control Serra Angel. My opponent controls Grizzly Bears. Can his Grizzly Bears block it if it attacks?",
])
def test_a_creature_never_blocks_itself(conn, lex, q):  # noqa: F811
    with pytest.raises(AskError) as ei:
        run_question(q, conn, trace=False, lex=lex)
    assert "itself" in ei.value.message, ei.value.message
    # named, the Angel attacks and the Spider (reach) can block it (509.1, 702.17b)
    assert "Yes" in verdict("I control Serra Angel. My opponent controls Giant Spider. If the Angel attacks, can his "
                            "spider block it?", conn, lex)


def test_a_player_sacrifices_only_what_they_control(conn, lex):  # noqa: F811
    # 701.21a: "I sacrifice his Grizzly Bears" can't happen; it was read as sacrificed into the opponent's graveyard
    d = answer_question("My opponent controls Grizzly Bears. I sacrifice his Grizzly Bears. Where is it?", conn, lex=lex)
    assert d.get("ok") is False or "cannot decide" in d["verdict"]["text"], d
    # 'it' after Threaten is the Bears, not the sorcery (was "sacrifice: Threaten", the Bears "on the battlefield");
    # Threaten made it mine (613.1b): sacrificed, it goes to its owner's graveyard (701.21a)
    v = verdict("My opponent controls Grizzly Bears. I cast Threaten on it and then sacrifice it. Where is it?", conn, lex)
    assert "graveyard" in v and "battlefield:" not in v, v


def test_sacrificing_a_spell_is_refused_by_the_engine(conn, lex):  # noqa: F811
    # 701.21a: only a permanent is sacrificed; "sacrifice Threaten" (the sorcery, in the graveyard) did nothing
    d = answer_question("opponent's Grizzly Bears; cast Threaten targeting Grizzly Bears; sacrifice Threaten; show all",
                        conn, lex=lex)
    assert d.get("ok") is False and "not a permanent" in d["error"], d


def test_a_count_an_unstated_choice_can_change_is_not_answered(conn, lex):  # noqa: F811
    # Path to Exile: "Its controller may search … put that card onto the battlefield" -- the may is not said (608.2d),
    # so the opponent may have a land now; the count answered "0" from the permanents shown
    v = verdict("My opponent controls Hill Giant. I Path to Exile his giant. How many lands does he control?", conn, lex)
    assert "cannot decide" in v, v
    # a count nothing undecided touches stays answered (704.5g: Pyroclasm kills the Bears, 110.1)
    assert verdict("I control Grizzly Bears and Hill Giant. My opponent casts Pyroclasm. How many creatures do I "
                   "control?", conn, lex).startswith("How many creatures do you control? 1")
