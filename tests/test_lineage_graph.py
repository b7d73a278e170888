"""Lineage, history, diff, citation checks and the citation graph."""
from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from kb.cli import app
from kb.lineage import Item, match_editions
from kb.store import ingest_paths

CR = Path(__file__).parent / "fixtures" / "cr"
runner = CliRunner()
NUMBER = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]?)(?![\d])")


def next_edition(tmp: Path) -> Path:
    """The modern fixture one edition later: a rule inserted (renumbering), one edited,
    one removed, one split in two."""
    t = (CR / "modern.txt").read_text()
    t = t.replace("April 17, 2026", "May 1, 2026")
    t = t.replace("100.1a A two-player game is a game that begins with only two players.",
                  "100.1a A two-player game is a game that begins with exactly two players.")
    t = t.replace("101.1. Whenever a card’s text", "101.1. The golden rules come first.\n\n101.2. Whenever a card’s text")
    t = t.replace("613.1a Layer 1: Rules and effects that modify copiable values are applied.\n\n", "")
    t = t.replace(
        "702.19a Trample is a static ability that modifies the rules for assigning combat damage. See section 5 and layer 7c.",
        "702.19a Trample is a static ability that modifies the rules for assigning combat damage.\n\n"
        "702.19b See section 5 and layer 7c for the rules for assigning combat damage with trample.")
    path = tmp / "modern-next.txt"
    path.write_text(t)
    return path


@pytest.fixture
def two_db(tmp_path) -> Path:
    db = tmp_path / "kb.db"
    ingest_paths(db, [CR / "modern.txt", next_edition(tmp_path)])
    r = runner.invoke(app, ["analyze", "--db", str(db)])
    assert r.exit_code == 0, r.output
    return db


def kinds(db: Path) -> dict[tuple, str]:
    conn = sqlite3.connect(db)
    return {(a, b): k for a, b, k in conn.execute("SELECT from_number, to_number, kind FROM lineage")}


def test_lineage_kinds_from_text(two_db):
    k = kinds(two_db)
    assert k[("100.1", "100.1")] == "same"
    assert k[("100.1a", "100.1a")] == "changed"
    assert k[("101.1", "101.2")] == "moved"  # renumbered by the inserted rule
    assert k[(None, "101.1")] == "added"
    assert k[("613.1a", None)] == "removed"
    assert k[("613.4c#ex5", "613.4c#ex5")] == "same"
    assert k[("702.19a", "702.19a")] == "changed"


def test_split_and_merge_detection():
    a = [Item("100.1", "node", "100.1", "100", "The first part of a long rule about casting spells and "
              "paying costs. The second part explains how targets are chosen for the spell.", 1)]
    b = [Item("100.1", "node", "100.1", "100", "Something unrelated entirely now.", 1),
         Item("100.2", "node", "100.2", "100", "The first part of a long rule about casting spells and paying costs.", 2),
         Item("100.3", "node", "100.3", "100", "The second part explains how targets are chosen for the spell.", 3)]
    got = {(m.a, m.b): m.kind for m in match_editions(a, b)}
    # The larger half keeps the rule's line (moved, or split); the other half is split off.
    assert got[("100.1", "100.2")] in ("moved", "split") and got[("100.1", "100.3")] == "split"
    assert got[(None, "100.1")] == "added"
    got = {(m.a, m.b): m.kind for m in match_editions(b[1:], a)}
    assert sorted(got.values()) == ["merged", "moved"] or sorted(got.values()) == ["merged", "merged"]


def _items(*rows) -> list[Item]:
    """Items from (number, text) pairs; a number without a dot is a section heading."""
    out = []
    for pos, (number, text) in enumerate(rows):
        heading = "." not in number
        parent = None if heading else number.split(".")[0] if number.count(".") == 1 and number[-1].isdigit() \
            else number.rstrip("abcdefghijklmnopqrstuvwxyz")
        out.append(Item(number, "heading" if heading else "node", number, parent, text, pos))
    return out


