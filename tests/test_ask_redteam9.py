"""redteam9: the second outside tester's questions (tests/fixtures/ask_redteam9.jsonl) and the faults its probes found.

The set itself had no wrong answer on either half (scored first as written: tune 12 right, 3 cannot decide, 15 not read;
held 9 right, 3 cannot decide, 18 not read). Probes of the same kinds found four faults, each a confident wrong answer:

1. a list of permanents said with commas ("My Grizzly Bears, Savannah Lions and Hill Giant attack", "I attack with
   Grizzly Bears, Hill Giant") was cut at its commas, the step language's step separator: the first name entered as a
   step of its own, or the later ones entered under my control, and fewer creatures attacked (kb.engine.ask.prose_lists);
2. a possessive before the first name of a list ("targeting my opponent's Grizzly Bears and Hill Giant", "my opponent's
   A, B and C are on the battlefield") said whose the first one is only: the others were mine (prose_lists);
3. "My Hill Giant is unblocked" of a creature that did not attack, said after the attack and a block, was dropped
   (steps_combat: refused naming 509.1h);
4. "At (the) end of (the) turn, he Shocks it" was the turn ending (damage removed, 514.2), never the end step of this
   turn (513.1) that ask44's reader means (prose_actions.plain now leaves it to end_step_lead);
5. "Who loses?" when both players lost at once (704.3, 704.5a) named one of them: "You lose the game" (verdict.py);
6. "We're both at 6." was left unread and the answer given without it ("No one loses the game" after Inferno): a
   sentence that says a player's life is never answered without (answer.player_object_words), and this one is read
   (kb.engine.ask.prose_both);
7. "My opponent Shocks my Grizzly Bears and then kills my Hill Giant with Vendetta": the clause after "then" had no
   subject, and its spell was cast by me (Vendetta's "You lose life …" took my life, 601.2: a spell's controller is who
   cast it); a verb of a spell said with "with" ("kills … with", "destroys … with") now has the subject before, as a
   verb of casting had (prose._same_subject);
8. (a "cannot decide" nothing justified) "I control Wind Drake, Storm Crow and Grizzly Bears. My opponent casts
   Windstorm with X=2. Which creatures die?" was "Depends on the order they came onto the battlefield (613.7d)", the
   same two dying in each order, listed in their order of entering (answer._unordered now sorts the verdict's lists).

Each fault has 21 variants below (the first of each is the probe that found it), each checked by hand; every fifth is
run here (the time the suite takes), all of them by ``bench/eval_ask.py --half redteam9-variants``
(tests/fixtures/ask_redteam9_variants.jsonl, the same questions with eval_ask's expectations); on the reader
before the fix, 18, 8, 16, 16, 17, 14 and 17 of them were answered wrong (the rest refused or right by chance; for the
sixth, "Answered without 'We're both at 6.' (not read): …").
"""
from __future__ import annotations

import re

import pytest
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question


def _answer(q, conn, lex):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    return d, ((d.get("verdict") or {}).get("text") or "")


