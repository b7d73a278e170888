"""Vanguard cards (313, 902) and conspiracy cards (315, 905) in the command zone, and hidden agenda (702.106).

A scenario puts such a card there with ``put: {card: NAME, zone: command, owner: P}``. A vanguard card's abilities
function there: its static abilities affect the game, its triggered abilities trigger and its activated abilities can
be activated (313.4). A conspiracy card's static and triggered abilities function while it is face up there (315.5).
A conspiracy with hidden agenda is put there face down with a card name chosen secretly (702.106a-b): the put states
it (``name: Grizzly Bears``); its abilities don't function until its controller turns it face up, a special action any
time they have priority (702.106c) — the step ``turn_face_up: NAME``. Its abilities that refer to "the chosen name"
refer to that name (702.106d). Double agenda (702.106f: two names) is not read.

Under the rules of an edition without these rules (vanguard 2009-10-01, conspiracy 2014-06-01) such a put is an error
naming the edition: the engine never lets a card it has no rules for sit in the command zone doing nothing.
"""
from __future__ import annotations

from .abilities import AGENDA_DOWN
from .errors import EngineError
from .text import player_cap, player_verb

__all__ = ["put_problem", "put_in_command", "turn_agenda_face_up", "is_face_down_agenda", "has_hidden_agenda"]

# the card types whose cards function in the command zone by this module's rules, with the concept of that rule and
# the edition that brought it (for the error under an older edition)
_RULES = {"Vanguard": ("vanguard_abilities", "2009-10-01"), "Conspiracy": ("conspiracy_abilities", "2014-06-01")}


def has_hidden_agenda(card) -> bool:
    """Whether ``card`` (a CardDef) has hidden agenda (702.106a) — double agenda (702.106f) is another keyword."""
    return any(getattr(ab, "kind", "") == "keyword" and str(getattr(ab, "name", "")).lower() == "hidden agenda"
               for ab in getattr(card, "abilities", ()) or ())


def is_face_down_agenda(obj) -> bool:
    """Whether ``obj`` is a conspiracy put into the command zone face down by hidden agenda and not turned up yet."""
    return bool((getattr(obj, "choices", None) or {}).get(AGENDA_DOWN))


def put_problem(card, name) -> str | None:
    """What is wrong with a put step's ``name:`` for ``card`` (a CardDef) put into the command zone, or None: a hidden
    agenda conspiracy needs the card name chosen for it (702.106a); no other card takes one."""
    if has_hidden_agenda(card) and "Conspiracy" in card.types:
        if not isinstance(name, str) or not name.strip():
            return (f"{card.name} has hidden agenda: it is put into the command zone face down with a card name "
                    f"chosen secretly — say which (name: CARD NAME; 702.106a)")
    elif name is not None:
        return f"name: is the card name chosen for a conspiracy with hidden agenda (702.106a); {card.name} has none"
    return None


def put_in_command(state, obj, name: str | None, where: str) -> None:
    """After ``obj`` was put into the command zone by a scenario's put step (``where`` names the step): check that the
    edition's rules have a command-zone rule for its card type, and put a hidden agenda conspiracy face down with the
    card name ``name`` chosen for it (702.106a; :func:`put_problem` checked the step first)."""
    kinds = [t for t in _RULES if t in obj.card.types]
    if not kinds:
        return
    concept, since = _RULES[kinds[0]]
    if not state.rules_have(concept):
        raise EngineError(f"{where}: the rules of {state.edition} have no rule for {kinds[0].lower()} cards in the "
                          f"command zone (it came with the {since} edition; an object's abilities function on the "
                          f"battlefield unless a rule says otherwise, {state.rule_no('abilities_on_battlefield')})")
    if name is None:
        state.log.add(f"{obj.alias} is face up in the command zone: its abilities function there "
                      f"({state.rule_no(concept)})", concept, kind="step")
        return
    obj.choices = {**(obj.choices or {}), AGENDA_DOWN: True, "card_name": name.strip()}
    state.log.add(f"{obj.alias} is put into the command zone face down, with the name {name.strip()} chosen secretly; "
                  f"its abilities don't function while it is face down ({state.rule_no('hidden_agenda')}, "
                  f"{state.rule_no(concept)})", "hidden_agenda", concept, kind="step")


def turn_agenda_face_up(state, obj, player: str | None = None) -> None:
    """702.106c: its controller turns a face-down conspiracy in the command zone face up — a special action any time
    they have priority; the chosen name is revealed and its abilities function from now on (315.5)."""
    who = state._player(player or obj.controller)
    if who != obj.controller:
        raise EngineError(f"{obj.alias} is controlled by {obj.controller}: only its controller may turn it face up "
                          f"({state.rule_no('agenda_face_up')})")
    obj.choices = {k: v for k, v in (obj.choices or {}).items() if k != AGENDA_DOWN}
    obj.ts = state.tick()
    state.log.add(f"{player_cap(who)} {player_verb(who, 'turn')} {obj.alias} face up, a special action that doesn't use the stack, revealing the name "
                  f"{obj.choices.get('card_name')}: its abilities function now ({state.rule_no('agenda_face_up')}, "
                  f"{state.rule_no('conspiracy_abilities')})", "agenda_face_up", "conspiracy_abilities", kind="step")
    state._changed()
    state.priority_check()
