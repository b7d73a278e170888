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

from .filters import ALL_ZONES, Condition, Const, Devotion, Plus, Times, Value, Wrapped, unlisted_zone, zone_count_unknown
from .unnamed import unnamed_doubt
from .words import COLOR_ALT, COLOR_LETTERS, KEYWORD_ACTION_EVENTS, NUMBER_WORDS

__all__ = ["GameView", "game_of", "GameCondition", "SpeedIs", "SpeedOf", "speed_undecided", "game_key", "bound_to_player", "controlled_count", "turn_events", "GameValue", "AmountSpent", "BlockingIt", "LifeOf", "PlayerCount", "CardsIn", "Arith",
           "NotBelowZero", "GameCompare", "parse_game_value", "parse_game_each", "parse_game_condition",
           "reads_outside", "undecided_for", "not_below_zero", "PlayerHas", "parse_player_condition", "library_has_no_cards",
           "parse_counters_condition", "ThisTurn", "parse_player_history", "ControlsMore", "parse_controls_more",
           "HasMore", "parse_has_more", "CommanderCasts", "commander_cast", "IDENTITY_MANA", "color_identity",
           "commander_identity", "SourceCast", "parse_source_cast", "value_undecided", "fixed", "turn_game", "first_turn", "TURN_VALUE_READERS", "PLAYER_HISTORY_READERS", "undecided_conditions", "TurnTotal", "DiedThisTurn",
           "SourceCounters", "PoisonCounters", "counters_of", "ColorsSpent", "TimesKicked", "spell_record", "ControlsCommander", "PlayersWho", "PlayerThisTurn", "AttackedWithPower"]


def turn_events(state, before=None) -> tuple[list, bool]:
    """The events of the current turn so far (after the last cleanup step in the game's record), or those before the
    event ``before``, and whether that record holds the whole turn: a turn that began before the scenario (no cleanup
    step of an earlier turn in the record, 514) has earlier events nobody stated when the scenario says so
    (GameState.history_unstated). kb.engine.turnevents and kb.engine.triggers read them."""
    evs = state.events
    end = len(evs) if before is None else next((i for i in range(len(evs) - 1, -1, -1) if evs[i] is before), len(evs))
    start = next((i + 1 for i in range(end - 1, -1, -1) if evs[i].kind == "step" and evs[i].step == "cleanup"), None)
    return evs[start or 0:end], start is not None or not state.history_unstated()


class GameView:
    """What an evaluation may read of the game besides the objects; ``used`` once anything was read."""

    __slots__ = ("state", "used", "item")

    def __init__(self, state, item=None):
        self.state = state
        self.used = False
        self.item = item   # the spell or ability resolving, if any: what "this spell" is in its descriptions (608.2h)

    def players(self) -> list[str]:
        """The players still in the game (800.4a: a player who left is no longer counted)."""
        self.used = True
        return [p for p in self.state.players if self.state.player_state[p].in_game]

    def opponents(self, you: str | None) -> list[str]:
        return [p for p in self.players() if p != you]

    def life(self, player: str) -> int:
        self.used = True
        return self.state.player(player).life

    def poison(self, player: str) -> int:
        """The player's poison counters (122.1f)."""
        self.used = True
        return self.state.player(player).poison

    def library(self, player: str) -> tuple[list, int | None]:
        """(the named cards' ids, the unnamed cards under them or None when the scenario didn't say)."""
        self.used = True
        p = self.state.player(player)
        return p.library_cards(), p.unknown

    def active(self) -> str:
        """The active player (102.1): whose turn it is."""
        self.used = True
        return self.state.active

    def hand_known(self, player: str) -> bool:
        return self.state.player(player).hand_known

    def phase(self) -> tuple[str, int]:
        """The step it is (500.1) and how many combat phases have begun this turn (500.8: added ones count)."""
        self.used = True
        return self.state.step, self.state.__dict__.get("combat_phases", 0)

    def spells_cast_this_turn(self, player: str) -> list:
        """The spells ``player`` cast this turn, in the order they became cast (601.2i), each with its
        characteristics as it became cast ("your second spell each turn")."""
        return [w for w, _zone in self.casts_this_turn(player)]

    def casts_this_turn(self, player: str | None) -> list:
        """(spell, the zone its card was cast from, 601.2a) for each spell ``player`` cast this turn, in order; every
        player's, ``player`` None ("the fourth spell of a turn", kb.engine.nthspell)."""
        self.used = True
        st = self.state
        return [(w, zone) for turn, who, w, zone in st.__dict__.get("_cast_history", ())
                if turn == st.turn and (player is None or who == player)]

    def was_dealt_damage_this_turn(self, oid: int, name: str) -> bool:
        """120.3: whether the object ``oid`` (this object, 400.7) was dealt damage this turn by any source. None
        stated while the turn began with events nobody stated: "cannot decide" is noted, False returned."""
        return self._damage_this_turn(oid, 2, f"whether {name} was dealt damage this turn")

    def put_there_this_turn(self, oid: int, name: str, from_zone: str | None) -> bool:
        """Whether the card ``oid`` in a graveyard became this object by a zone change into it this turn (400.7), from
        ``from_zone`` (None: from anywhere; kb.engine.putthere). Not found while the turn began with events nobody
        stated: "cannot decide" is noted, False returned."""
        self.used = True
        evs, _whole = turn_events(self.state)
        if any(e.kind == "zone" and e.obj == oid and e.to_zone == "graveyard" and
               (from_zone is None or e.from_zone == from_zone) for e in evs):
            return True
        if self.state.history_unstated():
            self.state.note_unknown(f"whether {name} was put into its graveyard "
                                    f"{'from the battlefield ' if from_zone else ''}this turn: the turn began with events "
                                    "nobody stated (400.7)")
        return False

    def source_dealt_damage_this_turn(self, oid: int, name: str) -> bool:
        """120.3: whether the object ``oid`` (this object, 400.7) dealt damage this turn, to a permanent or a player.
        None stated while the turn began with events nobody stated: "cannot decide" is noted, False returned."""
        return self._damage_this_turn(oid, 1, f"whether {name} dealt damage this turn")

    def _damage_this_turn(self, oid: int, side: int, what: str) -> bool:
        """Whether a damage event of this turn (the state's ``damage_dealt``: turn, source, recipient) has ``oid`` at
        ``side`` (1 the source, 2 the recipient); none while the turn began with events nobody stated: ``what`` is
        noted "cannot decide" (the edition's rule of damage), False returned."""
        self.used = True
        turn = self.state.turn
        if any(d[0] == turn and d[side] == oid for d in getattr(self.state, "damage_dealt", ())):
            return True
        if self.state.history_unstated():
            self.state.note_unknown(f"{what}: the turn began with events nobody stated ({self.state.rule_no('damage')})")
        return False

    def attacked_this_turn_obj(self, oid: int, name: str) -> bool:
        """508.1a: whether the object ``oid`` (this object, 400.7) was declared as an attacker this turn, in any
        combat phase of it (500.8). Not stated while the turn began with events nobody stated: "cannot decide" is
        noted, False returned."""
        self.used = True
        if oid in self.state.attacked_this_turn():
            return True
        if self.state.history_unstated():
            self.state.note_unknown(f"whether {name} attacked this turn: the turn began with events nobody stated "
                                    "(508.1a)")
        return False

    def defending_player_of(self, src, work=None) -> str | None:
        """508.5: "defending player" in an ability of ``src`` (its working object): the player it attacks. When
        ``src`` is not attacking (it was removed from combat, or left), which player the words name is not modelled:
        the answers that follow are "cannot decide" and None is returned. ``work``: as in :func:`defending_player`."""
        who = self.defending_player(src.oid, work) if src is not None else None
        if who is None:
            self.state.note_unknown(f"\u201cdefending player\u201d of {src.name if src is not None else 'a source'} "
                                    "names no creature attacking now (508.5)")
        return who

    def defending_player(self, attacker: int, work=None) -> str | None:
        """The defending player of the attacking creature ``attacker`` (:func:`defending_player`)."""
        self.used = True
        return defending_player(self.state, attacker, work)

    def attackers_of(self, player: str) -> tuple[list[int], bool]:
        """(the creatures attacking ``player`` now, whether a creature declared as an attacker this combat is no
        longer attacking: removed from combat, what it attacked is no longer known, 506.4)."""
        self.used = True
        c = getattr(self.state, "combat", None)
        if c is None:
            return [], False
        gone = any(o not in c.attackers and o not in c.blocks for o in c.declared_by)
        return [a for a, t in c.attackers.items() if t == ("player", player)], gone

    def blockers_of(self, attacker: int) -> list[int]:
        """The creatures blocking ``attacker`` now (509.1h, 506.4): none outside combat."""
        self.used = True
        c = self.state.combat
        return c.blockers_of(attacker) if c is not None else []

    def blocked_by(self, blocker: int) -> list[int]:
        """The attacking creatures ``blocker`` is blocking now (509.1g, 506.4): none outside combat."""
        self.used = True
        c = self.state.combat
        return list(c.blocks.get(blocker, ())) if c is not None else []

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


@dataclass(frozen=True, slots=True)
class GameCondition(Condition):
    """A condition read from the game besides the objects — the turn, its phase, its history, a designation, the
    combat — through the game view (:func:`game_of`): said in its words (a subclass's ``describe``), reading no
    characteristic of an object (``reads``), checked outside the layers (``outside``, 611.3a). Outside a game it
    doesn't hold; it is decided unless a subclass's ``undecided`` says why not. A subclass says only
    :meth:`game_holds` and what else differs."""

    reads = frozenset()
    outside = True

    def holds(self, ctx) -> bool:
        g = game_of(ctx)
        return g is not None and self.game_holds(g, ctx)

    def game_holds(self, g: GameView, ctx) -> bool:  # pragma: no cover - interface
        raise NotImplementedError

    def undecided(self, state, you) -> str | None:
        return None

    def __str__(self) -> str:
        return self.describe


def game_key(state) -> tuple:
    """What a value reading the game can depend on besides the objects (which the state's version
    already follows): each player's life total, whether they are still in the game, their library; the blocks; the
    turn and the spells cast in it (CastThisTurn); the turn's history a static ability's condition reads (611.3a: "as
    long as you've drawn two or more cards this turn"): its events, the cards drawn, the life gained and lost, the
    creatures that attacked, the damage dealt, the permanents that entered and left."""
    blocks = tuple(sorted((b, tuple(a)) for b, a in state.combat.blocks.items())) if state.combat is not None else ()
    d = state.__dict__
    history = (len(d.get("events", ())), sum(len(v) for v in d.get("attacked_with", {}).values()),
               len(d.get("damage_dealt", ())), len(d.get("entered_battlefield", ())), len(d.get("left_battlefield", ())),
               len(d.get("warped_turns", ())))
    return (state.active, blocks, tuple(sorted(d.get("citys_blessing", ()))),
            d.get("initiative"), d.get("day_night"), getattr(state, "turn", None), getattr(state, "step", None),
            d.get("combat_phases", 0),
            len(d.get("_cast_history", ()))) + history + tuple(
        (n, p.life, p.lost, p.poison, len(p.library) + len(p.under), p.unknown, tuple(p.library[:1]), len(p.dungeons_completed), p.speed,
         p.commander_casts, p.drawn.get(getattr(state, "turn", None), 0), p.life_gained, p.life_lost,
         p.damage_taken[0] if p.damage_taken else 0)
        for n, p in state.player_state.items())


def _poss(player: str | None) -> str:
    return "your" if player in (None, "you") else f"{player}'s"


def defending_player(state, attacker: int, work=None) -> str | None:
    """506.2, 508.5: the defending player of the attacking creature ``attacker`` — the player it attacks, the
    controller of the planeswalker it attacks, or the protector of the battle it attacks (310.8b); None when it isn't
    attacking (or what it attacks is gone). The one reader of "defending player" (kb.engine.defending, the
    instructions' "defending player", myriad, blocks in multiplayer). ``work``: the working objects the planeswalker's
    controller is read from (an evaluation in progress); without it, the state's evaluation."""
    combat = getattr(state, "combat", None)
    t = combat.attackers.get(attacker) if combat is not None and attacker is not None else None
    if t is None:
        return None
    if t[0] == "player":
        return t[1]
    o = state.objects.get(t[1])
    w = (work if work is not None else state.evaluate().work).get(t[1]) if o is not None else None
    if w is None:
        return None
    if "Battle" in w.types and "Planeswalker" not in w.types:
        return getattr(o, "protector", None)
    return w.controller


# --- values ------------------------------------------------------------------------------------------
class GameValue(Value):
    """A number read from the game (not from characteristics): recomputed whenever it is used."""

    dynamic = True
    reads = frozenset()
    outside = True

    def undecided(self, state, you: str | None) -> str | None:
        """Why the scenario can't give this number (None: it can)."""
        return None


