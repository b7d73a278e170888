""""You can't spend mana to cast this spell." (Hogaak, Arisen Necropolis): an ability of the object that restricts how
that object can be cast, so it functions on the stack (113.6e). No mana may be spent to pay its total cost (601.2h): a
cast is legal only when other things pay all of it — convoke's creatures (702.51a), delve's cards (702.66a) — or when
the total cost is nothing.

Also the doubt the rule raises for a spell's ability the engine can't read: an unread static ability of the spell that
speaks of casting that spell may restrict or modify how it is cast (113.6d-e), so a cast it could change is "cannot
decide", never allowed as if the ability weren't there (:func:`unread_cast_restriction`)."""
from __future__ import annotations

import re

__all__ = ["NO_MANA_TO_CAST", "read_no_mana_to_cast", "forbids_mana", "unread_cast_restriction"]

NO_MANA_TO_CAST = "no mana can be spent to cast it"


def read_no_mana_to_cast(s: str) -> bool:
    """Whether the sentence is "You can't spend mana to cast ~" (the card's own name as ~)."""
    return re.fullmatch(r"You can't spend mana to cast ~", s) is not None


def _abilities(state, spell_obj):
    w = state.evaluate().work.get(spell_obj.oid)
    return [h.ability for h in (w.abilities if w is not None else ())]


def forbids_mana(state, spell_obj) -> str:
    """The text of the spell's ability saying no mana can be spent to cast it (113.6e), or ""."""
    from .abilities import StaticAbility
    for ab in _abilities(state, spell_obj):
        if isinstance(ab, StaticAbility) and any(getattr(op, "label", "") == NO_MANA_TO_CAST
                                                 for t in ab.templates for op in t.ops):
            return ab.text
    return ""


# words of an ability about casting that object itself ("~" is its name): "Cast ~ only …", "You can't spend mana to
# cast ~ …", "~ can't be cast …" (113.6e), "~ costs {1} less to cast …" (113.6d)
_OWN_CAST = re.compile(r"\b[Cc]ast (?:~|this spell)(?!\w)|~ can't be cast\b|~ costs? .*\bto cast\b")


def unread_cast_restriction(state, spell_obj) -> str:
    """The text of an unread static ability of the spell that speaks of casting that spell itself (it may restrict or
    modify how it is cast, 113.6d-e), or ""."""
    from .abilities import UnmodelledAbility
    for ab in _abilities(state, spell_obj):
        if isinstance(ab, UnmodelledAbility) and ab.guess == "static" and _OWN_CAST.search(ab.text):
            return ab.text
    return ""
