"""Triggered abilities other than cast triggers (issue 25): "attacks and isn't blocked" (509.3g) with "until end
of combat" (500.5a), state triggers on counters (603.8), damage triggers with "that much" (603.2, 603.2c), kicked
enters triggers with X (107.3m), coin flips whose results are stated (705). Each newly read ability passes the
word-accounting round trip (kb.engine.render)."""
from __future__ import annotations

import pytest

from kb.engine.abilities import UnmodelledAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.scenario import loads, run

HEAD = """title: t
edition: 2026-04-17
cards:
  Dweller: {mana_cost: "{3}{B}", type_line: Creature — Zombie, power: 2, toughness: 2, text: "Whenever this creature attacks and isn't blocked, it gets +2/+0 until end of combat."}
  Wall: {mana_cost: "{2}", type_line: Artifact Creature — Wall, power: 0, toughness: 8, text: Defender}
steps:
"""


def _run(steps: str, head: str = HEAD):
    res = run(loads(head + steps), None)
    return res, res.state


def _pt(state, name):
    w = state.evaluate().get(state.obj(name).oid)
    return (w.power, w.toughness)


def _read(text: str, name: str = "Card", types=frozenset({"Creature"})):
    abs_ = parse_card_text(text, name, types)
    return [a for a in abs_ if isinstance(a, UnmodelledAbility)], abs_


@pytest.mark.parametrize("text", [
    "Whenever this creature attacks and isn't blocked, it gets +2/+0 until end of combat.",
    "When Card has no ice counters on it, sacrifice it. If you do, create Marit Lage, a legendary 20/20 black Avatar "
    "creature token with flying and indestructible.",
    "Whenever a creature deals damage to Card, Card deals that much damage to that creature.",
    "Whenever a spell deals damage to Card, Card deals that much damage to that spell's controller.",
    "Whenever Card is dealt damage, it deals that much damage to any target.",
    "Kicker {X}. X can't be 0.",
    "When Card enters, if it was kicked, gain control of target artifact with mana value X or less.",
    "Whenever you cast an instant or sorcery spell, flip a coin. If you lose the flip, return that spell to its owner's "
    "hand. If you win the flip, copy that spell, and you may choose new targets for the copy.",
    "When Card enters, you get {E}{E}.",
    "Whenever Card attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.",
    "Pay {E}{E}: Put a +1/+1 counter on Card.",
    "At the beginning of each upkeep, if no spells were cast last turn, transform Card.",
    "At the beginning of each upkeep, if a player cast two or more spells last turn, transform Card.",
    "Whenever Card enters or transforms into Card, you gain 2 life.",
    "When Card enters, exile target creature an opponent controls until Card leaves the battlefield.",
    "At the beginning of your upkeep, you may have Card become a copy of target creature, except it doesn't copy that "
    "creature's color and it has this ability.",
    "If Card was kicked, it enters with two +1/+1 counters on it.",
    "Whenever you win a coin flip, put a luck counter on Card.",
    "At the beginning of your upkeep, if Card has ten or more luck counters on it, you win the game.",
    "When Card enters, create a 1/1 colorless Eldrazi Scion creature token. It has \"Sacrifice this token: Add {C}.\"",
    "When Card enters, you gain 3 life and get {E}{E}{E}.",
    "When Card enters, draw a card and you get {E}{E}.",
    "Whenever a Wolf or Werewolf you control deals combat damage to a player, draw a card.",
    "When this Vehicle enters, you get {E}{E}.",
    "When Card enters, you get six {E}.",
])
def test_read_whole(text):
    unread, _ = _read(text)
    assert unread == [], [(u.text, u.why, u.unaccounted) for u in unread]


