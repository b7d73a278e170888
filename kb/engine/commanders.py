""""Commander creatures you own have …", "Commanders you control have …": the objects that are commanders (903.3: the
card a player's deck designates; a commander stays one wherever it is, and a token copy of it is none), read as a
quality of the description that follows ("creatures you own").

Which card is a player's commander is the scenario's ``players: {name, commander: NAME}``
(:attr:`kb.engine.players.PlayerState.commanders`); not stated where it could decide, or under an edition whose rules
have no commander designation, is "cannot decide" (noted), never "not a commander".
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .filters import GreatestAmong

__all__ = ["IsCommander", "CommanderGreatest", "greatest_of_commanders", "read_commander_selector"]

# (not "a commander you control": the condition "you control a commander" is kb.engine.gamevalues.ControlsCommander's)
# ("commander you own …" singular: "the greatest mana value of a commander you own …", kb.engine.parser._among; not
# "commander you control", which is kb.engine.gamevalues.ControlsCommander's)
_PHRASE = re.compile(r"[Cc]ommander (?P<noun>creatures?|permanents?)(?P<rest> .+)|[Cc]ommanders(?P<rest2> .+)|"
                     r"[Cc]ommander(?P<rest3> you own .+)")


@dataclass(frozen=True, slots=True)
class IsCommander:
    """The objects ``base`` describes that are commanders (903.3)."""

    base: object
    describe: str = ""

    def match(self, w, ctx) -> bool:
        return self.base.match(w, ctx) and is_commander(w, ctx, self.describe, self._concept)

    @property
    def _concept(self) -> str:
        """The rule the words need in the edition: controlling a commander (903.3d) or the designation (903.3)."""
        return "commander_control" if getattr(self.base, "controller", None) else "commander_designation"

    @property
    def reads(self) -> frozenset:
        return self.base.reads

    @property
    def source_relative(self) -> bool:
        return self.base.source_relative

    @property
    def zones(self) -> frozenset:
        return self.base.zones

    def select(self, work, ctx) -> frozenset[int]:
        return frozenset(oid for oid in self.base.select(work, ctx)
                         if is_commander(work[oid], ctx, self.describe, self._concept))

    def __str__(self) -> str:
        return self.describe or f"commander {self.base}"


def is_commander(w, ctx, describe: str = "", concept: str = "commander_designation") -> bool:
    """Whether the object ``w`` is a commander (903.3): a card (not a token) its owner's deck designates. Unknown —
    no game to look at, the owner's commander not stated, an edition without the rule ``concept`` (the designation,
    or for "you control" the rule of controlling a commander, 903.3d) — is noted and False."""
    game = getattr(ctx, "game", None)
    state = getattr(game, "state", None)
    if state is None:
        return False
    game.used = True
    o = state.objects.get(w.oid)
    if o is None or getattr(o, "token", False) or getattr(o.card, "token", False):
        return False
    if not state.rules_have(concept):
        state.note_unknown(f"\u201c{describe}\u201d: the rules of {state.edition} don't say what it is "
                           f"({'903.3d' if concept == 'commander_control' else '903.3'})")
        return False
    names = state.player(o.owner).commanders if o.owner in state.player_state else None
    if names is None:
        state.note_unknown(f"\u201c{describe}\u201d: which card is {o.owner}'s commander is not stated (903.3): give "
                           "players: {name, commander: NAME}")
        return False
    return o.card.name in names


def read_commander_selector(phrase: str, parse_selector, pc, default_zone):
    """"Commander creatures you own", "Commanders you control" → an :class:`IsCommander`; None for other words."""
    m = _PHRASE.fullmatch(phrase)
    if m is None:
        return None
    noun = m.group("noun") or "permanents"
    base = parse_selector(noun + (m.group("rest") or m.group("rest2") or m.group("rest3")), pc, default_zone=default_zone)
    return IsCommander(base, describe=phrase)



@dataclass(frozen=True, slots=True)
class CommanderGreatest(GreatestAmong):
    """"the greatest mana value of a commander you own on the battlefield or in the command zone": the largest value
    among the commanders the words describe (208.1, 202.3; 0 with none, 107.2), and "cannot decide" when one of the
    player's commanders is nowhere in the game the scenario gives (where it is, 408.1, is not stated)."""

    def undecided(self, state, you) -> str | None:
        why = GreatestAmong.undecided(self, state, you)
        if why or you is None or you not in getattr(state, "player_state", {}):
            return why
        names = state.player(you).commanders
        if names is None:
            return f"which card is {you}'s commander is not stated (903.3): give players: {{name, commander: NAME}}"
        there = {o.card.name for o in state.objects.values() if o.owner == you}
        lost = [n for n in names if n not in there]
        return (f"where {you}'s commander {lost[0]} is is not stated (on the battlefield, in the command zone, "
                "408.1, or elsewhere)") if lost else None


def greatest_of_commanders(selector, attr: str, describe: str) -> CommanderGreatest:
    """The value of "the greatest ATTR of a commander …" (:class:`CommanderGreatest`)."""
    return CommanderGreatest(selector, attr=attr, describe=describe)
