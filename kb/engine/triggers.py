"""Triggered abilities (603): trigger conditions as data, game events, and which abilities an
event triggers.

A trigger condition ("When ~ enters", "Whenever another creature you control dies", "At the
beginning of your upkeep, if you have 40 or more life") is parsed into a :class:`TriggerSpec`.
Actions of the game state produce :class:`Event` values; after each action the state asks which
triggered abilities an event matches. Leaves-the-battlefield abilities "look back in time"
(603.10a): they are found among the objects as they were just before the event, with their last
known characteristics; every other trigger is checked against the objects just after it (603.10,
603.6a: an object entering under "All creatures lose all abilities" has no enters ability to
trigger).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .castaim import read_cast_aim
from .countercheck import counts_on_it
from .counterputs import putter_of, read_counter_putting, unknown_putter
from .enteredfrom import read_entered_from
from .errors import ParseError
from .instruction_types import Condition
from .filters import ALL_ZONES, AnyOf, Ctx, Selector, other_than_source
from .parser import _Ctx, parse_selector
from .text import strip_period
from .versions import can_die
from .words import KEYWORD_ACTION_EVENTS, ORDINAL_WORDS

__all__ = ["Event", "TriggerSpec", "AnySource", "UndecidedTrigger", "check_subject_known", "STEP_WORDS", "MAIN_PHASES", "step_begins", "turn_history", "CastQuality", "cast_miss", "parse_trigger", "spell_quality", "STEPS", "Pending",
           "dealt_totals", "batch_events", "KEYWORD_ACTION_EVENTS", "unread_pointer", "event_amount", "CHAPTER_NUMERALS", "final_chapter", "is_read_ahead", "that_player_of", "event_concept"]

# the trigger events that are an object's entering or leaving itself (TriggerSpec.own_moves)
_OWN_MOVE_EVENTS = frozenset(("enters", "dies", "to_graveyard", "leaves", "card_to_graveyard"))

# 500.1: the steps whose beginning abilities can trigger on (the combat steps are issue 10's).
STEPS = ("untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers", "declare_blockers",
         "combat_damage", "end_of_combat", "main2", "end", "cleanup")
MAIN_PHASES = "main"   # "each of your main phases": both (505.1), not a step of its own
STEP_WORDS = {"upkeep": "upkeep", "draw step": "draw", "precombat main phase": "main1", "combat": "beginning_of_combat",
               "end step": "end", "end of turn": "end", "postcombat main phase": "main2",
               "end of combat": "end_of_combat", "first main phase": "main1", "cleanup step": "cleanup",
               "second main phase": "main2", "postcombat main phases": "main2", "precombat main phases": "main1",
               "main phases": MAIN_PHASES}


def step_begins(spec_step: str, ev_step: str | None) -> bool:
    """Whether the beginning of ``ev_step`` is the one a trigger condition names: "each of your main phases" is the
    beginning of either main phase, precombat or postcombat (505.1); any other step is the one named."""
    return ev_step in ("main1", "main2") if spec_step == MAIN_PHASES else ev_step == spec_step


@dataclass
class Event:
    """Something that happened (603.2). ``obj`` is the object as it is after the event (a zone
    change gives the new object), ``lki`` the object as it last existed before it (zone changes),
    ``player`` the player involved, ``amount`` how much, ``source`` who dealt damage or cast."""

    kind: str                      # zone | zones | damage | dealt | cast | tapped | untapped | life_gain | life_loss | step | draw | counters | sacrifice | unblocked | coin_flip | die_roll | search
    obj: int | None = None
    lki: object = None
    from_zone: str | None = None
    to_zone: str | None = None
    player: str | None = None
    amount: int = 0
    source: int | None = None
    source_lki: object = None
    combat: bool = False
    recipient_player: str | None = None
    other: int | None = None       # the other object: the creature a blocker blocks
    item: object = None            # the stack item cast / copied
    step: str | None = None
    counter: str | None = None
    cause: str = ""                # 'destroy', 'sacrifice', 'sba', 'cost', ...; a search: 'own' library or 'other'
    objs: tuple = ()               # 712.21c: every new object a melded permanent became (both cards); the attackers
                                   # declared (attacked_with); the zone changes of one batch (zones, 603.2c)
    part: int = 0                  # 712.21: the n-th further card of one permanent that moved (counts as a card, not a permanent)
    total: int | None = None       # counters: how many of that kind the object had just after this event
    sources: tuple = ()            # player_dealt: every source that dealt damage to ``player`` in one event
    by: str | None = None          # a discard: the controller of the spell or ability that caused it (None: a rule or a
                                   # cost; '?': a scenario step that doesn't say)
    tapped: bool | None = None     # a permanent put onto the battlefield: whether it entered tapped (None: not said)
    controller: str | None = None  # dealt: the permanent's controller as it was dealt damage ("that player", 603.2)
    same_target: int = 0           # attacks: the creatures declared attacking what this one attacks, it included (506.6)
    one_of_kinds: bool = False     # counters put: one kind of several put on the object at once — "one or more
                                   # counters are put on ~" (any kind) reads their one event instead (kb.engine.counterbatch)


_ATTACKS_PLAYER_ALONE = re.compile(r"^A creature attacks a player alone if", re.I)   # 506.6 (2026-09-25)

CHAPTER_NUMERALS = ("I", "II", "III", "IV", "V", "VI", "VII")   # 714.2a


_CHAPTER_LINE = re.compile(r"((?:I|II|III|IV|V|VI|VII)(?:, (?:I|II|III|IV|V|VI|VII))*) [-\u2014] ")


def is_read_ahead(ability) -> bool:
    """Whether an ability is the keyword read ahead (702.155a; its Saga's lore counters, 714.3b)."""
    return getattr(ability, "kind", "") == "keyword" and (getattr(ability, "name", "") or "").lower() == "read ahead"


def final_chapter(abilities) -> int:
    """714.2d: the greatest chapter number among the chapter abilities (0: none) - a chapter line the engine can't
    read counts too (its effect is unknown, its number is not)."""
    best = 0
    for a in abilities:
        ch = getattr(getattr(a, "spec", None), "chapters", None)
        m = None if ch else _CHAPTER_LINE.match(getattr(a, "text", "") or "")
        if m:
            ch = tuple(CHAPTER_NUMERALS.index(x) + 1 for x in m.group(1).split(", "))
        best = max([best, *(ch or ())])
    return best


@dataclass(frozen=True)
class TriggerSpec:
    """A trigger condition. ``event``: enters | dies | to_graveyard | to_exile (from the battlefield) | leaves | deals_damage | group_deals_damage |
    dealt_damage | damaged_by | cast | tapped | untapped | life_gain | life_loss | step | draw | counters_put |
    attacks_or_blocks | attacks_unblocked | coin_flip | discarded | cycled | cycled_or_discarded | crime;
    ``subject``: 'self' or a selector of the object involved; ``who``: 'you' | 'opponent' | 'any'
    (the player involved); ``step`` and ``whose`` for "at the beginning of"; ``recipient`` for
    damage ('player', 'opponent', 'creature', None); ``combat``; ``condition``: an intervening
    "if" clause (603.4); ``look_back``: found among the objects before the event (603.10a)."""

    event: str
    subject: object = "self"
    who: str | None = None
    step: str | None = None
    whose: str | None = None
    recipient: str | None = None
    combat: bool = False
    next_only: bool = False
    condition: object = None
    text: str = ""
    by: object = None              # "becomes blocked by a white creature": the blocker's selector (509.3d, 509.3f)
    aim: object = None             # "a spell that targets [only] X": (only, selector or 'self') (115.9b, 115.9c)
    damaged_by_self: bool = False  # "a creature dealt damage by ~ this turn dies"
    alt: object = None             # "~ enters or attacks": the second trigger event of the same ability (603.2)
    chapters: tuple = ()           # a Saga's chapter ability: its chapter numbers (714.2b-c)
    level: int | None = None       # "When this Class becomes level N" (716.2a)
    casting: object = None         # "your second spell each turn", "during an opponent's turn": a CastQuality
    that_player: str | None = None  # which player of the event "that player" names: kb.engine.triggers.that_player_of
    # "Whenever a creature dies, if another creature is on the battlefield, return the first card …" (kb.engine.diedothers)
    died_others: bool = False
    next_turn: bool = False        # "at the beginning of the next turn's upkeep" (603.7): the same step as "the next upkeep"
    attacked: str | None = None    # "attacks you [or a planeswalker you control]" / "attacks enchanted player" (508.3a)
    attackers: int = 0             # "Whenever you attack with two or more creatures": at least this many (508.3d)
    others: int = 0                # "~ and at least two other creatures attack": how many others at least (508.1, 603.2)
    others_with: object = None     # "… at least one other creature with power greater than ~'s power" (training, 702.149a)
    first: bool = False            # "for the first time each turn": no earlier event of this turn matched (603.2)
    nth: int = 0                   # "draws their second card each turn": the player's n-th draw of the turn (121.2)
    not_step_draw: bool = False    # "draws a card except the first one they draw in each of their draw steps" (504.1)
    noncombat: bool = False        # "deals noncombat damage" / "is dealt noncombat damage" (120.1)
    moved: tuple = ()              # "one or more ... die": (from zone, to zone, cause), None for any (603.2c)
    counter: str | None = None     # "one or more +1/+1 counters are put on ~": the kind (None: any counter, 122.6)
    each_counter: bool = False     # "a +1/+1 counter is put on ~": each counter put is an occurrence of its own (603.2c)
    amount: int = 0                # "Whenever you expend 4": the total mana spent on spells this turn it reaches (700.14)
    action: str | None = None      # "Whenever you scry / surveil": the keyword action a player performed (KEYWORD_ACTION_EVENTS)
    tapped: bool | None = None     # "When ~ enters untapped / tapped": how it is as it enters (None: either)
    saddled: bool = False          # "Whenever ~ attacks while saddled" (702.171b): only while it is saddled
    without_dying: bool = False    # "leaves the battlefield without dying": not a creature put into a graveyard (700.4)
    during: object = None          # "Whenever ~ attacks while you control a token": a state checked as the event
                                   # happens, part of the trigger event (603.2), not checked again as it resolves
    entered_from: tuple = ()       # "When ~ enters from a graveyard / your hand": (zone, whose) (603.2; kb.engine.enteredfrom)
    escaped_entry: bool = False    # "When it enters this way" linked to "~ escapes with" (702.138c; kb.engine.escapedentry)
    spell_subtype: str | None = None   # "becomes the target of an Aura spell": the subtype the spell has (303.4a, 115.1)
    targeter: str | None = None   # "you become the target of a spell or ability an opponent controls": whose (kb.engine.playertargeted)
    putters_own: bool = False      # "an opponent puts counters on a creature they control": the putter controls it
    activated: object = None       # "a loyalty ability", "a ninjutsu ability": kb.engine.activation.ActivatedKind (602.2)

    @property
    def state_trigger(self) -> bool:
        return self.event == "state"

    def _spell_has_subtype(self, ev, ctx) -> bool:
        """"becomes the target of an Aura spell": whether the spell that targeted it has that subtype (205.3, 303.4a)
        as it is on the stack; without the game to look at it there, UndecidedTrigger."""
        state = getattr(getattr(ctx, "game", None), "state", None)
        oid = getattr(ev.item, "oid", None)
        if state is None or oid is None:
            raise UndecidedTrigger(f"whether the spell that targeted it is an {self.spell_subtype} spell is not known "
                                   "here (603.2)")
        view = state.evaluate().get(oid)
        if view is None:
            raise UndecidedTrigger(f"whether the spell that targeted it is an {self.spell_subtype} spell is not known "
                                   "here (603.2)")
        return self.spell_subtype in view.subtypes

    @property
    def look_back(self) -> bool:
        if self.event == "group_zone":   # "one or more creatures die": a leaves-the-battlefield ability (603.10a)
            return self.moved[0] == "battlefield"
        # 603.10a: a player sacrificing a permanent ("~ exploits a creature": its controller sacrificed one, 702.110b)
        return self.event in ("dies", "to_graveyard", "to_exile", "to_command", "to_hand", "leaves", "sacrificed", "exploits",
                              "haunted_dies")

    def looks_back(self, ev: Event) -> bool:
        """Whether this trigger is looked for among the objects as they were before ``ev`` (603.10a):
        "When ~ is put into a graveyard from anywhere" does so only when it leaves the battlefield."""
        if self.event == "card_to_graveyard" and self.subject == "self":
            return ev.kind == "zone" and ev.from_zone == "battlefield"
        if self.alt is not None and self.alt.look_back and not self.look_back:
            # "When ~ enters or dies": the second event, leaving the battlefield, looks back; the first doesn't
            return ev.kind == "zone" and ev.from_zone == "battlefield"
        return self.look_back

    def own_moves(self, ev: Event, ctx: Ctx) -> tuple:
        """The zone changes of ``ev`` that are this trigger's own event (603.2d: what may make it trigger additional
        times): ``ev`` itself for "enters", "dies", "is put into a graveyard", "leaves"; for "one or more ..." (603.2c),
        the changes of the batch it names. None for a trigger on something else, as "Whenever you sacrifice a
        creature" (the sacrifice, not the dying, triggers it) or "one or more creatures you sacrifice"."""
        own = [s for s in (self, self.alt) if s is not None]
        if ev.kind == "zone" and any(s.event in _OWN_MOVE_EVENTS for s in own):
            return (ev,)
        if ev.kind == "zones":
            return tuple(e for s in own if s.event == "group_zone" and not s.moved[2]
                         for e in ev.objs if s._moved_ok(e, ctx))
        return ()

    def where_it_went(self, w, ev: Event) -> bool:
        """Whether this trigger of the card ``w`` works from the zone the event just put it in: "When ~ is put into
        a graveyard from anywhere" from the graveyard the card went to (from any zone but the battlefield, 113.6k);
        "When you cycle ~" from whatever zone the cycled card winds up in (702.29c), also as the second event of
        "When you cast or cycle ~"."""
        if self.alt is not None and self.alt.where_it_went(w, ev):
            return True
        if self.subject != "self" or ev.obj != w.oid:
            return False
        if self.event == "cycled":
            return ev.kind == "cycled"
        if self.event == "discarded_by":   # "causes you to discard ~": can't trigger from the battlefield (113.6k)
            return ev.kind == "zone" and ev.cause == "discard"
        return (self.event == "card_to_graveyard" and ev.kind == "zone"
                and ev.to_zone == "graveyard" and ev.from_zone != "battlefield")

    def match(self, ev: Event, src, subject_view, ctx: Ctx) -> bool:
        """Whether ``ev`` matches, for the ability's source ``src`` (a Working, before or after the
        event as ``look_back`` says) and ``subject_view`` (the event object as seen then)."""
        if self.alt is not None and self.alt.match(ev, src, subject_view, ctx):
            return True   # "Whenever ~ enters or attacks": either event triggers it (603.2)
        if self.first or self.nth:
            return self._turn_match(ev, src, subject_view, ctx)
        if self.not_step_draw:
            return self._not_step_draw_match(ev, src, subject_view, ctx)
        if self.casting is not None and self.event not in ("cast", "cast_or_copy"):
            # "during your turn" on another event: whose turn it is as it happens (CastQuality.during)
            from dataclasses import replace as _replace
            return _replace(self, casting=None).match(ev, src, subject_view, ctx) and \
                self.casting.holds(ev, ctx, None)
        kind = self.event
        if kind == "crews":   # "Whenever ~ crews a Vehicle" (702.122b; kb.engine.crews)
            from .crews import crews_match
            return crews_match(ev, src)
        ench = enchanted_player(src)   # "enchanted player's upkeep", "Whenever enchanted player draws" (303.4b)
        if kind == "state":
            return False  # state triggers are checked by the game state, not by events (603.8)
        if ev.part and kind != "card_to_graveyard":
            return False  # 712.21: the second card of a melded permanent: one permanent moved
        if kind == "step":
            if ev.kind != "step" or not step_begins(self.step, ev.step):
                return False
            if self.whose == "enchanted_controller":   # "the upkeep of enchanted creature's controller" (303.4)
                host = attached_permanent(src, ctx)
                return host is not None and ev.player == host.controller
            if self.whose == "chosen":   # "the chosen player's upkeep": the player chosen as it entered (614.12)
                from .chosenplayer import chosen_player
                chosen = chosen_player(src) if src is not None else None
                return chosen is not None and ev.player == chosen
            return _whose(self.whose, ev.player, ctx.you, ench)
        if kind == "class_level":   # "When this Class becomes level N": its level bar's ability resolved (716.2a)
            return ev.kind == "class_level" and src is not None and ev.obj == src.oid and ev.amount == self.level
        if kind == "chapter":   # 714.2b: lore counters put on it took their number from below N to at least N
            if ev.kind != "counters" or ev.counter != "lore" or src is None or ev.obj != src.oid:
                return False
            after = ev.total
            if after is None:
                c = (getattr(src.obj, "counters", None) or {}).get("lore")
                after = c.n if c is not None else 0
            hit = [n for n in self.chapters if after - (ev.amount or 0) < n <= after]
            if hit and any(is_read_ahead(h.ability) for h in src.abilities):
                # 702.155a: in the turn it entered, only the chapter whose number it has exactly
                st = getattr(getattr(ctx, "game", None), "state", None)
                if st is None:
                    raise UndecidedTrigger("whether this Saga with read ahead entered this turn is not known here "
                                           "(702.155a)")
                from .objects import entered_this_turn
                if entered_this_turn(src.obj, st.turn):
                    hit = [n for n in hit if n == after]
            return bool(hit)
        if kind in ("enters", "dies", "to_graveyard", "to_exile", "to_command", "to_hand", "leaves"):
            if ev.kind != "zone":
                return False
            if kind == "enters" and ev.to_zone != "battlefield":
                return False
            if kind in ("dies", "to_graveyard") and not (ev.from_zone == "battlefield" and ev.to_zone == "graveyard"):
                return False
            if kind == "leaves" and ev.from_zone != "battlefield":
                return False
            if kind == "to_exile" and not (ev.from_zone == "battlefield" and ev.to_zone == "exile"):
                return False
            if kind == "to_command" and not (ev.from_zone == "battlefield" and ev.to_zone == "command"):
                return False   # "… dies or is put into the command zone" (603.6c)
            if kind == "to_hand" and not (ev.from_zone == "battlefield" and ev.to_zone == "hand"):
                return False   # kb.engine.tohand (603.6c)
            if subject_view is None:
                return False
            if kind == "dies" and not can_die(subject_view.types, ctx.edition):
                return False   # 700.4: "dies" (kb.engine.versions, dies_term)
            if self.without_dying and ev.to_zone == "graveyard" and can_die(subject_view.types, ctx.edition):
                return False   # it died (700.4): not "without dying"
            if self.tapped is not None and ev.tapped is None:   # how it entered was not recorded: not guessed
                raise UndecidedTrigger(f"whether {subject_view.obj.alias} entered "
                                       f"{'tapped' if self.tapped else 'untapped'} is not known (603.2)")
            if self.tapped is not None and ev.tapped != self.tapped:   # "When ~ enters untapped": as it entered
                return False
            if kind in ("to_graveyard", "to_hand") and self.who and not _whose(self.who, subject_view.owner, ctx.you):
                return False
            if self.damaged_by_self:
                g = getattr(ctx, "game", None)
                if g is None or src is None or not g.dealt_damage_this_turn(src.oid, subject_view.oid):
                    return False
            if self.escaped_entry and self._subject_ok(subject_view, src, ctx):
                from .escapedentry import escaped_entry_ok   # entering after its escape's replacement (702.138c)
                return escaped_entry_ok(subject_view)
            if self.entered_from and self._subject_ok(subject_view, src, ctx):
                # "When ~ enters from a graveyard": the zone it came from (603.2), asked only of the object itself
                from .enteredfrom import entered_from_ok
                return entered_from_ok(self.entered_from, ev, subject_view, ctx.you, UndecidedTrigger)
            return self._subject_ok(subject_view, src, ctx)
        if kind == "haunted_dies":   # "the creature ~ haunts dies" (702.55b-c)
            from .haunt import haunted_dies
            return haunted_dies(ev, src)
        if kind == "card_to_graveyard":
            # "Whenever a card is put into a graveyard from anywhere": one event per card (712.21)
            if ev.kind != "zone" or ev.to_zone != "graveyard" or subject_view is None:
                return False
            if self.moved and (ev.from_zone != self.moved[0] or (self.moved[2] and ev.cause != self.moved[2])):
                return False   # "from your library"; "during its resolution" (608.2n: the spell's own last step)
            if self.who and not _whose(self.who, subject_view.owner, ctx.you, ench):
                return False
            return self._subject_ok(subject_view, src, ctx)
        if kind == "dealt_damage":
            # 603.2c: "is dealt damage" triggers once for one event, however many sources dealt damage in it
            # (two blockers' combat damage, 510.2): the recipient's total of the event (:func:`dealt_totals`)
            if ev.kind != "dealt" or (self.combat and not ev.combat):
                return False
            return subject_view is not None and self._subject_ok(subject_view, src, ctx)
        if kind == "group_deals_damage":
            # "Whenever one or more creatures you control deal combat damage to a player": once for each player dealt
            # damage in one event by one or more sources of that kind (603.2c); ``subject_view``: every source's view
            if ev.kind != ("players_dealt" if self.recipient == "players" else "player_dealt") or \
                    (self.combat and not ev.combat):
                return False
            if (self.recipient == "opponent" and ev.player == ctx.you) or (self.recipient == "you" and ev.player != ctx.you):
                return False
            return any(v is not None and self._subject_ok(v, src, ctx) for v in (subject_view or ()))
        if kind == "group_zone":
            # "Whenever one or more creatures you control die", "one or more cards leave your graveyard": once for an
            # event in which at least one object of the description moved so (603.2c)
            return ev.kind == "zones" and any(self._moved_ok(e, ctx) for e in ev.objs)
        if kind == "land_played":   # 305.1: the land played, as it is on the battlefield; its controller played it
            if not (ev.kind == "zone" and ev.cause == "play" and ev.to_zone == "battlefield" and subject_view is not None
                    and _whose(self.who, subject_view.controller, ctx.you, ench)):
                return False
            if self.subject is not None and not self.subject.match(subject_view, ctx):
                return False   # "you play a legendary land": a land of that kind
            if self.entered_from:   # "you play a land from exile": the zone it was played from (603.2)
                from .enteredfrom import entered_from_ok
                return entered_from_ok(self.entered_from, ev, subject_view, ctx.you, UndecidedTrigger)
            return True
        if kind == "player_dealt":
            # "Whenever you're dealt damage", "an opponent is dealt noncombat damage": once for each player dealt
            # damage in one event, however many sources dealt it (603.2c)
            if ev.kind != "player_dealt" or (self.combat and not ev.combat) or (self.noncombat and ev.combat):
                return False
            return _whose(self.who, ev.player, ctx.you, ench)
        if kind == "damaged_by":
            # "Whenever a creature deals damage to ~": once for each source of that kind that dealt damage to it
            if ev.kind != "damage" or ev.obj is None or src is None or ev.obj != src.oid:
                return False
            if self.combat and not ev.combat:
                return False
            return subject_view is not None and self.subject.match(subject_view, ctx)
        if kind == "deals_damage" and self.recipient == "creatures":   # "… to one or more creatures" (603.2c)
            from .creaturesdealt import creatures_dealt_source
            view = creatures_dealt_source(self, ev, subject_view, ctx)
            return view is not None and self._subject_ok(view, src, ctx)
        if kind in ("deals_damage", "dealt_damage"):
            # "~ deals combat damage" with no recipient named: once for a source's damage of one batch, whoever it
            # went to (603.2c, kb.engine.sourcedealt); a recipient named: each damage event
            from .sourcedealt import EVENT as WHOLE
            if ev.kind != (WHOLE if kind == "deals_damage" and self.recipient is None else "damage"):
                return False
            if (self.combat and not ev.combat) or (self.noncombat and ev.combat):
                return False
            if kind == "deals_damage":
                if subject_view is None or not self._subject_ok(subject_view, src, ctx):
                    return False
                r = self.recipient
                if r == "you" and ev.recipient_player != ctx.you:
                    return False
                if r == "player" and ev.recipient_player is None:
                    return False
                if r in ("player_or_planeswalker", "player_or_battle") and ev.recipient_player is None:
                    pw = ctx.work.get(ev.obj) if ev.obj is not None else None
                    return pw is not None and r.split("_")[-1].capitalize() in pw.types
                if r == "opponent" and (ev.recipient_player is None or ev.recipient_player == ctx.you):
                    return False
                if r == "defending":   # "deals combat damage to defending player" (kb.engine.attackor)
                    from .attackor import dealt_to_defending
                    return dealt_to_defending(ev, ctx)
                if r == "planeswalker":   # "deals combat damage to a planeswalker": as the damage is dealt (120.3c)
                    hit = ctx.work.get(ev.obj) if ev.obj is not None and ev.recipient_player is None else None
                    return hit is not None and "Planeswalker" in hit.types
                if r == "creature":
                    # "deals damage to a creature [of a description]": a creature (not a planeswalker or battle it
                    # attacks), with its characteristics as the damage is dealt (603.2, 120.3)
                    hit = ctx.work.get(ev.obj) if ev.obj is not None and ev.recipient_player is None else None
                    if hit is None or "Creature" not in hit.types:
                        return False
                    return self.by is None or self.by.match(hit, ctx)
                return True
            return subject_view is not None and self._subject_ok(subject_view, src, ctx)
        if kind in ("cast", "cast_or_copy", "copy"):
            # "Whenever you cast or copy an instant or sorcery spell": a copy put on the stack is an event of its
            # own (707.10: a copy isn't cast); "you" copy it when the copy is yours (707.10); "you copy": copies only
            if not ((kind != "copy" and ev.kind == "cast") or (kind != "cast" and ev.kind == "copied")):
                return False
            if not _whose(self.who, ev.player, ctx.you, ench):
                return False
            if self.subject == "self":   # "When you cast ~": the spell itself, its ability working on the stack
                if src is None or ev.obj != src.oid:
                    return False
            elif isinstance(self.subject, (Selector,)) or hasattr(self.subject, "parts"):
                if not (subject_view is not None and self.subject.match(subject_view, ctx)):
                    return False
            if self.casting is not None and not self.casting.holds(ev, ctx, self.subject, subject_view):
                return False
            if self.aim is not None:
                from .targeting import targets_only
                only, what = self.aim
                return targets_only(ev.item, ctx, what, src, only=only)
            return True
        if kind == "expend":   # 700.14: this spell's cost took the mana its caster spent on spells this turn past N
            if ev.kind != "cast" or ev.item is None or not _whose(self.who, ev.player, ctx.you, ench):
                return False
            return _expends(ev, ctx, self.amount)
        if kind == "countered":   # "Whenever a spell you've cast is countered" (701.6a): a spell, cast (707.10)
            return ev.kind == "countered" and _whose(self.who, ev.player, ctx.you, ench) and (
                self.subject is None or (subject_view is not None and self.subject.match(subject_view, ctx)))
        if kind == "blocks" and self.recipient is None and ev.kind == "blocks" and ev.amount:
            return False  # 509.3a: "Whenever ~ blocks" triggers once, however many creatures it blocks
        if kind == "blocked_by":
            # 509.3d: once for each creature that blocks it; 509.3f: the blocker's characteristics as it blocks
            if ev.kind != kind or subject_view is None or not self._subject_ok(subject_view, src, ctx):
                return False
            blocker = ctx.work.get(ev.other)
            return self.by is None or (blocker is not None and self.by.match(blocker, ctx))
        if kind in ("blocked_by_any", "blocks_or_blocked_by_any", "blocks_any"):
            # 509.3c, 509.3e-f: once as it becomes blocked (509.3a: once as it blocks), if one or more of the creatures
            # blocking it (that it blocks) have the quality as blockers are declared; "blocks two or more creatures":
            # at least that many (``amount``)
            combat = getattr(getattr(getattr(ctx, "game", None), "state", None), "combat", None)
            if combat is None or subject_view is None or not self._subject_ok(subject_view, src, ctx):
                return False
            if ev.kind == "becomes_blocked":
                others = combat.blockers_of(ev.obj)
            elif ev.kind == "blocks" and not ev.amount and kind in ("blocks_or_blocked_by_any", "blocks_any"):
                others = combat.blocks.get(ev.obj, ())
            else:
                return False
            return sum(1 for o in others if ctx.work.get(o) is not None and self.by.match(ctx.work[o], ctx)) >= \
                max(1, self.amount)
        if kind == "blocks_or_blocked_by":
            # 509.3b / 509.3d: once for each creature it blocks and each creature that blocks it; 509.3f: the other
            # creature's characteristics as it blocks or is blocked
            if ev.kind not in ("blocks", "blocked_by") or subject_view is None or not self._subject_ok(subject_view, src, ctx):
                return False
            other = ctx.work.get(ev.other)
            return self.by is None or (other is not None and self.by.match(other, ctx))
        if kind == "blocks" and self.by is not None:   # "blocks a creature with flying": the attacker it blocks (509.3b)
            if ev.kind != "blocks" or subject_view is None or not self._subject_ok(subject_view, src, ctx):
                return False
            attacker = ctx.work.get(ev.other)
            return attacker is not None and self.by.match(attacker, ctx)
        if kind == "player_attacks":   # 508.3c-d: once for the declaration of one or more attackers
            if not (ev.kind == "attacked_with" and _whose(self.who, ev.player, ctx.you, ench)):
                return False
            anyone = self.subject in (None, "self")   # "Whenever you attack": any creature of that player
            if anyone and self.attacked is None:
                return ev.amount >= max(1, self.attackers)
            if self.attackers and self.attacked is None:   # "you attack with two or more creatures with flying"
                return sum(1 for w, _whom in declared_attackers(ev, ctx) if w is not None and self.subject.match(w, ctx)) >= \
                    self.attackers
            # "Whenever one or more creatures you control attack", "Whenever enchanted player is attacked": one
            # trigger if at least one attacker declared is of the description and attacks that player (603.2c)
            return any(w is not None and (anyone or self.subject.match(w, ctx)) and
                       attacks_whom(self.attacked, whom, ctx, ench) for w, whom in declared_attackers(ev, ctx))
        if kind == "attacks" and self.attacked is not None:   # 508.3a: declared attacking that player or permanent
            if ev.kind != "attacks" or subject_view is None or not self._subject_ok(subject_view, src, ctx):
                return False
            if self.attacked == "enchanted":
                return ench is not None and ev.recipient_player == ench
            if self.attacked == "most_life":   # dethrone (702.105a): the player with the most life or tied for it
                g = getattr(ctx, "game", None)
                return ev.recipient_player is not None and g is not None and \
                    g.life(ev.recipient_player) >= max(g.life(p) for p in g.players())
            if self.attacked in ("opponent", "player"):   # "attacks one of your opponents" / "attacks a player"
                return ev.recipient_player is not None and (self.attacked == "player" or ev.recipient_player != ctx.you)
            if ev.recipient_player is not None:
                return ev.recipient_player == ctx.you
            pw = ctx.work.get(ev.other) if ev.other is not None else None
            if self.attacked == "battle":   # "attacks a battle" (310.8): the permanent it attacks is a battle
                return pw is not None and "Battle" in pw.types
            return self.attacked == "you_or_planeswalker" and pw is not None and "Planeswalker" in pw.types and \
                pw.controller == ctx.you
        if kind == "attacks" and self.others and self.others_with is not None:
            # training (702.149a): other creatures of the description declared as attackers with it (508.1)
            combat = getattr(getattr(getattr(ctx, "game", None), "state", None), "combat", None)
            if ev.kind != "attacks" or subject_view is None or combat is None or \
                    not self._subject_ok(subject_view, src, ctx):
                return False
            return sum(1 for oid in combat.attackers if oid != ev.obj and ctx.work.get(oid) is not None and
                       self.others_with.match(ctx.work[oid], ctx)) >= self.others
        if kind == "attacks" and self.others:   # "~ and at least two other creatures attack": one declaration (508.1)
            return ev.kind == "attacks" and ev.amount >= self.others + 1 and subject_view is not None and \
                self._subject_ok(subject_view, src, ctx)
        if kind == "sacrificed":
            # 701.21a: its controller moves it from the battlefield to its owner's graveyard (a replacement may put it
            # elsewhere; it was still sacrificed); a leaves-the-battlefield ability, it looks back (603.10a)
            if ev.kind != "zone" or ev.cause != "sacrifice" or ev.from_zone != "battlefield" or subject_view is None:
                return False
            return _whose(self.who, subject_view.controller, ctx.you, ench) and self._subject_ok(subject_view, src, ctx)
        if kind == "exploits":   # 702.110b: ``ev.obj`` the creature with exploit, ``ev.lki`` what it sacrificed
            if ev.kind != "exploits" or subject_view is None or not self._subject_ok(subject_view, src, ctx):
                return False
            return self.by is None or (ev.lki is not None and self.by.match(ev.lki.working, ctx))
        if kind == "attacks_unblocked":   # 509.3g ("attacks a player and isn't blocked": a player it attacks, 508.1b)
            return ev.kind == "unblocked" and subject_view is not None and self._subject_ok(subject_view, src, ctx) and \
                (self.attacked != "player" or ev.recipient_player is not None)
        if kind in ("attacks", "blocks", "becomes_blocked", "transformed", "turned_face_up", "phased_in", "monstrous",
                    "mutates", "evolves", "set_in_motion", "planeswalk_to", "planeswalk_away"):
            if not (ev.kind == kind and subject_view is not None and self._subject_ok(subject_view, src, ctx)):
                return False
            if not self.saddled:
                return True
            st = getattr(getattr(ctx, "game", None), "state", None)
            if st is not None and not st.rules_have("saddled"):
                raise UndecidedTrigger(f"the rules of {st.edition} have no saddled designation (702.171b came with "
                                       "2024-06-07): whether it attacks \u201cwhile saddled\u201d is not known (603.2)")
            return bool(subject_view.obj.choices.get("saddled"))   # 702.171b
        if kind == "explores":   # 701.44b-c: a permanent that left as it explored, as it last existed
            view = subject_view if subject_view is not None else getattr(ev.lki, "working", None)
            return ev.kind == "explores" and view is not None and self._subject_ok(view, src, ctx)
        if kind == "encounter":   # 312.5: "moved off a planar deck and turned face up": planeswalked to
            return ev.kind == "planeswalk_to" and subject_view is not None and self._subject_ok(subject_view, src, ctx)
        if kind == "chaos_roll":   # the chaos symbol rolled on the planar die (901.9b of the rules before 2023-04-14)
            return ev.kind == "chaos_roll"
        if kind == "planar_die":   # 901.9: "Whenever you roll the planar die" (the die_roll event of the planar die)
            return ev.kind == "die_roll" and ev.cause == "planar" and ev.player == ctx.you
        if kind == "chaos_ensues":   # 311.7: chaos ensues for every face-up plane (or for this one, ``ev.obj``)
            return ev.kind == "chaos_ensues" and (ev.obj is None or ev.obj == src.oid)
        if kind == "attacks_alone":
            return ev.kind == "attacks" and ev.amount == 1 and subject_view is not None and \
                self._subject_ok(subject_view, src, ctx)
        if kind == "attacks_player_alone":   # 506.6: no other creature declared attacking that player
            if not (ev.kind == "attacks" and ev.recipient_player is not None and subject_view is not None and
                    self._subject_ok(subject_view, src, ctx)):
                return False
            st = getattr(getattr(ctx, "game", None), "state", None)
            if st is not None and st.edition_rows() is not None and \
                    st.edition_rule(_ATTACKS_PLAYER_ALONE, ("506.",)) is None:
                raise UndecidedTrigger(f"the rules of {st.edition} don't say what \u201cattacks a player alone\u201d "
                                       "means (506.6 came with the 2026-09-25 edition)")
            return ev.same_target == 1
        if kind == "attacks_or_blocks":
            if ev.kind == "blocks" and ev.amount:
                return False  # one trigger for blocking, however many creatures it blocks (509.3a)
            return ev.kind in ("attacks", "blocks") and subject_view is not None and \
                self._subject_ok(subject_view, src, ctx)
        if kind == "attached":   # 603.2e: ``ev.obj`` became attached to ``ev.other`` (a permanent)
            if ev.kind != "attached" or subject_view is None or not self._subject_ok(subject_view, src, ctx):
                return False
            host = ctx.work.get(ev.other) if ev.other is not None else None
            if host is None:
                return False
            return self._is_self(host, src) if self.by == "self" else self.by.match(host, ctx)
        if kind == "cycled":   # 702.29c: a card discarded to pay a cycling ability's cost (the card where it went)
            if ev.kind != "cycled" or subject_view is None or not _whose(self.who, ev.player, ctx.you, ench):
                return False
            return self._subject_ok(subject_view, src, ctx)
        if kind in ("discarded", "cycled_or_discarded"):   # 701.9a: a card leaves its owner's hand by being discarded
            # (cycling discards it, 702.29a: "cycles or discards" triggers once for it, on the discard, 702.29d)
            if ev.kind != "zone" or ev.cause != "discard" or ev.from_zone != "hand" or subject_view is None:
                return False
            return _whose(self.who, subject_view.owner, ctx.you, ench) and self.subject.match(subject_view, ctx)
        if kind == "discarded_by":   # 701.9a: ~ discarded from its owner's hand because of a spell or ability of ``who``
            if ev.kind != "zone" or ev.cause != "discard" or ev.from_zone != "hand" or subject_view is None or \
                    not self._is_self(subject_view, src):
                return False
            if ev.by == "?":
                raise UndecidedTrigger("what caused the discard, and who controls it, is not known here (603.2; a "
                                       "scenario's discard step says it with by: PLAYER)")
            owner = getattr(subject_view, "owner", None)
            return ev.by is not None and _whose(self.who, ev.by, owner)
        if kind == "blocks_or_blocked":
            if ev.kind == "blocks" and ev.amount:
                return False  # one trigger for blocking, however many creatures it blocks (509.3a)
            return ev.kind in ("blocks", "becomes_blocked") and subject_view is not None and \
                self._subject_ok(subject_view, src, ctx)
        if kind == "targeted":  # ``recipient`` here: 'spell' | 'ability' | None (either)
            if ev.kind != "targeted" or not _whose(self.who, ev.player, ctx.you, ench):
                return False
            if self.recipient is not None and ev.cause != self.recipient:
                return False
            if self.spell_subtype is not None and not self._spell_has_subtype(ev, ctx):
                return False
            return subject_view is not None and self._subject_ok(subject_view, src, ctx)
        if kind in ("tapped", "untapped"):
            return ev.kind == kind and subject_view is not None and self._subject_ok(subject_view, src, ctx)
        if kind == "tapped_for_mana":   # ``ev.player``: who activated the mana ability (106.12)
            return ev.kind == kind and _whose(self.who, ev.player, ctx.you, ench) and subject_view is not None and \
                self._subject_ok(subject_view, src, ctx)
        if kind == "exert":   # 701.43a: "Whenever you exert a creature" (kb.engine.exert)
            return ev.kind == "exert" and _whose(self.who, ev.player, ctx.you, ench) and subject_view is not None \
                and self._subject_ok(subject_view, src, ctx)
        if kind in ("life_gain", "life_loss"):
            return ev.kind == kind and _whose(self.who, ev.player, ctx.you, ench)
        if kind == "player_counters":   # "you get one or more {E}": one event per player and kind (kb.engine.playercounters)
            return ev.kind == kind and ev.counter == self.counter and _whose(self.who, ev.player, ctx.you, ench)
        if kind == "player_targeted":   # "you become the target of a spell" (kb.engine.playertargeted)
            return ev.kind == kind and self.recipient in (None, ev.cause) and _whose(self.who, ev.player, ctx.you, ench) \
                and (self.targeter is None or (ev.item is not None and _whose(self.targeter, ev.item.controller, ctx.you, ench)))
        if kind == "draw":
            return ev.kind == "draw" and _whose(self.who, ev.player, ctx.you, ench)
        if kind == "revealed":
            # 607.2h: linked to the static ability of the same object that revealed the card
            return (ev.kind == "revealed" and ev.cause == "linked_reveal" and src is not None and ev.source == src.oid
                    and _whose(self.who, ev.player, ctx.you, ench) and subject_view is not None
                    and self.subject.match(subject_view, ctx))
        if kind == "fully_unlocked":   # 709.5i (see _body: no such event is emitted)
            return ev.kind == "fully_unlocked" and _whose(self.who, ev.player, ctx.you, ench)
        if kind == "day_night_change":
            return ev.kind == "day_night_change"
        if kind in ("ring_tempts", "dungeon_complete", "venture", "initiative"):   # designations
            return ev.kind == kind and _whose(self.who, ev.player, ctx.you, ench) and \
                (self.recipient != "chosen" or ev.cause == "chosen")
        if kind == "keyword_action":   # "Whenever you scry": one event per instruction performed (701.22b, 701.25c)
            if ev.kind != "keyword_action" or ev.cause != self.action or not _whose(self.who, ev.player, ctx.you, ench):
                return False
            if ev.amount > 0:
                return True
            st = getattr(getattr(ctx, "game", None), "state", None)
            since = KEYWORD_ACTION_EVENTS[self.action]
            if ev.amount == 0 and st is not None and st.edition >= since:
                return False   # "If a player is instructed to scry 0, no scry event occurs" (701.22b, 701.25c)
            raise UndecidedTrigger(
                f"how many cards were to {self.action} is not known here, and to {self.action} 0 is no {self.action} "
                "event (603.2)" if ev.amount < 0 else
                f"the rules of {st.edition if st is not None else 'this edition'} don't say whether an instruction to "
                f"{self.action} 0 is a {self.action} event (603.2; the rule saying it isn't came on {since})")
        if kind == "activated":   # 602.2b, 601.2i: an ability that isn't a mana ability activated (kb.engine.activation)
            from .activation import source_matches
            if not (ev.kind == "activated" and _whose(self.who, ev.player, ctx.you) and source_matches(self.subject, ev, ctx)):
                return False
            kind_ok = True if self.activated is None else self.activated.matches(ev, ctx, src)
            if kind_ok is None:   # "commander ninjutsu" for "a ninjutsu ability" (702.49d: a variant of it)
                raise UndecidedTrigger("whether the ability activated is of the kind the trigger condition names is not "
                                       "read (603.2)")
            return kind_ok
        if kind == "crime":   # 700.13 (kb.engine.stack emits one event per spell or ability that is a crime)
            if ev.kind != "crime" or not _whose(self.who, ev.player, ctx.you, ench):
                return False
            st = getattr(getattr(ctx, "game", None), "state", None)
            if st is not None and not st.rules_have("crime"):
                raise UndecidedTrigger(f"the rules of {st.edition} don't say what committing a crime is (700.13 came "
                                       "later): whether this trigger event happened is not known (603.2)")
            return True
        if kind == "die_roll":   # 706 (kb.engine.dice): one event a die, ``part`` its number in the roll
            if ev.kind != "die_roll" or not _whose(self.who, ev.player, ctx.you, ench):
                return False
            if self.recipient in ("each", "one_or_more"):   # the planar die too (706.7)
                return self.recipient == "each" or ev.part == 0
            if ev.cause == "planar":   # a numerical result ignores the planar die (706.7)
                return False
            if self.recipient == "highest":   # the natural result (706.2) is the die's highest
                return ev.total == int(ev.counter or 0)
            return ev.amount >= self.amount if self.recipient == "at_least" else ev.amount == self.amount
        if kind == "coin_flip":   # ``recipient``: 'win' | 'lose' (705.2)
            return ev.kind == "coin_flip" and ev.cause == self.recipient and _whose(self.who, ev.player, ctx.you, ench)
        if kind in ("counter_removed_exiled", "last_counter_removed_exiled"):   # "… removed from ~ while it's exiled"
            return ev.kind == ("counters_removed" if kind == "counter_removed_exiled" else "last_counter") and \
                ev.counter == self.counter and ev.obj == src.oid and src.zone == "exile"
        if kind == "counter_removed":   # one counter of that kind removed from a permanent (603.2)
            return ev.kind == "counters_removed" and ev.counter == self.counter and subject_view is not None and \
                subject_view.zone == "battlefield" and self._subject_ok(subject_view, src, ctx)
        if kind == "last_counter_removed":   # ``ev.obj`` has no more counters of ``ev.counter`` (702.63a)
            return ev.kind == "last_counter" and ev.counter == self.counter and subject_view is not None and \
                self._subject_ok(subject_view, src, ctx)
        if kind == "attacks_apart":   # "~ and another creature attack different players" (kb.engine.attackapart)
            from .attackapart import attack_apart_match
            return attack_apart_match(ev, subject_view, lambda v: self._subject_ok(v, src, ctx), ctx)
        if kind == "counters_off":   # "one or more loyalty counters are removed from ~" (kb.engine.countersremoved)
            from .countersremoved import counters_removed_match
            return counters_removed_match(self, ev, subject_view, lambda v: self._subject_ok(v, src, ctx))
        if kind == "counters_put":
            # 122.6: counters put on a permanent, or given to it as it enters; one event per object (603.2c)
            if ev.kind != "counters" or subject_view is None or subject_view.zone != "battlefield" or (
                    self.counter is not None and ev.counter != self.counter) or (
                    self.counter is None and ev.one_of_kinds) or not self._subject_ok(subject_view, src, ctx):
                return False
            if self.who is not None:   # "you put …" (608.2c, 122.6a; kb.engine.counterputs)
                by = putter_of(ev)
                if by is None:
                    raise UndecidedTrigger(unknown_putter(ev))
                if not _whose(self.who, by, ctx.you, ench) or (self.putters_own and subject_view.controller != by):
                    return False
            if ev.cause == "enters":
                history = turn_history(ctx, ev)
                if history is not None and any(e.kind == "counters" and e.cause == "enters" and e.obj == ev.obj and
                                               e.counter == ev.counter for e in history[0]):
                    raise UndecidedTrigger("it entered with counters of that kind from more than one effect, which "
                                           "the engine put one at a time: how many times they were put is not known "
                                           "(122.6, 603.2c)")
            return True
        return False

    def _subject_ok(self, w, src, ctx: Ctx) -> bool:
        if self.subject == "self":
            return self._is_self(w, src)
        if isinstance(self.subject, SelfOr):
            return self._is_self(w, src) or self.subject.others.match(w, ctx)
        return self.subject.match(w, ctx)

    def _is_self(self, w, src) -> bool:
        if src is not None and src is w:
            return True
        return src is not None and w.obj.card_id == src.obj.card_id and (self.event != "enters" or w.oid == src.oid)

    def _moved_ok(self, e: Event, ctx: Ctx) -> bool:
        """Whether one zone change ``e`` of an event is of the kind "one or more ..." names: its zones and cause, the
        object as it was where the description looks at it (entering: after; leaving: as it last existed, 603.10a),
        whose it is (its owner for a graveyard or a discard, its controller for a sacrifice)."""
        frm, to, cause = self.moved
        if isinstance(frm, tuple) and e.from_zone in frm:   # "from your library and/or your graveyard": either zone
            frm = e.from_zone
        if e.kind != "zone" or e.part or (frm and e.from_zone != frm) or (to and e.to_zone != to) or \
                (cause and e.cause != cause):
            return False
        after = to in ("battlefield", "graveyard") and frm != "battlefield" and cause != "discard"
        view = ctx.work.get(e.obj) if after else (e.lki.working if e.lki is not None else None)
        if view is None:
            return False
        if frm == "battlefield" and to == "graveyard" and cause is None and not can_die(view.types, ctx.edition):
            return False   # 700.4: "dies" is put into a graveyard from the battlefield (kb.engine.versions, dies_term)
        if self.without_dying and e.to_zone == "graveyard" and can_die(view.types, ctx.edition):
            return False   # "leave the battlefield without dying": this one died (700.4)
        if self.who and not _whose(self.who, view.controller if cause == "sacrifice" else view.owner, ctx.you):
            return False
        return self.subject == "self" or self.subject.match(view, ctx)

    def _not_step_draw_match(self, ev: Event, src, subject_view, ctx: Ctx) -> bool:
        """"draws a card except the first one they draw in each of their draw steps": the draw matches unless it is
        that player's draw step's first (kb.engine.drawstep); not told by the record: "cannot decide"."""
        from dataclasses import replace as _replace
        from .drawstep import first_draw_of_draw_step
        if not _replace(self, not_step_draw=False).match(ev, src, subject_view, ctx):
            return False
        st = getattr(getattr(ctx, "game", None), "state", None)
        if st is None:
            return False
        first = first_draw_of_draw_step(st, ev)
        if first is None:
            raise UndecidedTrigger("the draw step began before the scenario: whether this was the first card its "
                                   "player drew in it is not known (504.1)")
        return not first

    def _turn_match(self, ev: Event, src, subject_view, ctx: Ctx) -> bool:
        """"for the first time each turn" (603.2): the event matches and no earlier event of this turn did;
        "draws their second card each turn": it is that player's n-th draw this turn (121.2, 504.1). Read from the
        game's history of this turn; when the turn began before the scenario's history and nothing in it settles
        the question, the answers it could change are "cannot decide"."""
        from dataclasses import replace as _replace
        base = _replace(self, first=False, nth=0)
        if not base.match(ev, src, subject_view, ctx):
            return False
        history = turn_history(ctx, ev)
        if history is None:
            return False
        earlier, whole = history
        if self.nth:
            n = 1 + sum(1 for e in earlier if e.kind == "draw" and e.player == ev.player)
            if n > self.nth or whole:
                return n == self.nth
        elif any(base.match(e, src, ctx.work.get(e.source if e.kind == "damage" else e.obj), ctx) for e in earlier):
            return False
        elif whole:
            return True
        raise UndecidedTrigger("this turn began before the scenario, and whether an earlier event of this turn "
                               "matched its trigger event is not known (603.2)")


@dataclass(frozen=True)
class SelfOr:
    """"~ or another creature": the source itself, or any other object the selector matches."""

    others: object

    def __str__(self) -> str:
        return f"~ or {self.others}"


class UndecidedTrigger(Exception):
    """Whether an event matched a trigger event can't be told from what the scenario states (603.2): the answers
    the ability's effect could change are "cannot decide" (kb.engine.sba)."""


@dataclass(frozen=True)
class _Anything:
    """A description every object fits: a trigger event with its description of the object left out."""

    reads: frozenset = frozenset()

    def match(self, w, ctx) -> bool:
        return w is not None


def check_subject_known(spec, ev, src, subject_view, ctx, state, snap) -> None:
    """603.2: a trigger event whose description of its object ("Whenever a creature with flying attacks", "…
    with power 4 or greater", "a red creature") reads a characteristic that something not modelled could change
    for that object (an unread static ability granting flying, a pump) — whether it triggered is not known either
    way: raises :class:`UndecidedTrigger` naming what could change it. An event of another kind than the trigger's
    (its description aside) is never in doubt."""
    if spec.alt is not None and spec.event == "cast":
        # "Whenever you cast a white spell or a Plains you control enters": the second event's description too (603.2)
        check_subject_known(spec.alt, ev, src, subject_view, ctx, state, snap)
        from dataclasses import replace as _replace
        spec = _replace(spec, alt=None)
    subject = spec.subject.others if isinstance(spec.subject, SelfOr) else spec.subject
    if not getattr(subject, "reads", None):
        return
    from .unknowns import selector_doubt
    one = getattr(subject_view, "oid", None)
    # "Whenever one or more creatures with … attack": any object on the battlefield may be one of them; "Whenever one or
    # more land cards are put into your graveyard": only the objects the batch of zone changes moved (603.2c) — a card
    # nobody named elsewhere (an opponent's hand) is none of them
    moved = [e.obj for e in ev.objs if getattr(e, "obj", None) is not None] \
        if one is None and getattr(ev, "kind", None) == "zones" else None
    why = selector_doubt(state, snap, subject, [one] if one is not None else moved)
    if not why:
        return
    from dataclasses import replace as _replace
    try:
        relevant = _replace(spec, subject=_Anything()).match(ev, src, subject_view, ctx)
    except UndecidedTrigger:
        relevant = True
    except Exception:   # noqa: BLE001 - matching without the subject failed: the doubt about the subject stands
        relevant = True
    if relevant:
        who = subject_view.obj.alias if one is not None else "the objects of the event"
        raise UndecidedTrigger(f"whether {who} fit \u201c{subject}\u201d can't be decided: "
                               f"{'; '.join(why)} (603.2)")


@dataclass(frozen=True)
class AnySource:
    """"a source [you control | an opponent controls]" in a damage trigger (120.1, 609.7): any object that dealt the
    damage, whatever its types, controlled by that player (``controller`` None: anyone)."""

    controller: str | None = None

    def match(self, w, ctx: Ctx) -> bool:
        if w is None:
            return False
        return _whose(self.controller, getattr(w, "controller", None), ctx.you)

    def __str__(self) -> str:
        return "source" + {"you": " you control", "opponent": " an opponent controls"}.get(self.controller or "", "")


def turn_history(ctx: Ctx, ev: Event) -> tuple[list, bool] | None:
    """The events of this turn before ``ev`` (in the game's history, kb.engine.state) and whether that history
    holds the whole turn: a turn that began before the scenario (no cleanup step of an earlier turn in the history,
    514) has earlier events nobody stated when the scenario says so (GameState.history_unstated). None when the game isn't known here."""
    st = getattr(getattr(ctx, "game", None), "state", None)
    if st is None:
        return None
    from .gamevalues import turn_events
    return turn_events(st, before=ev)


def _expends(ev: Event, ctx: Ctx, n: int) -> bool:
    """700.14: whether the spell cast in ``ev`` made its caster expend ``n``: the mana they spent to cast spells this
    turn was less than ``n`` before paying its cost and at least ``n`` after. Read from the turn's cast events and the
    mana each spell was cast with (StackItem.spent); a spell whose amount isn't known, or a turn with earlier spells
    nobody stated, leaves it undecided unless the known amounts settle it."""
    history = turn_history(ctx, ev)
    if history is None:
        return False
    earlier, whole = history
    spent = [e.item.spent("amount") if e.item is not None else None for e in earlier
             if e.kind == "cast" and e.player == ev.player]
    now = ev.item.spent("amount")
    known = sum(x for x in spent if x is not None)
    if known >= n:
        return False   # already at n or more before this spell: no crossing (earlier spells only add)
    if None in spent or now is None or not whole:
        raise UndecidedTrigger("how much mana was spent to cast spells this turn before this one, or on this one, is "
                               "not known (700.14)")
    return known + now >= n


def declared_attackers(ev: Event, ctx: Ctx):
    """The creatures declared as attackers in an ``attacked_with`` event (508.1), each as it is now and what it
    attacks: ('player', name) or ('obj', oid)."""
    combat = getattr(getattr(getattr(ctx, "game", None), "state", None), "combat", None)
    for oid in ev.objs:
        yield ctx.work.get(oid), (combat.attackers.get(oid) if combat is not None else None)


def attackers_narrowed(spec: "TriggerSpec", ev: Event, src, ctx: Ctx) -> Event:
    """The ``attacked_with`` event as the ability of ``spec`` ("Whenever you attack with one or more …") sees it: the
    creatures declared as attackers that are of its description and attack the player it names, and their number
    (508.3d, 603.2; what "those creatures" and "that many" point back at, kb.engine.attackbatch). Any other event or
    trigger: ``ev`` as it is."""
    if spec.event != "player_attacks" or ev.kind != "attacked_with":
        return ev
    anyone = spec.subject in (None, "self")
    ench = enchanted_player(src)
    objs = tuple(oid for oid, (w, whom) in zip(ev.objs, declared_attackers(ev, ctx))
                 if w is not None and (anyone or spec.subject.match(w, ctx)) and
                 attacks_whom(spec.attacked, whom, ctx, ench))
    from dataclasses import replace as _replace
    return _replace(ev, objs=objs, amount=len(objs))


def attacks_whom(attacked: str | None, whom, ctx: Ctx, enchanted: str | None) -> bool:
    """Whether an attacker attacking ``whom`` attacks the player the trigger names (508.3a): ``attacked`` None (anyone),
    'you', 'enchanted' (the enchanted player, 303.4b), 'player' (a player, not a planeswalker or battle), 'opponent'
    (one of the ability controller's opponents), 'planeswalker' (a planeswalker the ability's controller controls) or
    'you_and_or_planeswalker' (that player or such a planeswalker)."""
    if attacked is None:
        return True
    player = whom[1] if whom and whom[0] == "player" else None
    if attacked in ("planeswalker", "you_and_or_planeswalker"):   # "attacks [you and/or] one or more planeswalkers you
        if player is not None:                                   # control": a planeswalker its controller controls
            return attacked != "planeswalker" and player == ctx.you
        pw = ctx.work.get(whom[1]) if whom and whom[0] == "obj" else None
        return pw is not None and "Planeswalker" in pw.types and pw.controller == ctx.you
    if attacked in ("player", "opponent"):
        return player is not None and (attacked == "player" or player != ctx.you)
    return player is not None and player == (enchanted if attacked == "enchanted" else ctx.you)


def event_concept(spec: TriggerSpec, ev: Event | None) -> str | None:
    """The rule that says when a trigger of this kind triggers, for the trace (a concept of kb.engine.concepts), or
    None for the general rule (603.2): "blocks a creature" once for each creature it blocks (509.3b), "becomes
    blocked by a creature" once for each blocker (509.3d), "attacks you" (508.3a), "you attack" (508.3d), "you
    sacrifice" (701.21a), "becomes monstrous" (701.37a)."""
    e = spec.event
    if e in ("blocks_or_blocked_by", "blocks", "blocked_by") and ev is not None and (spec.by is not None or e != "blocks"
                                                                                    or spec.recipient == "creature"):
        return {"blocks": "trigger_blocks_each", "blocked_by": "trigger_blocked_by_each"}.get(ev.kind)
    if e == "attacks" and spec.attacked is not None:
        return "trigger_attacks_whom"
    if e == "player_attacks" and re.search(r"\b(?:is|are) attacked\b", spec.text or "", re.I):
        return "trigger_is_attacked"   # "Whenever [a player or planeswalker] is attacked" (508.3b from 2017-08-25)
    if spec.alt is not None and spec.alt.event == "haunted_dies" and ev is not None and ev.kind == "zone" and \
            ev.from_zone == "battlefield":   # "When ~ enters or the creature it haunts dies": the second (702.55c)
        return "haunt_trigger"
    return {"player_attacks": "trigger_player_attacks", "sacrificed": "sacrifice", "monstrous": "monstrosity",
            "mutates": "mutate_trigger", "evolves": "evolves", "haunted_dies": "haunt_trigger",   # 702.55c: it triggers in exile
            "exploits": "exploit", "crime": "crime", "player_counters": "energy"}.get(e)   # 702.110a: what exploit's ability does (its "exploits" is
    # 702.110b); 700.13: what committing a crime is


def dealt_totals(events: list) -> list:
    """One ``dealt`` event for each permanent dealt damage in ``events`` (one batch: one event, 603.2c), with
    the total damage it was dealt; its ``source`` is the first source."""
    totals: dict = {}
    for ev in events:
        if ev.kind == "damage" and ev.obj is not None and ev.amount > 0:
            t = totals.setdefault(ev.obj, [0, [], True])
            t[0] += ev.amount
            t[1].append(ev.source)
            t[2] = t[2] and ev.combat
    players: dict = {}   # "one or more creatures you control deal combat damage to a player": per player (603.2c)
    for ev in events:
        if ev.kind == "damage" and ev.recipient_player is not None and ev.amount > 0:
            t = players.setdefault((ev.recipient_player, ev.combat), [0, []])
            t[0] += ev.amount
            t[1].append(ev.source)
    every: dict = {}   # "… deal combat damage to one or more players": once for the event, all players together
    for (p, combat), (n, srcs) in players.items():
        t = every.setdefault(combat, [0, []])
        t[0] += n
        t[1] += srcs
    return [Event("dealt", obj=oid, amount=n, source=srcs[0], combat=combat)
            for oid, (n, srcs, combat) in totals.items()] + \
        [Event("player_dealt", player=p, recipient_player=p, amount=n, source=srcs[0], combat=combat,
               sources=tuple(dict.fromkeys(srcs))) for (p, combat), (n, srcs) in players.items()] + \
        [Event("players_dealt", amount=n, source=srcs[0], combat=combat, sources=tuple(dict.fromkeys(srcs)))
         for combat, (n, srcs) in every.items()]


# words in an effect that point back at the trigger event's objects, players or amounts (603.2)
_EVENT_POINTERS = re.compile(r"\b(?:that many|that much|they|them|their|those|it|its|that (?:player|card|creature|land|"
                             r"permanent|source|spell|token|artifact|opponent)s?(?:'s)?)\b", re.I)


# the words pointing back at the sources of a "one or more … deal damage" event (603.2c)
_GROUP_SOURCES_POINTER = re.compile(r"\b(?:those (?:creatures|permanents|sources|artifacts)|each of them)\b", re.I)


# the words pointing back at the trigger event's amount alone ("that many", "that much", 603.2)
_AMOUNT_POINTER = re.compile(r"\bthat (?:many|much)\b", re.I)


# a cast trigger's words pointing at what the spell targets ("a spell that targets a creature": "that creature")
_AIMED_POINTER = re.compile(r"\b(?:that|those) (?:permanent|creature|artifact|enchantment|land|planeswalker|battle|"
                            r"card|object)s?\b", re.I)


def unread_pointer(spec: TriggerSpec, effect: str) -> str | None:
    """The words of ``effect`` pointing back at an event whose objects, players and amounts the resolving ability
    can't be given (the events read without them: "one or more ... die", "one or more creatures attack", "a player
    is dealt damage", "plays a land", a source's damage, another player's sacrifice), or None. Such an ability stays
    unread rather than resolve with "them" naming nothing (603.2)."""
    e = spec.event
    if e == "crews":   # "that Vehicle" is the Vehicle crewed; "it", "that creature" … could be either (kb.engine.crews)
        m = _EVENT_POINTERS.search(re.sub(r"\bthat Vehicle\b", "", effect or ""))
        return m.group(0) if m else None
    m = re.search(r"\bthat ability\b", effect or "", re.I)
    if m and e not in ("activated", "targeted"):   # the ability activated (kb.engine.activation) or that targeted
        return m.group(0)
    if e == "cast" and spec.aim is not None and spec.aim[1] != "self":
        # "Whenever you cast a spell that targets a permanent, gain control of that permanent": the object the spell
        # targets (115.9b), which the resolving ability is not given — not the spell the event names (603.2)
        m = _AIMED_POINTER.search(effect or "")
        if m:
            return m.group(0)
    if e == "cast" and spec.alt is not None and spec.alt.event in ("enters", "land_played"):
        # "Whenever you play a land or cast a spell, …": "it" would be the land or the spell, as the event was (603.2)
        m = _EVENT_POINTERS.search(effect or "")
        return m.group(0) if m else None
    if e == "deals_damage" and spec.recipient == "creature":
        # "Whenever equipped creature deals damage to a blocking creature, ~ deals that much damage to each other creature
        # defending player controls": "other" than the creature dealt damage, not the source (not read)
        m = re.search(r"\b(?:each|all|any|another) other\b|\banother\b", effect or "", re.I)
        if m:
            return m.group(0)
    if e == "deals_damage" and spec.recipient == "creatures":   # no one creature or amount given (kb.engine.creaturesdealt)
        m = _EVENT_POINTERS.search(effect or "")
        return m.group(0) if m else None
    if e == "player_attacks":
        # "Whenever you attack [with one or more Zombies], draw that many cards / those creatures get +4/+4": the
        # attackers of its description declared, which the resolving ability is given (508.3d, kb.engine.attackbatch);
        # other words pointing back are not read
        from .attackbatch import recounted, without_pointers
        again = recounted(effect)
        if again is not None:
            return again
        effect = without_pointers(effect)
        from .attackingopponents import without_attacking_opponents   # "each opponent attacking that player"
        effect = without_attacking_opponents(spec, effect)
        if spec.that_player == "attacker":   # "that attacking player" (kb.engine.attackingplayer)
            from .attackingplayer import attacker_pointers_read
            effect = attacker_pointers_read(effect)
        if spec.subject is None and spec.attacked is None:
            return None
        if spec.who in ("opponent", "any") and spec.attacked in ("you", "planeswalker", "you_and_or_planeswalker"):
            # "Whenever an opponent attacks a planeswalker you control …, ~ deals 2 damage to that player": the one
            # player the condition names besides you, the one who attacked (508.3d; the event's player)
            effect = re.sub(r"\bthat player\b", "", effect, flags=re.I)
    if e in ("blocked_by_any", "blocks_or_blocked_by_any", "blocks_any"):
        # "… becomes blocked by one or more black creatures": no one blocker for "that creature" (509.3e)
        m = re.search(r"\b(?:that creatures?|those creatures|they|them|their)\b", effect or "", re.I)
        return m.group(0) if m else None
    if e == "land_played":
        # "Whenever a player plays a land, return ~ to its owner's hand": "its" is ~'s; "that player" is the player who
        # played it (305.1), the event's player; other words pointing back (the land) are not read
        effect = re.sub(r"~ to its owner's\b", "~ to owner's", effect or "")
        if spec.that_player == "actor":
            effect = re.sub(r"\bthat player\b", "", effect, flags=re.I)
    if isinstance(spec.subject, AnySource):   # "that source's controller", "that many" (kb.engine.sourcepointers)
        from .sourcepointers import source_pointer_unread
        return source_pointer_unread(spec, effect, _EVENT_POINTERS)
    if e == "group_zone":
        # "Whenever one or more tokens you control enter, put that many +1/+1 counters on ~": the number of the event's
        # objects of its description, which the resolving ability is given (603.2c, kb.engine.groupcount)
        from .groupcount import count_pointer_unread
        again, effect = count_pointer_unread(spec, effect)
        if again is not None:
            return again
    if e == "player_dealt":
        # "Whenever you're dealt damage, sacrifice that many nontoken permanents" (Lich): the damage the player was dealt
        # in the event (one event, 603.2c: the total of every source's), which the resolving ability is given
        effect = _AMOUNT_POINTER.sub("", effect or "")
    if e == "sacrificed" and spec.who != "you":
        # "Whenever an opponent sacrifices a nontoken permanent, put that card onto the battlefield under your control":
        # the event is the permanent's zone change (701.21a), and "that card" the new object it became where it went
        # (400.7e), as a dies trigger finds it; the player who sacrificed it ("that player") is not kept
        effect = re.sub(r"\bthat card\b", "", effect or "", flags=re.I)
    if e == "group_deals_damage":
        # "Whenever one or more creatures you control with flying deal combat damage to a player, put a +1/+1 counter
        # on each of those creatures": the sources of the event that fit the description (603.2c) are not followed
        # to the resolving ability (the event names the player), so the pointer is unread, never read as no object
        m = _GROUP_SOURCES_POINTER.search(effect or "")
        if m:
            return m.group(0)
    if not (e in ("group_zone", "player_dealt", "land_played", "player_counters", "player_targeted", "to_hand") or (e == "group_deals_damage" and spec.recipient == "players") or
            (e == "player_attacks" and (spec.subject is not None or spec.attacked is not None)) or
            (e == "sacrificed" and spec.who != "you")):
        return None
    m = _EVENT_POINTERS.search(effect or "")
    return m.group(0) if m else None


def batch_events(events: list) -> list:
    """The events one batch adds as a whole (603.2c): each permanent's and player's damage total
    (:func:`dealt_totals`), and one ``zones`` event holding every zone change, for "one or more ... die / enter /
    leave your graveyard"."""
    moves = tuple(ev for ev in events if ev.kind == "zone" and not ev.part)
    from .creaturesdealt import creatures_dealt_events   # each source's damage to permanents (603.2c)
    from .sourcedealt import source_dealt_events   # each source's damage, whoever it was dealt to (603.2c)
    return dealt_totals(events) + creatures_dealt_events(events, Event) + source_dealt_events(events, Event) + \
        ([Event("zones", objs=moves)] if moves else [])


def event_amount(ev: Event | None) -> int:
    """"that much" in a triggered ability with nothing before it to count: the amount of its trigger event (damage
    dealt, life gained or lost, counters put, the attackers of its description declared (kb.engine.attackbatch),
    the objects of its description that moved in a "one or more …" event (kb.engine.groupcount), 603.2)."""
    from .eventamount import amount_of_event   # the events with an amount (paid: kb.engine.paytimes)
    return amount_of_event(ev)


def attached_permanent(src, ctx: Ctx):
    """The permanent the source (an Aura, 303.4) is attached to, as computed now, or None."""
    a = getattr(src, "attached_to", None)
    return ctx.work.get(a) if isinstance(a, int) and not isinstance(a, bool) else None


def enchanted_player(src) -> str | None:
    """The player the source (an Aura, 303.4b) is attached to, if it is attached to a player."""
    a = getattr(src, "attached_to", None)
    return a if isinstance(a, str) else None


def _whose(want: str | None, player: str | None, you: str | None, enchanted: str | None = None) -> bool:
    if want in (None, "any", "each"):
        return True
    if want == "enchanted":   # 303.4b: the enchanted player (an Aura attached to no player: no one)
        return enchanted is not None and player == enchanted
    if want == "you":
        return player == you
    if want == "opponent":
        return player is not None and player != you
    if want == "other":   # "each other player's upkeep": any player but you (102.1), a teammate too
        return player is not None and player != you
    return True


# the trigger events a second "or" event of an enters trigger may be: seen after the event, as "enters" is (603.10)
_ALT_EVENTS = ("attacks", "blocks", "attacks_or_blocks", "becomes_blocked", "tapped", "untapped", "transformed",
               "turned_face_up", "dies", "to_graveyard", "leaves")

def _other_subject_event(b: str, pc: _Ctx) -> TriggerSpec | None:
    """"Whenever this Aura enters or enchanted creature becomes the target of an Aura spell": a second trigger event
    with a subject of its own (603.2), read as the whole condition it is; only one that is itself an "or" event of
    an enters trigger (:func:`_or_event`: no look-back event, 603.10a) about an object other than the source."""
    try:
        second = _body(b, pc)
    except ParseError:
        return None
    return second if second.subject != "self" and _or_event(second) else None


def _or_event(second: TriggerSpec) -> bool:
    """Whether the event after "~ enters or" is one more trigger event of the same ability (603.2), read as "When ~
    enters and whenever …" reads its second condition: "~ enters or deals combat damage to a player", "… or becomes
    monstrous" (701.37a), "… or becomes the target of a spell or ability an opponent controls" (115.1). Not a state
    (603.8), a condition that is itself two events, one limited to the turn's first, or one that looks back (603.10a:
    those the engine looks for as a leaving event, :data:`_ALT_EVENTS`)."""
    return second.event != "state" and second.alt is None and not (second.first or second.nth) and not second.look_back


_SELF = r"(?:~|it|this creature|this permanent|this artifact|this enchantment|this land|that creature|that permanent)"


# A card whose name names several ("The Immortal Weapons", "Lo and Li") says "When ~ enter", "Whenever ~ attack or
# block": its name still means that one object (201.5); the verb agrees with the name, not with the object
_PLURAL_VERB = {"enter": "enters", "attack": "attacks", "block": "blocks", "die": "dies", "leave": "leaves",
                "deal": "deals", "become": "becomes"}
_PLURAL_SELF = re.compile(r"~ (" + "|".join(_PLURAL_VERB) + r")(?: or (" + "|".join(_PLURAL_VERB) + r"))?(?=\W|$)")


def _singular_self(body: str) -> str:
    """A trigger event whose subject is the card's own name with a plural verb ("~ enter", "~ attack or block") →
    the same event with the verb of one object ("~ enters", "~ attacks or blocks"): the name means the object it is
    on (201.5), one object whichever number the name has."""
    m = _PLURAL_SELF.match(body)
    if not m:
        return body
    verbs = _PLURAL_VERB[m.group(1)] + (" or " + _PLURAL_VERB[m.group(2)] if m.group(2) else "")
    return "~ " + verbs + body[m.end():]


def parse_trigger(trigger: str, card: str | None) -> TriggerSpec:
    """"When ~ enters the battlefield" / "Whenever a creature dies" / "At the beginning of your
    upkeep, if you have 40 or more life" → a TriggerSpec (the intervening "if" included)."""
    pc = _Ctx(card)
    t = strip_period(trigger).strip()
    cond = None
    m = re.match(r"^(When|Whenever|At)\s+(.+?)(?:,\s+if\s+(.+))?$", t)
    if not m:
        raise ParseError(trigger, "not a trigger condition", card)
    body = _singular_self(m.group(2).strip())
    from .teamwords import team_event_as_you   # "enters the battlefield under your team's control" (102.4)
    team_body = team_event_as_you(body)
    if team_body is not None:
        if m.group(3):
            raise ParseError(trigger, "\u201cyour team\u201d with an intervening \u201cif\u201d is not read", card)
        from .teamwords import TeamTerm
        from .instructions import Condition as _Cond
        spec = _body(team_body, pc)
        spec = TriggerSpec(**{**spec.__dict__, "condition": _Cond("state", value=TeamTerm(), text="your team")})
        return TriggerSpec(**{**spec.__dict__, "text": t, "that_player": that_player_of(team_body, spec.event)})
    from .activation import is_activation
    if m.group(3) == "it isn't a mana ability" and is_activation(body):
        # 603.4: "Whenever you activate an ability, if it isn't a mana ability": read with the event (kb.engine.activation)
        spec = _body(f"{body}, if {m.group(3)}", pc)
        return TriggerSpec(**{**spec.__dict__, "text": t, "that_player": that_player_of(body, spec.event)})
    spec = _body(body, pc)
    if m.group(3):
        from .diedothers import dies_condition   # "if another creature is on the battlefield" after a death (603.4)
        spec, cond_words = dies_condition(spec, m.group(3))
        m = re.match(r"^(When|Whenever|At)\s+(.+?),\s+if\s+(.+)$", f"{m.group(1)} {m.group(2)}, if {cond_words}")
    if m.group(3):
        from .instructions import parse_condition_phrase
        from .gamevalues import (parse_controls_more, parse_has_more, parse_player_condition, parse_player_history,
                                 parse_source_cast)
        # "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand": a step's
        # player is the active player (603.2), the one "that player" names
        from .defending import parse_player_controls
        who = (parse_player_condition(m.group(3), that_player=True) or parse_has_more(m.group(3), that_player=True) or
               parse_controls_more(m.group(3), pc, parse_selector, that_player=True) or
               parse_player_controls(m.group(3), pc, parse_selector) or
               # "if that player didn't cast a spell this turn": the step's player's spells (601.2i)
               parse_player_history(m.group(3), pc, parse_selector, that_player=True)) if spec.event == "step" else None
        if spec.event == "enters" and spec.subject == "self":   # "When ~ enters, if you cast it from your hand"
            who = parse_source_cast(m.group(3))
        if spec.event == "attacks" and spec.subject == "self":   # "Whenever ~ attacks, if defending player …" (508.5)
            from .defending import parse_defending_condition
            who = parse_defending_condition(m.group(3), pc, parse_selector)
        if who is None and spec.event == "cast" and spec.who in ("any", "opponent"):
            # "Whenever a player casts a spell, if it's not their turn": the caster's turn or not (102.1)
            from .eventturn import parse_event_players_turn
            who = parse_event_players_turn(m.group(3))
        if who is None and (spec.subject == "self" or spec.event == "step"):
            # "When ~ dies, if 4 or more damage was dealt to it this turn": "it" can only be the source (603.4)
            from .turnevents import source_pronoun
            who = source_pronoun(m.group(3))
        those = None
        if who is None and spec.event == "player_attacks":   # "if two or more of those creatures are attacking you"
            from .thoseattacking import read_those_attacking
            from .instruction_types import Condition as _Cond
            those = read_those_attacking(m.group(3), spec, _Cond)
        if those is not None:
            cond = those
        elif who is not None and (who.who == "that" if hasattr(who, "who") else True):
            from .instructions import Condition as _Cond
            cond = _Cond("state", value=who, text=m.group(3).strip())
        elif (mine := _you_defending(m.group(3), spec)) is not None:   # "if you're the defending player" (508.5)
            cond = mine
        elif re.search(r"\bdefending player\b", m.group(3), re.I) and spec.subject != "self":
            # "Whenever a creature you control attacks, if defending player controls …": the player the event's
            # creature attacks (508.5); the condition readers bind the words to the source's attack only: not read
            raise ParseError(trigger, "\u201cdefending player\u201d of another object's attack is not read", card)
        elif (aimed := read_cast_aim(m.group(3), spec, pc, parse_selector, Condition)) is not None:
            cond = aimed   # "Whenever you cast a spell, if it targets a creature you control" (kb.engine.castaim, 603.4)
        else:
            from .attackor import source_it   # "Whenever ~ attacks, if it's enchanted": "it" is ~ (603.4)
            cond = parse_condition_phrase(source_it(m.group(3), spec), pc)
            if cond.kind == "is" and cond.value == "that_spell" and spec.event != "cast":
                raise ParseError(trigger, "\u201cthat spell\u201d names no spell its trigger event cast", card)
            if cond.kind.startswith("self_counters") and counts_on_it(cond.text) and \
                    spec.subject not in (None, "self"):
                # "Whenever a creature you control attacks, if it has a +1/+1 counter on it": the event's creature
                from .instructions import Subject, about_object
                cond = about_object(cond, Subject("event", text="it"))
    if cond is not None:
        spec = TriggerSpec(**{**spec.__dict__, "condition": cond})
    return TriggerSpec(**{**spec.__dict__, "text": t, "that_player": that_player_of(body, spec.event)})


def _damage_to_creature_of(b: str, pc: _Ctx) -> TriggerSpec | None:
    """"Whenever ~ deals damage to a Vampire", "… deals combat damage to a Goblin or Orc": damage dealt to a creature
    of that description (603.2, 120.3; its characteristics as the damage is dealt). Only a description of creatures
    (a creature type, 205.3m, or "creature" with qualities): once for each such creature dealt damage (603.2c).
    None when ``b`` is not this form; a ParseError for a description of other permanents."""
    m = re.fullmatch(r"(.+?) deals (combat )?damage to (?:a|an) (.+)", b)
    if not m or re.search(r"\b(?:player|opponent|planeswalker|battle|permanent|or more)\b", m.group(3)):
        return None
    sel = parse_selector(m.group(3), pc)
    from .creaturesdealt import describes_creatures
    if not describes_creatures(sel):
        raise ParseError(b, "damage to a description of permanents other than creatures is not read", pc.card)
    return TriggerSpec("deals_damage", subject=_subject(m.group(1), pc), combat=bool(m.group(2)),
                       recipient="creature", by=sel)


def that_player_of(body: str, event: str) -> str | None:
    """The player of the trigger event that "that player" in the effect names (603.2), read from the condition:
    ``recipient`` ("deals combat damage to a player"), ``actor`` ("a player casts", "an opponent draws"),
    ``controller`` ("a creature an opponent controls dies": the controller it had as it last existed, 608.2h),
    ``owner`` ("a card is put into an opponent's graveyard"); None when the condition names no player."""
    b = body.lower()
    if event in ("deals_damage", "group_deals_damage") and re.search(r"\bdamage to (?:(?:a|an|that|target) (?:player|opponent)|"
                                                                     r"defending player)\b", b):
        return "recipient"
    if event == "attacks" and re.search(r"\battacks (?:a|an) (?:player|opponent)$", b) or \
            event == "attacks_unblocked" and b.endswith(" attacks a player and isn't blocked"):
        return "recipient"   # "Whenever ~ attacks a player, … that player": the player it attacks (508.3a)
    if re.search(r"\b(?:an opponent|a player|you|that player|enchanted player|enchanted opponent) controls?\b|"
                 r"\byou don't control\b", b):
        return "controller"
    if re.search(r"\b(?:an opponent's|a player's|your) (?:graveyard|hand|library)\b|\byou own\b|\ban opponent owns\b", b):
        return "owner"
    if re.match(r"(?:a player|an opponent|each player|each opponent|target player|target opponent)\b", b):
        return "actor"
    return None


def _subject(phrase: str, pc: _Ctx, *, zone=frozenset(("battlefield",))):
    p = phrase.strip()
    if re.fullmatch(_SELF, p):
        return "self"
    m = re.fullmatch(rf"{_SELF} or (another .+|equipped creature|enchanted creature)", p) or \
        re.fullmatch(rf"{_SELF} or an? ((?:instant|sorcery|instant or sorcery) spell you control)", p)
    if m:   # "~ or an instant or sorcery spell you control deals damage": the source, or a spell (never the same object)
        return SelfOr(parse_selector(m.group(1), pc, default_zone=zone))
    src = _any_source(p)
    if src is not None:
        return src
    if re.fullmatch(r"the tokens?", p):   # "When the token leaves the battlefield": the token a linked ability of this
        # object created (607.1), not any token — not read (a reading as "a token" sacrificed Dance of Many when any
        # token left, judge33b-019)
        raise ParseError(phrase, "\u201cthe token\u201d of a linked ability (607.1) is not read", pc.card)
    p = re.sub(r"^(?:a|an|one)\s+", "", p)
    return parse_selector(p, pc, default_zone=zone)


# the trigger events "for the first time each turn" may qualify: events the game's history keeps (kb.engine.state),
# about the source itself or about a player, so an earlier event of the turn is matched as it was (603.2)
_FIRST_EVENTS = ("life_gain", "life_loss", "attacks", "blocks", "becomes_blocked", "targeted", "tapped", "untapped",
                 "deals_damage")
_PLAYER_EVENTS = ("life_gain", "life_loss")


_GRAVEYARD_OF = {"your": "you", "an opponent's": "opponent", "a": None}

# the events "during your turn" / "during an opponent's turn" can't qualify: a step (whose turn it is is the step's
# own "your upkeep"), a state trigger (603.8: no event), a cast (CastQuality reads its own), a Saga chapter or Class
# level (an event of the source's own); any other event happens at a moment of some player's turn (603.2, 500.1)
_NOT_DURING = ("step", "state", "cast", "cast_or_copy", "chapter", "class_level")

# the keyword actions a player performs whose events the game emits (KEYWORD_ACTION_EVENTS, kb.engine.words); their verbs
# in trigger conditions ("Whenever you scry", "an opponent surveils")
_ACTION_VERBS = {"scry": "scry", "scries": "scry", "surveil": "surveil", "surveils": "surveil"}


def _group_zone(b: str, pc: _Ctx) -> TriggerSpec | None:
    """"one or more X die / enter / leave your graveyard / are put into your graveyard from anywhere (from your
    library)", "you discard / sacrifice one or more X": one trigger for the event, however many objects of the
    description moved (603.2c); None when ``b`` is none of these."""
    m = re.fullmatch(r"one or more (.+?) leave (your|a|an opponent's) graveyard", b)
    if m:
        return TriggerSpec("group_zone", subject=_cards(m.group(1), pc), moved=("graveyard", None, None),
                           who=_GRAVEYARD_OF[m.group(2)])
    m = re.fullmatch(r"one or more (.+?) (?:is|are) put into (your graveyard|a graveyard|an opponent's graveyard|"
                     r"graveyards) from (anywhere|your library|the battlefield)", b)
    if m:   # "into graveyards": any player's, as "a graveyard" — cards put into several at once are one event (603.2c)
        frm = {"anywhere": None, "your library": "library", "the battlefield": "battlefield"}[m.group(3)]
        return TriggerSpec("group_zone", subject=_cards(m.group(1), pc), moved=(frm, "graveyard", None),
                           who=_GRAVEYARD_OF.get(m.group(2).removesuffix(" graveyard")))
    m = re.fullmatch(r"one or more (.+?) (?:is|are) put into exile from (your|a|an opponent's) (graveyard|library and/or "
                     r"your graveyard)", b)
    if m:   # cards exiled from a graveyard, or from your library or graveyard: once for the event (603.2c, 406.3)
        frm = "graveyard" if m.group(3) == "graveyard" else ("library", "graveyard")
        if m.group(2) != "your" and frm != "graveyard":
            raise ParseError(b, "a zone change the engine does not model", pc.card)
        return TriggerSpec("group_zone", subject=_cards(m.group(1), pc), moved=(frm, "exile", None),
                           who=_GRAVEYARD_OF[m.group(2)])
    m = re.fullmatch(r"one or more (.+?) (?:is|are) (?:returned|put) (?:to|into) (your|an opponent's|a player's|their "
                     r"owners') hands? from the battlefield", b)
    if m:   # permanents moved from the battlefield to a hand, once for the event (603.2c, 603.10a); a card goes to its
        # owner's hand (400.3): "your hand" is what you own (kb.engine.tohand reads the one-object form)
        return TriggerSpec("group_zone", subject=parse_selector(m.group(1), pc), moved=("battlefield", "hand", None),
                           who={"your": "you", "an opponent's": "opponent"}.get(m.group(2)))
    m = re.fullmatch(r"one or more (.+?) enter(?: the battlefield)?( under your control| under an opponent's control)?", b)
    if m:   # "… enter the battlefield under your control" (the wording before 2024): the description's controller as
        # the objects enter (603.6a), as "tokens you control enter" says it
        subj = parse_selector(m.group(1), pc)
        if m.group(2):
            subj = _with_controller(subj, "you" if "your" in m.group(2) else "opponent")
        return TriggerSpec("group_zone", subject=subj, moved=(None, "battlefield", None))
    m = re.fullmatch(r"one or more (.+?) leave the battlefield( without dying)?", b)
    if m:   # from the battlefield to any zone ("without dying": not a creature to a graveyard, 700.4)
        return TriggerSpec("group_zone", subject=parse_selector(m.group(1), pc), moved=("battlefield", None, None),
                           without_dying=bool(m.group(2)))
    m = re.fullmatch(r"one or more (.+?) die", b)
    if m:
        return TriggerSpec("group_zone", subject=parse_selector(m.group(1), pc), moved=("battlefield", "graveyard", None))
    m = re.fullmatch(r"you (discard|sacrifice) one or more (.+)", b)
    if m:
        discard = m.group(1) == "discard"
        return TriggerSpec("group_zone", subject=_cards(m.group(2), pc) if discard else parse_selector(m.group(2), pc),
                           moved=("hand" if discard else "battlefield", None, m.group(1)), who="you")
    return None


def _cards(phrase: str, pc: _Ctx):
    """"cards", "creature cards", "land cards": cards in any zone (the selector grammar)."""
    if not re.search(r"\bcards\b", phrase):
        raise ParseError(phrase, "not a description of cards", pc.card)
    return parse_selector(phrase, pc, default_zone=ALL_ZONES)


def _any_source(phrase: str) -> AnySource | None:
    """"a source", "a source you control", "a source an opponent controls" (120.1) → AnySource; None otherwise."""
    m = re.fullmatch(r"(?:a |an )?source(?: (you|an opponent) controls?)?", phrase.strip())
    if m is None:
        return None
    return AnySource({"you": "you", "an opponent": "opponent"}.get(m.group(1) or ""))


def _body(b: str, pc: _Ctx) -> TriggerSpec:
    m = re.fullmatch(r"(.+?) for the first time each turn", b)
    if m:   # 603.2: only the turn's first event of that kind triggers it
        spec = _body(m.group(1), pc)
        if spec.event not in _FIRST_EVENTS or spec.alt is not None or (
                spec.subject != "self" and spec.event not in _PLAYER_EVENTS):
            raise ParseError(b, "a first-time-each-turn trigger the engine does not model", pc.card)
        return TriggerSpec(**{**spec.__dict__, "first": True})
    from .haunt import haunted_trigger
    if haunted_trigger(b):   # 702.55b-c: the object the card haunts is put into a graveyard (kb.engine.haunt)
        return TriggerSpec("haunted_dies", subject=None)
    m = re.fullmatch(rf"{_SELF} enters(?: the battlefield)? or (.+)", b)
    if m and haunted_trigger(m.group(1)):   # "When ~ enters or the creature it haunts dies": two events (603.2)
        return TriggerSpec("enters", subject="self", alt=TriggerSpec("haunted_dies", subject=None))
    m = re.fullmatch(rf"you cycle (?:{_SELF}|this card) or (?:{_SELF}) dies", b)
    if m:   # two trigger events of one ability (603.2): cycled (702.29c), or dying (looks back, 603.10a)
        return TriggerSpec("cycled", subject="self", who="you", alt=TriggerSpec("dies", subject="self"))
    m = re.fullmatch(rf"you cast or cycle (?:{_SELF}|this card)", b)
    if m:   # two trigger events of one ability (603.2): casting it (601.2i), or cycling it (702.29c)
        return TriggerSpec(**{**_body("you cast ~", pc).__dict__, "alt": TriggerSpec("cycled", subject="self", who="you")})
    spec = _group_zone(b, pc)
    if spec is not None:
        return spec
    from .activation import read_activation
    act = read_activation(b, pc.card, lambda p: parse_selector(p, pc))   # "an opponent activates an ability that isn't a mana ability" (602.2)
    if act is not None:
        return TriggerSpec("activated", subject=parse_selector(act[1], pc) if act[1] else None, who=act[0],
                           activated=act[2])
    m = re.fullmatch(r"(.+?) during (your|an opponent's) turn", b)
    if m and _cast_trigger(b, pc) is None:
        # "Whenever you lose life during your turn": the event happens during that player's turn (603.2); a cast
        # trigger reads its own "during your turn" (CastQuality)
        spec = _body(m.group(1), pc)
        during = CastQuality(during="you" if m.group(2) == "your" else "opponent")
        alt = spec.alt
        if alt is not None and alt.event in _PLAYER_EVENTS and spec.event in _PLAYER_EVENTS and alt.alt is None:
            # "you gain or lose life during your turn": the second event is read with the same turn (603.2)
            alt = TriggerSpec(**{**alt.__dict__, "casting": during})
        elif alt is not None:
            alt = False
        if spec.event in _NOT_DURING or spec.casting is not None or alt is False or spec.first or \
                spec.nth or spec.not_step_draw:
            # (match() reads "first", "nth" and a second event before whose turn it is: not combined with it)
            raise ParseError(b, "a during-a-turn trigger the engine does not model", pc.card)
        return TriggerSpec(**{**spec.__dict__, "casting": during, "alt": alt})
    m = re.fullmatch(r"(the beginning of [^,]+?) or whenever (.+)", b)
    if m:   # "At the beginning of your upkeep or whenever you cast a green spell": two trigger conditions (603.2)
        first, second = _body(m.group(1), pc), _body(m.group(2), pc)
        if first.event != "step" or first.alt is not None or second.alt is not None or second.event == "state" or \
                second.look_back:
            raise ParseError(b, "two trigger conditions the engine does not combine", pc.card)
        return TriggerSpec(**{**first.__dict__, "alt": second})
    m = re.fullmatch(r"(.+?) and (?:when|whenever) (.+)", b)
    if m:   # "When you cycle ~ and when ~ dies": two trigger conditions of one ability (603.2)
        first, second = _body(m.group(1), pc), _body(m.group(2), pc)
        if first.alt is not None or second.alt is not None or "state" in (first.event, second.event) or (
                first.look_back and not second.look_back):   # (a looking-back second one: ``looks_back``)
            raise ParseError(b, "two trigger conditions the engine does not combine", pc.card)
        return TriggerSpec(**{**first.__dict__, "alt": second})
    m = re.fullmatch(r"(.+?) enters(?: the battlefield)? and at the beginning of your upkeep", b)
    if m:   # two trigger conditions of one ability (603.2): it enters, and each of your upkeeps
        spec = _body(f"{m.group(1)} enters", pc)
        return TriggerSpec(**{**spec.__dict__, "alt": TriggerSpec("step", step="upkeep", whose="you")})
    m = re.fullmatch(r"(you planeswalk to (?:~|this plane)) (?:and|or) at (the beginning of .+)", b)
    if m:   # "When you planeswalk to ~ and at the beginning of your upkeep": two trigger conditions (603.2, 901.11)
        first, second = _body(m.group(1), pc), _body(m.group(2), pc)
        if second.event != "step" or second.alt is not None:
            raise ParseError(b, "two trigger conditions the engine does not combine", pc.card)
        return TriggerSpec(**{**first.__dict__, "alt": second})
    m = re.fullmatch(r"the beginning of the (upkeep|end step|draw step) of (enchanted (?:creature|artifact|land|"
                     r"enchantment|permanent))'s controller", b)
    if m:   # the step of the player who controls the permanent the Aura is attached to (303.4, 603.2)
        return TriggerSpec("step", step=STEP_WORDS[m.group(1)], whose="enchanted_controller",
                           subject=_subject(m.group(2), pc))
    m = re.fullmatch(r"the beginning of the chosen player's (upkeep|draw step|end step)", b)
    if m:   # "As ~ enters, choose an opponent." then "At the beginning of the chosen player's upkeep" (614.12, 603.2)
        return TriggerSpec("step", step=STEP_WORDS[m.group(1)], whose="chosen")
    if b == "the beginning of the next turn's upkeep":   # 603.7: the upkeep of the turn after this one
        return TriggerSpec("step", step="upkeep", whose="any", next_only=True, next_turn=True)
    m = re.fullmatch(r"the beginning of (each opponent's next|each opponent's|each player's|each other player's|"
                     r"each of your|your next|enchanted player's|enchanted opponent's|your opponents'|"
                     r"the next|your|each|the|)\s*(.+?)( on your turn| on each opponent's turn| on each player's turn)?", b)
    if m:
        # "each other player's": every player's but its controller's (102.1), teammates included
        whose = {"your": "you", "each of your": "you", "your next": "you", "each opponent's": "opponent",
                 "each opponent's next": "opponent", "enchanted player's": "enchanted", "your opponents'": "opponent",
                 "enchanted opponent's": "enchanted", "each other player's": "other"}.get(m.group(1), "any")
        if m.group(3):   # "at the beginning of combat on your turn" / "on each opponent's turn" / "on each player's
            # turn" (507.1, 603.2)
            whose = {" on your turn": "you", " on each opponent's turn": "opponent"}.get(m.group(3), "any")
        step = STEP_WORDS.get(m.group(2).strip())
        if step is None:
            raise ParseError(b, "a step the engine does not know", pc.card)
        return TriggerSpec("step", step=step, whose=whose, next_only="next" in m.group(1))
    if b in ("end of turn",):
        return TriggerSpec("step", step="end", whose="any")
    m = re.fullmatch(r"~ becomes level (\d+)", b)
    if m:   # 716.2a: a Class gaining a level
        return TriggerSpec("class_level", level=int(m.group(1)))
    if b in ("end of combat",):
        return TriggerSpec("step", step="end_of_combat", whose="any")
    if re.fullmatch(r"(you|an opponent|a player) (?:have|has) no cards in hand|you control no .+|"
                    r"~ has no \S+ counters on it|~ has \w+ or (?:fewer|more) \S+ counters on (?:it|~)|"
                    r"there are \w+ or more \S+ counters on ~|you have \w+ or more life", b):
        # 603.8: a state trigger ("When ~ has two or fewer loyalty counters on him": "him" is the source, ~; "When
        # there are nine or more incarnation counters on ~", "When you have 20 or more life")
        from .instructions import parse_condition_phrase
        return TriggerSpec("state", condition=parse_condition_phrase(b, pc))
    from .escapedentry import ESCAPED_ENTRY
    if b == ESCAPED_ENTRY:   # the trigger linked to "~ escapes with" (702.138c; kb.engine.escapedentry)
        return TriggerSpec("enters", subject="self", escaped_entry=True)
    entered_from = read_entered_from(b)
    if entered_from is not None:   # "When ~ enters from a graveyard", "~ or another permanent …" (603.2; kb.engine.enteredfrom)
        return TriggerSpec("enters", subject=_subject(entered_from[0], pc), entered_from=entered_from[1])
    m = re.fullmatch(r"(.+?) enters(?: the battlefield)?( under your control)? while (.+)", b)
    if m and not b.startswith("you "):
        # "Whenever another creature you control enters while ~ has a -1/-1 counter on it" (Reluctant Dounguard): the
        # game state is part of the trigger event (603.2), checked as it enters, not again as it resolves (no
        # intervening "if", 603.4) — as "attacks while" is
        from .instructions import parse_condition_phrase
        spec = _body(f"{m.group(1)} enters{m.group(2) or ''}", pc)
        if spec.event != "enters" or spec.alt is not None or spec.during is not None:
            raise ParseError(b, "an enters-while trigger the engine does not model", pc.card)
        return TriggerSpec(**{**spec.__dict__, "during": parse_condition_phrase(m.group(3), pc)})
    m = re.fullmatch(r"(.+?) enters(?: the battlefield)? (tapped|untapped)", b)
    if m and not b.startswith("you "):   # "When ~ enters untapped": the event, and how the permanent entered (603.2)
        return TriggerSpec(**{**_body(f"{m.group(1)} enters", pc).__dict__, "tapped": m.group(2) == "tapped"})
    m = re.fullmatch(rf"(.+?) (?:enters|enters the battlefield)(?: under your control| under an opponent's control|"
                     rf" under enchanted player's control)?(?: or (.+))?", b)
    if m and not b.startswith("you "):
        subj = _subject(m.group(1), pc)
        if "under your control" in b and subj != "self":
            subj = _with_controller(subj, "you")
        elif "under an opponent's control" in b and subj != "self":   # Suture Priest (603.6a: as it enters)
            subj = _with_controller(subj, "opponent")
        elif "under enchanted player's control" in b and subj != "self":   # a Curse's (303.4b): as "… enchanted
            subj = _with_controller(subj, "enchanted")   # player controls enters"
        alt = None
        if m.group(2) and "under" not in b:
            # "Whenever ~ enters or attacks": one ability with two trigger events (603.2), each looked for among
            # the objects after the event; a second event that looks back ("enters or dies") is looked for among
            # the objects before a leaving event (603.10a, ``looks_back``)
            try:
                second = _body(f"{m.group(1)} {m.group(2)}", pc)
            except ParseError:
                second = _other_subject_event(m.group(2), pc)
            if second is not None and (second.event in _ALT_EVENTS or _or_event(second)):
                alt = second
        return TriggerSpec("enters", subject=subj, alt=alt)
    from .attackor import read_attacks_or
    either = read_attacks_or(b, pc, _body, _subject, TriggerSpec, _or_event)   # "~ attacks or becomes the target of a spell"
    if either is not None:
        return either
    m = re.fullmatch(r"(.+?) attacks or blocks", b)
    if m:   # 508.3a, 509.3a: one ability, two trigger events: declared as an attacker, or blocking (once)
        return TriggerSpec("attacks_or_blocks", subject=_subject(m.group(1), pc))
    m = re.fullmatch(r"(.+?) attacks( a player)? and isn't blocked", b)
    if m:   # 509.3g: no creature is declared as a blocker for it (triggers in the declare blockers step); "a player":
        # only while it attacks a player, not a planeswalker or battle (508.1b)
        return TriggerSpec("attacks_unblocked", subject=_subject(m.group(1), pc), attacked="player" if m.group(2) else None)
    m = re.fullmatch(r"(.+?) attacks (you|enchanted player|one of your opponents|an opponent|a player|the player with the "
                     r"most life or tied for most life)( or a planeswalker you control)?", b)
    if m and not (m.group(3) and m.group(2) not in ("you",)):
        # 508.3a: once for each creature declared attacking that player (or such a planeswalker)
        attacked = {"enchanted player": "enchanted", "one of your opponents": "opponent", "an opponent": "opponent",
                    "a player": "player",
                    "the player with the most life or tied for most life": "most_life"}.get(
            m.group(2), "you_or_planeswalker" if m.group(3) else "you")
        return TriggerSpec("attacks", subject=_subject(m.group(1), pc), attacked=attacked)
    m = re.fullmatch(r"(.+?) attacks a battle", b)
    if m:   # 508.3a: once for each such creature declared attacking a battle (310.8)
        return TriggerSpec("attacks", subject=_subject(m.group(1), pc), attacked="battle")
    m = re.fullmatch(r"you attack a player(?: with one or more (.+))?", b)
    if m:   # 508.3d: once for the declaration, if an attacker [of the description] attacks a player (not a permanent)
        return TriggerSpec("player_attacks", subject=parse_selector(m.group(1), pc) if m.group(1) else None, who="you",
                           attacked="player")
    m = re.fullmatch(r"one or more (.+?) attack(?: (you|enchanted player|a player|one of your opponents))?|"
                     r"you attack with one or more (.+)|"
                     r"(you|enchanted player) (?:is|are) attacked|"
                     r"(a player|an opponent) attacks (you|enchanted player) with one or more creatures", b)
    if m:   # 508.3d, 603.2c: one trigger for the declaration, if an attacker of the description attacks that player
        what = m.group(1) or m.group(3)
        whom = m.group(2) or m.group(4) or m.group(6)
        return TriggerSpec("player_attacks", subject=parse_selector(what, pc) if what else None,
                           who={"you attack": "you", "an opponent": "opponent"}.get(
                               "you attack" if m.group(3) else (m.group(5) or ""), "any"),
                           attacked={"you": "you", "enchanted player": "enchanted", "a player": "player",
                                     "one of your opponents": "opponent"}.get(whom or ""))
    m = re.fullmatch(r"(a player|an opponent) attacks (you and/or )?(?:one or more planeswalkers you control|"
                     r"a planeswalker you control with one or more creatures)", b)
    if m:   # 508.3d, 603.2c: one trigger for the declaration, if a creature attacks a planeswalker of yours [or you]
        return TriggerSpec("player_attacks", subject=None, who="opponent" if m.group(1) == "an opponent" else "any",
                           attacked="you_and_or_planeswalker" if m.group(2) else "planeswalker")
    m = re.fullmatch(r"(you|a player|an opponent) attacks? with (?:one or more )?creatures", b)
    if m:   # 508.3d: "attacks with creatures" is one or more creatures declared as attackers, once for the declaration
        return TriggerSpec("player_attacks", subject=None, who={"you": "you", "an opponent": "opponent"}.get(m.group(1), "any"))
    m = re.fullmatch(r"(you|a player|an opponent) attacks?(?: with (two|three|four|five|six|seven|eight|\d+) or more "
                     r"(creatures|.+))?", b)
    if m:   # 508.3d: one or more creatures that player controls are declared as attackers (once); "with two or more
        # creatures with flying": that many of those declared are of the description (as they are declared, 603.2)
        from .text import amount_of
        what = parse_selector(m.group(3), pc) if m.group(3) and m.group(3) != "creatures" else None
        return TriggerSpec("player_attacks", subject=what, who={"you": "you", "an opponent": "opponent"}.get(m.group(1), "any"),
                           attackers=amount_of(m.group(2)) or 0 if m.group(2) else 0)
    m = re.fullmatch(r"(.+?) becomes monstrous", b)
    if m:   # 701.37b: monstrosity made it monstrous (not when it already was)
        return TriggerSpec("monstrous", subject=_subject(m.group(1), pc))
    m = re.fullmatch(r"(.+?) explores", b)
    if m:   # 701.44b: the exploring process is complete, whatever it did (kb.engine.looking)
        return TriggerSpec("explores", subject=_subject(m.group(1), pc))
    m = re.fullmatch(r"(.+?) evolves", b)
    if m:   # 702.100b: +1/+1 counters put on it as its evolve ability resolved (kb.engine.evolves)
        return TriggerSpec("evolves", subject=_subject(m.group(1), pc))
    m = re.fullmatch(r"(.+?) mutates", b)
    if m:   # 702.140d: a spell merged with it as a mutating creature spell resolved (kb.engine.mutate)
        return TriggerSpec("mutates", subject=_subject(m.group(1), pc))
    from .attackapart import read_attack_apart   # "~ and another creature attack different players" (508.1b)
    apart = read_attack_apart(b, lambda p: _subject(p, pc), TriggerSpec)
    if apart is not None:
        return apart
    m = re.fullmatch(r"(.+?) and at least (one|two|three|four|\d+) other creatures? (with .+?) attack", b)
    if m:   # training (702.149a): it and other attackers of the description, declared together (508.1, 603.2)
        from .text import amount_of
        return TriggerSpec("attacks", subject=_subject(m.group(1), pc), others=amount_of(m.group(2)) or 0,
                           others_with=parse_selector("creature " + m.group(3), pc))
    m = re.fullmatch(r"(.+?) and at least (one|two|three|four|\d+) other (?!creatures? )(\w+?)s? attack", b)
    if m and m.group(3) != "creature":   # "~ and at least one other Warrior attack": attackers of that subtype
        from .text import amount_of
        return TriggerSpec("attacks", subject=_subject(m.group(1), pc), others=amount_of(m.group(2)) or 0,
                           others_with=parse_selector(m.group(3), pc))
    m = re.fullmatch(r"(.+?) and at least (one|two|three|four|\d+) other creatures? attack", b)
    if m:   # battalion: it and at least N other creatures are declared as attackers (508.1, 603.2)
        from .text import amount_of
        return TriggerSpec("attacks", subject=_subject(m.group(1), pc), others=amount_of(m.group(2)) or 0)
    m = re.fullmatch(r"(.+?) attacks while saddled", b)
    if m:   # 702.171b: the designation, as it attacks
        return TriggerSpec("attacks", subject=_subject(m.group(1), pc), saddled=True)
    m = re.fullmatch(r"(.+?) attacks( or blocks)? while (.+)", b)
    if m:   # "Whenever ~ attacks while you control a token": the game state is part of the trigger event (603.2),
        # checked as it attacks (508.3a) and not again as the ability resolves (it is no intervening "if", 603.4)
        from .instructions import parse_condition_phrase
        return TriggerSpec("attacks_or_blocks" if m.group(2) else "attacks", subject=_subject(m.group(1), pc),
                           during=parse_condition_phrase(m.group(3), pc))
    m = re.fullmatch(r"(.+?) attacks a player alone", b)
    if m:   # 506.6 (2026-09-25): declared attacking a player, no other creature declared attacking that player
        return TriggerSpec("attacks_player_alone", subject=_subject(m.group(1), pc))
    m = re.fullmatch(r"(.+?) attacks( alone)?", b)
    if m:   # 506.5: a creature "attacks alone" if it's the only creature declared as an attacker
        return TriggerSpec("attacks_alone" if m.group(2) else "attacks", subject=_subject(m.group(1), pc))
    m = re.fullmatch(r"(.+?) blocks or becomes blocked", b)
    if m:  # 509.3a / 509.3c: once as it blocks (however many it blocks), once as it becomes blocked
        return TriggerSpec("blocks_or_blocked", subject=_subject(m.group(1), pc))
    m = re.fullmatch(r"(.+?) (blocks or becomes|becomes) blocked by one or more (.+)", b)
    if m:  # 509.3c, 509.3e: once as it becomes blocked (or blocks, 509.3a), if one or more of those creatures are of
        # the quality as blockers are declared (509.3f)
        return TriggerSpec("blocks_or_blocked_by_any" if m.group(2).startswith("blocks") else "blocked_by_any",
                           subject=_subject(m.group(1), pc), by=parse_selector(m.group(3), pc))
    m = re.fullmatch(r"(.+?) blocks or becomes blocked by (?:a|an) (.+)", b)
    if m:  # 509.3b / 509.3d: once for each creature it blocks or that blocks it, of the quality (509.3f)
        return TriggerSpec("blocks_or_blocked_by", subject=_subject(m.group(1), pc), by=parse_selector(m.group(2), pc))
    from .attackor import read_blocks_several
    several = read_blocks_several(b, pc, _subject, parse_selector, TriggerSpec)   # "~ blocks one or more black creatures"
    if several is not None:
        return several
    m = re.fullmatch(r"(.+?) blocks( a creature)?", b)
    if m:
        return TriggerSpec("blocks", subject=_subject(m.group(1), pc), recipient="creature" if m.group(2) else None)
    m = re.fullmatch(r"(.+?) blocks (?:a|an) (.+)", b)
    if m:  # 509.3b: once for each attacking creature of that quality it blocks ("a creature with flying")
        return TriggerSpec("blocks", subject=_subject(m.group(1), pc), recipient="creature", by=parse_selector(m.group(2), pc))
    m = re.fullmatch(r"(.+?) becomes blocked by (?:a|an) (.+)", b)
    if m:  # 509.3d: once for each creature that blocks it
        return TriggerSpec("blocked_by", subject=_subject(m.group(1), pc), by=parse_selector(m.group(2), pc))
    m = re.fullmatch(r"(.+?) becomes blocked", b)
    if m:
        return TriggerSpec("becomes_blocked", subject=_subject(m.group(1), pc))
    if re.fullmatch(rf"{_SELF} is put into (?:a|your|its owner's) graveyard during its resolution", b):
        # haunt on an instant or sorcery (702.55a): the spell's own last step (608.2n); from the graveyard it went to
        return TriggerSpec("card_to_graveyard", subject="self", moved=("stack", "graveyard", "resolution"))
    if re.fullmatch(rf"{_SELF} is put into (?:a|your|its owner's) graveyard from (?:your|its owner's|a) library", b):
        # 113.6k: a card put into a graveyard from a library triggers from the graveyard it went to (Gaea's Blessing)
        return TriggerSpec("card_to_graveyard", subject="self", moved=("library", "graveyard", None))
    if re.fullmatch(rf"{_SELF} is put into (?:a|your|its owner's) graveyard from anywhere", b):
        # 113.6k: from the battlefield a leaves-the-battlefield ability (it looks back, 603.6c, 603.10a); from
        # any other zone it triggers from the graveyard the card went to (see ``looks_back``)
        return TriggerSpec("card_to_graveyard", subject="self")
    m = re.fullmatch(r"(?:a|an|another) (.+?) (?:is|are) put into (a|your|an opponent's) graveyard from anywhere", b)
    if m:
        who = {"your": "you", "an opponent's": "opponent"}.get(m.group(2))
        other = b.startswith("another ")
        sel = parse_selector(m.group(1), pc, default_zone=ALL_ZONES)
        if other:
            sel = other_than_source(sel)
        return TriggerSpec("card_to_graveyard", subject=sel, who=who)
    m = re.fullmatch(r"(?:a|an) (.+?) dealt damage by (?:~|this creature) this turn dies", b)
    if m:   # the creature as it last existed was dealt damage by this object this turn (603.10a, 400.7)
        return TriggerSpec("dies", subject=_subject(m.group(1), pc), damaged_by_self=True)
    from .combatdeaths import read_dies_during_combat   # "~ dies during combat" (506.1, 603.2)
    from .instructions import parse_condition_phrase
    spec = read_dies_during_combat(b, lambda p: _subject(p, pc), TriggerSpec, lambda p: parse_condition_phrase(p, pc))
    if spec is not None:
        return spec
    m = re.fullmatch(r"(.+?) dies( or is put into exile(?: from the battlefield)?| or is put into the command zone)?", b)
    if m:   # "When that land dies or is put into exile" (earthbend, 701.66a): two events from the battlefield (603.6c);
        # "dies or is put into the command zone": a commander its owner put there instead (903.9 until 2020; today a
        # state-based action moves it from the graveyard after it died, 903.9a), from the battlefield too (603.6c)
        subj = _subject(m.group(1), pc)
        other = None if not m.group(2) else "to_command" if "command" in m.group(2) else "to_exile"
        return TriggerSpec("dies", subject=subj, alt=TriggerSpec(other, subject=subj) if other else None)
    m = re.fullmatch(r"(.+?) (?:is|are) put into (a|your) graveyard from the battlefield or (?:is|are) put into exile "
                     r"from the battlefield", b)
    if m:   # two leaves-the-battlefield events of one ability (603.2, 603.6c): to a graveyard, or to exile
        subj = _subject(m.group(1), pc)
        who = {"your": "you"}.get(m.group(2))
        return TriggerSpec("to_graveyard", subject=subj, who=who, alt=TriggerSpec("to_exile", subject=subj))
    from .tohand import read_to_hand   # "~ is returned to your hand from the battlefield" (603.6c)
    spec = read_to_hand(b, lambda p: _subject(p, pc), TriggerSpec)
    if spec is not None:
        return spec
    m = re.fullmatch(r"(.+?) (?:is|are) (?:put into exile|exiled) from the battlefield", b)
    if m:   # a permanent leaving the battlefield for exile: a leaves-the-battlefield trigger (603.6c, 603.10a)
        return TriggerSpec("to_exile", subject=_subject(m.group(1), pc))
    m = re.fullmatch(r"(.+?) (?:is|are) put into (a|your|an opponent's|its owner's) graveyard from the battlefield", b)
    if m:   # a card goes to its owner's graveyard (404.2): "your graveyard" is a card you own
        return TriggerSpec("to_graveyard", subject=_subject(m.group(1), pc),
                           who={"your": "you", "an opponent's": "opponent"}.get(m.group(2)))
    m = re.fullmatch(r"(.+?) (?:is|are) put into (a|your|an opponent's|its owner's) graveyard", b)
    if m and not re.search(r"\b(?:cards?|spells?|sources?)\b", m.group(1)) and not re.fullmatch(_SELF, m.group(1)):
        # 109.2: a description with a card type but without "card" or "spell" means a permanent: from the battlefield
        return TriggerSpec("to_graveyard", subject=_subject(m.group(1), pc),
                           who={"your": "you", "an opponent's": "opponent"}.get(m.group(2)))
    m = re.fullmatch(r"(.+?) leaves the battlefield( without dying)?", b)
    if m:   # "without dying": not a creature put into a graveyard (700.4)
        return TriggerSpec("leaves", subject=_subject(m.group(1), pc), without_dying=bool(m.group(2)))
    m = re.fullmatch(rf"(?:a|an) (.+?) deals (combat )?damage to {_SELF}", b)
    if m:   # Tephraderm: "Whenever a creature deals damage to ~" / "a spell deals damage to ~" (603.2, 120.1)
        zone = frozenset(("stack",)) if re.search(r"\bspells?\b", m.group(1)) else frozenset(("battlefield",))
        src = _any_source(m.group(1))
        return TriggerSpec("damaged_by", subject=src or parse_selector(m.group(1), pc, default_zone=zone),
                           combat=bool(m.group(2)))
    m = re.fullmatch(r"one or more (.+?) deal (combat )?damage to (a player|an opponent|you|one or more players)", b)
    if m:   # one trigger per player dealt damage by one or more of them at once; "to you": that player is you;
        # "to one or more players": one trigger for the event, however many players were dealt damage (603.2c)
        return TriggerSpec("group_deals_damage", subject=parse_selector(m.group(1), pc), combat=bool(m.group(2)),
                           recipient={"you": "you", "one or more players": "players"}.get(
                               m.group(3), "opponent" if "opponent" in m.group(3) else "player"))
    m = re.fullmatch(r"(.+?) deals (combat |noncombat )?damage(?: to (a player|an opponent|a creature|a player or planeswalker|"
                     r"a player or battle|one or more players|an opponent or planeswalker|one of your opponents|you|"
                     r"defending player|a planeswalker))?", b)
    if m and m.group(2) == "noncombat ":   # 120.1: damage not dealt by combat damage (510.2)
        spec = _body(f"{m.group(1)} deals damage" + (f" to {m.group(3)}" if m.group(3) else ""), pc)
        return TriggerSpec(**{**spec.__dict__, "noncombat": True})
    if m:
        rec = m.group(3)
        recipient = None
        if rec == "you":   # damage dealt to the ability's controller (120.3a); "it" is the source (603.2)
            recipient = "you"
        elif rec in ("a player or planeswalker", "a player or battle"):   # 120.1: either is dealt it
            recipient = "player_or_" + rec.split()[-1]
        elif rec == "a planeswalker":   # 120.3c: a planeswalker permanent dealt damage ("that planeswalker": it, 603.2)
            recipient = "planeswalker"
        elif rec == "defending player":   # the player the creature dealing it attacks (506.2, 508.5)
            if not m.group(2):
                raise ParseError(b, "damage to defending player other than combat damage", pc.card)
            recipient = "defending"
        elif rec:
            recipient = "opponent" if "opponent" in rec else ("player" if "player" in rec else "creature")
        return TriggerSpec("deals_damage", subject=_subject(m.group(1), pc), combat=bool(m.group(2)),
                           recipient=recipient)
    from .creaturesdealt import read_damage_to_creatures   # "… deals damage to one or more creatures" (603.2c)
    spec = read_damage_to_creatures(b, pc, _subject, parse_selector, TriggerSpec) or _damage_to_creature_of(b, pc)
    if spec is not None:
        return spec
    from .crews import read_crews_trigger   # "~ crews a Vehicle" (702.122b)
    spec = read_crews_trigger(b, TriggerSpec)
    if spec is not None:
        return spec
    from .damagedealtto import read_damage_dealt_to   # "combat damage is dealt to you or a planeswalker you control"
    spec = read_damage_dealt_to(b, pc, lambda words, pc: _subject(words, pc), TriggerSpec)
    if spec is not None:
        return spec
    m = re.fullmatch(r"(you're|you are|a player is|an opponent is|enchanted player is|enchanted opponent is) dealt "
                     r"(combat |noncombat )?damage", b)
    if m:   # a player dealt damage: once for each event, however many sources (603.2c, 120.1)
        who = {"you're": "you", "you are": "you", "an opponent is": "opponent", "enchanted player is": "enchanted",
               "enchanted opponent is": "enchanted"}.get(m.group(1), "any")
        return TriggerSpec("player_dealt", who=who, combat=m.group(2) == "combat ", noncombat=m.group(2) == "noncombat ")
    m = re.fullmatch(r"(.+?) is dealt (combat )?damage", b)
    if m:   # "is dealt combat damage": damage dealt in the combat damage step (510.2)
        return TriggerSpec("dealt_damage", subject=_subject(m.group(1), pc), combat=bool(m.group(2)))
    m = re.fullmatch(r"(you|a player|an opponent) plays? a land", b)
    if m:   # 305.1: playing a land, a special action; a land put onto the battlefield by an effect isn't played
        return TriggerSpec("land_played", subject=None, who={"you": "you", "an opponent": "opponent"}.get(m.group(1), "any"))
    m = re.fullmatch(r"(.+?) exploits (?:a|an) (.+)", b)
    if m:   # 702.110b: the controller of its exploit ability sacrifices a creature as that ability resolves
        return TriggerSpec("exploits", subject=_subject(m.group(1), pc), by=parse_selector(m.group(2), pc))
    m = re.fullmatch(r"(you|a player|an opponent) sacrifices? (.+)", b)
    if m and not m.group(2).startswith("one or more"):   # 701.21a: a permanent that player controls, moved by them
        return TriggerSpec("sacrificed", subject=_subject(m.group(2), pc),
                           who={"you": "you", "an opponent": "opponent"}.get(m.group(1), "any"))
    spec = _cast_or_other(b, pc) or _cast_trigger(b, pc)
    if spec is not None:
        return spec
    m = re.fullmatch(r"a spell (you've cast|an opponent has cast|a player has cast) is countered", b)
    if m:   # 701.6a: a spell that was cast (a copy never was, 707.10) is countered, by a spell, an ability or a rule
        return TriggerSpec("countered", subject=None,
                           who={"you've cast": "you", "an opponent has cast": "opponent"}.get(m.group(1), "any"))
    from .playertargeted import read_you_or_targeted   # "you or another permanent you control becomes the target …"
    both = read_you_or_targeted(b, TriggerSpec, lambda rest: _body(rest, pc))
    if both is not None:
        return both
    m = re.fullmatch(r"(.+?) becomes the target of (?:a|an) (spell or ability|spell|ability|Aura spell)"
                     r"(?: (an opponent|you) controls?)?(?: for the first time each turn)?", b)
    if m and "first time" not in b and m.group(1) not in ("an opponent", "a player"):
        # 603.2: when a spell or ability targeting it is put on the stack (115.1); a player: kb.engine.playertargeted
        who = {"you": "you", "an opponent": "opponent"}.get(m.group(3) or "", "any")
        aura = m.group(2) == "Aura spell"   # an Aura spell targets what it will enchant (303.4a)
        return TriggerSpec("targeted", subject=_subject(m.group(1), pc), who=who,
                           recipient="spell" if aura else {"spell or ability": None}.get(m.group(2), m.group(2)),
                           spell_subtype="Aura" if aura else None)
    m = re.fullmatch(r"(.+?) becomes attached to (.+)", b)
    if m and not re.search(r"\b(?:instants?|sorcery|sorceries|spells?)\b", m.group(2)):
        # 603.2e: an Aura entering attached to it, or an Aura or Equipment moved onto it (701.3a); ``by``: what it
        # becomes attached to ('self': the source)
        host = m.group(2).strip()
        return TriggerSpec("attached", subject=_subject(m.group(1), pc),
                           by="self" if re.fullmatch(_SELF, host) else _subject(host, pc))
    m = re.fullmatch(r"(.+?) transforms(?: into (?:~|a .+|an .+))?", b)
    if m:   # 701.27: "Whenever this creature transforms [into ~]" (the ability is there only with that face up)
        return TriggerSpec("transformed", subject=_subject(m.group(1), pc))
    if re.fullmatch(r"you set (?:this scheme|~) in motion", b):   # 701.32b (kb.engine.schemes)
        return TriggerSpec("set_in_motion")
    if b == "chaos ensues":   # 311.7 (kb.engine.planes): any face-up plane's chaos ability
        return TriggerSpec("chaos_ensues")
    if re.fullmatch(r"you planeswalk to (?:~|this plane)", b):   # 701.31d (kb.engine.planes)
        return TriggerSpec("planeswalk_to")
    if re.fullmatch(r"you planeswalk away from (?:~|this plane)", b):   # 901.11b (kb.engine.planes)
        return TriggerSpec("planeswalk_away")
    if re.fullmatch(r"you encounter (?:~|this phenomenon)", b):   # 312.5 (kb.engine.planes)
        return TriggerSpec("encounter")
    if re.fullmatch(r"you roll \{(?:chaos|c)\}", b, re.I):   # 901.9b before 2023-04-14 (kb.engine.planes)
        return TriggerSpec("chaos_roll")
    if b == "you roll the planar die":   # 901.9 (kb.engine.planes)
        return TriggerSpec("planar_die", subject=None, who="you")
    m = re.fullmatch(r"(.+?) phases in", b)
    if m:   # 702.26a, 502.1: it phases in (not entering, 702.26d), directly or with what it is attached to (702.26g)
        return TriggerSpec("phased_in", subject=_subject(m.group(1), pc))
    m = re.fullmatch(r"(.+?) (?:is|are) turned face up", b)
    if m:   # 708.8, 702.37e: turned face up (by its controller's special action or by an effect)
        return TriggerSpec("turned_face_up", subject=_subject(m.group(1), pc))
    m = re.fullmatch(r"(you|a player|an opponent) taps? (.+?) for mana|(.+?) is tapped for mana", b)
    if m:   # a mana ability with a {T} cost activated (106.12, 605.1b): one that adds no mana itself uses the stack
        return TriggerSpec("tapped_for_mana", subject=_subject(m.group(2) or m.group(3), pc),
                           who={"you": "you", "an opponent": "opponent"}.get(m.group(1) or "", "any"))
    m = re.fullmatch(r"(.+?) becomes (tapped|untapped)", b)
    if m:
        return TriggerSpec(m.group(2), subject=_subject(m.group(1), pc))
    m = re.fullmatch(r"(you|a player|an opponent|enchanted player|enchanted opponent) (gains?|loses?|gains? or loses?) "
                     r"life", b)
    if m:
        who = {"you": "you", "an opponent": "opponent", "enchanted player": "enchanted",
               "enchanted opponent": "enchanted"}.get(m.group(1), "any")
        if " or " in m.group(2):   # "Whenever you gain or lose life": two events of one ability (603.2, 119.3)
            return TriggerSpec("life_gain", who=who, alt=TriggerSpec("life_loss", who=who))
        return TriggerSpec("life_gain" if m.group(2).startswith("gain") else "life_loss", who=who)
    m = re.fullmatch(rf"(you|a player|an opponent) draws? (?:your|their) ({'|'.join(ORDINAL_WORDS)}) card "
                     r"(?:each turn|in a turn)", b)
    if m and ORDINAL_WORDS[m.group(2)] > 1:   # 121.2: each card is drawn one at a time; the turn's n-th of that player
        return TriggerSpec("draw", who={"you": "you", "an opponent": "opponent"}.get(m.group(1), "any"),
                           nth=ORDINAL_WORDS[m.group(2)])
    m = re.fullmatch(r"(you|a player|an opponent) draws? a card except the first one (?:you|they) draws? in each of "
                     r"(?:your|their) draw steps", b)
    if m:   # 504.1: the draw step's own draw is not counted (kb.engine.drawstep)
        return TriggerSpec("draw", who={"you": "you", "an opponent": "opponent"}.get(m.group(1), "any"),
                           not_step_draw=True)
    m = re.fullmatch(r"(you|a player|an opponent|enchanted player|enchanted opponent) draws? a card", b)
    if m:
        return TriggerSpec("draw", who={"you": "you", "an opponent": "opponent", "enchanted player": "enchanted",
                                        "enchanted opponent": "enchanted"}.get(m.group(1), "any"))
    if b == "a spell or ability an opponent controls causes you to discard ~":
        # 701.9a: the discard is caused by a spell or ability an opponent controls (not a rule or a cost)
        return TriggerSpec("discarded_by", subject="self", who="opponent")
    if re.fullmatch(rf"you cycle {_SELF}|you cycle this card", b):
        # 702.29c: "When you discard this card to pay an activation cost of a cycling ability"
        return TriggerSpec("cycled", subject="self", who="you")
    m = re.fullmatch(r"(you|a player|an opponent) (discards?|cycles?|cycles? or discards?) (a|an|another) (.+)", b)
    if m:   # 701.9a: each card discarded is one event (603.2c), wherever a replacement puts it (702.35a); a card
        # cycled is discarded (702.29a): "cycles or discards" triggers once for it (702.29d)
        sel = parse_selector(m.group(4), pc, default_zone=ALL_ZONES)
        if m.group(3) == "another":
            sel = other_than_source(sel)
        event = {"cycle": "cycled", "discard": "discarded"}.get(m.group(2).rstrip("s"), "cycled_or_discarded")
        return TriggerSpec(event, subject=sel, who={"you": "you", "an opponent": "opponent"}.get(m.group(1), "any"))
    m = re.fullmatch(r"you exert (?:a|an) (.+)", b)
    if m:   # 701.43a: a permanent exerted as it attacks (kb.engine.exert)
        return TriggerSpec("exert", subject=parse_selector(m.group(1), pc), who="you")
    m = re.fullmatch(r"you reveal (?:a|an) (.+?) this way", b)
    if m:   # 603.11, 607.2h: only a reveal made by the static ability it is linked to (RevealDraws)
        what = m.group(1)
        sel = parse_selector(what if re.search(r"\bcards?$", what) else what + " card", pc, default_zone=ALL_ZONES)
        return TriggerSpec("revealed", subject=sel, who="you")
    if b == "day becomes night or night becomes day":   # 731.1a: a change, not the first time it becomes either
        return TriggerSpec("day_night_change")
    m = re.fullmatch(r"(you|a player|an opponent) expends? (\d+)", b)
    if m:   # 700.14: the mana that player spent to cast spells this turn goes from below N to N or more
        return TriggerSpec("expend", subject=None, who={"you": "you", "an opponent": "opponent"}.get(m.group(1), "any"),
                           amount=int(m.group(2)))
    verbs = "|".join(_ACTION_VERBS)
    m = re.fullmatch(rf"(you|a player|an opponent) ({verbs})(?: or ({verbs}))?", b)
    if m:   # a keyword action a player performs (701.22 scry, 701.25 surveil): once for each instruction performed;
        # "scry or surveil": two trigger events of one ability (603.2)
        who = {"you": "you", "an opponent": "opponent"}.get(m.group(1), "any")
        alt = TriggerSpec("keyword_action", subject=None, who=who, action=_ACTION_VERBS[m.group(3)]) if m.group(3) else None
        return TriggerSpec("keyword_action", subject=None, who=who, action=_ACTION_VERBS[m.group(2)], alt=alt)
    m = re.fullmatch(r"(you|a player|an opponent) commits? a crime", b)
    if m:   # 700.13: a spell cast, or an ability activated or put on the stack, targeting an opponent or theirs
        return TriggerSpec("crime", subject=None, who={"you": "you", "an opponent": "opponent"}.get(m.group(1), "any"))
    m = re.fullmatch(r"(you|a player|an opponent) (win|lose)s? a coin flip", b)
    if m:   # 705.2: a flip a player wins or loses (its result stated, kb.engine.actions)
        return TriggerSpec("coin_flip", who={"you": "you", "an opponent": "opponent"}.get(m.group(1), "any"),
                           recipient=m.group(2))
    m = re.fullmatch(r"you roll (one or more dice|a die|a die's highest natural result|an? (\d+)( or higher)?"
                     r"(?: on a die)?)", b)
    if m:   # 706: a die roll of yours (its natural result stated, kb.engine.dice); "one or more dice" once an instruction
        how = "highest" if "highest" in m.group(1) else "at_least" if m.group(3) else "exactly" if m.group(2) else \
            "one_or_more" if m.group(1).startswith("one") else "each"
        return TriggerSpec("die_roll", subject=None, who="you", recipient=how, amount=int(m.group(2) or 0))
    m = re.fullmatch(r"(?:a|an|(the last)) (\S+) counter is removed from ~ while it's exiled", b)
    if m:   # suspend's cards (702.62a): each removal from the card in exile, by any effect or cost, or the one that leaves
        # none of that kind; it works there (113.6b)
        return TriggerSpec("last_counter_removed_exiled" if m.group(1) else "counter_removed_exiled", subject="self",
                           counter=m.group(2))
    m = re.fullmatch(r"(?:a|an) (\S+) counter is removed from (.+)", b)
    if m:   # each counter of that kind removed from the permanent is an event of its own, several at once too (603.2;
        # kb.engine.state.remove_counters emits one per counter — Protean Hydra's ruling of 2009-10-01); a permanent
        # only: "… from a card you own in exile" names another zone, not read here
        if re.search(r"\bcards?\b|\bin\b|\bwhile\b", m.group(2)):
            raise ParseError(b, "counters removed from an object outside the battlefield the engine does not read",
                             pc.card)
        return TriggerSpec("counter_removed", subject=_subject(m.group(2), pc), counter=m.group(1))
    m = re.fullmatch(r"the last (\S+) counter is removed from (.+)", b)
    if m:   # vanishing (702.63a): the removal that leaves none of that kind on it, by any effect or cost
        return TriggerSpec("last_counter_removed", subject=_subject(m.group(2), pc), counter=m.group(1))
    m = re.fullmatch(r"(a|an|one or more) (?:(\S+) )?counters? (?:is|are) put on (.+)", b)
    if m:   # 122.6: "a +1/+1 counter is put on ~" / "one or more counters are put on a creature you control"; "a …
        # counter": one event with two counters holds two occurrences, so it triggers twice (603.2c; Bloodcrazed
        # Hoplite ruling 2014-04-26), "one or more": once
        return TriggerSpec("counters_put", subject=_subject(m.group(3), pc), counter=m.group(2),
                           each_counter=m.group(1) != "one or more")
    from .countersremoved import read_counters_removed   # "one or more loyalty counters are removed from ~" (603.2c)
    removed = read_counters_removed(b, lambda p: _subject(p, pc), TriggerSpec)
    if removed is not None:
        return removed
    from .playercounters import read_player_gets   # "you get one or more {E}" (107.14, 603.2c)
    from .playertargeted import read_player_targeted   # "you become the target of a spell" (115.1)
    gets = read_player_gets(b, TriggerSpec) or read_player_targeted(b, TriggerSpec)
    if gets is not None:
        return gets
    putting = read_counter_putting(b, lambda p: _subject(p, pc))
    if putting is not None:   # 122.6, 608.2c: "you put one or more +1/+1 counters on …" (kb.engine.counterputs)
        return TriggerSpec("counters_put", **putting)
    # designations (kb.engine.ring, kb.engine.dungeon): the Ring tempting (701.54d), completing a dungeon (309.7),
    # venturing (701.49), taking the initiative (726.2)
    m = re.fullmatch(r"(you|a player|an opponent) fully unlocks? a room", b, re.I)
    if m:   # 709.5i: a Room permanent gets its second unlocked designation (or both at once). A Room enters with at
        # most one (709.5d); the engine takes no unlock special action (709.5e) and reads no "unlock" instruction
        # (709.5f, left unread), so no such event happens in its games: the ability's other condition is what it sees
        return TriggerSpec("fully_unlocked", subject=None, who={"you": "you", "an opponent": "opponent"}.get(
            m.group(1).lower(), "any"))
    if re.fullmatch(r"you choose a creature as your ring-bearer", b, re.I):   # 701.54a: a temptation with a choice
        return TriggerSpec("ring_tempts", who="you", recipient="chosen")
    m = re.fullmatch(r"the ring tempts (you)|(you|a player|an opponent) (?:completes?|complete) a dungeon|"
                     r"(you|a player|an opponent) ventures? into the dungeon|"
                     r"(you|a player|an opponent) takes? the initiative", b, re.I)
    if m:
        kind = ("ring_tempts", "dungeon_complete", "venture", "initiative")[next(i for i in range(4) if m.group(i + 1))]
        who = next(g for g in m.groups() if g).lower()
        return TriggerSpec(kind, who={"you": "you", "an opponent": "opponent"}.get(who, "any"))
    raise ParseError(b, "a trigger event the engine does not model", pc.card)


# --- cast triggers (601.2i, 603.2): "Whenever you cast a noncreature spell", "your second spell each turn" -------
_CASTER = {"you": "you", "an opponent": "opponent", "enchanted player": "enchanted", "enchanted opponent": "enchanted",
           "a player": "any", "any player": "any"}
_CAST_FROM = {"your hand": ("hand", True), "their hand": ("hand", True), "exile": ("exile", False),
              "your graveyard": ("graveyard", True), "their graveyard": ("graveyard", True),
              "your library": ("library", True),
              "a graveyard": ("graveyard", False), "anywhere other than your hand": ("hand", None),
              "anywhere other than their hand": ("hand", None)}


@dataclass(frozen=True)
class CastQuality:
    """What a cast trigger asks of the casting rather than of the spell (603.2, 601.2i): the spell is the
    caster's ``nth`` spell this turn (of the trigger's description: "your first instant or sorcery spell each
    turn"), it is cast during ``during``'s turn ('you' | 'opponent'), or from a zone (``from_zone``;
    ``from_own``: the caster's own hand or graveyard, a card the caster owns; ``from_own`` None: from anywhere
    other than that zone); ``kicked``: "a kicked spell", one whose kicker cost was paid (702.33d); ``main``: "during
    your main phase", cast during its caster's own main phase (505.1)."""

    nth: int = 0
    during: str | None = None
    from_zone: str | None = None
    from_own: bool | None = False
    kicked: bool = False
    main: bool = False
    later: bool = False   # "other than your first spell each turn": a spell after the ``nth`` (603.2)
    anyone: bool = False  # "the fourth spell of a turn": the n-th of all players' spells this turn (kb.engine.nthspell)

    def cast_from_fits(self, zone: str | None, spell, caster: str) -> bool:
        """Whether a spell ``caster`` cast from ``zone`` (601.2a) is cast from the zone the words name: "from your
        graveyard", a card of the caster's own graveyard; "from anywhere other than your hand", not the caster's own
        hand (another player's hand is elsewhere, 601.3)."""
        if self.from_own is None:
            return zone != self.from_zone or (self.from_zone == "hand" and spell is not None and spell.owner != caster)
        if zone != self.from_zone:
            return False
        return not self.from_own or (spell is not None and spell.owner == caster)

    def holds(self, ev: Event, ctx: Ctx, subject, spell=None) -> bool:
        game = getattr(ctx, "game", None)
        if self.kicked and not getattr(ev.item, "kicked", 0):
            return False
        if self.main and not getattr(ev.item, "cast_main", False):
            return False   # "during your main phase": the caster's own (505.1), as it was cast
        if self.during is not None:
            if game is None:
                raise ValueError("whose turn it is is not known here")
            if (game.active() == ctx.you) != (self.during == "you"):
                return False
        if self.from_zone is not None and not self.cast_from_fits(ev.from_zone, spell, ev.player):
            return False
        if self.nth:
            if game is None:
                raise ValueError("the spells cast this turn are not known here")
            mine = [w for w, zone in game.casts_this_turn(None if self.anyone else ev.player)
                    if self.from_zone is None or self.cast_from_fits(zone, w, ev.player)]
            if hasattr(subject, "match"):
                mine = [w for w in mine if subject.match(w, ctx)]
            hit = (len(mine) > self.nth if self.later else len(mine) == self.nth) and bool(mine) and mine[-1].oid == ev.obj
            if len(mine) <= self.nth and game.state.history_unstated():
                raise UndecidedTrigger("this turn began before the scenario, and how many such spells were cast in it "
                                       "before the question is not known (603.2)")
            return hit
        return True


def _cast_trigger(b: str, pc: _Ctx) -> TriggerSpec | None:
    """The trigger conditions of casting a spell (603.2; a spell becomes cast at 601.2i, a copy is not cast,
    707.10): who casts it ("you", "an opponent", "a player"), what spell (:func:`spell_quality`: its card types,
    subtypes, colours, supertypes, mana value, "historic"), and what of the casting (:class:`CastQuality`);
    "When you cast ~" is an ability of the spell itself. None when ``b`` is not about casting."""
    m = re.fullmatch(r"(you|a player|an opponent|any player|enchanted player|enchanted opponent) casts?( or cop(?:y|ies))? (.+)", b)
    if not m and b.startswith("the "):   # "the fourth spell of a turn is cast" (kb.engine.nthspell)
        from .nthspell import read_nth_spell_of_turn
        return read_nth_spell_of_turn(b, pc, spell_quality, CastQuality, TriggerSpec)
    if not m:
        from .spellcopied import read_copy_trigger   # "you copy an instant spell" (707.10)
        return read_copy_trigger(b, pc, _CASTER, spell_quality, TriggerSpec)
    who = _CASTER[m.group(1)]
    rest = m.group(3)
    if m.group(2):   # "cast or copy an instant or sorcery spell": the spell alone, nothing of the casting
        mq = re.fullmatch(r"(?:a|an) (.+)", rest)
        if not mq or re.search(r"\b(?:during|from|each turn|that targets)\b", rest):
            raise ParseError(b, "a cast-or-copy trigger the engine does not model", pc.card)
        return TriggerSpec("cast_or_copy", subject=spell_quality(mq.group(1), pc), who=who)
    mq = re.fullmatch(r"(~|(?:a|an|another) .+?) while (.+)", rest)
    if mq:   # "When you cast ~ while you control a creature", "Whenever you cast a spell while ~ is attacking": the game
        # state is part of the trigger event (603.2), checked as the spell becomes cast (601.2i), not again as the
        # ability resolves (it is no intervening "if", 603.4)
        from .instructions import parse_condition_phrase
        cond = parse_condition_phrase(mq.group(2), pc)
        if mq.group(1) == "~":
            return TriggerSpec("cast", subject="self", who=who, during=cond)
        spec = _cast_trigger(f"{m.group(1)} casts {mq.group(1)}", pc)
        if spec is None or spec.during is not None:
            raise ParseError(b, "a cast trigger the engine does not model", pc.card)
        return TriggerSpec(**{**spec.__dict__, "during": cond})
    if re.fullmatch(r"~( from your hand)?", rest):   # 603.2: an ability of the spell, triggering as it is cast
        q = CastQuality(from_zone="hand", from_own=True) if rest != "~" else None
        return TriggerSpec("cast", subject="self", who=who, casting=q)
    during = None
    mq = re.fullmatch(r"(.+?) during (your|an opponent's|each opponent's) turns?", rest)
    if mq:
        rest, during = mq.group(1), "you" if mq.group(2) == "your" else "opponent"
    main = False
    mq = re.fullmatch(r"(.+?) during your main phase", rest)
    if mq:   # "an instant spell during your main phase": cast during its caster's own main phase (505.1)
        rest, main = mq.group(1), True
    from_zone, from_own = None, False
    mq = re.fullmatch(r"(.+?) from (your hand|their hand|exile|your graveyard|their graveyard|a graveyard|your library|"
                      r"anywhere other than your hand|anywhere other than their hand)( each turn)?", rest)
    if mq:   # "your first instant or sorcery spell from your graveyard each turn": the zone, then the turn
        rest = mq.group(1) + (mq.group(3) or "")
        from_zone, from_own = _CAST_FROM[mq.group(2)]
    nth, other = 0, False
    mq = re.fullmatch(r"(a|an) (.+?) other than your first \2 each turn", rest)
    if mq and from_zone is None and not main and during is None:
        # "a spell other than your first spell each turn": the second such spell of the turn or a later one (603.2)
        rest = f"your first {mq.group(2)} each turn"
        later = True
    else:
        later = False
    # "your third spell in a turn" (Vance's Blasting Cannons) is "your third spell each turn": the spells of each
    # turn counted from its start (603.2)
    rest = re.sub(rf"^((?:your|their) (?:{'|'.join(ORDINAL_WORDS)}) .+?) in a turn$", r"\1 each turn", rest)
    mq = re.fullmatch(rf"(?:your|their) ({'|'.join(ORDINAL_WORDS)}) (.+?)(?: each turn)?", rest)
    if mq:
        if not rest.endswith(" each turn") and during is None:
            raise ParseError(b, "an ordinal spell without its turn", pc.card)
        if main:
            # "your first spell during your main phase each turn": the turn's spells are not kept with the phase each
            # was cast in, so which one was the first then is not counted ("from your graveyard" is: 601.2a)
            raise ParseError(b, "an ordinal spell of a phase the engine does not count", pc.card)
        nth, rest = ORDINAL_WORDS[mq.group(1)], mq.group(2)
    elif re.match(r"(?:a|an|another) ", rest):
        other = rest.startswith("another ")   # "another Vampire spell": not the source itself (109.1)
        rest = re.sub(r"^(?:a|an|another) ", "", rest)
    else:
        raise ParseError(b, "a cast trigger the engine does not model", pc.card)
    kicked = rest.startswith("kicked ")
    if kicked:   # "a kicked spell": its kicker cost was paid as it was cast (702.33d)
        rest = rest.removeprefix("kicked ")
    aim = None
    mq = re.fullmatch(r"(.+?) that targets (only )?(?:a single |one or more )?(.+)", rest)
    if mq:   # 115.9b / 115.9c: "a spell that targets ~", "a spell that targets only a single creature you control"
        rest = mq.group(1)
        aim = (bool(mq.group(2)), "self" if re.fullmatch(_SELF, mq.group(3)) else
               parse_selector(re.sub(r"^(?:a|an|one)\s+", "", mq.group(3)), pc))
    sel = spell_quality(rest, pc)
    if not nth and other:
        sel = other_than_source(sel)
    q = CastQuality(nth=nth, during=during, from_zone=from_zone, from_own=from_own, kicked=kicked, main=main,
                    later=later) if (nth or during or from_zone or kicked or main) else None
    return TriggerSpec("cast", subject=sel, who=who, aim=aim, casting=q)


def _cast_or_other(b: str, pc: _Ctx) -> TriggerSpec | None:
    """One ability, two trigger events (603.2), the first or the second a spell becoming cast (601.2i): "you cast a
    white spell or a Plains you control enters" (a permanent of that description entering, 603.6a), "you play a land
    or cast a spell" (a land played, a special action, 305.1: not one an effect puts onto the battlefield). The cast
    is the ability's own event, the other its ``alt``; what the effect's words point back at would depend on which
    event it was (``unread_pointer``). None when ``b`` is neither."""
    m = re.fullmatch(r"you cast ((?:a|an) .+?\bspell) or ((?:a|an) .+? enters(?: the battlefield)?)", b)
    if m:
        first, second = _cast_trigger(f"you cast {m.group(1)}", pc), _body(m.group(2), pc)
        if second.event != "enters" or second.subject == "self" or second.alt is not None or second.entered_from or \
                second.tapped is not None or first is None:
            raise ParseError(b, "two trigger conditions the engine does not combine", pc.card)
        return TriggerSpec(**{**first.__dict__, "alt": second})
    m = re.fullmatch(r"you play an? ((?:[\w-]+ )+)?land(?: from (exile|your graveyard))? or cast (.+)", b)
    if m and (m.group(1) or m.group(2)):
        # "you play a legendary land or cast a legendary spell", "you play a land from exile or cast a spell from
        # exile": each event says its own kind and zone (the land played, 305.1; the spell cast, 601.2i)
        first = _cast_trigger(f"you cast {m.group(3)}", pc)
        if first is None or first.subject == "self":
            raise ParseError(b, "two trigger conditions the engine does not combine", pc.card)
        land = parse_selector(m.group(1) + "land", pc) if m.group(1) else None
        where = {"exile": ("exile", None), "your graveyard": ("graveyard", "you")}.get(m.group(2) or "", ())
        return TriggerSpec(**{**first.__dict__, "alt": TriggerSpec("land_played", subject=land, who="you",
                                                                   entered_from=where)})
    m = re.fullmatch(r"you play a land or cast (.+)", b)
    if m:
        first = _cast_trigger(f"you cast {m.group(1)}", pc)
        if first is None or first.subject == "self" or first.casting is not None or first.aim is not None:
            # "… or cast a spell from anywhere other than your hand": whether the words after "spell" say something
            # of the land played too is not read
            raise ParseError(b, "two trigger conditions the engine does not combine", pc.card)
        return TriggerSpec(**{**first.__dict__, "alt": TriggerSpec("land_played", subject=None, who="you")})
    return None


def cast_miss(spec: TriggerSpec, ev: Event, src, subject_view, ctx: Ctx) -> str | None:
    """Why a cast trigger whose caster matches did not trigger for the spell cast (603.2): the spell, with the
    characteristics it has on the stack as it becomes cast (601.2i), is not of the trigger's description
    ("Clever Impersonator (Creature — Shapeshifter) is not a noncreature spell"). None when the caster is not the
    one the trigger waits for, the trigger is not about a kind of spell, or the spell is of that kind."""
    if spec.event != "cast" or ev.kind != "cast" or subject_view is None or not hasattr(spec.subject, "match"):
        return None
    if not _whose(spec.who, ev.player, ctx.you, enchanted_player(src)) or spec.subject.match(subject_view, ctx):
        return None
    w = subject_view
    types = " ".join([*sorted(w.supertypes), *sorted(w.types)])
    line = types + (" \u2014 " + " ".join(sorted(w.subtypes)) if w.subtypes else "")
    what = str(spec.subject)
    art = "an" if what[:1].lower() in "aeiou" else "a"
    return f"{w.name} ({line or 'no card type'}) is not {art} {what}"


def spell_quality(phrase: str, pc: _Ctx):
    """"noncreature spell", "instant or sorcery spell", "Spirit or Arcane spell", "historic spell" (700.6),
    "multicolored spell" (105.4), "spell with mana value 4 or greater" (202.3), "creature spell with power 4 or
    greater", "spell that's white": a selector of spells on the stack, read by the selector grammar
    (:func:`kb.engine.parser.parse_selector`). Anything else raises ParseError (the ability stays unread)."""
    p = phrase.strip()
    if not re.search(r"\bspells?\b", p):
        if re.search(r"\bcards?\b", p):
            raise ParseError(phrase, "a card cast, not a spell description the engine reads", pc.card)
        p += " spell"
    return parse_selector(p, pc, default_zone=frozenset(("stack",)))


def _with_controller(sel, who: str):
    """"... enters under your control": the description's controller; "~ or another creature enters under your
    control": the other creatures' (~ enters under its own controller's, the ability's "you")."""
    from dataclasses import replace as _replace
    if isinstance(sel, SelfOr) and isinstance(sel.others, Selector):
        return SelfOr(_replace(sel.others, controller=who))
    if isinstance(sel, Selector):
        return _replace(sel, controller=who)
    if isinstance(sel, AnyOf) and all(isinstance(p, Selector) for p in sel.parts):
        # "an artifact or creature enters under your control": each kind under that controller (603.2)
        return _replace(sel, parts=tuple(_replace(p, controller=who) for p in sel.parts))
    return sel


_ = (ALL_ZONES, field)


@dataclass
class Pending:
    """A triggered ability that has triggered and waits to be put on the stack (603.3)."""

    ability: object                 # TriggeredAbility (None for rules-defined triggers of old keywords)
    source: int | None
    source_w: object                # the source's characteristics when it triggered (LKI if it left)
    controller: str
    event: Event | None
    text: str = ""
    label: str = ""
    concept: str = "trigger"
    order: int = 0
    choices: dict | None = None     # choices the scenario gave for it (triggers: {SOURCE: {choose: ...}})
    context: str = ""               # a reflexive ability's: the text of the ability it is part of (603.12), for its pointers
    given: tuple | None = None      # (targets,) the file gave it, bound before another order is tried (kb.engine.orderdepends)


def _you_defending(phrase: str, spec):
    """"if you're the defending player" of another creature's attack (kb.engine.youdefending), or None."""
    from .youdefending import read_you_defending
    return read_you_defending(phrase, spec)
