"""Conditions about one player an ability's words name: "that player controls a Plains" (a step trigger's player,
603.2) and "defending player …" in an attacking creature's own triggered ability (508.5), read as intervening "if"
clauses (603.4): "Whenever ~ attacks, if defending player controls more lands than you, …", "… if defending player
controls no black permanents, …", "… if defending player has two or fewer cards in hand, …".

"defending player" is read by the readers of "that player" (kb.engine.gamevalues: life, hands, "more … than you")
and by :func:`parse_player_controls`; the condition is bound, each time it is checked, to the player the source is
attacking (``gamevalues.defending_player``, the one reader of it). When the source is no longer attacking, which player the words name is
not modelled: the condition is "cannot decide" (never guessed from whom it attacked before).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Condition
from .gamevalues import bound_to_player, controlled_count
from .words import NUMBER_WORDS

__all__ = ["PlayerControls", "OfDefendingPlayer", "parse_player_controls", "parse_defending_condition"]

def _number(word: str) -> int | None:
    """A count written as digits or a number word ("two", "eleven"); None for any other word."""
    if word.isdigit():
        return int(word)
    n = NUMBER_WORDS.get(word)
    return n if word not in ("a", "an", "once", "twice", "thrice") else None


@dataclass(frozen=True, slots=True)
class PlayerControls(Condition):
    """"that player controls a Plains / no Walls / two or more lands": how many permanents fitting ``selector`` one
    player controls (110.2), between ``lo`` and ``hi`` (None: no upper bound). ``who``: 'that' (bound with
    :meth:`bound` before it is checked) or 'player:NAME'."""

    who: str
    selector: object
    lo: int = 1
    hi: int | None = None
    describe: str = ""
    outside = True

    @property
    def reads(self) -> frozenset:
        return getattr(self.selector, "reads", frozenset()) | frozenset(("controller",))

    def bound(self, player: str) -> "PlayerControls":
        return bound_to_player(self, player)

    def holds(self, ctx) -> bool:
        if not self.who.startswith("player:"):
            return False
        n = controlled_count(ctx, self.who[7:], self.selector)
        return n >= self.lo and (self.hi is None or n <= self.hi)

    def undecided(self, state, you) -> str | None:
        return "\u201cthat player\u201d names no player of its trigger event" if self.who == "that" else None

    def __str__(self) -> str:
        return self.describe


def parse_player_controls(phrase: str, pc, parse_selector) -> PlayerControls | None:
    """"that player controls (a | an | no | N or more | N or fewer | exactly N) …" → :class:`PlayerControls`; None:
    not this form."""
    m = re.fullmatch(r"that player controls (an?|no|exactly (\w+)|(\w+) or (more|fewer)) (.+)", phrase.strip())
    if not m:
        return None
    q = m.group(1)
    if q in ("a", "an"):
        lo, hi = 1, None
    elif q == "no":
        lo, hi = 0, 0
    elif m.group(2):
        lo = hi = _number(m.group(2))
    else:
        n = _number(m.group(3))
        if n is None:           # a count the number words don't hold is no count at all: not read
            return None
        lo, hi = (n, None) if m.group(4) == "more" else (0, n)
    if lo is None:
        return None
    sel = parse_selector(m.group(5), pc)
    return PlayerControls("that", sel, lo, hi, describe=phrase.strip())


@dataclass(frozen=True, slots=True)
class OfDefendingPlayer(Condition):
    """A condition about "defending player" in an ability of an attacking creature: ``inner`` names "that player",
    bound to the player the source attacks (508.5) each time it is checked (603.4: as it triggers and as it
    resolves). ``reads_source`` tells kb.engine.conditions.condition_undecided to hand :meth:`undecided` the source."""

    inner: object
    describe: str = ""
    outside = True
    reads_source = True

    @property
    def reads(self) -> frozenset:
        return getattr(self.inner, "reads", frozenset())

    def holds(self, ctx) -> bool:
        from .gamevalues import game_of
        g, src = game_of(ctx), getattr(ctx, "src", None)
        who = g.defending_player(src.oid, ctx.work) if g is not None and src is not None else None
        return who is not None and bool(self.inner.bound(who).holds(ctx))

    def undecided(self, state, you, source_oid=None) -> str | None:
        combat = getattr(state, "combat", None)
        t = combat.attackers.get(source_oid) if combat is not None and source_oid is not None else None
        if t is None:
            return "\u201cdefending player\u201d names no player: its source is not attacking now (508.5)"
        from .gamevalues import defending_player
        who = defending_player(state, source_oid)
        if who is None:
            return "\u201cdefending player\u201d names no one player here (508.5)"
        fn = getattr(self.inner.bound(who), "undecided", None)
        return fn(state, you) if fn is not None else None

    def __str__(self) -> str:
        return self.describe


def parse_defending_condition(phrase: str, pc, parse_selector) -> OfDefendingPlayer | None:
    """"defending player controls more lands than you / no Walls / a Plains", "defending player has two or fewer
    cards in hand / more cards in hand than you" → :class:`OfDefendingPlayer`; None: not such a phrase."""
    p = phrase.strip()
    if not p.startswith("defending player "):
        return None
    from .gamevalues import parse_controls_more, parse_has_more, parse_player_condition
    q = "that player " + p[len("defending player "):]
    inner = (parse_player_condition(q, that_player=True) or parse_has_more(q, that_player=True) or
             parse_controls_more(q, pc, parse_selector, that_player=True) or parse_player_controls(q, pc, parse_selector))
    if inner is None or getattr(inner, "who", None) != "that":
        return None
    return OfDefendingPlayer(inner, describe=p)
