"""What follows from a value an unknown can change: the abilities on the battlefield that read it.

An unknown (kb.engine.unknowns) names the groups of answers unread words can change — a life total, the cards in a
hand, whether it is day or night. What reads those values changes with them, so it is unknown too:

- a triggered ability whose trigger event the change is (603.2: "Whenever you lose life, ..." when a life total can
  change, 119.3; "Whenever you draw a card, ..." when the cards in a hand can, 121.1; "Whenever a creature dies, ..."
  when an object can change zones, 700.4): what its effect can change (only the abilities of objects that were there
  when the unknown began: one that came later didn't see the event, 603.2, 603.6a);
- an intervening "if" clause that reads it (603.4: "if you have 10 or more life"): what its ability's effect can
  change, whenever its object came;
- a static ability whose condition or whose value reads it (611.3a: "as long as you have 10 or more life", "as long as
  you control another creature", "+1/+1 for each card in your hand", 613.4c): what its effect writes;
- a keyword whose rules read it (daybound and nightbound transform as it becomes night or day, 702.145c, 702.145f):
  everything about its object's face (712.8d-e).

:func:`grown` closes a scope through those readers until nothing more is reached: one mechanism for every kind of
value and event, driven by what each ability on the board reads (a trigger's parsed event kind, a condition's and a
value's reads and words), never by the words of the unknown beyond its scope.
"""
from __future__ import annotations

import re

from .unknowns import GROWERS

__all__ = ["EVENT_CAUSES", "grown"]

# The groups of answers whose change is a trigger event of each kind (kb.engine.triggers.TriggerSpec.event; the groups of
# kb.engine.unknowns.GROUPS): an unknown that can change one of them may have caused that event (603.2). A kind not listed
# here may be caused by any change (the estimate errs towards "cannot decide").
_ZONE_EVENTS = ("enters", "dies", "to_graveyard", "to_exile", "to_command", "leaves", "group_zone", "sacrificed", "haunted_dies",
                "land_played", "phased_in", "counters_put", "counter_removed", "last_counter_removed", "last_counter_removed_exiled",
                "explores", "monstrous", "evolves", "attached", "tapped", "untapped", "tapped_for_mana", "deals_damage",
                "dealt_damage", "damaged_by", "group_deals_damage", "player_dealt", "turned_face_up", "exploits",
                "exert")
_STACK_EVENTS = ("cast", "cast_or_copy", "countered", "activated", "targeted", "crime", "expend", "mutates")
_COMBAT_EVENTS = ("attacks", "player_attacks", "blocks", "attacks_or_blocks", "attacks_unblocked", "attacks_alone",
                  "becomes_blocked", "blocked_by", "blocks_or_blocked", "blocks_or_blocked_by",
                  "blocks_or_blocked_by_any", "step")
EVENT_CAUSES: dict = {
    **{k: frozenset(("zone",)) for k in _ZONE_EVENTS},
    **{k: frozenset(("stack",)) for k in _STACK_EVENTS},
    # combat and steps follow the turn's structure (500.1, 506): only what changes the turn reaches them
    **{k: frozenset(("turn",)) for k in _COMBAT_EVENTS},
    "life_gain": frozenset(("life",)), "life_loss": frozenset(("life",)), "life_result": frozenset(("life",)),   # 119.3
    "draw": frozenset(("cards",)), "discarded": frozenset(("cards",)), "discarded_by": frozenset(("cards",)),   # 121.1
    "cycled": frozenset(("cards",)), "cycled_or_discarded": frozenset(("cards",)), "revealed": frozenset(("cards",)),
    "card_to_graveyard": frozenset(("cards", "zone")),
    "day_night_change": frozenset(("day_night",)),   # 731.1
    "transformed": frozenset(("day_night", "name")),   # 701.27a, 702.145c
    "ring_tempts": frozenset(("designations",)), "venture": frozenset(("designations",)),
    "dungeon_complete": frozenset(("designations",)), "initiative": frozenset(("designations",)),
    "class_level": frozenset(("designations",)),
}

