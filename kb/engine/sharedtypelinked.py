"""Spells "that share a card type with the exiled card": "Spells you cast that share a card type with the exiled card
cost {2} less to cast." (Semblance Anvil).

"The exiled card" is the card the source's linked ability exiled (607.2a: "Imprint — When ~ enters, you may exile a
nonland card from your hand."). Two objects share a card type when one card type (205.2a: artifact, battle, creature,
enchantment, instant, kindred, land, planeswalker, sorcery) is among both's; subtypes and supertypes don't count. No
card exiled with the source: nothing shares a card type with it. Two or more exiled with it: which one "the exiled
card" is isn't read — "cannot decide" (noted), never a guess.

Read by kb.engine.parser's cost reader as a qualifier after "Spells you cast" (a selector whose match also checks
this); this module imports neither kb.engine.parser nor kb.engine.instructions."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Selector

__all__ = ["SharesTypeWithExiled", "split_shares_type", "shares_type_selector", "render_shares_type"]

_QUALIFIER = re.compile(r"(.+? you cast) that shares? a card type with the exiled card( cost .+)")
CARD_TYPES = frozenset(("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Tribal", "Land",
                        "Planeswalker", "Sorcery"))


@dataclass(frozen=True, slots=True)
class SharesTypeWithExiled(Selector):
    """A Selector read from "… that share a card type with the exiled card": it matches as its fields say, and the
    object has a card type in common with the one card in exile that the source's linked ability exiled."""

    def match(self, w, ctx) -> bool:
        if not Selector.match(self, w, ctx):
            return False
        src = getattr(ctx, "src", None)
        if src is None:
            return False
        exiled = [x for x in ctx.work.values() if x.zone == "exile"
                  and (getattr(x.obj, "exiled_with", ()) or (None,))[0] == src.oid]
        if len(exiled) > 1:
            state = getattr(ctx, "state", None)
            if state is not None:
                state.note_unknown(f"\u201cthe exiled card\u201d: {len(exiled)} cards were exiled with {src.name}, and "
                                   "which one it names is not read (607.2a)")
            return False
        return bool(exiled) and bool(CARD_TYPES & set(w.types) & set(exiled[0].types))


def split_shares_type(s: str) -> tuple[str, bool]:
    """"Spells you cast that share a card type with the exiled card cost {2} less to cast" → ("Spells you cast cost {2}
    less to cast", True); any other sentence → (it, False)."""
    m = _QUALIFIER.fullmatch(s.strip())
    return (m.group(1) + m.group(2), True) if m else (s, False)


def shares_type_selector(sel):
    """``sel`` (a plain Selector) with the qualifier, or None for any other description (a union of kinds)."""
    if type(sel) is not Selector:
        return None
    fields = {f: getattr(sel, f) for f in Selector.__dataclass_fields__}
    return SharesTypeWithExiled(**{**fields, "describe": (sel.describe + " that share a card type with the exiled card")
                                   .strip()})


def render_shares_type(s, render_selector) -> str:
    """Its words (kb.engine.render)."""
    return render_selector(s) + " that share shares a card type with the exiled card"
