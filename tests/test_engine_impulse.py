"""kb.engine.impulse: the words of a permission to play cards an effect moved (611.2a, 611.2b, 118.9, 609.4b)."""
import re

from kb.engine.impulse import impulse_permission, only_read_permissions, reads_choose_one, split_choose_one


def test_free_words_either_side_of_the_duration():
    a = impulse_permission("You may play that card this turn without paying its mana cost")
    b = impulse_permission("You may play that card without paying its mana cost this turn")
    assert a["free"] and b["free"] and a["until"] == b["until"] == "turn" and a["lands"]
    assert impulse_permission("You may play them this turn without paying their mana costs")["free"]


def test_number_of_cards_and_words_must_agree():
    assert impulse_permission("You may play them this turn without paying its mana cost") is None
    assert impulse_permission("You may play that card this turn without paying their mana costs") is None
    assert impulse_permission("You may play that card this turn, and mana of any type can be spent to cast those "
                              "spells") is None
    assert impulse_permission("You may play them this turn", one=True) is None


def test_any_mana_and_durations():
    p = impulse_permission("Until end of turn, you may cast that card and you may spend mana as though it were mana "
                           "of any color to cast that spell")
    assert p["any_mana"] and not p["lands"] and p["until"] == "turn"
    assert impulse_permission("You may play that card for as long as you control ~")["until"] == "control"
    assert impulse_permission("You may play it until you exile another card with ~")["until"] == "another"
    assert impulse_permission("You may play those cards until the end of your next turn")["until"] == "next_turn"
    # free and any-color mana together: not read (no mana is spent on a spell cast without paying its mana cost)
    assert impulse_permission("You may play that card this turn without paying its mana cost, and mana of any type "
                              "can be spent to cast that spell") is None


def test_choose_one_of_them():
    assert reads_choose_one("Choose one of them") and not reads_choose_one("Choose one of them at random")
    assert split_choose_one("Exile the top two cards of your library, then choose one of them. You may play that card "
                            "this turn.") == ("Exile the top two cards of your library. Choose one of them. You may "
                                              "play that card this turn.")


def test_only_read_permissions():
    pat = re.compile(r"\b(?:cast|play)\b[^.]*\bexile", re.I)
    assert only_read_permissions("{T}: Exile the top card of your library. You may play it until you exile another "
                                 "card with ~.", pat)
    assert not only_read_permissions("You may cast spells from among cards exiled with ~.", pat)
