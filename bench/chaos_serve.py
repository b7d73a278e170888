#!/usr/bin/env python3
"""Attack `kb serve` as one curious player at an event would, and time a judge's page throughout
(issue 26; not a test: run it by hand, quote the table in docs/deploy.md).

Usage: .venv/bin/python bench/chaos_serve.py [--db data/kb.db] [--workers 1 2] [--seconds 15]
                                             [--mem-mb 3072] [--load]

For each number of workers: ``kb serve`` under a memory limit (``ulimit -v`` on every process),
then each attack for ``--seconds`` while a judge fetches ``/rule/613.4`` every 0.2 s from another
address (127.0.0.1; the attackers come from 127.0.0.2–.4).  Per attack: the judge's p50, p95 and
worst latency and failed fetches; at the end, whether the server is the same process still
answering (no restart) and how long it took to stop after SIGTERM with questions running.

``--load``: instead, 20 clients (or ``--clients``) mixing rule pages, searches and /ask for
``--seconds``: requests/s and p50/p95 by kind, for each number of workers; and one client alone.

Every request goes to 127.0.0.0/8 on this machine; every loop is bounded in time.
"""
from __future__ import annotations

import argparse
import os
import random
import resource
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

from bench_web import free_port  # noqa: E402  (bench/ is on the path when a bench script runs)

ROOT = Path(__file__).resolve().parents[1]
KB = str(Path(sys.executable).with_name("kb"))
JUDGE = "/rule/613.4"


def start(db: str, workers: int, mem_mb: int) -> tuple[subprocess.Popen, str, int]:
    port = free_port()

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (mem_mb << 20, mem_mb << 20))

    log = open(f"/tmp/chaos-serve-{workers}.log", "w")   # the server's log: its size is one of the figures
    p = subprocess.Popen([KB, "serve", "--port", str(port), "--workers", str(workers), "--db", db],
                         stdout=subprocess.DEVNULL, stderr=log, preexec_fn=limit)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            for _ in range(workers * 3):
                get(base, JUDGE, 30)
                get(base, "/search.json?q=copy+of+a+spell", 60)
            return p, base, port
        except OSError:
            time.sleep(0.3)
    p.kill()
    raise SystemExit("the server did not start")


def get(base: str, path: str, timeout: float = 30, source: str | None = None) -> int:
    """Status of one GET (from ``source``, an address of 127.0.0.0/8); raises OSError on failure."""
    url = urllib.parse.urlsplit(base)
    conn = _Conn(url.hostname, url.port, timeout=timeout, source_address=(source, 0) if source else None)
    try:
        conn.request("GET", path)
        r = conn.getresponse()
        r.read()
        return r.status
    finally:
        conn.close()


import http.client  # noqa: E402


class _Conn(http.client.HTTPConnection):
    pass


def q(text: str) -> str:
    return urllib.parse.urlencode({"q": text})


DOUBLING = "/ask.json?" + q("Doubling Season; " * 11 + "create a 1/1 white Soldier creature token; show creatures")
WARDEN = "/ask.json?" + q("Soul Warden; " * 150 + "show my life")
PRINTF = "/kb/-/query.json?sql=" + urllib.parse.quote("select length(printf('%.*c','1000000000x','x'))")
INSTR = "/kb/-/query.json?sql=" + urllib.parse.quote(
    "select instr(hex(zeroblob(2000000)), hex(zeroblob(200000))||'1')")
REPLACE = "/kb/-/query.json?sql=" + urllib.parse.quote(
    "select length(replace(hex(zeroblob(4000000)), hex(zeroblob(400000))||'1', ''))")
OLD_ROUND = ["/nope", "/kb/nope", "/kb/rules/nope", "/-/nope", "/search?q=%22", "/search?q=%00",
             "/search?q=" + "a+" * 3000, "/kb/rules?_facet=nope",
             "/kb/-/query.json?sql=" + urllib.parse.quote("select length(printf('%.*c', 1000000000, 'x'))")]
SEARCHES = ["/search.json?q=" + urllib.parse.quote(s) for s in
            ("copy of a spell", "the big attacker pushes its extra hits through", "dies trigger",
             "layer dependency", "legend rule", "combat damage step", "token doubling", "protection from")]


def hammer(base: str, paths: list[str], clients: int, stop: threading.Event, source: str, counts: dict):
    def one(i):
        k = i
        while not stop.is_set():
            try:
                code = get(base, paths[k % len(paths)], 60, source)
            except OSError:
                code = -1
            counts[code] = counts.get(code, 0) + 1
            k += 1
    ts = [threading.Thread(target=one, args=(i,), daemon=True) for i in range(clients)]
    for t in ts:
        t.start()
    return ts


