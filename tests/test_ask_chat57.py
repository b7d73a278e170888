"""chat57: two questions asked in one (kb.engine.ask.two_asked), an aside in brackets not read set aside as a unit
(kb.engine.ask.aside_unread), and several sentences of chat set aside one after the other (answer._understood_part).
Text-level units run without the KB; the end-to-end ones use the corpus KB the ask tests share (test_ask_prose's
``conn``: ../shared with its cards), which CI builds — they fail, never skip, without it."""
from __future__ import annotations

from test_ask_prose import conn  # noqa: F401 - the same read-only corpus KB connection

from kb.engine.ask.aside_unread import aside_at, aside_numbers
from kb.engine.ask.two_asked import asked_parts


def test_two_questions_cut_at_comma_and():
    story, parts = asked_parts("I Unsummoned the giant. Where is it now, and where's the aura?")
    assert story == "I Unsummoned the giant."
    assert parts == ["Where is it now?", "Where's the aura?"]


def test_two_questions_cut_at_question_marks():
    story, parts = asked_parts("I Shock it. Am I alive? what's my life?")
    assert parts == ["Am I alive?", "What's my life?"]
    assert asked_parts("I Shock it. Where is it? And what's my life?")[1] == ["Where is it?", "What's my life?"]


def test_one_question_is_not_cut():
    assert asked_parts("I block with A and B. Does it die?") is None
    assert asked_parts("Can it block a creature with flying and reach?") is None
    assert asked_parts("No question here.") is None


def test_aside_span_and_numbers():
    text = "My opponent controls a Scout (the annoying 1/1). Can I Bolt it?"
    a, b = aside_at(text, text.index("("))
    assert text[a:b] == " (the annoying 1/1)"
    assert aside_at(text, 3) is None
    assert aside_numbers("(he went from 14 to 8)") == ["14", "8"]
    assert "not" in aside_numbers("(not my only one)")
    assert aside_numbers("(rude)") == []


def needs_kb(test):
    """An end-to-end test: it runs on the corpus KB (``conn``, as the other ask tests), never skipped."""
    return test


@needs_kb
def test_two_things_asked_both_answered(conn):  # noqa: F811
    from kb.engine.ask.answer import answer_question
    d = answer_question("My opp stole my Hill Giant with Control Magic. I Unsummoned the giant. Where is it now, and "
                        "where's the Control Magic?", conn)
    rows = {(r["object"], r["field"]): r["actual"] for r in d["answers"]}
    assert rows[("Hill Giant", "zone")] == "hand"
    assert rows[("Control Magic", "zone")] == "graveyard"


@needs_kb
def test_a_part_not_read_keeps_the_error(conn):  # noqa: F811
    from kb.engine.ask.answer import answer_question
    d = answer_question("I have Hill Giant. I Shock it. Where is it, and zorblax the frobnicator?", conn)
    assert not d.get("ok") or "cannot decide" in ((d.get("verdict") or {}).get("text") or "").lower() or d.get("leftover")


@needs_kb
def test_aside_with_a_number_is_cannot_decide(conn):  # noqa: F811
    from kb.engine.ask.answer import answer_question
    d = answer_question("My opponent controls a Gladecover Scout (the annoying 1/1). Can I Lightning Bolt it?", conn)
    assert d["verdict"]["text"].startswith("cannot decide")
    assert "(the annoying 1/1)" in d["verdict"]["text"]


@needs_kb
def test_aside_of_count_words_is_cannot_decide(conn):  # noqa: F811
    from kb.engine.ask.answer import answer_question
    for aside in ("(my only one)", "(not my only one)"):
        d = answer_question(f"I have Kird Ape and a Forest {aside}. Opp Stone Rains the Forest. what's my ape now?",
                            conn)
        assert d["verdict"]["text"].startswith("cannot decide") and aside in d["verdict"]["text"]


@needs_kb
def test_several_chat_sentences_set_aside(conn):  # noqa: F811
    from kb.engine.ask.answer import answer_question
    d = answer_question("Long story. Kitchen table vibes. I have Hill Giant. I Shock it. Where is it?", conn)
    v = d["verdict"]["text"]
    assert "Kitchen table vibes." in v     # named, whatever the verdict


def test_board_told_as_a_list_written_as_the_readers_words():
    from kb.engine.ask.board_list import board_as_list
    new, said = board_as_list("Board state: Me - Serra Angel, Savannah Lions. Opp - Giant Spider. Both at 20. "
                              "I attack with both. Life totals after combat?")
    assert new.startswith("I control Serra Angel and Savannah Lions. My opponent controls Giant Spider. "
                          "We're both at 20. I attack with both.")
    new, _ = board_as_list("Here's the board. Mine: Llanowar Elves, Grizzly Bears. His: nothing. What dies?")
    assert new == "I control Llanowar Elves and Grizzly Bears. My opponent controls no creatures. What dies?"


def test_a_chat_log_is_no_list():
    from kb.engine.ask.board_list import board_as_list
    assert board_as_list("Me: attack with Craw Wurm. Opp: blocks with Wall of Wood. Does it die?") is None
    assert board_as_list("I have Grizzly Bears. Does it die?") is None


