"""A scenario file's answers that an unstated "you may" choice can't change (608.2d: the player chooses as the
instruction is carried out). The engine never guesses such a choice: what it can change says "cannot decide"
(kb.engine.actions, GameState.unsaid_mays counts them). A file's run is then tried again with each choice made — "yes"
and "no" for each of up to ``LIMIT`` unstated choices — and an answer refused only for those choices is decided when
every run gives it, the same ("you may discard a card. If you do, draw a card." leaves the hand's size the same
either way). An answer that differs between the choices, or that a run can't give, stays "cannot decide"."""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from itertools import product

from .errors import EngineError

__all__ = ["settle_unsaid_mays", "forced_may", "MAY_REASON", "LIMIT"]

LIMIT = 2   # unstated choices tried together (2 ** LIMIT runs more at most)
MAY_REASON = ("the may chosen for", "the payment chosen for", "the pays chosen for")   # kb.engine.actions_subjects.unstated_choice's reasons
_FORCED: ContextVar = ContextVar("forced_mays", default=None)


@contextmanager
def _forcing(values: tuple):
    token = _FORCED.set({"values": list(values), "next": 0})
    try:
        yield
    finally:
        _FORCED.reset(token)


def forced_may():
    """The choice this run makes for the next unstated "you may" (True/False), or None: not trying choices (the first
    run) or no value left (that one stays unstated)."""
    f = _FORCED.get()
    if f is None or f["next"] >= len(f["values"]):
        return None
    v = f["values"][f["next"]]
    f["next"] += 1
    return v


def _checks(res) -> list:
    return [c for r in res.records for c in r.checks]


def _may_only(c) -> bool:
    return bool(c.undecided) and all(any(m in str(r) for m in MAY_REASON) for r in c.undecided)


def settle_unsaid_mays(res, rerun, same) -> None:
    """Decide ``res``'s answers refused only for unstated "you may" choices, when every choice gives the same answer.
    ``rerun()`` runs the scenario again and returns its Result; ``same(expected, actual)`` compares as the file does."""
    state = res.state
    k = getattr(state, "unsaid_mays", 0) if state is not None else 0
    mine = _checks(res)
    if not k or k > LIMIT or _FORCED.get() is not None or not any(_may_only(c) for c in mine):
        return
    runs = []
    for values in product((True, False), repeat=k):
        try:
            with _forcing(values):
                r = rerun()
        except (EngineError, ValueError, RecursionError):   # a choice the file gives no way to carry out: not compared
            return
        got = _checks(r)
        if len(got) != len(mine):
            return
        runs.append(got)
    for n, c in enumerate(mine):
        if not _may_only(c):
            continue
        answers = {repr(run[n].actual) for run in runs}
        if len(answers) != 1 or any(run[n].undecided for run in runs):
            continue
        actual = runs[0][n].actual
        c.actual, c.undecided = actual, []
        if isinstance(c.expected, str) and c.expected.strip().lower() == "cannot decide" and not c.shown:
            c.ok = False   # the file expects a refusal: every choice gives this answer
        else:
            c.ok = True if c.shown else same(c.expected, actual)
