"""The plain data of a resolving spell or ability's instructions (608.2c): :class:`Instruction`, what it acts on
(:class:`Subject`, its target slots :class:`TargetSlot`), its :class:`Cost` and :class:`Condition`, the values read as it
resolves (:class:`ObjectValue` 608.2h, :class:`ThisWay`, :class:`PaidValue` …), and the predefined tokens (111.10).

The types live here, below the readers that build them: :mod:`kb.engine.instructions` (the grammar) and the small
reader modules it calls both import them from here, so that no reader has to reach back up into the grammar
(tests/test_import_layers.py: no circles)."""
from __future__ import annotations

from dataclasses import dataclass, field

from .filters import KIND_OF, Value, unlisted_zone
from .gamevalues import counters_of
from .unnamed import is_unnamed
from .values import ManaCost

__all__ = ["SPELL_ZONE", "CANT_REGENERATE", "TOKEN_KINDS", "TOKEN_BACKS", "TOKEN_COLORS", "role_name", "PaidValue", "RemovedThisWay", "ObjectValue", "LifeTotal", "ThisWay", "VoteCount", "HandSize", "OnePlayersCount", "TargetSlot", "Subject", "YOU", "SELF_SUBJ", "Condition", "Cost", "Instruction"]

SPELL_ZONE = frozenset(("stack",))
# the rules effect "can't be regenerated" a resolved instruction puts on a permanent (701.19c; kb.engine.replacement
# checks it as it destroys)
CANT_REGENERATE = "can't be regenerated"

# 111.10: predefined tokens (their names and abilities are facts of the rules).
_ROLE = "Enchantment — Aura Role"
TOKEN_KINDS = {
    "Treasure": ("Artifact — Treasure", "{T}, Sacrifice ~: Add one mana of any color."),
    "Food": ("Artifact — Food", "{2}, {T}, Sacrifice ~: You gain 3 life."),
    "Clue": ("Artifact — Clue", "{2}, Sacrifice ~: Draw a card."),
    "Gold": ("Artifact — Gold", "Sacrifice ~: Add one mana of any color."),
    "Blood": ("Artifact — Blood", "{1}, {T}, Discard a card, Sacrifice ~: Draw a card."),
    "Powerstone": ("Artifact — Powerstone", "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."),
    "Map": ("Artifact — Map", "{1}, {T}, Sacrifice ~: Target creature you control explores. Activate only as a sorcery."),
    "Incubator": ("Artifact — Incubator", "{2}: Transform ~."),   # a double-faced token (701.53b): its back below
    "Shard": ("Enchantment — Shard", "{2}, Sacrifice ~: Scry 1, then draw a card."),
    "Junk": ("Artifact — Junk", "{T}, Sacrifice ~: Exile the top card of your library. You may play that card this turn. "
                                "Activate only as a sorcery."),
    "Lander": ("Artifact — Lander", "{2}, {T}, Sacrifice ~: Search your library for a basic land card, put it onto the "
                                    "battlefield tapped, then shuffle."),
    "Mutagen": ("Artifact — Mutagen", "{1}, {T}, Sacrifice ~: Put a +1/+1 counter on target creature. Activate only as a "
                                      "sorcery."),
    "Vibranium": ("Artifact — Vibranium", "Indestructible\n{T}: Add {C}. This mana can't be spent to cast a nonartifact "
                                          "spell."),   # 111.10w (2026-08-07)
    "Heartwood": ("Artifact — Heartwood", "{T}: Add {R} or {G}."),   # 111.10x (2026-09-25): red and green, below
    # Role tokens (111.10j-r): colorless Aura Role enchantments with enchant creature, each named its kind's first
    # word(s) ("a Cursed Role token … named Cursed"; role_name)
    "Cursed Role": (_ROLE, "Enchant creature\nEnchanted creature has base power and toughness 1/1."),
    "Monster Role": (_ROLE, "Enchant creature\nEnchanted creature gets +1/+1 and has trample."),
    "Royal Role": (_ROLE, "Enchant creature\nEnchanted creature gets +1/+1 and has ward {1}."),
    "Sorcerer Role": (_ROLE, "Enchant creature\nEnchanted creature gets +1/+1 and has \"Whenever this creature attacks, "
                             "scry 1.\""),
    "Virtuous Role": (_ROLE, "Enchant creature\nEnchanted creature gets +1/+1 for each enchantment you control."),
    "Wicked Role": (_ROLE, "Enchant creature\nEnchanted creature gets +1/+1.\nWhen ~ is put into a graveyard from the "
                           "battlefield, each opponent loses 1 life."),
    "Young Hero Role": (_ROLE, "Enchant creature\nEnchanted creature has \"Whenever this creature attacks, if its "
                               "toughness is 3 or less, put a +1/+1 counter on it.\""),
}


