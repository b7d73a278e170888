"""`kb import-cards --download`: Scryfall's bulk-data index and MTGJSON's file, from a local server."""
from __future__ import annotations

import gzip
import hashlib
import http.server
import json
import socket
from pathlib import Path

import pytest
import sqlite_utils
from typer.testing import CliRunner

from kb import cards as kbcards
from kb.cli import app
from helpers import local_server

FIX = Path(__file__).parent / "fixtures" / "cards"
runner = CliRunner()
SEEN: list[dict] = []


class _Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):  # noqa: N802
        SEEN.append({"path": self.path, "ua": self.headers.get("User-Agent"),
                     "accept": self.headers.get("Accept")})
        base = f"http://127.0.0.1:{self.server.server_address[1]}"
        bulk = [
            {"object": "bulk_data", "type": "oracle_cards", "name": "Oracle Cards",
             "download_uri": f"{base}/file/oracle-cards-20250101.json", "content_type": "application/json"},
            {"object": "bulk_data", "type": "unique_artwork", "download_uri": f"{base}/file/nothing.json"},
            {"object": "bulk_data", "type": "rulings", "name": "Rulings",
             "download_uri": f"{base}/file/rulings-20250101.json", "content_type": "application/json"},
        ]
        routes = {
            "/bulk-data": json.dumps({"object": "list", "has_more": False, "data": bulk}).encode(),
            "/bulk-data/oracle-cards": json.dumps(bulk[0]).encode(),
            "/bulk-data/empty": json.dumps({"object": "list", "data": bulk[1:2]}).encode(),
            # Scryfall's files come gzipped over the wire; the reader doesn't mind either way.
            "/file/oracle-cards-20250101.json": gzip.compress((FIX / "oracle-cards-small.json").read_bytes()),
            "/file/rulings-20250101.json": (FIX / "rulings-small.json").read_bytes(),
            "/api/v5/AtomicCards.json.gz": gzip.compress((FIX / "AtomicCards-small.json").read_bytes()),
            "/broken.json": (FIX / "rulings-small.json").read_bytes()[:300],
        }
        body = routes.get(self.path)
        if body is None:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def server():
    with local_server(_Handler) as url:
        yield url


def cli(db: Path, *args: str):
    return runner.invoke(app, ["import-cards", *args, "--db", str(db)], env={"COLUMNS": "200"})


def test_official_endpoints():
    assert kbcards.SCRYFALL_BULK == "https://api.scryfall.com/bulk-data"
    assert kbcards.MTGJSON_ATOMIC == "https://mtgjson.com/api/v5/AtomicCards.json.gz"


def test_scryfall_bulk_index(server, kb):
    SEEN.clear()
    r = cli(kb, "--download", "--url", f"{server}/bulk-data")
    assert r.exit_code == 0, r.output
    assert "Read oracle-cards-20250101.json (scryfall-cards): 8 card faces (6 cards)" in r.output
    assert "Read rulings-20250101.json (scryfall-rulings): 8 rulings" in r.output
    db = sqlite_utils.Database(kb)
    assert (db["cards"].count, db["card_rulings"].count) == (6, 8)
    assert db["ruling_links"].count > 0
    assert [s["path"] for s in SEEN] == ["/bulk-data", "/file/oracle-cards-20250101.json",
                                         "/file/rulings-20250101.json"]  # not the other bulk files
    assert all(s["ua"].startswith("mtg-rules-kb/") and "application/json" in s["accept"] for s in SEEN)


def test_one_bulk_object_and_no_paths_means_download(server, kb):
    r = runner.invoke(app, ["import-cards", "--db", str(kb)], env={"KB_CARDS_URL": f"{server}/bulk-data/oracle-cards"})
    assert r.exit_code == 0, r.output
    assert sqlite_utils.Database(kb)["cards"].count == 6


def test_mtgjson_atomic_cards(server, kb):
    r = cli(kb, "--download", "--source", "mtgjson", "--url", f"{server}/api/v5/AtomicCards.json.gz", "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert (data["cards"], data["faces"], data["rulings"]) == (4, 5, 2)
    assert data["files"][0]["format"] == "mtgjson-atomic"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_download_failures_change_nothing(server, kb):
    before = digest(kb)
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    r = cli(kb, "--download", "--url", f"http://127.0.0.1:{port}/bulk-data")
    assert r.exit_code == 1
    assert "could not download" in r.output and "kb import-cards PATH" in r.output
    r = cli(kb, "--download", "--url", f"{server}/bulk-data/empty")
    assert r.exit_code == 1 and "no oracle_cards or rulings entry" in r.output
    r = cli(kb, "--download", "--url", f"{server}/missing")
    assert r.exit_code == 1 and "404" in r.output
    r = cli(kb, "--download", "--url", f"{server}/broken.json")
    assert r.exit_code == 1 and "broken.json" in r.output and "invalid JSON" in r.output
    r = cli(kb, "--download", "--source", "gatherer")
    assert r.exit_code == 1 and "--source must be scryfall or mtgjson" in r.output
    assert digest(kb) == before


def test_nothing_left_behind(server, kb, tmp_path, monkeypatch):
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", None)
    r = cli(kb, "--download", "--url", f"{server}/bulk-data")
    assert r.exit_code == 0, r.output
    assert not [p for p in tmp_path.iterdir() if p.name.startswith("kb-cards-")]
