"""Ascend and the city's blessing (702.131): a designation a player gets for the rest of the game.

Ascend on a permanent is a static ability: "Any time you control ten or more permanents and you don't have the city's
blessing, you get the city's blessing for the rest of the game" (702.131b); on an instant or sorcery spell it is a spell
ability with the same test, done as the spell resolves (702.131a). The city's blessing has no rules meaning of its own
(702.131c): conditions read it ("as long as you have the city's blessing", "Activate only if you have the city's
blessing", "if you have the city's blessing", :class:`kb.engine.gamevalues.HasBlessing`). Any number of players may
have it, and nothing takes it away. Kept on the game state as ``citys_blessing`` (the players who have it).

The test is made whenever the game could have changed the count: after each instruction of a resolving spell or
ability, and each time state-based actions are checked (kb.engine.sba), so a permanent count of ten that lasts until
then is seen.
"""
from __future__ import annotations

__all__ = ["has_blessing", "blessed", "check_ascend", "ascend_as_spell_resolves", "blessing_defined"]

_TEN = 10


def blessing_defined(state, describe: str) -> bool:
    """Whether the rules of the game's edition define the city's blessing (702.131c, from the rules of 2018-01-19
    on). Without it "you have the city's blessing" means
    nothing those rules say: noted "cannot decide" and False. Read from the edition's date (kb.engine.versions,
    "citys_blessing"), so that it is the same with or without a KB."""
    from .versions import rule
    if state is None or rule("citys_blessing", state.edition) != "none":
        return True
    state.note_unknown(f"\u201c{describe}\u201d: the rules of {state.edition} don't define the city's blessing (a later "
                       "rule does): whether a player has it can't be read from them")
    return False


def blessed(state) -> frozenset:
    """The players who have the city's blessing (702.131c)."""
    return frozenset(state.__dict__.get("citys_blessing", ()))


def has_blessing(state, player: str) -> bool:
    return player in blessed(state)


def _give(state, player: str, n: int, source: str) -> None:
    state.__dict__["citys_blessing"] = blessed(state) | {player}
    state.log.add(f"{player} controls {n} permanents: {source}'s ascend gives {player} the city's blessing for the "
                  "rest of the game", "ascend", indent=1, kind="step")
    state._changed()   # 702.131d: continuous effects are reapplied before triggers are checked


def _permanents(state, snap, player: str) -> list:
    return [o for o in state.objects.values() if o.zone == "battlefield" and (w := snap.get(o.oid)) is not None
            and w.controller == player]


def _ten_on_battlefield(state) -> bool:
    n = 0
    for o in state.objects.values():
        if o.zone == "battlefield":
            n += 1
            if n >= _TEN:
                return True
    return False


def check_ascend(state) -> None:
    """702.131b: each player who controls a permanent with ascend and ten or more permanents gets the blessing.
    Fewer than ten permanents on the whole battlefield can't make any player's ten: then nothing is evaluated (this
    test runs after every instruction and event, and most boards are smaller)."""
    if not _ten_on_battlefield(state):
        return
    snap = state.evaluate()
    for player in state.players:
        if has_blessing(state, player):
            continue
        mine = _permanents(state, snap, player)
        if len(mine) < _TEN:
            continue
        src = next((o for o in mine if "ascend" in snap.get(o.oid).keyword_names()), None)
        if src is not None:
            _give(state, player, len(mine), src.alias)


def ascend_as_spell_resolves(state, player: str, name: str) -> None:
    """702.131a: an instant or sorcery spell with ascend, as it resolves."""
    if has_blessing(state, player):
        return
    n = len(_permanents(state, state.evaluate(), player))
    if n >= _TEN:
        _give(state, player, n, name)
