"""The order of roles (issue 21, kb.engine.render.out_of_order): the word accounting compares words as a bag, so a
reading that swaps roles — who deals damage and who is dealt it, from which zone to which, which target gets which
bonus, who gains and who loses life — would pass it. The ordered check catches such readings.

The mutation test: real abilities whose text is changed by swapping two role phrases; the reading of the swapped text,
compared with the real text, has every word (the same words) but its roles in another order: it is always caught."""
import re

import pytest

from kb.engine.abilities import Keyword, UnmodelledAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.errors import ParseError
from kb.engine.render import account, out_of_order, role_groups, role_sequence

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


# (name, types, Oracle text, the same text with two roles swapped): the reading of the swap reads every word
SWAPPED = [
    ("Raise Dead", "Sorcery", "Return target creature card from your graveyard to your hand.",
     "Return target creature card from your hand to your graveyard."),
    ("Soul's Fire", "Instant", "Target creature you control deals damage equal to its power to any target.",
     "Any target deals damage equal to its power to target creature you control."),
    ("Prey Upon", "Sorcery", "Target creature you control fights target creature you don't control.",
     "Target creature you don't control fights target creature you control."),
    ("Sovereign's Bite", "Sorcery", "Target player loses 3 life and you gain 3 life.",
     "Target player gains 3 life and you lose 3 life."),
    ("Shock", "Instant", "Shock deals 2 damage to target creature.", "Target creature deals 2 damage to Shock."),
    ("Brute Strength", "Instant", "Target creature you control gets +3/+1 until end of turn and target creature an "
                                  "opponent controls gets -1/-1 until end of turn.",
     "Target creature an opponent controls gets +3/+1 until end of turn and target creature you control gets -1/-1 "
     "until end of turn."),
    ("Slith Predator", "Creature", "Whenever Slith Predator deals combat damage to a player, put a +1/+1 counter on it.",
     None),
]


@pytest.mark.parametrize("name,types,text,swapped", [s for s in SWAPPED if s[3]])
def test_a_reading_that_swaps_roles_is_caught(name, types, text, swapped):
    """Read the swapped text (it reads: strict), then compare that reading with the real text: the word accounting
    may pass it (the same words), the order of roles does not."""
    real = [a for a in parse_card_text(text, name, frozenset({types}), strict=True) if not isinstance(a, Keyword)]
    assert all(not out_of_order(a, a.text, name) for a in real), [role_groups(a, name) for a in real]
    try:
        mutant = [a for a in parse_card_text(swapped, name, frozenset({types}), strict=True) if not isinstance(a, Keyword)]
    except ParseError as exc:
        pytest.skip(f"the swapped text is not read: {exc}")
    ab, full = mutant[0], real[0].text
    assert role_groups(ab, name) != role_groups(real[0], name)
    assert account(ab, full, name) or out_of_order(ab, full, name), (role_groups(ab, name), role_sequence(full))
