"""Jump-start (702.133a; 702.132a from 2018-10-05) and retrace (702.81a; 502.81a from 2008-07-15, 702.78a-702.80a
between): a card's keyword that lets its owner cast it from their graveyard with a discard as an additional cost.

"Jump-start" means "You may cast this card from your graveyard if the resulting spell is an instant or sorcery spell by
discarding a card as an additional cost to cast it" and "If this spell was cast using its jump-start ability, exile this
card instead of putting it anywhere else any time it would leave the stack" (702.133a). "Retrace" means "You may cast
this card from your graveyard by discarding a land card as an additional cost to cast it" (702.81a). Each is read as the
card's own permission to be cast from the graveyard with that cost (the card-text reader's "You may cast ~ from your
graveyard by discarding … in addition to paying its other costs", kb.engine.cardtext; kb.engine.stack._own_permission):
the discard is stated on the cast (``cast: {card, discard: [CARD]}``) and paid as costs are (601.2h; a madness card
discarded this way is exiled by its madness, kb.engine.madness). A spell cast with jump-start is exiled as it leaves the
stack, as one cast with flashback is (kb.engine.stack: ``cast_with``). Under an edition before the keyword's rule,
"cannot decide".
"""
from __future__ import annotations

import dataclasses
from functools import lru_cache

__all__ = ["KEYWORD_PERMISSIONS", "keyword_permissions", "keyword_unread"]

# keyword → (its citation concept, the permission it means, as the card-text reader reads it)
KEYWORD_PERMISSIONS = {
    "jump-start": ("jump_start", "You may cast ~ from your graveyard by discarding a card in addition to paying its "
                                 "other costs."),
    "retrace": ("retrace", "You may cast ~ from your graveyard by discarding a land card in addition to paying its "
                           "other costs."),
}


@lru_cache(maxsize=None)
def _permission(keyword: str):
    """The PlayPermission ``keyword`` means (601.3, 601.2f), read once by the card-text reader."""
    from .cardtext import parse_card_text
    _concept, words = KEYWORD_PERMISSIONS[keyword]
    got = parse_card_text(words, None, frozenset(("Enchantment",)))
    (perm,) = got
    return dataclasses.replace(perm, text=f"{keyword[0].upper()}{keyword[1:]} (\u201c{words}\u201d)", keyword=keyword)


def keyword_unread(state, name: str) -> bool:
    """Whether keyword ``name`` is jump-start or retrace under an edition whose rules don't define it: what it permits
    is not read there (kb.engine.stack._unmodelled_permission notes it "cannot decide")."""
    got = KEYWORD_PERMISSIONS.get((name or "").lower())
    return got is not None and not state.rules_have(got[0])


def keyword_permissions(state, card) -> list:
    """The permissions to cast ``card`` from its owner's graveyard that its jump-start or retrace means (702.133a,
    702.81a). Under an edition without the keyword's rule, or jump-start on a card that wouldn't be an instant or
    sorcery spell, noted "cannot decide" and not given."""
    out = []
    for a in card.abilities:
        name = (getattr(a, "name", "") or "").lower() if getattr(a, "kind", "") == "keyword" else ""
        if name not in KEYWORD_PERMISSIONS:
            continue
        concept = KEYWORD_PERMISSIONS[name][0]
        if not state.rules_have(concept):
            state.note_unknown(f"{card.name} has {name}, which the rules of {state.edition} don't define: whether it "
                               f"may be cast from a graveyard, and where it goes after, can't be decided")
            continue
        if name == "jump-start" and not {"Instant", "Sorcery"} & set(card.types):
            state.note_unknown(f"{card.name} has jump-start but would not be an instant or sorcery spell: whether "
                               f"jump-start lets it be cast can't be decided ({state.rule_no(concept)})")
            continue
        out.append(_permission(name))
    return out
