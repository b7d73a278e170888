"""The shipped scenarios pass; their traces cite only rules of their edition; each worked example
of today's section 613 and of the seeds' 2007 rules has a scenario; each answer is justified by
rules of the scenario's edition; errors in scenario files name the file and the line."""
from __future__ import annotations

import functools
import re
import sqlite3
import sys
import types
from pathlib import Path

import pytest

from kb.engine import parsememo
from kb.engine.scenario import ScenarioError, find_files, load, loads, run
from kb.engine.state import GameState

from incremental_check import checking_incremental

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = find_files([ROOT / "scenarios"])
# One worker runs this module's tests (scripts/test.sh: --dist loadscope), so every scenario runs once for all of
# them (the `results` fixture, which also compares each incremental evaluation with one from scratch) and once more
# from scratch (test_answers_do_not_depend_on_the_caches).


@functools.cache
def _loaded() -> tuple:
    """Every scenario file read once, for the tests that only look at what the files say (kinds, tags, sources)."""
    return tuple((p, load(p)) for p in SCENARIOS)


NUMBER = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]?|\d{3})(?![\d/])")


@pytest.fixture(scope="module")
def kb(corpus_db):
    conn = sqlite3.connect(f"file:{corpus_db}?mode=ro", uri=True)
    yield conn
    conn.close()


_INCREMENTAL: list = []   # the incremental check's counts and differences, from the `results` fixture


@pytest.fixture(scope="module")
def results(kb):
    """Every scenario's result; a pending scenario (a mechanism the engine lacks) may not even run. Card text read
    again is checked against the reading kept from the first time (kb.engine.parsememo.verifying): a reader that
    depends on more than its arguments, or a kept reading the engine changed, raises MemoMismatch here. Each new
    snapshot of the game is compared with an evaluation from scratch (tests/incremental_check.py), for
    test_every_scenario_evaluates_the_same_incrementally."""
    out = {}
    with parsememo.verifying(), checking_incremental() as checker:
        _INCREMENTAL.append(checker)
        for p in SCENARIOS:
            checker.where = p.name
            sc = load(p)
            before = repr(sc.__dict__)
            try:
                out[p.name] = run(sc, kb, trace=True)
            except ScenarioError:
                if not sc.pending:
                    raise
            if repr(sc.__dict__) != before:
                _CHANGED_BY_THEIR_RUN.append(p.name)
    return out


_CHANGED_BY_THEIR_RUN: list = []


def test_a_run_leaves_its_scenario_as_it_was(results):
    """Running a scenario uses up nothing of it (the targets its steps give for each trigger, say): the same loaded
    scenario runs again the same."""
    assert results and _CHANGED_BY_THEIR_RUN == []


def test_every_scenario_evaluates_the_same_incrementally(results):
    """After every action of every scenario, the evaluation that reuses the previous snapshot (kb.engine.incremental)
    gives every object the same characteristics, and the layers the same applications in the same order, as one
    recomputing everything."""
    checker = _INCREMENTAL[-1]
    assert checker.differences == []
    assert checker.incremental > 1000, checker.incremental


def _answers(res) -> list:
    return [(c.obj, c.field, str(c.actual), bool(c.undecided)) for c in res.checks]


def test_answers_do_not_depend_on_the_caches(results, kb):
    """The engine's caches never change an answer: every scenario run again with every evaluation made from
    scratch (no snapshot reused, no incremental layer) gives the same answers as in `results`. (Card text is read
    from the readings kept in `results`, checked there against fresh readings.) An action that
    changes an object without marking the state changed (an Aura attaching as its spell resolves did once) shows
    here.
    A quarter of the scenarios, fixed, chosen by a hash of the file's name: the whole set run twice over was the
    longest chain of the CI run (about 11 of its 15 minutes on two cores), and half of 15,142 files still made it about
    10 of 14.5; a cache fault shows in many scenarios at once (about 3,800 run here)."""
    import zlib
    differ = {}
    GameState.fresh_evaluations = True
    try:
        for p in (p for p in SCENARIOS if zlib.crc32(p.name.encode()) % 4 == 0):
            sc = load(p)
            try:
                fresh = _answers(run(sc, kb))
            except ScenarioError as exc:
                if p.name in results:   # it ran with the caches: an error only from scratch is a difference
                    differ[p.name] = ("error from scratch", str(exc))
                continue
            if p.name not in results:
                differ[p.name] = ("error with the caches only", fresh)
            elif fresh != _answers(results[p.name]):
                differ[p.name] = (_answers(results[p.name]), fresh)
    finally:
        GameState.fresh_evaluations = False
    assert differ == {}


