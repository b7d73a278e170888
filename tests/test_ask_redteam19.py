"""redteam19 (ask56): questions mixing a board told in several sentences, a moment, a number and a clause easy to drop.
Found with the probes of tests/fixtures/ask_redteam19.jsonl (scored by bench/eval_ask.py --half redteam19 /
redteam19-held), each answered first from the CR and the cards' Oracle text:

* a spell whose text asks whether it was cast during its caster's main phase ("If you cast this spell during your main
  phase, that creature gets +4/+4 until end of turn instead.", 505.1) cast at a time the question does not say was
  read as cast in your precombat main phase: "I control Grizzly Bears. I cast Might of Old Krosa on it." was 6/6,
  "He casts Might of Old Krosa on it" 4/4, "On his turn he casts it" 6/6. Whose turn unsaid, the question is run
  on the other player's turn too (kb.engine.ask.turn_unsaid); the turn said but not the phase, with the cast put in
  the beginning of combat step (kb.engine.ask.phase_unsaid): answers that differ are "cannot decide";
* "After first-strike damage, my opponent casts Giant Growth on Craw Wurm. Does my White Knight die?" was answered at
  the moment after the spell, before the regular combat damage step (510.4): "Dies? No". A first combat damage step
  said and then an action in it, a question about the outcome is asked after all combat damage, as after a block
  (kb.engine.ask.prose_ask.after_combat); a step said last stays the time the question asks about."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_redteam14 import _answer, _verdict   # the same helpers

_FIX = Path(__file__).parent / "fixtures"
_SET = [json.loads(ln) for ln in (_FIX / "ask_redteam19.jsonl").read_text(encoding="utf-8").splitlines() if ln.strip()]


def test_the_set_has_two_halves():
    assert len(_SET) == 121 and sum(bool(x.get("held")) for x in _SET) == 60


@pytest.mark.parametrize("q, why", [
    ("I control Savannah Lions. I cast Might of Old Krosa on it. What's its power and toughness?", "whose turn"),
    ("I control Savannah Lions. On my turn I cast Might of Old Krosa on it. What's its power and toughness?",
     "in which phase"),
    ("My opponent controls Savannah Lions. On his turn he casts Might of Old Krosa on it. What's its power and "
     "toughness?", "in which phase"),
    ("My opponent controls Craw Wurm. On my turn I cast Sulfurous Blast. Does the Craw Wurm die?", None),
])
def test_a_cast_whose_phase_the_text_asks_and_the_question_does_not_say(conn, lex, q, why):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    if why is None:   # 3 damage or 2 on a 6/4: the same answer either way
        assert v.startswith("Dies? No"), v
    else:
        assert v.startswith("cannot decide") and why in v and "Might of Old Krosa" in v, v


@pytest.mark.parametrize("q, want", [
    ("I control Savannah Lions. In my main phase I cast Might of Old Krosa on it. What's its power and toughness?",
     "6/5"),
    ("I control Savannah Lions. It attacks. I cast Might of Old Krosa on it. What's its power and toughness?", "4/3"),
    ("I control Savannah Lions. On my opponent's turn I cast Might of Old Krosa on it. What's its power and "
     "toughness?", "4/3"),
])
def test_a_cast_whose_phase_is_said_is_answered(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.startswith(f"Savannah Lions: {want}"), v


@pytest.mark.parametrize("q, want", [
    ("My opponent's Craw Wurm attacks. I block with my White Knight. After first-strike damage, my opponent casts "
     "Brute Force on Craw Wurm. Does my White Knight die?", "Dies? Yes"),
    ("My Boros Swiftblade attacks and my opponent blocks with Hill Giant. After first-strike damage, I cast Brute "
     "Force on Boros Swiftblade. Does the Hill Giant die?", "Dies? Yes"),
    ("My opponent's Hill Giant attacks. I block with my White Knight. After first-strike damage, does the Hill Giant "
     "die?", "Dies? No"),   # the time asked about: after the first-strike step, 2 damage on a 3/3
])
def test_an_action_after_first_strike_damage_then_the_outcome_of_combat(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.startswith(want), v
