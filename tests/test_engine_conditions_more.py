"""The conditions added to the one condition reader by conds2 (issue 25): attacking alone (506.5), coven (208.1),
"any player controls", "exactly N", total power, a full party, a player's graveyard, "~'s power is N or greater",
"during your turn" written after, "enters with … if", and the turn's history (revolt, morbid in "Activate only if",
spells cast, cards drawn, life gained or lost) — each read into parsed fields that render back to its words; a
static ability whose condition reads power or toughness and whose effect applies before layer 7 is marked (its answers
"cannot decide" where the last layers change power or toughness)."""
import pytest

from kb.engine.abilities import EntersWithCounters, SpellAbility, UnmodelledAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.filters import CountAtLeast, SelfStatus
from kb.engine.gamevalues import ThisTurn
from kb.engine.turnevents import parse_history_condition
from kb.engine.turnevents import TurnEvents
from kb.engine.objects import CardDef
from kb.engine.parser import _Ctx, parse_condition, parse_condition_now, parse_selector


def _card(name: str, types: str, text: str):
    return CardDef.from_dict({"name": name, "types": [types], "text": text, "subtypes": [], "supertypes": [],
                              "colors": [], "power": "2", "toughness": "2"}, parse=parse_card_text)


def _unread(name: str, types: str, text: str) -> list:
    card = _card(name, types, text)
    return [a.text for a in card.abilities if isinstance(a, UnmodelledAbility)] + \
        [a.text for a in card.abilities if isinstance(a, SpellAbility) and a.unmodelled]


@pytest.mark.parametrize("name,types,text", [
    ("Dream Prowler", "Creature", "Dream Prowler can't be blocked as long as it's attacking alone."),
    ("Security Bypass", "Enchantment", "Enchant creature\nAs long as enchanted creature is attacking alone, it can't be "
                                       "blocked."),
    ("Gutter Shortcut", "Enchantment", "Enchant creature\nEnchanted creature can't be blocked as long as it's attacking "
                                       "alone."),
    ("Candlelit Cavalry", "Creature", "Coven — At the beginning of combat on your turn, if you control three or more "
                                      "creatures with different powers, Candlelit Cavalry gains trample until end of turn."),
    ("Dawnhart Mentor", "Creature", "Coven — {5}{G}: Target creature you control gets +3/+3 and gains trample until end "
                                    "of turn. Activate only if you control three or more creatures with different powers."),
    ("Knight of Grace", "Creature", "Knight of Grace gets +1/+0 as long as any player controls a black permanent."),
    ("Demonic Rising", "Enchantment", "At the beginning of your end step, if you control exactly one creature, you gain "
                                      "3 life."),
    ("Airdrop Aeronauts", "Creature", "Revolt — When Airdrop Aeronauts enters, if a permanent left the battlefield under "
                                      "your control this turn, you gain 5 life."),
    ("Vengeful Devil", "Creature", "Morbid — {T}: Vengeful Devil deals 1 damage to any target. Activate only if a "
                                   "creature died this turn."),
    ("Narnam Renegade", "Creature", "Revolt — Narnam Renegade enters with a +1/+1 counter on it if a permanent left the "
                                    "battlefield under your control this turn."),
    ("Raid Hound", "Creature", "Raid Hound enters with a +1/+1 counter on it if you attacked this turn."),
    ("Turnblade Squire", "Creature", "Turnblade Squire has first strike during your turn."),
    ("Brute Slinger", "Creature", "{1}: Brute Slinger deals 1 damage to any target. Activate only if Brute Slinger's "
                                  "power is 4 or greater."),
    ("Thieves' Tools", "Artifact", "Equipped creature can't be blocked as long as its power is 3 or less."),
    ("Mind Prowler", "Creature", "Mind Prowler gets +2/+0 as long as an opponent has eight or more cards in their "
                                 "graveyard."),
    ("Might Boost", "Instant", "Target creature gets +2/+2 until end of turn. If creatures you control have total power 8 "
                              "or greater, you gain 2 life."),
    ("Party Horn", "Creature", "At the beginning of your upkeep, if you have a full party, you gain 4 life."),
    ("Spellwatch", "Enchantment", "At the beginning of your end step, if you've cast a noncreature spell this turn, you "
                                  "gain 2 life."),
    ("Quiet Watch", "Enchantment", "At the beginning of your end step, if you haven't cast a spell this turn, you gain 2 "
                                   "life."),
    ("Page Turner", "Enchantment", "At the beginning of your end step, if you've drawn two or more cards this turn, you "
                                   "gain 2 life."),
    ("Life Swing", "Enchantment", "At the beginning of your end step, if you gained or lost life this turn, you gain 2 "
                                  "life."),
])
def test_read_whole(name, types, text):
    assert _unread(name, types, text) == []


@pytest.mark.parametrize("text", [
    "Sky Ogre has flying as long as Sky Ogre's power is 4 or greater.",
    "Hooded Sentry has hexproof as long as you control a creature with power 4 or greater.",
])
def test_condition_reading_power_before_layer_7_is_marked(text):
    """Read, and marked: whether its answers are decided depends on the board (kb.engine.layers.pt_timed_parts:
    "cannot decide" only where something changes power or toughness in the last layers, conds3)."""
    name = text.split(" has ")[0]
    assert _unread(name, "Creature", text) == []
    (ab,) = _card(name, "Creature", text).abilities
    assert [t.pt_timed for t in ab.templates] == [True]


def test_fields():
    pc = _Ctx("X")
    alone, _ = parse_condition("~ is attacking alone", pc)
    assert isinstance(alone, SelfStatus) and alone.status == "attacking alone" and alone.subject is None
    aura, subj = parse_condition("enchanted creature is attacking alone", pc)
    assert isinstance(aura, SelfStatus) and aura.subject is not None and subj is aura.subject
    anyone, _ = parse_condition("any player controls a black permanent", pc)
    assert isinstance(anyone, CountAtLeast) and anyone.anyone and anyone.n == 1
    one, _ = parse_condition("you control exactly one creature", pc)
    assert isinstance(one, CountAtLeast) and (one.n, one.most) == (1, 1)
    revolt, _ = parse_condition_now("a permanent left the battlefield under your control this turn", pc)
    assert isinstance(revolt, TurnEvents) and (revolt.kind, revolt.whose) == ("left", "you")
    cast = parse_history_condition("you've cast a noncreature spell this turn", pc, parse_selector)
    assert cast.what == "cast_you" and cast.selector is not None
    assert parse_history_condition("you've cast a noncreature spell this turn") is None   # no selector reader given
    ewc = [a for a in _card("Raid Hound", "Creature", "Raid Hound enters with a +1/+1 counter on it if you attacked "
                                                      "this turn.").abilities if isinstance(a, EntersWithCounters)]
    assert ewc and isinstance(ewc[0].condition, ThisTurn)
