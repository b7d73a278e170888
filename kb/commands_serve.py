"""`kb serve`: Datasette on the KB (issue 4), one process or several (issue 13)."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

from . import clikit as typer
from .cliapp import DbOpt, _db_path, _fail, app, console
from .web_app import CONFIG, DB_NAME, METADATA, build_datasette  # noqa: F401 - the tests' and benches' entry
from .web_connections import SETTINGS

GRACE = 2  # seconds a stopping server gives the requests it is answering

MAX_WORKERS = 64


@app.command()
@typer.fast
def serve(
    port: int = typer.Option(8001, "--port", "-p", help="Port to listen on (localhost)"),
    host: str = typer.Option("127.0.0.1", "--host", help="Interface to listen on"),
    config: Path = typer.Option(CONFIG, "--config", help="Datasette configuration (datasette.yml)"),
    metadata: Path = typer.Option(METADATA, "--metadata", help="Datasette metadata (metadata.yml)"),
    workers: int = typer.Option(1, "--workers", "-w",
                                help="Processes answering requests (the KB is read-only, so they share "
                                     "nothing): about one per CPU core for many judges at once"),
    max_connections: int = typer.Option(SETTINGS["max_connections"], "--max-connections",
                                        help="Open connections per process; more are closed at once"),
    max_per_client: int = typer.Option(SETTINGS["max_per_client"], "--max-per-client",
                                       help="Open connections from one address per process (0: no limit; "
                                            "use 0 behind a reverse proxy, where every judge has its address)"),
    header_timeout: float = typer.Option(SETTINGS["header_seconds"], "--header-timeout",
                                         help="Seconds a client has to send a request's head (slow clients are closed)"),
    db: Optional[Path] = DbOpt,
):
    """Browse the KB in Datasette, read-only: rule pages, ranked search, stored queries."""
    import asyncio

    from .db import connect
    from .web_app import ConfigError, check_startup

    if not 1 <= port <= 65535:
        _fail(f"--port {port}: a port is a number from 1 to 65535")
    if not 1 <= workers <= MAX_WORKERS:
        _fail(f"--workers {workers}: from 1 to {MAX_WORKERS} processes")
    if max_connections < 1 or max_per_client < 0 or not 0 < header_timeout <= 3600:
        _fail("--max-connections is at least 1, --max-per-client at least 0 (0: no limit), "
              "--header-timeout from 0 to 3600 seconds")
    from .web_connections import configure, raise_file_limit

    files = raise_file_limit()
    if max_connections > files - 100:
        if max_connections != SETTINGS["max_connections"]:
            _fail(f"--max-connections {max_connections}: this process may open {files} files "
                  f"(ulimit -n); at most {max(1, files - 100)} connections")
        max_connections = max(1, files - 100)   # the default, where fewer files may be opened
    configure(max_connections=max_connections, max_per_client=max_per_client, header_seconds=header_timeout)
    path = _db_path(db)
    try:
        connect(path).close()  # a missing or foreign file says how to build the KB
    except FileNotFoundError as exc:
        _fail(str(exc))
    for f in (config, metadata):
        if not f.exists():
            _fail(f"{f} not found (pass --config/--metadata, or run from a clone of the project)")
        if not f.is_file():
            _fail(f"{f}: not a file")
    try:
        ds = build_datasette(path, config, metadata)
        asyncio.run(check_startup(ds, config))
    except ConfigError as exc:
        _fail(str(exc))
    _check_port(host, port)
    where = f"http://{host}:{port}/"
    if workers == 1:
        _serve_one(ds, host, port, f"Serving {path} read-only at {where}  (Ctrl-C stops)")
    else:
        _serve_many(path, config, metadata, host, port, workers,
                    f"Serving {path} read-only at {where} with {workers} worker processes  (Ctrl-C stops)")


def _check_port(host: str, port: int) -> None:
    """Fail clearly now if the address cannot be listened on (uvicorn would log and exit)."""
    import errno
    import socket

    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as exc:
        _fail(f"--host {host}: {exc.strerror}")
    family, _, _, _, address = infos[0]
    s = socket.socket(family, socket.SOCK_STREAM)
    try:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind(address)
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            _fail(f"cannot listen on {host}:{port}: the port is already in use; pass another --port")
        _fail(f"cannot listen on {host}:{port}: {(exc.strerror or str(exc)).lower()}; "
              "pass another --port or --host")
    finally:
        s.close()


def uvicorn_settings() -> dict:
    """What every server process is started with: the connection guard (kb.web_connections), a
    short wait for idle connections, and a stop within a few seconds of SIGTERM or Ctrl-C."""
    from .web_connections import GuardedH11Protocol, quiet_logs

    quiet_logs()
    return {"http": GuardedH11Protocol, "log_level": "warning", "lifespan": "on",
            "timeout_keep_alive": SETTINGS["keep_alive_seconds"], "timeout_graceful_shutdown": GRACE,
            "h11_max_incomplete_event_size": 64 * 1024}


def _serve_one(ds, host: str, port: int, banner: str) -> None:
    import asyncio

    async def run() -> None:
        import uvicorn

        from .web_app import serving_app

        server = uvicorn.Server(uvicorn.Config(serving_app(ds), host=host, port=port, **uvicorn_settings()))
        console.print(banner)
        await server.serve()

    try:
        asyncio.run(run())
    except KeyboardInterrupt:
        pass


def _serve_many(path: Path, config: Path, metadata: Path, host: str, port: int, workers: int,
                banner: str) -> None:
    """uvicorn's own supervisor: it binds the socket once, starts the workers (each builds the
    app from the environment), restarts any that dies, and stops them all on Ctrl-C.

    Once its workers have ended, the supervisor exits at once (:func:`kb.web_app.end_process`),
    like each worker: the interpreter's own finalization collects the Datasette this process
    built to check the configuration, 1-4 s on a busy machine, which made a 2-worker server take
    5.7-9.1 s to stop after SIGTERM (issue 26)."""
    import os

    import uvicorn

    from .web_app import ENV_CONFIG, ENV_DB, ENV_METADATA, end_process
    from .web_connections import ENV as ENV_LIMITS, to_environment

    os.environ[ENV_DB] = str(Path(path).resolve())
    os.environ[ENV_CONFIG] = str(Path(config).resolve())
    os.environ[ENV_METADATA] = str(Path(metadata).resolve())
    os.environ[ENV_LIMITS] = to_environment()
    console.print(banner)
    code = 0
    try:
        uvicorn.run("kb.web_app:create_app", factory=True, host=host, port=port, workers=workers,
                    **uvicorn_settings())
    except KeyboardInterrupt:
        pass
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    end_process(code)
