"""`kb ingest` with no path downloads the current CR: tested against a local HTTP server."""
from __future__ import annotations

import http.server
import socket
from pathlib import Path

import pytest
from typer.testing import CliRunner

from kb.cli import app
from kb.download import find_txt_link
from helpers import local_server

CR = Path(__file__).parent / "fixtures" / "cr"
runner = CliRunner()

PAGE = b"""<html><body><h1>Magic Rules</h1>
<a href="/docs/rules-tournament.pdf">MTR</a>
<a href="/downloads/MagicCompRules%2020260417.txt">Comprehensive Rules (TXT)</a>
</body></html>"""


class _Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):  # noqa: N802
        if self.path == "/en/rules":
            body, ctype = PAGE, "text/html"
        elif self.path == "/downloads/MagicCompRules%2020260417.txt":
            body, ctype = (CR / "modern.txt").read_bytes(), "text/plain"
        elif self.path == "/empty":
            body, ctype = b"<html>no links</html>", "text/html"
        else:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture
def server():
    with local_server(_Handler) as url:
        yield url


def test_find_txt_link():
    assert find_txt_link(PAGE.decode(), "https://example.org/en/rules") == \
        "https://example.org/downloads/MagicCompRules%2020260417.txt"


def test_ingest_downloads_from_the_rules_page(server, tmp_path):
    db = tmp_path / "kb.db"
    r = runner.invoke(app, ["ingest", "--url", f"{server}/en/rules", "--db", str(db)])
    assert r.exit_code == 0, r.output
    assert "2026-04-17" in r.output
    r = runner.invoke(app, ["rule", "613.4c", "--db", str(db)])
    assert "Layer 7c" in r.output


def test_download_failures_are_clear(server, tmp_path):
    db = tmp_path / "kb.db"
    r = runner.invoke(app, ["ingest", "--url", f"{server}/empty", "--db", str(db)])
    assert r.exit_code == 1 and "no link to a .txt" in r.output
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    r = runner.invoke(app, ["ingest", "--download", "--url", f"http://127.0.0.1:{port}/en/rules",
                            "--db", str(db)], env={"COLUMNS": "300"})
    assert r.exit_code == 1
    assert "could not download" in r.output and "kb ingest PATH" in r.output
    assert not db.exists()