def test_question_word_left_out():
    from kb.engine.ask.elliptic_ask import with_what
    assert with_what("I Helix his Bears. my life after that?") == ("I Helix his Bears. What's my life after that?",
                                                                   "What's my life after that?")
    assert with_what("I Shock it. Does it die?") is None
    assert with_what("I Shock it. Bears dead?") is None          # asks no life, size or total


@needs_kb
def test_list_and_left_out_word_end_to_end(conn):  # noqa: F811
    from kb.engine.ask.answer import answer_question
    d = answer_question("Board state: Me - Serra Angel, Savannah Lions. Opp - Giant Spider. Both at 20. I attack with "
                        "both and he blocks the angel with the spider. Life totals after combat?", conn)
    rows = {(r["object"], r["field"]): r["actual"] for r in d["answers"]}
    assert rows[("opponent", "life")] == 18 and rows[("you", "life")] == 20
    assert any("told as a list" in n for n in d["notes"])
    d = answer_question("I'm at 5. I Lightning Helix his Grizzly Bears. my life?", conn)
    rows = {(r["object"], r["field"]): r["actual"] for r in d["answers"]}
    assert rows[("you", "life")] == 8


def test_last_turn_told_forward():
    from kb.engine.ask.past_turn import last_turn_forward
    new, dated = last_turn_forward("Last turn I cast Control Magic on his Serra Angel. This turn he Disenchants my "
                                   "Control Magic. Who controls the angel now?")
    assert new == ("I cast Control Magic on his Serra Angel. Next turn he Disenchants my Control Magic. Who controls "
                   "the angel now?")
    assert last_turn_forward("I Giant Growth my bears last turn. Now he Shocks it. Does it die?")[0] == (
        "I Giant Growth my bears. Next turn he Shocks it. Does it die?")


def test_other_pasts_left_as_written():
    from kb.engine.ask.past_turn import last_turn_forward
    assert last_turn_forward("Two turns ago I cast Pacifism on his Hill Giant. Now he attacks. Dies?") is None
    assert last_turn_forward("Last turn I Giant Growthed my bears. Does it die?") is None     # the question next
    assert last_turn_forward("I put Pacifism on his Hill Giant last turn. On his turn, can it attack?") is None


@needs_kb
def test_last_turn_end_to_end(conn):  # noqa: F811
    from kb.engine.ask.answer import answer_question
    d = answer_question("I Giant Growth my Grizzly Bears last turn. Now he Shocks it. Does it die?", conn)
    assert d["verdict"]["text"].startswith("Dies? Yes")
    assert any("told forward" in n for n in d["notes"])


@needs_kb
def test_no_block_after_a_comma(conn):  # noqa: F811
    from kb.engine.ask.answer import answer_question
    d = answer_question("I attack with Grizzly Bears, nobody blocked. Opp at 10. What's his life?", conn)
    rows = {(r["object"], r["field"]): r["actual"] for r in d["answers"]}
    assert rows[("opponent", "life")] == 8


def test_a_claim_about_the_rules():
    from kb.engine.ask.claims import rules_claim
    assert rules_claim("my buddy says defender just means its good at blocking.", [], ["Wall of Wood"])
    assert rules_claim("My opp says 2 damage isn't enough for a 3/3.", [], ["Hill Giant"])
    assert not rules_claim("My opp says he's at 5.", [], [])                        # a number: a fact, maybe
    assert not rules_claim("My opp says he's at five.", [], [])
    assert not rules_claim("My friend says it has a +1/+1 counter.", [], [])        # a state
    assert not rules_claim("My friend says Glorious Anthem is out.", ["Glorious Anthem"], [])   # a card not on board
    assert not rules_claim("Defender means it can't attack.", [], [])              # no one's claim


@needs_kb
def test_claim_named_after_the_verdict(conn):  # noqa: F811
    from kb.engine.ask.answer import answer_question
    d = answer_question("my buddy says defender just means its good at blocking. Can my Wall of Wood attack?", conn)
    assert d["verdict"]["text"].startswith("Can my Wall of Wood attack? No")
    assert "without the claim" in d["verdict"]["text"]


def test_only_of_what_a_player_has():
    from kb.engine.ask.only_named import only_left_out
    assert only_left_out("I've only got a Grizzly Bears and a Giant Spider. Can it block?")[0] == (
        "I've got a Grizzly Bears and a Giant Spider. Can it block?")
    assert only_left_out("I only have a Giant Spider.")[0] == "I have a Giant Spider."
    assert only_left_out("Opp's only creature is a Grizzly Bears. I swing.")[0] == (
        "My opponent controls a Grizzly Bears. I swing.")
    assert only_left_out("She has Gladecover Scout out and nothing else. Can I?")[0] == (
        "She has Gladecover Scout out. Can I?")
    assert only_left_out("Only one of them blocks. Does it die?") is None


@needs_kb
def test_only_end_to_end(conn):  # noqa: F811
    from kb.engine.ask.answer import answer_question
    d = answer_question("My opp attacks me with his Serra Angel. I've only got a Grizzly Bears and a Giant Spider "
                        "untapped. Can the spider block it?", conn)
    assert d["verdict"]["text"].startswith("Can the spider block it? Yes")
    assert any("'only'" in n for n in d["notes"])