COMMA_LISTS = [
    ("My Grizzly Bears, Savannah Lions and Hill Giant attack. My opponent blocks the Lions with Wall of Wood. He was at 20. What's his life?", 'opponent: 15 life'),
    ("Grizzly Bears, Savannah Lions and Hill Giant attack. My opponent doesn't block. He was at 20. What's his life?", 'opponent: 13 life'),
    ("I attack with Grizzly Bears, Savannah Lions and Hill Giant. My opponent doesn't block. He was at 20. What's his life?", 'opponent: 13 life'),
    ("I attack with Grizzly Bears, Savannah Lions, and Hill Giant. My opponent doesn't block. He was at 20. What's his life?", 'opponent: 13 life'),
    ("I attack with Grizzly Bears, Hill Giant. My opponent doesn't block. He was at 20. What's his life?", 'opponent: 15 life'),
    ("I attack with Grizzly Bears, Hill Giant, Savannah Lions. My opponent doesn't block. He was at 20. What's his life?", 'opponent: 13 life'),
    ("My opponent attacks me with Grizzly Bears, Savannah Lions and Hill Giant. I don't block. I'm at 20. What's my life?", 'you: 13 life'),
    ("My opponent's Grizzly Bears, Savannah Lions and Hill Giant attack me. I don't block. I'm at 20. What's my life?", 'you: 13 life'),
    ("I attack with my Grizzly Bears, Savannah Lions and the Hill Giant. My opponent doesn't block. What's his life?", 'opponent: 13 life'),
    ("My Grizzly Bears, my Savannah Lions and my Hill Giant attack. My opponent doesn't block. He was at 20. What's his life?", 'opponent: 13 life'),
    ("I attack with Serra Angel, Grizzly Bears and Savannah Lions. My opponent blocks the Bears with his Wall of Wood. He was at 20. What's his life?", 'opponent: 14 life'),
    ("I attack with Craw Wurm, Hill Giant and Grizzly Bears and my opponent doesn't block. He was at 20. What's his life?", 'opponent: 9 life'),
    ("I control Glorious Anthem and my Grizzly Bears, Savannah Lions and Hill Giant attack. My opponent doesn't block. What's his life?", 'opponent: 10 life'),
    ("I cast Act of Treason on my opponent's Hill Giant and attack with it, my Grizzly Bears and Savannah Lions. He was at 20. What's his life?", 'opponent: 13 life'),
    ("I attack with Goblin Piker, Raging Goblin and Goblin King. My opponent doesn't block. He was at 20. What's his life?", 'opponent: 13 life'),
    ("My Raging Goblin, Goblin Piker and Goblin King attack. My opponent doesn't block. He was at 20. What's his life?", 'opponent: 13 life'),
    ("I attack with Grizzly Bears, Savannah Lions and Hill Giant, and my opponent blocks the Lions with his Wall of Wood. He was at 20. What's his life?", 'opponent: 15 life'),
    ("I attack with Elite Vanguard, Savannah Lions and Serra Angel. My opponent doesn't block. He was at 15. What's his life?", 'opponent: 7 life'),
    ("My opponent attacks with Craw Wurm, Hill Giant and Grizzly Bears. I block the Wurm with my Wall of Wood. I'm at 20. What's my life?", 'you: 15 life'),
    ("I attack with Grizzly Bears, Savannah Lions and Elite Vanguard. My opponent doesn't block. How much damage does Savannah Lions deal?", 'Savannah Lions deals 2 damage'),
    ("I attack with Hill Giant, Grizzly Bears. He doesn't block. My opponent was at 10. What's his life?", 'opponent: 5 life'),
]


@pytest.mark.parametrize("q,want", COMMA_LISTS[::5])
def test_a_list_said_with_commas_is_one_list(conn, lex, q, want):  # noqa: F811
    d, v = _answer(q, conn, lex)
    assert d.get("ok") is not False, d.get("error")
    assert want in v and "cannot decide" not in v, v


