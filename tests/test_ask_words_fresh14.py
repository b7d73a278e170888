"""Questions as players post them on forums and Discord and as judges hear them at a table, read by the general
readers made from the tuned halves (``fresh14`` unheld, ``fresh13``, ``fresh12``, ``fresh11``, ``fresh10``; ask53):
"has got" said with the player ("Opp's got X", "She's got X", "I've got X" after a comma), a creature that "swings",
"Life totals after, and what dies?", "no creatures at all" / "no other creatures", "X is carrying Y", a P/T aside with
"lol". Each answer comes from the CR and the cards' Oracle text; each test has variants that must stay refused."""
from __future__ import annotations

from kb.engine.ask.answer import answer_question
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_words_said import verdict   # the verdict line of an answer, or its reading error


def _answers(conn, lex, q: str, field: str) -> dict:
    d = answer_question(q, conn, "current", lex=lex)
    return {r["object"]: r["actual"] for r in d.get("answers") or [] if r["field"] == field}


def _read(conn, lex, q: str) -> bool:
    return bool(answer_question(q, conn, "current", lex=lex).get("ok"))


def _refused(conn, lex, q: str) -> bool:
    """Not read, or "cannot decide": never an answer."""
    d = answer_question(q, conn, "current", lex=lex)
    return not d.get("ok") or "cannot decide" in str((d.get("verdict") or {}).get("text"))


def test_has_got_said_with_the_player(conn, lex):
    # Juggernaut can't be blocked by Walls (its text; 509.1b)
    for lead in ("Opp's got a Wall of Wood.", "He's got a Wall of Wood.", "My opp has got a Wall of Wood."):
        v = verdict(conn, lex, f"{lead} My Juggernaut attacks. Can the wall block it?")
        assert v.startswith("Can the wall block it? No"), (lead, v)
    # Hurricane deals 4 to each creature with flying: her Angel dies, my Bears stays (120.3a, 704.5g)
    got = _answers(conn, lex, "She's got Serra Angel, I've got Grizzly Bears. I cast Hurricane with X=4. what dies?",
                   "zone")
    assert got["Serra Angel"] == "graveyard" and got.get("Grizzly Bears", "battlefield") == "battlefield", got
    # "got" alone is no possession said (he drew it, he was dealt it): not read as one
    assert not _read(conn, lex, "Opp got a Wall of Wood. My Juggernaut attacks. Can the wall block it?")


def test_a_creature_that_swings_attacks(conn, lex):
    # Sengir Vampire's trigger: the Hawk it dealt damage to dies, a +1/+1 counter (603.2, 122.1a)
    got = _answers(conn, lex, "My Sengir Vampire swings and opp blocks with his Suntail Hawk. what's my vampire's P/T "
                   "after combat?", "pt")
    assert got.get("Sengir Vampire") == "5/5", got
    # unblocked: 4 to the opponent (510.2)
    got = _answers(conn, lex, "My opp is at 10. My Sengir Vampire swings, no blocks. What's his life?", "life")
    assert got.get("opponent") in (6, None), got


def test_life_totals_after_and_a_second_question(conn, lex):
    q = ("She has Serra Angel, I have Grizzly Bears. I cast Hurricane with X=4. She's at 10, I'm at 6. Life totals "
         "after, and what dies?")
    d = answer_question(q, conn, "current", lex=lex)
    rows = {(r["object"], r["field"]): r["actual"] for r in d.get("answers") or []}
    assert rows[("you", "life")] == 2 and rows[("opponent", "life")] == 6, rows
    assert rows[("Serra Angel", "zone")] == "graveyard" and rows.get(("Grizzly Bears", "zone")) != "graveyard", rows
    # "after" before anything but a second question stays as it was: not read
    assert not _read(conn, lex, "She has Serra Angel. I cast Hurricane with X=4. Life totals after her turn, and what "
                     "dies?")


def test_no_creatures_at_all_and_no_other_creatures_are_checked(conn, lex):
    v = verdict(conn, lex, "I cast Centaur Courser, opp has no creatures at all. Can the Courser attack this turn?")
    assert v.startswith("Can the Courser attack this turn? No"), v       # 302.6
    # the claim is checked against the board read: a creature of his makes it not read, never answered
    assert _refused(conn, lex, "Opp has no creatures at all. His Grizzly Bears attacks. Can my Wall of Wood block it?")
    assert _refused(conn, lex, "My Grizzly Bears attacks. Opp has a Wall of Wood, he has no creatures at all. What's "
                    "his life?")
    assert _refused(conn, lex, "Opp has a Grizzly Bears, he has no other creatures. I Shock the bears. Does it die?")


def test_carrying_an_equipment_and_a_size_aside_with_lol(conn, lex):
    q = "My Savannah Lions is carrying a Bonesplitter (4/1 lol). Opp bolts the lions. Where is the Bonesplitter?"
    assert _answers(conn, lex, q, "zone") == {"Bonesplitter": "battlefield"}       # 704.5n: it stays, unattached
    # a size the engine does not find is named, never answered (Bonesplitter makes it 4/1)
    assert _refused(conn, lex, q.replace("4/1", "5/1"))   # the aside named, "cannot decide" (chat57)


