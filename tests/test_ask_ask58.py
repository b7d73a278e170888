"""ask58 (redteam21): confident wrong answers found with the probes of tests/fixtures/ask_redteam21.jsonl (scored by
bench/eval_ask.py --half redteam21 / redteam21-held), each answered first from the CR and the cards' Oracle text:

* "I put Rancor on his Grizzly Bears. Can it attack?" was "No — on your next turn: it is your turn: only the active
  player declares attackers (508.1)": the cast of a spell at sorcery speed makes the turn read yours (307.1), where
  the opponent's creature can't attack; the "Can …?" refused on a turn only inferred was tried again on *your* next
  turn (ask55), where it is refused for the same reason, the turn's, and that was taken for a reason of the creature's
  own. The other turn tried is now the other player's ("Then it's my opponent's turn."), and a refusal there whose
  reason is again the active player's (508.1) is no answer: Rancor, Holy Strength, Glorious Anthem, Divination leave
  it "cannot decide"; Pacifism on it (508.1c) and defender (702.3b) stay "No", now for their own reason."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_redteam14 import _answer, _verdict   # the same helpers

_FIX = Path(__file__).parent / "fixtures"
_SET = [json.loads(ln) for ln in (_FIX / "ask_redteam21.jsonl").read_text(encoding="utf-8").splitlines() if ln.strip()]


def test_the_set_has_two_halves():
    assert len(_SET) == 179 and sum(bool(x.get("held")) for x in _SET) == 89
    assert len({x["id"] for x in _SET}) == len(_SET)


@pytest.mark.parametrize("q", [
    "I put Holy Strength on his Savannah Lions. Can it attack?",
    "I cast Glorious Anthem. Can my opponent's Hill Giant attack?",
    "I cast Pacifism on my opponent's Savannah Lions. Can his Hill Giant attack?",
])
def test_an_opponents_creature_on_your_turn_is_no_no(conn, lex, q):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.split("? ", 1)[-1].startswith("cannot decide") and "opponent's turn" in v, v


@pytest.mark.parametrize("q, rule", [
    ("I cast Pacifism on my opponent's Savannah Lions. Can it attack?", "508.1c"),
    ("My opponent controls Wall of Stone. I cast Divination. Can his Wall of Stone attack?", "702.3b"),
    ("My opponent casts Pacifism on my Savannah Lions. Can my Savannah Lions attack?", "508.1c"),
])
def test_a_reason_of_its_own_on_its_controllers_turn_is_no(conn, lex, q, rule):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.split("? ", 1)[-1].startswith(f"No — {rule}") and "next turn" in v, v


# a permanent's state told in passing ("a tapped Forest", "my untapped Llanowar Elves"): its state as the question
# starts (the enter step's tapped, or 'tap X already'), never an event of the question (603.2); two of one name said
# each with its own state are named, never matched in an order guessed
@pytest.mark.parametrize("q, want", [
    ("I control a tapped Savannah Lions. Can it attack?", "No — 508.1a"),
    ("My opponent has a tapped Serra Angel. I attack with Savannah Lions. Can the Serra Angel block?", "No — 509.1a"),
    ("My opponent attacks with Savannah Lions. Can my tapped Llanowar Elves block it?", "No — 509.1a"),
    ("My opponent attacks with Savannah Lions. Can my untapped Llanowar Elves block it?", "Yes"),
    ("I control an untapped Forest and a tapped Mountain. Can I tap the Mountain for mana?", "No — 107.5"),
])
def test_a_state_told_in_passing_is_read(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.split("? ", 1)[-1].startswith(want), v


@pytest.mark.parametrize("q, life", [
    # Insolence: "Whenever enchanted creature becomes tapped": an Elves said tapped never becomes so
    ("My opponent casts Insolence on my tapped Llanowar Elves. What's my life total?", "you: 20 life"),
    ("My opponent put Insolence on my untapped Llanowar Elves. I tap the Elves for mana. What's my life total?",
     "you: 18 life"),
])
def test_a_state_told_in_passing_is_no_event(conn, lex, q, life):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert life in v, v


def test_two_of_one_name_each_with_a_state_are_named(conn, lex):  # noqa: F811
    d = _answer(conn, lex, "I control a tapped Forest and an untapped Forest. How many Forests do I control?")
    assert not d.get("ok") and "several Forest" in d.get("error", ""), d


# a chat log with speaker labels: each line's "I", "my", "you" are its speaker's (kb.engine.ask.chat_log)
@pytest.mark.parametrize("q, want", [
    ("Me: I attack with Savannah Lions. Opp: I block with Hill Giant. Me: I cast Giant Growth on my Lions. "
     "Does the Hill Giant die?", "Dies? Yes"),
    ("Opp: I Shock your Savannah Lions. Me: In response I cast Giant Growth on it. Does my Lions die?", "Dies? No"),
    ("Opp: I attack with Craw Wurm. Me: No block. What's my life total?", "you: 14 life"),
    ("A: I attack with Serra Angel. B: I Shock it. A: In response I cast Giant Growth on it. Does the Serra Angel "
     "die?", "Dies? No"),
])
def test_a_chat_log_is_read_line_by_line(conn, lex, q, want):  # noqa: F811
    d = _answer(conn, lex, q)
    assert want in _verdict(d) and any("chat log" in n for n in d.get("notes") or []), (_verdict(d), d.get("notes"))


def test_chat_log_lines_in_the_askers_words():
    from kb.engine.ask.chat_log import chat_log
    got = chat_log("Opp: I cast Pacifism on your Serra Angel. Me: OK. Can my Serra Angel attack?")
    assert got is not None and got[0] == "My opponent casts Pacifism on my Serra Angel. Can my Serra Angel attack?"
    # a line whose speaker is no subject in it is not written (its caster would be guessed)
    assert chat_log("Me: I cast Shock on your Savannah Lions. Opp: In response, Giant Growth on it. Does it die?") is None
    # labels that name neither side, with a question that names a player: whose side is the asker's is not said
    assert chat_log("A: I attack with Hill Giant. B: I block with Savannah Lions. What's my life total?") is None


# "one of the NAME" is the first of them only while they are alike (ask58: read as the first again after one was told
# apart, "I cast Giant Growth on one of the Grizzly Bears. My opponent casts Lightning Bolt on one of the Grizzly
# Bears. How many creatures do I control?" was 2)
@pytest.mark.parametrize("q", [
    "I control two Savannah Lions. I cast Giant Growth on one of the Savannah Lions. My opponent casts Lightning Bolt "
    "on one of the Savannah Lions. How many creatures do I control?",
    "I control two Savannah Lions. I cast Giant Growth on Savannah Lions #2. My opponent Shocks one of the Savannah "
    "Lions. Does it die?",
])
def test_one_of_them_after_one_was_told_apart_is_named(conn, lex, q):  # noqa: F811
    d = _answer(conn, lex, q)
    assert (not d.get("ok")) or _verdict(d).startswith("cannot decide"), _verdict(d)


def test_one_of_them_while_they_are_alike_is_the_first(conn, lex):  # noqa: F811
    v = _verdict(_answer(conn, lex, "I control two Savannah Lions. My opponent Shocks one of the Savannah Lions. How "
                                    "many creatures do I control?"))
    assert "? 1" in v, v


# a step of the turn said first: "At the beginning of combat, …" (507.1), "During my second main phase, …" (505.1)
@pytest.mark.parametrize("q, want", [
    ("At the beginning of combat, I cast Might of Old Krosa on my Savannah Lions. What's its power and toughness?",
     "4/3"),
    ("During my second main phase, I cast Might of Old Krosa on my Savannah Lions. What's its power and toughness?",
     "6/5"),
    ("At the beginning of combat, can I cast Savannah Lions?", "No — 307.1"),
])
def test_a_step_said_first_is_that_step(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert want in v, v


@pytest.mark.parametrize("q, want", [
    ("I control Savannah Lions. It is tapped. Can it attack?", "No — 508.1a"),
    ("My opponent controls Serra Angel. It is tapped. I attack with Savannah Lions. Can the Serra Angel block?",
     "No — 509.1a"),
])
def test_it_is_tapped_after_the_one_card_said(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.split("? ", 1)[-1].startswith(want), v


def test_it_is_tapped_after_two_cards_is_not_read(conn, lex):  # noqa: F811
    d = _answer(conn, lex, "I control Savannah Lions and Llanowar Elves. It is tapped. Can my Llanowar Elves attack?")
    assert not d.get("ok") or _verdict(d).startswith("cannot decide"), _verdict(d)
