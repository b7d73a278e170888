"""A cast step without ``controller:``: its default caster (kb.engine.castdefault, docs/scenarios.md)."""
from kb.engine.castdefault import unstated_caster_error
from kb.engine.cardtext import parse_card_text
from kb.engine.objects import CardDef
from kb.engine.state import GameState


def _state(text=""):
    g = GameState("2026-04-17", players=("you", "opponent", "third"))
    card = CardDef.from_dict({"name": "Test Shock", "mana_cost": "{R}", "type_line": "Instant",
                              "text": ("Test Shock deals 2 damage to any target." + text)}, parse=parse_card_text)
    return g, g.put_into(card, "exile", owner="opponent")


def _permit(g, o, player):
    g.play_permissions.append({"oid": o.oid, "player": player, "lands": False, "source": None, "until": "turn",
                               "turn": g.turn, "step": g.step, "free": False, "any_mana": False})


def test_owner_by_default_when_nothing_permits_another_player():
    g, o = _state()
    assert unstated_caster_error(g, o) is None   # the owner's cast: refused by the cast itself (601.3)


def test_the_one_player_a_permission_names():
    g, o = _state()
    _permit(g, o, "you")
    assert g.permission_holder(o) == "you" and unstated_caster_error(g, o) is None


def test_error_when_only_other_players_may_cast_it():
    g, o = _state()
    _permit(g, o, "you")
    _permit(g, o, "third")
    why = unstated_caster_error(g, o)
    assert why and "opponent's exile" in why and "controller: you" in why


def test_no_error_when_the_owner_may_too():
    g, o = _state()
    _permit(g, o, "you")
    _permit(g, o, "opponent")
    assert unstated_caster_error(g, o) is None


def test_no_error_when_its_own_keyword_may_permit_its_owner():
    g, o = _state("\nFlashback {2}{R}")
    _permit(g, o, "you")
    _permit(g, o, "third")
    assert unstated_caster_error(g, o) is None
