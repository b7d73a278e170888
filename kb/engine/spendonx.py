""""Spend only black mana on X." (Consume Spirit): an ability of the spell that restricts how that object can be cast,
so it functions on the stack (113.6e). The part of the total cost that X stands for may be paid only with mana of
that colour (601.2h): a cast whose stated mana can't pay X that way is refused.

What X stands for in the total cost is its value times the {X} symbols of the cost being paid; a cost reduction of
generic mana may be applied to that part (the player applies reductions as they choose, 601.2f), so with cost changes
the least the restricted colour must pay is X less the reductions — and since the engine keeps only the net change, a
shortfall with any cost change is "cannot decide", never refused. A stated mana with generic symbols ("{3}{B}": how
much, not which colours) or hybrid or Phyrexian symbols in the total cost is checked only when it surely pays."""
from __future__ import annotations

import re

from .errors import EngineError
from .values import ManaCost
from .words import COLOR_ALT, MANA_LETTERS

__all__ = ["SPEND_ONLY_X", "read_spend_only_x", "spend_only_colour", "check_spend_only_x", "x_colours_in"]

SPEND_ONLY_X = "spend only {} mana on X"
_COLOURS = MANA_LETTERS
_WORD = f"(?:{COLOR_ALT})"
_WORDS = rf"(?:{_WORD}(?: and/or {_WORD})*|colorless)"


def read_spend_only_x(s: str) -> str | None:
    """The label of "Spend only black mana on X." / "… black and/or red mana on X." (the colour words kept), or None."""
    m = re.fullmatch(rf"Spend only ({_WORDS}) mana on X", s)
    return SPEND_ONLY_X.format(m.group(1)) if m else None


def x_colours_in(text: str) -> frozenset | None:
    """The colour letters an ability's words "Spend only [colour(s)] mana on X" allow for X (an activated ability's
    own sentence, read in its whole text: "{X}: ~ deals X damage to each creature and each player. Spend only black
    mana on X."), or None."""
    m = re.search(rf"\bSpend only ({_WORDS}) mana on X\b", text or "")
    return frozenset(_COLOURS[w] for w in m.group(1).split(" and/or ")) if m else None


def spend_only_colour(state, spell_obj) -> tuple[frozenset, str] | None:
    """(the colour letters, the ability's text) of the spell's "Spend only [colour(s)] mana on X", or None."""
    from .abilities import StaticAbility
    w = state.evaluate().work.get(spell_obj.oid)
    for h in (w.abilities if w is not None else ()):
        ab = h.ability
        if not isinstance(ab, StaticAbility):
            continue
        for t in ab.templates:
            for op in t.ops:
                m = re.fullmatch(SPEND_ONLY_X.format(rf"({_WORDS})"), getattr(op, "label", "") or "")
                if m:
                    return frozenset(_COLOURS[w] for w in m.group(1).split(" and/or ")), ab.text
    return None


def check_spend_only_x(state, spell_obj, card, x_paid: int, total_str: str, mana, changed: bool) -> None:
    """601.2h: refuse the cast when the stated ``mana`` can't pay the ``x_paid`` mana X stands for with the restricted
    colour, beside the coloured symbols of the total cost ``total_str``; note it unknown when that depends on what
    isn't stated (generic symbols in the stated mana, hybrid or Phyrexian symbols in the cost, a cost change whose
    reductions may go to X: ``changed``)."""
    found = spend_only_colour(state, spell_obj)
    if found is None or x_paid <= 0 or mana is None or isinstance(mana, dict):
        return
    colours, text = found
    s = str(mana).strip()
    if "{" not in s:
        s = "".join("{%s}" % ch for ch in s if not ch.isspace())
    try:
        stated = ManaCost.parse(s).symbols
    except ValueError:
        return
    have = sum(1 for sym in stated if sym in colours)
    unknown = sum(int(sym) for sym in stated if sym.isdigit())
    cost = ManaCost.parse(total_str).symbols if total_str else ()
    odd = any("/" in sym for sym in cost)
    needed_for_symbols = sum(1 for sym in cost if sym in colours)   # each paid with its own colour, one of these
    need = x_paid + needed_for_symbols
    if have >= need:
        return
    rules = f"{state.rule_no('cast_restriction_zone')}, {state.rule_no('cast_pay')}"
    if unknown or odd or changed:
        state.note_unknown(f"{card.name}'s \u201c{text}\u201d: whether the mana stated, {mana}, pays X with that colour "
                           f"can't be decided ({rules})")
        return
    raise EngineError(f"{card.name} can't be cast spending {mana}: \u201c{text}\u201d — X takes {x_paid} mana of that "
                      f"colour beside the cost's own symbols of it ({need} in all), and {have} was stated ({rules})")
