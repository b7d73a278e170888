"""State-based actions (704), triggered abilities going on the stack (603.3), and the turn's
steps (500-514). Mixed into :class:`kb.engine.state.GameState`.

Whenever a player would receive priority the game checks every state-based action, performs
*all* that apply at once as a single event (704.3) and checks again until none applies; then the
triggered abilities that triggered since the last time go on the stack in APNAP order (603.3b),
and the check repeats. The legend rule's choice is made among all the legendary permanents with
the same name, including one that is also leaving in the same check (704.3: one event).
"""
from __future__ import annotations

import functools
import itertools
import math
import re
from dataclasses import replace
from contextlib import contextmanager
from contextvars import ContextVar

from .exert import exert_over, held_by_exert, held_for_player
from .commanderdamage import commander_damage_losses
from .budget import charge, depth
from .specialcounters import stun_instead_of_untap
from .abilities import Keyword, TriggeredAbility, UnmodelledAbility
from .errors import EngineError, ParseError
from .filters import Ctx
from .instructions import parse_instructions
from .unknowns import remember
from .abilities import functions_in, functions_in_command
from .triggers import STEPS, Event, Pending, step_begins
from .text import is_modal, player_cap as _cap, player_poss as _poss, player_verb as _verb
from .versions import describe_version, rule
from .unsaidblocks import pass_declare_blockers



def _keyword_concept(ab, default: str = "trigger") -> str:
    """A keyword trigger is cited by its own rule (702.79a persist, 702.45a bushido; kb.engine.keywordmeans), another
    triggered ability by ``default``."""
    from .keywordmeans import concept_of
    k = concept_of(ab.keyword_name) if getattr(ab, "keyword_name", None) else None
    return k if k is not None else default


__all__ = ["SBAMixin", "Pending", "UNSAID_TRIGGER_ORDER", "MAX_ORDERS_TRIED", "other_trigger_orders", "too_many_orders",
           "trigger_orders", "trying_trigger_orders"]  # Pending lives in kb.engine.triggers


_RETURN_WORDS = {"battlefield": "the battlefield under their owners' control", "hand": "their owners' hands",
                 "graveyard": "their owners' graveyards", "library": "their owners' libraries"}

# the trace's words for an order of triggered abilities nobody stated (603.3b: their controller chooses it)
UNSAID_TRIGGER_ORDER = "the order they triggered: the order their controller chose is not said"
# other orders to try for those: the n-th such put (0, 1 …) → a permutation of the order they triggered
_TRIGGER_ORDERS: ContextVar = ContextVar("trigger_orders", default=None)


@contextmanager
def trigger_orders(perms: dict):
    """Run with the n-th unstated order of triggered abilities put as ``perms[n]`` says (a permutation of the order
    they triggered): how kb.engine.ask tries the orders a controller could have chosen (603.3b)."""
    token = _TRIGGER_ORDERS.set(dict(perms))
    try:
        yield
    finally:
        _TRIGGER_ORDERS.reset(token)



MAX_ORDERS_TRIED = 24    # runs again at most (4 abilities at once: 4! orders)


def too_many_orders(sizes: list) -> bool:
    """Whether the unstated orders of triggered abilities (``sizes``: how many were put at once, each time) are more
    than :data:`MAX_ORDERS_TRIED` runs can try."""
    return math.prod(math.factorial(n) for n in sizes) > MAX_ORDERS_TRIED + 1


def other_trigger_orders(sizes: list):
    """Every other order the controllers could have chosen (603.3b), as :func:`trigger_orders` takes it: for each
    combination of permutations but the one they triggered in, {n: permutation of the n-th put}."""
    for combo in itertools.product(*(itertools.permutations(range(n)) for n in sizes)):
        perms = {i: p for i, p in enumerate(combo) if list(p) != list(range(len(p)))}
        if perms:
            yield perms


def trying_trigger_orders() -> bool:
    """Whether this run is one of the other orders being tried (inside :func:`trigger_orders`)."""
    return _TRIGGER_ORDERS.get() is not None


def _orders_differ(mine: list) -> bool:
    """Whether abilities put on the stack at once could do different things in another order (603.3b): they say
    different things, or — no more than four of them — one ability triggered for different events or sources (a
    creature with evolve seeing a 3/3 and a 4/4 enter: the second comparison depends on the first counter)."""
    if len({p.text or p.label for p in mine}) > 1:
        return True
    if len(mine) > 4:
        return False
    keys = {(p.source, p.event.obj, p.event.player, p.event.other) if p.event is not None else (p.source,)
            for p in mine}
    return len(keys) > 1


def _names_ability(name: str, p) -> bool:
    """``trigger_order`` naming one ability of a source by its words ("Battle cry", "create two"), case aside: two
    abilities of one source share its label (603.3b: their controller orders them all the same)."""
    n = name.lower()
    ab = p.ability
    words = f"{p.text}\n{getattr(ab, 'text', '') or ''}\n{getattr(ab, 'keyword_name', '') or ''}".lower()
    return bool(n.strip()) and n in words


def _keep_stated(order: list, stated: list) -> list:
    """An order tried for abilities put on the stack at once (kb.engine.ask.trigger_orders) with the ones a
    ``trigger_order`` named kept in the order it said, in the places they hold (603.3b)."""
    if len(stated) < 2:
        return order
    it = iter(stated)
    ids = {id(p) for p in stated}
    return [next(it) if id(p) in ids else p for p in order]


def _source_label(state, w) -> str:
    """The name a triggered ability's source goes by in the trace: a spell on the stack by the name it was cast as
    ("When you cast ~": the spell's own ability, 603.2 — not the alias of the card in the hand it came from, 400.7),
    any other object by its alias."""
    if w.zone == "stack":
        it = next((i for i in getattr(state, "stack", ()) if i.oid == w.oid and i.kind == "spell"), None)
        if it is not None and it.name:
            return it.name
    return w.obj.alias

