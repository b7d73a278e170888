""""As ~ enters, choose a card type." (Umori, the Collector): the choice made as the permanent enters (614.12) is any
one of the card types the rules list (205.2a: artifact, battle, creature, enchantment, instant, kindred, land,
planeswalker, sorcery) — not a subtype ("Goblin", 205.3) nor a supertype ("legendary", 205.4). A card type the
edition's rules don't have yet (planeswalker before 2009-10-01, battle before 2023) can't be chosen under them.

The choice is read by cardtext's enters-choice reader (kb.engine.abilities.EntersChoice, ``card_type`` with no
options); "the chosen type" is then read where Cloud Key's listed choice is (kb.engine.parser)."""
from __future__ import annotations

__all__ = ["card_type_refused"]


def card_type_refused(word: str, edition: str) -> str | None:
    """Why ``word`` can't be the card type chosen under ``edition``'s rules, or None: it can."""
    from .values import card_type
    from .versions import unknown_card_types
    t = card_type(word.strip())
    if t is None:
        return f"{word} is not a card type"
    if unknown_card_types((t,), edition):
        return f"{t.lower()} is not a card type in the rules of {edition}"
    return None
