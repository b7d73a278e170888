"""Dungeons (309), venturing into the dungeon (701.49 in 2026; 701.46 from 2021-07-23) and the initiative (726 in
2026; 722 when it began, 2022-06-10).

A dungeon card begins outside the game; venturing with none in the command zone puts one the player owns there, the
venture marker on its topmost room (701.49a, 309.2a, 309.4a); from another room the marker follows an arrow (701.49b,
the player choosing among several); from the bottommost room the player removes the dungeon, completing it, and puts
another in (701.49c, 309.7). Each room has a room ability, "When you move your venture marker into this room,
[effect]" (309.4c), controlled by the dungeon's owner. A dungeon whose marker is on its bottommost room is removed
(completed) as a state-based action once no room ability of it waits on the stack (309.6).

The card pool holds no dungeon cards: a scenario defines the ones it uses under ``cards:`` with their Oracle text,
one room a line, ``Room — effect. (→ Next or Other)``. Which dungeon and which room a player chooses is stated in the
player's ``ventures:`` list (consumed in order, one entry each time a choice is needed), never guessed: a choice not
stated makes every answer it could change "cannot decide", naming the choice.

The initiative (726.1) is a designation a player can have; three inherent triggers without a source (726.2): at the
beginning of the upkeep of the player who has it, and whenever a player takes it, that player ventures into Undercity;
combat damage to the player who has it passes it to the controller of the creatures. Kept on the game state as
``initiative`` (a player's name, or None).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import EngineError
from .triggers import Event, Pending

__all__ = ["Dungeon", "Room", "parse_dungeon", "initiative_of", "take_initiative", "venture",
           "initiative_leaves", "initiative_triggers", "complete_dungeons", "undecided_marker"]


_ROOM = re.compile(r"^(?P<name>[^—]+?)\s+—\s+(?P<effect>.+?)(?:\s*\(→\s*(?P<next>[^)]*)\))?\s*$")


@dataclass(frozen=True)
class Room:
    name: str
    effect: str
    next: tuple   # names of the rooms its arrows point to (309.4); () for the bottommost room


@dataclass(frozen=True)
class Dungeon:
    name: str
    subtypes: tuple
    rooms: tuple   # Room, the topmost first (309.4a)

    def room(self, name: str) -> Room | None:
        return next((r for r in self.rooms if r.name.lower() == str(name).lower()), None)


def parse_dungeon(name: str, type_line: str, text: str) -> Dungeon:
    """A dungeon card from its Oracle text: one room a line, ``Name — effect. (→ A or B)`` (309.4: rooms connected
    by arrows; the last room has none). Raises ValueError naming the line it can't read."""
    rooms = []
    for ln in str(text or "").splitlines():
        ln = ln.strip()
        if not ln:
            continue
        m = _ROOM.match(ln)
        if m is None:
            raise ValueError(f"a dungeon's room is written “Room — effect. (→ Next or Other)”, not {ln!r}")
        nxt = tuple(x.strip() for x in re.split(r"\s+or\s+|,\s*", m.group("next") or "") if x.strip())
        rooms.append(Room(m.group("name").strip(), m.group("effect").strip(), nxt))
    if not rooms:
        raise ValueError("a dungeon needs its rooms as its text")
    names = {r.name.lower() for r in rooms}
    for r in rooms:
        for n in r.next:
            if n.lower() not in names:
                raise ValueError(f"room {r.name!r} points to {n!r}, which is not one of its rooms")
    subs = tuple(s.strip() for s in type_line.split("—", 1)[1].split()) if "—" in type_line else ()
    return Dungeon(name, subs, tuple(rooms))


def _dungeons(state) -> dict:
    return state.__dict__.setdefault("dungeon_cards", {})


def _choice(state, player: str, what: str, options: list, text: str):
    """The next stated choice of ``player`` (their ``ventures:`` list) among ``options``; None when not stated."""
    p = state.player(player)
    plan = p.ventures
    if not plan:
        return None
    want = str(plan[0])
    hit = next((o for o in options if o.lower() == want.lower()), None)
    if hit is None:
        raise EngineError(f"“{text}”: {player} chooses {what} among {', '.join(options)}, not {want!r} "
                          f"(players: ventures: [...], 701.49)")
    plan.pop(0)
    return hit


