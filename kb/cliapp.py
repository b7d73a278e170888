"""The ``kb`` app and what every command module shares: options, opening the KB, errors, output.

It sits below :mod:`kb.cli` (the entry point) and the ``kb.commands_*`` modules, which all import
it; no command module imports :mod:`kb.cli`.  ``typer`` here is :mod:`kb.clikit` (typer's
declarations as plain data; the real typer is loaded only when a command line needs it).
Command modules register on ``app`` when imported: add yours to ``COMMAND_MODULES``.
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from . import clikit as typer
from .clikit import DbOpt, EditionOpt, JsonOpt, MaxMbOpt, console, err, fast  # noqa: F401 - used by command modules

# Modules defining commands, imported in this order to find a command (light ones first).
COMMAND_MODULES = ["kb.commands_core", "kb.commands_policy", "kb.commands_cards", "kb.commands_search", "kb.commands_engine", "kb.commands_graph",
                   "kb.commands_semantic",
                   "kb.commands_serve"]

# A line of styled text and a table: rich's Text and Table, drawn without rich when they can be.
from .clikit import Table, Text  # noqa: E402,F401 - re-exported to the command modules


app = typer.App(COMMAND_MODULES, help="Magic: The Gathering Comprehensive Rules knowledge base for judges.",
                no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False)


def _db_path(db: Optional[Path]) -> Path:
    from .db import default_db_path

    return Path(db) if db else default_db_path()


def _open(db: Optional[Path]):
    from .db import connect

    try:
        return connect(_db_path(db))
    except FileNotFoundError as exc:
        _fail(str(exc))


def _fail(message: str, code: int = 1) -> None:
    typer.fail(message, code)


def _rule_target(conn, text: str, edition: Optional[str]) -> tuple[str, Optional[str]]:
    """The rule a command is asked about, as the web's Open box reads it: a number (``613.4c``), or
    ``layer 6``, ``trample``, ``CR 613.4c (2026-04-17)`` (kb.search.open_target); (number, edition),
    or a clear error naming what was typed."""
    import re

    if re.fullmatch(r"\s*\d{1,3}(?:\.\d{1,3}[a-z]{0,2})?\.?\s*", text):
        return text.strip(), edition
    from .search import open_target

    try:
        target = open_target(conn, text, edition)
    except LookupError as exc:
        _fail(str(exc))
    if target is None:
        _fail(f"{text!r} is not a rule number, a citation, a layer or a keyword's or glossary term's "
              "name; `kb search` finds rules by their words")
    return target[0], target[1] or edition


def _input_limit(max_mb: Optional[int]) -> None:
    """``--max-mb``: the largest input file or download for this command."""
    from ingest.text import set_input_limit

    if max_mb is not None and max_mb < 1:
        _fail(f"--max-mb {max_mb}: at least 1")
    set_input_limit(max_mb)


def _emit_json(data) -> None:
    typer.emit_json(data)


def _read_text(path: Path) -> str:
    """A text file named on the command line, in any encoding the parsers read (UTF-8 with or
    without a BOM, UTF-16, cp1252); a missing, unreadable or binary file is a clear error."""
    from ingest.text import ParseError, decode, read_input

    path = Path(path)
    try:
        data = read_input(path)
    except ParseError as exc:
        _fail(str(exc))
    try:
        return decode(data, str(path))
    except ParseError as exc:
        _fail(f"{exc}: not a text file")


def _run(fn, *args, **kwargs):
    from .query import NotFound

    try:
        return fn(*args, **kwargs)
    except (NotFound, LookupError) as exc:
        _fail(str(exc).strip("'\""))


# --- start-up fast path -------------------------------------------------------------------
# typer builds a pydantic TypeAdapter for every parameter it parses and imports click and
# rich: most of a look-up's time.  Commands marked ``@fast`` take only plain strings, ints,
# paths and flags, so ``main`` reads their argv straight from the options they declare (no
# second table of options) and calls them.  Anything else: --help, a mistake, an unknown
# option: goes through typer as usual.
_FAST = typer.FAST
for _name in ("ingest", "rule", "search", "define", "refs", "editions"):
    _FAST.add(_name)
# Long commands without a progress bar of their own show a spinner on a terminal.
typer.long_running("analyze", "Analyzing the editions: lineage and citation-graph metrics")
typer.long_running("import-cards", "Importing cards and linking their rulings to rules")


