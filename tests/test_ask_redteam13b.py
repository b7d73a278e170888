"""redteam13 (ask51c): the fault an outside tester's probes found, with the general mechanism that answers it now, and a
sample of its variants (tests/fixtures/ask_redteam13_variants.jsonl, 30; bench/eval_ask.py --half redteam13-variants
scores them all). The expected answers were worked out from the CR and the cards' Oracle text before the reader ran.

- hoist: "My opponent's Grizzly Bears has a +1/+1 counter. I control Grizzly Bears. My opponent Shocks my Bears. Does it
  die?" was "Dies? No": the question's "my Bears" was named "Grizzly Bears #2" (the second said) before the board
  sentence "I control Grizzly Bears" was moved before the statement (ProseReader.hoist_board); moved, mine entered
  first, so "#2" was the opponent's 3/3. The names a clause gave by number are given again after the move
  (ProseReader.relabel_hoisted), or refused when the order of one player's objects of that name moved.
- twice: "I control Grizzly Bears. My Grizzly Bears has a +1/+1 counter. My opponent Shocks my Bears. Does it die?" was
  "Dies? Yes": the statement of counters enters a Grizzly Bears with them, so the board had two of mine and "my Bears"
  was the one without. Whether the words name one object or two is not said: the statement is refused, naming its words
  (ProseReader.counters_said_of_one), and the answer is "cannot decide"."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question

_VARIANTS = [json.loads(ln) for ln in (Path(__file__).parent / "fixtures/ask_redteam13_variants.jsonl")
             .read_text(encoding="utf-8").splitlines() if ln.strip()]


def _verdict(conn, lex, q: str) -> str:  # noqa: F811
    d = answer_question(q, conn, "current", lex=lex)
    return (d.get("verdict") or {}).get("text") or ""


def test_the_variants_are_30_of_each_fault():
    assert sum(v["id"].startswith("hoist") for v in _VARIANTS) == 30
    assert sum(v["id"].startswith("twice") for v in _VARIANTS) == 30 and len(_VARIANTS) == 60


@pytest.mark.parametrize("q, want", [
    # was "Dies? No": the opponent's Bears (with the counter) shown for "my Bears"
    ("My opponent's Grizzly Bears has a +1/+1 counter. I control Grizzly Bears. My opponent Shocks my Bears. "
     "Does it die?", "Dies? Yes"),
    # was "Dies? Yes": mine shown for "his Bears"
    ("My opponent's Grizzly Bears has a +1/+1 counter. I control Grizzly Bears. My opponent Shocks my Bears. "
     "Does his Bears die?", "Dies? No"),
    # the other way round: my statement first, the opponent's board sentence moved before it
    ("My Grizzly Bears has a +1/+1 counter. My opponent controls Grizzly Bears. I Shock his Bears. Does it die?",
     "Dies? Yes"),
])
def test_a_hoisted_board_sentence_keeps_whose_object_is_asked(conn, lex, q, want):  # noqa: F811
    v = _verdict(conn, lex, q)
    assert v.startswith(want), (q, v)


def test_the_power_and_toughness_asked_is_of_the_object_named(conn, lex):  # noqa: F811
    q = "My opponent's Grizzly Bears has a +1/+1 counter. I control Grizzly Bears. What's the power and toughness of {}?"
    assert _verdict(conn, lex, q.format("my Bears")).startswith("Grizzly Bears: 2/2")
    assert "3/3" in _verdict(conn, lex, q.format("his Bears")).split(",")[0]


def test_nothing_moved_nothing_renamed(conn, lex):  # noqa: F811
    # said in the board's order already: answered as before
    v = _verdict(conn, lex, "I control Grizzly Bears. My opponent's Grizzly Bears has a +1/+1 counter. My opponent "
                             "Shocks my Bears. Does it die?")
    assert v.startswith("Dies? Yes"), v


@pytest.mark.parametrize("q", [
    # was "Dies? Yes" (a second Bears, without the counter, Shocked)
    "I control Grizzly Bears. My Grizzly Bears has a +1/+1 counter. My opponent Shocks my Bears. Does it die?",
    # was "Dies? Yes" (the board sentence said after the statement)
    "My Hill Giant has a +1/+1 counter. I control Hill Giant. My opponent casts Lightning Bolt on my Giant. Does it die?",
])
def test_counters_said_of_a_card_the_board_names_again_are_not_a_second_one(conn, lex, q):  # noqa: F811
    v = _verdict(conn, lex, q)
    assert v.startswith("cannot decide") and "has a +1/+1 counter" in v, (q, v)


@pytest.mark.parametrize("q, want", [
    ("My Grizzly Bears has a +1/+1 counter. My opponent Shocks it. Does it die?", "Dies? No"),
    ("I control Grizzly Bears. My opponent's Grizzly Bears has a +1/+1 counter. My opponent Shocks my Bears. "
     "Does it die?", "Dies? Yes"),
])
def test_counters_said_once_or_of_another_players_stay_read(conn, lex, q, want):  # noqa: F811
    v = _verdict(conn, lex, q)
    assert v.startswith(want), (q, v)
