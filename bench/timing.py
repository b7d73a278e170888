"""Whole-process timing helpers shared by the benchmark scripts (not tests)."""
from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KB = str(Path(sys.executable).with_name("kb"))


def timed(cmd: list[str], runs: int, setup=None, env=None, ok=(0,)) -> list[float]:
    """Wall seconds of ``runs`` runs of ``cmd`` (``setup`` before each, untimed); exit status in ``ok``."""
    out = []
    for _ in range(runs):
        if setup:
            setup()
        t = time.perf_counter()
        r = subprocess.run(cmd, stdout=subprocess.DEVNULL, env=env)
        out.append(time.perf_counter() - t)
        if r.returncode not in ok:
            raise SystemExit(f"{' '.join(cmd)}: exit status {r.returncode}")
    return out


def report(name: str, times: list[float]) -> None:
    print(f"{name:<44} min {min(times):7.3f}s  median {statistics.median(times):7.3f}s  "
          f"max {max(times):7.3f}s  (n={len(times)})", flush=True)
