"""The light layer under the ``kb`` command: what a look-up needs to start in a few milliseconds.

``kb rule 613.4`` spent most of its time importing typer (its click, its rich help) and the
modules of every other command.  This module stands below ``kb.cli`` and the
``kb/commands_*.py`` modules and imports nothing heavy:

* ``Option`` / ``Argument`` / ``Exit``: typer-compatible declarations.  A module that does
  ``from . import clikit as typer`` keeps writing ``typer.Option(None, "--db", ...)``; the
  real typer is imported only when a command line goes through it (help, a mistake, an
  option the fast parser does not know), and any other ``typer.X`` is the real one.
* :class:`App`: stands for the ``typer.Typer`` app.  ``@app.command()`` records the command;
  the real app is built on first real use (``app()``, ``typer.testing.CliRunner``,
  ``app.add_typer``) from everything recorded, light or real declarations alike.
* :func:`parse_argv`: the fast path's parser for commands whose parameters are plain
  str/int/bool/Path values (marked with :func:`fast`).
* Consoles that load rich on first print, ``fail`` and ``emit_json``.
"""
from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

__all__ = ["Option", "Argument", "Exit", "App", "fast", "parse_argv", "console", "err", "fail",
           "emit_json", "DbOpt", "EditionOpt", "JsonOpt"]


class Param:
    """``typer.Option(...)`` / ``typer.Argument(...)`` as plain data (see :func:`to_typer`)."""

    def __init__(self, default, param_decls: tuple[str, ...], argument: bool, extra: dict):
        self.default = default
        self.param_decls = param_decls
        self.argument = argument
        self.envvar = extra.get("envvar")
        self.extra = extra

    def to_typer(self):
        import typer

        maker = typer.Argument if self.argument else typer.Option
        return maker(self.default, *self.param_decls, **self.extra)


def Option(default=..., *param_decls: str, **extra) -> Param:  # noqa: N802 - typer's name
    return Param(default, param_decls, False, extra)


def Argument(default=..., **extra) -> Param:  # noqa: N802 - typer's name
    return Param(default, (), True, extra)


class Exit(SystemExit):
    """``typer.Exit(code)``: ends the command with that status (a SystemExit, so click and the
    fast path both let it through)."""

    def __init__(self, code: int = 0):
        super().__init__(code)
        self.exit_code = code


def exit_code_of(exc: BaseException) -> int | None:
    """The status of a typer/click ``Exit`` or ours; None for any other exception."""
    if isinstance(exc, SystemExit):
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    if type(exc).__name__ == "Exit" and isinstance(getattr(exc, "exit_code", None), int):
        return exc.exit_code
    return None


def __getattr__(name: str):
    """Anything else (``typer.Typer``, ``typer.Context`` …) is the real typer's."""
    if name.startswith("__"):
        raise AttributeError(name)
    import typer

    return getattr(typer, name)


# --- the app ------------------------------------------------------------------------------

def to_typer(fn):
    """``fn`` with its light declarations turned into typer's (for the real app)."""
    import functools
    import inspect
    import typing

    sig = inspect.signature(fn)
    if not any(isinstance(p.default, Param) for p in sig.parameters.values()):
        return fn
    hints = typing.get_type_hints(fn)
    params = [p.replace(default=p.default.to_typer() if isinstance(p.default, Param) else p.default,
                        annotation=hints.get(p.name, p.annotation))
              for p in sig.parameters.values()]

    @functools.wraps(fn)
    def command(*args, **kwargs):
        return fn(*args, **kwargs)

    command.__signature__ = sig.replace(parameters=params)
    command.__annotations__ = {k: v for k, v in hints.items()}
    return command


def _convert_groups(typer_app) -> None:
    """Sub-apps (``kb graph …``, ``kb scenario …``) are plain typer apps: their commands and
    callbacks may use the light declarations too."""
    for group in typer_app.registered_groups:
        sub = group.typer_instance
        for c in sub.registered_commands:
            c.callback = to_typer(c.callback)
        if sub.registered_callback is not None and sub.registered_callback.callback is not None:
            sub.registered_callback.callback = to_typer(sub.registered_callback.callback)
        _convert_groups(sub)


