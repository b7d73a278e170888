"""What happened this turn, as a condition reads it: "if a nonland permanent left the battlefield this turn", "if two
or more nonland permanents entered the battlefield under your control this turn", "if a creature died under your
control this turn", "if a card left your graveyard this turn", "if you discarded a card this turn", "if you cycled
two or more cards this turn" (702.29a), "if ~ dealt
damage to an opponent this turn", "if ~ didn't attack this turn" — an intervening "if" (603.4: checked as the
ability triggers and again as it resolves) or an instruction's "if".

One grammar, ``[how many] WHAT EVENT [under whose control] this turn``, over one word list of events (``EVENTS``),
read from the game's record of the turn (kb.engine.state: ``events``, ``entered_battlefield``,
``left_battlefield``): each object as it was when the event happened (entering: just after, 603.6a; leaving: as it
last existed, 603.10a). When the turn may hold events nobody stated (GameState.history_unstated) a count is a lower
bound: a result only an earlier event could change is "cannot decide", never a guess.
"""
from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from .filters import ALL_ZONES, Ctx
from .text import amount_of
from .versions import can_die
from .gamevalues import GameCondition, turn_events
from .castnamedgame import read_cast_named_this_game

__all__ = ["LastTurnEvents", "parse_last_turn", "TurnEvents", "PutIntoExile", "record_unnamed_exile", "WarpedThisTurn", "DamagedBy", "parse_damaged_by", "parse_history_condition", "parse_turn_events",
           "source_pronoun"]

# the events an object's history may name: the phrase → (kind, zone moved from, zone moved to)
EVENTS = {
    "entered the battlefield": ("entered", None, "battlefield"),
    "entered": ("entered", None, "battlefield"),
    "left the battlefield": ("left", "battlefield", None),
    "died": ("died", "battlefield", "graveyard"),                          # 700.4: a creature
    "was put into a graveyard from the battlefield": ("left", "battlefield", "graveyard"),
    # "your graveyard" / "your hand": the owner's (400.3: a permanent leaving the battlefield goes to its owner's)
    "was put into your graveyard from the battlefield": ("left", "battlefield", "graveyard"),
    "were put into your graveyard from the battlefield": ("left", "battlefield", "graveyard"),
    "was put into your hand from the battlefield": ("left", "battlefield", "hand"),
    "were put into graveyards from the battlefield": ("left", "battlefield", "graveyard"),
    "left your graveyard": ("moved", "graveyard", None),
    "left a graveyard": ("moved", "graveyard", None),
    "was discarded": ("discarded", "hand", None),                          # 701.9a
    "was put into your graveyard from anywhere": ("put", None, "graveyard"),   # cards, whatever zone they came from
    "were put into your graveyard from anywhere": ("put", None, "graveyard"),
    "was put into exile": ("put", None, "exile"),                          # cards, whoever owns them (108.2: no token)
    "were put into exile": ("put", None, "exile"),
}
# what a player did, as cards name it, in the words of this grammar (the wording → the phrase read, the concept of
# the rule that defines it: editions before that rule can't say, kb.engine.concepts)
PLAYER_DID = {
    "you descended this turn": ("a permanent card was put into your graveyard from anywhere this turn", "descend"),  # 700.11
}
# what the source itself did this turn: the phrase → (kind, recipient)
SOURCE_EVENTS = {
    "dealt damage to an opponent": ("damage", "opponent"),
    "dealt combat damage to an opponent": ("combat_damage", "opponent"),
    "dealt damage to a player": ("damage", "player"),
    "dealt combat damage to a player": ("combat_damage", "player"),
    "dealt damage": ("damage", None),
    "dealt combat damage": ("combat_damage", None),
    "attacked": ("attacks", None),                                         # 508.1
    "blocked": ("blocks", None),                                           # 509.1
    "was blocked": ("becomes_blocked", None),                              # 509.1h
    "attack": ("attacks", None),                                           # after "didn't"
    "block": ("blocks", None),
}
_WHOSE = {" under your control": "you", " under an opponent's control": "opponent", "": None}
_PLAYERS = {"you": "you", "an opponent": "opponent", "a player": None}   # who did it: whose cards (owner)
_NUMBERS = {"a": 1, "an": 1, "another": 1, "one or more": 1, "two or more": 2, "three or more": 3, "four or more": 4,
            "five or more": 5, "six or more": 6, "seven or more": 7, "eight or more": 8, "nine or more": 9,
            "ten or more": 10, "no": 1}
