"""Choices a scenario states that nothing in its run asked for.

A scenario states choices by name: ``choose: {top: [...], bottom: [...]}`` on a ``cast`` step, or the step options
``order:``, ``assign:``, ``shield:``. A name no instruction reads (a misspelling, ``choose: {scry: top}`` where scry
reads ``top:`` and ``bottom:``, an ``order:`` given on a step where no damage is assigned) used to be ignored in
silence, and the answer then came from the engine's own rule for an unstated choice — "cannot decide", or the only
possible choice — while the author believed their choice was made.

Each such name is kept as a :class:`StatedKey`: a ``str`` equal to the plain name, which records when a lookup finds
it (``choices.get("top")``, ``"top" in choices``: a dict or set lookup compares the stored key with ``==``, and a
subclass's ``__eq__`` is asked first). :func:`asking` collects, for one run, the keys that were looked up;
:func:`unasked` lists the stated keys that never were, for the run's notes (kb.engine.scenario). A choice the run did
not need is listed too — one with a single option (the only instant card in a hand), or one for an event that did
not happen (a "you may" the player could not take, 608.2d): the note says only that nothing asked for it.
"""
from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar

__all__ = ["StatedKey", "track", "track_all", "option_key", "asking", "unasked", "CHOICE_OPTIONS"]

# the step options that state a choice by their own name (docs/scenarios.md); ``choose:`` holds named choices
CHOICE_OPTIONS = ("order", "assign", "shield")

_ASKED: ContextVar[set | None] = ContextVar("stated_choices_asked", default=None)
_KEYS: ContextVar[dict | None] = ContextVar("stated_choices_keys", default=None)   # id → key, in the order stated


class StatedKey(str):
    """The name of a choice a scenario states, at its line; equal to (and hashed as) the plain name."""

    line: int = 0
    where: str = "choose"

    def __eq__(self, other):
        same = str.__eq__(self, other)
        if same is True:
            asked = _ASKED.get()
            if asked is not None:
                asked.add(id(self))
        return same

    __hash__ = str.__hash__

    def __reduce__(self):   # a copy or a pickle is the plain name
        return (str, (str(self),))


def _register(keys: list) -> list:
    run = _KEYS.get()
    if run is not None:
        for k in keys:
            run.setdefault(id(k), k)
    return keys


def option_key(name: str, line: int) -> StatedKey:
    """The key under which a step option that states a choice (``order:``, :data:`CHOICE_OPTIONS`) is kept for the
    step, registered with the run :func:`asking` collects for."""
    sk = StatedKey(name)
    sk.line, sk.where = line, "option"
    return _register([sk])[0]


def track_all(data, line: int = 0) -> list:
    """:func:`track` every ``choose:`` mapping within ``data`` (a step's mapping, its options, a trigger's own
    options), at any depth; returns the keys."""
    keys: list = []
    if isinstance(data, dict):
        for k, v in data.items():
            if isinstance(k, str) and str.__eq__(k, "choose") and isinstance(v, dict):
                keys += track(v, getattr(data, "line_of", lambda _k: line)(k))
            elif isinstance(v, (dict, list)):
                keys += track_all(v, line)
    elif isinstance(data, list):
        for v in data:
            keys += track_all(v, line)
    return keys


def track(mapping: dict, line: int, where: str = "choose") -> list:
    """Replace the keys of ``mapping`` (in place, keeping their order and values) by :class:`StatedKey` s at their
    lines; returns the keys, registered with the run :func:`asking` collects for."""
    line_of = getattr(mapping, "line_of", None)
    keys = []
    for k in list(mapping):
        if not isinstance(k, str) or isinstance(k, StatedKey):
            if isinstance(k, StatedKey):
                keys.append(k)
            continue
        sk = StatedKey(k)
        sk.line = line_of(k) if line_of else line
        sk.where = where
        v = mapping.pop(k)
        mapping[sk] = v
        keys.append(sk)
    if keys and hasattr(mapping, "key_lines"):
        by_name = {str(k): k for k in keys}   # (plain keys: building this asks no StatedKey)
        mapping.key_lines = {by_name.get(str(k), k): n for k, n in mapping.key_lines.items()}
    return _register(keys)


@contextmanager
def asking():
    """Collect, while the block runs, the stated keys registered (:func:`track`, :func:`option_key`) and the ones
    looked up; yields a pair (the keys by id, the ids of those looked up) for :func:`unasked`."""
    seen: set = set()
    keys: dict = {}
    token, token_keys = _ASKED.set(seen), _KEYS.set(keys)
    try:
        yield keys, seen
    finally:
        _ASKED.reset(token)
        _KEYS.reset(token_keys)


def unasked(run) -> list[str]:
    """One note per stated key of ``run`` (what :func:`asking` yielded) never looked up, in the order stated."""
    keys, seen = run
    out = []
    for k in sorted(keys.values(), key=lambda k: k.line):
        if id(k) not in seen:
            if k.where == "choose":
                out.append(f"line {k.line}: nothing in this run asked for the choice {str(k)!r} stated in choose: "
                           f"(a misspelt or unknown name, a choice with one option only, or one for an event that "
                           f"did not happen); it changed nothing")
            else:
                out.append(f"line {k.line}: nothing in this run asked for {str(k)}: on this step (no such choice "
                           f"was made in it); it changed nothing")
    return out
