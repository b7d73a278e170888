"""Numbers and conditions that read the game, not the objects' characteristics: life totals (119),
the cards in hands and libraries (402, 401), the number of players and opponents (102).

A characteristic-defining ability such as "~'s power and toughness are each equal to your life
total minus the life total of an opponent with the most life" is evaluated whenever the layers
run (604.3, 613.4a), like any other dynamic value; what is new is what it reads:

- the layer pipeline gives each value a :class:`GameView` (``Ctx.game``) that records that the
  evaluation read the game; :func:`game_key` is what such a snapshot depends on besides the
  objects (life totals, players still in the game, library sizes), and ``GameState.evaluate``
  doesn't reuse a snapshot whose key no longer holds (a life change changes no object);
- each value says it reads *outside* the objects (``outside``), so incremental evaluation never
  reuses a layer it applies in (:mod:`kb.engine.incremental`);
- a number the scenario can't give (the hand wasn't listed, the library's size wasn't said) is
  not guessed: :meth:`GameValue.undecided` names why, and the answers it could change (the
  object's P/T and, through 704.5f, its zone) are "cannot decide" (:func:`undecided_for`);
- a calculation may be negative (Roiling Horror at less life than an opponent): an effect that sets
  power and toughness keeps the negative number, one that modifies them uses 0 instead (107.1b,
  :class:`NotBelowZero`).

The wordings read are listed in :func:`parse_game_value` (called by ``parser.parse_value``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import ALL_ZONES, Condition, Value, Wrapped
from .objects import UNNAMED_CARD

__all__ = ["GameView", "game_of", "game_key", "GameValue", "LifeOf", "PlayerCount", "CardsIn", "Arith",
           "NotBelowZero", "GameCompare", "parse_game_value", "parse_game_each", "parse_game_condition",
           "reads_outside", "undecided_for", "not_below_zero"]


class GameView:
    """What an evaluation may read of the game besides the objects; ``used`` once anything was read."""

    __slots__ = ("state", "used")

    def __init__(self, state):
        self.state = state
        self.used = False

    def players(self) -> list[str]:
        """The players still in the game (800.4a: a player who left is no longer counted)."""
        self.used = True
        return [p for p in self.state.players if self.state.player_state[p].in_game]

    def opponents(self, you: str | None) -> list[str]:
        return [p for p in self.players() if p != you]

    def life(self, player: str) -> int:
        self.used = True
        return self.state.player(player).life

    def library(self, player: str) -> tuple[list, int | None]:
        """(the named cards' ids, the unnamed cards under them or None when the scenario didn't say)."""
        self.used = True
        p = self.state.player(player)
        return p.library, p.unknown

    def active(self) -> str:
        """The active player (102.1): whose turn it is."""
        self.used = True
        return self.state.active

    def hand_known(self, player: str) -> bool:
        return self.state.player(player).hand_known

    def spells_cast_this_turn(self, player: str) -> list:
        """The spells ``player`` cast this turn, in the order they became cast (601.2i), each with its
        characteristics as it became cast ("your second spell each turn")."""
        self.used = True
        st = self.state
        return [w for turn, who, w in st.__dict__.get("_cast_history", ()) if turn == st.turn and who == player]

    def dealt_damage_this_turn(self, source: int, recipient: int) -> bool:
        """Whether object ``source`` dealt damage to object ``recipient`` this turn (each the object it
        was then: a new object after a zone change, 400.7)."""
        self.used = True
        return (self.state.turn, source, recipient) in getattr(self.state, "damage_dealt", ())


def game_of(ctx) -> GameView | None:
    g = getattr(ctx, "game", None)
    if g is not None:
        return g
    state = getattr(ctx, "state", None)   # a resolving spell's context (kb.engine.actions.RCtx)
    return GameView(state) if state is not None else None


def game_key(state) -> tuple:
    """What a value reading the game can depend on besides the objects (which the state's version
    already follows): each player's life total, whether they are still in the game, their library."""
    return (state.active, tuple(sorted(state.__dict__.get("citys_blessing", ())))) + tuple(
        (n, p.life, p.lost, p.poison, len(p.library), p.unknown) for n, p in state.player_state.items())


def _poss(player: str | None) -> str:
    return "your" if player in (None, "you") else f"{player}'s"


# --- values ------------------------------------------------------------------------------------------
class GameValue(Value):
    """A number read from the game (not from characteristics): recomputed whenever it is used."""

    dynamic = True
    reads = frozenset()
    outside = True

    def undecided(self, state, you: str | None) -> str | None:
        """Why the scenario can't give this number (None: it can)."""
        return None


