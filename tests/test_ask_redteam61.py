"""redteam61: misreadings of `kb ask` prose that answered about another board, or another question, than the one
asked. Each expected answer is the Comprehensive Rules' (cited beside it); a question whose words the reader cannot
settle is a reading error naming the words, never an answer about another object, player or action."""
from __future__ import annotations

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question

from test_ask_redteam48 import verdict   # the verdict text of a question that must be read


@pytest.mark.parametrize("q, want", [
    # "how much life does he lose" was read as "does he lose the game": "No one loses the game: opponent at 16 life";
    # it asks an amount of life (119.3): Serra Angel's 4 combat damage (510.2, 120.3a)
    ("I attack with Serra Angel. How much life does my opponent lose?", "opponent loses 4 life (20 → 16)"),
    ("My opponent is at 10 life. I attack with Serra Angel. How much life does he lose?",
     "opponent loses 4 life (10 → 6)"),
    ("I attack with Serra Angel and Grizzly Bears. My opponent blocks the bears with Giant Spider. How much life does "
     "he lose?", "opponent loses 4 life (20 → 16)"),
    ("My opponent casts Lightning Bolt on me. How much life did I lose?", "you lose 3 life (20 → 17)"),
    # both a loss and a gain: each said, never a net change read as a loss (119.3)
    ("I cast Lightning Bolt on my opponent, then he gains 4 life. How much life did he lose?",
     "opponent loses 3 life and gains 4 life (20 → 21)"),
    # lifelink: the damage's source's controller gains that much life (702.15b, 120.3f)
    ("I control Vampire Nighthawk and attack with it. How much life do I gain?", "you gain 2 life (20 → 22)"),
    ("I control Grizzly Bears. How much life does my opponent lose?", "opponent: no life lost or gained (20 life)"),
])
def test_how_much_life_a_player_loses_is_an_amount_not_the_game(conn, lex, q, want):  # noqa: F811
    v = verdict(q, conn, lex)
    assert v.startswith(want), (q, v)
    assert "loses the game" not in v, v


def test_does_a_player_lose_is_still_the_game(conn, lex):  # noqa: F811
    # "does he lose?" without "how much life": whether he lost the game (104.3a, 704.5a)
    v = verdict("My opponent is at 2 life. I Shock him. Does he lose?", conn, lex)
    assert v.startswith("Opponent loses the game"), v