class App:
    """Records commands; builds the real ``typer.Typer`` (with ``typer_kwargs``) when used.

    ``modules`` are imported to build the whole app: each registers its commands on import.
    """

    def __init__(self, modules: list[str], **typer_kwargs):
        self._modules = modules
        self._typer_kwargs = typer_kwargs
        self._commands: list[tuple[str, object, dict]] = []
        self._groups: list[tuple[object, dict]] = []
        self._real = None

    def command(self, name: str | None = None, **kwargs):
        def register(fn):
            cmd = name or fn.__name__.replace("_", "-")
            if self._real is not None:
                self._real.command(cmd, **kwargs)(to_typer(_with_spinner(fn, cmd)))
            else:
                self._commands.append((cmd, fn, kwargs))
            return fn
        return register

    def add_typer(self, typer_instance, **kwargs):
        """A sub-app (``kb graph …``; a light :class:`App` or a typer one): added to the real app
        when it is built."""
        if self._real is not None:
            self._real.add_typer(typer_instance.real() if isinstance(typer_instance, App) else typer_instance, **kwargs)
        else:
            self._groups.append((typer_instance, kwargs))

    def find(self, name: str):
        """The function of ``kb NAME``, importing the command modules in order until one has it."""
        for module in [None, *self._modules]:
            if module is not None:
                importlib.import_module(module)
            for cmd, fn, _ in self._commands:
                if cmd == name:
                    return fn
            if any(kw.get("name") == name for _, kw in self._groups):
                return None  # a sub-app (see find_group): no need to import further modules
            if self._real is not None:
                for c in self._real.registered_commands:
                    if (c.name or c.callback.__name__.replace("_", "-")) == name:
                        fn = c.callback
                        while hasattr(fn, "__wrapped__"):
                            fn = fn.__wrapped__
                        return fn
        return None

    def find_group(self, name: str) -> "App | None":
        """The light sub-app of ``kb NAME …``, importing the command modules until one adds it."""
        for module in [None, *self._modules]:
            if module is not None:
                importlib.import_module(module)
            for sub, kwargs in self._groups:
                if kwargs.get("name") == name:
                    return sub if isinstance(sub, App) else None
        return None

    def real(self):
        if self._real is None:
            import typer

            self._real = typer.Typer(**self._typer_kwargs)
            for cmd, fn, kwargs in self._commands:
                self._real.command(cmd, **kwargs)(to_typer(_with_spinner(fn, cmd)))
            for sub, kwargs in self._groups:
                self._real.add_typer(sub.real() if isinstance(sub, App) else sub, **kwargs)
            self._commands, self._groups = [], []
            for module in self._modules:  # each registers its commands (now on the real app)
                importlib.import_module(module)
        _convert_groups(self._real)  # idempotent; sub-apps may have gained commands since
        return self._real

    def __call__(self, *args, **kwargs):
        return self.real()(*args, **kwargs)

    def __getattr__(self, attr: str):
        if attr.startswith("__"):
            raise AttributeError(attr)
        return getattr(self.real(), attr)


# --- the fast path --------------------------------------------------------------------------

FAST: set[str] = set()
# Commands that take a while without a bar of their own: a spinner with the time elapsed
# (on a terminal only, see kb.progress) while they run.
LONG: dict[str, str] = {}


def long_running(name: str, description: str) -> None:
    LONG[name] = description


def _with_spinner(fn, name: str):
    """``fn`` shown as a spinner while it runs, when ``kb NAME`` is a long command."""
    description = LONG.get(name)
    if description is None:
        return fn
    import functools

    @functools.wraps(fn)
    def command(*args, **kwargs):
        from . import progress

        with progress.task(description):
            return fn(*args, **kwargs)

    return command


def fast(fn):
    """Mark a command as safe for the fast path (plain str/int/Path/bool options only)."""
    FAST.add(fn.__name__.replace("_", "-"))
    return fn


def _declaration(info) -> tuple[str, tuple[str, ...], object, str | None] | None:
    """(kind, option names, default, envvar) of a light or typer declaration; None otherwise."""
    if isinstance(info, Param):
        return ("argument" if info.argument else "option"), info.param_decls, info.default, info.envvar
    kind = type(info).__name__
    if kind in ("OptionInfo", "ArgumentInfo"):
        return ("argument" if kind == "ArgumentInfo" else "option"), tuple(info.param_decls or ()), \
            info.default, info.envvar
    return None


_TYPES = {"str": str, "int": int, "bool": bool, "Path": Path, str: str, int: int, bool: bool, Path: Path}


def _parameters(fn):
    """(name, annotation, default) of each parameter, read off the code object: ``inspect``
    and ``typing`` cost more to import than the rest of a look-up."""
    code = fn.__code__
    names = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
    defaults = dict(zip(names[code.co_argcount - len(fn.__defaults__ or ()): code.co_argcount],
                        fn.__defaults__ or ()))
    defaults.update(fn.__kwdefaults__ or {})
    notes = fn.__annotations__
    return [(n, notes.get(n), defaults.get(n)) for n in names]


