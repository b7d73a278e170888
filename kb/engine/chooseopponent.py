""""Choose an opponent." / "Choose an opponent at random." as an instruction (608.2d): one opponent of the ability's
controller, chosen as the instruction is followed, whom "that player" after it names (Vial Smasher the Fierce,
Slithermuse, Raving Dead).

The player is :mod:`kb.engine.anopponent`'s: with one opponent still in the game (800.4a, 102.2) that player — no
other result, chosen or random —; with more, the result is stated (``choose: {opponent: NAME}``; at random the
selection is no player's choice, but its result is the scenario's to state the same way) or "cannot decide", never
guessed. "That player" after it reads the same stated opponent each time (the subject the instruction returns); when the
instruction was not followed ("You may copy it. If you do, choose an opponent. That player copies it." with the copy
declined, 608.2c), no opponent was chosen and "that player" names nobody (kb.engine.anopponent.none_chosen).
"If that player has more cards in hand than you, draw cards equal to the difference." after it (Slithermuse): the
condition said of that opponent (608.2c) and "the difference" their hand minus yours (kb.engine.difference, 608.2h).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .gamevalues import Value, game_of

__all__ = ["read_choose_opponent", "choose_opponent", "ChosenOpponentHand", "chosen_opponent", "chosen_opponent_hand", "that_player_condition"]

_SHAPE = re.compile(r"[Cc]hoose an opponent( at random)?|[Cc]hoose a (player) at random")


def read_choose_opponent(s: str, raw: str):
    """The sentence ``s`` (without its period) as "Choose an opponent [at random]" → ([the instruction], the subject
    "that player" names after it), or None."""
    m = _SHAPE.fullmatch(s)
    if not m:
        return None
    from .anopponent import A_PLAYER, AN_OPPONENT, CHOSEN_TEXT
    from .instruction_types import Instruction, Subject
    if m.group(2):   # "Choose a player at random.": any player, its controller included (kb.engine.anopponent.a_player)
        subj = Subject("players", who=A_PLAYER, text=CHOSEN_TEXT)
        return [Instruction("choose_opponent", subj, text=raw, opts={"random": True, "player": True})], subj
    subj = Subject("players", who=AN_OPPONENT, text=CHOSEN_TEXT)
    return [Instruction("choose_opponent", subj, text=raw, opts={"random": bool(m.group(1))})], subj


def choose_opponent(state, ins, rc) -> None:
    """The instruction: the opponent chosen (or selected at random), logged; unstated among several: noted by
    :func:`kb.engine.anopponent.an_opponent` (cannot decide what depends on it)."""
    from .anopponent import CHOSEN_MARK
    if isinstance(getattr(rc, "chosen", None), dict):
        rc.chosen[CHOSEN_MARK] = True
    got = [who for rk, who in state.subjects(ins.subject, rc, ins) if rk == "player"]
    if got:
        how = "selected at random" if ins.opts.get("random") else "chosen"
        state.log.add(f"the {'player' if ins.opts.get('player') else 'opponent'} {how} is {got[0]}",
                      "choices_on_resolution", indent=1, kind="step")


def chosen_opponent(players_in_game: list, you: str, choices) -> str | None:
    """The opponent "Choose an opponent" names, read again by what follows it: the one opponent still in the game
    (800.4a), else the one ``choose: {opponent: NAME}`` states, else None (unstated: noted by the instruction)."""
    opps = [p for p in players_in_game if p != you]
    if len(opps) == 1:
        return opps[0]
    said = (choices or {}).get("opponent")
    return next((p for p in opps if said is not None and p.lower() == str(said).lower()), None)


def that_player_condition(phrase: str, prev):
    """"If that player has more cards in hand than you" after "Choose an opponent." (608.2c): the player condition
    said of the opponent chosen (a ``state`` condition whose ``subject`` is that choice, bound as it is checked by
    kb.engine.conditions.state_condition_holds); None when the sentence before chose no opponent or the phrase is not
    a player condition read."""
    from .anopponent import AN_OPPONENT
    if prev is None or getattr(prev, "kind", "") != "players" or getattr(prev, "who", "") != AN_OPPONENT or \
            not phrase.startswith("that player "):
        return None
    from .gamevalues import parse_has_more, parse_player_condition
    inner = parse_has_more(phrase, that_player=True) or parse_player_condition(phrase, that_player=True)
    if inner is None or getattr(inner, "who", None) != "that":
        return None
    from .instruction_types import Condition
    return Condition("state", value=inner, subject=prev, text=phrase)


@dataclass(frozen=True, slots=True)
class ChosenOpponentHand(Value):
    """The number of cards in the hand (402) of the opponent "Choose an opponent" named, counted as it is read
    (608.2h); 0 when none is known (what reads it is then noted unknown by the condition before it)."""

    dynamic = True
    reads = frozenset()
    outside = True

    def eval(self, ctx, w) -> int:
        g = game_of(ctx)
        who = None if g is None or ctx.you is None else chosen_opponent(g.players(), ctx.you, ctx.choices)
        return 0 if who is None else sum(1 for x in ctx.work.values() if x.zone == "hand" and x.owner == who)

    def undecided(self, state, you) -> str | None:
        for p in state.players:
            if p != you and state.player_state[p].in_game and not state.player(p).hand_known:
                return f"the scenario does not list {p}'s hand (players: hand: [...]): it can't be counted"
        return None

    def __str__(self) -> str:
        return "the number of cards in that player's hand"


def chosen_opponent_hand() -> ChosenOpponentHand:
    """A :class:`ChosenOpponentHand` value: the cards in the chosen opponent's hand."""
    return ChosenOpponentHand()
