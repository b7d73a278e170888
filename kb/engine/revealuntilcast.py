"""After "Reveal cards from the top of your library until you reveal a KIND card": "You may cast that card without
paying its mana cost." and "Put all revealed cards not cast this way on the bottom of your library in a random
order." (Treasure Keeper; "Then put all cards revealed this way that weren't put onto the battlefield on the bottom of
your library in a random order.", Genesis Storm).

The card that stopped the reveal (701.20a) stays in the library while revealed (701.20b); "You may cast that card"
lets the player cast it from there as the effect resolves (608.2g: timing permissions don't matter) without paying
its mana cost (118.9; X is 0, 107.3b) — the cast of kb.engine.castamong, among that one card only; a land card can't be
cast (305.9). The choice is stated as ``choose: {cast: {card: NAME, targets: [...]}}`` or ``cast: false``; unstated,
what follows is "cannot decide" (608.2d). The revealed cards not cast (or not put onto the battlefield) then go to the
bottom of the library in a random order (401.4) — kb.engine.looking's "rest" of the cards revealed, which are those
still in the library. Only the random order at the bottom of the revealing player's own library is read here."""
from __future__ import annotations

import re

__all__ = ["reads_cast_found", "rest_words", "cast_found", "exile_found_words", "reads_cast_exiled_found"]

_CAST = re.compile(r"[Yy]ou may cast (?:that card|it) without paying its mana cost")
_REST = re.compile(r"(?:Then )?[Pp]ut all (?:cards revealed this way|revealed cards|other cards revealed this way) "
                   r"(?P<not>not cast this way|that weren't cast(?: this way)?|"
                   r"that weren't put onto the battlefield(?: this way)?|not put onto the battlefield(?: this way)?) "
                   r"(?P<to>on the bottom of your library in a random order)")
_EXILE = re.compile(r"[Ee]xile that card(?: and put the rest (?P<to>on the bottom of your library in a random order))?")


def exile_found_words(s: str) -> str | None:
    """"Exile that card[ and put the rest on the bottom of your library in a random order]" (Creative Technique) after
    a reveal "until": the card that stopped the reveal is exiled (701.20a: "that card" is that one, never the object
    of a trigger event); the place words of the rest ("" when not said), or None: not such a sentence."""
    m = _EXILE.fullmatch(s)
    return None if m is None else (m.group("to") or "")


def reads_cast_exiled_found(s: str, done: list) -> bool:
    """"You may cast the exiled card without paying its mana cost." after "Exile that card" (:func:`exile_found_words`):
    the card that stopped the reveal, now in exile (400.7j), cast as the effect resolves (608.2g, 118.9) — the card
    that instruction moved, not a card a cost exiled."""
    found = next((i for i in reversed(done) if i.kind == "found"), None)
    return found is not None and found.opts.get("to") == "exile" and \
        re.fullmatch(r"[Yy]ou may cast the exiled card without paying its mana cost", s) is not None


def reads_cast_found(s: str) -> bool:
    """Whether ``s`` (without its period) is "You may cast that card without paying its mana cost"."""
    return _CAST.fullmatch(s) is not None


def rest_words(s: str, done_kinds: list) -> str | None:
    """The place words of "Put all revealed cards not cast this way on the bottom of your library in a random order"
    (``s`` without its period) when what the sentence excepts was the instruction before it (``done_kinds``: the
    kinds of the instructions before: a cast for "not cast", a put onto the battlefield for "not put onto the
    battlefield"), else None."""
    m = _REST.fullmatch(s)
    if m is None or not done_kinds:
        return None
    want = "cast_looked" if "cast" in m.group("not") else "found"
    return m.group("to") if done_kinds[-1] == want else None


def cast_found(state, ins, rc, item, looked: dict, stated_costs) -> None:
    """"You may cast that card without paying its mana cost": the card that stopped the reveal, cast from the library
    as :func:`kb.engine.castamong.cast_looked` casts a card looked at; once cast it is no longer among the cards
    revealed that the rest moves."""
    from .castamong import cast_looked
    if looked.get("undecided"):
        rc.did = False
        return
    found = looked.get("found")
    view = dict(looked, cards=[found] if found is not None else [])
    cast_looked(state, ins, rc, item, view, stated_costs, said="revealed that stopped the reveal")
    if found is not None and found not in view["cards"]:   # cast: no longer a revealed card in the library
        looked["cards"] = [c for c in looked["cards"] if c != found]
        looked["found"] = None
