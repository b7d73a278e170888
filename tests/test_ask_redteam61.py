"""redteam61: misreadings of `kb ask` prose that answered about another board, or another question, than the one
asked. Each expected answer is the Comprehensive Rules' (cited beside it); a question whose words the reader cannot
settle is a reading error naming the words, never an answer about another object, player or action."""
from __future__ import annotations

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question

from test_ask_redteam48 import verdict   # the verdict text of a question that must be read


@pytest.mark.parametrize("q, want", [
    # "how much life does he lose" was read as "does he lose the game": "No one loses the game: opponent at 16 life";
    # it asks an amount of life (119.3): Serra Angel's 4 combat damage (510.2, 120.3a)
    ("I attack with Serra Angel. How much life does my opponent lose?", "opponent loses 4 life (20 → 16)"),
    ("My opponent is at 10 life. I attack with Serra Angel. How much life does he lose?",
     "opponent loses 4 life (10 → 6)"),
    ("I attack with Serra Angel and Grizzly Bears. My opponent blocks the bears with Giant Spider. How much life does "
     "he lose?", "opponent loses 4 life (20 → 16)"),
    ("My opponent casts Lightning Bolt on me. How much life did I lose?", "you lose 3 life (20 → 17)"),
    # both a loss and a gain: each said, never a net change read as a loss (119.3)
    ("I cast Lightning Bolt on my opponent, then he gains 4 life. How much life did he lose?",
     "opponent loses 3 life and gains 4 life (20 → 21)"),
    # lifelink: the damage's source's controller gains that much life (702.15b, 120.3f)
    ("I control Vampire Nighthawk and attack with it. How much life do I gain?", "you gain 2 life (20 → 22)"),
    ("I control Grizzly Bears. How much life does my opponent lose?", "opponent: no life lost or gained (20 life)"),
    # the triggered ability's own words quoted in the trace ("you gain 1 life.") are no event: two triggers, 2 life
    ("I control Soul Warden. My opponent casts Grizzly Bears and Hill Giant. How much life do I gain?",
     "you gain 2 life (20 → 22)"),
])
def test_how_much_life_a_player_loses_is_an_amount_not_the_game(conn, lex, q, want):  # noqa: F811
    v = verdict(q, conn, lex)
    assert v.startswith(want), (q, v)
    assert "loses the game" not in v, v


def test_does_a_player_lose_is_still_the_game(conn, lex):  # noqa: F811
    # "does he lose?" without "how much life": whether he lost the game (104.3a, 704.5a)
    v = verdict("My opponent is at 2 life. I Shock him. Does he lose?", conn, lex)
    assert v.startswith("Opponent loses the game"), v


@pytest.mark.parametrize("q", [
    # two actions in one sentence name two creatures: "it" after it was the last one named (the blocker, Hill Giant:
    # "Dies? Yes", 6 damage); the Bears pumped survive (3 damage, toughness 5: 704.5g) -- the target is not guessed
    "I attack with Grizzly Bears and my opponent blocks with Hill Giant. I cast Giant Growth on it. Does my bear die?",
    "My opponent attacks with Hill Giant and I block with Grizzly Bears. I Giant Growth it. Does the giant die?",
    # two boards said in one sentence: was the last one (Hill Giant, his own; 6/6)
    "I control Grizzly Bears and my opponent controls Hill Giant. I cast Giant Growth on it. What's its power?",
    "I have Grizzly Bears, he has Hill Giant. He Shocks it. Does it die?",
    # "I block it with X and cast Giant Growth on it": the same 'it' or the blocker; was the blocker ("Dies? Yes")
    "My opponent attacks with Hill Giant. I block it with Grizzly Bears and cast Giant Growth on it. Does the giant die?",
])
def test_it_after_a_sentence_naming_two_creatures_is_not_guessed(conn, lex, q):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    if d.get("ok") is False:
        assert "it" in q[d["start"]:d["end"]].lower().split(), d
        return
    assert d["verdict"]["text"].startswith("cannot decide") and "it" in d["verdict"]["text"], d["verdict"]["text"]


@pytest.mark.parametrize("q, want", [
    # the board said beside an action in one sentence is not what 'it' stands for: the land played (305.1, 614.12)
    ("Blood Moon is out and I play Steam Vents. Does it enter tapped?", "Enters tapped? No"),
    # only one creature named in the sentence before: Glorious Anthem is no creature (the spell's target: 115.1)
    ("I control Grizzly Bears and Glorious Anthem. My opponent Shocks it. Does it die?", "Dies? No"),
    # another sentence: 'it' is the one named last, alone (Lightning Bolt's 3 on a 5/5)
    ("I control Grizzly Bears. My opponent casts Lightning Bolt on it. In response I cast Giant Growth on it. Does it "
     "die?", "Dies? No"),
])
def test_it_after_one_creature_named_is_read(conn, lex, q, want):  # noqa: F811
    assert verdict(q, conn, lex).startswith(want), q


