""""It" after a condition naming the ability's own source that opens a later sentence of a triggered ability (Answered
Prayers, ruling 2019-06-14) is the source; an earlier "it" of the ability (the event's object) keeps it as it was."""
from kb.engine.ifselfit import self_after_if


def test_a_later_sentence_if_names_the_source():
    assert self_after_if("it", "Whenever a creature enters the battlefield under your control, you gain 1 life. If ~ isn't "
                               "a creature, it becomes a 3/3 Angel creature with flying in addition to its other types "
                               "until end of turn.")


def test_the_intervening_if_still_names_the_source():
    assert self_after_if("it", "When an opponent casts a creature spell, if this permanent is an enchantment, it becomes "
                               "a 2/2 Gargoyle creature with flying.")


def test_an_earlier_it_keeps_the_reading():
    assert not self_after_if("it", "Whenever a creature enters the battlefield under your control, it gets +1/+1. If ~ "
                                   "isn't a creature, it becomes a 3/3 Angel creature.")