class SBAMixin:
    # --- priority ---------------------------------------------------------------------------------------
    def priority_check(self) -> None:
        """A player would receive priority: state-based actions until none apply, then triggered
        abilities go on the stack, then again (704.3, 603.3b)."""
        for _ in range(500):
            depth(len(self.stack))
            self.day_night_check()
            remember(self, self.evaluate())   # what is not modelled stays so after its object is gone
            from .blessing import check_ascend   # 702.131b: "any time" — a board set up as it stands, too
            check_ascend(self)
            if self.state_based_actions():
                continue
            from .dungeon import complete_dungeons
            if complete_dungeons(self):   # 309.6: a state-based action of its own
                continue
            from .ring import ring_lapses
            ring_lapses(self)   # 701.54a: a Ring-bearer another player gained control of is one no more
            from .soulbond import pairs_lapse
            pairs_lapse(self)   # 702.95e: a pair ends when either creature leaves, stops being one or changes control
            if self.combat is not None and (self.combat.attackers or self.combat.blocks):
                # 506.4: a creature whose controller changes is removed from combat at once — not only as combat damage
                # is dealt: the blockers its new controller declares, "attacking creatures" … see it out of combat
                self._remove_from_combat(only_control=True)
            self._state_triggers()
            if self.pending:
                self.put_triggers_on_stack()
                continue
            return
        raise EngineError(f"state-based actions and triggers did not settle after 500 rounds: an endless loop ({self.rule_no('loop_draw')})")

    # --- state-based actions ------------------------------------------------------------------------------
    def _note_undecided_deaths(self, snap, dying: list) -> None:
        """A creature dies for a toughness the scenario can't give (a count of an unlisted hand, of a
        library of unknown size: kb.engine.gamevalues): what follows can't be decided."""
        from .gamevalues import undecided_for
        from .unknowns import ALL, Unknown
        for oid, concept, text in dying:
            if concept not in ("sba_toughness", "sba_lethal"):
                continue
            for r in undecided_for(self, snap, oid):
                reason = f"{self.objects[oid].alias} may not have died (704.5f): {r}"
                if all(u.reason != reason for u in self.unknowns):
                    self.unknowns.append(Unknown(reason, ALL, since=self.clock))

    def state_based_actions(self) -> bool:
        """One check (704.3): every applicable state-based action, performed simultaneously."""
        from .lethalpower import lethal_measure
        snap = self.evaluate()
        lapsed = [o for o in self.objects.values() if o.zone == "battlefield" and getattr(o.record, "gains_haste", False)
                  and snap.get(o.oid) is not None and snap[o.oid].controller != o.record.controller]
        if lapsed:   # 702.62a: suspend's haste lasts until its controller loses control — once lost, for good (a static
            for o in lapsed:   # control effect ending later doesn't give it back)
                o.record.gains_haste = False
            self._changed()
            snap = self.evaluate()
        lose: list = []
        cease: list = []
        to_grave: list = []   # (oid, concept)
        destroy: list = []
        unattach: list = []
        annihilate: list = []
        why: list = []
        for name, p in self.player_state.items():
            if not p.in_game:
                continue
            # every reason is kept: an effect may set one aside and not another ("You don't lose the game for
            # having 0 or less life" and ten poison counters, 704.5a, 704.5c); one loss each below
            if rule("zero_life_loss", self.edition) == "immediate" and (
                    (p.dipped and p.life > 0) or (p.life <= 0 and any(o != name and q.in_game and q.life <= 0
                                                     for o, q in self.player_state.items()))):
                # 102.1 of 1999-04-23: the loss comes at once, mid-resolution, not at this check: a player back above
                # 0 since, or two players at 0 or less (who went first: a win or a draw, 102.4), the engine can't tell
                self.note_unknown(f"{name}'s life went to 0 or less: under {self.edition} a player whose life total "
                                  f"is 0 or less loses the game immediately, and a game ends at once when a player loses "
                                  f"({self.rule_no('lose_game')}), not when state-based effects are checked: the engine "
                                  "models the later rule")
            if p.life <= 0:
                lose.append((name, "sba_life", f"{name} has {p.life} life"))
            elif p.dipped:
                # life at 0 or less during a resolution, above 0 again before this check: no loss where the loss is a
                # state-based action (704.5a, 704.3) — an edition that words the loss another way ("loses the game
                # immediately", 102.1 of 1999-04-23) is named by the citation
                self.log.add(f"{name} had 0 or less life since state-based actions were last checked but has {p.life} "
                             "now: the loss for 0 or less life is a state-based action, and it doesn't apply",
                             "sba_life", "lose_game", indent=1, kind="step")
            if p.drew_from_empty:
                lose.append((name, "sba_draw_empty", f"{name} attempted to draw from an empty library"))
            if p.poison >= 10:
                if rule("poison_rule", self.edition) == "unstated":
                    self.note_unknown(f"{name} has {p.poison} poison counters: no rule of {self.edition} says what "
                                      "poison counters do")
                else:
                    lose.append((name, "sba_poison", f"{name} has {p.poison} poison counters"))
            lose += commander_damage_losses(self, name, p)   # 704.6c: 21 combat damage from one commander
        if lose:   # "You can't lose the game." (101.2: the "can't" effect wins over the state-based action)
            from .restrictions import filter_losses
            lose = filter_losses(self, snap, lose)
            firsts: dict = {}
            for entry in lose:
                firsts.setdefault(entry[0], entry)
            lose = list(firsts.values())
        for o in list(self.objects.values()):
            if o.token and o.zone == "phased_out":   # 217.8d / 704.5d until 2017-07-08; 702.26d after
                if self.phased_out_token_ceases(o):
                    cease.append((o.oid, "phasing_token", f"{o.alias} is a phased-out token"))
                continue
            if o.token and o.zone != "battlefield":
                cease.append((o.oid, "sba_token", f"{o.alias} is a token in the {o.zone}"))
                continue
            if o.is_copy and o.zone != "stack":
                cease.append((o.oid, "sba_copy", f"{o.alias} is a copy of a spell in the {o.zone}"))
                continue
            if o.zone != "battlefield":
                continue
            w = snap.get(o.oid)
            if w is None:
                continue
            if o.turn_controller is not None and w.controller != o.turn_controller:
                o.control_lapsed = True   # 302.6: control left its controller as the turn began; coming back doesn't mend it
            types = w.types
            if "Creature" in types:
                t = w.toughness if w.toughness is not None else 0
                if t < 0 and rule("toughness_sba", self.edition) == "zero":
                    self.note_unknown(f"{o.alias} has toughness {t}: {self.rule_no('sba_toughness')} of {self.edition} "
                                      "puts a creature with toughness 0 into the graveyard and no rule says less than 0")
                elif t <= 0:
                    to_grave.append((o.oid, "sba_toughness", f"{o.alias} has toughness {t}"))
                elif o.damage > 0 and o.damage >= lethal_measure(snap, o.oid, w)[0]:
                    # 704.5g; lethal damage measured against its power while an effect says so (kb.engine.lethalpower)
                    n, by = lethal_measure(snap, o.oid, w)
                    destroy.append((o.oid, "sba_lethal", f"{o.alias} has {o.damage} damage and {by} "
                                    f"{t if by == 'toughness' else w.power}"))
                elif o.deathtouched:
                    # 702.2b, 704.5h: any damage dealt by a source with deathtouch, marked or not — wither's and infect's
                    # -1/-1 counters (120.3d), or none at all where counters can't be put on it, are damage dealt too
                    destroy.append((o.oid, "sba_deathtouch", f"{o.alias} was dealt damage by a source with deathtouch"))
            if "Planeswalker" in types and rule("card_type_planeswalker", self.edition):
                loyalty = o.counters.get("loyalty").n if o.counters.get("loyalty") else 0
                if loyalty <= 0:
                    to_grave.append((o.oid, "sba_loyalty", f"{o.alias} has 0 loyalty"))
            if "Battle" in types and rule("card_type_battle", self.edition) and self._battle_defeated(o, w):
                to_grave.append((o.oid, "sba_battle" if self._battle_waits(w) else "sba_battle_other",
                                 f"{o.alias} has defense 0"))
            if o.attached_to is not None or "Aura" in w.subtypes:
                self._attachment_sba(o, w, snap, to_grave, unattach)
            if rule("annihilation", self.edition):
                plus = o.counters.get("+1/+1")
                minus = o.counters.get("-1/-1")
                if plus and minus and plus.n > 0 and minus.n > 0:
                    annihilate.append((o.oid, min(plus.n, minus.n)))
        from .speed import engines_sba, start_engines
        engines = engines_sba(self, snap)   # 704.5aa (704.5z before 2026-08-07): start your engines! (702.179a)
        from .schemes import finished_schemes, turn_down
        schemes_done = finished_schemes(self, snap)   # 314.6: a non-ongoing scheme whose triggers have left
        from .planes import phenomena_waiting, planeswalk_next
        walk = phenomena_waiting(self, snap)   # 704.6f: a phenomenon whose triggers have left: the planar controller planeswalks
        self._saga_rule(snap, to_grave)
        reprotect = self._protector_rule(snap, to_grave)
        self._legend_rule(snap, to_grave, why)
        self._role_rule(snap, to_grave)
        self._world_rule(snap, to_grave)
        self._uniqueness_rule(snap, to_grave)
        for o in self.objects.values():
            o.deathtouched = False
        for p in self.player_state.values():
            p.drew_from_empty = False
            p.dipped = False
        # 702.12b: an indestructible permanent isn't destroyed; that is no action performed (704.3),
        # so it doesn't keep the check going
        kept = []
        for oid, concept, text in destroy:
            w = snap.get(oid)
            if w is not None and "indestructible" in w.keyword_names():
                key = (oid, self.objects[oid].damage)
                if key not in self.indestructible_noted:
                    self.indestructible_noted.add(key)
                    self.log.add(f"{text}, but it has indestructible: it isn't destroyed", "indestructible",
                                 indent=1, kind="step")
                continue
            if self.indestructible_lost(oid, w):
                continue
            kept.append((oid, concept, text))
        destroy = kept
        self._note_undecided_deaths(snap, to_grave + destroy)
        if not (lose or cease or to_grave or destroy or unattach or annihilate or engines or schemes_done or walk
                or reprotect):
            return False
        self._note_undecided_sba(snap, lose, to_grave, destroy)
        self.log.add("State-based actions are checked: everything that applies happens at once, as one event",
                     "sba", kind="step")
        start_engines(self, engines)
        for oid, who, text in reprotect:   # 704.5x / 704.5y: the battle's new protector
            self.objects[oid].protector = who
            self.log.add(text, "sba_protector", indent=1, kind="step")
        turn_down(self, schemes_done)
        if walk:
            self.log.add(f"A phenomenon is face up with no trigger of its own waiting: {self.active} planeswalks",
                         "phenomenon_planeswalk", indent=1, kind="step")
            planeswalk_next(self, check=False)
        for name, concept, text in lose:
            if self.replace_lose(name):
                self.log.add(f"{text}: {name} would lose the game, but that is replaced", concept, "replacement",
                             indent=1, kind="step")
                continue
            self.player_state[name].lost = concept
            self.log.add(f"{text}: {name} {_verb(name, 'lose')} the game", concept, "lose_game", indent=1, kind="step")
            self._left_game(name)
        for line in why:
            self.log.add(line[0], *line[1:], indent=1, kind="step")
        for oid, concept, text in cease:
            o = self.objects.get(oid)
            if o is None:
                continue
            self.lki.setdefault(oid, self.snapshot_of(oid, snap))
            del self.objects[oid]
            if o.zone == "library":   # a token put into a library: gone from it too, the cards under it move up (111.8)
                for lib in (self.player(o.owner).library, self.player(o.owner).under):
                    if oid in lib:
                        lib.remove(oid)
            self.log.add(f"{text}: it ceases to exist", concept, indent=1, kind="step")
        moves = []
        seen = set()
        for oid, concept, text in to_grave:
            if oid in seen or oid not in self.objects:
                continue
            seen.add(oid)
            moves.append((oid, "graveyard", {"cause": "sacrifice"} if concept == "saga_sacrifice" else {}))
            self.log.add(f"{text}: it is put into its owner's graveyard", concept, indent=1, kind="step")
        for oid, concept, text in destroy:
            if oid in seen or oid not in self.objects:
                continue
            w = snap.get(oid)
            if w is not None and "indestructible" in w.keyword_names():
                self.log.add(f"{text}, but it has indestructible: it isn't destroyed", "indestructible",
                             indent=1, kind="step")
                continue
            if self.regenerate_or_destroy(oid, snap):
                continue
            seen.add(oid)
            moves.append((oid, "graveyard", {"cause": "destroy"}))
            self.log.add(f"{text}: it is destroyed", concept, *(["lethal_damage"] if concept == "sba_lethal" else []),
                         indent=1, kind="step")
        for oid, concept, text in unattach:
            o = self.objects.get(oid)
            if o is not None and oid not in seen and o.bestowed:
                from .bestow import bestow_unattached
                bestow_unattached(self, o, text)   # 702.103f
            elif o is not None and oid not in seen:
                o.attached_to = None
                o.reconfigured_to = None   # 702.151b: unattached, the effect ends (kb.engine.reconfigure)
                self.log.add(f"{text}: it becomes unattached and stays on the battlefield", concept, indent=1, kind="step")
        for oid, n in annihilate:
            o = self.objects.get(oid)
            if o is None or oid in seen:
                continue
            for kind in ("+1/+1", "-1/-1"):
                o.counters[kind].n -= n
                if o.counters[kind].n == 0:
                    del o.counters[kind]
            self.log.add(f"{o.alias} had both +1/+1 and -1/-1 counters: {n} of each are removed", "sba_annihilate",
                         indent=1, kind="step")
            for kind in ("+1/+1", "-1/-1"):   # "a counter is removed": once per counter (603.2), as remove_counters
                for _ in range(n):
                    self._emit(Event("counters_removed", obj=oid, counter=kind, amount=1))
                if kind not in o.counters:   # "When the last … counter is removed from ~", as remove_counters
                    self._emit(Event("last_counter", obj=oid, counter=kind))
            # the counters are removed together (704.5q): one "one or more counters are removed" event (603.2c)
            self.counters_off_together(oid, {"+1/+1": n, "-1/-1": n})
        if moves:
            with self.batch():
                self.move_many([(o, z, {}) for o, z, _ in moves], cause="sba", log=False)
            if len(moves) > 1:
                self.log.add("Their last known information is what they were just before this check", "sba_lki",
                             indent=1, kind="step")
        self._check_game_over()
        self._changed()
        return True

    def _note_undecided_sba(self, snap, lose, to_grave, destroy) -> None:
        """A state-based action performed on a value the engine can't decide (a toughness, the damage that is
        lethal, a life total) may not have happened: what follows can't be decided either."""
        from .unknowns import blockers, note_derived
        for oid, concept, text in to_grave + destroy:
            if concept in ("sba_toughness", "sba_lethal"):
                why = blockers(self, snap, oid, "pt")
                if why:
                    note_derived(self, f"{text}, but its toughness can't be decided ({why[0]})")
        for name, concept, text in lose:
            if concept == "sba_life":
                why = blockers(self, snap, None, "life")
                if why:
                    note_derived(self, f"{text}, but that life total can't be decided ({why[0]})")

    def _attachment_sba(self, o, w, snap, to_grave, unattach) -> None:
        from .legality import protected_from as _protected_from
        if isinstance(o.attached_to, str):
            self._player_attachment_sba(o, w, to_grave, unattach)
            return
        target = self.objects.get(o.attached_to) if o.attached_to is not None else None
        tw = snap.get(target.oid) if target is not None else None
        if "Aura" in w.subtypes and o.bestowed:   # 702.103f: unattached rather than put into the graveyard
            if target is None or target.zone != "battlefield" or tw is None or "Creature" in w.types or \
                    not self._can_enchant(w, tw, snap):
                unattach.append((o.oid, "bestow_unattached", f"{o.alias} is a bestowed Aura "
                                 + ("not attached to anything" if target is None or tw is None else
                                    f"attached to an illegal object ({target.alias})")))
            return
        if "Aura" in w.subtypes:
            if "Creature" in w.types:
                to_grave.append((o.oid, "sba_aura", f"{o.alias} is an Aura that is also a creature (it can't enchant anything)"))
                return
            if target is None or target.zone != "battlefield" or tw is None:
                to_grave.append((o.oid, "sba_aura", f"{o.alias} is an Aura not attached to anything"))
                return
            if not self._can_enchant(w, tw, snap):
                why = "" if self._enchant_words(w) else ": it has no enchant ability"
                to_grave.append((o.oid, "sba_aura", f"{o.alias} is attached to an illegal object ({target.alias}){why}"))
            return
        if target is None:
            return
        if "Equipment" in w.subtypes or "Fortification" in w.subtypes:
            ok = tw is not None and target.zone == "battlefield" and (
                ("Creature" in tw.types and "Creature" not in w.types) if "Equipment" in w.subtypes else
                # 301.6: a Fortification that's also a creature (not a land) can't fortify a land
                ("Land" in tw.types and ("Creature" not in w.types or "Land" in w.types)))
            if not ok:
                unattach.append((o.oid, "sba_equipment", f"{o.alias} is attached to an illegal permanent"))
            elif _protected_from(tw, w):   # 702.16d: not equipped (fortified) by what it has protection from
                unattach.append((o.oid, "sba_equipment", f"{o.alias} is attached to {target.alias}, which has "
                                                         f"protection from it ({self.rule_no('protection')})"))
            return
        unattach.append((o.oid, "sba_unattach", f"{o.alias} is attached to {target.alias} but is not an Aura, Equipment "
                                                "or Fortification"))

    def _player_attachment_sba(self, o, w, to_grave, unattach) -> None:
        """704.5m, 303.4c: an Aura attached to a player must be able to enchant that player (its enchant
        ability, 702.5a, 702.5c-d), and the player must still be in the game (800.4a); anything else
        attached to a player becomes unattached (303.4h, 301.5c)."""
        player = o.attached_to
        if "Aura" not in w.subtypes:
            unattach.append((o.oid, "sba_unattach", f"{o.alias} is attached to {player} but is not an Aura"))
            return
        if "Creature" in w.types:
            to_grave.append((o.oid, "sba_aura", f"{o.alias} is an Aura that is also a creature (it can't enchant anything)"))
            return
        ps = self.player_state.get(player)
        if ps is None or not ps.in_game:
            to_grave.append((o.oid, "sba_aura", f"{o.alias} is attached to {player}, who has left the game (303.4c)"))
            return
        from .playerprotection import player_protection
        prot = player_protection(self.evaluate(), player, self)
        if prot is not None:   # 702.16c, 702.16j: no Aura may enchant a player with protection from everything
            to_grave.append((o.oid, "sba_aura", f"{o.alias} is attached to {player}, who has protection from everything "
                                                f"({prot})"))
            return
        from .playerprotection import player_protected_from
        prot = player_protected_from(self.evaluate(), player, w, self, "enchant")
        if prot is not None:   # 702.16c: nor by an Aura with the quality of a protection they have
            to_grave.append((o.oid, "sba_aura", f"{o.alias} is attached to {player}, who has {prot[0]} "
                                                f"({prot[1]})"))
            return
        if not self._can_enchant_player(w, player):
            to_grave.append((o.oid, "sba_aura", f"{o.alias} is attached to a player it can't enchant ({player})"))

    @staticmethod
    def _enchant_words(aura_w) -> list:
        return [h.ability.name[len("enchant"):].strip() for h in aura_w.abilities
                if isinstance(h.ability, Keyword) and h.ability.name.startswith("enchant")]

    def _can_enchant_player(self, aura_w, player: str) -> bool:
        """702.5c-d: every enchant ability must allow that player ("Enchant player", "Enchant opponent":
        an opponent of the Aura's controller)."""
        words = self._enchant_words(aura_w)
        if not words:
            return False
        for what in words:
            if what == "opponent" and player == aura_w.controller:
                return False
            if what not in ("player", "opponent"):
                return False
        return True

    def _can_enchant(self, aura_w, tw, snap) -> bool:
        from .parser import _Ctx, parse_selector
        from .legality import protected_from
        if any(what in ("player", "opponent") for what in self._enchant_words(aura_w)):
            return False   # 702.5d: an Aura that can enchant a player can't be attached to a permanent
        kw = next((h.ability for h in aura_w.abilities if isinstance(h.ability, Keyword) and h.ability.name.startswith("enchant")),
                  None)
        if kw is None:
            # 303.4a, 702.5a: what an Aura can enchant is defined by its enchant ability; one that has none (it lost
            # all abilities) can legally enchant nothing, so it is put into its owner's graveyard (303.4c, 704.5m)
            return False
        if kw is not None:
            what = kw.name[len("enchant"):].strip()
            try:
                sel = parse_selector(what, _Ctx(None))
            except ParseError:
                sel = None
            if sel is not None and not sel.match(tw, Ctx(snap.work, aura_w, aura_w.controller)):
                return False
        if protected_from(tw, aura_w):
            return self._protection_keeps(tw, aura_w, snap)
        return True

    def _protection_keeps(self, tw, aura_w, snap) -> bool:
        """"This effect doesn't remove ~": the protection that makes ``aura_w`` illegal (702.16c) comes only from the
        Aura's own effect saying so; any other protection from it still makes it fall off (704.5m)."""
        from .legality import protected_from
        from .parser import KEEPS_SOURCE
        own = {e.ts[0] for e, labels in snap.rules if e.source == aura_w.oid and KEEPS_SOURCE in labels}
        if not own:
            return False
        others = tw.copy()
        others.abilities = tuple(h for h in tw.abilities if not (h.origin == "granted" and h.grant_ts in own))
        return protected_from(others, aura_w) is None

    def _saga_rule(self, snap, to_grave) -> None:
        """714.4: a Saga with at least its final chapter number of lore counters that isn't the source of a chapter
        ability that has triggered but not yet left the stack is sacrificed."""
        from .triggers import final_chapter
        waiting = {p.source for p in self.pending if getattr(getattr(p.ability, "spec", None), "event", "") == "chapter"} | \
            {it.source for it in self.stack if getattr(getattr(getattr(it, "ability", None), "spec", None), "event", "") == "chapter"}
        for o in self.objects.values():
            w = snap.get(o.oid)
            if o.zone != "battlefield" or w is None or "Saga" not in w.subtypes:
                continue
            final = final_chapter(h.ability for h in w.abilities)
            lore = o.counters.get("lore").n if o.counters.get("lore") else 0
            # one with no chapter abilities has final chapter number 0 (714.2d): sacrificed under the rules before
            # 2025-06-06, kept since (kb.engine.versions saga_chapterless)
            if (final or rule("saga_chapterless", self.edition) == "sacrificed") and lore >= final and \
                    o.oid not in waiting:
                to_grave.append((o.oid, "saga_sacrifice", f"{o.alias} has {lore} lore counters (its final chapter is "
                                                          f"{final}): its controller sacrifices it"))

    def _legend_rule(self, snap, to_grave, why) -> None:
        version = rule("legend_rule", self.edition)
        groups: dict = {}
        for o in self.objects.values():
            if o.zone != "battlefield":
                continue
            w = snap.get(o.oid)
            # 420.5e before 2004-10-01: "Legends or legendary permanents" (the old creature type Legend counts)
            old_legend = version in ("earliest", "longest") and w is not None and "Legend" in w.subtypes
            if w is None or ("Legendary" not in w.supertypes and not old_legend) or not w.name:
                continue
            key = (w.controller, w.name) if version == "per_controller" else w.name
            groups.setdefault(key, []).append(o)
        for key, objs in groups.items():
            if len(objs) < 2:
                continue
            objs = self._legend_rule_applies(snap, objs)   # "The "legend rule" doesn't apply." (613.11)
            if len(objs) < 2:
                continue
            names = ", ".join(x.alias for x in objs)
            if version in ("all",):
                for x in objs:
                    to_grave.append((x.oid, "sba_legend", f"the legend rule ({describe_version('legend_rule', self.edition)}): {x.alias}"))
                continue
            if version in ("earliest", "longest"):
                keep = self._legend_oldest(objs, snap, version)
                if keep is None:
                    for x in objs:
                        to_grave.append((x.oid, "sba_legend", f"the legend rule ({describe_version('legend_rule', self.edition)}):"
                                                              f" {x.alias}, tied"))
                    continue
                why.append((f"the legend rule ({describe_version('legend_rule', self.edition)}): of {names}, "
                            f"{keep.alias} stays", "sba_legend"))
            else:
                who = snap.get(objs[0].oid).controller   # its controller now (layer 2, 613.1b), not its first
                keep = self._legend_choice(objs, who)
                why.append((f"the legend rule: {who} {'control' if who == 'you' else 'controls'} {names} and "
                            f"{'keep' if who == 'you' else 'keeps'} {keep.alias} "
                            "(the choice is among all of them, even one that leaves in the same check)", "sba_legend"))
            for x in objs:
                if x is not keep:
                    to_grave.append((x.oid, "sba_legend", f"the legend rule: {x.alias}"))

    def _role_rule(self, snap, to_grave) -> None:
        """303.7a (704.5y): of the Roles one player controls attached to one permanent, all but the one with the most
        recent timestamp are put into their owners' graveyards. Editions without the rule have no such action."""
        groups: dict = {}
        for o in self.objects.values():
            w = snap.get(o.oid)
            if o.zone == "battlefield" and w is not None and "Role" in w.subtypes and isinstance(o.attached_to, int):
                groups.setdefault((w.controller, o.attached_to), []).append(o)
        groups = {k: v for k, v in groups.items() if len(v) > 1}
        if not groups or self.edition_number("role_sba") is None:
            return
        for (who, on), objs in groups.items():
            newest = max(objs, key=lambda x: x.ts)
            for x in objs:
                if x is not newest:
                    to_grave.append((x.oid, "role_sba", f"{x.alias} is one of the Roles {who} controls attached to "
                                                        f"{self.objects[on].alias}, and {newest.alias} is newer"))

    def _legend_oldest(self, objs: list, snap, version: str):
        """420.5e before 2004-10-01: the legend that stays is the one with the earliest timestamp (1999) or the one
        that has been a legendary permanent with that name the longest (2001-07-23 … 2004-06-01); a tie: none
        (None). The engine knows when each entered (its timestamp, also for one that entered as a copy); a legend
        whose name or legendary status came later (an effect that began after it entered) or whose timestamp is
        an attachment's can't be dated that way: cannot decide."""
        if version == "longest":
            for x in objs:
                later = [a.effect for a in snap.applied if x.oid in a.ids and a.effect.origin != "counters"
                         and a.effect.ts[0] > x.ts and any(getattr(op, "kind", "") in ("copy", "text", "type")
                                                            for op in a.effect.ops)]
                if later or x.attached_to is not None:
                    self.note_unknown(f"the legend rule ({self.rule_no('sba_legend')}) keeps the permanent that has been "
                                      f"legendary with that name the longest; since when {x.alias} has been can't be "
                                      "decided (an effect or an attachment after it entered)")
        # "the one that has been … the longest": when each came into play, not the timestamp order the active
        # player gives permanents entering at once — those tie (502.15k of 2001-07-23: "if two Legends with the
        # same name phase in, they both go"); 1999's "earliest timestamp" is the timestamp itself.
        # Before 1999-11-01 no rule ordered the timestamps of permanents that came into play together (418.5c then:
        # "in the order they came into play"): they tie for earliest timestamp, and 420.5e puts each of them away.
        from .versions import rule as version_of
        unordered = version == "earliest" and not version_of("simultaneous_timestamps", self.edition)
        when = (lambda x: x.arrived) if version == "longest" or unordered else (lambda x: x.ts)
        oldest = min(when(x) for x in objs)
        first = [x for x in objs if when(x) == oldest]
        return first[0] if len(first) == 1 else None

    def _legend_rule_applies(self, snap, objs: list) -> list:
        """The permanents of a group the legend rule applies to: an effect may say it doesn't apply (to some
        permanents or to all); a card's text that contradicts the rules takes precedence (101.1)."""
        from .restrictions import legend_rule_exempt
        out = []
        for x in objs:
            why = legend_rule_exempt(self, snap, x)
            if why is None:
                out.append(x)
                continue
            noted = self.__dict__.setdefault("_legend_exempt_noted", set())
            if (x.oid, why) not in noted:
                noted.add((x.oid, why))
                self.log.add(f"the legend rule doesn't apply to {x.alias}: {why}", "sba_legend", "card_overrides_rules",
                             indent=1, kind="step")
        return out

    def _legend_choice(self, objs: list, who: str, label: str = "the legend rule", concept: str = "sba_legend"):
        """The legendary permanent of ``objs`` that ``who`` (the player who controls them all) keeps (704.5j): the
        step's ``keep:``, else an error asking for it, naming the rule that asks (``label``, ``concept``: the
        planeswalker uniqueness rule asks the same choice, 704.5j of 2013-07-13 to 2017-08-25)."""
        want = self.choices.get("keep")
        wanted = want if isinstance(want, list) else [want] if want else []
        for w in wanted:
            for x in objs:
                if x.alias == w or x.card.name == w:
                    return x
        names = ", ".join(x.alias for x in objs)
        raise EngineError(f"{label}: {'you choose' if who == 'you' else who + ' chooses'} which of {names} to keep; "
                          f"give keep: NAME on this step ({self.rule_no(concept)})")

    def _world_rule(self, snap, to_grave) -> None:
        """704.5k (420.5i before 2009-07-11): all world permanents but the one that has been one for the
        shortest time go; a tie for the shortest time (they entered in one event, whatever their timestamp
        order, 613.7m) puts all of them into their owners' graveyards. The time counted is the time on
        the battlefield: for a permanent whose world supertype came later (an effect) the engine doesn't
        know how long it has had it, and says so."""
        worlds = [o for o in self.objects.values() if o.zone == "battlefield" and snap.get(o.oid) is not None
                  and "World" in snap.get(o.oid).supertypes]
        if len(worlds) < 2:
            return
        version = rule("world_rule", self.edition)
        later = [o for o in worlds if "World" not in self.copiable_card(o).supertypes]
        if version == "unstated" or later:
            from .unknowns import ALL, Unknown
            why = (f"the world rule of {self.edition} is in the glossary only" if version == "unstated" else
                   f"{', '.join(o.alias for o in later)} became a world permanent after it entered, and the engine "
                   "doesn't track since when: which world permanent stays")
            reason = f"{why} can't be decided ({self.rule_no('sba_world')})"
            if all(u.reason != reason for u in self.unknowns):
                self.unknowns.append(Unknown(reason, ALL, since=self.clock))
            return
        newest = max(o.arrived for o in worlds)
        tie = sum(1 for o in worlds if o.arrived == newest) > 1
        if tie:
            self.log.add("the world permanents that entered most recently entered at the same time: a tie for the "
                         "shortest time, so all of them go", "sba_world", indent=1, kind="step")
        for o in worlds:
            if o.arrived != newest or tie:
                to_grave.append((o.oid, "sba_world", f"the world rule: {o.alias}"))

    def _uniqueness_rule(self, snap, to_grave) -> None:
        version = rule("planeswalker_uniqueness", self.edition)
        if version == "none":
            return
        groups: dict = {}
        for o in self.objects.values():
            w = snap.get(o.oid)
            if o.zone != "battlefield" or w is None or "Planeswalker" not in w.types:
                continue
            for sub in w.subtypes:
                key = (w.controller, sub) if version == "per_controller" else sub
                groups.setdefault(key, []).append(o)
        for key, objs in groups.items():
            if len(objs) < 2:
                continue
            keep = self._legend_choice(objs, key[0], "the planeswalker uniqueness rule", "sba_pw_unique") \
                if version == "per_controller" else None
            for x in objs:
                if x is not keep:
                    to_grave.append((x.oid, "sba_pw_unique", f"the planeswalker uniqueness rule: {x.alias}"))

    def _left_game(self, name: str) -> None:
        """800.4a: a player who loses leaves the game; in a game that goes on, the objects they own leave
        with them and effects giving them control end. The engine keeps Auras on that player honest
        (704.5m, 303.4c) but doesn't model the rest: if they owned or controlled any object, what
        follows can't be decided."""
        if sum(1 for p in self.player_state.values() if p.in_game) < 2:
            return   # the game is over (104.2a)
        self.leave_game_objects(name)   # kb.engine.leaving
        from .dungeon import initiative_leaves
        from .monarch import monarch_leaves
        monarch_leaves(self, name)      # 725.4: at the same time the player leaves
        initiative_leaves(self, name)   # 726.4

    def _check_game_over(self) -> None:
        left = [p for p in self.players if self.player_state[p].in_game]
        if len(left) <= 1 and len(self.players) > 1 and not self.game_over:
            if left:
                self.player_state[left[0]].won = True
                self.game_over = f"{left[0]} {_verb(left[0], 'win')} the game"
            else:
                self.game_over = "the game is a draw"
            self.log.add(f"The game is over: {self.game_over}", "lose_game", indent=1, kind="step")

    # --- triggered abilities ----------------------------------------------------------------------------------
    def _entering_mute(self, ev, after) -> bool:
        """"Creatures entering don't cause abilities to trigger" (Torpor Orb; "Artifacts and creatures …"): an
        object entering the battlefield that is, as it exists there, of those types causes no ability to trigger
        (603.2), not even one that triggers on its leaving its previous zone. Replacement effects are untouched."""
        if ev.kind != "zone" or ev.to_zone != "battlefield" or ev.obj is None:
            return False
        w = after.get(ev.obj)
        if w is None:
            return False
        from .parser import ENTERING_DONT_TRIGGER
        for e, labels in after.rules:
            for lab in labels:
                m = ENTERING_DONT_TRIGGER.fullmatch(lab)
                if m and ("Creature" in w.types or ("Artifact" in w.types and m.group(1).startswith("Artifacts"))):
                    self.log.add(f"{w.name} entering causes no ability to trigger: {e.source_name or e.label}", "trigger",
                                 indent=1, kind="step")
                    return True
        return False

    def _dying_mute(self, ev, before, after) -> str | None:
        """"Creatures entering or dying don't cause abilities to trigger" (Hushbringer): the effect (its source's name)
        when ``ev`` is a creature dying (700.4: put into a graveyard from the battlefield; a creature as it last existed
        there), the effect in force before or after the event (a creature dying with Hushbringer is stopped too); for a
        batch (603.2c), when any of its moves is. None otherwise."""
        if ev.kind == "zones":
            return next((m for m in (self._dying_mute(e, before, after) for e in ev.objs) if m), None)
        if ev.kind != "zone" or ev.from_zone != "battlefield" or ev.to_zone != "graveyard":
            return None
        last = getattr(ev.lki, "working", None)
        if last is None or "Creature" not in last.types:
            return None
        from .parser import ENTERING_DONT_TRIGGER
        for snap in (before, after):
            for e, labels in snap.rules:
                for lab in labels:
                    m = ENTERING_DONT_TRIGGER.fullmatch(str(lab))
                    if m and m.group("dying"):
                        return e.source_name or e.label
        return None

    def _dying_stops(self, ab, w, spec, ev, muted: str) -> bool:
        """Whether a creature dying (``muted``: the effect saying it causes no ability to trigger) stops ``ab`` that
        its event matched: one triggering on the dying or the leaving (603.6c, 603.10a) is stopped; one on the
        sacrifice (701.21a) isn't, that being another event; any other (a card put into a graveyard "from anywhere",
        "one or more … die" in a batch) is not decided."""
        if spec.event in ("sacrificed", "exploits"):
            return False
        if spec.event in ("dies", "leaves", "to_graveyard") and ev.kind == "zone":
            self.log.add(f"{getattr(getattr(ev.lki, 'working', None), 'name', None) or 'the creature'} dying causes no "
                         f"ability to trigger: {muted} "
                         f"({w.name}'s ability doesn't trigger)", "trigger", indent=1, kind="step")
            return True
        self.note_unmodelled(ab, w.obj.alias, f"whether a creature dying triggers it while {muted} says creatures "
                                              "dying cause no ability to trigger is not decided (603.2)",
                             scope_text=_trigger_effect(ab.text))
        return True

    def _additional_times(self, w, spec, ev, view, after, ctx) -> int:
        """603.2d: how many more times a triggered ability of permanent ``w`` triggers on ``ev``: one for each
        "If a[n] DESCRIPTION entering / dying causes a triggered ability of a permanent you control to trigger, that
        ability triggers an additional time" whose controller controls ``w`` and whose description an object whose
        entering or dying is the trigger's own event fits (:meth:`TriggerSpec.own_moves`; of a batch, "one or more",
        any one of them, the effect counted once): as it exists on the battlefield entering, as it last existed there
        dying. The effects are read in ``view``, the objects the trigger was matched in: as they were before the event
        only for a leaves-the-battlefield ability (603.10a). Under an edition before 603.2d such an effect is "cannot
        decide" (0 is returned)."""
        from .parser import additional_trigger
        if w.zone != "battlefield":
            return 0
        objs = []   # (entering, the object as the description looks at it)
        for e in spec.own_moves(ev, ctx):
            if e.obj is None:
                continue
            entering = e.to_zone == "battlefield"
            if not entering and not (e.from_zone == "battlefield" and e.to_zone == "graveyard"):
                continue
            obj = after.work.get(e.obj) if entering else getattr(e.lki, "working", None)
            if obj is not None and (entering or "Creature" in obj.types):
                objs.append((entering, obj))
        if not objs:
            return 0
        n, names = 0, []
        for e, labels in view.rules:
            src = view.work.get(e.source) if e.source is not None else None
            for lab in labels:
                try:
                    more = additional_trigger(lab)
                except ParseError:
                    more = None
                if more is None or src is None or src.controller != w.controller:
                    continue
                c = Ctx(view.work, src, src.controller)
                if any((more[1] == "entering") == entering and more[0].match(obj, c) for entering, obj in objs):
                    n += 1
                    names.append(e.source_name or src.name)
        if n and not rule("additional_trigger", self.edition):
            self.note_unknown(f"{', '.join(names)}: the rules of {self.edition} have no rule for an ability that "
                              f"triggers additional times (603.2d came with the 2020-07-03 edition)")
            return 0
        for name in names:
            self.log.add(f"{name}: the ability triggers an additional time", "additional_trigger", indent=1, kind="step")
        return n

    def _collect_triggers(self, events: list, before) -> None:
        """603.2, 603.10: which triggered abilities the events trigger."""
        from .blessing import check_ascend
        check_ascend(self)   # 702.131b, 702.131d: a blessing got with these events, before triggers are checked
        after = self.evaluate()
        # each permanent that entered, as it is just after (603.6a): what "… entered the battlefield … this turn" reads
        self.entered_battlefield.extend((self.turn, self.snapshot_of(ev.obj, after)) for ev in events
                                        if ev.kind == "zone" and ev.to_zone == "battlefield" and ev.obj in self.objects)
        self._state_triggers()
        from .gamevalues import GameView
        game = GameView(self)   # what a trigger condition may read of the game ("dealt damage by ~ this turn")
        from .groupcount import group_narrowed
        from .triggers import UndecidedTrigger, attackers_narrowed, batch_events, check_subject_known
        events = [ev for ev in events if not self._entering_mute(ev, after)]
        batch = batch_events(events)
        for ev in batch:   # whose permanent it was as it was dealt damage: the player "that player" names (603.2)
            if ev.kind == "dealt" and ev.obj is not None and after.get(ev.obj) is not None:
                ev.controller = after.get(ev.obj).controller
        for ev in events + batch:
            dying = self._dying_mute(ev, before, after)
            for view, look_back in ((before, True), (after, False)):
                for w in view.work.values():
                    habs = w.abilities
                    elsewhere = w.zone != "battlefield" and not functions_in_command(w)   # 113.6p: a face-up scheme
                    if elsewhere:
                        # 113.6b: abilities that say they work there; 113.6k: "from anywhere" for the card just
                        # put into a graveyard
                        habs = [h for h in habs if functions_in(h.ability, w.zone) or
                                (self._functions_elsewhere(w, ev) and _works_where_it_went(h.ability, w, ev))]
                    if not habs:
                        continue
                    for h in habs:
                        ab = h.ability
                        spec = getattr(ab, "spec", None)
                        if isinstance(ab, UnmodelledAbility) and ab.guess == "triggered" and (
                                spec is None or _condition_unread(ab)):
                            # a trigger condition read only in part may be narrower than its words: only the words
                            # tell which events may trigger it (kb.engine.unknowns)
                            self._unread_trigger_event(ab, w, ev)
                            continue
                        if spec is None or spec.looks_back(ev) != look_back:
                            continue
                        if look_back and not self._was_there(w, ev):
                            continue
                        if not look_back and w.oid not in self.objects:
                            continue
                        subject = self._event_view(ev, before, after, look_back, spec)
                        # its "as ~ enters" choices: "a spell with the chosen name" (614.12, 607.2)
                        ctx = Ctx(view.work, w, w.controller, getattr(w.obj, "choices", None), edition=self.edition, game=game)
                        try:
                            hit = spec.match(ev, w, subject, ctx)
                            check_subject_known(spec, ev, w, subject, ctx, self, view)
                        except UndecidedTrigger as exc:   # 603.2: whether it triggered is not known
                            # what its effect can change, its "you" its controller (113.6, 109.5), and what reads that
                            self.note_unmodelled(ab, w.obj.alias, str(exc), scope_text=_trigger_effect(ab.text),
                                                 you=w.controller)
                            continue
                        except Exception:  # a description the engine can't evaluate here never triggers silently
                            hit = False
                        if not hit:
                            if ev.kind == "cast" and spec.event == "cast":
                                self._cast_missed(ab, w, ev, subject, ctx)
                            continue
                        if dying is not None and self._dying_stops(ab, w, spec, ev, dying):
                            continue
                        seen = attackers_narrowed(spec, ev, w, ctx)   # "those creatures": the attackers it is about (508.3d)
                        seen = group_narrowed(spec, seen, ctx)   # "that many": the objects of "one or more …" (603.2c)
                        each = ev.amount if spec.each_counter and ev.kind == "counters" and ev.amount else 1   # 603.2c
                        for _ in range(each * (1 + self._additional_times(w, spec, ev, view, after, ctx))):
                            self._triggered(ab, w, seen, view)
        self._until_returns(events)
        for d in list(self.delayed):
            for ev in events:
                if self._delayed_hit(d, ev, before, after) and self._dying_mute(ev, before, after):
                    self.note_unknown(f"whether {d['label']} triggers on a creature dying while "
                                      f"{self._dying_mute(ev, before, after)} says it causes no ability to trigger (603.7)")
                    continue
                if d.get("ends_cleanup") and self.step == "cleanup":
                    continue   # "Until end of turn, whenever …": ended with the "until end of turn" effects (514.2)
                if d.get("on_event") and self._delayed_hit(d, ev, before, after):
                    # "Whenever a creature blocks this turn": each time this turn, each event of a batch (603.7b,
                    # 603.2c); the event is the triggered ability's own ("it": the creature that blocked)
                    self.pending.append(Pending(None, d["source"], d["source_w"], d["controller"], ev, text=d["text"],
                                                label=d["label"], concept="delayed_trigger"))
                    self.log.add(f"{d['label']} triggers: \u201c{d['text']}\u201d", "delayed_trigger_rule", "delayed_trigger", indent=1, kind="step")
                    continue
                if self._delayed_hit(d, ev, before, after):
                    if d.get("until") is None or d.get("once"):   # once, unless it has a stated duration (603.7b)
                        self.delayed.remove(d)
                    about = d["about"]
                    objs = ()
                    if about == () and ev.kind == "step":   # "Exile them …" after no token was made (kb.engine.foreachtokens)
                        self.log.add(f"{d['label']} triggers, but it refers to no object: it does nothing",
                                     "delayed_trigger", indent=1, kind="step")
                        break
                    if isinstance(about, tuple):   # several new objects (712.21c)
                        objs = tuple(i for i in about if i in self.objects)
                        about = objs[0] if objs else about[0]
                    if about is not None and about not in self.objects and ev.kind == "step":
                        # 603.7c: it refers to an object that left its zone: nothing to do
                        self.log.add(f"{d['label']} triggers, but the object it refers to has left the battlefield: "
                                     "it does nothing", "delayed_trigger", indent=1, kind="step")
                        break
                    lki = self.lki.get(about)
                    left = None
                    if ev.kind == "zone" and ev.obj in self.objects and self.objects[ev.obj].zone == ev.to_zone and \
                            ev.to_zone in ("graveyard", "exile", "battlefield", "stack", "command"):
                        # 400.7e: triggered by its move, it finds the new object in the public zone it moved to
                        # ("When that land dies or is put into exile, return it to the battlefield", 701.66a); what
                        # it reads of the object ("the creature's controller") is as it last existed where it was
                        # (603.10a, 608.2h)
                        about, objs, left = ev.obj, (), ev.from_zone
                    self.pending.append(Pending(None, d["source"], d["source_w"], d["controller"],
                                                ev if ev.kind == "cast" else   # "copy that spell": the spell cast
                                                Event("delayed", obj=about, lki=lki, objs=objs, from_zone=left),
                                                text=d["text"], label=d["label"], concept="delayed_trigger"))
                    self.log.add(f"{d['label']} triggers: \u201c{d['text']}\u201d", "delayed_trigger_rule", "delayed_trigger", indent=1, kind="step")
                    break
        from .monarch import monarch_triggers
        monarch_triggers(self, events)   # 725.2: the monarch's inherent triggers (no source)
        from .dungeon import initiative_triggers
        initiative_triggers(self, events)   # 726.2: the initiative's inherent triggers (no source)
        from .ring import ring_triggers
        ring_triggers(self, events)   # 701.54c: the Ring's triggered abilities
        from .speed import speed_triggers
        speed_triggers(self, events)   # 702.179d: the active player's speed trigger (no source)

    def _until_returns(self, events: list) -> None:
        """610.3, 610.3c-d: right after a source of "exile ... until ~ leaves the battlefield" leaves, the cards it
        exiled that are still in exile return to their previous zone (610.3) — the battlefield under their owners'
        control (610.3c), a hand its owner's hand — all at once."""
        left = {ev.lki.oid for ev in events if ev.kind == "zone" and ev.from_zone == "battlefield" and ev.lki is not None}
        due = [d for d in self.until_returns if d["source"] in left]
        self.return_until(due, lambda d: f"{self._alias_of(d['source'])} has left the battlefield")

    def return_until(self, due: list, said) -> None:
        """The ``due`` entries of ``until_returns`` end (610.3): the cards they exiled that are still in exile return
        to their previous zones at once — the battlefield under their owners' control (610.3c), a hand its owner's
        hand, a library in an order not known; ``said(entry)`` is the trace's words for why."""
        if not due:
            return
        self.until_returns = [d for d in self.until_returns if d not in due]
        back = [(c, d.get("zones", {}).get(c, "battlefield")) for d in due for c in d["cards"]
                if c in self.objects and self.objects[c].zone == "exile"]
        for d in due:
            whence = sorted(set(d.get("zones", {}).values()) or {"battlefield"})
            self.log.add(f"{said(d)}: the card(s) {d['label']} exiled return to "
                         + " and ".join(_RETURN_WORDS.get(z, z) for z in whence), "until_event", indent=1, kind="step")
        if back:
            self.move_many([(c, z, {"controller": self.objects[c].owner} if z == "battlefield" else {}) for c, z in back],
                           cause="return")
            libs = {self.objects[c].owner for c, z in back if z == "library" and c in self.objects}
            if libs:   # where in the library it goes is not said: that library's order is not known
                self._shuffled(libs, lazy=True)

    def _delayed_hit(self, d: dict, ev: Event, before, after) -> bool:
        spec = d["spec"]
        if spec.event == "step":
            if ev.kind != "step" or not step_begins(spec.step, ev.step):
                return False
            if d.get("turn_id") is not None and self.__dict__.get("extra_turn_id") != d["turn_id"]:
                return False   # "that turn's end step": only the extra turn it names (500.7, 603.7)
            # "at the beginning of your next upkeep": the delayed ability's controller's (603.7c: "you" is its controller)
            if spec.whose == "you":
                return ev.player == d["controller"]
            if spec.whose in ("opponent", "other"):   # "each other player's" (102.1)
                return ev.player != d["controller"]
            return True
        if spec.event == "cast":   # "When you next cast an instant or sorcery spell this turn" (603.7b)
            # "you" is the delayed ability's controller (603.7d-e); the spell as it became cast (601.2i)
            return ev.kind == "cast" and spec.match(ev, d["source_w"], after.get(ev.obj),
                                                    Ctx(after.work, d["source_w"], d["controller"], edition=self.edition))
        if d.get("on_event"):   # any object the trigger condition describes (kb.engine.eventdelayed)
            return self._delayed_event_hit(d, ev, before, after)
        about = d["about"]
        if about is None or ev.obj is None:
            return False
        if ev.kind == "zone":
            return ev.lki is not None and ev.lki.oid == about and spec.match(
                ev, ev.lki.working, ev.lki.working, Ctx(before.work, ev.lki.working, d["controller"], edition=self.edition))
        if ev.kind in ("tapped", "untapped"):
            return ev.obj == about and spec.event == ev.kind
        return False

    def _delayed_event_hit(self, d: dict, ev: Event, before, after) -> bool:
        """Whether ``ev`` triggers a delayed ability on an event ("Whenever a creature dies this turn", 603.7b): its
        trigger condition matched as a permanent's is (603.2; dying looked for as the object last existed,
        603.10a), "you" being the delayed ability's controller (603.7d-e). Whether it matched, when that can't be
        known, is noted as unknown (it doesn't trigger silently)."""
        from .gamevalues import GameView
        from .triggers import UndecidedTrigger
        spec = d["spec"]
        look_back = spec.looks_back(ev)
        subject = self._event_view(ev, before, after, look_back, spec)
        view = before if look_back else after
        ctx = Ctx(view.work, d["source_w"], d["controller"], edition=self.edition, game=GameView(self))
        try:
            return bool(spec.match(ev, d["source_w"], subject, ctx))
        except UndecidedTrigger as exc:
            self.note_unknown(f"whether {d['label']} (\u201c{d['text']}\u201d) triggers: {exc}")
            return False

    def _state_triggers(self) -> None:
        """603.8: a state trigger triggers as soon as the game state matches it, and not again until
        it has left the stack."""
        snap = self.evaluate()
        from .rctx import RCtx
        waiting = {(p.source, id(p.ability)) for p in self.pending} | \
                  {(it.source, id(it.ability)) for it in self.stack if it.kind == "triggered"}
        for w in snap.work.values():
            if w.zone != "battlefield":
                continue
            for h in w.abilities:
                ab = h.ability
                spec = getattr(ab, "spec", None)
                if spec is None or spec.event != "state" or isinstance(ab, UnmodelledAbility):
                    continue
                if (w.oid, id(ab)) in waiting:
                    continue
                probe = self._new_item("triggered", w.obj.alias, w.controller, source=w.oid)
                if self.condition_holds(spec.condition, RCtx.for_item(self, probe)):
                    self.pending.append(Pending(ab, w.oid, w.copy(), w.controller, None, text=ab.effect,
                                                label=f"{w.obj.alias}'s triggered ability"))
                    self.log.add(f"{w.obj.alias}'s state trigger triggers: \u201c{ab.display(w.obj.card.name)}\u201d",
                                 "state_trigger", indent=1, kind="step")

    def _protector_rule(self, snap, to_grave: list) -> list:
        """A battle whose protector can't protect it gets another (704.5x of 2023-04-14: a Siege whose controller is
        also its protector; 704.5y of 2026-08-07: any protector who can't be one — a Siege's must be an opponent of
        its controller, 310.12a, a battle with no battle type's its controller, 310.9a): its controller chooses an
        appropriate player; the only one needs no choice; with none it is put into its owner's graveyard. Returns
        [(oid, new protector, log line)]."""
        out: list = []
        if not rule("card_type_battle", self.edition):
            return out
        for o in self.objects.values():
            w = snap.get(o.oid)
            if o.zone != "battlefield" or w is None or "Battle" not in w.types or o.protector is None:
                continue
            ctl = w.controller
            if "Siege" in w.subtypes:
                if o.protector != ctl:
                    continue
                opps = [p for p in self.opponents(ctl) if self.player_state[p].in_game]
                if not opps:
                    to_grave.append((o.oid, "sba_protector", f"{o.alias} is a Siege whose controller is its protector "
                                                             "and no opponent can protect it"))
                elif len(opps) > 1:
                    self.note_unknown(f"{o.alias}'s controller, {ctl}, is also its protector: {ctl} chooses which "
                                      f"opponent protects it ({self.rule_no('sba_protector')}), not stated")
                else:
                    out.append((o.oid, opps[0], f"{o.alias}'s controller, {ctl}, is also its protector: the protector "
                                                f"becomes {ctl}'s opponent, {opps[0]}"))
            elif not (w.subtypes & {"Siege"}) and not self._battle_types(w) and o.protector != ctl \
                    and rule("typeless_battle_protector", self.edition) == "controller_only":
                out.append((o.oid, ctl, f"{o.alias} has no battle type, so only its controller can protect it: its "
                                        f"protector becomes {ctl}"))
        return out

    @staticmethod
    def _battle_types(w) -> set:
        """The battle types among ``w``'s subtypes (205.3q: Siege is the only one)."""
        return set(w.subtypes) & {"Siege"}

    def _battle_waits(self, w) -> bool:
        """Whether a triggered ability still waiting to leave the stack keeps this battle at defense 0 on the
        battlefield: any battle until 2026-08-07, only a Siege from then on (704.5v, 704.5w)."""
        return rule("battle_sba", self.edition) != "siege_only" or "Siege" in w.subtypes

    def _battle_defeated(self, o, w) -> bool:
        """704.5v: a battle with defense 0 (no defense counters left, 310.4c) is put into its owner's graveyard,
        unless it is the source of an ability that has triggered but not yet left the stack (from 2026-08-07 this
        holds for a Siege only; a non-Siege battle goes at once, 704.5w). A battle whose
        defense was never given (no printed defense, never had counters) is not guessed at: answers that depend
        on it can't be decided."""
        c = o.counters.get("defense")
        if c is not None and c.n > 0:
            return False
        if not o.had_defense and self._printed_defense(o) is None:
            self.note_unknown(f"{o.alias} is a battle whose defense the scenario doesn't give (310.4a: give "
                              "defense: N in its card, or counters: {defense: N})")
            return False
        waiting = self._battle_waits(w) and (any(p.source == o.oid for p in self.pending) or
                                             any(it.kind == "triggered" and it.source == o.oid for it in self.stack))
        if waiting:
            self.log.add(f"{o.alias} has defense 0 but is the source of a triggered ability that hasn't left the stack: "
                         "it stays on the battlefield for now", "sba_battle", indent=1, kind="step")
        return not waiting

    def unstated_mana_taps(self, who: str, total: str, pooled: int) -> None:
        """A cost paid in part with mana from sources the scenario doesn't name (kb.engine.stack._spend_pool): whether
        that mana came from tapping a permanent is not stated, so an ability that triggers on a permanent being tapped
        for mana ("Whenever a player taps a land for mana", 605.1b) may have triggered — what its effect can change is
        "cannot decide" (the mana abilities the steps activate trigger it as they happen)."""
        from .values import ManaCost
        symbols = ManaCost.parse(total).symbols if total else ()
        needed = sum(int(x) if x.isdigit() else (0 if x == "X" else 1) for x in symbols)
        if needed <= pooled:
            return
        snap = self.evaluate()
        for w in snap.work.values():
            if w.zone != "battlefield":
                continue
            for h in w.abilities:
                spec = getattr(h.ability, "spec", None)
                if spec is not None and getattr(spec, "event", None) == "tapped_for_mana" and \
                        spec.who in ("any", "you" if who == w.controller else "opponent"):
                    self.note_unmodelled(h.ability, w.obj.alias, "the cost was paid with mana from sources the "
                                          "question doesn't name: whether a permanent was tapped for it is not known",
                                          scope_text=_trigger_effect(h.ability.text))

    def _was_there(self, w, ev: Event) -> bool:
        """A look-back trigger is found among the objects on the battlefield just before the event (or, for
        an ability that functions in another zone, 113.6b, among the objects in that zone then)."""
        return w.zone == "battlefield" or w.oid in self.objects

    def _functions_elsewhere(self, w, ev) -> bool:
        """113.6k: the card just put into a graveyard (not from the battlefield) may have a trigger
        condition that functions there ("When ~ is put into a graveyard from anywhere"); 702.29c: the card just
        cycled, wherever it went ("When you cycle ~")."""
        if ev.kind == "cycled":
            return ev.obj == w.oid
        return ev.kind == "zone" and ev.to_zone == "graveyard" and ev.from_zone != "battlefield" and ev.obj == w.oid

    def _unread_trigger_has_no_target(self, ab, w, view) -> bool:
        """603.3d: a triggered ability that needs a target and has none to choose is removed from the stack —
        true of an unread one too, when its one target phrase is readable and nothing matches it."""
        text = ab.text or ""
        if text.count("target") != 1 or re.search(r"\b(any target|up to|any number|target player|target opponent|"
                                                   r"or player|or planeswalker)\b", text):
            return False
        m = re.search(r"\btarget ((?:[a-z]+ )*?(?:artifact|creature|enchantment|land|planeswalker|permanent|battle)s?)\b"
                      r"(?! or\b| spell| card)", text)   # "target creature card …": a card, not a permanent (109.2)
        if m is None:
            return False
        from .parser import _Ctx, parse_selector
        try:
            sel = parse_selector(m.group(1), _Ctx(w.obj.card.name))
        except ParseError:
            return False
        snap = self.evaluate()
        ctx = Ctx(snap.work, w, w.controller)
        if any(x.zone == "battlefield" and sel.match(x, ctx) for x in snap.work.values()):
            return False
        self.log.add(f"{_source_label(self, w)}'s triggered ability triggers, but there is no {m.group(1)} to target: it is removed "
                     f"from the stack (\u201c{text.replace('~', w.obj.card.name)}\u201d)", "trigger_stack", indent=1,
                     kind="step")
        return True

    def _event_view(self, ev: Event, before, after, look_back: bool, spec=None):
        if ev.kind == "zone":
            if look_back:
                return ev.lki.working if ev.lki is not None else None
            return after.get(ev.obj)
        if ev.kind == "dealt":
            return (after.get(ev.obj) or before.get(ev.obj)) if ev.obj is not None else None
        if ev.kind in ("player_dealt", "players_dealt", "creatures_dealt"):   # every source of the damage, as it was as it dealt it (603.2c)
            return tuple(before.get(s) or after.get(s) or (self.lki[s].working if s in self.lki else None)
                         for s in ev.sources)
        if ev.kind in ("damage", "source_dealt"):   # the source of the damage (kb.engine.sourcedealt)
            return (before.get(ev.source) or after.get(ev.source) or
                    (self.lki[ev.source].working if ev.source in self.lki else None)) if ev.source is not None else None
        if ev.kind == "cast":
            return after.get(ev.obj)
        if ev.obj is not None:
            return after.get(ev.obj) or before.get(ev.obj)
        return None

    def _unread_trigger_event(self, ab, w, ev: Event) -> None:
        """A triggered ability whose trigger condition the engine can't read, on an object where it works: an
        event of the kind its words name may have triggered it (603.2), so what it can change is unknown from
        then on. Before such an event nothing is in doubt (kb.engine.unknowns.unread_trigger_events)."""
        from .unknowns import unread_trigger_may_fire
        if not unread_trigger_may_fire(ab.text, ev):
            return
        seen = self.__dict__.setdefault("_unread_triggered", set())
        key = (w.obj.card_id, ab.text)
        if key in seen:
            return
        seen.add(key)
        self.note_unmodelled(ab, w.obj.alias, f"a {ev.kind.replace('_', ' ')} event may have triggered it",
                              scope_text=_trigger_effect(ab.text))

    def _cast_missed(self, ab, w, ev: Event, spell, ctx) -> None:
        """603.2: a cast trigger of a permanent that waits for this caster, and the spell cast is not of its
        description: the trace says so ("… doesn't trigger: Grizzly Bears (Creature — Bear) is not an instant or
        sorcery spell"), citing the keyword's rule for a keyword trigger (702.108a prowess)."""
        from .triggers import cast_miss
        if w.zone != "battlefield":
            return
        why = cast_miss(ab.spec, ev, w, spell, ctx)
        if why is None:
            return
        self.log.add(f"{w.obj.alias}'s triggered ability (\u201c{ab.display(w.obj.card.name)}\u201d) doesn't trigger: "
                     f"{why}", _keyword_concept(ab), indent=1, kind="step")

    def _triggered(self, ab, w, ev: Event, view) -> None:
        if isinstance(ab, UnmodelledAbility):
            if self._unread_trigger_has_no_target(ab, w, view):
                return
            # the event is modelled: what is unknown is what its effect does
            self.note_unmodelled(ab, w.obj.alias, "it triggered", scope_text=_trigger_effect(ab.text))
            if getattr(ab.spec, "event", "") == "chapter":
                # it would wait on the stack, and the Saga with it (714.4): when the Saga is sacrificed, and what
                # else happens before, is not decided either
                from .unknowns import note_derived
                note_derived(self, f"{w.obj.alias}'s chapter ability \u201c{ab.text.replace('~', w.obj.card.name)}\u201d "
                                   f"is not modelled: it would be on the stack, and while it is the Saga isn't "
                                   f"sacrificed ({self.rule_no('saga_sacrifice')})")
            return
        spec = ab.spec
        cond = spec.condition
        if self.keyword_unread(ab, w.obj.alias, differences=False):
            return
        if ev.objs and spec.event == "card_to_graveyard":
            from dataclasses import replace as _replace
            ev = _replace(ev, objs=())   # an ability about one card: "that card" is that card (712.21)
        if spec.event == "step" and spec.whose == "enchanted_controller":
            from dataclasses import replace as _replace
            host = getattr(w, "attached_to", None)   # "that creature": the permanent the Aura enchants (303.4)
            ev = _replace(ev, obj=host if isinstance(host, int) and not isinstance(host, bool) else None)
        if spec.event == "attached" and spec.subject == "self":
            from dataclasses import replace as _replace
            # "Whenever this Equipment becomes attached to a creature, tap that creature": the event's object is the
            # permanent it became attached to (603.2e); the Equipment is the ability's own source
            ev = _replace(ev, obj=ev.other, other=ev.obj)
        if spec.event == "damaged_by":
            from dataclasses import replace as _replace
            # "Whenever a creature deals damage to ~, ~ deals that much damage to that creature": the event's
            # object is the source that dealt it (603.2); the recipient, ~, is the ability's own source
            ev = _replace(ev, obj=ev.source, source=ev.obj)
        from .triggers import event_concept
        p = Pending(ab, w.oid, w.copy(), w.controller, ev, text=ab.effect, label=f"{_source_label(self, w)}'s triggered ability",
                    concept=_keyword_concept(ab, event_concept(spec, ev) or "trigger"))
        if cond is not None or spec.during is not None:
            from .rctx import RCtx
            probe = self._new_item("triggered", p.label, p.controller, source=w.oid)
            probe.event = ev
            probe.source_lki = self.lki.get(w.oid) if w.oid not in self.objects else None
            probe.x = _enters_x(self, p)   # "When ~ enters, if X is 5 or more" (107.3m), checked as it triggers (603.4)
            rc = RCtx.for_item(self, probe)
            # "attacks while you control a token": the state is part of the trigger event (603.2), checked only now
            for c, concept in ((spec.during, "trigger"), (cond, "intervening_if")):
                if c is not None and not self.condition_holds(c, rc):
                    self.log.add(f"{p.label} (\u201c{ab.text.replace('~', w.obj.card.name)}\u201d) doesn't trigger: "
                                 f"{c.text} is false", concept, indent=1, kind="step")
                    return
            if cond is not None:
                p.order = len(self.pending)
        if getattr(ab, "once_each_turn", "") == "triggers":   # "This ability triggers only once each turn." (400.7)
            done = self.__dict__.setdefault("_triggered_once", set())
            key = (w.oid, ab.text, self.turn)
            if key in done:
                self.log.add(f"{p.label} (\u201c{ab.display(w.obj.card.name)}\u201d) doesn't trigger: it triggers only "
                             "once each turn, and it has triggered this turn", "trigger", indent=1, kind="step")
                return
            if not any(k[:2] == key[:2] for k in done) and self.may_predate_question(w.oid):
                from .unknowns import scope_of
                self.note_unknown(f"{p.label} (\u201c{ab.display(w.obj.card.name)}\u201d) triggers only once each turn, "
                                  "and whether it triggered earlier this turn, before the question, isn't stated",
                                  scope_of(ab.effect))
            done.add(key)
        if getattr(ab, "once_each_turn", "") == "action":   # "Do this only once each turn." (603.2h)
            from .doonce import action_not_taken
            if not action_not_taken(self, w, ab, p.label, p.controller):
                return
        if self.keyword_unread(ab, w.obj.alias, w.mana_cost, oid=w.oid):
            return   # it triggers, but this edition words the keyword otherwise (echo before 2006-10-01, 502.19a)
        self.pending.append(p)
        self.log.add(f"{p.label} triggers: \u201c{ab.display(w.obj.card.name)}\u201d", "trigger", p.concept,
                     *(["look_back"] if spec.look_back else []), indent=1, kind="step")

    def put_triggers_on_stack(self) -> None:
        """603.3b: each player in APNAP order puts the abilities they control on the stack in the
        order they choose (the scenario's ``trigger_order``, else the order they triggered)."""
        pending, self.pending = self.pending, []
        charge("triggers", len(pending))
        self._may_control_unmodelled(pending)
        order_pref = self.choices.get("trigger_order") or []
        for player in self.apnap():
            mine = [p for p in pending if p.controller == player]
            if not mine:
                continue

            def rank(p, _pref=order_pref):
                for i, name in enumerate(_pref):
                    if name in p.label or (p.source is not None and self._alias_of(p.source) == name) \
                            or _names_ability(name, p):
                        return (0, i)
                return (1, pending.index(p))
            mine.sort(key=rank)
            if len(mine) > 1:
                # abilities that say different things, some in the order they triggered because nothing said the order
                # their controller chose: an answer may depend on it (kb.engine.ask.verdict and, for a scenario file,
                # kb.engine.orderdepends say so). A ``trigger_order`` naming some of them leaves the others unsaid.
                free = [p for p in mine if rank(p)[0] == 1]
                unsaid = bool(free) and _orders_differ(mine) and (len(free) > 1 or len(free) < len(mine))
                if unsaid:
                    self.unsaid_trigger_sizes.append(len(mine))
                    perm = (_TRIGGER_ORDERS.get() or {}).get(len(self.unsaid_trigger_sizes) - 1)
                    if perm is not None and sorted(perm) == list(range(len(mine))):
                        # the file's answers "one per trigger, in the order they are put on the stack" were written
                        # for the order they triggered: when the abilities are different ones, each keeps its own in
                        # the order tried (603.3b-d) — else that order errors and is never compared (an evoked
                        # creature's sacrifice trigger handed its enters trigger's target); one ability triggered
                        # several times keeps the answers by place ("the one put on the stack first targets …")
                        if len({p.text or p.label for p in mine}) == len(mine):
                            for p in mine:
                                p.given = (self._trigger_targets(p),)
                        mine = _keep_stated([mine[j] for j in perm], [p for p in mine if rank(p)[0] == 0])
                self.log.add(f"{_cap(player)} {_verb(player, 'put')} {len(mine)} triggered abilities on the stack in "
                             f"this order: {', '.join(p.label for p in mine)} (the last one resolves first)"
                             + (f"; {UNSAID_TRIGGER_ORDER}" if unsaid else ""),
                             "trigger_apnap", kind="step")
            for p in mine:
                self._put_trigger(p)

    def _may_control_unmodelled(self, pending) -> None:
        """Before 2001-07-23 a triggered ability that says a player other than its source's controller "may" do
        something was controlled otherwise (410.2: by that player from 1999-11-01, one pseudospell per such player;
        in 1999-04-23 one per player when it offers both players a choice; kb.engine.versions trigger_may_control).
        The engine gives every ability to its source's controller: such an ability makes what follows "cannot
        decide", naming the rule; one whose only "may" is "you may" is controlled alike in every edition."""
        from .versions import rule
        if rule("trigger_may_control", self.edition) == "source":
            return
        for p in pending:
            subjects = {w.lower().strip(",.;:()\u201c\u201d\"'") for w in re.findall(r"(\S+)\s+may\b", p.text or "")}
            if subjects - {"you"}:
                self.note_unknown(f"{p.label}: \u201c{p.text}\u201d says a player other than its controller "
                                  f"\u201cmay\u201d do something; under the rules of {self.edition} such an ability "
                                  f"is controlled otherwise ({self.rule_no('trigger')}: by the player who \u201cmay\u201d, "
                                  "or one pseudospell per player), which the engine doesn't model")

    def _alias_of(self, oid: int) -> str:
        o = self.objects.get(oid)
        if o is not None:
            return o.alias
        lk = self.lki.get(oid)
        return lk.alias if lk is not None else "?"

    def _put_trigger(self, p: Pending) -> None:
        name = p.source_w.obj.card.name if p.source_w is not None else None
        item = self._new_item("triggered", p.label.replace("'s triggered ability", ""), p.controller, source=p.source)
        item.name = p.label
        item.ability = p.ability
        item.context = p.context
        item.event = p.event
        item.text = p.text
        item.x = _enters_x(self, p)
        if item.x is None:
            item.x = _cast_spell_x(self, p)
        if item.x is None:
            item.x = _monstrous_x(p)
        if p.source is not None:
            item.source_lki = self.lki.get(p.source) if p.source not in self.objects else self.snapshot_of(p.source)
        if item.source_lki is None and p.source_w is not None:
            from .objects import LastKnown
            o = p.source_w.obj
            item.source_lki = LastKnown(oid=o.oid, card_id=o.card_id, alias=o.alias, zone=p.source_w.zone,
                                        working=p.source_w, counters={k: c.n for k, c in o.counters.items()},
                                        damage=o.damage, tapped=o.tapped, controller=p.controller, owner=o.owner,
                                        attached_to=o.attached_to, token=o.token, is_copy=o.is_copy)
        if p.ability is not None and p.ability.spec is not None and p.ability.spec.event != "state":
            item.condition = p.ability.spec.condition  # 603.4 (a state trigger's condition is not checked again)
        want = p.given[0] if p.given is not None else self._trigger_targets(p)
        if is_modal(item.text):   # 603.3c: the modes are announced as it is put on the stack
            key = self._alias_of(p.source) if p.source else p.label
            from .modesonce import check_modes, modes_left, record_modes   # "choose one that hasn't been chosen"
            whole, holder = item.text, self.objects.get(p.source) if p.source else None
            if modes_left(self, holder, whole) == []:   # every mode chosen before: none can be (700.2b)
                self.log.add(f"{p.label}: every mode has been chosen before, so no mode can be chosen and it is removed "
                             "from the stack", "trigger_modes", indent=1, kind="step")
                return
            said = (p.choices or {}).get("mode")
            why = check_modes(self, holder, whole, said if isinstance(said, (list, tuple)) else [said])
            if why:
                raise EngineError(f"{p.label}: {why} ({self.rule_no('modal')}, {self.rule_no('trigger_modes')})")
            item.text, item.mode = self._choose_mode(p.label, item.text, (p.choices or {}).get("mode"), concept="trigger_modes",
                                                     give=f"triggers: {{{key}: {{mode: N}}}}")
            record_modes(self, holder, whole, item.mode)
            if not item.mode:   # "choose up to one": no mode chosen, the ability is removed from the stack (603.3c)
                self.log.add(f"{p.label}: no mode is chosen, so it is removed from the stack", "trigger_modes", indent=1,
                             kind="step")
                return
        _ins = []
        try:
            _ins, slots = parse_instructions(item.text, name, normalized=True, lenient=True,
                                             ability=p.ability.text if p.ability is not None else (p.context or None))
        except ParseError:
            slots = []
        item.slots = slots
        if not slots and want and not any(i.kind == "unmodelled" for i in _ins):
            # a targets answer for an ability that has no target: refused rather than silently ignored (115.1)
            raise EngineError(f"{p.label} (\u201c{item.text.replace('~', name or 'it')}\u201d) has no target: "
                              f"{len(want)} given (115.1, 603.3d); its choices go in triggers: {{SOURCE: {{choose: "
                              "{...}}}}")
        if slots and want is not None:
            from .targeting import NoLegalTarget, has_variable
            if has_variable(slots) or any(isinstance(t, list) for t in want):
                try:
                    _ins, slots, want = self._parse_planned(item, item.text, name, want,
                                                            ability=p.ability.text if p.ability is not None else (p.context or None))
                except NoLegalTarget as exc:
                    self.log.add(f"{p.label} can't be put on the stack with its targets: {exc}; it is removed from "
                                 f"the stack ({self.rule_no('trigger_no_choice')})", "trigger_stack", indent=1, kind="step")
                    return
                item.slots = slots
        if any(s.event_player for s in item.slots) and not self._bind_event_player(item):
            return
        if slots or (want is not None and item.target_plan):
            if want is not None and not want and not self._any_legal(item) and not all(s.optional for s in slots):
                want = None   # no target given and none could be chosen: 603.3d below
            if want is None:
                legal = self._any_legal(item)
                if not legal and item.mode:
                    raise EngineError(f"{p.label}: the mode chosen has no legal target, so it can't be chosen "
                                      f"({self.rule_no('trigger_modes')})")
                if not legal and all(s.optional for s in item.slots):
                    # "up to one target …" with nothing to choose: zero targets is the only choice, and an ability
                    # that may have no target is put on the stack and resolves (603.3d applies to a required target)
                    self.log.add(f"{p.label} has no legal target for “up to” targets: it is put on the stack with "
                                 "none", "trigger_stack", indent=1, kind="step")
                    want = []
                elif not legal:
                    self.log.add(f"{p.label} has no legal target: it is removed from the stack "
                                 f"({self.rule_no('trigger_no_choice')})",
                                 "trigger_stack", indent=1, kind="step")
                    return
                only = self._only_targets(item)
                if only is not None:
                    # one legal target for each: no choice to state ("target opponent" with one opponent, 603.3d)
                    self.log.add(f"{p.label} has one legal choice of targets: it targets "
                                 f"{', '.join(v if k == 'player' else self._alias_of(v) for k, v in only)} "
                                 f"({self.rule_no('trigger_no_choice')})",
                                 "trigger_stack", indent=1, kind="step")
                    want = only
            if want is None:
                key = self._alias_of(p.source) if p.source else p.label
                if "reflexive" in p.label:
                    key += " reflexive"
                raise EngineError(f"{p.label} (\u201c{item.text.replace('~', name or 'it')}\u201d) needs targets: "
                                  f"give triggers: {{{key}: [TARGET]}} on this step (603.3d)")
            self._choose_targets(item, want, snap=self.evaluate())
            self.emit_crime(item)   # 700.13: putting a triggered ability on the stack
        item.choices = {k: v for k, v in (p.choices or {}).items() if k != "mode"}
        self.stack.append(item)
        self.log.add(f"{p.label} goes on the stack" + (f", targeting {item.targets_text(self)}" if item.targets else ""),
                     "trigger_stack", indent=1, kind="step")
        self._touched()

    def _bind_event_player(self, item) -> bool:
        """A target "… that player controls" of a triggered ability (kb.engine.instructions.TargetSlot.event_player):
        the player of its trigger event (603.2), fixed now, as it is put on the stack, so its targets are checked
        against that player (601.2c, 115.1). An event naming no one player: the ability isn't put on the stack here,
        and what it would do is "cannot decide". Returns whether the player was found."""
        from .instructions import Subject
        from .rctx import RCtx
        bound = {}
        for defending in sorted({bool(s.event_defending) for s in item.slots if s.event_player}):
            found = self._defenders_of_event(item) if defending else \
                [ref for kind, ref in self.subjects(Subject("event", text="that player"), RCtx.for_item(self, item), None)
                 if kind == "player"]
            if len(found) != 1:
                self.note_unmodelled(item.text, item.name, "\u201cdefending player\u201d names no one player here "
                                     "(802.2a)" if defending else "\u201cthat player\u201d names no player of its trigger event")
                return False
            bound[defending] = found[0]
        item.slots = [replace(s, for_player=bound[bool(s.event_defending)]) if s.event_player else s for s in item.slots]
        return True

    def _defenders_of_event(self, item) -> list:
        """508.5: "target … defending player controls" in an ability that refers to the attacking creature of its
        trigger event (an Equipment's "Whenever equipped creature attacks"): from 2010-02-01 the player that creature
        attacks (the controller of the planeswalker, the protector of the battle). Before, only a creature's own
        effects named the player it attacks (508.4 in 2009): the ability names the one defending player there is, and
        with several its controller chooses one (802.2a), a choice not modelled: [] then."""
        from .gamevalues import defending_player
        from .versions import rule
        ev = getattr(item, "event", None)
        oid = getattr(ev, "obj", None)
        combat = getattr(self, "combat", None)
        if combat is None or oid not in combat.attackers:
            return []
        if rule("defending_player_of_ability", self.edition) == "refers_both":
            who = defending_player(self, oid)
            self.log.add(f"defending player: {who}, the player {self.objects[oid].alias} is attacking or whose permanent "
                         "it is attacking", "defending_player", indent=1, kind="step")
            return [who] if who is not None else []
        players = {defending_player(self, a) for a in combat.attackers}
        if len(players) == 1 and None not in players:
            self.log.add(f"defending player: {next(iter(players))}, the one defending player (an ability whose source "
                         "isn't the attacking creature)", "defending_player_one", indent=1, kind="step")
            return list(players)
        return []

    def _trigger_targets(self, p: Pending):
        """The targets the scenario gave for this trigger (``triggers: {SOURCE: [TARGETS]}``: the same
        targets for each time it triggers in the step, less a stated die roll or coin flip, which is each
        resolution's own (:func:`_without_results`); ``{SOURCE: [[T1], [T2], …]}`` or ``{SOURCE: [{choose: …}, …]}``:
        one answer per trigger, in the order they are put on the stack)."""
        given = self.choices.get("triggers") or {}
        key = self._alias_of(p.source) if p.source is not None else None
        if "reflexive" in p.label and key is not None:
            key = f"{key} reflexive"
        used = self.choices.setdefault("_used_triggers", {})  # answers already used in this step
        name = p.source_w.obj.card.name if p.source_w is not None and "reflexive" not in p.label else None
        if name is not None and name != key and self.aliases.get(name) not in (None, p.source):
            # the card's name is another object's name (Blood Artist beside Blood Artist #2): what was given for
            # that one is not this one's choice (603.3d: each trigger's controller chooses its targets)
            name = None
        for k in (key, p.label, name):
            if k is not None and k not in given and k in used:
                given = {k: _without_results(used[k])}
            if k is not None and k in given:
                v = given[k]
                if isinstance(v, list) and v and all(isinstance(x, (list, dict)) for x in v):
                    v = v.pop(0)   # one answer a trigger, in the order they are put on the stack
                    if not given[k]:
                        given.pop(k)
                else:
                    given.pop(k)
                    used[k] = v
                if isinstance(v, dict):
                    p.choices = {**(p.choices or {}), **dict(v.get("choose") or {}),
                                 **({"mode": v["mode"]} if "mode" in v else {})}   # a modal ability's modes (603.3c)
                    t = v.get("targets")
                    return None if t is None else (t if isinstance(t, list) else [t])
                return v if isinstance(v, list) else [v]
        return None

    def _only_targets(self, item) -> list | None:
        """The targets of an ability whose every target has exactly one legal choice (a fixed number of targets,
        none optional, one instance each), as ("player", name) / ("obj", oid); None when there is a choice."""
        if not item.slots or any(s.optional or s.variable for s in item.slots):
            return None
        out = []
        for legal in self._legal_targets(item):
            if len(legal) != 1:
                return None
            out.append(legal[0])
        return out if len(set(out)) == len(out) else None

    def _any_legal(self, item) -> bool:
        """Whether some target of ``item`` has a legal choice."""
        return any(legal for legal in self._legal_targets(item, first=True))

    def _legal_targets(self, item, first: bool = False):
        """Each target slot's legal choices among the players and objects (115), as ("player", name) / ("obj", oid);
        ``first``: at most the first of each, for a yes/no question."""
        from .legality import target_ok
        snap = self.evaluate()
        cands = [("player", n) for n in self.players] + [("obj", o) for o in self.objects]
        # the ability's source, as the targets are checked when chosen (601.2c): "another target creature" excludes it
        src_w = snap.get(item.source) if item.source is not None else None
        if src_w is None and getattr(item, "source_lki", None) is not None:
            src_w = item.source_lki.working
        for slot in item.slots:
            legal = (c for c in cands if target_ok(self, slot, c, snap, item.controller, src_w, item) is None)
            yield list(itertools.islice(legal, 1)) if first else list(legal)

    def schedule_delayed(self, spec, text: str, source, source_w, controller: str, label: str, about=None,
                         this_turn: bool = False, once: bool = False, turn_id: int | None = None,
                         on_event: bool = False) -> None:
        """603.7: a delayed triggered ability; ``about`` is the object it refers to ("it"). It triggers once,
        the next time its event occurs, unless it has a stated duration ("this turn": each time until the
        turn ends, 603.7b); ``once`` with ``this_turn``: "When you next cast … this turn", once and only this turn;
        ``turn_id``: "that turn's end step", only in that extra turn (kb.engine.turns.add_extra_turn); ``on_event``:
        "Whenever a creature blocks this turn": any event its trigger condition matches (kb.engine.eventdelayed)."""
        self.delayed.append({"spec": spec, "text": text, "source": source, "source_w": source_w,
                             "controller": controller, "label": label, "about": about,
                             "until": self.turn if this_turn else None, "once": once, "turn_id": turn_id,
                             "on_event": on_event})

    # --- the turn (500-514) -------------------------------------------------------------------------------------
    def advance_to(self, step: str, *, declaring: bool = False, hold: bool = False) -> None:
        """Move through the turn's steps to the beginning of ``step`` (in this turn or the next):
        turn-based actions and "at the beginning of" triggers on the way (500.6, 502-514). ``hold``: the
        abilities that trigger as ``step`` begins stay on the stack, where players may respond to them with
        priority in that step (117.3a, 603.3b); the steps passed on the way are played out."""
        if step not in STEPS:
            raise EngineError(f"unknown step {step!r} (steps: {', '.join(STEPS)})")
        self.resolve_stack()
        if step == "combat_damage" and self.step == "combat_damage" and self.combat is not None and \
                self.combat.first_step and self.combat.steps_done == 1:
            self.combat_damage_step()  # the second combat damage step (510.4)
            if rule("damage_assignment", self.edition) != "stack":
                if hold:   # stopping with priority in it: what triggered waits on the stack (603.3b)
                    self.priority_check()
                else:
                    self.resolve_stack()
            return
        for _ in range(len(STEPS) * 3 + 1):
            nxt = self.next_step_after(self.step)   # phases added to the turn first (500.8)
            if nxt == "untap":
                self._cleanup_and_next_turn()
            self._begin_step(nxt, declaring=declaring and nxt == step, hold=hold and nxt == step)
            if nxt == step:
                return
        raise EngineError(f"could not reach the {step} step")

    def finish_combat_damage(self) -> None:
        """After a first-strike combat damage step, the regular one too (510.4): "combat damage" said once is
        all of it. Nothing happens when no first-strike step was (or both steps were) dealt."""
        c = self.combat
        if self.step == "combat_damage" and c is not None and c.first_step and c.steps_done == 1:
            self.advance_to("combat_damage", hold=True)

    def _empty_pools(self, old: str, new: str) -> None:
        """500.4: mana empties at the end of each step and phase; before 2009-07-11 only as a phase
        ends (300.3), and unused mana then caused mana burn."""
        phase = {"untap": "beginning", "upkeep": "beginning", "draw": "beginning", "main1": "main1",
                 "beginning_of_combat": "combat", "declare_attackers": "combat", "declare_blockers": "combat",
                 "combat_damage": "combat", "end_of_combat": "combat", "main2": "main2", "end": "end", "cleanup": "end"}
        burn = rule("mana_burn", self.edition)
        if burn and phase.get(old) == phase.get(new):
            return
        from .firebending import kept_as_step_ends
        from .keepmana import kept_mana
        snap = None
        for p in self.player_state.values():
            n = p.pool_size()
            if not n:
                continue
            kept = kept_as_step_ends(self, p, old, new)   # firebending's mana, until end of combat (702.189a)
            if snap is None:
                snap = self.evaluate()
            keep = kept_mana(snap.rules, lambda e: e.you if e.you is not None else (
                snap.get(e.source).controller if e.source is not None and snap.get(e.source) is not None else None),
                p.name)   # "Players don't lose unspent mana as steps and phases end" (kb.engine.keepmana)
            only = []
            if keep:
                kept = dict(kept)
                for c, k in p.pool.items():
                    if c in keep and k > kept.get(c, 0):
                        kept[c] = k
                only = [x for x in p.pool_only if x[0] in keep]
                # under the rules with mana burn the pool loses its mana only as a phase ends (300.3): that rule cited
                self.log.add(f"{_poss(p.name)} unspent mana of {'/'.join(sorted(keep))} stays in the pool as the "
                             f"{'phase' if burn else 'step'} ends", "mana_burn" if burn else "mana_empties", kind="step")
            n -= sum(kept.values()) + len(only)
            p.pool, p.pool_only = dict(kept), only
            if not n:
                continue
            if burn:
                self.change_life(p.name, -n, log=False)   # loss of life (300.3): "whenever a player loses life"
                self.log.add(f"{p.name} has {n} unused mana as the phase ends: mana burn, {n} life lost", "mana_burn",
                             kind="step")
            else:
                self.log.add(f"{_poss(p.name)} unused mana empties from the mana pool", "mana_empties", kind="step")

    def _begin_step(self, step: str, declaring: bool = False, hold: bool = False) -> None:
        self._empty_pools(self.step, step)
        if self.step == "end_of_combat" and step in ("beginning_of_combat", "end"):
            self.end_of_combat()   # 511.3: an added combat phase, or the ending phase, follows this one (500.8)
        if self.step == "combat_damage" and step != "combat_damage" and self.combat is not None and \
                self.combat.first_step and self.combat.steps_done == 1:
            self.resolve_stack()
            self.combat_damage_step()  # 510.4: the second combat damage step comes first
            self.resolve_stack()
        self.step = step
        if step == "beginning_of_combat":   # counted for "the first combat phase of the turn" (500.8: added ones too)
            self.__dict__["combat_phases"] = self.__dict__.get("combat_phases", 0) + 1
        if step in ("upkeep", "end"):
            self.end_play_permissions(step)   # "until the beginning of your next upkeep", "until your next end step"
        if step == "upkeep":
            self.begin_upkeep()   # counted, for echo (702.30a, kb.engine.upkeep)
        else:
            self.note_control_changes()
        if step in ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat",
                    "main2"):
            if self._combat_step(step, declaring, hold):
                return
        if step in ("untap", "draw"):
            skip = self.skipped_by(step)
            if not skip:   # "skip your next untap step": a pending skip used up now (kb.engine.skipnext, 614.10a)
                from .skipnext import consume_step
                used = consume_step(self, step)
                skip = [used] if used else []
            if skip:   # 614.10, 500.11: proceed past it as though it didn't exist
                self.log.add(f"{_poss(self.active).capitalize()} {_STEP_NAMES.get(step, step + ' step')} is skipped "
                             f"({'; '.join(skip)})", "skip", kind="step")
                if step == "untap":
                    snap = self.evaluate()
                    for o in self.objects.values():
                        if o.zone == "battlefield":
                            w = snap.get(o.oid)
                            o.turn_controller = w.controller if w is not None else o.controller
                            if o.turn_controller == self.active:
                                o.fresh = o.control_lapsed = False
                return
        if step == "untap":
            self.phasing_untap_step()   # 502.1: first, the phasing event (702.26a)
            snap = self.evaluate()
            for o in self.objects.values():
                w = snap.get(o.oid)
                if o.zone == "battlefield":
                    o.turn_controller = w.controller if w is not None else o.controller
                    if getattr(o.record, "gains_haste", False) and o.turn_controller != o.record.controller:
                        o.record.gains_haste = False   # 702.62a: its controller lost control of it: the haste is over
                if o.zone == "battlefield" and (w.controller if w is not None else o.controller) == self.active:   # 502.3
                    o.fresh = o.control_lapsed = False
                    if o.tapped:
                        held = [r for r in snap.restrictions.get(o.oid, ()) if r.startswith("doesn't untap")
                                and held_by_exert(r, self.active) is not False]   # 701.43a: the exerter's only
                        if held:
                            self.log.add(f"{o.alias} doesn't untap during its controller's untap step", "untap_step",
                                         indent=1, kind="step")
                            continue
                        from .untapchoice import stays_tapped
                        if stays_tapped(self, o, snap):   # "You may choose not to untap ~ …" (kb.engine.untapchoice)
                            continue
                        if stun_instead_of_untap(self, o):   # 122.1d: a stun counter is removed instead
                            continue
                        o.tapped = False
                        # "Whenever ~ becomes untapped" triggers on the untap step's untapping too; nobody gets
                        # priority in the untap step, so it goes on the stack in the upkeep (502.4 / 503.1, 603.3)
                        self._emit(Event("untapped", obj=o.oid))
            from .otheruntap import untap_for_others
            untap_for_others(self, snap)   # "Untap ~ during each other player's untap step." (502.3)
            self.log.add(f"{_poss(self.active).capitalize()} untap step: {_poss(self.active)} permanents untap", kind="step")
            # "doesn't untap during its controller's next untap step": that untap step is over (611.2a)
            # ("... don't untap during your next untap step": that of the effect's controller)
            over = [e for e in self.effects if e.duration == "next_untap" and (
                exert_over(e, self.active) if held_for_player(e) else
                (e.locked is not None and any((snap.get(i).controller if snap.get(i) is not None else None) == self.active
                                              for i in e.locked)) or
                (e.locked is None and e.rules_selector is not None and e.you == self.active))]
            for e in over:
                self.effects.remove(e)
                self.log.add(f"{e.label}: its controller's next untap step is over, so the effect ends", "duration_stated",
                             indent=1, kind="step")
            self._changed()
            self._untap_day_night()
            return
        if step == "main1":   # 714.3c: a turn-based action as the precombat main phase begins
            from .triggers import final_chapter
            snap = self.evaluate()
            for o in list(self.objects.values()):
                w = snap.get(o.oid)
                if o.zone == "battlefield" and w is not None and w.controller == self.active and "Saga" in w.subtypes \
                        and (final_chapter(h.ability for h in w.abilities)
                             or rule("saga_chapterless", self.edition) == "sacrificed"):
                    self.put_counters(o, "lore", 1, log=False)
                    self.log.add(f"{_poss(self.active).capitalize()} precombat main phase begins: a lore counter is put on "
                                 f"{o.alias}", "saga_turn", kind="step")
        draw_on_top = None
        if step == "draw" and not (self.turn == 1 and len(self.players) == 2 and False):
            self.log.add(f"{_poss(self.active).capitalize()} draw step", kind="step")
            draw_on_top = self._draw_step_draw(hold)
        elif step == "cleanup":
            self._cleanup()
            return
        else:
            self.log.add(f"The {_STEP_NAMES.get(step, step)} begins ({_poss(self.active)} turn)", kind="step")
        if step == "upkeep":
            self.suspend_upkeep()   # 702.62a: suspended cards in exile
        self._emit(Event("step", step=step, player=self.active))
        if draw_on_top is not None and draw_on_top[0] != "top":   # 304.1 (1999-04-23 to 2001-07-22): ordered with
            self._draw_step_pending(*draw_on_top)                  # the active player's draw-step triggers
        self.priority_check()
        if draw_on_top is not None and draw_on_top[0] == "top":   # 304.1 (2001-07-23 to 2003-03-15): on top of them
            self._draw_step_pending(*draw_on_top)
        if hold and self.stack:
            self.log.add(f"{_cap(self.active)} {_verb(self.active, 'receive')} priority with "
                         f"{len(self.stack)} object(s) on the stack: players may respond", "priority_step",
                         indent=1, kind="step")
            return
        self.resolve_stack()

    def _draw_step_draw(self, hold: bool = False):
        """The draw of the draw step (504.1; 304.1 before 2009). From 2003-07-01 the active player draws as the step
        begins, without the stack. Before, the draw used the stack, and players could respond to it: under the
        1999-04-23 rules as a triggered ability of the active player's ("just as if a card read 'At the beginning of
        your draw step, draw a card'"), put on the stack with the other abilities that trigger as the step begins, in
        the order its controller chooses (kb.engine.versions draw_step_stack "trigger"); so from 1999-11-01 ("placed on
        the stack, just as if a card read ..."); from 2001-07-23 "on top of all abilities players control that trigger
        at the beginning of the draw step". Returns (when, the draw's Pending): "top" to be put on the stack after the
        step's triggers, "ordered" to go with them, "if_others" to go with them when there are any (else drawn at once),
        or None once drawn. Passing through the step (``hold`` false: nobody acts in it) the card is drawn at once when
        that is the same: always from 2001-07-23 (on top, it resolves first), and before when no other ability
        triggered as the step began (the order of the active player's triggers is theirs to choose, 603.3b; another
        player's goes on the stack after the active player's, above the draw, and resolves before it)."""
        from .triggers import Pending
        mode = rule("draw_step_stack", self.edition)
        if mode == "action" or (mode == "stack" and not hold):
            self.draw(self.active, 1)
            return None
        p = Pending(None, None, None, self.active, Event("step", step="draw", player=self.active), text="Draw a card.",
                    label="the draw step's draw", concept="draw")
        if mode == "stack":
            return ("top", p)
        return ("ordered" if hold else "if_others", p)

    def _draw_step_pending(self, when: str, p) -> None:
        """The draw's Pending (``_draw_step_draw``) goes to the stack as its edition says, or is drawn at once."""
        if when == "if_others" and not self.pending:   # another player's draw-step trigger goes on the stack above
            self.draw(self.active, 1)                   # the draw (APNAP) and resolves first: so the draw waits too
            return
        self.log.add("the draw of the draw step goes on the stack: players may respond before the card is drawn",
                     "draw", indent=1, kind="step")
        self.pending.append(p)
        if when == "top":
            self.priority_check()

    def _combat_step(self, step: str, declaring: bool, hold: bool = False) -> bool:
        """The combat steps when the scenario passes through them (506-511). True: nothing more to do. ``hold``: the
        scenario stops in this step where the active player receives priority (117.3a): the abilities that triggered
        on the combat damage wait on the stack (603.3), to be responded to."""
        c = self.combat
        if step == "beginning_of_combat":
            self._combat_begin()
            return False
        if step == "main2":
            self.end_of_combat()
            return False
        if step == "end_of_combat":
            return False
        if c is None or (not c.attackers and step != "declare_attackers"):
            return True   # 508.8: no attackers, no blockers or combat damage steps
        if declaring:
            self.log.add(f"The {_STEP_NAMES.get(step, step)} begins ({_poss(self.active)} turn)", kind="step")
            return True
        if step == "declare_attackers":
            self.log.add("No creatures are declared as attackers", "no_attackers", kind="step")
            return True
        if step == "declare_blockers":
            pass_declare_blockers(self)   # none declared, the choice recorded as not said (kb.engine.unsaidblocks)
            return True
        if step == "combat_damage":
            self.combat_damage_step()
            if rule("damage_assignment", self.edition) != "stack":
                # 510.3: players get priority after the damage is dealt; with a first-strike step the
                # second step comes only when they have passed (510.4): the next step: combat_damage,
                # or moving on to a later step. Stopping here (hold), the abilities that triggered wait on the
                # stack (704.3, 603.3b)
                if hold:
                    self.priority_check()
                else:
                    self.resolve_stack()
            # before 2009-07-11 (310.1): the combat damage waits on the stack while players get priority — where the
            # scenario stops in this step (hold); passing through it, the step ends only once all players have passed
            # with the stack empty (300.2 then, 500.2): the damage resolves in this step, before the end of combat
            # step begins and its "at end of combat" abilities trigger
            elif not hold:
                self.resolve_stack()
            return True
        return False

    def _cleanup(self) -> None:
        """514.1: the active player discards down to their maximum hand size (kb.engine.turns); then 514.2: damage
        is removed and "until end of turn" effects end, simultaneously."""
        self.cleanup_discard()
        before = len(self.effects)
        from .nextturnend import ends_this_cleanup   # "until the end of your next turn" (611.2a), in that turn's cleanup
        self.effects = [e for e in self.effects if e.duration != "end_of_turn" and
                        not ends_this_cleanup(e, self.active, self.turn)]
        ended = before - len(self.effects)
        self.replacements = [r for r in self.replacements if r.duration != "end_of_turn" and not r.used]
        for o in self.objects.values():
            o.damage = 0
            o.deathtouched = False
            if o.choices.get("saddled"):   # 702.171b: saddled until end of turn
                o.choices = {k: v for k, v in o.choices.items() if k != "saddled"}
        self.turn_life_lost = {n: self.turn_life_lost.get(n, 0) + p.life_lost   # "if you lost life last turn"
                               for n, p in self.player_state.items()}
        self.turn_damage_lost = {n: self.turn_damage_lost.get(n, 0) + p.damage_lost for n, p in self.player_state.items()}
        for p in self.player_state.values():
            p.life_gained = p.life_lost = p.damage_lost = 0
            p.damage_taken = (0, 0)
        self.log.add(f"Cleanup step: damage is removed from permanents and {ended} \u201cuntil end of turn\u201d "
                     "effect(s) end", "cleanup_damage", "end_of_turn", kind="step")
        self._changed()
        self._emit(Event("step", step="cleanup", player=self.active))   # "at the beginning of the next cleanup step"
        self.priority_check()
        if self.stack:   # 514.3a: abilities triggered: players get priority, then another cleanup step
            self.log.add("abilities triggered during the cleanup step: players receive priority, and another cleanup "
                         "step follows", "cleanup_priority", kind="step")
            self.resolve_stack()
            self._cleanup()

    def _cleanup_and_next_turn(self) -> None:
        self._turn_ends_for_day_night()
        self.turn_structure_ends()
        self.__dict__.pop("combat_phases", None)
        self.end_play_permissions()
        self.turn += 1
        self.damage_dealt = {d for d in self.damage_dealt if d[0] >= self.turn}   # "this turn" only
        self.left_battlefield = [x for x in self.left_battlefield if x[0] >= self.turn]
        # "this turn" and "last turn" (kb.engine.turnevents.LastTurnEvents): the entries of the turn before are kept too
        self.entered_battlefield = [x for x in self.entered_battlefield if x[0] >= self.turn - 1]
        self.delayed = [d for d in self.delayed if d.get("until") is None or d["until"] >= self.turn]   # 603.7b
        from .playercontrol import turn_ends   # "After that turn, that player takes an extra turn." (500.7)
        turn_ends(self)
        nxt, skipped, extra = self.next_turn_player()   # 500.7 extra turns; 800.4a: who left the game takes none
        from .skipnext import consume_turn
        for _ in range(len(self.__dict__.get("skip_next") or ())):
            if not consume_turn(self, nxt):
                break
            # 614.10, 500.11: "skip your next turn": the game proceeds past it as though it didn't exist
            self.log.add(f"{_poss(nxt).capitalize()} turn is skipped", "skip", kind="step")
            nxt, more, extra = self.next_turn_player()
            skipped = skipped + more
        self.active = nxt
        from .planes import planar_controller   # 311.5: the new active player controls the face-up planes
        planar_controller(self)
        if extra:
            self.log.add(f"It is now {_poss(self.active)} extra turn (turn {self.turn})", "extra_turn", kind="step")
        else:
            self.log.add(f"It is now {_poss(self.active)} turn (turn {self.turn})", kind="step")
        self._end_until_next_turn(nxt, skipped)
        from .duringnextturn import begin_turn   # "During target player's next turn, …" applies from now (611.2a)
        begin_turn(self, nxt)
        from .playercontrol import turn_begins   # 723.1: a player controlled during this turn
        turn_begins(self, nxt)

    def _end_until_next_turn(self, active: str, skipped: list) -> None:
        """Effects lasting "until your next turn" end as that player's next turn begins (611.2a); for a
        player who left the game, when that turn would have begun (800.4m)."""
        ending = [e for e in self.effects if e.duration == "until_your_next_turn" and e.you in [active] + skipped]
        from .nextturnshield import end_next_turn_shields   # prevention effects "until your next turn" (611.2a)
        if end_next_turn_shields(self, [active] + skipped):
            self._changed()
        if not ending:
            return
        self.effects = [e for e in self.effects if e not in ending]
        for e in ending:
            if e.you == active:
                self.log.add(f"{e.label}: {_poss(active)} next turn begins, so the effect ends", "duration_stated",
                             indent=1, kind="step")
            else:
                self.log.add(f"{e.label}: {e.you} left the game; the effect lasted until {_poss(e.you)} next turn "
                             "would have begun, and it ends now", "left_game_next_turn", indent=1, kind="step")
        self._changed()

    def end_turn(self) -> None:
        """The rest of the turn: the steps still to come on the way (a combat's damage and end of combat steps, 510,
        511; the phases the turn has, 500.1), the end step (its triggers), the cleanup step (514.2: damage removed,
        "until end of turn" effects end), then the next player's turn begins."""
        self.resolve_stack()
        if self.step not in ("end", "cleanup"):
            self.advance_to("end")
        if self.step != "cleanup":
            self._begin_step("cleanup")
        self._cleanup_and_next_turn()
        for s in ("untap", "upkeep", "draw", "main1"):
            self._begin_step(s)


