"""Spells that can't be countered for the rest of the turn, said by a resolving spell or ability (101.2, 701.6a,
611.2c): "Creature spells you cast this turn can't be countered." (a planeswalker's loyalty ability), "Spells you control
can't be countered this turn.", "Until end of turn, creature spells you control can't be countered.", and with no
duration "Spells you control can't be countered." (until the end of the game, 611.2a).

It changes no object's characteristics, so it modifies the rules of the game (611.2c): every spell that matches while
it lasts is protected, a spell cast after it began too; it ends in the cleanup step (514.2). Its effect is the one a
static "Creature spells you control can't be countered." has (the rules label kb.engine.parser CANT_BE_COUNTERED, which
kb.engine.stack consults as an effect tries to counter a spell): "can't" wins over "counter" (101.2). "Spells you cast"
are only the spells their controller cast this turn — not a copy put on the stack without being cast (707.10,
707.12): the selector's ``cast`` relation (kb.engine.castgrant).
"""
from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["read_uncounterable_turn"]

_SPELLS = r"(?:(?:[\w-]+,? )*?(?:and |or )?[\w-]+ s|S|s)pells"
_FORM = re.compile(rf"Until end of turn, (?P<b>{_SPELLS}) you (?P<w>cast|control) can't be countered|"
                   rf"(?!Until )(?P<a>{_SPELLS}) you (?P<v>cast|control)(?: this turn)? can't be countered(?P<t> this turn)?")


def read_uncounterable_turn(s: str, selector_of):
    """(selector, label, duration) for ``s`` (without its period) — the spells it describes, limited to those their
    controller cast this turn for "you cast", the rules label, and how long it lasts: until the cleanup step (514.2)
    when it says "this turn" or "until end of turn", else until the end of the game (611.2a: no duration stated; a
    sentence of an instant or sorcery is an instruction, 113.3a, never a static working only on the stack) — or None
    for any other sentence. ``selector_of`` reads a
    description ("creature spells you control") as kb.engine.parser.parse_selector does, bound to the card."""
    from .parser import CANT_BE_COUNTERED
    m = _FORM.fullmatch(s.strip())
    if not m:
        return None
    spells, verb = (m.group("a"), m.group("v")) if m.group("a") else (m.group("b"), m.group("w"))
    said_turn = bool(m.group("b")) or bool(m.group("t")) or " this turn " in f"{s} "
    if spells.split()[0].lower() == "other":
        return None
    if not said_turn and verb != "control":
        return None   # "Spells you cast can't be countered." with no duration: which spells "you cast" names is unread
    sel = selector_of(f"{spells[0].upper()}{spells[1:]} you control")
    if getattr(sel, "zones", None) != frozenset(("stack",)) or getattr(sel, "controller", None) != "you":
        return None
    if verb == "cast":
        sel = replace(sel, cast="cast", describe=f"{spells} you cast")
    return sel, CANT_BE_COUNTERED, "end_of_turn" if said_turn else "indefinite"
