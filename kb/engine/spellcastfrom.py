""""Counter target spell that wasn't cast from its owner's hand." (Wash Away): a spell described by the zone it was
cast from (601.2a: casting moves the card from where it is onto the stack). A card in a hand is always in its
owner's hand (400.3), so "cast from its owner's hand" is cast from a hand — by whichever player cast it.

- A spell its controller cast: the zone recorded as it was cast (kb.engine.stack: ``cast_from``); cast from a
  graveyard, from exile, from a library, from the command zone — not from a hand.
- A copy of a spell was never cast (707.10): it wasn't cast from its owner's hand (the card's ruling).
- A spell on the stack whose cast the scenario doesn't show (neither cast nor a copy), or whose zone is not recorded:
  "cannot decide" (noted), never a guess.

Only "that was / wasn't cast from its owner's hand" is read; any other zone ("from a graveyard") stays unread.
Read in :func:`kb.engine.parser.parse_selector`, as "spell that targets …" is (kb.engine.spellaim)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .spellaim import SpellsOnStack, spell_stack_item   # spells on the stack (405.1): one home

__all__ = ["SpellCastFrom", "read_spell_cast_from"]

_FORM = re.compile(r"((?:.+? )?spells?) that (was|wasn't|were|weren't) cast from (?:its|their) owners?'s? hands?")


@dataclass(frozen=True, slots=True)
class SpellCastFrom(SpellsOnStack):
    """Spells ``base`` describes that were (``negated``: weren't) cast from their owner's hand (601.2a)."""

    base: object
    negated: bool = False
    describe: str = ""

    def match(self, w, ctx) -> bool:
        if not self.base.match(w, ctx):
            return False
        item = spell_stack_item(w, ctx)
        if item is None:   # not a spell on the stack the game shows
            return False
        if getattr(item, "is_copy", False):   # 707.10: a copy isn't cast
            return self.negated
        zone = getattr(item, "cast_from", "") or ""
        if not getattr(item, "cast", False) or not zone:
            ctx.game.state.note_unknown(f"\u201c{self.describe}\u201d: the zone {w.name} was cast from is not known "
                                        "(601.2a)")
            return False
        return (zone == "hand") != self.negated

    @property
    def reads(self) -> frozenset:
        return self.base.reads

    @property
    def source_relative(self) -> bool:
        return getattr(self.base, "source_relative", False)

    def __str__(self) -> str:
        return self.describe or f"{self.base} cast from its owner's hand"



def read_spell_cast_from(phrase: str, parse_selector, pc, default_zone):
    """A "spell that wasn't cast from its owner's hand" description, or None when ``phrase`` is not one."""
    m = _FORM.fullmatch(phrase)
    if m is None:
        return None
    base = parse_selector(m.group(1), pc, default_zone=default_zone)
    return SpellCastFrom(base=base, negated=m.group(2) in ("wasn't", "weren't"), describe=phrase)