_STEP_NAMES = {"untap": "untap step", "upkeep": "upkeep", "draw": "draw step", "main1": "precombat main phase",
               "beginning_of_combat": "beginning of combat step", "declare_attackers": "declare attackers step",
               "declare_blockers": "declare blockers step", "combat_damage": "combat damage step",
               "end_of_combat": "end of combat step", "main2": "postcombat main phase", "end": "end step"}


_ = TriggeredAbility


def _enters_x(state, p) -> int | None:
    """107.3m: an enters triggered ability of the object itself that refers to X has the X chosen for the costs of
    the spell that became it (a kicker {X} paid); None when it had none. A permanent no spell became (put onto the
    battlefield, not cast) had no X chosen: its X is 0 (107.3m)."""
    spec = getattr(p.ability, "spec", None)
    if spec is None or spec.event != "enters" or spec.subject != "self" or p.source is None:
        return None
    o = state.objects.get(p.source)
    if o is None:
        return None
    rec = getattr(o, "record", None)
    return 0 if rec is None else getattr(rec, "x", None)


def _monstrous_x(p) -> int | None:
    """701.37c (701.31c in 2014-2022): "If a permanent's ability instructs a player to 'monstrosity X,' other abilities
    of that permanent may also refer to X. The value of X in those abilities is equal to the value of X as that
    permanent became monstrous." — the X of the permanent's own "When ~ becomes monstrous" trigger is the N its
    monstrosity put on it (the event's amount); None for any other trigger."""
    spec = getattr(p.ability, "spec", None)
    ev = p.event
    if spec is None or spec.event != "monstrous" or ev is None or ev.kind != "monstrous" or \
            p.source is None or ev.obj != p.source:
        return None
    return ev.amount


