"""What players can't do (kb.engine.restrictions): statics and resolved effects read from their words and
checked where the rules consult them — casting (601.3), activating (602.5), blocking (509.1b), losing and
winning (101.2, 704.5a), the legend rule turned off (704.5j) — and a readable cost of an ability whose effect
isn't read (606.6)."""
from __future__ import annotations

import pytest

from kb.engine.errors import ParseError
from kb.engine.parser import _Ctx, parse_selector
from kb.engine.restrictions import read_restriction
from kb.engine.scenario import loads, run
from tests.helpers import puzzle_head

CARDS = """
cards:
  Law: {type_line: Enchantment, text: "Each player can't cast more than one spell each turn."}
  Oldlaw: {type_line: Enchantment, text: "Each player can't play more than one spell each turn."}
  Monk: {type_line: Creature — Monk, power: 2, toughness: 2, text: "Players can cast spells only during their own turns."}
  Sage: {type_line: Creature — Wizard, power: 1, toughness: 1, text: "Each opponent can cast spells only any time they could cast a sorcery."}
  Teeg: {type_line: Creature — Kithkin, power: 2, toughness: 2, text: "Noncreature spells with mana value 4 or greater can't be cast.\\nNoncreature spells with {X} in their mana costs can't be cast."}
  Winnower: {type_line: Creature — Eldrazi, power: 4, toughness: 9, text: "Your opponents can't cast spells with prime mana values."}
  Silence: {type_line: Enchantment, text: "Activated abilities of artifacts can't be activated."}
  Spyglass: {type_line: Enchantment, text: "Activated abilities of artifacts can't be activated unless they're mana abilities."}
  Keeper: {type_line: Creature — Angel, power: 3, toughness: 4, text: "Activated abilities of creatures your opponents control can't be activated."}
  Angel: {type_line: Artifact Creature — Angel, power: 4, toughness: 4, text: "You can't lose the game and your opponents can't win the game."}
  Gallery: {type_line: Artifact, text: "The \\"legend rule\\" doesn't apply to permanents you control."}
  Hero: {type_line: Legendary Creature — Human, power: 2, toughness: 2}
  Ring: {mana_cost: "{1}", type_line: Artifact, text: "{T}: Add {C}{C}."}
  Pinger: {type_line: Artifact Creature — Golem, power: 1, toughness: 1, text: "{T}: Pinger deals 1 damage to any target."}
  Zap: {mana_cost: "{R}", type_line: Instant, text: "Zap deals 1 damage to target creature or player."}
  Jolt: {mana_cost: "{R}", type_line: Instant, text: "Jolt deals 2 damage to target creature or player."}
  Burn: {mana_cost: "{X}{R}", type_line: Sorcery, text: "Burn deals X damage to any target."}
  Quake: {mana_cost: "{2}{R}{R}", type_line: Sorcery, text: "Quake deals 4 damage to any target."}
  Ogre: {mana_cost: "{3}{R}", type_line: Creature — Ogre, power: 3, toughness: 3}
  Stomp: {mana_cost: "{1}{R}", type_line: Sorcery, text: "Creatures without flying can't block this turn."}
  Bear: {type_line: Creature — Bear, power: 2, toughness: 2}
  Drake: {type_line: Creature — Drake, power: 2, toughness: 2, text: "Flying"}
  Walker: {type_line: Legendary Planeswalker — Tester, loyalty: 3, text: "+1: Shuffle the cosmos gently.\\n−6: Rewrite the sky with target player's name."}
"""


def _run(steps: str, edition: str = "2026-04-17"):
    return run(loads(puzzle_head(edition) + CARDS + "steps:\n" + steps), None)


def _refusals(res):
    return [(c.expected, c.ok, str(c.actual)) for c in res.checks if c.field == "refused"]


def _values(res, field):
    return [c.actual for c in res.checks if c.field == field]


