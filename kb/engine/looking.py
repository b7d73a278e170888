"""Looking at the top cards of a library and putting them elsewhere (701.20e, 401.4), explore (701.44) and
proliferate (701.34): instructions whose outcome rests on the cards of a library and on choices made as they
resolve.

"Look at the top N cards of your library." shows those cards to their owner only (701.20e); they stay where
they are until a later instruction of the same effect moves them ("Put one of them into your hand", "You may
reveal a red card from among them and put it into your hand", "Put up to two creature cards with mana value 3
or less from among them onto the battlefield", "Put the rest on the bottom of your library in a random order /
in any order", "… into your graveyard", "You may put one of those cards back on top of your library", kb.engine.lookback).
Every choice is stated, never guessed (608.2d):

- the cards taken: ``choose: {pick: NAME | [NAMES] | []}`` (not stated: what follows is "cannot decide", naming the key);
- the order of cards put on the bottom "in any order" (401.4: their owner arranges them):
  ``choose: {bottom: [NAMES]}``, top first; not stated, their places are "cannot decide";
- explore's nonland card kept on top or put into the graveyard: ``choose: {explore: top | graveyard}``;
- the permanents and players given counters by proliferate: ``choose: {proliferate: [NAMES or players]}``;
- several cards put on top or at the bottom at once (target cards from a graveyard): ``choose: {top | bottom:
  [NAMES]}``; cards put back from a hand (Brainstorm): ``choose: {put_back: [NAMES]}``, top first.

"Reveal cards from the top of your library until you reveal a KIND card" (701.20a) reveals named cards one at a
time; "that card" is the one that stopped it. The engine's library is the named cards on top of a count of unnamed
ones (``Player.unknown``), and the named cards put on the bottom below them (``Player.under``): a card the scenario
didn't name that is looked at, revealed or moved makes what it could change "cannot decide".
"""
from __future__ import annotations

from .putattacking import enter_put_attacking
from .errors import EngineError
from .triggers import Event
from .filters import Ctx
from .text import player_cap, player_poss as _poss, player_verb
from .unknowns import ORDER_UNREACHED, Unknown, library_top_blockers
from .thisway import record_unnamed
from .exiledfacedown import mark_exiled_face_down

__all__ = ["LookMixin", "LOOK_KINDS", "look_count_undecided"]

LOOK_KINDS = frozenset(("look_top", "reveal_until", "found", "hand_to_library", "pick", "rest", "explore", "proliferate",
                        "shuffle_in", "clash", "may_play", "piles", "pile_choice", "pile_put", "cast_looked"))


def _say(player: str, verb: str) -> str:
    """"You look" / "opponent looks"."""
    return f"{player_cap(player)} {verb if verb == 'may' else player_verb(player, verb)}"


def _ctx(snap, rc) -> Ctx:
    """The context a selector of the cards looked at is read in: "with mana value X or less" reads the X of the
    spell or ability (107.3); "a card that shares a creature type with it" looks at the object "it" names (608.2h,
    kb.engine.sharesref)."""
    x = getattr(rc, "x", None)
    ctx = rc.at(snap.work, resolving=True)
    if x is not None:
        ctx.choices = {**rc.choices, "x": x}
    return ctx


def _one_of_each(picked: list, kinds: tuple, snap, ctx) -> bool:
    """"a creature card and/or a land card": the cards chosen can each be matched with a different kind (a card of both
    kinds counts as either)."""
    from itertools import permutations
    return len(picked) <= len(kinds) and any(
        all(kinds[k].match(snap.get(o), ctx) for o, k in zip(picked, order))
        for order in permutations(range(len(kinds)), len(picked)))


def _names(v) -> list:
    return [] if v is None else list(v) if isinstance(v, (list, tuple)) else [v]


def look_count_undecided(state, ins, rc) -> None:
    """"Look at the top X cards of your library, where X is …" with an X the game can't give (noted where it was
    read): which cards are looked at can't be decided, so the instructions that move them do nothing the engine
    could state (rc.looked marked undecided: kb.engine.castamong, :meth:`LookMixin._look_rest` and the others)."""
    who = [r[1] for r in state.subjects(ins.opts["who"], rc) if r[0] == "player"]
    rc.looked = {"player": who[0] if len(who) == 1 else rc.you, "cards": [], "unnamed": 0, "found": None,
                 "undecided": True}
    state.log.add(f"\u201c{ins.text}\u201d: how many cards it looks at can't be decided", "look_at", indent=1,
                  kind="step")