MONARCH = "The monarch is a designation a player can have. There is no monarch in a game until an effect " \
          "instructs a player to become the monarch."
INITIATIVE = "The initiative is a designation a player can have. There is no initiative in a game until an " \
             "effect instructs a player to take the initiative."


def test_sibling_sections_shifting_pair_by_text_before_number():
    """724 Monarch → 725 and 725 Initiative → 726 when a section is inserted before them:
    725.1 (initiative) is 726.1, not the 725.1 that now reads "The monarch is …"."""
    a = _items(("724", "Monarch"), ("724.1", MONARCH), ("725", "Initiative"), ("725.1", INITIATIVE))
    b = _items(("724", "Preparation Cards"), ("724.1", "Preparation cards have a two-part card frame."),
               ("725", "Monarch"), ("725.1", MONARCH), ("726", "Initiative"),
               ("726.1", INITIATIVE.replace("take the initiative.", "take the initiative. It is a designation.")))
    got = {(m.a, m.b): m.kind for m in match_editions(a, b)}
    assert got[("724.1", "725.1")] == "moved" and got[("725.1", "726.1")] == "moved", got
    assert got[("724", "725")] == "moved" and got[("725", "726")] == "moved", got
    assert got[(None, "724.1")] == "added" and ("725.1", "725.1") not in got


def test_new_rule_worded_like_a_rule_that_goes_on_is_added_not_split():
    adventure = "Adventurer cards have a two-part card frame, with a smaller frame inset within their text box."
    a = _items(("715", "Adventurer Cards"), ("715.1", adventure))
    b = _items(("715", "Adventurer Cards"), ("715.1", adventure), ("722", "Preparation Cards"),
               ("722.1", adventure.replace("Adventurer", "Preparation")))
    got = {(m.a, m.b): m for m in match_editions(a, b)}
    added = got[(None, "722.1")]
    assert added.kind == "added" and added.like == "715.1"
    assert not [m for m in got.values() if m.kind == "split"]


def next_with_references(tmp: Path) -> tuple[Path, Path]:
    """Two editions where 101.1 becomes 101.2: 100.1 cites it by its number in each edition;
    100.1a cites a rule that is not what 101.1 became (a real change)."""
    old = (CR / "modern.txt").read_text().replace(
        "with two or more players.", "with two or more players. See rule 101.1.").replace(
        "begins with only two players.", "begins with only two players. See rule 101.1.")
    a = tmp / "refs-a.txt"
    a.write_text(old)
    new = next_edition(tmp).read_text().replace(
        "with two or more players.", "with two or more players. See rule 101.2.").replace(
        "begins with exactly two players.", "begins with only two players. See rule 613.4c.")
    b = tmp / "refs-b.txt"
    b.write_text(new)
    return a, b


def test_references_renumbered_are_listed_apart(tmp_path):
    db = tmp_path / "kb.db"
    ingest_paths(db, list(next_with_references(tmp_path)))
    assert runner.invoke(app, ["analyze", "--db", str(db)]).exit_code == 0
    d = json.loads(runner.invoke(app, ["diff", "2026-04-17", "2026-05-01", "--json", "--db", str(db)]).output)
    refs = {r["number"]: r["references"] for r in d["references"]}
    assert refs == {"100.1": [["101.1", "101.2"]]}
    assert "100.1a" in {c["number"] for c in d["changed"]}  # 101.1 → 613.4c is not a renumbering
    out = runner.invoke(app, ["diff", "2026-04-17", "2026-05-01", "--db", str(db)]).output
    assert "References renumbered only (1): 100.1 (101.1→101.2)" in out
    h = json.loads(runner.invoke(app, ["history", "100.1", "--json", "--db", str(db)]).output)
    assert h["versions"][-1]["references"] == [["101.1", "101.2"]]


