""""Other than a basic land card": "Choose target card in a graveyard other than a basic land card." (Surgical
Extraction, Extirpate), "… you choose a card other than a basic land card from it" (Lobotomy).

The words leave out one kind of card: a land with the supertype basic (205.4c: "Any land with the supertype 'basic' is
a basic land. Any land that doesn't have this supertype is a nonbasic land, even if it has a basic land type"). A
nonbasic land card (Wasteland) and a nonland card with the supertype basic are not left out — neither "nonland" nor
"nonbasic" alone says it, so the description is a Selector of the words before it that also asks the object not be
both basic and a land, checked on the card's characteristics as they are where it is (a card in a graveyard, 400.7).
The description's words are rendered back whole (kb.engine.render), so word accounting sees every one read.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Selector

__all__ = ["NotBasicLand", "read_other_than_basic_land", "render_other_than_basic_land"]

_SUFFIX = re.compile(r"(.+?) other than a basic land(?: card)?")


@dataclass(frozen=True, slots=True)
class NotBasicLand(Selector):
    """A Selector that also asks that the object not be a basic land (205.4c): not both the supertype basic and the
    card type land."""

    def match(self, w, ctx) -> bool:
        return not ("Basic" in w.supertypes and "Land" in w.types) and Selector.match(self, w, ctx)

    @property
    def reads(self) -> frozenset:
        return Selector.reads.fget(self) | frozenset(("types", "supertypes"))


def read_other_than_basic_land(phrase: str, pc, parse_selector, default_zone):
    """The description "card [in a graveyard] other than a basic land card" (a Selector of the words before it with
    the exception, 205.4c), or None: not that form, or words before it that are a union of descriptions (not read
    here). The exception may follow the zone ("target card in a graveyard other than a basic land card") or the noun
    ("a card other than a basic land card")."""
    m = _SUFFIX.fullmatch(phrase.strip())
    if not m:
        return None
    base = parse_selector(m.group(1), pc, default_zone=default_zone)
    if type(base) is not Selector or "Land" in base.types:
        return None   # "land other than a basic land" and unions: other words, not read here
    return NotBasicLand(**{f: getattr(base, f) for f in Selector.__dataclass_fields__})


def render_other_than_basic_land(s, render_selector) -> str:
    """Its words (kb.engine.render)."""
    return render_selector(s) + " other than a basic land card"
