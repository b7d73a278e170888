"""Questions as judges type them on the floor (issue 22): read on the first try, the verdict first.

The floor questions of the issue, and the forms that stopped the reader before: framing words, a card's
name as a verb, "out" for the battlefield, a player called by a name, "with 0 charge counters", "Can …?"
questions, trigger counts, questions that are not about a board. Run on the whole-corpus KB with the cards
of ../shared/cards (the ``corpus_cards_db`` fixture)."""
from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question


def verdict(conn, lex, q: str) -> dict:
    d = answer_question(q, conn, lex=lex)
    assert d["ok"], d
    assert d["verdict"] and d["verdict"]["text"], d
    return d


# --- the floor questions of the issue -----------------------------------------------------------------------------
def test_blood_moon_arcane_sanctum_enters_untapped(conn, lex):
    d = verdict(conn, lex, "My opponent controls Blood Moon. I play Arcane Sanctum. Does it enter tapped?")
    assert d["verdict"]["text"].startswith("Enters tapped? No — 614.12")
    assert d["rules_deciding"][0] == "614.12"
    assert any(r["card"] == "Blood Moon" and "enter the battlefield tapped" in r["text"] for r in d["rulings"])


def test_humility_opalescence_came_first(conn, lex):
    d = verdict(conn, lex, "Humility and Opalescence are on the battlefield, Opalescence came first. What is Humility?")
    assert d["verdict"]["text"].startswith("Humility: 1/1")
    assert {"613.4b", "613.7"} <= set(d["rules_deciding"])
    # the other order: Humility came first, then Opalescence sets 4/4 later (613.7)
    d = verdict(conn, lex, "Opalescence and Humility are in play and Humility came first. How big is Humility?")
    assert d["verdict"]["text"].startswith("Humility: 4/4")


def test_blood_artist_counts_its_triggers(conn, lex):
    d = verdict(conn, lex, "I control Blood Artist and two Grizzly Bears and cast Pyroclasm. How many times does "
                           "Blood Artist trigger?")
    assert d["verdict"]["text"].startswith("Blood Artist triggers: 3")
    d = verdict(conn, lex, "Blood Artist and Grizzly Bears are on the battlefield. Grizzly Bears dies. How many "
                           "times does Blood Artist trigger?")
    assert d["verdict"]["text"].startswith("Blood Artist triggers: 1")


def test_fork_a_fling_needs_no_second_sacrifice(conn, lex):
    # 707.10: the copy is not cast; it copies the costs paid. The spell named as Fork's target is cast first,
    # and what the question leaves open for it (its target, the creature sacrificed) stands in, with a note
    d = verdict(conn, lex, "I Fork a Fling. Do I need to sacrifice another creature?")
    assert d["verdict"]["text"].startswith("Sacrifice for the copy? No — 707.10")
    assert d["rules_deciding"][0] == "707.10"
    assert any("stand in" in n for n in d["notes"])
    # the board said in full: the same verdict, no stand-in
    d = verdict(conn, lex, "I cast Fling sacrificing Grizzly Bears targeting my opponent and Fork it. Do I need to "
                           "sacrifice another creature?")
    assert d["verdict"]["text"].startswith("Sacrifice for the copy? No — 707.10")
    assert not any("stand in" in n for n in d["notes"])
    # no copy: the engine does not say what a cost is
    d = answer_question("Do I need to sacrifice a creature to cast Fling?", conn, lex=lex)
    assert not d["ok"] or "cannot decide" in d["verdict"]["text"]


