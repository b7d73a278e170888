"""Casualty (702.153), squad (702.157) and offspring (702.175): optional additional costs whose payment makes copies.

Each keyword represents two abilities (702.153a, 702.157a, 702.175a):

* "Casualty N" means "As an additional cost to cast this spell, you may sacrifice a creature with power N or greater,"
  and "When you cast this spell, if a casualty cost was paid for it, copy it. If the spell has any targets, you may
  choose new targets for the copy." (since 2022-04-29). Paid with the cast step's ``sacrifice:`` (601.2b, 601.2h), as
  bargain is (kb.engine.bargain); the copy's new targets are the trigger's ``choose: {new_targets: ...}`` (707.10c).
* "Squad [cost]" means "As an additional cost to cast this spell, you may pay [cost] any number of times" and "When
  this creature enters, if its squad cost was paid, create a token that's a copy of it for each time its squad cost
  was paid." (since 2022-10-07). The cast step says how many times: ``choose: {squad: N}``.
* "Offspring [cost]" means "You may pay an additional [cost] as you cast this spell" and "When this permanent enters,
  if its offspring cost was paid, create a token that's a copy of it, except it's 1/1." (since 2024-07-30). The cast
  step says it: ``choose: {offspring: true}``.

The cost's mana is part of the total cost (601.2f). Whether it was paid (and how many times) is a decision made as the
spell is cast, copied with it (707.10), and the permanent it becomes keeps it (its record, 400.7: a token copy made
by the trigger wasn't cast, so its own trigger doesn't trigger, 603.4). Read: a squad or offspring cost of mana
symbols and one instance of the keyword; two instances (paid separately, each triggering on its own payment: 702.153b,
702.157b, 702.175b), a cost that isn't mana, or an edition before the keyword's rule is "cannot decide".
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from .errors import EngineError
from .gamevalues import GameValue, game_of, spell_record
from .text import player_cap, player_verb

__all__ = ["COPY_COST_KEYWORDS", "copy_cost_abilities", "read_paid_condition", "copy_cost_paid", "copy_cost_mana",
           "read_times_paid", "TimesCostPaid"]

# keyword → the edition that brought its rule (its concept is the keyword: kb.engine.concepts, kb.engine.versions)
COPY_COST_KEYWORDS = {"casualty": "2022-04-29", "squad": "2022-10-07", "offspring": "2024-07-30"}

_CASUALTY_COST = "As an additional cost to cast this spell, you may sacrifice a creature with power {n} or greater."
# the rules' meaning of each keyword's trigger, "this spell" / "this creature" / "this permanent" written ~ (702.153a:
# "copy it. If the spell has any targets, you may choose new targets for the copy" is read as one sentence — a spell
# without targets has none to choose)
TRIGGERS = {
    "casualty": "When you cast ~, if a casualty cost was paid for it, copy it and you may choose new targets for the "
                "copy.",
    "squad": "When ~ enters, if its squad cost was paid, create a token that's a copy of it for each time its squad "
             "cost was paid.",
    "offspring": "When ~ enters, if its offspring cost was paid, create a token that's a copy of it, except it's 1/1.",
}

_KEYWORD = re.compile(r"^(?:(?P<casualty>casualty) (?P<n>\d+)|(?P<kw>squad|offspring) (?P<mana>(?:\{[^}]+\})+))$", re.I)


def _parts(name: str):
    """(keyword, number or mana cost) of an instance as written ("casualty 2", "offspring {2}"), or None."""
    m = _KEYWORD.match((name or "").strip())
    if not m:
        return None
    return ("casualty", int(m.group("n"))) if m.group("casualty") else (m.group("kw").lower(), m.group("mana").upper())


def copy_cost_abilities(k, read_cost, read_ability) -> list | None:
    """The abilities keyword instance ``k`` stands for (702.153a, 702.157a, 702.175a): casualty's additional cost (read
    by ``read_cost``, the additional-cost reader of a text) and its cast trigger; squad's and offspring's enters trigger (their
    cost is added as the spell is cast: :func:`copy_cost_mana`). Each keeps the keyword as its name. None for another
    keyword, or one whose words the readers don't take."""
    parts = _parts(k.name)
    if parts is None:
        return None
    kw, param = parts
    from .errors import ParseError
    out = []
    if kw == "casualty":
        from .abilities import AdditionalCost
        try:
            costs = read_cost(_CASUALTY_COST.format(n=param))
        except ParseError:
            return None
        if not costs or len(costs) != 1 or costs[0].kind != "sacrifice" or not costs[0].optional:
            return None
        out.append(AdditionalCost(text=k.text or k.name, costs=(replace(costs[0], text=f"casualty {param}"),),
                                  keyword_name=k.name))
    try:
        trig = read_ability(TRIGGERS[kw])
    except ParseError:
        return None
    out.append(replace(trig, keyword_name=k.name))
    return out