# What a condition or a value that reads beyond the objects' characteristics (kb.engine.gamevalues.reads_outside)
# reads, by the words of its ability: a life total (119), the cards in a zone of a player (400.1), day or night (731),
# the turn (500), a player's designations, spells (601)
_OUTSIDE_WORDS = (
    (re.compile(r"\blife\b", re.I), "life"),
    (re.compile(r"\bcards?\b|\bhands?\b|\bgraveyards?\b|\blibrar(?:y|ies)\b", re.I), "cards"),
    (re.compile(r"\bday\b|\bnight\b", re.I), "day_night"),
    (re.compile(r"\bturns?\b|\bphase\b|\bstep\b|\bcombat\b", re.I), "turn"),
    (re.compile(r"\bmonarch\b|\binitiative\b|\bdungeons?\b|\bring\b|\bspeed\b|\bblessing\b", re.I), "designations"),
    (re.compile(r"\bspells?\b|\bcast\b", re.I), "stack"),
    (re.compile(r"\bcontrols?\b|\bpermanents?\b|\bcreatures?\b|\bcounters?\b|\bdamage\b|\btapped\b", re.I), "zone"),
)

# Keywords whose rules read a game value and change their object's face (702.145c, 702.145f: a daybound permanent
# transforms as it becomes night, a nightbound one as it becomes day; 712.8d-e: the face up is its characteristics)
_KEYWORD_READS = {"daybound": frozenset(("day_night",)), "nightbound": frozenset(("day_night",))}
_FACE = frozenset(("pt", "abilities", "types", "colors", "name", "mana"))


def _outside(text: str) -> frozenset:
    return frozenset(g for rx, g in _OUTSIDE_WORDS if rx.search(text or ""))


def _affected(w, tpl):
    """The one object a static ability's effect applies to when its words name it (the object itself, the permanent it
    is attached to: 613.1, 303.4, 301.5), else None (any object)."""
    rel = getattr(tpl.selector, "relation", None) if tpl.selector is not None else None
    if rel == "self":
        return w.obj.oid
    if rel in ("enchanted", "equipped", "attached") and getattr(w.obj, "attached_to", None) is not None:
        return w.obj.attached_to
    return None


# words that read a player other than the ability's controller (a life total, a hand: 119, 402)
_ANY_PLAYER = re.compile(r"\b(?:opponents?|players?|their|his|her|its (?:controller|owner)|that player|each player)\b", re.I)


def _whose(text: str, w):
    """The players whose life total and cards an ability reads: its controller's alone when its words say only "you"
    ("Whenever you lose life", "as long as you have 10 or more life": 109.5), else None (any player)."""
    if _ANY_PLAYER.search(text or ""):
        return None
    ctl = getattr(w, "controller", None) or getattr(w.obj, "controller", None)
    return frozenset((ctl,)) if ctl else None


def _condition_reads(cond) -> frozenset:
    """The groups a condition reads: the characteristics it or its description of objects reads, and the game values
    its words name ("if you have 10 or more life": 119)."""
    from .unknowns import group_of
    reads = set(getattr(cond, "reads", None) or ())
    reads |= set(getattr(getattr(cond, "selector", None), "reads", None) or ())
    out = {group_of(r) for r in reads}
    text = getattr(cond, "text", None) or getattr(cond, "describe", None) or str(cond)
    return frozenset(out | _outside(text))