def test_attacks_and_isnt_blocked_triggers_only_unblocked_and_ends_with_combat():
    _, st = _run("""  - enter: [Dweller, {card: Wall, controller: opponent}]
  - end_turn:
  - end_turn:
  - attack: [Dweller]
  - block: none
  - resolve: all
""")
    assert _pt(st, "Dweller") == (4, 2)
    st.end_turn()
    assert _pt(st, "Dweller") == (2, 2)   # 500.5a: it ended with the combat phase
    _, st = _run("""  - enter: [Dweller, {card: Wall, controller: opponent}]
  - end_turn:
  - end_turn:
  - attack: [Dweller]
  - block: {Wall: Dweller}
  - resolve: all
""")
    assert _pt(st, "Dweller") == (2, 2)   # 509.3g: it was blocked


DEPTHS = """title: t
edition: 2026-04-17
players: [you, {name: opponent, hand: [Stifle]}]
cards:
  Depths: {type_line: Legendary Land, text: "Depths enters with ten ice counters on it.\\nWhen Depths has no ice counters on it, sacrifice it. If you do, create Marit Lage, a legendary 20/20 black Avatar creature token with flying and indestructible."}
  Stifle: {mana_cost: "{U}", type_line: Instant, text: "Counter target activated or triggered ability."}
steps:
  - enter: Depths
"""


def test_state_trigger_on_counters_triggers_once_then_again_after_leaving_the_stack():
    _, st = _run("""  - counters: {card: Depths, remove: {ice: 9}}
""", DEPTHS)
    assert not st.stack and not st.pending            # one counter left: the state doesn't match
    _, st = _run("""  - counters: {card: Depths, remove: {ice: 10}}
  - cast: {card: Stifle, controller: opponent, targets: ["Depths's triggered ability"]}
""", DEPTHS)
    assert [it.kind for it in st.stack] == ["triggered", "spell"]   # 603.8: not again while it is on the stack
    _, st = _run("""  - counters: {card: Depths, remove: {ice: 10}}
  - cast: {card: Stifle, controller: opponent, targets: ["Depths's triggered ability"]}
  - pass: 1
""", DEPTHS)
    assert [it.kind for it in st.stack] == ["triggered"]   # countered, it has left the stack: it triggers again
    assert st.obj("Depths").zone == "battlefield"


def test_state_trigger_makes_the_named_legendary_token():
    _, st = _run("""  - counters: {card: Depths, remove: {ice: 10}}
  - resolve: all
""", DEPTHS)
    tok = st.obj("Marit Lage token")
    w = st.evaluate().get(tok.oid)
    assert (w.name, w.power, w.toughness, tuple(w.supertypes)) == ("Marit Lage", 20, 20, ("Legendary",))
    assert st.obj("Depths").zone == "graveyard"


DAMAGE = """title: t
edition: 2026-04-17
players: [you, {name: opponent, hand: [Shock]}]
cards:
  Hide: {mana_cost: "{3}{R}", type_line: Creature — Beast, power: 4, toughness: 5, text: "Whenever a creature deals damage to Hide, Hide deals that much damage to that creature.\\nWhenever a spell deals damage to Hide, Hide deals that much damage to that spell's controller."}
  Reckoner: {mana_cost: "{2}{R}", type_line: Creature — Minotaur, power: 3, toughness: 3, text: "Whenever Reckoner is dealt damage, it deals that much damage to any target."}
  Shock: {mana_cost: "{R}", type_line: Instant, text: "Shock deals 2 damage to any target."}
  Pinger: {mana_cost: "{1}{R}", type_line: Creature — Human, power: 1, toughness: 2, text: "{T}: This creature deals 1 damage to any target."}
  Bear: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
steps:
"""


def test_a_creature_and_a_spell_dealing_damage_to_it():
    _, st = _run("""  - enter: [Hide, {card: Pinger, controller: opponent}]
  - end_turn:
  - activate: {card: Pinger, controller: opponent, targets: [Hide]}
  - resolve: all
""", DAMAGE)
    assert st.obj("Pinger").damage == 1 and st.player("opponent").life == 20   # "that creature": the source
    _, st = _run("""  - enter: Hide
  - cast: {card: Shock, controller: opponent, targets: [Hide]}
  - resolve: all
""", DAMAGE)
    assert st.player("opponent").life == 18 and st.player("you").life == 20   # the spell's controller, that much


