"""Backup N (702.165; since 2023-04-14): a triggered ability that gives a target creature N +1/+1 counters and, if
that's another creature, the non-backup abilities printed below it until end of turn.

"Backup N" means "When this creature enters, put N +1/+1 counters on target creature. If that's another creature, it
also gains the non-backup abilities of this creature printed below this one until end of turn." (702.165a). Only
abilities printed on the object are granted (702.165c), fixed as the ability is put on the stack (702.165d). The
card reader (kb.engine.cardtext) fills in those abilities from the lines printed after the backup keyword and reads
the result with the ordinary readers: "If that's another creature, it gains flying and lifelink until end of turn."

Read here: a backup ability whose abilities below are keywords the engine applies ("it gains flying and lifelink")
and at most one ability of another kind, granted in quotes with its "~" as "this creature" ('it gains deathtouch and
"Whenever this creature deals combat damage …"', read by the same readers). Any other set of abilities below (two
non-keyword abilities, a keyword the engine doesn't apply) leaves the keyword unread ("not modelled", 702), never a backup that grants less
than it should. A backup creature that, as its ability resolves, lacks one of those printed abilities (an effect
removed it) makes what it grants "cannot decide": 702.165d fixes the abilities as the ability was put on the stack, a
moment the engine doesn't keep.
"""
from __future__ import annotations

import re
from dataclasses import replace

__all__ = ["backup_of", "with_backup", "check_backup_source"]

_BACKUP = re.compile(r"backup (\d+)")
_WORDS = {1: "a +1/+1 counter", 2: "two +1/+1 counters", 3: "three +1/+1 counters", 4: "four +1/+1 counters"}


def backup_of(ab) -> int | None:
    """N of a "backup N" keyword ability; None for any other ability."""
    m = _BACKUP.fullmatch((getattr(ab, "name", "") or "").lower()) if getattr(ab, "kind", "") == "keyword" else None
    return int(m.group(1)) if m else None


def _listing(names: list) -> str:
    return names[0] if len(names) == 1 else (f"{names[0]} and {names[1]}" if len(names) == 2 else
                                             ", ".join(names[:-1]) + f", and {names[-1]}")


def with_backup(abilities: list, read, accounted) -> list:
    """The card's abilities with each backup keyword replaced by the triggered ability it stands for (the keywords
    printed after it filled in), when every ability printed after it is a keyword the engine applies; ``read`` is
    the ability reader, ``accounted`` the word accounting (kb.engine.cardtext)."""
    from .abilities import TriggeredAbility
    from .unknowns import MODELLED_KEYWORDS
    out = list(abilities)
    for i, ab in enumerate(abilities):
        n = backup_of(ab)
        if n is None or n not in _WORDS:
            continue
        below = [a for a in abilities[i + 1:] if backup_of(a) is None]
        keywords = [a for a in below if getattr(a, "kind", "") == "keyword"]
        others = [a for a in below if getattr(a, "kind", "") != "keyword"]
        if not below or any(a.name.lower() not in MODELLED_KEYWORDS for a in keywords) or len(others) > 1 or \
                any(a.kind not in ("triggered", "activated", "static") or '"' in a.text for a in others):
            continue
        # each keyword by name, and one ability of another kind granted in quotes, in printed order: its "~" is the
        # creature that has it ("this creature")
        names = [a.name.lower() if a in keywords else a.text for a in below]
        gains = _listing([a.name.lower() if a in keywords else '"' + a.text.replace("~", "this creature") + '"'
                          for a in below])
        text = (f"When ~ enters, put {_WORDS[n]} on target creature. If that's another creature, it gains "
                f"{gains} until end of turn.")
        try:
            made = read(text)
        except Exception:   # noqa: BLE001 - a reading that fails leaves the keyword unread, as before
            continue
        if not isinstance(made, TriggeredAbility) or accounted(made, text) is not None:
            continue
        out[i] = replace(made, text=ab.text or ab.name, keyword_name=ab.name.lower(), grants=tuple(names))
    return out


def check_backup_source(state, item, names: tuple) -> None:
    """Notes what the ability grants as undecided when the backup creature, as it is now (or as it last existed,
    608.2h), no longer has the keywords it would grant (702.165d)."""
    lki = state.lki.get(item.source) if item.source not in state.objects else None
    src = state.evaluate().get(item.source) if item.source in state.objects else getattr(lki, "working", None)
    have = set(src.keyword_names()) | {getattr(h.ability, "text", "") for h in src.abilities} if src is not None else set()
    missing = [k for k in names if k not in have]
    if missing:
        state.note_unknown(f"the backup ability grants the abilities its creature had as the ability was put on the "
                           f"stack (702.165d); {', '.join(missing)} is gone from it now, and when it went is not kept")
