"""Issue 21, section 1 and 3: text read in part must not act silently, and an unread line blocks only what
its words can change. Parse-level checks of the mechanisms the regression scenarios
(scenarios/regressions/) exercise end to end."""
from __future__ import annotations

from kb.engine.instructions import parse_instructions
from kb.engine.keywords import parse_keyword_list
from kb.engine.stack import _unread_mana_ability
from kb.engine.text import mode_bounds
from kb.engine.unknowns import scope_of, unread_trigger_events


def _kinds(text, card, **kw):
    ins, _ = parse_instructions(text, card, lenient=True, **kw)
    return [(i.kind, i.subject.kind if i.subject is not None else None) for i in ins]


def test_a_pronoun_after_an_unread_sentence_is_not_bound_to_anything_else():
    # "It" is the creature the unread first sentence names, never the spell itself
    assert _kinds("Untap target nonattacking creature. It gets +1/+3 until end of turn.", "Alarum") == [
        ("unmodelled", None), ("unmodelled", None)]


def test_pronouns_after_create_are_the_tokens():
    assert _kinds("Create two 1/1 white Warrior creature tokens. They gain first strike until end of turn.",
                  "Mardu Charm")[-1] == ("continuous", "tokens")
    ins, _ = parse_instructions("Create a token that's a copy of target nonlegendary creature you control, except it "
                                "has haste. Sacrifice it at the beginning of the next end step.", "Kiki-Jiki, Mirror Breaker")
    assert ins[-1].kind == "delayed" and ins[-1].subject.kind == "tokens"


def test_for_each_counts_tokens_instead_of_naming_an_ability():
    ins, _ = parse_instructions("Create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 "
                                "counter on Hangarback Walker.", "Hangarback Walker")
    assert ins[0].opts["definition"]["text"] == "Flying"
    assert "counters" in str(ins[0].amount)


def test_its_controller_creates_the_token():
    ins, _ = parse_instructions("Destroy target permanent. Its controller creates a 3/3 green Beast creature token.",
                                "Beast Within")
    assert ins[1].kind == "token" and ins[1].opts["controller"].kind == "controller_of"


def test_from_your_graveyard_limits_the_target():
    _, slots = parse_instructions("Return target creature card from your graveyard to the battlefield.", "Zombify")
    assert slots[0].selector.owner == "you" and slots[0].selector.zones == {"graveyard"}
    _, slots = parse_instructions("Put target creature card from a graveyard onto the battlefield under your control.",
                                  "Reanimate")
    assert slots[0].selector.owner is None and slots[0].selector.zones == {"graveyard"}


def test_an_unread_kicker_clause_keeps_its_condition():
    # an "instead" of another kind of instruction, with a target of its own, is not read
    ins, _ = parse_instructions("Exile target artifact or enchantment. If this spell was kicked, destroy target nonland "
                                "permanent instead.", "Test Asunder", lenient=True)
    assert ins[-1].kind == "unmodelled" and ins[-1].condition.kind == "kicked"


def test_a_kicked_instead_with_its_own_target():
    # 601.2c: the kicker is announced before targets, so the replacing instruction's target is chosen only kicked and
    # the replaced one's only unkicked (kb.engine.kickedtargets)
    ins, slots = parse_instructions("Exile target artifact or enchantment. If this spell was kicked, exile target "
                                    "nonland permanent instead.", "Tear Asunder", lenient=True)
    (cond, alt), = ins[-1].opts["instead"]
    assert ins[-1].kind == alt.kind == "exile" and cond.kind == "kicked"
    assert [s.requires for s in slots] == ["unkicked", "kicked"]


def test_create_those_tokens_instead_is_the_same_tokens_another_number():
    ins, _ = parse_instructions("Create a token that's a copy of target creature. If this spell was kicked, create five "
                                "of those tokens instead.", "Rite of Replication", lenient=True)
    (cond, alt), = ins[-1].opts["instead"]
    assert ins[-1].kind == alt.kind == "token" and cond.kind == "kicked" and alt.amount.n == 5 and ins[-1].amount.n == 1


