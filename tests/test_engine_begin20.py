"""Issue 25 (begin20): the "At the beginning of …" / "As long as …" long tail — readings that must stay honest."""
from kb.engine.coverage import coverage_of_faces


def _modelled(text: str, types=("Enchantment",)) -> bool:
    row = {"name": "Test Card", "mana_cost": "{2}", "types": list(types), "subtypes": [], "supertypes": [], "colors": [],
           "power": "2" if "Creature" in types else None, "toughness": "2" if "Creature" in types else None,
           "text": text, "layout": "normal"}
    return coverage_of_faces([row]).modelled == 1


def test_that_player_didnt_cast_is_read_only_for_a_steps_player():
    """603.2: a step trigger's "that player" is the active player; another trigger's "that player" is not bound by
    this reader, so the ability stays unread rather than counting nobody's spells."""
    assert _modelled("At the beginning of each player's end step, if that player didn't cast a spell this turn, "
                     "Test Card deals 2 damage to that player.")
    assert not _modelled("Whenever an opponent draws a card, if that player didn't cast a spell this turn, you gain "
                         "1 life.")


def test_conditional_permission_and_rules_sentence_are_read_whole():
    """611.3b: the condition before a permission or a rules sentence is part of what is read (word accounting)."""
    assert _modelled("As long as an opponent controls more lands than you, you may play lands from the top of your "
                     "library.")
    assert _modelled("As long as Test Card is tapped, you may cast spells as though they had flash.", ("Artifact",))
    assert _modelled("Enchant creature\nAs long as enchanted creature isn't legendary, it doesn't untap during its "
                     "controller's untap step.", ("Enchantment",))


def test_deals_inside_a_granted_quotation_is_the_granted_abilitys():
    assert _modelled('Until end of turn, creatures you control gain "{T}: This creature deals 1 damage to any target."',
                     ("Instant",))


def test_that_turns_end_step_needs_the_extra_turn_before_it():
    """603.7, 500.7: "that turn" names the extra turn the sentence before created; alone it names nothing."""
    assert _modelled("Take an extra turn after this one. At the beginning of that turn's end step, you lose the game.",
                     ("Sorcery",))
    assert not _modelled("Draw a card. At the beginning of that turn's end step, you lose the game.", ("Sorcery",))