_SELF = r"(?:~|this creature|this permanent)"   # "it" is the source only where nothing else can be (source_pronoun)
_EVENTS_RE = "|".join(sorted((re.escape(e) for e in EVENTS), key=len, reverse=True))   # the longest phrase first


@dataclass(frozen=True, slots=True)
class TurnEvents(GameCondition):
    """``n`` or more events of ``kind`` this turn (``none``: fewer than ``n``, "didn't", "no ... died"). For objects
    (``kind`` entered | left | moved | discarded | sacrificed): of ``selector`` (as each was then), from ``frm`` to ``to``, under
    ``whose`` control (entering: as it entered; leaving: as it last existed) or, for a graveyard or a discard, owned
    by ``whose``. For the source (``kind`` damage | combat_damage | attacks | blocks, ``source`` True): what the
    source itself did, ``recipient`` 'opponent' | 'player' | None."""

    kind: str
    n: int = 1
    none: bool = False
    selector: object = None
    frm: str | None = None
    to: str | None = None
    whose: str | None = None
    source: bool = False
    recipient: str | None = None
    describe: str = ""
    rule: str | None = None   # the concept of the rule that defines the words read ("descend", 700.11), or None
    other: bool = False       # "another creature entered …": not the source itself (this object, 400.7)
    owned: bool = False       # ``whose`` of a permanent that left: its owner ("put into your graveyard/hand", 400.3)
    player: str | None = None   # "… to that player": 'that' until bound to the trigger event's player (:meth:`bound`)

    def bound(self, player: str) -> "TurnEvents":
        """"That player" bound to ``player`` (kb.engine.conditions.state_condition_holds: the event's player, 603.2)."""
        return dataclasses.replace(self, player=player)

    @property
    def reads_source(self) -> bool:
        """Whether :meth:`undecided` needs the source (kb.engine.conditions.condition_undecided)."""
        return self.source or self.other

    def count(self, state, you, src_oid=None, work=None) -> int:
        """``work``: the objects as the evaluation asking has them (a static ability's condition is checked within
        the layers, 611.3a); None: as they are now."""
        from .gamevalues import GameView
        if self.source:
            if src_oid is None:
                return 0
            evs, _whole = turn_events(state)
            return sum(self._by_source(e, you, src_oid) for e in evs)
        if self.kind == "cycled":   # "you cycled two or more cards this turn": cards discarded to pay a cycling cost
            evs, _whole = turn_events(state)   # (702.29a, 702.29c; typecycling too, 702.29f), by that player
            return sum(1 for e in evs if e.kind == "cycled" and (self.whose is None or (e.player == you) ==
                                                                (self.whose == "you")))
        ctx = Ctx(state.evaluate().work if work is None else work, None, you, {}, edition=state.edition,
                  game=GameView(state))
        return sum(1 for lk in self._objects(state) if self._fits(lk, ctx, you) and not (self.other and lk.oid == src_oid))

    def _by_source(self, e, you, src_oid) -> int:
        """How much of this condition one event ``e`` of the turn counts for the source (damage dealt to it: the
        amount)."""
        if self.kind == "dealt_to":   # "N or more damage was dealt to it this turn" (120.3)
            return e.amount if e.kind == "damage" and e.obj == src_oid and e.recipient_player is None else 0
        if self.kind == "dealt_player":   # "it has dealt N or more damage to that player this turn" (120.3)
            return e.amount if e.kind == "damage" and e.source == src_oid and e.recipient_player is not None and \
                e.recipient_player == self.player else 0
        return int(self._did(e, you, src_oid))

    def _did(self, e, you, src_oid) -> bool:
        if self.kind in ("attacks", "blocks", "becomes_blocked"):
            return e.kind == self.kind and e.obj == src_oid and not (self.kind == "blocks" and e.amount)
        if e.kind != "damage" or e.source != src_oid or (self.kind == "combat_damage" and not e.combat):
            return False
        if self.recipient == "player":
            return e.recipient_player is not None
        if self.recipient == "opponent":
            return e.recipient_player is not None and e.recipient_player != you
        return True

    def _objects(self, state) -> list:
        """Each object an event of this turn moved as this condition describes, as it was then."""
        t = state.turn
        if self.kind == "entered":
            return [lk for turn, lk in getattr(state, "entered_battlefield", ()) if turn == t]
        if self.kind in ("left", "died"):
            return [lk for turn, lk, zone in getattr(state, "left_battlefield", ())
                    if turn == t and (self.to is None or zone == self.to)]
        evs, _whole = turn_events(state)
        if self.kind == "sacrificed":   # 701.21a: each permanent sacrificed, as it last existed (its controller the player)
            return [e.lki for e in evs if e.kind == "zone" and e.lki is not None and e.cause == "sacrifice" and
                    e.from_zone == "battlefield" and not e.part]
        if self.kind == "put":   # cards put into a zone from anywhere: each card of a melded permanent too (712.21)
            return [e.lki for e in evs if e.kind == "zone" and e.lki is not None and e.to_zone == self.to and
                    (self.frm is None or e.from_zone == self.frm)]
        return [e.lki for e in evs if e.kind == "zone" and e.lki is not None and e.from_zone == self.frm and
                not e.part and (self.kind != "discarded" or e.cause == "discard")]

    def _fits(self, lk, ctx, you) -> bool:
        w = lk.working
        if self.kind == "died" and not can_die(w.types, getattr(ctx, "edition", "9999")):
            return False   # 700.4: "dies" is put into a graveyard from the battlefield (kb.engine.versions, dies_term)
        if self.kind == "put" and getattr(w, "token", False):
            return False   # a token is not a card (111.1)
        if self.whose is not None:
            who = lk.owner if self.kind in ("moved", "discarded", "put") or self.owned else lk.controller
            if (who == you) != (self.whose == "you"):
                return False
        return self.selector is None or self.selector.match(w, ctx)

    def _met(self, state, you, src_oid=None, work=None) -> bool:
        return self.count(state, you, src_oid, work) >= self.n

    def game_holds(self, g, ctx) -> bool:
        g.used = True
        src = getattr(ctx, "src", None)
        return self._met(g.state, ctx.you, getattr(src, "oid", None), getattr(ctx, "work", None)) != self.none

    def undecided(self, state, you, src_oid=None) -> str | None:
        """A lower bound that doesn't settle it: the turn began before the scenario's history and what it states
        doesn't reach ``n`` (for the source's own history, without the source: whenever the history is partial)."""
        if self.player == "that":   # "that player" not bound to the trigger event's player: not known here
            return f"which player \u201cthat player\u201d is in \u201c{self}\u201d is not known"
        if self.rule is not None and not state.rules_have(self.rule):
            return (f"the rules of {state.edition} don't say what \u201c{self}\u201d means (a later rule defines "
                    "it)")
        if not state.history_unstated():
            return None
        if (self.source or self.other) and src_oid is None or not self._met(state, you, src_oid):
            return (f"the question doesn't say what happened in this turn before it began: \u201c{self}\u201d can't be "
                    "decided (it is decided from the next turn on)")
        return None


