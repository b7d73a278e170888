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
    assert len(_SET) == 137 and sum(bool(x.get("held")) for x in _SET) == 68
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
