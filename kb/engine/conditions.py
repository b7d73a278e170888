"""One condition reader for instructions, intervening "if" clauses and statics (the sub-grammar of conditions).

A resolving instruction's condition ("If ~ is tapped, …", "When ~ enters, if you control two or more Gates, …")
is read first by the instruction reader (:func:`kb.engine.instructions.parse_condition_phrase`: "if you do", "if
it was kicked", …); what it doesn't know is read by the reader of the conditions of static abilities
(:func:`kb.engine.parser.read_state_condition` over :func:`kb.engine.parser.parse_condition`: counts of permanents,
"~ is tapped", life totals, hands, graveyards),
so a condition is read the same way wherever it is written. It is checked against the game as it is when the
instruction is followed or, for an intervening "if", when the ability triggers and again as it resolves (603.4).

A pronoun ("if it's …", "if that creature …") is not taken here: in a triggered ability it may name the event's
object, not the source the static reader would take it for.

This module holds what the readers share and how a condition is checked; it imports no reader (the readers,
in kb.engine.parser and kb.engine.instructions, import it).
"""
from __future__ import annotations

import re

from .errors import ParseError

__all__ = ["POINTER", "refers_to_object", "DUMMY_IT", "OWN_ZONE", "Otherwise", "InsteadOf", "Unless", "condition_undecided",
           "state_condition_holds", "AllOf", "AnyOf", "read_joined"]

POINTER = re.compile(r"\b(?:it|its|it's|they|them|their|that|those|this)\b", re.I)
_OBJECT_WORDS = re.compile(r"~|\bthe (?:[\w-]+ )?(?:creature|card|token|permanent|land|artifact|enchantment|planeswalker|"
                           r"battle|spell|object|Aura|Equipment)s?\b", re.I)


def refers_to_object(text: str, name: str | None = None) -> bool:
    """Whether an ability's text has a word that could point at an object ("it", "that creature", "those", "~", "the
    creature", "the exiled card", the source's own ``name``): a delayed triggered ability without one ("At the
    beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose the game.") refers to no object, so an object
    leaving its zone can't stop it (603.7c)."""
    t = text or ""
    return bool(POINTER.search(re.sub(r"\bthis (?:turn|combat)\b|\bthat turn's\b", "", t, flags=re.I))
                or _OBJECT_WORDS.search(t) or (name and name in t))


# "it" that names nothing: "if it's your turn" (the turn, 500.1), "if it's night" (the game's designation, 731.1), not
# an object
DUMMY_IT = re.compile(r"\bit(?:'s| is)(?: not|n't)? your turn\b|\bit isn't your turn\b|\bit(?:'s| is) (?:the first combat "
                      r"phase of (?:the|your) turn|(?:your|a) (?:main|combat) phase)\b|^it(?:'s| is) (?:day|night)$", re.I)   # (731.1)
# "it" that names the phrase's own subject: "~ has a +1/+1 counter on it" (graft, 702.58a)
SELF_IT = re.compile(r"^(~ (?:has|doesn't have) [^,]*?counters? on) it$", re.I)
# "their" that names the player the phrase itself named: "an opponent has eight or more cards in their graveyard"
OWN_ZONE = re.compile(r"^((?:an opponent|each opponent|a player|each player) has [^,]*? in )their( (?:hand|library|graveyard))$",
                      re.I)


def condition_undecided(cond, state, you, src_oid=None) -> str | None:
    """Why the scenario can't say whether ``cond`` holds now for ``you``, or None. A condition that reads its source
    (``reads_source``: what the source itself did, "another spell" than the one it is or was) is given the source's
    object ``src_oid``."""
    unsure = getattr(cond, "undecided", None)
    if unsure is None:
        return None
    return unsure(state, you, src_oid) if getattr(cond, "reads_source", False) else unsure(state, you)


