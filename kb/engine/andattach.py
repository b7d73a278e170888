"""One sentence shape: "Manifest the top card of your library and attach ~ to it." (the Forms of Fate Reforged).

Two instructions joined by "and" are followed in the order written (608.2c), just as "…, then attach ~ to it" is:
the card is manifested (701.40a), and then ~ is attached to the permanent that manifesting put onto the battlefield
(701.3a). "It" names that permanent only because one card was manifested (kb.engine.instructions reads "it" after
manifesting one card as the manifested permanent); any other instruction before "and attach" is left whole, so
"Put target creature card … onto the battlefield and attach ~ to it" stays unread until "it" is read for it.
"""
from __future__ import annotations

import re

_AND_ATTACH = re.compile(r"((?:[Mm]anifest|[Cc]loak) the top card of your library) and (attach ~ to it)")


def split_and_attach(part: str) -> list[str]:
    """``part`` as its instructions: "Manifest the top card of your library and attach ~ to it" is the manifest
    (701.40a; cloak, 701.58a, likewise) and then the attach (701.3a, 608.2c); any other part is returned whole."""
    m = _AND_ATTACH.fullmatch(part)
    return [m.group(1), m.group(2)] if m else [part]
