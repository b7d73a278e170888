"""redteam13: questions in players' words about the mechanisms of the two sessions before (flashback, vanishing,
scry triggers, "this way", extort, rebound, bargain, "could produce"), cases c03 … c40 of scenarios/puzzles/redteam13
(odd: the tuning half, even: the held half). Each expected answer is worked out from the CR of the current edition
and the card's Oracle text; a case the engine can't read must refuse or say "cannot decide", never answer otherwise."""
from __future__ import annotations

from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question


def ask(conn, lex, q: str, edition: str = "current") -> dict:
    return answer_question(q, conn, edition, lex=lex)


def verdict(d: dict) -> str:
    return (d.get("verdict") or {}).get("text", "") or str(d.get("error") or "")


def test_c03_flashback_spell_countered_is_exiled(conn, lex):
    # 702.34a: "exile this card instead of putting it anywhere else any time it would leave the stack"
    d = ask(conn, lex, "I cast Think Twice with flashback. My opponent counters it with Counterspell. Where is Think "
                       "Twice?")
    assert verdict(d).startswith("Think Twice: in exile"), verdict(d)


def test_c12_could_produce_tapped_land_never_a_wrong_answer(conn, lex):
    # 106.7: a tapped Island still could produce {U} (costs are ignored); the reader refuses the phrasing, never
    # answers that Reflecting Pool can't make blue
    d = ask(conn, lex, "I control Reflecting Pool and a tapped Island. Can I tap Reflecting Pool for blue mana?")
    v = verdict(d)
    assert d.get("error") or "cannot decide" in v or "Yes" in v, v


def test_c20_whenever_you_scry(conn, lex):
    # Opt: "Scry 1. Draw a card." One scry event (701.22a): Flamespeaker Adept (2/3) gets +2/+0 once (603.2)
    d = ask(conn, lex, "I control Flamespeaker Adept and cast Opt. How big is Flamespeaker Adept?")
    assert verdict(d).startswith("Flamespeaker Adept: 4/3"), verdict(d)


def test_c27_a_permanent_stated_to_have_one_time_counter_has_one(conn, lex):
    # "I control Keldon Marauders with one time counter": it has one (122.1), the two vanishing put on it as it
    # entered (702.63a) among them. The engine added them again: 3 (a wrong answer)
    d = ask(conn, lex, "I control Keldon Marauders with one time counter. I cast Vampire Hexmage. How many time counters "
                       "are on Keldon Marauders?")
    assert verdict(d).startswith("Keldon Marauders: 1 time"), verdict(d)


def test_c34_destroyed_this_way_not_an_indestructible_one(conn, lex):
    # Fumigate: Darksteel Myr is indestructible (702.12b), so two creatures are destroyed this way: 2 life
    d = ask(conn, lex, "I control Grizzly Bears and Darksteel Myr, my opponent controls Craw Wurm. I cast Fumigate. "
                       "What's my life?")
    assert verdict(d).startswith("you: 22 life"), verdict(d)


def test_c36_extort_only_for_its_controllers_spells(conn, lex):
    # 702.101a: "Whenever you cast a spell": my Lightning Bolt doesn't trigger my opponent's Syndic of Tithes
    d = ask(conn, lex, "My opponent controls Syndic of Tithes. I cast Lightning Bolt at him. What's his life?")
    assert verdict(d).startswith("opponent: 17 life"), verdict(d)


def test_c38_rebound_cast_again_read_or_refused(conn, lex):
    # 702.88a: cast again from exile at the next upkeep, 2 more damage: 16. The sentence isn't read: "cannot decide",
    # naming it (never 18 as the answer)
    d = ask(conn, lex, "I cast Staggershock at my opponent. At my next upkeep I cast it again from exile at my "
                       "opponent. What's his life?")
    v = verdict(d)
    assert v.startswith("opponent: 16 life") or ("cannot decide" in v and "next upkeep" in v), v


def test_c40_bargain_only_artifact_enchantment_or_token(conn, lex):
    # 702.166a: a creature card that is none of them can't be sacrificed to bargain; never "Yes"
    d = ask(conn, lex, "Can I bargain Torch the Tower by sacrificing my Grizzly Bears?")
    v = verdict(d)
    assert d.get("error") or "cannot decide" in v or " No" in v, v
