"""Counts of what a resolution did "this way" (issue 25): "You gain 2 life for each creature destroyed this way",
"Draw a card for each creature destroyed this way", "You gain 3 life for each card exiled this way", "… equal to the
number of cards discarded this way".

A resolving spell or ability follows its instructions in order (608.2c); a later instruction that counts what an
earlier one did reads it as it is applied (608.2h). The objects each instruction acted on are recorded as plain
values on the resolution (``RCtx.acts``: one :class:`Act` per object moved, with its last known information, 608.2h),
by :func:`recording` around each instruction and ``GameState.move_many``, which sees every zone change with the
verb that caused it. The costs paid for the spell count too ("As an additional cost …, sacrifice any number of
creatures. … for each creature sacrificed this way": the objects that paid, 601.2h, kept by a copy, 707.10).

What is counted and what is not, by the rules:

- destroyed: a permanent an instruction destroyed, even if a replacement effect put it somewhere other than a
  graveyard (the modified event happens instead, 614.6; Fumigate's ruling: "Creatures destroyed this way count
  toward the life gained even if they're put into a zone other than a graveyard"). Not one with indestructible
  (702.12b) nor one whose destruction a regeneration shield replaced (701.8c, 701.19a): neither is moved.
- sacrificed, discarded: the same (the act is the event; where the card ends is a replacement's business).
- exiled: an object an instruction exiled; one a replacement effect sent elsewhere instead was not exiled, and that
  reading is not stated by a rule the engine cites: "cannot decide".
- drawn: a card a draw put into its player's hand (121.1); a draw replaced by another event (614.1a, 121.6) drew no
  card; a card drawn from the unnamed part of a library can't be counted against a description.
- Cards moved that the scenario doesn't name (a discard from an unlisted hand) can't be counted: "cannot decide".
"""
from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import dataclass, replace

from .filters import ALL_ZONES, Value

__all__ = ["Act", "DoneThisWay", "MostByOnePlayer", "TotalDoneThisWay", "VERBS", "anywhere", "read_this_way", "read_this_way_condition", "recording", "record",
           "source_named_after_damage",
           "record_unnamed"]

# the past participle of each verb counted → the cause of the act (GameState.move_many's, "tap" for set_tapped) and
# the cost kind; "put into a graveyard" / "returned to your hand" name where the objects went, whatever moved them
VERBS = {"destroyed": "destroy", "exiled": "exile", "sacrificed": "sacrifice", "discarded": "discard", "milled": "mill",
         "returned": "return", "tapped": "tap", "drawn": "draw"}   # drawn: a card a draw moved to the hand (121.1)
_PLACES = {"put into a graveyard": ("", "graveyard", False), "put into graveyards": ("", "graveyard", False),
           "put into exile": ("", "exile", False),
           "put into your graveyard": ("", "graveyard", True), "returned to your hand": ("return", "hand", True)}


@dataclass(frozen=True, slots=True)
class Act:
    """One object an instruction of this resolution acted on: the verb, its last known information before the act
    (None: a card the scenario doesn't name), whether a replacement effect changed where it went (614.6), and the
    zone it went to ("" for a tap)."""

    cause: str
    lki: object = None
    replaced: bool = False
    zone: str = ""


@contextmanager
def recording(state, rc):
    """Record on ``rc`` the objects the instruction applied inside acts on (nested resolutions record their own)."""
    before = state.acting
    state.acting = rc.acts
    try:
        yield
    finally:
        state.acting = before


def record(state, cause: str, lki, replaced: bool = False, zone: str = "") -> None:
    """An act of the instruction being applied (a zone change ``move_many`` made, a tap): kept when one is recorded."""
    acts = state.acting
    if acts is not None:
        acts.append(Act(cause, lki, replaced, zone))


def record_unnamed(state, cause: str, zone: str) -> None:
    """Cards the scenario doesn't name were moved ("discards two cards" from an unlisted hand, a mill of an unlisted
    library): how many of what can't be counted."""
    record(state, cause, None, False, zone)


