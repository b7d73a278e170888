"""The profile title shown with an answer names the layer rules as the edition numbers them (612 in 2009-07-11)."""
import sqlite3

from kb.engine.profiles import Citations, profile_for


def test_title_numbers_follow_the_edition(corpus_db):
    # the corpus KB the test run builds from ../shared (conftest): fails, never skips, without it
    db = sqlite3.connect(corpus_db)
    old = Citations(profile_for("2009-07-11"), "2009-07-11", db).title()
    new = Citations(profile_for("2014-02-01"), "2014-02-01", db).title()
    assert "612.1/612.3" in old and "613" not in old
    assert "613.1/613.3" in new


def test_title_without_kb_is_the_reference():
    p = profile_for("2009-07-11")
    assert Citations(p, "2009-07-11").title() == p.title