# --- reading ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, want", [
    ("Each player can't cast more than one spell each turn.", ("cast", "each", 1, None, None)),
    ("Each opponent can't cast more than two spells each turn.", ("cast", "opponents", 2, None, None)),
    ("Players can cast spells only during their own turns.", ("cast", "each", None, "own_turn", None)),
    ("Each opponent can cast spells only any time they could cast a sorcery.", ("cast", "opponents", None, "sorcery", None)),
    ("Your opponents can't cast spells during your turn.", ("cast", "opponents", None, None, "your_turn")),
    ("Activated abilities of artifacts can't be played.", ("activate", "each", None, None, None)),
    ("You can't lose the game.", ("lose", "you", None, None, None)),
])
def test_reader_gives_plain_values(text, want):
    (r,) = read_restriction(text, _Ctx("Source"), parse_selector=parse_selector)
    assert (r.action, r.players, r.more_than, r.only, r.during) == want


def test_reader_two_restrictions_in_one_sentence_and_none_for_other_text():
    rs = read_restriction("You can't lose the game and your opponents can't win the game.", _Ctx("Source"),
                          parse_selector=parse_selector)
    assert [(r.action, r.players) for r in rs] == [("lose", "you"), ("win", "opponents")]
    rs = read_restriction("During your turn, your opponents can't cast spells or activate abilities of artifacts.",
                          _Ctx("Source"), parse_selector=parse_selector)
    assert [(r.action, r.players, r.during) for r in rs] == [("cast", "opponents", "your_turn"),
                                                              ("activate", "opponents", "your_turn")]
    assert read_restriction("Creatures you control get +1/+1.", _Ctx("Source"), parse_selector=parse_selector) is None


def test_reader_refuses_what_it_does_not_understand():
    with pytest.raises(ParseError):
        read_restriction("Your opponents can't cast spells with prime mana values.", _Ctx("Source"),
                         parse_selector=parse_selector)


def test_an_unread_restriction_makes_the_cast_cannot_decide():
    res = _run("  - enter: {card: Winnower, controller: opponent}\n"
               "  - cast: {card: Jolt, targets: [opponent]}\n    refused: '601.3'\n")
    (check,) = [c for c in res.checks if c.field == "refused"]
    assert check.undecided and "Winnower" in check.undecided[0]
    assert not check.ok


# --- casting (601.3) --------------------------------------------------------------------------------------
def test_more_than_one_spell_counts_each_players_own_spells_this_turn():
    res = _run("  - enter: {card: Law, controller: opponent}\n"
               "  - cast: {card: Zap, targets: [opponent]}\n  - resolve: all\n"
               "  - cast: {card: Jolt, targets: [opponent]}\n    refused: '601.3'\n"
               "  - cast: {card: Jolt, controller: opponent, targets: [you]}\n  - resolve: all\n"
               "  - end_turn:\n"
               "  - cast: {card: Zap, as: Zap2, controller: you, targets: [opponent]}\n  - resolve: all\n"
               "  - expect: {opponent: {life: 18}, you: {life: 18}}\n")
    assert [r[:2] for r in _refusals(res)] == [("601.3", True)]
    assert "Law" in _refusals(res)[0][2]
    assert res.passed


def test_restriction_ends_when_its_source_leaves():
    res = _run("  - enter: {card: Law, controller: opponent}\n"
               "  - cast: {card: Zap, targets: [opponent]}\n  - resolve: all\n"
               "  - destroy: Law\n"
               "  - cast: {card: Jolt, targets: [opponent]}\n  - resolve: all\n"
               "  - expect: {opponent: {life: 17}}\n")
    assert res.passed


def test_older_wording_under_the_2007_rules_cites_409_4():
    res = _run("  - enter: {card: Oldlaw, controller: opponent}\n"
               "  - cast: {card: Zap, targets: [opponent]}\n  - resolve: all\n"
               "  - cast: {card: Jolt, targets: [opponent]}\n    refused: '409.4'\n", edition="2007-02-01")
    assert [r[:2] for r in _refusals(res)] == [("409.4", True)]