_WHO_LIFE = {"you": "your life total", "opponents_max": "the life total of an opponent with the most life",
             "players_max": "the highest life total among players", "opponents_min": "the lowest life total among your opponents",
             "players_min": "the lowest life total among players"}


@dataclass(frozen=True, slots=True)
class SourceCounters(GameValue):
    """"for each +1/+1 counter on ~": the counters of a kind on the ability's source now (122.1)."""

    kind: str = "+1/+1"   # dynamic, read outside the characteristics: GameValue's

    def eval(self, ctx, w) -> int:
        src = getattr(ctx, "src", None)
        c = (getattr(getattr(src, "obj", None), "counters", None) or {}).get(self.kind)
        return c.n if c is not None else 0

    def __str__(self) -> str:
        return f"the number of {self.kind} counters on ~"


@dataclass(frozen=True, slots=True)
class LifeOf(GameValue):
    """"your life total", "the life total of an opponent with the most life", "the highest life
    total among players" (119; 107.2: 0 when there is no such player)."""

    who: str = "you"
    dynamic = True
    reads = frozenset()
    outside = True

    def eval(self, ctx, w) -> int:
        g = game_of(ctx)
        if g is None:
            return 0
        if self.who == "you":
            return g.life(ctx.you) if ctx.you is not None else 0
        group, pick = self.who.split("_")
        players = g.opponents(ctx.you) if group == "opponents" else g.players()
        lives = [g.life(p) for p in players]
        if not lives:
            return 0
        return max(lives) if pick == "max" else min(lives)

    def __str__(self) -> str:
        return _WHO_LIFE.get(self.who, "a life total")


@dataclass(frozen=True, slots=True)
class PlayerCount(GameValue):
    """"the number of opponents you have", "the number of players" (102.2, 102.3; 800.4a)."""

    who: str = "opponents"
    dynamic = True
    reads = frozenset()
    outside = True

    def eval(self, ctx, w) -> int:
        g = game_of(ctx)
        if g is None:
            return 0
        return len(g.opponents(ctx.you) if self.who == "opponents" else g.players())

    def __str__(self) -> str:
        return "the number of opponents you have" if self.who == "opponents" else "the number of players"


@dataclass(frozen=True, slots=True)
class CardsIn(GameValue):
    """"the number of [creature] cards in your hand / library", "the total number of cards in all
    players' hands", "the number of cards in the hand of the opponent with the most cards in hand",
    "the number of cards in your opponents' graveyards": cards of a zone of some players (owners,
    400.3), counted as they are now. ``who``: 'you', 'opponents', 'all' or 'opponent_most'."""

    zone: str = "hand"
    who: str = "you"
    selector: object = None      # what of those cards counts (None: every card)
    describe: str = ""
    dynamic = True
    reads = frozenset(("types", "subtypes", "colors", "supertypes", "zone"))
    outside = True

    def _players(self, g, you) -> list[str]:
        if self.who == "you":
            return [you] if you is not None else []
        if self.who == "all":
            return g.players()
        return g.opponents(you)

    def _count(self, g, ctx, player: str) -> int:
        if self.zone == "library" and self.selector is None:
            named, unknown = g.library(player)
            return len(named) + (unknown or 0)
        n = 0
        for x in ctx.work.values():
            if x.zone == self.zone and x.owner == player and (self.selector is None or self.selector.match(x, ctx)):
                n += 1
        return n

    def eval(self, ctx, w) -> int:
        g = game_of(ctx)
        if g is None:
            return 0
        if getattr(ctx, "game", None) is None:
            _note_resolution(self, g.state, ctx.you)
        counts = [self._count(g, ctx, p) for p in self._players(g, ctx.you)]
        if self.who == "opponent_most":
            return max(counts, default=0)
        return sum(counts)

    def undecided(self, state, you) -> str | None:
        players = [you] if self.who == "you" else \
            [p for p in state.players if state.player_state[p].in_game and (self.who == "all" or p != you)]
        for p in players:
            ps = state.player(p)
            if self.zone in ps.unlisted:
                return (f"the question doesn't say what is in {_poss(p)} {self.zone}: "
                        f"\u201c{self}\u201d can't be counted")
            if self.zone == "hand" and not ps.hand_known:
                return (f"the scenario does not list {_poss(p)} hand (players: hand: [...]): "
                        f"\u201c{self}\u201d can't be counted")
            if self.selector is not None and any(o.card.name == UNNAMED_CARD for o in state.in_zone(self.zone, p)):
                return (f"{_poss(p)} {self.zone} holds a card the scenario doesn't name: \u201c{self}\u201d "
                        "can't be counted")
            if self.zone == "library" and (ps.unknown is None or (self.selector is not None and ps.unknown)):
                what = "how many cards" if ps.unknown is None else "which cards"
                return (f"the scenario does not say {what} {_poss(p)} library holds (players: library: ...): "
                        f"\u201c{self}\u201d can't be counted")
        return None

    def __str__(self) -> str:
        return self.describe or f"the number of cards in {self.zone}s"


