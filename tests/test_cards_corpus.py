"""Cards and rulings from ../shared/cards (the 2022 snapshot and the newer Oracle text of its dated
folder) in the whole-corpus KB (fails, never skips, without ../shared)."""
from __future__ import annotations

import hashlib
import json
import shutil
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from ingest.cards import rule_level, text_hash
from kb import cards as kbcards
from kb.cli import app

FIX = Path(__file__).parent / "fixtures" / "cards"
runner = CliRunner()


@pytest.fixture(scope="session")
def cards_dir(shared_dir) -> Path:
    d = shared_dir / "cards"
    if not (d / "mtgjson2022-oracle-cards.jsonl.gz").is_file() or not (d / "mtgjson2022-rulings.jsonl.gz").is_file():
        pytest.fail(f"card data missing: {d}/mtgjson2022-*.jsonl.gz not found (put ../shared beside the project)")
    return d


@pytest.fixture(scope="session")
def cards_kb(tmp_path_factory, corpus_db, cards_dir):
    path = tmp_path_factory.mktemp("cards-corpus") / "kb.db"
    shutil.copyfile(corpus_db, path)
    report = kbcards.import_cards(path, [cards_dir])
    return path, report


def table_digest(path: Path) -> dict[str, str]:
    conn = sqlite3.connect(path)
    out = {}
    for table in ("cards", "card_faces", "card_rulings", "ruling_links", "card_sources"):
        h = hashlib.sha256()
        for row in conn.execute(f"SELECT * FROM [{table}] ORDER BY 1"):
            h.update(repr(row).encode())
        out[table] = h.hexdigest()
    return out


def _jsonl(path: Path) -> list[dict]:
    import gzip

    return [json.loads(line) for line in gzip.open(path, "rt", encoding="utf-8") if line.strip()]


@pytest.fixture(scope="session")
def input_counts(cards_dir) -> dict:
    """What the files hold, read here without the project's parsers."""
    import gzip

    from kb.cards import name_key

    faces = _jsonl(cards_dir / "mtgjson2022-oracle-cards.jsonl.gz")
    rulings = _jsonl(cards_dir / "mtgjson2022-rulings.jsonl.gz")
    newer_files = sorted(cards_dir.glob("oracle-*/*.json.gz"))
    assert newer_files, f"no newer Oracle text in {cards_dir}/oracle-*/"
    newer = json.load(gzip.open(newer_files[-1], "rt", encoding="utf-8"))
    fronts = [c for c in newer if "face" not in c]
    cards: dict[str, set] = {}
    fronts_2022: dict[str, set] = {}
    for f in faces:  # a card's name, else its front face's name
        cards.setdefault(name_key(f["name"]), set()).add(f["oracle_id"])
        if f.get("side") in (None, "a"):
            fronts_2022.setdefault(name_key(f.get("faceName") or f["name"]), set()).add(f["oracle_id"])

    def older(name: str) -> set:
        return cards.get(name_key(name)) or fronts_2022.get(name_key(name)) or set()

    return {"faces": len(faces), "cards": len({f["oracle_id"] for f in faces}), "rulings": len(rulings),
            "unique_rulings": len({(r["oracle_id"], r["published_at"], text_hash(r["comment"])) for r in rulings}),
            "ruled_cards": len({r["oracle_id"] for r in rulings}), "newer_file": newer_files[-1],
            "newer_faces": len(newer), "newer_cards": len(fronts), "newer": fronts,
            "newer_only": [c for c in fronts if not older(c["name"])],
            "variants": [c for c in fronts if len(older(c["name"])) > 1]}