# the colours of the predefined tokens that have any (111.10x: "a red and green Heartwood artifact token"): a colour
# indicator of the rules' words (the others are colorless, 111.10a-w)
TOKEN_COLORS = {"Heartwood": ("R", "G")}


def role_name(kind: str) -> str:
    """A predefined token's name (111.10): its kind's, but a Role's without the word Role ("named Cursed", 111.10j)."""
    return kind[:-len(" Role")] if kind.endswith(" Role") else kind
# the back faces of the double-faced predefined tokens (701.53b: "a 0/0 colorless Phyrexian artifact creature named
# Phyrexian Token")
TOKEN_BACKS = {"Incubator": {"name": "Phyrexian Token", "type_line": "Artifact Creature — Phyrexian", "power": "0",
                             "toughness": "0"}}


# --- numbers ----------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PaidValue(Value):
    """A characteristic of an object used to pay a cost: "the sacrificed creature's power" (707.10:
    a copy uses the objects that paid for the original; 608.2h: their last known information)."""

    cost: str          # 'sacrifice' | 'discard' | 'exile' | 'tap'
    attr: str          # 'power' | 'toughness' | 'mana_value'
    phrase: str = ""
    dynamic = True
    reads = frozenset()

    def paid_objects(self, ctx) -> list:
        """The objects that paid the cost, each as it last existed: this resolution's (``paid_now``) or the spell's."""
        paid = getattr(ctx, "paid", None) or {}
        return (getattr(ctx, "paid_now", None) or {}).get(self.cost) or paid.get(self.cost) or []

    def eval(self, ctx, w) -> int:
        objs = self.paid_objects(ctx)
        if not objs:
            return 0  # nothing was paid that way: 107.2's 0 for a number that can't be determined
        lki = objs[0]
        state = getattr(ctx, "state", None)
        if is_unnamed(lki.working.obj.card) and state is not None:   # 608.2h: as it last existed, which is hidden
            state.note_unknown(f"{self} can't be known: {lki.alias} is a card the scenario doesn't name")
            return 0
        if self.cost == "tap" and state is not None:   # 608.2h: a tapped creature still there is read as it is now
            o = state.objects.get(getattr(lki, "oid", None))
            now = state.evaluate().get(o.oid) if o is not None and o.zone == "battlefield" else None
            if now is not None:
                return _attr(now, self.attr)
        return _attr(lki.working, self.attr)

    def __str__(self) -> str:
        if self.phrase:
            return self.phrase
        noun = {"sacrifice": "sacrificed", "discard": "discarded", "exile": "exiled", "tap": "tapped"}[self.cost]
        return f"the {noun} object's {self.attr.replace('_', ' ')}"


@dataclass(frozen=True, slots=True)
class RemovedThisWay(Value):
    """"the number of +1/+1 counters removed this way", "for each elixir counter removed this way": the counters of a
    kind (every kind when "") that the costs of this spell or ability ("{T}, Remove all +1/+1 counters from ~: …";
    a copy keeps them, 707.10) and its instructions so far removed (122.8)."""

    kind: str = ""
    dynamic = True
    reads = frozenset()

    def eval(self, ctx, w) -> int:
        removed = getattr(ctx, "removed", None) or {}
        return sum(removed.values()) if not self.kind else removed.get(self.kind, 0)

    def __str__(self) -> str:
        return f"the number of {self.kind + ' ' if self.kind else ''}counters removed this way"


@dataclass(frozen=True, slots=True)
class ObjectValue(Value):
    """A characteristic of an object the instruction names ("its power", "that creature's
    toughness", "~'s power"): read as it resolves, from last known information if it left (608.2h)."""

    subject: object    # Subject
    attr: str
    dynamic = True
    reads = frozenset()

    def eval(self, ctx, w) -> int:
        look = getattr(ctx, "look", None)
        if look is None:
            return 0
        got = look(self.subject)
        if got is None:
            return 0
        return _attr(got, self.attr)

    def __str__(self) -> str:
        if self.attr.startswith("counters:"):
            kind = self.attr.split(':', 1)[1]
            return f"the number of {kind + ' ' if kind else ''}counters on {self.subject.text or 'it'}"
        return f"its {self.attr.replace('_', ' ')}"