def test_is_dealt_damage_triggers_once_per_event_with_the_total():
    res, st = _run("""  - enter: [Reckoner, {card: Bear, controller: opponent, as: A}, {card: Bear, controller: opponent, as: B}]
  - end_turn:
  - end_turn:
  - attack: [Reckoner]
  - block: {A: Reckoner, B: Reckoner}
  - step: combat_damage
    assign: {Reckoner: {A: 2, B: 1}}
    triggers: {Reckoner: [[opponent], [you]]}
  - resolve: all
""", DAMAGE)
    assert st.player("opponent").life == 16 and st.player("you").life == 20   # once, 4 damage (603.2c)


KICK = """title: t
edition: 2026-04-17
cards:
  Raider: {mana_cost: "{1}{U}", type_line: Creature — Human Rogue, power: 2, toughness: 1, text: "Kicker {X}. X can't be 0.\\nWhen this creature enters, if it was kicked, gain control of target artifact with mana value X or less."}
  Stone: {mana_cost: "{2}", type_line: Artifact, text: "{T}: Add {C}."}
steps:
  - enter: {card: Stone, controller: opponent}
"""


def test_kicked_enters_trigger_takes_the_x_of_the_kicker_cost():
    _, st = _run("""  - cast: {card: Raider, kicked: true, x: 2}
    triggers: {Raider: [Stone]}
  - resolve: all
""", KICK)
    assert st.evaluate().get(st.obj("Stone").oid).controller == "you"   # 107.3m: X is 2
    _, st = _run("""  - cast: {card: Raider, kicked: true, x: 1}
  - resolve: all
""", KICK)
    assert st.evaluate().get(st.obj("Stone").oid).controller == "opponent"   # no legal target: removed (603.3d)
    _, st = _run("""  - cast: {card: Raider}
  - resolve: all
""", KICK)
    assert st.evaluate().get(st.obj("Stone").oid).controller == "opponent"   # not kicked: no trigger (603.4)


def test_kicker_x_cant_be_0():
    with pytest.raises(Exception, match="X can't be 0"):
        run(loads(KICK + """  - cast: {card: Raider, kicked: true, x: 0}
"""), None)


FLIP = """title: t
edition: 2026-04-17
players: [{name: you, hand: [Gamble, Gamble Twice]}, opponent]
cards:
  Gamble: {mana_cost: "{R}", type_line: Sorcery, text: "Flip a coin. If you win the flip, you gain 5 life. If you lose the flip, you lose 2 life."}
  Gamble Twice: {mana_cost: "{R}", type_line: Sorcery, text: "Flip a coin. If you win the flip, you gain 5 life. Flip a coin. If you lose the flip, you lose 2 life."}
steps:
"""


@pytest.mark.parametrize("flip, life", [("won", 25), ("lost", 18), ("win", 25)])
def test_a_stated_flip_decides_the_branch(flip, life):
    _, st = _run(f"""  - cast: {{card: Gamble, choose: {{flip: {flip}}}}}
  - resolve: all
""", FLIP)
    assert st.player("you").life == life


def test_each_flip_takes_the_next_stated_result():
    _, st = _run("""  - cast: {card: Gamble Twice, choose: {flip: [won, lost]}}
  - resolve: all
""", FLIP)
    assert st.player("you").life == 23   # 705.2: +5 on the first, -2 on the second


def test_an_unstated_flip_is_cannot_decide_and_a_wrong_word_an_error():
    res = run(loads(FLIP + """  - cast: {card: Gamble}
  - resolve: all
  - expect:
      you: {life: cannot decide}
"""), None)
    assert res.passed, [c for r in res.records for c in r.checks]
    with pytest.raises(Exception, match="won or lost"):
        run(loads(FLIP + """  - cast: {card: Gamble, choose: {flip: heads}}
  - resolve: all
"""), None)


ENERGY = """title: t
edition: 2026-04-17
cards:
  Champ: {mana_cost: "{3}{R}", type_line: Creature — Human, power: 3, toughness: 3, text: "When Champ enters, you get {E}{E}.\\nWhenever Champ attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it."}
  Cub: {mana_cost: "{1}{G}", type_line: Creature — Cat, power: 2, toughness: 2, text: "Pay {E}{E}: Put a +1/+1 counter on Cub."}
steps:
  - enter: Champ
  - resolve: all
"""


