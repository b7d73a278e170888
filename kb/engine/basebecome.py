""""you may have ~'s base power and toughness become 4/1 or 1/4 until end of turn" (Master of Winds).

"X's base power and toughness become A/B" sets them in layer 7b (613.4b), as "X has base power and toughness A/B"
(kb.engine.parser's base P/T reader): :func:`base_become_words` writes it so. "A/B or C/D" is one of the two, chosen by
the ability's controller as the effect is applied (608.2d) — :class:`PTSetChoiceOp`, given in a scenario as
``choose: {base_pt: 4/1}`` and turned into the :class:`kb.engine.effects.PTSetOp` chosen (kb.engine.actions, as
PTChoiceOp's "+1/-1 or -1/+1"); unstated: "cannot decide", an option not offered: refused."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .effects import Op, PTSetOp
from .filters import Const

__all__ = ["PTSetChoiceOp", "base_become_words", "read_base_choice"]

_BECOME = re.compile(r"(?P<who>~|it)'s base power and toughness become (?P<rest>.+)")
_CHOICE = re.compile(r"base power and toughness (-?\d+)/(-?\d+) or (-?\d+)/(-?\d+)")


def base_become_words(s: str) -> str | None:
    """"~'s base power and toughness become 4/1 or 1/4 until end of turn" → "~ has base power and toughness 4/1 or 1/4
    until end of turn"; None for other words."""
    m = _BECOME.fullmatch(s.strip())
    if m is None:
        return None
    return f"{'It' if m.group('who') == 'it' else '~'} has base power and toughness {m.group('rest')}"


def read_base_choice(rest: str):
    """"base power and toughness 4/1 or 1/4" → a :class:`PTSetChoiceOp`; None for other words."""
    m = _CHOICE.fullmatch(rest.strip())
    if m is None:
        return None
    return PTSetChoiceOp(options=((int(m.group(1)), int(m.group(2))), (int(m.group(3)), int(m.group(4)))))


@dataclass(frozen=True, eq=False)
class PTSetChoiceOp(Op):
    """"base power and toughness become 4/1 or 1/4": one of the settings (613.4b), chosen as the effect is applied
    (608.2d); the resolving ability turns it into the PTSetOp chosen (kb.engine.actions)."""

    options: tuple = ()   # ((power, toughness), ...)
    kind = "pt_set_choice"
    writes = frozenset(("pt",))
    choice_key, chosen_what = "base_pt", "base power and toughness"   # the scenario's choose: key

    def hint(self) -> str:
        return " | ".join(f"{p}/{t}" for p, t in self.options)

    def apply(self, w, ctx) -> None:   # pragma: no cover - never applied: the choice replaces it (608.2d)
        raise NotImplementedError("a choice made as the effect is applied (608.2d)")

    def choose(self, value) -> PTSetOp:
        """The setting named by ``value`` ("4/1"); a ValueError for one the text doesn't offer."""
        m = re.fullmatch(r"\s*(-?\d+)\s*/\s*(-?\d+)\s*", str(value or ""))
        pair = (int(m.group(1)), int(m.group(2))) if m else None
        if pair not in self.options:
            raise ValueError(" or ".join(f"{p}/{t}" for p, t in self.options))
        return PTSetOp(Const(pair[0]), Const(pair[1]))
