"""A condition on the whole game's history of casts: "If this spell was cast from your hand and you've cast another spell
named ~ this game, you win the game." (Approach of the Second Sun).

A spell is cast when it becomes cast (601.2i); "another spell named ~" is any spell other than this one (a card that
left the stack and was cast again is a new object, 400.7, so another spell) with that name (201.2: the same name as the
source has as the condition is checked, 608.2h); a copy of a spell is not cast (707.10). "This game" reaches before the
scenario's first step: what the player cast before it is stated with the player field ``cast_this_game: [NAMES]`` (the
names of the spells they cast earlier this game, ``[]`` for none). The scenario's own casts are recorded as they happen
(kb.engine.restrictions.record_cast). One such cast recorded makes the condition true whatever came before; with none
recorded and the earlier casts not stated, it is "cannot decide", never a guess."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Condition

__all__ = ["CastNamedThisGame", "read_cast_named_this_game"]

_FORM = re.compile(r"you(?:'ve| have) cast another spell named ~ this game")


@dataclass(frozen=True, slots=True)
class CastNamedThisGame(Condition):
    """"you've cast another spell named ~ this game": the source's controller cast a spell with the source's name,
    other than the source's own spell, earlier this game (601.2i, 201.2)."""

    describe: str = ""
    reads = frozenset()
    outside = True
    reads_source = True

    @staticmethod
    def _recorded(state, you: str, src) -> bool:
        from .gamevalues import _same_spell
        names = {n for n in (getattr(src, "name", "") or "").split(" // ") if n}
        return any(who == you and names & set((w.name or "").split(" // ")) and not _same_spell(w, src)
                   for _turn, who, w, _zone in state.__dict__.get("_cast_history", ()))

    def undecided(self, state, you, src_oid=None) -> str | None:
        """Why it can't be said (the scenario doesn't state the casts before its steps, and none of its own casts is
        one), or None."""
        src = state.evaluate().get(src_oid) if src_oid is not None and src_oid in state.objects else None
        if src is not None and self._recorded(state, you, src):
            return None
        if state.player(you).cast_before is None:
            return (f"the spells {you} cast earlier this game are not stated (players: cast_this_game: [NAMES]), "
                    f"so whether one was named so can't be decided ({state.rule_no('cast_done')})")
        return None

    def holds(self, ctx) -> bool:
        st = getattr(getattr(ctx, "game", None), "state", None)
        src = ctx.src
        if st is None or src is None:
            return False
        if self._recorded(st, ctx.you, src):
            return True
        names = {n for n in (src.name or "").split(" // ") if n}
        return any(names & set(str(n).split(" // ")) for n in (st.player(ctx.you).cast_before or ()))


def read_cast_named_this_game(phrase: str) -> CastNamedThisGame | None:
    """The condition of the words ``phrase`` ("you've cast another spell named ~ this game"), or None."""
    if "this game" not in phrase:
        return None
    p = phrase.strip()
    return CastNamedThisGame(describe=p) if _FORM.fullmatch(p) else None
