"""A hand said as a number ("I have 3 cards in hand and I cast Divination"): the cards the question then casts or
plays from that hand are among those it said (a card is cast from the hand it is in, 601.2a; a land is played from
it, 305.1), so the cards nobody named are the rest. The scenario's ``hand: N`` gives N cards nobody named and a
``cast`` of a card not among them puts that card into the hand first; without this the hand held one card more than
the question said (5 cards after Divination, not 4)."""
from __future__ import annotations

from .lexicon import AskError

__all__ = ["unnamed_in_hand"]

_FROM_HAND = ("cast", "play")
_ZONE_STEPS = ("put", "graveyard", "exile", "move")


def _card_of(value) -> tuple[str | None, dict]:
    if isinstance(value, dict):
        return (str(value.get("card")) if value.get("card") is not None else None), value
    return (str(value) if isinstance(value, str) else None), {}


def unnamed_in_hand(counts: dict[str, int], steps: list[dict], question: str,
                    played: set[int] = frozenset()) -> tuple[dict[str, int], list[str]]:
    """The cards nobody named in each player's hand said as a number, once the cards the steps cast or play from that
    hand are taken out of it, and the notes saying so. A card some step put elsewhere before (a graveyard, exile) is
    cast from there, not counted; more cards cast than the hand held is an error naming the count. ``played``: the
    ``id()`` of the ``enter`` steps a "play" wrote (a permanent played from the hand)."""
    left, notes = dict(counts), []
    elsewhere: set[str] = set()
    for st in steps:
        kind = next(iter(st), None)
        name, opts = _card_of(st.get(kind))
        if kind == "enter" and id(st) in played:
            kind = "play"
        if kind in _ZONE_STEPS and name:
            elsewhere.add(name.lower())
            continue
        if kind not in _FROM_HAND or not name or opts.get("from") not in (None, "hand") or name.lower() in elsewhere:
            continue
        who = str(opts.get("controller") or "you")
        if who not in left:
            continue
        if left[who] == 0:
            raise AskError(f"{who} {'have' if who == 'you' else 'has'} {counts[who]} card"
                           f"{'s' if counts[who] != 1 else ''} in hand, and the question casts or plays more cards "
                           f"than that from it ({name}): a spell is cast from the hand it is in (601.2a)",
                           question, 0, len(question))
        left[who] -= 1
        notes.append(f"{name} is one of the {counts[who]} cards said to be in {'your' if who == 'you' else who + chr(39) + 's'}"
                     f" hand ({'305.1' if kind == 'play' else '601.2a'})")
    return left, notes