POSSESSIVE_LISTS = [
    ("I cast Rolling Thunder with X=4 dividing 2 and 2 targeting my opponent's Grizzly Bears and Hill Giant. Who controls Hill Giant?", 'controlled by: opponent'),
    ('I cast Rolling Thunder with X=4 dividing 2 and 2 targeting his Grizzly Bears and Hill Giant. Who controls Hill Giant?', 'controlled by: opponent'),
    ("I control Glorious Anthem. I cast Rolling Thunder with X=6 dividing 3 and 3 targeting my opponent's Grizzly Bears and Hill Giant. Does the Hill Giant die?", 'Dies? Yes'),
    ("I cast Pyroclasm. My opponent's Grizzly Bears, Savannah Lions and Craw Wurm are on the battlefield. Who controls the Craw Wurm?", 'controlled by: opponent'),
    ("I control Glorious Anthem. My opponent's Grizzly Bears and Hill Giant are on the battlefield. What's the Hill Giant's power and toughness?", 'Hill Giant: 3/3'),
    ("I control Glorious Anthem and my opponent's Grizzly Bears and Hill Giant are on the battlefield. What's the Hill Giant's power and toughness?", 'Hill Giant: 3/3'),
    ("I control Glorious Anthem, and my opponent's Grizzly Bears and Hill Giant are on the battlefield. What's the Hill Giant's power and toughness?", 'Hill Giant: 3/3'),
    ("I control Storm Crow and my opponent's Serra Angel, Wind Drake and Grizzly Bears are on the battlefield. What's the Wind Drake's controller?", 'controlled by: opponent'),
    ("I control Glorious Anthem. His Grizzly Bears and Savannah Lions are on the battlefield. What's the Lions' power and toughness?", 'Savannah Lions: 2/1'),
    ("I control Honor of the Pure. My opponent's Savannah Lions and Elite Vanguard are on the battlefield. What's the Elite Vanguard's power and toughness?", 'Elite Vanguard: 2/1'),
    ("I control Glorious Anthem and his Grizzly Bears, Savannah Lions and Hill Giant attack me. I'm at 20. What's my life?", 'you: 13 life'),
    ("I control Glorious Anthem. My opponent's Grizzly Bears and Savannah Lions attack me. I don't block. I'm at 20. What's my life?", 'you: 16 life'),
    ("I control Glorious Anthem. His Grizzly Bears, Savannah Lions and Hill Giant attack me and I don't block. I'm at 20. What's my life?", 'you: 13 life'),
    ("I control Crusade. My opponent's Savannah Lions and Elite Vanguard attack me. I don't block. I'm at 20. What's my life?", 'you: 14 life'),
    ("I control Glorious Anthem. My opponent's Grizzly Bears and Hill Giant are on the battlefield. I cast Pyroclasm. Does the Hill Giant survive?", 'Survives? Yes'),
    ("I control Glorious Anthem. My opponent's Savannah Lions and Grizzly Bears are on the battlefield. I cast Tremor. Does the Savannah Lions die?", 'Dies? Yes'),
    ("I control Glorious Anthem. I cast Rolling Thunder with X=4 dividing 2 and 2 targeting my opponent's Savannah Lions and Grizzly Bears. Does the Grizzly Bears die?", 'Dies? Yes'),
    ('I control Glorious Anthem. I cast Rolling Thunder with X=5 dividing 2 and 3 targeting his Grizzly Bears and Hill Giant. Does the Hill Giant die?', 'Dies? Yes'),
    ("I control Glorious Anthem and Hill Giant. I cast Rolling Thunder with X=6 dividing 3 and 3 targeting my opponent's Grizzly Bears and Hill Giant. Does my Hill Giant die?", 'Dies? No'),
    ("I control Bad Moon. My opponent's Grizzly Bears and Hill Giant are on the battlefield. Who controls the Hill Giant?", 'controlled by: opponent'),
    ("I cast Rolling Thunder with X=4 dividing 2 and 2 targeting my opponent's Grizzly Bears and my Hill Giant. Who controls Hill Giant?", 'controlled by: you'),
]


@pytest.mark.parametrize("q,want", POSSESSIVE_LISTS[::5])
def test_a_possessive_before_a_list_says_whose_each_bare_name_is(conn, lex, q, want):  # noqa: F811
    d, v = _answer(q, conn, lex)
    assert d.get("ok") is not False, d.get("error")
    assert want in v and "cannot decide" not in v, v


