"""kb.engine.delayedfollow: the sentence after a delayed instruction that reads what it did ("If the player does, …")
is part of the delayed triggered ability (608.2c, 603.7; Basalt Golem ruling 2005-11-01), not read at once."""
from kb.engine.delayedfollow import absorb_followup
from kb.engine.instruction_types import Instruction


def _delayed(text: str) -> Instruction:
    return Instruction("delayed", None, opts={"when": "At end of combat", "text": text}, text=text)


def test_if_the_player_does_joins_the_delayed_ability():
    made = [_delayed("That creature's controller sacrifices it.")]
    assert absorb_followup(made, "If the player does, they create a 0/2 colorless Wall artifact creature token.")
    assert made[0].opts["text"].endswith("If the player does, they create a 0/2 colorless Wall artifact creature token.")


def test_if_you_dont_joins_even_without_a_return():
    made = [_delayed("Sacrifice it.")]
    assert absorb_followup(made, "If you don't, you lose 2 life.")


def test_an_unrelated_sentence_stays_apart():
    made = [_delayed("Sacrifice it.")]
    assert not absorb_followup(made, "You lose 2 life.")
    assert made[0].opts["text"] == "Sacrifice it."
    assert not absorb_followup([Instruction("sacrifice", None, text="Sacrifice it.")], "If you do, draw a card.")


def test_the_result_of_a_delayed_flip_joins_it():
    made = [Instruction("delayed", None, opts={"when": "At end of combat", "text": "Flip a coin."}, text="Flip a coin.")]
    assert absorb_followup(made, "If you lose the flip, an opponent gains control of ~.")
    assert made[0].opts["text"] == "Flip a coin. If you lose the flip, an opponent gains control of ~."
    # without a flip in the delayed ability, a flip's result is not what it did
    assert not absorb_followup([_delayed("Sacrifice it.")], "If you lose the flip, draw a card.")
