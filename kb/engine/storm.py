"""The keyword triggers of a spell as it is cast: storm (702.40; 502.30 from 2003-07-01, 702.37-702.39 as the
keyword section moved) and cascade (702.85; 502.85 in 2009-05-01, 702.82-702.84 as the section moved).

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

__all__ = ["StormMixin", "copies_new_targets", "copy_own_choices", "STORM_TEXT", "CASCADE_TEXT", "nonland_under"]

STORM_TEXT = "Copy ~ for each other spell that was cast before it this turn."



def nonland_under(limit: int, strict: bool):
    """What cascade (702.85a: mana value less than ``limit``, ``strict``) and discover (701.57a: ``limit`` or less)
    exile until: a card's characteristics → the words saying why it fits, or None."""
    def fits(w):
        mv = w.mana_value or 0
        if "Land" in w.types or mv > limit or (strict and mv == limit):
            return None
        return f"a nonland card with mana value {mv}, " + (f"less than {limit}" if strict else f"{limit} or less")
    return fits

_SPLIT_LAYOUTS = ("split", "aftermath", "fuse")


def cascade_face(state, hit, want, limit: int, label: str, *, strict: bool = True, concept: str = "cascade",
                 resulting: bool | None = None):
    """Which face or half of the card cascade exiled is cast (702.85a; 709.3, 712.11b, 715.3): ``cast: {card: NAME}``
    names the card (its normal face) or one of its other faces; ``face:`` / ``half:`` say it too. Returns (half, face)
    for ``cast``. From 2021-02-15 the resulting spell's mana value must be less than ``limit`` (702.85a: "if the
    resulting spell's mana value is less than this spell's mana value"): a face whose isn't is refused, naming the rule;
    before, any face or half could be cast (the dated variant ``cascade_resulting``, kb.engine.versions). A card with another
    face that could be cast this way, cast without saying which face, is an error asking for it (never guessed).
    Discover (701.57a) asks the same with "less than or equal to" (``strict=False``, ``concept="discover"``,
    ``resulting=True``)."""
    card = hit.card
    rule_no = state.rule_no(concept)
    # 702.85a from 2021-02-15: "if the resulting spell's mana value is less than this spell's"; before, any face or half
    if resulting is None:
        resulting = rule("cascade_resulting", state.edition) == "resulting"
    def under(f) -> bool:
        mv = f.mana_cost.mana_value if f.mana_cost else 0
        return not resulting or mv < limit or (not strict and mv == limit)
    half = face = None
    chosen = None
    if isinstance(want, dict):
        name = want.get("card")
        half, face = want.get("half"), want.get("face")
        if name is not None and str(name) not in (hit.alias, card.name):
            chosen = next((f for f in card.other_faces if f.name.lower() == str(name).strip().lower()), None)
            if chosen is None:
                raise EngineError(f"{label}: {name} is not the card {concept} exiled ({hit.alias}, {rule_no})")
            if card.layout in _SPLIT_LAYOUTS:
                half = chosen.name
            else:
                face = chosen.name
    if chosen is None and half is not None and card.layout in _SPLIT_LAYOUTS:
        chosen = next((f for i, f in enumerate(card.other_faces)
                       if str(half).strip().lower() in (f.name.lower(), str(i + 1))), None)
    if chosen is None and face is not None and card.layout not in _SPLIT_LAYOUTS:
        chosen = card if str(face).strip().lower() in ("front", "1", card.name.lower()) else (
            card.other_faces[0] if card.other_faces else None)
    if chosen is None and card.layout not in _SPLIT_LAYOUTS:
        others = [f for f in card.other_faces if not ("Land" in f.types and len(f.types) == 1) and under(f)]
        if card.layout in ("adventure", "modal_dfc") and others:
            raise EngineError(f"{label}: {hit.alias} may be cast as {' or '.join([card.name] + [f.name for f in others])} "
                              f"({rule_no}): give cast: {{card: FACE, targets: [...]}}")
        chosen = card
    if chosen is not None and chosen is not card and not under(chosen):
        mv = chosen.mana_cost.mana_value if chosen.mana_cost else 0
        raise EngineError(f"{label}: {hit.alias} can't be cast as {chosen.name}: the resulting spell's mana value, "
                          f"{mv}, is not {'less than' if strict else 'at most'} {limit} ({rule_no})")
    return half, face


