"""A permanent put onto the battlefield "face up or face down", as its controller chooses: "Whenever a permanent you
control is turned face up, you may return ~ from your graveyard to the battlefield face up or face down." (Deathmist
Raptor).

The choice is made as the ability resolves (608.2d), stated ``choose: {face: up | down}``: face down, the card enters
as a face-down 2/2 creature with no text, name, subtypes or mana cost (708.2a; an effect that lists no other
characteristics), turned face down before it enters (708.3); face up, as the card it is. Unstated, it is never
guessed: nothing is moved and what it could change is "cannot decide"."""
from __future__ import annotations

__all__ = ["face_chosen"]

_FACES = {"up": False, "face up": False, "down": True, "face down": True}


def face_chosen(state, ins, rc, item) -> bool | None:
    """True (face down), False (face up) or None (unstated: noted "cannot decide") for a move whose words let its
    controller choose (``face_choice``)."""
    from .errors import EngineError
    said = (rc.choices or {}).get("face")
    if said is None:
        state.unstated_choice(ins, item, "face", "face: up | down")
        return None
    down = _FACES.get(str(said).strip().lower())
    if down is None:
        raise EngineError(f"\u201c{ins.text}\u201d: face is up or down, not {said!r} "
                          f"({state.rule_no('choices_on_resolution')})")
    state.log.add(f"it is put onto the battlefield face {'down' if down else 'up'}, as chosen", "choices_on_resolution",
                  indent=1, kind="step")
    return down