def _cast_spell_x(state, p) -> int | None:
    """107.3e (from 2020-09-25): "Whenever you cast a spell with {X} in its mana cost, … put X +1/+1 counters …": an
    X in the text of an ability that refers to the {X} in another object's mana cost uses that object's X, here the
    X announced for the spell whose casting triggered it (107.3a); None for any other trigger. Before 2020-09-25 no
    rule says which X it is: what follows is "cannot decide" (noted here)."""
    from .versions import rule
    spec = getattr(p.ability, "spec", None)
    ev = p.event
    if spec is None or spec.event != "cast" or ev is None or ev.kind != "cast" or \
            not re.search(r"\{X\} in (?:its|their) mana costs?", spec.text or "") or \
            not re.search(r"\bX\b", getattr(p.ability, "effect", "") or ""):
        return None
    if rule("x_of_other_object", state.edition) != "other_object":   # what it changes (its words) can't be decided
        from .unknowns import scope_of
        state.note_unknown(f"{p.label}: its X refers to the {{X}} in the mana cost of the spell that triggered it, and "
                           f"the rules of {state.edition} don't say which X that is (the rule for such an X dates from 2020-09-25)",
                           scope_of(p.ability.effect))
    spell = next((i for i in state.stack if i.oid == ev.obj), None)
    return getattr(spell, "x", None) or 0