def _exists(db, edition, number) -> bool:
    """A rule of the edition, or — cited as glossary “TERM” where only the glossary states the rule (Concept.glossary)
    — an entry of its glossary."""
    from kb.engine.profiles import GLOSSARY_CITED
    gl = GLOSSARY_CITED.match(number)
    if gl:
        return db.execute("SELECT 1 FROM glossary WHERE edition = ? AND term = ?", [edition, gl.group(1)]).fetchone() is not None
    return db.execute("SELECT 1 FROM rules WHERE edition = ? AND number = ?", [edition, number]).fetchone() is not None


def test_there_are_enough_scenarios():
    kinds = {}
    for _p, sc in _loaded():
        kinds[sc.kind] = kinds.get(sc.kind, 0) + 1
    assert kinds.get("puzzle", 0) >= 20
    assert kinds.get("worked-example", 0) >= 12 + 8 + 1


def test_every_scenario_passes(results):
    failed = {name: [(c.line, c.obj, c.field, c.expected, c.actual, c.undecided) for c in r.checks if not c.ok]
              for name, r in results.items() if not r.passed and not r.scenario.pending}
    assert not failed


def test_no_pending_scenario_gives_a_definite_wrong_answer(results):
    """A pending scenario names a mechanism the engine lacks; until it is built, each of its checks must be right or
    "cannot decide" (naming why), never a definite value that differs from the expectation."""
    wrong = [(name, c.line, c.obj, c.field, c.expected, c.actual) for name, r in results.items() if r.scenario.pending
             for c in r.checks if not c.ok and not c.undecided and c.actual != "cannot decide"]
    assert not wrong


def test_traces_cite_only_rules_of_the_scenarios_edition(results, kb):
    for name, r in results.items():
        cited = r.cited()
        assert cited, name
        for n in cited:
            assert _exists(kb, r.edition, n), (name, r.edition, n)


def test_trace_words_name_only_rules_of_the_scenarios_edition(results, kb):
    """A rule number written into a trace line's own words (not cited through a concept) is read by the judge too:
    it must be a rule of the scenario's edition ("the fight doesn't happen (701.14b)" under the 2012 rules, whose
    rule is 701.10b, was today's number)."""
    for name, r in results.items():
        for rec in r.records:
            for ln in rec.trace.lines:
                for n in re.findall(r"(?<![\d.,])(\d{3}\.\d+[a-z]?)(?!\d)", ln.text):
                    assert _exists(kb, r.edition, n), (name, r.edition, n, ln.text)


def test_refusals_cite_only_rules_of_the_scenarios_edition(results, kb):
    """A refused step's message is read by the judge too: the numbers it cites are rules of the scenario's edition
    (kb.engine.concepts via GameState.rule_no), not today's numbers under 2004's rules (cite() sees only the trace's
    citations, not the text of a refusal)."""
    for name, r in results.items():
        for c in r.checks:
            if c.field == "refused" and str(c.actual).startswith("refused: "):
                for n in re.findall(r"(?<![\d.,])(\d{3}\.\d+[a-z]?)(?!\d)", str(c.actual)):
                    assert _exists(kb, r.edition, n), (name, r.edition, n, c.actual)


def test_each_answer_is_justified_by_rules_of_its_edition(results, kb):
    for name, r in results.items():
        for rec in r.records:
            if not rec.checks:
                continue
            assert rec.why, f"{name}:{rec.line}: an expectation without a why"
            numbers = NUMBER.findall(rec.why)
            assert numbers, f"{name}:{rec.line}: the why cites no rule"
            for n in numbers:
                assert _exists(kb, r.edition, n), f"{name}:{rec.line}: {n} is not a rule of {r.edition}"