def test_only_during_their_own_turns_and_only_as_a_sorcery():
    res = _run("  - enter: Monk\n"
               "  - cast: {card: Zap, controller: opponent, targets: [you]}\n    refused: '601.3'\n"
               "  - cast: {card: Zap, targets: [opponent]}\n  - resolve: all\n"
               "  - expect: {opponent: {life: 19}}\n")
    assert res.passed
    res = _run("  - enter: Sage\n"
               "  - cast: {card: Zap, controller: opponent, targets: [you]}\n    refused: '601.3'\n"
               "  - cast: {card: Jolt, targets: [opponent]}\n  - resolve: all\n"
               "  - expect: {opponent: {life: 18}}\n")
    assert res.passed   # the Sage restricts only its controller's opponents


def test_mana_value_and_x_in_the_cost():
    res = _run("  - enter: {card: Teeg, controller: opponent}\n"
               "  - cast: {card: Quake, targets: [opponent]}\n    refused: '601.3'\n"
               "  - cast: {card: Burn, x: 1, targets: [opponent]}\n    refused: '601.3'\n"
               "  - cast: Ogre\n  - resolve: all\n"
               "  - expect: {Ogre: {zone: battlefield}}\n")
    assert res.passed and len(_refusals(res)) == 2


# --- activating (602.5) -----------------------------------------------------------------------------------
def test_activation_of_artifacts_mana_abilities_included_unless_excepted():
    res = _run("  - enter: [{card: Silence, controller: opponent}, Ring, Pinger]\n"
               "  - activate: Ring\n    refused: '602.5'\n"
               "  - activate: {card: Pinger, targets: [opponent]}\n    refused: '602.5'\n")
    assert [r[:2] for r in _refusals(res)] == [("602.5", True), ("602.5", True)]
    res = _run("  - enter: [{card: Spyglass, controller: opponent}, Ring, Pinger]\n"
               "  - activate: Ring\n"
               "  - activate: {card: Pinger, targets: [opponent]}\n    refused: '602.5'\n"
               "  - expect: {Ring: {tapped: true}}\n")
    assert res.passed


def test_activation_restricted_only_for_the_controllers_opponents():
    res = _run("  - enter: [{card: Keeper, controller: opponent}, {card: Pinger, as: Mine}, "
               "{card: Pinger, as: Theirs, controller: opponent}]\n"
               "  - activate: {card: Theirs, targets: [you]}\n  - resolve: all\n"
               "  - activate: {card: Mine, targets: [opponent]}\n    refused: '602.5'\n"
               "  - expect: {you: {life: 19}, opponent: {life: 20}}\n")
    assert res.passed


def test_a_readable_loyalty_cost_is_checked_though_the_effect_is_not_read():
    res = _run("  - enter: Walker\n"
               "  - activate: {card: Walker, ability: 2, targets: [opponent]}\n    refused: '606.6'\n"
               "  - activate: {card: Walker, ability: 1}\n"
               "  - expect: {Walker: {counters: {loyalty: 4}}}\n")
    assert [r[:2] for r in _refusals(res)] == [("606.6", True)]
    (c,) = [c for c in res.checks if c.field == "counters"]
    assert c.ok


# --- blocking (509.1b) ------------------------------------------------------------------------------------
def test_cant_block_this_turn_names_its_source_and_ends_with_the_turn():
    res = _run("  - enter: [{card: Ogre, this_turn: false}, {card: Bear, controller: opponent}, "
               "{card: Drake, controller: opponent}]\n"
               "  - cast: Stomp\n  - resolve: all\n  - attack: [Ogre]\n"
               "  - block: {Bear: Ogre}\n    refused: '509.1b'\n"
               "  - block: {Drake: Ogre}\n")
    (ref,) = _refusals(res)
    assert ref[1] and "Stomp" in ref[2]
    res = _run("  - enter: [Ogre, {card: Bear, controller: opponent}]\n"
               "  - cast: Stomp\n  - resolve: all\n  - end_turn:\n"
               "  - attack: [Bear]\n  - block: {Ogre: Bear}\n  - step: combat_damage\n"
               "  - expect: {Bear: {zone: graveyard}}\n")
    assert res.passed


