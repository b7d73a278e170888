"""redteam11: questions as judges and players write them, each one thing changed from a question the reader answered,
that the engine answered wrong; each with the general mechanism that refuses it now (the words it did not read are
named). The expected answers were worked out from the CR and the cards' Oracle text (tests/fixtures/ask_redteam11.jsonl
and ask_redteam11_variants.jsonl)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question
from kb.engine.ask.lexicon import AskError
from kb.engine.ask.same_names import objects_named
from kb.engine.ask.spelling import refuse_words_beside_name

_VARIANTS = [json.loads(ln) for ln in (Path(__file__).parent / "fixtures/ask_redteam11_variants.jsonl")
             .read_text(encoding="utf-8").splitlines() if ln.strip()]
BESIDE = [v["q"] for v in _VARIANTS if v["id"].startswith("beside_name")]
SAME = [v["q"] for v in _VARIANTS if v["id"].startswith("same_name")]


def _answer(q, conn, lex):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    return d, ((d.get("verdict") or {}).get("text") or "")


def test_the_variants_are_20_of_each_kind():
    assert len(BESIDE) == 20 and len(SAME) == 20


@pytest.mark.parametrize("key,name", [("flying grizzly bears", "Grizzly Bears"), ("a 4/4 grizzly bears", "Grizzly Bears"),
                                      ("infect grizzly bears", "Grizzly Bears"), ("reach hill giant", "Hill Giant")])
def test_a_word_beside_a_name_is_no_spelling_of_it(key, name):
    with pytest.raises(AskError) as e:
        refuse_words_beside_name(key, name, key, key, 0, len(key), 1)
    assert repr(key.split()[-3]) in e.value.message or "4/4" in e.value.message


@pytest.mark.parametrize("key,name", [("lightning blot", "Lightning Bolt"), ("humillity", "Humility"),
                                      ("opponent's isamaru, hound of konda", "Isamaru, Hound of Konda"),
                                      ("his own grizzly bears", "Grizzly Bears"), ("only a grizzly bears", "Grizzly Bears"),
                                      ("the grizly bears", "Grizzly Bears")])
def test_a_misspelling_an_article_or_whose_it_is_stays_read(key, name):
    refuse_words_beside_name(key, name, key, key, 0, len(key), 1)      # no error


def test_a_keyword_before_a_name_is_named_not_dropped(conn, lex):  # noqa: F811
    # "his flying Grizzly Bears" was read as Grizzly Bears (closest card name): "Can my Hill Giant block it? Yes"
    d, v = _answer("My opponent attacks with his flying Grizzly Bears. Can my Hill Giant block it?", conn, lex)
    assert not d.get("ok") and "'flying'" in d["error"], (d.get("error"), v)


def test_a_power_and_toughness_before_a_name_is_named_not_dropped(conn, lex):  # noqa: F811
    # "my 4/4 Grizzly Bears" died to Lightning Bolt (a 2/2 Bears); after the Bears was named, the same words are not
    # read either (it was the object named before)
    d, v = _answer("My opponent casts Lightning Bolt on my 4/4 Grizzly Bears. Does it die?", conn, lex)
    assert not d.get("ok") and "'4/4'" in d["error"], (d.get("error"), v)
    d, v = _answer("I control Grizzly Bears. My opponent casts Lightning Bolt on my 4/4 Grizzly Bears. Does it die?",
                   conn, lex)
    assert v.startswith("cannot decide") or not d.get("ok"), v


def test_infect_before_a_name_is_named_not_dropped(conn, lex):  # noqa: F811
    # it dealt damage as life loss: "What's my life? 18" (702.90b: poison counters, 20 life)
    d, v = _answer("My opponent's infect Grizzly Bears attacks and I don't block. What's my life?", conn, lex)
    assert not d.get("ok") and "'infect'" in d["error"], (d.get("error"), v)


def test_a_second_one_cast_makes_the_bare_name_either(conn, lex):  # noqa: F811
    # "I cast another Grizzly Bears ... Lightning Bolt on the Grizzly Bears" was the first one (with Holy Strength:
    # it survived, "2 creatures"); either may be meant (201.2)
    d, v = _answer("I control Grizzly Bears with Holy Strength on it. I cast another Grizzly Bears. My opponent casts "
                   "Lightning Bolt on the Grizzly Bears. How many creatures do I control?", conn, lex)
    assert v.startswith("cannot decide") and "Lightning Bolt on the Grizzly Bears" in v, v
    d, v = _answer("My opponent controls Hill Giant with a +1/+1 counter on it. He casts a second Hill Giant and I Shock "
                   "the Hill Giant. How many creatures does he control?", conn, lex)
    assert v.startswith("cannot decide"), v


def test_two_said_on_the_board_and_a_legend_cast_again_stay_read(conn, lex):  # noqa: F811
    d, v = _answer("I control Blood Artist and two Grizzly Bears and cast Pyroclasm. How many times does Blood Artist "
                   "trigger?", conn, lex)
    assert v.startswith("Blood Artist triggers: 3"), v
    d, v = _answer("Under the 2012 rules, I control Isamaru, Hound of Konda and my opponent casts his own Isamaru, Hound "
                   "of Konda. Where is my Isamaru?", conn, lex)
    assert v.startswith("Isamaru, Hound of Konda: in graveyard"), v


def test_objects_named_counts_casts_and_copies():
    steps = [{"enter": "Hill Giant"}, {"cast": {"card": "Hill Giant", "controller": "opponent"}},
             {"cast": {"card": "Clone", "choose": {"copy": "Hill Giant"}}}, {"cast": {"card": "Shock"}}]
    got = objects_named(steps, [], "hill giant")
    assert [(who, made) for _c, who, made in got] == [("you", False), ("opponent", True), ("you", True)]


@pytest.mark.parametrize("q", BESIDE[::4])
def test_beside_name_variants_are_never_answered_wrong(conn, lex, q):  # noqa: F811
    d, v = _answer(q, conn, lex)
    assert not d.get("ok") or v.startswith("cannot decide"), v


@pytest.mark.parametrize("q", SAME[::4])
def test_same_name_variants_are_refused(conn, lex, q):  # noqa: F811
    d, v = _answer(q, conn, lex)
    assert not d.get("ok") or v.startswith("cannot decide"), v