def test_clever_impersonator_does_not_trigger_prowess(conn, lex):
    # 702.108a: prowess triggers on a noncreature spell cast; Clever Impersonator is a creature spell as it is cast
    # (it becomes a copy only as it enters, 707.5). No creature with prowess and no permanent are named: stand-ins
    d = verdict(conn, lex, "Does Clever Impersonator trigger prowess if you copy a noncreature permanent?")
    assert d["verdict"]["text"].startswith("Prowess triggers? No — 702.108a: Clever Impersonator (Creature")
    assert d["rules_deciding"][0] == "702.108a"
    assert any("stand in" in n for n in d["notes"])
    # the creature with prowess named on the board, a card copied: the same verdict, no stand-in for either
    d = verdict(conn, lex, "I control Monastery Swiftspear. Does Clever Impersonator trigger prowess if I copy Sol Ring?")
    assert d["verdict"]["text"].startswith("Prowess triggers? No — 702.108a")
    assert not any("stand in" in n for n in d["notes"])
    # a noncreature spell does trigger it
    d = verdict(conn, lex, "I control Monastery Swiftspear. Does Lightning Bolt targeting my opponent trigger prowess?")
    assert d["verdict"]["text"].startswith("Prowess triggers? Yes — ") and "702.108a" in d["rules_deciding"]
    # what it copies, when it is neither a card nor a kind a stand-in can be, is not read (never a silent misread)
    d = answer_question("Does Clever Impersonator trigger prowess if you copy a noncreature permanent you own?", conn,
                        lex=lex)
    assert not d["ok"] and d["words"].startswith("you copy")


def test_two_isamaru_one_with_0_toughness(conn, lex):
    # 704.5f and the legend rule 704.5j at once: the controller chooses which Isamaru to keep. Keeping the one
    # with toughness, only the other dies (1 trigger); keeping the one with 0 toughness, both die (2). The
    # question does not say: the verdict says what it depends on and answers for each choice
    d = verdict(conn, lex, "Two Isamaru, one has 0 toughness. Blood Artist triggers how many times?")
    v = d["verdict"]["text"]
    assert v.startswith("Blood Artist triggers: depends on which one its controller keeps (704.5j)"), v
    assert "keeping Isamaru, Hound of Konda: 1" in v and "keeping Isamaru, Hound of Konda #2: 2" in v, v
    assert d["rules_deciding"][0] == "704.5j" and "704.5f" in d["rules_deciding"]
    # the trigger's target stands in (it cannot change how often it triggers): no life total it decided is shown
    assert not [a for a in d["answers"] if a["object"] in ("you", "opponent")], d["answers"]
    # a card of the question that reads counters: 0 toughness is not read as -1/-1 counters (they could matter)
    d = answer_question("Two Isamaru, one has 0 toughness. I control Hardened Scales. Blood Artist triggers how many "
                        "times?", conn, lex=lex)
    assert not any("-1/-1 counters" in n for n in d.get("notes") or []), d.get("notes")
    v = (d.get("verdict") or {}).get("text") or d.get("error") or ""
    assert "Two Isamaru, one has 0 toughness" in v and "not read" in v, v      # named as not read, never guessed
    # the choice said: one answer
    d = verdict(conn, lex, "Blood Artist; Isamaru, Hound of Konda; Isamaru, Hound of Konda with 2 -1/-1 counters "
                           "keeping the new one; Blood Artist's trigger targets opponent; how many times does Blood "
                           "Artist trigger")
    assert d["verdict"]["text"].startswith("Blood Artist triggers: 2"), d["verdict"]


def test_a_spell_named_as_a_target_is_cast_first(conn, lex):
    # "Counterspell my opponent's Lightning Bolt": the Bolt is cast first; its own target is not given, and the
    # engine says so (a run refusal naming the step), never a guess
    d = answer_question("I cast Counterspell targeting my opponent's Lightning Bolt. Where is the Bolt?", conn, lex=lex)
    assert d["ok"] is False and d.get("stage") == "run" and "Lightning Bolt" in d["error"], d


def test_the_first_line_answers_the_question_asked(conn, lex):
    d = verdict(conn, lex, "My opponent Shocks my Llanowar Elves. Does it die?")
    assert d["verdict"]["text"].startswith("Dies? Yes") and "704.5g" in d["rules_deciding"][:3]
    d = verdict(conn, lex, "Does my Craw Wurm survive if my opponent casts Lightning Bolt on it?")
    assert d["verdict"]["text"].startswith("Survives? Yes")
    d = verdict(conn, lex, "My opponent is at 3 life and I Lightning Bolt them. Who wins?")
    assert d["verdict"]["text"].startswith("Opponent loses the game") and "704.5a" in d["rules_deciding"]
    d = verdict(conn, lex, "I control Control Magic enchanting my opponent's Craw Wurm. Who controls the Wurm?")
    assert d["verdict"]["text"].startswith("Craw Wurm is controlled by: you")