class LookMixin:
    def look_instruction(self, ins, refs: list, rc, item, n: int) -> None:
        """Dispatch of the instructions of this module (kb.engine.actions); ``n``: the instruction's number, fixed
        as it applies (608.2h)."""
        getattr(self, "_look_" + ins.kind)(ins, refs, rc, item, n)

    # --- look at the top N (701.20e) ------------------------------------------------------------------
    def _look_look_top(self, ins, refs, rc, item, n: int = 0) -> None:
        who = [r[1] for r in self.subjects(ins.opts["who"], rc) if r[0] == "player"]
        if len(who) != 1:
            return
        p = self.player(who[0])
        n = max(0, n)
        if self._top_undecided(ins, rc, p, n):
            return
        named = [o for o in p.library[:n] if o in self.objects]
        unnamed = n - len(named)
        if p.unknown is not None:
            unnamed = min(unnamed, p.unknown)
        rc.looked = {"player": p.name, "cards": named, "unnamed": max(0, unnamed)}
        seen = ", ".join(self.objects[o].alias for o in named)
        if unnamed > 0:
            seen = (seen + " and " if seen else "") + f"{unnamed} card(s) the scenario doesn't name"
        verb = _say(p.name, "reveal") if ins.opts.get("reveal") else _say(p.name, "look") + " at"
        self.log.add(f"{verb} the top {n} card(s) of {_poss(p.name)} library: {seen or 'none'}",
                     "reveal" if ins.opts.get("reveal") else "look_at", indent=1, kind="step")

    # --- reveal cards from the top until a kind of card (701.20a) --------------------------------------------
    def _look_reveal_until(self, ins, refs, rc, item, n: int = 0) -> None:
        """"Reveal cards from the top of your library until you reveal a KIND card": one at a time from the top (401.2)
        until one matches; that card is "that card" (``found``), every card revealed is looked at (the later
        instructions move them). A reveal that would go on into cards the scenario doesn't name (or a library it
        doesn't list) is never guessed: which cards are revealed, and everything that follows from them, can't be
        decided. A library without such a card is revealed whole."""
        from .unknowns import ALL
        who = [r[1] for r in self.subjects(ins.opts["who"], rc) if r[0] == "player"]
        if len(who) != 1:
            return
        p = self.player(who[0])
        sel = ins.opts["selector"]
        snap = self.evaluate()
        ctx = _ctx(snap, rc)
        revealed, found = [], None
        for oid in p.library:
            revealed.append(oid)
            w = snap.get(oid)
            if w is not None and sel.match(w, ctx):
                found = oid
                break
        known = None
        if found is not None and library_top_blockers(self, p.name, len(revealed), found):
            from .revealgroup import found_whatever_order   # the only card of the kind among cards in a random order
            known = found_whatever_order(self, p, revealed, found, sel, ctx, snap, item)
        if known is not None:
            revealed = known
        elif self._top_undecided(ins, rc, p, len(revealed), found):
            return
        if found is None and p.unknown != 0:
            rc.looked = {"player": p.name, "cards": [], "unnamed": 0, "found": None, "undecided": True}
            self.unknowns.append(Unknown(
                f"\u201c{ins.text}\u201d: the reveal goes on into cards of {_poss(p.name)} library the scenario doesn't "
                f"name (players: library: [...]): which cards are revealed, and where they go, can't be decided "
                "(701.20a)", ALL, since=self.clock))
            self.log.add(f"{_say(p.name, 'reveal')} cards from the top of {_poss(p.name)} library: "
                         f"{', '.join(self.objects[o].alias for o in revealed) or 'none named'}, then cards the scenario "
                         "doesn't name", "reveal", indent=1, kind="step")
            return
        rc.looked = {"player": p.name, "cards": revealed, "unnamed": 0, "found": found, "concept": "reveal"}
        self.log.add(f"{_say(p.name, 'reveal')} cards from the top of {_poss(p.name)} library until "
                     f"{sel.describe}: {', '.join(self.objects[o].alias for o in revealed) or 'none'}"
                     + ("" if found is not None else " (the whole library, none of them is one)"), "reveal", indent=1,
                     kind="step")

    def _top_undecided(self, ins, rc, p, n: int, found: int | None = None) -> bool:
        """Which cards are the top ``n`` of ``p``'s library (or which one stops a reveal "until") rests on an order no
        one can state (a random order or an unstated one, 401.4; a shuffle, 701.24a): never guessed, what the
        instruction and those after it do can't be decided (rc.looked is marked undecided)."""
        from .unknowns import ALL
        why = library_top_blockers(self, p.name, n, found)
        if not why:
            return False
        rc.looked = {"player": p.name, "cards": [], "unnamed": 0, "found": None, "undecided": True}
        self.unknowns.append(Unknown(f"\u201c{ins.text}\u201d: which cards of {_poss(p.name)} library it finds can't be "
                                     f"decided: {'; '.join(why)}", ALL, since=self.clock))
        self.log.add(f"which cards of {_poss(p.name)} library are on top can't be decided ({'; '.join(why)})",
                     "library_position", indent=1, kind="step")
        return True

    def _look_found(self, ins, refs, rc, item, n: int = 0) -> None:
        """"Put that card into your hand": the card that stopped the reveal (:meth:`_look_reveal_until`)."""
        looked = self._looked(ins, rc)
        found = looked.get("found")
        if looked.get("undecided") or found is None or found not in self.objects:
            return
        p = self.player(looked["player"])
        to = ins.opts["to"]
        # "The player puts that card onto the battlefield" (kb.engine.otherreveal): the revealing player's (110.2a)
        ctl = looked["player"] if ins.opts.get("by_revealer") else rc.you
        moved = self.move_many([(found, to, {"controller": ctl if to == "battlefield" else None,
                                             "tapped": bool(ins.opts.get("tapped"))})], cause="look")
        looked["cards"] = [o for o in looked["cards"] if o != found]
        looked["found"] = None
        p.taken += 1
        rc.moved = [o.oid for o in moved if o is not None]
        if to == "exile":   # "Exile that card": exiled by the ability of its source, for its linked abilities (607.2a)
            self._link_exiled(rc.moved, rc)
        rc.did = True

    def _looked(self, ins, rc) -> dict:
        looked = getattr(rc, "looked", None)
        if looked is None:
            raise EngineError(f"\u201c{ins.text}\u201d: no cards were looked at before it")
        return looked

    def _look_pick(self, ins, refs, rc, item, n: int = 0) -> None:
        """Cards chosen among those looked at go to a hand, the battlefield or a graveyard (608.2d: chosen as it
        resolves, stated with choose: {pick: ...}); "up to" and "you may" allow fewer, else exactly that many of the
        cards that fit, as far as there are."""
        looked = self._looked(ins, rc)
        if looked.get("undecided"):   # which cards were looked at can't be decided (an unknown says so)
            rc.did = False
            return
        p = self.player(looked["player"])
        sel = ins.opts.get("selector")
        snap = self.evaluate()
        ctx = _ctx(snap, rc)
        kinds = ins.opts.get("kinds") or ()
        cands = [o for o in looked["cards"] if o in self.objects and
                 (sel is None or (snap.get(o) is not None and sel.match(snap.get(o), ctx))) and
                 (not kinds or (snap.get(o) is not None and any(k.match(snap.get(o), ctx) for k in kinds)))]
        free = ins.opts.get("up_to") or ins.opts.get("may")
        want = rc.choices.get("pick")
        if ins.opts.get("all"):   # "Put all creature cards revealed this way into your hand": no choice
            want = [self.objects[o].alias for o in cands]
            if looked["unnamed"]:
                self.unknowns.append(Unknown(
                    f"\u201c{ins.text}\u201d: which of the {looked['unnamed']} card(s) the scenario doesn't name are "
                    f"{sel.describe if sel is not None else 'cards'} can't be decided", frozenset(
                        ("cards", "zone", "life", "pt", "types", "abilities", "colors", "stack")), since=self.clock))
        if want is None:
            if not cands and (not looked["unnamed"] or (sel is None and not kinds and not free)):
                picked = []   # none to choose among, or only cards nobody named, all alike: they are taken below
            else:   # the player's choice as it resolves (608.2d), never guessed: what follows is "cannot decide"
                shown = ", ".join(self.objects[o].alias for o in looked["cards"]) or "no named card"
                self.unstated_choice(ins, item, "cards", f"pick: NAME | [NAMES]{' | []' if free else ''} — the cards "
                                     f"looked at: {shown}")
                rc.did = False
                return
        else:
            picked = []
            for nm in _names(want):
                o = self.obj(nm)
                if o.oid not in looked["cards"]:
                    raise EngineError(f"\u201c{ins.text}\u201d: {o.alias} is not one of the cards looked at ({self.rule_no('look_at')})")
                if o.oid not in cands:
                    raise EngineError(f"\u201c{ins.text}\u201d: {o.alias} is not {sel.describe if sel is not None else 'a card'}"
                                      f" ({self.rule_no('choices_on_resolution')})")
                picked.append(o.oid)
        picked = list(dict.fromkeys(picked))
        if kinds and not _one_of_each(picked, kinds, snap, ctx):
            raise EngineError(f"\u201c{ins.text}\u201d: at most one card of each kind ("
                              f"{' and/or '.join(k.describe for k in kinds)}), each card counting as one ({self.rule_no('choices_on_resolution')})")
        if n >= 0 and len(picked) > n:
            raise EngineError(f"\u201c{ins.text}\u201d: at most {n} card(s) can be chosen")
        short = 0 if free or n < 0 else n - len(picked)
        if short > 0 and len(cands) > len(picked):
            raise EngineError(f"\u201c{ins.text}\u201d: {p.name} must choose {n} card(s) ({self.rule_no('choices_on_resolution')}); give choose: {{pick: [NAMES]}}")
        if ins.opts["to"] == "top":   # "put one of those cards back on top of your library" (kb.engine.lookback)
            from .lookback import keep_on_top
            keep_on_top(self, ins, rc, p, looked, picked, short)
            return
        if short > 0 and looked["unnamed"]:
            # the card(s) taken are among those the scenario doesn't name: what they are can't be decided
            took = min(short, looked["unnamed"])
            looked["unnamed"] -= took
            p.taken += took
            if p.unknown:
                p.unknown -= took
            record_unnamed(self, "look", ins.opts["to"])   # a card all the same ("… this way", kb.engine.putthisway)
            if ins.opts["to"] == "hand":
                self._unnamed_to_hand(p, took, ins.text)
            else:
                self._unnamed_cards_to(p.name, ins.opts["to"] if ins.opts["to"] in ("battlefield", "exile") else "graveyard",
                                       "put from", "library")
            self.log.add(f"{took} card(s) the scenario doesn't name {'is' if took == 1 else 'are'} put "
                         f"{ins.opts['to']} from the top of {_poss(p.name)} library", "look_at", indent=1, kind="step")
        looked["cards"] = [o for o in looked["cards"] if o not in picked]
        to = ins.opts["to"]
        from .enterswithif import counters_if_holds   # "If that card has mana value 3 or less, it enters with …" (614.1c)
        moved = self.move_many([(o, to, {"controller": rc.you if to == "battlefield" else None,
                                         "tapped": bool(ins.opts.get("tapped")),
                                         **({"counters": dict(ins.opts["counters"])} if to == "battlefield" and
                                            ins.opts.get("counters") and counters_if_holds(self, ins, o) else {})})
                                for o in picked], cause="look")
        p.taken += len(picked)
        rc.moved = [o.oid for o in moved if o is not None]
        if to == "battlefield":   # "… from among them onto the battlefield tapped and attacking" (508.4)
            enter_put_attacking(self, ins, rc.moved, rc)
        if to == "exile":   # exiled by the ability of its source: its linked abilities find it (607.2a)
            self._link_exiled(rc.moved, rc)
            if ins.opts.get("face_down"):   # 406.3: only its owner and whom an effect allows may look at it
                mark_exiled_face_down(moved)   # 406.3a: no characteristics (kb.engine.exiledfacedown)
                self.log.add(f"{', '.join(o.alias for o in moved if o is not None)} is exiled face down", "look_at",
                             indent=1, kind="step")
        rc.did = bool(picked)
        if not picked:
            self.log.add(f"{_say(p.name, 'choose')} no card", "look_at", indent=1, kind="step")

    def _look_cast_looked(self, ins, refs, rc, item, n: int = 0) -> None:
        """"You may cast a spell from among them without paying its mana cost" (kb.engine.castamong)."""
        from .castamong import cast_looked
        from .stack import stated_costs
        if ins.opts.get("found_only"):   # "You may cast that card …" after a reveal until (kb.engine.revealuntilcast)
            from .revealuntilcast import cast_found
            cast_found(self, ins, rc, item, self._looked(ins, rc), stated_costs)
            return
        cast_looked(self, ins, rc, item, self._looked(ins, rc), stated_costs)

    # --- piles (700.3) -----------------------------------------------------------------------------------
    def _look_piles(self, ins, refs, rc, item, n: int = 0) -> None:
        """"An opponent separates those cards into two piles." (700.3): the piles are stated, choose: {piles: [[NAMES],
        [NAMES]]}, each card looked at in exactly one (700.3a; a pile may be empty, 700.3d); not stated, or made of cards
        the scenario doesn't name, never guessed: what follows can't be decided."""
        looked = self._looked(ins, rc)
        given = rc.choices.get("piles")
        rc.chosen["piles"] = None
        by = rc.you if ins.opts.get("by") == "you" else "an opponent"
        if looked["unnamed"] or given is None:
            why = (f"{looked['unnamed']} of the cards are not named in the scenario" if looked["unnamed"] else
                   "the piles are not stated: give choose: {piles: [[NAMES], [NAMES]], pile: 1 | 2} (in a question, "
                   "not yet readable)")
            self.unknowns.append(Unknown(f"\u201c{ins.text}\u201d: {why} (700.3, 608.2d)", frozenset(
                ("cards", "zone", "life", "pt", "types", "abilities", "colors", "stack", "counters")), since=self.clock))
            self.log.add(f"{by} separates the cards into two piles, not stated: what follows can't be decided",
                         "follow_instructions", indent=1, kind="step")
            return
        if not (isinstance(given, (list, tuple)) and len(given) == 2):
            raise EngineError(f"\u201c{ins.text}\u201d: choose: piles: is two lists of cards (700.3)")
        piles = [[self.obj(nm).oid for nm in _names(pile)] for pile in given]
        flat = piles[0] + piles[1]
        if sorted(flat) != sorted(looked["cards"]):
            shown = ", ".join(self.objects[o].alias for o in looked["cards"])
            raise EngineError(f"\u201c{ins.text}\u201d: the piles hold each card looked at exactly once ({shown}) (700.3a, {self.rule_no('choices_on_resolution')})")
        rc.chosen["piles"] = piles
        self.log.add(f"{by} separates the cards into two piles: " + " / ".join(
            ", ".join(self.objects[o].alias for o in pile) or "(empty)" for pile in piles), "follow_instructions",
            indent=1, kind="step")

    def _pile_chosen(self, ins, rc) -> list | None:
        piles = rc.chosen.get("piles")
        if piles is None:
            return None
        want = rc.choices.get("pile")
        if want is None:
            self.unknowns.append(Unknown(f"\u201c{ins.text}\u201d: the pile chosen is not stated: give choose: "
                                         "{pile: 1 | 2} (608.2d)", frozenset(("cards", "zone", "life", "pt", "types",
                                                                             "abilities", "colors", "stack", "counters")),
                                         since=self.clock))
            rc.chosen["piles"] = None
            return None
        if str(want) in ("1", "2"):
            return piles[int(want) - 1]
        ids = sorted(self.obj(nm).oid for nm in _names(want))
        for pile in piles:
            if sorted(pile) == ids:
                return pile
        raise EngineError(f"\u201c{ins.text}\u201d: choose: pile: is 1, 2 or the cards of one of the piles")

    def _look_pile_choice(self, ins, refs, rc, item, n: int = 0) -> None:
        """"An opponent chooses one of those piles." (608.2d): choose: {pile: 1 | 2}."""
        pile = self._pile_chosen(ins, rc)
        if pile is not None:
            rc.chosen["pile"] = pile
            who = rc.you if ins.opts.get("by") == "you" else "an opponent"
            self.log.add(f"{who} chooses the pile " + (", ".join(self.objects[o].alias for o in pile) or "(empty)"),
                         "follow_instructions", indent=1, kind="step")

    def _look_pile_put(self, ins, refs, rc, item, n: int = 0) -> None:
        """"Put one pile (that pile) into your hand and the other into your graveyard.": the pile chosen goes to the
        hand, the other to the graveyard (a pile not stated: nothing is moved here, and what follows can't be
        decided)."""
        looked = self._looked(ins, rc)
        pile = rc.chosen.get("pile") if not ins.opts.get("by_you") else self._pile_chosen(ins, rc)
        if rc.chosen.get("piles") is None or pile is None:
            return
        other = [o for o in looked["cards"] if o not in pile]
        p = self.player(looked["player"])
        self.move_many([(o, ins.opts["to"], {}) for o in pile] + [(o, ins.opts["other"], {}) for o in other],
                       cause="look")
        p.taken += len(pile) + len(other)
        looked["cards"] = []
        self.log.add(f"{', '.join(self.objects[o].alias for o in pile if o in self.objects) or 'no card'} "
                     f"{'goes' if len(pile) == 1 else 'go'} to {_poss(p.name)} {ins.opts['to']}, the other pile to "
                     f"{_poss(p.name)} {ins.opts['other']}", "look_at", indent=1, kind="step")

    def _unnamed_to_hand(self, p, n: int, text: str) -> None:
        """Cards the scenario doesn't name went from the top of a library to a hand: as a card drawn from there, each
        is a stand-in nobody named (kb.engine.unnamed: what reads its characteristics can't be decided), so the hand's
        size stays known, as the library's does (its cards were counted as they left)."""
        for _ in range(n):
            self.put_unnamed(p.name, "hand", f"{p.name}'s card put into their hand")
            self.log.lines.pop()

    def _look_rest(self, ins, refs, rc, item, n: int = 0) -> None:
        """The other cards looked at go to one place: a graveyard, a hand, or the bottom (or back on top) of the
        library, in an order their owner chooses unless it is random (401.4)."""
        looked = self._looked(ins, rc)
        p = self.player(looked["player"])
        cards = [o for o in looked["cards"] if o in self.objects and self.objects[o].zone == "library"]
        unnamed = looked["unnamed"]
        looked["cards"], looked["unnamed"] = [], 0
        to = ins.opts["to"]
        if to in ("graveyard", "hand"):
            self.move_many([(o, to, {}) for o in cards], cause="look")
            p.taken += len(cards) + unnamed
            if unnamed:
                record_unnamed(self, "look", to)
                if p.unknown:
                    p.unknown = max(0, p.unknown - unnamed)
                if to == "graveyard":
                    self._unnamed_cards_to(p.name, "graveyard", "put from", "library")
                else:
                    self._unnamed_to_hand(p, unnamed, ins.text)
            self.log.add(f"the rest ({', '.join(self.objects[o].alias for o in cards if o in self.objects) or 'none named'}"
                         f"{f', and {unnamed} unnamed' if unnamed and cards else ''}) {'go' if len(cards) != 1 else 'goes'} "
                         f"to {_poss(p.name)} {to}", looked.get("concept", "look_at"), indent=1, kind="step")
            return
        if to == "shuffle":   # "Then shuffle the rest into your library": still in it (701.20b), it is shuffled (701.24a)
            self.log.add(f"the rest ({', '.join(self.objects[o].alias for o in cards) or 'none named'}) stay in "
                         f"{_poss(p.name)} library, which is shuffled", looked.get("concept", "look_at"), indent=1, kind="step")
            self._shuffled({p.name}, lazy=True)
            return
        order = ins.opts.get("order")
        given = rc.choices.get("bottom" if to == "bottom" else "top")
        if order == "any" and given is not None:
            wanted = [self.obj(nm).oid for nm in _names(given)]
            if sorted(wanted) != sorted(cards):
                raise EngineError(f"\u201c{ins.text}\u201d: the order must list each of "
                                  f"{', '.join(self.objects[o].alias for o in cards)} once ({self.rule_no('library_position')})")
            cards = wanted
        lib = [o for o in p.library if o not in cards]
        # moving cards within a library is no zone change (400.7): the same objects, in new places; at the bottom
        # of a library that holds unnamed cards, below them (Player.under)
        if to == "bottom" and p.unknown != 0:
            p.library[:] = lib
            p.under.extend(cards)
        else:
            p.library[:] = (cards + lib) if to == "top" else (lib + cards)
        if len(cards) > 1 and (order == "random" or given is None):
            why = ("in a random order" if order == "random" else
                   f"in the order {_poss(p.name)} chooses (401.4), not stated: give choose: "
                   f"{{{'bottom' if to == 'bottom' else 'top'}: [NAMES]}}")
            self.unknowns.append(Unknown(f"{_poss(p.name)} library: {len(cards)} card(s) looked at are put on its "
                                         f"{'bottom' if to == 'bottom' else 'top'} {why}", frozenset(("zone",)),
                                         since=self.clock, objects=frozenset(self.objects[o].card_id for o in cards),
                                         by_card=True, library_of=p.name,   # only the order: still in the library
                                         taken=ORDER_UNREACHED))
        if to == "top" and unnamed and cards:   # cards the scenario doesn't name go back among them (401.4)
            self.unknowns.append(Unknown(f"{_poss(p.name)} library: {', '.join(self.objects[o].alias for o in cards)} "
                                         f"and {unnamed} card(s) the scenario doesn't name are put back on top in the "
                                         "order its owner chooses (401.4): where each named card is can't be decided",
                                         frozenset(("zone", "cards")), since=self.clock,
                                         objects=frozenset(self.objects[o].card_id for o in cards), by_card=True,
                                         library_of=p.name, taken=p.taken))   # it matters once a card leaves it
        where = "on the bottom of" if to == "bottom" else "back on top of"
        self.log.add(f"{', '.join(self.objects[o].alias for o in cards) or 'no named card'} "
                     f"{'goes' if len(cards) == 1 else 'go'} {where} {_poss(p.name)} library"
                     + (" in a random order" if order == "random" and len(cards) > 1 else ""), "library_position",
                     indent=1, kind="step")

    # --- cards of a hand put on a library (Brainstorm; 401.4) -------------------------------------------------
    def _look_hand_to_library(self, ins, refs, rc, item, n: int = 0) -> None:
        """"Put two cards from your hand on top of your library in any order": the player chooses the cards as it
        resolves (608.2d), stated with choose: {put_back: [NAMES]} (top first: 401.4, their owner orders them). A
        hand with exactly that many cards, all named, needs no choice; a hand holding cards the scenario doesn't
        name, without a choice, is never guessed: which cards go, and what is drawn next, can't be decided."""
        from .unknowns import ALL
        for rk, who in refs:
            if rk != "player":
                continue
            p = self.player(who)
            hand = [o.oid for o in self.in_zone("hand", who)]
            want = rc.choices.get("put_back")
            if isinstance(want, dict):   # "Each player puts …": each player's own cards, {PLAYER: [NAMES]}
                want = want.get(who)
            if ins.opts.get("number_chosen"):   # "any number of cards", "up to two cards" (kb.engine.chosennumber)
                from .chosennumber import choose_number
                ids = choose_number(self, ins, rc, who, hand, want, "put_back", not p.hand_known)
                if ids is None:
                    continue
                rc.chosen.setdefault("amount_by", {})[who] = rc.last_amount = len(ids)
            elif n < 0:   # "the cards in your hand": all of them, none chosen; only their order (401.4)
                if not p.hand_known:
                    self.unknowns.append(Unknown(
                        f"\u201c{ins.text}\u201d: {_poss(who)} hand may hold cards the scenario doesn't name: which "
                        "cards go, how many, and what is drawn next, can't be decided (608.2h)", ALL, since=self.clock))
                    continue
                if want is not None and sorted(self.obj(nm).oid for nm in _names(want)) != sorted(hand):
                    raise EngineError(f"\u201c{ins.text}\u201d: the order lists each card of {_poss(who)} hand once, "
                                      f"top first ({self.rule_no('library_position')})")
                want = None if want is None else _names(want)
                ids = [self.obj(nm).oid for nm in want] if want is not None else hand
                if want is None and len(ids) > 1:
                    ids = [m[0] for m in self.library_order_of(ins, [(o, "library", {}) for o in ids], rc, key="put_back")]
                rc.chosen.setdefault("amount_by", {})[who] = rc.last_amount = len(ids)
            elif want is not None:
                ids = list(dict.fromkeys(self.obj(nm).oid for nm in _names(want)))
                bad = [self.objects[o].alias for o in ids if o not in hand]
                if bad:
                    raise EngineError(f"\u201c{ins.text}\u201d: {bad[0]} is not in {_poss(who)} hand ({self.rule_no('choices_on_resolution')})")
                if len(ids) != min(n, len(hand) if p.hand_known else n):
                    raise EngineError(f"\u201c{ins.text}\u201d: {who} puts {n} card(s) from their hand: give choose: "
                                      f"{{put_back: [NAMES]}} with {n} card(s), top first ({self.rule_no('choices_on_resolution')}, {self.rule_no('library_position')})")
            elif p.hand_known and len(hand) <= n:
                ids = hand
                if len(ids) > 1:
                    self.library_order_of(ins, [(o, "library", {}) for o in ids], rc, key="put_back")
            elif not p.hand_known:
                self.unknowns.append(Unknown(
                    f"\u201c{ins.text}\u201d: the cards {who} puts from their hand are not stated (choose: {{put_back: "
                    f"[NAMES]}}), and {_poss(who)} hand may hold cards the scenario doesn't name: which cards go, and "
                    "what is drawn next, can't be decided (608.2d)", ALL, since=self.clock))
                self.log.add(f"{_say(who, 'put')} {n} card(s) from {_poss(who)} hand on the {ins.opts['position']} of "
                             f"{_poss(who)} library, not stated", "library_position", indent=1, kind="step")
                continue
            else:
                raise EngineError(f"\u201c{ins.text}\u201d: which card(s) does {who} put back? give choose: {{put_back: "
                                  f"[NAMES]}}, top first ({self.rule_no('choices_on_resolution')}, {self.rule_no('library_position')}); the hand holds "
                                  f"{', '.join(self.objects[o].alias for o in hand)}")
            moves = [(o, "library", {"position": ins.opts["position"]}) for o in ids]
            if ins.opts["position"] == "top":
                moves.reverse()   # the first named ends on top
            said = ', '.join(self.objects[o].alias for o in ids if o in self.objects) or 'no card'
            self.move_many(moves, cause="return")
            self.log.add(f"{said} "
                         f"{'goes' if len(ids) == 1 else 'go'} from {_poss(who)} hand on the {ins.opts['position']} of "
                         f"{_poss(who)} library", "library_position", indent=1, kind="step")

    def library_order_of(self, ins, moves: list, rc, key: str | None = None) -> list:
        """Several cards put on the top or the bottom of a library at once ("Put any number of target creature cards
        from your graveyard on top of your library"): their owner arranges them (401.4), stated with choose: {top |
        bottom: [NAMES]} (top first); not stated, where each of them is can't be decided. Returns ``moves`` in the
        order :meth:`move_many` places them (the last one put on top ends up on top)."""
        to = ins.opts["position"]
        ids = [m[0] for m in moves]
        given = rc.choices.get(key or to)
        if given is not None:
            wanted = [self.obj(nm).oid for nm in _names(given)]
            if sorted(wanted) != sorted(ids):
                raise EngineError(f"\u201c{ins.text}\u201d: choose: {{{to}: [NAMES]}} lists each of "
                                  f"{', '.join(self.objects[o].alias for o in ids)} once, top first ({self.rule_no('library_position')})")
            by = {m[0]: m for m in moves}
            ordered = [by[o] for o in wanted]
            return list(reversed(ordered)) if to == "top" else ordered
        self.unknowns.append(Unknown(
            f"\u201c{ins.text}\u201d: {len(ids)} cards are put on the {to} of a library in the order their owner "
            f"chooses (401.4), not stated: give choose: {{{key or to}: [NAMES]}} (top first)", frozenset(("zone",)),
            since=self.clock, objects=frozenset(self.objects[o].card_id for o in ids), by_card=True,
            **self._order_only(ids)))
        return moves

    def _order_only(self, ids: list) -> dict:
        """The Unknown fields that make cards put in one library in an unknown order (401.4) keep their zone known
        until one of them leaves it (unknowns.bottom_order_reached); cards of several owners' libraries: no such
        fields (their zone unknown at once)."""
        from .unknowns import ORDER_UNREACHED
        owners = {self.objects[o].owner for o in ids if o in self.objects}
        return {"library_of": owners.pop(), "taken": ORDER_UNREACHED} if len(owners) == 1 else {}

    # --- explore (701.44a) -----------------------------------------------------------------------------
    def _look_explore(self, ins, refs, rc, item, n: int = 0) -> None:
        """701.44a: the exploring permanent's controller reveals the top card of their library; a land card goes to
        their hand; otherwise a +1/+1 counter on the permanent, and the card may go to the graveyard (choose:
        {explore: top | graveyard}). 701.44c: a permanent that left uses its last known information. 701.44b: once
        the process is complete (whatever it did) the permanent has explored: the trigger event ("Whenever a creature
        you control explores"), with the permanent as it is, or as it last existed."""
        # 701.44c: a permanent no longer on the battlefield explores all the same (the one the words named)
        for rk, oid in refs or self._lki_refs(ins.subject, rc):
            if rk != "obj":
                continue
            lki = self.snapshot_of(oid) if oid in self.objects else self.lki.get(oid)
            self._explore_one(ins, rc, item, oid)
            self._emit(Event("explores", obj=oid, player=getattr(lki, "controller", None), lki=lki))

    def _explore_one(self, ins, rc, item, oid: int) -> None:
        """701.44a for the one permanent ``oid`` (see _look_explore)."""
        o = self.objects.get(oid)
        ctl = o.controller if o is not None else (self.lki[oid].controller if oid in self.lki else rc.you)
        p = self.player(ctl)
        hidden = library_top_blockers(self, ctl, 1)   # the top card one of cards in an unknown order (401.4)
        if not p.library or hidden:
            if hidden or p.unknown is None or p.unknown > 0:
                self.unknowns.append(Unknown(
                    f"\u201c{ins.text}\u201d: the top card of {_poss(ctl)} library is "
                    + (f"not known ({'; '.join(hidden)})" if hidden else
                       "not named in the scenario (players: library: [...])") +
                    ": whether it is a land, and so where it goes and whether a +1/+1 counter is put, can't be "
                    "decided (701.44a)",
                    frozenset(("pt", "zone", "cards", "life", "stack")), since=self.clock))
                self.log.add(f"{_say(ctl, 'reveal')} the top card of {_poss(ctl)} library, which "
                             + ("can't be known" if hidden else "the scenario doesn't name"), "explore", indent=1,
                             kind="step")
            else:
                self.log.add(f"{_poss(ctl)} library is empty: nothing is revealed", "explore", indent=1, kind="step")
                if o is not None and o.zone == "battlefield":
                    self.put_counters(oid, "+1/+1", 1, by=item.controller)
            return
        top = self.objects[p.library[0]]
        w = self.evaluate().get(top.oid)
        if w is not None and "Land" in w.types:
            self.log.add(f"{_say(ctl, 'reveal')} {top.alias}, a land card: it goes to {_poss(ctl)} hand", "explore",
                         indent=1, kind="step")
            self.move(top, "hand", cause="explore")
            p.taken += 1
            return
        self.log.add(f"{_say(ctl, 'reveal')} {top.alias}, not a land card", "explore", indent=1, kind="step")
        if o is not None and o.zone == "battlefield":
            self.put_counters(oid, "+1/+1", 1, by=item.controller)
        where = rc.choices.get("explore")
        if where not in ("top", "graveyard"):
            raise EngineError(f"\u201c{ins.text}\u201d: {top.alias} stays on top or goes to the graveyard "
                              f"({_poss(ctl)} choice, {self.rule_no('explore')}): give choose: {{explore: top | graveyard}}")
        if where == "graveyard":
            self.move(top, "graveyard", cause="explore")
            p.taken += 1

    # --- proliferate (701.34a) -------------------------------------------------------------------------
    def _look_proliferate(self, ins, refs, rc, item, n: int = 0) -> None:
        """701.34a: any number of permanents and/or players that have a counter, chosen (choose: {proliferate:
        [NAMES or players]}), each get one more counter of each kind already there. Under rules without proliferate
        (before 2010-10-01, 701.23a then) it is not modelled: what it could change is "cannot decide"."""
        if not self.rules_have("proliferate"):
            self.note_unmodelled(ins.text, item.name, f"the rules of {self.edition} have no rule for proliferate")
            rc.unread.append(ins.text)
            return
        no = self.rule_no("proliferate")
        want = rc.choices.get("proliferate")
        if want is None:
            raise EngineError(f"\u201c{ins.text}\u201d: which permanents and players does {rc.you} choose? give choose: "
                              f"{{proliferate: [NAMES or players]}} (or [] for none; {no})")
        times = max(n, 1) if ins.amount is not None else 1   # "Proliferate twice.": one proliferate after another
        from .proliferates import proliferate_choice
        for k in range(times):
            chosen = proliferate_choice(self, ins, rc, item, want, no)   # each proliferate its own choice (608.2d)
            if chosen is None:
                return
            if times > 1:
                self.log.add(f"proliferate {k + 1} of {times}", "proliferate", indent=1, kind="step")
            if not self._proliferate_once(ins, _names(chosen), rc, no, item):
                return

    def _proliferate_once(self, ins, chosen: list, rc, no: str, item=None) -> bool:
        """One proliferate (701.34a): each permanent and player chosen gets another counter of each kind it has. Under
        the rules before 2019-05-03 each got "exactly one additional counter of a kind" it already had (701.23a-701.26a
        then): for one with several kinds, which kind is a choice the engine doesn't read — not modelled, nothing is
        done (False), never a guess."""
        from .versions import rule
        if rule("proliferate_kinds", self.edition) == "one_kind":
            several = [nm for nm in chosen if len(self.counter_kinds_of(
                ("player", nm) if nm in self.player_state else ("obj", self.obj(nm).oid))) > 1]
            if several:
                self.note_unmodelled(ins.text, item.name if item is not None else "it",
                                     f"under the rules of {self.edition} proliferate gives exactly one additional counter "
                                     f"of a kind already there ({no}): which kind {', '.join(several)} gets is a choice "
                                     "the engine doesn't read")
                rc.unread.append(ins.text)
                return False
        for nm in chosen:
            if nm in self.player_state:
                if not self.counter_kinds_of(("player", nm)):
                    raise EngineError(f"\u201c{ins.text}\u201d: {nm} has no counter to proliferate ({no})")
                self.another_of_each_kind(("player", nm), rc.you, "proliferate")
                continue
            o = self.obj(nm)
            if o.zone != "battlefield" or not o.counters:
                raise EngineError(f"\u201c{ins.text}\u201d: {o.alias} is not a permanent with a counter ({no})")
            self.another_of_each_kind(("obj", o.oid), rc.you, "proliferate")
        return True

    def counter_kinds_of(self, ref: tuple) -> list[str]:
        """The kinds of counter on a permanent or a player now (122.1; a player's poison counters, 122.1f)."""
        if ref[0] == "player":
            p = self.player(ref[1])
            return [k for k, v in (("poison", p.poison),) if v] + [k for k, v in p.counters.items() if v]
        o = self.objects.get(ref[1])
        return [k for k, c in (o.counters.items() if o is not None and o.zone == "battlefield" else ()) if getattr(c, "n", c)]

    def another_of_each_kind(self, ref: tuple, by: str, concept: str, remove: frozenset = frozenset()) -> None:
        """One more counter of each kind already on a permanent or player (701.34a's "give each another counter of each
        kind already there"; "for each kind of counter on target permanent, put another counter of that kind on it"),
        or, for the kinds in ``remove`` ("… or remove one from it"), one fewer (122.1)."""
        kinds = self.counter_kinds_of(ref)
        if ref[0] == "player":
            p = self.player(ref[1])
            for k in kinds:
                n = -1 if k in remove else self.replace_player_counters(ref[1], k, 1, by)
                if n == 0 or n < -1:
                    continue
                if k == "poison":
                    p.poison += n
                else:
                    p.counters[k] += n
                if n > 0:   # the player got another counter of that kind (701.34a, 603.2)
                    self._emit(Event("player_counters", player=ref[1], counter=k, amount=n))
            self.log.add(f"{_say(ref[1], 'get')} another {', '.join(k for k in kinds if k not in remove)} counter"
                         + (f"; {', '.join(k for k in kinds if k in remove)} counter removed" if remove & set(kinds) else ""),
                         concept, indent=1, kind="step")
            return
        for k in kinds:
            if k in remove:
                self.remove_counters(ref[1], k, 1)
                self.log.add(f"a {k} counter is removed from {self.objects[ref[1]].alias}", concept, indent=1, kind="step")
            else:
                self.put_counters(ref[1], k, 1, by=by)

    # --- "for each kind of counter on target permanent or player, …" (122.1) ---------------------------------
    def each_kind_instruction(self, ins, refs, rc, item) -> None:
        """"For each kind of counter on target permanent or player, give that permanent or player another counter of
        that kind" (122.1: each kind there as it resolves); "… put another counter of that kind on it or remove one from
        it": for each kind, its controller's choice as it resolves (608.2d), ``choose: {counters: {KIND: put | remove}}``
        — one not stated is never guessed."""
        for ref in refs:
            kinds = self.counter_kinds_of(ref)
            if not kinds:
                continue
            remove: frozenset = frozenset()
            if ins.opts.get("or_remove"):
                said = rc.choices.get("counters")
                said = {str(k): str(v).strip().lower() for k, v in said.items()} if isinstance(said, dict) else {}
                missing = [k for k in kinds if said.get(k) not in ("put", "remove")]
                if missing:
                    self.unstated_choice(ins, item, "counters", "counters: {KIND: put | remove} for each kind of "
                                         f"counter there ({', '.join(missing)})")
                    return
                remove = frozenset(k for k in kinds if said[k] == "remove")
            self.another_of_each_kind(ref, rc.you, "counters_put", remove)

    # --- a player's own cards shuffled into their library (701.24a) ---------------------------------------
    def _look_shuffle_in(self, ins, refs, rc, item, n: int = 0) -> None:
        """"Each player shuffles their hand and graveyard into their library": each player's cards of those zones go
        to their library, which is then shuffled (701.24a: a random order). A hand the scenario doesn't list may hold
        unnamed cards: the size of that library can't be counted then."""
        counts = rc.chosen["amount_by"] = {}   # "… then draws that many cards": each player's own count (608.2h)
        for rk, who in refs:
            if rk != "player":
                continue
            p = self.player(who)
            cards = [o.oid for z in ins.opts["zones"] for o in self.in_zone(z, who) if o.owner == who]
            self.move_many([(o, "library", {}) for o in cards], cause="shuffle")
            counts[who] = rc.last_amount = len(cards)
            if "hand" in ins.opts["zones"] and not p.hand_known:
                self.unknowns.append(Unknown(f"the scenario does not list {_poss(who)} hand (players: hand: [...]): how "
                                             f"many cards {_poss(who)} library holds after \u201c{ins.text}\u201d can't "
                                             "be counted", frozenset(("cards", "life")), since=self.clock))
            self._shuffled([who], lazy=True)

    # --- clash (701.30) ------------------------------------------------------------------------------------
    def _look_clash(self, ins, refs, rc, item, n: int = 0) -> None:
        """701.30b: "Clash with an opponent": an opponent is chosen (choose: {opponent: NAME} when there are several);
        each of the two reveals the top card of their library (701.30a, c) and puts it on the top or the bottom, as
        they choose (choose: {clash: {PLAYER: top | bottom}}). I win with a mana value greater than every other card
        revealed (701.30d), stated for "If you win, …" (rc.chosen['clash']); a card the scenario doesn't name makes
        the result unknown."""
        from .unknowns import scope_of, has_mana_burn
        if not self.rules_have("clash"):   # before 2007-10-01 (501.10a): no rule says what clashing is
            rc.chosen["clash"] = None
            self.note_unknown(f"\u201c{ins.text}\u201d: the rules of {self.edition} have no clash (it came with the "
                              f"2007-10-01 edition), so what it does can't be decided",
                              scope_of(item.text or ins.text, has_mana_burn(self)))
            return
        rule = self.rule_no("clash")
        opps = [p for p in self.opponents(rc.you) if self.player_state[p].in_game]
        opp = opps[0] if len(opps) == 1 else rc.choices.get("opponent")
        if opp not in opps:
            raise EngineError(f"\u201c{ins.text}\u201d: which opponent does {rc.you} clash with? give choose: "
                              f"{{opponent: {' | '.join(opps) or 'NAME'}}} ({rule})")
        rc.chosen["clash_opponent"] = opp   # "Otherwise, that player …" (kb.engine.clashopponent)
        where = rc.choices.get("clash") or {}
        if not isinstance(where, dict):
            raise EngineError(f"\u201c{ins.text}\u201d: give choose: {{clash: {{{rc.you}: top | bottom, {opp}: top | bottom}}}} "
                              f"({rule})")
        shown = {}
        for who in (rc.you, opp):
            p = self.player(who)
            if p.library and not library_top_blockers(self, who, 1):   # not one of cards in an unknown order (401.4)
                top = self.objects[p.library[0]]
                w = self.evaluate().get(top.oid)
                shown[who] = (top, w.mana_value if w is not None else 0)
                self.log.add(f"{_say(who, 'reveal')} {top.alias} (mana value {shown[who][1]})", "clash", indent=1,
                             kind="step")
            elif p.library or p.unknown is None or p.unknown > 0:
                shown[who] = (None, None)
                self.log.add(f"{_say(who, 'reveal')} the top card of {_poss(who)} library, which "
                             + ("can't be known (401.4)" if p.library else "the scenario doesn't name"), "clash", indent=1,
                             kind="step")
            else:
                self.log.add(f"{_poss(who).capitalize()} library is empty: {who} reveals nothing", "clash", indent=1,
                             kind="step")
        mine = shown.get(rc.you)
        others = [v for k, v in shown.items() if k != rc.you]
        if mine is None:
            won = False   # no card revealed: no greater mana value (701.30d)
        elif mine[1] is None or any(v[1] is None for v in others):
            won = None
        else:
            won = all(mine[1] > v[1] for v in others)
        rc.chosen["clash"] = won
        if won is None:
            key = self._alias_of(item.source) if item.source is not None else item.name
            self.unknowns.append(Unknown(
                f"{item.name}: the clash's result depends on a card the scenario doesn't name (players: library: "
                f"[...]; {rule})", scope_of(item.text or ins.text, has_mana_burn(self)), since=self.clock))
            self.log.add(f"who wins the clash can't be decided ({key})", "clash", indent=1, kind="step")
        else:
            self.log.add(f"{_say(rc.you, 'win') if won else _say(rc.you, 'do') + ' not win'} the clash", "clash",
                         indent=1, kind="step")
        for who in (rc.you, opp):   # 701.30c: decided in APNAP order, the cards move at the same time
            top, _mv = shown.get(who) or (None, None)
            if top is None:
                continue
            pos = where.get(who)
            if pos not in ("top", "bottom"):
                raise EngineError(f"\u201c{ins.text}\u201d: {top.alias} goes on the top or the bottom of {_poss(who)} library "
                                  f"({_poss(who)} choice, {rule}): give choose: {{clash: {{{who}: top | bottom}}}}")
            p = self.player(who)
            if pos == "bottom":   # below the unnamed cards, if there are any (Player.under)
                p.library[:] = [o for o in p.library if o != top.oid]
                (p.under if p.unknown != 0 else p.library).append(top.oid)
            self.log.add(f"{top.alias} stays on top of {_poss(who)} library" if pos == "top" else
                         f"{top.alias} goes to the bottom of {_poss(who)} library", "clash", indent=1, kind="step")

    # --- playing cards an effect moved, for a stated time (an impulse draw; 611.2a) ---------------------------
    def _look_may_play(self, ins, refs, rc, item, n: int = 0) -> None:
        """"Until the end of your next turn, you may play those cards.": each card an earlier instruction moved (to
        exile) may be played by this effect's controller from where it is, until the turn ends or until their next
        turn ends (611.2a). A land played so is a land play (305.1, 305.2); a card that leaves that zone is a new
        object the permission doesn't cover (400.7)."""
        from .impulse import duration_starts
        ids = [oid for rk, oid in refs if rk == "obj" and oid in self.objects]
        if not duration_starts(self, ins, rc, item):   # "for as long as you control ~", already over (611.2b)
            self.log.add(f"\u201c{ins.text}\u201d: its duration ended before it began, so it does nothing",
                         "duration_stated", indent=1, kind="step")
            return
        if ins.opts.get("kind"):   # "you may cast noncreature spells from among those cards": those cards only
            from .impulse import of_spell_kind
            ids = of_spell_kind(self, ins, ids)
        for oid in ids:
            self.play_permissions.append({"oid": oid, "player": rc.you, "lands": ins.opts["lands"],
                                          "source": rc.source_oid,
                                          "until": ins.opts["until"], "turn": self.turn, "step": self.step,
                                          "free": bool(ins.opts.get("free")), "any_mana": bool(ins.opts.get("any_mana")),
                                          "graveyard_exile": ins.opts.get("graveyard_exile")})   # kb.engine.graveyardcast
        names = ", ".join(self.objects[o].alias for o in ids) or "no card the scenario names"
        free = " without paying its mana cost (an alternative cost the permission requires)" if ins.opts.get("free") \
            else ""
        anym = f", and {ins.opts['any_said']}" if ins.opts.get("any_mana") else ""   # 609.4b
        self.log.add(f"{_say(rc.you, 'may')} {'play' if ins.opts['lands'] else 'cast'} {names} "
                     f"{ins.opts['said']}{free}{anym}", "duration_stated", indent=1, kind="step")

    def may_play_land_from(self, o, who: str) -> bool:
        """Whether a permission of :meth:`_look_may_play` lets ``who`` play the land ``o`` from where it is now."""
        return any(p["oid"] == o.oid and p["player"] == who and p["lands"] for p in self.play_permissions)

    def play_permitted(self, o, who: str | None = None) -> bool:
        """Whether a permission of :meth:`_look_may_play` covers the card ``o`` where it is now: ``who``'s (611.2a: the
        player the effect names), or anyone's when None."""
        return any(p["oid"] == o.oid and who in (None, p["player"]) for p in self.play_permissions)

    def permission_free(self, o, who: str) -> bool:
        """Whether the permission of :meth:`_look_may_play` that lets ``who`` cast ``o`` requires casting it without
        paying its mana cost (an alternative cost, 118.9b): every one covering it does."""
        mine = [p for p in self.play_permissions if p["oid"] == o.oid and p["player"] == who]
        return bool(mine) and all(p.get("free") for p in mine)

    def permission_holder(self, o) -> str | None:
        """The one player a permission of :meth:`_look_may_play` names for the card ``o`` outside a hand (611.2a:
        the player who may cast it, as a cast step that names no caster means), or None (none, or several)."""
        who = {p["player"] for p in self.play_permissions if p["oid"] == o.oid}
        return next(iter(who)) if len(who) == 1 and o.zone != "hand" else None

    def end_play_permissions(self, begins: str | None = None) -> None:
        """As a turn ends: "this turn" permissions end, and "until the end of your next turn" ones at the end of their
        player's next turn (611.2a). As a step ``begins`` ("upkeep", "end"): "until the beginning of your next
        upkeep" and "until your next end step" ones end as the next such step of their player begins — this turn's,
        when they were given earlier in the turn (500.1). "For as long as it remains exiled": never here (400.7)."""
        from .triggers import STEPS

        def ends(p) -> bool:
            if begins is not None:
                return p["until"] == begins and self.active == p["player"] and (
                    self.turn > p["turn"] or STEPS.index(p.get("step") or begins) < STEPS.index(begins))
            return (p["until"] == "turn" and self.turn >= p["turn"]) or \
                (p["until"] == "next_turn" and self.active == p["player"] and self.turn > p["turn"])
        self.play_permissions = [p for p in self.play_permissions if not ends(p)]
