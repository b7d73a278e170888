"""Questions in the words judges and players use (issue 22), each read by a general rule of the prose reader, none
taken from the labelled sets: editorial [brackets], players called by name, "pass the turn", a card's name as a
verb ("Fling X at Y", "respond by Unsummoning it"), Auras said of a creature, "Am I dead?", whose turn a sorcery
says it is, and the answers that must not be guessed."""
from __future__ import annotations

import pytest
from test_ask_prose import answers, conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import AskError, answer_question, run_question

CASES = [
    # a description in brackets that the card's own characteristics match is not read; a pronoun's is the object
    ("Craw Wurm [a 6/4] gets Shocked. Does it [the Wurm] die?", {"Craw Wurm": {"zone": "battlefield"}}),
    # two players called by name, no "I": the first named is you
    ("Aaron controls Glorious Anthem and Grizzly Bears; Bea casts Shock on the Bears. Does it survive?",
     {"Grizzly Bears": {"zone": "battlefield", "controller": "you", "pt": "3/3"}}),
    # "pass the turn" ends it (514.2: until end of turn ends), never the card Pass the Torch
    ("I Giant Growth my Hill Giant and pass the turn. How big is it?", {"Hill Giant": {"pt": "3/3"}}),
    # what is flung is the additional cost (sacrificed), then the target (608.2h: its last known power)
    ("I Fling my Craw Wurm at my opponent. What is my opponent's life?", {"opponent": {"life": 14}}),
    # an Aura or Equipment said of a creature is on it
    ("My Hill Giant wears Bonesplitter. How big is it?", {"Hill Giant": {"pt": "5/3"}}),
    ("Savannah Lions is enchanted with Holy Strength. What are its power and toughness?",
     {"Savannah Lions": {"pt": "3/3"}}),
    ("I Unsummon my Savannah Lions with Holy Strength on it. Where is Holy Strength?",
     {"Holy Strength": {"zone": "graveyard"}}),
    # "Am I dead?": does that player lose (704.5a)
    ("I'm at 3 life and my opponent Lightning Bolts me. Am I dead?", {"you": {"lost": True}}),
    # a spell said without its target when one creature is on the battlefield: the only legal target (115.1)
    ("My opponent casts Shock on my Hill Giant and I respond with Giant Growth. How big is the Giant?",
     {"Hill Giant": {"pt": "6/6", "zone": "battlefield"}}),
    # a permanent used without being said to enter was there first: Soul Warden does not see it enter
    ("I control Soul Warden and cast Clone copying Grizzly Bears. What's my life?", {"you": {"life": 21}}),
    # combat asked about: every combat damage step (510.4: double strike deals damage twice)
    ("Fencing Ace attacks and nobody blocks. What's my opponent's life?", {"opponent": {"life": 18}}),
    # "I pump X twice": that many activations
    ("I pump Shivan Dragon three times. What is its power?", {"Shivan Dragon": {"pt": "8/5"}}),
    # two kinds of counters said of one object: 704.5q removes them in pairs
    ("Hill Giant has two +1/+1 counters and a -1/-1 counter. How many counters does it have?",
     {"Hill Giant": {"counters": {"+1/+1": 1}, "pt": "4/4"}}),
    # "Does X turn Y into a Z?": with X there, is Y a Z
    ("Does Blood Moon turn my Evolving Wilds into a Mountain?", {"Evolving Wilds": {"subtypes": ["Mountain"]}}),
]


@pytest.mark.parametrize("question,expected", CASES, ids=[f"w{k:02d}" for k in range(len(CASES))])
def test_words_as_people_write_them(conn, lex, question, expected):  # noqa: F811 - the fixtures
    compiled, res = run_question(question, conn, trace=False, lex=lex)
    got = answers(res)
    for obj, fields in expected.items():
        for f, v in fields.items():
            assert got.get(obj, {}).get(f) == v, (obj, f, got.get(obj), compiled.notes)


def test_a_bracket_the_card_does_not_match_is_read_and_named(conn, lex):  # noqa: F811
    with pytest.raises(AskError) as ei:
        run_question("Grizzly Bears [a 5/5] gets Shocked. Does it die?", conn, trace=False, lex=lex)
    assert "a" in ei.value.words() and ei.value.start < len("Grizzly Bears [a 5")


def test_a_card_said_after_a_yes_no_question_is_never_dropped(conn, lex):  # noqa: F811
    # read as a board when it says one ("with Blood Moon out"), else named: never answered without it
    d = answer_question("Is Urborg, Tomb of Yawgmoth a Mountain with Blood Moon out?", conn, lex=lex)
    assert d["verdict"]["text"].startswith("Mountain? Yes"), d["verdict"]
    with pytest.raises(AskError) as ei:
        run_question("is Urborg, Tomb of Yawgmoth a Mountain after Blood Moon", conn, trace=False, lex=lex, )
    assert "Blood Moon" in ei.value.message or "after" in ei.value.words()


def test_a_can_question_allowed_in_doubt_is_never_yes(conn, lex):  # noqa: F811
    # a card of the question's own whose restriction is not read: the engine carried the step out in doubt; the
    # verdict says it cannot decide (and the definition's closing quote ends its sentence: the next one is read)
    d = answer_question('"Odd Lock" is a {1} artifact with "Activated abilities of creatures with a prime mana value '
                        'can\'t be activated while you have more life than each opponent." My opponent controls Odd Lock '
                        'and Llanowar Elves. Can they tap Llanowar Elves for mana?', conn, lex=lex)
    assert "cannot decide" in d["verdict"]["text"] and "Odd Lock" in d["verdict"]["text"], d["verdict"]
    # the same restriction of an odd mana value is read (jc44e), its condition too: it applies only while its
    # controller has more life than each opponent (602.5, 101.2)
    odd = ('"Odd Lock" is a {1} artifact with "Activated abilities of creatures with an odd mana value can\'t be '
           'activated while you have more life than each opponent." My opponent controls Odd Lock and Llanowar Elves. '
           'I have %d life. Can they tap Llanowar Elves for mana?')
    assert answer_question(odd % 15, conn, lex=lex)["verdict"]["text"].startswith("Can they tap Llanowar Elves for mana? "
                                                                                  "No — 602.5")
    assert answer_question(odd % 25, conn, lex=lex)["verdict"]["text"].startswith("Can they tap Llanowar Elves for mana? "
                                                                                  "Yes")
    # Arrest's restriction is read: "tap it for mana" is the Elves' mana ability, refused (602.5)
    d = answer_question("Arrest is on my opponent's Llanowar Elves. Can they tap it for mana?", conn, lex=lex)
    assert d["verdict"]["text"].startswith("Can they tap it for mana? No — 602.5"), d["verdict"]
    assert "Arrest" in d["verdict"]["text"]


def test_does_it_trigger(conn, lex):  # noqa: F811
    d = answer_question("I control Soul Warden. My opponent plays Grizzly Bears. Does Soul Warden trigger?", conn,
                        lex=lex)
    assert d["verdict"]["answers"] == [{"object": "Soul Warden", "field": "triggers", "actual": 1, "status": "answer"}]


def test_no_one_loses_only_when_the_life_totals_are_decided(conn, lex):  # noqa: F811
    d = answer_question("My opponent has 4 life. I hit them with Lightning Helix. Are they out?", conn, lex=lex)
    assert d["verdict"]["text"].startswith("No one loses the game: opponent at 1 life"), d["verdict"]