def test_boilerplate_is_cited_last(conn, lex):
    d = verdict(conn, lex, "My opponent controls Blood Moon. I play Arcane Sanctum. Does it enter tapped?")
    other = d["rules_other"]
    assert "613.7d" not in d["rules_deciding"] and other.index("613.7d") > other.index("613.1d")


def test_can_questions_try_the_action(conn, lex):
    d = verdict(conn, lex, "Can Grizzly Bears block Serra Angel?")
    assert d["verdict"]["text"].startswith("Can Grizzly Bears block Serra Angel? No — 702.9b")
    d = verdict(conn, lex, "Can I cast Terror on an Ornithopter?")
    assert "? No" in d["verdict"]["text"] and "601.2c" in d["rules_deciding"]
    d = verdict(conn, lex, "Pacifism on Grizzly Bears. Can Grizzly Bears attack?")
    assert "? No — 508.1c" in d["verdict"]["text"]


# --- read as people write -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("q, board", [
    ("If I cast Giant Growth on my Hill Giant, how big is it?", ["Giant Growth", "Hill Giant"]),
    ("What happens when my Hill Giant is dealt 3 damage?", ["Hill Giant"]),
    ("Aaron attacks with Craw Wurm and I block with Grizzly Bears. Does the Craw Wurm die?", ["Craw Wurm", "Grizzly Bears"]),
    ("[My opponent] casts Shock on my Llanowar Elves. Does it die?", ["Shock", "Llanowar Elves"]),
    ("Boris attacks with Hill Giant and I block with Grizzly Bears. Does the Giant die?", ["Hill Giant"]),
    ("Humility is out and I animate Mutavault. How big is it?", ["Humility", "Mutavault"]),
    ("I control Vampire Nighthawk and Humility. Does Nighthawk still have deathtouch?", ["Vampire Nighthawk"]),
    ("I cast Pyroclasm with Grizzly Bears and Hill Giant out. Which creatures die?", ["Pyroclasm", "Hill Giant"]),
])
def test_framing_words_and_short_names(conn, lex, q, board):
    d = verdict(conn, lex, q)
    text = json.dumps(d["scenario"])
    assert all(b in text for b in board), d["read_as"]
    assert "Nighthawk Scavenger" not in text


def test_zero_counters_do_not_crash(conn, lex):
    d = answer_question("Everflowing Chalice with 0 charge counters is on the battlefield. Does it stay there?", conn,
                        lex=lex)
    assert d["ok"] and "Traceback" not in json.dumps(d, default=str)


def test_not_a_board_question(conn, lex):
    for q in ("What is the maximum hand size?", "Can I take back playing a land after I see my opponent's reaction?",
              "What is the difference between a warning and a game loss?"):
        d = answer_question(q, conn, lex=lex)
        assert not d["ok"] and d.get("not_board"), (q, d)


def test_never_a_silent_misread(conn, lex):
    # the question names the card, and words the reader cannot place: it says which, and answers nothing
    d = answer_question("Does Clever Impersonator lose prowess if you copy a noncreature permanent?", conn, lex=lex)
    assert not d["ok"] and d["words"]
    # the words named are the clause not read, not a card name that starts with 'you' ("You Come to a River")
    assert d["words"].startswith("you copy a noncreature permanent") and "could be any of" not in d["error"]


