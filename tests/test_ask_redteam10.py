"""redteam10: the third outside tester's questions (tests/fixtures/ask_redteam10.jsonl) and the faults its probes found.

The set itself had no wrong answer on either half (scored first as written: tune 15 right, 15 not read; held 12 right,
3 cannot decide, 15 not read). Probes of the same kinds found two faults, each a confident wrong answer:

1. an attack told without saying whether the defending player blocked, while that player controlled an untapped
   creature that could block ("My opponent controls Hill Giant. I attack with Grizzly Bears. Does my Bears die?" was
   "No"; "… What's his life?" was 18): the engine declared no blocks, a choice the question never made (509.1a). The
   engine now records a declare blockers step passed without a declaration and the creatures that could have blocked
   (kb.engine.unsaidblocks); kb.engine.ask.block_choices runs the question again with each of them blocking each
   attacker (and all of them blocking one), and says "cannot decide" with each choice's answer when they differ. A
   block the rules refuse (flying, a tapped creature) is no choice; a block allowed whose run stops later (how an
   attacker's damage is divided among two blockers) leaves the answer undecided;
2. a sentence that takes back or corrects what was said ("Wait, no, I didn't.", "Oops, wrong one.", "Scratch that.",
   "Typo, sorry.") was left out as harmless ("Answered without …") or as chatter, and the answer given for the story
   it corrected; its words (lexicon.CORRECTION_WORDS, and any word ending in "n't") now make the sentence one that could
   change the answer (answer.board_words) and never chatter (lexicon.NOT_CHATTER).

Each fault has 21 variants in tests/fixtures/ask_redteam10_variants.jsonl (the first of each is the probe that found
it), checked by hand; every fifth is run here, all of them by ``bench/eval_ask.py --half redteam10-variants``. On the
reader before the fixes, 15 of the 21 block variants were answered wrong (the 6 others have one answer whatever blocks,
or say the block) and 1 of the correction variants (12 more were answered without the correction, "not read").
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question

_VARIANTS = [json.loads(ln) for ln in (Path(__file__).parent / "fixtures/ask_redteam10_variants.jsonl")
             .read_text(encoding="utf-8").splitlines() if ln.strip()]
BLOCKS = [(v["q"], v["expect"]) for v in _VARIANTS if v["id"].startswith("unsaid_blocks")]
CORRECTIONS = [(v["q"], v["expect"]) for v in _VARIANTS if v["id"].startswith("corrections")]


def _answer(q, conn, lex):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    return d, ((d.get("verdict") or {}).get("text") or "")


def test_the_variants_are_21_of_each_kind():
    assert len(BLOCKS) == 21 and len(CORRECTIONS) == 21


@pytest.mark.parametrize("q,want", [x for x in BLOCKS if x[1] == "refuse"][::5])
def test_an_unsaid_block_that_changes_the_answer_is_cannot_decide(conn, lex, q, want):  # noqa: F811
    d, v = _answer(q, conn, lex)
    assert v.startswith("cannot decide — the question does not say whether"), v
    assert "509.1a" in v and "no block →" in v and " blocks " in v, v


def test_an_unsaid_block_answers_each_choice(conn, lex):  # noqa: F811
    d, v = _answer("My opponent controls Hill Giant and is at 20. I attack with Grizzly Bears. What's his life?", conn, lex)
    assert "no block → opponent: 18 life" in v and "Hill Giant blocks Grizzly Bears → opponent: 20 life" in v, v
    assert all(a.get("status") == "cannot decide" for a in d["answers"] if a["field"] == "life" and a["object"] == "opponent")


def test_a_double_block_whose_damage_division_is_unsaid_is_no_answer(conn, lex):  # noqa: F811
    # each single blocker leaves the Giant alive; both together kill it (and how it divides its damage is not said)
    d, v = _answer("My opponent controls Grizzly Bears and Savannah Lions. I attack with Hill Giant. Does my Hill Giant die?",
                   conn, lex)
    assert v.startswith("cannot decide"), v


@pytest.mark.parametrize("q,want", [
    ("My opponent controls Grizzly Bears. I attack with Serra Angel. He was at 20. What's his life?", "opponent: 16 life"),
    ("My opponent attacks me with Serra Angel. I control Hill Giant. I'm at 20. What's my life?", "you: 16 life"),
    ("My opponent controls Hill Giant. I attack with Grizzly Bears and he doesn't block. Does my Bears die?", "Dies? No"),
    ("I attack with Grizzly Bears. My opponent was at 20. What's his life?", "opponent: 18 life"),
])
def test_a_block_the_rules_forbid_or_the_question_says_leaves_the_answer(conn, lex, q, want):  # noqa: F811
    d, v = _answer(q, conn, lex)
    assert want in v and "cannot decide" not in v, v


def test_the_same_verdict_whatever_blocks_stands(conn, lex):  # noqa: F811
    # Wall of Stone (0/8) blocking or not, the Bears lives: the verdict stands, the damage marked differs
    d, v = _answer("My opponent controls Wall of Stone. I attack with Grizzly Bears. Does my Bears die?", conn, lex)
    assert v.startswith("Dies? No"), v
    assert any("509.1a" in n for n in d.get("notes", [])), d.get("notes")


@pytest.mark.parametrize("q,want", [x for x in CORRECTIONS if x[1] == "refuse"][::5])
def test_a_sentence_that_corrects_the_story_is_never_left_out(conn, lex, q, want):  # noqa: F811
    d, v = _answer(q, conn, lex)
    assert d.get("ok") is False or v.startswith("cannot decide"), v


def test_a_sentence_of_no_game_words_is_still_left_out(conn, lex):  # noqa: F811
    d, v = _answer("My opponent casts Shock on my Hill Giant. The judge is watching closely. Does it die?", conn, lex)
    assert v.startswith("Answered without") and "Dies? No" in v, v


def test_an_engine_run_records_a_declare_blockers_step_passed_without_blocks(conn, lex):  # noqa: F811
    from kb.engine.ask.answer import run_question
    from kb.engine.unsaidblocks import tried_blocks

    c, r = run_question("My opponent controls Hill Giant. I attack with Grizzly Bears. Does my Bears die?", conn, lex=lex)
    assert r.state.__dict__.get("unsaid_blocks") == [(("Grizzly Bears",), ("Hill Giant",))]
    from kb.engine.ask.answer import _rerun
    with tried_blocks({0: {"Hill Giant": "Grizzly Bears"}}):
        r2 = _rerun(c, conn)
    assert [x.actual for x in r2.answers if x.obj == "Grizzly Bears" and x.field == "zone"] == ["graveyard"]
