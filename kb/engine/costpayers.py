"""Paying part of a spell's total cost with objects rather than mana, as the cost is paid (601.2h): convoke
(702.51a: tap an untapped creature you control for each generic mana, or for a coloured mana of one of its colours),
improvise (702.126a: tap an untapped artifact you control for each generic mana) and delve (702.66a: exile a card from
your graveyard for each generic mana). None is an additional or alternative cost: each applies after the total cost is
determined (702.51b, 702.66b, 702.126b), so the total cost (and the mana value) doesn't change.

A cast states the objects: ``convoke: [creatures]``, ``improvise: [artifacts]``, ``delve: [cards]`` — or ``tap:`` /
``exile:`` when the spell has the keyword and no cost of its own that taps or exiles. Each object is checked; what they
leave of the total cost is paid with the mana stated (each way the objects may split the symbols is tried: a green
creature pays {G} or {1}). Before the rules worded each keyword as a way to pay (an additional cost reducing the total
cost until 2013-07-13: 502.46a, 702.48a, 702.63a), what a stated payment did is "cannot decide"; before the keyword's
rule it is unread altogether (kb.engine.objects.edition_abilities).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .errors import EngineError
from .values import ManaCost

__all__ = ["PAYER_KEYS", "PAYER_KEYWORDS", "ObjectPayment", "could_pay", "objects_paying", "stated_payers"]

# the cast fields that name the objects (kb.engine.scenario), one per keyword
PAYER_KEYS = ("convoke", "improvise", "delve")
PAYER_KEYWORDS = frozenset(PAYER_KEYS)
# the rule change that dates each keyword's wording as a way to pay (kb.engine.versions)
_WORDING = {"convoke": "convoke_pays", "delve": "delve_pays", "improvise": None}
_COLOURS = "WUBRG"


def stated_payers(step: dict) -> dict:
    """The objects a cast step names for ``convoke:`` / ``improvise:`` / ``delve:``, each a list."""
    return {k: list(v) if isinstance(v, list) else [v] for k in PAYER_KEYS if (v := step.get(k)) is not None}


@dataclass
class ObjectPayment:
    """What the objects stated pay: ``owed`` is each total left to pay in mana (one per way the objects may split
    the symbols; distinct), ``taps`` and ``exiles`` the objects (by oid) and the keyword each pays for."""
    owed: list = field(default_factory=list)
    taps: list = field(default_factory=list)     # (oid, keyword)
    exiles: list = field(default_factory=list)   # (oid, keyword)
    undecided: bool = False                      # noted "cannot decide": nothing is paid, the mana isn't checked

    def pay(self, state, item) -> None:
        """Tap the creatures and artifacts, exile the cards (601.2h); each is remembered as it last was, as
        "convoked" names it (702.51c)."""
        snap = state.evaluate()
        for oid, kw in self.taps + self.exiles:
            item.paid.setdefault(kw, []).append(state.snapshot_of(oid, snap))
        for oid, _kw in self.taps:
            state.set_tapped(oid, True)
        if self.exiles:
            state.move_many([(oid, "exile", {}) for oid, _kw in self.exiles], cause="exile")
        for kw in PAYER_KEYS:
            names = [state.objects[o].alias if o in state.objects else str(o) for o, k in self.taps + self.exiles if k == kw]
            if names:
                item.costs.append(f"{kw}: " + ", ".join(names))


def _keywords_of(state, spell_obj) -> dict:
    """The spell's keywords of PAYER_KEYWORDS as read (a keyword an edition doesn't name is unread: absent here)."""
    w = state.evaluate().work.get(spell_obj.oid)
    out = {}
    for h in (w.abilities if w is not None else ()):
        ab = h.ability
        if getattr(ab, "kind", "") == "keyword" and ab.name.lower().split(" ")[0] in PAYER_KEYWORDS:
            out[ab.name.lower().split(" ")[0]] = ab.name
    return out


def _printed(card, kw: str) -> bool:
    """Whether the card's text has keyword ``kw`` though the rules of this edition may not read it."""
    for a in getattr(card, "abilities", ()) or ():
        text = (getattr(a, "name", "") or getattr(a, "text", "") or "").lower()
        if text.split(" ")[0].split("(")[0].strip() == kw:
            return True
    return False


