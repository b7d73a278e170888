""""Target permanent becomes the color or colors of your choice until end of turn" (Prismwake Merrow): one or more of
the five colours (105.1), chosen as the effect is applied (608.2d), which replace all the object's colours (105.3;
layer 5, 613.1e).

Stated as ``choose: {colors: [blue, red]}`` (colour words or letters; ``color: blue`` for one). Unstated, never
guessed: the effect is not applied and what it could change is "cannot decide". No colour, or a word that is no
colour, is refused (608.2d: a choice the words don't allow).
"""
from __future__ import annotations

__all__ = ["SET_COLORS", "PHRASE", "chosen_colors"]

SET_COLORS = "set_colors"   # ColorOp.chosen: "the color or colors of your choice"
PHRASE = "the color or colors of your choice"


def chosen_colors(game, ins, rc, item):
    """The ColorOp setting the colours chosen for ``ins`` (608.2d), or None when the choice is not stated (noted)."""
    from .effects import ColorOp
    from .errors import EngineError
    from .values import color_of
    said = rc.choices.get("colors", rc.choices.get("color"))
    if said is None:
        game.unstated_choice(ins, item, "colors", "colors: [COLOR, …] (one or more)")
        return None
    words = said if isinstance(said, list) else [said]
    letters = [color_of(str(w)) for w in words]
    if not letters or None in letters:
        raise EngineError(f"\u201c{ins.text}\u201d: one or more of white, blue, black, red and green must be chosen, "
                          f"not {said!r} ({game.rule_no('choices_on_resolution')})")
    return ColorOp(set=frozenset(letters))