def _plain_type(annotation) -> tuple[type | None, bool]:
    """(str|int|bool|Path, is a list) for ``Optional[Path]``, ``list[str]``, ``int | None`` …;
    (None, False) for anything else."""
    if not isinstance(annotation, str):  # a module without postponed annotations
        import typing

        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        if typing.get_origin(annotation) is list and len(args) == 1:
            return _TYPES.get(args[0]), True
        if args and len(args) == 1:
            return _TYPES.get(args[0]), False
        return _TYPES.get(annotation), False
    a = annotation.replace(" ", "")
    for prefix in ("Optional[", "typing.Optional["):
        if a.startswith(prefix) and a.endswith("]"):
            a = a[len(prefix):-1]
    a = a.removesuffix("|None").removeprefix("None|")
    for prefix in ("list[", "List[", "typing.List["):
        if a.startswith(prefix) and a.endswith("]"):
            return _TYPES.get(a[len(prefix):-1]), True
    return _TYPES.get(a), False


def parse_argv(fn, argv: list[str]) -> dict | None:
    """``fn``'s keyword arguments from ``argv``, or None when typer must handle the line.

    Reads the options the command declares (no second table of options): long and short
    names, ``--opt=value``, flags, one or more positional arguments, environment variables.
    """
    import os

    options: dict[str, tuple[str, type]] = {}
    positional: list[tuple[str, type, bool, bool]] = []
    kwargs: dict = {}
    envvars: dict[str, tuple[str, type]] = {}
    for name, annotation, declared in _parameters(fn):
        decl = _declaration(declared)
        kind, many = _plain_type(annotation)
        if decl is None or kind is None:
            return None
        what, names, default, envvar = decl
        if many and what != "argument":
            return None
        if what == "option":
            for n in names:
                options[n] = (name, kind)
            kwargs[name] = default
            if envvar:
                envvars[name] = (envvar, kind)
        else:
            positional.append((name, kind, default is ..., many))
            kwargs[name] = None if default is ... else default
    given: set[str] = set()
    args = iter(argv)
    for arg in args:
        if arg.startswith("-") and not arg[1:2].isdigit():
            decl, eq, value = arg.partition("=")
            if decl not in options:
                return None
            name, kind = options[decl]
            if kind is bool:
                if eq:
                    return None
                kwargs[name] = True
            else:
                value = value if eq else next(args, None)
                if value is None:
                    return None
                try:
                    kwargs[name] = kind(value)
                except ValueError:
                    return None
            given.add(name)
        elif positional:
            name, kind, _, many = positional[0]
            if many:  # takes every remaining positional value
                kwargs[name] = (kwargs[name] or []) + [kind(arg)]
                given.add(name)
            else:
                positional.pop(0)
                kwargs[name] = kind(arg)
        else:
            return None
    for name, _, required, many in positional:  # the ones left unfilled
        if required and (not many or name not in given):
            return None
    for name, (var, kind) in envvars.items():
        if name not in given and os.environ.get(var):
            try:
                kwargs[name] = kind(os.environ[var])
            except ValueError:
                return None
    return kwargs


def run_fast(app: App, argv: list[str]) -> bool:
    """Run ``kb ARGV`` without typer when the command allows it; False when typer must."""
    if not argv or argv[0].startswith("-"):
        return False
    fn = app.find(argv[0])
    name, rest = argv[0], argv[1:]
    if fn is None and rest and not rest[0].startswith("-") and app._real is None:
        group = app.find_group(argv[0])   # ``kb scenario run …``: a fast command of a light sub-app
        fn = group.find(rest[0]) if group is not None else None
        name, rest = f"{argv[0]}-{rest[0]}", rest[1:]
    if fn is None or name not in FAST:
        return False
    kwargs = parse_argv(fn, rest)
    if kwargs is None:
        return False
    try:
        _with_spinner(fn, name)(**kwargs)
    except BaseException as exc:  # noqa: BLE001 - typer.Exit, click's Exit or ours
        code = exit_code_of(exc)
        if code is None:
            raise
        sys.exit(code)
    return True


# --- output -------------------------------------------------------------------------------
# Importing rich costs more than a whole look-up.  Plain lines of text, with a few styles, are
# written here (ANSI codes on a terminal, nothing in a pipe); tables and anything else go to
# a rich Console made on first use.

_ANSI = {"bold": "1", "dim": "2", "italic": "3", "underline": "4", "red": "31", "green": "32",
         "yellow": "33", "blue": "34", "magenta": "35", "cyan": "36", "white": "37"}