def record_unnamed_exile(state, player: str) -> None:
    """A card the scenario doesn't name was exiled this turn from ``player``'s library (its top card, unlisted;
    kb.engine.actions_cards): no zone change of an object records it."""
    state.__dict__.setdefault("unnamed_exiled", []).append((state.turn, player))


@dataclass(frozen=True, slots=True)
class PutIntoExile(TurnEvents):
    """"if one or more cards were put into exile this turn" (this grammar: cards, from any zone, no
    token, 108.2). A card the scenario doesn't name exiled this turn (:func:`record_unnamed_exile`) is a card all the
    same, counted for "cards"; for a description of cards ("a creature card") what it is may decide it — then
    "cannot decide", never a guess."""

    def _unnamed(self, state, you) -> int:
        return sum(1 for turn, owner in state.__dict__.get("unnamed_exiled", ()) if turn == state.turn and
                   (self.whose is None or (owner == you) == (self.whose == "you")))

    def count(self, state, you, src_oid=None, work=None) -> int:
        n = TurnEvents.count(self, state, you, src_oid, work)
        return n + (self._unnamed(state, you) if self.selector is None else 0)

    def undecided(self, state, you, src_oid=None) -> str | None:
        why = TurnEvents.undecided(self, state, you, src_oid)
        if why is None and self.selector is not None and self._unnamed(state, you) and not self._met(state, you, src_oid):
            why = (f"a card the scenario doesn't name was exiled this turn: \u201c{self}\u201d can't be decided "
                   "(108.2)")
        return why


