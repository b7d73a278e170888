"""The player chosen as a permanent entered ("As ~ enters, choose an opponent.", 614.12), as a description names them:
"… the number of creatures the chosen player controls" (Lost Order of Jarkeld, 604.3), "At the beginning of the chosen
player's upkeep" (kb.engine.triggers), "it deals that much damage to the chosen player" (Stuffy Doll; the subject
``chosen_player`` of kb.engine.instructions, resolved by kb.engine.actions_subjects).

Read by kb.engine.parser as the selector qualifier "the chosen player controls" (``Selector.controller == "chosen"``)
and checked by kb.engine.filters; this module imports neither. No player chosen (a copy that entered without the
choice, a source gone): no object is controlled by "the chosen player"."""
from __future__ import annotations

__all__ = ["QUALIFIER", "CHOSEN_PLAYER", "chosen_player", "controlled_by_chosen"]

QUALIFIER = "the chosen player controls"
CHOSEN_PLAYER = "the chosen player"   # as what an instruction names: "it deals that much damage to the chosen player"


def chosen_player(src) -> str | None:
    """The player chosen for the source ``src`` (a Working, or its object) as it entered, or None."""
    obj = getattr(src, "obj", src)
    made = getattr(obj, "choices", None) or {}
    return made.get("opponent") or made.get("player")


def controlled_by_chosen(w, ctx) -> bool:
    """Whether ``w`` is controlled by the player chosen as the source (``ctx.src``) entered (614.12)."""
    src = getattr(ctx, "src", None)
    who = chosen_player(src) if src is not None else None
    return who is not None and w.controller == who
