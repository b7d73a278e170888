"""A turn played from the graveyard, said by a resolving spell or ability: "Until end of turn, you may play lands and
cast spells from your graveyard." and "If a card would be put into your graveyard from anywhere this turn, exile that
card instead." (Yawgmoth's Will, Gaea's Will, Magus of the Will).

The permission: 305.1 (a land is played from the hand unless an effect allows another zone) and 601.3 (a spell is cast
from the hand unless an effect allows another zone). The effect of a resolving spell changes no object's
characteristics, so it modifies the rules of the game (611.2c): it covers every card in its controller's graveyard
while it lasts, one put there after it began too, and it ends with the turn (611.2a, 514.2). It is kept as a rules
label (:data:`LABEL_FORM`, a ``RulesOp``) that kb.engine.stack consults as a land is played or a spell cast from a
graveyard (:func:`turn_permission`). The lands played and spells cast follow their usual timing and costs (117.1,
305.2, 601.2f).

The replacement effect (614.1a): "a card" is a card only — a token is no card (111.1), and the card going to "your
graveyard" is a card its controller owns (400.3: a card goes to its owner's graveyard) — from any zone, for the rest of
the turn; it is a shield of kb.engine.replacement kept in ``GameState.replacements`` (duration ``end_of_turn``). A
sorcery saying it is exiled itself as it is put into the graveyard as the last part of its resolution (608.2n).

Anything more in a sentence ("and from exile", "cast permanent spells") is not read here: the sentence stays unread.
"""
from __future__ import annotations

import re

__all__ = ["read_graveyard_turn", "read_graveyard_exile_turn", "turn_permission", "LABEL_FORM"]

# the permission, as a rules label: what may be done from the controller's graveyard
LABEL_FORM = re.compile(r"You may (play lands and cast spells|cast spells|play lands) from your graveyard")
_TIMED = re.compile(r"Until end of turn, you may (?P<a>play lands and cast spells|cast spells|play lands) from your "
                    r"graveyard|You may (?P<b>play lands and cast spells|cast spells|play lands) from your graveyard "
                    r"this turn")
_EXILE_INSTEAD = re.compile(r"If a card would be put into your graveyard from anywhere this turn, exile (?:that card|it) "
                            r"instead")


def read_graveyard_turn(s: str) -> str | None:
    """The rules label of ``s`` (one sentence, no final period) when it is a permission to play from the controller's
    graveyard for the rest of the turn (305.1, 601.3, 611.2a), or None."""
    m = _TIMED.fullmatch(s.strip())
    if m is None:
        return None
    return f"You may {m.group('a') or m.group('b')} from your graveyard"


def read_graveyard_exile_turn(s: str) -> bool:
    """Whether ``s`` (no final period) is "If a card would be put into your graveyard from anywhere this turn, exile
    that card instead." (614.1a: a card its controller owns, from any zone, this turn)."""
    return _EXILE_INSTEAD.fullmatch(s.strip()) is not None


def turn_permission(state, card_obj, who: str, what: str) -> str | None:
    """The name of the source of a resolved rules effect of :data:`LABEL_FORM` that lets ``who`` do ``what`` ('lands':
    play a land, 'spells': cast a spell) with ``card_obj`` in ``who``'s own graveyard now (404.1: a player's graveyard
    holds the cards they own), or None. The effect is the one its controller ("you", fixed as it resolved) got."""
    if card_obj.zone != "graveyard" or card_obj.owner != who:
        return None
    for e, labels in state.evaluate().rules:
        if getattr(e, "origin", "") != "resolved" or e.you != who:
            continue
        for lab in labels:
            m = LABEL_FORM.fullmatch(str(lab))
            if m and ("play lands" if what == "lands" else "cast spells") in m.group(1):
                return e.source_name or "an effect"
    return None