UNBLOCKED = [
    ("My opponent's Craw Wurm blocks my Grizzly Bears. My Savannah Lions and Hill Giant are unblocked. He was at 20. What's his life?", None),
    ("My opponent's Craw Wurm blocks my Grizzly Bears. My Hill Giant is unblocked. He was at 20. What's his life?", None),
    ("My opponent's Wall of Wood blocks my Savannah Lions. My Serra Angel is unblocked. He was at 20. What's his life?", None),
    ("My Savannah Lions attacks and my opponent blocks it with Wall of Wood. My Hill Giant is unblocked. He was at 20. "
     "What's his life?", None),
    ("I attack with Grizzly Bears. My opponent blocks it with Wall of Wood. My Hill Giant is unblocked. He was at 20. What's his life?", None),
    ("I attack with Grizzly Bears. My opponent blocks it with Wall of Wood. Hill Giant is unblocked. What's his life?", None),
    ("I attack with Savannah Lions. My opponent blocks it with Craw Wurm. My Serra Angel and Hill Giant are unblocked. What's his life?", None),
    ("My opponent attacks with Grizzly Bears and I block it with Wall of Wood. His Hill Giant is unblocked. I'm at 20. What's my life?", None),
    ("My opponent attacks with Savannah Lions and I block with Craw Wurm. His Serra Angel is unblocked. I'm at 20. What's my life?", None),
    ("My opponent's Hill Giant attacks and I block with Wall of Wood. His Craw Wurm is unblocked. I'm at 20. What's my life?", None),
    ("I attack with Grizzly Bears and Hill Giant. My opponent's Craw Wurm blocks my Grizzly Bears. My Hill Giant is unblocked. He was at 20. What's his life?", 'opponent: 17 life'),
    ("I attack with Grizzly Bears and Hill Giant. My opponent blocks the Bears with Wall of Wood. The Hill Giant is unblocked. He was at 20. What's his life?", 'opponent: 17 life'),
    ("I attack with Serra Angel and Savannah Lions. My opponent blocks the Lions with Wall of Wood. The Angel is unblocked. He was at 20. What's his life?", 'opponent: 16 life'),
    ("My opponent attacks with Hill Giant and Grizzly Bears. I block the Bears with Wall of Wood. His Hill Giant is unblocked. I'm at 20. What's my life?", 'you: 17 life'),
    ("I attack with Grizzly Bears, Savannah Lions and Hill Giant. My opponent blocks the Lions with Wall of Wood. The Bears and the Giant are unblocked. He was at 20. What's his life?", 'opponent: 15 life'),
    ("I attack with Savannah Lions. My opponent blocks it with Wall of Wood. My Elite Vanguard is unblocked. He was at 20. What's his life?", None),
    ("I attack with Grizzly Bears. My opponent blocks it with his Giant Spider. My Serra Angel is unblocked. He was at 20. What's his life?", None),
    ("My Grizzly Bears attacks. My opponent blocks it with Wall of Wood. My Craw Wurm is unblocked. He was at 20. What's his life?", None),
    ("My opponent attacks with Serra Angel and I block it with Giant Spider. His Craw Wurm is unblocked. I'm at 20. What's my life?", None),
    ("My opponent's Grizzly Bears attacks and I block it with my Hill Giant. His Savannah Lions is unblocked. I'm at 20. What's my life?", None),
    ("I attack with Hill Giant. My opponent's Wall of Wood blocks it. My Grizzly Bears and Savannah Lions are unblocked. He was at 20. What's his life?", None),
]


@pytest.mark.parametrize("q,want", UNBLOCKED[::5])
def test_unblocked_is_said_of_an_attacking_creature_only(conn, lex, q, want):  # noqa: F811
    d, v = _answer(q, conn, lex)
    if want is None:          # a creature that did not attack: never dropped, the words are named (509.1h)
        assert d.get("ok") is False or "cannot decide" in v, v
        assert "unblocked" in (d.get("error") or v), (d.get("error"), v)
    else:                     # one that attacked: read as before
        assert want in v and "cannot decide" not in v, v


END_OF_TURN = [
    ('My opponent casts Lightning Bolt on my Serra Angel. At the end of the turn, he casts Shock on it. Does the Angel die?', 'Dies? Yes'),
    ('My opponent casts Lightning Bolt on my Serra Angel. At end of turn, he casts Shock on it. Does the Angel die?', 'Dies? Yes'),
    ('My opponent casts Lightning Bolt on my Serra Angel. At end of turn, he Shocks it. Does the Angel die?', 'Dies? Yes'),
    ('My opponent casts Lightning Bolt on my Serra Angel. At the end of turn, he Shocks it. Does it die?', 'Dies? Yes'),
    ('My opponent casts Shock on my Hill Giant. At the end of the turn, he casts Shock on it again. Does the Giant die?', 'Dies? Yes'),
    ('My opponent Shocks my Hill Giant. At end of turn, he pings it with Prodigal Sorcerer. Does the giant die?', None),
    ('I cast Giant Growth on my Grizzly Bears. At end of turn, my opponent Shocks it. Does it die?', 'Dies? No'),
    ('I cast Giant Growth on my Grizzly Bears. At the end of the turn, my opponent casts Lightning Bolt on it. Does it die?', 'Dies? No'),
    ("I cast Giant Growth on my Grizzly Bears. At the end of the turn, my opponent casts Lightning Bolt on it. What's its power and toughness?", 'Grizzly Bears: 5/5'),
    ('My opponent casts Infest. At end of turn, I cast Shock on his Hill Giant. Does the Hill Giant die?', 'Dies? Yes'),
    ('My opponent casts Infest. At the end of the turn, I Shock his Craw Wurm. Does the Wurm die?', 'Dies? Yes'),
    ('I cast Charge. At end of turn, my opponent casts Pyroclasm. Does my Grizzly Bears die?', None),
    ('My opponent casts Lightning Bolt on my Craw Wurm. At the end of the turn, he casts Lightning Bolt on it again. Does the Wurm die?', 'Dies? Yes'),
    ('I cast Giant Growth on my Hill Giant. At the end of the turn, my opponent casts Lightning Bolt and Shock on it. Does it die?', None),
    ('My Serra Angel blocks his Hill Giant. At end of turn, he Shocks my Angel. Does the Angel die?', 'Dies? Yes'),
    ('My opponent casts Lightning Bolt on my Serra Angel. At the end of turn, I cast Giant Growth on it and he casts Shock on it. Does the Angel die?', 'Dies? No'),
    ("My opponent's Hill Giant blocks my Serra Angel. At end of turn, I Shock his Hill Giant. Where is it?", None),
    ("I cast Last Gasp on my opponent's Craw Wurm. At end of turn, I Shock it. Does the Wurm die?", 'Dies? Yes'),
    ('My opponent Shocks my Wall of Wood. At the end of the turn he Shocks it again. Does it die?', 'Dies? Yes'),
    ('My opponent casts Lightning Bolt on my Giant Spider. At the end of the turn, he Shocks it. Does the Spider die?', 'Dies? Yes'),
    ('I cast Brute Force on my Grizzly Bears. At end of turn, my opponent Lightning Bolts it. Does it survive?', 'Survives? Yes'),
]


