"""A question about a game of a variant the engine does not play (Commander, Two-Headed Giant …) is refused (redteam8).

The engine plays a game of the basic rules: two players (or more, each for themself, 800.1), each starting at 20 life
(103.4). A variant changes that: in Commander each player starts at 40 life (903.7), a commander may go to the command
zone (903.9) and 21 combat damage from one commander loses the game (903.10a); Two-Headed Giant teams share a life total
of 30 (810.4). "Commander game: my opponent Lightning Bolts me. What's my life total?" was "you: 17 life" (the lead-in
not read; 37 in Commander), and "We're playing Commander." was left out of an answer about life totals. A question that
says it is a game of such a variant is refused, naming the words and the variant's rule; a card's name that holds the
word (Commander's Sphere, a Two-Headed Giant card attacking) is not the variant, and a question that names no card is
about the variant's rules, not a board (not a board question, as before).
"""
from __future__ import annotations

import re

from .lexicon import AskError

__all__ = ["refuse_variant", "variant_said"]

# the variant's name as players say it → its rule (today's numbers; the answer says them as the asked edition does)
_VARIANTS = {"commander": "903", "edh": "903", "brawl": "903.12", "two-headed giant": "810", "two headed giant": "810",
             "2hg": "810", "planechase": "901", "vanguard": "902", "archenemy": "904", "emperor": "809",
             "grand melee": "807", "oathbreaker": None}
_GUARD = ("commander", "edh", "brawl", "headed giant", "2hg", "planechase", "vanguard", "archenemy", "emperor",
          "grand melee", "oathbreaker")
_NAME = r"commander|edh|brawl|two[- ]headed giant|2hg|planechase|vanguard|archenemy|emperor|grand melee|oathbreaker"
# said of the game: "a Commander game", "in Commander", "playing 2HG", "my commander" (the designation, 903.3), "EDH"
_STRONG = re.compile(rf"\b(?P<v>{_NAME})(?:'s)?\s+(?:game|games|format|variant|match|pod|table|rules|deck|league|night)\b|"
                     rf"\b(?:in|playing|play|played|at|during|for)\s+(?:a\s+|an\s+|the\s+)?(?P<v2>{_NAME})\b|"
                     r"\b(?P<v3>edh|2hg|oathbreaker)\b|"
                     r"\b(?:my|his|her|their|your|opponent's|opponents'|each player's)\s+(?P<v4>commander)s?\b", re.I)
_WEAK = re.compile(rf"\b(?P<v>{_NAME})\b", re.I)


def variant_said(question: str, lex) -> tuple[str, str | None, int, int] | None:
    """(the variant as said, its rule or None, start, end) when ``question`` says it is a game of a variant, else None."""
    low = question.lower()
    if not any(w in low for w in _GUARD):
        return None
    m = _STRONG.search(question)
    if m is None:
        names = " ".join(lex.names_in(question)).lower() if lex is not None else ""
        m = next((w for w in _WEAK.finditer(question) if w.group("v").lower() not in names), None)
    if m is None:
        return None
    said = next(g for g in m.groups() if g)
    return said, _VARIANTS.get(re.sub(r"[- ]+", " ", said.lower()).replace("two headed", "two-headed")), m.start(), m.end()


def refuse_variant(question: str, lex, board: bool = False) -> None:
    """Raise the reader's error for a question about a game of a variant; the error is the whole answer (``whole``:
    no part of the question is answered without it, each part being a part of that game). Before the question is read
    (``board`` False) only when it names a card: one that names none may be about the variant's rules ("How much life
    in Commander?", not a board question); once it was read as a board (``board``), always."""
    got = variant_said(question, lex)
    if got is None or not (board or (lex is not None and lex.names_in(question))):
        return
    said, rule, a, b = got
    where = f" ({rule})" if rule else " (a format of its own, not in the Comprehensive Rules)"
    exc = AskError(f"{question[a:b]!r}: a game of the {said} variant{where}, whose rules change what the engine answers "
                   "(starting life, zones, how a player loses); the engine plays the basic game (103.4: 20 life each)",
                   question, a, b)
    exc.whole = True
    raise exc
