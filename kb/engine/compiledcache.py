"""Start-up speed: what Python compiles afresh in every process, compiled once and kept with the bytecode.

Two things are compiled from text each time a ``kb`` command starts, and cost about half of a small scenario's run:

- the methods ``dataclasses`` writes for each class (``__init__``, ``__repr__``, ``__eq__``, ``__hash__`` …; Python
  3.11 compiles one ``exec`` per method): the engine's ~150 classes, ~80 ms;
- the regular expressions of the readers (``re`` parses each pattern and compiles it to its matcher's code on first
  use): ~80 ms.

Both are kept, by their exact text (and flags), in one file of the ``__pycache__`` folder beside this module, as Python
keeps a module's bytecode: ``dataclasses`` gets the stored code object of the same text, ``re`` the stored matcher
code of the same pattern, so the functions and patterns are the ones they would compile (the tests compare them).
A text not stored is compiled as before; nothing is written when Python writes no bytecode (``PYTHONDONTWRITEBYTECODE``,
``-B``); a file of another Python, or a damaged one, is ignored; a Python whose ``re`` or ``dataclasses`` differs
from what this expects keeps compiling as it does.
"""
from __future__ import annotations

import atexit
import builtins
import dataclasses
import importlib.util
import marshal
import os
import re
import sys
import threading
from array import array

_MAGIC = importlib.util.MAGIC_NUMBER
_KEEP = 2000                 # texts of each kind kept at most (what every run uses is stored first, and stays)
_codes: dict = {}            # dataclass method source text -> code object
_patterns: dict = {}         # (pattern, flags) -> the arguments of _sre.compile
_used: set = set()
_lock = threading.RLock()   # re-entered when a compile imports a module that compiles its own patterns
_added = False


def _path() -> str | None:
    try:
        return importlib.util.cache_from_source(__file__).removesuffix(".pyc") + ".compiled"
    except (NotImplementedError, ValueError):
        return None


def _load(path: str | None) -> tuple[dict, dict]:
    try:
        with open(path, "rb") as f:
            data = f.read()
        if data[:len(_MAGIC)] != _MAGIC:
            return {}, {}
        codes, patterns = marshal.loads(data[len(_MAGIC):])
    except (OSError, TypeError, ValueError, EOFError):
        return {}, {}
    if not isinstance(codes, dict) or not isinstance(patterns, dict):
        return {}, {}
    return codes, patterns


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


class _Sre:
    """``_sre`` as ``re._compiler`` sees it: each ``compile`` call's arguments noted (the matcher code of a pattern)."""

    def __init__(self, sre):
        self._sre = sre
        self.last = None

    def __getattr__(self, name):
        return getattr(self._sre, name)

    def compile(self, *args):
        self.last = args
        return self._sre.compile(*args)


def _re_compiler(original, sre: _Sre):
    def compile_pattern(p, flags=0):
        """``re._compiler.compile``: the stored matcher code of the same pattern and flags, else compiled and noted."""
        global _added
        if not isinstance(p, (str, bytes)) or flags & re.DEBUG:
            return original(p, flags)
        key = (p, int(flags))
        args = _patterns.get(key)
        if args is None:
            with _lock:   # one compile at a time notes its arguments (a server's threads)
                sre.last = None
                pattern = original(p, flags)
                last, sre.last = sre.last, None
            if last is not None and last[0] == p:
                # the code (32-bit words) stored as bytes: a quick load, the same list of ints back
                text, final_flags, code, groups, groupindex, indexgroup = last
                _patterns[key] = (text, int(final_flags), array("I", code).tobytes(), int(groups), dict(groupindex),
                                  tuple(indexgroup))
                _added = True
                _used.add(key)
            return pattern
        _used.add(key)
        text, final_flags, code, groups, groupindex, indexgroup = args
        return sre._sre.compile(text, final_flags, array("I", code).tolist(), groups, groupindex, indexgroup)
    return compile_pattern


def _save(path: str) -> None:
    if not _added or sys.dont_write_bytecode:
        return
    codes, patterns = _kept(_codes), _kept(_patterns)
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(tmp, "wb") as f:
            f.write(_MAGIC + marshal.dumps((codes, patterns)))
        os.replace(tmp, path)
    except (OSError, ValueError):
        try:
            os.remove(tmp)
        except OSError:
            pass


def _kept(table: dict) -> dict:
    """At most ``_KEEP`` entries: those this run used, in the order first stored, then the others (a text of an
    older version of the code drops out when the table is full)."""
    if len(table) <= _KEEP:
        return table
    order = [k for k in table if k in _used] + [k for k in table if k not in _used]
    return {k: table[k] for k in order[:_KEEP]}


# The readers pass about 3,000 distinct patterns to ``re`` as text; ``re`` keeps 512 compiled ones (the oldest dropped
# first in 3.11), so a run over many cards or scenarios compiled the same patterns again and again: a quarter of the
# time of a run of every scenario. A bigger table keeps them all.
_RE_CACHE = 8192


def install() -> None:
    """Give ``dataclasses`` and ``re`` the stored compiled code (once per process), and ``re`` room for every
    pattern the readers use."""
    if isinstance(getattr(re, "_MAXCACHE", None), int) and re._MAXCACHE < _RE_CACHE:
        re._MAXCACHE = _RE_CACHE
    if getattr(dataclasses, "exec", None) is _exec:
        return
    path = _path()
    if path is None:
        return
    codes, patterns = _load(path)
    _codes.update(codes)
    _patterns.update(patterns)
    dataclasses.exec = _exec
    compiler = getattr(re, "_compiler", None)
    if (compiler is not None and callable(getattr(compiler, "compile", None)) and hasattr(compiler, "_sre")
            and array("I").itemsize == getattr(compiler, "_sre").CODESIZE == 4):
        compiler._sre = sre = _Sre(compiler._sre)
        compiler.compile = _re_compiler(compiler.compile, sre)
    atexit.register(_save, path)
