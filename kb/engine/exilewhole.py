""""Exile two cards from your graveyard. If you can't, sacrifice ~ and draw a card." (Egon, God of Death): the "If you
can't" asks whether the whole instruction could be done (608.2c), and the card's ruling (2021-02-05) says it is all
or nothing — with one card in the graveyard, none is exiled, and what follows "If you can't" happens. Without a
following "If you can't", "exile N cards" does as much as it can (609.3; Curse of Oblivion's ruling): that is not
this reader's.

- :func:`mark_whole` (parse time): the exile instruction just before such a sentence is marked ``whole``; any other
  "if … do / don't / otherwise" after it stays unread (kb.engine.instructions raises).
- :func:`whole_refs` (resolution): fewer cards than the number named → none is exiled and the instruction is not
  done ("did" false, read by "If you can't")."""
from __future__ import annotations

import re

__all__ = ["mark_whole", "whole_refs"]

_CANT = re.compile(r"(?i)if you (?:can't|cannot)\b")


def mark_whole(s: str, done: list) -> bool:
    """True (and the exile instruction ``done[-1]`` marked ``whole``) when ``s`` is "If you can't, …" after "exile N
    cards from your graveyard / hand" (N > 1, not optional); False otherwise (the caller refuses the sentence)."""
    if not done or not _CANT.match(s):
        return False
    ins = done[-1]
    if ins.kind != "exile" or (ins.opts.get("count") or 1) <= 1 or ins.optional or \
            not (ins.opts.get("from") or "").endswith((" graveyard", " hand")):
        return False
    ins.opts["whole"] = True
    return True


def whole_refs(state, ins, refs: list) -> list:
    """``refs`` when they are the whole number ``ins`` names, else none (the ruling: one card of two is not
    exiled); logged."""
    n = ins.opts.get("count") or 1
    if not ins.opts.get("whole") or len(refs) >= n:
        return refs
    state.log.add(f"\u201c{ins.text}\u201d: fewer than {n} cards — none is exiled, it can't be done (608.2c)",
                  indent=1, kind="step")
    return []