def test_my_turn_after_the_opponents_turn_read_is_the_next_turn(conn, lex):
    # Control Magic (an Aura: cast only in the opponent's main phase, 307.1) stays; Unsummon returns the Giant to
    # its owner's hand (108.3); Act of Treason's control ends in the cleanup step (514.2): on my turn it is mine
    got = _answers(conn, lex, "Opp stole my Hill Giant with Control Magic. On my turn I Unsummon the giant. Where does "
                   "it go?", "zone")
    assert got.get("Hill Giant") == "hand", got
    for q in ("Opp casts Act of Treason on my Hill Giant and attacks me with it. On my turn, who controls the giant?",
              "Opp casts Threaten on my Hill Giant. On my turn, who controls the giant?",
              "Opp casts Act of Treason on my Hill Giant and attacks me with it. Then on my turn, who controls the "
              "giant?"):
        assert _answers(conn, lex, q, "controller").get("Hill Giant") == "you", q   # was "opponent" (the first)
    assert _answers(conn, lex, "Opp casts Control Magic on my Hill Giant. Now on my turn, who controls the giant?",
                    "controller").get("Hill Giant") == "opponent"


def test_my_turn_said_after_something_happened_is_not_guessed(conn, lex):
    # an instant says nothing of whose turn it was: "On my turn" may be that turn (6/6) or a later one (3/3, 514.2)
    for q in ("Opp casts Giant Growth on his Hill Giant. On my turn, what's the giant's P/T?",    # was 6/6
              "I cast Giant Growth on my Grizzly Bears. On my turn, what's its power?",            # was 5/5
              "Opp casts Giant Growth on my Hill Giant. On my turn I Shock the giant. Does it die?"):
        assert _refused(conn, lex, q), q
    # said before anything happened, it is the turn the question happens in (102.1)
    got = _answers(conn, lex, "On my turn I cast Giant Growth on my Grizzly Bears. What's its power?", "pt")
    assert got.get("Grizzly Bears") == "5/5", got


def test_an_aside_about_a_deck_is_left_out(conn, lex):
    # Furnace of Rath doubles the Shock's 2 (614.1a): 5 - 4 = 1
    got = _answers(conn, lex, "opp has a Furnace of Rath out (yeah that deck) and I Shock his face. he was at 5. whats "
                   "he at?", "life")
    assert got.get("opponent") == 1, got
    # a word of the board in it keeps the aside read as written (here: not read)
    assert _refused(conn, lex, "opp has a Furnace of Rath out (his deck has no creatures) and I Shock his face. he "
                     "was at 5. whats he at?")


def test_a_main_phase_said_after_the_cast(conn, lex):
    # a creature cast this turn can't attack (302.6); "in my precombat main" said last is said first
    for q in ("So I cast Centaur Courser in my precombat main, opp has no creatures at all. Can the Courser attack "
              "this turn?", "I cast Centaur Courser in my main phase. Can the Courser attack this turn?"):
        assert verdict(conn, lex, q).startswith("Can the Courser attack this turn? No"), q
    # after something happened it may be another turn's: not read
    assert _refused(conn, lex, "I cast Giant Growth on my Grizzly Bears. I Shock the bears in my main phase. Does it "
                    "die?")


def test_a_description_of_what_the_card_prints(conn, lex):
    # Darksteel Myr prints 0/1 and indestructible (702.12b): 2 damage doesn't destroy it
    v = verdict(conn, lex, "I Shock his Darksteel Myr (the 0/1 indestructible guy). does it die?")
    assert v.startswith("Dies? No"), v
    # a size or a keyword it does not print, or a negation, is read as written (here: not read)
    for aside in ("(the 1/1 indestructible guy)", "(not indestructible)", "(the 0/1 flying guy)"):
        assert _refused(conn, lex, f"I Shock his Darksteel Myr {aside}. does it die?"), aside


def test_a_yes_no_question_after_and(conn, lex):
    # Fog prevents all combat damage (615.1a): I stay at 7 and the Bears lives
    q = ("Opp attacks me with Craw Wurm and Hill Giant. I block the giant with my Grizzly Bears and then cast Fog. I'm "
         "at 7. what's my life after combat{} does my bear die?")
    for sep in (" and", ", and"):
        d = answer_question(q.format(sep), conn, "current", lex=lex)
        rows = {(r["object"], r["field"]): r["actual"] for r in d.get("answers") or []}
        assert rows.get(("you", "life")) == 7, (sep, rows)
        assert verdict(conn, lex, q.format(sep)).startswith("Dies? No"), sep
    # "and" and a verb without a subject is the question's own "and"
    assert not _read(conn, lex, "Opp attacks me with Hill Giant. what happens if the giant attacks and is blocked?")


def test_a_mode_said_by_what_it_does(conn, lex):
    # Healing Salve's first mode, its caster the target: 8 + 3 - 5 = 6 (700.2, 405.5, 120.3a)
    got = _answers(conn, lex, "Opp is at 8. I Lava Axe him, and he responds with Healing Salve to gain 3 life. whats "
                   "his life after all that?", "life")
    assert got.get("opponent") == 6, got
    # a number no mode says, or a mode whose target is not the caster, is not read as a mode
    for purpose in ("to gain 4 life", "to prevent 3 damage"):
        assert _refused(conn, lex, f"Opp is at 8. I Lava Axe him, and he responds with Healing Salve {purpose}. whats "
                        "his life after all that?"), purpose


def test_a_turn_number_said_first_and_can_it_swing_right_now(conn, lex):
    # Raging Goblin has haste (702.10b); a creature without it can't attack the turn it came (302.6)
    v = verdict(conn, lex, "Turn 1 I play a Mountain and cast Raging Goblin. can it swing right now?")
    assert v.startswith("can it swing right now? Yes"), v
    for q in ("T3 I cast Centaur Courser. Can it swing this turn?", "On turn 4, I cast Hill Giant. Can it attack?",
              "I cast Hill Giant this turn. Can it attack immediately?"):
        assert "No — 302.6" in verdict(conn, lex, q), q
    # a turn's number said after something happened is not that turn's lead: not read
    assert _refused(conn, lex, "I cast Hill Giant. Turn 2 I attack with it. What's his life?")