def test_diff_marks_survive_a_pipe(two_db):
    """Without a terminal (CliRunner is not one), the word marks are printed as git prints them."""
    r = runner.invoke(app, ["diff", "2026-04-17", "2026-05-01", "--db", str(two_db)])
    assert "[-only-]{+exactly+}" in r.output


def test_history_and_cite_on_fixture(two_db):
    r = runner.invoke(app, ["history", "101.2", "--json", "--db", str(two_db)])
    data = json.loads(r.output)
    assert [(v["edition"], v["number"]) for v in data["versions"]] == [("2026-04-17", "101.1"), ("2026-05-01", "101.2")]
    r = runner.invoke(app, ["history", "101.1", "--from", "2026-04-17", "--json", "--db", str(two_db)])
    assert json.loads(r.output)["current"]["number"] == "101.2"
    r = runner.invoke(app, ["cite", "See rule 613.1a, rule 101.1 and 123.4.", "--json", "--db", str(two_db)])
    assert r.exit_code == 1
    got = {c["citation"]: c["status"] for c in json.loads(r.output)["citations"]}
    assert got == {"613.1a": "outdated", "101.1": "valid", "123.4": "unknown"}
    r = runner.invoke(app, ["cite", "rule 613.4c", "--db", str(two_db)])
    assert r.exit_code == 0


def test_diff_on_fixture(two_db):
    r = runner.invoke(app, ["diff", "2026-04-17", "2026-05-01", "--json", "--db", str(two_db)])
    d = json.loads(r.output)
    assert {x["number"] for x in d["added"]} >= {"101.1"}
    assert {x["number"] for x in d["removed"]} == {"613.1a"}
    assert ("101.1", "101.2") in {(x["from"], x["to"]) for x in d["renumbered"]}
    changed = {x["number"]: x["diff"] for x in d["changed"]}
    assert "[-only-]{+exactly+}" in changed["100.1a"]
    r = runner.invoke(app, ["diff", "2026-04-17", "2026-05-01", "--section", "613", "--json", "--db", str(two_db)])
    d = json.loads(r.output)
    assert d["added"] == [] and [x["number"] for x in d["removed"]] == ["613.1a"]


def test_graph_commands_on_fixture(two_db, tmp_path):
    db = ["--db", str(two_db)]
    r = runner.invoke(app, ["graph", "--json", *db])
    data = json.loads(r.output)
    assert data["edges"] > 0 and data["most_cited"][0]["number"]
    r = runner.invoke(app, ["path", "101.2", "613.4c", "--json", *db])
    steps = json.loads(r.output)["path"]
    assert steps[0]["number"] == "101.2" and steps[-1]["number"] == "613.4c"
    r = runner.invoke(app, ["neighbors", "613.4c", "--json", *db])
    assert {"101.2", "702.19b"} <= {n["number"] for n in json.loads(r.output)["neighbors"]}
    for fmt, marker in (("graphml", "<graphml"), ("json", '"links"'), ("dot", "digraph")):
        r = runner.invoke(app, ["graph", "export", "613", "--format", fmt, *db])
        assert r.exit_code == 0 and marker in r.output, fmt
    out = tmp_path / "n.svg"
    r = runner.invoke(app, ["graph", "svg", "613.4c", "-o", str(out), *db])
    svg = out.read_text()
    assert svg.startswith("<svg") and 'id="rule_101.2"' in svg
    conn = sqlite3.connect(two_db)
    m = dict(conn.execute("SELECT number, in_degree FROM rule_metrics WHERE edition = '2026-05-01'").fetchall())
    assert m["613.4c"] >= 2


def test_analyze_is_incremental_and_atomic(two_db):
    before = sqlite3.connect(two_db).execute("SELECT count(*) FROM lineage").fetchone()[0]
    r = runner.invoke(app, ["analyze", "--json", "--db", str(two_db)])
    assert json.loads(r.output)["lineage_pairs"] == 0
    assert sqlite3.connect(two_db).execute("SELECT count(*) FROM lineage").fetchone()[0] == before


