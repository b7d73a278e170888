"""redteam14 (ask52): the three faults an outside tester's probes found, with the general mechanism that answers it now, and a
sample of its variants (tests/fixtures/ask_redteam14_variants.jsonl, 86; bench/eval_ask.py --half redteam14-variants
scores them all). The expected answers were worked out from the CR and the cards' Oracle text before the reader ran.

- with-it: "My opponent's Hill Giant attacks. I block it with Grizzly Bears. My opponent pumps it with Giant Growth. Does
  my Bears die?" was "Dies? No": 'it' in "VERB it with SPELL" (pumps, targets, hits, kills) was resolved to the last
  permanent named (here the Bears; "pump it" even read first as an activation of the last permanent), while the same
  pronoun in "casts Giant Growth on it" is refused when the clause before names two creatures (115.1, 601.2c: the
  spell's target is chosen by its caster, never guessed). The WITH_VERBS reading now passes its 'targeting it' through
  ActionReader.it_targets, which refuses it the same way, and "pump it with SPELL" is no activation.
- it-action: "My opponent's Hill Giant attacks. I block it with Grizzly Bears. I put a +1/+1 counter on it. Does the Hill
  Giant die?" was "Dies? No" (the counter put on the Giant); "I control Grizzly Bears and Hill Giant. I Fling it at my
  opponent." was 17 (the Giant flung), "attack with it", "Clone copies it", "I destroy it", "Shocks that creature" the
  same: an action's 'it' (or 'that creature') took the last creature named. kb.engine.ask.prose_pronoun.pronoun_of_two
  refuses it when the clause that named the last creature named another one too, and neither is named again before the
  pronoun; a pronoun in a clause about a spell ("he counters it", "in response to it", "Fork it") is not looked at.
- token-copy: "My Grizzly Bears has a +1/+1 counter on it. I create a token copy of it. My opponent Shocks my Grizzly
  Bears. Does it die?" was "Dies? No": the token has the name too (707.2), but the name (or 'it') after it was read as
  the original. kb.engine.ask.same_names.objects_named lists the token copies a 'create' step makes, so the name is
  refused as either of two objects (StepCompiler._same_name_said), and prose_pronoun refuses 'it' bound to an object a
  token copy was made of; "create a token copy of it" with 'it' bound to an instant or sorcery cast last (it was read
  as a token copy of Giant Growth) is refused (steps_objects._create); an action's 'it' after any token was created
  since its creature was named ("I create a 2/2 green Bear creature token. My opponent Shocks it.") is refused as a
  question's is (111.1)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question

_VARIANTS = [json.loads(ln) for ln in (Path(__file__).parent / "fixtures/ask_redteam14_variants.jsonl")
             .read_text(encoding="utf-8").splitlines() if ln.strip()]


def _answer(conn, lex, q: str) -> dict:  # noqa: F811
    return answer_question(q, conn, "current", lex=lex)


def _verdict(d: dict) -> str:
    return (d.get("verdict") or {}).get("text") or ""


def _refused(d: dict) -> bool:
    return not d.get("ok") or "cannot decide" in _verdict(d).lower()


def test_the_variants_are_28_to_30_of_each_fault():
    assert sum(v["id"].startswith("withit") for v in _VARIANTS) == 28
    assert sum(v["id"].startswith("itact") for v in _VARIANTS) == 28
    assert sum(v["id"].startswith("tokcopy") for v in _VARIANTS) == 30
    assert sum(v["expect"] == "refuse" for v in _VARIANTS) == 68 and len(_VARIANTS) == 86


@pytest.mark.parametrize("q", [
    # was "Dies? No": the original (3/3) Shocked
    "My Grizzly Bears has a +1/+1 counter on it. I create a token copy of it. My opponent Shocks my Grizzly Bears. Does "
    "it die?",
    # was "Grizzly Bears: 3/3"
    "I control Grizzly Bears with a +1/+1 counter on it. I create a token copy of Grizzly Bears. What's the power of my "
    "Grizzly Bears?",
    # was "Dies? No": 'it' the original
    "I control Grizzly Bears with a +1/+1 counter. I create a token copy of it. My opponent Shocks it. Does it die?",
    # was "Dies? No": a token copy of Giant Growth created, the Lions named after it the original
    "I cast Giant Growth on my Savannah Lions. I create a token copy of it. My opponent Lightning Bolts my Savannah "
    "Lions. Does it die?",
])
def test_a_name_or_pronoun_after_a_token_copy_of_it_is_not_guessed(conn, lex, q):  # noqa: F811
    d = _answer(conn, lex, q)
    assert _refused(d), (q, _verdict(d))


@pytest.mark.parametrize("q", [
    # was "Dies? No": Giant Growth cast on my Bears
    "My opponent's Hill Giant attacks. I block it with Grizzly Bears. My opponent pumps it with Giant Growth. "
    "Does my Bears die?",
    # was "Dies? Yes": Shock on the Hill Giant
    "My opponent's Hill Giant attacks. I block it with Grizzly Bears. My opponent hits it with Shock. Does the Hill "
    "Giant die?",
    # was "Hill Giant: 6/6"
    "I control Grizzly Bears and my opponent controls Hill Giant. My opponent pumps it with Giant Growth. What's the Hill "
    "Giant's power and toughness?",
    # was "Grizzly Bears: in graveyard"
    "My opponent controls Hill Giant and I control Grizzly Bears. He kills it with Lightning Bolt. Where is my Grizzly "
    "Bears?",
])
def test_a_pronoun_after_a_verb_said_with_a_spell_is_not_guessed(conn, lex, q):  # noqa: F811
    d = _answer(conn, lex, q)
    assert _refused(d), (q, _verdict(d))


@pytest.mark.parametrize("q", [
    # was "Dies? No": the counter put on the Hill Giant
    "My opponent's Hill Giant attacks. I block it with Grizzly Bears. I put a +1/+1 counter on it. Does the Hill Giant "
    "die?",
    # was "opponent: 17 life": the Hill Giant flung
    "I control Grizzly Bears and Hill Giant. I Fling it at my opponent. What's his life?",
    # was "Clone: 3/3"
    "I control Grizzly Bears and my opponent controls Hill Giant. Clone copies it. What's the Clone's power and "
    "toughness?",
    # was "Dies? No": the Shock on the Hill Giant
    "I control Grizzly Bears and Hill Giant. My opponent Shocks that creature. Does the Bears die?",
])
def test_an_actions_pronoun_after_a_clause_naming_two_is_not_guessed(conn, lex, q):  # noqa: F811
    d = _answer(conn, lex, q)
    assert _refused(d), (q, _verdict(d))


@pytest.mark.parametrize("q, want", [
    ("My opponent casts Shock on my Grizzly Bears and I counter it with Counterspell. Does my Bears die?", "Dies? No"),
    ("I control Grizzly Bears and Hill Giant. My opponent Shocks the Hill Giant. I put a +1/+1 counter on it. Does the "
     "Hill Giant die?", "Dies? No"),
    ("I control Hill Giant. I Fling it at my opponent. What's his life?", "opponent: 17 life"),
    ("I control Grizzly Bears. I create a token copy of it. How many creatures do I control?",
     "How many creatures do you control? 2"),
    ("I control Grizzly Bears. I pump it with Giant Growth. What's its power and toughness?", "Grizzly Bears: 5/5"),
    ("My opponent controls Hill Giant. I kill it with Lightning Bolt. Does it die?", "Dies? Yes"),
    ("I control Shivan Dragon. I pump it three times. What's its power and toughness?", "Shivan Dragon: 8/5"),
])
def test_one_creature_named_is_what_it_stands_for(conn, lex, q, want):  # noqa: F811
    v = _verdict(_answer(conn, lex, q))
    assert v.startswith(want), (q, v)


@pytest.mark.parametrize("item", _VARIANTS[::8], ids=lambda it: it["id"])
def test_a_sample_of_the_variants(conn, lex, item):  # noqa: F811
    d = _answer(conn, lex, item["q"])
    if item["expect"] == "refuse":
        assert _refused(d), (item["q"], _verdict(d))
    else:
        want = item["expect"].split("~", 1)[1]
        assert want in _verdict(d).lower(), (item["q"], _verdict(d))
