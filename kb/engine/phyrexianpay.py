"""Phyrexian mana paid with life when the mana a cast states leaves it unpaid (107.4f, 601.2f-h, 119.4).

A Phyrexian mana symbol ({G/P}) is paid with one mana of its colour or with 2 life, as the player chooses while the
total cost is determined (107.4f, 601.2f). A scenario states the mana spent (``mana:``); the mana it states is all
the mana spent (601.2h: only the total cost is paid), so how much of it is left over after the total cost's other
symbols says how many Phyrexian symbols it paid — each of the rest was paid with 2 life. "{G/P}" cast with ``mana:
""`` was paid with 2 life; with ``mana: "{G}"``, with the green mana. The life is paid as a cost (119.4: only with a
life total of at least that much; 119.8: a player who can't lose life can't pay it).

``phyrexian_split`` returns the total cost left to pay with mana and the life paid; ``None`` when the cost has no
Phyrexian symbol or the mana stated can't be split so (the caller's check of the mana then refuses or notes it).
"""
from __future__ import annotations

import re

from .values import ManaCost

__all__ = ["phyrexian_split"]

_PHYREXIAN = re.compile(r"/P$", re.I)
_COLOURS = frozenset("WUBRG")


def _amount(sym: str) -> int:
    """The mana one symbol of a total cost takes (107.4e: {2/W} is paid with two generic or one white)."""
    if sym.isdigit():
        return int(sym)
    if "/" in sym and sym.split("/")[0].isdigit():
        return 1   # {2/W}: at least one
    return 1


def phyrexian_split(total_str: str, spent: dict | None) -> tuple[str, int] | None:
    """(the total cost left to pay with mana, the life paid for its Phyrexian symbols) when ``total_str`` has Phyrexian
    symbols and ``spent`` (the stated mana, kb.engine.stack._mana_spent's shape: colour letters, "C" for colorless or
    generic amounts, "hybrid") pays some of them with mana: the amount spent beyond the other symbols is the number of
    Phyrexian symbols paid with mana (601.2h), matched with the stated colours they may be paid with; the others are
    paid with 2 life each (107.4f). ``None``: no Phyrexian symbol, or a split the stated mana doesn't settle (more
    mana than the total cost, or less than its other symbols)."""
    if not total_str or "/P" not in total_str.upper() or spent is None:
        return None
    try:
        symbols = list(ManaCost.parse(total_str).symbols)
    except ValueError:
        return None
    phy = [s for s in symbols if _PHYREXIAN.search(s)]
    if not phy:
        return None
    others = [s for s in symbols if not _PHYREXIAN.search(s)]
    extra = sum(int(v) for v in spent.values()) - sum(_amount(s) for s in others)
    if extra < 0 or extra > len(phy):
        return None
    # the colours the other symbols take first; what is left of each colour may pay a Phyrexian symbol of it
    left = {c: int(n) for c, n in spent.items() if c in _COLOURS}
    for s in others:
        if s.upper() in left and left[s.upper()] > 0:
            left[s.upper()] -= 1
    paid_with_mana: list[str] = []
    with_life = 0
    for s in phy:
        colours = [c for c in s.upper().split("/")[:-1] if c in _COLOURS]
        c = next((c for c in colours if left.get(c, 0) > 0), None)
        if c is not None and len(paid_with_mana) < extra:
            left[c] -= 1
            paid_with_mana.append(c)
        else:
            with_life += 1
    if len(paid_with_mana) != extra:
        return None   # mana left over that can't pay a Phyrexian symbol of its colour: the check of the mana refuses it
    rest = "".join("{%s}" % s for s in others) + "".join("{%s}" % c for c in paid_with_mana)
    return rest, 2 * with_life
