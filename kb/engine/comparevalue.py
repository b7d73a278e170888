""""with mana value less than or equal to <value>" in a description of cards (Arcane Endeavor: "cast an instant or
sorcery spell with mana value less than or equal to the other result from your hand"): a comparison with a number the
text defines (107.3a, 608.2h), kept in the description as the value itself and evaluated as the description is
matched (kb.engine.targetx's ``("value", V, value_now)`` in :attr:`kb.engine.filters.Selector.compare`).

:func:`value_compare_words` turns the words into "with mana value X or less" (the description reader's) and gives the
value's words apart; :func:`bind_compare_x` puts the value read in place of that X."""
from __future__ import annotations

import re

__all__ = ["value_compare_words", "bind_compare_x"]

_LEQ = re.compile(r"(?P<before>.*?\bwith (?P<attr>mana value|power|toughness)) less than or equal to "
                  r"(?P<value>.+?)(?P<after> from your hand)$")


def value_compare_words(phrase: str) -> tuple[str, str] | None:
    """"… with mana value less than or equal to V from your hand" → ("… with mana value X or less from your hand", V);
    None for other words, or when X is already in them."""
    m = _LEQ.fullmatch(phrase)
    if m is None or re.search(r"\bX\b", phrase):
        return None
    return f"{m.group('before')} X or less{m.group('after')}", m.group("value")


def bind_compare_x(selector, xval, substitute):
    """``selector`` with each compared "X" replaced by the value ``xval`` (evaluated when matched); ``substitute``:
    kb.engine.instructions._substitute. The selector unchanged when it compares no X."""
    from dataclasses import replace
    from .filters import Selector
    from .targetx import VALUE, value_now

    said = f"less than or equal to {xval}"

    def swap(v):
        if isinstance(v, Selector) and any(n == "X" for _a, _o, n in v.compare):
            return replace(v, compare=tuple((a, o, (VALUE, xval, value_now) if n == "X" else n) for a, o, n in v.compare),
                           describe=v.describe.replace("X or less", said))
        return None
    new = substitute(selector, swap)
    if new is not selector and isinstance(getattr(new, "describe", None), str):   # a union's own words (AnyOf)
        new = replace(new, describe=new.describe.replace("X or less", said))
    return new
