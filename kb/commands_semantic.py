"""`kb embed`: sentence vectors for search's optional semantic ranking (issue 12, kb.semantic).

Imports stay light: numpy and the model load inside the command.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from .cliapp import DbOpt, EditionOpt, JsonOpt, _db_path, _emit_json, _fail, _open, _run, app, console, err, fast


@app.command("embed")
@fast
def embed(
    edition: Optional[str] = EditionOpt,
    db: Optional[Path] = DbOpt,
    as_json: bool = JsonOpt,
):
    """Store sentence vectors of an edition's rules, examples and linked card rulings, for search's
    semantic ranking (needs the optional extra: `bash scripts/install.sh --semantic`).  Resumable:
    only texts without a vector (or changed since) are encoded, and a text encoded before, for
    any edition or any earlier build of the KB (the vector cache beside the KB file,
    text-vectors-cache.db, or $KB_VECTOR_CACHE; empty: none), is copied, not encoded."""
    from .db import resolve_edition
    from .semantic import SemanticUnavailable, embed_edition, missing

    why = missing()
    if why:
        _fail(f"kb embed: {why}")
    import sqlite3

    _open(db).close()  # a missing or foreign file is named before anything is written
    conn = sqlite3.connect(_db_path(db))
    ed = _run(resolve_edition, conn, edition)
    import time

    shown = [0, time.monotonic()]

    def progress(done: int, total: int, share: float) -> None:
        if not as_json and (done - shown[0] >= 256 or done == total):
            shown[0] = done
            spent = time.monotonic() - shown[1]
            left = spent / share * (1 - share) if share else 0.0
            err.print(f"  {done}/{total} texts encoded, {share:.0%} of the work ({spent:.0f} s, about {left:.0f} s to go)")

    try:
        report = embed_edition(conn, ed, progress=progress)
    except SemanticUnavailable as exc:
        _fail(f"kb embed: {exc}")
    except sqlite3.Error as exc:  # a read-only or locked file: what was committed stays
        _fail(f"kb embed: cannot write the vectors to {_db_path(db)} ({exc}); the batches already "
              "written are kept and a new run goes on from them")
    finally:
        conn.close()
    report["edition"] = ed
    if as_json:
        _emit_json(report)
        return
    console.print(f"Edition {ed}: {report['texts']} texts, {report['made']} encoded now, {report['copied']} "
                  f"copied from other editions (same text), {report['cached']} from the vector cache, "
                  f"{report['kept']} already had a vector, "
                  f"{report['dropped']} stale vectors removed.")
