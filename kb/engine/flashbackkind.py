"""What flashback lets be cast (702.34a): since 2021-02-05 "You may cast this card from your graveyard if the resulting
spell is an instant or sorcery spell by paying [cost] rather than paying its mana cost"; before, any card with it (the
rule change ``flashback_kind``, kb.engine.versions). A permanent spell cast with it under the older words is exiled
instead of entering the battlefield: its second ability exiles it "any time it would leave the stack" (StackMixin).
"""
from __future__ import annotations

from .versions import rule

__all__ = ["flashback_refused"]

_KINDS = ("Instant", "Sorcery")


def flashback_refused(state, card) -> str | None:
    """Why ``card`` (the face cast) can't be cast with its flashback under the game's edition: the resulting spell would
    be neither an instant nor a sorcery (702.34a, from 2021-02-05); None when it can."""
    if rule("flashback_kind", state.edition) != "instant_sorcery":
        return None
    if any(t in _KINDS for t in card.types):
        return None
    kinds = " ".join(sorted(t.lower() for t in card.types)) or "typeless"
    return (f"{card.name} would be a{'n' if kinds[:1] in 'aeiou' else ''} {kinds} spell: flashback lets a card be cast "
            f"from a graveyard only if the resulting spell is an instant or sorcery spell ({state.rule_no('flashback')})")
