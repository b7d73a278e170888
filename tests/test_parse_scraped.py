"""Scraped pages with stripped numbers (ingest.scraped): parsing, recovery, and the seed page."""
from __future__ import annotations

import re
import statistics
from functools import lru_cache
from pathlib import Path

import pytest

from ingest.scraped import (
    Paragraph,
    fill_from_rule,
    find_stripped_references,
    match_key,
    parse_scraped,
    recover,
    title_index,
    titles_from_rules,
)
from ingest.text import ParseError, clean_line, decode, split_lines

SMALL = Path(__file__).resolve().parent / "fixtures" / "scraped_small"
SEED = "004_911191f0ecdd571d.txt"

_NUMBERED = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?|\d)\.? (.+)$")


def load_rules(lines: list[str]) -> tuple[dict[str, str], dict[str, str]]:
    """Tiny CR reader for tests: "613.4c text" lines -> (rules, titles); chapters only give titles."""
    rules: dict[str, str] = {}
    chapters: dict[str, str] = {}
    for line in lines:
        m = _NUMBERED.match(clean_line(line))
        if m:
            number, text = m.groups()
            (chapters if len(number) == 1 else rules)[number] = text
    return rules, {**chapters, **titles_from_rules(rules)}


@lru_cache(maxsize=None)
def load_edition(path: Path) -> tuple[dict[str, str], dict[str, str]]:
    """Rules of a modern edition: the body starts at the second "1. Game Concepts"
    (the first is the table of contents) and ends at the second "Glossary"."""
    lines = [clean_line(x) for x in split_lines(decode(path.read_bytes()))]
    body = [i for i, x in enumerate(lines) if x == "1. Game Concepts"][1]
    glossary = [i for i, x in enumerate(lines) if x == "Glossary"][1]
    return load_rules(lines[body:glossary])


def small() -> tuple[list[Paragraph], dict[str, str], dict[str, str]]:
    rules, titles = load_rules((SMALL / "rules.txt").read_text(encoding="utf-8").splitlines())
    return parse_scraped((SMALL / "page.txt").read_bytes(), "page.txt"), rules, titles


# --- parsing -----------------------------------------------------------------------


def test_parse_keeps_chrome_and_line_numbers():
    paras, _, _ = small()
    assert [(p.line, p.kind) for p in paras[:3]] == [(1, "chrome"), (2, "chrome"), (4, "text")]
    assert paras[2].text == "Activate"
    assert len(paras) == 12  # 13 lines: only the blank line 3 is dropped
    assert paras[-2].text.startswith("To double a creature’s power")  # runs of spaces collapsed


def test_parse_line_ends_encodings_and_binary():
    text = "Comprehensive Rules\rCast\r\nTo cast a spell.\u2028Counter\n"
    assert [(p.line, p.text, p.kind) for p in parse_scraped(text)] == [
        (1, "Comprehensive Rules", "chrome"), (2, "Cast", "text"), (3, "To cast a spell.", "text"), (4, "Counter", "text")]
    cp1252 = "It\x92s a test.\r\n".encode("latin-1")
    assert parse_scraped(cp1252)[0].text == "It’s a test."
    with pytest.raises(ParseError) as err:
        parse_scraped(b"Cast\n\x00\x01\x02", "bad.txt")
    assert err.value.path == "bad.txt"
    with pytest.raises(ParseError):
        parse_scraped("Cast\nbad\x00")
    assert parse_scraped("") == []


# --- stripped references -------------------------------------------------------------


@pytest.mark.parametrize(
    "text, raws",
    [
        ("Archenemy game (see rule ), the active", ["rule "]),
        ("See rule , “Casting Spells.”", ["rule , “Casting Spells.”"]),
        ("cost was paid (see rule , “Handling Illegal Actions”).", ["rule , “Handling Illegal Actions”"]),
        ("this way (see rules –8).", ["rules –8"]),
        ("If not, proceed to .", ["to "]),
        ("alternative costs (see and –h).", ["see ", "and –h"]),
        ("This follows rules 701.28a–f, –10, and . Those", [", –10", "and "]),
        ("See rule .", ["rule "]),
    ],
)
def test_stripped_slots(text, raws):
    refs = find_stripped_references(text)
    assert [r.raw for r in refs] == raws
    assert all(text[r.start : r.end] == r.raw and r.target == "" for r in refs)


@pytest.mark.parametrize(
    "text",
    [
        "whenever a rule or effect asks for a choice",
        "“Whenever [a creature] attacks, . . .” triggers",
        "gains life, . . . .” If a player",
        "it phases in or out.",
        "damage would be redirected to or from a player",
        "See rule 601, “Casting Spells.”",
    ],
)
def test_intact_text_has_no_stripped_slots(text):
    assert find_stripped_references(text) == []


