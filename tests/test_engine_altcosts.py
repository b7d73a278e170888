"""Suspend, escape, awaken, splice, kicker costs and alternative costs read by kb.engine.altcosts (702.33, 702.47,
702.62, 702.113, 702.138, 118.9), and the party count (700.8)."""
import re

import pytest

from kb.engine.abilities import Keyword
from kb.engine.altcosts import awaken_of, escape_of, keyword_parts, kicker_costs, splice_of, suspend_of
from kb.engine.cardtext import parse_card_text
from kb.engine.errors import EngineError
from kb.engine.instructions import parse_condition_phrase
from kb.engine.parser import _Ctx
from kb.engine.state import GameState
from kb.engine.objects import CardDef


def test_keyword_parameters():
    assert suspend_of("suspend 3-{0}")[0] == 3 and str(suspend_of("suspend 3-{0}")[1]) == "{0}"
    assert suspend_of("suspend X-{X}{G}")[0] == "X"
    assert awaken_of("awaken 4-{5}{U}")[0] == 4
    assert splice_of("splice onto Arcane {1}{R}")[0] == "Arcane"
    assert [c.kind for c in escape_of("escape-{4}{G}, Exile three other cards from your graveyard")] == ["mana", "exile"]
    assert keyword_parts("kicker", "{1}{U} and/or {B}") == ("{1}{U}", "and/or", "{B}")
    assert keyword_parts("suspend", "three-{R}") is None   # a number as digits or X only
    costs = kicker_costs([Keyword("kicker {1}{U} and/or {B}")])
    assert [str(c) for c in costs] == ["{1}{U}", "{B}"]


def test_lines_read_whole_or_not_at_all():
    """Word accounting: each line is read with every word, or left unmodelled (never widened)."""
    def kinds(text, types=frozenset({"Sorcery"})):
        return [type(a).__name__ for a in parse_card_text(text, "Card", types)]
    assert kinds("Suspend 4-{U}\nDraw a card.") == ["Keyword", "SpellAbility"]
    assert kinds("You may pay {1}{B} rather than pay this spell's mana cost.\nDraw a card.") == ["AlternativeCost",
                                                                                               "SpellAbility"]
    assert kinds("Escape-{3}{B}, Exile three other cards from your graveyard.\nDraw a card.") == ["Keyword", "SpellAbility"]
    # a condition on the alternative cost is read by the conditions reader (601.2b: checked as it is announced) ...
    alt = parse_card_text("If you control a Forest, you may pay {G} rather than pay this spell's mana cost.", "Card",
                          frozenset({"Sorcery"}))[0]
    assert type(alt).__name__ == "AlternativeCost" and str(alt.condition) == "you control a Forest"
    # ... one it doesn't read leaves the line unmodelled
    assert kinds("If you sang a song this turn, you may pay {G} rather than pay this spell's mana cost.\nDraw a card.")[0] \
        != "AlternativeCost"
    # Reinforce with a mana cost is its activated ability (702.77a); a cost of another form is not read
    assert kinds("Reinforce 1-{1}{R}", frozenset({"Creature"})) == ["ActivatedAbility"]
    assert kinds("Reinforce 1-{1}{R}, Sacrifice a creature.", frozenset({"Creature"})) == ["UnmodelledAbility"]


def test_conditions_of_costs_paid():
    pc = _Ctx("Card")
    assert parse_condition_phrase("the {1}{B} cost was paid", pc).kind == "alt_paid"
    c = parse_condition_phrase("it was kicked with its {2}{U} kicker", pc)
    assert (c.kind, c.value) == ("kicked", "{2}{U}")
    assert parse_condition_phrase("it was kicked twice", pc).n == 2


def _creature(name, types):
    return CardDef.from_dict({"name": name, "type_line": f"Creature — {types}", "power": 1, "toughness": 1},
                             parse=parse_card_text)


@pytest.mark.parametrize("creatures, party", [
    ([], 0),
    (["Human Cleric", "Human Cleric"], 1),                   # one per role (700.8)
    (["Cleric Wizard", "Cleric"], 2),                         # counted the way that gives the most (700.8b)
    (["Cleric Wizard", "Wizard Rogue", "Rogue Warrior"], 3),
    (["Shapeshifter"], 0),
])
def test_party_size(creatures, party):
    from kb.engine.filters import Ctx, PartySize
    g = GameState("2026-04-17")
    g.enter([{"card": _creature(f"C{i}", t)} for i, t in enumerate(creatures)])
    snap = g.evaluate()
    assert PartySize().eval(Ctx(snap.work, None, "you"), None) == party


def test_suspend_refuses_a_card_without_it():
    g = GameState("2026-04-17")
    card = CardDef.from_dict({"name": "Shock", "mana_cost": "{R}", "type_line": "Instant",
                              "text": "Shock deals 2 damage to any target."}, parse=parse_card_text)
    with pytest.raises(EngineError, match="702.62a"):
        g.suspend(card)


def test_alternative_costs_named_by_keyword_have_one_home():
    """kb.engine.keywordlist.ALTERNATIVE_KEYWORDS lists them (118.9): the cast chain's readers, the keywords whose
    payment is asked, and the scenario docs' ``alternative:`` list agree with it."""
    from pathlib import Path
    from kb.engine.keywordlist import ALTERNATIVE_KEYWORDS, PAID_KEYWORDS
    from kb.engine.stack import _alternative_readers
    from kb.engine.freecast import FREE_CAST   # the one alternative cost no keyword names: "without paying its mana
    # cost" as a permanent's static ability permits it (118.9, kb.engine.freecast)
    readers = set(_alternative_readers(None, None, None, "you", None, "hand", False))
    assert FREE_CAST in readers and readers - {FREE_CAST} <= set(ALTERNATIVE_KEYWORDS)
    from kb.engine.keywordlist import PAID_ONLY_KEYWORDS   # (paid, though no alternative-cost reader casts for them)
    assert set(PAID_KEYWORDS) - set(PAID_ONLY_KEYWORDS) <= set(ALTERNATIVE_KEYWORDS)
    assert not set(PAID_ONLY_KEYWORDS) & set(ALTERNATIVE_KEYWORDS)
    docs = (Path(__file__).resolve().parent.parent / "docs" / "scenarios.md").read_text(encoding="utf-8")
    row = next(line for line in docs.splitlines() if line.startswith("| `cast` |"))
    listed = next(m.group(1) for m in re.finditer(r"`alternative: ([^`]+)`", row) if "|" in m.group(1))
    assert f"`alternative: {FREE_CAST}`" in row
    assert {k.strip(" \\") for k in listed.split("|")} - {"true"} == set(ALTERNATIVE_KEYWORDS)
