"""What the judge32f readers read, and the words they leave unread (kb.engine.costuncounterable, castgrant, castamong,
retargetself, lifefloorturn; '~ is also a …' in kb.engine.parser)."""
from kb.engine.abilities import StaticAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.castamong import cast_among_words
from kb.engine.lifefloorturn import life_floor_turn
from kb.engine.objects import CardDef
from kb.engine.retargetself import change_a_target_words
from helpers import every_ability_read


def _abilities(text: str, types=("Creature",)):
    return CardDef.from_dict({"name": "Test Card", "types": list(types), "subtypes": ["Human"], "power": "1",
                              "toughness": "1", "text": text}, parse=parse_card_text).abilities


def _read(text: str, types=("Creature",)) -> bool:
    return every_ability_read(_abilities(text, types))


def test_cost_and_cant_be_countered_one_selector():
    ab = _abilities("Spells you cast with mana value 5 or greater cost {1} less to cast and can't be countered.")[0]
    assert isinstance(ab, StaticAbility)
    (t,) = ab.templates
    assert [type(op).__name__ for op in t.ops] == ["CostOp", "RulesOp"]
    assert t.selector.controller == "you" and t.selector.zones == frozenset(("stack",))


def test_cost_and_cant_be_countered_needs_a_cost_change():
    assert not _read("Spells you cast have flying and can't be countered.")
    # the zone it is cast from is the cost change's, not its selector's: "can't be countered" would miss it
    assert not _read("Spells you cast from your graveyard cost {1} less to cast and can't be countered.")


def test_cast_grants():
    for text, rel in (("The first spell you cast each turn has cascade.", "first"),
                      ("The first spell you cast from exile each turn has cascade.", "first_exile"),
                      ("Sliver spells you cast have cascade.", "cast")):
        (t,) = _abilities(text, ("Enchantment",))[0].templates
        assert t.selector.cast == rel and t.selector.controller == "you"
    # not a keyword grant: not read as one
    assert not _read("The first spell you cast each turn has base power 3.", ("Enchantment",))
    # a keyword used while the spell is being cast (601.2b-h): not had before it becomes cast, so not read
    assert not _read("Creature spells you cast have convoke.", ("Enchantment",))


def test_cast_among_words():
    assert cast_among_words("You may cast a spell from among them without paying its mana cost") == "card"
    assert cast_among_words("You may cast an instant or sorcery spell with mana value 3 or less from among them "
                            "without paying its mana cost") == "instant or sorcery card with mana value 3 or less"
    assert cast_among_words("You may cast any number of spells from among them without paying their mana costs") is None
    # only after looking at the top cards of a library
    assert not _read("You may cast a spell from among them without paying its mana cost.", ("Sorcery",))


def test_change_a_target_words():
    assert change_a_target_words("change a target of target spell or ability to ~") == (False, "target spell or ability")
    assert change_a_target_words("you may change a target of target spell to ~") == (True, "target spell")
    assert change_a_target_words("change the target of target spell or ability to ~") is None


def test_life_floor_turn():
    assert life_floor_turn("Until end of turn, damage that would reduce your life total to less than 1 reduces it to "
                           "1 instead") == 1
    assert life_floor_turn("Until end of turn, damage that would reduce your life total to less than 5 reduces it to "
                           "1 instead") is None


def test_is_also_subtypes():
    assert _read("~ is also a Cleric, Rogue, Warrior, and Wizard.")
    assert not _read("~ is also legendary.")
