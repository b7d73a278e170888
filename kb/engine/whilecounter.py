""""… for as long as it has a feather counter on it" (611.2b): a continuous effect from a resolved ability whose
duration is each affected object's own counter — Aven Mimeomancer's base power and toughness, Quicksilver Fountain's
Island, Shield Broker's control. The duration names the counter, not the effect's source: the source leaving doesn't
end it. Each object of the locked set (611.2c) stops being affected once it has no counter of that kind, for good
(611.2b: a duration that ended doesn't begin again); the effect ends when none is left.

- :func:`read_counter_duration` (parse time, kb.engine.instructions._duration): the duration
  ``while:has_counter:KIND`` and the sentence without those words.
- :func:`counter_duration_holds` (kb.engine.state._expire): prunes the locked set; False when the effect is over.
- :func:`counter_duration_words` (kb.engine.render): the words read."""
from __future__ import annotations

import re

__all__ = ["COUNTER_DURATION", "read_counter_duration", "counter_duration_holds", "counter_duration_words",
           "counter_duration_kind"]

COUNTER_DURATION = "while:has_counter:"
_WORDS = re.compile(r"^(.+?)\s+for as long as (?:it has an?|they have) ([a-z][\w-]*) counters? on (?:it|them)$")


def read_counter_duration(s: str) -> tuple[str, str] | None:
    """``(duration, the sentence without its duration)``, or None when ``s`` doesn't end so."""
    m = _WORDS.match(s)
    return None if m is None else (COUNTER_DURATION + m.group(2), m.group(1))


def counter_duration_kind(duration: str) -> str | None:
    """The counter kind of a ``while:has_counter:KIND`` duration, else None."""
    return duration[len(COUNTER_DURATION):] if duration.startswith(COUNTER_DURATION) else None


def counter_duration_holds(state, e) -> bool:
    """Whether the effect ``e`` still affects an object: its locked objects without a counter of its kind now (or no
    longer on the battlefield, new objects, 400.7) are dropped from it for good."""
    kind = counter_duration_kind(e.duration)
    if not e.locked:
        return False
    keep = frozenset(o for o in e.locked if o in state.objects and state.objects[o].zone == "battlefield"
                     and _count(state.objects[o], kind) > 0)
    if keep != e.locked:
        e.locked = keep
        state._version += 1
    return bool(keep)


def _count(obj, kind: str) -> int:
    c = (getattr(obj, "counters", None) or {}).get(kind)
    return 0 if c is None else getattr(c, "n", c)


def counter_duration_words(duration: str) -> str:
    return f"for as long as it has a {counter_duration_kind(duration)} counter on it"
