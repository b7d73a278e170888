"""Keywords of issue 25's judge cards (kw10): soulbond (702.95, kb.engine.soulbond), rebound (702.88,
kb.engine.rebound), backup (702.165, kb.engine.backup), bargain (702.166, kb.engine.bargain). Without a KB: the numbers
of today's reference edition."""
from __future__ import annotations

from kb.engine.abilities import AdditionalCost, TriggeredAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.instructions import _Ctx, parse_additional_cost
from kb.engine.scenario import loads, run

SOULBOND = ("Soulbond (You may pair this creature with another unpaired creature when either enters. They remain "
            "paired for as long as you control both of them.)")
CARDS = f"""
cards:
  Grizzly Bears: {{mana_cost: "{{1}}{{G}}", type_line: Creature — Bear, power: 2, toughness: 2}}
  Hill Giant: {{mana_cost: "{{3}}{{R}}", type_line: Creature — Giant, power: 3, toughness: 3}}
  Familiar: {{mana_cost: "{{3}}{{G}}", type_line: Creature — Bear, power: 2, toughness: 2, text: "{SOULBOND}\\nAs long as this creature is paired with another creature, each of those creatures gets +2/+2."}}
  Staggershock: {{mana_cost: "{{2}}{{R}}", type_line: Instant, text: "Staggershock deals 2 damage to any target.\\nRebound"}}
"""


def _run(steps: str, edition: str = "current"):
    # the mechanism itself: the rule binding (kb.engine.binding, checked by the scenarios) is left out here, so these
    # tests hold before and after the binding records the texts of 702.95, 702.88 and 702.165
    res = run(loads(f"title: t\nedition: {edition}\n" + CARDS + "steps:\n" + steps), None, trace=True, bind=False)
    return {(c.obj, c.field): c.actual for c in res.checks}, res


def test_the_keywords_are_read():
    abs_ = parse_card_text(SOULBOND, "X", frozenset({"Creature"}))
    assert [type(a).__name__ for a in abs_] == ["TriggeredAbility", "TriggeredAbility"]
    assert all(a.keyword_name == "soulbond" and a.spec.condition.kind == "soulbond_unpaired" for a in abs_)
    backup = parse_card_text("Backup 2\nFlying, first strike", "X", frozenset({"Creature"}))
    assert isinstance(backup[0], TriggeredAbility) and backup[0].grants == ("flying", "first strike")
    bargain = parse_card_text("Bargain\nTarget creature gets -3/-3 until end of turn. If this spell was bargained, that "
                              "creature gets -5/-5 until end of turn instead.", "X", frozenset({"Instant"}))
    assert isinstance(bargain[0], AdditionalCost) and bargain[0].costs[0].optional


def test_backup_grants_one_other_ability_in_quotes_with_keywords_and_leaves_two_unread():
    one = parse_card_text("Backup 1\nWhenever this creature attacks, you gain 1 life.", "X", frozenset({"Creature"}))
    assert isinstance(one[0], TriggeredAbility) and one[0].grants == ("Whenever ~ attacks, you gain 1 life.",)
    # keywords and one other ability: all granted, in printed order (702.165a; Archpriest of Shadows)
    mix = parse_card_text("Backup 1\nDeathtouch\nWhenever this creature attacks, you gain 1 life.", "X",
                          frozenset({"Creature"}))
    assert isinstance(mix[0], TriggeredAbility) and mix[0].grants == ("deathtouch", "Whenever ~ attacks, you gain 1 life.")
    # two abilities that aren't keywords: not read ("not modelled", never a backup that grants less than it should)
    two = parse_card_text("Backup 1\nWhenever this creature attacks, you gain 1 life.\n{T}: You gain 1 life.", "X",
                          frozenset({"Creature"}))
    assert two[0].kind == "keyword" and two[0].name == "backup 1"


def test_one_cost_per_verb_in_an_additional_cost():
    one = parse_additional_cost("As an additional cost to cast this spell, you may sacrifice an artifact, enchantment, "
                                "or token.", _Ctx(None))
    assert len(one) == 1 and one[0].kind == "sacrifice"
    two = parse_additional_cost("As an additional cost to cast this spell, sacrifice a creature and discard a card.",
                                _Ctx(None))
    assert [c.kind for c in two] == ["sacrifice", "discard"]


def test_soulbond_pairs_as_chosen_and_unpairs_for_good():
    got, res = _run("""
  - enter: {card: Grizzly Bears, already: true}
  - enter: Familiar
    triggers: {Familiar: {choose: {pair: Grizzly Bears}}}
  - resolve: all
  - show: [Grizzly Bears]
  - leave: Familiar
  - show: [Grizzly Bears]
""")
    shown = [str(c.actual) for c in res.answers if c.obj == "Grizzly Bears" and c.field == "pt"]
    assert shown == ["4/4", "2/2"], shown


def test_soulbond_whether_to_pair_is_never_guessed():
    got, res = _run("""
  - enter: {card: Grizzly Bears, already: true}
  - enter: Familiar
  - resolve: all
  - expect: {Grizzly Bears: {pt: cannot decide}}
""")
    assert got[("Grizzly Bears", "pt")] == "cannot decide"
    assert any("pair" in u.reason for u in res.state.unknowns)


def test_soulbond_declined_and_a_third_creature():
    got, _res = _run("""
  - enter: {card: Grizzly Bears, already: true}
  - enter: Familiar
    triggers: {Familiar: {choose: {may: false}}}
  - resolve: all
  - enter: Hill Giant
    triggers: {Familiar: {choose: {pair: true}}}
  - resolve: all
  - expect: {Grizzly Bears: {pt: 2/2}, Hill Giant: {pt: 5/5}, Familiar: {pt: 4/4}}
""")
    assert got[("Grizzly Bears", "pt")] == "2/2" and got[("Hill Giant", "pt")] == "5/5"


def test_rebound_exiles_and_casts_again():
    got, _res = _run("""
  - cast: {card: Staggershock, targets: [opponent]}
  - resolve: all
  - expect: {Staggershock: {zone: exile}, opponent: {life: 18}}
  - end_turn: true
  - end_turn: true
    triggers: {Staggershock: {choose: {cast: true, targets: [opponent]}}}
  - resolve: all
  - expect: {Staggershock: {zone: graveyard}, opponent: {life: 16}}
""")
    assert got[("Staggershock", "zone")] == "graveyard" and got[("opponent", "life")] == 16
