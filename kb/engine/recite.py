"""The question reader's rule numbers, said as the edition asked numbers them.

The question reader (:mod:`kb.engine.ask`) writes its notes, its reading errors and a few verdict lines with the numbers
of the rules the engine is written for (:data:`kb.engine.binding.WRITTEN_FOR`): "only an attacking creature can be
blocked (509.1a)". A question asked of the 2007 rules must not cite 509.1a — the 2007 rules number combat 308 and 309.
Each such number is found again in the edition asked:

1. through the citation concept whose reference number it is (:mod:`kb.engine.concepts`: found in each edition by its
   text), when exactly one concept has that number;
2. else kept when the edition's rule of that number reads as the reference edition's (the same words, ignoring case
   and punctuation);
3. else said as what it is, a number of another edition: "509.1a of the 2026-04-17 rules".

Numbers the engine found itself while running (a refusal, a trace line) are already the edition's and are never
passed here. Without a KB, (2) cannot be checked and the profile's reference numbers stand for (1)."""
from __future__ import annotations

import re
from functools import lru_cache

from .binding import WRITTEN_FOR
from .profiles import Citations, profile_for

NUMBER = re.compile(r"(?<![\d.,])(\d{3}\.\d+[a-z]?)(?![\d])")
_WORDS = re.compile(r"[^a-z0-9]+")


@lru_cache(maxsize=1)
def _concept_of_number() -> dict[str, str]:
    """Each reference number of the current profile with the one concept that has it (numbers shared by several
    concepts are left out: which of them a message meant is not known)."""
    from .concepts import REFERENCE_NUMBERS
    seen: dict[str, list[str]] = {}
    for concept, number in REFERENCE_NUMBERS.get("current", {}).items():
        seen.setdefault(number, []).append(concept)
    return {n: cs[0] for n, cs in seen.items() if len(cs) == 1}


def _same_words(a: str | None, b: str | None) -> bool:
    return a is not None and b is not None and _WORDS.sub(" ", a.lower()).strip() == _WORDS.sub(" ", b.lower()).strip()


class Reciter:
    """Today's numbers → the numbers of ``edition`` (a resolved edition date), with the KB ``db`` when there is one."""

    def __init__(self, edition: str, db=None):
        self.edition = edition
        self.db = getattr(db, "conn", db)
        profile = profile_for(edition)
        # without a KB the engine cites its profile's reference numbers; today's profile's are the reader's own
        self.same = edition == WRITTEN_FOR or (self.db is None and profile.name == "current")
        self._asked = None if self.same else Citations(profile, edition, self.db)
        self._ref = None if self.same or self.db is None else Citations(profile_for(WRITTEN_FOR), WRITTEN_FOR, self.db)
        self._memo: dict[str, str] = {}

    def number(self, n: str) -> str:
        """The edition's number for today's ``n``, or ``n`` with the edition it belongs to."""
        if self.same:
            return n
        if n not in self._memo:
            self._memo[n] = self._find(n)
        return self._memo[n]

    def _find(self, n: str) -> str:
        concept = _concept_of_number().get(n)
        if concept is not None:
            try:
                found = self._asked.number(concept)
            except KeyError:
                found = None
            if found:
                return found
        if self._ref is not None and _same_words(self._asked.text(n), self._ref.text(n)):
            return n
        return f"{n} of the {WRITTEN_FOR} rules"

    def text(self, message: str, keep: frozenset = frozenset()) -> str:
        """``message`` with each rule number said in the edition (``keep``: numbers already the edition's)."""
        if self.same or not message:
            return message
        return NUMBER.sub(lambda m: m.group(1) if m.group(1) in keep else self.number(m.group(1)), message)

    def rules(self, numbers, keep: frozenset = frozenset()) -> list[str]:
        """A list of rule numbers said in the edition; a number only of another edition is left out of the list."""
        out = []
        for n in numbers:
            m = n if n in keep or self.same else self.number(n)
            if " of the " not in m and m not in out:
                out.append(m)
        return out
