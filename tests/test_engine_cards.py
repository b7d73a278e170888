"""End to end: a scenario names cards it does not define; the engine reads them from the KB's
card data (kb.cards.card_definition), and an inline definition still wins."""
from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from kb import cards as kbcards
from kb.cli import app
from kb.store import ingest_paths

CARDS = Path(__file__).parent / "fixtures" / "cards"
CR = Path(__file__).parent / "fixtures" / "cr"
runner = CliRunner()

SCENARIO = """\
title: Cards from the KB
edition: 2026-04-17
kind: puzzle
question: Gristle Hauler and Flying Carpet Vendor come from the KB's card data.
cards:
  Anthem: {type_line: Enchantment, text: "Creatures you control get +1/+1."}
INLINE
steps:
  - enter: [Anthem, Gristle Hauler, Flying Carpet Vendor]
  - expect:
      Gristle Hauler: {pt: PT, has_abilities: [trample]}
      Flying Carpet Vendor: {pt: 2/4, types: [Artifact, Creature]}
    why: The anthem's +1/+1 is layer 7c (613.4c).
"""


def _kb(tmp_path: Path) -> Path:
    db = tmp_path / "kb.db"
    ingest_paths(db, [CR / "modern.txt"])
    kbcards.import_cards(db, [CARDS / "cards-small.jsonl"])
    return db


def test_cards_named_only_come_from_the_kb(tmp_path):
    db = _kb(tmp_path)
    path = tmp_path / "kb-cards.yaml"
    path.write_text(SCENARIO.replace("INLINE\n", "").replace("PT", "5/5"))
    r = runner.invoke(app, ["scenario", "run", str(path), "--db", str(db)], env={"COLUMNS": "200"})
    assert r.exit_code == 0, r.output
    assert "1 passed, 0 failed" in r.output


def test_inline_definition_wins_over_the_kb(tmp_path):
    db = _kb(tmp_path)
    path = tmp_path / "inline.yaml"
    inline = '  Gristle Hauler: {type_line: "Creature — Beast", power: 1, toughness: 1, text: Trample}\n'
    path.write_text(SCENARIO.replace("INLINE\n", inline).replace("PT", "2/2"))
    r = runner.invoke(app, ["scenario", "run", str(path), "--db", str(db)], env={"COLUMNS": "200"})
    assert r.exit_code == 0, r.output


def test_unknown_card_names_file_and_line(tmp_path):
    db = _kb(tmp_path)
    path = tmp_path / "unknown.yaml"
    path.write_text(SCENARIO.replace("INLINE\n", "").replace("PT", "5/5").replace("Flying Carpet Vendor", "Nonexistent Card"))
    r = runner.invoke(app, ["scenario", "run", str(path), "--db", str(db)], env={"COLUMNS": "200"})
    assert r.exit_code == 1 and "unknown.yaml:" in r.output and "Nonexistent Card" in r.output
