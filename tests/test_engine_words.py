"""One word list per kind of word (kb.engine.words) and a card's own name read as ``~`` only where it
names the card (issue 21)."""
import pytest

from kb.engine import parser, unknowns, values
from kb.engine.text import AMOUNT_WORDS, normalize
from kb.engine.words import COLOR_WORDS, KEYWORD_ACTIONS, KEYWORD_NAMES, NUMBER_WORDS, RULES_WORDS


def test_colour_words_are_one_list():
    assert parser._COLOR_WORDS is COLOR_WORDS
    for w in COLOR_WORDS:
        assert unknowns._COLORS.search(f"all {w} creatures"), w
    assert values.color_of("white") == "W" and values.color_of("multicolored") is None


def test_number_words_come_from_one_list():
    assert all(NUMBER_WORDS[k] == v for k, v in AMOUNT_WORDS.items())
    assert all(NUMBER_WORDS[k] == v for k, v in parser._COUNT_WORDS.items())


@pytest.mark.parametrize("colors,quality", [((), "colorless"), (("W",), "monocolored"), (("W", "U"), "multicolored")])
def test_colour_quality(colors, quality):
    from kb.engine.protectionquality import color_quality
    assert color_quality(frozenset(colors)) == quality


def test_protection_from_spells_that_are_one_or_more_colors_is_one_quality():
    """Emrakul, the Aeons Torn (702.16a): its "or" is no list of qualities; a coloured spell has it, a colourless spell
    and an ability's source (a permanent) don't."""
    from types import SimpleNamespace as NS

    from kb.engine.protectionquality import quality_matches, quality_readable
    what = "spells that are one or more colors"
    assert quality_readable(what) and not quality_readable("spells that are one")
    assert quality_matches(what, NS(zone="stack", colors=frozenset("R"), subtypes=(), types=("Instant",)), {})
    assert not quality_matches(what, NS(zone="stack", colors=frozenset(), subtypes=(), types=("Instant",)), {})
    assert not quality_matches(what, NS(zone="battlefield", colors=frozenset("R"), subtypes=(), types=("Creature",)), {})


@pytest.mark.parametrize("word", sorted(w for w in RULES_WORDS if " " not in w)[:400])
def test_a_card_named_like_a_rules_word_keeps_the_word(word):
    """Every keyword or keyword action used as a card's name: the word in its text stays the word."""
    name = word.capitalize()
    text = f"{name} target creature. Enchanted creature has {word}."
    assert normalize(text, name) == text


def test_the_name_is_still_the_card_elsewhere():
    assert normalize("When Grizzly Bears dies, draw a card.", "Grizzly Bears") == "When ~ dies, draw a card."
    assert normalize("Regenerate target creature.", "Regenerate") == "Regenerate target creature."
    assert {"regenerate", "flying", "exile"} <= RULES_WORDS and "regenerate" in KEYWORD_ACTIONS
    assert "vigilance" in KEYWORD_NAMES


def test_old_play_only_restriction_and_put_into_play_read_as_today():
    # before Magic 2010 a spell was "played": its own restriction "Play ~ only if an opponent played a creature spell
    # this turn." is today's "Cast ~ only if an opponent cast …" (601.3), and "Put a … card from your hand into play."
    # is "… onto the battlefield" (rt53d)
    assert normalize("Play Lure of Prey only if an opponent played a creature spell this turn.\n"
                     "Put a green creature card from your hand into play.", "Lure of Prey") == \
        "Cast ~ only if an opponent cast a creature spell this turn.\n" \
        "Put a green creature card from your hand onto the battlefield."
    assert normalize("If you played a land this turn, draw a card.", None) == "If you played a land this turn, draw a card."


