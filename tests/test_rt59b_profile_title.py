"""The profile title shown with an answer names the layer rules as the edition numbers them (612 in 2009-07-11)."""
import os
import sqlite3

import pytest

from kb.engine.profiles import Citations, profile_for


def _db():
    path = os.environ.get("KB_DB", "data/kb.db")
    if not os.path.exists(path):
        pytest.skip("no KB")
    return sqlite3.connect(path)


def test_title_numbers_follow_the_edition():
    db = _db()
    old = Citations(profile_for("2009-07-11"), "2009-07-11", db).title()
    new = Citations(profile_for("2014-02-01"), "2014-02-01", db).title()
    assert "612.1/612.3" in old and "613" not in old
    assert "613.1/613.3" in new


def test_title_without_kb_is_the_reference():
    p = profile_for("2009-07-11")
    assert Citations(p, "2009-07-11").title() == p.title
