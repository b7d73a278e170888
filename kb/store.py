"""The SQLite store: schema, the loader, and look-ups used by the CLI and Datasette.

Ingest never writes to the live database: it copies it (or starts empty), writes
the new rows into the copy, and swaps the copy in with ``os.replace`` only after
everything parsed and loaded.  A failure leaves the previous file as it was.

Writers take turns: every writer (ingest, card import, analyze) holds an exclusive lock
on ``<kb>.lock`` from the copy to the swap, so two at once cannot lose each other's work;
the second waits (``$KB_LOCK_TIMEOUT`` seconds, 600 by default) and then fails clearly.
The lock is the kernel's (``flock``): a killed writer releases it, and the next writer
removes the copy it left behind.
"""
from __future__ import annotations

import errno
import hashlib
import os
import re
import shutil
import sqlite3
import stat
import sys
import tempfile
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import sqlite_utils

from ingest.records import Document
from ingest.text import ParseError, read_input

from .db import FTS_TABLES, edition_date


__all__ = [
    "ensure_schema", "ingest_paths", "IngestReport", "atomic_update", "writer_lock", "check_kb_file",
    "FTS_TABLES", "APPLICATION_ID",
]

# ``PRAGMA application_id`` of a KB ("MTGK"): tells a KB from any other SQLite file.
APPLICATION_ID = 0x4D54474B
# Tables that only a KB has (a KB from before the application id holds one of them).
_KB_TABLES = {"editions", "cards", "card_rulings"}



# --- schema -----------------------------------------------------------------------------

_TABLES: dict[str, tuple[dict, str]] = {
    "editions": ({
        "id": str, "title": str, "source": str, "sha256": str, "format": str, "encoding": str,
        "chapters": int, "sections": int, "rules": int, "subrules": int, "examples": int,
        "glossary": int, "references": int, "unresolved": int, "introduction": str, "credits": str,
    }, "id"),
    "documents": ({
        "id": str, "kind": str, "source": str, "sha256": str, "title": str, "released": str,
        "edition": str, "edition_score": float, "edition_scores": str, "records": int,
        "matched": int, "unmatched": int,
    }, "id"),
    "rules": ({
        "id": str, "edition": str, "number": str, "kind": str, "parent": str, "depth": int,
        "chapter": str, "section": str, "title": str, "text": str, "position": int,
        "line_start": int, "line_end": int, "raw_number": str, "flag": str,
    }, "id"),
    "examples": ({
        "id": str, "edition": str, "rule": str, "rule_id": str, "idx": int, "text": str,
        "position": int, "line_start": int, "line_end": int,
    }, "id"),
    "glossary": ({
        "id": str, "edition": str, "document": str, "term": str, "definition": str,
        "obsolete": int, "informal": int, "position": int, "line_start": int, "line_end": int,
    }, "id"),
    "rulings": ({
        "id": str, "document": str, "edition": str, "rule": str, "rule_id": str, "kind": str,
        "label": str, "text": str, "source": str, "date": str, "changed": int, "position": int,
    }, "id"),
    "excerpts": ({
        "id": str, "document": str, "edition": str, "number": str, "kind": str, "rule_id": str,
        "text": str, "similarity": float, "position": int, "line_start": int, "line_end": int,
    }, "id"),
    "scraped": ({
        "id": str, "document": str, "edition": str, "line": int, "text": str, "number": str,
        "rule_id": str, "score": float, "second_score": float,
    }, "id"),
    "lineage": ({
        "id": str, "from_edition": str, "from_number": str, "to_edition": str, "to_number": str,
        "kind": str, "score": float,
    }, "id"),
    "lineage_pairs": ({
        "id": str, "from_edition": str, "to_edition": str, "from_sha": str, "to_sha": str,
        "same": int, "changed": int, "moved": int, "split": int, "merged": int, "removed": int, "added": int,
    }, "id"),
    "rule_metrics": ({
        "id": str, "edition": str, "number": str, "kind": str, "in_degree": int, "out_degree": int,
        "pagerank": float, "orphan": int, "in_cycle": int,
    }, "id"),
    "references": ({
        "id": str, "edition": str, "source_table": str, "source_id": str, "source_number": str,
        "raw": str, "kind": str, "target": str, "resolved_id": str, "resolved_table": str,
        "start": int, "end": int,
        # policy references (kb.policy_loader): the document cited (cr, mtr, ipg, jar) and why a
        # reference is unresolved or linked to another edition than the one in force
        "target_doc": str, "note": str,
    }, "id"),
    # The tournament policy documents (MTR, IPG, JAR): one row per edition, one per node.
    "policy_editions": ({
        "id": str, "doc": str, "effective": str, "title": str, "source": str, "sha256": str,
        "nodes": int, "sections": int, "toc": str, "references": int, "unresolved": int, "cr_edition": str,
    }, "id"),
    "policy": ({
        "id": str, "doc": str, "edition": str, "effective": str, "number": str, "kind": str, "title": str,
        "text": str, "parent": str, "depth": int, "position": int, "penalty": str,
        "line_start": int, "line_end": int,
    }, "id"),
}

