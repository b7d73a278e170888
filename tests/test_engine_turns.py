"""The turn's structure and the players' rules (kb.engine.turns), beyond the puzzles: each template is read whole
(a word more or less is not the ability), the maximum hand size applies its effects in timestamp order (613.11),
the cleanup step's discard asks for the cards, Krark's Thumb asks for both coins and the one kept, "End the turn"
skips the end step, and the abilities outside the game are said in the notes with the edition's rule."""
from __future__ import annotations

import pytest

from kb.engine.abilities import HandSizeAbility, PreGameAbility, SkipStep, UnmodelledAbility
from kb.engine.cardtext import parse_card_text
from kb.engine.scenario import ScenarioError, loads, run


def _one(text: str, types=frozenset({"Creature"})):
    (ab,) = parse_card_text(text, "Foo", types)
    return ab


@pytest.mark.parametrize("text, template", [
    ("Choose a Background", "background"), ("Doctor's companion", "doctors_companion"),
    ("Foo can be your commander.", "commander"), ("Draft Foo face up.", "draft_face_up"),
    ("Friends forever", "friends_forever"), ("Partner—Father & son", "partner_text"),
    ("If Foo is in your opening hand, you may begin the game with it on the battlefield.", "opening_hand"),
])
def test_each_ability_outside_the_game_is_read_whole(text, template):
    ab = _one(text)
    assert isinstance(ab, PreGameAbility) and ab.template == template


@pytest.mark.parametrize("text", [
    "Choose a Background and draw a card", "Foo can be your commander and has flying.", "Draft Foo face down.",
    "Partner with Bar", "Doctor's companion gets +1/+1", "Foo can be your second commander.",
])
def test_words_beyond_a_template_are_not_that_ability(text):
    assert not isinstance(_one(text), PreGameAbility)


@pytest.mark.parametrize("text, who, op, n", [
    ("You have no maximum hand size.", "you", "none", 0), ("Players have no maximum hand size.", "each", "none", 0),
    ("Your maximum hand size is reduced by two.", "you", "minus", 2),
    ("Your maximum hand size is increased by one.", "you", "plus", 1),
    ("Each opponent's maximum hand size is reduced by seven.", "opponent", "minus", 7),
    ("Your maximum hand size is two.", "you", "set", 2),
])
def test_hand_size_templates(text, who, op, n):
    ab = _one(text)
    assert isinstance(ab, HandSizeAbility) and (ab.who, ab.op, ab.n) == (who, op, n)


@pytest.mark.parametrize("text", [
    "Your maximum hand size is reduced by two for each artifact you control.", "You have no maximum hand size this turn.",
    "Skip your draw step unless you control a Forest.", "Skip your next draw step.",
])
def test_hand_size_and_skip_rejects_what_they_do_not_model(text):
    assert isinstance(_one(text), UnmodelledAbility)


def test_skip_templates():
    assert (_one("Skip your draw step.").step, _one("Skip your draw step.").who) == ("draw", "you")
    ab = _one("Players skip their untap steps.")
    assert isinstance(ab, SkipStep) and (ab.step, ab.who) == ("untap", "each")


HAND = "players:\n  - {name: you, hand: [Forest, Forest, Island, Island, Mountain, Swamp]}\n  - opponent\n"
CARDS = ("cards:\n  Spellbook: {type_line: Artifact, text: \"You have no maximum hand size.\"}\n"
         "  Null Rack: {type_line: Artifact, text: \"Your maximum hand size is two.\"}\n"
         + "".join(f"  {n}: {{type_line: Basic Land — {n}}}\n" for n in ("Forest", "Island", "Mountain", "Swamp")))


def _scenario(steps: str, players: str = HAND, edition: str = "2026-04-17", cards: str = CARDS):
    return run(loads(f"title: t\nedition: {edition}\n{players}{cards}steps:\n{steps}"), None)


def test_hand_size_effects_apply_in_timestamp_order():
    # the later "is two" wins over "no maximum hand size" (613.11, 613.7a): four cards are discarded
    res = _scenario("  - enter: {card: Spellbook, already: true}\n  - enter: {card: Null Rack, already: true}\n"
                    "  - step: cleanup\n    choose: {discard: [Forest, Island, Mountain, Swamp]}\n"
                    "  - expect: {you: {hand: 2}}\n")
    assert [c.ok for c in res.checks] == [True]
    # the other order: no maximum hand size, nothing discarded
    res = _scenario("  - enter: {card: Null Rack, already: true}\n  - enter: {card: Spellbook, already: true}\n"
                    "  - step: cleanup\n  - expect: {you: {hand: 6, graveyard: 0}}\n")
    assert [c.ok for c in res.checks] == [True, True]


def test_the_cleanup_discard_asks_for_the_cards():
    with pytest.raises(ScenarioError, match=r"discards 4 \(514\.1\); give choose: \{discard: \[CARD, \.\.\.\]\}"):
        _scenario("  - enter: {card: Null Rack, already: true}\n  - step: cleanup\n")
    with pytest.raises(ScenarioError, match=r"\(given: 1\)"):
        _scenario("  - enter: {card: Null Rack, already: true}\n  - step: cleanup\n    choose: {discard: [Forest]}\n")


