"""The reach of an unstated "you may" per player (kb.engine.unknowns.choice_reach, whose; 608.2c-d)."""
from kb.engine.unknowns import ALL, whose, _reach_of, _REFERS

PLAYERS = frozenset(("you", "Bob", "Carol"))


def test_whose_names_the_players_the_words_tell():
    assert whose("You gain 3 life.", "you", PLAYERS) == {"you"}
    assert whose("Draw a card.", "you", PLAYERS) == {"you"}   # an imperative: its controller
    assert whose("If you do, each opponent loses 2 life.", "you", PLAYERS) == {"Bob", "Carol"}
    assert whose("Target opponent loses 2 life.", "you", PLAYERS, frozenset(("Bob",))) == {"Bob"}
    assert whose("Each player discards a card.", "you", PLAYERS) == PLAYERS


def test_whose_is_anyone_when_the_words_dont_tell():
    assert whose("Target opponent loses 2 life.", "you", PLAYERS) is None   # its target not stated
    assert whose("Its controller gains 2 life.", "you", PLAYERS) is None
    assert whose("Exile target card from a graveyard.", "you", PLAYERS) is None
    assert whose("An opponent loses 1 life.", "you", PLAYERS) is None


def test_a_zone_change_reaches_every_player():
    groups, only = _reach_of("Destroy target creature.", False, "you", PLAYERS)
    assert "life" in groups and not only


def test_a_later_instruction_tied_to_the_choice_is_counted():
    assert _REFERS.search("If you do, draw a card.")
    assert _REFERS.search("Draw a card for each card discarded this way.")
    assert not _REFERS.search("You gain 1 life.")
    assert _reach_of("Test words nobody reads", False, "you", PLAYERS)[0] == ALL


def test_damage_to_players_only_reaches_their_life_when_nothing_redirects_or_links_it():
    text = "It deals damage equal to the result to target opponent."
    assert _reach_of(text, False, "you", PLAYERS, frozenset(("Bob",)), True) == (frozenset(("life",)), {"life": {"Bob"}})
    groups, only = _reach_of(text, False, "you", PLAYERS, frozenset(("Bob",)))   # lifelink or a planeswalker may be there
    assert "zone" in groups and not only
    # damage to a creature too: a zone change, every player
    assert not _reach_of("It deals 2 damage to target creature and 2 damage to target player.", False, "you", PLAYERS,
                         frozenset(("Bob",)), True)[1]
