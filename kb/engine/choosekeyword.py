""""Choose hexproof or indestructible. Creatures you control gain that ability until end of turn.": a keyword ability
chosen among those named as the effect resolves (608.2d), then granted — the same effect as "Creatures you control gain
your choice of hexproof or indestructible until end of turn" (kb.engine.abilitychoice: the scenario states it as
``choose: {ability: NAME}``; unstated, never guessed).

Read as a rewrite of the two sentences into that one, only when the options are plain words (each then read by
kb.engine.abilitychoice as one keyword ability, else the sentence stays unread) and the second sentence is a grant of
"that ability".
"""
from __future__ import annotations

import re

__all__ = ["merge_choose_keyword"]

_PAIR = re.compile(r"(?:^|(?<=\. ))Choose ((?:[a-z][a-z ]*?, )*[a-z][a-z ]*?,? or [a-z][a-z ]*?)\. "
                   r"([A-Z][^.]*? gains?) that ability( until end of turn)?\.")


def merge_choose_keyword(t: str) -> str:
    """``t`` with "Choose A or B. X gain(s) that ability[ until end of turn]." written "X gain(s) the ability chosen
    among A or B[ until end of turn]." (kb.engine.abilitychoice's words for it); unchanged otherwise."""
    from .keywords import parse_keyword_list
    from .words import choice_list

    def one(part: str):
        ks = parse_keyword_list(part)
        return ks[0] if ks and len(ks) == 1 else None

    def merged(m) -> str:
        if choice_list(m.group(1), one, key=lambda k: k.name.lower()) is None:
            return m.group(0)   # an option that is not one keyword ability: the sentences stay as written (unread)
        return f"{m.group(2)} the ability chosen among {m.group(1)}{m.group(3) or ''}."
    return _PAIR.sub(merged, t)