_INDEXES = [
    ("rules", ["edition", "number"]), ("rules", ["edition", "parent"]), ("rules", ["number"]),
    # Datasette's facets on the rules table (chapter, section, kind).
    ("rules", ["chapter"]), ("rules", ["section"]), ("rules", ["kind"]),
    ("examples", ["edition", "rule"]), ("glossary", ["edition", "term"]),
    ("rulings", ["rule"]), ("references", ["edition", "target"]),
    ("references", ["resolved_id"]), ("references", ["source_id"]),
    ("lineage", ["to_edition", "to_number"]), ("lineage", ["from_edition", "from_number"]),
    ("rule_metrics", ["edition", "number"]),
    ("policy", ["doc", "number"]), ("policy", ["edition"]),
]

_VIEWS = {
    "chapters": "SELECT id, edition, number, text AS title, position FROM rules WHERE kind = 'chapter'",
    "sections": "SELECT id, edition, number, parent AS chapter, text AS title, position "
                "FROM rules WHERE kind = 'section'",
}


def _index_name(table: str, cols: list[str]) -> str:
    return f"idx_{table}_{'_'.join(cols)}"


def _drop_indexes(db: sqlite_utils.Database) -> None:
    for table, cols in _INDEXES:
        db.execute(f"DROP INDEX IF EXISTS [{_index_name(table, cols)}]")


def ensure_schema(db: sqlite_utils.Database) -> None:
    for name, (columns, pk) in _TABLES.items():
        if not db[name].exists():
            db[name].create(columns, pk=pk)
        else:  # a KB from an older version: add the columns it lacks
            have = set(db[name].columns_dict)
            for col, typ in columns.items():
                if col not in have:
                    db[name].add_column(col, typ)
    for table, cols in _INDEXES:
        db[table].create_index(cols, index_name=_index_name(table, cols), if_not_exists=True)
    for name, sql in _VIEWS.items():
        db.create_view(name, sql, ignore=True)
    for table, cols in FTS_TABLES.items():
        if not db[f"{table}_fts"].exists():
            # No triggers: the loader keeps the index in step (bulk loads rebuild it once).
            db[table].enable_fts(cols, tokenize="porter")


# --- ingest -----------------------------------------------------------------------------

@dataclass
class Parsed:
    path: str
    sha256: str
    kind: str
    doc: Document
    rows: dict | None = None  # a CR edition's rows, built in the worker


