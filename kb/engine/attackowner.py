"""A restriction on what a creature may attack, relative to its owner (508.1c): "Xantcha attacks each combat if able
and can't attack its owner or planeswalkers its owner controls." (Xantcha, Sleeper Agent).

"Its owner" is the owner of the creature the restriction is on (108.3: the player who started the game with it in
their deck, whoever controls it now). The layers (kb.engine.layers, 613.11) bind the label to that player on each
creature the effect applies to — the same ``can't attack PLAYER`` and ``can't attack planeswalkers PLAYER controls``
labels "can't attack you or planeswalkers you control" gives (kb.engine.attackyou) — and the attack declaration
(kb.engine.combat, kb.engine.declare) refuses an attack on that player or on a planeswalker that player controls
(508.1c). "Attacks each combat if able" in the same sentence is the usual requirement (508.1d): with only its owner
and the owner's planeswalkers to attack, it can't be obeyed without disobeying the restriction, and the creature
attacks nobody. Battles are not planeswalkers (310.8): the restriction doesn't cover them.
"""
from __future__ import annotations

import re

from .attackyou import planeswalker_label

__all__ = ["OWNER_LABEL", "read_attack_owner", "owner_labels"]

OWNER_LABEL = "can't attack its owner or planeswalkers its owner controls"   # as read; bound by :func:`owner_labels`

_SENTENCE = re.compile(r"(~|Enchanted creature|Equipped creature) (?:(attacks each combat if able) and )?"
                       r"can't attack its owner or planeswalkers its owner controls")


def read_attack_owner(s: str, pc, parse_selector):
    """(selector, the labels) of "~ [attacks each combat if able and] can't attack its owner or planeswalkers its owner
    controls", else None."""
    if "its owner" not in s:
        return None
    m = _SENTENCE.fullmatch(s.strip().rstrip("."))
    if m is None:
        return None
    return parse_selector(m.group(1), pc), ((m.group(2),) if m.group(2) else ()) + (OWNER_LABEL,)


def owner_labels(labels: list, owner: str) -> list:
    """``labels`` with :data:`OWNER_LABEL` bound to ``owner`` (the owner of the object they are put on, 108.3): the
    player and that player's planeswalkers it can't attack (508.1c)."""
    if OWNER_LABEL not in labels:
        return labels
    out: list = []
    for lab in labels:
        out += [f"can't attack {owner}", planeswalker_label(owner)] if lab == OWNER_LABEL else [lab]
    return out
