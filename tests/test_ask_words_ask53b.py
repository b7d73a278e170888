"""Known gaps of ``kb ask`` read or refused (ask53b): editions named in words, counters said of 'it' in a later
sentence or several kinds at once, a count by a card's full name, by colour or with "non-X", "Can X block?" with no
attacker, "Who owns X?", "What is the mana value of X?", and the fault its red team found (a count by creature type
skipped a changeling: 0 where it is 1). Each answer comes from the CR of the edition asked and the cards' Oracle text;
each refusal names the words it could not read."""
from __future__ import annotations

from kb.engine.ask.answer import answer_question
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_words_said import verdict   # the verdict line of an answer, or its reading error


def _get(conn, lex, q: str, edition: str = "current") -> dict:
    return answer_question(q, conn, edition, lex=lex)


def _answer(conn, lex, q: str, obj: str, field: str, edition: str = "current"):
    d = _get(conn, lex, q, edition)
    rows = list(d.get("answers") or []) + list((d.get("verdict") or {}).get("answers") or [])
    hit = [r for r in rows if r["object"] == obj and r["field"] == field]
    assert hit, (q, d.get("verdict"), d.get("error"))
    return hit[-1]["actual"]


def test_an_edition_named_by_a_set_or_an_era_is_refused_naming_the_words(conn, lex):
    # the KB dates the Comprehensive Rules, not sets: "M10", "Time Spiral", "Foundations", "the old legend rule" name no
    # edition it can find; the whole question is refused (never today's rules, never a card called "Pre-Foundations")
    body = "I Lightning Bolt my opponent's Grizzly Bears. Does it die?"
    for lead, words in (("Under M10 rules, ", "Under M10 rules"), ("Before the M10 changes, ", "Before the M10 changes"),
                        ("Back in Time Spiral, ", "Back in Time Spiral"), ("Pre-Foundations, ", "Pre-Foundations"),
                        ("With the old legend rule, ", "With the old legend rule"),
                        ("During Lorwyn block, ", "During Lorwyn block")):
        d = _get(conn, lex, lead + body)
        assert not d.get("ok") and words in d["error"] and "does not date" in d["error"], (lead, d)
    d = _get(conn, lex, body[:-16] + " under M10 rules. Does it die?")
    assert not d.get("ok") and "'under M10 rules'" in d["error"], d
    # words that name no era stay read: "In response", a plain rule, a step
    assert verdict(conn, lex, "During combat, I Lightning Bolt my opponent's Grizzly Bears. Does it die?").startswith(
        "Dies? Yes")


def test_a_year_said_as_the_time_of_the_game_is_the_editions_then(conn, lex):
    # "In 2005, …" / "back in 2005": each edition in force in 2005 (ask.editions), as "under the 2005 rules"
    for q in ("In 2005, my Grizzly Bears blocks my opponent's Hill Giant. Does my Grizzly Bears die?",
              "Back in 2005, my Grizzly Bears blocks my opponent's Hill Giant. Does my Grizzly Bears die?",
              "My Grizzly Bears blocks my opponent's Hill Giant. Does my Grizzly Bears die back in 2005?"):
        d = _get(conn, lex, q)
        assert d.get("ok"), (q, d.get("error"))
        assert any("2005" in n for n in d.get("notes") or []), (q, d.get("notes"))


def test_counters_said_of_it_after_the_board_sentence(conn, lex):
    # 'It' right after the one card the board names is that card: 2/2 with a -1/-1 counter is 1/1 (613.4c)
    q = "I control Grizzly Bears. It has a -1/-1 counter on it. What is its power and toughness?"
    assert _answer(conn, lex, q, "Grizzly Bears", "pt") == "1/1"
    # two kinds: 704.5q removes a +1/+1 and a -1/-1 counter in pairs: one +1/+1 counter left, 3/3
    q = "I control Grizzly Bears. It has two +1/+1 counters and a -1/-1 counter. What is its power and toughness?"
    assert _answer(conn, lex, q, "Grizzly Bears", "pt") == "3/3"
    # 'It' after two cards: which one is not said
    d = _get(conn, lex, "I control Grizzly Bears and Hill Giant. It has a -1/-1 counter on it. What is its power and "
                        "toughness?")
    assert not d.get("ok") or "cannot decide" in str(d.get("verdict")), d.get("verdict")


