"""Start-up speed: the methods ``dataclasses`` writes for each class, compiled once and kept with the bytecode.

``dataclasses`` writes each class's ``__init__``, ``__repr__``, ``__eq__``, ``__hash__`` … as source text and compiles
it every time the class is made (Python 3.11: one ``exec`` per method): the engine's ~150 classes cost ~80 ms of
every ``kb`` command, a fifth of a small scenario's run. This keeps the compiled code of each text in the
``__pycache__`` folder beside this module, as Python keeps a module's bytecode, and gives ``dataclasses`` the stored
code of the same text: the methods are the ones it would compile. A text not stored is compiled as before; nothing is
written when Python writes no bytecode (``PYTHONDONTWRITEBYTECODE``, ``-B``); a file of another Python or a damaged
one is ignored.
"""
from __future__ import annotations

import atexit
import builtins
import dataclasses
import importlib.util
import marshal
import os
import sys

_MAGIC = importlib.util.MAGIC_NUMBER
_KEEP = 4000                 # texts kept at most: beyond, only those of the last run (old versions drop out)
_codes: dict = {}            # source text -> code
_used: set = set()
_added = False


def _path() -> str | None:
    try:
        return importlib.util.cache_from_source(__file__).removesuffix(".pyc") + ".methods"
    except (NotImplementedError, ValueError):
        return None


def _load(path: str | None) -> dict:
    try:
        with open(path, "rb") as f:
            data = f.read()
        if data[:len(_MAGIC)] != _MAGIC:
            return {}
        codes = marshal.loads(data[len(_MAGIC):])
    except (OSError, TypeError, ValueError, EOFError):
        return {}
    return codes if isinstance(codes, dict) else {}


def _exec(source, globals=None, locals=None, /):
    """``exec`` as ``dataclasses`` calls it, the compiled code of a text looked up first."""
    global _added
    if isinstance(source, str):
        code = _codes.get(source)
        if code is None:
            # the flags exec gives a text from dataclasses (no __future__ import there), not this module's
            code = compile(source, "<string>", "exec", dont_inherit=True)
            _codes[source] = code
            _added = True
        _used.add(source)
        source = code
    return builtins.exec(source, globals, locals)


def _save(path: str) -> None:
    if not _added or sys.dont_write_bytecode:
        return
    codes = _codes if len(_codes) <= _KEEP else {s: c for s, c in _codes.items() if s in _used}
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(tmp, "wb") as f:
            f.write(_MAGIC + marshal.dumps(codes))
        os.replace(tmp, path)
    except OSError:
        try:
            os.remove(tmp)
        except OSError:
            pass


def install() -> None:
    """Give ``dataclasses`` the cached ``exec`` (once per process)."""
    if getattr(dataclasses, "exec", None) is _exec:
        return
    path = _path()
    if path is None:
        return
    _codes.update(_load(path))
    dataclasses.exec = _exec
    atexit.register(_save, path)