# --- losing, winning, the legend rule -----------------------------------------------------------------------
def test_cant_lose_until_the_source_leaves_and_opponents_cant_win():
    res = _run("  - enter: Angel\n  - life: {player: you, set: 0}\n"
               "  - effect: {text: 'You win the game.', controller: opponent}\n"
               "  - expect: {you: {lost: false}, opponent: {won: false}}\n"
               "  - destroy: Angel\n  - expect: {you: {lost: true}}\n")
    assert res.passed
    assert _values(res, "lost") == [False, True]


def test_legend_rule_off_only_for_the_permanents_it_names():
    res = _run("  - enter: [{card: Gallery, controller: opponent}, {card: Hero, as: Their A, controller: opponent}, "
               "{card: Hero, as: Their B, controller: opponent}]\n"
               "  - enter: {card: Hero, as: My A}\n"
               "  - enter: {card: Hero, as: My B}\n    keep: My A\n"
               "  - expect: {Their A: {zone: battlefield}, Their B: {zone: battlefield}, My A: {zone: battlefield}, "
               "My B: {zone: graveyard}}\n")
    assert res.passed


def test_more_than_one_spell_of_a_description_counts_only_those():
    cards = CARDS + '  Hush: {type_line: Enchantment, text: "Each player can\'t cast more than one noncreature spell each turn."}\n'
    sc = loads(puzzle_head() + cards + "steps:\n"
               "  - enter: {card: Hush, controller: opponent}\n"
               "  - cast: Ogre\n  - resolve: all\n"
               "  - cast: {card: Zap, targets: [opponent]}\n  - resolve: all\n"
               "  - cast: {card: Jolt, targets: [opponent]}\n    refused: '601.3'\n"
               "  - expect: {opponent: {life: 19}, Ogre: {zone: battlefield}}\n")
    res = run(sc, None)
    assert res.passed


def test_a_resolved_restriction_lasts_the_turn_and_an_unread_one_is_cannot_decide():
    cards = CARDS + ('  Hush: {mana_cost: "{W}", type_line: Instant, text: "Your opponents can\'t cast spells this turn."}\n'
                     '  Chant: {mana_cost: "{W}", type_line: Instant, text: "Target player can\'t cast spells with prime mana values this turn."}\n'
                     '  Muzzle: {mana_cost: "{W}", type_line: Instant, text: "Target player can\'t cast creature spells this turn."}\n')
    sc = loads(puzzle_head() + cards + "steps:\n"
               "  - cast: Hush\n  - resolve: all\n"
               "  - cast: {card: Zap, controller: opponent, targets: [you]}\n    refused: '601.3'\n"
               "  - end_turn:\n"
               "  - cast: {card: Jolt, controller: opponent, targets: [you]}\n  - resolve: all\n"
               "  - expect: {you: {life: 18}}\n")
    res = run(sc, None)
    assert res.passed and "Hush" in _refusals(res)[0][2]
    sc = loads(puzzle_head() + cards + "steps:\n"
               "  - cast: {card: Chant, targets: [opponent]}\n  - resolve: all\n"
               "  - cast: {card: Zap, controller: opponent, targets: [you]}\n  - resolve: all\n"
               "  - expect: {you: {life: 19}}\n")
    res = run(sc, None)
    (c,) = [c for c in res.checks if c.field == "life"]
    assert c.undecided and not c.ok   # never a guessed ✓

    sc = loads(puzzle_head() + cards + "steps:\n"
               "  - cast: {card: Muzzle, targets: [you]}\n  - resolve: all\n"
               "  - cast: Ogre\n    refused: '601.3'\n"
               "  - cast: {card: Zap, targets: [opponent]}\n  - resolve: all\n"
               "  - end_turn:\n  - end_turn:\n"
               "  - cast: {card: Ogre, controller: you}\n  - resolve: all\n"
               "  - expect: {opponent: {life: 19}, Ogre: {zone: battlefield, controller: you}}\n")
    res = run(sc, None)
    assert res.passed and "Muzzle" in _refusals(res)[0][2]


