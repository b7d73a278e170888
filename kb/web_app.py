"""The Datasette application on the KB: built once here for ``kb serve``, its worker processes,
the tests and the benchmarks, so that all of them serve the same thing.
"""
from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = "share/mtg-rules-kb"        # where `pip install .` puts copies of the two files (pyproject's data-files)


def find_file(name: str) -> Path:
    """The project's ``datasette.yml`` or ``metadata.yml``: the clone's top level (the one to
    edit; an editable install), else one in the working directory, else the copy installed
    with the package (``pip install .``: ``<prefix>/share/mtg-rules-kb``)."""
    import sys

    for place in (ROOT, Path.cwd(), Path(sys.prefix) / SHARED, Path(sys.base_prefix) / SHARED):
        if (place / name).is_file():
            return place / name
    return ROOT / name                # not found: the error names the clone's path


CONFIG = find_file("datasette.yml")
METADATA = find_file("metadata.yml")
DB_NAME = "kb"                       # datasette.yml configures the database by this name

# What `kb serve --workers N` hands to each worker process (uvicorn starts them afresh).
ENV_DB, ENV_CONFIG, ENV_METADATA = "KB_SERVE_DB", "KB_SERVE_CONFIG", "KB_SERVE_METADATA"

__all__ = ["build_datasette", "load_yaml", "ConfigError", "check_startup", "create_app",
           "CONFIG", "METADATA", "DB_NAME"]


class ConfigError(ValueError):
    """A configuration or metadata file Datasette cannot use; the message names the file."""


def load_yaml(path: Path | None, what: str = "configuration") -> dict:
    """A YAML mapping from ``path`` ({} for None or a missing file); ConfigError names the line."""
    import yaml

    if path is None or not Path(path).exists():
        return {}
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read the {what} file ({exc})") from None
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{path}:{mark.line + 1}" if mark is not None else str(path)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise ConfigError(f"{where}: invalid YAML in the {what} file ({problem}; at line "
                          f"{mark.line + 1 if mark else '?'})") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: the {what} file should be a mapping (key: value lines), "
                          f"not a {type(data).__name__}")
    for key in ("settings", "databases", "plugins", "tables"):
        if key in data and data[key] is not None and not isinstance(data[key], dict):
            raise ConfigError(f"{path}: '{key}' in the {what} file should be a mapping, "
                              f"not a {type(data[key]).__name__}")
    return data


def build_datasette(db_path: str | Path, config: Path | None = CONFIG, metadata: Path | None = METADATA,
                    settings: dict | None = None):
    """A Datasette serving ``db_path`` immutable (read-only) as database ``kb``, with our plugin.

    ``config`` and ``metadata`` are paths (or already-loaded dicts).
    """
    from datasette.app import Datasette
    from datasette.database import Database
    from datasette.plugins import pm

    from . import datasette_plugin

    if not pm.is_registered(datasette_plugin):  # e.g. entry points not loaded (DATASETTE_LOAD_PLUGINS)
        pm.register(datasette_plugin, name=datasette_plugin.PLUGIN)
    db_path = str(Path(db_path).resolve())
    cfg = config if isinstance(config, dict) else load_yaml(config, "configuration")
    meta = metadata if isinstance(metadata, dict) else load_yaml(metadata, "metadata")
    from datasette.utils import StartupError

    try:
        ds = Datasette(immutables=[db_path], config=cfg, metadata=meta, settings=settings)
    except StartupError as exc:
        raise ConfigError(f"{config if not isinstance(config, dict) else 'configuration'}: {exc}") from None
    except (AttributeError, TypeError, ValueError) as exc:
        raise ConfigError(f"{config if not isinstance(config, dict) else 'configuration'}: not a configuration "
                          f"Datasette can use ({type(exc).__name__}: {exc})") from None
    from .semantic import encode_in_worker_process

    encode_in_worker_process()  # a server lives long: questions are encoded on the other core
    loaded = next(iter(ds.databases))
    ds.remove_database(loaded)  # served under the name the config uses, its schema read once
    ds.add_database(_schema_read_once(Database)(ds, path=db_path, is_mutable=False), name=DB_NAME)
    return ds


