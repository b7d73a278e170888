"""The first edition naming each keyword (kb.engine.keywordlist.KEYWORD_FIRST_EDITION) is the first whose rules have a
rule titled with it or whose glossary has an entry for it; a mention in other words ("Reach Through Mists", "a long
dash", "Grand Melee Variant") doesn't name the keyword."""
import re
import sqlite3

from kb.engine.keywordlist import KEYWORD_FIRST_EDITION, keyword_named_by


def test_each_keyword_is_dated_by_its_rule_or_glossary_entry(corpus_db):
    db = sqlite3.connect(corpus_db)
    wrong = {}
    for k, first in KEYWORD_FIRST_EDITION.items():
        a = db.execute("SELECT min(edition) FROM rules WHERE lower(title) = ?", [k]).fetchone()[0]
        b = db.execute("SELECT min(edition) FROM glossary WHERE lower(term) = ? OR lower(term) LIKE ?",
                       [k, k + " %"]).fetchone()[0]
        named = min(x for x in (a, b) if x) if (a or b) else None
        if named != first:
            wrong[k] = (first, named)
    assert not wrong


def test_a_keyword_before_its_first_edition_is_not_named():
    assert not keyword_named_by("Reach", "2006-10-01")
    assert keyword_named_by("Reach", "2007-05-01")
    assert not keyword_named_by("Hexproof from blue", "2010-07-16")
    assert keyword_named_by("Flying", "1999-04-23")


_GRANT = """
title: a granted keyword
edition: {edition}
players: [you, opponent]
cards:
  Test Bear: {{mana_cost: "{{1}}{{G}}", type_line: Creature — Bear, power: 2, toughness: 2}}
  Test Banner: {{mana_cost: "{{2}}", type_line: Artifact, text: "Creatures you control have hexproof."}}
steps:
  - enter: [{{card: Test Bear, already: true}}, {{card: Test Banner, already: true}}]
  - note: the Banner applies
"""


def test_a_granted_keyword_is_dated_as_a_printed_one():
    """kb.engine.objects.edition_abilities: "creatures you control have hexproof" under the rules of 2010 (no
    hexproof yet) gives an ability the engine can't read; under those of 2012 it gives hexproof."""
    from kb.engine.objects import UnmodelledAbility
    from kb.engine.scenario import loads, run

    def held(edition):
        res = run(loads(_GRANT.format(edition=edition)), None, bind=False)
        bear = next(o for o in res.state.objects.values() if o.card.name == "Test Bear")
        return [h.ability for h in res.state.evaluate()[bear.oid].abilities]

    old = held("2010-07-16")
    assert len(old) == 1 and isinstance(old[0], UnmodelledAbility) and "hexproof" in old[0].why
    new = held("2012-05-01")
    assert [getattr(a, "keyword", None) for a in new] == ["hexproof"]


def test_shroud_and_hexproof_on_a_player_are_dated_by_their_rules(corpus_db):
    """kb.engine.playerprotection.ON_PLAYER_SINCE (used without a KB) is the first edition whose text says what the
    keyword means on a player, and every later edition says it too."""
    from kb.engine.playerprotection import _ON_PLAYER, ON_PLAYER_SINCE
    db = sqlite3.connect(f"file:{corpus_db}?mode=ro", uri=True)
    editions = [r[0] for r in db.execute("SELECT DISTINCT edition FROM rules ORDER BY edition")]
    for keyword, rx in _ON_PLAYER.items():
        has = [e for e in editions
               if any(rx.search(t or "") for (t,) in db.execute("SELECT text FROM rules WHERE edition = ?", [e]))]
        assert has and has == [e for e in editions if e >= ON_PLAYER_SINCE[keyword]], keyword


def test_keyword_counters_are_dated_by_122_1b(corpus_db):
    """kb.engine.keywordcounters' dates (used without a KB) are the texts': the first edition with 122.1b's list, that
    list, and the edition that added each later keyword."""
    from kb.engine.keywordcounters import _LIST, _RULE, FIRST_LIST, KEYWORD_COUNTERS_SINCE, LIST_ADDED
    db = sqlite3.connect(f"file:{corpus_db}?mode=ro", uri=True)
    first, seen = None, {}
    for (e,) in db.execute("SELECT DISTINCT edition FROM rules ORDER BY edition").fetchall():
        rows = db.execute("SELECT text FROM rules WHERE edition = ? ORDER BY position", [e]).fetchall()
        text = next((t for (t,) in rows if _RULE.search(t or "")), None)
        if text is None:
            assert first is None, e   # (never dropped once there)
            continue
        first = first or e
        listed = [w.strip() for w in re.split(r",\s*(?:and\s+)?|\s+and\s+", _LIST.search(text).group("list")) if w.strip()]
        for w in listed:
            seen.setdefault(w, e)
    assert first == KEYWORD_COUNTERS_SINCE
    assert {w for w, e in seen.items() if e == first} == set(FIRST_LIST)
    assert {w: e for w, e in seen.items() if e != first} == LIST_ADDED


def test_each_keyword_variant_is_dated_by_its_rule_text(corpus_db):
    """kb.engine.keywordlist.KEYWORD_VARIANT_FIRST_EDITION: "hexproof from [quality]" (702.11d) is first defined by the
    rules of 2018-04-27; hexproof itself is older, so "Hexproof from black" under the rules of 2017 is unread."""
    from kb.engine.keywordlist import KEYWORD_VARIANT_FIRST_EDITION
    db = sqlite3.connect(corpus_db)
    for k, first in KEYWORD_VARIANT_FIRST_EDITION.items():
        named = db.execute("SELECT min(edition) FROM rules WHERE text LIKE ?", [f"%{k} [quality]%"]).fetchone()[0]
        assert named == first, (k, first, named)
    assert not keyword_named_by("Hexproof from black", "2017-09-29")
    assert keyword_named_by("Hexproof from black", "2018-04-27")
    assert keyword_named_by("Hexproof", "2017-09-29")
    assert not keyword_named_by("Trample over planeswalkers", "2021-04-22")
    assert keyword_named_by("Trample over planeswalkers", "2021-06-18")