def test_answer_only_what_was_understood(conn, lex):
    # a sentence not read, that is not the question: the rest is answered, and the verdict says first that it
    # covers only the rest, naming the sentence left over (the CLI offers it as a search and in steps)
    q = "Grizzly Bears is on the battlefield. The judge is watching closely. My opponent casts Shock on it. Does it die?"
    d = answer_question(q, conn, lex=lex)
    assert d["ok"] and d["leftover"] == "The judge is watching closely.", d
    assert d["verdict"]["text"].startswith("Answered without 'The judge is watching closely.' (not read): Dies? Yes")
    # the words not read are in the question itself: nothing is answered
    d = answer_question("Grizzly Bears is on the battlefield. Does it die at noon?", conn, lex=lex)
    assert not d["ok"] and "leftover" not in d
    # the sentence not read names a card that could change the answer: "cannot decide" first, never "Yes"
    d = answer_question("Opponent controls Ensnaring Bridge and sings loudly. Can my Grizzly Bears attack?",
                        conn, lex=lex)
    assert d["verdict"]["text"].startswith("cannot decide — 'Opponent controls Ensnaring Bridge and sings "
                                           "loudly.' was not read, and it names Ensnaring Bridge"), d["verdict"]
    assert all(a["status"] == "cannot decide" for a in d["answers"])
    # "has no cards in hand" is read (a hand of 0), and so is the Bridge ("power greater than the number of cards in your
    # hand", jc44f): power 2 is greater than 0, the Bears can't attack (508.1c)
    d = answer_question("Opponent controls Ensnaring Bridge and has no cards in hand. Can my Grizzly Bears attack?",
                        conn, lex=lex)
    assert d["verdict"]["text"].startswith("Can my Grizzly Bears attack? No — 508.1c") and \
        "Ensnaring Bridge" in d["verdict"]["text"], d["verdict"]
    assert {"name": "opponent", "hand": 0} in d["scenario"]["players"]
    # redteam9: a sentence not read that names no card but says what happens to an object of the question, or what
    # a zone holds, could change the answer too: "cannot decide", naming its words (it was answered "you: 20 life"
    # without "It dies." and Kitchen Finks "on the battlefield" without the counter and the death)
    for q, words in (("I control Kitchen Finks. It dies. How much life do I have?", ("'It'", "'dies'")),
                     ("Kitchen Finks has a -1/-1 counter. I put a +1/+1 counter on it, then it dies. Does it return to "
                      "the battlefield?", ("'+1/+1'", "'counter'"))):
        d = answer_question(q, conn, lex=lex)
        assert d["verdict"]["text"].startswith("cannot decide — "), d["verdict"]
        assert all(w in d["verdict"]["text"].split("without that sentence")[0] for w in words), d["verdict"]
        assert all(a["status"] == "cannot decide" for a in d["answers"])
    # what a graveyard holds, while the answer took the graveyards as unlisted, can't change a definite answer
    d = answer_question("My opponent casts Turn to Frog on my Tarmogoyf. What are its power and toughness? There is an "
                        "instant and a creature card in my graveyard.", conn, lex=lex)
    assert d["verdict"]["text"].startswith("Answered without 'There is an instant"), d["verdict"]
    # what is left names the object of the question no longer: nothing is answered either
    d = answer_question("Grizzly Bears is on the battlefield at noon. My opponent casts Shock on it. Does it die?",
                        conn, lex=lex)
    assert not d["ok"] and d["words"] == "noon"


def test_cli_verdict_first_and_brief(corpus_cards_db):
    from typer.testing import CliRunner

    from kb.cli import app
    q = "My opponent controls Blood Moon. I play Arcane Sanctum. Does it enter tapped?"
    r = CliRunner().invoke(app, ["ask", q, "--db", str(corpus_cards_db)], env={"COLUMNS": "240"})
    assert r.exit_code == 0 and r.output.startswith("Enters tapped? No — 614.12"), r.output
    assert "Trace" in r.output
    r = CliRunner().invoke(app, ["ask", "--brief", q, "--db", str(corpus_cards_db)], env={"COLUMNS": "240"})
    assert r.output.startswith("Enters tapped? No") and "Trace" not in r.output and "Read as" not in r.output
    r = CliRunner().invoke(app, ["ask", "--json", q, "--db", str(corpus_cards_db)])
    d = json.loads(r.output)
    assert d["verdict"]["rules"] == ["614.12"] and d["rules_deciding"] and "rulings" in d and "answers" in d
    r = CliRunner().invoke(app, ["ask", "What is the maximum hand size?", "--db", str(corpus_cards_db)],
                           env={"COLUMNS": "240"})
    assert r.exit_code == 1 and "not a board question" in r.output and "402.2" in r.output