def test_several_kinds_of_counters_with_the_card(conn, lex):
    q = "I control Grizzly Bears with two +1/+1 counters and a -1/-1 counter. What is its power and toughness?"
    assert _answer(conn, lex, q, "Grizzly Bears", "pt") == "3/3"
    d = _get(conn, lex, q)
    assert "704.5q" in str(d), d.get("verdict")
    # before 704.5q (2005): both kinds stay on it, +2/+2 and -1/-1: 3/3 with three counters
    d = _get(conn, lex, q, "2005-10-01")
    assert "2 +1/+1 counters, 1 -1/-1 counter" in d["verdict"]["text"], d["verdict"]


def test_a_count_by_a_cards_full_name(conn, lex):
    assert verdict(conn, lex, "I control two Grizzly Bears and a Hill Giant. How many Grizzly Bears do I control?") \
        .startswith("How many permanents named Grizzly Bears do you control? 2")
    assert verdict(conn, lex, "I control Grizzly Bears and my opponent controls Grizzly Bears. How many Grizzly Bears "
                              "does my opponent control?").endswith("? 1 (Grizzly Bears #2)")
    assert "? 2 " in verdict(conn, lex, "I control two Hill Giants and Grizzly Bears. How many Hill Giants do I control?")


def test_a_count_by_colour_and_with_non(conn, lex):
    assert "? 2 " in verdict(conn, lex, "I control Grizzly Bears, Llanowar Elves and Hill Giant. How many green creatures "
                                        "do I control?")
    assert "? 2 " in verdict(conn, lex, "I control Serra Angel, Grizzly Bears and Hill Giant. How many non-Angel "
                                        "creatures do I control?")
    assert "? 1 (Serra Angel)" in verdict(conn, lex, "I control Serra Angel and Grizzly Bears. How many nongreen "
                                                     "creatures do I control?")
    # "other" than which? and words that are no type, colour nor name: refused, naming them
    assert "'other'" in verdict(conn, lex, "I control Llanowar Elves and Elvish Mystic. How many other Elves do I "
                                           "control?")
    assert "cannot count 'big creatures'" in verdict(conn, lex, "I control Grizzly Bears and Hill Giant. How many big "
                                                                "creatures do I control?")


def test_a_changeling_is_counted_by_every_creature_type(conn, lex):
    # the red team's find (w163): Changeling Outcast is every creature type (702.73a): one Elf, not 0
    assert "? 1 (Changeling Outcast)" in verdict(conn, lex, "I control Changeling Outcast and Grizzly Bears. How many "
                                                            "Elves do I control?")
    assert "? 2 " in verdict(conn, lex, "My opponent controls Changeling Outcast and Hill Giant. How many Giants does my "
                                        "opponent control?")
    assert "? 1 (Grizzly Bears)" in verdict(conn, lex, "I control Changeling Outcast and Grizzly Bears. How many "
                                                       "non-Elf creatures do I control?")


def test_can_it_block_with_no_attacker_is_refused_naming_the_rule(conn, lex):
    for q in ("I control Grizzly Bears. Can Grizzly Bears block?", "I control Grizzly Bears. Can it block this turn?"):
        d = _get(conn, lex, q)
        assert not d.get("ok") and "no creature attacks" in d["error"] and "509.1a" in d["error"], d
    # with an attacker said, it is answered (702.9b: a flyer can't be blocked by a creature without flying or reach)
    assert verdict(conn, lex, "My opponent's Serra Angel attacks. Can my Grizzly Bears block?").startswith(
        "Can my Grizzly Bears block? No")


def test_who_owns_and_mana_value(conn, lex):
    # 108.3: the owner stays the player who started the game with it, whoever controls it (Control Magic, 613.1b)
    q = "I cast Control Magic on my opponent's Grizzly Bears. Who owns Grizzly Bears?"
    assert _answer(conn, lex, q, "Grizzly Bears", "owner") == "opponent"
    assert verdict(conn, lex, q).startswith("Grizzly Bears is owned by: opponent — 108.3")
    assert _answer(conn, lex, "I control Hill Giant. What is the mana value of Hill Giant?", "Hill Giant",
                   "mana_value") == 4
    assert verdict(conn, lex, "I control Hill Giant. What is Hill Giant's converted mana cost?").startswith(
        "Hill Giant: mana value 4 — 202.3")
    # the 2005 rules number them 200.1a and 203.3 (the run's numbers are the edition's)
    d = _get(conn, lex, "I control Hill Giant. What is the mana value of Hill Giant?", "2005-10-01")
    assert d["verdict"]["text"] == "Hill Giant: mana value 4 — 203.3", d["verdict"]
    d = _get(conn, lex, "My opponent controls Hill Giant. Who owns Hill Giant?", "2005-10-01")
    assert d["verdict"]["text"] == "Hill Giant is owned by: opponent — 200.1a", d["verdict"]


