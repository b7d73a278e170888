"""redteam15 (ask52c): a count's word that is a type and a word of a permanent's name. "How many Serras do I control?"
with Serra Angel was "0": 'Serras' read as the planeswalker type Serra (205.3j), which no creature has, where the player
calls the card by a word of its name (201.2: a name is no type); the same for "Karns" (Karn, Silver Golem), "Lilianas"
(Liliana's Specter), "Mystics" (Elvish Mystic, an Elf Druid), "Giants" (Giant Spider, a Spider) and "Goblins" (Goblin
Bombardment, an enchantment). The count (kb.engine.ask.verdict._count) now says "cannot decide" when no permanent of
that player is of the type and one of them has the word in its name, naming it and the count by type; when a permanent
of the type is there ("Giants" with Hill Giant and Giant Spider) the type is counted, as before. And "How many Giants
do we control?" (my Grizzly Bears, my opponent's Hill Giant) was "How many giants do you control? 0": 'we' (both players,
or one team's side, 810.1) was read as 'I'; the count is refused now, naming the word (lexicon.COUNT_ASKED in
prose_ask). The expected answers
were worked out from the CR and the cards' Oracle text before the reader ran; the variants
(tests/fixtures/ask_redteam15_variants.jsonl, 95) are scored by bench/eval_ask.py --half redteam15-variants."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_redteam14 import _answer, _refused, _verdict   # the same helpers


_FIX = Path(__file__).parent / "fixtures"
_SET = [json.loads(ln) for ln in (_FIX / "ask_redteam15.jsonl").read_text(encoding="utf-8").splitlines() if ln.strip()]
_VARIANTS = [json.loads(ln) for ln in (_FIX / "ask_redteam15_variants.jsonl").read_text(encoding="utf-8").splitlines()
             if ln.strip()]


def test_the_set_has_two_halves_of_ten():
    assert sum(bool(x.get("held")) for x in _SET) == 10 and len(_SET) == 20
    assert sum(v["expect"] == "refuse" for v in _VARIANTS) == 67 and len(_VARIANTS) == 95


@pytest.mark.parametrize("q", [
    # each was "How many … do you control? 0"
    "I control Serra Angel and Grizzly Bears. How many Serras do I control?",
    "I control Goblin Bombardment and Grizzly Bears. How many Goblins do I control?",
    "I control Elvish Mystic and Grizzly Bears. How many Mystics do I control?",
    "My opponent controls Giant Spider. How many Giants does my opponent control?",
])
def test_a_word_of_a_name_is_not_counted_as_a_type_none_has(conn, lex, q):  # noqa: F811
    d = _answer(conn, lex, q)
    assert _refused(d), (q, _verdict(d))
    assert "word of the name" in _verdict(d)


@pytest.mark.parametrize("q, want", [
    ("I control Hill Giant and Giant Spider. How many Giants do I control?", "How many giants do you control? 1"),
    ("I control Serra Angel and Grizzly Bears. How many Angels do I control?", "How many angels do you control? 1"),
    ("I control Elvish Mystic and Grizzly Bears. How many Elves do I control?", "How many elves do you control? 1"),
    ("My opponent controls Serra Angel. How many Serras do I control?", "How many serras do you control? 0"),
    ("I control Llanowar Elves and Grizzly Bears. How many Elves do I control?", "How many elves do you control? 1"),
])
def test_a_type_that_is_there_or_a_name_of_the_other_player_is_still_counted(conn, lex, q, want):  # noqa: F811
    assert _verdict(_answer(conn, lex, q)).startswith(want)


@pytest.mark.parametrize("q", [
    # was "How many giants do you control? 0"
    "I control Grizzly Bears and my opponent controls Hill Giant. How many Giants do we control?",
    # was "How many creatures do you control? 1"
    "I control Savannah Lions and my opponent controls Craw Wurm. How many creatures do we control?",
])
def test_a_count_asked_of_we_is_not_read_as_mine(conn, lex, q):  # noqa: F811
    d = _answer(conn, lex, q)
    assert _refused(d), (q, _verdict(d))
