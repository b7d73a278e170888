"""Whole-process timing helpers shared by the benchmark scripts (not tests)."""
from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KB = str(Path(sys.executable).with_name("kb"))


def timed(cmd: list[str], runs: int, setup=None, env=None, ok=(0,), cpu: list | None = None) -> list[float]:
    """Wall seconds of ``runs`` runs of ``cmd`` (``setup`` before each, untimed); exit status in ``ok``. With
    ``cpu``, each run's processor seconds (user + system, of the process and its children) are appended to it:
    on a busy machine they stay near what the run costs, while the wall seconds count the wait for a core."""
    out = []
    for _ in range(runs):
        if setup:
            setup()
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        r = subprocess.run(cmd, stdout=subprocess.DEVNULL, env=env)
        out.append(time.perf_counter() - t)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if cpu is not None:
            cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        if r.returncode not in ok:
            raise SystemExit(f"{' '.join(cmd)}: exit status {r.returncode}")
    return out


def report(name: str, times: list[float], cpu: list[float] | None = None) -> None:
    extra = f"  cpu median {statistics.median(cpu):6.3f}s" if cpu else ""
    print(f"{name:<44} min {min(times):7.3f}s  median {statistics.median(times):7.3f}s  "
          f"max {max(times):7.3f}s{extra}  (n={len(times)})", flush=True)


def load() -> str:
    """The machine's load (1, 5, 15 minutes) and cores: wall figures mean little when the load exceeds them."""
    a, b, c = os.getloadavg()
    return f"load average {a:.2f} {b:.2f} {c:.2f} on {os.cpu_count()} cores"
