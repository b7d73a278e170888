"""Activating an activated ability as a trigger event (602.2, 603.2): "Whenever an opponent activates an ability that
isn't a mana ability, ~ deals 1 damage to that player." (Flamescroll Celebrant), "Whenever an opponent activates an
ability of a creature or land that isn't a mana ability, you may draw a card." (Runic Armasaur).

The event is the ability becoming activated (602.2b applying 601.2i), once it is on the stack: kb.engine.stack (``emit_activated``,
also for ninjutsu) emits it for every activated ability that uses the stack (605.3a: a mana ability doesn't, 605.1a),
with the source as it was as the ability was activated (before its costs were paid: an ability of a creature
sacrificed to pay its cost is still the ability of a creature, 602.2b, 601.2h). Only a condition that says "that isn't
a mana ability" is read: the engine doesn't follow every mana ability activated (mana paid from sources a scenario
doesn't name), so a condition that counts them is not read. "That player" is the player who activated it (603.2).
kb.engine.triggers builds the TriggerSpec("activated") from what this module reads (this module imports none of it).

Some kinds of ability are never mana abilities, so a condition naming them counts only abilities the engine sees
activated (:class:`ActivatedKind`): "a loyalty ability [of a Chandra planeswalker]" (605.1a: a loyalty ability isn't
one; 606.3), "an ability that targets a creature or player" (605.1a: a mana ability has no target), "a ninjutsu
ability", "~'s outlast ability" (a keyword whose rule writes its effect, and the effect adds no mana: 702.49a,
702.107a; a keyword whose effect the card writes, as exhaust, could be a mana ability and is not read), and "an
ability, if it isn't a mana ability" (603.4: the intervening "if" asks what "that isn't a mana ability" asks, and the
answer can't change between the event and the resolution).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import ParseError

__all__ = ["read_activation", "is_activation", "source_matches", "ActivatedKind", "LOYALTY_COST"]

_WHO = {"you": "you", "an opponent": "opponent", "a player": "any"}
_FORM = re.compile(r"(you|an opponent|a player) activates? an ability(?: of (?:a|an) (.+?))? that isn't a mana ability")
# "Whenever an ability of equipped creature is activated, if it isn't a mana ability": by any player (603.2)
_PASSIVE = re.compile(r"an ability of (?:an? )?(.+?) is activated that isn't a mana ability")
_START = re.compile(r"(?:you|an opponent|a player) activates? |an ability of .+ is activated\b")


LOYALTY_COST = re.compile(r"[+\-\u2212]?(?:\d+|X)")   # a loyalty ability's cost: "+1", "\u22122", "0", "\u2212X" (606.4)
_INTERVENING = ", if it isn't a mana ability"   # 603.4: how kb.engine.triggers hands the intervening "if" on
_KIND_FORM = re.compile(r"(you|an opponent|a player) activates? (?:(a loyalty ability)(?: of (?:an? )?(.+))?|(an|a|~'s) ([a-z]+) "
                        r"ability|an ability that targets (.+?))")


def _never_mana(keyword: str) -> bool:
    """Whether every ability of the keyword is one the rules write whole, adding no mana: never a mana ability
    (605.1a). Ninjutsu (702.49a, kb.engine.ninjutsu); a keyword kb.engine.keywordmeans defines as an activated ability
    whose effect its rule writes ("Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on ~", 702.107a)."""
    from .keywordmeans import KEYWORD_MEANINGS
    if keyword == "ninjutsu":   # 702.49a: "… Put this card onto the battlefield from your hand tapped and attacking."
        return True
    k = KEYWORD_MEANINGS.get(keyword)
    return k is not None and k.kind == "activated" and "EFFECT" not in k.text and not re.search(r"\bAdd\b", k.text)


@dataclass(frozen=True)
class ActivatedKind:
    """What kind of ability a trigger condition "you activate …" names, one never a mana ability (605.1a):
    ``loyalty`` (606.3), ``keyword`` ("a ninjutsu ability"; ``own``: "~'s outlast ability", of the trigger's source),
    ``aim`` (what it targets: a selector, ``players``: or a player; 115.1b), ``intervening``: "an ability, if it isn't a
    mana ability" (603.4); ``passive``: said "an ability of equipped creature is activated" (by any player)."""

    loyalty: bool = False
    keyword: str | None = None
    own: bool = False
    aim: object = None
    players: bool = False
    intervening: bool = False
    passive: bool = False

    def matches(self, ev, ctx, src) -> bool | None:
        """Whether the ability activated in ``ev`` is of this kind; None when that can't be told (a variant of the
        keyword: "commander ninjutsu" for "a ninjutsu ability", 702.49d)."""
        item = ev.item
        ab = getattr(item, "ability", None)
        if self.loyalty:
            return bool(LOYALTY_COST.fullmatch((getattr(ab, "cost", None) or "").strip()))
        if self.keyword is not None:
            if self.own and (src is None or ev.obj != src.oid):
                return False
            said = (getattr(ab, "keyword_name", None) or (getattr(ab, "name", "") if getattr(ab, "kind", "") == "keyword"
                                                         else "") or "").lower()
            base = re.split(r" (?=\{|\d|x\b)", said, maxsplit=1)[0].strip()
            if base == self.keyword:
                return True
            return None if base.endswith(" " + self.keyword) else False
        if self.aim is not None or self.players:
            work = getattr(ctx, "work", None) or {}
            for t in getattr(item, "targets", ()) or ():
                if t is None:
                    continue
                kind, ref = t
                if kind == "player":
                    if self.players:
                        return True
                    continue
                w = work.get(ref)
                if w is not None and self.aim is not None and self.aim.match(w, ctx):
                    return True
            return False
        return True


def is_activation(b: str) -> bool:
    """Whether the trigger condition ``b`` is about activating an ability ("you activate …", "an ability of equipped
    creature is activated")."""
    return bool(_START.match(b))


def read_activation(b: str, card: str | None, selector=None) -> tuple | None:
    """The trigger condition ``b`` ("an opponent activates an ability of an artifact, creature, or land that isn't a
    mana ability") as (who activated it: 'you' | 'opponent' | 'any', the description of its source or None: any source,
    in any zone, the :class:`ActivatedKind` or None). None when ``b`` is not about activating; a ParseError for an
    activation condition not read (one that counts mana abilities). ``selector``: the caller's reader of a description
    of objects (what "an ability that targets …" names)."""
    if not is_activation(b):
        return None
    if b.endswith(_INTERVENING):   # "Whenever you activate an ability, if it isn't a mana ability" (603.4)
        said = b.removesuffix(_INTERVENING) + " that isn't a mana ability"
        m = _FORM.fullmatch(said)
        if m is not None:
            return _WHO[m.group(1)], m.group(2), ActivatedKind(intervening=True)
        m = _PASSIVE.fullmatch(said)
        if m is not None:
            return "any", m.group(1), ActivatedKind(intervening=True, passive=True)
    m = _FORM.fullmatch(b)
    if m is not None:
        return _WHO[m.group(1)], m.group(2), None
    m = _PASSIVE.fullmatch(b)
    if m is not None:
        return "any", m.group(1), ActivatedKind(passive=True)
    m = _KIND_FORM.fullmatch(b)
    if m is not None and m.group(2):   # 606.3: a loyalty ability, of a planeswalker of that kind
        return _WHO[m.group(1)], m.group(3), ActivatedKind(loyalty=True)
    if m is not None and m.group(5) and _never_mana(m.group(5)) and (m.group(4) != "~'s" or _WHO[m.group(1)] == "you"):
        return _WHO[m.group(1)], None, ActivatedKind(keyword=m.group(5), own=m.group(4) == "~'s")
    if m is not None and m.group(6) and selector is not None:   # 115.1b: its targets, chosen as it is activated (602.2b, 601.2c)
        what = m.group(6)
        players = bool(re.fullmatch(r"(?:.+ or )?(?:a )?player", what))
        what = re.sub(r"(?:^| or )(?:a )?player$", "", what)
        aim = selector(re.sub(r"^(?:a|an)\s+", "", what)) if what else None
        return _WHO[m.group(1)], None, ActivatedKind(aim=aim, players=players)
    raise ParseError(b, "an activation trigger the engine does not model (only \u201cthat isn't a mana ability\u201d, a "
                     "loyalty ability, an ability with a target, or a keyword's ability that is never a mana ability "
                     "is read)", card)


def source_matches(subject, ev, ctx) -> bool:
    """Whether the source of the ability activated (``ev``, kind "activated") is of the description ``subject`` (603.2):
    as it was as the ability was activated (``ev.lki``); any source when there is no description."""
    if subject is None:
        return True
    view = getattr(ev.lki, "working", None)
    return view is not None and bool(subject.match(view, ctx))