def test_history_without_lineage_says_what_to_run(tmp_path):
    db = tmp_path / "kb.db"
    ingest_paths(db, [CR / "modern.txt"])
    r = runner.invoke(app, ["history", "613.4", "--db", str(db)])
    assert r.exit_code == 1 and "kb analyze" in r.output


# --- the corpus ---------------------------------------------------------------------------

def test_history_opens_what_kb_rule_opens(two_db):
    # "layer 7c", "CR 613.4c (2026-04-17)" as kb rule and the web's Open box read them; an empty or unknown name is
    # a clear error naming what was typed, not "' ' does not exist"
    for asked in ("layer 7c", "CR 613.4c (2026-04-17)"):
        r = runner.invoke(app, ["history", asked, "--json", "--db", str(two_db)])
        assert r.exit_code == 0, r.output
        assert json.loads(r.output)["versions"][-1]["number"] == "613.4c"
    for asked in ("", "banana"):
        r = runner.invoke(app, ["history", asked, "--db", str(two_db)])
        assert r.exit_code == 1 and f"{asked!r} is not a rule number" in r.output, r.output


@pytest.fixture(scope="module")
def analyzed(analyzed_db) -> Path:
    return analyzed_db


def run(db, *args, code=0):
    r = runner.invoke(app, [*args, "--db", str(db)], env={"COLUMNS": "250"})
    assert r.exit_code == code, r.output
    return r.output


def test_gray_ogre_and_fling_are_followed_back(analyzed):
    data = json.loads(run(analyzed, "history", "613.5", "--json"))
    ogre = next(e for e in data["examples"] if "Gray Ogre" in e["text"])
    homes = [h["rule"] for h in ogre["homes"]]
    assert homes[0] == "418.5a" and homes[-1] == "613.5"
    assert ogre["homes"][0]["until"] == "2009-05-01"
    data = json.loads(run(analyzed, "history", "707.10", "--json"))
    fling = next(e for e in data["examples"] if "Fling" in e["text"])
    assert [h["rule"] for h in fling["homes"]] == ["503.10", "706.9", "706.10", "707.10"]
    assert [v["number"] for v in data["versions"]][0] == "503.10"


def test_old_number_forward(analyzed):
    # 418.5a goes on as 612.1, whose opening sentence is its own (issue 24: not the section 613)
    data = json.loads(run(analyzed, "history", "418.5a", "--from", "2007-02-01", "--json"))
    assert data["current"]["number"] == "613.1"
    moved = next(v for v in data["versions"] if v["edition"] == "2009-07-11")
    assert moved["number"] == "612.1" and moved["event"] == "moved"


def test_cite_acceptance(analyzed):
    out = run(analyzed, "cite", "Under 418.5a the Ogre is 1/4; see also rule 613.4c and 999.9", "--json", code=1)
    got = {c["citation"]: c for c in json.loads(out)["citations"]}
    assert got["613.4c"]["status"] == "valid"
    assert got["418.5a"]["status"] == "outdated" and got["418.5a"]["now"] == "613.1"
    assert "2009-05-01" in got["418.5a"]["message"]
    assert got["999.9"]["status"] == "unknown"


def section_moves(db: Path, a: str, b: str) -> dict[str, str]:
    """Old section → new section by majority of the moved rules (derived, not tabled)."""
    from collections import Counter, defaultdict

    votes: dict[str, Counter] = defaultdict(Counter)
    for f, t in sqlite3.connect(db).execute(
            "SELECT from_number, to_number FROM lineage WHERE from_edition = ? AND to_edition = ? AND "
            "kind IN ('same', 'changed', 'moved') AND from_number NOT LIKE '%#%'", [a, b]):
        votes[f[:3]][t[:3]] += 1
    return {s: c.most_common(1)[0][0] for s, c in votes.items() if s[:1].isdigit()}


