"""An activation cost's X defined by the ability's text: "{X}, {T}: Create a token that's a copy of the exiled card. X
is the mana value of that card." (Prototype Portal), "{X}, {T}: Copy the exiled card. … X is the mana value of the
exiled card." (Elite Arcanist).

When the text defines X, its controller doesn't choose it (107.3a: a player chooses X only where the text doesn't
define it); here X is the mana value (202.3) of the card exiled with the source by its linked ability (607.2a), as the
cost is determined (601.2f, 602.2b). No such card exiled: X is undefined, so the cost can't be determined nor paid and
the ability can't be activated (Prototype Portal's ruling of 2011-01-01; 602.2b, 601.2f) — refused, not X 0. Two or
more: which one the words mean is not read — "cannot decide". A value stated on the activation step that differs is
refused.

Read by kb.engine.cardtext (the trailing sentence, ``ActivatedAbility.x_defined``) and applied by kb.engine.stack as the
ability is activated (``defined_x``). Imports neither."""
from __future__ import annotations

import re

__all__ = ["read_defined_x", "defined_x", "DEFINED_X_WORDS"]

_SENTENCE = re.compile(r"\s*X is the mana value of (?:the exiled card|that card)\.\s*$")
DEFINED_X_WORDS = "X is the mana value of the exiled card that"   # the words it reads (kb.engine.render)


def read_defined_x(effect: str, cost: str) -> tuple[str, str]:
    """(the effect without the sentence, "exiled_mana_value") when the effect ends with the sentence defining the
    cost's {X}; else (effect, "")."""
    m = _SENTENCE.search(effect)
    if m is None or "{X}" not in cost:
        return effect, ""
    return effect[:m.start()].strip(), "exiled_mana_value"


def defined_x(state, o, ab) -> int | None:
    """The value of X for activating ``ab`` of the object ``o`` (107.3a): the mana value of the one card exiled with
    it. None, after noting "cannot decide", when two or more are. With none, X is undefined: the activation is refused
    (an EngineError naming 602.2b)."""
    exiled = [x for x in state.objects.values() if x.zone == "exile"
              and (getattr(x, "exiled_with", ()) or (None,))[0] == o.oid]
    if not exiled:
        from .errors import EngineError
        raise EngineError(f"{o.alias}: X is the mana value of \u201cthe exiled card\u201d, and no card is exiled with it: "
                          f"X is undefined, so the cost can't be determined nor paid ({state.rule_no('activation_cost')})")
    if len(exiled) > 1:
        state.note_unknown(f"{o.alias}: X is the mana value of \u201cthe exiled card\u201d, and {len(exiled)} cards are "
                           "exiled with it: which one is meant is not read")
        return None
    w = state.evaluate().get(exiled[0].oid)
    return int(getattr(w, "mana_value", 0) or 0) if w is not None else 0
