"""ask58b (redteam22): readers of a judge's phrases that were refused, naming the words (tests/fixtures/ask_redteam22.jsonl,
scored by bench/eval_ask.py --half redteam22 / redteam22-held): several objects of one name told apart
(kb.engine.ask.prose_copies), a response to a triggered ability (kb.engine.ask.prose_trigger) and a creature's place
in combat told in passing (kb.engine.ask.prose_combat_state) — each read only where the words mean one thing, refused
otherwise. The questions here are not the set's (other cards, other words)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_redteam14 import _answer, _refused, _verdict   # the same helpers

_FIX = Path(__file__).parent / "fixtures"
_SET = [json.loads(ln) for ln in (_FIX / "ask_redteam22.jsonl").read_text(encoding="utf-8").splitlines() if ln.strip()]


def test_the_set_has_two_halves():
    assert len(_SET) == 41 and sum(bool(x.get("held")) for x in _SET) == 20
    assert len({x["id"] for x in _SET}) == len(_SET)


@pytest.mark.parametrize("q, want", [
    ("My opponent controls two Savannah Lions. I cast Giant Growth on the second one. My opponent casts Pyroclasm. "
     "Does the first one die?", "Yes"),
    ("I control two Hill Giants. My opponent casts Lightning Bolt on one of them. Does the other one die?", "No"),
])
def test_copies_told_apart(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert "cannot decide" not in v and want in v, v


@pytest.mark.parametrize("q", [
    "I control Savannah Lions and Hill Giant. My opponent Shocks one of them. Does the other one die?",   # whose "them"
    "I control two Savannah Lions. My opponent Shocks the other one. Does it die?",      # no one told apart before
    "I control two Savannah Lions and two Hill Giants. My opponent Shocks the first one. Does it die?",   # which name
])
def test_copies_not_told_apart_are_refused(conn, lex, q):  # noqa: F811
    assert _refused(_answer(conn, lex, q))


@pytest.mark.parametrize("q, want", [
    ("I control Soul Warden. My opponent casts Savannah Lions. In response to the trigger, I Shock the Savannah Lions. "
     "What is my life total?", "21"),
    ("My opponent controls Soul Warden. I cast Hill Giant. With the Soul Warden trigger on the stack, my opponent "
     "casts Lightning Bolt on me. What is my life total?", "17"),
])
def test_a_response_to_the_trigger(conn, lex, q, want):  # noqa: F811
    d = _answer(conn, lex, q)
    assert d.get("ok") and "cannot decide" not in _verdict(d) and want in _verdict(d), d
    assert any("resolve: 1" in s for s in d.get("read_as", [])), d.get("read_as")


@pytest.mark.parametrize("q", [
    "I control Hill Giant. In response to the trigger, my opponent Shocks it. Does it die?",    # nothing cast
    "I control Soul Warden. My opponent casts Sol Ring. In response to the trigger, I Shock Soul Warden. "
    "What is my life total?",                                   # nothing triggered: nothing to respond to
    "I control Soul Warden and Ajani's Pridemate. My opponent casts Savannah Lions. In response to the trigger, "
    "I Shock Soul Warden. What is my life total?",              # which trigger
])
def test_a_trigger_not_known_is_refused(conn, lex, q):  # noqa: F811
    assert _refused(_answer(conn, lex, q))


def test_a_combat_state_said_of_a_creature_in_that_combat(conn, lex):  # noqa: F811
    q = "My opponent attacks with Savannah Lions. I block with Craw Wurm. He casts Giant Growth on his attacking Lions. " \
        "Does the Craw Wurm die?"
    v = _verdict(_answer(conn, lex, q))
    assert "cannot decide" not in v and "Yes" in v, v     # 5/4 Lions deal 5 to the 6/4 Wurm (510.2, 704.5g)


@pytest.mark.parametrize("q", [
    "I cast Giant Growth on my blocking Craw Wurm. Does it die?",             # no combat said
    "My opponent attacks with Savannah Lions. I Shock my blocking Hill Giant. Does it die?",    # no block by it
])
def test_a_combat_state_not_told_is_refused(conn, lex, q):  # noqa: F811
    assert _refused(_answer(conn, lex, q))


def test_a_creature_spell_that_resolved_then_died_dies(conn, lex):  # noqa: F811
    """Found by the held half (zb026): "Does X die?" of a creature cast in the question, then destroyed on the
    battlefield, was answered with the spell's fate ("X: resolved (graveyard)"), never "Dies? Yes" (700.4)."""
    q = "My opponent casts Hill Giant. It resolves. I cast Lightning Bolt on the Hill Giant. Does the Hill Giant die?"
    assert _verdict(_answer(conn, lex, q)).startswith("Dies? Yes")
