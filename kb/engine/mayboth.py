"""A scenario file's answers that an unstated "you may" choice can't change (608.2d: the player chooses as the
instruction is carried out). The engine never guesses such a choice: what it can change says "cannot decide"
(kb.engine.actions, GameState.unsaid_mays counts them). A file's run is then tried again with each choice made — "yes"
and "no" for each of up to ``LIMIT`` unstated choices — and an answer refused only for those choices is decided when
every run gives it, the same ("you may discard a card. If you do, draw a card." leaves the hand's size the same
either way). So for an unstated random discard (701.9b: the result is the scenario's to state): each set of cards it
could take is tried ("Target player discards two cards at random" from a hand of three leaves one card whichever).
An answer that differs between the choices, or that a run can't give, stays "cannot decide"."""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from itertools import product

from .errors import EngineError

__all__ = ["settle_unsaid_mays", "forced_may", "forced_choice", "note_unsaid", "MAY_REASON", "LIMIT"]

LIMIT = 12   # runs tried at most (the product of the unstated choices' numbers of options)
# the reasons of the choices tried: kb.engine.actions_subjects.unstated_choice's, kb.engine.actions_cards' random discard
MAY_REASON = ("the may chosen for", "the payment chosen for", "the pays chosen for", "card(s) at random (")
_FORCED: ContextVar = ContextVar("forced_mays", default=None)


@contextmanager
def _forcing(values: tuple):
    token = _FORCED.set({"values": list(values), "next": 0})
    try:
        yield
    finally:
        _FORCED.reset(token)


def forced_choice(size: int):
    """The option (an index below ``size``) this run takes for the next unstated choice, or None: not trying choices
    (the first run: the caller notes it, :func:`note_unsaid`) or no value left (that one stays unstated)."""
    f = _FORCED.get()
    if f is None or f["next"] >= len(f["values"]):
        return None
    v = f["values"][f["next"]]
    f["next"] += 1
    return v if 0 <= v < size else None


def forced_may():
    """The choice this run makes for the next unstated "you may" (True/False), or None."""
    v = forced_choice(2)
    return None if v is None else v == 0


def note_unsaid(state, size: int) -> None:
    """An unstated choice of ``size`` options met in the first run (tried later by :func:`settle_unsaid_mays`)."""
    if _FORCED.get() is None:
        state.__dict__.setdefault("unsaid_choice_sizes", []).append(size)


def _checks(res) -> list:
    return [c for r in res.records for c in r.checks]


def _may_only(c) -> bool:
    """Refused for an unstated choice among its reasons: the others, if any, derive from it (a state-based action the
    choice reaches) or don't — a reason that doesn't depend on the choices is there in every run too, and a run's
    answer refused is never taken (settle_unsaid_mays)."""
    return bool(c.undecided) and any(any(m in str(r) for m in MAY_REASON) for r in c.undecided)


def settle_unsaid_mays(res, rerun, same) -> None:
    """Decide ``res``'s answers refused only for unstated "you may" choices, when every choice gives the same answer.
    ``rerun()`` runs the scenario again and returns its Result; ``same(expected, actual)`` compares as the file does."""
    state = res.state
    sizes = list(getattr(state, "unsaid_choice_sizes", None) or []) if state is not None else []
    mine = _checks(res)
    total = 1
    for n in sizes:
        total *= n
    if not sizes or total > LIMIT or _FORCED.get() is not None or not any(_may_only(c) for c in mine):
        return
    runs = []
    for values in product(*(range(n) for n in sizes)):
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