def test_cast_and_activate_only_during_their_own_turns():
    cards = CARDS + '  Solitude: {type_line: Enchantment, text: "Players can cast spells and activate abilities only during their own turns."}\n'
    sc = loads(puzzle_head() + cards + "steps:\n"
               "  - enter: [Solitude, {card: Pinger, controller: opponent}]\n"
               "  - activate: {card: Pinger, targets: [you]}\n    refused: '602.5'\n"
               "  - end_turn:\n"
               "  - activate: {card: Pinger, targets: [you]}\n  - resolve: all\n"
               "  - expect: {you: {life: 19}}\n")
    res = run(sc, None)
    assert res.passed and _refusals(res)[0][1]


def test_cant_play_lands_static_and_this_turn():
    cards = CARDS + ('  Worms: {type_line: Enchantment, text: "Players can\'t play lands."}\n'
                     '  Forest: {type_line: Basic Land — Forest}\n'
                     '  Moat: {mana_cost: "{G}", type_line: Instant, text: "Your opponents can\'t play lands this turn."}\n')
    res = run(loads(puzzle_head() + cards + "steps:\n  - enter: Worms\n  - play: Forest\n    refused: '305.1'\n"
                    "  - destroy: Worms\n  - play: Forest\n  - expect: {Forest: {zone: battlefield}}\n"), None)
    assert res.passed and "Worms" in _refusals(res)[0][2]
    res = run(loads(puzzle_head() + cards + "players: [opponent, you]\nsteps:\n"
                    "  - cast: {card: Moat, controller: you}\n  - resolve: all\n"
                    "  - play: {card: Forest, controller: opponent}\n    refused: '305.1'\n"), None)
    assert [r[:2] for r in _refusals(res)] == [("305.1", True)]


@pytest.mark.parametrize("edition, refused", [("2026-04-17", True), ("2014-02-01", False)])
def test_x_counts_in_the_mana_value_only_since_prohibitions_are_checked_after_the_proposal(edition, refused):
    cards = CARDS + ('  Tax: {type_line: Creature — Kithkin, power: 2, toughness: 2, text: "Noncreature spells with mana '
                     'value 4 or greater can\'t be cast."}\n'
                     '  Flare: {mana_cost: "{X}{R}", type_line: Instant, text: "Flare deals X damage to target player."}\n')
    # "target player", words of every edition ("any target" is a term of the 2018-04-27 rules: under 2014's, without a
    # KB too, it is an unknown of its own)
    steps = "  - enter: {card: Tax, controller: opponent}\n  - cast: {card: Flare, x: 3, targets: [opponent]}\n"
    if refused:
        res = run(loads(puzzle_head(edition) + cards + "steps:\n" + steps + "    refused: '601.2e'\n"), None, bind=False)
        assert _refusals(res)[0][1] and "601.3a" in _refusals(res)[0][2]
    else:   # 601.5 (2009-2015): checked as the player begins; X is 0 off the stack (202.3e then)
        res = run(loads(puzzle_head(edition) + cards + "steps:\n" + steps + "  - resolve: all\n"
                        "  - expect: {opponent: {life: 17}}\n"), None, bind=False)
        assert res.passed