def test_counts_equal_the_input(cards_kb, input_counts, newest_edition):
    path, report = cards_kb
    n = input_counts
    assert [(f["source"], f["faces"], f["cards"], f["rulings"]) for f in report.files] == [
        ("mtgjson2022-oracle-cards.jsonl.gz", n["faces"], n["cards"], 0),
        ("mtgjson2022-rulings.jsonl.gz", 0, 0, n["rulings"]),
        (n["newer_file"].name, n["newer_faces"], n["newer_cards"], 0)]
    # every card of the 2022 snapshot stays; the newer list's cards absent from it are added
    assert report.cards == n["cards"] + len(n["newer_only"]) and report.rulings == n["unique_rulings"]
    newer = report.files[-1]
    assert newer["matched"] == n["newer_cards"] - len(n["newer_only"]) - len(n["variants"])
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT count(*) FROM cards").fetchone()[0] == report.cards
    assert conn.execute("SELECT count(*) FROM card_rulings").fetchone()[0] == n["unique_rulings"]
    assert conn.execute("SELECT count(DISTINCT oracle_id) FROM card_rulings").fetchone()[0] == n["ruled_cards"]
    assert report.edition == newest_edition
    assert report.linked_rulings > 20_000 and report.links > report.linked_rulings
    # every link points at a rule of that edition
    assert conn.execute("SELECT count(*) FROM ruling_links WHERE rule_id NOT IN "
                        "(SELECT id FROM rules)").fetchone()[0] == 0


def test_reimport_is_idempotent(cards_kb, cards_dir, tmp_path):
    path, _ = cards_kb
    copy = tmp_path / "again.db"
    shutil.copyfile(path, copy)
    before = table_digest(copy)
    report = kbcards.import_cards(copy, [cards_dir])
    assert (report.faces, report.rulings) == (cards_kb[1].faces, cards_kb[1].rulings)
    assert table_digest(copy) == before


def _links(path: Path) -> tuple[dict, dict]:
    conn = sqlite3.connect(path)
    links: dict[str, set[str]] = {}
    for rid, number in conn.execute("SELECT ruling_id, number FROM ruling_links"):
        links.setdefault(rid, set()).add(rule_level(number))
    ids = {(oid, date, text_hash(text)): rid
           for rid, oid, date, text in conn.execute("SELECT id, oracle_id, published_at, text FROM card_rulings")}
    return links, ids


def score(labels: list[dict], links: dict, ids: dict) -> tuple[float, float, int, int]:
    """Precision over predicted rules (rule level; 'ok' numbers count neither way) and recall over
    labelled concepts (a concept is found when any of its 'a|b' numbers is predicted)."""
    from ingest.cards import link_counts

    tp, judged, found, total = link_counts(
        labels, links, lambda lab: ids[(lab["oracle_id"], lab["published_at"], lab["text_sha"])])
    return tp / max(1, judged), found / max(1, total), judged, total


def test_linking_precision_on_the_labelled_sample(cards_kb, record_property):
    path, _ = cards_kb
    data = json.loads((FIX / "labelled_rulings.json").read_text())
    assert data["edition"] == "2026-04-17"
    labels = data["rulings"]
    assert len(labels) >= 60
    links, ids = _links(path)
    missing = [lab for lab in labels if (lab["oracle_id"], lab["published_at"], lab["text_sha"]) not in ids]
    assert not missing, f"{len(missing)} labelled rulings are not in the data (changed input?)"
    results = {}
    for split in ("holdout", "tuning", "all"):
        subset = [lab for lab in labels if split == "all" or lab["split"] == split]
        p, r, predicted, concepts = score(subset, links, ids)
        results[split] = (round(p, 3), round(r, 3))
        record_property(f"{split}_precision", round(p, 3))
        record_property(f"{split}_recall", round(r, 3))
        print(f"{split}: {len(subset)} rulings, precision {p:.3f} ({predicted} links), recall {r:.3f} "
              f"({concepts} concepts)")
    assert results["holdout"][0] >= 0.8 and results["all"][0] >= 0.8, results
    assert results["holdout"][1] >= 0.5 and results["all"][1] >= 0.6, results  # recall: guard against regressions


