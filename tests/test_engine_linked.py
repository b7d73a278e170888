"""Linked abilities (607.2a): cards exiled with an object, and the order of a melded pair exiled at once
(712.21b) asked for when an ability of the exiler refers to "the last" of them."""
from __future__ import annotations

import pathlib

import pytest

from kb.engine.scenario import ScenarioError, loads, run

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_melded_pair_exiled_by_duplicant_needs_the_order():
    text = (ROOT / "scenarios/current/712.21b-ex1-duplicant-chittering-host.yaml").read_text()
    text = text.replace(", last: Midnight Scavengers}", "}")
    with pytest.raises(ScenarioError, match=r"712\.21b.*choose: \{last: NAME\}"):
        run(loads(text), None)


def test_the_chosen_last_card_decides():
    text = (ROOT / "scenarios/current/712.21b-ex1-duplicant-chittering-host.yaml").read_text()
    text = text.replace("last: Midnight Scavengers}", "last: Graf Rats}")
    res = run(loads(text), None)
    got = {c.field: c.actual for c in res.checks if c.obj == "Duplicant"}
    assert str(got["pt"]) == "2/1"