@pytest.mark.parametrize("q,want", END_OF_TURN[::5])
def test_at_end_of_turn_is_the_end_step_of_this_turn(conn, lex, q, want):  # noqa: F811
    d, v = _answer(q, conn, lex)
    if want is None:          # a step the reader names or refuses (an ability said as "pings", a sorcery in the end step)
        assert d.get("ok") is False or "cannot decide" in v, v
        return
    assert d.get("ok") is not False, d.get("error")
    assert want in v and "cannot decide" not in v, v


def test_a_comma_list_not_closed_by_and_elsewhere_stays_the_step_languages(conn, lex):  # noqa: F811
    # the step language's own commas separate steps: two permanents entering, then the question
    d, v = _answer("Glorious Anthem, Grizzly Bears; show Grizzly Bears", conn, lex)
    assert "3/3" in v, v


def test_the_turn_ends_is_still_the_next_turn(conn, lex):  # noqa: F811
    d, v = _answer("I cast Giant Growth on my Grizzly Bears. The turn ends. What is its power?", conn, lex)
    assert "2/2" in v, v


def test_a_name_said_before_as_mine_keeps_its_controller(conn, lex):  # noqa: F811
    # "my opponent's Grizzly Bears and Hill Giant" after "I control … Hill Giant": the Hill Giant said before (not given
    # the possessive); either reading leaves my 4/4 Hill Giant alive, the answer says so
    d, v = _answer("I control Glorious Anthem and Hill Giant. I cast Rolling Thunder with X=6 dividing 3 and 3 targeting "
                   "my opponent's Grizzly Bears and Hill Giant. Does my Hill Giant die?", conn, lex)
    assert "Dies? No" in v, v


BOTH_LOSE = [
    ("My opponent is at 2 and I'm at 2. I cast Volcanic Fallout. Who loses?", 'both lose'),
    ("My opponent is at 2 and I'm at 2. I cast Volcanic Fallout. Who wins?", 'both lose'),
    ("My opponent is at 2 and I'm at 2. I cast Volcanic Fallout. Does anyone lose?", 'both lose'),
    ("My opponent is at 2 and I'm at 2. My opponent casts Volcanic Fallout. Who loses?", 'both lose'),
    ("I'm at 3 and my opponent is at 1. I cast Famine. Who loses?", 'both lose'),
    ("I'm at 3 and my opponent is at 3. My opponent casts Famine. Who loses the game?", 'both lose'),
    ("We're both at 6. I cast Inferno. Who loses?", 'both lose'),
    ("I'm at 6 and my opponent is at 5. My opponent casts Inferno. Who wins?", 'both lose'),
    ("I'm at 1 and my opponent is at 1. I cast Earthquake with X=1. Who loses?", 'both lose'),
    ("I'm at 2 and my opponent is at 2. I cast Earthquake with X=2. Who wins?", 'both lose'),
    ("I'm at 3 and my opponent is at 3. My opponent casts Hurricane with X=3. Who loses?", 'both lose'),
    ("I'm at 2 and my opponent is at 3. I cast Hurricane with X=3. Who loses?", 'both lose'),
    ("I'm at 1 and my opponent is at 1. I activate Pyrohemia. Who loses?", 'both lose'),
    ("I'm at 1 and my opponent is at 1. I control Pestilence and activate it. Who loses?", 'both lose'),
    ("My opponent is at 2 and I'm at 2. I cast Volcanic Fallout. Who lost?", None),
    ("My opponent is at 2 and I'm at 2. I cast Volcanic Fallout. Who loses the game?", 'both lose'),
    ("My opponent is at 2 and I'm at 3. I cast Volcanic Fallout. Who loses?", 'Opponent loses the game'),
    ("My opponent is at 1 and I'm at 1. My opponent casts Earthquake with X=2. Who wins?", 'both lose'),
    ("I'm at 4. My opponent is at 4. I cast Inferno. Who wins the game?", 'both lose'),
    ("My opponent is at 3 and I'm at 3. I cast Famine. Does anyone win?", 'both lose'),
    ("I'm at 2 and my opponent is at 2. My opponent casts Earthquake with X=3. Who loses?", 'both lose'),
]


