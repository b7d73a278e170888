""""Its controller investigates", "That player investigates for each nontoken creature exiled this way": a player
other than the instruction's controller investigates (701.16a: "Investigate" means "Create a Clue token"; 111.2: the
token is created under the control of the player who investigates).

The sentence is read as the token instruction it means ("That player creates a Clue token for each …"), the words
"investigates" standing for "creates a Clue token"; "investigate twice" and the imperative "Investigate." are
kb.engine.instructions' own. Under rules without investigate the token instruction says so (kb.engine.predefined).
"""
from __future__ import annotations

import re

__all__ = ["clue_sentence"]

_INVESTIGATES = re.compile(r"(?!(?:[Tt]hen|[Yy]ou may|[Ee]ach)\b)(.+?) investigates?( for each .+)?")


def clue_sentence(s: str) -> str | None:
    """"That player investigates for each …" → "That player creates a Clue token for each …"; None for any other
    sentence (the imperative "Investigate", "investigate twice", and a subject of several players, "each player",
    whose Clues are each their own)."""
    m = _INVESTIGATES.fullmatch(s)
    if not m or m.group(1).lower() in ("", "to"):
        return None
    verb = "create" if m.group(1).lower() == "you" else "creates"
    return f"{m.group(1)} {verb} a Clue token{m.group(2) or ''}"