def _readers(snap) -> list:
    """(reads, writes, ts, on, whose) of each ability on the battlefield that reads a value: ``ts`` its object's
    timestamp for a triggered ability (it saw only events after its object came), None for one that reads all the
    time (a static ability's condition or value, a keyword's rules); ``on`` the one object whose answers it changes
    (None: any); ``whose`` the players whose life total and cards it reads (None: any)."""
    got = snap.__dict__.get("_derived_readers")
    if got is not None:
        return got
    from .abilities import StaticAbility, TriggeredAbility
    from .gamevalues import reads_outside
    from .unknowns import ALL, group_of, scope_of
    out = []
    for w in snap.work.values():
        if w.zone != "battlefield":
            continue
        for h in w.abilities:
            ab = h.ability
            if isinstance(ab, TriggeredAbility) and ab.spec is not None and ab.effect:
                reads = set()
                spec = ab.spec
                while spec is not None:
                    reads |= EVENT_CAUSES.get(getattr(spec, "event", None), ALL)
                    spec = getattr(spec, "alt", None)
                out.append((frozenset(reads), scope_of(ab.effect), getattr(w.obj, "ts", 0), None,
                            _whose(ab.trigger, w)))
                cond = ab.spec.condition
                if cond is not None:   # an intervening "if" clause, checked as it triggers and resolves (603.4)
                    creads = _condition_reads(cond)
                    if creads:
                        out.append((creads, scope_of(ab.effect), None, None, _whose(ab.trigger, w)))
            elif isinstance(ab, StaticAbility):
                for tpl in ab.templates:
                    writes = frozenset(group_of(f) for op in tpl.ops for f in op.writes)
                    if not writes:
                        continue
                    reads = set()
                    cond = tpl.condition
                    if cond is not None:
                        reads |= _condition_reads(cond)
                        if reads_outside(cond):
                            reads |= _outside(ab.text)
                    for op in tpl.ops:
                        if op.dynamic:
                            reads |= {group_of(r) for r in (op.reads or ())}
                            reads |= _outside(ab.text)
                    if reads:
                        out.append((frozenset(reads), writes, None, _affected(w, tpl), _whose(ab.text, w)))
                    # the static ability exists only while its object has it (613.1f: an effect that removes or
                    # grants abilities applies in layer 6, before what the ability writes in a later layer): what
                    # can change abilities can change what it writes ("… loses all abilities" on a lord)
                    out.append((frozenset(("abilities",)), writes, None, _affected(w, tpl), None))
            else:
                k = _KEYWORD_READS.get((getattr(ab, "keyword", None) or "").lower())
                if k is not None:   # its own face alone
                    out.append((k, _FACE, None, w.obj.oid, None))
    snap._derived_readers = out
    return out


def _reads(r: frozenset, whose, reached: set, only: dict) -> bool:
    """Whether a reader reading groups ``r`` of players ``whose`` (None: any) reads what is reached: a group reached
    for some players alone (``only``, kb.engine.unknowns.PER_PLAYER) is read only by a reader of one of them."""
    for g in r & reached:
        if g not in only or whose is None or whose & only[g]:
            return True
    return False


def grown(snap, scope: frozenset, since: int | None = None, oid: int | None = None, only: dict | None = None) \
        -> tuple:
    """``scope`` and what follows from it through the readers on the battlefield (this module's docstring), until
    nothing more is reached, for an answer about object ``oid`` (None: a player or the game). ``since``: the clock when
    the unknown began (a triggered ability of an object that came later didn't see its events); None: any. ``only``:
    the groups the unknown reaches for some players alone ({group: players}). What one object's reader changes of that
    object alone is reached for it alone, but read on by every reader; what a reader writes is reached for any player
    (an estimate that errs towards "cannot decide"). Returns (groups, ``only`` less the groups a reader writes)."""
    from .unknowns import ALL
    if scope == ALL:
        return scope, {}
    only = dict(only or {})
    memo = snap.__dict__.setdefault("_derived_memo", {})
    key = (scope, since, tuple(sorted((k, tuple(sorted(v))) for k, v in only.items())))
    if key not in memo:
        readers = [(r, w, on, who) for r, w, ts, on, who in _readers(snap) if ts is None or since is None or ts <= since]
        reached, glob, local = set(scope), set(scope), {}
        more = True
        while more:
            more = False
            for r, w, on, who in readers:
                if not _reads(r, who, reached, only):
                    continue
                have = glob if on is None else local.setdefault(on, set())
                if not w <= have or any(g in only for g in w):
                    for g in w:
                        only.pop(g, None)   # written by a reader: for any player
                    have |= w
                    reached |= w
                    more = True
        memo[key] = (frozenset(glob), {k: frozenset(v) for k, v in local.items()}, only)
    glob, local, left = memo[key]
    got = glob | local.get(oid, frozenset()) if oid is not None else glob
    return (ALL, {}) if got >= ALL else (got, dict(left))


GROWERS.append(grown)   # kb.engine.unknowns follows what reads an unknown's changes through it