def state_condition_holds(state, cond, rc) -> bool:
    """Whether a ``state`` condition holds now (the source as it is now, else as it last existed). One that reads
    what the scenario doesn't give (an unlisted hand) is "cannot decide" for what follows, and taken as false."""
    from .filters import Ctx
    from .gamevalues import GameView
    inner = cond.value
    if getattr(inner, "who", None) == "that" and getattr(cond, "subject", None) is not None:
        # "Choose an opponent. If that player has more cards in hand than you, …" (kb.engine.chooseopponent): the
        # opponent chosen; unstated among several: noted by the choice, and the condition taken as false
        from .chooseopponent import chosen_opponent
        who = chosen_opponent([p for p in state.players if state.player_state[p].in_game], rc.you, rc.choices)
        if who is None:
            state.note_unknown(f"\u201c{cond.text}\u201d can't be decided: the opponent chosen is not stated")
            return False
        inner = inner.bound(who)
    elif getattr(inner, "who", None) == "that" or getattr(inner, "player", None) == "that":
        # "if that player has ...": the step's player (603.2), as it is now; "… dealt … to that player this turn": the
        # player the event's damage was dealt to (kb.engine.turnevents);
        # "if it's not their turn": the player who cast the spell (kb.engine.eventturn)
        ev = getattr(rc, "event", None)
        who = getattr(ev, "player", None) if ev is not None and ev.kind in ("step", "cast") else \
            getattr(ev, "recipient_player", None) if ev is not None and ev.kind == "damage" else None   # dealt it (603.2)
        if who is not None:
            inner = inner.bound(who)
    why = condition_undecided(inner, state, rc.you, getattr(rc, "source_oid", None))
    if why:
        state.note_unknown(f"\u201c{cond.text}\u201d can't be decided: {why}")
        return False
    snap = state.evaluate()
    src = snap.get(rc.source_oid) if getattr(rc, "source_oid", None) in state.objects else None
    ctx = Ctx(snap.work, src if src is not None else rc.src, rc.you, rc.choices, edition=state.edition,
              game=GameView(state))
    return bool(inner.holds(ctx))


# --- "Otherwise, …" after a condition (611.3b) ---------------------------------------------------------
from dataclasses import dataclass  # noqa: E402

from .filters import Condition as _StaticCondition  # noqa: E402


@dataclass(frozen=True, slots=True)
class Otherwise(_StaticCondition):
    """"Enchanted creature gets +2/+1 as long as it's black. Otherwise, it gets -1/-2.": the second effect applies
    exactly when the first one's condition doesn't (611.3b: each checked continuously)."""

    inner: object
    describe: str = ""

    def holds(self, ctx) -> bool:
        return not self.inner.holds(ctx)

    @property
    def reads(self) -> frozenset:
        return getattr(self.inner, "reads", frozenset())

    @property
    def outside(self) -> bool:
        return bool(getattr(self.inner, "outside", False))

    def undecided(self, state, you):
        fn = getattr(self.inner, "undecided", None)
        return fn(state, you) if fn is not None else None

    def __str__(self) -> str:
        return self.describe


class InsteadOf(Otherwise):
    """"Enchanted creature gets -1/-1. It gets -3/-3 instead as long as you control a Swamp.": the first effect applies
    exactly when the second one's condition doesn't (611.3a: each checked continuously) — the second replaces it."""


@dataclass(frozen=True, slots=True)
class Unless(Otherwise):
    """"~ can't attack unless you control another artifact." / "… unless you've cast a creature spell this turn.": the
    rule applies exactly when the condition doesn't hold, checked when the rule is consulted (508.1c, 509.1b, 611.3a)."""


# --- "… and …", "… or …": conditions joined (one reader for every kind of condition) ----------------------
@dataclass(frozen=True, slots=True)
class AllOf(_StaticCondition):
    """"if you control an artifact and an enchantment": every part holds, each checked on its own (one permanent
    may satisfy two parts: an artifact enchantment is an artifact and an enchantment)."""

    parts: tuple
    describe: str = ""
    joiner = "and"

    def holds(self, ctx) -> bool:
        return all(p.holds(ctx) for p in self.parts)

    @property
    def reads(self) -> frozenset:
        return frozenset().union(*(getattr(p, "reads", frozenset()) for p in self.parts))

    @property
    def outside(self) -> bool:
        return any(getattr(p, "outside", False) for p in self.parts)

    def undecided(self, state, you):
        """A part that can't be decided makes the whole "cannot decide" (never guessed from the other part)."""
        for p in self.parts:
            fn = getattr(p, "undecided", None)
            why = fn(state, you) if fn is not None else None
            if why:
                return why
        return None

    def __str__(self) -> str:
        return self.describe


@dataclass(frozen=True, slots=True)
class AnyOf(AllOf):
    """"as long as you control a Desert or there is a Desert card in your graveyard": at least one part holds."""

    joiner = "or"

    def holds(self, ctx) -> bool:
        return any(p.holds(ctx) for p in self.parts)

    def undecided(self, state, you):
        """A part that can't be decided makes the whole "cannot decide" — unless another part is decided and holds:
        then the whole holds whatever the undecided one is ("if a nonland permanent left the battlefield this turn or a
        spell was warped this turn", with a permanent stated to have left, 608.2c)."""
        whys = []
        settled = False
        for p in self.parts:
            fn = getattr(p, "undecided", None)
            why = fn(state, you) if fn is not None else None
            if why:
                whys.append(why)
            elif not settled:
                settled = _holds_now(p, state, you)
        return None if settled or not whys else whys[0]


