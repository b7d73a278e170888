"""Connections a server accepts, and how long it waits for them (issue 26).

uvicorn accepts every connection and waits for a request on it as long as the client likes:
20,000 connections that never send a request used up the process's file descriptors (a
judge's page waited 38 s), and a client sending one byte every 5 s was never timed out.  Its
log grew by 90 MB in 40 s.  Here:

* :class:`GuardedH11Protocol` (uvicorn's ``http=`` protocol): a connection over
  ``max_connections`` in all is closed at once; one over ``max_per_client`` from one address is
  never read and closed at the head deadline (closed at once, it is opened again at once);
  a request whose headers have not all arrived ``header_seconds`` after the connection opened
  (or after the last answer on it) is closed.  The idle time between requests on a kept-alive
  connection is uvicorn's ``timeout_keep_alive``.
* :func:`quiet_logs`: the process's stderr, which a flood of connections or bad requests fills,
  passes at most ``burst`` lines a minute, then one line saying how many it left out.
* :func:`raise_file_limit`: the process may open as many files as the system lets it.

A reverse proxy in front adds what this cannot: TLS, per-address rate limits and limits that
hold before a connection reaches this process (docs/deploy.md).
"""
from __future__ import annotations

import threading
import time
from collections import Counter

from uvicorn.protocols.http.h11_impl import H11Protocol

__all__ = ["GuardedH11Protocol", "SETTINGS", "configure", "quiet_logs", "raise_file_limit"]

SETTINGS = {
    "max_connections": 10_000,  # open connections per server process (at most the open-file limit less 100)
    "max_per_client": 100,      # … from one client address (0: no such limit; behind a proxy all share one)
    "header_seconds": 10.0,     # from the connection (or the last answer) to a complete request head
    "keep_alive_seconds": 5,    # an idle kept-alive connection is closed after this
}

_PER_CLIENT: Counter = Counter()


def configure(**settings) -> None:
    """Change :data:`SETTINGS` (``kb serve``'s options; each worker process reads them from the
    environment, see :func:`from_environment`)."""
    for k, v in settings.items():
        if k not in SETTINGS:
            raise KeyError(k)
        SETTINGS[k] = type(SETTINGS[k])(v)


ENV = "KB_SERVE_LIMITS"


def to_environment() -> str:
    return ",".join(f"{k}={v}" for k, v in SETTINGS.items())


def from_environment(value: str | None) -> None:
    if value:
        configure(**dict(kv.split("=", 1) for kv in value.split(",") if "=" in kv))


class GuardedH11Protocol(H11Protocol):
    """uvicorn's HTTP/1.1 protocol with a connection cap and a deadline on each request head."""

    def connection_made(self, transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._host = self.client[0] if self.client else None
        _PER_CLIENT[self._host] += 1
        per = SETTINGS["max_per_client"]
        if len(self.connections) > SETTINGS["max_connections"]:
            transport.abort()   # the process's files are at stake: no answer
            return
        if per and _PER_CLIENT[self._host] > per:
            # Over its address's share: never read, closed at the head deadline.  Closing at once
            # made the client open another at once: 2,000 accepts and closes a second held the
            # judges' pages for seconds; a held socket costs a file and a timer.
            transport.pause_reading()
            self._head_timer = self.loop.call_later(SETTINGS["header_seconds"], transport.abort)
            return
        self._arm()

    def connection_lost(self, exc) -> None:
        _PER_CLIENT[self._host] -= 1
        if _PER_CLIENT[self._host] <= 0:
            del _PER_CLIENT[self._host]
        timer = getattr(self, "_head_timer", None)
        if timer is not None:
            timer.cancel()
        super().connection_lost(exc)

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm()

    def _arm(self) -> None:
        timer = getattr(self, "_head_timer", None)
        if timer is not None:
            timer.cancel()
        self._head_timer = self.loop.call_later(SETTINGS["header_seconds"], self._head_deadline)

    def _head_deadline(self) -> None:
        waiting = self.cycle is None or self.cycle.response_complete
        if waiting and not self.transport.is_closing():
            self.transport.close()


class _QuietStream:
    """A text stream passing at most ``burst`` lines a minute, then one line saying how many it
    left out: Datasette writes a line to stderr for every failed query, uvicorn one per bad
    request, and a flood of them filled the disk (90 MB in 40 s)."""

    def __init__(self, stream, burst: int = 200, window: float = 60.0):
        self.stream, self.burst, self.window = stream, burst, window
        self.start, self.lines, self.dropped = 0.0, 0, 0
        self.lock = threading.Lock()

    def write(self, text: str) -> int:
        with self.lock:
            now = time.monotonic()
            if now - self.start > self.window:
                if self.dropped:
                    self.stream.write(f"[{self.dropped:,} log lines left out in the last minute]\n")
                self.start, self.lines, self.dropped = now, 0, 0
            self.lines += text.count("\n")
            if self.lines > self.burst:
                self.dropped += text.count("\n")
                return len(text)
            return self.stream.write(text)

    def __getattr__(self, name):
        return getattr(self.stream, name)


def quiet_logs(burst: int = 200) -> None:
    """Rate-limit what this process writes to stderr (idempotent): call it before uvicorn sets up
    its log handlers, which keep the stream they find."""
    import sqlite3
    import sys

    sqlite3.enable_callback_tracebacks(False)   # a refused printf is an answer, not a traceback
    if not isinstance(sys.stderr, _QuietStream) and sys.stderr is not None:
        sys.stderr = _QuietStream(sys.stderr, burst)


def raise_file_limit() -> int:
    """Raise this process's open-file limit to the system's ceiling; the new limit."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and soft < hard:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
            soft = hard
        except (OSError, ValueError):
            pass
    return soft
