"""A helper process a server talks to over pipes, with a deadline on every answer (issue 26).

The server hands two kinds of work to processes of their own: encoding a search's question
(:mod:`kb.semantic_worker`) and running a question through the engine (``/ask``,
:mod:`kb.web_ask`).  Either may take long or stop answering (a runaway question, a process
stopped by a signal); the server must not wait for it.  So every call has a deadline: a
process that misses it is killed, and the next call starts a new one.

The protocol, all lengths 4 bytes little-endian:

- request: the length of the payload, then the payload;
- answer: one byte naming its kind, the length of the body, then the body.

A process ends when its stdin closes (the server stopped).  :func:`serve` is its side.
"""
from __future__ import annotations

import os
import select
import struct
import subprocess
import sys
import threading
import time
from pathlib import Path

__all__ = ["Child", "ChildGone", "ChildLate", "serve", "read_exactly", "LEN", "MAX_MESSAGE"]

LEN = struct.Struct("<I")
MAX_MESSAGE = 64 * 1024 * 1024    # any one answer (an /ask answer with its trace is at most a few MB)


class ChildGone(RuntimeError):
    """The process ended, answered out of protocol, or missed its deadline (then it was killed)."""


class ChildLate(ChildGone):
    """The process missed its deadline: it was killed."""


def read_exactly(stream, n: int) -> bytes | None:
    """``n`` bytes from a blocking stream, or None at its end."""
    data = b""
    while len(data) < n:
        part = stream.read(n - len(data))
        if not part:
            return None
        data += part
    return data


class Child:
    """The server's side of one helper process (``python -m MODULE ARGS…``): one call at a time
    (a lock), from any thread, each with a deadline."""

    def __init__(self, module: str, *args: str, env: dict | None = None):
        self.module, self.args = module, args
        self.lock = threading.Lock()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", module, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, cwd=str(Path(__file__).resolve().parents[1]),
            env={**os.environ, **(env or {})}, start_new_session=True)  # Ctrl-C in a terminal: the server decides

    def alive(self) -> bool:
        return self.proc.poll() is None

    def call(self, payload: bytes, seconds: float) -> tuple[bytes, bytes]:
        """(kind, body) of the answer to ``payload``; ChildGone when the process ended or did not
        answer within ``seconds`` (waiting for the lock included): then it is killed."""
        deadline = time.monotonic() + seconds
        if not self.lock.acquire(timeout=max(0.0, seconds)):
            raise ChildLate(f"busy for over {seconds:g} s")
        try:
            try:
                self._write(LEN.pack(len(payload)) + payload, deadline)
                kind = self._read(1, deadline)
                (n,) = LEN.unpack(self._read(LEN.size, deadline))
                if n > MAX_MESSAGE:
                    raise ChildGone(f"answered out of protocol ({n:,} bytes)")
                body = self._read(n, deadline)
            except TimeoutError:
                self.kill()
                raise ChildLate(f"did not answer within {seconds:g} s: stopped") from None
            except (OSError, ValueError) as e:
                self.kill()
                raise ChildGone(f"failed ({e}; exit {self.proc.poll()})") from None
        finally:
            self.lock.release()
        return kind, body

    def _write(self, data: bytes, deadline: float) -> None:
        fd = self.proc.stdin.fileno()
        while data:
            if not select.select([], [fd], [], max(0.0, deadline - time.monotonic()))[1]:
                raise TimeoutError
            data = data[os.write(fd, data[:65536]):]

    def _read(self, n: int, deadline: float) -> bytes:
        fd = self.proc.stdout.fileno()
        out = bytearray()
        while len(out) < n:
            if not select.select([fd], [], [], max(0.0, deadline - time.monotonic()))[0]:
                raise TimeoutError
            part = os.read(fd, min(n - len(out), 1 << 20))
            if not part:
                raise ChildGone(f"ended (exit {self.proc.poll()})")
            out += part
        return bytes(out)

    def kill(self) -> None:
        """End the process now (SIGKILL: a stopped process ends too)."""
        try:
            self.proc.kill()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        for f in (self.proc.stdin, self.proc.stdout):
            try:
                f.close()
            except OSError:
                pass

    def close(self, seconds: float = 2.0) -> None:
        """Close its stdin (it ends after its current answer); killed if still there after ``seconds``."""
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            self.kill()


def _end_with_parent() -> None:
    """End this process at once when the server that started it is gone (killed, or stopped
    while this process was still working on its answer)."""
    parent = os.getppid()

    def watch():
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, name="kb-child-watch", daemon=True).start()


def serve(handle, stdin=None, stdout=None, max_request: int = MAX_MESSAGE) -> int:
    """The helper's side: answer requests until stdin closes.  ``handle(payload) -> (kind, body)``;
    an exception in it answers ``E`` with its message, and the process goes on."""
    if stdin is None:
        _end_with_parent()
    stdin = stdin or sys.stdin.buffer
    stdout = stdout or sys.stdout.buffer
    while True:
        head = read_exactly(stdin, LEN.size)
        if head is None:
            return 0
        (n,) = LEN.unpack(head)
        if n > max_request:
            return 2  # not our asker: stop rather than read garbage
        payload = read_exactly(stdin, n)
        if payload is None:
            return 0
        try:
            kind, body = handle(payload)
        except Exception as e:  # noqa: BLE001 - one bad request doesn't end the process
            kind, body = b"E", f"{type(e).__name__}: {e}".encode("utf-8")
        stdout.write(kind + LEN.pack(len(body)) + body)
        stdout.flush()
