"""Two things said of one player in one sentence (chat58): "He's at 8, no other creatures.", "I'm at 9 with no
blockers.", "Opp at 5 and has no creatures." — a life total, then what that player lacks, joined by a comma, "with" or
"and has". The reader reads each as a sentence of its own ("He's at 8." and "He has no other creatures."), not the two
joined; :func:`player_said_twice` writes such a sentence as the two, only when the question as written was not read,
and the answer's notes say so. Only a life total followed by a denial of what the player has ("no …", "nothing else")
is split: anything else after the life total stays as written (it could be a second fact the reader would misplace).

Text only: it does not import the answerer (which imports it).
"""
from __future__ import annotations

import re

__all__ = ["player_said_twice"]

_SUBJECTS = {"i": "I have", "i'm": "I have", "he": "He has", "she": "She has", "they": "They have",
             "my opponent": "My opponent has", "my opp": "My opp has", "opp": "Opp has", "the opponent": "The opponent has"}
_SENT = re.compile(r"(?:(?<=^)|(?<=[.!?]\s))\s*(?P<subj>I'm|I|He|She|They|My opponent|My opp|Opp|The opponent)"
                   r"(?P<be>'s|’s|'m|’m|'re|’re|\s+is|\s+was|\s+am|\s+are|\s+were|)\s+at\s+(?P<n>\d+)(?P<life>\s+life)?"
                   r"(?:\s*,\s*|\s+with\s+|\s+and\s+(?:has|have|had)\s+)(?P<rest>(?:no|nothing)\b[^.!?]*)(?P<end>[.!])",
                   re.I)


def player_said_twice(question: str) -> tuple[str, list[str]] | None:
    """(the question with each such sentence written as two, the sentences so written) when one is; else None."""
    said: list[str] = []

    def split(m: re.Match) -> str:
        subj = m.group("subj")
        has = _SUBJECTS.get(subj.lower())
        if has is None:
            return m.group()
        first = f"{subj}{m.group('be')} at {m.group('n')}{m.group('life') or ''}."
        second = f"{has} {m.group('rest').strip()}{m.group('end')}"
        said.append(f"{m.group().strip()!r} as {first + ' ' + second!r}")
        lead = m.group()[:len(m.group()) - len(m.group().lstrip())]
        return f"{lead}{first} {second}"

    text = _SENT.sub(split, question)
    return (text, said) if said else None