def _sources():
    out = {}
    for p, sc in _loaded():
        if sc.source:
            out.setdefault((sc.source["edition"], sc.source["rule"], int(sc.source.get("example") or 1)), []).append(p.name)
    return out


def test_every_worked_example_of_613_today_has_a_scenario(kb):
    examples = kb.execute("SELECT rule, idx FROM examples WHERE edition = '2026-04-17' AND rule LIKE '613.%'").fetchall()
    assert len(examples) == 12  # 613.4d ×3, 613.5 ×2, 613.6 ×4, 613.7a, 613.9 ×2
    have = _sources()
    missing = [(r, i) for r, i in examples if ("2026-04-17", r, int(i)) not in have]
    assert not missing


def test_the_seeds_worked_examples_have_scenarios_under_2007_rules(kb):
    want = [("418.5a", 1), ("418.5a", 2), ("418.5b", 1), ("418.5b", 2), ("418.5b", 3), ("418.5b", 4),
            ("418.3b", 1), ("418.3b", 2)]
    have = _sources()
    for rule, idx in want:
        assert kb.execute("SELECT 1 FROM examples WHERE edition = '2007-02-01' AND rule = ? AND idx = ?",
                          [rule, idx]).fetchone()
        names = have.get(("2007-02-01", rule, idx))
        assert names, (rule, idx)
        assert all(load(ROOT / "scenarios" / "2007" / n).edition == "2007-02-01" for n in names)


def test_sources_name_existing_examples(results, kb):
    for name, r in results.items():
        if r.scenario.source:
            assert r.example_text, name


def test_gray_ogre_under_both_profiles(results):
    old = results["418.5a-ex2-gray-ogre.yaml"]
    new = results["613.5-ex2-gray-ogre.yaml"]
    assert old.profile.name == "six-layer" and new.profile.name == "current"
    assert old.checks[-1].actual == "1/4" and new.checks[-1].actual == "5/8"
    assert {"418.5a", "418.5g"} <= set(old.cited())
    assert {"613.4b", "613.4c", "613.7b"} <= set(new.cited())


def test_puzzle_kinds_are_covered():
    tags = set()
    for _p, sc in _loaded():
        tags |= set(sc.tags)
    for t in ("dependency-existence", "dependency-applies-to", "dependency-does", "dependency-loop",
              "humility-opalescence", "type-changing-lands", "cda", "control"):
        assert t in tags, t


# --- errors name the file and the line -------------------------------------------------------------------------
GOOD = """\
title: t
edition: 2026-04-17
cards:
  Gray Ogre: {type_line: Creature — Ogre, power: 2, toughness: 2}
steps:
  - enter: Gray Ogre
  - expect: {Gray Ogre: {pt: 2/2}}
    why: 613.1
"""


@pytest.mark.parametrize("text, line, message", [
    (GOOD.replace("  - enter: Gray Ogre", "  - summon: Gray Ogre"), 6, "exactly one of"),
    (GOOD.replace("  - enter: Gray Ogre", "  - enter: Gray Orge"), 6, "'Gray Orge' is not defined"),
    (GOOD.replace("{pt: 2/2}", "{pt: 2/2, wings: 2}"), 7, "unknown expectation 'wings'"),
    (GOOD.replace("{Gray Ogre: {pt", "{Grey Ogre: {pt"), 7, "no object called 'Grey Ogre'"),
    (GOOD.replace("edition: 2026-04-17", "edition: 1998-01-01"), 2, "no rules profile"),
    (GOOD.replace("edition: 2026-04-17", "edition: yesterday"), 2, "edition is a date"),
    (GOOD.replace("  - enter: Gray Ogre", "  - enter: Gray Ogre\n  - effect: {text: 'Target creature gets +1/+1.', targets: []}"),
     7, "has 1 target"),
    (GOOD.replace("steps:", "stepz:"), 5, "unknown key 'stepz'"),
    (GOOD.replace("title: t\n", ""), 1, "missing 'title'"),
    (GOOD + "  - enter: [Gray Ogre\n", 9, "not valid YAML"),
    (GOOD.replace("  - enter: Gray Ogre", "  - counters: {on: Gray Ogre, add: {+1/+1: 1}}"), 6, "use card:"),
    # a choice nothing asks for (614.12): an error naming what the card does ask for, never silently unused
    (GOOD.replace("cards:\n", "cards:\n  Clone: {type_line: Creature — Shapeshifter, power: 0, toughness: 0, text: "
                  "'You may have Clone enter as a copy of any creature on the battlefield.'}\n")
     .replace("  - enter: Gray Ogre\n", "  - enter: Gray Ogre\n  - enter: {card: Clone, choose: {creature: Gray Ogre}}\n"),
     8, "creature is not a choice Clone makes as it enters; it asks for copy"),
    (GOOD.replace("  - enter: Gray Ogre", "  - enter: {card: Gray Ogre, choose: {color: red}}"), 6,
     "it asks for no choice as it enters"),
])
def test_errors_name_file_and_line(text, line, message):
    with pytest.raises(ScenarioError) as exc:
        run(loads(text, "bad.yaml"))
    msg = str(exc.value)
    assert msg.startswith(f"bad.yaml:{line}:"), msg
    assert message in msg, msg


