"""Personal pronouns after a card's own name read as the card (kb.engine.text.normalize, 201.5)."""
from kb.engine.text import normalize


def test_pronouns_after_the_name_are_the_card():
    assert normalize("Whenever Test Hero attacks, he deals damage equal to his power to any target.", "Test Hero") == \
        "Whenever ~ attacks, ~ deals damage equal to ~'s power to any target."
    assert normalize("Whenever Test Hero deals combat damage to a player, put a +1/+1 counter on her.", "Test Hero") == \
        "Whenever ~ deals combat damage to a player, put a +1/+1 counter on ~."
    assert normalize("Put a +1/+1 counter on Test Hero and he gains flying until end of turn.", "Test Hero") == \
        "Put a +1/+1 counter on ~ and it gains flying until end of turn."
    # the owner of the object moved, which is the card
    assert normalize("Exile Test Hero, then return him to the battlefield transformed under his owner's control.",
                     "Test Hero") == "Exile ~, then return ~ to the battlefield transformed under its owner's control."


def test_pronouns_without_the_name_before_them_stay():
    text = "Destroy target creature. If that permanent was a Liliana planeswalker, her controller loses 3 life."
    assert normalize(text, "Test Defeat") == text
    assert normalize("Whenever you cast a spell, he gets +1/+0 until end of turn.", "Test Hero") == \
        "Whenever you cast a spell, he gets +1/+0 until end of turn."
    # a capitalised "Her" inside a sentence is a name, not the pronoun
    assert normalize("Whenever Test Queen attacks, put a +1/+1 counter on Her Majesty.", "Test Queen") == \
        "Whenever ~ attacks, put a +1/+1 counter on Her Majesty."
