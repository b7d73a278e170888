"""A group of damage sources dealing damage to "its controller" / "its owner": each source's own player is its recipient
(kb.engine.eachsource, 120.3); other recipient words that refer back to each source are not read."""
import pytest

from kb.engine.eachsource import EACH_OWN_PLAYER, EACH_SOURCE, own_player
from kb.engine.errors import ParseError
from kb.engine.instructions import parse_instructions


def _opts(text):
    done, _rest = parse_instructions(text, "Test Card")
    return done[0].opts


def test_its_controller_and_owner_are_each_sources_own():
    assert _opts("Each creature deals 1 damage to its controller.") == {EACH_SOURCE: True, EACH_OWN_PLAYER: "controller"}
    assert _opts("Each creature deals damage to its controller equal to its power.")[EACH_OWN_PLAYER] == "controller"
    assert _opts("Each creature deals 1 damage to its owner.")[EACH_OWN_PLAYER] == "owner"
    assert own_player("their controllers") == "controller" and own_player("target player") is None


def test_other_words_referring_to_each_source_are_refused():
    with pytest.raises(ParseError):
        parse_instructions("Each creature deals damage equal to twice its power to its controller.", "Test Card")


def test_that_creature_after_a_prevention_shields_target_source_is_that_target():
    """"Prevent all combat damage that would be dealt by target … creature this turn. … that creature's controller":
    the object named before is the shield's target (608.2c), not an event there is none of."""
    done, _rest = parse_instructions(
        "Prevent all combat damage that would be dealt by target attacking or blocking creature this turn. "
        "Test Card deals damage to that creature's controller equal to the creature's power.", "Test Card")
    dmg = done[-1]
    assert dmg.kind == "damage" and dmg.subject.kind == "controller_of" and dmg.subject.of.kind == "target"
