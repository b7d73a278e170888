"""redteam52: misreadings of `kb ask` prose that answered about another board than the one asked. Each expected
answer is the Comprehensive Rules' (cited beside it); a question whose words the reader cannot settle is a reading
error naming the words (or the sentence left out and named: "cannot decide"), never an answer about another object,
player or action."""
from __future__ import annotations

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import AskError, answer_question, run_question

from test_ask_redteam48 import verdict   # the verdict text of a question that must be read


@pytest.mark.parametrize("q", [
    # "it" could be the attacker or the blocker: was Giant Growth on the Elves, "Dies? No" (on the Bears, the 5/5 Bears
    # kill the 1/1 Elves: 510.2, 704.5g)
    "My Grizzly Bears is blocked by his Llanowar Elves. I cast Giant Growth on it. Does the elf die?",
    # was Giant Growth on the Elves (the subject), "Survives? Yes"
    "His Llanowar Elves blocks my Grizzly Bears and I Giant Growth it. Do the elves survive?",
    # "it" after "Serra Angel and Hill Giant": was the Giant (the last named), "Dies? Yes"
    "My opponent controls Serra Angel and Hill Giant. I cast Lightning Bolt on it. Does the giant die?",
])
def test_a_spell_on_it_after_a_clause_naming_two_creatures_is_not_guessed(conn, lex, q):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    if d.get("ok") is False:
        assert "it" in q[d["start"]:d["end"]], d
        return
    text = d["verdict"]["text"]
    assert text.startswith("cannot decide") and ("Giant Growth" in text or "Lightning Bolt" in text), text


@pytest.mark.parametrize("q, card", [
    # was "cast Regenerate targeting Drudge Skeletons": prowess triggered, "2/3" (702.108a); regenerating with the
    # Skeletons' own ability is no spell (602, 701.19a): 1/2
    ("I control Monastery Swiftspear. I regenerate my Drudge Skeletons. What is the power of Monastery Swiftspear?",
     "Regenerate"),
    # was "opponent casts Regenerate": Young Pyromancer made a token, "1" (no spell was said: 0)
    ("My opponent controls River Boa and Young Pyromancer. He regenerates his Boa. How many tokens does he control?",
     "Regenerate"),
    # was "cast Flicker" (a sorcery) for "flicker" (the players' word for exile and return, as the step 'blink')
    ("I control Monastery Swiftspear and Grizzly Bears. I Flicker the bears. What's Swiftspear's power?", "Flicker"),
])
def test_a_verb_of_the_game_is_never_a_card_cast(conn, lex, q, card):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    steps = str(d.get("read_as") or "") + str(d.get("scenario") or "")
    assert f"cast: {{card: {card}" not in steps and f"'card': '{card}'" not in steps, steps
    if d.get("ok") is not False:
        assert "2/3" not in d["verdict"]["text"] and "? 1 " not in d["verdict"]["text"], d["verdict"]["text"]


def test_flicker_in_lower_case_is_the_blink_step(conn, lex):  # noqa: F811
    # "I flicker the bears": exiled and returned (the step 'blink'), no spell cast: prowess does not trigger (702.108a)
    q = "I control Monastery Swiftspear and Grizzly Bears. I flicker the bears. What's Swiftspear's power?"
    assert verdict(q, conn, lex).startswith("Monastery Swiftspear: 1/2"), q


def test_a_capitalised_game_verb_that_names_a_card_is_named(conn, lex):  # noqa: F811
    # "he Exiles it": the card Exile ("Exile target nonwhite attacking creature. You gain life …") or the game's verb:
    # never guessed
    q = "I attack my opponent with Grizzly Bears and he Exiles it. What's his life total?"
    with pytest.raises(AskError) as ei:
        run_question(q, conn, trace=False, lex=lex)
    assert q[ei.value.start:ei.value.end] == "Exiles", ei.value.message


def test_one_of_two_of_a_name_is_not_a_third_one(conn, lex):  # noqa: F811
    # "one of the bears" was read by the closest card name as Grizzly Bears, which then entered as a third one: "How
    # many creatures do you control? 2" after Shock killed one of two (the board holds one: 704.5g)
    q = "I control 2 Grizzly Bears. Opponent Shocks one of the bears. How many creatures do I control?"
    d = answer_question(q, conn, lex=lex)
    if d.get("ok") is False:
        assert "one of the bears" in q[d["start"]:d["end"]] or "bears" in q[d["start"]:d["end"]], d
        return
    assert d["verdict"]["text"].startswith("cannot decide") or "? 1" in d["verdict"]["text"], d["verdict"]["text"]
    assert "Grizzly Bears #3" not in str(d), d["verdict"]["text"]


