"""Cards and rulings on small fixtures written for these tests (fictional cards, a mini CR)."""
from __future__ import annotations

import gzip
import hashlib
import json
import sqlite3
from pathlib import Path

import pytest
import sqlite_utils
from typer.testing import CliRunner

from ingest.cards import parse_card_bytes, parse_card_file, split_type_line
from ingest.text import ParseError
from kb import cards as kbcards
from kb.cli import app
from kb.store import ingest_paths

FIX = Path(__file__).parent / "fixtures" / "cards"
runner = CliRunner()
O = "00000000-0000-4000-8000-{:012d}".format


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def dump(path: Path) -> dict[str, list[tuple]]:
    db = sqlite_utils.Database(path)
    return {t: db.execute(f"SELECT * FROM [{t}] ORDER BY 1").fetchall()
            for t in ("cards", "card_faces", "card_rulings", "ruling_links", "card_sources")}


@pytest.fixture
def loaded(kb) -> Path:
    kbcards.import_cards(kb, [FIX / "cards-small.jsonl", FIX / "rulings-small.jsonl"])
    return kb


def cli(db: Path, *args: str):
    return runner.invoke(app, [*args, "--db", str(db)], env={"COLUMNS": "200"})


# --- parsers ------------------------------------------------------------------------------

def test_type_lines():
    assert split_type_line("Legendary Creature — Angel Horror") == (["Legendary"], ["Creature"], ["Angel", "Horror"])
    assert split_type_line("Basic Snow Land — Island") == (["Basic", "Snow"], ["Land"], ["Island"])
    assert split_type_line("Plane — Serra's Realm") == ([], ["Plane"], ["Serra's Realm"])
    assert split_type_line("Instant") == ([], ["Instant"], [])
    assert split_type_line(None) == ([], [], [])


def test_jsonl_faces_in_side_order():
    f = parse_card_file(FIX / "cards-small.jsonl")
    assert f.format == "jsonl" and f.kinds == {"cards"}
    assert len(f.faces) == 10 and len({x.oracle_id for x in f.faces}) == 8
    spark, frost = [x for x in f.faces if x.oracle_id == O(3)]
    assert (spark.index, spark.name, frost.index, frost.name) == (0, "Spark", 1, "Frost")
    assert spark.card_name == "Spark // Frost" and frost.mana_cost == "{1}{U}" and frost.colors == ["U"]
    vela = next(x for x in f.faces if x.oracle_id == O(7))
    assert (vela.supertypes, vela.types, vela.subtypes, vela.loyalty) == (["Legendary"], ["Planeswalker"], ["Vela"], "4")


def test_jsonl_rulings_keep_every_line():
    f = parse_card_file(FIX / "rulings-small.jsonl")
    assert f.kinds == {"rulings"} and len(f.rulings) == 10
    assert f.rulings[8].text == ""  # an empty ruling is kept (the real data has one)


def test_mtgjson_atomic():
    f = parse_card_file(FIX / "AtomicCards-small.json")
    assert f.format == "mtgjson-atomic" and f.kinds == {"cards", "rulings"}
    assert len(f.faces) == 5
    assert len(f.rulings) == 2  # the split card's faces repeat their ruling: kept once
    nameless = next(x for x in f.faces if x.name == "Nameless Lantern")
    assert nameless.oracle_id == "mtgjson:Nameless Lantern"  # no Scryfall oracle id in the file
    assert {r.card_name for r in f.rulings} == {"Gristle Hauler", "Spark // Frost"}


def test_scryfall_cards_and_rulings():
    f = parse_card_file(FIX / "oracle-cards-small.json")
    assert f.format == "scryfall-cards"
    names = [x.name for x in f.faces]
    assert "Gristle Hauler // Gristle Hauler" not in names  # art-series cards are skipped
    assert len(f.faces) == 8 and len({x.oracle_id for x in f.faces}) == 6
    frost = next(x for x in f.faces if x.name == "Frost")
    assert frost.colors == ["U"] and frost.mana_value == 3.0 and frost.side == "b"
    stalker = next(x for x in f.faces if x.name == "Dusk Stalker")
    assert stalker.color_indicator == ["W"] and stalker.mana_cost is None and stalker.keywords == ["Flying"]
    assert next(x for x in f.faces if x.name == "Dawn Watcher").keywords == ["Transform"]
    rev = parse_card_file(FIX / "oracle-cards-reversible.json")
    assert {x.oracle_id for x in rev.faces} == {O(1)}  # the oracle id sits on the faces
    r = parse_card_file(FIX / "rulings-small.json")
    assert r.format == "scryfall-rulings" and len(r.rulings) == 8 and r.rulings[0].source == "wotc"
    assert r.rulings[0].card_name is None


