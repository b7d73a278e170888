"""A number read from "the exiled card" of a linked ability: "Whenever ~ attacks, target Vampire gets +X/+X until end of
turn, where X is the power of the exiled card." (Bishop of Binding, whose other ability exiles a creature until it
leaves the battlefield).

607.2a: an ability printed on an object that refers to "the exiled card" is linked to the ability of that object that
exiled it, and refers only to a card that ability put into exile — here the card in exile recorded as exiled with the
source (``exiled_with``, kb.engine.actions_cards), as it is in exile now (608.2h). With no such card the value is 0
(107.2: a number that can't be determined); with two or more, which one "the exiled card" names is not read: noted
"cannot decide" (as kb.engine.costx's "X is the mana value of the exiled card").

Read only in an ability whose own text exiles nothing: after "Exile target creature." in the same ability, "the
exiled card" is that sentence's card (608.2c, kb.engine.antecedents), not this reader's."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Value

__all__ = ["LinkedExiledValue", "read_exiled_card_value"]

_WORDS = re.compile(r"the (?P<attr>power|toughness|mana value) of the exiled card|"
                    r"the exiled card's (?P<attr2>power|toughness|mana value)")


@dataclass(frozen=True, slots=True)
class LinkedExiledValue(Value):
    """The power, toughness or mana value of the one card exiled with the source by its linked ability (607.2a)."""

    attr: str = "power"   # 'power' | 'toughness' | 'mana_value'
    dynamic = True
    reads = frozenset(("pt",))

    def eval(self, ctx, w) -> int:
        state = getattr(ctx, "state", None) or getattr(getattr(ctx, "game", None), "state", None)
        src = getattr(ctx, "source_oid", None)
        if src is None:
            src = getattr(getattr(getattr(ctx, "src", None), "obj", None), "oid", None)
        if state is None or src is None:
            return 0
        exiled = [o.oid for o in state.objects.values() if o.zone == "exile"
                  and (getattr(o, "exiled_with", None) or (None,))[0] == src]
        if not exiled:
            return 0   # 107.2
        if len(exiled) > 1:
            state.note_unknown(f"\u201c{self}\u201d: {len(exiled)} cards are exiled with its source, and which one "
                               "\u201cthe exiled card\u201d names is not read (607.2a)")
            return 0
        x = ctx.work.get(exiled[0]) if getattr(ctx, "work", None) is not None else None
        v = getattr(x, self.attr, None) if x is not None else None
        return int(v or 0)

    def __str__(self) -> str:
        return f"the {self.attr.replace('_', ' ')} of the exiled card"


def read_exiled_card_value(phrase: str, ability: str | None) -> LinkedExiledValue | None:
    """"the power of the exiled card" / "the exiled card's toughness" in an ability (``ability``: its whole text) that
    exiles nothing itself; else None."""
    m = _WORDS.fullmatch(phrase.strip().rstrip("."))
    if m is None or ability is None or re.search(r"\bexiles?\b", ability, re.I):
        return None
    return LinkedExiledValue((m.group("attr") or m.group("attr2")).replace(" ", "_"))
