"""Cards exiled face down (406.3): "exile one of them face down" (Gonti, Lord of Luxury; hideaway, 702.75a).

406.3a: a card exiled face down has no characteristics — no name, mana cost, colour, types, subtypes, supertypes,
rules text, abilities, power, toughness or loyalty — so no description of cards in exile finds it ("for each creature
card in exile" doesn't count it). The spell or ability that exiled it may allow it to be played from exile; unless it
is cast face down (708.4), the card is turned face up just before it is played (601.2, 305.1), and it is then the card
it is. A card that leaves exile becomes a new object, face up (400.7).

The status is kept on the object in exile (``GameObject.face_down``, ``face_down_by`` "exile"); the layers give it no
characteristics as a pseudo-effect of the rules (kb.engine.layers), as face-down permanents' 708.2a ones."""
from __future__ import annotations

from dataclasses import dataclass

from .effects import ContinuousEffect, CopyOp, Op

__all__ = ["ExiledFaceDownOp", "EXILED", "face_down_words", "mark_exiled_face_down", "exiled_face_down_effect", "turn_face_up_to_play"]

EXILED = "exile"   # ``face_down_by`` of a card exiled face down


@dataclass(frozen=True, eq=False)
class ExiledFaceDownOp(Op):
    """406.3a: a card exiled face down has no characteristics."""

    kind = "face_down"
    writes = CopyOp.writes

    def apply(self, w, ctx) -> None:
        w.name, w.mana_cost, w.colors = "", None, frozenset()
        w.supertypes, w.types, w.subtypes, w.all_ctypes = frozenset(), frozenset(), frozenset(), False
        w.abilities = ()
        w.power, w.toughness, w.loyalty, w.text = None, None, None, ""

    def describe(self) -> str:
        return "is a card exiled face down, with no characteristics"


def face_down_words(s: str) -> tuple[str, bool]:
    """"Exile the top card of each opponent's library face down" → (the sentence without " face down", True); any
    other sentence → (it, False)."""
    if not s.endswith(" face down") or "xile the top " not in s:
        return s, False
    return s[:-len(" face down")], True


def mark_exiled_face_down(objs) -> None:
    """The cards ``objs`` (game objects just exiled) are face down (406.3)."""
    for o in objs:
        if o is not None and o.zone == "exile":
            o.face_down, o.face_down_by = True, EXILED


def exiled_face_down_effect(o) -> ContinuousEffect | None:
    """The rules' pseudo-effect of a card exiled face down (406.3a), or None for any other object."""
    if o.zone != "exile" or not o.face_down:
        return None
    return ContinuousEffect(key=("face_down", o.oid), label=f"{o.alias} is exiled face down", ops=(ExiledFaceDownOp(),),
                            origin="rules", ts=(10 ** 9 + o.ts, 0, 0, 0), ts_reason="", source=o.oid,
                            source_name=o.alias, locked=frozenset((o.oid,)), duration="indefinite")


def turn_face_up_to_play(state, o) -> None:
    """406.3a: a card exiled face down is turned face up just before it is played (cast, 601.2, or played as a land,
    305.1) — not when it is cast face down (708.4)."""
    if o.zone == "exile" and o.face_down and o.face_down_by == EXILED:
        o.face_down, o.face_down_by = False, None
        state.log.add(f"{o.alias}, exiled face down, is turned face up as it is played (406.3a)", "exile", indent=1,
                      kind="step")