def copies_new_targets(new, n: int, what: str, rule_no: str) -> list:
    """The new targets stated for ``n`` copies (``choose: {new_targets: ...}``, 707.10c, 702.40a), one entry per copy:
    ``keep`` (every copy keeps the original's targets), or a list of one entry per copy — a list of targets, or
    ``keep``; not stated (None), None for each copy (the choice is then the copy's own unknown). A list of another
    length is an error naming the count."""
    if new is None:
        return [None] * n
    if isinstance(new, str) and new.strip().lower() == "keep":
        return ["keep"] * n
    if not isinstance(new, list) or len(new) != n:
        raise EngineError(f"{what}: new_targets gives {len(new) if isinstance(new, list) else '?'} list(s) of targets "
                          f"for {n} copies (one list per copy, or keep, {rule_no})")
    return [e if isinstance(e, list) or (isinstance(e, str) and e.strip().lower() == "keep") else [e] for e in new]


def copy_own_choices(own, i: int, n: int, what: str) -> dict:
    """The choices stated for copy ``i`` of ``n`` that the copy's controller makes as it resolves (``choose: {copy:
    {...}}`` on the spell or ability making it: 608.2d; a copy copies only the choices made as the original was cast,
    707.10): a mapping of choice keys for every copy, or a list of one mapping per copy; not stated, none (each such
    choice is then unstated, never the original's). Another shape is an error naming the count."""
    if own is None:
        return {}
    if isinstance(own, dict):
        return dict(own)
    if isinstance(own, list) and len(own) == n and all(isinstance(e, dict) for e in own):
        return dict(own[i])
    raise EngineError(f"{what}: copy gives {len(own) if isinstance(own, list) else repr(own)} where the choices of "
                      f"{n} cop{'y' if n == 1 else 'ies'} are asked (a mapping for every copy, or a list of one mapping "
                      f"per copy, 608.2d)")


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
        by = item.choices.get("copies_by", "storm")   # storm, or replicate (702.56a, kb.engine.replicate)
        orig = next((it for it in self.stack if it.sid == sid), None)
        if orig is None:
            if n:
                self.note_unknown(f"{item.name}: the spell left the stack before its storm trigger resolved; copying a "
                                  f"spell that is gone (from its last known information, {self.rule_no('copy_spell')}) is not modelled")
            self.log.add(f"{item.name}: the spell is no longer on the stack", "storm", indent=1, kind="step")
            return
        # the trigger's choose:, or the spell's own (cast: {…, choose: {new_targets: keep}}: "Grapeshot … keeping the target")
        new = copies_new_targets(item.choices.get("new_targets", (orig.choices or {}).get("new_targets")), n, item.name,
                                 self.rule_no(by))
        self.log.add(f"{item.name} resolves: {n} cop{'y' if n == 1 else 'ies'} of {orig.name} (not cast: they don't "
                     "count for storm)", by, "copy_spell", indent=1, kind="step")
        for i in range(n):
            self.copy_spell(orig, controller=item.controller, targets=new[i], because=by, may_new=by, by=item)

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

    def exile_from_top_until(self, who: str, label: str, fits, concept: str):
        """Exile cards from the top of ``who``'s library one at a time until one ``fits`` (its characteristics →
        a few words saying why it fits, or None): cascade (702.85a) and discover (701.57a). Returns (the cards
        exiled, the one that fits or None when the library ran out), or None when a card the scenario did not name
        would be exiled first (which card is found can't be decided; noted)."""
        from .unknowns import library_top_blockers
        p = self.player(who)
        exiled, hit = [], None
        while hit is None:
            if not p.library:
                if p.unknown is None or p.unknown > 0:
                    self.note_unknown(f"{label}: the cards of {_poss(who)} library are not named in the scenario "
                                      "(players: library: [...]): which card is exiled can't be decided")
                    return None
                break   # no such card: every card was exiled
            hidden = library_top_blockers(self, who, 1)
            if hidden:   # the top card is one of cards in an unknown order (401.4): which one is exiled is chance
                self.note_unknown(f"{label}: the top card of {_poss(who)} library can't be known ({'; '.join(hidden)}): "
                                  "which card is exiled can't be decided")
                return None
            o = self.move(self.objects[p.library[0]], "exile", log=False)
            p.taken += 1
            exiled.append(o)
            w = self.evaluate().get(o.oid)
            why = fits(w) if w is not None else None
            self.log.add(f"{label}: {o.alias} is exiled from the top of {_poss(who)} library" + (f": {why}" if why else ""),
                         concept, indent=1, kind="step")
            if why:
                hit = o
        return exiled, hit

    def exiled_to_bottom(self, who: str, exiled: list, label: str, concept: str) -> None:
        """The cards ``exiled`` that are still in exile go to the bottom of ``who``'s library in a random order
        (702.85a, 701.57a): where each of them is, and so when it is drawn, can't be decided when they are several
        or lie below cards the scenario didn't name (the engine's library is the named cards on top of the unnamed
        ones)."""
        from .unknowns import ORDER_UNREACHED, Unknown
        p = self.player(who)
        rest = [o for o in exiled if o.oid in self.objects and self.objects[o.oid].zone == "exile"]
        for o in rest:
            self.move(o, "library", log=False, position="bottom")
        if len(rest) > 1 or (rest and p.unknown != 0):
            ids = frozenset(o.card_id for o in rest)
            self.unknowns.append(Unknown(f"{_poss(who)} library: the {len(rest)} card(s) {label} exiled are on its "
                                         f"bottom in a random order ({self.rule_no(concept)})", frozenset(("zone",)),
                                         since=self.clock, objects=ids, by_card=True, library_of=who,   # only the order
                                         taken=ORDER_UNREACHED))
        if rest:
            self.log.add(f"{', '.join(o.alias for o in rest)} {'goes' if len(rest) == 1 else 'go'} to the bottom of "
                         f"{_poss(who)} library" + (" in a random order" if len(rest) > 1 else ""),
                         concept, indent=1, kind="step")

    def cascade_resolve(self, item) -> None:
        """702.85a: exile cards from the top of the library until a nonland card with a lesser mana value; its
        controller may cast it without paying its mana cost (``choose: {cast: true, targets: [...]}`` on the
        trigger; not said: an error asks), then the other cards exiled go to the bottom in a random order. A library
        whose cards the scenario did not name can't say which card is exiled: cannot decide."""
        who = item.controller
        mv = int(item.choices.get("cascade_mv", 0))

        found = self.exile_from_top_until(who, item.name, nonland_under(mv, strict=True), "cascade")
        if found is None:
            return
        exiled, hit = found
        if hit is not None:
            want = item.choices.get("cast")
            if want is None:
                spell = item.name.removesuffix("'s cascade")
                raise EngineError(f"{item.name}: {_poss(who)} may cast {hit.alias} without paying its mana cost ({self.rule_no('cascade')}): "
                                  f"give triggers: {{{spell}: {{choose: {{cast: true|false, targets: [...]}}}}}} on the "
                                  "step that casts it")
            if want:
                said = want if isinstance(want, dict) else item.choices   # cast: {card, targets} or cast: true, targets
                half, face = cascade_face(self, hit, want, mv, item.name)
                self.cast(hit, controller=who, targets=said.get("targets") or (), mode=said.get("mode"), free=True,
                          half=half, face=face)
            else:
                self.log.add(f"{_cap(who)} {_verb(who, 'choose')} not to cast {hit.alias}", "cascade", indent=1,
                             kind="step")
        self.exiled_to_bottom(who, exiled, "cascade", "cascade")