def test_issue_examples(cards_kb):
    path, _ = cards_kb
    conn = sqlite3.connect(path)

    def linked(card: str, contains: str) -> set[str]:
        return {n for (n,) in conn.execute(
            "SELECT l.number FROM ruling_links l JOIN card_rulings r ON r.id = l.ruling_id "
            "WHERE r.card_name = ? AND r.text LIKE ?", [card, f"%{contains}%"])}

    assert "707.2" in linked("Vesuva", "copiable values")  # a ruling about copiable values
    assert "702.19" in linked("Charging Tuskodon", "trample")  # a trample ruling
    n = conn.execute("SELECT count(*) FROM ruling_links WHERE number = '702.19'").fetchone()[0]
    assert n > 50
    term = conn.execute("SELECT term, method FROM ruling_links WHERE number = '707.2' "
                        "AND term = 'copiable values' LIMIT 1").fetchone()
    assert term == ("copiable values", "concept")


def test_kb_card_fling(cards_kb, newest_edition):
    path, _ = cards_kb
    r = runner.invoke(app, ["card", "Fling", "--db", str(path)], env={"COLUMNS": "200"})
    assert r.exit_code == 0, r.output
    assert r.output.startswith("Fling  {1}{R}\nInstant\nAs an additional cost to cast this spell, sacrifice a creature.")
    assert "Rulings (3)" in r.output and f"Related rules ({newest_edition} edition)" in r.output
    data = json.loads(runner.invoke(app, ["card", "delver", "of", "secrets", "--json", "--db", str(path)]).output)
    assert data["card"]["name"] == "Delver of Secrets // Insectile Aberration"
    assert {"702.9", "701.27"} <= {x["number"] for x in data["related_rules"]}  # flying, transform
    r = runner.invoke(app, ["rulings", "--rule", "707.10", "--json", "--db", str(path)])
    data = json.loads(r.output)
    assert data["total"] > 50 and data["rule"]["number"] == "707.10"


def test_card_definition_real_cards(cards_kb):
    path, _ = cards_kb
    conn = sqlite3.connect(path)
    fling = kbcards.card_definition(conn, "Fling")
    assert fling == {
        "name": "Fling", "mana_cost": "{1}{R}", "colors": ["R"], "color_indicator": None, "supertypes": [],
        "types": ["Instant"], "subtypes": [], "power": None, "toughness": None, "loyalty": None,
        "text": "As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage equal to "
                "the sacrificed creature's power to any target.",
        "layout": "normal"}
    back = kbcards.card_definition(conn, "Insectile Aberration")
    assert (back["power"], back["toughness"], back["mana_cost"], back["text"]) == ("3", "2", None, "Flying")
    assert kbcards.card_definition(conn, "Fire // Ice")["name"] == "Fire"
    jace = kbcards.card_definition(conn, "Jace, the Mind Sculptor")
    assert jace["loyalty"] == "3" and jace["supertypes"] == ["Legendary"] and jace["subtypes"] == ["Jace"]
    assert kbcards.card_definition(conn, "Tarmogoyf")["power"] == "*"
    assert kbcards.card_definition(conn, "Not A Real Card Name") is None
    # an adventurer card named by its Adventure is that face of the whole card, with both faces (rt51d: it came
    # without its faces, so a scenario's "cast: Swift End" cast a bare instant that went to the graveyard, 715.4)
    swift = kbcards.card_definition(conn, "Swift End")
    assert swift["layout"] == "adventure" and [f["name"] for f in swift["faces"]] == ["Murderous Rider", "Swift End"]


def test_a_kb_card_cast_by_its_adventures_name_goes_to_exile(cards_kb, newest_edition):
    from kb.engine.scenario import loads, run

    path, _ = cards_kb
    conn = sqlite3.connect(path)
    text = f"""title: Swift End from the KB
edition: {newest_edition}
players: [you, opponent]
cards:
  Test Bear: {{mana_cost: "{{1}}{{G}}", type_line: Creature — Bear, power: 2, toughness: 2}}
steps:
  - enter: {{card: Test Bear, controller: opponent, already: true}}
  - cast: {{card: Swift End, targets: [Test Bear]}}
  - resolve: all
  - expect:
      Test Bear: {{zone: graveyard}}
      Swift End: {{zone: exile}}
      you: {{life: 18}}
"""
    res = run(loads(text, "swift.yaml"), db=conn)
    assert res.passed, [(a.object, a.field, a.expected, a.actual) for a in res.answers if not a.ok]


