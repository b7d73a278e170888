"""An escape's counter chosen as the permanent enters: "~ escapes with your choice of a +1/+1 counter or a flying
counter on it." (Tizerus Charger).

"[This permanent] escapes with [counters]" means "If this permanent escaped, it enters with [those counters]"
(702.138c): a replacement effect of how it enters (614.1c). With "your choice of" one kind or the other, its controller
chooses as it enters (614.12), stated as ``choose: {counter: KIND}`` on the step whose spell becomes the permanent; not
stated, the step is refused rather than guessed. A keyword counter gives its keyword (122.1b; kb.engine.keywordcounters).

Read by kb.engine.cardtext (``EntersWithCounters.counter_options``) and applied by kb.engine.state as it enters
(``choose_escape_counter``)."""
from __future__ import annotations

import re

from .errors import EngineError

__all__ = ["read_escape_choice", "choose_escape_counter", "CHOICE_WORDS"]

_WORDS = re.compile(r"~ escapes with your choice of an? (\S+) counter or an? (\S+) counter on it\.?")
CHOICE_WORDS = "your choice of a an or counter"   # the words of the choice (kb.engine.render)


def read_escape_choice(t: str) -> tuple | None:
    """The two kinds of counter of the line ``t``, or None for other words."""
    m = _WORDS.fullmatch(t)
    return (m.group(1), m.group(2)) if m else None


def choose_escape_counter(state, o, ab, choices: dict) -> str:
    """The kind chosen for ``o`` entering after it escaped (``choices``: the stated choices as it enters; the one used
    is removed). An unstated or unknown kind: refused (702.138c, 614.12)."""
    pick = choices.pop("counter", None)
    opts = ab.counter_options
    text = ab.text.replace("~", o.card.name)
    if pick is None:
        raise EngineError(f"{o.alias}: \u201c{text}\u201d needs a choice as it enters (choose: {{counter: "
                          f"{' or '.join(opts)}}}) ({state.rule_no('escapes_with')})")
    pick = str(pick).strip()
    if pick not in opts:
        raise EngineError(f"{o.alias}: \u201c{text}\u201d: {pick} is not one of {', '.join(opts)} "
                          f"({state.rule_no('escapes_with')})")
    return pick
