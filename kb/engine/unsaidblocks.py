"""A declare blockers step a scenario passes through without declaring blocks (509.1a: the defending player chooses
which of their creatures block, if any). The engine declares none, as it always did; it now also records that the
choice was not said, with the creatures that could have blocked (``GameState.unsaid_blocks``), so that kb.engine.ask
can run the question again with each of them blocking (:func:`tried_blocks`) and say "cannot decide" when the answer
depends on it (redteam10: "My opponent controls Hill Giant. I attack with Grizzly Bears. Does my Bears die?" was
"No", as if the opponent had chosen not to block)."""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar

from .errors import EngineError

__all__ = ["pass_declare_blockers", "tried_blocks"]

# the n-th declare blockers step passed without a declaration (0, 1 …) → the blocks to declare there instead
_TRIED: ContextVar = ContextVar("tried_blocks", default=None)


@contextmanager
def tried_blocks(blocks: dict):
    """Run with the n-th unsaid declaration of blockers made as ``blocks[n]`` says (``{blocker: attacker}``, the
    scenario's ``block:`` mapping): how kb.engine.ask tries the blocks the defending player could have chosen. A block
    the engine refuses (509.1a-c) puts its reason in ``blocks["refused"]``, so that it is told from a later step that
    stops (a choice the question does not make, such as how an attacker's damage is divided among two blockers)."""
    token = _TRIED.set(blocks)
    try:
        yield
    finally:
        _TRIED.reset(token)


def pass_declare_blockers(state) -> None:
    """The declare blockers step begins and the scenario declares nothing (509.1a): recorded with the attackers and
    the defending players' untapped creatures on the battlefield (those that might block; the engine checks each
    block when it is tried), then the blocks being tried, or none."""
    c = state.combat
    passed = state.__dict__.setdefault("unsaid_blocks", [])
    n = len(passed)
    snap = state.evaluate()
    could = []
    for o in state.objects.values():
        if o.zone != "battlefield" or o.tapped or o.controller == state.active:
            continue
        w = snap.get(o.oid)
        if w is not None and "Creature" in w.types:
            could.append(o.alias)
    # an attacker removed from combat before blockers (exiled by Nemesis Trap) is no object to block any more
    passed.append((tuple(state.objects[a].alias for a in c.attackers if a in state.objects), tuple(could)))
    tried = _TRIED.get() or {}
    spec = tried.get(n)
    if spec:
        try:
            state.declare_blockers(spec)
        except EngineError as exc:
            tried["refused"] = str(exc)    # the rules do not allow that block: no choice the player had
            raise
        return
    state.log.add("No blockers are declared", "declare_blockers", kind="step")
