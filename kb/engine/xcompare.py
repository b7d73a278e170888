"""X compared with a number counted as the condition is checked: "look at the top X cards of your library, where X is
your devotion to blue. Put up to one of them on top of your library and the rest on the bottom of your library in a
random order. If X is greater than or equal to the number of cards in your library, you win the game."

X is the value the text defines ("where X is …", 107.3a), counted as the ability resolves (608.2h; the devotion
rulings: "as the ability resolves"); the other side is counted as the condition is checked, after the instructions
before it (608.2c). X is read again at the condition only where nothing between could have changed it: X counts
no cards in a hidden zone, a graveyard or exile, no life and no counters, and every sentence from its definition to the
condition only looks at cards of a library or moves them within it (401.4, 701.20e: the battlefield and every
player's life are as they were). Anywhere else the sentence is not read here (the reader of "If X is 5 or more" says
whether X is known).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["read_x_versus", "x_versus_holds", "x_versus_words", "XVersus"]

_VERSUS = re.compile(r"x is (greater than or equal to|less than or equal to|greater than|less than|equal to) (.+)")
_OPS = {"greater than or equal to": ">=", "less than or equal to": "<=", "greater than": ">", "less than": "<",
        "equal to": "=="}
_WORDS = {v: k for k, v in _OPS.items()}
# words of an X that could change while cards move within a library (or that count what is not on the battlefield)
_X_MOVES = re.compile(r"\b(?:library|libraries|hand|hands|graveyards?|exile[ds]?|cards?|life|counters?)\b", re.I)
# a sentence that only looks at the top cards of a library or puts them back on its top or bottom (401.4, 701.20e)
_LOOK = re.compile(r"(?:look at|reveal) the top (?:X|\w+) cards? of your library(?:, where X is [^.]+)?", re.I)
_BACK = re.compile(r"put (?:up to (?:one|two|three)|one|two|three|any number|all|the rest|them|those cards) (?:of them )?"
                   r"(?:back )?on (?:top|the bottom) of your library(?: in (?:any|a random) order)?"
                   r"(?: and the rest on (?:top|the bottom) of your library(?: in (?:any|a random) order)?)?", re.I)


@dataclass(frozen=True)
class XVersus:
    """The parts of the condition: ``x`` the value X was defined as, ``op`` the comparison, ``other`` the value
    compared with (both read by kb.engine.instructions)."""

    x: object
    op: str
    other: object


def _sentences(text: str) -> list[str]:
    body = re.sub(r"^(?:When|Whenever|At)\b[^,]*,\s*", "", text.strip())
    return [s.strip().rstrip(".") for s in re.split(r"(?<=\.)\s+", body) if s.strip()]


def read_x_versus(low: str, text: str, value_of) -> XVersus | None:
    """The condition ``low`` ("x is greater than or equal to the number of cards in your library", lower case) of
    the ability or spell ``text``, or None when not this form or X can't be read again there (see the module).
    ``value_of(words)`` reads a value's words (kb.engine.instructions)."""
    m = _VERSUS.fullmatch(low)
    if m is None:
        return None
    defined = re.findall(r"\bwhere X is ([^.]+?)(?:\.|$)", text, re.I)
    if len(defined) != 1 or _X_MOVES.search(defined[0]):
        return None
    sentences = _sentences(text)
    first = next((i for i, s in enumerate(sentences) if "where X is" in s), None)
    last = next((i for i, s in enumerate(sentences) if re.match(r"(?i)if x is ", s)), None)
    if first is None or last is None or last <= first:
        return None
    if not all(_LOOK.fullmatch(s) or _BACK.fullmatch(s) for s in sentences[first:last]):
        return None
    return XVersus(value_of(defined[0]), _OPS[m.group(1)], value_of(m.group(2)))


def x_versus_holds(cond, rc) -> bool:
    """Whether X (counted now: nothing between changed it, see the module) compares as said with the other value."""
    xv = cond.subject
    x, other = xv.x.eval(rc, None), xv.other.eval(rc, None)
    return {">=": x >= other, "<=": x <= other, ">": x > other, "<": x < other, "==": x == other}[xv.op]


def x_versus_words(cond, render) -> str:
    """The words the condition accounts for (kb.engine.render)."""
    xv = cond.subject
    return f"if X is {_WORDS[xv.op]} {render(xv.other)}"