@dataclass
class IngestReport:
    db_path: str
    editions: list[str] = field(default_factory=list)
    documents: list[dict] = field(default_factory=list)
    repairs: dict = field(default_factory=dict)  # kb.punctuation: "?"s read off neighbouring editions


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def expand_paths(paths: list[str | Path]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            out.extend(sorted(f for f in p.iterdir() if f.is_file() and f.suffix.lower() in (".txt", "")))
        elif p.exists():
            out.append(p)
        else:
            raise ParseError("no such file or directory", str(p))
    if not out:
        raise ParseError("no input files found", ", ".join(str(p) for p in paths))
    return out


def _parse_file(args: tuple[str, str | None]) -> Parsed:
    from ingest.detect import parse_any

    path, edition = args
    data = read_input(path)
    kind, doc = parse_any(data, path, edition)
    parsed = Parsed(path=path, sha256=_sha256(data), kind=kind, doc=doc)
    if kind == "cr":
        from .loader import edition_rows

        parsed.rows = edition_rows(parsed)
        # The main process needs only the rows: don't ship the records back.
        doc.rules, doc.examples, doc.glossary, doc.line_map = [], [], [], {}
    return parsed


def parse_files(files: list[Path], edition: str | None = None, jobs: int | None = None):
    """Parse every file, in file order (in worker processes for many files).

    A generator, so loading overlaps parsing; any ParseError aborts the whole ingest.
    """
    args = [(str(f), edition) for f in files]
    jobs = jobs or min(len(args), os.cpu_count() or 1)
    if jobs > 1 and len(args) >= 4:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(max_workers=jobs) as pool:
            yield from pool.map(_parse_file, args, chunksize=2)
    else:
        for a in args:
            yield _parse_file(a)


def _lock_timeout() -> float:
    try:
        return float(os.environ.get("KB_LOCK_TIMEOUT", "600"))
    except ValueError:
        return 600.0


@contextmanager
def writer_lock(db_path: str | Path, timeout: float | None = None):
    """Hold the KB's writer lock (``<kb>.lock``); wait up to ``timeout`` seconds for it.

    Raises ParseError naming the KB when another writer still holds it after the wait.
    """
    import fcntl

    db_path = Path(db_path)
    db_path.parent.mkdir(parents=True, exist_ok=True)
    lock = db_path.with_name(db_path.name + ".lock")
    try:  # never through a link: a symbolic link planted there would have its target truncated
        fd = os.open(lock, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0), 0o666)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise ParseError(f"the writer lock {lock} is a symbolic link; remove it (a lock file is an "
                             "ordinary file the kb commands create)", str(db_path)) from None
        raise ParseError(f"cannot create the writer lock {lock}: {exc.strerror}", str(db_path)) from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise ParseError(f"the writer lock {lock} is not an ordinary file; remove it", str(db_path))
    try:
        timeout = _lock_timeout() if timeout is None else timeout
        deadline = time.monotonic() + timeout
        said = False
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                holder = _lock_holder(fd)
                if time.monotonic() >= deadline:
                    raise ParseError(f"another kb command{holder} is still writing to this KB; "
                                     "try again when it has finished", str(db_path)) from None
                if not said:
                    sys.stderr.write(f"{db_path}: another kb command{holder} is writing to this KB; "
                                     f"waiting for it to finish (up to {timeout:g} s)…\n")
                    sys.stderr.flush()
                    said = True
                time.sleep(0.1)
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        yield
    finally:
        try:
            fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)


def _lock_holder(fd: int) -> str:
    try:
        pid = os.pread(fd, 32, 0).decode().strip()
    except (OSError, UnicodeDecodeError):
        return ""
    return f" (process {pid})" if pid.isdigit() else ""


_TMP = r"\.[a-z0-9_]{8}\.tmp"


def _remove_leftovers(db_path: Path) -> None:
    """Copies left by writers that were killed (only called while holding the lock)."""
    pattern = re.compile(re.escape(db_path.name) + _TMP)
    for f in db_path.parent.iterdir():
        if pattern.fullmatch(f.name):
            try:
                f.unlink()
            except OSError:
                pass


def check_kb_file(db_path: str | Path) -> None:
    """Refuse to write a KB over a file that is not one, or that its owner made read-only."""
    db_path = Path(db_path)
    if not db_path.exists():
        if not os.access(db_path.parent, os.W_OK):
            raise ParseError(f"cannot create the KB: no write permission in {db_path.parent}", str(db_path))
        return
    if not db_path.is_file():
        raise ParseError("not a file (a directory?): pass a file path with --db", str(db_path))
    st = db_path.stat()
    if not os.access(db_path, os.W_OK) or not st.st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH):
        raise ParseError("the KB is read-only (no write permission): it was left as it is; "
                         "make it writable (chmod u+w) or pass another --db", str(db_path))
    if not os.access(db_path.parent, os.W_OK):
        raise ParseError(f"no write permission in {db_path.parent} (the KB is replaced as a whole)",
                         str(db_path))
    if st.st_size == 0:
        return
    try:
        conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
        try:
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise ParseError(f"not a rules knowledge base, and not an SQLite database ({exc}); "
                         "it was left as it is: pass another --db", str(db_path)) from None
    if app_id == APPLICATION_ID or not tables or tables & _KB_TABLES:
        return
    shown = ", ".join(sorted(tables)[:6]) + (" …" if len(tables) > 6 else "")
    raise ParseError(f"not a rules knowledge base: an SQLite database of other data (tables: {shown}); "
                     "it was left as it is: pass another --db", str(db_path))


def _new_file_mode() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


