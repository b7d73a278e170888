"""Cast triggers (603.2, 601.2i): one reader for "whenever [who] cast(s) [a spell of some quality]" (the spell's
card types, subtypes, colours, supertypes, mana value, "historic"), for what of the casting it asks ("your second
spell each turn", "during an opponent's turn", "from exile"), "When you cast ~" (an ability of the spell on the
stack, 113.6k) and "a spell you've cast is countered"; prowess (702.108a) as its keyword trigger. Every ability read
renders back to its words (kb.engine.render); a rider the reader does not know leaves the ability unread."""
from __future__ import annotations

import pytest

from kb.engine.abilities import TriggeredAbility, UnmodelledAbility
from kb.engine.cardtext import parse_ability, parse_card_text
from kb.engine.render import account
from kb.engine.scenario import loads, run

from helpers import puzzle_head

READ = [
    "Whenever you cast a kicked spell, draw a card.",                       # kicked (702.33d): CastQuality.kicked
    "Whenever you cast a Spirit or Arcane spell, you may draw a card.",
    "Whenever you cast a historic spell, draw a card.",
    "Whenever you cast a multicolored spell, you gain 1 life.",
    "Whenever an opponent casts a multicolored spell, you gain 4 life.",
    "Whenever you cast a spell with mana value 5 or greater, draw a card.",
    "Whenever you cast a spell with converted mana cost 5 or greater, draw a card.",
    "Whenever a player casts a spell with mana value 3 or less, ~ deals 2 damage to that player.",
    "Whenever you cast a creature spell with power 4 or greater, draw a card.",
    "Whenever you cast your second spell each turn, draw a card.",
    "Whenever an opponent casts their first noncreature spell each turn, draw a card.",
    "Whenever you cast a spell during an opponent's turn, draw a card.",
    "Whenever you cast a spell from exile, draw a card.",
    "Whenever a player casts a spell from their hand, draw a card.",
    "Whenever you cast a spell from your graveyard, draw a card.",
    "Whenever you cast a spell from anywhere other than your hand, draw a card.",
    "Whenever you cast an Aura or Equipment spell, draw a card.",
    "Whenever you cast a spell that's white, you gain 1 life.",
    "When you cast ~, draw four cards.",
    "Whenever a spell you've cast is countered, draw a card.",
]


@pytest.mark.parametrize("line", READ)
def test_read_and_every_word_accounted_for(line):
    ab = parse_ability(line, "Test Card", frozenset({"Creature"}))
    assert isinstance(ab, TriggeredAbility), ab
    assert account(ab, line, "Test Card") == []


@pytest.mark.parametrize("line", [
    "Whenever you cast a spell that has {X} in its mana cost, draw a card.",
    "Whenever you cast a spell you don't own, draw a card.",
    "Whenever a player casts an instant or sorcery card, draw a card.",     # a card cast: not read as a spell
    "Whenever you cast a spell with {R} in its mana cost, draw a card.",   # only {X} is read there (202.1)
])
def test_unread_riders_stay_unread(line):
    card = parse_card_text(line, "Test Card")
    assert any(isinstance(a, UnmodelledAbility) for a in card), card


def test_prowess_is_its_keyword_trigger():
    (ab,) = [a for a in parse_card_text("Prowess", "Monastery Swiftspear")]
    assert isinstance(ab, TriggeredAbility) and ab.keyword_name == "prowess"
    assert ab.spec.event == "cast" and ab.spec.who == "you" and str(ab.spec.subject) == "noncreature spell"


