"""ask57 (redteam20): confident wrong answers found with the probes of tests/fixtures/ask_redteam20.jsonl (scored by
bench/eval_ask.py --half redteam20 / redteam20-held), each answered first from the CR and the cards' Oracle text:

* a spell whose text asks whether it was cast during its caster's main phase (505.1), cast before an attack the
  question tells after it ("I cast Might of Old Krosa on it and attack."), was read as cast in the main phase: the
  attack said anywhere in the question counted as the phase said. A cast before attackers are declared may be made in
  the beginning of combat step (507.1, 508.1): only a step named before the cast or in its sentence, or an attack, a
  block or a step told before it, says the phase (kb.engine.ask.phase_unsaid); and a cast told "after combat" was read
  in the end of combat step only (4/4), though the postcombat main phase is after combat too; "After combat on my turn,
  …" was the beginning of combat ("after" lost, ProseReader.combat_ends);
* "the Angel" with Serra Angel and Angel of Mercy was Serra Angel (the last word of one name tried before the first
  word of another, both Angels; ProseReader._also_called); "the Giant" with Hill Giant and Giant Spider stays the
  Giant, the one whose subtype it is;
* "the Soul Warden trigger" cast Trigger Happy (a game's noun alone read as the first word of a card's name);
* "Next turn, does it have flying?" was no yes/no question and was answered with the object's description
  (kb.engine.ask.yes_no_asked.last_question)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_redteam14 import _answer, _refused, _verdict   # the same helpers

_FIX = Path(__file__).parent / "fixtures"
_SET = [json.loads(ln) for ln in (_FIX / "ask_redteam20.jsonl").read_text(encoding="utf-8").splitlines() if ln.strip()]


def test_the_set_has_two_halves():
    assert len(_SET) == 175 and sum(bool(x.get("held")) for x in _SET) == 87


@pytest.mark.parametrize("q", [
    "I control Savannah Lions. I cast Might of Old Krosa on it, then attack with it. What's its power and toughness "
    "after combat?",
])
def test_a_cast_before_an_attack_told_after_it_is_not_in_a_said_phase(conn, lex, q):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.startswith("cannot decide") and "in which phase" in v and "Might of Old Krosa" in v, v


@pytest.mark.parametrize("q, want", [
    ("I attack with my Savannah Lions and then cast Might of Old Krosa on it. What's its power and toughness?", "4/3"),
])
def test_a_cast_after_an_attack_is_in_combat(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.startswith(f"Savannah Lions: {want}"), v


@pytest.mark.parametrize("q", [
    "I control Serra Angel and Angel of Mercy. My opponent Lightning Bolts the Angel. Does it die?",
])
def test_the_noun_of_one_name_and_the_first_word_of_another_is_named_not_guessed(conn, lex, q):  # noqa: F811
    d = _answer(conn, lex, q)
    assert _refused(d) and "could be" in (d.get("error") or _verdict(d)), d


@pytest.mark.parametrize("q, want", [
    ("I control Hill Giant and Grizzly Bears. My opponent Lightning Bolts the Giant. Does it die?", "Dies? Yes"),
    # the Giant of the two whose names hold the word: Giant Spider is a Spider (205.3m)
    ("I control Hill Giant and Giant Spider. My opponent Lightning Bolts the Giant. Does it die?", "Dies? Yes"),
])
def test_the_noun_of_one_name_alone_is_that_one(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.startswith(want), v


def test_a_yes_no_question_after_a_time_said_first_is_no_description(conn, lex):  # noqa: F811
    # "Next turn, does it have flying?" was no yes/no question (the comma's lead kept), answered with the Bears'
    # description; now the yes/no reader sees it (kb.engine.ask.yes_no_asked.last_question)
    v = _verdict(_answer(conn, lex, "I cast Jump on my Grizzly Bears. Next turn, does it have flying?"))
    assert v.startswith(("Flying? No", "cannot decide")), v


def test_a_game_word_after_a_name_is_no_card(conn, lex):  # noqa: F811
    # "In response to the Soul Warden trigger" cast Trigger Happy ('trigger', the first word of its name)
    d = _answer(conn, lex, "My opponent controls Soul Warden and is at 20. I cast Grizzly Bears. In response to the "
                           "Soul Warden trigger, I Shock my opponent. What's his life total?")
    assert "Trigger Happy" not in json.dumps(d.get("scenario") or {}), d.get("read_as")


@pytest.mark.parametrize("q", [
    "I attack with Savannah Lions. After combat I cast Might of Old Krosa on it. What's its power and toughness?",
    "I control Savannah Lions. After combat on my turn, I cast Might of Old Krosa on it. What's its power and toughness?",
])
def test_a_cast_after_combat_is_in_the_end_of_combat_step_or_the_postcombat_main_phase(conn, lex, q):  # noqa: F811
    # it was 4/3 (read in the end of combat step; the second read 'combat on my turn' as the beginning of combat)
    v = _verdict(_answer(conn, lex, q))
    assert v.startswith("cannot decide") and "after combat" in v and "postcombat main phase" in v, v
