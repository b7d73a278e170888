"""The order of roles (issue 21, kb.engine.render.out_of_order): the word accounting compares words as a bag, so a
reading that swaps roles — who deals damage and who is dealt it, from which zone to which, which target gets which
bonus, who gains and who loses life — would pass it. The ordered check catches such readings.

The mutation test: real abilities whose text is changed by swapping two role phrases; the reading of the swapped text,
compared with the real text, has every word (the same words) but its roles in another order: it is always caught."""
import dataclasses
import re

import pytest

from kb.engine.abilities import Keyword, UnmodelledAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.errors import ParseError
from kb.engine.instructions import parse_instructions
from kb.engine.render import account, misordered, out_of_order, role_groups, role_sequence, roles

# the role phrases a swap exchanges (each pair: two phrases of one kind, swapped where both occur)
_SWAPS = (
    ("zones", r"\b(?:your|a|an opponent's|its owner's|their owner's|that player's) (graveyard|hand|library)\b"),
    ("controllers", r"\b(?:you control|an opponent controls|your opponents control|you don't control)\b"),
    ("life", r"\b(?:gains?|loses?)(?= (?:\w+ )?life\b)"),
    ("P/T", r"[+-]\d+/[+-]\d+"),
    ("damage", r"(?:^|(?<=, ))(?:~|[Tt]arget creature(?: you control)?)(?= deals \w+ damage to )|(?<= damage to )"
               r"(?:~|target creature(?: you control| an opponent controls| you don't control)?|any target)"),
)


def _swap_once(text: str, a: re.Match, b: re.Match) -> str:
    sa, sb = text[a.start():a.end()], text[b.start():b.end()]
    if b.start() == 0 or a.start() == 0:
        sa, sb = (sa[:1].lower() + sa[1:]), (sb[:1].upper() + sb[1:]) if a.start() == 0 else sb
    return text[:a.start()] + sb + text[a.end():b.start()] + sa + text[b.end():]


def role_swaps(text: str):
    """Mutants of ``text``: each pair of role phrases of one kind that differ, swapped."""
    for kind, pat in _SWAPS:
        ms = list(re.finditer(pat, text))
        for i in range(len(ms)):
            for j in range(i + 1, len(ms)):
                a, b = ms[i], ms[j]
                if a.group(0).lower() == b.group(0).lower() or a.end() > b.start():
                    continue
                yield f"{kind}: {a.group(0)} / {b.group(0)}", _swap_once(text, a, b)


def _only(text, name, types):
    abs_ = [a for a in parse_card_text(text, name, frozenset({types}), strict=True) if not isinstance(a, Keyword)]
    assert len(abs_) == 1, abs_
    return abs_[0]


# (name, types, Oracle text, the same text with two roles swapped): the swapped text reads (strict), with every word
SWAPPED = [
    ("Electrostatic Bolt", "Instant", "~ deals 2 damage to target creature. If it's an artifact creature, ~ deals 4 "
                                      "damage to it instead.",
     "Target creature deals 2 damage to ~. If it's an artifact creature, ~ deals 4 damage to it instead."),
    ("Prey Upon", "Sorcery", "Target creature you control fights target creature you don't control.",
     "Target creature you don't control fights target creature you control."),
    ("Sovereign's Bite", "Sorcery", "Target player loses 3 life and you gain 3 life.",
     "Target player gains 3 life and you lose 3 life."),
    ("Thoughtweft Gambit", "Sorcery", "Tap all creatures your opponents control and untap all creatures you control.",
     "Tap all creatures you control and untap all creatures your opponents control."),
    ("Festercreep", "Creature", "{1}{B}, Remove a +1/+1 counter from ~: All other creatures get -1/-1 until end of turn.",
     "{1}{B}, Remove a -1/-1 counter from ~: All other creatures get +1/+1 until end of turn."),
    ("Fey Steed", "Creature", "Whenever a creature or planeswalker you control becomes the target of a spell or ability "
                              "an opponent controls, you may draw a card.",
     "Whenever a creature or planeswalker an opponent controls becomes the target of a spell or ability you control, "
     "you may draw a card."),
    ("Kor Entanglers", "Creature", "Whenever ~ or another Ally you control enters, tap target creature an opponent "
                                   "controls.",
     "Whenever ~ or another Ally an opponent controls enters, tap target creature you control."),
    ("Fledgling Dragon", "Creature", "As long as seven or more cards are in your graveyard, ~ gets +3/+3 and has "
                                     "\"{R}: ~ gets +1/+0 until end of turn.\"",
     "As long as seven or more cards are in your graveyard, ~ gets +1/+0 and has \"{R}: ~ gets +3/+3 until end of "
     "turn.\""),
    ("Gornog, the Red Reaper", "Creature", "Attacking Warriors you control get +X/+0, where X is the number of Cowards "
                                           "your opponents control.",
     "Attacking Warriors your opponents control get +X/+0, where X is the number of Cowards you control."),
    ("Surgehacker Mech", "Creature", "When ~ enters, it deals damage equal to twice the number of Vehicles you control "
                                     "to target creature or planeswalker an opponent controls.",
     "When ~ enters, it deals damage equal to twice the number of Vehicles an opponent controls to target creature or "
     "planeswalker you control."),
    ("Prime Minister's Cabinet Room", "Land", "At the beginning of combat on your turn, up to one target creature you "
                                              "control becomes a copy of target creature an opponent controls.",
     "At the beginning of combat on your turn, up to one target creature an opponent controls becomes a copy of "
     "target creature you control."),
]


