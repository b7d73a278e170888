"""`kb serve` as a judge runs it: a real server process, one worker or several."""
from __future__ import annotations

import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from browserkit import free_port

CR = Path(__file__).parent / "fixtures" / "cr"
KB = [sys.executable, "-c", "import sys; from kb.cli import main; sys.argv[0] = 'kb'; main()"]


@pytest.fixture(scope="module")
def db(tmp_path_factory) -> Path:
    from kb.store import ingest_paths

    path = tmp_path_factory.mktemp("serve") / "kb.db"
    ingest_paths(path, [CR / "modern.txt"])
    return path


def get(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as r:
            return r.status, r.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()


def children(pid: int) -> list[int]:
    out = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                stat = (d / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.append(int(d.name))
    return out


@pytest.mark.parametrize("workers", [1, 2])
def test_serve_answers_and_stops(db, workers):
    port = free_port()
    p = subprocess.Popen([*KB, "serve", "--port", str(port), "--workers", str(workers), "--db", str(db)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                status, body = get(f"http://127.0.0.1:{port}/rule/613.4c")
                break
            except (urllib.error.URLError, ConnectionError):
                if p.poll() is not None or time.monotonic() > deadline:  # a hang guard, not a speed check
                    pytest.fail(f"kb serve did not start: {p.communicate()}")
                time.sleep(0.2)
        assert status == 200 and "Layer 7c" in body
        assert get(f"http://127.0.0.1:{port}/nope")[0] == 404
        workers_seen = [c for c in children(p.pid)
                        if "spawn_main" in Path(f"/proc/{c}/cmdline").read_text(errors="replace")]
        assert len(workers_seen) == (workers if workers > 1 else 0)
    finally:
        p.send_signal(signal.SIGINT)
        out, err = p.communicate(timeout=30)
    assert "Traceback" not in err, err
    assert f"with {workers} worker processes" in out if workers > 1 else "Serving" in out
    for c in workers_seen:
        assert not Path(f"/proc/{c}").exists() or "spawn_main" not in Path(f"/proc/{c}/cmdline").read_text()


@pytest.mark.parametrize("workers", ["0", "1000"])
def test_serve_refuses_a_silly_number_of_workers(db, workers):
    r = subprocess.run([*KB, "serve", "--workers", workers, "--db", str(db)], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 1 and "--workers" in r.stderr and "Traceback" not in r.stderr


def _start(db, port: int, *args: str) -> subprocess.Popen:
    p = subprocess.Popen([*KB, "serve", "--port", str(port), "--db", str(db), *args],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while True:
        try:
            get(f"http://127.0.0.1:{port}/rule/613.4c")
            return p
        except (urllib.error.URLError, ConnectionError):
            if p.poll() is not None or time.monotonic() > deadline:  # a hang guard, not a speed check
                pytest.fail(f"kb serve did not start: {p.communicate()}")
            time.sleep(0.2)


def _closed(sock, wait: float) -> bool:
    import socket

    sock.settimeout(wait)
    try:
        return sock.recv(1) == b""
    except socket.timeout:
        return False
    except OSError:
        return True


@pytest.mark.parametrize("workers", [1, 2])
def test_connections_are_capped_slow_clients_closed_and_sigterm_stops_a_busy_server(db, workers):
    """Issue 26: idle connections from one address past the cap are closed at once; a client that
    sends its request one byte at a time is closed at the head deadline; a judge's page answers
    meanwhile; SIGTERM stops the server while questions run (no SIGKILL needed)."""
    import socket
    import threading
    import urllib.parse

    port = free_port()
    p = _start(db, port, "--workers", str(workers), "--max-per-client", "5", "--header-timeout", "1")
    held = []
    try:
        slow = socket.create_connection(("127.0.0.1", port))
        slow.sendall(b"GET /rule/613.4c HTTP/1.1\r\n")
        for _ in range(40):
            s = socket.socket()
            s.bind(("127.0.0.2", 0))
            s.connect(("127.0.0.1", port))
            held.append(s)
        assert sum(_closed(s, 0.5) for s in held) >= 40 - 5 * workers
        assert _closed(slow, 15)                      # closed at its deadline (1 s), not left open
        assert get(f"http://127.0.0.1:{port}/rule/613.4c")[0] == 200

        def ask():
            q = urllib.parse.urlencode({"q": "Soul Warden; " * 150 + "show my life"})
            try:
                get(f"http://127.0.0.1:{port}/ask.json?{q}")
            except OSError:
                pass
        for _ in range(3):
            threading.Thread(target=ask, daemon=True).start()
        time.sleep(1)
    finally:
        for s in held:
            s.close()
        p.send_signal(signal.SIGTERM)
        out, err = p.communicate(timeout=60)   # a hang guard: it stops in a few seconds
    assert "Traceback" not in err, err
