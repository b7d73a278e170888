"""Dash (702.109; since 2015-01-23): "Dash [cost]" means "You may cast this card by paying [cost] rather than its mana
cost," "If this spell's dash cost was paid, return the permanent this spell becomes to its owner's hand at the beginning
of the next end step," and "As long as this permanent's dash cost was paid, it has haste." (702.109a; Zurgo
Bellstriker, Ragavan).

A scenario casts it with ``cast: {card, alternative: dash, mana}`` (an alternative cost, 118.9: :func:`dash_alternative`).
As the permanent enters, the delayed triggered ability is created (608.3g, :func:`dash_delayed`); it returns the
permanent only if it is still that object (400.7: one that left the battlefield and came back is a new object). The
haste is the keyword's static ability (kb.engine.keywordmeans: "As long as ~'s dash cost was paid, ~ has haste.",
read by kb.engine.altcosts.keyword_paid). Read: a dash cost of mana symbols; another is "cannot decide", and so is a
cast under an edition before 2015-01-23."""
from __future__ import annotations

__all__ = ["DASH", "DASH_RETURN_TEXT", "dash_alternative", "dash_delayed"]

DASH = "dash"
# 702.109a's delayed triggered ability, its "the permanent this spell becomes" the object it is about (kb.engine.state
# schedule_delayed ``about``)
DASH_RETURN_TEXT = "Return it to its owner's hand."


def dash_alternative(state, card) -> tuple:
    """The alternative cost chosen with ``alternative: dash`` (702.109a), as kb.engine.altcosts.chosen_alternative
    returns one: ("dash", its mana, no other costs, None). A card without dash is refused (EngineError naming the
    rule); a cost that isn't only mana, or an edition without dash, is noted "cannot decide"."""
    from .altcosts import keyword_cost
    mana, _read = keyword_cost(state, card, "Dash", DASH, "2015-01-23")
    return DASH, mana, (), None


def dash_delayed(state, item, n) -> None:
    """608.3g, 702.109a: the permanent spell ``item`` was cast for its dash cost and became ``n``: the delayed
    triggered ability that returns it to its owner's hand at the beginning of the next end step."""
    from .triggers import parse_trigger
    state.schedule_delayed(parse_trigger("At the beginning of the next end step", None), DASH_RETURN_TEXT, n.oid,
                           state.evaluate().get(n.oid), item.controller, f"{item.name}'s delayed ability (dash)",
                           about=n.oid)
    state.log.add(f"{item.name}'s dash cost was paid: the permanent it became is returned to its owner's hand at the "
                  f"beginning of the next end step ({state.rule_no(DASH)})", DASH, "delayed_trigger", indent=1,
                  kind="step")