def spell_record(ctx, state, what: str, rule: str):
    """The spell a value about casting reads ("mana spent to cast it", "the number of times it was kicked"): the
    resolving spell's own, or, in an ability of a permanent, the spell that permanent was (608.2h: as it last existed,
    if it left). None: it wasn't cast (a copy, or put onto the battlefield); ``...``: not known (noted "cannot
    decide", naming ``what`` and ``rule``)."""
    item = getattr(ctx, "item", None) or getattr(getattr(ctx, "game", None), "item", None)   # a description's too
    if item is not None and item.kind == "spell":
        return item
    oid = getattr(ctx, "source_oid", None) or getattr(getattr(ctx, "src", None), "oid", None)
    ev = getattr(ctx, "event", None)
    if ev is not None and getattr(ev, "obj", None) is not None and ev.obj != oid:
        # "it" may be the event's spell ("Whenever you cast a spell, …"), not this ability's source: not read
        state.note_unknown(f"{what}: which spell \u201cit\u201d is here is not read ({rule})")
        return ...
    o = state.objects.get(oid) if oid is not None else None
    rec = getattr(o, "record", None) if o is not None else getattr(state.lki.get(oid), "record", ...)
    if rec is ...:   # the spell it was is not known from what is left of it
        state.note_unknown(f"{what}: the spell its source was is not known ({rule})")
        return ...
    return rec if rec is not None and getattr(rec, "kind", "spell") == "spell" else None


@dataclass(frozen=True, slots=True)
class TimesKicked(GameValue):
    """"for each time it was kicked", "the number of times ~ was kicked" (multikicker, 702.33c-d): how many times the
    spell paid a kicker cost — the resolving spell's own, or, in an ability of a permanent, the spell that permanent
    was (608.2h). Not cast (a copy's permanent, one put onto the battlefield): 0 (702.33d)."""

    describe: str = "the number of times it was kicked"

    def eval(self, ctx, w) -> int:
        g = game_of(ctx)
        if g is None:
            from .errors import EngineError
            raise EngineError(f"\u201c{self.describe}\u201d is read only in a game (702.33d)")
        g.used = True
        rec = spell_record(ctx, g.state, self.describe, "702.33d")
        return int(getattr(rec, "kicked", 0) or 0) if rec is not None and rec is not ... else 0

    def __str__(self) -> str:
        return self.describe


def _mana_spent(value: GameValue, ctx, kind: str, unstated: str) -> int:
    """What of the mana that paid a spell's total cost (601.2h) ``value`` counts (``kind``: "colors", "amount"; the
    record's :meth:`spent`): the resolving spell's own, or, in an ability of a permanent, the spell that permanent was;
    0 when it wasn't cast (a copy, a permanent put onto the battlefield); the mana unstated: noted (``unstated``, with
    the total cost and the spell's name), never guessed."""
    g = game_of(ctx)
    state = g.state if g is not None else None
    if state is None:
        from .errors import EngineError
        raise EngineError(f"\u201c{value}\u201d is read only in a game (601.2h)")   # no game: no edition to number it
    g.used = True
    rec = spell_record(ctx, state, str(value), "601.2h")
    if rec is None or rec is ...:
        return 0   # not cast: no mana was spent to cast it (601.2h); or not known (noted)
    n = rec.spent(kind)
    if n is None:
        state.note_unknown(f"{value}: {unstated.format(total=rec.total_cost, name=rec.name)}"
                           f" ({state.rule_no('cast_pay')}): give mana: on "
                           "the cast step")
        return 0
    return n


@dataclass(frozen=True, slots=True)
class ColorsSpent(GameValue):
    """"the number of colors of mana spent to cast this spell", "for each color of mana spent to cast ~" (converge,
    207.2c): how many colours (105.1: colorless is none) paid the total cost of the spell (601.2h) — the resolving
    spell's own, or, in an ability of a permanent, the spell that permanent was. A permanent not cast, or a copy, had
    none spent (0); mana neither stated nor deducible from the total cost is "cannot decide" (the mana is never
    guessed)."""

    def eval(self, ctx, w) -> int:
        return _mana_spent(self, ctx, "colors", "which colours paid the total cost {total} of {name} are not stated")

    def __str__(self) -> str:
        return "the number of colors of mana spent to cast it"


@dataclass(frozen=True, slots=True)
class AmountSpent(GameValue):
    """"the amount of mana spent to cast this spell / ~ / it" (Memory Deluge, Jeleva): how much mana paid the total cost
    of the spell (601.2h) — after cost increases and reductions (601.2f), so not its mana value — the resolving spell's
    own, or, in an ability of a permanent, the spell that permanent was (608.2h). A permanent not cast, or a copy, had
    none spent (0); an amount neither stated nor deducible from the total cost (a hybrid symbol, mana stated beyond
    it) is "cannot decide", never guessed."""

    describe: str = "the amount of mana spent to cast it"

    def eval(self, ctx, w) -> int:
        return _mana_spent(self, ctx, "amount", "how much mana paid the total cost {total} of {name} is not stated")

    def __str__(self) -> str:
        return self.describe


_WHO_LIFE = {"you": "your life total", "opponents_max": "the life total of an opponent with the most life",
             "players_max": "the highest life total among players", "opponents_min": "the lowest life total among your opponents",
             "players_min": "the lowest life total among players"}


@dataclass(frozen=True, slots=True)
class SourceCounters(GameValue):
    """"for each +1/+1 counter on ~", "for each counter on ~" (every kind), "for each oil counter on it", "the number
    of fade counters on it": the counters on the ability's source, or with ``on_it`` on the object the effect
    modifies ("it": each creature of "Each creature you control gets +1/+1 for each +1/+1 counter on it"; the object
    itself for "~ gets …" and a characteristic-defining ability), as they are now (122.1, 611.3a)."""

    kind: str = "+1/+1"   # "": counters of every kind; dynamic, read outside the characteristics: GameValue's
    on_it: bool = False

    def eval(self, ctx, w) -> int:
        x = w if self.on_it and w is not None else getattr(ctx, "src", None)
        return counters_of(x, self.kind)

    def __str__(self) -> str:
        return f"the number of {self.kind + ' ' if self.kind else ''}counters on {'it' if self.on_it else '~'}"


@dataclass(frozen=True, slots=True)
class TimesMutated(GameValue):
    """"the number of times ~ has mutated": how many mutating creature spells have merged with the ability's source
    (702.140c-d; kb.engine.mutate), as it is now or last existed (a new object has never mutated, 400.7)."""

    def eval(self, ctx, w) -> int:
        return getattr(getattr(getattr(ctx, "src", None), "obj", None), "mutations", 0)

    def __str__(self) -> str:
        return "the number of times ~ has mutated"


def counters_of(w, kind: str) -> int:
    """How many counters of ``kind`` (every kind when "") the object of working or last known characteristics ``w``
    has (122.1)."""
    counters = getattr(getattr(w, "obj", None), "counters", None) or {}
    if not kind:
        return sum(c.n for c in counters.values())
    c = counters.get(kind)
    return c.n if c is not None else 0


@dataclass(frozen=True, slots=True)
class BlockingIt(GameValue):
    """"for each creature blocking it [beyond the first]": the creatures of a description blocking the object the
    effect modifies (``w``, "it"), or the source ("~"), as they are now (509.1h, 506.4); 0 outside combat."""

    selector: object = None
    of_source: bool = False
    beyond_first: bool = False
    describe: str = ""
    blocked: bool = False   # "for each creature it's blocking": the attackers it blocks (509.1g), not its blockers
    reads = frozenset(("types", "subtypes", "colors"))

    def eval(self, ctx, w) -> int:
        g = game_of(ctx)
        x = getattr(ctx, "src", None) if self.of_source or w is None else w
        if g is None or x is None:
            return 0
        them = g.blocked_by(x.oid) if self.blocked else g.blockers_of(x.oid)
        n = sum(1 for b in them if b in ctx.work and self.selector.match(ctx.work[b], ctx))
        return max(0, n - 1) if self.beyond_first else n

    def __str__(self) -> str:
        return self.describe


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
class StartingLife(GameValue):
    """"your starting life total" (103.4: 20), or the one the scenario states (``starting_life:``, the variant's: a
    Commander game's 40, 903.7). A game where a player's commander is stated and the starting life total isn't may be
    one of the variants that start at another life total (Commander's 40, 903.7; Brawl's): there it is "cannot
    decide"."""

    describe: str = ""
    dynamic = True
    reads = frozenset()
    outside = True

    def eval(self, ctx, w) -> int:
        g = game_of(ctx)
        said = g.state.__dict__.get("starting_life") if g is not None else None
        return said if said is not None else 20

    def undecided(self, state, you) -> str | None:
        if state.__dict__.get("starting_life") is not None:
            return None
        if any(state.player(p).commanders for p in state.players):
            return ("a player has a commander: the game's starting life total (its variant) is not stated, and "
                    "\u201cyour starting life total\u201d reads it")
        return None

    def __str__(self) -> str:
        return self.describe or "your starting life total"


@dataclass(frozen=True, slots=True)
class PoisonCounters(GameValue):
    """"for each poison counter your opponents have", "the number of poison counters you have" (122.1f): the poison
    counters of the players named (``who``: 'you' or 'opponents'), added up, as the scenario states them. ``kind``
    another kind of counter a player has (122.1: a counter is placed on an object or a player): "for each experience
    counter you have" (Mizzix of the Izmagnus)."""

    who: str = "opponents"
    describe: str = ""
    kind: str = "poison"
    reads = frozenset()
    outside = True

    def eval(self, ctx, w) -> int:
        g = game_of(ctx)
        if g is None or ctx.you is None:
            return 0
        g.used = True
        players = [ctx.you] if self.who == "you" else g.opponents(ctx.you)
        if self.kind == "poison":
            return sum(g.state.player(p).poison for p in players)
        return sum(g.state.player(p).counters.get(self.kind, 0) for p in players)

    def __str__(self) -> str:
        return self.describe


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


def _devotion(phrase: str) -> Devotion | None:
    """"your devotion to black [and red]" (700.5): the one devotion value, kb.engine.filters.Devotion."""
    m = re.fullmatch(r"your devotion to (\w+)(?: and (\w+))?", phrase)
    if m is None or any(c not in COLOR_LETTERS for c in m.groups() if c):
        return None
    return Devotion(frozenset(COLOR_LETTERS[c] for c in m.groups() if c), describe=phrase)


def order_taken_blockers(state, card_ids) -> list[str]:
    """Why which card is which among ``card_ids`` can't be decided: one of them was taken from a library while it was
    one of cards in an unknown order there (401.4; bottom_order_reached) or after a shuffle (701.24a), so the card
    taken could be any of them —
    what it is (a list of a hand or a graveyard, a count of a kind of card, "if a land card was milled this way"), not
    only where each of them is."""
    out: list[str] = []
    for u in state.unknowns:
        if not (u.by_card and u.objects is not None and "zone" in u.scope and u.objects & set(card_ids)):
            continue
        # the order matters once a card has left that library since the order became unknown: a random or unstated
        # order once one of its own cards left (taken -1), a shuffle once any card left (701.24a, 121.1)
        if u.library_of is not None and state.player(u.library_of).taken <= u.taken:
            continue
        if u.reason not in out:
            out.append(u.reason)
    return out


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
        g = _game_read(self, ctx)
        if g is None:
            return 0
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
                return unlisted_zone(p, self.zone, self)
            if self.zone == "hand" and not ps.hand_known:
                return (f"the scenario does not list {_poss(p)} hand (players: hand: [...]): "
                        f"\u201c{self}\u201d can't be counted")
            # a choice nobody stated moved an unknown number of that player's cards into or out of this zone (an
            # unstated surveil, 701.25a): the unknown noted for the player's count of it
            said = zone_count_unknown(state, p, (self.zone,))
            if said:
                return f"\u201c{self}\u201d can't be counted: {said}"
            hidden = [r for o in state.in_zone(self.zone, p) if self.selector is not None
                      for r in (unnamed_doubt(o.card, self.selector, o.alias),) if r]
            if hidden:   # a card nobody named: what it is is hidden, but what a cost it paid says (kb.engine.unnamed)
                return f"\u201c{self}\u201d can't be counted: {hidden[0]}"
            if self.selector is not None and self.zone != "library":
                # a card taken from a library in an unknown order (a shuffle, a random bottom) could be any of those
                # cards: whether it is of the kind counted can't be decided (401.4, 701.24a)
                which = order_taken_blockers(state, {o.card_id for o in state.in_zone(self.zone, p)})
                if which:
                    return f"\u201c{self}\u201d can't be counted: {which[0]}"
            if self.zone == "library" and (ps.unknown is None or (self.selector is not None and ps.unknown)):
                what = "how many cards" if ps.unknown is None else "which cards"
                return (f"the scenario does not say {what} {_poss(p)} library holds (players: library: ...): "
                        f"\u201c{self}\u201d can't be counted")
        return None

    def __str__(self) -> str:
        return self.describe or f"the number of cards in {self.zone}s"


