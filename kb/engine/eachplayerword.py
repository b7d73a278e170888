"""Each player's choice of one of two words as a permanent enters, and the creatures of the players who chose each
(Archangel of Strife): "As ~ enters, each player chooses war or peace." / "Creatures controlled by players who chose
war get +3/+0." / "Creatures controlled by players who chose peace get +0/+3."

The choice modifies how the permanent enters (614.12) and is made before it enters (614.12a), each player choosing
for themself (the active player first, then the others in turn order, 101.4); it is the scenario's: ``enter: {card,
choose: {each_chooses: {PLAYER: WORD, …}}}``, one of the two words for every player in the game — anything else is
refused, naming the rule. The abilities that name the players who chose a word are linked to it (607.2): "players who
chose war" are those who chose war for this permanent as it entered, read as a selector's controller
(:data:`PREFIX` + the word; kb.engine.filters) — a creature whose controller changes gets its new controller's
bonus. A permanent that entered without the choice (a copy of it put onto the battlefield otherwise) has no player
who chose either word: its abilities give nothing.

A wording other than these (each player choosing "secretly", or more than two words) is left unread."""
from __future__ import annotations

import re

from .text import player_does

__all__ = ["CHOICE", "PREFIX", "QUALIFIER", "read_each_player_word", "chose_controller", "check_each_player_word",
           "controlled_by_chooser"]

CHOICE = "each_chooses"   # the key of the choice (EntersChoice.choice; a scenario's ``choose:``)
PREFIX = "controlled_by_players_who_chose_"   # a Selector.controller value: rendered "controlled by players who chose …"
QUALIFIER = r"controlled by players who chose [a-z]+"   # the selector qualifier (kb.engine.parser)
_LINE = re.compile(r"As ~ enters(?: the battlefield)?, each player chooses ([a-z]+) or ([a-z]+)\.?")


def read_each_player_word(t: str):
    """"As ~ enters, each player chooses war or peace." → the enters choice (kb.engine.abilities.EntersChoice with
    ``each_player``), or None for any other line."""
    if "each player chooses" not in t:
        return None
    m = _LINE.fullmatch(t)
    if m is None or m.group(1) == m.group(2):
        return None
    from .abilities import EntersChoice
    return EntersChoice(text=t, choice=CHOICE, options=(m.group(1), m.group(2)), each_player=True)


def chose_controller(qualifier: str) -> str:
    """The selector controller value of "controlled by players who chose war"."""
    return PREFIX + qualifier.rsplit(" ", 1)[1]


def check_each_player_word(state, o, ab, said) -> dict:
    """The players' stated choices for ``ab`` as ``o`` enters (614.12a), checked: one of the two words for every
    player in the game; an EngineError naming the rule otherwise."""
    from .errors import EngineError
    players = [p for p in state.players if state.player_state[p].in_game]
    words = " or ".join(ab.options)
    what = f"{o.alias}: \u201c{ab.text.replace('~', o.card.name)}\u201d"
    if not isinstance(said, dict) or set(map(str, said)) != set(players):
        raise EngineError(f"{what} needs each player's choice: choose: {{{CHOICE}: {{"
                          + ", ".join(f"{p}: {words}" for p in players) + f"}}}} ({state.rule_no('enters_as')})")
    out = {}
    for p, w in said.items():
        word = str(w).strip().lower()
        if word not in ab.options:
            raise EngineError(f"{what}: {p} chooses {words}, not {w} ({state.rule_no('enters_as')})")
        out[str(p)] = word
    state.log.add(f"as {o.alias} enters, " + ", ".join(f"{player_does(p, 'chooses')} {w}" for p, w in out.items()),
                  "enters_as", indent=1, kind="step")
    return out


def controlled_by_chooser(w, ctx, controller: str) -> bool:
    """Whether ``w``'s controller chose the word of ``controller`` (:data:`PREFIX` + word) for the source as it
    entered (607.2: the abilities are linked to that choice)."""
    src = getattr(ctx, "src", None)
    made = (getattr(getattr(src, "obj", src), "choices", None) or {}).get(CHOICE)
    return isinstance(made, dict) and made.get(w.controller) == controller[len(PREFIX):]
