"""The game state: players, objects in zones, the stack, continuous effects, timestamps (613.7),
last known information, and the events actions produce.

One central :class:`GameState`, in the spirit of python-chess's ``Board``: actions change it and
:meth:`GameState.evaluate` runs the layer system (:mod:`kb.engine.layers`) to give every object's
characteristics. The actions live in one module per concern, mixed into this class:

- zones, identity and last known information: here (400.7: a moved object is a new object);
- casting, activating, copying, the stack and resolution: :mod:`kb.engine.stack` (601, 602, 608, 707.10);
- what resolving instructions do: the interpreter in :mod:`kb.engine.actions` (608.2c), with damage and
  prevention in :mod:`kb.engine.actions_damage`, hands and libraries in :mod:`kb.engine.actions_cards`, life in
  :mod:`kb.engine.actions_life`, tokens and counters in :mod:`kb.engine.actions_tokens`, what the words refer to
  in :mod:`kb.engine.actions_subjects` and conditions in :mod:`kb.engine.actions_conditions`;
- state-based actions and putting triggered abilities on the stack: :mod:`kb.engine.sba` (704, 603.3).

Every action is logged in ``log`` with the rules that govern it (as citation concepts, see
:mod:`kb.engine.trace`).
"""
from __future__ import annotations

import re
from contextlib import contextmanager

from .text import player_poss as _poss
from .versions import rule as version_of
from .specialcounters import stun_instead_of_untap
from .budget import charge
from .eachplayerword import check_each_player_word
from .whilecounter import COUNTER_DURATION, counter_duration_holds
from .countersremoved import EVENT as COUNTERS_OFF
from .enterslife import enters_losing_life
from .escapeinstead import escape_instead_count
from .copychoice import unstated_copy
from .abilities import EntersAsCopy, EntersChoice, EntersExile, EntersPayOrTapped, EntersTapped, EntersWithCounters
from .actions import ActionsMixin
from .actions_damage import DamageActions
from .actions_cards import CardActions
from .actions_life import LifeActions
from .actions_tokens import TokenActions
from .actions_subjects import SubjectActions
from .actions_conditions import ConditionActions
from .combat import CombatMixin
from .daynight import DayNightMixin
from .derivedreach import grown as _grown  # noqa: F401, E402 - registers with kb.engine.unknowns.GROWERS
from .facedown import FaceDownMixin, mark_face_down
from .meld import MeldMixin
from .mutate import MutateMixin
from .phasing import PhasingMixin
from .storm import StormMixin
from .suspend import SuspendMixin
from .ninjutsu import NinjutsuMixin
from .looking import LookMixin
from .leaving import LeavingMixin
from .replacement import ReplacementMixin
from .effects import UNTIL_CAST_FROM_EXILE, ContinuousEffect, CopyOp
from .errors import EngineError
from .words import said_none
from .gamevalues import game_key
from .incremental import IncrementalEvaluation  # noqa: F401 (registers the incremental evaluation in layers)
from .layers import Snapshot, evaluate
from .objects import SINGLE_CARD_LAYOUTS, CardDef, Counter, GameObject, LastKnown, Working
from .players import Player
from .profiles import Profile, profile_for
from .sba import SBAMixin
from .stack import StackMixin
from .thisway import record
from .trace import Trace
from .triggers import Event, is_read_ahead
from .upkeep import UpkeepMixin
from .turns import TurnsMixin
from .values import COLOR_NAMES, color_of

__all__ = ["GameState", "EngineError", "describe"]

ZONE_NAMES = ("battlefield", "graveyard", "hand", "library", "stack", "exile", "command")