@pytest.mark.parametrize("q,want", BOTH_LOSE[::5])
def test_who_loses_names_every_player_who_lost(conn, lex, q, want):  # noqa: F811
    d, v = _answer(q, conn, lex)
    if want is None:          # a sentence or a question the reader does not take: never one loser named
        assert not v.startswith(("You lose", "Opponent loses")), v
        return
    assert want in v and "cannot decide" not in v, v


LIFE_OF_BOTH = [
    ("We're both at 6. I cast Inferno. Who loses?", 'both lose'),
    ("We're both at 2. I cast Volcanic Fallout. Do I lose?", 'You lose the game'),
    ("We're both at 3. My opponent casts Famine. Who wins?", 'both lose'),
    ("We're both at two. I cast Volcanic Fallout. What's my life?", 'you: 0 life'),
    ("We're both at 5 life. My opponent casts Lava Axe at me. What's my life?", 'you: 0 life'),
    ("We're at 4 each. I cast Volcanic Fallout. What's my opponent's life?", 'opponent: 2 life'),
    ('We are both at 6. I cast Inferno. Who loses?', 'both lose'),
    ('We are both on 3 life. My opponent casts Famine. Does anyone lose?', 'both lose'),
    ("We're at 1 life each. I cast Earthquake with X=1. Who loses?", 'both lose'),
    ("We're on 2. I cast Volcanic Fallout. Who wins?", 'both lose'),
    ('We both have 6 life. I cast Inferno. Who loses?', 'both lose'),
    ("We're both at three. My opponent casts Famine. What's my life?", 'you: 0 life'),
    ("We're both at 20. My opponent casts Lava Axe at me. What's my life?", 'you: 15 life'),
    ("We're both at 4. I Lightning Bolt my opponent. What's his life?", 'opponent: 1 life'),
    ('Both of us are at 2. I cast Volcanic Fallout. Who loses?', 'both lose'),
    ("We're both at 7 life. I cast Inferno. Who wins?", 'No one loses the game'),
    ("We're each at 3. My opponent casts Volcanic Fallout. What's my life?", 'you: 1 life'),
    ("We're tied at 2 life. I cast Volcanic Fallout. Who loses?", 'both lose'),
    ("We're both at 10. My opponent attacks with Hill Giant and I don't block. What's my life?", 'you: 7 life'),
    ("We're both at 5. I cast Lava Axe at my opponent. Does he lose?", 'Opponent loses the game'),
    ('We are at 2 life each. My opponent casts Volcanic Fallout. Do I lose?', 'You lose the game'),
]


@pytest.mark.parametrize("q,want", LIFE_OF_BOTH[::5])
def test_both_players_life_said_at_once_is_read(conn, lex, q, want):  # noqa: F811
    d, v = _answer(q, conn, lex)
    assert d.get("ok") is not False and not d.get("leftover"), (d.get("error"), d.get("leftover"))
    assert want in v and "cannot decide" not in v, v


def test_an_unread_sentence_that_says_a_life_total_is_never_answered_without(conn, lex):  # noqa: F811
    # not a form prose_both reads: the answer to the rest is "cannot decide", naming the words (never "Answered without")
    d, v = _answer("We're both sitting at 6 after all that. I cast Inferno. Who loses?", conn, lex)
    assert v.startswith("cannot decide"), v


