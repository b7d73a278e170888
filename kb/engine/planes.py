"""Planes and phenomena (Planechase, 901): the planar die, planeswalking, chaos ensuing, and the planar controller.

``roll_planar_die: blank | chaos | planeswalk`` is the planar die rolled with the face stated (901.9; ``unstated``: the
face is never guessed, what it could change is "cannot decide"): a blank face does nothing (901.9a), the chaos symbol
makes chaos ensue (901.9b: each face-up plane's "Whenever chaos ensues" triggers, 311.7 — the wording of the rules
from 2023-04-14; before, "Whenever you roll {CHAOS}", which is not read), the Planeswalker symbol triggers the
planeswalking ability (901.9c, 901.8: "Whenever you roll the Planeswalker symbol on the planar die, planeswalk", with
no source from 2012-06-01, each plane's own ability before). Any roll triggers "Whenever you roll the planar die" and
"Whenever you roll one or more dice" (706.7). ``chaos_ensues: true`` is the same roll of the chaos symbol.

The step is the special action (901.9; 901.8 from 2009-09-04 to 2012-05-01): only the active player, while they have
priority with the stack empty, in a main phase of their turn; it costs as much generic mana as the times that player
took the action before that turn (the rolls an effect caused don't count), paid with the step's ``mana:`` — a roll
that costs mana and doesn't say what pays it is refused, not assumed paid. ``effect: true`` is a roll an effect
instructs ("roll the planar die" on a card, read by no instruction): none of that applies to it.

``planeswalk: PLANE`` turns each face-up plane or phenomenon face down on the bottom of its owner's planar deck and
the named one face up in the command zone (701.31b): "When you planeswalk away from ~" triggers for each one turned
face down (901.11b), "When you planeswalk to ~" for the plane turned face up, "When you encounter ~" for a phenomenon
(312.5, from 2012-06-01). The planar deck's next cards are hidden: where a later planeswalk goes (the planeswalking
ability, "Planeswalk." in an effect, the state-based action after a phenomenon, 704.6f) is the ``next:`` cards a step
states, in order; none stated, "cannot decide". A face-up plane's abilities function in the command zone (311.4,
113.6p); it is controlled by the planar controller, the active player (311.5), so its controller changes as turns
change. Not read: a plane's "{CHAOS}" of the rules before 2023-04-14, and a team's several active players (901.12d:
the engine has one active player).
"""
from __future__ import annotations

from .abilities import IN_DECK, functions_in_command
from .errors import EngineError
from .rollinstead import roll_replacements

__all__ = ["planeswalk", "planeswalk_next", "chaos_ensues", "chaos_ensues_effect", "set_next", "roll_planar_die", "planar_controller",
           "phenomena_waiting", "PLANAR_RESULTS"]

PLANAR_RESULTS = ("blank", "chaos", "planeswalk", "unstated")   # the faces of the planar die (901.3a), or not said


def _face_up(state) -> list:
    snap = state.evaluate()
    return [o for o in state.objects.values() if o.zone == "command" and {"Plane", "Phenomenon"} & set(o.card.types)
            and functions_in_command(snap.get(o.oid))]


def _no_planes(state, what: str) -> None:
    if not state.rules_have("planeswalk"):
        raise EngineError(f"the rules of {state.edition} have no planes: {what} is unstated (901; Planechase "
                          "came with the 2009-09-04 edition)")


def set_next(state, cards: list) -> None:
    """The top cards of the planar controller's planar deck, as a step states them (hidden otherwise, 701.31b)."""
    state.__dict__["planar_next"] = list(cards) + list(state.__dict__.get("planar_next") or [])


def planeswalk(state, card, alias: str | None = None, check: bool = True) -> None:
    """701.31b: the planar controller planeswalks to plane (or phenomenon) ``card`` (``check``: then players may get
    priority — not while an ability resolves or state-based actions are performed)."""
    _no_planes(state, "planeswalking")
    if "Plane" not in card.types and "Phenomenon" not in card.types:
        raise EngineError(f"{card.name} is not a plane or phenomenon card: one can't planeswalk to it "
                          f"({state.rule_no('planeswalk')})")
    who = state.active
    _away(state, who)
    _end_until_planeswalk(state)
    o = state.put_into(card, "command", owner=who, alias=alias)
    o.controller = who
    phenomenon = "Phenomenon" in card.types
    if phenomenon and not state.rules_have("encounter"):
        state.note_unknown(f"{o.alias} is a phenomenon: the rules of {state.edition} have no phenomenon cards "
                           "(encountering one came with the 2012-06-01 edition)")
    state.log.add(f"{who} planeswalks to {o.alias}: it is face up in the command zone, its abilities function there, "
                  f"and the planar controller ({who}) controls it", "planeswalk", "command_zone_abilities", kind="step")
    if phenomenon and state.rules_have("encounter"):
        state.log.add(f"{who} encounters {o.alias}", "encounter", indent=1, kind="step")
    from .triggers import Event
    if not phenomenon or state.rules_have("encounter"):   # a phenomenon before its rules: no "encounter" to trigger
        state._emit(Event("planeswalk_to", obj=o.oid, player=who))
    state._changed()
    if check:
        state.priority_check()