def test_gzip_is_read():
    data = (FIX / "rulings-small.jsonl").read_bytes()
    assert len(parse_card_bytes(gzip.compress(data), "x.jsonl.gz").rulings) == 10


@pytest.mark.parametrize("data, message, line", [
    (b"", "empty file", None),
    (b"   \n\n", "empty file", None),
    (b"\x00\x01binary", "binary data", 1),
    (b"name,cost\nFling,{1}{R}\n", "not JSON", 1),
    (b'{"oracle_id": "a", "name": "X"}\n{"oracle_id": "b", "name": \n', "invalid JSON", 2),
    (b'{"oracle_id": "a", "name": "X", "colors": "R"}\n', "'colors' should be a list of strings", 1),
    (b'{"oracle_id": "a", "name": "X", "manaValue": "two"}\n', "'manaValue' should be a number", 1),
    (b'{"oracle_id": "a", "published_at": "2020-13", "comment": "x"}\n', "YYYY-MM-DD", 1),
    (b'{"oracle_id": "a", "card_name": "X"}\n', "neither a card face", 1),
    (b'{"name": "X"}\n{"name": "Y"}\n', "without 'oracle_id'", 1),
    (b'[{"object": "set", "code": "abc"}]', "neither Scryfall cards nor rulings", None),
    (b'[]', "empty list", None),
    (b'{"object": "list", "data": [{"object": "bulk_data", "type": "rulings"}]}', "bulk-data index", None),
    (b'{"hello": "world"}', "unrecognised JSON", None),
    (b'[{"object": "card", "name": "X"', "invalid JSON", 1),
])
def test_bad_input_is_a_clear_error(data, message, line):
    with pytest.raises(ParseError) as e:
        parse_card_bytes(data, "bad.json")
    assert message in str(e.value) and e.value.path == "bad.json" and e.value.line == line