THEN_WITH = [
    ("My opponent Shocks my Grizzly Bears and then kills my Hill Giant with Vendetta. He was at 20. What's his life?", 'opponent.life=17'),
    ("My opponent Shocks my Grizzly Bears and then destroys my Hill Giant with Vendetta. I'm at 20. What's my life?", 'you.life=20'),
    ("My opponent Shocks my Grizzly Bears, then kills my Hill Giant with Vendetta. He was at 20. What's his life?", 'opponent.life=17'),
    ("My opponent casts Shock on my Grizzly Bears, then kills my Craw Wurm with Vendetta. He was at 20. What's his life?", 'opponent.life=16'),
    ("My opponent Lightning Bolts my Savannah Lions and then kills my Serra Angel with Vendetta. He was at 20. What's his life?", 'opponent.life=16'),
    ("My opponent Shocks me and then kills my Hill Giant with Vendetta. I'm at 20. What's my life?", 'you.life=18'),
    ("My opponent casts Disenchant on my Glorious Anthem and then kills my Grizzly Bears with Vendetta. He was at 20. What's his life?", 'opponent.life=18'),
    ("My opponent Shocks my Grizzly Bears and then kills my Hill Giant with Vendetta. What's my life?", 'you.life=20'),
    ("My opponent Shocks my Grizzly Bears and then kills my Wall of Wood with Vendetta. He was at 10. What's his life?", 'opponent.life=7'),
    ("My opponent Shocks my Grizzly Bears and then hits my Hill Giant with Lightning Helix. He was at 20. What's his life?", 'opponent.life=23'),
    ("My opponent Shocks my Grizzly Bears and then hits me with Lightning Helix. He was at 20. What's his life?", 'opponent.life=23'),
    ("My opponent Shocks my Grizzly Bears and then burns me with Lightning Helix. He was at 20. What's his life?", 'opponent.life=23'),
    ("My opponent Shocks my Grizzly Bears, then hits my Hill Giant with Char. He was at 20. What's his life?", 'opponent.life=18'),
    ("My opponent Shocks my Grizzly Bears, then kills my Hill Giant with Char. He was at 20. What's his life?", 'opponent.life=18'),
    ("My opponent Shocks my Grizzly Bears and then kills my Craw Wurm with Char. I'm at 20. What's my life?", 'you.life=20'),
    ("My opponent casts Lightning Bolt on my Savannah Lions, then kills my Hill Giant with Vendetta. What's my opponent's life?", 'opponent.life=17'),
    ("My opponent Shocks my Grizzly Bears and then destroys my Serra Angel with Vendetta. He was at 15. What's his life?", 'opponent.life=11'),
    ("My opponent destroys my Glorious Anthem with Disenchant and then kills my Hill Giant with Vendetta. He was at 20. What's his life?", 'opponent.life=17'),
    ("My opponent Shocks my Savannah Lions and then shoots me with Lightning Helix. He was at 20. What's his life?", 'opponent.life=23'),
    ("My opponent Shocks my Grizzly Bears and then kills my Savannah Lions with Vendetta. He was at 20. What's his life?", 'opponent.life=19'),
    ('My opponent Shocks my Savannah Lions, and then kills my Hill Giant with Vendetta. He was at 3. Does he lose?', 'opponent.lost=true'),
]


@pytest.mark.parametrize("q,want", THEN_WITH[::5])
def test_a_then_clause_with_a_spell_has_the_subject_before(conn, lex, q, want):  # noqa: F811
    d = answer_question(q, conn, lex=lex)
    assert d.get("ok") is not False, d.get("error")
    who, rest = want.split(".", 1)
    field, value = rest.split("=")
    rows = [r for r in (d.get("answers") or []) + ((d.get("verdict") or {}).get("answers") or [])
            if r["object"] == who and r["field"] == field]
    got = rows[-1]["actual"] if rows else None
    assert str(got).lower() == value, (want, got, d["verdict"]["text"])


