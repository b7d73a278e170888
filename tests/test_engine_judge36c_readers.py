"""judge36c's small readers: a number of objects chosen as the instruction resolves (kb.engine.chosennumber), a player
who investigates (kb.engine.investigates), an exile until an opponent becomes the monarch (kb.engine.untilmonarch)."""
from kb.engine.abilities import SpellAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.chosennumber import read_chosen_number
from kb.engine.investigates import clue_sentence
from kb.engine.untilmonarch import read_until_monarch


def _read(text: str, types=("Sorcery",)) -> bool:
    ab = parse_card_text(text, "Test Card", frozenset(types))[0]
    return isinstance(ab, SpellAbility) and not ab.unmodelled if "Sorcery" in types else \
        type(ab).__name__ != "UnmodelledAbility"


def test_chosen_number_phrases():
    assert read_chosen_number("any number of other permanents") == ("any", None, "a other permanent")
    assert read_chosen_number("up to two permanent cards") == ("up_to", 2, "a permanent card")
    # "up to one" is kb.engine.uptoone's, a target is the targets' reader's, a count is chosen_count's
    assert read_chosen_number("up to one creature card")[0] is None
    assert read_chosen_number("up to two target creatures")[0] is None
    assert read_chosen_number("two creatures")[0] is None


def test_chosen_number_sentences_read_and_near_misses_not():
    assert _read("Sacrifice any number of creatures, then draw that many cards.")
    assert _read("Put any number of cards from your hand on the bottom of your library, then draw that many cards plus one.")
    assert _read("Return up to two permanent cards from your graveyard to your hand.")
    assert not _read("Return up to two creature cards with different names from your graveyard to your hand.")
    assert not _read("Sacrifice any number of creatures with total power 6 or greater.")
    # an "unless" payment of any number could always be made with none: not read
    assert not _read("When Test Card enters, sacrifice it unless you sacrifice any number of creatures.", ("Creature",))


def test_clue_sentence():
    assert clue_sentence("That player investigates for each nontoken creature exiled this way") == \
        "That player creates a Clue token for each nontoken creature exiled this way"
    assert clue_sentence("You investigate") == "You create a Clue token"
    assert clue_sentence("Investigate") is None
    assert clue_sentence("Each opponent investigates") is None


def test_until_monarch_reader():
    assert read_until_monarch("exile target creature an opponent controls until an opponent becomes the monarch") == \
        "exile target creature an opponent controls"
    assert read_until_monarch("exile target creature until you become the monarch") is None
    assert not _read("When Test Card enters, target creature gets -2/-2 until an opponent becomes the monarch.",
                     ("Creature",))