@dataclass(frozen=True, slots=True)
class Arith(Value):
    """"A minus B", "A plus B", "twice A", "half A, rounded up" (a calculation: 107.1b decides what a
    negative result means for the effect that uses it)."""

    op: str           # '+', '-', '*', 'half_up', 'half_down'
    a: Value
    b: Value | None = None
    describe: str = ""

    @property
    def dynamic(self) -> bool:  # type: ignore[override]
        return self.a.dynamic or (self.b is not None and self.b.dynamic)

    @property
    def reads(self) -> frozenset:  # type: ignore[override]
        return self.a.reads | (self.b.reads if self.b is not None else frozenset())

    @property
    def outside(self) -> bool:
        return reads_outside(self.a) or (self.b is not None and reads_outside(self.b))

    def eval(self, ctx, w) -> int:
        x = self.a.eval(ctx, w)
        if self.op == "half_up":
            return -((-x) // 2)
        if self.op == "half_down":
            return x // 2
        y = self.b.eval(ctx, w)
        return x + y if self.op == "+" else x - y if self.op == "-" else x * y

    def undecided(self, state, you) -> str | None:
        return _undecided_value(self.a, state, you) or (_undecided_value(self.b, state, you) if self.b else None)

    def __str__(self) -> str:
        return self.describe or f"({self.a} {self.op} {self.b})"


@dataclass(frozen=True, slots=True)
class NotBelowZero(Wrapped):
    """107.1b: a calculation that determines the result of an effect and yields a negative number
    gives 0 instead, unless the effect sets a life total or power and toughness to that value
    (then the negative number is used: a characteristic-defining -2/-2)."""

    base: Value

    @property
    def outside(self) -> bool:
        return reads_outside(self.base)

    def eval(self, ctx, w) -> int:
        return max(0, self.base.eval(ctx, w))

    def undecided(self, state, you) -> str | None:
        return _undecided_value(self.base, state, you)

    def __str__(self) -> str:
        return str(self.base)


def _note_resolution(v, state, you) -> None:
    """A spell or ability resolving uses a count the scenario can't give (an unlisted hand): what it
    does can't be decided from then on (the layers say it per object instead: ``undecided_for``)."""
    reason = v.undecided(state, you)
    if reason:
        state.note_unknown(reason)


def not_below_zero(v: Value) -> Value:
    """``v`` for an effect that modifies (not sets) a number: a subtraction can't go below 0 (107.1b)."""
    return NotBelowZero(v) if _may_be_negative(v) else v


def _may_be_negative(v) -> bool:
    if isinstance(v, Arith):
        return v.op == "-" or _may_be_negative(v.a) or (v.b is not None and _may_be_negative(v.b))
    return False


# --- conditions ----------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class GameCompare(Condition):
    """"as long as you have 30 or more life", "as long as you have four or more cards in hand" (611.3b)."""

    value: Value
    op: str            # '>=' | '<=' | '=='
    n: int
    describe: str = ""
    reads = frozenset()
    outside = True

    def holds(self, ctx) -> bool:
        v = self.value.eval(ctx, None)
        if self.op == "==":   # "exactly seven cards in hand"
            return v == self.n
        return v >= self.n if self.op == ">=" else v <= self.n

    def undecided(self, state, you) -> str | None:
        return _undecided_value(self.value, state, you)

    def __str__(self) -> str:
        return self.describe


@dataclass(frozen=True, slots=True)
class YourTurn(Condition):
    """"as long as it's your turn" / "as long as it's not your turn" (102.1: the active player's turn)."""

    mine: bool = True
    describe: str = ""
    reads = frozenset()
    outside = True

    def holds(self, ctx) -> bool:
        g = game_of(ctx)
        if g is None:
            return False
        return (g.active() == ctx.you) == self.mine

    def undecided(self, state, you) -> str | None:
        return None

    def __str__(self) -> str:
        return self.describe


@dataclass(frozen=True, slots=True)
class HasBlessing(Condition):
    """"you have the city's blessing" (702.131c: a designation, kb.engine.blessing)."""

    describe: str = ""
    reads = frozenset()
    outside = True

    def holds(self, ctx) -> bool:
        g = game_of(ctx)
        if g is None:
            return False
        from .blessing import has_blessing
        g.used = True
        return has_blessing(g.state, ctx.you)

    def undecided(self, state, you) -> str | None:
        return None

    def __str__(self) -> str:
        return self.describe


# --- what reads the game, and what can't be decided ---------------------------------------------------
def reads_outside(x) -> bool:
    """Whether a value, condition or operation reads the game beyond the objects' characteristics."""
    if x is None:
        return False
    if getattr(x, "outside", False):
        return True
    for attr in ("power", "toughness", "dp", "dt", "base", "value"):
        v = getattr(x, attr, None)
        if isinstance(v, (Value, Condition)) and reads_outside(v):
            return True
    return False


def _undecided_value(v, state, you) -> str | None:
    if v is None:
        return None
    fn = getattr(v, "undecided", None)
    if fn is not None:
        return fn(state, you)
    for attr in ("base", "a", "b", "value"):
        sub = getattr(v, attr, None)
        if isinstance(sub, (Value, Condition)):
            r = _undecided_value(sub, state, you)
            if r:
                return r
    return None


def undecided_for(state, snap, oid: int) -> list[str]:
    """Why the values that the effects applied to object ``oid`` used can't be given by the scenario
    (an unlisted hand, a library of unknown size): its P/T, and so its zone (704.5f), are "cannot decide"."""
    out: list[str] = []
    for a in getattr(snap, "applied", ()):
        if oid not in a.ids:
            continue
        e = a.effect
        you = e.you
        if you is None and e.source is not None:
            sw = snap.get(e.source) if hasattr(snap, "get") else None
            you = sw.controller if sw is not None else None
        items = [e.condition] + [getattr(op, k, None) for op in e.ops for k in ("power", "toughness", "dp", "dt")]
        for v in items:
            r = _undecided_value(v, state, you)
            if r and r not in out:
                out.append(r)
    # a static ability whose condition didn't hold was not applied, yet it would apply if the cards nobody named
    # made it hold ("as long as seven or more cards are in your graveyard", 611.3b)
    from .filters import Ctx
    for w in snap.work.values():
        if w.zone != "battlefield":
            continue
        for h in w.abilities:
            for tpl in getattr(h.ability, "templates", None) or ():
                cond = getattr(tpl, "condition", None)
                r = _undecided_value(cond, state, w.controller) if cond is not None else None
                if not r or r in out:
                    continue
                sel = getattr(tpl, "selector", None)
                ids = sel.select(snap.work, Ctx(snap.work, w, w.controller, w.obj.choices)) if sel is not None else {w.oid}
                if oid in ids:
                    out.append(r)
    return out


# --- reading -------------------------------------------------------------------------------------------
_NUM_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
              "ten": 10}