@dataclass(frozen=True, slots=True)
class LifeTotal(Value):
    """"your life total", "their life" (119.1): a player's life total as the instruction is applied (608.2h); ``of``
    is the one player the words name ("that player", "target opponent", each player in turn after "Each player")."""

    player: str = "you"
    of: object = None     # Subject: the one player the words name; None: ``player``
    dynamic = True
    reads = frozenset()

    def eval(self, ctx, w) -> int:
        fn = getattr(ctx, "life_of", None)
        if self.of is not None:
            find = getattr(ctx, "player_of", None)
            who = find(self.of) if find is not None else None
            named = getattr(ctx, "life_named", None) or fn   # the player's name as found, not the word "you" again
            return named(who) if named and who is not None else 0   # no such player (an illegal target): 0 (107.2)
        return fn(self.player) if fn else 0

    def __str__(self) -> str:
        return f"{self.of.text} life" if self.of is not None else "your life total"


@dataclass(frozen=True, slots=True)
class ThisWay(Value):
    """"the life lost this way" (119.3), "the damage dealt this way" (120.3): what the earlier instructions of this
    resolution did, as it happened (after replacement and prevention)."""

    what: str             # 'life_lost' | 'damage_dealt'
    dynamic = True
    reads = frozenset()

    def eval(self, ctx, w) -> int:
        if self.what == "damage_dealt":
            return getattr(getattr(ctx, "item", None), "dealt", 0) or 0
        return getattr(ctx, "life_lost", 0) or 0

    def __str__(self) -> str:
        return f"the {self.what.replace('_', ' ')} this way"


@dataclass(frozen=True, slots=True)
class VoteCount(Value):
    """"for each strength vote" (701.38a): the votes the option got in the vote this resolution held (0 before it)."""

    option: str
    dynamic = True
    reads = frozenset()

    def eval(self, ctx, w) -> int:
        return ((getattr(ctx, "chosen", None) or {}).get("votes") or {}).get(self.option, 0)

    def __str__(self) -> str:
        return f"the number of {self.option} votes"


@dataclass(frozen=True, slots=True)
class HandSize(Value):
    """"the number of cards in your hand", "… in that player's hand", "… in target opponent's hand" (402.1): counted
    as the instruction is applied (608.2h); a hand the scenario doesn't list makes what follows "cannot decide"."""

    player: str = "you"
    of: object = None     # Subject: the one player the words name ("that player", "target opponent")
    dynamic = True
    reads = frozenset()

    def eval(self, ctx, w) -> int:
        fn = getattr(ctx, "hand_of", None)
        return fn(self.of if self.of is not None else self.player) if fn else 0

    def __str__(self) -> str:
        return f"the number of cards in {self.of.text}'s hand" if self.of is not None else "the number of cards in your hand"


