"""rt51i: "My X attacks and is blocked by Y" — the subject of the second clause is the attacker, its possessive
included (the sentence was left out as unread: "cannot decide — '…' was not read"); 509.1h."""
from __future__ import annotations

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from test_ask_redteam48 import verdict   # the verdict text of a question that must be read


@pytest.mark.parametrize("q, want", [
    # deathtouch: 1 damage destroys the blocker (702.2b, 704.5h)
    ("My Vampire Nighthawk attacks and is blocked by Giant Spider. Does Giant Spider die?", "Dies? Yes"),
    ("Vampire Nighthawk attacks and is blocked by Giant Spider. Does Giant Spider die?", "Dies? Yes"),
    # a 3/3 blocked by a 2/2: the 3/3 survives, the 2/2 dies (510.1c, 704.5g)
    ("My Hill Giant attacks and is blocked by Grizzly Bears. Does Hill Giant die?", "Dies? No"),
    ("My opponent's Hill Giant attacks and is blocked by my Grizzly Bears. Does Grizzly Bears die?", "Dies? Yes"),
])
def test_attacks_and_is_blocked_by(conn, lex, q, want):  # noqa: F811
    assert verdict(q, conn, lex).startswith(want), q
