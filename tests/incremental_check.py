"""The check that incremental evaluation (kb.engine.incremental) gives what a from-scratch evaluation gives, shared by
tests/test_engine_incremental.py (random games, small boards) and tests/test_scenarios.py (every shipped scenario,
checked during the one pass that also collects their results: one pass instead of two keeps CI in its budget)."""
from __future__ import annotations

from contextlib import contextmanager

from kb.engine.layers import evaluate
from kb.engine.state import GameState, describe


def same_evaluation(fast, ref, where: str) -> None:
    """Assert two snapshots of one state agree: every object's characteristics, the layers' applications in order
    (613), what each waited for (613.8b) and the restrictions."""
    assert set(fast.work) == set(ref.work), where
    for oid in ref.work:
        assert describe(fast.work[oid], fast) == describe(ref.work[oid], ref), (where, ref.work[oid].obj.alias)
    # (a changed text is read again by each evaluation: its abilities get new ids, so compare labels)
    assert [(a.layer, a.effect.label, a.effect.ts, a.reason, a.ids) for a in fast.applied] == \
        [(a.layer, a.effect.label, a.effect.ts, a.reason, a.ids) for a in ref.applied], where
    # what each waited for (613.8b) and the loop it was applied in, as the explanation names them
    assert [([(b.label, b.ts, why) for b, why in a.depends_on], [x.label for x in a.loop]) for a in fast.applied] == \
        [([(b.label, b.ts, why) for b, why in a.depends_on], [x.label for x in a.loop]) for a in ref.applied], where
    assert fast.restrictions == ref.restrictions, where


class IncrementalChecker:
    """Counts of the snapshots compared, and the differences found (``where`` names the scenario being run)."""

    def __init__(self):
        self.count = 0          # new snapshots compared with a from-scratch evaluation
        self.incremental = 0    # of them, made from a previous snapshot (the incremental path)
        self.where = ""
        self.differences: list = []


@contextmanager
def checking_incremental():
    """While inside, ``GameState.evaluate`` compares each new snapshot made without a trace with
    ``evaluate(state, incremental=False)``; a difference is recorded in the checker (not raised, so the run that
    collects a scenario's answers goes on)."""
    checker = IncrementalChecker()
    original = GameState.evaluate

    def evaluate_checked(state, trace: bool = False):
        prev = state._snap[1] if state._snap is not None else None
        snap = original(state, trace)
        # a new snapshot: the objects changed, or what a value read of the game did (a life total)
        if not trace and snap is not prev:
            checker.count += 1
            checker.incremental += prev is not None
            try:
                same_evaluation(snap, evaluate(state, incremental=False), checker.where)
            except AssertionError as exc:
                checker.differences.append((checker.where, str(exc)[:300]))
        return snap

    GameState.evaluate = evaluate_checked
    try:
        yield checker
    finally:
        GameState.evaluate = original