def test_cant_lose_this_turn_from_a_resolved_spell():
    cards = CARDS + ('  Grace: {mana_cost: "{W}", type_line: Instant, text: "You can\'t lose the game this turn and your '
                     'opponents can\'t win the game this turn."}\n')
    res = run(loads(puzzle_head() + cards + "steps:\n  - cast: Grace\n  - resolve: all\n"
                    "  - life: {player: you, set: 0}\n  - expect: {you: {lost: false}}\n"
                    "  - end_turn:\n  - expect: {you: {lost: true}}\n"), None)
    assert res.passed


def test_zones_cast_from_combat_and_loyalty_abilities():
    cards = CARDS + ('  Rune: {type_line: Artifact, text: "Players can\'t cast spells from graveyards or libraries."}\n'
                     '  Magistrate: {type_line: Creature — Wizard, power: 1, toughness: 3, text: "Your opponents can\'t cast '
                     'spells from anywhere other than their hands."}\n'
                     '  Sun: {type_line: Artifact, text: "Players can\'t activate planeswalkers\' loyalty abilities."}\n'
                     '  Marshal: {type_line: Creature — Angel, power: 3, toughness: 3, text: "Your opponents can\'t cast '
                     'spells during combat."}\n')
    res = run(loads(puzzle_head() + cards + "steps:\n  - enter: Rune\n"
                    "  - cast: {card: Zap, from: graveyard, targets: [opponent]}\n    refused: '601.3'\n"
                    "  - cast: {card: Jolt, targets: [opponent]}\n  - resolve: all\n"
                    "  - expect: {opponent: {life: 18}}\n"), None)
    assert res.passed
    res = run(loads(puzzle_head() + cards + "steps:\n  - enter: {card: Magistrate, controller: opponent}\n"
                    "  - cast: {card: Zap, from: exile, targets: [opponent]}\n    refused: '601.3'\n"
                    "  - cast: {card: Jolt, targets: [opponent]}\n  - resolve: all\n"
                    "  - expect: {opponent: {life: 18}}\n"), None)
    assert res.passed
    res = run(loads(puzzle_head() + cards + "steps:\n  - enter: [Sun, Walker, Pinger]\n"
                    "  - activate: {card: Walker, ability: 1}\n    refused: '602.5'\n"
                    "  - activate: {card: Pinger, targets: [opponent]}\n  - resolve: all\n"
                    "  - expect: {opponent: {life: 19}}\n"), None)
    assert res.passed
    res = run(loads(puzzle_head() + cards + "steps:\n  - enter: [{card: Marshal, controller: opponent}, "
                    "{card: Ogre, this_turn: false}]\n"
                    "  - cast: {card: Zap, targets: [opponent]}\n  - resolve: all\n"
                    "  - attack: [Ogre]\n"
                    "  - cast: {card: Jolt, targets: [opponent]}\n    refused: '601.3'\n"
                    "  - expect: {opponent: {life: 19}}\n"), None)
    assert res.passed


def test_a_refusal_resting_on_something_unread_is_cannot_decide():
    cards = CARDS + '  Swap: {mana_cost: "{4}{U}", type_line: Sorcery, text: "Exchange control of two target creatures that share a creature type."}\n'
    steps = ("  - enter: [{card: Bear, this_turn: false}, {card: Ogre, controller: opponent, this_turn: false}]\n"
             "  - cast: {card: Swap, targets: [Bear, Ogre]}\n  - resolve: all\n  - end_turn:\n")
    res = run(loads(puzzle_head() + cards + "steps:\n" + steps + "  - attack: [Bear]\n    refused: '508.1a'\n"), None)
    (c,) = [c for c in res.checks if c.field == "refused"]
    assert c.undecided and not c.ok
    res = run(loads(puzzle_head() + cards + "steps:\n" + steps + "  - attack: [Bear]\n  - block: none\n"
                    "  - step: combat_damage\n  - expect: {you: {life: 18}}\n"), None)
    (c,) = [c for c in res.checks if c.field == "life"]
    assert c.undecided and not c.ok


