"""Dash (702.109; since 2015-01-23) and blitz (702.152; since 2022-04-29). "Dash [cost]" means "You may cast this card by paying [cost] rather than its mana
cost," "If this spell's dash cost was paid, return the permanent this spell becomes to its owner's hand at the beginning
of the next end step," and "As long as this permanent's dash cost was paid, it has haste." (702.109a; Zurgo
Bellstriker, Ragavan).

A scenario casts it with ``cast: {card, alternative: dash, mana}`` (an alternative cost, 118.9: :func:`dash_alternative`).
As the permanent enters, the delayed triggered ability is created (608.3g, :func:`dash_delayed`); it returns the
permanent only if it is still that object (400.7: one that left the battlefield and came back is a new object). The
haste is the keyword's static ability (kb.engine.keywordmeans: "As long as ~'s dash cost was paid, ~ has haste.",
read by kb.engine.altcosts.keyword_paid). Read: a dash cost of mana symbols; another is "cannot decide", and so is a
cast under an edition before 2015-01-23.

Blitz is built the same way (702.152a): "You may cast this spell by paying [cost] rather than its mana cost," "If this
spell's blitz cost was paid, sacrifice the permanent this spell becomes at the beginning of the next end step," and "As
long as this permanent's blitz cost was paid, it has haste and 'When this permanent is put into a graveyard from the
battlefield, draw a card.'" (``alternative: blitz``; the static ability is kb.engine.keywordmeans')."""
from __future__ import annotations

__all__ = ["DASH", "BLITZ", "DASH_RETURN_TEXT", "BLITZ_SACRIFICE_TEXT", "dash_alternative", "dash_delayed",
           "END_STEP_KEYWORDS"]

DASH = "dash"
# 702.109a's delayed triggered ability, its "the permanent this spell becomes" the object it is about (kb.engine.state
# schedule_delayed ``about``)
DASH_RETURN_TEXT = "Return it to its owner's hand."
BLITZ = "blitz"
BLITZ_SACRIFICE_TEXT = "Sacrifice it."   # 702.152a: "sacrifice the permanent this spell becomes"
# keyword → (as written, the edition that defined it, the delayed ability's effect, what it does)
END_STEP_KEYWORDS = {DASH: ("Dash", "2015-01-23", DASH_RETURN_TEXT, "returned to its owner's hand"),
                     BLITZ: ("Blitz", "2022-04-29", BLITZ_SACRIFICE_TEXT, "sacrificed")}


def dash_alternative(state, card, keyword: str = DASH) -> tuple:
    """The alternative cost chosen with ``alternative: dash`` (702.109a) or ``blitz`` (702.152a), as
    kb.engine.altcosts.chosen_alternative returns one: (the keyword, its mana, no other costs, None). A card without the
    keyword is refused (EngineError naming the rule); a cost that isn't only mana, or an edition without the keyword,
    is noted "cannot decide"."""
    from .altcosts import keyword_cost
    written, since, _text, _does = END_STEP_KEYWORDS[keyword]
    mana, _read = keyword_cost(state, card, written, keyword, since)
    return keyword, mana, (), None


def dash_delayed(state, item, n, keyword: str = DASH) -> None:
    """608.3g, 702.109a, 702.152a: the permanent spell ``item`` was cast for its dash (blitz) cost and became ``n``: the
    delayed triggered ability that returns it to its owner's hand (sacrifices it) at the beginning of the next end
    step."""
    from .triggers import parse_trigger
    _written, _since, text, does = END_STEP_KEYWORDS[keyword]
    state.schedule_delayed(parse_trigger("At the beginning of the next end step", None), text, n.oid,
                           state.evaluate().get(n.oid), item.controller, f"{item.name}'s delayed ability ({keyword})",
                           about=n.oid)
    state.log.add(f"{item.name}'s {keyword} cost was paid: the permanent it became is {does} at the beginning of the "
                  f"next end step ({state.rule_no(keyword)})", keyword, "delayed_trigger", indent=1, kind="step")
