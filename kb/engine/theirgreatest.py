"""An object with the greatest value among the objects its own controller controls: "Each opponent sacrifices a
creature with the greatest power among creatures that player controls." (Crackling Doom), "Target player sacrifices a
creature with the greatest power among creatures they control." (Consume), "Each opponent sacrifices a creature or
planeswalker with the highest mana value among creatures and planeswalkers they control." (Soul Shatter), "Target
opponent sacrifices a creature or planeswalker they control with the highest mana value among …" (Riveteers Charm).

"they" / "that player" is the player who sacrifices (701.21a: a player sacrifices only a permanent they control), so
the set compared with is that player's — the candidate's own controller's. An object has the greatest value of the set
when none of the set has a greater one (208.1 power, 202.3 mana value): several tied each have it, and which one is
sacrificed is that player's choice as it resolves (608.2d; unstated: "cannot decide", kb.engine.actions_subjects). The
value is read as the instruction is applied, the objects as they are then.

Read only where the candidates are the player's own permanents (a sacrifice): after "… that player controls" nothing
else ties "they" to the candidate's controller. The controller's choice among a target player's objects ("Exile a
creature with the greatest power among creatures target opponent controls") uses this comparison too, its candidates
that player's (kb.engine.targetplayerspick).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import PER_OBJECT, Among

__all__ = ["TheirGreatest", "read_their_greatest", "their_greatest_words"]

_FORM = re.compile(r"(?P<lead>(?:a|an|one) )?(?P<noun>.+?)(?: they control)? with the (?P<most>greatest|highest) "
                   r"(?P<attr>power|toughness|mana value) among (?P<set>.+?) (?:they control|that player controls)")
_ATTR = {"power": "power", "toughness": "toughness", "mana value": "mana_value"}


@dataclass(frozen=True, slots=True)
class TheirGreatest(Among):
    """The greatest ``attr`` among the battlefield objects ``selector`` matches that the compared object's controller
    controls (208.1, 202.3); 0 when none (107.2)."""

    attr: str = "power"          # 'power' | 'toughness' | 'mana_value'

    def eval(self, ctx, w) -> int:
        if w is None:
            return 0
        vals = [(x.mana_value if self.attr == "mana_value" else getattr(x, self.attr, None) or 0) for x in ctx.work.values()
                if x.zone == "battlefield" and x.controller == w.controller and self.selector.match(x, ctx)]
        return max(vals, default=0)

    @property
    def reads(self) -> frozenset:
        return frozenset(self.selector.reads | {"controller", "zone"} |
                         ({"mana_cost"} if self.attr == "mana_value" else {"pt"}))


def _singular(words: str) -> str:
    """"creatures and planeswalkers" → "creature or planeswalker" (one description of either kind)."""
    return re.sub(r"\b(\w+?)s\b", r"\1", words).replace(" and ", " or ")


def read_their_greatest(phrase: str, selector):
    """The selector of ``phrase`` ("a creature with the greatest power among creatures they control"): the noun's
    description (by ``selector``) with one more comparison, its value equal to :class:`TheirGreatest` of the set's
    description; None for other words."""
    from .comparevalue import with_compare
    from .errors import ParseError
    m = _FORM.fullmatch(phrase.strip())
    if m is None:
        return None
    try:
        base = selector(m.group("noun"))
        among = selector(_singular(m.group("set")))
    except ParseError:
        return None
    if getattr(base, "controller", None) or getattr(among, "controller", None):
        return None   # "… you control" inside: not the sacrificing player's set
    attr = _ATTR[m.group("attr")]
    value = TheirGreatest(selector=among, attr=attr, describe=f"the {m.group('most')} {m.group('attr')} among "
                                                              f"{m.group('set')} they control")
    return with_compare(base, (attr, "=", (PER_OBJECT, value)), phrase.strip())


def their_greatest_words(n) -> str:
    """The words of the comparison (kb.engine.render)."""
    return f"with the greatest highest {n[1].attr.replace('_', ' ')} among they control that player controls"