def test_enchanted_player_and_cast_additional_spells():
    cards = CARDS + ('  Curse: {type_line: Enchantment — Aura Curse, text: "Enchant player\\nEnchanted player can\'t cast more '
                     'than one spell each turn."}\n'
                     '  Canon: {type_line: Artifact Creature — Human, power: 2, toughness: 2, text: "Each player who has cast '
                     'a nonartifact spell this turn can\'t cast additional nonartifact spells."}\n'
                     '  Trinket: {mana_cost: "{1}", type_line: Artifact, text: ""}\n')
    res = run(loads(puzzle_head() + cards + "steps:\n  - enter: {card: Curse, controller: opponent, attached_to: you}\n"
                    "  - cast: {card: Zap, controller: opponent, targets: [you]}\n  - resolve: all\n"
                    "  - cast: {card: Jolt, controller: opponent, targets: [you]}\n  - resolve: all\n"
                    "  - cast: {card: Zap, as: Zap2, controller: you, targets: [opponent]}\n  - resolve: all\n"
                    "  - cast: {card: Jolt, as: Jolt2, controller: you, targets: [opponent]}\n    refused: '601.3'\n"
                    "  - expect: {you: {life: 17}, opponent: {life: 19}}\n"), None)
    assert res.passed
    res = run(loads(puzzle_head() + cards + "steps:\n  - enter: Canon\n"
                    "  - cast: Trinket\n  - resolve: all\n"
                    "  - cast: {card: Zap, targets: [opponent]}\n  - resolve: all\n"
                    "  - cast: {card: Jolt, targets: [opponent]}\n    refused: '601.3'\n"
                    "  - expect: {opponent: {life: 19}}\n"), None)
    assert res.passed


def test_the_chosen_name():
    cards = CARDS + ('  Needle: {mana_cost: "{1}", type_line: Artifact, text: "As Needle enters, choose a card name.\\n'
                     'Activated abilities of sources with the chosen name can\'t be activated unless they\'re mana abilities."}\n'
                     '  Ban: {mana_cost: "{W}", type_line: Enchantment, text: "As Ban enters, choose a card name.\\n'
                     'Your opponents can\'t cast spells with the chosen name."}\n')
    res = run(loads(puzzle_head() + cards + "steps:\n"
                    "  - enter: [{card: Needle, controller: opponent, choose: {card_name: Pinger}}, Pinger, "
                    "{card: Ring, this_turn: false}]\n"
                    "  - activate: {card: Pinger, targets: [opponent]}\n    refused: '602.5'\n"
                    "  - activate: Ring\n  - expect: {Ring: {tapped: true}}\n"), None)
    assert res.passed
    res = run(loads(puzzle_head() + cards + "steps:\n"
                    "  - enter: {card: Ban, controller: opponent, choose: {card_name: Zap}}\n"
                    "  - cast: {card: Zap, targets: [opponent]}\n    refused: '601.3'\n"
                    "  - cast: {card: Jolt, targets: [opponent]}\n  - resolve: all\n"
                    "  - expect: {opponent: {life: 18}}\n"), None)
    assert res.passed


def test_your_opponents_cant_lose_and_you_cant_win():
    cards = CARDS + ('  Persecutor: {type_line: Creature — Demon, power: 6, toughness: 6, text: "You can\'t win the game '
                     'and your opponents can\'t lose the game."}\n')
    res = run(loads(puzzle_head() + cards + "steps:\n  - enter: Persecutor\n  - life: {player: opponent, set: 0}\n"
                    "  - effect: {text: 'You win the game.', controller: you}\n"
                    "  - expect: {opponent: {lost: false}, you: {won: false}}\n"
                    "  - sacrifice: Persecutor\n  - expect: {opponent: {lost: true}}\n"), None)
    assert res.passed
