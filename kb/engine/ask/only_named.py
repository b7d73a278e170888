""""Only" said of what a player has (chat57): "I've only got a Grizzly Bears and a Giant Spider", "I only have a
Giant Spider", "Opp's only creature is a Grizzly Bears", "She has Gladecover Scout out and nothing else". The board a
question is read as holds the cards it names and nothing else, so "only" and "and nothing else" restate what the
reader assumes of every board: the words are taken out ("I've got …", "My opponent controls a Grizzly Bears.") and the
question read again — only when it is not read as written, and the answer's notes say so. "only" anywhere else ("only
one of them blocks", "the only Elf") is left as written.

Text only: it does not import the answerer (which imports it).
"""
from __future__ import annotations

import re

__all__ = ["only_left_out"]

_WHO = r"(?:i|he|she|they|we|my\s+opp(?:onent)?|opp(?:onent)?)"
_ONLY_VERB = re.compile(r"\b(" + _WHO + r")(\s+(?:'ve|’ve|have|has|had)?)?\s*only\s+(got|have|has|had|control|"
                        r"controls|controlled)\b", re.I)
_ONLY_HAVE = re.compile(r"\b(" + _WHO + r")('ve|’ve)\s+only\s+(got)\b", re.I)
_ONLY_CREATURE = re.compile(r"\b(my|his|her|their|opp's|opponent's|my\s+opp's|my\s+opponent's)\s+only\s+"
                            r"(?:creature|guy|blocker|dude|thing|permanent)\s+(?:is|was)\s+(?=\S)", re.I)
_NOTHING_ELSE = re.compile(r",?\s+and\s+nothing\s+else\b", re.I)


def only_left_out(question: str) -> tuple[str, list[str]] | None:
    """(the question without the words of "only", the words taken out) when it says "only" of what a player has;
    else None."""
    out, said = question, []

    def verb(m: re.Match) -> str:
        said.append(m.group(0))
        return f"{m.group(1)}{m.group(2) or ''} {m.group(3)}".replace("  ", " ")

    out = _ONLY_HAVE.sub(lambda m: (said.append(m.group(0)), f"{m.group(1)}{m.group(2)} {m.group(3)}")[1], out)
    out = _ONLY_VERB.sub(verb, out)

    def creature(m: re.Match) -> str:
        said.append(m.group(0).strip())
        return "I control " if m.group(1).lower() == "my" else "My opponent controls "

    out = _ONLY_CREATURE.sub(creature, out)
    out = _NOTHING_ELSE.sub(lambda m: (said.append(m.group(0).strip(" ,")), "")[1], out)
    if out == question:
        return None
    return re.sub(r"\s{2,}", " ", out).strip(), said
