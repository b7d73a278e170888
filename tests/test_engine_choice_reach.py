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


def test_a_zone_change_reaches_the_players_whose_objects_it_can_move():
    # the owners and controllers of the game's objects (400.3: a moved object goes to its owner's zones), and the
    # players the words name; with no such bound (movers None), every player
    groups, only = _reach_of("You may sacrifice a creature.", False, "you", PLAYERS, movers=frozenset(("you",)))
    assert {"zone", "life", "cards"} <= groups and only["life"] == {"you"} and only["cards"] == {"you"}
    groups, only = _reach_of("You may sacrifice a creature.", False, "you", PLAYERS, movers=frozenset(("you", "Bob")))
    assert only["life"] == {"you", "Bob"}
    # words that don't tell whose: any player, whatever the objects
    assert not _reach_of("Destroy target creature an opponent controls.", False, "you", PLAYERS,
                         movers=frozenset(("you",)))[1]


def test_a_card_returned_from_ones_graveyard_to_ones_hand_reaches_no_life():
    groups, only = _reach_of("you may return up to one target creature card from your graveyard to your hand.", False,
                             "you", PLAYERS)
    assert groups == {"zone", "cards", "cards_zone", "stack"} and only == {"cards": {"you"}, "cards_zone": {"you"}}
    # a permanent returned, or a card of another graveyard: not this reader
    assert "life" in _reach_of("Return target creature to its owner's hand.", False, "you", PLAYERS)[0]
    assert "life" in _reach_of("Return target creature card from a graveyard to its owner's hand.", False, "you",
                               PLAYERS)[0]


def test_the_clauses_of_the_choices_sentence_followed_before_it_are_left_out():
    from kb.engine.cardtext import parse_instructions
    from kb.engine.choiceclause import choice_parts
    ins, _slots = parse_instructions("You gain 3 life and you may draw a card.", "X")
    idx = next(i for i, x in enumerate(ins) if x.optional)
    assert choice_parts(ins, idx) == (("you may draw a card.", False),)
    ins, _slots = parse_instructions("You may sacrifice a creature. If you do, draw two cards.", "X")
    assert choice_parts(ins, 0) == (("You may sacrifice a creature.", False), ("draw two cards.", True))


def test_a_zone_change_with_damage_or_another_player_still_reaches_every_player():
    for text in ("You may have ~ deal 1 damage to any target.", "You may sacrifice a creature. Each opponent loses 1 life.",
                 "Destroy target creature a player controls."):
        assert not _reach_of(text, False, "you", PLAYERS, movers=frozenset(("you",)))[1], text


def test_a_spell_dealing_fixed_damage_to_its_targets_reads_only_their_legality():
    from kb.engine.unknowns import _reader
    two = frozenset(("you", "Bob"))
    reads, reach = _reader("~ deals 2 damage to target creature and 2 damage to target player.", False, ["you"], two,
                           spell=True)
    assert reads[0] == {"zone", "types", "colors", "abilities", "controller"} and "life" in reach[0]
    # a player target in a game of three or more: whether that player is still in it (800.4a)
    reads, _reach = _reader("~ deals 3 damage to any target.", False, ["you"], PLAYERS, spell=True)
    assert "life" in reads[0]
    # damage of an amount the words count: every group it reaches, as before
    reads, reach = _reader("~ deals damage equal to the number of cards in your hand to target creature.", False,
                           ["you"], two, spell=True)
    assert reads == reach
