"""Triggered mana abilities (605.1b) on a permanent of a description being tapped for mana (106.12): "Whenever a player
taps a basic land for mana, that player adds one mana of any type that land produced.", "Whenever a player taps a
Mountain, Forest, or Plains for mana, …", "Whenever you tap a nonland permanent for mana, add one mana of any type
that permanent produced.", "Whenever a Forest is tapped for mana, its controller adds an additional {G}.",
"Whenever you tap a permanent for {C}, add an additional {C}." — tapped for mana of a specified type: it triggers only
when the mana ability produced that type of mana (106.12a; ``mana_type``, checked by kb.engine.stack, which leaves the
pool "cannot decide" under an edition whose rules don't say what "tapped for mana of a specified type" means, before
2015-07-17).

kb.engine.cardtext reads the one-word forms ("a Forest", "enchanted land") itself; this module reads a description of
more words as a selector (kb.engine.parser.parse_selector), which kb.engine.stack matches against the permanent tapped
(``TriggeredManaAbility.sel``). Who tapped it (``who``) and who adds the mana (``gets``) are read as there.
"""
from __future__ import annotations

import re

__all__ = ["read_tapped_for_mana"]

# what the ability adds (cardtext's words, with the tapped permanent named by its description: "that artifact token")
_ADDS = (r"(?:(its controller|that player|you) )?adds? (?:an additional |one additional )?"
         r"((?:\{[WUBRGC]\})+|one mana of any type that (?:land|permanent|[a-z]+(?: [a-z]+)?) produced|one mana of any "
         r"color)(?: to (?:your|their) mana pool)?\.?")
_FOR = r"for (mana|\{[WUBRGC]\})"   # "for mana", or for mana of a specified type (106.12a): "for {C}"
_ACTIVE = re.compile(r"Whenever (a player|you) taps? (an? .+?) " + _FOR + ", " + _ADDS)
_PASSIVE = re.compile(r"Whenever (an? .+?) is tapped " + _FOR + ", " + _ADDS)


def read_tapped_for_mana(t: str, card: str | None):
    """The TriggeredManaAbility of the line ``t`` when the permanent tapped is a description the engine reads as a
    selector; None for anything else (the caller's own forms, or an unread description)."""
    from .abilities import TriggeredManaAbility
    from .errors import ParseError
    from .parser import _Ctx, parse_selector
    m = _ACTIVE.fullmatch(t)
    passive = m is None
    if passive:
        m = _PASSIVE.fullmatch(t)
    if m is None:
        return None
    if passive:   # "its controller adds": the player who tapped it, its controller (602.2); "that player" names no one
        desc, kind, tapper_words, adds = m.groups()
        if tapper_words not in (None, "its controller", "you"):
            return None
        who = "any"
    else:
        who_words, desc, kind, tapper_words, adds = m.groups()
        who = "you" if who_words == "you" else "any"
        if tapper_words == "its controller":
            return None
    same = re.fullmatch(r"one mana of any type that (.+) produced", adds)
    if same and same.group(1) not in ("land", "permanent") and same.group(1) not in desc:
        return None   # "that artifact token produced" names the permanent tapped, by the words of its description
    try:
        sel = parse_selector(re.sub(r"^an?\s+", "", desc), _Ctx(card))
    except ParseError:
        return None
    # "that player adds" / "its controller adds": the player who tapped it; "add …" / "you add": the ability's
    # controller, who follows its instructions (608.2c)
    gets = "tapper" if tapper_words in ("its controller", "that player") else "you"
    produces = "same" if same else "any_color" if adds == "one mana of any color" else adds
    mana_type = "" if kind == "mana" else kind   # "{C}", 106.12a: the mana ability must produce that type
    return TriggeredManaAbility(text=t, tapped="", of="", who=who, gets=gets, produces=produces, sel=sel,
                                mana_type=mana_type)