def objects_paying(state, item, spell_obj, card, total: str, given: dict) -> ObjectPayment | None:
    """The payment with objects a cast states for ``total`` (the spell's total cost, 601.2f), checked; None when it
    states none. Refusals (EngineError) name the keyword's rule: an object that can't pay, more objects than the
    symbols they may pay. ``tap:`` / ``exile:`` name them when the spell's own costs neither tap nor exile
    (``given['_own_kinds']``: the kinds of its other costs)."""
    has = _keywords_of(state, spell_obj)
    stated = {k: list(v) for k, v in given.items() if k in PAYER_KEYS}
    own = given.get("_own_kinds", frozenset())
    if given.get("tap") is not None and "tap_other" not in own and ({"convoke", "improvise"} & set(has)):
        stated.setdefault("tap", list(given["tap"]))
    if given.get("exile") is not None and "exile" not in own and "delve" in has:
        stated.setdefault("delve", list(given["exile"]))
    if not stated:
        return None
    rule = state.rule_no
    for kw in [k for k in PAYER_KEYS if k in stated]:
        if kw not in has:
            if _printed(card, kw):   # a keyword these rules don't name: what paying with it does is unread
                state.note_unknown(f"{card.name}'s \u201c{kw}\u201d is not read under the rules of {state.edition}: what "
                                   f"{kw}: [{', '.join(map(str, stated[kw]))}] paid can't be decided ({rule('cast_pay')})")
                return ObjectPayment(undecided=True)
            raise EngineError(f"{card.name} has no {kw}: {kw}: [{', '.join(map(str, stated[kw]))}] can't pay its "
                              f"total cost ({rule(kw)}, {rule('cast_pay')})")
    from .versions import rule as version
    for kw in has:
        uses = kw in stated or (kw != "delve" and "tap" in stated)
        if uses and _WORDING.get(kw) and version(_WORDING[kw], state.edition) != "pays" and given.get("_cost_changed", True):
            # the older wording (an additional cost, each object reducing the total cost by {1} or one mana of its
            # colour, 502.46a of 2005) and today's (each object pays one of those symbols) take the same objects for
            # the same symbols, unless another change to the cost comes between the reduction and the payment
            state.note_unknown(f"the rules of {state.edition} word {kw} as an additional cost that reduces the total "
                               f"cost ({rule(kw)}), not as a way to pay it (the engine reads the wording of the "
                               f"2013-07-13 rules on): what this cast paid can't be decided")
            return ObjectPayment(undecided=True)
    snap = state.evaluate()
    who = item.controller
    seen: set = set()
    payers = []   # (oid, keyword or "tap", what it may pay: a set of colour letters it pays besides generic)
    for kw, refs in stated.items():
        for ref in refs:
            o = state.obj(ref)
            if o.oid in seen:
                raise EngineError(f"{o.alias} is named twice: each object pays once ({rule('cast_pay')})")
            seen.add(o.oid)
            w = snap.get(o.oid)
            if kw == "delve":
                if o.zone != "graveyard" or o.owner != who:
                    raise EngineError(f"{o.alias} is not a card in {'your' if who == 'you' else who + chr(39) + 's'} "
                                      f"graveyard: delve exiles a card from your "
                                      f"graveyard ({rule('delve')})")
                payers.append((o.oid, "delve", frozenset()))
                continue
            kinds = [k for k in (("convoke", "creature"), ("improvise", "artifact"))
                     if (kw == k[0] or (kw == "tap" and k[0] in has)) and k[0] in has]
            fits = [k for k, t in kinds if w is not None and t.capitalize() in w.types]
            why_rule = rule(kinds[0][0]) if kinds else rule(kw)
            if o.zone != "battlefield" or w is None or w.controller != who:
                raise EngineError(f"{o.alias} is not a permanent {who} controls: it can't be tapped for "
                                  f"{' or '.join(k for k, _ in kinds) or kw} ({why_rule})")
            if not fits:
                raise EngineError(f"{o.alias} is not {' or '.join('an ' + t if t[0] == 'a' else 'a ' + t for _, t in kinds)}: "
                                  f"it can't be tapped for {' or '.join(k for k, _ in kinds)} ({why_rule})")
            if o.tapped:
                raise EngineError(f"{o.alias} is tapped: {' or '.join(fits)} taps an untapped "
                                  f"{' or '.join(t for k, t in kinds if k in fits)} ({rule(fits[0])})")
            colours = frozenset(c for c in (w.colors or ()) if c in _COLOURS) if "convoke" in fits else frozenset()
            payers.append((o.oid, fits[0] if len(fits) == 1 else "convoke", colours))
    sym = list(ManaCost.parse(total).symbols) if total else []
    generic = sum(int(s) for s in sym if s.isdigit())
    coloured = [s for s in sym if not s.isdigit()]
    if any("/" in s and s.split("/")[0].isdigit() for s in coloured) and any(c for _o, _k, c in payers):
        state.note_unknown(f"{item.name}: a creature tapped for convoke paying a monocoloured hybrid symbol of "
                           f"{total} is not modelled ({rule('convoke')}): what this cast paid can't be decided")
        return ObjectPayment(undecided=True)
    owed = _remainders(payers, generic, coloured)
    if not owed:
        kws = sorted({k for _o, k, _c in payers})
        raise EngineError(f"{item.name}: the {len(payers)} object(s) stated for {' and '.join(kws)} can't each pay a "
                          f"mana of its total cost {total}: each pays one generic mana"
                          f"{' (a creature for convoke: or one mana of its colour)' if 'convoke' in kws else ''} "
                          f"({', '.join(rule(k) for k in kws)})")
    pay = ObjectPayment(owed=owed)
    for oid, kw, _c in payers:
        (pay.exiles if kw == "delve" else pay.taps).append((oid, kw))
    return pay


