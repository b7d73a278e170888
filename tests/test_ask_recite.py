"""The question reader's own rule numbers (its notes, its reading errors, a verdict's own lines) are written with
today's numbers; a question asked of an older edition cites that edition's (kb.engine.recite): the 2007 rules number
blocking 309.2a and summoning sickness 212.3d, not 509.1a and 302.6."""
from __future__ import annotations

import re
import sqlite3

import pytest

from kb.engine.ask.answer import answer
from kb.engine.recite import NUMBER, Reciter

BLOCK = ('"Test Bear" is a {1}{G} 2/2 green Bear creature; "Test Giant" is a {3}{R} 3/3 red Giant creature; '
         "Test Bear; opponent's Test Giant; Test Bear blocks Test Giant")
ALONE = ('"Test Bear" is a {1}{G} 2/2 green Bear creature; "Test Giant" is a {3}{R} 3/3 red Giant creature; '
         "Test Bear; Test Giant; Test Giant attacks alone; Test Bear attacks")


@pytest.fixture(scope="module")
def conn(corpus_db):
    c = sqlite3.connect(f"file:{corpus_db}?mode=ro", uri=True)
    yield c
    c.close()


def _exists(conn, edition: str, number: str) -> bool:
    return conn.execute("SELECT 1 FROM rules WHERE edition = ? AND number = ?", [edition, number]).fetchone() is not None


def test_notes_cite_the_edition_asked(conn):
    got = answer(BLOCK, conn, "2007-02-01")
    notes = " ".join(got.data["notes"])
    assert "(309.2a)" in notes and "(212.3d)" in notes, notes          # blocking; summoning sickness (2007)
    assert "509.1a" not in notes and "302.6" not in notes, notes
    now = " ".join(answer(BLOCK, conn, "current").data["notes"])
    assert "(509.1a)" in now and "(302.6)" in now, now                 # today's numbers stay today's


def test_every_bare_number_of_an_old_answer_exists_in_its_edition(conn):
    for edition in ("2004-10-01", "2007-02-01", "2012-07-01"):
        data = answer(BLOCK, conn, edition).data
        ed = data["edition"]
        for note in data["notes"]:
            for m in NUMBER.finditer(note):
                said_of_another = note[m.end():].startswith(" of the ")
                assert said_of_another or _exists(conn, ed, m.group(1)), (edition, note)


def test_a_reading_error_names_the_edition_of_a_number_the_edition_asked_lacks(conn):
    got = answer(ALONE, conn, "2007-02-01").data
    assert not got["ok"]
    # attacking alone is 506.5 today; no citation concept finds it in 2007 and 2007's 506.5 is another rule
    assert re.search(r"\(506\.5 of the \d{4}-\d\d-\d\d rules\)", got["error"]), got["error"]
    assert "(506.5)" in answer(ALONE, conn, "current").data["error"]


def test_reciter_without_a_kb_uses_the_profiles_reference_numbers():
    rc = Reciter("2007-02-01")
    assert rc.text("only an attacking creature can be blocked (509.1a)") == \
        "only an attacking creature can be blocked (309.2a)"
    assert rc.text("x (509.1a)", keep=frozenset({"509.1a"})) == "x (509.1a)"    # the run's own numbers are kept
    assert Reciter("2026-04-17").text("(509.1a)") == "(509.1a)"
    # a number no concept has: said as the number of the rules it belongs to, and left out of a list of rules
    said = rc.text("(506.5)")
    assert said.startswith("(506.5 of the ") and rc.rules(["506.5", "509.1a"]) == ["309.2a"]
