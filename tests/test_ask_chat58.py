"""chat58: a rules column's frame taken off (kb.engine.ask.column_frame), an outcome asked in other words
(kb.engine.ask.outcome_asked), a sentence denying any further spell left out (kb.engine.ask.nothing_else), a topic label
naming only what the story tells again (kb.engine.ask.label_told), the second of two questions without its question
word (kb.engine.ask.elliptic_ask), and a creature said to die in a combat whose damage was never told refused
(kb.engine.ask.combat_death: it was a confident wrong answer). Text-level units run without the KB; the end-to-end
ones use the corpus KB the ask tests share (test_ask_prose's ``conn``), which CI builds — they fail, never skip,
without it."""
from __future__ import annotations

from test_ask_prose import conn  # noqa: F401 - the same read-only corpus KB connection

from kb.engine.ask.column_frame import without_frame
from kb.engine.ask.elliptic_ask import with_what
from kb.engine.ask.label_told import label_left_out
from kb.engine.ask.nothing_else import nothing_more_left_out
from kb.engine.ask.outcome_asked import outcome_in_known_words


def test_column_label_salutation_and_signature():
    assert without_frame("Q: My X attacks. Does it die?") == ("My X attacks. Does it die?", ["Q:"])
    got = without_frame("Q: I enchanted X. Who controls it now? — Priya, Leeds")
    assert got == ("I enchanted X. Who controls it now?", ["Q:", "— Priya, Leeds"])
    assert without_frame("Dear judge, in a recent game I cast X. Is he right?")[0] == "In a recent game I cast X. Is he right?"
    assert without_frame("Bears live? ty in advance") == ("Bears live?", ["ty in advance"])


def test_column_letter_in_quotes():
    got = without_frame('A reader writes: "My Oblivion Ring exiles X. Does it come back?"')
    assert got == ("My Oblivion Ring exiles X. Does it come back?", ["A reader writes:", "the quotes around the letter"])


def test_no_frame_left_as_written():
    assert without_frame("My X attacks. Does it die? I am at 4 life.") is None     # a board after the question
    assert without_frame("Opp asks: can I respond?") is None                       # a player in the story
    assert without_frame("Does it die? Best answer wins") is None
    assert without_frame("Grizzly Bears attacks. Does it die?") is None
    assert without_frame("Does it die? - I'm at 4/5 life") is None                  # a digit is never a signature


def test_outcome_in_the_readers_words():
    assert outcome_in_known_words("A attacks. What happens to each creature?")[0] == "A attacks. What happens to them?"
    got = outcome_in_known_words("A. What happens to the two creatures, and what is my life total after combat?")
    assert got[0] == "A. What happens to them, and what is my life total after combat?"
    assert outcome_in_known_words("A. What is the result?")[0] == "A. What happens?"
    assert outcome_in_known_words("A. who died?")[0] == "A. Which creatures die?"
    assert outcome_in_known_words("A. Does anything die?")[0] == "A. Which creatures die?"
    assert outcome_in_known_words("A. Bears live? ty")[0] == "A. Does the Bears live? ty"


def test_outcome_of_some_or_of_players_not_rewritten():
    assert outcome_in_known_words("A. Who wins?") is None
    assert outcome_in_known_words("A. What happens to his creatures?") is None
    assert outcome_in_known_words("A. Does the bear live?") is None
    assert outcome_in_known_words("A. I live?") is None


def test_nothing_more_said():
    assert nothing_more_left_out("A attacks. Neither of us casts anything. Which die?") == (
        "A attacks. Which die?", ["Neither of us casts anything."])
    assert nothing_more_left_out("No responses. Does it die?") == ("Does it die?", ["No responses."])
    assert nothing_more_left_out("He doesn't respond. Does it die?")[1] == ["He doesn't respond."]
    # a block, a payment, the turn's history: each changes what the engine runs, never left out here
    assert nothing_more_left_out("He doesn't block. Does it die?") is None
    assert nothing_more_left_out("I don't pay. Does it die?") is None
    assert nothing_more_left_out("Nothing else happened this turn. Does it die?") is None