def _undecided(state, player: str, what: str, text: str, dungeon: str = "?") -> None:
    """A choice not stated: the marker's room (and the dungeon, unless known) can't be decided, nor anything its
    room ability could change (309.4c)."""
    from .unknowns import ALL
    reason = (f"{player} ventures into the dungeon and the scenario doesn't say {what} (players: ventures: [...]; "
              f"701.49): “{text}”")
    state.note_unknown(reason, ALL - {"designations"})   # the marker itself: kb.engine.scenario asks undecided_marker
    state.player(player).dungeon = (dungeon, "?")
    state.__dict__.setdefault("undecided_marker", {})[player] = reason


def undecided_marker(state, player: str) -> str | None:
    """Why ``player``'s venture marker (its dungeon and room) can't be decided, or None."""
    p = state.player(player)
    if p.dungeon is None or p.dungeon[1] != "?":
        return None
    return state.__dict__.get("undecided_marker", {}).get(player)


def venture(state, player: str, text: str, quality: str | None = None) -> None:
    """701.49a-d: ``player`` ventures into the dungeon (``quality``: "Undercity" for "venture into Undercity")."""
    p = state.player(player)
    if p.dungeon is not None and p.dungeon[1] == "?":   # where the marker is was not stated: nor what follows
        _undecided(state, player, "which room the marker was in", text, p.dungeon[0])
        return
    if p.dungeon is not None:
        d = _dungeons(state).get(p.dungeon[0])
        room = d.room(p.dungeon[1]) if d is not None else None
        if room is not None and room.next:   # 701.49b
            nxt = list(room.next)
            pick = nxt[0] if len(nxt) == 1 else _choice(state, player, "the room", nxt, text)
            if pick is None:
                _undecided(state, player, f"which room they move into from {room.name} ({' or '.join(nxt)})", text,
                           d.name)
                return
            _enter_room(state, player, d, d.room(pick), text)
            return
        # 701.49c: from the bottommost room the dungeon is removed and completed, then another is put in
        _complete(state, player, p.dungeon[0])
    known = _dungeons(state)
    options = [n for n, d in known.items() if quality is None or quality.lower() in (s.lower() for s in d.subtypes)
               or n.lower() == quality.lower()]
    if quality is not None and len(options) == 1:   # 701.49d: the only dungeon with that quality
        pick = options[0]
        state.log.add(f"{player} ventures into {quality}", "venture_quality", indent=1, kind="step")
    else:
        pick = _choice(state, player, "a dungeon", options or [quality or "a dungeon"], text) if options else None
        if pick is None:
            _undecided(state, player, f"which dungeon{' with the quality ' + quality if quality else ''} they choose"
                       + ("" if options else " (define it under cards: with its rooms)"), text)
            return
    d = known[pick]
    state.log.add(f"{player} puts {d.name} into the command zone, the venture marker on its topmost room", "venture",
                  indent=1, kind="step")
    _enter_room(state, player, d, d.rooms[0], text)


def _enter_room(state, player: str, d: Dungeon, room: Room, text: str) -> None:
    """309.4c: the marker moves into ``room``; its room ability triggers (its source is the dungeon card)."""
    state.player(player).dungeon = (d.name, room.name)
    state.log.add(f"{player} moves the venture marker into {room.name} ({d.name})", "venture", indent=1, kind="step")
    state.pending.append(Pending(None, None, None, player, Event("venture", player=player), text=room.effect,
                                 label=room.name, concept="room_ability"))
    state.log.add(f"{room.name}'s room ability triggers: “{room.effect}”", "room_ability", indent=1, kind="step")
    state._emit(Event("venture", player=player))


def _complete(state, player: str, name: str) -> None:
    """309.7: a player completes a dungeon as that dungeon card is removed from the game."""
    p = state.player(player)
    p.dungeon = None
    p.dungeons_completed = [*p.dungeons_completed, name]
    state.log.add(f"{player} removes {name} from the game and completes it", "dungeon_complete", indent=1, kind="step")
    state._emit(Event("dungeon_complete", player=player))