def test_section_renumberings_are_recovered(analyzed):
    m10 = section_moves(analyzed, "2009-05-01", "2009-07-11")
    assert m10["418"] == "612" and m10["503"] == "706" and m10["502"] == "702"
    oct09 = section_moves(analyzed, "2009-09-04", "2009-10-01")
    assert oct09["612"] == "613" and oct09["706"] == "706"
    y2021 = section_moves(analyzed, "2021-06-18", "2021-07-23")
    assert y2021["706"] == "707"


@pytest.mark.parametrize("args, edition", [
    (["history", "613.5"], None), (["history", "418.5a", "--from", "2007-02-01"], None),
    (["neighbors", "613.8", "--depth", "2"], "newest"), (["path", "702.19", "510.1"], "newest"),
    (["graph"], "newest"), (["diff", "2026-02-27", "2026-04-17", "--section", "613"], None),
])
def test_printed_numbers_exist(analyzed, newest_edition, args, edition):
    edition = newest_edition if edition == "newest" else edition
    out = run(analyzed, *args)
    conn = sqlite3.connect(analyzed)
    for n in set(NUMBER.findall(out)):
        if edition:
            assert conn.execute("SELECT 1 FROM rules WHERE edition = ? AND number = ?", [edition, n]).fetchone(), n
        else:
            assert conn.execute("SELECT 1 FROM rules WHERE number = ?", [n]).fetchone(), n


# --- issue 13: history and diffs on the corpus ----------------------------------------------

def test_2026_diff_pairs_shifted_sections_by_text(analyzed):
    d = json.loads(run(analyzed, "diff", "2026-02-27", "2026-04-17", "--json"))
    changed = {c["number"] for c in d["changed"]}
    assert not changed & {"725.1", "725.4"}, changed
    renumbered = {(r["from"], r["to"]) for r in d["renumbered"]}
    assert {("724.1", "725.1"), ("724.4", "725.4"), ("725.1", "726.1"), ("725.4", "726.4")} <= renumbered
    assert not d["moved"] or all(m["from"] != "724.1" for m in d["moved"])


def test_history_of_725_1_stays_the_monarch(analyzed):
    data = json.loads(run(analyzed, "history", "725.1", "--json"))
    texts = [v["text"] for v in data["versions"]]
    assert all("monarch" in t and "initiative" not in t for t in texts), texts
    assert data["versions"][0]["edition"] == "2016-08-26"


def test_2026_diff_lists_renumbered_references_apart(analyzed):
    d = json.loads(run(analyzed, "diff", "2026-02-27", "2026-04-17", "--json"))
    refs = {r["number"]: r["references"] for r in d["references"]}
    assert len(refs) == 18 and refs["104.6"] == [["726", "727"]] and refs["601.2e"] == [["732", "733"]]
    assert not set(refs) & {c["number"] for c in d["changed"]}
    assert "107.3e" in {c["number"] for c in d["changed"]}  # a real change stays changed
    out = run(analyzed, "diff", "2026-02-27", "2026-04-17")
    assert "References renumbered only (18): 104.6 (726→727)" in out


def test_new_rules_worded_like_old_ones_are_added_not_split(analyzed):
    d = json.loads(run(analyzed, "diff", "2026-02-27", "2026-04-17", "--json"))
    assert d["split"] == []
    added = {a["number"]: a.get("like") for a in d["added"]}
    assert added["722.1"] == "715.1" and added["702.191b"] == "702.23c"
    data = json.loads(run(analyzed, "history", "722.1", "--json"))
    assert [(v["edition"], v["event"]) for v in data["versions"]] == [("2026-04-17", "added")]


def test_diff_without_a_terminal_keeps_the_word_marks(analyzed):
    out = run(analyzed, "diff", "2026-02-27", "2026-04-17", "--section", "107")
    assert "[-chosen or defined for-]{+used by+}" in out