_FIRST_TURN = ("the question doesn't say what happened in this turn before it began: \u201c{}\u201d can't be counted "
               "(it is counted from the next turn on, or when the question says nothing else happened this turn)")


def _game_read(value, ctx):
    """The game ``value`` reads, or None without one; read by a resolving spell (no game view in the context), the
    resolution is noted (:func:`_note_resolution`)."""
    g = game_of(ctx)
    if g is not None and getattr(ctx, "game", None) is None:
        _note_resolution(value, g.state, ctx.you)
    return g


def turn_game(value, ctx):
    """The game a count of this turn's history reads (marked as read), or None without one."""
    g = _game_read(value, ctx)
    if g is not None:
        g.used = True
    return g


def first_turn(value, state) -> str | None:
    """This turn may hold events nobody stated (GameState.history_unstated): its history can't be counted."""
    return _FIRST_TURN.format(value) if state.history_unstated() else None


@dataclass(frozen=True, slots=True)
class TurnTotal(GameValue):
    """"the amount of life you gained this turn", "the life you've lost this turn", "the total life lost by your
    opponents this turn" (119.3; 119.4: paying life is losing it), "the number of cards you've drawn this turn" (121.1):
    what the game recorded of the current turn, added up over the players named (``who``: 'you', 'opponents' or
    'all'). When the turn may hold events nobody stated (GameState.history_unstated), the count is "cannot decide"
    (more history could only add to it)."""

    what: str = "gained"         # 'gained' | 'lost' | 'drawn' | 'attacked' (the creatures declared attacking, 508.1a)
    who: str = "you"
    describe: str = ""
    of: object = None            # the one player the words name ("the life they lost this turn" after "Each opponent
    # loses life equal to": each of them in turn; "that player"): found as the instruction is applied (608.2h)

    def eval(self, ctx, w) -> int:
        g = turn_game(self, ctx)
        if g is None:
            return 0
        if self.of is not None:
            find = getattr(ctx, "player_of", None)
            one = find(self.of) if find is not None else None
            players = [one] if one is not None else []   # no such player (an illegal target): 0 (107.2)
        else:
            players = [ctx.you] if self.who == "you" else g.opponents(ctx.you) if self.who == "opponents" else g.players()
        st = g.state
        if self.what == "drawn":
            return sum(st.player(p).drawn.get(st.turn, 0) for p in players if p is not None)
        if self.what == "attacked":   # "for each creature that attacked this turn": each attacking player's
            return len(st.attacked_this_turn(players))
        attr = "life_gained" if self.what == "gained" else "life_lost"
        return sum(getattr(st.player(p), attr) for p in players if p is not None)

    def undecided(self, state, you) -> str | None:
        return first_turn(self, state) or self._damage_unstated(state, you)

    def _damage_unstated(self, state, you) -> str | None:
        """Before May 2007 no rule says that damage dealt to a player is a loss of life (215.2 of 2007-05-01; earlier
        rules tell the two apart): life lost to damage this turn, by a player counted, can't be counted as "lost"."""
        from .versions import describe_version, rule
        if self.what != "lost" or rule("damage_is_life_loss", state.edition):
            return None
        group = (getattr(getattr(self.of, "of", None), "text", None) or "").lower() if self.of is not None else ""
        opponents = self.who == "opponents" if self.of is None else "opponent" in group
        names = ([you] if self.who == "you" and self.of is None else
                 [n for n in state.player_state if n != you] if opponents else list(state.player_state))
        hit = [n for n in names if state.player(n).damage_lost]
        if not hit:
            return None
        return (f"\u201c{self}\u201d: {', '.join(hit)} lost life to damage this turn, and the rules of {state.edition} "
                f"don't say that damage is a loss of life ({describe_version('damage_is_life_loss', state.edition)})")

    def __str__(self) -> str:
        return self.describe or f"the life {'you' if self.who == 'you' else self.who} {self.what} this turn"


@dataclass(frozen=True, slots=True)
class CastThisTurn(GameValue):
    """"for each spell you've cast this turn", "the number of instant and sorcery spells you've cast this turn" (601.2i:
    a spell becomes cast; a copy is never cast, 707.10): the spells you cast this turn, each as it became cast, the one
    just cast included. When the turn may hold events nobody stated (GameState.history_unstated): "cannot decide"."""

    selector: object = None      # None: any spell
    describe: str = ""
    who: str = "you"             # 'opponents': "for each spell your opponents have cast this turn" (all of them);
    #                              'all': "for each other spell cast this turn" (every player's); 'caster': "for each
    #                              other spell that player has cast this turn" in a cost change of each player's spells,
    #                              the spell's caster (``ctx.you`` set to that player by kb.engine.stack._cost_changes)
    other: bool = False          # "other": not the object whose ability counts (400.7: the spell it was)

    def eval(self, ctx, w) -> int:
        g = turn_game(self, ctx)
        if g is None or ctx.you is None:
            return 0
        players = [ctx.you] if self.who in ("you", "caster") else g.players() if self.who == "all" else \
            g.opponents(ctx.you)
        me = getattr(w, "oid", None) if self.other else None
        return sum(1 for p in players for x in g.spells_cast_this_turn(p)
                   if (self.selector is None or self.selector.match(x, ctx)) and (me is None or x.oid != me))

    def undecided(self, state, you) -> str | None:
        return first_turn(self, state)

    def __str__(self) -> str:
        return self.describe or "the number of spells you've cast this turn"


@dataclass(frozen=True, slots=True)
class DiedThisTurn(GameValue):
    """"for each creature that died this turn", "the number of Zubera that died this turn", "… that died under your
    control this turn" (700.4: put into a graveyard from the battlefield): the game's record of the permanents that
    left the battlefield this turn, each as it last existed (603.10a, 608.2h). When the turn may hold events nobody
    stated (GameState.history_unstated): "cannot decide"."""

    selector: object = None
    yours: bool = False          # "under your control"
    describe: str = ""
    reads = frozenset()

    def eval(self, ctx, w) -> int:
        g = turn_game(self, ctx)
        if g is None:
            return 0
        st = g.state
        return sum(1 for turn, lk, zone in getattr(st, "left_battlefield", ()) if turn == st.turn and zone == "graveyard"
                   and (not self.yours or lk.controller == ctx.you) and self.selector.match(lk.working, ctx))

    def undecided(self, state, you) -> str | None:
        return first_turn(self, state)

    def __str__(self) -> str:
        return self.describe or f"the number of {self.selector} that died this turn"


@dataclass(frozen=True, slots=True)
class PlayerThisTurn(GameCondition):
    """"… who lost life this turn" (119.3; 119.4: paying life is losing it), "… who was dealt [combat] damage this
    turn" (120.3): what happened this turn to a player named by "that player" (bound with :meth:`bound`). ``what``:
    'lost_life', 'damage' or 'combat_damage'. The question's first turn began before the question did: "cannot
    decide" there."""

    what: str = "lost_life"
    who: str = "that"
    describe: str = ""

    def bound(self, player: str) -> "PlayerThisTurn":
        return bound_to_player(self, player)

    def game_holds(self, g, ctx) -> bool:
        if not self.who.startswith("player:"):
            return False
        g.used = True
        p = g.state.player(self.who[7:])
        if self.what == "lost_life":
            return p.life_lost > 0
        return p.damage_taken[1 if self.what == "combat_damage" else 0] > 0

    def undecided(self, state, you) -> str | None:
        return first_turn(self, state)


@dataclass(frozen=True, slots=True)
class AttackedThisCombat(GameCondition):
    """"… opponent you attacked with a creature this combat" (melee, 702.121a): a creature whose controller is the
    player counting was declared attacking "that player" (bound with :meth:`bound`) this combat (508.1). An attack on
    a planeswalker or battle is not said to count there, and a creature removed from combat no longer says whom it
    attacked (506.4): both "cannot decide"."""

    who: str = "that"
    describe: str = ""

    def bound(self, player: str) -> "AttackedThisCombat":
        return bound_to_player(self, player)

    def game_holds(self, g, ctx) -> bool:
        c = getattr(g.state, "combat", None)
        if c is None or not self.who.startswith("player:"):
            return False
        g.used = True
        return any(t == ("player", self.who[7:]) and c.declared_by.get(a) == ctx.you for a, t in c.attackers.items())

    def undecided(self, state, you) -> str | None:
        c = getattr(state, "combat", None)
        if c is None:
            return None
        if any(t[0] != "player" for t in c.attackers.values()):
            return ("a creature attacks a planeswalker or battle: whether that is attacking the player counted isn't "
                    "stated (702.121a, 508.1b)")
        if any(o not in c.attackers and o not in c.blocks for o in c.declared_by):
            return "a creature declared as an attacker was removed from combat: whom it attacked is not kept (506.4)"
        return None


@dataclass(frozen=True, slots=True)
class AttackedWithPower(GameCondition):
    """Pack tactics (207.2c, an ability word): "you attacked with creatures with total power 6 or greater this combat":
    the creatures the player declared as attackers this combat (508.1; one put onto the battlefield attacking was never
    declared, 506.3), their power as it is now added up (an intervening "if" is checked as the ability triggers and as
    it resolves, 603.4). A creature declared that is no longer a creature on the battlefield, or a negative power, is
    "cannot decide": whether and how it still counts is not stated."""

    n: int
    describe: str = ""

    @staticmethod
    def _declared(state, you) -> list[int]:
        c = getattr(state, "combat", None)
        if c is None or you is None:
            return []
        return [lk.oid for lk in state.attacked_with.get((you, state.turn), ()) if lk.oid in c.declared_by
                and lk.oid not in c.blocks]

    def _powers(self, state, you) -> list:
        snap = state.evaluate()
        out = []
        for oid in self._declared(state, you):
            o, w = state.objects.get(oid), snap.get(oid)
            here = o is not None and o.zone == "battlefield" and w is not None and "Creature" in w.types
            out.append(w.power if here else None)
        return out

    def game_holds(self, g, ctx) -> bool:
        g.used = True
        return sum(p for p in self._powers(g.state, ctx.you) if p is not None) >= self.n

    def undecided(self, state, you) -> str | None:
        powers = self._powers(state, you)
        if any(p is None for p in powers):
            return (f"a creature {_poss(you)} attacked with this combat is no longer a creature on the battlefield: "
                    f"whether its power still counts for \u201c{self.describe}\u201d is not stated")
        if any(p < 0 for p in powers):
            return f"a creature with negative power: how it adds to \u201c{self.describe}\u201d is not stated"
        return None


@dataclass(frozen=True, slots=True)
class PlayersWho(GameValue):
    """"for each opponent who has more cards in hand than you", "the number of opponents who control more lands than
    you", "for each opponent who lost life this turn": how many players of a group (``group``: 'opponents' or
    'players', 102.2-102.3; a player who left is not counted, 800.4a) a condition about "that player" holds for,
    counted as they are now (608.2h). ``cond`` is read with "that player" and bound to each player in turn."""

    group: str = "opponents"
    cond: object = None
    describe: str = ""

    def _players(self, g, you) -> list[str]:
        return g.opponents(you) if self.group == "opponents" else g.players()

    def eval(self, ctx, w) -> int:
        g = _game_read(self, ctx)
        if g is None:
            return 0
        return sum(1 for p in self._players(g, ctx.you) if self.cond.bound(p).holds(ctx))

    def undecided(self, state, you) -> str | None:
        for p in self._players(GameView(state), you):
            why = getattr(self.cond.bound(p), "undecided", None)
            reason = why(state, you) if why is not None else None
            if reason:
                return reason
        return None

    def __str__(self) -> str:
        return self.describe


# "… who control more creatures than you": the verb of each player, as "that player" says it
_SINGULAR_VERBS = (("control ", "controls "), ("have ", "has "), ("were ", "was "))


def _players_who(group: str, clause: str, pc, parse_selector, describe: str) -> PlayersWho | None:
    """"opponent who controls more lands than you" (``clause``: "controls more lands than you"): the condition read
    about "that player" by the readers of conditions about one player; None when none reads it."""
    c = clause.strip()
    for plural, single in _SINGULAR_VERBS:
        if c.startswith(plural):
            c = single + c[len(plural):]
    phrase = "that player " + c
    cond = None
    m = re.fullmatch(r"lost life this turn|was dealt (combat )?damage this turn", c)
    if m:
        cond = PlayerThisTurn("lost_life" if c.startswith("lost") else "combat_damage" if m.group(1) else "damage",
                              describe=phrase)
    if cond is None:
        cond = parse_controls_more(phrase, pc, parse_selector, that_player=True) or \
            parse_has_more(phrase, that_player=True) or parse_player_condition(phrase, that_player=True)
    if cond is None or getattr(cond, "who", None) != "that":
        return None
    return PlayersWho(group, cond, describe=describe)


