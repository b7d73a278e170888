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


def get(url: str, timeout: float = 10) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as r:
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


def _closed_count(socks: list, want: int, guard: float) -> int:
    """How many of ``socks`` the server closed, polled until ``want`` are closed or ``guard`` seconds pass (a hang
    guard, not a speed check)."""
    import select

    closed: set = set()
    deadline = time.monotonic() + guard
    while len(closed) < want and time.monotonic() < deadline:
        ready, _, _ = select.select([s for s in socks if s not in closed], [], [], 0.2)
        for s in ready:
            try:
                gone = s.recv(1) == b""
            except OSError:
                gone = True
            if gone:
                closed.add(s)
    return len(closed)


@pytest.mark.parametrize("workers", [1, 2])
def test_connections_are_capped_and_slow_clients_closed(db, workers):
    """Issue 26: idle connections from one address past the cap are never read and are closed at the head
    deadline (kb.web_connections); a client that sends its request one byte at a time is closed at the head
    deadline; a judge's page answers meanwhile. The waits are hang guards, not speed checks."""
    import socket

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
        assert _closed_count(held, 40 - 5 * workers, guard=30) >= 40 - 5 * workers
        assert _closed(slow, 15)                      # closed at its deadline (1 s), not left open
        assert get(f"http://127.0.0.1:{port}/rule/613.4c")[0] == 200
    finally:
        for s in held:
            s.close()
        p.send_signal(signal.SIGTERM)
        out, err = p.communicate(timeout=60)   # a hang guard: it stops in a few seconds
    assert "Traceback" not in err, err


# A question that runs until the engine's time budget stops it, on any KB (its card is defined in
# the question: the fixture KB has no cards): 150 of them enter, each entering triggers all the
# others (603.2), and the life gained grows as the square of their number.
WARDEN = ('"Warden" is a {W} 1/1 white Human Cleric creature with "Whenever another creature enters the '
          'battlefield, you gain 1 life."; ' + "Warden; " * 150 + "show my life")


def descendants(pid: int) -> list[int]:
    out, todo = [], [pid]
    while todo:
        for c in children(todo.pop()):
            out.append(c)
            todo.append(c)
    return out


def _cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def _running(pid: int, cmdline: str) -> bool:
    """``pid`` is still the process it was (not a zombie, not a number reused by another)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z" and _cmdline(pid) == cmdline


@pytest.mark.parametrize("workers", [1, 2])
def test_questions_run_apart_from_pages_and_sigterm_stops_every_process(db, workers):
    """Issue 26: questions run in engine processes, one at a time per server process, a few more
    wait and the next are told "busy" at once; a judge's page answers while they run; SIGTERM
    stops the server, its workers and their engine processes while the questions still run."""
    import threading
    import urllib.parse

    from kb.web_ask import ASK_PROCESSES, ASK_WAITING

    port = free_port()
    p = _start(db, port, "--workers", str(workers))
    answers: list[tuple[int, str]] = []
    url = f"http://127.0.0.1:{port}/ask.json?" + urllib.parse.urlencode({"q": WARDEN})

    def ask():
        try:
            answers.append(get(url, 120))
        except OSError as exc:       # the server stopped before answering
            answers.append((-1, str(exc)))
    per_worker = ASK_PROCESSES + ASK_WAITING + 3
    askers = [threading.Thread(target=ask, daemon=True) for _ in range(per_worker * workers)]
    try:
        for t in askers:
            t.start()
        deadline = time.monotonic() + 60    # hang guards, not speed checks
        while not [c for c in descendants(p.pid) if "kb.web_ask" in _cmdline(c)]:
            assert time.monotonic() < deadline, answers
            time.sleep(0.1)
        while not any("other questions" in body for _, body in answers):   # a full queue: "busy" at once
            assert time.monotonic() < deadline, answers
            time.sleep(0.1)
        assert {code for code, _ in answers} == {503}, answers
        status, body = get(f"http://127.0.0.1:{port}/rule/613.4c")
        assert status == 200 and "Layer 7c" in body
        waiting = len(askers) - len(answers)
        assert waiting >= ASK_PROCESSES + ASK_WAITING   # the page did not wait for the questions
        family = {c: _cmdline(c) for c in descendants(p.pid)}
        engines = [c for c, cmd in family.items() if "kb.web_ask" in cmd]
        assert engines and all(_running(c, family[c]) for c in engines)
    finally:
        p.send_signal(signal.SIGTERM)
        out, err = p.communicate(timeout=60)   # a hang guard: it stops in a few seconds (docs/deploy.md)
    assert "Traceback" not in err, err
    deadline = time.monotonic() + 10     # a hang guard, not a speed check
    while [c for c, cmd in family.items() if _running(c, cmd)]:     # the workers' and engines' processes
        assert time.monotonic() < deadline, [family[c] for c, cmd in family.items() if _running(c, cmd)]
        time.sleep(0.1)
    for t in askers:
        t.join(30)
    # every question was still running or waiting when the server stopped, or was stopped by its budget (on a
    # slow machine a question can reach its 10 s budget first): none had an answer from the engine; those cut
    # short were told the server is stopping, or lost their connection
    assert all(code in (503, -1) or "too much for one question" in body for code, body in answers), answers
