"""Rules profiles: the date → layer system mapping, and the citation concepts found in every
edition each profile covers (against the whole-corpus KB)."""
from __future__ import annotations

import sqlite3

import pytest

from kb.engine.profiles import CURRENT, PROFILES, SEVEN_LAYER_2009, SIX_LAYER, Citations, GLOSSARY_CITED, ProfileError, profile_for


@pytest.mark.parametrize("date, name", [
    ("2005-10-01", "six-layer"), ("2007-02-01", "six-layer"), ("2009-05-01", "six-layer"),
    ("2009-06-30", "six-layer"),          # the 2009-05-01 edition is still in force
    ("2009-07-11", "seven-layer-2009"), ("2015-01-23", "seven-layer-2009"), ("2020-01-24", "seven-layer-2009"),
    ("2020-04-17", "current"), ("2026-04-17", "current"),
    ("2005-08-01", "six-layer-2003"), ("2003-10-01", "six-layer-2003"), ("2004-10-01", "six-layer-2003"),
    ("2003-07-01", "early-2003"), ("2003-09-30", "early-2003"),
    ("2001-07-23", "early-2001"), ("2003-03-15", "early-2001"), ("2003-06-30", "early-2001"),
    ("1999-04-23", "timestamp-1999"), ("1999-11-01", "timestamp-1999"), ("2001-07-22", "timestamp-1999"),
])
def test_profile_for_date(date, name):
    assert profile_for(date).name == name


def test_no_profile_before_the_earliest_edition():
    """The earliest edition of the corpus is 1999-04-23: before it, an error naming the profiles there are."""
    with pytest.raises(ProfileError, match="timestamp-1999"):
        profile_for("1999-04-22")


def test_layers_of_each_profile():
    assert [l.key for l in SIX_LAYER.layers] == ["1", "2", "3", "4", "5", "6a", "6b", "6c", "6d", "6e"]
    assert [l.key for l in SEVEN_LAYER_2009.layers][-5:] == ["7a", "7b", "7c", "7d", "7e"]
    assert [l.key for l in CURRENT.layers][:2] == ["1a", "1b"] and CURRENT.layers[-1].key == "7d"


def test_classification_differs_by_profile():
    class E:  # a bare effect: origin and CDA flag are all classification looks at
        cda = False
        origin = "resolved"
    e = E()
    assert CURRENT.classify("pt_counters", e) == "7c" and SEVEN_LAYER_2009.classify("pt_counters", e) == "7d"
    assert SIX_LAYER.classify("pt_counters", e) == "6c"
    assert SIX_LAYER.classify("pt_modify", e) == "6b"
    e.origin = "static"
    assert SIX_LAYER.classify("pt_modify", e) == "6d"
    assert SIX_LAYER.classify("ability", e) == SIX_LAYER.classify("color", e) == "5"
    assert CURRENT.classify("ability", e) == "6"
    assert SEVEN_LAYER_2009.dependency_mode("2010-02-01") == "neither"
    assert SEVEN_LAYER_2009.dependency_mode("2012-05-01") == "neither_or_both"


def test_every_concept_resolves_in_every_edition_of_its_profile(corpus_db):
    """Each rule the engine cites exists in every edition the profile covers (found by pattern)."""
    db = sqlite3.connect(corpus_db)
    editions = [r[0] for r in db.execute("SELECT id FROM editions ORDER BY id")]
    checked = 0
    own: dict = {}   # concept → [(edition, its own rule's number or None)] in edition order
    for p in PROFILES:
        eds = [e for e in editions if p.covers(e)]
        assert eds, p.name
        for ed in eds:
            cit = Citations(p, ed, db)
            for concept in cit.all_concepts():
                n = cit.number(concept)
                own.setdefault(concept, []).append((ed, cit.own_number(concept)))
                if n is None and concept in p.may_lack:
                    continue   # a rule these editions don't have yet (flip cards before 2004-10-01 ...)
                assert n, (p.name, ed, concept)
                gl = GLOSSARY_CITED.match(n)   # a rule the edition states only in its glossary (Concept.glossary)
                if gl:
                    assert db.execute("SELECT 1 FROM glossary WHERE edition = ? AND term = ?",
                                      [ed, gl.group(1)]).fetchone(), (p.name, ed, concept, n)
                    assert cit.own_number(concept) is None, (p.name, ed, concept)
                else:
                    assert db.execute("SELECT 1 FROM rules WHERE edition = ? AND number = ?", [ed, n]).fetchone()
                checked += 1
    assert checked > 3000
    # A concept found in an earlier and a later edition but not in one between is a pattern that misses that
    # edition's wording (106.4 "When an effect produces mana" of 2009-07-11 to 2018-01-19): it would cite its
    # fallback there. Only the editions that truly lack the rule may (each with what they have instead).
    lacking = {
        # 601 has no "can't begin to cast a spell that's prohibited" (only 602.5 for abilities): 601.2e instead
        "cast_prohibited": {"2015-07-17", "2015-09-26", "2015-11-13", "2016-01-16", "2016-04-08"},
        # 418.5a names "timestamp order" only by reference to 418.5b-g: 418.5e (an object's timestamp) instead
        "timestamp": {"2005-10-01", "2006-02-01", "2006-05-01", "2006-07-15", "2006-10-01"},
    }
    gaps = []
    for concept, rows in own.items():
        rows.sort()
        found = [i for i, (_, n) in enumerate(rows) if n]
        if found:
            gaps += [(concept, ed) for ed, n in rows[found[0]:found[-1]]
                     if n is None and ed not in lacking.get(concept, ())]
    assert not gaps, gaps


def test_reference_numbers_are_the_reference_editions(corpus_next_db):
    """Without a KB the engine cites each profile's reference edition (today's: the newest of cr/ and
    cr-next/): those numbers are right."""
    db = sqlite3.connect(corpus_next_db)
    for p in PROFILES:
        cit = Citations(p, p.reference, db)
        for concept in cit.all_concepts():
            assert p.reference_numbers.get(concept) == cit.number(concept), (p.name, concept)


def test_layer_rules_of_the_six_layer_system(corpus_db):
    db = sqlite3.connect(corpus_db)
    for (ed,) in db.execute("SELECT id FROM editions WHERE id BETWEEN '2005-10-01' AND '2009-05-01'"):
        (text,) = db.execute("SELECT text FROM rules WHERE edition = ? AND number = '418.5a'", [ed]).fetchone()
        assert "(6e) effects that switch" in text and "(6c) changes from counters" in text, ed
