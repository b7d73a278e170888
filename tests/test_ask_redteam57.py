"""redteam57: misreadings of `kb ask` prose that answered about another board than the one asked. Each expected
answer is the Comprehensive Rules' (cited beside it); a question whose words the reader cannot settle is a reading
error naming the words (or the sentence left out and named: "cannot decide"), never an answer about another object,
player or action."""
from __future__ import annotations

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question

from test_ask_redteam48 import verdict   # the verdict text of a question that must be read


@pytest.mark.parametrize("q, pt", [
    # was "'his own Grizzly Bears' read as Grizzly Bears (closest card name)": the Bears entered under my control and
    # got my Anthem, "6/6"; his Bears do not (Glorious Anthem: "Creatures you control", 613.4c): 2/2 + 3/3 = 5/5
    ("I control Glorious Anthem. My opponent casts Giant Growth on his own Grizzly Bears. What is its power?", "5/5"),
    ("I control Glorious Anthem. My opponent casts Giant Growth on their own Grizzly Bears. What is its power?", "5/5"),
    # "my own": mine (was read as a close spelling too, the right board by chance)
    ("My opponent controls Glorious Anthem. I cast Giant Growth on my own Grizzly Bears. What is its power?", "5/5"),
])
def test_own_after_a_possessive_says_whose_it_is(conn, lex, q, pt):  # noqa: F811
    assert verdict(q, conn, lex).startswith(f"Grizzly Bears: {pt}"), q
    notes = answer_question(q, conn, lex=lex).get("notes") or []
    assert not any("closest card name" in n for n in notes), notes     # the words are read, not spelt close to a name


def test_a_possessive_is_never_part_of_a_close_spelling_of_a_name(conn, lex):  # noqa: F811
    # three players: "his" is not read as a player there; was "'his own Grizzly Bears' read as Grizzly Bears (closest
    # card name)", under my control with my Anthem: 6/6. Whose Bears they are is not read: a reading error naming them
    q = ("players: you, Ann, Bob; Glorious Anthem; Bob casts Giant Growth on his own Grizzly Bears; "
         "show Grizzly Bears")
    d = answer_question(q, conn, lex=lex)
    assert d.get("ok") is False and "his own" in q[d["start"]:d["end"]], d


@pytest.mark.parametrize("q", [
    # "them" after "his bears": was "cast Shock targeting opponent", "opponent: 18 life" (Shock on the Bears: 20)
    "My opponent has Grizzly Bears. I cast Giant Growth on his bears and then Shock them. How much life does he have?",
    # the Elves or the opponent: was the opponent, 15 life (the Giant's 3 and the Shock's 2)
    "My opponent controls Llanowar Elves. I attack with Hill Giant and Shock them. How much life does he have?",
])
def test_them_after_objects_called_by_a_plural_is_not_guessed(conn, lex, q):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    if d.get("ok") is False:
        assert "them" in q[d["start"]:d["end"]], d
        return
    assert d["verdict"]["text"].startswith("cannot decide") and "Shock" in d["verdict"]["text"], d["verdict"]["text"]


def test_them_after_a_spell_is_the_opponent_when_nothing_plural_was_named(conn, lex):  # noqa: F811
    # Serra Angel is one object called in the singular: "them" is the opponent (Lightning Bolt: 3 damage, 120.3a)
    q = "My opponent controls Serra Angel. I Lightning Bolt them. How much life does he have?"
    assert verdict(q, conn, lex).startswith("opponent: 17 life"), q


@pytest.mark.parametrize("q, words", [
    # "the angel": Serra Angel or the Angel token; was Serra Angel (the only name ending so), Bolted: "Survives? Yes"
    # (on the token, the same answer by chance; the reading is what is tested)
    ("I control Serra Angel and create a 4/4 white Angel creature token with flying. My opponent Lightning Bolts the "
     "angel. How much damage is on Serra Angel?", "angel"),
    # "the bear": Runeclaw Bear or Grizzly Bears (a Bear, 205.3m); was Runeclaw Bear, "Dies? Yes"
    ("My opponent controls Grizzly Bears and I control Runeclaw Bear. He Shocks the bear. Does my Runeclaw Bear die?",
     "bear"),
])
def test_the_noun_that_calls_two_objects_is_not_guessed(conn, lex, q, words):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    if d.get("ok") is False:
        assert words in q[d["start"]:d["end"]].lower(), d
        return
    text = d["verdict"]["text"]
    assert text.startswith("cannot decide") and words in text.lower(), text


