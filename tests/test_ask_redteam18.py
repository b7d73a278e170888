"""redteam18 (ask55): questions that are not "Can …?" answered as another question. Found with the probes of
tests/fixtures/ask_redteam18.jsonl (172, scored by bench/eval_ask.py --half redteam18 / redteam18-held), each answered
first from the CR and the cards' Oracle text:

* "What happens to the Bonesplitter?" after its creature left was "Dies? No": an Equipment stays on the battlefield,
  unattached (301.5c, 704.5n); a permanent that is no creature and stays is said to stay
  (kb.engine.ask.yes_no_asked.what_happens_stays);
* a yes/no question whose predicate no verdict read ("Is Grizzly Bears still attacking?" after Cloudshift, "Does the
  Bonesplitter go to the graveyard?", "Does it have summoning sickness?") was answered with the object's description:
  where it is asked yes or no is answered from its zone, "still attacking / blocking" is "No" for an object that left
  the battlefield or came back as a new object (400.7, 506.4), anything else is "cannot decide", naming the words;
* "Is it destroyed?" was "Dies? Yes" after a sacrifice, toughness 0 or an Aura put into the graveyard: none of these is
  a destruction (701.8a, 701.21a, 704.5f, 704.5m);
* "Then it's my opponent's turn." after what happened in your turn was left unread ("cannot decide"): it is the next
  turn (500.1), so "until end of turn" effects ended in the cleanup step between (514.2)
  (kb.engine.ask.prose_players.opponent_turn_later);
* "… casts Act of Treason on it. Then it's my turn. Can it attack?" was "No — it is your turn: only the active player
  declares attackers": the reader kept the creature as the opponent's after the turn ended; control "until end of
  turn" ends in the cleanup step for the reader too (514.2, kb.engine.ask.steps)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_redteam14 import _answer, _verdict   # the same helpers

_FIX = Path(__file__).parent / "fixtures"
_SET = [json.loads(ln) for ln in (_FIX / "ask_redteam18.jsonl").read_text(encoding="utf-8").splitlines() if ln.strip()]


def test_the_set_has_two_halves():
    assert len(_SET) == 172 and sum(bool(x.get("held")) for x in _SET) == 86


@pytest.mark.parametrize("q", [
    "I control Savannah Lions equipped with Short Sword. My opponent casts Murder on Savannah Lions. "
    "What happens to Short Sword?",
])
def test_an_equipment_whose_creature_left_stays_unattached(conn, lex, q):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert "stays on the battlefield, unattached" in v and "704.5n" in v, v


def test_an_aura_that_stays_is_said_to_stay(conn, lex):  # noqa: F811
    v = _verdict(_answer(conn, lex, "I control Hill Giant enchanted with Unholy Strength. My opponent Shocks Hill "
                                    "Giant. What happens to Unholy Strength?"))
    assert "stays on the battlefield, attached to Hill Giant" in v, v


def test_a_creature_that_dies_is_still_dies(conn, lex):  # noqa: F811
    v = _verdict(_answer(conn, lex, "I control Savannah Lions equipped with Short Sword. My opponent casts Murder on "
                                    "Savannah Lions. What happens to Savannah Lions?"))
    assert v.startswith("Dies? Yes"), v


@pytest.mark.parametrize("q, want", [
    ("I control Savannah Lions. My opponent casts Unsummon on it. Does it go to the graveyard?", "Graveyard? No"),
    ("I control Craw Wurm. My opponent Shocks it. Is it still on the battlefield?", "On the battlefield? Yes"),
])
def test_where_it_is_asked_yes_or_no(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.startswith(want), v


@pytest.mark.parametrize("q", [
    "I attack with Savannah Lions. I cast Cloudshift on it. Is Savannah Lions still attacking?",
])
def test_an_attacker_that_left_or_came_back_is_not_attacking(conn, lex, q):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.startswith("Attacking? No") and "506.4" in v, v


def test_still_attacking_on_the_battlefield_is_not_guessed(conn, lex):  # noqa: F811
    v = _verdict(_answer(conn, lex, "I attack with Savannah Lions. My opponent blocks with Craw Wurm. Is Savannah Lions "
                                    "blocked?"))
    assert "cannot decide" in v, v


@pytest.mark.parametrize("q", [
    "I cast Savannah Lions. Does it have summoning sickness?",
])
def test_a_predicate_not_read_is_named(conn, lex, q):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.startswith("cannot decide") and "the question asks" in v, v


@pytest.mark.parametrize("q, want", [
    ("I control Savannah Lions. My opponent casts Diabolic Edict targeting me. Is Savannah Lions destroyed?", "No"),
    ("I control Savannah Lions. My opponent casts Disfigure on it. Is it destroyed?", "No"),
    ("I control Savannah Lions enchanted with Unholy Strength. My opponent casts Murder on Savannah Lions. "
     "Is Unholy Strength destroyed?", "No"),
    ("I control Savannah Lions. My opponent Shocks it. Is it destroyed?", "Yes"),
])
def test_destroyed_is_destruction(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.startswith(f"Destroyed? {want}"), v


@pytest.mark.parametrize("q, want", [
    # Giant Growth ends in the cleanup step of the turn it was cast in (514.2): the opponent's turn said after it
    ("I control Savannah Lions. I cast Giant Growth on it. Then it's my opponent's turn. What's its P/T?",
     "Savannah Lions: 2/1"),
    ("My opponent controls Savannah Lions. I cast Threaten on it. Then it's his turn. Who controls it?",
     "Savannah Lions is controlled by: opponent"),
])
def test_the_opponents_turn_said_after_yours_is_the_next_turn(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.startswith(want), v


def test_the_opponents_turn_after_his_own_sorcery_is_not_guessed(conn, lex):  # noqa: F811
    d = _answer(conn, lex, "My opponent casts Glorious Anthem. Then it's my opponent's turn. What's in my graveyard?")
    assert not d.get("ok") or "cannot decide" in _verdict(d), _verdict(d)


def test_a_can_refused_on_either_turn_is_no(conn, lex):  # noqa: F811
    # the opponent's turn only inferred from his Aura (307.1): on it only he attacks (508.1), and on your next turn
    # Pacifism forbids it (508.1c): "No" either way, never "cannot decide"
    v = _verdict(_answer(conn, lex, "I control Savannah Lions. My opponent casts Pacifism on it. Can it attack?"))
    assert v.startswith("Can it attack? No") and "508.1c" in v, v


@pytest.mark.parametrize("q, want", [
    # Threaten's control ends in the cleanup step (514.2): on your next turn the Lions is yours again, and has been
    # since that turn began (302.6); it was "No — it is your turn: only the active player declares attackers"
    ("I control Savannah Lions. My opponent casts Threaten on it. He attacks me with it. Then it's my turn. "
     "Can it attack?", "Can it attack? Yes"),
    # Control Magic's control does not end
    ("My opponent controls Craw Wurm. I cast Control Magic on it. Then it's my opponent's turn. Who controls Craw Wurm?",
     "Craw Wurm is controlled by: you"),
])
def test_control_until_end_of_turn_ends_for_the_reader_too(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.startswith(want), v


def test_an_old_edition_cites_its_own_numbers(conn, lex):  # noqa: F811
    # the 2008 rules: sacrifice is 501.6a, removal from combat 306.4 (looked up by concept, never today's numbers)
    d = _verdict(_answer(conn, lex, "Under the 2008 rules, I control Savannah Lions. My opponent casts Diabolic "
                                    "Edict targeting me. Is Savannah Lions destroyed?"))
    assert d.startswith("Destroyed? No — 501.6a") and " of the " not in d.split(":")[0], d