class GameState(StackMixin, FaceDownMixin, ActionsMixin, DamageActions, CardActions, LifeActions, TokenActions, SubjectActions, ConditionActions, CombatMixin, ReplacementMixin, SBAMixin, MeldMixin, MutateMixin, DayNightMixin, PhasingMixin,
                StormMixin, LeavingMixin, SuspendMixin, NinjutsuMixin, TurnsMixin, LookMixin, UpkeepMixin):
    def __init__(self, edition: str, players=("you", "opponent"), profile: Profile | None = None):
        self.edition = edition
        self.profile = profile or profile_for(edition)
        if not players:
            raise EngineError("a game needs at least one player")
        names = [p if isinstance(p, str) else p.get("name") for p in players]
        if len(set(names)) != len(names):
            raise EngineError(f"two players share a name: {', '.join(names)}")
        self.players = list(names)
        self.player_state: dict[str, Player] = {n: Player(n) for n in names}
        self.active = self.players[0]
        self.objects: dict[int, GameObject] = {}
        self.effects: list[ContinuousEffect] = []
        self.clock = 0
        self.turn = 1
        self.step = "main1"
        self.acting = None                    # the acts of the instruction being applied (kb.engine.thisway), or None
        self.history_unlisted = False         # the first turn began with events nobody stated (Scenario.unlisted 'history')
        self.static_cache: dict = {}
        self.aliases: dict[str, int] = {}
        self.assumed: list[str] = []          # choices the scenario leaves open, answered one way (said in the notes)
        self.log = Trace()
        self.lki: dict[int, LastKnown] = {}        # 608.2h: every object that left a zone, as it last was
        self.stack: list = []                      # StackItem, top last (405.2)
        self.pending: list = []                    # triggered abilities waiting for a player to get priority (603.3)
        self.play_permissions: list = []           # "you may play those cards" (kb.engine.looking), until they end
        self.delayed: list = []                    # delayed triggered abilities (603.7)
        self.events: list[Event] = []
        self.unknowns: list = []                   # what the engine could not model and when (kb.engine.unknowns)
        self.searched_out: set = set()             # library cards a search just found (701.23a): chosen, not random
        self.choices: dict = {}                    # standing choices for the next actions (targets of triggers, ...)
        self.outcomes: dict[str, list] = {}        # alias → [(what, outcome)] of spells and abilities
        self.game_over: str | None = None
        self.activations: dict = {}                # (object, ability, turn) → times activated (602.5b)
        self.combat = None                         # kb.engine.combat.Combat during the combat phase
        self.replacements: list = []               # replacement and prevention effects from resolutions (614, 615)
        self.prevented_more: dict = {}             # prevention effects with an additional effect in this damage event (615.5)
        self._in_damage_event = False
        self._damage_event_no = 0   # which damage event is being dealt (a "next time" effect spent by it, 615.8)
        self.unpreventable_damage = False           # the damage being dealt "can't be prevented" (615.12)
        self.indestructible_noted: set = set()     # (object, damage) already said to survive lethal damage
        self.rule_effects: list = []               # "Damage can't be prevented this turn." and the like (101.2)
        self.shuffle_after: set = set()            # libraries a replacement shuffles a card into (614.1a)
        self.attacked_with: dict = {}              # (player, turn) → [LastKnown] of the creatures declared attacking
        self.damage_dealt: set = set()             # (turn, source oid or None, recipient oid): "dealt damage [by ~] this turn"
        self.left_battlefield: list = []           # (turn, LastKnown, zone): "if a creature died this turn" (603.4)
        self.entered_battlefield: list = []        # (turn, LastKnown just after): "if a planeswalker entered ... this turn"
        self._entering: frozenset = frozenset()     # objects entering the battlefield in the event being performed
        self.entering_cards: frozenset = frozenset()   # their card ids (kb.engine.enterscounteron: entering together, 614.12a)
        self.entering_before: dict = {}   # card id -> its view before that event (without_entering_together)
        self.successors: dict = {}                 # oid → the new object(s) it became in a public zone (400.7j, 712.21c)
        self.detached_from: dict = {}              # Aura oid → the permanent whose leaving left it unattached (400.7f)
        self.day_night: str | None = None          # 731.1: 'day' | 'night' once it has become one, None before
        self.prev_turn_spells: int | None = None   # spells the previous turn's active player cast (731.2)
        self.prev_turn_casts: dict | None = None   # player → spells cast in the previous turn (None: before the scenario)
        self.prev_turn_partial = False             # those counts are lower bounds (history_unstated in that turn)
        self.turn_life_lost: dict = {}             # player → life lost this turn, kept at each cleanup (514.2)
        self.prev_turn_life_lost: dict | None = None   # player → life lost in the previous turn ("last turn")
        self.turn_damage_lost: dict = {}           # of it, the life lost to damage (before 2007-05-01 not a loss)
        self.prev_turn_damage_lost: dict = {}
        self.until_returns: list = []              # 610.3: {source, cards, label}: cards exiled until the source leaves
        self.unsaid_trigger_sizes: list[int] = []  # 603.3b: how many abilities each unsaid order put on the stack at once
        self._oid = 0
        self._card_ids = 0
        self._sid = 0
        self._version = 0
        self._snap: tuple[int, Snapshot] | None = None
        self._batch: list | None = None
        self._batch_before: Snapshot | None = None
        self._moments = 0                          # events so far, for when objects entered their zones together

    # --- bookkeeping ---------------------------------------------------------------------------------
    def tick(self) -> int:
        """A new timestamp (613.7)."""
        self.clock += 1
        return self.clock

    def _changed(self) -> None:
        """Something that can change characteristics happened: the next evaluation runs the layers."""
        charge()
        self._version += 1
        self._expire()

    def _touched(self) -> None:
        """Something that changes no characteristic happened (damage, life, tapping, the stack)."""
        charge()
        self._expire()

    def _expire(self) -> None:
        """611.2b: an effect "for as long as ..." ends for good once its duration ends."""
        if self.play_permissions:   # "you may play that card for as long as you control ~" (kb.engine.impulse)
            from .impulse import expire_permissions
            expire_permissions(self)
        if not any(e.duration.startswith("while:") for e in self.effects):
            return
        keep = []
        for e in self.effects:
            if e.duration.startswith("while:") and not self._while_holds(e):
                self.log.add(f"{e.label}: its \u201cfor as long as\u201d duration is over, so the effect ends",
                             "as_long_as", indent=1, kind="step")
                continue
            keep.append(e)
        if len(keep) != len(self.effects):
            self._version += 1
        self.effects = keep

    def _while_holds(self, e: ContinuousEffect) -> bool:
        from .cipher import encoded_holds
        held = encoded_holds(self, e)   # "for as long as this card is encoded on that creature" (702.99a, 702.99c)
        if held is not None:
            return held
        if e.duration.startswith(COUNTER_DURATION):   # "for as long as it has a feather counter on it" (611.2b)
            return counter_duration_holds(self, e)
        if e.duration.startswith(UNTIL_CAST_FROM_EXILE + ":"):
            return self._not_yet_cast_from_exile(e)
        src = self.objects.get(e.source) if e.source is not None else None
        if src is None or src.zone != "battlefield":
            return False  # the source left: a new object if it returns (400.7)
        kind = e.duration.split(":", 1)[1]
        if kind == "source_tapped":
            return src.tapped
        if kind == "source_controlled":
            # the controller now, after control-changing effects (613.1b): "for as long as you control ~" ends
            # when another player gains control of ~, not only when it leaves (611.2b)
            w = self.evaluate().get(src.oid)
            return (w.controller if w is not None else src.controller) == e.you
        return True

    def _not_yet_cast_from_exile(self, e: ContinuousEffect) -> bool:
        """"… until ~ is cast from exile" (611.2b): the effect lasts while that card is in exile; a card moves from
        exile to the stack only by being cast (601.2a), which ends it. A card that left exile another way is a new
        object (400.7) that can't be cast from exile as that card: whether the effect then lasts is not modelled, and
        every answer it could change is "cannot decide" (noted once)."""
        oid = int(e.duration.rsplit(":", 1)[1])
        if oid in self.objects and self.objects[oid].zone == "exile":
            return True
        was = self.lki.get(oid)
        now = [o for o in self.objects.values() if was is not None and o.card_id == was.card_id]
        if not now:
            return True   # still moving: the new object it becomes is not made yet
        if any(o.zone == "stack" for o in now):
            return False
        if e.key not in self.__dict__.setdefault("_left_exile_noted", set()):
            from .unknowns import scope_of
            self._left_exile_noted.add(e.key)
            self.note_unknown(f"{e.label}: the card it waits for left exile without being cast; whether the effect "
                              f"still lasts is not modelled ({self.rule_no('duration_stated')})", scope_of(e.label))
        return True

    # A check for the engine's own bookkeeping (tests): every evaluation from scratch, no snapshot reused, so
    # an action that changed an object without saying so (``_changed``) shows as a different answer.
    fresh_evaluations = False

    def evaluate(self, trace: bool = False) -> Snapshot:
        """Run the layer system over the current state (613.1)."""
        if self.fresh_evaluations:
            snap = evaluate(self, Trace() if trace else None, incremental=False)
            from .early import check_early_rules
            check_early_rules(self, snap)
            return snap
        if not trace and self._snap is not None and self._snap[0] == self._version and \
                (self._snap[1].game_key is None or self._snap[1].game_key == game_key(self)):
            return self._snap[1]   # (a snapshot that read life totals or libraries: only while they are the same)
        previous = self._snap[1] if self._snap is not None else None   # recompute only what changed since
        snap = evaluate(self, Trace() if trace else None, previous=previous)
        from .early import check_early_rules
        check_early_rules(self, snap)   # what 418.5 before 2005-10-01 leaves open (counters among P/T effects, copies)
        if not trace:
            self._snap = (self._version, snap)
        return snap

    # --- looking things up ---------------------------------------------------------------------------
    def obj(self, ref) -> GameObject:
        if isinstance(ref, GameObject):
            return ref
        if isinstance(ref, int) and not isinstance(ref, bool) and ref in self.objects:
            return self.objects[ref]   # (a yes/no is no object: ``tap: true`` names nothing)
        oid = self.aliases.get(str(ref))
        if oid is None or oid not in self.objects:
            if oid is not None and oid in self.lki:
                raise EngineError(f"{ref!r} no longer exists (it was a {self.lki[oid].zone} object; "
                                  f"tokens and copies cease to exist outside their zone, {self.rule_no('token_cease')}, 707.10a)")
            known = ", ".join(sorted(a for a, i in self.aliases.items() if i in self.objects)) or "none"
            raise EngineError(f"no object called {ref!r} (known: {known})")
        return self.objects[oid]

    def objs_distinct(self, refs, pool) -> list:
        """The objects a list of names picks from ``pool`` (object ids), one each: a card name given twice
        ("discard: [Grizzly Bears, Grizzly Bears]") picks two cards of that name, the one so called first, then the
        next of the pool with that name (``Grizzly Bears #2``); a name with no object left in the pool is the object
        :meth:`obj` finds (the caller checks it is in the pool)."""
        out: list = []
        for ref in refs:
            o = self.obj(ref)
            if o.oid in out:
                o = next((self.objects[i] for i in pool if i not in out and i in self.objects
                          and self.objects[i].card.name == o.card.name), o)
            out.append(o.oid)
        return [self.objects[i] for i in out]

    def find(self, ref) -> GameObject | None:
        try:
            return self.obj(ref)
        except EngineError:
            return None

    def has(self, ref) -> bool:
        return str(ref) in self.aliases

    def history_unstated(self) -> bool:
        """Whether this turn may hold events nobody stated: the scenario's first turn when it leaves its earlier
        history unlisted (``unlisted: [history]``; what ``kb ask`` writes for a question). Without that, the steps
        are the turn's whole history. A count of this turn's events is then a lower bound, and a result only an
        earlier event could change is "cannot decide"."""
        return self.turn == 1 and self.history_unlisted

    def may_predate_question(self, oid: int) -> bool:
        """Whether the object ``oid`` may have been there in this turn's unstated history (history_unstated): it
        existed before the question's first step that isn't its starting board (kb.engine.scenario marks it); an
        object the steps made since is a new one (400.7), with no such past."""
        return self.history_unstated() and oid <= self.__dict__.get("question_oid", oid)

    def player(self, name: str) -> Player:
        p = self.player_state.get(name)
        if p is None:
            raise EngineError(f"unknown player {name!r} (players: {', '.join(self.players)})")
        return p

    def is_player(self, ref) -> bool:
        return isinstance(ref, str) and ref in self.player_state

    def _player(self, name: str | None) -> str:
        if name is None:
            return self.active
        if name not in self.players:
            raise EngineError(f"unknown player {name!r} (players: {', '.join(self.players)})")
        return name

    @property
    def entering_now(self) -> frozenset:
        """The objects entering the battlefield in the event being performed (614.13a; amplify's 702.38a)."""
        return self._entering

    def opponents(self, player: str) -> list[str]:
        return [p for p in self.players if p != player and self.player_state[p].in_game]

    def apnap(self) -> list[str]:
        """The players in APNAP order (101.4): the active player first, then in turn order."""
        i = self.players.index(self.active)
        return self.players[i:] + self.players[:i]

    def _apnap(self, controller: str | None) -> int:
        p = self._player(controller)
        return self.apnap().index(p)

    def unique_alias(self, base: str, taken=()) -> str:
        """``base``, or ``base #2``, ``#3`` … if taken (by the game or by ``taken``)."""
        if base not in self.aliases and base not in taken:
            return base
        n = 2
        while f"{base} #{n}" in self.aliases or f"{base} #{n}" in taken:
            n += 1
        return f"{base} #{n}"

    def zone_of(self, oid: int) -> str | None:
        o = self.objects.get(oid)
        return o.zone if o is not None else None

    def in_zone(self, zone: str, owner: str | None = None) -> list[GameObject]:
        return [o for o in self.objects.values() if o.zone == zone and (owner is None or o.owner == owner)]

    # --- objects coming into being -----------------------------------------------------------------
    def _new_object(self, card: CardDef, zone: str, owner: str, controller: str, alias: str, ts: int,
                    card_id: int | None = None, incarnation: int = 1) -> GameObject:
        charge("objects")
        self._oid += 1
        if card_id is None:
            self._card_ids += 1
            card_id = self._card_ids
        o = GameObject(self._oid, card, owner, controller, zone, ts, alias, card_id=card_id, incarnation=incarnation)
        if self._batch is None:
            self._moments += 1
        o.arrived = self._moments   # one event (a batch) is one moment: its objects entered simultaneously
        self.objects[o.oid] = o
        self.aliases[alias] = o.oid
        self._changed()
        self._note_later_card_types(o)
        self._note_unknown_colour(o)
        self._note_unruled_deck_ability(o)
        return o

    def _note_unruled_deck_ability(self, o: GameObject) -> None:
        """"A deck can have any number of cards named ~." under an edition without the rule that an ability modifying
        deck construction functions before the game begins (402.8i from 2009-02-01; 113.6n today): what the words do
        in a game is not said. Whatever they mean, they are about which cards a deck holds (100.2): the answers about
        the cards in players' libraries, hands, graveyards and exile can't be decided, not a life total or a
        creature's size."""
        from .abilities import PreGameAbility
        if self.rules_have("deck_construction"):
            return
        for ab in o.card.abilities:
            if isinstance(ab, PreGameAbility) and ab.template == "deck_count":
                self.note_unknown(f"{o.card.name}'s \u201c{ab.display(o.card.name)}\u201d: the rules of {self.edition} "
                                  "don't say what an ability modifying deck construction does (the rule came with the "
                                  "2009-02-01 edition): what it says of the cards in a deck can't be decided",
                                  frozenset(("cards",)))
                return

    def _note_unknown_colour(self, o: GameObject) -> None:
        """A card whose colour the card data doesn't give (no mana cost, and its source has no colour
        indicators: CR 204, 202.2): its colour is never taken as colourless; answers about it can't be decided."""
        faces = (o.card,) + tuple(o.card.other_faces or ())
        unknown = [f.name for f in faces if not f.colors_known]
        if unknown:
            from .unknowns import Unknown
            reason = (f"the colour of {' and '.join(unknown)} is not in the card data (no mana cost, and the source has "
                      "no colour indicators, 204)")
            u = Unknown(reason, frozenset(("colors",)), since=0, objects=frozenset((o.card_id,)), by_card=True)
            if u not in self.unknowns:   # the same card in another zone (by card: one is enough)
                self.unknowns.append(u)

    def _note_later_card_types(self, o: GameObject) -> None:
        """A card of a type the edition's rules don't have yet (a planeswalker before 2007-10-01, a battle
        before 2023-04-14): the rules of that time say nothing of it, so what follows can't be decided
        (never the later rules applied with this edition's rule numbers)."""
        from .versions import CHANGES, card_type_word, unknown_card_types, rule as rule_version
        faces = (o.card,) + tuple(o.card.other_faces or ())
        missing = sorted({t for f in faces for t in unknown_card_types(f.types, self.edition)})
        for t in missing:
            first = next(d for d, v, _h in CHANGES[f"card_type_{t.lower()}"].versions if v)
            said = card_type_word(t, first).lower()   # the name the type had when it appeared (tribal, 2007)
            self.note_unknown(f"{o.card.name} is {_a(said)} card, a card type the rules of {self.edition} don't "
                              f"have ({self.rule_no('card_types')} lists the card types; {said}s appear in the "
                              f"rules of {first}): what follows from it can't be decided")
        # a split card (two halves on one card, Invasion's) before the rules had any rule for split cards (505 from
        # 2001-07-23; kb.engine.versions: split_characteristics): its name, mana cost, converted mana cost, colour and
        # types are each two, and no rule of the edition says which or how they combine
        if o.card.layout in ("split", "aftermath", "fuse") and o.card.other_faces and \
                rule_version("split_characteristics", self.edition) == "none":
            first = CHANGES["split_characteristics"].versions[1][0]
            self.note_unknown(f"{o.card.name} is a split card, and the rules of {self.edition} have no rule for split "
                              f"cards (they appear in the rules of {first}): what its characteristics are, and what "
                              "follows from them, can't be decided")

    @contextmanager
    def batch(self):
        """Actions inside happen as one event (for triggers: 603.2, 603.10; for last known
        information: 704.8). The characteristics just before it are kept for abilities that look
        back in time; triggers are collected when the outermost batch ends."""
        outer = self._batch is None
        if outer:
            self._batch = []
            self._batch_before = self.evaluate()
            self._moments += 1
        try:
            yield
        finally:
            if outer:
                events, before = self._batch, self._batch_before
                self._batch, self._batch_before = None, None
                from .counterbatch import merge_counter_events   # counters put or removed at once: one event (603.2c)
                events = merge_counter_events(events, Event)
                if events:
                    self.events.extend(events)
                    self._collect_triggers(events, before)

    def emit_die_roll(self, player: str, sides: int, natural: int | None, result: int | None, part: int) -> None:
        """706: a die rolled (its natural result and result, 706.2; ``part``: which die of the roll; the planar die,
        706.7: no numbers) — "Whenever you roll a die" (kb.engine.triggers)."""
        self._emit(Event("die_roll", player=player, amount=result if result is not None else -1, total=natural,
                         counter=str(sides), part=part, cause="planar" if natural is None else ""))

    def _emit(self, ev: Event) -> None:
        if self._batch is not None:
            self._batch.append(ev)
        else:
            self.events.append(ev)
            before = self.evaluate()   # the state as last evaluated, before this event's change
            self._version += 1         # what triggers is read on the state after it (its caller may say so later)
            self._collect_triggers([ev], before)

    def snapshot_of(self, oid: int, snap: Snapshot | None = None) -> LastKnown:
        """Last known information of an object now (608.2h)."""
        o = self.objects[oid]
        snap = snap or self.evaluate()
        w = snap.get(oid) or Working.initial(o)
        return LastKnown(oid=o.oid, card_id=o.card_id, alias=o.alias, zone=o.zone, working=w.copy(),
                         counters={k: c.n for k, c in o.counters.items()}, damage=o.damage, tapped=o.tapped,
                         controller=w.controller, owner=o.owner, attached_to=o.attached_to, token=o.token,
                         is_copy=o.is_copy, record=o.record, copiable=self.copiable_card(o),
                         copiable_token=self.copiable_card(o, token=True))

    # --- zones ----------------------------------------------------------------------------------------
    def enter(self, entries: list[dict]) -> list[GameObject]:
        """Objects enter the battlefield; several at once get timestamps in APNAP order (613.7m).

        Each entry: ``card`` (CardDef), optional ``controller``, ``owner``, ``alias``,
        ``choices`` (for "As ~ enters, choose ..."), ``attach_to``, ``counters`` (with ``counters_stated``, a
        scenario's statement: all it has of those kinds, its own "enters with" included, 122.1), ``tapped``,
        ``copy`` (the object it enters as a copy of), ``face_down``, ``fresh`` (entered this turn),
        ``already`` (it was on the battlefield before the question starts: it gets its timestamp, its "as it
        enters" choices and replacements, but nothing sees it enter, so no ability triggers on it, 603.6a).
        """
        order = sorted(range(len(entries)), key=lambda i: self._apnap(entries[i].get("controller")))
        out: list = [None] * len(entries)
        simultaneous = len(entries) > 1
        outer = self.entering_cards
        together: set = set()   # entering at the same time: not seen by the others' replacements (614.12a)
        try:
            with self.batch():
                for i in order:
                    self.entering_cards = outer | together if not entries[i].get("already") else outer
                    out[i] = self._enter_one(entries[i])
                    if simultaneous and not entries[i].get("already"):
                        together.add(out[i].card_id)
        finally:
            self.entering_cards = outer
        if simultaneous and not version_of("simultaneous_timestamps", self.edition):
            self.log.add("They came into play simultaneously: no rule of this edition orders their timestamps (effects "
                         "apply in the order their permanents came into play); the legend rule counts them as tied.",
                         "ts_simultaneous", indent=1, kind="step")
            self._note_unordered_statics([o for o in out if o is not None and o.zone == "battlefield"
                                          and o.card_id in together])
        elif simultaneous:
            self.log.add("They entered simultaneously: the active player's objects get the earlier "
                         "timestamps, in the order listed, then each other player's in turn order.",
                         "ts_simultaneous", indent=1, kind="step")
        if not any(o.fresh for o in out if o is not None):
            self.settle_start_control()   # 302.6: what these control, as they do, they controlled as the turn began
        return out

    def _note_unordered_statics(self, objs: list) -> None:
        """Permanents that came into play at the same time under rules that don't order their timestamps (before
        1999-11-01; kb.engine.versions: simultaneous_timestamps): effects that depend on no other apply "in the order
        they came into play" (418.5c then), which these share — where two or more of them have static abilities
        with continuous effects, which applies last is not settled, so the characteristics those effects set are
        "cannot decide"."""
        from .abilities import StaticAbility
        with_statics = [o for o in objs if any(isinstance(a, StaticAbility) and not a.keyword for a in o.card.abilities)]
        if len(with_statics) < 2:
            return
        names = ", ".join(o.alias for o in with_statics)
        self.note_unknown(f"{names} came into play at the same time, and no rule of {self.edition} orders their "
                          f"timestamps: their static abilities' effects apply in the order they came into play "
                          f"({self.rule_no('timestamp')}), which is not settled between them",
                          frozenset(("pt", "abilities", "types", "colors", "controller", "name")))

    def _enter_one(self, e: dict) -> GameObject:
        card: CardDef = e["card"]
        controller = self._player(e.get("controller"))
        owner = self._player(e.get("owner") or controller)
        alias = e.get("alias") or self.unique_alias(card.name)
        if alias in self.aliases and self.aliases[alias] in self.objects and \
                self.objects[self.aliases[alias]].zone == "battlefield":
            raise EngineError(f"{alias!r} is already on the battlefield (use as: to name another copy)")
        ts = self.tick()
        o = self._new_object(card, "battlefield", owner, controller, alias, ts)
        o.fresh = bool(e.get("fresh"))
        o.entered_turn = self.turn if o.fresh else None   # without this_turn: there since the turn began
        o.entered_during = not e.get("already")   # 400.7: it enters now, a new object (not one stated as there)
        # it entered in this turn (702.155a), unless stated there since before it (this_turn: false)
        o.arrived_turn = None if e.get("already") or e.get("before_turn") else self.turn
        o.turn_controller = controller
        # echo (702.30a): when it came under its controller's control — now, for a permanent entering during the
        # question (a new object, 400.7, after this turn's upkeep began); from the start only for one stated as there
        self.mark_control(o, from_start=not o.fresh and (not o.entered_during or bool(e.get("before_turn"))))
        if e.get("transformed") and card.other_faces and card.layout not in SINGLE_CARD_LAYOUTS:
            o.transformed = True   # 707.8a: a token copy of a back-face-up permanent enters back face up
        if e.get("already"):
            how = (f"{alias} is on the battlefield under {_poss(controller)} control from the start [timestamp {ts}]: "
                   "it did not enter during the question, so nothing triggers on its entering")
        else:
            how = f"{alias} enters the battlefield under {_poss(controller)} control [timestamp {ts}]"
        self.log.add(how, "ts_object", "control_default", kind="step")
        if e.get("attach_to") is not None:
            if self.is_player(e["attach_to"]):
                o.attached_to = e["attach_to"]   # 303.4: an Aura may enchant a player ("Enchant player", 702.5d)
                self.log.add(f"{alias} enters attached to {e['attach_to']} (a player)", "ts_attach", "aura_player",
                             indent=1, kind="step")
            else:
                target = self.obj(e["attach_to"])
                o.attached_to = target.oid
                self.log.add(f"{alias} enters attached to {target.alias}", "ts_attach", indent=1, kind="step")
            if not e.get("already"):
                self.became_attached(o)
        mark = len(self._batch) if self._batch is not None else None
        if self._as_it_enters(o, e) == "graveyard":
            self._divert_to_graveyard(o, None)
            self._changed()
            return o
        if e.get("tapped"):
            o.tapped = True
        elif e.get("tapped") is False and e.get("already") and o.tapped:
            # stated as on the battlefield untapped: it entered before the question (tapped or not, "enters tapped"),
            # and its tapped status now is the one stated — it has untapped since (502.3)
            o.tapped = False
            self.log.add(f"{o.alias} is untapped, as stated: it entered before the question", "untap_step", indent=1,
                         kind="step")
        if e.get("x_unstated") and not e.get("already"):
            self._x_unstated(o)
        if not e.get("already"):
            played = bool(e.get("played"))   # a land its controller played (305.1), the question's premise: "plays a
            if played:                        # land" triggers see it and it counts against the land plays (305.2)
                key = ("land", o.controller, self.turn)
                n, extra = self.activations.get(key, 0), self._additional_land_plays(o.controller)
                if n >= 1 + len(extra):
                    raise EngineError(f"{o.controller} has already played {n} land(s) this turn, as many as the rules "
                                      f"allow ({self.rule_no('land_plays')}): {o.alias} can't be played")
                self.activations[key] = n + 1
            self._emit(Event("zone", obj=o.oid, from_zone=None, to_zone="battlefield", player=o.controller,
                             tapped=bool(o.tapped), cause="play" if played else ""))
        elif mark is not None:
            del self._batch[mark:]   # 603.6a: how it entered happened before the question: nothing triggers on it
        self._changed()
        return o

    def _x_loyalty_unstated(self, o: GameObject) -> None:
        """A planeswalker with loyalty X that entered without saying whether it was cast, nor its X (107.3m): the
        loyalty counters it enters with (306.5b), and so whether it stays (704.5i), can't be decided."""
        from .unknowns import Unknown
        reason = (f"{o.alias} entered without saying whether it was cast, nor its X: its printed loyalty is X, the X "
                  f"chosen as it was cast, 0 if it was put onto the battlefield ({self.rule_no('x_entering')}): the "
                  "loyalty counters it enters with can't be decided")
        self.unknowns.append(Unknown(reason, frozenset(("zone", "cards")), since=self.clock,
                                     objects=frozenset((o.card_id,)), by_card=True))

    def _x_unstated(self, o: GameObject) -> None:
        """A permanent that entered without saying how: a spell with X that resolved has the X chosen as it was cast,
        one put onto the battlefield has X 0 (107.3m). Unstated, what its abilities that refer to X do as it enters
        ("enters with X +1/+1 counters", "When ~ enters, if X is 5 or more, draw a card") can't be decided: its own
        counters, power, toughness and zone, and what the others' words can change (kb.engine.unknowns.scope_of)."""
        from .unknowns import Unknown, scope_of
        reads = [ab for ab in o.card.abilities if getattr(ab, "x", False) is True or
                 re.search(r"\bX\b", getattr(ab, "text", "") or "")]
        if not reads:
            return
        reason = (f"{o.alias} entered without saying whether it was cast, nor its X: a resolving spell's X is the one "
                  f"chosen as it was cast, 0 if it was put onto the battlefield ({self.rule_no('x_entering')}): what "
                  + "; ".join(f"\u201c{ab.text.replace('~', o.card.name)}\u201d" for ab in reads) + " does can't be decided")
        self.unknowns.append(Unknown(reason, frozenset(("pt", "zone")), since=self.clock,
                                     objects=frozenset((o.card_id,)), by_card=True))
        others = " ".join(ab.text for ab in reads if getattr(ab, "x", False) is not True)
        if others:
            self.unknowns.append(Unknown(reason, scope_of(others), since=self.clock))
        self.log.add(f"{o.alias}: whether it was cast, and its X, are not stated, so what its abilities that refer to X "
                     "do can't be decided", "x_entering", indent=1, kind="step")

    def _as_it_enters(self, o: GameObject, e: dict) -> str | None:
        """Replacement effects that modify how a permanent enters (614.1c-d, 614.12): a copy
        effect first (707.9), then "enters tapped", "enters with counters" and "as ~ enters,
        choose", read from the characteristics it has *on the battlefield* (614.12: other effects,
        such as Blood Moon's, included). Returns "graveyard" when it doesn't enter at all (712.13a)."""
        copy_of = e.get("copy") if e.get("copy") is not None else (e.get("choices") or {}).get("copy")
        if copy_of is not None and not e.get("copy_exceptions") and not self._has_own_copy_ability(o):
            # 614.12: checked on the permanent as it would exist on the battlefield (Humility takes the ability)
            self.log.add(f"{o.alias} does not have its \u201center as a copy\u201d ability as it would exist on the "
                         "battlefield, so it can't enter as a copy", "enters_characteristics", indent=1, kind="step")
            copy_of = None
        if copy_of is not None and not e.get("copy_exceptions"):
            self._copy_condition(o)   # "If you attacked this turn, you may have ~ enter as a copy …" (614.12)
        if copy_of is not None:
            # "You may have ~ enter tapped as a copy of any land …": the replacement that copies also taps (110.5b); read
            # from its own ability before the copy replaces it (614.12)
            tapped_copy = not e.get("copy_exceptions") and any(
                isinstance(a, EntersAsCopy) and a.tapped for a in self.copiable_card(o).abilities)
            # a list: the copy, then the copy effect it gained (a Clone copied) applied to copy the next (707.9e)
            chain = copy_of if isinstance(copy_of, list) else [copy_of]
            for i, ref in enumerate(chain):
                target = self.obj(ref)
                if target.oid != o.oid and target.card_id in self.entering_cards:
                    raise EngineError(f"{o.alias} can't enter as a copy of {target.alias}: it is entering the "
                                      "battlefield at the same time, so it isn't there as the object to copy is "
                                      f"chosen ({self.rule_no('enters_as')})")
                self._copy(o, target, (e.get("copy_exceptions") or ()) if i == 0 else (), step=i)
            if tapped_copy:
                o.tapped = True
                self.log.add(f"{o.alias} enters tapped as a copy, as its ability says", "enters_as", indent=1, kind="step")
        if copy_of is None:
            unstated_copy(self, o, e)   # "You may have ~ enter as a copy of …" with the choice unstated (707.9)
        if not e.get("face_down"):
            # 616.1c: a copy effect from another permanent ("Creatures you control enter as a copy of ~") or from
            # a resolved spell ("they enter as copies of the chosen creature"); the entering object's own
            # replacements are then those of the copy (616.1f). With its own copy ability too, either order
            # ends the same way: applied last, or applied first so that its own ability is gone.
            copies = self.entering_replacements(o, "copy", self.evaluate())
            if copies:
                r = self._choose_order(copies, o.controller)
                self.spend_entering(r)
                self._copy_as_entering(o, r.copy_of if r.copy_of is not None else self.objects[r.source], r)
        if e.get("face_down"):
            o.face_down = True
        night = None if e.get("face_down") else self._enters_at_night(o)
        if night == "transformed":
            o.transformed = True
            self.log.add(f"it is night: {o.alias} has daybound and is represented by a double-faced card, so it enters "
                         "transformed", "daybound", indent=1, kind="step")
            self._changed()
        elif night == "graveyard":
            self.log.add(f"it is night: {o.alias} has daybound and would enter transformed, but its card's back face is "
                         f"{_a(' '.join(o.card.other_faces[0].types).lower())}: it doesn't enter the battlefield and is put "
                         f"into {_poss(o.owner)} graveyard instead", "enters_transformed_nonpermanent", indent=1,
                         kind="step")
            return "graveyard"
        extra = o.choices.pop("_copy_counters", None) if o.choices else None
        w = self.evaluate().get(o.oid)
        from .versions import rule
        if rule("enters_view", self.edition) in ("own", "unstated"):
            # before 2018-01-19: its own characteristics, ignoring effects from other sources
            abilities = list(self.copiable_card(o).abilities)
        else:
            abilities = [h.ability for h in (w.abilities if w is not None else ())]
        # the kinds of counters a scenario's `enter` states it has (all of them, 122.1); an effect's "with a +1/+1
        # counter on it" is one more replacement beside its own (614.1c)
        stated = {str(k) for k in (e.get("counters") or {})} if e.get("counters_stated") else set()
        printed = [a for a in o.card.abilities if isinstance(a, (EntersTapped, EntersWithCounters, EntersChoice,
                                                                    EntersPayOrTapped))]
        choices = {k: v for k, v in (e.get("choices") or {}).items() if k != "copy"}
        pay = choices.pop("pay", None)
        if pay is None and any(isinstance(a, EntersPayOrTapped) and a.reveal is not None for a in abilities):
            pay = choices.pop("reveal", None)
        optional = [a for a in abilities if isinstance(a, EntersWithCounters) and a.additional]
        counter_choice = choices.pop("counter", None) if optional else None
        from .enterscounteron import CHOICE as _COUNTER_ON, EntersCounterOn, enter_counter_on
        counter_on = choices.pop(_COUNTER_ON, None) if any(isinstance(a, EntersCounterOn) for a in abilities) else None
        exiling = [ab for ab in abilities if isinstance(ab, EntersExile)]
        to_exile = self._entering_exile_choice(o, exiling[0], choices.pop("exile", None)) if exiling else None
        for ab in abilities:
            if isinstance(ab, EntersPayOrTapped) and pay is None and ab.condition is None:
                raise EngineError(f"{o.alias}: \u201c{ab.text.replace('~', o.card.name)}\u201d needs a choice as it "
                                  "enters (choose: " + ("{reveal: CARD} or {reveal: none}" if ab.reveal is not None else
                                                        "{pay: true} or {pay: false}") + f") ({self.rule_no('enters_as')})")
        self._note_unmodelled_entering(o, abilities)
        for ab in abilities:
            if isinstance(ab, EntersChoice) and ab.choice not in choices:
                raise EngineError(f"{o.alias}: \u201c{ab.text.replace('~', o.card.name)}\u201d needs a choice "
                                  f"(choose: {{{ab.choice}: ...}}) ({self.rule_no('enters_as')})")
            if isinstance(ab, EntersChoice) and ab.each_player:   # each player's word (kb.engine.eachplayerword)
                choices[ab.choice] = check_each_player_word(self, o, ab, choices[ab.choice])
                continue
            if isinstance(ab, EntersChoice) and ab.options and str(choices[ab.choice]).strip().lower() not in ab.options:
                raise EngineError(f"{o.alias}: \u201c{ab.text.replace('~', o.card.name)}\u201d: "
                                  f"{choices[ab.choice]} is not one of {', '.join(ab.options)} ({self.rule_no('enters_as')})")
            if isinstance(ab, EntersChoice) and ab.choice == "card_type" and not ab.options:
                from .choosecardtype import card_type_refused   # "choose a card type": any one of 205.2a's
                why = card_type_refused(str(choices[ab.choice]), self.edition)
                if why:
                    raise EngineError(f"{o.alias}: \u201c{ab.text.replace('~', o.card.name)}\u201d: {why} "
                                      f"({self.rule_no('card_types')}, {self.rule_no('enters_as')})")
            if isinstance(ab, EntersChoice) and ab.choice in ("player", "opponent") and not ab.under_control:
                choices[ab.choice] = self._chosen_player_named(o, ab, choices[ab.choice])
            if isinstance(ab, EntersChoice) and ab.quality:
                self._check_name_quality(o, ab, str(choices[ab.choice]))
            if isinstance(ab, EntersChoice) and ab.other_than and \
                    str(choices[ab.choice]).strip().lower() in ((ab.other_than,) if isinstance(ab.other_than, str)
                                                                else ab.other_than):
                raise EngineError(f"{o.alias}: \u201c{ab.text.replace('~', o.card.name)}\u201d: "
                                  f"{choices[ab.choice]} can't be chosen ({self.rule_no('enters_as')})")
        self._devour(o, abilities, choices)
        from .tribute import enter_with_tribute
        enter_with_tribute(self, o, abilities, choices)   # 702.104a (kb.engine.tribute)
        from .amplify import enter_with_amplify
        enter_with_amplify(self, o, w, abilities, choices)   # 702.38a (kb.engine.amplify)
        if w is not None and "Battle" in w.types and rule("card_type_battle", self.edition):
            self._choose_protector(o, w, choices)
        if e.get("strict_choices"):
            self._refuse_unasked_choices(o, abilities, choices, e)
        o.choices = _normalise_choices(choices)
        from .enterscontrol import enter_under_chosen_control
        enter_under_chosen_control(self, o, abilities)   # "… under the control of an opponent of your choice" (614.12a)
        if to_exile is not None:
            moved = self.move_many([(x, "exile", {}) for x in to_exile], cause="exile", log=True) if to_exile else []
            o.choices["_exiled"] = tuple(n.oid for n in moved if n is not None)  # linked to its other ability (607.2a)
            self.log.add(f"as {o.alias} enters, {len(to_exile)} card(s) are exiled from the graveyard "
                         "(614.1c; not cards entering at the same time, 614.13a)", "enters_as", indent=1, kind="step")
        if extra is not None:
            kind, n = extra
            n = int(e.get("x") or 0) if n == "X" else n
            if n:
                self.put_counters(o, kind, n, log=False)
                self.log.add(f"{o.alias} enters with {n} additional {kind} counter(s) (the copy effect's exception, 707.9b)",
                             "enters_as", indent=1, kind="step")
        if not (e.get("already") and "lore" in (e.get("counters") or {})):   # stated as it is: all its lore counters
            self._saga_enters(o, w, abilities, choices)
        from .abilities import EntersDay, EntersPrepared
        enters_losing_life(self, o, abilities)   # "As ~ enters, you lose life equal to your life total." (614.1c)
        for ab in abilities:
            if isinstance(ab, EntersDay):   # 731.1 (kb.engine.daynight)
                self.enters_day(o, ab)
            if isinstance(ab, EntersPrepared):   # 722.3a (kb.engine.prepared)
                from .prepared import become_prepared
                become_prepared(self, o)
        for ab in abilities:
            if isinstance(ab, EntersTapped) and ab.keyword_name and self.keyword_unread(ab, o.alias):
                continue   # hideaway before 2007-10-01: its word is unread (kb.engine.keywordmeans)
            if isinstance(ab, EntersTapped) and ab.condition is not None:
                # "unless you control two or fewer other lands", "unless a creature died this turn": checked as it
                # enters (614.12)
                holds = self._tapped_condition(o, ab)
                if holds != ab.unless:
                    o.tapped = True
                self.log.add(f"{o.alias}: \u201c{ab.text.replace('~', o.card.name)}\u201d \u2014 the condition is "
                             f"{'true' if holds else 'false'}, so it enters {'tapped' if o.tapped else 'untapped'}",
                             "enters_as", indent=1, kind="step")
            elif isinstance(ab, EntersTapped):
                o.tapped = True
                self.log.add(f"{o.alias} enters tapped", "enters_as", indent=1, kind="step")
            elif isinstance(ab, EntersPayOrTapped) and ab.reveal is not None:
                self._enters_reveal(o, ab, pay)
            elif isinstance(ab, EntersPayOrTapped):
                paid = _yes(pay) and self.pay_life(o.controller, ab.life, f"as {o.alias} enters")
                if _yes(pay) and not paid:
                    raise EngineError(f"{self.life_unpaid(o.controller, ab.life)} ({self.life_pay_rule()})")
                if not paid:
                    o.tapped = True
                    self.log.add(f"{o.alias}: {'you don' + chr(39) + 't' if o.controller == 'you' else o.controller + ' doesn' + chr(39) + 't'} "
                                 f"pay {ab.life} life, so it enters tapped",
                                 "enters_as", indent=1, kind="step")
            elif isinstance(ab, EntersCounterOn):   # "As ~ enters, put a … counter on an artifact you control."
                enter_counter_on(self, o, ab, counter_on)
            elif isinstance(ab, EntersWithCounters) and self.keyword_unread(ab, o.alias):
                continue   # modular before 2004-02-01: its word is unread (kb.engine.keywordmeans)
            elif isinstance(ab, EntersWithCounters) and {ab.counter, ab.noncreature_counter} & stated:
                # the step states how many counters of that kind it has ("My Keldon Marauders has one time
                # counter"): they include those its own "enters with" put on it (122.1), never added again
                self.log.add(f"{o.alias}: the {ab.counter} counters stated are all it has, those of "
                             f"\u201c{ab.text.replace('~', o.card.name)}\u201d included", "counters_put",
                             indent=1, kind="step")
                continue
            elif isinstance(ab, EntersWithCounters) and ab.additional:
                self._enters_additional_counter(o, ab, counter_choice if len(optional) == 1 else None)
            elif isinstance(ab, EntersWithCounters) and ab.kicked and not getattr(o.record, "kicked", 0):
                continue   # "If ~ was kicked, it enters with ...": the spell it was wasn't kicked (702.33d)
            elif isinstance(ab, EntersWithCounters) and ab.escaped and not (
                    getattr(o.record, "cast_with", "") == "escape" and getattr(o.record, "cast_from", "") == "graveyard"):
                continue   # "~ escapes with ...": only if the spell it was escaped (702.138b-c)
            elif isinstance(ab, EntersWithCounters) and ab.counter_options:
                # "~ escapes with your choice of a +1/+1 counter or a flying counter on it" (kb.engine.escapechoice)
                from .escapechoice import choose_escape_counter
                kind = choose_escape_counter(self, o, ab, choices)
                if self.put_counters(o, kind, 1, log=False, cause="enters"):
                    self.log.add(f"{o.alias} escaped: it enters with the counter chosen, 1 {kind} counter",
                                 "escapes_with", "entering_counters_putter", indent=1, kind="step")
            elif isinstance(ab, EntersWithCounters) and ab.condition is not None and \
                    not self._enters_condition(o, ab):
                continue   # "… if you attacked this turn": false (or not decided) as it enters (614.1c)
            elif isinstance(ab, EntersWithCounters):
                if ab.with_keywords:   # "… and with first strike" (614.1c): for as long as it is this object (kb.engine.layers)
                    o.choices["_gains"] = tuple(o.choices.get("_gains", ())) + ab.with_keywords
                    self.log.add(f"{o.alias} enters with {' and '.join(ab.with_keywords)}", "enters_with", indent=1, kind="step")
                n = ab.n
                if ab.escaped_with:   # "It escapes with M … instead" (702.138c, kb.engine.escapeinstead)
                    n = escape_instead_count(self, o, ab)
                    if n is None:
                        continue
                if ab.x:
                    n = int((e.get("x") if e.get("x") is not None else (o.record.x if o.record else None)) or 0)
                if ab.per_kick:   # "for each time it was kicked" (702.33d): the spell it was, as cast
                    n *= int(getattr(o.record, "kicked", 0) or 0) if o.record is not None else 0
                if ab.count is not None:   # "for each …", "where X is …": counted as it enters (614.1c)
                    k = self._entering_count(o, ab.count, e.get("from_zone"))
                    if k is None:
                        continue
                    n *= k
                if ab.spent:   # "for each color of mana spent to cast it" (601.2h): none if it wasn't cast
                    k = o.record.spent(ab.spent) if o.record is not None else 0
                    if k is None:
                        self._spent_unknown(o, ab)
                        continue
                    n *= k
                kind = ab.counter if not (n and ab.noncreature_counter) else self._sunburst_counter(o, w, ab)
                if kind is None:
                    continue
                if n and self.put_counters(o, kind, n, log=False, cause="enters"):
                    self.log.add(f"{o.alias} {'escaped: it enters' if ab.escaped else 'enters'} with {n} {kind} "
                                 "counter(s)" + (f" ({ab.keyword_name}: {'as' if kind == ab.counter else 'not as'} a "
                                                 "creature)" if ab.noncreature_counter and ab.keyword_name else ""),
                                 "escapes_with" if ab.escaped else ab.keyword_name if ab.noncreature_counter and
                                 ab.keyword_name else "enters_with", "entering_counters_putter", indent=1, kind="step")
        if not o.tapped:
            for r in self.entering_replacements(o, "tapped", self.evaluate())[:1]:
                o.tapped = True
                self.log.add(f"{o.alias} enters tapped ({r.source_name}: \u201c{r.text.replace('~', r.source_name)}\u201d)",
                             "enters_as", indent=1, kind="step")
        self._enters_additional_counters(o, e, abilities)
        lost = [a for a in printed if a not in abilities]
        for ab in lost:
            self.log.add(f"{o.alias} does not have \u201c{ab.text.replace('~', o.card.name)}\u201d as it would exist on "
                         "the battlefield, so that replacement does not apply", "enters_characteristics",
                         indent=1, kind="step")
        for kind, n in (e.get("counters") or {}).items():
            if n <= 0:       # "with 0 charge counters": none (122.1)
                continue
            if e.get("already"):   # 122.1: the counters it has, stated as it is: none is being put on it now, so no
                # replacement applies to them (614.1c applies to a permanent entering now); the statement is all it has
                # of that kind, what its own "enters with" put included (a Saga "with one lore counter" has one)
                o.counters[kind] = Counter(int(n), self.tick())
                self.log.add(f"{o.alias} has {o.counters[kind].n} {kind} counter(s), as stated [timestamp "
                             f"{o.counters[kind].ts}]", "ts_counter", indent=1, kind="step")
                continue
            if self.put_counters(o, kind, n, log=False, cause="enters"):
                self.log.add(f"{o.alias} enters with {o.counters[kind].n} {kind} counter(s) [timestamp "
                             f"{o.counters[kind].ts}]", "ts_counter", indent=1, kind="step")
        if w is not None and "Battle" in w.types and "defense" not in o.counters and rule("card_type_battle", self.edition):
            printed = self._printed_defense(o)
            if printed:
                self.put_counters(o, "defense", printed, log=False, cause="enters")
                self.log.add(f"{o.alias} enters with {printed} defense counters, its printed defense", "battle_defense",
                             indent=1, kind="step")
        # 306.5b: its printed loyalty, unless the step states its loyalty counters (those include it); loyalty counters a
        # copy exception already put on it ("it enters with an additional loyalty counter", 707.9e) are in addition
        stated_loyalty = "loyalty" in {str(k) for k in (e.get("counters") or {})}
        if w is not None and "Planeswalker" in w.types and w.loyalty not in (None, "") and not stated_loyalty \
                and ("loyalty" not in o.counters or (extra is not None and extra[0] == "loyalty")) \
                and rule("card_type_planeswalker", self.edition):
            try:
                n = int(w.loyalty)
            except ValueError:
                n = 0
            if str(w.loyalty).strip().upper() == "X":
                # 306.5b's intrinsic replacement refers to X: the X of the spell it was as it resolved, 0 if it
                # wasn't cast with one (107.3m); unstated (x: unstated), what it enters with can't be decided
                xv = e.get("x") if e.get("x") is not None else (o.record.x if o.record is not None else None)
                n = int(xv or 0)
                if e.get("x_unstated") and not e.get("already"):
                    self._x_loyalty_unstated(o)
            self.put_counters(o, "loyalty", n, log=False, cause="enters")
            got = o.counters["loyalty"].n if o.counters.get("loyalty") else 0
            self.log.add(f"{o.alias} enters with {got} loyalty counters" + (f" (its printed loyalty is {n})" if got != n else ""),
                         "loyalty_enters", indent=1, kind="step")

    def _enters_additional_counters(self, o: GameObject, e: dict, abilities) -> None:
        """Other permanents' "Each other creature you control enters with an additional +1/+1 counter on it" (614.1c,
        614.12: only effects that exist before it enters, seen as it would exist). Counters of that kind from another
        effect too, with an effect changing how many counters are put (twice, one more): the order of those effects is
        its controller's choice (616.1) and changes the total, so it is "cannot decide"."""
        snap = self.evaluate()
        found = self.entering_replacements(o, "counters", snap)
        for r in found:
            kind, n = r.key[0], int(r.amount or 0)
            others = [x for x in found if x is not r and x.key[0] == kind] + \
                [a for a in abilities if isinstance(a, EntersWithCounters) and kind in (a.counter, a.noncreature_counter)]
            if (others or (e.get("counters") or {}).get(kind)) and self._static_replacements("counters", snap):
                self._entering_counters_unknown(o, f"{o.alias} enters with {kind} counters from more than one effect while "
                                                "an effect changes how many counters are put: the order is its "
                                                f"controller's choice ({self.rule_no('replacement_order')})")
                return
            if self.put_counters(o, kind, n, log=False, cause="enters"):
                self.log.add(f"{o.alias} enters with {n} additional {kind} counter(s) ({r.source_name}: "
                             f"\u201c{r.text.replace('~', r.source_name)}\u201d)", "enters_as", indent=1, kind="step")

    def _enters_additional_counter(self, o: GameObject, ab, chosen) -> None:
        """"You may have ~ enter with an additional +1/+1 counter on it. [If you don't, it gains haste.]" (614.1c;
        riot 702.136a, unleash 702.98a): its controller's choice as it enters, given as ``choose: {counter: true |
        false}``; unstated (or one choice for several such abilities), what it changes can't be decided."""
        text = ab.text.replace("~", o.card.name)
        if chosen is None:
            self.note_unknown(f"{o.alias}: \u201c{text}\u201d is a choice {o.controller} makes as it enters (614.1c), "
                              "and the question doesn't state it (choose: {counter: true} or {counter: false})")
            return
        if _yes(chosen):
            if self.put_counters(o, ab.counter, 1, log=False, cause="enters"):
                self.log.add(f"{o.alias} enters with an additional {ab.counter} counter, as {o.controller} chose",
                             "enters_as", indent=1, kind="step")
            elif ab.otherwise:   # chosen, but no counter can be put on it: it didn't enter with one, so "if you don't"
                # applies (the riot rulings: "has riot but can't have a +1/+1 counter put onto it, it gains haste")
                o.choices["_gains"] = tuple(o.choices.get("_gains", ())) + (ab.otherwise,)
                self.log.add(f"{o.alias} enters without the additional counter, which can't be put on it: it gains "
                             f"{ab.otherwise}", "enters_as", indent=1, kind="step")
        elif ab.otherwise:   # "If you don't, it gains haste.": for as long as it is this object (kb.engine.layers)
            o.choices["_gains"] = tuple(o.choices.get("_gains", ())) + (ab.otherwise,)
            self.log.add(f"{o.alias} enters without the additional counter, as {o.controller} chose: it gains "
                         f"{ab.otherwise}", "enters_as", indent=1, kind="step")

    def _printed_defense(self, o: GameObject) -> int | None:
        """310.4a: the defense printed on the face that is up (None: the card doesn't say)."""
        face = o.card.other_faces[0] if o.transformed and o.card.other_faces else o.card
        return int(face.defense) if face.defense is not None else None

    def _choose_protector(self, o: GameObject, w, choices: dict) -> None:
        """310.8a, 310.11a: as a battle enters, its controller chooses its protector: for a Siege one of their
        opponents (``choose: {protector: PLAYER}``; the only opponent needs no choice); with no battle type,
        its controller."""
        given = choices.pop("protector", None)
        ctl = o.controller
        if "Siege" in w.subtypes:
            opps = [p for p in self.opponents(ctl) if self.player_state[p].in_game]
            if given is None:
                if len(opps) != 1:
                    raise EngineError(f"{o.alias} is a Siege: as it enters, {ctl} chooses one of their opponents to "
                                      f"protect it: give choose: {{protector: PLAYER}} ({self.rule_no('siege_protector')})")
                given = opps[0]
            given = self._player(str(given)) if str(given) not in ("me", "myself") else self.players[0]
            if given not in opps:
                raise EngineError(f"{given} can't protect {o.alias}: only an opponent of a Siege's controller can be its "
                                  f"protector ({self.rule_no('siege_protector')})")
        else:
            if given is not None and self._player(str(given)) != ctl:
                raise EngineError(f"{o.alias} has no battle type: its controller, {ctl}, is its protector "
                                  f"({self.rule_no('battle_protector')})")
            given = ctl
        o.protector = given
        self.log.add(f"{o.alias}'s protector is {given}", "siege_protector" if "Siege" in w.subtypes else
                     "battle_protector", indent=1, kind="step")

    def _entering_exile_choice(self, o: GameObject, ab, names) -> list:
        """The cards chosen for "As ~ enters, exile any number of … from your graveyard": each must be
        in its controller's graveyard now and not be entering the battlefield in the same event
        (614.13a)."""
        if names is None:
            raise EngineError(f"{o.alias}: \u201c{ab.text.replace('~', o.card.name)}\u201d needs a choice as it enters "
                              "(choose: {exile: [CARD, ...]}, or [] for none) (614.1c)")
        names = names if isinstance(names, list) else [names]
        if ab.upto is not None and len(names) > ab.upto:
            raise EngineError(f"{o.alias}: at most {ab.upto} card(s) can be exiled, {len(names)} given")
        snap = self.evaluate()
        from .filters import Ctx as _Ctx
        ctx = _Ctx(snap.work, snap.get(o.oid), o.controller)
        chosen = []
        for n in names:
            cands = [x for x in self.objects.values() if x.alias == str(n) and x.owner == o.controller]
            here = [x for x in cands if x.zone == "graveyard" and x.oid not in self._entering]
            if not here:
                why = ("it is entering the battlefield at the same time (614.13a)"
                       if any(x.oid in self._entering or x.zone == "battlefield" for x in cands)
                       else f"it is not in {o.controller}'s graveyard")
                raise EngineError(f"{o.alias} can't exile {n}: {why}")
            w = snap.get(here[0].oid)
            if ab.selector is not None and (w is None or not ab.selector.match(w, ctx)):
                raise EngineError(f"{o.alias} can't exile {n}: it is not {ab.selector}")
            chosen.append(here[0].oid)
        return chosen

    def card_named(self, name: str):
        """The card called ``name`` in this game, or else the one the scenario defines under that name (a name chosen
        need not be of a card in the game, 201.4): None when neither has it (a card of the Oracle card reference)."""
        card = next((x.card for x in self.objects.values() if x.card.name == name), None)
        if card is None and self.__dict__.get("defined_cards") is not None:
            card = self.defined_cards(name)
        return card

    def _chosen_player_named(self, o, ab, said) -> str:
        """"As ~ enters, choose a player / an opponent" (614.12): the player named, one in the game (an opponent of
        its controller for "an opponent", 102.2); anything else is refused, naming the choice."""
        who = next((p for p, st in self.player_state.items() if st.in_game and p.lower() == str(said).strip().lower()), None)
        if who is None or (ab.choice == "opponent" and who == o.controller):
            raise EngineError(f"{o.alias}: \u201c{ab.text.replace('~', o.card.name)}\u201d: {said} is not "
                              f"{'an opponent of ' + o.controller if ab.choice == 'opponent' else 'a player in the game'} "
                              f"({self.rule_no('enters_as')})")
        return who

    def _check_name_quality(self, o: GameObject, ab, name: str) -> None:
        """"As ~ enters, choose a noncreature, nonland card name": the name of a card with those qualities (201.4a),
        checked against the scenario's card of that name when it has one (another name is taken as a card of the
        Oracle card reference)."""
        from .actions import name_has_quality
        card = self.card_named(name)
        if card is not None and not name_has_quality(card, ab.quality):
            raise EngineError(f"{o.alias}: \u201c{ab.text.replace('~', o.card.name)}\u201d: {name} is not the name of a "
                              f"{', '.join(ab.quality)} card ({self.rule_no('card_name_quality')})")

    def _refuse_unasked_choices(self, o: GameObject, abilities, left: dict, e: dict) -> None:
        """A choice given for a permanent entering that nothing it has asks for (614.12: only its own
        "as ~ enters" replacement effects make choices) is an error naming what it does ask for, never
        silently unused (a Clone given ``creature:`` instead of ``copy:`` would enter copying nothing).
        An unread "as ~ enters" ability may ask for anything: then no key is refused."""
        mine = list(abilities) + [a for a in o.card.abilities if a not in abilities]
        if any(getattr(a, "kind", "") == "unmodelled" and getattr(a, "guess", "") == "replacement"
               and re.search(r"\benters?\b", a.text) for a in mine):
            return
        asked = {a.choice for a in mine if isinstance(a, EntersChoice)} | ({"protector"} if "Battle" in o.card.types else set()) \
            | ({"chapter"} if any(is_read_ahead(a) for a in mine) else set())
        unasked = sorted(str(k) for k in left if k not in asked)
        if not unasked:
            return
        from .devour import DEVOUR
        wants = sorted(asked | ({"copy"} if any(isinstance(a, EntersAsCopy) for a in mine) else set())
                       | {"reveal" if a.reveal is not None else "pay" for a in mine if isinstance(a, EntersPayOrTapped)}
                       | ({"counter"} if any(isinstance(a, EntersWithCounters) and a.additional for a in mine) else set())
                       | ({"exile"} if any(isinstance(a, EntersExile) for a in mine) else set())
                       | ({"counter_on"} if any(type(a).__name__ == "EntersCounterOn" for a in mine) else set())
                       | {a.name.lower() for a in mine if getattr(a, "kind", "") == "keyword"
                          and DEVOUR.fullmatch(a.name.lower())})
        asks = (f"it asks for {', '.join(wants)}" if wants else "it asks for no choice as it enters")
        raise EngineError(f"{o.alias}: choose: {', '.join(unasked)} is not a choice {o.card.name} makes as it enters; "
                          f"{asks} ({self.rule_no('enters_as')})")

    def _copy_condition(self, o: GameObject) -> None:
        """The condition of its own "If …, you may have ~ enter as a copy …" replacement, checked as it would enter
        (614.12): false — no copy can be chosen (an error naming the rule); one the scenario can't decide (an unstated
        history) is "cannot decide" for what it could change."""
        from .conditions import condition_undecided
        from .filters import Ctx
        from .gamevalues import GameView
        for ab in self.copiable_card(o).abilities:
            if not isinstance(ab, EntersAsCopy) or ab.condition is None:
                continue
            why = condition_undecided(ab.condition, self, o.controller, o.oid)
            if why:
                self.note_unknown(f"whether {o.alias} can enter as a copy (\u201c{ab.text.replace('~', o.card.name)}"
                                  f"\u201d): {why}")
                continue
            snap = self.evaluate()
            if not ab.condition.holds(Ctx(self.without_entering_together(o, snap.work), snap.get(o.oid), o.controller,
                                          o.choices, edition=self.edition, game=GameView(self))):
                raise EngineError(f"{o.alias} can't enter as a copy: \u201c{ab.condition}\u201d is false as it would "
                                  f"enter ({self.rule_no('enters_as')})")

    def _tapped_condition(self, o: GameObject, ab) -> bool:
        """Whether the condition of an "enters tapped unless / if …" replacement holds as ``o`` enters (614.12); one
        the scenario can't decide (an unstated history) is "cannot decide" for what it could change."""
        from .conditions import condition_undecided
        from .filters import Ctx
        from .gamevalues import GameView
        why = condition_undecided(ab.condition, self, o.controller, o.oid)
        if why:
            self.note_unknown(f"whether {o.alias} enters tapped (\u201c{ab.text.replace('~', o.card.name)}\u201d): {why}")
        snap = self.evaluate()
        return bool(ab.condition.holds(Ctx(self.without_entering_together(o, snap.work), snap.get(o.oid),
                                           o.controller, o.choices, edition=self.edition, game=GameView(self))))

    def without_entering_together(self, o: GameObject, work: dict) -> dict:
        """``work`` without the other objects entering the battlefield in the same event as ``o``: how ``o`` enters
        is decided before it enters (614.12, 614.12a), when they aren't on the battlefield yet either (checklands'
        ruling: "It won't see lands that are entering the battlefield at the same time"). An object already moved in
        the event is seen as it was before it (its view then, in the zone it came from: a card returned from a graveyard
        with it is still a card in that graveyard); without that view it is left out."""
        if not self.entering_cards:
            return work
        out = {}
        for k, v in work.items():
            cid = self.objects[k].card_id if k in self.objects else None
            if k == o.oid or cid not in self.entering_cards or getattr(v, "zone", None) != "battlefield":
                out[k] = v
            elif self.entering_before.get(cid) is not None:
                out[k] = self.entering_before[cid]
        return out

    def _enters_reveal(self, o: GameObject, ab, card) -> None:
        """614.1c, 614.12, 701.20a: "As ~ enters, you may reveal a Forest or Island card from your hand. If you don't,
        ~ enters tapped." — ``card``: the card its controller reveals (``choose: {reveal: CARD}``), one of that kind in
        their hand, or none. Revealing moves no card. With ``condition`` ("… unless you revealed a Dragon card this way
        or you control a Dragon"): it holding as it enters, the land is untapped whatever was revealed; not holding,
        an unstated reveal is "cannot decide" for whether it is tapped (608.2d) while a card could be revealed."""
        if getattr(ab, "counter", None):   # "If you do or if …, ~ enters with a +1/+1 counter on it."
            return self._enters_reveal_counter(o, ab, card)
        if ab.condition is not None and self._tapped_condition(o, ab):
            if not _no_card(card):
                self._revealable(o, ab, card)
            self.log.add(f"{o.alias}: \u201c{ab.text.replace('~', o.card.name)}\u201d \u2014 the condition is true, so it "
                         "doesn't enter tapped", "enters_as", indent=1, kind="step")
            return
        if card is None and ab.condition is not None and self._could_reveal(o, ab):
            from .unknowns import Unknown
            reason = (f"{o.alias}: whether {o.controller} revealed a card for \u201c{ab.text.replace('~', o.card.name)}"
                      f"\u201d is not stated ({self.rule_no('enters_as')}): give choose: {{reveal: CARD}} or "
                      "{reveal: none}")
            self.unknowns.append(Unknown(reason, frozenset(("zone", "mana")), since=self.clock,
                                         objects=frozenset((o.card_id,)), by_card=True))
            self.log.add(f"{o.alias}: whether a card is revealed is not stated, so whether it enters tapped can't be "
                         "decided", "enters_as", indent=1, kind="step")
            return
        if _no_card(card):
            o.tapped = True
            self.log.add(f"{o.alias}: no card is revealed, so it enters tapped", "enters_as", indent=1, kind="step")
            return
        c = self._revealable(o, ab, card)
        self.log.add(f"{o.alias}: {o.controller} reveals {c.alias} from their hand, so it doesn't enter tapped",
                     "enters_as", indent=1, kind="step")

    def _enters_reveal_counter(self, o: GameObject, ab, card) -> None:
        """614.1c, 614.12, 701.20a: ``ab`` (kb.engine.abilities.EntersRevealCounter) — a card of its kind revealed
        (``card``) or its condition true as ``o`` enters gives it the counters; neither, none. Not stated whether a card
        is revealed while one could be and the condition is false: what the counters change is "cannot decide"."""
        said = ab.text.replace("~", o.card.name)
        if not _no_card(card) and card is not None:
            c = self._revealable(o, ab, card)
            why = f"{o.controller} reveals {c.alias} from their hand"
        elif self._tapped_condition(o, ab):
            why = "the condition is true"
        elif card is None and self._could_reveal(o, ab):
            from .unknowns import Unknown
            reason = (f"{o.alias}: whether {o.controller} revealed a card for \u201c{said}\u201d is not stated "
                      f"({self.rule_no('enters_as')}): give choose: {{reveal: CARD}} or {{reveal: none}}")
            self.unknowns.append(Unknown(reason, frozenset(("pt", "zone")), since=self.clock,
                                         objects=frozenset((o.card_id,)), by_card=True))
            self.log.add(f"{o.alias}: whether a card is revealed is not stated, so whether it enters with "
                         f"{ab.n} {ab.counter} counter(s) can't be decided", "enters_as", indent=1, kind="step")
            return
        else:
            self.log.add(f"{o.alias}: no card is revealed and the condition is false, so it enters with no counter",
                         "enters_as", indent=1, kind="step")
            return
        self.put_counters(o, ab.counter, ab.n, log=False)
        self.log.add(f"{o.alias}: \u201c{said}\u201d \u2014 {why}, so it enters with {ab.n} {ab.counter} counter(s)",
                     "enters_with", indent=1, kind="step")

    def _revealable(self, o: GameObject, ab, card) -> GameObject:
        """The card ``card`` names, one in ``o``'s controller's hand that ``ab`` lets them reveal (701.20a), or an
        error."""
        from .filters import Ctx
        try:
            c = self.obj(card)
        except EngineError:
            c = None
        snap = self.evaluate()
        w = snap.get(c.oid) if c is not None else None
        if c is None or c.zone != "hand" or c.owner != o.controller or w is None or \
                not ab.reveal.match(w, Ctx(snap.work, snap.get(o.oid), o.controller)):
            raise EngineError(f"{o.alias}: {card} is not a card in {o.controller}'s hand that \u201c"
                              f"{ab.text.replace('~', o.card.name)}\u201d lets them reveal ({self.rule_no('enters_as')}, {self.rule_no('reveal')})")
        return c

    def _could_reveal(self, o: GameObject, ab) -> bool:
        """Whether ``o``'s controller's hand holds a card ``ab`` lets them reveal (701.20a)."""
        from .filters import Ctx
        snap = self.evaluate()
        ctx = Ctx(snap.work, snap.get(o.oid), o.controller)
        return any(x.zone == "hand" and x.owner == o.controller and snap.get(x.oid) is not None
                   and ab.reveal.match(snap.get(x.oid), ctx) for x in self.objects.values())

    def _note_unmodelled_entering(self, o: GameObject, abilities) -> None:
        """An unread replacement effect of how a permanent enters ("As ~ enters, ...", "~ enters
        with ...") that applies as it enters: what it could change is "cannot decide" (never a
        guess), for this permanent and, for life or cards, for everyone."""
        from .unknowns import Unknown, scope_of, has_mana_burn
        self.bound_without_rules(o, abilities)   # daybound / nightbound under rules without day and night
        for ab in abilities:
            if getattr(ab, "kind", "") != "unmodelled" or getattr(ab, "guess", "") != "replacement":
                continue
            if not re.search(r"\benters?\b", ab.text):
                continue
            # the rule of the game's edition (614.1c/614.12 today, 410.10e in 2004): never today's number in another
            reason = (f"{o.alias}'s \u201c{ab.text.replace('~', o.card.name)}\u201d applied as it entered and is not "
                      f"modelled ({self.rule_no('enters_as')})")
            scope = scope_of(ab.text, has_mana_burn(self)) | {"zone"}
            self.unknowns.append(Unknown(reason, frozenset(scope), since=self.clock, objects=frozenset((o.card_id,)),
                                         by_card=True))
            rest = scope & {"life", "cards"}
            if rest:
                self.unknowns.append(Unknown(reason, frozenset(rest), since=self.clock))

    def _copy(self, o: GameObject, original: GameObject, exceptions=(), *, step: int = 0) -> None:
        """707.5: it enters as a copy (the copy effect applies as it enters), with the copy
        effect's exceptions as part of its copiable values (707.9). ``step`` > 0: the "enter as a
        copy" effect it gained by copying (a Clone copied) is applied too; an exception of the earlier
        copy effect that is an additional effect (its counters) then doesn't happen (707.9e)."""
        entering = [a for a in self.copiable_card(o).abilities if isinstance(a, EntersAsCopy)]
        if not entering and not exceptions:
            if step:
                raise EngineError(f"{o.alias}, as it now is, has no \u201center the battlefield as a copy\u201d ability "
                                  f"to copy {original.alias} with (707.9e)")
            raise EngineError(f"{o.alias} has no \u201center the battlefield as a copy\u201d ability")
        if step and o.choices and o.choices.pop("_copy_counters", None) is not None:
            self.log.add(f"{o.alias}: another copy effect is applied after the one with the additional counters: "
                         "those counters are not put on it (707.9e)", "copiable", indent=1, kind="step")
        exceptions = tuple(exceptions) or (entering[0].exceptions if entering else ())
        if entering and entering[0].selector is not None:
            w = self.evaluate().get(original.oid)
            from .filters import Ctx as _Ctx
            if w is None or not entering[0].selector.match(w, _Ctx(self.evaluate().work, None, o.controller)):
                raise EngineError(f"{original.alias} is not {entering[0].selector}: {o.alias} can't enter as a copy of it")
        if o.token and any(x.only_if in ("embalmed", "eternalized") for x in exceptions):
            # "if this creature was embalmed, …": a token may be the one its embalm/eternalize ability made; which
            # ability created it isn't tracked, so what the exception changes can't be decided (707.9f)
            self.note_unknown(f"{o.alias} is a token: whether it was made by embalm or eternalize, which its copy "
                              f"exception depends on, isn't tracked ({self.rule_no('copiable')})")
        from .copies import with_exceptions
        from .cardtext import reparse_ability
        # the copier as it is: a prototyped one has its prototype's power, toughness and colour (718.3b)
        copier = o.card.prototyped() if o.prototyped and o.card.prototyped() is not None else o.card
        card = with_exceptions(self.copiable_card(original), exceptions, copier, reparse_ability)
        for x in exceptions:
            if x.kind == "counters" and (not x.only_if or x.only_if in card.types):
                kind, n = x.value
                o.choices["_copy_counters"] = (kind, n)
        # "… become a copy of … until end of turn" (Cursed Mirror): the stated duration of its own copy effect (611.2a)
        lasting = entering[0].duration if entering and not step else "indefinite"
        eff = ContinuousEffect(
            key=("copy", o.oid) + ((step,) if step else ()), label=f"{o.alias} enters as a copy of {original.alias}",
            ops=(CopyOp(card, original.alias),), origin="resolved", ts=(o.ts, step, 0, 0), ts_reason="ts_object", source=o.oid, source_name=o.alias,
            locked=frozenset((o.oid,)), you=o.controller, duration=lasting)
        self.effects.append(eff)
        self.log.add(f"{o.alias} enters as a copy of {original.alias}: it copies the copiable values",
                     "copiable", indent=1, kind="step")
        self._changed()

    def _copy_as_entering(self, o: GameObject, original: GameObject, r) -> None:
        """Another permanent's replacement makes ``o`` enter as a copy of ``original`` (614.1c, 707.5)."""
        card = self.copiable_card(original)
        eff = ContinuousEffect(
            key=("copy", o.oid, "entering"), label=f"{o.alias} enters as a copy of {original.alias}",
            ops=(CopyOp(card, original.alias),), origin="resolved", ts=(o.ts, 99, 0, 0), ts_reason="ts_object", source=o.oid, source_name=o.alias,
            locked=frozenset((o.oid,)), you=o.controller, duration="indefinite")
        self.effects.append(eff)
        self.log.add(f"{o.alias} enters as a copy of {original.alias} ({r.source_name}: "
                     f"\u201c{r.text.replace('~', r.source_name)}\u201d): it copies the copiable values",
                     "copiable", indent=1, kind="step")
        self._changed()

    def copiable_card(self, original: GameObject, *, token: bool = False) -> CardDef:
        """707.2-707.3: the copiable values: as printed, as modified by other copy effects (the
        latest applies) and by the face-down status (708.2).

        A double-faced permanent is copied as the face that's up (707.8; a copy of a back face has
        mana value 0, 712.8e, as the back face has no mana cost).  Only a token created as a copy
        of a double-faced permanent or card keeps both faces (707.8a, ``token=True``); a flip card
        is copied whole, both halves (its flipped status isn't copied, 707.2)."""
        card = original.card
        copied = False
        for e in sorted(self.effects, key=lambda x: x.ts):
            if e.locked == frozenset((original.oid,)) and any(op.kind == "copy" for op in e.ops):
                card = next(op.card for op in e.ops if op.kind == "copy")
                copied = True
        if original.face_down:
            from .copies import face_down_card
            return face_down_card(card, self.edition, listed=original.face_down_listed)
        if original.prototyped and original.zone in ("battlefield", "stack") and card.prototyped() is not None:
            return card.prototyped()   # 718.2a, 718.3c-d: a copy of a prototyped spell or permanent has those values
        if not copied and card.other_faces and card.layout not in SINGLE_CARD_LAYOUTS and not token:
            from dataclasses import replace as _replace
            if original.transformed and original.zone == "battlefield":
                return _replace(card.other_faces[0], other_faces=(), layout="normal")
            return _replace(card, other_faces=(), layout="normal")
        return card

    def _into_library(self, n: GameObject, position) -> None:
        """On top of its owner's library, at the bottom, or N-th from the top (401.4: N - 1 cards above it). Below the
        named cards a library may hold cards the scenario doesn't name: a place among them is not known, and the
        order of that library can't be decided from then on (its named cards keep theirs)."""
        p = self.player(n.owner)
        lib = p.library
        if position == "bottom":
            (p.under if p.unknown != 0 else lib).append(n.oid)   # below the unnamed cards, if there are any
        elif isinstance(position, int) and position > 1:
            if position - 1 > len(lib) and p.unknown:
                self.note_unknown(f"{n.alias} is put {position} from the top of {_poss(n.owner)} library, among cards the "
                                  "scenario doesn't name: its place is not known", frozenset(("cards",)))
            lib.insert(min(position - 1, len(lib)), n.oid)
        else:
            lib.insert(0, n.oid)

    def put_into(self, card: CardDef, zone: str, owner: str | None = None, alias: str | None = None,
                 position: str = "top") -> GameObject:
        """A card in a zone other than the battlefield (a graveyard, hand, library, exile)."""
        if zone not in ZONE_NAMES:
            raise EngineError(f"unknown zone {zone!r} (zones: {', '.join(ZONE_NAMES)})")
        owner = self._player(owner)
        alias = alias or self.unique_alias(card.name)
        o = self._new_object(card, zone, owner, owner, alias, self.tick())
        if zone == "library":
            lib = self.player(owner).library
            if position == "bottom":
                lib.append(o.oid)
            else:
                lib.insert(0, o.oid)
        self.log.add(f"{alias} is put into {_poss(owner)} {zone}", "ts_object", kind="step")
        return o

    def move(self, ref, zone: str, *, log: bool = True, choices: dict | None = None, controller: str | None = None,
             cause: str = "", tapped: bool = False, counters: dict | None = None, position: str = "top",
             x: int | None = None, transformed: bool = False, face_down: str | None = None,
             attach_to=None) -> GameObject | None:
        """Move an object to another zone: it becomes a new object (400.7) with a new timestamp.
        ``x``: the X of the spell that becomes the permanent, for its replacement effects (107.3m).
        ``attach_to``: what a resolving Aura spell enters attached to (303.4f): attached as it enters, so what its
        enters triggers check ("if enchanted creature is red", 603.4) sees it attached.
        ``transformed``: a double-faced card enters the battlefield with its back face up (712.12, 712.14a).
        ``face_down``: it is turned face down before it enters the battlefield (708.3), by what ('manifest', ...)."""
        o = self.obj(ref)
        moved = self.move_many([(o.oid, zone, {"choices": choices, "controller": controller, "tapped": tapped,
                                               "counters": counters, "position": position, "x": x,
                                               "transformed": transformed, "face_down": face_down,
                                               "attach_to": attach_to})],
                               cause=cause, log=log)
        return moved[0] if moved else None

    def move_many(self, moves: list, *, cause: str = "", log: bool = True) -> list:
        """Objects change zones simultaneously (one event): each becomes a new object (400.7);
        last known information of all of them is taken from the state before any moves (704.8)."""
        from .unknowns import groups_moved_whole, order_unreached
        from .commanderzone import commander_may_leave
        snap = self.evaluate()
        whole = groups_moved_whole(self, moves)   # a random bottom leaving whole: its order never matters (401.4)
        lkis = {}
        replaced = []
        for i, (oid, zone, opts) in enumerate(moves):
            if oid in self.objects:
                lkis[oid] = self.snapshot_of(oid, snap)
                new_zone, notes, how = self.replace_zone(self.objects[oid], zone, cause, snap)
                if new_zone != zone:
                    replaced.append((i, new_zone, notes, how))
                commander_may_leave(self, self.objects[oid], new_zone)   # 903.9: the owner may choose the command zone
        thens = []
        afters = []   # what a replacement does with the new object once moved (madness's trigger, kb.engine.madness)
        for i, new_zone, notes, how in replaced:
            oid, _z, opts = moves[i]
            if "then" in how:   # the rest of a replaced event ("instead exile that card and create ...", 614.6)
                how = dict(how)
                thens.append(how.pop("then"))
            if "after" in how:
                how = dict(how)
                afters.append((i, how.pop("after")))
            if "exiled_with" in how:   # 607.2b: exiled by a replacement effect of another object's ability
                how = dict(how)
                src = how.pop("exiled_with")
                afters.append((i, lambda n, src=src: self._exiled_by_replacement(n, src)))
            moves[i] = (oid, new_zone, {**(opts or {}), **how})
            for n in notes:
                self.log.add(n, "replacement", indent=1, kind="step")
        out = []
        entering = {oid for oid, zone, _o in moves if zone == "battlefield"}
        outer_entering = self._entering
        self._entering = outer_entering | entering
        outer_cards = self.entering_cards   # the same cards as the new objects they become (400.7: card_id is kept)
        self.entering_cards = outer_cards | {self.objects[i].card_id for i in entering if i in self.objects}
        outer_before = self.entering_before   # and each one as it was before the event (704.8)
        self.entering_before = {**outer_before, **{self.objects[i].card_id: lkis[i].working for i in entering
                                                   if i in self.objects and i in lkis}}
        try:
            with self.batch():
                for oid, zone, opts in moves:
                    o = self.objects.get(oid)
                    if o is None:
                        out.append(None)
                        continue
                    out.append(self._move_one(o, zone, opts or {}, lkis[oid], cause, log))
        finally:
            self._entering = outer_entering
            self.entering_cards = outer_cards
            self.entering_before = outer_before
        order_unreached(self, whole)
        if self.acting is not None:   # what an instruction acted on, for "… this way" (kb.engine.thisway)
            swapped = {i for i, *_rest in replaced}
            for i, ((oid, _zone, _opts), new) in enumerate(zip(moves, out)):
                if new is not None and new.oid != oid:
                    record(self, cause, lkis[oid], i in swapped, new.zone)
        if self.shuffle_after:
            owners, self.shuffle_after = sorted(self.shuffle_after), set()
            self._shuffled(owners, lazy=True)
        for i, after in afters:
            after(out[i])
        for text, src, controller, label in thens:
            self.resolve(text, source=self.objects.get(src), controller=controller, label=label)
        return out

    def _exiled_by_replacement(self, n, src) -> None:
        """607.2b: ``n``, exiled instead by the replacement effect of an ability of ``src``, is "exiled with" it."""
        if n is None or n.zone != "exile" or src not in self.objects:
            return
        n.exiled_with = (src, self.tick())
        self.log.add(f"{n.alias} is exiled with {self.objects[src].alias} ({self.rule_no('linked_replacement')})",
                     "follow_instructions", indent=1, kind="step")

    def _move_one(self, o: GameObject, zone: str, opts: dict, lki: LastKnown, cause: str, log: bool):
        if zone not in ZONE_NAMES:
            raise EngineError(f"unknown zone {zone!r} (zones: {', '.join(ZONE_NAMES)})")
        if zone == "battlefield":
            self._check_choices_for_entering(o, opts.get("choices"))
        if zone == o.zone and zone not in ("battlefield", "exile"):
            return o
        if o.token and o.zone != "battlefield":
            # 111.8: a token that has left the battlefield can't move to another zone
            self.log.add(f"{o.alias} is a token that has left the battlefield: it stays where it is",
                         "token_stays", indent=1, kind="step")
            return o
        if (o.melded or o.merged) and o.zone == "battlefield":   # 712.21, 730.3: one permanent, several cards
            return self._move_melded(o, zone, opts, lki, cause, log)
        from_zone = o.zone
        self._remember_leaving(o, zone)
        self.lki[o.oid] = lki
        for other in self.objects.values():
            if other.attached_to == o.oid:
                other.attached_to = None
                self.detached_from[other.oid] = o.oid   # kb.engine.aurafinds (400.7f)
        if from_zone == "library":
            for lib in (self.player(o.owner).library, self.player(o.owner).under):
                if o.oid in lib:
                    lib.remove(o.oid)
            from .unknowns import bottom_order_reached, chosen_from_library
            chosen = o.oid in self.searched_out
            if chosen:   # found by a search (701.23a): the searcher's choice, not a random card of a shuffled library
                self.searched_out.discard(o.oid)
                chosen_from_library(self, o.owner, o.card_id)
            self.player(o.owner).taken += 1
            if not chosen:
                bottom_order_reached(self, o.owner, o.card_id)   # one of cards in an unknown order: it matters now (401.4)
        del self.objects[o.oid]
        controller = opts.get("controller") or (o.controller if zone in ("battlefield", "stack") else o.owner)
        if zone not in ("battlefield", "stack"):
            controller = o.owner
        n = self._new_object(o.card, zone, o.owner, controller, o.alias, self.tick(), card_id=o.card_id,
                             incarnation=o.incarnation + 1)
        n.is_copy = o.is_copy
        n.prototyped = zone == "battlefield" and from_zone == "stack" and o.prototyped   # 718.3b, 718.4
        n.bestowed = zone == "battlefield" and from_zone == "stack" and o.bestowed   # 702.103b: a bestowed Aura
        if zone == "battlefield" and o.card.other_faces and o.card.layout not in SINGLE_CARD_LAYOUTS and \
                (opts.get("transformed") or (from_zone == "stack" and o.transformed)):
            n.transformed = True   # 712.13: a resolving double-faced spell enters with the face up it had on the stack
        if zone == "battlefield" and (opts.get("face_down") or (from_zone == "stack" and o.face_down)):
            # 708.3: turned face down before it enters (its enters abilities don't apply); a face-down spell enters
            # with the characteristics it had on the stack (702.37c)
            mark_face_down(n, opts.get("face_down") or o.face_down_by,
                           o.face_down_listed if from_zone == "stack" and not opts.get("face_down") else None)
        elif o.face_down and from_zone in ("battlefield", "stack"):
            self.log.add(f"{o.alias} is face down: its owner reveals it ({o.card.name}) as it leaves the {from_zone}",
                         "face_down_reveal", kind="step", indent=1)
        n.record = o.record if zone in ("battlefield", "stack") else None
        if zone != "library" and zone != "hand":
            self.successors[o.oid] = [n.oid]   # 400.7j: the effect that moved it can find it in a public zone
        spell = o.oid if from_zone == "stack" else None
        if self._arrive(n, zone, dict(opts, _from_zone=from_zone), spell=spell) == "graveyard":
            zone = self._divert_to_graveyard(n, from_zone)
        if log:
            verb = {"destroy": "is destroyed", "sacrifice": "is sacrificed", "sba": "is put", "discard": "is discarded",
                    "counter": "is countered"}.get(cause, "moves")
            self.log.add(f"{o.alias} {verb}: from the {from_zone} to {_poss(o.owner) if zone in ('graveyard', 'hand', 'library') else 'the'} "
                         f"{zone}, a new object with no memory of its previous existence [timestamp {n.ts}]",
                         "new_object", kind="step", indent=1 if cause else 0)
        if from_zone == "battlefield":
            self.left_battlefield.append((self.turn, lki, zone))
        by = None
        if cause == "discard":   # who controls the spell or ability that caused it; '?': not known (a scenario step
            # that doesn't say, or an instruction being applied that didn't say whose it is); None: a rule or a cost
            by = getattr(self, "discard_by", None) or (
                "?" if getattr(self, "discard_step", False) or self.acting is not None else None)
        self._emit(Event("zone", obj=n.oid, lki=lki, from_zone=from_zone, to_zone=zone,
                         # a land played: the player who played it (305.1), "that player" of "a player plays a land"
                         player=controller if cause == "play" and controller else lki.controller,
                         cause=cause, by=by, tapped=bool(n.tapped) if zone == "battlefield" else None))
        self._changed()
        return n

    def _entering_count(self, o, value, from_zone: str | None = None) -> int | None:
        """614.1c: "~ enters with a +1/+1 counter on it for each creature card in your graveyard" / "… X …, where X is
        …": the count as the permanent enters (its controller is "you", 109.5), the permanent still where it was (a
        card returned from a graveyard counts itself as a card in that graveyard). A count the scenario can't give (an
        unlisted graveyard) is not guessed: its counters, power and toughness are "cannot decide" (None)."""
        from .filters import Ctx
        from .gamevalues import GameView, value_undecided
        from .unknowns import Unknown
        why = value_undecided(value, self, o.controller)
        if why:
            reason = f"{o.alias} enters with counters counted by \u201c{value}\u201d: {why}"
            self.log.add(reason, "enters_as", indent=1, kind="step")
            self.unknowns.append(Unknown(reason, frozenset(("pt", "zone")), since=self.clock,
                                         objects=frozenset((o.card_id,)), by_card=True,
                                         fields=frozenset(("pt", "power", "toughness", "counters"))))
            return None
        snap = self.evaluate()
        w = snap.get(o.oid)
        work = dict(self.without_entering_together(o, snap.work))   # not those entering with it (614.12a)
        if w is not None:   # not on the battlefield yet: where it was ("counts itself" from a graveyard), or nowhere
            if from_zone in (None, "battlefield"):
                work.pop(o.oid, None)
            else:
                was = w.copy()
                was.zone = from_zone
                work[o.oid] = was
        return max(0, value.eval(Ctx(work, w, o.controller, o.choices, game=GameView(self)), w))

    def _sunburst_counter(self, o: GameObject, w, ab) -> str | None:
        """Sunburst (702.44a): the counter a +1/+1 one if it is entering as a creature, else ``noncreature_counter``
        (a charge counter). Since 2018-10-05 that is judged ignoring type-changing effects (its copiable values,
        707.2); from 2017-09-29 until then, as it would exist on the battlefield (614.12); under older rules, when
        effects make the two differ, which one counts isn't decided (the spell's own types, or the permanent's): None,
        noted as "cannot decide"."""
        from .versions import rule
        own = "Creature" in self.copiable_card(o).types
        now = w is not None and "Creature" in w.types
        if own != now and not rule("sunburst_type_changes", self.edition):
            if rule("enters_view", self.edition) != "existing":
                self._entering_counters_unknown(o, f"{o.alias}: whether it enters as a creature for \u201c{ab.keyword_name or ab.text}\u201d "
                                                f"is not decided by the rules of {self.edition} when effects change its types "
                                                "(614.12): its counters can't be decided")
                return None
            own = now   # as it would exist on the battlefield, the continuous effects that would apply included
        return ab.counter if own else ab.noncreature_counter

    def _spent_unknown(self, o, ab) -> None:
        """614.1c, 601.2h: the mana spent to cast the spell it was is neither stated nor deducible from its total
        cost: how many counters it enters with is not known. Its counters, power and toughness can't be decided
        (a state-based action that then reads its toughness notes it, kb.engine.sba)."""
        what = "which colours of mana" if ab.spent == "colors" else "how much mana"
        reason = (f"{o.alias} enters with counters for the mana spent to cast it, but {what} paid its total cost "
                  f"{getattr(o.record, 'total_cost', '') or ''} is not stated (601.2h): give mana: on the cast step")
        self._entering_counters_unknown(o, reason)

    def _entering_counters_unknown(self, o, reason: str) -> None:
        """How many counters ``o`` enters with is not known (614.1c): its counters, power and toughness can't be
        decided (a state-based action that then reads its toughness notes it, kb.engine.sba)."""
        from .unknowns import Unknown
        self.log.add(reason, "enters_as", indent=1, kind="step")
        self.unknowns.append(Unknown(reason, frozenset(("pt", "zone")), since=self.clock, objects=frozenset((o.card_id,)),
                                     by_card=True, fields=frozenset(("pt", "power", "toughness", "counters"))))

    def _enters_condition(self, o, ab) -> bool:
        """The condition of "~ enters with … if [condition]" as it enters (614.1c); one the game doesn't decide (the
        question's first turn before the history it reads) is "cannot decide" for what follows, and taken as false."""
        from .filters import Ctx
        from .gamevalues import GameView
        unsure = getattr(ab.condition, "undecided", None)
        why = unsure(self, o.controller) if unsure is not None else None
        text = ab.text.replace("~", o.card.name)
        if why:
            self._entering_counters_unknown(o, f"{o.alias}: whether \u201c{text}\u201d applies can't be decided: {why}")
            return False
        snap = self.evaluate()
        holds = bool(ab.condition.holds(Ctx(self.without_entering_together(o, snap.work), snap.get(o.oid), o.controller,
                                            o.choices, edition=self.edition, game=GameView(self))))
        self.log.add(f"{o.alias}: \u201c{text}\u201d \u2014 the condition is {'true' if holds else 'false'} as it enters",
                     "enters_as", indent=1, kind="step")
        return holds

    def note_unknown(self, reason: str, scope: frozenset | None = None) -> None:
        """Something the engine can't decide happened: every answer it could change (all, by default) says
        "cannot decide" from now on (kb.engine.unknowns)."""
        from .unknowns import ALL, note_derived
        note_derived(self, reason, scope or ALL)

    def keyword_unread(self, ab, who: str, mana_cost=None, *, left: bool = False, oid: int | None = None,
                       differences: bool = True, creature: bool = False) -> bool:
        """A keyword ability the rules of this edition don't define yet (prowess before 2014-09-25, bushido before
        2004-10-01; kb.engine.keywordmeans), or define otherwise for this instance (echo before 2006-10-01 with an
        echo cost other than ``mana_cost``, the permanent's ManaCost; ``left``: its permanent left before it
        resolved): what follows can't be decided (noted here; True) — for an instance whose cost is mana, only what
        is about its permanent ``oid`` (mana paid changes nothing else). ``differences=False``: only whether the rule
        exists; ``creature``: the permanent is a creature as the ability is activated (crew before 2022-02-18). False for
        any other ability."""
        from .keywordmeans import edition_difference, meaning_of
        from .versions import rule
        k = meaning_of(ab.keyword_name) if getattr(ab, "keyword_name", None) else None
        if k is None:
            return False
        if not rule(k.name, self.edition):
            self.note_unknown(f"{who} has {k.name}, a keyword the rules of {self.edition} don't have yet (it came with "
                              f"the {k.since} edition): what follows can't be decided")
            return True
        if not differences:
            return False
        cost = "".join("{%s}" % s for s in mana_cost.symbols) if mana_cost is not None else None
        why = edition_difference(ab.keyword_name, self.edition, cost, left=left, creature=creature)
        if why is None:
            return False
        reason = f"{who}'s {k.name} ({self.rule_no(k.concept)}): {why}; what follows can't be decided"
        if oid is not None and re.fullmatch(r"[a-z ]+ (?:\{[^}]+\})+", ab.keyword_name.lower()):
            from .unknowns import ALL, Unknown
            self.unknowns.append(Unknown(reason, ALL, since=self.clock, objects=frozenset((oid,))))
        else:
            self.note_unknown(reason)
        return True

    def _remember_leaving(self, o: GameObject, to: str) -> None:
        """Before an object leaves its zone: what is not modelled about it stays so (kb.engine.unknowns). A
        card leaving a hidden or other zone with an unread replacement or trigger about itself (113.6: a
        discarded card that would go elsewhere, "When ~ is put into a graveyard from anywhere") makes what
        follows undecidable. Madness applies to a discard alone (a discard the madness reader saw is read there,
        kb.engine.madness), which puts the card into its owner's graveyard
        (702.35a, 701.9a): a card with madness going anywhere else (cast, put onto the battlefield, exiled) is not
        discarded."""
        from .unknowns import note_derived, remember
        if o.zone in ("battlefield", "stack"):
            remember(self, self.evaluate(), only=o.oid)
            return
        for ab in o.card.abilities:
            if o.zone == "hand" and to == "graveyard" and getattr(ab, "kind", "") == "keyword" and \
                    (ab.name or "").lower().startswith("madness") and o.oid not in self.__dict__.get("madness_read", ()):
                note_derived(self, f"{o.alias} has madness, which the engine doesn't model: if it was discarded, its "
                                   "owner may have exiled it instead and cast it (702.35a)")
            if getattr(ab, "kind", "") == "unmodelled" and ab.guess == "triggered" and (
                    not _may_trigger_leaving(ab.text) or getattr(getattr(ab, "spec", None), "event", "") == "chapter"):
                continue   # "When ~ enters, ...", "When ~ dies, ...", a chapter ability (714.2b): it works on the
                # battlefield only (113.6, 603.6)
            if getattr(ab, "kind", "") == "unmodelled" and ab.guess in ("replacement", "triggered") and "~" in ab.text:
                note_derived(self, f"{o.alias}'s \u201c{ab.text.replace('~', o.card.name)}\u201d is not modelled and "
                                   f"may apply as it leaves the {o.zone} ({self.rule_no('abilities_on_battlefield')})")

    def _has_own_copy_ability(self, o: GameObject) -> bool:
        """Whether the entering permanent has its "enter as a copy" ability to apply (614.12: by the
        edition's rule, its own text or characteristics, or as it would exist on the battlefield with
        the continuous effects that already exist)."""
        from .versions import rule
        own = [a for a in self.copiable_card(o).abilities if isinstance(a, EntersAsCopy)]
        if not own or rule("enters_view", self.edition) != "existing":
            return True  # no ability of its own (the step's error says so), or its own text decides
        w = self.evaluate().get(o.oid)
        return w is None or any(isinstance(h.ability, EntersAsCopy) for h in w.abilities)

    def _divert_to_graveyard(self, n: GameObject, from_zone: str | None) -> str:
        """712.13a: the permanent never entered: the object is put into its owner's graveyard instead
        (its copy effects and choices made as it would have entered are gone with it)."""
        self.effects = [e for e in self.effects if not (e.origin == "resolved" and e.locked == frozenset((n.oid,))
                                                        and e.key[:2] == ("copy", n.oid))]
        n.zone = "graveyard"
        n.controller = n.owner
        n.fresh = False
        n.transformed = False
        n.choices = {}
        if from_zone is None:
            self._emit(Event("zone", obj=n.oid, from_zone=None, to_zone="graveyard", player=n.owner))
        return "graveyard"

    def _arrive(self, n: GameObject, zone: str, opts: dict, *, spell: int | None = None) -> str | None:
        """A new object in its zone: on top of the library or at the bottom; on the battlefield, as
        its replacement effects say it enters (614.1c-d), after effects on the spell it was (400.7a)."""
        if zone == "library":
            self._into_library(n, opts.get("position"))
        if zone == "battlefield":
            n.fresh = True
            n.entered_turn = self.turn
            n.entered_during = True
            n.arrived_turn = self.turn
            n.turn_controller = n.controller
            self.mark_control(n)
            if spell is not None:
                self._continue_spell_effects(spell, n.oid)
            if self._as_it_enters(n, {"choices": opts.get("choices"), "counters": opts.get("counters"),
                                      "x": opts.get("x"), "from_zone": opts.get("_from_zone")}) == "graveyard":
                return "graveyard"
            if spell is None and opts.get("_from_zone") not in (None, "stack"):
                # 303.4f: an Aura put onto the battlefield by an effect: what it enchants is chosen as it enters
                from .auraenters import attach_entering_aura
                attach_entering_aura(self, n, opts.get("choices"))
            if opts.get("attach_to") is not None:   # 303.4f: an Aura spell enters attached to what it targeted
                n.attached_to = opts["attach_to"]
            if opts.get("tapped"):
                n.tapped = True

    def _continue_spell_effects(self, spell: int, permanent: int) -> None:
        """400.7a: effects of spells and of activated and triggered abilities that changed a permanent
        spell on the stack continue to apply to the permanent it becomes."""
        for e in self.effects:
            if e.origin == "resolved" and e.locked and spell in e.locked:
                e.locked = (e.locked - {spell}) | {permanent}
                e.cache.clear()
                self.log.add(f"{e.label}: it applied to the spell and continues to apply to the permanent",
                             "spell_to_permanent", indent=1, kind="step")

    def _devour(self, o: GameObject, abilities, choices: dict) -> None:
        """702.82a-c: each devour ability of ``o`` as it enters (kb.engine.devour)."""
        from .devour import devour_enters
        devour_enters(self, o, abilities, choices)

    def _check_choices_for_entering(self, o: GameObject, choices: dict | None) -> None:
        for ab in o.card.abilities:
            if isinstance(ab, EntersChoice) and ab.choice not in (choices or {}):
                raise EngineError(f"{o.alias}: \u201c{ab.text.replace('~', o.card.name)}\u201d needs a choice as "
                                  f"it enters again (choose: {{{ab.choice}: ...}})")

    def leave(self, ref, to: str = "graveyard") -> GameObject | None:
        return self.move(ref, to)

    def blink(self, ref, controller: str | None = None, choices: dict | None = None) -> GameObject:
        o = self.obj(ref)
        with self.batch():
            self.move(o, "exile", log=False)
            n = self.move(o.alias, "battlefield", log=False, choices=choices,
                          controller=self._player(controller or o.owner))
        self.log.add(f"{o.alias} is exiled and returns to the battlefield: a new object [timestamp {n.ts}]",
                     "new_object", "ts_object", kind="step")
        return n

    # --- counters, status, attachments ------------------------------------------------------------------
    def _saga_enters(self, o: GameObject, w, abilities, choices: dict) -> None:
        """714.3a: a Saga without read ahead enters with a lore counter (a replacement effect, 614.1c); with read
        ahead (714.3b, 702.155b) with the number of lore counters its controller chooses as it enters, between one and
        its final chapter number (``choose: {chapter: N}``; unstated, what it changes is "cannot decide"). Not called
        for a Saga stated as already on the battlefield with lore counters: those are all it has (122.1)."""
        from .triggers import final_chapter
        final = final_chapter(abilities)
        if w is None or "Saga" not in w.subtypes or not final:
            return
        if any(is_read_ahead(a) for a in abilities):
            n = choices.pop("chapter", None)
            if n is None:
                self.note_unknown(f"{o.alias} has read ahead (714.3b): the number of lore counters it enters with is "
                                  "chosen and not stated (choose: {chapter: N})")
                return
            if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= final:
                raise EngineError(f"{o.alias}: choose: {{chapter: {n!r}}} must be a number from 1 to {final}, its final "
                                  "chapter number (714.3b)")
            if not self.rules_have("read_ahead"):
                self.note_unknown(f"{o.alias}'s read ahead is not defined by the rules of {self.edition} (702.155)")
                return
            self.put_counters(o, "lore", n, log=False)
            self.log.add(f"{o.alias} is a Saga with read ahead: it enters with the {n} lore counter(s) chosen",
                         "read_ahead", indent=1, kind="step")
            return
        self.put_counters(o, "lore", 1, log=False)
        self.log.add(f"{o.alias} is a Saga: it enters with a lore counter", "saga_lore", indent=1, kind="step")

    def put_counters(self, ref, kind: str, n: int, *, log: bool = True, by: str | None = None, cause: str = "",
                     as_cost: bool = False) -> int:
        """613.7c: the counters receive a timestamp; counters of that kind already there share it. ``by``: the
        player putting them (default: the permanent's controller, 122.6a; '?': not known). Returns how many were put (none
        when an effect says they can't be, 101.2, 122.6; after replacement effects, 614.1). ``as_cost``: they are put
        to pay a cost (a loyalty ability's +N, 606.4): no effect puts them, so "If an effect would put …" doesn't apply."""
        o = self.obj(ref)
        kind = kind.strip()
        n = int(n)
        if n <= 0:
            return 0
        if o.zone == "battlefield":
            from .restrictions import counters_prohibited
            snap = self.evaluate()
            w = snap.get(o.oid)
            why = counters_prohibited(self, snap, w, kind, entering=cause == "enters") if w is not None else None
            if why:   # 101.2, 122.6: the counters are simply not put (nothing is replaced, nothing triggers)
                self.log.add(f"{n} {kind} counter(s) can't be put on {o.alias}: {why}", "cant_wins", indent=1,
                             kind="step")
                return 0
        n = self.replace_counters(o, kind, n, by=None if by == "?" else by, as_cost=as_cost, entering=cause == "enters")
        if n <= 0:
            return 0   # halved to none: no counters are put (614.6)
        ts = self.tick()
        c = o.counters.get(kind)
        o.counters[kind] = Counter((c.n if c else 0) + n, ts)
        if kind == "defense":
            o.had_defense = True
        if log:
            self.log.add(f"{o.alias} gets {n} {kind} counter(s) [timestamp {ts}]", "ts_counter", kind="step")
        # the player who put them (608.2c, 122.6a): "Whenever you put … counters" (kb.engine.counterputs), "if you put
        # a counter on a creature this turn" (kb.engine.turndeeds, 122.6); '?': a scenario step that doesn't say
        if by is None and cause == "enters":   # the player the entering permanent's effect names none of (122.6a)
            from .counterputs import entering_putter
            by = entering_putter(self, o)
        putter = by or o.controller
        from .turndeeds import record_counters
        record_counters(self, o, kind, n, None if putter == "?" else putter, cause)
        self._emit(Event("counters", obj=o.oid, amount=n, counter=kind, total=o.counters[kind].n, cause=cause,
                         by=putter))
        self._changed()
        return n

    def remove_counters(self, ref, kind: str, n: int, off: bool = True) -> None:
        """Remove ``n`` counters of ``kind`` from ``ref``; ``off=False`` leaves the "one or more counters are removed"
        event to the caller, which removes several kinds at once (:meth:`counters_off_together`, 603.2c)."""
        o = self.obj(ref)
        c = o.counters.get(kind)
        if c is None or c.n < n:
            raise EngineError(f"{o.alias} has {c.n if c else 0} {kind} counter(s), can't remove {n}")
        c.n -= n
        if c.n == 0:
            del o.counters[kind]
        self.log.add(f"{o.alias} loses {n} {kind} counter(s)", kind="step")
        self._changed()
        for _ in range(n):   # "Whenever a time counter is removed from ~ while it's exiled" (702.62a): each counter
            # removed is an event of its own, several removed at once too (603.2; the Protean Hydra ruling)
            self._emit(Event("counters_removed", obj=o.oid, counter=kind, amount=1))
        if n > 0 and off:   # "Whenever one or more loyalty counters are removed from ~": all of them, one event (603.2c)
            self._emit(Event(COUNTERS_OFF, obj=o.oid, counter=kind, amount=n))
        if kind == "defense" and c.n == 0 and n > 0:
            self._siege_defeated(o)
        if kind == "time" and c.n == 0 and n > 0:
            self.suspend_last_counter(o)   # 702.62a
        if c.n == 0 and n > 0:   # "When the last time counter is removed from ~" (vanishing, 702.63a)
            self._emit(Event("last_counter", obj=o.oid, counter=kind))

    def counters_off_together(self, oid: int, removed: dict) -> None:
        """The "one or more counters are removed" event of counters of several kinds removed from ``oid`` at once
        (``removed``: kind → how many; "Remove all counters from …", 704.5q): kb.engine.countersremoved.together_events."""
        from .countersremoved import together_events
        for ev in together_events(oid, removed, Event):
            self._emit(ev)

    def _siege_defeated(self, o: GameObject) -> None:
        """310.11b: a Siege has the intrinsic ability "When the last defense counter is removed from this
        permanent, exile it, then you may cast it transformed without paying its mana cost"."""
        w = self.evaluate().get(o.oid)
        if w is None or w.zone != "battlefield" or "Battle" not in w.types or "Siege" not in w.subtypes:
            return
        from .triggers import Pending
        text = "Exile ~, then you may cast it transformed without paying its mana cost."
        p = Pending(None, o.oid, w.copy(), w.controller, Event("counters", obj=o.oid, counter="defense"), text=text,
                    label=f"{o.alias}'s triggered ability", concept="siege_defeated")
        self.pending.append(p)
        self.log.add(f"the last defense counter is removed from {o.alias}: its Siege ability triggers: "
                     f"“{text.replace('~', o.alias)}”", "siege_defeated", indent=1, kind="step")

    def attach(self, ref, to) -> None:
        """613.7e: an Aura, Equipment or Fortification gets a new timestamp when it becomes attached."""
        o = self.obj(ref)
        if self.is_player(to):   # 303.4, 702.5d: an Aura that can enchant a player
            if o.zone != "battlefield":
                raise EngineError(f"{o.alias} must be on the battlefield to attach")
            was = o.attached_to
            o.attached_to = to
            o.ts = self.tick()
            self.log.add(f"{o.alias} becomes attached to {to} (a player) [new timestamp {o.ts}]", "ts_attach",
                         "aura_player", kind="step")
            self._changed()
            if was != to:
                self.became_attached(o)
            return
        t = self.obj(to)
        if o.zone != "battlefield" or t.zone != "battlefield":
            raise EngineError(f"{o.alias} and {t.alias} must both be on the battlefield to attach")
        was = o.attached_to
        if was == t.oid:
            if self.rules_have("attach_same"):   # 701.3b: it doesn't move, gets no new timestamp, nothing triggers
                self.log.add(f"{o.alias} is already attached to {t.alias}: the effect does nothing, and it keeps its "
                             f"timestamp [timestamp {o.ts}]", "attach_same", kind="step")
                return
            self.note_unknown(f"{o.alias} is attached again to {t.alias}, which it is already attached to: no numbered "
                              f"rule of {self.edition} says whether it \u201cbecomes attached\u201d and gets a new "
                              f"timestamp ({self.rule_no('ts_attach')})",
                              frozenset(("pt", "abilities", "types", "colors", "zone")))
        w = self.evaluate().get(o.oid)
        o.attached_to = t.oid
        if version_of("attach_timestamp", self.edition):
            o.ts = self.tick()
            self.log.add(f"{o.alias} becomes attached to {t.alias} [new timestamp {o.ts}]", "ts_attach", kind="step")
        else:   # 1999-04-23: "the order they came into play" (418.5c) — moving it doesn't bring it into play again
            self.log.add(f"{o.alias} becomes attached to {t.alias}; its timestamp stays that of when it came into play "
                         f"[timestamp {o.ts}]", "ts_attach", kind="step")
        from .reconfigure import mark_reconfigured
        mark_reconfigured(self, o, t.oid, w)   # 702.151b: an Equipment with reconfigure stops being a creature
        self._changed()
        if was != t.oid:
            self.became_attached(o)

    def became_attached(self, o) -> None:
        """603.2e: "becomes attached" triggers when it happens - an Aura entering attached to it, or an Aura or
        Equipment moved onto it (not again while it stays attached, 701.3b)."""
        host = o.attached_to
        self._emit(Event("attached", obj=o.oid, other=host if not self.is_player(host) else None,
                         player=host if self.is_player(host) else None))

    def detach(self, ref) -> None:
        o = self.obj(ref)
        o.attached_to = None
        o.reconfigured_to = None   # 702.151b: unattached, the effect ends (kb.engine.reconfigure)
        self.log.add(f"{o.alias} becomes unattached", kind="step")
        self._changed()

    def set_tapped(self, ref, tapped: bool, event: bool = True) -> None:
        """Tap or untap a permanent; ``event=False``: a state stated as it was before the question (a scenario's
        ``tap: {card, already: true}``), so it does not become tapped now and nothing triggers on it."""
        o = self.obj(ref)
        was = o.tapped
        if was and not tapped and o.zone == "battlefield" and stun_instead_of_untap(self, o):
            return   # 122.1d: a stun counter is removed instead of the untap
        if was != tapped and tapped and o.zone == "battlefield" and self.acting is not None:   # "… tapped this way" (kb.engine.thisway)
            record(self, "tap", self.snapshot_of(o.oid))
        o.tapped = tapped
        if was != tapped and o.zone == "battlefield" and not event:
            self.log.add(f"{o.alias} is {'tapped' if tapped else 'untapped'}, as stated: it did not become so during the "
                         "question, so nothing triggers on it", "trigger", indent=1, kind="step")
        elif was != tapped and o.zone == "battlefield":
            self._emit(Event("tapped" if tapped else "untapped", obj=o.oid))
        self._touched()

    def turn_face(self, ref, down: bool) -> None:
        """613.7f: a permanent gets a new timestamp when it turns face up or face down. A double-faced
        permanent (a melded one too) can't be turned face down: nothing happens (712.16)."""
        o = self.obj(ref)
        if down and not o.face_down and o.zone == "battlefield" and \
                (o.card.other_faces and o.card.layout not in SINGLE_CARD_LAYOUTS or o.melded):
            self.log.add(f"{o.alias} is a double-faced permanent: it can't be turned face down, so nothing happens",
                         "dfc_not_face_down", kind="step")
            return
        if down and o.face_down:
            return   # 708.2b: a face-down permanent can't be turned face down
        if not down and o.face_down and o.face_down_by in ("manifest", "cloak") and \
                {"Instant", "Sorcery"} & set(o.card.types):
            self.log.add(f"{o.alias} is a {o.face_down_by}ed {o.card.name}, an instant or sorcery card: it is revealed "
                         "and stays face down", "manifest_stays_down", kind="step")
            return
        was_down = o.face_down
        o.face_down = down
        if not down:
            o.face_down_by, o.face_down_listed = None, ()
        o.ts = self.tick()
        self.log.add(f"{o.alias} turns face {'down' if down else 'up'} [new timestamp {o.ts}]",
                     "ts_face", "face_down", kind="step")
        if was_down and not down:
            self.log.add("its copiable values revert to its normal ones; effects applied to it while face down still "
                         "apply, and abilities relating to it entering don't trigger", "face_up_keeps", indent=1,
                         kind="step")
            self._changed()
            from .facingup import apply_as_turned_face_up
            apply_as_turned_face_up(self, o)   # "As ~ is turned face up, …" (708.11)
            self._emit(Event("turned_face_up", obj=o.oid))
        self._changed()

    def flip(self, ref) -> None:
        """710.2-710.4: a flip card's alternative characteristics apply once it is flipped (one way)."""
        o = self.obj(ref)
        card = self.copiable_card(o)   # a permanent copying a flip card flips too (707.2, 710.2)
        if card.layout != "flip" or not card.other_faces:
            raise EngineError(f"{o.alias} is not a flip card (710)")
        if o.zone != "battlefield" or o.flipped:
            return
        o.flipped = True
        self.log.add(f"{o.alias} flips: it has the characteristics of {card.other_faces[0].name} (its colour and mana "
                     "cost stay)", "flip_cards", kind="step")
        self._changed()

    def transform(self, ref, *, by_day_night: bool = False, convert: bool = False) -> None:
        """701.27a: a double-faced permanent turns over; the same object, its other face up (712.8). ``convert``: an
        instruction to convert it (701.28a, since 2022-11-18: it follows the rules of transforming); under an edition
        without that rule what it does is noted "cannot decide"."""
        from .versions import rule
        o = self.obj(ref)
        if convert and not self.rules_have("convert"):
            self.note_unknown(f"{o.alias} is converted, which the rules of {self.edition} don't define (701.28a came "
                              "with the 2022-11-18 edition)")
            return
        if not by_day_night and o.zone == "battlefield" and self.transform_refused(o):
            return
        if o.melded or o.card.layout == "meld":
            self.log.add(f"{o.alias} is a meld card or a melded permanent: it can't be transformed (712.4c)",
                         "meld_no_transform", kind="step")
            return
        if not o.card.other_faces or o.card.layout in SINGLE_CARD_LAYOUTS:
            self.log.add(f"{o.alias} is not a double-faced permanent: it doesn't transform", "transform_only_dfc",
                         kind="step")
            return
        can = rule("token_transform", self.edition)
        modal = o.card.layout == "modal_dfc"
        if (o.token and can not in ("transforming", "any_dfc")) or (modal and can in ("transforming_cards", "transforming")) \
                or (o.token and modal and can != "any_dfc"):
            # 701.25a of 2011: only permanents represented by double-faced cards transform; 701.28c of 2020: transforming
            # double-faced cards; of 2023: transforming tokens too; 701.27c of 2025: any double-faced token or card
            # (kb.engine.versions token_transform)
            what = "a token" if o.token else "a modal double-faced permanent"
            self.log.add(f"{o.alias} is {what}, which the rules of {self.edition} don't let transform: nothing happens",
                         "transform_only_dfc", kind="step")
            return
        into = o.card.other_faces[0] if not o.transformed else o.card
        if {"Instant", "Sorcery"} & set(getattr(into, "types", ()) or ()):
            # 701.27d, 712.10 (701.25d from 2016-04-08): the face it would turn into is an instant or sorcery face
            if not self.rules_have("transform_instant_face"):
                self.note_unknown(f"{o.alias} would transform into an instant or sorcery face ({into.name}), which no "
                                  f"rule of {self.edition} provides for")
                return
            self.log.add(f"{o.alias} would transform into {into.name}, an instant or sorcery face: nothing happens",
                         "transform_instant_face", kind="step")
            return
        o.transformed = not o.transformed
        face = o.card.other_faces[0] if o.transformed else o.card
        if convert:
            self.log.add(f"{o.alias} is converted: {face.name} is now up", "convert", "dfc_faces", kind="step")
        else:
            self.log.add(f"{o.alias} transforms: {face.name} is now up", "transform", "dfc_faces", kind="step")
        if o.zone == "battlefield" and self.rules_have("ts_transform"):   # 613.7g (613.6f from 2015-07-17): a new timestamp
            o.ts = self.tick()
            self.log.add(f"{o.alias} receives a new timestamp [{o.ts}]", "ts_transform", indent=1, kind="step")
        self._emit(Event("transformed", obj=o.oid))
        self._changed()

    def end_effect(self, handle: str) -> None:
        keep = [e for e in self.effects if e.handle != handle]
        if len(keep) == len(self.effects):
            known = ", ".join(sorted({e.handle for e in self.effects if e.handle})) or "none"
            raise EngineError(f"no effect called {handle!r} (named effects: {known})")
        self.effects = keep
        self.log.add(f"The effect {handle!r} ends", kind="step")
        self._changed()

    def pay_to_end_effect(self, ref, *, mana=None, player: str | None = None) -> None:
        """116.2c: "You may pay {W} to end this effect" (a Licid's): the player who controls the effect ``ref``'s ability
        made takes the special action while they have priority (no stack), paying that cost (from the pool first,
        601.2h's way); the effect ends and state-based actions follow (a creature attached to an object becomes
        unattached, 704.5p). Under rules without the special action (before 2003-07-01) it is not modelled."""
        o = self.obj(ref)
        mine = [e for e in self.effects if e.end_cost and e.source == o.oid]
        if not mine:
            raise EngineError(f"no effect of {o.alias}'s says “You may pay … to end this effect” ({self.rule_no('end_effect_action')})")
        eff = mine[-1]
        who = self._player(player or eff.you)
        if who != eff.you:
            raise EngineError(f"only {eff.you}, who controls the effect, may pay to end it ({self.rule_no('end_effect_action')})")
        if not self.rules_have("end_effect_action"):
            self.note_unmodelled(f"You may pay {eff.end_cost} to end this effect.", o.alias,
                                  f"the rules of {self.edition} have no rule for an action that ends an effect")
            return
        if mana is not None:
            self.mana_paying(mana, eff.end_cost, f"the cost to end {o.alias}'s effect {eff.end_cost}",
                             self.rule_no("end_effect_action"))
        self.log.add(f"{who} {'pay' if who == 'you' else 'pays'} {eff.end_cost} to end {o.alias}'s effect, a special "
                     "action that doesn't use the stack", "end_effect_action", kind="step")
        self._spend_pool(who, eff.end_cost)
        self.effects = [e for e in self.effects if e is not eff]
        self._changed()
        self.priority_check()

    # --- reading -----------------------------------------------------------------------------------
    def use_citations(self, citations) -> None:
        """The edition's rule numbers (a KB reader: shared, never copied with the state)."""
        self._citations = _Shared(citations)

    def edition_number(self, concept: str) -> str | None:
        """The number of ``concept`` (kb.engine.concepts) in this game's edition; None when that edition has no such
        rule. Without a KB, the reference numbers of the game's profile (kb.engine.profiles)."""
        holder = self.__dict__.get("_citations")
        cit = holder.value if holder is not None else None
        if cit is None:
            return self.profile.reference_numbers.get(concept)
        try:
            return cit.number(concept)
        except KeyError:
            return None

    def rules_have(self, concept: str) -> bool:
        """Whether the rules of this game's edition have ``concept``'s own rule — never the fallback its citation
        uses before that rule existed (miracle's is the rule of triggered abilities); without a KB, the reference
        edition's, which has every concept — unless the binding recorded that this edition's rules lack it (an
        edition's text of each concept kept for questions asked without the KB, kb.engine.binding): "amass Orcs 1"
        under the 2020 rules is never read with the 2023 rule for want of a KB."""
        holder = self.__dict__.get("_citations")
        if holder is None or holder.value is None or getattr(holder.value, "db", None) is None:
            from .binding import load_binding
            b = load_binding()
            key = b.key_in(concept, self.edition)
            fallback = getattr(self.profile.concept(concept), "fallback", None)
            # a concept cited through its fallback before its own rule existed: the record holds the fallback's text
            # then (colored_cost_reduction before 2010-04-23 is the total cost's rule) — its own rule is absent
            return key != "absent" and not (fallback and key is not None and key == b.key_in(fallback, self.edition))
        try:
            return holder.value.own_number(concept) is not None
        except KeyError:
            return False

    def edition_rows(self) -> list | None:
        """The (number, text) rows of this game's edition, in order; None without a KB (kb.engine.predefined reads
        a rule by its words)."""
        holder = self.__dict__.get("_citations")
        cit = holder.value if holder is not None else None
        if cit is None or getattr(cit, "db", None) is None:
            return None
        return cit._edition_rows()

    def edition_rule(self, rx, prefixes: tuple = ()) -> tuple | None:
        """The first rule of this game's edition (under ``prefixes``) whose text ``rx`` matches, as (number, text), or
        None (also without a KB: callers ask :meth:`edition_rows` first)."""
        holder = self.__dict__.get("_citations")
        cit = holder.value if holder is not None else None
        if cit is None or getattr(cit, "db", None) is None:
            return None
        return cit.find(rx, prefixes)

    def rule_no(self, concept: str) -> str:
        """The number of a cited rule in this game's edition (for messages that refuse an action): glossary “TERM”
        where only the edition's glossary states it (Citations.glossary_entry), never a bare "?" when neither the
        edition nor its profile numbers it."""
        return (self.edition_number(concept) or self.profile.reference_numbers.get(concept)
                or f"no rule of {self.edition} states it")

    def life_pay_rule(self) -> str:
        """The rules a refused life payment cites: the edition's rule of paying life and, where only its glossary
        says it (“Pay”, before 2007-05-01's 215.4), the rule that a cost is paid in full as well (409.1h)."""
        from .profiles import GLOSSARY_CITED
        n = self.rule_no("life_pay")
        return f"{n}, {self.rule_no('cast_pay')}" if GLOSSARY_CITED.match(n) else n

    def characteristics(self, ref) -> Working:
        o = self.obj(ref)
        return self.evaluate().work[o.oid]


