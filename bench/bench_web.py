#!/usr/bin/env python3
"""The server under load and under misbehaviour (not a test: run it by hand, quote the figures).

Usage: .venv/bin/python bench/bench_web.py [--db data/kb.db] [--workers 1 2] [--clients 20]
                                           [--seconds 15] [--misbehave]

* Load: ``kb serve --workers N`` on the KB, then ``hey`` (Debian package ``hey``) with
  ``--clients`` concurrent clients for ``--seconds`` on a judge's pages (a rule page, a search);
  prints requests/s and p50/p95 latency for each N.
* ``--misbehave``: while five clients keep asking for missing pages, bad searches and a
  gigabyte printf, one judge fetches /rule/613.4 every 0.2 s: its median and worst latency.
"""
from __future__ import annotations

import argparse
import json
import os
import re
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

ROOT = Path(__file__).resolve().parents[1]
KB = str(Path(sys.executable).with_name("kb"))
PAGES = {"rule page": "/rule/613.4", "search": "/search?q=copy+of+a+spell"}


def free_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def start(db: str, workers: int) -> tuple[subprocess.Popen, str]:
    port = free_port()
    extra = ["--workers", str(workers)] if workers > 1 else []
    p = subprocess.Popen([KB, "serve", "--port", str(port), *extra, "--db", db],
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            for path in PAGES.values():  # warm every worker's caches a little
                for _ in range(workers * 3):
                    urllib.request.urlopen(base + path, timeout=30).read()
            return p, base
        except (urllib.error.URLError, ConnectionError):
            time.sleep(0.3)
    p.kill()
    raise SystemExit("the server did not start")


def stop(p: subprocess.Popen) -> None:
    p.send_signal(signal.SIGINT)
    try:
        p.wait(30)
    except subprocess.TimeoutExpired:
        p.kill()


def hey(url: str, clients: int, seconds: int) -> dict:
    out = subprocess.run(["hey", "-z", f"{seconds}s", "-c", str(clients), "-o", "csv", url],
                         capture_output=True, text=True, check=True).stdout
    rows = [line.split(",") for line in out.strip().splitlines()[1:]]
    lat = sorted(float(r[0]) for r in rows)
    codes = {}
    for r in rows:
        codes[r[6]] = codes.get(r[6], 0) + 1
    q = statistics.quantiles(lat, n=100)
    return {"requests": len(lat), "rps": len(lat) / seconds, "p50_ms": q[49] * 1000,
            "p95_ms": q[94] * 1000, "status": codes}


def load(args) -> None:
    for workers in args.workers:
        p, base = start(args.db, workers)
        try:
            for name, path in PAGES.items():
                r = hey(base + path, args.clients, args.seconds)
                print(f"workers={workers} clients={args.clients} {name:<10} {r['rps']:7.1f} req/s  "
                      f"p50 {r['p50_ms']:6.0f} ms  p95 {r['p95_ms']:6.0f} ms  "
                      f"({r['requests']} requests, status {r['status']})", flush=True)
        finally:
            stop(p)


BAD = ["/nope", "/kb/nope", "/kb/rules/nope", "/-/nope", "/search?q=%22", "/search?q=%00",
       "/search?q=" + "a+" * 3000, "/kb/rules?_facet=nope",
       "/kb/-/query.json?sql=" + urllib.parse.quote("select length(printf('%.*c', 1000000000, 'x'))")]


def misbehave(args) -> None:
    for workers in args.workers:
        p, base = start(args.db, workers)
        stop_flag = threading.Event()
        statuses: dict[int, int] = {}

        def pest():
            i = 0
            while not stop_flag.is_set():
                try:
                    with urllib.request.urlopen(base + BAD[i % len(BAD)], timeout=60) as r:
                        code = r.status
                except urllib.error.HTTPError as exc:
                    code = exc.code
                except (urllib.error.URLError, ConnectionError, TimeoutError):
                    code = -1
                statuses[code] = statuses.get(code, 0) + 1
                i += 1

        pests = [threading.Thread(target=pest, daemon=True) for _ in range(5)]
        for t in pests:
            t.start()
        lat = []
        t_end = time.monotonic() + args.seconds
        try:
            while time.monotonic() < t_end:
                t0 = time.perf_counter()
                urllib.request.urlopen(base + "/rule/613.4", timeout=60).read()
                lat.append(time.perf_counter() - t0)
                time.sleep(0.2)
        finally:
            stop_flag.set()
            for t in pests:
                t.join(70)
            stop(p)
        print(f"workers={workers} five misbehaving clients {dict(sorted(statuses.items()))}: "
              f"/rule/613.4 median {statistics.median(lat) * 1000:.0f} ms, "
              f"worst {max(lat) * 1000:.0f} ms over {len(lat)} fetches", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default=os.environ.get("KB_DB", str(ROOT / "data" / "kb.db")))
    ap.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--clients", type=int, default=20)
    ap.add_argument("--seconds", type=int, default=15)
    ap.add_argument("--misbehave", action="store_true")
    args = ap.parse_args()
    if args.misbehave:
        misbehave(args)
    else:
        load(args)


if __name__ == "__main__":
    main()
