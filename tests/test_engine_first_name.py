"""A legendary "First Last" card's first-name short name (201.5c; kb.engine.text.with_full_name)."""
from kb.engine.text import first_name_short, with_full_name


def test_the_short_name_is_written_out():
    assert with_full_name("Zurgo can't block creatures with power 2 or greater.", "Zurgo Bellstriker") == \
        "Zurgo Bellstriker can't block creatures with power 2 or greater."
    assert with_full_name("You may change Arni's base power.", "Arni Brokenbrow") == \
        "You may change Arni Brokenbrow's base power."


def test_another_name_beginning_with_it_stays():
    # "Nissa's Chosen", "Marit Lage": the word begins another name; the full name is not doubled
    assert with_full_name("Search for a card named Nissa's Chosen.", "Nissa Revane") == \
        "Search for a card named Nissa's Chosen."
    assert with_full_name("When Zurgo Helmsmasher attacks, draw.", "Zurgo Helmsmasher") == \
        "When Zurgo Helmsmasher attacks, draw."


def test_names_without_a_first_name_short():
    assert first_name_short("Sliver Queen") == []          # a creature type (205.3m)
    assert first_name_short("Gisa and Geralf") == []       # two characters
    assert first_name_short("Wrenn and Six") == []
    assert first_name_short("Ezio Auditore da Firenze") == []
    assert first_name_short("Jhoira of the Ghitu") == []   # normalize's own short names
    assert first_name_short("Kiki-Jiki, Mirror Breaker") == []
    assert first_name_short("The Wandering Minstrel") == []
    assert first_name_short("Zurgo Bellstriker") == ["Zurgo"]


def test_only_a_legendary_card_is_read_so():
    from kb.engine import card
    from kb.engine.abilities import UnmodelledAbility
    text = "Test can't block creatures with power 2 or greater."
    legend = card(name="Test Ironhorn", type_line="Legendary Creature — Orc", power=2, toughness=2, text=text)
    plain = card(name="Test Ironhorn", type_line="Creature — Orc", power=2, toughness=2, text=text)
    assert not isinstance(legend.abilities[0], UnmodelledAbility)
    assert "~" in legend.abilities[0].text
    assert isinstance(plain.abilities[0], UnmodelledAbility)
