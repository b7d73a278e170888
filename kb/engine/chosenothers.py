""""Choose a creature or planeswalker, then destroy all other creatures and planeswalkers." (Deadly Vanity), "Choose a
creature. Destroy all other creatures.": an object chosen as the effect resolves (608.2d), then every other object of
a kind — "other" than the chosen one (608.2c: the later text refers to the choice), not other than the source.

- ``split_choose_then``: "Choose a KIND, then VERB …" is the two sentences "Choose a KIND. VERB …", followed in order
  (608.2c); choices that are not of an object (a colour, a creature type, a card type, a name, a number, a player, an
  opponent, a target, at random) are left as written for their own readers.
- ``others_than_chosen``: "all other KIND" right after the chosen object is the objects of that kind other than it
  (the subject ``others_than`` of kb.engine.actions_subjects, as "each other creature … other than that target").
- ``others_than_target``: "Until end of turn, target creature you control gets +3/+3 and other creatures you control
  get +1/+1." (Sigil Blessing), "Choose target creature you control. Each other creature you control becomes a copy of
  it …" (Echoing Equation): in a spell's instructions "[each] other KIND" right after a target of that kind is the
  objects other than the target (608.2c; the spell is no creature, so "other" can't be other than it). In a
  permanent's ability the words could mean other than the target or other than the source: not read.
"""
from __future__ import annotations

import re

__all__ = ["split_choose_then", "others_than_chosen", "others_than_target"]

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


_PERMANENT_ABILITY = re.compile(r"(?:When|Whenever|At)\b|[^.\"]*:")


def others_than_target(p: str, prev, pc, selector_of):
    """The subject of "other KIND" / "all other KIND" (``p``) right after a target subject (``prev``) in a spell's
    instructions, or None (module docstring); a ParseError naming the words in a triggered or activated ability."""
    m = re.fullmatch(r"(all |each )?other (.+)", p.strip(), re.I)
    if m is None or getattr(prev, "kind", None) != "target" or re.search(r"\b(?:that|it|its|same)\b", m.group(2), re.I):
        return None   # "… and all other permanents with the same name as that permanent": its own reader
    each = (m.group(1) or "").lower().startswith("each")
    if each and _PERMANENT_ABILITY.match(pc.ability or ""):
        return None   # "each other creature you control" in a permanent's ability: read as before (other than ~)
    if _PERMANENT_ABILITY.match(pc.ability or ""):
        from .errors import ParseError
        raise ParseError(p, "\u201cother\u201d after a target in a permanent's ability (other than the target, or than "
                            "the source?)", pc.card)
    from .instruction_types import Subject
    return Subject("others_than", of=prev, selector=selector_of(m.group(2)), text=p.strip())

