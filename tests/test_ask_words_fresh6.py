"""Questions as players post them, read by general reader changes made from the tuning half of
``ask_questions_fresh6.jsonl``: a greeting said to the readers before a comma ("Hey judges, …"), "Does X survive a
Wrath of God?" (the spell as the verb's object: cast, when who casts it changes nothing it does), "my opponent's X" as
the subject of a yes/no question, and "the bears under my control" — and one reading that answered wrongly as these
were built: "Does his Grizzly Bears die if I cast Lightning Bolt on it?" bound "it" to a Grizzly Bears of yours. Each
answer comes from the CR and the cards' Oracle text; each test fails on the reader before these changes."""
from __future__ import annotations

from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_words_said import verdict   # the verdict line of an answer, or its reading error


def test_a_greeting_before_a_comma(conn, lex):
    # Craw Wurm (6/4) blocked by Wall of Wood (0/3): 6 damage, toughness 3 (510.2, 704.5g)
    v = verdict(conn, lex, "Hey judges, my opponent has a Wall of Wood and I swing with Craw Wurm. The wall blocks. "
                           "What happens to the wall?")
    assert v.startswith("Dies? Yes"), v


def test_survive_a_spell(conn, lex):
    # Wrath of God: "Destroy all creatures." — Darksteel Colossus has indestructible (702.12b)
    v = verdict(conn, lex, "Does Darksteel Colossus survive a Wrath of God?")
    assert v.startswith("Survives? Yes"), v
    # Lightning Bolt: 3 damage to the 2/2 it targets (120.3, 704.5g), whoever casts it
    assert verdict(conn, lex, "Does my Grizzly Bears survive a Lightning Bolt?").startswith("Survives? No")
    assert verdict(conn, lex, "Does my opponent's Grizzly Bears survive a Lightning Bolt?").startswith("Survives? No")


def test_survive_a_spell_whose_caster_matters_is_not_read(conn, lex):
    # Act of Treason says "Gain control of target creature": who casts it changes what it does (608.2): not read
    v = verdict(conn, lex, "Does my Grizzly Bears survive an Act of Treason?")
    assert not v.startswith("Survives?"), v


def test_the_opponents_object_as_the_subject(conn, lex):
    # "his Grizzly Bears" is the opponent's: the Bolt cast on "it" is cast on that one (it was a Grizzly Bears of
    # yours entering beside it, and the opponent's one "survived")
    v = verdict(conn, lex, "Does his Grizzly Bears die if I cast Lightning Bolt on it?")
    assert v.startswith("Dies? Yes"), v
    v = verdict(conn, lex, "Does my opponent's Craw Wurm survive if I cast Lightning Bolt on it?")
    assert v.startswith("Survives? Yes"), v


def test_under_my_control(conn, lex):
    # Act of Treason: the Bears are mine until end of turn (613.2); the opponent's Glorious Anthem no longer pumps them
    v = verdict(conn, lex, "My opponent controls Glorious Anthem and a Grizzly Bears. I cast Act of Treason on the "
                           "bears. How big are the bears under my control?")
    assert v.startswith("Grizzly Bears: 2/2"), v
    # nothing said gives them to me: "under my control" names no object, never the opponent's
    v = verdict(conn, lex, "My opponent controls Glorious Anthem and a Grizzly Bears. How big are the bears under my "
                           "control?")
    assert not v.startswith("Grizzly Bears:"), v
