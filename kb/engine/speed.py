"""Speed: start your engines! (702.179) and max speed (702.178), since 2025-02-07.

A player has no speed until a rule or effect sets it (702.179b). "Start your engines!" is a static ability: a player
who controls a permanent with it and has no speed gets speed 1, a state-based action (702.179a, 704.5z; 704.5aa from
2026-08-07). A player with speed has an inherent triggered ability with no source: "Whenever one or more opponents
lose life during your turn, if your speed is less than 4, your speed increases by 1. This ability triggers only once
each turn." (702.179d). A player whose speed is 4 has max speed (702.179e); no speed counts as 0 (702.179f).
"Max speed — [Ability]" means "As long as your speed is 4, this object has '[Ability]'" (702.178a): read here as a
static ability granting the ability to its object under the condition :class:`kb.engine.gamevalues.SpeedIs`.

What a scenario leaves open is never guessed. A player's speed is stated with ``players: [{name, speed: N}]``;
unstated, a player has none — like poison counters, the game's starting state — unless they control a permanent with
start your engines! that was on the battlefield before the turns stated: they had speed then, and it may have grown,
so it is "cannot decide". With this turn's earlier events unstated (``unlisted: [history]``), the inherent trigger may
have triggered already this turn, so what it would do now is "cannot decide" too. Under an edition before
2025-02-07 nothing of this exists: what reads speed is "cannot decide" (its concepts have no fallback).

Not read: a max speed ability granting an ability that works from another zone (702.178b: "Max speed — You may cast
this card from your graveyard", "Max speed — {3}, Exile this card from your graveyard: …"), and instructions that
change speed other than the inherent trigger's.
"""
from __future__ import annotations

import re

from .text import player_poss as _poss
from .triggers import Pending

__all__ = ["ENGINES", "engines_sba", "start_engines", "speed_triggers", "increase_speed", "read_max_speed",
           "speed_answer", "max_speed_zone_unread"]

ENGINES = "start your engines!"
MAX_SPEED = 4
TRIGGER_TEXT = "If your speed is less than 4, your speed increases by 1."
_MAX_SPEED_LINE = re.compile(r"Max speed\s+-\s+(?P<body>.+)")
# an ability that says which zone it works from (702.178b: the max speed ability then works there too; read when the
# granted ability is read as working there, 113.6m)
_OTHER_ZONE = re.compile(r"\b(?:from|in) your (?:graveyard|hand|library)\b|\bthis card\b", re.I)


def _has_engines(w) -> bool:
    return ENGINES in w.keyword_names()


def engines_sba(state, snap) -> list:
    """704.5z (704.5aa from 2026-08-07): the players who control a permanent with start your engines! and have no
    speed; each one's speed becomes 1 when the actions are performed (:func:`start_engines`). Under an edition without
    the rule the keyword is unread: noted, nothing happens."""
    out = []
    for name in state.players:
        p = state.player(name)
        if not p.in_game or p.speed is not None:
            continue
        have = [w for w in snap.work.values() if w.zone == "battlefield" and w.controller == name and _has_engines(w)]
        if not have:
            continue
        if not state.rules_have("start_your_engines"):
            if not p.speed_doubt:
                p.speed_doubt = (f"{have[0].name} has start your engines!, which the rules of {state.edition} don't "
                                 "define (702.179, since 2025-02-07)")
                state.note_unknown(p.speed_doubt, frozenset(("designations",)))
            continue
        before = [w for w in have if getattr(w.obj, "entered_turn", 0) is None]
        out.append((name, before[0].name if before and not p.speed_stated else None))
    return out


def start_engines(state, found: list) -> None:
    """Perform :func:`engines_sba`'s actions: speed 1 (702.179a). A permanent with start your engines! there before
    the turns stated means the player had speed then, which may have grown since (702.179d): at least 1, not known."""
    for name, before in found:
        p = state.player(name)
        p.speed = 1
        state.log.add(f"{name} controls a permanent with start your engines! and has no speed: {_poss(name)} speed "
                      "becomes 1",
                      "speed_sba", "start_your_engines", indent=1, kind="step")
        if before:
            p.speed_doubt = (f"{before} was on the battlefield before the turns stated, so {name} had speed then, "
                             "which may have increased (702.179a, 702.179d); the scenario doesn't state it "
                             "(players: speed: N)")