class _Shared:
    """A value kept by reference when the state is copied (a KB connection can't be copied)."""

    __slots__ = ("value",)

    def __init__(self, value) -> None:
        self.value = value

    def __deepcopy__(self, memo):
        return self


def _a(noun: str) -> str:
    return ("an " if noun[:1] in "aeiou" else "a ") + noun



def _no_card(v) -> bool:
    """A scenario's "none" for a card to choose: nothing, or what kb.engine.words.said_none reads as none."""
    return v is None or said_none(v)


def _yes(v) -> bool:
    """A yes/no choice from a scenario: true/false, yes/no."""
    if isinstance(v, str):
        return v.strip().lower() in ("true", "yes", "y", "pay", "1")
    return bool(v)


def _normalise_choices(choices: dict) -> dict:
    out = dict(choices)
    c = out.get("color")
    if c is not None:
        cc = color_of(str(c))
        if cc is None:
            raise EngineError(f"not a colour: {c!r}")
        out["color"] = cc
    if out.get("card_type") is not None:
        out["card_type"] = str(out["card_type"]).strip().capitalize()
    for k in ("creature_type", "basic_land_type"):
        if out.get(k) is not None:
            out[k] = str(out[k]).strip().capitalize() if k == "basic_land_type" else str(out[k]).strip()
    return out