def _instances(card, kw: str) -> list:
    """The instances of keyword ``kw`` on ``card`` (its abilities read from them keep the keyword as their name)."""
    seen = []
    for a in getattr(card, "abilities", ()) or ():
        name = getattr(a, "keyword_name", None) or (getattr(a, "name", "") if getattr(a, "kind", "") == "keyword" else "")
        parts = _parts(name or "")
        if parts is not None and parts[0] == kw and not getattr(a, "costs", None):   # casualty: its trigger, once
            seen.append(name)
    return seen


_PAID = re.compile(r"(?:(?:~'s|its|this spell's|this creature's|this permanent's) (casualty|squad|offspring) cost was "
                   r"paid|an? (casualty) cost was paid for (?:it|~|this spell))", re.I)


def read_paid_condition(low: str, text: str, condition):
    """"its squad cost was paid", "a casualty cost was paid for it" (702.153a, 702.157a, 702.175a): the condition
    (``condition``: kb.engine.instructions.Condition) that the keyword's cost was paid for the spell — the resolving
    one, the one cast, or the one the source permanent was; None for other words."""
    m = _PAID.fullmatch(low.strip())
    if not m:
        return None
    return condition("copy_cost_paid", value=(m.group(1) or m.group(2)).lower(), text=text)


def _spell(state, rc):
    """The spell whose payment is asked about: the spell cast (a cast trigger's event), the resolving spell, or the
    spell the source permanent was (608.2h: as it last existed once it has left the battlefield); None if it wasn't
    cast."""
    ev = getattr(rc, "event", None)
    if ev is not None and ev.kind == "cast" and getattr(ev, "item", None) is not None and ev.obj == rc.source_oid:
        return ev.item
    item = getattr(rc, "item", None)
    if item is not None and item.kind == "spell":
        return item
    oid = rc.source_oid
    o = state.objects.get(oid) if oid is not None else None
    if o is None:
        o = state.lki.get(oid) if oid is not None else None
    return getattr(o, "record", None) if o is not None else None


def _source_card(state, rc):
    oid = rc.source_oid
    o = state.objects.get(oid) if oid is not None else None
    if o is None and oid is not None:
        o = state.lki.get(oid)
    return getattr(o, "card", None) if o is not None else None


def times_paid(state, spell, kw: str, card=None) -> int | None:
    """How many times ``spell`` (a StackItem) paid keyword ``kw``'s cost; None when it can't be told (noted): before
    the keyword's rule, or, for casualty, beside another sacrifice cost of the spell (which one the sacrifice paid)."""
    if not state.rules_have(kw):
        state.note_unknown(f"{kw} is a keyword the rules of {state.edition} don't have yet (it came with the "
                           f"{COPY_COST_KEYWORDS[kw]} edition): whether its cost was paid, and what that does, can't be "
                           "decided")
        return None
    if spell is None or spell is ...:
        return 0
    if kw != "casualty":
        paid = getattr(spell, "copy_paid", None) or {}
        if paid.get(kw) is ...:
            return None   # noted as it was cast
        return int(paid.get(kw, 0) or 0)
    sacrificed = (getattr(spell, "paid", None) or {}).get("sacrifice") or []
    if not sacrificed:
        return 0
    from .abilities import AdditionalCost
    sacrifices = [c for ab in (getattr(card, "abilities", ()) or ()) if isinstance(ab, AdditionalCost)
                  for c in ab.costs for x in (c, *c.options) if x.kind == "sacrifice"]
    if len(sacrifices) > 1:   # which of its sacrifice costs was paid is not kept apart (702.153b)
        state.note_unknown(f"the spell has another sacrifice cost beside casualty: whether the sacrifice paid its "
                           f"casualty cost can't be decided ({state.rule_no('casualty')})")
        return None
    return 1