def _away(state, who: str) -> None:
    """901.11b-c: each face-up plane or phenomenon is planeswalked away from ("When you planeswalk away from ~"
    triggers, looked for as it is still face up), then turned face down on the bottom of its owner's planar deck."""
    from .triggers import Event
    for old in _face_up(state):
        state._emit(Event("planeswalk_away", obj=old.oid, player=who))
        old.choices = {**(old.choices or {}), IN_DECK: True}
        old.ts = state.tick()   # face down in its deck: its effects end
        state.log.add(f"{old.alias} is turned face down and put on the bottom of its owner's planar deck: {who} "
                      "planeswalks away from it", "planeswalk", "planeswalk_away", kind="step")
        state._changed()


def _end_until_planeswalk(state) -> None:
    """901.11: continuous effects with durations that last until a player planeswalks end."""
    ending = [e for e in state.effects if e.duration == "until_planeswalk"]
    if ending:
        state.effects = [e for e in state.effects if e not in ending]
        for e in ending:
            state.log.add(f"{e.label}: a player planeswalks, so the effect ends", "planeswalk", indent=1, kind="step")
        state._changed()


def planeswalk_next(state, check: bool = True) -> None:
    """701.31b: the planar controller planeswalks to the top card of their planar deck — the next card a step
    stated (``next:``); none stated, the card is hidden and what it does is "cannot decide"."""
    _no_planes(state, "planeswalking")
    queue = state.__dict__.get("planar_next") or []
    if queue:
        state.__dict__["planar_next"] = queue[1:]
        planeswalk(state, queue[0], check=check)
        return
    state.note_unknown(f"{state.active} planeswalks to the top card of their planar deck, which is hidden and not stated "
                       f"(a step's next:), so what it does is not known ({state.rule_no('planeswalk')})")
    _away(state, state.active)
    _end_until_planeswalk(state)
    if check:
        state.priority_check()


def roll_planar_die(state, result: str, who: str | None = None, mana=None, effect: bool = False) -> None:
    """901.9: ``who`` (the active player) rolls the planar die; ``result`` the face (901.9a-c) or "unstated". Taken as
    the special action (:func:`_roll_action`) unless ``effect``: a roll an effect instructs."""
    _no_planes(state, "rolling the planar die")
    if not any(o.zone == "command" and {"Plane", "Phenomenon"} & set(o.card.types) for o in state.objects.values()):
        raise EngineError(f"no plane or phenomenon is face up in the command zone: the planar die is rolled only in a "
                          f"Planechase game ({state.rule_no('planar_die')}); planeswalk: to one first")
    who = state._player(who)
    if not effect:
        _roll_action(state, who, mana)
    from .dice import unread_dice_ability
    from .triggers import Event, Pending
    if result == "unstated":
        state.note_unknown(f"{who} rolls the planar die and the face rolled is not stated: chaos ensuing, a planeswalk "
                           f"or nothing ({state.rule_no('planar_die')}) is never guessed")
    concept = {"chaos": "chaos_ensues", "planeswalk": "planeswalking_ability"}.get(result, "planar_die")
    state.log.add(f"{who} rolls the planar die: {_FACES[result]}", concept, kind="step")
    unread_dice_ability(state, "the planar die")   # 706.7: "Whenever you roll one or more dice" sees it too
    for r in roll_replacements(state, who):   # "If you would roll a die, instead …" applies to it too (614.1a)
        state.note_unknown(f"{r.source_name}'s \u201c{r.text}\u201d: a roll of the planar die replaced by more dice, one "
                           f"ignored, is not read ({state.rule_no('planar_die')}): the face kept is not decided")
    state.emit_die_roll(who, 6, None, None, 0)
    if result == "chaos":
        _chaos_rolled(state)
    elif result == "planeswalk":   # 901.9c, 901.8: the planeswalking ability triggers
        state.pending.append(Pending(None, None, None, who, Event("die_roll", player=who, cause="planar"),
                                     text="Planeswalk.", label="planeswalking ability",
                                     concept="planeswalking_ability"))
        state.log.add(f"the planeswalking ability triggers: {who} will planeswalk", "planeswalking_ability",
                      indent=1, kind="step")
    state.priority_check()


