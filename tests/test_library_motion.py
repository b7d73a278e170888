"""605.1a of 2026-08-07: an ability whose cost or effect moves a card to or from a library isn't a mana ability.
kb.engine.stack.library_motion reads whether the words move a card: naming a library is not enough."""
import pytest

from kb.engine.stack import library_motion


@pytest.mark.parametrize("text, want", [
    ("{T}, Mill a card: Add {G}.", "moves"),
    ("{T}: Add {C}. Draw a card.", "moves"),
    ("{T}, Exile the top card of your library: Add {R}.", "moves"),
    ("Put a card from your hand on top of your library: Add {U}.", "moves"),
    ("{T}: Reveal the top card of your library. If it's a land card, put it into your hand. Add {G}.", "moves"),
    ("{T}: Look at the top card of your library. Add {C}.", "none"),
    ("{T}: Add {G}. Shuffle your library.", "none"),
    ("{T}: Add {C}.", "none"),
    ("{T}: Add {G} for each card in your library.", "unclear"),
    ("{T}: Look at the top card of your library. You may put that card on the bottom of your library. Add {U}.",
     "unclear"),
])
def test_library_motion(text, want):
    assert library_motion(text) == want
