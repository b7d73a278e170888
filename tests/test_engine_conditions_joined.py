"""One condition reader (issue 25, kb.engine.conditions): conditions joined by "and" / "or", what the sentence before
named ("if that permanent is green"), "if X is 5 or more", "if it's your turn", "if the player does", adamant and the
monarch — each read into parsed fields that render back to its words; the phrases next to them that the readers don't
model stay unread (never widened, never a guess)."""
import pytest

from kb.engine.abilities import SpellAbility, UnmodelledAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.conditions import AllOf, AnyOf, read_joined
from kb.engine.errors import ParseError
from kb.engine.instructions import parse_condition_phrase
from kb.engine.objects import CardDef
from kb.engine.parser import _Ctx, parse_condition, parse_selector


def _unread(name: str, types: str, text: str) -> list:
    card = CardDef.from_dict({"name": name, "types": [types], "text": text, "subtypes": [], "supertypes": [],
                              "colors": [], "power": "2", "toughness": "2"}, parse=parse_card_text)
    return [a.text for a in card.abilities if isinstance(a, UnmodelledAbility)] + \
        [a.text for a in card.abilities if isinstance(a, SpellAbility) and a.unmodelled]


@pytest.mark.parametrize("name,types,text", [
    ("Kami of Terrible Secrets", "Creature", "When Kami of Terrible Secrets enters the battlefield, if you control an "
                                             "artifact and an enchantment, you draw a card and you gain 1 life."),
    ("Sidewinder Naga", "Creature", "As long as you control a Desert or there is a Desert card in your graveyard, "
                                    "Sidewinder Naga gets +1/+0 and has trample."),
    ("Banishing Slash", "Sorcery", "Destroy up to one target artifact, enchantment, or tapped creature. Then if you "
                                   "control an artifact and an enchantment, create a 2/2 white Samurai creature token "
                                   "with vigilance."),
    ("Burning Hands", "Instant", "Burning Hands deals 2 damage to target creature or planeswalker. If that permanent is "
                                 "green, Burning Hands deals 6 damage instead."),
    ("Burn the Impure", "Instant", "Burn the Impure deals 3 damage to target creature. If that creature has infect, Burn "
                                   "the Impure deals 3 damage to that creature's controller."),
    ("Fading Hope", "Instant", "Return target creature to its owner's hand. If its mana value was 3 or less, scry 1."),
    ("Imperial Edict", "Instant", "Exile target creature. If it's not a token, you gain 3 life."),
    ("Subterranean Tremors", "Sorcery", "Subterranean Tremors deals X damage to each creature without flying. If X is 4 "
                                        "or more, destroy all artifacts."),
    ("Fated Conflagration", "Instant", "Fated Conflagration deals 5 damage to target creature or planeswalker. If it's "
                                       "your turn, scry 2."),
    ("Skittish Kavu", "Creature", "Skittish Kavu gets +1/+1 as long as no opponent controls a white or blue creature."),
    ("Throne Warden", "Creature", "At the beginning of your end step, if you're the monarch, put a +1/+1 counter on "
                                  "Throne Warden."),
    ("See Red", "Enchantment", "At the beginning of your end step, if you didn't attack with a creature this turn, "
                               "sacrifice See Red."),
    ("Rally for the Throne", "Instant", "Create two 1/1 white Human creature tokens.\nAdamant \u2014 If at least three "
                                        "white mana was spent to cast this spell, you gain 1 life for each creature you "
                                        "control."),
    ("Curious Homunculus", "Creature", "At the beginning of your upkeep, if there are three or more instant and/or "
                                       "sorcery cards in your graveyard, draw a card."),
])
def test_read_and_accounted(name, types, text):
    assert _unread(name, types, text) == []


def test_joined_parts_and_shared_subject():
    pc = _Ctx("x")
    c, _ = parse_condition("you control an artifact and an enchantment", pc)
    assert isinstance(c, AllOf) and len(c.parts) == 2
    c, _ = parse_condition("you control a Desert or there is a Desert card in your graveyard", pc)
    assert isinstance(c, AnyOf) and type(c) is AnyOf


def test_joined_refuses_unwritten_grouping_and_unread_parts():
    """"A and B or C" doesn't say which binds tighter; a part no reader takes leaves the whole unread."""
    def one(t):
        if t in ("A", "B", "C", "A and B", "B or C"):
            return t
        raise ParseError(t, "no", None)
    assert read_joined("A and B or C", one) is None
    assert read_joined("A and Z", one) is None
    assert read_joined("A or B", one) == ("or", ("A", "B"))
    with pytest.raises(ParseError):
        parse_condition("you control an artifact and a fleeb", _Ctx("x"))


def test_one_description_with_or_is_not_split():
    """"an artifact or enchantment" is one description (either kind), not two conditions."""
    c, _ = parse_condition("you control an artifact or enchantment", _Ctx("x"))
    assert not isinstance(c, AllOf)


def test_bare_noun_shares_zone_and_owner():
    """"instant or sorcery cards in your graveyard": the instants are cards in your graveyard too."""
    sel = parse_selector("instant or sorcery cards in your graveyard", _Ctx("x"))
    assert [(sorted(p.zones), p.owner) for p in sel.parts] == [(["graveyard"], "you"), (["graveyard"], "you")]


@pytest.mark.parametrize("phrase,kind,value", [
    ("that permanent is green", "is", None),
    ("it isn't a land card", "is", "not"),
    ("that land wasn't a Mountain", "is", "not"),
    ("X is 5 or more", "x_compare", ">="),
    ("X is 2 or less", "x_compare", "<="),
    ("the player does", "did", None),
    ("at least three black mana was spent to cast this spell", "mana", "B"),
])
def test_instruction_conditions(phrase, kind, value):
    c = parse_condition_phrase(phrase, _Ctx("x"))
    assert (c.kind, c.value) == (kind, value)


def test_counters_on_what_the_sentence_before_named_are_not_the_sources():
    """Ordeal of Purphoros: "put a +1/+1 counter on it. Then if it has three or more …" — "it" is the enchanted
    creature, not the Ordeal: the counters are counted on what the sentence before named (conds3), never the source's."""
    assert not _unread("Ordeal of Purphoros", "Enchantment", "Whenever enchanted creature attacks, put a +1/+1 counter "
                       "on it. Then if it has three or more +1/+1 counters on it, sacrifice Ordeal of Purphoros.")
    from kb.engine.instructions import parse_instructions
    made, _slots = parse_instructions("Put a +1/+1 counter on target creature. Then if it has three or more +1/+1 "
                                      "counters on it, draw a card.", "Nurture")
    cond = made[-1].condition
    assert (cond.kind, cond.value, cond.n) == ("obj_counters_at_least", "+1/+1", 3)
    assert cond.subject is not None and cond.subject.kind != "self"
