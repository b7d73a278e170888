"""cov58's readers, one per kind of clause the 2026-06 corpus left unread: a cost removing counters of no named kind
(kb.engine.anycounter), "Discard another card named ~" (kb.engine.activationcost), "that player / its controller /
that source's controller gains control of ~" (kb.engine.givecontrol). The parsed output of each, a form each leaves
unread, and the payment of counters of several kinds (a choice stated, never guessed). The game-level answers are the
puzzles scenarios/puzzles/cov58-*.yaml."""
from kb.engine.cardtext import parse_card_text
from kb.engine.instructions import parse_costs, parse_instructions
from kb.engine.parser import _Ctx
from kb.engine.scenario import loads, run
from helpers import every_ability_read


def _read(text: str) -> bool:
    return every_ability_read(parse_card_text(text, "Testcard", frozenset({"Creature"})))


def test_remove_a_counter_of_any_kind_parsed():
    pc = _Ctx("Testcard")
    one = parse_costs("{1}{W}, Remove a counter from ~", pc)[1]
    assert (one.kind, one.n, one.counter, one.subject) == ("remove_counters", 1, "", None)
    two = parse_costs("{2}{U}, Remove two counters from ~", pc)[1]
    assert (two.kind, two.n, two.counter) == ("remove_counters", 2, "")
    other = parse_costs("{1}, Remove a counter from another creature you control", pc)[1]
    assert (other.kind, other.counter, other.subject.kind) == ("remove_counters", "", "chosen")
    assert other.subject.selector.other and other.subject.selector.types == frozenset({"Creature"})
    named = parse_costs("{1}, Remove a +1/+1 counter from ~", pc)[1]
    assert named.counter == "+1/+1"   # a named kind stays that kind
    assert _read("{1}{U}, Remove a counter from Testcard: Draw a card.")
    assert _read("{T}, Remove a counter from a nonland permanent you control: Draw a card.")
    # "from among" several permanents is another cost, not read here
    assert not _read("{3}, Remove three counters from among creatures you control: Draw a card.")


def test_discard_another_card_named_parsed():
    pc = _Ctx("Testcard")
    c = parse_costs("Discard another card named ~, Sacrifice two Mountains", pc)
    assert [(x.kind, x.n) for x in c] == [("discard", 1), ("sacrifice", 2)]
    assert c[0].subject.selector.other and c[0].subject.selector.names == frozenset({"Testcard"})
    assert _read("Grandeur — Discard another card named Testcard: Testcard gets +2/+2 until end of turn.")
    assert not _read("Discard a card named Goblin: Testcard gets +2/+2 until end of turn.")


def test_pointer_player_gains_control_parsed():
    def to(text, ability):
        ins = [i for i in parse_instructions(text, "Testcard", ability=ability)[0] if i.kind == "continuous"]
        return ins[0].subject.kind, ins[0].opts["to"].kind, getattr(ins[0].opts["to"].of, "kind", None)
    ogre = "Whenever a player casts an artifact spell, that player gains control of Testcard."
    assert to("That player gains control of Testcard.", ogre) == ("self", "event", None)
    saurian = "Whenever a source deals damage to Testcard, that source's controller gains control of Testcard."
    assert to("That source's controller gains control of Testcard.", saurian) == ("self", "controller_of", "event")
    starke = "{T}: Destroy target artifact or creature. That permanent's controller gains control of Testcard."
    assert to("Destroy target artifact or creature. That permanent's controller gains control of Testcard.", starke) \
        == ("self", "controller_of", "target")
    assert _read(ogre) and _read(saurian) and _read(starke)
    # "the player with the lowest life total" is no pointer: left to its own reader (unread today)
    assert not _read("At the beginning of your upkeep, the player with the lowest life total gains control of Testcard.")


_CARDS = """cards:
  Test Mare: {mana_cost: "{2}{U}", type_line: Creature — Horse, power: 3, toughness: 3, text: "{1}{U}, Remove a counter from this creature: Draw a card."}
"""


def _run(steps: str):
    res = run(loads("title: t\nedition: current\nplayers: [{name: you, hand: [], library: 5}, opponent]\n" + _CARDS
                    + "steps:\n" + steps), None)
    return res


def test_counters_of_several_kinds_are_a_choice_stated():
    # a -1/-1 and a stun counter: which one the cost removes is the player's choice (601.2h), never guessed
    res = _run("""
  - enter: {card: Test Mare, counters: {-1/-1: 1, stun: 1}}
  - activate: {card: Test Mare}
    refused: "602.2b"
    why: 602.2b
""")
    assert res.passed, [(c.obj, c.field, c.actual) for c in res.checks if not c.ok]
    res = _run("""
  - enter: {card: Test Mare, counters: {-1/-1: 1, stun: 1}}
  - activate: {card: Test Mare, remove_kind: [-1/-1]}
  - resolve: all
  - expect: {Test Mare: {pt: 3/3, counters: {stun: 1}}, you: {hand: 1}}
    why: 602.2b
""")
    assert res.passed, [(c.obj, c.field, c.actual) for c in res.checks if not c.ok]


def test_too_few_counters_of_all_kinds_cant_pay():
    res = _run("""
  - enter: {card: Test Mare}
  - activate: {card: Test Mare}
    refused: "118.3"
    why: 118.3
""")
    assert res.passed, [(c.obj, c.field, c.actual) for c in res.checks if not c.ok]


def test_it_after_no_counters_on_the_source_is_the_source():
    from kb.engine.ifselfit import self_after_counter_if
    mine = ("{T}, Remove a mining counter from ~: Add one mana of any color. If there are no mining counters on ~, "
            "sacrifice it.")
    assert self_after_counter_if("it", mine)
    assert not self_after_counter_if("it", "{T}: Add {C}. If there are no creatures on the battlefield, sacrifice it.")
    assert _read("{T}, Remove a depletion counter from Testcard: Add {G}{G}. If there are no depletion counters on "
                 "Testcard, sacrifice it.")


def test_this_token_inside_quotes_is_the_object_with_the_ability():
    from kb.engine.text import this_token_in_quotes
    assert this_token_in_quotes('It has "When this token dies, draw a card."') == 'It has "When ~ dies, draw a card."'
    assert this_token_in_quotes("Sacrifice this token: Add {C}.") == "Sacrifice this token: Add {C}."   # not quoted
    assert _read('{B}, {T}: Create a 1/1 black Zombie Goblin creature token named Festering Goblin. It has "When this '
                 'token dies, target creature gets -1/-1 until end of turn."')
    assert _read('{R}, {T}: Create a 3/1 red Elemental creature token. It has trample, haste, and "At the beginning of '
                 'the end step, sacrifice this token."')
