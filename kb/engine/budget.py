"""How much one engine run may do (issue 26): a question asked at an event must end, and soon.

A question of 250 characters can ask for thousands of objects ("Doubling Season" eleven times,
then one token) or tens of thousands of triggers (150 Soul Wardens entering together).  Every
run of the engine (``kb ask``, ``/ask``, ``kb scenario run``) therefore carries a :class:`Budget`:

=============  =========  ================================================================
what           default    counted
=============  =========  ================================================================
``seconds``    10         wall time from the start of a question's run; for a scenario file, the
                          processor time the run used (a loaded machine doesn't stop it)
``objects``    2,000      objects the game creates (cards, tokens, copies, 400.7 new objects)
``triggers``   5,000      triggered abilities put on the stack (603.3b)
``stack``      500        spells and abilities on the stack at once
``steps``      500,000    changes to the game (each one the engine makes: a zone change, a
                          counter, damage, a life total, a characteristic)
=============  =========  ================================================================

The checks are cooperative: the engine calls :func:`charge` where it creates an object, puts
triggers on the stack, gets priority and changes the game.  A run over budget stops with
:class:`OverBudget` ("too much for one question: 2,048 objects (limit 2,000)"), an
:class:`~kb.engine.errors.EngineError`, so it is reported at the step that asked for it and
nothing else waits for it.  Outside :func:`active` (the engine used as a library, the tests'
hand-built states) nothing is counted.
"""
from __future__ import annotations

import contextlib
import contextvars
import time
from dataclasses import dataclass, field

from .errors import EngineError

__all__ = ["Budget", "OverBudget", "active", "charge", "room", "depth", "LIMITS"]

# The defaults above, in one place (the docs table is this dict).
LIMITS = {"seconds": 10.0, "objects": 2000, "triggers": 5000, "stack": 500, "steps": 500_000}
_UNITS = {"seconds": "seconds", "objects": "objects", "triggers": "triggered abilities",
          "stack": "objects on the stack at once", "steps": "changes to the game"}


class OverBudget(EngineError):
    """A run asked for more than its budget allows; ``kind`` names which limit."""

    def __init__(self, what: str, kind: str, used, limit):
        self.kind, self.used, self.limit = kind, used, limit
        shown = f"{used:.1f}" if kind == "seconds" else f"{used:,}"
        super().__init__(f"too much for one {what}: {shown} {_UNITS[kind]} (limit {limit:,})")


@dataclass
class Budget:
    """The limits of one run (see the module's table); ``what`` names the run in the message."""

    seconds: float = LIMITS["seconds"]
    objects: int = LIMITS["objects"]
    triggers: int = LIMITS["triggers"]
    stack: int = LIMITS["stack"]
    steps: int = LIMITS["steps"]
    what: str = "question"
    used: dict = field(default_factory=lambda: {"objects": 0, "triggers": 0, "steps": 0})
    clock: object = time.monotonic   # time.process_time for scenario files: what the run itself used
    started: float = field(default_factory=time.monotonic)

    def over(self, kind: str, used) -> OverBudget:
        return OverBudget(self.what, kind, used, getattr(self, kind))


_CURRENT: contextvars.ContextVar[Budget | None] = contextvars.ContextVar("kb_engine_budget", default=None)


@contextlib.contextmanager
def active(budget: Budget | None = None):
    """Count the engine's work against ``budget`` (a fresh default one if None) inside the block."""
    budget = budget if budget is not None else Budget()
    budget.started = budget.clock()
    token = _CURRENT.set(budget)
    try:
        yield budget
    finally:
        _CURRENT.reset(token)


def charge(kind: str = "steps", n: int = 1) -> None:
    """Count ``n`` of ``kind`` (objects, triggers, steps); every call also checks the time (``Budget.clock``)."""
    b = _CURRENT.get()
    if b is None:
        return
    used = b.used[kind] = b.used[kind] + n
    if used > getattr(b, kind):
        raise b.over(kind, used)
    elapsed = b.clock() - b.started
    if elapsed > b.seconds:
        raise b.over("seconds", elapsed)


def room(kind: str, n: int) -> None:
    """``n`` more of ``kind`` are about to be made at once (tokens: 111.1): refuse before making them."""
    b = _CURRENT.get()
    if b is not None and b.used[kind] + n > getattr(b, kind):
        raise b.over(kind, b.used[kind] + n)


def depth(n: int) -> None:
    """The stack holds ``n`` objects (checked where players would get priority)."""
    b = _CURRENT.get()
    if b is not None and n > b.stack:
        raise b.over("stack", n)
