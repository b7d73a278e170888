"""Encore (702.141a; since 2020-11-20): "Encore [cost]" means "[Cost], Exile this card from your graveyard: For each
opponent, create a token that's a copy of this card that attacks that opponent this turn if able. The tokens gain
haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery."

The keyword is that activated ability (kb.engine.keywordmeans: it functions in a graveyard, its cost exiling the card,
113.6m). Its first sentence is read here as the readers' own instructions: "Create a token that's a copy of ~ for each
opponent" (the card as it last existed, 707.2, 608.2h), and on those tokens the requirement to attack an opponent this
turn if able, bound to the one opponent as it resolves (508.1d; kb.engine.attackplayer). "The tokens gain haste" and
"Sacrifice them at the beginning of the next end step" are read by the ordinary readers (the tokens just created,
603.7). Which token must attack which opponent is kept only for one opponent: with two or more the pairing is
one requirement a token: which identical token is made for which opponent is the controller's choice as it resolves,
stated with ``choose: {encore: [OPPONENT, ...]}`` (each token's opponent, in the order the tokens are made) and said
in the trace (``pair_tokens``); unstated, or a token count that doesn't match the opponents, it is "cannot decide",
never a requirement dropped in silence.
"""
from __future__ import annotations

import re

__all__ = ["ENCORE_PAIRS", "read_encore_tokens", "encore_pairs", "pair_tokens"]

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
                          opts={"attack_whom": Subject("players", who="opponent", text="that opponent"), "each_own": True})
    for ins in made:
        ins.text = text
    return [Instruction(ENCORE_PAIRS, None, text=text), *made, require], nprev


def encore_pairs(state, ins, rc, item) -> None:
    """702.141a: each token attacks "that opponent" — the one it was created for. With one opponent the requirement
    names that player; with two or more each token is paired with its opponent as the requirement is made
    (``pair_tokens``)."""
    return None


def pair_tokens(state, ids: list, whom: list, rc) -> list:
    """The tokens ``ids`` (in the order made) paired with the opponents they were created for: [(token, opponent)],
    one each, said in the trace. Which identical token is made for which opponent is the controller's choice as the
    ability resolves (608.2d), stated with ``choose: {encore: [OPPONENT, ...]}`` — the opponent of each token in the
    order the tokens are made; unstated, or not one token for each opponent, it is "cannot decide" ([])."""
    said = (rc.choices or {}).get("encore")
    if said is None:
        state.note_unknown(f"encore: each token must attack the opponent it was created for, and which token is whose "
                           f"is not stated with {len(whom)} opponents (choose: {{encore: [OPPONENT, ...]}}, the "
                           f"opponent of each token in the order made) ({state.rule_no('encore')})")
        return []
    said = [said] if isinstance(said, str) else list(said)
    if len(ids) != len(whom) or sorted(said) != sorted(whom):
        state.note_unknown(f"encore: {len(ids)} token(s) for the opponents {', '.join(whom)}; choose: {{encore: ...}} "
                           f"names {', '.join(map(str, said))} — which token must attack whom can't be decided "
                           f"({state.rule_no('encore')})")
        return []
    pairs = list(zip(ids, said))
    state.log.add("encore: " + "; ".join(f"{state.objects[o].alias if o in state.objects else o} was created for "
                                         f"{p} and attacks {p} this turn if able" for o, p in pairs)
                  + f" ({state.rule_no('encore')})", "encore", indent=1, kind="step")
    return pairs