def complete_dungeons(state) -> bool:
    """309.6 (a state-based action): a dungeon whose marker is on its bottommost room is removed, unless a room
    ability of it has triggered and not yet left the stack. Returns whether any was."""
    done = False
    for name in state.players:
        p = state.player(name)
        if p.dungeon is None or "?" in p.dungeon:
            continue
        d = _dungeons(state).get(p.dungeon[0])
        room = d.room(p.dungeon[1]) if d is not None else None
        if room is None or room.next:
            continue
        rooms = {r.name for r in d.rooms}
        if any(it.kind == "triggered" and it.source is None and it.controller == name and it.name in rooms
               for it in state.stack) or any(pd.concept == "room_ability" and pd.controller == name
                                             for pd in state.pending):
            continue
        _complete(state, name, d.name)
        done = True
    return done


# --- the initiative ------------------------------------------------------------------------------------------------
def initiative_of(state) -> str | None:
    """The player who has the initiative now (726.1), or None."""
    return state.__dict__.get("initiative")


def take_initiative(state, player: str) -> None:
    """726.3, 726.5: ``player`` takes the initiative (whoever had it ceases to); "Whenever a player takes the
    initiative, that player ventures into Undercity" triggers even if they had it (726.2, 726.5)."""
    old = initiative_of(state)
    state.__dict__["initiative"] = player
    state.log.add(f"{player} takes the initiative" + (f"; {old} ceases to have it" if old and old != player else ""),
                  "initiative", "initiative_one", indent=1, kind="step")
    state._emit(Event("initiative", player=player))
    state.pending.append(Pending(None, None, None, player, Event("initiative", player=player),
                                 text="Venture into Undercity.", label="the initiative", concept="initiative_trigger"))
    state.log.add(f"the initiative's inherent trigger: {player} took the initiative and ventures into Undercity",
                  "initiative_trigger", indent=1, kind="step")


def initiative_leaves(state, name: str) -> None:
    """726.4: the player ``name`` who has the initiative left the game: the active player takes the initiative at the
    same time (if the active player is leaving, the next player in turn order) — and a player who takes the
    initiative ventures into Undercity (726.2's third ability). Called as the player leaves (kb.engine.sba._left_game)."""
    if initiative_of(state) != name:
        return
    from .monarch import next_in_game
    nxt = next_in_game(state)
    state.log.add(f"{name} left the game: " + (f"{nxt} takes the initiative" if nxt else "nobody has the initiative"),
                  "initiative_leaves", indent=1, kind="step")
    if nxt is None:
        state.__dict__["initiative"] = None
        return
    take_initiative(state, nxt)


def initiative_triggers(state, events: list) -> None:
    """726.2: the initiative's inherent upkeep and combat-damage triggers, for ``events``; 726.4 first."""
    h = initiative_of(state)
    if h is not None and not state.player(h).in_game:
        initiative_leaves(state, h)
        h = initiative_of(state)
    if h is None:
        return
    dealt: list = []
    for ev in events:
        if ev.kind == "step" and ev.step == "upkeep" and ev.player == h:
            state.pending.append(Pending(None, None, None, h, Event("step", step="upkeep", player=h),
                                         text="Venture into Undercity.", label="the initiative",
                                         concept="initiative_trigger"))
            state.log.add(f"the initiative's inherent trigger: at the beginning of {h}'s upkeep, {h} ventures into "
                          "Undercity", "initiative_trigger", indent=1, kind="step")
        elif ev.kind == "damage" and ev.combat and ev.recipient_player == h and ev.source is not None:
            w = state.evaluate().get(ev.source)
            if w is None and ev.source in state.lki:
                w = state.lki[ev.source].working
            if w is None or "Creature" not in w.types or w.controller in dealt:
                continue
            dealt.append(w.controller)   # "one or more creatures a player controls": once a player
            state.pending.append(Pending(None, None, None, h, Event("damage", obj=ev.source, source=ev.source,
                                                                    combat=True, recipient_player=h),
                                         text="Its controller takes the initiative.", label="the initiative",
                                         concept="initiative_trigger"))
            state.log.add(f"the initiative's inherent trigger: creatures {w.controller} controls dealt combat damage "
                          f"to {h}, so {w.controller} takes the initiative", "initiative_trigger", indent=1, kind="step")
