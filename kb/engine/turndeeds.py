"""What was done this turn that kb.engine.turnevents' event grammar doesn't read, as an intervening "if" (603.4:
checked as the ability triggers and again as it resolves) or an instruction's "if" reads it:

- counters put: "if a counter was put on ~ this turn", "if a +1/+1 counter was put on a permanent under your control
  this turn", "if you put a counter on a creature this turn", "if you put a counter on ~ this turn" (122.6: counters
  put on a permanent, or given to it as it enters; 122.6a: who puts them);
- tokens created: "if you created a token this turn" (111.2: the player who creates a token is its owner, and it
  enters the battlefield as it is created, 111.1);
- damage dealt to a player: "if an opponent was dealt 3 or more damage this turn", "if you've been dealt 5 or more
  damage this turn" (120.3; kb.engine.gamevalues.ThisTurn counts it);
- lands played: "if you didn't play a land this turn", "if you played a land this turn" (305.1: a special action;
  305.2a: lands played during the resolution of spells and abilities too; a land put onto the battlefield by an
  effect is not played).

Each is read from the game's record of the turn (counters: :func:`record_counters`, kept as each is put; tokens: the
permanents that entered the battlefield; lands: the land plays counted by kb.engine.stack). When the turn may hold
events nobody stated (GameState.history_unstated), a result only an earlier event could change is "cannot decide",
never a guess; so is a counter whose putter or object the record can't say.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import Ctx
from .gamevalues import GameCondition, GameView, ThisTurn, turn_events
from .text import amount_of

__all__ = ["CountersPut", "TokensCreated", "LandsPlayed", "record_counters", "parse_turn_deeds"]

_SELF = ("~", "this creature", "this permanent")   # "it" may be another object: not read here
_HISTORY = "the question doesn't say what happened in this turn before it began"


def record_counters(state, o, kind: str, n: int, by: str | None, cause: str) -> None:
    """Keep one put of ``n`` counters of ``kind`` on the object ``o`` (kb.engine.state.put_counters): the turn, the
    object as it is (its characteristics; None off the battlefield), and who put them — ``by`` (for counters it is
    given as it enters with no player named, its controller, 122.6a, as put_counters says); None when the record
    can't say."""
    w = state.evaluate().get(o.oid) if o.zone == "battlefield" else None
    putter = by   # put_counters names the entering permanent's controller itself, when the edition says so (122.6a)
    state.__dict__.setdefault("counters_put", []).append(
        (state.turn, o.oid, w.copy() if w is not None else None, kind, n, putter))


def _this_turn(state, name: str) -> list:
    return [r for r in state.__dict__.get(name, ()) if r[0] == state.turn]


@dataclass(frozen=True, slots=True)
class CountersPut(GameCondition):
    """One or more counters (of ``kind``; None: any) put this turn on the source itself (``on_self``) or on a
    permanent fitting ``selector`` (None: any permanent) as it was then, under ``whose`` control then ('you' or None),
    put by the ability's controller when ``by_you`` (122.6, 122.6a)."""

    kind: str | None = None
    selector: object = None
    on_self: bool = False
    whose: str | None = None
    by_you: bool = False
    describe: str = ""

    @property
    def reads_source(self) -> bool:
        return self.on_self

    def _sort(self, state, you, src_oid, work=None) -> tuple[bool, bool]:
        """(a put this turn fits, a put the record can't settle may fit)."""
        ctx = Ctx(state.evaluate().work if work is None else work, None, you, {}, edition=state.edition,
                  game=GameView(state))
        fits = unsure = False
        for _turn, oid, w, kind, _n, putter in _this_turn(state, "counters_put"):
            if self.kind is not None and kind != self.kind:
                continue
            if self.on_self and (src_oid is None or oid != src_oid):
                continue
            if (self.selector is not None or self.whose) and w is None:
                unsure = True
                continue
            if self.whose == "you" and w.controller != you:
                continue
            if self.selector is not None and not self.selector.match(w, ctx):
                continue
            if self.by_you and putter is None:
                unsure = True
            elif not self.by_you or putter == you:
                fits = True
        return fits, unsure

    def game_holds(self, g, ctx) -> bool:
        g.used = True
        src = getattr(ctx, "src", None)
        return self._sort(g.state, ctx.you, getattr(src, "oid", None), getattr(ctx, "work", None))[0]

    def undecided(self, state, you, src_oid=None) -> str | None:
        fits, unsure = self._sort(state, you, src_oid)
        if fits:
            return None
        if unsure:
            return (f"who put a counter this turn, or on what, is not known: \u201c{self}\u201d can't be decided "
                    "(122.6, 122.6a)")
        if state.history_unstated():
            return f"{_HISTORY}: \u201c{self}\u201d can't be decided (it is decided from the next turn on)"
        return None