@contextmanager
def atomic_update(db_path: str | Path):
    """Yield a writable copy of the KB (or a new one); swap it in only if the block succeeds.

    Every writer (CR ingest, card import, lineage) goes through here, so a failure
    anywhere leaves the previous file untouched, and writers take turns (:func:`writer_lock`).
    The new file keeps the old one's mode (and owner, when allowed).
    """
    db_path = Path(db_path)
    if db_path.is_dir():
        raise ParseError("a directory, not a knowledge base file: pass --db PATH/kb.db", str(db_path))
    db_path.parent.mkdir(parents=True, exist_ok=True)
    with writer_lock(db_path):
        check_kb_file(db_path)
        _remove_leftovers(db_path)
        fd, tmp = tempfile.mkstemp(prefix=db_path.name + ".", suffix=".tmp", dir=db_path.parent)
        os.close(fd)
        try:
            old = db_path.stat() if db_path.exists() else None
            if old is not None and old.st_size:
                _copy_db(db_path, Path(tmp))
            else:
                os.unlink(tmp)
            db = sqlite_utils.Database(tmp)
            db.execute("PRAGMA journal_mode = OFF")
            db.execute("PRAGMA synchronous = OFF")
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            ensure_schema(db)
            yield db
            db.execute("PRAGMA journal_mode = DELETE")
            db.conn.close()
            os.chmod(tmp, stat.S_IMODE(old.st_mode) if old is not None else _new_file_mode())
            if old is not None and (old.st_uid, old.st_gid) != (os.getuid(), os.getgid()):
                try:
                    os.chown(tmp, old.st_uid, old.st_gid)
                except OSError:
                    pass
            os.replace(tmp, db_path)
        except BaseException:
            if os.path.exists(tmp):
                os.unlink(tmp)
            raise


def ingest_paths(db_path: str | Path, paths: list[str | Path], edition: str | None = None,
                 jobs: int | None = None) -> IngestReport:
    """Parse ``paths`` and load them into ``db_path`` atomically."""
    from . import loader, policy_loader, progress

    if edition is not None:
        check_edition_date(edition, "--edition")
    files = expand_paths(paths)
    report = IngestReport(db_path=str(db_path))
    with atomic_update(db_path) as db, \
            progress.task(f"Ingesting {len(files)} file(s)", total=len(files), unit="files") as bar:
        documents, policy = [], []
        many = len(files) >= 8
        if many:
            _drop_indexes(db)  # bulk load: build the secondary indexes once, afterwards
        with db.conn:
            # Editions first (in file order), then the documents matched against them.
            for p in parse_files(files, edition, jobs):
                bar.advance()
                if p.kind == "policy":
                    policy.append(p)
                    continue
                if p.kind != "cr":
                    documents.append(p)
                    continue
                if edition and report.editions:
                    raise ParseError("--edition applies to a single CR file", p.path)
                loader.load_edition(db, p)
                report.editions.append(p.doc.effective)
            if many:
                ensure_schema(db)
            for p in documents:
                report.documents.append(loader.load_document(db, p, edition))
            if report.editions:  # "?" for quotes and dashes (2008-05-01): read off the neighbours
                from .punctuation import repair_editions

                report.repairs = repair_editions(db.conn, report.editions)
            policy_ids = [policy_loader.load_policy(db, p) for p in policy]
            report.documents += [policy_loader.report_row(db, i) for i in policy_ids]
            if policy_ids or (report.editions and policy_loader.has_policy(db)):
                policy_loader.link_policy(db)  # CR numbers and each other, in the editions in force
                report.documents = [policy_loader.report_row(db, d["id"]) if d["kind"] == "policy" else d
                                    for d in report.documents]
            if many:
                loader.refresh_fts(db)
            else:
                loader.index_rows(db, report.editions, [d["id"] for d in report.documents], policy_ids)
    return report


def check_edition_date(value: str, where: str) -> str:
    """An edition id is a real calendar date YYYY-MM-DD."""
    if edition_date(value) is not None:
        return value
    raise ParseError(f"--edition takes a date YYYY-MM-DD (the edition's effective date), not {value!r}", where)


def _copy_db(src: Path, dst: Path) -> None:
    """Copy the live database while holding a shared lock, so no writer can change it meanwhile."""
    conn = sqlite3.connect(f"file:{src}?mode=ro", uri=True)
    try:
        conn.execute("BEGIN")
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()  # takes the shared lock
        shutil.copyfile(src, dst)
    except sqlite3.DatabaseError as exc:
        raise ParseError(f"the existing database is not readable: {exc}", str(src)) from None
    finally:
        conn.close()