@dataclass(frozen=True, slots=True)
class WarpedThisTurn(GameCondition):
    """"a spell was warped this turn" (702.185c): a spell was cast for its warp cost this turn (kb.engine.warp records
    the turns). With this turn's earlier events unstated and none stated, "cannot decide"."""

    describe: str = "a spell was warped this turn"

    def game_holds(self, g, ctx) -> bool:
        g.used = True
        return g.state.turn in g.state.__dict__.get("warped_turns", ())

    def undecided(self, state, you, src_oid=None) -> str | None:
        if not state.rules_have("warp"):
            return f"the rules of {state.edition} don't define warp (702.185, since 2025-07-25)"
        if state.history_unstated() and state.turn not in state.__dict__.get("warped_turns", ()):
            return ("the question doesn't say what happened in this turn before it began: \u201ca spell was warped this "
                    "turn\u201d can't be decided")
        return None


def source_pronoun(phrase: str) -> TurnEvents | None:
    """"if it dealt damage to an opponent this turn", "if 4 or more damage was dealt to it this turn" in a trigger
    whose "it" can only be its source ("When ~ dies", "At the beginning of each end step"): the source's history."""
    te = parse_turn_events(re.sub(r"\bit\b", "~", phrase))
    return te if te is not None and te.source else None


def parse_history_condition(phrase: str, pc=None, parse_selector=None):
    """A condition on this turn's history: what players did (kb.engine.gamevalues.parse_player_history: "if you
    attacked this turn", spells cast when ``parse_selector`` is given) or what objects did (:func:`parse_turn_events`);
    None: neither."""
    from .gamevalues import ThisTurn, parse_player_history
    last = parse_last_turn(phrase, pc, parse_selector)
    if last is not None:
        return last
    game = read_cast_named_this_game(phrase)   # "you've cast another spell named ~ this game" (kb.engine.castnamedgame)
    if game is not None:
        return game
    if phrase.strip() == "a spell was warped this turn":   # 702.185c
        return WarpedThisTurn()
    m = re.fullmatch(r"you(?:'ve| have) cast both (an? .+? spell) and (an? .+? spell) this turn", phrase.strip())
    if m and parse_selector is not None:
        # "if you've cast both a creature spell and a noncreature spell this turn": each kind at least once (601.2i)
        from .conditions import AllOf
        parts = tuple(parse_player_history(f"you've cast {x} this turn", pc, parse_selector) for x in m.groups())
        return AllOf(parts, describe=phrase.strip()) if all(isinstance(x, ThisTurn) for x in parts) else None
    got = parse_player_history(phrase, pc, parse_selector)
    if got is None:   # counters put, tokens created, lands played (kb.engine.turndeeds)
        from .turndeeds import parse_turn_deeds
        got = parse_turn_deeds(phrase, pc, parse_selector)
    if got is None:   # what one opponent did (kb.engine.oneopponent); the sources that dealt you damage
        from .damagesources import parse_damaged_by_sources
        from .oneopponent import parse_one_opponent
        got = parse_one_opponent(phrase, pc, parse_selector, parse_turn_events) or \
            parse_damaged_by_sources(phrase, pc, parse_selector)
    return got if got is not None else parse_turn_events(phrase, pc, parse_selector)