_CONTROL = {c: None for c in range(32) if c not in (9, 10)} | {127: None}


def _sgr(style: str | None) -> str | None:
    """The ANSI parameters of a style such as "bold cyan"; None if rich must render it."""
    if not style:
        return ""
    codes = [_ANSI.get(word) for word in style.split()]
    return None if None in codes else ";".join(codes)


class Text:
    """A line of styled text (the part of rich's ``Text`` the commands use).

    Rich renders it wherever a rich renderable goes (``__rich__``: table cells …).
    """

    __slots__ = ("parts",)

    def __init__(self, text: str = "", style: str | None = None):
        self.parts: list[tuple[str, str | None]] = [(str(text), style)] if text else []

    def append(self, text, style: str | None = None) -> "Text":
        if isinstance(text, Text):
            self.parts.extend(text.parts)
        elif text:
            self.parts.append((str(text), style))
        return self

    def append_text(self, text: "Text") -> "Text":
        return self.append(text)

    def __add__(self, other) -> "Text":
        out = Text()
        out.parts = list(self.parts)
        return out.append(other)

    def __radd__(self, other) -> "Text":
        return Text(other) + self

    @property
    def plain(self) -> str:
        return "".join(t for t, _ in self.parts)

    def __str__(self) -> str:
        return self.plain

    def __len__(self) -> int:
        return len(self.plain)

    def __rich__(self):
        from rich.text import Text as RichText

        out = RichText()
        for text, style in self.parts:
            out.append(text, style=style or None)
        return out


class Table:
    """A table (the part of rich's ``Table`` the commands use), drawn here when every cell fits on
    one line, as rich draws it; otherwise rich draws it (wrapping cells)."""

    def __init__(self, title: str | None = None, **kwargs):
        self.title = title
        self.kwargs = kwargs
        self.columns: list[tuple[str, dict]] = []
        self.rows: list[list] = []

    def add_column(self, header: str = "", **kwargs) -> None:
        self.columns.append((header, kwargs))

    def add_row(self, *cells) -> None:
        self.rows.append(list(cells))

    def __rich__(self):
        from rich.table import Table as RichTable

        table = RichTable(title=self.title, **self.kwargs)
        for header, kwargs in self.columns:
            table.add_column(header, **kwargs)
        for row in self.rows:
            table.add_row(*row)
        return table

    def lines(self, width: int, colour: bool) -> list[str] | None:
        """The drawn lines, or None when a cell is too wide or holds wide characters."""
        if set(self.kwargs) - {"show_lines"} or self.kwargs.get("show_lines"):
            return None
        cells = [[c.parts if isinstance(c, Text) else [(str(c), None)] for c in row] for row in self.rows]
        widths = [len(h) for h, _ in self.columns]
        for row in cells:
            for i, parts in enumerate(row):
                text = "".join(t for t, _ in parts)
                if "\n" in text or not text.isascii() and _wide(text):
                    return None
                widths[i] = max(widths[i], len(text))
        over = sum(widths) + 3 * len(widths) + 1 - width
        if over > 0:
            # as rich does with one column that may wrap and words that can't be broken (file names): that column is
            # narrowed and its longer cells cut with "…"; anything else is left to rich
            flexible = [i for i, (_, opts) in enumerate(self.columns) if not opts.get("no_wrap")]
            if len(flexible) != 1:
                return None
            i = flexible[0]
            narrow = widths[i] - over
            texts = ["".join(t for t, _ in row[i]) for row in cells]
            if narrow < max(len(self.columns[i][0]), 2) or any(" " in t for t in texts):
                return None
            widths[i] = narrow
            for row, text in zip(cells, texts):
                if len(text) > narrow:
                    row[i] = [(text[:narrow - 1] + "\u2026", row[i][0][1] if row[i] else None)]

        def paint(text: str, style: str | None) -> str | None:
            code = _sgr(style) if colour else ""
            return text if code == "" else None if code is None else f"\x1b[{code}m{text}\x1b[0m"

        def line(left, mid, right, fill):
            return left + mid.join(fill * (w + 2) for w in widths) + right

        def row_line(parts_row, bar, header=False):
            out = []
            for (header_text, opts), w, parts in zip(self.columns, widths, parts_row):
                text = "".join(t for t, _ in parts)
                pad = " " * (w - len(text))
                pieces = []
                for t, s in parts:
                    style = "bold" if header else " ".join(x for x in (opts.get("style"), s) if x) or None
                    p = paint(t, style)
                    if p is None:
                        return None
                    pieces.append(p)
                body = (pad + "".join(pieces)) if opts.get("justify") == "right" else ("".join(pieces) + pad)
                out.append(f" {body} ")
            return bar + bar.join(out) + bar

        lines = []
        if self.title:
            t = paint(self.title, "italic")
            lines.append(t)
        lines.append(line("┏", "┳", "┓", "━"))
        head = row_line([[(h, None)] for h, _ in self.columns], "┃", header=True)
        rows = [row_line(r, "│") for r in cells]
        if head is None or None in rows:
            return None
        lines.append(head)
        lines.append(line("┡", "╇", "┩", "━"))
        lines.extend(rows)
        lines.append(line("└", "┴", "┘", "─"))
        return lines


