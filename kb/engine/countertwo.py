""""Put a +1/+1 counter on each creature you control and a loyalty counter on each other planeswalker you control."
(122.1, 608.2c): one verb with two objects, each "COUNTERS on WHAT" — read as two instructions in the order written,
"Put a +1/+1 counter on each creature you control. Put a loyalty counter on each other planeswalker you control.".
Counters put on different objects are events of each object (122.6: "one or more counters are put on a creature you
control" is about one creature), so nothing sees the two as one. Not split: a second part naming "another target"
(which target it differs from is the sentence's own, 115.3), a second part saying "other" after a first naming a
target ("… on target creature and a +1/+1 counter on each other creature you control": other than that target, which
the second sentence alone would not know), a part with its own "if" (Forge of Heroes' "… on it if
it's a planeswalker"), a list of three."""
from __future__ import annotations

import re

__all__ = ["split_two_counter_puts", "OTHER_THAN_TARGET"]

OTHER_THAN_TARGET = "other than that target"   # the second sentence's words for "other" bound to the first's target

_N = r"(?:a|an|one|two|three|four|five|X)"
_TWO = re.compile(rf"(?:(?<=^)|(?<=\. ))([Pp])ut ({_N} \S+ counters? on [^.,]+?) and ({_N} \S+ counters? on [^.,]+?)(?=\.)")


def split_two_counter_puts(text: str) -> str:
    """The text with each "Put N KIND counter(s) on X and M KIND counter(s) on Y." sentence written as two sentences."""
    def one(m: re.Match) -> str:
        first, second = m.group(2), m.group(3)
        if re.search(r"\banother target\b|\bif\b", first + " " + second):
            return m.group(0)
        if re.search(r"\btarget\b", first) and re.search(r"\b(?:other|another)\b(?! targets?\b)", second):
            # "… on target creature and … on each other creature": other than that target (608.2c) — said so in the
            # second sentence ("each creature … other than that target", kb.engine.instructions.subject_of)
            o = re.fullmatch(r"(.+? on )each other (.+)", second)
            if o is None or not re.fullmatch(r"(?:(?:up to \w+|an?|one|two|three) )?target [^,]+", first.split(" on ", 1)[1]):
                return m.group(0)
            return f"{m.group(1)}ut {first}. Put {o.group(1)}each {o.group(2)} {OTHER_THAN_TARGET}"
        return f"{m.group(1)}ut {first}. Put {second}"
    return _TWO.sub(one, text)