def test_energy_is_got_and_paid_and_an_unpayable_payment_does_nothing():
    res, st = _run("""  - expect:
      you: {energy: 2}
  - end_turn:
  - end_turn:
  - attack: [Champ]
    triggers: {Champ: {choose: {may: true}}}
  - resolve: all
  - expect:
      you: {energy: 0}
      Champ: {counters: {+1/+1: 1}}
  - end_turn:
  - end_turn:
  - attack: [Champ]
    triggers: {Champ: {choose: {may: true}}}
  - resolve: all
  - expect:
      Champ: {counters: {+1/+1: 1}}
""", ENERGY)
    assert res.passed, [c for r in res.records for c in r.checks if not c.ok] if hasattr(res, "records") else res


def test_an_energy_cost_is_paid_or_refused():
    res, st = _run("""  - enter: Cub
  - activate: {card: Cub}
  - resolve: all
  - expect:
      you: {energy: 0}
      Cub: {pt: 3/3}
  - activate: {card: Cub}
    refused: "601.2h"
""", ENERGY)
    assert res.passed


WOLF = """title: t
edition: 2026-04-17
players: [{name: you, hand: [Bolt]}, {name: opponent, hand: [Bolt, Bolt]}]
cards:
  Outlaw:
    layout: transform
    faces:
      - {name: Outlaw, mana_cost: "{1}{R}{R}", type_line: Creature — Human Werewolf, power: 2, toughness: 2, text: "At the beginning of each upkeep, if no spells were cast last turn, transform Outlaw."}
      - {name: Terror, type_line: Creature — Werewolf, power: 3, toughness: 3, colors: [R], text: "At the beginning of each upkeep, if a player cast two or more spells last turn, transform Terror."}
  Bolt: {mana_cost: "{R}", type_line: Instant, text: "Bolt deals 3 damage to any target."}
steps:
  - enter: Outlaw
"""


def _name(st, alias):
    return st.evaluate().get(st.obj(alias).oid).name


def test_werewolf_upkeep_conditions_read_the_previous_turn():
    _, st = _run("""  - end_turn:
""", WOLF)
    assert _name(st, "Outlaw") == "Terror"      # nobody cast a spell in turn 1
    _, st = _run("""  - cast: {card: Bolt, targets: [opponent]}
  - end_turn:
""", WOLF)
    assert _name(st, "Outlaw") == "Outlaw"      # one spell was cast last turn
    _, st = _run("""  - end_turn:
  - cast: {card: Bolt, controller: opponent, targets: [you]}
  - end_turn:
""", WOLF)
    assert _name(st, "Outlaw") == "Terror"      # one spell is not two: it stays transformed
    _, st = _run("""  - end_turn:
  - cast: {card: Bolt, controller: opponent, targets: [you]}
  - cast: {card: Bolt, controller: opponent, targets: [you]}
  - end_turn:
""", WOLF)
    assert _name(st, "Outlaw") == "Outlaw"      # a player cast two: it transforms back


PRIEST = """title: t
edition: 2026-04-17
players: [{name: you, hand: [Kill]}, opponent]
cards:
  Priest: {mana_cost: "{1}{W}{W}", type_line: Creature — Human Cleric, power: 2, toughness: 2, text: "When Priest enters, exile target creature an opponent controls until Priest leaves the battlefield."}
  Angel: {mana_cost: "{3}{W}{W}", type_line: Creature — Angel, power: 4, toughness: 4}
  Kill: {mana_cost: "{1}{B}{B}", type_line: Instant, text: "Destroy target creature."}
steps:
  - enter: {card: Angel, controller: opponent}
  - enter: Priest
    triggers: {Priest: [Angel]}
"""


