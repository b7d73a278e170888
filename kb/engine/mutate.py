"""Mutate (702.140; 702.139 in 2020-04-17) and merged permanents (730; 721 in 2020, then 723-729): several cards,
one permanent.

"Mutate [cost]" (702.140a) is an alternative cost (the cast step's ``alternative: mutate``): the spell becomes a
mutating creature spell targeting a non-Human creature with the same owner as the spell. As it resolves:

- 702.140b: its target illegal, it ceases to be a mutating creature spell and resolves as a creature spell.
- 702.140c: its target legal, it doesn't enter the battlefield: it merges with the target, on top or under as its
  controller chooses (the spell's ``choose: {mutate: over | under}``; unstated, what depends on the top card is
  "cannot decide").
- 702.140d: "whenever … mutates" triggers (the ``mutates`` event).
- 702.140e, 730.2a: the merged permanent has the topmost component's characteristics and all abilities of each
  component: :func:`merged_card` is that combined card, the object's ``card`` (so its copiable values, 707.2, and
  its mana value are the top card's).
- 730.2b-c: it is the same object: counters, Auras, damage, effects and how long it has been controlled stay.
- 730.2d: it is a token only if its topmost component is.
- 730.3: leaving the battlefield, one permanent leaves and each component is put into the new zone
  (kb.engine.meld's mover, shared with a melded permanent, 712.21); a token component ceases to exist (111.7).

A GameObject's ``merged`` lists its components top first, as (CardDef, card_id, alias).
"""
from __future__ import annotations

import re
from dataclasses import replace

from .errors import EngineError
from .triggers import Event
from .versions import first_edition, rule

__all__ = ["MUTATE", "MutateMixin", "mutate_cost", "mutate_slot", "merged_card"]

# the keyword as the card-text reader keeps it ("mutate {1}{u}", 702.140a): a mana cost
MUTATE = re.compile(r"mutate ((?:\{[^}]+\})+)", re.I)
_CHOICE = {"over": "over", "on top": "over", "top": "over", "under": "under", "bottom": "under", "below": "under"}


def mutate_cost(card) -> str | None:
    """The mana of a card's mutate ability ("{1}{U}"), or None for a card without exactly one."""
    found = [m for a in card.abilities if getattr(a, "kind", "") == "keyword"
             and (m := MUTATE.fullmatch((a.name or "").strip())) is not None]
    return found[0].group(1).upper() if len(found) == 1 else None


def mutate_slot():
    """702.140a: a mutating creature spell targets a non-Human creature (with the same owner as the spell: checked as
    it is cast, an owner never changes)."""
    from .instructions import TargetSlot
    from .parser import _Ctx, parse_selector
    return TargetSlot("target non-Human creature with the same owner as this spell",
                      parse_selector("non-Human creature", _Ctx(None)), None, 1)


def merged_card(parts: tuple):
    """702.140e, 730.2a: the characteristics of a merged permanent — its topmost component's, with the abilities of
    every component (top first) — as one card (its copiable values, 707.2)."""
    top = parts[0][0]
    if len(parts) == 1:
        return top
    return replace(top, abilities=tuple(a for p in parts for a in p[0].abilities),
                   text="\n".join(p[0].text for p in parts if p[0].text))


class MutateMixin:
    """Casting for a mutate cost and a mutating creature spell resolving (mixed into GameState)."""

    def mutate_owner_check(self, item, spell_obj) -> None:
        """702.140a: the target has the same owner as the mutating spell (601.2c: refused otherwise)."""
        t = item.targets[0] if item.targets else None
        o = self.objects.get(t[1]) if t is not None and t[0] == "obj" else None
        if o is not None and o.owner != spell_obj.owner:
            raise EngineError(f"{o.alias} is owned by {o.owner}, not by {spell_obj.owner} who owns {item.name}: a mutating "
                              f"creature spell targets a creature with the same owner ({self.rule_no('mutate')}, {self.rule_no('cast_targets')})")

    def resolve_mutating(self, item, spell_obj) -> bool:
        """A mutating creature spell begins resolving (702.140b-c): True once it has merged with its target; False when it
        resolves as a creature spell (its target illegal: the target is dropped, so it isn't a fizzled spell)."""
        if not rule("mutate", self.edition):
            self.note_unknown(f"{item.name} was cast for its mutate cost, but the rules of {self.edition} have no mutate "
                              f"keyword (it came with the {first_edition('mutate')} edition): how it resolves can't be "
                              "decided")
        legal = self._recheck_targets(item)
        target = item.targets[0] if item.targets else None
        if not legal or not legal[0] or target is None or target[1] not in self.objects:
            self.log.add(f"{item.name}'s target is illegal: it ceases to be a mutating creature spell and resolves as a "
                         "creature spell", "mutate_illegal", indent=1, kind="step")
            item.targets, item.slots, item.cast_with = [], [], ""
            return False
        host = self.objects[target[1]]
        where = _CHOICE.get(str((item.choices or {}).get("mutate", "")).strip().lower())
        if where is None:
            self.note_unknown(f"whether {item.name} is put on top of {host.alias} or under it is not stated (its "
                              f"controller chooses, {self.rule_no('mutate_merge')}): the merged permanent's "
                              "characteristics, and all that follows from them, can't be decided")
            where = "over"
        copied = any(e.locked == frozenset((host.oid,)) and any(op.kind == "copy" for op in e.ops) for e in self.effects)
        if host.face_down or host.melded or host.prototyped or host.transformed or spell_obj.face_down or copied or \
                (host.card.other_faces and not host.merged):
            # 730.2a's copiable effect against an earlier copy effect, 730.2e-j: not modelled
            self.note_unknown(f"{item.name} merges with {host.alias}, a face-down, melded, prototyped, double-faced or "
                              f"copying permanent: merging it is not modelled ({self.rule_no('merge_top')})")
        self._merge(item, spell_obj, host, where)
        return True

    def _merge(self, item, spell_obj, host, where: str) -> None:
        """702.140c, 730.2: the spell's card (a copy of a spell: a token, 111.1) becomes a component of ``host``."""
        card = replace(spell_obj.card, token=True) if item.is_copy else spell_obj.card
        part = (card, spell_obj.card_id, spell_obj.alias)
        parts = host.merged or ((host.card, host.card_id, host.alias),)
        parts = (part,) + parts if where == "over" else parts + (part,)
        self.lki[spell_obj.oid] = self.snapshot_of(spell_obj.oid)
        del self.objects[spell_obj.oid]
        host.merged = parts
        host.mutations += 1
        host.card = merged_card(parts)
        self.aliases[spell_obj.alias] = host.oid   # the card represents the merged permanent (730.2)
        self.log.add(f"{item.name} merges with {host.alias}, put {'on top' if where == 'over' else 'under it'}: one "
                     f"permanent represented by {len(parts)} cards, with the characteristics of its top card, "
                     f"{parts[0][0].name}, and the abilities of each", "mutate_merge", "mutate_abilities", "merge_top",
                     indent=1, kind="step")
        self.log.add(f"{host.alias} is the same object: it hasn't just entered the battlefield nor come under its "
                     "controller's control, and its counters and the effects on it stay", "merge_same_object",
                     indent=1, kind="step")
        self._changed()
        self._emit(Event("mutates", obj=host.oid, player=item.controller))
        item.outcome = "resolved"
        self._record_outcome(item)
