"""A static ability's second sentence about the objects its first sentence names: "Creatures you control of the chosen
type get +1/+1. As long as you have the city's blessing, they also have vigilance." (Radiant Destiny).

"They" / "it" (608.2h's pointer words, in a static ability) names what the sentence before described — the same
description, so the same objects, matched whenever the effect applies (611.3a); "also" only says the first sentence's
effect goes on applying (each sentence its own effect, 613.1f for the ability, 613.4c for the P/T). The second
sentence is read as the same words with the description written again: "As long as you have the city's blessing,
creatures you control of the chosen type have vigilance."

Only "As long as …, they also have … / it also has …" after a sentence "SUBJECT get(s) …" is read; any other pointer
("those creatures", "each of them") or a first sentence of another shape stays unread.
"""
from __future__ import annotations

import re

__all__ = ["restate_subject"]

_SECOND = re.compile(r"(?P<cond>As long as [^,]+, )(?P<pron>they also have|it also has) (?P<rest>.+)")
_FIRST = re.compile(r"(?P<subj>.+?) (?P<verb>gets|get) [+-]\w+/[+-]\w+")


def restate_subject(s: str, first: str) -> str | None:
    """``s`` with its pointer replaced by the description of the sentence ``first`` (the ability's sentence before
    it), or None when it is not this form."""
    m = _SECOND.fullmatch(s.strip().rstrip("."))
    f = _FIRST.match(first.strip())
    if m is None or f is None or re.search(r"\b(?:it|they|them|its|their)\b", f.group("subj"), re.I):
        return None
    plural = f.group("verb") == "get"
    if plural != (m.group("pron") == "they also have"):   # "they" for a plural description, "it" for one object
        return None
    subj = f.group("subj")
    subj = subj[0].lower() + subj[1:] if not subj.startswith("~") else subj
    return f"{m.group('cond')}{subj} {'have' if plural else 'has'} {m.group('rest')}."
