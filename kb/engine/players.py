"""Players as objects of the game (102, 103): life, poison counters, the cards they own in each
zone, and whether they have lost (104.3).

A library is an ordered list of cards (top first) and, below them, a number of cards nobody named
(``unknown``): a judge's question rarely cares which cards they are. A named card put on the bottom of a
library that holds unnamed cards goes below them (``under``, top first; 401.4): it is reached only once the
unnamed cards are gone, when it joins the named list. ``unknown=None`` means the
scenario said nothing about the library: drawing then gives an unnamed card and never empties it,
and a question about the library's size cannot be decided.
"""
from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Player"]


@dataclass
class Player:
    name: str
    life: int = 20                       # 103.4: each player starts with 20 life
    poison: int = 0                      # 122.1f
    library: list = field(default_factory=list)   # object ids, top first
    unknown: int | None = None           # unnamed cards under the named ones; None = not said
    under: list = field(default_factory=list)     # named cards below the unnamed ones (top first), ids
    drew_from_empty: bool = False        # 704.5b: attempted to draw from an empty library
    dipped: bool = False                 # had 0 or less life since the last check of state-based actions (704.3)
    lost: str | None = None              # why the player lost (a citation concept), None while playing
    won: bool = False
    life_gained: int = 0                 # this turn
    life_lost: int = 0                   # this turn
    damage_lost: int = 0                 # of it, what damage dealt to the player made them lose (120.3a)
    damage_taken: tuple = (0, 0)         # this turn: (damage dealt to the player, of it combat damage) (120.3)
    spells_cast: int = 0                 # this turn (731.2: day and night)
    counters: dict = field(default_factory=dict)   # energy, experience, ... (122.1)
    hand_known: bool = False             # the scenario listed the hand: no unnamed cards in it
    unlisted: set = field(default_factory=set)   # zones that may hold cards nobody named (Scenario.unlisted)
    pool: dict = field(default_factory=dict)      # mana in the mana pool, by symbol (106.4)
    pool_only: list = field(default_factory=list)  # mana spent only on some things: (symbol, SpendOnly, source, its choices)
    pool_kept: dict = field(default_factory=dict)  # of the pool, mana not lost as steps end until end of combat (702.189a)
    pool_others: dict = field(default_factory=dict)  # other mana of those colours added while it was there (kb.engine.firebending)
    pool_kept_until: str = ""            # when the kept mana is lost again: "combat" (702.189a) or "turn" (kb.engine.firebending)
    taken: int = 0                       # cards that have left the library so far (a shuffle's order matters then)
    drawn: dict = field(default_factory=dict)     # turn -> cards drawn that turn ("the first card you draw each turn")
    dungeon: tuple | None = None         # (dungeon card, room) of the venture marker (309.4); ("?", "?"): not stated
    dungeons_completed: list = field(default_factory=list)   # the dungeons completed this game (309.7)
    ventures: list = field(default_factory=list)   # the dungeon and rooms the scenario says they choose, in order
    outside: list = field(default_factory=list)    # cards the scenario says they own outside the game (400.11a)
    commanders: list | None = None       # the cards their deck designates as commander (903.3); None: not stated
    commander_cards: list = field(default_factory=list)   # their definitions, for their colour identity (903.4)
    commander_casts: int | None = None   # times they've cast a commander from the command zone this game (903.8)
    commander_damage: dict | None = None   # combat damage dealt to them before the steps by each commander, by card
                                           # name (903.10a; kb.engine.commanderdamage); None: not stated
    cast_before: list | None = None      # names of the spells they cast this game before the scenario's steps (601.2i;
                                         # kb.engine.castnamedgame); None: not stated
    ring_tempted: int = 0                # how many times the Ring has tempted them (701.54c)
    ring_bearer: int | None = None       # the object id of their Ring-bearer (701.54a)
    ring_candidates: tuple = ()          # the creatures one of which is the Ring-bearer, when not stated which
    speed: int | None = None             # 702.179b: no speed until a rule or effect sets it (kb.engine.speed)
    speed_stated: bool = False           # the scenario stated it (players: speed: N)
    speed_turn: int | None = None        # the turn the inherent speed trigger last triggered (702.179d: once each turn)
    speed_doubt: str = ""                # why the speed can't be known (kb.engine.speed.speed_answer)

    def __setattr__(self, name, value) -> None:
        """The last unnamed card gone (``unknown`` 0): the cards that were under them are the library's next ones."""
        object.__setattr__(self, name, value)
        if name == "unknown" and value == 0 and self.__dict__.get("under"):
            self.library.extend(self.under)
            self.under.clear()

    def take_unnamed_top(self) -> bool:
        """The top card of the library is one nobody named (none named above it, and the unnamed ones aren't known
        to be used up): book it as gone (``taken``, one unnamed card fewer) and say so; False when it isn't."""
        if self.unknown is not None and self.unknown <= 0:
            return False
        self.taken += 1
        if self.unknown:
            self.unknown -= 1
        return True

    def library_cards(self) -> list:
        """The ids of the named cards of the library (those above the unnamed cards, then those below them)."""
        return self.library + self.under

    def pool_text(self) -> str:
        """The mana in the pool, restricted mana included (106.6: it is in the pool like any other)."""
        n = dict(self.pool)
        for c, *_how in self.pool_only:
            n[c] = n.get(c, 0) + 1
        return "".join("{%s}" % c * k for c in "WUBRGC" for cc, k in n.items() if cc == c and k)

    def pool_size(self) -> int:
        return sum(self.pool.values()) + len(self.pool_only)

    @property
    def in_game(self) -> bool:
        return self.lost is None

    def library_size(self) -> int | None:
        if self.unknown is None:
            return None
        return len(self.library) + self.unknown + len(self.under)
