"""Restrictions on what a creature may attack, relative to the effect's controller (508.1c): "can't attack you" and
"can't attack you or planeswalkers you control" (Pacifism-like Auras of Commander sets, Peacekeeper-like statics).

"You" is the controller of the effect (109.5); the layers (kb.engine.layers, 613.11) turn the sentence into labels
naming that player — ``can't attack PLAYER`` and ``can't attack planeswalkers PLAYER controls`` — on each creature the
effect applies to, and the attack declaration (kb.engine.combat, 508.1c) refuses an attack on that player, or on a
planeswalker that player controls as the attack is declared. Battles are not planeswalkers: an attack on one is not
restricted by these words (310.8, 508.1b)."""
from __future__ import annotations

__all__ = ["OR_PLANESWALKERS", "attack_labels", "planeswalker_label"]

OR_PLANESWALKERS = "can't attack you or planeswalkers you control"


def planeswalker_label(player: str) -> str:
    """The label on a creature that can't attack the planeswalkers ``player`` controls."""
    return f"can't attack planeswalkers {player} controls"


def attack_labels(sentence: str, you: str) -> list[str] | None:
    """The labels an attack restriction about "you" puts on a creature (``you``: the effect's controller); None when
    ``sentence`` is not one."""
    if sentence == "can't attack you":
        return [f"can't attack {you}"]
    if sentence == OR_PLANESWALKERS:
        return [f"can't attack {you}", planeswalker_label(you)]
    from .attackother import bound_label   # "… attack a player other than you if able" (508.1d)
    other = bound_label(sentence, you)
    return [other] if other is not None else None
