"""The ``kb`` command: a thin typer layer over :mod:`kb.store` and :mod:`kb.query`.

Start-up speed: a look-up imports only what it uses.  ``typer`` here is :mod:`kb.clikit`
(typer's ``Option``/``Argument``/``Exit`` as plain data; the real typer is loaded only when a
command line needs it), ``app`` records the commands, and rich is loaded on the first print.
Command modules (in :mod:`kb.cliapp`, ``COMMAND_MODULES``) register on ``app`` when imported; write
``from . import clikit as typer`` in it and mark plain-valued commands ``@fast`` to keep it
quick (a module importing the real typer works too, at typer's cost).
"""
from __future__ import annotations

import sys

from . import clikit as typer
from .cliapp import (  # noqa: F401 - the app and its helpers, re-exported for callers and tests
    _FAST, COMMAND_MODULES, DbOpt, EditionOpt, JsonOpt, Table, Text, _db_path, _emit_json, _fail, _open, _read_text,
    _run, app, console, err, fast)


def _fast_kwargs(fn, argv: list[str]) -> dict | None:
    return typer.parse_argv(fn, argv)


def _command(name: str):
    """The function registered for ``kb NAME``."""
    return app.find(name)


def main() -> None:
    """``kb``: the fast path, else typer; bad input anywhere ends in one ``error:`` line."""
    import signal

    try:  # a writer stopped with SIGTERM cleans up its temporary copy like on Ctrl-C
        signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    except ValueError:  # not the main thread
        pass
    try:
        if not typer.run_fast(app, sys.argv[1:]):
            app()
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:  # `kb … | head`: the reader is gone
        sys.stdout = None
        sys.exit(0)
    except Exception as exc:  # noqa: BLE001 - the last line of defence: no traceback for a judge
        _fail(_error_message(exc), 1 if _is_input_error(exc) else 2)


def _is_input_error(exc: BaseException) -> bool:
    from ingest.text import ParseError

    return isinstance(exc, (ParseError, OSError, LookupError, UnicodeError)) or user_mistake(exc) is not None


def user_mistake(exc: BaseException) -> str | None:
    """What the user can fix, said plainly (issue 26): a full disk, a damaged KB file, a KB path
    that cannot be opened; None for anything else."""
    import errno
    import sqlite3

    message = str(exc)
    if (isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT)) or "database or disk is full" in message:
        return ("the disk is full (or over its quota): free some space and run the command again; "
                "the knowledge base was not changed")
    if isinstance(exc, sqlite3.DatabaseError) and ("not a database" in message or "malformed" in message):
        return (f"the knowledge base file is damaged or not a knowledge base ({message}): build it again "
                "with `kb ingest` (or pass --db a good one)")
    if isinstance(exc, sqlite3.OperationalError) and "unable to open database" in message:
        return f"cannot open the knowledge base ({message}): --db (or $KB_DB) must name a file in a folder you can write to"
    return None


def _error_message(exc: BaseException) -> str:
    """One line for an exception no command caught: where, and what (KB_DEBUG=1 re-raises)."""
    import os

    if os.environ.get("KB_DEBUG"):
        raise exc
    plain = user_mistake(exc)
    if plain:
        return plain
    if isinstance(exc, OSError) and exc.filename is not None:
        return f"{exc.filename}: {(exc.strerror or str(exc)).lower()}"
    if isinstance(exc, UnicodeDecodeError):
        return f"the input is not text in a known encoding ({exc.reason} at byte {exc.start})"
    if _is_input_error(exc):
        return str(exc).strip("'\"")
    return (f"internal error ({type(exc).__name__}: {exc}); "
            "run again with KB_DEBUG=1 for the details and report it")


if __name__ == "__main__":
    main()
