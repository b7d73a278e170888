"""judge38a's readers: an effect during a player's next turn (kb.engine.duringnextturn), 'attacks or blocks this combat
if able and … can't attack or block this combat', '… and venture into the dungeon', a token 'that's all colors', a
static's 'As long as …, they also have …' (kb.engine.alsohave), 'This ability triggers only if …'
(kb.engine.triggeronlyif), 'cards … you own in exile' — each read, and the near misses left unread."""
from kb.engine.abilities import SpellAbility
from kb.engine.alsohave import restate_subject
from kb.engine.cardtext import parse_card_text
from kb.engine.triggeronlyif import split_triggers_only_if


def _read(text: str, types=("Sorcery",)) -> bool:
    ab = parse_card_text(text, "Test Card", frozenset(types))[0]
    return isinstance(ab, SpellAbility) and not ab.unmodelled if "Sorcery" in types else \
        type(ab).__name__ != "UnmodelledAbility"


def test_phrase_readers():
    assert restate_subject("As long as you have the city's blessing, they also have vigilance.",
                           "Creatures you control of the chosen type get +1/+1") == \
        "As long as you have the city's blessing, creatures you control of the chosen type have vigilance."
    assert restate_subject("As long as you control a Plains, it also has vigilance.", "Enchanted creature gets +1/+1") == \
        "As long as you control a Plains, enchanted creature has vigilance."
    assert restate_subject("As long as you control a Plains, it also has vigilance.", "Creatures you control get +1/+1") is None
    assert restate_subject("As long as you control a Plains, each of them also has vigilance.",
                           "Creatures you control get +1/+1") is None
    assert split_triggers_only_if("At the beginning of your upkeep, ~ deals 2 damage to each opponent. This ability "
                                  "triggers only if ~ is on the battlefield.") == \
        ("At the beginning of your upkeep, ~ deals 2 damage to each opponent.", "~ is on the battlefield")
    assert split_triggers_only_if("This ability triggers only if ~ is on the battlefield.") is None


def test_whole_abilities_read():
    planeswalker = ("Legendary", "Planeswalker")
    assert _read("+2: During target player's next turn, each creature that player controls attacks if able.", planeswalker)
    assert _read("+2: During target opponent's next turn, creatures that player controls attack ~ if able.", planeswalker)
    assert _read("+2: Up to one target creature an opponent controls attacks ~ during its controller's next turn if "
                 "able.", planeswalker)
    assert _read("At the beginning of each combat, up to one target creature attacks or blocks this combat if able and "
                 "up to one target creature can't attack or block this combat.", ("Creature",))
    assert _read("Create a Treasure token and venture into the dungeon.")
    assert _read("Create a 2/2 Citizen creature token that's all colors.")
    assert _read("Creatures you control get +1/+1. As long as you control an artifact, they also have vigilance.",
                 ("Enchantment",))
    assert _read("At the beginning of your upkeep, ~ deals 2 damage to each opponent. This ability triggers only if ~ "
                 "is on the battlefield or if ~ is in your graveyard and you control a Giant.", ("Creature",))
    assert _read("You gain life equal to the number of cards with flashback you own in exile.")
    assert _read("Target player exiles the top X cards of their library, where X is the total mana value of cards you "
                 "own in exile.")


def test_near_misses_unread():
    planeswalker = ("Legendary", "Planeswalker")
    assert not _read("+2: During target opponent's next combat, creatures that player controls attack ~ if able.",
                     planeswalker)
    assert not _read("+2: During target opponent's next turn, creatures you control attack ~ if able.", planeswalker)
    assert not _read("At the beginning of each combat, up to one target creature attacks or blocks this combat if able "
                     "and up to one other target creature can't attack or block this combat.", ("Creature",))
    assert not _read("Create a 2/2 white Citizen creature token that's all colors.")
    assert not _read("Create a 2/2 Citizen creature token that's all colors but green.")
    assert not _read("Creatures you control get +1/+1. As long as you control an artifact, each of them also has "
                     "vigilance.", ("Enchantment",))


def test_clause_series_then():
    from kb.engine.thenseries import then_each
    assert then_each("If that player can't, they discard a card, they lose 2 life, then you sacrifice ~.") == \
        "If that player can't, they discard a card, then they lose 2 life, then you sacrifice ~."
    assert then_each("Exile ~, then return it to the battlefield.") == "Exile ~, then return it to the battlefield."
    assert then_each("If you do, they discard a card, draw a card, then you sacrifice ~.") == \
        "If you do, they discard a card, draw a card, then you sacrifice ~."   # "draw a card": no subject of its own