def _pays(colours: frozenset, symbol: str) -> bool:
    """Whether a creature of ``colours`` tapped for convoke pays coloured ``symbol`` ({G}, hybrid {G/W}, Phyrexian
    {G/P}: a coloured mana symbol of each of its colours, 107.4e-f)."""
    return any(part in colours for part in symbol.split("/") if part in _COLOURS)


def _remainders(payers: list, generic: int, coloured: list) -> list:
    """Each total left to pay in mana by one way the payers split the symbols (each pays exactly one mana: a generic
    one, or a coloured one its colours pay, 702.51a); [] when there is none."""
    out: list = []
    seen: set = set()   # a state reached twice leads to the same totals: walked once (many creatures stay fast)

    def walk(i: int, g: int, left: tuple) -> None:
        if (i, g, left) in seen:
            return
        seen.add((i, g, left))
        if i == len(payers):
            s = ("{%d}" % g if g or not left else "") + "".join("{%s}" % x for x in left)
            if s not in out:
                out.append(s)
            return
        colours = payers[i][2]
        if g > 0:
            walk(i + 1, g - 1, left)
        for j, x in enumerate(left):
            if colours and _pays(colours, x) and x not in left[:j]:
                walk(i + 1, g, left[:j] + left[j + 1:])

    walk(0, generic, tuple(coloured))
    return out


def could_pay(state, spell_obj, who: str) -> str:
    """The first of the spell's PAYER_KEYWORDS (as written) for which ``who`` has an object that could pay now: an
    untapped creature (convoke) or artifact (improvise) they control, a card in their graveyard or a graveyard the
    question doesn't list (delve); "" when none could — then nothing but mana paid its total cost (601.2h)."""
    has = _keywords_of(state, spell_obj)
    if not has:
        return ""
    snap = state.evaluate()
    for kw, written in has.items():
        if kw == "delve":
            if state.in_zone("graveyard", who) or "graveyard" in getattr(state.player(who), "unlisted", ()):
                return written
            continue
        kind = "Creature" if kw == "convoke" else "Artifact"
        for o in state.in_zone("battlefield"):
            w = snap.get(o.oid)
            if w is not None and w.controller == who and not o.tapped and kind in w.types:
                return written
    return ""