# Datasette's schema questions about a database (its tables, their columns, keys, full-text
# tables, hidden tables); each is a query on a thread.  A stored query's page asks them for every
# table (``get_tables``), though it shows none of it: 104 queries on threads a page on the full
# KB, 7 with the answers kept.
_SCHEMA_QUESTIONS = ("table_names", "view_names", "table_columns", "table_column_details", "primary_keys",
                     "fts_table", "hidden_table_names", "get_all_foreign_keys", "foreign_keys_for_table",
                     "label_column_for_table")


def _schema_read_once(database_class):
    """``database_class`` answering the schema questions once each: the KB is served immutable,
    so its schema cannot change while served (answers are handed out as copies)."""
    import copy

    class SchemaReadOnce(database_class):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self._schema_answers: dict = {}

    def cached(name):
        ask = getattr(database_class, name)

        async def answer(self, *args):
            key = (name, args)
            if key not in self._schema_answers:
                self._schema_answers[key] = await ask(self, *args)
            return copy.copy(self._schema_answers[key])

        answer.__name__ = answer.__qualname__ = name
        answer.__doc__ = ask.__doc__
        return answer

    for name in _SCHEMA_QUESTIONS:
        if hasattr(database_class, name):
            setattr(SchemaReadOnce, name, cached(name))
    return SchemaReadOnce


async def check_startup(ds, config: Path | None = None) -> None:
    """Run Datasette's start-up checks now, so a bad setting is an error before serving."""
    from datasette.cli import check_databases
    from datasette.utils import StartupError

    try:
        await ds.invoke_startup()
        await check_databases(ds)
    except StartupError as exc:
        raise ConfigError(f"{config or 'configuration'}: {exc}") from None
    except (AttributeError, TypeError, ValueError, KeyError) as exc:
        raise ConfigError(f"{config or 'configuration'}: not a configuration Datasette can use "
                          f"({type(exc).__name__}: {exc})") from None


def create_app():
    """The ASGI app of one ``kb serve --workers N`` worker (uvicorn calls this in each process)."""
    def path(var: str) -> Path | None:
        value = os.environ.get(var)
        return Path(value) if value else None

    from .web_connections import ENV, from_environment, quiet_logs, raise_file_limit

    from_environment(os.environ.get(ENV))
    raise_file_limit()
    ds = build_datasette(os.environ[ENV_DB], path(ENV_CONFIG), path(ENV_METADATA))
    quiet_logs()   # after Datasette's import, which turns SQLite's callback tracebacks on
    return serving_app(ds)


def serving_app(ds):
    """``ds.app()`` for a server process that ends at once when uvicorn has shut it down.

    The KB is read-only, so a stopping server has nothing to save: once the requests have had
    their few seconds (uvicorn's graceful shutdown) and the lifespan has ended, the engine and
    encoding processes are killed and the process exits, instead of spending seconds in the
    interpreter's own finalization (a garbage collection of the whole heap: 1-10 s measured on
    a busy machine; issue 26)."""
    app = ds.app()

    async def wrapped(scope, receive, send):
        if scope.get("type") != "lifespan":
            return await app(scope, receive, send)

        async def send_then_exit(message):
            await send(message)
            if message.get("type") == "lifespan.shutdown.complete":
                end_process()
        return await app(scope, receive, send_then_exit)

    return wrapped


def end_process(code: int = 0) -> None:
    """Kill this server process's helpers and exit now."""
    import sys

    from . import semantic, web_ask

    web_ask.stop_engines()
    semantic.kill_worker()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:  # noqa: BLE001 - exiting anyway
            pass
    os._exit(code)
