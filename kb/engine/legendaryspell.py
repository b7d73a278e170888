"""The casting restriction of a legendary instant or sorcery (205.4e, from the rules of 2018-04-27): "A player can't
cast a legendary instant or sorcery spell unless that player controls a legendary creature or a legendary
planeswalker." It is a rule, not the card's reminder text, so it holds however the spell is cast (an effect that
casts it too, 601.3). Under an edition without the rule the legendary supertype restricts no spell (205.4d then
speaks of permanents only)."""
from __future__ import annotations

from .errors import EngineError

__all__ = ["check_legendary_spell"]

_SPELL_TYPES = frozenset(("Instant", "Sorcery"))
_HOLDERS = frozenset(("Creature", "Planeswalker"))


def check_legendary_spell(state, card, caster: str) -> None:
    """Refuse casting ``card`` (the characteristics cast) when it is a legendary instant or sorcery and ``caster``
    controls no legendary creature or planeswalker, under the editions with 205.4e."""
    if "Legendary" not in card.supertypes or not (_SPELL_TYPES & set(card.types)):
        return
    if not state.rules_have("legendary_spell"):
        return
    snap = state.evaluate()
    for w in snap.work.values():
        if w.zone == "battlefield" and w.controller == caster and "Legendary" in w.supertypes and _HOLDERS & set(w.types):
            return
    raise EngineError(f"{card.name} is a legendary {'instant' if 'Instant' in card.types else 'sorcery'}: "
                      f"its caster, {caster}, controls no legendary creature or legendary planeswalker, so it can't be cast "
                      f"({state.rule_no('legendary_spell')})")
