"""redteam10: questions as judges and players write them that the engine answered wrong (or refused without a
reason), each with the general mechanism that answers it now. The expected answers were worked out from the CR of the
edition asked and the cards' Oracle text (docs-notes of the redteam10 branch)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question
from kb.engine.cardtext import parse_card_text


def ask(conn, lex, q: str, edition: str = "current") -> dict:
    return answer_question(q, conn, edition, lex=lex)


def test_a_name_qualifier_does_not_swallow_the_zone_after_it():
    # "creatures named ~ on the battlefield": the name is ~, the zone the battlefield (201.4); read as the name
    # "~ on the battlefield", nothing matched, and Plague Rats was 0/0 and died (a wrong answer)
    ab = parse_card_text("Plague Rats's power and toughness are each equal to the number of creatures named Plague Rats "
                         "on the battlefield.", "Plague Rats")
    sel = ab[0].templates[0].ops[0].power.selector
    assert sel.names == frozenset({"Plague Rats"}) and sel.zones == frozenset({"battlefield"})


def test_plague_rats_counts_the_opponents_too(conn, lex):
    d = ask(conn, lex, "I control Plague Rats and my opponent controls Plague Rats. "
                       "What are my Plague Rats' power and toughness?")
    assert d["verdict"]["text"].startswith("Plague Rats: 2/2"), d["verdict"]


def test_a_board_from_the_start_is_checked_once_it_is_all_there(conn, lex):
    # Nightmare counts the Swamps: checked after Nightmare alone it was 0/0 and died (704.5f), which made the
    # answer "depends on the order: graveyard or 2/2" (a wrong answer); the board is there at one moment (704.3)
    d = ask(conn, lex, "I control Nightmare and two Swamps. What is Nightmare's power?")
    assert d["verdict"]["text"].startswith("Nightmare: 2/2"), d["verdict"]


def test_alike_permanents_are_one_order_not_many(conn, lex):
    # 6 permanents, 720 orders, but three of my Swamps and two of my opponent's are alike: 60 arrangements, and
    # none changes the answer (was "720 orders are too many to try: cannot decide")
    d = ask(conn, lex, "I control Nightmare and three Swamps. My opponent controls two Swamps. What is Nightmare's power?")
    assert d["verdict"]["text"].startswith("Nightmare: 3/3"), d["verdict"]


def test_opponent_controls_a_list_with_commas(conn, lex):
    # "My opponent controls A, B and C": B and C were read as mine (the step language's comma parts steps), and
    # Crusader of Odric counted them: 3/3 (a wrong answer; it is 1/1)
    d = ask(conn, lex, "My opponent controls Grizzly Bears, Hill Giant and Craw Wurm. I control Crusader of Odric. "
                       "What is my Crusader?")
    assert d["verdict"]["text"].startswith("Crusader of Odric: 1/1"), d["verdict"]
    d = ask(conn, lex, "My opponent controls Isamaru, Hound of Konda, Hill Giant and Craw Wurm. I control Crusader of "
                       "Odric. What is Crusader of Odric?")
    assert d["verdict"]["text"].startswith("Crusader of Odric: 1/1"), d["verdict"]


def test_my_short_name_is_the_object_named_before(conn, lex):
    # "my Crusader" after Crusader of Odric was Mystic Crusader, a card of the KB (a silent misread); "my Lord" when
    # both players control Lord of Atlantis was Myrkul, Lord of Bones
    d = ask(conn, lex, "I control Crusader of Odric and Grizzly Bears. What is my Crusader?")
    assert d["verdict"]["text"].startswith("Crusader of Odric: 2/2"), d["verdict"]
    d = ask(conn, lex, "I control Lord of Atlantis and my opponent controls Lord of Atlantis. "
                       "What are my Lord's power and toughness?")
    assert d["verdict"]["text"].startswith("Lord of Atlantis: 3/3"), d["verdict"]


def test_how_much_damage_a_source_deals(conn, lex):
    # "How much damage does Serra Angel deal?" was answered with the life totals (another question), "… deal to the
    # Spider in total?" and "Serra Angel deals how much damage?" were refused, and "How much damage does the Spider
    # deal to Serra Angel?" gave Serra Angel's characteristics: the damage events of that source, added up (120.3)
    for q, want in (
            ("Serra Angel attacks and my opponent blocks with Giant Spider. How much damage does Serra Angel deal?",
             "Serra Angel deals 4 damage in all"),
            ("Serra Angel attacks and my opponent blocks with Giant Spider. How much damage does Serra Angel deal to "
             "the Spider in total?", "Serra Angel deals 4 damage to Giant Spider"),
            ("Serra Angel attacks and isn't blocked. Serra Angel deals how much damage?", "Serra Angel deals 4 damage"),
            ("Giant Spider blocks my Serra Angel. How much damage does the Spider deal to Serra Angel?",
             "Giant Spider deals 2 damage to Serra Angel"),
            ("A 2/2 creature with double strike attacks and isn't blocked. How much damage does it deal in total?",
             "2/2 creature with double strike deals 4 damage")):
        d = ask(conn, lex, q)
        assert d["verdict"]["text"].startswith(want), (q, d.get("verdict") or d.get("error"))


def test_a_trigger_with_one_legal_target_needs_no_choice(conn, lex):
    # Geralf's Messenger returns with undying: "target opponent loses 2 life" has one legal target in a two-player
    # game; the engine refused ("needs targets"), an unjustified refusal (603.3d: nothing to choose)
    d = ask(conn, lex, "Geralf's Messenger dies. How much life does my opponent have?")
    assert d["verdict"]["text"].startswith("opponent: 18 life"), d.get("verdict") or d.get("error")


def test_attacks_alone(conn, lex):
    # "attacks alone" (506.5) was refused ("no card named like 'alone'")
    d = ask(conn, lex, "I control Akrasan Squire and Aven Squire. My Grizzly Bears attacks alone and isn't blocked. "
                       "How much life does my opponent have?")
    assert d["verdict"]["text"].startswith("opponent: 16 life"), d.get("verdict") or d.get("error")


def test_a_granted_triggered_keyword_triggers():
    # Sublime Archangel: "Other creatures you control have exalted": each instance triggers (702.83b); the granted
    # keyword was a bare word that never triggered: Grizzly Bears attacking alone was 3/3 (a wrong answer: 5/5 with
    # Archangel's, its own and Hill Giant's exalted)
    from kb.engine.abilities import Keyword
    from kb.engine.effects import keyword_meaning
    assert type(keyword_meaning(Keyword("exalted"))[0]).__name__ == "TriggeredAbility"
    assert keyword_meaning(Keyword("flying")) == (Keyword("flying"),)


def test_sublime_archangel_counts_every_exalted(conn, lex):
    d = ask(conn, lex, "Sublime Archangel; Grizzly Bears; Hill Giant; Grizzly Bears attacks alone; show Grizzly Bears")
    assert d["verdict"]["text"].startswith("Grizzly Bears: 5/5"), d.get("verdict") or d.get("error")


def test_an_unsaid_order_of_different_triggers_is_said(conn, lex):
    # Hero of Bladehold: battle cry and the token trigger, ordered by their controller (603.3b): 13 or 15; the
    # engine answered 13 as if the order were stated
    d = ask(conn, lex, "Hero of Bladehold attacks alone and isn't blocked. How much life does my opponent have?")
    text = d["verdict"]["text"]
    assert text.startswith("Depends on the order the triggered abilities were put on the stack"), text
    assert "opponent: 13 life" in text and "opponent: 15 life" in text
    assert "603.3b" in d["verdict"]["rules"]
    # persist and undying trigger together, and either order gives the same answer: no "depends"
    d = ask(conn, lex, "My opponent casts Pyroclasm. I control Young Wolf and Kitchen Finks. "
                       "What are Kitchen Finks' power and toughness?")
    assert d["verdict"]["text"].startswith("Kitchen Finks: 2/1"), d["verdict"]


def test_combat_damage_on_the_stack_said_in_prose(conn, lex):
    # the rules before 2009-07-11: combat damage used the stack (310.4 of 2005-02-01), and a spell cast in response
    # changed nothing of what was assigned; the sentence was not read ("cannot decide", naming it)
    q = ("My Hill Giant attacks and my opponent blocks with Grizzly Bears. Combat damage goes on the stack and my "
         "opponent casts Giant Growth on the Bears. Which creatures die?")
    d = ask(conn, lex, q, "2008-01-01")
    assert d["verdict"]["text"].startswith("Dies: none"), d.get("verdict") or d.get("error")
    # today combat damage does not use the stack: there is nothing to respond to, and the question is refused
    d = ask(conn, lex, q)
    assert not d["ok"] and "nothing to respond to" in d["error"], d


def test_a_reordered_board_keeps_the_names_the_game_gave(conn, lex):
    # a card put into a graveyard takes the name "Plague Rats" first, so my Rats on the battlefield is "Plague Rats #2"
    # (GameState.unique_alias); the reordered runs named the objects from the enter steps alone and asked about the
    # opponent's Rats in some orders: "Depends on the order … 3/3 … 2/2" (a wrong answer: it is 3/3 in every order)
    d = ask(conn, lex, "Plague Rats is in my graveyard. I control Plague Rats and Glorious Anthem. My opponent controls "
                       "Plague Rats. What is the power of my Plague Rats #2?")
    assert d["verdict"]["text"].startswith("Plague Rats #2: 3/3"), d.get("verdict") or d.get("error")


# --- redteam10 (ask49b): the third outside tester's set, tests/fixtures/ask_redteam10.jsonl, and its probes' faults ---
# redteam10: the third outside tester's questions (tests/fixtures/ask_redteam10.jsonl) and the faults its probes found.
#
# The set itself had no wrong answer on either half (scored first as written: tune 15 right, 15 not read; held 12 right,
# 3 cannot decide, 15 not read; its r014 was then found to be word for word redteam8's r003 and replaced: held 11 right,
# 4 cannot decide, 15 not read on main). Probes of the same kinds found two faults, each a confident wrong answer:
#
# 1. an attack told without saying whether the defending player blocked, while that player controlled an untapped
#    creature that could block ("My opponent controls Hill Giant. I attack with Grizzly Bears. Does my Bears die?" was
#    "No"; "… What's his life?" was 18): the engine declared no blocks, a choice the question never made (509.1a). The
#    engine now records a declare blockers step passed without a declaration and the creatures that could have blocked
#    (kb.engine.unsaidblocks); kb.engine.ask.block_choices runs the question again with each of them blocking each
#    attacker (and all of them blocking one), and says "cannot decide" with each choice's answer when they differ. A
#    block the rules refuse (flying, a tapped creature) is no choice; a block allowed whose run stops later (how an
#    attacker's damage is divided among two blockers) leaves the answer undecided;
# 2. a sentence that takes back or corrects what was said ("Wait, no, I didn't.", "Oops, wrong one.", "Scratch that.",
#    "Typo, sorry.") was left out as harmless ("Answered without …") or as chatter, and the answer given for the story
#    it corrected; its words (lexicon.CORRECTION_WORDS, and any word ending in "n't") now make the sentence one that could
#    change the answer (answer.board_words) and never chatter (lexicon.NOT_CHATTER); a close or partial spelling of a
#    card's name never absorbs them alone ("Actually" was Slobad, Actually Just Fine: steps.py);
# 3. "I cast Giant Growth on my Grizzly Bears during my opponent's turn. On my turn, what's its power?" was 5/5: "On my
#    turn" was dropped as a filler although the opponent's turn had been said, so the Giant Growth still counted. My turn
#    said after the opponent's is now the next turn, ``end turn`` (prose_players.my_turn_later; a second one is named),
#    and the clauses read so far are compiled in the opponent's turn when it was said (prose.compiled_so_far: "On my
#    turn I attack with it" then got its combat damage); a word of time ("Tomorrow, …", "Tonight") is never a part of a
#    card's name read loosely (Tomorrow, Azami's Familiar entered the board and the answer was 5/5).
#
# Each fault has 21 variants in tests/fixtures/ask_redteam10_variants.jsonl (the first of each is the probe that found
# it), checked by hand; every fifth is run here, all of them by ``bench/eval_ask.py --half redteam10-variants``. On the
# reader before the fixes, 15 of the 21 block variants were answered wrong (the 6 others have one answer whatever blocks,
# or say the block), 1 of the correction variants (12 more were answered without the correction, "not read") and 11 of
# the 21 later-turn variants.


_VARIANTS = [json.loads(ln) for ln in (Path(__file__).parent / "fixtures/ask_redteam10_variants.jsonl")
             .read_text(encoding="utf-8").splitlines() if ln.strip()]
BLOCKS = [(v["q"], v["expect"]) for v in _VARIANTS if v["id"].startswith("unsaid_blocks")]
CORRECTIONS = [(v["q"], v["expect"]) for v in _VARIANTS if v["id"].startswith("corrections")]
LATER_TURNS = [(v["q"], v["expect"]) for v in _VARIANTS if v["id"].startswith("later_turns")]


def _answer(q, conn, lex):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    return d, ((d.get("verdict") or {}).get("text") or "")


def test_the_variants_are_21_of_each_kind():
    assert len(BLOCKS) == 21 and len(CORRECTIONS) == 21 and len(LATER_TURNS) == 21


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


def test_a_correction_word_is_no_part_of_a_card_name(conn, lex):  # noqa: F811
    d, v = _answer("My opponent Shocks my Grizzly Bears. Actually, that never happened. Does it die?", conn, lex)
    assert "Slobad" not in json.dumps(d.get("scenario") or {}), d.get("read_as")
    assert v.startswith("cannot decide"), v


@pytest.mark.parametrize("q,want", [
    ("I cast Giant Growth on my Grizzly Bears during my opponent's turn. On my turn, what's its power?", "Grizzly Bears: 2/2"),
    ("During my opponent's end step, I cast Giant Growth on my Grizzly Bears. On my turn, what's its power?",
     "Grizzly Bears: 2/2"),
    ("During my opponent's turn, I cast Giant Growth on my Grizzly Bears. It's my turn and I attack with it. He doesn't "
     "block. He was at 20. What's his life?", "opponent: 18 life"),
    ("It's my opponent's turn and I cast Giant Growth on my Hill Giant. On my turn, what's the Giant's power?", "Hill Giant: 3/3"),
    ("During my opponent's turn, I cast Giant Growth on my Grizzly Bears. What's its power?", "Grizzly Bears: 5/5"),
])
def test_my_turn_said_after_the_opponents_is_the_next_turn(conn, lex, q, want):  # noqa: F811
    d, v = _answer(q, conn, lex)
    assert v.startswith(want), v


def test_a_third_turn_said_is_named(conn, lex):  # noqa: F811
    d, v = _answer("During my opponent's turn, I cast Giant Growth on my Grizzly Bears. On my turn I attack with it. "
                   "During my turn, what's its power?", conn, lex)
    assert d.get("ok") is False and "your turn was said already" in d["error"], v or d


@pytest.mark.parametrize("q", ["I cast Giant Growth on my Grizzly Bears. Tomorrow, what's its power?",
                               "I cast Giant Growth on my Grizzly Bears. Tonight, what's its power?"])
def test_a_word_of_time_is_no_part_of_a_card_name(conn, lex, q):  # noqa: F811
    d, v = _answer(q, conn, lex)
    assert "Tomorrow, Azami" not in json.dumps(d.get("scenario") or {}) and "Stonewright" not in json.dumps(
        d.get("scenario") or {}), d.get("read_as")
    assert d.get("ok") is False or v.startswith("cannot decide"), v