def copy_cost_paid(state, cond, rc) -> bool:
    """"if its squad cost was paid", "if a casualty cost was paid for it" (702.153a, 702.157a, 702.175a)."""
    n = times_paid(state, _spell(state, rc), cond.value, _source_card(state, rc))
    return bool(n)


def copy_cost_mana(state, item, card):
    """601.2b, 601.2f: squad and offspring costs the cast step says were paid (``choose: {squad: N}``, ``choose:
    {offspring: true}``) — (the mana they add, the words naming it) for the total cost, recorded on ``item.copy_paid``;
    None when none is paid. Said for a card without the keyword: refused; two instances of it, or a cost that isn't
    mana: noted "cannot decide" (nothing added)."""
    from .values import ManaCost
    added, words = [], []
    for kw in ("squad", "offspring"):
        said = (item.choices or {}).get(kw)
        if said in (None, False, 0):
            continue
        rule = state.rule_no(kw)
        names = _instances(card, kw)
        if not names:
            raise EngineError(f"{card.name} has no {kw} ({rule}): choose: {{{kw}: {said}}} pays nothing")
        if kw == "offspring":
            if said is not True:
                raise EngineError(f"{card.name}: choose: {{offspring: {said!r}}} — say offspring: true (its offspring "
                                  f"cost is paid) or false ({rule})")
            n = 1
        else:
            try:
                n = int(said)
            except (TypeError, ValueError):
                raise EngineError(f"{card.name}: choose: {{squad: {said!r}}} is not a number of times its squad cost "
                                  f"is paid ({rule})") from None
            if n < 0 or said is True:
                raise EngineError(f"{card.name}: choose: {{squad: {said!r}}} — say how many times its squad cost is "
                                  f"paid ({rule})")
        if len(names) > 1:
            state.note_unknown(f"{card.name} has {len(names)} {kw} abilities, each paid separately and triggering on "
                               f"its own payment ({rule}): which was paid isn't stated")
            item.copy_paid = {**item.copy_paid, kw: ...}
            continue
        one = ManaCost.parse(_parts(names[0])[1])
        item.copy_paid = {**item.copy_paid, kw: n}
        added += [s for _ in range(n) for s in one.symbols]
        words.append(f"{kw} {one}" + (f" ({n} time{'s' * (n != 1)})" if kw == "squad" else ""))
        state.log.add(f"{player_cap(item.controller)} {player_verb(item.controller, 'announce')} paying the {kw} cost "
                      f"{one}" + (f" {n} time{'s' * (n != 1)}" if kw == "squad" else "") + f" ({state.rule_no('cast_modes')})",
                      kw, indent=1, kind="step")
    if not added and not words:
        return None
    return ManaCost(tuple(added)), words


@dataclass(frozen=True, slots=True)
class TimesCostPaid(GameValue):
    """"for each time its squad cost was paid" (702.157a): how many times the spell the source permanent was (the
    resolving spell's own) paid the keyword's cost; not cast (a token copy, a permanent put onto the battlefield): 0."""

    keyword: str = "squad"
    describe: str = "each time its squad cost was paid"

    def eval(self, ctx, w) -> int:
        g = game_of(ctx)
        if g is None:
            raise EngineError(f"\u201c{self.describe}\u201d is read only in a game: outside one there is no edition to "
                              "number its rule")
        g.used = True
        rec = spell_record(ctx, g.state, self.describe, g.state.rule_no(self.keyword))
        if rec is None or rec is ...:
            return 0
        return times_paid(g.state, rec, self.keyword) or 0

    def __str__(self) -> str:
        return self.describe


def read_times_paid(each: str, _pc=None):
    """"for each time its squad cost was paid" (the words after "for each"; kb.engine.parser's COUNT_READERS): the
    value, or None."""
    m = re.fullmatch(r"time (?:its|~'s|this creature's) (squad) cost was paid", each.strip(), re.I)
    return TimesCostPaid(keyword=m.group(1).lower(), describe=f"each {each.strip()}") if m else None