_WORDS = ["I", "my", "opponent", "they", "it", "Grizzly Bears", "Blood Artist", "Humility", "Shock", "Fork", "cast",
          "casts", "attacks", "blocks", "with", "and", "if", "while", "out", "is", "dealt", "3", "damage", "two", "[",
          "]", ",", ".", "?", "Can", "does", "die", "how", "many", "times", "trigger", "enter", "tapped", "came", "first",
          "Aaron", "Under", "them", "got", "has", "+1/+1", "counters", "0", "charge"]


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=14))
def test_any_words_get_an_answer_or_a_reason(conn, lex, words):
    d = answer_question(" ".join(words), conn, lex=lex)
    assert d["ok"] or d["error"]


def test_what_happens_names_every_object_in_the_verdict(conn, lex):
    # "show all" / "what happens" with several objects: one verdict line each, none left to the trace below
    d = verdict(conn, lex, "Serra Angel attacks; opponent's Giant Spider blocks Serra Angel; combat damage; show all")
    lines = d["verdict"]["text"].splitlines()
    assert lines[0].startswith("Serra Angel: 4/4"), lines
    assert lines[1].startswith("Giant Spider: graveyard — 704.5g"), lines
    assert lines[-1] == "you: 20 life; opponent: 20 life"
    assert "704.5g" in d["verdict"]["rules"]


def test_answers_only_about_players_get_a_verdict(conn, lex):
    # redteam8: "show all" after a spell that hit only players, and "how much damage does my opponent take?",
    # had no verdict line (--brief printed nothing): the players' life totals are the verdict
    d = verdict(conn, lex, "cast Char targeting opponent; show all")
    assert d["verdict"]["text"].startswith("you: 18 life; opponent: 16 life"), d["verdict"]
    d = verdict(conn, lex, "I attack with Craw Wurm and my opponent blocks with Wall of Wood. "
                           "How much damage does my opponent take?")
    assert d["verdict"]["text"].startswith("opponent: 20 life"), d["verdict"]


def test_an_undecided_object_is_a_cannot_decide_verdict(conn, lex):
    # the only answer is undecided: the verdict says so (it was left out of --brief before)
    # (the graveyards are not listed: Tarmogoyf's P/T can't be counted)
    d = verdict(conn, lex, "My opponent controls Tarmogoyf. show Tarmogoyf")
    assert d["verdict"]["text"].startswith("Tarmogoyf: cannot decide — "), d["verdict"]


def test_a_board_said_without_its_order_is_answered_in_every_order(conn, lex):
    # "X and Y are on the battlefield" says nothing of their timestamps (613.7d): where the order decides, each
    # order gets its answer; where it is said ("came first"), that order alone
    d = verdict(conn, lex, "Humility and Opalescence are on the battlefield. What is Humility?")
    v = d["verdict"]["text"]
    assert v.startswith("Depends on the order they came onto the battlefield"), v
    assert "Humility, then Opalescence → Humility: 4/4" in v and "Opalescence, then Humility → Humility: 1/1" in v
    assert d["verdict"]["rules"][0] == "613.7d"
    assert any(a["object"] == "Humility" and a.get("depends_on_order") for a in d["answers"]), d["answers"]
    d = verdict(conn, lex, "Humility and Opalescence are on the battlefield, Opalescence came first. What is Humility?")
    assert d["verdict"]["text"].startswith("Humility: 1/1")
    # the order cannot change the answer: answered, with a note that says so
    d = verdict(conn, lex, "I control Blood Moon and Urborg, Tomb of Yawgmoth. Is Urborg a Swamp?")
    assert d["verdict"]["text"].startswith("Swamp? No")
    assert any("the same in each of the 2 orders" in n for n in d["notes"]), d["notes"]


def test_what_a_player_controls_did_not_enter_during_the_question(conn, lex):
    # "I control Soul Warden and Grizzly Bears" describes the board: nothing entered, nothing triggers (603.6a)
    d = verdict(conn, lex, "I control Soul Warden and Grizzly Bears. What's my life?")
    assert d["verdict"]["text"].startswith("you: 20 life"), d["verdict"]
    d = verdict(conn, lex, "I control Soul Warden. Grizzly Bears enters the battlefield. What's my life?")
    assert d["verdict"]["text"].startswith("you: 21 life"), d["verdict"]
