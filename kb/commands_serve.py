"""`kb serve`: Datasette on the KB (issue 4)."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from . import clikit as typer

from .cli import DbOpt, _db_path, _fail, app, console

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "datasette.yml"      # the project's top level (an editable install finds it)
METADATA = ROOT / "metadata.yml"
DB_NAME = "kb"                       # datasette.yml configures the database by this name


def _load_yaml(path: Path | None) -> dict:
    import yaml

    if path is None or not Path(path).exists():
        return {}
    return yaml.safe_load(Path(path).read_text(encoding="utf-8")) or {}


def build_datasette(db_path: str | Path, config: Path | None = CONFIG, metadata: Path | None = METADATA,
                    settings: dict | None = None):
    """A Datasette serving ``db_path`` immutable (read-only) as database ``kb``, with our plugin.

    Used by ``kb serve``, the tests and the benchmark, so all three serve the same thing.
    """
    from datasette.app import Datasette
    from datasette.database import Database
    from datasette.plugins import pm

    from . import datasette_plugin

    if not pm.is_registered(datasette_plugin):  # e.g. entry points not loaded (DATASETTE_LOAD_PLUGINS)
        pm.register(datasette_plugin, name=datasette_plugin.PLUGIN)
    db_path = str(Path(db_path).resolve())
    ds = Datasette(immutables=[db_path], config=_load_yaml(config), metadata=_load_yaml(metadata),
                   settings=settings)
    loaded = next(iter(ds.databases))
    if loaded != DB_NAME:  # serve any file name under the name the config uses
        ds.remove_database(loaded)
        ds.add_database(Database(ds, path=db_path, is_mutable=False), name=DB_NAME)
    return ds


@app.command()
def serve(
    port: int = typer.Option(8001, "--port", "-p", help="Port to listen on (localhost)"),
    host: str = typer.Option("127.0.0.1", "--host", help="Interface to listen on"),
    config: Path = typer.Option(CONFIG, "--config", help="Datasette configuration (datasette.yml)"),
    metadata: Path = typer.Option(METADATA, "--metadata", help="Datasette metadata (metadata.yml)"),
    db: Optional[Path] = DbOpt,
):
    """Browse the KB in Datasette, read-only: rule pages, ranked search, stored queries."""
    import asyncio

    from .db import connect

    path = _db_path(db)
    try:
        connect(path).close()  # a missing or foreign file says how to build the KB
    except FileNotFoundError as exc:
        _fail(str(exc))
    for f in (config, metadata):
        if not f.exists():
            _fail(f"{f} not found (pass --config/--metadata, or run from a clone of the project)")
    ds = build_datasette(path, config, metadata)

    async def run() -> None:
        import uvicorn
        from datasette.cli import check_databases

        await check_databases(ds)
        server = uvicorn.Server(uvicorn.Config(ds.app(), host=host, port=port, log_level="warning",
                                               lifespan="on", workers=1))
        console.print(f"Serving {path} read-only at http://{host}:{port}/  (Ctrl-C stops)")
        await server.serve()

    try:
        asyncio.run(run())
    except KeyboardInterrupt:
        pass
