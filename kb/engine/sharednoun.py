""""Other snow and Zombie creatures you control": two qualities joined by "and" share the noun and what follows.

"Other snow and Zombie creatures you control get +1/+1." (Narfi, Betrayer King) is "other snow creatures you control"
and "other Zombie creatures you control": each creature that is either (a snow Zombie gets the bonus once, per its
ruling of 2021-02-05). The word before the first quality ("other", "another": not the source, 109.1) and the noun
with what follows it ("creatures you control") belong to both — a supertype (205.4a) or a subtype (205.3) alone is
no description of objects. Read only for supertypes and subtypes; colours joined by "and" are not read here.
"""
from __future__ import annotations

import re

from .values import known_subtype, singular
from .words import SUPERTYPES

_NOUN = r"(?:creatures?|permanents?|cards?|spells?)"
_FORM = re.compile(rf"((?:[Oo]ther|[Aa]nother) )?([A-Za-z]+) and ([A-Za-z]+) ({_NOUN}(?: .+)?)")


def _quality(w: str) -> bool:
    """A supertype ("snow") or a subtype ("Zombie"), never a card type or colour."""
    return w.capitalize() in SUPERTYPES and w.islower() or \
        w[:1].isupper() and (known_subtype(w) or known_subtype(singular(w)))


def shared_noun_parts(phrase: str) -> list[str] | None:
    """The descriptions "Other snow and Zombie creatures you control" joins: ["other snow creatures you control",
    "other Zombie creatures you control"]; None: not that form."""
    m = _FORM.fullmatch(phrase.strip())
    if not m or not (_quality(m.group(2)) and _quality(m.group(3))):
        return None
    lead = (m.group(1) or "").lower()
    return [f"{lead}{w} {m.group(4)}" for w in (m.group(2), m.group(3))]