@pytest.mark.parametrize("q, words", [
    # a later time at the end of the question was dropped: the answer was about the steps' end, not that time
    # was "Tapped? Yes": on my next turn it untaps in my untap step (502.3)
    ("I attack with Hill Giant. Is it tapped on my next turn?", "next"),
    ("I attack with Hill Giant. Is it tapped next turn?", "next"),
    # was "Grizzly Bears: 5/5": Giant Growth's effect ends in the cleanup step (514.2): 2/2 then
    ("I cast Giant Growth on my Grizzly Bears. Is it a 5/5 next turn?", "next"),
    ("I cast Giant Growth on my Grizzly Bears. Is it still 5/5 at my opponent's end step?", "step"),
    # was "opponent: 16 life": his upkeep comes between (triggers at the beginning of the upkeep, 503.1)
    ("I attack with Serra Angel. How much life does my opponent have at his next upkeep?", "next"),
    ("I attack with Serra Angel. How much life will my opponent have on his upkeep?", "upkeep"),
])
def test_a_later_time_at_the_end_of_the_question_is_named(conn, lex, q, words):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    assert d.get("ok") is False and words in q[d["start"]:d["end"]].lower(), d.get("verdict") or d


@pytest.mark.parametrize("q, want", [
    # "this turn" is now; "after the turn ends" is read as the end of the turn (514.2: the damage is removed)
    ("I attack with Hill Giant. Is it tapped this turn?", "Tapped? Yes"),
    ("My opponent casts Shock on my Hill Giant. How much damage is on it after the turn ends?", "Hill Giant: 0 damage"),
])
def test_this_turn_and_a_stated_end_of_turn_are_read(conn, lex, q, want):  # noqa: F811
    assert verdict(q, conn, lex).startswith(want), q


BLOCK = "My Grizzly Bears blocks my opponent's Hill Giant. "


@pytest.mark.parametrize("q, want", [
    # a question after the blockers are declared that asks an outcome in other words than "die" was answered about the
    # board before combat damage (510.2): the Bears take 3 and are destroyed (704.5g)
    (BLOCK + "Is my bear dead?", "Dies? Yes"),                      # was "Dies? No"
    (BLOCK + "Where is my bear?", "Grizzly Bears: in graveyard"),   # was "on the battlefield"
    (BLOCK + "Where does my bear end up?", "Grizzly Bears: in graveyard"),
    (BLOCK + "Is my bear still alive?", "Survives? No"),            # was "Survives? Yes"
    (BLOCK + "How many creatures do I control?", "How many creatures do you control? 0"),   # was 1
    # "which creatures remain / are left" was the creatures group shown with a "Dies? No" about one of them
    (BLOCK + "Which creatures remain?", "Dies: Grizzly Bears; survives: Hill Giant"),
    ("I control Grizzly Bears and Serra Angel. My opponent casts Pyroclasm. Which creatures are left?",
     "Dies: Grizzly Bears; survives: Serra Angel"),
    # "is my opponent at 16?" after an attack: was 20 (before combat damage); Serra Angel deals 4 (510.2)
    ("I attack with Serra Angel. Is my opponent at 16?", "opponent: 16 life"),
])
def test_an_outcome_after_declarations_is_after_combat_damage(conn, lex, q, want):  # noqa: F811
    assert verdict(q, conn, lex).startswith(want), q


def test_whats_left_after_blocks_is_after_combat_damage(conn, lex):  # noqa: F811
    # the tail "left" was cut before the combat check: the board before damage was shown as what is left
    d = answer_question(BLOCK + "What's left?", conn, lex=lex)
    assert "end of combat" in " ".join(d.get("notes") or []), d.get("notes")
    assert "Grizzly Bears: graveyard" in d["verdict"]["text"], d["verdict"]["text"]


@pytest.mark.parametrize("q, words", [
    # a card named after a word of cause at the question's end was dropped: the answer was about the board without it
    # was "no abilities": with Levitation the Bears have flying (613.1f)
    ("I control Grizzly Bears. Does it have flying because of Levitation?", "because"),
    # was "2/2": with Glorious Anthem it is 3/3 (613.4c)
    ("I control Grizzly Bears. Is it a 3/3 despite Glorious Anthem?", "despite"),
    ("I control Grizzly Bears. Is it 3/3 since I have Glorious Anthem?", "since"),
    # was "Dies? Yes": a 3/3 with the Anthem survives Shock's 2 damage (704.5g)
    ("My opponent casts Shock on my Grizzly Bears. Is it dead even though I have Glorious Anthem?", "even"),
    # was "Dies? Yes": Giant Growth in response saves it; the spell is an event the steps did not read
    ("My opponent casts Shock on my Grizzly Bears. Is it dead or does Giant Growth save it?", "or"),
    # a condition at the end: "unless he blocks" (was answered as if he did not block)
    ("I attack with Serra Angel. Does my opponent have 16 life unless he blocks?", "unless"),
])
def test_a_card_or_condition_after_a_word_of_cause_is_named(conn, lex, q, words):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    assert d.get("ok") is False and q[d["start"]:d["end"]].lower() == words, d.get("verdict") or d