def hold_connections(port: int, n: int, stop: threading.Event, source: str, counts: dict):
    """Open ``n`` connections that never send a request, again and again when closed."""
    def run():
        socks = []
        while not stop.is_set():
            while len(socks) < n and not stop.is_set():
                s = socket.socket()
                try:
                    s.bind((source, 0))
                    s.settimeout(1)
                    s.connect(("127.0.0.1", port))
                    socks.append(s)
                    counts["opened"] = counts.get("opened", 0) + 1
                except OSError:
                    s.close()
                    counts["refused"] = counts.get("refused", 0) + 1
                    break
            time.sleep(0.5)
            alive = []
            for s in socks:
                s.settimeout(0)
                try:
                    if s.recv(1) == b"":
                        s.close()
                        continue
                except BlockingIOError:
                    pass
                except OSError:
                    s.close()
                    continue
                alive.append(s)
            counts["closed by server"] = counts.get("closed by server", 0) + len(socks) - len(alive)
            socks = alive
        for s in socks:
            s.close()
    t = threading.Thread(target=run, daemon=True)
    t.start()
    return [t]


def slowloris(port: int, n: int, stop: threading.Event, source: str, counts: dict):
    """``n`` connections sending their request head one byte every 2 s."""
    def run():
        socks = []
        while not stop.is_set():
            while len(socks) < n:
                s = socket.socket()
                try:
                    s.bind((source, 0))
                    s.connect(("127.0.0.1", port))
                    s.sendall(b"GET /rule/613.4 HTTP/1.1\r\n")
                    socks.append(s)
                except OSError:
                    s.close()
                    break
            alive = []
            for s in socks:
                try:
                    s.sendall(b"X")
                    alive.append(s)
                except OSError:
                    counts["closed by server"] = counts.get("closed by server", 0) + 1
                    s.close()
            socks = alive
            stop.wait(2)
        for s in socks:
            s.close()
    t = threading.Thread(target=run, daemon=True)
    t.start()
    return [t]