def test_my_noun_is_mine_when_only_my_object_is_called_so(conn, lex):  # noqa: F811
    # "my bear": only Runeclaw Bear is mine: Shock kills it (120.3a, 704.5g)
    q = "My opponent controls Grizzly Bears and I control Runeclaw Bear. He Shocks my bear. Does my Runeclaw Bear die?"
    assert verdict(q, conn, lex).startswith("Dies? Yes"), q


def test_the_noun_that_a_token_made_by_a_trigger_is_called_too_is_not_guessed(conn, lex):  # noqa: F811
    # "the elemental": Air Elemental or Young Pyromancer's Elemental token (made when Shock was cast, 603.2); was Air
    # Elemental, "3 creatures" (on the token: 2)
    q = ("I control Young Pyromancer and Air Elemental. I cast Shock on my opponent. He casts Lightning Bolt on the "
         "elemental. How many creatures do I control?")
    d = answer_question(q, conn, lex=lex)
    if d.get("ok") is False:
        assert "elemental" in q[d["start"]:d["end"]], d
        return
    text = d["verdict"]["text"]
    assert text.startswith("cannot decide") and "Lightning Bolt" in text, text


def test_a_count_listed_in_another_order_is_the_same_answer(conn, lex):  # noqa: F811
    # was "Depends on the order they came onto the battlefield …: … 3 (Young Pyromancer, Air Elemental, Elemental
    # token); … 3 (Air Elemental, Young Pyromancer, Elemental token)": the same count, listed in the order they entered
    q = "I control Young Pyromancer and Air Elemental. I cast Shock on my opponent. How many creatures do I control?"
    assert verdict(q, conn, lex).startswith("How many creatures do you control? 3 ("), q


@pytest.mark.parametrize("q", [
    # "After combat, …" was read as the step 'combat': the next turn's beginning of combat, after the cleanup step that
    # removed the Elves' 1 damage (514.2): "Dies? No". After this turn's combat the Giant has 1 + 2 = 3 damage: it dies
    # (704.5g)
    "I attack with Hill Giant and my opponent blocks with Llanowar Elves. After combat, I cast Shock on my Hill Giant. "
    "Does it die?",
    "I attack with Hill Giant and my opponent blocks with Llanowar Elves. After combat I Shock my Hill Giant. Does it "
    "die?",
])
def test_after_combat_is_this_turns_combat_over(conn, lex, q):  # noqa: F811
    assert verdict(q, conn, lex).startswith("Dies? Yes"), q


@pytest.mark.parametrize("q, card", [
    # "after damage" was read as the instant Collateral Damage (a close spelling), cast with no target; "During combat"
    # as the sorcery Single Combat: a word that says when is never a close spelling of a card's name
    ("My Hill Giant is blocked by Llanowar Elves; after damage, I Shock the giant. Does the giant die?",
     "Collateral Damage"),
    ("I attack with Grizzly Bears. During combat, my opponent Shocks it. How much life does he have?", "Single Combat"),
])
def test_a_word_of_time_is_never_a_close_spelling_of_a_card(conn, lex, q, card):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    said = str(d.get("read_as") or "") + str(d.get("error") or "") + str(d.get("scenario") or "") + str(d.get("notes"))
    assert card not in said, said


def test_a_role_word_is_never_a_close_spelling_of_a_card(conn, lex):  # noqa: F811
    # "the attacker" was read as Tithe Taker (a close spelling): a card nobody named entered under my control and got
    # the Giant Growth; "the attacker" (the Hill Giant, 506.3) is named as not read, never another card
    q = "My opponent attacks with Hill Giant and I block with Grizzly Bears. He Giant Growths the attacker. Does my bear die?"
    d = answer_question(q, conn, lex=lex)
    said = str(d.get("read_as") or "") + str(d.get("error") or "") + str(d.get("scenario") or "") + str(d.get("notes"))
    assert "Tithe Taker" not in said, said


@pytest.mark.parametrize("q, card", [
    # "the dork" was The Rack (the article both start with made the spelling close), entering under my control
    ("I control Grizzly Bears. My opponent Shocks the dork. Does it die?", "The Rack"),
    # "the new one" was The Ancient One, entering under my control and targeted by Giant Growth
    ("I control Grizzly Bears and my opponent controls Hill Giant. He casts Giant Growth on the new one. What is the "
     "power of Grizzly Bears?", "The Ancient One"),
])
def test_a_nickname_after_the_is_never_a_close_spelling_of_a_the_card(conn, lex, q, card):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    said = str(d.get("read_as") or "") + str(d.get("error") or "") + str(d.get("scenario") or "") + str(d.get("notes"))
    assert card not in said, said
