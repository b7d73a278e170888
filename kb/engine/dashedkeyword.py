"""A keyword written "[Keyword] — [Cost]: [Effect]" that stands for that activated ability with a restriction added
(exhaust 702.177a: "Activate only once."; forecast 702.57b: "Activate only during your upkeep and only once each
turn."): the line read as "[Cost]: [Effect]. [Restriction]" with the ordinary ability readers, its keyword named so
the keyword table (kb.engine.keywordmeans) dates it. One reader for both (kb.engine.exhaust, kb.engine.forecast)."""
from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["read_dashed_keyword"]


def read_dashed_keyword(line: str, pattern: re.Pattern, restriction: str, keyword: str, read, accounted, kinds: tuple,
                      cost_must=None):
    """The ability of kind ``kinds`` that ``line`` stands for (``pattern`` with a ``body`` group "[Cost]: [Effect]"),
    with ``restriction`` added, or None: another line, a cost without ``cost_must`` (a regex the cost must match), or
    a body the readers don't read whole. ``read`` is the ability reader, ``accounted`` the word accounting
    (kb.engine.cardtext)."""
    m = pattern.fullmatch(line.strip())
    if not m or (cost_must is not None and not re.search(cost_must, m.group("body").split(":", 1)[0])):
        return None
    text = f"{m.group('body')}. {restriction}"
    try:
        made = read(text)
    except Exception:   # noqa: BLE001 - a reading that fails leaves the line unread, as before
        return None
    if not isinstance(made, kinds) or accounted(made, text) is not None:
        return None
    return replace(made, text=line, keyword_name=keyword)
