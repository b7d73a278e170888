"""What the words of a resolving instruction refer to (608.2c): the objects and players its subject names, the
choices made as it resolves (608.2d) or stated by the scenario, and objects that changed zones (400.7).

Mixed into :class:`kb.engine.state.GameState` beside :class:`kb.engine.actions.ActionsMixin`.
"""
from __future__ import annotations

import re
from .attackbatch import those_attackers
from .blockpartner import block_partner
from .chosenplayer import chosen_player
from .doonce import note_action
from .atrandom import is_random
from .aurafinds import aura_found_in_graveyard
from .errors import EngineError
from .instructions import (Instruction, Subject)
from .looking import LOOK_KINDS
from .rctx import RCtx
from .sacrificecant import fewer_than_said
from .text import player_does as _pv, player_poss as _poss
from .actions import SPELL_WORDS, antecedent, fixed, name_has_quality

__all__ = ["SubjectActions"]


# words after an instruction that read whether it was done (608.2c): its unknown reaches them too
_HANGS_ON_IT = re.compile(r"\b(?:If (?:you|they|that player|the player) (?:do|don't|can't|did|didn't)|Otherwise)\b")


class SubjectActions:
    """What resolving instructions do, as this module's docstring says."""

    # --- subjects ------------------------------------------------------------------------------------------
    def subjects(self, subj: Subject | None, rc: RCtx, ins: Instruction | None = None) -> list:
        """The objects and players an instruction acts on now: ('obj', oid) / ('player', name). A phased-out permanent
        is treated as though it does not exist (702.26b): "put two +1/+1 counters on it" of a delayed trigger finds
        no object while "it" is phased out — only the words that name what phased out (kb.engine.phaselock) see it."""
        from .thosemoved import found
        refs = found(self, subj, rc, ins)   # "those creatures" after the group moved (400.7j; kb.engine.thosemoved)
        refs = self._subjects_now(subj, rc, ins) if refs is None else refs
        if not refs or subj is None or subj.kind == "phased":
            return refs
        out = [r for r in refs if not (r[0] == "obj" and self.is_phased_out(self.objects.get(r[1])))]
        if len(out) < len(refs):
            gone = ", ".join(self.objects[r[1]].alias for r in refs if r not in out)
            how = ("in the phased-out zone, not on the battlefield" if self.phasing_model() == "zone"
                   else "phased out, treated as though it does not exist")
            self.log.add(f"{gone}: {how}, so \u201c{getattr(ins, 'text', '') or 'the instruction'}\u201d doesn't "
                         "affect it", "phased_out", indent=1, kind="step")
        return out

    def _subjects_now(self, subj: Subject | None, rc: RCtx, ins: Instruction | None = None) -> list:
        """:meth:`subjects` before phased-out permanents are left out."""
        if subj is None:
            return []
        subj = antecedent(subj, rc)
        k = subj.kind
        if k == "target":
            out = []
            for i in subj.slots:
                if i < len(rc.targets) and rc.targets[i] is not None and (i >= len(rc.legal) or rc.legal[i]):
                    ref = rc.targets[i]
                    if self._moved_by_other_words(ref, i, rc, ins):
                        continue
                    out.extend(self._moved_target(ref, ins))
            return out
        if k == "self":
            if rc.source_oid is not None and rc.source_oid in self.objects:
                return [("obj", rc.source_oid)]
            found = [i for i in getattr(rc, "self_moved", ()) if i in self.objects]
            if found:   # 400.7j: this effect moved its source to a public zone and finds the new object there
                self.log.add(f"the effect finds {self.objects[found[0]].alias} in the {self.objects[found[0]].zone}: the "
                             "new object its source became when this effect moved it", "finds_moved", indent=1, kind="step")
                return [("obj", i) for i in found]
            found = self.cost_moved_source(rc)   # 400.7j: its cost moved it ("Exile this permanent", craft 702.167a)
            if found:
                return [("obj", i) for i in found]
            moved = self._zone_change_successor(rc)
            if moved is None:   # 400.7f: the Aura whose enchanted permanent left, in its owner's graveyard
                moved = aura_found_in_graveyard(self, rc)
            return [("obj", moved)] if moved is not None else []
        if k == "each":  # the one of them considered now (608.2f)
            ref = getattr(rc, "each", None)
            if ref is None:
                return []
            if ref[0] == "player":
                return [ref] if self.player_state[ref[1]].in_game else []
            return [ref] if ref[1] in self.objects else []
        if k == "you":
            return [("player", rc.you)]
        if k == "phased":   # the permanents the instruction before phased out (kb.engine.phaselock)
            return [("obj", oid) for oid in getattr(rc, "phased", None) or () if oid in self.objects]
        if k == "countered_source":   # the permanent whose ability was countered this way (kb.engine.counteredlock)
            oid = getattr(rc, "countered_source", None)
            return [("obj", oid)] if oid is not None and oid in self.objects else []
        if k == "each_chose":   # the objects each player chose (kb.engine.eachchooses)
            from .eachchooses import chosen_by_each
            return chosen_by_each(self, rc)
        if k == "most_voted":   # "each permanent with the most votes or tied for most votes" (kb.engine.voteobjects)
            from .voteobjects import most_voted
            return most_voted(self, subj, rc)
        if k == "encoded":   # "the encoded card": the card encoded on the source (702.99a, kb.engine.cipher)
            from .cipher import encoded_cards
            return encoded_cards(self, rc)
        if k == "player_or_permanent":
            return self._player_or_permanent(subj, rc, ins)
        if k == "enchanted_player":   # 303.4b: the player the source is attached to (as it last existed)
            a = getattr(rc.src, "attached_to", None)
            if not isinstance(a, str) and rc.source_lki is not None:
                a = rc.source_lki.attached_to
            return [("player", a)] if isinstance(a, str) and self.player_state[a].in_game else []
        if k == "chosen_player":   # the player chosen as the source entered (614.12), as it last existed once gone
            who = chosen_player(rc.src) or (chosen_player(rc.source_lki) if rc.source_lki is not None else None)
            return [("player", who)] if who in self.player_state and self.player_state[who].in_game else []
        if k == "defending":
            return self._defending_player(rc, subj)
        if k == "attack_target":
            return self._attack_target(rc, subj)
        if k == "blocking":   # the creatures blocking the source now, also after it left combat (509.1h, 506.4)
            c = getattr(self, "combat", None)
            # "… each creature blocking it" after "Whenever a creature you control becomes blocked": the event's creature
            whom = getattr(rc.event, "obj", None) if subj.who == "event" and rc.event is not None else rc.source_oid
            found = c.blockers_of(whom) if c is not None and whom is not None else []
            return [("obj", b) for b in sorted(found) if b in self.objects and self.objects[b].zone == "battlefield"]
        if k == "blocked_by_source":   # "each creature it blocked this combat" (kb.engine.combatdeaths)
            from .combatdeaths import blocked_by_source
            return blocked_by_source(self, rc)
        if k == "stack_abilities":   # "all abilities your opponents control": on the stack (kb.engine.stackabilities)
            from .stackabilities import stack_abilities
            return stack_abilities(self, subj, rc)
        if k == "players":
            from .eachmay import only_choosing   # "each player may …": those who chose to (608.2d)
            if subj.who == "other_opponent":
                return only_choosing(rc, ins, self._other_opponents(rc, ins))
            if subj.who == "opponents_of":   # "each of that player's opponents" (102.2, kb.engine.opponentsof)
                from .opponentsof import opponents_of
                return only_choosing(rc, ins, opponents_of(self, subj, rc, ins))
            if subj.who == "opponent":
                return only_choosing(rc, ins, [("player", p) for p in self.opponents(rc.you)])
            if subj.who == "teammates":   # "each of your teammates": none in a game not between teams (102.3)
                from .teammates import teammates_of
                return teammates_of(self, rc)
            if subj.who == "a_player":   # "Choose a player at random.": any one player (kb.engine.anopponent)
                from .anopponent import a_player
                return a_player(self, subj, rc, ins)
            if subj.who in ("friend", "foe"):   # "each friend", "each foe" (kb.engine.friendfoe)
                from .friendfoe import friend_players
                return friend_players(self, subj, rc, ins)
            if subj.who == "an_opponent":   # "an opponent …": one, chosen as it resolves (kb.engine.anopponent)
                from .anopponent import an_opponent
                return an_opponent(self, subj, rc, ins)
            return only_choosing(rc, ins, [("player", p) for p in self.apnap() if self.player_state[p].in_game and
                                           (subj.who != "other" or p != rc.you)])
        if k == "players_objects":   # "all creatures target opponent controls": those of the player(s) named (608.2c)
            named = self.subjects(subj.of, rc, ins)
            owners = {ref for kind, ref in named if kind == "player"}
            if subj.who == "or_controller":   # "that player or that planeswalker's controller" (108.4)
                owners |= {self.objects[ref].controller for kind, ref in named if kind == "obj" and ref in self.objects}
            snap = self.evaluate()
            ctx = rc.at(snap.work)
            self._selector_doubt(snap, subj.selector, ins)
            return [("obj", i) for i in sorted(subj.selector.select(snap.work, ctx)) if snap.work[i].controller in owners]
        if k == "selector":
            snap = self.evaluate()
            ctx = rc.at(snap.work)
            self._selector_doubt(snap, subj.selector, ins)
            return [("obj", i) for i in sorted(subj.selector.select(snap.work, ctx))]
        if k == "attacked":   # "all creatures that attacked this turn": declared as attackers (508.1), still the same
            # objects on the battlefield (400.7) and still creatures
            snap = self.evaluate()
            ids = self.attacked_this_turn()
            return [("obj", i) for i in sorted(ids) if i in self.objects and self.objects[i].zone == "battlefield"
                    and snap.get(i) is not None and "Creature" in snap.get(i).types]
        if k == "others_than":   # "each other creature you control" after a target: other than it (608.2c)
            firsts = {ref for rk, ref in self.subjects(subj.of, rc, ins) if rk == "obj"}
            snap = self.evaluate()
            ctx = rc.at(snap.work)
            self._selector_doubt(snap, subj.selector, ins)
            return [("obj", i) for i in sorted(subj.selector.select(snap.work, ctx)) if i not in firsts]
        if k == "shares_name":
            return self._shares_name(subj, rc, ins)
        if k == "shares_color":
            out = list(self.subjects(subj.of, rc, ins))
            snap = self.evaluate()
            ctx = rc.at(snap.work)
            colors = set()
            for rk, oid in out:
                if rk == "obj" and snap.get(oid) is not None:
                    colors |= set(snap.get(oid).colors)
            firsts = {oid for rk, oid in out}
            for i in sorted(subj.selector.select(snap.work, ctx)):
                if i not in firsts and set(snap.work[i].colors) & colors:
                    out.append(("obj", i))
            return out
        if k == "union":
            out = []
            for p in subj.parts:
                out.extend(self.subjects(p, rc, ins))
            return out
        if k == "event":
            ev = rc.event
            if ev is not None and ev.kind == "attacked_with" and subj.text.lower() not in ("that player", "that opponent"):
                return those_attackers(self, ev)   # "those creatures", "each of them" (508.3d, kb.engine.attackbatch)
            if ev is not None and ev.kind in ("targeted", "player_targeted") and ev.item is not None and \
                    subj.text.lower() in SPELL_WORDS:
                # "Whenever ~ becomes the target of a spell, ... that spell": the spell or ability that targeted
                # it (the trigger event's, 603.2), not the object it targeted
                oid = getattr(ev.item, "oid", None)
                if oid is None and ev.cause == "ability":   # "that spell or ability": an ability on the stack, no object
                    return [("item", ev.item.sid)] if ev.item in self.stack else []   # (113.1b, 115.1)
                return [("obj", oid)] if oid is not None and oid in self.objects else []
            if ev is not None and ev.kind == "activated" and subj.text.lower() == "that ability":
                # "Whenever you activate an ability …, copy that ability": the ability activated, while it is on the
                # stack (602.2b applying 601.2i, 113.7a: a stack item, no object; kb.engine.activation)
                return [("item", ev.item.sid)] if ev.item is not None and ev.item in self.stack else []
            if ev is not None and subj.text.lower() in ("that player", "that opponent", "they", "them", "he or she") and \
                    not (ev.kind == "delayed" and ev.obj is not None and subj.text.lower() in ("they", "them")):
                # "that player": the player the trigger event is about (603.2); "them" in a delayed ability that
                # refers to objects ("Sacrifice them at the beginning of the next end step") is those objects (603.7c)
                from .sourcepointers import controller_source
                src = controller_source(ev, getattr(getattr(rc.item, "ability", None), "spec", None))
                if src is not None:   # "a source an opponent controls deals damage to you, that player": its controller
                    view = self._view(src)
                    return [("player", view.controller)] if view is not None else []
                if ev.kind == "damage" and ev.recipient_player is not None:
                    return [("player", ev.recipient_player)]
                if ev.kind == "player_dealt":   # the player dealt damage, or the sources' controller (that_player)
                    return self._event_player(ev, rc, ins)
                if ev.obj is None and ev.player is not None:
                    return [("player", ev.player)]
                if ev.kind == "zone" and ev.cause == "discard":   # 701.9a: the player who discarded (the card's owner)
                    owner = getattr(ev.lki, "owner", None) or ev.player
                    return [("player", owner)] if owner is not None else []
                return self._event_player(ev, rc, ins)
            if ev is not None and ev.kind in ("damage", "source_dealt") and ev.obj is None and ev.source is not None:
                # "Whenever ~ deals combat damage to a player, put a +1/+1 counter on it": the damage went to a
                # player, so the object the trigger is about is the source that dealt it (603.2, 120.1)
                return [("obj", ev.source)] if ev.source in self.objects else []
            if ev is None and ins is not None and getattr(getattr(rc, "item", None), "kind", None) == "spell":
                # the words were read as the trigger event's object ("that creature", "those creatures", "that player"),
                # and a spell has no trigger event: what they name is not read — never an instruction that silently
                # acts on nothing (608.2c)
                self.note_unmodelled(ins, rc.item.name, f"\u201c{subj.text}\u201d names no object read before it in "
                                                        "the spell's text")
                return []
            if ev is None or ev.obj is None:
                return []
            if ev.objs and ev.kind not in ("blocks", "blocked_by"):
                # 712.21c: the new object a melded permanent became is both cards
                return [("obj", i) for i in ev.objs if i in self.objects]
            # "that creature" in a blocking trigger is the other creature (the one blocked, or the blocker,
            # 509.3d) when the trigger names it (kb.engine.blockpartner); "it" is the trigger's own creature, and so
            # is "its" ("its controller loses 1 life")
            partner = block_partner(ev, rc)
            other = partner is not None and subj.text.lower() not in ("it", "itself", "~", "its controller", "its owner")
            oid = partner if other else ev.obj
            if oid not in self.objects and oid in (getattr(rc, "effect_moved", None) or {}):
                # "When ~ dies, exile it with three time counters on it and it gains suspend.": an earlier part of this
                # effect moved it to a public zone, where the later parts find the new object (400.7j)
                found = [i for i in rc.effect_moved[oid] if i in self.objects]
                if found:
                    self.log.add(f"\u201c{ins.text if ins is not None else subj.text}\u201d finds "
                                 f"{self.objects[found[0]].alias}: the new object this effect moved to the "
                                 f"{self.objects[found[0]].zone}", "finds_moved", indent=1, kind="step")
                return [("obj", i) for i in found]
            return [("obj", oid)] if oid in self.objects else []
        if k in ("controller_of", "owner_of"):
            ev = rc.event
            if k == "controller_of" and subj.of is not None and subj.of.kind == "event" and ev is not None and \
                    ev.kind in ("targeted", "player_targeted") and ev.item is not None and \
                    subj.of.text.lower() in SPELL_WORDS:
                # "that spell's controller": the player who controls the spell or ability that targeted it, as
                # recorded with it on the stack (even after it left the stack, 608.2h)
                ctl = ev.item.controller
                return [("player", ctl)] if self.player_state[ctl].in_game else []
            who = []
            for ref in self.subjects(subj.of, rc) or self._lki_refs(subj.of, rc):
                if ref[0] == "player":
                    who.append(ref)
                    continue
                if ref[0] == "item":   # an ability on the stack (115.1): its controller (113.8); an ability has no owner
                    it = self.stack_item_by_sid(ref[1])
                    if it is not None and k == "controller_of":
                        who.append(("player", it.controller))
                    continue
                # "Whenever a creature dies, its controller …": the trigger event's object as it last existed on the
                # battlefield (608.2h) — the card in a graveyard has no controller of its own (_look)
                event_obj = subj.of is not None and subj.of.kind == "event" and ev is not None and ev.obj == ref[1]
                view = self._look(subj.of, rc) if event_obj else self._view(ref[1])
                if view is None:
                    continue
                who.append(("player", view.controller if k == "controller_of" else view.owner))
            return who
        if k == "attacking_opponents":   # "each opponent attacking that player" (kb.engine.attackingopponents)
            from .attackingopponents import attacking_opponents
            return attacking_opponents(self, rc)
        if k == "clash_opponent":   # "that player" after "clash with an opponent" (kb.engine.clashopponent)
            from .clashopponent import clash_opponent
            return clash_opponent(rc)
        if k == "most_player":   # "the player with the most life" (kb.engine.mostplayer)
            from .mostplayer import most_player
            return most_player(self, subj, rc)
        if k == "could_not":   # "each player who can't" (101.3): of those the instruction before asked (kb.engine.couldnot)
            from .couldnot import players_who_could_not
            return players_who_could_not(self, subj, rc, ins)
        if k == "done":   # "each creature destroyed this way": the objects as they last existed (kb.engine.thisway)
            return [("obj", lk.oid) for lk in subj.selector.objects(rc)]
        if k == "convoked":   # "each creature that convoked it" (702.51c; kb.engine.convoked)
            from .convoked import convoking_creatures
            return convoking_creatures(self, rc)
        if k == "paid":   # 400.7j: the cost moved it to a public zone, and the ability's effects find it there
            # — only a cost that moved it: a creature a cost tapped, moved since by something else, is a new object (400.7)
            from .stack import COST_MOVES_TO
            return [("obj", i) for lk in rc.paid.get(subj.cost, [])
                    for i in ([lk.oid] if lk.oid in self.objects else
                              self.moved_to(lk.oid, follow=False) if subj.cost in COST_MOVES_TO else [])]
        if k == "tokens":  # the tokens an earlier instruction of this resolution created ("sacrifice it")
            return [("obj", oid) for oid in getattr(rc, "tokens", ()) if oid in self.objects]
        if k == "damaged":  # "a creature dealt damage this way": what this resolution dealt damage to
            snap = self.evaluate()
            ctx = rc.at(snap.work)
            return [("obj", oid) for oid in dict.fromkeys(rc.damaged) if oid in self.objects and snap.get(oid) is not None
                    and (subj.selector is None or subj.selector.match(snap.get(oid), ctx))]
        if k == "looked":   # the cards looked at and not yet moved (701.20e)
            looked = getattr(rc, "looked", None) or {}
            if looked.get("unnamed") and (ins is None or ins.kind not in LOOK_KINDS):
                # "If it's a land card, …" / "put it onto the battlefield": a card the scenario doesn't name
                from .unknowns import ALL, Unknown
                self.unknowns.append(Unknown(f"{looked['unnamed']} card(s) looked at or revealed are not named in the "
                                             "scenario (players: library: [...]): what is read from them or done to them "
                                             "is unknown", ALL, since=self.clock))
            if subj.of == "battlefield":   # "put it onto the battlefield. That creature …": what it became (400.7j)
                return [("obj", i) for oid in (looked.get("cards") or ()) for i in self.moved_to(oid)
                        if self.objects[i].zone == "battlefield"]
            if ins is not None and ins.kind == "continuous":
                # "If it's a creature card, put it onto the battlefield. It gains haste until end of turn.": an effect
                # on "it" finds the card where this effect put it onto the battlefield (400.7, 400.7j)
                return [("obj", i) for oid in (looked.get("cards") or ())
                        for i in ([oid] if oid in self.objects else
                                  [j for j in self.moved_to(oid) if self.objects[j].zone == "battlefield"])]
            return [("obj", oid) for oid in (looked.get("cards") or ()) if oid in self.objects]
        if k == "moved":  # the card an earlier instruction of this resolution moved ("that card")
            return [("obj", oid) for oid in getattr(rc, "moved", ()) if oid in self.objects]
        if k == "chosen":
            # chosen once, as the instruction choosing it is applied (608.2d); "that creature" later in the
            # instructions is the object chosen then, even after it left its zone (its LKI, 608.2h)
            key = (id(subj), rc.each)
            if key not in rc.chosen:
                rc.chosen[key] = self._chosen(subj, rc, ins)
            if ins is None:
                return list(rc.chosen[key])
            # an instruction acting on it finds the object an earlier part of this effect moved it to ("put a creature
            # card from your hand onto the battlefield. That creature gains haste", 400.7j), as for a target
            return [x for r in rc.chosen[key] for x in (self._moved_target(r, ins) if r[1] not in self.objects else [r])
                    if x[1] in self.objects]
        if k == "prev":
            return self.subjects(rc.prev, rc, ins)
        if k == "picked":
            # picked once, as the instruction naming it is applied (608.2d): "Return the top creature card of your
            # graveyard to the battlefield. That creature gains haste …" finds the object that card became (400.7j),
            # not the next creature card on top of the graveyard
            key = ("picked", subj, rc.each)
            if key not in rc.chosen:
                got = self._picked(subj, rc)
                if ins is None:
                    return got
                rc.chosen[key] = got
            if ins is None:
                return list(rc.chosen[key])
            return [x for r in rc.chosen[key] for x in (self._moved_target(r, ins) if r[1] not in self.objects else [r])
                    if x[1] in self.objects]
        if k == "chosen_equipment":   # chosen as the attach instruction applies (_chosen_equipment)
            return []
        raise EngineError(f"unknown subject {k!r}")

    def _moved_by_other_words(self, ref: tuple, slot: int, rc: RCtx, ins: Instruction | None) -> bool:
        """A target an earlier part of this resolution moved to another zone by words that didn't name it as this
        target ("When ~ dies, exile it and return target creature card from your graveyard to the battlefield", the
        target being ~'s own card): the move made it a new object (400.7), which the target's words no longer name —
        400.7j lets a later part find only what an earlier part moved as such. The instruction doesn't act on it."""
        if ins is None or ref[0] != "obj" or ref[1] in self.objects:
            return False
        slots = (getattr(rc, "moved_as_target", None) or {}).get(ref[1])
        if slots is None or slot in slots:
            return False
        found = self.moved_to(ref[1])
        where = f" (now in the {self.objects[found[0]].zone})" if found else ""
        self.log.add(f"\u201c{ins.text}\u201d: its target left its zone{where}, moved by an earlier part of this effect "
                     "that didn't name it as this target; it is a new object the target's words no longer find, so "
                     "that part does nothing to it", "new_object", indent=1, kind="step")
        return True

    def _moved_target(self, ref: tuple, ins: Instruction | None) -> list:
        """A legal target that an earlier part of this same effect moved to a public zone ("Exile target
        creature you control, then return that card to the battlefield"): 400.7j lets the later parts find the
        new object it became (following each move this resolution made). Anything else about it - its
        controller, its power - stays as it last existed (608.2h): only instructions that act on the card
        itself follow it."""
        if ref[0] != "obj" or ref[1] in self.objects or ins is None:
            return [ref]
        found = self.moved_to(ref[1])
        if not found:
            return [ref]
        self.log.add(f"\u201c{ins.text}\u201d finds {' and '.join(self.objects[i].alias for i in found)}: the new "
                     f"object(s) this effect moved to the {self.objects[found[0]].zone}", "finds_moved",
                     *(["meld_finds_both"] if len(found) > 1 else []), indent=1, kind="step")
        return [("obj", i) for i in found]

    def moved_to(self, oid: int, *, follow: bool = True) -> list:
        """The objects ``oid`` became by moving to public zones (400.7j: the effect, or the spell or ability
        whose cost moved it, can find it there); [] if it is not in a public zone. ``follow``: through each
        later move too (the moves of one resolution); without it, only the object the one move made - a card
        a cost exiled that something else moved since is a new object the ability can't find (400.7)."""
        found, seen, todo = [], set(), list(self.successors.get(oid, ()))
        while todo:
            i = todo.pop(0)
            if i in seen:
                continue
            seen.add(i)
            if i in self.objects:
                found.append(i)
            elif follow:
                todo.extend(self.successors.get(i, ()))
        return found

    def _zone_change_successor(self, rc: RCtx) -> int | None:
        """400.7e: an ability that triggers when its own source moves from one zone to another ("When ~ is
        put into a graveyard from the battlefield, return ~ to its owner's hand") can find the new object it
        became in the zone it moved to, if that zone is public and the object is still there."""
        ev = getattr(rc, "event", None)
        if ev is None or ev.kind != "zone" or ev.obj is None or ev.lki is None:
            return None
        if rc.source_oid is None or getattr(ev.lki, "oid", None) != rc.source_oid:
            return None
        if ev.to_zone not in ("battlefield", "graveyard", "exile", "stack", "command"):
            return None   # a hidden zone (library, hand): the new object can't be found (400.2)
        o = self.objects.get(ev.obj)
        if o is None or o.zone != ev.to_zone:
            return None
        self.log.add(f"the ability finds {o.alias}, the new object its source became in the {ev.to_zone}",
                     "finds_new_object", indent=1, kind="step")
        return o.oid

    def _picked(self, subj: Subject, rc: RCtx) -> list:
        """"Choose a nonlegendary creature on the battlefield": the object the controller chose as the
        instruction was applied (608.2d), given by the scenario as choose: {KEY: NAME}."""
        want = rc.choices.get(subj.cost)
        rc.refresh()   # the resolution's own context: "with mana value X or less" reads its X (107.3)
        snap, ctx = self.evaluate(), rc
        cands = sorted(subj.selector.select(snap.work, ctx))
        if subj.of is not None:   # "a nonland card from it": a card of that player's hand
            owners = {r[1] for r in self.subjects(subj.of, rc) if r[0] == "player"}
            cands = [c for c in cands if c in self.objects and self.objects[c].owner in owners]
            from .revealfromhand import revealed_only   # "You choose one of those cards": the ones revealed
            cands = revealed_only(subj, rc, cands)
            if cands is None:   # which cards were revealed is not known (noted as the reveal resolved)
                return []
        from .graveyardtopkind import TOP_OF_GRAVEYARD, top_of_graveyard
        if subj.text == TOP_OF_GRAVEYARD:   # "the top creature card of your graveyard" (404.2)
            return top_of_graveyard(self, subj, rc, cands)
        if subj.least and cands:   # "with the least toughness or tied for least toughness among them" (701.39a)
            low = min(getattr(snap.get(c), subj.least) for c in cands)
            cands = [c for c in cands if getattr(snap.get(c), subj.least) == low]
        if want is None:
            if not cands:
                return []
            if len(cands) == 1:
                return [("obj", cands[0])]
            names = ", ".join(self.objects[c].alias for c in cands if c in self.objects)
            raise EngineError(f"“Choose a {subj.text}”: {_pv(rc.you, 'chooses')} among {names}; give choose: "
                              f"{{{subj.cost}: NAME}} ({self.rule_no('choices_on_resolution')})")
        o = self.obj(want)
        if o.oid not in cands:
            raise EngineError(f"{o.alias} is not a {subj.text}: it can't be chosen ({self.rule_no('choices_on_resolution')})")
        return [("obj", o.oid)]

    def _lki_refs(self, subj, rc) -> list:
        """The objects a subject named, even if they have left their zone (for LKI look-ups)."""
        if subj is None:
            return []
        subj = antecedent(subj, rc)
        if subj.kind == "target":
            return [rc.targets[i] for i in subj.slots if i < len(rc.targets) and rc.targets[i] is not None]
        if subj.kind == "self" and rc.source_oid is not None:
            return [("obj", rc.source_oid)]
        if subj.kind == "each" and getattr(rc, "each", None) is not None:
            return [rc.each]
        if subj.kind == "event" and rc.event is not None:
            ev = rc.event   # damage to a player: the object the event is about is its source (120.1), gone or not
            oid = ev.source if ev.obj is None and ev.kind in ("damage", "source_dealt") else ev.obj
            return [("obj", oid)] if oid is not None else []
        return []

    def _you(self, who: str, rc) -> str:
        return rc.you if who == "you" else who

    def _player_of(self, who, rc) -> str | None:
        """"you", a player's name, or the one player a subject names ("that player", "target opponent")."""
        if isinstance(who, str):
            return self._you(who, rc)
        players = [ref for kind, ref in self.subjects(who, rc) if kind == "player"]
        return players[0] if len(players) == 1 else None

    def _player_or_permanent(self, subj: Subject, rc: RCtx, ins: Instruction | None = None) -> list:
        """"that player or a planeswalker that player controls": for each such player, the player or one
        of those permanents, as the controller chooses when the instruction is applied (608.2d); given by
        the scenario as choose: {recipient: NAME} (for a triggered ability: triggers: {SOURCE: {choose: ...}})."""
        snap = self.evaluate()
        ctx = rc.at(snap.work)
        want = rc.choices.get("recipient")
        out = []
        for ref in self.subjects(subj.of, rc, ins):   # ins: "an opponent" chosen as it resolves notes it
            if ref[0] != "player":
                continue
            player = ref[1]
            cands = [i for i in sorted(subj.selector.select(snap.work, ctx))
                     if snap.work[i].controller == player and snap.work[i].zone == "battlefield"]
            pick = want.get(player) if isinstance(want, dict) else want
            if pick is None or str(pick) == player:
                if cands and pick is None:
                    names = ", ".join([player] + [self.objects[c].alias for c in cands])
                    raise EngineError(f"“{subj.text}”: {_pv(rc.you, 'chooses')} among {names}; give choose: "
                                      f"{{recipient: NAME}} ({self.rule_no('choices_on_resolution')}; for a triggered ability: triggers: {{SOURCE: {{choose: "
                                      "{recipient: NAME}}})")
                out.append(("player", player))
                continue
            o = self.find(str(pick))
            if o is None or o.oid not in cands:
                raise EngineError(f"“{subj.text}”: {pick!r} is not {player} or a permanent of the kind it names "
                                  f"that {player} controls")
            out.append(("obj", o.oid))
        return out

    def unstated_choice(self, ins, item, key: str, give: str, scope=None, reach: tuple | None = None) -> None:
        """A choice made as a spell or ability resolves (608.2d) that the scenario or the question doesn't state:
        never guessed; every answer from now on says "cannot decide", naming the choice (a name, a type or a P/T
        change can reach any answer: a lord, a trigger, a state-based action) — or, given ``scope``, every answer of
        those groups (kb.engine.unknowns.choice_scope: what a "you may" instruction and what reads it can change; a
        (groups, {per-player group: players}) of choice_reach reaches those players' life totals and cards alone)."""
        from .unknowns import ALL, Unknown
        scope, whose = scope if isinstance(scope, tuple) else (scope, {})
        if item is not None and ins.optional:   # whether the action "Do this only once each turn." indicates was taken
            note_action(self, item, None)
        who = item.name if item is not None else "an effect"
        say = "naming" if key == "card_name" else "choosing"
        reason = (f"{who}: the {key.replace('_', ' ')} chosen for \u201c{ins.text}\u201d is not stated "
                  f"({self.rule_no('choices_on_resolution')}): give "
                  f"choose: {{{give}}} (in a question: '{say} …')")
        scope = scope if scope is not None else ALL
        if any(u.reason == reason and u.since == self.clock and u.scope == scope and u.whose == tuple(whose.items())
               for u in self.unknowns):
            return   # one sentence read as several instructions ("may search …, put …, then shuffle"): one choice
        self.unknowns.append(Unknown(reason, scope, since=self.clock, reach=reach, whose=tuple(whose.items())))
        self.log.add(f"\u201c{ins.text}\u201d: the {key.replace('_', ' ')} chosen is not stated, so what depends on it "
                     "can't be decided", "follow_instructions", indent=1, kind="step")

    def _check_chosen_kind(self, ins, v: str) -> None:
        """A choice the instruction forbids is refused: "other than Wall" (608.2d); a card name must be the name of a
        card with the quality asked (201.4, 201.4a), checked against the scenario's card of that name when it has one
        (any other name is taken as a card of the Oracle card reference)."""
        other = ins.opts.get("other_than")
        if other and other[0].isupper() and v.lower() == other.lower():
            raise EngineError(f"\u201c{ins.text}\u201d: {v} can't be chosen ({self.rule_no('choices_on_resolution')})")
        if ins.opts.get("key") != "card_name":
            return
        card = self.card_named(v)
        if card is None:
            return
        quality = ins.opts.get("quality", "")
        bad = not name_has_quality(card, (quality,) if quality else ()) or \
            (other == "a basic land card name" and "Land" in card.types and "Basic" in card.supertypes)
        if bad:
            raise EngineError(f"\u201c{ins.text}\u201d: {v} is not the name of a card of that kind ({self.rule_no('card_name_quality')})")

    def chosen_key(self, ins, rc: RCtx, other: str = "choose") -> str:
        """The choose: key that names the object an instruction chooses as it resolves (608.2d): ``sacrifice:`` for a
        sacrifice; ``put:`` for the card a "put" instruction moves ("You may put a land card from your hand onto the
        battlefield") when given, or when an earlier instruction of the same resolution took ``choose:`` (a
        Cultivate-like split of the cards found, "put one onto the battlefield tapped and the other into your hand");
        otherwise ``card:`` for a put when given (``choose: {card: Hill Giant}``: the card Sneak Attack puts), else
        ``choose:`` (what older scenarios give), ``other`` for any other kind."""
        kind = ins.kind if ins is not None else ""
        if kind == "sacrifice":
            return "sacrifice"
        if kind == "move":
            if "put" in rc.choices or rc.chosen.get("choose_taken"):
                return "put"
            return "card" if isinstance(rc.choices.get("card"), (str, list)) and "choose" not in rc.choices else "choose"
        return other

    def _chosen(self, subj: Subject, rc: RCtx, ins) -> list:
        """An object chosen as the instruction is applied ("sacrifice a creature", 608.2d)."""
        snap = self.evaluate()
        ctx = rc.at(snap.work)
        if ins is not None and ins.opts.get("anyone"):
            return self._chosen_up_to(subj, rc, ins, snap, ctx)
        owner = rc.you
        if ins is not None and ins.source is not None and (ins.kind == "sacrifice" or ins.opts.get("they_control") or
                                                           (ins.opts.get("from") or "").endswith((" graveyard", " hand"))):
            # the player who sacrifices, or exiles "a card from their graveyard / hand", or "returns a creature they
            # control" (kb.engine.playerpicks): each chooses among their own (608.2d)
            # (with ``ins``: "each opponent may sacrifice …", only those who chose to, kb.engine.eachmay)
            whos = [r[1] for r in self.subjects(ins.source, rc, ins) if r[0] == "player"]
        else:
            whos = [owner]
        out = []
        in_hand = subj.selector is not None and "hand" in getattr(subj.selector, "zones", ())
        # "Return a creature card from your graveyard to your hand": a card of that player's graveyard (404.1), not
        # a permanent
        in_gy = ins is not None and (ins.opts.get("from") or "") in ("your graveyard", "their graveyard") and \
            subj.selector is not None
        from_exile = ins is not None and ins.opts.get("from") == "opponents' exile"
        in_hand = in_hand and not in_gy and not from_exile
        for who in whos:
            if from_exile:   # a processor's cards: in exile, owned by an opponent of the player choosing (400.3)
                foes = set(self.opponents(who))
                cands = [i for i in sorted(subj.selector.select(snap.work, ctx))
                         if snap.work[i].zone == "exile" and self.objects[i].owner in foes]
            elif in_gy:
                cands = [i for i in sorted(subj.selector.select(snap.work, ctx))
                         if snap.work[i].zone == "graveyard" and snap.work[i].owner == who]
            elif in_hand:   # "put a land card from your hand onto the battlefield": a card in that player's hand
                cands = [i for i in sorted(subj.selector.select(snap.work, ctx))
                         if snap.work[i].zone == "hand" and snap.work[i].owner == who]
            else:
                # the chooser's own permanents, unless the words name whose they are: "a creature target opponent
                # controls" (the target player's, kb.engine.targetplayerspick), "a creature an opponent controls" (the
                # selector's own qualifier) — chosen by the controller among another player's permanents (608.2d)
                ctl = {r[1] for r in self.subjects(subj.of, rc, ins) if r[0] == "player"} if subj.of is not None else \
                    None if whos == [owner] and getattr(subj.selector, "controller", None) not in (None, "you") else {who}
                cands = [i for i in sorted(subj.selector.select(snap.work, ctx))
                         if (ctl is None or snap.work[i].controller in ctl) and snap.work[i].zone == "battlefield"] \
                    if subj.selector is not None else []
            key = self.chosen_key(ins, rc)
            want = rc.choices.get(key)
            if isinstance(want, dict):
                want = want.get(who)
            if ins is not None and ins.opts.get("keep_one_each"):   # "chooses …, then sacrifices the rest" (701.21a)
                from .keeptherest import pick_the_rest
                kept = rc.choices.get("keep")
                kept = kept.get(who) if isinstance(kept, dict) else kept if len(whos) == 1 else None
                out.extend(("obj", p) for p in pick_the_rest(self, ins, rc, who, snap, ctx, kept))
                continue
            if ins is not None and ins.opts.get("one_each"):   # "an artifact, a creature, and a land" (701.21a)
                from .sacrificeset import pick_one_of_each
                out.extend(("obj", p) for p in pick_one_of_each(self, ins, rc, who, snap, ctx, want))
                continue
            if ins is not None and ins.opts.get("number_chosen"):
                # "sacrifice any number of …", "return up to two … cards": how many and which (kb.engine.chosennumber)
                from .chosennumber import choose_number
                hidden = (in_gy and "graveyard" in self.player(who).unlisted) or (in_hand and self._hand_unknown(who))
                got = choose_number(self, ins, rc, who, cands, want, key, hidden)
                out.extend(("obj", p) for p in got or ())
                continue
            # a name given twice picks two objects of that name (objs_distinct); one object named twice is an error
            picked = [o.oid for o in self.objs_distinct(want if isinstance(want, list) else [want], cands)] \
                if want else []
            if in_hand and any(p not in cands for p in picked):   # a named card that isn't of the kind (608.2d)
                bad = next(p for p in picked if p not in cands)
                raise EngineError(f"\u201c{ins.text if ins else subj.text}\u201d: {self.objects[bad].alias} is not a "
                                  f"{subj.selector} in {_poss(who)} hand ({self.rule_no('choices_on_resolution')})")
            if in_gy and any(p not in cands for p in picked):   # a named card that isn't of the kind (608.2d)
                bad = next(p for p in picked if p not in cands)
                raise EngineError(f"\u201c{ins.text}\u201d: {self.objects[bad].alias} is not a {subj.selector} in "
                                  f"{_poss(who)} graveyard ({self.rule_no('choices_on_resolution')})")
            if from_exile and any(p not in cands for p in picked):   # a named card that isn't one (608.2d)
                bad = next(p for p in picked if p not in cands)
                raise EngineError(f"\u201c{ins.text}\u201d: {self.objects[bad].alias} is not a card an opponent of {who} "
                                  f"owns in exile ({self.rule_no('choices_on_resolution')})")
            if len(set(picked)) < len(picked):   # "sacrifice two creatures": two different objects (608.2d, 701.21a)
                twice = next(p for p in picked if picked.count(p) > 1)
                raise EngineError(f"\u201c{ins.text if ins else subj.text}\u201d: {self.objects[twice].alias} is named "
                                  f"more than once, and no other object of that name can be chosen: each object "
                                  f"chosen is a different one ({self.rule_no('choices_on_resolution')})")
            picked = [p for p in picked if p in cands]
            n = (ins.opts.get("count") or 1) if ins is not None else 1
            if ins is not None and ins.opts.get("half"):   # "half the creatures they control, rounded up" (107.1a)
                from .halfsacrifice import half_of
                n = half_of(len(cands), ins.opts["half"])
                if n <= 0:
                    continue
            if ins is not None and ins.opts.get("that_many"):   # "sacrifice that many permanents" (608.2h)
                n = fixed(ins.amount, rc, None)
                if n <= 0:
                    continue
            if ins is not None and ins.opts.get("per_vote") is not None:   # "… for each death vote" (701.38a)
                n = fixed(ins.opts["per_vote"], rc, None)
                if n <= 0:
                    continue
            if from_exile and (any(self.objects[c].face_down for c in cands) or
                               "exile" in set().union(*(self.player(f).unlisted for f in self.opponents(who)))):
                # a face-down card in exile is chosen at random from its group (406.3, the processors' rulings); an
                # exile the scenario doesn't list may hold other cards: which are put, and whether, can't be decided
                self.note_unknown(f"\u201c{ins.text}\u201d: the cards an opponent owns in exile are not all known "
                                  "(face down, or an exile the scenario doesn't list)")
                continue
            if from_exile and 0 < len(cands) < n:   # fewer than it says: whether any is put is not read
                self.note_unknown(f"\u201c{ins.text}\u201d: fewer than {n} such cards are in exile; whether any is put "
                                  "is not read")
                continue
            # whether a card was found there: what "If you do" / "Otherwise" reads after it too (608.2c)
            hangs = rc.item.text if rc.item is not None and _HANGS_ON_IT.search(rc.item.text or "") else None
            if in_gy and not picked and "graveyard" in self.player(who).unlisted:
                self.note_unmodelled(ins, rc.item.name if rc.item is not None else "?",
                                      f"{_poss(who)} graveyard is not listed: the card chosen from it may be one the "
                                      "scenario doesn't name", scope_text=hangs)
                continue
            if in_hand and not picked and self._hand_unknown(who):
                # the hand is not listed: it may hold a card of that kind the scenario doesn't name
                self.note_unmodelled(ins if ins is not None else subj.text, rc.item.name if rc.item is not None else "?",
                                      f"{_poss(who)} hand is not listed: the card chosen from it is one the scenario "
                                      "doesn't name", scope_text=hangs)
                continue
            if len(picked) < min(n, len(cands)):   # "sacrifices two creatures": that many, or all they have (608.2d)
                if not cands:
                    continue
                if len(cands) <= n:
                    picked = cands
                    if len(cands) < n and ins is not None and ins.kind == "sacrifice":   # "If you can't" after it
                        fewer_than_said(self, ins, rc, who, len(cands), n)
                elif is_random(ins):
                    # selected at random (kb.engine.atrandom): no player's choice, never guessed — unstated, what it
                    # could change can't be decided
                    self.unstated_choice(ins, rc.item, "card selected at random",
                                         f"{key}: NAME, the result of the random selection")
                    continue
                elif ins is not None and (ins.opts.get("from") or "").endswith(" hand"):
                    # "Target opponent exiles a card from their hand": a hidden choice, never guessed (608.2d)
                    self.unstated_choice(ins, rc.item, "card", f"{key}: NAME (for a triggered ability: triggers: "
                                         f"{{SOURCE: {{choose: {{{key}: NAME}}}}}})")
                    continue
                else:
                    names = ", ".join(self.objects[c].alias for c in cands)
                    chooser = "an opponent of " + who + " chooses" if ins is not None and \
                        ins.opts.get("chooser") == "opponent" else _pv(who, 'chooses')   # "of an opponent's choice"
                    raise EngineError(f"\u201c{ins.text if ins else subj.text}\u201d: {chooser} among {names}; "
                                      f"give choose: {{{key}: NAME}} ({self.rule_no('choices_on_resolution')}; for a triggered ability: "
                                      f"triggers: {{SOURCE: {{choose: {{{key}: NAME}}}}}})")
            out.extend(("obj", p) for p in picked[:n])
        return out

    def _chosen_up_to(self, subj: Subject, rc: RCtx, ins, snap, ctx) -> list:
        """"untap up to five lands": untargeted permanents of any player, as many as the controller chooses up to the
        number ("tap any number of untapped creatures you control": any number, of those the selector names), chosen
        as the instruction is applied (608.2d; choose: {untap: [NAME, …]}, [] for none). Unstated,
        never guessed: nothing is done and what it could change can't be decided."""
        key = ins.kind
        want = rc.choices.get(key)
        if want is None:
            self.unstated_choice(ins, rc.item, key, f"{key}: [NAME, …] (none: [])")
            return []
        cands = {i for i in subj.selector.select(snap.work, ctx) if snap.work[i].zone == "battlefield"}
        picked = list(dict.fromkeys(self.obj(r).oid for r in (want if isinstance(want, list) else [want])))
        bad = next((p for p in picked if p not in cands), None)
        if bad is not None:
            raise EngineError(f"\u201c{ins.text}\u201d: {self.objects[bad].alias} is not a {subj.selector} on the "
                              f"battlefield ({self.rule_no('choices_on_resolution')})")
        if ins.opts["count"] is not None and len(picked) > ins.opts["count"]:
            raise EngineError(f"\u201c{ins.text}\u201d: at most {ins.opts['count']} can be chosen "
                              f"({self.rule_no('choices_on_resolution')})")
        if ins.opts.get("any_number") and not picked and not self.rules_have("any_number"):
            # "tap any number of …" with none chosen: zero is "any number" only from 2010-02-01 (107.1c)
            self.note_unknown(f"\u201c{ins.text}\u201d: whether \u201cany number\u201d may be zero is not said by the "
                              f"rules of this edition ({self.rule_no('choices_on_resolution')})")
            return []
        self.log.add(f"{_pv(rc.you, 'chooses')} {', '.join(self.objects[p].alias for p in picked) or 'none'}",
                     "choices_on_resolution", indent=1, kind="step")
        return [("obj", p) for p in picked]

    def _event_player(self, ev, rc, ins) -> list:
        """"that player" after an event about an object (603.2): the player the trigger condition names, as the
        trigger reader recorded it (``TriggerSpec.that_player``, kb.engine.triggers.that_player_of) — "a creature
        an opponent controls dies, that player …" is the controller it had as it last existed (608.2h), "a card is
        put into an opponent's graveyard …" its owner. A condition that names no player this way leaves "that
        player" unread: what it would do is "cannot decide", never nothing."""
        spec = getattr(getattr(rc.item, "ability", None), "spec", None)
        which = getattr(spec, "that_player", None)
        if which == "recipient" and ev.kind in ("attacks", "unblocked"):   # "Whenever ~ attacks a player [and isn't
            # blocked], that player …": the player it attacks (508.3a, 509.3g)
            return [("player", ev.recipient_player)] if ev.recipient_player is not None else []
        if which == "controller" and ev.kind == "player_dealt":
            # "Whenever one or more creatures an opponent controls deal combat damage to you, that opponent …": the
            # controller of the sources, as they dealt it (608.2h); sources of several controllers name no one player
            snap = self.evaluate()
            found = {getattr(snap.get(s) or (self.lki[s].working if s in self.lki else None), "controller", None)
                     for s in ev.sources}
            if len(found) == 1 and None not in found:
                return [("player", next(iter(found)))]
            self.note_unmodelled(ins if ins is not None else "that player", rc.item.name if rc.item is not None else "it",
                                 "\u201cthat player\u201d names the controllers of several sources")
            return []
        if ev.kind != "zone" and ev.player is not None:   # "Whenever a player casts a spell, that player …"
            return [("player", ev.player)]
        if which == "actor" and ev.kind == "zone" and ev.cause == "play" and ev.player is not None:
            return [("player", ev.player)]   # "Whenever a player plays a land, that player …": who played it (305.1)
        if which == "controller" and ev.kind == "dealt" and ev.controller is not None:
            # "Whenever a creature an opponent controls is dealt damage, that player …": its controller as it was dealt
            # damage, the player the condition names (603.2), whether or not it is still on the battlefield
            return [("player", ev.controller)]
        lki = ev.lki if ev.lki is not None else self.lki.get(ev.obj)
        if lki is not None and which in ("controller", "owner"):
            return [("player", getattr(lki, which))]
        self.note_unmodelled(ins if ins is not None else "that player", rc.item.name if rc.item is not None else "it",
                              "\u201cthat player\u201d names no player of its trigger event")
        return []
