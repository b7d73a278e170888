"""Abilities that function in the command zone (113.6p: vanguard 313.4, scheme 314.4, conspiracy 315.5) work there as
they would on the battlefield: each ability below is tried on a board twice — printed on an enchantment on the
battlefield, then on a vanguard card in the command zone — and must give the same answer both times. Before
kb.engine.commandcards a vanguard's abilities did nothing (a Bear stayed 2/2 under "Creatures you control get +1/+0"),
and a scheme's prevention effect was never collected (kb.engine.replacement)."""
from __future__ import annotations

import pytest
import yaml

from kb.engine.scenario import ScenarioError, loads, run

_BEAR = {"mana_cost": "{1}{G}", "type_line": "Creature — Bear", "power": 2, "toughness": 2}
_BOLT = {"mana_cost": "{R}", "type_line": "Instant", "text": "Test Bolt deals 3 damage to any target."}
_LAND = {"type_line": "Land"}

# ability text → (extra cards, hand, steps after the source is in place, the last step's expectation or refusal)
CASES = {
    "Creatures you control get +1/+0.": ({}, [], [{"enter": ["Test Bear"]}], {"expect": {"Test Bear": {"power": 3}}}),
    "Creatures you control have hexproof.": (
        {"Test Bolt": _BOLT}, [], [{"enter": ["Test Bear"]},
                                   {"cast": {"card": "Test Bolt", "controller": "opponent", "targets": ["Test Bear"]},
                                    "refused": "601.2c"}], None),
    "You may play an additional land on each of your turns.": (
        {"Test Land": _LAND, "Test Land Two": _LAND}, ["Test Land", "Test Land Two"],
        [{"play": "Test Land"}, {"play": "Test Land Two"}], {"expect": {"Test Land Two": {"zone": "battlefield"}}}),
    "You can't cast instant or sorcery spells.": (
        {"Test Bolt": _BOLT}, ["Test Bolt"], [{"cast": {"card": "Test Bolt", "targets": ["opponent"], "mana": "{R}"},
                                               "refused": "101.2"}], None),
    "If a source an opponent controls would deal damage to you, prevent 1 of that damage.": (
        {"Test Bolt": _BOLT}, [], [{"cast": {"card": "Test Bolt", "controller": "opponent", "targets": ["you"]}},
                                   {"resolve": "all"}], {"expect": {"you": {"life": 18}}}),
    "Whenever a creature you control dies, you gain 2 life.": (
        {"Test Bolt": _BOLT}, [], [{"enter": ["Test Bear"]},
                                   {"cast": {"card": "Test Bolt", "controller": "opponent", "targets": ["Test Bear"]}},
                                   {"resolve": "all"}], {"expect": {"you": {"life": 22}}}),
    "Spells you cast cost {1} less to cast.": (
        {}, ["Test Bear"], [{"cast": {"card": "Test Bear", "mana": "{G}"}}, {"resolve": "all"}],
        {"expect": {"Test Bear": {"zone": "battlefield"}}}),
    "You may cast creature spells as though they had flash.": (
        {}, ["Test Bear"], [{"end_turn": True}, {"cast": {"card": "Test Bear", "mana": "{1}{G}", "controller": "you"}},
                            {"resolve": "all"}], {"expect": {"Test Bear": {"zone": "battlefield"}}}),
    "Whenever you cast a spell, you gain 2 life.": (
        {}, ["Test Bear"], [{"cast": {"card": "Test Bear", "mana": "{1}{G}"}}, {"resolve": "all"}],
        {"expect": {"you": {"life": 22}}}),
    "Skip your draw step.": ({}, [], [{"end_turn": True}, {"end_turn": True}], {"expect": {"you": {"hand": 0}}}),
    "Creatures your opponents control can't block.": (
        {"Test Wall": {**_BEAR, "type_line": "Creature — Wall"}}, [],
        [{"enter": ["Test Bear", {"card": "Test Wall", "controller": "opponent"}]}, {"attack": ["Test Bear"]},
         {"block": {"Test Wall": "Test Bear"}, "refused": "509.1b"}], None),
}


class _Plain(yaml.SafeDumper):
    def ignore_aliases(self, data):   # scenario files allow no YAML aliases
        return True


def _scenario(text: str, where: str) -> str:
    cards, hand, steps, last = CASES[text]
    kind = "Enchantment" if where == "battlefield" else "Vanguard"
    source = {"Test Source": {"type_line": kind, "text": text}, "Test Bear": _BEAR, **cards}
    first = {"enter": ["Test Source"]} if where == "battlefield" else \
        {"put": {"card": "Test Source", "zone": "command", "owner": "you"}}
    all_steps = [first, *steps] + ([{**last, "why": "the same as on the battlefield (313.4)"}] if last else [])
    for s in all_steps:
        if "refused" in s:
            s.setdefault("why", "the same as on the battlefield (313.4)")
    return yaml.dump(({"title": f"{where}: {text}", "edition": "2026-04-17", "kind": "puzzle",
                           "players": [{"name": "you", "library": 5, "hand": hand},
                                       {"name": "opponent", "library": 5}],
                           "cards": source, "steps": all_steps}), Dumper=_Plain, sort_keys=False,
                     allow_unicode=True)


@pytest.mark.parametrize("text", list(CASES))
@pytest.mark.parametrize("where", ["battlefield", "command"])
def test_an_ability_works_in_the_command_zone_as_on_the_battlefield(text, where):
    res = run(loads(_scenario(text, where), f"<{where}>"))
    assert res.error is None, res.error
    bad = [c for c in res.checks if not c.ok]
    assert res.checks
    assert res.passed
    assert not bad, [str(c) for c in bad]


_AGENDA = ("Hidden agenda (Start the game with this conspiracy face down in the command zone and secretly choose a card "
           "name. You may turn this conspiracy face up any time and reveal that name.)\nCreatures you control with the "
           "chosen name have haste.")


def _put(put: dict, edition: str = "2026-04-17"):
    doc = {"title": "t", "edition": edition, "kind": "puzzle", "players": ["you", "opponent"],
           "cards": {"Test Agenda": {"type_line": "Conspiracy", "text": _AGENDA},
                     "Test Vanguard": {"type_line": "Vanguard", "text": "Creatures you control get +1/+0."},
                     "Test Bear": dict(_BEAR)},
           "steps": [{"put": put}]}
    return run(loads(yaml.dump(doc, Dumper=_Plain, sort_keys=False, allow_unicode=True), "bad.yaml"))


@pytest.mark.parametrize("put, words", [
    ({"card": "Test Agenda", "zone": "command", "owner": "you"}, "hidden agenda"),       # the chosen name unstated
    ({"card": "Test Vanguard", "zone": "command", "owner": "you", "name": "Test Bear"}, "has none"),
    ({"card": "Test Bear", "zone": "exile", "owner": "you", "name": "Test Bear"}, "zone: command"),
])
def test_a_bad_put_is_an_error_naming_the_step(put, words):
    with pytest.raises(ScenarioError) as exc:
        _put(put)
    assert "bad.yaml:" in str(exc.value) and words in str(exc.value)


def test_a_vanguard_under_rules_without_vanguards_is_refused_not_ignored():
    with pytest.raises(ScenarioError) as exc:
        _put({"card": "Test Vanguard", "zone": "command", "owner": "you"}, edition="2009-09-04")
    assert "no rule for vanguard cards" in str(exc.value) and "2009-10-01" in str(exc.value)
