"""redteam12 (ask51): the faults an outside tester's probes found, each with the general mechanism that answers it now
(or refuses, naming the words), and a sample of their variants (tests/fixtures/ask_redteam12_variants.jsonl, 30 of
each fault; bench/eval_ask.py --half redteam12-variants scores them all). The expected answers were worked out from
the CR and the cards' Oracle text before the reader was run.

- intent: "My opponent wants to Shock my Grizzly Bears. Does it die?" was "Dies? Yes": "wants to" / "wanted to" before
  a cast were dropped with "tried to" (kb.engine.ask.prose_forum), so what a player meant to do was read as done.
- turn: "I control Wildwood Geist. My opponent Lightning Bolts it. Does it die?" was "No": the question was read on your
  turn, though it says nothing of whose turn it is and the Geist's "During your turn, this creature gets +2/+2." decides
  it (kb.engine.ask.turn_unsaid)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question

_VARIANTS = [json.loads(ln) for ln in (Path(__file__).parent / "fixtures/ask_redteam12_variants.jsonl")
             .read_text(encoding="utf-8").splitlines() if ln.strip()]
INTENT = [v for v in _VARIANTS if v["id"].startswith("intent")]
TURN = [v for v in _VARIANTS if v["id"].startswith("turn")]


def _answer(conn, lex, q: str) -> tuple[dict, str]:  # noqa: F811
    d = answer_question(q, conn, "current", lex=lex)
    return d, ((d.get("verdict") or {}).get("text") or "")


def test_the_variants_are_30_of_each_fault():
    assert len(INTENT) == 30 and len(TURN) == 30


def test_what_a_player_wants_to_do_is_not_done(conn, lex):  # noqa: F811
    # was "Dies? Yes — … Grizzly Bears has 2 damage": the Shock cast
    for q in ("My opponent wants to Shock my Grizzly Bears. Does it die?",
              "My opponent wanted to Shock my Grizzly Bears, and I responded with Giant Growth. Does it die?"):
        d, v = _answer(conn, lex, q)
        assert not d.get("ok") or v.startswith("cannot decide"), (q, v)
        assert "want" in (d.get("error") or v), (q, d.get("error") or v)


def test_tried_to_and_went_to_stay_the_action(conn, lex):  # noqa: F811
    d, v = _answer(conn, lex, "My opp tried to bolt my Savannah Lions. Does it die?")
    assert v.startswith("Dies? Yes"), v
    d, v = _answer(conn, lex, "I went to cast Giant Growth on my Grizzly Bears. What's its power and toughness?")
    assert v.startswith("Grizzly Bears: 5/5"), v


# variants answered wrong on the code before (a nickname as the verb, "wants to cast")
@pytest.mark.parametrize("q", [v["q"] for v in INTENT if v["id"] in ("intent03", "intent20")])
def test_intent_variants_are_never_answered(conn, lex, q):  # noqa: F811
    d, v = _answer(conn, lex, q)
    assert not d.get("ok") or "cannot decide" in v, (q, v)


def test_whose_turn_unsaid_when_a_card_asks_it(conn, lex):  # noqa: F811
    # was "Dies? No" (a 5/5 on your turn): on the opponent's turn the Geist is a 3/3 a Lightning Bolt kills
    d, v = _answer(conn, lex, "I control Wildwood Geist. My opponent Lightning Bolts it. Does it die?")
    assert v.startswith("cannot decide") and "whose turn" in v and "102.1" in v, v
    assert "on your turn → Dies? No" in v and "on your opponent's turn → Dies? Yes" in v, v
    assert any(a.get("status") == "cannot decide" for a in d["answers"] if a["field"] == "zone" or a["field"] == "pt")
    # "Can I …?" refused on the opponent's turn (Dragonlord Dromoka) was "Yes"
    d, v = _answer(conn, lex, "My opponent controls Dragonlord Dromoka. Can I cast Lightning Bolt targeting it?")
    assert v.startswith("cannot decide") and "on your opponent's turn → Can I cast" in v and "No" in v, v


def test_whose_turn_said_or_fixed_by_the_steps(conn, lex):  # noqa: F811
    for q, want in (("I control Wildwood Geist. On my turn, my opponent Lightning Bolts it. Does it die?", "Dies? No"),
                    ("I control Wildwood Geist. My opponent Lightning Bolts it during his turn. Does it die?",
                     "Dies? Yes"),
                    ("I control Hardy Veteran. I cast Pyroclasm. Does it die?", "Dies? No")):        # a sorcery: yours
        d, v = _answer(conn, lex, q)
        assert v.startswith(want), (q, v)


@pytest.mark.parametrize("q", [v["q"] for v in TURN if v["id"] in ("turn03", "turn07")])
def test_turn_variants_are_never_answered(conn, lex, q):  # noqa: F811
    d, v = _answer(conn, lex, q)
    assert not d.get("ok") or v.startswith("cannot decide"), (q, v)


def test_the_opponents_turn_said_first_stays_theirs(conn, lex):  # noqa: F811
    # "It's my opponent's turn. Can my Grizzly Bears attack?" answered "Yes": the prose reader said the opponent was
    # the active player ("players: opponent, you"), and the attack made it my turn anyway (a confident wrong answer;
    # found by ask51b). Only the active player declares attackers (508.1).
    for q in ("It's my opponent's turn. Can my Grizzly Bears attack?",
              "players: opponent, you; my Grizzly Bears attacks; show Grizzly Bears"):
        d = answer_question(q, conn, "current", lex=lex)
        assert "Yes" not in str(d.get("verdict", {}).get("text", "")), (q, d.get("verdict"))
        assert "508.1" in str(d.get("error") or d.get("verdict")), (q, d.get("error"), d.get("verdict"))
    # asked "Can …?", the attack the rules forbid on the opponent's turn is a "No" with 508.1, not an error; said as a
    # story step it stays an error (the story can't happen as told)
    d = answer_question("It's my opponent's turn. Can my Grizzly Bears attack?", conn, "current", lex=lex)
    assert d["verdict"]["text"].startswith("Can my Grizzly Bears attack? No — 508.1"), d.get("verdict")
    d = answer_question("It's my opponent's turn. My Grizzly Bears attacks. Can Hill Giant block?", conn, "current",
                        lex=lex)
    assert not d.get("ok") and "508.1" in d["error"], d
    # the active player attacking on their turn, and "players: you, Ann, Bob" (you first: not a turn said), as before
    d = answer_question("It's my opponent's turn. His Hill Giant attacks. Can my Grizzly Bears block it?", conn,
                        "current", lex=lex)
    assert d.get("verdict", {}).get("text", "").startswith("Can my Grizzly Bears block it? Yes"), d.get("verdict")
    d = answer_question("players: you, Ann, Bob; Ann's Grizzly Bears attacks me; show Grizzly Bears", conn, "current",
                        lex=lex)
    assert not d.get("error"), d.get("error")
