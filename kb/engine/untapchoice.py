""""You may choose not to untap ~ during your untap step." (Rust Tick, Rubinia Soulsinger; 502.3): as the active player's
permanents untap, the controller of a tapped permanent with that ability chooses whether it untaps. The choice is
the untap step's, stated on the step that passes it (``choose: {keep_tapped: [NAME, …]}``: the permanents kept tapped;
``[]``: all untap), never guessed: unstated, the permanent untaps in the engine's state but whether it is tapped — and
what reads it, "for as long as ~ remains tapped" (611.2b) — is "cannot decide", naming the choice."""
from __future__ import annotations

import re

__all__ = ["KEEP_TAPPED", "may_stay_tapped", "stays_tapped"]

KEEP_TAPPED = "keep_tapped"
_SENTENCE = re.compile(r"You may choose not to untap ~ during your untap step\.?")


def may_stay_tapped(snap, oid: int) -> bool:
    """The permanent ``oid`` has the ability (a rules sentence of its own, kb.engine.parser RULES_SENTENCES)."""
    return any(e.source == oid and any(_SENTENCE.fullmatch(lab or "") for lab in labels) for e, labels in snap.rules)


def stays_tapped(state, o, snap) -> bool:
    """Whether tapped ``o``, which would untap in its controller's untap step, stays tapped by its controller's choice
    (True), or untaps (False; an unstated choice noted as an unknown of its tapped status)."""
    if not may_stay_tapped(snap, o.oid):
        return False
    chosen = ((state.choices or {}).get("choose") or {}).get(KEEP_TAPPED)
    if chosen is None:
        from .unknowns import Unknown
        # what lasts "for as long as ~ remains tapped" (611.2b) with it as the source: the objects it holds, or any
        held = [e for e in state.effects if e.source == o.oid and str(e.duration or "").startswith("while:")]
        objs = None if any(e.locked is None for e in held) else \
            frozenset((o.oid,)) | frozenset(i for e in held for i in e.locked)
        state.unknowns.append(Unknown(
            f"{o.alias}: whether its controller chooses not to untap it during the untap step (\u201cYou may choose not "
            f"to untap ~ during your untap step\u201d) is not stated ({state.rule_no('untap_step')}): give choose: "
            f"{{{KEEP_TAPPED}: [{o.alias}]}} or {{{KEEP_TAPPED}: []}} on the step",
            frozenset(("zone",)) if not held else frozenset(("zone", "pt", "abilities", "controller")), since=state.clock,
            objects=objs, fields=None if held else frozenset(("tapped",))))
        return False
    names = {str(x) for x in (chosen if isinstance(chosen, list) else [chosen])}
    if o.alias in names or o.card.name in names:
        state.log.add(f"{o.alias}: its controller chooses not to untap it", "untap_step", indent=1, kind="step")
        return True
    return False
