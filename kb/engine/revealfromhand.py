""""Target opponent reveals a number of cards from their hand equal to <value>. You choose one of those cards. That
player discards that card." — some cards of a hand revealed, one of them chosen (701.20a, 608.2d, 701.9a).

"reveals N cards from their hand" / "reveals a number of cards from their hand equal to <value>" (the value as the
instruction resolves, 608.2h: "the number of creatures in your party", 700.8; "your devotion to black", 700.5):
the player the words name reveals that many cards of their own hand, chosen by that player as it resolves (608.2d;
the instructed player makes the choice); with that many cards or fewer in the hand, all of them are revealed, and
with none to reveal, nothing is (the ruling of Acquisitions Expert). Revealing moves nothing (701.20b).

"You choose one of them" / "You choose one of those cards" after it: one of the revealed cards, chosen by the
ability's controller (608.2d), given as ``choose: {card: NAME}``; "That player discards that card." then discards
it (701.9a, kb.engine.instructions). Which cards the player reveals is given as ``choose: {reveal: [CARD, …]}`` on
the same step; unstated while the hand holds more cards than are revealed, it is never guessed: "cannot decide".
A hand the scenario doesn't list reveals cards nobody named (the discard then is of an unnamed card).
"Target player reveals a card at random from their hand." (Ignite Memories, Planeswalker's Fury; 701.20a): one card
of that hand, selected at random as it resolves — no player's choice (608.2d): the scenario states the result with
the same ``choose: {reveal: CARD}``; a hand of one card needs none, and an unstated result among several is "cannot
decide", never guessed. "that card" / "the revealed card" after it is the card revealed (it stays in the hand,
701.20b): the choice among the revealed cards is made for it, there being one.
"that many cards": the amount of the instruction before (608.2h: "pay any amount of life", kb.engine.payanylife);
"You choose one of them and exile it": the card chosen is exiled (406.1). Not read here: another player choosing."""
from __future__ import annotations

import re

__all__ = ["REVEALED", "read_reveal_at_random", "read_reveal_from_hand", "reads_choose_revealed", "reveal_from_hand", "revealed_only"]

REVEALED = "revealed card"   # the text of the subject naming the card chosen among them (a marker)
_WHO = r"(?P<who>[Tt]arget opponent|[Tt]arget player|[Tt]hat player)"
_FORMS = (re.compile(_WHO + r" reveals (?P<n>(?!that\b)\w+|that many) cards from their hand"),
          re.compile(_WHO + r" reveals a number of cards from their hand equal to (?P<v>.+)"))
_CHOOSE = re.compile(r"You choose one of (?:them|those cards)(?P<exile> and exile (?:it|that card))?")


def read_reveal_from_hand(s: str) -> tuple[str, str | None, str | None] | None:
    """The words for who reveals, the number word (``n``) or the value's words (``v``), or None for another
    sentence (``s`` without its period)."""
    for f in _FORMS:
        m = f.fullmatch(s)
        if m:
            d = m.groupdict()
            return d["who"], d.get("n"), d.get("v")
    return None


_AT_RANDOM = re.compile(_WHO + r" reveals a card at random from their hand")


def read_reveal_at_random(s: str) -> str | None:
    """The words for who reveals in "Target player reveals a card at random from their hand" (``s`` without its
    period), or None for another sentence."""
    m = _AT_RANDOM.fullmatch(s)
    return m.group("who") if m else None


def reads_choose_revealed(s: str) -> str | None:
    """"choose" when ``s`` is "You choose one of them" / "You choose one of those cards", "exile" for "… and exile it"
    (the card chosen is exiled, 406.1), else None."""
    m = _CHOOSE.fullmatch(s)
    return None if m is None else "exile" if m.group("exile") else "choose"


def reveal_from_hand(state, ins, rc, item) -> None:
    """Apply "X reveals N cards from their hand": record the cards revealed (``rc.chosen['revealed_hand']``, the
    ids; None when they are not known) for the choice among them after it."""
    from .errors import EngineError
    from .gamevalues import fixed
    players = [who for rk, who in state.subjects(ins.subject, rc, ins) if rk == "player"]
    n = max(0, fixed(ins.amount, rc, None))
    rc.chosen["revealed_hand"] = []
    for who in players[:1]:
        hand = [o.oid for o in state.in_zone("hand", who)]
        known = state.player(who).hand_known
        if n == 0:
            state.log.add(f"\u201c{ins.text}\u201d: the number is 0, so no card is revealed", "reveal",
                          indent=1, kind="step")
            return
        want = (rc.choices or {}).get("reveal")
        want = [want] if isinstance(want, str) else list(want or [])
        if not known and not want:
            rc.chosen["revealed_hand"] = None
            state.log.add(f"\u201c{ins.text}\u201d: the hand is not listed, so the cards revealed are not known",
                          "reveal", indent=1, kind="step")
            return
        if len(hand) <= n and known and not want:
            rc.chosen["revealed_hand"] = hand
        elif want:
            picked = []
            for name in want:
                o = state.obj(name)
                if o.oid not in hand or o.oid in picked:
                    raise EngineError(f"\u201c{ins.text}\u201d: {name} is not a card in that hand it can reveal "
                                      f"({state.rule_no('choices_on_resolution')})")
                picked.append(o.oid)
            if len(picked) != min(n, len(hand)) and known:
                raise EngineError(f"\u201c{ins.text}\u201d: {min(n, len(hand))} card(s) are revealed, not "
                                  f"{len(picked)} ({state.rule_no('choices_on_resolution')})")
            rc.chosen["revealed_hand"] = picked
        else:
            rc.chosen["revealed_hand"] = None
            state.unstated_choice(ins, item, "reveal", "reveal: [CARD, …] (the cards that player reveals)")
            return
        names = ", ".join(state.objects[o].alias for o in rc.chosen["revealed_hand"]) or "no card"
        state.log.add(f"{names} revealed from that hand (it stays there)", "reveal", indent=1, kind="step")


def revealed_only(subj, rc, cands: list) -> list | None:
    """The candidates of "one of them" after the reveal: those revealed; None when they are not known (the choice
    made among them can't be known either, and the reveal said so)."""
    if subj.text != REVEALED:
        return cands
    shown = rc.chosen.get("revealed_hand")
    return None if shown is None else [c for c in cands if c in shown]
