"""Mana spent as though it were of any type, for a kind of spell: "You may spend mana as though it were mana of any
color to cast creature spells.", "You can spend mana of any type to cast creature spells." (Vizier of the Menagerie),
"… to cast spells with the chosen name." (a name chosen as its source entered, 607.2d).

609.4b: an effect that lets a player spend mana "as though it were mana of any [type or color]" affects only how that
player may pay a cost, not the cost. A static ability's effect (611.3a) for its controller ("you"), for the spells it
describes as they are being cast (the spell's characteristics on the stack, 601.2a): its sentence is a rules label
(kb.engine.parser RULES_SENTENCES), consulted by kb.engine.stack as the total cost is paid (601.2h). The mana paying
a cost is checked there by colour only ({C} isn't checked), so "any type" and "any color" pay the same here.

Only the whole sentence is read: anything more ("and activate abilities of creatures") leaves it unread.
"""
from __future__ import annotations

import re

__all__ = ["SPEND_FOR", "spend_words", "spend_any_source"]

SPEND_FOR = re.compile(r"You (?:may spend mana as though it were mana of any (?:color|type)|can spend mana of any type) "
                       r"to cast (?P<what>(?!.*\b(?:and|or)\b)(?:\S.* )?spells(?: \S.*)?)")
_CACHE: dict = {}


def _selector(label: str, card: str | None, read):
    """The spells the label describes (``read(words, card)``: kb.engine.parser.parse_selector's reading of a
    description; 'spells' are objects on the stack, and a ParseError leaves it unread), or None."""
    key = (label, card)
    if key not in _CACHE:
        from .errors import ParseError
        m = SPEND_FOR.fullmatch(label)
        try:
            sel = read(m.group("what"), card) if m else None
        except ParseError:
            sel = None
        _CACHE[key] = sel if sel is not None and getattr(sel, "zones", None) == frozenset(("stack",)) else None
    return _CACHE[key]


def spend_words(label: str, render, read) -> str | None:
    """The words a rules label of this form accounts for (its fixed words and its description's, rendered by
    ``render``; ``read`` as for :func:`_selector`), or None when it isn't one or its description isn't read."""
    m = SPEND_FOR.fullmatch(label)
    if m is None:
        return None
    sel = _selector(label, None, read)
    if sel is None:
        return None
    return label[:m.start("what")] + render(sel)


def spend_any_source(state, spell_obj, caster: str, read) -> str | None:
    """The name of a permanent whose static ability lets ``caster`` spend mana as though it were of any type to cast
    ``spell_obj`` (609.4b; its controller is "you"), the spell as it is on the stack (601.2a); None when none does.
    ``read`` as for :func:`_selector`."""
    from .filters import Ctx
    from .gamevalues import GameView
    snap = state.evaluate()
    spell = snap.get(spell_obj.oid)
    if spell is None:
        return None
    for e, labels in snap.rules:
        if getattr(e, "origin", "") != "static":
            continue
        src = snap.get(e.source) if e.source is not None else None
        if src is None or src.controller != caster:
            continue
        for lab in labels:
            if not SPEND_FOR.fullmatch(str(lab)):
                continue
            sel = _selector(str(lab), src.name, read)
            if sel is not None and sel.match(spell, Ctx(snap.work, src, caster, src.obj.choices, edition=state.edition,
                                                        game=GameView(state))):
                return src.name
    return None
