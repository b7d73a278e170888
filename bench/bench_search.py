"""Server-side timings of issue 12's pages (not a test): judges' searches, whole questions,
/define, card pages, previews and rule pages, plus `kb search` as a whole process.

Times each page in process with :func:`bench_datasette.measure` (the ASGI app built once, as ``kb serve``
holds it, no network) on the KB that ``kb serve`` would serve, after a warm-up, and prints per-page and
per-group medians.

    .venv/bin/python bench/bench_search.py [--db data/kb.db] [--runs 30] [--json] [--cli]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_datasette import measure  # noqa: E402
from kb.commands_serve import build_datasette  # noqa: E402


def q(path: str, text: str) -> str:
    return path + "?" + urllib.parse.urlencode({"q": text})


GROUPS = {
    "rule page": ["/rule/613.4", "/rule/707.10", "/rule/702.19", "/rule/100.1", "/rule/613.5",
                  "/rule/418.5a?edition=2008-01-01", "/rule/601.2", "/rule/704.5"],
    "search (words, slang)": [q("/search", s) for s in (
        "copy of a copy", "etb", "sba", "first strike damage step", "layer loses all abilities",
        "can you respond to a mana ability", "order of replacement effects", "trample", "Humility")],
    "search (whole questions)": [q("/search", s) for s in (
        "If I imprinted a Broodstar on a Soul Foundry and I had at least 8 artifacts in play, would the "
        "activation cost be 2 or 10?",
        "My opponent has Blood Moon out and I control Urborg, Tomb of Yawgmoth. Are my lands still Swamps?",
        "I sacrifice a creature with two +1/+1 counters on it to Fling. How much damage does Fling deal?")],
    "search (tournament questions, all documents)": [q("/search", s) for s in (
        "player drew an extra card", "my opponent forgot their Dark Confidant trigger", "GRV")],
    "define": [q("/define", s) for s in ("lki", "storm count", "p/t", "mana valeu")],
    "card page": ["/card/Fling", "/card/Gray%20Ogre", "/card/Fire%20%2F%2F%20Ice", "/card/lightening%20bolt"],
    "preview": ["/preview/rule/613.4c", "/preview/layer/7c", "/preview/rule/702.19"],
    "home page": ["/"],
}


async def main(db: Path, runs: int, warmup: int) -> dict:
    ds = build_datasette(db)
    out: dict = {"db": str(db), "runs": runs, "load_average": os.getloadavg(), "pages": {}, "groups": {}}
    for group, paths in GROUPS.items():
        pooled = []
        for path in paths:
            times = await measure(ds, path, runs, warmup)
            pooled += times
            out["pages"][path] = {"median_ms": round(statistics.median(times), 1),
                                  "p90_ms": round(sorted(times)[int(0.9 * len(times)) - 1], 1)}
        out["groups"][group] = round(statistics.median(pooled), 1)
    ds.close()
    return out


def cli_times(db: Path, runs: int) -> dict:
    from timing import KB, timed

    env = {**os.environ, "KB_DB": str(db)}
    out = {}
    for args in (["search", "copy of a copy"], ["search", "etb"],
                 ["search", "If I imprinted a Broodstar on a Soul Foundry and I had at least 8 artifacts "
                            "in play, would the activation cost be 2 or 10?"],
                 ["define", "storm count"]):
        out[" ".join(args)[:60]] = round(statistics.median(timed([KB, *args], runs, env=env)), 3)
    return out


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--db", type=Path, default=Path(os.environ.get("KB_DB", ROOT / "data" / "kb.db")))
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--cli", action="store_true", help="also time `kb search` / `kb define` as processes")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    res = asyncio.run(main(args.db, args.runs, args.warmup))
    if args.cli:
        res["cli_seconds"] = cli_times(args.db, 7)
    if args.json:
        print(json.dumps(res, indent=2))
        sys.exit(0)
    print(f"{res['db']}: {res['runs']} runs per page, load average {tuple(round(x, 2) for x in res['load_average'])}")
    for path, t in res["pages"].items():
        print(f"  {path[:70]:<70} median {t['median_ms']:6.1f} ms   p90 {t['p90_ms']:6.1f}")
    for group, median in res["groups"].items():
        print(f"{group:<28} median {median:6.1f} ms")
    for name, s in res.get("cli_seconds", {}).items():
        print(f"kb {name:<60} median {s:6.3f} s")
