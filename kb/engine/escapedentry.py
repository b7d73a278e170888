"""The triggered ability linked to an escape's "escapes with": "This creature escapes with two +1/+1 counters on it.
When it enters this way, each opponent sacrifices a non-Gorgon creature of their choice." (Pharika's Spawn).

"[This permanent] escapes with [counters]" means "If this permanent escaped, it enters with [those counters]", and it
may have a triggered ability linked to it that triggers "When it enters this way" (702.138c; the static ability and
the triggered abilities linked to it share one paragraph, 603.11): that ability triggers when the permanent enters
after the replacement effect was applied — that is, when it enters having escaped (702.138b: the spell that became it
was cast from a graveyard with its escape ability), even if the replacement had no effect.

kb.engine.cardtext splits the paragraph and gives the second sentence its reading ("When ~ enters this way after
escaping", :func:`linked_escape_trigger`), which kb.engine.triggers reads as ``TriggerSpec.escaped_entry``: an enters
trigger of the source itself, matched only when it escaped (:func:`escaped_entry_ok`). The words "When it enters this
way" anywhere else are not read so (their link is not known)."""
from __future__ import annotations

import re

__all__ = ["linked_escape_trigger", "ESCAPED_ENTRY", "escaped_entry_ok"]

ESCAPED_ENTRY = "~ enters this way after escaping"   # the trigger event's reading (kb.engine.triggers)
_HEAD = re.compile(r"When it enters this way, ")


def linked_escape_trigger(sentence: str) -> str:
    """The linked trigger's sentence with its event named as read ("When ~ enters this way after escaping, …"); other
    words as they are (not read as linked)."""
    m = _HEAD.match(sentence)
    return f"When {ESCAPED_ENTRY}, {sentence[m.end():]}" if m else sentence


def escaped_entry_ok(view) -> bool:
    """Whether the permanent ``view`` (a Working of the object that entered) escaped (702.138b): the spell that became
    it was cast from a graveyard with its escape ability."""
    record = getattr(getattr(view, "obj", None), "record", None)
    return getattr(record, "cast_with", "") == "escape" and getattr(record, "cast_from", "") == "graveyard"
