"""Dungeons and venturing (309, 701.49), the initiative (726), the Ring tempts you (701.54), learn (701.48a):
what the readers take in full, the dungeon reader, and bad scenario input named where it is.

The boards are the ``scenarios/puzzles/designations-*.yaml`` puzzles (run by tests/test_scenarios.py)."""
import pytest

from kb.engine.abilities import SpellAbility, UnmodelledAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.dungeon import parse_dungeon
from kb.engine.scenario import ScenarioError, loads, run

LOST_MINE = """Cave Entrance — Scry 1. (→ Goblin Lair or Mine Tunnels)
Goblin Lair — Create a 1/1 red Goblin creature token. (→ Storeroom or Dark Pool)
Mine Tunnels — Create a Treasure token. (→ Dark Pool or Fungi Cavern)
Storeroom — Put a +1/+1 counter on target creature. (→ Temple of Dumathoin)
Dark Pool — Each opponent loses 1 life and you gain 1 life. (→ Temple of Dumathoin)
Fungi Cavern — Target creature gets -4/-0 until your next turn. (→ Temple of Dumathoin)
Temple of Dumathoin — Draw a card."""


@pytest.mark.parametrize("text", [
    "Learn.",
    "Draw a card. The Ring tempts you.",
    "Venture into the dungeon.",
    "You take the initiative.",
    "Return target nontoken creature to its owner's hand. The Ring tempts you.",
])
def test_spells_read_in_full(text):
    abs_ = [a for a in parse_card_text(text, "Probe", frozenset({"Sorcery"})) if isinstance(a, SpellAbility)]
    assert len(abs_) == 1 and not abs_[0].unmodelled and not abs_[0].unaccounted, abs_


@pytest.mark.parametrize("text", [
    "When this creature enters, you take the initiative.",
    "When this creature enters, venture into the dungeon.",
    "When this creature enters, the Ring tempts you.",
    "When this creature dies, learn.",
    "Whenever the Ring tempts you, put a +1/+1 counter on each Wraith you control.",
    "Whenever you complete a dungeon, create a 2/2 green Wolf creature token.",
    "As long as you've completed a dungeon, this creature gets +3/+0 and has flying.",
    "At the beginning of your end step, if you have the initiative, put a +1/+1 counter on this creature.",
])
def test_permanent_abilities_read(text):
    abs_ = parse_card_text(text, "Probe", frozenset({"Creature"}))
    assert abs_ and not any(isinstance(a, UnmodelledAbility) for a in abs_), abs_


@pytest.mark.parametrize("text", [
    "Whenever the Ring tempts you twice, draw a card.",          # no such event: not widened
    "As long as you've completed two dungeons, this creature has flying.",
])
def test_near_misses_stay_unread(text):
    abs_ = parse_card_text(text, "Probe", frozenset({"Creature"}))
    assert any(isinstance(a, UnmodelledAbility) for a in abs_), abs_


def test_dungeon_reader():
    d = parse_dungeon("Lost Mine of Phandelver", "Dungeon", LOST_MINE)
    assert [r.name for r in d.rooms][:2] == ["Cave Entrance", "Goblin Lair"]
    assert d.room("cave entrance").next == ("Goblin Lair", "Mine Tunnels")
    assert d.room("Temple of Dumathoin").next == ()
    assert parse_dungeon("Undercity", "Dungeon — Undercity", "Archives — Draw a card.").subtypes == ("Undercity",)
    with pytest.raises(ValueError, match="Room — effect"):
        parse_dungeon("X", "Dungeon", "Just a sentence.")
    with pytest.raises(ValueError, match="Nowhere"):
        parse_dungeon("X", "Dungeon", "A — Draw a card. (→ Nowhere)")


_BOARD = """
title: t
edition: 2026-04-17
players:
  - {name: you, library: 5, hand: [], %s}
  - {name: opponent}
cards:
  Lost Mine of Phandelver:
    type_line: Dungeon
    text: |-
%s
  Delve Deeper: {mana_cost: "{1}{U}", type_line: Sorcery, text: "Venture into the dungeon."}
steps:
  - cast: Delve Deeper
  - resolve: all
  - expect:
      you: {room: Goblin Lair}
"""


def _board(player: str) -> str:
    return _BOARD % (player, "\n".join("      " + ln for ln in LOST_MINE.splitlines()))


def test_a_stated_room_is_followed():
    r = run(loads(_board("dungeon: {card: Lost Mine of Phandelver, room: Cave Entrance}, ventures: [Goblin Lair]")),
            None, bind=False)
    assert r.passed, [(c.field, c.actual) for c in r.checks]


def test_a_room_not_stated_is_cannot_decide():
    r = run(loads(_board("dungeon: {card: Lost Mine of Phandelver, room: Cave Entrance}")), None, bind=False)
    (c,) = r.checks
    assert c.actual == "not stated" and c.undecided and "Goblin Lair or Mine Tunnels" in c.undecided[0]


@pytest.mark.parametrize("player, words", [
    ("dungeon: {card: Tomb of Annihilation}", "not defined under cards"),
    ("dungeon: {card: Lost Mine of Phandelver, room: Attic}", "has no room 'Attic'"),
    ("dungeon: Lost Mine of Phandelver", "dungeon is a mapping"),
    ("dungeon: {card: Lost Mine of Phandelver, room: Cave Entrance}, ventures: [Dark Pool]", "Goblin Lair, Mine Tunnels"),
])
def test_bad_input_is_named(player, words):
    with pytest.raises(ScenarioError) as exc:
        r = run(loads(_board(player), "bad.yaml"), None, bind=False)
        raise ScenarioError(r.error or "no error")
    assert words in str(exc.value) and "bad.yaml:" in str(exc.value) and "Traceback" not in str(exc.value)
