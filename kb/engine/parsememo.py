"""Card text read once per process: the readers of rules text remembered by their arguments.

Reading a card's text is most of what a scenario run costs: every sentence passes every reader of the grammar. The
same texts come back again and again — an ability's effect is read when the card is loaded (to account for every
word), when it is shown, when it is put on the stack and when it resolves; a test card is used by many scenarios;
``kb ask`` reads the same few cards for each question. The readers are functions of their arguments alone (no
edition, no game: what a rule means in an edition is decided later, by the profile, when the instructions are
carried out), so what they return is kept here, keyed by the arguments, and handed out again.

Two things make that safe, and both are checked (:func:`verifying`, run over every scenario by the tests):

- the readers depend on nothing but their arguments: in verifying mode a hit reads the text again and compares;
- what they return is never changed by the engine afterwards: in verifying mode a hit also compares the kept
  result with the fingerprint it had when it was kept.

Verifying checks the 1st, 4th, 16th, 64th … hit of each kept reading: every reading is checked at least once, and
again later, in other company (a reading changed in between is still changed then), at a cost that grows with the
logarithm of its hits rather than with them (checking every hit made the scenario tests' pass half as slow again).

The lists a reader returns are copied on the way out (a caller may append to its list); the objects in them are
shared. A text the reader cannot read raises its error each time, a new exception object with the same fields.
The store is bounded (:data:`LIMIT` results per reader; the oldest quarter goes when it is full), so a long-running
server does not grow without end. :func:`clear` empties it.
"""
from __future__ import annotations

import contextlib
import functools
import re
import threading

from .errors import ParseError

__all__ = ["remembered", "verifying", "clear", "MemoMismatch", "LIMIT", "instructions_key", "card_text_key"]

LIMIT = 20_000
_memos: list = []
_lock = threading.Lock()
_verify = threading.local()


class MemoMismatch(AssertionError):
    """A remembered reading differs from a fresh one, or was changed after it was handed out."""


_SERIAL = re.compile(r"\buid=\d+")


def _fingerprint(value) -> str:
    """What a result says, but not the serial number each new ability gets (kb.engine.abilities.next_uid)."""
    return _SERIAL.sub("uid=#", repr(value))


def _copied(value):
    """The result as a caller gets it: its outer lists (and those of a tuple of lists) are the caller's own."""
    if isinstance(value, list):
        return list(value)
    if isinstance(value, tuple):
        return tuple(list(v) if isinstance(v, list) else v for v in value)
    return value


def _raised_again(exc: BaseException) -> BaseException:
    """A new exception with the fields of a kept one (raising the kept object would pile up its traceback)."""
    new = exc.__class__.__new__(exc.__class__)
    new.args = exc.args
    new.__dict__.update(exc.__dict__)
    return new


def remembered(key):
    """A reader kept by ``key(*args, **kwargs)`` (a hashable value, or None for a call not to keep)."""
    def wrap(fn):
        store: dict = {}
        hits: dict = {}   # (verifying mode) how often each kept reading was handed out again
        _memos.append(store)
        _memos.append(hits)

        def call(*args, **kwargs):
            try:
                k = key(*args, **kwargs)
                hash(k)
            except TypeError:   # an argument that cannot be a key (an odd caller): read afresh
                k = None
            if k is None:
                return fn(*args, **kwargs)
            hit = store.get(k)
            if hit is not None:
                if getattr(_verify, "on", False):
                    n = hits[k] = hits.get(k, 0) + 1
                    if n & (n - 1) == 0 and n.bit_length() % 2:   # the 1st, 4th, 16th, 64th … hit
                        _check(fn, k, hit, args, kwargs)
                kind, value, _print = hit
                if kind == "error":
                    raise _raised_again(value)
                return _copied(value)
            try:
                value = fn(*args, **kwargs)
            except ParseError as exc:
                _keep(store, k, ("error", exc, None))
                raise
            _keep(store, k, ("value", _copied(value), _fingerprint(value) if getattr(_verify, "on", False) else None))
            return value

        functools.update_wrapper(call, fn)
        call.uncached = fn
        return call
    return wrap


def instructions_key(text, card, *, normalized=False, lenient=False, ability=None, plan=None):
    """kb.engine.instructions.parse_instructions's arguments (a plan of targets by its text)."""
    return (text, card, normalized, lenient, ability, repr(plan) if plan else None)


def card_text_key(text, name, types=frozenset(), *, strict=False):
    """kb.engine.cardtext.parse_card_text's arguments."""
    return (text, name, frozenset(types), strict)


def _keep(store: dict, k, entry) -> None:
    with _lock:
        if len(store) >= LIMIT:
            for old in list(store)[:LIMIT // 4]:
                store.pop(old, None)
        store[k] = entry


def _check(fn, k, hit, args, kwargs) -> None:
    """Compare a kept reading with a fresh reading and with what it was when kept."""
    kind, value, kept_print = hit
    name = getattr(fn, "__qualname__", str(fn))
    try:
        fresh = ("value", fn(*args, **kwargs))
    except ParseError as exc:
        fresh = ("error", exc)
    if kind != fresh[0]:
        raise MemoMismatch(f"{name}{k!r}: kept {kind}, read afresh {fresh[0]}")
    if kind == "error":
        if (value.args, value.__dict__) != (fresh[1].args, fresh[1].__dict__):
            raise MemoMismatch(f"{name}{k!r}: kept error {value}, read afresh {fresh[1]}")
        return
    now = _fingerprint(value)
    if kept_print is not None and now != kept_print:
        raise MemoMismatch(f"{name}{k!r}: its kept result was changed after it was handed out")
    if now != _fingerprint(fresh[1]):
        raise MemoMismatch(f"{name}{k!r}: kept {now[:300]} … read afresh {_fingerprint(fresh[1])[:300]} …")


@contextlib.contextmanager
def verifying():
    """Within it, a remembered reading handed out again is compared with a fresh one and with what it was when kept,
    at its 1st, 4th, 16th, 64th … hit."""
    clear()
    _verify.on = True
    try:
        yield
    finally:
        _verify.on = False


def clear() -> None:
    with _lock:
        for store in _memos:
            store.clear()
