"""A splice cost that isn't only mana: "Splice onto Arcane—Exile four cards from your graveyard." (Horobi's Whisper),
"Splice onto Arcane—Sacrifice two Mountains." (Torrent of Stone).

702.47a: "Splice onto [quality] [cost]" means the card may be revealed as a spell of that quality is cast; the spell
gains its rules text and [cost] is paid as an additional cost, following the rules for additional costs (601.2b,
601.2f-h). A cost written after a dash is read by the cost reader (kb.engine.costreader): its mana is
added to the spell's total cost (601.2f), its other parts are paid as the spell's other costs are (601.2h: a cast step
names what it sacrifices or exiles, ``sacrifice: [...]``, ``exile: [...]``). A cost the reader can't read leaves the
keyword unread (kb.engine.render accounts for none of its words), so splicing that card is "cannot decide"."""
from __future__ import annotations

import re

from .values import ManaCost

# the quality a splice ability names (702.47a: Arcane, or instant or sorcery), then a dash and the cost's words
_DASHED = re.compile(r"(arcane|instant or sorcery)\s*[-\u2014]\s*(.+?)\.?", re.I)


def splice_cost_parts(param: str) -> tuple | None:
    """``param`` "Arcane—Exile four cards from your graveyard" → ("Arcane", ManaCost of its mana ({0} when none),
    its other costs, kb.engine.instruction_types.Cost); None when not this form or the cost can't be read."""
    m = _DASHED.fullmatch(param.strip())
    if m is None:
        return None
    from .costreader import read_costs
    costs = read_costs(m.group(2))
    if not costs:
        return None
    mana = [c for c in costs if c.kind == "mana"]
    if len(mana) > 1:
        return None
    return (m.group(1), mana[0].mana if mana else ManaCost.parse("{0}"),
            tuple(c for c in costs if c.kind != "mana"))


def splice_cost_words(param: str, render) -> str | None:
    """The words a dashed splice cost accounts for (kb.engine.render): the quality, and the costs as read; None when
    it is not read."""
    parts = splice_cost_parts(param)
    if parts is None:
        return None
    from .costreader import read_costs
    return f"{parts[0]} {render(list(read_costs(_DASHED.fullmatch(param.strip()).group(2))))}"
