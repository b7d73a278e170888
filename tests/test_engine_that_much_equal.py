""""Whenever you cast a spell with mana value equal to the number of doom counters on ~, ~ deals that much damage":
"that much" is that number (Imminent Doom's rulings, 2017-07-14; kb.engine.equalamount), never 0 for want of an
amount on the cast event."""
from pathlib import Path

from kb.engine.scenario import load, run

ROOT = Path(__file__).resolve().parent.parent


def test_that_much_is_the_equal_mana_value():
    r = run(load(ROOT / "scenarios/puzzles/rt52d-232-imminent-doom-mana-value-counters.yaml"))
    assert all(c.ok for c in r.checks), [(c.obj, c.field, c.actual) for c in r.checks if not c.ok]


def test_that_much_is_what_the_intervening_if_counts():
    """"At the beginning of your end step, if you sacrificed one or more permanents this turn, ~ deals that much
    damage": the permanents sacrificed this turn (kb.engine.equalamount.condition_count_amount)."""
    r = run(load(ROOT / "scenarios/puzzles/rt52d-300-sawblade-skinripper-that-much-sacrificed.yaml"))
    assert all(c.ok for c in r.checks), [(c.obj, c.field, c.actual) for c in r.checks if not c.ok]