_LIFE_THIS_TURN = re.compile(
    r"(?:the (?:total )?(?:amount of )?|1 )?life (you|your opponents|all players)(?:'ve| have)? (gained|lost) this turn|"
    r"the (?:total )?(?:amount of )?life (lost|gained) by (you|your opponents|all players) this turn")


# Readers of this turn's values and of a player's history that live in modules of their own (kb.engine.castbefore,
# kb.engine.teamwords): those modules build on the classes here, so they add themselves to these lists as they are
# imported (by kb.engine.instructions, before any text is read) rather than being imported from here.
TURN_VALUE_READERS: list = []       # (phrase, pc, parse_selector) -> Value | None
PLAYER_HISTORY_READERS: list = []   # (phrase) -> Value | None


def _this_turn(phrase: str, pc, parse_selector) -> Value | None:
    """The counts of what happened this turn: life gained or lost (:class:`TurnTotal`), the creatures that died
    (:class:`DiedThisTurn`). None: not such a phrase. "for each 1 life your opponents have lost this turn": each life
    of that total (119.3), the same count."""
    for read in TURN_VALUE_READERS:   # readers in modules of their own ("… you've cast before it this turn")
        got = read(phrase, pc, parse_selector)
        if got is not None:
            return got
    m = _LIFE_THIS_TURN.fullmatch(phrase)
    if m:
        who, what = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        return TurnTotal(what, {"you": "you", "your opponents": "opponents", "all players": "all"}[who], describe=phrase)
    m = re.fullmatch(r"(?:the number of )?cards? you(?:'ve| have)? drawn this turn|(?:the number of )?cards? you drew this turn",
                     phrase)
    if m:
        return TurnTotal("drawn", "you", describe=phrase)
    if re.fullmatch(r"(?:the number of )?creatures? that attacked this turn", phrase):   # 508.1a, whoever attacked
        return TurnTotal("attacked", "all", describe=phrase)
    m = re.fullmatch(r"(?:the number of )?(?:(.+?) )?spells? (you(?:'ve| have)|your opponents(?:'ve| have)) cast this turn",
                     phrase)
    if m and not re.search(r"\b(?:other|you|your|this way|it|them)\b", m.group(1) or ""):
        return CastThisTurn(parse_selector(m.group(1) + " spells", pc, default_zone=frozenset(("stack",)))
                            if m.group(1) else None, describe=phrase,
                            who="you" if m.group(2).startswith("you") and not m.group(2).startswith("your") else "opponents")
    m = re.fullmatch(r"(?:the number of )?other spells? that player has cast this turn", phrase)
    if m:   # a cost change of each player's spells (601.2f): that spell's caster's other spells (kb.engine.stack)
        return CastThisTurn(None, describe=phrase, who="caster", other=True)
    m = re.fullmatch(r"(?:the number of )?(other )?spells? cast this turn", phrase)
    if m:   # "for each other spell cast this turn": every player's spells (601.2i), not the one counting (400.7)
        return CastThisTurn(None, describe=phrase, who="all", other=bool(m.group(1)))
    m = re.fullmatch(r"(?:the number of )?(.+?) that died( under your control)? this turn", phrase)
    if m and not re.search(r"\b(?:you|your|this way|it|them)\b", m.group(1)):
        return DiedThisTurn(parse_selector(m.group(1), pc), yours=bool(m.group(2)), describe=phrase)
    return None


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
    op: str            # '>=' | '<=' | '==' | '<' ("less than five")
    n: int
    describe: str = ""
    reads = frozenset()
    outside = True

    def holds(self, ctx) -> bool:
        v = self.value.eval(ctx, None)
        if self.op == "==":   # "exactly seven cards in hand"
            return v == self.n
        if self.op == "<":
            return v < self.n
        return v >= self.n if self.op == ">=" else v <= self.n

    def undecided(self, state, you) -> str | None:
        return _undecided_value(self.value, state, you)

    def __str__(self) -> str:
        return self.describe


@dataclass(frozen=True, slots=True)
class DefendingPlayerControls(GameCondition):
    """"~ can't be blocked as long as defending player controls an artifact": the source is attacking and the player
    it attacks (506.2) controls a permanent that fits (611.3b); false when it isn't attacking."""

    selector: object = None
    describe: str = ""

    def game_holds(self, g, ctx) -> bool:
        src = getattr(ctx, "src", None)
        who = g.defending_player(src.oid, ctx.work) if src is not None else None
        return who is not None and any(w.zone == "battlefield" and w.controller == who and self.selector.match(w, ctx)
                                       for w in ctx.work.values())


@dataclass(frozen=True, slots=True)
class YourTurn(GameCondition):
    """"as long as it's your turn" / "as long as it's not your turn" (102.1: the active player's turn)."""

    mine: bool = True
    describe: str = ""

    def game_holds(self, g, ctx) -> bool:
        return (g.active() == ctx.you) == self.mine


_COMBAT_STEPS = frozenset(("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"))


@dataclass(frozen=True, slots=True)
class PhaseIs(GameCondition):
    """"if it's the first combat phase of the turn / of your turn", "if it's your main phase", "if it's a main phase",
    "if it's your combat phase" (500.1; the phases added by 500.8 count: a second combat phase is not the first)."""

    phase: str = "main"            # "main" | "combat" | "first_combat"
    yours: bool = False            # and it's your turn (102.1)
    describe: str = ""

    def game_holds(self, g, ctx) -> bool:
        step, combats = g.phase()
        if self.yours and not YourTurn().holds(ctx):   # one reading of "your turn" (102.1)
            return False
        if self.phase == "main":
            return step in ("main1", "main2")
        return step in _COMBAT_STEPS and (self.phase == "combat" or combats == 1)


@dataclass(frozen=True, slots=True)
class HasBlessing(GameCondition):
    """"you have the city's blessing" (702.131c: a designation, kb.engine.blessing)."""

    describe: str = ""

    def game_holds(self, g, ctx) -> bool:
        from .blessing import blessing_defined, has_blessing
        g.used = True
        if not blessing_defined(g.state, self.describe or "you have the city's blessing"):   # 702.131c, from 2018
            return False
        return has_blessing(g.state, ctx.you)


@dataclass(frozen=True, slots=True)
class HasDesignation(GameCondition):
    """"you have the initiative" (726.1), "you're the monarch" (725.1), "you've completed a dungeon" / "you haven't
    completed Tomb of Annihilation" (309.7): a player's designations (kb.engine.dungeon, kb.engine.monarch)."""

    what: str = "initiative"      # initiative | monarch | completed
    dungeon: str = ""             # with completed: that dungeon ("" any)
    negated: bool = False
    describe: str = ""
    who: str = "you"              # 'you' | 'opponent': "if an opponent is the monarch" (725.1)

    def game_holds(self, g, ctx) -> bool:
        g.used = True
        st = g.state
        if self.what in ("initiative", "monarch"):
            holder = st.__dict__.get(self.what)
            yes = holder == ctx.you if self.who == "you" else holder in st.opponents(ctx.you)
        else:
            done = st.player(ctx.you).dungeons_completed
            yes = any(d.lower() == self.dungeon.lower() for d in done) if self.dungeon else bool(done)
        return yes != self.negated

    def undecided(self, state, you) -> str | None:
        p = state.player(you) if you in state.player_state else None
        if self.what == "completed" and p is not None and p.dungeon is not None and "?" in p.dungeon:
            return f"where {you}'s venture marker is was not stated, so whether a dungeon was completed is not known"
        return None


@dataclass(frozen=True, slots=True)
class DayNightIs(GameCondition):
    """"if it's night", "as long as it's day" (731.1: once it is day or night it is exactly one of them; before either,
    neither holds; kb.engine.daynight). Under an edition before the designations (2021-11-19) it can't be decided."""

    what: str = "night"           # 'day' | 'night'
    describe: str = ""

    def game_holds(self, g, ctx) -> bool:
        g.used = True
        return g.state.__dict__.get("day_night") == self.what

    def undecided(self, state, you) -> str | None:
        from .versions import rule
        if rule("day_night", state.edition) == "yes":
            return None
        return f"there is no day or night under the {state.edition} rules (the designations exist from the 2021-11-19 edition)"


def _player_number(ctx, attr: str) -> int:
    """A number the game keeps for the player ``you`` (its speed, its commander casts): 0 outside a game, or when
    it is not stated (what is unknown is the value's ``undecided``)."""
    g = game_of(ctx)
    if g is None or ctx.you not in g.state.player_state:
        return 0
    g.used = True
    return getattr(g.state.player(ctx.you), attr) or 0


@dataclass(frozen=True, slots=True)
class SpeedOf(GameValue):
    """"your speed" (702.179): 0 for a player with no speed (702.179f); a speed the scenario leaves unknown, or an
    edition without speed, is "cannot decide" (kb.engine.speed)."""

    reads = frozenset()
    outside = True

    def eval(self, ctx, w) -> int:
        return _player_number(ctx, "speed")

    def undecided(self, state, you) -> str | None:
        return speed_undecided(state, you)

    def __str__(self) -> str:
        return "your speed"


def speed_undecided(state, you) -> str | None:
    """Why a player's speed can't be given (an edition without speed, 702.179; a speed the scenario leaves unknown,
    kb.engine.speed), or None."""
    if not state.rules_have("start_your_engines"):
        return f"the rules of {state.edition} don't define speed (702.179, since 2025-02-07)"
    return (state.player(you).speed_doubt or None) if you in state.player_state else None


@dataclass(frozen=True, slots=True)
class SpeedIs(Condition):
    """A player's speed compared with a number (702.179): "your speed is 4" / "you have max speed" (702.179e, and what
    a max speed ability asks, 702.178a), "your speed is less than 4" (the inherent trigger's condition, 702.179d). No
    speed is 0 for it (702.179f); a speed the scenario leaves unknown is "cannot decide" (kb.engine.speed)."""

    op: str = "=="                # == | <
    n: int = 4
    describe: str = ""
    reads = frozenset()
    outside = True

    def holds(self, ctx) -> bool:
        g = game_of(ctx)
        if g is None or ctx.you not in g.state.player_state:
            return False
        g.used = True
        have = g.state.player(ctx.you).speed or 0
        return have == self.n if self.op == "==" else have < self.n

    def undecided(self, state, you) -> str | None:
        return speed_undecided(state, you)

    @property
    def concept(self) -> str:
        return "max_speed" if self.op == "==" and self.n == 4 else "speed_trigger"


@dataclass(frozen=True, slots=True)
class CommanderCasts(GameValue):
    """"the number of times you've cast your commander from the command zone this game", "for each time you've cast a
    commander from the command zone this game": what the commander tax counts (903.8), the scenario's
    ``players: {name, commander_casts: N}`` plus the casts from the command zone it shows. A player without a
    commander (``commander: none``) has cast none; not stated, or an edition before 903.8's rule (2011-02-04), is
    "cannot decide"."""

    describe: str = ""
    reads = frozenset()
    outside = True

    def eval(self, ctx, w) -> int:
        return _player_number(ctx, "commander_casts")

    def undecided(self, state, you) -> str | None:
        if not state.rules_have("commander_tax"):
            return (f"\u201c{self.describe}\u201d: the rules of {state.edition} have no casting of a commander from the "
                    "command zone (903.8; the Commander rules came with the 2011-02-04 edition)")
        p = state.player(you) if you in state.player_state else None
        if p is None or (p.commander_casts is None and p.commanders != []):
            return (f"\u201c{self.describe}\u201d: how many times {you} cast a commander from the command zone this game "
                    f"is not stated ({state.rule_no('commander_tax')}): give players: {{name, commander_casts: N}}")
        return None

    def __str__(self) -> str:
        return self.describe


def commander_cast(state, name: str, caster: str) -> None:
    """903.8: ``caster`` cast the card ``name`` from the command zone — one more cast of a commander they own, when it
    is one. The commander tax (an additional {2} for each previous such cast) was in its total cost
    (kb.engine.commandertax; not stated, "cannot decide")."""
    p = state.player(caster) if caster in state.player_state else None
    if p is None or name not in (p.commanders or ()):
        return
    before = p.commander_casts   # the tax it owed: kb.engine.commandertax (which notes a count not stated)
    if before is not None:
        p.commander_casts = before + 1


# 903.4: "Add one mana of any color in your commander's color identity." (Command Tower)
IDENTITY_MANA = r"one mana of any colou?r in your commander's colou?r identity"
_SYMBOL = re.compile(r"\{([^}]+)\}")


