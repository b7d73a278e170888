"""How much mana an ability adds, and of what (106.1, 106.4, 605.3b): the sub-grammar of a mana ability's amount.

- one symbol for each thing counted: "Add {G} for each Elf you control", "Add {C} for each storage counter removed
  this way", "Add an amount of {B} equal to the sacrificed artifact's mana value";
- "Add {R}, then add an additional {R} for each charge counter removed this way" (two instructions: this reads the
  second);
- a number of mana whose kinds the player chooses ("Add X mana of any one color, where X is …": all one colour): "Add X mana in any combination of {B} and/or {R}" (X of the
  activation, 107.3), "Add X mana in any combination of colors, where X is …", "Add two mana in any combination of
  colors", "Add one mana of any color for each …", "Add two mana of different colors" (no two the same, 106.1a).

The count is read by the reader the caller gives (the instruction reader, which knows the costs paid: "removed this
way", "the sacrificed artifact's mana value", 608.2h) and counted as the ability resolves. A combination is stated
with ``choose: {mana: "{B}{R}{R}"}``: it must be that many symbols, each one the ability allows; not stated (or not
one the ability can add), it is never guessed: the pool is "cannot decide" (:func:`combination`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .words import NUMBER_WORDS

__all__ = ["ManaAmount", "amount_phrase", "read_mana_amount", "combination"]

_SYM = r"\{([WUBRGC])\}"
_COLORS = "WUBRG"


def amount_phrase(produces: str) -> str:
    """A mana ability's words after "Add", without the older "to your mana pool" (406.1 before 2009-07-11): what
    :func:`read_mana_amount` and the other mana readers read."""
    text = re.sub(r"^Add\s+", "", produces.strip().rstrip("."))
    text = re.sub(r"\s+to your mana pool(?=,? then | for each |$)", "", text)
    return re.sub(r"(then add an additional \{[WUBRGC]\}) to your mana pool", r"\1", text)


@dataclass(frozen=True)
class ManaAmount:
    """``base``: symbols always added; ``each``: the symbol added once per count ("" when the kinds are chosen);
    ``options``: the symbols a chosen combination is made of; ``count``: the phrase counted ("" for a number in
    ``n``), ``how``: 'each' ("for each …"), 'equal' ("equal to …", "where X is …"), 'x' (the X of the activation)
    or 'n'."""

    base: tuple = ()
    each: str = ""
    options: str = ""
    count: str = ""
    how: str = "n"
    n: int = 0
    one_kind: bool = False   # "of any one color": every symbol the same
    distinct: bool = False   # "of different colors": no two symbols the same


def read_mana_amount(text: str) -> ManaAmount | None:
    """``text``: what the ability adds, "Add" and "to your mana pool" taken off; None when it is not of this
    grammar (a fixed symbol or a choice of one symbol: read by kb.engine.stack.produce_mana)."""
    t = text.strip().rstrip(".")
    m = re.fullmatch(_SYM + r" for each (.+)", t)
    if m:
        return ManaAmount(each=m.group(1), count=m.group(2), how="each")
    m = re.fullmatch(r"an amount of " + _SYM + r" equal to (.+)", t)
    if m:
        return ManaAmount(each=m.group(1), count=m.group(2), how="equal")
    m = re.fullmatch(r"an additional " + _SYM + r" for each (.+)", t)
    if m:   # "Add {R}, then add an additional {R} for each …" read as two instructions: this is the second
        return ManaAmount(each=m.group(1), count=m.group(2), how="each")
    m = re.fullmatch(r"one mana of any colou?r for each (.+)", t)
    if m:
        return ManaAmount(options=_COLORS, count=m.group(1), how="each")
    m = re.fullmatch(r"(X|\w+) mana of any one colou?r(?:, where X is (.+))?", t)
    if m and (m.group(1) == "X" or (NUMBER_WORDS.get(m.group(1).lower()) and not m.group(2))):
        # "Add X mana of any one color, where X is your life total": X mana, all of one colour chosen (106.1a);
        # "{X}, {T}: Add X mana of any one color": the X of the activation (107.3)
        how = "equal" if m.group(2) else "x" if m.group(1) == "X" else "n"
        return ManaAmount(options=_COLORS, count=m.group(2) or "", how=how,
                          n=NUMBER_WORDS[m.group(1).lower()] if how == "n" else 0, one_kind=True)
    m = re.fullmatch(r"(\w+) mana of different colou?rs", t)
    if m and 2 <= (NUMBER_WORDS.get(m.group(1).lower()) or 0) <= len(_COLORS):
        # "Add two mana of different colors": that many colours, no two the same (106.1a)
        return ManaAmount(options=_COLORS, n=NUMBER_WORDS[m.group(1).lower()], how="n", distinct=True)
    m = re.fullmatch(r"(X|\w+) mana in any combination of (colou?rs|(?:\{[WUBRGC]\}, )*\{[WUBRGC]\},? and/or \{[WUBRGC]\})"
                     r"(?:, where X is (.+))?", t)
    if m:
        opts = _COLORS if m.group(2).startswith("colo") else "".join(re.findall(_SYM, m.group(2)))
        if m.group(1) == "X":
            return ManaAmount(options=opts, count=m.group(3) or "", how="equal" if m.group(3) else "x")
        n = NUMBER_WORDS.get(m.group(1).lower())
        if n and not m.group(3):
            return ManaAmount(options=opts, n=n, how="n")
    return None


def combination(options: str, n: int, stated, one_kind: bool = False, distinct: bool = False) -> tuple[list | None, str]:
    """The symbols a player chose to add (``choose: {mana: "{B}{R}"}``) checked against the ability: n symbols, each
    among ``options`` (all the same with ``one_kind``, no two the same with ``distinct``) → (the symbols, ""); not
    stated, or not a combination the ability can add → (None, why)."""
    if n <= 0:
        return [], ""
    if stated is None or stated == "":
        return None, f"which {n} mana (each one of {_names(options)}{', no two the same' if distinct else ''}) is not stated: give choose: {{mana: ...}} (605.3b)"
    syms = re.findall(r"\{([^}]+)\}", str(stated)) or list(str(stated).upper())
    if (len(syms) != n or any(s not in options for s in syms) or (one_kind and len(set(syms)) > 1)
            or (distinct and len(set(syms)) < n)):
        return None, (f"the mana stated ({stated}) is not {n} mana each one of {_names(options)}"
                      f"{', no two the same' if distinct else ''}: what it adds is not "
                      "known (605.3b)")
    return syms, ""


def _names(options: str) -> str:
    return "the five colors" if options == _COLORS else " and/or ".join("{%s}" % s for s in options)
