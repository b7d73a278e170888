"""A card "that shares a creature type with it" / "that shares a card type with that permanent" in a description of
cards (Heirloom Blade: "reveal cards from the top of your library until you reveal a creature card that shares a
creature type with it"; Reality Scramble: "… until you reveal a card that shares a card type with that permanent";
Tajuru Paragon: "You may put a card that shares a creature type with it from among them into your hand").

Two objects share a creature type when one creature type is among both's subtypes (205.3m; an object with every
creature type, changeling 702.73a, shares one with any object that has one, kb.engine.filters.shares_creature_type);
they share a card type when one card type (205.2a) is among both's types — an artifact creature shares one with an
artifact and with a creature. Subtypes and supertypes are no card types.

The object the words point to is read where the sentence is (608.2c: "it" / "that permanent" / "~"), by the
instruction reader's own reader of such words (``bind``): the trigger event's object (603.2: the creature that died),
the target an instruction before named ("Put target permanent you own on the bottom of your library. … that
permanent"), or the source. "It" never names the cards the same sentence takes "from among them". The object is
looked at as the description is matched, as it is, or as it last existed in the zone it left (608.2h: the dead
creature's creature types as it last existed on the battlefield; the permanent's as it last existed there, the
ruling of 2018-07-13 on Reality Scramble). When no object can be found the match is never guessed: noted unknown
("cannot decide").

Read where the words are bound to their object (kb.engine.instructions: a reveal "until", a pick "from among
them"), nowhere else (a static's "for each … that shares a creature type with it" is kb.engine.filters'). Only these
words are read; "shares a creature type and a color with it", "shares a card type and a color", any
other tail, are left to the description reader (unread)."""
from __future__ import annotations

import re
from dataclasses import dataclass, fields, replace

from .filters import Selector, shares_creature_type

__all__ = ["SharesTypeWith", "read_shares_with", "bind_shares", "render_shares_with", "CARD_TYPE_NAMES"]

# 205.2a: the card types (kindred was called tribal before the 2024 rules; the same card type)
CARD_TYPE_NAMES = frozenset(("Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant",
                             "Kindred", "Tribal", "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery",
                             "Vanguard"))
_FORM = re.compile(r"(?P<base>.+?) that shares? an? (?P<kind>creature|card) type with "
                   r"(?P<ref>it|~|that (?:permanent|creature|card))")


@dataclass(frozen=True, slots=True)
class SharesTypeWith(Selector):
    """A Selector that also asks that the object share a creature type (``kind`` "creature") or a card type
    ("card") with the object ``ref`` names (a Subject, bound by the instruction reader; ``ref_words`` its words)."""

    kind: str = "creature"
    ref_words: str = "it"
    ref: object = None

    def match(self, w, ctx) -> bool:
        if not Selector.match(self, w, ctx):
            return False
        look = getattr(ctx, "look", None)
        other = look(self.ref) if look is not None and self.ref is not None else None
        if other is None:
            st = getattr(getattr(ctx, "game", None), "state", None)
            if st is not None:
                st.note_unknown(f"\u201c{self.describe}\u201d: the object \u201c{self.ref_words}\u201d names is not "
                                "known, so which cards share a type with it can't be decided (205.2a, 205.3m, 608.2h)")
            return False
        if self.kind == "creature":
            return shares_creature_type(w, other)
        return bool(CARD_TYPE_NAMES & set(w.types) & set(other.types))


def read_shares_with(phrase: str, pc, parse_selector, default_zone):
    """The description ``phrase`` ("a creature card that shares a creature type with it") as a
    :class:`SharesTypeWith` over the description of the words before "that" (a plain Selector; its object unbound
    until :func:`bind_shares`), or None: not these words, or words before it that are no single plain description."""
    m = _FORM.fullmatch(phrase.strip())
    if m is None:
        return None
    base = parse_selector(m.group("base"), pc, default_zone=default_zone)
    if type(base) is not Selector:
        return None
    kept = {f.name: getattr(base, f.name) for f in fields(Selector) if f.name != "describe"}
    return SharesTypeWith(**kept, kind=m.group("kind"), ref_words=m.group("ref"), describe=phrase.strip())


def bind_shares(made: list, subject_of, looked_kind: str = "looked") -> list:
    """The instructions ``made`` with each unbound :class:`SharesTypeWith` of theirs (``opts["selector"]``) pointed at
    the object its words name: ``subject_of(words, prev_or_None)``, the reader of such words; words that would name
    the cards looked at ("… with it from among them": those are "them") name what they would with nothing before them
    (603.2: the trigger event's object; an activated ability's source)."""
    for ins in made or ():
        sel = ins.opts.get("selector") if isinstance(getattr(ins, "opts", None), dict) else None
        if not isinstance(sel, SharesTypeWith) or sel.ref is not None:
            continue
        ref = subject_of(sel.ref_words, True)
        if getattr(ref, "kind", None) == looked_kind:
            ref = subject_of(sel.ref_words, False)
        ins.opts["selector"] = replace(sel, ref=ref)
    return made


def render_shares_with(s, render_selector) -> str:
    """Its words (kb.engine.render): the description's, then the relation and the words that name the object."""
    return f"{render_selector(s)} that shares share a an {s.kind} type with {s.ref_words}"
