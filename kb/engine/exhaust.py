"""Exhaust (702.177; since 2025-02-07): an activated ability that can be activated only once.

"Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once." (702.177a). The card reader
(kb.engine.cardtext) reads the line as that activated ability with the ordinary readers, its keyword named "exhaust"
(so the keyword table, kb.engine.keywordmeans, dates it: under an edition before 2025-02-07 activating it is "cannot
decide"). "Activate only once" is a restriction on the object (602.5b): it counts the activations of this object
over every turn the scenario states (kb.engine.restrictions.activation_refused). A permanent that was on the
battlefield before the scenario's first turn may have been activated in turns nobody stated: a first activation
stated for it is "cannot decide" (kb.engine.restrictions.once_unstated), never assumed legal.

An exhaust ability that adds mana, without a target ("Exhaust — {G}, {T}: Add three mana of any one color."), is a
mana ability (605.1a): read as one, its "Activate only once" checked as it is activated like any mana ability's
restriction (602.5b; kb.engine.stack), and it resolves at once (605.3b).

Not read here: "Whenever you activate an exhaust ability", "… as though they haven't been activated" (702.177b).
"""
from __future__ import annotations

import re

from .dashedkeyword import read_dashed_keyword

__all__ = ["read_exhaust"]

_EXHAUST = re.compile(r"Exhaust\s+-\s+(?P<body>[^:]+:\s+.+?)\.?")


def read_exhaust(line: str, read, accounted):
    """The activated (or mana) ability an "Exhaust — [Cost]: [Effect]" line stands for, or None
    (kb.engine.dashedkeyword)."""
    from .abilities import ActivatedAbility, ManaAbility
    return read_dashed_keyword(line, _EXHAUST, "Activate only once.", "exhaust", read, accounted,
                             (ActivatedAbility, ManaAbility))