def test_titles_resolve_stripped_references():
    _, _, titles = small()
    idx = title_index(titles)
    (ref,) = find_stripped_references("See rule , “Activating Activated Abilities.”", idx)
    assert (ref.kind, ref.target) == ("section", "602")
    (ref,) = find_stripped_references("See rule , “Exile.”", idx)  # section 406 and keyword 701.5
    assert (ref.kind, ref.target) == ("section", "406")
    (ref,) = find_stripped_references("see section , “Additional Rules.”", idx)
    assert (ref.kind, ref.target) == ("chapter", "7")
    (ref,) = find_stripped_references("See rule , “No Such Title.”", idx)
    assert (ref.kind, ref.target) == ("rule", "")


def test_titles_from_rules_takes_sections_and_keyword_rules():
    titles = titles_from_rules({"701": "Keyword Actions", "701.49": "Roll to Visit Your Attractions",
                                "701.49a": "Short", "100.1": "These rules apply to any game."})
    assert titles == {"701": "Keyword Actions", "701.49": "Roll to Visit Your Attractions"}


def test_match_key_removes_numbers_quotes_and_spacing():
    a = "See rule 602, “Activating Activated Abilities.”"
    assert match_key(a) == match_key("See rule , \"Activating  Activated Abilities.\"") == 'see rule, "activating activated abilities."'
    assert match_key("(see rules 119.7–8)") == match_key("(see rules –8)")


def test_fill_from_rule_aligns_holes():
    refs = fill_from_rule("this way (see rules –8). See rule , “Life.”",
                          "this way (see rules 119.7–8). See rule 119, “Life.”")
    assert [(r.kind, r.target, r.raw) for r in refs] == [
        ("range", "119.7", "rules –8"), ("range", "119.8", "rules –8"), ("section", "119", "rule , “Life.”")]
    refs = fill_from_rule("costs (see and –h). If not, proceed to .",
                          "costs (see 601.2b and 601.2f–h). If not, proceed to 616.1e.")
    assert [r.target for r in refs] == ["601.2b", "601.2f", "601.2g", "601.2h", "616.1e"]
    assert [r.target for r in fill_from_rule("(see rule )", "(see the rules)")] == [""]


# --- recovery on the small fixture ------------------------------------------------------


def test_recover_small_fixture():
    paras, rules, titles = small()
    rec = {r.line: r for r in recover(paras, rules, titles)}
    assert 1 not in rec and 2 not in rec  # chrome is not matched
    got = {line: (r.number, r.method) for line, r in rec.items()}
    assert got == {
        4: ("701.2", "exact"),
        5: ("701.2a", "exact"),
        6: ("701.3", "exact"),
        7: ("701.3a", "exact"),
        8: ("701.4a", "exact"),
        9: ("701.5", "context"),  # "Exile" is also section 406; the neighbours pick 701.5
        10: ("701.5a", "exact"),
        11: ("701.6a", "exact"),  # exact even though "Tripling ..." scores close behind
        12: (None, "none"),  # nothing like it in the rules
        13: ("406.1", "fuzzy"),  # "basically" vs "essentially"
    }
    assert rec[9].candidates == ["406", "701.5"] and rec[9].second_best_score == 1.0
    assert rec[11].second_best_score > 0.9
    assert 0.8 < rec[13].score < 1.0 and rec[12].score < 0.8
    assert [(r.kind, r.target) for r in rec[5].refs] == [("section", "602")]
    assert [(r.kind, r.target) for r in rec[8].refs] == [("range", "")]
    assert [(r.kind, r.target) for r in rec[11].refs] == [("rule", "")]  # no title: unresolved


def test_recover_fill_option():
    paras, rules, titles = small()
    rec = {r.line: r for r in recover(paras, rules, titles, fill=True)}
    assert [(r.kind, r.target) for r in rec[8].refs] == [("range", "119.7"), ("range", "119.8")]
    assert [(r.kind, r.target) for r in rec[11].refs] == [("rule", "613.4c")]
    assert [(r.kind, r.target) for r in rec[5].refs] == [("section", "602")]


