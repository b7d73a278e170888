"""The n-th spell of a turn, whoever cast it: "Whenever the fourth spell of a turn is cast, flip ~." (603.2, 601.2i).

The trigger event is a spell becoming cast (601.2i) that is the n-th spell cast this turn by all players together —
not the caster's own n-th, which "your second spell each turn" counts (kb.engine.triggers.CastQuality). A copy is not
cast (707.10), so it isn't counted; spells cast this turn before the source was on the battlefield are counted (the
count is of the turn, 603.2). A turn that began before the scenario with its spells unstated makes the count
"cannot decide" (CastQuality.holds). Only the words "the ORDINAL [QUALITY] spell of a turn is cast" are read;
anything more ("… is cast or copied", "… by an opponent") is not this form and stays unread.
"""
from __future__ import annotations

import re

from .words import ORDINAL_WORDS

__all__ = ["read_nth_spell_of_turn"]

_FORM = re.compile(rf"the ({'|'.join(ORDINAL_WORDS)}) (.*?\bspell) of (?:a|each) turn is cast")


def read_nth_spell_of_turn(b: str, pc, spell_quality, casting, spec_type):
    """The cast TriggerSpec of ``b`` ("the fourth spell of a turn is cast"): any caster (``who`` "any"), the spell's
    qualities read by ``spell_quality``, ``casting`` a CastQuality counting every player's spells this turn
    (``anyone``). None when ``b`` is not this form."""
    m = _FORM.fullmatch(b)
    if not m:
        return None
    q = casting(nth=ORDINAL_WORDS[m.group(1)], anyone=True)
    return spec_type("cast", subject=spell_quality(m.group(2), pc), who="any", casting=q)
