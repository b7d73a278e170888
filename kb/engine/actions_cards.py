"""Cards in hands and libraries: search (701.23), draw (121), discard (701.9), mill (701.17), shuffle (701.24), the
top or bottom of a library, looking at cards (701.20), and cards linked to the object that exiled them (607).

Mixed into :class:`kb.engine.state.GameState` beside :class:`kb.engine.actions.ActionsMixin`.
"""
from __future__ import annotations

import re
from .errors import EngineError
from .instructions import (Instruction, Subject)
from .rctx import RCtx
from .thisway import record_unnamed
from .blockpartner import block_partner
from .unnamed import is_unnamed
from .words import said_none
from .text import player_does as _pv, player_poss as _poss
from .triggers import KEYWORD_ACTION_EVENTS, Event
from .actions import SPELL_WORDS, antecedent, fixed

__all__ = ["CardActions"]


def _alike(state, oids: list) -> bool:
    """Whether the cards ``oids`` are all cards nobody named, none known to fit any description (a hand given only as a
    number, kb.engine.unnamed): choosing among them chooses nothing anyone can tell apart."""
    return bool(oids) and all(is_unnamed(state.objects[i].card) and state.objects[i].card.known_as is None
                              for i in oids)


_PLACE_SAID = {"battlefield": "onto the battlefield", "hand": "into the hand", "graveyard": "into the graveyard"}


# a triggered ability whose event is its own object entering (603.6a): a land entering can't trigger it again
_SELF_ENTERS = re.compile(r"^When(?:ever)? (?:this \w+|~) enters\b", re.I)


def _basic_found_reach(ins: Instruction, player: str, rc: RCtx | None) -> tuple | None:
    """choice_reach's arguments for "search … for a basic land card, put it onto the battlefield" with the card found
    unstated: a basic land (205.4c) has no ability but its basic land types' mana abilities (305.6), so the card found
    changes only which permanents there are and their types (a land count), what mana can be made, and the searcher's
    cards — and what reads those: a landfall trigger, a count of lands (603.2, 613.4c), and the sentences after it
    that read them or refer back to it (608.2c). None when the card can be more than a basic land (any ability)."""
    from .filters import Selector
    sel = ins.opts.get("selector")
    if not isinstance(sel, Selector) or "Basic" not in sel.supertypes or set(sel.types) != {"Land"} or rc is None \
            or rc.item is None:
        return None
    item = rc.item
    if item.kind == "spell":
        skip, cards = (item.oid,), ((rc.state.objects[item.oid].card_id,) if item.oid in rc.state.objects else ())
    elif _SELF_ENTERS.match(re.sub(r"\([^)]*\)", "", getattr(item.ability, "text", "") or "").strip()):
        skip, cards = (item.ability,), ()
    else:
        return None   # its own event may be a land entering (603.2): what it does again is not bounded here
    text = item.text or ""
    at = text.find(ins.text)
    if at < 0:
        return None
    later = [x for x in re.split(r"(?<=\.)\s+", text[at + len(ins.text):].strip()) if x]
    # a later condition reads the result unless it asks only whether the optional search was made ("If you do")
    # (its words: the rest of the sentence, the search having been made whatever was found, 701.23b)
    later = [re.sub(r"(?i)^if you do,\s*", "", x) for x in later]
    parts = tuple((x, bool(re.match(r"(?i)(?:if|unless|as long as)\b", x))) for x in later)
    start = (frozenset(("zone", "types", "mana", "cards", "cards_zone")),
             {"cards": frozenset((player,)), "cards_zone": frozenset((player,))})
    return parts, skip, cards, player, None, start


