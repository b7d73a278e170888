""""Creatures your opponents control get -1/-0 until end of turn if {U} was spent to cast this spell, and creatures you
control get +1/+0 until end of turn if {R} was spent to cast this spell." — one sentence of two instructions, each
with its own condition (608.2c: the spell's instructions followed in order, each "if" checked as its own part is
done). Read as the two sentences "A if C1." and "B if C2." when the second names its own subject and points back at
nothing of the first (no "it", "that …", "target"): then the split changes no word's meaning.
"""
from __future__ import annotations

import re

__all__ = ["split_condition_pair", "split_shared_target_pair"]

_PAIR = re.compile(r"(?P<a>.+? if (?P<c1>.+?)), and (?P<b>[a-z].+? if (?P<c2>.+))")
# words of the second clause that could point at the first, or choose a target of their own (601.2c)
_BACK = re.compile(r"\b(?:it|its|they|them|their|that|those|this creature|target|the same|instead|then|also)\b")
_SUBJECT = re.compile(r"(?:creatures|each|all|you|your)\b")


def split_condition_pair(s: str) -> tuple[str, str] | None:
    """``s`` (a sentence without its period) → its two clauses as sentences, or None: not this form."""
    m = _PAIR.fullmatch(s)
    if m is None or not _SUBJECT.match(m.group("b")):
        return None
    if any(" if " in m.group(k) or ", and " in m.group(k) for k in ("c1", "c2")):
        return None
    if _BACK.search(re.sub(r"\bthis spell\b|~", "", m.group("b"))):
        return None
    return m.group("a"), m.group("b")[0].upper() + m.group("b")[1:]


# "Target player can't play lands this turn if {R} was spent to cast this spell and can't cast creature spells this turn
# if {W} was spent to cast this spell." (Moonhold): one target, two restrictions, each with its own condition (608.2c)
_SHARED = re.compile(r"(?P<subj>[Tt]arget (?:player|opponent)) (?P<a>can't .+? if (?P<c1>.+?)) and "
                     r"(?P<b>can't .+? if (?P<c2>.+))")


def split_shared_target_pair(s: str) -> tuple[str, str] | None:
    """``s`` → the two clauses as sentences of their own, each with the subject written once ("Target player can't …
    if C1", "Target player can't … if C2"; the caller makes the second's target the first's), or None."""
    m = _SHARED.fullmatch(s)
    if m is None or any(" if " in m.group(k) or " and " in m.group(k) for k in ("c1", "c2")):
        return None
    return f"{m.group('subj')} {m.group('a')}", f"{m.group('subj')} {m.group('b')}"