def test_exiled_until_the_source_leaves_returns_under_its_owner():
    _, st = _run("""  - resolve: all
""", PRIEST)
    assert st.obj("Angel").zone == "exile"
    _, st = _run("""  - resolve: all
  - cast: {card: Kill, targets: [Priest]}
  - resolve: all
""", PRIEST)
    a = st.obj("Angel")
    assert a.zone == "battlefield" and st.evaluate().get(a.oid).controller == "opponent"   # 610.3c


def test_nothing_is_exiled_when_the_source_left_before_it_resolved():
    _, st = _run("""  - cast: {card: Kill, targets: [Priest]}
    respond: true
  - resolve: all
""", PRIEST)
    assert st.obj("Angel").zone == "battlefield" and not st.until_returns   # 610.3b


DOPPEL = """title: t
edition: 2026-04-17
cards:
  Doppel: {mana_cost: "{3}{U}{U}{U}", type_line: Creature — Shapeshifter, power: 0, toughness: 0, colors: [U], text: "At the beginning of your upkeep, you may have Doppel become a copy of target creature, except it doesn't copy that creature's color and it has this ability."}
  Bear: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
  Giant: {mana_cost: "{3}{R}{R}", type_line: Creature — Giant, power: 4, toughness: 4}
steps:
  - enter: [{card: Doppel, counters: {+1/+1: 1}}, Bear, {card: Giant, controller: opponent}]
  - end_turn:
  - end_turn:
"""


def test_upkeep_copy_keeps_colour_and_the_ability_and_copies_again():
    _, st = _run("""    triggers: {Doppel: {targets: [Bear], choose: {may: true}}}
  - resolve: all
""", DOPPEL)
    w = st.evaluate().get(st.obj("Doppel").oid)
    assert (w.name, w.power, tuple(w.colors)) == ("Bear", 3, ("U",))   # 707.9b: its own colour
    assert any("become a copy" in getattr(h.ability, "text", "") for h in w.abilities)   # 707.9a: and this ability
    _, st = _run("""    triggers: {Doppel: {targets: [Bear], choose: {may: true}}}
  - resolve: all
  - end_turn:
  - end_turn:
    triggers: {Doppel: {targets: [Giant], choose: {may: true}}}
  - resolve: all
""", DOPPEL)
    w = st.evaluate().get(st.obj("Doppel").oid)
    assert (w.name, w.power) == ("Giant", 5)


FIGMENT = """title: t
edition: 2026-04-17
cards:
  Figment: {mana_cost: "{1}{U}", type_line: Creature — Illusion, power: 1, toughness: 1, text: "Kicker {3}\\nIf Figment was kicked, it enters with two +1/+1 counters on it."}
steps:
"""


@pytest.mark.parametrize("step, pt", [("  - cast: {card: Figment, kicked: true}\n", (3, 3)),
                                      ("  - cast: {card: Figment}\n", (1, 1)),
                                      ("  - enter: Figment\n", (1, 1))])
def test_enters_with_counters_only_if_kicked(step, pt):
    _, st = _run(step + "  - resolve: all\n", FIGMENT)
    assert _pt(st, "Figment") == pt


LUCK = FLIP.replace("cards:\n", """cards:
  Encounter: {mana_cost: "{2}{R}{R}", type_line: Enchantment, text: "Whenever you win a coin flip, put a luck counter on Encounter.\\nAt the beginning of your upkeep, if Encounter has ten or more luck counters on it, you win the game."}
""") + "  - enter: {card: Encounter, counters: {luck: 9}}\n"


def test_a_won_flip_triggers_and_an_unstated_one_is_cannot_decide():
    _, st = _run("""  - cast: {card: Gamble, choose: {flip: won}}
  - resolve: all
  - end_turn:
  - end_turn:
""", LUCK)
    assert st.obj("Encounter").counters["luck"].n == 10 and st.player("you").won
    _, st = _run("""  - cast: {card: Gamble, choose: {flip: lost}}
  - resolve: all
""", LUCK)
    assert st.obj("Encounter").counters["luck"].n == 9
    res = run(loads(LUCK + """  - cast: {card: Gamble}
  - resolve: all
  - expect:
      Encounter: {counters: cannot decide}
"""), None)
    assert res.passed
