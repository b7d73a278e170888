""""…, remove those counters, transform it, then untap it." (608.2c): a list of three actions, the last after "then";
each is done in the order written, as "…, then transform it, then untap it" says — the middle item ("transform it",
"untap it", "tap it": an action on the object named before) gets its "then" written out, so each piece is read alone.

"Search your library for up to three cards, put them into your hand, shuffle, then discard three cards at random."
(Fervent Mastery): the shuffle between the cards put into the hand and the last action is "…, then shuffle, then …"
(608.2c, 701.24a).

The same for a list of clauses each with a player subject of its own: "If that player can't, they discard a card, they
lose 2 life, you draw a card, you gain 2 life, you create a 2/2 white Knight creature token with vigilance, then you
sacrifice ~." (Doom Foretold) is "…, they discard a card, then they lose 2 life, then you draw a card, …" (608.2c: in
the order written). Only a clause that follows another clause of the list is changed ("If that player can't, they …":
the comma after a condition stays), and only in a sentence whose list ends with ", then <clause>"."""
from __future__ import annotations

import re

__all__ = ["then_each"]

# the item before is an action of the list ("remove those counters"), not a condition ("If …, untap ~, then transform
# it": there the comma ends the "if" clause and nothing is changed)
_MIDDLE = re.compile(r"(, (?:remove|put|sacrifice|exile|draw|discard|return|create) [^,.]*), ((?:transform|untap|tap) "
                     r"(?:it|~)), then ")


# "…, put them into your hand, shuffle, then discard …": the shuffle is an item of the list, done in its place
_SHUFFLE = re.compile(r"(, put (?:it|them|that card|those cards) into your hand), shuffle, then ")


_CLAUSE = re.compile(r"(?:they|you) (?:discard|lose|draw|gain|create|sacrifice|mill|exile|return|put|scry|surveil)s?\b")


def _clause_series(sentence: str) -> str:
    """One sentence (without its period) with "then" written before each clause of a list of player clauses that a
    ", then <clause>" ends."""
    head, sep, last = sentence.rpartition(", then ")
    if not sep or not _CLAUSE.match(last) or '"' in sentence:
        return sentence
    items = head.split(", ")
    out = [items[0]]
    for i in range(1, len(items)):
        joined = ", then " if _CLAUSE.match(items[i]) and _CLAUSE.match(items[i - 1]) else ", "
        out.append(joined + items[i])
    return "".join(out) + sep + last


def then_each(text: str) -> str:
    """The text with "…, remove those counters, transform it, then …" written "…, remove those counters, then transform
    it, then …", and a list of player clauses ending ", then <clause>" with each "then" written; nothing else changes."""
    text = _MIDDLE.sub(r"\1, then \2, then ", text)
    text = _SHUFFLE.sub(r"\1, then shuffle, then ", text)
    if ", then " not in text:
        return text
    return re.sub(r"[^.]+", lambda m: _clause_series(m.group(0)), text)
