"""Questions as players post them in chats and forums and as judges hear them at a table, read by the general readers
made from the tuned halves (``fresh13`` unheld, ``fresh12``, ``fresh11``, ``fresh10``; ask52b), and the faults found on
the way (each a confident wrong answer before: an adverb of time read as a card's name, "after EOT" read as the end
step, an assignment of combat damage made in the first-strike step). Each answer comes from the CR and the cards'
Oracle text; each test has variants that must stay refused."""
from __future__ import annotations

from kb.engine.ask.answer import answer_question
from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names
from test_ask_words_said import verdict   # the verdict line of an answer, or its reading error


def _answers(conn, lex, q: str, field: str) -> dict:
    d = answer_question(q, conn, "current", lex=lex)
    return {r["object"]: (r["actual"], r.get("status")) for r in d.get("answers") or [] if r["field"] == field}


def _read(conn, lex, q: str) -> bool:
    return bool(answer_question(q, conn, "current", lex=lex).get("ok"))


def _refused(conn, lex, q: str) -> bool:
    """Not read, or "cannot decide" naming what was not read (an aside set aside, kb.engine.ask): never an answer."""
    d = answer_question(q, conn, "current", lex=lex)
    return not d.get("ok") or "cannot decide" in str((d.get("verdict") or {}).get("text"))


def test_an_adverb_of_time_is_never_a_card_name(conn, lex):
    # "right away" was Spirit Away, the attack's target: "No — 508.1b"; Skyknight Legionnaire has haste (702.10b)
    for q in ("I cast Skyknight Legionnaire this turn, can it attack right away?", "Can my Grizzly Bears attack "
              "immediately?", "Can my Grizzly Bears attack straight away?"):
        d = answer_question(q, conn, "current", lex=lex)
        assert "Spirit Away" not in str(d), q
        assert not d.get("ok") or "No" not in str((d.get("verdict") or {}).get("text")), (q, d.get("verdict"))


def test_after_eot_is_the_turn_over(conn, lex):
    # Act of Treason's control ends in the cleanup step (514.2): "after EOT" it is the opponent's again
    for tail in ("who controls the wurm after EOT?", "who controls the wurm after the end step?",
                 "After EOT, who controls the wurm?", "once the turn ends who controls the wurm?"):
        got = _answers(conn, lex, f"I Act of Treason her Craw Wurm. {tail}", "controller")
        assert got["Craw Wurm"][0] == "opponent", (tail, got)
    # "EOT, …" alone stays the end step (513.1); "after my end step" (whose turn comes then) is not read
    assert not _read(conn, lex, "I Act of Treason her Craw Wurm. who controls the wurm after my end step?")
    got = _answers(conn, lex, "I Act of Treason her Craw Wurm. EOT, who controls the wurm?", "controller")
    assert got["Craw Wurm"][0] == "you", got


def test_an_assignment_is_of_the_step_the_creature_deals_damage_in(conn, lex):
    # the Knight's first-strike 2, then the Giant's 3 to the Bears and the Bears' 2 (510.4, 704.5g)
    for q in ("My opp attacks with Hill Giant. I double block with Youthful Knight and Grizzly Bears. He puts all 3 "
              "damage on the bears. what dies?",
              "My opp attacks with Hill Giant. I block with Youthful Knight and Grizzly Bears. He assigns 3 to the "
              "bears. what dies?"):
        got = _answers(conn, lex, q, "zone")
        assert got["Hill Giant"][0] == "graveyard" and got["Grizzly Bears"][0] == "graveyard", (q, got)
        assert got.get("Youthful Knight", ("battlefield",))[0] == "battlefield", (q, got)


def test_damage_put_on_blockers_and_a_misspelt_double_block(conn, lex):
    # 3 and 3 from the Wurm; the Giant's 3 and the Bears' 2 kill the Wurm (510.1c, 510.2, 704.5g)
    q = ("Opp attacks with Craw Wurm. I double block with Hill Giant and Grizly Bears. He puts 3 on the giant and 3 on "
         "the bears. what dies?")
    got = _answers(conn, lex, q, "zone")
    assert {k: v[0] for k, v in got.items()} == {"Craw Wurm": "graveyard", "Hill Giant": "graveyard",
                                                 "Grizzly Bears": "graveyard"}, got
    # counters put, or "put" with no block said: never an assignment
    got = _answers(conn, lex, "I put 3 +1/+1 counters on my Grizzly Bears. What's its P/T?", "pt")
    assert got["Grizzly Bears"][0] == "5/5", got
    assert not any("division of its combat damage" in n for n in answer_question(
        "Opp attacks with Craw Wurm. He puts 3 on the giant.", conn, "current", lex=lex).get("notes") or [])


def test_progressive_declarations_and_untapped(conn, lex):
    # 702.9b: no flying or reach; 702.16f: protection from black
    v = verdict(conn, lex, "Opp's Air Elemental is attacking me. I have Giant Spider and Grizzly Bears untapped. can "
                           "the bears block it?")
    assert "No" in v and "702.9b" in v, v
    v = verdict(conn, lex, "My opp is swinging with White Knight. I've got Vampire Nighthawk and Typhoid Rats "
                           "untapped. can the nighthawk block the knight?")
    assert "No" in v and "702.16f" in v, v
    # "untapped" is a statement of the board, never an option of a cast
    assert not _read(conn, lex, "cast Giant Growth untapped on Grizzly Bears")