def color_identity(card) -> frozenset | None:
    """903.4: the colours of the mana symbols in a card's mana cost and rules text (its reminder text ignored,
    903.4c), its colour indicator, and each other face's (903.4d-e); None when a characteristic-defining ability or a
    colour chosen before the game could add to it (903.4, 903.4b), which the engine doesn't read."""
    out: set = set()
    for face in (card,) + tuple(card.other_faces or ()):
        text = re.sub(r"\([^)]*\)", "", face.text or "")
        if re.search(rf"\bis (?:all colors|colorless|{COLOR_ALT})\b|\bchoose a colou?r\b", text, re.I):
            return None
        out |= set(face.mana_cost.colors) if face.mana_cost else set()
        out |= set(face.color_indicator or ())
        for sym in _SYMBOL.findall(text):
            out |= {c for c in sym.upper().split("/") if c in "WUBRG"}
    return frozenset(out)


def commander_identity(state, who: str) -> tuple[frozenset, str]:
    """(the colours of ``who``'s commander's colour identity, why they can't be told — "" when they can): the
    combined identities of two commanders (702.124c); none without a commander (903.4f: that part of an ability does
    nothing). Unstated, or an edition without the rule, is the reason."""
    if not state.rules_have("color_identity"):
        return frozenset(), f"the rules of {state.edition} have no colour identity (903.4, since 2011-02-04)"
    p = state.player(who) if who in state.player_state else None
    if p is None or p.commanders is None:
        return frozenset(), (f"which card is {who}'s commander is not stated ({state.rule_no('color_identity')}): give "
                             "players: {name, commander: NAME}")
    if not p.commanders:
        if not state.rules_have("no_commander_identity"):
            return frozenset(), (f"the rules of {state.edition} don't say what a commander's colour identity is for a "
                                 "player without a commander (903.4f, since 2020-11-20)")
        return frozenset(), ""
    if len(p.commanders) > 1 and not state.rules_have("partner_identity"):
        return frozenset(), (f"the rules of {state.edition} don't say what the colour identity of two commanders is "
                             "(702.124c, since 2016-11-11)")
    out: set = set()
    for card in p.commander_cards:
        ident = color_identity(card)
        if ident is None:
            return frozenset(), (f"{card.name}'s colour identity depends on an ability the engine doesn't read "
                                 f"({state.rule_no('color_identity')})")
        out |= ident
    return frozenset(out), ""


_COMMANDER_CASTS = r"(?:you've|you have) cast (?:your|a) commander from the command zone this game"


@dataclass(frozen=True, slots=True)
class ControlsCommander(Condition):
    """"you control your commander" (lieutenant, 207.2c) / "you control a commander" (Fierce Guardianship): a permanent
    on the battlefield that is a commander (903.3d), the card a deck designates (903.3; ``players: {name, commander:
    NAME}``) — not a token copy of it — that "you" control; "your" asks for the card your own deck designates, "a" for
    any player's (an opponent's commander under your control is one). A commander not stated where it could decide, or
    an edition before 903.3d, is "cannot decide" (noted for every answer: the condition grants abilities too)."""

    describe: str = ""
    any_player: bool = False   # "a commander": the commander of any player's deck (903.3d)
    reads = frozenset(("controller", "zone"))
    outside = True

    def holds(self, ctx) -> bool:
        g = game_of(ctx)
        if g is None:
            return False
        g.used = True
        st = g.state
        why = self.undecided(st, ctx.you, ctx.work)
        if why:
            st.note_unknown(why)
            return False
        return self._controlled(st, ctx.work, ctx.you)[0]

    def _controlled(self, st, work, you) -> tuple[bool, list]:
        """(whether ``you`` control a commander this condition counts, the players whose unstated commander could be a
        nontoken permanent ``you`` control: it must be a card that player owns, 903.3)."""
        owners = list(st.player_state) if self.any_player else [you]
        mine = [o for w in work.values() if w.zone == "battlefield" and w.controller == you
                and (o := st.objects.get(w.oid)) is not None and not getattr(o, "token", False) and o.owner in owners]
        known = any((names := st.player(o.owner).commanders) is not None and o.card.name in names for o in mine)
        return known, sorted({o.owner for o in mine if st.player(o.owner).commanders is None})

    def undecided(self, state, you, work=None) -> str | None:
        from .versions import rule
        if not rule("commander_control", state.edition):
            return (f"\u201c{self.describe}\u201d: the rules of {state.edition} don't say what controlling a commander "
                    "is (903.3d came with the 2020-07-03 edition)")
        p = state.player(you) if you in state.player_state else None
        if p is None or (not self.any_player and p.commanders is None):
            return (f"\u201c{self.describe}\u201d: which card is {you}'s commander is not stated (903.3): give "
                    "players: {name, commander: NAME}")
        if self.any_player:
            known, unstated = self._controlled(state, work if work is not None else state.evaluate().work, you)
            if not known and unstated:
                return (f"\u201c{self.describe}\u201d: which card is {', '.join(unstated)}'s commander is not stated "
                        "(903.3): give players: {name, commander: NAME}")
        return None

    def __str__(self) -> str:
        return self.describe


@dataclass(frozen=True, slots=True)
class AttackedYou(GameCondition):
    """"if a creature is attacking you" / "if you've been attacked this step" (506.3: a creature attacks the player
    it was declared to attack, 508.1b; attackers are declared only in the declare attackers step, 508.1, so "this
    step" is that step). A creature removed from combat (506.4) leaves whether it attacked you unknown."""

    this_step: bool = False
    describe: str = ""

    def game_holds(self, g, ctx) -> bool:
        if (self.this_step and g.state.step != "declare_attackers"):
            return False
        return bool(g.attackers_of(ctx.you)[0])

    def undecided(self, state, you) -> str | None:
        c = getattr(state, "combat", None)
        if c is None or (self.this_step and state.step != "declare_attackers"):
            return None
        attacking, gone = GameView(state).attackers_of(you)
        if gone and not attacking:
            return "a creature declared as an attacker was removed from combat: whom it attacked is not kept (506.4)"
        return None


def bound_to_player(cond, player: str):
    """A condition naming "that player" bound to the trigger event's player (kb.engine.conditions)."""
    from dataclasses import replace as _rp
    return _rp(cond, who="player:" + player)


def controlled_count(ctx, player: str, selector) -> int:
    """How many permanents fitting ``selector`` player ``player`` controls (110.2)."""
    return sum(1 for w in ctx.work.values()
               if w.zone == "battlefield" and w.controller == player and selector.match(w, ctx))


def _number_of(measure: str, g, ctx, p: str) -> int:
    """Player ``p``'s life total (119), poison counters (122.1f), cards in hand (402) or in library (401)."""
    if measure == "life":
        return g.life(p)
    if measure == "poison":
        return g.poison(p)
    if measure == "library":
        named, unknown = g.library(p)
        return len(named) + (unknown or 0)
    zone = "graveyard" if measure == "graveyard" else "hand"
    return sum(1 for x in ctx.work.values() if x.zone == zone and x.owner == p)


@dataclass(frozen=True, slots=True)
class PlayerHas(Condition):
    """"if that player has two or fewer cards in hand", "if an opponent has 10 or less life", "if each player has 10
    or less life", "if you have fewer than seven cards in hand", "if an opponent has three or more poison counters",
    "if an opponent is poisoned": a number of each player named (their life total, 119; their poison counters,
    122.1f — "poisoned": one or more, a word the rules define from 2011-02-04; the cards in their hand, 402; in their library, 401; in their graveyard, 404), compared. ``who``: 'you', 'any_opponent',
    'each_opponent', 'any_player', 'each_player', 'that' (the player of the trigger event: bound with :meth:`bound`
    before it is checked) or 'player:NAME' (bound)."""

    who: str
    measure: str       # 'life' | 'poison' | 'hand' | 'library' | 'graveyard'
    op: str            # '>=' | '<=' | '==' | '>' | '<'
    n: int
    describe: str = ""
    term: str = ""     # "poisoned": the rules' word (122.1f), defined from 2011-02-04
    reads = frozenset()
    outside = True

    def bound(self, player: str) -> "PlayerHas":
        return bound_to_player(self, player)

    def _players(self, g, you) -> list[str]:
        if self.who.startswith("player:"):
            return [self.who[7:]]
        if self.who == "you":
            return [you] if you is not None else []
        if self.who == "that":
            return []
        return g.opponents(you) if self.who.endswith("opponent") else g.players()

    def _of(self, g, ctx, p: str) -> int:
        return _number_of(self.measure, g, ctx, p)

    def holds(self, ctx) -> bool:
        g = game_of(ctx)
        if g is None:
            return False
        vals = [self._of(g, ctx, p) for p in self._players(g, ctx.you)]
        test = {">=": int.__ge__, "<=": int.__le__, "==": int.__eq__, ">": int.__gt__, "<": int.__lt__}[self.op]
        hits = [test(v, self.n) for v in vals]
        return bool(hits) and (all(hits) if self.who.startswith("each") else any(hits))

    def undecided(self, state, you) -> str | None:
        if self.who == "that":
            return "\u201cthat player\u201d names no player of its trigger event"
        if self.term:
            from .versions import rule
            if rule("poisoned_term", state.edition) == "undefined":
                return (f"\u201c{self}\u201d: the rules of {state.edition} don't define \u201cpoisoned\u201d (the "
                        "definition, one or more poison counters, came on 2011-02-04)")
        if self.measure in ("life", "poison"):   # stated with the players (life:, poison:), 119, 122.1f
            return None
        if self.who.startswith("player:"):
            players = [self.who[7:]]
        elif self.who == "you":
            players = [you]
        else:
            players = [p for p in state.players if state.player_state[p].in_game and
                       (self.who.endswith("player") or p != you)]
        for p in players:
            ps = state.player(p)
            if self.measure == "hand" and not ps.hand_known:
                return f"the scenario does not list {_poss(p)} hand (players: hand: [...]): \u201c{self}\u201d can't be counted"
            if self.measure == "graveyard" and "graveyard" in ps.unlisted:
                return unlisted_zone(p, "graveyard", self)
            if self.measure == "library" and ps.unknown is None:
                return (f"the scenario does not say how many cards {_poss(p)} library holds (players: library: ...): "
                        f"\u201c{self}\u201d can't be counted")
        return None

    def __str__(self) -> str:
        return self.describe


_PLAYER_WHO = {"you": "you", "an opponent": "any_opponent", "each opponent": "each_opponent", "a player": "any_player",
               "each player": "each_player", "that player": "that"}
_MEASURE = {"life": "life", "poison counters": "poison", "cards in hand": "hand", "cards in your hand": "hand", "cards in their hand": "hand",
            "cards in your library": "library", "cards in their library": "library",
            "cards in your graveyard": "graveyard", "cards in their graveyard": "graveyard"}


def _number(w: str) -> int | None:
    """"3", "three", "thirteen" (the number words of kb.engine.words; "a" is not a count here)."""
    if w.isdigit():
        return int(w)
    n = NUMBER_WORDS.get(w) if w not in ("a", "an", "once", "twice", "thrice") else None
    return n if isinstance(n, int) else None


def library_has_no_cards(phrase: str) -> str:
    """"your library has no cards in it" (Jace, Wielder of Mysteries) → "you have no cards in your library": the same
    count of the same zone (401.1), "it" being the library, not an object; any other phrase unchanged."""
    return "you have no cards in your library" if phrase.strip() == "your library has no cards in it" else phrase


def parse_player_condition(phrase: str, *, that_player: bool = False) -> PlayerHas | None:
    """"you have fewer than seven cards in hand", "an opponent has 10 or less life", "each player has 10 or less
    life", "your life total is less than 7", and, when ``that_player`` (a trigger whose event names the player),
    "that player has two or fewer cards in hand" (the comparisons of 119 and 402/401). None: not such a phrase."""
    p = phrase.strip()
    # "you have a card in hand": one or more (402.1)
    p = re.sub(r"^(you have|that player has|an opponent has) (?:a|one) card in ((?:your |their )?hand)$", r"\1 one or more cards in \2", p)
    p = library_has_no_cards(p)
    m = re.fullmatch(r"your life total is (less|greater) than (\w+)", p)
    if m and _number(m.group(2)) is not None:
        return PlayerHas("you", "life", "<" if m.group(1) == "less" else ">", _number(m.group(2)), describe=p)
    m = re.fullmatch(r"your life total is (\w+) or (less|greater)", p)
    if m and _number(m.group(1)) is not None:
        return PlayerHas("you", "life", "<=" if m.group(2) == "less" else ">=", _number(m.group(1)), describe=p)
    m = re.fullmatch(r"(you|an opponent|each opponent|a player|each player|that player) (?:has|have) "
                     r"(?:(no)|(exactly |fewer than |more than )?(\w+)|(\w+) or (more|greater|less|fewer)) "
                     r"(life|poison counters|cards in hand|cards in (?:your|their) (?:hand|library|graveyard))", p)
    if not m:
        return _parse_poisoned(p, that_player)
    if m.group(1) == "that player" and not that_player:
        return None
    measure = _MEASURE[m.group(7)]
    if m.group(2):   # "no cards in hand" (no life: not a wording)
        if measure == "life":
            return None
        op, n = "<=", 0
    elif m.group(5):
        n = _number(m.group(5))
        op = ">=" if m.group(6) in ("more", "greater") else "<="
    else:
        n = _number(m.group(4))
        op = {"exactly ": "==", "fewer than ": "<", "more than ": ">"}.get(m.group(3) or "", None)
        if op is None:
            return None   # "you have 3 life": not a comparison written this way
    if n is None:
        return None
    return PlayerHas(_PLAYER_WHO[m.group(1)], measure, op, n, describe=p)


