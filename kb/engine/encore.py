"""Encore (702.141a; since 2020-11-20): "Encore [cost]" means "[Cost], Exile this card from your graveyard: For each
opponent, create a token that's a copy of this card that attacks that opponent this turn if able. The tokens gain
haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery."

The keyword is that activated ability (kb.engine.keywordmeans: it functions in a graveyard, its cost exiling the card,
113.6m). Its first sentence is read here as the readers' own instructions: "Create a token that's a copy of ~ for each
opponent" (the card as it last existed, 707.2, 608.2h), and on those tokens the requirement to attack an opponent this
turn if able, bound to the one opponent as it resolves (508.1d; kb.engine.attackplayer). "The tokens gain haste" and
"Sacrifice them at the beginning of the next end step" are read by the ordinary readers (the tokens just created,
603.7). Which token must attack which opponent is kept only for one opponent: with two or more the pairing is
"cannot decide" (noted as it resolves), never a requirement dropped in silence.
"""
from __future__ import annotations

import re

__all__ = ["ENCORE_PAIRS", "read_encore_tokens", "encore_pairs"]

ENCORE_PAIRS = "encore_pairs"   # the Instruction kind that checks the pairing (kb.engine.actions' module resolvers)

_EFFECT = re.compile(r"[Ff]or each opponent, create a token that's a copy of ~ that attacks that opponent this turn "
                     r"if able")


def read_encore_tokens(s: str, raw: str, read_sentence, read_subject):
    """``s`` (a sentence without its period) → (instructions, the subject "those tokens" names after it), or None for
    other words. ``read_sentence(text)`` reads a sentence with the ordinary readers ((instructions, subject));
    ``read_subject(words, prev)`` a subject after ``prev``."""
    if not _EFFECT.fullmatch(s.strip()):
        return None
    from .attackplayer import ATTACKS_PLAYER
    from .effects import RulesOp
    from .instruction_types import Instruction, Subject
    made, nprev = read_sentence("Create a token that's a copy of ~ for each opponent.")
    tokens = read_subject("those tokens", nprev)
    text = raw.strip()
    require = Instruction("continuous", tokens, (RulesOp(label=ATTACKS_PLAYER),), "end_of_turn", rules=True, text=text,
                          opts={"attack_whom": Subject("players", who="opponent", text="that opponent")})
    for ins in made:
        ins.text = text
    return [Instruction(ENCORE_PAIRS, None, text=text), *made, require], nprev


def encore_pairs(state, ins, rc, item) -> None:
    """702.141a: each token attacks "that opponent" — the one it was created for. With one opponent the requirement
    names that player; with two or more, which token must attack whom is not kept: noted "cannot decide"."""
    foes = [p for p in state.opponents(rc.you) if state.player_state[p].in_game]
    if len(foes) > 1:
        state.note_unknown(f"\u201c{ins.text}\u201d: each token must attack the opponent it was created for, and which "
                           f"token is whose is not kept with {len(foes)} opponents ({state.rule_no('encore')})")
