"""Both players' life said at once (redteam9): "We're both at 6.", "We are both on 3 life.", "Both of us are at 2.",
"We're at 4 each.", "We both have 6 life.", "We're tied at 2 life." — with two players (102.1), you and the opponent
each have that life total (119.1): read as "you are at N; opponent is at N". The sentence was left unread and the
answer given without it ("No one loses the game" after Inferno, where both players at 6 lose at once, 704.5a).

Only the whole clause is read so; a number said otherwise, or more players, is left as it is (the readers after this
name the words they do not read)."""
from __future__ import annotations

import re

from .lexicon import number_word
from .ptoks import PTok

__all__ = ["both_players_at"]

_NUM = r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|" \
       r"seventeen|eighteen|nineteen|twenty)"
_BOTH_AT = re.compile(
    r"(?:we're|we are|we both are|we're both|we are both|both of us are|we're each|we are each|we each are|"
    r"we're tied|we are tied|we're both tied|we are both tied)(?: at| on) " + _NUM + r"(?: life)?(?: each| apiece)?"
    r"|(?:we're|we are)(?: at| on) " + _NUM + r"(?: life)? (?:each|apiece)"
    r"|(?:we both have|we each have|both of us have) " + _NUM + r" life(?: each| apiece)?")


def both_players_at(reader, toks: list[PTok]) -> list[PTok] | None:
    """"We're both at 6": the two players' life totals, as two of the step language's statements (module docstring);
    None when the clause is not all that."""
    if not reader.two_players or not toks or toks[0].low not in ("we're", "we", "both"):
        return None
    m = _BOTH_AT.fullmatch(" ".join(t.low for t in toks).replace("\u2019", "'").rstrip(" ."))
    if m is None:
        return None
    n = number_word(next(g for g in m.groups() if g))
    if n is None:
        return None
    a, b = toks[0], toks[-1]
    reader.changed = True
    return [reader.made("you", a, b), reader.made("are", a, b), reader.made("at", a, b), reader.made(str(n), a, b),
            PTok(";", ";", b.end, b.end, glue=True, made=True),
            reader.made("opponent", a, b), reader.made("is", a, b), reader.made("at", a, b), reader.made(str(n), a, b)]
