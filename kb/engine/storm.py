"""The keyword triggers of a spell as it is cast: storm (702.40; 502.30 from 2003-07-01, 702.37-702.39 as the
keyword section moved) and cascade (702.85; 502.85 in 2009-05-01, 702.82-702.84 as the section moved); discover
(701.57a), which exiles cards from the library as cascade does.

"Storm" means "When you cast this spell, copy it for each other spell that was cast before it this
turn. If the spell has any targets, you may choose new targets for any of the copies." (702.40a);
each instance triggers separately (702.40b). The count is the spells every player cast this turn
before it (``Player.spells_cast``, counted as each spell becomes cast, 601.2i; copies are not cast,
707.10, so they don't count). The copies keep the original's targets unless the scenario gives new
ones (``triggers: {SPELL: {choose: {new_targets: [[T], [T] ...]}}}``, one list per copy, 707.10c).
"""
from __future__ import annotations

from .errors import EngineError
from .keywordlist import CASCADE_TEXT
from .text import player_cap as _cap, player_poss as _poss, player_verb as _verb
from .versions import rule

__all__ = ["StormMixin", "STORM_TEXT", "CASCADE_TEXT"]

STORM_TEXT = "Copy ~ for each other spell that was cast before it this turn."


class StormMixin:
    def storm_trigger(self, item, spell_obj, caster: str) -> None:
        """After a spell becomes cast: each instance of storm it has triggers (702.40a-b)."""
        from .triggers import Event, Pending
        snap = self.evaluate()
        w = snap.get(spell_obj.oid)
        if w is None:
            return
        n = sum(1 for h in w.abilities if (h.ability.keyword or "").lower() == "storm")
        if not n:
            return
        if not rule("storm", self.edition):
            self.note_unknown(f"{w.name} has storm, a keyword the rules of {self.edition} don't have yet (storm appears "
                              "in the rules of 2003-07-01): what follows can't be decided")
            return
        before = sum(p.spells_cast for p in self.player_state.values()) - 1
        if self.history_unstated():   # 702.40a counts every spell cast this turn, stated or not
            self.note_unknown(f"{w.name}'s storm copies it once for each spell cast before it this turn: {before} "
                              "stated, and this turn's spells before the question are not")
        for _ in range(n):
            self.pending.append(Pending(None, spell_obj.oid, w.copy(), caster, Event("cast", obj=spell_obj.oid,
                                                                                       player=caster, item=item),
                                        text=STORM_TEXT, label=f"{w.name}'s storm", concept="storm",
                                        choices={"storm_count": before, "storm_of": item.sid}))
        self.log.add(f"{w.name} has storm: {'it triggers' if n == 1 else f'each of its {n} instances triggers'} as it "
                     f"is cast; {before} other spell(s) were cast before it this turn", "storm", indent=1, kind="step")

    def storm_copies(self, item) -> None:
        """The storm trigger resolves: copy the spell once for each spell cast before it this turn."""
        n = int(item.choices.get("storm_count", 0))
        sid = item.choices.get("storm_of")
        orig = next((it for it in self.stack if it.sid == sid), None)
        if orig is None:
            if n:
                self.note_unknown(f"{item.name}: the spell left the stack before its storm trigger resolved; copying a "
                                  f"spell that is gone (from its last known information, 707.10) is not modelled")
            self.log.add(f"{item.name}: the spell is no longer on the stack", "storm", indent=1, kind="step")
            return
        new = item.choices.get("new_targets")
        if new is not None and (not isinstance(new, list) or len(new) != n):
            raise EngineError(f"{item.name}: new_targets gives {len(new) if isinstance(new, list) else '?'} list(s) of "
                              f"targets for {n} copies (one list per copy, 707.10c)")
        self.log.add(f"{item.name} resolves: {n} cop{'y' if n == 1 else 'ies'} of {orig.name} (not cast: they don't "
                     "count for storm)", "storm", "copy_spell", indent=1, kind="step")
        for i in range(n):
            targets = new[i] if new is not None else None
            self.copy_spell(orig, controller=item.controller, targets=targets, because="storm")

    def cascade_trigger(self, item, spell_obj, caster: str) -> None:
        """After a spell becomes cast: each instance of cascade it has triggers (702.85a-b), remembering the spell's
        mana value as it was cast (the copy of its last known information if it leaves, 702.85a)."""
        from .triggers import Event, Pending
        w = self.evaluate().get(spell_obj.oid)
        if w is None:
            return
        n = sum(1 for h in w.abilities if (h.ability.keyword or "").lower() == "cascade")
        if not n:
            return
        if not rule("cascade", self.edition):
            self.note_unknown(f"{w.name} has cascade, a keyword the rules of {self.edition} don't have yet (cascade "
                              "appears in the rules of 2009-05-01): what follows can't be decided")
            return
        for _ in range(n):
            self.pending.append(Pending(None, spell_obj.oid, w.copy(), caster, Event("cast", obj=spell_obj.oid,
                                                                                       player=caster, item=item),
                                        text=CASCADE_TEXT, label=f"{w.name}'s cascade", concept="cascade",
                                        choices={"cascade_mv": w.mana_value or 0}))
        self.log.add(f"{w.name} has cascade: {'it triggers' if n == 1 else f'each of its {n} instances triggers'} as it "
                     f"is cast (its mana value {w.mana_value or 0})", "cascade", indent=1, kind="step")

    def cascade_resolve(self, item) -> None:
        """702.85a: exile cards from the top of the library until a nonland card with a lesser mana value; its
        controller may cast it without paying its mana cost (``choose: {cast: true, targets: [...]}`` on the
        trigger; not said: an error asks), then the other cards exiled go to the bottom in a random order. A library
        whose cards the scenario did not name can't say which card is exiled: cannot decide."""
        mv = int(item.choices.get("cascade_mv", 0))
        got = self.exile_until(item, lambda w: (w.mana_value or 0) < mv, f"less than {mv}", "cascade")
        if got is None:
            return
        exiled, hit = got
        who = item.controller
        cast = False
        if hit is not None:
            want = item.choices.get("cast")
            if want is None:
                spell = item.name.removesuffix("'s cascade")
                raise EngineError(f"{item.name}: {_poss(who)} may cast {hit.alias} without paying its mana cost (702.85a): "
                                  f"give triggers: {{{spell}: {{choose: {{cast: true|false, targets: [...]}}}}}} on the "
                                  "step that casts it")
            if want:
                self.cast(hit, controller=who, targets=item.choices.get("targets") or (), free=True)
                cast = True
            else:
                self.log.add(f"{_cap(who)} {_verb(who, 'choose')} not to cast {hit.alias}", "cascade", indent=1,
                             kind="step")
        self.exiled_to_bottom(item, [o for o in exiled if not (cast and o is hit)], "cascade")

    def discover_resolve(self, ins, rc, item) -> None:
        """701.57a: "Discover N" — exile cards from the top of the library until a nonland card with mana value N or
        less; its controller may cast it without paying its mana cost if the resulting spell's mana value is N or less
        (``choose: {cast: true | false, targets: [...]}``; not said, "cannot decide"), else it is put into their hand;
        the other cards exiled go to the bottom in a random order. A library whose cards the scenario did not name:
        cannot decide."""
        n = int(ins.opts["n"])
        if not self.rules_have("discover"):
            self.note_unknown(f"{item.name}: \u201c{ins.text}\u201d \u2014 the rules of {self.edition} don't define discover "
                              "(701.57, since 2023-11-17): what it does can't be decided")
            return
        got = self.exile_until(item, lambda w: (w.mana_value or 0) <= n, f"{n} or less", "discover")
        if got is None:
            return
        exiled, hit = got
        who = item.controller
        if hit is not None:
            want = rc.choices.get("cast")
            if want is None:
                self.unstated_choice(ins, item, "cast", "cast: true | false, targets: [...]")
                return
            w = self.evaluate().get(hit.oid)
            if want and w is not None and (w.mana_value or 0) <= n:   # the resulting spell's (701.57a)
                self.cast(hit, controller=who, targets=rc.choices.get("targets") or (), free=True)
            else:
                self.move(hit, "hand", log=False)
                self.log.add(f"{_cap(who)} {_verb(who, 'put')} {hit.alias} into {_poss(who)} hand", "discover",
                             indent=1, kind="step")
        self.exiled_to_bottom(item, [o for o in exiled if o is not hit], "discover")

    def exile_until(self, item, fits, said: str, concept: str):
        """Exile cards from the top of the controller's library until a nonland card ``fits`` (its characteristics;
        cascade 702.85a, discover 701.57a): (the cards exiled, that card or None when none was), or None when the
        library's cards aren't all named (noted: which card is exiled can't be decided)."""
        who = item.controller
        p = self.player(who)
        exiled, hit = [], None
        while hit is None:
            if not p.library:
                if p.unknown is None or p.unknown > 0:
                    self.note_unknown(f"{item.name}: the cards of {_poss(who)} library are not named in the scenario "
                                      f"(players: library: [...]): which card {concept} exiles can't be decided")
                    return None
                break   # no such card: every card was exiled
            o = self.move(self.objects[p.library[0]], "exile", log=False)
            p.taken += 1
            exiled.append(o)
            w = self.evaluate().get(o.oid)
            found = w is not None and "Land" not in w.types and fits(w)
            self.log.add(f"{item.name}: {o.alias} is exiled from the top of {_poss(who)} library"
                         + (f": a nonland card with mana value {w.mana_value or 0}, {said}" if found else ""),
                         concept, indent=1, kind="step")
            if found:
                hit = o
        return exiled, hit

    def exiled_to_bottom(self, item, exiled: list, concept: str) -> None:
        """The other cards exiled go to the bottom of the library in a random order (702.85a, 701.57a): those still in
        exile; where each is, below cards the scenario didn't name or among several, can't be decided."""
        from .unknowns import Unknown
        who = item.controller
        p = self.player(who)
        rest = [o for o in exiled if o.oid in self.objects and self.objects[o.oid].zone == "exile"]
        for o in rest:
            self.move(o, "library", log=False, position="bottom")
        if len(rest) > 1 or (rest and p.unknown != 0):
            # in a random order, or below cards the scenario didn't name (the engine's library is the named cards on
            # top of the unnamed ones): where each of them is, and so when it is drawn, can't be decided
            ids = frozenset(o.card_id for o in rest)
            self.unknowns.append(Unknown(f"{_poss(who)} library: the {len(rest)} card(s) {concept} exiled are on its "
                                         f"bottom in a random order ({self.rule_no(concept)})", frozenset(("zone",)),
                                         since=self.clock, objects=ids, by_card=True))
        if rest:
            self.log.add(f"{', '.join(o.alias for o in rest)} {'goes' if len(rest) == 1 else 'go'} to the bottom of "
                         f"{_poss(who)} library" + (" in a random order" if len(rest) > 1 else ""),
                         concept, indent=1, kind="step")
