"""The chain spells (Chain Lightning, Chain Stasis, Chain of Acid, Chain of Smog …): "~ deals 3 damage to any target.
Then that player or that permanent's controller may pay {R}{R}. If the player does, they may copy this spell and may
choose a new target for that copy.", "Destroy target noncreature permanent. Then that permanent's controller may copy
this spell and may choose a new target for that copy."

The player asked is the target player, or the target permanent's controller (as it last existed on the battlefield when
it is gone, 608.2h): "that player or that permanent's controller" is read as the controller of the target, which for a
player is that player (kb.engine.actions_subjects, ``controller_of``). Paying is that player's choice (608.2d;
kb.engine.payments), and so is copying the spell while it resolves: the copy is put on the stack under that player's
control (707.10; kb.engine.playercopies: ``copier``), and its new target is theirs to choose (707.10c; ``choose:
{new_targets: [...]}``, never guessed). Whether they copy it is ``choose: {may: …}`` (one player: a plain ``may``, or
``may: {PLAYER: true | false}``); the copy's own choices as it resolves — whether its new target's controller pays and
copies it again — are ``choose: {copy: {...}}`` (608.2d, kb.engine.storm.copy_own_choices)."""
from __future__ import annotations

import re

from .instruction_types import Instruction

__all__ = ["PAYER_WORDS", "payer_words", "read_chain_copy"]

# the players a chain spell asks ("Then that player or that permanent's controller may pay {R}{R}.")
PAYER_WORDS = r"[Tt]hat player or that permanent's controller|[Tt]hat (?:creature|permanent)'s controller"
_EITHER = re.compile(r"that player or (that permanent's controller)", re.I)
_COPY = re.compile(rf"(they|that player|{PAYER_WORDS}) may copy ~ and may choose a new target for that copy", re.I)


def payer_words(words: str) -> str:
    """The words naming the player a chain spell asks, as the subject reader reads them: "that player or that
    permanent's controller" (after "any target") is the controller of the target (a player's is that player)."""
    m = _EITHER.fullmatch(words)
    return m.group(1) if m else words


def read_chain_copy(s: str, raw: str, subject_of) -> Instruction | None:
    """"They may copy ~ and may choose a new target for that copy" / "That permanent's controller may copy ~ and …"
    (``s`` without "Then" and its period) → the copy instruction: the spell itself copied by the player named
    (``subject_of(words)``; "they": the player the sentence before asked), their choice (608.2d), the new target
    theirs (707.10c); None for any other sentence."""
    if "may copy ~" not in s:
        return None
    m = _COPY.fullmatch(s)
    if m is None:
        return None
    return Instruction("copy_spell", subject_of("~"), text=raw,
                       opts={"copier": subject_of(payer_words(m.group(1)).lower()), "copier_may": True,
                             "new_targets": True})