@dataclass(frozen=True, slots=True)
class DoneThisWay(Value):
    """"the number of creatures destroyed this way", "for each card exiled this way": the objects of a description
    that this resolution's instructions (and the costs paid for it) acted on with the verb, by their last known
    information (608.2h)."""

    verb: str            # a key of VERBS or of _PLACES
    selector: object     # what counts (matched against each object as it last existed)
    dynamic = True
    reads = frozenset()

    def eval(self, ctx, w) -> int:
        return len(self.objects(ctx))

    def objects(self, ctx) -> list:
        """The objects counted, each as it last existed (608.2h); what can't be counted is noted "cannot decide"."""
        cause, zone, yours = _PLACES.get(self.verb) or (VERBS[self.verb], "", False)
        state = getattr(ctx, "state", None)
        you = getattr(ctx, "you", None)
        done = [a for a in (getattr(ctx, "acts", None) or ()) if (not cause or a.cause == cause)
                and (not zone or a.zone == zone) and not (yours and a.lki is not None and a.lki.owner != you)]
        paid = list((getattr(ctx, "paid", None) or {}).get(cause) or ()) if not zone else []
        unsure = [f"\u201c{t}\u201d, which the engine can't read, may have {self.verb} some"
                  for t in (getattr(ctx, "unread", None) or ())[:1]]   # an earlier sentence not read (608.2c)
        if done and paid:
            unsure.append(f"both a cost and an instruction {self.verb} objects")
        from .gamevalues import order_taken_blockers
        found = []
        for a in done:
            if a.lki is None:
                unsure.append(f"cards the scenario doesn't name were {self.verb}")
            elif state is not None and (which := order_taken_blockers(state, {a.lki.card_id})):
                unsure.append(f"{a.lki.alias} is one of cards {self.verb} from a library in an unknown order "
                              f"({which[0]}): which one can't be decided")
            elif a.replaced and cause == "exile":
                unsure.append(f"a replacement effect put {a.lki.alias} elsewhere instead of exiling it")
            elif self.selector.match(a.lki.working, ctx):
                found.append(a.lki)
        found += [lk for lk in paid if self.selector.match(lk.working, ctx)]
        if unsure and state is not None:
            state.note_unknown(f"\u201c{self}\u201d can't be counted: {'; '.join(unsure)} ({state.rule_no('lki')})")
        return found

    def __str__(self) -> str:
        return f"the number of {self.selector} {self.verb} this way"


@dataclass(frozen=True, slots=True)
class MostByOnePlayer(DoneThisWay):
    """"the greatest number of cards a player discarded this way" (Windfall-like): of the cards this resolution
    discarded (or milled), the largest number any one player discarded (each card's owner: a player discards from
    their own hand, 701.9a; mills from their own library, 701.17a), by last known information (608.2h); 0 if none."""

    def eval(self, ctx, w) -> int:
        counts: dict = {}
        for lk in self.objects(ctx):
            counts[lk.owner] = counts.get(lk.owner, 0) + 1
        return max(counts.values(), default=0)

    def __str__(self) -> str:
        return f"the greatest number of {self.selector} a player {self.verb} this way"


@dataclass(frozen=True, slots=True)
class TotalDoneThisWay(DoneThisWay):
    """"the total power of creatures destroyed this way", "their total power" after "Destroy all creatures target
    opponent controls." (Angrath, Minotaur Pirate): the sum of that characteristic of the objects counted, each as it
    last existed (608.2h)."""

    attr: str = "power"   # 'power' | 'toughness' | 'mana_value'

    def eval(self, ctx, w) -> int:
        return sum(getattr(lk.working, self.attr, 0) or 0 for lk in self.objects(ctx))

    def __str__(self) -> str:
        return f"the total {self.attr.replace('_', ' ')} of {self.selector} {self.verb} this way"


_MOST = re.compile(r"the greatest number of (.+?) a player (discarded|milled) this way")
_TOTAL = re.compile(r"the total (power|toughness|mana value) of (?:the )?(.+)")
# "Destroy all creatures target opponent controls. … equal to their total power.": "their" are the objects of the one
# instruction before it that acts on all of a kind (its noun the only plural object the ability names)
_ALL_ACT = re.compile(r"(Destroy|Exile|Sacrifice) all ([a-z]+s)\b[^.]*\.")
_PAST = {"Destroy": "destroyed", "Exile": "exiled", "Sacrifice": "sacrificed"}


_DONE = "|".join(sorted(list(VERBS) + list(_PLACES), key=len, reverse=True))
_PHRASE = re.compile(rf"(?:the number of )?(.+?) (?:(?:that|which) (?:was|were) )?({_DONE}) this way")
_HAPPENED = re.compile(rf"(?:a|an|one or more|at least one) (.+?) (?:is|was|are|were) ({_DONE}) this way")


def read_this_way(phrase: str, pc) -> DoneThisWay | None:
    """"creature destroyed this way", "the number of cards discarded this way", "the number of creatures you controlled
    that were destroyed this way" (controlled as it last existed, 608.2h) → the count; None when the words are not
    one (a description the selector reader can't read stays unread: its ParseError is raised)."""
    total = _total(phrase.strip(), pc)
    if total is not None:   # "the total power of creatures destroyed this way", "their total power"
        return total
    most = _MOST.fullmatch(phrase.strip())
    if most:   # "the greatest number of cards a player discarded this way": the largest per-player count
        one = _count(most.group(1), most.group(2), pc)
        return MostByOnePlayer(one.verb, one.selector)
    m = _PHRASE.fullmatch(phrase.strip())
    if not m:
        return None
    return _count(m.group(1), m.group(2), pc)


