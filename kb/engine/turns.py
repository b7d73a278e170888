"""The turn's structure and the rules players have: maximum hand size and the cleanup step's discard (402.2,
514.1, 613.11), skipped steps (614.10), extra turns (500.7), and the abilities that work only outside a game
in progress (103.6, 113.6n, 702.124, 903.3a, 905.2c).

- A player's maximum hand size is seven (402.2) as modified by the static abilities of the permanents on the
  battlefield ("You have no maximum hand size.", "Your maximum hand size is reduced by two.", "Players have no
  maximum hand size."): effects that change a rule of the game, applied in timestamp order (613.11, 613.7a).
- As the cleanup step begins, the active player discards down to that size (514.1): the cards are the player's
  choice, given on the step (``choose: {discard: [CARD, ...]}``); a hand the scenario doesn't list is taken to hold
  no more than the maximum (the answer's notes say so).
- "Skip your draw step." replaces the step with nothing (614.1b, 614.10): no draw, nothing triggers in it.
- "Take an extra turn after this one." adds a turn directly after this one; the most recently created is taken
  first, and the regular turn order goes on after them (500.7).
- "After this main phase, there is an additional combat phase followed by an additional main phase." adds those
  phases directly after the main phase it resolves in (500.8; nothing outside a main phase); the turn then goes on
  as it would have after that main phase.
- "End the turn." (724.1): triggered abilities waiting to be put on the stack cease to exist, every object on the
  stack is exiled (the resolving one too), state-based actions are checked, and the game skips to the cleanup step
  (the end step and its "at the beginning of the end step" abilities are skipped).

Mixed into :class:`kb.engine.state.GameState` as :class:`TurnsMixin`.
"""
from __future__ import annotations

from .abilities import functions_in_command
from .errors import EngineError
from .text import player_poss as _poss, player_verb as _verb
from .triggers import STEPS

__all__ = ["TurnsMixin", "outside_game_notes", "abilities_in_play"]

NORMAL_HAND_SIZE = 7   # 402.2

# what each kind of ability outside the game is about (kb.engine.abilities.PREGAME_TEMPLATES)
_OUTSIDE_WHEN = {
    "opening_hand": "is used only from the opening hand, before the first turn begins",
    "commander": "matters only when a player chooses their commander, at deck construction before the game",
    "background": "matters only when a player chooses their commanders, at deck construction before the game",
    "doctors_companion": "matters only when a player chooses their commanders, at deck construction before the game",
    "partner_text": "matters only when a player chooses their commanders, at deck construction before the game",
    "friends_forever": "matters only when a player chooses their commanders, at deck construction before the game",
    "draft_face_up": "matters only during a draft, before the game",
    "deck_count": "changes how many cards of that name a deck may hold (the limit of {}), at deck construction before "
                  "the game",
}


# the phase of each step (500.1) and the last step of each phase: what "after this phase" follows (500.8)
_PHASE_OF = {"untap": "beginning", "upkeep": "beginning", "draw": "beginning", "main1": "main", "main2": "main",
             "beginning_of_combat": "combat", "declare_attackers": "combat", "declare_blockers": "combat",
             "combat_damage": "combat", "end_of_combat": "combat", "end": "ending", "cleanup": "ending"}
_PHASE_END = {"beginning": "draw", "combat": "end_of_combat", "ending": "cleanup"}


def outside_game_notes(state) -> list[str]:
    """The answer's notes for the abilities of the game's cards that work only outside a game in progress
    (:class:`~kb.engine.abilities.PreGameAbility`): what each is for, the rule of the edition that gives it
    meaning (113.6n for deck construction), and that it changed nothing here."""
    from .abilities import PREGAME_TEMPLATES, PreGameAbility
    out, seen = [], set()
    for o in state.objects.values():
        for ab in o.card.abilities:
            if not isinstance(ab, PreGameAbility) or (o.card.name, ab.template) in seen:
                continue
            seen.add((o.card.name, ab.template))
            concepts = [PREGAME_TEMPLATES.get(ab.template, ("", None))[1]]
            if ab.template not in ("opening_hand", "draft_face_up", "deck_count"):
                concepts.append("deck_construction")
            numbers = [n for n in (state.edition_number(c) for c in concepts if c) if n]
            if not numbers and ab.template == "deck_count":
                continue   # no rule says what it does: "cannot decide" (GameState._note_unruled_deck_ability)
            where = f" ({', '.join(numbers)})" if numbers else \
                f" (no rule of the {state.edition} edition defines these words)"
            when = _OUTSIDE_WHEN.get(ab.template, '').format(state.rule_no("deck_limit"))
            out.append(f"{o.card.name}: \u201c{ab.display(o.card.name)}\u201d {when}"
                       f"{where}; in a game in progress it changes nothing.")
    return out