_LIFE_PHRASES = {
    "your life total": "you",
    "the life total of an opponent with the most life": "opponents_max",
    "the highest life total among your opponents": "opponents_max",
    "the highest life total among opponents": "opponents_max",
    "the highest life total among players": "players_max",
    "the highest life total among all players": "players_max",
    "the lowest life total among your opponents": "opponents_min",
    "the lowest life total among players": "players_min",
    "the lowest life total among all players": "players_min",
}

_ZONE_OF = {"hand": "hand", "hands": "hand", "library": "library", "libraries": "library",
            "graveyard": "graveyard", "graveyards": "graveyard"}


def _cards_in(phrase: str, pc, parse_selector) -> CardsIn | None:
    m = re.fullmatch(r"(?:the (?:total )?number of )?(.*?)\bcards? in (your|all players'|each player's|your opponents'|"
                     r"all opponents'|each opponent's) (hand|hands|library|libraries|graveyard|graveyards)", phrase)
    who = None
    if m:
        qual, whose, zone = m.group(1).strip(), m.group(2), _ZONE_OF[m.group(3)]
        who = {"your": "you", "all players'": "all", "each player's": "all"}.get(whose, "opponents")
    else:
        m = re.fullmatch(r"(?:the (?:total )?number of )?(.*?)\bcards? in the hand of the opponent with the most cards in hand",
                         phrase)
        if not m:
            return None
        qual, zone, who = m.group(1).strip(), "hand", "opponent_most"
    if zone == "graveyard" and who == "you":
        return None   # the graveyard is always known: the general count of objects reads it (filters.CountOf)
    sel = None
    if qual:
        sel = parse_selector(qual + " cards", pc, default_zone=frozenset(ALL_ZONES))
    return CardsIn(zone, who, sel, describe=phrase)