def test_card_from_the_kb_by_name(monkeypatch):
    """A card with no inline definition comes from kb.cards.card_definition; inline wins."""
    calls = []

    def card_definition(db, name):
        calls.append(name)
        if name == "Glorious Anthem":
            return {"name": "Glorious Anthem", "mana_cost": "{1}{W}{W}", "colors": ["W"], "color_indicator": None,
                    "supertypes": [], "types": ["Enchantment"], "subtypes": [], "power": None, "toughness": None,
                    "loyalty": None, "text": "Creatures you control get +1/+1.", "layout": "normal"}
        return None

    fake = types.ModuleType("kb.cards")
    fake.card_definition = card_definition
    monkeypatch.setitem(sys.modules, "kb.cards", fake)
    db = sqlite3.connect(":memory:")  # a KB with one edition and no rules: enough to resolve the date
    db.execute("CREATE TABLE editions (id TEXT)")
    db.execute("CREATE TABLE rules (edition TEXT, number TEXT, text TEXT, position INTEGER)")
    db.execute("INSERT INTO editions VALUES ('2026-04-17')")
    text = GOOD.replace("  - enter: Gray Ogre", "  - enter: [Gray Ogre, Glorious Anthem]").replace("pt: 2/2", "pt: 3/3")
    res = run(loads(text, "kb.yaml"), db=db)
    assert res.passed and calls == ["Glorious Anthem"]
    inline = text.replace("cards:\n", "cards:\n  Glorious Anthem: {type_line: Enchantment, text: 'Creatures you control get +2/+2.'}\n")
    assert not run(loads(inline, "kb.yaml"), db=db).passed and calls == ["Glorious Anthem"]  # inline wins: 4/4
    with pytest.raises(ScenarioError, match=r"^kb\.yaml:6: card 'Crusade' is not defined under cards: nor known"):
        run(loads(GOOD.replace("  - enter: Gray Ogre", "  - enter: [Gray Ogre, Crusade]"), "kb.yaml"), db=db)
    with pytest.raises(ScenarioError, match=r"^kb\.yaml:6: card 'Crusade' is not defined under cards: and no KB"):
        run(loads(GOOD.replace("  - enter: Gray Ogre", "  - enter: [Gray Ogre, Crusade]"), "kb.yaml"))


def test_an_unreadable_line_makes_answers_it_could_change_undecided():
    """Never a false ✓: the card loads, and an answer the unread line could change says why not."""
    text = GOOD.replace("toughness: 2}", "toughness: 2, text: Wiggle all creatures.}")
    res = run(loads(text, "w.yaml"))
    (c,) = res.checks
    assert not res.passed and not c.ok and c.status == "cannot decide"
    assert any("Wiggle all creatures" in r for r in c.undecided)


def test_wrong_answers_fail_without_error():
    res = run(loads(GOOD.replace("pt: 2/2", "pt: 3/3"), "x.yaml"))
    assert not res.passed and res.error is None
    (c,) = res.checks
    assert (c.actual, c.expected, c.line) == ("2/2", "3/3", 7)
