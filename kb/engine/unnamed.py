"""A card nobody named (objects.UNNAMED_CARD): one drawn from the unnamed part of a library, one of a hand the
scenario gave only as a number or didn't list, discarded to pay a cost. Its characteristics are hidden, except
what the cost it paid says of it: a card discarded to pay "discard a creature card" is a creature card (601.2h: a
cost is paid in full, or the spell isn't cast). Whether it fits a description is then known only when every card of
that kind fits it, or none does; otherwise what reads it is "cannot decide" (never a guess)."""
from __future__ import annotations

from dataclasses import replace

from .objects import UNNAMED_CARD, CardDef

__all__ = ["unnamed_card", "is_unnamed", "unnamed_fits", "unnamed_doubt"]

# the characteristic a description tests, with the field that says "has it" and the one that says "lacks it"
_HAS_LACKS = (("types", "not_types"), ("subtypes", "not_subtypes"), ("supertypes", "not_supertypes"))
# the parts of a description that test what the cost can't have said (abilities, a name, a number, a choice)
_UNSAID = ("keywords", "not_keywords", "names", "compare", "cost_symbol", "chosen")


def unnamed_card(known=None) -> CardDef:
    """The stand-in for a card nobody named, known only to fit description ``known`` (a selector: the kind of card a
    cost was paid with; None: nothing is known). It has the card types, subtypes, supertypes and colours ``known``
    requires, so that what only those decide reads it as it is; with no card type required it is given one (a card
    has one, 205.2a), which nothing reads as known (:func:`unnamed_doubt`)."""
    parts = getattr(known, "parts", None)
    k = known if parts is None else None   # "an artifact or creature card": which of them it is isn't known
    types = sorted(getattr(k, "types", ()) or ())
    if not types:
        types = ["Sorcery"] if "Sorcery" not in getattr(k, "not_types", ()) else ["Instant"]
    card = {"name": UNNAMED_CARD, "types": types, "subtypes": sorted(getattr(k, "subtypes", ()) or ()),
            "supertypes": sorted(getattr(k, "supertypes", ()) or ())}
    colors = set(getattr(k, "colors", ()) or ()) | set(getattr(k, "all_colors", ()) or ())
    if colors:
        card["color_indicator"] = sorted(colors)
    return replace(CardDef.from_dict(card), known_as=known)


def is_unnamed(card) -> bool:
    return getattr(card, "name", None) == UNNAMED_CARD


def unnamed_fits(selector, known) -> bool | None:
    """Whether a card known only to fit ``known`` fits ``selector``, as far as its characteristics go (where it is
    and whose it is are the object's own, read as they are): True when every card fitting ``known`` does, False
    when none does, None when that isn't known."""
    parts = getattr(selector, "parts", None)
    if parts is not None:   # "an artifact or creature card": one of the parts
        fits = [unnamed_fits(p, known) for p in parts]
        return True if True in fits else False if all(f is False for f in fits) else None
    if getattr(known, "parts", None) is not None:
        known = None
    if any(getattr(selector, f, None) for f in _UNSAID) or getattr(selector, "colorless", None) is not None:
        return None
    has_k = {f: frozenset(getattr(known, f, ()) or ()) for pair in _HAS_LACKS for f in pair}
    for has, lacks in _HAS_LACKS:
        want, shun = frozenset(getattr(selector, has, ())), frozenset(getattr(selector, lacks, ()))
        if want & has_k[lacks] or shun & has_k[has]:
            return False
    for has, lacks in _HAS_LACKS:
        if not (frozenset(getattr(selector, has, ())) <= has_k[has] and
                frozenset(getattr(selector, lacks, ())) <= has_k[lacks]):
            return None
    colors, k_colors = frozenset(getattr(selector, "colors", ())), frozenset(getattr(known, "colors", ()) or ())
    if colors and not (k_colors and k_colors <= colors):
        return None
    if not frozenset(getattr(selector, "all_colors", ())) <= frozenset(getattr(known, "all_colors", ()) or ()) or \
            not frozenset(getattr(selector, "not_colors", ())) <= frozenset(getattr(known, "not_colors", ()) or ()):
        return None
    return True


def unnamed_doubt(card, selector, alias: str = "") -> str | None:
    """Why whether ``card`` fits ``selector`` can't be told (it is a card nobody named, and what is known of it
    doesn't decide it), or None (a named card, or one whose known kind decides it)."""
    if not is_unnamed(card):
        return None
    reads = frozenset(getattr(selector, "reads", None) or ()) - {"zone", "controller"}
    if not reads or unnamed_fits(selector, card.known_as) is not None:
        return None
    known = f" (known only as {card.known_as})" if card.known_as is not None else ""
    return f"{alias or 'a card'} is a card the scenario doesn't name{known}: whether it fits \u201c{selector}\u201d is hidden"
