"""Meld (701.42, 712.4, 712.8g, 712.21): two cards of a meld pair become one permanent.

A meld card is a card shape with ``layout: meld`` and two faces, its front face and the combined
back face of its pair (both cards of a pair carry the same back face). Melding (701.42a) puts the
two cards onto the battlefield back face up and combined: one :class:`GameObject` whose ``card`` is
the back face and whose ``melded`` lists the two cards it is represented by. Mixed into
:class:`kb.engine.state.GameState`.

- 712.8g: the melded permanent has only the back face's characteristics; its mana value is the sum
  of its front faces' (a copy of it has the back face's, 0).
- 712.4c: meld cards can't be transformed.
- 712.21: when it leaves the battlefield, one permanent leaves and two cards are put into the new
  zone: the zone change is one event for abilities about permanents ("dies" triggers once) with a
  second event for the second card (abilities about cards, "a card is put into a graveyard",
  trigger twice).
- 712.21c: an effect that finds the new object finds both cards (``Event.objs``); 712.21d: one
  replacement applied to the event moves both cards (the move is replaced once, for the permanent).
"""
from __future__ import annotations

from dataclasses import replace

from .errors import EngineError
from .triggers import Event

__all__ = ["MeldMixin", "meld_back"]


def meld_back(card):
    """The combined back face a meld card's pair forms (712.4), or None for other cards."""
    if card is None or card.layout != "meld" or not card.other_faces or card.token:
        return None
    return card.other_faces[0]


class MeldMixin:
    """Melding and a melded permanent leaving the battlefield (mixed into GameState)."""

    def meld_partners(self, source, into: str, controller: str) -> list:
        """The permanents ``source`` can meld with into ``into`` (701.42b: the other card of the
        same meld pair, owned and controlled by ``controller``)."""
        own = meld_back(source.card)
        out = []
        for o in self.objects.values():
            back = meld_back(o.card)
            if o is source or back is None or o.zone != "battlefield" or o.melded:
                continue
            if o.owner == controller and o.controller == controller and back.name == into and \
                    (own is None or o.card.name != source.card.name):
                out.append(o)
        return out

    def exile_and_meld(self, source, into: str, controller: str, partner=None):
        """"Exile them, then meld them into NAME" (701.42a): both are exiled, then put onto the
        battlefield as one melded permanent if they form a meld pair (701.42b), else they stay in
        exile (701.42c)."""
        if source is None or source.zone != "battlefield":
            self.log.add(f"the meld instruction's source has left the battlefield: nothing is melded", "meld_cant",
                         indent=1, kind="step")
            return None
        partners = [partner] if partner is not None else self.meld_partners(source, into, controller)
        them = [source] + partners[:1]
        moved = self.move_many([(o.oid, "exile", {}) for o in them], cause="exile")
        cards = [m for m in moved if m is not None and m.zone == "exile"]
        backs = [meld_back(c.card) for c in cards]
        if len(cards) != 2 or any(b is None or b.name != into for b in backs) or \
                cards[0].card.name == cards[1].card.name or cards[0].owner != cards[1].owner:
            self.log.add(f"{' and '.join(c.alias for c in cards) or 'nothing'} can't be melded into {into}: "
                         "they stay in exile", "meld_cant", indent=1, kind="step")
            return None
        return self.meld(cards, backs[0], controller)

    def meld(self, cards: list, back, controller: str):
        """701.42a: put the two cards onto the battlefield back face up and combined."""
        melded = tuple((c.card, c.card_id, c.alias) for c in cards)
        for c in cards:
            self.lki[c.oid] = self.snapshot_of(c.oid)
            del self.objects[c.oid]
        card = replace(back, layout="meld", other_faces=(), token=False)
        alias = self.unique_alias(back.name)
        with self.batch():
            o = self._new_object(card, "battlefield", cards[0].owner, controller, alias, self.tick())
            o.melded = melded
            o.fresh = True
            for _card, _cid, a in melded:
                self.aliases[a] = o.oid   # the cards are represented by the melded permanent (712.4a)
            self.log.add(f"{' and '.join(a for _c, _i, a in melded)} are melded into {alias}: one permanent "
                         f"represented by two cards, with the characteristics of the combined back face "
                         f"[timestamp {o.ts}]", "meld", "meld_mv", kind="step", indent=1)
            self._as_it_enters(o, {})
            self._emit(Event("zone", obj=o.oid, from_zone="exile", to_zone="battlefield", player=controller,
                             tapped=bool(o.tapped)))
        self._changed()
        return o

    def _move_melded(self, o, zone: str, opts: dict, lki, cause: str, log: bool):
        """712.21: one permanent leaves the battlefield and its two cards are put into ``zone``
        (each its own new object with its front face up); returns the first card. A merged permanent (730.3, its
        components top first; kb.engine.mutate) leaves the same way: a token component ceases to exist (111.7)."""
        self.lki[o.oid] = lki
        for other in self.objects.values():
            if other.attached_to == o.oid:
                other.attached_to = None
        del self.objects[o.oid]
        new = []
        for card, card_id, alias in o.melded or o.merged:
            ctrl = opts.get("controller") or o.controller if zone in ("battlefield", "stack") else o.owner
            n = self._new_object(card, zone, o.owner, ctrl, alias, self.tick(), card_id=card_id)
            self._arrive(n, zone, opts)
            new.append(n)
        self.successors[o.oid] = [n.oid for n in new]
        if zone == "library" and len(new) > 1:
            # 712.21a, 730.3a: put into a library, its owner arranges the cards in any order: which one is on top (drawn
            # first) is their choice, not stated
            from .unknowns import Unknown
            p = self.player(o.owner)
            self.unknowns.append(Unknown(f"{o.alias}'s cards were put into {o.owner}'s library in an order its owner "
                                         "chooses (712.21a, 730.3a), which isn't stated: which is drawn first can't be "
                                         "decided", frozenset(("zone",)), since=self.clock,
                                         objects=frozenset(n.card_id for n in new), by_card=True,
                                         library_of=o.owner, taken=p.taken))
        if log:
            self.log.add(f"{o.alias} leaves the battlefield: one permanent leaves and its {len(new)} "
                         f"{'cards' if o.melded else 'components'}, {' and '.join(n.alias for n in new)}, are put into "
                         f"the {zone} as new objects", "meld_leaves" if o.melded else "merge_leaves", "new_object",
                         kind="step", indent=1 if cause else 0)
        objs = tuple(n.oid for n in new)
        for i, n in enumerate(new):
            self._emit(Event("zone", obj=n.oid, lki=lki, from_zone="battlefield", to_zone=zone, player=lki.controller,
                             cause=cause, objs=objs, part=i))
        self._changed()
        return new[0] if new else None


_ = EngineError
