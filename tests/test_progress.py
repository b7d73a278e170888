"""Progress bars: on a terminal for long work, never in a pipe or in CI."""
from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

CR = Path(__file__).parent / "fixtures" / "cr"
KB = [sys.executable, "-c", "import sys; from kb.cli import main; sys.argv[0] = 'kb'; main()"]
FILES = [str(CR / n) for n in ("modern.txt", "cp1252-cr.txt", "wrapped-1999.txt")]


def run_on_a_terminal(args: list[str], env: dict) -> tuple[int, str]:
    """Run with stderr on a pseudo-terminal; returns (status, what the terminal showed)."""
    leader, follower = pty.openpty()
    p = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=follower, stdin=subprocess.DEVNULL, env=env)
    os.close(follower)
    shown = b""
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:
            break
        if not chunk:
            break
        shown += chunk
    os.close(leader)
    return p.wait(60), shown.decode("utf-8", "replace")


def clean_env(**extra) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "KB_NO_PROGRESS", "TERM")}
    return {**env, "TERM": "xterm", **extra}


def test_ingest_shows_a_bar_on_a_terminal(tmp_path):
    code, shown = run_on_a_terminal([*KB, "ingest", *FILES, "--db", str(tmp_path / "kb.db")], clean_env())
    assert code == 0
    assert "Ingesting 3 file(s)" in shown and "3/3" in shown and "\x1b[" in shown


@pytest.mark.parametrize("quiet", [{"CI": "true"}, {"KB_NO_PROGRESS": "1"}, {"TERM": "dumb"}])
def test_no_bar_in_ci_or_when_asked(tmp_path, quiet):
    code, shown = run_on_a_terminal([*KB, "ingest", *FILES, "--db", str(tmp_path / "kb.db")], clean_env(**quiet))
    assert code == 0 and "Ingesting" not in shown


def test_no_bar_in_a_pipe(tmp_path):
    r = subprocess.run([*KB, "ingest", *FILES, "--db", str(tmp_path / "kb.db")], capture_output=True, text=True,
                       env=clean_env())
    assert r.returncode == 0 and r.stderr == "" and "\x1b[" not in r.stdout
    assert r.stdout.startswith("Ingested 3 edition(s)")


def test_analyze_shows_a_spinner_on_a_terminal(tmp_path):
    db = tmp_path / "kb.db"
    subprocess.run([*KB, "ingest", *FILES, "--db", str(db)], check=True, capture_output=True)
    code, shown = run_on_a_terminal([*KB, "analyze", "--db", str(db)], clean_env())
    assert code == 0 and "Analyzing the editions" in shown


def test_download_shows_bytes_on_a_terminal(tmp_path):
    import http.server

    from helpers import local_server

    body = (CR / "modern.txt").read_bytes()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    with local_server(Handler) as base:
        code, shown = run_on_a_terminal(
            [*KB, "ingest", "--download", "--url", f"{base}/MagicCompRules.txt", "--db", str(tmp_path / "kb.db")],
            clean_env())
    assert code == 0 and "Downloading MagicCompRules.txt" in shown