def speed_triggers(state, events: list) -> None:
    """702.179d: the active player's inherent speed trigger, for ``events`` (life lost by an opponent)."""
    who = state.active
    p = state.player(who) if who in state.player_state else None
    if p is None or p.speed is None or not state.rules_have("speed_trigger"):
        return
    if not any(ev.kind == "life_loss" and ev.player not in (None, who) and (ev.amount or 0) > 0 for ev in events):
        return
    if p.speed_doubt or p.speed >= MAX_SPEED or p.speed_turn == state.turn:
        return   # already not known; the intervening "if" (603.4); only once each turn
    p.speed_turn = state.turn
    if state.history_unstated():
        p.speed_doubt = (f"an opponent may have lost life earlier this turn, which nobody stated, and "
                         f"{_poss(who)} speed trigger triggers only once each turn (702.179d)")
        state.log.add(f"{_poss(who)} speed trigger: whether it triggered already this turn is not stated",
                      "speed_trigger", indent=1, kind="step")
        return
    state.pending.append(Pending(None, None, None, who, next(ev for ev in events if ev.kind == "life_loss"),
                                 text=TRIGGER_TEXT, label=f"{_poss(who)} speed trigger", concept="speed_trigger"))
    state.log.add(f"{_poss(who)} inherent speed trigger: an opponent lost life during {_poss(who)} turn",
                  "speed_trigger", indent=1, kind="step")


def increase_speed(state, player: str, n: int) -> None:
    """"Your speed increases by N" (702.179c: with no speed, it becomes N)."""
    p = state.player(player)
    old = p.speed
    p.speed = n if old is None else old + n
    state.log.add(f"{_poss(player)} speed {'becomes' if old is None else 'increases to'} {p.speed}", "speed_trigger",
                  indent=1, kind="step")


def speed_answer(state, player: str) -> tuple:
    """(the player's speed as an answer, 0 for none (702.179f); why it can't be given, or None)."""
    from .gamevalues import speed_undecided
    why = speed_undecided(state, player)
    if not state.rules_have("start_your_engines"):
        return None, why
    return state.player(player).speed or 0, why


def read_max_speed(line: str, read, accounted):
    """The static ability a "Max speed — [Ability]" line stands for (702.178a), or None for any other line, one whose
    ability the readers don't read whole, or one that works from another zone (702.178b); ``read`` is the ability
    reader, ``accounted`` the word accounting (kb.engine.cardtext)."""
    from .abilities import EffectTemplate, StaticAbility, UnmodelledAbility
    from .effects import AbilityOp
    from .filters import SELF
    from .gamevalues import SpeedIs
    from .abilities import functions_in
    m = _MAX_SPEED_LINE.fullmatch(line.strip())
    if not m:
        return None
    body = m.group("body").strip()
    try:
        inner = read(body)
    except Exception:   # noqa: BLE001 - a reading that fails leaves the line unread, as before
        return None
    if inner is None or isinstance(inner, UnmodelledAbility) or accounted(inner, body) is not None:
        return None
    from .abilities import ActivatedAbility
    zones = frozenset(z for z in ("graveyard", "hand") if functions_in(inner, z)) \
        if isinstance(inner, ActivatedAbility) else frozenset()
    if _OTHER_ZONE.search(body) and not zones:
        # it names another zone, and it grants no activated ability read as working there (the edition check of
        # 702.178b is made as such an ability is activated: max_speed_zone_unread)
        return None
    cond = SpeedIs("==", MAX_SPEED, describe="max speed")
    return StaticAbility(text=line, templates=(EffectTemplate(SELF, (AbilityOp(add=(inner,)),), cond, describe=line),),
                         keyword_name="max speed", zones=zones)


def max_speed_zone_unread(state, o, ab) -> None:
    """702.178b (since 2025-04-04): a max speed ability works from the zone the ability it grants works from. Under an
    edition without that rule, an ability such an ability grants a card off the battlefield is activated by no rule
    the edition states: what follows is "cannot decide"."""
    if o.zone == "battlefield" or state.rules_have("max_speed_zones"):
        return
    if any(getattr(st, "keyword_name", None) == "max speed" and o.zone in st.zones and
           any(ab is x for tpl in st.templates for op in tpl.ops for x in (getattr(op, "add", ()) or ()))
           for st in o.card.abilities):
        state.note_unknown(f"{o.alias}'s max speed ability grants an ability that works from the {o.zone}; this edition's "
                           f"rules don't say the max speed ability works there ({state.rule_no('max_speed')})")