_POISONED_WHO = {"you are": "you", "an opponent is": "any_opponent", "each opponent is": "each_opponent",
                 "a player is": "any_player", "each player is": "each_player", "that player is": "that"}


def _parse_poisoned(p: str, that_player: bool) -> PlayerHas | None:
    """"an opponent is poisoned": one or more poison counters (122.1f)."""
    m = re.fullmatch(r"(you are|an opponent is|each opponent is|a player is|each player is|that player is) poisoned", p)
    if not m or (m.group(1) == "that player is" and not that_player):
        return None
    return PlayerHas(_POISONED_WHO[m.group(1)], "poison", ">=", 1, describe=p, term="poisoned")


def parse_counters_condition(phrase: str) -> GameCompare | None:
    """"there are two or more ki counters on ~", "there are no omen counters on ~" (122.1): the counters of a
    kind on the ability's source now, compared."""
    m = re.fullmatch(r"there (?:are|is) (no|an?|one|(\w+) or (more|fewer)|exactly (\w+)) (\S+) counters? on ~", phrase.strip())
    if not m:
        return None
    q = m.group(1)
    if q == "no":
        op, n = "<=", 0
    elif q in ("a", "an", "one"):
        op, n = ">=", 1
    elif m.group(4):
        op, n = "==", _number(m.group(4))
    else:
        op, n = (">=" if m.group(3) == "more" else "<="), _number(m.group(2))
    if n is None:
        return None
    return GameCompare(SourceCounters(m.group(5)), op, n, describe=phrase.strip())


@dataclass(frozen=True, slots=True)
class ThisTurn(Condition):
    """"if you attacked this turn" (508.1), "if you gained 3 or more life this turn", "if an opponent lost life this
    turn" (119.3): what players did in the current turn, as the game recorded it, compared with ``n``; ``none`` for
    "no creatures attacked this turn". ``what``: 'attacked_you', 'attacked_any', 'cast_you' (601.2i), 'drawn_you'
    (121.1), 'gained_or_lost_you', 'gained_you', 'lost_opponent', 'lost_player', 'lost_other' (a player other than you,
    one who has left the game too), 'lost_you', 'damaged_opponent'
    (120.3: an opponent was dealt damage; bloodthirst, 702.54a), 'damaged_you', 'crime_you' (700.13: editions before it can't say). What objects did ("a creature died this turn",
    revolt) is kb.engine.turnevents'.

    When the turn may hold events nobody stated (GameState.history_unstated), a result that only more history could
    change (nothing recorded yet) is "cannot decide", never a guess."""

    what: str
    n: int = 1
    none: bool = False
    describe: str = ""
    selector: object = None   # 'cast_you': which spells count ("a noncreature spell"); None: any
    another: bool = False     # 'cast_you': "another spell": not the spell the source is or was (601.2i, 400.7)
    from_zone: str = ""       # 'cast_you': "a spell from your hand": only those cast from that zone (601.2a)
    who: str = "you"          # 'cast_you': whose spells: "you", "that" (a step's player, 603.2: :meth:`bound`), "player:NAME"
    reads = frozenset()
    outside = True

    def bound(self, player: str) -> "ThisTurn":
        """"if that player didn't cast a spell this turn": the spells of the step's player (603.2)."""
        return bound_to_player(self, player)

    def _caster(self, you):
        return you if self.who == "you" else self.who[7:] if self.who.startswith("player:") else None

    def count(self, state, you, src=None, work=None) -> int:
        """``work``: the objects as the evaluation asking has them (a static ability's condition is checked within
        the layers, 611.3a); None: as they are now."""
        t = state.turn
        w = self.what
        if w == "cast_you":   # 601.2i: each spell as it became cast (kb.engine.restrictions.record_cast)
            from .filters import Ctx
            view = GameView(state)
            caster = self._caster(you)
            cast = view.spells_cast_this_turn(caster) if caster is not None else []
            if self.from_zone:   # 601.2a: the zone each was cast from, as the game's record of the turn has it —
                # "your hand": the caster's own (a card of another player's hand cast by an effect is not from it)
                where = {e.obj for e in turn_events(state)[0] if e.kind == "cast" and e.from_zone == self.from_zone}
                cast = [x for x in cast if x.oid in where and x.owner == caster]
            if self.another and src is not None:
                cast = [x for x in cast if not _same_spell(x, src)]
            if self.selector is None:
                return len(cast)
            ctx = Ctx(state.evaluate().work if work is None else work, None, you, {}, edition=state.edition, game=view)
            return sum(1 for x in cast if self.selector.match(x, ctx))
        if w == "cast_opponent":   # 601.2i: the spells one opponent cast this turn, the most among them
            view = GameView(state)
            return max((len(view.spells_cast_this_turn(p)) for p in view.opponents(you)), default=0)
        if w == "crime_you":   # 700.13: one crime for each spell or ability (kb.engine.stack emits the events)
            return sum(1 for e in turn_events(state)[0] if e.kind == "crime" and e.player == you)
        if w == "surveil_you":   # 701.25a: each instruction to surveil performed (kb.engine.actions emits the events)
            return sum(1 for e in turn_events(state)[0]
                       if e.kind == "keyword_action" and e.cause == "surveil" and e.player == you and e.amount > 0)
        if w == "drawn_you":   # 121.1
            return state.player(you).drawn.get(t, 0) if you is not None else 0
        if w == "gained_or_lost_you":   # 119.3
            return (state.player(you).life_gained + state.player(you).life_lost) if you is not None else 0
        if w.startswith("attacked"):
            return len(state.attacked_this_turn(None if w == "attacked_any" else (you,)))
        players = [p for p in state.players if state.player_state[p].in_game or self.what in ("lost_player", "lost_other")]
        if w == "gained_you":
            return state.player(you).life_gained if you is not None else 0
        if w == "damaged_you":   # 120.3: the damage the player was dealt this turn
            return state.player(you).damage_taken[0] if you is not None else 0
        who = [you] if w == "lost_you" else [p for p in players if w == "lost_player" or p != you]
        if w == "damaged_opponent":   # 120.3: the damage each opponent was dealt this turn
            return max((state.player(p).damage_taken[0] for p in who), default=0)
        return max((state.player(p).life_lost for p in who), default=0)

    @property
    def reads_source(self) -> bool:
        """"another spell": :meth:`undecided` needs the source (kb.engine.conditions.condition_undecided)."""
        return self.another

    def _met(self, state, you, src=None, work=None) -> bool:
        """Whether what was recorded reaches ``n``. "Another spell" counts out the source's own spell (601.2i,
        400.7): with the source known, only that spell, if it was cast; unknown, any one of those recorded may be it."""
        n = self.count(state, you, src, work)
        return n - (1 if self.another and src is None else 0) >= self.n

    def holds(self, ctx) -> bool:
        g = game_of(ctx)
        if g is None:
            return False
        g.used = True
        return self._met(g.state, ctx.you, ctx.src, getattr(ctx, "work", None)) != self.none

    def undecided(self, state, you, src_oid=None) -> str | None:
        rule = _RULE_OF.get(self.what)
        if rule is not None and not state.rules_have(rule):
            return (f"the rules of {state.edition} don't say what \u201c{self}\u201d means (a later rule, "
                    f"{_LATER_RULE[rule]}, does)")
        src = None if src_oid is None else state.objects.get(src_oid) or state.lki.get(src_oid)
        if self.what == "surveil_you" and not self._met(state, you, src) and any(
                e.kind == "keyword_action" and e.cause == "surveil" and e.player == you and (
                    e.amount < 0 or (e.amount == 0 and state.edition < KEYWORD_ACTION_EVENTS["surveil"]))
                for e in turn_events(state)[0]):
            # 701.25c (from 2023-10-13): to surveil 0 is no surveil; an amount not known, or 0 before that rule
            return (f"whether an instruction to surveil (an unknown number, or 0 before 701.25c) made \u201c{self}\u201d "
                    "true can't be decided")
        if state.history_unstated() and not self._met(state, you, src):
            return (f"the question doesn't say what happened in this turn before it began: \u201c{self}\u201d can't be "
                    "decided (it is decided from the next turn on)")
        return None

    def __str__(self) -> str:
        return self.describe


def _same_spell(cast, src) -> bool:
    """Whether the spell recorded as cast (its object as it became cast) is the source (a working object, a game
    object or last known information): the spell itself, on the stack, or the permanent it became as it resolved
    (608.3: that permanent's record is the spell). "Another spell" is any other: a card that left the stack any other
    way, returned to a hand, say, is a new object (400.7), and a spell cast from it is another spell."""
    if src.oid == cast.oid:
        return True
    obj = getattr(src, "obj", src)
    return getattr(getattr(obj, "record", None), "oid", None) == cast.oid


# what a player did that a rule of some editions only defines: the concept (kb.engine.concepts) and its number today
_RULE_OF = {"crime_you": "crime", "surveil_you": "surveil"}
_LATER_RULE = {"crime": "700.13", "surveil": "701.25a"}


def parse_player_history(phrase: str, pc=None, parse_selector=None, *,
                         that_player: bool = False) -> ThisTurn | AttackedWithPower | None:
    """The "this turn" conditions on what players did that :class:`ThisTurn` reads; None: not one of them (what
    objects did is kb.engine.turnevents', and both are read by kb.engine.turnevents.parse_history_condition). The
    spells cast this turn ("if you've cast a noncreature spell this turn") are read when ``parse_selector``
    (kb.engine.parser's) is given; "that player didn't cast a spell this turn" only when ``that_player`` (a step
    trigger's player, 603.2: bound as it triggers)."""
    p = phrase.strip()
    who = "you"
    m = re.fullmatch(r"that player (didn't|has(?:n't| not)?) cast (.+)", p)
    if m and not that_player:
        return None
    if m:   # "if that player didn't cast a spell this turn": the spells of the step's player (603.2), bound as it triggers
        who, p = "that", ("you've cast " if m.group(1) == "has" else "you haven't cast ") + m.group(2)
    # "if you cast a creature spell this turn", "if you didn't cast a spell this turn": the same history (601.2i)
    p = re.sub(r"^you didn't cast (an?) ", r"you haven't cast \1 ", re.sub(r"^you cast (an?|\w+ or more) ", r"you've cast \1 ", p))
    m = re.fullmatch(r"you(?:'ve| have) (cast|not cast|n't cast) (an?|another|(\w+) or more) (.+?)( from (?:your|their) hand)? "
                     r"this turn|you haven't cast (an?) (.+?)( from (?:your|their) hand)? this turn", p)
    if m and parse_selector is not None and not (m.group(2) == "another" and m.group(1) != "cast"):
        kind = m.group(4) or m.group(7)
        none = m.group(1) is None or m.group(1) != "cast"
        n = 1 if m.group(3) is None else _number(m.group(3))
        what = re.sub(r"\bspells$", "spell", kind)
        hand = m.group(5) or m.group(8) or ""   # 601.2a: the zone it was cast from
        if n and what.endswith("spell") and ("their" in hand) == (who == "that" and bool(hand)):
            sel = None if what == "spell" else parse_selector(what, pc, default_zone=frozenset(("stack",)))
            return ThisTurn("cast_you", n, none=none, describe=phrase.strip(), selector=sel, another=m.group(2) == "another",
                            from_zone="hand" if hand else "", who=who)
    if who != "you":
        return None
    m = re.fullmatch(r"an opponent (?:has )?cast (\w+) or more spells this turn|an opponent (?:has )?cast (a) spell this turn", p)
    if m and _number(m.group(1) or "one"):   # 601.2i: one opponent's spells
        return ThisTurn("cast_opponent", _number(m.group(1) or "one"), describe=p)
    if p in ("you've surveilled this turn", "you have surveilled this turn", "you surveilled this turn"):   # 701.25a
        return ThisTurn("surveil_you", describe=p)
    m = re.fullmatch(r"you(?:'ve| have) drawn (\w+) or more cards this turn|you drew (\w+) or more cards this turn", p)
    if m and _number(m.group(1) or m.group(2)):
        return ThisTurn("drawn_you", _number(m.group(1) or m.group(2)), describe=p)
    if p in ("you've committed a crime this turn", "you have committed a crime this turn"):   # 700.13
        return ThisTurn("crime_you", describe=p)
    if p == "you gained or lost life this turn":
        return ThisTurn("gained_or_lost_you", describe=p)
    for read in PLAYER_HISTORY_READERS:   # readers in modules of their own ("your team gained life this turn")
        got = read(p)
        if got is not None:
            return got
    if p in ("you attacked this turn", "you attacked with a creature this turn"):
        return ThisTurn("attacked_you", describe=p)
    m = re.fullmatch(r"you attacked with creatures with total power (\w+) or greater this combat", p)
    if m and _number(m.group(1)):   # pack tactics (207.2c)
        return AttackedWithPower(_number(m.group(1)), describe=p)
    if p in ("you didn't attack this turn", "you didn't attack with a creature this turn"):
        return ThisTurn("attacked_you", none=True, describe=p)
    if p == "no creatures attacked this turn":
        return ThisTurn("attacked_any", none=True, describe=p)
    m = re.fullmatch(r"you(?:'ve| have)? gained (life|(\w+) or more life) this turn", p)
    if m:
        n = _number(m.group(2)) if m.group(2) else 1
        return ThisTurn("gained_you", n, describe=p) if n else None
    m = re.fullmatch(r"(an opponent|a player other than you|a player|you)(?:'ve| have)? (lost|didn't lose) (life|(\w+) or more "
                     r"life) this turn", p)
    if m and not (m.group(1) != "you" and re.match(r"(?:an opponent|a player)(?:'ve| have)", p)):
        n = _number(m.group(4)) if m.group(4) else 1
        # "a player other than you": every player but the ability's controller (102.1); the engine's games have no
        # teams, so these are its opponents (102.3) and count as "lost_opponent" does, each player but you
        what = {"an opponent": "lost_opponent", "a player": "lost_player", "you": "lost_you",
                "a player other than you": "lost_other"}[m.group(1)]
        return ThisTurn(what, n, none=m.group(2) != "lost", describe=p) if n else None
    if p in ("an opponent was dealt damage this turn", "an opponent has been dealt damage this turn"):   # 120.3 (bloodthirst, 702.54a)
        return ThisTurn("damaged_opponent", describe=p)
    return None


