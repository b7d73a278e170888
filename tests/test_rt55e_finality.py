"""rt55e: a finality counter (122.1h) was put and then ignored by the engine — Coalstoke Gearhulk's creature, destroyed,
went to the graveyard (scenarios/puzzles/rt55e-027-*). kb.engine.specialcounters now makes its replacement effect."""
from __future__ import annotations

from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question


def test_a_finality_counter_exiles_the_creature_destroyed(conn, lex):  # noqa: F811
    d = answer_question("Grizzly Bears with a finality counter; destroy Grizzly Bears; show Grizzly Bears", conn, lex=lex)
    assert d.get("ok") is not False, d
    zones = [a["actual"] for a in d["answers"] if a["object"] == "Grizzly Bears" and a["field"] == "zone"]
    assert zones == ["exile"], d["answers"]
    assert "122.1h" in d["rules_cited"], d["rules_cited"]


def test_finality_is_a_kind_carried_out(conn):  # noqa: F811
    from kb.engine.ask.counterkinds import counter_doubt
    assert counter_doubt(conn, "finality", "current") is None