_THAT = re.compile(rf"that (\w+) (?:is|was) ({_DONE}) this way")


def read_this_way_condition(phrase: str, pc) -> DoneThisWay | None:
    """"an artifact is destroyed this way", "a Pirate was exiled this way" (the condition: one or more were) → the
    count it is about; None when the words are not one. "that artifact is put into a graveyard this way" (Werewolf
    Ransacker): the one target of the ability, the only object of that kind it names — read only when the ability's
    text has one word "target", "target [that noun]" (608.2c: what the resolution did to that object)."""
    m = _HAPPENED.fullmatch(phrase.strip())
    if m:
        return _count(m.group(1), m.group(2), pc)
    m = _THAT.fullmatch(phrase.strip())
    text = getattr(pc, "ability", None) or ""
    if m and len(re.findall(r"\btarget\b", text)) == 1 and re.search(rf"\btarget {m.group(1)}\b", text):
        return _count(m.group(1), m.group(2), pc)
    return _dealt_you(phrase, pc)


def _dealt_you(phrase: str, pc):
    """"If it deals damage to you this way, tap it." after "~ deals 3 damage to you unless you discard a card": the damage
    this resolution dealt (120.3, 608.2h; none when the cost was paid instead, 118.12a, or the damage was prevented,
    615.1) — read only where every damage instruction of the ability deals damage to you and is the source's, so that all
    the damage dealt this way is damage dealt to you by it. None for any other phrase."""
    from .instruction_types import ThisWay
    if not re.fullmatch(r"(?:it|~) deals damage to you this way", phrase.strip()):   # "it": ~ (source_named_after_damage)
        return None
    ability = re.sub(r"\b(?:it|~) deals damage to you this way", "", getattr(pc, "ability", None) or "")
    dealt = re.findall(r"(\S+) deals? (?:\w+ )?damage to (\w+)", ability)
    if not dealt or any(who != "~" or to != "you" for who, to in dealt):
        return None
    return ThisWay("damage_dealt")


def _total(phrase: str, pc) -> TotalDoneThisWay | None:
    """"the total power of creatures destroyed this way"; "their total power" when the ability's one earlier
    instruction is "Destroy/Exile/Sacrifice all [objects] …" (the objects "their" names) → the sum; None otherwise."""
    attr, what = None, None
    m = _TOTAL.fullmatch(phrase)
    if m:
        attr, what = m.group(1), m.group(2)
    else:
        m = re.fullmatch(r"their total (power|toughness|mana value)", phrase)
        acts = _ALL_ACT.findall(getattr(pc, "ability", None) or getattr(pc, "instructions", None) or "")
        if m is None or len(acts) != 1:
            return None
        attr, what = m.group(1), f"{acts[0][1]} {_PAST[acts[0][0]]} this way"
    done = _PHRASE.fullmatch(what)
    if done is None:
        return None
    one = _count(done.group(1), done.group(2), pc)
    return TotalDoneThisWay(one.verb, one.selector, attr.replace(" ", "_"))


def _count(what: str, verb: str, pc) -> DoneThisWay:
    from .parser import parse_selector
    what = re.sub(r"\byou controlled$", "you control", what)   # as it last existed: its controller then (not
    # "they controlled": one count per player, not read here)
    return DoneThisWay(verb, anywhere(parse_selector(what, pc, default_zone=frozenset(ALL_ZONES))))


def anywhere(sel):
    """The selector matching the object as it last existed, wherever the act found it (608.2h); a union ("an instant
    or sorcery card") part by part."""
    if "zones" in getattr(type(sel), "__dataclass_fields__", {}):
        return replace(sel, zones=frozenset(ALL_ZONES))
    parts = getattr(sel, "parts", None)
    return replace(sel, parts=tuple(anywhere(p) for p in parts)) if parts is not None else sel


_DEALT_YOU_THEN_IT = re.compile(r"(~ deals \w+ damage to you unless [^.]+\.) If it deals damage to you this way, tap it\.")


def source_named_after_damage(effect: str) -> str:
    """"~ deals 3 damage to you unless you discard a card. If it deals damage to you this way, tap it.": both "it" are
    ~, the source that dealt the damage (608.2h) — not "you", the player named just before, whom an "it" can't name.
    Written with "~" so that the sentence names the source; ``effect`` unchanged for any other words."""
    return _DEALT_YOU_THEN_IT.sub(r"\1 If ~ deals damage to you this way, tap ~.", effect or "")
