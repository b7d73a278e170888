"""Helpers shared by test files."""
from __future__ import annotations

import asyncio
import http.server
import threading
from contextlib import contextmanager


class DatasetteClient:
    """Datasette's in-process client on its own event loop (no server)."""

    def __init__(self, ds):
        self.ds = ds
        self.loop = asyncio.new_event_loop()

    def get(self, path: str):
        return self.loop.run_until_complete(self.ds.client.get(path))

    def json(self, path: str):
        r = self.get(path)
        assert r.status_code == 200, (path, r.status_code, r.text[:500])
        return r.json()

    def html(self, path: str, status: int = 200) -> str:
        r = self.get(path)
        assert r.status_code == status, (path, r.status_code, r.text[:2000])
        return r.text

    def close(self):
        self.ds.close()
        self.loop.close()


@contextmanager
def local_server(handler):
    """An HTTP server on 127.0.0.1 (a free port) serving ``handler``; yields its base URL."""
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


def puzzle_head(edition: str = "2026-04-17") -> str:
    """The first lines of a small scenario written by a test (docs/scenarios.md): a puzzle of
    ``edition`` whose title and question say nothing; the test adds ``players:``, ``cards:`` and
    ``steps:``."""
    return f"title: t\nedition: {edition}\nkind: puzzle\nquestion: q\n"
