"""Commander game values and emblems (kb.engine.gamevalues, kb.engine.instructions): colour identity (903.4), the
commander cast count (903.8), "[Player] gets an emblem with …" (114.2), deck-construction abilities (113.6n)."""
from kb.engine.abilities import PreGameAbility, SpellAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.gamevalues import color_identity
from kb.engine.objects import CardDef


def _card(**kw) -> CardDef:
    return CardDef.from_dict({"name": "C", "type_line": "Legendary Creature — Elf", "power": "1", "toughness": "1", **kw},
                             parse=parse_card_text)


def test_color_identity_reads_costs_text_and_ignores_reminder_text():
    assert color_identity(_card(mana_cost="{2}{G}", text="{W/U}: C gets +1/+1 until end of turn.")) == {"G", "W", "U"}
    assert color_identity(_card(mana_cost="{1}", text="Flying (This creature can't be blocked except by {B} ones.)")) \
        == frozenset()
    assert color_identity(_card(mana_cost="{1}", text="{T}: Add {R/P}.")) == {"R"}


def test_color_identity_is_unknown_when_an_ability_could_define_colours():
    assert color_identity(_card(mana_cost="{3}", text="C is all colors.")) is None


def test_deck_construction_lines_are_read_as_outside_the_game():
    for line in ("A deck can have any number of cards named ~.", "A deck can have up to seven cards named ~.",
                 "A deck can have only one card named ~."):
        (ab,) = parse_card_text(line, "X", {"Creature"}, strict=True)
        assert isinstance(ab, PreGameAbility) and ab.template == "deck_count"


def test_emblem_instruction_is_read_and_one_naming_a_choice_is_not():
    (ab,) = parse_card_text('You get an emblem with "Creatures you control get +1/+1."', "X", {"Sorcery"}, strict=True)
    assert isinstance(ab, SpellAbility) and not ab.unmodelled
    (ab,) = parse_card_text('Choose a creature type. You get an emblem with "Creatures you control of the chosen type '
                            'get +3/+3."', "X", {"Sorcery"})
    assert ab.unmodelled
