"""An unstated "you may" (608.2d) that follows an exile or a destruction: the object already moved stays where it is
when no word that can move a card out of that zone is there to read (kb.engine.unknowns._stays_put), and the choice
is one unknown, however many instructions its sentence is read as. The answer of `kb ask` about where the object went
cites the event that moved it, not the layers' account of its characteristics."""
from __future__ import annotations

from pathlib import Path

from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question
from kb.engine.scenario import load, run

PUZZLES = Path(__file__).resolve().parent.parent / "scenarios" / "puzzles"


def _state(name: str):
    res = run(load(PUZZLES / name), None)
    assert res.error is None, res.error
    return res


def test_the_exiled_creature_is_decided_and_the_choice_noted_once():
    res = _state("lead59-001-path-exiled-stays-exiled.yaml")
    assert all(c.ok for r in res.records for c in r.checks)
    may = [u for u in res.state.unknowns if "may chosen" in u.reason]
    assert len(may) == 1, [u.reason for u in may]
    said = [ln.text for r in res.records for ln in r.trace.lines if "the may chosen is not stated" in ln.text]
    assert len(said) == 1, said


def test_a_reader_of_exiled_cards_keeps_the_zone_undecided():
    res = _state("lead59-002-path-exiled-reader-of-exile.yaml")
    (check,) = [c for r in res.records for c in r.checks]
    assert check.ok and check.actual == "cannot decide"


def test_where_the_exiled_creature_went_cites_the_exile_not_the_layers(conn, lex):  # noqa: F811
    d = answer_question("My opponent casts Path to Exile on my Tarmogoyf. Where does the goyf go?", conn, lex=lex)
    assert d["verdict"]["text"].startswith("Tarmogoyf: in exile"), d["verdict"]
    assert not any(r.startswith("613.") for r in d["rules_deciding"]), d["rules_deciding"]