class CardActions:
    """What resolving instructions do, as this module's docstring says."""

    def _search(self, ins: Instruction, rc: RCtx) -> list:
        """701.23: search a library for cards. Which cards are found is the player's choice, stated as
        ``choose: {search: NAME | [NAMES] | []}``: for a card with a stated quality the player may find none
        (701.23b); for just "a card" they must find one if the library has any (701.23d). A library the scenario
        doesn't list in full may hold a card it doesn't name: finding nothing named is then "cannot decide"."""
        # (with ``ins``: "each player may search …", only those who chose to, kb.engine.eachmay)
        who = [r[1] for r in self.subjects(ins.opts["who"], rc, ins) if r[0] == "player"]
        want = rc.choices.get("search")
        if len(who) > 1 or ins.opts["who"].kind == "players":
            # "Each player searches their library for …": each their own, at once (608.2f), the cards each finds stated
            # per player (choose: {search: {PLAYER: [NAMES]}})
            if want is not None and not isinstance(want, dict):
                raise EngineError(f"\u201c{ins.text}\u201d: each player finds their own cards: give choose: "
                                  f"{{search: {{PLAYER: [NAMES], ...}}}} ({self.rule_no('search')})")
            return [o for w in who for o in self._search_one(ins, rc, w, None if want is None else want.get(w))]
        if len(who) != 1:
            return []
        return self._search_one(ins, rc, who[0], want)

    def _search_one(self, ins: Instruction, rc: RCtx, player: str, want) -> list:
        """One player's library searched (see ``_search``); ``want``: the cards found, as stated."""
        p = self.player(player)
        # 701.23a: searched, whatever is found — "if an opponent searched their library this turn" (kb.engine.oneopponent)
        by = rc.you if ins.opts.get("searcher") == "you" else p.name
        from .restrictions import search_prohibited
        cant = search_prohibited(self, self.evaluate(), by)
        if cant:   # "Players can't search libraries." (101.2: the "can't" wins): nothing searched, nothing found
            self.log.add(f"{_pv(by, 'searches')} no library: {cant}", "cant_wins", "search", indent=1, kind="step")
            return []
        self._emit(Event("search", player=by, cause="own" if by == p.name else "other"))
        n = fixed(ins.amount, rc, None)
        snap = self.evaluate()
        ctx = rc.at(snap.work)
        lib = [o for o in p.library_cards() if o in self.objects]
        zones = ins.opts.get("zones") or ()
        if "graveyard" in zones:   # "search your library and/or graveyard" (701.23a)
            lib += [o.oid for o in self.in_zone("graveyard", p.name) if o.owner == p.name]
        if "hand" in zones:        # "search target player's graveyard, hand, and library"
            lib += [o.oid for o in self.in_zone("hand", p.name)]
        noted = len(self.unknowns)
        cands = [o for o in lib if snap.get(o) is not None and ins.opts["selector"].match(snap.get(o), ctx)]
        # a description whose value can't be decided ("the number of colors of mana spent", the mana not stated): which
        # cards match is not known (noted "cannot decide" by the value), so a stated card is not refused for it
        undecided = len(self.unknowns) > noted
        if ins.opts.get("same_name_as") is not None:
            cands = self._same_name(cands, ins, rc, snap)
        hidden = p.unknown is None or p.unknown > 0 or ("hand" in zones and not p.hand_known)
        if want is None:
            if not cands and not hidden:
                self.log.add(f"{_pv(p.name, 'searches')} {_poss(p.name)} library and finds nothing", "search", indent=1,
                             kind="step")
                return []
            if "hand" in zones or hidden:   # the cards found are a choice (701.23b), never guessed
                # "all cards …": in the graveyard, a public zone, every one is found whatever the choice (701.23b)
                public = [o for o in cands if ins.opts.get("all") and self.objects[o].zone == "graveyard"]
                self._search_unstated(ins, p, [o for o in cands if o not in public],
                                      rc.you if ins.opts.get("searcher") == "you" else None, rc)
                return public
            raise EngineError(f"\u201c{ins.text}\u201d: which card(s) does {p.name} find? give choose: {{search: NAME}} "
                              f"(or [] to find none; {self.rule_no('search')}-b); the library holds "
                              f"{', '.join(self.objects[o].alias for o in lib) or 'no named card'}")
        names = want if isinstance(want, list) else [want]
        picked = []
        for nm in names:
            o = self.obj(nm)
            if o.oid not in cands and not (undecided and o.oid in lib):
                raise EngineError(f"\u201c{ins.text}\u201d: {o.alias} is not a matching card in {_poss(p.name)} "
                                  f"{', '.join(zones) if zones else 'library'} ({self.rule_no('search')})")
            if o.oid not in cands:
                self.log.add(f"whether {o.alias} matches the description can't be decided: what follows can't be either",
                             "search", indent=1, kind="step")
            picked.append(o.oid)
        if ins.opts.get("different_names") and len({self.objects[o].card.name for o in picked}) < len(picked):
            raise EngineError(f"\u201c{ins.text}\u201d: the cards found must have different names ({self.rule_no('search')})")
        if ins.opts.get("all"):   # "all cards …": every one in a public zone is found (701.23b: hidden zones only)
            picked += [o for o in cands if self.objects[o].zone == "graveyard" and o not in picked]
        if n >= 0 and len(set(picked)) > n:
            raise EngineError(f"\u201c{ins.text}\u201d: at most {n} card(s) can be found ({self.rule_no('search')})")
        if ins.opts.get("any_card") and len(picked) < min(n, len(lib)) and not ins.opts.get("up_to"):
            raise EngineError(f"\u201c{ins.text}\u201d: searching for a quantity of cards, {p.name} must find "
                              f"{min(n, len(lib))} (701.23d)")
        if not picked and hidden and ins.opts.get("any_card") and not ins.opts.get("up_to"):
            self.note_unmodelled(ins.text, rc.item.name if rc.item is not None else "?",
                                  "the card found is one the scenario doesn't name")
        searcher = rc.you if ins.opts.get("searcher") == "you" else p.name
        said = "graveyard, hand, and library" if "hand" in zones else "library and/or graveyard" if zones else "library"
        self.log.add(f"{_pv(searcher, 'searches')} {_poss(p.name)} {said} and finds "
                     f"{', '.join(self.objects[o].alias for o in picked) or 'nothing'}", "search", indent=1, kind="step")
        if ins.opts.get("zones"):   # "If you search your library this way": certain only when the card came from it
            rc.chosen["searched_library"] = True if any(self.objects[o].zone == "library" for o in picked) else None
        # the cards found leave the library by this choice, not by chance (kb.engine.unknowns.chosen_from_library)
        self.searched_out.update(o for o in picked if self.objects[o].zone == "library")
        return list(dict.fromkeys(picked))

    def _shares_name(self, subj, rc: RCtx, ins: Instruction | None) -> list:
        """"Target creature and all other creatures with the same name as that creature": the first, then each other
        object of the description with a name in common with it as the instruction is carried out (201.2;
        _names_in_common)."""
        from .versions import rule
        out = list(self.subjects(subj.of, rc, ins))
        snap = self.evaluate()
        ctx = rc.at(snap.work)
        firsts = {oid for kind, oid in out if kind == "obj"}
        names = {snap.get(oid).name or "" for oid in firsts if snap.get(oid) is not None}
        ctls = {snap.get(oid).controller for oid in firsts if snap.get(oid) is not None}
        # "… that player controls with the same name": only the first's controller's objects (109.4)
        others = [i for i in sorted(subj.selector.select(snap.work, ctx)) if i not in firsts and not (
            subj.who == "first_controller" and snap.work[i].controller not in ctls)]
        shared = self._names_in_common(names, others, snap, ins.text if ins is not None else subj.text)
        out += [("obj", i) for i in shared]
        nameless = "" in names
        # (the first may have left since, when a later instruction reads it again: "That player …", 608.2h)
        self.log.add(f"{' and '.join(self._alias_of(o) for o in sorted(firsts))}"
                     + (f" has no name, so no other object has the same name" if names == {""} else
                        f" has the same name as {', '.join(self.objects[i].alias for i in shared) or 'no other such object'}"),
                     "nameless_different" if nameless and rule("nameless_same_name", self.edition) == "different"
                     else "same_name", indent=1, kind="step")
        return out

    def _same_name(self, cands: list, ins: Instruction, rc: RCtx, snap) -> list:
        """"… cards with the same name as that spell": the cards among ``cands`` with a name in common with the object
        the instruction before named, as it last existed (608.2h; 201.2, _names_in_common)."""
        subj = ins.opts["same_name_as"]
        names = set()
        for ref in self.subjects(subj, rc) or self._lki_refs(subj, rc):
            view = self._view(ref[1]) if ref[0] == "obj" else None
            if view is not None:
                names.add(view.name or "")
        return self._names_in_common(names, cands, snap, ins.text)

    def _names_in_common(self, names: set, cands: list, snap, text: str) -> list:
        """201.2: the objects among ``cands`` with a name in common with one of ``names`` ('' for an object with no name,
        a face-down one, 708.2, or an emblem, 114.3). Identical names are the same (201.2a); a nameless object shares
        none with a named one; two nameless ones share none from the 2020-11-20 rules (201.2a) and have different names
        from 2016-08-26 (201.2c: no name in common); before, that is not stated, so where it matters the answers are
        "cannot decide" (the reach of ``text``)."""
        from .unknowns import Unknown, scope_of
        from .versions import rule
        unstated = rule("nameless_same_name", self.edition) == "unstated"
        out, doubt = [], []
        for i in cands:
            name = snap.get(i).name or ""
            if name and name in names:
                out.append(i)
            elif not name and "" in names and unstated:
                doubt.append(i)
        if doubt:
            self.unknowns.append(Unknown(
                f"\u201c{text}\u201d: whether {', '.join(self.objects[i].alias for i in doubt)}, with no name, has the "
                "same name as the other object with no name is not stated in this edition (201.2)",
                scope_of(text), since=self.clock, objects=frozenset(self.objects[i].card_id for i in doubt), by_card=True))
            self.log.add(f"whether objects with no name share a name is not stated in this edition, so what happens to "
                         f"{', '.join(self.objects[i].alias for i in doubt)} can't be decided", "same_name", indent=1,
                         kind="step")
        return out

    def _split_found(self, ins: Instruction, refs: list, rc: RCtx) -> None:
        """"Put one onto the battlefield tapped and the other into your hand": of the cards found, the one
        the player chooses (608.2d; ``choose: {choose: NAME}``) goes to the first place, the rest to the second; a
        single card found may go to either place, so the choice is needed then too (``choose: {choose: []}``: the
        second place)."""
        cards = [oid for kind, oid in refs if kind == "obj" and oid in self.objects]
        if not cards:
            return
        want = rc.choices.get("choose")
        rc.chosen["choose_taken"] = True   # choose: named the card put first: a later "you may put …" reads put:
        if want is None:
            raise EngineError(f"\u201c{ins.text}\u201d: which card goes {_PLACE_SAID[ins.opts['one']]}? give choose: "
                              f"{{choose: NAME}} ({self.rule_no('choices_on_resolution')}); found: {', '.join(self.objects[o].alias for o in cards)}")
        # choose: [] with a single card found: none goes to the first place (it goes to the second)
        one = None if want == [] and len(cards) == 1 else self.obj(want[0] if isinstance(want, list) else want).oid
        if one is not None and one not in cards:
            raise EngineError(f"\u201c{ins.text}\u201d: {self.objects[one].alias} is not a card found ({self.rule_no('choices_on_resolution')})")
        moves = []
        for oid in cards:
            place, tapped = (ins.opts["one"], ins.opts["one_tapped"]) if oid == one else \
                (ins.opts["other"], ins.opts["other_tapped"])
            opts = {"tapped": tapped, "controller": self.objects[oid].owner} if place == "battlefield" else {}
            moves.append((oid, place, opts))
        self.move_many(moves, cause="return")

    def _search_unstated(self, ins: Instruction, p, cands: list, searcher: str | None = None,
                         rc: RCtx | None = None) -> list:
        """A search of a hidden zone holding cards nobody named, whose cards found are not stated (701.23b: the
        searcher's choice): never guessed; where the matching cards end up, and that player's cards, can't be decided;
        a card nobody named put onto the battlefield may be any permanent of the description (its abilities unread) —
        but a basic land card, whose only ability is its basic land type's mana ability (305.6), changes only what
        reads a land entering or being there (``_basic_found_reach``)."""
        from .unknowns import Unknown, choice_reach, scope_of
        reason = f"\u201c{ins.text}\u201d: the cards {p.name} finds are not stated (701.23b): give choose: {{search: [NAMES]}}"
        self.unknowns.append(Unknown(reason, frozenset(("cards",)), since=self.clock, player=p.name))
        if re.search(r"\bonto the battlefield\b", ins.text):
            reach = _basic_found_reach(ins, p.name, rc)
            if reach is None:
                self.unknowns.append(Unknown(reason, scope_of(ins.text), since=self.clock))
            else:
                scope = choice_reach(self, *reach, snap=self.evaluate())
                self.unknowns.append(Unknown(reason, scope[0], since=self.clock, reach=reach,
                                             whose=tuple(scope[1].items())))
        if cands:
            self.unknowns.append(Unknown(f"\u201c{ins.text}\u201d: whether {', '.join(self.objects[o].alias for o in cands)} "
                                         "is found is not stated (701.23b)", frozenset(("zone",)), since=self.clock,
                                         objects=frozenset(self.objects[o].card_id for o in cands), by_card=True))
        self.log.add(f"{_pv(searcher or p.name, 'searches')}: the cards found are not stated, so where they go can't be decided",
                     "search", indent=1, kind="step")
        return []

    def _top_to_exile(self, player: str, n: int, *, reads_it: bool, reach: tuple | None = None) -> list:
        """The top ``n`` cards of a library exiled (406.3): the new objects, in order ("that card");
        a card the scenario did not name has unknown characteristics, so an answer that reads it
        can't be decided: given ``reach`` (kb.engine.impulse.unnamed_reach), the answers the words after it can
        change."""
        from .unknowns import Unknown, choice_reach
        p = self.player(player)
        out = []
        for _ in range(n):
            if p.library:
                # cause "exile": the cards an instruction exiled, which "for each card exiled this way" counts
                # (kb.engine.thisway; 608.2h) — without it the count was 0
                o = self.move(p.library[0], "exile", log=False, cause="exile")
                if o is not None:
                    out.append(o.oid)
                    self.log.add(f"the top card of {_poss(player)} library, {o.alias}, is exiled", "exile",
                                 indent=1, kind="step")
                continue
            if p.take_unnamed_top():
                from .turnevents import record_unnamed_exile
                from .thisway import record_unnamed
                record_unnamed_exile(self, player)   # "if one or more cards were put into exile this turn" can't count it
                record_unnamed(self, "exile", "exile")   # nor "for each card exiled this way" (kb.engine.thisway)
                reason = (f"the top card of {_poss(player)} library was exiled, and the scenario does not name it "
                          "(players: library: [...])")
                if reads_it:
                    reason += "; what it is decides what happens next"
                if reads_it and reach is not None:
                    scope = choice_reach(self, *reach, snap=self.evaluate())
                    self.unknowns.append(Unknown(reason, scope[0], since=self.clock, reach=reach,
                                                 whose=tuple(scope[1].items())))
                else:
                    # the exile itself was recorded (its triggers and "this turn" counts saw it): only which card it
                    # was is unknown, so its readers aren't reached through the event (derived)
                    self.unknowns.append(Unknown(reason, frozenset(("life", "cards", "zone", "pt", "stack") if reads_it
                                                                   else ("cards",)), since=self.clock,
                                                 derived=reads_it))
                self.log.add(reason, indent=1, kind="step")
        return out

    def _view(self, oid: int):
        """An object's characteristics now, or as it last existed (608.2h)."""
        if oid in self.objects:
            w = self.evaluate().get(oid)
            if w is not None:
                return w
        lk = self.lki.get(oid)
        return lk.working if lk is not None else None

    def _look(self, subj: Subject, rc: RCtx):
        """608.2h: the object as it is, if it is still in the zone it was expected in; else its
        last known information."""
        if subj is None:
            return None
        subj = antecedent(subj, rc)
        if subj.kind == "paid":   # a card this effect moved ("the discarded card"), else the cost's (400.7j)
            if subj.cost in rc.paid_now and rc.paid_now.get(subj.cost + "_unnamed"):
                from .unknowns import ALL, Unknown   # the card discarded is one the scenario doesn't name
                self.unknowns.append(Unknown(f"\u201c{subj.text}\u201d is a card the scenario doesn't name: what is read "
                                             "from it is unknown", ALL, since=self.clock))
                return None
            lst = rc.paid_now[subj.cost] if subj.cost in rc.paid_now else rc.paid.get(subj.cost) or []
            return lst[0].working if lst else None
        if subj.kind == "event":
            ev = rc.event
            if ev is None:
                if getattr(getattr(rc, "item", None), "kind", None) == "spell":
                    # a spell's "its" with no object named before it and no event (608.2c): what it names isn't read
                    from .unknowns import ALL, Unknown
                    self.unknowns.append(Unknown(f"\u201c{subj.text or 'it'}\u201d names no object read before it in "
                                                 "the spell's text: what is read from it is unknown", ALL, since=self.clock))
                return None
            if ev.kind in ("targeted", "player_targeted") and ev.item is not None and subj.text.lower() in SPELL_WORDS:
                # "that spell's mana value" after "becomes the target of a spell": the spell that targeted (603.2)
                oid = getattr(ev.item, "oid", None)
                return self._view(oid) if oid is not None else None
            partner = block_partner(ev, rc)
            if partner is not None and (subj.text or "").lower() == "that creature":
                # the other creature of the block (509.3d), as subjects() names it: as it is on the battlefield, else
                # as it last existed there (608.2h)
                w = self._view(partner)
                lk = self.lki.get(partner)
                return lk.working if (w is None or w.zone != "battlefield") and lk is not None else w
            if ev.lki is not None and (ev.obj not in self.objects or ev.from_zone == "battlefield"):
                return ev.lki.working
            if ev.obj is None and ev.kind in ("damage", "source_dealt") and ev.source is not None:
                # damage dealt to a player: the object the event is about is its source (120.1), as _lki_refs reads it
                return self._view(ev.source)
            if ev.obj is None:
                # the event names no object ("its" after an event about a player): what is read from it is unknown,
                # never 0 (ObjectValue)
                from .unknowns import ALL, Unknown
                self.unknowns.append(Unknown(f"\u201c{subj.text or 'it'}\u201d names no object of the trigger event: "
                                             "what is read from it is unknown", ALL, since=self.clock))
                return None
            return self._view(ev.obj)
        if subj.kind == "self":
            if rc.source_oid in self.objects:
                return self.evaluate().get(rc.source_oid)
            return rc.source_lki.working if rc.source_lki is not None else None
        refs = self._lki_refs(subj, rc) if subj.kind == "target" else self.subjects(subj, rc)
        if subj.kind == "moved" and not refs:
            # the card moved on into a hidden zone ("reveal it, put it into your hand. … its mana value"): as it last
            # existed (608.2h)
            gone = [self.lki[o] for o in getattr(rc, "moved", ()) or () if o not in self.objects and o in self.lki]
            if gone:
                return gone[0].working
        if subj.kind == "moved" and not refs and getattr(rc, "unread", None):
            # "that card" after an instruction the engine can't read ("Reveal cards from the top of your library
            # until ..."): what it names is unknown, so is anything read from it
            from .unknowns import ALL, Unknown
            self.unknowns.append(Unknown(f"\u201c{subj.text}\u201d is the card named by \u201c{rc.unread[-1]}\u201d, which "
                                         "is not modelled: what is read from it is unknown", ALL, since=self.clock))
        elif subj.kind == "moved" and not refs and not (getattr(rc, "moved", ()) or ()):
            # "that card" when no instruction of this resolution has moved a card: the words name nothing the engine
            # read (608.2c), so what is read from it is unknown — never 0 (ObjectValue)
            from .unknowns import ALL, Unknown
            self.unknowns.append(Unknown(f"\u201c{subj.text or 'that card'}\u201d names no card moved before it as this "
                                         "resolves: what is read from it is unknown", ALL, since=self.clock))
        for kind, ref in refs:
            if kind == "obj":
                if subj.kind == "target":
                    i = next((j for j in subj.slots if j < len(rc.targets) and rc.targets[j] == (kind, ref)), None)
                    if i is not None and i < len(rc.legal) and not rc.legal[i]:
                        from .versions import rule
                        if rule("illegal_target_info", self.edition) == "no_information":
                            return None  # 608.2b: no information from an illegal target
                    back = self._moved_back(ref)
                    if back is not None:
                        return self._view(back)
                return self._view(ref)
        return None

    def _moved_back(self, oid: int):
        """A target this same effect moved out of its zone and back into it ("Exile target creature, then return it to
        the battlefield …. If it entered under your control, …"): the new object there (400.7j: the effect finds it),
        which is in the public zone the target was expected to be in, so it is read as it is now (608.2h) — not the
        target as it last existed. None when the target is still there, or what this effect moved it to is elsewhere
        (exiled, in a graveyard: read as it last existed)."""
        if oid in self.objects:
            return None
        lk = self.lki.get(oid)
        was = getattr(lk, "zone", None) if lk is not None else None
        if was is None:
            was = getattr(getattr(lk, "working", None), "zone", None)
        if was is None:
            return None
        found = [i for i in self.moved_to(oid) if self.objects[i].zone == was]
        return found[0] if len(found) == 1 else None

    def hand_count(self, player: str) -> int:
        """The number of cards in a hand, read by a resolving spell or ability (608.2h); a hand the scenario
        doesn't list may hold unnamed cards: what follows can't be decided. No player (an illegal target): 0 (107.2)."""
        if player is None:
            return 0
        if not self.player(player).hand_known:
            self.note_unknown(f"the scenario does not list {_poss(player)} hand (players: hand: [...]): the number of "
                              "cards in it can't be counted")
        return len(self.in_zone("hand", player))

    def _to_top_within(self, oid: int) -> bool:
        """A card of a library put on top of that library (a tutor's "then shuffle and put that card on top"): moving
        within a zone is no zone change (400.7), the same object in a new place (401.4). A shuffle of that library just
        before, with no card taken from it since, leaves this card the one known card: the first card taken from it is
        this one (from the top) or one a player chose, never one chance picked. False: not a card of its owner's
        library."""
        from dataclasses import replace as _replace
        o = self.objects[oid]
        p = self.player(o.owner)
        if o.zone != "library" or oid not in p.library + p.under:
            return False
        for lib in (p.library, p.under):
            if oid in lib:
                lib.remove(oid)
        p.library.insert(0, oid)
        for i, u in enumerate(self.unknowns):
            if u.library_of == p.name and u.taken == p.taken and u.objects is not None and o.card_id in u.objects:
                self.unknowns[i] = _replace(u, objects=u.objects - {o.card_id}, taken=u.taken + 1)
        self.log.add(f"{o.alias} is put on top of {_poss(p.name)} library", "library_position", indent=1, kind="step")
        return True

    def _library_card_ids(self, player: str) -> frozenset:
        """The cards (by card id) of ``player``'s library that the game knows."""
        return frozenset(self.objects[o].card_id for o in self.player(player).library_cards() if o in self.objects)

    def _library_order(self, player: str, what: str, n: int | None) -> None:
        """Scry, surveil and shuffle change only the order (and, surveil, the graveyard): which cards
        are drawn afterwards depends on choices and chance (701.22, 701.25, 701.24)."""
        from .unknowns import Unknown
        ids = self._library_card_ids(player)
        pl = self.player(player)
        if what == "scry" and pl.unknown == 0 and len(pl.library_cards()) <= 1:
            # 701.22a: the one card scried goes on the top or the bottom of a library of one card: the same place
            self.log.add(f"{_poss(player).capitalize()} library: scry {n if n is not None else ''}".rstrip() +
                         f" — it holds {'one card' if pl.library_cards() else 'no card'}, so its order stays known",
                         indent=1, kind="step")
            if what in KEYWORD_ACTION_EVENTS:   # "Whenever you scry" (as below)
                self._emit(Event("keyword_action", player=player, amount=-1 if n is None else n, cause=what))
            return
        scope = frozenset(("zone", "cards")) if what == "surveil" else frozenset(("zone",))
        self.unknowns.append(Unknown(f"{_poss(player)} library: {what} {n if n is not None else ''}".strip() +
                                     " — which cards are drawn next depends on that choice" +
                                     (" or on chance" if what == "shuffle" else ""), scope, since=self.clock, objects=ids,
                                     by_card=True))
        if what == "surveil" and n != 0:
            # 701.25a: any number of the cards looked at go to the graveyard, so how many cards that player's
            # graveyard and library hold now is that choice too (the answers about the player, not an object)
            self.unknowns.append(Unknown(f"{_poss(player)} library: {what} {n if n is not None else ''}".strip() +
                                         " — how many of the cards looked at went to the graveyard is not stated",
                                         frozenset(("cards",)), since=self.clock, player=player,
                                         fields=frozenset(("graveyard", "library"))))
        self.log.add(f"{_poss(player).capitalize()} library: {what}" + (f" {n}" if n else ""), indent=1, kind="step")
        if what in KEYWORD_ACTION_EVENTS:   # "Whenever you scry": the event (its amount -1 when it isn't known)
            self._emit(Event("keyword_action", player=player, amount=-1 if n is None else n, cause=what))

    def _scried(self, player: str, n: int) -> None:
        """A scry done with its cards' places stated (kb.engine.scry): "Whenever you scry" sees it (701.22d)."""
        if "scry" in KEYWORD_ACTION_EVENTS:
            self._emit(Event("keyword_action", player=player, amount=n, cause="scry"))

    def _surveilled(self, player: str, n: int) -> None:
        """A surveil done with its cards' places stated (kb.engine.scry): "Whenever you surveil" sees it (701.25c)."""
        if "surveil" in KEYWORD_ACTION_EVENTS:
            self._emit(Event("keyword_action", player=player, amount=n, cause="surveil"))

    def _shuffled(self, players, lazy: bool = False, maybe: bool = False) -> None:
        """A shuffled library's order is random: which cards are drawn from it can't be decided.
        ``lazy``: that matters only once a card leaves that library afterwards (until then every
        card of it is still in it). ``maybe``: whether it was shuffled is not known (the same doubt)."""
        from .unknowns import Unknown
        for p in players:
            ids = self._library_card_ids(p)
            pl = self.player(p)
            # a card a search found but left in this library is one of the shuffled cards again (its place is random)
            self.searched_out.difference_update(pl.library + pl.under)
            if pl.unknown == 0 and len(pl.library_cards()) <= 1:   # one order only (701.24a): nothing to randomize
                self.log.add(f"{_poss(p).capitalize()} library is shuffled: it holds "
                             f"{'one card' if pl.library_cards() else 'no card'}, so its order stays known",
                             indent=1, kind="step")
                continue
            self.unknowns.append(Unknown(f"{_poss(p)} library " + ("may have been shuffled (whether it was searched is not "
                                         "stated)" if maybe else "was shuffled") + ": which of its cards are drawn is random",
                                         frozenset(("zone",)), since=self.clock, objects=ids, by_card=True,
                                         library_of=p if lazy else None, taken=self.player(p).taken))
            self.log.add(f"{_poss(p).capitalize()} library " + ("may have been shuffled: whether it was searched is not stated"
                                                                if maybe else "is shuffled (its order is random)"),
                         indent=1, kind="step")

    def top_or_bottom(self, ins: Instruction, rc: RCtx, item, owner, card_id, name: str) -> str | None:
        """"On the top or bottom of its owner's library" (401.4): the place chosen as the effect resolves (608.2d:
        choose: {position: top | bottom}); not stated (None), where the card is in that library, and so what is drawn
        from it, can't be decided (noted for ``owner``'s library and the card ``card_id``)."""
        pos = rc.choices.get("position")
        if pos in ("top", "bottom"):
            return pos
        if pos is not None:
            raise EngineError(f"\u201c{ins.text}\u201d: position must be top or bottom, not {pos!r}")
        if owner is not None:
            from .unknowns import Unknown
            why = (f"{item.name}: \u201c{ins.text}\u201d puts {name} on the top or the bottom of {_poss(owner)} "
                   "library, as chosen while it resolves (608.2d); which is not stated: give choose: "
                   "{position: top | bottom}")
            self.unknowns.append(Unknown(why, frozenset(("cards",)), since=self.clock, player=owner,
                                         fields=frozenset(("library",))))
            self.unknowns.append(Unknown(why, frozenset(("zone", "cards")), since=self.clock,
                                         objects=self._library_card_ids(owner) | {card_id},
                                         by_card=True, library_of=owner, taken=self.player(owner).taken))
        return None

    def _pick_milled(self, ins: Instruction, rc: RCtx, item) -> None:
        """"You may put a creature card from among the cards milled this way into your hand" (701.17a): a card of that
        kind among those the mill before it put into the graveyard, chosen as the effect resolves (608.2d: choose:
        {pick: NAME | none}); cards milled that the scenario doesn't name: unless a card is named, cannot decide."""
        milled = [o for o in getattr(rc, "moved", ()) or () if o in self.objects and self.objects[o].zone == "graveyard"]
        snap = self.evaluate()
        ctx = rc.at(snap.work)
        sel = ins.opts["selector"]
        what = getattr(sel, "describe", "") or "card"
        cands = [o for o in milled if snap.get(o) is not None and sel.match(snap.get(o), ctx)]
        want = rc.choices.get("pick")
        none = said_none(want)
        if want is None and rc.chosen.get("milled_unnamed"):
            self.note_unknown(f"\u201c{ins.text}\u201d: cards the scenario doesn't name were milled, so which {what} can "
                              "be put into the hand can't be decided (give choose: {pick: NAME | none})")
            return
        if want is None and cands:
            self.unstated_choice(ins, item, "pick", f"pick: NAME | none (a {what} among the cards milled)")
            return
        if want is None or none:
            if none and cands and not ins.opts.get("may"):
                raise EngineError(f"\u201c{ins.text}\u201d: a {what} among the cards milled must be chosen ({self.rule_no('choices_on_resolution')})")
            rc.did = False
            self.log.add(f"\u201c{ins.text}\u201d: no card is put into the hand", indent=1, kind="step")
            return
        o = self.obj(want[0] if isinstance(want, list) and len(want) == 1 else want)
        if o.oid not in milled:
            raise EngineError(f"\u201c{ins.text}\u201d: {o.alias} is not one of the cards milled this way ({self.rule_no('choices_on_resolution')})")
        if o.oid not in cands:
            raise EngineError(f"\u201c{ins.text}\u201d: {o.alias} is not a {what} ({self.rule_no('choices_on_resolution')})")
        if ins.opts.get("to") == "battlefield":   # "… onto the battlefield under your control" (110.2)
            self.move(o, "battlefield", controller=rc.you)
            return
        self.move(o, "hand")

    # --- cards ---------------------------------------------------------------------------------------------------
    def _top_to_hand(self, player: str) -> list:
        """The top card of a library put into its owner's hand (not a draw, 121.1): the new object,
        or nothing when the scenario did not name the card (its characteristics are then unknown)."""
        from .unknowns import Unknown
        p = self.player(player)
        if p.library:
            n = self.move(p.library[0], "hand", log=False)
            self.log.add(f"the top card of {_poss(player)} library, {n.alias}, is put into {_poss(player)} hand",
                         indent=1, kind="step")
            return [n.oid]
        if p.take_unnamed_top():
            reason = (f"the top card of {_poss(player)} library was put into {_poss(player)} hand, and the scenario "
                      "does not name it (players: library: [...])")
            self.unknowns.append(Unknown(reason, frozenset(("life", "cards")), since=self.clock))
            self.log.add(reason, indent=1, kind="step")
        return []

    def draw(self, player: str, n: int = 1, applied=()) -> None:
        """121.2: one card at a time from the top of the library; from an empty library the player
        loses the next time state-based actions are checked (704.5b). Each draw may be replaced
        (614.1a, 121.6); ``applied``: the replacements that made this draw (614.5)."""
        p = self.player(player)
        for _ in range(n):
            if self.game_over:
                return
            from .drawlimit import draw_stopped   # "Each player can't draw more than one card each turn." (121.2b)
            if draw_stopped(self, player):
                continue
            from .drawinstead import inherited_applied   # a draw made by a draw's replacing instructions (614.5)
            cands = self.player_replacements("draw", player, exclude=tuple(applied) + inherited_applied(self, player))
            self._required_draw_replaced(player, cands)
            if any(o.zone == "graveyard" and o.owner == player for o in self.objects.values()):
                # 702.52a: dredge, in its owner's graveyard (no card there: nothing to evaluate on every draw)
                from .dredge import dredge_draw
                if dredge_draw(self, player, others=bool(cands)):
                    continue
            if cands:
                r = self._choose_order(cands, player)
                self.log.add(f"{_pv(player, 'would draw')} a card", "replacement", indent=1, kind="step")
                self.apply_instead(r, player, 1, applied)
                continue
            if p.library:
                oid = p.library[0]
                drawn = self.move(oid, "hand", log=False, cause="draw")   # cause: "cards drawn this way" (kb.engine.thisway)
                self.log.add(f"{_pv(player, 'draws')} a card ({self.objects[self.aliases[self.lki[oid].alias]].alias})", "draw",
                             indent=1, kind="step")
                self._drawn(player, drawn, named=True)
                seen = drawn.oid   # the card drawn, named by the library's order: "its toughness" reads it (603.2)
            elif p.take_unnamed_top():
                drawn = self.put_unnamed(player, "hand", f"{player}'s drawn card")
                record_unnamed(self, "draw", "hand")   # drawn, but what it was can't be counted (kb.engine.thisway)
                self.log.lines.pop()
                self.log.add(f"{_pv(player, 'draws')} a card (a card the scenario did not name)", "draw", indent=1, kind="step")
                self._drawn(player, drawn, named=False)
                seen = None   # a card nobody named: what is read from it is unknown
            else:
                p.drew_from_empty = True
                self.log.add(f"{_pv(player, 'tries')} to draw from an empty library", "draw", "sba_draw_empty", indent=1, kind="step")
                continue
            self._emit(Event("draw", obj=seen, player=player, step=self.step))   # the step it was drawn in (504.1)

    def _required_draw_replaced(self, player: str, cands) -> None:
        """From 1999-11-01 to 2006-07-15 (kb.engine.versions draw_loss) the player who loses is one "who was required to
        draw more cards than were in his or her library" (420.5g), where the engine models today's "attempted to draw a
        card from an empty library" (704.5b): the same player whenever the draw is made, but a draw that a replacement
        effect may replace (dredge, "If you would draw a card, … instead", 614.1a) is still one the player was
        required to make — whether that player loses (and so who wins) can't be decided (noted) when the library can't
        hold it; the rest is what the replacement does."""
        from .versions import rule
        p = self.player(player)
        if rule("draw_loss", self.edition) != "required" or p.library or p.library_size() != 0:
            return
        if not cands:
            from .dredge import dredge_abilities
            if not any(o.zone == "graveyard" and o.owner == player for o in self.objects.values()) or \
                    not dredge_abilities(self.evaluate(), player):
                return
        from .unknowns import Unknown
        self.unknowns.append(Unknown(
            f"{player} is required to draw a card from an empty library, and the draw may be replaced: whether a player "
            f"required to draw more cards than were in their library loses ({self.rule_no('sba_draw_empty')}) when the "
            f"draw is replaced, {self.edition} doesn't say", frozenset(("life",)), since=self.clock,
            fields=frozenset(("lost", "won"))))

    def put_unnamed(self, player: str, zone: str, alias: str, known=None):
        """A card nobody named, owned by ``player``, put into ``zone`` (a card drawn from the unnamed part of a library,
        one of a hand given only as a number): a stand-in whose characteristics nobody knows but what ``known`` (the
        description a cost it pays names, 601.2h) says of them (kb.engine.unnamed)."""
        from .unnamed import unnamed_card
        card = unnamed_card(known)
        return self.put_into(card, zone, owner=player, alias=self.unique_alias(alias))

    def _drawn(self, player: str, o, *, named: bool) -> None:
        """A card was drawn: count it for the turn; the first one of the turn is revealed by each
        "Reveal the first card you draw each turn." its player controls (RevealDraws), which its
        linked triggered abilities watch (603.11, 607.2h)."""
        from .abilities import RevealDraws
        p = self.player(player)
        p.drawn[self.turn] = p.drawn.get(self.turn, 0) + 1
        if o is not None and named:   # 702.94a: a card with miracle may be revealed as it is drawn (kb.engine.miracle)
            from .miracle import miracle_drawn
            if miracle_drawn(self, player, o, p.drawn[self.turn] == 1):
                self.__dict__["miracle_reveal_used"] = True
        if p.drawn[self.turn] != 1 or o is None:
            return
        snap = self.evaluate()
        for w in list(snap.work.values()):
            if w.zone != "battlefield" or w.controller != player:
                continue
            for h in w.abilities:
                ab = h.ability
                if not isinstance(ab, RevealDraws) or (ab.own_turns and self.active != player):
                    continue
                if self.history_unstated():   # a card drawn before the question would have been the first
                    self.note_unknown(f"{w.obj.alias}: whether {o.alias} is the first card {_pv(player, 'draw')} this "
                                      "turn is not known: this turn's draws before the question are not stated "
                                      "(603.11, 607.2h)")
                self.log.add(f"{_pv(player, 'reveals')} {o.alias}, the first card {'you' if player == 'you' else 'they'} "
                             f"drew this turn ({w.obj.alias}: \u201c{ab.display(w.obj.card.name)}\u201d)",
                             "reveal", "linked_static", indent=1, kind="step")
                linked = [x.ability for x in w.abilities if getattr(getattr(x.ability, "spec", None), "event", None) == "revealed"]
                if not named and linked:
                    from .unknowns import ALL, Unknown
                    self.unknowns.append(Unknown(
                        f"{w.obj.alias} revealed a card the scenario did not name (players: library: [...]): whether its "
                        "linked triggered abilities trigger can't be decided (603.11)", ALL, since=self.clock))
                self._emit(Event("revealed", obj=o.oid, player=player, source=w.oid, cause="linked_reveal"))

    def discard(self, player: str, n: int, chosen=None, random: bool = False) -> None:
        hand = [o for o in self.in_zone("hand", player)]
        if n < 0:
            picks = [o.oid for o in hand]
        else:
            names = chosen if isinstance(chosen, list) else ([chosen] if chosen else [])
            picks = list(dict.fromkeys(o.oid for o in self.objs_distinct(names, [o.oid for o in hand])))[:n]
            elsewhere = [self.objects[i] for i in picks if self.objects[i].zone != "hand" or self.objects[i].owner != player]
            if elsewhere:   # 701.9a: a discard moves a card from its owner's hand, never a card from elsewhere
                x = elsewhere[0]
                where = f"on the {x.zone}" if x.zone in ("battlefield", "stack") else f"in {_poss(x.owner)} {x.zone}"
                raise EngineError(f"{x.alias} is {where}, not in {_poss(player)} hand: to discard "
                                  f"is to move a card from its owner's hand to their graveyard ({self.rule_no('discard')})")
            if len(picks) < n:
                rest = [o.oid for o in hand if o.oid not in picks]
                if len(rest) <= n - len(picks):
                    picks += rest
                elif not self.player(player).hand_known and not rest:
                    pass
                elif random and (tried := self._random_tried(rest, n - len(picks))) is not None:
                    picks += tried   # each result tried in turn (kb.engine.mayboth): as if the file stated it
                elif random:
                    # a random discard is no player's choice (701.9b): the result is the scenario's to state
                    # (choose: {discard: [CARD]}); unstated, it is never guessed
                    from .unknowns import ALL, Unknown
                    self.unknowns.append(Unknown(
                        f"{_pv(player, 'discards')} {n} card(s) at random ({self.rule_no('discard')}): which is not "
                        "stated: give choose: {discard: [CARD, …]}, the result of the random selection", ALL,
                        since=self.clock))
                    self.log.add(f"{_pv(player, 'discards')} {n} card(s) at random; which is not stated, so what "
                                 "depends on it can't be decided", "discard", indent=1, kind="step")
                    return n
                elif _alike(self, rest):
                    # cards nobody named, none known to be anything: which of them the player chooses changes
                    # nothing that can be read of them (their characteristics are hidden either way, kb.engine.unnamed)
                    picks += rest[:n - len(picks)]
                    self.log.add(f"{_pv(player, 'discards')} {n} of the {len(hand)} cards in hand nobody named: which "
                                 f"ones changes nothing known ({self.rule_no('discard')})", "discard", indent=1,
                                 kind="step")
                else:
                    raise EngineError(f"{player} discards {n}: give choose: {{discard: [CARD]}} (the hand holds "
                                      f"{', '.join(self.objects[r].alias for r in rest)})")
        self.move_many([(o, "graveyard", {}) for o in picks], cause="discard")
        if n > len(picks) and not self.player(player).hand_known:
            self.log.add(f"{_pv(player, 'discards')} {n - len(picks)} unnamed card(s)", "discard", indent=1, kind="step")
            record_unnamed(self, "discard", "graveyard")
            self._unnamed_cards_to(player, "graveyard", "discarded from", "hand")
            return n
        return len(picks)

    def _random_tried(self, rest: list, k: int):
        """An unstated random discard of ``k`` of the cards ``rest`` (701.9b): in a run trying each result
        (kb.engine.mayboth) the cards of this run's result; else None (the first run counts the choice)."""
        from itertools import combinations
        from .mayboth import forced_choice, note_unsaid
        combos = list(combinations(rest, k))
        v = forced_choice(len(combos))
        if v is None:
            note_unsaid(self, len(combos))
            return None
        self.log.add(f"the random discard tried as {', '.join(self.objects[o].alias for o in combos[v])} (the result "
                     f"isn't stated; {self.rule_no('discard')})", "discard", indent=1, kind="step")
        return list(combos[v])

    def _unnamed_cards_to(self, player: str, zone: str, how: str, whence: str) -> None:
        """Cards the scenario doesn't name went to a public zone: whatever reads that zone (a graveyard's card
        types, its creature cards, their number) can't be decided from now on."""
        from .unknowns import Unknown
        reason = f"a card {how} {_poss(player)} {whence} is not named in the scenario: what is in {_poss(player)} {zone} is not known"
        if all(u.reason != reason for u in self.unknowns):
            # what reads that zone can change any object or life total; of the players' cards, only that player's
            self.unknowns.append(Unknown(reason, frozenset(("life", "zone", "pt", "types", "abilities", "colors", "stack")),
                                         since=self.clock))
            self.unknowns.append(Unknown(reason, frozenset(("cards",)), since=self.clock, player=player))

    def _link_exiled(self, oids: list, rc) -> None:
        """607.2a: cards an ability of an object exiles are "exiled with" that object (linked abilities
        of that same object find them; a new object it becomes later doesn't, 607.2a, 400.7). Cards
        exiled at once get an order their exiler chooses (712.21b: a melded permanent's two cards),
        given as choose: {last: NAME} when an ability of the source asks for "the last" of them."""
        src = rc.source_oid
        if src is None or src not in self.objects:
            return
        new = [i for o in oids for i in (self.successors.get(o) or [o]) if i in self.objects and self.objects[i].zone == "exile"]
        if not new:
            return
        last = rc.choices.get("last")
        if len(new) > 1:
            texts = " ".join(h.ability.text for h in (self.evaluate().get(src).abilities if self.evaluate().get(src) else ()))
            if last is None and re.search(r"\bthe last\b[^.]*\bexiled with ~", texts):
                names = ", ".join(self.objects[i].alias for i in new)
                raise EngineError(f"{names} are exiled at once: {_pv(rc.you, 'chooses')} their relative timestamp order "
                                  f"(712.21b); give choose: {{last: NAME}}")
            if last is not None:
                pick = self.obj(last).oid
                if pick not in new:
                    raise EngineError(f"{last} is not one of the cards exiled now ({', '.join(self.objects[i].alias for i in new)})")
                new = [i for i in new if i != pick] + [pick]
        for i in new:
            self.objects[i].exiled_with = (src, self.tick())
        rc.choices = {**rc.choices, "_exiled_now": frozenset(new)}
        self.log.add(f"{', '.join(self.objects[i].alias for i in new)} "
                     f"{'is' if len(new) == 1 else 'are'} exiled with {self.objects[src].alias}"
                     + (f"; {self.objects[new[-1]].alias} is the last" if len(new) > 1 else ""),
                     "linked_exile", indent=1, kind="step")
        self._changed()

    def _cards_of_kind(self, player: str, sel, rc) -> list:
        snap = self.evaluate()
        ctx = rc.at(snap.work)
        return [o for o in self.in_zone("hand", player) if snap.get(o.oid) is not None and sel.match(snap.get(o.oid), ctx)]

    def _discard_chosen_number(self, player: str, ins, rc, item) -> int | None:
        """"discard up to two cards" / "discard any number of cards": the cards ``player`` chooses as it resolves
        (608.2d; choose: {discard: [CARD, …]}, ``[]`` for none; one list per player as {PLAYER: [...]}); "any number"
        may be zero only from 2010-02-01 (107.1c): before, zero is "cannot decide". Unstated (and a hand that could
        hold a card), never guessed: None, and what follows can't be decided."""
        want = rc.choices.get("discard")
        if isinstance(want, dict):
            want = want.get(player)
        hand = [o.oid for o in self.in_zone("hand", player)]
        if want is None and not hand and not self._hand_unknown(player):
            want = []   # an empty hand: nothing to choose
        if want is None:
            self.unstated_choice(ins, item, "discard", "discard: [CARD, …] (none: [])")
            return None
        names = want if isinstance(want, list) else [want]
        picks = [o.oid for o in self.objs_distinct(names, hand)]
        bad = next((p for p in picks if p not in hand), None)
        if bad is not None:
            raise EngineError(f"\u201c{ins.text}\u201d: {self.objects[bad].alias} is not in {_poss(player)} hand "
                              f"({self.rule_no('choices_on_resolution')})")
        cap = fixed(ins.amount, rc, None) if ins.opts.get("up_to") else None
        if cap is not None and len(set(picks)) > cap:
            raise EngineError(f"\u201c{ins.text}\u201d: at most {cap} card(s) can be chosen "
                              f"({self.rule_no('choices_on_resolution')})")
        if ins.opts.get("any_number"):
            if not picks and not self.rules_have("any_number"):
                self.log.add(f"\u201c{ins.text}\u201d: {_pv(player, 'chooses')} no card, but the rules of this edition don't "
                             "say whether \u201cany number\u201d includes zero, so what follows can't be decided",
                             "choices_on_resolution", indent=1, kind="step")
                self.note_unknown(f"\u201c{ins.text}\u201d: whether \u201cany number\u201d may be zero is not said by the "
                                  f"rules of this edition (107.1c, since 2010-02-01)")
                return None
            self.log.add("\u201cany number\u201d may be any positive number or zero", "any_number", indent=1, kind="step")
        self.log.add(f"{_pv(player, 'chooses')} {', '.join(self.objects[p].alias for p in picks) or 'no card'}",
                     "choices_on_resolution", indent=1, kind="step")
        self.discard_by = item.controller if item is not None else None
        try:
            self.move_many([(p, "graveyard", {}) for p in dict.fromkeys(picks)], cause="discard")
        finally:
            self.discard_by = None
        return len(set(picks))

    def _discard_kind(self, player: str, n: int, ins, rc) -> int:
        """"discard a land card": ``n`` cards of that kind from the hand, the ones the player chooses (stated:
        choose: {discard: [...]}); all of them when there are no more than ``n`` (701.9a). A hand the scenario doesn't
        list may hold others: what they would change is "cannot decide"."""
        fits = self._cards_of_kind(player, ins.opts["kind"], rc)
        if not self.player(player).hand_known:
            self.note_unknown(f"{_poss(player)} hand is not listed in the scenario: which cards \u201c{ins.text}\u201d "
                              "discards can't be decided")
            return 0
        names = rc.choices.get("discard")
        names = names if isinstance(names, list) else ([names] if names else [])
        picked = self.objs_distinct(names, [o.oid for o in fits])
        picked = [o for o in picked if o in fits][:n]
        if len(fits) <= n:
            picked = fits
        elif len(picked) < n:
            raise EngineError(f"\u201c{ins.text}\u201d: {_pv(player, 'chooses')} among "
                              f"{', '.join(o.alias for o in fits)}; give choose: {{discard: [CARD]}} ({self.rule_no('discard')})")
        self.move_many([(o.oid, "graveyard", {}) for o in picked], cause="discard")
        return len(picked)

    def _discard_matching(self, player: str, ins, rc) -> int:
        """"discards all nonland cards with mana value equal to that number": every card of that
        player's hand the description matches, at once (701.9)."""
        from .unknowns import Unknown
        snap = self.evaluate()
        ctx = rc.at(snap.work)
        picks = [o.oid for o in self.in_zone("hand", player)
                 if snap.get(o.oid) is not None and ins.opts["selector"].match(snap.get(o.oid), ctx)]
        self.move_many([(o, "graveyard", {}) for o in picks], cause="discard")
        if not self.player(player).hand_known:
            reason = f"{_poss(player)} hand is not listed in the scenario: cards it may hold that match are not discarded here"
            record_unnamed(self, "discard", "graveyard")
            self.unknowns.append(Unknown(reason, frozenset(("cards",)), since=self.clock))
        self.log.add(f"{_pv(player, 'discards')} {len(picks)} card(s) matching \u201c{ins.opts['selector']}\u201d",
                     "discard", indent=1, kind="step")
        return len(picks)

    def mill(self, player: str, n: int) -> list:
        """701.17a: the top n cards into the graveyard; returns the new objects ("the milled card")."""
        return self.top_of_library_to(player, n, "graveyard", "mill")

    def top_of_library_to(self, player: str, n: int, to: str, cause: str) -> list:
        """The top n cards of a player's library moved at once to ``to`` (a library the scenario doesn't list gives
        the cards it doesn't name); returns the new objects."""
        p = self.player(player)
        top = p.library[:n]
        moved = self.move_many([(o, to, {}) for o in top], cause=cause)
        rest = n - len(top)
        if rest and p.unknown:
            took = min(rest, p.unknown)
            record_unnamed(self, cause, to)   # what they were can't be counted "this way" (kb.engine.thisway)
            p.taken += took
            p.unknown -= took   # the last unnamed card gone: the cards under them come next (Player.under)
            rest -= took
            if rest and p.library:
                moved += self.move_many([(o, "graveyard", {}) for o in p.library[:rest]], cause="mill")
        return [o.oid for o in moved if o is not None]