def test_a_close_name_of_the_one_object_there_is_that_object(conn, lex):  # noqa: F811
    # the one Grizzly Bears there, never a second one entering "not on the battlefield" (Shock kills it: 704.5g)
    q = "I control Grizzly Bears. Opponent Shocks one of the bears. How many creatures do I control?"
    assert verdict(q, conn, lex).startswith("How many creatures do you control? 0"), q


def test_the_and_a_noun_is_not_a_part_of_a_name_that_starts_with_the(conn, lex):  # noqa: F811
    # "the bears" was read as The Bears of Littjara (a Saga the question never named), entered and shown
    q = "My opponent has a Serra Angel. What is the power of the bears?"
    with pytest.raises(AskError) as ei:
        run_question(q, conn, trace=False, lex=lex)
    assert q[ei.value.start:ei.value.end] == "the bears", ei.value.message


def test_a_verb_after_then_has_the_subject_before(conn, lex):  # noqa: F811
    # "He casts Lightning Bolt … and then Forks it": the opponent casts Fork (601.2), two spells for his Young
    # Pyromancer: 2 tokens -- was Fork cast by you (the step language's default), "1"
    q = ("My opponent controls Young Pyromancer. He casts Lightning Bolt on my Serra Angel and then Forks it keeping "
         "the target. How many tokens does he control?")
    assert verdict(q, conn, lex).startswith("How many tokens does opponent control? 2"), q


def test_a_card_after_then_with_its_own_verb_keeps_its_clause(conn, lex):  # noqa: F811
    # "and then Control Magic is destroyed": Control Magic is the subject (the control effect ends, 611.2b... 613.1b)
    q = "I Control Magic my opponent's Craw Wurm and then Control Magic is destroyed. Who controls the Wurm?"
    assert "opponent" in verdict(q, conn, lex), q


def test_not_before_a_card_name_is_never_dropped(conn, lex):  # noqa: F811
    # "not Hill Giant" was read by the closest card name as Hill Giant, which entered: Soul Warden gained 1 life,
    # "you: 21 life" -- no creature entered (Soul Warden does not trigger: 603.2): 20, or the words named
    q = "I control Soul Warden. I attack with Grizzly Bears, not Hill Giant. How much life do I have?"
    d = answer_question(q, conn, lex=lex)
    if d.get("ok") is not False:
        assert not d["verdict"]["text"].startswith("you: 21"), d["verdict"]["text"]
        assert "Hill Giant" not in str(d.get("read_as")), d["read_as"]


@pytest.mark.parametrize("q, said", [
    # "another Grizzly Bears" was the one named before (the Shock killed mine: "1"), on main a second one of mine
    ("I control Soul Warden and Grizzly Bears. My opponent Shocks another Grizzly Bears. How many creatures do I "
     "control?", "another Grizzly Bears"),
    # "both Grizzly Bears" was the one there (a spell with one target cannot target two: 601.2c)
    ("I control Grizzly Bears. I cast Giant Growth on both Grizzly Bears. How big is it?", "both Grizzly Bears"),
])
def test_another_or_both_before_a_name_is_never_dropped(conn, lex, q, said):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    if d.get("ok") is False:
        assert said in q[d["start"]:d["end"]], d
        return
    assert d["verdict"]["text"].startswith("cannot decide"), d["verdict"]["text"]


def test_a_word_of_two_objects_names_is_not_a_close_spelling_of_one(conn, lex):  # noqa: F811
    # "the Knight" with White Knight and Black Knight was read as White Knight ("the knight" is a close spelling of
    # "white knight" letter by letter): Shock killed it, "Dies? Yes" -- which Knight was shot is not said
    q = ("I control White Knight and my opponent controls Black Knight. He casts Shock on the Knight. Does my White "
         "Knight die?")
    d = answer_question(q, conn, lex=lex)
    if d.get("ok") is not False:
        assert d["verdict"]["text"].startswith("cannot decide"), d["verdict"]["text"]
