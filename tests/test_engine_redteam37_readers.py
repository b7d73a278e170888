"""Readers narrowed by redteam37: each leaves unread what it used to read wrongly (the puzzles redteam37-* hold the
game-level answers); two of them read again by fix42 with the meaning the puzzles give (redteam37-061, -062)."""
from kb.engine.clashopponent import names_clash_opponent
from kb.engine.countertwo import split_two_counter_puts
from kb.engine.zonescount import exile_and_graveyard_count


def test_clash_opponent_only_without_another_player_between():
    glance = ("At the beginning of your end step, clash with an opponent. If you win, gain control of enchanted "
              "creature. Otherwise, that player gains control of enchanted creature.")
    assert names_clash_opponent("that player", glance)
    teeth = ("Clash with an opponent. If you win, target player draws two cards. Otherwise, that player gains control "
             "of enchanted creature.")
    assert not names_clash_opponent("that player", teeth)   # the target player is the antecedent (608.2c)
    before = "Target player mills a card, then that player gains control of ~. Clash with an opponent."
    assert not names_clash_opponent("that player", before)


def test_counter_puts_split_with_other_bound_to_the_target():
    # "each other creature" after a target: each creature other than that target (redteam37-061; the target gets 2)
    whole = "Put two +1/+1 counters on target creature you control and a +1/+1 counter on each other creature you control."
    assert split_two_counter_puts(whole) == ("Put two +1/+1 counters on target creature you control. Put a +1/+1 "
                                             "counter on each creature you control other than that target.")
    two = "Put a +1/+1 counter on target creature and a -1/-1 counter on up to one other target creature."
    assert split_two_counter_puts(two) == ("Put a +1/+1 counter on target creature. Put a -1/-1 counter on up to one "
                                           "other target creature.")


def test_graveyard_and_exile_count_reads_every_owner_in_exile():
    # "in your graveyard and in exile": my graveyard, and exile whoever owns the card (406.1; redteam37-062)
    from kb.engine.parser import _Ctx
    got = exile_and_graveyard_count("instant and sorcery cards in your graveyard and in exile", _Ctx("Test"))
    assert got is not None and "in exile" in str(got)
    assert exile_and_graveyard_count("instant and sorcery cards in your graveyard and in their exile", _Ctx("Test")) \
        is None