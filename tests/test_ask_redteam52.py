"""redteam52: misreadings of `kb ask` prose that answered about another board than the one asked. Each expected
answer is the Comprehensive Rules' (cited beside it); a question whose words the reader cannot settle is a reading
error naming the words (or the sentence left out and named: "cannot decide"), never an answer about another object,
player or action."""
from __future__ import annotations

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import AskError, answer_question, run_question


def verdict(q, conn, lex):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    assert d.get("ok") is not False, d
    return d["verdict"]["text"]


@pytest.mark.parametrize("q", [
    # "it" could be the attacker or the blocker: was Giant Growth on the Elves, "Dies? No" (on the Bears, the 5/5 Bears
    # kill the 1/1 Elves: 510.2, 704.5g)
    "My Grizzly Bears is blocked by his Llanowar Elves. I cast Giant Growth on it. Does the elf die?",
    # was Giant Growth on the Elves (the subject), "Survives? Yes"
    "His Llanowar Elves blocks my Grizzly Bears and I Giant Growth it. Do the elves survive?",
])
def test_a_spell_on_it_after_a_clause_naming_two_creatures_is_not_guessed(conn, lex, q):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    if d.get("ok") is False:
        assert "it" in q[d["start"]:d["end"]], d
        return
    text = d["verdict"]["text"]
    assert text.startswith("cannot decide") and "Giant Growth" in text, text