def abilities_in_play(snap, cls):
    """(object's characteristics, held ability, ability) for each ability of kind ``cls`` that a permanent on the
    battlefield has now (after the layers: one that lost it has none), or an object whose abilities function in the
    command zone (113.6p: a vanguard, a face-up scheme …)."""
    for w in snap.work.values():
        if w.zone == "battlefield" or functions_in_command(w):
            for h in w.abilities:
                if isinstance(h.ability, cls):
                    yield w, h, h.ability


class TurnsMixin:
    """Hand size and the cleanup discard, skipped steps, extra turns (see the module docstring)."""

    # --- maximum hand size (402.2, 613.11) ---------------------------------------------------------------
    def max_hand_size(self, player: str) -> tuple[int | None, list[str]]:
        """``player``'s maximum hand size now (None: no maximum) and the abilities that made it so, in the
        timestamp order they apply (613.11, 613.7a)."""
        from .abilities import HandSizeAbility
        found = [(max(w.obj.ts, getattr(h, "grant_ts", 0) or 0), w.obj, ab)
                 for w, h, ab in abilities_in_play(self.evaluate(), HandSizeAbility)
                 if _applies_to(ab.who, w.controller, player)]
        from .handsizeeffect import no_maximum_effects   # a resolved effect's, "for the rest of the game" (611.2a)
        found += [(ts, None, label) for ts, label in no_maximum_effects(self, player)]
        from .handsizeeffect import change_effects   # "… is reduced by three for the rest of the game"
        found += [(ts, n, label) for ts, label, n in change_effects(self, player)]
        size: int | None = NORMAL_HAND_SIZE
        said = []
        for _ts, o, ab in sorted(found, key=lambda x: x[0]):
            if isinstance(o, int):   # a resolved effect changing it by a number (kb.engine.handsizeeffect)
                if size is not None:
                    size = max(0, size + o)
                said.append(ab)
                continue
            if o is None:   # an effect from a resolution: no maximum (kb.engine.handsizeeffect)
                size = None
                said.append(ab)
                continue
            if ab.op == "none":
                size = None
            elif ab.op == "set" and ab.value is not None:   # "is equal to the number of hour counters on ~" (402.2)
                size = self._hand_size_value(o, ab)
            elif ab.op == "set":
                size = ab.n
            elif size is not None:
                size = max(0, size + (ab.n if ab.op == "plus" else -ab.n))
            said.append(f"{o.alias}: \u201c{ab.display(o.card.name)}\u201d")
        return size, said

    def _hand_size_value(self, o, ab) -> int:
        """The number a "maximum hand size is equal to …" ability of the permanent ``o`` counts now (402.2, 611.3a)."""
        from .filters import Ctx
        snap = self.evaluate()
        w = snap.get(o.oid)
        return max(0, ab.value.eval(Ctx(snap.work, w, w.controller if w is not None else o.controller,
                                        edition=self.edition), w))

    def cleanup_discard(self) -> None:
        """514.1: as the cleanup step begins, the active player discards down to their maximum hand size."""
        player = self.active
        size, said = self.max_hand_size(player)
        by = f" ({'; '.join(said)})" if said else ""
        if size is None:
            self.log.add(f"Cleanup step: {player} {'have' if player == 'you' else 'has'} no maximum hand size{by}: "
                         "nothing is discarded", "cleanup_discard", "hand_size", *(("rules_effects",) if said else ()),
                         kind="step")
            return
        hand = self.in_zone("hand", player)
        if not self.player(player).hand_known and len(hand) > size:
            # the cards the steps put there are already more than the maximum: a discard happens, but how many cards
            # (the hand may hold more that nobody named) and so which is not said — never taken as none
            self.note_unknown(f"{_poss(player).capitalize()} hand is not listed (players: hand: [...]) and holds at least "
                              f"{len(hand)} cards, more than {_poss(player)} maximum hand size of {size}{by}: how many "
                              f"cards {player} {_verb(player, 'discard')} in the cleanup step, and which, can't be decided "
                              f"({self.rule_no('cleanup_discard')})")
            return
        if not self.player(player).hand_known:
            # an unlisted hand holds cards the scenario doesn't name (how many is not said): taken to be no more than
            # the maximum, said in the answer's notes (as an unlisted library never runs out)
            said_note = (f"{_poss(player).capitalize()} hand is not listed (players: hand: [...]): it is taken to hold no "
                         f"more than {size} cards at {_poss(player)} cleanup step, so nothing is discarded "
                         f"({self.rule_no('cleanup_discard')})")
            if said_note not in self.assumed:
                self.assumed.append(said_note)
            return
        excess = len(hand) - size
        if excess <= 0:
            return
        chosen = (self.choices.get("choose") or {}).get("discard")
        names = [str(x) for x in chosen] if isinstance(chosen, list) else ([str(chosen)] if chosen else [])
        if len(names) != excess and excess < len(hand):
            raise EngineError(f"cleanup step: {player} {'have' if player == 'you' else 'has'} {len(hand)} cards in hand "
                              f"and a maximum hand size of {size}{by}: {player} discards {excess} ({self.rule_no('cleanup_discard')}); give "
                              f"choose: {{discard: [CARD, ...]}} with {excess} card(s) on the step that reaches the "
                              f"cleanup step" + (f" (given: {len(names)})" if names else ""))
        for n in names:
            o = self.obj(n)
            if o.zone != "hand" or o.owner != player:
                raise EngineError(f"cleanup step: {n} is not in {player}'s hand, so it can't be discarded ({self.rule_no('cleanup_discard')})")
        self.log.add(f"Cleanup step: {player} {'have' if player == 'you' else 'has'} {len(hand)} cards in hand and a "
                     f"maximum hand size of {size}{by}: {player} {_verb(player, 'discard')} {excess}", "cleanup_discard", "hand_size",
                     *(("rules_effects",) if said else ()), kind="step")
        self.discard(player, excess, names or None)

    # --- skipped steps (614.10) ---------------------------------------------------------------------------
    def skipped_by(self, step: str) -> list[str]:
        """The abilities that make the active player skip ``step`` this turn ("Skip your draw step.", 614.10)."""
        from .abilities import SkipStep
        return [f"{w.obj.alias}: \u201c{ab.display(w.obj.card.name)}\u201d"
                for w, _h, ab in abilities_in_play(self.evaluate(), SkipStep)
                if ab.step == step and _applies_to(ab.who, w.controller, self.active)]

    # --- extra turns (500.7) ------------------------------------------------------------------------------
    def add_extra_turn(self, player: str) -> int:
        """500.7: a turn for ``player`` directly after this one (the most recently created is taken first)."""
        extra = self.__dict__.setdefault("extra_turns", [])
        extra.append(player)
        # each extra turn is one turn of its own: "that turn's end step" (a delayed trigger, 603.7) names it
        ids = self.__dict__.setdefault("extra_turn_ids", [])
        ids.append(len(self.__dict__.setdefault("extra_turns_made", [])) + 1)
        self.__dict__["extra_turns_made"].append(ids[-1])
        self.log.add(f"{player} will take an extra turn after this one", "extra_turn", indent=1, kind="step")
        return ids[-1]

    def next_turn_player(self) -> tuple[str, list[str], bool]:
        """Whose turn is next (500.7: an extra turn first, else the regular turn order after the player whose
        regular turn was the last taken; 800.4a: a player who left the game takes no turns), the players
        passed over, and whether it is an extra turn."""
        extra = self.__dict__.get("extra_turns") or []
        ids = self.__dict__.get("extra_turn_ids") or []
        self.__dict__["extra_turn_id"] = None   # which extra turn this is (None: a regular turn)
        if extra:   # the turn ending now is the last regular one unless an extra turn came before it
            self.__dict__.setdefault("regular_turn", self.active)
        while extra:
            p = extra.pop()
            tid = ids.pop() if ids else None
            skip = self.extra_turn_skipped(p) if self.player(p).in_game else ""
            if skip:   # 614.10: skipping the turn replaces its beginning; the next turn is chosen as if it weren't there
                self.log.add(f"{p} would begin an extra turn and skips it instead ({skip}, {self.rule_no('skip')})",
                             "extra_turn", indent=1, kind="step")
                continue
            if self.player(p).in_game:
                self.__dict__["extra_turn_id"] = tid
                return p, [], True
        regular = self.__dict__.get("regular_turn") or self.active
        i = self.players.index(regular)
        skipped = []
        nxt = regular
        for k in range(1, len(self.players) + 1):
            nxt = self.players[(i + k) % len(self.players)]
            if self.player(nxt).in_game:
                break
            skipped.append(nxt)
        self.__dict__["regular_turn"] = nxt
        return nxt, skipped, False


    # --- extra phases (500.8) ------------------------------------------------------------------------------
    def add_extra_combat(self, phase: str = "main", main: bool = True) -> None:
        """500.8: an additional combat phase (``main``: followed by an additional main phase) directly after the phase
        this resolves in (the most recently created first); ``phase`` "main" or "combat": only after a phase of that
        kind ("After this main phase, …"), otherwise nothing is added. After the ending phase, "cannot decide"."""
        where = _PHASE_OF.get(self.step)
        if phase and where != phase:
            self.log.add(f"it isn't a {phase} phase: no phases are added after this {phase} phase", "extra_phase",
                         indent=1, kind="step")
            return
        if where == "ending":
            self.note_unknown("an additional combat phase after the ending phase: the engine doesn't model phases "
                              "added after the turn's last one (500.8)")
            return
        last = self.step if where == "main" else _PHASE_END[where]
        inserted = self.__dict__.setdefault("inserted_steps", [])
        at = 0
        if inserted and "insert_after" not in self.__dict__ and self.step != last and last in inserted:
            at = inserted.index(last) + 1   # inside an added phase: after its own remaining steps
        elif not inserted and self.step != last:
            self.__dict__["insert_after"] = last   # the turn goes on as usual until this phase ends
        added = [*STEPS[STEPS.index("beginning_of_combat"):STEPS.index("end_of_combat") + 1], *(["main2"] if main else [])]
        inserted[at:at] = added
        self.__dict__.setdefault("resume_after", last)
        self.log.add(f"after this {where} phase there will be an additional combat phase"
                     + (" followed by an additional main phase" if main else ""), "extra_phase", indent=1, kind="step")

    def next_step_after(self, step: str) -> str:
        """The step that follows ``step`` this turn: an added one first (500.8) once the phase it follows has ended,
        then the turn as it would have gone on after the phase the added ones follow."""
        inserted = self.__dict__.get("inserted_steps")
        after = self.__dict__.get("insert_after")
        if inserted and after is not None and step != after:
            return STEPS[(STEPS.index(step) + 1) % len(STEPS)]   # the phase they follow hasn't ended yet
        self.__dict__.pop("insert_after", None)
        if inserted:
            return inserted.pop(0)
        resume = self.__dict__.pop("resume_after", None)
        return STEPS[(STEPS.index(resume or step) + 1) % len(STEPS)]

    def turn_structure_ends(self) -> None:
        """Phases added to this turn are gone with it."""
        self.__dict__.pop("inserted_steps", None)
        self.__dict__.pop("resume_after", None)
        self.__dict__.pop("insert_after", None)

    # --- ending the turn (724.1) ----------------------------------------------------------------------------
    def end_the_turn(self, item) -> None:
        """724.1a-b, as "End the turn." resolves: waiting triggered abilities cease to exist; every other object on
        the stack is exiled (a copy or an ability ceases to exist); the resolving object follows when its
        resolution ends (:meth:`finish_ending_turn`)."""
        if self.pending:
            self.log.add(f"{len(self.pending)} triggered abilit{'y' if len(self.pending) == 1 else 'ies'} waiting to be put "
                         "on the stack cease to exist", "end_the_turn", indent=1, kind="step")
            self.pending = []
        for it in list(reversed(self.stack)):
            self.stack.remove(it)
            o = self.objects.get(it.oid) if it.oid is not None else None
            it.outcome = "exiled"
            if o is not None and o.zone == "stack" and not it.is_copy:
                self.move(o, "exile", log=False)
                self.log.add(f"{it.name} is exiled from the stack", "end_the_turn", indent=1, kind="step")
            else:
                if o is not None and o.zone == "stack":
                    self.move(o, "graveyard", log=False)
                self.log.add(f"{it.describe()} is removed from the stack and ceases to exist", "end_the_turn",
                             indent=1, kind="step")
            self._record_outcome(it)
        self.__dict__["turn_ending"] = item

    def finish_ending_turn(self, item) -> None:
        """724.1b-d after the resolving object's instructions: it is exiled too; state-based actions are checked
        (no player gets priority, no triggered ability is put on the stack); combat ends (creatures are removed
        from it) and the game skips straight to the cleanup step."""
        self.__dict__.pop("turn_ending", None)
        o = self.objects.get(item.oid) if item.oid is not None else None
        item.outcome = "resolved"
        if o is not None and o.zone == "stack":
            if item.is_copy:
                self.move(o, "graveyard", log=False)
            else:
                self.move(o, "exile", log=False)
                self.log.add(f"{item.name} is exiled as it finishes resolving", "end_the_turn", indent=1, kind="step")
        self._record_outcome(item)
        for _ in range(100):
            if not self.state_based_actions():
                break
        if self.combat is not None:
            self.end_of_combat()
        self.turn_structure_ends()
        self.log.add("The turn ends: the game skips straight to the cleanup step", "end_the_turn", kind="step")
        self._begin_step("cleanup")


def _applies_to(who: str, controller: str, player: str) -> bool:
    """Whether an ability of ``controller``'s permanent saying ``who`` ("you", "each", "opponent") is about
    ``player``."""
    return who == "each" or (who == "you" and controller == player) or (who == "opponent" and controller != player)
