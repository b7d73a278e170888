"""Aftermath (702.127a; 702.126a from 2017-04-28 to 2021-04-22): a keyword of one half of a split card.

"Aftermath" means "You may cast this half of this split card from your graveyard," "This half of this split card
can't be cast from any zone other than a graveyard," and "If this spell was cast from a graveyard, exile it instead of
putting it anywhere else any time it would leave the stack." (702.127a). Cast from its owner's graveyard, the half's
own first ability is the permission (601.3; "your graveyard": for a card in a graveyard "you" is its owner, 109.5 —
cast by another player, another permission must allow it); cast from any other zone, the cast is refused, by an effect
too; cast from a graveyard by any permission, the spell is exiled whenever it would leave the stack (a replacement,
614.1a, applied by kb.engine.replacement through GameObject.stack_exile). The other half is an ordinary split-card half
(709.3: only the chosen half is evaluated). Under an edition before the keyword's rule, what the word means is unknown:
the cast goes on, and what it could change is "cannot decide".
"""
from __future__ import annotations

from .errors import EngineError

__all__ = ["has_aftermath", "aftermath_permits", "mark_cast"]


def has_aftermath(half) -> bool:
    """Whether a split card's half (a CardDef) has the aftermath keyword."""
    return any(getattr(a, "kind", "") == "keyword" and (a.name or "").strip().lower() == "aftermath"
               for a in getattr(half, "abilities", ()) or ())


def aftermath_permits(state, card_obj, half, caster: str, zone: str) -> bool:
    """Casting ``half`` of ``card_obj`` from ``zone``: refused when the half has aftermath and the zone isn't a graveyard
    (702.127a); True when its aftermath is the permission that lets ``caster`` cast it from the graveyard (the card's
    owner, 109.5), so no other is looked for (601.3); False otherwise (not an aftermath half, or another player: the
    usual search for a permission follows). Under an edition whose rules lack aftermath, noted unknown (False)."""
    if not has_aftermath(half):
        return False
    if not state.rules_have("aftermath"):
        state.note_unknown(f"{half.name} has aftermath, a keyword the rules of {state.edition} don't define (its rule came "
                           f"with the 2017-04-28 edition): where it may be cast from and where it goes are unknown "
                           f"({state.rule_no('aftermath')})")
        return False
    if zone != "graveyard":
        raise EngineError(f"{half.name} has aftermath: this half of the split card can't be cast from any zone other "
                          f"than a graveyard ({state.rule_no('aftermath')}), and {card_obj.alias} is in the {zone}")
    if card_obj.owner != caster:
        return False
    state.log.add(f"{half.name}'s aftermath lets {caster} cast this half from {caster}'s graveyard "
                  f"({state.rule_no('aftermath')})", "aftermath", indent=1, kind="step")
    return True


def mark_cast(state, spell_obj, half, cast_from: str) -> None:
    """A half with aftermath cast from a graveyard (by any permission) is exiled instead of putting it anywhere else
    any time it would leave the stack (702.127a): marked on the spell for kb.engine.replacement."""
    if cast_from == "graveyard" and has_aftermath(half) and state.rules_have("aftermath"):
        spell_obj.stack_exile = "aftermath"