def describe_short(w: Working | None) -> str:
    if w is None:
        return "not there"
    t = " ".join(sorted(w.supertypes | w.types))
    return f"{t} in the {w.zone}"


def _symbols(cost) -> str:
    return "".join("{" + s + "}" for s in cost.symbols) if cost is not None else ""


def _shown_abilities(w: Working) -> list[str]:
    """Its abilities as a player reads them: a keyword that represents several abilities ("Vanishing 2", 702.63a;
    modular, fading, graft) once for each instance, not once for each ability it represents."""
    from .keywordmeans import ability_texts
    out: list[str] = []
    kw, first = None, None   # the keyword instance being read, and the text of its first ability
    for h in w.abilities:
        ab = h.ability
        name, text = getattr(ab, "keyword_name", None), getattr(ab, "text", None)
        several = bool(name) and len(ability_texts(name) or ()) > 1
        if several and name == kw and text != first:
            continue   # another ability of the same instance (never two wards with their own costs)
        kw, first = name, text
        # the instance shown as the keyword, as printed ("Decayed", 702.147a), whatever its first ability is
        out.append(name[:1].upper() + name[1:] if several else ab.display(w.name))
    return out


def describe(w: Working, snap: Snapshot | None = None) -> dict:
    """The characteristics of one object as plain data (what expectations and JSON compare)."""
    creature = "Creature" in w.types
    o = w.obj
    subs = sorted(w.subtypes)
    return {
        "name": " // ".join(h.name for h in w.halves) if getattr(w, "halves", None) else w.name,
        "mana_value": [h.mana_value for h in w.halves] if getattr(w, "halves", None) else w.mana_value,
        # 202.1, 709.4b: the symbols as printed (a split card's combined cost keeps each half's symbols)
        "mana_cost": (" // ".join(_symbols(h.mana_cost) for h in w.halves) if getattr(w, "halves", None)
                      else _symbols(w.mana_cost)),
        "colors": [COLOR_NAMES[c] for c in sorted(w.colors, key="WUBRG".index)],
        "supertypes": sorted(w.supertypes),
        "types": sorted(w.types),
        "subtypes": subs,
        "all_creature_types": w.all_ctypes,
        "abilities": _shown_abilities(w),
        "power": w.power if creature else None,
        "toughness": w.toughness if creature else None,
        "controller": w.controller,
        "owner": w.owner,
        "zone": w.zone,
        "counters": {k: c.n for k, c in o.counters.items()},
        "damage": o.damage,
        "tapped": o.tapped,
        "face_down": o.face_down,
        "token": o.token,
        "attached_to": None,
        "restrictions": list(snap.restrictions.get(w.oid, [])) if snap is not None else [],
    }


def _may_trigger_leaving(text: str) -> bool:
    """Whether an unread triggered ability of a card in a hand, library, graveyard or exile could trigger as it
    leaves that zone (113.6b: only abilities that say they work there, or trigger on casting or discarding it,
    its being put into a graveyard from anywhere, ...). "When ~ enters, ..." or "When ~ dies, ..." can't: such
    an ability works on the battlefield (603.6a, 603.6c)."""
    if re.match(r"^Ward\b", text or ""):
        return False   # ward, its cost unread: "Whenever this permanent becomes the target …" (702.21a)
    m = re.match(r"^((?:When|Whenever|At)\b[^,]*),", text or "")
    if not m:
        return True
    return re.search(r"\b(?:cast|casts|discard|discards|discarded|anywhere|hand|exiled?|graveyard|reveals?|cycles?|"
                     r"cycled|library|plays?|draws?|zone)\b", m.group(1), re.I) is not None
