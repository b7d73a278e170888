"""The cost and payment grammar (602.2b, 118.12a, 119.4, 107.14): cost parts read into Cost values with every word
accounted for, "unless" clauses of another player, payments of mana and life together — and the forms left unread
(never widened). The game-level behaviour is in scenarios/puzzles/costs2-*.yaml."""
from kb.engine.abilities import ActivatedAbility, TriggeredAbility, UnmodelledAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.instructions import parse_costs
from kb.engine.parser import _Ctx
from helpers import every_ability_read


def _abilities(text, types=frozenset({"Creature"})):
    return parse_card_text(text, "Testcard", types)


def _read(text, types=frozenset({"Creature"})) -> bool:
    """Whether every ability of the text is read, every word accounted for (kb.engine.render)."""
    return every_ability_read(_abilities(text, types))


def test_cost_parts_kinds():
    pc = _Ctx("Testcard")
    kinds = lambda t: [(c.kind, c.n) for c in parse_costs(t, pc)]   # noqa: E731
    assert kinds("{R}, Exile the top ten cards of your library") == [("mana", 1), ("exile_top", 10)]
    assert kinds("{T}, Mill two cards") == [("tap", 1), ("mill", 2)]
    assert kinds("Put a card from your hand on top of your library") == [("put_top", 1)]
    assert kinds("Remove all +1/+1 counters from ~") == [("remove_counters", -1)]
    assert kinds("Pay eight {E}") == [("energy", 8)]
    assert kinds("Sacrifice ~ and a creature you control") == [("sacrifice", 1), ("sacrifice", 1)]
    half = parse_costs("{B}{B}, Pay half your life, rounded up", pc)
    assert [(c.kind, c.counter) for c in half] == [("mana", ""), ("life_half", "up")]
    reveal = parse_costs("{2}, Reveal X blue cards from your hand", pc)[1]
    assert (reveal.kind, reveal.x, reveal.zone) == ("reveal", True, "hand")


def test_cost_lines_read_whole():
    assert _read("{R}, Exile the top ten cards of your library: Testcard deals 2 damage to any target.")
    assert _read("Put a card from your hand on top of your library: Return Testcard to its owner's hand.")
    assert _read("{B}{B}, Pay half your life, rounded up: Destroy target nonblack creature.")
    assert _read("{T}, Pay eight {E}: Testcard deals 3 damage to target player or planeswalker.")
    assert _read("{B}, Reveal Testcard from your hand: Put a +1/+1 counter on target creature. Activate only during "
                 "your turn.")
    assert _read("{1}, Reveal X white cards from your hand, Sacrifice Testcard: You gain X life.")


def test_cost_lines_not_widened():
    # "any number of" is no number the cost reader knows; "Discard another card named ~" renders no "~"
    assert not _read("Sacrifice Testcard and any number of other creatures: Draw a card.")
    assert not _read("Pay 2 life or {2}: Draw a card.")


def test_unless_another_player():
    assert _read("When Testcard enters, it deals 5 damage to target opponent unless that player sacrifices a "
                 "creature.")
    assert _read("Target player discards two cards unless they discard an artifact card.", frozenset({"Sorcery"}))
    assert _read("Destroy target creature unless its controller sacrifices a land.", frozenset({"Instant"}))
    assert _read("When Testcard enters, draw a card unless target opponent pays 3 life.")
    # a choice for each player: each their own (118.12a, 101.4; kb.engine.eachunless)
    assert _read("At the beginning of your end step, each player loses 4 life unless they sacrifice a nontoken "
                 "creature.")
    # … but not an offer of two actions
    assert not _read("At the beginning of your end step, each player loses 4 life unless they sacrifice a nontoken "
                     "creature and pay {1}.")
    # "or" between two offers is not read either
    assert not _read("At the beginning of your upkeep, draw a card unless target opponent sacrifices a creature or "
                     "pays 3 life.")


def test_payment_of_mana_and_life():
    ab = _abilities("Whenever Testcard dies, you may pay {1} and 1 life. If you do, draw a card.")
    assert isinstance(ab[0], TriggeredAbility)
    assert _read("Whenever Testcard dies, you may pay {1} and 1 life. If you do, draw a card.")
    assert not isinstance(_abilities("{T}, Pay {E}{E}: Draw a card.")[0], UnmodelledAbility)
    assert isinstance(_abilities("{T}, Pay {E}{E}: Draw a card.")[0], ActivatedAbility)


def test_reveal_or_behold_additional_costs_read():
    """118.8, 601.2b: "reveal a Merfolk card from your hand or pay {3}" (the subtype as printed) and "behold a Dragon
    or pay {2}" (701.4a) are costs of two options; a cost on the object beheld ("and exile it") stays unread."""
    from kb.engine.abilities import AdditionalCost
    reveal = _abilities("As an additional cost to cast this spell, reveal a Merfolk card from your hand or pay {3}.")
    assert isinstance(reveal[0], AdditionalCost)
    assert [o.kind for o in reveal[0].costs[0].options] == ["reveal", "mana"]
    behold = _abilities("As an additional cost to cast this spell, behold a Dragon or pay {2}.")
    assert isinstance(behold[0], AdditionalCost)
    assert [o.kind for o in behold[0].costs[0].options] == ["behold", "mana"]
    assert not _read("As an additional cost to cast this spell, behold a Kithkin and exile it.")