def _roll_action(state, who: str, mana) -> None:
    """901.9 (901.8 before 2012-06-01): the active player may roll the planar die any time they have priority and the
    stack is empty, but only during a main phase of their turn; taking the action costs {N}, N the times that player
    took it before that turn (not the rolls effects caused). ``mana``: what pays it (601.2h's check); a cost not
    stated as paid is refused."""
    no = state.rule_no("planar_die_action")
    if who != state.active:
        raise EngineError(f"only the active player ({state.active}) may roll the planar die as the special action "
                          f"({no}); a roll an effect instructs is effect: true")
    if state.stack or state.pending:
        raise EngineError(f"the planar die can be rolled only while the stack is empty ({no})")
    if state.step not in ("main1", "main2"):
        raise EngineError(f"the planar die can be rolled only during a main phase of the active player's turn ({no}); "
                          f"it is the {state.step.replace('_', ' ')} step")
    key = ("planar_die", who, state.turn)
    taken = state.activations.get(key, 0)
    if taken:
        cost = "{%d}" % taken
        if mana is None:
            raise EngineError(f"{who} took the action {taken} time(s) this turn: rolling the planar die again costs "
                              f"{cost} ({no}), and the step doesn't say the mana that pays it (mana:)")
        state.mana_paying(mana, cost, f"the cost {cost} of rolling the planar die again", no)
        state._spend_pool(who, cost)
    state.activations[key] = taken + 1
    state.log.add(f"{who} rolls the planar die, a special action that doesn't use the stack"
                  + (f": it costs {cost}, paid" if taken else ": the first time this turn, it costs nothing"),
                  "planar_die_action", kind="step")


_FACES = {"blank": "a blank face, nothing happens", "chaos": "the chaos symbol", "planeswalk": "the Planeswalker symbol",
          "unstated": "the face rolled is not stated"}


def _chaos(state) -> None:
    if not state.rules_have("chaos_ensues"):
        raise EngineError(f"the rules of {state.edition} don't say \u201cchaos ensues\u201d ({state.rule_no('chaos_ensues')} reads so from "
                          "2023-04-14; before, chaos abilities read \u201cWhenever you roll {CHAOS}\u201d): not answered (901)")
    state.log.add("Chaos ensues", "chaos_ensues", indent=1, kind="step")
    from .triggers import Event
    state._emit(Event("chaos_ensues", player=state.active))


def _chaos_rolled(state) -> None:
    """901.9b: the chaos symbol rolled — chaos ensues (from 2023-04-14); "Whenever you roll {CHAOS}" triggers (the
    chaos abilities' wording before, 901.9b then). Under those earlier rules "Whenever chaos ensues" is undefined."""
    from .triggers import Event
    if state.rules_have("chaos_ensues"):
        _chaos(state)
    elif state.rules_have("chaos_roll"):
        words = [ab.text for o in _face_up(state) for ab in o.card.abilities
                 if "chaos ensues" in (getattr(ab, "text", "") or "").lower()]
        if words:
            state.note_unknown(f"\u201c{words[0]}\u201d: the rules of {state.edition} don't say \u201cchaos ensues\u201d "
                               f"(311.7 from 2023-04-14; then {state.rule_no('chaos_roll')}: \u201cWhenever you roll {{CHAOS}}\u201d)")
    else:
        _chaos(state)   # the error naming the edition
    state._emit(Event("chaos_roll", player=state.active))


def chaos_ensues_effect(state) -> None:
    """311.7: an effect says that chaos ensues: each face-up plane's chaos ability triggers (no die is rolled). Before
    the 2023-04-14 rules the words are "cannot decide"."""
    if not state.rules_have("chaos_ensues"):
        state.note_unknown(f"\u201cchaos ensues\u201d: the rules of {state.edition} don't say it (311.7 from 2023-04-14)")
        return
    _chaos(state)


def chaos_ensues(state) -> None:
    """901.9b: the chaos symbol is rolled: chaos ensues, and each face-up plane's chaos ability triggers (311.7)."""
    if not state.rules_have("chaos_ensues"):
        _chaos(state)   # the error naming the edition
    roll_planar_die(state, "chaos")


def phenomena_waiting(state, snap) -> bool:
    """704.6f: a face-up phenomenon that is the source of no triggered ability waiting or on the stack: the planar
    controller planeswalks."""
    ups = [o.oid for o in state.objects.values() if o.zone == "command" and "Phenomenon" in o.card.types
           and functions_in_command(snap.get(o.oid))]
    if not ups or not state.rules_have("phenomenon_planeswalk"):
        return False
    busy = {it.source for it in state.stack if it.kind == "triggered"} | {p.source for p in state.pending}
    return any(oid not in busy for oid in ups)


def planar_controller(state) -> None:
    """311.5: the planar controller is the active player; each face-up plane is controlled by them."""
    for o in _face_up(state):
        if o.controller != state.active:
            o.controller = state.active
            state._changed()