@pytest.mark.parametrize("which", ["2026-04-17", "newest"])  # the labelled samples' edition, and the one linked
def test_every_concept_finds_its_rule_in_the_current_edition(corpus_db, newest_edition, which):
    """Each concept's rule says what the concept's check phrase expects (else it would be
    looked up elsewhere, or silently dropped)."""
    from ingest import cards as icards

    index = kbcards.rule_index(sqlite3.connect(corpus_db), newest_edition if which == "newest" else which)
    wrong = [(number, check) for _, number, check, _ in icards._CONCEPTS
             if index._resolve_concept(number, check) != number]
    wrong += [(p[1], p[2]) for p in icards._PATTERNS if index._resolve_concept(p[1], p[2]) != p[1]]
    assert wrong == []


# --- issue 13: links need context; precision and recall per rule -------------------------------

def test_dependency_links_need_layers_or_timestamps(cards_kb):
    """613.8 (dependency) was linked to 87 rulings, 86 of them about "depends on your devotion" or
    "depends on whether evoke was paid"; the real dependency rulings were not linked."""
    path, _ = cards_kb
    conn = sqlite3.connect(path)
    texts = [t for (t,) in conn.execute("SELECT r.text FROM ruling_links l JOIN card_rulings r ON r.id = l.ruling_id "
                                        "WHERE l.number = '613.8'")]
    assert 0 < len(texts) <= 10, len(texts)
    assert all(any(w in t.lower() for w in ("layer", "timestamp", "order")) for t in texts), texts
    urborg = conn.execute("SELECT l.number FROM card_rulings r JOIN ruling_links l ON l.ruling_id = r.id "
                          "WHERE r.card_name = 'Urborg, Tomb of Yawgmoth' AND r.text LIKE '%in what order%'").fetchall()
    assert ("613.8",) in urborg
    assert conn.execute("SELECT count(*) FROM ruling_links l JOIN card_rulings r ON r.id = l.ruling_id WHERE "
                        "l.number = '613.8' AND (r.text LIKE '%devotion%' OR r.text LIKE '%evoke%')").fetchone()[0] == 0


def per_rule(labels: list[dict], links: dict, ids: dict, rules: list[str]) -> dict[str, tuple[int, int, int, int]]:
    """For each rule: (correct links, links judged, concepts found, concepts) — 'ok' links are not judged."""
    out = {}
    for rule in rules:
        tp = judged = found = total = 0
        for lab in labels:
            pred = links.get(ids[(lab["oracle_id"], lab["published_at"], lab["text_sha"])], set())
            concepts = [set(c.split("|")) for c in lab["rules"]]
            good = set().union(*concepts) if concepts else set()
            if rule in pred and (rule in good or rule not in lab["ok"]):
                judged += 1
                tp += rule in good
            for c in concepts:
                if rule in c:
                    total += 1
                    found += bool(c & pred)
        out[rule] = (tp, judged, found, total)
    return out


