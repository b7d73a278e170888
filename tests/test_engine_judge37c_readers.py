"""judge37c's readers: the exiled target cast from exile (kb.engine.castexiled), 'exile cards equal to … from the top of
… library' (kb.engine.exiletopcount), some cards of a hand revealed (kb.engine.revealfromhand), 'Each of those
creatures deals damage equal to its power to ~' (kb.engine.eachofthose), the card that stopped a reveal cast
(kb.engine.revealuntilcast), 'with a number of … counters on it equal to …' (kb.engine.returncounters), 'less than or
equal to <value>' (kb.engine.comparevalue), the top card of a kind of a graveyard (kb.engine.graveyardtopkind),
'Pay any amount of life' (kb.engine.payanylife)."""
from kb.engine.abilities import SpellAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.comparevalue import value_compare_words
from kb.engine.eachofthose import read_each_of_those
from kb.engine.exiletopcount import exile_count_sentence
from kb.engine.graveyardtopkind import read_top_of_graveyard
from kb.engine.payanylife import reads_pay_any_life
from kb.engine.returncounters import read_counted_counters
from kb.engine.revealfromhand import read_reveal_from_hand, reads_choose_revealed
from kb.engine.revealuntilcast import reads_cast_found, rest_words


def _read(text: str, types=("Sorcery",)) -> bool:
    ab = parse_card_text(text, "Test Card", frozenset(types))[0]
    return isinstance(ab, SpellAbility) and not ab.unmodelled if "Sorcery" in types else \
        type(ab).__name__ != "UnmodelledAbility"


def test_phrase_readers():
    assert exile_count_sentence("exile cards equal to its power from the top of its owner's library") == \
        "exile the top X cards of its owner's library, where X is its power"
    assert exile_count_sentence("exile cards equal to its power from the bottom of its owner's library") is None
    assert read_reveal_from_hand("target opponent reveals two cards from their hand") == ("target opponent", "two", None)
    assert read_reveal_from_hand("Target opponent reveals that many cards from their hand")[1] == "that many"
    assert reads_choose_revealed("You choose one of them and exile it") == "exile"
    assert reads_choose_revealed("You choose one of those cards") == "choose"
    assert reads_choose_revealed("You choose one of them and exile it face down") is None
    assert read_each_of_those("Each of those creatures deals damage equal to its power to ~") == "~"
    assert read_each_of_those("Each of those creatures deals damage equal to twice its power to ~") is None
    assert reads_cast_found("You may cast that card without paying its mana cost")
    assert rest_words("Put all revealed cards not cast this way on the bottom of your library in a random order",
                      ["reveal_until", "cast_looked"]) == "on the bottom of your library in a random order"
    assert rest_words("Put all revealed cards not cast this way on the bottom of your library in a random order",
                      ["reveal_until", "found"]) is None   # what it excepts is not what was done
    assert read_counted_counters("Return a creature card from your graveyard to the battlefield with a number of "
                                 "+1/+1 counters on it equal to that result")[1:] == ("+1/+1", "that result")
    assert value_compare_words("cast an instant spell with mana value less than or equal to the other result from "
                               "your hand") == ("cast an instant spell with mana value X or less from your hand",
                                                "the other result")
    assert read_top_of_graveyard("the top creature card of your graveyard") == "creature card"
    assert read_top_of_graveyard("the top card of target player's graveyard") is None
    assert reads_pay_any_life("Pay any amount of life") and not reads_pay_any_life("Pay any amount of mana")


def test_sentences_read_and_near_misses_not():
    creature = ("Creature",)
    assert _read("When Test Card enters, exile another target creature or artifact until Test Card leaves the "
                 "battlefield. You may cast that card for as long as it remains exiled, and mana of any type can be "
                 "spent to cast that spell.", creature)
    assert not _read("When Test Card enters, exile up to two target creatures. You may cast that card for as long as "
                     "it remains exiled.", creature)
    assert not _read("When Test Card enters, exile another target creature. Its owner may cast that card for as long "
                     "as it remains exiled.", creature)
    assert _read("Reveal cards from the top of your library until you reveal a nonland card with mana value 3 or less. "
                 "You may cast that card without paying its mana cost. Put all revealed cards not cast this way on the "
                 "bottom of your library in a random order.")
    assert not _read("Reveal cards from the top of your library until you reveal a nonland card. You may cast that "
                     "card by paying {2} rather than paying its mana cost.")
    assert _read("Draw a card. Then search your library for a basic land card, put it into your hand, then shuffle.")
    assert not _read("Roll two d10 and choose one result. Return up to two creature cards from your graveyard to the "
                     "battlefield with a number of +1/+1 counters on them equal to that result.")
    assert _read("+1: Look at the top card of your library. If it's a creature card with mana value less than or "
                 "equal to the number of loyalty counters on Test Card, you may put that card onto the battlefield.",
                 ("Planeswalker",))
    assert _read("+1: Look at the top card of your library. If it's a creature card with mana value less than the "
                 "number of loyalty counters on Test Card, you may put that card onto the battlefield.",
                 ("Planeswalker",))   # strictly less (kb.engine.comparevalue)
    assert not _read("+1: Look at the top card of your library. If it's a creature card with mana value fewer than the "
                     "number of loyalty counters on Test Card, you may put that card onto the battlefield.",
                     ("Planeswalker",))
    assert _read("When Test Card dies, exile it, then return the top creature card of your graveyard to the "
                 "battlefield.", creature)
