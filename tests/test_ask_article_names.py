"""An article before a card's whole name ("blocks with a Hill Giant", "on a Hill Giant") names that card: it was read
as a close spelling of the article and the name, and refused as ambiguous with Hill Giant Herdgorger and Hillcomber
Giant (or the sentence left unread). The answers are the Comprehensive Rules' (cited beside them)."""
from __future__ import annotations

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from test_ask_redteam48 import verdict   # the verdict text of a question that must be read


@pytest.mark.parametrize("q, want", [
    # Hill Giant's 3 combat damage to the 2/2 blocker (510.2, 704.5g)
    ("I attack with Grizzly Bears and my opponent blocks with a Hill Giant. Does my Grizzly Bears die?", "Dies? Yes"),
    # Lightning Bolt's 3 damage to a 3/3 (120.3e, 704.5g)
    ("I cast a Lightning Bolt on a Hill Giant. Does it die?", "Dies? Yes"),
    ("A Hill Giant blocks my Grizzly Bears. Does my Grizzly Bears die?", "Dies? Yes"),
    # a 1/1 blocked by a 2/2 (510.2, 704.5g)
    ("I attack with a Memnite. My opponent blocks with a Grizzly Bears. Does the Memnite die?", "Dies? Yes"),
])
def test_an_article_before_a_whole_name_names_that_card(conn, lex, q, want):  # noqa: F811
    v = verdict(q, conn, lex)
    assert v.startswith(want), (q, v)