@dataclass(frozen=True, slots=True)
class OnePlayersCount(Value):
    """"for each tapped creature target opponent controls", "equal to the number of lands that player controls", "for
    each creature card in their graveyard" (109.4, 404.1, 402.1): the objects of a description that one player the
    instruction names (a target player, the player of the trigger event) controls, or owns in a zone, counted as
    the instruction is applied (608.2h). No such player (an illegal target): 0 (107.2). A zone the scenario leaves
    unlisted makes what follows "cannot decide"."""

    selector: object      # what counts (its controller or owner is the player named)
    of: object            # Subject: the one player ("target opponent", "that player", "they")
    zone: str = "battlefield"
    kind: str = ""        # "basic land type among lands they control": how many kinds (filters.KIND_OF), not objects
    dynamic = True
    reads = frozenset()

    def eval(self, ctx, w) -> int:
        those = self.objects(ctx)
        if those is None:
            return 0
        if self.kind:   # 305.6, 205.2a, 105.1: the different kinds among them
            return len(set().union(*(KIND_OF[self.kind](x) for x in those)))
        return len(those)

    def objects(self, ctx) -> list | None:
        """The working objects described that the one player controls (or owns in the zone), as they are now; None
        when no such player is found (an illegal target: what counts them is 0, 107.2)."""
        fn = getattr(ctx, "player_of", None)
        player = fn(self.of) if fn is not None else None
        state = getattr(ctx, "state", None)
        if player is None and self.of.kind == "each" and state is not None and getattr(ctx, "each", None) is None:
            # "they" of "each player" read where no one player is considered: never a guessed 0
            state.note_unknown(f"\u201c{self}\u201d: the engine counts it for no one player here")
        if player is None:
            return None
        if state is not None and self.zone != "battlefield":
            ps = state.player(player)
            if self.zone in ps.unlisted:
                state.note_unknown(unlisted_zone(player, self.zone, self))
            elif self.zone == "hand" and not ps.hand_known:
                state.note_unknown(f"the scenario does not list {player}'s hand (players: hand: [...]): "
                                   f"\u201c{self}\u201d can't be counted")
        whose = "controller" if self.zone == "battlefield" else "owner"
        return [x for x in ctx.work.values() if x.zone == self.zone and getattr(x, whose) == player
                and self.selector.match(x, ctx)]

    def __str__(self) -> str:
        where = f"{self.of.text} controls" if self.zone == "battlefield" else f"in {self.of.text}'s {self.zone}"
        among = f"{self.kind.replace('_', ' ')}s among " if self.kind else ""
        return f"the number of {among}{self.selector} {where}"


def _attr(w, attr: str) -> int:
    if getattr(w, "halves", None):
        # a split card with two sets of characteristics gives two answers (2007's 505.5): an amount is
        # each of them in turn ("1, and 4": five tokens)
        return sum(_attr(h, attr) for h in w.halves)
    if attr == "power":
        return w.power or 0
    if attr == "toughness":
        return w.toughness or 0
    if attr == "mana_value":
        return w.mana_value
    if attr == "loyalty":
        return int(w.loyalty or 0)
    if attr.startswith("counters:"):   # "the number of +1/+1 counters on ~" (122.1), as it last existed (608.2h)
        return counters_of(w, attr.split(":", 1)[1])
    raise ValueError(attr)


# --- targets, subjects, conditions, costs ---------------------------------------------------------
@dataclass(frozen=True)
class TargetSlot:
    """One target of a spell or ability (115.1). ``selector`` describes the objects it may be (or
    None), ``players`` which players ('any', 'opponent', 'you' or None). Slots sharing ``word``
    come from one instance of the word "target": they can't name the same object twice (601.2c)."""

    phrase: str
    selector: object = None
    players: str | None = None
    word: int = 0
    # objects on the stack: 'spell' | 'either' (spell or ability) | 'ability' (activated or triggered) |
    # 'activated' | 'triggered'
    spell_or_ability: str | None = None
    requires: str | None = None           # 'kicked': only if the kicker cost was paid (601.2c)
    optional: bool = False                # "up to one target"
    # a variable number of targets (601.2c): 'any' ("any number of target ..."), 'x' ("X target ..."),
    # 'each_opponent' / 'each_player' ("For each opponent, ... target ... that player controls": one
    # slot per player); the count is announced as the spell is cast (see kb.engine.targeting)
    variable: str | None = None
    for_player: str | None = None         # the player whose objects this slot may be ("that player")
    whose: str = ""                       # how: 'controls' (a permanent) or 'graveyard' (a card they own)
    single_target: bool = False           # "target spell with a single target": a spell with one target (115.7a)
    # "Whenever ~ deals combat damage to a player, destroy target artifact that player controls": "that player" is the
    # trigger event's player (603.2), bound as the ability is put on the stack (kb.engine.sba: ``for_player``)
    event_player: bool = False
    # "Whenever equipped creature attacks, tap target creature defending player controls": the defending player of the
    # attacking creature the trigger event names (508.5), bound like ``event_player`` (kb.engine.sba)
    event_defending: bool = False
    single_graveyard: bool = False        # "target cards from a single graveyard": every target of it in one (601.2c)
    player_slot: int | None = None        # "… that player controls": the earlier "target player" slot (kb.engine.thatplayertarget)
    # "… to any target and 1 damage to any other target", "another target", "a third target": none of the objects or
    # players chosen for the words "target" before it (115.3 lets one be chosen once per word; "other" forbids it)
    distinct: bool = False
    # "two target permanents that share a card type": the objects chosen for this word "target" must have a card type
    # ('card type') or a permanent type ('permanent type') in common (kb.engine.sharedtargets)
    shares: str | None = None
    # "target opponent chosen at random": the target is chosen at random as the ability is put on the stack (the
    # scenario states the result, as any target; unstated, it is asked for), never chosen by a player (603.3d)
    at_random: bool = False