def _condition_unread(ab) -> bool:
    """Whether some of the words an unread triggered ability's readers left over are in its trigger condition ("deals
    combat damage to an opponent or planeswalker" read as "to an opponent"): then its read condition can't be trusted
    to say when it triggers (603.2)."""
    return _shares_words(" ".join(ab.unaccounted or ()), ab.spec.text or "")


@functools.lru_cache(maxsize=4096)
def _shares_words(left: str, condition: str) -> bool:
    """Whether two texts share a word (kb.engine.render.words), asked once per ability and not once per event."""
    from .render import words
    return bool(set(words(left)) & set(words(condition)))


def _works_where_it_went(ab, w, ev) -> bool:
    """Whether a triggered ability of the card an event just moved works from where it went (113.6k, 702.29c):
    read, its trigger says so (kb.engine.triggers.TriggerSpec.where_it_went); unread, its trigger condition names
    the card itself ("When you cycle ~, ...": then the event may have triggered it, kb.engine.unknowns)."""
    spec = getattr(ab, "spec", None)
    if spec is not None:
        return spec.where_it_went(w, ev)
    m = re.match(r"(?:When|Whenever)\b([^,]*),", getattr(ab, "text", "") or "")
    return isinstance(ab, UnmodelledAbility) and ab.guess == "triggered" and m is not None and "~" in m.group(1)


def _trigger_effect(text: str) -> str | None:
    """The effect of a triggered ability's text, after its trigger condition ("When ~ dies, you gain 5 life."
    → "you gain 5 life."); None when it can't be told apart."""
    m = re.match(r"^(?:When|Whenever|At)\b[^,]*,\s*(.+)$", text or "", re.S)
    return m.group(1) if m else None


# what a scenario states of a random event (706.2: a die roll's natural result; 705.1: a coin flip's result): each
# trigger's resolution has its own (603.2c), so a result stated once is not reused for another trigger of the step
_RESULTS = ("roll", "flip")


def _without_results(v):
    """A trigger's stated answers (``{choose: {...}, targets: [...]}``) reused for another trigger of the same source in
    the step: its targets and choices, less the results of random events (``roll``, ``flip``) — another roll's or
    flip's result is its own, never the first one's (706.1, 705.1, 603.2c)."""
    if not isinstance(v, dict) or not any(r in (v.get("choose") or {}) for r in _RESULTS):
        return v
    return {**v, "choose": {c: a for c, a in v["choose"].items() if c not in _RESULTS}}
