"""redteam45: judges' questions the lead tried on 2026-12-06 whose answers were confident and wrong. Each test fails on
the code before the fix; the expected answers were worked out from the CR and the cards' Oracle text."""
from __future__ import annotations

from test_ask_prose import conn, lex  # noqa: F401 - the same read-only KB connection and card names

from kb.engine.ask import answer_question


def ask(conn, lex, q: str, edition: str = "current") -> dict:
    return answer_question(q, conn, edition, lex=lex)


def test_damage_a_source_would_deal_with_no_event_stated_is_not_zero(conn, lex):
    # "I control Doran and Grizzly Bears. How much combat damage does Grizzly Bears deal?" was answered "deals 0
    # damage in all": the question lays out a board and states no attack, so the total of its events answers nothing
    d = ask(conn, lex, "I control Doran, the Siege Tower and Grizzly Bears. How much combat damage does Grizzly Bears "
                       "deal?")
    text = d["verdict"]["text"]
    assert "cannot decide" in text and "no event" in text and "0 damage" not in text, text
    # with the attack stated, the events are added up (Doran: toughness assigns the damage, 613.11 is not needed here)
    d = ask(conn, lex, "I control Doran, the Siege Tower. I attack with Doran, the Siege Tower and it is not blocked. "
                       "How much combat damage does Doran, the Siege Tower deal?")
    assert d["verdict"]["text"].startswith("Doran, the Siege Tower deals 5 damage"), d["verdict"]
    # an event stated that the source takes no part in: 0 is the answer of that sequence
    d = ask(conn, lex, "I control Grizzly Bears. I cast Lightning Bolt targeting my opponent. How much damage does "
                       "Grizzly Bears deal?")
    assert d["verdict"]["text"].startswith("Grizzly Bears deals 0 damage"), d["verdict"]


def test_sacrificing_a_permanent_with_its_own_sacrifice_ability_activates_it(conn, lex):
    # "… and sacrifice it in response" beside Wrath of God was a bare sacrifice: Selfless Spirit's ability never
    # resolved and the Bears died. A player sacrifices only when a cost or an effect says so (701.21a): the ability
    # with "Sacrifice ~" in its cost is activated (602.2), and the Bears are indestructible (702.12b)
    for q in ("My opponent casts Wrath of God while I control Grizzly Bears and Selfless Spirit and I sacrifice it in "
              "response. Does Grizzly Bears survive?",
              "My opponent casts Wrath of God while I control Grizzly Bears and Selfless Spirit and I sacrifice Selfless "
              "Spirit in response. Does Grizzly Bears survive?"):
        d = ask(conn, lex, q)
        assert d["verdict"]["text"].startswith("Survives? Yes"), (q, d.get("verdict") or d.get("error"))
    # an ability of that kind with a target is asked for, never activated at a guessed target
    d = ask(conn, lex, "I control Mogg Fanatic. I sacrifice Mogg Fanatic. What is my opponent's life?")
    assert "20 life" not in (d.get("verdict") or {}).get("text", "").split("without that sentence")[0], d


def test_a_bare_sacrifice_beside_a_sacrifice_outlet_is_not_guessed(conn, lex):
    # "I sacrifice Grizzly Bears" beside Carrion Feeder left the Feeder 1/1; what the sacrifice paid for is unsaid
    d = ask(conn, lex, "I control Grizzly Bears and Carrion Feeder. I sacrifice Grizzly Bears. What is Carrion "
                       "Feeder's power?")
    assert d["verdict"]["text"].startswith("cannot decide"), d["verdict"]
    # said: "to Carrion Feeder" is its ability activated with the Bears paid (602.2, 601.2h)
    d = ask(conn, lex, "I control Grizzly Bears and Carrion Feeder. I sacrifice Grizzly Bears to Carrion Feeder. What "
                       "is Carrion Feeder's power?")
    assert d["verdict"]["text"].startswith("Carrion Feeder: 2/2"), d["verdict"]
    # "it" after "casts Lightning Bolt on Grizzly Bears" is the Bolt's target, not the card the board named last
    d = ask(conn, lex, "I control Grizzly Bears and Carrion Feeder. My opponent casts Lightning Bolt on Grizzly Bears "
                       "and I sacrifice it to Carrion Feeder in response. What is Carrion Feeder's power?")
    assert d["verdict"]["text"].startswith("Carrion Feeder: 2/2"), d["verdict"]


def test_orders_that_cannot_be_carried_out_are_doubt_not_a_dependence(conn, lex):
    # Blood Moon, Kird Ape and Stomping Ground in an unsaid order: one order answered 1/1, the others could not be run
    # (Stomping Ground's choice as it enters), and the verdict said "Depends on the order", which no order showed
    d = ask(conn, lex, "My opponent controls Blood Moon. I control Kird Ape and Stomping Ground. What is Kird Ape's "
                       "power?")
    text = d["verdict"]["text"]
    assert text.startswith("cannot decide") and "not every order can be carried out" in text, text


def test_what_happens_to_a_spell_is_no_dies(conn, lex):
    # "What happens to Lightning Bolt?" after its only target left was answered "Dies? Yes": only a permanent put into
    # a graveyard from the battlefield dies (700.4); a spell resolves or doesn't (608.2b)
    d = ask(conn, lex, "I cast Lightning Bolt targeting my opponent's Grizzly Bears and they respond with Unsummon on "
                       "it. What happens to Lightning Bolt?")
    text = d["verdict"]["text"]
    assert text.startswith("Lightning Bolt: did not resolve (graveyard)") and "608.2b" in text, text
