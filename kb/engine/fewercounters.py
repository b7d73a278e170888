"""A replacement that puts fewer counters of one kind: "If one or more -1/-1 counters would be put on a creature you
control, that many -1/-1 counters minus one are put on it instead." (Vizier of Remedies).

A replacement effect modifying an event (614.1a): the number of counters of that kind put on a permanent the
description selects is one less (two become one, one becomes none, and no counters put is no event, 614.6); counters of
other kinds are unchanged. Other replacements of the same event are ordered by the affected permanent's controller
(616.1). Counters a permanent enters with are put on it too (122.6), so they are replaced the same way. Its kind
rides on the Replacement's key as ``counter:KIND`` (kb.engine.replacement.ReplacementMixin.replace_counters).
"""
from __future__ import annotations

import re

_FORM = re.compile(r"If one or more (-1/-1|\+1/\+1) counters would be put on (.+?), that many \1 counters minus one "
                   r"are put on (?:it|that creature|that permanent) instead")


def read_fewer_counters(s: str, t: str, pc, replacement, object_phrase):
    """The Replacement for the sentence ``s`` (``t`` its text), or None: not these words."""
    m = _FORM.fullmatch(s)
    if not m:
        return None
    return replacement("counters", "minus_one", t, to=object_phrase(m.group(2), pc), key=(f"counter:{m.group(1)}",))


def counter_kind_of(r) -> str:
    """The kind of counter a replacement of counters put applies to, unless it applies to any ("any_kind")."""
    return next((k[len("counter:"):] for k in r.key if isinstance(k, str) and k.startswith("counter:")), "+1/+1")