@pytest.mark.parametrize("q, want", [
    # words that are also cards' names ("Alive", "Vigilance") are the question's own words there, never a card
    ("My opponent casts Shock on my Grizzly Bears. Is it dead or alive?", "Dies? Yes"),
    ("I control Grizzly Bears and my opponent Shocks it. Is it dead or not?", "Dies? Yes"),
])
def test_or_between_the_questions_own_words_is_read(conn, lex, q, want):  # noqa: F811
    assert verdict(q, conn, lex).startswith(want), q


@pytest.mark.parametrize("q, words", [
    # a sentence left unread that acts on a player, or whose subject is the opponent, was "Answered without" it: the
    # answer stood about the board without it ("No one loses the game: opponent at 3 life")
    # ("I bolt him." is read now: "bolt" is Lightning Bolt's nickname as a verb, tests/test_ask_words_fresh9.py)
    ("My opponent has 3 life and controls Grizzly Bears. I poke him. Does he lose?", "'him'"),
    # he concedes: he loses the game (104.3a)
    ("My opponent has 3 life and controls Grizzly Bears. He concedes. Who wins?", "'He'"),
    # "the bear" is a word of Grizzly Bears' name in the singular: the sentence says something of it
    ("I control Grizzly Bears and Hill Giant. The bear goes away. How many creatures do I control?", "'bear'"),
])
def test_an_unread_sentence_acting_on_a_player_or_object_is_cannot_decide(conn, lex, q, words):  # noqa: F811
    v = verdict(q, conn, lex)
    assert v.startswith("cannot decide — ") and words in v.split("without that sentence")[0], v


@pytest.mark.parametrize("q", [
    # "his creature die" was read as a close spelling of Creature Bond (a card the question did not name): "Dies? Yes —
    # Creature Bond is an Aura not attached to anything" (704.5m); the Hill Giant is untouched: it does not die
    "I control Grizzly Bears and my opponent controls Hill Giant. Does his creature die?",
    "I control Grizzly Bears. My opponent casts Shock on it. Is my creature dead?",
])
def test_the_questions_outcome_word_is_never_part_of_a_close_spelling(conn, lex, q):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    assert "Creature Bond" not in str(d.get("verdict")) + str(d.get("notes")), d
    if d.get("ok") is not False:
        assert d["verdict"]["text"].startswith("cannot decide"), d["verdict"]["text"]


@pytest.mark.parametrize("q, card", [
    # "his guy" was read as Guy in the Chair ("the only card whose name starts so"): "Dies? Yes" about a card the
    # question did not name; "my flyer" as First-Time Flyer
    ("My opponent controls Hill Giant. I Lightning Bolt his guy. Does it die?", "Guy in the Chair"),
    ("I control Serra Angel. My opponent casts Lightning Bolt on my flyer. Does it die?", "First-Time Flyer"),
])
def test_a_noun_after_a_possessive_is_not_part_of_a_cards_name(conn, lex, q, card):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    assert card not in str(d.get("verdict")) + str(d.get("notes")), d
    if d.get("ok") is not False:
        assert d["verdict"]["text"].startswith("cannot decide"), d["verdict"]["text"]


def test_an_unread_sentence_about_his_object_is_cannot_decide(conn, lex):  # noqa: F811
    # "I bolt his dude." was "Answered without" it: "Dies? No" (Lightning Bolt's 3 damage kills Hill Giant, 704.5g)
    v = verdict("My opponent controls Hill Giant. I bolt his dude. Does it die?", conn, lex)
    assert v.startswith("cannot decide — ") and "'his'" in v.split("without that sentence")[0], v


def test_a_game_verb_is_never_part_of_a_close_spelling(conn, lex):  # noqa: F811
    # "a destroy spell" was read as Dry Spell (closest card name): "Dies? No" about its 1 damage to each creature
    d = answer_question("I control Grizzly Bears. My opponent casts a destroy spell. Does my bear die?", conn, lex=lex)
    assert "Dry Spell" not in str(d.get("verdict")) + str(d.get("notes")), d
    assert d.get("ok") is False or d["verdict"]["text"].startswith("cannot decide"), d["verdict"]["text"]


def test_an_order_where_what_a_clone_copies_is_not_there_yet_is_left_out(conn, lex):  # noqa: F811
    # was "Depends on the order they came onto the battlefield …: Clone, then Serra Angel → the steps cannot be carried
    # out": a Clone copying Serra Angel entered after it (706.2, 707.2); that order is the only one, and the copy flies
    v = verdict("I control Clone copying my opponent's Serra Angel. Does my clone have flying?", conn, lex)
    assert v.startswith("Flying? Yes"), v
