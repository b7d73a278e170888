"""Questions as players post them in chats and forums, read by the general readers of kb.engine.ask.prose_chat, made
from the tuned halves (``fresh12`` unheld, ``fresh11``, ``fresh10``, ``fresh9``): a sentence of where the game was
played, a block said once for two pairs, "Before damage, …" after a block, "gg?" / "what's dead?", and a time said
around the question ("after all that", "after combat what's …"). Each answer comes from the CR and the cards' Oracle
text; each test fails on the reader before these changes, and each has variants that must stay refused (a card named,
a negation, a first striker, a double block, a player who could be meant)."""
from __future__ import annotations

from kb.engine.ask.answer import answer_question
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_words_said import verdict   # the verdict line of an answer, or its reading error


def _answers(conn, lex, q: str, field: str) -> dict:
    d = answer_question(q, conn, "current", lex=lex)
    return {r["object"]: (r["actual"], r.get("status")) for r in d.get("answers") or [] if r["field"] == field}


def test_a_sentence_of_where_the_game_was_played_is_left_out(conn, lex):
    # nothing of the board: the answer is the story's (120.3a, 704.5a)
    for lead in ("Close game at FNM, tense af.", "ok so weird combat at FNM last night and we couldnt agree."):
        q = f"{lead} I'm at 2, my opp is at 3. I Lightning Helix his face. who wins?"
        v = verdict(conn, lex, q)
        assert v.startswith("Opponent loses the game"), (q, v)
    # a word of the board, a negation, a number or a card's name in it: never left out as a setting
    for lead in ("Close game at FNM, no blockers.", "Game 3 at FNM.", "Close game at FNM, it was my turn."):
        q = f"{lead} I'm at 2, my opp is at 3. I Lightning Helix his face. who wins?"
        notes = answer_question(q, conn, "current", lex=lex).get("notes") or []
        assert not any("where or when the game was played" in n for n in notes), (q, notes)


def test_a_block_said_once_for_two_pairs(conn, lex):
    # "blocked the wurm with his Wall of Wood and the bears with Savannah Lions": two blocks (509.1a, 510.2, 704.5g)
    q = ("I attacked with Craw Wurm and Grizzly Bears. Opp blocked the wurm with his Wall of Wood and the bears with "
         "Savannah Lions. what dies?")
    got = _answers(conn, lex, q, "zone")
    assert got["Wall of Wood"][0] == "graveyard" and got["Grizzly Bears"][0] == "graveyard", got
    assert got["Savannah Lions"][0] == "graveyard" and got.get("Craw Wurm", ("battlefield",))[0] == "battlefield", got
    # "… with A and B" is a double block: never split into two pairs
    d = answer_question("My opp attacks with Hill Giant. I block the giant with Grizzly Bears and Llanowar Elves. "
                        "what dies?", conn, "current", lex=lex)
    assert not any("said once for two blocks" in n for n in d.get("notes") or []), d.get("notes")


def test_before_damage_after_a_block(conn, lex):
    # "Before damage he Giant Growths the lions": in the declare blockers step, after the block (509, 613.4c)
    q = ("I attacked with Craw Wurm and Grizzly Bears. Opp blocked the wurm with his Wall of Wood and the bears with "
         "Savannah Lions. Before damage he Giant Growths the lions. what dies?")
    got = _answers(conn, lex, q, "zone")
    assert got.get("Savannah Lions", ("battlefield",))[0] == "battlefield" and got["Grizzly Bears"][0] == "graveyard", got
    assert "Savannah Lions" in str(answer_question(q, conn, "current", lex=lex).get("read_as")), q
    # with a first striker in the fight, "before damage" could be before either damage step (510.4): not read so
    q = ("I attack with Youthful Knight. Opp blocks it with Hill Giant. Before damage I Giant Growth the knight. "
         "what dies?")
    d = answer_question(q, conn, "current", lex=lex)
    assert not any("before any combat damage" in n for n in d.get("notes") or []), d.get("notes")


def test_gg_and_whats_dead(conn, lex):
    # "gg?" asks whether the game is over (104.3, 704.5a); "did I just win?" is "did I win?"
    for ask in ("gg?", "is that gg?", "did I just win?"):
        v = verdict(conn, lex, f"I'm at 2, my opp is at 3. I Lightning Helix his face. {ask}")
        assert v.startswith(("Opponent loses the game", "You win the game", "you: 5 life; opponent: 0 life")), (ask, v)
    # "what's dead?" is what dies (704.5g, 702.2b); "Dead" was read as a card's name
    for ask in ("what's dead?", "whats dead?", "anything left?"):
        got = _answers(conn, lex, f"My opp attacks with Craw Wurm, I block with my Vampire Nighthawk. {ask}", "zone")
        assert got["Craw Wurm"][0] == "graveyard" and got["Vampire Nighthawk"][0] == "graveyard", (ask, got)
    # "who's dead?" could ask of a player: not read so
    d = answer_question("My opp attacks with Craw Wurm, I block with my Vampire Nighthawk. who's dead?", conn,
                        "current", lex=lex)
    assert not any("asked as what dies" in n for n in d.get("notes") or []), d.get("notes")


