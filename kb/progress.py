"""Progress for long work (ingesting many files, analyze, card imports, downloads).

A rich progress bar on stderr when it is a terminal; nothing at all in a pipe, a file, or CI
(``$CI`` set), or with ``KB_NO_PROGRESS=1``.  Library code reports through :func:`task`, which
costs nothing when no bar is shown (rich is imported only for a bar).

    with progress.task("Parsing", total=len(files), unit="files") as bar:
        for f in files:
            ...
            bar.advance()
"""
from __future__ import annotations

import os
import sys
from contextlib import contextmanager

__all__ = ["enabled", "task"]

_ACTIVE = None  # the Progress on screen, shared by nested tasks


def enabled() -> bool:
    """A bar is shown only to a person at a terminal."""
    if os.environ.get("KB_NO_PROGRESS") or os.environ.get("CI"):
        return False
    if os.environ.get("TERM", "") in ("dumb", "unknown"):
        return False
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


class _Quiet:
    def advance(self, n: float = 1) -> None:
        pass

    def update(self, **kwargs) -> None:
        pass


class _Bar:
    def __init__(self, progress, task_id):
        self._progress, self._id = progress, task_id

    def advance(self, n: float = 1) -> None:
        self._progress.advance(self._id, n)

    def update(self, **kwargs) -> None:
        self._progress.update(self._id, **kwargs)


@contextmanager
def task(description: str, total: float | None = None, unit: str | None = None):
    """A task on the bar (``total`` None: a spinner with the time elapsed); yields ``advance``."""
    global _ACTIVE
    if not enabled():
        yield _Quiet()
        return
    from rich.console import Console
    from rich.progress import (BarColumn, DownloadColumn, MofNCompleteColumn, Progress, SpinnerColumn,
                               TextColumn, TimeElapsedColumn, TransferSpeedColumn)

    if _ACTIVE is not None:  # nested: one more line on the bar already shown
        tid = _ACTIVE.add_task(description, total=total)
        try:
            yield _Bar(_ACTIVE, tid)
        finally:
            _ACTIVE.remove_task(tid)
        return
    columns = [SpinnerColumn(), TextColumn("{task.description}"), BarColumn()]
    if unit == "bytes":
        columns += [DownloadColumn(), TransferSpeedColumn()]
    elif total is not None:
        columns += [MofNCompleteColumn(), TextColumn(unit or "")]
    columns.append(TimeElapsedColumn())
    progress = Progress(*columns, console=Console(stderr=True), transient=True)
    _ACTIVE = progress
    try:
        with progress:
            tid = progress.add_task(description, total=total)
            yield _Bar(progress, tid)
    finally:
        _ACTIVE = None
