"""Work shared out to processes (engine coverage, ruling links): a dead worker is an error, never a hang.

``multiprocessing.Pool`` waits forever when one of its workers dies (``kb engine coverage`` hung
that way in one run of two, issue 26), and a process forked while another thread holds a lock (a
progress bar's, the logging module's) can wait for that lock forever.  :func:`parallel_map` uses
``concurrent.futures.ProcessPoolExecutor``, which reports a dead worker (BrokenProcessPool, said
here as :class:`WorkerDied`), with processes started by a fork server: clean processes that
inherit no thread and no lock.  What every worker needs is handed over once per worker through
``initializer``/``initargs`` (pickled), not per item.
"""
from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

__all__ = ["parallel_map", "WorkerDied"]


class WorkerDied(RuntimeError):
    """A worker process ended before its share was done (killed, out of memory)."""


def _context():
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")


def parallel_map(fn, items: list, jobs: int, initializer=None, initargs: tuple = ()) -> list:
    """``[fn(x) for x in items]`` on ``jobs`` processes, in order.  ``fn`` and ``initializer`` are
    module-level functions (they are named, not pickled)."""
    try:
        with ProcessPoolExecutor(max_workers=jobs, mp_context=_context(), initializer=initializer,
                                 initargs=initargs) as pool:
            return list(pool.map(fn, items))
    except BrokenProcessPool as exc:
        raise WorkerDied(f"a worker process ended before its share was done ({exc}): run the command "
                         "again (with less at once, or more memory)") from None