def test_truncated_gzip():
    data = gzip.compress((FIX / "cards-small.jsonl").read_bytes())
    with pytest.raises(ParseError, match="corrupt or truncated gzip"):
        parse_card_bytes(data[: len(data) // 2], "cards.jsonl.gz")


def test_missing_file():
    with pytest.raises(ParseError, match="no such file"):
        parse_card_file(FIX / "nope.json")


# --- import ----------------------------------------------------------------------------------

def test_import_counts_and_tables(loaded):
    db = sqlite_utils.Database(loaded)
    assert db["cards"].count == 8 and db["card_faces"].count == 10
    assert db["card_rulings"].count == 9  # ten lines, one an exact repeat
    card = db["cards"].get(O(3))
    assert (card["name"], card["faces"], card["mana_cost"], card["layout"]) == \
        ("Spark // Frost", 2, "{R} // {1}{U}", "split")
    assert card["type_line"] == "Instant // Instant" and card["text"] == "Spark deals 1 damage to any target.\n//\nTap target creature."
    dfc = db["cards"].get(O(4))
    assert json.loads(dfc["colors"]) == ["W"] and json.loads(dfc["keywords"]) == ["Transform", "Flying"]
    assert db["card_faces"].get(f"{O(4)}/1")["name"] == "Dusk Stalker"
    assert {r["source"] for r in db["card_sources"].rows} == {"cards-small.jsonl", "rulings-small.jsonl"}
    # full-text search on both
    hits = db.execute("SELECT c.name FROM cards_fts JOIN cards c ON c.rowid = cards_fts.rowid "
                      "WHERE cards_fts MATCH 'sacrificed'").fetchall()
    assert hits == [("Hurl the Fallen",)]
    hits = db.execute("SELECT count(*) FROM card_rulings_fts WHERE card_rulings_fts MATCH 'copiable'").fetchone()
    assert hits == (1,)


def test_split_colours_are_the_halves_combined(loaded):
    colors = json.loads(sqlite_utils.Database(loaded)["cards"].get(O(3))["colors"])
    assert colors == ["U", "R"]  # WUBRG order


def test_reimport_is_idempotent(loaded):
    before = dump(loaded)
    kbcards.import_cards(loaded, [FIX / "cards-small.jsonl", FIX / "rulings-small.jsonl"])
    assert dump(loaded) == before


def test_a_bad_file_changes_nothing(loaded, tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"oracle_id": "x", "name": "Y"}\n{"oracle_id": \n')
    before = digest(loaded)
    with pytest.raises(ParseError, match=r"bad.jsonl:2: invalid JSON"):
        kbcards.import_cards(loaded, [FIX / "oracle-cards-small.json", bad])
    with pytest.raises(ParseError, match="no such file"):
        kbcards.import_cards(loaded, [FIX / "oracle-cards-small.json", tmp_path / "missing.json"])
    assert digest(loaded) == before
    assert not list(tmp_path.glob("*.tmp")) and not list(loaded.parent.glob("*.tmp"))


def test_cards_only_import_keeps_rulings(loaded):
    kbcards.import_cards(loaded, [FIX / "oracle-cards-small.json"])
    db = sqlite_utils.Database(loaded)
    assert db["cards"].count == 6 and db["card_rulings"].count == 9
    assert db["cards"].get(O(4))["color_indicator"] is None  # the front face's
    assert json.loads(db["card_faces"].get(f"{O(4)}/1")["color_indicator"]) == ["W"]


def test_scryfall_rulings_take_card_names_from_cards(kb):
    kbcards.import_cards(kb, [FIX / "oracle-cards-small.json", FIX / "rulings-small.json"])
    db = sqlite_utils.Database(kb)
    names = {r["card_name"] for r in db["card_rulings"].rows}
    assert "Hurl the Fallen" in names and None not in names
    assert {r["source"] for r in db["card_rulings"].rows} == {"wotc"}


def test_atomic_import(kb):
    report = kbcards.import_cards(kb, [FIX / "AtomicCards-small.json"])
    assert (report.cards, report.faces, report.rulings) == (4, 5, 2)
    assert report.replaced == ["cards", "rulings"]


def test_without_an_edition_rulings_are_not_linked(tmp_path):
    db = tmp_path / "kb.db"
    report = kbcards.import_cards(db, [FIX / "cards-small.jsonl", FIX / "rulings-small.jsonl"])
    assert report.edition is None and report.links == 0 and report.rulings == 9


# --- linking -------------------------------------------------------------------------------

def links_of(db: Path, text_start: str) -> list[tuple]:
    conn = sqlite3.connect(db)
    return conn.execute("SELECT l.number, l.term, l.method, l.score FROM ruling_links l JOIN card_rulings r "
                        "ON r.id = l.ruling_id WHERE r.text LIKE ? ORDER BY l.score DESC",
                        [text_start + "%"]).fetchall()


def test_links(loaded):
    assert links_of(loaded, "If every creature blocking")[0][:3] == ("702.19", "trample", "keyword")
    assert links_of(loaded, "How the damage is divided") == [("702.19b", "702.19b", "citation", 1.0)]
    assert links_of(loaded, "Mirror Tinkerer takes on")[0][:2] == ("707.2", "copiable values")
    assert links_of(loaded, "If the target is an illegal target")[0][:2] == ("608.2", "illegal target")
    assert links_of(loaded, "Use the sacrificed creature")[0][:2] == ("608.2", "last known information")
    assert links_of(loaded, "While it isn't on the stack")[0][:2] == ("202.3", "mana value")
    # "Flying Carpet Vendor" is a card's name, not the flying keyword
    assert not [x for x in links_of(loaded, "If Mirror Tinkerer copies") if x[0] == "702.9"]
    conn = sqlite3.connect(loaded)
    assert conn.execute("SELECT DISTINCT edition FROM ruling_links").fetchall() == [("2025-03-01",)]
    assert conn.execute("SELECT count(*) FROM ruling_links WHERE rule_id NOT IN (SELECT id FROM rules)").fetchone() == (0,)
    assert conn.execute("SELECT links FROM card_rulings WHERE text LIKE 'How the damage%'").fetchone() == (1,)


def test_relink_follows_a_new_edition(loaded):
    text = (FIX / "cr-mini.txt").read_text().replace("March 1, 2025", "June 1, 2025")
    newer = loaded.parent / "cr-newer.txt"
    newer.write_text(text)
    ingest_paths(loaded, [newer])
    report = kbcards.relink(loaded)
    assert report.edition == "2025-06-01" and report.links > 0
    conn = sqlite3.connect(loaded)
    assert conn.execute("SELECT DISTINCT edition FROM ruling_links").fetchall() == [("2025-06-01",)]


def test_link_text_directly(base_kb):
    from ingest.cards import link_text

    index = kbcards.rule_index(sqlite3.connect(base_kb), "2025-03-01")
    got = link_text(index, "A creature with trample that's blocked assigns lethal damage to blockers.")
    assert [(x.number, x.term) for x in got][:1] == [("702.19", "trample")]
    # a keyword another card has, named once in passing after the first sentence: no link
    got = link_text(index, "The spell resolves. Creatures you control later won't gain flying.")
    assert "702.9" not in [x.number for x in got]
    # inside parentheses: weaker
    got = link_text(index, "It can block (unless it has flying).", card_keywords=[])
    assert "702.9" not in [x.number for x in got]
    assert link_text(index, "") == []


def _context_index():
    """A hand-made edition holding the rules the context conditions are about."""
    from ingest.cards import RuleIndex

    rules = [
        ("502", "section", "5", None, "Untap Step"),
        ("502.3", "rule", "502", None, "The active player determines which permanents will untap, and they untap."),
        ("509", "section", "5", None, "Declare Blockers Step"),
        ("509.1", "rule", "509", None, "First, the defending player declares blockers."),
        ("608", "section", "6", None, "Resolving Spells and Abilities"),
        ("608.2", "rule", "608", None, "If an effect requires information from the game, it's determined once. "
                                        "A target that's now illegal is checked. Last known information is used."),
        ("613", "section", "6", None, "Interaction of Continuous Effects"),
        ("613.8", "rule", "613", None, "Within a layer, the order is sometimes determined by a dependency system."),
        ("614", "section", "6", None, "Replacement Effects"),
        ("614.1", "rule", "614", None, "Some continuous effects are replacement effects."),
        ("704", "section", "7", None, "State-Based Actions"),
        ("704.5", "rule", "704", None, "The state-based actions are: 0 or less life, toughness 0 or less, lethal "
                                       "damage, and an Aura or Equipment left unattached."),
        ("707", "section", "7", None, "Copying Objects"),
        ("707.2", "rule", "707", None, "A copy acquires the copiable values of the original."),
        ("707.10", "rule", "707", None, "To copy a spell means to put a copy of it on the stack."),
    ]
    return RuleIndex("2026-04-17", rules, [], [])


@pytest.mark.parametrize("text, rule, linked", [
    # "depends on" is dependency only next to layers or timestamps (issue 13: 86 of 87 were false)
    ("If an ability has an effect that depends on your devotion to a color, count it as the ability resolves.",
     "613.8", False),
    ("Whether evoke's sacrifice ability triggers depends on whether the evoke cost was chosen.", "613.8", False),
    ("One effect depends on the other if applying it would change what the other applies to in that layer.",
     "613.8", True),
    ("It won't turn lands into Swamps, no matter in what order those effects started to apply.", "613.8", True),
    # "as it resolves" is about resolving only with a choice or a value made then
    ("The God is put on the bottom of their library as its last ability resolves.", "608.2", False),
    ("You choose which counters are removed as the ability resolves.", "608.2", True),
    # the untap step is about untapping only when something untaps
    ("It phases in during its controller's untap step.", "502.3", False),
    ("That creature doesn't untap during its controller's next untap step.", "502.3", True),
    # the declare blockers step is a time; declaring blockers is the rule
    ("Activate the ability during the declare blockers step, before damage.", "509.1", False),
    ("Only one creature is required to block it. Blockers are declared all at once.", "509.1", True),
    # a negated state-based action, "assigning lethal damage", life at 0 without losing
    ("This happens immediately and is not a state-based action.", "704.5", False),
    ("The creature is put into its owner's graveyard as a state-based action.", "704.5", True),
    ("You can't assign lethal damage to the second creature first.", "704.5", False),
    ("If you're at 0 or less life, you can't pay any amount of life.", "704.5", False),
    # a replacement effect in passing is not a ruling about what one is
    ("If the draw is modified by a replacement effect, no card is revealed.", "614.1", False),
    ("Riot is a replacement effect. Players can't respond to your choice.", "614.1", True),
    # a copy in a sentence about a spell is a copy of a spell
    ("As a copy of a permanent spell resolves, it's put onto the battlefield as a token.", "707.2", False),
    ("It enters the battlefield as a copy of that creature.", "707.2", True),
    ("If you copy a spell with X, the copy has the same value of X.", "707.10", True),
])
def test_concepts_need_their_context(text, rule, linked):
    from ingest.cards import link_text

    got = [x.number for x in link_text(_context_index(), text)]
    assert (rule in got) == linked, (text, got)


def _context_index2():
    """The hand-made edition above, plus X, Saga chapters, cycling and flying (issue 13, second round)."""
    from ingest.cards import RuleIndex

    base = _context_index()
    rules = [(n, kind, parent, title, text) for n, (kind, parent, title, text) in base.rules.items()] + [
        ("107", "section", "1", None, "Numbers and Symbols"),
        ("107.3", "rule", "107", None, "Many objects use the letter X as a placeholder for a number. The controller "
                                       "chooses and announces the value of X as part of casting the spell."),
        ("702", "section", "7", None, "Keyword Abilities"),
        ("702.9", "rule", "702", "Flying", "Flying is an evasion ability."),
        ("702.29", "rule", "702", "Cycling", "Cycling is an activated ability that functions only while the card "
                                             "with cycling is in a player's hand."),
        ("714", "section", "7", None, "Saga Cards"),
        ("714.2", "rule", "714", None, "A chapter symbol represents a triggered ability referred to as a chapter "
                                       "ability. It triggers when lore counters are put onto the Saga."),
    ]
    return RuleIndex("2026-04-17", rules, [], [])


@pytest.mark.parametrize("text, rule, linked", [
    # the value of X as a rule, not the way a card's own X is worked out
    ("To determine the value of X, this spell counts all damage dealt this turn.", "107.3", False),
    ("If the card has {X} in its mana cost, you must choose 0 as the value of X.", "107.3", True),
    ("If the spell being copied has an X whose value was determined as it was cast, the copy has the same "
     "value of X.", "107.3", True),
    # the {X} symbol only where a cost or a value is in question
    ("While that ability is resolving, you may pay {X}{X}. If you do, a second ability triggers.", "107.3", False),
    ("If a card in a graveyard has {X} in its mana cost, X is considered to be 0.", "107.3", True),
    # a chapter ability is 714.2 when what triggers it is in question
    ("The final chapter ability affects only artifacts you control at the time it resolves.", "714.2", False),
    ("Removing lore counters won't cause a previous chapter ability to trigger.", "714.2", True),
    # another "untap step" in the sentence is no untapping
    ("If they leave the game before their next untap step, it phases in as the next untap step begins.",
     "502.3", False),
    ("That creature won't untap during its controller's next untap step.", "502.3", True),
    # a keyword another card has, first named as an example, is named in passing
    ("Choose a keyword that usually takes a modifier, such as costs for abilities like cycling. Write "
     "cycling without its cost; cycling costs don't matter.", "702.29", False),
    ("Choose a keyword such as flying. Creatures with flying you control get +1/+1, and flying matters.",
     "702.9", False),
    ("Cycling is an activated ability. Cycling works only from your hand.", "702.29", True),
    # a choice made or a spell cast during resolution is 608.2; a resolution named in passing is not
    ("You choose the color during resolution, so your opponent can't react.", "608.2", True),
    ("The decision of whether to tap or untap is made on resolution.", "608.2", True),
    ("The number isn't chosen until it's resolving.", "608.2", True),
    ("The creature gets +1/+1 during resolution.", "608.2", False),
])
def test_context_rules_second_round(text, rule, linked):
    from ingest.cards import link_text

    got = [x.number for x in link_text(_context_index2(), text)]
    assert (rule in got) == linked, (text, got)


# --- look-ups and the engine's interface ---------------------------------------------------

def test_card_definition(loaded):
    d = kbcards.card_definition(loaded, "Vela, Storm Scholar")
    assert set(d) == {"name", "mana_cost", "colors", "color_indicator", "supertypes", "types", "subtypes",
                      "power", "toughness", "loyalty", "text", "layout"}
    assert d["loyalty"] == "4" and d["supertypes"] == ["Legendary"] and d["power"] is None
    conn = sqlite3.connect(loaded)
    assert kbcards.card_definition(conn, "dusk stalker")["power"] == "3"
    front = kbcards.card_definition(conn, "Dawn Watcher // Dusk Stalker")
    assert front["name"] == "Dawn Watcher" and front["mana_cost"] == "{1}{W}" and front["layout"] == "transform"
    frost = kbcards.card_definition(sqlite_utils.Database(loaded), "Frost")
    assert frost["colors"] == ["U"] and frost["types"] == ["Instant"] and frost["subtypes"] == []
    assert kbcards.card_definition(conn, "Lim-Dul's Lantern")["text"] == "{T}: You gain 1 life."  # accents
    assert kbcards.card_definition(conn, "Gristle") is None  # exact names only
    assert kbcards.card_definition(loaded.parent / "missing.db", "Frost") is None


def test_card_definition_without_cards(base_kb):
    assert kbcards.card_definition(base_kb, "Frost") is None


def test_find_cards_fuzzy(loaded):
    conn = sqlite3.connect(loaded)
    assert kbcards.find_cards(conn, "gristle hauler")[0] == "exact"
    how, rows = kbcards.find_cards(conn, "Frost")
    assert how == "face" and rows[0]["name"] == "Spark // Frost"
    assert kbcards.find_cards(conn, "mirror")[0] == "prefix"
    assert kbcards.find_cards(conn, "carpet")[0] == "substring"
    assert kbcards.find_cards(conn, "storm vela")[0] == "words"
    how, rows = kbcards.find_cards(conn, "Gristel Hauler")
    assert how == "fuzzy" and rows[0]["name"] == "Gristle Hauler"
    assert kbcards.find_cards(conn, "zzzz qqqq") == ("none", [])


# --- the CLI -------------------------------------------------------------------------------

def test_cli_import_and_card(kb):
    r = cli(kb, "import-cards", str(FIX / "cards-small.jsonl"), str(FIX / "rulings-small.jsonl"))
    assert r.exit_code == 0, r.output
    assert "10 card faces (8 cards), 9 rulings" in r.output
    assert "rulings to rules of the 2025-03-01 edition" in r.output
    r = cli(kb, "card", "gristle")
    assert r.exit_code == 0, r.output
    assert "Gristle Hauler  {3}{G}" in r.output and "Creature — Beast · 4/4" in r.output
    assert "702.19" in r.output and "keyword Trample" in r.output and "Rulings (2)" in r.output
    r = cli(kb, "card", "Dawn", "Watcher", "--json")
    data = json.loads(r.output)
    assert [f["name"] for f in data["faces"]] == ["Dawn Watcher", "Dusk Stalker"]
    assert data["match"] == "face" and data["card"]["keywords"] == ["Transform", "Flying"]


def test_cli_rulings(loaded):
    r = cli(loaded, "rulings", "--rule", "702.19")
    assert r.exit_code == 0, r.output
    assert "2 card ruling(s) linked to 702.19" in r.output and "Gristle Hauler" in r.output
    data = json.loads(cli(loaded, "rulings", "--rule", "608.2", "--json").output)
    assert data["total"] == 2 and {x["card_name"] for x in data["rulings"]} == {"Hurl the Fallen"}
    data = json.loads(cli(loaded, "rulings", "--rule", "7", "--json").output)  # a chapter
    assert data["total"] >= 3
    data = json.loads(cli(loaded, "rulings", "--card", "hurl", "--json").output)
    assert data["card"]["name"] == "Hurl the Fallen" and len(data["rulings"]) == 2
    r = cli(loaded, "rulings", "--card", "Hurl the Fallen")
    assert "→ 608.2 illegal target" in r.output


def test_cli_errors(loaded, base_kb):
    r = cli(loaded, "card", "qqqq zzzz")
    assert r.exit_code == 1 and "no card named like 'qqqq zzzz'" in r.output
    r = cli(loaded, "rulings")
    assert r.exit_code == 1 and "--rule NUMBER or --card NAME" in r.output
    r = cli(loaded, "rulings", "--rule", "banana")
    assert r.exit_code == 1 and "not a rule number" in r.output
    r = cli(base_kb, "card", "Frost")
    assert r.exit_code == 1 and "holds no cards" in r.output
    before = digest(loaded)
    r = cli(loaded, "import-cards", str(FIX / "cr-mini.txt"))
    assert r.exit_code == 1 and "cr-mini.txt" in r.output and "not JSON" in r.output
    assert digest(loaded) == before


def test_commands_take_the_fast_path():
    from kb.cli import _FAST, _command, _fast_kwargs

    assert {"card", "rulings", "import-cards"} <= _FAST
    assert _fast_kwargs(_command("card"), ["Fire", "//", "Ice", "--json"])["name"] == ["Fire", "//", "Ice"]
    kw = _fast_kwargs(_command("rulings"), ["--rule", "707.10", "-n", "5"])
    assert kw["rule"] == "707.10" and kw["limit"] == 5
    kw = _fast_kwargs(_command("import-cards"), ["a.json", "b.json", "--relink"])
    assert kw["paths"] == [Path("a.json"), Path("b.json")] and kw["relink"] is True


def test_datasette_friendly_keys(loaded):
    db = sqlite_utils.Database(loaded)
    assert db["cards"].pks == ["oracle_id"] and db["card_faces"].pks == ["id"]
    assert db["card_rulings"].pks == ["id"] and db["ruling_links"].pks == ["id"]
    fks = {(fk.column, fk.other_table) for fk in db["ruling_links"].foreign_keys}
    assert fks == {("ruling_id", "card_rulings"), ("oracle_id", "cards"), ("rule_id", "rules")}
    assert {(fk.column, fk.other_table) for fk in db["card_rulings"].foreign_keys} == {("oracle_id", "cards")}
    assert db["cards"].detect_fts() == "cards_fts" and db["card_rulings"].detect_fts() == "card_rulings_fts"


# --- a second, dated source: Oracle text without ids or rulings (issue 23) ----------------------

NEWER = FIX / "oracle-2026-06"  # fictional cards in today's wording; the folder's name dates them


@pytest.fixture
def layered(kb) -> Path:
    kbcards.import_cards(kb, [FIX / "cards-small.jsonl", FIX / "rulings-small.jsonl", NEWER])
    return kb


def test_oracle_text_list_is_parsed():
    from ingest.cards import cost_colors, mana_value

    pf = parse_card_file(NEWER / "oracle-small.json")
    assert (pf.format, pf.as_of, pf.by_name, len(pf.faces)) == ("oracle-text", "2026-06", True, 12)
    faces = {f.name: f for f in pf.faces}
    back = faces["Night Prowler"]  # a back face joins its front's card
    assert (back.card_name, back.index, back.side, back.mana_value) == ("Morning Sentry // Night Prowler", 1, "b", 3.0)
    assert not back.colors_known and faces["Morning Sentry"].colors == ["B"]  # 202.2 from the cost
    assert faces["Ebb"].card_name == "Ebb // Flow" and faces["Ebb"].mana_value is None  # 202.3d: half unknown
    assert faces["Gruff Baker"].mana_value == 2.0
    assert faces["Hollow Herald"].types == ["Kindred", "Enchantment"]
    assert not faces["Verdant Well"].colors_known  # no mana cost: a colour indicator may be missing
    assert [mana_value(c) for c in ("{X}{R}", "{2/W}{G/P}", "{HR}", None)] == [1.0, 3.0, 0.5, 0.0]
    assert cost_colors("{1}{W/U}{B/P}") == ["W", "U", "B"]


@pytest.mark.parametrize("data, message", [
    (b'[{"name": "A", "type": "Land", "face": "back", "front": "Nowhere"}]', "back face of 'Nowhere'"),
    (b'[{"name": "A", "type": "Land", "face": "front"}]', "face: 'back'"),
    (b'[{"name": "A", "type": "Land", "power": [1]}]', "'power' should be a string"),
    (b'[{"name": "A", "type": "Land", "types": "Land"}]', "'types' should be a list of strings"),
])
def test_bad_oracle_text_list_is_a_clear_error(data, message):
    with pytest.raises(ParseError) as e:
        parse_card_bytes(data, "oracle.json")
    assert message in str(e.value) and "oracle.json [item 0]" in str(e.value)


def test_newer_text_over_older_cards_keeps_their_ids_and_rulings(layered):
    db = sqlite_utils.Database(layered)
    assert db["cards"].count == 8 + 6 and db["card_rulings"].count == 9  # six cards only in the newer list
    mirror = db["cards"].get(O(2))  # in both: today's text, the older id and rulings
    assert mirror["text"].startswith("You may have this creature enter as a copy") and mirror["source"] == "oracle-small.json"
    assert mirror["mana_value"] == 4.0 and mirror["scryfall_id"]
    assert db.execute("SELECT count(*) FROM card_rulings WHERE oracle_id = ?", [O(2)]).fetchone()[0] > 0
    faces = {f["name"]: f for f in db["card_faces"].rows_where("oracle_id = ?", [O(3)])}
    assert faces["Spark"]["text"].endswith("Scry 1.") and faces["Spark"]["source"] == "oracle-small.json"
    assert faces["Frost"]["text"] == "Tap target creature." and faces["Frost"]["source"] == "cards-small.jsonl"
    assert db["cards"].get(O(3))["mana_value"] == 3.0  # the split card's, from the older data
    assert db["card_faces"].get(f"{O(4)}/1")["colors"] == '["W"]'  # the older colour of a back face
    assert db["cards"].get(O(1))["source"] == "cards-small.jsonl"  # not in the newer list: unchanged
    new = db["cards"].get("name:Morning Sentry // Night Prowler")
    assert new["faces"] == 2 and db["card_faces"].get("name:Morning Sentry // Night Prowler/1")["colors"] is None
    src = {r["source"]: r for r in db["card_sources"].rows}
    assert (src["oracle-small.json"]["as_of"], src["oracle-small.json"]["matched"]) == ("2026-06", 3)


def test_a_name_several_older_cards_share_is_left_alone(kb, tmp_path):
    twins = tmp_path / "twins.jsonl"
    twins.write_text("".join(json.dumps({"name": "Mirror Tinkerer", "type": "Creature — Shapeshifter",
                                         "text": f"Variant {i}.", "oracle_id": O(90 + i)}) + "\n" for i in (1, 2)))
    kbcards.import_cards(kb, [twins, NEWER])
    texts = {r["text"] for r in sqlite_utils.Database(kb)["cards"].rows_where("name = 'Mirror Tinkerer'")}
    assert texts == {"Variant 1.", "Variant 2."}  # which variant the newer entry is, it doesn't say


def test_newer_text_alone_is_laid_over_the_kb(loaded, layered):
    kbcards.import_cards(loaded, [NEWER])
    assert dump(loaded) == dump(layered)
    kbcards.import_cards(loaded, [NEWER])  # again: nothing changes
    assert dump(loaded) == dump(layered)
    kbcards.import_cards(layered, [FIX / "cards-small.jsonl", FIX / "rulings-small.jsonl", NEWER])
    assert dump(loaded) == dump(layered)


def test_a_folder_brings_its_dated_subfolder(tmp_path):
    (tmp_path / "oracle-2026-06").mkdir()
    (tmp_path / "cards.jsonl").write_text("{}")
    (tmp_path / "oracle-2026-06" / "o.json").write_text("[]")
    assert [p.name for p in kbcards.expand_card_paths([tmp_path])] == ["cards.jsonl", "o.json"]


def test_engine_gets_the_newest_text_and_never_half_a_card(layered):
    conn = sqlite3.connect(layered)
    d = kbcards.card_definition(conn, "Mirror Tinkerer")
    assert d["text"] == "You may have this creature enter as a copy of any creature on the battlefield."
    assert kbcards.card_definition(conn, "Hollow Herald")["types"] == ["Kindred", "Enchantment"]
    spark = kbcards.card_definition(conn, "Spark")
    assert [f["text"] for f in spark["faces"]] == ["Spark deals 1 damage to any target. Scry 1.", "Tap target creature."]
    assert kbcards.card_definition(conn, "Dusk Stalker")["text"] == "Flying, vigilance"
    # only the first face's text is known: the engine gets nothing rather than half a card
    assert kbcards.card_definition(conn, "Gruff Baker") is None
    assert kbcards.card_definition(conn, "Ebb // Flow") is None
    assert kbcards.card_definition(conn, "Tested Hero") is None  # a battle's defense (310.4) is not in the list


def test_card_says_where_each_part_comes_from(layered):
    r = cli(layered, "card", "Spark")
    assert r.exit_code == 0, r.output
    assert "Text: Spark from oracle-small.json (Oracle text as of 2026-06); Frost from cards-small.jsonl." in r.output
    assert "Frost: older text, kept because oracle-small.json carries only the card's first face." in r.output
    assert "Rulings: rulings-small.jsonl (newest ruling 2024-03-01)." in r.output
    r = cli(layered, "card", "Gruff Baker")
    assert "Not in the data: the text of Rise Early (not in oracle-small.json)." in r.output
    assert "oracle id" not in r.output
    assert "Rulings: none known: the card is only in oracle-small.json, which has no rulings" in r.output
    assert "colour unknown" in cli(layered, "card", "Verdant Well").output
    data = json.loads(cli(layered, "card", "Mirror Tinkerer", "--json").output)
    assert [t["source"] for t in data["provenance"]["text"]] == ["oracle-small.json"]
    assert data["data_date"]["text_as_of"] == "2026-06"
    r = cli(layered, "import-cards", str(NEWER))
    assert "(oracle-text, as of 2026-06): 12 card faces (9 cards), 3 of them matched by name" in r.output
    r = cli(layered, "card", "Invasion of Testland")
    assert "Not in the data: the defense of Invasion of Testland (not in oracle-small.json)." in r.output


def test_card_page_says_where_each_part_comes_from(layered):
    from helpers import DatasetteClient
    from kb.commands_serve import build_datasette

    client = DatasetteClient(build_datasette(layered))
    try:
        html = client.html("/card/Spark")
        sources = html[html.index('id="kb-card-sources"'):]
        sources = sources[:sources.index("</ul>")]
        assert "Spark from oracle-small.json (Oracle text as of 2026-06); Frost from cards-small.jsonl." in sources
        assert "Frost: older text, kept because oracle-small.json carries only the card&#39;s first face." in sources
        assert "Rulings as of 2024-03-01 (the newest)" in html
        html = client.html("/card/Verdant%20Well")
        assert "colour unknown" in html and "Rulings: none known" in html
        assert "Oracle text as of 2026-06" in client.html("/")
        assert client.json("/card/Gruff%20Baker.json")["provenance"]["missing"] == ["the text of Rise Early"]
    finally:
        client.close()


def test_a_colour_the_data_does_not_give_reaches_the_engine_as_unknown(kb, tmp_path):
    """The 2026-06 list has no colour indicators: a face with no mana cost is colourless only when its card's
    colour identity is empty (903.4: the identity holds the indicator's colours); else its colour is unknown,
    and the engine's colour answers on it are "cannot decide" (never colourless)."""
    from kb.engine import GameState, card
    from kb.engine.unknowns import blockers

    folder = tmp_path / "oracle-2026-06"
    folder.mkdir()
    lands = [{"name": name, "manaCost": None, "type": "Land", "types": ["Land"], "subtypes": [], "supertypes": [],
              "keywords": None, "power": None, "toughness": None, "loyalty": None, "text": text, "layout": "normal",
              "colorIdentity": ident}
             for name, text, ident in (("Quiet Ruins", "{T}: Add {C}.", []), ("Mossy Well", "{T}: Add {G}.", ["G"]))]
    (folder / "o.json").write_text(json.dumps(lands))
    kbcards.import_cards(kb, [folder])
    conn = sqlite3.connect(kb)
    ruins, well = kbcards.card_definition(conn, "Quiet Ruins"), kbcards.card_definition(conn, "Mossy Well")
    assert ruins["colors"] == [] and "colors_known" not in ruins
    assert well["colors_known"] is False
    g = GameState(edition="2026-04-17")
    a, b = g.enter([{"card": card(**d)} for d in (ruins, well)])
    snap = g.evaluate()
    assert blockers(g, snap, a.oid, "colors") == []
    assert any("colour of Mossy Well" in r for r in blockers(g, snap, b.oid, "colors"))
    assert blockers(g, snap, b.oid, "types") == []   # only what its colour decides
