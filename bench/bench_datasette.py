"""Server-side timings of the Datasette pages (not a test).

Times a GET of each path in process on the KB that ``kb serve`` would serve: after a warm-up through
``ds.client`` (which runs Datasette's start-up), each request is one call of the ASGI app built once, as
``kb serve``'s server holds it (``ds.client`` builds the app again for every request, about 2 ms that a
served page never pays), with no network. Prints per-page and per-group medians.

    .venv/bin/python bench/bench_datasette.py [--db data/kb.db] [--runs 40] [--json]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sqlite3
import sys
import time
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kb.commands_serve import build_datasette  # noqa: E402

GROUPS = {
    "rule page": ["/rule/613.4", "/rule/707.10", "/rule/702.19", "/rule/100.1", "/rule/613.5",
                  "/rule/418.5a?edition=2008-01-01", "/rule/601.2"],
    "search": ["/search?q=copy+of+a+spell", "/search?q=trample", "/search?q=state-based+actions",
               "/search?q=mana+value", "/search?q=commander+damage", "/search?q=layer+7c"],
    "search (stored query page)": ["/kb/search?q=copy+of+a+spell", "/kb/search?q=trample"],
    "search (stored query JSON)": ["/kb/search.json?q=copy+of+a+spell", "/kb/search.json?q=trample"],
    "other": ["/", "/-/", "/kb/search?q=", "/rule/613", "/kb/citing?number=613.4", "/kb/unresolved", "/kb/history?number=613.5"],
}


async def asgi_get(app, path: str) -> int:
    """One GET of ``path`` (with its query string) through the ASGI ``app``; the response's status."""
    bare, _, query = path.partition("?")
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "GET", "scheme": "http",
             "path": urllib.parse.unquote(bare), "raw_path": bare.encode(), "query_string": query.encode(),
             "root_path": "", "headers": [(b"host", b"localhost")], "client": ("127.0.0.1", 1),
             "server": ("localhost", 80)}
    status = []

    async def receive():
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message):
        if message["type"] == "http.response.start":
            status.append(message["status"])

    await app(scope, receive, send)
    return status[0]


_APPS: dict = {}


async def measure(ds, path: str, runs: int, warmup: int) -> list[float]:
    for _ in range(warmup):
        r = await ds.client.get(path)
        assert r.status_code == 200, (path, r.status_code)
    app = _APPS.get(id(ds)) or _APPS.setdefault(id(ds), ds.app())
    assert await asgi_get(app, path) == 200, path
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        await asgi_get(app, path)
        times.append((time.perf_counter() - t) * 1000)
    return times


async def main(db: Path, runs: int, warmup: int) -> dict:
    ds = build_datasette(db)
    out: dict = {"db": str(db), "runs": runs, "load_average": os.getloadavg(), "pages": {}, "groups": {}}
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
        out["editions"] = conn.execute("SELECT count(*) FROM editions").fetchone()[0]
        out["lineage_rows"] = conn.execute("SELECT count(*) FROM sqlite_master WHERE name = 'lineage'").fetchone()[0] \
            and conn.execute("SELECT count(*) FROM lineage").fetchone()[0]
    for group, paths in GROUPS.items():
        pooled = []
        for path in paths:
            times = await measure(ds, path, runs, warmup)
            pooled += times
            out["pages"][path] = {"median_ms": round(statistics.median(times), 1),
                                  "p90_ms": round(sorted(times)[int(0.9 * len(times)) - 1], 1),
                                  "min_ms": round(min(times), 1)}
        out["groups"][group] = round(statistics.median(pooled), 1)
    ds.close()
    return out


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--db", type=Path, default=Path(os.environ.get("KB_DB", ROOT / "data" / "kb.db")))
    ap.add_argument("--runs", type=int, default=40)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    res = asyncio.run(main(args.db, args.runs, args.warmup))
    if args.json:
        print(json.dumps(res, indent=2))
        sys.exit(0)
    print(f"{res['db']}: {res['editions']} editions, lineage rows: {res['lineage_rows']}, "
          f"{res['runs']} runs per page, load average {tuple(round(x, 2) for x in res['load_average'])}")
    for path, t in res["pages"].items():
        print(f"  {path:<45} median {t['median_ms']:6.1f} ms   p90 {t['p90_ms']:6.1f}   min {t['min_ms']:6.1f}")
    for group, median in res["groups"].items():
        print(f"{group:<28} median {median:6.1f} ms")