def test_the_exiled_card_of_a_linked_ability_is_not_a_cost():
    ability = "When Fiend Hunter leaves the battlefield, return the exiled card to the battlefield under its owner's control."
    ins, _ = parse_instructions("return the exiled card to the battlefield under its owner's control.", "Fiend Hunter",
                                ability=ability)
    assert ins[0].subject.kind == "selector" and ins[0].subject.selector.linked


def test_enchant_with_a_list_is_one_keyword():
    (kw,) = parse_keyword_list("Enchant creature, land, or planeswalker")
    assert kw.name == "enchant creature, land, or planeswalker"


def testmode_bounds():
    assert mode_bounds("Choose one —\n• A.\n• B.") == (1, 1)
    assert mode_bounds("Choose one or both —\n• A.\n• B.") == (1, 2)
    assert mode_bounds("Choose up to two —\n• A.\n• B.\n• C.") == (0, 2)


def test_an_unread_ability_that_adds_mana_is_a_mana_ability():
    assert _unread_mana_ability("{T}, Sacrifice ~: Add {C}{C}. If that mana is spent on a creature spell, it gains "
                                "haste until end of turn.")
    assert not _unread_mana_ability("{T}: Add {R} and target creature gets +1/+0 until end of turn.")
    assert not _unread_mana_ability("+1: Add {R}{R}. Something else.")


def test_scope_of_counts_a_move_into_a_library_or_hand_as_a_zone_change():
    """An unread sentence that moves an object by a verb that is no zone word ("shuffles it into", "on top of")
    changes where it is (701.24a, 400.7): its zone is "cannot decide", never the battlefield it was on."""
    for text in ("Its owner shuffles it into their library and frobnicates.",
                 "The owner of target nonland permanent frobnicates it into their hand.",
                 "Frobnicate target creature on top of its owner's library."):
        assert "zone" in scope_of(text), text
    assert "zone" not in scope_of("Look at the top card of your library.")


def test_scope_of_reads_inflections_and_unbounded_actions():
    assert "zone" in scope_of("Target opponent exiles the top X cards of their library.")
    assert scope_of("You may cast any number of spells with mana value X or less from among them.") == \
        scope_of("Create a 1/1 token and do anything")   # both: anything at all
    assert scope_of("has the full text of that card") == scope_of("create a token")
    assert "abilities" not in scope_of("you gain life equal to the number of Clerics you control.")
    assert "controller" not in scope_of("you gain life equal to the number of Clerics you control.")
    assert scope_of("Enchanted creature gets +1/+1 as long as you've cast two or more noncreature spells this turn.") \
        == frozenset({"pt"})
    assert "zone" in scope_of("Enchanted creature gets -3/-3 as long as you've cast two spells this turn.")


def test_unread_trigger_events():
    assert unread_trigger_events("Whenever a creature deals combat damage to one of your opponents, its controller "
                                 "draws a card.") == frozenset({"damage"})
    assert unread_trigger_events("When ~ enters, you gain life equal to twice the number of Clerics.") == {"enters"}
    assert unread_trigger_events("Whenever you discard a card, you may sacrifice ~.") == {"discard"}
    assert unread_trigger_events("Whenever you activate an ability, copy it.") is None   # no event for it
    # kb.engine.actions emits scry and surveil events (701.22, 701.25): an unread one waits for them
    assert unread_trigger_events("Whenever you scry, ~ gets +1/+0 and gains trample until end of turn.") == \
        {"keyword_action"}
    assert unread_trigger_events("When you control no Islands, sacrifice ~.") is None    # a state trigger (603.8)


def test_scope_of_a_colour_or_type_given_reaches_what_filters_read():
    """An unread text that gives an object a colour or a type can change what other effects do to it through their
    filters ("Other white creatures get +1/+1"): its P/T, its abilities, whether it survives. A text that only names
    a colour or a type (mana of any color) does not."""
    for text in ("~ is every color but green.", "Enchanted creature becomes black and an Elf.",
                 "~ loses all creature types."):
        assert {"pt", "abilities", "zone"} <= scope_of(text), text
    assert "abilities" not in scope_of("{T}: Add one mana of any color that a land an opponent controls could produce.")