def parse_turn_events(phrase: str, pc=None, parse_selector=None) -> TurnEvents | None:
    """"a nonland permanent left the battlefield this turn", "two or more creatures died under your control this
    turn", "a card left your graveyard this turn", "you discarded a card this turn", "~ dealt damage to an opponent
    this turn", "~ didn't attack this turn" → a TurnEvents; None: not this grammar."""
    p = phrase.strip()
    if p in PLAYER_DID:   # "you descended this turn": the words its rule defines it by (700.11)
        words, rule = PLAYER_DID[p]
        te = parse_turn_events(words, pc, parse_selector)
        return None if te is None else dataclasses.replace(te, describe=p, rule=rule)
    m = re.fullmatch(rf"{_SELF} (didn't |did not )?({'|'.join(SOURCE_EVENTS)}) this turn", p)
    if m:
        kind, recipient = SOURCE_EVENTS[m.group(2)]
        if bool(m.group(1)) != (m.group(2) in ("attack", "block")):
            return None   # "~ didn't attack", "~ attacked"; "didn't deal damage" is not read here
        return TurnEvents(kind, none=bool(m.group(1)), source=True, recipient=recipient, describe=p)
    m = re.fullmatch(rf"{_SELF} has dealt (\w+) or more damage to that player this turn", p)
    if m and amount_of(m.group(1)):   # the damage of each event of the turn the source dealt that player (120.3)
        return TurnEvents("dealt_player", n=amount_of(m.group(1)), source=True, player="that", describe=p)
    m = re.fullmatch(rf"(\w+) or more damage was dealt to {_SELF} this turn", p)
    if m and amount_of(m.group(1)):
        return TurnEvents("dealt_to", n=amount_of(m.group(1)), source=True, describe=p)
    if re.fullmatch(rf"{_SELF} was dealt damage this turn", p):   # any damage at all: 1 or more (120.1)
        return TurnEvents("dealt_to", n=1, source=True, describe=p)
    m = re.fullmatch(r"(you|an opponent|a player) cycled (a card|(\w+ or more) cards) this turn", p)
    if m and (m.group(3) is None or m.group(3) in _NUMBERS):   # 702.29a: a card discarded to pay a cycling cost
        return TurnEvents("cycled", n=_NUMBERS.get(m.group(3) or "a", 0) or 1, whose=_PLAYERS[m.group(1)], describe=p)
    m = re.fullmatch(r"(you|an opponent|a player) discarded (a card|(\w+ or more) cards) this turn", p) or \
        re.fullmatch(r"(you)(?:'ve| have) discarded (a card|(\w+ or more) cards) this turn", p)
    if m:   # 701.9a: the card's owner discarded it
        return TurnEvents("discarded", n=_NUMBERS.get(m.group(3) or "a", 0) or 1, frm="hand",
                          whose=_PLAYERS[m.group(1)], describe=p) if (m.group(3) is None or m.group(3) in _NUMBERS) \
            else None
    if parse_selector is None:   # the selector grammar (kb.engine.parser's) is given by the caller
        return None
    m = re.fullmatch(rf"you(?:'ve| have)? sacrificed ({'|'.join(n for n in _NUMBERS if n not in ('no', 'another'))}) "
                     r"(.+?) this turn", p)
    if m:   # 701.21a: a player sacrifices a permanent they control, moving it to its owner's graveyard
        what = m.group(2)
        sel = None
        if what not in ("permanent", "permanents"):
            from .errors import ParseError
            try:
                sel = parse_selector(what, pc)
            except ParseError:
                return None
        return TurnEvents("sacrificed", n=_NUMBERS[m.group(1)], selector=sel, frm="battlefield", whose="you",
                          describe=p)
    m = re.fullmatch(r"you had (a|an|another|two or more|three or more) (.+?) enter the battlefield under your control this turn", p)
    if m:   # "if you had a land enter the battlefield under your control this turn": the same as "… entered …"
        p = f"{m.group(1)} {m.group(2)} entered the battlefield under your control this turn"
    m = re.fullmatch(rf"({'|'.join(_NUMBERS)}) (.+?)(?: (you|an opponent) controlled)? ({_EVENTS_RE})"
                     rf"( under your control| under an opponent's control)? this turn", p)
    if m is None:
        return None
    kind, frm, to = EVENTS[m.group(4)]
    what = m.group(2)
    if (kind in ("moved", "discarded", "put")) != bool(re.search(r"\bcards?$", what)):
        return None   # a graveyard or a discard moves cards; the battlefield, permanents
    whose = _WHOSE[m.group(5) or ""] or {"you": "you", "an opponent": "opponent"}.get(m.group(3) or "")
    if m.group(3) and m.group(5):
        return None
    owned = bool(re.search(r"\byour (?:graveyard|hand) from the battlefield\b", m.group(4)))
    if owned and (m.group(3) or m.group(5)):
        return None   # "… you controlled was put into your graveyard …": two players' roles (not read here)
    if "your graveyard" in m.group(4) or owned:
        whose = "you"
    sel = None
    if what not in ("card", "cards", "permanent", "permanents"):
        from .errors import ParseError
        try:
            sel = parse_selector(what, pc, default_zone=ALL_ZONES)
        except ParseError:
            return None
        if m.group(1) == "another" and kind != "entered":
            return None   # "another … died": other than which object is the ability's to say (not read here)
    number = _NUMBERS[m.group(1)]
    # "another creature entered … this turn": one other than the source itself (400.7: a new object if it entered again)
    return (PutIntoExile if to == "exile" else TurnEvents)(
        kind, n=number, none=m.group(1) == "no", selector=sel, frm=frm, to=to, whose=whose, describe=p,
        other=m.group(1) == "another", **({"owned": True} if owned else {}))


