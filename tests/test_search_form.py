"""Issue 24, twenty-eighth round: the form of a judge's question chooses the kind of rule it asks
for (kb.search_form): "does a card in my hand have a controller", "what are the steps of the
combat phase", "what things can be dealt damage" ask for the general rule the glossary points at,
not the special cases their words fit best.  On the small edition tests/fixtures/search/cr-form.txt,
whose special cases say the question's words more often than its general rules do."""
from __future__ import annotations

from pathlib import Path

import pytest

from kb import search as kbsearch
from kb.db import connect
from kb.search_form import asked_subject
from kb.store import ingest_paths

FIX = Path(__file__).parent / "fixtures" / "search"


@pytest.mark.parametrize("q, subject", [
    ("does a card in my hand have a controller", "controller"),
    ("Does a token have a mana value?", "mana value"),
    ("what are the steps of the combat phase", "combat phase"),
    ("which are the phases of a turn?", "turn"),
    ("what things can be dealt damage", "damage"),
    ("which objects can deal damage", "damage"),
    # not these forms: a case, not a term's general rule
    ("does a creature with deathtouch have to deal lethal damage", None),
    ("what happens when a creature is dealt damage", None),
    ("what is a permanent", None),  # the definition form of kb.search._definition_subject, not this module's
    ("My creature has a counter. Does it have a controller?", None),
])
def test_asked_subject(q, subject):
    got = asked_subject(q)
    if "." in q:  # a story: kb.search does not read its form (kb.search._is_story)
        assert kbsearch._definition_subject(q) is None
    else:
        assert got == subject


@pytest.fixture(scope="module")
def conn(tmp_path_factory):
    path = tmp_path_factory.mktemp("form") / "kb.db"
    ingest_paths(path, [FIX / "cr-form.txt"])
    c = connect(path)
    yield c
    c.close()


def numbers(result) -> list[str]:
    return [h["number"] for h in result["hits"] if h["kind"] in ("rule", "example")]


@pytest.mark.parametrize("q, rule", [
    ("what things can be dealt damage", "120.1"),
    ("what are the steps of the combat phase", "506.1"),
    ("does a card in my hand have a controller", "108.4"),
])
def test_the_questions_form_opens_the_general_rule(conn, q, rule, monkeypatch):
    assert numbers(kbsearch.search(conn, q, semantic=False))[:2].count(rule) == 1
    monkeypatch.setattr(kbsearch, "_asked_subject", lambda q: None)  # without the form's reading
    assert rule not in numbers(kbsearch.search(conn, q, semantic=False))[:1]


def test_a_definition_whose_glossary_entry_points_at_several_rules_opens_each(conn):
    """"what are copiable values": the entry names the term whole and says "See rules 613.2, 707.2,
    and 707.3"; each is opened, in the glossary's order (the fixture's "Hidden Card": 108.5, 108.6,
    though 108.6 never says "hidden")."""
    assert sorted(numbers(kbsearch.search(conn, "what is a hidden card", semantic=False))[:2]) == ["108.5", "108.6"]


def test_meaning_clause():
    from kb.search_form import meaning_clause

    assert meaning_clause("What does it mean that a player attacked another player?") == "a player attacked another player"
    assert meaning_clause("what does it mean for a player to be poisoned") == "a player to be poisoned"
    assert meaning_clause("what does trample mean") is None  # a term: kb.search._definition_subject reads it


def test_a_meaning_question_puts_the_rule_that_defines_it_in_quotes_first(conn, monkeypatch):
    """508.6 defines “attacked [a player]”; 508.3 and 508.4 say "attacked" more often, unquoted or
    quoted without defining it."""
    q = "what does it mean that a player attacked another player"
    assert numbers(kbsearch.search(conn, q, semantic=False))[0] == "508.6"
    monkeypatch.setattr(kbsearch, "meaning_clause", lambda q: None)
    assert numbers(kbsearch.search(conn, q, semantic=False))[0] != "508.6"