def test_ambiguous_and_weak_paragraphs_stay_unnumbered():
    _, rules, titles = small()
    close_to_two = Paragraph(1, "Quadrupling a creature’s power and/or toughness creates a continuous effect that "
                                "modifies those values (see rule ).")
    (rec,) = recover([close_to_two], rules, titles)
    assert rec.number is None and set(rec.candidates) == {"701.6a", "701.7a"}
    assert rec.score - rec.second_best_score < 0.04
    (rec,) = recover([Paragraph(1, "Exile")], rules, titles)  # no neighbours to settle the tie
    assert rec.number is None and rec.candidates == ["406", "701.5"]
    (rec,) = recover([Paragraph(1, "Completely unrelated words about sandwiches.")], rules, titles)
    assert rec.number is None and rec.score < 0.5


# --- the seed page against real editions ------------------------------------------------


def _seed(shared_dir: Path) -> list[Paragraph]:
    return parse_scraped((shared_dir / "seeds" / SEED).read_bytes(), SEED)


def _summary(recovered) -> tuple[int, float]:
    return sum(r.number is not None for r in recovered), statistics.mean(r.score for r in recovered)


def test_seed_against_2026_04_17(shared_dir):
    paras = _seed(shared_dir)
    assert [p.kind for p in paras[:2]] == ["chrome", "chrome"] and len(paras) == 61
    rules, titles = load_edition(shared_dir / "cr" / "cr-2026-04-17.txt")
    rec = recover(paras, rules, titles)
    assert len(rec) == 59
    matched, mean = _summary(rec)
    assert matched == 58 and mean > 0.99
    by_text = {r.text: r for r in rec}
    assert by_text["Activate"].number == "701.2"
    assert (by_text["Exile"].number, by_text["Exile"].method) == ("701.13", "context")
    assert by_text["Convert"].number == "701.28"
    (unnumbered,) = [r for r in rec if r.number is None]
    assert unnumbered.text.startswith("Only transforming tokens")  # reworded as 712.9 in 2026
    assert unnumbered.candidates == ["712.9"] and 0.7 < unnumbered.score < 0.8
    illegal = next(r for r in rec if "Handling Illegal Actions" in r.text)
    assert [(x.kind, x.target) for x in illegal.refs] == [("section", "733")]


def test_seed_matches_2025_02_07_best(shared_dir):
    paras = _seed(shared_dir)
    results = {}
    for name in ("cr-2026-04-17.txt", "cr-2026-02-27.txt", "cr-2025-11-14.txt", "cr-2025-02-07.txt"):
        rules, titles = load_edition(shared_dir / "cr" / name)
        results[name] = _summary(recover(paras, rules, titles))
    assert results["cr-2026-04-17.txt"] == results["cr-2026-02-27.txt"] == results["cr-2025-11-14.txt"]
    assert results["cr-2025-11-14.txt"][0] == 58
    assert results["cr-2025-02-07.txt"] == (59, 1.0)


def test_seed_stripped_references_all_filled_from_2025_02_07(shared_dir):
    rules, titles = load_edition(shared_dir / "cr" / "cr-2025-02-07.txt")
    rec = recover(_seed(shared_dir), rules, titles, fill=True)
    refs = [(r.number, x.raw, x.target) for r in rec for x in r.refs]
    assert all(target for _, _, target in refs)
    assert ("616.1d", "to ", "616.1e") in refs
    assert ("701.7b", "rule ", "704.5g") in refs and ("701.7b", "rule ", "704.5h") in refs
    assert ("701.10c", "rules –8", "119.8") in refs
    # numbers the scraper kept agree with this edition: it is the page's source
    kept = [(r.number, x.target) for r in rec for x in r.refs if x.raw == x.target]
    assert ("505.5", "701.49") in kept and all(t in rules for _, t in kept)


def test_recover_among_many_candidates(shared_dir):
    """~9,700 candidate rules (four editions) and 100 paragraphs (timed in bench/bench_parsers.py)."""
    rules: dict[str, str] = {}
    for name in ("cr-2026-04-17.txt", "cr-2020-04-17.txt", "cr-2016-04-08.txt", "cr-2009-10-01.txt"):
        edition, _ = load_edition(shared_dir / "cr" / name)
        rules.update({f"{name[3:13]}:{n}": t for n, t in edition.items()})
    assert len(rules) > 9000
    _, titles = load_edition(shared_dir / "cr" / "cr-2026-04-17.txt")
    paras = [p for p in _seed(shared_dir) if p.kind == "text"]
    extra = [t for n, t in load_edition(shared_dir / "cr" / "cr-2023-04-14.txt")[0].items() if len(t) > 80][::37]
    paras += [Paragraph(1000 + i, re.sub(r"\d{3}\.\d+[a-z]?", "", t)) for i, t in enumerate(extra[: 100 - len(paras)])]
    assert len(paras) == 100
    rec = recover(paras, rules, titles)
    assert sum(r.number is not None for r in rec) > 80