def _holds_now(part, state, you) -> bool:
    """Whether a decided part of an "or" holds now, read without a source (a part that needs one is not taken as
    holding); any failure to read it: not holding."""
    from .errors import EngineError
    from .filters import Ctx
    from .gamevalues import GameView
    try:
        snap = state.evaluate()
        return bool(part.holds(Ctx(snap.work, None, you, {}, edition=state.edition, game=GameView(state))))
    except (EngineError, AttributeError, TypeError, KeyError, ValueError):   # can't be read this way: settles nothing
        return False


# who does what, written once before the first part and meant for the next: "you control an artifact and [you
# control] an enchantment", "you have 30 or more life and [you have] …"
_SHARED_SUBJECT = re.compile(r"^((?:you|an opponent|your opponents|each opponent|no opponent|defending player|"
                             r"that player) (?:control|controls|have|has) |(?:~|(?:enchanted|equipped) creature) is )")
_JOINER = re.compile(r" (and|or) ")
# "~ attacked or blocked this turn", "you gained and lost life this turn": two verbs in the past tense sharing the
# subject before them and the words after them — a time ("this turn", "since your last upkeep"), "life" first
_PAST_VERB = r"(?:\w+ed|lost|drew|cast|dealt|won|left)"
_NEGATION = re.compile(r"\b(?:no|not|never|neither|nor|none|nothing|no one|\w+n't)\b")
_SHARED_TAIL = re.compile(rf"(.+?) ({_PAST_VERB})$|({_PAST_VERB}) ((?:life )?(?:this turn|last turn|this combat|since .+))$")


def read_joined(phrase: str, read_one):
    """"A and B" / "A or B" where each side is a whole condition ``read_one`` reads (``read_one(text)`` returns the
    condition or raises / returns None) → ("and" | "or", (left, right)); None when no split reads on both sides. The
    right side may repeat the "if" that brought the condition ("… or if you control a basic land", 602.5b). A
    side without its own subject takes the left side's ("you control an artifact and an enchantment"). Tried only
    after the whole phrase failed, so "an artifact or enchantment" (one description) is never split."""
    found = {}
    for m in _JOINER.finditer(phrase):
        left, right = phrase[:m.start()].strip(), phrase[m.end():].strip()
        if right.startswith("if "):   # "Activate only if ~ entered this turn or if you control a basic land"
            right = right[3:]
        if not left or not right or m.group(1) in found:
            continue
        a = _try(read_one, left)
        if a is None:
            a, b = _shared_verbs(read_one, left, right)
            if a is not None and b is not None and m.group(1) not in found:
                found[m.group(1)] = (a, b)
            continue
        b = _try(read_one, right)
        if b is None:
            subj = _SHARED_SUBJECT.match(left)
            if subj is not None and not _SHARED_SUBJECT.match(right):
                b = _try(read_one, subj.group(1) + right)
        if b is not None:
            found[m.group(1)] = (a, b)
    if len(found) != 1:   # none, or "A and B or C" read both ways: which binds tighter is not written
        return None
    (joiner, parts), = found.items()
    return joiner, parts


def _shared_verbs(read_one, left: str, right: str) -> tuple:
    """"~ attacked or blocked this turn" = "~ attacked this turn" or "~ blocked this turn": ``left`` the subject and
    the first verb, ``right`` the second verb and the words both verbs share (a time, ``_SHARED_TAIL``); each side read
    whole. (None, None) when the phrase is not of that form or a side doesn't read."""
    lm, rm = _SHARED_TAIL.fullmatch(left), _SHARED_TAIL.fullmatch(right)
    if lm is None or rm is None or lm.group(1) is None or rm.group(3) is None or " and " in lm.group(1) or \
            " or " in lm.group(1) or _NEGATION.search(lm.group(1)):
        return None, None   # "if no creatures attacked or blocked this turn": neither — not "one of the two"
    return _try(read_one, f"{left} {rm.group(4)}"), _try(read_one, f"{lm.group(1)} {right}")


def _try(read_one, text: str):
    try:
        return read_one(text)
    except ParseError:   # a reader's refusal: not this split
        return None