def test_history_rows_show_where_the_text_changed(analyzed):
    out = run(analyzed, "history", "613.4")
    assert "[-characteristic-setting-]{+characteristic-defining+}" in out
    assert "references renumbered: 613.6 → 613.7, 613.7 → 613.8" in out
    assert not re.search(r" (0|1)\.\d\d ", out)  # no scores unless asked
    assert re.search(r"moved +1\.00 ", run(analyzed, "history", "613.4", "--scores"))
    data = json.loads(run(analyzed, "history", "613.4", "--json"))
    v = next(v for v in data["versions"] if v["edition"] == "2007-05-01")
    assert "[-characteristic-setting-]{+characteristic-defining+}" in v["change"] and v["diff"]


def test_rule_says_what_an_old_number_became(analyzed, newest_edition):
    r = runner.invoke(app, ["rule", "418.5a", "--db", str(analyzed)])
    assert r.exit_code == 1 and f"in {newest_edition} it is 613.1 " in r.output, r.output
    r = runner.invoke(app, ["rule", "502.9b", "--db", str(analyzed)])
    assert f"in {newest_edition} it is 702.19b" in r.output, r.output


def test_cite_checks_the_number_against_the_date_written(analyzed):
    got = json.loads(run(analyzed, "cite", "CR 502.9b (2005-08-01)", "--json", code=1))["citations"]
    assert [(c["status"], c["as_of"], c["now"]) for c in got] == [("outdated", "2005-08-01", "702.19b")]
    got = json.loads(run(analyzed, "cite", "CR 502.9b (2012-01-01); CR 702.19b (August 1, 2005)",
                         "--json", code=1))["citations"]
    assert [c["status"] for c in got] == ["misdated", "misdated"]
    assert "2011-09-30" in got[0]["message"]
    got = json.loads(run(analyzed, "cite", "CR 702.19b (2026-04-17) and 613.4 (2026)", "--json"))["citations"]
    assert [c["status"] for c in got] == ["valid", "valid"]


# --- the editions of cr-next/ (../shared/cr-next/SOURCES.md) --------------------------------------

def _pairs(d: dict) -> set[tuple[str, str]]:
    return {(r["from"], r["to"]) for r in d["renumbered"]} | {(m["from"], m["to"]) for m in d["moved"]}


def test_2026_09_diff_pairs_the_renumberings(analyzed):
    """New rules 310.8, 506.6, 601.5 and 704.5w push the rules after them down by one; each old
    number is paired with its new one (renumbered, or moved when its words changed too)."""
    d = json.loads(run(analyzed, "diff", "2026-04-17", "2026-09-25", "--json"))
    want = {("310.8", "310.9"), ("310.9", "310.10"), ("310.10", "310.11"), ("310.11", "310.12"),
            ("310.11a", "310.12a"), ("310.11b", "310.12b"),
            ("506.6", "506.7"), ("506.7", "506.8"), ("601.5", "601.6"), ("601.5a", "601.6a"),
            ("601.6", "601.7"), ("601.6a", "601.7a"), ("601.6b", "601.7b"), ("601.7", "601.8"),
            ("704.5w", "704.5x"), ("704.5x", "704.5y"), ("704.5y", "704.5z"), ("704.5z", "704.5aa")}
    want |= {(f"310.8{c}", f"310.9{c}") for c in "abcdefg"} | {(f"506.7{c}", f"506.8{c}") for c in "abcdefg"}
    assert want <= _pairs(d), sorted(want - _pairs(d))
    added = {a["number"] for a in d["added"]}
    assert {"310.8", "506.6", "601.5", "704.5w"} <= added
    assert not d["removed"] and not d["split"] and not d["merged"]
    # the intermediate edition: 506.6 is new only in 2026-09-25
    step = json.loads(run(analyzed, "diff", "2026-08-07", "2026-09-25", "--json"))
    assert {("506.6", "506.7"), ("506.7", "506.8"), ("506.7a", "506.8a")} <= _pairs(step)