CARDS = """cards:
  Swiftspear: {mana_cost: "{R}", type_line: Creature — Human Monk, power: 1, toughness: 2, text: "Prowess"}
  Jori: {mana_cost: "{1}{U}{R}", type_line: Legendary Creature — Merfolk Wizard, power: 2, toughness: 3, text: "Whenever you cast your first instant or sorcery spell each turn, draw a card."}
  Pranks: {mana_cost: "{2}{U}", type_line: Creature — Faerie, power: 1, toughness: 1, text: "Whenever you cast a spell during an opponent's turn, you gain 1 life."}
  Exiler: {mana_cost: "{2}{R}", type_line: Creature — Human, power: 1, toughness: 1, text: "Whenever you cast a spell from exile, you gain 3 life."}
  Butcher: {mana_cost: "{10}", type_line: Legendary Creature — Eldrazi, power: 10, toughness: 9, text: "When you cast this spell, draw four cards."}
  Presence: {mana_cost: "{G}", type_line: Enchantment, text: "Whenever a spell you've cast is countered, you gain 5 life."}
  Shock: {mana_cost: "{R}", type_line: Instant, text: "Shock deals 2 damage to any target."}
  Test Jolt: {mana_cost: "{R}", type_line: Instant, text: "Test Jolt deals 2 damage to target creature or player."}
  Glimpse: {mana_cost: "{1}{R}", type_line: Sorcery, text: "Exile the top card of your library. You may play that card this turn."}
  Opt: {mana_cost: "{U}", type_line: Instant, text: "Draw a card."}
  Bears: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
  Counterspell: {mana_cost: "{U}{U}", type_line: Instant, text: "Counter target spell."}
  Fork: {mana_cost: "{R}{R}", type_line: Instant, text: "Copy target instant or sorcery spell, except that the copy is red. You may choose new targets for the copy."}
"""


def _run(steps: str, edition: str = "2026-04-17", players: str = ""):
    res = run(loads(puzzle_head(edition) + players + CARDS + "steps:\n" + steps), None)
    return {(c.obj, c.field): c.actual for c in res.checks}, res


def _trace(res) -> str:
    return "\n".join(ln.text for r in res.records for ln in r.trace.lines)


def test_prowess_says_why_it_does_not_trigger():
    got, res = _run("""  - enter: Swiftspear
  - cast: Bears
  - resolve: all
  - expect: {Swiftspear: {pt: 1/2}}
""")
    assert res.passed, got
    assert "Swiftspear's triggered ability (\u201cProwess\u201d) doesn't trigger: Bears (Creature \u2014 Bear) is not a " \
           "noncreature spell" in _trace(res)


def test_a_copy_is_not_cast():
    got, res = _run("""  - enter: Swiftspear
  - cast: {card: Shock, targets: [opponent]}
  - cast: {card: Fork, targets: [Shock], choose: {new_targets: keep}}
  - resolve: all
  - expect: {Swiftspear: {pt: 3/4}, opponent: {life: 16}}
""")
    assert res.passed, got


def test_first_instant_or_sorcery_each_turn_counts_only_those():
    # a creature spell first does not make Opt the second "instant or sorcery spell"; the Shock after it is
    got, res = _run("""  - enter: Jori
  - cast: Bears
  - resolve: all
  - cast: Opt
  - resolve: all
  - cast: {card: Shock, targets: [opponent]}
  - resolve: all
  - expect: {you: {hand: 2, library: 8}}
""", players="players:\n  - {name: you, library: 10, hand: []}\n  - opponent\n")
    assert res.passed, got


def test_during_an_opponents_turn():
    got, res = _run("""  - enter: {card: Pranks, controller: you}
  - cast: {card: Shock, controller: you, targets: [opponent]}
  - resolve: all
  - expect: {you: {life: 21}}
""", players="players: [opponent, you]\n")
    assert res.passed, got
    got, res = _run("""  - enter: Pranks
  - cast: {card: Shock, targets: [opponent]}
  - resolve: all
  - expect: {you: {life: 20}}
""")
    assert res.passed, got


def test_cast_from_exile():
    # the Shock exiled by Glimpse may be cast this turn (611.2a: a card is cast from exile only as an effect allows,
    # 601.3); Glimpse and the second Shock are cast from the hand
    got, res = _run("""  - enter: Exiler
  - cast: Glimpse
  - resolve: all
  - cast: {card: Shock, from: exile, targets: [opponent]}
  - resolve: all
  - cast: {card: Shock, as: Second Shock, targets: [opponent]}
  - resolve: all
  - expect: {you: {life: 23}}
""", players="players:\n  - {name: you, library: [Shock]}\n  - opponent\n")
    assert res.passed, got


def test_when_you_cast_this_spell_triggers_on_the_stack():
    got, res = _run("""  - cast: Butcher
  - resolve: all
  - expect: {you: {hand: 4, library: 6}, Butcher: {zone: battlefield}}
""", players="players:\n  - {name: you, library: 10, hand: []}\n  - opponent\n")
    assert res.passed, got
    assert "Butcher's triggered ability triggers" in _trace(res)