@pytest.mark.parametrize("name,types,text,swapped", SWAPPED)
def test_a_reading_that_swaps_roles_is_caught(name, types, text, swapped):
    """Read the swapped text, then compare that reading with the real text: every word is there (the word
    accounting passes it), the roles are not in the text's order."""
    real = _only(text, name, types)
    assert account(real, real.text, name) == [] and out_of_order(real, real.text, name) == []
    ab = _only(swapped, name, types)
    assert role_groups(ab, name) != role_groups(real, name)
    assert account(ab, real.text, name) == []           # the bag of words cannot tell
    assert out_of_order(ab, real.text, name), (role_groups(ab, name), role_sequence(real.text))


def test_a_swap_that_makes_a_player_the_source_of_damage_is_not_read():
    """"Any target deals 2 damage to ~" (Burst Lightning's roles swapped): a player can't deal damage (120.1), so the
    parser refuses the text rather than read a source that may be a player."""
    from kb.engine.errors import ParseError
    with pytest.raises(ParseError, match="a damage source that may be a player"):
        _only("Any target deals 2 damage to ~. If ~ was kicked, it deals 4 damage instead.", "Burst Lightning", "Instant")
    with pytest.raises(ParseError, match="a damage source that may be a player"):
        _only("Target player deals 3 damage to target creature.", "Test Swap", "Sorcery")


def test_a_swapped_reading_of_a_text_the_parser_does_not_read_swapped_is_caught():
    """"Return target creature card from your graveyard to your hand" read as from the hand to the graveyard (the
    parser does not read that text, so the reading is changed by hand): the zones are out of order."""
    ins, _slots = parse_instructions("Return target creature card from your graveyard to your hand.", None,
                                     normalized=True)
    text = "Return target creature card from your graveyard to your hand."
    assert misordered(roles(ins), role_sequence(text)) == []
    sel = dataclasses.replace(ins[0].subject.selector, zones=frozenset({"hand"}))
    swapped = dataclasses.replace(ins[0], subject=dataclasses.replace(ins[0].subject, selector=sel), opts={"to": "graveyard"})
    assert misordered(roles([swapped]), role_sequence(text)) == ["graveyard after target you hand"]
    # the damage the other way round, and a life swap, changed in the reading itself
    ins, _ = parse_instructions("~ deals 3 damage to target creature an opponent controls.", "X", normalized=True)
    text = "~ deals 3 damage to target creature an opponent controls."
    back = dataclasses.replace(ins[0], subject=ins[0].source, source=ins[0].subject)
    assert misordered(roles(ins), role_sequence(text)) == [] and misordered(roles([back]), role_sequence(text))


def test_an_opaque_reason_names_the_words_out_of_order():
    from kb.engine.cardtext import _accounted
    real = _only("~ deals 2 damage to target creature.", "Zap", "Instant")
    swapped = _only("Target creature deals 2 damage to ~.", "Zap", "Instant")
    opaque = _accounted(swapped, real.text, "Zap", False)
    assert isinstance(opaque, UnmodelledAbility)
    assert opaque.why.startswith("cannot read") or "words out of order" in opaque.why
    assert "words out of order: " in opaque.why and "the text says ~ deal target" in opaque.why
    assert opaque.unaccounted and all(w.startswith("order: ") for w in opaque.unaccounted)
    with pytest.raises(ParseError, match="words out of order"):
        _accounted(swapped, real.text, "Zap", True)


@pytest.mark.parametrize("text,said", [
    ("Creatures your opponents control get -1/-1.", ["opponent", "-1/-1"]),
    ("Target creature you don't control gets +0/-2.", ["target", "notyou", "0/-2"]),
    ("You gain 3 life. Target opponent loses that much life.", ["you", "gainlife", "target", "opponent", "loselife"]),
    ("Whenever ~ is dealt damage, it deals that much damage to you.", ["~", "dealt", "it", "deal", "you"]),
])
def test_the_role_words_of_a_text(text, said):
    assert role_sequence(text) == said