def test_a_compound_sentence_of_two_actions(conn, lex):
    # "He blocks with X and casts Y on X": both read (Giant Growth makes the blocker 5/5: the 3/3 attacker dies)
    assert verdict(conn, lex, "My Hill Giant attacks. He blocks with Grizzly Bears and casts Giant Growth on Grizzly "
                              "Bears. Does Hill Giant die?").startswith("Dies? Yes")
    # "… on it" (the attacker or the blocker?) is not guessed
    v = verdict(conn, lex, "My Hill Giant attacks. He blocks with Grizzly Bears and casts Giant Growth on it. Does Hill "
                           "Giant die?")
    assert "cannot decide" in v or not v.startswith("Dies?"), v


def test_an_inferred_turn_is_no_answer_to_can_it_attack(conn, lex):
    # red team w203-w206: the opponent's turn only inferred from his sorcery-speed spell (307.1) made "Can X attack?"
    # "No — 508.1: it is opponent's turn", a moment the question never asked about (on your turn it can attack)
    for q in ("I control Grizzly Bears. My opponent casts Glorious Anthem. Can Grizzly Bears attack?",
              "I control Serra Angel. My opponent casts Holy Strength on it. Can Serra Angel attack?"):
        v = verdict(conn, lex, q)
        assert "cannot decide" in v and "No" not in v.split("—")[0], (q, v)
    # said first, the opponent's turn keeps its "No" (508.1: only the active player declares attackers)
    assert verdict(conn, lex, "It's my opponent's turn. Can my Grizzly Bears attack?").startswith(
        "Can my Grizzly Bears attack? No — 508.1")


def test_then_its_my_turn_is_the_next_turn(conn, lex):
    # red team w207-w210: "Then it's my turn." was dropped: "No — it is opponent's turn", Giant Growth still counted,
    # two Shocks a turn apart killed a 6/4 (514.2: damage and "until end of turn" effects end in the cleanup step)
    assert verdict(conn, lex, "I control Serra Angel. My opponent casts Holy Strength on it. Then it's my turn. Can "
                              "Serra Angel attack?").startswith("Can Serra Angel attack? Yes")
    assert verdict(conn, lex, "I control Serra Angel. My opponent casts Pacifism on it. Then it's my turn. Can Serra "
                              "Angel attack?").startswith("Can Serra Angel attack? No — 508.1c")
    q = "I control Grizzly Bears. My opponent casts Giant Growth on it. Then it's my turn. What is its power and toughness?"
    assert _answer(conn, lex, q, "Grizzly Bears", "pt") == "2/2"
    assert verdict(conn, lex, "My opponent Shocks my Craw Wurm. Then it's my turn. He Shocks it again. Does it die?") \
        .startswith("Dies? No")
    # a plain "It's my turn." on your own turn is a statement of it
    assert verdict(conn, lex, "I control Grizzly Bears. I cast Glorious Anthem. It's my turn. Can Grizzly Bears "
                              "attack?").startswith("Can Grizzly Bears attack? Yes")


def test_poison_counters_after_combat(conn, lex):
    # red team w211-w212: the poison counters were shown before combat damage (9; infect's damage is poison counters,
    # 702.90b: 10, and 704.5c: he loses); the verdict said only the life total
    v = verdict(conn, lex, "My opponent has 9 poison counters. I attack with Glistener Elf and he doesn't block. How "
                           "many poison counters does my opponent have?")
    assert v.startswith("opponent: 10 poison counters (loses the game) — 704.5c"), v
    # "how many poison counters" is no count of permanents, nor "how many experience counters" (never "cannot count")
    assert verdict(conn, lex, "My opponent has 3 poison counters. How many poison counters does my opponent have?") \
        == "opponent: 3 poison counters"