def test_when_you_cast_this_spell_is_labelled_by_the_spell():
    # the second Butcher of the hand goes by "Butcher #2" there; its spell is Butcher, and so is the source
    # of its "When you cast" trigger in the trace (603.2)
    got, res = _run("""  - cast: {card: "Butcher #2", mana: "{10}"}
  - resolve: all
  - expect: {you: {hand: 5}}
""", players="players:\n  - {name: you, library: 20, hand: [Butcher, Butcher]}\n  - opponent\n")
    assert res.passed, got
    trace = _trace(res)
    assert "#2's triggered ability" not in trace and "Butcher's triggered ability triggers" in trace, trace


def test_a_spell_youve_cast_is_countered():
    got, res = _run("""  - enter: Presence
  - cast: {card: Shock, targets: [opponent]}
  - cast: {card: Counterspell, controller: opponent, targets: [Shock]}
  - resolve: all
  - expect: {you: {life: 25}, opponent: {life: 20}}
""")
    assert res.passed, got
    # my opponent's spell countered, or mine resolving: no trigger
    got, res = _run("""  - enter: Presence
  - cast: {card: Shock, controller: opponent, targets: [you]}
  - cast: {card: Counterspell, targets: [Shock]}
  - resolve: all
  - expect: {you: {life: 20}}
""")
    assert res.passed, got


def test_prowess_before_2014_cannot_decide_and_cites_its_number_after():
    # "target creature or player", the words of 2014: "any target" is a term of the 2018-04-27 rules (114.4 then),
    # and a spell the edition has no words for is an unknown of its own, which would hide what prowess does
    got, res = _run("""  - enter: Swiftspear
  - cast: {card: Test Jolt, targets: [opponent]}
  - resolve: all
  - expect: {Swiftspear: {pt: cannot decide}}
""", edition="2014-07-18")
    assert res.passed, got
    got, res = _run("""  - enter: Swiftspear
  - cast: {card: Test Jolt, targets: [opponent]}
  - resolve: all
  - expect: {Swiftspear: {pt: 2/3}}
""", edition="2014-09-25")
    assert res.passed, got


CASCADE = """  Elf: {mana_cost: "{2}{R}{G}", type_line: Creature — Elf Berserker, power: 3, toughness: 2, text: "Cascade"}
  Forest: {type_line: Basic Land — Forest}
  Giant: {mana_cost: "{4}{R}", type_line: Creature — Giant, power: 5, toughness: 5}
"""


def _cascade(steps: str, library: str, edition: str = "2026-04-17"):
    head = puzzle_head(edition) + f"players:\n  - {{name: you, library: {library}, hand: []}}\n  - opponent\n"
    res = run(loads(head + CARDS + CASCADE + "steps:\n" + steps), None)
    return {(c.obj, c.field): c.actual for c in res.checks}, res


def test_cascade_casts_the_first_nonland_card_with_lesser_mana_value():
    # 702.85a: Forest (a land) and Giant (mana value 5, not less than 4) are exiled and go to the bottom; Shock is
    # cast without paying its mana cost — a cast spell: prowess triggers. Giant is in the library: the random order
    # hides only where (401.4)
    got, res = _cascade("""  - enter: Swiftspear
  - cast: Elf
    triggers: {Elf: {choose: {cast: true, targets: [opponent]}}}
  - resolve: all
  - expect: {Swiftspear: {pt: 2/3}, opponent: {life: 18}, Shock: {zone: graveyard}, Giant: {zone: library}}
""", "[Forest, Giant, Shock, Opt]")
    assert res.passed, got
    assert "Forest, Giant go to the bottom of your library in a random order" in _trace(res)


def test_cascade_asks_whether_to_cast_and_may_decline():
    with pytest.raises(Exception, match=r"may cast Shock without paying its mana cost \(702\.85a\)"):
        _cascade("""  - cast: Elf
  - resolve: all
""", "[Shock]")
    got, res = _cascade("""  - cast: Elf
    triggers: {Elf: {choose: {cast: false}}}
  - resolve: all
  - expect: {opponent: {life: 20}, Shock: {zone: library}, you: {library: 1}}
""", "[Shock]")
    assert res.passed, got


def test_cascade_into_unnamed_cards_cannot_decide():
    got, res = _cascade("""  - cast: Elf
  - resolve: all
  - expect: {opponent: {life: cannot decide}}
""", "10")
    assert res.passed, got
