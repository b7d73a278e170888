"""Search (issue 24): a judge's word that no text of the edition holds, but an earlier CR did,
is followed through the CR's lineage to its rule now (``kb.search._old_word_rules``).  Two small
editions: the older says "converted mana cost", the newer "mana value"."""
from __future__ import annotations

from pathlib import Path

import pytest

from kb.db import connect

MINI = Path(__file__).parent / "fixtures" / "cards" / "cr-mini.txt"


@pytest.fixture(scope="module")
def conn(tmp_path_factory):
    from kb.lineage import build_lineage
    from kb.store import atomic_update, ingest_paths

    folder = tmp_path_factory.mktemp("old-words")
    new = MINI.read_text(encoding="utf-8")
    old = new.replace("March 1, 2025", "January 1, 2020").replace(
        "The mana value of an object", "The converted mana cost of an object")
    assert old.count("converted mana cost") == 1
    (folder / "cr-2020-01-01.txt").write_text(old, encoding="utf-8")
    (folder / "cr-2025-03-01.txt").write_text(new, encoding="utf-8")
    path = folder / "kb.db"
    ingest_paths(path, [folder / "cr-2020-01-01.txt", folder / "cr-2025-03-01.txt"])
    with atomic_update(path) as db:
        with db.conn:
            build_lineage(db)
    c = connect(path)
    yield c
    c.close()


def test_a_word_only_an_earlier_edition_uses_finds_its_rule_now(conn):
    from kb.search import _bounds, _old_word_rules, _term_index, search

    ed = "2025-03-01"
    idx = _term_index(conn, ed, _bounds(conn, ed))
    assert _old_word_rules(conn, ed, idx, ["converted"]) == [("rule", "202.3", None)]
    assert _old_word_rules(conn, ed, idx, ["value"]) == []  # a word of the edition: its own rankings find it
    assert _old_word_rules(conn, ed, idx, ["blorf"]) == []  # in no edition
    hits = search(conn, "converted mana cost", ed, semantic=False)["hits"]
    assert hits[0]["number"] == "202.3", [h["number"] for h in hits]
    assert "old_words" not in search(conn, "converted mana cost", "2020-01-01", semantic=False, debug=True)["channels"]