def _wide(text: str) -> bool:
    import unicodedata

    return any(unicodedata.east_asian_width(ch) in ("W", "F") for ch in text)


# rich's emoji codes (":thumbs_up:"): a colon, no space, a colon. One colon ("By kind: puzzle 1") is plain text.
_EMOJI_CODE = re.compile(r":\S*?:")


class _Console:
    """``print`` like rich's Console, without importing rich for lines of text."""

    def __init__(self, **kwargs):
        self._kwargs = kwargs
        self._console = None

    def _file(self):
        return sys.stderr if self._kwargs.get("stderr") else sys.stdout

    def _rich(self):
        if self._console is None:
            from rich.console import Console

            self._console = Console(**self._kwargs)
        return self._console

    @property
    def width(self) -> int:
        """The width now ($COLUMNS is read at each call, as a test runner may set it late)."""
        return self._width()

    def _width(self) -> int:
        """rich's width: $COLUMNS, else the terminal's, else 80."""
        import os

        try:
            return int(os.environ["COLUMNS"])
        except (KeyError, ValueError):
            pass
        try:
            return os.get_terminal_size(self._file().fileno()).columns if self._file().isatty() else 80
        except (OSError, ValueError, AttributeError):
            return 80

    def _colour(self) -> bool:
        import os

        return self._file().isatty() and not os.environ.get("NO_COLOR") and \
            os.environ.get("TERM", "") not in ("dumb", "unknown")

    def print(self, *objects, **kwargs) -> None:
        import os

        if len(objects) == 1 and isinstance(objects[0], Table) and not kwargs and not os.environ.get("FORCE_COLOR"):
            lines = objects[0].lines(self._width(), self._colour())
            if lines is not None:
                self._file().write("\n".join(lines) + "\n")
                return
        line = None if kwargs else self._plain(objects)
        if line is None:
            self._rich().print(*objects, **kwargs)
        else:
            self._file().write(line + "\n")

    def _plain(self, objects) -> str | None:
        """The line to write for str and Text objects, or None when rich must render them
        (a str may hold rich markup or emoji codes; a style may be one we don't map)."""
        import os

        if os.environ.get("FORCE_COLOR"):
            return None
        colour = self._colour()
        out = []
        for o in objects:
            if isinstance(o, str) and "[" not in o and not _EMOJI_CODE.search(o):
                parts = [(o, None)]
            elif isinstance(o, Text):
                parts = o.parts
            else:
                return None
            pieces = []
            for text, style in parts:
                text = text.translate(_CONTROL)  # no terminal control codes from the data
                code = _sgr(style) if colour else ""
                if code is None:
                    return None
                pieces.append(f"\x1b[{code}m{text}\x1b[0m" if code else text)
            out.append("".join(pieces))
        return " ".join(out)

    def __getattr__(self, attr: str):
        if attr.startswith("__"):
            raise AttributeError(attr)
        return getattr(self._rich(), attr)


# soft_wrap: long rule texts are not broken with hard newlines (the terminal wraps them).
console = _Console(highlight=False, soft_wrap=True)
err = _Console(stderr=True, highlight=False, soft_wrap=True)


def fail(message: str, code: int = 1):
    """Print ``error: message`` on stderr and end the command with ``code``."""
    err.print(Text("error: ", style="bold red") + Text(message))
    raise Exit(code)


def emit_json(data) -> None:
    import json

    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


DbOpt = Option(None, "--db", envvar="KB_DB", help="SQLite file (default: $KB_DB, else ~/.local/share/mtg-kb/kb.db)")
EditionOpt = Option(None, "--edition", "-e", help="Edition date YYYY-MM-DD (the one in force that day) or 'current'")
JsonOpt = Option(False, "--json", help="Print JSON instead of text")
MaxMbOpt = Option(None, "--max-mb", envvar="KB_MAX_INPUT_MB",
                  help="Largest input file or download, in MB (default 512; after decompression)")
