"""Players' statements: a player's own numbers as a judge says them, after the player ("opponent has 0 life",
"I'm at 3 life", "has 10 poison counters and 20 life", "has 2 cards in hand"): life (119), poison counters (122.1f) and
the number of cards in a hand (cards nobody named, said before anything happens). One reader, for
the prose (where a clause about a player starts), the step language (``life: {player, set, poison}``) and
``check PLAYER …`` (which also counts cards in a hand or a graveyard)."""
from __future__ import annotations

import re

from .lexicon import number_word

# "I'm holding 3 cards", "he holds 2 cards": a number of cards in hand, "in hand" said or not
_HOLDING = (("is", "holding"), ("are", "holding"), ("am", "holding"), ("'s", "holding"), ("was", "holding"),
            ("were", "holding"), ("holds",), ("hold",), ("held",))
# how a player's statement starts: the verb before the first number
_LEADS = (("is", "at"), ("are", "at"), ("am", "at"), ("'s", "at"), ("was", "at"), ("were", "at"), ("has",), ("have",), ("had",), ("is", "on"),
          ("at",), ("on",), *_HOLDING)
# what a number of a player is said with: the field, and the words after the number
_COUNTED = (("poison", ("poison", "counters")), ("poison", ("poison", "counter")), ("poison", ("poison",)),
            ("life", ("life",)),
            *(("hand", (c, "in", *w, "hand")) for c in ("cards", "card")
              for w in ((), ("my",), ("your",), ("their",), ("his",), ("her",), ("the",))))

# what `check PLAYER …` counts beyond life and poison: the field, and how it is said (the number in group 1 or 2)
PLAYER_COUNTS = (
    ("poison", r"(?:has )?(\d+|no|a|an|one|two|three|four|five) poison(?: counters?)?|poison (?:is )?(\d+)"),
    ("hand", r"(?:has )?(\d+|no|a|an|one|two|three|four|five|six|seven) cards? in (?:hand|(?:their|the|his|her) hand)"
             r"|hand (?:has|is) (\d+)(?: cards?)?"),
    ("graveyard", r"(?:has )?(\d+|no|a|an|one|two|three) cards? in (?:the |their |his |her )?graveyard"
                  r"|graveyard (?:has|is) (\d+)(?: cards?)?"),
)


def _count(words: list[str], k: int, held: bool = False) -> tuple[str, int, int] | None:
    """'10 poison counters' / '0 life' / 'no poison counters' at words[k]: (field, number, words read); after a verb of
    holding (``held``), '3 cards' alone is a hand too."""
    n = 0 if k < len(words) and words[k] == "no" else number_word(words[k] if k < len(words) else None)
    if n is None:
        return None
    for field, after in _COUNTED:
        if tuple(words[k + 1:k + 1 + len(after)]) == after and (not held or field == "hand"):
            return field, n, 1 + len(after)
    if held and k + 1 < len(words) and words[k + 1] in ("cards", "card"):
        return "hand", n, 2
    return None


def player_statement(words: list[str]) -> tuple[dict, int] | None:
    """What the words say about a player's life and poison counters, from their start: ``({"set": 0}, 3)`` for
    "has 0 life", ``({"poison": 10, "set": 20}, 7)`` for "has 10 poison counters and 20 life"; "at 3" alone is
    3 life (the words read are the second item). None when the words start otherwise."""
    lead = next((len(ws) for ws in _LEADS if tuple(words[:len(ws)]) == ws), None)
    if lead is None:
        return None
    k = lead
    out: dict = {}
    held = tuple(words[:lead]) in _HOLDING
    if held and words[k:k + 1] in (["only"], ["just"]):
        k += 1                           # "I'm holding only 1 card": the number is all the same
    while True:
        got = _count(words, k, held)
        if got is None:
            if not out and words[lead - 1] == "at" and number_word(words[k] if k < len(words) else None) is not None \
                    and k + 1 == len(words):
                return {"set": number_word(words[k])}, k + 1       # "opponent at 3": life (119.1)
            return (out, k - 1) if out and words[k - 1] in ("and", ",") else (out, k) if out else None
        field, n, used = got
        key = "set" if field == "life" else field
        if key in out:
            return None                      # "has 3 life and 5 life": said twice, not read
        out[key] = n
        k += used
        if k < len(words) and words[k] in ("and", ","):
            k += 1
            continue
        return out, k


def player_count(phrase: str) -> tuple[str, int] | None:
    """`check PLAYER …` beyond life: "has 3 poison counters", "no cards in hand", "graveyard has 2": (field, n)."""
    for fld, rx in PLAYER_COUNTS:
        m = re.fullmatch(rx, phrase)
        if m:
            v = m.group(1) or m.group(2)
            return fld, 0 if v == "no" else number_word(v)
    return None
