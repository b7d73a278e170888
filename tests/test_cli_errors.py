"""Bad input on the command line: one clear `error:` line naming where, never a traceback."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ingest.cards import parse_card_bytes
from ingest.text import ParseError

FIX = Path(__file__).parent / "fixtures"
KB = [sys.executable, "-c", "import sys; from kb.cli import main; sys.argv[0] = 'kb'; main()"]


def run(*args: str, db: Path | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    extra = ["--db", str(db)] if db else []
    return subprocess.run([*KB, *args, *extra], capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, "COLUMNS": "200"})


def clear_error(r: subprocess.CompletedProcess, *words: str) -> None:
    assert r.returncode == 1, (r.returncode, r.stdout[-500:], r.stderr[-2000:])
    assert "Traceback" not in r.stderr and r.stderr.startswith("error: "), r.stderr[-2000:]
    assert len(r.stderr.strip().splitlines()) <= 2, r.stderr
    for w in words:
        assert w in r.stderr, (w, r.stderr)


# --- kb cite --file --------------------------------------------------------------------------

def test_cite_file_missing(kb, tmp_path):
    clear_error(kb_cite(kb, tmp_path / "nowhere.md"), "nowhere.md", "no such file")


def test_cite_file_binary(kb, tmp_path):
    f = tmp_path / "photo.jpg"
    f.write_bytes(b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01" + bytes(range(256)) * 4)
    clear_error(kb_cite(kb, f), "photo.jpg")


def test_cite_file_utf16_is_read(kb, tmp_path):
    f = tmp_path / "article.md"
    f.write_bytes("Under rule 107.3a X is chosen as the spell is cast.".encode("utf-16"))
    r = kb_cite(kb, f)
    assert r.returncode == 0 and "107.3a" in r.stdout and "valid" in r.stdout, r.stderr


def test_cite_file_directory(kb, tmp_path):
    clear_error(kb_cite(kb, tmp_path), str(tmp_path))


def kb_cite(db: Path, path: Path) -> subprocess.CompletedProcess:
    return run("cite", "--file", str(path), db=db)


# --- kb card, kb serve --------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["x" * 100_000, " ".join(f"w{i}" for i in range(3000))])
def test_card_with_a_very_long_name(kb, name):
    from kb import cards

    cards.import_cards(kb, [FIX / "cards" / "cards-small.jsonl"])
    r = run("card", name, db=kb)
    clear_error(r, "card name")
    assert len(r.stderr) < 500


@pytest.mark.parametrize("port", ["99999", "-1", "65536"])
def test_serve_with_an_impossible_port(kb, port):
    clear_error(run("serve", "--port", port, db=kb), "port", port)


def test_serve_on_a_port_in_use(kb):
    import socket

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    s.listen()
    try:
        clear_error(run("serve", "--port", str(s.getsockname()[1]), db=kb), "port", str(s.getsockname()[1]))
    finally:
        s.close()


@pytest.mark.parametrize("text, words", [
    ("settings: [1, 2\n", ["bad.yml", "line"]),
    ("- just\n- a list\n", ["bad.yml", "mapping"]),
    ("settings:\n  sql_time_limit_ms: lots\n", ["bad.yml", "sql_time_limit_ms"]),
    ("settings:\n  no_such_setting: 1\n", ["bad.yml", "no_such_setting"]),
    ("\x00\x01binary", ["bad.yml"]),
])
def test_serve_with_a_malformed_config(kb, tmp_path, text, words):
    f = tmp_path / "bad.yml"
    f.write_text(text)
    clear_error(run("serve", "--config", str(f), db=kb), *words)


def test_serve_with_a_malformed_metadata(kb, tmp_path):
    f = tmp_path / "meta.yml"
    f.write_text("title: [unclosed\n")
    clear_error(run("serve", "--metadata", str(f), db=kb), "meta.yml")


# --- kb import-cards: deep JSON and bad values ---------------------------------------------------

def test_import_deeply_nested_json(kb, tmp_path):
    for name, text in (("list.json", "[" * 100_000 + "]" * 100_000),
                       ("object.json", '{"a":' * 100_000 + "1" + "}" * 100_000),
                       ("lines.jsonl", '{"oracle_id": "x", "comment": ' + "[" * 50_000 + "]" * 50_000 + "}\n")):
        f = tmp_path / name
        f.write_text(text)
        clear_error(run("import-cards", str(f), db=kb), name)


RULING = {"oracle_id": "00000000-0000-4000-8000-000000000001", "card_name": "Test",
          "published_at": "2004-02-10", "comment": "A ruling."}
FACE = {"oracle_id": "00000000-0000-4000-8000-000000000001", "name": "Test", "type": "Instant",
        "layout": "normal", "manaValue": 2.0}


@pytest.mark.parametrize("record, message", [
    ({**RULING, "oracle_id": 7}, "oracle_id"),
    ({**FACE, "oracle_id": 7}, "oracle_id"),
    ({**RULING, "oracle_id": "not an id"}, "oracle_id"),
    ({**RULING, "published_at": "2004-02-30"}, "2004-02-30"),
    ({**RULING, "published_at": "2004-13-01"}, "2004-13-01"),
    ({**FACE, "manaValue": float("nan")}, "manaValue"),
    ({**FACE, "manaValue": float("inf")}, "manaValue"),
    ({**FACE, "manaValue": -3}, "manaValue"),
])
def test_bad_card_values_are_refused(record, message):
    line = json.dumps(record, allow_nan=True)
    if "Infinity" in line:
        line = line.replace("Infinity", "1e999")
    with pytest.raises(ParseError, match=message):
        parse_card_bytes((json.dumps(FACE) + "\n" + line + "\n").encode(), "bad.jsonl")


def test_bad_card_values_in_scryfall_files():
    card = {"object": "card", "oracle_id": "00000000-0000-4000-8000-000000000001", "name": "Test",
            "layout": "normal", "cmc": 2.0, "type_line": "Instant"}
    for bad, message in (({"cmc": "NaN"}, "cmc"), ({"oracle_id": 7}, "oracle_id")):
        data = json.dumps([{**card, **bad}]).replace('"NaN"', "NaN").encode()
        with pytest.raises(ParseError, match=message):
            parse_card_bytes(data, "oracle-cards.json")
    ruling = {"object": "ruling", "oracle_id": "00000000-0000-4000-8000-000000000001", "source": "wotc",
              "published_at": "2004-02-30", "comment": "A ruling."}
    with pytest.raises(ParseError, match="2004-02-30"):
        parse_card_bytes(json.dumps([ruling]).encode(), "rulings.json")


def test_a_bad_card_file_changes_nothing(kb, tmp_path):
    import hashlib

    before = hashlib.sha256(kb.read_bytes()).hexdigest()
    f = tmp_path / "bad.jsonl"
    f.write_text(json.dumps(FACE) + "\n" + json.dumps({**RULING, "published_at": "2004-02-30"}) + "\n")
    clear_error(run("import-cards", str(f), db=kb), "bad.jsonl:2", "2004-02-30")
    assert hashlib.sha256(kb.read_bytes()).hexdigest() == before


# --- anything else -----------------------------------------------------------------------------

def test_a_missing_kb_is_a_clear_error(tmp_path):
    clear_error(run("rule", "613.4", db=tmp_path / "none.db"), "none.db", "kb ingest")