def test_history_follows_a_rule_renumbered_in_2026(analyzed):
    data = json.loads(run(analyzed, "history", "601.6", "--edition", "2026-09-25", "--json"))
    seen = [(v["edition"], v["number"]) for v in data["versions"]]
    assert ("2026-08-07", "601.6") in seen and any(n == "601.5" and e <= "2026-04-17" for e, n in seen), seen
    data = json.loads(run(analyzed, "history", "506.8a", "--edition", "2026-09-25", "--json"))
    assert [v["number"] for v in data["versions"]][-2:] == ["506.7a", "506.8a"]
    assert data["versions"][-1]["edition"] == "2026-09-25"


LAYERS_2003_07 = ("The values of an object's characteristics are determined by starting with the actual object, then "
                  "applying copy effects, then applying text-changing effects, then applying continuous effects "
                  "generated by characteristic-setting abilities, then applying continuous effects generated by "
                  "type-changing abilities, then applying any power or toughness changes.")
LAYERS_2003_10 = ("The values of an object's characteristics are determined by starting with the actual object, then "
                  "applying continuous effects in a series of layers in the following order: (1) copy effects, (2) "
                  "control-changing effects, (3) text-changing effects, (4) type-, subtype-, and supertype-changing "
                  "effects, (5) all other continuous effects, except those that change power or toughness, and (6) "
                  "power and toughness changing effects, in a series of sublayers.")


def test_a_rewritten_rule_pairs_with_its_older_version():
    """2003-07-01 418.5a → 2003-10-01 418.5a: the layers given numbers, a text similarity of 0.34 but
    the same long opening and most of the older words: the same rule changed, neither added nor removed;
    moved too when it is renumbered at the same time."""
    a = _items(("418", "Effects"), ("418.5", "Interaction of Continuous Effects"), ("418.5a", LAYERS_2003_07),
               ("418.5b", "Within a layer, effects are applied in timestamp order."))
    b = _items(("418", "Effects"), ("418.5", "Interaction of Continuous Effects"), ("418.5a", LAYERS_2003_10),
               ("418.5b", "Within a layer, effects are applied in timestamp order."))
    got = {(m.a, m.b): m.kind for m in match_editions(a, b)}
    assert got[("418.5a", "418.5a")] == "changed", got
    assert (None, "418.5a") not in got and ("418.5a", None) not in got
    b2 = _items(("418", "Effects"), ("418.5", "Interaction of Continuous Effects"),
                ("418.5a", "Continuous effects are applied in layers."), ("418.5b", LAYERS_2003_10))
    got = {(m.a, m.b): m.kind for m in match_editions(a[:3], b2)}
    assert got[("418.5a", "418.5b")] == "moved", got
    assert got[(None, "418.5a")] == "added"


def test_formulaic_rules_of_different_subjects_do_not_pair():
    """702.xa "[Keyword] is a keyword ability …": a keyword removed and another added under the same
    number and section are different rules, however alike the wording; so are two examples that only
    open alike ("In a Two-Headed Giant game, a player …")."""
    reach = "Reach is a static ability. A creature with reach can block creatures with flying as though it had flying."
    shroud = "Shroud is a static ability. A permanent with shroud can't be the target of spells or abilities as though."
    two_hg = "In a Two-Headed Giant game, a player on a team "
    a = _items(("702", "Keyword Abilities"), ("702.17", "Keywords"), ("702.17a", reach),
               ("702.18a", two_hg + "with 17 life casts a spell that makes each player lose 3 life."),
               ("702.18b", two_hg + "with 11 life controls an enchantment that skips the draw."))
    b = _items(("702", "Keyword Abilities"), ("702.17", "Keywords"), ("702.17a", shroud),
               ("702.18a", two_hg + "that has 12 life is targeted by Beacon, which reads in part \"Double target "
                           "player's life total\"; only that player's life changes, the team's doubles."),
               ("702.18b", two_hg + "with 11 life controls an enchantment that skips the draw."))
    got = {(m.a, m.b): m.kind for m in match_editions(a, b)}
    assert got[("702.17a", None)] == "removed" and got[(None, "702.17a")] == "added", got
    assert got[("702.18a", None)] == "removed" and got[(None, "702.18a")] == "added", got