@dataclass(frozen=True, slots=True)
class TokensCreated(GameCondition):
    """"you created a token this turn": a token the ability's controller owns entered the battlefield this turn —
    its creator owns it (111.2), and a token is created on the battlefield (111.1; one that left can't come back,
    111.8)."""

    describe: str = ""

    def _count(self, state, you) -> int:
        return sum(1 for turn, lk in getattr(state, "entered_battlefield", ())
                   if turn == state.turn and getattr(lk.working, "token", False) and lk.owner == you)

    def game_holds(self, g, ctx) -> bool:
        g.used = True
        return self._count(g.state, ctx.you) > 0

    def undecided(self, state, you) -> str | None:
        if state.history_unstated() and not self._count(state, you):
            return f"{_HISTORY}: \u201c{self}\u201d can't be decided (it is decided from the next turn on)"
        return None


@dataclass(frozen=True, slots=True)
class LandsPlayed(GameCondition):
    """"you played a land this turn" / "you didn't play a land this turn" (``none``): the lands the ability's
    controller played this turn (305.1, 305.2a: as kb.engine.stack counts them); putting a land onto the battlefield
    is not playing it."""

    none: bool = False
    describe: str = ""

    @staticmethod
    def _count(state, you) -> int:
        return state.activations.get(("land", you, state.turn), 0)

    def game_holds(self, g, ctx) -> bool:
        g.used = True
        return (self._count(g.state, ctx.you) > 0) != self.none

    def undecided(self, state, you) -> str | None:
        if self._count(state, you):
            return None
        if state.history_unstated():
            return f"{_HISTORY}: \u201c{self}\u201d can't be decided (it is decided from the next turn on)"
        stated = {e.obj for e in turn_events(state)[0] if e.kind == "zone" and e.from_zone is None and
                  e.to_zone == "battlefield" and e.player == you and not e.cause}
        if any(turn == state.turn and lk.oid in stated and "Land" in lk.working.types
               for turn, lk in getattr(state, "entered_battlefield", ())):
            # a scenario's "enter" step says a land entered this turn, not whether it was played (305.1)
            return f"a land entered the battlefield this turn without saying whether it was played: \u201c{self}\u201d " \
                   "can't be decided (305.1)"
        return None


_KIND = r"(?:a|an|one or more) (?:(?P<kind>[+-]\d+/[+-]\d+|[a-z]+) )?counters?"


def parse_turn_deeds(phrase: str, pc=None, parse_selector=None):
    """One of this module's conditions, or None: not one of these wordings."""
    p = phrase.strip()
    if p in ("you created a token this turn", "you've created a token this turn", "you have created a token this turn"):
        return TokensCreated(describe=p)
    m = re.fullmatch(r"(an opponent was|you(?:'ve| have) been) dealt (\w+) or more damage this turn", p)
    if m and amount_of(m.group(2)):   # 120.3: the damage one player was dealt this turn, from every source
        return ThisTurn("damaged_opponent" if m.group(1) == "an opponent was" else "damaged_you", amount_of(m.group(2)),
                        describe=p)
    m = re.fullmatch(r"you( didn't play| did not play| played|'ve played| have played) a land this turn", p)
    if m:
        return LandsPlayed(none=m.group(1).startswith(" did"), describe=p)
    m = re.fullmatch(rf"{_KIND} (?:was|were) put on (?P<what>.+?)(?P<whose> under your control)? this turn", p) or \
        re.fullmatch(rf"(?P<you>you)(?:'ve| have)? put {_KIND} on (?P<what>.+?) this turn", p)
    if m is None or (m.group("kind") or "") in ("counter", "counters"):
        return None
    what = m.group("what")
    on_self = what in _SELF
    sel = None
    if not on_self:
        what = re.sub(r"^(?:a|an) ", "", what)
        if what != "permanent":
            if parse_selector is None:
                return None
            from .errors import ParseError
            try:
                sel = parse_selector(what, pc)
            except ParseError:
                return None
        elif not re.match(r"(?:a|an) ", m.group("what")):
            return None
    whose = "you" if m.groupdict().get("whose") else None
    if whose and on_self:
        return None
    return CountersPut(kind=m.group("kind"), selector=sel, on_self=on_self, whose=whose,
                       by_you=m.groupdict().get("you") is not None, describe=p)
