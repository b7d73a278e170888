"""rt52a: replacement and prevention effects asked in prose. Each expected answer is the Comprehensive Rules' (cited
beside it)."""
from __future__ import annotations

from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from test_ask_redteam48 import verdict   # the verdict text of a question that must be read


def test_an_unstated_replacement_order_is_no_timestamp_dependency(conn, lex):  # noqa: F811
    # was "Depends on the order they came onto the battlefield, which the question does not say (613.7d): … cannot
    # decide; … cannot decide": the doubt of each board order named the two effects in their timestamp order. The
    # order of Torbran and Furnace of Rath is the damaged player's choice (616.1), whatever their timestamps
    q = ("I control Furnace of Rath and Torbran, Thane of Red Fell. I Lightning Bolt my opponent. What is their life "
         "total?")
    text = verdict(q, conn, lex)
    assert text.startswith("opponent: life: cannot decide") and "616.1" in text, text
