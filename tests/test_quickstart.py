"""A judge's fresh clone: no ../shared beside the project.  scripts/quickstart.sh downloads the
current CR and the card data (from a local HTTP server standing in for the official rules page
and Scryfall), builds the KB and uses it.  Needs ../shared for what the server serves."""
from __future__ import annotations

import gzip
import http.server
import json
import os
import subprocess
from pathlib import Path

import pytest

from helpers import local_server

ROOT = Path(__file__).resolve().parents[1]
CARDS = ("Fling", "Lightning Bolt", "Colossus of Akros", "Honor of the Pure", "Gray Ogre")


def _card_file(shared: Path) -> bytes:
    """MTGJSON lines (faces and rulings) of a few real cards, as one gzipped data file."""
    lines, ids = [], set()
    with gzip.open(shared / "cards" / "mtgjson2022-oracle-cards.jsonl.gz", "rt", encoding="utf-8") as f:
        for line in f:
            rec = json.loads(line)
            if rec.get("name") in CARDS:
                lines.append(line)
                ids.add(rec["oracle_id"])
    with gzip.open(shared / "cards" / "mtgjson2022-rulings.jsonl.gz", "rt", encoding="utf-8") as f:
        lines += [line for line in f if json.loads(line)["oracle_id"] in ids]
    return gzip.compress("".join(lines).encode())


@pytest.fixture(scope="module")
def site(shared_dir):
    current = sorted((shared_dir / "cr").glob("cr-*.txt"))[-1]
    routes = {
        "/en/rules": (b'<html><a href="/docs/MagicCompRules%2020260417.txt">TXT</a></html>', "text/html"),
        "/docs/MagicCompRules%2020260417.txt": (current.read_bytes(), "text/plain"),
        "/bulk/cards-20260417.jsonl.gz": (_card_file(shared_dir), "application/gzip"),
    }
    seen: list[str] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802
            seen.append(self.path)
            if self.path not in routes:
                self.send_error(404)
                return
            body, ctype = routes[self.path]
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    with local_server(Handler) as base:
        yield base, seen


def test_quickstart_without_shared_downloads_builds_and_uses_the_kb(site, tmp_path):
    base, seen = site
    env = {**os.environ, "KB_SHARED": str(tmp_path / "no-shared-here"), "KB_DB": str(tmp_path / "kb.db"),
           "KB_RULES_URL": f"{base}/en/rules", "KB_CARDS_URL": f"{base}/bulk/cards-20260417.jsonl.gz",
           "COLUMNS": "200",
           "KB_SEMANTIC": "0"}  # the embedding (minutes of CPU) is tested in test_semantic.py
    r = subprocess.run(["bash", str(ROOT / "scripts" / "quickstart.sh")], capture_output=True, text=True,
                       env=env, timeout=600, stdin=subprocess.DEVNULL)
    assert r.returncode == 0, (r.stdout[-3000:], r.stderr[-3000:])
    out = r.stdout
    assert "downloading the current Comprehensive Rules" in out
    assert "Ingested 1 edition(s)" in out and "2026-04-17" in out
    assert "613.4c Layer 7c" in out                       # kb rule
    assert "Fling  {1}{R}" in out                          # kb card, from the downloaded card data
    assert "passed" in out                                 # kb scenario run scenarios/current
    assert "KB ready at" in out
    assert seen == ["/en/rules", "/docs/MagicCompRules%2020260417.txt", "/bulk/cards-20260417.jsonl.gz"]
    assert "\x1b[" not in r.stderr  # no progress bars in a pipe


def test_quickstart_download_failure_is_a_clear_error(tmp_path):
    env = {**os.environ, "KB_SHARED": str(tmp_path / "no-shared-here"), "KB_DB": str(tmp_path / "kb.db"),
           "KB_RULES_URL": "http://127.0.0.1:9/nowhere"}
    r = subprocess.run(["bash", str(ROOT / "scripts" / "quickstart.sh")], capture_output=True, text=True,
                       env=env, timeout=600, stdin=subprocess.DEVNULL)
    assert r.returncode == 1
    assert "error: could not download http://127.0.0.1:9/nowhere" in r.stderr and "Traceback" not in r.stderr
    assert "kb ingest PATH" in r.stderr  # says how to go on offline
    assert not (tmp_path / "kb.db").exists()
