""""Choose a color. Add an amount of mana of that color equal to your devotion to that color." (Nykthos, Shrine to
Nyx; Nyx Lotus): a mana ability (605.1a: no target, it adds mana) whose colour is chosen as it resolves (608.2d, the
"Choose a color." before it, ``choose: {color: …}``) and whose amount is the controller's devotion to that colour then
(700.5: the mana symbols of that colour among the mana costs of the permanents they control; a hybrid symbol counts
toward each of its colours, 700.5a). The amount is read as "an amount of {G} equal to your devotion to green" is
(kb.engine.manaamount); without a colour chosen it is not read (the choice's own "cannot decide").
"""
from __future__ import annotations

import re

__all__ = ["reads_chosen_devotion", "chosen_devotion_amount"]

_TEXT = re.compile(r"an amount of mana of the chosen colou?r equal to your devotion to that colou?r")
_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def reads_chosen_devotion(text: str) -> bool:
    """Whether ``text`` (what the ability adds, "Add" taken off, kb.engine.manaamount.amount_phrase) is this amount."""
    return bool(_TEXT.fullmatch(text.strip().rstrip(".")))


def chosen_devotion_amount(text: str, choices: dict | None):
    """The amount as a :class:`kb.engine.manaamount.ManaAmount` of the colour chosen as the ability resolved (its
    letter in ``choices["color"]``, as kb.engine.actions records the "Choose a color." instruction); None when ``text``
    is not this amount or no colour was chosen."""
    if not reads_chosen_devotion(text):
        return None
    c = str((choices or {}).get("color") or "").strip().upper()
    if c not in _NAMES:
        return None
    from .manaamount import ManaAmount
    return ManaAmount(each=c, count=f"your devotion to {_NAMES[c]}", how="equal")
