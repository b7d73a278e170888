"""Cards put from the hand onto the battlefield by an instruction that chooses them as it resolves (608.2d):
"[You may] put a land card from your hand onto the battlefield [tapped]" (one card), and a number of them — "Put up to
two creature cards from your hand onto the battlefield" (Tooth and Nail), "put up to seven permanent cards from your
hand onto the battlefield" (Ugin, the Spirit Dragon), "Put any number of land cards from your hand onto the battlefield
tapped" (Wrenn and Seven).

Each card enters under its owner's control (110.2: the player who put it there is its owner, a card in a hand being
its owner's, 400.3). How many and which are chosen by that player (kb.engine.chosennumber: ``choose: {put: [NAME, …]}``,
``[]`` for none; unstated, never guessed).
"""
from __future__ import annotations

import re

__all__ = ["read_hand_put"]

_FORM = re.compile(r"[Pp]ut ((?:a|an|one|up to \S+|any number of) .+? cards?(?: with .+?)?) from your hand onto the "
                   r"battlefield( tapped)?")


def read_hand_put(s: str, raw: str, pc, parse_selector, instruction, subject):
    """The move instruction of ``s``, or None when it is not this form (``instruction`` / ``subject`` are
    kb.engine.instructions' Instruction and Subject, ``parse_selector`` kb.engine.filters')."""
    from .chosennumber import read_chosen_number

    m = _FORM.fullmatch(s)
    if not m:
        return None
    mode, cap, one = read_chosen_number(m.group(1))
    a = re.fullmatch(r"(?:a|an|one) (.+)", one)
    if a is None:   # "up to one", a target among them: not this reader's
        return None
    sel = parse_selector(a.group(1), pc, default_zone=frozenset(("hand",)))
    opts = {"to": "battlefield", "tapped": bool(m.group(2)), "under": "owner", "from": "your hand"}
    if mode:   # 608.2d: how many, and which, chosen as it resolves (kb.engine.chosennumber)
        opts.update({"number_chosen": mode, "count": cap})
    return instruction("move", subject("chosen", selector=sel, text=f"a {a.group(1)} from your hand"), opts=opts,
                       text=raw)
