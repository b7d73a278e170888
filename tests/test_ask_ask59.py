"""ask59 (redteam23): confident wrong answers found with the old-edition probes of tests/fixtures/ask_redteam23.jsonl
(scored by bench/eval_ask.py --half redteam23 / redteam23-held), each answered first from the CR of the editions the
question names:

* "In 1999 / 2002 / 2003, I control Isamaru, Hound of Konda. I cast a second Isamaru, Hound of Konda. How many
  creatures do I control?" gave "0" under 1999-04-23, 2002-10-07 and 2003-03-15, where the legend rule of the day
  keeps the one with the earliest timestamp / the one legendary the longest (420.5e): 1. Under those editions the
  engine leaves every field of both Isamaru "cannot decide" (413.2h reads differently from the text it models), and
  the count skipped the permanents whose zone or controller it could not decide, counting none. A permanent whose
  zone or controller is undecided now leaves the count "cannot decide", naming the reason."""
from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question
from kb.engine.ask.verdict import _count

_FIX = Path(__file__).parent / "fixtures"
_SET = [json.loads(ln) for ln in (_FIX / "ask_redteam23.jsonl").read_text(encoding="utf-8").splitlines() if ln.strip()]
_Q = "I control Isamaru, Hound of Konda. I cast a second Isamaru, Hound of Konda. How many creatures do I control?"


def test_the_set_has_two_halves():
    assert len(_SET) == 71 and sum(bool(x.get("held")) for x in _SET) == 35
    assert len({x["id"] for x in _SET}) == len(_SET)


def _res(answers):
    return SimpleNamespace(answers=answers, state=SimpleNamespace(objects={}, aliases={}, unknowns=()))


def _ans(obj, field, actual=None, undecided=()):
    return SimpleNamespace(obj=obj, field=field, actual=actual, undecided=list(undecided))


@pytest.mark.parametrize("field", ["zone", "controller"])
def test_a_permanent_undecided_where_or_whose_leaves_the_count_open(field):
    why = "413.2h reads differently in this edition"
    shown = {"Bears": {"zone": "battlefield", "types": ["Creature"], "controller": "you"},
             "Bears #2": {"?": [field], "types": ["Creature"], **({"zone": "battlefield"} if field != "zone" else {})}}
    res = _res([_ans("Bears #2", field, undecided=[why])])
    v = _count(res, shown, "my", "creatures").text
    assert "cannot decide" in v and why in v and "Bears #2" in v, v


def test_a_permanent_known_elsewhere_is_not_counted():
    shown = {"Bears": {"zone": "battlefield", "types": ["Creature"], "controller": "you"},
             "Bears #2": {"zone": "graveyard", "?": ["controller"]}}
    assert _count(_res([]), shown, "my", "creatures").text.endswith("1 (Bears)")


@pytest.mark.parametrize("edition, want", [("1999-04-23", "cannot decide"), ("2002-10-07", "cannot decide"),
                                           ("2002-02-20", "1"), ("2005-02-01", "0")])
def test_the_old_legend_rule_count(conn, lex, edition, want):  # noqa: F811
    v = (answer_question(_Q, conn, edition, lex=lex).get("verdict") or {}).get("text") or ""
    assert v.split("? ", 1)[-1].startswith(want), v


# * "In 2016, I control Jace Beleren. I cast Jace, the Mind Sculptor. How many planeswalkers do I control?" was
#   refused as "the legend rule: you choose which … to keep (704.5k)": the choice the planeswalker uniqueness rule
#   asks (704.5j of 2013-07-13 to 2017-08-25) was named and cited as the legend rule's, and the question was not run
#   once for each planeswalker kept (the second one was cast, not said to be there). Now: "1 — 704.5j: the same
#   whichever one its controller keeps", and a year (2017) runs the choice under each edition that asks it.
_PW = "I control Jace Beleren. I cast Jace, the Mind Sculptor. How many planeswalkers do I control?"


def test_the_uniqueness_rule_choice_is_its_own(conn, lex):  # noqa: F811
    v = (answer_question(_PW, conn, "2016-11-11", lex=lex).get("verdict") or {}).get("text") or ""
    assert v.split("? ", 1)[-1].startswith("1 — 704.5j: the same whichever"), v
    v = (answer_question(_PW, conn, "2018-01-19", lex=lex).get("verdict") or {}).get("text") or ""
    assert v.split("? ", 1)[-1].startswith("2"), v


def test_the_uniqueness_rule_in_a_year(conn, lex):  # noqa: F811
    v = (answer_question("In 2017, " + _PW, conn, "current", lex=lex).get("verdict") or {}).get("text") or ""
    assert v.startswith("Depends on which edition") and "under 2017-06-05: How many planeswalkers do you control? 1" \
        in v and "legend rule" not in v, v


# * "In 2009, I tap Mountain for R and pass the turn. What is my life total?": each edition's "19 life — 300.3" (mana
#   burn, 300.3 of 2008-10-01 to 2009-05-01) was said again as the last edition of the year numbers rules, "300.3 of
#   the 2026-04-17 rules" (a rule of another subject). Each edition's verdict is now said in its own edition and the
#   verdict over the year keeps those numbers.
def test_each_editions_numbers_stay_its_own(conn, lex):  # noqa: F811
    v = (answer_question("In 2009, I tap Mountain for R and pass the turn. What is my life total?", conn, "current",
                         lex=lex).get("verdict") or {}).get("text") or ""
    assert v.startswith("Depends on which edition") and "under 2009-05-01: you: 19 life; opponent: 20 life — 300.3;" \
        in v and "rules)" not in v and "2026" not in v, v
