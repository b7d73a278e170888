""""You may remove a counter from a permanent you control. If you don't, …" with no counter on any permanent the
player controls: the option can't be chosen (608.2d; kb.engine.impossiblemay), so "If you don't" follows — not a
"may" left unstated."""
from pathlib import Path

from kb.engine.scenario import load, run

ROOT = Path(__file__).resolve().parent.parent


def test_no_counter_to_remove_means_the_sacrifice():
    sc = load(ROOT / "scenarios/puzzles/rt52d-084b-hungry-hungry-heifer-no-counter-left.yaml")
    r = run(sc)
    assert all(c.ok for c in r.checks), [(c.obj, c.field, c.actual) for c in r.checks if not c.ok]