@dataclass(frozen=True, slots=True)
class ControlsMore(Condition):
    """"if an opponent controls more lands than you", "if that player controls more lands than each other player",
    "if a player controls more creatures than each other player", "if you control more creatures than each other
    player": how many permanents fitting ``selector`` one player controls, compared with another's (or every other
    player's). ``who``: 'any_opponent', 'any_player', 'you', 'that' (the step's player, bound with :meth:`bound`) or
    'player:NAME'; ``than``: 'you' or 'each_other'."""

    who: str
    selector: object
    than: str = "you"
    describe: str = ""
    outside = True

    @property
    def reads(self) -> frozenset:
        return getattr(self.selector, "reads", frozenset()) | frozenset(("controller",))

    def bound(self, player: str) -> "ControlsMore":
        return bound_to_player(self, player)

    def _count(self, ctx, player: str) -> int:
        return controlled_count(ctx, player, self.selector)

    def holds(self, ctx) -> bool:
        g = game_of(ctx)
        if g is None:
            return False
        players = g.players()
        if self.who.startswith("player:"):
            cands = [self.who[7:]]
        elif self.who == "any_opponent":
            cands = [p for p in players if p != ctx.you]
        elif self.who == "any_player":   # "a player controls more … than each other player": any one of them (102.1)
            cands = list(players)
        elif self.who == "you" and ctx.you is not None:
            cands = [ctx.you]
        else:
            return False
        for p in cands:
            mine = self._count(ctx, p)
            others = [ctx.you] if self.than == "you" else [q for q in players if q != p]
            if others and all(q is not None and mine > self._count(ctx, q) for q in others):
                return True
        return False

    def undecided(self, state, you) -> str | None:
        return "\u201cthat player\u201d names no player of its trigger event" if self.who == "that" else None

    def __str__(self) -> str:
        return self.describe


def parse_controls_more(phrase: str, pc, parse_selector, *, that_player: bool = False) -> ControlsMore | None:
    """"an opponent controls more lands than you", and with ``that_player`` (a step trigger) "that player controls
    more lands than each other player" / "... than you"; "a player controls more creatures than each other player",
    "you control more creatures than each other player"."""
    m = re.fullmatch(r"(an opponent|that player|a player) controls more (.+?) than (you|each other player)|"
                     r"(you) control more (.+?) than (each other player)", phrase.strip())
    if not m or (m.group(1) == "that player" and not that_player) or (m.group(1) == "a player" and m.group(3) == "you"):
        return None   # "a player controls more lands than you": not read here
    who, what, than = (m.group(1), m.group(2), m.group(3)) if m.group(1) else (m.group(4), m.group(5), m.group(6))
    sel = parse_selector(what, pc)
    return ControlsMore({"that player": "that", "a player": "any_player", "you": "you"}.get(who, "any_opponent"), sel,
                        "you" if than == "you" else "each_other", describe=phrase.strip())


@dataclass(frozen=True, slots=True)
class HasMore(Condition):
    """"if you have more life than an opponent", "if an opponent has more cards in hand than you", "if a player has
    more life than each other player", "if you have more cards in hand than each opponent": one player's number
    (life total, 119; cards in hand, 402) greater than another's. ``who``: 'you', 'any_opponent', 'any_player',
    'that' / 'player:NAME' (bound as :class:`PlayerHas`); ``than``: 'you', 'any_opponent', 'each_opponent',
    'each_other'."""

    who: str
    measure: str       # 'life' | 'hand'
    than: str
    describe: str = ""
    reads = frozenset()
    outside = True

    def bound(self, player: str) -> "HasMore":
        return bound_to_player(self, player)

    def _of(self, g, ctx, p: str) -> int:
        return _number_of(self.measure, g, ctx, p)

    def holds(self, ctx) -> bool:
        g = game_of(ctx)
        if g is None or ctx.you is None:
            return False
        players = g.players()
        if self.who.startswith("player:"):
            cands = [self.who[7:]]
        elif self.who == "you":
            cands = [ctx.you]
        elif self.who == "any_opponent":
            cands = [p for p in players if p != ctx.you]
        elif self.who == "any_player":
            cands = list(players)
        else:
            return False
        for p in cands:
            if self.than == "you":
                others, need = [ctx.you], all
            elif self.than == "any_opponent":
                others, need = [q for q in players if q != ctx.you and q != p], any
            elif self.than == "each_opponent":
                others, need = [q for q in players if q != ctx.you and q != p], all
            else:
                others, need = [q for q in players if q != p], all
            mine = self._of(g, ctx, p)
            if others and p not in others and need(mine > self._of(g, ctx, q) for q in others):
                return True
        return False

    def undecided(self, state, you) -> str | None:
        if self.who == "that":
            return "\u201cthat player\u201d names no player of its trigger event"
        if self.measure == "life":
            return None
        for p in state.players:
            if state.player_state[p].in_game and not state.player(p).hand_known:
                return f"the scenario does not list {_poss(p)} hand (players: hand: [...]): \u201c{self}\u201d can't be counted"
        return None

    def __str__(self) -> str:
        return self.describe


def parse_has_more(phrase: str, *, that_player: bool = False) -> HasMore | None:
    """The phrases :class:`HasMore` reads; None: not one of them."""
    m = re.fullmatch(r"(you|an opponent|a player|that player) (?:has|have) more (life|cards in hand) than "
                     r"(you|an opponent|each opponent|each other player)", phrase.strip())
    if not m or (m.group(1) == "that player" and not that_player) or m.group(1) == m.group(3):
        return None
    who = {"you": "you", "an opponent": "any_opponent", "a player": "any_player", "that player": "that"}[m.group(1)]
    than = {"you": "you", "an opponent": "any_opponent", "each opponent": "each_opponent",
            "each other player": "each_other"}[m.group(3)]
    if (who, than) not in {("you", "any_opponent"), ("you", "each_opponent"), ("any_opponent", "you"),
                           ("any_player", "each_other"), ("that", "each_other"), ("that", "you")}:
        return None   # "a player has more life than you": not read here
    return HasMore(who, "life" if m.group(2) == "life" else "hand", than, describe=phrase.strip())


@dataclass(frozen=True, slots=True)
class SourceCast(Condition):
    """"When ~ enters, if you cast it [from your hand]": the permanent is the one a spell its controller cast became
    (601.2, 608.3), from that zone; one put onto the battlefield, or a copy of a spell (707.10: not cast), is not."""

    zone: str = ""
    describe: str = ""
    negated: bool = False   # "if you didn't cast it from your hand"
    reads = frozenset(("zone",))

    def holds(self, ctx) -> bool:
        src = getattr(ctx, "src", None)
        rec = getattr(getattr(src, "obj", None), "record", None)
        cast = bool(rec is not None and getattr(rec, "kind", "") == "spell" and not getattr(rec, "is_copy", False)
                    and rec.controller == ctx.you and (not self.zone or getattr(rec, "cast_from", "") == self.zone))
        return cast != self.negated

    def __str__(self) -> str:
        return self.describe


@dataclass(frozen=True, slots=True)
class EnteredThisTurn(Condition):
    """"~ has indestructible as long as it entered the battlefield this turn", "if ~ entered this turn": the source is
    on the battlefield and entered it in the current turn (400.7: a permanent that left and came back is a new object
    that entered then). A permanent a scenario puts there without ``this_turn`` has been there since the turn began.
    ``negated``: "if ~ didn't enter the battlefield this turn" — on the battlefield since before this turn began."""

    describe: str = ""
    negated: bool = False
    reads = frozenset(("zone",))
    outside = True

    def holds(self, ctx) -> bool:
        g = game_of(ctx)
        src = getattr(ctx, "src", None)
        if g is None or src is None or src.zone != "battlefield":
            return False   # (a card not on the battlefield: neither said of it here)
        g.used = True
        from .objects import entered_this_turn
        return entered_this_turn(src.obj, g.state.turn) != self.negated

    def __str__(self) -> str:
        return self.describe


def parse_source_cast(phrase: str) -> SourceCast | None:
    """"you cast it", "you cast it from your hand / graveyard", "you didn't cast it from your hand": read for "When ~
    enters" and for "~ enters with … counters on it if …" (614.1c), about the permanent entering."""
    m = re.fullmatch(r"you (cast|didn't cast) it(?: from your (hand|graveyard))?", phrase.strip())
    return SourceCast(m.group(2) or "", describe=phrase.strip(), negated=m.group(1) != "cast") if m else None


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


def value_undecided(v, state, you) -> str | None:
    """Why the scenario can't give value ``v`` (an unlisted hand or graveyard it counts), or None."""
    return _undecided_value(v, state, you)


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


def _grows_with_unknown_cards(v) -> bool:
    """Whether cards the scenario doesn't name can only raise value ``v``: a count of cards or of the kinds among
    them (the cards it names are counted, the others can only add), plus a number that isn't negative."""
    from .filters import KindsAmong, Plus, Times
    if isinstance(v, Plus):
        return v.n >= 0 and _grows_with_unknown_cards(v.base)
    if isinstance(v, Times):
        return v.k >= 0 and _grows_with_unknown_cards(v.base)
    return isinstance(v, (KindsAmong, CardsIn))


def undecided_for(state, snap, oid: int, zone: bool = False) -> list[str]:
    """Why the values that the effects applied to object ``oid`` used can't be given by the scenario
    (an unlisted hand, a library of unknown size): its P/T, and so its zone (704.5f), are "cannot decide".
    ``zone``: only what could change whether it survives: its toughness, unless the value can only grow with the
    cards nobody named and the toughness counted now already keeps it alive (704.5f-g: Tarmogoyf, */1+*, with
    unlisted graveyards is on the battlefield whatever they hold)."""
    out: list[str] = []
    w = snap.work.get(oid) if zone and hasattr(snap, "work") else None
    alive = w is not None and isinstance(w.toughness, int) and w.toughness > max(0, getattr(w.obj, "damage", 0) or 0)
    for a in getattr(snap, "applied", ()):
        if oid not in a.ids:
            continue
        e = a.effect
        you = e.you
        if you is None and e.source is not None:
            sw = snap.get(e.source) if hasattr(snap, "get") else None
            you = sw.controller if sw is not None else None
        parts = ("toughness", "dt") if zone else ("power", "toughness", "dp", "dt")
        items = [e.condition] + [v for op in e.ops for k in parts
                                 if (v := getattr(op, k, None)) is not None
                                 and not (zone and alive and _grows_with_unknown_cards(v))]
        for v in items:
            r = _undecided_value(v, state, you)
            if r and r not in out:
                out.append(r)
    for r, _tpl, ids in undecided_conditions(state, snap):
        if oid in ids and r not in out:
            out.append(r)
    return out


