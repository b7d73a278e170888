""""Choose a color. Add an amount of mana of that color equal to your devotion to that color." (Nykthos, Shrine to
Nyx; Nyx Lotus): a mana ability (605.1a: no target, it adds mana) whose colour is chosen as it resolves (608.2d, the
"Choose a color." before it, ``choose: {color: …}``) and whose amount is the controller's devotion to that colour then
(700.5: the mana symbols of that colour among the mana costs of the permanents they control; a hybrid symbol counts
toward each of its colours, 700.5a). The amount is read as "an amount of {G} equal to your devotion to green" is
(kb.engine.manaamount); without a colour chosen it is not read (the choice's own "cannot decide").
"""
from __future__ import annotations

import re

from .words import COLOR_NAMES

__all__ = ["reads_chosen_devotion", "chosen_devotion_amount", "devotion_defined"]

_TEXT = re.compile(r"an amount of mana of the chosen colou?r equal to your devotion to that colou?r")
# the rule that defines devotion, found by its words (700.5 from 2013-09-27; before Theros no rule says what it is)
_DEFINED = re.compile(r"^A player.s devotion to \[colou?r\] is equal to", re.I)


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
    if c not in COLOR_NAMES:
        return None
    from .manaamount import ManaAmount
    return ManaAmount(each=c, count=f"your devotion to {COLOR_NAMES[c]}", how="equal")


def devotion_defined(ctx, describe: str) -> bool:
    """Whether the rules of the game's edition define a player's devotion to a colour (found by the rule's own words,
    as kb.engine.predefined finds a token's rule). Without them "your devotion to green" means nothing those rules say:
    noted "cannot decide" (every answer it could change) and False. True without a game, or without a KB (the
    reference edition, which has it)."""
    state = getattr(getattr(ctx, "game", None), "state", None)
    if state is None or state.edition_rows() is None or state.edition_rule(_DEFINED, ("700.",)) is not None:
        return True
    state.note_unknown(f"\u201c{describe}\u201d: the rules of {state.edition} don't define a player's devotion to a "
                       "color (a later rule does): what it counts can't be read from them")
    return False