def test_old_generic_mana_symbol_in_add_is_colorless():
    # "Add {1} to your mana pool." (before {C}, 2014) adds one colorless mana (rt53d, Blinkmoth Well)
    assert normalize("{T}: Add {1} to your mana pool.", "Blinkmoth Well") == "{T}: Add {C} to your mana pool."
    assert normalize("{T}: Add {2} to your mana pool.", "Sol Ring") == "{T}: Add {C}{C} to your mana pool."
    assert normalize("{T}: Add {1}{W} to your mana pool.", "Karoo") == "{T}: Add {C}{W} to your mana pool."


def test_unaffected_by_summoning_sickness_is_haste():
    # Portal wording (rt53d, Renegade Troops): the Oracle later gave such cards the keyword haste
    assert normalize("Renegade Troops is unaffected by summoning sickness.", "Renegade Troops") == "Haste"


def test_old_unblockable_token_with_and_return_from_graveyard_wordings():
    assert normalize("Covert Operative is unblockable.", "Covert Operative") == "~ can't be blocked."
    assert normalize("When Deadly Grub is put into a graveyard from play, if it had no time counters on it, put a 6/1 "
                     "green Insect creature token with shroud into play.", "Deadly Grub") == \
        "When ~ is put into a graveyard from the battlefield, if it had no time counters on it, create a 6/1 green " \
        "Insect creature token with shroud."
    assert normalize("When enchanted creature is put into a graveyard, return that creature from its owner's graveyard "
                     "to his or her hand.", "Squee's Embrace") == \
        "When enchanted creature is put into a graveyard, return that card to its owner's hand."


def test_old_enchant_creature_type_line_is_an_aura():
    # "Enchant Creature" (before the Aura subtype, 2005): a local enchantment that enchants a creature (rt53d)
    from kb.engine.objects import CardDef
    card = CardDef.from_dict({"name": "Squee's Embrace", "mana_cost": "{R}{W}", "type_line": "Enchant Creature",
                              "text": "Enchanted creature gets +2/+2."})
    assert card.types == frozenset({"Enchantment"}) and "Aura" in card.subtypes
    assert card.text.startswith("Enchant creature\n")


def test_old_play_cards_and_spent_to_play_wordings():
    # Eventide wording of Moonhold (rt53d)
    assert normalize("Target player can't play land cards this turn if {R} was spent to play Moonhold and can't play "
                     "creature cards this turn if {W} was spent to play it.", "Moonhold") == \
        "Target player can't play lands this turn if {R} was spent to cast ~ and can't cast creature spells this " \
        "turn if {W} was spent to cast ~."


def test_attacks_each_turn_if_able_is_each_combat():
    assert normalize("Juggernaut attacks each turn if able.", "Juggernaut") == "~ attacks each combat if able."


def test_old_top_n_cards_into_graveyard_and_cost_to_play():
    assert normalize("Target player puts the top X cards of his or her library into his or her graveyard and you gain X "
                     "life.", "Psychic Drain") == "Target player mills X cards and you gain X life."
    assert normalize("Fireball costs {1} more to play for each target beyond the first.", "Fireball") == \
        "~ costs {1} more to cast for each target beyond the first."


def test_old_discard_at_random_from_hand():
    assert normalize("Target player discards two cards at random from his or her hand.", "Hymn to Tourach") == \
        "Target player discards two cards at random."


def test_obsolete_interrupt_and_summon_type_lines():
    # the glossary of 1999-04-23: "An interrupt is a form of instant"; "A summon spell is any creature spell that
    # isn't an artifact spell" (rt53d)
    from kb.engine.objects import CardDef
    assert CardDef.from_dict({"name": "X", "mana_cost": "{U}{U}", "type_line": "Interrupt",
                              "text": "Counter target spell."}).types == frozenset({"Instant"})
    bears = CardDef.from_dict({"name": "Y", "mana_cost": "{1}{G}", "type_line": "Summon Bears", "power": 2,
                               "toughness": 2})
    assert bears.types == frozenset({"Creature"}) and bears.subtypes == frozenset({"Bears"})
