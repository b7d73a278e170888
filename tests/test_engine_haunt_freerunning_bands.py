"""Haunt (702.55), freerunning (702.173a) and "bands with other" (702.22b-c) as the readers take them."""
from kb.engine.abilities import Keyword, TriggeredAbility, UnmodelledAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.keywords import keyword_of


def test_haunt_is_its_two_triggers():
    abs_ = parse_card_text("Haunt", "Test Haunter", frozenset(("Creature",)))
    assert [type(a) for a in abs_] == [TriggeredAbility, TriggeredAbility]
    assert abs_[0].spec.event == "to_graveyard"
    assert abs_[1].spec.moved == ("stack", "graveyard", "resolution")   # an instant's or sorcery's (608.2n)


def test_the_creature_it_haunts_dies_is_a_trigger_event():
    (a,) = parse_card_text("When the creature ~ haunts dies, you gain 2 life.", "Test Haunter", frozenset(("Creature",)))
    assert isinstance(a, TriggeredAbility) and a.spec.event == "haunted_dies" and a.spec.look_back
    (b,) = parse_card_text("When ~ enters or the creature it haunts dies, draw a card.", "X", frozenset(("Creature",)))
    assert b.spec.event == "enters" and b.spec.alt.event == "haunted_dies"


def test_a_sorcerys_haunted_trigger_is_no_instruction():
    abs_ = parse_card_text("Draw a card.\nHaunt\nWhen the creature ~ haunts dies, draw a card.", "X", frozenset(("Sorcery",)))
    assert any(isinstance(a, TriggeredAbility) and a.spec.event == "haunted_dies" for a in abs_)
    assert not any(getattr(a, "unmodelled", ()) for a in abs_)


def test_bands_with_other_keeps_its_quality_as_written():
    k = keyword_of("Bands with other creatures named Wolves of the Hunt")
    assert isinstance(k, Keyword) and k.name == "bands with other creatures named Wolves of the Hunt"


def test_a_quoted_bands_with_other_is_granted():
    (a,) = parse_card_text('Legendary creatures you control have "bands with other legendary creatures."', "X",
                           frozenset(("Land",)))
    assert not isinstance(a, UnmodelledAbility)


def test_losing_bands_with_other_is_read():
    (a,) = parse_card_text('{G}: Target creature loses all "bands with other" abilities until end of turn.', "X",
                           frozenset(("Creature",)))
    assert not isinstance(a, UnmodelledAbility)


def test_freerunning_cost_was_paid_is_a_condition():
    from kb.engine.instructions import parse_condition_phrase
    from kb.engine.parser import _Ctx
    c = parse_condition_phrase("~'s freerunning cost was paid", _Ctx("X"))
    assert (c.kind, c.value) == ("keyword_paid", "freerunning")