def test_linking_on_the_top20_sample(cards_kb, record_property):
    """1,401 rulings labelled blind for the rules with the most links (tests/fixtures/cards/
    labelled_rulings_top20.json); the 'holdout' split was labelled after the linker was frozen."""
    path, _ = cards_kb
    data = json.loads((FIX / "labelled_rulings_top20.json").read_text())
    assert data["edition"] == "2026-04-17"
    labels = data["rulings"]
    links, ids = _links(path)
    assert not [lab for lab in labels if (lab["oracle_id"], lab["published_at"], lab["text_sha"]) not in ids]
    conn = sqlite3.connect(path)
    numbers = {n for (n,) in conn.execute("SELECT number FROM rules WHERE edition = '2026-04-17'")}
    assert not {n for lab in labels for c in lab["rules"] + lab["ok"] for n in c.split("|")} - numbers
    results = {}
    for split in ("tuning", "tuning2", "holdout", "fresh3"):
        subset = [lab for lab in labels if lab["split"] == split]
        p, r, predicted, concepts = score(subset, links, ids)
        results[split] = (round(p, 3), round(r, 3))
        record_property(f"top20_{split}_precision", round(p, 3))
        record_property(f"top20_{split}_recall", round(r, 3))
        print(f"{split}: {len(subset)} rulings, precision {p:.3f} ({predicted} links), recall {r:.3f} ({concepts})")
    counts = {}
    for number, in conn.execute("SELECT number FROM ruling_links"):
        counts[rule_level(number)] = counts.get(rule_level(number), 0) + 1
    top = sorted(counts, key=lambda n: -counts[n])[:20]
    holdout = [lab for lab in labels if lab["split"] == "holdout"]
    for rule, (tp, judged, found, total) in per_rule(holdout, links, ids, top + ["613.8"]).items():
        print(f"  {rule:8} {counts.get(rule, 0):5} links  precision {tp}/{judged}  recall {found}/{total}")
    assert results["holdout"][0] >= 0.9 and results["holdout"][1] >= 0.75, results  # guards against regressions
    assert results["fresh3"][0] >= 0.9 and results["fresh3"][1] >= 0.75, results
    # the rules below 0.9 after the first round, on the samples drawn after it (holdout + fresh3)
    later = [lab for lab in labels if lab["split"] in ("holdout", "fresh3")]
    low = {rule: (tp, judged) for rule, (tp, judged, _, _) in
           per_rule(later, links, ids, ["107.3", "702.29", "509.1", "714.2", "502.3", "608.2", "601.2"]).items()
           if tp < 0.9 * judged}
    assert not low, low


def _tsv_labels(path: Path) -> list[dict]:
    lines = [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln and not ln.startswith("#")]
    head = lines[0].split("\t")
    rows = [dict(zip(head, ln.split("\t"))) for ln in lines[1:]]
    return [{"oracle_id": r["oracle_id"], "published_at": r["published_at"], "text_sha": r["text_sha"],
             "split": r["half"], "drawn": r["drawn"], "rules": [x for x in r["rules"].split(",") if x],
             "ok": [x for x in r["ok"].split(",") if x]} for r in rows]


def test_linking_on_the_issue24_sample(cards_kb, record_property):
    """180 rulings drawn at random (120 the linker of main 4739869 left unlinked, 60 it linked;
    tests/fixtures/cards/ruling_links_sample.tsv): the rules they turn on, in the words rulings use
    ("last known", "the target becomes illegal", "unless it has haste"). Only the 'tune' half was
    looked at while writing the patterns; before them: held precision 0.964, recall 0.450."""
    path, _ = cards_kb
    labels = _tsv_labels(FIX / "ruling_links_sample.tsv")
    assert len(labels) == 180 and sum(lab["split"] == "held" for lab in labels) == 90
    assert sum(lab["drawn"] == "unlinked" for lab in labels) == 120
    links, ids = _links(path)
    assert not [lab for lab in labels if (lab["oracle_id"], lab["published_at"], lab["text_sha"]) not in ids]
    numbers = {n for (n,) in sqlite3.connect(path).execute("SELECT number FROM rules WHERE edition = '2026-04-17'")}
    assert not {n for lab in labels for c in lab["rules"] + lab["ok"] for n in c.split("|")} - numbers
    results = {}
    for split in ("tune", "held"):
        p, r, predicted, concepts = score([lab for lab in labels if lab["split"] == split], links, ids)
        results[split] = (round(p, 3), round(r, 3))
        record_property(f"issue24_{split}_precision", round(p, 3))
        record_property(f"issue24_{split}_recall", round(r, 3))
        print(f"{split}: precision {p:.3f} ({predicted} links), recall {r:.3f} ({concepts} concepts)")
    assert results["held"][0] >= 0.96 and results["held"][1] >= 0.6, results  # guards against regressions


# --- the newer Oracle text (cards/oracle-2026-06, issue 23) ---------------------------------------