def test_an_unlisted_hand_is_taken_to_need_no_discard_and_the_notes_say_so():
    sc = loads("title: t\nedition: 2026-04-17\nplayers: [you, opponent]\nsteps:\n  - end_turn: true\n"
               "  - expect: {you: {graveyard: 0}}\n")
    res = run(sc, None)
    assert [c.ok for c in res.checks] == [True]
    assert any("taken to hold no more than 7 cards" in n for n in res.state.assumed)


THUMB = ("cards:\n  Thumb: {type_line: Artifact, text: \"If you would flip a coin, instead flip two coins and "
         "ignore one.\"}\n  Flipper: {type_line: Sorcery, text: \"Flip a coin. If you win the flip, you gain 5 life.\"}\n")


def test_two_coins_need_the_one_kept_when_they_differ():
    with pytest.raises(ScenarioError, match=r"which to ignore: give keep: won \| lost"):
        _scenario("  - enter: Thumb\n  - cast: {card: Flipper, choose: {flip: {coins: [won, lost]}}}\n  - resolve: all\n",
                  players="players: [you, opponent]\n", cards=THUMB)
    res = _scenario("  - enter: Thumb\n  - cast: {card: Flipper, choose: {flip: {coins: [won, lost], keep: won}}}\n"
                    "  - expect: {you: {life: 25}}\n", players="players: [you, opponent]\n", cards=THUMB)
    assert [c.ok for c in res.checks] == [True]


def test_coins_without_a_thumb_and_a_plain_result_with_one_are_errors():
    with pytest.raises(ScenarioError, match=r"controls no such ability"):
        _scenario("  - cast: {card: Flipper, choose: {flip: {coins: [won, won]}}}\n  - resolve: all\n",
                  players="players: [you, opponent]\n", cards=THUMB)
    with pytest.raises(ScenarioError, match=r"flip two coins and ignore one: give flip: \{coins: \[won, lost\], keep: won\}"):
        _scenario("  - enter: Thumb\n  - cast: {card: Flipper, choose: {flip: won}}\n  - resolve: all\n",
                  players="players: [you, opponent]\n", cards=THUMB)


def test_two_thumbs_are_cannot_decide():
    res = _scenario("  - enter: Thumb\n  - enter: {card: Thumb, as: Thumb 2}\n"
                    "  - cast: {card: Flipper, choose: {flip: {coins: [won, won]}}}\n  - expect: {you: {life: 25}}\n",
                    players="players: [you, opponent]\n", cards=THUMB)
    (check,) = res.checks
    assert not check.ok and any("several" in r for r in check.undecided)


def test_ending_the_turn_skips_the_end_step():
    cards = ("cards:\n  Time Stop: {type_line: Instant, text: \"End the turn.\"}\n"
             "  Sun Altar: {type_line: Artifact, text: \"At the beginning of your end step, you gain 1 life.\"}\n")
    # the end step of this turn is skipped (724.1e); the next one of mine comes two turns later
    res = _scenario("  - enter: Sun Altar\n  - cast: Time Stop\n  - resolve: all\n  - expect: {you: {life: 20}}\n"
                    "  - end_turn: true\n  - end_turn: true\n  - expect: {you: {life: 20}}\n"
                    "  - end_turn: true\n  - expect: {you: {life: 21}}\n",
                    players="players: [{name: you, hand: []}, {name: opponent, hand: []}]\n", cards=cards)
    assert [c.ok for c in res.checks] == [True, True, True]


def test_additional_phases_only_from_a_main_phase():
    cards = ("cards:\n  Rally: {type_line: Instant, text: \"After this main phase, there is an additional combat phase "
             "followed by an additional main phase.\"}\n")
    res = _scenario("  - step: upkeep\n  - cast: Rally\n  - resolve: all\n  - step: end\n"
                    "  - expect: {active_player: you}\n", players="players: [you, opponent]\n", cards=cards)
    assert any("no phases are added" in ln.text for ln in res.state.log.lines)


def test_abilities_outside_the_game_are_said_in_the_notes_with_the_editions_rule():
    cards = "cards:\n  Ganax: {type_line: Legendary Creature — Dragon, power: 3, toughness: 4, text: \"Choose a Background\"}\n"
    steps = "  - enter: Ganax\n  - expect: {Ganax: {pt: 3/4}}\n"
    res = _scenario(steps, players="players: [you, opponent]\n", cards=cards)
    assert [c.ok for c in res.checks] == [True]
    (note,) = [n for n in res.notes if n.startswith("Ganax:")]
    assert "(702.124k, 113.6n)" in note and "changes nothing" in note
    res = _scenario(steps, players="players: [you, opponent]\n", cards=cards, edition="2009-10-01")
    (note,) = [n for n in res.notes if n.startswith("Ganax:")]
    assert "(113.6m)" in note   # no Background rule then; the deck-construction rule of the reference edition
