"""redteam17 (ask54): "Can …?" questions answered wrong, and the board they leave unsaid. Found with the probes of
tests/fixtures/ask_redteam17.jsonl (158, scored by bench/eval_ask.py --half redteam17 / redteam17-held), each answered
first from the CR and the cards' Oracle text:

* "My opponent casts Lightning Bolt at my Grizzly Bears. Can I play Forest in response?" was "Yes": the step's
  "respond" mark kept the land from being read as played (305.1, 116.2a: only in a main phase with an empty stack), so
  it was put onto the battlefield (kb.engine.ask.read._land_plays_asked);
* "My opponent controls Ghostly Prison. Can my Grizzly Bears attack?" was "No": the cost to attack, which the question
  does not say is paid, is a choice; now "Yes, if you pay {2} …" (508.1h; kb.engine.ask.answer._cost_unsaid), and
  "I pay 2." not read names its word 'pay' as one that could change the answer;
* "Under the 2008 rules, … Troll Ascetic. Can I Doom Blade it?" / "… Blastoderm. Can I Shock it?" were "Yes": the
  target's "Hexproof" is unread under those rules, and "any target" is not defined before 2018-04-27; a doubt about
  the target's legality now makes the "Can …?" "cannot decide" (kb.engine.ask.verdict);
* "My opponent casts Abrupt Decay … Can I Counterspell it?" was "Yes": the cast is legal (115.1) but the spell can't be
  countered (101.2); "Can I counter it …" is "No", "Can I cast Counterspell targeting it?" "Yes, … but it stays";
* "Can I cast Divination?", "Can my opponent play Forest?" were a plain "Yes" though the question does not say whose
  turn it is: now "Yes, if it is your turn … on your opponent's turn, No: …" (kb.engine.ask.turn_unsaid.can_on_either_turn);
* editions that answer alike but for the dates they name ("the rules of 2004-02-01 don't define …") were "Depends on
  which edition"."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_redteam14 import _answer, _refused, _verdict   # the same helpers

_FIX = Path(__file__).parent / "fixtures"
_SET = [json.loads(ln) for ln in (_FIX / "ask_redteam17.jsonl").read_text(encoding="utf-8").splitlines() if ln.strip()]


def test_the_set_has_two_halves():
    assert len(_SET) == 158 and sum(bool(x.get("held")) for x in _SET) == 79


@pytest.mark.parametrize("q", [
    "My opponent casts Shock targeting my Savannah Lions. Can I play Plains in response?",
])
def test_a_land_is_not_played_with_a_spell_on_the_stack(conn, lex, q):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.split("? ", 1)[1].startswith("No") and "305.1" in v, v


@pytest.mark.parametrize("q", [
    "My opponent controls Propaganda. Can my Hill Giant attack?",
])
def test_an_attack_cost_not_said_paid_is_yes_if_paid(conn, lex, q):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert "Yes, if you pay {2}" in v and "508.1h" in v, v


def test_a_payment_said_but_not_read_is_named(conn, lex):  # noqa: F811
    d = _answer(conn, lex, "My opponent controls Propaganda. I paid 2. Can my Hill Giant attack?")
    assert _refused(d) and "'paid'" in _verdict(d), _verdict(d)


@pytest.mark.parametrize("q", [
    "Under the 2008 rules, my opponent controls Troll Ascetic. Can I Doom Blade it?",
])
def test_a_target_the_old_rules_leave_open_is_no_yes(conn, lex, q):  # noqa: F811
    d = _answer(conn, lex, q)
    assert _refused(d), _verdict(d)


@pytest.mark.parametrize("q, want", [
    ("My opponent casts Carnage Tyrant. Can I Mana Leak it?", "No"),
    ("My opponent casts Carnage Tyrant. Can I cast Cancel targeting it?", "Yes"),
    ("My opponent casts Hill Giant. Can I Cancel it?", "Yes"),
])
def test_a_spell_that_cant_be_countered(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.split("? ", 1)[1].startswith(want), v
    if "Hill Giant" not in q:
        assert "can't be countered" in v and "101.2" in v, v


@pytest.mark.parametrize("q, whose", [
    ("Can I cast Wrath of God?", "your turn"),
    ("Can my opponent cast Hill Giant?", "your opponent's turn"),
    ("Under the 2008 rules, can I cast Wrath of God?", "your turn"),   # one answer for the year's editions
])
def test_whose_turn_unsaid_is_yes_if(conn, lex, q, whose):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.split("? ", 1)[1].startswith(f"Yes, if it is {whose}") and "102.1" in v, v


@pytest.mark.parametrize("q", [
    "Can I cast Shock targeting my opponent?",        # an instant: any player's turn
    "I control Ornithopter. Can it attack?",         # an attack says whose turn it is
])
def test_a_plain_yes_stays_where_the_turn_does_not_matter_or_is_said(conn, lex, q):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.split("? ", 1)[1].startswith("Yes —"), v