def test_a_story_told_in_the_past_and_pronouns(conn, lex):
    # "I had X" is the board; "I had cast", "If I had blocked" are not
    got = _answers(conn, lex, "I had Rancor on my Elvish Mystic and opp Shocks the mystic. where does Rancor end up?",
                   "zone")
    assert got["Rancor"][0] == "hand", got                   # 704.5m, 603.10a: it returns to its owner's hand
    assert not _read(conn, lex, "I had cast Shock on my Grizzly Bears. Does it die?")
    # "her Craw Wurm" makes "she" the opponent; "she had no creatures so no block" is a claim checked, then no blocks
    q = ("On my turn I Act of Treason'd her Craw Wurm and swung with it; she had no creatures so no block. She was at "
         "14. What's she at, and who controls the wurm after EOT?")
    assert _answers(conn, lex, q, "life")["opponent"][0] == 8
    assert _answers(conn, lex, q, "controller")["Craw Wurm"][0] == "opponent"
    # the claim contradicted by a creature of hers: not answered as said
    q = ("She has Giant Spider. On my turn I Threatened her Serra Angel and swung with it. She was at 9 and had no "
         "flyers so no block. what's her life?")
    assert "cannot decide" in verdict(conn, lex, q) or not _read(conn, lex, q)
    # "they attack with X": a player attacks with a creature
    got = _answers(conn, lex, "they attack with Hill Giant, I block with Grizzly Bears. what dies?", "zone")
    assert got["Grizzly Bears"][0] == "graveyard", got


def test_a_pt_aside_is_checked(conn, lex):
    # Holy Strength: 3/4 (613.4c); Lightning Bolt's 3 damage leaves it alive (704.5g)
    q = "My Grizzly Bears has Holy Strength on it (3/4). Opp bolts the bears. are my bears dead now?"
    assert verdict(conn, lex, q).startswith("Dies? No"), verdict(conn, lex, q)
    # a size the engine does not find, or a clause of two creatures: not read
    assert _refused(conn, lex, "My Grizzly Bears has Holy Strength on it (4/4). Opp bolts the bears. are my bears "
                                "dead now?")
    assert _refused(conn, lex, "My Hill Giant blocks his Grizzly Bears (3/4). what dies?")


def test_chat_words(conn, lex):
    # "I dont block", "Im at 8" (615.1: Fog prevents the combat damage, so no lifelink)
    got = _answers(conn, lex, "Opp attacks w/ Vampire Nighthawk, I dont block and cast Fog. I'm at 7, he's at 10. "
                              "life totals after combat?", "life")
    assert got["you"][0] == 7 and got["opponent"][0] == 10, got
    # "what's still alive on their side?" (613.4c, 704.5f), a close spelling at a list's end
    got = _answers(conn, lex, "opp has Glorious Anthem, Savannah Lions and Trained Armadon. I cast Infest. what's still "
                              "alive on their side?", "zone")
    assert got["Savannah Lions"][0] == "graveyard", got
    assert got.get("Trained Armodon", ("battlefield",))[0] == "battlefield", got


def test_both_and_a_lone_attack_before_a_comma(conn, lex):
    # "I swung with both": the two creatures of mine read before (508.1a); the Giant blocks the 5/4 Lions (613.4c)
    q = ("I had Grizzly Bears and Savannah Lions, opp had a Hill Giant. I swung with both, he blocked the lions with "
         "the giant. before damage I Giant Growth'd the lions (so 5/4). he was at 15. what dies and what's his life "
         "after combat?")
    assert _answers(conn, lex, q, "zone")["Hill Giant"][0] == "graveyard"
    assert _answers(conn, lex, q, "life")["opponent"][0] == 13
    # three creatures of mine: "both" is not read, and the sentence is never answered around
    v = verdict(conn, lex, "I have Grizzly Bears, Savannah Lions and Hill Giant. I swung with both. what's his life?")
    assert "cannot decide" in v or "cannot read" in v, v
    # "… and swung, …": the one creature named attacks; lifelink and trample of the Warhammer (702.15b, 702.19b)
    got = _answers(conn, lex, "I equip Loxodon Warhammer to my Grizzly Bears and swing, opp at 10 with no blockers "
                              "and I'm at 5. life totals after?", "life")
    assert got["you"][0] == 10 and got["opponent"][0] == 5, got


def test_flash_in_and_the_etb_target(conn, lex):
    # "flashes in": cast with flash (702.8a); Essence Scatter counters it, the Bears unblocked (510.2)
    got = _answers(conn, lex, "I attack with Grizzly Bears and opp flashes in Ambush Viper during declare attackers. I "
                              "Essence Scatter the viper. he was at 12, what's he at after combat?", "life")
    assert got["opponent"][0] == 10, got
    # the enters trigger's target, then a pump in response (603.3d, 405.5): 4 damage to a 7/7
    q = "I cast Flametongue Kavu, the ETB targets her Serra Angel. In response she Giant Growths the angel. does the angel die?"
    assert verdict(conn, lex, q).startswith("Dies? No"), verdict(conn, lex, q)
    # a card without an enters trigger that targets: not read so
    assert not _read(conn, lex, "I cast Grizzly Bears, the ETB targets her Serra Angel. does the angel die?")


def test_they_after_a_group_question(conn, lex):
    # Intangible Virtue and Glorious Anthem: 3/3 Goblin tokens with vigilance (613.4c, 613.1f)
    q = ("I've got Intangible Virtue and Glorious Anthem out, then I cast Dragon Fodder. how big are my goblin tokens "
         "and do they have vigilance?")
    d = answer_question(q, conn, "current", lex=lex)
    abil = [r["actual"] for r in d.get("answers") or [] if r["field"] == "abilities"]
    assert abil and all("Vigilance" in a for a in abil), d.get("answers")
    # "do they die?" is no keyword: not read so
    assert not _read(conn, lex, "I have Intangible Virtue out and I cast Raise the Alarm. what size are my soldiers "
                                "and do they die?")