@dataclass(frozen=True)
class Subject:
    """What an instruction acts on or reads: ``target`` (slots ``slots``), ``self`` (the source, ~),
    ``selector`` (every matching object as it resolves), ``prev`` (the previous instruction's
    subject, "it"), ``you``, ``players`` (``who``: each player / each opponent), ``paid`` (the
    object paid for a cost), ``event`` (the object of the trigger event), ``controller_of`` /
    ``owner_of`` (``of``: another subject), ``chosen`` (chosen as it resolves: "sacrifice a
    creature"), ``union`` (``parts``), ``blocking`` (the creatures blocking the source, 509.1h), ``looked`` (the
    cards looked at; ``of="battlefield"``: "that creature", the permanent this effect put one onto the battlefield
    as, 400.7j)."""

    kind: str
    slots: tuple = ()
    selector: object = None
    who: str | None = None
    of: object = None
    parts: tuple = ()
    cost: str | None = None
    text: str = ""
    least: str | None = None   # picked: only those tied for the least of this attribute among the matches (701.39a)


YOU = Subject("you", text="you")
SELF_SUBJ = Subject("self", text="~")


@dataclass(frozen=True)
class Condition:
    """A condition of an instruction: ``kicked``, ``mana`` (a colour was spent, 707.10 example 3),
    ``did`` (the previous optional action was done: "if you do"), ``exists`` (``selector``),
    ``life_at_least`` (``n``), ``counters_none`` (the event object had no counters of ``kind`` when
    it was last on the battlefield: undying, persist), ``not`` (``inner``), ``paid`` (an optional
    additional cost was paid), ``is`` (a subject matches a selector)."""

    kind: str
    value: object = None
    selector: object = None
    subject: object = None
    n: int = 0
    inner: object = None
    text: str = ""


@dataclass(frozen=True)
class Cost:
    """One part of a total cost (118, 601.2f, 602.2b): ``mana`` (``mana``: a ManaCost), ``tap``,
    ``untap``, ``sacrifice`` / ``discard`` / ``exile`` / ``return`` (``subject``, ``n``),
    ``life`` (``n``), ``energy`` (``n``, 107.14), ``remove_counters`` / ``put_counters`` (``kind``, ``n``; ``any_number``: chosen as it is paid), ``loyalty``
    (``n``, may be negative; X as ``x``), ``mana_of_paid`` (the mana cost of the card paid with just before:
    "exile a creature card from your graveyard and pay its mana cost"). ``zone`` is where the cards paid with
    come from ("from your graveyard"), ``random`` a discard at random (701.9b)."""

    kind: str
    mana: ManaCost | None = None
    subject: object = None
    n: int = 1
    counter: str = ""
    x: bool = False
    optional: bool = False
    text: str = ""
    zone: str = ""
    random: bool = False
    any_number: bool = False   # "Remove any number of storage counters from ~": the number chosen as it is paid
    total_power: int = 0       # "Tap any number of … with total power N or greater" (saddle, 702.171a): at least N
    options: tuple = ()        # ``either``: "sacrifice a creature or pay {3}": the costs of which one is paid (601.2b)
    materials: bool = False    # craft's materials (702.167a): from among permanents you control and/or cards in your
                               # graveyard (kb.engine.craft); with ``any_number``, ``n`` is the least


@dataclass
class Instruction:
    """One thing a resolving spell or ability does (608.2c)."""

    kind: str
    subject: Subject | None = None
    ops: tuple = ()                  # continuous: one operation per layer it touches
    duration: str = "indefinite"
    rules: bool = False
    amount: object = None            # Value
    source: Subject | None = None    # damage: who deals it
    condition: Condition | None = None
    alternatives: list = field(default_factory=list)   # damage: [(Condition, Value, part, "to …")]: "... instead"
    opts: dict = field(default_factory=dict)
    counter: tuple = ()              # (kind, n) for counters (kept for the first engine's callers)
    choice_needed: tuple = ()
    optional: bool = False           # "you may ..."
    text: str = ""
