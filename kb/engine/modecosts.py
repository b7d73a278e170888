"""Modes with an additional cost each (700.2h): spree ("+ {1} — …", 702.172a, since 2024-04-12) and tiered ("• Fira — {2} —
…", 702.183a, since 2025-06-06). "Spree" means "choose one or more of the modes, paying the additional cost of each";
"Tiered" means "choose one mode, paying its additional cost". The card's lines are read as a modal ability ("Choose one or
more —" / "Choose one —" and its bullets, 700.2), and the cost of each mode chosen is added to the total cost (601.2f) as
an additional cost (601.2b). Read: costs in mana symbols; a mode cost with other words is left unread (the keyword stays
"cannot decide")."""
from __future__ import annotations

import re

__all__ = ["modal_form", "mode_costs", "chosen_mode_costs", "MODE_COST_KEYWORDS"]

MODE_COST_KEYWORDS = ("spree", "tiered")
_HEAD = {"spree": "Choose one or more -", "tiered": "Choose one -"}
# a mode line after normalisation (kb.engine.text.normalize: the dash is "-"): spree "+ {1} - text", tiered
# "• Name - {2} - text"
_SPREE_LINE = re.compile(r"\+ (?P<cost>(?:\{[0-9WUBRGCX/]+\})+) - (?P<text>.+)")
_TIERED_LINE = re.compile(r"\u2022 (?:[^-\n{}]+? - )?(?P<cost>(?:\{[0-9WUBRGCX/]+\})+) - (?P<text>.+)")
_LINE = {"spree": _SPREE_LINE, "tiered": _TIERED_LINE}


def _split(text: str):
    """(keyword, index of its line, [(cost, mode text)], index after the modes) for normalised text, or None."""
    lines = text.split("\n")
    for i, ln in enumerate(lines):
        kw = ln.strip().rstrip(".").lower()
        if kw not in MODE_COST_KEYWORDS:
            continue
        modes, j = [], i + 1
        while j < len(lines):
            m = _LINE[kw].fullmatch(lines[j].strip())
            if m is None:
                break
            modes.append((m.group("cost"), m.group("text")))
            j += 1
        if len(modes) >= 2:
            return kw, i, modes, j
    return None


def modal_form(text: str) -> str:
    """Normalised card text with its spree or tiered modes written as a modal ability (700.2): the keyword line kept,
    then "Choose one or more —" (spree) or "Choose one —" (tiered) and a bullet per mode, without its cost."""
    got = _split(text)
    if got is None:
        return text
    kw, i, modes, j = got
    lines = text.split("\n")
    body = [_HEAD[kw]] + ["\u2022 " + t for _c, t in modes]
    return "\n".join(lines[:i + 1] + body + lines[j:])


def mode_costs(text: str) -> tuple[str, list[str]] | None:
    """(keyword, each mode's additional cost as written, in order) for normalised card text, or None."""
    got = _split(text)
    if got is None:
        return None
    return got[0], [c for c, _t in got[2]]


def chosen_mode_costs(state, card, modes, free: bool):
    """(the mana the modes chosen add, words for the trace) for a spree or tiered spell cast with ``modes`` (their
    numbers, 1 …), or None: each chosen mode's additional cost is added to the total cost (700.2h, 601.2f). Under an
    edition without the keyword's rule, or cast without paying its mana cost (its additional costs still paid, which
    that cast doesn't read), noted "cannot decide"."""
    from .keywordlist import KEYWORD_FIRST_EDITION, keyword_named_by
    from .text import normalize
    from .values import ManaCost
    got = mode_costs(normalize(card.text or "", card.name))
    if got is None or not modes:
        return None
    kw, costs = got
    if not keyword_named_by(kw, state.edition):
        state.note_unknown(f"{card.name}'s {kw}: the rules of {state.edition} don't define it (it came with the "
                           f"{KEYWORD_FIRST_EDITION[kw]} edition), so what its modes cost can't be read (601.2f)")
        return None
    if free:
        state.note_unknown(f"{card.name} is cast without paying its mana cost: the additional costs of its {kw} modes are "
                           f"still paid, which this cast doesn't read (700.2h, 601.2f)")
        return None
    picked = [costs[m - 1] for m in modes if 1 <= m <= len(costs)]
    mana = ManaCost(tuple(sym for c in picked for sym in ManaCost.parse(c).symbols))
    return mana, f"{kw} " + " + ".join(picked)