def descendants(pid: int) -> list[int]:
    kids: dict[int, list[int]] = {}
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                ppid = int((d / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            kids.setdefault(ppid, []).append(int(d.name))
    out, todo = [], [pid]
    while todo:
        for c in kids.get(todo.pop(), []):
            out.append(c)
            todo.append(c)
    return out


def semantic_workers(pid: int) -> list[int]:
    return [c for c in descendants(pid)
            if b"kb.semantic_worker" in Path(f"/proc/{c}/cmdline").read_bytes()]


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def _running(pid: int, cmdline: bytes) -> bool:
    """``pid`` is still that process: not ended, not a zombie, not a number reused by another."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z" and _cmdline(pid) == cmdline


def probe(base: str, seconds: float) -> tuple[list[float], int]:
    lat, failed = [], 0
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        t0 = time.perf_counter()
        try:
            if get(base, JUDGE, 30, "127.0.0.1") != 200:
                failed += 1
        except OSError:
            failed += 1
        lat.append(time.perf_counter() - t0)
        time.sleep(0.2)
    return lat, failed


def pct(lat: list[float], p: int) -> float:
    if len(lat) < 2:
        return lat[0] if lat else float("nan")
    return statistics.quantiles(lat, n=100, method="inclusive")[p - 1]


def attacks(base: str, port: int, server: subprocess.Popen):
    return [
        ("none (baseline)", lambda st, c: []),
        ("8 × /ask Doubling Season ×11", lambda st, c: hammer(base, [DOUBLING], 8, st, "127.0.0.2", c)),
        ("16 × /ask Soul Warden ×150", lambda st, c: hammer(base, [WARDEN], 16, st, "127.0.0.2", c)),
        ("8 × printf width as text", lambda st, c: hammer(base, [PRINTF], 8, st, "127.0.0.2", c)),
        ("8 × instr / replace 4 MB", lambda st, c: hammer(base, [INSTR, REPLACE], 8, st, "127.0.0.2", c)),
        ("3,000 idle connections", lambda st, c: hold_connections(port, 3000, st, "127.0.0.3", c)),
        ("200 slow request heads", lambda st, c: slowloris(port, 200, st, "127.0.0.4", c)),
        ("semantic worker stopped + 8 searches", lambda st, c: _stopped_worker(base, server, st, c)),
        ("previous round (bad pages, searches)", lambda st, c: hammer(base, OLD_ROUND, 5, st, "127.0.0.2", c)),
    ]


def _stopped_worker(base, server, stop, counts):
    ws = semantic_workers(server.pid)
    for w in ws:
        try:
            os.kill(w, signal.SIGSTOP)
        except OSError:
            pass
    counts["stopped workers"] = len(ws)
    return hammer(base, SEARCHES, 8, stop, "127.0.0.2", counts)


def chaos(args) -> None:
    rows = []
    for workers in args.workers:
        server, base, port = start(args.db, workers, args.mem_mb)
        try:
            for name, attack in attacks(base, port, server):
                if args.only and not any(o in name for o in args.only):
                    continue
                stop, counts = threading.Event(), {}
                threads = attack(stop, counts)
                time.sleep(1)
                lat, failed = probe(base, args.seconds)
                stop.set()
                for t in threads:
                    t.join(70)
                row = (workers, name, len(lat), pct(lat, 50), pct(lat, 95), max(lat), failed, dict(sorted(counts.items(), key=str)))
                rows.append(row)
                print(f"workers={workers} {name:<38} n={len(lat):3d} p50 {row[3] * 1000:6.0f} ms  p95 {row[4] * 1000:6.0f} ms"
                      f"  max {row[5] * 1000:6.0f} ms  failed {failed}  attacker saw {row[7]}", flush=True)
                time.sleep(2)
            same = server.poll() is None
            # SIGTERM while questions run: how long until the server (every process) is gone
            stop, counts = threading.Event(), {}
            threads = hammer(base, [DOUBLING, WARDEN], 8, stop, "127.0.0.2", counts)
            time.sleep(3)
            family = {p: _cmdline(p) for p in descendants(server.pid)}   # workers, engines, encoders
            t0 = time.monotonic()
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(30)
            except subprocess.TimeoutExpired:
                pass
            while any(_running(p, cmd) for p, cmd in family.items()) and time.monotonic() - t0 < 30:
                time.sleep(0.05)
            stopped = time.monotonic() - t0
            stop.set()
            print(f"workers={workers} same server process answered throughout: {same}; "
                  f"stopped {stopped:.1f} s after SIGTERM with 8 questions running (all its processes)", flush=True)
        finally:
            if server.poll() is None:
                server.kill()
                server.wait()
            for p in descendants(os.getpid()):
                try:
                    os.kill(p, signal.SIGKILL)
                except OSError:
                    pass
    print("\n| workers | attack | judge fetches | p50 | p95 | worst | failed |")
    print("|---|---|---|---|---|---|---|")
    for w, name, n, p50, p95, worst, failed, _ in rows:
        print(f"| {w} | {name} | {n} | {p50 * 1000:.0f} ms | {p95 * 1000:.0f} ms | {worst * 1000:.0f} ms | {failed} |")


def load(args) -> None:
    kinds = {"rule page": [f"/rule/{n}" for n in ("613.4", "702.19b", "704.5g", "100.1", "601.2", "510.1c")],
             "search": SEARCHES,
             "ask": ["/ask.json?" + q(x) for x in (
                 "Grizzly Bears; Giant Growth on Grizzly Bears; show Grizzly Bears",
                 "Humility, then Opalescence; show all",
                 "Blood Moon; Urborg, Tomb of Yawgmoth; Forest; show lands")]}
    mix = ["rule page"] * 6 + ["search"] * 3 + ["ask"]
    for workers in args.workers:
        server, base, port = start(args.db, workers, args.mem_mb)
        try:
            for k in kinds["ask"]:
                get(base, k, 120)      # start the engine processes
            for clients in (args.clients, 1):
                res: dict[str, list[float]] = {k: [] for k in kinds}
                codes: dict = {}
                stop = threading.Event()

                def client(i):
                    rnd = random.Random(i)
                    while not stop.is_set():
                        kind = rnd.choice(mix)
                        path = rnd.choice(kinds[kind])
                        t0 = time.perf_counter()
                        try:
                            code = get(base, path, 60)
                        except OSError:
                            code = -1
                        if not stop.is_set():
                            res[kind].append(time.perf_counter() - t0)
                            codes[code] = codes.get(code, 0) + 1
                ts = [threading.Thread(target=client, args=(i,), daemon=True) for i in range(clients)]
                for t in ts:
                    t.start()
                time.sleep(args.seconds)
                stop.set()
                for t in ts:
                    t.join(70)
                total = sum(len(v) for v in res.values())
                print(f"workers={workers} clients={clients}: {total / args.seconds:6.1f} req/s in all, status {codes}",
                      flush=True)
                for kind, lat in res.items():
                    if lat:
                        print(f"    {kind:<10} {len(lat) / args.seconds:6.1f} req/s  p50 {pct(lat, 50) * 1000:6.0f} ms"
                              f"  p95 {pct(lat, 95) * 1000:6.0f} ms  ({len(lat)})", flush=True)
        finally:
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(30)
            except subprocess.TimeoutExpired:
                server.kill()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default=os.environ.get("KB_DB", str(ROOT / "data" / "kb.db")))
    ap.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--seconds", type=int, default=15)
    ap.add_argument("--clients", type=int, default=20)
    ap.add_argument("--mem-mb", type=int, default=3072, help="address space of each server process (ulimit -v)")
    ap.add_argument("--load", action="store_true")
    ap.add_argument("--only", nargs="*", help="run only the attacks whose name contains one of these words")
    args = ap.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.1f} (2 cores, shared)", flush=True)
    (load if args.load else chaos)(args)
    print(f"load average after: {os.getloadavg()[0]:.1f}", flush=True)


if __name__ == "__main__":
    main()