def undecided_conditions(state, snap) -> list[tuple[str, object, frozenset]]:
    """The static abilities on the battlefield whose condition the scenario can't decide, each as (why, its effect's
    template, the objects it would apply to): one that didn't hold was not applied, yet it would apply if what nobody
    stated made it hold ("as long as seven or more cards are in your graveyard", "as long as you've drawn two or more
    cards this turn" on a turn whose earlier events are unstated, 611.3a-b); one that held may not. Worked out once
    per evaluation."""
    got = snap.__dict__.get("_undecided_conditions")
    if got is not None:
        return got
    from .filters import Ctx
    got = []
    for w in snap.work.values():
        if w.zone != "battlefield":
            continue
        for h in w.abilities:
            for tpl in getattr(h.ability, "templates", None) or ():
                cond = getattr(tpl, "condition", None)
                # a condition that reads its source ("another creature entered …") is given it (as
                # kb.engine.conditions.condition_undecided does)
                r = (cond.undecided(state, w.controller, w.oid) if getattr(cond, "reads_source", False) else
                     _undecided_value(cond, state, w.controller)) if cond is not None else None
                if not r:
                    continue
                sel = getattr(tpl, "selector", None)
                ids = sel.select(snap.work, Ctx(snap.work, w, w.controller, w.obj.choices)) if sel is not None else {w.oid}
                got.append((r, tpl, frozenset(ids)))
    snap._undecided_conditions = got
    return got


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


# a kind of counter named before "counter(s)", optional ("for each counter on ~": every kind, 122.1)
_COUNTER_KIND = r"(?:([+-]\d+/[+-]\d+|[a-z]+) )?"


def parse_game_value(phrase: str, pc, parse_value, parse_selector) -> Value | None:
    """A number read from the game, or a calculation with one, or None (not such a phrase).
    ``parse_value`` reads the operands of a calculation."""
    p = phrase.strip().rstrip(".")
    if p in _LIFE_PHRASES:
        return LifeOf(_LIFE_PHRASES[p])
    if p == "your speed":   # 702.179f
        return SpeedOf()
    if re.fullmatch(rf"the number of times {_COMMANDER_CASTS}", p):   # 903.8
        return CommanderCasts(describe=p)
    if p in ("the number of opponents you have", "the number of your opponents"):
        return PlayerCount("opponents")
    if p in ("the number of players", "the number of players in the game"):
        return PlayerCount("players")
    d = _devotion(p)
    if d is not None:
        return d
    if re.fullmatch(r"the number of colors of mana spent to cast (?:~|this spell|it)", p):
        return ColorsSpent()   # converge (207.2c)
    if re.fullmatch(r"the amount of mana spent to cast (?:~|this spell|it)", p):
        return AmountSpent(describe=p)   # 601.2h
    if re.fullmatch(r"the number of times (?:~|this spell|it) was kicked", p):
        return TimesKicked(describe=p)   # multikicker (702.33c-d)
    if p in ("the number of times ~ has mutated", "the number of times this creature has mutated"):
        return TimesMutated()   # 702.140d (kb.engine.mutate)
    m = re.fullmatch(rf"the number of {_COUNTER_KIND}counters on (~|it)", p)
    if m:   # "where X is the number of verse counters on ~", "… the number of counters on it" (122.1)
        return SourceCounters(m.group(1) or "", on_it=m.group(2) == "it")
    m = re.fullmatch(r"the number of (poison|experience) counters (you have|your opponents have)", p)
    if m:   # a player's counters (122.1; poison: 122.1f): "the number of experience counters you have"
        return PoisonCounters("you" if m.group(2) == "you have" else "opponents", describe=p, kind=m.group(1))
    if p in ("the number of players you attacked this combat", "the number of opponents you attacked this combat",
             "the number of opponents you attacked with a creature this combat"):
        # Custodi Soulcaller: counted as melee counts (702.121a); only opponents can be attacked (506.2, 508.1b)
        return PlayersWho("opponents", AttackedThisCombat(describe="that player was attacked by you"), describe=p)
    m = re.fullmatch(r"the number of (opponents|players) (?:who|that) (.+)", p)
    if m:   # "the number of opponents who control more lands than you"
        got = _players_who(m.group(1), m.group(2), pc, parse_selector, p)
        if got is not None:
            return got
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
    return _this_turn(p, pc, parse_selector) or _cards_in(p, pc, parse_selector)


def parse_game_each(each: str, pc, parse_selector) -> Value | None:
    """"for each opponent you have", "for each card in your hand": a count read from the game."""
    e = each.strip()
    if e in ("opponent you have", "of your opponents", "opponent"):
        return PlayerCount("opponents")
    if e in ("player", "player in the game"):
        return PlayerCount("players")
    m = re.fullmatch(r"(poison|experience) counter (your opponents have|you have)", e)
    if m:   # 122.1f; an experience counter: a counter on a player (122.1)
        return PoisonCounters("you" if m.group(2) == "you have" else "opponents", describe=f"each {e}",
                              kind=m.group(1))
    if re.fullmatch(rf"time {_COMMANDER_CASTS}", e):   # the commander tax's count (903.8)
        return CommanderCasts(describe=f"each {e}")
    if re.fullmatch(r"color of mana spent to cast (?:~|this spell|it)", e):
        return ColorsSpent()   # converge (207.2c)
    if re.fullmatch(r"time (?:~|this spell|it) was kicked", e):
        return TimesKicked(describe=f"each {e}")   # multikicker (702.33c-d)
    m = re.fullmatch(r"(.+?) (?:it's|it is|~ is) blocking", e)
    if m:   # "for each creature it's blocking" (509.1g): the attackers the object blocks now
        return BlockingIt(parse_selector(m.group(1), pc), of_source=e.endswith("~ is blocking"), blocked=True,
                          describe=f"each {e}")
    m = re.fullmatch(r"(.+?) blocking (it|~)( beyond the first)?", e)
    if m:   # "for each creature blocking it" (509.1h)
        return BlockingIt(parse_selector(m.group(1), pc), of_source=m.group(2) == "~", beyond_first=bool(m.group(3)),
                          describe=f"each {e}")
    if e == "opponent you attacked with a creature this combat":   # melee (702.121a)
        return PlayersWho("opponents", AttackedThisCombat(describe="that player was attacked by you"), describe=f"each {e}")
    m = re.fullmatch(r"(opponent|player) (?:who|that) (.+)", e)
    if m:   # "for each opponent who has more cards in hand than you": one count over the players (102.2-102.3)
        got = _players_who(m.group(1) + "s", m.group(2), pc, parse_selector, f"each {e}")
        if got is not None:
            return got
    m = re.fullmatch(rf"{_COUNTER_KIND}counter on (~|it)", e)
    if m:   # "for each oil counter on it", "for each counter on ~" (122.1)
        return SourceCounters(m.group(1) or "", on_it=m.group(2) == "it")
    return _this_turn(e, pc, parse_selector) or _cards_in(e, pc, parse_selector)


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
    # "your life total is greater than or equal to your starting life total", "you have at least 7 life more than your
    # starting life total", "your life total is less than or equal to half your starting life total" (103.4, 119)
    m = re.fullmatch(r"your life total is (greater than or equal to|greater than|less than or equal to|less than) "
                     r"(half )?your starting life total|you have at least (\w+) life more than your starting life total", p)
    if m:
        start = StartingLife()
        if m.group(2):   # "half": of an odd total, the life total compared with it rounded down (for "less than or equal")
            if m.group(1) != "less than or equal to":
                return None
            start = Arith("half_down", start)
        n = m.group(3)
        n = (int(n) if n.isdigit() else _NUM_WORDS.get(n)) if n else 0
        if n is None:
            return None
        rel = m.group(1) or "at least"   # life minus the starting total, compared with n
        op = "<=" if rel.startswith("less") else ">="
        n += {"greater than": 1, "less than": -1}.get(rel, 0)
        return GameCompare(Arith("-", LifeOf("you"), start), op, n, describe=p)
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
    m = re.fullmatch(r"(.+) is less than (\w+)", p)
    if m and (m.group(2).isdigit() or m.group(2) in _NUM_WORDS):   # "your devotion to black is less than five" (700.5)
        v = _devotion(m.group(1))
        n = int(m.group(2)) if m.group(2).isdigit() else _NUM_WORDS[m.group(2)]
        if v is not None:
            return GameCompare(v, "<", n, describe=p)
    if p == "you have the city's blessing":   # 702.131c
        return HasBlessing(describe=p)
    if p in ("you control your commander", "you control a commander"):   # lieutenant; Fierce Guardianship (903.3d)
        return ControlsCommander(describe=p, any_player=p.endswith("a commander"))
    m = re.fullmatch(r"it(?:'s| is) (day|night)", p)
    if m:   # 731.1 (726 in the editions of 2021-11-19 to 2023)
        return DayNightIs(m.group(1), describe=p)
    if p == "you have the initiative":   # 726.1
        return HasDesignation("initiative", describe=p)
    m = re.fullmatch(r"your speed is (less than )?(\w+)|you have (max speed)", p)
    if m and (m.group(3) or m.group(2).isdigit() or m.group(2) in _NUM_WORDS):   # 702.179d-f
        n = 4 if m.group(3) else int(m.group(2)) if m.group(2).isdigit() else _NUM_WORDS[m.group(2)]
        return SpeedIs("<" if m.group(1) else "==", n, describe=p)
    if p in ("you're the monarch", "you are the monarch"):   # 725.1 (716.1 in 2016)
        return HasDesignation("monarch", describe=p)
    if p in ("you're not the monarch", "you are not the monarch", "you aren't the monarch"):
        return HasDesignation("monarch", negated=True, describe=p)   # 725.1: another player is, or no player is
    if p in ("you don't have the initiative", "you do not have the initiative"):   # 726.1
        return HasDesignation("initiative", negated=True, describe=p)
    if p in ("an opponent is the monarch", "an opponent has the initiative"):   # 725.1, 726.1: another player of theirs
        return HasDesignation(p.split()[-1], describe=p, who="opponent")
    m = re.fullmatch(r"you(?:'ve| have) (not |n't )?completed (a dungeon|[A-Z][\w' ]+)|you haven't completed "
                     r"(a dungeon|[A-Z][\w' ]+)", p)
    if m:   # 309.7
        what = m.group(2) or m.group(3)
        return HasDesignation("completed", "" if what == "a dungeon" else what,
                              negated=bool(m.group(1) or m.group(3)), describe=p)
    if p in ("it's your turn", "it is your turn"):
        return YourTurn(True, describe=p)
    m = re.fullmatch(r"it(?:'s| is) (?:the (first) combat phase of (the|your) turn|(your|a) (main|combat) phase)", p)
    if m:   # 500.1, 500.8 (PhaseIs)
        return PhaseIs("first_combat" if m.group(1) else m.group(4), yours="your" in (m.group(2), m.group(3)),
                       describe=p)
    if p in ("it's not your turn", "it isn't your turn", "it is not your turn"):
        return YourTurn(False, describe=p)
    if p in ("a creature is attacking you", "you've been attacked this step"):   # 506.3, 508.1
        return AttackedYou(this_step=p.endswith("this step"), describe=p)
    if p == "you have no cards in hand":
        return GameCompare(CardsIn("hand", "you", None, describe="the number of cards in your hand"), "<=", 0, describe=p)
    m = re.fullmatch(r"you have exactly (\w+) cards? in (?:your )?hand", p)
    if m and (m.group(1).isdigit() or m.group(1) in _NUM_WORDS):   # "Activate only if you have exactly seven cards in hand"
        n = int(m.group(1)) if m.group(1).isdigit() else _NUM_WORDS[m.group(1)]
        return GameCompare(CardsIn("hand", "you", None, describe="the number of cards in your hand"), "==", n, describe=p)
    return parse_player_condition(p) or parse_counters_condition(p) or parse_has_more(p)


def fixed(v: Value | None, ctx, w, *, clamp: bool = True) -> int:
    """A value computed once (608.2h); a calculation that would be negative gives 0 (107.1b). A game value the
    scenario does not give is noted unknown (:func:`value_undecided`)."""
    if v is None:
        return 0
    if isinstance(v, Const):
        return v.n
    if isinstance(v, Times):
        return fixed(v.base, ctx, w, clamp=clamp) * v.k
    if isinstance(v, Plus):
        return fixed(v.base, ctx, w, clamp=clamp) + v.n
    state = getattr(ctx, "state", None)
    if state is not None and getattr(v, "dynamic", False):
        reason = value_undecided(v, state, getattr(ctx, "you", None))
        if reason:   # a count of cards the scenario doesn't list: what follows can't be decided (never a guess)
            state.note_unknown(reason)
    n = v.eval(ctx, w)
    return max(0, n) if clamp else n