def parse_game_value(phrase: str, pc, parse_value, parse_selector) -> Value | None:
    """A number read from the game, or a calculation with one, or None (not such a phrase).
    ``parse_value`` reads the operands of a calculation."""
    p = phrase.strip().rstrip(".")
    if p in _LIFE_PHRASES:
        return LifeOf(_LIFE_PHRASES[p])
    if p in ("the number of opponents you have", "the number of your opponents"):
        return PlayerCount("opponents")
    if p in ("the number of players", "the number of players in the game"):
        return PlayerCount("players")
    m = re.fullmatch(r"half (.+?),? rounded (up|down)", p)
    if m:
        return Arith("half_" + m.group(2), parse_value(m.group(1), pc), describe=p)
    m = re.fullmatch(r"twice (.+)", p)
    if m:
        return Arith("*", parse_value(m.group(1), pc), _const(2), describe=p)
    for word, op in ((" minus ", "-"), (" plus ", "+")):
        if word in p:
            left, right = p.split(word, 1)
            if left in ("that number", "that much"):
                return None   # "that number plus 1": the previous number (parse_value reads it)
            return Arith(op, parse_value(left, pc), parse_value(right, pc), describe=p)
    return _cards_in(p, pc, parse_selector)


def parse_game_each(each: str, pc, parse_selector) -> Value | None:
    """"for each opponent you have", "for each card in your hand": a count read from the game."""
    e = each.strip()
    if e in ("opponent you have", "of your opponents"):
        return PlayerCount("opponents")
    if e in ("player", "player in the game"):
        return PlayerCount("players")
    m = re.fullmatch(r"([+-]\d+/[+-]\d+|[a-z]+) counter on ~", e)
    if m:
        return SourceCounters(m.group(1))
    return _cards_in(e, pc, parse_selector)


def _const(n: int):
    from .filters import Const
    return Const(n)


def parse_game_condition(phrase: str, pc, parse_value) -> GameCompare | None:
    """"you have 30 or more life", "you have four or more cards in hand", "you have no cards in hand"."""
    p = phrase.strip()
    m = re.fullmatch(r"you have (\w+) or (more|greater|less|fewer) (life|cards in hand)", p)
    if m:
        n = int(m.group(1)) if m.group(1).isdigit() else _NUM_WORDS.get(m.group(1))
        if n is None:
            return None
        v = LifeOf("you") if m.group(3) == "life" else CardsIn("hand", "you", None, describe="the number of cards in your hand")
        return GameCompare(v, ">=" if m.group(2) in ("more", "greater") else "<=", n, describe=p)
    m = re.fullmatch(r"you have (\w+) or more opponents", p)
    if m and (m.group(1).isdigit() or m.group(1) in _NUM_WORDS):   # 102.3 (a player who left is no opponent, 800.4a)
        n = int(m.group(1)) if m.group(1).isdigit() else _NUM_WORDS[m.group(1)]
        return GameCompare(PlayerCount("opponents"), ">=", n, describe=p)
    m = re.fullmatch(r"(a player|an opponent) has (\d+) or (less|more) life", p)
    if m:   # any one of them: the lowest (or highest) life total among them, compared (119)
        group = "players" if m.group(1) == "a player" else "opponents"
        less = m.group(3) == "less"
        return GameCompare(LifeOf(f"{group}_{'min' if less else 'max'}"), "<=" if less else ">=", int(m.group(2)),
                           describe=p)
    if p == "you have the city's blessing":   # 702.131c
        return HasBlessing(describe=p)
    if p in ("it's your turn", "it is your turn"):
        return YourTurn(True, describe=p)
    if p in ("it's not your turn", "it isn't your turn", "it is not your turn"):
        return YourTurn(False, describe=p)
    if p == "you have no cards in hand":
        return GameCompare(CardsIn("hand", "you", None, describe="the number of cards in your hand"), "<=", 0, describe=p)
    m = re.fullmatch(r"you have exactly (\w+) cards? in (?:your )?hand", p)
    if m and (m.group(1).isdigit() or m.group(1) in _NUM_WORDS):   # "Activate only if you have exactly seven cards in hand"
        n = int(m.group(1)) if m.group(1).isdigit() else _NUM_WORDS[m.group(1)]
        return GameCompare(CardsIn("hand", "you", None, describe="the number of cards in your hand"), "==", n, describe=p)
    return None
