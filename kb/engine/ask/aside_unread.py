"""An aside in round brackets that the reader did not read, set aside as a unit (chat57): players wrap asides
around a story wherever they like — "(the annoying 1/1)", "(my only one)", "(finally)", "(to block obv)",
"(untap, haste, the works)" — and an aside the readers of :mod:`.prose_asides` do not know used to stop the whole
question. The answerer (``answer._understood_part``) now sets the bracket aside the way it sets aside a sentence not
read: the rest is answered, and the answer names the aside, "Answered without '(…)'", or is "cannot decide" when the
aside names a card, says something of the board (its words, :func:`answer.board_words`), names a player's object, or
holds a number (:func:`aside_numbers`: "(he went from 14 to 8)" may be a life total).

Text only: the positions of the aside, never what it means.
"""
from __future__ import annotations

import re

__all__ = ["aside_at", "aside_numbers"]

_BRACKET = re.compile(r"\([^()]*\)")


def aside_at(text: str, start: int) -> tuple[int, int] | None:
    """The span of the bracketed aside of ``text`` that holds position ``start`` (or starts at it), else None. The
    span takes the spaces before the bracket, so that what is left reads as one text."""
    for m in _BRACKET.finditer(text):
        if m.start() <= start < m.end():
            a = m.start()
            while a > 0 and text[a - 1] == " ":
                a -= 1
            return a, m.end()
    return None


# words of an aside that say how many or which, or deny ("(not my only one)", "(the other one)", "(both of them)")
_COUNT_WORDS = frozenset({"no", "not", "never", "none", "only", "other", "another", "both", "all", "each", "every",
                          "still", "also", "too", "again", "more", "less", "instead", "except", "but"})


def aside_numbers(aside: str) -> list[str]:
    """The numbers an aside says, as digits or P/T ("14", "4/1"): each could be a life total, a count or a size; and
    its words of how many, which, or a denial (:data:`_COUNT_WORDS`, "n't")."""
    words = re.findall(r"[\w'/+-]+", aside.lower())
    return re.findall(r"[+-]?\d+(?:/[+-]?\d+)?", aside) + [
        w for w in words if w in _COUNT_WORDS or w.endswith("n't")]
