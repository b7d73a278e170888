""""As long as the top card of your library is black, …" / "… is a creature card, …" (Vampire Nocturnus, Mul Daya
Channelers): a static ability's condition on the card on top of its controller's library (401.1: a library is an
ordered pile), checked at any given moment (611.3a) — a draw, a shuffle or a card put on top changes it.

The engine knows the top card when the scenario names it (the library's list, top first). When it doesn't — the cards
on top are unnamed (a library given as a count), or their order is unknown (401.4 a random order, 701.24a a shuffle)
— the condition is undecided (:meth:`LibraryTop.undecided`): the answers it could change are "cannot decide", never a
guess. An empty library has no top card: the condition is false.

Only "your library" is read; "the top card of each player's library", a comparison with "that card" afterwards
("creatures that share a color with that card") are left to other readers (unread)."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Condition, Ctx
from .words import COLOR_ALT

__all__ = ["LibraryTop", "read_library_top", "top_card_id"]

_PHRASE = re.compile(r"the top card of your library is (?P<what>an? [\w' -]+? card|(?:not )?(?:"
                     + COLOR_ALT + r"|"
                     r"colorless|multicolored|monocolored))")


def top_card_id(state, player: str):
    """The object on top of ``player``'s library (Player.library: named cards, top first), None when the library is
    empty; ``...`` when the top card isn't known (unnamed cards on top, or named cards in an unknown order there)."""
    p = state.player(player)
    if p.library:
        from .unknowns import library_top_blockers
        return ... if library_top_blockers(state, player, 1) else p.library[0]
    if p.unknown is None or p.unknown > 0:   # unnamed cards (or a library the scenario doesn't state)
        return ...
    return p.under[0] if p.under else None


@dataclass(frozen=True, slots=True)
class LibraryTop(Condition):
    """The top card of the library of the effect's controller (``ctx.you``) matches ``test`` (611.3a)."""

    test: object
    describe: str = ""
    reads = frozenset(("zone",))

    def holds(self, ctx: Ctx) -> bool:
        game = getattr(ctx, "game", None)
        state = getattr(game, "state", None)
        if state is None or ctx.you not in getattr(state, "players", ()):
            return False
        game.used = True   # the library's order is no characteristic: the evaluation follows it (gamevalues.game_key)
        top = top_card_id(state, ctx.you)
        if top is None or top is ... or top not in ctx.work:
            return False
        return bool(self.test.match(ctx.work[top], ctx))

    def undecided(self, state, you) -> str | None:
        if you not in getattr(state, "players", ()):
            return None
        if top_card_id(state, you) is ...:
            from .text import player_poss
            return f"the question doesn't say which card is on top of {player_poss(you)} library"
        return None

    def __str__(self) -> str:
        return self.describe


def read_library_top(phrase: str, selector_of):
    """``phrase`` (a condition, without "as long as") → LibraryTop, or None. ``selector_of(words)``: the parser's
    selector of a card in a library (kb.engine.parser.parse_selector)."""
    m = _PHRASE.fullmatch(phrase.strip())
    if m is None:
        return None
    what = m.group("what")
    if not what.endswith(" card"):   # "is black": a black card (105.2)
        what = f"{what.removeprefix('not ')} card" if not what.startswith("not ") else None
        if what is None:
            return None
    return LibraryTop(selector_of(re.sub(r"^an? ", "", what)), describe=phrase.strip())
