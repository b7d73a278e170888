""""Choose a creature or planeswalker, then destroy all other creatures and planeswalkers." (Deadly Vanity), "Choose a
creature. Destroy all other creatures.": an object chosen as the effect resolves (608.2d), then every other object of
a kind — "other" than the chosen one (608.2c: the later text refers to the choice), not other than the source.

- ``split_choose_then``: "Choose a KIND, then VERB …" is the two sentences "Choose a KIND. VERB …", followed in order
  (608.2c); choices that are not of an object (a colour, a creature type, a card type, a name, a number, a player, an
  opponent, a target, at random) are left as written for their own readers.
- ``others_than_chosen``: "all other KIND" right after the chosen object is the objects of that kind other than it
  (the subject ``others_than`` of kb.engine.actions_subjects, as "each other creature … other than that target").
"""
from __future__ import annotations

import re

__all__ = ["split_choose_then", "others_than_chosen"]

_NOT_OBJECT = r"(?:color|colour|creature type|basic land type|card type|card name|nonland card name|number|opponent|player|mode)"
_THEN = re.compile(r"(?:^|(?<=\. ))([Cc]hoose (?:a|an) (?!" + _NOT_OBJECT + r"\b)[a-z ]+?), then ([a-z])")


def split_choose_then(text: str) -> str:
    """The text with "Choose a KIND, then verb …" written "Choose a KIND. Verb …"; nothing else changes."""
    return _THEN.sub(lambda m: f"{m.group(1)}. {m.group(2).upper()}", text)


def others_than_chosen(p: str, prev, selector_of):
    """The subject of "all other KIND" (``p``) right after "Choose a …" (``prev``: the chosen object's subject,
    kind "picked"), or None. ``selector_of(words)``: the parser's selector of the kind."""
    m = re.fullmatch(r"all other (.+)", p.strip())
    if m is None or getattr(prev, "kind", None) != "picked":
        return None
    from .instruction_types import Subject
    return Subject("others_than", of=prev, selector=selector_of(m.group(1)), text=p.strip())
