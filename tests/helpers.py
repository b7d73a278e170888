"""Helpers shared by test files."""
from __future__ import annotations

import asyncio
import http.server
import re
import threading
from contextlib import contextmanager
from pathlib import Path

# The corpus's CR folders: cr/ and the newer editions kept apart in cr-next/ (its SOURCES.md).
# The tests count the editions from these folders: the next edition is a file dropped in one.
CR_FOLDERS = ("cr", "cr-next")
_CR_FILE = re.compile(r"cr-(\d{4}-\d{2}-\d{2})\.txt")
_RULE_LINE = re.compile(r"\d{3}\.\d+[a-z]{0,2}\.? ", re.M)


def corpus_cr_files(shared: Path) -> list[Path]:
    """Every CR edition file of the corpus, oldest first (``cr-YYYY-MM-DD.txt`` in CR_FOLDERS)."""
    files = [f for d in CR_FOLDERS if (shared / d).is_dir() for f in (shared / d).glob("cr-*.txt")
             if _CR_FILE.fullmatch(f.name)]
    return sorted(files, key=lambda f: f.name)


def corpus_editions(shared: Path) -> list[str]:
    """The editions of the corpus (the dates in the file names), oldest first."""
    return [_CR_FILE.fullmatch(f.name).group(1) for f in corpus_cr_files(shared)]


def rule_lines(path: Path) -> int:
    """Lines of a CR file that start with a rule number (``100.1``, ``702.19b``, ``704.5aa``):
    its rules and subrules (section headings such as ``100. General`` are not counted)."""
    text = path.read_text(encoding="utf-8-sig")
    return sum(1 for line in text.splitlines() if _RULE_LINE.match(line))


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


def every_ability_read(abilities) -> bool:
    """Some ability, and every one of them read: none unmodelled, no spell sentence left unread (what
    ``kb engine coverage`` counts as a modelled face, keywords aside)."""
    from kb.engine.abilities import SpellAbility, UnmodelledAbility
    return bool(abilities) and not any(isinstance(a, UnmodelledAbility) or isinstance(a, SpellAbility) and a.unmodelled
                                       for a in abilities)


def text_read(text: str, types=("Creature",), name: str = "Probe") -> bool:
    """:func:`every_ability_read` of ``text`` parsed as the rules text of a card ``name`` of ``types``."""
    from kb.engine.cardtext import parse_card_text
    return every_ability_read(parse_card_text(text, name, frozenset(types)))
