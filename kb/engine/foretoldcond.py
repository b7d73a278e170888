""""If this spell was foretold, …" (Haunting Voyage): the condition ``FORETOLD`` (:func:`spell_foretold`) — the spell was a
foretold card before it was cast, "even if it was cast for a cost other than a foretell cost" (702.143c). One cast for
its foretell cost was (only a foretold card may be, 702.143a; kb.engine.foretell checks that as it is cast); one cast
from a hand, a graveyard or a library was not (a foretold card is in exile); one cast from exile otherwise, a copy of a
spell, or no spell: "cannot decide". Below kb.engine.instructions (which reads the words) and kb.engine.foretell.
"""
from __future__ import annotations

import re

__all__ = ["FORETELL", "FORETOLD", "read_foretold", "spell_foretold"]

FORETELL = "foretell"   # the scenario's ``alternative:`` word and the item's cast_with (kb.engine.foretell)
FORETOLD = "foretold"   # the Condition kind of "if this spell was foretold" (702.143c)
_WAS_FORETOLD = re.compile(r"(?:this spell|~) was foretold")


def read_foretold(low: str) -> bool:
    """Whether a condition's words (lower case) are "this spell was foretold" / "~ was foretold" (702.143c)."""
    return "foretold" in low and _WAS_FORETOLD.fullmatch(low) is not None


def spell_foretold(state, rc) -> bool:
    """702.143c: whether the resolving spell "was foretold" — a foretold card before it was cast, whatever cost paid.
    Cast for its foretell cost: yes (702.143a: only a foretold card may be); cast from a zone other than exile: no.
    Cast from exile otherwise, a copy, no spell resolving, or an edition without foretell: noted "cannot decide"."""
    rule = state.rule_no(FORETELL) if state.rules_have(FORETELL) else None
    if rule is None:
        from .keywordlist import KEYWORD_FIRST_EDITION
        state.note_unknown(f"\u201cwas foretold\u201d: the rules of {state.edition} have no foretell (its rule came with "
                           f"the {KEYWORD_FIRST_EDITION[FORETELL]} edition)")
        return False
    item = getattr(rc, "item", None)
    if item is None or item.kind != "spell" or item.is_copy:
        state.note_unknown(f"\u201cwas foretold\u201d of {'a copy of a spell' if item is not None and item.kind == 'spell' else 'what is not a spell cast'}: "
                           f"whether it was a foretold card is not read ({rule})")
        return False
    if item.cast_with == FORETELL:
        return True
    if item.cast_from == "exile":
        state.note_unknown(f"{item.name} was cast from exile for another cost: whether it was a foretold card there is "
                           f"not known ({rule})")
    return False