def test_after_all_that_is_never_a_card(conn, lex):
    # "What dies after all that?" was "Dies: Grizzly Bears, All That Glitters" (the words read as a card's name's start,
    # put onto the battlefield): the moment after the story, when the answers are given anyway
    v = verdict(conn, lex, "My opponent Shocks my Grizzly Bears. What dies after all that?")
    assert "All That Glitters" not in v and v.startswith("Dies? Yes"), v
    got = _answers(conn, lex, "Opp is at 8. I Lava Axe him. whats his life after all that?", "life")
    assert got == {"opponent": (3, "answer")}, got
    # a time said before the question word: the question's time (510.2, 702.15b)
    q = "Opp swings with Craw Wurm, I block w/ Vampire Nighthawk. I'm at 10. after combat what's my life and what's dead?"
    assert _answers(conn, lex, q, "life")["you"] == (12, "answer")
    assert _answers(conn, lex, q, "zone")["Craw Wurm"][0] == "graveyard"


def test_after_a_spell_resolves_then_an_action(conn, lex):
    # "After that resolves he Shocks the bears": the Counterspell resolves (the Giant Growth is countered, 701.6a),
    # then the Shock (405.5, 704.5g); "Bears dead?" is "Is the Bears dead?"
    q = ("I cast Giant Growth on my Grizzly Bears, opp responds by Counterspelling the Giant Growth. After that resolves "
         "he Shocks the bears. Bears dead?")
    assert verdict(conn, lex, q).startswith("Dies? Yes"), q
    # "After it resolves I Shock it": "it" said twice is not read so (it was the Shock pinged)
    d = answer_question("My opponent casts Hill Giant. After it resolves I Shock it, and then my Prodigal Sorcerer "
                        "pings it. Does it die?", conn, "current", lex=lex)
    assert not any("then what follows is done" in n for n in d.get("notes") or []), d.get("notes")


def test_an_aside_that_a_player_has_no_flyers_is_checked(conn, lex):
    # "(opp had no flyers)": nothing could block the angel, and the board read agrees (509.1a, 510.2)
    q = ("I swung with Serra Angel, Hill Giant and Grizzly Bears (opp had no flyers). he blocked the giant with his "
         "Wall of Wood, bears and angel went unblocked. he was at 15, whats he at after combat?")
    assert _answers(conn, lex, q, "life")["opponent"] == (9, "answer")
    # the board read gives him a creature that could fly or reach: which is meant is not said, never answered
    q = ("I swung with Serra Angel, Hill Giant and Grizzly Bears (opp had no flyers). he blocked the angel with his "
         "Giant Spider, bears and giant went unblocked. he was at 15, whats he at after combat?")
    assert "opponent" not in _answers(conn, lex, q, "life"), q


def test_plus_more_of_a_board_statement(conn, lex):
    # "I have A and B out, plus C and D": all four mine (613.4c: the tokens are 3/3 and survive Pyroclasm, 704.5g)
    q = ("I have Glorious Anthem and Intangible Virtue out, plus Grizzly Bears and Llanowar Elves. I cast Raise the "
         "Alarm, then opp Pyroclasms. What survives?")
    v = verdict(conn, lex, q)
    assert v.startswith("Dies: Llanowar Elves; survives:") and "Soldier token" in v.split("survives:")[1], v
    # a zone after "plus" is not more of the battlefield: not read so
    d = answer_question("I have Glorious Anthem, plus Grizzly Bears in my graveyard. What's in my graveyard?", conn,
                        "current", lex=lex)
    assert not any("more of what" in n for n in d.get("notes") or []), d.get("notes")


def test_my_soldiers_asked_what_they_are(conn, lex):
    # "whats the P/T of my Soldier tokens": each of my creatures shown (613.4c: Crusade makes the white tokens 2/2)
    q = ("I have Crusade out, then I cast Raise the Alarm. I also have a Grizzly Bears. whats the P/T of my Soldier "
         "tokens and my bears?")
    got = _answers(conn, lex, q, "pt")
    assert got["Soldier token"] == ("2/2", "answer") and got["Grizzly Bears"] == ("2/2", "answer"), got
    # "my bears" after Grizzly Bears is named is that card (it was asked of all my creatures, and "nothing to show")
    v = verdict(conn, lex, "I have Crusade out. opp Shocks my Grizzly Bears. what happens to my bears?")
    assert v.startswith("Dies? Yes"), v
    # a yes/no question about them is never asked of all my creatures
    d = answer_question("I cast Raise the Alarm and my opp casts Pyroclasm. do my soldiers survive?", conn, "current",
                        lex=lex)
    assert not any("each answered" in n for n in d.get("notes") or []), d.get("notes")