def test_an_unread_colour_on_a_creature_leaves_an_anthem_on_it_undecided():
    """Transguild Courier's colours unread under 'Other white creatures get +1/+1': its P/T was a definite 3/3
    (a wrong answer: it is white); it is 'cannot decide' while the colour text is not read."""
    from kb.engine.scenario import loads, run
    res = run(loads("""title: t
edition: 2026-09-25
kind: puzzle
cards:
  Courier: {mana_cost: "{4}", type_line: Artifact Creature — Golem, power: 3, toughness: 3, text: "Courier is every color but green."}
  Anthem Knight: {mana_cost: "{2}{W}", type_line: Creature — Knight, power: 2, toughness: 2, text: "Other white creatures get +1/+1."}
steps:
  - enter: {card: Courier, already: true}
  - enter: {card: Anthem Knight, already: true}
  - expect:
      Courier: {pt: cannot decide}
    why: its colours are not read (105.2), and the Knight's +1/+1 depends on them (613.4c).
"""), None)
    assert res.passed, [c for c in res.checks if not c.ok]


def test_an_unread_ability_reaches_what_a_filter_on_it_changes():
    """An unread 'has flying' under 'Other creatures with flying get +1/+1': the Lord's +1/+1 depends on the unread
    words, so the bird's P/T is undecided (it was a definite 2/2: a wrong answer when the bird has flying). The
    Lord's filter reads the bird's own abilities, so the Bear's P/T stays decided (613.8)."""
    from kb.engine.scenario import loads, run
    res = run(loads("""title: t
edition: 2026-09-25
kind: puzzle
cards:
  Oddbird: {mana_cost: "{2}{U}", type_line: Creature — Bird, power: 2, toughness: 2, text: "Oddbird has flying as long as a player has exactly seven cards in their graveyard and no cards named Oddbird in exile."}
  Sky Lord: {mana_cost: "{2}{W}", type_line: Creature — Knight, power: 2, toughness: 2, text: "Other creatures with flying get +1/+1."}
  Bear: {mana_cost: "{1}{G}", type_line: Creature — Bear, power: 2, toughness: 2}
steps:
  - enter: {card: Oddbird, already: true}
  - enter: {card: Sky Lord, already: true}
  - enter: {card: Bear, already: true}
  - expect:
      Oddbird: {pt: cannot decide}
      Bear: {pt: 2/2}
    why: its flying is not read (702.9), and the Lord's +1/+1 depends on it (613.4c).
"""), None)
    assert res.passed, [c for c in res.checks if not c.ok]


def test_an_unread_ability_reaches_other_objects_through_a_count():
    """'+1/+1 for each creature with flying' reads every creature's abilities: an unread 'has flying' on one creature
    leaves the counting creature's P/T undecided."""
    from kb.engine.scenario import loads, run
    scenario = """title: t
edition: 2026-09-25
kind: puzzle
cards:
  Oddbird: {mana_cost: "{2}{U}", type_line: Creature — Bird, power: 2, toughness: 2, text: "Oddbird has flying as long as a player has exactly seven cards in their graveyard and no cards named Oddbird in exile."}
  Counter Lord: {mana_cost: "{2}{W}", type_line: Creature — Knight, power: 0, toughness: 1, text: "Counter Lord gets +1/+1 for each creature you control with flying."}
steps:
  - enter: {card: Oddbird, already: true}
  - enter: {card: Counter Lord, already: true}
  - expect:
      Counter Lord: {pt: cannot decide}
    why: whether the bird has flying is not read (702.9), and the Lord counts creatures with flying (613.4c).
"""
    for text in ("Counter Lord gets +1/+1 for each creature you control with flying.",
                 "As long as you control a creature with flying, Counter Lord gets +5/+5."):
        res = run(loads(scenario.replace("Counter Lord gets +1/+1 for each creature you control with flying.", text)),
                  None)
        assert res.passed, (text, [c for c in res.checks if not c.ok])
