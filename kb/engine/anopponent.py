""""An opponent" as the player an instruction is about: "If the {1}{B} cost was paid, an opponent draws a card.",
"An opponent gains control of ~." — one opponent of the ability's controller (102.2, 102.3), chosen as the instruction
is applied by that controller (608.2d): with one opponent still in the game (800.4a), that player; with more, the
choice is stated (``choose: {opponent: NAME}``) or "cannot decide", never guessed; with none, nobody.

"An opponent chosen at random" ("~ deals 10 damage to an opponent chosen at random", Zaffai) is the same one opponent,
selected at random as the instruction is applied (608.2c) instead of chosen: with one opponent, that player; with more,
the result is stated the same way (``choose: {opponent: NAME}``) or "cannot decide" — a random result is never guessed.

"Another one of your opponents chosen at random" (Maddening Hex: "Then attach this Aura to another one of your opponents
chosen at random.") is one of the opponents other than the player the source, an Aura, enchants (303.4b), selected the
same way: with none, nobody (the Aura stays where it is, 701.3b); with one, that player; with more, stated or "cannot
decide". A source that enchants no player: what "another" excludes is not read ("cannot decide").

"Choose a player at random." (Wildfire Devils; kb.engine.chooseopponent) is one of all the players still in the game,
its controller included: with one, that player; with more, the result stated (``choose: {player: NAME}``) or "cannot
decide" (``A_PLAYER``, ``a_player``).
"""
from __future__ import annotations

__all__ = ["AN_OPPONENT", "A_PLAYER", "CHOSEN_TEXT", "CHOSEN_MARK", "read_an_opponent", "an_opponent", "a_player", "none_chosen"]

AN_OPPONENT = "an_opponent"
A_PLAYER = "a_player"   # "a player chosen at random": any player in the game
CHOSEN_TEXT = "that player"    # the subject "Choose an opponent." returns (kb.engine.chooseopponent)
CHOSEN_MARK = "opponent_chosen"   # the resolution's mark that that instruction was followed (RCtx.chosen)


def read_an_opponent(low: str, p: str):
    """The subject for "an opponent" / "one of your opponents" (``low``: the words in lower case), or None."""
    from .instruction_types import Subject
    if low in ("an opponent", "one of your opponents", "an opponent chosen at random", *_ANOTHER):
        return Subject("players", who=AN_OPPONENT, text=p)
    return None


_ANOTHER = ("another one of your opponents chosen at random", "another opponent chosen at random")


def _other_than_enchanted(state, subj, rc, ins, opps: list) -> list | None:
    """"another one of your opponents": ``opps`` less the player the source enchants (303.4b); None (noted "cannot
    decide") when the source enchants no player — what "another" excludes is then not read."""
    if (getattr(subj, "text", "") or "").lower() not in _ANOTHER:
        return opps
    src = state.objects.get(rc.source_oid) if rc.source_oid is not None else None
    host = getattr(src, "attached_to", None)
    if not isinstance(host, str):
        state.note_unknown(f"\u201c{ins.text}\u201d: \u201canother\u201d opponent than which one is not read: its "
                           "source enchants no player (303.4b)")
        return None
    return [p for p in opps if p != host]


def none_chosen(subj, rc, ins) -> bool:
    """Whether ``subj`` is the "that player" of a "Choose an opponent." that this resolution did not follow (its
    condition unmet, 608.2c: "If you do, choose an opponent." after a "may" declined): then it names no player."""
    if getattr(subj, "text", None) != CHOSEN_TEXT or getattr(ins, "kind", "") == "choose_opponent":
        return False
    chosen = getattr(rc, "chosen", None)
    return isinstance(chosen, dict) and not chosen.get(CHOSEN_MARK)


def an_opponent(state, subj, rc, ins) -> list:
    """The [("player", NAME)] the instruction is about: the one opponent, the one stated, or [] (noted)."""
    if none_chosen(subj, rc, ins):   # "that player" of a "choose an opponent" not followed (608.2c): nobody
        state.log.add(f"\u201c{ins.text}\u201d: no opponent was chosen, so \u201cthat player\u201d is no player",
                      "choices_on_resolution", indent=1, kind="step")
        return []
    opps = _other_than_enchanted(state, subj, rc, ins,
                                 [p for p in state.opponents(rc.you) if state.player_state[p].in_game])
    if opps is None:
        return []
    if len(opps) <= 1:
        return [("player", p) for p in opps]
    said = (rc.choices or {}).get("opponent")
    if said is None:
        # what the instruction, done for any one of them, can change (kb.engine.unknowns.choice_reach): not the
        # resolving spell or ability itself, whose instructions before it were followed (608.2c)
        from .unknowns import choice_reach
        item = rc.item
        spell = state.objects.get(item.oid) if item is not None and item.kind == "spell" else None
        skip = () if item is None else (item.oid if spell is not None else item.ability,)
        scope = choice_reach(state, ((ins.text, True),), skip, (spell.card_id,) if spell is not None else (),
                             snap=state.evaluate())
        state.unstated_choice(ins, item, "opponent", "opponent: NAME (the opponent the instruction is about)",
                              scope=scope)
        return []
    return _stated(state, ins, said, opps, f"an opponent of {rc.you}")


def a_player(state, subj, rc, ins) -> list:
    """The [("player", NAME)] selected at random among the players still in the game (800.4a), the one stated
    (``choose: {player: NAME}``), or [] (noted: cannot decide what depends on it)."""
    players = [p for p in state.apnap() if state.player_state[p].in_game]
    if len(players) <= 1:
        return [("player", p) for p in players]
    said = (rc.choices or {}).get("player")
    if said is None:
        state.unstated_choice(ins, rc.item, "player", "player: NAME (the player selected at random)")
        return []
    return _stated(state, ins, said, players, "a player")


def _stated(state, ins, said, among: list, what: str) -> list:
    """[("player", NAME)] for the player ``said`` names among ``among`` (any case); a name not among them is refused,
    naming ``what`` they must be (608.2d: the choice is made among those the instruction allows)."""
    from .errors import EngineError
    pick = [p for p in among if p.lower() == str(said).lower()]
    if not pick:
        raise EngineError(f"\u201c{ins.text}\u201d: {said!r} is not {what} in the game ({', '.join(among)}) "
                          f"({state.rule_no('choices_on_resolution')})")
    return [("player", pick[0])]