def test_label_naming_what_the_story_tells():
    got = label_left_out("Fog timing q (sorry if dumb). He swings with Craw Wurm, I Fog. what am i at?")
    assert got == ("He swings with Craw Wurm, I Fog. what am i at?", "Fog timing q (sorry if dumb).")
    got = label_left_out("Hey all. Equipment q from a new-ish player. I had X on my Y. What happens to X?")
    assert got == ("Hey all. I had X on my Y. What happens to X?", "Equipment q from a new-ish player.")
    assert label_left_out("classic Threaten-Fling turn. I Threaten it and Fling it. Where is it?")[1] == \
        "classic Threaten-Fling turn."


def test_label_with_news_kept():
    # a card named only in the label could be on the board; an edition or a number is never chat
    assert label_left_out("Glorious Anthem question. My Bears attack. What is its P/T?") is None
    assert label_left_out("Old school question, under the 2008 rules: I tap X. What?") is None
    assert label_left_out("Stack question (my Anthem is out). X. Y?") is None


def test_second_question_without_its_word():
    assert with_what("X. What happens to them, and my life?") == ("X. What happens to them, and what's my life?",
                                                                  "what's my life?")
    assert with_what("X. What happens, and does it die?") is None


def test_column_question_end_to_end(conn):  # noqa: F811
    from kb.engine.ask.answer import answer_question
    d = answer_question("Q: My opponent's Hill Giant attacks me and I block with Vampire Nighthawk. I'm at 4 life. "
                        "What happens to the two creatures, and what is my life total after combat?", conn)
    rows = {(r["object"], r["field"]): r["actual"] for r in d["answers"]}
    assert rows[("Hill Giant", "zone")] == "graveyard"
    assert rows[("Vampire Nighthawk", "zone")] == "graveyard"
    assert rows[("you", "life")] == 6
    assert any("rules column" in n for n in d["notes"])


def test_death_in_a_combat_not_fought_is_refused(conn):  # noqa: F811
    from kb.engine.ask.answer import answer_question
    # it was "Sengir Vampire: 4/4": the Bears moved to the graveyard before combat damage
    d = answer_question("My Sengir Vampire blocks his Grizzly Bears and the bears dies. What's my vampire's P/T "
                        "after?", conn)
    assert not d.get("ok") or "cannot decide" in (d.get("verdict") or {}).get("text", "")
    assert "4/4" not in ((d.get("verdict") or {}).get("text") or "")
    d = answer_question("My Sengir Vampire blocks his Grizzly Bears. The Grizzly Bears dies. What's my vampire's P/T?",
                        conn)
    assert not d.get("ok") or (d.get("verdict") or {}).get("text", "").startswith("cannot decide")
    # after the damage, or with no combat, a death is read as before
    d = answer_question("Sengir Vampire blocks Grizzly Bears. Combat damage. Grizzly Bears dies. What's Sengir "
                        "Vampire's P/T?", conn)
    rows = {(r["object"], r["field"]): r["actual"] for r in d["answers"]}
    assert rows[("Sengir Vampire", "pt")] == "5/5"


def test_two_things_said_of_one_player():
    from kb.engine.ask.player_twice import player_said_twice
    got = player_said_twice("I Threaten it. He's at 8, no other creatures. What's his life?")
    assert got[0] == "I Threaten it. He's at 8. He has no other creatures. What's his life?"
    assert player_said_twice("I'm at 9, no blockers. What am I at?")[0] == "I'm at 9. I have no blockers. What am I at?"
    # two players' life totals, or anything but a denial after the life total, stay as written
    assert player_said_twice("He's at 8, I'm at 5. Who wins?") is None
    assert player_said_twice("He's at 8, with Grizzly Bears. Who wins?") is None
