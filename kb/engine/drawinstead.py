"""A draw replaced by instructions (614.1a): "If you would draw a card, instead reveal the top three cards of your
library. Put all creature cards revealed this way into your hand and the rest on the bottom of your library in any
order.", "If you would draw a card, look at the top three cards of your library instead. Put one of those cards into
your hand and …", "If you would draw a card, reveal the top card of your library instead. If it's a creature card, put
it into your graveyard. Otherwise, draw a card."

What the player does instead is read by the instruction parser, every word of it (a sentence it can't read leaves the
whole ability unread), and is done as the draw would have been: resolved at once by the replacement's controller, the
player who would have drawn (614.1a), the choices it needs (which card, the order of the rest, 401.4) taken from the
draw step's ``choose:``. A draw those instructions make is a modified event of the draw replaced: the same effect
gets no second opportunity at it (614.5: "an event or any modified events that may replace that event", worded so
from 2011-02-04); under an older wording ("only one opportunity for each event") whether that new draw is replaced
again is not said, and is "cannot decide" (kb.engine.versions ``replacement_once``).

Only a draw's replacement: the instructions of a gain of life or of damage replaced ("that much") are not read here,
nor an optional one ("you may skip that draw instead", "you may mill a card instead": declined, the draw happens) nor
one sentence alone (kb.engine.replacement reads those).
"""
from __future__ import annotations

import re

__all__ = ["read_draw_steps", "do_draw_steps", "inherited_applied", "SKIP_CHOICE", "skip_or_draw"]

SKIP_CHOICE = "skip_draw"   # the draw step's choice: choose: {skip_draw: true | false | [one per draw]}

_INSTEAD = re.compile(r"\binstead\b", re.I)


def read_draw_steps(body: str, card: str | None) -> str | None:
    """``body`` (the words after "If you would draw a card, ", without the leading "instead") → the instructions'
    text, its first sentence's closing "instead" taken out ("reveal the top card of your library instead. If …");
    None when the parser doesn't read every word of it, or "instead" is said anywhere else."""
    from .errors import ParseError
    text = body.strip().rstrip(".")
    first, dot, rest = text.partition(". ")
    if first.endswith(" instead"):
        first = first[: -len(" instead")]
    text = first + dot + rest
    if not dot or _INSTEAD.search(text):   # one sentence: the replacement's own reader; another "instead": not this
        return None
    if re.match(r"(?:you )?may\b|skip\b", first, re.I):
        return None   # "you may X instead": an optional replacement — declined, the draw happens (not done as instructions)
    text = text[0].upper() + text[1:] + "."
    from .instructions import parse_instructions
    try:
        ins, slots = parse_instructions(text, card, normalized=True)
    except (ParseError, ValueError, KeyError, IndexError):
        return None
    if slots or any(i.kind == "unmodelled" for i in ins):
        return None   # a target in what a draw is replaced by: no one chose it as the draw was replaced
    return text


def do_draw_steps(state, r, player: str, applied: tuple) -> None:
    """The draw ``player`` would make is replaced by ``r``'s instructions (614.1a): resolved at once by ``r``'s
    controller; a draw they make is not replaced again by ``r`` nor by any effect already applied (614.5)."""
    src = state.objects.get(r.source)
    prev = state.__dict__.get("draw_applied", ())
    state.__dict__["draw_applied"] = tuple(prev) + tuple(applied)
    try:
        state.resolve(r.instead, source=src if src is not None and src.zone == "battlefield" else None,
                      source_name=r.source_name, controller=r.controller,
                      label=f"{r.source_name}'s replacement effect", choices=(state.choices.get("choose") or {}))
    finally:
        state.__dict__["draw_applied"] = prev


def inherited_applied(state, player: str) -> tuple:
    """The replacement effects already applied to the draw whose replacing instructions are being done now (614.5);
    under an edition whose 614.5 gives an effect "only one opportunity for each event", one of them that would apply
    to this new draw makes the draw "cannot decide" (whether it is that same event is not said)."""
    inherited = tuple(state.__dict__.get("draw_applied", ()))
    if not inherited:
        return ()
    from .versions import rule
    if rule("replacement_once", state.edition) == "each_event":
        again = [r for r in state.player_replacements("draw", player) if (r.source, r.text) in inherited]
        for r in again:
            state.note_unknown(f"{r.source_name}'s \u201c{r.text}\u201d: whether the draw its own instructions make is "
                               f"replaced by it again is not said by the rules of {state.edition} (only one "
                               f"opportunity for each event, {state.rule_no('replacement_once')})")
    return inherited


def skip_or_draw(state, r, player: str, applied: tuple) -> None:
    """"If you would draw a card, you may skip that draw instead." (614.1a): an optional replacement — its player chooses,
    for each draw, to skip it (nothing happens) or to draw, the draw then open to the other replacement effects but not
    this one again (614.5, 616.1). The choice is the draw step's ``choose: {skip_draw: true|false}`` (the same for each
    draw of the step); not stated, the draw is made and what it changes is "cannot decide", never a guess."""
    said = (state.choices.get("choose") or {}).get(SKIP_CHOICE)
    if said is not None and not isinstance(said, bool):
        from .errors import EngineError
        raise EngineError(f"choose: {{{SKIP_CHOICE}: …}} is true or false (the same choice for each draw of the step), "
                          f"not {said!r} ({state.rule_no('replacement')})")
    if said is None:
        state.note_unknown(f"{r.source_name}'s \u201c{r.text}\u201d: whether {player} skips the draw is {player}'s "
                           f"choice and is not stated ({state.rule_no('replacement')}): give choose: "
                           f"{{{SKIP_CHOICE}: true|false}} on the step")
    if said is True:
        state.log.add(f"{player} skips that draw", "replacement", indent=1, kind="step")
        return
    state.log.add(f"{player} doesn't skip the draw", "replacement", indent=1, kind="step")
    state.draw(player, 1, applied=tuple(applied))
