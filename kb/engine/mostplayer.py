"""The player a superlative names: "the player with the most life", "the player who has the most cards in hand", "the
player who controls the most creatures" (Ghazbán Ogre, Wild Mammoth, Thoughtbound Primoc, Sokenzan Renegade: "At the
beginning of your upkeep, if a player has more life than each other player, the player with the most life gains
control of ~.").

The phrase names one player: the one whose number — life total (119), cards in hand (402), permanents of a kind they
control (110.2) — is greater than each other player's, read as the instruction is applied (608.2h). Its cards say it
after an intervening "if" that there is such a player (603.4: checked again as the ability resolves, so a tie by then
means the ability does nothing). Where no player's number is greater than each other's (a tie for the most, without
that "if"), the phrase names nobody the rules say: "cannot decide", never a guess. A hand holding cards the scenario
doesn't name can't be counted: "cannot decide" too.

What is read, and nothing more: "the player with the most life", "the player who has the most life", "the player
with the most cards in hand", "the player who has the most cards in hand", "the player who controls the most
KIND" (KIND a description of permanents, plural). "highest/lowest life total" and ties settled by a choice (Loxodon
Peacekeeper) are not read.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["MOST_PLAYER", "MostPlayer", "read_most_player", "most_player"]

# the Subject kind of "the player with the most …" (kb.engine.actions_subjects resolves it here)
MOST_PLAYER = "most_player"
_PHRASE = re.compile(r"[Tt]he player (?:with|who has) the most (life|cards in hand)|"
                     r"[Tt]he player who controls the most (\S.*)")


@dataclass(frozen=True)
class MostPlayer:
    """What the player has the most of: ``measure`` 'life' | 'hand' | 'controls' (permanents fitting ``selector``
    they control)."""

    measure: str
    selector: object = None
    describe: str = ""


def read_most_player(phrase: str, pc) -> MostPlayer | None:
    """What "the player with the most life" / "… who controls the most creatures" says (kb.engine.instructions makes
    it the Subject :data:`MOST_PLAYER`), or None when ``phrase`` is not one of the phrases read here."""
    m = _PHRASE.fullmatch(phrase.strip())
    if m is None:
        return None
    if m.group(1):
        return MostPlayer("life" if m.group(1) == "life" else "hand", describe=phrase.strip())
    what = m.group(2)
    if not what.endswith("s"):
        return None   # "the most creature": not a plural description
    from .errors import ParseError
    from .parser import parse_selector
    try:
        sel = parse_selector(what, pc)
    except ParseError:
        return None
    return MostPlayer("controls", sel, describe=phrase.strip())


def most_player(state, subj, rc) -> list:
    """[('player', P)] for the one player whose number is greater than each other player's now (608.2h); [] with a
    "cannot decide" noted when no one's is (a tie) or a hand can't be counted."""
    from .gamevalues import _number_of, controlled_count, game_of
    from .unknowns import ALL, Unknown
    most: MostPlayer = subj.selector
    snap = state.evaluate()
    ctx = rc.at(snap.work)
    g = game_of(ctx)
    players = g.players() if g is not None else []
    if most.measure == "hand":
        hidden = [p for p in players if not state.player(p).hand_known]
        if hidden:
            state.unknowns.append(Unknown(f"the scenario does not list every card in {hidden[0]}'s hand (players: hand: "
                                          f"[...]): \u201c{most.describe}\u201d can't be counted", ALL, since=state.clock))
            return []
    if most.measure == "controls":
        count = {p: controlled_count(ctx, p, most.selector) for p in players}
    else:
        count = {p: _number_of(most.measure, g, ctx, p) for p in players}
    top = [p for p in players if all(count[p] > count[q] for q in players if q != p)]
    if len(top) != 1:
        state.unknowns.append(Unknown(f"no player has more than each other player: \u201c{most.describe}\u201d names no "
                                      "one player", ALL, since=state.clock))
        return []
    return [("player", top[0])]
