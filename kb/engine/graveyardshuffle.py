""""You shuffle up to four cards from your graveyard into your library." (Stream of Thought), "Shuffle any number of
creature cards from your graveyard into your library": untargeted cards of its controller's graveyard, how many and
which chosen as the instruction is applied (608.2d; kb.engine.chosennumber: ``choose: {card: [NAME, …]}``), put into
that library, which is then shuffled (701.24a: what "shuffle … into your library" does, as kb.engine.instructions'
"Shuffle target card from your graveyard into your library").

A target ("up to four target cards") is the targets' reader; another quality ("of different card types") is not read
(the description reader refuses it)."""
from __future__ import annotations

import re

from .instruction_types import Instruction

__all__ = ["read_graveyard_shuffle"]

_SENTENCE = re.compile(r"(?:[Yy]ou )?[Ss]huffle (?P<what>(?:up to \S+|any number of) (?!.*\btarget\b).+?) from your "
                       r"graveyard into your library")


def read_graveyard_shuffle(s: str, raw: str, subject_of) -> Instruction | None:
    """The instruction of ``s`` (a sentence without its period), or None. ``subject_of(phrase, zone_default)``: the
    reader of subjects (kb.engine.instructions)."""
    m = _SENTENCE.fullmatch(s.strip())
    if m is None:
        return None
    from .chosennumber import read_chosen_number
    mode, cap, one = read_chosen_number(m.group("what"))
    if not mode or not re.fullmatch(r"an? (?:[\w-]+ )*card", one):
        return None
    return Instruction("move", subject_of(one, frozenset(("graveyard",))), text=raw,
                       opts={"to": "library", "from": "your graveyard", "library_of": "your", "number_chosen": mode,
                             "count": cap, **({"you_said": True} if s.strip().startswith("You ") else {})})