def test_every_newer_card_shows_its_newer_text(cards_kb, input_counts):
    path, _ = cards_kb
    conn = sqlite3.connect(path)
    variants = {c["name"] for c in input_counts["variants"]}
    wrong = []
    for c in input_counts["newer"]:
        if c["name"] in variants:
            continue
        row = conn.execute("SELECT f.text, f.source FROM cards k JOIN card_faces f ON f.oracle_id = k.oracle_id "
                           "AND f.idx = 0 WHERE k.name_key = ? AND k.layout NOT IN ('token', 'emblem') LIMIT 1",
                           [kbcards.name_key(c["name"])]).fetchone()
        if row != ((c["text"] or None), input_counts["newer_file"].name):
            wrong.append((c["name"], row))
    assert not wrong, (len(wrong), wrong[:5])


def test_sheoldred_and_the_one_ring_from_the_newer_source(cards_kb, input_counts):
    path, _ = cards_kb
    newer = {c["name"]: c for c in input_counts["newer"]}
    src = input_counts["newer_file"].name
    for name in ("Sheoldred, the Apocalypse", "The One Ring"):
        r = runner.invoke(app, ["card", name, "--db", str(path)], env={"COLUMNS": "250"})
        assert r.exit_code == 0, r.output
        assert r.output.startswith(f"{name}  {newer[name]['manaCost']}\n") and newer[name]["text"] in r.output
        assert f"Text: {src} (Oracle text as of 2026-06)." in r.output
        assert f"Rulings: none known: the card is only in {src}, which has no rulings" in r.output


def test_a_card_in_both_has_todays_text_and_the_snapshots_rulings(cards_kb, input_counts, cards_dir):
    path, _ = cards_kb
    conn = sqlite3.connect(path)
    src = input_counts["newer_file"].name
    data = json.loads(runner.invoke(app, ["card", "Fire // Ice", "--json", "--db", str(path)]).output)
    newer = next(c for c in input_counts["newer"] if c["name"] == "Fire // Ice")
    fire, ice = data["faces"]
    assert (fire["text"], fire["source"]) == (newer["text"], src)  # only the first face is in the newer list
    assert ice["source"] == "mtgjson2022-oracle-cards.jsonl.gz" and ice["text"]
    assert data["provenance"]["older_faces"] == ["Ice"] and data["card"]["mana_value"] == 4.0
    oid = data["card"]["oracle_id"]
    expected = {(r["published_at"], r["comment"]) for r in _jsonl(cards_dir / "mtgjson2022-rulings.jsonl.gz")
                if r["oracle_id"] == oid}
    assert expected and {(r["published_at"], r["text"]) for r in data["rulings"]} == expected
    d = kbcards.card_definition(conn, "Fire // Ice")
    assert [f["text"] for f in d["faces"]] == [fire["text"], ice["text"]]


def test_the_engine_reads_todays_wording(cards_kb, input_counts):
    """Cards in the newer wording ("enters", "Kindred", "mana value") load in the engine."""
    from kb.engine.coverage import coverage_of_faces

    path, _ = cards_kb
    conn = sqlite3.connect(path)
    cols = ("name, mana_cost, colors, color_indicator, supertypes, types, subtypes, power, toughness, loyalty, "
            "text, layout")
    rows = conn.execute(f"SELECT {cols} FROM card_faces WHERE source = ? AND (types LIKE '%Kindred%' OR "
                        "text LIKE '%enters%' OR text LIKE '%mana value%') ORDER BY id",
                        [input_counts["newer_file"].name]).fetchall()
    names = [c.strip() for c in cols.split(",")]
    kindred = [dict(zip(names, r)) for r in rows if "Kindred" in r[5]]
    assert kindred and coverage_of_faces(kindred).loaded == len(kindred)
    sample = [dict(zip(names, r)) for r in rows[::25]]
    cov = coverage_of_faces(sample)
    assert cov.loaded >= 0.99 * len(sample), dict(cov.failures)
    r = runner.invoke(app, ["ask", "Sheoldred, the Apocalypse; show it", "--db", str(path)], env={"COLUMNS": "250"})
    assert r.exit_code == 0, r.output
    assert "Sheoldred, the Apocalypse: 4/5" in r.output and "Whenever you draw a card, you gain 2 life." in r.output