SAME_IN_EVERY_ORDER = [
    ('I control Wind Drake, Storm Crow and Grizzly Bears. My opponent casts Windstorm with X=2. Which creatures die?', 'Dies: Wind Drake, Storm Crow; survives: Grizzly Bears'),
    ('I control Serra Angel, Wind Drake and Storm Crow. My opponent casts Windstorm with X=4. Which creatures die?', 'Dies: Serra Angel, Wind Drake, Storm Crow'),
    ('My opponent controls Wind Drake, Storm Crow and Hill Giant. I cast Squall. Which creatures die?', 'Dies: Wind Drake, Storm Crow; survives: Hill Giant'),
    ('I control Serra Angel, Wind Drake and Giant Spider. My opponent casts Windstorm with X=4. Which creatures die?', 'Dies: Serra Angel, Wind Drake; survives: Giant Spider'),
    ('I control Wind Drake and Storm Crow. My opponent casts Squall. Which creatures die?', 'Dies: Wind Drake, Storm Crow'),
    ('I control Wind Drake, Storm Crow and Craw Wurm. My opponent casts Squall. What survives?', 'Dies: Wind Drake, Storm Crow; survives: Craw Wurm'),
    ('My opponent controls Wind Drake, Storm Crow and Serra Angel. I cast Squall. Which of them survive?', 'Dies: Wind Drake, Storm Crow; survives: Serra Angel'),
    ('I control Pegasus Charger, Storm Crow and Hill Giant. My opponent casts Squall. Which creatures die?', 'Dies: Pegasus Charger, Storm Crow; survives: Hill Giant'),
    ('I control Goblin King, Raging Goblin and Goblin Piker. My opponent casts Pyroclasm. Which creatures die?', 'Dies: Goblin King, Raging Goblin, Goblin Piker'),
    ('I control Elvish Archers, Storm Crow and Grizzly Bears. My opponent casts Pyroclasm. Which creatures die?', 'Dies: Elvish Archers, Storm Crow, Grizzly Bears'),
    ('I control Elvish Archers, Raging Goblin and Hill Giant. My opponent casts Pyroclasm. Which creatures die?', 'Dies: Elvish Archers, Raging Goblin; survives: Hill Giant'),
    ('My opponent controls Elvish Archers, Raging Goblin and Craw Wurm. I cast Pyroclasm. Which creatures die?', 'Dies: Elvish Archers, Raging Goblin; survives: Craw Wurm'),
    ('I control Wind Drake, Pegasus Charger and Serra Angel. My opponent casts Whirlwind. Which creatures die?', 'Dies: Wind Drake, Pegasus Charger, Serra Angel'),
    ('I control Storm Crow, Wind Drake and Grizzly Bears. My opponent casts Whirlwind. Which creatures die?', 'Dies: Storm Crow, Wind Drake; survives: Grizzly Bears'),
    ('I control Raging Goblin, Elvish Archers and Grizzly Bears. My opponent casts Tremor. Which creatures die?', 'Dies: Raging Goblin, Elvish Archers; survives: Grizzly Bears'),
    ('My opponent controls Storm Crow, Wind Drake and Savannah Lions. I cast Windstorm with X=2. Which creatures die?', 'Dies: Storm Crow, Wind Drake; survives: Savannah Lions'),
    ('I control Giant Spider, Wind Drake and Storm Crow. My opponent casts Windstorm with X=2. Which creatures die?', 'Dies: Wind Drake, Storm Crow; survives: Giant Spider'),
    ('I control Serra Angel, Storm Crow and Wind Drake. My opponent casts Squall. Which creatures die?', 'Dies: Storm Crow, Wind Drake; survives: Serra Angel'),
    ('I control Wind Drake, Storm Crow and Savannah Lions. My opponent casts Pyroclasm. Which creatures die?', 'Dies: Wind Drake, Storm Crow, Savannah Lions'),
    ('I control Raging Goblin, Elvish Archers and Storm Crow. My opponent casts Tremor. What survives?', 'Dies: Raging Goblin, Elvish Archers; survives: Storm Crow'),
    ('I control Elvish Archers, Goblin Piker and Raging Goblin. My opponent casts Pyroclasm. Which creatures survive?', 'Dies: Elvish Archers, Goblin Piker, Raging Goblin'),
]


@pytest.mark.parametrize("q,want", SAME_IN_EVERY_ORDER[::5])
def test_the_same_creatures_dying_in_every_order_is_no_depends(conn, lex, q, want):  # noqa: F811
    d, v = _answer(q, conn, lex)
    assert not v.startswith("Depends"), v
    got = {k: sorted(x.split(", ")) for k, x in re.findall(r"(Dies|survives): ([^;\u2014]+?)(?=;| \u2014|$)", v)}
    assert got == {k: sorted(x.split(", ")) for k, x in re.findall(r"(Dies|survives): ([^;]+?)(?=;|$)", want)}, v