# who dealt the damage in "dealt damage by X this turn": the phrase → whose damage (the source's own, or that of the
# permanent it is attached to, 303.4m, 301.5)
DEALERS = {"~": "self", "this creature": "self", "enchanted creature": "attached", "equipped creature": "attached"}


@dataclass(frozen=True, slots=True)
class DamagedBy:
    """"a creature dealt damage by ~ this turn", "… by enchanted creature this turn": the objects of ``base`` (a
    selector) that the source itself (``by`` 'self') or the permanent it is attached to (``by`` 'attached') dealt
    damage to this turn — each the object it was then (400.7), read from the game's damage record (120.1). On a turn
    begun before the scenario's history (GameState.history_unstated), an object the record doesn't show damaged is
    "cannot decide", never a guess."""

    base: object
    by: str = "self"
    describe: str = ""

    @property
    def reads(self) -> frozenset:
        return getattr(self.base, "reads", frozenset())

    def match(self, w, ctx) -> bool:
        from .gamevalues import game_of
        g, src = game_of(ctx), ctx.src
        if g is None or src is None or (self.base is not None and not self.base.match(w, ctx)):
            return False
        dealer = src.oid if self.by == "self" else src.attached_to
        if not isinstance(dealer, int) or isinstance(dealer, bool):
            return False
        if g.dealt_damage_this_turn(dealer, w.oid):
            return True
        if g.state.history_unstated():
            g.state.note_unknown(f"the question doesn't say what happened in this turn before it began: whether "
                                 f"{w.name} is {self.describe} can't be decided")
        return False

    def __str__(self) -> str:
        return self.describe


def parse_damaged_by(phrase: str, pc, parse_selector) -> DamagedBy | None:
    """"a creature dealt damage by ~ this turn" → a DamagedBy (the selector grammar, kb.engine.parser's, reads the
    description); None: not this grammar."""
    m = re.fullmatch(rf"(?:a |an )?(.+?) dealt damage by ({'|'.join(DEALERS)}) this turn", phrase.strip())
    if m is None:
        return None
    return DamagedBy(parse_selector(m.group(1), pc), DEALERS[m.group(2)], describe=phrase.strip())


# --- last turn (500.1) ------------------------------------------------------------------------------------------
# "At the beginning of each upkeep, if you had another creature enter the battlefield under your control last turn,
# draw a card.": the same history as "… this turn" (kb.engine.turnevents.TurnEvents, kind 'entered'), of the turn
# before the current one (500.1: turns follow one another; the game keeps one turn of entries more, kb.engine.sba).
#
# The scenario's first turn has no previous turn in its record: there, and in its second turn when the first one's
# earlier history is unlisted, an answer only an unrecorded entry could change is "cannot decide", never a guess.

_LAST = re.compile(r"you had (a|an|another|two or more|three or more) (.+?) enter the battlefield under your control "
                   r"last turn")


@dataclass(frozen=True, slots=True)
class LastTurnEvents(TurnEvents):
    """:class:`TurnEvents` of kind 'entered', counted in the turn before the current one."""

    def _objects(self, state) -> list:
        t = state.turn - 1
        return [lk for turn, lk in getattr(state, "entered_battlefield", ()) if turn == t]

    def undecided(self, state, you, src_oid=None) -> str | None:
        partial = state.turn == 1 or (state.turn == 2 and state.history_unlisted)
        if partial and (self.other and src_oid is None or not self._met(state, you, src_oid)):
            return (f"the question doesn't say what happened in the turn before this one: \u201c{self}\u201d can't be "
                    "decided")
        return None


def parse_last_turn(phrase: str, pc=None, parse_selector=None) -> LastTurnEvents | None:
    """"you had another creature enter the battlefield under your control last turn" → a LastTurnEvents; None for any
    other phrase."""
    m = _LAST.fullmatch(phrase.strip())
    if not m:
        return None
    this = parse_turn_events(f"you had {m.group(1)} {m.group(2)} enter the battlefield under your control this turn", pc,
                             parse_selector)
    if type(this) is not TurnEvents or this.kind != "entered":
        return None
    return LastTurnEvents(**{f: getattr(this, f) for f in TurnEvents.__dataclass_fields__ if f != "describe"},
                          describe=phrase.strip())
